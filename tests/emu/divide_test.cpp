// Division: the f32 and f64 sequences LLVM emits for x / y (v_div_scale twice, v_rcp, the Newton-Raphson fmas,
// v_div_fmas, v_div_fixup; for f32 in a flushing mode with the denormal mode switched on around the fmas) run
// in the emulator over hand-worked cases for every branch of the scaling, the special values and the exact
// quotients, and over a sweep of operands across the whole exponent range, against the correctly rounded
// quotient (the host's IEEE division, and for the hand-worked cases the bits written out). Then each helper on
// its own: v_div_scale's value and VCC per branch, v_div_fmas's one rounding, v_div_fixup's rules.
#include <gtest/gtest.h>

#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "divide_cases.h"
#include "emu_valu_support.h"

namespace gcnkit::test {
namespace {

// The sequences as clang-19 -O2 writes them (OpenCL with -cl-fp32-correctly-rounded-divide-sqrt, and f64): the
// numerator in v1 (f64: v[2:3]), the denominator in v2 (v[4:5]), the quotient back in v1 (v[2:3]). SDST and VCC
// are the wave size's lane masks (s[2:3] and vcc, or s2 and vcc_lo).
const char* kF64Sequence = R"(
  v_div_scale_f64 v[6:7], SDST, v[4:5], v[4:5], v[2:3]
  v_div_scale_f64 v[12:13], VCC, v[2:3], v[4:5], v[2:3]
  v_rcp_f64_e32 v[8:9], v[6:7]
  v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
  v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
  v_mul_f64 v[10:11], v[12:13], v[8:9]
  v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
  v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]
  v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
)";

// f32; `denormOn`/`denormOff` switch f32 denormals on around the fmas when the kernel flushes them (gfx900:
// s_setreg of MODE, GFX10: s_denorm_mode), empty when the kernel keeps them.
std::string f32Sequence(const char* denormOn, const char* denormOff) {
  return std::string(R"(
  v_div_scale_f32 v3, SDST, v2, v2, v1
  v_div_scale_f32 v5, VCC, v1, v2, v1
  v_rcp_f32_e32 v6, v3
)") + denormOn + R"(
  v_fma_f32 v7, -v3, v6, 1.0
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32_e32 v7, v5, v6
  v_fma_f32 v8, -v3, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v3, -v3, v7, v5
)" + denormOff + R"(
  v_div_fmas_f32 v3, v3, v6, v7
  v_div_fixup_f32 v1, v3, v2, v1
)";
}

