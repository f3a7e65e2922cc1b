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

AssembleResult assembleFile(const std::string& program, const Target& t, int codeObjectVersion = 4) {
  AssembleOptions o;
  o.target = t;
  o.codeObjectVersion = codeObjectVersion;
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
    want = withWave32Descriptors(want, t, slurp(dataDir() + c.program + ".s"));
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

TEST(ObjectOutput, CodeObjectV2MatchesLlvmMc14ByteForByte) {
  std::ifstream in(dataDir() + "cases_v2.txt");
  int compared = 0;
  for (std::string prog, cpu, mattr; in >> prog >> cpu >> mattr; ++compared) {
    const Target t = target(cpu.c_str(), mattr == "-" ? "" : mattr.c_str());
    AssembleResult r = assembleFile(prog, t, 2);
    ASSERT_EQ(r.errors, 0) << prog << " " << cpu << "\n" << r.diagnostics;
    auto obj = writeObjectFile(r, t, ObjectOptions{true, 2});
    ASSERT_TRUE(obj) << obj.error();
    const std::string want = slurp(dataDir() + "expected/" + prog + "." + cpu + ".o");
    ASSERT_FALSE(want.empty());
    EXPECT_EQ(std::string(obj->begin(), obj->end()), want) << prog << " on " << cpu;
  }
  EXPECT_GE(compared, 6);
}

// Code object V3: the LLVM AMDGPU guide's V3 example (cases_v3.txt: program, processor, -mattr or '-').
TEST(ObjectOutput, CodeObjectV3MatchesLlvmMc14ByteForByte) {
  std::ifstream in(dataDir() + "cases_v3.txt");
  int compared = 0;
  for (std::string prog, cpu, mattr; in >> prog >> cpu >> mattr; ++compared) {
    SCOPED_TRACE(prog + " on " + cpu);
    const Target t = target(cpu.c_str(), mattr == "-" ? "" : mattr.c_str());
    AssembleResult r = assembleFile(prog, t, 3);
    EXPECT_EQ(r.errors, 0) << r.diagnostics;
    if (r.errors) continue;
    auto obj = writeObjectFile(r, t, ObjectOptions{true, 3});
    ASSERT_TRUE(obj) << obj.error();
    const std::string want = slurp(dataDir() + "expected/" + prog + "." + cpu + ".o");
    ASSERT_FALSE(want.empty());
    EXPECT_EQ(std::string(obj->begin(), obj->end()), want);
  }
  EXPECT_GE(compared, 1);
}

TEST(ObjectOutput, CodeObjectV2DirectivesNeedVersion2AndCheckTheirInput) {
  const Target t = target("gfx900", "-xnack");
  auto errorsOf = [&](const std::string& src, int version) {
    AssembleOptions o;
    o.target = t;
    o.hsa = o.relocatable = true;
    o.codeObjectVersion = version;
    return assemble(src, o).diagnostics;
  };
  EXPECT_NE(errorsOf(".hsa_code_object_version 2,1\n", 4).find("needs --amdhsa-code-object-version=2"), std::string::npos);
  EXPECT_EQ(errorsOf(".amdhsa_code_object_version 2\n.hsa_code_object_version 2,1\n", 4), "");
  EXPECT_NE(errorsOf(".amd_amdgpu_isa \"amdgcn-amd-amdhsa--gfx906\"\n", 2).find("1:17: error: target id must match options"),
            std::string::npos);
  EXPECT_NE(errorsOf(".hsa_code_object_isa 7,0,0\n", 2).find("vendor name required, comma expected"), std::string::npos);
  EXPECT_NE(errorsOf(".amd_kernel_code_t\nfoo = 1\n.end_amd_kernel_code_t\n", 2)
                .find("2:5: error: unexpected amd_kernel_code_t field name foo"),
            std::string::npos);
  EXPECT_NE(errorsOf(".amd_kernel_code_t\nwavefront_size = 5\n.end_amd_kernel_code_t\n", 2)
                .find("3:1: error: wavefront_size=5 is only allowed on GFX10+"),
            std::string::npos);
  EXPECT_NE(errorsOf(".amd_kernel_code_t\n", 2).find("expected .end_amd_kernel_code_t"), std::string::npos);
  // V2 metadata is read against the schema: a missing required key, an unknown value or key is an error.
  auto metadata = [&](const std::string& kernel) {
    return errorsOf(".amd_amdgpu_hsa_metadata\nVersion: [ 1, 0 ]\nKernels:\n  - " + kernel + "\n.end_amd_amdgpu_hsa_metadata\n", 2);
  };
  EXPECT_EQ(metadata("Name: k\n    SymbolName: k@kd"), "");
  EXPECT_NE(metadata("Name: k\n    SymbolName: k@kd\n    CodeProps:\n      KernargSegmentSize: 8")
                .find("error: invalid HSA metadata"),
            std::string::npos);
  EXPECT_NE(metadata("Name: k\n    SymbolName: k@kd\n    CodeProps:\n      KernargSegmentSize: 8")
                .find("missing required key 'GroupSegmentFixedSize'"),
            std::string::npos);
  EXPECT_NE(metadata("Name: k").find("missing required key 'SymbolName'"), std::string::npos);
  EXPECT_NE(metadata("Name: k\n    SymbolName: s\n    Args:\n      - { Size: 4, Align: 4, ValueKind: Bogus }")
                .find("ValueKind: unknown enumerated scalar"),
            std::string::npos);
  EXPECT_NE(metadata("Name: k\n    SymbolName: s\n    Colour: red").find("unknown key 'Colour'"), std::string::npos);
  EXPECT_NE(errorsOf(".amd_amdgpu_hsa_metadata\n", 2).find("expected directive .end_amd_amdgpu_hsa_metadata"),
            std::string::npos);
}

// The -filetype=asm listing of whole programs (sections, symbols, data, .amdhsa_kernel with every field,
// metadata YAML) against llvm-mc 22's, for the GFX6-GFX9 cases regenerate.sh lists.
TEST(ObjectOutput, ListingMatchesLlvmMc22) {
  int compared = 0;
  for (const Case& c : cases()) {
    const std::string want = slurp(dataDir() + "expected/" + c.program + "." + c.cpu + ".listing");
    if (c.cpu.starts_with("gfx10")) continue;
    ASSERT_FALSE(want.empty()) << c.program << " " << c.cpu;
    AssembleOptions o;
    o.target = target(c.cpu.c_str());
    o.hsa = true;
    o.listing = true;
    o.resolve = false;
    o.relocatable = true;
    AssembleResult r = assemble(slurp(dataDir() + c.program + ".s"), o);
    EXPECT_EQ(r.errors, 0) << r.diagnostics;
    EXPECT_EQ(r.listing, want) << c.program << " on " << c.cpu;
    ++compared;
  }
  EXPECT_GE(compared, 8);
}

}  // namespace
}  // namespace gcnkit::test
