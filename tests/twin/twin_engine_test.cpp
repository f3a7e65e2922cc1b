// The engine differential: every twin case, on every processor and code object version it is built for, runs on
// the interpreter (the reference) and on the compiled engine (EmulatorOptions::Engine::Compiled, which compiles a
// region at its first visit, so short kernels are compiled too), with the checks on and off; the two must leave the
// same bytes in every argument, the same fault, reports (each with its count), instruction count, printed output
// and per-mnemonic execution counts. Where the host has no compiled engine both runs interpret, and the test says so.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "emu/compiled_engine.h"
#include "twin_run.h"

namespace gcnkit::twin {
namespace {

using Engine = emu::EmulatorOptions::Engine;

struct EngineParam {
  size_t caseIndex;
  const char* cpu;
  unsigned version;
  emu::CheckMode checks;
};

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

class TwinEngines : public ::testing::TestWithParam<EngineParam> {};

TEST_P(TwinEngines, CompiledEqualsInterpreter) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  const EngineParam p = GetParam();
  const Case& c = testCases()[p.caseIndex];
  const ObjectKey key{c.stem(), p.cpu, p.version};
  const RunResult interp = runEmulated(c, key, 0, 1, p.checks, Engine::Interpreter);
  const RunResult compiled = runEmulated(c, key, 0, 1, p.checks, Engine::Compiled);
  const std::string where = fmt::format("{} ({})", c.kernel, key.label());
  EXPECT_EQ(compiled.failure, interp.failure) << where;
  ASSERT_EQ(compiled.buffers.size(), interp.buffers.size()) << where;
  for (size_t i = 0; i < interp.buffers.size(); ++i) {
    const Buffer& a = interp.buffers[i];
    const Buffer& b = compiled.buffers[i];
    ASSERT_EQ(a.bytes, b.bytes) << where << " argument " << i;
    EXPECT_TRUE(a.bytes == 0 || std::memcmp(a.data(), b.data(), a.bytes) == 0) << where << " argument " << i;
  }
  EXPECT_EQ(compiled.launch.text(), interp.launch.text()) << where;
  EXPECT_EQ(reportCounts(compiled.launch), reportCounts(interp.launch)) << where;
  EXPECT_EQ(compiled.launch.instructions, interp.launch.instructions) << where;
  EXPECT_EQ(compiled.launch.output, interp.launch.output) << where;
  EXPECT_EQ(fidelityText(compiled.launch), fidelityText(interp.launch)) << where;
}

std::vector<EngineParam> engineParams() {
  std::vector<EngineParam> out;
  for (size_t i = 0; i < testCases().size(); ++i)
    for (const std::string& cpu : testCases()[i].processors())
      for (unsigned v : codeObjectVersions(cpu))
        for (emu::CheckMode m : {emu::CheckMode::Report, emu::CheckMode::Off}) out.push_back({i, cpu.c_str(), v, m});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Kernels, TwinEngines, ::testing::ValuesIn(engineParams()),
                         [](const ::testing::TestParamInfo<EngineParam>& info) {
                           std::string cpu = info.param.cpu;
                           std::replace(cpu.begin(), cpu.end(), '-', '_');
                           return fmt::format("{}_{}_v{}_{}", testCases()[info.param.caseIndex].kernel, cpu,
                                              info.param.version,
                                              info.param.checks == emu::CheckMode::Off ? "nochecks" : "checks");
                         });

}  // namespace
}  // namespace gcnkit::twin
