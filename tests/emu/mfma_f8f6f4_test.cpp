// gfx950's f8f6f4 matrix products (v_mfma_f32_16x16x128_f8f6f4, v_mfma_f32_32x32x64_f8f6f4) and their scaled
// forms (v_mfma_scale_*): the model against a dense reference product for every A/B format pair (cbsz/blgp
// 0..4) on both shapes, with and without E8M0 block scales, hand-worked values, and the emulator running the
// instructions from assembly text (formats, widths, scale byte selection by op_sel/op_sel_hi, the lone ld_scale
// fault). The reference places the matrices with the layout of src/emu/README.md written out here: A element
// (i, k) in lane i + M * (k / 32), element k % 32 of the lane's registers packed from bit 0; B likewise.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>

#include "emu/mfma_model.h"
#include "emu/small_float.h"
#include "cli_support.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

using emu::MfmaType;
constexpr unsigned kLanes = 64;

const emu::SmallFormat& formatOf(unsigned code) {
  static const emu::SmallFormat* kFormats[] = {&emu::kFp8Ocp, &emu::kBf8Ocp, &emu::kFp6, &emu::kBf6, &emu::kFp4};
  return *kFormats[code];
}
unsigned widthOf(unsigned code) { return code < 2 ? 8 : code < 4 ? 6 : 4; }

// Writes element `item` (of `bits` bits) of a lane's registers: one little-endian bit string per lane.
void put(std::vector<uint32_t>& regs, unsigned bits, unsigned lane, unsigned item, uint32_t v) {
  for (unsigned b = 0; b < bits; ++b) {
    const unsigned at = item * bits + b;
    uint32_t& d = regs[(at / 32) * kLanes + lane];
    d = (d & ~(1u << (at % 32))) | ((v >> b & 1) << (at % 32));
  }
}

struct Dense {
  unsigned m, n, k;
  std::vector<double> a, b, c;     // M x K, K x N, M x N
  std::vector<int> scaleA, scaleB; // E8M0 per (row, k / 32) and (col, k / 32); empty: unscaled
};

// Values every format holds exactly (fp4's E2M1 has 0, 0.5, 1, 1.5, 2, 3, 4, 6): every product and partial
// sum is then exact in f32, so any summation order gives the reference.
Dense randomDense(unsigned m, unsigned n, unsigned k, bool scaled, unsigned seed) {
  static constexpr double kValues[] = {0, 0.5, 1, 1.5, 2, 3, 4, -0.5, -1, -1.5, -2, -3, -4};
  std::mt19937 rng(seed);
  auto pick = [&] { return kValues[rng() % std::size(kValues)]; };
  Dense d{m, n, k, {}, {}, {}, {}, {}};
  for (unsigned i = 0; i < m * k; ++i) d.a.push_back(pick());
  for (unsigned i = 0; i < k * n; ++i) d.b.push_back(pick());
  for (unsigned i = 0; i < m * n; ++i) d.c.push_back(double(int(rng() % 17) - 8));
  if (scaled) {
    for (unsigned i = 0; i < m * k / 32; ++i) d.scaleA.push_back(124 + int(rng() % 7));  // 2^-3 .. 2^3
    for (unsigned i = 0; i < n * k / 32; ++i) d.scaleB.push_back(124 + int(rng() % 7));
  }
  return d;
}

double reference(const Dense& d, unsigned i, unsigned j) {
  double sum = d.c[i * d.n + j];
  for (unsigned k = 0; k < d.k; ++k) {
    double p = d.a[i * d.k + k] * d.b[k * d.n + j];
    if (!d.scaleA.empty())
      p *= std::ldexp(1.0, d.scaleA[i * (d.k / 32) + k / 32] - 127) * std::ldexp(1.0, d.scaleB[j * (d.k / 32) + k / 32] - 127);
    sum += p;
  }
  return sum;
}

