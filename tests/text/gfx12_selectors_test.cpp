// GFX12's byte_sel and GFX12.5's scale_sel by hand: the values some fp8/bf8/fp4/fp6 conversions keep in their OPSEL
// bits under a name of their own (codec/valu_rules.h opSelSelector), their order among the modifiers, their range and
// messages, the op_sel entries a byte_sel row reads without encoding (printed back after assembling, as 0 after
// decoding), and the words whose other OPSEL bits have no text. Every byte, text, message and column below is
// llvm-mc 22's.
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "isa/ops.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Selectors, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      // GFX12: the conversions from fp8/bf8 hold byte_sel in OPSEL bits 0-1 (high bit first), those to fp8/bf8 in 2-3.
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, s2 byte_sel:1", {0x08, 0x10, 0xec, 0xd5, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1200", "", "v_cvt_f32_bf8_e64 v1, v2 byte_sel:1", {0x01, 0x10, 0xed, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      {"gfx1200", "", "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:2 quad_perm:[0,1,2,3]", {0x01, 0x08, 0xec, 0xd5, 0xfa, 0x00, 0x00, 0x00, 0x02, 0xe4, 0x00, 0xff}, ""},
      {"gfx1200", "", "v_cvt_sr_fp8_f32 v1, -v2, v3 byte_sel:1", {0x01, 0x20, 0x6b, 0xd7, 0x02, 0x07, 0x02, 0x20}, ""},
      {"gfx1200", "", "v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3", {0x01, 0x60, 0x6c, 0xd7, 0x02, 0x07, 0x02, 0x00}, ""},
      {"gfx1200", "", "v_cvt_sr_fp8_f32_e64_dpp v1, v2, v3 byte_sel:2 dpp8:[0,1,2,3,4,5,6,7] fi:1", {0x01, 0x40, 0x6b, 0xd7, 0xea, 0x06, 0x02, 0x00, 0x02, 0x88, 0xc6, 0xfa}, ""},
      {"gfx1200", "", "v_cvt_f32_bf8_op_sel_e64 v8, v2 byte_sel:3", {0x08, 0x18, 0xed, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      // The value's range, its expression, its place (once, after op_sel, before clamp and the DPP controls, e64 only).
      {"gfx1200", "", "v_cvt_f32_fp8 v1, v2 byte_sel:4", {}, "22: error: invalid byte_sel value."},
      {"gfx1200", "", "v_cvt_f32_fp8 v1, v2 byte_sel:-1", {}, "22: error: invalid byte_sel value."},
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 byte_sel:x", {}, "35: error: expected absolute expression"},
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 byte_sel:", {}, "35: error: unknown token in expression"},
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 byte_sel", {}, "26: error: invalid operand for instruction"},
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 byte_sel:1 byte_sel:2", {}, "37: error: not a valid operand."},
      {"gfx1200", "", "v_cvt_f32_fp8_e32 v1, v2 byte_sel:1", {}, "26: error: invalid operand for instruction"},
      // (clamp, which these rows lack on GFX12, still counts for the order)
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 clamp byte_sel:3", {}, "32: error: not a valid operand."},
      {"gfx1200", "", "v_cvt_f32_fp8_e64 v8, v2 op_sel:[0,1]", {}, "26: error: not a valid operand."},
      {"gfx1200", "", "v_cvt_sr_fp8_f32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3] byte_sel:2", {}, "57: error: not a valid operand."},
      {"gfx1200", "", "v_cvt_pk_fp8_f32 v1, v2, v3 byte_sel:1", {}, "29: error: not a valid operand."},
      // GFX12.5: clamp after byte_sel; v_cvt_f16_fp8's source entry and v_cvt_sr_fp8_f16's destination entry of op_sel
      // are read and not encoded (their bits are byte_sel's).
      {"gfx1250", "", "v_cvt_f32_fp8_e64 v8, v2 byte_sel:3 clamp", {0x08, 0x98, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_cvt_f16_fp8_e64 v8, v2 op_sel:[1,1] byte_sel:3", {0x08, 0x58, 0xf7, 0xd5, 0x02, 0x01, 0x00, 0x00}, ""},
      {"gfx1250", "", "v_cvt_f16_fp8_e64 v8, v2 byte_sel:3 op_sel:[1,1]", {}, "37: error: not a valid operand."},
      {"gfx1250", "", "v_cvt_f16_bf8_e64_dpp v8, v2 op_sel:[1,1] byte_sel:1 quad_perm:[0,1,2,3]", {0x08, 0x50, 0xf8, 0xd5, 0xfa, 0x00, 0x00, 0x00, 0x02, 0xe4, 0x00, 0xff}, ""},
      {"gfx1250", "", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,1,1] byte_sel:2", {0x01, 0x58, 0x74, 0xd7, 0x02, 0x07, 0x02, 0x00}, ""},
      {"gfx1250", "", "v_cvt_sr_bf8_f16 v1, v2, v3 op_sel:[0,0,1] byte_sel:3", {0x01, 0x60, 0x75, 0xd7, 0x02, 0x07, 0x02, 0x00}, ""},
      // (a spelling two generations take: GFX12.5 keeps only the bf8 one)
      {"gfx1250", "", "v_cvt_f32_bf8_op_sel v8, v2", {0x02, 0xdb, 0x10, 0x7e}, ""},
      {"gfx1250", "", "v_cvt_f32_fp8_op_sel v8, v2", {}, "1: error: instruction not supported on this GPU"},
      // scale_sel: all four OPSEL bits of the v_cvt_scale_pk* rows, which have no op_sel and no clamp.
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:15", {0x04, 0x78, 0x9f, 0xd6, 0x06, 0x11, 0x02, 0x00}, ""},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, 1 scale_sel:3", {0x04, 0x18, 0x9f, 0xd6, 0x06, 0x03, 0x01, 0x00}, ""},
      {"gfx1250", "", "v_cvt_scale_pk16_f32_fp6 v[8:23], v[2:4], v4 scale_sel:5", {0x08, 0x28, 0xc9, 0xd6, 0x02, 0x09, 0x02, 0x00}, ""},
      {"gfx1250", "", "v_cvt_scale_pk8_bf16_bf8 v[8:11], v[2:3], v4 scale_sel:2+7", {0x08, 0x48, 0xac, 0xd6, 0x02, 0x09, 0x02, 0x00}, ""},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:16", {}, "40: error: invalid scale_sel value."},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:1 scale_sel:2", {}, "52: error: not a valid operand."},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:1 clamp", {}, "52: error: invalid operand for instruction"},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 op_sel:[1,0,0] scale_sel:1", {}, "40: error: not a valid operand."},
      {"gfx1250", "", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 byte_sel:1", {}, "40: error: not a valid operand."},
      {"gfx1250", "", "v_cvt_f32_fp8_e64 v8, v2 scale_sel:1", {}, "26: error: not a valid operand."},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

// The text printed after assembling: the op_sel entries read without encoding them come back as written.
TEST(Gfx12Selectors, ListedAsLlvmMc22) {
  const struct {
    const char *cpu, *text, *listed;
  } lines[] = {
      {"gfx1250", "v_cvt_f16_fp8_e64 v8, v2 op_sel:[1] byte_sel:1", "v_cvt_f16_fp8_e64 v8, v2 op_sel:[1,0] byte_sel:1"},
      {"gfx1250", "v_cvt_f16_fp8_e64 v8, v2 op_sel:[0,0,1,1] byte_sel:3", "v_cvt_f16_fp8_e64 v8, v2 byte_sel:3"},
      {"gfx1250", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,1,1] byte_sel:2", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,1] byte_sel:2"},
      {"gfx1250", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,0,1]", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,0,1]"},
      {"gfx1250", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,0,0,1]", "v_cvt_sr_fp8_f16 v1, v2, v3"},
      {"gfx1250", "v_cvt_scale_pk8_bf16_bf8 v[8:11], v[2:3], v4 scale_sel:2+7", "v_cvt_scale_pk8_bf16_bf8 v[8:11], v[2:3], v4 scale_sel:9"},
      {"gfx1200", "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:2 quad_perm:[0,1,2,3]",
       "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"},
  };
  for (const auto& l : lines) EXPECT_EQ(listedLine(l.cpu, l.text), std::string("\t") + l.listed) << l.text;
}

TEST(Gfx12Selectors, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1200", {
      {{0x08, 0x10, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00}, "v_cvt_f32_fp8_e64 v8, v2 byte_sel:1"},
      {{0x01, 0x60, 0x6c, 0xd7, 0x02, 0x07, 0x02, 0x00}, "v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3"},
      {{0x01, 0x60, 0x6b, 0xd7, 0xe9, 0x06, 0x02, 0x00, 0x02, 0x88, 0xc6, 0xfa}, "v_cvt_sr_fp8_f32_e64_dpp v1, v2, v3 byte_sel:3 dpp8:[0,1,2,3,4,5,6,7]"},
      // OPSEL bits outside byte_sel's: llvm-mc 22 refuses the words
      {{0x08, 0x40, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00}, "(invalid)"},
      {{0x01, 0x18, 0x6b, 0xd7, 0x02, 0x07, 0x02, 0x00}, "(invalid)"},
  });
  expectPrintedWords("gfx1250", {
      {{0x08, 0x48, 0xf7, 0xd5, 0x02, 0x01, 0x00, 0x00}, "v_cvt_f16_fp8_e64 v8, v2 op_sel:[0,1] byte_sel:2"},
      {{0x08, 0x18, 0xf7, 0xd5, 0x02, 0x01, 0x00, 0x00}, "v_cvt_f16_fp8_e64 v8, v2 byte_sel:3"},
      {{0x01, 0x78, 0x74, 0xd7, 0x02, 0x07, 0x02, 0x00}, "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[1,1,0] byte_sel:3"},
      {{0x98, 0x40, 0x74, 0xd7, 0x20, 0x90, 0x00, 0x00}, "v_cvt_sr_fp8_f16 v152, s32, s72 byte_sel:2"},
      {{0x98, 0x20, 0x75, 0xd7, 0x20, 0x90, 0x00, 0x00}, "v_cvt_sr_bf8_f16 v152, s32, s72 byte_sel:1"},
      {{0x98, 0x08, 0x74, 0xd7, 0x20, 0x90, 0x00, 0x00}, "v_cvt_sr_fp8_f16 v152, s32, s72 op_sel:[1,0,0]"},
      {{0x08, 0x88, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00}, "v_cvt_f32_fp8_e64 v8, v2 byte_sel:2 clamp"},
      {{0x04, 0x78, 0x9f, 0xd6, 0x06, 0x11, 0x02, 0x00}, "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:15"},
      {{0x08, 0x78, 0xf7, 0xd5, 0x02, 0x01, 0x00, 0x00}, "(invalid)"},
      {{0x04, 0x80, 0x9f, 0xd6, 0x06, 0x11, 0x02, 0x00}, "(invalid)"},  // (clamp)
      {{0x04, 0x01, 0x9f, 0xd6, 0x06, 0x11, 0x02, 0x00}, "(invalid)"},  // (abs)
  });
}

