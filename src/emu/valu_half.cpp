// VALU semantics: f16 arithmetic (GFX8+). Sources are widened exactly to double; sums, differences and
// products of two f16 values are exact there, so one rounding to f16 (the wave's double/half round mode) gives
// the IEEE result. Fused operations are rounded once from an exact 128-bit fixed-point sum; mad is not fused
// (product rounded, then the sum) and flushes denormals as the reference page says. The transcendental ops are
// "approximate" (correctly rounded model). Facts from CLRX's GCN ISA documentation (GcnInstrsVop1/2/3.md).
#include "emu/valu_half.h"
#include "isa/vector_features.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace gcnkit::emu {

namespace half {

uint16_t med3(uint16_t a, uint16_t b, uint16_t c, bool ieee) {
  if (fp::isNan16(a)) return minMax<false>(b, c, ieee);
  if (fp::isNan16(b)) return minMax<false>(a, c, ieee);
  if (fp::isNan16(c)) return minMax<false>(a, b, ieee);
  const int x = key(a), y = key(b), z = key(c);
  if ((z > y && z < x) || (z < y && z > x)) return c;
  if ((y > z && y < x) || (y < z && y > x)) return b;
  return a;
}

namespace {

// A finite f16 as a signed integer count of 2^-24 (every f16 is one: |value| < 2^40 units).
int64_t units24(uint16_t h) {
  const int e = (h >> 10) & 31;
  const int64_t m = h & 0x3ff;
  const int64_t v = e ? (m | 0x400) << (e - 1) : m;
  return h & 0x8000 ? -v : v;
}

}  // namespace

uint16_t fma(uint16_t a, uint16_t b, uint16_t c, fp::Round r) {
  if (((a >> 10) & 31) == 31 || ((b >> 10) & 31) == 31 || ((c >> 10) & 31) == 31)  // inf/NaN: exact in double
    return fp::f64ToF16(std::fma(fp::f16ToF64(a), fp::f16ToF64(b), fp::f16ToF64(c)), r);
  // In units of 2^-48: |a*b| < 2^80, |c| < 2^64, so the sum is exact in 128 bits.
  const __int128 sum = __int128(units24(a)) * units24(b) + (__int128(units24(c)) << 24);
  if (sum == 0) {  // exact zero: -0 only for (-0) + (-0), or a cancellation rounded toward -inf
    const bool prodNeg = ((a ^ b) & 0x8000) != 0, prodZero = !(a & 0x7fff) || !(b & 0x7fff);
    const bool cNeg = c & 0x8000, cZero = !(c & 0x7fff);
    if (prodZero && cZero && prodNeg == cNeg) return prodNeg ? 0x8000 : 0;
    return r == fp::kMinusInf ? 0x8000 : 0;
  }
  const bool neg = sum < 0;
  unsigned __int128 mag = neg ? -(unsigned __int128)sum : (unsigned __int128)sum;
  const uint64_t hiWord = uint64_t(mag >> 64);
  const int width = hiWord ? 128 - std::countl_zero(hiWord) : 64 - std::countl_zero(uint64_t(mag));
  int shift = 0;
  bool sticky = false;
  if (width > 53) {  // truncate to 53 bits; the dropped bits become the sticky bit (round to odd)
    shift = width - 53;
    const unsigned __int128 dropped = ((unsigned __int128)1 << shift) - 1;
    sticky = (mag & dropped) != 0;
    mag >>= shift;
  }
  const double t = double(uint64_t(mag)) * fp::f64(uint64_t(1023 + shift - 48) << 52);  // exact: 2^(shift-48)
  return fp::f64ToF16(neg ? -t : t, r, sticky);
}

void finishPacked(VCtx& c) {
  const bool clamp = c.vi->clamp, dx10 = c.mode.dx10, flush = c.mode.flushOut64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    uint16_t lo = uint16_t(c.d32[l]), hi = uint16_t(c.d32[l] >> 16);
    if (clamp) lo = clampUnit(lo, dx10), hi = clampUnit(hi, dx10);
    c.d32[l] = fp::flush16(lo, flush) | uint32_t(fp::flush16(hi, flush)) << 16;
  }
}

}  // namespace half

