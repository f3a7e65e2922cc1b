// Data sections, symbol attributes, and references the linker must resolve.
.text
.globl entry
.p2align 8
.type entry,@function
entry:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, table@rel32@lo+4
  s_addc_u32 s1, s1, table@rel32@hi+4
  s_mov_b32 s2, external_value
  s_load_dword s3, s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
.Lentry_end:
.size entry, .Lentry_end-entry

.data
.p2align 3
.globl table
table:
  .quad entry
  .long 1, 2, 3
  .long .Lentry_end - entry
  .short 7
  .byte 1
  .ascii "abc"
  .asciz "xyz"
.size table, 27

.section .rodata.cst,"a",@progbits
.p2align 2
local_data:
  .long table
  .fill 3, 2, 0x55
.weak weak_sym
.hidden entry