// Runs the model on the dense matrices placed in registers (scale byte `byte` of each lane's scale dword).
std::vector<uint32_t> runModel(const char* name, const Dense& d, unsigned fa, unsigned fb, unsigned byte = 0) {
  std::string why;
  auto s = emu::mfmaShape(name, 8, &why);
  EXPECT_TRUE(s) << why;
  if (!s) return {};
  s->a = *emu::f8f6f4Type(fa);
  s->b = *emu::f8f6f4Type(fb);
  std::vector<uint32_t> a(widthOf(fa) * kLanes), b(widthOf(fb) * kLanes), c(s->cdDwords * kLanes), out(c.size());
  std::vector<uint32_t> sa(kLanes, 0xffffffffu), sb(kLanes, 0xffffffffu);  // other bytes NaN: a wrong byte shows
  for (unsigned i = 0; i < d.m; ++i)
    for (unsigned k = 0; k < d.k; ++k) {
      const unsigned lane = i + d.m * (k / 32);
      put(a, formatOf(fa).bits(), lane, k % 32, emu::f32ToSmall(float(d.a[i * d.k + k]), formatOf(fa)));
      if (!d.scaleA.empty()) put(sa, 8, lane, byte, uint32_t(d.scaleA[i * (d.k / 32) + k / 32]));
    }
  for (unsigned j = 0; j < d.n; ++j)
    for (unsigned k = 0; k < d.k; ++k) {
      const unsigned lane = j + d.n * (k / 32);
      put(b, formatOf(fb).bits(), lane, k % 32, emu::f32ToSmall(float(d.b[k * d.n + j]), formatOf(fb)));
      if (!d.scaleB.empty()) put(sb, 8, lane, byte, uint32_t(d.scaleB[j * (d.k / 32) + k / 32]));
    }
  for (unsigned i = 0; i < d.m; ++i)
    for (unsigned j = 0; j < d.n; ++j) {
      const emu::MfmaPlace p = emu::mfmaPlaceCD(*s, 0, i, j);
      c[p.item * kLanes + p.lane] = std::bit_cast<uint32_t>(float(d.c[i * d.n + j]));
    }
  emu::MfmaControls ctl;
  ctl.ocpFp8 = true;
  ctl.scaleByteA = ctl.scaleByteB = byte;
  emu::MfmaRegisters r{a.data(), b.data(), c.data(), out.data()};
  if (!d.scaleA.empty()) r.scaleA = sa.data(), r.scaleB = sb.data();
  emu::mfmaExecute(*s, ctl, r);
  return out;
}

void checkAllFormats(const char* name, unsigned m, unsigned n, unsigned k, bool scaled) {
  for (unsigned fa = 0; fa <= 4; ++fa)
    for (unsigned fb = 0; fb <= 4; ++fb) {
      const Dense d = randomDense(m, n, k, scaled, 100 * fa + fb);
      const unsigned byte = (fa + fb) % 4;
      const std::vector<uint32_t> out = runModel(name, d, fa, fb, scaled ? byte : 0);
      ASSERT_FALSE(out.empty());
      const auto s = emu::mfmaShape(name, 8);
      int wrong = 0;
      for (unsigned i = 0; i < m; ++i)
        for (unsigned j = 0; j < n; ++j) {
          const emu::MfmaPlace p = emu::mfmaPlaceCD(*s, 0, i, j);
          const float got = std::bit_cast<float>(out[p.item * kLanes + p.lane]);
          if (got != float(reference(d, i, j)) && ++wrong <= 3)
            ADD_FAILURE() << name << " cbsz " << fa << " blgp " << fb << " D[" << i << "][" << j << "] = " << got
                          << ", reference " << reference(d, i, j);
        }
      EXPECT_EQ(wrong, 0) << name << " cbsz " << fa << " blgp " << fb;
    }
}

TEST(MfmaF8f6f4, ShapesOfTheForms) {
  const auto s = emu::mfmaShape("v_mfma_f32_16x16x128_f8f6f4", 8);
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->f8f6f4);
  EXPECT_FALSE(s->scaled);
  EXPECT_EQ(s->m, 16u);
  EXPECT_EQ(s->k, 128u);
  EXPECT_EQ(s->blocks, 1u);
  EXPECT_EQ(s->kPerLane, 32u);
  EXPECT_EQ(s->cdDwords, 4u);
  const auto t = emu::mfmaShape("v_mfma_scale_f32_32x32x64_f8f6f4", 8);
  ASSERT_TRUE(t);
  EXPECT_TRUE(t->scaled);
  EXPECT_EQ(t->m, 32u);
  EXPECT_EQ(t->k, 64u);
  EXPECT_EQ(t->cdDwords, 16u);
  EXPECT_EQ(emu::f8f6f4Type(2), MfmaType::Fp6);
  EXPECT_EQ(emu::f8f6f4Type(4), MfmaType::Fp4);
  EXPECT_FALSE(emu::f8f6f4Type(5));
}

TEST(MfmaF8f6f4, EveryFormatPairMatchesTheDenseReference16x16x128) {
  checkAllFormats("v_mfma_f32_16x16x128_f8f6f4", 16, 16, 128, false);
}

