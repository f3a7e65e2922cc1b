// The class mask of v_cmp_class_f16 / v_cmpx_class_f16 (src1) is a 16-bit float operand from GFX11 on (llvm-mc 22:
// 0x3c00 the inline 1.0, 1.1 the literal 0x3c66, -17 0xffef); GFX8-10 read 32 bits. A value beyond 16 bits fits only
// their form: "operands are not valid for this GPU or mode", unless another operand fits no form (then that one is
// named), and in wave64 a wave32 lane mask stays the error. Bytes and errors from llvm-mc 22.
#include <gtest/gtest.h>

#include "assembled_line.h"

namespace gcnkit::test {
namespace {

TEST(ClassMask, SixteenBitsFromGfx11On) {
  const AssembledLine lines[] = {
      {"gfx1100", "", "v_cmp_class_f16_e64 s8, v2, 1.1", {0x08, 0x00, 0x7d, 0xd4, 0x02, 0xff, 0x01, 0x00, 0x66, 0x3c, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_cmp_class_f16 vcc_lo, v2, 0x3c00", {0x6a, 0x00, 0x7d, 0xd4, 0x02, 0xe5, 0x01, 0x00}, ""},
      {"gfx1151", "", "v_cmpx_class_f16 v2, -17", {0x7e, 0x00, 0xfd, 0xd4, 0x02, 0xff, 0x01, 0x00, 0xef, 0xff, 0x00, 0x00}, ""},
      {"gfx1100", "", "v_cmpx_class_f16_e64 v2, 0x12345678", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "v_cmp_class_f16 vcc_lo, s4, 0x12345678", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "v_cmp_class_f16 vcc_lo, 0x12345678, 0x12345678", {}, "25: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_class_f16 vcc_lo, s4, 0x12345678", {}, "17: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_class_f16_e64 s[8:9], v2, 0x12345678", {},
       "1: error: operands are not valid for this GPU or mode"},
      // GFX10.3 keeps the 32-bit mask.
      {"gfx1030", "", "v_cmp_class_f16_e64 s8, v2, 1.1", {0x08, 0x00, 0x8f, 0xd4, 0x02, 0xff, 0x01, 0x00, 0xcd, 0xcc, 0x8c, 0x3f}, ""},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

}  // namespace
}  // namespace gcnkit::test
