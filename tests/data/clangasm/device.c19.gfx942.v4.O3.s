	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 4
	.p2align	2                               ; -- Begin function _Z3fibj
	.type	_Z3fibj,@function
_Z3fibj:                                ; @_Z3fibj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v42, s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v42, s0, 6
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	v_writelane_b32 v42, s34, 2
	v_writelane_b32 v42, s35, 3
	scratch_store_dword off, v40, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33       ; 4-byte Folded Spill
	v_writelane_b32 v42, s36, 4
	v_mov_b32_e32 v40, v0
	v_writelane_b32 v42, s37, 5
	v_cmp_lt_u32_e32 vcc, 1, v40
	v_mov_b32_e32 v41, 0
	s_add_i32 s32, s32, 16
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v41, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, v40
	v_add_u32_e32 v40, -2, v0
	v_add_u32_e32 v0, -1, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fibj@rel32@lo+4
	s_addc_u32 s1, s1, _Z3fibj@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v40
	s_or_b64 s[36:37], vcc, s[36:37]
	v_add_u32_e32 v41, v0, v41
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[36:37]
.LBB2_4:
	s_or_b64 exec, exec, s[34:35]
	v_add_u32_e32 v0, v40, v41
	scratch_load_dword v41, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s37, v42, 5
	v_readlane_b32 s36, v42, 4
	v_readlane_b32 s35, v42, 3
	v_readlane_b32 s34, v42, 2
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	v_readlane_b32 s0, v42, 6
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v42, off, s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z3fibj, .Lfunc_end0-_Z3fibj
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 304
; NumSgprs: 44
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twicei
	.type	_Z5twicei,@function
_Z5twicei:                              ; @_Z5twicei
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v0, v0, 1, 11
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z5twicei, .Lfunc_end1-_Z5twicei
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; NumSgprs: 38
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5quieti
	.type	_Z5quieti,@function
_Z5quieti:                              ; @_Z5quieti
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v0, 0x5a, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z5quieti, .Lfunc_end2-_Z5quieti
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; NumSgprs: 38
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z6thricei
	.type	_Z6thricei,@function
