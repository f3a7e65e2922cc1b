// The exact sum of two f16 products and an f32, by integers: an f16 is an integer times 2^-24, so each product
// is an integer times 2^-48 below 2^80 of those units, and their sum fits an __int128 exactly. c joins in the
// same units when it is a multiple of 2^-48 (and below 2^78); a finer c (then |c| < 2^-24) joins in units of
// 2^-88, where a c finer still lies below every bit that can decide the rounding of a sum of at least 2^-49 and
// only its sign matters (a sticky unit); a c of 2^78 or more lies above the products' reach, which then count
// as a sticky bit below c. The integer becomes a double rounded to odd (53 bits, the sticky bit in the last
// place), which rounds correctly to f32 (24 bits) in any mode.
#include "emu/fp_sum.h"

#include <bit>
#include <cmath>

namespace gcnkit::emu::fp {

namespace {

using i128 = __int128;
using u128 = unsigned __int128;

// x * 2^scale as a double rounded to odd (exact when x has at most 53 significant bits).
double roundToOdd(i128 x, int scale) {
  const bool neg = x < 0;
  u128 m = neg ? u128(-x) : u128(x);
  const int hi = 64 - std::countl_zero(uint64_t(m >> 64));
  const int bits = hi > 0 ? 64 + hi : 64 - std::countl_zero(uint64_t(m));
  if (bits > 53) {
    const int drop = bits - 53;
    const bool sticky = (m & ((u128(1) << drop) - 1)) != 0;
    m = (m >> drop) | u128(sticky);
    scale += drop;
  }
  const double d = std::ldexp(double(uint64_t(m)), scale);
  return neg ? -d : d;
}

}  // namespace

float sumOfHalfProducts(double p0, double p1, float c, Round r) {
  if (!std::isfinite(p0) || !std::isfinite(p1) || !std::isfinite(c)) return f64ToF32(p0 + p1 + double(c), r);
  const i128 n = i128(std::ldexp(p0, 48)) + i128(std::ldexp(p1, 48));  // units of 2^-48
  const bool down = r == kMinusInf;  // an exact zero sum of nonzero terms is -0 only rounding down
  if (n == 0) {
    if (c != 0) return c;
    // Every term zero: -0 when all are -0 (or down and any is), else +0 (IEEE addition).
    const bool allNeg = std::signbit(p0) && std::signbit(p1) && std::signbit(c);
    const bool anyNeg = std::signbit(p0) || std::signbit(p1) || std::signbit(c);
    return allNeg || (down && anyNeg) ? -0.0f : 0.0f;
  }
  if (std::fabs(c) >= 0x1p78) {  // the products only nudge c: one step of a double toward their sign
    return f64ToF32(std::nextafter(double(c), n > 0 ? INFINITY : -INFINITY), r);
  }
  if (const double c48 = std::ldexp(double(c), 48); c48 == std::trunc(c48)) {
    const i128 x = n + i128(c48);
    if (x == 0) return down ? -0.0f : 0.0f;
    return f64ToF32(roundToOdd(x, -48), r);
  }
  const double c88 = std::ldexp(double(c), 88);  // |c| < 2^-24 here, so |c88| < 2^64
  const i128 x = n * (i128(1) << 40) + (c88 == std::trunc(c88) ? i128(c88) : i128(c > 0 ? 1 : -1));
  return f64ToF32(roundToOdd(x, -88), r);
}

}  // namespace gcnkit::emu::fp
