// What the units of one launch share: the launch's fixed facts (the program, the register files' sizes, the
// wave size) and the running workgroup's state that more than one unit changes (its result, clock, statistics,
// the executed-op counts, the parallel run's bookkeeping, the host session). Internal to src/emu.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "emu/core.h"
#include "emu/host_session.h"
#include "emu/shared_access.h"
#include "emu/workgroup_queue.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

class Checks;

struct LaunchContext {
  LaunchContext(MachineState& m, const LaunchConfig& cfg);

  MachineState& m;
  const LaunchConfig& cfg;
  const Program& prog;
  const uint32_t vgprs;  // VGPR rows of every wave: the descriptor's allocation, or EmulatorOptions::vgprCount
  // AGPRs (MAI processors): the launch's, or without a descriptor's count a file as large as the VGPRs'.
  const uint32_t agprBase, agprs;
  const Gen gen;
  const bool gfx10;
  const bool wave32;
  const uint32_t waveSize;
  const bool checks;      // EmulatorOptions::checks is not Off
  const uint32_t lgkmMax;
  // The most vector memory operations each counter holds (VmQueue order: VM_CNT/loadcnt, VS_CNT/storecnt, the DS
  // share of LGKM_CNT/dscnt, EXP_CNT); a full counter stalls issue until its oldest operation returns.
  const std::array<uint32_t, 4> vmQueueMax;
  Checks* checker = nullptr;  // the launch's checks unit (reports and faults)

  // ---- the running workgroup (folded in workgroup order by the queue)
  LaunchResult result;
  uint64_t clock = 0;         // instructions executed in this workgroup (the s_memtime clock)
  WorkgroupStats stats;       // its counts (EmulatorOptions::stats)
  uint64_t stallClock = ~0ull;
  std::vector<uint64_t> executedOps;  // per Op: executions in this workgroup (then: the launch's, for the fidelity report)
  std::vector<uint32_t> touchedOps;   // the Ops executedOps counts in this workgroup
  WorkgroupQueue* queue = nullptr;
  SharedAccess* shared = nullptr;  // a parallel run: every global access is noted (queue->shared())
  std::unique_ptr<SharedAccess::Filter> sharedFilter;  // this worker's (with `shared`)
  uint32_t wg = 0;                 // the workgroup running
  // GFX12's work-group barrier (-1): the waves that signaled it since it last completed, and the waves that ended
  // (it completes when every wave has signaled or ended: the RDNA4 manual's barrier state).
  uint32_t barrierSignals = 0, endedWaves = 0;
  bool aborted = false;            // a fault in an earlier workgroup stopped it
  // ---- host services (src/emu/host_session.h): one session per launch, shared by its workers
  std::shared_ptr<HostSession> host;
  std::unique_lock<std::mutex> hostLock;  // held from an instruction's first watched atomic to its end
};

}  // namespace gcnkit::emu
