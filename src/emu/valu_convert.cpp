// VALU semantics: conversions between integer, f16, f32 and f64, and the packing conversions. Float to
// integer truncates (cvt_flr floors, cvt_rpi adds one half then floors, the norm conversions round to nearest
// even), saturates, and maps NaN to 0 (flr/rpi: to the saturated value of the NaN's sign, as the reference
// page says). Narrowing float conversions round with the MODE round mode of the result type (f16: the
// double/half mode on GFX8+, the single mode on GFX6/7; f32: the single mode).
// Facts from CLRX's GCN ISA documentation (GcnInstrsVop1/2/3.md).
#include <algorithm>
#include <cmath>
#include <limits>

#include "emu/valu_half.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

namespace {

using u16 = uint16_t;
using u32 = uint32_t;
using u64 = uint64_t;
using i32 = int32_t;

// Truncation toward zero saturated to [lo, hi]; NaN gives 0.
template <class T>
T truncSat(double x) {
  if (std::isnan(x)) return 0;
  const double t = std::trunc(x);
  if (t <= double(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
  if (t >= double(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
  return T(t);
}

// Round half to even whatever the host's rounding mode (remainder() is exact and mode-independent).
double rndne(double x) { return std::isfinite(x) ? std::copysign(x - std::remainder(x, 1.0), x) : x; }

// ---- float -> integer ----
template <class T>
void f32ToInt(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = u32(truncSat<T>(fp::f32(fp::flush32(c.a[0][l], fin))));
}
// v_cvt_pk_i16_f32 / v_cvt_pk_u16_f32: S0 into the low half, S1 into the high one.
template <class T>
void pkF32ToInt16(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = (u32(truncSat<T>(fp::f32(fp::flush32(c.a[0][l], fin)))) & 0xffff) |
               u32(truncSat<T>(fp::f32(fp::flush32(c.a[1][l], fin)))) << 16;
}
constexpr std::string_view kCvtI16F32 =
    "truncated toward zero, saturated to the 16-bit range, NaN 0, as v_cvt_i32_f32 for 32 bits: the manual's "
    "v_cvt_i16_f32 / v_cvt_u16_f32 are not defined there (a model)";

template <class T>
void f64ToInt(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = u32(truncSat<T>(fp::f64(fp::flush64(c.q[0][l], fin))));
}
template <class T>
void f16ToInt(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = u32(truncSat<T>(h2d(c.a[0][l], fin))) & 0xffff;
}

// cvt_flr (floor) and cvt_rpi (floor(x + 0.5), the sum exact in double): NaN saturates by its sign.
template <bool Rpi>
void floorToI32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 b = fp::flush32(c.a[0][l], fin);
    if (fp::isNan32(b)) {
      c.d32[l] = b >> 31 ? 0x80000000u : 0x7fffffffu;
      continue;
    }
    const double x = std::floor(double(fp::f32(b)) + (Rpi ? 0.5 : 0.0));
    c.d32[l] = u32(truncSat<i32>(x));
  }
}

// ---- integer -> float ----
// f32 results round with the host's mode, which the executor set to the wave's single-precision mode.
void i32ToF32(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float(i32(c.a[0][l])));
  finishF32(c);
}
void u32ToF32(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float(c.a[0][l]));
  finishF32(c);
}
template <bool Signed>
void intToF64(VCtx& c) {  // exact
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = fp::bits(Signed ? double(i32(c.a[0][l])) : double(c.a[0][l]));
  finishF64(c);
}
template <bool Signed>
void intToF16(VCtx& c) {
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::f64ToF16(Signed ? double(int16_t(c.a[0][l])) : double(u16(c.a[0][l])), r);
  finishF16(c);
}
template <int Byte>
void ubyteToF32(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float((c.a[0][l] >> (8 * Byte)) & 0xff));
  finishF32(c);
}
// The signed 4-bit value of src0's low nibble divided by 16: -0.5 .. 0.4375.
void offF32I4(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float(int((c.a[0][l] & 0xf) ^ 8) - 8) / 16.0f);
  finishF32(c);
}

// ---- float -> float ----
void f16ToF32(VCtx& c) {  // exact; GFX6/7 keep f16 input denormals (reference page)
  const bool fin = vectorFeatures(c.gen).f16Mode && c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float(h2d(c.a[0][l], fin)));
  finishF32(c);
}
void f32ToF16(VCtx& c) {
  const bool gfx8 = vectorFeatures(c.gen).f16Mode, fin = c.mode.flushIn32;
  const fp::Round r = gfx8 ? c.mode.round64 : c.mode.round32;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::f64ToF16(double(fp::f32(fp::flush32(c.a[0][l], fin))), r);
  if (gfx8) {
    finishF16(c);
  } else if (c.vi->clamp) {  // GFX6/7 keep f16 output denormals: only the clamp applies
    for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = half::clampUnit(u16(c.d32[l]), c.mode.dx10);
  }
}
void f64ToF32(VCtx& c) {  // the host rounds with the wave's single-precision mode
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(float(fp::f64(fp::flush64(c.q[0][l], fin))));
  finishF32(c);
}
void f32ToF64(VCtx& c) {  // exact
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = fp::bits(double(fp::f32(fp::flush32(c.a[0][l], fin))));
  finishF64(c);
}

