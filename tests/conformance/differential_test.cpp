// Live differential tests against whatever llvm-mc is installed (skipped, and reported as skipped, when
// none is): random instructions from the table are assembled by both; random words are decoded by both.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <regex>

#include "codec/codec.h"
#include "isa/encoding.h"
#include "llvm_oracle.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

// Words per processor; GCNKIT_DIFF_WORDS raises it for a long run (the counts in docs/conformance.md).
int wordsPerProcessor() {
  const char* env = std::getenv("GCNKIT_DIFF_WORDS");
  const int n = env ? std::atoi(env) : 0;
  return n > 0 ? n : 3000;
}
const int kWordsPerGeneration = wordsPerProcessor();

// One processor per generation, and those whose instructions differ from their generation's (gfx810 packs
// d16 memory data as GFX9 does).
const char* kDifferentialCpus[] = {"gfx601", "gfx700", "gfx803", "gfx810", "gfx900", "gfx1010", "gfx1030"};

std::string hex(const uint8_t* b, size_t n) {
  std::string s;
  char buf[4];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(buf, sizeof buf, "%02x", b[i]);
    s += buf;
  }
  return s;
}

// Random words of every encoding of the generation (12 bytes: room for a literal).
std::vector<std::vector<uint8_t>> randomWords(Gen g, int count, uint64_t seed) {
  Rng rng{seed};
  std::vector<std::vector<uint8_t>> words;
  auto layouts = decodeOrder(g);
  while (int(words.size()) < count) {
    const Layout& l = *layouts[rng.below(uint32_t(layouts.size()))];
    uint64_t w = rng.next();
    if (rng.below(2)) w &= rng.next() & rng.next();
    w = (w & ~l.fixedMask) | l.fixedValue;
    if (l.dwords == 1) w &= 0xffffffffull;
    std::vector<uint8_t> b(12);
    std::memcpy(b.data(), &w, 8);
    uint32_t lit = uint32_t(rng.next());
    std::memcpy(b.data() + l.dwords * 4, &lit, 4);
    words.push_back(b);
  }
  return words;
}

struct Decoded {
  std::vector<uint8_t> bytes;
  std::string text;
};

// Words our decoder accepts, with their text.
std::vector<Decoded> decodable(const Target& t, int count, uint64_t seed) {
  std::vector<Decoded> out;
  for (auto& w : randomWords(t.gen(), count * 6, seed)) {
    Instruction inst;
    size_t n = decodeOne(w, t, inst);
    if (!n) continue;
    Decoded d{{w.begin(), w.begin() + long(n)}, {}};
    printInstruction(inst, t, d.text);
    out.push_back(d);
    if (int(out.size()) == count) break;
  }
  return out;
}

// Where an llvm-mc older than 22 reads vector text differently from llvm-mc 22, which gcnkit follows (facts in
// tools/oracle/valu_llvm14_vs_22.txt and vmem_llvm14_vs_22.txt, and what this test found with llvm-mc 14/15):
// the reason, or empty when the instruction is not one of them.
std::string olderLlvmDifference(int major, const std::string& text) {
  if (major >= 22) return {};
  const std::string name = text.substr(0, text.find(' '));
  auto has = [&](const char* part) { return text.find(part) != std::string::npos; };
  const bool int16 = name.find("_i16") != std::string::npos || name.find("_u16") != std::string::npos;
  if (int16 && (name.starts_with("v_pk_") || name.starts_with("v_dot")) && (has("neg_lo") || has("neg_hi")))
    return "LLVM 14/15 drop neg_lo/neg_hi of the integer sources of packed 16-bit instructions";
  if (int16 && !name.starts_with("v_pk_") && std::regex_search(text, std::regex(R"([ ,|(]-?[0-9]+\.[0-9])")))
    return "LLVM 14/15 encode a float inline constant of a 16-bit integer operand as a literal";
  if (name == "v_illegal") return "LLVM 14 does not know v_illegal";
  if (name.starts_with("buffer_") && has("d16_hi")) return "LLVM 14 lacks the GFX10 d16_hi buffer formats";
  if (name.starts_with("v_cmpx_") && has("_e64")) return "LLVM 14 writes 0, not exec_lo, in GFX10 v_cmpx_*_e64";
  return {};
}

class Differential : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    mc_ = findLlvmMc();
    if (!mc_) GTEST_SKIP() << "no llvm-mc installed: differential test skipped";
  }
  std::optional<LlvmMc> mc_;
};