_Z6thricei:                             ; @_Z6thricei
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gWeak@rel32@lo+4
	s_addc_u32 s1, s1, gWeak@rel32@hi+12
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	_Z6thricei, .Lfunc_end3-_Z6thricei
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; NumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
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
	v_and_b32_e32 v40, 0x3ff, v41
	v_and_b32_e32 v0, 15, v40
	s_mov_b64 s[42:43], s[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, kWeights@rel32@lo+4
	s_addc_u32 s1, s1, kWeights@rel32@hi+12
	global_load_dword v43, v0, s[0:1]
	s_load_dword s47, s[4:5], 0x8
	s_load_dwordx2 s[50:51], s[4:5], 0x0
	s_mov_b64 s[40:41], s[2:3]
	s_mov_b32 s32, 0
	s_mov_b32 s44, s10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s47, 7
	v_mov_b32_e32 v0, s2
	s_mov_b64 s[48:49], s[4:5]
	s_mov_b32 s45, s9
	s_mov_b32 s46, s8
	s_mov_b64 s[38:39], s[6:7]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fibj@rel32@lo+4
	s_addc_u32 s1, s1, _Z3fibj@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v1, 1, v40
	v_lshlrev_b32_e32 v1, 3, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, kOps@rel32@lo+4
	s_addc_u32 s1, s1, kOps@rel32@hi+12
	global_load_dwordx2 v[2:3], v1, s[0:1]
	s_add_u32 s34, s48, 16
	v_mul_lo_u32 v43, v0, v43
	v_mov_b32_e32 v42, 1
	s_addc_u32 s35, s49, 0
	s_mov_b64 s[36:37], exec
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_nop 1
	v_cmp_eq_u64_e32 vcc, s[0:1], v[2:3]
	s_and_saveexec_b64 s[48:49], vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v40
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr41
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB4_1
; %bb.2:
	s_mov_b64 exec, s[36:37]
	v_mov_b32_e32 v0, s47
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z5quieti@rel32@lo+4
	s_addc_u32 s1, s1, _Z5quieti@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gHitsPtr@rel32@lo+4
	s_addc_u32 s1, s1, gHitsPtr@rel32@hi+12
	global_load_dwordx2 v[2:3], v41, s[0:1]
	v_lshlrev_b32_e32 v4, 2, v40
	v_add3_u32 v0, v1, v43, v0
	global_store_dword v4, v0, s[50:51]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gTotal@rel32@lo+4
	s_addc_u32 s1, s1, gTotal@rel32@hi+12
	s_waitcnt vmcnt(1)
	flat_atomic_add v[2:3], v42 sc1
	global_load_dwordx2 v[0:1], v41, s[0:1]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[40:41]
	global_store_dwordx2 v41, v[0:1], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 416
; NumSgprs: 58
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	stack_and_lds           ; -- Begin function stack_and_lds
	.globl	stack_and_lds
	.p2align	8
	.type	stack_and_lds,@function
stack_and_lds:                          ; @stack_and_lds
; %bb.0:
	s_load_dword s6, s[2:3], 0x8
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_mov_b64 s[2:3], 0
                                        ; implicit-def: $vgpr2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s6, 15
	s_add_u32 s9, s8, 1
	s_mov_b64 s[6:7], s[4:5]
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s10, s[6:7], 0x0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, s10, v1
	s_set_gpr_idx_on s2, gpr_idx(DST)
	v_mov_b32_e32 v2, v1
	s_set_gpr_idx_off
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s9, s2
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_add_i32 s8, s8, 1
	v_cvt_f32_ubyte0_e32 v18, s8
	v_cvt_f32_u32_e32 v1, v0
	v_rcp_iflag_f32_e32 v19, v18
	s_load_dword s0, s[0:1], 0x4
	v_mul_f32_e32 v19, v1, v19
	v_trunc_f32_e32 v19, v19
	v_cvt_u32_f32_e32 v20, v19
	v_fma_f32 v1, -v19, v18, v1
	v_cmp_ge_f32_e64 vcc, |v1|, v18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_addc_co_u32_e32 v1, vcc, 0, v20, vcc
	v_mul_lo_u32 v1, v1, s8
	v_sub_u32_e32 v1, v0, v1
	v_and_b32_e32 v1, 0x3ff, v1
	v_cmp_eq_u16_e32 vcc, 1, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u16_e32 vcc, 2, v1
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_u16_e32 v0, 1, v0
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_eq_u16_e32 vcc, 3, v1
	v_cvt_f32_u32_e32 v4, v0
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u16_e32 vcc, 4, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_eq_u16_e32 vcc, 5, v1
	v_add_u32_e32 v6, 0, v3
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cmp_eq_u16_e32 vcc, 6, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_eq_u16_e32 vcc, 7, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cmp_eq_u16_e32 vcc, 8, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_cmp_eq_u16_e32 vcc, 9, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_cmp_eq_u16_e32 vcc, 10, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_eq_u16_e32 vcc, 11, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_cmp_eq_u16_e32 vcc, 12, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_cmp_eq_u16_e32 vcc, 13, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v15, vcc
	v_cmp_eq_u16_e32 vcc, 14, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_cmp_eq_u16_e32 vcc, 15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v17, vcc
	v_cvt_f32_u32_e32 v2, s0
	ds_write_b32 v6, v1
	s_barrier
	v_rcp_iflag_f32_e32 v5, v2
	s_nop 0
	v_mul_f32_e32 v1, v4, v5
	v_trunc_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v5, v1
	v_fma_f32 v1, -v1, v2, v4
	v_cmp_ge_f32_e64 vcc, |v1|, v2
	s_nop 1
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	v_mul_lo_u32 v1, v1, s0
	v_sub_u32_e32 v0, v0, v1
	v_and_b32_e32 v0, 0x7ff, v0
	v_lshl_add_u32 v0, v0, 2, 0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v3, v0, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 484
; NumSgprs: 17
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	say                     ; -- Begin function say
	.globl	say
	.p2align	8
	.type	say,@function
say:                                    ; @say
; %bb.0:
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3ff, v40
	s_mov_b64 s[38:39], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_6
; %bb.1:
	s_load_dwordx2 s[46:47], s[4:5], 0x0
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gName@rel32@lo+4
	s_addc_u32 s1, s1, gName@rel32@hi+12
	s_add_u32 s44, s40, 8
	s_addc_u32 s45, s41, 0
	s_load_dwordx2 s[50:51], s[0:1], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __ockl_printf_begin@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __ockl_printf_begin@gotpcrel32@hi+12
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[48:49], s[46:47], 0x0
	s_load_dword s54, s[46:47], 0x8
	s_mov_b32 s33, s10
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s42, s9
	s_mov_b32 s43, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[36:37], s[2:3]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .str.1@rel32@lo+4
	s_addc_u32 s1, s1, .str.1@rel32@hi+12
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s15, 23, 0
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[52:53], 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	s_cmp_eq_u64 s[50:51], 0
	v_mov_b64_e32 v[4:5], 0
	s_cbranch_scc1 .LBB6_5
; %bb.2:
	s_add_u32 s0, s50, -1
	s_addc_u32 s1, s51, -1
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_ubyte v4, v[2:3] offset:1
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	v_mov_b64_e32 v[2:3], s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u16_e32 vcc, 0, v4
	s_or_b64 s[52:53], vcc, s[52:53]
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB6_3
; %bb.4:
	s_or_b64 exec, exec, s[52:53]
	v_mov_b32_e32 v4, s51
	v_subrev_co_u32_e32 v2, vcc, s50, v2
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v3, v4, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, 1
.LBB6_5:
	s_add_u32 s40, s40, 8
	s_addc_u32 s41, s41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, s50
	v_mov_b32_e32 v3, s51
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __ockl_printf_append_args@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __ockl_printf_append_args@gotpcrel32@hi+12
	s_load_dwordx2 s[44:45], s[0:1], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s48
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s49
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0x3ff80000
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0x71
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s46
	v_mov_b32_e32 v4, s47
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 1
	s_swappc_b64 s[30:31], s[44:45]
.LBB6_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 55
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1140
; NumSgprs: 61
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 43
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         56
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 1024
    .name:           weights
    .private_segment_fixed_size: 16400
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         weights.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 1024
    .name:           stack_and_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         stack_and_lds.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         32
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         48
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         56
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 1024
    .name:           say
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         say.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
