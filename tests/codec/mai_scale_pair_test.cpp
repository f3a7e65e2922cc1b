// gfx950's v_mfma_scale_* as llvm-mc 22 reads it: one 16-byte instruction made of a v_mfma_ld_scale_b32 word
// and the f8f6f4 MFMA word marked abid 1. Which word pairs merge (and which leave ld_scale alone: another
// abid, another opcode, the buffer ending after ld_scale), the pair's round trip, and the f8f6f4 widths. The
// golden vectors (tests/golden/mai) hold the texts against llvm-mc's; this holds the decisions themselves.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include <fmt/format.h>

#include "codec/codec.h"
#include "codec/mai_scale.h"
#include "isa/mai.h"
#include "llvm_oracle.h"
#include "rng.h"
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
  // An AGPR tuple past a255 (A counted as 8 registers even as fp4: a[252:255] with cbsz:4): llvm-mc reads
  // ld_scale alone, so does gcnkit.
  EXPECT_EQ(textOf(bytesOf({kLd0 | 1u << 14, kLd1, kMfma0 | 4u << 8, (kMfma1 & ~0x1ffu) | (256 + 252) | 1u << 27}), t, n),
            "v_mfma_ld_scale_b32 v4, v5 op_sel_hi:[0,0]");
  EXPECT_EQ(n, 8u);
  // The same MFMA word alone: llvm-mc's decoder refuses it (its assembler takes the text), so does gcnkit's.
  EXPECT_EQ(textOf(bytesOf({(kMfma0 & ~0x800u) | 4u << 8, (kMfma1 & ~0x1ffu) | (256 + 252) | 1u << 27}), t, n), "");
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

// llvm-mc 22's text (empty: refused) and its re-encoding of each input line's first instruction.
std::vector<std::string> firstTexts(const LlvmMc& mc, const std::vector<std::vector<uint8_t>>& cases) {
  std::vector<std::string> texts;
  for (const auto& c : cases) {
    std::string line;
    for (uint8_t b : c) line += fmt::format("0x{:02x} ", b);
    RunResult r = runLlvmMc(mc, "-arch=amdgcn -mcpu=gfx950 -disassemble", line + "\n");
    std::string first;
    if (r.err.find("<stdin>:1:1:") == std::string::npos && r.err.find(":1:1: warning") == std::string::npos)
      for (const std::string& l : r.out)
        if (l.find_first_not_of(" \t") != std::string::npos && l.find(".text") == std::string::npos) {
          first = std::regex_replace(l, std::regex(R"(^\s+|\s+$)"), "");
          break;
        }
    texts.push_back(first);
  }
  return texts;
}

// The bytes llvm-mc 22 assembles each line to ("" for an error or an empty line).
std::vector<std::string> reassembled(const LlvmMc& mc, const std::vector<std::string>& lines) {
  std::vector<std::string> out(lines.size());
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    RunResult r = runLlvmMc(mc, "-arch=amdgcn -mcpu=gfx950 -show-encoding", lines[i] + "\n");
    static const std::regex enc(R"(encoding: \[(.*)\])");
    std::smatch m;
    for (const std::string& l : r.out)
      if (std::regex_search(l, m, enc)) out[i] = std::regex_replace(std::string(m[1]), std::regex("0x|,"), "");
    if (!r.err.empty()) out[i].clear();
  }
  return out;
}

// Random ld_scale words (mostly as llvm-mc encodes them) before random f8f6f4 words (mostly abid 1, even
// register tuples), against llvm-mc 22: where gcnkit decodes, llvm-mc prints the same text and assembles it to
// the same bytes; where gcnkit refuses, llvm-mc's text does not give the bytes back.
TEST(MaiScalePair, RandomPairsAgainstLlvmMc22) {
  constexpr const char* kMc22 = "/usr/lib/llvm-22/bin/llvm-mc";
  if (!std::filesystem::exists(kMc22)) GTEST_SKIP() << "llvm-mc 22 not installed";
  const LlvmMc mc{kMc22, 22};
  const Target t = target("gfx950");
  Rng rng{0x5ca1e};
  std::vector<std::vector<uint8_t>> cases;
  for (int i = 0; i < 120; ++i) {
    auto src = [&] { return rng.below(8) ? 256 + rng.below(256) : rng.below(256); };
    uint32_t ld0 = kLd0 | rng.below(4) << 11 | (rng.below(3) ? 0 : 1u << 14);
    uint32_t ld1 = src() | src() << 9 | rng.below(4) << 27;
    if (rng.below(8) == 0) ld0 |= rng.below(1u << 16), ld1 |= rng.below(8) << 29;
    const uint32_t abid = rng.below(6) ? 1 : rng.below(16);
    uint32_t m0 = 0xd3800000 | (0x2d + rng.below(2)) << 16 | rng.below(2) << 15 | abid << 11 | rng.below(8) << 8 | rng.below(128) * 2;
    auto tuple = [&] { return 256 + (rng.below(8) ? rng.below(128) * 2 : rng.below(256)); };
    uint32_t m1 = tuple() | tuple() << 9 | (rng.below(6) ? 256 + rng.below(64) * 4 : 128 + rng.below(16)) << 18 |
                  rng.below(4) << 27 | rng.below(8) << 29;
    cases.push_back(bytesOf({ld0, ld1, m0, m1, 0xbf800000u}));
  }
  const std::vector<std::string> theirs = firstTexts(mc, cases);
  std::vector<std::string> ours(cases.size()), theirsText(cases.size());
  std::vector<size_t> size(cases.size());
  for (size_t i = 0; i < cases.size(); ++i) ours[i] = textOf(cases[i], t, size[i]);
  for (size_t i = 0; i < cases.size(); ++i) theirsText[i] = theirs[i].substr(0, theirs[i].find(" ;"));
  const std::vector<std::string> oursAgain = reassembled(mc, ours), theirsAgain = reassembled(mc, theirsText);
  int pairs = 0, agree = 0, fair = 0;
  for (size_t i = 0; i < cases.size(); ++i) {
    std::string hex;
    for (uint8_t b : cases[i]) hex += fmt::format("{:02x}", b);
    if (size[i]) {
      pairs += size[i] == 16;
      EXPECT_EQ(ours[i], theirsText[i]) << hex;
      EXPECT_EQ(oursAgain[i], hex.substr(0, 2 * size[i])) << hex << ": " << ours[i];
      agree += ours[i] == theirsText[i];
    } else {
      EXPECT_TRUE(theirsText[i].empty() || !hex.starts_with(theirsAgain[i]) || theirsAgain[i].empty())
          << hex << ": gcnkit refuses what llvm-mc prints exactly: " << theirsText[i];
      ++fair;
    }
  }
  EXPECT_GT(pairs, 30);  // the cases exercise the merge
  std::printf("  %zu cases: %d agree with llvm-mc 22 (%d of them v_mfma_scale_* pairs), %d refused fairly\n",
              cases.size(), agree, pairs, fair);
}

}  // namespace
}  // namespace gcnkit::test
