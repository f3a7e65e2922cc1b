// Hostile input, round two: streams that never end, allocations the host refuses, buffer sizes at the limit,
// padding that must not be materialized, error floods, long lines, grids beyond the instruction limit, launches
// beyond the time limit, metadata notes too large to unpack, and outputs after a fault.
#include <gtest/gtest.h>

#include <sstream>

#include "asm/assembler.h"
#include "cli_support.h"
#include "object/metadata.h"

namespace gcnkit::test {
namespace {

// Under ASan the address space is reserved up front: a `ulimit -v` run cannot start there.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

TEST(HostileLimits, AStreamIsReadUpToALimit) {
  CliRun r = gcnkit("info /dev/zero");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit info: error: /dev/zero: more than 256 MiB from a stream (not a regular file)"),
            std::string::npos)
      << r.err;
}

TEST(HostileLimits, TheHostRefusingMemoryIsAnErrorInEveryCommand) {
  if (kSanitized) GTEST_SKIP() << "ASan reserves its shadow memory: no run under a ulimit";
  const std::string obj = exampleObject();
  const std::string ulimit = "ulimit -v 400000; exec " + std::string(GCNKIT_BINARY) + " ";
  struct Case {
    std::string args, expect;
  } cases[] = {
      {"info /dev/urandom", "gcnkit info: error: out of memory while reading /dev/urandom"},
      {"dis /dev/zero", "gcnkit dis: error: out of memory while reading /dev/zero"},
      {"run /dev/zero --kernel k", "gcnkit run: error: out of memory while reading /dev/zero"},
      {"as --mcpu=gfx900 --raw /dev/zero -o /dev/null", "gcnkit as: error: out of memory while reading /dev/zero"},
      {"run " + obj + " --kernel store --arg buf:@/dev/zero --arg u32:1",
       "gcnkit run: error: out of memory while reading the kernel arguments"},
      {"run " + obj + " --kernel store --arg buf:4294967295 --arg u32:1",
       "gcnkit run: error: out of memory while reading the kernel arguments"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.args);
    const std::string err = perTestPath("_err");
    const int raw = std::system(("sh -c '" + ulimit + c.args + " >/dev/null 2>" + err + "'").c_str());
    EXPECT_EQ(WEXITSTATUS(raw), 1);  // not 134 (SIGABRT)
    EXPECT_NE(slurp(err).find(c.expect), std::string::npos) << slurp(err);
  }
  // llvm-mc prints .p2align 28 without 256 MiB of padding: so does gcnkit, within 400 MB.
  const std::string src = tempFile("align.s", "s_nop 0\n.p2align 28\ns_endpgm\n.p2align 29\n.space 1000000000\n");
  const std::string out = perTestPath("_out");
  const int raw = std::system(("sh -c '" + ulimit + "mc -arch=amdgcn -mcpu=gfx900 -show-encoding " + src + " >" + out +
                               " 2>&1'")
                                  .c_str());
  EXPECT_EQ(WEXITSTATUS(raw), 0) << slurp(out);
  EXPECT_EQ(slurp(out), "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n"
                        "\t.p2align\t28\n"
                        "\ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n"
                        "\t.p2align\t29\n"
                        "\t.zero\t1000000000\n");
}

TEST(HostileLimits, BufferSizesStopAtTheLargestBufferResource) {
  const std::string obj = exampleObject();
  CliRun over = gcnkit("run " + obj + " --kernel store --arg buf:4294967296 --arg u32:1");
  EXPECT_EQ(over.status, 1);
  EXPECT_NE(over.err.find("4294967296 bytes are larger than the 4294967295 bytes (4 GiB - 1) a buffer argument may hold"),
            std::string::npos)
      << over.err;
  CliRun iota = gcnkit("run " + obj + " --kernel store --arg buf:iota:u32:1073741824 --arg u32:1");
  EXPECT_EQ(iota.status, 1);
  EXPECT_NE(iota.err.find("1073741824 elements of 4 bytes are larger than"), std::string::npos) << iota.err;
}

TEST(HostileLimits, AnErrorFloodStopsAtTheErrorLimit) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=null", ".rept 1000000000\n.bogus\n.endr\n");
  EXPECT_EQ(r.status, 1);
  size_t errors = 0;
  for (size_t at = 0; (at = r.err.find("error: unknown directive", at)) != std::string::npos; ++at) ++errors;
  EXPECT_EQ(errors, 10000u);
  EXPECT_NE(r.err.find("<stdin>: error: too many errors emitted (10000), stopping now"), std::string::npos);
  CliRun five = gcnkit("mc -arch=amdgcn -mcpu=gfx900 --error-limit=5 -filetype=null", ".rept 9\n.bogus\n.endr\n");
  EXPECT_EQ(five.status, 1);
  EXPECT_EQ(five.err.find("<stdin>:2:1: error", five.err.find("too many errors")), std::string::npos);
  CliRun none = gcnkit("as --mcpu=gfx900 --error-limit 0 - -o /dev/null", ".rept 12000\n.bogus\n.endr\n");
  errors = 0;
  for (size_t at = 0; (at = none.err.find("error: unknown directive", at)) != std::string::npos; ++at) ++errors;
  EXPECT_EQ(errors, 12000u);
  EXPECT_EQ(gcnkit("mc -arch=amdgcn --error-limit=x", "").status, 1);
}

