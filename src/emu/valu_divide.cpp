// VALU semantics: the division helpers v_div_scale, v_div_fmas and v_div_fixup (f32 and f64; f16's fixup is in
// valu_half.cpp), as AMD's pseudo-code for them defines them (the RDNA and CDNA instruction set manuals; the
// reference pages abbreviate them), read where that code cannot be meant literally as src/emu/README.md
// ("Division") says. Together with v_rcp and fma they make the division sequence LLVM emits correctly rounded.
#include <cmath>
#include <limits>

#include "emu/fp_fused.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

using fp::bits;
using fp::f32;
using fp::f64;

template <class T>
struct DivFormat;
template <>
struct DivFormat<float> {
  static constexpr int kMant = 23, kScale = 64, kFar = 96, kTiny = 23, kUnderflow = -150;
  static int exponent(float x) { return int(bits(x) >> 23 & 0xff); }
  static bool denorm(float x) { return fp::isDenorm32(bits(x)); }
};
template <>
struct DivFormat<double> {
  static constexpr int kMant = 52, kScale = 128, kFar = 768, kTiny = 53, kUnderflow = -1075;
  static int exponent(double x) { return int(bits(x) >> 52 & 0x7ff); }
  static bool denorm(double x) { return fp::isDenorm64(bits(x)); }
};

// x / y rounded to nearest even with denormals kept, whatever the wave's mode (the pseudo-code's "S2 / S1" and
// "1.0 / S1" are classified, not computed in the MODE the instruction runs in).
template <class T>
T nearestQuotient(T x, T y) {
  const fp::Round saved = fp::hostRound();
  fp::setHostRound(fp::kNearestEven);
  volatile T q = x / y;
  fp::setHostRound(saved);
  return q;
}

// v_div_scale: s0 is the value to scale (the denominator s1 or the numerator s2). Returns the lane's VCC bit.
//   s2 == 0 or s1 == 0                 D = NaN
//   exponent(s2) - exponent(s1) >= 96  (768) the quotient is near the largest float: VCC, and the denominator
//                                      is scaled up by 2^64 (2^128); the numerator is not
//   s1 denormal                        both scaled up
//   1/s1 and s2/s1 denormal            VCC, and the denominator (only) scaled down (*)
//   1/s1 denormal                      both scaled down
//   s2/s1 denormal                     VCC, and the numerator (only) scaled up
//   exponent(s2) <= 23 (53)            the numerator is tiny: both scaled up
// (*) the manuals scale it up by 2^64 (2^128) there, which makes a denominator whose reciprocal is denormal
// infinite; LLVM's sequence needs it scaled down (the quotient then comes out 2^64 (2^128) too large, which VCC
// tells div_fmas to undo). The reciprocal's class is the source format's: the f32 text tests 1.0 / 64'F(S1) for
// an f64 denormal, which no f32 can give, and LLVM's f32 sequence runs v_rcp_f32 in the kernel's mode, where a
// flushed denormal reciprocal of an unscaled huge denominator would turn every such quotient into 0.
template <class T>
bool divScale(T s0, T s1, T s2, T& out) {
  using F = DivFormat<T>;
  out = s0;
  if (s2 == 0 || s1 == 0) {
    out = std::numeric_limits<T>::quiet_NaN();
    return false;
  }
  if (F::exponent(s2) - F::exponent(s1) >= F::kFar) {
    if (s0 == s1) out = std::ldexp(s0, F::kScale);
    return true;
  }
  if (F::denorm(s1)) {
    out = std::ldexp(s0, F::kScale);
    return false;
  }
  const bool rcpDenorm = F::denorm(nearestQuotient(T(1), s1)), quotientDenorm = F::denorm(nearestQuotient(s2, s1));
  if (rcpDenorm && quotientDenorm) {
    if (s0 == s1) out = std::ldexp(s0, -F::kScale);
    return true;
  }
  if (rcpDenorm) {
    out = std::ldexp(s0, -F::kScale);
    return false;
  }
  if (quotientDenorm) {
    if (s0 == s2) out = std::ldexp(s0, F::kScale);
    return true;
  }
  if (F::exponent(s2) <= F::kTiny) out = std::ldexp(s0, F::kScale);
  return false;
}

