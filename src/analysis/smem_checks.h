// The scalar-memory rules of the source documents, statically: SDATA/SBASE alignment, negative offsets, the GFX8
// store offset, invalidates alone in their group and outside clauses, s_clause lengths (codec/smem_rules.h holds
// each rule and its message, shared with the emulator's run-time checks), and scalar stores written back before the
// program ends.
#pragma once
#include "analysis/check_context.h"

namespace gcnkit::analysis {

void checkScalarMemory(const CheckContext& cx);

}  // namespace gcnkit::analysis
