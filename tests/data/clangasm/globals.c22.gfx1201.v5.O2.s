	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.hidden	lookup                          ; -- Begin function lookup
	.globl	lookup
	.p2align	2
	.type	lookup,@function
lookup:                                 ; @lookup
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v0, 7, v0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, kTable@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, kTable@rel32@hi+24
	v_and_b32_e32 v2, 0x7fffffff, v1
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_b32 v0, v0, s[0:1]
	s_mov_b32 s1, exec_lo
	v_cmpx_ngt_f32_e64 0x48000000, |v1|
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mov_b32 s0, 0x7fffff
	v_mov_b32_e32 v5, 0
	s_wait_alu depctr_sa_sdst(0)
	v_and_or_b32 v13, v2, s0, 0x800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[3:4], null, 0xfe5163ab, v13, 0
	v_mad_co_u64_u32 v[6:7], null, 0x3c439041, v13, v[4:5]
	v_lshrrev_b32_e32 v4, 23, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v4, 0xffffff88, v4
	v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5
	v_dual_mov_b32 v10, v5 :: v_dual_mov_b32 v11, v5
	v_cmp_lt_u32_e32 vcc_lo, 63, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mad_co_u64_u32 v[7:8], null, 0xdb629599, v13, v[7:8]
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v12, 0, 0xffffffc0, vcc_lo
	v_mad_co_u64_u32 v[8:9], null, 0xf534ddc0, v13, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v3, v7, v3, vcc_lo
	v_mad_co_u64_u32 v[9:10], null, 0xfc2757d1, v13, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, v8, v6, vcc_lo
	v_mad_co_u64_u32 v[10:11], null, 0x4e441529, v13, v[10:11]
	v_add_nc_u32_e32 v4, v12, v4
	v_mov_b32_e32 v12, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u32_e64 s0, 31, v4
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v14, 0, 0xffffffe0, s0
	v_cndmask_b32_e64 v3, v6, v3, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, v14, v4
	v_mad_co_u64_u32 v[4:5], null, 0xa2f9836e, v13, v[11:12]
	v_cndmask_b32_e32 v12, v10, v8, vcc_lo
	v_dual_cndmask_b32 v4, v4, v9 :: v_dual_cndmask_b32 v9, v9, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_lt_u32_e64 s1, 31, v14
	v_cndmask_b32_e32 v5, v5, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, v4, v12, s0
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v11, 0, 0xffffffe0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v4, v5, v4, s0
	v_cndmask_b32_e64 v5, v12, v9, s0
	v_cndmask_b32_e64 v9, v9, v6, s0
	v_add_nc_u32_e32 v10, v11, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v4, v4, v8, s1
	v_cndmask_b32_e64 v8, v8, v5, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v5, v5, v9, s1
	v_cndmask_b32_e64 v3, v9, v3, s1
	v_sub_nc_u32_e32 v11, 32, v10
	v_cmp_eq_u32_e32 vcc_lo, 0, v10
	v_alignbit_b32 v12, v4, v8, v11
	v_alignbit_b32 v7, v8, v5, v11
	v_alignbit_b32 v10, v5, v3, v11
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v4, v12, v4, vcc_lo
	v_dual_cndmask_b32 v6, v7, v8 :: v_dual_cndmask_b32 v5, v10, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bfe_u32 v7, v4, 29, 1
	v_alignbit_b32 v8, v4, v6, 30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_alignbit_b32 v6, v6, v5, 30
	v_alignbit_b32 v3, v5, v3, 30
	v_sub_nc_u32_e32 v9, 0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v5, v6, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v9
	v_lshrrev_b32_e32 v9, 29, v4
	v_lshrrev_b32_e32 v4, 30, v4
	v_clz_i32_u32_e32 v10, v8
	v_add_nc_u32_e32 v4, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v10, 32, v10
	v_sub_nc_u32_e32 v6, 31, v10
	v_lshlrev_b32_e32 v11, 23, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_alignbit_b32 v8, v8, v5, v6
	v_alignbit_b32 v3, v5, v3, v6
	v_lshlrev_b32_e32 v5, 31, v9
	v_alignbit_b32 v6, v8, v3, 9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_or_b32_e32 v9, 0.5, v5
	v_lshrrev_b32_e32 v8, 9, v8
	v_or_b32_e32 v5, 0x33000000, v5
	v_clz_i32_u32_e32 v12, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v9, v9, v11
	v_min_u32_e32 v11, 32, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, v8, v9
	v_not_b32_e32 v9, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v12, 0x3fc90fda, v8
	v_add_lshl_u32 v10, v11, v10, 23
	v_alignbit_b32 v3, v6, v3, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v6, 0x3fc90fda, v8, -v12
	v_sub_nc_u32_e32 v5, v5, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v3, 9, v3
	v_fmamk_f32 v6, v8, 0x33a22168, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, v5, v3
	v_fmac_f32_e32 v6, 0x3fc90fda, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v3, v12, v6
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s2
; %bb.3:
	v_mul_f32_e64 v3, 0x3f22f983, |v1|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rndne_f32_e32 v4, v3
	v_fma_f32 v3, 0xbfc90fda, v4, |v1|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v3, v4, 0xb3a22168, v3
	v_fmamk_f32 v3, v4, 0xa7c234c4, v3
	v_cvt_i32_f32_e32 v4, v4
