.text
.globl store
.p2align 8
.type store,@function
store:
  ; s[0:1] kernarg pointer, s2 workgroup id x (the descriptor enables these)
  s_load_dwordx2 s[4:5], s[0:1], 0x0      ; out buffer
  s_load_dword s6, s[0:1], 0x8            ; value
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s7, s2, 2                    ; workgroup id x * 4
  s_add_u32 s6, s6, s2
  s_store_dword s6, s[4:5], s7
  s_waitcnt lgkmcnt(0)
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel store
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
