// Workgroups in parallel across host threads: the same launch with 1 and N threads gives the same memory,
// reports, fault, instruction count and fidelity list (byte for byte as text), global atomics add up under
// contention, a fault or the instruction limit stops every thread at the same point, and the stale scalar
// cache across workgroups is reported the same way whatever the thread count.
#include <initializer_list>
#include <string>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

// s[0:1] = out (64 dwords per workgroup), s[2:3] = counter, s4 = workgroup id x, s[18:19] = a read-only input.
// Every lane adds 1 to the counter `kAdds` times, stores its global id, and every workgroup reads s7 before
// its s_load arrived (one pending-sgpr report per workgroup).
const std::string kPrologue =
    "  s_load_dword s7, s[18:19], 0x0\n"
    "  s_add_u32 s8, s7, 1\n"  // pending-sgpr: no s_waitcnt before the read
    "  s_waitcnt lgkmcnt(0)\n"
    "  v_lshlrev_b32 v1, 2, v0\n"
    "  s_lshl_b32 s5, s4, 8\n"
    "  v_add_u32 v1, s5, v1\n"
    "  s_lshl_b32 s6, s4, 6\n"
    "  v_add_u32 v4, s6, v0\n"
    "  v_mov_b32 v3, 1\n"
    "  v_mov_b32 v2, 0\n";

const std::string kAtomicLoop =
    "  s_mov_b32 s9, 16\n"
    "atomics:\n"
    "  global_atomic_add v2, v3, s[2:3]\n"
    "  s_sub_u32 s9, s9, 1\n"
    "  s_cmp_lg_u32 s9, 0\n"
    "  s_cbranch_scc1 atomics\n";

const std::string kEpilogue =
    "  global_store_dword v1, v4, s[0:1]\n"
    "  s_waitcnt vmcnt(0)\n"
    "  s_endpgm\n";

struct Outcome {
  std::vector<uint32_t> out;
  uint32_t counter = 0;
  std::string text, fidelity;
  uint64_t instructions = 0;
  emu::LaunchResult r;
};

Outcome launch(const std::string& body, uint32_t groups, unsigned threads, uint64_t maxInstructions = 100'000'000,
           emu::CheckMode checks = emu::CheckMode::Report) {
  Outcome run;
  emu::EmulatorOptions o;
  o.maxInstructions = maxInstructions;
  o.checks = checks;
  auto m = machine("gfx900", "", o);
  if (!m || !load(*m, body)) return run;
  const uint64_t out = m->allocate(uint64_t(groups) * 256), counter = m->allocate(4), input = m->allocate(64);
  emu::LaunchConfig c;
  c.grid = {groups, 1, 1};
  c.workgroupSize = {64, 1, 1};
  c.sgprs.assign(20, 0);
  c.sgprs[0] = uint32_t(out), c.sgprs[1] = uint32_t(out >> 32);
  c.sgprs[2] = uint32_t(counter), c.sgprs[3] = uint32_t(counter >> 32);
  c.sgprs[18] = uint32_t(input), c.sgprs[19] = uint32_t(input >> 32);
  c.workgroupIdSgpr = {4, -1, -1};
  c.threads = threads;
  c.keepWaveState = true;
  run.r = m->launch(c);
  run.out = readAll(*m, out, size_t(groups) * 64);
  run.counter = readAll(*m, counter, 1)[0];
  run.text = run.r.text();
  auto line = [&run](std::initializer_list<uint64_t> values) {
    run.text += '\n';
    for (uint64_t v : values) run.text.append(std::to_string(v)).append(" ");
  };
  for (const emu::Report& rep : run.r.reports) line({rep.workgroup, rep.wave, rep.count});
  for (const emu::FidelityEntry& e : run.r.fidelity) run.fidelity.append(e.instruction).append(" ").append(std::to_string(e.executed)).append("\n");
  run.instructions = run.r.instructions;
  for (const emu::WaveState& w : run.r.waves) line({w.workgroupId[0], w.pc, w.instructions});
  return run;
}

