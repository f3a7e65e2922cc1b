# Sourced by tests/twin/build.sh and tests/data/clangasm/build.sh (bash); needs DEVLIBS, LLVM_BIN (llvm-dis,
# llvm-as) and made_libs (a temporary directory the caller removes).
# The device library of Debian's rocm-device-libs has no oclc_isa_version_<N>.bc for some processors (gfx942):
# that file only defines __oclc_ISA_version (major * 1000 + minor * 100 + stepping, as ROCm's
# oclc/src/isa_version_<N>.cl do), so it is made here from another processor's file with the number
# replaced, in a temporary directory beside links to the library's other files.
devlibs_for() {  # cpu: prints the device-library directory to use for it
  local n=${1#gfx} dir
  if [[ -f $DEVLIBS/oclc_isa_version_$n.bc ]]; then echo "$DEVLIBS"; return; fi
  dir="$made_libs/$1"
  if [[ ! -f $dir/oclc_isa_version_$n.bc ]]; then
    rm -rf "$dir"; mkdir -p "$dir"
    ln -s "$DEVLIBS"/*.bc "$dir/"
    local template=$(ls "$DEVLIBS"/oclc_isa_version_*.bc | head -1)
    local version=$(( ${n:0:${#n}-2} * 1000 + 16#${n: -2:1} * 100 + 16#${n: -1} ))
    "$LLVM_BIN/llvm-dis" "$template" -o - | sed -E "s/constant i32 [0-9]+/constant i32 $version/" |
      "$LLVM_BIN/llvm-as" -o "$dir/oclc_isa_version_$n.bc"
  fi
  echo "$dir"
}
