#!/usr/bin/env bash
# Rebuilds the expected objects: llvm-mc 14 (the version whose defaults gcnkit follows: code object V4).
set -euo pipefail
cd "$(dirname "$0")"
mc=${LLVM_MC14:-llvm-mc-14}
while read -r prog cpu; do
  "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$prog.s" -o "expected/$prog.$cpu.o"
done < cases.txt
# Listings as llvm-objdump 22 prints them (14 drops some SMEM offsets and lit() markers).
objdump=${LLVM_OBJDUMP22:-/usr/lib/llvm-22/bin/llvm-objdump}
cd expected
while read -r prog cpu; do
  "$objdump" -d "$prog.$cpu.o" > "$prog.$cpu.objdump"
done < ../cases.txt
# Loadable objects as ld.lld 22 links them (for the programs it accepts: sections_and_relocs and
# branches use PC-relative references to preemptible symbols, which it rejects, as gcnkit does), with
# gcnkit's linker string in .comment (LLD_VERSION) so that the files compare whole.
lld=${LD_LLD22:-/usr/lib/llvm-22/bin/ld.lld}
while read -r prog cpu; do
  LLD_VERSION="Linker: gcnkit" "$lld" -shared "$prog.$cpu.o" -o "$prog.$cpu.so" 2>/dev/null || rm -f "$prog.$cpu.so"
done < ../cases.txt
# Code object V2 (llvm-mc 14 with --amdhsa-code-object-version=2; third column: -mattr, '-' for none).
while read -r prog cpu mattr; do
  [ "$mattr" = - ] && mattr=
  # llvm-mc 14 no longer knows .hsatext (the guide's V2 example uses it): the same section spelled out,
  # flags SHF_ALLOC|SHF_WRITE|SHF_EXECINSTR|SHF_AMDGPU_HSA_CODE|SHF_AMDGPU_HSA_AGENT = 0xc00007.
  sed 's/^\.hsatext$/.section .hsatext,"12582919",@progbits/' "../$prog.s" |
    "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -mattr="$mattr" --amdhsa-code-object-version=2 -filetype=obj \
      -o "$prog.$cpu.o"
done < ../cases_v2.txt
# Code object V3 (the guide's V3 example), same columns.
while read -r prog cpu mattr; do
  [ "$mattr" = - ] && mattr=
  "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -mattr="$mattr" --amdhsa-code-object-version=3 -filetype=obj \
    "../$prog.s" -o "$prog.$cpu.o"
done < ../cases_v3.txt
# -filetype=asm listings as llvm-mc 22 prints them, for the GFX6-GFX9 cases (on GFX10 llvm-mc 22's
# descriptor defaults, wavefront_size32 and forward_progress, differ from llvm-mc 14's, whose bytes gcnkit writes),
# for code object V4, gcnkit's default (llvm-mc 22's own default is V6).
mc22=${LLVM_MC22:-/usr/lib/llvm-22/bin/llvm-mc}
while read -r prog cpu; do
  case "$cpu" in gfx10*) continue ;; esac
  (cd .. && "$mc22" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" --amdhsa-code-object-version=4 "$prog.s") > "$prog.$cpu.listing"
done < ../cases.txt
