// IEEE binary16 for the host twin: storage conversions rounded to nearest even (denormals included,
// overflow to infinity), and cl_khr_fp16 arithmetic: each operation computed in float and rounded once
// to half, which is the correctly rounded half result for + - * / (float has more than 2*11+2 bits).
#pragma once
#include <cstdint>
#include <cstring>

namespace twin::cl {

// binary16 bits of `d`, rounded to nearest even.
inline uint16_t halfBits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  const uint16_t sign = uint16_t((b >> 48) & 0x8000);
  const int exp = int((b >> 52) & 0x7ff);
  const uint64_t mant = b & ((uint64_t(1) << 52) - 1);
  if (exp == 0x7ff) return uint16_t(sign | 0x7c00 | (mant ? 0x200 | (mant >> 42) : 0));  // inf, quiet NaN
  const double a = d < 0 ? -d : d;
  if (a >= 65520.0) return uint16_t(sign | 0x7c00);  // at or past the midpoint of 65504 and 2^16
  const int e = exp - 1023;
  if (e < -14) {  // half denormal (or zero): units of 2^-24, rounded to even
    const double q = __builtin_rint(__builtin_ldexp(a, 24));
    return uint16_t(sign | uint16_t(q));  // q == 1024 is the smallest normal, which these bits also encode
  }
  double q = __builtin_rint(__builtin_ldexp(a, 10 - e));  // in [1024, 2048]
  int he = e + 15;
  if (q >= 2048.0) {
    q = 1024.0;
    ++he;
  }
  if (he >= 31) return uint16_t(sign | 0x7c00);
  return uint16_t(sign | (he << 10) | (uint16_t(q) - 1024));
}

inline float halfToFloat(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16;
  const int exp = (h >> 10) & 0x1f;
  const uint32_t mant = h & 0x3ff;
  float f;
  if (exp == 0x1f) {
    const uint32_t bits = sign | 0x7f800000u | (mant << 13);
    std::memcpy(&f, &bits, 4);
    return f;
  }
  f = exp == 0 ? __builtin_ldexpf(float(mant), -24) : __builtin_ldexpf(float(1024 + mant), exp - 25);
  return sign ? -f : f;
}

class half {
 public:
  half() = default;
  explicit half(float f) : bits_(halfBits(f)) {}
  explicit half(double d) : bits_(halfBits(d)) {}
  explicit half(int i) : bits_(halfBits(double(i))) {}
  operator float() const { return halfToFloat(bits_); }
  uint16_t bits() const { return bits_; }
  static half fromBits(uint16_t b) {
    half h;
    h.bits_ = b;
    return h;
  }

  friend half operator+(half a, half b) { return half(float(a) + float(b)); }
  friend half operator-(half a, half b) { return half(float(a) - float(b)); }
  friend half operator*(half a, half b) { return half(float(a) * float(b)); }
  friend half operator/(half a, half b) { return half(float(a) / float(b)); }
  half operator-() const { return fromBits(uint16_t(bits_ ^ 0x8000)); }
  half& operator+=(half o) { return *this = *this + o; }
  half& operator-=(half o) { return *this = *this - o; }
  half& operator*=(half o) { return *this = *this * o; }

 private:
  uint16_t bits_ = 0;
};
static_assert(sizeof(half) == 2);

inline float vload_half(size_t offset, const half* p) { return float(p[offset]); }
inline void vstore_half(float v, size_t offset, half* p) { p[offset] = half(v); }
// vstore_half with a directed rounding: the nearest-even half, stepped once toward the rounding direction when it
// lies on the wrong side of v (an overflow rounds to infinity upward, to the largest finite half toward zero).
inline half halfDirected(float v, int direction) {  // -1 toward -inf, 0 toward zero, +1 toward +inf
  half h(v);
  const float back = float(h);
  if (v != v || back == v) return h;
  const bool tooBig = back > v, tooSmall = back < v;
  const int toward = direction == 0 ? (v > 0 ? -1 : 1) : direction;
  if ((toward < 0 && tooBig) || (toward > 0 && tooSmall)) {
    const uint16_t b = h.bits();
    const bool negative = b & 0x8000;
    // One step toward `toward` in value: away from zero adds one to the magnitude bits, toward zero subtracts.
    const bool awayFromZero = (toward > 0) != negative;
    if ((b & 0x7fff) == 0) return half::fromBits(uint16_t(awayFromZero ? (toward > 0 ? 0x0001 : 0x8001) : b));
    return half::fromBits(uint16_t(awayFromZero ? b + 1 : b - 1));
  }
  return h;
}
inline void vstore_half_rtz(float v, size_t offset, half* p) { p[offset] = halfDirected(v, 0); }
inline void vstore_half_rtp(float v, size_t offset, half* p) { p[offset] = halfDirected(v, 1); }
inline void vstore_half_rtn(float v, size_t offset, half* p) { p[offset] = halfDirected(v, -1); }

}  // namespace twin::cl
