// Program flow and wave-level behaviour: branches, calls, PC arithmetic, barriers across the waves of a
// workgroup, faults (trap, instruction limit, invalid bytes, bad jumps), messages and instruction limits.
#include "emu_support.h"

namespace gcnkit::test {
namespace {

emu::LaunchResult runOn(emu::Machine& m, const std::string& src, std::vector<uint32_t> sgprs = {}) {
  if (!load(m, src)) return {};
  return m.launch(oneWave(std::move(sgprs)));
}

TEST(EmuControl, LoopOnEveryGeneration) {
  const char* src =
      "  s_mov_b32 s2, 0\n"
      "  s_mov_b32 s3, 10\n"
      "loop:\n"
      "  s_add_u32 s2, s2, s3\n"
      "  s_sub_u32 s3, s3, 1\n"
      "  s_cmp_lg_u32 s3, 0\n"
      "  s_cbranch_scc1 loop\n"
      "  s_endpgm\n";
  for (const char* cpu : kGenCpus) {
    SCOPED_TRACE(cpu);
    auto m = machine(cpu);
    auto r = runOn(*m, src);
    ASSERT_TRUE(r.ok()) << r.text();
    ASSERT_EQ(r.waves.size(), 1u);
    EXPECT_EQ(r.waves[0].sgpr(2), 55u);
    EXPECT_EQ(r.waves[0].sgpr(3), 0u);
    EXPECT_EQ(r.instructions, 2u + 10 * 4 + 1);
    EXPECT_EQ(r.waves[0].pc, m->codeAddress() + 2 * 4 + 4 * 4);  // stopped at s_endpgm
  }
}

TEST(EmuControl, GetpcSwappcSetpc) {
  const char* src =
      "  s_getpc_b64 s[2:3]\n"
      "after:\n"
      "  s_mov_b64 s[8:9], s[2:3]\n"
      "  s_add_u32 s2, s2, func-after\n"
      "  s_addc_u32 s3, s3, 0\n"
      "  s_swappc_b64 s[30:31], s[2:3]\n"
      "back:\n"
      "  s_mov_b32 s5, 7\n"
      "  s_endpgm\n"
      "func:\n"
      "  s_mov_b32 s6, 9\n"
      "  s_setpc_b64 s[30:31]\n";
  for (const char* cpu : {"gfx700", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    auto m = machine(cpu);
    auto r = runOn(*m, src);
    ASSERT_TRUE(r.ok()) << r.text();
    const auto& w = r.waves[0];
    EXPECT_EQ(w.sgpr64(8), m->codeAddress() + 4);        // s_getpc: address of the next instruction
    EXPECT_EQ(w.sgpr64(30), m->codeAddress() + 24);  // return address: "back" (s_add_u32 with a literal is 8 bytes)
    EXPECT_EQ(w.sgpr(5), 7u);
    EXPECT_EQ(w.sgpr(6), 9u);
  }
}

TEST(EmuControl, CallReturns) {
  const char* src =
      "  s_call_b64 s[30:31], func\n"
      "  s_mov_b32 s5, 7\n"
      "  s_endpgm\n"
      "func:\n"
      "  s_mov_b32 s6, 9\n"
      "  s_setpc_b64 s[30:31]\n";
  for (const char* cpu : {"gfx900", "gfx1010"}) {
    auto m = machine(cpu);
    auto r = runOn(*m, src);
    ASSERT_TRUE(r.ok()) << r.text();
    EXPECT_EQ(r.waves[0].sgpr64(30), m->codeAddress() + 4);
    EXPECT_EQ(r.waves[0].sgpr(5), 7u);
    EXPECT_EQ(r.waves[0].sgpr(6), 9u);
  }
}

TEST(EmuControl, ConditionalBranchesOnVccAndExec) {
  const char* src =
      "  s_mov_b64 vcc, 0\n"
      "  s_cbranch_vccz l1\n"
      "  s_mov_b32 s2, 1\n"
      "l1:\n"
      "  s_mov_b64 exec, 0\n"
      "  s_cbranch_execnz l2\n"
      "  s_mov_b32 s3, 2\n"
      "l2:\n"
      "  s_cbranch_execz l3\n"
      "  s_mov_b32 s4, 3\n"
      "l3:\n"
      "  s_mov_b32 vcc_lo, 1\n"
      "  s_cbranch_vccnz l4\n"
      "  s_mov_b32 s5, 4\n"
      "l4:\n"
      "  s_mov_b32 vcc_lo, 0\n"
      "  s_mov_b32 vcc_hi, 1\n"      // wave64: VCC != 0; wave32: only VCC_LO counts
      "  s_cbranch_vccz l5\n"
      "  s_mov_b32 s6, 5\n"
      "l5:\n"
      "  s_endpgm\n";
  for (const char* cpu : kGenCpus) {
    SCOPED_TRACE(cpu);
    auto m = machine(cpu);
    auto r = runOn(*m, src);
    ASSERT_TRUE(r.ok()) << r.text();
    const auto& w = r.waves[0];
    EXPECT_EQ(w.sgpr(2), 0u);
    EXPECT_EQ(w.sgpr(3), 2u);
    EXPECT_EQ(w.sgpr(4), 0u);
    EXPECT_EQ(w.sgpr(5), 0u);
    EXPECT_EQ(w.sgpr(6), m->waveSize() == 64 ? 5u : 0u);
  }
}

TEST(EmuControl, WaveSizeAndInitialExec) {
  auto m32 = machine("gfx1030");
  auto m64 = machine("gfx1030", "+wavefrontsize64");
  ASSERT_TRUE(m32 && m64);
  EXPECT_EQ(m32->waveSize(), 32u);
  EXPECT_EQ(m64->waveSize(), 64u);
  for (auto* m : {m32.get(), m64.get()}) {
    ASSERT_TRUE(load(*m, "s_endpgm\n"));
    emu::LaunchConfig c = oneWave();
    c.workgroupSize = {40, 1, 1};  // 40 work-items: a partial last wave
    auto r = m->launch(c);
    ASSERT_TRUE(r.ok());
    if (m->waveSize() == 32) {
      ASSERT_EQ(r.waves.size(), 2u);
      EXPECT_EQ(r.waves[0].exec(), 0xffffffffull);
      EXPECT_EQ(r.waves[1].exec(), 0xffull);
      EXPECT_EQ(r.waves[1].vgpr(0, 3), 35u);  // v0 = work-item id x
    } else {
      ASSERT_EQ(r.waves.size(), 1u);
      EXPECT_EQ(r.waves[0].exec(), (1ull << 40) - 1);
      EXPECT_EQ(r.waves[0].vgpr(0, 39), 39u);
    }
  }
}

TEST(EmuControl, BarrierSynchronisesTheWavesOfAWorkgroup) {
  // Every wave adds 1 to a counter, waits at the barrier, then reads the counter back: all must see 4.
  // Without the barrier the first wave would run to its end before the others start.
  auto src = [](bool barrier) {
    return std::string(
               "  s_atomic_add s11, s[0:1], 0x0\n"
               "  s_waitcnt lgkmcnt(0)\n") +
           (barrier ? "  s_barrier\n" : "") +
           "  s_dcache_inv\n"
           "  s_waitcnt lgkmcnt(0)\n"
           "  s_load_dword s12, s[0:1], 0x0 glc\n"
           "  s_waitcnt lgkmcnt(0)\n"
           "  s_lshl_b32 s13, s10, 2\n"
           "  s_add_u32 s13, s13, 16\n"
           "  s_store_dword s12, s[0:1], s13\n"
           "  s_waitcnt lgkmcnt(0)\n"
           "  s_endpgm\n";
  };
  for (bool barrier : {true, false}) {
    SCOPED_TRACE(barrier ? "with barrier" : "without barrier");
    auto m = machine("gfx900");
    ASSERT_TRUE(load(*m, src(barrier)));
    const uint64_t out = m->allocate(64);
    emu::LaunchConfig c = oneWave(addr(out));
    c.workgroupSize = {256, 1, 1};
    c.setupWave = [](emu::WaveSetup& s) {
      (*s.sreg)[10] = s.waveInGroup;
      (*s.sreg)[11] = 1;
    };
    auto r = m->launch(c);
    ASSERT_TRUE(r.ok()) << r.text();
    EXPECT_TRUE(r.reports.empty()) << r.text();
    auto v = readAll(*m, out, 8);
    EXPECT_EQ(v[0], 4u);
    if (barrier) {
      EXPECT_EQ(v[4], 4u); EXPECT_EQ(v[5], 4u); EXPECT_EQ(v[6], 4u); EXPECT_EQ(v[7], 4u);
    } else {
      EXPECT_EQ(v[4], 1u); EXPECT_EQ(v[7], 4u);
    }
  }
}

TEST(EmuControl, GridOfWorkgroupsGetsIds) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m,
                   "  s_mul_i32 s5, s3, 3\n"          // linear = y * 3 + x
                   "  s_add_u32 s5, s5, s2\n"
                   "  s_lshl_b32 s5, s5, 2\n"
                   "  s_lshl_b32 s6, s3, 8\n"
                   "  s_or_b32 s6, s6, s2\n"
                   "  s_store_dword s6, s[0:1], s5\n"
                   "  s_endpgm\n"));
  const uint64_t out = m->allocate(64);
  emu::LaunchConfig c = oneWave(addr(out));
  c.grid = {3, 2, 1};
  c.workgroupIdSgpr = {2, 3, -1};
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves.size(), 6u);
  auto v = readAll(*m, out, 6);
  EXPECT_EQ(v, (std::vector<uint32_t>{0x000, 0x001, 0x002, 0x100, 0x101, 0x102}));
}

