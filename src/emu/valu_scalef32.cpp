// gfx950's scaled conversions `v_cvt_scalef32_*` between f32/f16/bf16 and the OCP small formats (fp8 E4M3FN, bf8
// E5M2, fp6 E2M3, bf6 E3M2, fp4 E2M1: emu/small_float.h), and the stochastic `v_cvt_sr_f16_f32`/`v_cvt_sr_bf16_f32`.
// Operand layouts are what llc 22 selects for the intrinsics (IntrinsicsAMDGPU.td) and llvm-mc 22 prints:
//   to a small format:  pk forms put {S1, S0} (f32 sources) or {S0.hi, S0.lo} (16-bit pairs) into the word op_sel[3]
//                       names (fp8/bf8) or the byte op_sel[3:2] names (two fp4 nibbles, S0 low); sr forms put one
//                       value (fp8/bf8) or a pair (fp4; f32 pairs come from a 64-bit S0) into the byte op_sel[3:2]
//                       names; the destination's other bits are kept.
//   from a small format: the byte op_sel[1:0] names (one fp8/bf8, or a pair of fp4 nibbles) or the word op_sel[0]
//                       names (a pair of fp8/bf8); f16 single results go to the half op_sel[3] names, keeping the other.
//   pk32 / 2xpk16 forms: 32 fp6/bf6 values packed 6 bits apart, value i at bit 6i of the 6-VGPR tuple; f32 values
//                       one per VGPR, 16-bit values two per VGPR (low half first); 2xpk16 takes values 0-15 from S0
//                       and 16-31 from S1.
// The scale is the f32 operand after the values (and the seed). A model, as no document here gives the hardware's
// arithmetic (src/emu/README.md, "Scaled conversions"): only its exponent field E counts, as the OCP MX E8M0 scale
// 2^(E-127) (E = 255: NaN); converting to a small format divides by it, from one multiplies; everything else is
// the fp8 conversions' model (round to nearest even or stochastically, no saturation of fp8/bf8, fp6/fp4 saturate
// and turn NaN into +0), sources read exactly (MODE does not apply), results rounded to nearest even.
#include <cmath>

#include "emu/small_float.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

namespace {

enum class Small : uint8_t { Fp8, Bf8, Fp6, Bf6, Fp4 };
enum class Wide : uint8_t { F32, F16, Bf16 };  // the full-precision side

const SmallFormat& formatOf(const VCtx& c, Small s) {
  switch (s) {
    case Small::Fp8: return fp8Format(c.vi->ocpFp8);
    case Small::Bf8: return bf8Format(c.vi->ocpFp8);
    case Small::Fp6: return kFp6;
    case Small::Bf6: return kBf6;
    case Small::Fp4: break;
  }
  return kFp4;
}

// The scale operand: its exponent field as an E8M0 scale.
struct Scale {
  int exponent;
  bool nan;
};
Scale scaleOf(uint32_t bits) {
  const int e = int(bits >> 23 & 0xff);
  return {e - 127, e == 255};
}

float wideValue(uint32_t bits, Wide w) {
  switch (w) {
    case Wide::F32: return fp::f32(bits);
    case Wide::F16: return fp::f16ToF32(uint16_t(bits));
    case Wide::Bf16: break;
  }
  return fp::f32(bits << 16);
}

// x / scale in format f (the power-of-two scaling is exact in f32 except where the result under- or overflows
// f32, far beyond every small format's range, where it decides nothing).
uint32_t toSmall(float x, Scale s, const SmallFormat& f, SmallRounding r = {}) {
  if (s.nan) return f32ToSmall(std::nanf(""), f, r);
  return f32ToSmall(std::ldexp(x, -s.exponent), f, r);
}

// v * scale, exact.
double fromSmall(uint32_t v, const SmallFormat& f, Scale s) {
  if (s.nan) return std::nan("");
  return std::ldexp(double(smallToF32(v, f)), s.exponent);
}

uint32_t roundToWide(double x, Wide w) {
  if (std::isnan(x)) return w == Wide::F32 ? fp::kQnan32 : w == Wide::F16 ? fp::kQnan16 : 0x7fc0u;
  if (w == Wide::F16) return fp::f64ToF16(x, fp::kNearestEven);
  const uint32_t b = fp::bits(fp::f64ToF32(x, fp::kNearestEven));  // exact but at f32's range limits
  if (w == Wide::F32) return b;
  return (b + 0x7fffu + (b >> 16 & 1)) >> 16;  // bf16, nearest even (x has at most 4 significant bits)
}

SmallRounding stochastic(uint32_t seed) {
  SmallRounding r;
  r.stochastic = true;
  r.random = seed;
  return r;
}

// The destination's row before the instruction (the forms that keep part of it), or nullptr after a fault.
const uint32_t* oldDestination(VCtx& c) {
  return ValuLanes::vgprRow(c, ValuLanes::indexedDest(c), "the destination");
}

uint32_t place(uint32_t old, uint32_t field, unsigned width, unsigned index) {
  const unsigned shift = width * index;
  const uint32_t mask = (width == 32 ? ~0u : (1u << width) - 1) << shift;
  return (old & ~mask) | (field << shift & mask);
}

// ---- to a small format: two values, rounded to nearest even ----
template <Small S, Wide W>
void pkTo(VCtx& c) {
  const SmallFormat& f = formatOf(c, S);
  const uint32_t* old = oldDestination(c);
  if (!old) return;
  const unsigned bits = f.bits(), index = S == Small::Fp4 ? c.vi->opsel >> 2 & 3 : c.vi->opsel >> 3 & 1;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const bool f32 = W == Wide::F32;
    const Scale s = scaleOf(c.a[f32 ? 2 : 1][l]);
    const float x0 = wideValue(f32 ? c.a[0][l] : c.a[0][l] & 0xffff, W), x1 = wideValue(f32 ? c.a[1][l] : c.a[0][l] >> 16, W);
    const uint32_t pair = toSmall(x0, s, f) | toSmall(x1, s, f) << bits;
    c.d32[l] = place(old[l], pair, 2 * bits, index);
  }
}

