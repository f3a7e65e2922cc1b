// Vector ALU, the special operations: lane reads and writes (EXEC holes, wave32, lane selects beyond the
// wave), M0-relative moves (and M0 beyond the VGPRs faulting), swaps, permlanes with FI/BOUND_CTRL, SADs with
// carries and clamp, the quad SADs, lerp, cube faces, v_trig_preop_f64 segments, the interpolation ops over
// LDS, v_illegal, and GFX8/9 gpr-index mode. Expected values worked out by hand from the reference pages.
#include <bit>
#include <cstring>

#include "emu/valu_special.h"
#include "emu_valu_support.h"

namespace gcnkit::test {
namespace {

// v<reg> = 100 * reg + lane in every lane (lanes 0..63), v0 = lane.
std::optional<uint32_t> regLane(unsigned reg, unsigned lane) { return 100 * reg + lane; }

bool is32(const ValuRun& r) { return r.wave.waveSize == 32; }

TEST(EmuValuSpecial, ReadlaneMasksTheLaneSelectWithTheWaveSize) {
  for (const char* cpu : {"gfx601", "gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    ValuRun r = runValu(cpu,
                        "s_mov_b32 s2, 37\ns_mov_b32 m0, 7\n"
                        "v_readlane_b32 s10, v1, 5\nv_readlane_b32 s11, v1, s2\nv_readlane_b32 s12, v1, m0",
                        {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.wave.sgpr(10), 105u);
    EXPECT_EQ(r.wave.sgpr(11), is32(r) ? 105u : 137u);  // 37 & 31 = 5 in wave32
    EXPECT_EQ(r.wave.sgpr(12), 107u);
  }
}

TEST(EmuValuSpecial, ReadfirstlaneTakesTheFirstActiveLaneOrLaneZero) {
  for (const char* cpu : {"gfx700", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const std::string w32 = std::string(cpu) == "gfx1030" ? "s_mov_b32 exec_lo" : "s_mov_b64 exec";
    ValuRun r = runValu(cpu, w32 + ", 0x58\nv_readfirstlane_b32 s10, v1\n" + w32 + ", 0\nv_readfirstlane_b32 s11, v1",
                        {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.wave.sgpr(10), 103u);  // 0x58: lanes 3, 4, 6
    EXPECT_EQ(r.wave.sgpr(11), 100u);  // EXEC = 0: lane 0
  }
}

TEST(EmuValuSpecial, WritelaneIgnoresExecAndMasksTheLane) {
  for (const char* cpu : {"gfx601", "gfx803", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const std::string exec0 = std::string(cpu) == "gfx1030" ? "s_mov_b32 exec_lo, 0" : "s_mov_b64 exec, 0";
    ValuRun r = runValu(cpu, "s_mov_b32 s2, 99\n" + exec0 + "\nv_writelane_b32 v4, s2, 37", {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    const unsigned lane = is32(r) ? 5 : 37;
    for (unsigned l = 0; l < r.wave.waveSize; ++l)
      EXPECT_EQ(r.wave.vgpr(4, l), l == lane ? 99u : 400 + l) << "lane " << l;
  }
}

// v_movrels: VDST = VGPR[src + M0]; v_movreld: VGPR[vdst + M0] = src; v_movrelsd: both; EXEC holes kept.
TEST(EmuValuSpecial, MovrelIndexesWithM0) {
  for (const char* cpu : {"gfx601", "gfx700", "gfx803", "gfx1010", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const bool gfx10 = std::string(cpu).starts_with("gfx10");
    const std::string holes = gfx10 ? "s_mov_b32 exec_lo, 0x5555" : "s_mov_b64 exec, 0x5555";
    ValuRun r = runValu(cpu, "s_mov_b32 m0, 3\nv_movrels_b32 v10, v1\n" + holes +
                                 "\nv_movreld_b32 v2, v11\nv_movrelsd_b32 v3, v12",
                        {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    for (unsigned l = 0; l < r.wave.waveSize; ++l) {
      const bool on = l < 16 && !(l & 1);
      EXPECT_EQ(r.wave.vgpr(10, l), 400 + l);                       // v4
      EXPECT_EQ(r.wave.vgpr(5, l), on ? 1100 + l : 500 + l);        // v5 = v11 on active lanes
      EXPECT_EQ(r.wave.vgpr(6, l), on ? 1500 + l : 600 + l);        // v6 = v15
    }
  }
}

// GFX10 DPP forms: the permutation applies to the relative source row; row_mask still disables writes.
TEST(EmuValuSpecial, MovrelDppPermutesTheRelativeRow) {
  ValuRun r = runValu("gfx1030",
                      "s_mov_b32 m0, 3\n"
                      "v_movrels_b32_dpp v10, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
                      "v_movreld_b32_dpp v2, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
                      "v_movrels_b32 v12, v1 dpp8:[1,0,3,2,5,4,7,6]\n"
                      "v_movrels_b32_dpp v13, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0xf",
                      {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  for (unsigned l = 0; l < 32; ++l) {
    EXPECT_EQ(r.wave.vgpr(10, l), 400 + (l ^ 1)) << l;   // v4, lanes swapped in pairs
    EXPECT_EQ(r.wave.vgpr(5, l), 1100 + (l ^ 1)) << l;   // v5 = v11, lanes swapped in pairs
    EXPECT_EQ(r.wave.vgpr(12, l), 400 + (l ^ 1)) << l;
    EXPECT_EQ(r.wave.vgpr(13, l), l < 16 ? 400 + l : 1300 + l) << l;
  }
}

TEST(EmuValuSpecial, MovrelBeyondTheVgprsFaults) {
  for (const char* body : {"s_mov_b32 m0, 31\nv_movrels_b32 v10, v1", "s_mov_b32 m0, 0x80000000\nv_movreld_b32 v2, v1",
                           "s_mov_b32 m0, 29\nv_movrelsd_b32 v3, v1"}) {
    SCOPED_TRACE(body);
    auto m = machine("gfx803");
    ASSERT_TRUE(load(*m, std::string(body) + "\ns_endpgm\n"));
    emu::LaunchResult r = m->launch(oneWave());
    EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidInstruction) << r.text();
    EXPECT_NE(r.fault.message.find("beyond the wave's 32 VGPRs"), std::string::npos) << r.fault.message;
  }
}

// GFX10 _2 / swaprel forms: M0[9:0] offsets the source, M0[25:16] the destination.
TEST(EmuValuSpecial, MovrelsdTwoAndSwaprelUseTwoM0Fields) {
  ValuRun r = runValu("gfx1030",
                      "s_mov_b32 m0, 0x20001\nv_movrelsd_2_b32 v3, v7\n"
                      "s_mov_b32 m0, 0x30002\ns_mov_b32 exec_lo, 3\nv_swaprel_b32 v10, v20",
                      {}, "", {}, regLane);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(5, 9), 809u);   // v5 = v8
  EXPECT_EQ(r.wave.vgpr(13, 1), 2201u);  // v13 <-> v22 on lanes 0 and 1
  EXPECT_EQ(r.wave.vgpr(22, 1), 1301u);
  EXPECT_EQ(r.wave.vgpr(13, 2), 1302u);
  EXPECT_EQ(r.wave.vgpr(22, 2), 2202u);
}

TEST(EmuValuSpecial, SwapExchangesActiveLanes) {
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const std::string holes = std::string(cpu) == "gfx1030" ? "s_mov_b32 exec_lo, 0xa" : "s_mov_b64 exec, 0xa";
    ValuRun r = runValu(cpu, holes + "\nv_swap_b32 v1, v2", {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    for (unsigned l = 0; l < 8; ++l) {
      const bool on = l == 1 || l == 3;
      EXPECT_EQ(r.wave.vgpr(1, l), (on ? 200 : 100) + l);
      EXPECT_EQ(r.wave.vgpr(2, l), (on ? 100 : 200) + l);
    }
  }
}

// Lane i of each row of 16 reads lane 15 - i (x16: of the other row). Lane 15 inactive: lane 0 keeps its value
// (v4 = 400), reads 0 with bound_ctrl (op_sel[1]), or reads the inactive lane with fi (op_sel[0]).
TEST(EmuValuSpecial, PermlaneSelectsWithinAndAcrossRows) {
  for (const char* mattr : {"+wavefrontsize32", "+wavefrontsize64"}) {
    SCOPED_TRACE(mattr);
    ValuRun r = runValu("gfx1030",
                        "s_mov_b32 s2, 0x89abcdef\ns_mov_b32 s3, 0x01234567\n"
                        "v_permlane16_b32 v10, v1, s2, s3\nv_permlanex16_b32 v11, v1, s2, s3\n"
                        "s_mov_b32 exec_lo, 0xffff7fff\n"
                        "v_permlane16_b32 v4, v1, s2, s3\nv_permlane16_b32 v5, v1, s2, s3 op_sel:[0,1]\n"
                        "v_permlane16_b32 v6, v1, s2, s3 op_sel:[1,0]",
                        {}, mattr, {}, regLane);
    ASSERT_TRUE(r.ok);
    for (unsigned l = 0; l < r.wave.waveSize; ++l) {
      const unsigned row = l / 16, sel = 15 - l % 16;
      EXPECT_EQ(r.wave.vgpr(10, l), 100 + row * 16 + sel) << l;
      EXPECT_EQ(r.wave.vgpr(11, l), 100 + (row ^ 1) * 16 + sel) << l;
    }
    EXPECT_EQ(r.wave.vgpr(4, 0), 400u);
    EXPECT_EQ(r.wave.vgpr(5, 0), 0u);
    EXPECT_EQ(r.wave.vgpr(6, 0), 115u);
    EXPECT_EQ(r.wave.vgpr(4, 1), 114u);
    EXPECT_EQ(r.wave.vgpr(4, 15), 415u);  // inactive: not written
  }
}

struct Row {
  const char* body;
  std::vector<uint32_t> in;  // v1, v2, v3
  uint32_t expect;           // v4 in every lane
  const char* cpus;
};

const Row kRows[] = {
    // |1-255| + |255-0| + |0-0| + |16-32| = 525
    {"v_sad_u8 v4, v1, v2, v3", {0x01ff0010, 0xff000020, 5}, 530, "gfx601 gfx803 gfx900 gfx1030"},
    {"v_sad_u8 v4, v1, v2, v3", {0x01ff0010, 0xff000020, 0xfffffffe}, 523, "gfx601 gfx900"},  // carry out is lost
    {"v_sad_u8 v4, v1, v2, v3 clamp", {0x01ff0010, 0xff000020, 0xfffffffe}, 0xffffffff, "gfx803 gfx1030"},
    {"v_sad_hi_u8 v4, v1, v2, v3", {0x01ff0010, 0xff000020, 5}, 0x020d0005, "gfx700 gfx900"},
    {"v_sad_u16 v4, v1, v2, v3", {0x0001ffff, 0xffff0000, 1}, 131070, "gfx700 gfx1030"},
    {"v_sad_u32 v4, v1, v2, v3", {1, 0xffffffff, 2}, 0, "gfx601 gfx900"},
    {"v_sad_u32 v4, v1, v2, v3 clamp", {1, 0xffffffff, 2}, 0xffffffff, "gfx900 gfx1030"},
    {"v_msad_u8 v4, v1, v2, v3", {0x01ff0010, 0xff000020, 5}, 275, "gfx601 gfx803 gfx1030"},  // byte 1 masked
    {"v_lerp_u8 v4, v1, v2, v3", {0x00ff0102, 0x00ff0304, 0x01010001}, 0x00ff0203, "gfx601 gfx900 gfx1030"},
    {"v_screen_partition_4se_b32 v4, v1", {0x101}, 0x3, "gfx900"},
    {"v_screen_partition_4se_b32 v4, v1", {0x11}, 0x2, "gfx900"},
    // cube map: (1, -3, 2) is on the -y face; (-5, 3, 2) on -x; (2, 2, -2) ties go to z; (0, 0, -0) to +z.
    {"v_cubeid_f32 v4, v1, v2, v3", {0x3f800000, 0xc0400000, 0x40000000}, 0x40400000, "gfx601 gfx803 gfx1030"},
    {"v_cubesc_f32 v4, v1, v2, v3", {0x3f800000, 0xc0400000, 0x40000000}, 0x3f800000, "gfx601 gfx1030"},
    {"v_cubetc_f32 v4, v1, v2, v3", {0x3f800000, 0xc0400000, 0x40000000}, 0xc0000000, "gfx601 gfx1030"},
    {"v_cubema_f32 v4, v1, v2, v3", {0x3f800000, 0xc0400000, 0x40000000}, 0xc0c00000, "gfx601 gfx1030"},
    {"v_cubeid_f32 v4, v1, v2, v3", {0xc0a00000, 0x40400000, 0x40000000}, 0x3f800000, "gfx700 gfx900"},
    {"v_cubesc_f32 v4, v1, v2, v3", {0xc0a00000, 0x40400000, 0x40000000}, 0x40000000, "gfx700 gfx900"},
    {"v_cubetc_f32 v4, v1, v2, v3", {0xc0a00000, 0x40400000, 0x40000000}, 0xc0400000, "gfx700 gfx900"},
    {"v_cubema_f32 v4, v1, v2, v3", {0xc0a00000, 0x40400000, 0x40000000}, 0xc1200000, "gfx700 gfx900"},
    {"v_cubeid_f32 v4, v1, v2, v3", {0x40000000, 0x40000000, 0xc0000000}, 0x40a00000, "gfx803 gfx1030"},
    {"v_cubesc_f32 v4, v1, v2, v3", {0x40000000, 0x40000000, 0xc0000000}, 0xc0000000, "gfx803 gfx1030"},
    {"v_cubeid_f32 v4, v1, v2, v3", {0, 0, 0x80000000}, 0x40800000, "gfx803 gfx1030"},
    {"v_cubetc_f32 v4, v1, v2, v3", {0, 0, 0x80000000}, 0x80000000, "gfx803 gfx1030"},
    {"v_cubema_f32 v4, v1, v2, v3", {0, 0, 0x80000000}, 0x80000000, "gfx803 gfx1030"},
};

std::vector<std::string> words(const char* s) {
  std::vector<std::string> out;
  std::string cur;
  for (const char* p = s;; ++p) {
    if (*p == ' ' || !*p) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      if (!*p) break;
    } else {
      cur += *p;
    }
  }
  return out;
}

TEST(EmuValuSpecial, SadLerpCubeAndScreenPartitionValues) {
  for (const Row& row : kRows)
    for (const std::string& cpu : words(row.cpus)) {
      SCOPED_TRACE(cpu + ": " + row.body);
      ValuRun r = runValu(cpu.c_str(), row.body, row.in);
      if (!r.ok) continue;
      for (unsigned l = 0; l < r.wave.waveSize; ++l)
        ASSERT_EQ(r.wave.vgpr(4, l), row.expect) << "lane " << l << ": 0x" << std::hex << r.wave.vgpr(4, l);
    }
}

// The quad SADs over S0 = bytes 1..8, S1 = 0x04030205 (masked forms: 0x04000201), accumulators 16-bit
// 0xffff, 2, 3, 4 (packed) or 32-bit 10, 20, 30, 0xffffffff.
TEST(EmuValuSpecial, QuadSadsPackAndSaturate) {
  for (const char* cpu : {"gfx700", "gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const bool clamp = std::string(cpu) != "gfx700";
    const std::string body = std::string(
        "v_mov_b32 v6, 0x04030201\nv_mov_b32 v7, 0x08070605\nv_mov_b32 v8, 0x0002ffff\nv_mov_b32 v9, 0x00040003\n"
        "v_mov_b32 v12, 10\nv_mov_b32 v13, 20\nv_mov_b32 v14, 30\nv_mov_b32 v15, -1\n"
        "s_mov_b32 s2, 0x04030205\ns_mov_b32 s3, 0x04000201\n"
        "v_qsad_pk_u16_u8 v[16:17], v[6:7], s2, v[8:9]\n"
        "v_mqsad_pk_u16_u8 v[18:19], v[6:7], s3, v[8:9]\n"
        "v_mqsad_u32_u8 v[20:23], v[6:7], s3, v[12:15]\n") +
        (clamp ? "v_qsad_pk_u16_u8 v[24:25], v[6:7], s2, v[8:9] clamp\n" : "");
    ValuRun r = runValu(cpu, body);
    ASSERT_TRUE(r.ok);
    // qsad: window sums 4, 6, 8, 10 plus 0xffff, 2, 3, 4 -> 0x0003 (wrapped), 8, 11, 14
    EXPECT_EQ(r.wave.vgpr(16, 0), 0x00080003u);
    EXPECT_EQ(r.wave.vgpr(17, 0), 0x000e000bu);
    // mqsad (byte 2 of S1 masked): 0, 3, 6, 9 plus the accumulators -> 0xffff, 5, 9, 13
    EXPECT_EQ(r.wave.vgpr(18, 0), 0x0005ffffu);
    EXPECT_EQ(r.wave.vgpr(19, 0), 0x000d0009u);
    EXPECT_EQ(r.wave.vgpr(20, 0), 10u);
    EXPECT_EQ(r.wave.vgpr(21, 0), 23u);
    EXPECT_EQ(r.wave.vgpr(22, 0), 36u);
    EXPECT_EQ(r.wave.vgpr(23, 0), 0xffffffffu);  // 9 + 0xffffffff saturates
    if (clamp) {
      EXPECT_EQ(r.wave.vgpr(24, 0), 0x0008ffffu);
    }
  }
}

// v_trig_preop_f64: segment s of 2/pi = 0.a2f9836e4e441529fc2757d1f534ddc0db629599... (hex), 53 bits per
// segment, shifted further for exponents above 1077, scaled up by 2^128 for exponents from 1968, and
// truncated when the result is denormal.
TEST(EmuValuSpecial, TrigPreopSegments) {
  struct Case {
    uint64_t x;
    uint32_t segment;
    uint64_t expect;
  };
  const Case cases[] = {
      {0x3ff0000000000000, 0, 0x3fe45f306dc9c882},  // 1.0: the first 53 bits, truncated (not ...883)
      {0xbff0000000000000, 0, 0x3fe45f306dc9c882},  // the sign of S0 does not matter
      {0x3ff0000000000000, 1, 0x3c94a7f09d5f47d4},  // bits 54..106
      {0x3ff0000000000000, 2, 0x394a6ee06db14acc},
      {0x3ff0000000000000, 33, 0x3c94a7f09d5f47d4},  // S1[4:0]
      {0x4630000000000000, 0, 0x3cb529fc2757d1e0},  // 2^100: exponent 1123, 46 more bits skipped
      {0x7e70000000000000, 0, 0x0cc516ba93dd63f5},  // 2^1000: scaled by 2^128
      {0x3ff0000000000000, 19, 0x00ff17b3d0739f78},
      {0x3ff0000000000000, 20, 0x000000000000294a},  // denormal: truncated toward zero
      {0x7e70000000000000, 31, 0},                    // beyond the 1201 bits
  };
  for (const char* cpu : {"gfx601", "gfx803", "gfx900", "gfx1030"})
    for (const Case& k : cases) {
      SCOPED_TRACE(std::string(cpu) + " segment " + std::to_string(k.segment));
      ValuRun r = runValu(cpu, "v_trig_preop_f64 v[4:5], v[6:7], v2", {0, k.segment}, "", {},
                          [&](unsigned reg, unsigned) -> std::optional<uint32_t> {
                            if (reg == 6) return uint32_t(k.x);
                            if (reg == 7) return uint32_t(k.x >> 32);
                            return std::nullopt;
                          });
      ASSERT_TRUE(r.ok);
      EXPECT_EQ(r.wave.vgpr(4, 0) | uint64_t(r.wave.vgpr(5, 0)) << 32, k.expect);
    }
}

// The 1201 bits of 2/pi the emulator computes: the first 64 (0.a2f9836e4e441529...) and the last 64
// (bits 1138..1201, from an independent big-integer computation), and zeros beyond.
TEST(EmuValuSpecial, TwoOverPiBits) {
  auto bits = [](unsigned first) {
    uint64_t r = 0;
    for (unsigned k = first; k < first + 64; ++k) r = r << 1 | uint64_t(emu::twoOverPiBit(k));
    return r;
  };
  EXPECT_EQ(bits(1), 0xa2f9836e4e441529ull);
  EXPECT_EQ(bits(1138), 0xba10ac06608df8f6ull);
  EXPECT_EQ(bits(1202), 0u);
  EXPECT_EQ(emu::twoOverPiSegment(1), 0x145f306dc9c882ull);
}

// ---- interpolation ----

// A one-wave run with LDS filled by `fill` (dwords at byte addresses) and v1 = I, v2 = J, v3 in every lane.
ValuRun runInterp(const char* cpu, const std::string& body, std::vector<std::pair<uint32_t, uint32_t>> fill,
                  std::vector<uint32_t> v, const char* mattr = "") {
  ValuRun r;
  auto m = machine(cpu, mattr);
  if (!m || !load(*m, body + "\ns_endpgm\n", mattr)) return r;
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.setupWave = [&](emu::WaveSetup& w) {
    for (auto [addr, value] : fill) std::memcpy(w.lds().data() + addr, &value, 4);
    for (unsigned reg = 1; reg <= v.size(); ++reg)
      for (unsigned l = 0; l < w.waveSize; ++l) (*w.vgprs)[reg * w.waveSize + l] = v[reg - 1];
  };
  r.result = m->launch(c);
  r.ok = r.result.ok() && r.result.waves.size() == 1;
  if (!r.result.ok()) ADD_FAILURE() << cpu << ": " << body << "\n" << r.result.text();
  if (r.ok) r.wave = r.result.waves[0];
  return r;
}

// M0 = 16 | NEWPRIMMASK bit 0: lanes 0-3 are primitive 0, the rest primitive 1, two primitives. attr1.z:
// S = 12 * (1 * 2 + prim) dwords, P0 = S + 4, P10 = S + 5, P20 = S + 10, at byte 16 + 4 * dword.
TEST(EmuValuSpecial, InterpolationReadsParametersPerPrimitive) {
  auto at = [](uint32_t s, uint32_t k) { return 16 + 4 * (s + k); };
  const std::vector<std::pair<uint32_t, uint32_t>> lds = {
      {at(24, 4), f2u(1.0f)},  {at(24, 5), f2u(2.0f)},  {at(24, 10), f2u(4.0f)},
      {at(36, 4), f2u(10.0f)}, {at(36, 5), f2u(20.0f)}, {at(36, 10), f2u(40.0f)}};
  for (const char* cpu : {"gfx601", "gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const std::string body = std::string("s_mov_b32 m0, 0x10010\n") +
                             "v_interp_p1_f32 v4, v1, attr1.z\nv_interp_p2_f32 v4, v2, attr1.z\n"
                             "v_interp_mov_f32 v5, p20, attr1.z\nv_interp_mov_f32 v6, p0, attr1.z\n";
    ValuRun r = runInterp(cpu, body, lds, {f2u(0.5f), f2u(0.25f)});
    ASSERT_TRUE(r.ok);
    for (unsigned l = 0; l < r.wave.waveSize; ++l) {
      const bool p0 = l < 4;
      EXPECT_EQ(u2f(r.wave.vgpr(4, l)), p0 ? 3.0f : 30.0f) << l;  // (P0 + I*P10) + J*P20
      EXPECT_EQ(u2f(r.wave.vgpr(5, l)), p0 ? 4.0f : 40.0f) << l;
      EXPECT_EQ(u2f(r.wave.vgpr(6, l)), p0 ? 1.0f : 10.0f) << l;
    }
  }
}

// The 16-bit forms (attr0.x: P0 dword 0, P10 dword 1, P20 dword 8 at M0 = 0): halves 1.0 | 2.0 << 16,
// 4.0 | 8.0 << 16, 4.0; I = 0.5, J = 0.25, v3 = 3.0 (p2's D input) with 1.0 in its low half for p1lv.
TEST(EmuValuSpecial, InterpolationHalfForms) {
  const std::vector<std::pair<uint32_t, uint32_t>> lds = {{0, 0x40003c00}, {4, 0x48004400}, {32, 0x4400}};
  const std::string body =
      "s_mov_b32 m0, 0\nv_mov_b32 v10, 0x40403c00\n"
      "v_interp_p1ll_f16 v4, v1, attr0.x\nv_interp_p1lv_f16 v5, v1, attr0.x, v10\n"
      "v_mov_b32 v6, 0xabcd0000\nv_interp_p2_f16 v6, v2, attr0.x, v3\n";
  for (const char* cpu : {"gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const bool gfx9 = std::string(cpu) == "gfx900";
    ValuRun r = runInterp(cpu, body + (gfx9 ? "v_mov_b32 v7, 0xabcd0000\nv_interp_p2_legacy_f16 v7, v2, attr0.x, v3\n" : ""),
                          lds, {f2u(0.5f), f2u(0.25f), f2u(3.0f)});
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(u2f(r.wave.vgpr(4, 0)), 3.0f);  // 1 + 0.5 * 4
    EXPECT_EQ(u2f(r.wave.vgpr(5, 0)), 3.0f);  // P0 = v10's low half
    // 3 + 0.25 * 4 = 4.0 = 0x4400: GFX8 zeroes the high half, GFX9 (non-legacy) and GFX10 keep it
    EXPECT_EQ(r.wave.vgpr(6, 0), std::string(cpu) == "gfx803" ? 0x4400u : 0xabcd4400u);
    if (gfx9) {
      EXPECT_EQ(r.wave.vgpr(7, 0), 0x4400u);
    }
  }
}

// The VOP3-encoded forms keep the attribute, its channel and `high` in src0 and the I/J VGPR in src1 (llvm-mc's
// layout): attr2.w (S = 24: P0 dword 30, P10 31, P20 35) as f32 and attr1.y (S = 12: P0 dword 14, P10 15, P20
// 21) as halves, low 1.0 / 2.0 / 4.0, high 3.0 / 4.0 / 0.5; I = 0.5 in v1, J = 0.25 in v2, v3 = 3.0.
TEST(EmuValuSpecial, InterpolationVop3FormsReadAttributeAndHighFromSrc0) {
  const std::vector<std::pair<uint32_t, uint32_t>> lds = {
      {4 * 30, f2u(1.0f)}, {4 * 31, f2u(2.0f)}, {4 * 35, f2u(4.0f)},
      {4 * 14, 0x42003c00}, {4 * 15, 0x44004000}, {4 * 21, 0x38004400}};
  const std::string body =
      "s_mov_b32 m0, 0\n"
      "v_interp_p1_f32_e64 v4, v1, attr2.w\nv_mov_b32 v5, v4\nv_interp_p2_f32_e64 v5, v2, attr2.w\n"
      "v_interp_mov_f32_e64 v6, p20, attr2.w\n"
      "v_interp_p1ll_f16 v7, v1, attr1.y\nv_interp_p1ll_f16 v8, v1, attr1.y high\n"
      "v_mov_b32 v9, 0\nv_interp_p2_f16 v9, v2, attr1.y, v3 high\n";
  for (const char* cpu : {"gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    ValuRun r = runInterp(cpu, body, lds, {f2u(0.5f), f2u(0.25f), f2u(3.0f)});
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(u2f(r.wave.vgpr(4, 0)), 2.0f);  // 1 + 0.5 * 2
    EXPECT_EQ(u2f(r.wave.vgpr(5, 0)), 3.0f);  // 2 + 0.25 * 4
    EXPECT_EQ(u2f(r.wave.vgpr(6, 0)), 4.0f);  // P20
    EXPECT_EQ(u2f(r.wave.vgpr(7, 0)), 2.0f);  // low halves: 1 + 0.5 * 2
    EXPECT_EQ(u2f(r.wave.vgpr(8, 0)), 5.0f);  // high halves: 3 + 0.5 * 4
    EXPECT_EQ(r.wave.vgpr(9, 0) & 0xffff, 0x4240u);  // high P20 0.5: 3 + 0.25 * 0.5 = 3.125 (f16 0x4240)
  }
}

// The interpolation ops read LDS like a DS read: outside the workgroup's LDS, an lds-range report and 0.
TEST(EmuValuSpecial, InterpolationOutsideTheLdsReadsZeroAndReports) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m, "s_mov_b32 m0, 0\nv_mov_b32 v5, 7\nv_interp_mov_f32 v5, p0, attr2.x\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.ldsBytes = 64;
  emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.count(emu::CheckKind::LdsRange), 1u) << r.text();
  EXPECT_EQ(r.waves[0].vgpr(5, 0), 0u);
  // attr0 stays inside the 64 bytes
  ASSERT_TRUE(load(*m, "s_mov_b32 m0, 0\nv_interp_mov_f32 v5, p0, attr0.x\ns_endpgm\n"));
  r = m->launch(c);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.count(emu::CheckKind::LdsRange), 0u) << r.text();
}

TEST(EmuValuSpecial, IllegalFaultsAndNopsDoNothing) {
  auto m = machine("gfx1030");
  ASSERT_TRUE(load(*m, "v_nop\nv_pipeflush\nv_clrexcp\nv_illegal\ns_endpgm\n"));
  emu::LaunchResult r = m->launch(oneWave());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidInstruction);
  EXPECT_NE(r.fault.message.find("v_illegal"), std::string::npos) << r.fault.message;
  EXPECT_EQ(r.fault.offset, 12u);
}

// GFX8/9 s_set_gpr_idx_on: M0[7:0] is added to the VGPR of the operands M0[15:12] names.
TEST(EmuValuSpecial, GprIndexModeIndexesMov) {
  for (const char* cpu : {"gfx803", "gfx900"}) {
    SCOPED_TRACE(cpu);
    ValuRun r = runValu(cpu,
                        "s_mov_b32 s2, 3\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32 v10, v1\ns_set_gpr_idx_off\n"
                        "s_set_gpr_idx_on s2, gpr_idx(DST)\nv_mov_b32 v11, v1\ns_set_gpr_idx_off\nv_mov_b32 v12, v1",
                        {}, "", {}, regLane);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.wave.vgpr(10, 5), 405u);   // v10 = v4
    EXPECT_EQ(r.wave.vgpr(14, 5), 105u);   // v14 = v1
    EXPECT_EQ(r.wave.vgpr(11, 5), 1105u);  // untouched
    EXPECT_EQ(r.wave.vgpr(12, 5), 105u);   // index mode off again
  }
}

// Sources that only a VGPR can fill (v_madmk's src1, v_readlane's src0) are sources, not the destination.
TEST(EmuValuSpecial, VgprOnlySourcesAreReadAsSources) {
  ValuRun r = runValu("gfx900", "v_madmk_f32 v4, v1, 0x40000000, v2\nv_madak_f32 v5, v1, v2, 0x40000000",
                      {f2u(3.0f), f2u(1.0f)});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(u2f(r.wave.vgpr(4, 7)), 7.0f);  // 3 * 2 + 1
  EXPECT_EQ(u2f(r.wave.vgpr(5, 7)), 5.0f);  // 3 * 1 + 2
  ValuRun f = runValu("gfx1030", "v_fmamk_f32 v4, v1, 0x40000000, v2", {f2u(3.0f), f2u(1.0f)});
  ASSERT_TRUE(f.ok);
  EXPECT_EQ(u2f(f.wave.vgpr(4, 0)), 7.0f);
}

}  // namespace
}  // namespace gcnkit::test
