// IEEE half-precision helpers of the assemblers' 16-bit float operands (VALU f16 sources and K constants, GFX11.5's
// SALU f16 sources): the rounded half of a double (the inline constant codes of half patterns: isa/float_constants.h).
#pragma once
#include <bit>
#include <cstdint>

#include "isa/float_constants.h"

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

}  // namespace gcnkit
