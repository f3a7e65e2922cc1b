	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function _Z3fibj
	.type	_Z3fibj,@function
_Z3fibj:                                ; @_Z3fibj
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v42, s33 offset:8 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v42, s0, 4
	s_clause 0x1
	scratch_store_b32 off, v40, s33 offset:4
	scratch_store_b32 off, v41, s33
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v41, 0
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	v_writelane_b32 v42, s34, 2
	s_mov_b32 s34, exec_lo
	v_writelane_b32 v42, s35, 3
	v_cmpx_lt_u32_e32 1, v40
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_mov_b32_e32 v41, 0
	s_mov_b32 s35, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v0, -1, v40
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _Z3fibj@rel32@lo+8
	s_add_co_ci_u32 s1, s1, _Z3fibj@rel32@hi+16
	v_add_nc_u32_e32 v40, -2, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 2, v40
	v_add_nc_u32_e32 v41, v0, v41
	s_or_b32 s35, vcc_lo, s35
	s_and_not1_b32 exec_lo, exec_lo, s35
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s35
.LBB2_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v0, v40, v41
	s_clause 0x1
	scratch_load_b32 v41, off, s33
	scratch_load_b32 v40, off, s33 offset:4
	v_readlane_b32 s35, v42, 3
	v_readlane_b32 s34, v42, 2
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	v_readlane_b32 s0, v42, 4
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v42, off, s33 offset:8 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s1
	s_add_co_i32 s32, s32, -16
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z3fibj, .Lfunc_end0-_Z3fibj
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 328
; NumSgprs: 38
; NumVgprs: 43
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twicei
	.type	_Z5twicei,@function
_Z5twicei:                              ; @_Z5twicei
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v0, v0, 1, 11
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z5twicei, .Lfunc_end1-_Z5twicei
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5quieti
	.type	_Z5quieti,@function
_Z5quieti:                              ; @_Z5quieti
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_xor_b32_e32 v0, 0x5a, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z5quieti, .Lfunc_end2-_Z5quieti
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z6thricei
	.type	_Z6thricei,@function
_Z6thricei:                             ; @_Z6thricei
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, 0
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gWeak@rel32@lo+8
	s_add_co_ci_u32 s1, s1, gWeak@rel32@hi+16
	global_load_b32 v1, v1, s[0:1]
	s_wait_loadcnt 0x0
	v_mad_co_u64_u32 v[0:1], null, v0, 3, v[1:2]
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	_Z6thricei, .Lfunc_end3-_Z6thricei
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 76
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	weights                 ; -- Begin function weights
	.globl	weights
	.p2align	8
	.type	weights,@function
weights:                                ; @weights
; %bb.0:
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, kWeights@rel32@lo+8
	s_add_co_ci_u32 s1, s1, kWeights@rel32@hi+16
	s_load_b96 s[44:46], s[2:3], 0x0
	s_mov_b64 s[40:41], s[2:3]
	v_and_b32_e32 v40, 0x3ff, v41
	s_mov_b32 s32, 0
	s_mov_b64 s[36:37], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 15, v40
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_b32 v43, v0, s[0:1]
	s_wait_kmcnt 0x0
	s_and_b32 s2, s46, 7
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _Z3fibj@rel32@lo+8
	s_add_co_ci_u32 s1, s1, _Z3fibj@rel32@hi+16
	v_mov_b32_e32 v0, s2
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v42, 1 :: v_dual_and_b32 v1, 1, v40
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, kOps@rel32@lo+8
	s_add_co_ci_u32 s1, s1, kOps@rel32@hi+16
	v_mul_lo_u32 v43, v0, v43
	s_add_nc_u64 s[34:35], s[40:41], 16
	v_lshlrev_b32_e32 v1, 3, v1
	s_mov_b32 s33, exec_lo
	global_load_b64 v[2:3], v1, s[0:1]
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_mov_b32 s40, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u64_e64 s[0:1], v[2:3]
	v_dual_mov_b32 v31, v41 :: v_dual_mov_b32 v0, v40
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr41
	s_xor_b32 exec_lo, exec_lo, s40
	s_cbranch_execnz .LBB4_1
; %bb.2:
	s_mov_b32 exec_lo, s33
	v_mov_b32_e32 v0, s46
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _Z5quieti@rel32@lo+8
	s_add_co_ci_u32 s1, s1, _Z5quieti@rel32@hi+16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v5, 2, v40
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gHitsPtr@rel32@lo+8
	s_add_co_ci_u32 s1, s1, gHitsPtr@rel32@hi+16
	v_add3_u32 v0, v1, v43, v0
	global_load_b64 v[2:3], v4, s[0:1]
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gTotal@rel32@lo+8
	s_add_co_ci_u32 s1, s1, gTotal@rel32@hi+16
	global_store_b32 v5, v0, s[44:45]
	s_wait_loadcnt 0x0
	flat_atomic_add_u32 v[2:3], v42 scope:SCOPE_SYS
	global_load_b64 v[0:1], v4, s[0:1]
	s_wait_loadcnt 0x0
	v_add_co_u32 v0, vcc_lo, v0, v40
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	global_store_b64 v4, v[0:1], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 47
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
	.size	weights, .Lfunc_end4-weights
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 49
; NumVgprs: 44
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 44
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	stack_and_lds           ; -- Begin function stack_and_lds
	.globl	stack_and_lds
	.p2align	8
	.type	stack_and_lds,@function
