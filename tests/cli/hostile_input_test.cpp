// Regression tests for hostile and careless input: directories as files, grids and
// descriptors that ask for too much, macros and expressions that never end, huge alignments, stale output,
// and `dis --source` text that must assemble.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli_support.h"
#include "emu/dispatch.h"
#include "emu_support.h"
#include "object/code_object.h"

#include <elf.h>

namespace gcnkit::test {
namespace {


TEST(HostileInput, ADirectoryIsNotAFile) {
  const std::string dir = ::testing::TempDir();
  const std::string obj = exampleObject();
  for (const std::string& cmd : {"dis " + dir, "info " + dir, "run " + dir + " --kernel k", "as --mcpu=gfx900 " + dir,
                                 "mc -arch=amdgcn " + dir, "dis --raw --mcpu=gfx900 " + dir}) {
    SCOPED_TRACE(cmd);
    CliRun r = gcnkit(cmd);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.err.find(dir + ": Is a directory"), std::string::npos) << r.err;
  }
  CliRun arg = gcnkit("run " + obj + " --kernel store --arg buf:@" + dir + " --arg u32:1");
  EXPECT_EQ(arg.status, 1);
  EXPECT_NE(arg.err.find("Is a directory"), std::string::npos) << arg.err;
}

TEST(HostileInput, AHugeGridDoesNotWrapToOneWorkgroup) {
  const std::string obj = exampleObject();
  // 2^32-1 work-items in groups of 64 are 67 million work-groups: the fifth already stores past the 16-byte
  // buffer. A 32-bit round-up made it one work-group and a clean exit.
  CliRun r = gcnkit("run " + obj + " --kernel store --grid 4294967295 --block 64 --arg buf:16 --arg u32:1");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("workgroup 4 wave 0"), std::string::npos) << r.err;
  CliRun big = gcnkit("run " + obj + " --kernel store --grid 64 --block 32,32,2 --arg buf:16 --arg u32:1");
  EXPECT_EQ(big.status, 1);
  EXPECT_NE(big.err.find("work-group size 32,32,2 is 2048 work-items; the hardware allows at most 1024"),
            std::string::npos) << big.err;
  // Above the kernel's .max_flat_workgroup_size (64 in the example's metadata).
  CliRun over = gcnkit("run " + obj + " --kernel store --grid 512 --block 128 --arg buf:16 --arg u32:1");
  EXPECT_EQ(over.status, 1);
  EXPECT_NE(over.err.find("work-group size 128,1,1 is 128 work-items, above kernel 'store''s .max_flat_workgroup_size 64"),
            std::string::npos) << over.err;
}

// A dispatch of `s_endpgm` with a descriptor whose sizes the test sets.
emu::LaunchResult dispatchWith(const KernelDescriptor& kd, std::array<uint32_t, 3> grid = {64, 1, 1}) {
  auto m = machine("gfx900");
  emu::LoadedKernel k;
  k.name = "k";
  k.processor = "gfx900";
  k.code = assembleBytes("s_endpgm\n", target("gfx900"));
  k.kd = kd;
  emu::DispatchConfig c;
  c.grid = grid;
  c.block = {64, 1, 1};
  return emu::dispatch(*m, k, c);
}

TEST(HostileInput, DescriptorSizesBeyondTheHardwareAreFaults) {
  KernelDescriptor kd;
  EXPECT_TRUE(dispatchWith(kd).ok());
  kd.kernargSize = 0xC0000000u;
  emu::LaunchResult r = dispatchWith(kd);
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidDispatch);
  EXPECT_NE(r.fault.message.find("kernarg segment of 3221225472 bytes exceeds"), std::string::npos) << r.fault.message;
  kd = {};
  kd.groupSegmentFixedSize = 3u << 30;
  r = dispatchWith(kd);
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidDispatch);
  EXPECT_NE(r.fault.message.find("exceeds the 65536 bytes of LDS"), std::string::npos) << r.fault.message;
  kd = {};
  kd.groupSegmentFixedSize = 65536;
  EXPECT_TRUE(dispatchWith(kd).ok());
  kd = {};
  kd.privateSegmentFixedSize = 1u << 20;
  r = dispatchWith(kd);
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidDispatch);
  EXPECT_NE(r.fault.message.find("PRIVATE_SEGMENT_FIXED_SIZE 1048576 per work-item"), std::string::npos);
  // Legal per work-item, but for a grid of 2^32-1 work-items the emulator would have to back terabytes.
  kd.privateSegmentFixedSize = 1024;
  r = dispatchWith(kd, {0xffffffffu, 1, 1});
  EXPECT_EQ(r.fault.kind, emu::FaultKind::InvalidDispatch);
  EXPECT_NE(r.fault.message.find("the emulator backs at once"), std::string::npos) << r.fault.message;
}

