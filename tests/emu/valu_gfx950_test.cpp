// gfx950's v_prng_b32, v_permlane16_swap_b32 / v_permlane32_swap_b32 and v_cvt_pk_f16_f32 / v_cvt_pk_bf16_f32
// (src/emu/README.md: "gfx950's lane swaps, v_prng_b32 and packed 16-bit conversions"), with values worked out by
// hand from the stated semantics: the LFSR step, which rows exchange and what EXEC, FI and BOUND_CTRL do to a lane
// whose partner is inactive, and the f16/bf16 rounding of each MODE round mode, NaN, overflow, denormals and clamp.
#include "emu_valu_rows.h"

namespace gcnkit::test {
namespace {

constexpr const char* k950 = "gfx950";
#define S_RUP "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\n"
#define S_RZ "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n"
#define H_RUP "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 1\n"
#define H_RZ "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3\n"
#define S_DENORM32 "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3\n"  // f32 denormals kept (default: flushed)

// v<reg> = 100 * reg + lane in every lane.
std::optional<uint32_t> regLane(unsigned reg, unsigned lane) { return 100 * reg + lane; }

TEST(EmuValuGfx950, PrngIsOneGaloisLfsrStep) {
  // D = (S0 << 1) ^ (S0[31] ? 0xC5 : 0)
  checkValuRows({
      {"v_prng_b32 v4, v1", {1}, 2, k950},
      {"v_prng_b32 v4, v1", {0}, 0, k950},
      {"v_prng_b32 v4, v1", {0x40000000}, 0x80000000, k950},   // S0[31] clear: no feedback
      {"v_prng_b32 v4, v1", {0x80000000}, 0xc5, k950},         // the shifted-out bit feeds 0xC5 back
      {"v_prng_b32 v4, v1", {0xffffffff}, 0xffffff3b, k950},   // 0xfffffffe ^ 0xc5
      {"v_prng_b32 v4, v1", {0x12345678}, 0x2468acf0, k950},
      {"v_prng_b32 v4, v1", {0x9abcdef0}, 0x3579bd25, k950},   // 0x3579bde0 ^ 0xc5
      {"v_prng_b32 v4, -1", {}, 0xffffff3b, k950},             // an inline constant source
      {"s_mov_b32 s2, 0x80000001\nv_prng_b32 v4, s2", {}, 0xc7, k950},
      {"v_prng_b32_e64 v4, v1", {0x80000001}, 0xc7, k950},
  });
}

TEST(EmuValuGfx950, PrngWritesOnlyActiveLanes) {
  ValuRun r = runValu(k950, "s_mov_b32 exec_lo, 0\nv_prng_b32 v4, v1", {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 400u);        // inactive: kept
  EXPECT_EQ(r.wave.vgpr(4, 31), 431u);
  EXPECT_EQ(r.wave.vgpr(4, 32), 2u * 132u);  // 132 << 1
  EXPECT_EQ(r.wave.vgpr(4, 63), 2u * 163u);
}

TEST(EmuValuGfx950, PrngTakesDppAndSdwaSources) {
  // DPP quad_perm:[1,0,3,2]: lane l steps lane l ^ 1's value; SDWA: the step of the selected word, written to the
  // high word with the low one kept. v1 = 100 + l, v4 = 400 + l.
  ValuRun r = runValu(k950,
                      "v_prng_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
                      "v_prng_b32_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0",
                      {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  for (unsigned l : {0u, 1u, 2u, 63u}) {
    EXPECT_EQ(r.wave.vgpr(4, l), 2 * (100 + (l ^ 1))) << l;
    EXPECT_EQ(r.wave.vgpr(5, l), (2 * (100 + l)) << 16 | (500 + l)) << l;
  }
}

TEST(EmuValuGfx950, Permlane16SwapExchangesOddRowsOfVdstWithEvenRowsOfSrc0) {
  ValuRun r = runValu(k950, "v_permlane16_swap_b32 v1, v2\nv_permlane32_swap_b32 v3, v5\nv_permlane32_swap_b32 v6, v6",
                      {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.wave.waveSize, 64u);
  for (unsigned l = 0; l < 64; ++l) {
    const bool oddRow = l / 16 % 2, upper = l >= 32;
    // 16: VDST lanes of rows 1 and 3 take SRC0's lanes 16 below; SRC0's rows 0 and 2 take VDST's lanes 16 above.
    EXPECT_EQ(r.wave.vgpr(1, l), oddRow ? 200 + l - 16 : 100 + l) << l;
    EXPECT_EQ(r.wave.vgpr(2, l), oddRow ? 200 + l : 100 + l + 16) << l;
    // 32: VDST's upper half with SRC0's lower half.
    EXPECT_EQ(r.wave.vgpr(3, l), upper ? 500 + l - 32 : 300 + l) << l;
    EXPECT_EQ(r.wave.vgpr(5, l), upper ? 500 + l : 300 + l + 32) << l;
    // One register as both operands: its halves exchange.
    EXPECT_EQ(r.wave.vgpr(6, l), upper ? 600 + l - 32 : 600 + l + 32) << l;
  }
  // A few by hand.
  EXPECT_EQ(r.wave.vgpr(1, 16), 200u);
  EXPECT_EQ(r.wave.vgpr(1, 48), 232u);
  EXPECT_EQ(r.wave.vgpr(2, 0), 116u);
  EXPECT_EQ(r.wave.vgpr(2, 47), 163u);
  EXPECT_EQ(r.wave.vgpr(3, 63), 531u);
}

TEST(EmuValuGfx950, PermlaneSwapWithAnInactivePartner) {
  // Lane 16 inactive. Pair (VDST lane 16, SRC0 lane 0): VDST lane 16 is not written (inactive); SRC0 lane 0 is
  // active but its partner is not: it keeps its value, gets 0 with bound_ctrl, or reads the inactive lane with fi.
  // Pair (17, 1) swaps normally.
  ValuRun r = runValu(k950,
                      "s_mov_b32 exec_lo, 0xfffeffff\n"
                      "v_permlane16_swap_b32 v7, v8\n"
                      // llvm-mc 22's bytes (gcnkit's assembler does not take fi/bound_ctrl on these rows yet):
                      ".long 0xd1991009, 0x0000010a\n"  // v_permlane16_swap_b32_e64 v9, v10 bound_ctrl:1
                      ".long 0xd199080b, 0x0000010c\n"  // v_permlane16_swap_b32_e64 v11, v12 fi:1
                      ".long 0xd199180d, 0x0000010e\n"  // v_permlane16_swap_b32_e64 v13, v14 bound_ctrl:1 fi:1
                      "s_mov_b32 exec_hi, 0xfffffffe\n"  // lane 32 inactive: pair (VDST 32, SRC0 0) of the 32 swap
                      ".long 0xd19a100f, 0x00000110",     // v_permlane32_swap_b32_e64 v15, v16 bound_ctrl:1
                      {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(7, 16), 716u);   // inactive VDST lane: kept
  EXPECT_EQ(r.wave.vgpr(8, 0), 800u);    // inactive partner, neither fi nor bound_ctrl: kept
  EXPECT_EQ(r.wave.vgpr(7, 17), 801u);   // an active pair swaps
  EXPECT_EQ(r.wave.vgpr(8, 1), 717u);
  EXPECT_EQ(r.wave.vgpr(9, 16), 916u);
  EXPECT_EQ(r.wave.vgpr(10, 0), 0u);     // bound_ctrl: 0
  EXPECT_EQ(r.wave.vgpr(10, 1), 917u);
  EXPECT_EQ(r.wave.vgpr(11, 16), 1116u);
  EXPECT_EQ(r.wave.vgpr(12, 0), 1116u);  // fi: the inactive lane is read
  EXPECT_EQ(r.wave.vgpr(14, 0), 1316u);  // fi wins over bound_ctrl
  EXPECT_EQ(r.wave.vgpr(15, 32), 1532u); // inactive VDST lane 32: kept
  EXPECT_EQ(r.wave.vgpr(16, 0), 0u);     // its partner lane 0 (active): bound_ctrl 0
  EXPECT_EQ(r.wave.vgpr(16, 16), 1616u); // SRC0 lane 16 (partner of VDST lane 48) is inactive: kept
  EXPECT_EQ(r.wave.vgpr(15, 48), 0u);    // VDST lane 48 is active, its partner is not: bound_ctrl 0
  EXPECT_EQ(r.wave.vgpr(15, 49), 1617u); // an active pair of the 32 swap
}

TEST(EmuValuGfx950, CvtPkF16F32RoundsEachHalfWithTheHalfMode) {
  constexpr const char* op = "v_cvt_pk_f16_f32 v4, v1, v2";
  checkValuRows({
      {op, {0x3f800000, 0xc0000000}, 0xc0003c00, k950},  // 1.0 low, -2.0 high
      {op, {0x477ff000, 0}, 0x00007c00, k950},           // 65520: the tie rounds to even, 65536: infinity
      {H_RZ "v_cvt_pk_f16_f32 v4, v1, v2", {0x477ff000, 0xc77ff000}, 0xfbff7bff, k950},  // toward zero: max finite
      {op, {0x3f801000, 0x3f801001}, 0x3c013c00, k950},  // 1 + 2^-11: tie to even (1.0); a bit more: up
      {H_RUP "v_cvt_pk_f16_f32 v4, v1, v2", {0x3f800001, 0xbf801fff}, 0xbc003c01, k950},  // +inf: up, -x: toward 0
      {S_RUP "v_cvt_pk_f16_f32 v4, v1, v2", {0x3f800001, 0}, 0x00003c00, k950},  // the f32 round mode is not used
      {op, {0x7fc00000, 0xff800000}, 0xfc007e00, k950},  // NaN quiet, -inf
      {op, {0x7f800001, 0}, 0x00007e00, k950},           // a signaling NaN is quieted
      {op, {0x33800000, 0x33400000}, 0x00010001, k950},  // 2^-24: the smallest f16 denormal; 0.75 of it rounds up
      {op, {0x33000000, 0xb3000000}, 0x80000000, k950},  // half of it: tie to even, +0 and -0
      {"v_cvt_pk_f16_f32 v4, v1, v2 clamp", {0x40000000, 0xbf800000}, 0x00003c00, k950},  // [0, 1]
      {"v_cvt_pk_f16_f32 v4, v1, v2 clamp", {0x7fc00000, 0x3f000000}, 0x38000000, k950},  // NaN -> 0 (DX10)
      {"v_cvt_pk_f16_f32 v4, -v1, |v2|", {0x3f800000, 0xc0000000}, 0x4000bc00, k950},
  });
}

TEST(EmuValuGfx950, CvtPkBf16F32RoundsEachHalfWithTheSingleMode) {
  constexpr const char* op = "v_cvt_pk_bf16_f32 v4, v1, v2";
  checkValuRows({
      {op, {0x3f800000, 0xc0000000}, 0xc0003f80, k950},
      {op, {0x3f808000, 0x3f818000}, 0x3f823f80, k950},  // ties to even: 1.0 and 0x3f82
      {op, {0x3f808001, 0x3f81ffff}, 0x3f823f81, k950},  // above the tie: up
      {S_RZ "v_cvt_pk_bf16_f32 v4, v1, v2", {0x3f81ffff, 0xbf81ffff}, 0xbf813f81, k950},
      {S_RUP "v_cvt_pk_bf16_f32 v4, v1, v2", {0x3f808000, 0xbf80ffff}, 0xbf803f81, k950},
      {H_RZ "v_cvt_pk_bf16_f32 v4, v1, v2", {0x3f81ffff, 0}, 0x00003f82, k950},  // the half mode is not used
      {op, {0x7f7fffff, 0xff7fffff}, 0xff807f80, k950},  // beyond bf16's largest: infinities
      {S_RZ "v_cvt_pk_bf16_f32 v4, v1, v2", {0x7f7fffff, 0xff800000}, 0xff807f7f, k950},  // toward zero: max; -inf
      {op, {0x7fc00001, 0xff812345}, 0xffc17fc0, k950},  // NaN: sign and top payload kept, quieted
      {S_DENORM32 "v_cvt_pk_bf16_f32 v4, v1, v2", {0x00010000, 0x80018000}, 0x80020001, k950},  // denormals: 1, tie -2
      {op, {0x00010000, 0x80010000}, 0x80000000, k950},  // the default mode flushes f32 (so bf16) denormals
      {"v_cvt_pk_bf16_f32 v4, v1, v2 clamp", {0x40000000, 0xbf800000}, 0x00003f80, k950},
      {"v_cvt_pk_bf16_f32 v4, v1, v2 clamp", {0x7fc00000, 0x3f000000}, 0x3f000000, k950},
  });
}

TEST(EmuValuGfx950, FidelityNamesTheModels) {
  auto prng = emu::instructionFidelity(k950, "v_prng_b32");
  ASSERT_TRUE(prng);
  EXPECT_EQ(prng->level, emu::FidelityLevel::Approximate);
  EXPECT_NE(prng->how.find("0xC5"), std::string::npos) << prng->how;
  auto bf16 = emu::instructionFidelity(k950, "v_cvt_pk_bf16_f32");
  ASSERT_TRUE(bf16);
  EXPECT_EQ(bf16->level, emu::FidelityLevel::Approximate);
  EXPECT_NE(bf16->how.find("a model"), std::string::npos) << bf16->how;
  for (const char* mn : {"v_permlane16_swap_b32", "v_permlane32_swap_b32", "v_cvt_pk_f16_f32"}) {
    auto f = emu::instructionFidelity(k950, mn);
    ASSERT_TRUE(f) << mn;
    EXPECT_EQ(f->level, emu::FidelityLevel::Exact) << mn;
  }
  auto swap = emu::instructionFidelity(k950, "v_permlane32_swap_b32");
  ASSERT_TRUE(swap);
  EXPECT_NE(swap->how.find("EXEC (a model)"), std::string::npos) << swap->how;
}

}  // namespace
}  // namespace gcnkit::test
