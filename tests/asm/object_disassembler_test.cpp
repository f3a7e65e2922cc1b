// Code objects back to text: the llvm-objdump -d listing against llvm-objdump 22's for the same objects
// (tests/data/programs/expected/*.objdump), and --source programs that re-assemble to the same sections.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include "asm/object_disassembler.h"
#include "asm/object_output.h"
#include "object_test_support.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::string sourceDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/"; }


std::span<const uint8_t> asBytes(const std::string& s) { return {reinterpret_cast<const uint8_t*>(s.data()), s.size()}; }

// Every object the tests keep: the llvm-mc 14 programs and the object-layer samples.
std::vector<std::string> objectFiles() {
  std::vector<std::string> out;
  std::ifstream in(sourceDir() + "programs/cases.txt");
  for (std::string prog, cpu; in >> prog >> cpu;) out.push_back("programs/expected/" + prog + "." + cpu + ".o");
  std::ifstream v2(sourceDir() + "programs/cases_v2.txt");
  for (std::string prog, cpu, mattr; v2 >> prog >> cpu >> mattr;)
    out.push_back("programs/expected/" + prog + "." + cpu + ".o");
  for (const char* f : {"hello_gfx900.o", "hello_gfx900_v3.o", "meta_types.o", "multi_gfx1030.o", "v2_gfx900.o",
                        "hello_gfx900.so"})
    out.push_back(std::string("objects/") + f);
  return out;
}

TEST(ObjectDisassembler, ListingMatchesLlvmObjdump22) {
  std::ifstream in(sourceDir() + "programs/cases.txt");
  int compared = 0;
  for (std::string prog, cpu; in >> prog >> cpu; ++compared) {
    const std::string base = sourceDir() + "programs/expected/" + prog + "." + cpu;
    const std::string file = slurp(base + ".o");
    auto co = readCodeObject(asBytes(file));
    ASSERT_TRUE(co) << co.error();
    EXPECT_EQ(objdumpListing(*co, prog + "." + cpu + ".o"), slurp(base + ".objdump")) << prog << " " << cpu;
  }
  EXPECT_GE(compared, 10);
}

// A branch target outside the section (s_subvector_loop_*'s 16-bit offset, before the start or past the end) is
// annotated as llvm-objdump 22 does: the last symbol at or before the 64-bit target address (golden lines from
// llvm-mc 22 + llvm-objdump 22 on this program).
TEST(ObjectDisassembler, BranchTargetsOutsideTheSectionAnnotatedAsLlvmObjdump22) {
  AssembleOptions o;
  o.target = target("gfx1030");
  o.relocatable = true;
  AssembleResult r =
      assemble("L0:\n\ts_nop 0\nL1:\n\ts_subvector_loop_end s10, 32768\n\ts_subvector_loop_begin s10, 2\n", o);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, 4});
  ASSERT_TRUE(bytes) << bytes.error();
  auto co = readCodeObject(*bytes);
  ASSERT_TRUE(co) << co.error();
  const std::string listing = objdumpListing(*co, "sv.o");
  EXPECT_NE(listing.find("\ts_subvector_loop_end s10, 32768                            // 000000000004: BE0A8000 "
                         "<L1+0xfffffffffffe0004>\n"),
            std::string::npos)
      << listing;
  EXPECT_NE(listing.find("\ts_subvector_loop_begin s10, 2                              // 000000000008: BD8A0002 "
                         "<L1+0x10>\n"),
            std::string::npos)
      << listing;
}

