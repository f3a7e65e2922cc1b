// The gcnkit command as a user runs it: llvm-mc's output format, exit statuses, diagnostics, raw files.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

const char* kProgram =
    "entry:\n"
    "  s_load_dwordx2 s[0:1], s[4:5], 0x10   ; kernarg pointer\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "loop:\n"
    "  s_add_u32 s2, s2, 1\n"
    "  s_cmp_lt_u32 s2, 0x1234\n"
    "  s_cbranch_scc1 loop\n"
    "  s_branch done\n"
    "  s_nop 0\n"
    "done:\n"
    "  s_endpgm\n";

TEST(Cli, McShowEncodingPrintsWhatLlvmMcPrints) {
  // Expected text is llvm-mc 22's output for the same input.
  const char* expected =
      "entry:\n"
      "\ts_load_dwordx2 s[0:1], s[4:5], 0x10     ; encoding: [0x02,0x00,0x06,0xc0,0x10,0x00,0x00,0x00]\n"
      "\ts_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]\n"
      "loop:\n"
      "\ts_add_u32 s2, s2, 1                     ; encoding: [0x02,0x81,0x02,0x80]\n"
      "\ts_cmp_lt_u32 s2, 0x1234                 ; encoding: [0x02,0xff,0x0a,0xbf,0x34,0x12,0x00,0x00]\n"
      "\ts_cbranch_scc1 loop                     ; encoding: [A,A,0x85,0xbf]\n"
      "                                        ;   fixup A - offset: 0, value: loop, kind: fixup_si_sopp_br\n"
      "\ts_branch done                           ; encoding: [A,A,0x82,0xbf]\n"
      "                                        ;   fixup A - offset: 0, value: done, kind: fixup_si_sopp_br\n"
      "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n"
      "done:\n"
      "\ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n";
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -show-encoding", kProgram);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, expected);
  EXPECT_EQ(r.err, "");
}

TEST(Cli, McAcceptsLlvmFlagSpellings) {
  CliRun a = gcnkit("mc --arch=amdgcn --mcpu=gfx1010 --show-encoding", "s_nop 1\n");
  CliRun b = gcnkit("mc -triple amdgcn -mcpu gfx1010 -show-encoding -", "s_nop 1\n");
  EXPECT_EQ(a.status, 0);
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out.find("[0x01,0x00,0x80,0xbf]"), std::string::npos);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn -mcpu=tahiti -filetype=null", "s_nop 1\n").out, "");
  // An HSA triple: the target id comes first, and the predefined .amdgcn.* symbols exist.
  CliRun h = gcnkit("mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -mattr=+xnack",
                    "s_load_dwordx4 s[8:11], s[2:3], 0\ns_mov_b32 s0, .amdgcn.next_free_sgpr\n");
  EXPECT_EQ(h.out,
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a:xnack+\"\n"
            "\ts_load_dwordx4 s[8:11], s[2:3], 0x0\n"
            "\ts_mov_b32 s0, 12\n");
}

TEST(Cli, McErrorsLookLikeLlvmAndSetTheStatus) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -show-encoding", "s_nop 0\n\ts_mov_b32 s0, s1 s2\ns_bogus\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "<stdin>:2:19: error: invalid operand for instruction\n"
            "        s_mov_b32 s0, s1 s2\n"
            "                         ^\n"
            "<stdin>:3:1: error: invalid instruction\n"
            "s_bogus\n"
            "^\n");
  // Lines before and after an error are still assembled, as llvm-mc does.
  EXPECT_NE(r.out.find("s_nop 0"), std::string::npos);
}

TEST(Cli, McNamesTheIsaRuleInANote) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx803", "s_store_dword s1, s[2:3], s4\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("<stdin>:1:27: error: invalid operand for instruction"), std::string::npos);
  EXPECT_NE(r.err.find("note: GFX8 scalar stores and atomics take only M0"), std::string::npos);
}

