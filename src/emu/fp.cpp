#include "emu/fp.h"

#include <cfenv>

namespace gcnkit::emu::fp {

namespace {

// An IEEE binary format narrower than double: significand bits (with the hidden one), minimum normal
// exponent, maximum exponent and exponent bias.
struct Format {
  int precision, minExp, maxExp;
};
constexpr Format kHalf{11, -14, 15};
constexpr Format kSingle{24, -126, 127};

// Rounds |a| (finite, > 0) to a multiple of the format's unit in the last place at its binade, with mode `r`
// for a value of sign `neg`. Returns the rounded magnitude (possibly 2^(maxExp+1): overflow).
double roundMagnitude(double a, bool neg, Round r, bool sticky, const Format& f) {
  int e = std::ilogb(a);
  if (e < f.minExp) e = f.minExp;
  const double ulp = std::ldexp(1.0, e - (f.precision - 1));
  const double t = a / ulp;  // exact: a power-of-two scaling
  double n = std::floor(t);
  const double frac = t - n;  // exact: n < 2^precision
  bool up = false;
  switch (r) {
    case kNearestEven:
      up = frac > 0.5 || (frac == 0.5 && (sticky || std::fmod(n, 2.0) != 0));
      break;
    case kTowardZero: up = false; break;
    case kPlusInf: up = !neg && (frac > 0 || sticky); break;
    case kMinusInf: up = neg && (frac > 0 || sticky); break;
  }
  if (up) n += 1;
  return n * ulp;
}

// Overflow: infinity when the mode rounds away from zero for this sign, else the largest finite value.
bool overflowToInf(bool neg, Round r) {
  return r == kNearestEven || (r == kPlusInf && !neg) || (r == kMinusInf && neg);
}

// A NaN keeps its sign and its payload in the top mantissa bits (as a widening conversion does).
double nanFromF16(uint16_t h) {
  const uint64_t sign = uint64_t(h >> 15) << 63;
  const uint64_t payload = uint64_t(h & 0x3ff) << 42;
  return f64(sign | 0x7ff0000000000000ull | payload);
}

}  // namespace

double f16ToF64(uint16_t h) {
  const bool neg = h >> 15;
  const int e = (h >> 10) & 31;
  const int m = h & 0x3ff;
  double v;
  if (e == 31) {
    if (m == 0) v = INFINITY;
    else return nanFromF16(h);
  } else if (e == 0) {
    v = std::ldexp(double(m), -24);
  } else {
    v = std::ldexp(double(m | 0x400), e - 25);
  }
  return neg ? -v : v;
}

uint16_t f64ToF16Reference(double x, Round r, bool sticky) {
  const uint64_t b = bits(x);
  const uint16_t sign = uint16_t((b >> 48) & 0x8000);
  if (isNan64(b)) return uint16_t(sign | 0x7e00 | ((b >> 42) & 0x3ff));
  const bool neg = sign != 0;
  const double a = std::fabs(x);
  if (std::isinf(a)) return uint16_t(sign | 0x7c00);
  if (a == 0 && !sticky) return sign;
  if (a >= 65536.0) return uint16_t(sign | (overflowToInf(neg, r) ? 0x7c00 : 0x7bff));
  const double v = a == 0 ? 0.0 : roundMagnitude(a, neg, r, sticky, kHalf);
  double val = v;
  if (a == 0) {  // only a sticky remainder: the smallest denormal or zero
    const bool up = (r == kPlusInf && !neg) || (r == kMinusInf && neg);
    val = up ? std::ldexp(1.0, -24) : 0.0;
  }
  if (val >= 65536.0) return uint16_t(sign | (overflowToInf(neg, r) ? 0x7c00 : 0x7bff));
  if (val == 0) return sign;
  const int e = std::ilogb(val);
  if (e < -14) return uint16_t(sign | uint16_t(std::ldexp(val, 24)));
  const uint16_t mant = uint16_t(std::ldexp(val, 10 - e) - 1024);
  return uint16_t(sign | uint16_t((e + 15) << 10) | mant);
}

// Bit-level: the magnitude's 53-bit significand shifted to the f16 quantum of its binade (2^-24 for
// denormals), the dropped bits deciding the rounding; a carry out of the significand moves to the next binade
// (or to infinity) by itself because the exponent sits right above it.
uint16_t f64ToF16(double x, Round r, bool sticky) {
  const uint64_t b = bits(x);
  const uint16_t sign = uint16_t((b >> 48) & 0x8000);
  const uint64_t a = b & 0x7fffffffffffffffull;
  if (a > 0x7ff0000000000000ull) return uint16_t(sign | 0x7e00 | ((b >> 42) & 0x3ff));
  if (a == 0x7ff0000000000000ull) return uint16_t(sign | 0x7c00);
  if (a == 0 && !sticky) return sign;
  const bool neg = sign != 0;
  const uint16_t overflow = uint16_t(sign | (overflowToInf(neg, r) ? 0x7c00 : 0x7bff));
  const int biased = int(a >> 52);
  const int e = (biased ? biased : 1) - 1023;  // double denormals are far below the f16 range
  if (e >= 16) return overflow;
  const uint64_t m = (a & 0x000fffffffffffffull) | (biased ? 1ull << 52 : 0);
  const int shift = e >= -14 ? 42 : 28 - e;  // to units of the f16 ulp: 2^(e-10), or 2^-24 below 2^-14
  uint64_t q = 0, rem = m, half = 0;
  if (shift < 64) {
    q = m >> shift;
    rem = m & ((1ull << shift) - 1);
    half = 1ull << (shift - 1);
  }
  bool up = false;
  switch (r) {
    case kNearestEven:
      up = shift < 64 && (rem > half || (rem == half && (sticky || (q & 1))));
      break;
    case kTowardZero: break;
    case kPlusInf: up = !neg && (rem || sticky); break;
    case kMinusInf: up = neg && (rem || sticky); break;
  }
  q += up;
  // Normal: q holds the hidden bit (1024..2048), so the exponent field is (e + 14) plus q's carry.
  const uint32_t mag = e >= -14 ? uint32_t((e + 14) << 10) + uint32_t(q) : uint32_t(q);
  if (mag >= 0x7c00) return overflow;
  return uint16_t(sign | mag);
}

float f64ToF32(double x, Round r) {
  const uint64_t b = bits(x);
  if (isNan64(b)) {
    const uint32_t sign = uint32_t(b >> 32) & 0x80000000u;
    return f32(sign | 0x7fc00000u | uint32_t((b >> 29) & 0x3fffff));
  }
  const bool neg = std::signbit(x);
  const double a = std::fabs(x);
  if (std::isinf(a) || a == 0) return float(x);
  const double big = std::ldexp(1.0, 128);
  double v = a >= big ? big : roundMagnitude(a, neg, r, false, kSingle);
  if (v >= big) {
    const float m = overflowToInf(neg, r) ? INFINITY : std::nextafter(INFINITY, 0.0f);
    return neg ? -m : m;
  }
  return float(neg ? -v : v);  // exact: v is representable
}

namespace {
thread_local Round current = kNearestEven;
int hostMode(Round r) {
  switch (r) {
    case kNearestEven: return FE_TONEAREST;
    case kPlusInf: return FE_UPWARD;
    case kMinusInf: return FE_DOWNWARD;
    case kTowardZero: return FE_TOWARDZERO;
  }
  return FE_TONEAREST;
}
}  // namespace

void setHostRound(Round r) {
  if (r == current) return;
  std::fesetround(hostMode(r));
  current = r;
}

Round hostRound() { return current; }

}  // namespace gcnkit::emu::fp
