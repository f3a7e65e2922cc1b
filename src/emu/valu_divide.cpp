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
  static constexpr int kScale = 64, kFar = 96, kTiny = 23, kUnderflow = -150;
  static int exponent(float x) { return int(bits(x) >> 23 & 0xff); }
  static bool denorm(float x) { return fp::isDenorm32(bits(x)); }
};
template <>
struct DivFormat<double> {
  static constexpr int kScale = 128, kFar = 768, kTiny = 53, kUnderflow = -1075;
  static int exponent(double x) { return int(bits(x) >> 52 & 0x7ff); }
  static bool denorm(double x) { return fp::isDenorm64(bits(x)); }
};

// An f32 or f64 operation's lanes: its sources (flushed by the mode's input field, unless `raw`), its results, the
// mode's round field, its output modifiers.
template <class T>
struct Lanes;
template <>
struct Lanes<float> {
  static float src(const VCtx& c, int i, unsigned l, bool raw = false) {
    return f32(fp::flush32(c.a[i][l], !raw && c.mode.flushIn32));
  }
  static void set(VCtx& c, unsigned l, float v) { c.d32[l] = bits(v); }
  static float quiet(float v) { return f32(fp::quiet32(bits(v))); }
  static fp::Round round(const VCtx& c) { return c.mode.round32; }
  static void finish(VCtx& c) { finishF32(c); }
};
template <>
struct Lanes<double> {
  static double src(const VCtx& c, int i, unsigned l, bool raw = false) {
    return f64(fp::flush64(c.q[i][l], !raw && c.mode.flushIn64));
  }
  static void set(VCtx& c, unsigned l, double v) { c.d64[l] = bits(v); }
  static double quiet(double v) { return f64(fp::quiet64(bits(v))); }
  static fp::Round round(const VCtx& c) { return c.mode.round64; }
  static void finish(VCtx& c) { finishF64(c); }
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

template <class T>
void divScaleLanes(VCtx& c) {
  using L = Lanes<T>;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    T r;
    m |= uint64_t(divScale(L::src(c, 0, l), L::src(c, 1, l), L::src(c, 2, l), r)) << l;
    L::set(c, l, r);
  }
  c.maskOut = m;
  L::finish(c);
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
template <class T>
void divFmasLanes(VCtx& c) {
  using L = Lanes<T>;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const T a = L::src(c, 0, l, true), b = L::src(c, 1, l, true), s = L::src(c, 2, l, true);
    L::set(c, l, T(fp::fusedScaled(a, b, s, fmasScale(s, c.maskIn >> l & 1), L::round(c), sizeof(T) == 4)));
  }
  L::finish(c);
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
template <class T>
void divFixupLanes(VCtx& c) {
  using L = Lanes<T>;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const T r = divFixup(L::src(c, 0, l), L::src(c, 1, l), L::src(c, 2, l), L::round(c));
    L::set(c, l, std::isnan(r) ? L::quiet(r) : r);
  }
  L::finish(c);
}

}  // namespace

void registerDivideOps(SemTable& t) {
  using enum Op;
  t.set(v_div_fixup_f32, divFixupLanes<float>, VResult::R32);
  t.set(v_div_fmas_f32, divFmasLanes<float>, VResult::R32);
  t.set(v_div_scale_f32, divScaleLanes<float>, VResult::R32Mask);
  t.set(v_div_fixup_f64, divFixupLanes<double>, VResult::R64, Fidelity::Exact, {}, true);
  t.set(v_div_fmas_f64, divFmasLanes<double>, VResult::R64, Fidelity::Exact, {}, true);
  t.set(v_div_scale_f64, divScaleLanes<double>, VResult::R64Mask, Fidelity::Exact, {}, true);
}

}  // namespace gcnkit::emu
