// What each generation's vector ALU can do, as data: one row per generation, read by the VALU parser,
// printer and checks instead of comparisons of generation numbers (facts from the ISA documents and
// llvm-mc 22).
#pragma once
#include <array>
#include <cstdint>

#include "isa/target.h"

namespace gcnkit {

// The high half of a VGPR written by a 16-bit VALU result (LLVM's zeroesHigh16BitsOfDest): zeroed on GFX8;
// on GFX9 zeroed except by the ops that take op_sel there (mad/fma/mac f16, mad u16/i16); kept from GFX10.
enum class Hi16 : uint8_t { Zero, ZeroUnlessOpsel, Keep };

struct VectorFeatures {
  uint8_t constantBus;  // scalar values (SGPRs, literal) one VALU instruction may read
  bool vop3Literal;     // VOP3/VOP3P may carry a literal dword
  bool extensions;      // DPP second dwords exist (and SDWA where `sdwa` says so)
  bool sdwaScalar;      // SDWA sources may be SGPRs or constants, SDWA has omod, an SDWA compare names its result
  bool dpp16;           // DPP16: row_share/row_xmask, fi, DPP8 (and no wave shifts or row_bcast)
  bool cmpxExecOnly;    // v_cmpx_* write exec only: no result operand, exec_lo in the e64 destination field
  bool integerClamp;    // clamp applies to integer results too
  bool invPi;           // 1/(2*pi) is an inline constant
  bool wave32;          // wave32 exists (lane masks are one SGPR in it)
  bool interpE64;       // the interpolation ops also have a VOP3 form (so the VINTRP one is printed _e32)
  bool cndmaskMods;     // v_cndmask_b32's VOP3 form takes source modifiers (llvm-mc 22 and llvm-objdump 22 read them from
                        // GFX8 on; GFX6/7, which they do not disassemble, are left without)
  bool inline16Wide;    // a 16-bit source of a 64-bit form takes inline constants (else any number is a literal)
  bool gprIdxMode;      // s_set_gpr_idx_on indexes VALU VGPR operands through M0 (GFX8/9)
  Hi16 hi16;            // what a 16-bit VALU result does to the other half of its VGPR
  bool f16Mode;         // f16 conversions round/flush with MODE's double/half fields (GFX6/7: the single round
                        // mode, f16 denormals kept)
  uint16_t trigRange;   // |x| (revolutions) up to which v_sin/v_cos compute; beyond it they return 0 (GFX6-8:
                        // the reference page's 1; GFX9+: 256, where LLVM drops the range reduction)
  bool sdwa;            // SDWA second dwords exist (GFX8-GFX10.3)
  bool vop3Dpp;         // VOP3 and VOP3P forms may carry a DPP16/DPP8 dword (GFX11+: v_add_f32_e64_dpp)
  bool vopd;            // VOPD dual-issue words (GFX11+, wave32)
  bool true16;          // 16-bit VGPR operands may name a half (v1.l, v1.h) when the target has real-true16
  bool boundCtrlAsWritten;  // DPP bound_ctrl:N encodes N (GFX11+); before, LLVM sets the bit for 0 and 1 alike
  bool ldsDirect;           // src_lds_direct is a VALU source (before GFX11; gfx90a+ lack it too, by feature)
  bool fake16VopcHalves;    // a -real-true16 target still takes halves in a 16-bit compare's 32-bit form (GFX11)
  bool pkFmacBothHalves;    // v_pk_fmac_f16's inline float constants fill both halves of its packed source (GFX11+)
  bool vopdMovPairAnyBanks = false;  // a v_dual_mov_b32 pair has no source bank rule: the Y source goes through the
                                     // src2 cache (GFX12+; LLVM 22's checkVOPDRegBankConstraints)
  bool ocpFp8 = false;      // fp8/bf8 are the OCP E4M3/E5M2 formats (GFX12+; gfx950 too, by its feature), else FNUZ
  bool wmmaLanesSplit = false;  // WMMA deals A's and B's k across the lane groups (RDNA4's layouts), where GFX11 reads
                                // them from lanes 0-15, repeated in the other groups
  bool literal64 = false;   // source code 254 is a 64-bit literal (two dwords), for 64-bit operands (GFX12.5)
  bool vgprTuplesPast255 = false;  // a VGPR tuple starting at v255 or below may run past it (GFX12.5's 1024-VGPR
                                   // file: llvm-mc 22 takes v[255:256] as a register, v256 not)
  bool shift64FullBus = false;  // the VOP3-only 64-bit shifts read two scalar values like the other rows (GFX12.5;
                                // before, and v_lshlrev_b64's VOP2 row there, one)
  bool packedScalarPairNeedsOpSelHiClear = false;  // a packed f32 row's 64-bit SGPR (or special) source needs its
                                                   // op_sel_hi bit clear (GFX12.5; gfx90a/gfx950 take the default)
  bool vopd3 = false;         // VOPD3 dual-issue words (96 bits: neg modifiers, a third source, f64 X components;
                              // GFX12.5), chosen where the VOPD word cannot hold the pair
  bool vopdSameVgpr = false;  // both components may read one VGPR in the same source slot whatever its bank, and the
                              // two results must be distinct registers (GFX12.5; LLVM 22's AllowSameVGPR)
  bool fp8ConstantsAsHalf = false;  // v_cvt_pk_f32_fp8/bf8 read a constant as a 16-bit float (llvm-mc 22: 1.1 is the
                                    // literal 0x3c66; GFX12, GFX12.5; gfx940-class reads 32 bits; codec/valu_rules.h)
  bool opSelSelectors = false;  // the fp8/bf8/fp4/fp6 conversions name OPSEL bits byte_sel/scale_sel (GFX12,
                                // GFX12.5; gfx950's rows select bytes through op_sel; codec/valu_rules.h opSelSelector)
  bool vgprMsbMode = false;  // s_set_vgpr_msb / MODE[19:12] give VGPR operands their bits 9:8 (GFX12.5;
                             // codec/vgpr_msb.h, emu/vgpr_msb_modes.h)
};

inline const VectorFeatures& vectorFeatures(Gen g) {
  static constexpr std::array<VectorFeatures, kGenCount> kRows{{
      //  bus  lit    ext    sdwaS  dpp16  cmpx   iclamp invPi  wave32 interp cndmask inl16 gpridx hi16 f16m trig
      //  sdwa   vop3Dpp vopd  true16 boundCtrl ldsDirect fake16VopcHalves pkFmacBothHalves vopdMovPairAnyBanks
      //  ocpFp8 wmmaLanesSplit literal64 vgprTuplesPast255 shift64FullBus packedScalarPairNeedsOpSelHiClear
      //  vopd3 vopdSameVgpr fp8ConstantsAsHalf opSelSelectors vgprMsbMode
      {1, false, false, false, false, false, false, false, false, false, false, false, false, Hi16::Zero, false, 1,
       false, false, false, false, false, true, false, false},  // GFX6
      {1, false, false, false, false, false, false, false, false, false, false, false, false, Hi16::Zero, false, 1,
       false, false, false, false, false, true, false, false},  // GFX7
      {1, false, true, false, false, false, true, true, false, true, true, true, true, Hi16::Zero, true, 1,
       true, false, false, false, false, true, false, false},  // GFX8
      {1, false, true, true, false, false, true, true, false, true, true, true, true, Hi16::ZeroUnlessOpsel, true, 256,
       true, false, false, false, false, true, false, false},  // GFX9
      {2, true, true, true, true, true, true, true, true, true, true, true, false, Hi16::Keep, true, 256,
       true, false, false, false, false, true, false, false},  // GFX10
      {2, true, true, true, true, true, true, true, true, true, true, true, false, Hi16::Keep, true, 256,
       true, false, false, false, false, true, false, false},  // GFX10.3
      {2, true, true, false, true, true, true, true, true, false, true, true, false, Hi16::Keep, true, 256,
       false, true, true, true, true, false, true, true},  // GFX11
      {2, true, true, false, true, true, true, true, true, false, true, true, false, Hi16::Keep, true, 256,
       false, true, true, true, true, false, true, true, true, true, true, false, false, false, false, false, false,
       true, true},  // GFX12 (to be probed)
      {2, true, true, false, true, true, true, true, true, false, true, true, false, Hi16::Keep, true, 256,
       false, true, true, true, true, false, true, true, true, true, true, true, true, true, true,
       true, true, true, true, true},  // GFX12.5 (to be probed)
  }};
  return kRows[genIndex(g)];
}

}  // namespace gcnkit
