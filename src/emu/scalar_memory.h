// The scalar memory unit: SMEM/SMRD instructions issue into the wave's queue and complete (memory access and
// SGPR write-back together) when a wait, the end of the wave or a full LGKM counter forces them, in the chosen
// return order; the scalar cache model behind the stale-cache check. Internal to src/emu.
#pragma once
#include <cstddef>
#include <cstdint>
#include <random>

#include "emu/scalar_cache.h"
#include "emu/unit.h"

namespace gcnkit::emu {

class ScalarMemory : public Unit {
 public:
  explicit ScalarMemory(LaunchContext& cx);
  // A value the wave receives through the KM counter (s_sendmsg_rtn_*): it lands in `dst` when it completes.
  bool issueReturn(Wave& w, uint32_t index, uint16_t dst, unsigned dwords, uint64_t value);
  bool execSmem(Wave& w, const SInst& d, uint32_t index);
  // Completes operations until the wave's LGKM weight is at most `weight` (s_waitcnt lgkmcnt); false on a fault.
  bool drainTo(Wave& w, uint32_t weight);
  // SGPRs whose SMEM result may still be in flight on hardware.
  static RegMask hazard(const Wave& w) {
    RegMask m = w.pendingMask;
    m |= w.unsureMask;
    return m;
  }
  // A workgroup starts: its cache domain is empty, the random return order reseeded for it.
  void beginWorkgroup(uint32_t wgLinear);
  ScalarCacheModel& cache() { return cache_; }

 private:
  size_t pickPending(const Wave& w);
  bool enqueue(Wave& w, PendingOp& p);  // joins the wave's KM/LGKM queue (stalls when the counter is full)
  bool completeSubDword(Wave& w, const PendingOp& p);
  bool completeOne(Wave& w, size_t which);
  std::mt19937_64 rng_;
  ScalarCacheModel cache_;
};

}  // namespace gcnkit::emu