// ---- to fp8/bf8: one value, stochastic (S1 the random word) ----
template <Small S, Wide W>
void srTo(VCtx& c) {
  const SmallFormat& f = formatOf(c, S);
  const uint32_t* old = oldDestination(c);
  if (!old) return;
  // (an f16 source's op_sel[0] half was moved down by the executor; a bf16 one is typed f32 there)
  const unsigned index = c.vi->opsel >> 2 & 3, half = W == Wide::Bf16 ? (c.vi->opsel & 1) * 16 : 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float x = wideValue(W == Wide::F32 ? c.a[0][l] : c.a[0][l] >> half & 0xffff, W);
    c.d32[l] = place(old[l], toSmall(x, scaleOf(c.a[2][l]), f, stochastic(c.a[1][l])), 8, index);
  }
}

// ---- to fp4: a pair, stochastic (f32 pairs from the 64-bit S0) ----
template <Wide W>
void srPkToFp4(VCtx& c) {
  const uint32_t* old = oldDestination(c);
  if (!old) return;
  const unsigned index = c.vi->opsel >> 2 & 3;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const uint32_t lo = W == Wide::F32 ? uint32_t(c.q[0][l]) : c.a[0][l] & 0xffff;
    const uint32_t hi = W == Wide::F32 ? uint32_t(c.q[0][l] >> 32) : c.a[0][l] >> 16;
    const Scale s = scaleOf(c.a[2][l]);
    const SmallRounding r = stochastic(c.a[1][l]);
    const uint32_t pair = toSmall(wideValue(lo, W), s, kFp4, r) | toSmall(wideValue(hi, W), s, kFp4, r) << 4;
    c.d32[l] = place(old[l], pair, 8, index);
  }
}

// ---- from fp8/bf8: one value, the byte op_sel[1:0] names ----
template <Small S>
void oneToF32(VCtx& c) {
  const SmallFormat& f = formatOf(c, S);
  const unsigned shift = 8 * (c.vi->opsel & 3);
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = roundToWide(fromSmall(c.a[0][l] >> shift & 0xff, f, scaleOf(c.a[1][l])), Wide::F32);
}

template <Small S>
void oneToF16(VCtx& c) {
  const SmallFormat& f = formatOf(c, S);
  const uint32_t* old = oldDestination(c);
  if (!old) return;
  const unsigned shift = 8 * (c.vi->opsel & 3), half = c.vi->opsel >> 3 & 1;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = place(old[l], roundToWide(fromSmall(c.a[0][l] >> shift & 0xff, f, scaleOf(c.a[1][l])), Wide::F16), 16, half);
}

