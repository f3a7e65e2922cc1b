// gfx950's scaled conversions (src/emu/valu_scalef32.cpp, src/emu/README.md "Scaled conversions") with hand-worked
// vectors per family (the operand layouts llc 22 selects: op_sel picks bytes, words and halves), the scale's model
// (2^(E-127) of its exponent field, E = 255 NaN), NaN / infinity / overflow / saturation / subnormal edges,
// stochastic rounding, and round trips (to the small format and back, over every code of each format).
// OCP formats: fp8 E4M3 (1.0 = 0x38, 448 = 0x7e, NaN 0x7f), bf8 E5M2 (1.0 = 0x3c, inf 0x7c), fp6 E2M3 (1.0 = 0x08,
// max 7.5 = 0x1f), bf6 E3M2 (1.0 = 0x18, max 28 = 0x3f), fp4 E2M1 (0.5 = 1, 1.0 = 2, 1.5 = 3, 2 = 4, 3 = 5, 4 = 6,
// 6 = 7; the sign is bit 3).
#include <cmath>

#include "emu/small_float.h"
#include "emu_valu_rows.h"

namespace gcnkit::test {
namespace {

constexpr const char* k950 = "gfx950";
constexpr uint32_t kOne = 0x3f800000, kTwo = 0x40000000, kQuarter = 0x3e800000, kNanScale = 0x7fc00000;
const std::string kInit = "v_mov_b32 v4, 0xaabbccdd\n";  // the destination's bits the forms keep

std::string keep(const char* op) { return kInit + op; }

TEST(EmuScaleF32, ToFp8AndBf8PackTwoValuesIntoAWord) {
  // S0 = 4, S1 = -1, scale 2: 2 (0x40) and -0.5 (0xb0) in E4M3.
  const std::vector<uint32_t> in{0x40800000, 0xbf800000, kTwo};
  const std::string lo = keep("v_cvt_scalef32_pk_fp8_f32 v4, v1, v2, v3");
  const std::string hi = keep("v_cvt_scalef32_pk_fp8_f32 v4, v1, v2, v3 op_sel:[0,0,0,1]");
  const std::string bf = keep("v_cvt_scalef32_pk_bf8_f32 v4, v1, v2, v3");
  checkValuRows({
      {lo.c_str(), in, 0xaabbb040, k950},
      {hi.c_str(), in, 0xb040ccdd, k950},
      {lo.c_str(), {0x40800000, 0xbf800000, 0x40400000}, 0xaabbb040, k950},  // scale 3: only its exponent counts
      {lo.c_str(), {0x40800000, 0xbf800000, kNanScale}, 0xaabb7f7f, k950},   // E = 255: NaN
      {lo.c_str(), {0x447a0000, 0x447a0000, kOne}, 0xaabb7f7f, k950},        // 1000 > 448: NaN, no saturation
      {lo.c_str(), {0x447a0000, 0x7f800000, 0x40800000}, 0xaabb7f78, k950},  // 1000 / 4 = 250 rounds to 256; inf: NaN
      {bf.c_str(), {0x40800000, 0xff800000, kTwo}, 0xaabbfc40, k950},        // E5M2: 2 = 0x40, -inf = 0xfc
      {bf.c_str(), {0x36800000, 0, kQuarter}, 0xaabb0001, k950},             // 2^-18 / 2^-2: the smallest subnormal, 0
  });
  // 16-bit pairs: {hi, lo} of S0; f16 {-2, 1}, bf16 {-2, 1}; scale 1 / 0.25.
  const std::string f16 = keep("v_cvt_scalef32_pk_fp8_f16 v4, v1, v2 op_sel:[0,0,1]");
  const std::string b16 = keep("v_cvt_scalef32_pk_bf8_bf16 v4, v1, v2");
  checkValuRows({
      {f16.c_str(), {0xc0003c00, kOne}, 0xc038ccdd, k950},
      {b16.c_str(), {0xc0003f80, kQuarter}, 0xaabbc844, k950},  // -8 = 0xc8 (field 18), 4 = 0x44 in E5M2
  });
}

TEST(EmuScaleF32, ToFp4PacksTwoNibblesIntoTheNamedByte) {
  // 3 -> 5, -6 -> 0xf; beyond 6 saturates to 6 (7), NaN gives +0, 0.25 ties to even (0), 0.75 to 1.0 (2).
  const std::string b1 = keep("v_cvt_scalef32_pk_fp4_f32 v4, v1, v2, v3 op_sel:[0,0,1,0]");
  const std::string b3 = keep("v_cvt_scalef32_pk_fp4_f32 v4, v1, v2, v3 op_sel:[0,0,1,1]");
  // v_cvt_scalef32_pk_fp4_f16 v4, v1, v2 op_sel:[0,0,0,1] in llvm-mc 22's bytes (gcnkit's assembler drops op_sel[3]
  // of this two-source form yet).
  const std::string h = keep(".long 0xd24c4004, 0x00020501");
  checkValuRows({
      {b1.c_str(), {0x40400000, 0xc0c00000, kOne}, 0xaabbf5dd, k950},
      {b3.c_str(), {0x42c80000, 0x7fc00000, kOne}, 0x07bbccdd, k950},
      {b1.c_str(), {0x3e800000, 0x3f400000, kOne}, 0xaabb20dd, k950},
      {b1.c_str(), {0x40400000, 0xc0c00000, kTwo}, 0xaabbd3dd, k950},   // / 2: 1.5 -> 3, -3 -> 0xd
      {h.c_str(), {0x46004200, kOne}, 0xaa75ccdd, k950},                // f16 {6, 3} -> byte 2 = 0x75
  });
}

TEST(EmuScaleF32, FromFp8PicksTheByteOrWordOpSelNames) {
  // bytes 0x38 (1.0), 0x40 (2.0), 0xb8 (-1.0), 0x7f (NaN) in E4M3
  const std::vector<uint32_t> b{0x7fb84038};
  auto row = [](const char* op) { return std::string(op); };
  const std::string f0 = row("v_cvt_scalef32_f32_fp8 v4, v1, v2"), f1 = row("v_cvt_scalef32_f32_fp8 v4, v1, v2 op_sel:[1,0,0]");
  const std::string f2 = row("v_cvt_scalef32_f32_fp8 v4, v1, v2 op_sel:[0,1,0]"), f3 = row("v_cvt_scalef32_f32_fp8 v4, v1, v2 op_sel:[1,1,0]");
  const std::string pkLo = "v_cvt_scalef32_pk_f32_fp8 v[6:7], v1, v2 op_sel:[1,0,0]\nv_mov_b32 v4, v6";
  const std::string pkHi = "v_cvt_scalef32_pk_f32_fp8 v[6:7], v1, v2 op_sel:[1,0,0]\nv_mov_b32 v4, v7";
  const std::string h = keep("v_cvt_scalef32_f16_fp8 v4, v1, v2 op_sel:[0,1,1]");
  const std::string pkH = "v_cvt_scalef32_pk_f16_fp8 v4, v1, v2";
  const std::string pkB = "v_cvt_scalef32_pk_bf16_bf8 v4, v1, v2 op_sel:[1,0,0]";
  checkValuRows({
      {f0.c_str(), {b[0], kQuarter}, 0x3e800000, k950},              // 1 * 2^-2
      {f1.c_str(), {b[0], kTwo}, 0x40800000, k950},                  // 2 * 2
      {f2.c_str(), {b[0], kOne}, 0xbf800000, k950},
      {f3.c_str(), {b[0], kOne}, 0x7fc00000, k950},                  // NaN
      {f0.c_str(), {b[0], kNanScale}, 0x7fc00000, k950},             // NaN scale
      {f0.c_str(), {b[0], 0x7f000000}, 0x7f000000, k950},            // 1 * 2^127
      {f1.c_str(), {b[0], 0x7f000000}, 0x7f800000, k950},            // 2 * 2^127 overflows f32: infinity
      {f0.c_str(), {0x01, 0x00800000}, 0x00004000, k950},            // 2^-9 * 2^-126 = 2^-135: the f32 subnormal 2^14 * 2^-149
      {pkLo.c_str(), {b[0], kOne}, 0xbf800000, k950},                           // word 1: byte 2 low
      {pkHi.c_str(), {b[0], kOne}, 0x7fc00000, k950},
      {h.c_str(), {0x00380000, kTwo}, 0x4000ccdd, k950},             // byte 2 = 1.0, * 2 = f16 0x4000, high half
      {pkH.c_str(), {0x3c38, kOne}, 0x3e003c00, k950},               // E4M3 0x3c = 1.5
      {pkB.c_str(), {0x7c3c0000, kOne}, 0x7f803f80, k950},           // E5M2 1.0 and +inf in bf16
      {"v_cvt_scalef32_f32_bf8 v4, v1, v2", {0x7c, kOne}, 0x7f800000, k950},
  });
}

TEST(EmuScaleF32, FromFp4PicksTheByteOpSelNames) {
  const std::string f = "v_cvt_scalef32_pk_f32_fp4 v[6:7], v1, v2 op_sel:[0,1,0]\nv_mov_b32 v4, v6";
  const std::string g = "v_cvt_scalef32_pk_f32_fp4 v[6:7], v1, v2 op_sel:[0,1,0]\nv_mov_b32 v4, v7";
  checkValuRows({
      {f.c_str(), {0x00f50000, 0x3f000000}, 0x3fc00000, k950},  // nibble 5 = 3, * 0.5
      {g.c_str(), {0x00f50000, 0x3f000000}, 0xc0400000, k950},  // nibble 0xf = -6, * 0.5
      {"v_cvt_scalef32_pk_bf16_fp4 v4, v1, v2", {0x72, kOne}, 0x40c03f80, k950},  // {6, 1}
      {"v_cvt_scalef32_pk_f16_fp4 v4, v1, v2 op_sel:[1,1,0]", {0x21000000, kTwo}, 0x40003c00, k950},  // {1 * 2, 0.5 * 2}
  });
}

TEST(EmuScaleF32, StochasticFormsUseTheSeedWord) {
  // 2.125 / 2 = 1.0625 in E4M3: 20 bits dropped, half a unit; the seed's low 20 bits decide.
  const std::string b3 = keep("v_cvt_scalef32_sr_fp8_f32 v4, v1, v2, v3 op_sel:[0,0,1,1]");
  const std::string bf16 = keep("v_cvt_scalef32_sr_fp8_bf16 v4, v1, v2, v3 op_sel:[1,0,0,0]");
  const std::string f16 = keep("v_cvt_scalef32_sr_bf8_f16 v4, v1, v2, v3 op_sel:[0,0,1,0]");
  // fp4 pair from v[2:3] (1.25, 4), the seed in v1, scale 1 in v5: 1.25 is 2.5 units of 0.5, 22 bits dropped.
  const std::string fp4 = kInit + "v_mov_b32 v5, 1.0\nv_cvt_scalef32_sr_pk_fp4_f32 v4, v[2:3], v1, v5";
  const std::string fp4h = kInit + "v_cvt_scalef32_sr_pk_fp4_f16 v4, v1, v2, v3 op_sel:[0,0,0,1]";
  checkValuRows({
      {b3.c_str(), {0x40080000, 0x0007ffff, kTwo}, 0x38bbccdd, k950},
      {b3.c_str(), {0x40080000, 0x00080000, kTwo}, 0x39bbccdd, k950},
      {bf16.c_str(), {0x3f800000, 0, kOne}, 0xaabbcc38, k950},          // op_sel[0]: the high bf16 (1.0)
      {f16.c_str(), {0x3c00, 0xffffffff, kOne}, 0xaabb3cdd, k950},       // exact: the seed changes nothing
      {fp4.c_str(), {0x001fffff, 0x3fa00000, 0x40800000}, 0xaabbcc62, k950},
      {fp4.c_str(), {0x00200000, 0x3fa00000, 0x40800000}, 0xaabbcc63, k950},
      {fp4h.c_str(), {0x44003d00, 0x00000000, kOne}, 0xaa62ccdd, k950},  // f16 {4, 1.25}, seed 0: truncated
  });
}

TEST(EmuScaleF32, StochasticHalfConversions) {
  // 1 + 2^-11 to f16 (ulp 2^-10): 13 bits dropped, half a unit (0x1000); bf16 (ulp 2^-7): 16 dropped, 2^-11 is
  // 0x1000 of them.
  const std::string f = keep("v_cvt_sr_f16_f32 v4, v1, v2 op_sel:[0,0,1]");
  const std::string b = keep("v_cvt_sr_bf16_f32 v4, v1, v2");
  checkValuRows({
      {f.c_str(), {0x3f801000, 0x00000fff}, 0x3c00ccdd, k950},
      {f.c_str(), {0x3f801000, 0x00001000}, 0x3c01ccdd, k950},
      {b.c_str(), {0x3f801000, 0x0000efff}, 0xaabb3f80, k950},
      {b.c_str(), {0x3f801000, 0x0000f000}, 0xaabb3f81, k950},
      {f.c_str(), {0x47800000, 0}, 0x7c00ccdd, k950},   // 65536 > f16's largest: infinity
      {b.c_str(), {0xffc00001, 0}, 0xaabbffc0, k950},   // NaN: quiet, sign kept
  });
}

// Every code of a format through the pair forms and back, one code per lane, scale 2^5 both ways.
void roundTrip(const char* from, const char* to, unsigned bits, bool skipNan(uint32_t)) {
  const std::string body = std::string(from) + " v[6:7], v1, v2\n" + to + " v4, v6, v7, v2";
  for (uint32_t base = 0; base < (1u << bits); base += 64) {
    auto lanes = [&](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
      if (reg != 1) return std::nullopt;
      const uint32_t c = (base + lane) % (1u << bits);
      return c | ((1u << bits) - 1 - c) << bits;  // two different codes
    };
    ValuRun r = runValu(k950, body, {0, 0x42000000}, "", {}, lanes);
    ASSERT_TRUE(r.ok);
    for (unsigned lane = 0; lane < 64; ++lane) {
      const uint32_t in = *lanes(1, lane), mask = (1u << 2 * bits) - 1;
      if (skipNan(in & ((1u << bits) - 1)) || skipNan(in >> bits)) continue;
      EXPECT_EQ(r.wave.vgpr(4, lane) & mask, in) << from << " lane " << lane;
    }
  }
}

TEST(EmuScaleF32, RoundTripsKeepEveryCode) {
  roundTrip("v_cvt_scalef32_pk_f32_fp8", "v_cvt_scalef32_pk_fp8_f32", 8, [](uint32_t c) { return (c & 0x7f) == 0x7f; });
  roundTrip("v_cvt_scalef32_pk_f32_bf8", "v_cvt_scalef32_pk_bf8_f32", 8, [](uint32_t c) { return (c & 0x7f) > 0x7c; });
  roundTrip("v_cvt_scalef32_pk_f32_fp4", "v_cvt_scalef32_pk_fp4_f32", 4, [](uint32_t) { return false; });
}

// The 32-value fp6/bf6 forms need more VGPRs than runValu's wave has.
emu::WaveState runWide(const std::string& body) {
  emu::EmulatorOptions o;
  o.vgprCount = 128;
  auto m = machine(k950, "", o);
  if (!m || !load(*m, body + "\ns_endpgm\n")) return {};
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  const emu::LaunchResult r = m->launch(c);
  EXPECT_TRUE(r.ok()) << r.text();
  return r.ok() && !r.waves.empty() ? r.waves[0] : emu::WaveState{};
}

TEST(EmuScaleF32, Pk32Fp6PacksValueIAtBit6I) {
  // f32 values: 0 everywhere except value 5 = 2.0 and value 10 = 15 (1.0 and 7.5 after the scale 2), value 31 = -2
  // (-1: 0x28).
  // fp6: 1.0 = 0x08 at bit 30 -> dword 1 bits 3:0 = 0x2 (the low 2 bits 0 in dword 0); 7.5 = 0x1f at bit 60 ->
  // dword 1 bits 31:28 = 0xf, dword 2 bit 0 = 1; 0x28 at bit 186 -> dword 5 bits 31:26 = 0x28.
  std::string body;
  for (unsigned i = 0; i < 32; ++i) body += "v_mov_b32 v" + std::to_string(8 + i) + ", 0\n";
  body += "v_mov_b32 v13, 2.0\nv_mov_b32 v18, 0x41700000\nv_mov_b32 v39, -2.0\nv_mov_b32 v1, 2.0\n";
  emu::WaveState w = runWide(body + "v_cvt_scalef32_2xpk16_fp6_f32 v[40:45], v[8:23], v[24:39], v1\n"
                                    "v_cvt_scalef32_pk32_f32_fp6 v[48:79], v[40:45], v1\n"
                                    "v_cvt_scalef32_sr_pk32_bf6_f32 v[80:85], v[8:39], v2, v1\n"
                                    "v_cvt_scalef32_pk32_f16_bf6 v[88:103], v[80:85], v1");
  ASSERT_EQ(w.vgprCount, 128u);
  for (unsigned lane : {0u, 63u}) {
    EXPECT_EQ(w.vgpr(40, lane), 0u);
    EXPECT_EQ(w.vgpr(41, lane), 0xf0000002u);
    EXPECT_EQ(w.vgpr(42, lane), 1u);
    EXPECT_EQ(w.vgpr(45, lane), 0xa0000000u);
    // back: value i in v48 + i, times the scale 2
    EXPECT_EQ(w.vgpr(48 + 5, lane), 0x40000000u);
    EXPECT_EQ(w.vgpr(48 + 10, lane), 0x41700000u);
    EXPECT_EQ(w.vgpr(48 + 31, lane), 0xc0000000u);
    EXPECT_EQ(w.vgpr(48 + 0, lane), 0u);
    // bf6 (E3M2, stochastic with seed 0: truncation) into f16 pairs: 7.5 = 1.875 * 4 truncates to 1.75 * 4 = 7
    EXPECT_EQ(w.vgpr(88 + 2, lane), 0x40000000u);  // values 4 (0), 5 (f16 2.0 = 0x4000 in the high half)
    EXPECT_EQ(w.vgpr(88 + 5, lane), 0x00004b00u);  // value 10: 7 * 2 = f16 14.0 = 0x4b00 in the low half
    EXPECT_EQ(w.vgpr(88 + 15, lane), 0xc0000000u); // value 31: -2.0
  }
}

TEST(EmuScaleF32, Pk32SixteenBitSourcesAndSaturation) {
  // 32 bf16 values two per VGPR: value 0 = 100 (beyond fp6's 7.5: saturates to 0x1f), value 1 = NaN (+0), the rest 0.
  std::string body;
  for (unsigned i = 0; i < 16; ++i) body += "v_mov_b32 v" + std::to_string(8 + i) + ", 0\n";
  body += "v_mov_b32 v8, 0x7fc042c8\nv_mov_b32 v1, 1.0\n";
  emu::WaveState w = runWide(body + "v_cvt_scalef32_pk32_fp6_bf16 v[40:45], v[8:23], v1\n"
                                    "v_cvt_scalef32_pk32_bf16_fp6 v[48:63], v[40:45], v1");
  for (unsigned lane : {0u, 17u}) {
    EXPECT_EQ(w.vgpr(40, lane), 0x1fu);
    EXPECT_EQ(w.vgpr(48, lane), 0x000040f0u);  // {+0, 7.5 = bf16 0x40f0}
  }
}

TEST(EmuScaleF32, FidelityCallsTheScaleAModel) {
  for (const char* mn : {"v_cvt_scalef32_pk_fp8_f32", "v_cvt_scalef32_pk32_f32_fp6", "v_cvt_sr_bf16_f32"}) {
    auto f = emu::instructionFidelity(k950, mn);
    ASSERT_TRUE(f) << mn;
    EXPECT_EQ(f->level, emu::FidelityLevel::Approximate) << mn;
  }
}

}  // namespace
}  // namespace gcnkit::test
