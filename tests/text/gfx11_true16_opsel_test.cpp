// GFX11's op_sel beside true16 halves, v_pk_fmac_f16's inline constants, the bf16 sources of the dot2 rows and the
// value of lit(float), as llvm-mc 22 assembles and prints them (every byte, text, message and column below is
// llvm-mc 22's, -mcpu as given).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

using Line = AssembledLine;
void expectLine(const Line& l) { expectAssembled(l); }

void expectWords(const std::vector<WordCase>& words) { expectPrintedWords("gfx1100", words); }

TEST(Gfx11True16OpSel, AssembledAsLlvmMc22) {
  const Line lines[] = {
      // v_cmpx_* e64 name no destination: op_sel lists the sources, and what follows them is read and dropped.
      {"gfx1100", "", "v_cmpx_eq_f16_e64 v2.h, v4.l op_sel:[1,0]", {0x7e, 0x08, 0x82, 0xd4, 0x02, 0x09, 0x02, 0x00}, ""},
      {"gfx1100", "", "v_cmpx_eq_f16_e64 v2.h, v4.l op_sel:[1,0,0,1]", {0x7e, 0x08, 0x82, 0xd4, 0x02, 0x09, 0x02, 0x00}, ""},
      // A compare's op_sel: SGPR sources take theirs (the true16 form matches them), the result's entry is dropped.
      {"gfx1100", "", "v_cmp_eq_f16_e64 s26, s0, s16 op_sel:[1,0,0]", {0x1a, 0x08, 0x02, 0xd4, 0x00, 0x20, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_cmp_eq_f16_e64 s26, s0, s16 op_sel:[0,0,1]", {0x1a, 0x00, 0x02, 0xd4, 0x00, 0x20, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_cmp_eq_f16_e64 s26, v0.h, s16 op_sel:[1,0,1]", {0x1a, 0x08, 0x02, 0xd4, 0x00, 0x21, 0x00, 0x00}, ""},
      // v_fmac_f16: the tied src2's entry names the destination's half and is not encoded.
      {"gfx1100", "", "v_fmac_f16_e64 v8.h, v2.l, v4.l op_sel:[0,0,1,1]", {0x08, 0x40, 0x36, 0xd5, 0x02, 0x09, 0x02, 0x00}, ""},
      {"gfx1100", "", "v_fmac_f16_e64 v8.h, v2.l, v4.l op_sel:[0,0,0,1]", {},
       "33: error: op_sel operand conflicts with 16-bit operand suffix"},
      {"gfx1100", "", "v_fmac_f16_e64 v8.h, v2.l, v4.l op_sel:[0,0,1]", {},
       "33: error: op_sel operand conflicts with 16-bit operand suffix"},
      // A fake16 reading keeps the 32-bit forms' seven VGPR bits: v128-v255 take the 64-bit form (gcnkit wrote v127).
      {"gfx1100", "-real-true16", "v_cvt_f32_f16 v8, v255", {0x08, 0x00, 0x8b, 0xd5, 0xff, 0x01, 0x00, 0x00}, ""},
      {"gfx1100", "-real-true16", "v_cvt_f16_f32 v200, v2", {0xc8, 0x00, 0x8a, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      {"gfx1100", "-real-true16", "v_sub_f16 v8, v2, v200", {0x08, 0x00, 0x33, 0xd5, 0x02, 0x91, 0x03, 0x00}, ""},
      {"gfx1100", "-real-true16", "v_cvt_f32_f16_e32 v8, v255", {}, "1: error: operands are not valid for this GPU or mode"},
      // v_cndmask_b16: halves only, no op_sel.
      {"gfx1100", "", "v_cndmask_b16 v8.h, v2.h, v4.h, s6", {0x08, 0x58, 0x5d, 0xd6, 0x02, 0x09, 0x1a, 0x00}, ""},
      {"gfx1100", "", "v_cndmask_b16 v8, v2, v4, s6 op_sel:[1,0,0,0]", {}, "30: error: not a valid operand."},
      // An op_sel with a bit set names every written half as its suffix does.
      {"gfx1100", "", "v_add_f16_e64 v1.h, v1.h, v2.l op_sel:[0,0,1]", {},
       "32: error: op_sel operand conflicts with 16-bit operand suffix"},
      {"gfx1100", "", "v_add_f16_e64 v1.h, v1.h, v2.l op_sel:[1,0,1]", {0x01, 0x48, 0x32, 0xd5, 0x01, 0x05, 0x02, 0x00}, ""},
      // The VOP3 dot2 rows with a 16-bit result: op_sel names src2's and the destination's halves only (checked
      // after the suffixes are).
      {"gfx1100", "", "v_dot2_f16_f16 v8.l, v2, v4, v6.l op_sel:[1,0]", {}, "35: error: invalid op_sel operand"},
      {"gfx1100", "", "v_dot2_bf16_bf16 v8, v2, v4, v6 op_sel:[1,0,0,0]", {}, "33: error: invalid op_sel operand"},
      {"gfx1100", "", "v_dot2_f16_f16 v8.l, v2, v4, v6.l op_sel:[1,1,1]", {},
       "35: error: op_sel operand conflicts with 16-bit operand suffix"},
      {"gfx1100", "-real-true16", "v_dot2_f16_f16 v8.l, v2, v4, v6.l op_sel:[1,0]", {},
       "1: error: operands are not valid for this GPU or mode"},
      // v_movrels*'s src0 is a VGPR: an SGPR or a constant matches only the SDWA form of earlier GPUs.
      {"gfx1100", "", "v_movrelsd_b32 v8, s5", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1100", "", "v_movrels_b32 v8, 1.0", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1100", "", "v_movrelsd_b32_e32 v8, s5", {}, "24: error: invalid operand for instruction"},
      // A stray word after clamp on a row of GFX11's own (its VOP3 DPP form takes clamp): the stray is named.
      {"gfx1100", "", "v_cvt_nearest_i32_f32 v8, v2 clamp junk", {}, "36: error: invalid operand for instruction"},
      {"gfx1100", "", "v_cmp_t_f32 vcc_lo, v2, v4 clamp clamp", {}, "34: error: invalid operand for instruction"},
      // Plain VGPRs with op_sel on a real-true16 target: a row whose GFX10 VOP3 form takes op_sel matches that
      // form (another GPU's); v_and_b16's fake16 form has no op_sel.
      {"gfx1100", "", "v_mul_lo_u16 v8, v2, v4 op_sel:[1,0,0]", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1100", "", "v_and_b16 v8, v2, v4 op_sel:[1,0,0]", {}, "22: error: invalid operand for instruction"},
      {"gfx1100", "-real-true16", "v_and_b16 v8, v2, v4 op_sel:[1,0,0]", {}, "22: error: not a valid operand."},
      {"gfx1100", "", "v_fma_f16 v8, v2, v4, v6 op_sel:[1,0,0,0]", {0x08, 0x08, 0x48, 0xd6, 0x02, 0x09, 0x1a, 0x04}, ""},
      // Plain VGPRs on a real-true16 target: the fake16 form, which has no op_sel.
      {"gfx1100", "", "v_add_f16_e64 v8, v2, v4 op_sel:[1,0,0]", {}, "26: error: invalid operand for instruction"},
      // Halves on a fake16 target: op_sel is no operand of a promoted form there; a VOP3 row's is, and its form
      // is missing.
      {"gfx1100", "-real-true16", "v_cvt_f16_f32_e64 v8.l, v2 op_sel:[1,1,1,1]", {}, "28: error: not a valid operand."},
      {"gfx1100", "-real-true16", "v_mad_u32_u16 v8, v2.l, v4.l, v6 op_sel:[1,1,1]", {},
       "1: error: operands are not valid for this GPU or mode"},
  };
  for (const Line& l : lines) expectLine(l);
}

TEST(Gfx11True16OpSel, PrintedAsLlvmMc22) {
  expectWords({
      {{0x7e, 0x08, 0xfd, 0xd4, 0x02, 0x09, 0x02, 0x00}, "v_cmpx_class_f16_e64 v2.h, v4.l op_sel:[1,0]"},
      {{0x08, 0x08, 0x36, 0xd5, 0x02, 0x09, 0x02, 0x00}, "v_fmac_f16_e64 v8.l, v2.h, v4.l op_sel:[1,0,0,0]"},
      {{0x08, 0x08, 0x5d, 0xd6, 0x02, 0x09, 0x1a, 0x00}, "v_cndmask_b16 v8.l, v2.h, v4.l, s6"},
      {{0x08, 0x58, 0x5d, 0xd6, 0x02, 0x09, 0x1a, 0x00}, "v_cndmask_b16 v8.h, v2.h, v4.h, s6"},
      {{0x1a, 0x08, 0x02, 0xd4, 0x00, 0x20, 0x00, 0x00}, "v_cmp_eq_f16_e64 s26, s0, s16 op_sel:[1,0,0]"},
      // (a compare's result bit: llvm-mc 22 prints it nowhere)
      {{0x1a, 0x40, 0x02, 0xd4, 0x00, 0x20, 0x00, 0x00}, "(invalid)"},
      // (llvm-mc 22 prints the bits of a source that is no 16-bit VGPR nowhere: no text gives this word)
      {{0x08, 0x20, 0x5d, 0xd6, 0x02, 0x09, 0x1a, 0x00}, "(invalid)"},
      // (nor the half of an SGPR: llvm-mc 22 prints "v_cndmask_b16 v0.l, 32, s0, s0", which is other bytes)
      {{0x00, 0x10, 0x5d, 0xd6, 0xa0, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x00, 0x08, 0x5d, 0xd6, 0x80, 0x00, 0x00, 0x00}, "(invalid)"},
  });
}

// GFX11+ reads v_pk_fmac_f16's inline constants in both halves: a value is inline when both halves name the
// constant (or it is an integer -16..64); 1.0 written is its half in the low 16 bits, a literal. gfx1030 inlines it.
TEST(Gfx11PkFmacInlineConstants, AssembledAndPrintedAsLlvmMc22) {
  const Line lines[] = {
      {"gfx1100", "", "v_pk_fmac_f16 v8, 1.0, v4", {0xff, 0x08, 0x10, 0x78, 0x00, 0x3c, 0x00, 0x00}, ""},
      {"gfx1150", "", "v_pk_fmac_f16 v8, -4.0, v4", {0xff, 0x08, 0x10, 0x78, 0x00, 0xc4, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_pk_fmac_f16 v8, 0x3c00, v4", {0xff, 0x08, 0x10, 0x78, 0x00, 0x3c, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_pk_fmac_f16 v8, 0x3c003c00, v4", {0xf2, 0x08, 0x10, 0x78}, ""},
      {"gfx1100", "", "v_pk_fmac_f16 v8, 0x00010001, v4", {0x81, 0x08, 0x10, 0x78}, ""},
      {"gfx1100", "", "v_pk_fmac_f16 v8, 0x40, v4", {0xc0, 0x08, 0x10, 0x78}, ""},
      {"gfx1100", "", "v_pk_fmac_f16 v8, -17, v4", {0xff, 0x08, 0x10, 0x78, 0xef, 0xff, 0xff, 0xff}, ""},
      {"gfx1030", "", "v_pk_fmac_f16 v8, 1.0, v4", {0xf2, 0x08, 0x10, 0x78}, ""},
      {"gfx1030", "", "v_pk_fmac_f16 v8, 0x3c00, v4", {0xf2, 0x08, 0x10, 0x78}, ""},
      // v_dot2acc_f32_f16 keeps the low-half reading.
      {"gfx1100", "", "v_dot2acc_f32_f16 v8, 1.0, v4", {0xf2, 0x08, 0x10, 0x04}, ""},
  };
  for (const Line& l : lines) expectLine(l);
  expectWords({
      {{0xff, 0x08, 0x10, 0x78, 0x00, 0x3c, 0x00, 0x3c}, "v_pk_fmac_f16 v8, lit(0x3c003c00), v4"},
      {{0xff, 0x08, 0x10, 0x78, 0x01, 0x00, 0x01, 0x00}, "v_pk_fmac_f16 v8, lit(0x10001), v4"},
      {{0xff, 0x08, 0x10, 0x78, 0x00, 0x00, 0x80, 0x3f}, "v_pk_fmac_f16 v8, 0x3f800000, v4"},
      {{0xff, 0x08, 0x10, 0x78, 0x00, 0x3c, 0x00, 0x00}, "v_pk_fmac_f16 v8, 0x3c00, v4"},
      // (llvm-mc 22 prints "1.0", which it assembles as the literal 0x3c00: no text gives the word)
      {{0xf2, 0x08, 0x10, 0x78}, "(invalid)"},
      {{0xf0, 0xd8, 0xe8, 0x79}, "(invalid)"},
      {{0x82, 0xd8, 0xe8, 0x79}, "v_pk_fmac_f16 v244, 2, v108"},
  });
}

// A float written for a bf16 source is its bf16 (round to nearest even), an inline constant by its 16-bit pattern.
TEST(Bf16Sources, AssembledAndPrintedAsLlvmMc22) {
  const Line lines[] = {
      {"gfx1100", "", "v_dot2_f32_bf16 v8, 1.1, v4, v6", {0x08, 0x40, 0x1a, 0xcc, 0xff, 0x08, 0x1a, 0x1c, 0x8d, 0x3f, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_dot2_f32_bf16 v8, 1.001, v4, v6", {0x08, 0x40, 0x1a, 0xcc, 0xf2, 0x08, 0x1a, 0x1c}, ""},
      {"gfx1100", "", "v_dot2_f32_bf16 v8, 0x3f80, v4, v6", {0x08, 0x40, 0x1a, 0xcc, 0xf2, 0x08, 0x1a, 0x1c}, ""},
      {"gfx1100", "", "v_dot2_f32_bf16 v8, 0x3f800000, v4, v6",
       {0x08, 0x40, 0x1a, 0xcc, 0xff, 0x08, 0x1a, 0x1c, 0x00, 0x00, 0x80, 0x3f}, ""},
      // (src2 is a float)
      {"gfx1100", "", "v_dot2_f32_bf16 v8, v2, v4, 1.1", {0x08, 0x40, 0x1a, 0xcc, 0x02, 0x09, 0xfe, 0x1b, 0xcd, 0xcc, 0x8c, 0x3f}, ""},
      {"gfx1100", "", "v_dot2_bf16_bf16 v8.l, 0x3e22, v4, v6.l", {0x08, 0x00, 0x67, 0xd6, 0xf8, 0x08, 0x1a, 0x04}, ""},
      {"gfx1100", "", "v_dot2_bf16_bf16 v8.l, 1.1, v4, 1.1",
       {0x08, 0x00, 0x67, 0xd6, 0xff, 0x08, 0xfe, 0x03, 0x8d, 0x3f, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_dot2_bf16_bf16 v8.l, v2, v4, 0xffff", {0x08, 0x00, 0x67, 0xd6, 0x02, 0x09, 0x06, 0x03}, ""},
      {"gfx1100", "", "v_dot2_bf16_bf16 v8.l, v2, v4, 0x12345", {}, "32: error: invalid operand for instruction"},
      {"gfx950", "", "v_dot2c_f32_bf16 v8, 1.1, v4", {0xff, 0x08, 0x10, 0x2c, 0x8d, 0x3f, 0x00, 0x00}, ""},
      // lit(float): the value in the operand's format.
      {"gfx1100", "", "v_add_f16 v1, lit(1.0), v2", {0xff, 0x04, 0x02, 0x64, 0x00, 0x3c, 0x00, 0x00}, ""},
      {"gfx900", "", "v_add_f16 v1, lit(1.0), v2", {0xff, 0x04, 0x02, 0x3e, 0x00, 0x3c, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_add_f64 v[1:2], lit(1.0), v[2:3]",
       {0x01, 0x00, 0x27, 0xd7, 0xff, 0x04, 0x02, 0x00, 0x00, 0x00, 0xf0, 0x3f}, ""},
      {"gfx1100", "", "v_dot2_f32_f16 v1, lit(1.0), v2, v3",
       {0x01, 0x40, 0x13, 0xcc, 0xff, 0x04, 0x0e, 0x1c, 0x00, 0x3c, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_dot2_f32_bf16 v8, lit(1.0), v4, v6",
       {0x08, 0x40, 0x1a, 0xcc, 0xff, 0x08, 0x1a, 0x1c, 0x80, 0x3f, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_add_f32 v1, lit(1.0), v2", {0xff, 0x04, 0x02, 0x06, 0x00, 0x00, 0x80, 0x3f}, ""},
  };
  for (const Line& l : lines) expectLine(l);
  expectWords({
      {{0x08, 0x00, 0x67, 0xd6, 0xff, 0x08, 0x1a, 0x04, 0x80, 0x3f, 0x00, 0x00}, "v_dot2_bf16_bf16 v8.l, lit(0x3f80), v4, v6.l"},
      {{0x08, 0x40, 0x1a, 0xcc, 0xff, 0x08, 0x1a, 0x1c, 0x00, 0x00, 0x80, 0x3f}, "v_dot2_f32_bf16 v8, 0x3f800000, v4, v6"},
      {{0x08, 0x40, 0x1a, 0xcc, 0xff, 0x08, 0x1a, 0x1c, 0x80, 0x3f, 0x00, 0x00}, "v_dot2_f32_bf16 v8, lit(0x3f80), v4, v6"},
      {{0x08, 0x00, 0x67, 0xd6, 0xf8, 0x08, 0x1a, 0x04}, "v_dot2_bf16_bf16 v8.l, 0.15915494, v4, v6.l"},
  });
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// A literal that could be an inline constant, under abs: llvm-mc 22 prints |lit(0x18)| and reads that text as the
// inline 24 (the lit() is lost inside the bars), so no text gives the word back: refused (found by the differential
// on gfx1200, seed 0x77). Under neg alone, or as neg(lit(...)), the literal stays.
TEST(AbsOfForcedLiteral, RefusedAsLlvmMc22ReadsItInline) {
  for (const char* cpu : {"gfx1100", "gfx1200"}) {
    expectPrintedWords(cpu, {
        {{0xa2, 0x02, 0x13, 0xd6, 0xb5, 0xfe, 0x85, 0x05, 0x18, 0x00, 0x00, 0x00}, "(invalid)"},
        {{0xa2, 0x02, 0x21, 0xcc, 0xb5, 0xfe, 0x85, 0x05, 0x18, 0x00, 0x00, 0x00}, "(invalid)"},
        {{0xa2, 0x00, 0x13, 0xd6, 0xb5, 0xfe, 0x85, 0x45, 0x18, 0x00, 0x00, 0x00}, "v_fma_f32 v162, 53, neg(lit(0x18)), v97"},
    });
  }
}

}  // namespace
}  // namespace gcnkit::test

