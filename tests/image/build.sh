#!/usr/bin/env bash
# Compiles the image kernels (kernels/*.cl, kernels/*.hip: program-scope variables, calls and stacks, printf) with
# clang-19 into tests/data/image/<stem>_<cl|hip>.<processor>.<opt>.v<version>.hsaco (<processor> "gfx1030w64" for
# -mwavefrontsize64), and writes MANIFEST.tsv (one line per object: source, processor, opt, version, printf kind,
# status) and VERSIONS. The tests read the committed objects; run this after changing a kernel.
#
#   tests/image/build.sh [OUTDIR]        # CLANG=..., DEVLIBS=... choose the tools; SOURCES="printf.cl ..."
#                                        # rebuilds those only (the manifest keeps the other lines)
#
# The matrix: -O0 -g and -O2 for gfx803, gfx900, gfx906, gfx90a, gfx942, gfx1030 and gfx1030 wave64 with code
# object V4 and V5; -O1 and -O3 (V5) and V6 (-O2) on gfx900 and gfx1030. printf.hip builds twice: the hostcall
# printf (HIP's default) and -mprintf-kind=buffered (suffix .buffered).
#
# Two device-library adjustments for Debian's rocm-device-libs (ROCm 5.2), made in a temporary directory beside
# links to the library's other files:
# - oclc_isa_version_942.bc does not exist; it only defines __oclc_ISA_version (9402), so it is made from another
#   processor's file with the number replaced (as tests/twin/build.sh does); oclc_abi_version_600.bc (code object
#   V6) likewise from the V5 file.
# - Its opencl.bc defines `printf` as a stub (ROCm 5.2's own compiler lowered printf before linking the library).
#   Linked into clang-19's module first, the stub hides the kernel's printf calls from clang's printf lowering:
#   nothing is printed, and the stub reads a printf buffer pointer the metadata never asked for. Current device
#   libraries define only __printf_alloc; so does the library made here (the stub removed), with __printf_alloc
#   linked as an ordinary bitcode file, since the lowering adds its calls after the library is linked. HIP's
#   -mprintf-kind=buffered calls __printf_alloc too, which Debian's HIP library lacks: it links the same file.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../data/image}
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
LLVM_BIN=$(dirname "$CLANG")
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The device library with the printf stub removed, and __printf_alloc on its own.
"$LLVM_BIN/llvm-dis" "$DEVLIBS/opencl.bc" -o "$work/opencl.ll"
python3 - "$work/opencl.ll" <<'PY'
import re, sys
path = sys.argv[1]
s = open(path).read()
m = re.search(r'\ndefine [^\n]*@printf\(', s)
if m:
    end = s.index('\n}\n', m.start()) + 3
    s = s[:m.start()] + '\ndeclare i32 @printf(ptr addrspace(4) noundef, ...)\n' + s[end:]
open(path, 'w').write(s)
PY
"$LLVM_BIN/llvm-extract" --func=__printf_alloc --recursive "$DEVLIBS/opencl.bc" -S -o "$work/printf_alloc.ll"
sed -i -E 's/^define (weak_odr|linkonce_odr) (protected )?(.*@__printf_alloc\()/define protected \3/' "$work/printf_alloc.ll"
"$LLVM_BIN/llvm-as" "$work/printf_alloc.ll" -o "$work/printf_alloc.bc"