// Every instruction text gcnkit prints, llvm-mc assembles to the same bytes.
TEST_P(Differential, LlvmAssemblesOurTextToOurBytes) {
  const Target t = target(GetParam());
  std::vector<Decoded> cases = decodable(t, kWordsPerGeneration, 0xd1ff + uint64_t(t.gen()) + (uint64_t(t.proc->elfMach) << 8));
  std::string input;
  std::vector<int> lineOf;
  for (size_t i = 0; i < cases.size(); ++i) {
    // gcnkit's documented extension (the GFX9 NV bit) is not LLVM syntax.
    if (t.gen() == Gen::GFX9 && cases[i].text.find(" nv") != std::string::npos) continue;
    input += cases[i].text + "\n";
    lineOf.push_back(int(i));
  }
  RunResult r = runLlvmMc(*mc_, std::string("-arch=amdgcn -mcpu=") + GetParam() + " -show-encoding", input);
  auto diags = diagnosticsByLine(r.err);
  static const std::regex enc(R"(^\s*(.*?)\s*; encoding: \[(.*)\])");
  size_t outIndex = 0;
  int compared = 0, rejected = 0, failures = 0, versionDiffs = 0;
  for (size_t line = 1; line <= lineOf.size(); ++line) {
    if (diags.count(int(line))) {  // llvm-mc refuses the line: only acceptable for syntax it predates
      if (!olderLlvmDifference(mc_->major, cases[size_t(lineOf[line - 1])].text).empty()) {
        ++versionDiffs;
        continue;
      }
      if (++rejected <= 20 && mc_->major >= 22)
        ADD_FAILURE() << GetParam() << ": llvm-mc rejects `" << cases[size_t(lineOf[line - 1])].text
                      << "`: " << diags[int(line)];
      continue;
    }
    std::smatch m;
    while (outIndex < r.out.size() && !std::regex_search(r.out[outIndex], m, enc)) ++outIndex;
    ASSERT_LT(outIndex, r.out.size()) << "llvm-mc output ended early at line " << line;
    std::string bytes = std::regex_replace(std::string(m[2]), std::regex("0x|,"), "");
    const Decoded& d = cases[size_t(lineOf[line - 1])];
    ++compared;
    if (bytes != hex(d.bytes.data(), d.bytes.size()) && !olderLlvmDifference(mc_->major, d.text).empty()) {
      ++versionDiffs;
      ++outIndex;
      continue;
    }
    if (bytes != hex(d.bytes.data(), d.bytes.size())) {
      if (++failures <= 20)
        ADD_FAILURE() << GetParam() << ": `" << d.text << "` llvm-mc " << mc_->major << " encodes " << bytes
                      << ", gcnkit " << hex(d.bytes.data(), d.bytes.size());
    }
    ++outIndex;
  }
  EXPECT_EQ(failures, 0);
  // A modern llvm-mc must accept all of it; an old one may not know newer syntax (lit(), null, ...).
  if (mc_->major >= 22) {
    EXPECT_EQ(rejected, 0) << (diags.empty() ? "" : diags.begin()->second);
  }
  EXPECT_GT(compared, int(lineOf.size()) / 2);
  std::printf("  %s vs llvm-mc %d: %d instructions assemble to identical bytes; %d lines it does not accept; %d "
              "differ as that llvm-mc differs from llvm-mc 22\n",
              GetParam(), mc_->major, compared - failures - versionDiffs, rejected, versionDiffs);
}

// llvm-mc's reading of one word alone (followed by a marker, since llvm-mc 22 crashes when a literal is
// missing at the very end): its text, or empty when it warns about the word.
std::string llvmDecodesAlone(const LlvmMc& mc, const char* cpu, const std::vector<uint8_t>& w) {
  std::string input;
  for (uint8_t b : w) input += std::to_string(b) + " ";
  input += "0x34 0x12 0x80 0xbf\n";
  RunResult r = runLlvmMc(mc, std::string("-arch=amdgcn -mcpu=") + cpu + " -disassemble", input);
  if (!diagnosticsByLine(r.err, true).empty()) return {};
  for (const std::string& raw : r.out) {
    std::string line = std::regex_replace(raw, std::regex(R"(^\s+|\s+$)"), "");
    if (!line.empty() && line[0] != '.') return line;
  }
  return {};
}

