	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z5twicei
	.type	_Z5twicei,@function
_Z5twicei:                              ; @_Z5twicei
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v0, v0, 1, 11
	s_set_pc_i64 s[30:31]
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
; codeLenInByte = 20
; TotalNumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z6thricei
	.type	_Z6thricei,@function
_Z6thricei:                             ; @_Z6thricei
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gWeak@rel64+4
	global_load_b32 v1, v1, s[0:1]
	s_wait_loadcnt 0x0
	v_mad_u32 v0, v0, 3, v1
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	_Z6thricei, .Lfunc_end1-_Z6thricei
                                        ; -- End function
	.set .L_Z6thricei.num_vgpr, 2
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
; codeLenInByte = 56
; TotalNumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z3fibj
	.type	_Z3fibj,@function
_Z3fibj:                                ; @_Z3fibj
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v43, s33 offset:12 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v43, s0, 6
	s_clause 0x2                            ; 12-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:8
	scratch_store_b32 off, v41, s33 offset:4
	scratch_store_b32 off, v42, s33
	s_wait_xcnt 0x1
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v41, 0
	s_add_co_i32 s32, s32, 32
	v_writelane_b32 v43, s30, 0
	v_writelane_b32 v43, s31, 1
	v_writelane_b32 v43, s34, 2
	v_writelane_b32 v43, s35, 3
	v_writelane_b32 v43, s36, 4
	s_mov_b32 s36, exec_lo
	v_writelane_b32 v43, s37, 5
	s_wait_xcnt 0x0
	v_cmpx_lt_u32_e32 1, v40
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_mov_b32_e32 v41, 0
	s_mov_b32 s37, 0
	s_get_pc_i64 s[34:35]
	s_add_nc_u64 s[34:35], s[34:35], _Z3fibj@rel64+4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v42, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_nc_u32 v0, -1, v42 :: v_dual_add_nc_u32 v40, -2, v42
	s_swap_pc_i64 s[30:31], s[34:35]
	v_cmp_gt_u32_e32 vcc_lo, 4, v42
	v_add_nc_u32_e32 v41, v0, v41
	s_or_b32 s37, vcc_lo, s37
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s37
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s37
.LBB2_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s36
	v_add_nc_u32_e32 v0, v40, v41
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v42, off, s33
	scratch_load_b32 v41, off, s33 offset:4
	scratch_load_b32 v40, off, s33 offset:8
	v_readlane_b32 s37, v43, 5
	v_readlane_b32 s36, v43, 4
	v_readlane_b32 s35, v43, 3
	v_readlane_b32 s34, v43, 2
	v_readlane_b32 s31, v43, 1
	v_readlane_b32 s30, v43, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v43, 6
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v43, off, s33 offset:12 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	_Z3fibj, .Lfunc_end2-_Z3fibj
                                        ; -- End function
	.set .L_Z3fibj.num_vgpr, 44
	.set .L_Z3fibj.num_agpr, 0
	.set .L_Z3fibj.numbered_sgpr, 38
	.set .L_Z3fibj.num_named_barrier, 0
	.set .L_Z3fibj.private_seg_size, 32
	.set .L_Z3fibj.uses_vcc, 1
	.set .L_Z3fibj.uses_flat_scratch, 1
	.set .L_Z3fibj.has_dyn_sized_stack, 0
	.set .L_Z3fibj.has_recursion, 1
	.set .L_Z3fibj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 396
; TotalNumSgprs: 40
; NumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5quieti
	.type	_Z5quieti,@function
_Z5quieti:                              ; @_Z5quieti
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_xor_b32_e32 v0, 0x5a, v0
	s_set_pc_i64 s[30:31]
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
; codeLenInByte = 20
; TotalNumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	weights                 ; -- Begin function weights
	.globl	weights
	.p2align	8
	.type	weights,@function
weights:                                ; @weights
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[64:66], s[4:5], 0x0
	s_mov_b64 s[48:49], s[2:3]
	s_mov_b64 s[50:51], s[0:1]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], kWeights@rel64+4
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[52:53], s[4:5]
	s_wait_kmcnt 0x0
	s_and_b32 s2, s66, 7
	v_mov_b32_e32 v41, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v0, 15, v41
	global_load_b32 v40, v0, s[0:1] scale_offset
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z3fibj@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v42, 1 :: v_dual_bitop2_b32 v1, 1, v41 bitop3:0x40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], kOps@rel64+4
	v_mul_lo_u32 v43, v0, v40
	v_and_b32_e32 v40, 0x3ff, v41
	global_load_b64 v[2:3], v1, s[0:1] scale_offset
	s_add_nc_u64 s[34:35], s[52:53], 16
	s_mov_b32 s33, exec_lo
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_mov_b32 s36, exec_lo
	v_cmpx_eq_u64_e64 s[0:1], v[2:3]
	v_dual_mov_b32 v31, v41 :: v_dual_mov_b32 v0, v40
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr41
	s_xor_b32 exec_lo, exec_lo, s36
	s_cbranch_execnz .LBB4_1
