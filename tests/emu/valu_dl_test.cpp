// Vector ALU: the instructions of the GFX9 processors with LLVM's dl-insts, dot*-insts and fma-mix-insts
// (gfx906, gfx908, gfx90a), assembled by gcnkit for each and run: hand-worked edge vectors of the dot products
// (INT_MIN fields, wrapping and clamp saturation at both 32-bit limits, op_sel/op_sel_hi halves, neg of packed
// and 32-bit sources), the fused model of v_dot2_f32_f16 (one rounding, src2 denormals flushed whatever the
// mode), fma-mix source selection and single rounding, v_fmac_f32, v_xnor_b32 (SDWA, DPP), v_pk_fmac_f16.
// Semantics: LLVM's IntrinsicsAMDGPU.td (%r = %a[0] * %b[0] + ... + %c, clamp saturates), the VOP3P page for
// the mix source table; the dot2 f32 model is src/emu/README.md's.
#include <bit>
#include <cmath>
#include <optional>

#include "emu/fp_sum.h"
#include "emu_valu_rows.h"

namespace gcnkit::test {
namespace {

constexpr const char* kDl = "gfx906 gfx908 gfx90a";  // dl-insts, dot1/2/7/10-insts, fma-mix-insts
constexpr const char* kDotC = "gfx908 gfx90a";       // dot5/6-insts (v_dot2c_f32_f16, v_dot4c_i32_i8), pk-fmac-f16
#define S_DENORM32 "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3\n"  // f32 denormals kept
#define S_RUP "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\n"
#define S_RDN "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 2\n"
#define S_RZ "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n"
#define H_FLUSH "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 0\n"

TEST(EmuValuDl, IntegerDotsWrapAndSaturate) {
  checkValuRows({
      // i16 INT_MIN squared twice is 2^31: wraps to INT_MIN, clamp gives INT_MAX
      {"v_dot2_i32_i16 v4, v1, v2, v3", {0x80008000, 0x80008000, 0}, 0x80000000, kDl},
      {"v_dot2_i32_i16 v4, v1, v2, v3 clamp", {0x80008000, 0x80008000, 0}, 0x7fffffff, kDl},
      // 2 * (-32768 * 32767) + INT_MIN = -2^32 + 2^16: wraps to 0x10000, clamp gives INT_MIN
      {"v_dot2_i32_i16 v4, v1, v2, v3", {0x80008000, 0x7fff7fff, 0x80000000}, 0x00010000, kDl},
      {"v_dot2_i32_i16 v4, v1, v2, v3 clamp", {0x80008000, 0x7fff7fff, 0x80000000}, 0x80000000, kDl},
      // u16: 2 * 65535^2 + 0xffffffff
      {"v_dot2_u32_u16 v4, v1, v2, v3", {0xffffffff, 0xffffffff, 0xffffffff}, 0xfffc0001, kDl},
      {"v_dot2_u32_u16 v4, v1, v2, v3 clamp", {0xffffffff, 0xffffffff, 0xffffffff}, 0xffffffff, kDl},
      {"v_dot2_u32_u16 v4, v1, v2, v3 clamp", {0xffffffff, 0x00010001, 0}, 0x0001fffe, kDl},  // in range: exact
      // i8: four (-128)^2 = 65536 past INT_MAX; four -128 * 127 below INT_MIN
      {"v_dot4_i32_i8 v4, v1, v2, v3", {0x80808080, 0x80808080, 0x7fffffff}, 0x8000ffff, kDl},
      {"v_dot4_i32_i8 v4, v1, v2, v3 clamp", {0x80808080, 0x80808080, 0x7fffffff}, 0x7fffffff, kDl},
      {"v_dot4_i32_i8 v4, v1, v2, v3", {0x80808080, 0x7f7f7f7f, 0x80000000}, 0x7fff0200, kDl},
      {"v_dot4_i32_i8 v4, v1, v2, v3 clamp", {0x80808080, 0x7f7f7f7f, 0x80000000}, 0x80000000, kDl},
      {"v_dot4_u32_u8 v4, v1, v2, v3", {0xffffffff, 0xffffffff, 0xffffffff}, 0x0003f803, kDl},
      {"v_dot4_u32_u8 v4, v1, v2, v3 clamp", {0xffffffff, 0xffffffff, 0xffffffff}, 0xffffffff, kDl},
      // i4: eight (-8)^2 = 512 past INT_MAX; u4: eight 15^2 = 1800
      {"v_dot8_i32_i4 v4, v1, v2, v3", {0x88888888, 0x88888888, 0x7fffffff}, 0x800001ff, kDl},
      {"v_dot8_i32_i4 v4, v1, v2, v3 clamp", {0x88888888, 0x88888888, 0x7fffffff}, 0x7fffffff, kDl},
      {"v_dot8_i32_i4 v4, v1, v2, v3 clamp", {0x88888888, 0x77777777, 0x80000000}, 0x80000000, kDl},
      {"v_dot8_u32_u4 v4, v1, v2, v3", {0xffffffff, 0xffffffff, 0xfffffff0}, 0x000006f8, kDl},
      {"v_dot8_u32_u4 v4, v1, v2, v3 clamp", {0xffffffff, 0xffffffff, 0xfffffff0}, 0xffffffff, kDl},
      // the VOP2 forms accumulate into their destination (gfx908+)
      {"v_dot4c_i32_i8 v3, v1, v2\nv_mov_b32 v4, v3", {0x80808080, 0x80808080, 5}, 65541, kDotC},
      {"v_dot4c_i32_i8_e32 v3, v1, v2\nv_mov_b32 v4, v3", {0x01ff0280, 0x02020202, 0x7fffffff}, 0x7fffff03, kDotC},
  });
}

TEST(EmuValuDl, IntegerDotHalvesByOpSel) {
  // a = (lo 2, hi 3), b = (lo 7, hi 5), c = 1
  const std::vector<uint32_t> in{0x00030002, 0x00050007, 1};
  checkValuRows({
      {"v_dot2_i32_i16 v4, v1, v2, v3", in, 2 * 7 + 3 * 5 + 1, kDl},
      {"v_dot2_i32_i16 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]", in, 3 * 7 + 2 * 5 + 1, kDl},  // swapped
      {"v_dot2_i32_i16 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,1]", in, 3 * 7 + 3 * 7 + 1, kDl},  // hi*lo twice
      {"v_dot2_u32_u16 v4, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[0,1,1]", in, 2 * 5 + 2 * 5 + 1, kDl},
      {"v_dot2_u32_u16 v4, v1, v2, v3 op_sel:[1,1,0] op_sel_hi:[0,0,1] clamp", in, 3 * 5 + 2 * 7 + 1, kDl},
  });
}

// v_dot2_f32_f16 in gcnkit's model: fused (the exact sum rounded once), src2 and result flushed when denormal
// whatever the mode, halves per the f16 mode.
TEST(EmuValuDl, FloatDotIsFusedAndFlushesSrc2) {
  checkValuRows({
      // a = (1, 2), b = (3, 4), c = 1: 3 + 8 + 1
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x40003c00, 0x44004200, 0x3f800000}, 0x41400000, kDl},
      // swapped halves of a: 2*3 + 1*4 + 1
      {"v_dot2_f32_f16 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]", {0x40003c00, 0x44004200, 0x3f800000},
       0x41300000, kDl},
      // neg_lo/neg_hi of src0 negate each half; of src2 (both set, as clang writes it) negate the f32
      {"v_dot2_f32_f16 v4, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[1,0,0]", {0x40003c00, 0x44004200, 0x3f800000},
       0xc1200000, kDl},
      {"v_dot2_f32_f16 v4, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[0,0,1]", {0x40003c00, 0x44004200, 0x3f800000},
       0x41200000, kDl},
      {"v_dot2_f32_f16 v4, v1, v2, v3 neg_lo:[0,1,0]", {0x40003c00, 0x44004200, 0x3f800000}, 0x40c00000, kDl},
      // clamp to [0, 1]
      {"v_dot2_f32_f16 v4, v1, v2, v3 clamp", {0x40003c00, 0x0000c200, 0x3f800000}, 0, kDl},
      {"v_dot2_f32_f16 v4, v1, v2, v3 clamp", {0x40003c00, 0x44004200, 0x3f800000}, 0x3f800000, kDl},
      // one rounding: 1 + 2^-24 + 2^-48 rounds up (rounding 1 + 2^-24 first would tie to 1)
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x0c003c00, 0x0c003c00, 0x27800000}, 0x3f800001, kDl},
      // exact cancellation: 2^30 + 2^-48 - 2^30 is 2^-48
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x00017800, 0x00017800, 0xce800000}, 0x27800000, kDl},
      // src2 denormal: flushed even when the mode keeps f32 denormals (so 0 + 0 + denormal is +0)
      {S_DENORM32 "v_dot2_f32_f16 v4, v1, v2, v3", {0, 0, 0x00400000}, 0, kDl},
      {S_DENORM32 "v_fma_f32 v4, v1, v2, v3", {0, 0, 0x00400000}, 0x00400000, kDl},  // what fma keeps
      // f16 denormal halves follow the f16 mode: 2^-24 * 1 kept, or flushed
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x00000001, 0x00003c00, 0}, 0x33800000, kDl},
      {H_FLUSH "v_dot2_f32_f16 v4, v1, v2, v3", {0x00000001, 0x00003c00, 0}, 0, kDl},
      // infinities; the largest float plus a product, in each round mode
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x3c007c00, 0x3c003c00, 0x3f800000}, 0x7f800000, kDl},
      {"v_dot2_f32_f16 v4, v1, v2, v3", {0x00003c00, 0x00003c00, 0x7f7fffff}, 0x7f7fffff, kDl},
      {S_RUP "v_dot2_f32_f16 v4, v1, v2, v3", {0x00003c00, 0x00003c00, 0x7f7fffff}, 0x7f800000, kDl},
      {S_RZ "v_dot2_f32_f16 v4, v1, v2, v3", {0x00003c00, 0x00003c00, 0x7f7fffff}, 0x7f7fffff, kDl},
      {S_RDN "v_dot2_f32_f16 v4, v1, v2, v3", {0x0000bc00, 0x00003c00, 0x71800000}, 0x717fffff, kDl},
      // the VOP2 accumulating form (gfx908+): the same model
      {"v_dot2c_f32_f16 v3, v1, v2\nv_mov_b32 v4, v3", {0x0c003c00, 0x0c003c00, 0x27800000}, 0x3f800001, kDotC},
      {S_DENORM32 "v_dot2c_f32_f16 v3, v1, v2\nv_mov_b32 v4, v3", {0, 0, 0x80400000}, 0, kDotC},
  });
}

