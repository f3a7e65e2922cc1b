// GFX12.5 (gfx1250) in the emulator, hand-worked from the CDNA5 ISA guide (the guide of GFX12.5's instruction set):
// its integer VALU rows, 64-bit literals (and a 32-bit literal's extension), VOPD3, SCALE_OFFSET and the signed VGPR
// offset of GLOBAL's SGPR-base mode, the VGPR MSB mode (v256 and up, MODE[19:12], the paths that disagree), and
// s_add_pc_i64.
#include <bit>
#include <cstring>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

struct WaveRun {
  emu::LaunchResult result;
  emu::WaveState wave;
};

// One wave32 wave of gfx1250 running `body` with `vgprs` VGPRs; s[0:1] = `memory`, VGPRs set by `init` (register,
// value in every lane; lane-varying: register, its lane's value by `lanes`).
WaveRun runWave(emu::Machine& m, const std::string& body, std::vector<uint32_t> sgprs,
                std::vector<std::pair<unsigned, uint32_t>> init = {}, uint32_t vgprs = 64) {
  WaveRun r;
  if (!load(m, body + "\ns_endpgm\n")) return r;
  emu::LaunchConfig cfg = oneWave(std::move(sgprs));
  cfg.vgprCount = vgprs;
  cfg.workitemIdVgprs = false;
  cfg.setupWave = [init](emu::WaveSetup& s) {
    for (auto [reg, v] : init)
      for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[size_t(reg) * s.waveSize + l] = v;
  };
  r.result = m.launch(cfg);
  if (r.result.waves.size() == 1) r.wave = r.result.waves[0];
  return r;
}

WaveRun run(const std::string& body, std::vector<std::pair<unsigned, uint32_t>> init = {}, uint32_t vgprs = 64) {
  auto m = machine("gfx1250");
  if (!m) return {};
  return runWave(*m, body, {}, std::move(init), vgprs);
}

uint64_t v64(const emu::WaveState& w, unsigned reg, unsigned lane = 0) {
  return w.vgpr(reg, lane) | uint64_t(w.vgpr(reg + 1, lane)) << 32;
}

TEST(EmuGfx12_5, IntegerMultiplyAddsWithoutCarryOut) {
  const WaveRun r = run("v_mad_u32 v10, v1, v2, v3\n"
                        "v_mad_nc_u64_u32 v[12:13], v1, v2, v[4:5]\n"
                        "v_mad_nc_i64_i32 v[14:15], v1, v6, v[4:5]\n"
                        "v_mad_nc_u64_u32 v[16:17], v1, v1, v[8:9] clamp\n"
                        "v_mul_u64 v[18:19], v[4:5], v[4:5]",
                        {{1, 0xfffffffbu}, {2, 7}, {3, 100}, {4, 0xffffffffu}, {5, 0x7fffffffu}, {6, 0xfffffffeu},
                         {8, 0xffffffffu}, {9, 0xffffffffu}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0), uint32_t(0xfffffffbu * 7u + 100u));  // the low 32 bits: 65
  // 0xfffffffb * 7 + 0x7fffffffffffffff wraps in 64 bits (no carry-out)
  EXPECT_EQ(v64(w, 12), uint64_t(0xfffffffbull * 7 + 0x7fffffffffffffffull));
  // signed: -5 * -2 + 0x7fffffffffffffff wraps to INT64_MIN + 9
  EXPECT_EQ(v64(w, 14), uint64_t(0x8000000000000009ull));
  EXPECT_EQ(v64(w, 16), ~0ull);  // clamp: the overflow saturates
  EXPECT_EQ(v64(w, 18), uint64_t(0x7fffffffffffffffull * 0x7fffffffffffffffull));
}

