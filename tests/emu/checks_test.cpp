// The checks: each one fires on a kernel that breaks its rule and stays quiet on one that keeps it;
// CheckMode::Error turns the first report into a fault, CheckMode::Off silences them.
#include "emu/launch.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

struct Run {
  emu::LaunchResult r;
  uint64_t code = 0;
};

// s[0:1] and s[2:3] point at a zero-filled 4 KiB buffer; s[8:11] is a buffer constant over its first 64 bytes.
Run run(const char* cpu, const std::string& body, emu::CheckMode mode = emu::CheckMode::Report,
        emu::LaunchConfig c = oneWave()) {
  emu::EmulatorOptions o;
  o.checks = mode;
  auto m = machine(cpu, "", o);
  Run out;
  if (!m || !load(*m, body + "\ns_waitcnt lgkmcnt(0)\ns_endpgm\n")) return out;
  const uint64_t data = m->allocate(4096);
  std::vector<uint32_t> s = {uint32_t(data), uint32_t(data >> 32), uint32_t(data), uint32_t(data >> 32),
                             0, 0, 0, 0, uint32_t(data), uint32_t(data >> 32), 64, 0};
  c.sgprs = s;
  out.r = m->launch(c);
  out.code = m->codeAddress();
  return out;
}

const emu::Report* only(const emu::LaunchResult& r, emu::CheckKind k) {
  const emu::Report* found = nullptr;
  for (const auto& x : r.reports)
    if (x.kind == k) {
      if (found) return nullptr;
      found = &x;
    }
  return found;
}

TEST(EmuChecks, PendingSgprReadFiresAndStaysQuiet) {
  auto a = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_add_u32 s21, s20, 1\n");
  ASSERT_TRUE(a.r.ok()) << a.r.text();
  const emu::Report* rep = only(a.r, emu::CheckKind::PendingSgpr);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_EQ(rep->offset, 8u);
  EXPECT_EQ(rep->pc, a.code + 8);
  EXPECT_EQ(rep->instruction, "s_add_u32 s21, s20, 1");
  EXPECT_NE(rep->message.find("reads s20"), std::string::npos) << rep->message;
  auto q = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\ns_add_u32 s21, s20, 1\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  // GFX6 SMRD and the GFX10 s_waitcnt_lgkmcnt form.
  auto g6 = run("gfx601", "s_load_dwordx2 s[20:21], s[2:3], 0x0\ns_mov_b32 s22, s21\n");
  EXPECT_EQ(g6.r.count(emu::CheckKind::PendingSgpr), 1u) << g6.r.text();
  auto g10 = run("gfx1010", "s_load_dword s20, s[2:3], 0x0\ns_waitcnt_lgkmcnt null, 0x0\ns_mov_b32 s22, s20\n");
  EXPECT_TRUE(g10.r.reports.empty()) << g10.r.text();
}

