// The fair per-processor differential against llvm-mc 22 (skipped when /usr/lib/llvm-22/bin/llvm-mc is missing):
// random words of every processor llvm-mc 22 can disassemble (gfx801 .. gfx1036, gfx942, gfx950), half of them
// VALU words with a random opcode (where processors of one generation differ), half of any layout; on processors
// with MAI (gfx908, gfx90a, gfx942, gfx950) a quarter of the words are MAI words instead (VOP3P with an MFMA /
// v_accvgpr_* opcode of the processor, or v_accvgpr_mov's VOP1 opcode, random operand bits). Each word
// is classified by what the tools themselves can show:
//  - both decode: gcnkit's text, assembled by llvm-mc 22, gives exactly the word's bytes;
//  - only llvm-mc decodes: its text, assembled by llvm-mc 22, does not give the word back (a lossy text, so
//    refusing is right), or the word is an instruction gcnkit does not have for the processor yet (counted
//    and printed, not hidden);
//  - only gcnkit decodes: always a bug.
// Known gaps are counted by kind and printed; everything else fails the test.
// A long bug hunt (docs/conformance.md): GCNKIT_DIFF_WORDS=N words per processor (2,000 by default, as CI runs),
// GCNKIT_DIFF_SEED=S another seed (the processor's name is still mixed in), GCNKIT_DIFF_FOCUS=VOP3P,MAI,DPP,SDWA,
// MUBUF,... only words of those classes (an encoding's name, MAI for MFMA/v_accvgpr_* opcodes, DPP/SDWA/DPP8 for
// VOP1/VOP2/VOPC words whose src0 announces that second dword, VOP3_DPP/VOP3_DPP8 for GFX11's VOP3/VOP3P words
// with a DPP dword; each class drawn equally often). Each processor's line `families:` counts words compared and
// disagreements per family (tools/oracle/differential_families.py sums them).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "codec/codec.h"
#include "isa/mai.h"
#include "isa/ops.h"
#include "isa/vector_features.h"
#include "llvm_oracle.h"
#include "random_words.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

int envInt(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v && std::atoll(v) > 0 ? int(std::atoll(v)) : fallback;
}
const int kWordsPerProcessor = envInt("GCNKIT_DIFF_WORDS", 2000);
const int kShownBugs = envInt("GCNKIT_DIFF_SHOW", 15);  // failures printed in full
uint64_t baseSeed() {
  const char* v = std::getenv("GCNKIT_DIFF_SEED");
  return v && *v ? std::strtoull(v, nullptr, 0) : 0x9e0c;
}
constexpr const char* kMc22 = "/usr/lib/llvm-22/bin/llvm-mc";
constexpr uint32_t kMarker = 0xb0657eadu;  // s_movk_i32 s101, 0x7ead: closes a case

// (GFX11: the encodings gcnkit has there, SOP*/SMEM/VOP1/VOP2/VOPC/VOP3/VOP3P/VOPD, in wave32 and, after ':w64', in
// wave64 with half the words.)
const char* kProcessors[] = {"gfx801",  "gfx802",  "gfx803",  "gfx805",  "gfx810",  "gfx900",  "gfx902",
                             "gfx904",  "gfx906",  "gfx908",  "gfx909",  "gfx90a",  "gfx90c",  "gfx942",
                             "gfx950",  "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031",
                             "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036", "gfx1100", "gfx1101",
                             "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153", "gfx11-generic", "gfx1100:w64",
                             "gfx1101:w64", "gfx1102:w64", "gfx1103:w64", "gfx1150:w64", "gfx1151:w64",
                             "gfx1152:w64", "gfx1153:w64", "gfx11-generic:w64", "gfx1200", "gfx1201", "gfx12-generic",
                             "gfx1200:w64", "gfx1250", "gfx1251"};

// "gfx1100:w64": the processor and the -mattr of its wave64 run.
std::string cpuOf(const char* param) {
  const std::string p = param;
  return p.substr(0, p.find(':'));
}
bool wave64Run(const char* param) { return std::string(param).ends_with(":w64"); }

