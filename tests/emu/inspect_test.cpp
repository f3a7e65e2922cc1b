// Launch statistics and register dumps (gcnkit/inspect.h): counts on a kernel with a known instruction mix,
// memory traffic per address space, and the dump of a wave at a fault.
#include <gtest/gtest.h>

#include <map>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

// Per wave: 31 instructions; families SMEM 1, SOP1 1, SOP2 4, SOPC 4, SOPP 8, VOP2 5, VOP3 4, GLOBAL 2, DS 2.
// Traffic per wave: scalar 4 bytes read; global 256 read and 256 written; LDS 256 read and 256 written.
// Waits that retire something: the SMEM wait, vmcnt(0), the DS wait, and s_endpgm (the store).
const char* kMix =
    "s_load_dword s6, s[0:1], 0x100\n"  // past the stored 256 bytes: no workgroup writes the line it loads
    "s_waitcnt lgkmcnt(0)\n"
    "s_mov_b32 s7, 4\n"
    "loop:\n"
    "v_add_u32 v1, v1, v0\n"
    "v_add_u32_e64 v2, v2, 1\n"
    "s_sub_u32 s7, s7, 1\n"
    "s_cmp_lg_u32 s7, 0\n"
    "s_cbranch_scc1 loop\n"
    "v_lshlrev_b32 v3, 2, v0\n"
    "global_load_dword v4, v3, s[0:1]\n"
    "s_waitcnt vmcnt(0)\n"
    "global_store_dword v3, v4, s[0:1]\n"
    "ds_write_b32 v3, v1\n"
    "ds_read_b32 v5, v3\n"
    "s_waitcnt lgkmcnt(0)\n"
    "s_endpgm\n";

emu::LaunchResult runStats(const std::string& src, uint32_t groups) {
  emu::EmulatorOptions o;
  o.stats = true;
  auto m = machine("gfx900", "", o);
  if (!m || !load(*m, src)) return {};
  emu::LaunchConfig c;
  c.grid = {groups, 1, 1};
  c.sgprs = addr(m->allocate(512));
  return m->launch(c);
}

TEST(EmuStats, CountsOfAKnownInstructionMix) {
  emu::LaunchResult r = runStats(kMix, 2);
  ASSERT_TRUE(r.ok()) << r.text();
  const emu::LaunchStats& s = r.stats;
  EXPECT_EQ(s.instructions, 62u);
  EXPECT_EQ(s.workgroups, 2u);
  EXPECT_EQ(s.waves, 2u);
  const std::map<std::string, uint64_t> families(s.byFamily.begin(), s.byFamily.end());
  const std::map<std::string, uint64_t> want = {{"SMEM", 2}, {"SOP1", 2}, {"SOP2", 8}, {"SOPC", 8}, {"SOPP", 16},
                                                {"VOP2", 10}, {"VOP3", 8}, {"GLOBAL", 4}, {"DS", 4}};
  EXPECT_EQ(families, want);
  ASSERT_FALSE(s.byInstruction.empty());
  EXPECT_EQ(s.byInstruction[0], (std::pair<std::string, uint64_t>("v_add_u32", 16)));  // VOP2 and VOP3 forms
  const std::map<std::string, uint64_t> ops(s.byInstruction.begin(), s.byInstruction.end());
  EXPECT_EQ(ops.at("s_waitcnt"), 6u);
  EXPECT_EQ(ops.at("s_cbranch_scc1"), 8u);
  EXPECT_EQ(ops.at("global_load_dword"), 2u);
  EXPECT_EQ(s.scalar.read, 8u);
  EXPECT_EQ(s.scalar.written, 0u);
  EXPECT_EQ(s.global.read, 512u);
  EXPECT_EQ(s.global.written, 512u);
  EXPECT_EQ(s.lds.read, 512u);
  EXPECT_EQ(s.lds.written, 512u);
  EXPECT_EQ(s.scratch.read + s.scratch.written, 0u);
  EXPECT_EQ(s.waitStalls, 8u);
  EXPECT_EQ(s.checksFired, 0u);
  EXPECT_GT(s.seconds, 0.0);
  const std::string text = s.text();
  EXPECT_NE(text.find("instructions                           62\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  global                              512            512\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  VOP3                                  8\n"), std::string::npos) << text;
}

TEST(EmuStats, ChecksFiredCountsEveryRepetition) {
  std::string src = kMix;
  src.replace(src.find("s_waitcnt vmcnt(0)\n"), 19, "");  // the store reads v4 while its load is in flight
  emu::LaunchResult r = runStats(src, 3);
  ASSERT_TRUE(r.ok()) << r.text();
  uint64_t reports = 0;
  for (const emu::Report& rep : r.reports) reports += rep.count;
  EXPECT_EQ(reports, 3u);  // once per wave
  EXPECT_EQ(r.stats.checksFired, 3u);
}

TEST(EmuStats, OffByDefault) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, kMix));
  emu::LaunchConfig c;
  c.sgprs = addr(m->allocate(512));
  emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.instructions, 31u);
  EXPECT_EQ(r.stats.instructions, 0u);
  EXPECT_TRUE(r.stats.byFamily.empty());
}

TEST(EmuStats, ProgressIsReportedDuringALaunch) {
  emu::EmulatorOptions o;
  std::vector<emu::Progress> seen;
  o.progress = [&](const emu::Progress& p) { seen.push_back(p); };
  auto m = machine("gfx900", "", o);
  ASSERT_TRUE(m && load(*m, "s_mov_b32 s4, 0x80000\nl:\ns_sub_u32 s4, s4, 1\ns_cbranch_scc0 l\ns_endpgm\n"));
  emu::LaunchConfig c;
  c.grid = {3, 1, 1};
  ASSERT_TRUE(m->launch(c).ok());
  ASSERT_GE(seen.size(), 3u);  // 2^20 instructions per workgroup: reports at the start and during the run
  EXPECT_EQ(seen.back().workgroupsTotal, 3u);
  for (size_t i = 1; i < seen.size(); ++i) EXPECT_GT(seen[i].instructions, seen[i - 1].instructions);
}

