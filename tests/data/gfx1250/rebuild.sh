#!/usr/bin/env bash
# Rebuilds the GFX12.5 code objects of this folder with clang-22 (no device library), for `gcnkit info`
# (tests/object/gfx1250_objects_test.cpp; run waits for the GFX12.5 ISA), and llvm-objdump 22's listing of each in
# objdump22/<object>.txt, the golden text of their disassembly (tests/object/gfx1250_disassembly_test.cpp):
#   <src>.<cpu>.clang22.so        loadable, as clang links it (code object V6, clang-22's default)
#   builtins.gfx1250.clang22.o    relocatable
#   builtins.gfx1250-xnack.clang22.so  xnack off in the target id
# Sources: kernels.cl (this folder: over 256 VGPRs, LDS and a barrier, atomics, scratch), ../clang19/builtins.cl
# (OpenCL) and ../clang19/stack.hip (HIP).
#
# (clang-22 refuses -mwavefrontsize64 for gfx1250: "option 'wavefrontsize64' cannot be specified on this target";
# kd_cases.txt covers the wave64 descriptor.)
# Version used for the committed objects (Debian package): llvm-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
rm -f ./*.o ./*.so objdump22/*.txt
mkdir -p objdump22
clang=/usr/lib/llvm-22/bin/clang
cl() {  # cl SRC CPU OUT [flags...]
  local src=$1 cpu=$2 out=$3; shift 3
  "$clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib "$@" "$src" -o "$out"
}
for cpu in gfx1250 gfx1251; do
  cl kernels.cl "$cpu" "kernels.$cpu.clang22.so"
  cl ../clang19/builtins.cl "$cpu" "builtins.$cpu.clang22.so"
  "$clang" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output \
    ../clang19/stack.hip -o "stack.$cpu.clang22.so"
done
cl ../clang19/builtins.cl gfx1250 builtins.gfx1250.clang22.o -c
cl ../clang19/builtins.cl gfx1250 builtins.gfx1250-xnack.clang22.so -Xclang -target-feature -Xclang -xnack
for f in ./*.o ./*.so; do /usr/lib/llvm-22/bin/llvm-objdump -d "${f#./}" > "objdump22/${f#./}.txt"; done
# The VGPR MSB cases (hand-written, no clang): llvm-mc 22's object and llvm-objdump 22's listing of it.
(cd msb && /usr/lib/llvm-22/bin/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=obj vgpr_msb.s -o vgpr_msb.o &&
  /usr/lib/llvm-22/bin/llvm-objdump -d vgpr_msb.o > vgpr_msb.o.txt)
