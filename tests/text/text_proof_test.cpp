// The disassembler's two proofs that a word's text is exact (text/disassembler.h TextProof) give the same
// verdict: the fast field checks accept exactly the words whose printed text parses back to their bytes.
// Words: every dis row of the vmem and valu golden files, those rows with one or two bits flipped, and
// random words of every encoding and opcode of every generation (GCNKIT_PROOF_WORDS scales the count).
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>

#include "codec/codec.h"
#include "codec/vmem_rules.h"
#include "golden_file.h"
#include "isa/encoding.h"
#include "random_words.h"
#include "test_support.h"
#include "text/disassembler.h"

namespace gcnkit::test {
namespace {

std::string goldenDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/golden/"; }

// Random words per opcode of each layout, before scaling.
int wordsPerOpcode() {
  const char* s = std::getenv("GCNKIT_PROOF_WORDS");
  return s ? std::max(1, std::atoi(s)) : 200;
}

struct Tally {
  int same = 0, differ = 0, accepted = 0, byFields = 0;  // byFields: accepted through the fast checks
  int shapes = 0;  // SDWA/DPP and MIMG words whose shape was checked with other VGPRs
  std::map<std::string, int> differByRow;
};

// Compares the verdicts on one word (returning the re-parse's size); reports the first few differences.
size_t check(std::span<const uint8_t> bytes, const Target& t, const char* cpu, Tally& tally) {
  Instruction a, b;
  const size_t fast = decodeOne(bytes, t, a, TextProof::Fast);
  const size_t ref = decodeOne(bytes, t, b, TextProof::Reparse);
  if (fast == ref) {
    ++tally.same;
    tally.accepted += fast != 0;
    tally.byFields += fast != 0 && (vmemChecksComplete(opInfo(a.op)) || opInfo(a.op).enc == Encoding::VINTRP);
    return ref;
  }
  const Instruction& shown = fast ? a : b;
  ++tally.differ;
  ++tally.differByRow[std::string(opInfo(shown.op).name)];
  if (tally.differ <= 20) {
    std::string text;
    printInstruction(shown, t, text);
    ADD_FAILURE() << cpu << ": fast proof " << (fast ? "accepts" : "refuses") << " `" << text << "` ("
                  << hexBytes(std::vector<uint8_t>(bytes.begin(), bytes.begin() + std::ptrdiff_t(std::max(fast, ref))))
                  << "), the re-parse " << (ref ? "accepts" : "refuses") << " it";
  }
  return ref;
}

// SDWA/DPP and MIMG verdicts are cached by shape (the words without their VGPR numbers and, in an SDWA/DPP
// dword, free controls): after a word, the words of its shape with other values there, which the cache
// answers, must get the re-parse's verdict too.
void checkShape(std::span<const uint8_t> bytes, const Target& t, const char* cpu, Tally& tally, Rng& rng) {
  Instruction inst;
  const int n = decode(bytes, t, inst);
  if (n != 8 && n != 12) return;
  const ShapeFreeBits free = shapeFreeBits(inst, t.gen());
  if (free.words == 0) return;  // not a shape-cached word
  if (n == 8 && free.ext != 0) return;
  ++tally.shapes;
  for (int k = 0; k < 4; ++k) {
    std::vector<uint8_t> other(bytes.begin(), bytes.end());
    uint64_t w;
    std::memcpy(&w, other.data(), 8);
    w = (w & ~free.words) | (rng.next() & free.words);
    std::memcpy(other.data(), &w, 8);
    if (n == 12) {
      uint32_t e;
      std::memcpy(&e, other.data() + 8, 4);
      e = (e & ~free.ext) | (uint32_t(rng.next()) & free.ext);
      std::memcpy(other.data() + 8, &e, 4);
    }
    check(other, t, cpu, tally);
  }
}

// src0 of a VOP1/VOP2/VOPC word set to an SDWA, DPP or DPP8 marker, so that random words reach those forms.
void withExtensionMarker(std::vector<uint8_t>& b, Rng& rng) {
  static constexpr uint32_t kMarkers[] = {ext::kSdwa, ext::kDpp, ext::kDpp8, ext::kDpp8Fi};
  uint32_t w;
  std::memcpy(&w, b.data(), 4);
  w = (w & ~0x1ffu) | kMarkers[rng.below(4)];
  std::memcpy(b.data(), &w, 4);
}

// One or two bits of the first `bytes` bytes flipped: words next to valid ones, where checks are tested hardest.
std::vector<uint8_t> mutated(std::vector<uint8_t> b, Rng& rng, size_t bytes = 8) {
  b.resize(std::max<size_t>(b.size(), 24));
  for (int k = 0, flips = 1 + int(rng.below(2)); k < flips; ++k) {
    const uint32_t bit = rng.below(uint32_t(8 * bytes));
    b[bit / 8] ^= uint8_t(1u << (bit % 8));
  }
  return b;
}

class TextProofs : public ::testing::TestWithParam<const char*> {};

// "cpu" or "cpu,mattr".
Target paramTarget(std::string_view p) {
  const size_t comma = p.find(',');
  if (comma == std::string_view::npos) return target(std::string(p).c_str());
  return target(std::string(p.substr(0, comma)).c_str(), std::string(p.substr(comma + 1)).c_str());
}

TEST_P(TextProofs, FastChecksGiveTheReparseVerdictOnGoldenAndRandomWords) {
  const Target t = paramTarget(GetParam());
  Tally tally;
  Rng rng{0x9200f000u + uint64_t(t.gen())};
  // Golden rows of this generation (gfx10.3 and gfx10 files both serve their cpu).
  for (const char* suite : {"vmem", "valu", "interp", "wmma"}) {
    for (const char* file : {"dis_gfx8", "dis_gfx9", "dis_gfx10", "dis_gfx10_3", "dis_gfx11", "dis_gfx11_w64", "dis_gfx12",
                             "dis_gfx12_w64", "dis_gfx12_5"}) {
      if (!std::filesystem::exists(goldenDir() + suite + "/" + file + ".tsv")) continue;
      GoldenFile f = readGolden(goldenDir() + suite + "/" + file + ".tsv");
      TargetResult tr = makeTarget(f.cpu, f.mattr);
      if (!tr.target || tr.target->gen() != t.gen()) continue;
      for (const GoldenRow& r : f.rows) {
        if (r.cols.size() < 2 || (r.kind != "dis" && r.kind != "bad")) continue;
        std::vector<uint8_t> bytes = fromHex(r.cols[1]);
        check(bytes, t, GetParam(), tally);
        checkShape(bytes, t, GetParam(), tally, rng);
        for (int k = 0; k < 8; ++k) {
          std::vector<uint8_t> near = mutated(bytes, rng);
          check(near, t, GetParam(), tally);
          checkShape(near, t, GetParam(), tally, rng);
        }
      }
    }
  }
  const int per = wordsPerOpcode();
  for (const Layout* l : decodeOrder(t.gen())) {
    const FieldPos* op = l->find(Field::OP);
    const unsigned opcodes = op ? 1u << op->width : 1;
    // At least 256 opcodes' worth of words for a layout with few opcodes (EXP has none, VINTRP four).
    const int count = op && op->width >= 9 ? std::max(1, per / 4) : std::max(per, int(per * 256 / opcodes));
    const bool narrowValu = l->enc == Encoding::VOP1 || l->enc == Encoding::VOP2 || l->enc == Encoding::VOPC;
    for (unsigned opc = 0; opc < opcodes; ++opc)
      for (int k = 0; k < count; ++k) {
        std::vector<uint8_t> w = randomWord(*l, opc, rng, k % 2 == 0);
        if (narrowValu && k % 2 == 1) withExtensionMarker(w, rng);
        const size_t n = check(w, t, GetParam(), tally);
        checkShape(w, t, GetParam(), tally, rng);
        // Around an instruction, its neighbours one or two bits away.
        for (int m = 0; n && m < 8; ++m) {
          std::vector<uint8_t> near = mutated(w, rng, n);
          check(near, t, GetParam(), tally);
          checkShape(near, t, GetParam(), tally, rng);
        }
      }
  }
  for (const auto& [name, n] : tally.differByRow) ADD_FAILURE() << GetParam() << ": " << name << ": " << n << " verdicts differ";
  EXPECT_EQ(tally.differ, 0);
  EXPECT_GT(tally.accepted, 1000) << "too few valid words to mean anything";
  EXPECT_GT(tally.byFields, 1000) << "too few words take the fast checks to mean anything";
  std::printf("  %s: %d words, %d instructions (%d by field checks; %d SDWA/DPP/MIMG shapes with other VGPRs and controls), the same "
              "verdict from both proofs\n", GetParam(), tally.same, tally.accepted, tally.byFields, tally.shapes);
}

INSTANTIATE_TEST_SUITE_P(AllGenerations, TextProofs, ::testing::ValuesIn(kGenCpus));
// Processors whose features change register names or masks (xnack, AGPR layout, wave64).
const char* kFeatureTargets[] = {"gfx810", "gfx90a", "gfx1010,+wavefrontsize64", "gfx1030,+wavefrontsize64",
                                 "gfx1100", "gfx1100,+wavefrontsize64", "gfx1150", "gfx1153,-real-true16",
                                 "gfx1200", "gfx1201,+wavefrontsize64", "gfx1250"};
INSTANTIATE_TEST_SUITE_P(Features, TextProofs, ::testing::ValuesIn(kFeatureTargets));

}  // namespace
}  // namespace gcnkit::test
