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

}  // namespace
}  // namespace gcnkit::test
