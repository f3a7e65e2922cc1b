// Register and counter effects of memory instructions: scalar memory (SMEM/SMRD) and vector memory (DS, MUBUF,
// MTBUF, MIMG, FLAT, GLOBAL, SCRATCH) and exports. Part of effectsOf (analysis/effects.h).
#pragma once
#include "analysis/effects.h"
#include "isa/ops.h"

namespace gcnkit::analysis {

void smemEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e);
void vectorMemoryEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e);
// The split counters (MemoryFeatures::splitWaitCounters, GFX12) for an effect stated in the earlier ones: LGKM_CNT's DS half is dscnt, its scalar half (scalar
// memory, messages) kmcnt; image samples (and image_msaa_load) count in samplecnt, ray queries in bvhcnt; the other
// vector memory loads in loadcnt (kVm), stores and atomics without return in storecnt (kVs). (A flat access counts in
// loadcnt/storecnt only, as before GFX12: whether it may reach the LDS is the compiler's knowledge.)
void splitCounters(const OpInfo& info, MemEffect& m);

}  // namespace gcnkit::analysis
