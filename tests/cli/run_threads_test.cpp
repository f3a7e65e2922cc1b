// `gcnkit run --threads N`: standard output, standard error, exit status and the written buffers are byte for
// byte those of --threads 1, for a run with reports, a fault, and the instruction limit; the summary line only
// adds that the work-groups (which share the atomic counter) ran one at a time.
#include <regex>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

// Standard error without the summary's note on how the work-groups were scheduled.
std::string unscheduled(const std::string& err) {
  return std::regex_replace(err, std::regex(R"( \(work-groups ran one at a time, in order: [^\n]*\))"), "");
}

// out[wg] = value + wg through a scalar store, and an atomic add of 1 to out[64] per work-group whose old value
// returns (so the work-groups share memory and run one at a time when threads are asked for); the first
// s_waitcnt is missing (a pending-sgpr report in every work-group); work-group `bad` stores out of bounds.
std::string kernel(int bad) {
  return std::string(
             ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
             "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
             "  s_load_dword s6, s[0:1], 0x8\n"
             "  s_lshl_b32 s7, s2, 2\n"
             "  s_add_u32 s6, s6, s2\n"  // reads s6 before its load is waited for
             "  s_waitcnt lgkmcnt(0)\n"
             "  s_store_dword s6, s[4:5], s7\n"
             "  v_mov_b32 v1, 1\n"
             "  v_mov_b32 v2, 0x100\n"
             "  global_atomic_add v2, v2, v1, s[4:5] glc\n") +
         "  s_cmp_eq_u32 s2, " + std::to_string(bad) +
         "\n"
         "  s_cbranch_scc0 done\n"
         "  s_store_dword s6, s[4:5], 0x1000\n"
         "done:\n"
         "  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
         "  s_endpgm\n"
         ".rodata\n.p2align 6\n"
         ".amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_system_sgpr_workgroup_id_x 1\n"
         "  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
}

void expectSameRuns(const std::string& obj, const std::string& extra) {
  const std::string out = tempFile("out.bin", "");  // one path: the fault's note names it
  const std::string common = "run " + obj + " --kernel k --grid 4096 --block 64 --arg buf:1028 --arg u32:7 " + extra;
  CliRun one = gcnkit(common + " --threads 1 --fidelity --out 0=" + out);
  const std::string bytes = slurp(out);
  std::string note;  // the same conflict is named every time (found in work-group order)
  for (const char* threads : {"2", "5", "2"}) {
    SCOPED_TRACE(threads);
    CliRun n = gcnkit(common + " --threads " + threads + " --fidelity --out 0=" + out);
    EXPECT_EQ(n.status, one.status);
    EXPECT_EQ(n.out, one.out);
    EXPECT_EQ(unscheduled(n.err), one.err);
    const size_t at = n.err.find(" (work-groups ran one at a time, in order: workgroup ");
    EXPECT_NE(at, std::string::npos) << n.err;
    if (note.empty()) note = n.err.substr(at);
    EXPECT_EQ(n.err.substr(at), note);
    EXPECT_EQ(slurp(out), bytes);  // after a fault too: as the fault left it, the one thread's bytes
  }
}

TEST(CliRunThreads, ReportsFaultsAndTheLimitAreTheSameOnEveryThreadCount) {
  std::string ok = tempFile("ok.o", ""), bad = tempFile("bad.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + ok, kernel(-1)).status, 0);
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + bad, kernel(41)).status, 0);
  CliRun r = gcnkit("run " + ok + " --kernel k --grid 4096 --block 64 --arg buf:1028 --arg u32:7 --threads 3");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("pending-sgpr"), std::string::npos) << r.err;
  expectSameRuns(ok, "");
  CliRun fault = gcnkit("run " + bad + " --kernel k --grid 4096 --block 64 --arg buf:1028 --arg u32:7 --threads 3");
  EXPECT_EQ(fault.status, 1);
  EXPECT_NE(fault.err.find("workgroup 41"), std::string::npos) << fault.err;
  expectSameRuns(bad, "");
  CliRun limit = gcnkit("run " + ok + " --kernel k --grid 4096 --block 64 --arg buf:1028 --arg u32:7 --threads 2 "
                                      "--max-instructions 500");
  EXPECT_EQ(limit.status, 1);
  EXPECT_NE(limit.err.find("instruction limit"), std::string::npos) << limit.err;
  expectSameRuns(ok, "--max-instructions 500");
  EXPECT_EQ(gcnkit("run " + ok + " --kernel k --threads many").status, 1);
}

}  // namespace
}  // namespace gcnkit::test