struct Proc {
  const char* cpu;
  const char* mattr;
  const char* denormOn;
  const char* denormOff;
};
constexpr Proc kProcs[] = {
    {"gfx900", "", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0"},
    {"gfx1030", "+wavefrontsize32", "s_denorm_mode 15", "s_denorm_mode 12"},
    {"gfx1030", "+wavefrontsize64", "s_denorm_mode 15", "s_denorm_mode 12"},
};

// MODE: round to nearest even, DX10_CLAMP and IEEE; f64/f16 denormals kept; f32 denormals kept or flushed.
constexpr uint32_t kModeIeee = 0x3f0, kModeFlush32 = 0x3c0;

// Runs the sequence over `cases` (one per lane, in as many waves as needed); returns the quotients' bits.
std::vector<uint64_t> runSequence(const Proc& p, bool f64, bool flush32, const std::vector<Quotient>& cases) {
  std::string body = f64 ? kF64Sequence : f32Sequence(flush32 ? p.denormOn : "", flush32 ? p.denormOff : "");
  std::vector<uint64_t> out;
  auto m = machine(p.cpu, p.mattr);
  if (!m) return out;
  const bool wave32 = m->waveSize() == 32;
  for (auto [token, mask] : {std::pair{"SDST", wave32 ? "s2" : "s[2:3]"}, std::pair{"VCC", wave32 ? "vcc_lo" : "vcc"}})
    body.replace(body.find(token), std::string_view(token).size(), mask);
  if (!load(*m, body + "\ns_endpgm\n", p.mattr)) return out;
  const unsigned lanes = m->waveSize();
  for (size_t first = 0; first < cases.size(); first += lanes) {
    emu::LaunchConfig c = oneWave();
    c.workitemIdVgprs = false;
    c.mode = flush32 ? kModeFlush32 : kModeIeee;
    c.setupWave = [&](emu::WaveSetup& w) {
      for (unsigned l = 0; l < lanes; ++l) {
        const Quotient q = cases[std::min(first + l, cases.size() - 1)];
        auto set = [&](unsigned reg, uint32_t v) { (*w.vgprs)[size_t(reg) * lanes + l] = v; };
        if (f64) {
          const uint64_t n = std::bit_cast<uint64_t>(q.n), d = std::bit_cast<uint64_t>(q.d);
          set(2, uint32_t(n)), set(3, uint32_t(n >> 32)), set(4, uint32_t(d)), set(5, uint32_t(d >> 32));
        } else {
          set(1, std::bit_cast<uint32_t>(float(q.n))), set(2, std::bit_cast<uint32_t>(float(q.d)));
        }
      }
    };
    const emu::LaunchResult r = m->launch(c);
    if (!r.ok() || r.waves.size() != 1) {
      ADD_FAILURE() << p.cpu << p.mattr << ": " << r.text();
      return {};
    }
    for (unsigned l = 0; l < lanes && first + l < cases.size(); ++l) {
      const emu::WaveState& w = r.waves[0];
      out.push_back(f64 ? w.vgpr(2, l) | uint64_t(w.vgpr(3, l)) << 32 : w.vgpr(1, l));
    }
  }
  return out;
}

void expectCorrectlyRounded(const std::vector<Quotient>& cases, bool f64, bool flush32, const char* what) {
  for (const Proc& p : kProcs) {
    const std::vector<uint64_t> got = runSequence(p, f64, flush32, cases);
    ASSERT_EQ(got.size(), cases.size()) << p.cpu << p.mattr;
    int wrong = 0;
    for (size_t i = 0; i < cases.size(); ++i) {
      const uint64_t want = hostQuotient(cases[i], f64, flush32);
      if (!sameResult(got[i], want, f64) && ++wrong <= 10)
        ADD_FAILURE() << what << " on " << p.cpu << p.mattr << ": " << describe(cases[i], f64, got[i], want);
    }
    EXPECT_EQ(wrong, 0) << what << " on " << p.cpu << p.mattr << ": " << cases.size() << " quotients";
  }
}

// ---------------------------------------------------------------- hand-worked quotients, branch by branch

TEST(EmuDivide, HandWorkedF64QuotientsAreCorrectlyRounded) { expectCorrectlyRounded(handF64(), true, false, "f64"); }
TEST(EmuDivide, HandWorkedF32QuotientsAreCorrectlyRounded) {
  expectCorrectlyRounded(handF32(), false, false, "f32 (denormals kept)");
  expectCorrectlyRounded(handF32(), false, true, "f32 (denormals flushed)");
}

// The two cases the sequence used to get wrong, with their bits written out: -1e-300 / 1e300 is -0 (the
// denominator was scaled to infinity), DBL_MIN / 1.5 = 2/3 * 2^-1022 = 0x000AAAAAAAAAAAAB * 2^-1074 (rounded
// twice it was ...AAAA: the normal quotient 0x1.5555555555555p-1023 rounds down, then its half-unit tail rounds
// to even). f32: FLT_MIN / 1.5 = 0x00555555 (2^23 * 2/3 = 5592405.33).
TEST(EmuDivide, TheQuotientsThatWereWrong) {
  for (const Proc& p : kProcs) {
    const std::vector<uint64_t> d = runSequence(p, true, false, {{-1e-300, 1e300}, {DBL_MIN, 1.5}});
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[0], 0x8000000000000000ull) << p.cpu << p.mattr;
    EXPECT_EQ(d[1], 0x000aaaaaaaaaaaabull) << p.cpu << p.mattr;
    const std::vector<uint64_t> f = runSequence(p, false, false, {{-1e-30, 1e30}, {FLT_MIN, 1.5}});
    ASSERT_EQ(f.size(), 2u);
    EXPECT_EQ(f[0], 0x80000000u) << p.cpu << p.mattr;
    EXPECT_EQ(f[1], 0x00555555u) << p.cpu << p.mattr;
  }
}

// ---------------------------------------------------------------- a sweep over the exponent range

TEST(EmuDivide, SweepAcrossTheExponentRange) {
  expectCorrectlyRounded(sweep(true, 1024), true, false, "f64 sweep");
  expectCorrectlyRounded(sweep(false, 1024), false, false, "f32 sweep (denormals kept)");
  expectCorrectlyRounded(sweep(false, 512), false, true, "f32 sweep (denormals flushed)");
}

// ---------------------------------------------------------------- the helpers on their own

