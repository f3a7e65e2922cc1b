// VALU semantics: single and double precision arithmetic. Basic operations are IEEE-754 in the wave's round
// mode (the host computes them with its rounding mode set to the wave's); fused operations are fused, mad is
// not; the transcendental approximations are modelled (correctly rounded results with the documented special
// cases: fidelity "approximate"). Facts from CLRX's GCN ISA documentation (GcnInstrsVop1/2/3.md).
#include <algorithm>
#include <cmath>
#include <limits>

#include "emu/valu_lanes.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

namespace {

using fp::bits;
using fp::f32;
using fp::f64;
using u32 = uint32_t;
using u64 = uint64_t;

constexpr float kMaxF = std::numeric_limits<float>::max();
constexpr double kMaxD = std::numeric_limits<double>::max();

// ---- fused multiply-add (the lane loop is in fp_kernels.cpp) ----
void fma32(VCtx& c) {
  fp::fmaLanes32(c.a[0], c.a[1], c.a[2], c.d32, c.lanes, c.mode.flushIn32, flushOutInLoop32(c));
  finishIfModified32(c);
}

// ---- min/max with the MODE register's IEEE bit ----
template <bool Max>
void minmax32(VCtx& c) {
  const bool fin = c.mode.flushIn32, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::minMax<float, Max>(fp::flush32(c.a[0][l], fin), fp::flush32(c.a[1][l], fin), ieee);
  finishF32(c);
}
template <bool Max>
void minmax64(VCtx& c) {
  const bool fin = c.mode.flushIn64, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d64[l] = fp::minMax<double, Max>(fp::flush64(c.q[0][l], fin), fp::flush64(c.q[1][l], fin), ieee);
  finishF64(c);
}
template <bool Max>
void minmax3_32(VCtx& c) {
  const bool fin = c.mode.flushIn32, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = fp::flush32(c.a[0][l], fin), b = fp::flush32(c.a[1][l], fin), s = fp::flush32(c.a[2][l], fin);
    c.d32[l] = fp::minMax<float, Max>(fp::minMax<float, Max>(a, b, ieee), s, ieee);
  }
  finishF32(c);
}

// med3 per the reference: a NaN source makes the result the min of the other two.
void med3_32(VCtx& c) {
  const bool fin = c.mode.flushIn32, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = fp::flush32(c.a[0][l], fin), b = fp::flush32(c.a[1][l], fin), s = fp::flush32(c.a[2][l], fin);
    u32 r;
    if (fp::isNan32(a)) r = fp::minMax<float, false>(b, s, ieee);
    else if (fp::isNan32(b)) r = fp::minMax<float, false>(a, s, ieee);
    else if (fp::isNan32(s)) r = fp::minMax<float, false>(a, b, ieee);
    else {
      const float x = f32(a), y = f32(b), z = f32(s);
      if ((z > y && z < x) || (z < y && z > x)) r = s;
      else if ((y > z && y < x) || (y < z && y > x)) r = b;
      else r = a;
    }
    c.d32[l] = r;
  }
  finishF32(c);
}

// Legacy (DX9) min/max of GFX6/7: the comparison decides, so a NaN operand yields the other one or itself.
template <bool Max>
void legacyMinMax(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = fp::flush32(c.a[0][l], fin), b = fp::flush32(c.a[1][l], fin);
    const bool pickA = Max ? f32(a) >= f32(b) : f32(a) < f32(b);
    c.d32[l] = pickA ? a : b;
  }
  finishF32(c);
}

// Legacy multiply: 0 times anything (infinity and NaN included) is 0.
float mulLegacy(float a, float b) { return (a == 0 || b == 0 ? 0.0f : a * b); }
float fmaLegacy(float a, float b, float s) { return (a == 0 || b == 0 ? s + 0.0f : std::fma(a, b, s)); }

// mad/mac f32 are not fused and do not keep denormals (LLVM: the hardware flushes them whatever the mode):
// the product is rounded, flushed, then added.
float flushF(float x) { return (f32(fp::flush32(bits(x), true))); }
float mad(float a, float b, float s) {
  const float p = flushF(flushF(a) * flushF(b));
  return flushF(p + flushF(s));
}
float madLegacy(float a, float b, float s) { return (mulLegacy(flushF(a), flushF(b)) + flushF(s)); }

