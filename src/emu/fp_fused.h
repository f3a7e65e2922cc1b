// A fused multiply-add scaled by a power of two and rounded once: the arithmetic of v_div_fmas, whose scale
// (2^+-64 for f32, 2^+-128 for f64) is part of the one rounding, so a quotient that becomes denormal when it is
// scaled back is rounded once, at the denormal's precision, as the hardware does.
#pragma once
#include "emu/fp.h"

namespace gcnkit::emu::fp {

// (a * b + c) * 2^scale, computed exactly and rounded once to f64 (`toF32` false) or f32 (true) with mode `r`
// (overflow to infinity or the largest finite value as the mode says; denormal results kept: the caller
// flushes). f32 operands are passed as doubles (exactly). Infinities and NaN follow the host's fma.
double fusedScaled(double a, double b, double c, int scale, Round r, bool toF32);

}  // namespace gcnkit::emu::fp
