// gfx940's fp8/bf8 conversion builtins for the host twins (the FNUZ formats of gfx940/gfx942), written from
// the formats' definitions and gcnkit's stated model of what the documents leave open (src/emu/README.md,
// "fp8/bf8 conversions": round to nearest even, overflow and infinity to NaN, stochastic rounding by the
// random word's low bits), not from the emulator's code: here a value is rounded by searching the format's
// codes for its neighbours, where the emulator computes the code arithmetically.
//   E4M3FNUZ: 1 sign, 4 exponent (bias 8), 3 mantissa bits; E5M2FNUZ: 5 exponent (bias 16), 2 mantissa bits.
//   Code 0x80 is the only NaN; no infinity; no negative zero.
#pragma once
#include <cstdint>
#include <cstring>

namespace twin::cl {

struct Fp8Format {
  int exponentBits, mantissaBits, bias;
};
inline constexpr Fp8Format kTwinE4m3{4, 3, 8}, kTwinE5m2{5, 2, 16};

inline float fp8Bits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint32_t fp8FloatBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
// 2^e as a double, exactly (no <cmath>: see twin_dot.h).
inline double fp8Pow2(int e) {
  double r = 1;
  for (; e > 0; --e) r *= 2;
  for (; e < 0; ++e) r /= 2;
  return r;
}

// The magnitude of a non-NaN code (its low 7 bits).
inline double fp8Magnitude(uint32_t code, Fp8Format f) {
  const uint32_t e = (code & 0x7f) >> f.mantissaBits, m = code & ((1u << f.mantissaBits) - 1);
  if (e == 0) return double(m) * fp8Pow2(1 - f.bias - f.mantissaBits);                       // subnormal
  return double((1u << f.mantissaBits) + m) * fp8Pow2(int(e) - f.bias - f.mantissaBits);     // normal
}

inline float twinFp8ToF32(uint32_t code, Fp8Format f) {
  code &= 0xff;
  if (code == 0x80) return fp8Bits(0x7fc00000u);
  const double v = fp8Magnitude(code, f);
  return float(code & 0x80 ? -v : v);
}

// The bits of an f32's last place (2^-149 for a denormal).
inline double fp8F32Ulp(float x) {
  const int e = int(fp8FloatBits(x) >> 23 & 0xff);
  return fp8Pow2(e ? e - 127 - 23 : -149);
}

// x (not NaN, finite) rounded to the format: the largest code at or below |x| and the next value up (past the
// largest code: the largest plus its spacing, where rounding overflows).
inline uint32_t twinF32ToFp8(float x, Fp8Format f, bool stochastic, uint32_t random) {
  if (x != x) return 0x80;
  const bool neg = fp8FloatBits(x) >> 31;
  double a = neg ? -double(x) : double(x);
  if ((fp8FloatBits(x) & 0x7fffffffu) == 0x7f800000u) return 0x80;  // infinity: NaN
  uint32_t lo = 0;
  while (lo < 0x7f && fp8Magnitude(lo + 1, f) <= a) ++lo;
  const double loV = fp8Magnitude(lo, f);
  const double step = lo < 0x7f ? fp8Magnitude(lo + 1, f) - loV : loV - fp8Magnitude(lo - 1, f);
  const double hiV = loV + step;
  if (a >= hiV) return 0x80;  // beyond the largest value and its spacing: overflow whatever the rounding
  bool up;
  if (stochastic) {
    const double ulp = fp8F32Ulp(x);
    if (step <= ulp) {
      up = false;  // nothing dropped
    } else {
      int dropped = 0;
      for (double s = step; s > ulp; s /= 2) ++dropped;
      // The first min(dropped, 32) binary digits of (a - lo) / step, in [0, 1): all the dropped f32 bits,
      // or their 32 most significant ones (a tiny denormal drops up to ~107).
      const int kept = dropped < 32 ? dropped : 32;
      const uint64_t below = uint64_t((a - loV) / step * fp8Pow2(kept));
      const uint64_t mask = (uint64_t(1) << kept) - 1;
      up = below + (random & mask) > mask;
    }
  } else {
    const double below = a - loV, above = hiV - a;
    up = below > above || (below == above && (lo & 1));
  }
  const uint32_t code = up ? lo + 1 : lo;
  if (code > 0x7f) return 0x80;  // beyond the largest value: NaN
  if (code == 0) return 0;      // no negative zero
  return code | (neg ? 0x80u : 0);
}

inline float twin_cvt_f32_fp8(int src, int byteSel) { return twinFp8ToF32(uint32_t(src) >> (8 * byteSel), kTwinE4m3); }
inline float twin_cvt_f32_bf8(int src, int byteSel) { return twinFp8ToF32(uint32_t(src) >> (8 * byteSel), kTwinE5m2); }
inline int twinPackWord(float a, float b, int old, bool high, Fp8Format f) {
  const uint32_t word = twinF32ToFp8(a, f, false, 0) | twinF32ToFp8(b, f, false, 0) << 8;
  const uint32_t o = uint32_t(old);
  return int(high ? (o & 0xffffu) | word << 16 : (o & 0xffff0000u) | word);
}
inline int twin_cvt_pk_fp8_f32(float a, float b, int old, bool high) { return twinPackWord(a, b, old, high, kTwinE4m3); }
inline int twin_cvt_pk_bf8_f32(float a, float b, int old, bool high) { return twinPackWord(a, b, old, high, kTwinE5m2); }
inline int twinSrByte(float a, int random, int old, int byteSel, Fp8Format f) {
  const unsigned shift = 8u * unsigned(byteSel);
  const uint32_t byte = twinF32ToFp8(a, f, true, uint32_t(random));
  return int((uint32_t(old) & ~(0xffu << shift)) | byte << shift);
}
inline int twin_cvt_sr_fp8_f32(float a, int random, int old, int byteSel) { return twinSrByte(a, random, old, byteSel, kTwinE4m3); }
inline int twin_cvt_sr_bf8_f32(float a, int random, int old, int byteSel) { return twinSrByte(a, random, old, byteSel, kTwinE5m2); }

}  // namespace twin::cl

#define __builtin_amdgcn_cvt_f32_fp8 twin::cl::twin_cvt_f32_fp8
#define __builtin_amdgcn_cvt_f32_bf8 twin::cl::twin_cvt_f32_bf8
#define __builtin_amdgcn_cvt_pk_fp8_f32 twin::cl::twin_cvt_pk_fp8_f32
#define __builtin_amdgcn_cvt_pk_bf8_f32 twin::cl::twin_cvt_pk_bf8_f32
#define __builtin_amdgcn_cvt_sr_fp8_f32 twin::cl::twin_cvt_sr_fp8_f32
#define __builtin_amdgcn_cvt_sr_bf8_f32 twin::cl::twin_cvt_sr_bf8_f32
