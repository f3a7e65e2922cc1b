// The scalar printer's fast path (text/scalar_templates.h) prints exactly what the general printer prints, on
// random scalar words of several processors: whenever printScalarFast prints, printChecked prints the same
// text; whenever it declines, it appends nothing. Branches are printed with and without a label override, and
// decodeAndPrint with the fast proof (which takes the templates) equals the reference proof (which does not).
// GCNKIT_TEMPLATE_WORDS scales the count.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "codec/codec.h"
#include "isa/encoding.h"
#include "golden_file.h"
#include "random_words.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/scalar_templates.h"

namespace gcnkit::test {
namespace {

int wordsPerOpcode() {
  const char* s = std::getenv("GCNKIT_TEMPLATE_WORDS");
  return s ? std::max(1, std::atoi(s)) : 150;
}

struct Tally {
  int decoded = 0, general = 0, fast = 0, labelled = 0, differ = 0;
};

// A word that lands on special codes more often than uniform bits would: an SGPR field value near the top of
// the SGPR file, a special register, an inline constant, the literal code.
void biasScalarField(std::vector<uint8_t>& b, Rng& rng) {
  static constexpr uint32_t kCodes[] = {0, 1, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113,
                                        123, 124, 125, 126, 127, 128, 192, 193, 208, 235, 239, 240, 248, 251, 252,
                                        253, 254, 255};
  uint32_t w;
  std::memcpy(&w, b.data(), 4);
  const unsigned shift = 8 * rng.below(3);  // SSRC0, SSRC1 or SDST-ish bytes of the SOP encodings
  w = (w & ~(0xffu << shift)) | (kCodes[rng.below(sizeof kCodes / sizeof kCodes[0])] << shift);
  std::memcpy(b.data(), &w, 4);
}

void compare(std::span<const uint8_t> bytes, const Target& t, const char* cpu, Tally& tally) {
  Instruction inst;
  uint64_t stray = 0;
  if (decode(bytes, t, inst, stray) <= 0) return;
  const OpInfo& info = opInfo(inst.op);
  if (!isScalar(info.enc)) return;
  ++tally.decoded;
  // With and without an override on the label operand (the listing's L_... for a branch).
  for (int withLabel = 0; withLabel < 2; ++withLabel) {
    OperandOverrides ov{};
    const OperandOverrides* o = nullptr;
    if (withLabel) {
      for (int i = 0; i < info.numOperands; ++i)
        if (info.operands[i].kind == OperandKind::Label) ov[size_t(i)] = "L_00ABCD", o = &ov;
      if (!o) continue;
      ++tally.labelled;
    }
    TextBuf general, fast;
    general += "\tprefix ";  // the printers append: what is already there must stay
    fast += "\tprefix ";
    const bool g = printChecked(inst, info, t, general, o);
    const bool f = printScalarFast(inst, info, t, fast, o);
    // Again: the value memos (s_waitcnt, hwreg, ...) now hold this word's values, so this print reads them.
    TextBuf again;
    again += "\tprefix ";
    if (printScalarFast(inst, info, t, again, o) != f || again.view() != fast.view()) {
      if (++tally.differ <= 20)
        ADD_FAILURE() << cpu << ": " << hexBytes(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 8))
                      << ": printed again (from the memo) `" << again.view() << "`, first `" << fast.view() << "`";
    }
    tally.general += g && !withLabel;
    tally.fast += f && !withLabel;
    const bool same = f ? g && general.view() == fast.view() : fast.view() == "\tprefix ";
    if (!same && ++tally.differ <= 20)
      ADD_FAILURE() << cpu << ": " << hexBytes(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 8)) << ": general "
                    << (g ? "prints `" + std::string(general.view()) + "`" : std::string("refuses")) << ", fast "
                    << (f ? "prints `" + std::string(fast.view()) + "`" : "declines but appends `" + std::string(fast.view()) + "`");
  }
  // End to end: the listing's decode and print with the templates (fast proof) and without (reference).
  for (int withLabels = 0; withLabels < 2; ++withLabels) {
    BranchLabels la{0x4000, 0x40000, -1}, lb{0x4000, 0x40000, -1};
    TextBuf a, b;
    Instruction ia, ib;
    const size_t na = decodeAndPrint(bytes, t, ia, a, withLabels ? &la : nullptr, TextProof::Fast);
    const size_t nb = decodeAndPrint(bytes, t, ib, b, withLabels ? &lb : nullptr, TextProof::Reparse);
    if ((na != nb || a.view() != b.view() || la.target != lb.target) && ++tally.differ <= 20)
      ADD_FAILURE() << cpu << ": " << hexBytes(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 8))
                    << ": decodeAndPrint fast " << na << " `" << a.view() << "`, reference " << nb << " `" << b.view() << "`";
  }
}