namespace {

using u16 = uint16_t;
using u32 = uint32_t;
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

// ---- min/max/med3 ----
template <bool Max>
void minmax16(VCtx& c) {
  const bool fin = c.mode.flushIn64, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = half::minMax<Max>(fp::flush16(u16(c.a[0][l]), fin), fp::flush16(u16(c.a[1][l]), fin), ieee);
  finishF16(c);
}
template <bool Max>
void minmax3_16(VCtx& c) {
  const bool fin = c.mode.flushIn64, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u16 a = fp::flush16(u16(c.a[0][l]), fin), b = fp::flush16(u16(c.a[1][l]), fin),
              s = fp::flush16(u16(c.a[2][l]), fin);
    c.d32[l] = half::minMax<Max>(half::minMax<Max>(a, b, ieee), s, ieee);
  }
  finishF16(c);
}
void med3_16(VCtx& c) {
  const bool fin = c.mode.flushIn64, ieee = c.mode.ieee;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = half::med3(fp::flush16(u16(c.a[0][l]), fin), fp::flush16(u16(c.a[1][l]), fin),
                          fp::flush16(u16(c.a[2][l]), fin), ieee);
  finishF16(c);
}

// ---- multiply-add: mad (not fused, denormals flushed) and fma (fused, rounded once) ----
u16 mad16(u16 a, u16 b, u16 s, fp::Round r) {
  const u16 p = fp::flush16(fp::f64ToF16(h2d(a, true) * h2d(b, true), r), true);
  return fp::flush16(fp::f64ToF16(fp::f16ToF64(p) + h2d(s, true), r), true);
}

// Which sources feed the multiply-add: (src0, src1, src2), madmk (src0, K, src1), madak (src0, src1, K).
enum class Mk { Three, MulK, AddK };

template <bool Fused, Mk K>
void muladd16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  const u16 k = u16(c.vi->k);
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u16 x = u16(c.a[0][l]);
    const u16 y = K == Mk::MulK ? k : u16(c.a[1][l]);
    const u16 z = K == Mk::Three ? u16(c.a[2][l]) : K == Mk::MulK ? u16(c.a[1][l]) : k;
    c.d32[l] = Fused ? half::fma(fp::flush16(x, fin), fp::flush16(y, fin), fp::flush16(z, fin), r) : mad16(x, y, z, r);
  }
  finishF16(c);
}

// ---- ldexp, rounding, fract, frexp ----
void ldexp16(VCtx& c) {  // src1 is a signed 16-bit exponent; the scaled value is exact in double
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::f64ToF16(std::ldexp(h2d(c.a[0][l], fin), std::clamp<int>(int16_t(c.a[1][l]), -100, 100)), r);
  finishF16(c);
}
// Round half to even whatever the host's rounding mode (remainder() is exact and mode-independent).
double rndne(double x) { return std::isfinite(x) ? std::copysign(x - std::remainder(x, 1.0), x) : x; }
double fract(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return std::copysign(kNan, x);
  return std::min(x - std::floor(x), 1.0 - 0x1p-11);  // the documented bound: the largest f16 below 1.0
}
double frexpMant(double x) {
  if (!std::isfinite(x)) return x;
  int e;
  return std::frexp(x, &e);
}
void frexpExp16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double x = h2d(c.a[0][l], fin);
    int e = 0;
    if (std::isfinite(x)) std::frexp(x, &e);
    c.d32[l] = u32(e) & 0xffff;
  }
}

void divFixup16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u16 h = fp::f64ToF16(divFixupValue(h2d(c.a[0][l], fin), h2d(c.a[1][l], fin), h2d(c.a[2][l], fin)), r);
    c.d32[l] = fp::isNan16(h) ? fp::quiet16(h) : h;
  }
  finishF16(c);
}

// ---- transcendental approximations: computed in double, rounded once to f16 ----
double rcp(double x) { return 1.0 / x; }
double sqrtH(double x) { return x < 0 ? -kNan : std::sqrt(x); }
double rsq(double x) { return x < 0 ? -kNan : 1.0 / std::sqrt(x); }
double log2H(double x) { return x < 0 ? -kNan : std::log2(x); }
double exp2H(double x) { return std::exp2(x); }

// sin/cos take revolutions. The reference page accepts |x| <= 1 (GFX8); GFX9+ |x| <= 256 as for f32 (LLVM
// omits the range reduction there). Out of range: sin 0, cos 1 (reference page); infinity -NaN.
template <bool Cos>
void trig16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  const double limit = vectorFeatures(c.gen).trigRange;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double x = h2d(c.a[0][l], fin);
    double v;
    if (std::isnan(x)) v = x;
    else if (std::isinf(x)) v = -kNan;
    else if (std::fabs(x) > limit) v = Cos ? 1.0 : 0.0;
    else {
      const double turns = x - std::floor(x);  // exact
      v = Cos ? std::cos(turns * 2 * M_PI) : std::sin(turns * 2 * M_PI);
    }
    c.d32[l] = fp::f64ToF16(v, r);
  }
  finishF16(c);
}

