// Target features as data: the LLVM features that decide which instructions a processor has beyond its
// generation's column of the instruction table. Which processor has which feature is generated from llvm-mc 22
// probes (isa/processor_features.def, tools/oracle/make_processor_tables.py); which row needs or is excluded by
// a feature is generated too (isa/feature_rows.def). Code asks for features, never for processor names.
#pragma once
#include <cstdint>

namespace gcnkit {

// One bit per LLVM feature (its name in the comment).
enum Feature : uint64_t {
  kFeatMadMixInsts = 1ull << 0,         // mad-mix-insts: v_mad_mix_f32, v_mad_mixlo/hi_f16
  kFeatFmaMixInsts = 1ull << 1,         // fma-mix-insts: v_fma_mix_f32, v_fma_mixlo/hi_f16 (same opcodes)
  kFeatDlInsts = 1ull << 2,             // dl-insts: v_fmac_f32, v_xnor_b32
  kFeatPkFmacF16Inst = 1ull << 3,       // pk-fmac-f16-inst: v_pk_fmac_f16
  kFeatDot1Insts = 1ull << 4,           // dot1-insts: v_dot4_i32_i8, v_dot8_i32_i4
  kFeatDot2Insts = 1ull << 5,           // dot2-insts: v_dot2_i32_i16, v_dot2_u32_u16
  kFeatDot3Insts = 1ull << 6,           // dot3-insts: v_dot8c_i32_i4
  kFeatDot4Insts = 1ull << 7,           // dot4-insts: v_dot2c_i32_i16
  kFeatDot5Insts = 1ull << 8,           // dot5-insts: v_dot2c_f32_f16
  kFeatDot6Insts = 1ull << 9,           // dot6-insts: v_dot4c_i32_i8
  kFeatDot7Insts = 1ull << 10,          // dot7-insts: v_dot4_u32_u8, v_dot8_u32_u4
  kFeatDot10Insts = 1ull << 11,         // dot10-insts: v_dot2_f32_f16
  kFeatMaiInsts = 1ull << 12,           // mai-insts: v_mfma_*, v_accvgpr_read/write, AGPRs
  kFeatGfx90aInsts = 1ull << 13,        // gfx90a-insts: v_accvgpr_mov, 64-bit DPP controls, unified VGPR file
  kFeatPackedFp32Ops = 1ull << 14,      // packed-fp32-ops: v_pk_fma/mul/add_f32, v_pk_mov_b32
  kFeatFmacF64Inst = 1ull << 15,        // fmacf64-inst: v_fmac_f64
  kFeatDpp64 = 1ull << 16,              // dpp-64bit: DPP on 64-bit operands
  kFeatAtomicFaddRtnInsts = 1ull << 17, // atomic-fadd-rtn-insts: returning buffer/global atomic add f32
  kFeatGfx940Insts = 1ull << 18,        // gfx940-insts: sc0/sc1/nt cache bits instead of glc/slc, ...
  kFeatGfx950Insts = 1ull << 19,        // gfx950-insts
  kFeatAlignedVgprs = 1ull << 20,       // (LLVM's needsAlignedVGPRs) 64-bit and wider VGPR tuples start even
  kFeatPackedTid = 1ull << 21,          // packed-tid: the work-item ids of a lane start packed in v0 (x 9:0, y 19:10, z 29:20)
  kFeatArchitectedFlatScratch = 1ull << 22,  // architected-flat-scratch: the hardware sets FLAT_SCRATCH to the wave's scratch
  kFeatAtomicFaddNoRtnInsts = 1ull << 23, // atomic-fadd-no-rtn-insts: buffer/global_atomic_add_f32 without return
  kFeatGfx10AEncoding = 1ull << 24,     // gfx10-a-encoding: image_bvh*_intersect_ray, image_msaa_load (gfx1013, gfx1030+)
  kFeatSaluFloat = 1ull << 25,          // salu-float-insts: SALU floating point (s_add_f32, s_fmac_f32, s_cvt_*; gfx1150+)
  kFeatDppSrc1Sgpr = 1ull << 26,        // dpp-src1-sgpr: a DPP instruction's src1 may be an SGPR (gfx1150+)
  kFeatRealTrue16 = 1ull << 27,         // real-true16: 16-bit VGPR operands name a half (v1.l, v1.h); GFX11's default,
                                        // -mattr=-real-true16 gives the older reading ("fake16")
  kFeatPointSampleAccel = 1ull << 28,   // point-sample-accel (gfx1150, gfx1151, gfx1152)
  kFeatArchitectedSgprs = 1ull << 29,   // architected-sgprs: the work-group ids arrive in TTMP9 (x) and TTMP7 (y 15:0,
                                        // z 31:16), not in system SGPRs (GFX12)
};

// A row's availability on one generation: every `needs` feature present and no `excludes` one.
struct FeatureGate {
  uint64_t needs = 0, excludes = 0;
  constexpr bool admits(uint64_t features) const { return (features & needs) == needs && !(features & excludes); }
};

}  // namespace gcnkit