void expectSame(const Outcome& a, const Outcome& b) {
  EXPECT_EQ(a.text, b.text);
  EXPECT_EQ(a.fidelity, b.fidelity);
  EXPECT_EQ(a.instructions, b.instructions);
  EXPECT_EQ(a.r.fault.kind, b.r.fault.kind);
  EXPECT_EQ(a.r.fault.message, b.r.fault.message);
  EXPECT_EQ(a.r.waves.size(), b.r.waves.size());
}

TEST(EmuParallel, AtomicsDataAndReportsAreTheSameOnEveryThreadCount) {
  const std::string body = kPrologue + kAtomicLoop + kEpilogue;
  const uint32_t groups = 96;
  Outcome one = launch(body, groups, 1);
  ASSERT_TRUE(one.r.ok()) << one.text;
  EXPECT_EQ(one.counter, groups * 64u * 16u);
  for (uint32_t i = 0; i < groups * 64; ++i) ASSERT_EQ(one.out[i], i);
  ASSERT_EQ(one.r.count(emu::CheckKind::PendingSgpr), 1u);
  EXPECT_EQ(one.r.reports[0].count, groups);  // merged: one report, every workgroup counted
  EXPECT_EQ(one.r.reports[0].workgroup, 0u);  // the first in workgroup order
  for (unsigned threads : {2u, 4u, 7u}) {
    SCOPED_TRACE(threads);
    Outcome n = launch(body, groups, threads);
    EXPECT_EQ(n.counter, one.counter);  // host atomics: no lost update under contention
    EXPECT_EQ(n.out, one.out);
    expectSame(one, n);
  }
}

TEST(EmuParallel, AFaultStopsTheLaunchAtTheSameWorkgroup) {
  // Workgroup 37 stores through a null pointer; the ones after it must leave no trace in the result.
  const std::string body = kPrologue +
                           "  s_cmp_eq_u32 s4, 37\n"
                           "  s_cbranch_scc0 fine\n"
                           "  s_mov_b64 s[10:11], 0\n"
                           "  global_store_dword v1, v4, s[10:11]\n"
                           "fine:\n" +
                           kEpilogue;
  const uint32_t groups = 80;
  Outcome one = launch(body, groups, 1);
  ASSERT_EQ(one.r.fault.kind, emu::FaultKind::MemoryViolation) << one.text;
  EXPECT_EQ(one.r.fault.workgroup, 37u);
  ASSERT_EQ(one.r.count(emu::CheckKind::PendingSgpr), 1u);
  EXPECT_EQ(one.r.reports[0].count, 38u);  // workgroups 0..37
  EXPECT_EQ(one.r.waves.size(), 38u);
  for (unsigned threads : {2u, 5u}) {
    SCOPED_TRACE(threads);
    Outcome n = launch(body, groups, threads);
    expectSame(one, n);
    for (uint32_t i = 0; i < 37 * 64; ++i) ASSERT_EQ(n.out[i], i);  // every workgroup before the fault finished
    EXPECT_EQ(n.out, one.out);  // and what those after it wrote is put back
  }
}

TEST(EmuParallel, CheckErrorModeFaultsAtTheSameReport) {
  const std::string body = kPrologue + kEpilogue;
  Outcome one = launch(body, 40, 1, 100'000'000, emu::CheckMode::Error);
  ASSERT_EQ(one.r.fault.kind, emu::FaultKind::CheckFailed);
  EXPECT_EQ(one.r.fault.workgroup, 0u);
  expectSame(one, launch(body, 40, 3, 100'000'000, emu::CheckMode::Error));
}