void madmk(VCtx& c) {  // src0 * K + src1
  const float k = f32(c.vi->k);
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = bits(mad(f32(c.a[0][l]), k, f32(c.a[1][l])));
  finishF32(c);
}
void madak(VCtx& c) {  // src0 * src1 + K
  const float k = f32(c.vi->k);
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = bits(mad(f32(c.a[0][l]), f32(c.a[1][l]), k));
  finishF32(c);
}
void fmamk(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  const float k = f32(fp::flush32(c.vi->k, fin));
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = bits(std::fma(f32(fp::flush32(c.a[0][l], fin)), k, f32(fp::flush32(c.a[1][l], fin))));
  finishF32(c);
}
void fmaak(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  const float k = f32(fp::flush32(c.vi->k, fin));
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = bits(std::fma(f32(fp::flush32(c.a[0][l], fin)), f32(fp::flush32(c.a[1][l], fin)), k));
  finishF32(c);
}

// ldexp: src1 is a signed integer exponent.
void ldexp32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const int e = std::clamp(int32_t(c.a[1][l]), -1000, 1000);
    c.d32[l] = bits(std::ldexp(f32(fp::flush32(c.a[0][l], fin)), e));
  }
  finishF32(c);
}
void ldexp64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const int e = std::clamp(int32_t(c.a[1][l]), -5000, 5000);
    c.d64[l] = bits(std::ldexp(f64(fp::flush64(c.q[0][l], fin)), e));
  }
  finishF64(c);
}

// ---- rounding to integers, fract, frexp ----
// Round half to even whatever the host's rounding mode (remainder() is exact and mode-independent).
template <class T>
T rndne(T x) {
  if (!std::isfinite(x)) return x;
  return std::copysign(x - std::remainder(x, T(1)), x);
}
float fract32(float x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return std::copysign(std::numeric_limits<float>::quiet_NaN(), x);
  return std::min(x - std::floor(x), 0x1.fffffep-1f);  // the documented bound: below 1.0
}
double fract64(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return std::copysign(std::numeric_limits<double>::quiet_NaN(), x);
  return std::min(x - std::floor(x), 0x1.fffffffffffffp-1);
}
float frexpMant32(float x) {
  if (std::isinf(x) || std::isnan(x)) return x;
  int e;
  return std::frexp(x, &e);
}
double frexpMant64(double x) {
  if (std::isinf(x) || std::isnan(x)) return x;
  int e;
  return std::frexp(x, &e);
}
void frexpExp32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float x = f32(fp::flush32(c.a[0][l], fin));
    int e = 0;
    if (std::isfinite(x)) std::frexp(x, &e);
    c.d32[l] = u32(e);
  }
}
void frexpExp64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double x = f64(fp::flush64(c.q[0][l], fin));
    int e = 0;
    if (std::isfinite(x)) std::frexp(x, &e);
    c.d32[l] = u32(e);
  }
}

// ---- transcendental approximations: correctly rounded (computed in double, rounded once) ----
float rcp(float x) { return (float(1.0 / double(x))); }
float rsq(float x) { return (x < 0 ? -std::numeric_limits<float>::quiet_NaN() : float(1.0 / std::sqrt(double(x)))); }
float sqrt32(float x) { return (float(std::sqrt(double(x)))); }
float exp2f_(float x) { return (float(std::exp2(double(x)))); }
float log2f_(float x) {
  if (x < 0) return -std::numeric_limits<float>::quiet_NaN();
  return float(std::log2(double(x)));
}
float rcpClamp(float x) {
  const float r = rcp(x);
  return std::isinf(r) ? std::copysign(kMaxF, r) : r;
}
float rsqClamp(float x) {
  const float r = rsq(x);
  return std::isinf(r) ? std::copysign(kMaxF, r) : r;
}
float logClamp(float x) {
  const float r = log2f_(x);
  return std::isinf(r) && r < 0 ? -kMaxF : r;
}
float rcpLegacy(float x) {
  if (x == 0) return std::copysign(0.0f, x);
  const float r = rcp(x);
  return std::isinf(r) ? std::copysign(0.0f, x) : r;
}
float rsqLegacy(float x) {
  const float r = rsq(x);
  return std::isinf(r) ? std::copysign(kMaxF, r) : r;
}
double rcp64(double x) { return (1.0 / x); }
double rsq64(double x) { return (x < 0 ? -std::numeric_limits<double>::quiet_NaN() : 1.0 / std::sqrt(x)); }
double rcpClamp64(double x) {
  const double r = 1.0 / x;
  return std::isinf(r) ? std::copysign(kMaxD, r) : r;
}
double rsqClamp64(double x) {
  const double r = rsq64(x);
  return std::isinf(r) ? std::copysign(kMaxD, r) : r;
}

