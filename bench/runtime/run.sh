#!/usr/bin/env bash
# The per-launch cost of the HIP runtime and the OpenCL platform against the C++ API: builds launch_overhead.hip
# with clang-19 for gfx900 (a program, and its device code alone) and launch_overhead_cl.c with cc, runs both
# programs under `gcnkit exec` and the same kernels through launch_api. Usage: bench/runtime/run.sh [BUILD_DIR] [N]   (BUILD_DIR: a release build with gcnkit_launch_api)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
n=${2:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
common=(-x hip --offload-arch=gfx900 --rocm-path=/usr --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -O2 -w)
clang++-19 "${common[@]}" "$here/launch_overhead.hip" -o "$work/launch_overhead" -lamdhip64
clang++-19 "${common[@]}" --cuda-device-only --no-gpu-bundle-output "$here/launch_overhead.hip" -o "$work/kernels.co"
cc -O2 "$here/launch_overhead_cl.c" -o "$work/launch_overhead_cl" -lOpenCL
"$build/gcnkit" exec --threads=1 -- "$work/launch_overhead" "$n"
"$build/gcnkit" exec --threads=1 --mcpu=gfx900 -- "$work/launch_overhead_cl" "$n"
"$build/bench/gcnkit_launch_api" "$work/kernels.co" "$n"
