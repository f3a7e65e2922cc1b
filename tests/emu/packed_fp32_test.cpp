// The lane arithmetic of v_pk_fma/mul/add_f32, v_pk_mov_b32 and v_fmac_f64 (src/emu/packed_fp32.h), ready for
// the executor when their rows are decoded: dword selection by op_sel/op_sel_hi, neg_lo/neg_hi, one rounding
// per fma in each round mode, denormal modes, clamp. Values worked by hand.
#include <gtest/gtest.h>

#include <bit>

#include "emu/packed_fp32.h"

namespace gcnkit::emu {
namespace {

uint64_t pair(float lo, float hi) { return uint64_t(std::bit_cast<uint32_t>(hi)) << 32 | std::bit_cast<uint32_t>(lo); }
uint64_t pairBits(uint32_t lo, uint32_t hi) { return uint64_t(hi) << 32 | lo; }

TEST(EmuPackedFp32, FmaSelectsDwordsAndNegates) {
  fp::HostRoundScope scope;
  const fp::Mode m;
  const uint64_t a = pair(2, 3), b = pair(5, 7), c = pair(1, 10);
  EXPECT_EQ(pk32::fma(a, b, c, {}, m), pair(2 * 5 + 1, 3 * 7 + 10));  // default op_sel_hi: high dwords
  pk32::Mods swap;
  swap.opSel = 1;    // low result: src0's high dword
  swap.opSelHi = 6;  // high result: src0's low dword
  EXPECT_EQ(pk32::fma(a, b, c, swap, m), pair(3 * 5 + 1, 2 * 7 + 10));
  pk32::Mods neg;
  neg.negLo = 4;  // -src2 in the low result
  neg.negHi = 1;  // -src0 in the high result
  EXPECT_EQ(pk32::fma(a, b, c, neg, m), pair(2 * 5 - 1, -3 * 7 + 10));
  pk32::Mods lowOnly;
  lowOnly.opSelHi = 0;  // both results from the low dwords (a scalar broadcast)
  EXPECT_EQ(pk32::fma(a, b, c, lowOnly, m), pair(11, 11));
}

TEST(EmuPackedFp32, FmaRoundsOnceInTheMode) {
  fp::HostRoundScope scope;
  fp::Mode m;
  // (1 + 2^-23)(1 - 2^-24) - 1 = 2^-24 - 2^-47 exactly (an unfused multiply-add gives 0)
  const uint64_t a = pairBits(0x3f800001, 0x3f800001), b = pairBits(0x3f7fffff, 0x3f7fffff);
  const uint64_t c = pairBits(0xbf800000, 0xbf800000);
  EXPECT_EQ(pk32::fma(a, b, c, {}, m), pairBits(0x337ffffe, 0x337ffffe));
  // 1 + 2^-24 is a tie: nearest even gives 1, round up 1 + 2^-23, round down and toward zero 1
  const uint64_t one = pair(1, 1), tiny = pair(0x1p-24f, 0x1p-24f);
  EXPECT_EQ(pk32::add(one, tiny, {}, m), pair(1, 1));
  m.round32 = fp::kPlusInf;
  EXPECT_EQ(pk32::add(one, tiny, {}, m), pairBits(0x3f800001, 0x3f800001));
  m.round32 = fp::kMinusInf;
  // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: rounding down gives 1 + 2^-22, and for the negative product the next
  // float below -(1 + 2^-22)
  const float u = 1 + 0x1p-23f;
  EXPECT_EQ(pk32::mul(pair(-u, u), pair(u, u), {}, m), pairBits(0xbf800003, 0x3f800002));
}

TEST(EmuPackedFp32, DenormalsAndClamp) {
  fp::HostRoundScope scope;
  fp::Mode m;  // f32 denormals flushed in and out (the bare-code default)
  const uint64_t den = pairBits(0x00400000, 0x80400000);
  EXPECT_EQ(pk32::add(den, 0, {}, m), pairBits(0, 0));  // flushed to +0 and -0; -0 + +0 is +0
  m.flushIn32 = m.flushOut32 = false;
  EXPECT_EQ(pk32::add(den, 0, {}, m), pairBits(0x00400000, 0x80400000));
  pk32::Mods clamp;
  clamp.clamp = true;
  EXPECT_EQ(pk32::mul(pair(2, -2), pair(3, 0.25f), clamp, m), pair(1, 0));
  EXPECT_EQ(pk32::add(pairBits(0x7fc00000, 0x3f000000), 0, clamp, m), pair(0, 0.5f));  // NaN -> 0 (DX10_CLAMP)
}

TEST(EmuPackedFp32, MovPicksDwords) {
  const uint64_t a = pairBits(0xa0, 0xa1), b = pairBits(0xb0, 0xb1);
  EXPECT_EQ(pk32::mov(a, b, {.opSel = 0}), pairBits(0xa0, 0xb0));
  EXPECT_EQ(pk32::mov(a, b, {.opSel = 2}), pairBits(0xa0, 0xb1));  // the 64-bit move v_pk_mov_b32 d, s, s op_sel:[0,1]
  EXPECT_EQ(pk32::mov(a, b, {.opSel = 3}), pairBits(0xa1, 0xb1));
}

TEST(EmuPackedFp32, FmacF64) {
  fp::HostRoundScope scope;
  fp::Mode m;
  auto d = [](double x) { return std::bit_cast<uint64_t>(x); };
  EXPECT_EQ(pk32::fmacF64(d(2), d(3), d(1), m), d(7));
  // fused: (1 + 2^-52)(1 - 2^-53) - 1 = 2^-53 - 2^-105
  EXPECT_EQ(pk32::fmacF64(d(1 + 0x1p-52), d(1 - 0x1p-53), d(-1), m), d(0x1p-53 - 0x1p-105));
  // f64 denormals kept by default, flushed with the mode's double fields at 0
  EXPECT_EQ(pk32::fmacF64(d(0x1p-1070), d(1), d(0), m), d(0x1p-1070));
  m.flushIn64 = m.flushOut64 = true;
  EXPECT_EQ(pk32::fmacF64(d(0x1p-1070), d(1), d(0), m), d(0));
  m.round64 = fp::kTowardZero;
  m.flushIn64 = m.flushOut64 = false;
  EXPECT_EQ(pk32::fmacF64(d(1), d(1), d(0x1p-60), m), d(1));
  m.round64 = fp::kPlusInf;
  EXPECT_EQ(pk32::fmacF64(d(1), d(1), d(0x1p-60), m), d(1 + 0x1p-52));
}

}  // namespace
}  // namespace gcnkit::emu
