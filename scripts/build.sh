#!/usr/bin/env bash
# build.sh [release|asan]: configures and builds into build/ or build-asan/.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}
case "$kind" in
  release) dir=build; flags=(-DCMAKE_BUILD_TYPE=Release) ;;
  # ASan+UBSan, built by clang-19 with the libFuzzer targets in the same tree (one instrumented build serves the
  # tests and scripts/fuzz.sh), at -O1: the sanitized tests run about twice as fast as at -O0. The benchmarks are
  # not run under the sanitizers: their build would only cost CI time. Line tables are all a sanitizer report
  # needs (file:line in every frame) and cost a fraction of full debug information; ld.lld links the large
  # instrumented binaries faster than ld. clang-19 flags libstdc++ 12's own call of the deprecated
  # std::get_temporary_buffer inside std::stable_sort, a use in the library's header, not ours: that one warning is
  # off here (the GCC release build still reports any deprecated use of our own).
  asan) dir=build-asan
        clang=/usr/lib/llvm-19/bin
        flags=(-DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only -O1"
               -DCMAKE_CXX_FLAGS=-Wno-deprecated-declarations -DGCNKIT_SANITIZE=ON -DGCNKIT_FUZZ=ON -DGCNKIT_BENCH=OFF
               -DCMAKE_CXX_COMPILER="$clang/clang++" -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld
               -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld) ;;
  *) echo "usage: build.sh [release|asan]" >&2; exit 2 ;;
esac
# ccache, where installed, makes rebuilds in other checkouts of the tree cheap (CI has none: a plain build). It
# caches the files that use the tests' precompiled headers only when told to trust their timestamps and defines.
if command -v ccache >/dev/null; then
  flags+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
fi
cmake -S . -B "$dir" -G Ninja "${flags[@]}" >/dev/null
cmake --build "$dir"
