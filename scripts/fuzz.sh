#!/usr/bin/env bash
# fuzz.sh [SECONDS] [TARGET...]: builds the libFuzzer targets (clang-19, ASan+UBSan, build-asan/) and runs each
# for SECONDS (default 30) from a seed corpus made of tests/data and fuzz/seeds. Any crash, sanitizer report,
# leak, timeout (10 s per input) or memory blow-up (2 GiB) stops the run with status 1 and leaves the input in
# build-asan/findings/. Targets: assembler byte_list code_object metadata emulator kernel_args offload_bundle
# (default: all).
# The Python binding's fuzzing is a bounded randomized pytest (python/tests/test_buffer_fuzz.py, ctest -L python):
# a libFuzzer target cannot host the interpreter, whose module this instrumented build leaves out.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(assembler byte_list code_object metadata emulator kernel_args offload_bundle)
# The sanitizer build (scripts/build.sh asan) holds the targets: one instrumented build for the tests and them.
scripts/build.sh asan >/dev/null
seeds() {
  case "$1" in
    assembler) echo tests/data/programs tests/data/guide_examples.s ;;
    byte_list) echo fuzz/seeds/byte_list ;;
    code_object) echo tests/data/programs/expected tests/data/clang tests/data/objects ;;
    metadata) echo tests/data/objects tests/data/programs/expected ;;
    emulator) echo tests/data/programs/expected ;;
    kernel_args) echo fuzz/seeds/kernel_args ;;
    offload_bundle) echo fuzz/seeds/offload_bundle ;;
  esac
}
mkdir -p build-asan/findings
status=0 passed=0 failed=0
for t in "${targets[@]}"; do
  corpus=$(mktemp -d)
  # Seed directories hold other files too (sources, listings): libFuzzer reads every file as an input.
  for s in $(seeds "$t"); do
    if [ -d "$s" ]; then find "$s" -maxdepth 1 -type f -size -64k -exec cp {} "$corpus"/ \; ; else cp "$s" "$corpus"/; fi
  done
  echo "== fuzz_$t: ${seconds}s from $(ls "$corpus" | wc -l) seeds"
  if ! build-asan/fuzz/fuzz_"$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
       -seed=1 -print_final_stats=1 -artifact_prefix=build-asan/findings/"$t"- "$corpus" \
       > build-asan/fuzz_"$t".log 2>&1; then
    echo "fuzz_$t FAILED (input in build-asan/findings/; log build-asan/fuzz_$t.log):"
    tail -40 build-asan/fuzz_"$t".log
    status=1 failed=$((failed + 1))
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" build-asan/fuzz_"$t".log | tr '\n' ' '
    echo
    passed=$((passed + 1))
  fi
  rm -rf "$corpus"
done
echo "fuzz: $passed passed, $failed failed"
exit $status
