// Regression tests for what a new user trips over: checks on by default, the
// checks users need, --help and --version everywhere, LLVM's spellings, exit statuses, byte lists as
// llvm-mc reads them, validated flags, .amdhsa_kernel diagnostics, llvm-mc's messages, kernel names and
// fault places, `info` and `dis` conveniences.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli_support.h"

namespace gcnkit::test {
namespace {


// The example kernel with one line replaced.
std::string exampleWith(const std::string& from, const std::string& to) {
  std::string src = slurp(kExample);
  const size_t at = src.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) src.replace(at, from.size(), to);
  const std::string obj = tempFile("variant.o", "");
  CliRun as = gcnkit("as --mcpu=gfx900 - -o " + obj, src);
  EXPECT_EQ(as.status, 0) << as.err;
  return obj;
}

const std::string kRunArgs = " --kernel store --grid 4 --arg buf:16 --arg u32:1";

TEST(NewUser, ChecksReportByDefaultWithASummary) {
  // A missing s_waitcnt: reported with no --check at all, with --check alone, and --check before the file.
  const std::string obj = exampleWith("  s_waitcnt lgkmcnt(0)\n  s_lshl_b32", "  s_lshl_b32");
  for (const std::string& cmd : {"run " + obj + kRunArgs, "run " + obj + kRunArgs + " --check",
                                 "run --check " + obj + kRunArgs, "run --check report " + obj + kRunArgs}) {
    SCOPED_TRACE(cmd);
    CliRun r = gcnkit(cmd);
    EXPECT_EQ(r.status, 1) << r.err;  // the store through the address that has not arrived faults, after the reports
    EXPECT_NE(r.err.find("gcnkit run: check: pc"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("gcnkit run: checks: 2 reports: pending-sgpr (2 times at 2 instructions)"), std::string::npos)
        << r.err;
  }
  CliRun off = gcnkit("run " + obj + kRunArgs + " --check=off");
  EXPECT_EQ(off.err.find("check"), std::string::npos) << off.err;
  CliRun error = gcnkit("run " + obj + kRunArgs + " --check=error");
  EXPECT_EQ(error.status, 1);
  EXPECT_EQ(error.err.find("gcnkit run: check: "), std::string::npos) << error.err;  // printed once, as the fault
  EXPECT_NE(error.err.find("gcnkit run: fault: check failed"), std::string::npos) << error.err;
  EXPECT_NE(gcnkit("run " + exampleObject() + kRunArgs).err.find("checks: no reports"), std::string::npos);
}

TEST(NewUser, RegistersBeyondTheAllocationAreReported) {
  const std::string obj = exampleWith("  s_add_u32 s6, s6, s2\n", "  s_add_u32 s6, s6, s2\n  s_mov_b32 s30, 0\n");
  CliRun r = gcnkit("run " + obj + kRunArgs);
  EXPECT_NE(r.err.find("register-bounds: names s30, but the descriptor allocates 16 SGPRs (s0..s15)"), std::string::npos)
      << r.err;
  const std::string v = exampleWith("  s_endpgm\n", "  v_mov_b32 v7, 0\n  s_endpgm\n");
  CliRun vr = gcnkit("run " + v + kRunArgs + " --check=error");
  EXPECT_EQ(vr.status, 1);
  EXPECT_NE(vr.err.find("register-bounds: names v7, but the descriptor allocates 4 VGPRs (v0..v3)"), std::string::npos)
      << vr.err;
}

TEST(NewUser, AnSgprNoDescriptorSettingInitializesIsReported) {
  const std::string obj = exampleWith("  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n", "");
  CliRun r = gcnkit("run " + obj + kRunArgs);
  EXPECT_EQ(r.status, 1);  // the load through s[0:1] faults as well
  EXPECT_NE(r.err.find("uninitialized-sgpr"), std::string::npos) << r.err;
  // Only the work-group id is enabled: it is s0, and the kernarg pointer the code expects in s[0:1] is not there.
  EXPECT_NE(r.err.find("reads s1, whose value no user or system SGPR the descriptor enables (s0..s0)"), std::string::npos)
      << r.err;
}

TEST(NewUser, AStorePastASmallBufferFaultsAndNamesTheArgument) {
  CliRun r = gcnkit("run " + exampleObject() + " --kernel store --grid 1 --arg buf:1 --arg u32:1");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("is at offset 0 of argument 0 'out' (1 bytes)"), std::string::npos) << r.err;
  CliRun past = gcnkit("run " + exampleObject() + " --kernel store --grid 3 --arg buf:8 --arg u32:1");
  EXPECT_NE(past.err.find("is 0 bytes past the end of argument 0 'out' (8 bytes)"), std::string::npos) << past.err;
}

TEST(NewUser, KernelNamesAreForgiving) {
  const std::string obj = exampleObject();
  EXPECT_EQ(gcnkit("run " + obj + " --kernel store.kd --grid 4 --arg buf:16 --arg u32:1").status, 0);
  CliRun r = gcnkit("run " + obj + " --kernel stor --arg buf:16 --arg u32:1");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("no kernel 'stor'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("its kernels: store"), std::string::npos) << r.err;
}

TEST(NewUser, EveryCommandHasHelpAndVersion) {
  for (const char* cmd : {"mc", "as", "dis", "info", "run"}) {
    SCOPED_TRACE(cmd);
    CliRun help = gcnkit(std::string(cmd) + " --help");
    EXPECT_EQ(help.status, 0) << help.err;
    if (cmd != std::string("info")) {
      EXPECT_NE(help.out.find("mcpu"), std::string::npos) << help.out;
    }
    EXPECT_NE(help.out.find("gcnkit " + std::string(cmd)), std::string::npos) << help.out;
    CliRun version = gcnkit(std::string(cmd) + " --version");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out.rfind("gcnkit 0.1.0", 0), 0u) << version.out;
    EXPECT_NE(version.out.find("llvm-mc 22"), std::string::npos);
  }
  EXPECT_EQ(gcnkit("--version").out, gcnkit("mc -version").out);
  EXPECT_NE(gcnkit("run --help").out.find("100000000"), std::string::npos);  // the instruction limit's default
}

TEST(NewUser, LlvmSpellingsAndATargetFromTheSource) {
  const std::string out = tempFile("o.o", "");
  EXPECT_EQ(gcnkit("as -mcpu=gfx900 " + kExample + " -o " + out).status, 0);   // not "-m cpu=gfx900"
  EXPECT_EQ(gcnkit("as " + kExample + " -o " + out).status, 0);                // .amdgcn_target names gfx900
  EXPECT_NE(gcnkit("info " + out).out.find("amdgcn-amd-amdhsa--gfx900"), std::string::npos);
  CliRun none = gcnkit("as - -o " + out, "s_nop 0\n");
  EXPECT_EQ(none.status, 1);
  EXPECT_NE(none.err.find("gcnkit as: error: no processor"), std::string::npos) << none.err;
  EXPECT_EQ(gcnkit("dis -mcpu=gfx900 -raw " + out).status, 0);
  EXPECT_NE(gcnkit("as --help").out.find("a.out"), std::string::npos);  // the default output is stated
}

TEST(NewUser, UsageErrorsAreStatusOneAndPrefixed) {
  for (const char* cmd : {"as --bogus x.s", "run", "dis", "info a b", "mc -bogus", "bogus"}) {
    SCOPED_TRACE(cmd);
    CliRun r = gcnkit(cmd);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.err.rfind("gcnkit", 0), 0u) << r.err;
  }
}

