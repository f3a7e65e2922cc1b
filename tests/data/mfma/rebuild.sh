#!/usr/bin/env bash
# Rebuilds the MFMA kernels of this folder with clang-19 (code object V5, its default):
#   mfma_tile.<cpu>.hsaco for gfx908, gfx90a and gfx942 (no device library: the kernel uses builtins only).
# Versions used for the committed objects: Debian clang-19 1:19.1.7.
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
for cpu in gfx908 gfx90a gfx942; do
  "$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib mfma_tile.cl -o "mfma_tile.$cpu.hsaco"
done