// Threads list a section's symbol ranges ahead in jobs (runs of small ranges, a large range on its own): the
// listing is byte for byte that of one thread. The program: 8,000 labelled ranges of a few instructions with
// branches to labels in other jobs and invalid words (more jobs than the slots workers fill ahead), a run of
// zeros llvm-objdump leaves out, one range larger than a job (400 KB), then small ranges again.
TEST(ObjectDisassembler, ListingIsTheSameOnAnyNumberOfThreads) {
  std::string src;
  auto smallRanges = [&src](int from, int count) {
    for (int i = from; i < from + count; ++i) {
      src += "L" + std::to_string(i) + ":\n\ts_add_u32 s" + std::to_string(i % 90) + ", s1, " + std::to_string(i) +
             "\n\tv_add_f32 v1, v2, v3\n";
      // 600 ranges away, within this run of ranges (a branch reaches 128 KB).
      if (i % 7 == 0) src += "\ts_cbranch_scc0 L" + std::to_string(i - from >= 600 ? i - 600 : i + 600) + "\n";
      if (i % 11 == 0) src += "\t.long 0xffffffff\n";
      if (i % 13 == 0) src += "\tglobal_load_dword v1, v[2:3], off offset:" + std::to_string(i % 4096) + "\n";
    }
  };
  smallRanges(0, 8000);
  src += "Z:\n\t.fill 64, 1, 0\n\ts_nop 0\n";
  src += "big:\n";
  for (int i = 0; i < 50000; ++i) src += "\tv_mul_f32 v" + std::to_string(i % 200) + ", s3, v4\n\ts_nop 1\n";
  smallRanges(8000, 3000);
  src += "\ts_endpgm\n";
  AssembleOptions o;
  o.target = target("gfx900");
  o.relocatable = true;
  AssembleResult r = assemble(src, o);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, 4});
  ASSERT_TRUE(bytes) << bytes.error();
  auto co = readCodeObject(*bytes);
  ASSERT_TRUE(co) << co.error();
  auto listingOn = [&](int threads) {
    std::string all;
    int pieces = 0;
    objdumpListing(*co, "t.o", [&](std::string_view chunk) { all += chunk, ++pieces; }, threads);
    EXPECT_GT(pieces, 4) << "a listing this size is handed on in pieces";
    return all;
  };
  const std::string one = listingOn(1);
  EXPECT_NE(one.find("<L3>:\n"), std::string::npos);
  EXPECT_NE(one.find("<big>:\n"), std::string::npos);
  EXPECT_NE(one.find("\t\t...\n"), std::string::npos);
  EXPECT_NE(one.find("s_cbranch_scc0 L607 "), std::string::npos) << "a branch to a label of another job";
  EXPECT_NE(one.find("\t.long 0xffffffff "), std::string::npos) << "an invalid word";
  for (int threads : {2, 3, 8}) EXPECT_EQ(listingOn(threads), one) << threads << " threads";
}

CodeObject reassemble(const CodeObject& co, const std::string& text, const std::string& what) {
  AssembleOptions o;
  o.target = co.target();
  o.hsa = o.relocatable = true;
  o.fileName = what;
  o.codeObjectVersion = co.codeObjectVersion == 2 ? 2 : 4;  // V2 directives need it on the command line
  AssembleResult r = assemble(text, o);
  EXPECT_EQ(r.errors, 0) << what << "\n" << r.diagnostics << "\n" << text;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, o.codeObjectVersion});
  EXPECT_TRUE(bytes) << bytes.error();
  auto back = readCodeObject(*bytes);
  EXPECT_TRUE(back) << back.error();
  return *back;
}

TEST(ObjectDisassembler, SourceReassemblesToTheSameSections) {
  for (const std::string& path : objectFiles()) {
    SCOPED_TRACE(path);
    auto co = readCodeObject(asBytes(slurp(sourceDir() + path)));
    ASSERT_TRUE(co) << co.error();
    ObjectSource src = objectSource(*co);
    EXPECT_TRUE(src.inexact.empty()) << src.inexact.front();
    CodeObject back = reassemble(*co, src.text, path);
    int sections = 0;
    for (size_t i = 1; i < co->elf.sections.size(); ++i) {
      const ElfSection& s = co->elf.sections[i];
      if (!(s.flags & SHF_ALLOC) || (s.type != SHT_PROGBITS && s.type != SHT_NOBITS && s.type != SHT_NOTE)) continue;
      const int j = back.elf.findSection(s.name);
      ASSERT_GE(j, 0) << s.name;
      const ElfSection& t = back.elf.sections[size_t(j)];
      EXPECT_EQ(t.type, s.type) << s.name;
      EXPECT_EQ(t.flags, s.flags) << s.name;
      EXPECT_EQ(t.size, s.size) << s.name;
      // A linked object's resolved descriptor entry offsets come back as relocations; code is the same.
      if (co->elf.type == ET_REL || (s.flags & SHF_EXECINSTR)) {
        EXPECT_EQ(t.data, s.data) << s.name;
      }
      ++sections;
    }
    EXPECT_GE(sections, 1);
    if (co->elf.type == ET_REL) {
      EXPECT_EQ(relocationsBySection(back.elf), relocationsBySection(co->elf));
    }
    ASSERT_EQ(back.kernels.size(), co->kernels.size());
    for (size_t k = 0; k < co->kernels.size(); ++k) {
      EXPECT_EQ(back.kernels[k].name, co->kernels[k].name);
      ASSERT_TRUE(back.kernels[k].descriptor && co->kernels[k].descriptor);
      KernelDescriptor a = *back.kernels[k].descriptor, b = *co->kernels[k].descriptor;
      a.kernelCodeEntryByteOffset = b.kernelCodeEntryByteOffset = 0;
      EXPECT_EQ(a.computePgmRsrc1, b.computePgmRsrc1);
      EXPECT_EQ(a.computePgmRsrc2, b.computePgmRsrc2);
      EXPECT_EQ(a.kernelCodeProperties, b.kernelCodeProperties);
    }
    EXPECT_EQ(back.metadata.has_value(), co->metadata.has_value());
    if (back.metadata && co->metadata) {
      EXPECT_TRUE(*back.metadata == *co->metadata);
    }
  }
}