void divScale32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    float r;
    const bool flag = divScale(f32(fp::flush32(c.a[0][l], fin)), f32(fp::flush32(c.a[1][l], fin)),
                               f32(fp::flush32(c.a[2][l], fin)), r);
    c.d32[l] = bits(r);
    m |= uint64_t(flag) << l;
  }
  c.maskOut = m;
  finishF32(c);
}
void divScale64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    double r;
    const bool flag = divScale(f64(fp::flush64(c.q[0][l], fin)), f64(fp::flush64(c.q[1][l], fin)),
                               f64(fp::flush64(c.q[2][l], fin)), r);
    c.d64[l] = bits(r);
    m |= uint64_t(flag) << l;
  }
  c.maskOut = m;
  finishF64(c);
}

// v_div_fmas: fma(s0, s1, s2), and in lanes whose VCC bit is set times 2^64 (f64: 2^128) when |s2| (the scaled
// quotient) >= 2, else 2^-64 (2^-128), undoing div_scale; the scale is part of the one rounding (a quotient
// that is denormal once scaled back is rounded once, at its own precision). Input denormals are not flushed
// (the manuals' note); the output follows the mode.
template <class T>
int fmasScale(T s2, bool vcc) {
  if (!vcc) return 0;
  return std::fabs(s2) >= T(2) ? DivFormat<T>::kScale : -DivFormat<T>::kScale;
}
void divFmas32(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float a = f32(c.a[0][l]), b = f32(c.a[1][l]), s = f32(c.a[2][l]);
    const double r = fp::fusedScaled(a, b, s, fmasScale(s, c.maskIn >> l & 1), c.mode.round32, true);
    c.d32[l] = bits(float(r));
  }
  finishF32(c);
}
void divFmas64(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double a = f64(c.q[0][l]), b = f64(c.q[1][l]), s = f64(c.q[2][l]);
    c.d64[l] = bits(fp::fusedScaled(a, b, s, fmasScale(s, c.maskIn >> l & 1), c.mode.round64, false));
  }
  finishF64(c);
}

// v_div_fixup: divFixupValue's special cases, and before the quotient itself the manuals' underflow rule: when
// exponent(n) - exponent(d) < -150 (-1075) the quotient is below half the smallest denormal, whatever div_fmas
// computed (a huge denominator may have been scaled to infinity on the way): its rounding, 0 of the quotient's
// sign (the smallest denormal when the mode rounds away from zero in that direction). The manuals' overflow rule
// (exponent(d) == 255 / 2047) cannot be reached: such a denominator is an infinity or NaN, handled before.
template <class T>
T divFixup(T q, T d, T n, fp::Round r) {
  using F = DivFormat<T>;
  const bool special = std::isnan(n) || std::isnan(d) || d == 0 || n == 0 || std::isinf(d) || std::isinf(n);
  if (!special && F::exponent(n) - F::exponent(d) < F::kUnderflow) {
    const bool neg = std::signbit(d) != std::signbit(n);
    const bool away = (r == fp::kPlusInf && !neg) || (r == fp::kMinusInf && neg);
    const T v = away ? std::numeric_limits<T>::denorm_min() : T(0);
    return neg ? -v : v;
  }
  return divFixupValue(q, d, n);
}
void divFixup32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float q = f32(fp::flush32(c.a[0][l], fin)), d = f32(fp::flush32(c.a[1][l], fin)),
                n = f32(fp::flush32(c.a[2][l], fin));
    uint32_t r = bits(divFixup(q, d, n, c.mode.round32));
    if (fp::isNan32(r)) r = fp::quiet32(r);
    c.d32[l] = r;
  }
  finishF32(c);
}
void divFixup64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double q = f64(fp::flush64(c.q[0][l], fin)), d = f64(fp::flush64(c.q[1][l], fin)),
                 n = f64(fp::flush64(c.q[2][l], fin));
    uint64_t r = bits(divFixup(q, d, n, c.mode.round64));
    if (fp::isNan64(r)) r = fp::quiet64(r);
    c.d64[l] = r;
  }
  finishF64(c);
}

}  // namespace

void registerDivideOps(SemTable& t) {
  using enum Op;
  t.set(v_div_fixup_f32, divFixup32, VResult::R32);
  t.set(v_div_fmas_f32, divFmas32, VResult::R32);
  t.set(v_div_scale_f32, divScale32, VResult::R32Mask);
  t.set(v_div_fixup_f64, divFixup64, VResult::R64, Fidelity::Exact, {}, true);
  t.set(v_div_fmas_f64, divFmas64, VResult::R64, Fidelity::Exact, {}, true);
  t.set(v_div_scale_f64, divScale64, VResult::R64Mask, Fidelity::Exact, {}, true);
}

}  // namespace gcnkit::emu
