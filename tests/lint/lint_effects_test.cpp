// The static checks and the emulator's run-time wait check must agree on which scalar registers each instruction
// reads and writes: a register one of them misses is a missing wait only the other can find. Every instruction of
// the compiled suite at -O0 and -O3 (every kind clang writes, on every processor of the suite) is held to it.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "analysis/effects.h"
#include "lint_corpus.h"
#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "emu/program.h"
#include "isa/registers.h"
#include "text/printer.h"

namespace gcnkit::lint_test {
namespace {

std::string scalarList(const analysis::RegSet& s) {
  std::string out;
  for (unsigned c = 0; c < analysis::kScalarSlots; ++c)
    if (s.test(c)) out += fmt::format(" {}", c);
  return out;
}

std::string scalarList(const emu::RegMask& m) {
  std::string out;
  for (unsigned c = 0; c < 128; ++c)
    if (m.test(c)) out += fmt::format(" {}", c);
  return out;
}

// The scalar registers of a set; without EXEC when `vector` (every vector instruction reads EXEC, which the
// emulator's wait check lists only where EXEC is an operand: no memory operation returns into EXEC).
analysis::RegSet scalarsOf(const analysis::RegSet& s, bool vector = false) {
  analysis::RegSet out;
  for (unsigned c = 0; c < analysis::kScalarSlots; ++c)
    if (s.test(c) && !(vector && (c == opnd::kExecLo || c == opnd::kExecLo + 1))) out.add(c);
  return out;
}

analysis::RegSet asRegSet(const emu::RegMask& m, bool vector = false) {
  analysis::RegSet out;
  for (unsigned c = 0; c < 128; ++c)
    if (m.test(c) && !(vector && (c == opnd::kExecLo || c == opnd::kExecLo + 1))) out.add(c);
  return out;
}

TEST(LintEffects, ScalarRegistersAgreeWithTheEmulator) {
  size_t objects = 0, instructions = 0, differ = 0;
  std::string report;
  for (const CorpusObject& o : corpusObjects()) {
    if (o.level != "O0" && o.level != "O3") continue;
    const std::vector<uint8_t> bytes = readAll(o.path);
    auto names = emu::kernelNames(bytes);
    ASSERT_TRUE(names) << o.path << ": " << names.error();
    ++objects;
    for (const std::string& name : *names) {
      auto k = emu::loadKernel(bytes, name);
      ASSERT_TRUE(k) << o.path << ": " << k.error();
      TargetResult tr = makeTarget(k->processor, emu::waveSizeFeature(*k));
      ASSERT_TRUE(tr.target) << o.path;
      const Target t = *tr.target;
      const emu::Program p = emu::buildProgram(k->code, t, 0);
      for (size_t i = 0; i < p.insts.size(); ++i) {
        if (p.insts[i].op == emu::kInvalidOp) continue;
        ++instructions;
        const analysis::Effects e = analysis::effectsOf(p.raw[i], t);
        analysis::RegSet writes = e.writes;
        if (e.mem) writes |= e.mem->results;
        const bool vector = e.unit != analysis::Unit::Salu && e.unit != analysis::Unit::Smem;
        const analysis::RegSet staticReads = scalarsOf(e.reads, vector), staticWrites = scalarsOf(writes);
        if (staticReads == asRegSet(p.reads[i], vector) && staticWrites == asRegSet(p.writes[i])) continue;
        if (++differ > 20) continue;
        std::string text;
        printInstruction(p.raw[i], t, text);
        report += fmt::format("{} {}+{:#x} {}: reads{} | emulator{}; writes{} | emulator{}\n", o.file, name,
                              p.offsetOf[i], text, scalarList(staticReads), scalarList(p.reads[i]),
                              scalarList(staticWrites), scalarList(p.writes[i]));
      }
    }
  }
  EXPECT_GT(objects, 150u);
  EXPECT_GT(instructions, 100000u);
  EXPECT_EQ(differ, 0u) << report;
}

}  // namespace
}  // namespace gcnkit::lint_test
