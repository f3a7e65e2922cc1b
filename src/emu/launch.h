// The launch: the dispatch unit that runs a grid's workgroups (on one or more host threads), schedules their
// waves and barriers, and steps each instruction through the checks unit and then the unit that executes it;
// with the inspection hooks (trace, statistics, progress, the fidelity report). Internal to src/emu.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "emu/checks.h"
#include "emu/compiled_engine.h"
#include "emu/launch_context.h"
#include "emu/scalar_alu.h"
#include "emu/scalar_memory.h"
#include "emu/trace.h"
#include "emu/unit.h"
#include "emu/vector_alu.h"
#include "emu/vector_memory.h"
#include "emu/workgroup_queue.h"

namespace gcnkit::emu {

// The launch's shared context is built before the units that refer to it (a base constructed first).
struct LaunchContextOwner {
  LaunchContextOwner(MachineState& m, const LaunchConfig& cfg) : context(m, cfg) {}
  LaunchContext context;
};

class Launch : private LaunchContextOwner, public Unit {
 public:
  Launch(MachineState& m, const LaunchConfig& cfg);
  ~Launch();
  LaunchResult run();
  // ---- parallel workgroups: a worker runs the workgroups it claims from `q` (src/emu/launch.cpp) ----
  void work(WorkgroupQueue& q);

 private:
  friend class CompiledEngine;  // runs regions of the program in the units' place (src/emu/compiled_engine.h)
  friend struct JitHelpers;
  // ---- execution: one instruction; false when the wave stops
  bool step(Wave& w);
  bool overBudget(Wave& w, uint32_t index);  // the instruction limit, exact across threads

  // ---- scheduling
  void initWave(Wave& w, uint32_t wgLinear, const std::array<uint32_t, 3>& wgId, uint32_t waveInGroup,
                uint32_t waves, uint32_t items, const std::array<uint32_t, 3>& wgSize);
  bool runWorkgroup(uint32_t wgLinear, const std::array<uint32_t, 3>& wgId);
  void runParallel(WorkgroupQueue& q, unsigned threads);
  void timeLimit(const std::vector<Wave>& ws);
  WorkgroupOutcome takeOutcome(uint32_t wg);
  void keep(const Wave& w);

  // ---- inspection (src/emu/trace.cpp, src/emu/stats.cpp, src/emu/fidelity.cpp)
  bool observedStep(Wave& w);  // step() plus the trace and per-instruction counts; only when observed_
  void traceEvent(const Wave& w, uint32_t index, uint64_t sequence, const std::array<uint32_t, 128>& sBefore,
                  bool sccBefore, uint64_t execBefore, const RegMask& landed);
  void noteProgress();
  void takeStats(WorkgroupStats& into);
  void collectStats(const WorkgroupStats& totals, double seconds);
  void collectFidelity();

  // ---- the units
  Checks checker_;
  ScalarMemory smem_;
  ScalarAlu salu_;
  VectorMemory vmem_;
  VectorAlu valu_;

  uint64_t budget_ = 0;      // instructions the workgroup may execute (WorkgroupQueue::budget)
  bool budgetExact_ = false;
  // ---- inspection: per workgroup, folded in workgroup order by the queue (a trace runs on one thread).
  std::unique_ptr<Tracer> tracer_;        // null: no trace
  std::vector<TraceEvent> traceEvents_;   // the running workgroup's, until delivered
  std::vector<uint32_t> traceV_;          // VGPRs before the traced instruction
  std::vector<uint64_t> executedAt_;      // per instruction index, with EmulatorOptions::stats (else empty)
  bool observed_ = false;                 // tracer_ or executedAt_: step through observedStep
  uint64_t nextProgress_ = ~0ull;         // clock at which the next progress check is due (never: no progress)
  uint64_t progressNoted_ = 0;            // clock when this worker last added to the launch's progress count
  bool progress_ = false;                 // EmulatorOptions::progress is set
  std::unique_ptr<CompiledEngine> compiled_;  // the compiled engine (null: the interpreter steps everything)
};

}  // namespace gcnkit::emu