; %bb.4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_frexp_mant_f32_e64 v5, |v1|
	s_mov_b32 s0, 0x3e76c4e1
	v_xor_b32_e32 v2, v2, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0x3f2aaaab, v5
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v6, 1.0, 2.0, vcc_lo
	v_mul_f32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, -1.0, v5
	v_add_f32_e32 v6, 1.0, v5
	v_rcp_f32_e32 v7, v6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v9, v8, v7 :: v_dual_add_f32 v10, -1.0, v6
	v_mul_f32_e32 v11, v6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v5, v5, v10
	v_fma_f32 v6, v9, v6, -v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v9, v5
	v_add_f32_e32 v5, v11, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v10, v8, v5 :: v_dual_sub_f32 v11, v5, v11
	v_sub_f32_e32 v6, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v8, v10
	v_sub_f32_e32 v5, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v6, v5
	v_add_f32_e32 v5, v10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v7, v5
	v_add_f32_e32 v6, v9, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v6, v9
	v_dual_mul_f32 v8, v6, v6 :: v_dual_sub_f32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v7, v6, v6, -v8
	v_add_f32_e32 v9, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v6, v9
	v_add_f32_e32 v10, v8, v7
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmaak_f32 v11, s0, v10, 0x3e91f4c4 :: v_dual_sub_f32 v8, v10, v8
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, __oclc_daz_opt@gotpcrel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, __oclc_daz_opt@gotpcrel32@hi+24
	s_load_b64 s[0:1], s[0:1], 0x0
	v_fmaak_f32 v11, v10, v11, 0x3ecccdef
	v_dual_sub_f32 v7, v7, v8 :: v_dual_mul_f32 v14, v6, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v10, v11
	v_fma_f32 v15, v10, v6, -v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v10, v11, -v12
	v_dual_fmac_f32 v15, v10, v5 :: v_dual_fmac_f32 v8, v7, v11
	s_wait_kmcnt 0x0
	s_load_u8 s0, s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v12, v8
	s_mov_b32 s1, 0xc2ce8ed0
	v_dual_sub_f32 v12, v11, v12 :: v_dual_add_f32 v13, 0x3f2aaaaa, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v12
	v_dual_add_f32 v12, 0xbf2aaaaa, v13 :: v_dual_fmac_f32 v15, v7, v6
	v_add_f32_e32 v6, v6, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 0x31739010, v8
	v_sub_f32_e32 v11, v11, v12
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v8, v11
	v_add_f32_e32 v8, v14, v15
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s1, 0xc2aeac50
	s_mov_b32 s1, 0x37d75334
	v_sub_f32_e32 v12, v8, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v12, v15, v12 :: v_dual_add_f32 v7, v13, v5
	v_sub_f32_e32 v10, v13, v7
	v_mul_f32_e32 v11, v8, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v5, v10
	v_fma_f32 v10, v8, v7, -v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v10, v8, v5
	v_frexp_exp_i32_f32_e32 v5, v1
	v_fmac_f32_e32 v10, v12, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cvt_f32_i32_e32 v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v12, 0x3f317218, v5 :: v_dual_add_f32 v7, v11, v10
	v_sub_f32_e32 v11, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v10, v10, v11
	v_add_f32_e32 v8, v6, v7
	v_fma_f32 v11, 0x3f317218, v5, -v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v6, v8, v6 :: v_dual_fmamk_f32 v5, v5, 0xb102e308, v11
	v_sub_f32_e32 v6, v7, v6
	v_add_f32_e32 v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v6, v7, v6 :: v_dual_add_f32 v7, v12, v5
	v_dual_add_f32 v9, v8, v6 :: v_dual_sub_f32 v12, v7, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v10, v7, v9 :: v_dual_sub_f32 v5, v5, v12
	v_dual_sub_f32 v8, v9, v8 :: v_dual_sub_f32 v11, v10, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v6, v6, v8
	v_sub_f32_e32 v8, v9, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v5, v6
	v_sub_f32_e32 v13, v10, v11
	v_sub_f32_e32 v7, v7, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, v8, v7 :: v_dual_sub_f32 v8, v9, v5
	v_dual_sub_f32 v6, v6, v8 :: v_dual_add_f32 v7, v9, v7
	v_sub_f32_e32 v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v10, v7
	v_dual_sub_f32 v5, v5, v9 :: v_dual_sub_f32 v8, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v5, v6, v5 :: v_dual_sub_f32 v6, v7, v8
	v_add_f32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v11, v5
	v_dual_sub_f32 v7, v6, v11 :: v_dual_mul_f32 v8, 0x3fc00000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v5, v5, v7
	v_fma_f32 v6, 0x3fc00000, v6, -v8
	v_cmp_class_f32_e64 vcc_lo, v8, 0x204
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, 0x3fc00000, v5
	v_add_f32_e32 v5, v8, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v5, v8, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, 0x42b17218, v7
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v9, 0, 0x37000000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v7, v9
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v12, 0x3fb8aa3b, v10, -v11
	v_rndne_f32_e32 v13, v11
	v_dual_fmamk_f32 v12, v10, 0x32a5705f, v12 :: v_dual_sub_f32 v11, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v12, v11
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v11
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v12, 0, 0x42800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v12
	v_cndmask_b32_e64 v12, 0, 0xffffffc0, vcc_lo
	v_cmp_neq_f32_e64 vcc_lo, 0x7f800000, |v7|
	v_mul_f32_e32 v7, v3, v3
	v_sub_f32_e32 v5, v5, v8
	v_exp_f32_e32 v11, v11
	v_cvt_i32_f32_e32 v8, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v6, v5
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1)
	v_ldexp_f32 v11, v11, v12
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_ngt_f32_e32 vcc_lo, s0, v10
	s_mov_b32 s0, 0xb94c1982
	v_add_f32_e32 v5, v9, v5
	v_ldexp_f32 v6, v11, v8
	s_wait_alu depctr_sa_sdst(0)
	v_fmaak_f32 v8, s0, v7, 0x3c0881c4
	v_fmaak_f32 v9, s1, v7, 0xbab64f3b
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7f800000, v6, vcc_lo
	v_fma_f32 v5, v6, v5, v6
	v_cmp_class_f32_e64 vcc_lo, v6, 0x204
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v1
	v_fmaak_f32 v6, v7, v8, 0xbe2aaa9d
	v_dual_fmaak_f32 v8, v7, v9, 0x3d2aabf7 :: v_dual_and_b32 v9, 1, v4
	v_lshlrev_b32_e32 v4, 30, v4
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v5, 0x7fc00000, |v5|, vcc_lo
	v_cmp_neq_f32_e64 vcc_lo, 0x7f800000, |v1|
	v_mul_f32_e32 v6, v7, v6
	v_fmaak_f32 v8, v7, v8, 0xbf000004
	v_and_b32_e32 v4, 0x80000000, v4
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0x7f800000, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_fmac_f32_e32 v3, v3, v6
	v_fma_f32 v6, v7, v8, 1.0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, v6, v3, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, v4, v3
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0x7fc00000, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 1.0, v1
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, 1.0, v5, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v1, 0x1f8
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v3, v0, v2
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v0, 0x7fc00000, v3, vcc_lo
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	lookup, .Lfunc_end0-lookup
                                        ; -- End function
	.set lookup.num_vgpr, 16
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
; codeLenInByte = 2140
; TotalNumSgprs: 34
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	bump                            ; -- Begin function bump
	.globl	bump
	.p2align	2
	.type	bump,@function
