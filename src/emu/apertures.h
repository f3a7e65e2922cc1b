// The emulator's memory apertures (GFX9+): the high 32 bits of the flat addresses where LDS and scratch
// appear. src_shared_base/src_private_base read them, and a V5 kernarg segment's implicit block holds them
// (hidden_shared_base, hidden_private_base), so both take them from here.
#pragma once
#include <cstdint>

namespace gcnkit::emu {

inline constexpr uint32_t kSharedApertureHi = 0x10000u, kSharedApertureLimitHi = 0x1ffffu;
inline constexpr uint32_t kPrivateApertureHi = 0x20000u, kPrivateApertureLimitHi = 0x2ffffu;

// The value of a memory-aperture source (operand codes 235-239: src_shared_base, src_shared_limit,
// src_private_base, src_private_limit, src_pops_exiting_wave_id) at the operand's width; false for any other
// code. The apertures are 64-bit registers: a base is its high dword shifted up (the low dword is 0), a limit
// ends in 0xffffffff. A 32-bit operand reads the low dword (LLVM reads them with s_mov_b64 and takes the high
// dword: its lowering notes that a 32-bit read does not give the aperture).
inline bool apertureSource(uint16_t code, bool is64, uint64_t& v) {
  uint64_t full = 0;
  switch (code) {
    case 235: full = uint64_t(kSharedApertureHi) << 32; break;
    case 236: full = uint64_t(kSharedApertureLimitHi) << 32 | 0xffffffffu; break;
    case 237: full = uint64_t(kPrivateApertureHi) << 32; break;
    case 238: full = uint64_t(kPrivateApertureLimitHi) << 32 | 0xffffffffu; break;
    case 239: full = 0; break;
    default: return false;
  }
  v = is64 ? full : uint32_t(full);
  return true;
}

// HW_REG_SH_MEM_BASES (hwreg 15, GFX9+): bits 15:0 the private aperture's and 31:16 the shared aperture's
// address bits 63:48 (LLVM before 16 reads the apertures this way, then shifts them into the high dword).
inline constexpr uint32_t kShMemBases = (kSharedApertureHi >> 16) << 16 | (kPrivateApertureHi >> 16);

// GFX12.5 (CDNA5 guide, "Global Shared Scratch Addressing"): a flat address is in the private aperture when its
// bits 63:58 equal SH_MEM_BASES.PRIVATE_BASE[15:10]; there is no src_private_base (codes 237-239 are reserved),
// and a wave reads its own part as FLAT_SCRATCH_BASE (codes 230/231). The emulator's aperture is bits 63:58 = 1
// (0x0400_0000_0000_0000: inside the guide's hole, away from every allocation and from the shared aperture).
inline constexpr uint64_t kScratchAperture58 = 1;
inline constexpr uint16_t kSrcFlatScratchBaseLo = 230;  // its high dword (231) as a 32-bit source is undefined
inline constexpr uint32_t kShMemBasesGfx12_5 = (kSharedApertureHi >> 16) << 16 | uint32_t(kScratchAperture58 << 10);

// FLAT_SCRATCH_BASE (GFX12.5): the flat address of lane 0's first private dword, from the wave's SCRATCH_BASE
// (the guide: wave32 {PRIVATE_BASE[63:58], 0, 5'b0, SCRATCH_BASE[56:7], 2'b0}, wave64 {PRIVATE_BASE[63:58], 1,
// 6'b0, SCRATCH_BASE[56:8], 2'b0}). Compilers add (lane << 52) and the private offset to it.
inline uint64_t flatScratchBase(uint64_t scratchBase, bool wave32) {
  const uint64_t top = kScratchAperture58 << 58;
  return wave32 ? top | ((scratchBase >> 7) & ((1ull << 50) - 1)) << 2
                : top | 1ull << 57 | ((scratchBase >> 8) & ((1ull << 49) - 1)) << 2;
}

inline bool inScratchAperture58(uint64_t a) { return a >> 58 == kScratchAperture58; }

// The memory address of a flat address in that aperture, wave32 half (bit 57 clear): the guide's
// {addr[51:2], addr[56:52], addr[1:0]}, the lane in bits 56:52 becoming the swizzle's dword within a row of 32.
// The guide gives no mapping for the wave64 half (bit 57 set): false there.
inline bool scratchApertureAddress(uint64_t a, uint64_t& mem) {
  if (a >> 57 & 1) return false;
  mem = ((a >> 2) & ((1ull << 50) - 1)) << 7 | ((a >> 52) & 31) << 2 | (a & 3);
  return true;
}

}  // namespace gcnkit::emu
