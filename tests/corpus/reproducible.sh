#!/usr/bin/env bash
# CTest Corpus.Reproducible: a sample of the committed objects, rebuilt by build.sh with the recorded tools, must be
# byte-identical to tests/data/corpus (the -O0 -g ones too: no path of this checkout is in them). Exit status 77
# (skipped) without clang-19 or when the installed clang or device library differ from VERSIONS.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data="$here/../data/corpus"
clang=${CLANG:-/usr/lib/llvm-19/bin/clang}
if [[ ! -x $clang ]]; then echo "reproducible.sh: no clang-19 (skipped)"; exit 77; fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
SOURCES="cl_printf.cl hip_printf.hip" TARGETS="gfx900 gfx1030w64" OPTS="O0 O2" CLANG=$clang "$here/build.sh" "$out" \
  > /dev/null
if ! cmp -s "$out/VERSIONS" "$data/VERSIONS"; then
  echo "reproducible.sh: the installed tools differ from tests/data/corpus/VERSIONS (skipped):"
  diff "$data/VERSIONS" "$out/VERSIONS" || true
  exit 77
fi
status=0 compared=0
for f in "$out"/*.hsaco; do
  name=$(basename "$f")
  [[ -f $data/$name ]] || continue  # only the committed ones
  compared=$((compared + 1))
  if ! cmp -s "$f" "$data/$name"; then echo "differs from the committed object: $name"; status=1; fi
done
echo "$compared rebuilt objects compared with tests/data/corpus"
[[ $compared -gt 0 ]] || { echo "nothing compared"; exit 1; }
exit $status
