// The assembler as a library: labels, symbols, expressions and forward references, resolved to bytes.
#include <gtest/gtest.h>

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
  EXPECT_NE(errors.find("<stdin>:3:1: error: invalid symbol redefinition"), std::string::npos) << errors;
  EXPECT_NE(errors.find("<stdin>:4:19: error: invalid operand for instruction"), std::string::npos) << errors;
  EXPECT_NE(errors.find("<stdin>:5:1: error: unknown directive"), std::string::npos) << errors;
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
