// The VALU rows GFX11 and GFX12 add, worked out by hand from the RDNA3/RDNA4 manuals' pseudo-code: IEEE maximum/
// minimum (NaNs propagate, +0 > -0) and the min-max pairs, the new dot products (NEG choosing signedness, bf16,
// fp8), 16-bit conversions, permlane64 and the per-lane permlanes, the 16-bit cndmask.
#include "emu_valu_support.h"

namespace gcnkit::test {
namespace {

struct Row {
  const char* body;          // computes v4 from v1..v3
  std::vector<uint32_t> in;  // v1, v2, v3 in every lane
  uint32_t expect;           // v4 in every lane
  const char* cpu;
};

constexpr uint32_t kQnan = 0x7fc00000, kSnan = 0x7fa00000, kOne = 0x3f800000, kTwo = 0x40000000;
constexpr uint32_t kNegZero = 0x80000000, kHalf = 0x3f000000;

const Row kRows[] = {
    // IEEE maximum/minimum: a NaN input wins (a signaling one quieted), +0 > -0.
    {"v_maximum_f32 v4, v1, v2", {kQnan, kOne}, kQnan, "gfx1201"},
    {"v_maximum_f32 v4, v1, v2", {kOne, kSnan}, 0x7fe00000, "gfx1201"},
    {"v_maximum_f32 v4, v1, v2", {kNegZero, 0}, 0, "gfx1201"},
    {"v_minimum_f32 v4, v1, v2", {0, kNegZero}, kNegZero, "gfx1201"},
    {"v_minimum_f32 v4, v1, v2", {kTwo, kOne}, kOne, "gfx1201"},
    {"v_maximum3_f32 v4, v1, v2, v3", {kOne, kTwo, kQnan}, kQnan, "gfx1201"},
    {"v_minimummaximum_f32 v4, v1, v2, v3", {kTwo, kOne, kHalf}, kOne, "gfx1201"},  // max(min(2, 1), 0.5)
    {"v_maximumminimum_f32 v4, v1, v2, v3", {kTwo, kOne, kHalf}, kHalf, "gfx1201"},  // min(max(2, 1), 0.5)
    {"v_maximum_f16 v4, v1, v2", {0x7e00, 0x3c00}, 0x7e00, "gfx1201"},
    {"v_pk_maximum_f16 v4, v1, v2", {0x3c007e00, 0x40003c00}, 0x40007e00, "gfx1201"},
    // The min-max pairs: GFX11's under MODE's IEEE rule (a quiet NaN ignored), GFX12's maximumNumber.
    {"v_maxmin_f32 v4, v1, v2, v3", {kQnan, kTwo, kOne}, kOne, "gfx1100"},  // min(max(NaN, 2) = 2, 1)
    {"v_minmax_f32 v4, v1, v2, v3", {kTwo, kOne, kHalf}, kOne, "gfx1100"},  // max(min(2, 1), 0.5)
    {"v_maxmin_num_f32 v4, v1, v2, v3", {kQnan, kTwo, kOne}, kOne, "gfx1201"},
    {"v_minmax_num_f32 v4, v1, v2, v3", {kQnan, kQnan, kHalf}, kHalf, "gfx1201"},
    {"v_maxmin_i32 v4, v1, v2, v3", {5, 3, 4}, 4, "gfx1100"},
    {"v_minmax_i32 v4, v1, v2, v3", {0xffffffff, 3, 0xfffffffe}, 0xffffffff, "gfx1100"},  // max(min(-1, 3), -2)
    {"v_maxmin_u32 v4, v1, v2, v3", {0xffffffff, 3, 4}, 4, "gfx1100"},
    // Dot products: NEG[0] / NEG[1] make A / B signed.
    {"v_dot4_i32_iu8 v4, v1, v2, v3", {0x000000ff, 0x000000ff, 10}, 10 + 255 * 255, "gfx1100"},
    {"v_dot4_i32_iu8 v4, v1, v2, v3 neg_lo:[1,0,0]", {0x000000ff, 0x000000ff, 10}, uint32_t(10 - 255), "gfx1100"},
    {"v_dot4_i32_iu8 v4, v1, v2, v3 neg_lo:[1,1,0]", {0x0000ff02, 0x0000ff03, 0}, 6 + 1, "gfx1100"},
    {"v_dot8_i32_iu4 v4, v1, v2, v3 neg_lo:[1,1,0]", {0x000000f2, 0x000000f3, 1}, 1 + 6 + 1, "gfx1100"},
    {"v_dot2_f32_bf16 v4, v1, v2, v3", {0x40003f80, 0x40804040, kHalf}, 0x41380000, "gfx1100"},  // 1*3 + 2*4 + .5
    {"v_dot2_f16_f16 v4, v1, v2, v3", {0x40003c00, 0x44004200, 0x3800}, 0x49c0, "gfx1100"},  // 1*3 + 2*4 + .5
    {"v_dot2_bf16_bf16 v4, v1, v2, v3", {0x40003f80, 0x40804040, 0x3f00}, 0x4138, "gfx1100"},
    {"v_dot4_f32_fp8_fp8 v4, v1, v2, v3", {0x00004038, 0x00004840, kHalf}, 0x41280000, "gfx1201"},  // 1*2 + 2*4 + .5
    // 16-bit conversions: the pair truncated and saturated, NaN 0; sign and zero extension.
    {"v_cvt_pk_i16_f32 v4, v1, v2", {0x3fc00000, 0xc71c4000}, 0x80000001, "gfx1100"},  // 1.5 -> 1, -40000 -> -32768
    {"v_cvt_pk_i16_f32 v4, v1, v2", {kQnan, 0x477fff00}, 0x7fff0000, "gfx1100"},       // NaN -> 0, 65535 -> 32767
    {"v_cvt_pk_u16_f32 v4, v1, v2", {0xbf800000, 0x47888800}, 0xffff0000, "gfx1100"},  // -1 -> 0, 69905 -> 65535
    {"v_cvt_i32_i16 v4, v1", {0x12348001}, 0xffff8001, "gfx1100"},
    {"v_cvt_u32_u16 v4, v1", {0x12348001}, 0x00008001, "gfx1100"},
};

TEST(EmuValuRdna, HandWorkedValues) {
  for (const Row& row : kRows) {
    SCOPED_TRACE(std::string(row.cpu) + ": " + row.body);
    ValuRun r = runValu(row.cpu, row.body, row.in);
    ASSERT_TRUE(r.ok);
    for (unsigned lane = 0; lane < r.wave.waveSize; ++lane)
      ASSERT_EQ(r.wave.vgpr(4, lane), row.expect) << "lane " << lane << " got 0x" << std::hex << r.wave.vgpr(4, lane);
  }
}

// v_cndmask_b16 picks per lane by vcc_lo; the other half of the destination stays.
TEST(EmuValuRdna, CndmaskB16) {
  ValuRun r = runValu("gfx1100", "v_mov_b32 v4, 0xabcd0000\ns_mov_b32 vcc_lo, 0x5\nv_cndmask_b16 v4.l, v1.l, v2.l, vcc_lo",
                      {0x1111, 0x2222});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 0xabcd2222u);
  EXPECT_EQ(r.wave.vgpr(4, 1), 0xabcd1111u);
  EXPECT_EQ(r.wave.vgpr(4, 2), 0xabcd2222u);
}

// v_permlane64_b32: wave64 lanes l and l ^ 32 exchange; in wave32 it writes nothing.
TEST(EmuValuRdna, Permlane64) {
  auto laneIds = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    return reg == 1 ? std::optional<uint32_t>(100 + lane) : std::nullopt;
  };
  ValuRun r = runValu("gfx1100", "v_mov_b32 v4, 7\nv_permlane64_b32 v4, v1", {}, "+wavefrontsize64", {}, laneIds);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 132u);
  EXPECT_EQ(r.wave.vgpr(4, 40), 108u);
  r = runValu("gfx1100", "v_mov_b32 v4, 7\nv_permlane64_b32 v4, v1", {}, "+wavefrontsize32", {}, laneIds);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 7u);
}

// v_permlane16_var_b32 / v_permlanex16_var_b32: lane l reads src0 of lane src1[l] & 15 of its row (x16: of the
// other row of its pair), whether that lane is active or not.
TEST(EmuValuRdna, PerLanePermlanes) {
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return 100 + lane;
    if (reg == 2) return 15 - lane % 16 + 16;  // (only bits 3:0 count)
    return std::nullopt;
  };
  ValuRun r = runValu("gfx1201", "s_mov_b32 exec_lo, 0xfffffffe\nv_permlane16_var_b32 v4, v1, v2", {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 15), 100u);  // lane 0's value though lane 0 is inactive
  EXPECT_EQ(r.wave.vgpr(4, 17), 130u);  // row 1: lane 16 + 14
  EXPECT_EQ(r.wave.vgpr(4, 0), 0u);     // inactive: not written
  r = runValu("gfx1201", "v_permlanex16_var_b32 v4, v1, v2", {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 131u);   // the other row: lane 16 + 15
  EXPECT_EQ(r.wave.vgpr(4, 31), 100u);
}

}  // namespace
}  // namespace gcnkit::test
