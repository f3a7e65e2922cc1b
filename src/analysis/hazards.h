// The wait-state hazards of analysis/hazard_rules.h, on every path: for each instruction that can be the second of a
// rule's pair, the paths back to the first are searched as far as the rule reaches (its wait states, or until an
// instruction that clears it); the nearest first instruction on any path decides. Paths stop at the routine's entry
// and at calls (the callee's own instructions lie between).
#pragma once
#include "analysis/check_context.h"

namespace gcnkit::analysis {

void checkHazards(const CheckContext& cx);
// The GFX11/GFX12 hazards fixed by wait fields (s_wait_alu, an LDS direct load's own): analysis/alu_wait_hazards.cpp.
void checkAluWaitHazards(const CheckContext& cx);

}  // namespace gcnkit::analysis
