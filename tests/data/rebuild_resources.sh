#!/usr/bin/env bash
# Rebuilds a folder of resource-usage data with clang-22: the HIP twin kernels (twin/kernels/hip_kernels.hip at -O1)
# and gfx11/resources/occupancy.cl's VGPR- and LDS-bound kernels (OpenCL, -O2) for each processor given, in wave32,
# wave64 and CU mode, each object next to the kernel-resource-usage remarks clang printed for it (the LintCorpus
# resource tests compare gcnkit's report with them).
# Usage: rebuild_resources.sh FOLDER CPU...   (called by gfx11/resources/rebuild.sh and gfx12/resources/rebuild.sh)
set -euo pipefail
data=$(cd "$(dirname "$0")" && pwd)
cd "$1"
shift
rm -f ./*.hsaco ./*.remarks
clang=/usr/lib/llvm-22/bin/clang
kernels=$data/../twin/kernels
for cpu in "$@"; do
  for mode in w32 w64 cu; do
    case $mode in w32) flags="" ;; w64) flags="-mwavefrontsize64" ;; cu) flags="-mcumode" ;; esac
    case $cpu in *-generic) flags="$flags -Xclang -mcode-object-version=6" ;; esac  # (generic processors need V6)
    out="hip_kernels.$cpu.$mode"
    # shellcheck disable=SC2086
    "$clang" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$cpu" $flags -nogpuinc -nogpulib -O1 \
      -I "$kernels" -Rpass-analysis=kernel-resource-usage "$kernels/hip_kernels.hip" \
      -o "$out.hsaco" 2> "$out.remarks"
    sed -i 's|^.*/hip_kernels.hip:|hip_kernels.hip:|' "$out.remarks"
    out="occupancy.$cpu.$mode"
    # shellcheck disable=SC2086
    "$clang" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" $flags -O2 -nogpulib \
      -Rpass-analysis=kernel-resource-usage "$data/gfx11/resources/occupancy.cl" -o "$out.hsaco" 2> "$out.remarks"
    sed -i 's|^.*/occupancy.cl:|occupancy.cl:|' "$out.remarks"
  done
done
