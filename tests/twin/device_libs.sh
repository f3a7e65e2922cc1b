# Sourced by tests/twin/build.sh and tests/corpus/build.sh: the ROCm device-library directory to compile for a
# processor and code object version with. Debian's rocm-device-libs (5.2) lacks two kinds of one-variable files:
#  * oclc_isa_version_<N>.bc for some processors (gfx942, GFX11, GFX12; gfx11-generic's is
#    oclc_isa_version_11-generic.bc): it only defines __oclc_ISA_version (major * 1000 + minor * 100 + stepping, as
#    ROCm's oclc/src/isa_version_<N>.cl do; a generic processor: its family's major and minor);
#  * oclc_abi_version_600.bc (code object V6): it only defines __oclc_ABI_version (600, as ROCm's
#    oclc/src/abi_version_600.cl does; the library's code treats every version from 500 up alike).
# Such a file is made from another of its kind with the number replaced, in a temporary directory beside links to
# the library's other files. Needs DEVLIBS and LLVM_BIN; call device_libs_cleanup on exit.
made_libs=$(mktemp -d)
device_libs_cleanup() { rm -rf "$made_libs"; }
devlibs_for() {  # cpu [code-object-version]: prints the device-library directory to use
  local n=${1#gfx} abi=$(( ${2:-5} * 100 )) dir
  if [[ -f $DEVLIBS/oclc_isa_version_$n.bc && -f $DEVLIBS/oclc_abi_version_$abi.bc ]]; then echo "$DEVLIBS"; return; fi
  dir="$made_libs/$1.$abi"
  if [[ ! -d $dir ]]; then
    mkdir -p "$dir"
    ln -s "$DEVLIBS"/*.bc "$dir/"
    if [[ ! -f $DEVLIBS/oclc_isa_version_$n.bc ]]; then
      local template=$(ls "$DEVLIBS"/oclc_isa_version_*.bc | head -1)
      local version
      if [[ $n == *-generic ]]; then  # gfx11-generic: 11000, gfx10-3-generic: 10300 (the family's first version)
        local parts=(${n//-/ })
        version=$(( ${parts[0]} * 1000 + ( ${#parts[@]} > 2 ? ${parts[1]} : 0 ) * 100 ))
      else
        version=$(( ${n:0:${#n}-2} * 1000 + 16#${n: -2:1} * 100 + 16#${n: -1} ))
      fi
      "$LLVM_BIN/llvm-dis" "$template" -o - | sed -E "s/constant i32 [0-9]+/constant i32 $version/" |
        "$LLVM_BIN/llvm-as" -o "$dir/oclc_isa_version_$n.bc"
    fi
    if [[ ! -f $DEVLIBS/oclc_abi_version_$abi.bc ]]; then
      "$LLVM_BIN/llvm-dis" "$DEVLIBS/oclc_abi_version_500.bc" -o - | sed -E "s/constant i32 [0-9]+/constant i32 $abi/" |
        "$LLVM_BIN/llvm-as" -o "$dir/oclc_abi_version_$abi.bc"
    fi
  fi
  echo "$dir"
}
