#!/usr/bin/env bash
# Rebuilds the GFX11 resource-usage data of this folder with clang-22: the HIP twin kernels
# (../../../twin/kernels/hip_kernels.hip at -O1) and occupancy.cl's VGPR- and LDS-bound kernels (OpenCL, -O2) for
# gfx1100, gfx1102 and gfx1151 in wave32, wave64 and CU mode, each object next to the kernel-resource-usage remarks
# clang printed for it (LintGfx11.ResourcesEqualRecordedClang22Remarks).
# Version used for the committed files (Debian package): clang-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
rm -f ./*.hsaco ./*.remarks
clang=/usr/lib/llvm-22/bin/clang
for cpu in gfx1100 gfx1102 gfx1151; do
  for mode in w32 w64 cu; do
    case $mode in w32) flags="" ;; w64) flags="-mwavefrontsize64" ;; cu) flags="-mcumode" ;; esac
    out="hip_kernels.$cpu.$mode"
    # shellcheck disable=SC2086
    "$clang" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$cpu" $flags -nogpuinc -nogpulib -O1 \
      -I ../../../twin/kernels -Rpass-analysis=kernel-resource-usage ../../../twin/kernels/hip_kernels.hip \
      -o "$out.hsaco" 2> "$out.remarks"
    sed -i 's|^.*/hip_kernels.hip:|hip_kernels.hip:|' "$out.remarks"
    out="occupancy.$cpu.$mode"
    # shellcheck disable=SC2086
    "$clang" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" $flags -O2 -nogpulib \
      -Rpass-analysis=kernel-resource-usage occupancy.cl -o "$out.hsaco" 2> "$out.remarks"
  done
done
