// GFX12.5's dual issue by hand: the VOPD word on gfx1250 (its new Y components, the same-VGPR and distinct-result
// rules) and the 96-bit VOPD3 word llvm-mc 22 chooses where VOPD cannot hold the pair (neg modifiers, fma, f64 and
// bitop2 components, cndmask's lane mask, four banks in every source slot), with each rule's message and column.
// Every byte, text, message and column below is llvm-mc 22's.
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx125Vopd, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v8", {0x02, 0x07, 0x08, 0xc9, 0x05, 0x11, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v5, v5, v8", {0x02, 0x41, 0x10, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x08, 0x00, 0x05}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v2, v5, v8", {0x02, 0x07, 0x08, 0xc9, 0x05, 0x11, 0x02, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f32 v0, v2, v3 :: v_dual_add_f32 v4, v5, v8", {0x02, 0x41, 0x10, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x00, 0x08, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v2, v8", {0x02, 0x07, 0x08, 0xc9, 0x02, 0x11, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v3", {0x02, 0x07, 0x08, 0xc9, 0x05, 0x07, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, -v2, v3 :: v_dual_add_f32 v4, s5, v8", {0x02, 0x41, 0x10, 0xcf, 0x05, 0x02, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, -v3 :: v_dual_add_f32 v4, v5, -v8", {0x02, 0x41, 0x10, 0xcf, 0x05, 0x25, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, -1.0, v3 :: v_dual_add_f32 v4, -v5, v8", {0xf3, 0x40, 0x10, 0xcf, 0x05, 0x11, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, neg(1.0), v3 :: v_dual_add_f32 v5, v5, v8", {0xf2, 0x40, 0x10, 0xcf, 0x05, 0x03, 0x03, 0x00, 0x01, 0x08, 0x00, 0x05}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, -s2, v3 :: v_dual_add_f32 v4, v5, v8", {0x02, 0x40, 0x10, 0xcf, 0x05, 0x03, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, 0x1234, v8", {0x02, 0x07, 0x08, 0xc9, 0xff, 0x10, 0x04, 0x01, 0x34, 0x12, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, vcc_lo :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x6a, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, s6 :: v_dual_cndmask_b32 v4, v5, v6, s7", {0x02, 0x91, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x06, 0x01, 0x06, 0x07, 0x04}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, m0 :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x7d, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, null :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x7c, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, exec_lo :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x7e, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_cndmask_b32 v4, -v5, v6, s7", {0x02, 0x91, 0x20, 0xcf, 0x05, 0x11, 0x00, 0x00, 0x01, 0x06, 0x07, 0x04}, ""},
      {"gfx1250", "", "v_dual_fma_f32 v1, v2, v3, v6 :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x4c, 0xcf, 0x05, 0x01, 0x03, 0x06, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_fma_f32 v1, 1.0, v3, v6 :: v_dual_mov_b32 v4, v5", {0xf2, 0x80, 0x4c, 0xcf, 0x05, 0x01, 0x03, 0x06, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_fma_f32 v1, v2, v3, v6 :: v_dual_fma_f32 v4, v5, v8, v6", {0x02, 0x31, 0x4d, 0xcf, 0x05, 0x01, 0x03, 0x06, 0x01, 0x08, 0x06, 0x04}, ""},
      {"gfx1250", "", "v_dual_fmac_f32 v1, v2, v3 :: v_dual_fma_f32 v4, v5, v8, v11", {0x02, 0x31, 0x01, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x08, 0x0b, 0x04}, ""},
      {"gfx1250", "", "v_dual_fmac_f32 v1, v2, v3 :: v_dual_fmac_f32 v3, v5, v8", {0x02, 0x01, 0x00, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x08, 0x00, 0x03}, ""},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], -v[4:5], v[6:7], -v[8:9] :: v_dual_mov_b32 v1, v6", {0x04, 0x81, 0x80, 0xcf, 0x06, 0x0b, 0x06, 0x08, 0x02, 0x00, 0x00, 0x01}, ""},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9] :: v_dual_fma_f32 v1, v7, v9, v11", {0x04, 0x31, 0x81, 0xcf, 0x07, 0x01, 0x06, 0x08, 0x02, 0x09, 0x0b, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f64 v[2:3], s[4:5], v[6:7] :: v_dual_mov_b32 v1, v5", {0x04, 0x80, 0x84, 0xcf, 0x05, 0x01, 0x06, 0x00, 0x02, 0x00, 0x00, 0x01}, ""},
      {"gfx1250", "", "v_dual_add_f64 v[2:3], 1.0, v[6:7] :: v_dual_mov_b32 v1, v5", {0xf2, 0x80, 0x84, 0xcf, 0x05, 0x01, 0x06, 0x00, 0x02, 0x00, 0x00, 0x01}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, v5, v6 bitop3:0x12", {0x02, 0x21, 0x21, 0xcf, 0x05, 0x01, 0x00, 0x00, 0x01, 0x06, 0x12, 0x04}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, s5, v6 bitop3:255", {0x02, 0x21, 0x21, 0xcf, 0x05, 0x00, 0x00, 0x00, 0x01, 0x06, 0xff, 0x04}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, v5, v6", {0x02, 0x21, 0x21, 0xcf, 0x05, 0x01, 0x00, 0x00, 0x01, 0x06, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_max_i32 v4, v5, v6", {0x02, 0x01, 0x2e, 0xca, 0x05, 0x0d, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_sub_nc_u32 v4, v5, v6", {0x02, 0x01, 0x28, 0xca, 0x05, 0x0d, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_sub_nc_u32 v1, v2, v3 :: v_dual_mov_b32 v4, v5", {0x02, 0x81, 0x50, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_lshrrev_b32 v1, 1, v2 :: v_dual_mov_b32 v4, v6", {0x81, 0x80, 0x54, 0xcf, 0x06, 0x01, 0x02, 0x00, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, 1.0 :: v_dual_mov_b32 v5, 2.0", {0xf2, 0x80, 0x20, 0xcf, 0xf4, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x05}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v5, v6", {0x02, 0x81, 0x20, 0xcf, 0x06, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x05}, ""},
      {"gfx1250", "", "v_dual_mov_b32 v1, s2 :: v_dual_mov_b32 v3, s2", {0x02, 0x80, 0x20, 0xcf, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x03}, ""},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, s2, v3, s6 :: v_dual_add_f32 v4, s2, v8", {0x02, 0x40, 0x24, 0xcf, 0x02, 0x00, 0x03, 0x06, 0x01, 0x08, 0x00, 0x04}, ""},
      // (X v_dual_dot2acc_f32_bf16: llvm-mc 22 writes the VOPD3 word wherever it holds the pair, VOPD where only it does)
      {"gfx1250", "", "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_fmac_f32 v4, v5, v6", {0x02, 0x01, 0x34, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x06, 0x00, 0x04}, ""},
      {"gfx1250", "", "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_fmaak_f32 v4, v5, v6, 0x1234", {0x02, 0x07, 0x42, 0xcb, 0x05, 0x0d, 0x04, 0x01, 0x34, 0x12, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_cndmask_b32 v4, v5, v6", {0x02, 0x07, 0x52, 0xcb, 0x05, 0x0d, 0x04, 0x01}, ""},
      {"gfx1200", "", "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_fmac_f32 v4, v5, v6", {0x02, 0x07, 0x40, 0xcb, 0x05, 0x0d, 0x04, 0x01}, ""},
      {"gfx1250", "", "v_dual_dot2acc_f32_f16 v1, v2, v3 :: v_dual_dot2acc_f32_f16 v5, -v6, v8", {}, "66: error: src0 operands must use different VGPR banks"},
      // (the dot2acc components' destination is also their src2, the accumulator: in VOPD both, in VOPD3 the f16 one)
      {"gfx1250", "", "v_dual_dot2acc_f32_bf16 v2, v1, v16 :: v_dual_fmamk_f32 v1, s0, 0x80, v0", {}, "71: error: src2 operands must use different VGPR banks"},
      {"gfx1200", "", "v_dual_dot2acc_f32_bf16 v2, v1, v16 :: v_dual_fmamk_f32 v1, s0, 0x80, v0", {}, "71: error: src2 operands must use different VGPR banks"},
      {"gfx1100", "", "v_dual_dot2acc_f32_f16 v2, v1, v16 :: v_dual_fmamk_f32 v1, s0, 0x80, v0", {}, "70: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fmamk_f32 v1, s0, 0x80, v0 :: v_dual_dot2acc_f32_bf16 v2, v1, v16", {}, "32: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_dot2acc_f32_f16 v2, v1, v16 :: v_dual_fma_f32 v5, v3, v7, v6", {}, "66: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_dot2acc_f32_bf16 v2, v1, v16 :: v_dual_fma_f32 v5, v3, v7, v6", {0x01, 0x31, 0x35, 0xcf, 0x03, 0x01, 0x10, 0x00, 0x02, 0x07, 0x06, 0x05}, ""},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v1, v5, v8", {}, "45: error: dst registers must be distinct"},
      {"gfx1250", "", "v_dual_add_f64 v[2:3], v[4:5], v[6:7] :: v_dual_add_f32 v3, v7, v9", {}, "57: error: dst registers must be distinct"},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v5, v6, v8", {}, "45: error: one dst register must be even and the other odd"},
      {"gfx1200", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v5, v6, v8", {}, "45: error: one dst register must be even and the other odd"},
      {"gfx1250", "", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v6, v3", {}, "49: error: src0 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fma_f32 v1, v2, v3, v6 :: v_dual_fma_f32 v4, v5, v8, v10", {}, "61: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fmac_f32 v1, v2, v3 :: v_dual_fma_f32 v4, v5, v8, v9", {}, "58: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fmamk_f32 v1, v2, 0x1234, v3 :: v_dual_fmamk_f32 v4, v5, 0x1234, v9", {}, "73: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fmamk_f32 v1, v2, 0x1234, v3 :: v_dual_fmamk_f32 v4, v5, 0x1234, v3", {0x02, 0x07, 0x84, 0xc8, 0x05, 0x07, 0x04, 0x01, 0x34, 0x12, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9] :: v_dual_mov_b32 v1, v4", {}, "69: error: src0 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9] :: v_dual_fma_f32 v1, v6, v11, v13", {}, "73: error: src1 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9] :: v_dual_fma_f32 v1, v7, v9, v8", {}, "77: error: src2 operands must use different VGPR banks"},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, s2, v3, s6 :: v_dual_add_f32 v4, s3, v8", {}, "57: error: invalid operand (violates constant bus restrictions)"},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, s6 :: v_dual_cndmask_b32 v4, s3, v8, s7", {}, "69: error: invalid operand (violates constant bus restrictions)"},
      {"gfx1250", "", "v_dual_add_f32 v1, |v2|, v3 :: v_dual_add_f32 v4, v5, v8", {}, "21: error: ABS not allowed in VOPD3 instructions"},
      {"gfx1250", "", "v_dual_add_f32 v1, -v2, v3 :: v_dual_add_f32 v4, 0x1234, v8", {}, "50: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_add_f32 v1, -v2, v3 :: v_dual_add_f32 v4, s5, s8", {}, "54: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_add_f64 v[2:3], 0x12345, v[6:7] :: v_dual_mov_b32 v1, v5", {}, "24: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], s[8:9] :: v_dual_mov_b32 v1, v6", {}, "40: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_fma_f32 v1, v2, 1.0, v3 :: v_dual_mov_b32 v4, v5", {}, "24: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, -v5, v6", {}, "49: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v4, -v5", {}, "46: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, v6 :: v_dual_mov_b32 v4, v5", {}, "32: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_cndmask_b32 v1, v2, v3, 0 :: v_dual_mov_b32 v4, v5", {}, "32: error: invalid operand for instruction"},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_and_b32 v4, v5, v6", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1250", "", "v_dual_max_i32 v1, v2, v3 :: v_dual_mov_b32 v4, v5", {}, "1: error: invalid instruction"},
      {"gfx1250", "", "v_dual_mov_b32 v1, v2 :: v_dual_fma_f64 v[4:5], v[6:7], v[8:9], v[10:11]", {}, "26: error: invalid VOPDY instruction"},
      {"gfx1250", "", "v_dual_add_f32_e96 v1, v2, v3 :: v_dual_mov_b32 v4, v5", {}, "1: error: invalid instruction"},
      {"gfx1200", "", "v_dual_fma_f32 v1, v2, v3, v4 :: v_dual_mov_b32 v5, v5", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1200", "", "v_dual_mov_b32 v1, v2 :: v_dual_fma_f32 v4, v5, v3, v4", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1200", "", "v_dual_mov_b32 v1, v2 :: v_dual_max_i32 v4, v5, v6", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1200", "", "v_dual_add_f64 v[2:3], v[4:5], v[6:7] :: v_dual_mov_b32 v1, v5", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1200", "", "v_dual_add_f32 v1, -v2, v3 :: v_dual_add_f32 v4, v5, v8", {}, "20: error: not a valid operand."},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx125Vopd, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1250", {
{{0x02, 0x41, 0x10, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x08, 0x00, 0x05}, "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v5, v5, v8"},
      {{0x02, 0x41, 0x10, 0xcf, 0x05, 0x25, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, "v_dual_add_f32 v1, v2, -v3 :: v_dual_add_f32 v4, v5, -v8"},
      {{0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x7d, 0x01, 0x00, 0x00, 0x04}, "v_dual_cndmask_b32 v1, v2, v3, m0 :: v_dual_mov_b32 v4, v5"},
      {{0x02, 0x81, 0x24, 0xcf, 0x05, 0x01, 0x03, 0x7c, 0x01, 0x00, 0x00, 0x04}, "v_dual_cndmask_b32 v1, v2, v3, null :: v_dual_mov_b32 v4, v5"},
      {{0x02, 0x91, 0x20, 0xcf, 0x05, 0x11, 0x00, 0x00, 0x01, 0x06, 0x07, 0x04}, "v_dual_mov_b32 v1, v2 :: v_dual_cndmask_b32 v4, -v5, v6, s7"},
      {{0x04, 0x81, 0x80, 0xcf, 0x06, 0x0b, 0x06, 0x08, 0x02, 0x00, 0x00, 0x01}, "v_dual_fma_f64 v[2:3], -v[4:5], v[6:7], -v[8:9] :: v_dual_mov_b32 v1, v6"},
      {{0x02, 0x21, 0x21, 0xcf, 0x05, 0x01, 0x00, 0x00, 0x01, 0x06, 0x12, 0x04}, "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, v5, v6 bitop3:0x12"},
      {{0x02, 0x21, 0x21, 0xcf, 0x05, 0x01, 0x00, 0x00, 0x01, 0x06, 0x0a, 0x04}, "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, v5, v6 bitop3:10"},
      {{0x02, 0x21, 0x21, 0xcf, 0x05, 0x01, 0x00, 0x00, 0x01, 0x06, 0x00, 0x04}, "v_dual_mov_b32 v1, v2 :: v_dual_bitop2_b32 v4, v5, v6"},
      {{0xf2, 0x80, 0x20, 0xcf, 0xf4, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x05}, "v_dual_mov_b32 v1, 1.0 :: v_dual_mov_b32 v5, 2.0"},
      {{0x81, 0x80, 0x54, 0xcf, 0x06, 0x01, 0x02, 0x00, 0x01, 0x00, 0x00, 0x04}, "v_dual_lshrrev_b32 v1, 1, v2 :: v_dual_mov_b32 v4, v6"},
      {{0x02, 0x01, 0x28, 0xca, 0x05, 0x0d, 0x04, 0x01}, "v_dual_mov_b32 v1, v2 :: v_dual_sub_nc_u32 v4, v5, v6"},
      // (llvm-mc prints "v_dual_fma_f64 v[2:3], v[2:3], v[6:7], v[8:9] :: v_dual_fma_f32 v1, v7, v9, v11", which it
      // refuses: v[2:3] covers banks 2 and 3, v7 is in bank 3)
      {{0x02, 0x31, 0x81, 0xcf, 0x07, 0x01, 0x06, 0x08, 0x02, 0x09, 0x0b, 0x01}, "(invalid)"},
      {{0x04, 0x31, 0x81, 0xcf, 0x07, 0x01, 0x06, 0x08, 0x02, 0x09, 0x0b, 0x01}, "v_dual_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9] :: v_dual_fma_f32 v1, v7, v9, v11"},
      {{0xf3, 0x40, 0x10, 0xcf, 0x05, 0x11, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, "v_dual_add_f32 v1, -1.0, v3 :: v_dual_add_f32 v4, -v5, v8"},
      // The VOPD word of X v_dual_dot2acc_f32_bf16 whose text llvm-mc 22 writes as VOPD3 (it prints it): no text gives it
      // back; with a literal Y (no VOPD3 form) or cndmask's implied vcc_lo it is the VOPD word's own text.
      {{0x02, 0x07, 0x40, 0xcb, 0x05, 0x0d, 0x04, 0x01}, "(invalid)"},
      {{0x02, 0x07, 0x42, 0xcb, 0x05, 0x0d, 0x04, 0x01, 0x34, 0x12, 0x00, 0x00}, "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_fmaak_f32 v4, v5, v6, 0x1234"},
      {{0x02, 0x07, 0x52, 0xcb, 0x05, 0x0d, 0x04, 0x01}, "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_cndmask_b32 v4, v5, v6"},
      // (llvm-mc 22 prints "v_dual_dot2acc_f32_bf16 v2, v128, v16 :: v_dual_fmamk_f32 v1, s0, 0x0, v0" and refuses the
      // text with K: v2, the accumulator, and v0 are both src2 of even bank)
      {{0x80, 0x21, 0x44, 0xcb, 0x00, 0x00, 0x00, 0x02, 0x80, 0x00, 0x00, 0x00}, "(invalid)"},
      // Words llvm-mc refuses (a literal code with no literal after the word, a neg bit without a source, a src2
      // field where the component has none), and words whose text breaks a rule (the same destination; src0 banks):
      {{0xff, 0x40, 0x10, 0xcf, 0x05, 0x00, 0x03, 0x00, 0x01, 0x08, 0x00, 0x04}, "(invalid)"},
      {{0x02, 0x01, 0x20, 0xcf, 0x05, 0x09, 0x00, 0x00, 0x01, 0x00, 0x00, 0x04}, "(invalid)"},
      {{0x02, 0x41, 0x10, 0xcf, 0x05, 0x01, 0x03, 0x06, 0x01, 0x08, 0x00, 0x05}, "(invalid)"},
      {{0x02, 0x41, 0x10, 0xcf, 0x05, 0x01, 0x03, 0x00, 0x01, 0x08, 0x00, 0x01}, "(invalid)"},
      {{0x02, 0x41, 0x10, 0xcf, 0x06, 0x01, 0x03, 0x00, 0x01, 0x08, 0x00, 0x05}, "(invalid)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