TEST(HostileLimits, DiagnosticsCountAgainstTheExpansionBudget) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.errorLimit = 0;
  uint64_t printed = 0;
  std::string last;
  o.diagnosticSink = [&](std::string_view d) {
    printed += d.size();
    last = d;
  };
  AssembleResult r = assemble(".rept 100000000\n.bogus\n.endr\n", o);  // no error limit
  EXPECT_NE(last.find("macro and .rept expansion exceeds 512 MiB of source text"), std::string::npos) << last;
  EXPECT_LT(printed, uint64_t(33) << 20);  // a diagnostic weighs 16 times its length: at most 32 MiB of them
  EXPECT_GT(r.errors, 100000);
}

TEST(HostileLimits, LongLinesAreClippedAroundTheColumnInDiagnostics) {
  std::string line;
  for (int i = 0; i < 5000; ++i) line += "0xff ";
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble", line + "\n");
  EXPECT_EQ(r.status, 0);
  size_t warnings = 0, longest = 0;
  std::istringstream lines(r.err);
  for (std::string l; std::getline(lines, l);) {
    warnings += l.find("warning: invalid instruction encoding") != std::string::npos;
    longest = std::max(longest, l.size());
  }
  EXPECT_EQ(warnings, 1250u);  // one per word, as llvm-mc
  EXPECT_LE(longest, 330u);    // the line is 25000 bytes: llvm-mc would echo it 1250 times (62 MB)
  // The last word's warning: the window ends at the line's end, and the caret is under the word.
  const size_t last = r.err.rfind("<stdin>:1:24981: warning");
  ASSERT_NE(last, std::string::npos) << r.err.substr(r.err.size() - 800);
  std::istringstream tail(r.err.substr(last));
  std::string head, echoed, caret;
  std::getline(tail, head);
  std::getline(tail, echoed);
  std::getline(tail, caret);
  EXPECT_TRUE(echoed.starts_with("...0xff ")) << echoed;
  EXPECT_EQ(echoed.substr(caret.size() - 1, 4), "0xff") << echoed << "\n" << caret;
  // Lines of ordinary length are echoed whole, as llvm-mc does.
  CliRun shortLine = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -disassemble", "0x00 0x00 0x80 0xbf 0xff 0xff 0xff 0xff\n");
  EXPECT_NE(shortLine.err.find("<stdin>:1:21: warning: invalid instruction encoding\n"
                               "0x00 0x00 0x80 0xbf 0xff 0xff 0xff 0xff\n"
                               "                    ^\n"),
            std::string::npos)
      << shortLine.err;
}

// A code object of kernel k: `body`, with no arguments.
std::string kernelObject(const std::string& name, const std::string& body) {
  const std::string obj = tempFile(name, "");
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj,
                   ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n" + body + ".rodata\n.p2align 6\n" +
                       ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n")
                .status,
            0);
  return obj;
}

TEST(HostileLimits, AGridBeyondTheInstructionLimitStopsAtOnce) {
  // It ran ~30 minutes before the limit stopped it: now nothing runs.
  const std::string obj = kernelObject("endpgm.o", "  s_endpgm\n");
  CliRun r = gcnkit("run " + obj + " --kernel k --grid 4294967295 --block 1");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("instruction limit exceeded before the launch: its 4294967295 work-groups execute at least one "
                       "instruction each, more than the limit of 100000000"),
            std::string::npos)
      << r.err;
}

TEST(HostileLimits, TheTimeLimitEndsALaunch) {
  const std::string obj = kernelObject("spin.o", "  s_branch k\n");
  CliRun r = gcnkit("run " + obj + " --kernel k --max-instructions 1000000000000 --time-limit 0.5");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit run: fault: time limit exceeded at pc"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the launch ran longer than 0.5 seconds (raise the limit with --time-limit)"), std::string::npos);
  EXPECT_EQ(gcnkit("run " + obj + " --kernel k --time-limit -1").status, 1);
}

