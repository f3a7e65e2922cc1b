// Missing waits, on every path: a dataflow over the routine of the memory operations that may still be outstanding,
// per s_waitcnt counter, with each generation's counter maxima (a full counter stalls issue), LGKM_CNT weights and
// return order (vector memory in order within its counter, DS in order among DS, scalar memory in any order). An
// instruction that reads or overwrites a register an outstanding operation will still write, or overwrites data an
// outstanding store still reads, is reported with the operation and the weakest wait that fixes it; so are DS (and
// LDS-DMA) operations still outstanding at s_barrier, which does not wait for them.
//
// Calls follow LLVM's convention: a function may assume nothing outstanding at entry (it waits first) and returns
// with nothing outstanding, so a call ends the caller's outstanding operations and a function starts with an
// unknown caller's operations on every register.
#pragma once
#include "analysis/check_context.h"

namespace gcnkit::analysis {

void checkWaits(const CheckContext& cx);

}  // namespace gcnkit::analysis
