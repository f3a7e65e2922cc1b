// Workgroups in parallel across host threads: the queue the workers claim workgroups from, and the fold
// that merges what each workgroup produced in workgroup order, so that results, reports, the fault and the
// instruction count of a launch are the same with any number of threads (src/emu/README.md, "Parallel
// workgroups"). Internal to src/emu.
#pragma once
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <cstdint>
#include <map>
#include <functional>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "emu/program.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

class SharedAccess;

// The first scalar load of a cache line by a workgroup (for the stale-scalar-cache model across workgroups), and
// the dwords of the line its loads read.
struct ScalarLineLoad {
  uint64_t line = 0;
  uint32_t inst = 0;  // the loading instruction's index
  uint32_t wave = 0;
  uint16_t dwords = 0;
};
// A line a workgroup wrote past the scalar cache or through it, and which of its dwords.
struct ScalarLineWrite {
  uint64_t line = 0;
  uint16_t dwords = 0;
};

// The dwords of the 64-byte line at `line` that [address, address + bytes) covers, as a mask.
inline uint16_t lineDwords(uint64_t line, uint64_t address, uint64_t bytes) {
  const uint64_t first = std::max(address, line), end = std::min(address + bytes, line + 64);
  if (end <= first) return 0;
  const unsigned lo = unsigned(first - line) / 4, hi = unsigned(end - 1 - line) / 4;
  return uint16_t(((2u << hi) - 1) & ~((1u << lo) - 1));
}

// EmulatorOptions::stats: what one workgroup counted; the queue sums the folded workgroups' (a plain sum, so the
// launch's statistics do not depend on the thread count).
struct WorkgroupStats {
  MemoryTraffic global, lds, scratch, scalar;  // vector memory to global / LDS / scratch; scalar memory
  uint64_t waitStalls = 0, waves = 0, workgroups = 0;
  std::vector<std::pair<uint32_t, uint64_t>> executedAt;  // (instruction index, executions), in index order
  void add(const WorkgroupStats& o);
};

// Everything one workgroup produced, in the order it happened within the workgroup.
struct WorkgroupOutcome {
  uint32_t wg = 0;
  uint64_t instructions = 0;
  Fault fault;
  std::optional<WaveState> faultWave;                // the faulting wave's registers (register dumps)
  std::vector<Report> reports;                       // one per (instruction, kind) within the workgroup
  std::vector<uint32_t> reportInst;                  // the instruction index of each report
  std::vector<std::pair<uint32_t, uint64_t>> ops;    // (Op, executions)
  std::vector<WaveState> waves;                      // LaunchConfig::keepWaveState
  std::vector<ScalarLineLoad> scalarLoads;           // checks on: first scalar load of each line
  std::vector<ScalarLineWrite> writtenLines;         // checks on: lines written past the scalar cache or through it
  WorkgroupStats stats;                              // EmulatorOptions::stats
};

class WorkgroupQueue {
 public:
  WorkgroupQueue(const Program& prog, std::array<uint32_t, 3> grid, uint64_t maxInstructions, size_t opCount,
                 CheckMode checks);

  uint32_t count() const { return count_; }
  std::array<uint32_t, 3> idOf(uint32_t wg) const;
  // The next workgroup to run, in increasing order; false when none is left or a fault stopped the launch
  // at an earlier one.
  bool claim(uint32_t& wg);
  // True when a fault in an earlier workgroup ends the launch: workgroup `wg` stops and its outcome is dropped
  // (run one after another, it would never have started); also when the parallel run is abandoned.
  bool stopped(uint32_t wg) const {
    return wg > stopAt_.load(std::memory_order_relaxed) || abandoned_.load(std::memory_order_relaxed);
  }
  void stop(uint32_t wg);  // workgroup `wg` faulted

  // ---- a parallel run (src/emu/shared_access.h): the accesses of its workgroups are tracked in `shared`
  void track(SharedAccess* shared) { shared_ = shared; }
  SharedAccess* shared() const { return shared_; }
  // The parallel run is abandoned: its workgroups share written memory (or a worker failed); every worker stops.
  void abandon();
  bool abandoned() const { return abandoned_.load(std::memory_order_relaxed); }
  // What a worker thread threw (std::bad_alloc): kept, the run abandoned; thrown by rethrowFailure() once
  // every worker has returned.
  void fail(std::exception_ptr e);
  void rethrowFailure();
  // The workgroup whose folded outcome ended the launch with a fault (workgroups after it never ran, one
  // thread after another), or nullopt.
  std::optional<uint32_t> faultedAt() const;

