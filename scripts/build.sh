#!/usr/bin/env bash
# build.sh [release|asan]: configures and builds into build/ or build-asan/.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}
case "$kind" in
  release) dir=build; flags=(-DCMAKE_BUILD_TYPE=Release) ;;
  # The benchmarks are not run under the sanitizers: their build would only cost CI time.
  asan) dir=build-asan; flags=(-DCMAKE_BUILD_TYPE=Debug -DGCNKIT_SANITIZE=ON -DGCNKIT_BENCH=OFF) ;;
  *) echo "usage: build.sh [release|asan]" >&2; exit 2 ;;
esac
# ccache, where installed, makes rebuilds in other checkouts of the tree cheap (CI has none: a plain build).
command -v ccache >/dev/null && flags+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$dir" -G Ninja "${flags[@]}" >/dev/null
cmake --build "$dir"
