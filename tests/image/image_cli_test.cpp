// `gcnkit run` on whole images: --global sets a variable before the launch, --print NAME and --out NAME=PATH show
// one after it, --stack-size sizes a dynamic stack, and what the kernel printed comes on standard output before
// the fault on standard error.
#include <gtest/gtest.h>

#include <cstring>

#include "cli_support.h"

namespace {

using gcnkit::test::gcnkit;
using gcnkit::test::perTestPath;
using gcnkit::test::slurp;

std::string object(const std::string& name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/image/" + name; }

TEST(ImageCli, SetsPrintsAndWritesVariables) {
  const std::string out = perTestPath("_history");
  const auto r = gcnkit("run " + object("globals_cl.gfx900.O2.v5.hsaco") +
                        " --kernel globals --grid 64 --block 64 --arg buf:256 --arg i32:5"
                        " --global counter=i32:7 --global history=i32:10,20 --print counter:i32 --out history=" + out);
  ASSERT_EQ(r.status, 0) << r.err;
  // 64 work-items add 1 each to the 7 the command line set.
  EXPECT_NE(r.out.find("variable 'counter': i32 x 1 from element 0 (of 1)\n     0: 71\n"), std::string::npos) << r.out;
  const std::string history = slurp(out);
  ASSERT_EQ(history.size(), 64u);
  std::vector<int32_t> h(16);
  std::memcpy(h.data(), history.data(), 64);
  EXPECT_EQ(h[0], 10 + 1);   // set, then t + 1 added
  EXPECT_EQ(h[1], 20 + 2);
  EXPECT_EQ(h[7], 8);
  EXPECT_EQ(h[8], 1000);     // through the pointer `cursor`
  EXPECT_EQ(h[9], 0);
}

TEST(ImageCli, VariableErrorsNameWhatExists) {
  const std::string base = "run " + object("globals_cl.gfx900.O2.v5.hsaco") +
                           " --kernel globals --grid 64 --block 64 --arg buf:256 --arg i32:5 ";
  auto r = gcnkit(base + "--global nope=i32:1");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit run: error: --global 'nope=i32:1': the code object has no variable 'nope'; its "
                       "variables: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("counter (4 bytes)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("table (32 bytes, read-only)"), std::string::npos) << r.err;
  r = gcnkit(base + "--global counter=i32:1,2");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("8 bytes of values, but 'counter' is 4 bytes"), std::string::npos) << r.err;
  r = gcnkit(base + "--print nope:i32");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("--print 'nope:i32': the code object has no variable 'nope'"), std::string::npos) << r.err;
  r = gcnkit(base + "--global counter");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("expected NAME=VALUES"), std::string::npos) << r.err;
}

TEST(ImageCli, StackSizeFlag) {
  const std::string base = "run " + object("stack_hip.gfx900.O2.v5.hsaco") +
                           " --kernel recurse --grid 64 --block 64 --arg buf:256 --arg i32:400 ";
  auto r = gcnkit(base);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("private segment overflow: lane 0"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--stack-size raises it"), std::string::npos) << r.err;
  r = gcnkit(base + "--stack-size 131056");
  EXPECT_EQ(r.status, 0) << r.err;
}

TEST(ImageCli, PrintedTextComesBeforeTheFault) {
  const auto r = gcnkit("run " + object("printf_hip.gfx900.O0.v5.hsaco") +
                        " --kernel print_then_fault --grid 128 --block 64 --arg buf:64 --arg i32:70");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out.substr(0, 22), "before t=0\nbefore t=1\n") << r.out;
  EXPECT_NE(r.out.find("after t=63\nbefore t=64\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("after t=64"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("gcnkit run: fault: memory violation"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("workgroup 1 wave 0"), std::string::npos) << r.err;
}

}  // namespace
