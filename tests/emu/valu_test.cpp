// Vector ALU: values worked out from the ISA reference pages, on every generation that has each instruction,
// with the edges (NaN, infinities, -0, denormals under each mode, rounding modes, saturation, carries,
// EXEC with holes, wave32).
#include <bit>
#include <cstring>
#include <cmath>

#include "emu_valu_support.h"

namespace gcnkit::test {
namespace {

struct Row {
  const char* body;           // computes v4 (lane results) from v1..v3
  std::vector<uint32_t> in;   // v1, v2, v3 in every lane
  uint32_t expect;            // v4 in lane 0 (and every active lane)
  const char* cpus = "gfx700 gfx803 gfx900 gfx1030";
};

const Row kRows[] = {
    // integer
    {"v_mov_b32 v4, v1", {7}, 7, "gfx601 gfx700 gfx803 gfx900 gfx1010 gfx1030"},
    {"v_mov_b32 v4, -5", {}, 0xfffffffb},
    {"v_mov_b32 v4, 0.5", {}, 0x3f000000},
    {"v_not_b32 v4, v1", {0xf0f0f0f0}, 0x0f0f0f0f},
    {"v_bfrev_b32 v4, v1", {1}, 0x80000000},
    {"v_ffbh_u32 v4, v1", {0x00100000}, 11},
    {"v_ffbh_u32 v4, v1", {0}, 0xffffffff},
    {"v_ffbl_b32 v4, v1", {0x00100000}, 20},
    {"v_ffbh_i32 v4, v1", {0xfffff000}, 20},
    {"v_ffbh_i32 v4, v1", {0xffffffff}, 0xffffffff},
    {"v_and_b32 v4, v1, v2", {0xff00ff00, 0x0ff00ff0}, 0x0f000f00},
    {"v_xor_b32 v4, v1, v2", {0xff00ff00, 0x0ff00ff0}, 0xf0f0f0f0},
    {"v_lshlrev_b32 v4, v1, v2", {33, 3}, 6},
    {"v_ashrrev_i32 v4, v1, v2", {4, 0x80000000}, 0xf8000000},
    {"v_lshrrev_b32 v4, v1, v2", {4, 0x80000000}, 0x08000000},
    {"v_mul_u32_u24 v4, v1, v2", {0x1000002, 3}, 6},
    {"v_mul_hi_u32_u24 v4, v1, v2", {0xffffff, 0xffffff}, 0xffff},
    {"v_mul_i32_i24 v4, v1, v2", {0xffffff, 5}, 0xfffffffb},
    {"v_min_i32 v4, v1, v2", {0xffffffff, 1}, 0xffffffff},
    {"v_max_u32 v4, v1, v2", {0xffffffff, 1}, 0xffffffff},
    {"v_bfe_u32 v4, v1, 4, 8", {0x12345678}, 0x67},
    {"v_bfe_i32 v4, v1, 4, 8", {0x12345f80}, 0xfffffff8},
    {"v_bfe_u32 v4, v1, 4, 0", {0x12345678}, 0},
    {"v_bfi_b32 v4, v1, v2, v3", {0xffff0000, 0x12345678, 0x9abcdef0}, 0x1234def0},
    {"v_alignbit_b32 v4, v1, v2, 8", {0x11223344, 0x55667788}, 0x44556677},
    {"v_alignbyte_b32 v4, v1, v2, 1", {0x11223344, 0x55667788}, 0x44556677},
    {"v_bfm_b32 v4, v1, v2", {4, 8}, 0xf00},
    {"v_bcnt_u32_b32 v4, v1, v2", {0xff, 3}, 11},
    {"v_mul_lo_u32 v4, v1, v2", {0x10001, 0x10001}, 0x20001},
    {"v_mul_hi_u32 v4, v1, v2", {0xffffffff, 0xffffffff}, 0xfffffffe},
    {"v_mul_hi_i32 v4, v1, v2", {0xffffffff, 0xffffffff}, 0},
    {"v_mad_u32_u24 v4, v1, v2, v3", {2, 3, 4}, 10},
    {"v_med3_i32 v4, v1, v2, v3", {5, 0xffffffff, 3}, 3, "gfx803 gfx900 gfx1030"},
    {"v_perm_b32 v4, v1, v2, v3", {0x11223344, 0x55667788, 0x0c0d0704}, 0x00ff1144, "gfx803 gfx900 gfx1030"},
    {"v_lshl_add_u32 v4, v1, 4, v2", {1, 2}, 18, "gfx900 gfx1030"},
    {"v_add3_u32 v4, v1, v2, v3", {1, 2, 3}, 6, "gfx900 gfx1030"},
    {"v_xad_u32 v4, v1, v2, v3", {0xff, 0x0f, 1}, 0xf1, "gfx900 gfx1030"},
    // carries
    {"v_add_co_u32 v4, vcc, v1, v2", {0xffffffff, 2}, 1, "gfx900"},
    {"v_add_u32 v4, v1, v2 clamp", {0xffffffff, 2}, 0xffffffff, "gfx900"},
    {"v_sub_u32 v4, v1, v2 clamp", {1, 2}, 0, "gfx900"},
    {"v_add_i32 v4, v1, v2 clamp", {0x7fffffff, 2}, 0x7fffffff, "gfx900"},
    {"v_add_nc_u32 v4, v1, v2", {0xffffffff, 2}, 1, "gfx1030"},
    {"v_add_i32 v4, vcc, v1, v2", {0xffffffff, 2}, 1, "gfx601 gfx700"},
    {"v_add_u32 v4, vcc, v1, v2", {0xffffffff, 2}, 1, "gfx803"},
    // float
    {"v_add_f32 v4, v1, v2", {0x3f800000, 0x40000000}, 0x40400000, "gfx601 gfx700 gfx803 gfx900 gfx1010 gfx1030"},
    {"v_mul_f32 v4, v1, v2", {0x3fc00000, 0x40000000}, 0x40400000},
    {"v_mul_f32 v4, -v1, |v2|", {0x3fc00000, 0xc0000000}, 0xc0400000},
    {"v_fma_f32 v4, v1, v2, v3", {0x3f800001, 0x3f800001, 0xbf800002}, 0x28800000},
    {"v_mac_f32 v3, v1, v2\nv_mov_b32 v4, v3", {0x40000000, 0x40400000, 0x3f800000}, 0x40e00000, "gfx700 gfx803 gfx900 gfx1010"},
    {"v_max_f32 v4, v1, v2", {0x7fc00000, 0x3f800000}, 0x3f800000},
    {"v_max_f32 v4, v1, v2", {0x7f800001, 0x3f800000}, 0x7fc00001},
    {"v_min_f32 v4, v1, v2", {0x80000000, 0x00000000}, 0x80000000},
    {"v_mul_legacy_f32 v4, v1, v2", {0, 0x7f800000}, 0},
    {"v_floor_f32 v4, v1", {0xbfc00000}, 0xc0000000},
    {"v_rndne_f32 v4, v1", {0x40200000}, 0x40000000},
    {"v_rndne_f32 v4, v1", {0x3fc00000}, 0x40000000},
    {"v_fract_f32 v4, v1", {0xb3800000}, 0x3f7fffff},
    {"v_add_f32 v4, v1, v2 clamp", {0x3f800000, 0x3f800000}, 0x3f800000},
    {"v_add_f32 v4, v1, v2 clamp", {0x7fc00000, 0x3f800000}, 0},
    {"v_sqrt_f32 v4, v1", {0x40800000}, 0x40000000},
    {"v_rcp_f32 v4, v1", {0x80000000}, 0xff800000},
    {"v_ldexp_f32 v4, v1, v2", {0x3f800000, 0xfffffffe}, 0x3e800000},
    {"v_frexp_exp_i32_f32 v4, v1", {0x41000000}, 4},
    {"v_frexp_mant_f32 v4, v1", {0x41400000}, 0x3f400000},
    // denormals: FP32 denormals are flushed by default (MODE as LLVM's default descriptor sets it)
    {"v_add_f32 v4, v1, 0", {0x00000001}, 0},
    {"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3\nv_add_f32 v4, v1, 0", {0x00000001}, 1},
    // round modes: 1 + 2^-24 rounds to 1 (nearest even), up to 1 + 2^-23 toward +inf
    {"v_add_f32 v4, v1, v2", {0x3f800000, 0x33800000}, 0x3f800000},
    {"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\nv_add_f32 v4, v1, v2", {0x3f800000, 0x33800000}, 0x3f800001},
    {"s_round_mode 0x1\nv_add_f32 v4, v1, v2", {0x3f800000, 0x33800000}, 0x3f800001, "gfx1030"},
    // compares (vcc low dword -> v4 via cndmask)
    {"v_cmp_lt_f32 vcc, v1, v2\nv_cndmask_b32 v4, 0, 1, vcc", {0x3f800000, 0x40000000}, 1, "gfx601 gfx700 gfx803 gfx900"},
    {"v_cmp_lt_f32 vcc_lo, v1, v2\nv_cndmask_b32 v4, 0, 1, vcc_lo", {0x3f800000, 0x40000000}, 1, "gfx1030"},
    {"v_cmp_nge_f32 vcc, v1, v2\nv_cndmask_b32 v4, 0, 1, vcc", {0x7fc00000, 0x40000000}, 1, "gfx803 gfx900"},
    {"v_cmp_class_f32 vcc, v1, v2\nv_cndmask_b32 v4, 0, 1, vcc", {0x00000001, 0x80}, 1, "gfx803 gfx900"},
    {"v_cmp_gt_i32 s[6:7], v1, v2\nv_cndmask_b32 v4, 0, 1, s[6:7]", {1, 0xffffffff}, 1, "gfx803 gfx900"},
    {"v_cmp_gt_u32 s[6:7], v1, v2\nv_cndmask_b32 v4, 0, 1, s[6:7]", {1, 0xffffffff}, 0, "gfx803 gfx900"},
    // 16-bit halves: GFX8 zeroes the high half, GFX10 keeps it
    {"v_mov_b32 v4, 0xffff0000\nv_add_u16 v4, v1, v2", {1, 2}, 3, "gfx803 gfx900"},
    {"v_mov_b32 v4, 0xffff0000\nv_add_nc_u16 v4, v1, v2", {1, 2}, 0xffff0003, "gfx1030"},
    // SDWA and DPP
    {"v_mov_b32_sdwa v4, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1", {0x1234}, 0x120000, "gfx803 gfx900 gfx1030"},
    {"v_mov_b32 v4, 0xaaaaaaaa\nv_mov_b32_sdwa v4, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1", {0x1234}, 0xaaaaaa12, "gfx803 gfx900"},
    {"v_add_u32_sdwa v4, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD", {0xff, 2}, 1, "gfx900"},
};

std::vector<std::string> split(const char* s) {
  std::vector<std::string> out;
  std::string cur;
  for (const char* p = s; ; ++p) {
    if (*p == ' ' || *p == 0) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      if (!*p) break;
    } else {
      cur += *p;
    }
  }
  return out;
}

TEST(EmuValu, HandWorkedValues) {
  for (const Row& row : kRows) {
    for (const std::string& cpu : split(row.cpus)) {
      SCOPED_TRACE(cpu + ": " + row.body);
      ValuRun r = runValu(cpu.c_str(), row.body, row.in);
      if (!r.ok) continue;
      for (unsigned lane = 0; lane < r.wave.waveSize; ++lane)
        ASSERT_EQ(r.wave.vgpr(4, lane), row.expect) << "lane " << lane << " got 0x" << std::hex << r.wave.vgpr(4, lane);
    }
  }
}

// EXEC with holes: only lanes whose EXEC bit is set are written; a compare writes 0 for inactive lanes.
TEST(EmuValu, ExecHoles) {
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    const bool w32 = std::string(cpu) == "gfx1030";
    const char* body = w32 ? "s_mov_b32 exec_lo, 0x5\nv_mov_b32 v4, 9\nv_cmp_eq_u32 s8, v1, v1\n"
                           : "s_mov_b32 exec_lo, 5\ns_mov_b32 exec_hi, 0x80000000\nv_mov_b32 v4, 9\nv_cmp_eq_u32 s[8:9], v1, v1\n";
    ValuRun r = runValu(cpu, body, {1});
    ASSERT_TRUE(r.ok);
    for (unsigned lane = 0; lane < r.wave.waveSize; ++lane) {
      const bool on = lane == 0 || lane == 2 || (!w32 && lane == 63);
      EXPECT_EQ(r.wave.vgpr(4, lane), on ? 9u : 0u) << cpu << " lane " << lane;
    }
    EXPECT_EQ(r.wave.sgpr(8), 5u);
    if (!w32) {
      EXPECT_EQ(r.wave.sgpr(9), 0x80000000u);
    }
  }
}

