// Register and counter effects of memory instructions: scalar memory (SMEM/SMRD) and vector memory (DS, MUBUF,
// MTBUF, MIMG, FLAT, GLOBAL, SCRATCH) and exports. Part of effectsOf (analysis/effects.h).
#pragma once
#include "analysis/effects.h"
#include "isa/ops.h"

namespace gcnkit::analysis {

void smemEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e);
void vectorMemoryEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e);

}  // namespace gcnkit::analysis
