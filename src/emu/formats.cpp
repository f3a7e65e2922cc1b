#include "emu/formats.h"

#include <algorithm>
#include <bit>
#include <cfenv>
#include <cmath>

namespace gcnkit::emu {

const DataFormat& dataFormat(unsigned dfmt) {
  // Widths from the lowest bit as the seed's table describes them: 10_11_11 is X:11 Y:11 Z:10,
  // 11_11_10 is X:10 Y:11 Z:11, code 8 is X:2 Y:10 Z:10 W:10 and code 9 is X:10 Y:10 Z:10 W:2.
  static const std::array<DataFormat, 16> kFormats = [] {
    std::array<DataFormat, 16> t{};
    auto set = [&](unsigned code, unsigned bytes, std::initializer_list<unsigned> widths) {
      DataFormat& f = t[code];
      f.bytes = uint8_t(bytes);
      unsigned at = 0;
      for (unsigned w : widths) {
        f.bits[f.count] = uint8_t(w);
        f.pos[f.count] = uint8_t(at);
        at += w;
        ++f.count;
      }
    };
    set(1, 1, {8});
    set(2, 2, {16});
    set(3, 2, {8, 8});
    set(4, 4, {32});
    set(5, 4, {16, 16});
    set(6, 4, {11, 11, 10});
    set(7, 4, {10, 11, 11});
    set(8, 4, {2, 10, 10, 10});
    set(9, 4, {10, 10, 10, 2});
    set(10, 4, {8, 8, 8, 8});
    set(11, 8, {32, 32});
    set(12, 8, {16, 16, 16, 16});
    set(13, 12, {32, 32, 32});
    set(14, 16, {32, 32, 32, 32});
    return t;
  }();
  return kFormats[dfmt & 15];
}

namespace {

uint32_t fbits(float f) { return std::bit_cast<uint32_t>(f); }
float bitsf(uint32_t u) { return std::bit_cast<float>(u); }

// Round to nearest even (the default rounding mode; std::nearbyint honours it).
double rne(double x) {
  const int old = std::fegetround();
  std::fesetround(FE_TONEAREST);
  const double r = std::nearbyint(x);
  std::fesetround(old);
  return r;
}

int64_t sext(uint32_t raw, unsigned bits) {
  if (bits >= 32) return int32_t(raw);
  const uint32_t sign = 1u << (bits - 1);
  return int64_t(int32_t((raw ^ sign) - sign));
}

// Unsigned small floats of the 10/11-bit components: 5-bit exponent, 5 or 6 mantissa bits, no sign.
float smallFloatToFloat(uint32_t raw, unsigned bits) {
  const unsigned mb = bits - 5;
  const uint32_t e = raw >> mb & 31, mant = raw & ((1u << mb) - 1);
  if (e == 31) return mant ? NAN : INFINITY;
  if (e == 0) return std::ldexp(float(mant), -14 - int(mb));
  return std::ldexp(1.0f + float(mant) / float(1u << mb), int(e) - 15);
}

uint32_t floatToSmallFloat(float f, unsigned bits) {
  const unsigned mb = bits - 5;
  if (std::isnan(f)) return 31u << mb | 1;
  if (f <= 0) return 0;  // no sign bit: negatives clamp to 0
  const uint32_t h = floatToHalf(f);  // half has the same exponent range; drop mantissa bits with RNE
  if ((h & 0x7c00) == 0x7c00) return 31u << mb;
  const unsigned drop = 10 - mb;
  uint32_t v = h & 0x7fff;
  const uint32_t rem = v & ((1u << drop) - 1), halfway = 1u << (drop - 1);
  v >>= drop;
  if (rem > halfway || (rem == halfway && (v & 1))) ++v;  // a carry into the exponent is still right
  return v;
}

}  // namespace

uint16_t floatToHalf(float f) {
  const uint32_t x = fbits(f);
  const uint32_t sign = x >> 16 & 0x8000;
  const uint32_t absx = x & 0x7fffffff;
  if (absx > 0x7f800000) return uint16_t(sign | 0x7e00);
  if (absx >= 0x477ff000) return uint16_t(sign | 0x7c00);  // rounds to infinity
  if (absx < 0x38800000) {  // half subnormal or zero
    const float a = bitsf(absx);
    return uint16_t(sign | uint32_t(rne(double(a) * 16777216.0)));  // units of 2^-24
  }
  uint32_t v = absx - 0x38000000;  // rebias exponent (127 -> 15)
  const uint32_t rem = v & 0x1fff;
  v >>= 13;
  if (rem > 0x1000 || (rem == 0x1000 && (v & 1))) ++v;
  return uint16_t(sign | v);
}

float halfToFloat(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16;
  const uint32_t e = h >> 10 & 31, m = h & 0x3ff;
  if (e == 31) return bitsf(sign | 0x7f800000 | m << 13);
  if (e == 0) {
    const float v = std::ldexp(float(m), -24);
    return sign ? -v : v;
  }
  return bitsf(sign | (e + 112) << 23 | m << 13);
}

uint32_t oneFor(unsigned nfmt) { return nfmt == kUint || nfmt == kSint ? 1u : fbits(1.0f); }

uint32_t unpackComponent(uint32_t raw, unsigned bits, unsigned nfmt) {
  const uint32_t mask = bits >= 32 ? ~0u : (1u << bits) - 1;
  raw &= mask;
  const double umax = double(mask);
  const double smax = double((uint64_t(1) << (bits - 1)) - 1);
  switch (nfmt) {
    case kUnorm: return fbits(float(double(raw) / umax));
    case kSnorm: return fbits(float(std::max(double(sext(raw, bits)) / smax, -1.0)));  // MIN and MIN+1 give -1
    case kSnormOgl: return fbits(float((2.0 * double(sext(raw, bits)) + 1.0) / umax));  // MIN..MAX -> -1..1
    case kUscaled: return fbits(float(raw));
    case kSscaled: return fbits(float(sext(raw, bits)));
    case kUint: return raw;
    case kSint: return uint32_t(int32_t(sext(raw, bits)));
    case kFloat:
      if (bits == 32) return raw;
      if (bits == 16) return fbits(halfToFloat(uint16_t(raw)));
      if (bits == 10 || bits == 11) return fbits(smallFloatToFloat(raw, bits));
      return raw;
    default: return raw;
  }
}

uint32_t packComponent(uint32_t value, unsigned bits, unsigned nfmt) {
  const uint32_t mask = bits >= 32 ? ~0u : (1u << bits) - 1;
  const double umax = double(mask);
  const double smax = double((uint64_t(1) << (bits - 1)) - 1), smin = -smax - 1;
  const float f = bitsf(value);
  auto clampNan = [](double x, double lo, double hi) { return std::isnan(x) ? 0.0 : std::clamp(x, lo, hi); };
  switch (nfmt) {
    case kUnorm: return uint32_t(rne(clampNan(f, 0.0, 1.0) * umax)) & mask;
    case kSnorm: return uint32_t(int32_t(rne(clampNan(f, -1.0, 1.0) * smax))) & mask;
    case kSnormOgl: return uint32_t(int32_t(rne((clampNan(f, -1.0, 1.0) * umax - 1.0) / 2.0))) & mask;
    case kUscaled: return uint32_t(uint64_t(rne(clampNan(f, 0.0, umax)))) & mask;
    case kSscaled: return uint32_t(int64_t(rne(clampNan(f, smin, smax)))) & mask;
    case kUint: case kSint: return value & mask;  // integers keep their low bits
    case kFloat:
      if (bits == 32) return value;
      if (bits == 16) return floatToHalf(f);
      if (bits == 10 || bits == 11) return floatToSmallFloat(f, bits);
      return value & mask;
    default: return value & mask;
  }
}

uint16_t toD16(uint32_t value, unsigned nfmt) {
  return nfmt == kUint || nfmt == kSint ? uint16_t(value) : floatToHalf(bitsf(value));
}

uint32_t fromD16(uint16_t half, unsigned nfmt) {
  if (nfmt == kUint) return half;
  if (nfmt == kSint) return uint32_t(int32_t(int16_t(half)));
  return fbits(halfToFloat(half));
}

}  // namespace gcnkit::emu