// Lane 4 of 8 stores right after the end of a 16-byte buffer while a load is still counted in VM_CNT.
const char* kFault =
    "s_mov_b32 m0, 0x1234\n"
    "v_lshlrev_b32 v1, 2, v0\n"
    "global_load_dword v3, v1, s[2:3]\n"
    "global_store_dword v1, v0, s[0:1]\n"
    "s_endpgm\n";

TEST(EmuDump, AFaultKeepsTheFaultingWaveAndLane) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, kFault));
  const uint64_t out = m->allocate(16), in = m->allocate(64);
  m->nameAllocation(out, "buffer argument 0 'out'");
  emu::LaunchConfig c;
  c.workgroupSize = {8, 1, 1};
  c.sgprs = addr(out);
  c.sgprs.push_back(uint32_t(in));
  c.sgprs.push_back(uint32_t(in >> 32));
  emu::LaunchResult r = m->launch(c);
  ASSERT_EQ(r.fault.kind, emu::FaultKind::MemoryViolation);
  EXPECT_EQ(r.fault.lane, 4);
  EXPECT_NE(r.fault.message.find("lane 4"), std::string::npos) << r.fault.message;
  EXPECT_NE(r.fault.message.find("nearest: buffer argument 0 'out'"), std::string::npos) << r.fault.message;
  ASSERT_TRUE(r.faultWave);
  const emu::WaveState& w = *r.faultWave;
  EXPECT_EQ(w.exec(), 0xffu);
  EXPECT_EQ(w.m0(), 0x1234u);
  EXPECT_EQ(w.vmcnt, 1u);
  ASSERT_EQ(w.pendingMemory.size(), 1u);
  EXPECT_EQ(w.pendingMemory[0].counter, "vmcnt");
  emu::DumpOptions d;
  d.faultLane = r.fault.lane;
  d.lanesPerRow = 4;
  const std::string text = emu::formatWaveDump(w, d);
  for (const char* line : {
           "  exec      00000000000000ff  (active lanes: 8)\n",
           "  m0        00001234\n",
           "  pending   vmcnt 1  lgkmcnt 0  expcnt 0  vscnt 0\n",
           "    vmcnt    pc 0x",  // then the load's address and text
           "VGPRs of faulting lane 4:\n  lane            4\n  v0       00000004\n  v1       00000010\n",
           "VGPRs of active lanes:\n  lane            0        1        2        3\n  v0       00000000 00000001 00000002 00000003\n"
           "  v1       00000000 00000004 00000008 0000000c\n",
           "  lane            4        5        6        7\n  v0       00000004 00000005 00000006 00000007\n",
       })
    EXPECT_NE(text.find(line), std::string::npos) << "missing:\n" << line << "\nin:\n" << text;
  EXPECT_NE(text.find(": global_load_dword v3, v1, s[2:3]\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  s0-7     "), std::string::npos) << text;
}

TEST(EmuDump, AScalarStoreThatFaultsAtItsWaitIsStillPending) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, "s_store_dword s2, s[0:1], 0x4\ns_waitcnt lgkmcnt(0)\ns_endpgm\n"));
  const uint64_t out = m->allocate(4);
  emu::LaunchConfig c;
  c.sgprs = addr(out);
  emu::LaunchResult r = m->launch(c);
  ASSERT_EQ(r.fault.kind, emu::FaultKind::MemoryViolation);
  EXPECT_EQ(r.fault.lane, -1);
  ASSERT_TRUE(r.faultWave);
  EXPECT_EQ(r.faultWave->lgkmcnt, 1u);
  ASSERT_EQ(r.faultWave->pendingMemory.size(), 1u);
  EXPECT_EQ(r.faultWave->pendingMemory[0].instruction, "s_store_dword s2, s[0:1], 0x4");
  const std::string text = emu::formatWaveDump(*r.faultWave, {.faultLane = r.fault.lane});
  EXPECT_NE(text.find("  pending   vmcnt 0  lgkmcnt 1  expcnt 0  vscnt 0\n    lgkmcnt  pc 0x"), std::string::npos) << text;
  EXPECT_EQ(text.find("faulting lane"), std::string::npos) << text;
}

TEST(EmuDump, EveryWaveAtItsEnd) {
  auto m = machine("gfx900");
  ASSERT_TRUE(m && load(*m, "s_mov_b32 s5, 0x77\nv_mov_b32 v1, 9\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workgroupSize = {96, 1, 1};
  emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.waves.size(), 2u);
  EXPECT_FALSE(r.faultWave);
  const std::string second = emu::formatWaveDump(r.waves[1]);
  EXPECT_NE(second.find("wave 1 of workgroup (0,0,0)"), std::string::npos) << second;
  EXPECT_NE(second.find("(active lanes: 32)"), std::string::npos) << second;
  EXPECT_NE(second.find("  s0-7      00000000 00000000 00000000 00000000 00000000 00000077 00000000 00000000\n"),
            std::string::npos)
      << second;
  EXPECT_NE(second.find("  v1       00000009 00000009"), std::string::npos) << second;
  EXPECT_EQ(second.find("      32 "), std::string::npos) << "inactive lanes are not listed";
}

}  // namespace
}  // namespace gcnkit::test