TEST(EmuValuDl, FmaMixSelectsSourcesAndRoundsOnce) {
  checkValuRows({
      // op_sel_hi 1: an f16, op_sel picks the half; op_sel_hi 0: the f32
      {"v_fma_mix_f32 v4, v1, v2, v3 op_sel_hi:[1,1,0]", {0x40003c00, 0x44004200, 0x3f800000}, 0x40800000, kDl},
      {"v_fma_mix_f32 v4, v1, v2, v3 op_sel:[1,1,0] op_sel_hi:[1,1,0]", {0x40003c00, 0x44004200, 0x3f800000},
       0x41100000, kDl},
      {"v_fma_mix_f32 v4, v1, v2, v3 op_sel_hi:[1,0,1]", {0x3c00, 0x40400000, 0x4000}, 0x40a00000, kDl},
      // neg and abs (neg_hi) of an f16 source
      {"v_fma_mix_f32 v4, -v1, |v2|, v3 op_sel_hi:[1,1,0]", {0x4000, 0xc200, 0x3f800000}, 0xc0a00000, kDl},
      // fused: (1 + 2^-23)(1 - 2^-24) - 1 is 2^-24 - 2^-47, two ulps below 2^-24 (a mad gives 0)
      {"v_fma_mix_f32 v4, v1, v2, v3", {0x3f800001, 0x3f7fffff, 0xbf800000}, 0x337ffffe, kDl},
      {"v_fma_mix_f32 v4, v1, v2, v3 op_sel_hi:[1,1,0] clamp", {0x3c00, 0x3c00, 0x40000000}, 0x3f800000, kDl},
      // mixlo/mixhi write one half, keep the other; src2 from its high half (op_sel:[0,0,1]): 1 * 2 + 2
      {"v_mov_b32 v4, 0xabcd0000\nv_fma_mixlo_f16 v4, v1, v2, v3 op_sel:[0,0,1] op_sel_hi:[1,1,1]",
       {0x3c00, 0x4000, 0x40000000}, 0xabcd4400, kDl},
      {"v_mov_b32 v4, 0xabcd\nv_fma_mixhi_f16 v4, v1, v2, v3 op_sel_hi:[1,1,1] clamp", {0x3c00, 0x4000, 0x4000},
       0x3c00abcd, kDl},
      // rounded once to f16: 2049 + 2^-14 rounds to 2050 (rounding to f32 first gives 2049, a tie, then 2048)
      {"v_fma_mixlo_f16 v4, v1, v2, v3 op_sel_hi:[1,1,0]", {0x4200, 0x6156, 0x38800000}, 0x6801, kDl},
  });
}

