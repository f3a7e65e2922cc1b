// Relocatable objects gcnkit writes, byte for byte against llvm-mc 14's for the same sources
// (tests/data/programs, expected objects rebuilt by regenerate.sh), and readable by gcnkit's own reader.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "asm/object_output.h"
#include "emu/code_object.h"
#include "object/elf_file.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::string dataDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/"; }


struct Case {
  std::string program, cpu;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  std::ifstream in(dataDir() + "cases.txt");
  for (Case c; in >> c.program >> c.cpu;) out.push_back(c);
  return out;
}

AssembleResult assembleFile(const std::string& program, const Target& t) {
  AssembleOptions o;
  o.target = t;
  o.hsa = true;
  o.relocatable = true;
  o.fileName = program;
  return assemble(slurp(dataDir() + program + ".s"), o);
}

TEST(ObjectOutput, MatchesLlvmMc14ByteForByte) {
  auto all = cases();
  ASSERT_GE(all.size(), 10u);
  for (const Case& c : all) {
    const Target t = target(c.cpu.c_str());
    AssembleResult r = assembleFile(c.program, t);
    ASSERT_EQ(r.errors, 0) << c.program << " " << c.cpu << "\n" << r.diagnostics;
    auto obj = writeObjectFile(r, t, ObjectOptions{});
    ASSERT_TRUE(obj) << obj.error();
    std::string want = slurp(dataDir() + "expected/" + c.program + "." + c.cpu + ".o");
    ASSERT_FALSE(want.empty());
    EXPECT_EQ(std::string(obj->begin(), obj->end()), want) << c.program << " on " << c.cpu;
  }
}

TEST(ObjectOutput, KernelsLoadBackFromTheObject) {
  const Target t = target("gfx900");
  AssembleResult r = assembleFile("two_kernels", t);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  auto obj = writeObjectFile(r, t, ObjectOptions{});
  ASSERT_TRUE(obj);
  auto names = emu::kernelNames(*obj);
  ASSERT_TRUE(names);
  EXPECT_EQ(*names, (std::vector<std::string>{"first", "second"}));
  auto k = emu::loadKernel(*obj, "second");
  ASSERT_TRUE(k) << k.error();
  EXPECT_EQ(k->entry, 0x100u);
  EXPECT_EQ(k->processor, "gfx900");
}

TEST(ObjectOutput, EFlagsFollowTheCodeObjectVersion) {
  EXPECT_EQ(elfFlags(target("gfx900"), 4), 0x12cu);            // xnack "any"
  EXPECT_EQ(elfFlags(target("gfx900", "+xnack"), 4), 0x32cu);  // xnack on
  EXPECT_EQ(elfFlags(target("gfx900", "-xnack"), 4), 0x22cu);
  EXPECT_EQ(elfFlags(target("gfx900", "+xnack"), 3), 0x12cu);  // V3: one bit
  EXPECT_EQ(elfFlags(target("gfx906"), 4), 0x52fu);            // xnack and sramecc "any"
  EXPECT_EQ(elfFlags(target("gfx803"), 4), 0x2au);             // neither feature exists
}

}  // namespace
}  // namespace gcnkit::test
