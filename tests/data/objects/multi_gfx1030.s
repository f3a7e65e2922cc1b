.text
.globl zeta
.p2align 8
.type zeta,@function
zeta:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, ext@rel32@lo+4
  s_addc_u32 s5, s5, ext@rel32@hi+4
  s_add_u32 s4, s4, lvar@rel32@lo+4
  s_endpgm
local_b:
  s_nop 0
local_a:
  s_endpgm
.globl alpha
alpha:
  s_endpgm
.data
lvar: .long 1
.globl gvar
gvar: .quad alpha
.bss
.globl bssv
bssv: .zero 16
.section .foo,"a",@progbits
.byte 1
.weak wk
wk: .byte 2
.local hid
.hidden hid
hid: .byte 3