TEST(HostileInput, GuestAllocationsTheHostCannotMakeFailCleanly) {
  auto m = machine("gfx900");
  EXPECT_EQ(m->allocate(uint64_t(1) << 40), 0u);  // above the emulator's limit: refused, not attempted
}

TEST(HostileInput, AMacroArgumentNamingItsParameterExpandsOnce) {
  const std::string src = ".macro m a\n.long \\a\n.endm\nm \\a\n";
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900", src);  // looped forever before
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("error: unknown token in expression"), std::string::npos) << r.err;
  CliRun ok = gcnkit("mc -arch=amdgcn -mcpu=gfx900", ".macro m a, ab\n.long \\ab + \\a\\()0\n.endm\nm 1, 2\n");
  EXPECT_EQ(ok.out, "\t.long\t12\n") << ok.err;  // the longest parameter name, and \() as a separator
}

TEST(HostileInput, NestedRepetitionIsBoundedByAnExpansionBudget) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=null",
                    ".rept 100000\n.rept 100000\n.rept 100000\n.endr\n.endr\n.endr\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("expansion exceeds 512 MiB of source text"), std::string::npos) << r.err;
  // A large count of its own is fine (it said "Count is negative" above a million).
  CliRun big = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=null", ".rept 2000000\n.endr\n");
  EXPECT_EQ(big.status, 0) << big.err;
  EXPECT_NE(gcnkit("mc -arch=amdgcn -mcpu=gfx900", ".rept -1\n.endr\n").err.find("Count is negative"),
            std::string::npos);
}

TEST(HostileInput, DeepExpressionsAreAnErrorNotAStackOverflow) {
  for (const std::string& open : {std::string("("), std::string("-"), std::string("~")}) {
    std::string e;
    for (int i = 0; i < 60000; ++i) e += open;
    e += "1";
    if (open == "(") e += std::string(60000, ')');
    CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900", ".long " + e + "\n");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.err.find("<stdin>:1:4103: error: expression nested more than 4096 levels deep"), std::string::npos)
        << r.err.substr(0, 200);
  }
  std::string fine = ".long " + std::string(500, '(') + "7" + std::string(500, ')') + "\n";
  EXPECT_EQ(gcnkit("mc -arch=amdgcn -mcpu=gfx900", fine).out, "\t.long\t7\n");
}

TEST(HostileInput, AlignmentsAreBoundedAndSectionsCapped) {
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=obj -o /dev/null", ".align 4294967296\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("<stdin>:1:8: error: alignment must be smaller than 2**32"), std::string::npos) << r.err;
  EXPECT_EQ(gcnkit("mc -arch=amdgcn -mcpu=gfx900", ".p2align 32\n").status, 1);
  // Many sections, each padded to 2 GiB: the cap refuses the first, nothing is allocated.
  CliRun big = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=obj -o /dev/null",
                      ".data\n.byte 1\n.p2align 31\n.section .a,\"a\"\n.byte 1\n.p2align 31\n");
  EXPECT_EQ(big.status, 1);
  EXPECT_NE(big.err.find("section '.data' would exceed 1024 MiB"), std::string::npos) << big.err;
}

TEST(HostileInput, NegatingTheMostNegativeAddendIsDefined) {
  CliRun r = gcnkit("mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o /dev/null",
                    ".quad sym -9223372036854775808\n.reloc ., R_AMDGPU_ABS64, sym -9223372036854775808\n.quad 0\n");
  EXPECT_EQ(r.status, 0) << r.err;  // under UBSan (the ASan build) a negation of INT64_MIN stops the run
}

TEST(HostileInput, AFailedRunLeavesNoOutputFile) {
  const std::string out = tempFile("out.o", "an older output");
  CliRun mc = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=obj -o " + out, "s_bogus\n");
  EXPECT_EQ(mc.status, 1);
  EXPECT_FALSE(std::filesystem::exists(out));
  std::ofstream(out) << "an older output";
  CliRun as = gcnkit("as --mcpu=gfx900 - -o " + out, "s_bogus\n");
  EXPECT_EQ(as.status, 1);
  EXPECT_FALSE(std::filesystem::exists(out));
  CliRun good = gcnkit("as --mcpu=gfx900 - -o " + out, "s_nop 0\n");
  EXPECT_EQ(good.status, 0);
  EXPECT_TRUE(std::filesystem::exists(out));
  // (this output's own temporary file, named after it: other tests running at the same time write theirs)
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(out).parent_path()))
    EXPECT_FALSE(e.path().string().starts_with(out + ".gcnkit-tmp-")) << e.path();
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 - -o /dev/null", "s_nop 0\n").status, 0);  // special files: written as they are
  EXPECT_TRUE(std::filesystem::exists("/dev/null"));
}

