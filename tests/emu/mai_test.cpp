// The emulator executes MAI instructions: AGPR moves (EXEC applies), matrix products reading A, B, C and
// writing D in the register files the acc bits select, cbsz/abid/blgp, constant C, the register bounds of
// both files, and refusals of what is not modelled. The expected products come from the MFMA model itself
// (tested against naive matrix products in emu/mfma_model_test.cpp) run on the same registers, plus one naive
// product through the documented layout.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "emu/fp.h"
#include "emu/mfma_model.h"
#include "cli_support.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

constexpr unsigned kLanes = 64;

struct MaiRun {
  emu::LaunchResult r;
  std::vector<uint32_t> rows;  // the wave's register rows at the end (VGPRs and AGPRs)
  uint32_t agprBase = 0;
  uint32_t v(unsigned reg, unsigned lane) const { return rows[reg * kLanes + lane]; }
  uint32_t a(unsigned reg, unsigned lane) const { return rows[(agprBase + reg) * kLanes + lane]; }
};

// Runs `code` on one wave of `cpu` with 64 VGPR rows; the AGPRs are rows 32..63 on gfx90a+ (unified, accum
// offset 32) and a file of 64 more rows on gfx908. `init` fills the rows (index = row * 64 + lane).
MaiRun runMai(const char* cpu, const std::string& code, const std::function<void(std::vector<uint32_t>&, uint32_t)>& init,
              uint64_t exec = ~0ull) {
  MaiRun out;
  auto m = machine(cpu);
  if (!m || !load(*m, code + "\ns_endpgm\n")) return out;
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  const bool unified = std::string(cpu) != "gfx908";
  c.vgprCount = 64;
  c.agprBase = out.agprBase = unified ? 32 : 64;
  c.agprCount = unified ? 32 : 64;
  c.setupWave = [&](emu::WaveSetup& s) {
    init(*s.vgprs, out.agprBase);
    (*s.sreg)[126] = uint32_t(exec), (*s.sreg)[127] = uint32_t(exec >> 32);
  };
  out.r = m->launch(c);
  if (!out.r.waves.empty()) out.rows = out.r.waves[0].vgprs;
  return out;
}

std::vector<uint32_t> randomHalves(unsigned dwords, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-8, 8);
  std::vector<uint32_t> v(dwords * kLanes);
  for (uint32_t& x : v)
    x = emu::fp::f64ToF16(d(rng), emu::fp::kNearestEven) | uint32_t(emu::fp::f64ToF16(d(rng), emu::fp::kNearestEven)) << 16;
  return v;
}

std::vector<uint32_t> randomFloats(unsigned dwords, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-100, 100);
  std::vector<uint32_t> v(dwords * kLanes);
  for (uint32_t& x : v) x = std::bit_cast<uint32_t>(float(d(rng)));
  return v;
}

void place(std::vector<uint32_t>& rows, unsigned row, const std::vector<uint32_t>& v) {
  std::copy(v.begin(), v.end(), rows.begin() + row * kLanes);
}

std::vector<uint32_t> modelD(const char* name, unsigned aDwords, const std::vector<uint32_t>& a, const std::vector<uint32_t>& b,
                             const std::vector<uint32_t>& c, emu::MfmaControls ctl = {}) {
  const auto s = emu::mfmaShape(name, aDwords);
  std::vector<uint32_t> d(c.size());
  emu::mfmaExecute(*s, ctl, {a.data(), b.data(), c.data(), d.data()});
  return d;
}