// ---- from a small format: a pair (fp8/bf8: the word op_sel[0] names; fp4: the byte op_sel[1:0] names) ----
template <Small S, Wide W>
void pairFrom(VCtx& c) {
  const SmallFormat& f = formatOf(c, S);
  const unsigned bits = f.bits(), shift = S == Small::Fp4 ? 8 * (c.vi->opsel & 3) : 16 * (c.vi->opsel & 1);
  for (unsigned l = 0; l < c.lanes; ++l) {
    const Scale s = scaleOf(c.a[1][l]);
    const uint32_t both = c.a[0][l] >> shift, mask = (1u << bits) - 1;
    const uint32_t lo = roundToWide(fromSmall(both & mask, f, s), W), hi = roundToWide(fromSmall(both >> bits & mask, f, s), W);
    if (W == Wide::F32) c.d64[l] = uint64_t(hi) << 32 | lo;
    else c.d32[l] = hi << 16 | lo;
  }
}

// ---- 32 fp6/bf6 values in six VGPRs ----
constexpr unsigned kPk32 = 32;

// Reads `count` VGPR rows from `first`; false after a fault.
bool readRows(VCtx& c, uint32_t first, unsigned count, const uint32_t** rows) {
  for (unsigned k = 0; k < count; ++k)
    if (!(rows[k] = ValuLanes::vgprRow(c, uint64_t(first) + k, "a source tuple"))) return false;
  return true;
}

// Writes the lanes c.exec names of `count` destination rows from `values` (row-major, kMaxLanes per row).
void writeRows(VCtx& c, unsigned count, const uint32_t (*values)[kMaxLanes]) {
  const uint32_t dst = ValuLanes::indexedDest(c);
  for (unsigned k = 0; k < count; ++k) {
    uint32_t* row = ValuLanes::vgprRow(c, uint64_t(dst) + k, "the destination tuple");
    if (!row) return;
    for (unsigned l = 0; l < c.lanes; ++l)
      if (c.exec >> l & 1) row[l] = values[k][l];
  }
}

// The 32 wide values of the lane: f32 one per VGPR (2xpk16: 16 from each of S0 and S1), 16-bit two per VGPR.
template <Wide W, bool TwoSources>
bool wideValues(VCtx& c, float (*x)[kMaxLanes]) {
  const uint32_t* rows[kPk32];
  if (W == Wide::F32) {
    if (TwoSources) {
      if (!readRows(c, ValuLanes::indexedSource(c, 0), 16, rows) || !readRows(c, ValuLanes::indexedSource(c, 1), 16, rows + 16))
        return false;
    } else if (!readRows(c, ValuLanes::indexedSource(c, 0), kPk32, rows)) {
      return false;
    }
    for (unsigned i = 0; i < kPk32; ++i)
      for (unsigned l = 0; l < c.lanes; ++l) x[i][l] = fp::f32(rows[i][l]);
    return true;
  }
  if (!readRows(c, ValuLanes::indexedSource(c, 0), kPk32 / 2, rows)) return false;
  for (unsigned i = 0; i < kPk32; ++i)
    for (unsigned l = 0; l < c.lanes; ++l) x[i][l] = wideValue(rows[i / 2][l] >> (16 * (i & 1)) & 0xffff, W);
  return true;
}

// To 32 fp6/bf6: S1 the scale (2xpk16: S2), or S1 the random word and S2 the scale (sr).
template <Small S, Wide W, bool TwoSources, bool Sr>
void pk32To(VCtx& c) {
  static thread_local float x[kPk32][kMaxLanes];
  static thread_local uint32_t out[6][kMaxLanes];
  if (!wideValues<W, TwoSources>(c, x)) return;
  const SmallFormat& f = formatOf(c, S);
  const unsigned scaleSrc = TwoSources || Sr ? 2 : 1;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const Scale s = scaleOf(c.a[scaleSrc][l]);
    const SmallRounding r = Sr ? stochastic(c.a[1][l]) : SmallRounding{};
    uint64_t packed[3] = {};  // 192 bits
    for (unsigned i = 0; i < kPk32; ++i) {
      const uint64_t v = toSmall(x[i][l], s, f, r);
      const unsigned bit = 6 * i;
      packed[bit / 64] |= v << (bit % 64);
      if (bit % 64 > 58) packed[bit / 64 + 1] |= v >> (64 - bit % 64);
    }
    for (unsigned k = 0; k < 6; ++k) out[k][l] = uint32_t(packed[k / 2] >> (32 * (k & 1)));
  }
  writeRows(c, 6, out);
}