TEST(Cli, McDisassemblesAByteStreamAndWarnsOnBadWords) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble -show-encoding",
                 "0x02,0x00,0x06,0xc0,0x10,0x00,0x00,0x00 0x05 0x00 0x82 0xbf\n0xff 0xff 0xff 0xff 0x01,0xc1,0x00,0x80\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out,
            "\ts_load_dwordx2 s[0:1], s[4:5], 0x10     ; encoding: [0x02,0x00,0x06,0xc0,0x10,0x00,0x00,0x00]\n"
            "\ts_branch 5                              ; encoding: [0x05,0x00,0x82,0xbf]\n"
            "\ts_add_u32 s0, s1, -1                    ; encoding: [0x01,0xc1,0x00,0x80]\n");
  EXPECT_EQ(r.err,
            "<stdin>:2:1: warning: invalid instruction encoding\n"
            "0xff 0xff 0xff 0xff 0x01,0xc1,0x00,0x80\n"
            "^\n");
}

TEST(Cli, McReportsABadByteToken) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble", "0x01 0xzz\n");
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "<stdin>:1:6: error: invalid input token\n0x01 0xzz\n     ^\n");
}

// A byte list of several megabytes is mapped, read ahead and given back as it is read (cli/mapped_input.h), and
// the decoder's tables are built beside the reading: its diagnostics, which read the text again where its pages
// were given back, name the right lines, and any number of threads lists the same.
TEST(Cli, McDisassemblesALargeMappedByteListAsASmallOne) {
  std::string list;
  const int kLines = 400000;  // ~9.6 MB: past the 4 MB steps at which reading gives pages back
  for (int l = 1; l <= kLines; ++l) {
    if (l == 300001) list += "0xff,0xff,0xff,0xff # no instruction\n";
    else if (l % 2) list += "0x00,0x00,0x80,0xbf\n";  // s_nop 0
    else list += "0x01,0x00,0x80,0xbf\n";  // s_nop 1
  }
  const std::string path = tempFile("list.txt", list);
  for (const char* threads : {"1", "2"}) {
    SCOPED_TRACE(threads);
    CliRun r = gcnkit(std::string("mc -mcpu=gfx900 -disassemble --threads=") + threads + " " + path);
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), kLines - 1);
    EXPECT_TRUE(r.out.starts_with("\ts_nop 0\n\ts_nop 1\n"));
    EXPECT_TRUE(r.out.ends_with("\ts_nop 0\n\ts_nop 1\n"));
    EXPECT_EQ(r.err, path + ":300001:1: warning: invalid instruction encoding\n0xff,0xff,0xff,0xff # no instruction\n^\n");
  }
  // A malformed token near the end drops the bytes before it (no group boundary), as llvm-mc 22 does.
  list += "0x00,0x00,0x80,0xbf 0xfg\n0x00,0x00,0x81,0xbf\n";
  const std::string bad = tempFile("bad.txt", list);
  CliRun r = gcnkit("mc -mcpu=gfx900 -disassemble " + bad);
  EXPECT_EQ(r.out, "\ts_endpgm\n");
  EXPECT_EQ(r.err, bad + ":" + std::to_string(kLines + 1) + ":21: error: invalid input token\n"
                   "0x00,0x00,0x80,0xbf 0xfg\n                    ^\n");
}

// '#' starts a comment in a byte list; ';' does not (llvm-mc 22 reads it as part of a token, which is then
// malformed, and drops the bytes before it).
TEST(Cli, McByteListCommentsAreLlvmMcs) {
  CliRun r = gcnkit("mc -mcpu=gfx900 -disassemble", "0x00,0x00,0x80,0xbf # s_nop\n0x01,0x00,0x80,0xbf ; s_nop\n"
                                                    "0x00,0x00,0x81,0xbf;\n0x00,0x00,0x81,0xbf\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "\ts_endpgm\n");
  EXPECT_EQ(r.err, "<stdin>:2:21: error: invalid input token\n0x01,0x00,0x80,0xbf ; s_nop\n                    ^\n"
                   "<stdin>:3:16: error: invalid input token\n0x00,0x00,0x81,0xbf;\n               ^\n");
}

// Block comments are blanks, on one line or across lines, but not inside a string or after a line comment; one left
// open is an error where it starts (llvm-mc 22's output for the same input).
TEST(Cli, McReadsBlockCommentsAsLlvmMcDoes) {
  CliRun r = gcnkit("mc -mcpu=gfx900 -show-encoding",
                    "s_nop 0 /* c */\n/* multi\nline */ s_endpgm\nv_add_f32 v0, /* x */ v1, v2\n"
                    "s_nop /* a */ 1 ; /* not\n.ascii \"a/*b\"\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n"
                   "\ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n"
                   "\tv_add_f32_e32 v0, v1, v2                ; encoding: [0x01,0x05,0x00,0x02]\n"
                   "\ts_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]\n"
                   "\t.ascii\t\"a/*b\"\n");
  CliRun open = gcnkit("mc -mcpu=gfx900", "s_nop 0\n  /* open\ns_endpgm\n");
  EXPECT_EQ(open.status, 1);
  EXPECT_EQ(open.out, "\ts_nop 0\n");
  EXPECT_EQ(open.err, "<stdin>:2:3: error: unterminated comment\n  /* open\n  ^\n"
                      "<stdin>:2:3: error: unexpected token at start of statement\n  /* open\n  ^\n");
  // A diagnostic shows the line as written, its comment included.
  CliRun bad = gcnkit("mc -mcpu=gfx900", "v_bad v0 /* c */\n");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "<stdin>:1:1: error: invalid instruction\nv_bad v0 /* c */\n^\n");
}