// The MAI rows the processor has: their layout and opcode (VOP3P, or VOP1 for v_accvgpr_mov_b32), and whether the
// row is gfx950's v_mfma_ld_scale_b32 (whose word half of the time precedes an f8f6f4 MFMA word marked abid 1:
// the v_mfma_scale_* pair llvm-mc 22 reads as one instruction).
struct MaiOpcode {
  const Layout* layout;
  unsigned opcode;
  bool ldScale;
};
std::vector<MaiOpcode> maiOpcodes(const Target& t) {
  std::vector<MaiOpcode> out;
  const int g = genIndex(t.gen());
  for (int i = 0; i < kOpCount; ++i) {
    const OpInfo& info = opInfo(Op(i));
    if (!(info.traits & kTraitMai) || !info.existsFor(t)) continue;
    const int16_t opc = info.enc == Encoding::VOP1 ? info.opcode[size_t(g)] : info.opcode64[size_t(g)];
    const MaiInfo* m = maiInfo(Op(i));
    out.push_back({layoutFor(info.enc, t.gen()), unsigned(opc), m && (m->flags & kMaiLdScale)});
  }
  return out;
}

// A class of words GCNKIT_DIFF_FOCUS may ask for: a layout (any opcode), with src0 set to an extension marker
// (DPP, SDWA, DPP8 of a VOP1/VOP2/VOPC word), or the processor's MAI opcodes (`mai`).
struct Pick {
  std::vector<const Layout*> layouts;
  int src0 = -1;
  bool mai = false;
  int src0Lsb = 0;  // where src0 lies: bit 0 (VOP1/VOP2/VOPC), bit 32 (VOP3/VOP3P with a DPP dword, GFX11+)
};

std::vector<std::string> focusNames() {
  std::vector<std::string> out;
  const char* v = std::getenv("GCNKIT_DIFF_FOCUS");
  std::string s = v ? v : "";
  for (size_t at = 0; at < s.size();) {
    const size_t end = std::min(s.find(',', at), s.size());
    std::string name = s.substr(at, end - at);
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    if (!name.empty()) out.push_back(name);
    at = end + 1;
  }
  return out;
}

// The focus classes that exist on the processor (empty: no focus, or none of its classes exists there).
std::vector<Pick> focusPicks(const Target& t, bool hasMai) {
  std::vector<Pick> out;
  const auto layouts = decodeOrder(t.gen());
  static const std::map<std::string, std::vector<uint32_t>> markers{
      {"SDWA", {ext::kSdwa}}, {"DPP", {ext::kDpp}}, {"DPP8", {ext::kDpp8, ext::kDpp8Fi}}};
  static const std::map<std::string, std::vector<uint32_t>> wideMarkers{
      {"VOP3_DPP", {ext::kDpp}}, {"VOP3_DPP8", {ext::kDpp8, ext::kDpp8Fi}}};
  for (const std::string& name : focusNames()) {
    if (name == "MAI") {
      if (hasMai) out.push_back({{}, -1, true});
    } else if (auto w = wideMarkers.find(name); w != wideMarkers.end()) {
      if (!vectorFeatures(t.gen()).vop3Dpp) continue;
      for (uint32_t marker : w->second) {
        Pick p{{}, int(marker), false, 32};
        for (const Layout* l : layouts)
          if (l->enc == Encoding::VOP3 || l->enc == Encoding::VOP3P) p.layouts.push_back(l);
        out.push_back(p);
      }
    } else if (auto m = markers.find(name); m != markers.end()) {
      if (!layoutFor(name == "SDWA" ? Encoding::SDWA : name == "DPP" ? Encoding::DPP : Encoding::DPP8, t.gen()))
        continue;
      for (uint32_t marker : m->second) {
        Pick p{{}, int(marker), false};
        for (const Layout* l : layouts)
          if (l->enc == Encoding::VOP1 || l->enc == Encoding::VOP2 || l->enc == Encoding::VOPC) p.layouts.push_back(l);
        out.push_back(p);
      }
    } else {
      Pick p;
      for (const Layout* l : layouts)
        if (encodingName(l->enc) == name) p.layouts.push_back(l);
      if (!p.layouts.empty()) out.push_back(p);
    }
  }
  return out;
}

std::vector<uint8_t> maiWord(const std::vector<MaiOpcode>& mai, Rng& rng) {
  const auto [l, opc, ldScale] = mai[rng.below(uint32_t(mai.size()))];
  std::vector<uint8_t> w = randomWord(*l, opc, rng, rng.below(2));
  w.resize(size_t(l->dwords) * 4 + 8);
  if (ldScale && rng.below(2)) {  // an f8f6f4 word after it, abid 1 (bits 14:11 = 0001) most of the time
    std::vector<uint8_t> m = randomWord(*l, 0x2d + rng.below(2), rng, rng.below(2));
    m[1] = uint8_t((m[1] & 0x87) | (rng.below(8) ? 0x08 : rng.below(16) << 3));
    std::copy(m.begin(), m.begin() + 8, w.begin() + 8);
  }
  return w;
}