stack_and_lds:                          ; @stack_and_lds
; %bb.0:
	s_load_b96 s[4:6], s[0:1], 0x0
	s_mov_b32 s3, 0
                                        ; implicit-def: $vgpr1
	s_wait_kmcnt 0x0
	s_and_b32 s2, s6, 15
	s_mov_b64 s[6:7], 0
	s_add_nc_u64 s[8:9], s[2:3], 1
	s_mov_b64 s[10:11], s[4:5]
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_b32 s3, s[10:11], 0x0
	s_cvt_f32_u32 s9, s6
	s_mov_b32 m0, s6
	s_add_nc_u64 s[6:7], s[6:7], 1
	s_add_nc_u64 s[10:11], s[10:11], 4
	s_cmp_eq_u32 s8, s6
	s_wait_kmcnt 0x0
	s_mul_f32 s3, s3, s9
	s_delay_alu instid0(SALU_CYCLE_3)
	v_movreld_b32_e32 v1, s3
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_add_co_i32 s2, s2, 1
	v_cvt_f32_u32_e32 v19, v0
	v_cvt_f32_ubyte0_e32 v17, s2
	s_load_b32 s0, s[0:1], 0x1c
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v18, v17
	v_mul_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_trunc_f32_e32 v18, v18
	s_wait_kmcnt 0x0
	s_and_b32 s0, s0, 0xffff
	s_cvt_f32_u32 s1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v19, -v18, v17, v19
	v_cvt_u32_f32_e32 v18, v18
	v_cmp_ge_f32_e64 vcc_lo, |v19|, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v18, vcc_lo
	v_mul_lo_u32 v17, v17, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v17, v0, v17
	v_and_b32_e32 v17, 0x3ff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 2, v17
	v_add_nc_u16 v2, v0, 1
	v_dual_cndmask_b32 v1, v1, v3 :: v_dual_lshlrev_b32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, 0xffff, v2
	v_cmp_eq_u16_e32 vcc_lo, 3, v17
	v_rcp_iflag_f32_e32 v3, s1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 4, v17
	v_cvt_f32_u32_e32 v4, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 5, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v4, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 6, v17
	v_trunc_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 7, v17
	v_fma_f32 v4, -v3, s1, v4
	v_cvt_u32_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 8, v17
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 9, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 10, v17
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_ge_f32_e64 vcc_lo, |v4|, s1
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 11, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v3, v3, s0
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 12, v17
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 13, v17
	v_sub_nc_u32_e32 v2, v2, v3
	v_add_nc_u32_e32 v3, 0, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_and_b32_e32 v2, 0x7ff, v2
	v_cmp_eq_u16_e32 vcc_lo, 14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshl_add_u32 v2, v2, 2, 0
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	v_cmp_eq_u16_e32 vcc_lo, 15, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, v1, v16, vcc_lo
	ds_store_b32 v3, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v1, v2
	s_wait_dscnt 0x0
	global_store_b32 v0, v1, s[4:5]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	stack_and_lds, .Lfunc_end5-stack_and_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; NumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	say                     ; -- Begin function say
	.globl	say
	.p2align	8
	.type	say,@function
say:                                    ; @say
; %bb.0:
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[36:37], s[0:1]
	s_mov_b32 s32, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x3ff, v40
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB6_6
; %bb.1:
	s_load_b64 s[44:45], s[2:3], 0x0
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gName@rel32@lo+8
	s_add_co_ci_u32 s1, s1, gName@rel32@hi+16
	s_mov_b64 s[34:35], s[4:5]
	s_getpc_b64 s[4:5]
	s_sext_i32_i16 s5, s5
	s_add_co_u32 s4, s4, __ockl_printf_begin@gotpcrel32@lo+8
	s_add_co_ci_u32 s5, s5, __ockl_printf_begin@gotpcrel32@hi+16
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v0, 0
	v_mov_b32_e32 v1, 0
	s_add_nc_u64 s[38:39], s[2:3], 8
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b64 s[8:9], s[38:39]
	s_load_b64 s[46:47], s[0:1], 0x0
	s_load_b64 s[0:1], s[4:5], 0x0
	s_wait_kmcnt 0x0
	s_load_b96 s[40:42], s[44:45], 0x0
	s_mov_b64 s[4:5], s[36:37]
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, .str.1@rel32@lo+8
	s_add_co_ci_u32 s1, s1, .str.1@rel32@hi+16
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, s0
	s_cmp_lg_u64 s[0:1], 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_cselect_b32 s4, 23, 0
	s_getpc_b64 s[2:3]
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, __ockl_printf_append_string_n@gotpcrel32@lo+8
	s_add_co_ci_u32 s3, s3, __ockl_printf_append_string_n@gotpcrel32@hi+16
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, s4
	s_load_b64 s[2:3], s[2:3], 0x0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_kmcnt 0x0
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_cmp_eq_u64 s[46:47], 0
	s_cbranch_scc1 .LBB6_5
