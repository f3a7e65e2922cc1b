// Branches the assembler resolves (local labels in the section) and those it leaves to the linker as
// R_AMDGPU_REL16: global, hidden and weak symbols, and labels in another section.
.text
.globl k
.p2align 8
.type k,@function
k:
  s_cbranch_scc0 .Lnext
  s_nop 1
.Lnext:
  s_branch k
  s_cbranch_execz helper
  s_cbranch_vccnz w
  s_branch cold
  s_endpgm
.hidden helper
.globl helper
helper:
  s_setpc_b64 s[30:31]
.weak w
w:
  s_endpgm
.section .text.cold,"ax",@progbits
  s_nop 0
cold:
  s_branch k
  s_endpgm
