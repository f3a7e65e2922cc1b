// Wave64 lines that write a lane mask as wave32 does (vcc_lo, a 32-bit SGPR): llvm-mc 22 names the operand the
// last variant it tried stopped at, or finds that a wave32 form would take the line ("not valid for this GPU or
// mode"). Also the wave32 readings that model relies on. Messages and columns are llvm-mc 22's.
#include <gtest/gtest.h>

#include "assembled_line.h"

namespace gcnkit::test {
namespace {

TEST(Wave64LaneMask, ReportedAsLlvmMc22) {
  const AssembledLine lines[] = {
      // A wave32 32-bit or DPP form takes the line, lacking only the wave size.
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32 v8, v2, v4, vcc_lo", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_nlg_f32 vcc_lo, src_lds_direct, v4", {}, "1: error: operands are not valid for this GPU or mode"},
      // GFX10's SDWA form takes SGPR sources (its vcc_lo a token as well).
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32 v8, s4, s4, vcc_lo", {}, "1: error: operands are not valid for this GPU or mode"},
      // The VOP3 DPP form, tried last, stops at a literal before its lane mask...
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32 v8, v2, 0x12345678, vcc_lo", {}, "23: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32 v8, 0x12345678, 1.0, vcc_lo", {}, "19: error: invalid operand for instruction"},
      // ... and at the mask otherwise; a compare's mask comes first.
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32 v8, v2, v4, vcc_lo, v10", {}, "27: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_le_f32 vcc_lo, s[4:5], v4", {}, "14: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_eq_u32 vcc_lo, v2, src_lds_direct", {}, "14: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_add_co_ci_u32 v8, vcc_lo, v2, v4, s4", {}, "21: error: invalid operand for instruction"},
      // null is a mask of either size: the wave32 one after it is what fails.
      {"gfx1100", "+wavefrontsize64", "v_subrev_co_ci_u32 v8, null, v2, v4, vcc_lo", {}, "38: error: invalid operand for instruction"},
      // One form asked for: the furthest of its two candidates (the 32-bit and DPP ones); VOP3's mask.
      {"gfx1100", "+wavefrontsize64", "v_cmp_f_f32_e32 vcc_lo, v2, 1.1", {}, "29: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_le_f32_e64 vcc_lo, v2, v4 junk", {}, "18: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cndmask_b32_e64_dpp v8, v2, v4, vcc_lo row_shl:1", {}, "35: error: invalid operand for instruction"},
      {"gfx1100", "+wavefrontsize64", "v_cmp_lt_u16_dpp vcc_lo, v2.l, v4.l", {}, "1: error: too few operands for instruction"},
      // A syntax error anywhere in the line comes first.
      {"gfx1100", "+wavefrontsize64", "v_sub_co_ci_u32 v8, s0, v2, v4, -s6", {}, "33: error: not a valid operand."},
      // GFX10: the VOP3 DPP form of GFX11 is still a candidate, tried last.
      {"gfx1030", "+wavefrontsize64", "v_add_co_ci_u32 v8, vcc_lo, v2, v4", {}, "21: error: invalid operand for instruction"},
      {"gfx1010", "+wavefrontsize64", "v_add_co_ci_u32 v8, vcc, v2, v4, vcc_lo", {}, "34: error: invalid operand for instruction"},
      {"gfx1010", "+wavefrontsize64", "v_cmp_le_f32 s4, v2, v4", {}, "14: error: invalid operand for instruction"},
      // Wave32 readings the model uses: a VGPR-only operand of the form asked for takes no lds_direct, and a
      // VOP3 DPP literal fails before the missing DPP control.
      {"gfx1100", "", "v_cmp_ge_f32_e32 vcc_lo, v2, src_lds_direct", {}, "30: error: invalid operand for instruction"},
      {"gfx1030", "", "v_add_f32_dpp v1, src_lds_direct, v2 row_shl:1", {}, "19: error: invalid operand for instruction"},
      {"gfx1100", "", "v_cndmask_b32_e64_dpp v8, 0x12345678, 1.0, vcc_lo", {}, "27: error: invalid operand for instruction"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

}  // namespace
}  // namespace gcnkit::test
