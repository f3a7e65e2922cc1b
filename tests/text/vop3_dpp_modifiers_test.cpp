// GFX11's VOP3 and VOP3P words with a DPP dword (`_e64_dpp`): the source modifiers (neg, abs, neg_lo, neg_hi) stay
// in the VOP3 word, as llvm-mc 22 encodes them; only the DPP dword's own modifier bits are left out. Bytes and texts
// are llvm-mc 22's (-mcpu=gfx1150 -show-encoding).
#include <gtest/gtest.h>

#include "printed_word.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

struct Case {
  const char* line;
  std::vector<uint8_t> bytes;
};

const std::vector<Case>& cases() {
  static const std::vector<Case> k = {
      {"v_add_f32_e64_dpp v1, -v2, |v3| quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
       {0x01, 0x02, 0x03, 0xd5, 0xfa, 0x06, 0x02, 0x20, 0x02, 0xe4, 0x00, 0xff}},
      {"v_fma_f32_e64_dpp v1, v2, v3, -v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
       {0x01, 0x00, 0x13, 0xd6, 0xfa, 0x06, 0x12, 0x84, 0x02, 0xe4, 0x00, 0xff}},
      {"v_dot2_f32_f16_e64_dpp v22, v20, v0, v67 neg_lo:[0,0,1] quad_perm:[0,0,0,0] row_mask:0x0 bank_mask:0x0",
       {0x16, 0x40, 0x13, 0xcc, 0xfa, 0x00, 0x0e, 0x9d, 0x14, 0x00, 0x00, 0x00}},
      {"v_dot2_f32_f16_e64_dpp v22, v20, v0, v67 neg_lo:[1,0,0] quad_perm:[0,0,0,0] row_mask:0x0 bank_mask:0x0",
       {0x16, 0x40, 0x13, 0xcc, 0xfa, 0x00, 0x0e, 0x3d, 0x14, 0x00, 0x00, 0x00}},
      {"v_dot2_f32_f16_e64_dpp v22, v20, v0, v67 op_sel:[1,0,0] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[1,0,1] clamp "
       "quad_perm:[0,0,0,0] row_mask:0x0 bank_mask:0x0",
       {0x16, 0x8d, 0x13, 0xcc, 0xfa, 0x00, 0x0e, 0x9d, 0x14, 0x00, 0x00, 0x00}},
      {"v_fma_mix_f32_e64_dpp v1, -v2, v3, -v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
       {0x01, 0x00, 0x20, 0xcc, 0xfa, 0x06, 0x12, 0xa4, 0x02, 0xe4, 0x00, 0xff}},
  };
  return k;
}

TEST(Vop3DppModifiers, AssembleAndPrintAsLlvmMc22) {
  for (const char* cpu : {"gfx1100", "gfx1150"}) {
    for (const Case& c : cases()) {
      std::string err;
      EXPECT_EQ(assembleBytes(std::string(c.line) + "\n", target(cpu), &err), c.bytes) << cpu << ": " << c.line << err;
      EXPECT_EQ(printedWord(c.bytes, cpu), c.line) << cpu;
    }
  }
}

// GFX11's f16 class compares take neg/abs on their integer src1 in every form (llvm-mc 22's bytes), no earlier
// generation does; and on gfx1150+ (dpp-src1-sgpr) a VOP3 DPP src1 may be an SGPR or a constant, v_fma_mix*'s not.
TEST(Vop3DppModifiers, Gfx11SourceRulesAsLlvmMc22) {
  struct Line {
    const char* cpu;
    const char* text;
    std::vector<uint8_t> bytes;  // empty: refused
  };
  const Line lines[] = {
      {"gfx1153", "v_cmp_class_f16 vcc_lo, v5.h, |v0.l| quad_perm:[2,0,0,2] row_mask:0x6 bank_mask:0x0",
       {0xfa, 0x00, 0xfa, 0x7c, 0x85, 0x82, 0x80, 0x60}},
      {"gfx1100", "v_cmp_class_f16_e64 vcc_lo, v5.l, |v0.l|", {0x6a, 0x02, 0x7d, 0xd4, 0x05, 0x01, 0x02, 0x00}},
      {"gfx1030", "v_cmp_class_f16_e64 vcc_lo, v5, |v0|", {}},
      {"gfx1151", "v_dot2_bf16_bf16_e64_dpp v0.l, v13, s64, |s0| dpp8:[4,2,4,0,1,0,0,0] fi:1",
       {0x00, 0x04, 0x67, 0xd6, 0xea, 0x80, 0x00, 0x00, 0x0d, 0x14, 0x11, 0x00}},
      {"gfx1100", "v_dot2_bf16_bf16_e64_dpp v0.l, v13, s64, |s0| dpp8:[4,2,4,0,1,0,0,0] fi:1", {}},
      {"gfx1151", "v_fma_mix_f32_e64_dpp v2, v112, -|s0|, s8 clamp dpp8:[1,0,4,4,0,0,0,4]", {}},
      {"gfx1100", "v_dot2_f32_bf16_e64_dpp v0, v34, v136, v0 op_sel_hi:[0,1,0] dpp8:[2,1,7,0,0,1,4,0] fi:1",
       {0x00, 0x00, 0x1a, 0xcc, 0xea, 0x10, 0x03, 0x14, 0x22, 0xca, 0x81, 0x10}},
  };
  for (const Line& l : lines) {
    std::string err;
    EXPECT_EQ(assembleBytes(std::string(l.text) + "\n", target(l.cpu), &err), l.bytes) << l.cpu << ": " << l.text << err;
  }
}

}  // namespace
}  // namespace gcnkit::test