TEST(NewUser, ByteListsReadAsLlvmMcReadsThem) {
  // A bad token drops what was gathered and its line; later lines and later bad tokens are still read.
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble",
                    "0x00 0x00 0x80 0xbf\n0xzz\n0x00 0x00 0x81 0xbf 0xqq\n[0x00,0x00,0x80,0xbf]\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "\ts_nop 0\n") << r.err;
  EXPECT_EQ(r.err,
            "<stdin>:2:1: error: invalid input token\n0xzz\n^\n"
            "<stdin>:3:21: error: invalid input token\n0x00 0x00 0x81 0xbf 0xqq\n                    ^\n");
  CliRun g = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble", "[0x00,0x00,0x80,0xbf]\n[0x00 0x00 0x81]\n");
  EXPECT_EQ(g.status, 1);  // an invalid encoding in a group, as llvm-mc 22
  EXPECT_EQ(g.out, "\ts_nop 0\n");
  EXPECT_EQ(g.err, "<stdin>:2:2: warning: invalid instruction encoding\n[0x00 0x00 0x81]\n ^\n");
}

TEST(NewUser, FlagsAreValidatedOrRejected) {
  EXPECT_NE(gcnkit("mc -arch=amdgcn -show-inst", "s_nop 0\n").err.find("-show-inst"), std::string::npos);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn -show-inst", "s_nop 0\n").status, 1);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn --threads=abc", "s_nop 0\n").status, 1);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn --threads -1", "s_nop 0\n").status, 1);
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 --threads=-1 - -o /dev/null", "s_nop 0\n").status, 1);
  CliRun neg = gcnkit("run " + exampleObject() + kRunArgs + " --max-instructions -5");
  EXPECT_EQ(neg.status, 1);
  EXPECT_NE(neg.err.find("--max-instructions '-5': expected a positive count"), std::string::npos) << neg.err;
}

