// `.file`/`.loc` line tables and what the assembler reports once the input has ended, as llvm-mc 22 does
// (tests/conformance/clang_asm_test.cpp compares whole objects with llvm-mc 22's; these pin the rules).
#include <gtest/gtest.h>

#include "test_support.h"

namespace gcnkit::test {
namespace {

AssembleResult assembleFor(const std::string& src, bool listing = false) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.hsa = true;
  o.listing = listing;
  o.fileName = "t.s";
  return assemble(src, o);
}

const AsmSection* section(const AssembleResult& r, std::string_view name) {
  for (const AsmSection& s : r.program.sections)
    if (s.name == name) return &s;
  return nullptr;
}

int lineTableVersion(const AssembleResult& r) {
  const AsmSection* s = section(r, ".debug_line");
  if (!s || s->bytes.size() < 6) return -1;
  return s->bytes[4] | s->bytes[5] << 8;
}

TEST(LineTable, Dwarf5OnlyWithARootFile) {
  // clang -g names the root file with `.file 0`: DWARF 5, its paths in .debug_line_str.
  AssembleResult r = assembleFor(".file 0 \"/src\" \"k.c\"\n.loc 0 3 0\ns_nop 0\n");
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  EXPECT_EQ(lineTableVersion(r), 5);
  ASSERT_NE(section(r, ".debug_line_str"), nullptr);
  // Without it (hand-written `.file 1`), llvm-mc's default: DWARF 4, the names inline.
  r = assembleFor(".file 1 \"/src\" \"k.c\"\n.loc 1 3 0\ns_nop 0\n");
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  EXPECT_EQ(lineTableVersion(r), 4);
  EXPECT_EQ(section(r, ".debug_line_str"), nullptr);
  const AsmSection* line = section(r, ".debug_line");
  const std::string text(line->bytes.begin(), line->bytes.end());
  EXPECT_NE(text.find(std::string("/src\0\0k.c\0\x01", 11)), std::string::npos) << "directory, then file 1 in it";
}

TEST(LineTable, SingleArgumentFileWritesNothing) {
  // Other targets write an STT_FILE symbol; llvm-mc writes none for AMDGPU, and no line table either.
  AssembleResult with = assembleFor(".file \"k.c\"\ns_nop 0\n"), without = assembleFor("s_nop 0\n");
  ASSERT_EQ(with.errors, 0) << with.diagnostics;
  EXPECT_EQ(with.program.sections.size(), without.program.sections.size());
  EXPECT_EQ(with.program.symbols.size(), without.program.symbols.size());
  EXPECT_EQ(section(with, ".debug_line"), nullptr);
}

TEST(LineTable, FileNumbersAreChecked) {
  AssembleResult r = assembleFor(".file 1 \"a.c\"\n.loc 0 3 0\n");
  EXPECT_NE(r.diagnostics.find("t.s:2:6: error: file number less than one in '.loc' directive"), std::string::npos)
      << r.diagnostics;
  r = assembleFor(".file 1 \"a.c\"\n.loc 2 3 0\n");
  EXPECT_NE(r.diagnostics.find("t.s:2:6: error: unassigned file number in '.loc' directive"), std::string::npos)
      << r.diagnostics;
  // Gaps below the highest number: reported where the input ends, each once.
  r = assembleFor(".file 2 \"a.c\"\n.file 4 \"b.c\"\ns_nop 0");
  EXPECT_EQ(r.errors, 2);
  EXPECT_NE(r.diagnostics.find("t.s:3:8: error: unassigned file number: 1 for .file directives"), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("t.s:3:8: error: unassigned file number: 3 for .file directives"), std::string::npos)
      << r.diagnostics;
}

TEST(LineTable, WhatIsMissingAtTheEndIsReportedThere) {
  // After a final newline llvm-mc places the end on a line of its own.
  AssembleResult r = assembleFor(".cfi_startproc\ns_nop 0\n");
  EXPECT_NE(r.diagnostics.find("t.s:3:1: error: Unfinished frame!\n"), std::string::npos) << r.diagnostics;
  r = assembleFor(".if 1\ns_nop 0\n");
  EXPECT_NE(r.diagnostics.find("t.s:3:1: error: unmatched .ifs or .elses\n"), std::string::npos) << r.diagnostics;
}

TEST(LineTable, LocIsListedAsLlvmMcListsIt) {
  // The location as taken (is_stmt only where it changes), then a comment with the line and column.
  AssembleResult r = assembleFor(".file 1 \"a.c\"\n.loc 1 4 2 prologue_end\ns_nop 0\n"
                                 ".loc\t1   5 0 is_stmt 0 discriminator 3   ; a comment\ns_nop 0\n"
                                 ".loc 1 6 0 is_stmt 0 isa 1\ns_nop 0\n",
                                 true);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  EXPECT_NE(r.listing.find("\t.loc\t1 4 2 prologue_end              ; :4:2\n"), std::string::npos) << r.listing;
  EXPECT_NE(r.listing.find("\t.loc\t1 5 0 is_stmt 0 discriminator 3 ; :5:0\n"), std::string::npos) << r.listing;
  EXPECT_NE(r.listing.find("\t.loc\t1 6 0 isa 1                     ; :6:0\n"), std::string::npos) << r.listing;
}

}  // namespace
}  // namespace gcnkit::test