// Random words: where both decode, the text agrees (llvm-mc 22+); where only llvm-mc decodes, its text does
// not give the word back (llvm-mc dropped bits), so refusing the word is right. The words go to llvm-mc in
// one batch; any disagreement is confirmed by running that word alone.
TEST_P(Differential, LlvmDecodesWordsAsWeDo) {
  const Target t = target(GetParam());
  if (t.gen() <= Gen::GFX7) GTEST_SKIP() << "llvm-mc cannot disassemble GFX6/GFX7";
  const char* marker = "0x34 0x12 0x80 0xbf";  // s_nop 0x1234 separates the cases
  auto words = randomWords(t.gen(), kWordsPerGeneration, 0xabc + uint64_t(t.gen()) + (uint64_t(t.proc->elfMach) << 8));
  std::string input;
  for (auto& w : words) {
    // Only the bytes the word is made of: its layout's dwords and, when a source asks for it, a literal.
    Instruction probe;
    int n = decode(w, t, probe);
    size_t len = n > 0 ? size_t(n) : size_t(decodeOrder(t.gen()).front()->dwords) * 4;
    for (const Layout* l : decodeOrder(t.gen()))
      if (n <= 0 && (uint32_t(w[0] | w[1] << 8 | w[2] << 16 | uint32_t(w[3]) << 24) & uint32_t(l->fixedMask)) ==
                        uint32_t(l->fixedValue)) {
        len = size_t(l->dwords) * 4;
        break;
      }
    w.resize(len);
    for (uint8_t b : w) input += std::to_string(b) + " ";
    input += std::string(marker) + " " + marker + "\n";
  }
  RunResult r = runLlvmMc(*mc_, std::string("-arch=amdgcn -mcpu=") + GetParam() + " -disassemble", input);
  auto diags = diagnosticsByLine(r.err, true);
  // A run of one or two markers closes a case (llvm-mc may swallow one marker as a literal).
  std::vector<std::vector<std::string>> groups(1);
  bool inMarkers = false;
  for (const std::string& raw : r.out) {
    std::string line = std::regex_replace(raw, std::regex(R"(^\s+|\s+$)"), "");
    if (line.empty() || line[0] == '.') continue;
    if (line == "s_nop 0x1234") {
      if (!inMarkers) groups.emplace_back();
      inMarkers = !inMarkers;  // the second marker of a pair ends the run
      continue;
    }
    inMarkers = false;
    groups.back().push_back(line);
  }
  int agree = 0, lossy = 0, failures = 0, rerun = 0, versionDiffs = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    Instruction inst;
    size_t n = decodeOne(words[i], t, inst);
    std::string ours;
    if (n) printInstruction(inst, t, ours);
    bool theyDecode = i + 1 < groups.size() && !groups[i].empty() && !diags.count(int(i) + 1);
    std::string theirs = theyDecode ? groups[i][0] : "";
    auto agrees = [&] { return (!n && !theyDecode) || (n && theyDecode && (mc_->major < 22 || ours == theirs)); };
    if (!agrees()) {  // confirm on the word alone: the batch may have lost step
      ++rerun;
      theirs = llvmDecodesAlone(*mc_, GetParam(), words[i]);
      theyDecode = !theirs.empty();
    }
    if (agrees()) {
      ++agree;
      continue;
    }
    if (theyDecode) {  // is llvm-mc's text faithful to the word?
      std::vector<uint8_t> again = assembleBytes(theirs, t);
      if (again.size() > words[i].size() || !std::equal(again.begin(), again.end(), words[i].begin()) ||
          again.empty() || theirs.find("/*") != std::string::npos) {
        ++lossy;
        continue;
      }
    }
    if (n && !olderLlvmDifference(mc_->major, ours).empty()) {
      ++versionDiffs;
      continue;
    }
    if (++failures <= 20)
      ADD_FAILURE() << GetParam() << " " << hex(words[i].data(), words[i].size()) << "\n  llvm-mc " << mc_->major
                    << ": " << (theyDecode ? theirs : "(invalid)") << "\n  gcnkit:     " << (n ? ours : "(invalid)");
  }
  EXPECT_EQ(failures, 0);
  std::printf("  %s vs llvm-mc %d: %d words agree, %d printed lossily by llvm-mc and refused or kept exact by "
              "gcnkit (%d confirmed one by one), %d read as that llvm-mc differs from llvm-mc 22\n",
              GetParam(), mc_->major, agree, lossy, rerun, versionDiffs);
}

INSTANTIATE_TEST_SUITE_P(AllGenerations, Differential, ::testing::ValuesIn(kDifferentialCpus));

}  // namespace
}  // namespace gcnkit::test
