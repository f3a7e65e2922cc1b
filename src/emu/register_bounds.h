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
// kinds), of which the first `vgprs` are VGPRs, and `sgprs` SGPRs. AGPRs (MAI processors): `agprs` of them
// from row `agprBase`: inside the file from ACCUM_OFFSET on with a unified file (gfx90a+), else a file of
// their own as large as the VGPRs' (gfx908: the descriptor's count covers the larger of the two files).
struct RegisterAllocation {
  uint32_t file = 0, vgprs = 0, sgprs = 0;
  uint32_t agprBase = 0, agprs = 0;
};
RegisterAllocation registerAllocation(const LoadedKernel& k, const Target& t);

// The report for the first such instruction (in address order), or nullopt. `codeAddress` is where the
// kernel's code is loaded (for the report's pc).
// `seen`, when given, receives one past the highest VGPR and AGPR any reachable instruction names.
struct RegisterEndsSeen {
  uint32_t vgpr = 0, agpr = 0;
};
// `print` and `features` write the report's instruction (EmulatorOptions::instructionText).
std::optional<Report> registerBoundsReport(const LoadedKernel& k, const Target& t, uint64_t codeAddress,
                                          RegisterEndsSeen* seen = nullptr, const InstructionText& print = {},
                                          std::string_view features = "");

}  // namespace gcnkit::emu