struct ScaleCase {
  double s0, s1, s2;
  double value;  // D
  bool vcc;
};

// v_div_scale per branch, hand-worked: D and VCC.
void checkDivScale(bool f64, const std::vector<ScaleCase>& cases) {
  const char* body = f64 ? "v_div_scale_f64 v[10:11], vcc, v[2:3], v[4:5], v[6:7]" : "v_div_scale_f32 v10, vcc, v1, v2, v3";
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, std::string(body) + "\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.mode = kModeIeee;
  c.setupWave = [&](emu::WaveSetup& w) {
    for (unsigned l = 0; l < 64; ++l) {
      const ScaleCase& s = cases[std::min<size_t>(l, cases.size() - 1)];
      auto set = [&](unsigned reg, uint32_t v) { (*w.vgprs)[size_t(reg) * 64 + l] = v; };
      if (f64) {
        const double v[3] = {s.s0, s.s1, s.s2};
        for (unsigned i = 0; i < 3; ++i) {
          const uint64_t b = std::bit_cast<uint64_t>(v[i]);
          set(2 + 2 * i, uint32_t(b)), set(3 + 2 * i, uint32_t(b >> 32));
        }
      } else {
        set(1, std::bit_cast<uint32_t>(float(s.s0))), set(2, std::bit_cast<uint32_t>(float(s.s1)));
        set(3, std::bit_cast<uint32_t>(float(s.s2)));
      }
    }
  };
  const emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok() && r.waves.size() == 1) << r.text();
  const emu::WaveState& w = r.waves[0];
  for (size_t l = 0; l < cases.size(); ++l) {
    const ScaleCase& s = cases[l];
    const uint64_t got = f64 ? w.vgpr(10, unsigned(l)) | uint64_t(w.vgpr(11, unsigned(l))) << 32 : w.vgpr(10, unsigned(l));
    const uint64_t want = f64 ? std::bit_cast<uint64_t>(s.value) : std::bit_cast<uint32_t>(float(s.value));
    EXPECT_TRUE(sameResult(got, want, f64)) << "case " << l << ": " << s.s0 << ", " << s.s1 << ", " << s.s2 << " gave 0x"
                                            << std::hex << got << ", expected 0x" << want;
    EXPECT_EQ(bool(w.vcc() >> l & 1), s.vcc) << "case " << l << " VCC";
  }
}

TEST(EmuDivide, DivScaleBranches) {
  // {s0, s1 (denominator), s2 (numerator), D, VCC}; s0 is the denominator or the numerator as LLVM passes it.
  checkDivScale(true, {
      {2, 2, 1, 2, false},                             // nothing to scale
      {3, 3, 0, kNan, false}, {3, 0, 3, kNan, false},  // a zero operand: NaN
      {0.5, 0.5, 1e308, 0x1p127, true},                // near the largest double: the denominator up by 2^128
      {1e308, 0.5, 1e308, 1e308, true},                //   and the numerator not, VCC
      {0x1p-1070, 0x1p-1070, 0x1p-300, 0x1p-942, false},  // denormal denominator: both up
      {0x1p-300, 0x1p-1070, 0x1p-300, 0x1p-172, false},
      {0x1p-1070, 0x1p-1070, 1, 0x1p-942, true},       // (a quotient near the largest double comes first)
      {0x1p1023, 0x1p1023, 1, 0x1p895, true},          // 1/s1 and s2/s1 denormal: the denominator down, VCC
      {1, 0x1p1023, 1, 1, true},                       //   the numerator untouched
      {0x1p1023, 0x1p1023, 0x1p1022, 0x1p895, false},  // 1/s1 denormal: both down
      {0x1p1022, 0x1p1023, 0x1p1022, 0x1p894, false},
      {1.5, 1.5, DBL_MIN, 1.5, true},                  // s2/s1 denormal: the numerator up, VCC
      {DBL_MIN, 1.5, DBL_MIN, 0x1p-894, true},
      {0x1p-990, 0x1p-990, 0x1p-1000, 0x1p-862, false},  // tiny numerator (exponent field <= 53): both up
      {0x1p-1000, 0x1p-990, 0x1p-1000, 0x1p-872, false},
  });
  checkDivScale(false, {
      {2, 2, 1, 2, false},
      {3, 3, 0, kNan, false}, {3, 0, 3, kNan, false},
      {0.5, 0.5, 0x1p126, 0x1p63, true},               // near the largest float: the denominator up by 2^64
      {0x1p126, 0.5, 0x1p126, 0x1p126, true},
      {0x1p-140, 0x1p-140, 0x1p-60, 0x1p-76, false},   // denormal denominator
      {0x1p-60, 0x1p-140, 0x1p-60, 0x1p4, false},
      {0x1p-140, 0x1p-140, 1, 0x1p-76, true},          // (a quotient near the largest float comes first)
      {0x1p127, 0x1p127, 1, 0x1p63, true},             // 1/s1 and s2/s1 denormal
      {1, 0x1p127, 1, 1, true},
      {0x1p127, 0x1p127, 0x1p126, 0x1p63, false},      // 1/s1 denormal
      {0x1p126, 0x1p127, 0x1p126, 0x1p62, false},
      {1.5, 1.5, FLT_MIN, 1.5, true},                  // s2/s1 denormal
      {FLT_MIN, 1.5, FLT_MIN, 0x1p-62, true},
      {0x1p-100, 0x1p-100, 0x1p-110, 0x1p-36, false},  // tiny numerator (exponent field <= 23)
      {0x1p-110, 0x1p-100, 0x1p-110, 0x1p-46, false},
  });
}

