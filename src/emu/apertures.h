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

}  // namespace gcnkit::emu
