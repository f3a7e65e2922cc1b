#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: a release build (every test), then the clang-19
# ASan+UBSan build (the `quick` tests: all but the sweeps that mostly time llvm-mc, which the release run makes;
# docs/contributing.md) and each libFuzzer target of that build for a bounded time (FUZZ_SECONDS each, default 20;
# 0 skips them). Each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
stage() { echo "== $1 ($((SECONDS - start)) s so far)"; }
scripts/install-deps.sh
jobs=$(nproc)
stage "build (release)"
scripts/build.sh release
stage "ctest (release)"
# `sweep` and `long`: the long sweeps (lint's mutation sweep, the corpus's full matrix), run by name
(cd build && ctest --output-on-failure -j"$jobs" -LE 'sweep|long')
stage "build (asan)"
scripts/build.sh asan
stage "ctest (asan, quick)"
(cd build-asan && ctest --output-on-failure -j"$jobs" -L quick -LE 'sweep|long')
if [ "${FUZZ_SECONDS:-20}" != 0 ]; then
  stage "fuzz (${FUZZ_SECONDS:-20} s per target)"
  scripts/fuzz.sh "${FUZZ_SECONDS:-20}"
fi
stage "done"
