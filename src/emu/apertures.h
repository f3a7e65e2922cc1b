// The emulator's memory apertures (GFX9+): the high 32 bits of the flat addresses where LDS and scratch
// appear. src_shared_base/src_private_base read them, and a V5 kernarg segment's implicit block holds them
// (hidden_shared_base, hidden_private_base), so both take them from here.
#pragma once
#include <cstdint>

namespace gcnkit::emu {

inline constexpr uint32_t kSharedApertureHi = 0x10000u, kSharedApertureLimitHi = 0x1ffffu;
inline constexpr uint32_t kPrivateApertureHi = 0x20000u, kPrivateApertureLimitHi = 0x2ffffu;

// The value of a memory-aperture source (operand codes 235-239: src_shared_base, src_shared_limit,
// src_private_base, src_private_limit, src_pops_exiting_wave_id), read by VALU sources and buffer SOFFSET;
// false for any other code.
inline bool apertureSource(uint16_t code, uint32_t& v) {
  switch (code) {
    case 235: v = kSharedApertureHi; return true;
    case 236: v = kSharedApertureLimitHi; return true;
    case 237: v = kPrivateApertureHi; return true;
    case 238: v = kPrivateApertureLimitHi; return true;
    case 239: v = 0; return true;
    default: return false;
  }
}

}  // namespace gcnkit::emu
