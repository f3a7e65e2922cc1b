// The wave size a target runs: 32 lanes where the processor can run wave32 (GFX10 and later) and the target asks for
// it (wavefrontsize32, the default there), 64 everywhere else. One statement of the rule for every layer: the
// emulator's lane count and EXEC width, lane-mask operands, DPP's lane walk, the kernel descriptor's
// ENABLE_WAVEFRONT_SIZE32 default and lint's one-wave work-groups.
#pragma once
#include "isa/target.h"

namespace gcnkit {

inline bool runsWave32(const Target& t) { return t.gen() >= Gen::GFX10 && t.wave32; }
inline unsigned waveLanes(const Target& t) { return runsWave32(t) ? 32 : 64; }
// Dwords of EXEC and VCC (1 in wave32).
inline unsigned laneMaskDwords(const Target& t) { return runsWave32(t) ? 1 : 2; }

}  // namespace gcnkit