TEST(HostileInput, ThousandsOfSectionsAssembleQuickly) {
  std::string src;
  for (int i = 0; i < 30000; ++i) src += ".section .s" + std::to_string(i) + ",\"a\"\n.byte 1\n";
  CliRun r = gcnkit("mc -arch=amdgcn -mcpu=gfx900 -filetype=obj -o /dev/null", src);  // quadratic before
  EXPECT_EQ(r.status, 0) << r.err;
}

TEST(HostileInput, DisSourceWritesOnlyWhatAssembles) {
  // Symbol names no identifier can hold, R_AMDGPU_NONE, and a relocation against symbol 0.
  const std::string src =
      ".text\nk:\ns_endpgm\n.data\nd:\n.quad 0\n.quad 0\n.reloc 0, R_AMDGPU_NONE, d\n";
  const std::string obj = tempFile("o.o", ""), again = tempFile("again.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + obj, src).status, 0);
  CliRun dis = gcnkit("dis --source " + obj);
  ASSERT_EQ(dis.status, 0) << dis.err;
  EXPECT_NE(dis.out.find(".reloc ., R_AMDGPU_NONE, d"), std::string::npos) << dis.out;
  CliRun re = gcnkit("as --mcpu=gfx900 - -o " + again, dis.out);
  EXPECT_EQ(re.status, 0) << re.err << dis.out;
  const std::string listing = gcnkit("dis " + obj).out, relisting = gcnkit("dis " + again).out;
  EXPECT_EQ(relisting.substr(relisting.find("Disassembly")), listing.substr(listing.find("Disassembly")));
  // ELF allows any name: "sp ace" and "co:lon" (made by renaming same-length names in the string table).
  std::string bytes = slurp(obj);
  const std::string named = tempFile("named.o", "");
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + named, ".text\nspXace:\ncoXlon:\ns_endpgm\n.globl spXace\n").status, 0);
  bytes = slurp(named);
  for (auto [from, to] : {std::pair<std::string, std::string>{"spXace", "sp ace"}, {"coXlon", "co:lon"}})
    bytes.replace(bytes.find(from), from.size(), to);
  std::ofstream(named, std::ios::binary) << bytes;
  CliRun odd = gcnkit("dis --source " + named);
  ASSERT_EQ(odd.status, 0) << odd.err;
  EXPECT_NE(odd.err.find("not reproduced: symbol 1 'co:lon' (not an identifier the assembler reads)"),
            std::string::npos) << odd.err;
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 - -o " + again, odd.out).status, 0) << odd.out;
}

TEST(HostileInput, DisSourceDoesNotWriteMetadataTheAssemblerRejects) {
  // The example's metadata note with a required key renamed (same length, so the ELF stays intact).
  std::string bytes = slurp(exampleObject());
  const std::string key = ".max_flat_workgroup_size";
  ASSERT_NE(bytes.find(key), std::string::npos);
  bytes.replace(bytes.find(key), key.size(), ".max_flat_workgroup_sizf");
  const std::string broken = tempFile("broken.o", bytes), again = tempFile("again.o", "");
  CliRun dis = gcnkit("dis --source " + broken);
  ASSERT_EQ(dis.status, 0) << dis.err;
  EXPECT_NE(dis.err.find("not reproduced: metadata note: "), std::string::npos) << dis.err;
  EXPECT_EQ(dis.out.find(".amdgpu_metadata"), std::string::npos);
  CliRun as = gcnkit("as --mcpu=gfx900 - -o " + again, dis.out);
  EXPECT_EQ(as.status, 0) << as.err;
}

TEST(HostileInput, DisSourceKeepsTheDescriptorSymbolsVisibility) {
  const std::string obj = exampleObject(), again = tempFile("again.o", "");
  CliRun dis = gcnkit("dis --source " + obj);
  ASSERT_EQ(dis.status, 0) << dis.err;
  ASSERT_EQ(gcnkit("as --mcpu=gfx900 - -o " + again, dis.out).status, 0);
  const std::string x = slurp(obj), y = slurp(again);
  auto co1 = readCodeObject({reinterpret_cast<const uint8_t*>(x.data()), x.size()});
  auto co2 = readCodeObject({reinterpret_cast<const uint8_t*>(y.data()), y.size()});
  ASSERT_TRUE(co1 && co2);
  const int i1 = co1->elf.findSymbol("store.kd"), i2 = co2->elf.findSymbol("store.kd");
  ASSERT_GT(i1, 0);
  ASSERT_GT(i2, 0);
  EXPECT_EQ(co1->elf.symbols[size_t(i1)].visibility, STV_DEFAULT);  // as llvm-mc writes it
  EXPECT_EQ(co2->elf.symbols[size_t(i2)].visibility, STV_DEFAULT);
}

}  // namespace
}  // namespace gcnkit::test
