// Worker threads that parse instruction lines ahead (asm/instruction_prefetch.h) must not change anything:
// a source large enough to use them assembles to the same sections, symbols, relocations, listing and
// diagnostics with one thread and with several, whatever the lines around the instructions do.
#include <gtest/gtest.h>

#include <string>

#include "asm/assembler.h"
#include "isa/target.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// One block of lines, repeated with a distinct index: instructions mixed with everything that must take the
// sequential path (symbols, fixups, labels, skipped branches, errors, warnings, macros).
std::string block(int i) {
  const std::string n = std::to_string(i);
  std::string s;
  s += "L_top_" + n + ":\n";
  s += "  v_add_f32 v1, v2, v3 ; a comment\n";
  s += "  v_max_f32 v4, v5, v6\n";  // a macro from the middle of the source on
  s += "  s_mov_b32 s0, val\n";     // an absolute symbol, redefined below: its value at this line
  s += ".set val, " + std::to_string(i % 7) + "\n";
  s += "  V_MOV_B32 v0, 0x12345678 // upper case, a literal\n";
  s += ".if " + std::to_string(i % 2) + "\n  v_mov_b32 v5, v6\n.else\n  v_mov_b32 v7, v8\n.endif\n";
  s += "  s_branch L_top_" + n + "\n";  // a fixup
  s += "  s_cbranch_scc0 L_mid_" + n + "+4\n";  // a forward one, with an addend
  s += "  s_branch val\n";                        // an absolute symbol by now: no fixup
  s += "  s_mov_b32 s1, ext_" + std::to_string(i % 5) + "@abs32@lo\n";  // a relocation variant
  s += "  buffer_load_dword v1, v2, s[4:7], 0 offen offset:16\n";
  s += "L_mid_" + n + ": v_mov_b32 v3, v4\n";  // a label before the instruction
  s += "  v_mov_b32 v" + std::to_string(i % 300) + ", s" + std::to_string(i % 110) + "\n";  // errors past v255/s101
  s += "  v_cmp_eq_u32 vcc, v1, v2\n  s_load_dwordx2 s[6:7], s[2:3], 0x8\n";
  s += "  v_mov_b32 v9, forward_" + n + "\n.set forward_" + n + ", 3\n";  // a forward reference
  s += "  s_waitcnt vmcnt(0) lgkmcnt(0)\n\n";
  return s;
}

std::string largeSource() {
  std::string s = ".set val, 1\n";
  for (int i = 0; s.size() < 1536 * 1024; ++i) {
    if (i == 2000) s += ".macro v_max_f32 a, b, c\n  v_min_f32 \\a, \\b, \\c\n.endm\n";
    s += block(i);
  }
  return s;
}

AssembleResult assembleWith(const std::string& src, int threads, bool listing) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.hsa = true;
  o.relocatable = true;
  o.listing = listing;
  o.showEncoding = listing;
  o.threads = threads;
  return assemble(src, o);
}

void expectSame(const AssembleResult& a, const AssembleResult& b) {
  EXPECT_EQ(a.errors, b.errors);
  EXPECT_EQ(a.diagnostics, b.diagnostics);
  EXPECT_EQ(a.listing, b.listing);
  ASSERT_EQ(a.program.sections.size(), b.program.sections.size());
  for (size_t i = 0; i < a.program.sections.size(); ++i)
    EXPECT_EQ(a.program.sections[i].bytes, b.program.sections[i].bytes) << a.program.sections[i].name;
  ASSERT_EQ(a.program.symbols.size(), b.program.symbols.size());
  for (size_t i = 0; i < a.program.symbols.size(); ++i) {
    EXPECT_EQ(a.program.symbols[i].name, b.program.symbols[i].name);
    EXPECT_EQ(a.program.symbols[i].value, b.program.symbols[i].value) << a.program.symbols[i].name;
  }
  EXPECT_EQ(a.program.relocations.size(), b.program.relocations.size());
}

TEST(InstructionPrefetch, ThreadsChangeNothing) {
  const std::string src = largeSource();
  const AssembleResult one = assembleWith(src, 1, false);
  ASSERT_GT(one.errors, 0);  // the out-of-range registers
  ASSERT_GT(one.program.sections[0].bytes.size(), 100000u);
  expectSame(one, assembleWith(src, 2, false));
  expectSame(one, assembleWith(src, 5, false));
}

TEST(InstructionPrefetch, ListingsAreTheSame) {
  const std::string src = largeSource();
  const AssembleResult one = assembleWith(src, 1, true);
  ASSERT_NE(one.listing.find("v_min_f32_e32 v4, v5, v6"), std::string::npos);  // the macro took over
  ASSERT_NE(one.listing.find("v_max_f32_e32 v4, v5, v6"), std::string::npos);  // before its definition
  expectSame(one, assembleWith(src, 3, true));
}

TEST(InstructionPrefetch, NextFreeRegistersFollowEveryLine) {
  std::string src;
  while (src.size() < 1024 * 1024) src += "  v_add_f32 v1, v2, v3\n  s_mov_b32 s4, s5\n";
  src += "  v_mov_b32 v77, s[40:41]\n";  // an error: not counted
  src += "  v_mov_b32 v9, s30\n  s_mov_b32 s0, .amdgcn.next_free_sgpr\n  s_mov_b32 s1, .amdgcn.next_free_vgpr\n";
  const AssembleResult one = assembleWith(src, 1, false), many = assembleWith(src, 4, false);
  expectSame(one, many);
  const std::vector<uint8_t>& b = many.program.sections[0].bytes;
  ASSERT_GE(b.size(), 16u);
  EXPECT_EQ(b[b.size() - 8], 128 + 31);  // s_mov_b32 s0, 31 (SSRC0, an inline integer): s30 is the highest
  EXPECT_EQ(b[b.size() - 4], 128 + 10);  // s_mov_b32 s1, 10: v9 is
}

}  // namespace
}  // namespace gcnkit::test