std::vector<uint8_t> layoutWord(const Layout& l, int src0, Rng& rng, int src0Lsb = 0) {
  const FieldPos* op = l.find(Field::OP);
  std::vector<uint8_t> w = randomWord(l, op ? rng.below(1u << op->width) : 0, rng, rng.below(2));
  if (src0 >= 0) {  // src0 is bits 8:0 of the word's dword src0Lsb / 32
    const size_t at = size_t(src0Lsb / 8);
    w.resize(std::max(w.size(), at + 8));
    w[at] = uint8_t(src0);
    w[at + 1] = uint8_t(w[at + 1] & 0xfe);
  }
  w.resize(size_t(l.dwords + (src0 >= 0)) * 4 + 8);
  return w;
}

// The family a word is counted under: its layout's encoding, DPP/SDWA/DPP8 for a VOP1/VOP2/VOPC word whose src0
// announces that dword, MAI for the processor's MAI opcodes.
std::string familyOf(const Layout& l, const std::vector<uint8_t>& w) {
  if ((l.enc == Encoding::VOP3 || l.enc == Encoding::VOP3P) && vectorFeatures(l.first).vop3Dpp) {
    const unsigned src0 = w[4] | ((w[5] & 1u) << 8);
    if (src0 == ext::kDpp) return std::string(encodingName(l.enc)) + "_DPP";
    if (src0 == ext::kDpp8 || src0 == ext::kDpp8Fi) return std::string(encodingName(l.enc)) + "_DPP8";
  }
  if (l.enc == Encoding::VOP1 || l.enc == Encoding::VOP2 || l.enc == Encoding::VOPC) {
    const unsigned src0 = w[0] | ((w[1] & 1u) << 8);
    if (src0 == ext::kDpp) return "DPP";
    if (src0 == ext::kSdwa && layoutFor(Encoding::SDWA, l.first)) return "SDWA";
    if ((src0 == ext::kDpp8 || src0 == ext::kDpp8Fi) && layoutFor(Encoding::DPP8, l.first)) return "DPP8";
  }
  return std::string(encodingName(l.enc));
}

// A case: the word's layout dwords, room for an extension dword and a literal, then s_nop words that keep
// whatever llvm-mc makes of a refused word inside the case. `families` receives each case's family.
std::vector<std::vector<uint8_t>> cases(const Target& t, uint64_t seed, const std::vector<Pick>& focus, int count,
                                        std::vector<std::string>& families) {
  Rng rng{seed};
  auto layouts = decodeOrder(t.gen());
  std::vector<const Layout*> valu;
  for (const Layout* l : layouts)
    if (isValu(l->enc)) valu.push_back(l);
  const auto mai = maiOpcodes(t);
  std::vector<std::vector<uint8_t>> out;
  families.clear();
  while (int(out.size()) < count) {
    std::vector<uint8_t> w;
    const Layout* from = nullptr;  // (null: a MAI word)
    if (!focus.empty()) {
      const Pick& p = focus[rng.below(uint32_t(focus.size()))];
      if (!p.mai) from = p.layouts[rng.below(uint32_t(p.layouts.size()))];
      w = p.mai ? maiWord(mai, rng) : layoutWord(*from, p.src0, rng, p.src0Lsb);
    } else if (!mai.empty() && rng.below(4) == 0) {
      w = maiWord(mai, rng);
    } else {
      const bool vop = rng.below(2) && !valu.empty();
      from = vop ? valu[rng.below(uint32_t(valu.size()))] : layouts[rng.below(uint32_t(layouts.size()))];
      w = layoutWord(*from, -1, rng);
    }
    families.push_back(from ? familyOf(*from, w) : "MAI");
    for (int i = 0; i < 8; ++i) w.insert(w.end(), {0x00, 0x00, 0x80, 0xbf});
    out.push_back(w);
  }
  return out;
}

std::string hex(std::span<const uint8_t> b) {
  std::string s;
  for (uint8_t x : b) s += fmt::format("{:02x}", x);
  return s;
}

std::string byteList(std::span<const uint8_t> b) {
  std::string s;
  for (uint8_t x : b) s += fmt::format("0x{:02x} ", x);
  return s;
}