// ---- normalized and packed conversions ----
// x * scale rounded to nearest even and saturated to [lo, hi]; NaN gives 0. The product is exact in double.
u32 norm(double x, double scale, double lo, double hi) {
  if (std::isnan(x)) return 0;
  return u32(int32_t(std::clamp(rndne(x * scale), lo, hi))) & 0xffff;
}
template <bool Signed>
void normF16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = Signed ? norm(h2d(c.a[0][l], fin), 32767.0, -32767.0, 32767.0) : norm(h2d(c.a[0][l], fin), 65535.0, 0, 65535.0);
}
template <bool Signed, bool Half>
void pknorm(VCtx& c) {
  const bool fin = Half ? c.mode.flushIn64 : c.mode.flushIn32;
  const double scale = Signed ? 32767.0 : 65535.0, lo = Signed ? -32767.0 : 0.0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 r[2];
    for (int i = 0; i < 2; ++i) {
      const double x = Half ? h2d(c.a[i][l], fin) : double(fp::f32(fp::flush32(c.a[i][l], fin)));
      r[i] = norm(x, scale, lo, scale);
    }
    c.d32[l] = r[0] | r[1] << 16;
  }
}
void pkrtz(VCtx& c) {  // two f32 to f16 rounding toward zero whatever the mode
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u16 lo = fp::f64ToF16(double(fp::f32(fp::flush32(c.a[0][l], fin))), fp::kTowardZero);
    const u16 hi = fp::f64ToF16(double(fp::f32(fp::flush32(c.a[1][l], fin))), fp::kTowardZero);
    c.d32[l] = lo | u32(hi) << 16;
  }
  half::finishPacked(c);
}
// gfx950's v_cvt_pk_f16_f32 / v_cvt_pk_bf16_f32: S0 to the low half, S1 to the high half, each rounded once with
// the MODE register (src/emu/README.md): f16 as v_cvt_f16_f32 (the double/half round and denormal fields), bf16
// (f32's exponent range) with the single-precision fields, a model. Inputs flush with the f32 mode.
u32 bf16Finish(u32 h, const VCtx& c) {
  if (c.vi->clamp) {  // [0, 1]: NaN -> 0 with DX10_CLAMP, negatives (and -0) +0
    if ((h & 0x7fff) > 0x7f80) h = c.mode.dx10 ? 0 : h;
    else if (h & 0x8000) h = 0;
    else if (h > 0x3f80) h = 0x3f80;
  }
  if (c.mode.flushOut32 && (h & 0x7f80) == 0) h &= 0x8000;  // a bf16 denormal is an f32 denormal
  return h;
}
template <bool Bf16>
void cvtPk(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 half[2];
    for (unsigned i = 0; i < 2; ++i) {
      const double x = double(fp::f32(fp::flush32(c.a[i][l], fin)));
      half[i] = Bf16 ? bf16Finish(fp::f64ToBf16(x, c.mode.round32), c) : fp::f64ToF16(x, c.mode.round64);
    }
    c.d32[l] = half[0] | half[1] << 16;
  }
  if (!Bf16) half::finishPacked(c);  // clamp, the f16 output flush
}

u32 satU16(u32 v) { return std::min(v, 0xffffu); }
u32 satI16(u32 v) { return u32(std::clamp(i32(v), -0x8000, 0x7fff)) & 0xffff; }
u32 satU8(u32 v) { return u32(std::clamp<int>(int16_t(v), 0, 255)); }

// src0 rounded to an integer with the MODE single-precision round mode (the host's), saturated to a byte and
// placed in byte (src1 & 3) of src2 (cvt_pk_u8_f32) or of the destination (cvt_pkaccum_u8_f32: c.a[2] too).
void pkU8(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const float f = std::nearbyint(fp::f32(fp::flush32(c.a[0][l], fin)));
    const u32 byte = std::isnan(f) ? 0 : u32(std::clamp(f, 0.0f, 255.0f));
    const unsigned shift = (c.a[1][l] & 3) * 8;
    c.d32[l] = (c.a[2][l] & ~(0xffu << shift)) | byte << shift;
  }
}

void reg(SemTable& t, Op op, ValuFn fn, VResult r, bool f64Mode = false) {
  t.set(op, fn, r);
  t[op].f64Mode = f64Mode;
}

}  // namespace

