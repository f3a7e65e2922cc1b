// The MFMA model against plain matrix products: matrices placed into lane registers with the layouts of AMD's
// CDNA documentation written out here per shape (independently of the model's general placement rule), the
// model run, D read back with the documented layout and compared with a naive product. Integer-valued inputs
// make every product and sum exact, so any layout or block mistake shows.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <functional>
#include <random>

#include "emu/fp.h"
#include "emu/mfma_model.h"

namespace gcnkit::emu {
namespace {
using namespace fp;

constexpr unsigned kLanes = 64;

struct Place {
  unsigned lane, item;
};
using PlaceAB = std::function<Place(unsigned block, unsigned rowOrCol, unsigned k)>;
using PlaceCD = std::function<Place(unsigned block, unsigned row, unsigned col)>;

// Writes an element of `bitsPer` bits (an f16/bf16/i8 pattern, or a 32-bit one) into a lane's registers.
void put(std::vector<uint32_t>& regs, unsigned bitsPer, Place p, uint32_t v) {
  const unsigned bit = p.item * bitsPer;
  uint32_t& d = regs[(bit / 32) * kLanes + p.lane];
  const uint32_t mask = bitsPer == 32 ? ~0u : ((1u << bitsPer) - 1) << (bit % 32);
  d = (d & ~mask) | ((v << (bit % 32)) & mask);
}

uint32_t f16Bits(int v) { return f64ToF16(double(v), kNearestEven); }

struct Case {
  const char* name;
  unsigned aDwords;
  PlaceAB a, b;
  PlaceCD d;
};

// Fills A, B, C with small integers in the instruction's types, runs the model and checks D = A*B + C.
void checkAgainstNaiveProduct(const Case& c, MfmaControls ctl = {}) {
  std::string why;
  const auto s = mfmaShape(c.name, c.aDwords, &why);
  ASSERT_TRUE(s) << c.name << ": " << why;
  const unsigned inBits = s->elementBits(s->a);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> small(-4, 4);
  std::vector<uint32_t> a(c.aDwords * kLanes), b(c.aDwords * kLanes), cr(s->cdDwords * kLanes), d(cr.size());
  std::vector<int> av(s->blocks * s->m * s->k), bv(s->blocks * s->k * s->n), cv(s->blocks * s->m * s->n);
  auto encode = [&](int v) -> uint32_t {
    switch (s->a) {
      case MfmaType::F16: return f16Bits(v);
      case MfmaType::Bf16: return std::bit_cast<uint32_t>(float(v)) >> 16;
      case MfmaType::I8: return uint8_t(int8_t(v));
      default: return std::bit_cast<uint32_t>(float(v));
    }
  };
  for (unsigned bl = 0; bl < s->blocks; ++bl)
    for (unsigned k = 0; k < s->k; ++k) {
      for (unsigned i = 0; i < s->m; ++i) {
        const int v = av[(bl * s->m + i) * s->k + k] = small(rng);
        if (inBits < 64) put(a, inBits, c.a(bl, i, k), encode(v));  // 64-bit elements: placed below
      }
      for (unsigned j = 0; j < s->n; ++j) {
        const int v = bv[(bl * s->k + k) * s->n + j] = small(rng);
        if (inBits < 64) put(b, inBits, c.b(bl, j, k), encode(v));
      }
    }
  const bool f64 = s->out == MfmaType::F64;
  for (unsigned bl = 0; bl < s->blocks; ++bl)
    for (unsigned i = 0; i < s->m; ++i)
      for (unsigned j = 0; j < s->n; ++j) {
        const int v = cv[(bl * s->m + i) * s->n + j] = small(rng) * 10;
        const Place p = c.d(bl, i, j);
        if (f64) {
          const uint64_t x = std::bit_cast<uint64_t>(double(v));
          cr[2 * p.item * kLanes + p.lane] = uint32_t(x);
          cr[(2 * p.item + 1) * kLanes + p.lane] = uint32_t(x >> 32);
        } else {
          cr[p.item * kLanes + p.lane] = s->out == MfmaType::I32 ? uint32_t(v) : std::bit_cast<uint32_t>(float(v));
        }
      }
  if (f64) {  // A and B of the f64 forms: 64-bit elements
    a.assign(2 * kLanes, 0);
    b.assign(2 * kLanes, 0);
    for (unsigned bl = 0; bl < s->blocks; ++bl)
      for (unsigned k = 0; k < s->k; ++k) {
        auto put64 = [](std::vector<uint32_t>& r, Place p, int v) {
          const uint64_t x = std::bit_cast<uint64_t>(double(v));
          r[p.lane] = uint32_t(x);
          r[kLanes + p.lane] = uint32_t(x >> 32);
        };
        for (unsigned i = 0; i < s->m; ++i) put64(a, c.a(bl, i, k), av[(bl * s->m + i) * s->k + k]);
        for (unsigned j = 0; j < s->n; ++j) put64(b, c.b(bl, j, k), bv[(bl * s->k + k) * s->n + j]);
      }
  }
  mfmaExecute(*s, ctl, {a.data(), b.data(), cr.data(), d.data()});
  for (unsigned bl = 0; bl < s->blocks; ++bl)
    for (unsigned i = 0; i < s->m; ++i)
      for (unsigned j = 0; j < s->n; ++j) {
        const unsigned aBlock = ctl.cbsz ? (bl & ~((1u << ctl.cbsz) - 1)) | ctl.abid : bl;
        long want = cv[(bl * s->m + i) * s->n + j];
        for (unsigned k = 0; k < s->k; ++k)
          want += long(av[(aBlock * s->m + i) * s->k + k]) * bv[(bl * s->k + k) * s->n + j];
        const Place p = c.d(bl, i, j);
        double got;
        if (f64) got = std::bit_cast<double>(uint64_t(d[(2 * p.item + 1) * kLanes + p.lane]) << 32 |
                                             d[2 * p.item * kLanes + p.lane]);
        else if (s->out == MfmaType::I32) got = int32_t(d[p.item * kLanes + p.lane]);
        else got = std::bit_cast<float>(d[p.item * kLanes + p.lane]);
        ASSERT_EQ(got, double(want)) << c.name << " block " << bl << " D[" << i << "][" << j << "]";
      }
}

// The documented layouts, one per shape family.
Place a32x32x8(unsigned, unsigned i, unsigned k) { return {i + 32 * (k / 4), k % 4}; }
Place d32x32(unsigned b, unsigned i, unsigned j) { return {j + 32 * ((i / 4) % 2), 16 * b + 4 * (i / 8) + i % 4}; }
Place a16x16x16(unsigned, unsigned i, unsigned k) { return {i + 16 * (k / 4), k % 4}; }
Place d16x16(unsigned b, unsigned i, unsigned j) { return {j + 16 * (i / 4), 4 * b + i % 4}; }

TEST(MfmaModel, ShapesOfEverySpelling) {
  struct Want {
    const char* name;
    unsigned aDwords, blocks, kPerLane, cdDwords;
  } wants[] = {
      {"v_mfma_f32_32x32x1f32", 1, 2, 1, 32},        {"v_mfma_f32_32x32x1_2b_f32", 1, 2, 1, 32},
      {"v_mfma_f32_4x4x4f16", 2, 16, 4, 4},          {"v_mfma_f32_4x4x4_16b_f16", 2, 16, 4, 4},
      {"v_mfma_f32_32x32x8f16", 2, 1, 4, 16},        {"v_mfma_f32_32x32x8_f16", 2, 1, 4, 16},
      {"v_mfma_f32_32x32x4bf16_1k", 2, 2, 4, 32},    {"v_mfma_f32_32x32x4bf16", 1, 1, 2, 16},
      {"v_mfma_f32_32x32x2bf16", 1, 2, 2, 32},       {"v_mfma_i32_32x32x16_i8", 2, 1, 8, 16},
      {"v_mfma_i32_16x16x4i8", 1, 4, 4, 16},         {"v_mfma_f64_4x4x4_4b_f64", 2, 4, 1, 2},
      {"v_mfma_f64_16x16x4f64", 2, 1, 1, 8},         {"v_mfma_f32_16x16x32_fp8_bf8", 2, 1, 8, 4},
      {"v_mfma_f32_32x32x4_xf32", 2, 1, 2, 16},      {"v_mfma_f32_16x16x32_f16", 4, 1, 8, 4},
  };
  for (const Want& w : wants) {
    std::string why;
    const auto s = mfmaShape(w.name, w.aDwords, &why);
    ASSERT_TRUE(s) << w.name << ": " << why;
    EXPECT_EQ(s->blocks, w.blocks) << w.name;
    EXPECT_EQ(s->kPerLane, w.kPerLane) << w.name;
    EXPECT_EQ(s->cdDwords, w.cdDwords) << w.name;
  }
  std::string why;
  EXPECT_TRUE(mfmaShape("v_smfmac_f32_16x16x32_f16", 2, &why)->sparse);  // the sparse forms: mfma_sparse_test
  EXPECT_FALSE(mfmaShape("v_mfma_f32_32x32x8f16", 2, &why)->sparse);
  EXPECT_FALSE(mfmaShape("v_mfma_f32_32x32x8f16", 3, &why));      // a width the shape cannot have
  EXPECT_FALSE(mfmaShape("v_mfma_f32_32x32x4_4b_f16", 2, &why));  // spelled blocks disagree with the width
  EXPECT_FALSE(mfmaShape("v_mfma_f32_16x16x128_f8f6f4", 6, &why));  // f8f6f4: placed by fp8's width, 8
  EXPECT_FALSE(mfmaShape("v_mfma_scale_f32_16x16x8_f16", 2, &why));  // only the f8f6f4 forms are scaled
}

TEST(MfmaModel, ProductsMatchNaiveMatmulInTheDocumentedLayouts) {
  const Case cases[] = {
      {"v_mfma_f32_32x32x8f16", 2, a32x32x8, a32x32x8, d32x32},
      {"v_mfma_f32_32x32x8_bf16", 2, a32x32x8, a32x32x8, d32x32},
      {"v_mfma_i32_32x32x8i8", 1, a32x32x8, a32x32x8, d32x32},
      {"v_mfma_f32_16x16x16f16", 2, a16x16x16, a16x16x16, d16x16},
      {"v_mfma_f32_32x32x2f32", 1, [](unsigned, unsigned i, unsigned k) { return Place{i + 32 * k, 0}; },
       [](unsigned, unsigned j, unsigned k) { return Place{j + 32 * k, 0}; }, d32x32},
      {"v_mfma_f32_32x32x1f32", 1, [](unsigned b, unsigned i, unsigned) { return Place{i + 32 * b, 0}; },
       [](unsigned b, unsigned j, unsigned) { return Place{j + 32 * b, 0}; }, d32x32},
      {"v_mfma_i32_16x16x4i8", 1, [](unsigned b, unsigned i, unsigned k) { return Place{i + 16 * b, k}; },
       [](unsigned b, unsigned j, unsigned k) { return Place{j + 16 * b, k}; }, d16x16},
      {"v_mfma_f32_4x4x1f32", 1, [](unsigned b, unsigned i, unsigned) { return Place{i + 4 * b, 0}; },
       [](unsigned b, unsigned j, unsigned) { return Place{j + 4 * b, 0}; },
       [](unsigned b, unsigned i, unsigned j) { return Place{j + 4 * b, i}; }},
      {"v_mfma_f32_4x4x4f16", 2, [](unsigned b, unsigned i, unsigned k) { return Place{i + 4 * b, k}; },
       [](unsigned b, unsigned j, unsigned k) { return Place{j + 4 * b, k}; },
       [](unsigned b, unsigned i, unsigned j) { return Place{j + 4 * b, i}; }},
      {"v_mfma_f64_16x16x4f64", 2, [](unsigned, unsigned i, unsigned k) { return Place{i + 16 * k, 0}; },
       [](unsigned, unsigned j, unsigned k) { return Place{j + 16 * k, 0}; },
       [](unsigned, unsigned i, unsigned j) { return Place{j + 16 * (i / 4), i % 4}; }},
      {"v_mfma_i32_32x32x16_i8", 2, [](unsigned, unsigned i, unsigned k) { return Place{i + 32 * (k / 8), k % 8}; },
       [](unsigned, unsigned j, unsigned k) { return Place{j + 32 * (k / 8), k % 8}; }, d32x32},
  };
  for (const Case& c : cases) checkAgainstNaiveProduct(c);
}

TEST(MfmaModel, CbszAbidBroadcastOneABlock) {
  const Case c{"v_mfma_f32_32x32x1f32", 1, [](unsigned b, unsigned i, unsigned) { return Place{i + 32 * b, 0}; },
               [](unsigned b, unsigned j, unsigned) { return Place{j + 32 * b, 0}; }, d32x32};
  checkAgainstNaiveProduct(c, MfmaControls{.cbsz = 1, .abid = 1});
  const Case c16{"v_mfma_f32_16x16x1f32", 1, [](unsigned b, unsigned i, unsigned) { return Place{i + 16 * b, 0}; },
                 [](unsigned b, unsigned j, unsigned) { return Place{j + 16 * b, 0}; }, d16x16};
  checkAgainstNaiveProduct(c16, MfmaControls{.cbsz = 2, .abid = 2});
}

TEST(MfmaModel, BlgpReadsBFromAnotherLaneGroup) {
  // 32x32x2f32 with A = 1 everywhere and C = 0: D[i][j] = sum over k of B[k][j] read through the pattern.
  const auto s = mfmaShape("v_mfma_f32_32x32x2f32", 1);
  ASSERT_TRUE(s);
  std::vector<uint32_t> a(kLanes, std::bit_cast<uint32_t>(1.0f)), b(kLanes), c(16 * kLanes, 0), d(16 * kLanes);
  for (unsigned l = 0; l < kLanes; ++l) b[l] = std::bit_cast<uint32_t>(float(l));
  auto d00 = [&](unsigned blgp) {  // D[0][0] = B lane 0 + B lane 32 as seen through BLGP
    mfmaExecute(*s, MfmaControls{.blgp = blgp}, {a.data(), b.data(), c.data(), d.data()});
    return std::bit_cast<float>(d[0]);
  };
  EXPECT_EQ(d00(0), 0.0f + 32.0f);
  EXPECT_EQ(d00(1), 0.0f + 0.0f);    // lanes 0-31 broadcast to 32-63
  EXPECT_EQ(d00(2), 32.0f + 32.0f);  // lanes 32-63 broadcast to 0-31
  EXPECT_EQ(d00(3), 16.0f + 48.0f);  // rotated by 16
  EXPECT_EQ(d00(7), 48.0f + 48.0f);  // lanes 48-63 to all
}

TEST(MfmaModel, F64FormsNegateWithTheBlgpBits) {
  const Case c{"v_mfma_f64_4x4x4f64", 2, [](unsigned b, unsigned i, unsigned k) { return Place{i + 4 * k + 16 * b, 0}; },
               [](unsigned b, unsigned j, unsigned k) { return Place{j + 4 * k + 16 * b, 0}; },
               [](unsigned b, unsigned i, unsigned j) { return Place{j + 4 * i + 16 * b, 0}; }};
  checkAgainstNaiveProduct(c);
  // neg of A and B cancel; neg of C alone flips C's sign: check D = A*B - C on one element.
  const auto s = mfmaShape("v_mfma_f64_4x4x4f64", 2);
  std::vector<uint32_t> a(2 * kLanes, 0), b(2 * kLanes, 0), cr(2 * kLanes, 0), d(2 * kLanes);
  auto set = [](std::vector<uint32_t>& r, unsigned lane, double v) {
    const uint64_t x = std::bit_cast<uint64_t>(v);
    r[lane] = uint32_t(x), r[kLanes + lane] = uint32_t(x >> 32);
  };
  set(a, 0, 3.0), set(b, 0, 5.0), set(cr, 0, 100.0);  // block 0: A[0][0] = 3, B[0][0] = 5, C[0][0] = 100
  mfmaExecute(*s, MfmaControls{.negA = true, .negB = true, .negC = true}, {a.data(), b.data(), cr.data(), d.data()});
  EXPECT_EQ(std::bit_cast<double>(uint64_t(d[kLanes]) << 32 | d[0]), 15.0 - 100.0);
}

TEST(MfmaModel, AccumulationRoundsEachStepInF32) {
  // C = 1, two products of 2^-24: exact sum 1 + 2^-23 is representable, but each step rounds 1 + 2^-24 to 1
  // (ties to even): the model (k order, one rounding per step) gives 1.
  const auto s = mfmaShape("v_mfma_f32_32x32x2f32", 1);
  std::vector<uint32_t> a(kLanes, std::bit_cast<uint32_t>(0x1p-12f)), b(a), c(16 * kLanes, std::bit_cast<uint32_t>(1.0f)),
      d(16 * kLanes);
  mfmaExecute(*s, {}, {a.data(), b.data(), c.data(), d.data()});
  EXPECT_EQ(std::bit_cast<float>(d[0]), 1.0f);
}

// Every element of D is C plus its K products, one f32 fused multiply-add a step in K order, whatever loop order the
// model runs (it accumulates a row of A against B's rows, 8 columns at a time on a host with FMA): random bit
// patterns with rounding on every step, subnormal products, infinities and NaNs (a NaN input takes the model's
// portable loop, which must give the same NaN bits as this reference's std::fma), on a 1-block and a 16-block shape.
TEST(MfmaModel, EveryOutputIsItsKOrderFusedSum) {
  std::mt19937 rng(11);
  for (const char* name : {"v_mfma_f32_32x32x8bf16_1k", "v_mfma_f32_32x32x2f32", "v_mfma_f32_4x4x4f16"}) {
    for (const bool specials : {false, true}) {
      const unsigned aDwords = std::string_view(name).ends_with("f32") ? 1 : 2;
      const auto s = mfmaShape(name, aDwords);
      ASSERT_TRUE(s) << name;
      // Finite f32 bits (a third of them small, so that products fall below f32's normal range), and with `specials`
      // an infinity or a NaN now and then; as bf16, their high half; as f16, the same shape in 16 bits.
      auto value = [&](MfmaType t) -> uint32_t {
        uint32_t v = rng();
        if ((v & 0x7f800000u) == 0x7f800000u) v ^= 0x00800000u;
        if (rng() % 3 == 0) v = (v & 0x807fffffu) | (rng() % 24) << 23;
        if (specials && rng() % 61 == 0) v = (v & 0x80000000u) | (rng() % 2 ? 0x7f800000u : 0x7fc00001u);
        if (t == MfmaType::Bf16) return v >> 16;
        if (t == MfmaType::F16) return f64ToF16(double(std::bit_cast<float>(v)) * 0x1p-100, kNearestEven);
        return v;
      };
      const unsigned bits = s->elementBits(s->a);
      std::vector<uint32_t> a(aDwords * kLanes), b(a.size()), c(s->cdDwords * kLanes), d(c.size());
      for (auto* v : {&a, &b})
        for (uint32_t& x : *v) x = bits == 16 ? value(s->a) | value(s->a) << 16 : value(s->a);
      for (uint32_t& x : c) x = value(MfmaType::F32);
      mfmaExecute(*s, {}, {a.data(), b.data(), c.data(), d.data()});
      auto element = [&](const std::vector<uint32_t>& regs, MfmaPlace p) {
        const uint32_t dword = regs[(p.item * bits / 32) * kLanes + p.lane];
        if (bits == 32) return std::bit_cast<float>(dword);
        const uint16_t h = uint16_t(dword >> (p.item * 16 % 32));
        return s->a == MfmaType::Bf16 ? std::bit_cast<float>(uint32_t(h) << 16) : float(f16ToF64(h));
      };
      for (unsigned bl = 0; bl < s->blocks; ++bl)
        for (unsigned i = 0; i < s->m; ++i)
          for (unsigned j = 0; j < s->n; ++j) {
            const MfmaPlace pd = mfmaPlaceCD(*s, bl, i, j);
            float want = std::bit_cast<float>(c[pd.item * kLanes + pd.lane]);
            for (unsigned k = 0; k < s->k; ++k)
              want = std::fma(element(a, mfmaPlaceAB(*s, bl, i, k)), element(b, mfmaPlaceAB(*s, bl, j, k)), want);
            ASSERT_EQ(d[pd.item * kLanes + pd.lane], std::bit_cast<uint32_t>(want))
                << name << (specials ? " with infinities and NaNs" : "") << " block " << bl << " D[" << i << "][" << j << "]";
          }
    }
  }
}

TEST(MfmaModel, Fp8AndBf8EncodingsPerProcessorFamily) {
  // gfx940 FNUZ: E4M3 bias 8 (max 240, 0x80 NaN), E5M2 bias 16; gfx950 OCP: E4M3FN bias 7 (max 448, 0x7f
  // NaN), E5M2 bias 15 with infinities.
  EXPECT_EQ(fp8ToF32(0x08, false), 0x1p-7f);
  EXPECT_EQ(fp8ToF32(0x7f, false), 240.0f);
  EXPECT_TRUE(std::isnan(fp8ToF32(0x80, false)));
  EXPECT_EQ(fp8ToF32(0x01, false), 0x1p-10f);  // smallest denormal: 2^(1-8-3)
  EXPECT_EQ(fp8ToF32(0x7e, true), 448.0f);
  EXPECT_TRUE(std::isnan(fp8ToF32(0x7f, true)));
  EXPECT_EQ(fp8ToF32(0x80, true), -0.0f);
  EXPECT_TRUE(std::signbit(fp8ToF32(0x80, true)));
  EXPECT_EQ(bf8ToF32(0x7f, false), 57344.0f);
  EXPECT_EQ(bf8ToF32(0x7b, true), 57344.0f);
  EXPECT_EQ(bf8ToF32(0x7c, true), INFINITY);
  EXPECT_EQ(bf8ToF32(0xfc, true), -INFINITY);
  EXPECT_TRUE(std::isnan(bf8ToF32(0x7d, true)));
  EXPECT_EQ(bf8ToF32(0x04, false), 0x1p-15f);  // smallest normal of E5M2FNUZ
}

}  // namespace
}  // namespace gcnkit::emu
