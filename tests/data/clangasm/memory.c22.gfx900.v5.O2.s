	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.text
	.protected	gather_scatter          ; -- Begin function gather_scatter
	.globl	gather_scatter
	.p2align	8
	.type	gather_scatter,@function
gather_scatter:                         ; @gather_scatter
; %bb.0:
	s_load_dword s7, s[4:5], 0x3c
	s_load_dword s2, s[4:5], 0x28
	s_load_dwordx2 s[0:1], s[4:5], 0x58
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s6, s6, s7
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_cmp_gt_u64_e32 vcc, s[2:3], v[4:5]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_cvt_f32_u32_e32 v11, s2
	s_load_dwordx2 s[4:5], s[4:5], 0x20
                                        ; implicit-def: $vgpr9_vgpr10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e32 v2, vcc, s10, v6
	v_addc_co_u32_e32 v3, vcc, v0, v7, vcc
	global_load_dword v0, v[2:3], off
	v_rcp_iflag_f32_e32 v2, v11
	s_sub_i32 s10, 0, s2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s10, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mov_b32_e32 v3, s9
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, v0, v2
	v_mul_lo_u32 v2, v2, s2
	v_sub_u32_e32 v0, v0, v2
	v_subrev_u32_e32 v2, s2, v0
	v_cmp_le_u32_e32 vcc, s2, v0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_subrev_u32_e32 v2, s2, v0
	v_cmp_le_u32_e32 vcc, s2, v0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v8, v[0:1], off
	v_mad_u64_u32 v[0:1], s[0:1], v4, 7, 0
	v_mad_u64_u32 v[2:3], s[0:1], v5, 7, v[1:2]
	v_mov_b32_e32 v1, s3
	v_cmp_ne_u64_e32 vcc, 0, v[1:2]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_mov_b32_e32 v1, 0x4f800000
	v_mac_f32_e32 v11, 0, v1
	v_rcp_f32_e32 v1, v11
	s_sub_u32 s0, 0, s2
	s_subb_u32 s1, 0, 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v3, 0x2f800000, v1
	v_trunc_f32_e32 v3, v3
	v_madmk_f32 v1, v3, 0xcf800000, v1
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s3, v3
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s16, s0, s3
	s_mul_hi_u32 s18, s0, s11
	s_mul_i32 s17, s1, s11
	s_add_i32 s16, s18, s16
	s_add_i32 s16, s16, s17
	s_mul_i32 s19, s0, s11
	s_mul_i32 s18, s11, s16
	s_mul_hi_u32 s20, s11, s19
	s_mul_hi_u32 s17, s11, s16
	s_add_u32 s18, s20, s18
	s_addc_u32 s17, 0, s17
	s_mul_hi_u32 s21, s3, s19
	s_mul_i32 s19, s3, s19
	s_add_u32 s18, s18, s19
	s_mul_hi_u32 s20, s3, s16
	s_addc_u32 s17, s17, s21
	s_addc_u32 s18, s20, 0
	s_mul_i32 s16, s3, s16
	s_add_u32 s16, s17, s16
	s_addc_u32 s17, 0, s18
	s_add_u32 s11, s11, s16
	s_addc_u32 s3, s3, s17
	s_mul_i32 s16, s0, s3
	s_mul_hi_u32 s17, s0, s11
	s_add_i32 s16, s17, s16
	s_mul_i32 s1, s1, s11
	s_add_i32 s16, s16, s1
	s_mul_i32 s0, s0, s11
	s_mul_hi_u32 s17, s3, s0
	s_mul_i32 s18, s3, s0
	s_mul_i32 s20, s11, s16
	s_mul_hi_u32 s0, s11, s0
	s_mul_hi_u32 s19, s11, s16
	s_add_u32 s0, s0, s20
	s_addc_u32 s19, 0, s19
	s_add_u32 s0, s0, s18
	s_mul_hi_u32 s1, s3, s16
	s_addc_u32 s0, s19, s17
	s_addc_u32 s1, s1, 0
	s_mul_i32 s16, s3, s16
	s_add_u32 s0, s0, s16
	s_addc_u32 s1, 0, s1
	s_add_u32 s11, s11, s0
	s_addc_u32 s3, s3, s1
	v_mad_u64_u32 v[9:10], s[0:1], v0, s3, 0
	v_mul_hi_u32 v1, v0, s11
	v_mad_u64_u32 v[11:12], s[0:1], v2, s3, 0
	v_add_co_u32_e32 v1, vcc, v1, v9
	v_addc_co_u32_e32 v3, vcc, 0, v10, vcc
	v_mad_u64_u32 v[9:10], s[0:1], v2, s11, 0
	v_add_co_u32_e32 v1, vcc, v1, v9
	v_addc_co_u32_e32 v1, vcc, v3, v10, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_add_co_u32_e32 v1, vcc, v1, v11
	v_mad_u64_u32 v[9:10], s[0:1], s2, v1, 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mad_u64_u32 v[10:11], s[0:1], s2, v3, v[10:11]
	v_sub_co_u32_e32 v0, vcc, v0, v9
	v_subb_co_u32_e32 v1, vcc, v2, v10, vcc
	v_subrev_co_u32_e32 v2, vcc, s2, v0
	v_subbrev_co_u32_e32 v3, vcc, 0, v1, vcc
	v_subrev_co_u32_e32 v9, vcc, s2, v2
	v_subbrev_co_u32_e32 v10, vcc, 0, v3, vcc
	v_cmp_le_u32_e32 vcc, s2, v2
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v11, -1, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cmp_le_u32_e64 s[0:1], s2, v0
	v_cndmask_b32_e32 v3, v3, v10, vcc
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e64 v10, -1, v10, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v10
	v_cndmask_b32_e64 v10, v1, v3, s[0:1]
	v_cndmask_b32_e32 v1, v2, v9, vcc
	v_cndmask_b32_e64 v9, v0, v1, s[0:1]
                                        ; implicit-def: $vgpr0_vgpr1
.LBB0_3:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_cvt_f32_u32_e32 v1, s2
	v_mov_b32_e32 v10, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s10, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v1, v1, s2
	v_sub_u32_e32 v0, v0, v1
	v_subrev_u32_e32 v1, s2, v0
	v_cmp_le_u32_e32 vcc, s2, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_u32_e32 v1, s2, v0
	v_cmp_le_u32_e32 vcc, s2, v0
	v_cndmask_b32_e32 v9, v0, v1, vcc
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v8, v4
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v0, vcc, s8, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v6, v[0:1], off
	v_lshlrev_b64 v[0:1], 3, v[4:5]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v7, s13
	v_lshlrev_b64 v[2:3], 1, v[4:5]
	v_lshlrev_b64 v[4:5], 20, v[8:9]
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_mov_b32_e32 v11, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_lshrrev_b32_e32 v10, 3, v8
	v_addc_co_u32_e32 v3, vcc, v11, v3, vcc
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v4, v4, v6
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_short v[2:3], v10, off
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gather_scatter
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 22
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gather_scatter, .Lfunc_end0-gather_scatter
                                        ; -- End function
	.set gather_scatter.num_vgpr, 13
	.set gather_scatter.num_agpr, 0
	.set gather_scatter.numbered_sgpr, 22
	.set gather_scatter.num_named_barrier, 0
	.set gather_scatter.private_seg_size, 0
	.set gather_scatter.uses_vcc, 1
	.set gather_scatter.uses_flat_scratch, 0
	.set gather_scatter.has_dyn_sized_stack, 0
	.set gather_scatter.has_recursion, 0
	.set gather_scatter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 956
; TotalNumSgprs: 26
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 13
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_gather_scatter ; -- Begin function __clang_ocl_kern_imp_gather_scatter
	.globl	__clang_ocl_kern_imp_gather_scatter
	.p2align	2
	.type	__clang_ocl_kern_imp_gather_scatter,@function
__clang_ocl_kern_imp_gather_scatter:    ; @__clang_ocl_kern_imp_gather_scatter
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s6, s[8:9], 0xc
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	v_and_b32_e32 v11, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s12, s12, s6
	v_add_u32_e32 v12, s12, v11
	v_mov_b32_e32 v13, s5
	v_add_co_u32_e32 v14, vcc, s4, v12
	v_mov_b32_e32 v11, 0
	v_addc_co_u32_e32 v15, vcc, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, v[14:15], v[10:11]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_6
