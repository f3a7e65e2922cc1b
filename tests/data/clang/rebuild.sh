#!/usr/bin/env bash
# Rebuilds the code objects of this folder from the OpenCL C and HIP sources next to it: for every source
# and processor a relocatable object (<name>.<cpu>.o, as the compiler's integrated assembler writes it)
# and a loadable one (<name>.<cpu>.so, linked by ld.lld -shared; for HIP the .hsaco clang itself links).
#
# Versions used for the committed objects (Debian 12 packages):
#   clang-14          1:14.0.6        loop_math.cl intrinsics.cl saxpy.hip histogram.hip (-nogpulib: only
#                                     __builtin_amdgcn_* and what the backend lowers itself)
#   clang-15          1:15.0.6-4+b1   vadd.cl reduce.cl (get_global_id & co. from the ROCm device library)
#   rocm-device-libs  5.2.3-2         /usr/lib/x86_64-linux-gnu/amdgcn/bitcode
#   ld.lld-14         1:14.0.6        the .so files
# (`apt-get install clang-15 rocm-device-libs` on Debian 12; clang-14 and lld-14 were already installed.)
# Code object version: each compiler's default (V4 for both).
set -euo pipefail
cd "$(dirname "$0")"
CLANG14=${CLANG14:-clang-14}
CLANG15=${CLANG15:-clang-15}
LLD=${LLD:-ld.lld-14}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
CPUS="gfx803 gfx900 gfx1010 gfx1030"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for cpu in $CPUS; do
  # OpenCL C, builtins only.
  for src in loop_math intrinsics; do
    "$CLANG14" -target amdgcn-amd-amdhsa -mcpu="$cpu" -nogpulib -O2 -c "$src.cl" -o "$src.$cpu.o"
    "$LLD" -shared "$src.$cpu.o" -o "$src.$cpu.so"
  done
  # OpenCL C with the device library (get_global_id, get_local_id, barrier, ...).
  for src in vadd reduce; do
    "$CLANG15" -target amdgcn-amd-amdhsa -mcpu="$cpu" --rocm-device-lib-path="$DEVLIBS" -O2 -c "$src.cl" -o "$src.$cpu.o"
    "$LLD" -shared "$src.$cpu.o" -o "$src.$cpu.so"
  done
  # HIP device code without the HIP headers: the device bitcode, then the backend to a relocatable object;
  # the loadable object is the .hsaco clang links for the same source (--no-gpu-bundle-output).
  for src in saxpy histogram; do
    "$CLANG14" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 -emit-llvm -c "$src.hip" \
      -o "$tmp/$src.$cpu.bc"
    "$CLANG14" -target amdgcn-amd-amdhsa -mcpu="$cpu" -nogpulib -O2 -c "$tmp/$src.$cpu.bc" -o "$src.$cpu.o"
    "$CLANG14" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output \
      "$src.hip" -o "$src.$cpu.so"
  done
done