// From 32 fp6/bf6: S1 the scale.
template <Small S, Wide W>
void pk32From(VCtx& c) {
  static thread_local uint32_t out[kPk32][kMaxLanes];
  const uint32_t* rows[6];
  if (!readRows(c, ValuLanes::indexedSource(c, 0), 6, rows)) return;
  const SmallFormat& f = formatOf(c, S);
  const unsigned outRows = W == Wide::F32 ? kPk32 : kPk32 / 2;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const Scale s = scaleOf(c.a[1][l]);
    uint64_t packed[3];
    for (unsigned k = 0; k < 3; ++k) packed[k] = rows[2 * k][l] | uint64_t(rows[2 * k + 1][l]) << 32;
    for (unsigned k = 0; k < outRows; ++k) out[k][l] = 0;
    for (unsigned i = 0; i < kPk32; ++i) {
      const unsigned bit = 6 * i;
      uint64_t v = packed[bit / 64] >> (bit % 64);
      if (bit % 64 > 58) v |= packed[bit / 64 + 1] << (64 - bit % 64);
      const uint32_t r = roundToWide(fromSmall(uint32_t(v & 63), f, s), W);
      if (W == Wide::F32) out[i][l] = r;
      else out[i / 2][l] |= r << (16 * (i & 1));
    }
  }
  writeRows(c, outRows, out);
}

// ---- v_cvt_sr_f16_f32 / v_cvt_sr_bf16_f32: S0 rounded stochastically with S1 into the half op_sel[3] names ----
constexpr SmallFormat kF16{5, 10, 15, SmallSpecials::Ieee};
constexpr SmallFormat kBf16{8, 7, 127, SmallSpecials::Ieee};

template <bool Bf16>
void srToHalf(VCtx& c) {
  const uint32_t* old = oldDestination(c);
  if (!old) return;
  const unsigned half = c.vi->opsel >> 3 & 1;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float x = fp::f32(fp::flush32(c.a[0][l], c.mode.flushIn32));  // as v_cvt_sr_fp8_f32
    c.d32[l] = place(old[l], f32ToSmall(x, Bf16 ? kBf16 : kF16, stochastic(c.a[1][l])), 16, half);
  }
}

constexpr std::string_view kScaled =
    "a model (src/emu/README.md, \"Scaled conversions\"): the scale is 2^(E-127) of its exponent field E (E8M0; "
    "E = 255 gives NaN), divided out before and multiplied in after the conversion; rounding to nearest even (sr: "
    "stochastic with the seed word, as v_cvt_sr_fp8_f32), fp8/bf8 overflow to NaN (E4M3) or infinity (E5M2), fp6/fp4 "
    "saturate and give +0 for NaN; MODE does not apply";
constexpr std::string_view kSrHalf =
    "stochastic rounding as v_cvt_sr_fp8_f32's model: the f32 significand's bits below the result's last place plus "
    "as many low bits of S1 round up when they carry; overflow gives infinity, NaN a quiet NaN";

}  // namespace