// sin/cos take revolutions (x * 2*pi radians). GFX6-8 accept |x| <= 1 (the reference page), GFX9+ |x| <= 256
// (LLVM omits the range reduction there); out of range gives 0, infinity a NaN.
template <bool Cos>
void trig32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  const double limit = vectorFeatures(c.gen).trigRange;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float x = f32(fp::flush32(c.a[0][l], fin));
    float r;
    if (std::isnan(x)) r = x;
    else if (std::isinf(x)) r = -std::numeric_limits<float>::quiet_NaN();
    else if (std::fabs(double(x)) > limit) r = 0.0f;
    else {
      const double turns = double(x) - std::floor(double(x));  // exact
      r = float(Cos ? std::cos(turns * 2 * M_PI) : std::sin(turns * 2 * M_PI));
    }
    c.d32[l] = bits(r);
  }
  finishF32(c);
}

// exp: below -126 the result is 0 whatever the mode (reference page); log/rsq do not take denormal inputs.
float expDoc(float x) { return (x < -126.0f ? 0.0f : exp2f_(x)); }
float logDoc(float x) { return (log2f_(f32(fp::flush32(bits(x), true)))); }
float rsqDoc(float x) { return (rsq(f32(fp::flush32(bits(x), true)))); }

// mullit (GFX6/7): 0 when src2 <= 0 or NaN is false... per the reference page.
void mullit(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float a = f32(c.a[0][l]), b = f32(c.a[1][l]), s = f32(c.a[2][l]);
    float r = -kMaxF;
    if (s > 0 && !std::isnan(s)) r = (a != 0 && b != 0) ? a * b : 0.0f;
    c.d32[l] = bits(r);
  }
  finishF32(c);
}

constexpr std::string_view kCorrectlyRounded =
    "correctly rounded result of the exact function (computed in double precision, rounded once), with the "
    "special cases the ISA documents for 0, infinities, NaN and denormals";

void reg32(SemTable& t, Op op, ValuFn fn, Fidelity f = Fidelity::Exact, std::string_view how = {}) {
  t.set(op, fn, VResult::R32, f, how);
}
// f64 results round and flush with MODE's double/half fields.
void reg64(SemTable& t, Op op, ValuFn fn, Fidelity f = Fidelity::Exact, std::string_view how = {}) {
  t.set(op, fn, VResult::R64, f, how, true);
}

}  // namespace

