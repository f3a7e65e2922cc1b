// The emulator's memory apertures (GFX9+): the high 32 bits of the flat addresses where LDS and scratch
// appear. src_shared_base/src_private_base read them, and a V5 kernarg segment's implicit block holds them
// (hidden_shared_base, hidden_private_base), so both take them from here.
#pragma once
#include <cstdint>

namespace gcnkit::emu {

inline constexpr uint32_t kSharedApertureHi = 0x10000u, kSharedApertureLimitHi = 0x1ffffu;
inline constexpr uint32_t kPrivateApertureHi = 0x20000u, kPrivateApertureLimitHi = 0x2ffffu;

}  // namespace gcnkit::emu
