// Mutation tests (tests/lint/mutation.h): in CI a sample of the mutants of the twin kernels on gfx900 and gfx1030;
// the whole sweep with GCNKIT_MUTATION_SWEEP=1 (ctest -L sweep, or tests/lint/mutation_sweep.sh), which prints the
// table and the ratios docs/lint.md states.
#include <cstdlib>
#include <fstream>

#include <gtest/gtest.h>

#include "mutation.h"

namespace gcnkit::lint_test {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr unsigned kStride = 61;  // the sanitizer build runs about 10 of them
#else
constexpr unsigned kStride = 17;  // about 40
#endif

// GCN 1.4, RDNA2, RDNA3 and RDNA4: s_waitcnt, s_waitcnt_vscnt, GFX11's fields, GFX12's counters and split barrier.
const std::vector<std::string> kProcessors = {"gfx900", "gfx1030", "gfx1100", "gfx1201"};

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += x + "\n";
  return s;
}

void expectTheChecksHold(const MutationStats& s) {
  // Every mutant that breaks the kernel is reported by the run-time checks (the barrier between local_atomics's
  // ds_add_u32s and its reads of the bins too, since the LDS race check follows used reads: src/emu/README.md).
  EXPECT_EQ(s.breakingUnreported.size(), 0u) << joined(s.breakingUnreported);
  // Every missing wait the run-time checks catch, lint catches.
  EXPECT_EQ(s.lintMissed.size(), 0u) << joined(s.lintMissed);
}

TEST(LintMutation, Sample) {
  const MutationStats s = runMutations(kProcessors, kStride, 3);
  EXPECT_GE(s.mutants, 8u);
  expectTheChecksHold(s);
  RecordProperty("mutants", int(s.mutants));
  RecordProperty("breaking", int(s.breaking));
}

TEST(LintMutation, Sweep) {
  const char* on = std::getenv("GCNKIT_MUTATION_SWEEP");
  if (!on || std::string(on) != "1") GTEST_SKIP() << "the full sweep runs with GCNKIT_MUTATION_SWEEP=1";
  const MutationStats s = runMutations(kProcessors, 1, 0);
  if (const char* out = std::getenv("GCNKIT_MUTATION_TABLE")) {
    std::ofstream f(out);
    f << "mutant\toutput\trun-time\tlint\tkind\n" << joined(s.lines);
  }
  std::printf("mutants %zu (waits %zu, barriers %zu)\n", s.mutants, s.waitMutants, s.barrierMutants);
  std::printf("breaking %zu: run-time checks report %zu, lint %zu\n", s.breaking, s.breakingReported, s.breakingLint);
  std::printf("run-time checks report %zu mutants; of the %zu wait mutants they report, lint reports %zu (lint: %zu "
              "wait mutants in all)\n",
              s.runtimeReported, s.waitRuntime, s.waitRuntimeLint, s.waitLint);
  expectTheChecksHold(s);
}

}  // namespace
}  // namespace gcnkit::lint_test
