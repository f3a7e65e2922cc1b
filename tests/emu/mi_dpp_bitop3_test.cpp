// gfx90a+ DPP on 64-bit operands (row_newbcast:N: every lane of a row reads lane N of its row, both dwords of a
// 64-bit source) and gfx950's v_bitop3_b32/b16 (the truth table), executed; values worked by hand.
#include <gtest/gtest.h>

#include "emu_support.h"
#include "emu_valu_support.h"

namespace gcnkit::test {
namespace {

// v[2:3] = lane + 0.25 (a double per lane), v1 = the lane number, v[8:9] = 2.0, v[6:7] = 1.0.
std::optional<uint32_t> laneValues(unsigned reg, unsigned lane) {
  const uint64_t x = d2u(lane + 0.25), two = d2u(2.0), one = d2u(1.0);
  switch (reg) {
    case 1: return lane;
    case 2: return uint32_t(x);
    case 3: return uint32_t(x >> 32);
    case 6: return uint32_t(one);
    case 7: return uint32_t(one >> 32);
    case 8: return uint32_t(two);
    case 9: return uint32_t(two >> 32);
    default: return std::nullopt;
  }
}

double f64(const emu::WaveState& w, unsigned reg, unsigned lane) {
  return std::bit_cast<double>(uint64_t(w.vgpr(reg + 1, lane)) << 32 | w.vgpr(reg, lane));
}

TEST(EmuMiDpp, RowNewbcastOfA64BitSource) {
  ValuRun r = runValu("gfx90a",
                      "v_ceil_f64_dpp v[4:5], v[2:3] row_newbcast:3\n"
                      "v_cvt_f64_i32_dpp v[10:11], v1 row_newbcast:5 row_mask:0xf bank_mask:0xf\n"
                      "v_cvt_f32_f64_dpp v12, -v[2:3] row_newbcast:15",
                      {}, "", {}, laneValues);
  ASSERT_TRUE(r.ok);
  for (unsigned l : {0u, 3u, 15u, 16u, 40u, 63u}) {
    const unsigned row = l & ~15u;
    EXPECT_EQ(f64(r.wave, 4, l), double(row + 4)) << l;   // ceil(row + 3 + 0.25)
    EXPECT_EQ(f64(r.wave, 10, l), double(row + 5)) << l;  // a 32-bit source, a 64-bit result
    EXPECT_EQ(u2f(r.wave.vgpr(12, l)), -float(row + 15.25)) << l;
  }
}

TEST(EmuMiDpp, FmacF64RowMaskAndModifiers) {
  // v[6:7] = -src0(lane row+0) * 2 + 1 in rows 0 and 2; rows 1 and 3 keep 1.0 (row_mask 0b0101).
  ValuRun r = runValu("gfx942", "v_fmac_f64_dpp v[6:7], -v[2:3], v[8:9] row_newbcast:0 row_mask:0x5", {}, "", {},
                      laneValues);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(f64(r.wave, 6, 1), -0.25 * 2 + 1);
  EXPECT_EQ(f64(r.wave, 6, 20), 1.0);
  EXPECT_EQ(f64(r.wave, 6, 33), -32.25 * 2 + 1);
  EXPECT_EQ(f64(r.wave, 6, 63), 1.0);
}

TEST(EmuMiDpp, MovB64InactiveSourceLaneWithBoundCtrl) {
  // Lane 15 inactive: row 0 reads no lane, so with bound_ctrl its active lanes read 0; lane 15 keeps its value.
  ValuRun r = runValu("gfx942",
                      "s_mov_b32 exec_lo, 0xffff7fff\n"
                      "v_mov_b64_dpp v[2:3], v[2:3] row_newbcast:15 bound_ctrl:0\n"
                      "s_mov_b64 exec, -1",
                      {}, "", {}, laneValues);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(f64(r.wave, 2, 0), 0.0);
  EXPECT_EQ(f64(r.wave, 2, 14), 0.0);
  EXPECT_EQ(f64(r.wave, 2, 15), 15.25);
  EXPECT_EQ(f64(r.wave, 2, 16), 31.25);
  EXPECT_EQ(f64(r.wave, 2, 40), 47.25);
  EXPECT_EQ(f64(r.wave, 2, 63), 63.25);
}

TEST(EmuMiDpp, OtherControlsOfA64BitOperationFault) {
  auto m = machine("gfx90a", "");
  ASSERT_TRUE(m);
  // v_ceil_f64_dpp v[4:5], v[2:3] quad_perm:[0,1,2,3]: llvm-mc cannot write it (row_newbcast only)
  ASSERT_TRUE(load(*m, ".long 0x7e0830fa, 0xff00e402\ns_endpgm\n", ""));
  const emu::LaunchResult res = m->launch(oneWave({}));
  EXPECT_FALSE(res.ok());
  EXPECT_EQ(res.fault.kind, emu::FaultKind::Unsupported);
  EXPECT_NE(res.fault.message.find("v_ceil_f64_dpp v[4:5], v[2:3]"), std::string::npos) << res.fault.message;
  EXPECT_NE(res.fault.message.find("reserved DPP control 228 for a 64-bit operation (row_newbcast only)"),
            std::string::npos)
      << res.fault.message;
}

TEST(EmuBitop3, TruthTables) {
  const uint32_t a = 0xff00f0f0, b = 0xf0f0cccc, c = 0xccccaaaa;
  ValuRun r = runValu("gfx950",
                      "v_bitop3_b32 v4, v1, v2, v3 bitop3:0xf0\n"   // S0
                      "v_bitop3_b32 v5, v1, v2, v3 bitop3:0xaa\n"   // S2
                      "v_bitop3_b32 v6, v1, v2, v3 bitop3:0x96\n"   // S0 ^ S1 ^ S2
                      "v_bitop3_b32 v7, v1, v2, v3 bitop3:0x80\n"   // S0 & S1 & S2
                      "v_bitop3_b32 v8, v1, v2, v3 bitop3:0xe8\n"   // majority
                      "v_bitop3_b32 v9, v1, v2, v3\n"               // table 0: 0
                      "v_bitop3_b32 v10, v1, v2, v3 bitop3:1\n"     // ~(S0 | S1 | S2)
                      "v_bitop3_b32 v11, v1, v2, 0 bitop3:0xc0\n"   // S0 & S1 (a constant source)
                      "v_mov_b32 v12, 0xabcd0000\n"
                      "v_bitop3_b16 v12, v1, v2, v3 bitop3:0x96\n"
                      "v_mov_b32 v13, 0x12345678\n"
                      "v_bitop3_b16 v13, v1, v2, v3 bitop3:0x80 op_sel:[1,1,1,1]",
                      {a, b, c});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), a);
  EXPECT_EQ(r.wave.vgpr(5, 7), c);
  EXPECT_EQ(r.wave.vgpr(6, 0), a ^ b ^ c);
  EXPECT_EQ(r.wave.vgpr(7, 0), a & b & c);
  EXPECT_EQ(r.wave.vgpr(8, 0), (a & b) | (a & c) | (b & c));
  EXPECT_EQ(r.wave.vgpr(9, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(10, 0), ~(a | b | c));
  EXPECT_EQ(r.wave.vgpr(11, 0), a & b);
  EXPECT_EQ(r.wave.vgpr(12, 0), 0xabcd0000u | ((a ^ b ^ c) & 0xffffu));  // the other half kept
  // the high halves (op_sel) ANDed into the high half of v13; its low half kept
  EXPECT_EQ(r.wave.vgpr(13, 0), ((a & b & c) & 0xffff0000u) | 0x5678u);
}

}  // namespace
}  // namespace gcnkit::test