; %bb.1:
	v_lshlrev_b64 v[16:17], 2, v[14:15]
	v_sub_u32_e32 v12, 0, v10
	v_add_co_u32_e32 v2, vcc, v2, v16
	v_addc_co_u32_e32 v3, vcc, v3, v17, vcc
	global_load_dword v2, v[2:3], off
	v_cvt_f32_u32_e32 v3, v10
                                        ; implicit-def: $vgpr19_vgpr20
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v12, v12, v3
	v_mul_hi_u32 v12, v3, v12
	v_add_u32_e32 v3, v3, v12
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v12, v3, v10
	v_mov_b32_e32 v3, v11
	v_sub_u32_e32 v2, v2, v12
	v_sub_u32_e32 v12, v2, v10
	v_cmp_ge_u32_e32 vcc, v2, v10
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_sub_u32_e32 v12, v2, v10
	v_cmp_ge_u32_e32 vcc, v2, v10
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v18, v[2:3], off
	v_mad_u64_u32 v[2:3], s[4:5], v14, 7, 0
	v_mad_u64_u32 v[12:13], s[4:5], v15, 7, v[3:4]
	v_cmp_ne_u64_e32 vcc, 0, v[11:12]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[8:9], exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_cvt_f32_u32_e32 v3, v10
	v_mov_b32_e32 v11, 0x4f800000
	v_sub_co_u32_e32 v13, vcc, 0, v10
	v_mac_f32_e32 v3, 0, v11
	v_rcp_f32_e32 v3, v3
	v_subb_co_u32_e64 v23, s[4:5], 0, 0, vcc
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v11, 0x2f800000, v3
	v_trunc_f32_e32 v11, v11
	v_madmk_f32 v3, v11, 0xcf800000, v3
	v_cvt_u32_f32_e32 v11, v11
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v21, v13, v11
	v_mul_lo_u32 v22, v23, v3
	v_mad_u64_u32 v[19:20], s[4:5], v13, v3, 0
	v_add3_u32 v22, v20, v21, v22
	v_mul_hi_u32 v24, v3, v19
	v_mad_u64_u32 v[20:21], s[4:5], v3, v22, 0
	v_add_co_u32_e32 v24, vcc, v24, v20
	v_mad_u64_u32 v[19:20], s[4:5], v11, v19, 0
	v_addc_co_u32_e32 v25, vcc, 0, v21, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v11, v22, 0
	v_add_co_u32_e32 v19, vcc, v24, v19
	v_addc_co_u32_e32 v19, vcc, v25, v20, vcc
	v_addc_co_u32_e32 v20, vcc, 0, v22, vcc
	v_add_co_u32_e32 v19, vcc, v19, v21
	v_addc_co_u32_e32 v20, vcc, 0, v20, vcc
	v_add_co_u32_e32 v3, vcc, v3, v19
	v_addc_co_u32_e32 v11, vcc, v11, v20, vcc
	v_mul_lo_u32 v21, v13, v11
	v_mul_lo_u32 v22, v23, v3
	v_mad_u64_u32 v[19:20], s[4:5], v13, v3, 0
	v_add3_u32 v13, v20, v21, v22
	v_mad_u64_u32 v[20:21], s[4:5], v11, v13, 0
	v_mad_u64_u32 v[22:23], s[4:5], v3, v13, 0
	v_mul_hi_u32 v13, v3, v19
	v_mad_u64_u32 v[24:25], s[4:5], v11, v19, 0
	v_add_co_u32_e32 v13, vcc, v13, v22
	v_addc_co_u32_e32 v19, vcc, 0, v23, vcc
	v_add_co_u32_e32 v13, vcc, v13, v24
	v_addc_co_u32_e32 v13, vcc, v19, v25, vcc
	v_addc_co_u32_e32 v19, vcc, 0, v21, vcc
	v_add_co_u32_e32 v13, vcc, v13, v20
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_add_co_u32_e32 v3, vcc, v3, v13
	v_addc_co_u32_e32 v11, vcc, v11, v19, vcc
	v_mad_u64_u32 v[19:20], s[4:5], v2, v11, 0
	v_mul_hi_u32 v13, v2, v3
	v_mad_u64_u32 v[21:22], s[4:5], v12, v11, 0
	v_add_co_u32_e32 v13, vcc, v13, v19
	v_addc_co_u32_e32 v23, vcc, 0, v20, vcc
	v_mad_u64_u32 v[19:20], s[4:5], v12, v3, 0
	v_add_co_u32_e32 v3, vcc, v13, v19
	v_addc_co_u32_e32 v3, vcc, v23, v20, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v22, vcc
	v_add_co_u32_e32 v3, vcc, v3, v21
	v_mad_u64_u32 v[19:20], s[4:5], v10, v3, 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v10, v11, v[20:21]
	v_sub_co_u32_e32 v2, vcc, v2, v19
	v_subb_co_u32_e32 v3, vcc, v12, v20, vcc
	v_sub_co_u32_e32 v11, vcc, v2, v10
	v_subbrev_co_u32_e32 v12, vcc, 0, v3, vcc
	v_sub_co_u32_e32 v13, vcc, v11, v10
	v_subbrev_co_u32_e32 v19, vcc, 0, v12, vcc
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_cmp_ge_u32_e64 s[4:5], v2, v10
	v_cndmask_b32_e32 v20, -1, v20, vcc
	v_cndmask_b32_e64 v10, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v3
	v_cmp_ne_u32_e32 vcc, 0, v20
	v_cndmask_b32_e64 v10, -1, v10, s[4:5]
	v_cndmask_b32_e32 v12, v12, v19, vcc
	v_cmp_ne_u32_e64 s[4:5], 0, v10
	v_cndmask_b32_e64 v20, v3, v12, s[4:5]
	v_cndmask_b32_e32 v3, v11, v13, vcc
	v_cndmask_b32_e64 v19, v2, v3, s[4:5]
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr2_vgpr3
.LBB1_3:
	s_andn2_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB1_5
; %bb.4:
	v_cvt_f32_u32_e32 v3, v10
	v_sub_u32_e32 v11, 0, v10
	v_mov_b32_e32 v20, 0
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v11, v11, v3
	v_mul_hi_u32 v11, v3, v11
	v_add_u32_e32 v3, v3, v11
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, v10
	v_sub_u32_e32 v2, v2, v3
	v_sub_u32_e32 v3, v2, v10
	v_cmp_ge_u32_e32 vcc, v2, v10
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_sub_u32_e32 v3, v2, v10
	v_cmp_ge_u32_e32 vcc, v2, v10
	v_cndmask_b32_e32 v19, v2, v3, vcc
.LBB1_5:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[19:20]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v10, v18, v14
	v_add_co_u32_e32 v2, vcc, v8, v2
	v_addc_co_u32_e32 v3, vcc, v9, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v16
	global_store_dword v[2:3], v10, off
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	global_load_dword v10, v[0:1], off
	v_lshlrev_b64 v[0:1], 3, v[14:15]
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[2:3], 1, v[14:15]
	v_lshlrev_b64 v[8:9], 20, v[18:19]
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	v_add_co_u32_e32 v2, vcc, v6, v2
	v_lshrrev_b32_e32 v11, 3, v18
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v8, v8, v10
	global_store_dwordx2 v[0:1], v[8:9], off
	global_store_short v[2:3], v11, off
.LBB1_6:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_gather_scatter, .Lfunc_end1-__clang_ocl_kern_imp_gather_scatter
                                        ; -- End function
	.set __clang_ocl_kern_imp_gather_scatter.num_vgpr, 32
	.set __clang_ocl_kern_imp_gather_scatter.num_agpr, 0
	.set __clang_ocl_kern_imp_gather_scatter.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_gather_scatter.num_named_barrier, 0
	.set __clang_ocl_kern_imp_gather_scatter.private_seg_size, 0
	.set __clang_ocl_kern_imp_gather_scatter.uses_vcc, 1
	.set __clang_ocl_kern_imp_gather_scatter.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_gather_scatter.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_gather_scatter.has_recursion, 0
	.set __clang_ocl_kern_imp_gather_scatter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 948
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	local_reverse           ; -- Begin function local_reverse
	.globl	local_reverse
	.p2align	8
	.type	local_reverse,@function
