// `gcnkit run` with the argument forms clang's kernels need (tests/data/args): typed scalars checked against the
// metadata's type names, plain numbers typed by it, bit patterns, by-value structs, __local pointers with their
// group memory placed after the kernel's own; and one address convention: what `gcnkit dis` lists is what a
// fault and the trace print, and what `--trace=pc:` takes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <regex>
#include <string>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

std::string argsObject(const char* name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/args/" + name; }

const std::string kScalars = "run " + argsObject("args.gfx900.hsaco") + " --kernel scalars_and_structs --grid 4 --block 4 ";

// out[i] = x * p.scale + p.offset + (p.flag ? w.d : w.i) for i < n.
TEST(CliRunArgs, TypedScalarsAndStructs) {
  CliRun r = gcnkit(kScalars + "--arg buf:f32:9,9,9,9 --arg 3 --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 "
                               "--arg struct:f64:0.5,i32:7 --print 0:f32");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(printedValues(r.out), (std::vector<double>{4.5, 4.5, 4.5, 9}));
  // The same values spelled with types, bit patterns and raw bytes; flag 0 takes w.i.
  r = gcnkit(kScalars + "--arg buf:16 --arg u32:4 --arg bits:0x40200000 --arg bytes:00000040ffffffff00000000 "
                        "--arg struct:f64:0.5,i32:7 --print 0:f32");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(printedValues(r.out), (std::vector<double>{11, 11, 11, 11}));
}

TEST(CliRunArgs, ValuesTheMetadataDoesNotTakeAreRefused) {
  const std::string tail = " --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 --arg struct:f64:0.5,i32:7";
  CliRun r = gcnkit(kScalars + "--arg buf:16 --arg f32:3" + tail);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit run: error: --arg 1 (f32:3): the metadata's 'n' is an integer ('uint'), and f32:3 is "
                       "a float: write u32:N, or a plain number; or bits:0x40400000 for this bit pattern"),
            std::string::npos)
      << r.err;
  r = gcnkit(kScalars + "--arg buf:16 --arg 3.5 --arg 2.5" + tail.substr(std::string(" --arg 2.5").size()));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("--arg 1 (3.5): the metadata's 'n' is a 'uint', and 3.5 is not a value of type u32"),
            std::string::npos)
      << r.err;
  r = gcnkit(kScalars + "--arg buf:16 --arg 4 --arg i32:2" + tail.substr(std::string(" --arg 2.5").size()));
  EXPECT_NE(r.err.find("--arg 2 (i32:2): the metadata's 'x' is a float ('float'), and i32:2 is an integer: write "
                       "f32:X, or a plain number; or bits:0x00000002 for this bit pattern"),
            std::string::npos)
      << r.err;
  r = gcnkit(kScalars + "--arg buf:16 --arg 4 --arg 2.5 --arg struct:f32:2,i32:-1 --arg struct:f64:0.5,i32:7");
  EXPECT_NE(r.err.find("--arg 3 (struct:f32:2,i32:-1) is 8 bytes, but the metadata has 'p' at offset 16 size 12"),
            std::string::npos)
      << r.err;
  r = gcnkit(kScalars + "--arg buf:16 --arg 4 --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 --arg u64:1");
  EXPECT_NE(r.err.find("--arg 4 (u64:1) is 8 bytes, but the metadata has 'w' at offset 32 size 16"), std::string::npos)
      << r.err;
  r = gcnkit(kScalars + "--arg buf:16 --arg 4 --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 --arg struct:u64:1,u64:2");
  EXPECT_EQ(r.status, 0) << r.err;  // 16 bytes of struct fields for a 16-byte struct: its layout is the user's
  r = gcnkit(kScalars + "--arg buf:16 --arg 4 --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 --arg lds:16");
  EXPECT_NE(r.err.find("--arg 4 (lds:16): lds:BYTES is for a __local pointer, and the metadata's 'w' is a by_value"),
            std::string::npos)
      << r.err;
}

// local_pointers(out, __local uint* a, __local ulong* b) with 12 bytes of static LDS: a at 12, b at the next
// 8-byte boundary after a's 256 bytes (272); out[64..66] report them and the static array's offset (0).
TEST(CliRunArgs, LocalPointersGetGroupMemoryAfterTheKernelsOwn) {
  CliRun r = gcnkit("run " + argsObject("args.gfx900.hsaco") +
                    " --kernel local_pointers --grid 64 --block 64 --check=error --arg buf:268 --arg lds:256 "
                    "--arg lds:512 --print 0:u32x3@64 --print 0:u32x2@0");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<double> v = printedValues(r.out);
  ASSERT_EQ(v.size(), 5u) << r.out;
  EXPECT_EQ(v[0], 12);   // a
  EXPECT_EQ(v[1], 272);  // b
  EXPECT_EQ(v[2], 0);    // the kernel's own array
  EXPECT_EQ(v[3], 1 + 2 + 7);  // work-item 0: a[1] + (b[2] >> 32) + fixed[0]
  EXPECT_EQ(v[4], 2 + 3 + 7);
  // Too little group memory for 64 work-items: an lds-range report, fatal with --check=error.
  CliRun small = gcnkit("run " + argsObject("args.gfx900.hsaco") +
                        " --kernel local_pointers --grid 64 --block 64 --check=error --arg buf:268 --arg lds:256 "
                        "--arg lds:8");
  EXPECT_EQ(small.status, 1);
  EXPECT_NE(small.err.find("lds-range"), std::string::npos) << small.err;
  CliRun offset = gcnkit("run " + argsObject("args.gfx900.hsaco") +
                         " --kernel local_pointers --grid 64 --block 64 --arg buf:268 --arg u32:0 --arg lds:8");
  EXPECT_EQ(offset.status, 1);
  EXPECT_NE(offset.err.find("--arg 1 (u32:0): the metadata's 'a' is a __local pointer (.value_kind "
                            "dynamic_shared_pointer): pass lds:BYTES"),
            std::string::npos)
      << offset.err;
}