void registerConvertOps(SemTable& t) {
  using enum Op;
  constexpr auto R16 = VResult::R16, R32 = VResult::R32, R64 = VResult::R64;
  reg(t, v_cvt_i32_f32, f32ToInt<i32>, R32);
  // GFX11+: 16-bit integers widened, and two floats to a packed pair of 16-bit integers. The manual calls
  // v_cvt_i16_f32 / v_cvt_u16_f32 without defining them: as v_cvt_i32_f32 does for 32 bits, truncated toward zero,
  // saturated to the type's range, NaN 0 (a model; --fidelity says so).
  reg(t, v_cvt_i32_i16, u32x1<[](u32 a) { return u32(int32_t(int16_t(a))); }>, R32);
  reg(t, v_cvt_u32_u16, u32x1<[](u32 a) { return a & 0xffff; }>, R32);
  t.set(v_cvt_pk_i16_f32, pkF32ToInt16<int16_t>, R32, Fidelity::Approximate, kCvtI16F32);
  t.set(v_cvt_pk_u16_f32, pkF32ToInt16<uint16_t>, R32, Fidelity::Approximate, kCvtI16F32);
  reg(t, v_cvt_u32_f32, f32ToInt<u32>, R32);
  reg(t, v_cvt_i32_f64, f64ToInt<i32>, R32, true);
  reg(t, v_cvt_u32_f64, f64ToInt<u32>, R32, true);
  reg(t, v_cvt_i16_f16, f16ToInt<int16_t>, R16, true);
  reg(t, v_cvt_u16_f16, f16ToInt<u16>, R16, true);
  reg(t, v_cvt_flr_i32_f32, floorToI32<false>, R32);
  reg(t, v_cvt_rpi_i32_f32, floorToI32<true>, R32);
  reg(t, v_cvt_f32_i32, i32ToF32, R32);
  reg(t, v_cvt_f32_u32, u32ToF32, R32);
  reg(t, v_cvt_f64_i32, intToF64<true>, R64, true);
  reg(t, v_cvt_f64_u32, intToF64<false>, R64, true);
  reg(t, v_cvt_f16_i16, intToF16<true>, R16, true);
  reg(t, v_cvt_f16_u16, intToF16<false>, R16, true);
  reg(t, v_cvt_f32_ubyte0, ubyteToF32<0>, R32);
  reg(t, v_cvt_f32_ubyte1, ubyteToF32<1>, R32);
  reg(t, v_cvt_f32_ubyte2, ubyteToF32<2>, R32);
  reg(t, v_cvt_f32_ubyte3, ubyteToF32<3>, R32);
  reg(t, v_cvt_off_f32_i4, offF32I4, R32);
  reg(t, v_cvt_f32_f16, f16ToF32, R32);
  reg(t, v_cvt_f16_f32, f32ToF16, R16, true);
  reg(t, v_cvt_f32_f64, f64ToF32, R32);
  reg(t, v_cvt_f64_f32, f32ToF64, R64, true);
  reg(t, v_cvt_norm_i16_f16, normF16<true>, R16, true);
  reg(t, v_cvt_norm_u16_f16, normF16<false>, R16, true);
  reg(t, v_cvt_pknorm_i16_f32, pknorm<true, false>, R32);
  reg(t, v_cvt_pknorm_u16_f32, pknorm<false, false>, R32);
  reg(t, v_cvt_pknorm_i16_f16, pknorm<true, true>, R32, true);
  reg(t, v_cvt_pknorm_u16_f16, pknorm<false, true>, R32, true);
  reg(t, v_cvt_pkrtz_f16_f32, pkrtz, R32, true);
  reg(t, v_cvt_pk_f16_f32, cvtPk<false>, R32, true);
  t.set(v_cvt_pk_bf16_f32, cvtPk<true>, R32, Fidelity::Approximate,
        "S0 to the low half, S1 to the high: each rounded once with MODE's single-precision round mode, output "
        "denormals flushed with its denormal mode (bf16 has f32's exponent range; which MODE field the hardware uses "
        "for bf16 is not documented here: a model, src/emu/README.md)");
  reg(t, v_cvt_pk_u16_u32, u32x2<[](u32 a, u32 b) { return satU16(a) | satU16(b) << 16; }>, R32);
  reg(t, v_cvt_pk_i16_i32, u32x2<[](u32 a, u32 b) { return satI16(a) | satI16(b) << 16; }>, R32);
  reg(t, v_sat_pk_u8_i16, u32x1<[](u32 a) { return satU8(a & 0xffff) | satU8(a >> 16) << 8; }>, R16);
  reg(t, v_cvt_pk_u8_f32, pkU8, R32);
  reg(t, v_cvt_pkaccum_u8_f32, pkU8, R32);
  t[v_cvt_pkaccum_u8_f32].readsDst = true;
}

}  // namespace gcnkit::emu
