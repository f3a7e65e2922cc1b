// GFX12.5's VALU by hand: 64-bit literals in the 32-bit forms (integer and double operands), what a VOP3 form takes
// instead, lit()/lit64(), VGPR tuples past v255 and their alignment, the 64-bit shifts' scalar reads, bf16 sources.
// Every byte, text, message and column below is llvm-mc 22's (-mcpu=gfx1250).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx125Valu, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1250", "", "v_mov_b64 v[0:1], 0x123456789", {0xfe, 0x3a, 0x00, 0x7e, 0x89, 0x67, 0x45, 0x23, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_mov_b64 v[0:1], 0x80000000", {0xfe, 0x3a, 0x00, 0x7e, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_mov_b64 v[0:1], lit(1)", {0xfe, 0x3a, 0x00, 0x7e, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      // A double: exact in 64 bits where its low half is not 0, its high half in a dword where it is.
      {"gfx1250", "", "v_add_f64 v[0:1], 0.1, v[2:3]", {0xfe, 0x04, 0x00, 0x04, 0x9a, 0x99, 0x99, 0x99, 0x99, 0x99, 0xb9, 0x3f}, ""},
      {"gfx1250", "", "v_add_f64 v[0:1], 1.5, v[2:3]", {0xff, 0x04, 0x00, 0x04, 0x00, 0x00, 0xf8, 0x3f}, ""},
      // VOP3: lit64() of 32 bits is a 64-bit literal; a plain value wider than a dword is refused.
      {"gfx1250", "", "v_add_f64_e64 v[0:1], lit64(0x3ff00000), v[2:3]",
       {0x00, 0x00, 0x02, 0xd5, 0xfe, 0x04, 0x02, 0x00, 0x00, 0x00, 0xf0, 0x3f, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_add_f64_e64 v[0:1], 0x123456789, v[2:3]", {}, "23: error: invalid operand for instruction"},
      {"gfx1250", "", "v_cmp_eq_u64 vcc_lo, 0xffffffff, v[2:3]", {0xfe, 0x04, 0xb4, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00}, ""},
      // The VOP3-only 64-bit shifts read two scalar values; v_lshlrev_b64 (a VOP2 row) one.
      {"gfx1250", "", "v_ashrrev_i64 v[8:9], s4, s[6:7]", {0x08, 0x00, 0x3e, 0xd7, 0x04, 0x0c, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_lshlrev_b64 v[8:9], s4, s[6:7]", {}, "27: error: invalid operand (violates constant bus restrictions)"},
      {"gfx1200", "", "v_ashrrev_i64 v[8:9], s4, s[6:7]", {}, "27: error: invalid operand (violates constant bus restrictions)"},
      // A tuple may run past v255 (then misaligned here); v256 is out of range.
      {"gfx1250", "", "v_mov_b64 v[0:1], v[255:256]", {}, "1: error: invalid register class: vgpr tuples must be 64 bit aligned"},
      {"gfx1250", "", "v_mov_b32 v0, v256", {}, "15: error: register index is out of range"},
      {"gfx1250", "", "v_tanh_bf16 v1, 1.1", {0xff, 0x94, 0x02, 0x7e, 0x8d, 0x3f, 0x00, 0x00}, ""},
      // A packed f32 row's SGPR pair needs its op_sel_hi bit clear (a TTMP pair does not).
      {"gfx1250", "", "v_pk_mul_f32 v[4:5], v[6:7], s[8:9]", {}, "1: error: invalid op_sel operand"},
      {"gfx1250", "", "v_pk_mul_f32 v[4:5], v[6:7], s[8:9] op_sel_hi:[1,0]", {0x04, 0x40, 0x28, 0xcc, 0x06, 0x11, 0x00, 0x08}, ""},
      {"gfx1250", "", "v_pk_add_f32 v[8:9], ttmp[4:5], v[4:5]", {0x08, 0x40, 0x29, 0xcc, 0x70, 0x08, 0x02, 0x18}, ""},
      {"gfx950", "", "v_pk_mul_f32 v[4:5], v[6:7], s[8:9]", {0x04, 0x40, 0xb1, 0xd3, 0x06, 0x11, 0x00, 0x18}, ""},
      // A packed f32 row's constant is one single for both halves: the inline constants of 32 bits, f32 literals.
      {"gfx1250", "", "v_pk_mul_f32 v[8:9], 0x3f800000, v[4:5]", {0x08, 0x40, 0x28, 0xcc, 0xf2, 0x08, 0x02, 0x18}, ""},
      {"gfx1250", "", "v_pk_mul_f32 v[8:9], -1.1, v[4:5]", {0x08, 0x40, 0x28, 0xcc, 0xff, 0x08, 0x02, 0x18, 0xcd, 0xcc, 0x8c, 0xbf}, ""},
      {"gfx1250", "", "v_pk_mul_f32 v[8:9], 0x3e22f983, v[4:5]", {0x08, 0x40, 0x28, 0xcc, 0xf8, 0x08, 0x02, 0x18}, ""},
      {"gfx1250", "", "v_pk_mul_f32 v[8:9], 0x123456789, v[4:5]", {}, "22: error: invalid operand for instruction"},
      {"gfx1250", "", "v_pk_add_f32 v[8:9], 65, v[4:5]", {0x08, 0x40, 0x29, 0xcc, 0xff, 0x08, 0x02, 0x18, 0x41, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_pk_fma_f32 v[8:9], v[2:3], v[4:5], 0xffffffff", {0x08, 0x40, 0x1f, 0xcc, 0x02, 0x09, 0x06, 0x1b}, ""},
      {"gfx950", "", "v_pk_mul_f32 v[8:9], 0x3f800000, v[4:5]", {0x08, 0x40, 0xb1, 0xd3, 0xf2, 0x08, 0x02, 0x18}, ""},
      {"gfx950", "", "v_pk_mul_f32 v[8:9], 0.15915494, v[4:5]", {0x08, 0x40, 0xb1, 0xd3, 0xf8, 0x08, 0x02, 0x18}, ""},
      {"gfx950", "", "v_pk_mul_f32 v[8:9], 0xffffffff, v[4:5]", {0x08, 0x40, 0xb1, 0xd3, 0xc1, 0x08, 0x02, 0x18}, ""},
      {"gfx950", "", "v_pk_mul_f32 v[8:9], 1.1, v[4:5]", {}, "22: error: literal operands are not supported"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx125Valu, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1250", {
      {{0xfe, 0x04, 0x00, 0x04, 0x9a, 0x99, 0x99, 0x99, 0x99, 0x99, 0xb9, 0x3f}, "v_add_f64_e32 v[0:1], 0x3fb999999999999a, v[2:3]"},
      {{0xfe, 0x3a, 0x00, 0x7e, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00}, "v_mov_b64_e32 v[0:1], lit64(0xffffffff)"},
      // A literal dword from 0x80000000 on an integer operand: llvm-mc 22 prints a text that assembles to 64 bits.
      {{0xff, 0x3a, 0x00, 0x7e, 0x00, 0x00, 0x00, 0x80}, "(invalid)"},
      // A double's 64-bit literal with a low half of 0: printed as its high half, which assembles to a dword.
      {{0xfe, 0x04, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf8, 0x3f}, "(invalid)"},
      {{0x06, 0xeb, 0x08, 0x7e}, "v_cvt_pk_f16_fp8 v4, v6"},
      {{0x08, 0x40, 0x28, 0xcc, 0xf8, 0x08, 0x02, 0x18}, "v_pk_mul_f32 v[8:9], 0.15915494, v[4:5]"},
      {{0x08, 0x40, 0x28, 0xcc, 0xff, 0x08, 0x02, 0x18, 0xcd, 0xcc, 0x8c, 0xbf}, "v_pk_mul_f32 v[8:9], 0xbf8ccccd, v[4:5]"},
  });
}

}  // namespace
}  // namespace gcnkit::test
