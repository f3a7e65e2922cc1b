// A kernel's resources and occupancy, as clang reports them with -Rpass-analysis=kernel-resource-usage: SGPRs,
// VGPRs and AGPRs as LLVM counts them, scratch per lane, dynamic stack, LDS per work-group, and the waves per SIMD
// that fit, computed from the processor's register files and granules, its LDS, the wave size and the kernel's
// largest work-group, with the resource that limits them.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "analysis/code_image.h"

namespace gcnkit::analysis {

// What one processor offers a kernel (LLVM's subtarget facts; GFX10+ in WGP or CU mode as the descriptor says).
struct ProcessorLimits {
  unsigned maxWavesPerSimd;  // waves one SIMD holds
  unsigned simdsPerCu;       // SIMDs the waves of a work-group share (a CU, or a WGP on GFX10+ in WGP mode)
  unsigned vgprs;            // VGPRs of one SIMD for the wave size (the unified VGPR/AGPR file with gfx90a-insts)
  unsigned vgprGranule;      // VGPRs are allocated in these steps
  unsigned ldsBytes;         // LDS one work-group can address
  unsigned maxBarriers;      // work-groups of more than one wave one CU can hold
  bool sgprsLimit;           // the SGPR count limits occupancy (before GFX10)
};
ProcessorLimits processorLimits(const Target& t, bool wave32, bool wgpMode);
// Waves per SIMD with this many SGPRs (the generation's table; GFX10+: no limit).
unsigned wavesWithSgprs(const Target& t, unsigned sgprs);

enum class Limit : uint8_t { Hardware, Lds, Sgprs, Vgprs, Workgroup };
std::string_view limitName(Limit l);  // "waves per SIMD", "LDS", "SGPRs", "VGPRs", "work-group size"

struct KernelResources {
  std::string kernel;
  std::string source;           // where the register counts come from: "metadata" or "descriptor"
  unsigned sgprs = 0, vgprs = 0, agprs = 0;
  std::optional<unsigned> sgprSpills, vgprSpills;
  uint64_t scratchPerLane = 0;  // bytes
  bool dynamicStack = false;
  uint64_t ldsPerWorkgroup = 0;
  unsigned maxWorkgroupSize = 0;
  unsigned waveSize = 64;
  unsigned occupancy = 0;       // waves per SIMD
  Limit limitedBy = Limit::Hardware;
  // The waves each resource alone allows (0: the resource does not limit on this processor).
  unsigned byHardware = 0, byLds = 0, bySgprs = 0, byVgprs = 0;
};

KernelResources kernelResources(const CodeImage& image, const Kernel& k);

}  // namespace gcnkit::analysis
