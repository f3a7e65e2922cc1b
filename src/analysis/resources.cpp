#include "analysis/resources.h"

#include <algorithm>

#include "analysis/lds_bounds.h"
#include "analysis/routine.h"
#include "isa/occupancy.h"
#include "isa/registers.h"
#include "object/kernel_descriptor.h"
#include "object/kernel_registers.h"

namespace gcnkit::analysis {

ProcessorLimits processorLimits(const Target& t, bool wave32, bool wgpMode) {
  const OccupancyFacts& f = occupancyFacts(t.gen());
  const bool unified = t.has(kFeatGfx90aInsts);  // gfx90a, gfx942, gfx950: one file of VGPRs and AGPRs
  ProcessorLimits l{};
  l.maxWavesPerSimd = unified ? 8 : f.maxWavesPerSimd;
  l.simdsPerCu = wgpMode ? f.simdsPerWgp : f.simdsPerCu;
  l.vgprs = unified ? 512 : wave32 ? f.vgprsWave32 : f.vgprsWave64;
  l.vgprGranule = unified ? 8 : wave32 ? f.vgprGranuleWave32 : f.vgprGranuleWave64;
  if (t.proc && (t.proc->flags & kVgprs1_5x)) {  // (gfx1100, gfx1101, gfx1151: 1536/768 VGPRs, granules of 24/12)
    l.vgprs = l.vgprs * 3 / 2;
    l.vgprGranule = uint8_t(l.vgprGranule * 3 / 2);
  }
  l.ldsBytes = processorLdsBytes(t);
  l.maxBarriers = wgpMode ? f.maxBarriersWgp : f.maxBarriersCu;
  l.sgprsLimit = f.sgprSteps[0] != 0;
  return l;
}

unsigned wavesWithSgprs(const Target& t, unsigned sgprs) {
  const OccupancyFacts& f = occupancyFacts(t.gen());
  if (!f.sgprSteps[0]) return ~0u;
  unsigned waves = 10;  // the SGPR file of a SIMD divided by what a wave allocates, as LLVM tabulates it
  for (uint8_t most : f.sgprSteps) {
    if (!most || sgprs <= most) return waves;
    --waves;
  }
  return waves;
}

std::string_view limitName(Limit l) {
  switch (l) {
    case Limit::Hardware: return "waves per SIMD";
    case Limit::Lds: return "LDS";
    case Limit::Sgprs: return "SGPRs";
    case Limit::Vgprs: return "VGPRs";
    case Limit::Workgroup: return "work-groups per CU";
  }
  return "?";
}

namespace {

unsigned divideCeil(unsigned a, unsigned b) { return (a + b - 1) / b; }

// The VGPR count occupancy depends on: with one file for VGPRs and AGPRs (gfx90a-insts), the VGPRs rounded up to 4
// plus the AGPRs (when there are any); else the larger of the two files (LLVM's getTotalNumVGPRs).
unsigned fileVgprs(const Target& t, unsigned vgprs, unsigned agprs) {
  if (t.has(kFeatGfx90aInsts)) return agprs ? (vgprs + 3) / 4 * 4 + agprs : vgprs;
  return std::max(vgprs, agprs);
}

// Register counts from the code when the object has no metadata: one past the highest register any reachable
// instruction of the kernel names, SGPRs with the VCC/flat-scratch/XNACK ones LLVM counts on top.
void countsFromCode(const CodeImage& image, const Kernel& k, KernelResources& r) {
  const Routine routine = buildRoutine(image, k.entry, k.target, true, k.name);
  unsigned sgprEnd = 0, vgprEnd = 0, agprEnd = 0;
  bool vcc = false, flat = false;
  const unsigned sgprs = unsigned(sgprCount(k.target.gen()));
  for (const Node& n : routine.nodes) {
    RegSet used = n.fx.reads;
    used |= n.fx.writes;
    if (n.fx.mem) used |= n.fx.mem->results;
    used.forEach([&](unsigned s) {
      if (s < sgprs) sgprEnd = std::max(sgprEnd, s + 1);
      else if (s == opnd::kVccLo || s == opnd::kVccHi) vcc = true;
      else if (s < kScalarSlots && s >= 102 && s <= 105 && k.target.gen() <= Gen::GFX9) flat = true;
      else if (s >= kVgprSlot && s < kAgprSlot) vgprEnd = std::max(vgprEnd, s - kVgprSlot + 1);
      else if (s >= kAgprSlot && s < kLdsSlot) agprEnd = std::max(agprEnd, s - kAgprSlot + 1);
    });
  }
  r.source = "code";
  r.sgprs = sgprEnd + unsigned(extraSgprs(k.target, vcc, flat, k.target.xnack));
  if (hasSgprInitBug(k.target)) r.sgprs = 96;
  r.vgprs = vgprEnd;
  r.agprs = agprEnd;
}

}  // namespace

KernelResources kernelResources(const CodeImage& image, const Kernel& k) {
  KernelResources r;
  r.kernel = k.name;
  const Target& t = k.target;
  const bool wave32 = descriptorWave32(k.descriptor, t);
  r.waveSize = wave32 ? 32 : 64;
  r.scratchPerLane = k.descriptor.privateSegmentFixedSize;
  r.ldsPerWorkgroup = k.descriptor.groupSegmentFixedSize;
  r.dynamicStack = k.descriptor.kernelCodeProperties & (1u << 11);
  if (k.metadata) {
    const KernelMetadata& m = *k.metadata;
    r.source = "metadata";
    r.sgprs = unsigned(m.sgprCount);
    r.agprs = k.agprCount.value_or(0);
    r.vgprs = unsigned(m.vgprCount);
    // .vgpr_count counts the file; with AGPRs in a unified file that is the VGPRs rounded up to 4 plus the AGPRs, and
    // the VGPRs themselves (what clang's remark shows) are those the code names, if that agrees.
    if (t.has(kFeatGfx90aInsts) && r.agprs) {
      KernelResources scan;
      countsFromCode(image, k, scan);
      r.vgprs = fileVgprs(t, scan.vgprs, r.agprs) == m.vgprCount ? scan.vgprs : unsigned(m.vgprCount) - r.agprs;
    }
    if (m.sgprSpillCount) r.sgprSpills = unsigned(*m.sgprSpillCount);
    if (m.vgprSpillCount) r.vgprSpills = unsigned(*m.vgprSpillCount);
    if (m.usesDynamicStack) r.dynamicStack = *m.usesDynamicStack;
    r.maxWorkgroupSize = unsigned(m.maxFlatWorkgroupSize);
  } else {
    countsFromCode(image, k, r);
  }
  if (!r.maxWorkgroupSize) r.maxWorkgroupSize = 1024;  // LLVM's default largest flat work-group
  // WGP mode (GFX10+): COMPUTE_PGM_RSRC1.WGP_MODE, bit 29 (clear: CU mode).
  const bool wgp = t.gen() >= Gen::GFX10 && (k.descriptor.computePgmRsrc1 >> 29 & 1);
  const ProcessorLimits l = processorLimits(t, wave32, wgp);
  r.byHardware = l.maxWavesPerSimd;
  // LDS and work-groups (LLVM's getOccupancyWithLocalMemSize): as many work-groups as the LDS and the CU's waves and
  // barriers hold, their waves spread over its SIMDs.
  const unsigned wavesPerGroup = divideCeil(r.maxWorkgroupSize, r.waveSize);
  const unsigned cuWaves = l.maxWavesPerSimd * l.simdsPerCu;
  const unsigned groupsPerCu = wavesPerGroup == 1 ? cuWaves : std::min(cuWaves / wavesPerGroup, l.maxBarriers);
  // (In WGP mode the work-groups of a WGP share both CUs' LDS: twice what one work-group may address.)
  const unsigned ldsBytes = wgp ? l.ldsBytes * 2 : l.ldsBytes;
  unsigned groups = ldsBytes / unsigned(std::max<uint64_t>(r.ldsPerWorkgroup, 1));
  if (groups == 0) {
    r.byLds = 1;
  } else {
    groups = std::min(groupsPerCu, groups);
    r.byLds = std::min(divideCeil(groups * wavesPerGroup, l.simdsPerCu), l.maxWavesPerSimd);
  }
  r.bySgprs = l.sgprsLimit ? wavesWithSgprs(t, std::max(r.sgprs, 1u)) : 0;
  const unsigned vgprs = k.metadata ? unsigned(k.metadata->vgprCount) : fileVgprs(t, r.vgprs, r.agprs);
  const unsigned need = std::max(vgprs, 1u);
  r.byVgprs = need < l.vgprGranule ? l.maxWavesPerSimd
                                   : std::min(std::max(l.vgprs / ((need + l.vgprGranule - 1) / l.vgprGranule * l.vgprGranule), 1u),
                                              l.maxWavesPerSimd);
  r.occupancy = std::min({r.byHardware, r.byLds, r.byVgprs, r.bySgprs ? r.bySgprs : ~0u});
  // The first resource (in this order) that allows no more than the occupancy names the limit.
  if (r.occupancy == r.byHardware) r.limitedBy = Limit::Hardware;
  else if (r.bySgprs && r.occupancy == r.bySgprs) r.limitedBy = Limit::Sgprs;
  else if (r.occupancy == r.byVgprs) r.limitedBy = Limit::Vgprs;
  else r.limitedBy = r.ldsPerWorkgroup ? Limit::Lds : Limit::Workgroup;
  return r;
}

}  // namespace gcnkit::analysis