; %bb.2:
	s_add_nc_u64 s[0:1], s[46:47], -1
	s_mov_b32 s2, 0
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v2, s0
	s_add_nc_u64 s[0:1], s[0:1], 1
	flat_load_u8 v2, v[2:3] offset:1
	s_wait_loadcnt_dscnt 0x0
	v_cmp_eq_u16_e32 vcc_lo, 0, v2
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v2, s0
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB6_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	v_sub_co_u32 v2, vcc_lo, v2, s46
	v_subrev_co_ci_u32_e32 v3, vcc_lo, s47, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v2, 1
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
.LBB6_5:
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, __ockl_printf_append_string_n@gotpcrel32@lo+8
	s_add_co_ci_u32 s1, s1, __ockl_printf_append_string_n@gotpcrel32@hi+16
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, s46
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v3, s47 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_kmcnt 0x0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, __ockl_printf_append_args@gotpcrel32@lo+8
	s_add_co_ci_u32 s1, s1, __ockl_printf_append_args@gotpcrel32@hi+16
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	s_load_b64 s[46:47], s[0:1], 0x0
	v_dual_mov_b32 v3, s40 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_kmcnt 0x0
	s_swappc_b64 s[30:31], s[46:47]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s41 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swappc_b64 s[30:31], s[46:47]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s42 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swappc_b64 s[30:31], s[46:47]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0x3ff80000
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swappc_b64 s[30:31], s[46:47]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 0x71 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swappc_b64 s[30:31], s[46:47]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s44 :: v_dual_mov_b32 v4, s45
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 1
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swappc_b64 s[30:31], s[46:47]
.LBB6_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 48
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
	.size	say, .Lfunc_end6-say
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 996
; NumSgprs: 50
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 43
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.protected	kWeights                ; @kWeights
	.type	kWeights,@object
	.data
	.globl	kWeights
	.p2align	4, 0x0
kWeights:
	.long	3                               ; 0x3
	.long	1                               ; 0x1
	.long	4                               ; 0x4
	.long	1                               ; 0x1
	.long	5                               ; 0x5
	.long	9                               ; 0x9
	.long	2                               ; 0x2
	.long	6                               ; 0x6
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	8                               ; 0x8
	.long	9                               ; 0x9
	.long	7                               ; 0x7
	.long	9                               ; 0x9
	.long	3                               ; 0x3
	.size	kWeights, 64

	.protected	gHits                   ; @gHits
	.type	gHits,@object
	.section	.bss,"aw",@nobits
	.globl	gHits
	.p2align	2, 0x0
gHits:
	.long	0                               ; 0x0
	.size	gHits, 4

	.protected	gTotal                  ; @gTotal
	.type	gTotal,@object
	.data
	.globl	gTotal
	.p2align	3, 0x0
gTotal:
	.quad	100                             ; 0x64
	.size	gTotal, 8

	.protected	gHitsPtr                ; @gHitsPtr
	.type	gHitsPtr,@object
	.globl	gHitsPtr
	.p2align	3, 0x0
gHitsPtr:
	.quad	gHits
	.size	gHitsPtr, 8

	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"device.hip"
	.size	.str, 11

	.protected	gName                   ; @gName
	.type	gName,@object
	.data
	.globl	gName
	.p2align	3, 0x0
gName:
	.quad	.str
	.size	gName, 8

	.protected	gWeak                   ; @gWeak
	.type	gWeak,@object
	.weak	gWeak
	.p2align	2, 0x0
gWeak:
	.long	5                               ; 0x5
	.size	gWeak, 4

	.protected	kOps                    ; @kOps
	.type	kOps,@object
	.globl	kOps
	.p2align	4, 0x0
kOps:
	.quad	_Z5twicei
	.quad	_Z6thricei
	.size	kOps, 16

	.type	.str.1,@object                  ; @.str.1
	.section	.rodata.str1.1,"aMS",@progbits,1
.str.1:
	.asciz	"%s: %d %u %x %f %c %p\n"
	.size	.str.1, 23

	.type	__hip_cuid_6ccc44bb26b68923,@object ; @__hip_cuid_6ccc44bb26b68923
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6ccc44bb26b68923
__hip_cuid_6ccc44bb26b68923:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6ccc44bb26b68923, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _Z5twicei
	.addrsig_sym _Z6thricei
	.addrsig_sym kWeights
	.addrsig_sym gHits
	.addrsig_sym gTotal
	.addrsig_sym gHitsPtr
	.addrsig_sym gName
	.addrsig_sym gWeak
	.addrsig_sym kOps
	.addrsig_sym __hip_cuid_6ccc44bb26b68923
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
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
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           weights
    .private_segment_fixed_size: 16
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         weights.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
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
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           stack_and_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         stack_and_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           say
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         say.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
