// A small scalar kernel body.
entry:
  s_load_dwordx2 s[0:1], s[4:5], 0x10   ; kernarg pointer
  s_waitcnt lgkmcnt(0)
loop:
  s_add_u32 s2, s2, 1
  s_cmp_lt_u32 s2, 0x1234
  s_cbranch_scc1 loop
  s_branch done
  s_nop 0
done:
  s_endpgm