// v_cmpx writes EXEC (and, before GFX10, the compare result too).
TEST(EmuValu, CmpxWritesExec) {
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return lane;
    return std::nullopt;
  };
  ValuRun r = runValu("gfx900", "v_cmpx_lt_u32 vcc, v1, 10\nv_mov_b32 v4, 7", {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.exec(), 0x3ffull);
  EXPECT_EQ(r.wave.vcc(), 0x3ffull);
  EXPECT_EQ(r.wave.vgpr(4, 9), 7u);
  EXPECT_EQ(r.wave.vgpr(4, 10), 0u);
  ValuRun r10 = runValu("gfx1030", "v_mov_b32 v9, 0\nv_cmpx_lt_u32 v1, 10\nv_mov_b32 v4, 7", {}, "", {}, lanes);
  ASSERT_TRUE(r10.ok);
  EXPECT_EQ(r10.wave.sgpr(126), 0x3ffu);
  EXPECT_EQ(r10.wave.vgpr(4, 9), 7u);
}

// DPP: row_shr:1 with bound_ctrl reads 0 at each row's first lane; quad_perm broadcasts.
TEST(EmuValu, DppRowShiftAndQuadPerm) {
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return lane + 100;
    return std::nullopt;
  };
  ValuRun r = runValu("gfx900", "v_mov_b32_dpp v4, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0\n"
                                "v_mov_b32_dpp v5, v1 quad_perm:[3,3,3,3] row_mask:0xf bank_mask:0xf",
                      {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(4, 1), 100u);
  EXPECT_EQ(r.wave.vgpr(4, 16), 0u);
  EXPECT_EQ(r.wave.vgpr(4, 17), 116u);
  EXPECT_EQ(r.wave.vgpr(5, 0), 103u);
  EXPECT_EQ(r.wave.vgpr(5, 6), 107u);
}

