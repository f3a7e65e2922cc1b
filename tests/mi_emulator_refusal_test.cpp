// The MI processors' own instructions (packed fp32, v_lshl_add_u64, ...) are in the assembler and disassembler but
// not in the emulator yet: running a kernel that reaches one stops with a precise fault naming the instruction
// (exit 1), never a crash or a wrong result.
#include <gtest/gtest.h>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

std::string clang19(const std::string& name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clang19/" + name; }

TEST(MiEmulatorRefusal, PackedFp32StopsWithTheInstructionNamed) {
  CliRun r = runGcnkit("run " + clang19("fp64.gfx90a.v5.so") +
                       " --kernel add2 --grid 64 --block 64 --arg buf:1024 --arg buf:1024 --arg buf:1024");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("unsupported instruction"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("v_pk_add_f32 v[2:3]"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("not implemented by the emulator"), std::string::npos) << r.err;
}

TEST(MiEmulatorRefusal, Gfx940AdditionStopsWithTheInstructionNamed) {
  CliRun r = runGcnkit("run " + clang19("fp64.gfx942.v5.so") +
                       " --kernel daxpy --grid 64 --block 64 --arg buf:1024 --arg buf:1024 --arg f64:2 --arg u32:64");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace gcnkit::test
