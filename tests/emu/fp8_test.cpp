// The fp8/bf8 formats (src/emu/small_float.h) and gfx940's conversion instructions (src/emu/valu_fp8.cpp) with
// hand-worked vectors: FNUZ E4M3 (bias 8, max 240, NaN 0x80) and E5M2 (bias 16, max 57344) on gfx942; OCP E4M3FN
// (bias 7, max 448, NaN S.1111.111) and E5M2 (bias 15, infinities) on gfx950. Rounding to nearest even at ties,
// subnormals, overflow and infinity (src/emu/README.md's model: NaN, or infinity in OCP E5M2), NaN, negative zero
// (none in FNUZ), and the stochastic rule: the dropped significand bits plus the random word's low bits.
#include <cmath>

#include "emu/small_float.h"
#include "emu_valu_rows.h"

namespace gcnkit::test {
namespace {

using emu::f32ToSmall;
using emu::SmallRounding;
using emu::smallToF32;

uint32_t sr(float x, const emu::SmallFormat& f, uint32_t random) {
  SmallRounding r;
  r.stochastic = true;
  r.random = random;
  return f32ToSmall(x, f, r);
}

TEST(EmuFp8, FnuzE4m3Encoding) {
  const emu::SmallFormat& f = emu::kFp8Fnuz;
  EXPECT_EQ(f32ToSmall(1.0f, f), 0x40u);                 // exponent field 8 = bias
  EXPECT_EQ(f32ToSmall(-1.0f, f), 0xc0u);
  EXPECT_EQ(f32ToSmall(240.0f, f), 0x7fu);               // the largest: 2^7 * 1.875
  EXPECT_EQ(f32ToSmall(247.99f, f), 0x7fu);              // below the halfway point to 256
  EXPECT_EQ(f32ToSmall(248.0f, f), 0x80u);               // tie, 240's mantissa is odd: up to 256, beyond: NaN
  EXPECT_EQ(f32ToSmall(-1e6f, f), 0x80u);
  EXPECT_EQ(f32ToSmall(INFINITY, f), 0x80u);
  EXPECT_EQ(f32ToSmall(NAN, f), 0x80u);
  EXPECT_EQ(f32ToSmall(-0.0f, f), 0x00u);                // no negative zero: 0x80 is NaN
  EXPECT_EQ(f32ToSmall(0x1p-10f, f), 0x01u);             // the smallest subnormal
  EXPECT_EQ(f32ToSmall(0x1p-11f, f), 0x00u);             // half of it: tie to even (0)
  EXPECT_EQ(f32ToSmall(-0x1p-12f, f), 0x00u);            // rounds to zero: +0, never NaN
  EXPECT_EQ(f32ToSmall(0x1.8p-11f, f), 0x01u);           // above the tie
  EXPECT_EQ(f32ToSmall(0x1.8p-10f, f), 0x02u);           // 1.5 units: tie to even (2)
  EXPECT_EQ(f32ToSmall(0x1.ep-8f, f), 0x08u);            // 7.5 subnormal units: to 8, the smallest normal
  EXPECT_EQ(f32ToSmall(1.0625f, f), 0x40u);              // tie between 1 and 1.125: even
  EXPECT_EQ(f32ToSmall(1.1875f, f), 0x42u);              // tie between 1.125 and 1.25: even (1.25)
  SmallRounding sat;
  sat.saturate = true;
  EXPECT_EQ(f32ToSmall(1e6f, f, sat), 0x7fu);
  EXPECT_EQ(f32ToSmall(-INFINITY, f, sat), 0xffu);
}

TEST(EmuFp8, FnuzE5m2Encoding) {
  const emu::SmallFormat& f = emu::kBf8Fnuz;
  EXPECT_EQ(f32ToSmall(1.0f, f), 0x40u);                 // exponent field 16 = bias
  EXPECT_EQ(f32ToSmall(57344.0f, f), 0x7fu);             // 2^15 * 1.75
  EXPECT_EQ(f32ToSmall(61440.0f, f), 0x80u);             // tie, odd: up to 65536: NaN
  EXPECT_EQ(f32ToSmall(0x1p-17f, f), 0x01u);             // the smallest subnormal: 2^(1-16-2)
  EXPECT_EQ(f32ToSmall(-3.0f, f), 0xc6u);                // field 17, mantissa 2 (1.5 * 2)
}

TEST(EmuFp8, OcpEncodings) {
  const emu::SmallFormat& e4 = emu::kFp8Ocp;
  EXPECT_EQ(f32ToSmall(1.0f, e4), 0x38u);
  EXPECT_EQ(f32ToSmall(448.0f, e4), 0x7eu);              // the largest (S.1111.111 is NaN)
  EXPECT_EQ(f32ToSmall(464.0f, e4), 0x7eu);              // tie, 448's mantissa 110 is even: stays
  EXPECT_EQ(f32ToSmall(480.0f, e4), 0x7fu);              // past the largest: NaN
  EXPECT_EQ(f32ToSmall(-480.0f, e4), 0xffu);
  EXPECT_EQ(f32ToSmall(INFINITY, e4), 0x7fu);
  EXPECT_EQ(f32ToSmall(-0.0f, e4), 0x80u);               // negative zero exists
  EXPECT_EQ(f32ToSmall(0x1p-9f, e4), 0x01u);             // smallest subnormal 2^(1-7-3)
  const emu::SmallFormat& e5 = emu::kBf8Ocp;
  EXPECT_EQ(f32ToSmall(1.0f, e5), 0x3cu);
  EXPECT_EQ(f32ToSmall(57344.0f, e5), 0x7bu);
  EXPECT_EQ(f32ToSmall(61440.0f, e5), 0x7cu);            // tie, odd: up, beyond: infinity
  EXPECT_EQ(f32ToSmall(-INFINITY, e5), 0xfcu);
  EXPECT_EQ(f32ToSmall(NAN, e5), 0x7eu);                 // a quiet NaN
  EXPECT_EQ(f32ToSmall(0x1p-16f, e5), 0x01u);
}

TEST(EmuFp8, DecodingEveryPatternRoundTrips) {
  for (const emu::SmallFormat* f : {&emu::kFp8Fnuz, &emu::kBf8Fnuz, &emu::kFp8Ocp, &emu::kBf8Ocp}) {
    for (uint32_t v = 0; v < 256; ++v) {
      const float x = smallToF32(v, *f);
      if (std::isnan(x)) continue;
      EXPECT_EQ(f32ToSmall(x, *f), v) << std::hex << v;  // OCP's -0 and E5M2's infinities included
    }
  }
  EXPECT_TRUE(std::isnan(smallToF32(0x80, emu::kFp8Fnuz)));
  EXPECT_TRUE(std::isnan(smallToF32(0x7f, emu::kFp8Ocp)));
  EXPECT_TRUE(std::isinf(smallToF32(0xfc, emu::kBf8Ocp)));
  EXPECT_EQ(smallToF32(0x7f, emu::kBf8Fnuz), 57344.0f);
}

// Stochastic rounding: 1.0625 in E4M3 drops 20 significand bits, 0x80000 of them (half a unit); the result
// rounds up exactly when that plus the random word's low 20 bits carries into bit 20.
TEST(EmuFp8, StochasticRoundingAddsTheRandomWordsLowBits) {
  const emu::SmallFormat& f = emu::kFp8Fnuz;
  EXPECT_EQ(sr(1.0625f, f, 0x0007ffff), 0x40u);
  EXPECT_EQ(sr(1.0625f, f, 0x00080000), 0x41u);
  EXPECT_EQ(sr(1.0625f, f, 0xfff00000), 0x40u);          // only the low 20 bits count
  EXPECT_EQ(sr(1.0f, f, 0xffffffff), 0x40u);             // nothing dropped: exact
  EXPECT_EQ(sr(-1.0625f, f, 0x00080000), 0xc1u);         // magnitude rounded, sign kept
  // subnormal: 2^-11 is half the smallest subnormal; 24 bits dropped (f32 ulp 2^-34), 0x800000 of them
  EXPECT_EQ(sr(0x1p-11f, f, 0x007fffff), 0x00u);
  EXPECT_EQ(sr(0x1p-11f, f, 0x00800000), 0x01u);
  // 2^-40 in FNUZ E5M2 (smallest subnormal 2^-17): 46 bits dropped, their 32 highest are 0x200
  EXPECT_EQ(sr(0x1p-40f, emu::kBf8Fnuz, 0xfffffdff), 0x00u);
  EXPECT_EQ(sr(0x1p-40f, emu::kBf8Fnuz, 0xfffffe00), 0x01u);
  // 245 lies between 240 and 256 (5/16 of a unit): rounding up overflows to NaN
  EXPECT_EQ(sr(245.0f, f, 0), 0x7fu);
  EXPECT_EQ(sr(245.0f, f, 0xffffffff), 0x80u);
  EXPECT_EQ(sr(NAN, f, 0), 0x80u);
}

constexpr const char* kFnuz = "gfx942";
constexpr const char* kOcp = "gfx950";

TEST(EmuFp8, ConversionsToF32PickTheirByteOrWord) {
  // bytes 0x40, 0xc8, 0x7f, 0x80: in FNUZ E4M3 1.0, -2.0 (exponent field 9), 240, NaN
  const std::vector<uint32_t> in{0x807fc840};
  checkValuRows({
      {"v_cvt_f32_fp8 v4, v1", in, 0x3f800000, kFnuz},                                  // byte 0: 1.0
      {"v_cvt_f32_fp8_e64 v4, v1", in, 0x3f800000, kFnuz},
      {"v_cvt_f32_fp8_sdwa v4, v1 src0_sel:BYTE_1", in, 0xc0000000, kFnuz},              // 0xc8: -2.0
      {"v_cvt_f32_fp8_sdwa v4, v1 src0_sel:BYTE_2", in, 0x43700000, kFnuz},              // 0x7f: 240
      {"v_cvt_f32_fp8_sdwa v4, v1 src0_sel:BYTE_3", in, 0x7fc00000, kFnuz},              // 0x80: NaN
      {"v_cvt_f32_bf8_sdwa v4, v1 src0_sel:BYTE_2", in, 0x47600000, kFnuz},              // 0x7f: 57344
      {"v_cvt_f32_fp8_sdwa v4, v1 src0_sel:BYTE_2", in, 0x7fc00000, kOcp},               // 0x7f: OCP NaN
      {"v_cvt_f32_fp8_sdwa v4, v1 src0_sel:BYTE_3", in, 0x80000000, kOcp},               // 0x80: OCP -0
      {"v_cvt_f32_fp8 v4, v1", in, 0x40000000, kOcp},                                   // 0x40 in OCP E4M3: 2^(8-7)
      {"v_cvt_f32_bf8 v4, v1 clamp", {0x7c}, 0x3f800000, kOcp},                          // +inf clamped to 1
      {"v_cvt_pk_f32_fp8 v[4:5], v1", in, 0x3f800000, kFnuz},                            // word 0: byte 0 in v4
      {"v_cvt_pk_f32_fp8 v[6:7], v1\nv_mov_b32 v4, v7", in, 0xc0000000, kFnuz},       // byte 1 in v7
      {"v_cvt_pk_f32_fp8_sdwa v[6:7], v1 src0_sel:WORD_1\nv_mov_b32 v4, v6", in, 0x43700000, kFnuz},
      {"v_cvt_pk_f32_fp8_sdwa v[6:7], v1 src0_sel:WORD_1\nv_mov_b32 v4, v7", in, 0x7fc00000, kFnuz},
      {"v_cvt_pk_f32_bf8 v[6:7], v1\nv_mov_b32 v4, v7", {0x0000c33c}, 0xc0600000, kOcp},  // 0xc3 in E5M2: -1.75 * 2
  });
}

TEST(EmuFp8, ConversionsFromF32KeepTheOtherBytes) {
  // v4 starts as 0xaabbccdd (written first); S0 = 1.0, S1 = -240
  const char* init = "v_mov_b32 v4, 0xaabbccdd\n";
  const std::vector<uint32_t> in{0x3f800000, 0xc3700000, 0x3d800000};
  auto body = [&](const char* op) { return std::string(init) + op; };
  const std::string lo = body("v_cvt_pk_fp8_f32 v4, v1, v2"), hi = body("v_cvt_pk_fp8_f32 v4, v1, v2 op_sel:[0,0,1]");
  const std::string neg = body("v_cvt_pk_bf8_f32 v4, -v2, |v2|");
  const std::string sr0 = body("v_cvt_sr_fp8_f32 v4, v1, v3"), sr3 = body("v_cvt_sr_bf8_f32 v4, v2, v3 op_sel:[0,0,1,1]");
  const std::string sr1 = body("v_cvt_sr_fp8_f32 v4, v3, v2 op_sel:[0,0,1,0]");
  checkValuRows({
      {lo.c_str(), in, 0xaabbff40, kFnuz},    // {fp8(-240) = 0xff, fp8(1) = 0x40} in the low word
      {hi.c_str(), in, 0xff40ccdd, kFnuz},
      {lo.c_str(), in, 0xaabbf738, kOcp},     // OCP E4M3: 1 = 0x38, -240 = 0xf7 (field 14, mantissa 7)
      {neg.c_str(), in, 0xaabb6060, kFnuz},   // 240 in FNUZ E5M2: 1.875 * 2^7 is a tie, 1.75 odd: 2^8 = 0x60
      {sr0.c_str(), in, 0xaabbcc40, kFnuz},   // 1.0 exactly: nothing to round
      // -240 to E5M2 stochastically: 7.5 units of 32, 21 bits dropped (0x100000); 0x3d800000's low 21 bits
      // are 0: no carry, -224 = 0xdf, in byte 3
      {sr3.c_str(), in, 0xdfbbccdd, kFnuz},
      {sr1.c_str(), in, 0xaabb20dd, kFnuz},   // 0.0625 = 2^-4 to E4M3: exponent field 4: 0x20, in byte 1
  });
}

}  // namespace
}  // namespace gcnkit::test
