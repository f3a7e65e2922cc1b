// The engine differential: every twin case, on every processor and code object version it is built for, runs on
// the interpreter (the reference) and on the compiled engine (EmulatorOptions::Engine::Compiled, which compiles a
// region at its first visit, so short kernels are compiled too), with the checks on and off; the two must leave the
// same bytes in every argument (the compiled run on two host threads, the interpreter's on one), the same fault,
// reports (each with its count), instruction count, printed output and per-mnemonic execution counts. Where the host has no compiled engine both runs interpret, and the test says so.
#include <gtest/gtest.h>

#include <cstring>

#include <fmt/format.h>

#include "emu/compiled_engine.h"
#include "twin_run.h"

namespace gcnkit::twin {
namespace {

using Engine = emu::EmulatorOptions::Engine;


std::string fidelityText(const emu::LaunchResult& r) {
  std::string out;
  for (const auto& e : r.fidelity) out += fmt::format("{} {}\n", e.instruction, e.executed);
  return out;
}

std::string reportCounts(const emu::LaunchResult& r) {
  std::string out;
  for (const auto& e : r.reports) out += fmt::format("{:#x} {} x{}\n", e.pc, e.message, e.count);
  return out;
}

// One test per case (each runs it on every processor and version it is built for, checks on and off): a test per
// run would be thousands of processes under CTest.
class TwinEngines : public ::testing::TestWithParam<size_t> {};

void expectSameRuns(const Case& c, const ObjectKey& key, emu::CheckMode checks) {
  const RunResult interp = runEmulated(c, key, 0, 1, checks, Engine::Interpreter);
  // (The compiled engine on two host threads: the same answer holds across engines and thread counts at once.)
  const RunResult compiled = runEmulated(c, key, 0, 2, checks, Engine::Compiled);
  EXPECT_EQ(compiled.failure, interp.failure);
  ASSERT_EQ(compiled.buffers.size(), interp.buffers.size());
  for (size_t i = 0; i < interp.buffers.size(); ++i) {
    const Buffer& a = interp.buffers[i];
    const Buffer& b = compiled.buffers[i];
    ASSERT_EQ(a.bytes, b.bytes) << "argument " << i;
    EXPECT_TRUE(a.bytes == 0 || std::memcmp(a.data(), b.data(), a.bytes) == 0) << "argument " << i;
  }
  EXPECT_EQ(compiled.launch.text(), interp.launch.text());
  EXPECT_EQ(reportCounts(compiled.launch), reportCounts(interp.launch));
  EXPECT_EQ(compiled.launch.instructions, interp.launch.instructions);
  EXPECT_EQ(compiled.launch.output, interp.launch.output);
  EXPECT_EQ(fidelityText(compiled.launch), fidelityText(interp.launch));
}

TEST_P(TwinEngines, CompiledEqualsInterpreter) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  const Case& c = testCases()[GetParam()];
  for (const std::string& cpu : c.processors())
    for (unsigned v : codeObjectVersions(cpu))
      for (emu::CheckMode m : {emu::CheckMode::Report, emu::CheckMode::Off}) {
        const ObjectKey key{c.stem(), cpu, v};
        SCOPED_TRACE(fmt::format("{} ({}), checks {}", c.kernel, key.label(), m == emu::CheckMode::Off ? "off" : "on"));
        expectSameRuns(c, key, m);
      }
}

std::vector<size_t> engineParams() {
  std::vector<size_t> out;
  for (size_t i = 0; i < testCases().size(); ++i) out.push_back(i);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Kernels, TwinEngines, ::testing::ValuesIn(engineParams()),
                         [](const ::testing::TestParamInfo<size_t>& info) {
                           return fmt::format("{}_{}", testCases()[info.param].kernel, info.param);
                         });

}  // namespace
}  // namespace gcnkit::twin
