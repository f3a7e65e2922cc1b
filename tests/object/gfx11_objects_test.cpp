// The GFX11 code objects of tests/data/gfx11 (clang-19 and clang-22; gfx1100, gfx1101, gfx1151, gfx11-generic;
// OpenCL and HIP; a wave64 build): read with their descriptors and metadata, described by `info`, disassembled as
// llvm-objdump 22 does (live), and rebuilt from `dis --source`.
#include <gtest/gtest.h>

#include <set>

#include "generation_objects.h"
#include "linked_round_trip.h"
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

const char* const kGfx11Dir = "gfx11";

TEST(Gfx11Objects, CoverCompilersProcessorsAndLanguages) {
  std::set<std::string> names;
  for (const std::string& p : clangObjects(kGfx11Dir)) names.insert(fileName(p));
  for (const char* clang : {"clang19", "clang22"})
    for (const char* cpu : {"gfx1100", "gfx1101", "gfx1151"}) {
      for (const char* src : {"valu", "builtins", "stack"})
        EXPECT_TRUE(names.count(fmt::format("{}.{}.{}.so", src, cpu, clang))) << src << cpu << clang;
      EXPECT_TRUE(names.count(fmt::format("valu.{}.{}.o", cpu, clang))) << cpu << clang;
    }
  EXPECT_TRUE(names.count("valu.gfx1100-w64.clang22.o"));
  EXPECT_TRUE(names.count("valu.gfx11-generic.clang22.so"));
  EXPECT_TRUE(names.count("builtins.gfx11-generic.clang19.so"));
  EXPECT_TRUE(names.count("builtins.gfx11-generic.clang22.so"));
}

TEST(Gfx11Objects, AreReadWithDescriptorsAndMetadata) { expectObjectsReadWithDescriptorsAndMetadata(kGfx11Dir, Gen::GFX11); }

TEST(Gfx11Objects, InfoDescribesEveryKernelWithoutWarnings) {
  expectInfoWithoutWarnings(kGfx11Dir, "amdgcn-amd-amdhsa--gfx11");
}

// Line by line against llvm-objdump 22 -d. Known gaps, counted: v_cndmask_b16 with a half source and an SGPR one
// (gcnkit adds op_sel), v_xor_b16 with a 16-bit literal (gcnkit lists the word as .long).
TEST(Gfx11Objects, DisassemblyEqualsLlvmObjdump22) {
  const auto c = compareWithLlvmObjdump22(kGfx11Dir, [](const std::string& line) {
    const std::string m = listingMnemonic(line);
    return m == "v_cndmask_b16" || m == "v_xor_b16";
  });
  if (!c) GTEST_SKIP() << "llvm-objdump-22 not installed";
  EXPECT_LE(c->knownGaps, 16);  // (the list may only shrink)
}

// `dis --source` of every linked GFX11 object, `gcnkit as` and `as --shared`'s linker: the same .text, descriptors and
// notes.
TEST(Gfx11Objects, LinkedSourceRebuildsWithAsShared) {
  EXPECT_GE(asSharedRoundTrips(kGfx11Dir).tried, 20);
}

}  // namespace
}  // namespace gcnkit::test
