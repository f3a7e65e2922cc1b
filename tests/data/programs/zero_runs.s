// Runs of zero bytes in code, as a compiler's padding leaves them: llvm-objdump prints a run of at least 8
// bytes that starts where an instruction would as "...", in whole dwords. (A single zero dword is GFX9's
// v_cndmask_b32_e32 v0, s0, v0, vcc, which llvm-objdump prints and llvm-mc refuses: gcnkit writes .long.)
.text
.globl k
.p2align 8
.type k,@function
k:
  s_mov_b32 s0, 1
  s_nop 0
  .long 0, 0
  s_mov_b32 s1, 2
  .long 0, 0, 0
  s_endpgm
  .long 0, 0, 0, 0
