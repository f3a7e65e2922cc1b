// Mutation tests of the checks: one synchronization instruction (an s_waitcnt of any form, or s_barrier) of a
// clang-built twin kernel replaced by s_nop 0 at a time; each mutant run on the emulator with its checks on the twin
// inputs and compared with the host twin, and checked by lint. Which mutants break the kernel (outputs change or it
// faults), which the run-time checks report, which lint reports.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gcnkit::lint_test {

struct MutationStats {
  size_t mutants = 0, waitMutants = 0, barrierMutants = 0;
  size_t breaking = 0, breakingReported = 0;  // outputs changed (or a fault) / and the run-time checks reported it
  size_t runtimeReported = 0;                 // the run-time checks reported something (or the run faulted)
  size_t waitRuntime = 0, waitRuntimeLint = 0;  // wait mutants the run-time checks report / of those, lint too
  size_t waitLint = 0;                        // wait mutants lint reports
  size_t breakingLint = 0;                    // breaking mutants lint reports
  std::vector<std::string> breakingUnreported;  // breaking mutants the run-time checks miss
  std::vector<std::string> lintMissed;          // wait mutants the run-time checks report and lint does not
  std::vector<std::string> lines;               // one line per mutant, for the sweep's table
  void add(const MutationStats& o);
};

// The mutants of the twin cases on `cpus` (code object V5): those whose index among all of a case's mutants is
// `phase` modulo `stride` (stride 1: every one).
MutationStats runMutations(const std::vector<std::string>& cpus, unsigned stride, unsigned phase);

}  // namespace gcnkit::lint_test
