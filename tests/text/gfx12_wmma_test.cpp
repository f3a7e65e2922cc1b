// GFX12's WMMA and SWMMAC rows by hand: the narrower A and B (halved in wave64 too), a 16-bit D's C constants as f16
// or bf16 values, the neg_lo/neg_hi bits each row takes, index_key (its range by wave size), and GFX11's widths as
// another GPU's form. Every byte, message and column below is llvm-mc 22's (-mcpu=gfx1201).
#include <gtest/gtest.h>

#include "assembled_line.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Wmma, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[1,0,1] neg_hi:[0,1,0]", {0x00, 0x42, 0x40, 0xcc, 0x08, 0x21, 0x02, 0xbc}, ""},
      {"gfx1201", "", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], 0x3c00", {0x00, 0x40, 0x42, 0xcc, 0x08, 0x21, 0xca, 0x1b}, ""},
      {"gfx1201", "", "v_wmma_bf16_16x16x16_bf16 v[0:3], v[8:11], v[16:19], 0.15915494", {}, "54: error: invalid operand for instruction"},
      {"gfx1201", "", "v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], 1 neg_lo:[1,1,0] clamp", {0x00, 0xc0, 0x44, 0xcc, 0x08, 0x21, 0x06, 0x7a}, ""},
      {"gfx1201", "", "v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], v[0:7] neg_lo:[0,0,1]", {}, "58: error: invalid neg_lo operand"},
      {"gfx1201", "", "v_wmma_f32_16x16x16_fp8_bf8 v[0:7], v[8:9], v[16:17], v[0:7] neg_lo:[1,0,0]", {}, "62: error: invalid neg_lo operand"},
      {"gfx1201", "", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] op_sel:[0,0,1]", {}, "59: error: not a valid operand."},
      {"gfx1201", "", "v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[16:23], v30 index_key:1 neg_hi:[1,0,0]", {0x00, 0x49, 0x50, 0xcc, 0x08, 0x21, 0x7a, 0x1c}, ""},
      {"gfx1201", "", "v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[16:23], v30 index_key:2", {}, "58: error: out of range index_key"},
      {"gfx1201", "+wavefrontsize64", "v_swmmac_f32_16x16x32_f16 v[0:3], v[8:9], v[16:19], v30 index_key:3", {0x00, 0x58, 0x50, 0xcc, 0x08, 0x21, 0x7a, 0x1c}, ""},
      {"gfx1201", "+wavefrontsize64", "v_swmmac_i32_16x16x64_iu4 v[0:3], v8, v[16:17], v30 index_key:1 clamp", {0x00, 0xc8, 0x56, 0xcc, 0x08, 0x21, 0x7a, 0x1c}, ""},
      {"gfx1201", "", "v_swmmac_i32_16x16x64_iu4 v[0:7], v[8:9], v[16:19], v30 index_key:1", {}, "57: error: not a valid operand."},
      {"gfx1201", "+wavefrontsize64", "v_wmma_i32_16x16x16_iu4 v[0:3], v8, v16, v[0:3]", {0x00, 0x40, 0x45, 0xcc, 0x08, 0x21, 0x02, 0x1c}, ""},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

}  // namespace
}  // namespace gcnkit::test
