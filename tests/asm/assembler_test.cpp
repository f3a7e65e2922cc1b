// The assembler as a library: labels, symbols, expressions and forward references, resolved to bytes.
#include <gtest/gtest.h>

#include <elf.h>

#include <fstream>

#include "test_support.h"

namespace gcnkit::test {
namespace {

uint32_t dword(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 | uint32_t(b[at + 3]) << 24;
}

TEST(Assembler, BranchesResolveBothWays) {
  std::string errors;
  auto b = assembleBytes(
      "top: s_nop 0\n"
      "  s_cbranch_scc0 top\n"   // at 4: (0 - 8) / 4 = -2
      "  s_branch bottom\n"      // at 8: (16 - 12) / 4 = 1
      "  s_nop 1\n"
      "bottom: s_endpgm\n",
      target("gfx900"), &errors);
  ASSERT_EQ(b.size(), 20u) << errors;
  EXPECT_EQ(dword(b, 4), 0xbf84fffeu);
  EXPECT_EQ(dword(b, 8), 0xbf820001u);
}

TEST(Assembler, SymbolsAndExpressions) {
  std::string errors;
  auto b = assembleBytes(
      ".set base, 0x100\n"
      "count = 3 * 4 + 1\n"
      "  s_movk_i32 s0, base + count\n"     // absolute symbols fold at parse time
      "  s_mov_b32 s1, later\n"             // a forward reference: patched after the pass
      "  s_mov_b32 s2, end - 4\n"           // label arithmetic in a literal
      "  s_waitcnt lgkmcnt(count - 13)\n"
      ".equ later, 0x12345\n"
      "end:\n",
      target("gfx900"), &errors);
  ASSERT_EQ(b.size(), 4u + 8 + 8 + 4) << errors;
  EXPECT_EQ(dword(b, 0), 0xb000010du);
  EXPECT_EQ(dword(b, 8), 0x12345u - 8u);  // PC-relative literal: value minus its own offset (8)
  EXPECT_EQ(dword(b, 16), 24u - 4u);      // absolute (FK_Data_4): end - 4
  EXPECT_EQ(dword(b, 20), 0xbf8cc07fu);
}

TEST(Assembler, CommentsLabelsAndCaseInsensitiveMnemonics) {
  std::string errors;
  auto b = assembleBytes("# a whole-line comment\n"
                         "a: b: S_NOP 2 // trailing\n"
                         "\tS_Endpgm ; another\n",
                         target("gfx1030"), &errors);
  ASSERT_EQ(b.size(), 8u) << errors;
  EXPECT_EQ(dword(b, 0), 0xbf800002u);
  EXPECT_EQ(dword(b, 4), 0xbf810000u);
}

TEST(Assembler, ErrorsKeepGoingAndNameThePlace) {
  std::string errors;
  auto b = assembleBytes("s_nop 0\nlab:\nlab:\ns_mov_b32 s0, s1, s2\n.bogus\n", target("gfx900"), &errors);
  EXPECT_TRUE(b.empty());
  EXPECT_NE(errors.find("<stdin>:3:1: error: symbol 'lab' is already defined"), std::string::npos) << errors;
  EXPECT_NE(errors.find("<stdin>:4:19: error: invalid operand for instruction"), std::string::npos) << errors;
  EXPECT_NE(errors.find("<stdin>:5:1: error: unknown directive"), std::string::npos) << errors;
}

// llvm-mc lists "--v2" (the symbol v2, negated twice) with a fixup, but no relocation can hold it.
TEST(Assembler, NegatedSymbolsAreListedButNotRelocated) {
  std::string errors;
  auto b = assembleBytes("v_not_b32 v8, --foo\nfoo:\n", target("gfx1010"), &errors);
  EXPECT_TRUE(b.empty());
  EXPECT_NE(errors.find("<stdin>:1:15: error: expected relocatable expression"), std::string::npos) << errors;
}

TEST(Assembler, SmemOffsetsPerGeneration) {
  // The same source line, each generation's encoding of the offset.
  const std::string line = "s_load_dword s1, s[2:3], 0x10\n";
  EXPECT_EQ(dword(assembleBytes(line, target("gfx601")), 0), 0xc0008310u);  // IMM=1, dword offset 0x10
  auto g8 = assembleBytes(line, target("gfx803"));
  EXPECT_EQ(dword(g8, 0), 0xc0020041u);  // IMM at bit 17
  EXPECT_EQ(dword(g8, 4), 0x10u);
  auto g10 = assembleBytes(line, target("gfx1010"));
  EXPECT_EQ(dword(g10, 0), 0xf4000041u);
  EXPECT_EQ(dword(g10, 4), 0xfa000010u);  // SOFFSET = null
  auto lit = assembleBytes("s_load_dword s1, s[2:3], 0x12345\n", target("gfx700"));
  ASSERT_EQ(lit.size(), 8u);  // GFX7: a 32-bit literal dword offset
  EXPECT_EQ(dword(lit, 4), 0x12345u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

const AsmSection* findSection(const AsmProgram& p, const std::string& name) {
  for (const AsmSection& s : p.sections)
    if (s.name == name) return &s;
  return nullptr;
}

AssembleResult assembleProgram(const std::string& src, const char* cpu = "gfx900") {
  AssembleOptions o;
  o.target = target(cpu);
  o.relocatable = true;
  return assemble(src, o);
}

TEST(AssemblerDirectives, DataAlignmentAndSections) {
  AssembleResult r = assembleProgram(
      ".text\n s_nop 0\n.p2align 4\n s_endpgm\n"
      ".data\nx: .long 5, 0x11223344\n.byte 1, 2\n.short 0x1234\n.quad -2\n.ascii \"ab\"\n.asciz \"c\\n\"\n"
      ".zero 3\n.fill 2, 2, 0x7\n.byte 9\n.balign 16, 0xee\n"
      ".section .rodata.k,\"a\",@progbits\ny: .4byte 9\n");
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  const AsmSection* text = findSection(r.program, ".text");
  ASSERT_NE(text, nullptr);
  // s_nop 0, padded to 16 bytes with s_nop 0, then s_endpgm.
  EXPECT_EQ(text->bytes.size(), 20u);
  EXPECT_EQ(text->align, 16u);
  const AsmSection* data = findSection(r.program, ".data");
  ASSERT_NE(data, nullptr);
  const std::vector<uint8_t> want{5, 0, 0, 0, 0x44, 0x33, 0x22, 0x11, 1, 2, 0x34, 0x12, 0xfe, 0xff, 0xff, 0xff,
                                  0xff, 0xff, 0xff, 0xff, 'a', 'b', 'c', '\n', 0, 0, 0, 0, 7, 0, 7, 0,
                                  9,    0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee,
                                  0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee};
  EXPECT_EQ(data->bytes, want);
  const AsmSection* ro = findSection(r.program, ".rodata.k");
  ASSERT_NE(ro, nullptr);
  EXPECT_EQ(ro->flags, uint64_t(SHF_ALLOC));
}

TEST(AssemblerDirectives, SymbolsGetTheirAttributes) {
  AssembleResult r = assembleProgram(
      ".globl k\n.type k,@function\nk:\n s_endpgm\n.Lend:\n.size k, .Lend-k\n.weak w\n.hidden k\n"
      ".data\n.long ext\n.quad k\n");
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  auto find = [&](const std::string& n) -> const AsmSymbol* {
    for (const AsmSymbol& s : r.program.symbols)
      if (s.name == n) return &s;
    return nullptr;
  };
  const AsmSymbol* k = find("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->bind, STB_GLOBAL);
  EXPECT_EQ(k->type, STT_FUNC);
  EXPECT_EQ(k->size, 4u);
  EXPECT_EQ(k->visibility, STV_HIDDEN);
  EXPECT_EQ(find("w")->bind, STB_WEAK);
  EXPECT_EQ(find("ext")->section, -1);
  ASSERT_EQ(r.program.relocations.size(), 2u);
  EXPECT_EQ(r.program.relocations[0].type, 6u);  // R_AMDGPU_ABS32 against the undefined symbol
  EXPECT_EQ(r.program.relocations[0].symbol, "ext");
  EXPECT_EQ(r.program.relocations[1].type, 3u);  // R_AMDGPU_ABS64 against the global k
  EXPECT_EQ(r.program.relocations[1].symbol, "k");
}

TEST(AssemblerDirectives, ReptMacroIfAndInclude) {
  std::string inc = ::testing::TempDir() + "/gcnkit_inc.s";
  std::ofstream(inc) << "s_nop 7\n";
  AssembleResult r = assembleProgram(
      ".rept 3\n s_nop 1\n.endr\n"
      ".macro twice op, n=2\n \\op \\n\n \\op \\n\n.endm\n"
      "twice s_nop\ntwice s_sleep, 5\n"
      ".set on, 1\n.if on\n s_nop 3\n.else\n s_nop 4\n.endif\n.ifdef missing\n s_nop 5\n.endif\n"
      ".include \"" + inc + "\"\n");
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  const std::vector<uint32_t> want{0xbf800001, 0xbf800001, 0xbf800001, 0xbf800002, 0xbf800002,
                                   0xbf8e0005, 0xbf8e0005, 0xbf800003, 0xbf800007};
  ASSERT_EQ(r.bytes.size(), want.size() * 4);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(dword(r.bytes, i * 4), want[i]) << i;
}

TEST(AssemblerDirectives, StructuralErrorsArePlaced) {
  AssembleResult r = assembleProgram(".rept 2\ns_nop 0\n");
  EXPECT_NE(r.diagnostics.find("no matching '.endr' in definition"), std::string::npos) << r.diagnostics;
  r = assembleProgram(".endif\n");
  EXPECT_NE(r.diagnostics.find("<stdin>:1:1: error: Encountered a .endif"), std::string::npos) << r.diagnostics;
  r = assembleProgram(".include \"/nonexistent/x.s\"\n");
  EXPECT_NE(r.diagnostics.find("Could not find include file"), std::string::npos) << r.diagnostics;
  r = assembleProgram(".text\na: s_nop 0\n.data\nb: .long a - b\n");
  EXPECT_NE(r.diagnostics.find("Cannot represent a difference across sections"), std::string::npos) << r.diagnostics;
  r = assembleProgram(".byte 256\n");
  EXPECT_NE(r.diagnostics.find("out of range literal value"), std::string::npos) << r.diagnostics;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// llvm-mc 22's listing of section switches: canonical flags, type and entry size, and only when the
// section changes.
TEST(AssemblerDirectives, SectionSwitchesAreListedAsLlvmMcListsThem) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.listing = true;
  o.hsa = true;
  AssembleResult r = assemble(".text\ns_nop 0\n.text\n.section .foo\n.section .rodata.cst4,\"aM\",@progbits,4\n"
                              ".long 1\n.section .bar,\"wa\",@nobits\n",
                              o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  EXPECT_EQ(r.listing,
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\ts_nop 0\n\t.section\t.foo,\"\",@progbits\n"
            "\t.section\t.rodata.cst4,\"aM\",@progbits,4\n\t.long\t1\n\t.section\t.bar,\"aw\",@nobits\n");
  EXPECT_EQ(r.program.sections[2].name, ".rodata.cst4");
  EXPECT_EQ(r.program.sections[2].entsize, 4u);
}

}  // namespace
}  // namespace gcnkit::test
