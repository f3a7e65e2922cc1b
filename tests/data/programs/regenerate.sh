#!/usr/bin/env bash
# Rebuilds the expected objects: llvm-mc 14 (the version whose defaults gcnkit follows: code object V4).
set -euo pipefail
cd "$(dirname "$0")"
mc=${LLVM_MC14:-llvm-mc-14}
while read -r prog cpu; do
  "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$prog.s" -o "expected/$prog.$cpu.o"
done < cases.txt
