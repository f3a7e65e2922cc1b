// The sparse matrix products (v_smfmac_*, gfx940+) against a naive dense product of the expanded matrix. A is
// M x K with 2 of every 4 consecutive K elements present (2:4 structured sparsity); the registers hold it
// compressed, M x K/2, laid out as written out here: lane l holds row l % M and the held elements
// (l / M) * P ... + P - 1 (P per lane, element j at bits j * width); held elements 2g and 2g+1 sit in the group
// of columns 4g..4g+3 at the positions the lane's index dword gives, 2 bits per held element (element j at bit
// 2j of its set), 32 / (2P) sets per dword, ABID picking one. B (K x N) and C/D are laid out as the dense forms
// (lane l holds column l % N and K elements (l / N) * 2P ...; D row i in lane group (i / 4) % (64 / N)). D is
// also C. Integer-valued inputs make every sum exact, so a wrong index, set or position shows.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "emu/fp.h"
#include "emu/mfma_model.h"

namespace gcnkit::emu {
namespace {

constexpr unsigned kLanes = 64;

void put(std::vector<uint32_t>& regs, unsigned width, unsigned lane, unsigned item, uint32_t v) {
  const unsigned bit = item * width;
  uint32_t& d = regs[(bit / 32) * kLanes + lane];
  const uint32_t mask = width == 32 ? ~0u : ((1u << width) - 1) << (bit % 32);
  d = (d & ~mask) | ((v << (bit % 32)) & mask);
}

uint32_t encode(MfmaType t, int v) {
  switch (t) {
    case MfmaType::F16: return fp::f64ToF16(double(v), fp::kNearestEven);
    case MfmaType::Bf16: return std::bit_cast<uint32_t>(float(v)) >> 16;
    case MfmaType::I8: return uint8_t(int8_t(v));
    case MfmaType::Fp8: return f32ToSmall(float(v), kFp8Fnuz);
    case MfmaType::Bf8: return f32ToSmall(float(v), kBf8Fnuz);
    default: return std::bit_cast<uint32_t>(float(v));
  }
}

void checkSparse(const char* name, unsigned heldDwords, unsigned abid) {
  SCOPED_TRACE(name);
  std::string why;
  const auto s = mfmaShape(name, heldDwords, &why);
  ASSERT_TRUE(s) << why;
  ASSERT_TRUE(s->sparse);
  const unsigned M = s->m, N = s->n, K = s->k, width = s->elementBits(s->a);
  const unsigned P = heldDwords * 32 / width;  // held A elements per lane
  ASSERT_EQ(s->aPerLane, P);
  ASSERT_EQ(M * (K / 2), kLanes * P);
  std::mt19937 rng(11 + abid);
  std::uniform_int_distribution<int> small(-4, 4);
  std::vector<int> dense(M * K, 0), bv(K * N), cv(M * N);
  std::vector<uint32_t> a(heldDwords * kLanes), b(2 * heldDwords * kLanes), index(kLanes), c(s->cdDwords * kLanes);
  for (uint32_t& w : index) w = uint32_t(rng());  // the sets ABID does not pick hold noise
  const unsigned setBits = 2 * P;
  for (unsigned lane = 0; lane < kLanes; ++lane) {
    const unsigned row = lane % M;
    for (unsigned j = 0; j < P; j += 2) {
      const unsigned kc = (lane / M) * P + j, group = kc / 2;
      unsigned p0 = rng() % 4, p1 = rng() % 3;
      if (p1 >= p0) ++p1;  // two distinct positions, in either order
      const int v0 = small(rng) | 1, v1 = small(rng) | 1;  // odd: never zero
      dense[row * K + 4 * group + p0] = v0;
      dense[row * K + 4 * group + p1] = v1;
      put(a, width, lane, j, encode(s->a, v0));
      put(a, width, lane, j + 1, encode(s->a, v1));
      if (setBits < 32) {
        const unsigned at = (abid % (32 / setBits)) * setBits + 2 * j;
        index[lane] = (index[lane] & ~(0xfu << at)) | (p0 | p1 << 2) << at;
      } else {
        index[lane] = (index[lane] & ~(0xfu << 2 * j)) | (p0 | p1 << 2) << 2 * j;
      }
    }
  }
  for (unsigned lane = 0; lane < kLanes; ++lane)
    for (unsigned j = 0; j < 2 * P; ++j) {
      const unsigned col = lane % N, k = (lane / N) * 2 * P + j;
      const int v = small(rng);
      bv[k * N + col] = v;
      put(b, width, lane, j, encode(s->b, v));
    }
  const bool integer = s->out == MfmaType::I32;
  auto placeD = [&](unsigned i, unsigned j) {  // the dense forms' documented C/D layout (one block)
    const unsigned groups = kLanes / N;
    return std::pair<unsigned, unsigned>{j + N * ((i / 4) % groups), (i / (4 * groups)) * 4 + i % 4};
  };
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < N; ++j) {
      cv[i * N + j] = small(rng) * 8;
      const auto [lane, reg] = placeD(i, j);
      c[reg * kLanes + lane] = integer ? uint32_t(cv[i * N + j]) : std::bit_cast<uint32_t>(float(cv[i * N + j]));
    }
  MfmaControls ctl;
  ctl.abid = abid;
  MfmaRegisters r;
  r.a = a.data();
  r.b = b.data();
  r.c = c.data();
  r.dst = c.data();  // D is C's registers
  r.index = index.data();
  mfmaExecute(*s, ctl, r);
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < N; ++j) {
      int want = cv[i * N + j];
      for (unsigned k = 0; k < K; ++k) want += dense[i * K + k] * bv[k * N + j];
      const auto [lane, reg] = placeD(i, j);
      const uint32_t got = c[reg * kLanes + lane];
      ASSERT_EQ(got, integer ? uint32_t(want) : std::bit_cast<uint32_t>(float(want))) << "D[" << i << "][" << j << "]";
    }
}

