// VALU semantics: conversions between integer, f16, f32 and f64, packing conversions.
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

void registerConvertOps(SemTable& t) { (void)t; }

}  // namespace gcnkit::emu