void registerFloatOps(SemTable& t) {
  using enum Op;
  constexpr auto A = Fidelity::Approximate;
  const std::string_view CR = kCorrectlyRounded;
  reg32(t, v_add_f32, f32x2<[](float a, float b) { return (a + b); }>);
  reg32(t, v_sub_f32, f32x2<[](float a, float b) { return (a - b); }>);
  reg32(t, v_subrev_f32, f32x2<[](float a, float b) { return (b - a); }>);
  reg32(t, v_mul_f32, f32x2<[](float a, float b) { return (a * b); }>);
  reg32(t, v_mul_legacy_f32, f32x2<mulLegacy>);
  reg32(t, v_min_f32, minmax32<false>);
  reg32(t, v_max_f32, minmax32<true>);
  reg32(t, v_min_legacy_f32, legacyMinMax<false>);
  reg32(t, v_max_legacy_f32, legacyMinMax<true>);
  reg32(t, v_mac_f32, f32x3<mad>);
  reg32(t, v_mac_legacy_f32, f32x3<madLegacy>);
  reg32(t, v_mad_f32, f32x3<mad>);
  reg32(t, v_mad_legacy_f32, f32x3<madLegacy>);
  reg32(t, v_madmk_f32, madmk);
  reg32(t, v_madak_f32, madak);
  reg32(t, v_fmac_f32, fma32);
  reg32(t, v_fma_f32, fma32);
  reg32(t, v_fmac_legacy_f32, f32x3<fmaLegacy>);
  reg32(t, v_fma_legacy_f32, f32x3<fmaLegacy>);
  reg32(t, v_fmamk_f32, fmamk);
  reg32(t, v_fmaak_f32, fmaak);
  reg32(t, v_ldexp_f32, ldexp32);
  reg32(t, v_min3_f32, minmax3_32<false>);
  reg32(t, v_max3_f32, minmax3_32<true>);
  reg32(t, v_med3_f32, med3_32);
  reg32(t, v_mullit_f32, mullit);
  reg32(t, v_fract_f32, f32x1<fract32>);
  reg32(t, v_trunc_f32, f32x1<[](float a) { return (std::trunc(a)); }>);
  reg32(t, v_ceil_f32, f32x1<[](float a) { return (std::ceil(a)); }>);
  reg32(t, v_rndne_f32, f32x1<rndne<float>>);
  reg32(t, v_floor_f32, f32x1<[](float a) { return (std::floor(a)); }>);
  reg32(t, v_frexp_mant_f32, f32x1<frexpMant32>);
  t.set(v_frexp_exp_i32_f32, frexpExp32, VResult::R32);
  reg32(t, v_exp_f32, f32x1<expDoc>, A, CR);
  reg32(t, v_exp_legacy_f32, f32x1<expDoc>, A, CR);
  reg32(t, v_log_f32, f32x1<logDoc>, A, CR);
  reg32(t, v_log_legacy_f32, f32x1<logDoc>, A, CR);
  reg32(t, v_log_clamp_f32, f32x1<logClamp>, A, CR);
  reg32(t, v_rcp_f32, f32x1<rcp>, A, CR);
  reg32(t, v_rcp_iflag_f32, f32x1<rcp>, A, CR);
  reg32(t, v_rcp_clamp_f32, f32x1<rcpClamp>, A, CR);
  reg32(t, v_rcp_legacy_f32, f32x1<rcpLegacy>, A, CR);
  reg32(t, v_rsq_f32, f32x1<rsqDoc>, A, CR);
  reg32(t, v_rsq_clamp_f32, f32x1<rsqClamp>, A, CR);
  reg32(t, v_rsq_legacy_f32, f32x1<rsqLegacy>, A, CR);
  reg32(t, v_sqrt_f32, f32x1<sqrt32>, A, CR);
  reg32(t, v_sin_f32, trig32<false>, A, CR);
  reg32(t, v_cos_f32, trig32<true>, A, CR);

  reg64(t, v_add_f64, f64x2<[](double a, double b) { return (a + b); }>);
  reg64(t, v_mul_f64, f64x2<[](double a, double b) { return (a * b); }>);
  reg64(t, v_fma_f64, f64x3<[](double a, double b, double s) { return (std::fma(a, b, s)); }>);
  reg64(t, v_min_f64, minmax64<false>);
  reg64(t, v_max_f64, minmax64<true>);
  reg64(t, v_ldexp_f64, ldexp64);
  reg64(t, v_fract_f64, f64x1<fract64>);
  reg64(t, v_trunc_f64, f64x1<[](double a) { return (std::trunc(a)); }>);
  reg64(t, v_ceil_f64, f64x1<[](double a) { return (std::ceil(a)); }>);
  reg64(t, v_rndne_f64, f64x1<rndne<double>>);
  reg64(t, v_floor_f64, f64x1<[](double a) { return (std::floor(a)); }>);
  reg64(t, v_frexp_mant_f64, f64x1<frexpMant64>);
  t.set(v_frexp_exp_i32_f64, frexpExp64, VResult::R32);
  reg64(t, v_rcp_f64, f64x1<rcp64>, A, "correctly rounded 1/x with the ISA's special cases");
  reg64(t, v_rsq_f64, f64x1<rsq64>, A, "1/sqrt(x) in double (two roundings), with the ISA's special cases");
  reg64(t, v_sqrt_f64, f64x1<[](double a) { return (std::sqrt(a)); }>, A, "correctly rounded sqrt(x)");
  reg64(t, v_rcp_clamp_f64, f64x1<rcpClamp64>, A, "correctly rounded 1/x, infinities clamped to +-MAX");
  reg64(t, v_rsq_clamp_f64, f64x1<rsqClamp64>, A, "1/sqrt(x) in double, infinities clamped to +-MAX");
}

}  // namespace gcnkit::emu
