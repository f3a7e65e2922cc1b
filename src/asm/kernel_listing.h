// How llvm-mc 22 lists an .amdhsa_kernel block in -filetype=asm output: every field of the descriptor in
// its fixed order for the target's generation, with the values the block produced (next_free_* and
// reserve_* as written or defaulted, everything else read back from the descriptor).
#pragma once
#include <string>

#include "asm/program.h"
#include "isa/target.h"
#include "object/kernel_descriptor.h"

namespace gcnkit {

std::string amdhsaKernelListing(const AsmKernel& k, const KernelDescriptor& kd, const Target& t);

}  // namespace gcnkit