TEST(EmuGfx12_5, SixtyFourBitAddSubtractMinAndMax) {
  const WaveRun r = run("v_add_nc_u64 v[10:11], v[2:3], v[4:5]\n"
                        "v_add_nc_u64_e64 v[12:13], v[2:3], v[4:5] clamp\n"
                        "v_sub_nc_u64 v[14:15], v[4:5], v[2:3]\n"
                        "v_sub_nc_u64_e64 v[16:17], v[4:5], v[2:3] clamp\n"
                        "v_max_i64 v[18:19], v[2:3], v[4:5]\n"
                        "v_max_u64 v[20:21], v[2:3], v[4:5]\n"
                        "v_min_i64 v[22:23], v[2:3], v[4:5]\n"
                        "v_min_u64 v[24:25], v[2:3], v[4:5]",
                        {{2, 0}, {3, 0xffffffffu}, {4, 5}, {5, 0x10u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  const uint64_t a = 0xffffffff00000000ull, b = 0x0000001000000005ull;
  EXPECT_EQ(v64(w, 10), a + b);
  EXPECT_EQ(v64(w, 12), ~0ull);  // unsigned saturation
  EXPECT_EQ(v64(w, 14), b - a);
  EXPECT_EQ(v64(w, 16), 0u);     // b < a: saturates at 0
  EXPECT_EQ(v64(w, 18), b);      // a is negative as i64
  EXPECT_EQ(v64(w, 20), a);
  EXPECT_EQ(v64(w, 22), a);
  EXPECT_EQ(v64(w, 24), b);
}

TEST(EmuGfx12_5, AddThenMinOrMaxSaturatesTheAddAndClampIsARelu) {
  const WaveRun r = run("v_add_max_i32 v10, v1, v1, v2\n"        // INT32_MAX + INT32_MAX saturates, max with -3
                        "v_add_max_i32 v11, v3, v3, v4\n"        // -8 + -8 = -16, max with -20 = -16
                        "v_add_max_i32 v12, v3, v3, v4 clamp\n"  // ReLU: 0
                        "v_add_min_u32 v13, v5, v5, v6\n"        // saturates at 0xffffffff, min with 77
                        "v_add_min_i32 v14, v3, v2, v1\n"        // -8 + -3 = -11
                        "v_pk_add_max_i16 v15, v7, v7, v8\n"     // halves: 0x7000*2 saturates; -2 + -2 = -4 vs -3
                        "v_pk_min3_u16 v16, v7, v8, v9\n"
                        "v_pk_max3_i16 v17, v7, v8, v9",
                        {{1, 0x7fffffffu}, {2, 0xfffffffdu}, {3, 0xfffffff8u}, {4, 0xffffffecu}, {5, 0xf0000000u},
                         {6, 77}, {7, 0xfffe7000u}, {8, 0xfffd0001u}, {9, 0x00050002u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0), 0x7fffffffu);
  EXPECT_EQ(w.vgpr(11, 0), uint32_t(-16));
  EXPECT_EQ(w.vgpr(12, 0), 0u);
  EXPECT_EQ(w.vgpr(13, 0), 77u);
  EXPECT_EQ(w.vgpr(14, 0), uint32_t(-11));
  EXPECT_EQ(w.vgpr(15, 0), 0xfffd7fffu);  // low: max(0x7fff, 1); high: max(-4, -3)
  EXPECT_EQ(w.vgpr(16, 0), 0x00050001u);  // unsigned: low min(0x7000, 1, 2), high min(0xfffe, 0xfffd, 5)
  EXPECT_EQ(w.vgpr(17, 0), 0x00057000u);  // signed: low max(0x7000, 1, 2), high max(-2, -3, 5)
}

TEST(EmuGfx12_5, SaturatingPacks) {
  const WaveRun r = run("v_ashr_pk_i8_i32 v10, v1, v2, v3\n"   // (1000 >> 2, -1000 >> 2) saturated to i8
                        "v_ashr_pk_u8_i32 v11, v1, v2, v4\n"   // (1000 >> 3 = 125, -125 -> 0)
                        "v_sat_pk4_i4_i8 v12, v5\n"
                        "v_sat_pk4_u4_u8 v13, v5",
                        {{1, 1000}, {2, uint32_t(-1000)}, {3, 2}, {4, 3}, {5, 0x80f70710u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0) & 0xffff, 0x807fu);
  EXPECT_EQ(w.vgpr(11, 0) & 0xffff, 0x007du);
  // bytes 0x10 (16 -> 7), 0x07 (7), 0xf7 (-9 -> -8), 0x80 (-128 -> -8)
  EXPECT_EQ(w.vgpr(12, 0) & 0xffff, 0x8877u);
  // unsigned: 16 -> 15, 7, 0xf7 -> 15, 0x80 -> 15
  EXPECT_EQ(w.vgpr(13, 0) & 0xffff, 0xff7fu);
}

TEST(EmuGfx12_5, SixtyFourBitLiteralsAndTheFmaksWithAK64) {
  const WaveRun r = run("v_mov_b64 v[10:11], 0x123456789abcdef0\n"
                        "s_mov_b64 s[4:5], 0xfedcba9876543210\n"
                        "v_mov_b32 v12, s4\nv_mov_b32 v13, s5\n"
                        "v_fmamk_f64 v[14:15], v[2:3], 0x4008000000000000, v[4:5]\n"  // 1.5 * 3 + 0.25
                        "v_fmaak_f64 v[16:17], v[2:3], v[4:5], 0x3ff0000000000001",    // 1.5 * 0.25 + (1 + ulp)
                        {{2, 0}, {3, 0x3ff80000u}, {4, 0}, {5, 0x3fd00000u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(v64(w, 10), 0x123456789abcdef0ull);
  EXPECT_EQ(v64(w, 12), 0xfedcba9876543210ull);
  EXPECT_EQ(std::bit_cast<double>(v64(w, 14)), 4.75);
  EXPECT_EQ(v64(w, 16), std::bit_cast<uint64_t>(1.375 + 0x1p-52));
}

// A 32-bit literal (code 255) for a 64-bit operand: sign-extended for a signed 64-bit operation, zero-extended
// otherwise (the guide's literal rules). llvm-mc 22 writes such values as 64-bit literals, so the words are given.
TEST(EmuGfx12_5, AThirtyTwoBitLiteralIsSignExtendedOnlyForSignedSixtyFourBitOperations) {
  const WaveRun r = run(".long 0xd71b000a, 0x000204ff, 0x80000000\n"   // v_max_i64 v[10:11], lit 0x80000000, v[2:3]
                        ".long 0xd719000c, 0x000204ff, 0x80000000",    // v_max_u64 v[12:13], lit 0x80000000, v[2:3]
                        {{2, 0xfffffff0u}, {3, 0xffffffffu}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  EXPECT_EQ(v64(r.wave, 10), 0xfffffffffffffff0ull);  // max(-0x80000000, -16) = -16
  EXPECT_EQ(v64(r.wave, 12), 0xfffffffffffffff0ull);  // max(0x80000000, 0xff..f0) as unsigned
}

TEST(EmuGfx12_5, Vopd3ComponentsReadTheirThreeSourcesBeforeEitherWrites) {
  const WaveRun r = run("s_mov_b32 s3, 0\n"
                        "v_dual_fma_f32 v0, -v1, v2, v3 :: v_dual_bitop2_b32 v5, v6, v7 bitop3:0x96\n"
                        "v_dual_cndmask_b32 v10, v1, v2, s3 :: v_dual_add_nc_u32 v11, v10, v7\n"  // Y reads the old v10
                        "v_dual_add_f64 v[12:13], v[8:9], v[8:9] :: v_dual_max_i32 v16, v6, v7",
                        {{0, 0x11}, {10, 0x77}, {1, std::bit_cast<uint32_t>(2.0f)}, {2, std::bit_cast<uint32_t>(3.0f)},
                         {3, std::bit_cast<uint32_t>(1.0f)}, {6, 0x0ff0u}, {7, 0x3c3cu}, {8, 0}, {9, 0x40000000u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(0, 0), std::bit_cast<uint32_t>(-5.0f));  // -2 * 3 + 1
  EXPECT_EQ(w.vgpr(5, 0), 0x0ff0u ^ 0x3c3cu);               // table 0x96 with S2 = 0: S0 ^ S1
  EXPECT_EQ(w.vgpr(10, 0), std::bit_cast<uint32_t>(2.0f));  // s3 = 0: src0
  EXPECT_EQ(w.vgpr(11, 0), 0x3c3cu + 0x77u);
  EXPECT_EQ(v64(w, 12), std::bit_cast<uint64_t>(4.0));
  EXPECT_EQ(w.vgpr(16, 0), 0x3c3cu);
}

// SCALE_OFFSET multiplies the offset register by the access size; GLOBAL's VGPR offset with an SGPR base is signed.
TEST(EmuGfx12_5, ScaleOffsetAndTheSignedGlobalOffset) {
  auto m = machine("gfx1250");
  ASSERT_TRUE(m);
  const uint64_t at = m->allocate(256);
  std::vector<uint8_t> bytes(256);
  for (unsigned i = 0; i < 256; ++i) bytes[i] = uint8_t(i);
  ASSERT_TRUE(m->write(at, bytes));
  std::vector<uint32_t> s = addr(at + 128);  // s[0:1]: the middle of the block
  s.resize(8, 0);
  s[4] = 3;
  const WaveRun r = runWave(*m,
                            "global_load_b32 v10, v1, s[0:1] scale_offset\n"      // 128 + 3 * 4
                            "global_load_b32 v11, v1, s[0:1]\n"                  // 128 + 3
                            "global_load_b32 v12, v2, s[0:1] scale_offset\n"      // 128 - 2 * 4
                            "global_load_u16 v13, v1, s[0:1] scale_offset\n"      // 128 + 3 * 2
                            "global_load_b64 v[14:15], v2, s[0:1] scale_offset\n" // 128 - 2 * 8
                            "s_load_b32 s10, s[0:1], s4 offset:0x0 scale_offset\n"  // 128 + 3 * 4
                            "s_load_b64 s[12:13], s[0:1], s4 offset:0x0 scale_offset\n"  // 128 + 3 * 8
                            "s_wait_loadcnt 0\ns_wait_kmcnt 0",
                            s, {{1, 3}, {2, uint32_t(-2)}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  auto word = [](unsigned b) { return b | (b + 1) << 8 | (b + 2) << 16 | (b + 3) << 24; };
  EXPECT_EQ(w.vgpr(10, 0), word(140));
  EXPECT_EQ(w.vgpr(11, 0), word(131));
  EXPECT_EQ(w.vgpr(12, 0), word(120));
  EXPECT_EQ(w.vgpr(13, 0), (134u | 135u << 8));
  EXPECT_EQ(w.vgpr(14, 0), word(112));
  EXPECT_EQ(w.vgpr(15, 0), word(116));
  EXPECT_EQ(w.sgpr(10), word(140));
  EXPECT_EQ(w.sgpr(12), word(152));
}

// s_set_vgpr_msb: src0 in bits 1:0, src1 3:2, src2 5:4, the destination 7:6; MODE[19:12] holds the destination's,
// then src0's, src1's and src2's (the guide's MODE register).
TEST(EmuGfx12_5, TheVgprMsbModeReachesVgprsPast255AndLivesInMode) {
  const WaveRun r = run("v_mov_b32 v1, 5\nv_mov_b32 v2, 7\n"
                        "s_set_vgpr_msb 0x44\n"                // dst 1, src1 1
                        "v_add_nc_u32 v3, v1, v2\n"            // v259 = v1 + v258
                        "s_set_vgpr_msb 0x4401\n"              // src0 1 (bits 15:8: the mode it replaces)
                        "v_mov_b32 v4, v3\n"                   // v4 = v259
                        "s_set_vgpr_msb 0xc0\n"                // dst 3
                        "v_mov_b32 v5, v4\n"                   // v773 = v4
                        "s_getreg_b32 s10, hwreg(HW_REG_MODE, 12, 8)\n"
                        "s_set_vgpr_msb 0\n"
                        "s_getreg_b32 s11, hwreg(HW_REG_MODE, 12, 8)",
                        {{258, 100}}, 1024);
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(259, 0), 105u);
  EXPECT_EQ(w.vgpr(3, 0), 0u);
  EXPECT_EQ(w.vgpr(4, 0), 105u);
  EXPECT_EQ(w.vgpr(773, 0), 105u);
  EXPECT_EQ(w.sgpr(10), 3u);  // mode 0xc0: the destination's bits (3) in MODE[13:12]
  EXPECT_EQ(w.sgpr(11), 0u);
}

TEST(EmuGfx12_5, AnInstructionPathsReachUnderDifferentModesIsRefused) {
  // The branch brings mode 0x40, straight-line code 0: v_mov_b32 after the label names v1 or v257.
  const WaveRun r = run("s_cmp_eq_u32 0, 0\n"
                        "s_set_vgpr_msb 0x40\n"
                        "s_cbranch_scc1 .Ljoin\n"
                        "s_set_vgpr_msb 0x4000\n"
                        ".Ljoin:\n"
                        "v_mov_b32 v1, 1",
                        {}, 512);
  ASSERT_FALSE(r.result.ok());
  EXPECT_EQ(r.result.fault.kind, emu::FaultKind::Unsupported);
  EXPECT_NE(r.result.fault.message.find("the VGPR MSB mode differs along the paths that reach it"), std::string::npos)
      << r.result.text();
  // The same join where both paths agree runs.
  const WaveRun same = run("s_cmp_eq_u32 0, 0\n"
                           "s_set_vgpr_msb 0x40\n"
                           "s_cbranch_scc1 .Ljoin\n"
                           "s_set_vgpr_msb 0x4040\n"
                           ".Ljoin:\n"
                           "v_mov_b32 v1, 1",
                           {}, 512);
  ASSERT_TRUE(same.result.ok()) << same.result.text();
  EXPECT_EQ(same.wave.vgpr(257, 0), 1u);
}

TEST(EmuGfx12_5, AJumpThroughARegisterChecksTheModeItBrings) {
  // s_set_pc_i64 to code that straight-line flow decoded under mode 0, with mode 0x40 set: refused.
  const WaveRun r = run("s_get_pc_i64 s[4:5]\n"
                        "s_add_nc_u64 s[4:5], s[4:5], 16\n"   // the v_mov_b32 after s_endpgm
                        "s_set_vgpr_msb 0x40\n"
                        "s_set_pc_i64 s[4:5]\n"
                        "s_endpgm\n"
                        "v_mov_b32 v1, 1",
                        {}, 512);
  ASSERT_FALSE(r.result.ok());
  EXPECT_EQ(r.result.fault.kind, emu::FaultKind::Unsupported);
  EXPECT_NE(r.result.fault.message.find("under VGPR MSB mode 0x40; the code there runs under mode 0x0"), std::string::npos)
      << r.result.text();
}

// bf16 halves rounded once to nearest even (1 + 2^-8 is a tie; the fma's product keeps its low bits), maximumNumber,
// the exact widening, and GFX12.5's three-source f16 min/max.
TEST(EmuGfx12_5, Bf16ArithmeticRoundsOnceAndThreeSourceHalfMinMax) {
  const WaveRun r = run("v_pk_add_bf16 v10, v1, v2\n"
                        "v_pk_fma_bf16 v11, v3, v3, v2\n"
                        "v_pk_max_num_bf16 v12, v4, v5\n"
                        "v_pk_min_num_bf16 v13, v4, v5\n"
                        "v_cvt_f32_bf16 v14, v3\n"
                        "v_pk_maximum3_f16 v15, v6, v7, v8\n"
                        "v_pk_max3_num_f16 v16, v6, v7, v8",
                        {{1, 0x3f813f80u}, {2, 0x3b803b80u}, {3, 0x3f813f81u}, {4, 0x80007fc0u}, {5, 0x00003f80u},
                         {6, 0xbc003c00u}, {7, 0x38007e00u}, {8, 0xc0004000u}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0), 0x3f823f80u);  // ties to even: 1 + 2^-8 -> 1; (1 + 2^-7) + 2^-8 -> 1 + 2^-6
  EXPECT_EQ(w.vgpr(11, 0), 0x3f833f83u);  // (1 + 2^-7)^2 + 2^-8 = 1 + 2.5 * 2^-7 + 2^-14: up (unfused: a tie, down)
  EXPECT_EQ(w.vgpr(12, 0), 0x00003f80u);  // a number over NaN; +0 over -0
  EXPECT_EQ(w.vgpr(13, 0), 0x80003f80u);
  EXPECT_EQ(w.vgpr(14, 0), 0x3f810000u);
  EXPECT_EQ(w.vgpr(15, 0), 0x38007e00u);  // maximum(): NaN propagates; max(-1, 0.5, -2)
  EXPECT_EQ(w.vgpr(16, 0), 0x38004000u);  // maximumNumber: 2 over NaN
}

// The lane-group permutes in groups of 8 (src0 read from inactive lanes too; only active lanes written), and
// v_permlane_idx_gen_b32's ds_bpermute index.
TEST(EmuGfx12_5, LaneGroupPermutes) {
  const std::string body = "s_mov_b32 s2, 8\ns_mov_b32 s3, 3\ns_mov_b32 s4, 5\n"
                           "v_mbcnt_lo_u32_b32 v1, -1, 0\nv_add_nc_u32 v2, 3, v1\n"
                           "v_permlane_bcast_b32 v10, v1, s3, s2\nv_permlane_up_b32 v11, v1, s3, s2\n"
                           "v_permlane_xor_b32 v13, v1, s4, s2\nv_permlane_idx_gen_b32 v14, v2, s2\n"
                           "s_mov_b32 exec_lo, 0xffff\nv_permlane_down_b32 v12, v1, s3, s2\ns_mov_b32 exec_lo, -1";
  const WaveRun r = run(body, {{12, 0xdead}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  for (unsigned l = 0; l < 32; ++l) {
    const unsigned base = l & ~7u, j = l & 7u;
    EXPECT_EQ(r.wave.vgpr(10, l), base + 3) << l;
    EXPECT_EQ(r.wave.vgpr(11, l), j < 3 ? l : l - 3) << l;
    EXPECT_EQ(r.wave.vgpr(12, l), l < 16 ? (j + 3 < 8 ? l + 3 : l) : 0xdeadu) << l;
    EXPECT_EQ(r.wave.vgpr(13, l), l ^ 5) << l;
    EXPECT_EQ(r.wave.vgpr(14, l), (((l + 3) & 7) + base) << 2) << l;
  }
  // A group width of 0 (not a power of two): undefined, refused.
  const WaveRun zero = run(body + "\ns_mov_b32 s2, 0\nv_permlane_up_b32 v15, v1, s3, s2");
  ASSERT_FALSE(zero.result.ok());
  EXPECT_NE(zero.result.fault.message.find("lane group width 0 is not a power of two up to the wave size (undefined)"),
            std::string::npos) << zero.result.text();
}

// The bf16 transcendentals and tanh at values whose results are exact, and tanh's documented edges.
TEST(EmuGfx12_5, Bf16TranscendentalsAndTanh) {
  const WaveRun r = run("v_rcp_bf16 v10, v1\nv_sqrt_bf16 v11, v2\nv_exp_bf16 v12, v3\nv_log_bf16 v13, v4\n"
                        "v_sin_bf16 v14, v5\nv_tanh_bf16 v15, v6\nv_tanh_f16 v16, v7\n"
                        "v_tanh_f32 v17, v8\nv_tanh_f32 v18, v9\nv_tanh_f32 v19, v20",
                        {{1, 0x4000}, {2, 0x4080}, {3, 0x4040}, {4, 0x4100}, {5, 0x3e80}, {6, 0x4110}, {7, 0x4880},
                         {8, std::bit_cast<uint32_t>(1e-4f)}, {9, std::bit_cast<uint32_t>(9.0f)},
                         {20, std::bit_cast<uint32_t>(-10.0f)}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0) & 0xffff, 0x3f00u);  // 1/2
  EXPECT_EQ(w.vgpr(11, 0) & 0xffff, 0x4000u);  // sqrt(4)
  EXPECT_EQ(w.vgpr(12, 0) & 0xffff, 0x4100u);  // 2^3
  EXPECT_EQ(w.vgpr(13, 0) & 0xffff, 0x4040u);  // log2(8)
  EXPECT_EQ(w.vgpr(14, 0) & 0xffff, 0x3f80u);  // sin of a quarter turn
  EXPECT_EQ(w.vgpr(15, 0) & 0xffff, 0x3f80u);  // tanh(9) = 1 (|x| >= 8)
  EXPECT_EQ(w.vgpr(16, 0) & 0xffff, 0x3c00u);
  EXPECT_EQ(w.vgpr(17, 0), std::bit_cast<uint32_t>(1e-4f));  // |x| < 2^-10: x
  EXPECT_EQ(w.vgpr(18, 0), std::bit_cast<uint32_t>(1.0f));
  EXPECT_EQ(w.vgpr(19, 0), std::bit_cast<uint32_t>(-1.0f));
}

// GFX12.5's fp8/bf8 <-> f16 conversions (OCP E4M3 / E5M2): byte_sel picks the byte, the halves are low byte first,
// both halves of the source take neg, and clamp saturates where E4M3 would give NaN.
TEST(EmuGfx12_5, Fp8AndBf8ToAndFromF16) {
  const WaveRun r = run("v_cvt_f16_fp8 v10, v1 byte_sel:2\n"
                        "v_cvt_f16_bf8 v11, v2\n"
                        "v_cvt_pk_f16_fp8 v12, v3\n"
                        "v_cvt_pk_fp8_f16 v13, v4\n"
                        "v_cvt_pk_fp8_f16 v14, -v4\n"
                        "v_cvt_pk_fp8_f16 v15, v5\n"
                        "v_cvt_pk_fp8_f16 v16, v5 clamp",
                        {{1, 0x00400000u}, {2, 0x3cu}, {3, 0x4038u}, {4, 0xc0003c00u}, {5, 0x7bffu},
                         {13, 0xdead0000u}, {14, 0}, {15, 0}, {16, 0}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  const emu::WaveState& w = r.wave;
  EXPECT_EQ(w.vgpr(10, 0) & 0xffff, 0x4000u);  // fp8 0x40 = 2
  EXPECT_EQ(w.vgpr(11, 0) & 0xffff, 0x3c00u);  // bf8 0x3c = 1
  EXPECT_EQ(w.vgpr(12, 0), 0x40003c00u);       // {2, 1}
  EXPECT_EQ(w.vgpr(13, 0), 0xdeadc038u);       // {-2, 1}: the other half kept
  EXPECT_EQ(w.vgpr(14, 0) & 0xffff, 0x40b8u);  // neg on both halves: {2, -1}
  EXPECT_EQ(w.vgpr(15, 0) & 0xffff, 0x007fu);  // 65504 is past E4M3's 448: NaN
  EXPECT_EQ(w.vgpr(16, 0) & 0xffff, 0x007eu);  // clamp: 448
}

TEST(EmuGfx12_5, AddPcJumpsFromTheNextInstruction) {
  const WaveRun r = run("s_add_pc_i64 4\n"     // skips the next (4-byte) instruction
                        "v_mov_b32 v1, 1\n"
                        "v_mov_b32 v2, 2\n"
                        "s_wait_xcnt 0");
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  EXPECT_EQ(r.wave.vgpr(1, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(2, 0), 2u);
}

// One wave32 wave whose scratch (32 private bytes a lane) is `scratch`: the architected SCRATCH_BASE a dispatch gives.
emu::LaunchConfig withScratch(emu::LaunchConfig c, uint64_t scratch) {
  c.workitemIdVgprs = false;
  c.scratchBase = scratch;
  c.scratchBytes = 32 * 4 * 8;
  c.privateSegmentSize = 32;
  c.setupWave = [scratch](emu::WaveSetup& s) { s.flatScratch = scratch; };
  return c;
}

// The private aperture (the guide's "Global Shared Scratch Addressing"): src_flat_scratch_base_lo read as 64 bits is
// FLAT_SCRATCH_BASE, {PRIVATE_BASE[63:58], 0, 5'b0, SCRATCH_BASE[56:7], 2'b0} on wave32; clang adds (lane << 52) and
// the private offset, and a flat access there reaches memory {addr[51:2], addr[56:52], addr[1:0]}: the lane's
// swizzled dword, which SCRATCH reads back; another lane's bits reach that lane's dword. FLAT takes an SGPR base (GVS)
// with a signed, scaled VGPR offset too.
TEST(EmuGfx12_5, FlatReachesScratchThroughFlatScratchBase) {
  auto m = machine("gfx1250");
  ASSERT_TRUE(m);
  const uint64_t scratch = m->allocate(32 * 4 * 8, 256), data = m->allocate(64);
  ASSERT_TRUE(scratch && data);
  ASSERT_TRUE(m->writeDwords(data, std::vector<uint32_t>{11, 22, 33, 44}));
  ASSERT_TRUE(load(*m,
                   "s_mov_b64 s[4:5], src_flat_scratch_base_lo\n"
                   "v_mbcnt_lo_u32_b32 v0, -1, 0\n"
                   "v_lshlrev_b32 v3, 20, v0\n"            // the lane in address bits 56:52
                   "v_mov_b32 v2, 8\n"                     // private offset 8
                   "v_add_nc_u64 v[4:5], v[2:3], s[4:5]\n"
                   "v_add_nc_u32 v6, 100, v0\n"
                   "v_add_nc_u32 v7, 200, v0\n"
                   "flat_store_b64 v[4:5], v[6:7]\n"       // private offsets 8 and 12: two swizzled dwords
                   "s_wait_storecnt 0\n"
                   "scratch_load_b32 v8, off, off offset:12\n"
                   "v_add_nc_u32 v9, 1, v0\n"
                   "v_and_b32 v9, 31, v9\n"
                   "v_lshlrev_b32 v11, 20, v9\n"           // the next lane's private offset 8
                   "v_mov_b32 v10, 8\n"
                   "v_add_nc_u64 v[10:11], v[10:11], s[4:5]\n"
                   "flat_load_b32 v12, v[10:11]\n"
                   "v_mov_b32 v13, 8\n"
                   "flat_load_b32 v14, v13, s[4:5]\n"      // GVS: FLAT_SCRATCH_BASE + 8, lane 0's offset 8
                   "v_mov_b32 v15, -1\n"
                   "flat_load_b32 v16, v15, s[0:1] offset:8 scale_offset\n"  // data + 8 - 4
                   "s_wait_loadcnt 0\n"
                   "s_endpgm\n"));
  const emu::LaunchResult r = m->launch(withScratch(oneWave(addr(data)), scratch));
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.waves.size(), 1u);
  const emu::WaveState& w = r.waves[0];
  EXPECT_EQ(w.sgpr64(4), 1ull << 58 | (scratch >> 7) << 2);
  for (unsigned l : {0u, 1u, 31u}) {
    EXPECT_EQ(m->readDword(scratch + 2 * 128 + 4 * l), 100 + l) << l;  // offset 8: dword 2 of the lane
    EXPECT_EQ(m->readDword(scratch + 3 * 128 + 4 * l), 200 + l) << l;
    EXPECT_EQ(w.vgpr(8, l), 200 + l) << l;
    EXPECT_EQ(w.vgpr(12, l), 100 + (l + 1) % 32) << l;
    EXPECT_EQ(w.vgpr(14, l), 100u) << l;
    EXPECT_EQ(w.vgpr(16, l), 22u) << l;
  }
}

// The guide: an 8-byte atomic in the scratch aperture is a memory violation; a flat address in the wave64 half of the
// aperture (bit 57) has no mapping in the guide and is refused by name.
TEST(EmuGfx12_5, SixtyFourBitAtomicsAndTheWave64HalfOfTheScratchAperture) {
  for (const char* line : {"flat_atomic_add_u64 v[4:5], v[6:7]", "flat_load_b32 v8, v[2:3]"}) {
    SCOPED_TRACE(line);
    auto m = machine("gfx1250");
    ASSERT_TRUE(m);
    const uint64_t scratch = m->allocate(32 * 4 * 8, 256);
    ASSERT_TRUE(load(*m, std::string("s_mov_b64 s[4:5], src_flat_scratch_base_lo\n"
                                     "v_mov_b64 v[4:5], s[4:5]\n"
                                     "s_bitset1_b32 s5, 25\n"  // bit 57
                                     "v_mov_b64 v[2:3], s[4:5]\n") +
                             line + "\ns_wait_loadcnt 0\ns_endpgm\n"));
    const emu::LaunchResult r = m->launch(withScratch(oneWave(), scratch));
    ASSERT_FALSE(r.ok());
    if (line[5] == 'a') {
      EXPECT_EQ(r.fault.kind, emu::FaultKind::MemoryViolation);
      EXPECT_NE(r.fault.message.find("8-byte atomics"), std::string::npos) << r.fault.message;
    } else {
      EXPECT_EQ(r.fault.kind, emu::FaultKind::Unsupported);
      EXPECT_NE(r.fault.message.find("wave64 half"), std::string::npos) << r.fault.message;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
