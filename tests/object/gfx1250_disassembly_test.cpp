// The disassembly of the GFX12.5 code objects of tests/data/gfx1250 (clang-22; gfx1250, gfx1251; OpenCL and HIP, a
// relocatable object, a kernel past 256 VGPRs): listed
// as llvm-objdump 22 lists them, line for line against its listing committed in objdump22/ (rebuild.sh writes it, so
// the comparison needs no LLVM; with llvm-objdump 22 installed the committed text is checked against it too), VGPR MSB
// comments included (text/vgpr_msb.h); and every code section's listing assembles back to its bytes.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "asm/assembler.h"
#include "generation_objects.h"
#include "object/code_object.h"
#include "object_test_support.h"
#include "text/disassembler.h"

namespace gcnkit::test {
namespace {

const char* const kDir = "gfx1250";

std::string goldenOf(const std::string& object) {
  const std::filesystem::path p(object);
  return (p.parent_path() / "objdump22" / (p.filename().string() + ".txt")).string();
}

bool isCode(const ElfSection& s) { return s.type == SHT_PROGBITS && (s.flags & SHF_EXECINSTR) && s.size; }

TEST(Gfx1250Disassembly, EqualsLlvmObjdump22LineForLine) {
  int lines = 0, annotated = 0, files = 0;
  for (const std::string& path : clangObjects(kDir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    ASSERT_TRUE(std::filesystem::exists(goldenOf(path))) << goldenOf(path) << ": run tests/data/gfx1250/rebuild.sh";
    const std::vector<std::string> want = listingLines(slurp(goldenOf(path)));
    const std::vector<std::string> got = listingLines(objdumpListing(*co, fileName(path)));
    int shown = 0;
    for (size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
      const std::string& w = i < want.size() ? want[i] : "(none)";
      const std::string& g = i < got.size() ? got[i] : "(none)";
      if (w != g && ++shown <= 20) ADD_FAILURE() << "line " << i + 1 << "\n  llvm-objdump 22: " << w << "\n  gcnkit:          " << g;
    }
    EXPECT_EQ(shown, 0) << shown << " lines differ";
    EXPECT_EQ(want.size(), got.size());
    lines += int(want.size());
    for (const std::string& l : want) annotated += l.find(" /*v") != std::string::npos;
    ++files;
  }
  EXPECT_EQ(files, 8);
  EXPECT_GT(lines, 7000);
  // The listings hold VGPRs past v255 (the wide kernel and the packed products after s_set_vgpr_msb), so the MSB
  // comments are compared too.
  EXPECT_GT(annotated, 1000);
}

// The VGPR MSB mode over every operand family, one slot at a time and all at once, and the instructions that clear
// it (msb/vgpr_msb.s, assembled by llvm-mc 22; its listing by llvm-objdump 22).
TEST(Gfx1250Disassembly, VgprMsbCommentsFollowTheModeAsLlvmObjdump22Does) {
  const std::string dir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx1250/msb/";
  auto co = readCodeObject(asBytes(slurp(dir + "vgpr_msb.o")));
  ASSERT_TRUE(co) << co.error();
  const std::vector<std::string> want = listingLines(slurp(dir + "vgpr_msb.o.txt"));
  const std::vector<std::string> got = listingLines(objdumpListing(*co, "vgpr_msb.o"));
  ASSERT_GT(want.size(), 200u);
  for (size_t i = 0; i < std::max(want.size(), got.size()); ++i)
    EXPECT_EQ(i < got.size() ? got[i] : "(none)", i < want.size() ? want[i] : "(none)") << "line " << i + 1;
}

// What the objects hold that makes them GFX12.5: the comparison above covers these.
TEST(Gfx1250Disassembly, ObjectsHoldGfx125Instructions) {
  std::set<std::string> seen;
  for (const std::string& path : clangObjects(kDir))
    for (const std::string& l : listingLines(slurp(goldenOf(path)))) seen.insert(listingMnemonic(l));
  for (const char* m : {"s_set_vgpr_msb", "v_pk_fma_f32", "global_load_b128", "v_add_nc_u64_e32", "s_wait_kmcnt",
                        "v_dual_mov_b32", "s_setreg_imm32_b32"})
    EXPECT_TRUE(seen.count(m)) << m;
}

// The committed listings are llvm-objdump 22's (skipped without it).
TEST(Gfx1250Disassembly, GoldenListingsAreLlvmObjdump22s) {
  const char* objdump = "/usr/lib/llvm-22/bin/llvm-objdump";
  if (!std::filesystem::exists(objdump)) GTEST_SKIP() << "llvm-objdump-22 not installed";
  for (const std::string& path : clangObjects(kDir)) {
    SCOPED_TRACE(fileName(path));
    const std::string live = runCommand(
        fmt::format("cd {} && {} -d {}", std::filesystem::path(path).parent_path().string(), objdump, fileName(path)));
    EXPECT_EQ(live, slurp(goldenOf(path))) << "run tests/data/gfx1250/rebuild.sh";
  }
}

// Printing and assembling again: each code section's listing (every word an instruction, none a .long) builds the
// section's bytes.
TEST(Gfx1250Disassembly, ListingsAssembleBackToTheSameBytes) {
  int sections = 0;
  for (const std::string& path : clangObjects(kDir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    const Target t = co->target();
    for (size_t i = 1; i < co->elf.sections.size(); ++i) {
      if (!isCode(co->elf.sections[i])) continue;
      const std::span<const uint8_t> bytes = co->elf.sectionData(int(i));
      const std::string listing = disassembleListing(bytes, t);
      EXPECT_EQ(listing.find(".long"), std::string::npos) << listing;
      AssembleOptions o;
      o.target = t;
      o.textOnly = true;
      const AssembleResult r = assemble(listing, o);
      ASSERT_EQ(r.errors, 0) << r.diagnostics;
      EXPECT_TRUE(std::equal(r.bytes.begin(), r.bytes.end(), bytes.begin(), bytes.end()))
          << co->elf.sections[i].name << ": " << r.bytes.size() << " bytes assembled, " << bytes.size() << " listed";
      ++sections;
    }
  }
  EXPECT_GE(sections, 8);
}

}  // namespace
}  // namespace gcnkit::test