TEST(ObjectDisassembler, SourceWritesOtherDataRelocationsAsReloc) {
  // A PC-relative 64-bit relocation in data has no data directive: .reloc writes it over the bytes.
  auto co = readCodeObject(asBytes(slurp(sourceDir() + "programs/expected/sections_and_relocs.gfx900.o")));
  ASSERT_TRUE(co);
  bool changed = false;
  for (ElfSection& s : co->elf.sections)
    for (ElfRelocation& r : s.relocations)
      if (r.type == reloc::kAbs64) r.type = reloc::kRel64, changed = true;
  ASSERT_TRUE(changed);
  ObjectSource src = objectSource(*co);
  EXPECT_TRUE(src.inexact.empty());
  EXPECT_NE(src.text.find(".reloc ., R_AMDGPU_REL64, "), std::string::npos) << src.text;
  CodeObject again = reassemble(*co, src.text, "REL64 in .data");
  int rel64 = 0;
  for (const ElfSection& s : again.elf.sections)
    for (const ElfRelocation& r : s.relocations) rel64 += r.type == reloc::kRel64;
  EXPECT_GE(rel64, 1);
}

TEST(ObjectDisassembler, SourceNamesWhatItCannotWrite) {
  // A relocation type the AMDGPU ABI does not define cannot be written: the program says so instead of
  // silently dropping it.
  auto co = readCodeObject(asBytes(slurp(sourceDir() + "programs/expected/sections_and_relocs.gfx900.o")));
  ASSERT_TRUE(co);
  bool changed = false;
  for (ElfSection& s : co->elf.sections)
    for (ElfRelocation& r : s.relocations)
      if (r.type == reloc::kAbs64) r.type = 12, changed = true;  // no R_AMDGPU_* has number 12
  ASSERT_TRUE(changed);
  ObjectSource src = objectSource(*co);
  ASSERT_EQ(src.inexact.size(), 1u);
  EXPECT_NE(src.inexact[0].find("relocation of type 12 at .data+0x0"), std::string::npos) << src.inexact[0];
  EXPECT_NE(src.text.find("// gcnkit: not reproduced: relocation of type 12"), std::string::npos);
}

TEST(ObjectDisassembler, SourceLabelsBranchTargetsAndKeepsSymbolAttributes) {
  auto co = readCodeObject(asBytes(slurp(sourceDir() + "programs/expected/branches.gfx900.o")));
  ASSERT_TRUE(co);
  const std::string text = objectSource(*co).text;
  EXPECT_NE(text.find("s_cbranch_scc0 .Lsec"), std::string::npos) << text;  // resolved: a local label
  EXPECT_NE(text.find("s_cbranch_execz helper"), std::string::npos) << text;  // relocated: the symbol
  EXPECT_NE(text.find(".hidden helper"), std::string::npos);
  EXPECT_NE(text.find(".weak w"), std::string::npos);
  EXPECT_NE(text.find(".section .text.cold,\"ax\",@progbits"), std::string::npos);
}

}  // namespace
}  // namespace gcnkit::test