constexpr std::string_view kCorrectlyRounded16 =
    "computed in double precision and rounded once to f16 in the MODE round mode (rcp and sqrt are then "
    "correctly rounded), with the special cases of the ISA reference for 0, infinities, NaN and negative inputs";

// f16 results round and flush with MODE's double/half fields.
void reg16(SemTable& t, Op op, ValuFn fn, Fidelity f = Fidelity::Exact, std::string_view how = {}) {
  t.set(op, fn, VResult::R16, f, how, true);
}

}  // namespace

void registerHalfOps(SemTable& t) {
  using enum Op;
  constexpr auto A = Fidelity::Approximate;
  const std::string_view CR = kCorrectlyRounded16;
  reg16(t, v_add_f16, f16x2<[](double a, double b) { return a + b; }>);
  reg16(t, v_sub_f16, f16x2<[](double a, double b) { return a - b; }>);
  reg16(t, v_subrev_f16, f16x2<[](double a, double b) { return b - a; }>);
  reg16(t, v_mul_f16, f16x2<[](double a, double b) { return a * b; }>);
  reg16(t, v_min_f16, minmax16<false>);
  reg16(t, v_max_f16, minmax16<true>);
  reg16(t, v_min3_f16, minmax3_16<false>);
  reg16(t, v_max3_f16, minmax3_16<true>);
  reg16(t, v_med3_f16, med3_16);
  reg16(t, v_mac_f16, muladd16<false, Mk::Three>);  // src2 is the tied destination
  reg16(t, v_mad_f16, muladd16<false, Mk::Three>);
  reg16(t, v_mad_legacy_f16, muladd16<false, Mk::Three>);
  reg16(t, v_madmk_f16, muladd16<false, Mk::MulK>);
  reg16(t, v_madak_f16, muladd16<false, Mk::AddK>);
  reg16(t, v_fma_f16, muladd16<true, Mk::Three>);
  reg16(t, v_fma_legacy_f16, muladd16<true, Mk::Three>);
  reg16(t, v_fmac_f16, muladd16<true, Mk::Three>);
  reg16(t, v_fmamk_f16, muladd16<true, Mk::MulK>);
  reg16(t, v_fmaak_f16, muladd16<true, Mk::AddK>);
  // GFX9: these keep the other half of the destination (LLVM's zeroesHigh16BitsOfDest); GFX8 zeroes it.
  for (Op op : {v_mad_f16, v_madmk_f16, v_madak_f16, v_mac_f16, v_fma_f16}) t[op].preserveHi9 = true;
  reg16(t, v_div_fixup_f16, divFixup16);
  reg16(t, v_div_fixup_legacy_f16, divFixup16);
  reg16(t, v_ldexp_f16, ldexp16);
  reg16(t, v_fract_f16, f16x1<fract>);
  reg16(t, v_trunc_f16, f16x1<[](double a) { return std::trunc(a); }>);
  reg16(t, v_ceil_f16, f16x1<[](double a) { return std::ceil(a); }>);
  reg16(t, v_floor_f16, f16x1<[](double a) { return std::floor(a); }>);
  reg16(t, v_rndne_f16, f16x1<rndne>);
  reg16(t, v_frexp_mant_f16, f16x1<frexpMant>);
  t.set(v_frexp_exp_i16_f16, frexpExp16, VResult::R16);
  t[v_frexp_exp_i16_f16].f64Mode = true;
  reg16(t, v_rcp_f16, f16x1<rcp>, A, CR);
  reg16(t, v_sqrt_f16, f16x1<sqrtH>, A, CR);
  reg16(t, v_rsq_f16, f16x1<rsq>, A, CR);
  reg16(t, v_log_f16, f16x1<log2H>, A, CR);
  reg16(t, v_exp_f16, f16x1<exp2H>, A, CR);
  reg16(t, v_sin_f16, trig16<false>, A, CR);
  reg16(t, v_cos_f16, trig16<true>, A, CR);
  registerPackedOps(t);
}

}  // namespace gcnkit::emu