local_reverse:                          ; @local_reverse
; %bb.0:
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_add_u16_e32 v5, 1, v0
	v_cvt_f32_u32_e32 v6, v5
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s7, 0xffff
	s_mul_i32 s6, s6, s4
	v_add_u32_e32 v1, s6, v0
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v1, vcc, s8, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v3, vcc, s0, v1
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	global_load_dword v3, v[3:4], off
	v_cvt_f32_u32_e32 v4, s4
	v_lshlrev_b32_e32 v9, 2, v0
	v_not_b32_e32 v0, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_rcp_iflag_f32_e32 v7, v4
	v_mov_b32_e32 v8, 2
	v_lshl_add_u32 v0, s4, 2, v0
	v_mul_f32_e32 v7, v6, v7
	v_trunc_f32_e32 v7, v7
	v_cvt_u32_f32_e32 v10, v7
	v_mad_f32 v6, -v7, v4, v6
	v_cmp_ge_f32_e64 vcc, |v6|, v4
	v_addc_co_u32_e32 v4, vcc, 0, v10, vcc
	v_mul_lo_u32 v4, v4, s4
	v_sub_u32_e32 v4, v5, v4
	v_lshlrev_b32_sdwa v4, v8, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	ds_read_b32 v3, v4
	v_mov_b32_e32 v4, s3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v3, v0, 1, v3
	v_add_co_u32_e32 v0, vcc, s2, v1
	v_addc_co_u32_e32 v1, vcc, v4, v2, vcc
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel local_reverse
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	local_reverse, .Lfunc_end2-local_reverse
                                        ; -- End function
	.set local_reverse.num_vgpr, 11
	.set local_reverse.num_agpr, 0
	.set local_reverse.numbered_sgpr, 10
	.set local_reverse.num_named_barrier, 0
	.set local_reverse.private_seg_size, 0
	.set local_reverse.uses_vcc, 1
	.set local_reverse.uses_flat_scratch, 0
	.set local_reverse.has_dyn_sized_stack, 0
	.set local_reverse.has_recursion, 0
	.set local_reverse.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; TotalNumSgprs: 14
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_local_reverse ; -- Begin function __clang_ocl_kern_imp_local_reverse
	.globl	__clang_ocl_kern_imp_local_reverse
	.p2align	2
	.type	__clang_ocl_kern_imp_local_reverse,@function
