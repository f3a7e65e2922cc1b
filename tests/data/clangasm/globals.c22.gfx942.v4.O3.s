	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 4
	.text
	.hidden	lookup                          ; -- Begin function lookup
	.globl	lookup
	.p2align	2
	.type	lookup,@function
lookup:                                 ; @lookup
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, 7, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, kTable@rel32@lo+4
	s_addc_u32 s1, s1, kTable@rel32@hi+12
	global_load_dword v0, v0, s[0:1]
	s_brev_b32 s0, 18
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_nlt_f32_e64 s[0:1], |v1|, s0
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshrrev_b32_e32 v3, 23, v2
	v_add_u32_e32 v3, 0xffffff88, v3
	v_not_b32_e32 v4, 63
	v_cmp_lt_u32_e32 vcc, 63, v3
	s_mov_b32 s4, 0xfe5163ab
	v_mov_b32_e32 v5, 0
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	v_not_b32_e32 v4, 31
	v_cmp_lt_u32_e64 s[0:1], 31, v3
	s_nop 1
	v_cndmask_b32_e64 v6, 0, v4, s[0:1]
	v_add_u32_e32 v3, v6, v3
	v_cmp_lt_u32_e64 s[2:3], 31, v3
	s_nop 1
	v_cndmask_b32_e64 v4, 0, v4, s[2:3]
	v_add_u32_e32 v3, v4, v3
	v_and_b32_e32 v4, 0x7fffff, v2
	v_or_b32_e32 v18, 0x800000, v4
	v_mad_u64_u32 v[6:7], s[4:5], v18, s4, 0
	v_mov_b32_e32 v4, v7
	s_mov_b32 s4, 0x3c439041
	v_mad_u64_u32 v[8:9], s[4:5], v18, s4, v[4:5]
	v_mov_b32_e32 v4, v9
	s_mov_b32 s4, 0xdb629599
	v_mad_u64_u32 v[10:11], s[4:5], v18, s4, v[4:5]
	v_mov_b32_e32 v4, v11
	s_mov_b32 s4, 0xf534ddc0
	v_mad_u64_u32 v[12:13], s[4:5], v18, s4, v[4:5]
	v_mov_b32_e32 v4, v13
	s_mov_b32 s4, 0xfc2757d1
	v_mad_u64_u32 v[14:15], s[4:5], v18, s4, v[4:5]
	v_mov_b32_e32 v4, v15
	s_mov_b32 s4, 0x4e441529
	v_mad_u64_u32 v[16:17], s[4:5], v18, s4, v[4:5]
	v_mov_b32_e32 v4, v17
	s_mov_b32 s4, 0xa2f9836e
	v_mad_u64_u32 v[4:5], s[4:5], v18, s4, v[4:5]
	v_cndmask_b32_e32 v7, v16, v12, vcc
	v_cndmask_b32_e32 v4, v4, v14, vcc
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_cndmask_b32_e64 v9, v4, v7, s[0:1]
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
	v_cndmask_b32_e32 v5, v14, v10, vcc
	v_cndmask_b32_e64 v7, v7, v5, s[0:1]
	v_cndmask_b32_e64 v4, v4, v9, s[2:3]
	v_cndmask_b32_e64 v9, v9, v7, s[2:3]
	v_sub_u32_e32 v11, 32, v3
	v_alignbit_b32 v13, v4, v9, v11
	v_cmp_eq_u32_e64 s[4:5], 0, v3
	v_cndmask_b32_e32 v6, v10, v6, vcc
	s_nop 0
	v_cndmask_b32_e64 v3, v13, v4, s[4:5]
	v_cndmask_b32_e32 v4, v12, v8, vcc
	v_cndmask_b32_e64 v5, v5, v4, s[0:1]
	v_cndmask_b32_e64 v7, v7, v5, s[2:3]
	v_alignbit_b32 v8, v9, v7, v11
	v_cndmask_b32_e64 v8, v8, v9, s[4:5]
	v_bfe_u32 v13, v3, 29, 1
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_alignbit_b32 v9, v3, v8, 30
	v_sub_u32_e32 v14, 0, v13
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
	v_xor_b32_e32 v9, v9, v14
	v_alignbit_b32 v5, v7, v4, v11
	v_cndmask_b32_e64 v5, v5, v7, s[4:5]
	v_ffbh_u32_e32 v7, v9
	v_alignbit_b32 v6, v8, v5, 30
	v_min_u32_e32 v7, 32, v7
	v_alignbit_b32 v4, v5, v4, 30
	v_xor_b32_e32 v6, v6, v14
	v_sub_u32_e32 v8, 31, v7
	v_xor_b32_e32 v4, v4, v14
	v_alignbit_b32 v9, v9, v6, v8
	v_alignbit_b32 v4, v6, v4, v8
	v_alignbit_b32 v5, v9, v4, 9
	v_ffbh_u32_e32 v6, v5
	v_min_u32_e32 v6, 32, v6
	v_lshrrev_b32_e32 v12, 29, v3
	v_not_b32_e32 v8, v6
	v_alignbit_b32 v4, v5, v4, v8
	v_lshlrev_b32_e32 v5, 31, v12
	v_or_b32_e32 v8, 0x33000000, v5
	v_add_lshl_u32 v6, v6, v7, 23
	v_lshrrev_b32_e32 v4, 9, v4
	v_sub_u32_e32 v6, v8, v6
	v_or_b32_e32 v5, 0.5, v5
	v_lshlrev_b32_e32 v7, 23, v7
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b32_e32 v6, 9, v9
	v_sub_u32_e32 v5, v5, v7
	v_or_b32_e32 v5, v6, v5
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v6, 0x3fc90fda, v5
	v_fma_f32 v7, v5, s0, -v6
	v_fmamk_f32 v5, v5, 0x33a22168, v7
	v_fmac_f32_e32 v5, 0x3fc90fda, v4
	v_lshrrev_b32_e32 v3, 30, v3
	v_add_f32_e32 v4, v6, v5
	v_add_u32_e32 v3, v13, v3