// v_div_fmas: fma(s0, s1, s2) scaled by 2^+-64 / 2^+-128 where VCC is set, rounded once; input denormals read as
// they are whatever the mode.
TEST(EmuDivide, DivFmasRoundsOnce) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, "v_div_fmas_f64 v[10:11], v[2:3], v[4:5], v[6:7]\nv_div_fmas_f32 v12, v1, v8, v9\ns_endpgm\n"));
  struct Case {
    double a, b, c;  // f64 operands
    float fa, fb, fc;
    bool vcc;
    uint64_t want64;
    uint32_t want32;
  };
  // (1) the scaled quotient of DBL_MIN / 1.5 (f64: 2/3 rounded to 53 bits, times 2^-894; f32: to 24 bits, times
  //     2^-62) and a 0 residual: scaled down by 2^128 (2^64) it is exactly half-way between two denormals and
  //     rounds to even (0x...AAAA; f32 0x555556);
  // (2) the same with a tiny residual product of the sign that decides it: rounded once, f64 up to 0x...AAAB,
  //     f32 down to 0x555555 (the correctly rounded quotients; rounded twice they were the ties' choices);
  // (3) |s2| >= 2: up by 2^128 (2^64);  (4) VCC clear: a plain fma;  (5) a denormal s2 read as it is.
  const double q = 0x1.5555555555555p-895;
  const float qf = 0x1.555556p-63f;
  const std::vector<Case> cases = {
      {0, 1, q, 0, 1, qf, true, 0x000aaaaaaaaaaaaaull, 0x00555556u},
      {0x1p-960, 0x1p-40, q, -0x1p-100f, 0x1p-30f, qf, true, 0x000aaaaaaaaaaaabull, 0x00555555u},
      {1, 1, 2, 1, 1, 2, true, std::bit_cast<uint64_t>(0x1.8p129), std::bit_cast<uint32_t>(0x1.8p65f)},
      {3, 5, 7, 3, 5, 7, false, std::bit_cast<uint64_t>(22.0), std::bit_cast<uint32_t>(22.0f)},
      {0, 1, 0x1p-1070, 0, 1, 0x1p-140f, false, std::bit_cast<uint64_t>(0x1p-1070), std::bit_cast<uint32_t>(0x1p-140f)},
  };
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.mode = kModeIeee;
  uint64_t vcc = 0;
  for (size_t l = 0; l < cases.size(); ++l) vcc |= uint64_t(cases[l].vcc) << l;
  c.setupWave = [&](emu::WaveSetup& w) {
    (*w.sreg)[106] = uint32_t(vcc), (*w.sreg)[107] = uint32_t(vcc >> 32);
    for (unsigned l = 0; l < 64; ++l) {
      const Case& k = cases[std::min<size_t>(l, cases.size() - 1)];
      auto set = [&](unsigned reg, uint32_t v) { (*w.vgprs)[size_t(reg) * 64 + l] = v; };
      const double v[3] = {k.a, k.b, k.c};
      for (unsigned i = 0; i < 3; ++i) {
        const uint64_t b = std::bit_cast<uint64_t>(v[i]);
        set(2 + 2 * i, uint32_t(b)), set(3 + 2 * i, uint32_t(b >> 32));
      }
      set(1, std::bit_cast<uint32_t>(k.fa)), set(8, std::bit_cast<uint32_t>(k.fb)), set(9, std::bit_cast<uint32_t>(k.fc));
    }
  };
  const emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok() && r.waves.size() == 1) << r.text();
  const emu::WaveState& w = r.waves[0];
  for (unsigned l = 0; l < cases.size(); ++l) {
    EXPECT_EQ(w.vgpr(10, l) | uint64_t(w.vgpr(11, l)) << 32, cases[l].want64) << "f64 case " << l;
    EXPECT_EQ(w.vgpr(12, l), cases[l].want32) << "f32 case " << l;
  }
}