TEST(MfmaSparse, ProductsMatchTheExpandedDenseProduct) {
  // gfx940 forms: A 2 registers (4 16-bit or 8 8-bit held elements per lane: 4 or 2 index sets)
  checkSparse("v_smfmac_f32_16x16x32_f16", 2, 0);
  checkSparse("v_smfmac_f32_16x16x32_f16", 2, 3);
  checkSparse("v_smfmac_f32_32x32x16_f16", 2, 1);
  checkSparse("v_smfmac_f32_16x16x32_bf16", 2, 2);
  checkSparse("v_smfmac_f32_32x32x16_bf16", 2, 0);
  checkSparse("v_smfmac_i32_16x16x64_i8", 2, 1);
  checkSparse("v_smfmac_i32_32x32x32_i8", 2, 0);
  checkSparse("v_smfmac_f32_16x16x64_fp8_bf8", 2, 1);
  checkSparse("v_smfmac_f32_32x32x32_bf8_fp8", 2, 0);
  // gfx950 forms: A 4 registers (8 16-bit held elements: 2 sets; 16 8-bit ones: the whole dword)
  checkSparse("v_smfmac_f32_16x16x64_f16", 4, 1);
  checkSparse("v_smfmac_f32_32x32x32_bf16", 4, 0);
  checkSparse("v_smfmac_i32_16x16x128_i8", 4, 0);
  checkSparse("v_smfmac_i32_32x32x64_i8", 4, 0);
}

TEST(MfmaSparse, ShapesOfTheSparseForms) {
  const auto s = mfmaShape("v_smfmac_f32_16x16x32_f16", 2);
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->sparse);
  EXPECT_EQ(s->aDwords, 2u);
  EXPECT_EQ(s->abDwords, 4u);  // B
  EXPECT_EQ(s->aPerLane, 4u);
  EXPECT_EQ(s->kPerLane, 8u);
  EXPECT_EQ(s->cdDwords, 4u);
  // the held column of element 5 (group 2) with index set 1 of 0x..: bits 8 + 10 .. 11
  EXPECT_EQ(mfmaSparseColumn(*s, 5, 0x00000c00u, 1), 4u * 2 + 3);
  EXPECT_EQ(mfmaSparseColumn(*s, 5, 0x00000c00u, 0), 4u * 2 + 0);
  EXPECT_FALSE(mfmaShape("v_mfma_scale_f32_16x16x128_f8f6f4", 8)->sparse);
}

}  // namespace
}  // namespace gcnkit::emu