__clang_ocl_kern_imp_local_reverse:     ; @__clang_ocl_kern_imp_local_reverse
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s6, s[8:9], 0xc
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	v_and_b32_e32 v4, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s12, s12, s6
	v_add_u32_e32 v4, s12, v4
	v_mov_b32_e32 v5, s5
	v_add_co_u32_e32 v4, vcc, s4, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v6, v0, 1, v0
	v_add_co_u32_e32 v0, vcc, v2, v4
	v_addc_co_u32_e32 v1, vcc, v3, v5, vcc
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_local_reverse, .Lfunc_end3-__clang_ocl_kern_imp_local_reverse
                                        ; -- End function
	.set __clang_ocl_kern_imp_local_reverse.num_vgpr, 32
	.set __clang_ocl_kern_imp_local_reverse.num_agpr, 0
	.set __clang_ocl_kern_imp_local_reverse.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_local_reverse.num_named_barrier, 0
	.set __clang_ocl_kern_imp_local_reverse.private_seg_size, 0
	.set __clang_ocl_kern_imp_local_reverse.uses_vcc, 1
	.set __clang_ocl_kern_imp_local_reverse.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_local_reverse.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_local_reverse.has_recursion, 0
	.set __clang_ocl_kern_imp_local_reverse.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 s0, s0, s7
	s_load_dword s7, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx2 s[10:11], s[4:5], 0x40
	s_addc_u32 s1, s1, 0
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s6, s6, s7
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_gt_u64_e32 vcc, s[8:9], v[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b32 s8, 0xaf490a95
	s_mov_b32 s9, 0x979e791
	s_mov_b32 s10, 0xaa9d885d
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	s_mov_b32 s5, 0x17385ca9
	s_mov_b32 s4, 0x19660d
	s_mov_b32 s11, 0xbf69fab9
	s_mov_b32 s24, 0x4c7003d5
	s_mov_b32 s12, 0x6e587165
	s_mov_b32 s13, 0xea890021
	s_mov_b32 s14, 0x823b27ad
	s_mov_b32 s15, 0xeb4f1c9
	s_mov_b32 s16, 0x74275d35
	s_mov_b32 s17, 0xaf4fd9b1
	s_mov_b32 s18, 0xfa1393fd
	s_mov_b32 s19, 0xf3aa51d9
	s_mov_b32 s20, 0x3a739e05
	s_mov_b32 s21, 0x77520441
	s_mov_b32 s22, 0x27351d4d
	s_mov_b32 s23, 0x3e42ae9
	s_mov_b32 s25, 0xe3040fd1
	s_mov_b32 s26, 0xb0eb139d
	s_mov_b32 s27, 0x90158cf9
	v_add_co_u32_e32 v0, vcc, s6, v0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v2, s5
	v_mul_lo_u32 v3, v2, s4
	v_mul_lo_u32 v5, v2, s8
	v_mul_lo_u32 v6, v2, s9
	v_mul_lo_u32 v7, v2, s10
	v_add_u32_e32 v4, 0x47502932, v4
	v_mul_lo_u32 v8, v2, s11
	v_add_u32_e32 v3, 0x3c6ef35f, v3
	buffer_store_dword v4, off, s[0:3], 0 offset:4
	v_mul_lo_u32 v4, v2, s24
	v_add_u32_e32 v5, 0xd1ccf6e9, v5
	v_add_u32_e32 v6, 0xaaf95334, v6
	v_mul_lo_u32 v9, v2, s12
	v_mul_lo_u32 v10, v2, s13
	v_mul_lo_u32 v11, v2, s14
	v_mul_lo_u32 v12, v2, s15
	v_mul_lo_u32 v13, v2, s16
	v_mul_lo_u32 v14, v2, s17
	v_mul_lo_u32 v15, v2, s18
	v_mul_lo_u32 v16, v2, s19
	v_mul_lo_u32 v17, v2, s20
	v_mul_lo_u32 v18, v2, s21
	v_mul_lo_u32 v19, v2, s22
	buffer_store_dword v3, off, s[0:3], 0
	v_mul_lo_u32 v3, v2, s23
	buffer_store_dword v5, off, s[0:3], 0 offset:8
	v_mul_lo_u32 v5, v2, s25
	buffer_store_dword v6, off, s[0:3], 0 offset:12
	v_mul_lo_u32 v6, v2, s26
	v_add_u32_e32 v7, 0x6252e503, v7
	buffer_store_dword v7, off, s[0:3], 0 offset:16
	v_mul_lo_u32 v7, v2, s27
	v_add_u32_e32 v8, 0x9f2ec686, v8
	v_add_u32_e32 v4, 0x624f0979, v4
	s_mov_b32 s4, 0xab945ea5
	v_add_u32_e32 v9, 0x57fe6c2d, v9
	v_add_u32_e32 v10, 0xa3d95fa8, v10
	v_add_u32_e32 v11, 0x81fdbee7, v11
	v_add_u32_e32 v12, 0x94f0af1a, v12
	v_add_u32_e32 v13, 0xcbf633b1, v13
	v_add_u32_e32 v14, 0xbcd1195c, v14
	v_add_u32_e32 v15, 0x9d23e50b, v15
	v_add_u32_e32 v16, 0xe296f6ee, v16
	v_add_u32_e32 v17, 0x1ba5175, v17
	v_add_u32_e32 v18, 0x83c6b450, v18
	v_add_u32_e32 v19, 0xb52dfb6f, v19
	v_add_u32_e32 v3, 0x4fc9f202, v3
	v_add_u32_e32 v5, 0xa509a484, v5
	v_add_u32_e32 v6, 0x865ce613, v6
	buffer_store_dword v8, off, s[0:3], 0 offset:20
	buffer_store_dword v9, off, s[0:3], 0 offset:24
	buffer_store_dword v10, off, s[0:3], 0 offset:28
	buffer_store_dword v11, off, s[0:3], 0 offset:32
	buffer_store_dword v12, off, s[0:3], 0 offset:36
	buffer_store_dword v13, off, s[0:3], 0 offset:40
	buffer_store_dword v14, off, s[0:3], 0 offset:44
	buffer_store_dword v15, off, s[0:3], 0 offset:48
	buffer_store_dword v16, off, s[0:3], 0 offset:52
	buffer_store_dword v17, off, s[0:3], 0 offset:56
	buffer_store_dword v18, off, s[0:3], 0 offset:60
	buffer_store_dword v19, off, s[0:3], 0 offset:64
	buffer_store_dword v3, off, s[0:3], 0 offset:68
	buffer_store_dword v4, off, s[0:3], 0 offset:72
	buffer_store_dword v5, off, s[0:3], 0 offset:76
	buffer_store_dword v6, off, s[0:3], 0 offset:80
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x125b8c61
	v_mul_lo_u32 v5, v2, s4
	v_add_u32_e32 v3, 0x8aad3456, v7
	s_mov_b32 s4, 0x1e0dc6ed
	buffer_store_dword v3, off, s[0:3], 0 offset:84
	v_add_u32_e32 v3, 0x667adfbd, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x711a8809
	buffer_store_dword v3, off, s[0:3], 0 offset:88
	v_add_u32_e32 v3, 0x3f469df8, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x996d7e75
	buffer_store_dword v3, off, s[0:3], 0 offset:92
	v_add_u32_e32 v3, 0x32dc8f7, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xc45f09f1
	buffer_store_dword v3, off, s[0:3], 0 offset:96
	v_add_u32_e32 v3, 0x43f391ea, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xcf52873d
	buffer_store_dword v3, off, s[0:3], 0 offset:100
	v_add_u32_e32 v3, 0xfbca9841, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x9e082c19
	buffer_store_dword v3, off, s[0:3], 0 offset:104
	v_add_u32_e32 v3, 0x9cbb94ac, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x966d3345
	buffer_store_dword v3, off, s[0:3], 0 offset:108
	v_add_u32_e32 v3, 0x73fe081b, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x27b61881
	buffer_store_dword v3, off, s[0:3], 0 offset:112
	v_add_u32_e32 v3, 0x22331ebe, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xf69ba48d
	buffer_store_dword v3, off, s[0:3], 0 offset:116
	v_add_u32_e32 v3, 0x57d53705, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x9b3c8929
	buffer_store_dword v3, off, s[0:3], 0 offset:120
	v_add_u32_e32 v3, 0x5abbca0, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x65ba4d15
	buffer_store_dword v3, off, s[0:3], 0 offset:124
	v_add_u32_e32 v3, 0x5eef477f, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xec394811
	buffer_store_dword v3, off, s[0:3], 0 offset:128
	v_add_u32_e32 v3, 0x60792ed2, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xdb486edd
	buffer_store_dword v3, off, s[0:3], 0 offset:132
	v_add_u32_e32 v3, 0xfdc00009, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xd26eaf39
	buffer_store_dword v3, off, s[0:3], 0 offset:136
	v_add_u32_e32 v3, 0xa01389d4, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xe6009be5
	buffer_store_dword v3, off, s[0:3], 0 offset:140
	v_add_u32_e32 v3, 0x9c0b6b23, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x258228a1
	buffer_store_dword v3, off, s[0:3], 0 offset:144
	v_add_u32_e32 v3, 0x2c1e5626, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xbb85362d
	buffer_store_dword v3, off, s[0:3], 0 offset:148
	v_add_u32_e32 v3, 0xfa02774d, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xe3beae49
	buffer_store_dword v3, off, s[0:3], 0 offset:152
	v_add_u32_e32 v3, 0x909cb048, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x8f40efb5
	buffer_store_dword v3, off, s[0:3], 0 offset:156
	v_add_u32_e32 v3, 0x39a89707, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x8e7b4a31
	buffer_store_dword v3, off, s[0:3], 0 offset:160
	v_add_u32_e32 v3, 0x15da68ba, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x9a9b4a7d
	buffer_store_dword v3, off, s[0:3], 0 offset:164
	v_add_u32_e32 v3, 0x986a60d1, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xffc59659
	buffer_store_dword v3, off, s[0:3], 0 offset:168
	v_add_u32_e32 v3, 0xd0d223fc, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x65a11885
	buffer_store_dword v3, off, s[0:3], 0 offset:172
	v_add_u32_e32 v3, 0x150d2f2b, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xbdf03cc1
	buffer_store_dword v3, off, s[0:3], 0 offset:176
	v_add_u32_e32 v3, 0x2a187a8e, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x4c40fbcd
	buffer_store_dword v3, off, s[0:3], 0 offset:180
	v_add_u32_e32 v3, 0x185fc095, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x5aa57769
	buffer_store_dword v3, off, s[0:3], 0 offset:184
	v_add_u32_e32 v3, 0x6e9418f0, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0x313be655
	buffer_store_dword v3, off, s[0:3], 0 offset:188
	v_add_u32_e32 v3, 0x4b53d78f, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xdc1d9051
	buffer_store_dword v3, off, s[0:3], 0 offset:192
	v_add_u32_e32 v3, 0x848adfa2, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xce99a1d
	buffer_store_dword v3, off, s[0:3], 0 offset:196
	v_add_u32_e32 v3, 0x2368da99, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xc8196179
	buffer_store_dword v3, off, s[0:3], 0 offset:200
	v_add_u32_e32 v3, 0x28cc0324, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xcaf12925
	buffer_store_dword v3, off, s[0:3], 0 offset:204
	v_add_u32_e32 v3, 0xe68f7433, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x6940d4e1
	buffer_store_dword v3, off, s[0:3], 0 offset:208
	v_add_u32_e32 v3, 0x72ff2bf6, v5
	v_mul_lo_u32 v5, v2, s4
	s_mov_b32 s4, 0xf715756d
	buffer_store_dword v3, off, s[0:3], 0 offset:212
	v_add_u32_e32 v3, 0x9ee32dd, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x90856489
	buffer_store_dword v3, off, s[0:3], 0 offset:216
	v_add_u32_e32 v3, 0x9d609698, v5
	v_mul_lo_u32 v5, v2, s4
	buffer_store_dword v3, off, s[0:3], 0 offset:220
	v_add_u32_e32 v3, 0x6b2f2917, v4
	s_mov_b32 s4, 0x4e35b0f5
	buffer_store_dword v3, off, s[0:3], 0 offset:224
	v_add_u32_e32 v3, 0x7b72338a, v5
	v_mul_lo_u32 v4, v2, s4
	buffer_load_dword v5, off, s[0:3], 0
	s_mov_b32 s4, 0xa5289a71
	buffer_store_dword v3, off, s[0:3], 0 offset:228
	v_mul_lo_u32 v3, v2, s4
	v_add_u32_e32 v4, 0xa3e8d61, v4
	s_mov_b32 s4, 0xa5a1ddbd
	buffer_store_dword v4, off, s[0:3], 0 offset:232
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x8f069099
	v_mul_lo_u32 v6, v2, s4
	v_add_u32_e32 v3, 0x7c69c74c, v3
	buffer_store_dword v3, off, s[0:3], 0 offset:236
	v_add_u32_e32 v3, 0x29a25a3b, v4
	buffer_store_dword v3, off, s[0:3], 0 offset:240
	v_add_u32_e32 v3, 0xd9640a5e, v6
	buffer_load_dword v6, off, s[0:3], 0 offset:4
	s_mov_b32 s4, 0xffe34dc5
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x27c47101
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0x5319230d
	buffer_store_dword v3, off, s[0:3], 0 offset:244
	v_add_u32_e32 v3, 0x25d2ee25, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xa882f5a9
	buffer_store_dword v3, off, s[0:3], 0 offset:248
	v_add_u32_e32 v3, 0x74a4c940, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0xba08cf95
	buffer_store_dword v3, off, s[0:3], 0 offset:252
	v_add_u32_e32 v3, 0x783cab9f, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x3ab4e891
	buffer_store_dword v3, off, s[0:3], 0 offset:256
	v_add_u32_e32 v3, 0x466c0472, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0xc602955d
	buffer_store_dword v3, off, s[0:3], 0 offset:260
	v_add_u32_e32 v3, 0x48d29929, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xabb9a3b9
	buffer_store_dword v3, off, s[0:3], 0 offset:264
	v_add_u32_e32 v3, 0xcd281074, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0xacba0665
	buffer_store_dword v3, off, s[0:3], 0 offset:268
	v_add_u32_e32 v3, 0x395a0143, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x83db9121
	buffer_store_dword v3, off, s[0:3], 0 offset:272
	v_add_u32_e32 v3, 0x220cb5c6, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0x5a3284ad
	buffer_store_dword v3, off, s[0:3], 0 offset:276
	v_add_u32_e32 v3, 0xc7d7126d, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xaa52aac9
	buffer_store_dword v3, off, s[0:3], 0 offset:280
	v_add_u32_e32 v3, 0xe05750e8, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0x43dfc235
	buffer_store_dword v3, off, s[0:3], 0 offset:284
	v_add_u32_e32 v3, 0x51c27f27, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0x90eafab1
	buffer_store_dword v3, off, s[0:3], 0 offset:288
	v_add_u32_e32 v3, 0x4cc7f25a, v7
	v_mul_lo_u32 v7, v2, s4
	s_mov_b32 s4, 0x771a40fd
	buffer_store_dword v3, off, s[0:3], 0 offset:292
	v_add_u32_e32 v3, 0x77f01df1, v4
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xdaef1ad9
	buffer_store_dword v3, off, s[0:3], 0 offset:296
	v_add_u32_e32 v3, 0xec177e9c, v7
	v_mul_lo_u32 v7, v2, s4
	buffer_store_dword v3, off, s[0:3], 0 offset:300
	v_add_u32_e32 v3, 0xf34e894b, v4
	buffer_store_dword v3, off, s[0:3], 0 offset:304
	v_add_u32_e32 v3, 0x4a72ce2e, v7
	s_mov_b32 s5, 0xcccccccd
	buffer_store_dword v3, off, s[0:3], 0 offset:308
	s_waitcnt vmcnt(22)
	v_mul_hi_u32 v3, v5, s5
	s_mov_b32 s4, 0x207d305
	v_mul_lo_u32 v4, v2, s4
	s_mov_b32 s4, 0xd3f6b541
	v_mul_lo_u32 v2, v2, s4
	v_lshrrev_b32_e32 v3, 6, v3
	s_movk_i32 s4, 0x50
	v_mul_lo_u32 v3, v3, s4
	v_add_u32_e32 v2, 0xeb42cd90, v2
	v_add_u32_e32 v4, 0xe4e7bfb5, v4
	buffer_store_dword v2, off, s[0:3], 0 offset:316
	v_sub_u32_e32 v2, v5, v3
	buffer_store_dword v4, off, s[0:3], 0 offset:312
	v_mul_lo_u16_e32 v2, 3, v2
	s_movk_i32 s9, 0xcd
	s_waitcnt vmcnt(19)
	v_mul_hi_u32 v4, v6, s5
	v_mul_lo_u16_sdwa v3, v2, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v3, 14, v3
	v_mul_lo_u16_e32 v3, 0x50, v3
	v_sub_u16_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 6, v4
	v_mul_lo_u32 v3, v3, s4
	v_and_b32_e32 v2, 0xff, v2
	s_mov_b32 s8, 0
	v_lshl_add_u32 v2, v2, 2, s8
	v_sub_u32_e32 v3, v6, v3
	v_lshl_add_u32 v4, v3, 2, s8
	buffer_load_dword v5, v2, s[0:3], 0 offen
	buffer_load_dword v6, v4, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v5
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	v_mul_lo_u16_sdwa v4, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v4, 14, v4
	v_mul_lo_u16_e32 v4, 0x50, v4
	v_sub_u16_e32 v3, v3, v4
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v2, s5
	v_lshrrev_b32_e32 v4, 6, v6
	v_mul_lo_u32 v4, v4, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v3, v5
	v_sub_u32_e32 v2, v2, v4
	v_lshl_add_u32 v4, v2, 2, s8
	buffer_load_dword v6, v4, s[0:3], 0 offen
	v_mad_legacy_u16 v2, v2, 3, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, v6, v3
	buffer_store_dword v5, v4, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:12
	v_mul_lo_u16_sdwa v5, v2, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v2, v2, v5
	v_and_b32_e32 v2, 0xff, v2
	v_lshl_add_u32 v2, v2, 2, s8
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v2, v3
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:16
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:20
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:24
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:28
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:32
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:36
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:44
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:48
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:52
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:56
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 14
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:60
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:64
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 16
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:68
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 17
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	v_mul_lo_u16_sdwa v5, v4, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v4, v4, v5
	v_and_b32_e32 v4, 0xff, v4
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v3, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 18
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:76
	v_mul_lo_u16_sdwa v5, v3, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v5, 14, v5
	v_mul_lo_u16_e32 v5, 0x50, v5
	v_sub_u16_e32 v3, v3, v5
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 19
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:80
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 20
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:84
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 21
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:88
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 22
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:92
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 23
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:96
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 24
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:100
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 25
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:104
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 26
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:108
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 27
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:112
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 28
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:116
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 29
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:120
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 30
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:124
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:128
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 32
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:132
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 33
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:136
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 34
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:140
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 35
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:144
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 36
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:148
	v_mul_u32_u24_e32 v6, 0x334, v3
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v4, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v4, v4, 3, 37
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v6, v2
	buffer_store_dword v3, v5, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:152
	v_mul_u32_u24_e32 v6, 0x334, v4
	v_mul_lo_u16_sdwa v6, v6, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v4, v4, v6
	v_lshl_add_u32 v4, v4, 2, s8
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v5, v3, s5
	v_lshrrev_b32_e32 v5, 6, v5
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v5, v3, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v3, 3, 38
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], 0 offset:156
	v_mul_u32_u24_e32 v5, 0x334, v3
	v_mul_lo_u16_sdwa v5, v5, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v5
	v_lshl_add_u32 v3, v3, 2, s8
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v6, v4, s5
	v_lshrrev_b32_e32 v5, 6, v6
	v_mul_lo_u32 v5, v5, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v5, v4, 2, s8
	buffer_load_dword v6, v5, s[0:3], 0 offen
	v_mad_legacy_u16 v3, v4, 3, 39
	v_mul_u32_u24_e32 v4, 0x334, v3
	v_mul_lo_u16_sdwa v4, v4, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v3, v3, v4
	v_lshl_add_u32 v3, v3, 2, s8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v6, v2
	buffer_store_dword v4, v5, s[0:3], 0 offen
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_mov_b32_e32 v4, s7
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
.LBB4_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 324
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 28
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	private_array, .Lfunc_end4-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 20
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 28
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 324
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7712
; TotalNumSgprs: 32
; NumVgprs: 20
; ScratchSize: 324
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_array ; -- Begin function __clang_ocl_kern_imp_private_array
	.globl	__clang_ocl_kern_imp_private_array
	.p2align	2
	.type	__clang_ocl_kern_imp_private_array,@function
