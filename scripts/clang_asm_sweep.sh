#!/usr/bin/env bash
# The full comparison of gcnkit's assembler with llvm-mc 22 on clang's own assembly: every twin kernel (as
# tests/twin/build.sh builds them) and every kernel of tests/data/clangasm at -O0 -g/-O1/-O2/-O3, for gfx803,
# gfx900, gfx906, gfx90a, gfx942, gfx1030, gfx1100 and gfx1201 (wave32 and wave64), code object V4/V5/V6, with clang-19 and
# clang-22 -S; then `gcnkit as` and `gcnkit mc -filetype=obj` of each .s against llvm-mc 22's object.
# Not part of CI (it compiles about 700 files); CI runs the golden sample (ClangAsm.* tests).
#
#   scripts/clang_asm_sweep.sh [DIR]    # DIR keeps the files (default: a temporary directory)
#   BUILD=build-asan scripts/clang_asm_sweep.sh    # with another build of the tests
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
dir=${1:-}
if [[ -z $dir ]]; then
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
fi
cmake --build "$build" --target gcnkit gcnkit_conformance_tests
"$root/tests/data/clangasm/build.sh" --all "$dir"
GCNKIT_CLANGASM_DIR=$dir "$build/tests/gcnkit_conformance_tests" --gtest_filter='ClangAsmSweep.*'