.LBB0_2:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mov_b32 s2, 0x3f22f983
	v_mul_f32_e64 v3, |v1|, s2
	v_rndne_f32_e32 v4, v3
	s_mov_b32 s2, 0xbfc90fda
	v_cvt_i32_f32_e32 v3, v4
	v_fma_f32 v5, v4, s2, |v1|
	v_fmamk_f32 v5, v4, 0xb3a22168, v5
	v_fmamk_f32 v4, v4, 0xa7c234c4, v5
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v5, v4, v4
	v_mov_b32_e32 v6, 0x3c0881c4
	v_fmac_f32_e32 v6, 0xb94c1982, v5
	v_fmaak_f32 v6, v5, v6, 0xbe2aaa9d
	v_mul_f32_e32 v6, v5, v6
	v_fmac_f32_e32 v4, v4, v6
	v_mov_b32_e32 v6, 0xbab64f3b
	v_fmac_f32_e32 v6, 0x37d75334, v5
	v_fmaak_f32 v6, v5, v6, 0x3d2aabf7
	v_fmaak_f32 v6, v5, v6, 0xbf000004
	v_fma_f32 v5, v5, v6, 1.0
	v_and_b32_e32 v6, 1, v3
	v_lshlrev_b32_e32 v3, 30, v3
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_and_b32_e32 v3, 0x80000000, v3
	v_xor_b32_e32 v2, v2, v1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_xor_b32_e32 v2, v2, v3
	v_xor_b32_e32 v4, v2, v4
	v_frexp_mant_f32_e64 v2, |v1|
	s_mov_b32 s3, 0x3f2aaaab
	v_cmp_gt_f32_e32 vcc, s3, v2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __oclc_daz_opt@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __oclc_daz_opt@gotpcrel32@hi+12
	v_cndmask_b32_e64 v3, 1.0, 2.0, vcc
	v_mul_f32_e32 v2, v2, v3
	v_add_f32_e32 v5, 1.0, v2
	v_rcp_f32_e32 v12, v5
	v_add_f32_e32 v3, -1.0, v5
	v_sub_f32_e32 v7, v2, v3
	v_add_f32_e32 v3, -1.0, v2
	v_mul_f32_e32 v13, v3, v12
	v_mul_f32_e32 v6, v5, v13
	v_fma_f32 v8, v13, v5, -v6
	v_fmac_f32_e32 v8, v13, v7
	v_add_f32_e32 v2, v6, v8
	v_sub_f32_e32 v7, v3, v2
	v_pk_add_f32 v[10:11], v[2:3], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v9, v2
	v_pk_add_f32 v[2:3], v[10:11], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v8, 0x3e91f4c4
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v2, v7, v2
	v_mul_f32_e32 v3, v12, v2
	v_add_f32_e32 v2, v13, v3
	v_sub_f32_e32 v5, v2, v13
	v_sub_f32_e32 v5, v3, v5
	v_mul_f32_e32 v3, v2, v2
	v_fma_f32 v7, v2, v2, -v3
	v_add_f32_e32 v14, v5, v5
	v_fmac_f32_e32 v7, v2, v14
	v_add_f32_e32 v6, v3, v7
	v_fmac_f32_e32 v8, 0x3e76c4e1, v6
	v_fmaak_f32 v8, v6, v8, 0x3ecccdef
	v_sub_f32_e32 v3, v6, v3
	v_sub_f32_e32 v15, v7, v3
	v_mul_f32_e32 v3, v6, v8
	v_fma_f32 v7, v6, v8, -v3
	v_fmac_f32_e32 v7, v15, v8
	v_add_f32_e32 v8, v3, v7
	v_add_f32_e32 v9, 0x3f2aaaaa, v8
	v_sub_f32_e32 v3, v8, v3
	v_sub_f32_e32 v3, v7, v3
	v_add_f32_e32 v7, 0xbf2aaaaa, v9
	v_add_f32_e32 v3, 0x31739010, v3
	v_sub_f32_e32 v7, v8, v7
	v_pk_mul_f32 v[10:11], v[2:3], v[6:7]
	v_pk_add_f32 v[12:13], v[2:3], v[6:7]
	v_fma_f32 v8, v6, v2, -v10
	v_fmac_f32_e32 v8, v6, v5
	v_mov_b32_e32 v11, v13
	v_fmac_f32_e32 v8, v15, v2
	v_pk_add_f32 v[6:7], v[10:11], v[8:9]
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_sub_f32_e32 v3, v6, v10
	v_sub_f32_e32 v3, v8, v3
	v_sub_f32_e32 v5, v9, v7
	v_mul_f32_e32 v8, v6, v7
	v_add_f32_e32 v5, v13, v5
	v_fma_f32 v9, v6, v7, -v8
	v_fmac_f32_e32 v9, v6, v5
	v_fmac_f32_e32 v9, v3, v7
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v18, v7, s[4:5]
	v_frexp_exp_i32_f32_e32 v3, v1
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cvt_f32_i32_e32 v6, v3
	s_mov_b32 s0, 0x3f317218
	v_add_f32_e32 v3, v8, v9
	s_mov_b32 s1, 2.0
	v_sub_f32_e32 v5, v3, v8
	v_mov_b32_e32 v7, v2
	v_sub_f32_e32 v5, v9, v5
	v_pk_mul_f32 v[8:9], v[6:7], s[0:1]
	v_add_f32_e32 v5, v14, v5
	v_fma_f32 v2, v6, s0, -v8
	v_fmamk_f32 v2, v6, 0xb102e308, v2
	v_pk_add_f32 v[6:7], v[8:9], v[2:3]
	s_mov_b32 s0, 0x3fc00000
	v_pk_add_f32 v[10:11], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s1, 0x7f800000
	v_sub_f32_e32 v3, v3, v11
	v_add_f32_e32 v9, v5, v3
	v_pk_add_f32 v[12:13], v[6:7], v[8:9]
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v11, v13
	v_pk_add_f32 v[14:15], v[2:3], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_mov_b32_e32 v8, v9
	v_pk_add_f32 v[10:11], v[2:3], v[6:7] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[12:13], v[10:11] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v12, v13
	v_mov_b32_e32 v13, v3
	v_pk_mov_b32 v[10:11], v[6:7], v[10:11] op_sel:[1,0]
	v_mov_b32_e32 v9, v6
	v_pk_add_f32 v[10:11], v[12:13], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v16, v14
	v_pk_add_f32 v[6:7], v[8:9], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v15, v3
	v_pk_add_f32 v[8:9], v[16:17], v[6:7]
	s_mov_b32 s3, 0x42b17218
	v_pk_add_f32 v[10:11], v[8:9], v[8:9] op_sel:[0,1] op_sel_hi:[1,0]
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_add_f32 v[2:3], v[2:3], v[10:11] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v9, v2
	v_pk_add_f32 v[12:13], v[8:9], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v7, v10
	v_sub_f32_e32 v3, v8, v12
	v_pk_add_f32 v[6:7], v[6:7], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v3, v14, v3
	v_add_f32_e32 v3, v6, v3
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v5, v2, v3
	v_sub_f32_e32 v2, v5, v2
	v_sub_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, 0x3fc00000, v5
	v_fma_f32 v5, v5, s0, -v3
	v_fmac_f32_e32 v5, 0x3fc00000, v2
	s_movk_i32 s0, 0x204
	v_add_f32_e32 v2, v3, v5
	v_cmp_class_f32_e64 vcc, v3, s0
	v_sub_f32_e32 v6, v2, v3
	v_sub_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_neq_f32_e64 vcc, |v2|, s1
	s_movk_i32 s2, 0x1f8
	s_nop 0
	v_cndmask_b32_e32 v3, 0, v5, vcc
	v_mov_b32_e32 v5, 0x37000000
	v_cmp_eq_f32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_sub_f32_e32 v2, v2, v5
	v_add_f32_e32 v3, v5, v3
	v_mul_f32_e32 v5, 0x3fb8aa3b, v2
	v_fma_f32 v6, v2, s4, -v5
	v_rndne_f32_e32 v7, v5
	v_fmamk_f32 v6, v2, 0x32a5705f, v6
	v_sub_f32_e32 v5, v5, v7
	v_add_f32_e32 v5, v6, v5
	s_mov_b32 s4, 0xc2fc0000
	v_mov_b32_e32 v6, 0x42800000
	v_cmp_gt_f32_e32 vcc, s4, v5
	s_nop 1
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_f32_e32 v5, v5, v6
	v_exp_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v7
	v_not_b32_e32 v7, 63
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_ldexp_f32 v5, v5, v7
	v_ldexp_f32 v5, v5, v6
	v_mov_b32_e32 v6, 0xc2aeac50
	v_mov_b32_e32 v7, 0xc2ce8ed0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v18
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_nlt_f32_e32 vcc, v2, v6
	v_mov_b32_e32 v6, 0x7f800000
	s_nop 0
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_nlt_f32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v6, v5, vcc
	v_fma_f32 v3, v2, v3, v2
	v_cmp_class_f32_e64 vcc, v2, s0
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e64 v2, v3, |v2|, vcc
	v_cmp_neq_f32_e64 vcc, |v1|, s1
	s_nop 1
	v_cndmask_b32_e32 v2, v6, v2, vcc
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, 1.0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, 1.0, v2, vcc
	v_fmac_f32_e32 v2, v0, v4
	v_cmp_class_f32_e64 vcc, v1, s2
	s_nop 1
	v_cndmask_b32_e32 v0, v3, v2, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	lookup, .Lfunc_end0-lookup
                                        ; -- End function
	.set lookup.num_vgpr, 19
	.set lookup.num_agpr, 0
	.set lookup.numbered_sgpr, 32
	.set lookup.num_named_barrier, 0
	.set lookup.private_seg_size, 0
	.set lookup.uses_vcc, 1
	.set lookup.uses_flat_scratch, 0
	.set lookup.has_dyn_sized_stack, 0
	.set lookup.has_recursion, 0
	.set lookup.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1904