// v_div_fmas reads denormal inputs as they are even when the mode flushes f32 denormals (v_fma_f32 beside it
// flushes them): 2^-126 * 1 + 2^-149 is the normal 0x00800001, not 2^-126.
TEST(EmuDivide, DivFmasKeepsDenormalInputsInAFlushingMode) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, "v_div_fmas_f32 v4, v1, v2, v3\nv_fma_f32 v5, v1, v2, v3\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.mode = kModeFlush32;
  c.setupWave = [&](emu::WaveSetup& w) {
    for (unsigned l = 0; l < 64; ++l) {
      (*w.vgprs)[size_t(1) * 64 + l] = std::bit_cast<uint32_t>(FLT_MIN);
      (*w.vgprs)[size_t(2) * 64 + l] = std::bit_cast<uint32_t>(1.0f);
      (*w.vgprs)[size_t(3) * 64 + l] = 1;  // 2^-149
    }
  };
  const emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok() && r.waves.size() == 1) << r.text();
  EXPECT_EQ(r.waves[0].vgpr(4, 0), 0x00800001u);
  EXPECT_EQ(r.waves[0].vgpr(5, 0), 0x00800000u);
}

// v_div_fixup: NaNs, 0/0 and inf/inf (-NaN), x/0, inf/y, x/inf, 0/y, the underflow rule, a NaN quotient (an
// overflow), and otherwise the quotient's magnitude with the sign of numerator xor denominator.
TEST(EmuDivide, DivFixupRules) {
  struct Case {
    double q, d, n;
    uint64_t want;
  };
  const uint64_t negNan = 0xfff8000000000000ull;
  const std::vector<Case> cases = {
      {1, 0, 0, negNan}, {1, kInf, -kInf, negNan},  // 0/0, inf/inf
      {1, 0, -2, std::bit_cast<uint64_t>(-kInf)},   // x/0
      {1, -3, kInf, std::bit_cast<uint64_t>(-kInf)},  // inf/y
      {1, kInf, 2, 0}, {1, -kInf, 2, 0x8000000000000000ull}, {5, 3, -0.0, 0x8000000000000000ull},  // x/inf, 0/y
      {kNan, 1e300, -1e-300, 0x8000000000000000ull},  // exponent(n) - exponent(d) < -1075: 0 whatever q is
      {-2, -1, 2, std::bit_cast<uint64_t>(-2.0)}, {-2, -1, -2, std::bit_cast<uint64_t>(2.0)},  // |q| with the sign
      {1, 1, std::bit_cast<double>(0x7ff4000000000000ull), 0x7ffc000000000000ull},  // a NaN numerator, quieted
      {kNan, -1, 2, std::bit_cast<uint64_t>(-kInf)},  // a NaN quotient of finite operands: the overflow's infinity
  };
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, "v_div_fixup_f64 v[10:11], v[2:3], v[4:5], v[6:7]\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.setupWave = [&](emu::WaveSetup& w) {
    for (unsigned l = 0; l < 64; ++l) {
      const Case& k = cases[std::min<size_t>(l, cases.size() - 1)];
      const double v[3] = {k.q, k.d, k.n};
      for (unsigned i = 0; i < 3; ++i) {
        const uint64_t b = std::bit_cast<uint64_t>(v[i]);
        (*w.vgprs)[size_t(2 + 2 * i) * 64 + l] = uint32_t(b);
        (*w.vgprs)[size_t(3 + 2 * i) * 64 + l] = uint32_t(b >> 32);
      }
    }
  };
  const emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok() && r.waves.size() == 1) << r.text();
  for (unsigned l = 0; l < cases.size(); ++l)
    EXPECT_EQ(r.waves[0].vgpr(10, l) | uint64_t(r.waves[0].vgpr(11, l)) << 32, cases[l].want) << "case " << l;
}

}  // namespace
}  // namespace gcnkit::test
