// GFX11/GFX12 VALU min/max rows, from the RDNA3 and RDNA4 manuals' pseudo-code: the IEEE 754-2019 maximum() and
// minimum() (v_maximum_f32, v_minimum3_f16, v_pk_maximum_f16, ...: a NaN input propagates, a signaling one quieted,
// +0 > -0), and the pairs that clamp in one instruction (v_maxmin_f32 = min(max(S0, S1), S2), v_minmax_*,
// v_maximumminimum_*, v_minimummaximum_*, GFX12's v_maxmin_num_* with maximumNumber/minimumNumber).
#include "emu/valu_half.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

using u16 = uint16_t;
using u32 = uint32_t;
using u64 = uint64_t;

// A float format on bits, as the pseudo-code's isSignalNAN / isQuietNAN / sign / compare read it.
struct F16 {
  using U = u16;
  static bool nan(U b) { return fp::isNan16(b); }
  static bool snan(U b) { return fp::isSnan16(b); }
  static U quiet(U b) { return fp::quiet16(b); }
  static double value(U b) { return fp::f16ToF64(b); }
  static bool neg(U b) { return b >> 15; }
};
// F32 and F64 take their NaN tests from fp::Traits and add only the value and sign the compare reads.
struct F32 : fp::Traits<float> {
  static double value(U b) { return fp::f32(b); }
  static bool neg(U b) { return b >> 31; }
};
struct F64 : fp::Traits<double> {
  static double value(U b) { return fp::f64(b); }
  static bool neg(U b) { return b >> 63; }
};

// v_maximum_* / v_minimum_*: signaling NaNs (S0's first) quieted, then quiet NaNs (S0's first) returned as they
// are; otherwise the larger (smaller), +0 above -0.
template <class F, bool Max>
typename F::U ieee(typename F::U a, typename F::U b) {
  if (F::snan(a)) return F::quiet(a);
  if (F::snan(b)) return F::quiet(b);
  if (F::nan(a)) return a;
  if (F::nan(b)) return b;
  const double x = F::value(a), y = F::value(b);
  if (x == y) return (F::neg(a) == Max) ? b : a;  // zeros of both signs: max keeps +0, min -0
  return (Max ? x > y : x < y) ? a : b;
}

// The MODE-dependent min/max of the older rows (v_max_f32 on GFX11: IEEE mode's NaN rules) and GFX12's
// maximumNumber/minimumNumber (a number wins over any NaN: the older rule without IEEE mode).
template <class F, bool Max>
typename F::U legacy(typename F::U a, typename F::U b, bool ieeeMode) {
  if constexpr (sizeof(typename F::U) == 2) return half::minMax<Max>(a, b, ieeeMode);
  else if constexpr (sizeof(typename F::U) == 4) return fp::minMax<float, Max>(a, b, ieeeMode);
  else return fp::minMax<double, Max>(a, b, ieeeMode);
}

enum class Pair : uint8_t { Ieee, Mode, Number };

// First(S0, S1) then Second(that, S2): each of kind `P`; Max1 says whether the first step is a maximum.
template <class F, bool Max1, bool Max2, Pair P>
typename F::U pair(typename F::U a, typename F::U b, typename F::U s, bool ieeeMode) {
  if constexpr (P == Pair::Ieee) return ieee<F, Max2>(ieee<F, Max1>(a, b), s);
  else return legacy<F, Max2>(legacy<F, Max1>(a, b, P == Pair::Mode && ieeeMode), s, P == Pair::Mode && ieeeMode);
}

// ---- lane loops (inputs flushed per the mode; the manual: input denorm control decides) ----
template <bool Max>
void ieee32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = ieee<F32, Max>(fp::flush32(c.a[0][l], fin), fp::flush32(c.a[1][l], fin));
  finishF32(c);
}
template <bool Max>
void ieee16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = ieee<F16, Max>(fp::flush16(u16(c.a[0][l]), fin), fp::flush16(u16(c.a[1][l]), fin));
  finishF16(c);
}
template <bool Max>
void ieee64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = ieee<F64, Max>(fp::flush64(c.q[0][l], fin), fp::flush64(c.q[1][l], fin));
  finishF64(c);
}
template <bool Max1, bool Max2, Pair P>
void pair32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = pair<F32, Max1, Max2, P>(fp::flush32(c.a[0][l], fin), fp::flush32(c.a[1][l], fin),
                                        fp::flush32(c.a[2][l], fin), c.mode.ieee);
  finishF32(c);
}
template <bool Max1, bool Max2, Pair P>
void pair16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = pair<F16, Max1, Max2, P>(fp::flush16(u16(c.a[0][l]), fin), fp::flush16(u16(c.a[1][l]), fin),
                                        fp::flush16(u16(c.a[2][l]), fin), c.mode.ieee);
  finishF16(c);
}
// v_pk_maximum_f16 / v_pk_minimum_f16 and GFX12.5's three-source v_pk_{maximum3,minimum3,max3_num,min3_num}_f16 (VOP3P:
// sources raw, halves by op_sel / op_sel_hi, neg / neg_hi).
template <bool Max, Pair P, bool Three>
void packed16(VCtx& c) {
  const VInst& vi = *c.vi;
  const bool fin = c.mode.flushIn64;
  auto half = [&](unsigned i, unsigned l, bool hi) { return fp::flush16(packedFloatHalf(c.a[i][l], vi.src[i].mods, hi), fin); };
  auto one = [&](unsigned l, bool hi) -> u32 {
    if constexpr (Three) return pair<F16, Max, Max, P>(half(0, l, hi), half(1, l, hi), half(2, l, hi), c.mode.ieee);
    else return ieee<F16, Max>(half(0, l, hi), half(1, l, hi));
  };
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = one(l, false) | one(l, true) << 16;
}

