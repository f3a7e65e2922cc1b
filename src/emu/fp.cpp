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
constexpr Format kBfloat{8, -126, 127};

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


}  // namespace

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

uint16_t f64ToBf16(double x, Round r) {
  if (isNan64(bits(x))) return uint16_t(bits(f64ToF32(x, r)) >> 16);  // f32's quiet NaN, its top half
  const bool neg = std::signbit(x);
  const double a = std::fabs(x);
  if (std::isinf(a) || a == 0) return uint16_t(bits(float(x)) >> 16);
  const double big = std::ldexp(1.0, 128);
  const double v = a >= big ? big : roundMagnitude(a, neg, r, false, kBfloat);
  if (v >= big) return uint16_t((neg ? 0x8000u : 0u) | (overflowToInf(neg, r) ? 0x7f80u : 0x7f7fu));
  return uint16_t(bits(float(neg ? -v : v)) >> 16);  // exact: v has at most 8 significant bits
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