__clang_ocl_kern_imp_private_array:     ; @__clang_ocl_kern_imp_private_array
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s6, s[8:9], 0xc
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	v_and_b32_e32 v5, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s12, s12, s6
	v_add_u32_e32 v6, s12, v5
	v_mov_b32_e32 v7, s5
	v_add_co_u32_e32 v6, vcc, s4, v6
	v_mov_b32_e32 v5, 0
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, v[6:7], v[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_lshlrev_b64 v[4:5], 2, v[6:7]
	s_mov_b32 s7, 0x17385ca9
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b32 s6, 0x19660d
	s_mov_b32 s8, 0xaf490a95
	s_mov_b32 s9, 0x979e791
	s_mov_b32 s10, 0xaa9d885d
	s_mov_b32 s11, 0xbf69fab9
	s_mov_b32 s12, 0x6e587165
	s_mov_b32 s13, 0xea890021
	s_mov_b32 s22, 0x27351d4d
	s_mov_b32 s14, 0x823b27ad
	s_mov_b32 s15, 0xeb4f1c9
	s_mov_b32 s16, 0x74275d35
	s_mov_b32 s17, 0xaf4fd9b1
	s_mov_b32 s18, 0xfa1393fd
	s_mov_b32 s19, 0xf3aa51d9
	s_mov_b32 s20, 0x3a739e05
	s_mov_b32 s21, 0x77520441
	s_mov_b32 s23, 0x3e42ae9
	s_mov_b32 s24, 0x4c7003d5
	s_mov_b32 s25, 0xe3040fd1
	s_mov_b32 s26, 0xb0eb139d
	s_mov_b32 s27, 0x90158cf9
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v0, s7
	v_mul_lo_u32 v1, v0, s6
	v_mul_lo_u32 v7, v0, s8
	v_mul_lo_u32 v8, v0, s9
	v_mul_lo_u32 v9, v0, s10
	v_mul_lo_u32 v10, v0, s11
	v_mul_lo_u32 v11, v0, s12
	v_add_u32_e32 v6, 0x47502932, v6
	v_mul_lo_u32 v12, v0, s13
	v_add_u32_e32 v1, 0x3c6ef35f, v1
	buffer_store_dword v6, off, s[0:3], s32 offset:4
	v_mul_lo_u32 v6, v0, s22
	v_add_u32_e32 v7, 0xd1ccf6e9, v7
	v_add_u32_e32 v8, 0xaaf95334, v8
	v_add_u32_e32 v9, 0x6252e503, v9
	v_mul_lo_u32 v13, v0, s14
	v_mul_lo_u32 v14, v0, s15
	v_mul_lo_u32 v15, v0, s16
	v_mul_lo_u32 v16, v0, s17
	v_mul_lo_u32 v17, v0, s18
	v_mul_lo_u32 v18, v0, s19
	v_mul_lo_u32 v19, v0, s20
	buffer_store_dword v1, off, s[0:3], s32
	v_mul_lo_u32 v1, v0, s21
	buffer_store_dword v7, off, s[0:3], s32 offset:8
	v_mul_lo_u32 v7, v0, s23
	buffer_store_dword v8, off, s[0:3], s32 offset:12
	v_mul_lo_u32 v8, v0, s24
	buffer_store_dword v9, off, s[0:3], s32 offset:16
	v_mul_lo_u32 v9, v0, s25
	v_add_u32_e32 v10, 0x9f2ec686, v10
	buffer_store_dword v10, off, s[0:3], s32 offset:20
	v_mul_lo_u32 v10, v0, s26
	v_add_u32_e32 v11, 0x57fe6c2d, v11
	buffer_store_dword v11, off, s[0:3], s32 offset:24
	v_mul_lo_u32 v11, v0, s27
	v_add_u32_e32 v12, 0xa3d95fa8, v12
	v_add_u32_e32 v6, 0xb52dfb6f, v6
	s_mov_b32 s6, 0xab945ea5
	v_add_u32_e32 v13, 0x81fdbee7, v13
	v_add_u32_e32 v14, 0x94f0af1a, v14
	v_add_u32_e32 v15, 0xcbf633b1, v15
	v_add_u32_e32 v16, 0xbcd1195c, v16
	v_add_u32_e32 v17, 0x9d23e50b, v17
	v_add_u32_e32 v18, 0xe296f6ee, v18
	v_add_u32_e32 v19, 0x1ba5175, v19
	v_add_u32_e32 v1, 0x83c6b450, v1
	v_add_u32_e32 v7, 0x4fc9f202, v7
	v_add_u32_e32 v8, 0x624f0979, v8
	v_add_u32_e32 v9, 0xa509a484, v9
	buffer_store_dword v12, off, s[0:3], s32 offset:28
	buffer_store_dword v13, off, s[0:3], s32 offset:32
	buffer_store_dword v14, off, s[0:3], s32 offset:36
	buffer_store_dword v15, off, s[0:3], s32 offset:40
	buffer_store_dword v16, off, s[0:3], s32 offset:44
	buffer_store_dword v17, off, s[0:3], s32 offset:48
	buffer_store_dword v18, off, s[0:3], s32 offset:52
	buffer_store_dword v19, off, s[0:3], s32 offset:56
	buffer_store_dword v1, off, s[0:3], s32 offset:60
	buffer_store_dword v6, off, s[0:3], s32 offset:64
	buffer_store_dword v7, off, s[0:3], s32 offset:68
	buffer_store_dword v8, off, s[0:3], s32 offset:72
	buffer_store_dword v9, off, s[0:3], s32 offset:76
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x125b8c61
	v_mul_lo_u32 v7, v0, s6
	v_add_u32_e32 v1, 0x865ce613, v10
	buffer_store_dword v1, off, s[0:3], s32 offset:80
	v_add_u32_e32 v1, 0x8aad3456, v11
	s_mov_b32 s6, 0x1e0dc6ed
	buffer_store_dword v1, off, s[0:3], s32 offset:84
	v_add_u32_e32 v1, 0x667adfbd, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x711a8809
	buffer_store_dword v1, off, s[0:3], s32 offset:88
	v_add_u32_e32 v1, 0x3f469df8, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x996d7e75
	buffer_store_dword v1, off, s[0:3], s32 offset:92
	v_add_u32_e32 v1, 0x32dc8f7, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xc45f09f1
	buffer_store_dword v1, off, s[0:3], s32 offset:96
	v_add_u32_e32 v1, 0x43f391ea, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xcf52873d
	buffer_store_dword v1, off, s[0:3], s32 offset:100
	v_add_u32_e32 v1, 0xfbca9841, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x9e082c19
	buffer_store_dword v1, off, s[0:3], s32 offset:104
	v_add_u32_e32 v1, 0x9cbb94ac, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x966d3345
	buffer_store_dword v1, off, s[0:3], s32 offset:108
	v_add_u32_e32 v1, 0x73fe081b, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x27b61881
	buffer_store_dword v1, off, s[0:3], s32 offset:112
	v_add_u32_e32 v1, 0x22331ebe, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xf69ba48d
	buffer_store_dword v1, off, s[0:3], s32 offset:116
	v_add_u32_e32 v1, 0x57d53705, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x9b3c8929
	buffer_store_dword v1, off, s[0:3], s32 offset:120
	v_add_u32_e32 v1, 0x5abbca0, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x65ba4d15
	buffer_store_dword v1, off, s[0:3], s32 offset:124
	v_add_u32_e32 v1, 0x5eef477f, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xec394811
	buffer_store_dword v1, off, s[0:3], s32 offset:128
	v_add_u32_e32 v1, 0x60792ed2, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xdb486edd
	buffer_store_dword v1, off, s[0:3], s32 offset:132
	v_add_u32_e32 v1, 0xfdc00009, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xd26eaf39
	buffer_store_dword v1, off, s[0:3], s32 offset:136
	v_add_u32_e32 v1, 0xa01389d4, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xe6009be5
	buffer_store_dword v1, off, s[0:3], s32 offset:140
	v_add_u32_e32 v1, 0x9c0b6b23, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x258228a1
	buffer_store_dword v1, off, s[0:3], s32 offset:144
	v_add_u32_e32 v1, 0x2c1e5626, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xbb85362d
	buffer_store_dword v1, off, s[0:3], s32 offset:148
	v_add_u32_e32 v1, 0xfa02774d, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xe3beae49
	buffer_store_dword v1, off, s[0:3], s32 offset:152
	v_add_u32_e32 v1, 0x909cb048, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x8f40efb5
	buffer_store_dword v1, off, s[0:3], s32 offset:156
	v_add_u32_e32 v1, 0x39a89707, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x8e7b4a31
	buffer_store_dword v1, off, s[0:3], s32 offset:160
	v_add_u32_e32 v1, 0x15da68ba, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x9a9b4a7d
	buffer_store_dword v1, off, s[0:3], s32 offset:164
	v_add_u32_e32 v1, 0x986a60d1, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xffc59659
	buffer_store_dword v1, off, s[0:3], s32 offset:168
	v_add_u32_e32 v1, 0xd0d223fc, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x65a11885
	buffer_store_dword v1, off, s[0:3], s32 offset:172
	v_add_u32_e32 v1, 0x150d2f2b, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xbdf03cc1
	buffer_store_dword v1, off, s[0:3], s32 offset:176
	v_add_u32_e32 v1, 0x2a187a8e, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x4c40fbcd
	buffer_store_dword v1, off, s[0:3], s32 offset:180
	v_add_u32_e32 v1, 0x185fc095, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x5aa57769
	buffer_store_dword v1, off, s[0:3], s32 offset:184
	v_add_u32_e32 v1, 0x6e9418f0, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0x313be655
	buffer_store_dword v1, off, s[0:3], s32 offset:188
	v_add_u32_e32 v1, 0x4b53d78f, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xdc1d9051
	buffer_store_dword v1, off, s[0:3], s32 offset:192
	v_add_u32_e32 v1, 0x848adfa2, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xce99a1d
	buffer_store_dword v1, off, s[0:3], s32 offset:196
	v_add_u32_e32 v1, 0x2368da99, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xc8196179
	buffer_store_dword v1, off, s[0:3], s32 offset:200
	v_add_u32_e32 v1, 0x28cc0324, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xcaf12925
	buffer_store_dword v1, off, s[0:3], s32 offset:204
	v_add_u32_e32 v1, 0xe68f7433, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x6940d4e1
	buffer_store_dword v1, off, s[0:3], s32 offset:208
	v_add_u32_e32 v1, 0x72ff2bf6, v7
	v_mul_lo_u32 v7, v0, s6
	s_mov_b32 s6, 0xf715756d
	buffer_store_dword v1, off, s[0:3], s32 offset:212
	v_add_u32_e32 v1, 0x9ee32dd, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x90856489
	buffer_store_dword v1, off, s[0:3], s32 offset:216
	v_add_u32_e32 v1, 0x9d609698, v7
	v_mul_lo_u32 v7, v0, s6
	buffer_store_dword v1, off, s[0:3], s32 offset:220
	v_add_u32_e32 v1, 0x6b2f2917, v6
	s_mov_b32 s6, 0x4e35b0f5
	buffer_store_dword v1, off, s[0:3], s32 offset:224
	v_add_u32_e32 v1, 0x7b72338a, v7
	v_mul_lo_u32 v6, v0, s6
	buffer_load_dword v7, off, s[0:3], s32
	s_mov_b32 s6, 0xa5289a71
	buffer_store_dword v1, off, s[0:3], s32 offset:228
	v_mul_lo_u32 v1, v0, s6
	v_add_u32_e32 v6, 0xa3e8d61, v6
	s_mov_b32 s6, 0xa5a1ddbd
	buffer_store_dword v6, off, s[0:3], s32 offset:232
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x8f069099
	v_mul_lo_u32 v8, v0, s6
	v_add_u32_e32 v1, 0x7c69c74c, v1
	buffer_store_dword v1, off, s[0:3], s32 offset:236
	v_add_u32_e32 v1, 0x29a25a3b, v6
	buffer_store_dword v1, off, s[0:3], s32 offset:240
	v_add_u32_e32 v1, 0xd9640a5e, v8
	buffer_load_dword v8, off, s[0:3], s32 offset:4
	s_mov_b32 s6, 0xffe34dc5
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x27c47101
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0x5319230d
	buffer_store_dword v1, off, s[0:3], s32 offset:244
	v_add_u32_e32 v1, 0x25d2ee25, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xa882f5a9
	buffer_store_dword v1, off, s[0:3], s32 offset:248
	v_add_u32_e32 v1, 0x74a4c940, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0xba08cf95
	buffer_store_dword v1, off, s[0:3], s32 offset:252
	v_add_u32_e32 v1, 0x783cab9f, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x3ab4e891
	buffer_store_dword v1, off, s[0:3], s32 offset:256
	v_add_u32_e32 v1, 0x466c0472, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0xc602955d
	buffer_store_dword v1, off, s[0:3], s32 offset:260
	v_add_u32_e32 v1, 0x48d29929, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xabb9a3b9
	buffer_store_dword v1, off, s[0:3], s32 offset:264
	v_add_u32_e32 v1, 0xcd281074, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0xacba0665
	buffer_store_dword v1, off, s[0:3], s32 offset:268
	v_add_u32_e32 v1, 0x395a0143, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x83db9121
	buffer_store_dword v1, off, s[0:3], s32 offset:272
	v_add_u32_e32 v1, 0x220cb5c6, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0x5a3284ad
	buffer_store_dword v1, off, s[0:3], s32 offset:276
	v_add_u32_e32 v1, 0xc7d7126d, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xaa52aac9
	buffer_store_dword v1, off, s[0:3], s32 offset:280
	v_add_u32_e32 v1, 0xe05750e8, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0x43dfc235
	buffer_store_dword v1, off, s[0:3], s32 offset:284
	v_add_u32_e32 v1, 0x51c27f27, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0x90eafab1
	buffer_store_dword v1, off, s[0:3], s32 offset:288
	v_add_u32_e32 v1, 0x4cc7f25a, v9
	v_mul_lo_u32 v9, v0, s6
	s_mov_b32 s6, 0x771a40fd
	buffer_store_dword v1, off, s[0:3], s32 offset:292
	v_add_u32_e32 v1, 0x77f01df1, v6
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xdaef1ad9
	buffer_store_dword v1, off, s[0:3], s32 offset:296
	v_add_u32_e32 v1, 0xec177e9c, v9
	v_mul_lo_u32 v9, v0, s6
	buffer_store_dword v1, off, s[0:3], s32 offset:300
	v_add_u32_e32 v1, 0xf34e894b, v6
	buffer_store_dword v1, off, s[0:3], s32 offset:304
	v_add_u32_e32 v1, 0x4a72ce2e, v9
	s_mov_b32 s7, 0xcccccccd
	buffer_store_dword v1, off, s[0:3], s32 offset:308
	s_waitcnt vmcnt(22)
	v_mul_hi_u32 v1, v7, s7
	s_mov_b32 s6, 0x207d305
	v_mul_lo_u32 v6, v0, s6
	s_mov_b32 s6, 0xd3f6b541
	v_mul_lo_u32 v0, v0, s6
	v_lshrrev_b32_e32 v1, 6, v1
	s_movk_i32 s6, 0x50
	v_mul_lo_u32 v1, v1, s6
	v_add_u32_e32 v0, 0xeb42cd90, v0
	v_add_u32_e32 v6, 0xe4e7bfb5, v6
	buffer_store_dword v0, off, s[0:3], s32 offset:316
	v_sub_u32_e32 v0, v7, v1
	buffer_store_dword v6, off, s[0:3], s32 offset:312
	v_mul_lo_u16_e32 v0, 3, v0
	s_movk_i32 s9, 0xcd
	s_waitcnt vmcnt(19)
	v_mul_hi_u32 v6, v8, s7
	v_mul_lo_u16_sdwa v1, v0, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v1, 14, v1
	v_mul_lo_u16_e32 v1, 0x50, v1
	v_sub_u16_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 6, v6
	v_mul_lo_u32 v1, v1, s6
	v_and_b32_e32 v0, 0xff, v0
	s_lshr_b32 s8, s32, 6
	v_lshl_add_u32 v0, v0, 2, s8
	v_sub_u32_e32 v1, v8, v1
	v_lshl_add_u32 v6, v1, 2, s8
	buffer_load_dword v7, v0, s[0:3], 0 offen
	buffer_load_dword v8, v6, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v8, v7
	buffer_store_dword v0, v6, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s32 offset:8
	v_mul_lo_u16_sdwa v6, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v6, 14, v6
	v_mul_lo_u16_e32 v6, 0x50, v6
	v_sub_u16_e32 v1, v1, v6
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v0, s7
	v_lshrrev_b32_e32 v6, 6, v8
	v_mul_lo_u32 v6, v6, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v7
	v_sub_u32_e32 v0, v0, v6
	v_lshl_add_u32 v6, v0, 2, s8
	buffer_load_dword v8, v6, s[0:3], 0 offen
	v_mad_legacy_u16 v0, v0, 3, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v8, v1
	buffer_store_dword v7, v6, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:12
	v_mul_lo_u16_sdwa v7, v0, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v0, v0, v7
	v_and_b32_e32 v0, 0xff, v0
	v_lshl_add_u32 v0, v0, 2, s8
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v0, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:16
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:20
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:24
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:28
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:32
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:36
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:40
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:44
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:48
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:52
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:56
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 14
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:60
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:64
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 16
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:68
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 17
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:72
	v_mul_lo_u16_sdwa v7, v6, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v6, v6, v7
	v_and_b32_e32 v6, 0xff, v6
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v1, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 18
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:76
	v_mul_lo_u16_sdwa v7, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b16_e32 v7, 14, v7
	v_mul_lo_u16_e32 v7, 0x50, v7
	v_sub_u16_e32 v1, v1, v7
	v_and_b32_e32 v1, 0xff, v1
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 19
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:80
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 20
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:84
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 21
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:88
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 22
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:92
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 23
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:96
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 24
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:100
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 25
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:104
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 26
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:108
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 27
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:112
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 28
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:116
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 29
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:120
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 30
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:124
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:128
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 32
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:132
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 33
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:136
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 34
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:140
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 35
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:144
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 36
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:148
	v_mul_u32_u24_e32 v8, 0x334, v1
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v8
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v6, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v6, v6, 3, 37
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v8, v0
	buffer_store_dword v1, v7, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s32 offset:152
	v_mul_u32_u24_e32 v8, 0x334, v6
	v_mul_lo_u16_sdwa v8, v8, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v6, v6, v8
	v_lshl_add_u32 v6, v6, 2, s8
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v7, v1, s7
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v1, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v1, 3, 38
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s32 offset:156
	v_mul_u32_u24_e32 v7, 0x334, v1
	v_mul_lo_u16_sdwa v7, v7, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v7
	v_lshl_add_u32 v1, v1, 2, s8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v8, v6, s7
	v_lshrrev_b32_e32 v7, 6, v8
	v_mul_lo_u32 v7, v7, s6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v6, 2, s8
	buffer_load_dword v8, v7, s[0:3], 0 offen
	v_mad_legacy_u16 v1, v6, 3, 39
	v_mul_u32_u24_e32 v6, 0x334, v1
	v_mul_lo_u16_sdwa v6, v6, s6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v1, v1, v6
	v_lshl_add_u32 v1, v1, 2, s8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v8, v0
	buffer_store_dword v6, v7, s[0:3], 0 offen
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v1, v0
	v_add_co_u32_e32 v0, vcc, v2, v4
	v_addc_co_u32_e32 v1, vcc, v3, v5, vcc
	global_store_dword v[0:1], v6, off
.LBB5_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_private_array, .Lfunc_end5-__clang_ocl_kern_imp_private_array
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_array.num_vgpr, 32
	.set __clang_ocl_kern_imp_private_array.num_agpr, 0
	.set __clang_ocl_kern_imp_private_array.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_private_array.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_array.private_seg_size, 324
	.set __clang_ocl_kern_imp_private_array.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_array.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_array.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_array.has_recursion, 0
	.set __clang_ocl_kern_imp_private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 7696
; TotalNumSgprs: 37
; NumVgprs: 32
; ScratchSize: 324
; MemoryBound: 0
	.text
	.protected	global_atomics          ; -- Begin function global_atomics
	.globl	global_atomics
	.p2align	8
	.type	global_atomics,@function
global_atomics:                         ; @global_atomics
; %bb.0:
	s_load_dword s2, s[4:5], 0x2c
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_gt_u64_e32 vcc, s[8:9], v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_30
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[10:11], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v4, v[2:3], off
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s0, s[10:11]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s1, v4, s0
	s_add_i32 s9, s9, s1
	s_lshl_b64 s[0:1], 1, s0
	s_andn2_b64 s[10:11], s[10:11], s[0:1]
	s_cbranch_scc1 .LBB6_2
; %bb.3:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB6_5
; %bb.4:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s9
	global_atomic_add v2, v3, s[2:3]
.LBB6_5:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s8, -2
.LBB6_6:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s5, v4, s4
	s_min_i32 s8, s8, s5
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cbranch_scc1 .LBB6_6
; %bb.7:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB6_11
; %bb.8:
	v_mov_b32_e32 v5, 0
	global_load_dword v3, v5, s[2:3] offset:4
	s_mov_b64 s[4:5], 0
.LBB6_9:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v2, s8, v3
	global_atomic_cmpswap v2, v5, v[2:3], s[2:3] offset:4 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
.LBB6_11:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s8, 1
.LBB6_12:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s5, v4, s4
	s_max_i32 s8, s8, s5
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cbranch_scc1 .LBB6_12
; %bb.13:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB6_17
; %bb.14:
	v_mov_b32_e32 v5, 0
	global_load_dword v3, v5, s[2:3] offset:8
	s_mov_b64 s[4:5], 0
.LBB6_15:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v2, s8, v3
	global_atomic_cmpswap v2, v5, v[2:3], s[2:3] offset:8 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_15
; %bb.16:
	s_or_b64 exec, exec, s[4:5]
.LBB6_17:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_and_b32_e32 v2, 0xf0f0f0f, v4
	s_mov_b32 s8, 0
.LBB6_18:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s5, v2, s4
	s_or_b32 s8, s8, s5
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cbranch_scc1 .LBB6_18
; %bb.19:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB6_23
; %bb.20:
	v_mov_b32_e32 v4, 0
	global_load_dword v3, v4, s[2:3] offset:12
	s_mov_b64 s[4:5], 0
.LBB6_21:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, s8, v3
	global_atomic_cmpswap v2, v4, v[2:3], s[2:3] offset:12 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_21
; %bb.22:
	s_or_b64 exec, exec, s[4:5]
.LBB6_23:
	s_or_b64 exec, exec, s[0:1]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_25
; %bb.24:
	v_mov_b32_e32 v2, 0
	global_load_dword v2, v2, s[2:3] offset:16 glc
.LBB6_25:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v2
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v4, 0
.LBB6_26:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, 1, v3
	global_atomic_cmpswap v2, v4, v[2:3], s[2:3] offset:16 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB6_26
; %bb.27:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[4:5], exec
	v_mbcnt_lo_u32_b32 v2, s4, 0
	v_mbcnt_hi_u32_b32 v2, s5, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_29
; %bb.28:
	s_bcnt1_i32_b64 s4, s[4:5]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s4
	global_atomic_add v3, v3, v4, s[2:3] offset:20 glc
.LBB6_29:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v3
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_add_u32_e32 v2, s0, v2
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB6_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_atomics
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	global_atomics, .Lfunc_end6-global_atomics
                                        ; -- End function
	.set global_atomics.num_vgpr, 6
	.set global_atomics.num_agpr, 0
	.set global_atomics.numbered_sgpr, 12
	.set global_atomics.num_named_barrier, 0
	.set global_atomics.private_seg_size, 0
	.set global_atomics.uses_vcc, 1
	.set global_atomics.uses_flat_scratch, 0
	.set global_atomics.has_dyn_sized_stack, 0
	.set global_atomics.has_recursion, 0
	.set global_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 808
; TotalNumSgprs: 16
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_global_atomics ; -- Begin function __clang_ocl_kern_imp_global_atomics
	.globl	__clang_ocl_kern_imp_global_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_global_atomics,@function
__clang_ocl_kern_imp_global_atomics:    ; @__clang_ocl_kern_imp_global_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s6, s[8:9], 0xc
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	v_and_b32_e32 v7, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s12, s12, s6
	v_add_u32_e32 v8, s12, v7
	v_mov_b32_e32 v9, s5
	v_add_co_u32_e32 v8, vcc, s4, v8
	v_mov_b32_e32 v7, 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_cmp_lt_u64_e32 vcc, v[8:9], v[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_10
; %bb.1:
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	s_mov_b64 s[6:7], 0
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v8, v[0:1], off
	s_waitcnt vmcnt(0)
	global_atomic_add v[2:3], v8, off
	global_load_dword v1, v[2:3], off offset:4
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v0, v1, v8
	global_atomic_cmpswap v0, v[2:3], v[0:1], off offset:4 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
	global_load_dword v1, v[2:3], off offset:8
	s_mov_b64 s[6:7], 0
.LBB7_4:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v0, v1, v8
	global_atomic_cmpswap v0, v[2:3], v[0:1], off offset:8 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_4
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
	global_load_dword v1, v[2:3], off offset:12
	v_and_b32_e32 v8, 0xf0f0f0f, v8
	s_mov_b64 s[6:7], 0
.LBB7_6:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v1, v8
	global_atomic_cmpswap v0, v[2:3], v[0:1], off offset:12 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_6
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
	global_load_dword v1, v[2:3], off offset:16 glc
	s_mov_b64 s[6:7], 0
.LBB7_8:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 1, v1
	global_atomic_cmpswap v0, v[2:3], v[0:1], off offset:16 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB7_8
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, 1
	global_atomic_add v2, v[2:3], v0, off offset:20 glc
	v_add_co_u32_e32 v0, vcc, v4, v6
	v_addc_co_u32_e32 v1, vcc, v5, v7, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB7_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_global_atomics, .Lfunc_end7-__clang_ocl_kern_imp_global_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_global_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_global_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_global_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_global_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_global_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_global_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_global_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_global_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_global_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_global_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 388
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	local_atomics           ; -- Begin function local_atomics
	.globl	local_atomics
	.p2align	8
	.type	local_atomics,@function
local_atomics:                          ; @local_atomics
; %bb.0:
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, 16, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	ds_write_b32 v2, v1
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[8:9], 2
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s6, s6, s7
	v_add_u32_e32 v0, s6, v0
	s_add_u32 s0, s0, s4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_addc_u32 s1, s1, s5
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e64 v0, s[0:1], s0, v0
	v_addc_co_u32_e64 v1, s[0:1], v3, v1, s[0:1]
	s_barrier
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 15, v0
	v_lshrrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v0, 60, v0
	ds_add_u32 v3, v1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB8_4
; %bb.3:
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v0, s[2:3]
.LBB8_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel local_atomics
		.amdhsa_group_segment_fixed_size 64
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end8:
	.size	local_atomics, .Lfunc_end8-local_atomics
                                        ; -- End function
	.set local_atomics.num_vgpr, 4
	.set local_atomics.num_agpr, 0
	.set local_atomics.numbered_sgpr, 10
	.set local_atomics.num_named_barrier, 0
	.set local_atomics.private_seg_size, 0
	.set local_atomics.uses_vcc, 1
	.set local_atomics.uses_flat_scratch, 0
	.set local_atomics.has_dyn_sized_stack, 0
	.set local_atomics.has_recursion, 0
	.set local_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 64 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_local_atomics ; -- Begin function __clang_ocl_kern_imp_local_atomics
	.globl	__clang_ocl_kern_imp_local_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_local_atomics,@function
__clang_ocl_kern_imp_local_atomics:     ; @__clang_ocl_kern_imp_local_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, 0x3ff, v31
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_trap 2
	ds_write_b32 v0, v1
.LBB9_2:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v1, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_add_u32 v0, v1
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v0
	s_trap 2
	ds_read_b32 v4, v0
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_atomic_add v[0:1], v4, off
.LBB9_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_local_atomics, .Lfunc_end9-__clang_ocl_kern_imp_local_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_local_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_local_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_local_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_local_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_local_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_local_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_local_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_local_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_local_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_local_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 140
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym local_atomics.local_bins
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           gather_scatter
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         gather_scatter.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           local_reverse
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         local_reverse.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 324
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           global_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         global_atomics.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 64
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           local_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         local_atomics.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
