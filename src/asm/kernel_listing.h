// How llvm-mc 22 lists an .amdhsa_kernel block in -filetype=asm output: every field of the descriptor in
// its fixed order for the target's generation, with the values the block produced (next_free_* and
// reserve_* as written or defaulted, everything else read back from the descriptor).
#pragma once
#include <string>

#include "asm/program.h"
#include "isa/target.h"
#include "object/kernel_descriptor.h"

namespace gcnkit {

// `codeObjectVersion` decides two lines as llvm-mc 22 does: .amdhsa_uses_dynamic_stack from V5 on, and
// .amdhsa_reserve_xnack_mask for V4-V5 on processors with xnack (llvm-mc 22 leaves it out of V6 listings).
std::string amdhsaKernelListing(const AsmKernel& k, const KernelDescriptor& kd, const Target& t, int codeObjectVersion);

}  // namespace gcnkit