TEST(EmuMai, MatrixProductReadsAndWritesTheFilesTheAccBitsSelect) {
  const auto A = randomHalves(2, 1), B = randomHalves(2, 2), C = randomFloats(16, 3);
  // gfx908: C and D always AGPRs; gfx90a: acc_cd chooses, A may be AGPRs.
  for (const char* cpu : {"gfx908", "gfx90a", "gfx942"}) {
    const bool gfx942 = std::string(cpu) == "gfx942";
    const std::string mn = gfx942 ? "v_mfma_f32_32x32x8_f16" : "v_mfma_f32_32x32x8f16";
    MaiRun run = runMai(cpu, mn + " a[16:31], v[2:3], v[4:5], a[0:15]", [&](std::vector<uint32_t>& r, uint32_t ab) {
      place(r, 2, A), place(r, 4, B), place(r, ab, C);
    });
    ASSERT_TRUE(run.r.ok()) << cpu << ": " << run.r.fault.message;
    const auto want = modelD("v_mfma_f32_32x32x8f16", 2, A, B, C);
    for (unsigned reg = 0; reg < 16; ++reg)
      for (unsigned l = 0; l < kLanes; ++l) ASSERT_EQ(run.a(16 + reg, l), want[reg * kLanes + l]) << cpu << " a" << 16 + reg;
    for (unsigned reg = 0; reg < 16; ++reg) EXPECT_EQ(run.a(reg, 5), C[reg * kLanes + 5]);  // C unchanged
  }
  // gfx90a: C/D in VGPRs (acc_cd 0), A from AGPRs, B lanes rotated (blgp:3); D overwrites C in place.
  MaiRun run = runMai("gfx90a", "v_mfma_f32_32x32x8f16 v[8:23], a[2:3], v[4:5], v[8:23] blgp:3",
                      [&](std::vector<uint32_t>& r, uint32_t ab) { place(r, ab + 2, A), place(r, 4, B), place(r, 8, C); });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  const auto want = modelD("v_mfma_f32_32x32x8f16", 2, A, B, C, {.blgp = 3});
  EXPECT_NE(want, modelD("v_mfma_f32_32x32x8f16", 2, A, B, C));  // the pattern matters for these inputs
  for (unsigned reg = 0; reg < 16; ++reg)
    for (unsigned l = 0; l < kLanes; ++l) ASSERT_EQ(run.v(8 + reg, l), want[reg * kLanes + l]) << "v" << 8 + reg;
}

TEST(EmuMai, ConstantCBroadcastAndBlockControls) {
  // 32x32x1f32 (two blocks) with C = 1.0 and block 1's A broadcast to both (cbsz:1 abid:1).
  const auto A = randomFloats(1, 4), B = randomFloats(1, 5);
  const std::vector<uint32_t> C(32 * kLanes, std::bit_cast<uint32_t>(1.0f));
  MaiRun run = runMai("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v2, v3, 1.0 cbsz:1 abid:1",
                      [&](std::vector<uint32_t>& r, uint32_t) { place(r, 2, A), place(r, 3, B); });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  const auto want = modelD("v_mfma_f32_32x32x1f32", 1, A, B, C, {.cbsz = 1, .abid = 1});
  for (unsigned reg = 0; reg < 32; ++reg)
    for (unsigned l = 0; l < kLanes; ++l) ASSERT_EQ(run.a(reg, l), want[reg * kLanes + l]) << "a" << reg;
  // f64: the blgp bits negate; C = 0 (an integer inline constant is the bits 0)
  const auto A64 = randomFloats(2, 6), B64 = randomFloats(2, 7);
  auto asDouble = [](std::vector<uint32_t> v) {  // small integers as doubles, low dword row then high
    for (unsigned l = 0; l < kLanes; ++l) {
      const uint64_t x = std::bit_cast<uint64_t>(double(std::bit_cast<float>(v[l])));
      v[l] = uint32_t(x), v[kLanes + l] = uint32_t(x >> 32);
    }
    return v;
  };
  const auto a64 = asDouble(A64), b64 = asDouble(B64);
  run = runMai("gfx90a", "v_mfma_f64_16x16x4f64 v[8:15], v[2:3], v[4:5], 0 blgp:1",
               [&](std::vector<uint32_t>& r, uint32_t) { place(r, 2, a64), place(r, 4, b64); });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  const auto want64 = modelD("v_mfma_f64_16x16x4f64", 2, a64, b64, std::vector<uint32_t>(8 * kLanes, 0), {.negA = true});
  for (unsigned reg = 0; reg < 8; ++reg)
    for (unsigned l = 0; l < kLanes; ++l) ASSERT_EQ(run.v(8 + reg, l), want64[reg * kLanes + l]) << "v" << 8 + reg;
}

