#!/usr/bin/env bash
# The kernel benchmark in one go: builds gcnkit_twin_bench (Release, build/), optionally recompiles
# the benchmark kernels for the GPU with clang-19 (--recompile: tests/twin/build.sh for bench_*.cl and
# hip_kernels.hip, gfx900 and gfx1030, into tests/data/twin/), then runs the emulated-vs-native table for each
# processor: every kernel at the size where its native one-thread run takes at least 50 ms, outputs compared,
# emulated/native per kernel and the median, on one thread and on every core, and the cost of the checks.
#
#   bench/run_kernel_bench.sh [--recompile] [--processors "gfx900 gfx1030"] [-- extra gcnkit_twin_bench args]
set -euo pipefail
cd "$(dirname "$0")/.."
processors="gfx900 gfx1030"
recompile=0
extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --recompile) recompile=1; shift ;;
    --processors) processors="$2"; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: $0 [--recompile] [--processors LIST] [-- gcnkit_twin_bench args]" >&2; exit 2 ;;
  esac
done
if [[ $recompile == 1 ]]; then
  # The committed objects are what the twin tests use; rebuilding them with the recorded tools is byte-identical.
  SOURCES="bench_linear.cl bench_reduce.cl bench_stencil.cl hip_kernels.hip" CPUS="$processors" tests/twin/build.sh
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target gcnkit_twin_bench
status=0
for cpu in $processors; do
  echo "== $cpu, $(nproc) cores, $(date -u +%FT%TZ)"
  build/bench/gcnkit_twin_bench --processor "$cpu" "${extra[@]}" || status=1
done
exit $status