// Every value of every selector row assembles to a word that prints back as written.
TEST(Gfx12Selectors, EveryValueRoundTrips) {
  const struct {
    const char* cpu;
    const char* text;
  } rows[] = {
      {"gfx1200", "v_cvt_f32_fp8_e64 v8, v2"},        {"gfx1200", "v_cvt_f32_bf8_e64 v8, v2"},
      {"gfx1200", "v_cvt_sr_fp8_f32 v1, v2, v3"},      {"gfx1200", "v_cvt_sr_bf8_f32 v1, v2, v3"},
      {"gfx1250", "v_cvt_f16_fp8_e64 v8, v2"},        {"gfx1250", "v_cvt_f16_bf8_e64 v8, v2 op_sel:[0,1]"},
      {"gfx1250", "v_cvt_sr_fp8_f16 v1, v2, v3 op_sel:[0,1,0]"}, {"gfx1250", "v_cvt_sr_bf8_f16 v1, v2, v3"},
      {"gfx1250", "v_cvt_scale_pk8_f32_fp8 v[8:15], v[2:3], v4"}, {"gfx1250", "v_cvt_scale_pk16_bf16_fp6 v[8:15], v[2:4], v4"},
  };
  int checked = 0;
  for (const auto& r : rows) {
    const Target t = target(r.cpu);
    const bool scale = std::string_view(r.text).starts_with("v_cvt_scale");
    for (int n = 1; n <= (scale ? 15 : 3); ++n) {
      const std::string text = std::string(r.text) + (scale ? " scale_sel:" : " byte_sel:") + std::to_string(n);
      std::string err;
      const std::vector<uint8_t> bytes = assembleBytes(text + "\n", t, &err);
      ASSERT_FALSE(bytes.empty()) << text << "\n" << err;
      EXPECT_EQ(printedWord(bytes, r.cpu), text);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 8 * 3 + 2 * 15);
}

}  // namespace
}  // namespace gcnkit::test