TEST(EmuMai, NaiveProductThroughTheDocumentedLayout) {
  // A (32x8) and B (8x32) of small integers placed as AMD documents v_mfma_f32_32x32x8f16: A[i][k] in lane
  // i + 32 * (k / 4), half k % 4 of v[2:3]; B[k][j] in lane j + 32 * (k / 4); D[i][j] in lane j + 32 * ((i / 4) % 2),
  // register 4 * (i / 8) + i % 4.
  int a[32][8], b[8][32];
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> d(-5, 5);
  std::vector<uint32_t> A(2 * kLanes, 0), B(2 * kLanes, 0);
  auto put = [](std::vector<uint32_t>& r, unsigned lane, unsigned item, int v) {
    const uint32_t h = emu::fp::f64ToF16(v, emu::fp::kNearestEven);
    r[(item / 2) * kLanes + lane] |= h << (16 * (item % 2));
  };
  for (unsigned i = 0; i < 32; ++i)
    for (unsigned k = 0; k < 8; ++k) put(A, i + 32 * (k / 4), k % 4, a[i][k] = d(rng));
  for (unsigned k = 0; k < 8; ++k)
    for (unsigned j = 0; j < 32; ++j) put(B, j + 32 * (k / 4), k % 4, b[k][j] = d(rng));
  MaiRun run = runMai("gfx90a", "v_mfma_f32_32x32x8f16 v[8:23], v[2:3], v[4:5], 0",
                      [&](std::vector<uint32_t>& r, uint32_t) { place(r, 2, A), place(r, 4, B); });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  for (unsigned i = 0; i < 32; ++i)
    for (unsigned j = 0; j < 32; ++j) {
      int want = 0;
      for (unsigned k = 0; k < 8; ++k) want += a[i][k] * b[k][j];
      EXPECT_EQ(std::bit_cast<float>(run.v(8 + 4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2))), float(want)) << i << "," << j;
    }
}

TEST(EmuMai, AgprMovesFollowExec) {
  const uint64_t exec = 0x00000000ffff00ffull;
  std::vector<uint32_t> seven(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) seven[l] = 1000 + l;
  MaiRun run = runMai("gfx90a",
                      "v_accvgpr_write_b32 a1, v7\nv_accvgpr_write_b32 a2, 5\nv_accvgpr_write_b32 a4, s5\n"
                      "v_accvgpr_mov_b32 a3, a1\nv_accvgpr_read_b32 v9, a2",
                      [&](std::vector<uint32_t>& r, uint32_t ab) {
                        place(r, 7, seven);
                        for (unsigned reg : {1u, 2u, 3u, 4u}) std::fill_n(r.begin() + (ab + reg) * kLanes, kLanes, 77u);
                        std::fill_n(r.begin() + 9 * kLanes, kLanes, 99u);
                      },
                      exec);
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  for (unsigned l = 0; l < kLanes; ++l) {
    const bool on = exec >> l & 1;
    EXPECT_EQ(run.a(1, l), on ? 1000 + l : 77u) << l;
    EXPECT_EQ(run.a(2, l), on ? 5u : 77u) << l;
    EXPECT_EQ(run.a(3, l), on ? 1000 + l : 77u) << l;
    EXPECT_EQ(run.v(9, l), on ? 5u : 99u) << l;
  }
}

TEST(EmuMai, BoundsAndWhatIsNotModelledFault) {
  auto nothing = [](std::vector<uint32_t>&, uint32_t) {};
  MaiRun run = runMai("gfx90a", "v_mfma_f32_32x32x8f16 a[16:31], v[2:3], v[4:5], a[24:39]", nothing);
  EXPECT_EQ(run.r.fault.kind, emu::FaultKind::InvalidInstruction);
  EXPECT_NE(run.r.fault.message.find("C a24 (16 registers) is beyond the wave's 32 AGPRs"), std::string::npos)
      << run.r.fault.message;
  run = runMai("gfx90a", "ds_read_b32 a40, v0", nothing);  // AGPR data beyond the 32 AGPRs
  EXPECT_EQ(run.r.fault.kind, emu::FaultKind::InvalidInstruction);
  EXPECT_NE(run.r.fault.message.find("uses a40 but the wave has 32 AGPRs"), std::string::npos) << run.r.fault.message;
}

