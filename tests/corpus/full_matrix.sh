#!/usr/bin/env bash
# The corpus's whole matrix (CTest Corpus.FullMatrix, label `long`): builds every object with clang-19 into
# BUILD_DIR/corpus-full (objects already there and up to date are rebuilt only when a kernel changed), then runs
# them all against expected-failures-full.tsv. Exit status 77 (CTest: skipped) without clang-19.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: full_matrix.sh BUILD_DIR}
clang=${CLANG:-/usr/lib/llvm-19/bin/clang}
if [[ ! -x $clang ]]; then
  echo "full_matrix.sh: $clang not found: the full corpus matrix needs clang-19 (skipped)"
  exit 77
fi
out="$build/corpus-full"
stamp="$out/.sources"
sources=$(cat "$here"/kernels/* "$here/build.sh" | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$sources" ]]; then
  CLANG=$clang "$here/build.sh" --full "$out"
  echo "$sources" > "$stamp"
fi
exec "${PYTHON:-/usr/bin/python3}" "$here/run.py" --build-dir "$build" --objects "$out" \
  --expect "$here/expected-failures-full.tsv" --check --json "$out/summary.json"
