// `gcnkit run --trace / --trace-file / --dump-registers / --stats` on a code object.
#include <gtest/gtest.h>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

// out[lane] = lane * 4 (one VGPR store per lane), from the kernarg pointer.
const char* kLanes =
    ".text\n.globl lanes\n.p2align 8\n.type lanes,@function\nlanes:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  v_lshlrev_b32 v1, 2, v0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  global_store_dword v1, v1, s[4:5]\n"
    "  s_endpgm\n"
    ".rodata\n.p2align 6\n"
    ".amdhsa_kernel lanes\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 6\n.end_amdhsa_kernel\n";

std::string assembled() {
  const std::string obj = tempFile("lanes.o", "");
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, kLanes).status, 0);
  return obj;
}

TEST(CliInspect, TraceToStandardOutputAndToAFile) {
  const std::string obj = assembled();
  CliRun r = gcnkit("run " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:32 --trace");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("wg 0 wave 0 #1 0x000008: v_lshlrev_b32_e32 v1, 2, v0 | v1{0-7=0x0+4n}\n"), std::string::npos)
      << r.out;
  // s[4:5]: the buffer's address, after the linked image in guest memory
  EXPECT_NE(r.out.find("wg 0 wave 0 #2 0x00000c: s_waitcnt lgkmcnt(0) | s4=0x"), std::string::npos) << r.out;
  const std::string file = perTestPath("trace.txt");
  CliRun f = gcnkit("run " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:32 --trace=pc:0x8 --trace-file " + file);
  ASSERT_EQ(f.status, 0) << f.err;
  EXPECT_EQ(f.out, "");
  EXPECT_EQ(slurp(file), "wg 0 wave 0 #1 0x000008: v_lshlrev_b32_e32 v1, 2, v0 | v1{0-7=0x0+4n}\n");
  // The next word after a bare --trace is not its value.
  CliRun bare = gcnkit("run --trace " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:32");
  EXPECT_EQ(bare.status, 0) << bare.err;
}

TEST(CliInspect, BadTraceSpecsAndFilesAreErrors) {
  const std::string obj = assembled();
  CliRun r = gcnkit("run " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:32 --trace=wg:x");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit run: error: --trace=wg:x: 'wg:x': bad value for wg"), std::string::npos) << r.err;
  CliRun f = gcnkit("run " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:32 --trace-file /nonexistent/t.txt");
  EXPECT_EQ(f.status, 1);
  EXPECT_NE(f.err.find("gcnkit run: error:"), std::string::npos) << f.err;
}

TEST(CliInspect, DumpAtAFaultNamesLaneAndArgument) {
  const std::string obj = assembled();
  // 16 bytes for 8 lanes: lane 4 is the first out of range.
  CliRun r = gcnkit("run " + obj + " --kernel lanes --grid 8 --block 8 --arg buf:16 --dump-registers");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("lane 4) is outside every allocation; nearest: buffer argument 0"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("registers at the fault (workgroup 0 wave 0, lane 4):\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("VGPRs of faulting lane 4:\n  lane            4\n  v0       00000004\n  v1       00000010\n"),
            std::string::npos)
      << r.out;
  CliRun ok = gcnkit("run " + obj + " --kernel lanes --grid 128 --block 64 --arg buf:512 --dump-registers");
  ASSERT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(ok.out.find("wave 0 of workgroup (0,0,0)"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("wave 0 of workgroup (1,0,0)"), std::string::npos) << ok.out;
}

TEST(CliInspect, Stats) {
  const std::string obj = assembled();
  CliRun r = gcnkit("run " + obj + " --kernel lanes --grid 128 --block 64 --arg buf:512 --stats");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("statistics:\ninstructions                           10\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  global                                0            512\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  scalar                               16              0\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  GLOBAL                                2\n"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace gcnkit::test
