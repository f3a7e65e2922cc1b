#!/usr/bin/env bash
# Rebuilds the division kernels of this folder with clang-19 (code object V5, its default):
#   divide.<opt>.<variant>.<cpu>.hsaco    OpenCL, -O0 and -O2, for gfx900, gfx1030 (wave32), gfx1030w64
#                                         (-mwavefrontsize64) and gfx90a; <variant> cr: with
#                                         -cl-fp32-correctly-rounded-divide-sqrt; ftz: that and
#                                         -cl-denorms-are-zero (f32 flushed: the sequence switches denormals on
#                                         around its fmas); fast: OpenCL's default 2.5-ulp f32 division (-O2 only)
#   divide_hip.<opt>.<cpu>.hsaco          HIP (correctly rounded f32 division by default), -O0 and -O2
# Versions used for the committed objects: Debian clang-19 1:19.1.7, rocm-device-libs (Debian's).
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
for cpu in gfx900 gfx1030 gfx1030w64 gfx90a; do
  mcpu=${cpu%w64}
  wave=()
  [[ $cpu == *w64 ]] && wave=(-mwavefrontsize64)
  for opt in O0 O2; do
    cl=("$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$mcpu" ${wave[@]+"${wave[@]}"} -$opt
        --rocm-device-lib-path="$DEVLIBS" divide.cl)
    "${cl[@]}" -cl-fp32-correctly-rounded-divide-sqrt -o "divide.$opt.cr.$cpu.hsaco"
    "${cl[@]}" -cl-fp32-correctly-rounded-divide-sqrt -cl-denorms-are-zero -o "divide.$opt.ftz.$cpu.hsaco"
    [[ $opt == O2 ]] && "${cl[@]}" -o "divide.$opt.fast.$cpu.hsaco"
    "$CLANG" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$mcpu" ${wave[@]+"${wave[@]}"} -nogpuinc \
      -nogpulib -$opt -cuid=divide divide.hip -o "divide_hip.$opt.$cpu.hsaco"
  done
done