// The fidelity report lists what ran: exact and approximate instructions.
TEST(EmuValu, FidelityReport) {
  ValuRun r = runValu("gfx900", "v_add_f32 v4, v1, v2\nv_rcp_f32 v5, v1", {0x3f800000, 0x3f800000});
  ASSERT_TRUE(r.ok);
  bool add = false, rcp = false;
  for (const auto& e : r.result.fidelity) {
    if (e.instruction == "v_add_f32") add = e.level == emu::FidelityLevel::Exact && e.executed == 1;
    if (e.instruction == "v_rcp_f32") rcp = e.level == emu::FidelityLevel::Approximate && !e.how.empty();
  }
  EXPECT_TRUE(add);
  EXPECT_TRUE(rcp);
}

// Vector memory that the emulator runs is reported exact; the forms it refuses are reported unsupported.
TEST(EmuValu, FidelityOfVectorMemory) {
  auto level = [](std::string_view cpu, std::string_view op) {
    auto e = emu::instructionFidelity(cpu, op);
    return e ? std::string(emu::fidelityName(e->level)) : std::string("absent");
  };
  EXPECT_EQ(level("gfx900", "global_load_dword"), "exact");
  EXPECT_EQ(level("gfx900", "buffer_store_dword"), "exact");
  EXPECT_EQ(level("gfx900", "ds_read_b32"), "exact");
  EXPECT_EQ(level("gfx900", "tbuffer_load_format_x"), "exact");
  EXPECT_EQ(level("gfx900", "image_load"), "exact");
  EXPECT_EQ(level("gfx900", "image_sample"), "unsupported");
  EXPECT_EQ(level("gfx900", "ds_gws_init"), "unsupported");
  EXPECT_EQ(level("gfx900", "ds_ordered_count"), "unsupported");
  EXPECT_EQ(level("gfx900", "exp"), "unsupported");
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// Divergent control flow as compilers write it: a compare, s_and_saveexec, the masked body, EXEC restored;
// s_cbranch_execz skips a body no lane enters, s_cbranch_vccnz sees VCC just written by a compare.
TEST(EmuValu, SaveexecAndBranchesOnVectorMasks) {
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return lane;
    return std::nullopt;
  };
  const char* body =
      "v_cmp_gt_u32 vcc, 5, v1\n"
      "s_and_saveexec_b64 s[10:11], vcc\n"
      "s_cbranch_execz skip\n"
      "v_mov_b32 v4, 1\n"
      "skip:\n"
      "s_or_b64 exec, exec, s[10:11]\n"
      "v_cmp_gt_u32 vcc, 0, v1\n"
      "s_and_saveexec_b64 s[12:13], vcc\n"
      "s_cbranch_execz skip2\n"
      "v_mov_b32 v5, 7\n"
      "skip2:\n"
      "s_or_b64 exec, exec, s[12:13]\n"
      "v_cmp_eq_u32 vcc, 63, v1\n"
      "s_cbranch_vccz skip3\n"
      "v_mov_b32 v6, 9\n"
      "skip3:\n";
  ValuRun r = runValu("gfx900", body, {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.exec(), ~0ull);
  for (unsigned l = 0; l < 64; ++l) {
    EXPECT_EQ(r.wave.vgpr(4, l), l < 5 ? 1u : 0u) << l;
    EXPECT_EQ(r.wave.vgpr(5, l), 0u) << l;
    EXPECT_EQ(r.wave.vgpr(6, l), 9u) << l;
  }
  EXPECT_EQ(r.wave.sgpr(12), 0xffffffffu);  // saved EXEC
}

// Carry chains: a 64-bit add as compilers write it (add_co then addc_co through VCC, and through an SGPR pair).
TEST(EmuValu, CarryChains) {
  ValuRun r = runValu("gfx900",
                      "v_add_co_u32 v4, vcc, v1, v3\n"
                      "v_addc_co_u32 v5, vcc, v2, 0, vcc\n"
                      "v_sub_co_u32 v6, s[20:21], v3, v1\n"
                      "v_subb_co_u32 v7, s[22:23], 0, 0, s[20:21]",
                      {0xffffffff, 7, 1});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.vgpr(4, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(5, 0), 8u);
  EXPECT_EQ(r.wave.vcc(), 0u);
  EXPECT_EQ(r.wave.vgpr(6, 0), 2u);             // 1 - 0xffffffff
  EXPECT_EQ(r.wave.sgpr(20), 0xffffffffu);      // borrow in every lane
  EXPECT_EQ(r.wave.vgpr(7, 0), 0xffffffffu);    // 0 - 0 - 1
  EXPECT_EQ(r.wave.sgpr(22), 0xffffffffu);
}

// Carries that differ from lane to lane, in both halves of a wave64 and in wave32: each lane's carry-in is its own
// bit of the mask and its carry-out lands in its own bit (the lane loops take the masks 32 lanes at a time).
TEST(EmuValu, CarryMasksLaneByLane) {
  auto a = [](unsigned l) { return 0x9e3779b9u * (l + 1); };
  auto b = [](unsigned l) { return (0x7f4a7c15u * (l + 3)) ^ (l << 29); };
  struct Case {
    const char* cpu;
    unsigned lanes;
    const char* body;
  };
  const Case cases[] = {
      {"gfx900", 64,
       "v_add_co_u32_e64 v4, vcc, v1, v2\n"
       "v_addc_co_u32_e64 v5, s[20:21], v2, v1, vcc\n"
       "v_subb_co_u32_e64 v6, s[22:23], v1, v2, s[20:21]\n"
       "v_subbrev_co_u32_e64 v7, s[24:25], v1, v2, s[22:23]"},
      {"gfx1030", 32,
       "v_add_co_u32 v4, vcc_lo, v1, v2\n"
       "v_add_co_ci_u32_e64 v5, s20, v2, v1, vcc_lo\n"
       "v_sub_co_ci_u32_e64 v6, s22, v1, v2, s20\n"
       "v_subrev_co_ci_u32_e64 v7, s24, v1, v2, s22"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.cpu);
    ValuRun r = runValu(c.cpu, c.body, {}, "", {}, [&](unsigned reg, unsigned l) -> std::optional<uint32_t> {
      if (reg == 1) return a(l);
      if (reg == 2) return b(l);
      return std::nullopt;
    });
    ASSERT_TRUE(r.ok);
    uint64_t m0 = 0, m1 = 0, m2 = 0, m3 = 0;
    for (unsigned l = 0; l < c.lanes; ++l) {
      const uint64_t x = a(l), y = b(l);
      const uint64_t s0 = x + y, c0 = s0 >> 32;
      const uint64_t s1 = y + x + c0, c1 = s1 >> 32;
      const uint64_t c2 = x < y + c1, c3 = y < x + c2;
      m0 |= c0 << l, m1 |= c1 << l, m2 |= c2 << l, m3 |= c3 << l;
      EXPECT_EQ(r.wave.vgpr(4, l), uint32_t(s0)) << l;
      EXPECT_EQ(r.wave.vgpr(5, l), uint32_t(s1)) << l;
      EXPECT_EQ(r.wave.vgpr(6, l), uint32_t(x - y - c1)) << l;
      EXPECT_EQ(r.wave.vgpr(7, l), uint32_t(y - x - c2)) << l;
    }
    ASSERT_NE(m0, 0u);
    ASSERT_NE(m0 & (m0 + 1), 0u);  // (the carries differ from lane to lane)
    auto mask = [&](unsigned s) { return r.wave.sgpr(s) | (c.lanes == 64 ? uint64_t(r.wave.sgpr(s + 1)) << 32 : 0); };
    EXPECT_EQ(mask(106), m0);
    EXPECT_EQ(mask(20), m1);
    EXPECT_EQ(mask(22), m2);
    EXPECT_EQ(mask(24), m3);
    if (c.lanes == 64) {
      EXPECT_NE(m1 >> 32, 0u);
    }
  }
}

// v_mad_u64_u32 and 64-bit shifts on VGPR pairs.
TEST(EmuValu, SixtyFourBitResults) {
  ValuRun r = runValu("gfx900",
                      "v_mad_u64_u32 v[4:5], s[20:21], v1, v2, v[2:3]\n"
                      "v_lshlrev_b64 v[6:7], 36, v[1:2]\n"
                      "v_ashrrev_i64 v[8:9], 4, v[6:7]",
                      {0xffffffff, 0xffffffff, 0});
  ASSERT_TRUE(r.ok);
  // 0xffffffff * 0xffffffff + 0x00000000ffffffff = 0xfffffffe00000001 + 0xffffffff = 0xffffffff00000000
  EXPECT_EQ(r.wave.vgpr(4, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(5, 0), 0xffffffffu);
  EXPECT_EQ(r.wave.sgpr(20), 0u);
  EXPECT_EQ(r.wave.vgpr(6, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(7, 0), 0xfffffff0u);
  EXPECT_EQ(r.wave.vgpr(8, 0), 0u);
  EXPECT_EQ(r.wave.vgpr(9, 0), 0xffffffffu);
}

// Wave32 on GFX10: 32 lanes, vcc_lo, a DPP8 permutation, v_cndmask on an SGPR.
TEST(EmuValu, Wave32Dpp8AndMasks) {
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return lane;
    return std::nullopt;
  };
  ValuRun r = runValu("gfx1030",
                      "v_mov_b32_dpp v4, v1 dpp8:[7,6,5,4,3,2,1,0]\n"
                      "v_cmp_lt_u32_e64 s8, v1, 16\n"
                      "v_cndmask_b32_e64 v5, 2, 3, s8",
                      {}, "", {}, lanes);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.waveSize, 32u);
  for (unsigned l = 0; l < 32; ++l) {
    EXPECT_EQ(r.wave.vgpr(4, l), (l & ~7u) + 7 - (l & 7)) << l;
    EXPECT_EQ(r.wave.vgpr(5, l), l < 16 ? 3u : 2u) << l;
  }
  EXPECT_EQ(r.wave.sgpr(8), 0xffffu);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// lds_direct: every lane reads LDS at M0[15:0] in the format M0[18:16] names (GcnOperands.md).
TEST(EmuValu, LdsDirectSource) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m,
                   "s_mov_b32 m0, 0x20004\nv_mov_b32 v4, lds_direct\n"   // dword at 4
                   "s_mov_b32 m0, 0x40005\nv_mov_b32 v5, lds_direct\n"   // signed byte at 5
                   "s_mov_b32 m0, 0x10006\nv_mov_b32 v6, lds_direct\n"   // unsigned word at 6
                   "s_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.setupWave = [](emu::WaveSetup& w) {
    const uint8_t bytes[8] = {0, 0, 0, 0, 0x11, 0x92, 0x33, 0xf4};
    std::memcpy(w.lds().data(), bytes, 8);
  };
  emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves[0].vgpr(4, 7), 0xf4339211u);
  EXPECT_EQ(r.waves[0].vgpr(5, 0), 0xffffff92u);
  EXPECT_EQ(r.waves[0].vgpr(6, 63), 0xf433u);
}

}  // namespace
}  // namespace gcnkit::test