// llvm-mc 22's text of each case's first instruction (empty: refused), in chunks of 100 cases (an llvm-mc
// crash costs the one case it crashed on: the rest of its chunk runs again, case by case). Case i is followed by the marker
// s_movk_i32 s101, 0x1000+i, so that a marker a refused word's remains swallow loses one case (`lost`), not
// the step.
std::vector<std::string> llvmChunk(const LlvmMc& mc, const std::string& cpu, const std::vector<std::vector<uint8_t>>& cs,
                                   std::vector<bool>& lost, size_t& closed) {
  std::string input;
  for (size_t i = 0; i < cs.size(); ++i) {
    const uint32_t m = (kMarker & 0xffff0000u) | uint32_t(0x1000 + i);
    const uint8_t marker[4] = {uint8_t(m), uint8_t(m >> 8), uint8_t(m >> 16), uint8_t(m >> 24)};
    input += byteList(cs[i]) + "\n" + byteList(marker) + "\n";
  }
  RunResult r = runLlvmMc(mc, "-arch=amdgcn -mcpu=" + cpu + " -disassemble", input);
  auto refused = diagnosticsByLine(r.err, true);
  std::vector<std::string> texts(cs.size());
  lost.assign(cs.size(), true);
  size_t at = 0;  // the case whose instructions come next
  bool first = true;
  lost[0] = false;
  static const std::regex markerText(R"(^s_movk_i32 s101, 0x([0-9a-f]+)$)");
  for (const std::string& raw : r.out) {
    const std::string line = std::regex_replace(raw, std::regex(R"(^\s+|\s+$)"), "");
    if (line.empty() || line[0] == '.') continue;
    std::smatch m;
    // (a case's own words may decode as s_movk_i32 s101 too: only a number of a case still open is a marker)
    if (std::regex_match(line, m, markerText) && std::stoul(m[1], nullptr, 16) - 0x1000 < cs.size()) {
      const size_t closed = std::stoul(m[1], nullptr, 16) - 0x1000;
      if (closed < at) continue;
      for (size_t k = at; k <= closed && k < cs.size(); ++k)  // markers swallowed: these cases ran together
        if (k != closed || closed != at) lost[k] = true;
      at = closed + 1;
      if (at < cs.size()) lost[at] = false;
      first = true;
      continue;
    }
    if (first && at < cs.size() && !refused.count(int(2 * at + 1))) texts[at] = line;
    first = false;
  }
  closed = at;
  return texts;
}

std::vector<std::string> llvmTexts(const LlvmMc& mc, const std::string& cpu, const std::vector<std::vector<uint8_t>>& cs,
                                   std::vector<bool>& lost) {
  std::vector<std::string> texts;
  lost.clear();
  for (size_t at = 0; at < cs.size();) {
    std::vector<std::vector<uint8_t>> part(cs.begin() + long(at), cs.begin() + long(std::min(cs.size(), at + 100)));
    std::vector<bool> partLost;
    size_t closed = 0;
    std::vector<std::string> partTexts = llvmChunk(mc, cpu, part, partLost, closed);
    // llvm-mc stopped before the chunk's last marker: it crashed, and its buffered output went with it. The cases
    // from the first unclosed one run again one by one; the one it crashes on is lost.
    for (size_t k = closed; k < part.size(); ++k) {
      std::vector<bool> oneLost;
      size_t oneClosed = 0;
      std::vector<std::string> one = llvmChunk(mc, cpu, {part[k]}, oneLost, oneClosed);
      partTexts[k] = oneClosed == 1 ? one[0] : std::string();
      partLost[k] = oneClosed != 1 || oneLost[0];
    }
    texts.insert(texts.end(), partTexts.begin(), partTexts.end());
    lost.insert(lost.end(), partLost.begin(), partLost.end());
    at += part.size();
  }
  return texts;
}

