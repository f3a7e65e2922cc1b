// The listing of bare machine code (`gcnkit dis --raw`, text/listing.cpp) is made on worker threads in final
// form and written as pieces: on large random programs it must equal, byte for byte, a listing built here the
// simple way (every unit decoded first, labels found in a second pass, each line printed with the printer's
// operand overrides), on one thread and on several.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "random_words.h"
#include "test_support.h"
#include "text/disassembler.h"

namespace gcnkit::test {
namespace {

// Valid instructions of every layout with random fields, scalar branches (to unit starts, into literals and
// other instructions, past either end), and now and then a word that is no instruction.
std::vector<uint8_t> randomProgram(const Target& t, size_t bytes, uint64_t seed) {
  Rng rng{seed};
  const auto layouts = decodeOrder(t.gen());
  std::vector<uint8_t> code;
  auto put = [&](uint32_t w) {
    code.resize(code.size() + 4);
    std::memcpy(code.data() + code.size() - 4, &w, 4);
  };
  while (code.size() < bytes) {
    const uint32_t kind = rng.below(100);
    if (kind < 10) {  // s_branch, s_cbranch_scc0/scc1/vccz/vccnz: mostly short, some at the full reach
      const int reach = rng.below(8) == 0 ? 32768 : 2000;
      const int simm = int(rng.below(uint32_t(2 * reach))) - reach;
      put(0xbf800000u | (2 + rng.below(5)) << 16 | (uint32_t(int16_t(simm)) & 0xffffu));
    } else if (kind < 12) {
      put(uint32_t(rng.next()));  // usually no instruction
    } else {
      const Layout& l = *layouts[rng.below(uint32_t(layouts.size()))];
      const FieldPos* op = l.find(Field::OP);
      std::vector<uint8_t> w = randomWord(l, op ? rng.below(1u << op->width) : 0, rng, true);
      Instruction inst;
      if (const size_t n = decodeOne(w, t, inst)) code.insert(code.end(), w.begin(), w.begin() + std::ptrdiff_t(n));
    }
  }
  return code;
}

// The listing built the simple way: all units, then the labels, then the lines.
std::string referenceListing(const std::vector<uint8_t>& code, const Target& t) {
  const std::vector<DecodedUnit> units = decodeAll(code, t);
  std::set<int64_t> starts, labels;
  for (const DecodedUnit& u : units) starts.insert(int64_t(u.offset));
  for (const DecodedUnit& u : units)
    if (starts.count(branchTarget(u))) labels.insert(branchTarget(u));
  std::string out, text;
  for (const DecodedUnit& u : units) {
    if (labels.count(int64_t(u.offset))) out += fmt::format("L_{:06X}:\n", u.offset);
    OperandOverrides ov{};
    const std::string name = fmt::format("L_{:06X}", branchTarget(u));
    if (starts.count(branchTarget(u))) ov[size_t(branchOperand(u))] = name;
    text.clear();
    appendUnitText(text, u, code, t, &ov);
    out += fmt::format("\t{:<40}", text);
    appendEncodingComment(out, u, code, u.offset);
    if (!u.valid) out += " (invalid instruction encoding)";
    out += '\n';
  }
  return out;
}

std::string listing(const std::vector<uint8_t>& code, const Target& t, int threads) {
  std::string out;
  disassembleListingPieces(
      code, t,
      [&](std::span<const std::string_view> pieces) {
        for (std::string_view p : pieces) out += p;
      },
      threads);
  return out;
}

TEST(RawListing, LargeRandomProgramsListAlikeOnAnyThreadsAndAsTheSimpleListing) {
  for (const char* cpu : {"gfx900", "gfx1030", "gfx700"}) {
    const Target t = target(cpu);
    std::vector<uint8_t> code = randomProgram(t, 1200 * 1024, uint64_t(cpu[3]) * 77 + 1);
    code.push_back(0x7f), code.push_back(0x01);  // a partial dword last
    const std::string reference = referenceListing(code, t);
    const std::string one = listing(code, t, 1);
    ASSERT_EQ(one.size(), reference.size()) << cpu;
    EXPECT_TRUE(one == reference) << cpu;
    for (int threads : {0, 2, 3, 5}) EXPECT_TRUE(listing(code, t, threads) == one) << cpu << ", " << threads << " threads";
    EXPECT_TRUE(disassembleListing(code, t) == one) << cpu;
    // What the listing is made of: labels, branches written both ways, words that are no instruction.
    EXPECT_NE(one.find("L_"), std::string::npos);
    EXPECT_NE(one.find("(invalid instruction encoding)"), std::string::npos);
    EXPECT_NE(one.find(".byte 0x"), std::string::npos);
    std::printf("  %s: %zu bytes of code, a listing of %zu bytes\n", cpu, code.size(), one.size());
  }
}

// A branch whose target is no unit start prints its offset; where the stitching has to sweep on its own (a chunk
// whose guessed start lies inside instructions for a long way) the lines must be the same too.
TEST(RawListing, BranchesIntoInstructionsAndLongLiteralRuns) {
  const Target t = target("gfx900");
  std::vector<uint32_t> words;
  for (size_t k = 0; words.size() < (700u << 10) / 4; ++k) {
    // An odd run of s_mov_b32 s0, <literal> whose literals are the same word: a sweep that starts inside
    // the run stays out of step to its end (the longest run spans whole chunks).
    const size_t runs[] = {3, 1001, 20001, 7};
    words.insert(words.end(), runs[k % 4], 0xbe8000ffu);
    words.push_back(0xbf800000u);  // s_nop 0, the last s_mov's literal
    words.push_back(0xbf820000u | (uint32_t(int16_t(-2)) & 0xffffu));  // s_branch to the literal: no label
    words.push_back(0xbf820000u | (uint32_t(int16_t(-4)) & 0xffffu));  // s_branch to the last s_mov
  }
  std::vector<uint8_t> code(words.size() * 4);
  std::memcpy(code.data(), words.data(), code.size());
  const std::string one = listing(code, t, 1);
  EXPECT_TRUE(one == referenceListing(code, t));
  for (int threads : {0, 2, 4}) EXPECT_TRUE(listing(code, t, threads) == one) << threads << " threads";
  EXPECT_NE(one.find("s_branch 65534"), std::string::npos);
  EXPECT_NE(one.find("s_branch L_"), std::string::npos);
}

}  // namespace
}  // namespace gcnkit::test