; %bb.2:
	s_mov_b32 exec_lo, s33
	v_mov_b32_e32 v0, s66
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z5quieti@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v41, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gHitsPtr@rel64+4
	v_add3_u32 v0, v1, v43, v0
	global_load_b64 v[2:3], v41, s[0:1]
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gTotal@rel64+4
	global_store_b32 v40, v0, s[64:65] scale_offset
	s_wait_xcnt 0x0
	s_wait_loadcnt 0x0
	flat_atomic_add_u32 v[2:3], v42 scope:SCOPE_SYS
	global_load_b64 v[0:1], v41, s[0:1]
	s_wait_loadcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[0:1], v[40:41]
	global_store_b64 v41, v[0:1], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(weights.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(weights.num_named_barrier, 4)/4)<<14)&~4080)|64)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.set weights.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set weights.num_agpr, max(0, amdgpu.max_num_agpr)
	.set weights.numbered_sgpr, max(67, amdgpu.max_num_sgpr)
	.set weights.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set weights.private_seg_size, 0+max(.L_Z3fibj.private_seg_size, .L_Z5quieti.private_seg_size)
	.set weights.uses_vcc, 1
	.set weights.uses_flat_scratch, 1
	.set weights.has_dyn_sized_stack, 1
	.set weights.has_recursion, 1
	.set weights.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; TotalNumSgprs: weights.numbered_sgpr+2