// llvm-mc 22's bytes for each line (empty: rejected, by an error; a warning rejects nothing). Each line is followed
// by a marker line (s_movk_i32 s101, 0x7ead): the encoding before the i-th marker is line i's. (llvm-mc 22 reports some
// errors after it has written the line's encoding, GFX12.5's scale_offset on an instruction that cannot take it among
// them, so counting encodings against the lines without errors would give later lines their neighbours' bytes.)
std::vector<std::string> llvmBytes(const LlvmMc& mc, const std::string& cpu, const std::vector<std::string>& lines) {
  static const std::string marker = "s_movk_i32 s101, 0x7ead";
  std::string input;
  for (const std::string& l : lines) input += l + "\n" + marker + "\n";
  RunResult r = runLlvmMc(mc, "-arch=amdgcn -mcpu=" + cpu + " -show-encoding", input);
  std::set<int> rejected;  // input line numbers
  static const std::regex error(R"(:(\d+):\d+: error: )");
  std::istringstream diagnostics(r.err);
  for (std::string d; std::getline(diagnostics, d);)
    if (std::smatch m; std::regex_search(d, m, error)) rejected.insert(std::stoi(m[1]));
  static const std::regex enc(R"(; encoding: \[(.*)\])");
  std::vector<std::string> out(lines.size());
  size_t line = 0;
  for (const std::string& o : r.out) {
    std::smatch m;
    if (!std::regex_search(o, m, enc)) continue;
    if (o.find(marker) != std::string::npos) {
      ++line;
      continue;
    }
    if (line < lines.size() && out[line].empty() && !rejected.count(int(2 * line + 1)))
      out[line] = std::regex_replace(std::string(m[1]), std::regex("0x|,"), "");
  }
  return out;
}

// Why gcnkit lacks what llvm-mc prints exactly, when it is a known gap: a MAI form gcnkit lacks (none left:
// gfx950's f8f6f4 and scaled products are read too) or a vector memory instruction gcnkit does not have (none left on the MI processors:
// tools/oracle/missing_mnemonics.txt lists what is); empty when gcnkit should have read the word. Every VALU and
// memory instruction llvm-mc 22 has on a processor, AGPR operands, the cache-policy bits (glc/slc/scc,
// sc0/sc1/nt), gfx940's scratch SVE addressing, special-register soffset and MIMG register counts must agree.
std::string knownGap(const std::string& text, const Target& t) {
  const std::string name = text.substr(0, text.find(' '));
  static const std::regex mai(R"(^v_(mfma|smfmac|accvgpr)_)"), vmem(R"(^(buffer|tbuffer|global|flat|scratch|ds|image)_)"),
      wmma(R"(^v_(wmma|swmmac)_)");
  auto m = findMnemonic(name);
  if (!m || !opInfo(rowFor(m->op, t)).existsFor(t)) {
    if (std::regex_search(name, mai)) return "(MAI) " + name;
    if (std::regex_search(name, wmma)) return "(WMMA not yet) " + name;
    if (std::regex_search(name, vmem)) return "(memory instruction not yet) " + name;
    return {};
  }
  return {};
}

// gcnkit's documented deviations (docs/assembler.md, "Where gcnkit differs from llvm-mc on purpose"), which long runs meet: GFX9
// SMEM's nv bit, printed as `nv` (llvm-mc 22 has no such word), and GFX8 scalar stores and atomics with an SGPR
// offset (llvm-mc 22 prints them; the ISA allows M0 or an immediate only), refused.
bool documentedDeviation(const std::string& ours, const std::string& theirs, const Target& t) {
  static const std::regex nv(R"(^s_\S+ .* nv( |$))"), gfx8Store(R"(^s_(buffer_)?(store|atomic)\S* .*, s\d+( glc)?$)");
  if (!ours.empty()) return t.gen() == Gen::GFX9 && std::regex_search(ours, nv);
  return t.gen() == Gen::GFX8 && std::regex_search(theirs, gfx8Store);
}

class ProcessorDifferential : public ::testing::TestWithParam<const char*> {};

