.text
.globl first
.p2align 8
.type first,@function
first:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
.globl second
.p2align 8
.type second,@function
second:
  s_nop 3
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel first
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 20
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_float_denorm_mode_32 3
.end_amdhsa_kernel
.amdhsa_kernel second
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
.end_amdhsa_kernel