TEST(EmuChecks, TooWeakWaitcntIsCaughtWhateverTheOrder) {
  // lgkmcnt(1) after two one-dword loads guarantees neither (returns are out of order) ...
  auto a = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_load_dword s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(1)\n"
                         "s_mov_b32 s22, s20\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  // ... but it does guarantee a two-dword load (weight 2) when nothing else is outstanding.
  auto q = run("gfx900", "s_load_dwordx2 s[20:21], s[2:3], 0x0\ns_waitcnt lgkmcnt(1)\ns_mov_b32 s22, s20\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  // And a later lgkmcnt(0) settles everything.
  q = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_load_dword s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(1)\n"
                    "s_waitcnt lgkmcnt(0)\ns_mov_b32 s22, s20\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
}

TEST(EmuChecks, OverwriteOfPendingSgprFires) {
  auto a = run("gfx803", "s_load_dword s20, s[2:3], 0x0\ns_mov_b32 s20, 5\n");
  const emu::Report* rep = only(a.r, emu::CheckKind::PendingSgpr);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_NE(rep->message.find("overwrites s20"), std::string::npos) << rep->message;
  // Two loads into the same registers in flight at once.
  a = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_load_dword s20, s[2:3], 0x4\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  // Store data and M0-relative reads count as reads.
  a = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_store_dword s20, s[2:3], 0x8\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  a = run("gfx900", "s_mov_b32 m0, 4\ns_load_dword s20, s[2:3], 0x0\ns_movrels_b32 s5, s16\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  a = run("gfx900", "s_load_dwordx2 vcc, s[2:3], 0x0\ns_cbranch_vccz skip\nskip:\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  auto q = run("gfx900", "s_mov_b32 m0, 4\ns_load_dword s20, s[2:3], 0x0\ns_movrels_b32 s5, s17\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
}

// A vector memory instruction reads only the SGPRs its encoding names: DS reads M0, MUBUF its resource and soffset,
// GLOBAL its saddr; none of them reads s0 (a DS read or buffer load issued while a scalar load into s[0:1] is in
// flight is fine, as clang emits it).
TEST(EmuChecks, VectorMemoryReadsOnlyTheSgprsItNames) {
  const char* pendingS0 = "s_mov_b32 m0, -1\ns_load_dwordx2 s[0:1], s[2:3], 0x0\nv_mov_b32 v0, 0\n";
  for (const char* cpu : {"gfx803", "gfx900", "gfx1030"}) {
    auto q = run(cpu, std::string(pendingS0) + "ds_read_b32 v1, v0\n");
    EXPECT_TRUE(q.r.ok() && q.r.reports.empty()) << cpu << ": " << q.r.text();
  }
  for (const char* cpu : {"gfx803", "gfx900"}) {  // (the fixture's buffer constant is a GFX8/9 one)
    auto q = run(cpu, std::string(pendingS0) + "buffer_load_dword v1, off, s[8:11], 0\n");
    EXPECT_TRUE(q.r.ok() && q.r.reports.empty()) << cpu << ": " << q.r.text();
  }
  auto q = run("gfx900", std::string(pendingS0) + "global_load_dword v1, v0, s[2:3]\n");
  EXPECT_TRUE(q.r.ok() && q.r.reports.empty()) << q.r.text();
  // What they do name still counts: the resource, the saddr.
  auto a = run("gfx900", "s_load_dwordx4 s[8:11], s[2:3], 0x0\nbuffer_load_dword v1, off, s[8:11], 0\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
  a = run("gfx900", std::string(pendingS0) + "global_load_dword v1, v0, s[0:1]\n");  // may fault too: s[0:1] <- 0
  EXPECT_EQ(a.r.count(emu::CheckKind::PendingSgpr), 1u) << a.r.text();
}

TEST(EmuChecks, BufferRangeFiresAndStaysQuiet) {
  auto a = run("gfx900", "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x38\n");
  const emu::Report* rep = only(a.r, emu::CheckKind::BufferRange);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_EQ(rep->instruction, "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x38");
  auto q = run("gfx900", "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x30\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
}

TEST(EmuChecks, InvalidateAloneInItsGroup) {
  auto a = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_dcache_inv\n");
  const emu::Report* rep = only(a.r, emu::CheckKind::InvalidateGroup);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_EQ(rep->instruction, "s_dcache_inv");
  a = run("gfx900", "s_dcache_inv\ns_load_dword s20, s[2:3], 0x0\n");
  rep = only(a.r, emu::CheckKind::InvalidateGroup);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_EQ(rep->instruction, "s_load_dword s20, s[2:3], 0x0");
  auto q = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\ns_dcache_inv\ns_waitcnt lgkmcnt(0)\n"
                         "s_load_dword s21, s[2:3], 0x0\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  // Inside an s_clause (GFX10).
  a = run("gfx1010", "s_clause 0x1\ns_gl1_inv\ns_nop 0\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::InvalidateGroup), 1u) << a.r.text();
  q = run("gfx1010", "s_clause 0x1\ns_load_dword s20, s[2:3], 0x0\ns_load_dword s21, s[2:3], 0x4\n"
                     "s_waitcnt lgkmcnt(0)\ns_gl1_inv\ns_waitcnt lgkmcnt(0)\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
}

TEST(EmuChecks, StaleScalarCacheFiresAndStaysQuiet) {
  const std::string fill = "s_load_dword s20, s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\n";
  // An atomic goes to L2 behind the scalar cache: the line filled before is stale.
  auto a = run("gfx900", fill + "s_atomic_add s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(0)\ns_load_dword s22, s[2:3], 0x4\n");
  const emu::Report* rep = only(a.r, emu::CheckKind::StaleCache);
  ASSERT_NE(rep, nullptr) << a.r.text();
  EXPECT_EQ(rep->instruction, "s_load_dword s22, s[2:3], 0x4");
  // An invalidate between keeps it quiet.
  auto q = run("gfx900", fill + "s_atomic_add s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(0)\ns_dcache_inv\ns_waitcnt lgkmcnt(0)\n"
                                "s_load_dword s22, s[2:3], 0x4\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  // So does an atomic to another line, or a line never filled, or a store through the same cache.
  q = run("gfx900", fill + "s_atomic_add s21, s[2:3], 0x40\ns_waitcnt lgkmcnt(0)\ns_load_dword s22, s[2:3], 0x4\n"
                           "s_load_dword s23, s[2:3], 0x40\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  q = run("gfx900", fill + "s_store_dword s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(0)\ns_load_dword s22, s[2:3], 0x4\n");
  EXPECT_TRUE(q.r.reports.empty()) << q.r.text();
  // An invalidate that has not completed (no s_waitcnt after it) does not protect a load that may overtake it.
  a = run("gfx900", fill + "s_atomic_add s21, s[2:3], 0x4\ns_waitcnt lgkmcnt(0)\ns_dcache_inv\ns_nop 0\n"
                           "s_load_dword s22, s[2:3], 0x4\n");
  EXPECT_EQ(a.r.count(emu::CheckKind::StaleCache), 0u);  // in issue order the invalidate lands first
}

TEST(EmuChecks, StaleCacheAcrossWavesOfAWorkgroup) {
  // Wave 1 fills the line, wave 0 changes it with an atomic, both pass a barrier, wave 1 reads again.
  const std::string body =
      "s_cmp_eq_u32 s4, 0\n"
      "s_cbranch_scc1 writer\n"
      "s_load_dword s20, s[2:3], 0x0\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_barrier\n"
      "s_barrier\n"
      "s_load_dword s20, s[2:3], 0x0\n"
      "s_branch done\n"
      "writer:\n"
      "s_barrier\n"
      "s_atomic_add s21, s[2:3], 0x0\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_barrier\n"
      "done:\n";
  emu::LaunchConfig c = oneWave();
  c.workgroupSize = {128, 1, 1};
  c.setupWave = [](emu::WaveSetup& s) { (*s.sreg)[4] = s.waveInGroup; };
  auto a = run("gfx900", body, emu::CheckMode::Report, c);
  ASSERT_TRUE(a.r.ok()) << a.r.text();
  EXPECT_EQ(a.r.count(emu::CheckKind::StaleCache), 1u) << a.r.text();
  EXPECT_EQ(a.r.reports[0].wave, 1u);
}

// The decoder refuses misaligned SDATA/SBASE encodings, so the alignment check is shown on a decoded
// instruction whose register was changed afterwards (the check stays as a guard for any other way in).
TEST(EmuChecks, SmemAlignment) {
  auto t = target("gfx900");
  auto bytes = assembleBytes("s_load_dwordx2 s[20:21], s[2:3], 0x0\ns_buffer_load_dwordx4 s[20:23], s[8:11], 0x0\n"
                             "s_waitcnt lgkmcnt(0)\ns_endpgm\n", t);
  ASSERT_FALSE(bytes.empty());
  for (int variant = 0; variant < 3; ++variant) {
    emu::MachineState st;
    st.target = t;
    const uint64_t data = st.memory.allocate(256);
    st.codeAlloc = st.memory.allocate(bytes.size());
    emu::Program& program = st.code[st.codeAlloc] = emu::buildProgram(bytes, t, st.codeAlloc);
    if (variant == 1) program.scalar[program.insts[0].slot].dst = 21;    // two dwords into an odd SGPR
    if (variant == 2) program.scalar[program.insts[1].slot].sbase = 10;  // a buffer constant not at a multiple of 4
    emu::LaunchConfig c = oneWave({0, 0, uint32_t(data), uint32_t(data >> 32), 0, 0, 0, 0, uint32_t(data),
                                   uint32_t(data >> 32), 64, 0, uint32_t(data), uint32_t(data >> 32), 64, 0});
    emu::Launch launch(st, c);
    auto r = launch.run();
    ASSERT_TRUE(r.ok()) << r.text();
    EXPECT_EQ(r.count(emu::CheckKind::Alignment), variant == 0 ? 0u : 1u) << r.text();
  }
}

TEST(EmuChecks, ErrorModeStopsAtTheFirstReportAndOffIsSilent) {
  const std::string bad = "s_load_dword s20, s[2:3], 0x0\ns_add_u32 s21, s20, 1\ns_trap 1\n";
  auto e = run("gfx900", bad, emu::CheckMode::Error);
  ASSERT_FALSE(e.r.ok());
  EXPECT_EQ(e.r.fault.kind, emu::FaultKind::CheckFailed);
  EXPECT_EQ(e.r.fault.offset, 8u);
  EXPECT_NE(e.r.fault.message.find("pending-sgpr"), std::string::npos) << e.r.fault.message;
  auto off = run("gfx900", "s_load_dword s20, s[2:3], 0x0\ns_add_u32 s21, s20, 1\n", emu::CheckMode::Off);
  EXPECT_TRUE(off.r.ok());
  EXPECT_TRUE(off.r.reports.empty());
}

TEST(EmuChecks, ReportsAreCountedNotRepeated) {
  auto a = run("gfx900",
               "s_mov_b32 s5, 10\n"
               "loop:\n"
               "s_load_dword s20, s[2:3], 0x0\n"
               "s_add_u32 s21, s20, 1\n"
               "s_waitcnt lgkmcnt(0)\n"
               "s_sub_u32 s5, s5, 1\n"
               "s_cmp_lg_u32 s5, 0\n"
               "s_cbranch_scc1 loop\n");
  ASSERT_EQ(a.r.reports.size(), 1u) << a.r.text();
  EXPECT_EQ(a.r.reports[0].count, 10u);
  EXPECT_NE(a.r.text().find("(10 times)"), std::string::npos) << a.r.text();
}

TEST(EmuChecks, OptionParsing) {
  EXPECT_EQ(emu::parseCheckMode("error"), emu::CheckMode::Error);
  EXPECT_FALSE(emu::parseCheckMode("loud"));
  auto r = emu::parseReturnOrder("random:77");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->order, emu::ReturnOrder::Random);
  EXPECT_EQ(r->seed, 77u);
  EXPECT_FALSE(emu::parseReturnOrder("random:"));
  EXPECT_FALSE(emu::parseReturnOrder("sideways"));
  EXPECT_EQ(emu::parseReturnOrder("reverse")->order, emu::ReturnOrder::Reverse);
}

}  // namespace
}  // namespace gcnkit::test