// llvm-mc 22's "did you mean" list counts insertions and deletions only: a replaced character is two edits, and
// two edits at most are suggested (each line's message as llvm-mc 22 gives it on gfx1200).
TEST(Cli, McSuggestsTheMnemonicsLlvmMcSuggests) {
  const std::pair<const char*, const char*> kCases[] = {
      {"v_addd_f32 v8, v2, v4", "invalid instruction, did you mean: v_add_f32?"},
      {"v_adx_f32 v1, v2, v3", "invalid instruction, did you mean: v_add_f32?"},
      {"v_adx_f33 v1, v2, v3", "invalid instruction"},
      {"s_addd_u32 s1, s2, s3", "invalid instruction, did you mean: ds_add_u32?"},
  };
  for (const auto& [line, message] : kCases) {
    CliRun r = gcnkit("mc -mcpu=gfx1200", std::string(line) + "\n");
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(r.err.starts_with(std::string("<stdin>:1:1: error: ") + message + "\n")) << r.err;
  }
}

TEST(Cli, McWarnsAboutAnUnknownProcessorAndGoesOn) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx999", "s_nop 0\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.err.find("'gfx999' is not a recognized processor for this target (ignoring processor)"),
            std::string::npos);
  EXPECT_EQ(r.out, "\ts_nop 0\n");
}

// A processor llvm-mc 22 knows and gcnkit does not: never bytes of another generation with exit 0.
TEST(Cli, McRefusesAProcessorItDoesNotSupportYet) {
  for (const char* cpu : {"gfx940", "gfx941", "gfx9-4-generic"}) {
    CliRun r = gcnkit(std::string("mc -arch=amdgcn -show-encoding -mcpu=") + cpu, "s_load_dword s0, s[0:1], 0\n");
    EXPECT_EQ(r.status, 1) << cpu;
    EXPECT_EQ(r.out, "") << cpu;
    EXPECT_NE(r.err.find(std::string("gcnkit mc: error: processor ") + cpu), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("is not supported yet"), std::string::npos) << r.err;
  }
}

// GFX12.5 (gfx1250, gfx1251): llvm-mc 22's text and bytes, the two-word scaled WMMA and the tensor words too (gcnkit
// lacks none of llvm-mc 22's mnemonics there: isa/pending_rows.def names none).
TEST(Cli, McAssemblesGfx125AsLlvmMc22) {
  for (const char* cpu : {"gfx1250", "gfx1251"}) {
    CliRun r = gcnkit(std::string("mc -arch=amdgcn -show-encoding -mcpu=") + cpu,
                      "s_load_b32 s0, s[0:1], 0x0\nv_cvt_f32_fp8_e64 v8, v2 byte_sel:1\ns_wait_xcnt 0x1\n"
                      "v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v48, v49\n"
                      "tensor_load_to_lds s[0:3], s[4:11]\n");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out,
              "\ts_load_b32 s0, s[0:1], 0x0              ; encoding: [0x00,0x00,0x00,0xf4,0x00,0x00,0x00,0xf8]\n"
              "\tv_cvt_f32_fp8_e64 v8, v2 byte_sel:1     ; encoding: [0x08,0x10,0xec,0xd5,0x02,0x01,0x00,0x00]\n"
              "\ts_wait_xcnt 0x1                         ; encoding: [0x01,0x00,0xc5,0xbf]\n"
              "\tv_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v48, v49 ; encoding: "
              "[0x00,0x00,0x35,0xcc,0x30,0x63,0x02,0x04,0x00,0x00,0x33,0xcc,0x08,0x31,0xa2,0x04]\n"
              "\ttensor_load_to_lds s[0:3], s[4:11]      ; encoding: [0x01,0x00,0x71,0xd0,0x00,0x00,0x00,0x7c,0x00,0x04,0x7c,0x7c]\n")
        << cpu;
  }
}

