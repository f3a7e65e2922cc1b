#!/usr/bin/env bash
# The whole mutation sweep of tests/lint/mutation.h: every s_waitcnt and s_barrier of the twin kernels on gfx900 and
# gfx1030 deleted in turn (s_nop 0 in its place), each mutant run on the emulator with its checks on the twin inputs
# and checked by lint. Prints the counts docs/lint.md states and writes one line per mutant to the table.
#
#   tests/lint/mutation_sweep.sh [BUILD_DIR] [TABLE]     # defaults: build, BUILD_DIR/mutation_sweep.tsv
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
table=${2:-$build/mutation_sweep.tsv}
cmake --build "$build" --target gcnkit_lint_tests >&2
GCNKIT_MUTATION_SWEEP=1 GCNKIT_MUTATION_TABLE=$table "$build/tests/gcnkit_lint_tests" --gtest_filter=LintMutation.Sweep
echo "table: $table" >&2