template <bool Max1, bool Max2, bool Signed>
void pairInt(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    if constexpr (Signed) {
      const int32_t a = int32_t(c.a[0][l]), b = int32_t(c.a[1][l]), s = int32_t(c.a[2][l]);
      const int32_t f = Max1 ? std::max(a, b) : std::min(a, b);
      c.d32[l] = u32(Max2 ? std::max(f, s) : std::min(f, s));
    } else {
      const u32 a = c.a[0][l], b = c.a[1][l], s = c.a[2][l];
      const u32 f = Max1 ? std::max(a, b) : std::min(a, b);
      c.d32[l] = Max2 ? std::max(f, s) : std::min(f, s);
    }
  }
}

}  // namespace

void registerMinMaxOps(SemTable& t) {
  using enum Op;
  constexpr auto R16 = VResult::R16, R32 = VResult::R32, R64 = VResult::R64;
  constexpr auto E = Fidelity::Exact;
  t.set(v_maximum_f32, ieee32<true>, R32);
  t.set(v_minimum_f32, ieee32<false>, R32);
  t.set(v_maximum_f16, ieee16<true>, R16, E, {}, true);
  t.set(v_minimum_f16, ieee16<false>, R16, E, {}, true);
  t.set(v_maximum_f64, ieee64<true>, R64, E, {}, true);
  t.set(v_minimum_f64, ieee64<false>, R64, E, {}, true);
  t.set(v_maximum3_f32, pair32<true, true, Pair::Ieee>, R32);
  t.set(v_minimum3_f32, pair32<false, false, Pair::Ieee>, R32);
  t.set(v_maximum3_f16, pair16<true, true, Pair::Ieee>, R16, E, {}, true);
  t.set(v_minimum3_f16, pair16<false, false, Pair::Ieee>, R16, E, {}, true);
  t.set(v_maximumminimum_f32, pair32<true, false, Pair::Ieee>, R32);
  t.set(v_minimummaximum_f32, pair32<false, true, Pair::Ieee>, R32);
  t.set(v_maximumminimum_f16, pair16<true, false, Pair::Ieee>, R16, E, {}, true);
  t.set(v_minimummaximum_f16, pair16<false, true, Pair::Ieee>, R16, E, {}, true);
  t.set(v_pk_maximum_f16, packed16<true, Pair::Ieee, false>, R32);
  t.set(v_pk_minimum_f16, packed16<false, Pair::Ieee, false>, R32);
  t.set(v_pk_maximum3_f16, packed16<true, Pair::Ieee, true>, R32);     // GFX12.5
  t.set(v_pk_minimum3_f16, packed16<false, Pair::Ieee, true>, R32);
  t.set(v_pk_max3_num_f16, packed16<true, Pair::Number, true>, R32);
  t.set(v_pk_min3_num_f16, packed16<false, Pair::Number, true>, R32);
  // GFX11's v_maxmin_f32 = v_min_f32(v_max_f32(S0, S1), S2) with MODE's IEEE rule; GFX12's *_num ones with
  // maximumNumber / minimumNumber.
  t.set(v_maxmin_f32, pair32<true, false, Pair::Mode>, R32);
  t.set(v_minmax_f32, pair32<false, true, Pair::Mode>, R32);
  t.set(v_maxmin_f16, pair16<true, false, Pair::Mode>, R16, E, {}, true);
  t.set(v_minmax_f16, pair16<false, true, Pair::Mode>, R16, E, {}, true);
  t.set(v_maxmin_num_f32, pair32<true, false, Pair::Number>, R32);
  t.set(v_minmax_num_f32, pair32<false, true, Pair::Number>, R32);
  t.set(v_maxmin_num_f16, pair16<true, false, Pair::Number>, R16, E, {}, true);
  t.set(v_minmax_num_f16, pair16<false, true, Pair::Number>, R16, E, {}, true);
  t.set(v_maxmin_i32, pairInt<true, false, true>, R32);
  t.set(v_minmax_i32, pairInt<false, true, true>, R32);
  t.set(v_maxmin_u32, pairInt<true, false, false>, R32);
  t.set(v_minmax_u32, pairInt<false, true, false>, R32);
}

}  // namespace gcnkit::emu
