// llvm-objdump 22 follows s_set_vgpr_msb (the VGPR MSB mode) and writes v256-v1023 as comments: one slot at a time
// over each operand family, every slot at once, and the instructions that clear the mode. Built by rebuild.sh.
.text
slots:
s_set_vgpr_msb 0x01
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
s_set_vgpr_msb 0x04
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
s_set_vgpr_msb 0x10
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
s_set_vgpr_msb 0x40
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
s_set_vgpr_msb 0xe4
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
s_set_vgpr_msb 0xff
v_fma_f32 v0, -|v1|, v2, v3
v_add_f32 v0, v1, v2
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, s2
v_readfirstlane_b32 s0, v1
ds_write_b32 v1, v2
ds_read_b32 v0, v1
ds_write2_b32 v1, v2, v3
ds_cmpstore_rtn_b32 v0, v1, v2, v3
global_load_b32 v0, v1, s[0:1]
global_load_b32 v0, v[2:3], off
global_store_b32 v1, v2, s[0:1]
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN
scratch_load_b32 v0, v1, off
buffer_load_b32 v0, v1, s[0:3], s4 offen
buffer_store_b32 v0, v1, s[0:3], s4 offen
v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v2
v_dual_fma_f32 v0, v1, v2, v3 :: v_dual_fma_f32 v5, v6, v7, v8
v_mad_co_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_add_co_u32 v0, vcc_lo, v1, v2
v_cvt_f32_f16 v0, v1
v_add_f32_e64_dpp v0, v1, v2 row_shl:1
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_cndmask_b32 v5, v6, v7, s2
v_add_f32 v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
v_mov_b32 v255, v254
ds_store_b64 v1, v[2:3] offset:8
global_store_b64 v[0:1], v[2:3], off
// v_fmamk_*'s second source takes src2's bits, v_fmaak_*'s src1's, an fmac's accumulator the destination's
s_set_vgpr_msb 0x10
v_fmamk_f32 v0, v1, 0x3f800000, v2
v_fmaak_f32 v0, v1, v2, 0x3f800000
v_fmamk_f64 v[0:1], v[2:3], 0x3ff0000000000000, v[4:5]
s_set_vgpr_msb 0x04
v_fmamk_f32 v0, v1, 0x3f800000, v2
v_fmaak_f32 v0, v1, v2, 0x3f800000
s_set_vgpr_msb 0x40
v_fmac_f32 v0, v1, v2
clears:
s_set_vgpr_msb 0x41
v_mov_b32 v0, v1
s_branch 0
v_mov_b32 v0, v1
s_cbranch_scc0 0
v_mov_b32 v0, v1
s_setpc_b64 s[0:1]
v_mov_b32 v0, v1
s_swap_pc_i64 s[0:1], s[2:3]
v_mov_b32 v0, v1
s_nop 0
s_trap 2
v_mov_b32 v0, v1
s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 0, 32), 0
v_mov_b32 v0, v1
s_endpgm_saved
v_mov_b32 v0, v1
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
v_mov_b32 v0, v1
s_endpgm
v_mov_b32 v0, v1
s_set_vgpr_msb 0x41
.long 0xffffffff
v_mov_b32 v0, v1
s_code_end
v_mov_b32 v0, v1
