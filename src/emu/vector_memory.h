// The vector memory unit and the LDS: MUBUF/MTBUF, DS, FLAT/GLOBAL/SCRATCH and MIMG instructions (each
// lane's access bounds-checked, atomics atomic across host threads, LDS races tracked between barriers), the
// VM/VS/EXP counters and DS's share of LGKM, and the in-flight VGPR check. Internal to src/emu.
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "emu/atomics.h"
#include "emu/scalar_memory.h"
#include "emu/unit.h"
#include "emu/vmem.h"
#include "emu/vmem_state.h"
#include "isa/symbolic.h"

namespace gcnkit::emu {

class VectorMemory : public Unit {
 public:
  VectorMemory(LaunchContext& cx, ScalarMemory& smem)
      : Unit(cx), smem_(smem), perWave_(!cx.m.options.perLaneMemory) {}
  bool execVmem(Wave& w, const DInst& d, uint32_t index);    // MUBUF/MTBUF/DS/FLAT/GLOBAL/SCRATCH/MIMG
  bool vmemBefore(Wave& w, const DInst& d, uint32_t index);  // counter waits and in-flight VGPR check
  // One dword of the workgroup's LDS at a byte address; false after a fault when it lies outside the LDS.
  bool ldsReadDword(Wave& w, uint32_t byteAddr, uint32_t& v, uint32_t index);
  bool ldsReadBytes(Wave& w, uint32_t byteAddr, unsigned bytes, uint32_t& v, uint32_t index);  // lds_direct
  // A barrier's release: the next LDS epoch, with what the waves' outstanding DS and LDS-DMA operations touched.
  void releaseBarrier(std::vector<Wave>& waves);
  // A workgroup starts: a fresh LDS of `bytes` (race tracking when several waves share it).
  void beginWorkgroup(uint32_t wgLinear, uint32_t bytes, bool track);
  // The end of a barrier epoch (a barrier's release, the workgroup's end): reports the epoch's used reads that raced
  // with another wave's atomics (src/emu/lds_used_reads.cpp); the waves' unused reads are forgotten.
  void settleLdsReads(std::vector<Wave>& waves);
  // The workgroup's LDS bytes (allocated on first use), for WaveSetup hooks.
  std::span<uint8_t> ldsBytes() {
    lds_.ensure();
    return lds_.size() ? std::span<uint8_t>(lds_.at(0), lds_.size()) : std::span<uint8_t>();
  }

 private:
  bool execVmemLanes(Wave& w, const DInst& d, uint32_t index);
  bool execMemOp(Wave& w, const MemInst& m, uint32_t index);  // the encoding's executor, then the counters
  bool execBuffer(Wave& w, const MemInst& m, uint32_t index);
  bool execDs(Wave& w, const MemInst& m, uint32_t index);
  bool execDsTranspose(Wave& w, const MemInst& m, uint32_t index);  // src/emu/lds_transpose.cpp
  bool execFlat(Wave& w, const MemInst& m, uint32_t index);
  // The per-wave path (src/emu/vmem_wave.cpp): a plain load or store whose active lanes (EXEC `e`, addresses `addr`,
  // least `lo`, greatest `hi`) all fall in one allocation, made at once from or into the VGPRs from `reg`; false,
  // having done nothing, where the lane-by-lane path must run. flatWave forms GLOBAL and FLAT addresses for it;
  // waveCopy takes each lane's offset from `lo` instead of its address.
  bool flatWave(Wave& w, const MemInst& m);
  bool waveAccess(Wave& w, const MemInst& m, uint64_t e, const uint64_t* addr, uint64_t lo, uint64_t hi, uint16_t reg);
  bool waveCopy(Wave& w, const MemInst& m, uint64_t e, const uint32_t* off, uint64_t lo, uint64_t hi, uint16_t reg);
  bool execImage(Wave& w, const MemInst& m, uint32_t index);        // src/emu/mimg.cpp
  void vmIssue(Wave& w, const MemInst& m, uint32_t index);          // counts the operation in its counter
  void vmRetire(Wave& w, VmQueue q, uint32_t keep);
  void noteLdsRead(Wave& w, const InFlight& f);  // a plain LDS load's value, not used yet
  void followLdsReads(Wave& w, uint32_t index);  // instruction `index` uses or overwrites those values
  bool ldsAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write, bool atomic);
  bool globalAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write);
  // An atomic on `bytes` of global memory, atomic across host threads; `old` gets the value before it, which
  // `returns` says the instruction writes to registers.
  bool globalAtomic(Wave& w, uint32_t index, uint32_t lane, uint64_t a, unsigned bytes, AtomicFn fn, uint64_t src,
                    uint64_t cmp, uint64_t& old, bool returns);
  // The private segment check: false (a fault) when lane `lane`'s access of `n` bytes at private offset `offset`
  // (or, for an address in the scratch allocation, at that address) leaves the lane's private segment.
  bool privateInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t offset, uint32_t n);
  std::string privateOverflowCause() const;
  bool scratchAddressInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t a, uint32_t n);

  ScalarMemory& smem_;          // vector writes make scalar-cached lines stale
  const bool perWave_;          // the per-wave path may run (not EmulatorOptions::perLaneMemory)
  uint32_t waitImm_ = ~0u;      // the last s_waitcnt immediate decoded, and its counts
  WaitcntCounts wait_{};
  LdsState lds_;
  bool ldsLogging_ = false;     // the executing memory operation's LDS accesses are logged in ldsLog_
  std::vector<LdsSpan> ldsLog_; // (vmIssue moves them into its InFlight entry)
  bool dsIssuing_ = false;      // a DS instruction is executing (its LDS accesses meet the in-flight LDS-DMA check)
  bool ldsSwap_ = false;        // the executing memory operation is a compare-and-swap
  int ldsAtomics_ = -1;         // the program has LDS atomics (DS or FLAT), so used reads are followed; -1 not known
  bool flatHitLds_ = false;     // the last FLAT access reached LDS in some lane (it then counts in LGKM_CNT too)
};

}  // namespace gcnkit::emu
