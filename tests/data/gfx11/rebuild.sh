#!/usr/bin/env bash
# Rebuilds the GFX11 code objects of this folder with clang-19 and clang-22 (no device library):
#   <src>.<cpu>.clang<N>.so   loadable, as clang links it (code object V5, each compiler's default)
#   valu.<cpu>.clang<N>.o     relocatable
#   valu.gfx1100-w64.clang22.o  wave64 (-mwavefrontsize64)
#   <src>.gfx11-generic.clang22.so  code object V6 (generic processors need it)
# Sources: valu.cl (this folder), ../clang19/builtins.cl (OpenCL) and ../clang19/stack.hip (HIP).
# Processors: gfx1100, gfx1101, gfx1151; gfx11-generic (valu.cl with clang-22, builtins.cl with both).
#
# Versions used for the committed objects (Debian packages): clang-19 1:19.1.7, lld-19, llvm-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
rm -f ./*.o ./*.so

cl() {  # cl CLANG SRC CPU OUT [flags...]
  local clang=$1 src=$2 cpu=$3 out=$4; shift 4
  "$clang" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib "$@" "$src" -o "$out"
}
hip() {  # hip CLANG CPU OUT [flags...]
  local clang=$1 cpu=$2 out=$3; shift 3
  "$clang" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output "$@" \
    ../clang19/stack.hip -o "$out"
}

for n in 19 22; do
  clang=/usr/lib/llvm-$n/bin/clang
  for cpu in gfx1100 gfx1101 gfx1151; do
    cl "$clang" valu.cl "$cpu" "valu.$cpu.clang$n.o" -c
    cl "$clang" valu.cl "$cpu" "valu.$cpu.clang$n.so"
    cl "$clang" ../clang19/builtins.cl "$cpu" "builtins.$cpu.clang$n.so"
    hip "$clang" "$cpu" "stack.$cpu.clang$n.so"
  done
done
cl /usr/lib/llvm-19/bin/clang ../clang19/builtins.cl gfx11-generic builtins.gfx11-generic.clang19.so \
  -Xclang -mcode-object-version=6
clang=/usr/lib/llvm-22/bin/clang
cl "$clang" valu.cl gfx1100 valu.gfx1100-w64.clang22.o -c -mwavefrontsize64
cl "$clang" valu.cl gfx11-generic valu.gfx11-generic.clang22.so -Xclang -mcode-object-version=6
cl "$clang" ../clang19/builtins.cl gfx11-generic builtins.gfx11-generic.clang22.so -Xclang -mcode-object-version=6
