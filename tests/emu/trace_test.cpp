// The instruction trace (gcnkit/inspect.h): the text of a small kernel's trace line by line, the filters,
// and reproducibility.
#include <gtest/gtest.h>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

// Four lanes of one wave: SALU with SCC, VALU with per-lane values, a compare into VCC, a store.
const char* kSmall =
    "s_mov_b32 s2, 5\n"
    "s_add_u32 s3, s2, 7\n"
    "v_lshlrev_b32 v1, 2, v0\n"
    "v_mov_b32 v2, s3\n"
    "v_cmp_gt_u32 vcc, 2, v0\n"
    "s_cmp_eq_u32 s2, 5\n"
    "global_store_dword v1, v2, s[0:1]\n"
    "s_endpgm\n";

struct Traced {
  std::vector<std::string> lines;
  std::vector<emu::TraceEvent> events;
  emu::LaunchResult result;
};

Traced runTraced(const std::string& src, std::string_view spec, emu::LaunchConfig cfg, size_t outBytes = 64) {
  Traced t;
  emu::EmulatorOptions o;
  std::string error;
  auto filter = emu::parseTraceFilter(spec, &error);
  EXPECT_TRUE(filter) << error;
  o.trace.filter = filter.value_or(emu::TraceFilter{});
  o.trace.callback = [&t](const emu::TraceEvent& e) {
    t.lines.push_back(e.text);
    t.events.push_back(e);
  };
  auto m = machine("gfx900", "", o);
  if (!m || !load(*m, src)) return t;
  const uint64_t out = m->allocate(outBytes);
  cfg.sgprs = addr(out);
  t.result = m->launch(cfg);
  return t;
}

emu::LaunchConfig lanes(uint32_t n, uint32_t groups = 1) {
  emu::LaunchConfig c;
  c.workgroupSize = {n, 1, 1};
  c.grid = {groups, 1, 1};
  return c;
}