TEST(EmuValuDl, FmacXnorPkFmac) {
  checkValuRows({
      {"v_fmac_f32 v3, v1, v2\nv_mov_b32 v4, v3", {0x40000000, 0x40400000, 0x3f800000}, 0x40e00000, kDl},
      {"v_fmac_f32 v3, v1, v2\nv_mov_b32 v4, v3", {0x3f800001, 0x3f7fffff, 0xbf800000}, 0x337ffffe, kDl},
      {"v_fmac_f32_e64 v3, -v1, v2 clamp\nv_mov_b32 v4, v3", {0x40000000, 0x40400000, 0x3f800000}, 0, kDl},
      {"v_fmac_f32_dpp v3, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\nv_mov_b32 v4, v3",
       {0x40000000, 0x40400000, 0x3f800000}, 0x40e00000, kDl},
      {"v_xnor_b32 v4, v1, v2", {0xf0f0f0f0, 0x0ff00ff0}, 0x00ff00ff, kDl},
      {"v_xnor_b32_e64 v4, v1, 0", {0x12345678}, 0xedcba987, kDl},
      {"v_xnor_b32_sdwa v4, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD",
       {0xf0f0f0f0, 0x0ff00ff0}, 0x0000f0ff, kDl},
      {"v_xnor_b32_dpp v4, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0",
       {0, 0}, 0xffffffff, kDl},
      // (1, 2) * (3, 4) + (0.5, 1) = (3.5, 9), each half rounded once
      {"v_pk_fmac_f16 v3, v1, v2\nv_mov_b32 v4, v3", {0x40003c00, 0x44004200, 0x3c003800}, 0x48804300, kDotC},
  });
}

