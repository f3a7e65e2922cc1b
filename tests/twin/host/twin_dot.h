// The AMDGPU dot-product builtins for the host twins, written from LLVM's documentation of the intrinsics
// (IntrinsicsAMDGPU.td: %r = %a[0] * %b[0] + ... + %c, clamp saturates) and the model gcnkit states for the
// float one (src/emu/README.md, "Dot products"), not from the emulator's code. No <cmath>: its global
// declarations would clash with the shim's OpenCL math functions (compiler builtins instead). Plus the 2 x 16-bit vector
// types they take, as bit containers (`as_short2(uint)`, ...), and the half swaps twin.h names.
#pragma once
#include <cstdint>
#include <cstring>

#include "twin_half.h"

namespace twin::cl {

struct short2 { int16_t v[2]; };
struct ushort2 { uint16_t v[2]; };
struct half2 { uint16_t v[2]; };  // f16 bits

template <class P> P pairOf(uint32_t bits) {
  P p;
  std::memcpy(&p, &bits, 4);
  return p;
}
inline short2 as_short2(uint32_t x) { return pairOf<short2>(x); }
inline ushort2 as_ushort2(uint32_t x) { return pairOf<ushort2>(x); }
inline half2 as_half2(uint32_t x) { return pairOf<half2>(x); }
inline half2 operator-(half2 h) { return {{uint16_t(h.v[0] ^ 0x8000), uint16_t(h.v[1] ^ 0x8000)}}; }

template <class P> P twinSwap(P p) { return {{p.v[1], p.v[0]}}; }
template <class P> P twinHigh(P p) { return {{p.v[1], p.v[1]}}; }
template <class P> P twinLow(P p) { return {{p.v[0], p.v[0]}}; }

// The integer dots: the exact sum of the products and c, wrapped to 32 bits, or saturated with clamp.
inline int32_t dotSigned(int64_t sum, bool clamp) {
  if (clamp) sum = sum < INT32_MIN ? INT32_MIN : sum > INT32_MAX ? INT32_MAX : sum;
  return int32_t(uint32_t(uint64_t(sum)));
}
inline uint32_t dotUnsigned(uint64_t sum, bool clamp) {
  return clamp && sum > UINT32_MAX ? UINT32_MAX : uint32_t(sum);
}
// Field i (width bits) of x, sign-extended or not.
inline int64_t field(uint32_t x, int i, int bits, bool sign) {
  const uint32_t f = (x >> (i * bits)) & ((1u << bits) - 1);
  return sign && (f >> (bits - 1)) ? int64_t(f) - (int64_t(1) << bits) : int64_t(f);
}
inline int32_t twin_sdot2(short2 a, short2 b, int32_t c, bool clamp) {
  return dotSigned(int64_t(a.v[0]) * b.v[0] + int64_t(a.v[1]) * b.v[1] + c, clamp);
}
inline uint32_t twin_udot2(ushort2 a, ushort2 b, uint32_t c, bool clamp) {
  return dotUnsigned(uint64_t(a.v[0]) * b.v[0] + uint64_t(a.v[1]) * b.v[1] + c, clamp);
}
template <int Bits, bool Sign> int64_t fieldsDot(uint32_t a, uint32_t b) {
  int64_t s = 0;
  for (int i = 0; i < 32 / Bits; ++i) s += field(a, i, Bits, Sign) * field(b, i, Bits, Sign);
  return s;
}
inline int32_t twin_sdot4(int32_t a, int32_t b, int32_t c, bool clamp) {
  return dotSigned(fieldsDot<8, true>(uint32_t(a), uint32_t(b)) + c, clamp);
}
inline uint32_t twin_udot4(uint32_t a, uint32_t b, uint32_t c, bool clamp) {
  return dotUnsigned(uint64_t(fieldsDot<8, false>(a, b)) + c, clamp);
}
inline int32_t twin_sdot8(int32_t a, int32_t b, int32_t c, bool clamp) {
  return dotSigned(fieldsDot<4, true>(uint32_t(a), uint32_t(b)) + c, clamp);
}
inline uint32_t twin_udot8(uint32_t a, uint32_t b, uint32_t c, bool clamp) {
  return dotUnsigned(uint64_t(fieldsDot<4, false>(a, b)) + c, clamp);
}

// fdot2, gcnkit's stated model: products exact, the exact sum of both products and c rounded once to float
// (nearest even: the twins run in the default mode); a denormal c is flushed to a zero of its sign, as LLVM
// says the instruction does whatever the mode; clamp to [0, 1] (NaN gives 0: DX10_CLAMP is on).
// Exactness by integers: an f16 is an integer times 2^-24, so a product is an integer N times 2^-48 with
// |N| < 2^81; c joins in units of 2^-48 when it is a multiple of 2^-48, else (|c| < 2^-24) in units of 2^-88,
// where a c finer than that is below every bit that decides the rounding (only its sign counts); a c of 2^78
// or more is above the products' reach (the result is c).
inline float twin_fdot2(half2 a, half2 b, float c, bool clamp) {
  if ((c != 0 && __builtin_fabsf(c) < 0x1p-126f)) c = __builtin_copysignf(0.0f, c);
  const double p0 = double(halfToFloat(a.v[0])) * halfToFloat(b.v[0]);
  const double p1 = double(halfToFloat(a.v[1])) * halfToFloat(b.v[1]);
  float r;
  if (!__builtin_isfinite(p0) || !__builtin_isfinite(p1) || !__builtin_isfinite(c)) {
    r = float(p0 + p1 + double(c));  // infinities and NaN: exact
  } else {
    const __int128 n = __int128(__builtin_ldexp(p0, 48)) + __int128(__builtin_ldexp(p1, 48));  // units of 2^-48
    if (__builtin_fabsf(c) >= 0x1p78f) {
      r = c;  // |sum of products| < 2^33, far below half an ulp of c
    } else if (n == 0) {
      r = c + 0.0f;  // (a zero sum of products is +0, and +0 + -0 is +0)
      if (c == 0 && __builtin_signbit(c) && __builtin_signbit(p0) && __builtin_signbit(p1)) r = -0.0f;
    } else if (const double c48 = __builtin_ldexp(double(c), 48); c48 == __builtin_trunc(c48)) {
      r = __builtin_ldexpf(float(n + __int128(c48)), -48);  // c is whole units of 2^-48 (|c| < 2^78: < 2^126 units)
    } else {  // |c| < 2^-24: units of 2^-88
      __int128 x = n * (__int128(1) << 40);
      const double c88 = __builtin_ldexp(double(c), 88);
      if (c88 == __builtin_trunc(c88)) x += __int128(c88);
      else x += c > 0 ? 1 : -1;  // below the rounding position of a sum >= 2^-49: only a sticky bit
      r = __builtin_ldexpf(float(x), -88);  // __int128 -> float rounds to nearest even; the scaling is exact
    }
  }
  if (clamp) r = __builtin_isnan(r) || r <= 0 ? 0.0f : r > 1 ? 1.0f : r;
  return r;
}

}  // namespace twin::cl

#define __builtin_amdgcn_sdot2 twin::cl::twin_sdot2
#define __builtin_amdgcn_udot2 twin::cl::twin_udot2
#define __builtin_amdgcn_sdot4 twin::cl::twin_sdot4
#define __builtin_amdgcn_udot4 twin::cl::twin_udot4
#define __builtin_amdgcn_sdot8 twin::cl::twin_sdot8
#define __builtin_amdgcn_udot8 twin::cl::twin_udot8
#define __builtin_amdgcn_fdot2 twin::cl::twin_fdot2
#define twin_swap_halves_s twin::cl::twinSwap
#define twin_swap_halves_h twin::cl::twinSwap
#define twin_high_halves_s twin::cl::twinHigh
#define twin_low_halves_s twin::cl::twinLow
#define twin_high_halves_u twin::cl::twinHigh
#define twin_low_halves_u twin::cl::twinLow
