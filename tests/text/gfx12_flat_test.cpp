// GFX12's VFLAT/VGLOBAL/VSCRATCH words by hand: three dwords, the 24-bit signed offset on every segment, th:/scope:
// by access kind, the returning atomics (a returning th decides, not the written result), the wave64 width of
// global_load_tr_*, and the words llvm-mc 22 prints lossily or refuses. Every byte, text, message and column below is
// llvm-mc 22's (-mcpu=gfx1201).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "codec/codec.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Flat, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "flat_load_b32 v5, v[1:2] offset:-8388608", {0x7c, 0x00, 0x05, 0xec, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x80}, ""},
      {"gfx1201", "", "flat_load_b32 v5, v[1:2] offset:8388608", {}, "26: error: expected a 24-bit signed offset"},
      {"gfx1201", "", "global_load_b32 v5, v1, s[2:3] offset:8388607 th:TH_LOAD_NT scope:SCOPE_SYS", {0x02, 0x00, 0x05, 0xee, 0x05, 0x00, 0x1c, 0x00, 0x01, 0xff, 0xff, 0x7f}, ""},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off scope:SCOPE_SE offset:4", {}, "48: error: not a valid operand."},
      {"gfx1201", "", "scratch_load_b32 v5, v1, off offset:-1", {0x7c, 0x00, 0x05, 0xed, 0x05, 0x00, 0x02, 0x00, 0x01, 0xff, 0xff, 0xff}, ""},
      {"gfx1201", "", "scratch_load_b32 v5, off, s2", {0x02, 0x00, 0x05, 0xed, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "scratch_load_b32 v5, v1, m0", {0x7d, 0x00, 0x05, 0xed, 0x05, 0x00, 0x02, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "scratch_store_b128 off, v[10:13], s3 th:TH_STORE_BYPASS scope:SCOPE_SYS", {0x03, 0x40, 0x07, 0xed, 0x00, 0x00, 0x3c, 0x05, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_RETURN", {0x7c, 0x40, 0x0d, 0xec, 0x05, 0x00, 0x10, 0x05, 0x01, 0x00, 0x00, 0x00}, ""},
      // (no result written, yet a returning th: the word returns into v0)
      {"gfx1201", "", "flat_atomic_add_u32 v[1:2], v10 th:TH_ATOMIC_RETURN", {0x7c, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x10, 0x05, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "flat_atomic_add_u32 v5, v[1:2], v10", {}, "1: error: instruction must use th:TH_ATOMIC_RETURN"},
      {"gfx1201", "", "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_NT", {}, "37: error: instruction must use th:TH_ATOMIC_RETURN"},
      {"gfx1201", "", "global_atomic_add_u32 v[1:2], v10, off th:TH_ATOMIC_CASCADE_NT", {0x7c, 0x40, 0x0d, 0xee, 0x00, 0x00, 0x60, 0x05, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off glc", {}, "33: error: invalid operand for instruction"},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off glc offset:4", {}, "37: error: not a valid operand."},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off nv", {}, "33: error: nv is not supported on this GPU"},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT, scope:SCOPE_SE", {}, "48: error: invalid operand for instruction"},
      {"gfx1201", "", "global_load_b32 v5, v[1:2], off th : TH_LOAD_NT", {0x7c, 0x00, 0x05, 0xee, 0x05, 0x00, 0x10, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "global_inv scope:SCOPE_SYS", {0x7c, 0xc0, 0x0a, 0xee, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "global_wb th:TH_STORE_NT", {}, "11: error: invalid th value for load instructions"},
      {"gfx1201", "", "global_load_tr_b64 v[5:6], v[1:2], off", {0x7c, 0x00, 0x16, 0xee, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "global_load_tr_b64 v5, v[1:2], off", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "+wavefrontsize64", "global_load_tr_b64 v5, v[1:2], off", {0x7c, 0x00, 0x16, 0xee, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "+wavefrontsize64", "global_load_tr_b128 v[5:8], v[1:2], off", {}, "1: error: operands are not valid for this GPU or mode"},
      // (GFX11's name of global_atomic_sub_clamp_u32)
      {"gfx1201", "", "global_atomic_csub_u32 v5, v1, v2, s[2:3] th:TH_ATOMIC_RETURN", {0x02, 0xc0, 0x0d, 0xee, 0x05, 0x00, 0x10, 0x01, 0x01, 0x00, 0x00, 0x00}, ""},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx12Flat, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1201", {
      {{0x7c, 0x00, 0x05, 0xec, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x80}, "flat_load_b32 v5, v[1:2] offset:-8388608"},
      {{0x7c, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x10, 0x05, 0x01, 0x00, 0x00, 0x00}, "flat_atomic_add_u32 v0, v[1:2], v10 th:TH_ATOMIC_RETURN"},
      {{0x7c, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x68, 0x05, 0x01, 0x00, 0x00, 0x00}, "flat_atomic_add_u32 v[1:2], v10 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV"},
      {{0x7c, 0x00, 0x05, 0xed, 0x05, 0x00, 0x02, 0x00, 0x01, 0x00, 0x00, 0x00}, "scratch_load_b32 v5, v1, off"},
      {{0x7c, 0xc0, 0x0a, 0xee, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00}, "global_inv scope:SCOPE_SYS"},
      {{0x7c, 0x00, 0x16, 0xee, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "global_load_tr_b64 v[5:6], v[1:2], off"},
      // Lossy in llvm-mc 22 (its text is another word, or one it refuses): a cascade below SCOPE_DEV (TH_ATOMIC_0x6),
      // NT_RETURN under SCOPE_SYS, nv, scale_offset (dword1 bit 16), a reserved bit of dword1, SCRATCH's VGPR without
      // SVE, an offset on global_inv. Refused by llvm-mc 22: SVE on a flat word, segment 3.
      {{0x7c, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x60, 0x05, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x3c, 0x05, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0xfc, 0x00, 0x05, 0xec, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x00, 0x05, 0xec, 0x05, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x00, 0x05, 0xec, 0x05, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x00, 0x05, 0xed, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0xc0, 0x0a, 0xee, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x04, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x00, 0x05, 0xec, 0x05, 0x00, 0x02, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x00, 0x05, 0xef, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
  });
  // wave64: global_load_tr_b64 loads one VGPR per lane.
  const Target w64 = target("gfx1201", "+wavefrontsize64");
  std::vector<uint8_t> tr = {0x7c, 0x00, 0x16, 0xee, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0, 0, 0, 0};
  Instruction inst;
  ASSERT_EQ(decodeOne(tr, w64, inst), 12u);
  std::string text;
  ASSERT_TRUE(printChecked(inst, w64, text));
  EXPECT_EQ(text, "global_load_tr_b64 v5, v[1:2], off");
}

// The codec's third dword: a 96-bit word decodes whole (12 bytes), asks for more bytes when cut short, and encodes
// back to its bytes.
TEST(Gfx12Flat, ThreeDwordWordsRoundTrip) {
  const Target t = target("gfx1201");
  const std::vector<uint8_t> word = {0x02, 0x40, 0x0d, 0xee, 0x05, 0x00, 0x18, 0x05, 0x01, 0xf8, 0xff, 0xff};
  Instruction inst;
  ASSERT_EQ(decode(word, t, inst), 12);
  EXPECT_EQ(inst[Field::OFFSET], 0xfffff8u);
  EXPECT_EQ(inst[Field::ADDR], 1u);
  EXPECT_EQ(inst[Field::TH], 1u);
  EXPECT_EQ(inst[Field::SCOPE], 2u);
  EXPECT_EQ(encodedSize(inst, t.gen()), 12u);
  std::vector<uint8_t> out(12);
  EXPECT_EQ(encode(inst, t.gen(), out.data()), 12u);
  EXPECT_EQ(out, word);
  EXPECT_EQ(decode(std::span(word).first(8), t, inst), -1);
}

}  // namespace
}  // namespace gcnkit::test
