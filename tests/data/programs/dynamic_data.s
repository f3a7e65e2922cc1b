// A loadable object's dynamic side: data with absolute addresses (RELATIVE64 for symbols bound in the
// object, ABS64 through .dynsym for preemptible and undefined weak ones), hidden symbols turned local,
// writable data and .bss in a segment after the RELRO one.
.text
.globl k
.protected k
.p2align 8
.type k,@function
k:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, tab@rel32@lo+4
  s_addc_u32 s1, s1, tab@rel32@hi+4
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
.data
.hidden tab
.globl tab
tab:
  .quad k
  .quad pub
  .quad tab+8
.globl pub
pub: .long 7
.weak maybe
.quad maybe
.bss
.globl zz
zz: .zero 64
