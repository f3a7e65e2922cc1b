// IEEE half-precision helpers of the assemblers' 16-bit float operands (VALU f16 sources and K constants, GFX11.5's
// SALU f16 sources): the rounded half of a double and the inline constant codes of half patterns.
#pragma once
#include <bit>
#include <cstdint>
#include <optional>

#include "isa/registers.h"
#include "isa/vector_features.h"

namespace gcnkit {

inline uint16_t halfBits(double d) {
  // Round-to-nearest-even conversion of a double to IEEE half.
  const float f = float(d);
  uint32_t x = std::bit_cast<uint32_t>(f);
  const uint32_t sign = (x >> 16) & 0x8000;
  int exp = int((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (((x >> 23) & 0xff) == 0xff) return uint16_t(sign | 0x7c00 | (mant ? 0x200 : 0));
  if (exp >= 31) return uint16_t(sign | 0x7c00);
  if (exp <= 0) {
    if (exp < -10) return uint16_t(sign);
    mant |= 0x800000;
    const int shift = 14 - exp;
    uint32_t h = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return uint16_t(sign | h);
  }
  uint32_t h = (uint32_t(exp) << 10) | (mant >> 13);
  const uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1))) ++h;
  return uint16_t(sign | h);
}

// Inline float constants as 16-bit patterns (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi)).
inline std::optional<uint16_t> inlineHalfCode(uint32_t v, Gen g) {
  static constexpr uint16_t halves[] = {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400};
  for (int i = 0; i < 8; ++i)
    if (v == halves[i]) return uint16_t(opnd::kFloatFirst + i);
  if (v == 0x3118 && vectorFeatures(g).invPi) return opnd::kInvPi;
  return std::nullopt;
}

}  // namespace gcnkit