TEST(EmuParallel, TheInstructionLimitFaultsAtTheSameInstruction) {
  // Workgroup 5 never ends: the limit stops it where one thread would, after every earlier workgroup.
  const std::string hang = kPrologue +
                           "  s_cmp_eq_u32 s4, 5\n"
                           "  s_cbranch_scc0 fine\n"
                           "forever:\n"
                           "  s_add_u32 s12, s12, 1\n"
                           "  s_branch forever\n"
                           "fine:\n" +
                           kEpilogue;
  Outcome one = launch(hang, 40, 1, 5000);
  ASSERT_EQ(one.r.fault.kind, emu::FaultKind::InstructionLimit) << one.text;
  EXPECT_EQ(one.r.fault.workgroup, 5u);
  EXPECT_EQ(one.instructions, 5001u);
  for (unsigned threads : {2u, 4u}) {
    SCOPED_TRACE(threads);
    expectSame(one, launch(hang, 40, threads, 5000));
  }
  // Every workgroup the same length: the limit falls inside workgroup 10 of 16.
  const std::string uniform = kPrologue + kAtomicLoop + kEpilogue;
  Outcome u = launch(uniform, 16, 1);
  ASSERT_TRUE(u.r.ok());
  const uint64_t perGroup = u.instructions / 16;
  const uint64_t limit = perGroup * 10 + perGroup / 2;
  Outcome uOne = launch(uniform, 16, 1, limit);
  ASSERT_EQ(uOne.r.fault.kind, emu::FaultKind::InstructionLimit);
  EXPECT_EQ(uOne.r.fault.workgroup, 10u);
  for (unsigned threads : {2u, 3u}) {
    SCOPED_TRACE(threads);
    Outcome n = launch(uniform, 16, threads, limit);
    expectSame(uOne, n);
    // Memory is the one thread's: later work-groups may have started, what they wrote is put back.
    EXPECT_EQ(n.out, uOne.out);
    EXPECT_EQ(n.counter, uOne.counter);
  }
}

TEST(EmuParallel, StaleScalarCacheAcrossWorkgroupsIsReportedTheSameWay) {
  // Every workgroup loads a dword that workgroup 1 stores with a vector store: concurrently running workgroups
  // may see it in their scalar cache from before that store.
  const std::string body = kPrologue +
                           "  s_load_dword s13, s[0:1], 0x100\n"
                           "  s_waitcnt lgkmcnt(0)\n" +
                           kEpilogue;
  Outcome one = launch(body, 12, 1);
  ASSERT_TRUE(one.r.ok()) << one.text;
  ASSERT_EQ(one.r.count(emu::CheckKind::StaleCache), 1u) << one.text;
  const emu::Report* stale = nullptr;
  for (const emu::Report& r : one.r.reports)
    if (r.kind == emu::CheckKind::StaleCache) stale = &r;
  ASSERT_NE(stale, nullptr);
  EXPECT_EQ(stale->workgroup, 0u);
  EXPECT_EQ(stale->count, 11u);  // every workgroup but 1 itself
  EXPECT_NE(stale->message.find("written by workgroup 1"), std::string::npos) << stale->message;
  EXPECT_NE(stale->instruction.find("s_load_dword s13"), std::string::npos);
  expectSame(one, launch(body, 12, 4));
  bool named = false;  // --fidelity names the model on the SMEM load rows
  for (const emu::FidelityEntry& e : one.r.fidelity)
    if (e.instruction == "s_load_dword") named = e.how.find("across workgroups is a model") != std::string::npos;
  EXPECT_TRUE(named) << one.fidelity;
  // Loading only what the workgroup itself writes is not a cross-workgroup hazard.
  const std::string own = kPrologue +
                          "  s_add_u32 s14, s0, s5\n"
                          "  s_addc_u32 s15, s1, 0\n"
                          "  s_load_dword s13, s[14:15], 0x0\n"
                          "  s_waitcnt lgkmcnt(0)\n" +
                          kEpilogue;
  Outcome mine = launch(own, 12, 2);
  ASSERT_TRUE(mine.r.ok()) << mine.text;
  EXPECT_EQ(mine.r.count(emu::CheckKind::StaleCache), 0u) << mine.text;
}

TEST(EmuParallel, MemtimeCountsTheWorkgroupsOwnInstructions) {
  // s_memtime is deterministic per workgroup whatever runs beside it.
  const std::string body = kPrologue +
                           "  s_memtime s[16:17]\n"
                           "  s_waitcnt lgkmcnt(0)\n"
                           "  v_mov_b32 v4, s16\n" +
                           kEpilogue;
  Outcome one = launch(body, 8, 1), two = launch(body, 8, 2);
  EXPECT_EQ(one.out, two.out);
  EXPECT_EQ(one.out[0], one.out[7 * 64]);  // the same count in the first and the last workgroup
}

}  // namespace
}  // namespace gcnkit::test
