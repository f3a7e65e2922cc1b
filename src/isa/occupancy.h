// What one SIMD holds, per generation: the facts occupancy is computed from (AMD's ISA manuals; LLVM's
// AMDGPUBaseInfo: getMaxWavesPerEU, getVGPRAllocGranule, getTotalNumVGPRs, getNumWavesPerEUWithNumSGPRs), checked
// against clang's kernel-resource-usage remarks on GFX8-GFX11 (tests/lint). A column per fact, a row per
// generation, as the instruction tables are; a feature that changes them (the unified VGPR/AGPR file of
// gfx90a-insts) is applied by the caller.
#pragma once
#include <array>
#include <cstdint>

#include "isa/target.h"

namespace gcnkit {

struct OccupancyFacts {
  uint8_t maxWavesPerSimd;
  uint8_t simdsPerCu, simdsPerWgp;  // SIMDs a work-group's waves share: in CU mode, in WGP mode (GFX10+)
  uint16_t vgprsWave64, vgprsWave32;  // VGPRs of one SIMD's file for a wave of each size
  uint8_t vgprGranuleWave64, vgprGranuleWave32;  // VGPRs are allocated in these steps
  uint8_t maxBarriersCu, maxBarriersWgp;  // work-groups of more than one wave one CU (WGP) holds
  uint8_t ldsKiB;                          // LDS one work-group can address (gfx950-insts: 160, by feature)
  // The SGPR file limits waves when nonzero: the most SGPRs with which 10, 9, 8, ... waves fit (0 ends the list;
  // beyond the last, one wave fewer).
  std::array<uint8_t, 5> sgprSteps;
};

inline const OccupancyFacts& occupancyFacts(Gen g) {
  //  waves simds(cu,wgp) vgprs(w64,w32) granule(w64,w32) barriers(cu,wgp) LDS KiB, SGPR steps
  static constexpr std::array<OccupancyFacts, kGenCount> kRows{{
      {10, 4, 4, 256, 256, 4, 4, 16, 16, 32, {48, 56, 64, 72, 80}},  // GFX6
      {10, 4, 4, 256, 256, 4, 4, 16, 16, 64, {48, 56, 64, 72, 80}},  // GFX7
      {10, 4, 4, 256, 256, 4, 4, 16, 16, 64, {80, 88, 100, 0, 0}},   // GFX8
      {10, 4, 4, 256, 256, 4, 4, 16, 16, 64, {80, 88, 100, 0, 0}},   // GFX9
      {20, 2, 4, 512, 1024, 4, 8, 16, 32, 64, {}},                   // GFX10
      {16, 2, 4, 512, 1024, 8, 16, 16, 32, 64, {}},                  // GFX10.3
      {16, 2, 4, 512, 1024, 8, 16, 16, 32, 64, {}},                  // GFX11 (kVgprs1_5x processors: 1.5x)
      {16, 2, 4, 512, 1024, 8, 16, 16, 32, 64, {}},                  // GFX12 (as GFX11; both processors 1.5x)
      {10, 2, 4, 512, 1024, 4, 4, 16, 32, 64, {}},                   // GFX12.5 (not yet checked against clang)
  }};
  return kRows[size_t(genIndex(g))];
}

// Bytes of LDS one work-group can address on the processor (LLVM's local memory size): the generation's, 160 KiB with
// gfx950-insts. The lint's bounds and the emulator's dispatch limit read it here.
inline uint32_t processorLdsBytes(const Target& t) {
  return t.has(kFeatGfx950Insts) ? 160u * 1024 : uint32_t(occupancyFacts(t.gen()).ldsKiB) * 1024;
}

}  // namespace gcnkit
