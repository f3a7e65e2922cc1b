// Golden vectors from llvm-mc 22 for the vector memory and export instructions (tests/golden/vmem, made by
// tools/oracle/gen_vmem_golden.py): every assembled line must give llvm-mc's text and bytes, every rejected
// line its message and column, every disassembled word llvm-mc's text. Each deliberate difference is a
// named rule in vmemAsmDeviation / the lossy-disassembly check below; anything else fails.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <regex>

#include "asm/assembler.h"
#include "golden_file.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

const char* kGens[] = {"gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3"};

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
  std::string hex;
  for (size_t i = 0; i < bytes.size(); ++i)
    if (bytes[i] == 'x') hex += bytes.substr(i + 1, 2);
  return {"asm", m[1], hex};
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Where gcnkit differs from llvm-mc 22 on purpose, the reason; empty when the difference is a bug.
std::string vmemAsmDeviation(const std::string& input, const Outcome& want, const Outcome& got) {
  // llvm-mc accepts a MUBUF/MTBUF offset of 4096..65535, prints it, and encodes only its low 12 bits.
  if (want.kind == "asm" && got.kind == "err" && got.a == "expected a 12-bit unsigned offset" &&
      (has(input, "buffer_")))
    return "LLVM encodes only the low 12 bits of a buffer offset above 4095; gcnkit rejects it";
  // llvm-mc accepts dmask:0x10 and above and drops the bits above the 4-bit field.
  if (want.kind == "asm" && got.kind == "err" && got.a == "invalid dmask: only 4 bits")
    return "LLVM drops dmask bits above the 4-bit field; gcnkit rejects them";
  // llvm-mc prints dlc on a GFX10 buffer atomic but the instruction has no DLC bit: it encodes nothing.
  if (want.kind == "asm" && got.kind == "asm" && want.b == got.b && has(want.a, " dlc") && has(input, "buffer_atomic")) {
    std::string w = want.a;
    w.erase(w.find(" dlc"), 4);
    if (w == got.a) return "LLVM prints a dlc it does not encode on GFX10 buffer atomics; gcnkit prints the bytes";
  }
  return {};
}

class VmemGoldenAsm : public ::testing::TestWithParam<const char*> {};

TEST_P(VmemGoldenAsm, MatchesLlvmMc) {
  const std::string gen = GetParam();
  GoldenFile f = readGolden(std::string(GCNKIT_SOURCE_DIR) + "/tests/golden/vmem/" + gen + ".tsv");
  ASSERT_FALSE(f.rows.empty());
  TargetResult tr = makeTarget(f.cpu, "");
  ASSERT_TRUE(tr.target) << f.cpu;
  int checked = 0, failed = 0;
  std::map<std::string, int> deviations;
  for (const GoldenRow& r : f.rows) {
    if (r.kind != "asm" && r.kind != "err") continue;
    ASSERT_GE(r.cols.size(), 4u) << "line " << r.line;
    Outcome want{r.kind, r.cols[2], r.cols[3]};
    Outcome got = assembleLine(r.cols[1], *tr.target);
    ++checked;
    if (got.kind != want.kind || got.a != want.a || got.b != want.b) {
      std::string reason = vmemAsmDeviation(r.cols[1], want, got);
      if (!reason.empty()) {
        ++deviations[reason];
        continue;
      }
      if (++failed <= 4000)
        ADD_FAILURE() << gen << ":" << r.line << " `" << r.cols[1] << "`\n  want " << want.kind << " | " << want.a
                      << " | " << want.b << "\n  got  " << got.kind << " | " << got.a << " | " << got.b;
    }
  }
  EXPECT_EQ(failed, 0) << failed << " of " << checked << " rows differ";
  int deviated = 0;
  for (auto& [reason, n] : deviations) {
    deviated += n;
    std::printf("  vmem %s: %d rows deviate on purpose: %s\n", gen.c_str(), n, reason.c_str());
  }
  std::printf("  vmem %s: %d of %d rows match llvm-mc exactly\n", gen.c_str(), checked - failed - deviated, checked);
}

INSTANTIATE_TEST_SUITE_P(Vmem, VmemGoldenAsm, ::testing::ValuesIn(kGens));

class VmemGoldenDis : public ::testing::TestWithParam<const char*> {};

TEST_P(VmemGoldenDis, MatchesLlvmMc) {
  const std::string gen = GetParam();
  GoldenFile f = readGolden(std::string(GCNKIT_SOURCE_DIR) + "/tests/golden/vmem/dis_" + gen + ".tsv");
  ASSERT_FALSE(f.rows.empty());
  TargetResult tr = makeTarget(f.cpu, "");
  ASSERT_TRUE(tr.target);
  int failed = 0, checked = 0, lossy = 0;
  for (const GoldenRow& r : f.rows) {
    if (r.kind != "dis" && r.kind != "bad") continue;  // "crash": llvm-mc gave no answer
    ASSERT_GE(r.cols.size(), 2u);
    std::vector<uint8_t> bytes = fromHex(r.cols[1]);
    Outcome want{r.kind, r.cols.size() > 2 ? r.cols[2] : "", ""};
    Instruction inst;
    size_t n = decodeOne(bytes, *tr.target, inst);
    Outcome got{"bad", "", ""};
    if (n == bytes.size()) {
      std::string text;
      if (printChecked(inst, *tr.target, text)) got = {"dis", text, ""};
    } else if (n != 0) {
      got = {"dis", "size " + std::to_string(n), ""};
    }
    ++checked;
    if (got.kind != want.kind || got.a != want.a) {
      // Rule "lossy": llvm-mc decoded a word into text that does not assemble back to it (ignored bits,
      // fields its syntax cannot express); gcnkit rejects the word or prints text that does.
      if (want.kind == "dis") {
        // llvm-mc's own re-encoding of its text (column 4) tells whether that text is lossy.
        bool theirsLossy = r.cols.size() > 3 && r.cols[3] != r.cols[1];
        bool oursExact = got.kind == "bad" || assembleLine(got.a, *tr.target).b == r.cols[1];
        if (theirsLossy && oursExact) {
          ++lossy;
          continue;
        }
      }
      if (++failed <= 4000)
        ADD_FAILURE() << gen << ":" << r.line << " " << r.cols[1] << "\n  want " << want.kind << " | " << want.a
                      << "\n  got  " << got.kind << " | " << got.a;
    }
  }
  EXPECT_EQ(failed, 0) << failed << " of " << checked << " words differ";
  std::printf("  vmem dis_%s: %d of %d words match llvm-mc; %d words llvm-mc prints lossily are rejected or "
              "printed exactly instead\n", gen.c_str(), checked - failed - lossy, checked, lossy);
}

INSTANTIATE_TEST_SUITE_P(Vmem, VmemGoldenDis, ::testing::Values("gfx8", "gfx9", "gfx10", "gfx10_3"));

}  // namespace
}  // namespace gcnkit::test