TEST_P(ProcessorDifferential, RandomWordsClassifyFairlyAgainstLlvmMc22) {
  if (!std::filesystem::exists(kMc22)) GTEST_SKIP() << "llvm-mc 22 not installed";
  const LlvmMc mc{kMc22, 22};
  const char* param = GetParam();
  const bool w64 = wave64Run(param);
  const std::string cpu = cpuOf(param) + (w64 ? " -mattr=+wavefrontsize64" : "");
  const Target t = target(cpuOf(param).c_str(), w64 ? "+wavefrontsize64" : "");
  const auto focus = focusPicks(t, !maiOpcodes(t).empty());
  if (!focusNames().empty() && focus.empty()) GTEST_SKIP() << "no GCNKIT_DIFF_FOCUS class exists on " << param;
  std::vector<std::string> families;
  const auto cs = cases(t, baseSeed() + std::hash<std::string>{}(param), focus,
                        w64 ? kWordsPerProcessor / 2 : kWordsPerProcessor, families);
  std::vector<bool> lost;
  const std::vector<std::string> theirs = llvmTexts(mc, cpu, cs, lost);
  std::vector<std::string> ours(cs.size());
  std::vector<size_t> size(cs.size());
  for (size_t i = 0; i < cs.size(); ++i) {
    Instruction inst;
    size[i] = decodeOne(cs[i], t, inst);
    if (size[i]) printInstruction(inst, t, ours[i]);
  }
  std::vector<std::string> oursAgain = llvmBytes(mc, cpu, ours), theirsAgain = llvmBytes(mc, cpu, theirs);
  int agree = 0, lossy = 0, unsupported = 0, bugs = 0, selfRejected = 0, documented = 0;
  std::map<std::string, int> missing, byName;  // known gaps; bugs by mnemonic
  std::map<std::string, std::pair<int, int>> byFamily;  // words compared, disagreements
  int skipped = 0;
  for (size_t i = 0; i < cs.size(); ++i) {
    if (lost[i]) {
      ++skipped;
      continue;
    }
    ++byFamily[families[i]].first;
    const std::string stream = hex(cs[i]);
    std::string why;
    if (size[i]) {
      const bool exact = oursAgain[i] == hex(std::span(cs[i]).first(size[i]));
      if (theirs[i].empty()) why = "llvm-mc refuses a word gcnkit decodes";
      else if (exact) ++agree;
      else if (ours[i] == theirs[i] && theirsAgain[i].empty()) ++selfRejected;  // llvm-mc rejects its own text
      else why = "llvm-mc assembles gcnkit's text to " + (oursAgain[i].empty() ? "(an error)" : oursAgain[i]);
    } else if (theirs[i].empty()) {
      ++agree;
    } else if (theirsAgain[i].empty() || !stream.starts_with(theirsAgain[i])) {
      ++lossy;
    } else if (const std::string gap = knownGap(theirs[i], t); !gap.empty()) {
      ++unsupported;
      ++missing[gap];
    } else {
      why = "gcnkit refuses a word llvm-mc prints exactly";
    }
    if (!why.empty() && documentedDeviation(size[i] ? ours[i] : std::string(), theirs[i], t)) {
      ++documented;
      continue;
    }
    const std::string& shown = theirs[i].empty() ? ours[i] : theirs[i];
    if (!why.empty()) ++byName[shown.substr(0, shown.find(' '))];
    if (!why.empty()) ++byFamily[families[i]].second;
    if (!why.empty() && ++bugs <= kShownBugs)
      ADD_FAILURE() << param << " " << stream << ": " << why << "\n  llvm-mc 22: " << theirs[i] << "\n  gcnkit:     " << ours[i];
  }
  std::string names;
  for (auto& [name, n] : byName) names += fmt::format(" {}({})", name, n);
  EXPECT_EQ(bugs, 0) << "bugs by mnemonic:" << names;
  EXPECT_LT(skipped, int(cs.size()) / 10) << "llvm-mc's output lost too many cases (it crashes on some words)";
  std::string top;
  for (auto& [name, n] : missing) top += fmt::format(" {}({})", name, n);
  std::printf("  %s: %zu words (%d lost in llvm-mc's output); %d agree, %d refused fairly (llvm-mc's text is lossy), "
              "%d printed as llvm-mc prints them but llvm-mc rejects that text, %d known gaps, %d documented deviations, "
              "%d bugs%s%s\n",
              param, cs.size(), skipped, agree, lossy, selfRejected, unsupported, documented, bugs, top.empty() ? "" : "; gaps:",
              top.c_str());
  // Per family, words compared/disagreements (tools/oracle/differential_families.py sums these lines).
  std::string fams;
  for (auto& [name, n] : byFamily) fams += fmt::format(" {}={}/{}", name, n.first, n.second);
  std::printf("  %s families:%s\n", param, fams.c_str());
}

INSTANTIATE_TEST_SUITE_P(EveryProcessor, ProcessorDifferential, ::testing::ValuesIn(kProcessors),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string name = cpuOf(p.param) + (wave64Run(p.param) ? "_w64" : "");
                           std::replace(name.begin(), name.end(), '-', '_');  // (gfx11-generic)
                           return name;
                         });

}  // namespace
}  // namespace gcnkit::test
