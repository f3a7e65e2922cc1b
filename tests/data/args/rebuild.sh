#!/usr/bin/env bash
# Rebuilds the argument-passing kernels of this folder with clang-19 (code object V5, its default), -O2:
#   args.gfx900.hsaco, args.gfx1030.hsaco   OpenCL (args.cl); gfx900's with -cl-kernel-arg-info (the metadata
#                                           names the arguments), gfx1030's without (type names only)
#   args_hip.gfx900.hsaco                   HIP (args.hip)
# Versions used for the committed objects: Debian clang-19 1:19.1.7, rocm-device-libs (Debian's).
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
cl=("$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -O2 --rocm-device-lib-path="$DEVLIBS" args.cl)
"${cl[@]}" -mcpu=gfx900 -cl-kernel-arg-info -o args.gfx900.hsaco
"${cl[@]}" -mcpu=gfx1030 -o args.gfx1030.hsaco
"$CLANG" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch=gfx900 -nogpuinc -nogpulib -O2 -cuid=args \
  args.hip -o args_hip.gfx900.hsaco