; TotalNumSgprs: 38
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	bump                            ; -- Begin function bump
	.globl	bump
	.p2align	2
	.type	bump,@function
bump:                                   ; @bump
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gCounterPtr@rel32@lo+4
	s_addc_u32 s1, s1, gCounterPtr@rel32@hi+12
	global_load_dwordx2 v[0:1], v0, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z16atomic_fetch_addPVU7_Atomicii@rel32@lo+4
	s_addc_u32 s1, s1, _Z16atomic_fetch_addPVU7_Atomicii@rel32@hi+12
	s_setpc_b64 s[0:1]
.Lfunc_end1:
	.size	bump, .Lfunc_end1-bump
                                        ; -- End function
	.set bump.num_vgpr, max(3, amdgpu.max_num_vgpr)
	.set bump.num_agpr, max(0, amdgpu.max_num_agpr)
	.set bump.numbered_sgpr, max(16, amdgpu.max_num_sgpr)
	.set bump.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set bump.private_seg_size, 0+max(16384)
	.set bump.uses_vcc, 1
	.set bump.uses_flat_scratch, 1
	.set bump.has_dyn_sized_stack, 1
	.set bump.has_recursion, 1
	.set bump.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 64
; TotalNumSgprs: bump.numbered_sgpr+6
; NumVgprs: max(3, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(bump.num_agpr, bump.num_vgpr)
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.protected	use_globals             ; -- Begin function use_globals
	.globl	use_globals
	.p2align	8
	.type	use_globals,@function
use_globals:                            ; @use_globals
; %bb.0:
	s_mov_b64 s[12:13], s[2:3]
	s_mov_b64 s[14:15], s[0:1]
	s_load_dword s0, s[0:1], 0x4
	s_nop 0
	s_load_dword s1, s[4:5], 0x10
	s_load_dwordx2 s[34:35], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_mov_b32 s18, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mov_b32_e32 v31, v0
	s_mul_i32 s0, s18, s0
	s_add_i32 s1, s1, s0
	v_and_b32_e32 v0, 0x3ff, v31
	v_add_u32_e32 v40, s1, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, lookup@rel32@lo+4
	s_addc_u32 s1, s1, lookup@rel32@hi+12
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, s2
	s_mov_b32 s32, 0
	s_mov_b32 s16, s10
	s_mov_b32 s17, s9
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v1, 63, v40
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gScratch@rel32@lo+4
	s_addc_u32 s1, s1, gScratch@rel32@hi+12
	global_store_dword v1, v0, s[0:1]
	v_add_u32_e32 v0, 1, v40
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dword v42, v0, s[0:1]
	s_add_u32 s8, s8, 16
	s_addc_u32 s9, s9, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, bump@rel32@lo+4
	s_addc_u32 s1, s1, bump@rel32@hi+12
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b64 s[6:7], s[12:13]
	s_mov_b32 s12, s18
	s_mov_b32 s13, s17
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_i32_e32 v0, v0
	v_mov_b32_e32 v41, 0
	v_add_f32_e32 v2, v42, v0
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[34:35]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel use_globals
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(use_globals.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, use_globals.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end2:
	.size	use_globals, .Lfunc_end2-use_globals
                                        ; -- End function
	.set use_globals.num_vgpr, max(43, lookup.num_vgpr, bump.num_vgpr)
	.set use_globals.num_agpr, max(0, lookup.num_agpr, bump.num_agpr)
	.set use_globals.numbered_sgpr, max(36, lookup.numbered_sgpr, bump.numbered_sgpr)
	.set use_globals.num_named_barrier, max(0, lookup.num_named_barrier, bump.num_named_barrier)
	.set use_globals.private_seg_size, 0+max(lookup.private_seg_size, bump.private_seg_size)
	.set use_globals.uses_vcc, or(1, lookup.uses_vcc, bump.uses_vcc)
	.set use_globals.uses_flat_scratch, or(0, lookup.uses_flat_scratch, bump.uses_flat_scratch)
	.set use_globals.has_dyn_sized_stack, or(0, lookup.has_dyn_sized_stack, bump.has_dyn_sized_stack)
	.set use_globals.has_recursion, or(0, lookup.has_recursion, bump.has_recursion)
	.set use_globals.has_indirect_call, or(0, lookup.has_indirect_call, bump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; TotalNumSgprs: use_globals.numbered_sgpr+6
; NumVgprs: use_globals.num_vgpr
; NumAgprs: use_globals.num_agpr
; TotalNumVgprs: totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr)
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(use_globals.numbered_sgpr+extrasgprs(use_globals.uses_vcc, use_globals.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(use_globals.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, use_globals.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(use_globals.numbered_sgpr+extrasgprs(use_globals.uses_vcc, use_globals.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, use_globals.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_use_globals ; -- Begin function __clang_ocl_kern_imp_use_globals
	.globl	__clang_ocl_kern_imp_use_globals
	.p2align	2
	.type	__clang_ocl_kern_imp_use_globals,@function
__clang_ocl_kern_imp_use_globals:       ; @__clang_ocl_kern_imp_use_globals
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v45, s33 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v45, s0, 2
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[8:9], 0x0
	scratch_store_dword off, v40, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33       ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s12, s0
	s_add_i32 s1, s1, s0
	s_add_i32 s32, s32, 32
	v_add_u32_e32 v42, s1, v0
	v_writelane_b32 v45, s30, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, lookup@rel32@lo+4
	s_addc_u32 s1, s1, lookup@rel32@hi+12
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v2
	v_writelane_b32 v45, s31, 1
	s_mov_b64 s[18:19], s[6:7]
	s_mov_b64 s[16:17], s[4:5]
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v1, 63, v42
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gScratch@rel32@lo+4
	s_addc_u32 s1, s1, gScratch@rel32@hi+12
	global_store_dword v1, v0, s[0:1]
	v_add_u32_e32 v0, 1, v42
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dword v44, v0, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, bump@rel32@lo+4
	s_addc_u32 s1, s1, bump@rel32@hi+12
	s_mov_b64 s[4:5], s[16:17]
	s_mov_b64 s[6:7], s[18:19]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_i32_e32 v0, v0
	v_mov_b32_e32 v43, 0
	v_readlane_b32 s31, v45, 1
	v_readlane_b32 s30, v45, 0
	v_add_f32_e32 v2, v44, v0
	v_lshl_add_u64 v[0:1], v[42:43], 2, v[40:41]
	scratch_load_dword v44, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_mov_b32 s32, s33
	global_store_dword v[0:1], v2, off
	v_readlane_b32 s0, v45, 2
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v45, off, s33 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_use_globals, .Lfunc_end3-__clang_ocl_kern_imp_use_globals
                                        ; -- End function
	.set __clang_ocl_kern_imp_use_globals.num_vgpr, max(46, lookup.num_vgpr, bump.num_vgpr)
	.set __clang_ocl_kern_imp_use_globals.num_agpr, max(0, lookup.num_agpr, bump.num_agpr)
	.set __clang_ocl_kern_imp_use_globals.numbered_sgpr, max(34, lookup.numbered_sgpr, bump.numbered_sgpr)
	.set __clang_ocl_kern_imp_use_globals.num_named_barrier, max(0, lookup.num_named_barrier, bump.num_named_barrier)
	.set __clang_ocl_kern_imp_use_globals.private_seg_size, 32+max(lookup.private_seg_size, bump.private_seg_size)
	.set __clang_ocl_kern_imp_use_globals.uses_vcc, or(1, lookup.uses_vcc, bump.uses_vcc)
	.set __clang_ocl_kern_imp_use_globals.uses_flat_scratch, or(0, lookup.uses_flat_scratch, bump.uses_flat_scratch)
	.set __clang_ocl_kern_imp_use_globals.has_dyn_sized_stack, or(0, lookup.has_dyn_sized_stack, bump.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_use_globals.has_recursion, or(0, lookup.has_recursion, bump.has_recursion)
	.set __clang_ocl_kern_imp_use_globals.has_indirect_call, or(0, lookup.has_indirect_call, bump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: __clang_ocl_kern_imp_use_globals.numbered_sgpr+6
; NumVgprs: max(46, 19, bump.num_vgpr)
; NumAgprs: max(0, 0, bump.num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_use_globals.num_agpr, __clang_ocl_kern_imp_use_globals.num_vgpr)
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function __printf_alloc
	.type	__printf_alloc,@function
__printf_alloc:                         ; @__printf_alloc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx2 s[0:1], s[8:9], 0x18
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[2:3], 0
                                        ; implicit-def: $sgpr4_sgpr5
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v2, s[0:1] offset:4
	global_load_dword v0, v2, s[0:1] sc1
	s_branch .LBB4_2
.LBB4_1:                                ;   in Loop: Header=BB4_2 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB4_4
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 8, v0
	v_cmp_le_u32_e32 vcc, v1, v3
	s_or_b64 s[4:5], s[4:5], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB4_1
; %bb.3:                                ;   in Loop: Header=BB4_2 Depth=1
	v_mov_b32_e32 v1, v0
	global_atomic_cmpswap v1, v2, v[0:1], s[0:1] sc0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v0
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_mov_b32_e32 v0, v1
	s_branch .LBB4_1
.LBB4_4:
	s_or_b64 exec, exec, s[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	__printf_alloc, .Lfunc_end4-__printf_alloc
                                        ; -- End function
	.set .L__printf_alloc.num_vgpr, 4
	.set .L__printf_alloc.num_agpr, 0
	.set .L__printf_alloc.numbered_sgpr, 32
	.set .L__printf_alloc.num_named_barrier, 0
	.set .L__printf_alloc.private_seg_size, 0
	.set .L__printf_alloc.uses_vcc, 1
	.set .L__printf_alloc.uses_flat_scratch, 0
	.set .L__printf_alloc.has_dyn_sized_stack, 0
	.set .L__printf_alloc.has_recursion, 0
	.set .L__printf_alloc.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function printf
	.type	printf,@function
printf:                                 ; @printf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v4, s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v4, s30, 0
	v_writelane_b32 v4, s31, 1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .L.str@rel32@lo+4
	s_addc_u32 s1, s1, .L.str@rel32@hi+12
	v_mov_b64_e32 v[0:1], s[0:1]
	scratch_store_dwordx2 off, v[0:1], s33
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __printf_alloc@rel32@lo+4
	s_addc_u32 s1, s1, __printf_alloc@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v4, off, s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s10
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	printf, .Lfunc_end5-printf
                                        ; -- End function
	.set .Lprintf.num_vgpr, max(5, .L__printf_alloc.num_vgpr)
	.set .Lprintf.num_agpr, max(0, .L__printf_alloc.num_agpr)
	.set .Lprintf.numbered_sgpr, max(34, .L__printf_alloc.numbered_sgpr)
	.set .Lprintf.num_named_barrier, max(0, .L__printf_alloc.num_named_barrier)
	.set .Lprintf.private_seg_size, 16+max(.L__printf_alloc.private_seg_size)
	.set .Lprintf.uses_vcc, or(1, .L__printf_alloc.uses_vcc)
	.set .Lprintf.uses_flat_scratch, or(0, .L__printf_alloc.uses_flat_scratch)
	.set .Lprintf.has_dyn_sized_stack, or(0, .L__printf_alloc.has_dyn_sized_stack)
	.set .Lprintf.has_recursion, or(0, .L__printf_alloc.has_recursion)
	.set .Lprintf.has_indirect_call, or(0, .L__printf_alloc.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; TotalNumSgprs: 40
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	print_values            ; -- Begin function print_values
	.globl	print_values
	.p2align	8
	.type	print_values,@function
print_values:                           ; @print_values
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_load_dword s6, s[0:1], 0x4
	s_load_dword s7, s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s6, s8, s6
	v_add_u32_e32 v1, s6, v1
	s_sub_i32 s6, 0, s7
	v_cmp_eq_u32_e32 vcc, s6, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 16
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, printf@rel32@lo+4
	s_addc_u32 s17, s17, printf@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_swappc_b64 s[30:31], s[16:17]
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel print_values
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
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
	.size	print_values, .Lfunc_end6-print_values
                                        ; -- End function
	.set print_values.num_vgpr, max(32, .Lprintf.num_vgpr)
	.set print_values.num_agpr, max(0, .Lprintf.num_agpr)
	.set print_values.numbered_sgpr, max(33, .Lprintf.numbered_sgpr)
	.set print_values.num_named_barrier, max(0, .Lprintf.num_named_barrier)
	.set print_values.private_seg_size, 0+max(.Lprintf.private_seg_size)
	.set print_values.uses_vcc, or(1, .Lprintf.uses_vcc)
	.set print_values.uses_flat_scratch, or(0, .Lprintf.uses_flat_scratch)
	.set print_values.has_dyn_sized_stack, or(0, .Lprintf.has_dyn_sized_stack)
	.set print_values.has_recursion, or(0, .Lprintf.has_recursion)
	.set print_values.has_indirect_call, or(0, .Lprintf.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_print_values ; -- Begin function __clang_ocl_kern_imp_print_values
	.globl	__clang_ocl_kern_imp_print_values
	.p2align	2
	.type	__clang_ocl_kern_imp_print_values,@function
__clang_ocl_kern_imp_print_values:      ; @__clang_ocl_kern_imp_print_values
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s18, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v5, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[8:9], 0x0
	v_and_b32_e32 v0, 0x3ff, v31
	v_writelane_b32 v5, s30, 0
	s_add_i32 s32, s32, 16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s12, s0
	v_add_u32_e32 v0, s0, v0
	s_sub_i32 s0, 0, s1
	v_cmp_eq_u32_e32 vcc, s0, v0
	v_writelane_b32 v5, s31, 1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, printf@rel32@lo+4
	s_addc_u32 s1, s1, printf@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
.LBB7_2:
	s_or_b64 exec, exec, s[16:17]
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v5, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s18
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_print_values, .Lfunc_end7-__clang_ocl_kern_imp_print_values
                                        ; -- End function
	.set __clang_ocl_kern_imp_print_values.num_vgpr, max(32, .Lprintf.num_vgpr)
	.set __clang_ocl_kern_imp_print_values.num_agpr, max(0, .Lprintf.num_agpr)
	.set __clang_ocl_kern_imp_print_values.numbered_sgpr, max(34, .Lprintf.numbered_sgpr)
	.set __clang_ocl_kern_imp_print_values.num_named_barrier, max(0, .Lprintf.num_named_barrier)
	.set __clang_ocl_kern_imp_print_values.private_seg_size, 16+max(.Lprintf.private_seg_size)
	.set __clang_ocl_kern_imp_print_values.uses_vcc, or(1, .Lprintf.uses_vcc)
	.set __clang_ocl_kern_imp_print_values.uses_flat_scratch, or(0, .Lprintf.uses_flat_scratch)
	.set __clang_ocl_kern_imp_print_values.has_dyn_sized_stack, or(0, .Lprintf.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_print_values.has_recursion, or(0, .Lprintf.has_recursion)
	.set __clang_ocl_kern_imp_print_values.has_indirect_call, or(0, .Lprintf.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 46
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	kTable                          ; @kTable
	.type	kTable,@object
	.section	.rodata,"a",@progbits
	.globl	kTable
	.p2align	2, 0x0
kTable:
	.long	0x3f000000                      ; float 0.5
	.long	0x3fc00000                      ; float 1.5
	.long	0x40200000                      ; float 2.5
	.long	0x40600000                      ; float 3.5
	.long	0x40900000                      ; float 4.5
	.long	0x40b00000                      ; float 5.5
	.long	0x40d00000                      ; float 6.5
	.long	0x40f00000                      ; float 7.5
	.size	kTable, 32

	.hidden	kGreeting                       ; @kGreeting
	.type	kGreeting,@object
	.globl	kGreeting
kGreeting:
	.asciz	"table"
	.size	kGreeting, 6

	.hidden	gCounter                        ; @gCounter
	.type	gCounter,@object
	.data
	.globl	gCounter
	.p2align	2, 0x0
gCounter:
	.long	7                               ; 0x7
	.size	gCounter, 4

	.hidden	gCounterPtr                     ; @gCounterPtr
	.type	gCounterPtr,@object
	.globl	gCounterPtr
	.p2align	3, 0x0
gCounterPtr:
	.quad	gCounter
	.size	gCounterPtr, 8

	.hidden	gScratch                        ; @gScratch
	.type	gScratch,@object
	.section	.bss,"aw",@nobits
	.globl	gScratch
	.p2align	2, 0x0
gScratch:
	.zero	256
	.size	gScratch, 256

	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"%s: n=%d first=%f hex=%x vec=%v4hlf\n"
	.size	.L.str, 37

	.hidden	_Z16atomic_fetch_addPVU7_Atomicii
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym gCounter
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
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
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           use_globals
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         use_globals.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
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
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           print_values
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         print_values.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