TEST(MfmaF8f6f4, EveryFormatPairMatchesTheDenseReference32x32x64) {
  checkAllFormats("v_mfma_f32_32x32x64_f8f6f4", 32, 32, 64, false);
}

TEST(MfmaF8f6f4, ScaledFormsMatchTheDenseReferenceWithBlockScales) {
  checkAllFormats("v_mfma_scale_f32_16x16x128_f8f6f4", 16, 16, 128, true);
  checkAllFormats("v_mfma_scale_f32_32x32x64_f8f6f4", 32, 32, 64, true);
}

TEST(MfmaF8f6f4, HandWorkedValues) {
  // fp8 (E4M3) A = 1.0 (0x38), B = 2.0 (0x40), C = 1: D = 1 + 128 * 2 = 257.
  {
    Dense d = randomDense(16, 16, 128, false, 1);
    std::fill(d.a.begin(), d.a.end(), 1.0);
    std::fill(d.b.begin(), d.b.end(), 2.0);
    std::fill(d.c.begin(), d.c.end(), 1.0);
    EXPECT_EQ(emu::f32ToSmall(1.0f, emu::kFp8Ocp), 0x38u);
    const auto out = runModel("v_mfma_f32_16x16x128_f8f6f4", d, 0, 0);
    EXPECT_EQ(std::bit_cast<float>(out[0]), 257.0f);
  }
  // fp4 A = 1.5 (E2M1 0x3), fp6 B = -0.5, C = 0: D = 64 * -0.75 = -48 (32x32x64: K = 64).
  {
    Dense d = randomDense(32, 32, 64, false, 2);
    std::fill(d.a.begin(), d.a.end(), 1.5);
    std::fill(d.b.begin(), d.b.end(), -0.5);
    std::fill(d.c.begin(), d.c.end(), 0.0);
    EXPECT_EQ(emu::f32ToSmall(1.5f, emu::kFp4), 0x3u);
    const auto out = runModel("v_mfma_f32_32x32x64_f8f6f4", d, 4, 2);
    EXPECT_EQ(std::bit_cast<float>(out[5 * kLanes + 7]), -48.0f);
  }
  // Scaled: A scale 2^3 (130) and B scale 2^-1 (126) for every block: D = C + 128 * (1 * 1 * 4) = 512 + C.
  {
    Dense d = randomDense(16, 16, 128, true, 3);
    std::fill(d.a.begin(), d.a.end(), 1.0);
    std::fill(d.b.begin(), d.b.end(), 1.0);
    std::fill(d.c.begin(), d.c.end(), 3.0);
    std::fill(d.scaleA.begin(), d.scaleA.end(), 130);
    std::fill(d.scaleB.begin(), d.scaleB.end(), 126);
    const auto out = runModel("v_mfma_scale_f32_16x16x128_f8f6f4", d, 1, 3, 2);
    EXPECT_EQ(std::bit_cast<float>(out[kLanes + 9]), 515.0f);
    // A NaN scale (0xff) in one block makes the outputs of that row NaN.
    d.scaleA[0] = 0xff;  // row 0, k 0..31
    const auto nan = runModel("v_mfma_scale_f32_16x16x128_f8f6f4", d, 1, 3, 2);
    EXPECT_TRUE(std::isnan(std::bit_cast<float>(nan[0])));        // row 0, col 0
    EXPECT_EQ(std::bit_cast<float>(nan[1 * kLanes + 0]), 515.0f);  // row 1
  }
}

// --- the emulator, from assembly text -----------------------------------------------------------------------

struct WaveRun {
  emu::LaunchResult r;
  std::vector<uint32_t> rows;
  uint32_t v(unsigned reg, unsigned lane) const { return rows[reg * kLanes + lane]; }
};

// One gfx950 wave with 96 VGPR rows (AGPRs from row 64), `init` filling the rows.
WaveRun runGfx950(const std::string& code, const std::function<void(std::vector<uint32_t>&)>& init) {
  WaveRun out;
  auto m = machine("gfx950");
  if (!m || !load(*m, code + "\ns_endpgm\n")) return out;
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.vgprCount = 96;
  c.agprBase = 64;
  c.agprCount = 32;
  c.setupWave = [&](emu::WaveSetup& s) { init(*s.vgprs); };
  out.r = m->launch(c);
  if (!out.r.waves.empty()) out.rows = out.r.waves[0].vgprs;
  return out;
}