TEST(Cli, AsRawResolvesLabelsLikeLlvmMcObj) {
  std::string src = tempFile("prog.s", kProgram), bin = tempFile("prog.bin", "");
  CliRun r = gcnkit("as --mcpu=gfx900 --raw " + src + " -o " + bin);
  ASSERT_EQ(r.status, 0) << r.err;
  // The .text bytes llvm-mc -filetype=obj produces (extracted with llvm-objcopy).
  const unsigned char want[] = {0x02, 0x00, 0x06, 0xc0, 0x10, 0x00, 0x00, 0x00, 0x7f, 0xc0, 0x8c, 0xbf,
                                0x02, 0x81, 0x02, 0x80, 0x02, 0xff, 0x0a, 0xbf, 0x34, 0x12, 0x00, 0x00,
                                0xfc, 0xff, 0x85, 0xbf, 0x01, 0x00, 0x82, 0xbf, 0x00, 0x00, 0x80, 0xbf,
                                0x00, 0x00, 0x81, 0xbf};
  EXPECT_EQ(slurp(bin), std::string(reinterpret_cast<const char*>(want), sizeof want));
}

TEST(Cli, AsRawRejectsUndefinedLabelsAndFarBranches) {
  std::string src = tempFile("undef.s", "s_branch nowhere\n");
  CliRun r = gcnkit("as --mcpu=gfx900 --raw " + src + " -o /dev/null");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("undef.s:1:10: error: undefined label 'nowhere'"), std::string::npos) << r.err;
  std::string far = "s_branch end\n.set n, 0\n";
  for (int i = 0; i < 40000; ++i) far += "s_nop 0\n";
  far += "end:\ns_endpgm\n";
  CliRun f = gcnkit("as --mcpu=gfx900 --raw " + tempFile("far.s", far) + " -o /dev/null");
  EXPECT_EQ(f.status, 1);
  EXPECT_NE(f.err.find("branch size exceeds simm16"), std::string::npos);
}

