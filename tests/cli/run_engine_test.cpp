// `gcnkit run --engine interp|compiled|auto`: standard output, standard error, exit status and the written buffer are
// byte for byte the same whichever engine runs a loop of vector and scalar arithmetic (inline in the compiled
// engine), a conversion it calls the interpreter for, and a store; also when the instruction limit stops the run
// inside a compiled region, and with a missing wait the checks report.
#include "cli_support.h"

namespace gcnkit::test {
namespace {

std::string kernel(bool missingWait) {
  return std::string(
             ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
             "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
             "  s_load_dword s6, s[0:1], 0x8\n") +
         (missingWait ? "" : "  s_waitcnt lgkmcnt(0)\n") +
         "  v_lshlrev_b32 v1, 2, v0\n"
         "  v_mov_b32 v2, s6\n"
         "  s_mov_b32 s7, 0\n"
         "loop:\n"
         "  v_add_u32 v2, v2, v0\n"
         "  v_mul_lo_u32 v3, v2, 3\n"
         "  v_xor_b32 v2, v3, v2\n"
         "  v_cvt_f32_u32 v4, v2\n"
         "  v_mul_f32 v4, 0.5, v4\n"
         "  v_add_co_u32 v5, vcc, v2, v3\n"
         "  v_addc_co_u32 v6, vcc, 0, v4, vcc\n"
         "  s_add_u32 s7, s7, 1\n"
         "  s_cmp_lt_u32 s7, 20\n"
         "  s_cbranch_scc1 loop\n"
         "  v_cvt_u32_f32 v4, v4\n"
         "  v_add_u32 v2, v2, v4\n"
         "  v_add_u32 v2, v2, v6\n"
         "  s_waitcnt lgkmcnt(0)\n"
         "  global_store_dword v1, v2, s[4:5]\n"
         "  s_endpgm\n"
         ".rodata\n.p2align 6\n"
         ".amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_system_sgpr_workgroup_id_x 1\n"
         "  .amdhsa_next_free_vgpr 7\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
}

void expectSameOnEveryEngine(const std::string& obj, const std::string& extra, int status) {
  const std::string out = tempFile("out.bin", "");
  const std::string common = "run " + obj + " --kernel k --grid 64 --block 64 --arg buf:256 --arg u32:7 --threads 1 "
                             "--fidelity --out 0=" + out + " " + extra;
  CliRun interp = gcnkit(common + " --engine interp");
  EXPECT_EQ(interp.status, status) << interp.err;
  const std::string bytes = slurp(out);
  for (const char* engine : {"compiled", "auto"}) {
    SCOPED_TRACE(engine);
    CliRun r = gcnkit(common + " --engine " + engine);
    EXPECT_EQ(r.status, interp.status);
    EXPECT_EQ(r.out, interp.out);
    EXPECT_EQ(r.err, interp.err);
    EXPECT_EQ(slurp(out), bytes);
  }
}

TEST(CliRunEngine, EveryEngineGivesTheSameRun) {
  const std::string ok = tempFile("ok.o", ""), late = tempFile("late.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + ok, kernel(false)).status, 0);
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + late, kernel(true)).status, 0);
  expectSameOnEveryEngine(ok, "", 0);
  expectSameOnEveryEngine(ok, "--max-instructions 150", 1);  // stops inside the loop
  expectSameOnEveryEngine(late, "", 0);                       // the pending-sgpr report
  CliRun late1 = gcnkit("run " + late + " --kernel k --grid 64 --block 64 --arg buf:256 --arg u32:7 --engine compiled");
  EXPECT_NE(late1.err.find("pending-sgpr"), std::string::npos) << late1.err;
  CliRun bad = gcnkit("run " + ok + " --kernel k --engine jit");
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("--engine"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace gcnkit::test
