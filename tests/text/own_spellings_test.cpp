// Names of a row that are no row's name (isa/renames.def GCN_SPELLING): llvm-mc 22 takes GFX12's
// v_cvt_f32_bf8_op_sel and v_cvt_f32_fp8_op_sel, with the form suffixes, as the conversions themselves (printing
// their names), on GFX12 only: gfx942, which has the rows, and GFX11 say "instruction not supported on this GPU".
#include <gtest/gtest.h>

#include "assembled_line.h"

namespace gcnkit::test {
namespace {

TEST(OwnSpellings, Gfx12OpSelConversionsAreTheirRows) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "v_cvt_f32_bf8_op_sel v8, v2", {0x02, 0xdb, 0x10, 0x7e}, ""},
      {"gfx1200", "", "v_cvt_f32_fp8_op_sel_e32 v8, v2", {0x02, 0xd9, 0x10, 0x7e}, ""},
      {"gfx1201", "", "v_cvt_f32_bf8_op_sel_e64 v8, v2", {0x08, 0x00, 0xed, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      {"gfx1201", "", "v_cvt_f32_bf8_op_sel_e64_dpp v1, v2 quad_perm:[0,1,2,3]",
       {0x01, 0x00, 0xed, 0xd5, 0xfa, 0x00, 0x00, 0x00, 0x02, 0xe4, 0x00, 0xff}, ""},
      {"gfx1201", "", "v_cvt_f32_bf8_op_sel_e64 v1, v2 op_sel:[1,0]", {}, "33: error: not a valid operand."},
      {"gfx942", "", "v_cvt_f32_bf8_op_sel v1, v2", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1100", "", "v_cvt_f32_fp8_op_sel_e64 v1, v2", {}, "1: error: instruction not supported on this GPU"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

}  // namespace
}  // namespace gcnkit::test
