// What a kernel descriptor gives each wave of the kernel on a processor: the registers it allocates, and the
// SGPRs and VGPRs the dispatch writes before the first instruction (LLVM AMDGPU guide, "Initial Kernel Execution
// State"). The emulator's dispatch and checks and the static checks read them here.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "isa/target.h"
#include "object/kernel_descriptor.h"

namespace gcnkit {

// Whether the descriptor asks for wave32 (ENABLE_WAVEFRONT_SIZE32; GFX10+).
bool descriptorWave32(const KernelDescriptor& kd, const Target& t);

// What the descriptor allocates to each wave: `file` VGPR rows (with a unified VGPR/AGPR file, both kinds), of
// which the first `vgprs` are VGPRs, and `sgprs` SGPRs. AGPRs (MAI processors): `agprs` of them from row
// `agprBase`: inside the file from ACCUM_OFFSET on with a unified file (gfx90a+), else a file of their own as
// large as the VGPRs' (gfx908: the descriptor's count covers the larger of the two files). GFX10 gives every
// wave all its SGPRs.
struct RegisterAllocation {
  uint32_t file = 0, vgprs = 0, sgprs = 0;
  uint32_t agprBase = 0, agprs = 0;
};
RegisterAllocation registerAllocation(const KernelDescriptor& kd, const Target& t);

// The message for an instruction naming registers up to (one past) these ends beyond the allocation, or
// nullopt when they fit.
std::optional<std::string> registerBoundsMessage(const RegisterAllocation& a, const Target& t, uint32_t sgprEnd,
                                                 uint32_t vgprEnd, uint32_t agprEnd);

// The SGPRs the dispatch initializes, in order from s0: the user SGPRs the descriptor enables, then the system
// SGPRs (work-group ids, work-group info, the private segment wave offset).
enum class InitialSgpr : uint8_t {
  PrivateSegmentBuffer, DispatchPtr, QueuePtr, KernargSegmentPtr, DispatchId, FlatScratchInit,
  PrivateSegmentSize, KernargPreload, WorkgroupIdX, WorkgroupIdY, WorkgroupIdZ, WorkgroupInfo,
  PrivateSegmentWaveOffset,
};
struct InitialSgprRange {
  InitialSgpr what;
  uint8_t first, count;
};
std::string_view initialSgprName(InitialSgpr s);  // "kernarg segment pointer", ...
struct InitialRegisters {
  std::vector<InitialSgprRange> sgprs;
  unsigned sgprCount = 0;     // s0 .. s(sgprCount - 1) are written
  unsigned workitemIdDims = 1;  // work-item ids in v0 (x), v1 (y), v2 (z), or all in v0 (packed-tid processors)
  bool packedWorkitemIds = false;
  bool flatScratch = false;   // architected flat scratch: FLAT_SCRATCH holds the wave's scratch address
  bool architectedSgprs = false;  // the work-group ids are in TTMP9 (x) and TTMP7 (y 15:0, z 31:16), not in SGPRs
};
InitialRegisters initialRegisters(const KernelDescriptor& kd, const Target& t);

}  // namespace gcnkit
