#!/usr/bin/env bash
# Rebuilds the determinism kernels (global_atomics.cl) for gfx900 (wave64) and gfx1030 (wave32), code object V5.
set -euo pipefail
cd "$(dirname "$0")"
lib=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
for cpu in gfx900 gfx1030; do
  clang-19 -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu=$cpu -O2 -mcode-object-version=5 \
    --rocm-device-lib-path=$lib global_atomics.cl -o global_atomics.$cpu.hsaco
done