TEST(NewUser, KernelDescriptorDiagnosticsPointAtTheDirective) {
  CliRun r = gcnkit("mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900",
                    ".amdhsa_kernel k\n  .amdhsa_next_free_vgprs 4\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("<stdin>:2:3: error: unknown .amdhsa_kernel directive\n  .amdhsa_next_free_vgprs 4\n  ^\n"),
            std::string::npos) << r.err;
  EXPECT_NE(r.err.find("note: did you mean '.amdhsa_next_free_vgpr'?"), std::string::npos) << r.err;
  CliRun range = gcnkit("mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900",
                        ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 300\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n");
  EXPECT_NE(range.err.find("<stdin>:2:26: error: value out of range\n  .amdhsa_next_free_vgpr 300\n"), std::string::npos)
      << range.err;
  EXPECT_NE(range.err.find("note: .amdhsa_next_free_vgpr is at most 256 here"), std::string::npos) << range.err;
}

TEST(NewUser, MessagesAreLlvmMc22s) {
  CliRun dup = gcnkit("mc -arch=amdgcn -mcpu=gfx900", "foo:\nfoo:\n");
  EXPECT_EQ(dup.err, "<stdin>:2:1: error: symbol 'foo' is already defined\nfoo:\n^\n");
  CliRun undef = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=obj -o /dev/null", "s_nop 0\n  s_branch x\n");
  EXPECT_EQ(undef.err, "<stdin>:2:12: error: undefined label 'x'\n  s_branch x\n           ^\n");
}

TEST(NewUser, InfoShowsWhatTheMetadataAndDescriptorSay) {
  CliRun r = gcnkit("info " + exampleObject());
  EXPECT_NE(r.out.find("max flat workgroup size 64, sgprs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(filled by a relocation when linked)"), std::string::npos) << r.out;
  const std::string typed = exampleWith(".value_kind: by_value }", ".value_kind: by_value, .type_name: uint }");
  EXPECT_NE(gcnkit("info " + typed).out.find("by_value type uint"), std::string::npos);
  const std::string obj = exampleWith("  .amdhsa_next_free_sgpr 8\n", "  .amdhsa_next_free_sgpr 8\n  .amdhsa_kernarg_size 64\n");
  const CliRun disagree = gcnkit("info " + obj);
  EXPECT_NE((disagree.out + disagree.err).find("the descriptor's kernarg size is 64, the metadata's 12"), std::string::npos)
      << disagree.out << disagree.err;
}

TEST(NewUser, DisHelpsWithBareCodeAndTakesAProcessor) {
  const std::string bin = tempFile("prog.bin", std::string("\x00\x00\x81\xbf", 4));
  CliRun r = gcnkit("dis " + bin);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("read it with --raw --mcpu="), std::string::npos) << r.err;
  CliRun other = gcnkit("dis --mcpu=gfx1030 " + exampleObject());
  EXPECT_EQ(other.status, 0) << other.err;
  EXPECT_NE(other.out, gcnkit("dis " + exampleObject()).out);  // decoded as GFX10.3 words
}

}  // namespace
}  // namespace gcnkit::test
