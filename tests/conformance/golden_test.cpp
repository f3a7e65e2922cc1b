// Golden vectors from llvm-mc (tests/golden/<suite>/, made by tools/oracle/gen_*_golden.py; suites: scalar,
// valu, vmem): every assembled line must give llvm-mc's text and bytes, every rejected line its message and
// column, and every disassembled word llvm-mc's text. Deliberate differences are listed, with reasons, in a
// suite's deviations.tsv; rows not matched yet are listed in its gaps_<file>.tsv, and a listed row that
// matches fails the test until it is taken off the list (so the list only shrinks).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <regex>

#include "asm/assembler.h"
#include "golden_file.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

std::string goldenDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/golden/"; }

// "suite/file" for every golden file of a kind: assembly files (<gen>.tsv) or disassembly ones (dis_*.tsv).
std::vector<std::string> goldenFiles(bool dis) {
  std::vector<std::string> out;
  for (const auto& suite : std::filesystem::directory_iterator(goldenDir())) {
    if (!suite.is_directory()) continue;
    for (const auto& f : std::filesystem::directory_iterator(suite.path())) {
      const std::string name = f.path().filename().string();
      if (!name.starts_with("gfx") && !name.starts_with("dis_")) continue;
      if (name.starts_with("dis_") != dis || f.path().extension() != ".tsv") continue;
      out.push_back(suite.path().filename().string() + "/" + f.path().stem().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string suiteOf(const std::string& param) { return param.substr(0, param.find('/')); }
std::string fileOf(const std::string& param) { return param.substr(param.find('/') + 1); }
std::string testName(const ::testing::TestParamInfo<std::string>& p) {
  std::string n = p.param;
  for (char& ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return n;
}

// Rows of a golden file not matched yet (their input, or bytes for disassembly), one per line in
// <suite>/gaps_<file>.tsv. GCNKIT_UPDATE_GAPS=1 rewrites the file from the rows that fail now.
std::string gapsPath(const std::string& param) {
  return goldenDir() + suiteOf(param) + "/gaps_" + fileOf(param) + ".tsv";
}

std::set<std::string> loadKnownGaps(const std::string& param) {
  std::set<std::string> gaps;
  std::ifstream in(gapsPath(param));
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') gaps.insert(line);
  return gaps;
}

bool updatingGaps() { return std::getenv("GCNKIT_UPDATE_GAPS") != nullptr; }

void writeGaps(const std::string& param, const std::vector<std::string>& keys) {
  if (keys.empty()) {  // nothing left to list: no file
    std::filesystem::remove(gapsPath(param));
    return;
  }
  std::ofstream out(gapsPath(param));
  out << "# Rows of " << fileOf(param) << ".tsv gcnkit does not match yet (written by GCNKIT_UPDATE_GAPS=1 "
      << "gcnkit_tests --gtest_filter='Golden/*'); the list may only shrink.\n";
  for (const std::string& k : keys) out << k << "\n";
}

struct Outcome {
  std::string kind, a, b;  // asm: text, bytes; err: message, column
};

Outcome assembleLine(const std::string& line, const Target& t) {
  AssembleOptions o;
  o.target = t;
  o.listing = true;
  o.showEncoding = true;
  o.resolve = false;
  AssembleResult r = assemble(line, o);
  if (r.errors) {
    static const std::regex re(R"(^<stdin>:\d+:(\d+): error: (.*))");
    std::smatch m;
    std::string first = r.diagnostics.substr(0, r.diagnostics.find('\n'));
    if (std::regex_search(first, m, re)) return {"err", m[2], m[1]};
    return {"err", first, "?"};
  }
  static const std::regex re(R"(^\t(.*?) *; encoding: \[(.*)\])");
  std::smatch m;
  std::string first = r.listing.substr(0, r.listing.find('\n'));
  if (!std::regex_search(first, m, re)) return {"asm", first, "?"};
  std::string bytes = m[2];
  // Fixup bytes print as A; the golden files record them as 0x0a.
  std::string hex;
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (bytes[i] == 'x') hex += bytes.substr(i + 1, 2);
    if (bytes[i] == 'A') hex += "0a";
  }
  return {"asm", m[1], hex};
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The token of `line` at 1-based column `col`.
std::string tokenAt(const std::string& line, const std::string& col) {
  size_t c = size_t(std::stoi(col)) - 1;
  if (c >= line.size()) return {};
  size_t e = line.find_first_of(" ,\t", c);
  return line.substr(c, e == std::string::npos ? std::string::npos : e - c);
}

// Where gcnkit differs from llvm-mc 22 on purpose, the reason; empty when the difference is a bug.
// Each rule names the exact shape of the difference, so that anything else still fails.
std::string asmDeviation(const std::string& gen, const std::string& input, const Outcome& want, const Outcome& got) {
  static const std::set<std::string> sccLike{"scc", "src_scc", "vccz", "src_vccz", "execz", "src_execz"};
  const bool gotMismatch = got.kind == "err" && got.a == "invalid operand for instruction";
  if (want.kind == "asm" && gotMismatch && sccLike.count(tokenAt(input, got.b)) &&
      input.find(',') > size_t(std::stoi(got.b)))
    return "LLVM writes the low 7 bits of a 251-253 source code into a 7-bit destination field";
  if (gen.rfind("gfx12", 0) == 0 && want.kind == "asm" && gotMismatch && sccLike.count(tokenAt(input, got.b)) &&
      has(input, "buffer_"))
    return "LLVM writes the low 7 bits of a 251-253 source code into GFX12's 7-bit soffset field, where they name m0 or null";
  if (want.kind == "asm" && gotMismatch && sccLike.count(tokenAt(input, got.b)) && has(input, "s_setreg_b32"))
    return "LLVM writes the low 7 bits of a 251-253 source code into a 7-bit destination field";
  // (the source code 255 in a VOP3 word's 64 bits with no literal dword after them)
  if (want.kind == "asm" && got.kind == "err" && got.a == "literal operands are not supported" && has(input, "lit") &&
      want.b.size() == 16)
    return "LLVM encodes a lit() source of a processor without VOP3 literals as code 255 with no literal dword (the "
           "value is lost); gcnkit refuses it";
  if (want.kind == "asm" && got.kind == "err" && got.a == "only one unique literal operand is allowed" && has(input, "lit(") &&
      (has(input, "fmaak") || has(input, "fmamk")))
    return "LLVM drops a lit() source beside a K constant and encodes the K alone; gcnkit refuses two literals";
  if (want.kind == "asm" && got.kind == "err" && got.a == "only one unique literal operand is allowed" &&
      has(input, "lit64("))
    return "LLVM encodes two different 64-bit literals of one instruction as the first (the second is lost); gcnkit "
           "refuses them";
  if (want.kind == "asm" && got.kind == "err" && got.a == "invalid operand for instruction" && has(input, "v_ldexp_f16") &&
      has(input, "0x12345678"))
    return "LLVM keeps the low 16 bits of a 32-bit literal on v_ldexp_f16's 16-bit exponent source (the rest is lost); "
           "gcnkit refuses a value beyond 16 bits";
  if (want.kind == "asm" && got.kind == "err" && got.a == "expected a 16-bit value")
    return "LLVM silently truncates a 16-bit immediate that does not fit";
  if (want.kind == "asm" && got.kind == "asm" && want.b == got.b && got.a.rfind("s_waitcnt 0x", 0) == 0)
    return "LLVM prints waitcnt counters and drops bits outside them; gcnkit keeps the raw value";
  // (the 16-bit immediate of a SOPP word: its first two bytes, little-endian)
  const uint32_t soppImm = want.kind == "asm" && want.b.size() >= 8 ? uint32_t(std::stoul(want.b.substr(2, 2) + want.b.substr(0, 2), nullptr, 16)) : 0;
  if (want.kind == "asm" && got.kind == "asm" && want.b == got.b && got.a.rfind("s_delay_alu 0x", 0) == 0 &&
      (has(want.a, "/* invalid") || want.a == "s_delay_alu 0" || (soppImm >> 11) != 0))
    return "LLVM prints s_delay_alu fields it cannot name as comments and drops bits above 10; gcnkit prints the "
           "number";
  if ((gen.rfind("gfx11", 0) == 0 || gen.rfind("gfx12", 0) == 0) && want.kind == "asm" && got.kind == "asm" && want.b == got.b &&
      (got.a.rfind("s_sendmsg ", 0) == 0 || got.a.rfind("s_sendmsghalt ", 0) == 0) && !has(got.a, "sendmsg(") &&
      has(want.a, "sendmsg(") && !has(want.a, ",") && (soppImm >> 8) != 0)
    return "LLVM names a GFX11/GFX12 message and drops the bits above its 8-bit id; gcnkit prints the number";
  static const std::set<std::string> unplaceable{"null", "scc", "src_scc", "src_shared_base", "src_shared_limit",
                                                 "src_private_base", "src_private_limit"};
  if (gen.rfind("gfx12", 0) == 0 && want.kind == "asm" && gotMismatch && unplaceable.count(tokenAt(input, got.b)) &&
      (has(input, "barrier_") || has(input, "s_wakeup_barrier")))
    return "LLVM encodes a special register a GFX12 barrier operand cannot hold as the inline constant of its own "
           "internal register number (null as 20); gcnkit rejects it";
  if (want.kind == "asm" && got.kind == "err" && got.a == "invalid immediate: only 8-bit values are legal" &&
      has(input, "s_sendmsg_rtn"))
    return "LLVM keeps the low 8 bits of an s_sendmsg_rtn immediate (its SSRC0 field); gcnkit refuses the others";
  if (gen == "gfx9" && want.kind == "err" && tokenAt(input, want.b) == "nv" && got.kind == "asm" && has(got.a, " nv"))
    return "the NV bit of GFX9 SMEM (ISA document 001) is accepted; LLVM rejects it";
  if (gen == "gfx8" && want.kind == "asm" && gotMismatch && (has(input, "store") || has(input, "atomic")))
    return "GFX8 scalar stores take only M0 or an immediate offset (ISA document 001)";
  if (want.kind == "asm" && gotMismatch && has(input, "s_atc_probe") && tokenAt(input, got.b).size() >= 3)
    return "LLVM truncates an s_atc_probe immediate above 127 to the 7-bit field";
  if (want.kind == "asm" && got.kind == "err" && has(input, "s_setreg_imm32_b32") && has(input, "1.0"))
    return "LLVM encodes a floating-point literal of s_setreg_imm32_b32 as 0";
  if (want.kind == "asm" && got.kind == "err" && got.a == "ABS not allowed in VOP3B instructions")
    return "LLVM accepts abs on src1/src2 of a VOP3B instruction and encodes nothing (no bits hold it); gcnkit "
           "rejects it";
  if (want.kind == "asm" && has(want.a, "/*Invalid immediate*/") &&
      ((got.kind == "asm" && want.b != got.b && !has(got.a, "Invalid")) ||
       (got.kind == "err" && got.a == "literal operands are not supported")))
    return "LLVM encodes an inline constant in a VGPR-pair source (gfx950's v_cvt_scalef32_sr_pk_fp4_f32 src0) as s0 "
           "and takes a literal the field cannot hold, printing \"Invalid immediate\"; gcnkit encodes the constant's "
           "own code and refuses the literal";
  // Vector memory.
  if (want.kind == "asm" && got.kind == "err" && got.a == "expected a 12-bit unsigned offset" && has(input, "buffer_"))
    return "LLVM encodes only the low 12 bits of a buffer offset above 4095; gcnkit rejects it";
  if (want.kind == "asm" && got.kind == "err" && got.a == "invalid dmask: only 4 bits")
    return "LLVM drops dmask bits above the 4-bit field; gcnkit rejects them";
  if (want.kind == "asm" && got.kind == "asm" && want.b == got.b && has(want.a, " dlc") && has(input, "buffer_atomic")) {
    std::string w = want.a;
    w.erase(w.find(" dlc"), 4);
    if (w == got.a) return "LLVM prints a dlc it does not encode on GFX10 buffer atomics; gcnkit prints the bytes";
  }
  return {};
}

// gen -> input -> the outcome gcnkit gives on purpose instead of llvm-mc's.
std::map<std::string, std::map<std::string, Outcome>> loadDeviations(const std::string& suite) {
  std::map<std::string, std::map<std::string, Outcome>> d;
  GoldenFile f = readGolden(goldenDir() + suite + "/deviations.tsv");
  for (const GoldenRow& r : f.rows) {
    if (r.cols.size() < 5) continue;
    d[r.cols[0]][r.cols[1]] = Outcome{r.cols[2], r.cols[3], r.cols[4]};
  }
  return d;
}

class GoldenAsm : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenAsm, MatchesLlvmMc) {
  const std::string suite = suiteOf(GetParam()), gen = fileOf(GetParam());
  GoldenFile f = readGolden(goldenDir() + GetParam() + ".tsv");
  ASSERT_FALSE(f.rows.empty());
  auto dev = loadDeviations(suite)[gen];
  const auto gaps = loadKnownGaps(GetParam());
  std::vector<std::string> failing;
  TargetResult tr = makeTarget(f.cpu, f.mattr, ProcessorScope::IncludingUnfinished);
  ASSERT_TRUE(tr.target) << f.cpu;
  int checked = 0, failed = 0, gapped = 0, closed = 0;
  std::map<std::string, int> deviations;
  for (const GoldenRow& r : f.rows) {
    if (r.kind != "asm" && r.kind != "err") continue;
    ASSERT_GE(r.cols.size(), 4u) << "line " << r.line;
    Outcome want{r.kind, r.cols[2], r.cols[3]};
    if (auto it = dev.find(r.cols[1]); it != dev.end()) want = it->second;
    Outcome got = assembleLine(r.cols[1], *tr.target);
    ++checked;
    const bool listedGap = gaps.count(r.cols[1]) != 0;
    const bool matches = got.kind == want.kind && got.a == want.a && got.b == want.b;
    if (listedGap) failing.push_back(r.cols[1]);
    if (listedGap && matches) failing.pop_back();
    if (listedGap && matches && !updatingGaps() && ++closed <= 50)
      ADD_FAILURE() << gen << ":" << r.line << " `" << r.cols[1] << "` matches now: run GCNKIT_UPDATE_GAPS=1 to take it off "
                    << gapsPath(GetParam());
    if (listedGap && !matches) {
      ++gapped;
      continue;
    }
    if (!matches) {
      std::string reason = asmDeviation(gen, r.cols[1], want, got);
      if (!reason.empty()) {
        ++deviations[reason];
        continue;
      }
      failing.push_back(r.cols[1]);
      if (!updatingGaps() && ++failed <= 4000)
        ADD_FAILURE() << gen << ":" << r.line << " `" << r.cols[1] << "`\n  want " << want.kind << " | " << want.a
                      << " | " << want.b << "\n  got  " << got.kind << " | " << got.a << " | " << got.b;
    }
  }
  if (updatingGaps()) writeGaps(GetParam(), failing);
  EXPECT_EQ(failed, 0) << failed << " of " << checked << " rows differ";
  EXPECT_EQ(closed, 0);
  int deviated = 0;
  for (auto& [reason, n] : deviations) {
    deviated += n;
    std::printf("  %s: %d rows deviate on purpose: %s\n", GetParam().c_str(), n, reason.c_str());
  }
  std::printf("  %s: %d of %d rows match llvm-mc exactly; %d listed as known gaps\n", GetParam().c_str(),
              checked - failed - deviated - gapped, checked, gapped);
  RecordProperty("rows", checked);
}

INSTANTIATE_TEST_SUITE_P(Golden, GoldenAsm, ::testing::ValuesIn(goldenFiles(false)), testName);

class GoldenDis : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenDis, MatchesLlvmMc) {
  const std::string suite = suiteOf(GetParam()), gen = fileOf(GetParam());
  GoldenFile f = readGolden(goldenDir() + GetParam() + ".tsv");
  ASSERT_FALSE(f.rows.empty());
  auto dev = loadDeviations(suite)[gen];
  const auto gaps = loadKnownGaps(GetParam());
  std::vector<std::string> failing;
  TargetResult tr = makeTarget(f.cpu, f.mattr, ProcessorScope::IncludingUnfinished);
  ASSERT_TRUE(tr.target);
  int failed = 0, checked = 0, lossy = 0, gapped = 0, closed = 0;
  for (const GoldenRow& r : f.rows) {
    if (r.kind == "crash") continue;  // llvm-mc itself crashed on the word: nothing to compare with
    ASSERT_GE(r.cols.size(), 2u);
    std::vector<uint8_t> bytes = fromHex(r.cols[1]);
    Outcome want{r.kind, r.cols.size() > 2 ? r.cols[2] : "", ""};
    if (auto it = dev.find(r.cols[1]); it != dev.end()) want = it->second;
    Instruction inst;
    size_t n = decodeOne(bytes, *tr.target, inst);
    Outcome got{"bad", "", ""};
    std::string shorter;  // our text when we decode fewer bytes than llvm-mc's re-encoding counts
    if (n == bytes.size()) {
      got.kind = "dis";
      printInstruction(inst, *tr.target, got.a);
    } else if (n != 0) {
      got = {"dis", "size " + std::to_string(n), ""};
      printInstruction(inst, *tr.target, shorter);
    }
    ++checked;
    const bool listedGap = gaps.count(r.cols[1]) != 0;
    bool matches = got.kind == want.kind && got.a == want.a;
    if (!matches && want.kind == "dis") {
      // LLVM decoded a word we reject or print otherwise: fine when LLVM's own text does not give the word
      // back, while ours (if any) does.
      // llvm-mc's own re-encoding of its text (a 4th column, where the generator kept it) or, else, ours.
      Outcome theirs = r.cols.size() > 3 ? Outcome{"asm", "", r.cols[3]} : assembleLine(want.a, *tr.target);
      bool theirsLossy = theirs.kind == "err" || theirs.b != r.cols[1];
      // (The golden byte count is that of llvm-mc's re-encoding: a lossy text may count a literal the
      // word never had; then our shorter decoding must give back its own bytes.)
      bool oursExact = got.kind == "bad" || assembleLine(got.a, *tr.target).b == r.cols[1] ||
                       (!shorter.empty() && r.cols[1].starts_with(assembleLine(shorter, *tr.target).b));
      if (theirsLossy && oursExact) {
        if (!listedGap) {
          ++lossy;
          continue;
        }
        matches = true;
      }
    }
    if (listedGap) failing.push_back(r.cols[1]);
    if (listedGap && matches) failing.pop_back();
    if (listedGap && matches && !updatingGaps() && ++closed <= 50)
      ADD_FAILURE() << GetParam() << ":" << r.line << " " << r.cols[1] << " matches now: run GCNKIT_UPDATE_GAPS=1 to take it off "
                    << gapsPath(GetParam());
    if (listedGap && !matches) {
      ++gapped;
      continue;
    }
    if (!matches) {
      // LLVM decoded a word we reject or print otherwise: fine when LLVM's own text does not give the word
      // back, while ours (if any) does.
      if (want.kind == "dis") {
        Outcome theirs = assembleLine(want.a, *tr.target);
        bool theirsLossy = theirs.kind == "err" || theirs.b != r.cols[1];
        // (The golden byte count is that of llvm-mc's re-encoding: a lossy text may count a literal the
      // word never had; then our shorter decoding must give back its own bytes.)
      bool oursExact = got.kind == "bad" || assembleLine(got.a, *tr.target).b == r.cols[1] ||
                       (!shorter.empty() && r.cols[1].starts_with(assembleLine(shorter, *tr.target).b));
        if (theirsLossy && oursExact) {
          ++lossy;
          continue;
        }
      }
      failing.push_back(r.cols[1]);
      if (!updatingGaps() && ++failed <= 4000)
        ADD_FAILURE() << gen << ":" << r.line << " " << r.cols[1] << "\n  want " << want.kind << " | " << want.a
                      << "\n  got  " << got.kind << " | " << got.a;
    }
  }
  if (updatingGaps()) writeGaps(GetParam(), failing);
  EXPECT_EQ(failed, 0) << failed << " of " << checked << " words differ";
  EXPECT_EQ(closed, 0);
  std::printf("  %s: %d of %d words match llvm-mc; %d words llvm-mc prints lossily (its text re-assembles to other "
              "bytes) are rejected instead; %d listed as known gaps\n",
              GetParam().c_str(), checked - failed - lossy - gapped, checked, lossy, gapped);
}

INSTANTIATE_TEST_SUITE_P(Golden, GoldenDis, ::testing::ValuesIn(goldenFiles(true)), testName);

}  // namespace
}  // namespace gcnkit::test