class ScalarTemplates : public ::testing::TestWithParam<const char*> {};

TEST_P(ScalarTemplates, PrintWhatTheGeneralPrinterPrintsOnRandomScalarWords) {
  const Target t = target(GetParam());
  uint64_t seed = 0x5ca1a7u;  // by processor name, so that processors of one generation get other words
  for (const char* c = GetParam(); *c; ++c) seed = (seed ^ uint8_t(*c)) * 0x100000001b3ull;
  Rng rng{seed};
  Tally tally;
  const int per = wordsPerOpcode();
  for (const Layout* l : decodeOrder(t.gen())) {
    if (!isScalar(l->enc)) continue;
    const FieldPos* op = l->find(Field::OP);
    const unsigned opcodes = op ? 1u << op->width : 1;
    for (unsigned opc = 0; opc < opcodes; ++opc)
      for (int k = 0; k < per; ++k) {
        std::vector<uint8_t> w = randomWord(*l, opc, rng, k % 2 == 0);
        if (k % 4 == 1) biasScalarField(w, rng);
        compare(w, t, GetParam(), tally);
      }
  }
  EXPECT_EQ(tally.differ, 0);
  EXPECT_GT(tally.decoded, 2000) << "too few scalar words decoded to mean anything";
  EXPECT_GT(tally.labelled, 100) << "too few branches";
  // The fast path must take nearly everything the general printer prints, or it is no fast path.
  EXPECT_GT(tally.fast, tally.general * 9 / 10);
  std::printf("  %s: %d scalar words, %d printed, %d of them by the templates, %d branches with a label\n", GetParam(),
              tally.decoded, tally.general, tally.fast, tally.labelled);
}

// The value memos are direct-mapped: values that share a slot replace each other. Every s_waitcnt, s_setreg /
// s_getreg (hwreg) and s_sendmsg word over a small set of values, printed round-robin many times (so that
// entries are hit, missed and replaced), must print what printChecked prints each time.
TEST_P(ScalarTemplates, ValueMemosPrintWhatTheGeneralPrinterPrintsWhenValuesRepeat) {
  const Target t = target(GetParam());
  Rng rng{0x3e30u};
  int checked = 0, differ = 0;
  for (const Layout* l : decodeOrder(t.gen())) {
    if (l->enc != Encoding::SOPP && l->enc != Encoding::SOPK) continue;
    const FieldPos* op = l->find(Field::OP);
    for (unsigned opc = 0; op && opc < (1u << op->width); ++opc) {
      Instruction inst;
      uint64_t stray = 0;
      bool decoded = false;
      for (int tries = 0; tries < 20 && !decoded; ++tries) decoded = decode(randomWord(*l, opc, rng, true), t, inst, stray) > 0;
      if (!decoded) continue;
      const OpInfo& info = opInfo(inst.op);
      bool valueOnly = false;
      for (int i = 0; i < info.numOperands; ++i) {
        const OperandKind k = info.operands[i].kind;
        valueOnly |= k == OperandKind::Waitcnt || k == OperandKind::Hwreg || k == OperandKind::Sendmsg ||
                     k == OperandKind::Depctr || k == OperandKind::Version || k == OperandKind::GprIdx;
      }
      if (!valueOnly) continue;
      uint32_t values[600];  // more values than a memo has slots, with repeats
      for (uint32_t& v : values) v = rng.below(4) == 0 ? rng.below(16) : uint32_t(rng.below(0x10000));
      for (int round = 0; round < 3; ++round)
        for (uint32_t v : values) {
          inst[Field::SIMM16] = v;
          TextBuf general, fast;
          const bool g = printChecked(inst, info, t, general, nullptr);
          const bool f = printScalarFast(inst, info, t, fast, nullptr);
          ++checked;
          if ((f ? !g || general.view() != fast.view() : !fast.view().empty()) && ++differ <= 20)
            ADD_FAILURE() << GetParam() << " " << info.name << " " << v << ": general `" << general.view()
                          << "` (" << g << "), fast `" << fast.view() << "` (" << f << ")";
        }
    }
  }
  EXPECT_EQ(differ, 0);
  EXPECT_GT(checked, 1800) << "no s_waitcnt / hwreg / sendmsg row found";
}

const char* kTemplateCpus[] = {"gfx600", "gfx700", "gfx802", "gfx900", "gfx90a", "gfx1010", "gfx1030"};
INSTANTIATE_TEST_SUITE_P(Processors, ScalarTemplates, ::testing::ValuesIn(kTemplateCpus));

}  // namespace
}  // namespace gcnkit::test