TEST(EmuTrace, SmallKernelLineByLine) {
  Traced t = runTraced(kSmall, "all", lanes(4));
  ASSERT_TRUE(t.result.ok()) << t.result.text();
  const std::vector<std::string> want = {
      "wg 0 wave 0 #0 0x000000: s_mov_b32 s2, 5 | s2=0x5",
      "wg 0 wave 0 #1 0x000004: s_add_u32 s3, s2, 7 | s3=0xc",
      "wg 0 wave 0 #2 0x000008: v_lshlrev_b32_e32 v1, 2, v0 | v1{0-3=0x0+4n}",
      "wg 0 wave 0 #3 0x00000c: v_mov_b32_e32 v2, s3 | v2{0-3=0xc}",
      "wg 0 wave 0 #4 0x000010: v_cmp_gt_u32_e32 vcc, 2, v0 | vcc=0x0000000000000003",
      "wg 0 wave 0 #5 0x000014: s_cmp_eq_u32 s2, 5 | scc=1",
      "wg 0 wave 0 #6 0x000018: global_store_dword v1, v2, s[0:1]",
      "wg 0 wave 0 #7 0x000020: s_endpgm",
  };
  ASSERT_EQ(t.lines.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(t.lines[i], want[i]) << "line " << i;
  // The structured event carries the same facts.
  const emu::TraceEvent& e = t.events[2];
  EXPECT_EQ(e.offset, 8u);
  ASSERT_EQ(e.vgprs.size(), 1u);
  EXPECT_EQ(e.vgprs[0].reg, 1u);
  EXPECT_EQ(e.vgprs[0].lanes, 0xfu);
  EXPECT_EQ(e.vgprs[0].values, (std::vector<uint32_t>{0, 4, 8, 12}));
  EXPECT_EQ(t.events[5].scc, std::optional<bool>(true));
}

TEST(EmuTrace, IrregularLaneValuesAreListedLaneByLane) {
  // v1 = lane * lane: 0, 1, 4, 9, 16: no single step, so each lane is shown (two equal neighbours share a run).
  Traced t = runTraced("v_mul_lo_u32 v1, v0, v0\nv_and_b32 v2, 1, v0\ns_endpgm\n", "pc:0-0xc", lanes(5));
  ASSERT_EQ(t.lines.size(), 2u);
  EXPECT_EQ(t.lines[0], "wg 0 wave 0 #0 0x000000: v_mul_lo_u32 v1, v0, v0 | v1{0=0x0 1=0x1 2=0x4 3=0x9 4=0x10}");
  EXPECT_EQ(t.lines[1], "wg 0 wave 0 #1 0x000008: v_and_b32_e32 v2, 1, v0 | v2{0=0x0 1=0x1 2=0x0 3=0x1 4=0x0}");
}

// Two workgroups of two waves each, a loop: enough to exercise every filter.
const char* kLoop =
    "s_mov_b32 s4, 3\n"
    "loop:\n"
    "v_add_u32 v1, v1, v0\n"
    "s_sub_u32 s4, s4, 1\n"
    "s_cmp_lg_u32 s4, 0\n"
    "s_cbranch_scc1 loop\n"
    "s_endpgm\n";

TEST(EmuTrace, FiltersSelectWorkgroupWavePcLaneAndCount) {
  Traced all = runTraced(kLoop, "all", lanes(128, 2));
  ASSERT_TRUE(all.result.ok()) << all.result.text();
  EXPECT_EQ(all.lines.size(), 4u * (1 + 4 * 3 + 1));  // 4 waves: mov, 3 iterations of 4, endpgm
  // Workgroup order, then the waves' schedule: every line of workgroup 0 comes before workgroup 1's.
  EXPECT_EQ(all.events.front().workgroup, 0u);
  EXPECT_EQ(all.events.back().workgroup, 1u);

  Traced one = runTraced(kLoop, "wg:1,wave:1", lanes(128, 2));
  ASSERT_EQ(one.lines.size(), 14u);
  for (const emu::TraceEvent& e : one.events) EXPECT_TRUE(e.workgroup == 1 && e.wave == 1) << e.text;

  Traced pc = runTraced(kLoop, "wg:0,wave:0,pc:0x4-0x8", lanes(128, 2));  // the v_add only
  ASSERT_EQ(pc.lines.size(), 3u);
  EXPECT_EQ(pc.lines[0], "wg 0 wave 0 #1 0x000004: v_add_u32_e32 v1, v1, v0 | v1{0-63=0x0+1n}");
  EXPECT_EQ(pc.lines[2], "wg 0 wave 0 #9 0x000004: v_add_u32_e32 v1, v1, v0 | v1{0-63=0x0+3n}");

  Traced lane = runTraced(kLoop, "wave:1,pc:4,lane:5,count:2", lanes(128, 2));
  ASSERT_EQ(lane.lines.size(), 2u);  // wave 1's lane 5 is work-item 69
  EXPECT_EQ(lane.lines[0], "wg 0 wave 1 #1 0x000004: v_add_u32_e32 v1, v1, v0 | v1{5=0x45}");
  EXPECT_EQ(lane.lines[1], "wg 0 wave 1 #5 0x000004: v_add_u32_e32 v1, v1, v0 | v1{5=0x8a}");

  Traced skip = runTraced(kLoop, "skip:10,count:3", lanes(128, 2));
  ASSERT_EQ(skip.lines.size(), 3u);
  EXPECT_EQ(skip.lines, std::vector<std::string>(all.lines.begin() + 10, all.lines.begin() + 13));
}

TEST(EmuTrace, ATraceIsReproducible) {
  Traced a = runTraced(kLoop, "all", lanes(128, 3));
  Traced b = runTraced(kLoop, "all", lanes(128, 3));
  ASSERT_FALSE(a.lines.empty());
  EXPECT_EQ(a.lines, b.lines);
}

TEST(EmuTrace, FilterGrammar) {
  std::string error;
  auto f = emu::parseTraceFilter("wg:3,wave:1,pc:0x40-0x80,lane:7,skip:2,count:10", &error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(f->workgroup, std::optional<uint32_t>(3));
  EXPECT_EQ(f->wave, std::optional<uint32_t>(1));
  EXPECT_EQ(f->lane, std::optional<uint32_t>(7));
  EXPECT_EQ(f->pcBegin, 0x40u);
  EXPECT_EQ(f->pcEnd, 0x80u);
  EXPECT_EQ(f->skip, 2u);
  EXPECT_EQ(f->count, 10u);
  EXPECT_EQ(emu::parseTraceFilter("", &error), emu::TraceFilter{});
  EXPECT_EQ(emu::parseTraceFilter("all", &error), emu::TraceFilter{});
  auto pc = emu::parseTraceFilter("pc:16", &error);
  ASSERT_TRUE(pc);
  EXPECT_EQ(pc->pcBegin, 16u);
  EXPECT_EQ(pc->pcEnd, 17u);
  for (const char* bad : {"wg", "wg:x", "pc:0x80-0x40", "lane:64", "colour:3", "wg:1,", "count:-1"}) {
    EXPECT_FALSE(emu::parseTraceFilter(bad, &error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
  emu::parseTraceFilter("frame:1", &error);
  EXPECT_NE(error.find("unknown key 'frame'"), std::string::npos) << error;
}

TEST(EmuTrace, Wave32MasksAreOneDword) {
  emu::EmulatorOptions o;
  std::vector<std::string> lines;
  o.trace.callback = [&](const emu::TraceEvent& e) { lines.push_back(e.text); };
  auto m = machine("gfx1030", "", o);
  ASSERT_TRUE(m && load(*m, "v_cmp_gt_u32 vcc_lo, 2, v0\ns_mov_b32 exec_lo, 5\nv_mov_b32 v1, 7\ns_endpgm\n"));
  emu::LaunchConfig c;
  c.workgroupSize = {32, 1, 1};
  ASSERT_TRUE(m->launch(c).ok());
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "wg 0 wave 0 #0 0x000000: v_cmp_gt_u32_e32 vcc_lo, 2, v0 | vcc_lo=0x3");
  EXPECT_EQ(lines[1], "wg 0 wave 0 #1 0x000004: s_mov_b32 exec_lo, 5 | exec_lo=0x5");
  EXPECT_EQ(lines[2], "wg 0 wave 0 #2 0x000008: v_mov_b32_e32 v1, 7 | v1{0=0x7 2=0x7}");
}

TEST(EmuTrace, ATraceStopsAtAFaultWithTheFaultingInstruction) {
  // Lane 4 stores right after the end of a 16-byte buffer.
  Traced t = runTraced("v_lshlrev_b32 v1, 2, v0\nglobal_store_dword v1, v0, s[0:1]\ns_endpgm\n", "all", lanes(8), 16);
  ASSERT_FALSE(t.result.ok());
  ASSERT_EQ(t.lines.size(), 2u);
  EXPECT_NE(t.lines[1].find("global_store_dword"), std::string::npos);
}

}  // namespace
}  // namespace gcnkit::test
