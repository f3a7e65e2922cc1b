	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.p2align	2                               ; -- Begin function _Z5twicei
	.type	_Z5twicei,@function
_Z5twicei:                              ; @_Z5twicei
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v0, v0, 1, 11
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z5twicei, .Lfunc_end0-_Z5twicei
                                        ; -- End function
	.set .L_Z5twicei.num_vgpr, 1
	.set .L_Z5twicei.num_agpr, 0
	.set .L_Z5twicei.numbered_sgpr, 32
	.set .L_Z5twicei.num_named_barrier, 0
	.set .L_Z5twicei.private_seg_size, 0
	.set .L_Z5twicei.uses_vcc, 0
	.set .L_Z5twicei.uses_flat_scratch, 0
	.set .L_Z5twicei.has_dyn_sized_stack, 0
	.set .L_Z5twicei.has_recursion, 0
	.set .L_Z5twicei.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; TotalNumSgprs: 36
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
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gWeak@rel32@lo+4
	s_addc_u32 s5, s5, gWeak@rel32@hi+12
	global_load_dword v2, v1, s[4:5]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, 3, v[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z6thricei, .Lfunc_end1-_Z6thricei
                                        ; -- End function
	.set .L_Z6thricei.num_vgpr, 4
	.set .L_Z6thricei.num_agpr, 0
	.set .L_Z6thricei.numbered_sgpr, 32
	.set .L_Z6thricei.num_named_barrier, 0
	.set .L_Z6thricei.private_seg_size, 0
	.set .L_Z6thricei.uses_vcc, 0
	.set .L_Z6thricei.uses_flat_scratch, 0
	.set .L_Z6thricei.has_dyn_sized_stack, 0
	.set .L_Z6thricei.has_recursion, 0
	.set .L_Z6thricei.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; TotalNumSgprs: 36
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z3fibj
	.type	_Z3fibj,@function
_Z3fibj:                                ; @_Z3fibj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v43, s4, 6
	v_writelane_b32 v43, s30, 0
	v_writelane_b32 v43, s31, 1
	v_writelane_b32 v43, s34, 2
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v43, s35, 3
	v_mov_b32_e32 v40, v0
	v_writelane_b32 v43, s36, 4
	v_cmp_lt_u32_e32 vcc, 1, v40
	v_mov_b32_e32 v41, 0
	s_addk_i32 s32, 0x800
	v_writelane_b32 v43, s37, 5
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v41, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, -1, v40
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z3fibj@rel32@lo+4
	s_addc_u32 s5, s5, _Z3fibj@rel32@hi+12
	v_add_u32_e32 v42, -2, v40
	s_swappc_b64 s[30:31], s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v40
	v_mov_b32_e32 v40, v42
	s_or_b64 s[36:37], vcc, s[36:37]
	v_add_u32_e32 v41, v0, v41
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[36:37]
	v_mov_b32_e32 v40, v42
.LBB2_4:
	s_or_b64 exec, exec, s[34:35]
	v_add_u32_e32 v0, v40, v41
	buffer_load_dword v42, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	v_readlane_b32 s37, v43, 5
	v_readlane_b32 s36, v43, 4
	v_readlane_b32 s35, v43, 3
	v_readlane_b32 s34, v43, 2
	v_readlane_b32 s31, v43, 1
	v_readlane_b32 s30, v43, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v43, 6
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z3fibj, .Lfunc_end2-_Z3fibj
                                        ; -- End function
	.set .L_Z3fibj.num_vgpr, 44
	.set .L_Z3fibj.num_agpr, 0
	.set .L_Z3fibj.numbered_sgpr, 38
	.set .L_Z3fibj.num_named_barrier, 0
	.set .L_Z3fibj.private_seg_size, 32
	.set .L_Z3fibj.uses_vcc, 1
	.set .L_Z3fibj.uses_flat_scratch, 0
	.set .L_Z3fibj.has_dyn_sized_stack, 0
	.set .L_Z3fibj.has_recursion, 1
	.set .L_Z3fibj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 324
; TotalNumSgprs: 42
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5quieti
	.type	_Z5quieti,@function
_Z5quieti:                              ; @_Z5quieti
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v0, 0x5a, v0
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	_Z5quieti, .Lfunc_end3-_Z5quieti
                                        ; -- End function
	.set .L_Z5quieti.num_vgpr, 1
	.set .L_Z5quieti.num_agpr, 0
	.set .L_Z5quieti.numbered_sgpr, 32
	.set .L_Z5quieti.num_named_barrier, 0
	.set .L_Z5quieti.private_seg_size, 0
	.set .L_Z5quieti.uses_vcc, 0
	.set .L_Z5quieti.uses_flat_scratch, 0
	.set .L_Z5quieti.has_dyn_sized_stack, 0
	.set .L_Z5quieti.has_recursion, 0
	.set .L_Z5quieti.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; TotalNumSgprs: 36
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	weights                 ; -- Begin function weights
	.globl	weights
	.p2align	8
	.type	weights,@function
weights:                                ; @weights
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v40, v0
	s_addc_u32 s1, s1, 0
	v_and_b32_e32 v0, 15, v40
	s_mov_b64 s[50:51], s[4:5]
	v_lshlrev_b32_e32 v0, 2, v0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, kWeights@rel32@lo+4
	s_addc_u32 s5, s5, kWeights@rel32@hi+12
	global_load_dword v41, v0, s[4:5]
	s_load_dword s55, s[8:9], 0x8
	s_load_dwordx2 s[66:67], s[8:9], 0x0
	s_mov_b64 s[48:49], s[6:7]
	s_mov_b32 s32, 0
	s_mov_b32 s52, s16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s55, 7
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z3fibj@rel32@lo+4
	s_addc_u32 s5, s5, _Z3fibj@rel32@hi+12
	v_mov_b32_e32 v0, s6
	s_mov_b64 s[64:65], s[8:9]
	s_mov_b32 s53, s15
	s_mov_b32 s54, s14
	s_mov_b64 s[38:39], s[10:11]
	s_swappc_b64 s[30:31], s[4:5]
	v_and_b32_e32 v1, 1, v40
	v_lshlrev_b32_e32 v1, 3, v1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, kOps@rel32@lo+4
	s_addc_u32 s5, s5, kOps@rel32@hi+12
	global_load_dwordx2 v[2:3], v1, s[4:5]
	s_add_u32 s34, s64, 16
	v_mul_lo_u32 v43, v0, v41
	v_mov_b32_e32 v42, 1
	s_addc_u32 s35, s65, 0
	s_mov_b64 s[36:37], exec
	v_and_b32_e32 v41, 0x3ff, v40
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s16, v2
	v_readfirstlane_b32 s17, v3
	v_cmp_eq_u64_e32 vcc, s[16:17], v[2:3]
	s_and_saveexec_b64 s[64:65], vcc
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr40
	s_xor_b64 exec, exec, s[64:65]
	s_cbranch_execnz .LBB4_1
; %bb.2:
	s_mov_b64 exec, s[36:37]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z5quieti@rel32@lo+4
	s_addc_u32 s5, s5, _Z5quieti@rel32@hi+12
	v_mov_b32_e32 v0, s55
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v4, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gHitsPtr@rel32@lo+4
	s_addc_u32 s5, s5, gHitsPtr@rel32@hi+12
	global_load_dwordx2 v[2:3], v4, s[4:5]
	v_lshlrev_b32_e32 v5, 2, v41
	v_add3_u32 v0, v1, v43, v0
	global_store_dword v5, v0, s[66:67]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gTotal@rel32@lo+4
	s_addc_u32 s5, s5, gTotal@rel32@hi+12
	s_waitcnt vmcnt(1)
	flat_atomic_add v[2:3], v42
	global_load_dwordx2 v[0:1], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v0, v41
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	global_store_dwordx2 v4, v[0:1], s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(weights.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, weights.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.set weights.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set weights.num_agpr, max(0, amdgpu.max_num_agpr)
	.set weights.numbered_sgpr, max(68, amdgpu.max_num_sgpr)
	.set weights.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set weights.private_seg_size, 0+max(.L_Z3fibj.private_seg_size, .L_Z5quieti.private_seg_size)
	.set weights.uses_vcc, 1
	.set weights.uses_flat_scratch, 1
	.set weights.has_dyn_sized_stack, 1
	.set weights.has_recursion, 1
	.set weights.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; TotalNumSgprs: weights.numbered_sgpr+6
; NumVgprs: weights.num_vgpr
; NumAgprs: weights.num_agpr
; TotalNumVgprs: totalnumvgprs(weights.num_agpr, weights.num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(weights.numbered_sgpr+extrasgprs(weights.uses_vcc, weights.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(weights.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, weights.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(weights.numbered_sgpr+extrasgprs(weights.uses_vcc, weights.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, weights.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	stack_and_lds           ; -- Begin function stack_and_lds
	.globl	stack_and_lds
	.p2align	8
	.type	stack_and_lds,@function
stack_and_lds:                          ; @stack_and_lds
; %bb.0:
	s_add_u32 s0, s0, s7
	s_load_dword s8, s[4:5], 0x8
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_addc_u32 s1, s1, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s10, s32
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 15
	s_lshl2_add_u32 s9, s8, 19
	s_and_b32 s9, s9, 0x70
	s_lshl_b32 s9, s9, 6
	s_add_i32 s32, s10, s9
	s_add_i32 s12, s8, 1
	s_mov_b32 s11, 0
	s_cmp_eq_u32 s8, 0
	s_mov_b32 s13, 1
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	s_and_b32 s11, s12, 30
	s_mov_b32 s14, 0
	s_mov_b64 s[8:9], s[6:7]
	s_mov_b32 s15, s10
	s_mov_b32 s16, s11
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_load_dwordx2 s[18:19], s[8:9], 0x0
	v_cvt_f32_u32_e32 v3, s13
	v_cvt_f32_u32_e32 v2, s14
	v_mov_b32_e32 v1, s15
	s_add_i32 s14, s14, 2
	s_add_i32 s13, s13, 2
	s_add_i32 s16, s16, -2
	s_add_i32 s15, s15, 8
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_cmp_lg_u32 s16, 0
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[2:3], s[18:19], v[2:3]
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen
	s_cbranch_scc1 .LBB5_2
; %bb.3:
	s_cmp_lg_u32 s12, s11
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB5_5
	s_branch .LBB5_7
.LBB5_4:
	s_cbranch_execz .LBB5_7
.LBB5_5:
	s_lshl_b32 s13, s11, 2
	s_add_u32 s8, s6, s13
	s_addc_u32 s9, s7, 0
	s_add_i32 s13, s10, s13
.LBB5_6:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s14, s[8:9], 0x0
	v_cvt_f32_u32_e32 v1, s11
	s_add_i32 s11, s11, 1
	s_add_u32 s8, s8, 4
	v_mov_b32_e32 v2, s13
	s_addc_u32 s9, s9, 0
	s_add_i32 s13, s13, 4
	s_cmp_eq_u32 s12, s11
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, s14, v1
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_cbranch_scc0 .LBB5_6
.LBB5_7:
	v_cvt_f32_ubyte0_e32 v2, s12
	v_cvt_f32_u32_e32 v1, v0
	v_rcp_iflag_f32_e32 v3, v2
	s_load_dword s4, s[4:5], 0x1c
	v_mul_f32_e32 v3, v1, v3
	v_trunc_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v4, v3
	v_mad_f32 v1, -v3, v2, v1
	v_cmp_ge_f32_e64 vcc, |v1|, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_addc_co_u32_e32 v1, vcc, 0, v4, vcc
	v_mul_lo_u32 v1, v1, s12
	v_sub_u32_e32 v1, v0, v1
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshl_add_u32 v1, v1, 2, s10
	buffer_load_dword v7, v1, s[0:3], 0 offen
	v_cvt_f32_u32_e32 v1, s4
	v_add_u16_e32 v2, 1, v0
	v_cvt_f32_u32_e32 v3, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_rcp_iflag_f32_e32 v4, v1
	v_add_u32_e32 v5, 0, v0
	v_mul_f32_e32 v4, v3, v4
	v_trunc_f32_e32 v4, v4
	v_cvt_u32_f32_e32 v6, v4
	v_mad_f32 v3, -v4, v1, v3
	v_cmp_ge_f32_e64 vcc, |v3|, v1
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	v_mul_lo_u32 v1, v1, s4
	v_sub_u32_e32 v1, v2, v1
	v_and_b32_e32 v1, 0x7ff, v1
	v_lshl_add_u32 v1, v1, 2, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v7
	s_barrier
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
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
	.set stack_and_lds.num_vgpr, 8
	.set stack_and_lds.num_agpr, 0
	.set stack_and_lds.numbered_sgpr, 34
	.set stack_and_lds.num_named_barrier, 0
	.set stack_and_lds.private_seg_size, 16
	.set stack_and_lds.uses_vcc, 1
	.set stack_and_lds.uses_flat_scratch, 0
	.set stack_and_lds.has_dyn_sized_stack, 1
	.set stack_and_lds.has_recursion, 0
	.set stack_and_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 504
; TotalNumSgprs: 38
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	say                     ; -- Begin function say
	.globl	say
	.p2align	8
	.type	say,@function
say:                                    ; @say
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	v_mov_b32_e32 v40, v0
	s_add_u32 s0, s0, s17
	v_and_b32_e32 v0, 0x3ff, v40
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_6
; %bb.1:
	s_load_dwordx2 s[54:55], s[8:9], 0x0
	s_mov_b64 s[48:49], s[8:9]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gName@rel32@lo+4
	s_addc_u32 s5, s5, gName@rel32@hi+12
	s_add_u32 s52, s48, 8
	s_addc_u32 s53, s49, 0
	s_load_dwordx2 s[66:67], s[4:5], 0x0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ockl_printf_begin@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ockl_printf_begin@gotpcrel32@hi+12
	s_mov_b32 s33, s16
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[64:65], s[54:55], 0x0
	s_load_dword s70, s[54:55], 0x8
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s51, s14
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s50, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, .L.str.1@rel32@lo+4
	s_addc_u32 s17, s17, .L.str.1@rel32@hi+12
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s15, 23, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[18:19], s[4:5], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s17
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[68:69], 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[18:19]
	s_cmp_eq_u64 s[66:67], 0
	v_pk_mov_b32 v[4:5], 0, 0
	s_cbranch_scc1 .LBB6_5
; %bb.2:
	s_add_u32 s4, s66, -1
	s_addc_u32 s5, s67, -1
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	flat_load_ubyte v4, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u16_e32 vcc, 0, v4
	s_or_b64 s[68:69], vcc, s[68:69]
	s_andn2_b64 exec, exec, s[68:69]
	s_cbranch_execnz .LBB6_3
; %bb.4:
	s_or_b64 exec, exec, s[68:69]
	v_mov_b32_e32 v4, s67
	v_subrev_co_u32_e32 v2, vcc, s66, v2
	v_subb_co_u32_e32 v3, vcc, v3, v4, vcc
	v_add_co_u32_e32 v4, vcc, 1, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
.LBB6_5:
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, s66
	v_mov_b32_e32 v3, s67
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ockl_printf_append_args@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ockl_printf_append_args@gotpcrel32@hi+12
	s_load_dwordx2 s[52:53], s[4:5], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s64
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
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s65
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
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s70
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
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
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
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
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
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, s55
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
	s_swappc_b64 s[30:31], s[52:53]
.LBB6_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(say.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, say.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.set say.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set say.num_agpr, max(0, amdgpu.max_num_agpr)
	.set say.numbered_sgpr, max(71, amdgpu.max_num_sgpr)
	.set say.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set say.private_seg_size, 0
	.set say.uses_vcc, 1
	.set say.uses_flat_scratch, 1
	.set say.has_dyn_sized_stack, 1
	.set say.has_recursion, 1
	.set say.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1148
; TotalNumSgprs: say.numbered_sgpr+6
; NumVgprs: say.num_vgpr
; NumAgprs: say.num_agpr
; TotalNumVgprs: totalnumvgprs(say.num_agpr, say.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(say.numbered_sgpr+extrasgprs(say.uses_vcc, say.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(say.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, say.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(say.numbered_sgpr+extrasgprs(say.uses_vcc, say.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, say.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 44
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 38
	.set amdgpu.max_num_named_barrier, 0
	.text
	.protected	kWeights                ; @kWeights
	.type	kWeights,@object
	.section	.rodata,"a",@progbits
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

	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"device.hip"
	.size	.L.str, 11

	.protected	gName                   ; @gName
	.type	gName,@object
	.data
	.globl	gName
	.p2align	3, 0x0
gName:
	.quad	.L.str
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

	.type	.L.str.1,@object                ; @.str.1
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str.1:
	.asciz	"%s: %d %u %x %f %c %p\n"
	.size	.L.str.1, 23

	.type	__hip_cuid_6ccc44bb26b68923,@object ; @__hip_cuid_6ccc44bb26b68923
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6ccc44bb26b68923
__hip_cuid_6ccc44bb26b68923:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6ccc44bb26b68923, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
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
    .private_segment_fixed_size: 32
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         weights.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
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
    .private_segment_fixed_size: 16
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         stack_and_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     8
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
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         say.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