devlibs_for() {  # cpu: a device-library directory with the stub-free opencl.bc (and, if missing, the ISA file)
  local n=${1#gfx} dir="$work/lib-$1"
  if [[ ! -d $dir ]]; then
    mkdir -p "$dir"
    ln -s "$DEVLIBS"/*.bc "$dir/"
    rm "$dir/opencl.bc"
    "$LLVM_BIN/llvm-as" "$work/opencl.ll" -o "$dir/opencl.bc"
    if [[ ! -e $DEVLIBS/oclc_abi_version_600.bc ]]; then  # code object V6: __oclc_ABI_version 600
      "$LLVM_BIN/llvm-dis" "$DEVLIBS/oclc_abi_version_500.bc" -o - | sed -E "s/constant i32 500/constant i32 600/" |
        "$LLVM_BIN/llvm-as" -o "$dir/oclc_abi_version_600.bc"
    fi
    if [[ ! -e $DEVLIBS/oclc_isa_version_$n.bc ]]; then
      local template=$(ls "$DEVLIBS"/oclc_isa_version_*.bc | head -1)
      local version=$(( ${n:0:${#n}-2} * 1000 + 16#${n: -2:1} * 100 + 16#${n: -1} ))
      "$LLVM_BIN/llvm-dis" "$template" -o - | sed -E "s/constant i32 [0-9]+/constant i32 $version/" |
        "$LLVM_BIN/llvm-as" -o "$dir/oclc_isa_version_$n.bc"
    fi
  fi
  echo "$dir"
}

manifest="$out/MANIFEST.tsv.tmp"
printf 'object\tsource\tprocessor\topt\tversion\tstatus\n' > "$manifest"
if [[ -n ${SOURCES:-} && -f $out/MANIFEST.tsv ]]; then  # keep the lines of the sources not rebuilt
  tail -n +2 "$out/MANIFEST.tsv" | while IFS=$'\t' read -r o s rest; do
    [[ " $SOURCES " == *" $s "* ]] || printf '%s\t%s\t%s\n' "$o" "$s" "$rest"
  done >> "$manifest"
fi
build() {  # source cpu(+w64) opt version [kind]
  local src=$1 target=$2 opt=$3 v=$4 kind=${5:-} cpu=${2%w64} name stem=${1%.*} lang=${1##*.}
  name="${stem}_$lang${kind:+.$kind}.$target.$opt.v$v.hsaco"
  local flags=(-mcode-object-version="$v" -I "$here/kernels")
  [[ $opt == O0 ]] && flags+=(-O0 -g) || flags+=(-"$opt")
  [[ $target == *w64 ]] && flags+=(-mwavefrontsize64)
  local lib=$(devlibs_for "$cpu") cmd
  if [[ $src == *.cl ]]; then
    cmd=("$CLANG" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa "${flags[@]}" -mcpu="$cpu" --rocm-device-lib-path="$lib"
         -Xclang -mlink-bitcode-file -Xclang "$work/printf_alloc.bc" "$here/kernels/$src" -o "$out/$name")
  else
    cmd=("$CLANG" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$cpu" -nogpuinc "${flags[@]}"
         --rocm-device-lib-path="$lib" -cuid="image_$stem" "$here/kernels/$src" -o "$out/$name")
    [[ $kind == buffered ]] && cmd+=(-mprintf-kind=buffered -Xclang -mlink-bitcode-file -Xclang "$work/printf_alloc.bc")
  fi
  local status=ok err
  if ! err=$("${cmd[@]}" 2>&1); then
    rm -f "$out/$name"
    status="error: $(printf '%s\n' "$err" | grep -m1 error | sed 's/\t/ /g')"
    echo "$name: $status" >&2
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$src" "$target" "$opt" "$v" "$status" >> "$manifest"
}
sources=(globals.cl globals.hip stack.hip printf.hip printf.cl)
for src in "${sources[@]}"; do
  [[ -z ${SOURCES:-} || " $SOURCES " == *" $src "* ]] || continue
  kinds=("")
  [[ $src == printf.hip ]] && kinds=("" buffered)
  for kind in "${kinds[@]}"; do
    for target in gfx803 gfx900 gfx906 gfx90a gfx942 gfx1030 gfx1030w64; do
      for opt in O0 O2; do
        for v in 4 5; do build "$src" "$target" "$opt" "$v" "$kind"; done
      done
    done
    for target in gfx900 gfx1030; do
      build "$src" "$target" O1 5 "$kind"
      build "$src" "$target" O3 5 "$kind"
      build "$src" "$target" O2 6 "$kind"
    done
  done
done
{ head -1 "$manifest"; tail -n +2 "$manifest" | sort; } > "$out/MANIFEST.tsv"
rm "$manifest"
{
  echo "clang: $("$CLANG" --version | head -1)"
  echo "rocm-device-libs: $(dpkg-query -W -f='${Version}' rocm-device-libs 2>/dev/null || echo unknown) ($DEVLIBS)"
} > "$out/VERSIONS"
echo "wrote $(grep -c $'\tok$' "$out/MANIFEST.tsv") objects to $out"
