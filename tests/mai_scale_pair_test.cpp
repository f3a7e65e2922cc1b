// gfx950's v_mfma_scale_* as llvm-mc 22 reads it: one 16-byte instruction made of a v_mfma_ld_scale_b32 word
// and the f8f6f4 MFMA word marked abid 1. Which word pairs merge (and which leave ld_scale alone: another
// abid, another opcode, the buffer ending after ld_scale), the pair's round trip, and the f8f6f4 widths. The
// golden vectors (tests/golden/mai) hold the texts against llvm-mc's; this holds the decisions themselves.
#include <gtest/gtest.h>

#include "codec/codec.h"
#include "codec/mai_scale.h"
#include "isa/mai.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

std::vector<uint8_t> bytesOf(std::initializer_list<uint32_t> words) {
  std::vector<uint8_t> b;
  for (uint32_t w : words)
    for (int s = 0; s < 32; s += 8) b.push_back(uint8_t(w >> s));
  return b;
}

std::string textOf(const std::vector<uint8_t>& b, const Target& t, size_t& n) {
  Instruction inst;
  n = decodeOne(b, t, inst);
  std::string s;
  if (n) printInstruction(inst, t, s);
  return s;
}

// llvm-mc 22: `v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3], v4, v5 op_sel_hi:[0,0,0]`.
constexpr uint32_t kLd0 = 0xd3ac0000, kLd1 = 0x00020b04, kMfma0 = 0xd3ad8800, kMfma1 = 0x04021100;

TEST(MaiScalePair, LdScaleAndAnAbid1F8f6f4WordAreOneInstruction) {
  const Target t = target("gfx950");
  size_t n = 0;
  EXPECT_EQ(textOf(bytesOf({kLd0, kLd1, kMfma0, kMfma1}), t, n),
            "v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3], v4, v5 op_sel_hi:[0,0,0]");
  EXPECT_EQ(n, 16u);
  EXPECT_EQ(assembleBytes("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3], v4, v5", t),
            bytesOf({kLd0, kLd1, kMfma0, kMfma1}));
  // The 32x32x64 form, VGPR D/C, selectors and formats (byte 1 of ld_scale: op_sel; cbsz in the MFMA word).
  const auto pair = bytesOf({kLd0 | 3u << 11, kLd1 | 1u << 27, 0xd3ae0800 | 2u << 8, kMfma1 | 4u << 29});
  EXPECT_EQ(textOf(pair, t, n), "v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[0:5], v[8:11], v[0:15], v4, v5 "
                                "op_sel:[1,1,0] op_sel_hi:[1,0,0] cbsz:2 blgp:4");
  EXPECT_EQ(assembleBytes(textOf(pair, t, n), t), pair);
}

TEST(MaiScalePair, OtherFollowersLeaveLdScaleAlone) {
  const Target t = target("gfx950");
  size_t n = 0;
  // abid 0 (a plain f8f6f4 word), abid 2, another opcode, or the buffer ending: ld_scale alone (8 bytes); the
  // lone word is printed with llvm-mc's op_sel_hi, and its canonical form sets bit 14 (op_sel_hi[2]).
  for (uint32_t second : {kMfma0 & ~0x800u, kMfma0 ^ 0x1800u, 0xd3b38800u}) {
    EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 14, kLd1, second, kMfma1}), t, n), "v_mfma_ld_scale_b32 v4, v5 op_sel_hi:[0,0]");
    EXPECT_EQ(n, 8u);
  }
  EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 14, kLd1, kMfma0}), t, n), "v_mfma_ld_scale_b32 v4, v5 op_sel_hi:[0,0]");
  EXPECT_EQ(n, 8u);
  // Without bit 14 llvm-mc prints the same text, which re-assembles with the bit set: gcnkit keeps it as data.
  EXPECT_EQ(textOf(bytesOf({kLd0, kLd1, 0xbf800000u}), t, n), "");
  // The abid-1 MFMA word alone is no instruction (llvm-mc: invalid encoding).
  EXPECT_EQ(textOf(bytesOf({kMfma0, kMfma1}), t, n), "");
  // Bits the pair's text does not carry (ld_scale's vdst, clamp): refused as a whole, as llvm-mc's text is lossy.
  EXPECT_EQ(textOf(bytesOf({kLd0 | 5u, kLd1, kMfma0, kMfma1}), t, n), "");
  EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 15, kLd1, kMfma0, kMfma1}), t, n), "");
  // An ld_scale word llvm-mc merges although its text drops a bit (op_sel_hi[2], set in a lone word's canonical
  // form): never printed as ld_scale alone (llvm-mc prints the pair), refused as a whole.
  EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 14, kLd1, kMfma0, kMfma1}), t, n), "");
  EXPECT_EQ(n, 0u);
  // gfx942 has none of it.
  EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 14, kLd1, kMfma0, kMfma1}), target("gfx942"), n), "");
}

TEST(MaiScalePair, F8f6f4WidthsFollowTheFormats) {
  const Target t = target("gfx950");
  for (uint32_t fmt = 0; fmt < 8; ++fmt) EXPECT_EQ(maiFormatDwords(fmt), fmt == 2 || fmt == 3 ? 6 : fmt == 4 ? 4 : 8);
  std::string errors;
  EXPECT_TRUE(assembleBytes("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[8:13], a[0:3] cbsz:4 blgp:3", t, &errors).size() == 8)
      << errors;
  assembleBytes("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[8:13], a[0:3] cbsz:2 blgp:3", t, &errors);
  EXPECT_NE(errors.find(":1:37: error: wrong register tuple size for cbsz value 2"), std::string::npos) << errors;
  errors.clear();
  assembleBytes("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:13], a[0:3]", t, &errors);
  EXPECT_NE(errors.find(":1:45: error: wrong register tuple size for blgp value 0"), std::string::npos) << errors;
  EXPECT_TRUE(isScalePair(*maiScaleForm(Op::v_mfma_f32_32x32x64_f8f6f4)));
  EXPECT_EQ(maiUnscaledForm(Op::v_mfma_scale_f32_16x16x128_f8f6f4), Op::v_mfma_f32_16x16x128_f8f6f4);
}

}  // namespace
}  // namespace gcnkit::test
