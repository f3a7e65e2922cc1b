// GFX11 in the emulator, hand-worked from the RDNA3/RDNA3.5 manuals: VOPD's dual issue (both components read their
// sources before either writes), GFX11.5's SALU floating point (the VALU counterpart's result, the MODE register's
// rounding and denormals, f16 in bits 15:0 with 31:16 cleared), and the scheduling hints that change nothing.
#include "emu_support.h"

namespace gcnkit::test {
namespace {

// Runs `body` on one wave32 wave of `cpu` with s10..s13 set, and returns the finished wave.
emu::WaveState runWave(const char* cpu, const std::string& body, std::vector<std::pair<int, uint32_t>> in = {}) {
  auto m = machine(cpu);
  if (!m || !load(*m, body + "\ns_endpgm\n")) return {};
  emu::LaunchConfig cfg = oneWave();
  cfg.sgprs.resize(16, 0);
  for (auto [r, v] : in) cfg.sgprs[size_t(r)] = v;
  emu::LaunchResult r = m->launch(cfg);
  EXPECT_TRUE(r.ok()) << r.text();
  EXPECT_TRUE(r.reports.empty()) << r.text();
  if (r.waves.size() != 1) {
    ADD_FAILURE() << "expected one wave";
    return {};
  }
  return r.waves[0];
}

TEST(EmuGfx11Vopd, ComponentsReadBeforeEitherWrites) {
  // A swap in one word: run one after the other, both would read v1's new value.
  emu::WaveState w = runWave("gfx1100", "v_mov_b32 v1, 5\nv_mov_b32 v2, 7\nv_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v1");
  EXPECT_EQ(w.vgpr(1, 0), 7u);
  EXPECT_EQ(w.vgpr(2, 0), 5u);
  EXPECT_EQ(w.vgpr(1, 31), 7u);
  EXPECT_EQ(w.vgpr(2, 31), 5u);
  // Y reads the register X writes: the old value (1.0 * 3.0), not X's sum.
  w = runWave("gfx1100",
              "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 2.0\nv_mov_b32 v2, 4.0\nv_mov_b32 v5, 0x40400000\n"
              "v_dual_add_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v0, v5");
  EXPECT_EQ(w.vgpr(0, 0), 0x40c00000u);  // 6.0
  EXPECT_EQ(w.vgpr(3, 0), 0x40400000u);  // 3.0
}

TEST(EmuGfx11Vopd, AccumulatorLiteralAndLaneMask) {
  // v_dual_fmac_f32 accumulates into its destination; fmaak's K is the word's literal; cndmask reads vcc_lo.
  emu::WaveState w = runWave("gfx1100",
                             "v_mov_b32 v0, 1.0\nv_mov_b32 v4, 2.0\nv_mov_b32 v7, 0x40400000\nv_mov_b32 v3, 0\n"
                             "s_mov_b32 vcc_lo, 0x5\nv_mov_b32 v6, 9\n"
                             "v_dual_fmac_f32 v0, v4, v7 :: v_dual_cndmask_b32 v3, 1, v6\n"
                             "v_dual_fmaak_f32 v9, v4, v7, 0x3f800000 :: v_dual_mov_b32 v10, 0.5");
  EXPECT_EQ(w.vgpr(0, 0), 0x40e00000u);  // 1 + 2 * 3 = 7
  EXPECT_EQ(w.vgpr(3, 0), 9u);           // vcc_lo bit 0 set: src1
  EXPECT_EQ(w.vgpr(3, 1), 1u);           // bit 1 clear: src0
  EXPECT_EQ(w.vgpr(3, 2), 9u);
  EXPECT_EQ(w.vgpr(9, 5), 0x40e00000u);  // 2 * 3 + 1
  EXPECT_EQ(w.vgpr(10, 5), 0x3f000000u);
}

TEST(EmuGfx11True16, HalvesInEveryForm) {
  // 32-bit forms hold a 16-bit operand's half in bit 7 of its register field; VOP3 in op_sel. A write keeps the
  // other half.
  const emu::WaveState w = runWave("gfx1100",
                                   "v_mov_b32 v2, 0x44003c00\nv_mov_b32 v3, 0x40003800\nv_mov_b32 v1, 0x12345678\n"
                                   "v_add_f16 v1.h, v2.l, v3.h\n"          // 1.0 + 2.0 into the high half
                                   "v_mov_b32 v4, 0x12345678\nv_add_f16_e64 v4.l, v2.h, v3.l\n"  // 4.0 + 0.5
                                   "v_mov_b32 v5, 0\nv_mov_b16 v5.h, v2.h\n"
                                   "v_mov_b32 v6, 0xffffffff\nv_cmp_lt_f16 vcc_lo, v2.h, v3.h\nv_cndmask_b32 v6, 0, 1, vcc_lo\n"
                                   "v_mov_b32 v7, 0x00110022\nv_swap_b16 v7.l, v7.h\n"
                                   "v_mov_b32 v8, 0x0000ff00\nv_not_b16 v8.h, v8.l");
  EXPECT_EQ(w.vgpr(1, 0), 0x42005678u);
  EXPECT_EQ(w.vgpr(4, 0), 0x12344480u);
  EXPECT_EQ(w.vgpr(5, 0), 0x44000000u);
  EXPECT_EQ(w.vgpr(6, 0), 0u);  // 4.0 < 2.0 is false
  EXPECT_EQ(w.vgpr(7, 0), 0x00220011u);
  EXPECT_EQ(w.vgpr(8, 0), 0x00ffff00u);  // ~0xff00 = 0x00ff into the high half
}

struct FloatRow {
  const char* body;  // computes s2 or SCC (s4)
  std::vector<std::pair<int, uint32_t>> in;
  uint32_t s2;
  int scc = -1;  // -1: not checked
};

// Each result worked out by hand from IEEE-754 and the manual's rules (MODE as a default descriptor sets it:
// round to nearest even, f32 denormals flushed, f16/f64 denormals kept, IEEE on).
const FloatRow kFloatRows[] = {
    {"s_add_f32 s2, s10, s11", {{10, 0x3f800000}, {11, 0x33000000}}, 0x3f800000},  // 1 + 2^-25: rounds to 1
    {"s_round_mode 0x1\ns_add_f32 s2, s10, s11", {{10, 0x3f800000}, {11, 0x33000000}}, 0x3f800001},  // toward +inf
    {"s_round_mode 0x3\ns_sub_f32 s2, s10, s11", {{10, 0x3f800000}, {11, 0x33000000}}, 0x3f7fffff},  // toward 0
    {"s_mul_f32 s2, s10, 0.5", {{10, 0x00800000}}, 0},  // 2^-127 is a denormal: flushed
    {"s_denorm_mode 0xf\ns_mul_f32 s2, s10, 0.5", {{10, 0x00800000}}, 0x00400000},
    {"s_min_f32 s2, s10, s11", {{10, 0x00000000}, {11, 0x80000000}}, 0x80000000},  // -0 < +0
    {"s_max_f32 s2, s10, s11", {{10, 0x7fc00000}, {11, 0x40000000}}, 0x40000000},  // a quiet NaN is ignored
    {"s_fmac_f32 s2, s10, s11", {{2, 0x3f800000}, {10, 0x40000000}, {11, 0x40400000}}, 0x40e00000},
    {"s_fmaak_f32 s2, s10, s11, 0x3f800000", {{10, 0x40000000}, {11, 0x40400000}}, 0x40e00000},
    {"s_fmamk_f32 s2, s10, 0x3f800000, s11", {{10, 0x40000000}, {11, 0x40400000}}, 0x40a00000},  // 2 * 1 + 3
    {"s_add_f16 s2, s10, 1.0", {{10, 0xffff3c00}}, 0x00004000},  // bits 31:16 ignored, cleared in the result
    {"s_mul_f16 s2, s10, s11", {{10, 0x00000400}, {11, 0x00003800}}, 0x00000200},  // an f16 denormal is kept
    {"s_fmac_f16 s2, s10, s11", {{2, 0x12343c00}, {10, 0x4000}, {11, 0x4200}}, 0x00004700},  // 1 + 2 * 3 = 7
    {"s_cvt_f32_f16 s2, s10", {{10, 0x3c00c000}}, 0xc0000000},     // -2.0
    {"s_cvt_hi_f32_f16 s2, s10", {{10, 0x3c00c000}}, 0x3f800000},  // the high half: 1.0
    {"s_cvt_f16_f32 s2, s10", {{10, 0x3f800000}}, 0x00003c00},
    {"s_cvt_pk_rtz_f16_f32 s2, s10, s11", {{10, 0x3f800000}, {11, 0x3dcccccd}}, 0x2e663c00},  // 0.1 toward zero
    {"s_cvt_u32_f32 s2, s10", {{10, 0xbf800000}}, 0},              // -1.0 saturates to 0
    {"s_cvt_i32_f32 s2, s10", {{10, 0x7fc00000}}, 0},              // NaN -> 0
    {"s_cvt_i32_f32 s2, s10", {{10, 0x4f800000}}, 0x7fffffff},     // 2^32 saturates
    {"s_cvt_f32_u32 s2, s10", {{10, 0xffffffff}}, 0x4f800000},
    {"s_cvt_f32_i32 s2, s10", {{10, 0xfffffffd}}, 0xc0400000},
    {"s_floor_f32 s2, s10", {{10, 0xbfc00000}}, 0xc0000000},       // floor(-1.5) = -2
    {"s_rndne_f32 s2, s10", {{10, 0x40200000}}, 0x40000000},       // 2.5 -> 2
    {"s_trunc_f16 s2, s10", {{10, 0xffffbe00}}, 0x0000bc00},       // trunc(-1.5) = -1, high half cleared
    {"s_cmp_lt_f32 s10, s11", {{10, 0x3f800000}, {11, 0x40000000}}, 0, 1},
    {"s_cmp_lt_f32 s10, s11", {{10, 0x7fc00000}, {11, 0x40000000}}, 0, 0},   // unordered: false
    {"s_cmp_nge_f32 s10, s11", {{10, 0x7fc00000}, {11, 0x40000000}}, 0, 1},  // not (a >= b): true
    {"s_cmp_u_f16 s10, s11", {{10, 0x7e00}, {11, 0}}, 0, 1},
    {"s_cmp_eq_f16 s10, s11", {{10, 0x12343c00}, {11, 0x3c00}}, 0, 1},       // bits 31:16 ignored
    {"s_cmp_lg_f32 s10, s11", {{10, 0x80000000}, {11, 0}}, 0, 0},            // -0 == +0
};

TEST(EmuGfx11SaluFloat, VectorCounterpartResults) {
  for (const FloatRow& row : kFloatRows) {
    SCOPED_TRACE(row.body);
    const emu::WaveState w =
        runWave("gfx1151", std::string(row.body) + "\ns_cselect_b32 s4, 1, 0", row.in);
    if (row.scc >= 0) EXPECT_EQ(w.sgpr(4), uint32_t(row.scc)) << "scc";
    else EXPECT_EQ(w.sgpr(2), row.s2) << std::hex << w.sgpr(2);
  }
}

TEST(EmuGfx11SaluFloat, RefusedWithoutTheFeature) {
  // gfx1100 has no SALU float: the assembler refuses the word, so the emulator never sees it as another row.
  std::string errors;
  EXPECT_TRUE(assembleBytes("s_add_f32 s0, s1, s2\n", target("gfx1100", ""), &errors).empty());
}

TEST(EmuGfx11, SchedulingHintsChangeNothing) {
  const emu::WaveState w = runWave("gfx1100",
                                   "s_clause 0x1\ns_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)\n"
                                   "s_set_inst_prefetch_distance 0x1\ns_mov_b32 s2, 42\ns_nop 0",
                                   {});
  EXPECT_EQ(w.sgpr(2), 42u);
}

}  // namespace
}  // namespace gcnkit::test
