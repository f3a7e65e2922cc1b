#!/usr/bin/env bash
# Rebuilds the GFX12 code objects of this folder with clang-19 and clang-22 (no device library: Debian's has no
# GFX12 bitcode):
#   <src>.<cpu>.clang<N>.so        loadable, as clang links it (code object V5, each compiler's default)
#   valu.<cpu>.clang<N>.o          relocatable
#   <src>.gfx1201-w64.clang22.*    wave64 (-mwavefrontsize64)
#   <src>.gfx1201-O0g.clang<N>.so  a debug build (-O0 -g: scratch spills, DWARF sections, no waits merged)
#   <src>.gfx12-generic.clang<N>.so  code object V6 (generic processors need it)
# Sources: memory.cl (this folder: sub-dword scalar loads, atomics, LDS, WMMA), ../gfx11/valu.cl,
# ../clang19/builtins.cl (OpenCL) and ../clang19/stack.hip (HIP).
#
# Versions used for the committed objects (Debian packages): clang-19 1:19.1.7, lld-19, llvm-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
rm -f ./*.o ./*.so

cl() {  # cl CLANG SRC CPU OUT [flags...]
  local clang=$1 src=$2 cpu=$3 out=$4; shift 4
  "$clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib "$@" "$src" -o "$out"
}
hip() {  # hip CLANG CPU OUT [flags...]
  local clang=$1 cpu=$2 out=$3; shift 3
  "$clang" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output "$@" \
    ../clang19/stack.hip -o "$out"
}

for n in 19 22; do
  clang=/usr/lib/llvm-$n/bin/clang
  for cpu in gfx1200 gfx1201; do
    cl "$clang" ../gfx11/valu.cl "$cpu" "valu.$cpu.clang$n.o" -c
    cl "$clang" ../gfx11/valu.cl "$cpu" "valu.$cpu.clang$n.so"
    cl "$clang" ../clang19/builtins.cl "$cpu" "builtins.$cpu.clang$n.so"
    cl "$clang" memory.cl "$cpu" "memory.$cpu.clang$n.so"
    hip "$clang" "$cpu" "stack.$cpu.clang$n.so"
  done
  cl "$clang" memory.cl gfx1201 "memory.gfx1201-O0g.clang$n.so" -O0 -g
  cl "$clang" ../clang19/builtins.cl gfx12-generic "builtins.gfx12-generic.clang$n.so" -Xclang -mcode-object-version=6
done
clang=/usr/lib/llvm-22/bin/clang
hip "$clang" gfx1201 stack.gfx1201-O0g.clang22.so -O0 -g
cl "$clang" ../gfx11/valu.cl gfx1201 valu.gfx1201-w64.clang22.o -c -mwavefrontsize64
cl "$clang" memory.cl gfx1201 memory.gfx1201-w64.clang22.so -mwavefrontsize64 -DWAVE64
cl "$clang" ../gfx11/valu.cl gfx12-generic valu.gfx12-generic.clang22.so -Xclang -mcode-object-version=6
cl "$clang" memory.cl gfx12-generic memory.gfx12-generic.clang22.so -Xclang -mcode-object-version=6