TEST(HostileLimits, OutputsAfterAFaultHoldWhatTheFaultLeftAndSaySo) {
  const std::string obj = exampleObject();
  const std::string out = perTestPath("_buf.bin"), trace = perTestPath("_trace.txt");
  // 4 work-groups store out[wg]; the third stores past the 8-byte buffer.
  CliRun r = gcnkit("run " + obj + " --kernel store --grid 4 --block 1 --arg buf:8 --arg u32:100 --out 0=" + out +
                    " --trace-file " + trace);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(slurp(out), std::string("\x64\0\0\0\x65\0\0\0", 8));
  EXPECT_NE(r.err.find("gcnkit run: note: " + out + " holds buffer argument 0 as the fault left it"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("gcnkit run: note: the trace in " + trace + " ends at the fault"), std::string::npos);
  const std::string t = slurp(trace);
  EXPECT_NE(t.find("s_store_dword"), std::string::npos);
  EXPECT_EQ(t.find("wg 3"), std::string::npos) << t;  // nothing after the faulting work-group
}

// A MessagePack note of `kernels` kernels with `args` arguments of `keys` keys each.
std::vector<uint8_t> note(size_t kernels, size_t args, size_t keys = 1) {
  MsgNode root;
  root.kind = MsgNode::Map;
  MsgNode version;
  version.kind = MsgNode::Array;
  version.array = {MsgNode::uinteger(1), MsgNode::uinteger(1)};
  root.set(MsgNode::string("amdhsa.version"), version);
  MsgNode list;
  list.kind = MsgNode::Array;
  MsgNode arg;
  arg.kind = MsgNode::Map;
  for (size_t k = 0; k < keys; ++k) arg.set(MsgNode::string(".k" + std::to_string(k)), MsgNode::uinteger(k));
  MsgNode kernel;
  kernel.kind = MsgNode::Map;
  kernel.set(MsgNode::string(".name"), MsgNode::string("k"));
  kernel.set(MsgNode::string(".symbol"), MsgNode::string("k.kd"));
  MsgNode argList;
  argList.kind = MsgNode::Array;
  argList.array.assign(args, arg);
  kernel.set(MsgNode::string(".args"), argList);
  list.array.assign(kernels, kernel);
  root.set(MsgNode::string("amdhsa.kernels"), list);
  return encodeMsgPack(root);
}

// MessagePack of one array of `n` maps of `keys` positive-fixint keys and values: 1 + n * (1 + 2 * keys) elements.
std::vector<uint8_t> arrayOfMaps(uint32_t n, uint8_t keys) {
  std::vector<uint8_t> b{0xdd, uint8_t(n >> 24), uint8_t(n >> 16), uint8_t(n >> 8), uint8_t(n)};  // array 32
  for (uint32_t i = 0; i < n; ++i) {
    b.push_back(uint8_t(0x80 | keys));  // fixmap
    for (uint8_t k = 0; k < keys; ++k) b.insert(b.end(), {k, 0});
  }
  return b;
}

TEST(HostileLimits, MetadataNotesAreBoundedBeforeTheyAreUnpacked) {
  auto many = decodeMsgPack(arrayOfMaps(300000, 4));  // 300,000 arguments of 4 keys: 2.7 million elements in 3 MB
  ASSERT_FALSE(many);
  EXPECT_EQ(many.error(), "MessagePack: more than 2097152 elements (the limit of a metadata note)");
  EXPECT_TRUE(decodeMsgPack(arrayOfMaps(1000, 4)));  // below the limit: read
  auto wide = decodeMsgPack(note(1, 1, 5000));
  ASSERT_FALSE(wide);
  EXPECT_EQ(wide.error(), "MessagePack: a map of 5000 entries (at most 4096 in a metadata note)");
  auto args = decodeMsgPack(note(1, 5000));
  ASSERT_TRUE(args) << args.error();
  EXPECT_EQ(verifyHsaMetadata(*args), ".args has 5000 arguments, more than the 4096 gcnkit reads for one kernel");
  auto kernels = decodeMsgPack(note(70000, 0));
  ASSERT_TRUE(kernels) << kernels.error();
  EXPECT_EQ(verifyHsaMetadata(*kernels), "amdhsa.kernels has 70000 kernels, more than the 65536 gcnkit reads");
  std::vector<uint8_t> big(kMaxMetadataBytes + 1, 0xc0);
  EXPECT_FALSE(decodeMsgPack(big));
  EXPECT_FALSE(parseYamlDocument(std::string(kMaxMetadataYamlBytes + 1, ' ')));
}

}  // namespace
}  // namespace gcnkit::test