  // EmulatorOptions::timeLimitSeconds from `start` (0: none); pastDeadline() reads the clock.
  void setTimeLimit(double seconds, std::chrono::steady_clock::time_point start);
  bool pastDeadline() const { return hasDeadline_ && std::chrono::steady_clock::now() > deadline_; }

  // Instruction budget of workgroup `wg`: the launch's limit minus what the workgroups before it execute. `exact`
  // tells whether every earlier workgroup has finished; otherwise the budget reserves, for each earlier one still
  // running, as many instructions as the longest finished workgroup took (while none has finished, an equal share
  // of what the limit leaves).
  uint64_t budget(uint32_t wg, bool& exact);
  // Waits until workgroup `wg` may run past `executed` instructions (its budget grew, or became exact); false when
  // the launch stopped at an earlier workgroup meanwhile.
  bool waitBudget(uint32_t wg, uint64_t executed, uint64_t& budget, bool& exact);

  void finish(WorkgroupOutcome&& o);
  // The merged result once every worker has returned, and the executions per Op of the folded workgroups.
  LaunchResult take(std::vector<uint64_t>& ops);
  // The folded workgroups' statistics (complete after take()), and how far folding got (for progress reports).
  const WorkgroupStats& stats() const { return stats_; }
  uint64_t foldedInstructions() const { return foldedInstructions_.load(std::memory_order_relaxed); }
  uint32_t foldedWorkgroups() const { return foldedWorkgroups_.load(std::memory_order_relaxed); }

  std::mutex& hookMutex() { return hookMutex_; }
  // EmulatorOptions::progress: adds what a worker executed since its last call to the launch's count and reports
  // about every 2^20 instructions, one call at a time, from whichever worker crosses the mark (so the count grows
  // from report to report whichever threads run the workgroups).
  void noteProgress(uint64_t executed, const std::function<void(const Progress&)>& report);

 private:
  void fold(WorkgroupOutcome& o);  // the next workgroup in order (mutex held)
  void lower(uint32_t wg);         // no workgroup after `wg` runs
  uint64_t budgetLocked(uint32_t wg, bool& exact) const;
  void addReport(Report r, uint32_t inst);
  void crossStale(const ScalarLineLoad& load, uint32_t loaderWg, uint32_t writerWg);

  const Program& prog_;
  const CheckMode checks_;
  const std::array<uint32_t, 3> grid_;
  const uint32_t count_;
  const uint64_t max_;
  std::atomic<uint32_t> next_{0};
  std::atomic<uint32_t> stopAt_{UINT32_MAX};
  std::atomic<bool> abandoned_{false};
  SharedAccess* shared_ = nullptr;
  std::exception_ptr failure_;
  bool hasDeadline_ = false;
  std::chrono::steady_clock::time_point deadline_;
  std::mutex mu_, hookMutex_;
  std::condition_variable folded_;
  std::map<uint32_t, WorkgroupOutcome> done_;  // finished, waiting for the workgroups before them
  uint32_t frontier_ = 0;                       // every workgroup before it is folded
  uint64_t prefix_ = 0;                         // instructions of the folded workgroups
  bool faulted_ = false;
  uint64_t longest_ = 0;                        // instructions of the longest finished workgroup
  bool anyFinished_ = false;
  LaunchResult result_;
  std::map<std::pair<uint32_t, uint8_t>, size_t> reportIndex_;
  std::vector<uint64_t> ops_;
  WorkgroupStats stats_;
  std::atomic<uint64_t> foldedInstructions_{0};
  std::atomic<uint32_t> foldedWorkgroups_{0};
  std::atomic<uint64_t> executed_{0}, nextReport_{0};
  std::mutex progressMutex_;
  // Stale scalar cache across workgroups (folded workgroups), per line: the first workgroup that loaded (wrote) it
  // and the dwords it did, and the dwords any other workgroup did, with the first of those.
  struct LineUse {
    uint32_t first = 0;
    uint16_t firstDwords = 0, otherDwords = 0;
    uint32_t other = UINT32_MAX;
    ScalarLineLoad firstLoad, otherLoad;  // for loads: the load to report
  };
  static void noteUse(LineUse& u, uint32_t wg, uint16_t dwords, const ScalarLineLoad* load);
  // The dwords workgroup `wg` did not do itself, and who did the first of them.
  static uint16_t othersDwords(const LineUse& u, uint32_t wg, uint32_t& who, const ScalarLineLoad** load);
  std::unordered_map<uint64_t, LineUse> loadedBy_, writtenBy_;
};

}  // namespace gcnkit::emu
