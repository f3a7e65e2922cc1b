#include "emu/small_float.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "emu/fp.h"

namespace gcnkit::emu {
namespace {

// The largest finite value's exponent field and mantissa.
struct Largest {
  uint32_t exponent, mantissa;
};
Largest largest(const SmallFormat& f) {
  const uint32_t e = (1u << f.exponentBits) - 1, m = (1u << f.mantissaBits) - 1;
  switch (f.specials) {
    case SmallSpecials::OcpE4m3: return {e, m - 1};
    case SmallSpecials::Ieee: return {e - 1, m};
    default: return {e, m};
  }
}

uint32_t signBit(const SmallFormat& f, bool neg) { return neg ? 1u << (f.exponentBits + f.mantissaBits) : 0; }

uint32_t pack(const SmallFormat& f, bool neg, uint32_t exponent, uint32_t mantissa) {
  return signBit(f, neg) | exponent << f.mantissaBits | mantissa;
}

uint32_t maxFinite(const SmallFormat& f, bool neg) {
  const Largest l = largest(f);
  return pack(f, neg, l.exponent, l.mantissa);
}

uint32_t nanOf(const SmallFormat& f, bool neg) {
  const uint32_t e = (1u << f.exponentBits) - 1, m = (1u << f.mantissaBits) - 1;
  switch (f.specials) {
    case SmallSpecials::Fnuz: return signBit(f, true);
    case SmallSpecials::OcpE4m3: return pack(f, neg, e, m);
    case SmallSpecials::Ieee: return pack(f, neg, e, 1u << (f.mantissaBits - 1));  // quiet
    case SmallSpecials::None: break;
  }
  return 0;  // no NaN in the format: the model gives +0 (src/emu/README.md)
}

// Beyond the largest finite value (or infinite) without saturation.
uint32_t overflowOf(const SmallFormat& f, bool neg) {
  switch (f.specials) {
    case SmallSpecials::Ieee: return pack(f, neg, (1u << f.exponentBits) - 1, 0);  // infinity
    case SmallSpecials::None: return maxFinite(f, neg);  // no infinity or NaN: the largest value
    default: return nanOf(f, neg);
  }
}

}  // namespace

float smallToF32(uint32_t v, const SmallFormat& f) {
  const int e = f.exponentBits, m = f.mantissaBits;
  v &= (1u << f.bits()) - 1;
  const bool neg = (v >> (e + m)) & 1;
  const uint32_t ex = (v >> m) & ((1u << e) - 1), mant = v & ((1u << m) - 1);
  const uint32_t allOnes = (1u << e) - 1;
  const float nan = std::bit_cast<float>(fp::kQnan32);
  if (f.specials == SmallSpecials::Fnuz && v == signBit(f, true)) return nan;
  if (f.specials == SmallSpecials::Ieee && ex == allOnes) return mant ? nan : (neg ? -INFINITY : INFINITY);
  if (f.specials == SmallSpecials::OcpE4m3 && ex == allOnes && mant == (1u << m) - 1) return nan;
  const float mag = ex == 0 ? std::ldexp(float(mant), 1 - f.bias - m)
                            : std::ldexp(float(mant + (1u << m)), int(ex) - f.bias - m);
  return neg ? -mag : mag;
}

uint32_t f32ToSmall(float x, const SmallFormat& f, SmallRounding r) {
  const uint32_t xb = fp::bits(x);
  const bool neg = xb >> 31;
  if (std::isnan(x)) return nanOf(f, neg);
  if (std::isinf(x)) return r.saturate ? maxFinite(f, neg) : overflowOf(f, neg);
  const bool signedZero = f.specials != SmallSpecials::Fnuz;  // FNUZ has no negative zero: its pattern is NaN
  const uint32_t zero = signedZero ? signBit(f, neg) : 0;
  const double a = std::fabs(double(x));
  if (a == 0) return zero;
  const int m = f.mantissaBits, minExp = 1 - f.bias;
  int e2 = 0;
  std::frexp(a, &e2);                               // a = [0.5, 1) * 2^e2
  const int exponent = std::max(e2 - 1, minExp);    // the result's exponent (subnormal: the smallest normal's)
  const int quantum = exponent - m;                  // the result's unit in the last place is 2^quantum
  const double scaled = std::ldexp(a, -quantum);     // exact: a power-of-two scaling of a 24-bit significand
  uint64_t units = uint64_t(std::floor(scaled));
  const double fraction = scaled - double(units);     // exact
  if (r.stochastic) {
    // The dropped bits of the f32 significand, counted from its last place (2^-149 for denormals).
    const int ulp = (xb & 0x7f800000u) ? int((xb >> 23) & 0xff) - 127 - 23 : -149;
    const int dropped = quantum - ulp;
    if (dropped > 0) {
      // Only the 32 most significant dropped bits meet the random word (a tiny denormal drops up to ~107):
      // fraction is in [0, 1), so its first `kept` binary digits are floor(fraction * 2^kept).
      const int kept = std::min(dropped, 32);
      const uint64_t below = uint64_t(std::ldexp(fraction, kept));
      const uint64_t mask = (uint64_t(1) << kept) - 1;
      if (below + (r.random & mask) > mask) ++units;
    }
  } else if (fraction > 0.5 || (fraction == 0.5 && (units & 1))) {
    ++units;
  }
  if (units == 0) return zero;
  uint32_t exponentField = 0, mantissa = 0;
  if (units < (uint64_t(1) << m)) {  // subnormal (only at the smallest exponent)
    mantissa = uint32_t(units);
  } else {
    int ex = exponent;
    if (units >= (uint64_t(2) << m)) {  // rounded up to the next binade
      units >>= 1;
      ++ex;
    }
    const int field = ex + f.bias;
    const Largest l = largest(f);
    mantissa = uint32_t(units - (uint64_t(1) << m));
    if (field > int(l.exponent) || (field == int(l.exponent) && mantissa > l.mantissa))
      return r.saturate ? maxFinite(f, neg) : overflowOf(f, neg);
    exponentField = uint32_t(field);
  }
  return pack(f, neg, exponentField, mantissa);
}

}  // namespace gcnkit::emu
