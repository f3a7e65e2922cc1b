// A static check at dispatch: the first instruction of a kernel that names an SGPR or a VGPR beyond what its
// descriptor allocates (GRANULATED_WAVEFRONT_SGPR_COUNT / GRANULATED_WORKITEM_VGPR_COUNT, that is
// .amdhsa_next_free_sgpr/vgpr rounded to the granule). Hardware gives such a wave no such register: reads
// return another wave's values and writes are lost, silently. Independent of which instructions the
// emulator executes: every instruction reachable from the entry is examined, vector ones included.
#pragma once
#include <cstdint>
#include <optional>

#include "emu/code_object.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"

namespace gcnkit::emu {

// What a kernel's descriptor allocates to each wave: `file` VGPR rows (with a unified VGPR/AGPR file, both
// kinds), of which the first `vgprs` are VGPRs, and `sgprs` SGPRs.
struct RegisterAllocation {
  uint32_t file = 0, vgprs = 0, sgprs = 0;
};
RegisterAllocation registerAllocation(const LoadedKernel& k, const Target& t);

// The report for the first such instruction (in address order), or nullopt. `codeAddress` is where the
// kernel's code is loaded (for the report's pc).
std::optional<Report> registerBoundsReport(const LoadedKernel& k, const Target& t, uint64_t codeAddress);

}  // namespace gcnkit::emu
