#!/bin/sh
# Rebuilds the golden code objects of this folder with the LLVM 14 tools (llvm-mc, ld.lld,
# llvm-readelf) and the kernel descriptor and metadata case tables. Run from anywhere.
set -eu
cd "$(dirname "$0")"
MC="${LLVM_MC:-llvm-mc}"
HSA="-triple=amdgcn-amd-amdhsa"

$MC $HSA -mcpu=gfx900 -mattr=+xnack -filetype=obj hello_gfx900.s -o hello_gfx900.o
ld.lld -shared hello_gfx900.o -o hello_gfx900.so
$MC $HSA -mcpu=gfx900 -mattr=+xnack --amdhsa-code-object-version=3 -filetype=obj hello_gfx900.s -o hello_gfx900_v3.o
$MC $HSA -mcpu=gfx1030 -filetype=obj multi_gfx1030.s -o multi_gfx1030.o
$MC $HSA -mcpu=gfx900 -filetype=obj meta_types.s -o meta_types.o
$MC $HSA -mcpu=gfx900 -mattr=-xnack --amdhsa-code-object-version=2 -filetype=obj v2_gfx900.s -o v2_gfx900.o
# The metadata YAML exactly as llvm-readelf prints it.
llvm-readelf --notes meta_types.o | sed -n '/---$/,/^\.\.\.$/p' | sed '1s/^ *//' > meta_types.yaml

# e_flags and EI_ABIVERSION per processor, features and code object version.
: > eflags.txt
for v in 2 3 4 5; do
  for cpu in gfx601 gfx803 gfx900 gfx906 gfx90a gfx1010 gfx1030; do
    for mattr in "" "+xnack" "-xnack" "+sramecc" "-sramecc" "+xnack,+sramecc" "-xnack,-sramecc"; do
      echo "" | $MC $HSA -mcpu=$cpu -mattr="$mattr" --amdhsa-code-object-version=$v -filetype=obj -o eflags.tmp.o 2>/dev/null || continue
      flags=$(llvm-readelf -h eflags.tmp.o | sed -n 's/.*Flags: *//p')
      abi=$(llvm-readelf -h eflags.tmp.o | sed -n 's/.*ABI Version: *//p')
      printf '%s\t%s\t%s\t%s\t%s\n' "$v" "$cpu" "${mattr:--}" "$flags" "$abi" >> eflags.txt
    done
  done
done
rm -f eflags.tmp.o

# The same for GFX12.5 with llvm-mc 22 (LLVM 14 does not know gfx1250/gfx1251; LLVM 22 writes code object V4-V6 only).
MC22="${LLVM22_MC:-/usr/lib/llvm-22/bin/llvm-mc}"
READELF22="${LLVM22_READELF:-/usr/lib/llvm-22/bin/llvm-readelf}"
: > eflags_gfx12_5.txt
for v in 4 5 6; do
  for cpu in gfx1250 gfx1251; do
    for mattr in "" "+xnack" "-xnack" "+sramecc" "-sramecc" "+xnack,+sramecc" "-xnack,-sramecc" "+xnack,-sramecc"; do
      echo "" | $MC22 $HSA -mcpu=$cpu -mattr="$mattr" --amdhsa-code-object-version=$v -filetype=obj -o eflags.tmp.o
      flags=$($READELF22 -h eflags.tmp.o | sed -n 's/.*Flags: *\(0x[0-9a-f]*\).*/\1/p' | tr a-f A-F | sed 's/^0X/0x/')
      abi=$($READELF22 -h eflags.tmp.o | sed -n 's/.*ABI Version: *//p')
      printf '%s\t%s\t%s\t%s\t%s\n' "$v" "$cpu" "${mattr:--}" "$flags" "$abi" >> eflags_gfx12_5.txt
    done
  done
done
rm -f eflags.tmp.o

python3 gen_kd_cases.py kd_cases.txt  # llvm-mc 22 (KD_LLVM_MC): today's reference for the descriptor
python3 gen_meta_cases.py meta_cases.txt