// v[0:7] A, v[8:15] B, v[16:19] C: A all `a` (format fa), B all `b` (format fb), C all 1.
void fillOnes(std::vector<uint32_t>& rows, unsigned fa, float a, unsigned fb, float b) {
  std::vector<uint32_t> ra(8 * kLanes), rb(8 * kLanes);
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned i = 0; i < 32; ++i) {
      put(ra, formatOf(fa).bits(), l, i, emu::f32ToSmall(a, formatOf(fa)));
      put(rb, formatOf(fb).bits(), l, i, emu::f32ToSmall(b, formatOf(fb)));
    }
  std::copy(ra.begin(), ra.end(), rows.begin());
  std::copy(rb.begin(), rb.end(), rows.begin() + 8 * kLanes);
  std::fill(rows.begin() + 16 * kLanes, rows.begin() + 20 * kLanes, std::bit_cast<uint32_t>(1.0f));
}

TEST(EmuMfmaF8f6f4, RunsTheFormatsCbszAndBlgpName) {
  // fp6 A (6 registers) = 2, fp4 B (4 registers) = 0.5: D = 1 + 128 * 1 = 129.
  WaveRun run = runGfx950("v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[0:5], v[8:11], v[16:19] cbsz:2 blgp:4",
                      [](std::vector<uint32_t>& rows) { fillOnes(rows, 2, 2.0f, 4, 0.5f); });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  for (unsigned r = 20; r < 24; ++r) EXPECT_EQ(std::bit_cast<float>(run.v(r, 17)), 129.0f);
}

TEST(EmuMfmaF8f6f4, ScaledFormSelectsTheScaleBytesByOpSel) {
  // fp8 A = 1, bf8 B (blgp:1) = 1; scale A v30 = 0x7f8180ff (byte 2 = 0x81: 2^2), scale B v31 = 0x7e7f8000
  // (byte 1 = 0x80: 2^1):
  // op_sel:[0,1] op_sel_hi:[1,0] picks A's byte {1,0} = 2 and B's byte {0,1} = 1; D = 1 + 128 * 1 * 8 = 1025.
  WaveRun run = runGfx950(
      "v_mfma_scale_f32_16x16x128_f8f6f4 v[20:23], v[0:7], v[8:15], v[16:19], v30, v31 op_sel:[0,1,0] op_sel_hi:[1,0,0] blgp:1",
      [](std::vector<uint32_t>& rows) {
        fillOnes(rows, 0, 1.0f, 1, 1.0f);
        std::fill(rows.begin() + 30 * kLanes, rows.begin() + 31 * kLanes, 0x7f8180ffu);
        std::fill(rows.begin() + 31 * kLanes, rows.begin() + 32 * kLanes, 0x7e7f8000u);
      });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  EXPECT_EQ(std::bit_cast<float>(run.v(20, 0)), 1025.0f);
  EXPECT_EQ(std::bit_cast<float>(run.v(23, 63)), 1025.0f);
}

TEST(EmuMfmaF8f6f4, RefusesWhatIsNotModelled) {
  WaveRun lone = runGfx950("v_mfma_ld_scale_b32 v0, v1\ns_nop 0", [](std::vector<uint32_t>&) {});
  EXPECT_FALSE(lone.r.ok());
  EXPECT_NE(lone.r.fault.message.find("v_mfma_ld_scale_b32"), std::string::npos) << lone.r.fault.message;
  // The message names the rule: ld_scale runs only merged with the f8f6f4 word after it.
  EXPECT_NE(lone.r.fault.message.find("only as the first word of a v_mfma_scale_* pair"), std::string::npos)
      << lone.r.fault.message;
  WaveRun noFormat = runGfx950("v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[0:7], v[8:15], v[16:19] cbsz:6",
                           [](std::vector<uint32_t>&) {});
  EXPECT_FALSE(noFormat.r.ok());
  EXPECT_NE(noFormat.r.fault.message.find("cbsz 6 names no f8f6f4 format"), std::string::npos) << noFormat.r.fault.message;
  EXPECT_NE(noFormat.r.fault.message.find("4 fp4 E2M1; 5-7 name none"), std::string::npos) << noFormat.r.fault.message;
  WaveRun noB = runGfx950("v_mfma_f32_32x32x64_f8f6f4 v[20:35], v[0:7], v[8:15], v[16:31] blgp:7",
                          [](std::vector<uint32_t>&) {});
  EXPECT_FALSE(noB.r.ok());
  EXPECT_NE(noB.r.fault.message.find("blgp 7 names no f8f6f4 format"), std::string::npos) << noB.r.fault.message;
}

}  // namespace
}  // namespace gcnkit::test