// HIP names no argument types: sizes are checked, plain numbers need a type. The struct {float, int, char}.
TEST(CliRunArgs, HipStructAndDynamicSharedMemory) {
  const std::string base = "run " + argsObject("args_hip.gfx900.hsaco") + " --kernel hip_struct --grid 64 --block 64 ";
  CliRun r = gcnkit(base + "--arg struct:f32:2,i32:3,i8:1 --arg buf:256 --lds 256 --check=error --print 1:f32x3@0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(printedValues(r.out), (std::vector<double>{2 * 1 + 4, 2 * 2 + 4, 2 * 3 + 4}));
  CliRun plain = gcnkit(base + "--arg 2 --arg buf:256 --lds 256");
  EXPECT_EQ(plain.status, 1);
  EXPECT_NE(plain.err.find("--arg 0 (2): a plain number needs the argument's type, and the metadata gives no "
                           ".type_name for it: write TYPE:VALUE"),
            std::string::npos)
      << plain.err;
}

// The address `gcnkit dis` lists for the first instruction named `mnemonic` of `kernel`, and for the kernel.
struct Listed {
  uint64_t kernel = 0, instruction = 0;
};
Listed listedAddress(const std::string& object, const std::string& kernel, const std::string& mnemonic) {
  CliRun dis = gcnkit("dis " + object);
  EXPECT_EQ(dis.status, 0) << dis.err;
  Listed out;
  std::smatch m;
  if (std::regex_search(dis.out, m, std::regex("([0-9a-fA-F]+) <" + kernel + ">:"))) out.kernel = std::stoull(m[1].str(), nullptr, 16);
  const size_t at = dis.out.find("<" + kernel + ">:");
  const std::string body = at == std::string::npos ? std::string() : dis.out.substr(at);
  if (std::regex_search(body, m, std::regex("\\n\\s*" + mnemonic + "[^\\n]*// ([0-9A-Fa-f]+):")))
    out.instruction = std::stoull(m[1].str(), nullptr, 16);
  EXPECT_NE(out.instruction, 0u) << dis.out;
  return out;
}

std::string hexOf(uint64_t v) {
  char s[32];
  std::snprintf(s, sizeof s, "0x%llx", static_cast<unsigned long long>(v));
  return s;
}

TEST(CliRunArgs, OneAddressConventionAcrossDisTraceAndFaults) {
  const std::string obj = argsObject("args.gfx900.hsaco");
  const Listed at = listedAddress(obj, "scalars_and_structs", "global_store_dword");
  ASSERT_GT(at.instruction, 0x1000u);  // a linked object: its code lies above its headers and data
  const std::string args = "--arg 4 --arg 2.5 --arg struct:f32:2,i32:-1,u8:1 --arg struct:f64:0.5,i32:7 ";
  // The trace prints the listing's address, and its pc: filter takes it: one wave, one line.
  CliRun t = gcnkit(kScalars + "--arg buf:16 " + args + "--trace=pc:" + hexOf(at.instruction));
  ASSERT_EQ(t.status, 0) << t.err;
  char line[64];
  std::snprintf(line, sizeof line, " 0x%06llx: global_store_dword", static_cast<unsigned long long>(at.instruction));
  EXPECT_NE(t.out.find(line), std::string::npos) << t.out;
  EXPECT_EQ(std::count(t.out.begin(), t.out.end(), '\n'), 1) << t.out;
  // The kernel is the first of its .text section: an offset into it (below the section's address) is taken too.
  const uint64_t offset = at.instruction - at.kernel;
  CliRun o = gcnkit(kScalars + "--arg buf:16 " + args + "--trace=pc:" + std::to_string(offset) + "-" +
                    std::to_string(offset + 4));
  ASSERT_EQ(o.status, 0) << o.err;
  EXPECT_EQ(o.out, t.out);
  // A fault at that store (a 4-byte buffer, n = 4) prints the same address.
  CliRun f = gcnkit(kScalars + "--arg buf:4 " + args);
  EXPECT_EQ(f.status, 1);
  EXPECT_NE(f.err.find("memory violation at pc " + hexOf(at.instruction) + " (global_store_dword"), std::string::npos)
      << f.err;
}

}  // namespace
}  // namespace gcnkit::test
