// Registers against the kernel descriptor: instructions naming registers beyond what the descriptor allocates (in
// the kernel or any function it calls), and SGPRs a kernel reads before the dispatch (user and system SGPRs) or an
// instruction writes them, on some path.
#pragma once
#include <vector>

#include "analysis/check_context.h"

namespace gcnkit::analysis {

// `callees`: the routines of the functions the kernel calls, directly or not (their instructions use the kernel's
// registers).
void checkRegisterBounds(const CheckContext& kernel, const std::vector<const Routine*>& callees,
                         std::vector<Finding>& out);
void checkUninitializedSgprs(const CheckContext& cx);

}  // namespace gcnkit::analysis