void registerScaleF32Ops(SemTable& t) {
  using enum Op;
  using S = Small;
  using W = Wide;
  auto set = [&](Op op, ValuFn fn, VResult r) { t.set(op, fn, r, Fidelity::Approximate, kScaled); };
  set(v_cvt_scalef32_pk_fp8_f32, pkTo<S::Fp8, W::F32>, VResult::R32);
  set(v_cvt_scalef32_pk_bf8_f32, pkTo<S::Bf8, W::F32>, VResult::R32);
  set(v_cvt_scalef32_pk_fp8_f16, pkTo<S::Fp8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_bf8_f16, pkTo<S::Bf8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_fp8_bf16, pkTo<S::Fp8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_pk_bf8_bf16, pkTo<S::Bf8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_pk_fp4_f32, pkTo<S::Fp4, W::F32>, VResult::R32);
  set(v_cvt_scalef32_pk_fp4_f16, pkTo<S::Fp4, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_fp4_bf16, pkTo<S::Fp4, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_sr_fp8_f32, srTo<S::Fp8, W::F32>, VResult::R32);
  set(v_cvt_scalef32_sr_bf8_f32, srTo<S::Bf8, W::F32>, VResult::R32);
  set(v_cvt_scalef32_sr_fp8_f16, srTo<S::Fp8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_sr_bf8_f16, srTo<S::Bf8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_sr_fp8_bf16, srTo<S::Fp8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_sr_bf8_bf16, srTo<S::Bf8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_sr_pk_fp4_f32, srPkToFp4<W::F32>, VResult::R32);
  set(v_cvt_scalef32_sr_pk_fp4_f16, srPkToFp4<W::F16>, VResult::R32);
  set(v_cvt_scalef32_sr_pk_fp4_bf16, srPkToFp4<W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_f32_fp8, oneToF32<S::Fp8>, VResult::R32);
  set(v_cvt_scalef32_f32_bf8, oneToF32<S::Bf8>, VResult::R32);
  set(v_cvt_scalef32_f16_fp8, oneToF16<S::Fp8>, VResult::R32);
  set(v_cvt_scalef32_f16_bf8, oneToF16<S::Bf8>, VResult::R32);
  set(v_cvt_scalef32_pk_f32_fp8, pairFrom<S::Fp8, W::F32>, VResult::R64);
  set(v_cvt_scalef32_pk_f32_bf8, pairFrom<S::Bf8, W::F32>, VResult::R64);
  set(v_cvt_scalef32_pk_f32_fp4, pairFrom<S::Fp4, W::F32>, VResult::R64);
  set(v_cvt_scalef32_pk_f16_fp8, pairFrom<S::Fp8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_f16_bf8, pairFrom<S::Bf8, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_bf16_fp8, pairFrom<S::Fp8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_pk_bf16_bf8, pairFrom<S::Bf8, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_pk_f16_fp4, pairFrom<S::Fp4, W::F16>, VResult::R32);
  set(v_cvt_scalef32_pk_bf16_fp4, pairFrom<S::Fp4, W::Bf16>, VResult::R32);
  set(v_cvt_scalef32_2xpk16_fp6_f32, pk32To<S::Fp6, W::F32, true, false>, VResult::None);
  set(v_cvt_scalef32_2xpk16_bf6_f32, pk32To<S::Bf6, W::F32, true, false>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_fp6_f32, pk32To<S::Fp6, W::F32, false, true>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_bf6_f32, pk32To<S::Bf6, W::F32, false, true>, VResult::None);
  set(v_cvt_scalef32_pk32_fp6_f16, pk32To<S::Fp6, W::F16, false, false>, VResult::None);
  set(v_cvt_scalef32_pk32_fp6_bf16, pk32To<S::Fp6, W::Bf16, false, false>, VResult::None);
  set(v_cvt_scalef32_pk32_bf6_f16, pk32To<S::Bf6, W::F16, false, false>, VResult::None);
  set(v_cvt_scalef32_pk32_bf6_bf16, pk32To<S::Bf6, W::Bf16, false, false>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_fp6_f16, pk32To<S::Fp6, W::F16, false, true>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_fp6_bf16, pk32To<S::Fp6, W::Bf16, false, true>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_bf6_f16, pk32To<S::Bf6, W::F16, false, true>, VResult::None);
  set(v_cvt_scalef32_sr_pk32_bf6_bf16, pk32To<S::Bf6, W::Bf16, false, true>, VResult::None);
  set(v_cvt_scalef32_pk32_f32_fp6, pk32From<S::Fp6, W::F32>, VResult::None);
  set(v_cvt_scalef32_pk32_f32_bf6, pk32From<S::Bf6, W::F32>, VResult::None);
  set(v_cvt_scalef32_pk32_f16_fp6, pk32From<S::Fp6, W::F16>, VResult::None);
  set(v_cvt_scalef32_pk32_bf16_fp6, pk32From<S::Fp6, W::Bf16>, VResult::None);
  set(v_cvt_scalef32_pk32_f16_bf6, pk32From<S::Bf6, W::F16>, VResult::None);
  set(v_cvt_scalef32_pk32_bf16_bf6, pk32From<S::Bf6, W::Bf16>, VResult::None);
  t.set(v_cvt_sr_f16_f32, srToHalf<false>, VResult::R32, Fidelity::Approximate, kSrHalf);
  t.set(v_cvt_sr_bf16_f32, srToHalf<true>, VResult::R32, Fidelity::Approximate, kSrHalf);
}

}  // namespace gcnkit::emu
