#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: a release build and an ASan+UBSan build, then
# each libFuzzer target for a bounded time (FUZZ_SECONDS each, default 30; 0 skips them).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)
for kind in release asan; do
  scripts/build.sh "$kind"
  dir=build; [ "$kind" = asan ] && dir=build-asan
  echo "== ctest ($kind)"
  # The `long` label (the corpus's committed objects and full matrix) is for `ctest -L long`, not CI.
  (cd "$dir" && ctest --output-on-failure -j"$jobs" -LE long)
done
if [ "${FUZZ_SECONDS:-30}" != 0 ]; then
  echo "== fuzz (${FUZZ_SECONDS:-30} s per target)"
  scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
fi
