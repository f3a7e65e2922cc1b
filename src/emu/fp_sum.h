// The exact sum behind v_dot2_f32_f16 / v_dot2c_f32_f16 in gcnkit's model (src/emu/README.md, "Dot products"):
// two products of halves and an f32, added exactly and rounded once to f32 (fused).
#pragma once
#include "emu/fp.h"

namespace gcnkit::emu::fp {

// p0 + p1 + c rounded once to f32 with mode `r`. p0 and p1 must be products of two f16 values (exact in double:
// integers times 2^-48 below 2^32 in magnitude); c any float. Infinities and NaN follow IEEE addition.
float sumOfHalfProducts(double p0, double p1, float c, Round r);

}  // namespace gcnkit::emu::fp
