// LDS shared between the waves of a work-group without s_barrier: a DS read that may read what a DS write of
// another lane wrote, reached from that write on some path that passes no s_barrier. Within a wave the hardware
// keeps DS operations in order; across waves only the barrier does (the work-group's waves run independently), so
// such a read may see the value from before the write. "Another lane" is judged by address: a read at the same
// address register and offsets as the write reads what its own lane wrote and is left alone. A warning (lint does
// not know the addresses' values: a kernel that hands data between lanes of one wave only is correct without a
// barrier); not reported in a kernel whose work-groups are one wave.
#pragma once
#include "analysis/check_context.h"

namespace gcnkit::analysis {

void checkLdsSynchronization(const CheckContext& cx);

}  // namespace gcnkit::analysis
