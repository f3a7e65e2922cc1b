// The 32-bit sources whose VGPR names a half on GFX11+ (v_alignbit_b32/v_alignbyte_b32 src2, "b32h";
// codec/valu_rules.h halfOf32Source): a constant of 16 bits only, no symbol, refused after the rest of the line has
// matched; and "--v[...]" in a VGPR-only source, which llvm-mc 22 reads as an expression and fails at the list. Every
// byte, text, message and column below is llvm-mc 22's.
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(HalfOf32Source, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1100", "", "v_alignbit_b32 v8, v2, v4, 0x12345", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1100", "", "v_alignbit_b32 v8, v2, v4, x", {}, "1: error: operands are not valid for this GPU or mode"},
      // (16 bits, signed or not: a literal dword as a 32-bit operand's, a float's single)
      {"gfx1100", "", "v_alignbyte_b32 v8, v2, v4, -0x8000", {0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0x00, 0x80, 0xff, 0xff}, ""},
      {"gfx1100", "", "v_alignbyte_b32 v8, v2, v4, 0xffff", {0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0xff, 0xff, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_alignbyte_b32 v8, v2, v4, 1.5", {0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0x00, 0x00, 0xc0, 0x3f}, ""},
      // GFX12 in its default fake16 mode too; GFX10 reads 32 bits.
      {"gfx1200", "", "v_alignbyte_b32 v8, v2, v4, 0x12345", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1030", "", "v_alignbyte_b32 v8, v2, v4, 0x12345", {0x08, 0x00, 0x4f, 0xd5, 0x02, 0x09, 0xfe, 0x03, 0x45, 0x23, 0x01, 0x00}, ""},
      // The class mismatch comes before the literal count; a destination that is no register before both.
      {"gfx1200", "", "v_alignbyte_b32 v8, x, v4, y", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1200", "", "v_alignbyte_b32 x, v2, v4, y", {}, "17: error: invalid operand for instruction"},
      {"gfx1250", "", "v_alignbyte_b32 v8, v2, v4, --v6", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1200", "", "v_cvt_pk_f32_bf8_e64 v[8:9], x", {}, "1: error: operands are not valid for this GPU or mode"},
      // "--v[2:3]": the symbol v, then a register list where none may be.
      {"gfx1250", "", "v_cvt_scale_pk8_bf16_bf8 v[8:11], --v[2:3], v4", {}, "39: error: expected a register or a list of registers"},
      {"gfx1250", "", "v_cvt_scale_pk8_bf16_bf8 v[8:11], --v2, v4", {}, "35: error: invalid operand for instruction"},
      {"gfx1030", "", "v_mqsad_u32_u8 v[8:11], v[2:3], v4, --v[6:9]", {}, "41: error: expected a register or a list of registers"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

// llvm-mc 22 prints such a literal as its low 16 bits: a dword beyond them has no text.
TEST(HalfOf32Source, ListedAndDisassembledAsLlvmMc22) {
  const struct {
    const char *text, *listed;
  } lines[] = {
      {"v_alignbyte_b32 v8, v2, v4, -0x8000", "v_alignbyte_b32 v8, v2, v4, 0x8000"},
      {"v_alignbyte_b32 v8, v2, v4, 1.5", "v_alignbyte_b32 v8, v2, v4, 0x0"},
      {"v_alignbyte_b32 v8, v2, v4, 0xffff", "v_alignbyte_b32 v8, v2, v4, 0xffff"},
  };
  for (const auto& l : lines) EXPECT_EQ(listedLine("gfx1100", l.text), std::string("\t") + l.listed) << l.text;
  expectPrintedWords("gfx1100", {
      {{0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0x00, 0x80, 0xff, 0xff}, "(invalid)"},
      {{0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0xff, 0xff, 0x00, 0x00}, "v_alignbyte_b32 v8, v2, v4, 0xffff"},
      {{0x08, 0x00, 0x17, 0xd6, 0x02, 0x09, 0xfe, 0x03, 0x40, 0x00, 0x00, 0x00}, "v_alignbyte_b32 v8, v2, v4, lit(0x40)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
