#!/usr/bin/env bash
# clang_object.sh OUT.o CLANG ARGS...: the object clang's compile step writes for `CLANG ARGS -c` (its -cc1 job
# run alone: for HIP device code the driver would link it next).
set -euo pipefail
out=$1
shift
line=$("$@" -c -### 2>&1 | grep -m1 '"-cc1"')
eval "set -- $line"
args=()
while (($#)); do
  if [[ $1 == -o ]]; then args+=(-o "$out"); shift 2; continue; fi
  args+=("$1")
  shift
done
"${args[@]}"