TEST(EmuControl, TrapFaultsWithPlaceAndText) {
  auto m = machine("gfx900");
  auto r = runOn(*m, "s_nop 0\ns_trap 2\ns_endpgm\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::Trap);
  EXPECT_EQ(r.fault.offset, 4u);
  EXPECT_EQ(r.fault.instruction, "s_trap 2");
  EXPECT_NE(r.fault.message.find("s_trap 2"), std::string::npos) << r.fault.message;
}

TEST(EmuControl, InstructionLimitIsAClearFault) {
  emu::EmulatorOptions o;
  o.maxInstructions = 1000;
  auto m = machine("gfx1010", "", o);
  auto r = runOn(*m, "spin:\ns_branch spin\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InstructionLimit);
  EXPECT_NE(r.fault.message.find("--max-instructions"), std::string::npos) << r.fault.message;
  EXPECT_EQ(r.instructions, 1001u);
}

TEST(EmuControl, UndecodableBytesFaultOnlyWhenExecuted) {
  auto m = machine("gfx900");
  // A word with prefix 0x3f is no instruction on GFX9: fine after s_endpgm, a fault when reached.
  auto r = runOn(*m, "s_branch skip\n.long 0xfc000000\nskip:\ns_endpgm\n");
  EXPECT_TRUE(r.ok()) << r.text();
  r = runOn(*m, "s_nop 0\n.long 0xfc000000\ns_endpgm\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidInstruction);
  EXPECT_EQ(r.fault.offset, 4u);
  // An instruction the emulator does not implement (image sampling) faults as unsupported when reached.
  r = runOn(*m, "s_nop 0\nimage_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf\ns_endpgm\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::Unsupported);
  EXPECT_EQ(r.fault.offset, 4u);
  r = runOn(*m, "s_nop 0\n");
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidInstruction);  // ran off the end
  auto m10 = machine("gfx1010");
  r = runOn(*m10, "s_code_end\n");
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidInstruction);
}

TEST(EmuControl, JumpOutsideTheCodeIsABadBranch) {
  auto m = machine("gfx900");
  auto r = runOn(*m, "s_mov_b64 s[2:3], 0x1000\ns_setpc_b64 s[2:3]\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.fault.kind, emu::FaultKind::BadBranch);
  EXPECT_EQ(r.fault.address, 0x1000u);
  EXPECT_NE(r.fault.message.find("0x1000"), std::string::npos);
}

TEST(EmuControl, MessagesAreRecorded) {
  auto m = machine("gfx900");
  auto r = runOn(*m, "s_mov_b32 m0, 0\ns_sendmsg sendmsg(MSG_INTERRUPT)\ns_sendmsghalt sendmsg(MSG_INTERRUPT)\ns_trap 1\n");
  ASSERT_TRUE(r.ok()) << r.text();  // s_sendmsghalt halts the wave before the trap
  EXPECT_EQ(r.waves[0].messages, (std::vector<uint32_t>{1, 1}));
}

TEST(EmuControl, ForkAndJoinFollowTheControlStack) {
  const char* src =
      "  s_mov_b64 exec, 0xff\n"
      "  s_mov_b64 s[10:11], 0x0f\n"
      "  s_mov_b32 s14, 0\n"
      "  s_getpc_b64 s[12:13]\n"
      "g:\n"
      "  s_add_u32 s12, s12, pass-g\n"
      "  s_addc_u32 s13, s13, 0\n"
      "  s_cbranch_g_fork s[10:11], s[12:13]\n"
      "  s_mov_b32 s21, exec_lo\n"
      "  s_branch join\n"
      "pass:\n"
      "  s_mov_b32 s20, exec_lo\n"
      "join:\n"
      "  s_cbranch_join s14\n"
      "  s_endpgm\n";
  for (const char* cpu : {"gfx601", "gfx900"}) {
    auto m = machine(cpu);
    auto r = runOn(*m, src);
    ASSERT_TRUE(r.ok()) << r.text();
    EXPECT_EQ(r.waves[0].sgpr(20), 0x0fu);  // equal halves: the passing lanes run first
    EXPECT_EQ(r.waves[0].sgpr(21), 0xf0u);  // then the join resumes the failing lanes
  }
}

TEST(EmuControl, ImmediateForkJoin) {
  const char* src =
      "  s_mov_b64 exec, 0xff\n"
      "  s_mov_b64 s[10:11], 0x01\n"    // one lane passes: the passing lanes are fewer, the failing lanes run first
      "  s_mov_b32 s14, 0\n"
      "  s_cbranch_i_fork s[10:11], pass\n"
      "  s_mov_b32 s21, exec_lo\n"
      "  s_branch join\n"
      "pass:\n"
      "  s_mov_b32 s20, exec_lo\n"
      "join:\n"
      "  s_cbranch_join s14\n"
      "  s_endpgm\n";
  auto m = machine("gfx803");
  auto r = runOn(*m, src);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves[0].sgpr(21), 0xfeu);
  EXPECT_EQ(r.waves[0].sgpr(20), 0x01u);
}

TEST(EmuControl, HintsAndNoOpsRunAndHaltEnds) {
  const char* src =
      "  s_nop 3\n  s_sleep 2\n  s_setkill 0\n  s_icache_inv\n  s_incperflevel 1\n  s_decperflevel 1\n"
      "  s_ttracedata\n  s_setprio 3\n  s_wakeup\n  s_setvskip 0, 0\n  s_cbranch_cdbgsys bad\n  s_cbranch_cdbguser bad\n"
      "  s_cbranch_cdbgsys_or_user bad\n  s_cbranch_cdbgsys_and_user bad\n  s_mov_b32 s2, 1\n  s_sethalt 1\n"
      "bad:\n  s_trap 3\n";
  auto m = machine("gfx900");
  auto r = runOn(*m, src);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves[0].sgpr(2), 1u);
  auto m10 = machine("gfx1030");
  r = runOn(*m10, "s_inst_prefetch 0x1\ns_waitcnt_depctr 0xffe3\ns_wait_idle\ns_version 0x0\ns_ttracedata_imm 0x1\n"
                  "s_waitcnt_vscnt null, 0x0\ns_waitcnt_vmcnt null, 0x0\ns_waitcnt_expcnt null, 0x0\ns_endpgm\n");
  EXPECT_TRUE(r.ok()) << r.text();
}

TEST(EmuControl, ReturnFromExceptionJumps) {
  auto m = machine("gfx803");
  auto r = runOn(*m,
                 "  s_getpc_b64 s[2:3]\n"
                 "here:\n"
                 "  s_add_u32 s2, s2, there-here\n"
                 "  s_addc_u32 s3, s3, 0\n"
                 "  s_rfe_b64 s[2:3]\n"
                 "  s_trap 1\n"
                 "there:\n"
                 "  s_mov_b32 s5, 5\n"
                 "  s_endpgm\n");
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves[0].sgpr(5), 5u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(EmuControl, SccBranchesAndTheOtherWaysToEnd) {
  // s_cbranch_scc0 taken and not taken; the end-of-program variants end the wave like s_endpgm.
  for (const char* end : {"s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done"}) {
    auto m = machine("gfx900");
    ASSERT_TRUE(load(*m, std::string("s_mov_b32 s2, 0\n"
                                     "s_cmp_eq_u32 s0, 1\n"
                                     "s_cbranch_scc0 skip\n"
                                     "s_mov_b32 s2, 7\n"
                                     "skip:\n"
                                     "s_set_gpr_idx_off\n") +
                                 end + "\ns_mov_b32 s2, 99\n"));
    auto taken = m->launch(oneWave({0}));
    ASSERT_TRUE(taken.ok()) << taken.text();
    EXPECT_EQ(taken.waves.at(0).sgpr(2), 0u) << end;
    auto fallThrough = m->launch(oneWave({1}));
    ASSERT_TRUE(fallThrough.ok()) << fallThrough.text();
    EXPECT_EQ(fallThrough.waves.at(0).sgpr(2), 7u) << end;
  }
}

TEST(EmuControl, RfeRestoreJumpsAndSubvectorLoopsAreNamedUnsupported) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m, "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 16\ns_rfe_restore_b64 s[4:5], s0\n"
                       "s_mov_b32 s2, 1\ns_endpgm\ns_mov_b32 s2, 2\ns_endpgm\n"));
  auto r = m->launch(oneWave({0}));
  ASSERT_TRUE(r.ok()) << r.text();
  // s_getpc gives the address of the next instruction (offset 4); +16 lands on the second s_mov_b32.
  EXPECT_EQ(r.waves.at(0).sgpr(2), 2u);
  auto g10 = machine("gfx1010");
  ASSERT_TRUE(load(*g10, "s_subvector_loop_begin s0, 4\ns_endpgm\n"));
  auto u = g10->launch(oneWave());
  EXPECT_EQ(u.fault.kind, emu::FaultKind::Unsupported) << u.text();
  EXPECT_NE(u.fault.message.find("s_subvector_loop_begin"), std::string::npos) << u.fault.message;
}

}  // namespace
}  // namespace gcnkit::test
