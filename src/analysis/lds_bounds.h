// DS accesses provably beyond the LDS a work-group of the kernel has: the address VGPR holds the same known value in
// every lane (a constant moved or computed into it on every path) and the access starts at or beyond the group
// segment (the descriptor's GROUP_SEGMENT_FIXED_SIZE; the processor's LDS when the kernel may get dynamic LDS).
#pragma once
#include <cstdint>

#include "analysis/check_context.h"

namespace gcnkit::analysis {

// (Bytes of LDS one work-group can address on the processor: processorLdsBytes, isa/occupancy.h.)
// The LDS bytes a work-group of the kernel is sure to have, or the processor's when it may be given more at dispatch.
uint32_t kernelLdsLimit(const Kernel& k);

void checkLdsBounds(const CheckContext& cx);

}  // namespace gcnkit::analysis