TEST(Cli, DisRawPrintsOffsetsAndWords) {
  std::string src = tempFile("prog2.s", kProgram), bin = tempFile("prog2.bin", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 --raw " + src + " -o " + bin).status, 0);
  CliRun r = gcnkit("dis --mcpu=gfx900 --raw " + bin);
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\ts_load_dwordx2 s[0:1], s[4:5], 0x10     // 000000000000: C0060002 00000010\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("L_00000C:\n\ts_add_u32 s2, s2, 1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\ts_cbranch_scc1 L_00000C                 // 000000000018: BF85FFFC\n"), std::string::npos);
  // The listing is itself a program: assembling it gives the same bytes.
  std::string again = tempFile("again.bin", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 --raw - -o " + again, r.out).status, 0);
  EXPECT_EQ(slurp(again), slurp(bin));
}

TEST(Cli, MissingFilesAndBadArgumentsFailCleanly) {
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 --raw /nonexistent.s -o /dev/null").status, 1);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn /nonexistent.s").status, 1);
  EXPECT_EQ(gcnkit("mc -bogus-flag").status, 1);
  CliRun unknown = gcnkit("frobnicate");
  EXPECT_EQ(unknown.status, 1);  // every error is status 1, as LLVM's tools use
  EXPECT_NE(unknown.err.find("gcnkit: error: unknown command 'frobnicate'"), std::string::npos) << unknown.err;
  EXPECT_EQ(gcnkit("as --mcpu=gfx999 --raw -", "s_nop 0\n").status, 1);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// A GFX9 kernel: out[wg] = value + wg, through the kernarg pointer and the work-group id SGPR.
const char* kStoreKernel =
    ".text\n.globl store\n.p2align 8\n.type store,@function\nstore:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_load_dword s6, s[0:1], 0x8\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_lshl_b32 s7, s2, 2\n"
    "  s_add_u32 s6, s6, s2\n"
    "  s_store_dword s6, s[4:5], s7\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_endpgm\n"
    ".rodata\n.p2align 6\n"
    ".amdhsa_kernel store\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";

TEST(CliRun, AssemblesAndRunsAKernelFromItsCodeObject) {
  std::string obj = tempFile("store.o", ""), out = tempFile("out.bin", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, kStoreKernel).status, 0);
  // --grid counts work-items: 4 work-groups of 64.
  CliRun r = gcnkit("run " + obj + " --kernel store --grid 256 --block 64 --arg buf:16 --arg u32:100 --out 0=" + out +
                    " --check");
  ASSERT_EQ(r.status, 0) << r.err;
  const unsigned char want[] = {100, 0, 0, 0, 101, 0, 0, 0, 102, 0, 0, 0, 103, 0, 0, 0};
  EXPECT_EQ(slurp(out), std::string(reinterpret_cast<const char*>(want), sizeof want));
  EXPECT_EQ(r.err.find("check:"), std::string::npos) << r.err;
}