bump:                                   ; @bump
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gCounterPtr@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, gCounterPtr@rel32@hi+24
	global_load_b64 v[0:1], v0, s[0:1]
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _Z16atomic_fetch_addPVU7_Atomicii@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, _Z16atomic_fetch_addPVU7_Atomicii@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_setpc_b64 s[0:1]
.Lfunc_end1:
	.size	bump, .Lfunc_end1-bump
                                        ; -- End function
	.set bump.num_vgpr, max(3, amdgpu.max_num_vgpr)
	.set bump.num_agpr, max(0, amdgpu.max_num_agpr)
	.set bump.numbered_sgpr, max(16, amdgpu.max_num_sgpr)
	.set bump.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set bump.private_seg_size, 0
	.set bump.uses_vcc, 1
	.set bump.uses_flat_scratch, 1
	.set bump.has_dyn_sized_stack, 1
	.set bump.has_recursion, 1
	.set bump.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; TotalNumSgprs: bump.numbered_sgpr+2
; NumVgprs: max(3, amdgpu.max_num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	use_globals             ; -- Begin function use_globals
	.globl	use_globals
	.p2align	8
	.type	use_globals,@function
use_globals:                            ; @use_globals
; %bb.0:
	s_mov_b64 s[12:13], s[0:1]
	s_clause 0x2
	s_load_b32 s0, s[4:5], 0x1c
	s_load_b32 s1, s[4:5], 0x38
	s_load_b96 s[36:38], s[4:5], 0x0
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[6:7], s[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v0, 0x3ff, v31
	s_wait_kmcnt 0x0
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, ttmp9, s0
	v_mov_b32_e32 v1, s38
	v_add3_u32 v40, s1, s0, v0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, lookup@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, lookup@rel32@hi+24
	v_mov_b32_e32 v0, v40
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v2, 63, v40
	v_add_nc_u32_e32 v1, 1, v40
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gScratch@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, gScratch@rel32@hi+24
	s_add_nc_u64 s[8:9], s[4:5], 16
	s_mov_b64 s[4:5], s[12:13]
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_b32 v2, v0, s[0:1]
	v_dual_mov_b32 v0, 1 :: v_dual_and_b32 v1, 63, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_b32 v42, v1, s[0:1]
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, bump@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, bump@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_i32_e32 v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v41, 0 :: v_dual_add_f32 v2, v42, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s36, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s37, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel use_globals
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(use_globals.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end2:
	.size	use_globals, .Lfunc_end2-use_globals
                                        ; -- End function
	.set use_globals.num_vgpr, max(43, lookup.num_vgpr, bump.num_vgpr)
	.set use_globals.num_agpr, max(0, lookup.num_agpr, bump.num_agpr)
	.set use_globals.numbered_sgpr, max(39, lookup.numbered_sgpr, bump.numbered_sgpr)
	.set use_globals.num_named_barrier, max(0, lookup.num_named_barrier, bump.num_named_barrier)
	.set use_globals.private_seg_size, 0+max(lookup.private_seg_size, bump.private_seg_size)
	.set use_globals.uses_vcc, or(1, lookup.uses_vcc, bump.uses_vcc)
	.set use_globals.uses_flat_scratch, or(0, lookup.uses_flat_scratch, bump.uses_flat_scratch)
	.set use_globals.has_dyn_sized_stack, or(0, lookup.has_dyn_sized_stack, bump.has_dyn_sized_stack)
	.set use_globals.has_recursion, or(0, lookup.has_recursion, bump.has_recursion)
	.set use_globals.has_indirect_call, or(0, lookup.has_indirect_call, bump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 324
; TotalNumSgprs: use_globals.numbered_sgpr+2
; NumVgprs: use_globals.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(use_globals.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 11, 16, max(use_globals.numbered_sgpr+extrasgprs(use_globals.uses_vcc, use_globals.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(use_globals.num_agpr, use_globals.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_use_globals ; -- Begin function __clang_ocl_kern_imp_use_globals
	.globl	__clang_ocl_kern_imp_use_globals
	.p2align	2
	.type	__clang_ocl_kern_imp_use_globals,@function
__clang_ocl_kern_imp_use_globals:       ; @__clang_ocl_kern_imp_use_globals
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v45, s33 offset:20 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v45, s0, 2
	s_clause 0x1
	s_load_b32 s0, s[8:9], 0xc
	s_load_b32 s1, s[8:9], 0x28
	s_clause 0x4                            ; 20-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:16
	scratch_store_b32 off, v41, s33 offset:12
	scratch_store_b32 off, v42, s33 offset:8
	scratch_store_b32 off, v43, s33 offset:4
	scratch_store_b32 off, v44, s33
	v_dual_mov_b32 v42, v1 :: v_dual_mov_b32 v43, v0
	v_dual_mov_b32 v1, v2 :: v_dual_and_b32 v0, 0x3ff, v31
	v_writelane_b32 v45, s30, 0
	s_add_co_i32 s32, s32, 32
	v_writelane_b32 v45, s31, 1
	s_wait_kmcnt 0x0
	s_and_b32 s0, s0, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s0, ttmp9, s0
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v40, s1, s0, v0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, lookup@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, lookup@rel32@hi+24
	v_mov_b32_e32 v0, v40
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v2, 63, v40
	v_add_nc_u32_e32 v1, 1, v40
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, gScratch@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, gScratch@rel32@hi+24
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_b32 v2, v0, s[0:1]
	v_dual_mov_b32 v0, 1 :: v_dual_and_b32 v1, 63, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_b32 v44, v1, s[0:1]
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, bump@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, bump@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_i32_e32 v2, v0
	v_mov_b32_e32 v41, 0
	v_readlane_b32 s31, v45, 1
	v_readlane_b32 s30, v45, 0
	s_mov_b32 s32, s33
	v_add_f32_e32 v2, v44, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[40:41]
	v_readlane_b32 s0, v45, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, v43, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v42, v1, vcc_lo
	s_clause 0x4                            ; 20-byte Folded Reload
	scratch_load_b32 v44, off, s33
	scratch_load_b32 v43, off, s33 offset:4
	scratch_load_b32 v42, off, s33 offset:8
	scratch_load_b32 v41, off, s33 offset:12
	scratch_load_b32 v40, off, s33 offset:16
	global_store_b32 v[0:1], v2, off
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v45, off, s33 offset:20 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
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
	.set __clang_ocl_kern_imp_use_globals.uses_flat_scratch, or(1, lookup.uses_flat_scratch, bump.uses_flat_scratch)
	.set __clang_ocl_kern_imp_use_globals.has_dyn_sized_stack, or(0, lookup.has_dyn_sized_stack, bump.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_use_globals.has_recursion, or(0, lookup.has_recursion, bump.has_recursion)
	.set __clang_ocl_kern_imp_use_globals.has_indirect_call, or(0, lookup.has_indirect_call, bump.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 568
; TotalNumSgprs: __clang_ocl_kern_imp_use_globals.numbered_sgpr+2
; NumVgprs: max(46, 16, bump.num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function __printf_alloc
	.type	__printf_alloc,@function
__printf_alloc:                         ; @__printf_alloc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_load_b64 s[0:1], s[8:9], 0x48
	v_mov_b32_e32 v2, 0
	s_mov_b32 s2, 0
                                        ; implicit-def: $sgpr3
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v3, v2, s[0:1] offset:4
	global_load_b32 v0, v2, s[0:1] scope:SCOPE_DEV
	s_branch .LBB4_2
.LBB4_1:                                ;   in Loop: Header=BB4_2 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, exec_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s2, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB4_4
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v1, 8, v0
	s_or_b32 s3, s3, exec_lo
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_le_u32_e64 v1, v3
	s_cbranch_execz .LBB4_1
; %bb.3:                                ;   in Loop: Header=BB4_2 Depth=1
	v_mov_b32_e32 v1, v0
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s3, s3, exec_lo
	global_atomic_cmpswap_b32 v1, v2, v[0:1], s[0:1] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v1, v0
	v_mov_b32_e32 v0, v1
	s_and_b32 s5, vcc_lo, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s3, s3, s5
	s_branch .LBB4_1
.LBB4_4:
	s_or_b32 exec_lo, exec_lo, s2
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
; codeLenInByte = 200
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function printf
	.type	printf,@function
printf:                                 ; @printf
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v4, s33 offset:8 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v4, s30, 0
	v_writelane_b32 v4, s31, 1
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, .L.str@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, .L.str@rel32@hi+24
	v_mov_b32_e32 v0, s0
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v1, s1
	scratch_store_b64 off, v[0:1], s33
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, __printf_alloc@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, __printf_alloc@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v4, off, s33 offset:8  ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s6
	s_wait_loadcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
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
; codeLenInByte = 228
; TotalNumSgprs: 36
; NumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	print_values            ; -- Begin function print_values
	.globl	print_values
	.p2align	8
	.type	print_values,@function
print_values:                           ; @print_values
; %bb.0:
	s_mov_b64 s[10:11], s[6:7]
	s_clause 0x1
	s_load_b32 s6, s[4:5], 0x1c
	s_load_b32 s7, s[4:5], 0x38
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s32, 0
	s_wait_kmcnt 0x0
	s_and_b32 s6, s6, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[1:2], null, ttmp9, s6, v[1:2]
	s_sub_co_i32 s6, 0, s7
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_eq_u32_e32 vcc_lo, s6, v1
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_mov_b32_e32 v31, v0
	s_add_nc_u64 s[8:9], s[4:5], 16
	s_getpc_b64 s[12:13]
	s_sext_i32_i16 s13, s13
	s_add_co_u32 s12, s12, printf@rel32@lo+8
	s_add_co_ci_u32 s13, s13, printf@rel32@hi+16
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[12:13]
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel print_values
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
; codeLenInByte = 132
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_print_values ; -- Begin function __clang_ocl_kern_imp_print_values
	.globl	__clang_ocl_kern_imp_print_values
	.p2align	2
	.type	__clang_ocl_kern_imp_print_values,@function
__clang_ocl_kern_imp_print_values:      ; @__clang_ocl_kern_imp_print_values
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s17, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v5, s33          ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_clause 0x1
	s_load_b32 s0, s[8:9], 0xc
	s_load_b32 s1, s[8:9], 0x28
	v_and_b32_e32 v0, 0x3ff, v31
	v_writelane_b32 v5, s30, 0
	s_mov_b32 s16, exec_lo
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v5, s31, 1
	s_wait_kmcnt 0x0
	s_and_b32 s0, s0, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s0, v[0:1]
	s_sub_co_i32 s0, 0, s1
	s_wait_alu depctr_sa_sdst(0)
	v_cmpx_eq_u32_e64 s0, v0
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, printf@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, printf@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB7_2:
	s_or_b32 exec_lo, exec_lo, s16
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v5, off, s33           ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s17
	s_wait_loadcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
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
; codeLenInByte = 252
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           use_globals
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         use_globals.kd
    .uses_dynamic_stack: true
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           print_values
    .private_segment_fixed_size: 16
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         print_values.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