// A sparse product through the emulator: D (the destination, AGPRs here) accumulates; the index VGPR's set
// ABID picks places each held element. A = 1.0 everywhere, B row k = k (as f16), index set 2 all positions 3
// (0xff), the other sets 0: each held pair (2g, 2g+1) reads B row 4g+3 twice: D = C + sum_g 2 (4g + 3) over the
// 8 groups of K = 32, i.e. C + 2 * (4 * 28 + 24) = C + 272; with set 0 (positions 0): C + 2 * 112 = C + 224.
TEST(EmuMai, SparseProductAccumulatesIntoItsDestination) {
  auto init = [](std::vector<uint32_t>& v, uint32_t agprBase) {
    for (unsigned l = 0; l < kLanes; ++l) {
      v[1 * kLanes + l] = 0x00ff0000;                        // index: set 2 = 0xff
      for (unsigned r = 2; r < 4; ++r) v[r * kLanes + l] = 0x3c003c00;  // A: 1.0
      for (unsigned j = 0; j < 8; ++j) {                     // B: lane l holds column l % 16, rows 8 (l / 16) + j
        const uint32_t k = 8 * (l / 16) + j;
        const uint32_t h = emu::fp::f64ToF16(double(k), emu::fp::kNearestEven);
        uint32_t& d = v[(4 + j / 2) * kLanes + l];
        d = (j % 2) ? (d & 0xffffu) | h << 16 : (d & 0xffff0000u) | h;
      }
      for (unsigned r = 0; r < 4; ++r) v[(agprBase + 8 + r) * kLanes + l] = 0x3f800000;  // C = D = 1.0
    }
  };
  MaiRun run = runMai("gfx942", "v_smfmac_f32_16x16x32_f16 a[8:11], v[2:3], v[4:7], v1 abid:2", init);
  ASSERT_TRUE(run.r.ok()) << run.r.text();
  for (unsigned l : {0u, 17u, 63u})
    for (unsigned r = 0; r < 4; ++r) EXPECT_EQ(run.a(8 + r, l), 0x43888000u) << l << " " << r;  // 273.0
  run = runMai("gfx942", "v_smfmac_f32_16x16x32_f16 a[8:11], v[2:3], v[4:7], v1", init);
  ASSERT_TRUE(run.r.ok()) << run.r.text();
  EXPECT_EQ(run.a(8, 5), 0x43610000u);  // 225.0
}

// AGPR data of memory instructions (gfx90a's acc bit): a store from AGPRs and a load into them go through the
// AGPR rows, never the VGPRs of the same numbers.
TEST(EmuMai, MemoryInstructionsMoveAgprData) {
  std::vector<uint32_t> addr(kLanes), data(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) addr[l] = 4 * l, data[l] = 0xabc00000u + l;
  MaiRun run = runMai("gfx90a", "ds_write_b32 v0, a1\ns_waitcnt lgkmcnt(0)\nds_read_b32 a2, v0 offset:0\n"
                                "ds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)",
                      [&](std::vector<uint32_t>& r, uint32_t ab) {
                        place(r, 0, addr), place(r, ab + 1, data);
                        std::fill_n(r.begin() + 1 * kLanes, kLanes, 7u);  // v1: not the data
                      });
  ASSERT_TRUE(run.r.ok()) << run.r.fault.message;
  for (unsigned l = 0; l < kLanes; ++l) {
    EXPECT_EQ(run.a(2, l), data[l]) << l;
    EXPECT_EQ(run.v(2, l), data[l]) << l;
  }
}

// A clang-19 OpenCL kernel built on __builtin_amdgcn_mfma_f32_32x32x8f16 (tests/data/mfma), run by `gcnkit run`
// on gfx908, gfx90a and gfx942: its 32x32 tile of a (32 x 16) * b (16 x 32) equals the host's product.
void append(std::string& list, int v) {
  if (!list.empty()) list += ',';
  list += std::to_string(v);
}

TEST(EmuMai, ClangMfmaKernelComputesTheMatrixProduct) {
  constexpr int K = 16;
  int a[32][K], b[K][32];
  std::string as, bs;
  for (int i = 0; i < 32; ++i)
    for (int k = 0; k < K; ++k) append(as, a[i][k] = (i * 7 + k * 3) % 9 - 4);
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < 32; ++j) append(bs, b[k][j] = (k * 5 + j * 11) % 7 - 3);
  for (const char* cpu : {"gfx908", "gfx90a", "gfx942"}) {
    const std::string obj = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/mfma/mfma_tile." + cpu + ".hsaco";
    const CliRun r = gcnkit("run " + obj + " --kernel mfma_tile --grid 64 --block 64 --check=error --arg buf:f16:" + as +
                            " --arg buf:f16:" + bs + " --arg buf:4096 --arg i32:" + std::to_string(K) + " --print 2:f32");
    ASSERT_EQ(r.status, 0) << cpu << ": " << r.err;
    const std::vector<double> c = printedValues(r.out);
    ASSERT_EQ(c.size(), 1024u) << cpu << ": " << r.out;
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 32; ++j) {
        int want = 0;
        for (int k = 0; k < K; ++k) want += a[i][k] * b[k][j];
        ASSERT_EQ(c[size_t(i * 32 + j)], float(want)) << cpu << " c[" << i << "][" << j << "]";
      }
  }
}

}  // namespace
}  // namespace gcnkit::test