; NumVgprs: weights.num_vgpr
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(weights.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
; NamedBarCnt: alignto(weights.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(weights.numbered_sgpr+extrasgprs(weights.uses_vcc, weights.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	s_mov_b32 s33, 0
	s_mov_b32 s32, 16
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	s_mov_b32 s7, 0
	s_mov_b32 s9, 1
	s_wait_kmcnt 0x0
	s_and_b32 s2, s6, 15
	s_mov_b32 s6, s32
	s_lshl2_add_u32 s3, s2, 19
	s_add_co_i32 s8, s2, 1
	s_and_b32 s3, s3, 0x70
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s3, s3, 5
	s_add_co_i32 s32, s6, s3
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	s_and_b32 s7, s8, 30
	s_mov_b32 s10, 0
	s_mov_b64 s[2:3], s[4:5]
	s_mov_b32 s11, s6
	s_mov_b32 s12, s7
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_load_b64 s[14:15], s[2:3], 0x0
	s_cvt_f32_u32 s13, s10
	s_cvt_f32_u32 s16, s9
	s_add_co_i32 s12, s12, -2
	s_add_co_i32 s10, s10, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s13 :: v_dual_mov_b32 v3, s16
	s_add_co_i32 s9, s9, 2
	s_wait_xcnt 0x0
	s_add_nc_u64 s[2:3], s[2:3], 8
	s_wait_kmcnt 0x0
	v_mov_b64_e32 v[4:5], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_pk_mul_f32 v[2:3], v[4:5], v[2:3]
	scratch_store_b64 off, v[2:3], s11
	s_wait_xcnt 0x0
	s_add_co_i32 s11, s11, 8
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB5_2
; %bb.3:
	s_cmp_lg_u32 s8, s7
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB5_5
	s_branch .LBB5_7
.LBB5_4:
	s_cbranch_execz .LBB5_7
.LBB5_5:
	s_mov_b32 s11, 0
	s_lshl_b32 s10, s7, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[2:3], s[4:5], s[10:11]
	s_add_co_i32 s9, s6, s10
.LBB5_6:                                ; =>This Inner Loop Header: Depth=1
	s_load_b32 s10, s[2:3], 0x0
	s_cvt_f32_u32 s11, s7
	s_add_co_i32 s7, s7, 1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[2:3], s[2:3], 4
	s_wait_kmcnt 0x0
	s_mul_f32 s10, s10, s11
	s_delay_alu instid0(SALU_CYCLE_3)
	v_mov_b32_e32 v1, s10
	scratch_store_b32 off, v1, s9
	s_wait_xcnt 0x0
	s_add_co_i32 s9, s9, 4
	s_cmp_eq_u32 s8, s7
	s_cbranch_scc0 .LBB5_6
.LBB5_7:
	v_cvt_f32_ubyte0_e32 v1, s8
	v_cvt_f32_u32_e32 v3, v0
	s_load_b32 s0, s[0:1], 0x1c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v2, v1
	v_nop
	v_mul_f32_e32 v2, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v2, v2
	s_wait_kmcnt 0x0
	s_and_b32 s0, s0, 0xffff
	v_fma_f32 v3, -v2, v1, v3
	v_cvt_u32_f32_e32 v2, v2
	s_cvt_f32_u32 s1, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	v_cmp_ge_f32_e64 vcc_lo, |v3|, v1
	v_rcp_iflag_f32_e32 v3, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, 0, v2, vcc_lo
	v_add_nc_u16 v2, v0, 1
	v_mul_lo_u32 v1, v1, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xffff, v2
	v_cvt_f32_u32_e32 v4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v1, v0, v1
	v_mul_f32_e32 v3, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0x3ff, v1
	v_trunc_f32_e32 v3, v3
	scratch_load_b32 v1, v1, s6 scale_offset
	v_fma_f32 v4, -v3, s1, v4
	v_cvt_u32_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 vcc_lo, |v4|, s1
	v_lshl_add_u32 v4, v0, 2, 0
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v3, v3, s0
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v1
	s_barrier_signal -1
	s_wait_xcnt 0x0
	v_sub_nc_u32_e32 v1, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7ff, v1
	v_lshl_add_u32 v1, v1, 2, 0
	s_barrier_wait -1
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 34
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
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
	.set stack_and_lds.num_vgpr, 6
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
; codeLenInByte = 608
; TotalNumSgprs: 36
; NumVgprs: 6
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 6
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[48:49], s[0:1]
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x3ff, v40
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB6_7
; %bb.1:
	s_load_b64 s[50:51], s[4:5], 0x0
	s_mov_b64 s[36:37], s[2:3]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gName@rel64+4
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], __ockl_printf_begin@gotpcrel+4
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[34:35], s[6:7]
	s_add_nc_u64 s[38:39], s[4:5], 8
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_load_b64 s[64:65], s[0:1], 0x0
	s_load_b64 s[12:13], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_load_b96 s[52:54], s[50:51], 0x0
	s_swap_pc_i64 s[30:31], s[12:13]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_append_string_n@gotpcrel+4
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], .L.str.1@rel64+4
	s_load_b64 s[66:67], s[0:1], 0x0
	s_cmp_lg_u64 s[2:3], 0
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, s2
	s_wait_xcnt 0x0
	s_cselect_b32 s0, 23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v4, s0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[66:67]
	s_cmp_eq_u64 s[64:65], 0
	s_cbranch_scc1 .LBB6_5
; %bb.2:
	v_mov_b32_e32 v4, 0
	s_add_nc_u64 s[0:1], s[64:65], -1
	s_mov_b32 s2, 0
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	flat_load_u8 v2, v4, s[0:1] offset:1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[0:1], s[0:1], 1
	s_wait_loadcnt_dscnt 0x0
	v_cmp_eq_u16_e32 vcc_lo, 0, v2
	v_mov_b64_e32 v[2:3], s[0:1]
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB6_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u64_e64 v[2:3], v[2:3], s[64:65]
	v_add_nc_u64_e32 v[4:5], 1, v[2:3]
	s_branch .LBB6_6
.LBB6_5:
	v_mov_b64_e32 v[4:5], 0
.LBB6_6:
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, s64
	v_dual_mov_b32 v3, s65 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[66:67]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_append_args@gotpcrel+4
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	s_load_b64 s[64:65], s[0:1], 0x0
	v_dual_mov_b32 v3, s52 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[64:65]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s53 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s54 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0x3ff80000
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 0x71 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	v_dual_mov_b32 v31, v40 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, s50 :: v_dual_mov_b32 v4, s51
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_mov_b32_e32 v17, 1
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
.LBB6_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(say.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(say.num_named_barrier, 4)/4)<<14)&~4080)|128)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 8
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
	.set say.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set say.num_agpr, max(0, amdgpu.max_num_agpr)
	.set say.numbered_sgpr, max(68, amdgpu.max_num_sgpr)
	.set say.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set say.private_seg_size, 0
	.set say.uses_vcc, 1
	.set say.uses_flat_scratch, 1
	.set say.has_dyn_sized_stack, 1
	.set say.has_recursion, 1
	.set say.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 964
; TotalNumSgprs: say.numbered_sgpr+2
; NumVgprs: say.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(say.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
; NamedBarCnt: alignto(say.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(say.numbered_sgpr+extrasgprs(say.uses_vcc, say.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .private_segment_fixed_size: 32
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         weights.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .private_segment_fixed_size: 16
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         stack_and_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         say.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
