#!/usr/bin/env bash
# Builds the compiled suite `gcnkit lint` and the resource report are held to: every twin and benchmark kernel source
# (tests/twin/kernels) for gfx803, gfx900, gfx906, gfx90a, gfx942 and gfx1030 (or the processors of its `twin-cpus:`
# line), code object V5, at -O0, -O1 and -O3 into tests/data/lint/O<n>/ (-O2 is tests/data/twin, built the same way by
# tests/twin/build.sh), and records clang's -Rpass-analysis=kernel-resource-usage remarks of all four levels in
# tests/data/lint/remarks.tsv (golden data: the resource report must equal them).
#
#   tests/lint/build_corpus.sh          # CLANG=..., DEVLIBS=... as for tests/twin/build.sh; about 20 minutes
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../data/lint
cpus="gfx803 gfx900 gfx906 gfx90a gfx942 gfx1030"
remarks=$(mktemp -d)
trap 'rm -rf "$remarks"' EXIT
for opt in O0 O1 O2 O3; do
  out=$data/$opt
  [[ $opt == O2 ]] && out=$remarks/o2objects  # the committed twin objects are these; only the remarks are kept
  OPT=-$opt CPUS="$cpus" CO_VERSIONS=5 REMARKS="$remarks/$opt" "$here/../twin/build.sh" "$out" >&2
done
# One line per function: object (as tests/data/lint/<level>/<file>, -O2: tests/data/twin/<file>), function, then the
# remark's numbers in its order.
{
  printf 'level\tobject\tfunction\tsgprs\tvgprs\tagprs\tscratch\tdynamic_stack\toccupancy\tsgpr_spill\tvgpr_spill\tlds\n'
  for opt in O0 O1 O2 O3; do
    for f in "$remarks/$opt"/*.remarks; do
      python3 - "$opt" "$f" <<'PY'
import os, re, sys
level, path = sys.argv[1], sys.argv[2]
obj = os.path.basename(path)[:-len('.remarks')]
rows, cur = [], None
keys = ['SGPRs', 'VGPRs', 'AGPRs', 'ScratchSize [bytes/lane]', 'Dynamic Stack', 'Occupancy [waves/SIMD]', 'SGPRs Spill',
        'VGPRs Spill', 'LDS Size [bytes/block]']
for line in open(path):
    m = re.search(r'remark: (.*?) \[-Rpass-analysis=kernel-resource-usage\]', line)
    if not m:
        continue
    text = m.group(1).strip()
    if text.startswith('Function Name: '):
        cur = {'name': text[len('Function Name: '):]}
        rows.append(cur)
        continue
    k, _, v = text.rpartition(': ')
    if cur is not None:
        cur[k] = v
for r in rows:
    print('\t'.join([level, obj, r['name']] + [r.get(k, '-') for k in keys]))
PY
    done
  done
} > "$data/remarks.tsv.tmp"
mv "$data/remarks.tsv.tmp" "$data/remarks.tsv"
# The -O2 objects must be the committed twin objects, byte for byte.
for f in "$remarks/o2objects"/*.hsaco; do
  cmp -s "$f" "$here/../data/twin/$(basename "$f")" || echo "warning: $(basename "$f") differs from tests/data/twin" >&2
done
echo "wrote $(($(wc -l < "$data/remarks.tsv") - 1)) remark lines to $data/remarks.tsv" >&2