TEST(CliRun, AMissingWaitcntIsReportedAndCanBeFatal) {
  std::string src = kStoreKernel;
  src.replace(src.find("  s_waitcnt lgkmcnt(0)\n"), 23, "  s_nop 0\n");
  std::string obj = tempFile("nowait.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, src).status, 0);
  CliRun r = gcnkit("run " + obj + " --kernel store --grid 64 --block 64 --arg buf:16 --arg u32:1 --check=error");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("pending-sgpr"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("s_add_u32 s6, s6, s2"), std::string::npos) << r.err;
}

TEST(CliRun, BadInputsAreNamed) {
  std::string obj = tempFile("store2.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, kStoreKernel).status, 0);
  EXPECT_NE(gcnkit("run " + obj + " --kernel nope").err.find("no kernel 'nope'"), std::string::npos);
  EXPECT_NE(gcnkit("run " + tempFile("junk.o", std::string(80, 'x')) + " --kernel k").err.find("not an ELF file"),
            std::string::npos);
  EXPECT_NE(gcnkit("run " + obj + " --kernel store --grid 0").err.find("--grid '0'"), std::string::npos);
  EXPECT_NE(gcnkit("run " + obj + " --kernel store --arg u32:1 --out 0=x").err.find("I a buffer argument"),
            std::string::npos);
  CliRun limit = gcnkit("run " + obj + " --kernel store --grid 64 --block 64 --arg buf:16 --arg u32:1 --max-instructions 3");
  EXPECT_EQ(limit.status, 1);
  EXPECT_NE(limit.err.find("max-instructions"), std::string::npos) << limit.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(CliRun, ArgumentsAreCheckedAgainstTheMetadata) {
  std::string src = std::string(kStoreKernel) +
                    ".amdgpu_metadata\n---\namdhsa.version: [ 1, 1 ]\namdhsa.kernels:\n"
                    "  - .name: store\n    .symbol: store.kd\n    .kernarg_segment_size: 16\n"
                    "    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n"
                    "    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: 8\n"
                    "    .vgpr_count: 1\n    .max_flat_workgroup_size: 256\n    .args:\n"
                    "      - .name: out\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n"
                    "        .address_space: global\n"
                    "      - .name: value\n        .offset: 8\n        .size: 4\n        .value_kind: by_value\n"
                    "...\n.end_amdgpu_metadata\n";
  std::string obj = tempFile("meta.o", "");
  CliRun as = gcnkit("as --mcpu=gfx900 - -o " + obj, src);
  ASSERT_EQ(as.status, 0) << as.err;
  EXPECT_EQ(gcnkit("run " + obj + " --kernel store --grid 64 --block 64 --arg buf:4 --arg u32:1").status, 0);
  CliRun wrong = gcnkit("run " + obj + " --kernel store --grid 64 --block 64 --arg buf:4 --arg u64:1");
  EXPECT_EQ(wrong.status, 1);
  EXPECT_NE(wrong.err.find("the metadata has 'value' at offset 8 size 4"), std::string::npos) << wrong.err;
  CliRun missing = gcnkit("run " + obj + " --kernel store --grid 64 --block 64 --arg buf:4");
  EXPECT_NE(missing.err.find("takes 2 arguments"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(CliInfo, DescribesKernelsDescriptorsAndArguments) {
  std::string dir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/expected/";
  CliRun r = gcnkit("info " + dir + "two_kernels.gfx900.o");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("target:              amdgcn-amd-amdhsa--gfx900"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("code object version: 4"), std::string::npos);
  EXPECT_NE(r.out.find("kernel first\n  summary: 4 VGPRs, 32 SGPRs, wave64, LDS 0 bytes, scratch 16 bytes per work-item"),
            std::string::npos) << r.out;
  EXPECT_NE(r.out.find("COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y               1"), std::string::npos);
  CliRun m = gcnkit("info " + dir + "kernel_with_metadata.gfx900.o");
  EXPECT_NE(m.out.find("metadata: kernarg segment 8 bytes (align 8)"), std::string::npos) << m.out;
  EXPECT_NE(m.out.find("metadata: wavefront 64, max flat workgroup size 256, sgprs 10 (spills -), vgprs 1 (spills -)"),
            std::string::npos) << m.out;
  CliRun bad = gcnkit("info " + tempFile("short.o", "abc"));
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("too small for an ELF header"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(CliDis, ListsACodeObjectAndWritesAProgramThatReassembles) {
  std::string dir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/expected/";
  CliRun r = gcnkit("dis " + dir + "sections_and_relocs.gfx1030.o");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("0000000000000000 <entry>:\n\ts_getpc_b64 s[0:1]"), std::string::npos) << r.out;
  CliRun s = gcnkit("dis --source " + dir + "sections_and_relocs.gfx1030.o");
  ASSERT_EQ(s.status, 0) << s.err;
  EXPECT_TRUE(s.err.empty()) << s.err;
  EXPECT_NE(s.out.find("s_add_u32 s0, s0, table@rel32@lo+4"), std::string::npos) << s.out;
  std::string src = tempFile("src.s", s.out), obj = tempFile("again.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx1030 " + src + " -o " + obj).status, 0);
  // The same listing: same code, same symbols.
  CliRun again = gcnkit("dis " + obj);
  EXPECT_EQ(again.out.substr(again.out.find("Disassembly")), r.out.substr(r.out.find("Disassembly")));
}

TEST(CliDis, TargetFlagsBelongToRawInput) {
  std::string dir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/expected/";
  CliRun r = gcnkit("dis --mattr=+xnack " + dir + "two_kernels.gfx900.o");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("--mattr goes with --raw"), std::string::npos) << r.err;
  CliRun raw = gcnkit("dis --raw -", "abcd");
  EXPECT_EQ(raw.status, 1);
  EXPECT_NE(raw.err.find("--raw needs --mcpu"), std::string::npos) << raw.err;
  CliRun bad = gcnkit("dis " + tempFile("junk.o", "\x7f" "ELF junk"));
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("gcnkit dis: error:"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// `gcnkit as` maps a file and drops the pages it has passed (cli/mapped_input.h): a diagnostic found at the
// end (an undefined label is known only then) still quotes its line from the start of a large source, and
// the bytes of a large source are those of the same text read from standard input.
TEST(CliAs, LargeSourcesAreReadAsTheyAreAssembled) {
  std::string src = "  s_nop 1\n  s_branch nowhere ; the label is never defined\n";
  while (src.size() < 3 * 1024 * 1024) src += "  s_add_u32 s0, s1, 0x12345\nL" + std::to_string(src.size()) + ":\n";
  const std::string path = tempFile("big.s", src), bin = tempFile("big.bin", "");
  CliRun bad = gcnkit("as --mcpu=gfx900 --raw " + path + " -o " + bin);
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find(":2:12: error: undefined label 'nowhere'\n  s_branch nowhere ; the label is never defined\n"),
            std::string::npos)
      << bad.err.substr(0, 500);
  src = "L0_x:\n" + src.replace(src.find("nowhere"), 7, "L0_x") + "  s_endpgm\n";  // a label it can reach
  const std::string good = tempFile("good.s", src), fromFile = tempFile("file.bin", ""),
                    fromStdin = tempFile("stdin.bin", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 --raw " + good + " -o " + fromFile).status, 0);
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 --raw - -o " + fromStdin, src).status, 0);
  const std::string a = slurp(fromFile), b = slurp(fromStdin);
  EXPECT_GT(a.size(), 500000u);
  EXPECT_EQ(a, b);
}

TEST(CliAs, SharedWritesALoadableObjectTheEmulatorRuns) {
  std::string src = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/store_kernel.s";
  std::string so = tempFile("store.so", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 --shared " + src + " -o " + so).status, 0);
  CliRun info = gcnkit("info " + so);
  EXPECT_NE(info.out.find("shared object (loadable)"), std::string::npos) << info.out;
  CliRun dis = gcnkit("dis " + so);
  EXPECT_NE(dis.out.find("0000000000001300 <store>:"), std::string::npos) << dis.out;
  CliRun run = gcnkit("run " + so + " --kernel store --arg buf:64 --arg u32:5 --grid 4");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(gcnkit("as --mcpu=gfx900 --shared --raw " + src + " -o " + so).status, 0);  // exclusive flags
  CliRun bad = gcnkit("as --mcpu=gfx900 --shared " + std::string(GCNKIT_SOURCE_DIR) +
                      "/tests/data/programs/sections_and_relocs.s -o " + so);
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("recompile with -fPIC"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(CliRun, RunsACodeObjectV2Kernel) {
  const std::string obj = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/expected/v2_kernel.gfx803.o";
  CliRun info = gcnkit("info " + obj);
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("code object version: 2"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("KERNEL_CODE_ENTRY_BYTE_OFFSET                              256"), std::string::npos);
  EXPECT_NE(info.out.find("\t\tenable_sgpr_kernarg_segment_ptr = 1\n"), std::string::npos);
  // The code after the 256-byte header runs: its kernarg load needs the pointer the header enables.
  CliRun run = gcnkit("run " + obj + " --kernel k --arg buf:8 --check=error");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("k finished: 3 instructions"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// Vector memory through `gcnkit run`: dynamic LDS from --lds, and violations naming the argument.
const char* kVmemKernel =
    ".text\n.globl v\n.p2align 8\n.type v,@function\nv:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_load_dword s6, s[0:1], 0x8\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  ds_write_b32 v0, v0 offset:256\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_cmp_eq_u32 s6, 0\n"
    "  s_cbranch_scc1 done\n"
    "  global_store_dword v0, v0, s[4:5] offset:64\n"
    "done:\n"
    "  s_endpgm\n"
    ".rodata\n.p2align 6\n"
    ".amdhsa_kernel v\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";

TEST(CliRun, DynamicLdsAndViolationsNamingTheArgument) {
  std::string obj = tempFile("vmem.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, kVmemKernel).status, 0);
  const std::string base = "run " + obj + " --kernel v --grid 1 --block 1 --arg buf:16 --check=report ";
  CliRun small = gcnkit(base + "--arg u32:0");
  EXPECT_EQ(small.status, 0) << small.err;
  EXPECT_NE(small.err.find("lds-range"), std::string::npos) << small.err;
  CliRun enough = gcnkit(base + "--arg u32:0 --lds 260");
  EXPECT_EQ(enough.status, 0) << enough.err;
  EXPECT_EQ(enough.err.find("lds-range"), std::string::npos) << enough.err;
  CliRun bad = gcnkit(base + "--arg u32:1 --lds 260");
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("nearest: buffer argument 0"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("48 bytes past its end"), std::string::npos) << bad.err;
  CliRun tooMuch = gcnkit(base + "--arg u32:0 --lds 70000");
  EXPECT_EQ(tooMuch.status, 1);
  EXPECT_NE(tooMuch.err.find("gcnkit run: error: --lds 70000"), std::string::npos) << tooMuch.err;
}

}  // namespace
}  // namespace gcnkit::test