// The DPP forms of the accumulating dots (gfx908+): row_shr:1 with bound_ctrl reads lane l - 1, and 0 in the
// first lane of each row of 16; src1 and the accumulator are the lane's own.
TEST(EmuValuDl, AccumulatingDotsTakeDppSources) {
  for (const char* cpu : {"gfx908", "gfx90a"}) {
    SCOPED_TRACE(cpu);
    // v1 = lane (its low byte), v2 = 2 in each byte, v3 = 1000 + lane
    auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
      if (reg == 1) return lane;
      if (reg == 3) return 1000 + lane;
      return std::nullopt;
    };
    ValuRun r = runValu(cpu, "v_dot4c_i32_i8_dpp v3, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0",
                        {0, 0x02020202, 0}, "", {}, lanes);
    ASSERT_TRUE(r.ok);
    for (unsigned lane = 0; lane < 64; ++lane)
      EXPECT_EQ(r.wave.vgpr(3, lane), 1000 + lane + (lane % 16 ? 2 * (lane - 1) : 0)) << lane;
    // v1 = f16 (1.0, 2.0) in every lane but lane 5 = (3.0, 0); quad_perm:[1,0,3,2] swaps neighbours
    auto halves = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
      if (reg == 1 && lane == 5) return 0x00004200;
      return std::nullopt;
    };
    r = runValu(cpu, "v_dot2c_f32_f16_dpp v3, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
                {0x40003c00, 0x44004200, 0x3f800000}, "", {}, halves);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.wave.vgpr(3, 4), 0x41200000u);  // lane 4 reads lane 5: 3 * 3 + 0 * 4 + 1 = 10
    EXPECT_EQ(r.wave.vgpr(3, 5), 0x41400000u);  // lane 5 reads lane 4: 1 * 3 + 2 * 4 + 1 = 12
  }
}

// The exact sum against double arithmetic where that is exact (products and c of moderate range: every sum
// spans fewer than 53 bits), on random halves and floats, in every round mode.
TEST(EmuValuDl, HalfProductSumMatchesDoubleWhereExact) {
  uint64_t s = 12345;
  auto next = [&] { s += 0x9e3779b97f4a7c15ull; uint64_t z = s; z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
                    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull; return z ^ (z >> 31); };
  int checked = 0;
  for (int i = 0; i < 100000; ++i) {
    // halves in [2^-4, 2^4) (lsb >= 2^-14), c in [2^-9, 2^7) (lsb >= 2^-32)
    auto half = [&] { return double((next() & 0x3ff) | 0x400) * std::ldexp(1.0, int(next() % 8) - 14) * ((next() & 1) ? -1 : 1); };
    const double p0 = half() * half(), p1 = half() * half();
    const float c = float(double((next() & 0x7fffff) | 0x800000) * std::ldexp(1.0, int(next() % 16) - 32) * ((next() & 1) ? -1 : 1));
    const auto r = emu::fp::Round(i & 3);
    const double exact = p0 + p1 + double(c);  // exact: every bit lies within 2^-32 .. 2^10
    const float want = emu::fp::f64ToF32(exact, r);
    ASSERT_EQ(std::bit_cast<uint32_t>(emu::fp::sumOfHalfProducts(p0, p1, c, r)), std::bit_cast<uint32_t>(want))
        << p0 << " " << p1 << " " << c << " mode " << int(r);
    ++checked;
  }
  EXPECT_EQ(checked, 100000);
}

}  // namespace
}  // namespace gcnkit::test
