// How many wait states one s_nop provides at most, per generation: s_nop N gives N + 1, N read from SIMM16[2:0] on
// GFX6-GFX8 and SIMM16[3:0] from GFX9 on (AMD's ISA manuals, S_NOP). A column of its own, as the instruction
// tables are, so that the static checks counting wait states and writing the s_nop that fixes a hazard agree.
#pragma once
#include <array>
#include <cstdint>

#include "isa/target.h"

namespace gcnkit {

inline unsigned maxNopWaitStates(Gen g) {
  //                                                  GFX6 GFX7 GFX8 GFX9 GFX10 GFX10.3 GFX11 GFX12 GFX12.5
  static constexpr std::array<uint8_t, kGenCount> kRows{{8, 8, 8, 16, 16, 16, 16, 16, 16}};
  return kRows[size_t(genIndex(g))];
}

// The wait states `s_nop simm16` provides.
inline unsigned nopWaitStates(Gen g, uint32_t simm16) { return (simm16 & (maxNopWaitStates(g) - 1)) + 1; }

}  // namespace gcnkit
