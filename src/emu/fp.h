// Floating point as the GCN vector ALU defines it, on an ordinary CPU: bit views, the MODE register's round
// and denormal modes, half precision (which the host lacks) converted with every rounding mode, NaN rules,
// and the host rounding mode set to the wave's for the operations the host computes natively.
// Decisions where the documents leave a choice are listed in src/emu/README.md ("Floating point").
#pragma once
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>

namespace gcnkit::emu::fp {

inline float f32(uint32_t b) { return std::bit_cast<float>(b); }
inline uint32_t bits(float f) { return std::bit_cast<uint32_t>(f); }
inline double f64(uint64_t b) { return std::bit_cast<double>(b); }
inline uint64_t bits(double d) { return std::bit_cast<uint64_t>(d); }

// MODE.FP_ROUND values.
enum Round : uint8_t { kNearestEven = 0, kPlusInf = 1, kMinusInf = 2, kTowardZero = 3 };

// The MODE register as the VALU reads it: FP_ROUND [3:0] (single [1:0], double/half [3:2]), FP_DENORM [7:4]
// (single [5:4], double/half [7:6]; bit 0 of each pair allows input denormals, bit 1 output denormals),
// DX10_CLAMP [8], IEEE [9].
struct Mode {
  Round round32 = kNearestEven, round64 = kNearestEven;
  bool flushIn32 = true, flushOut32 = true, flushIn64 = false, flushOut64 = false;
  bool dx10 = true, ieee = true;
};
inline Mode decodeMode(uint32_t m) {
  Mode r;
  r.round32 = Round(m & 3);
  r.round64 = Round((m >> 2) & 3);
  r.flushIn32 = !((m >> 4) & 1);
  r.flushOut32 = !((m >> 5) & 1);
  r.flushIn64 = !((m >> 6) & 1);
  r.flushOut64 = !((m >> 7) & 1);
  r.dx10 = (m >> 8) & 1;
  r.ieee = (m >> 9) & 1;
  return r;
}

// ---- classification on bits ----
inline bool isNan32(uint32_t b) { return (b & 0x7fffffffu) > 0x7f800000u; }
inline bool isSnan32(uint32_t b) { return isNan32(b) && !(b & 0x00400000u); }
inline bool isDenorm32(uint32_t b) { return (b & 0x7f800000u) == 0 && (b & 0x007fffffu); }
inline bool isNan64(uint64_t b) { return (b & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }
inline bool isSnan64(uint64_t b) { return isNan64(b) && !(b & 0x0008000000000000ull); }
inline bool isDenorm64(uint64_t b) { return (b & 0x7ff0000000000000ull) == 0 && (b & 0x000fffffffffffffull); }
inline bool isNan16(uint16_t b) { return (b & 0x7fffu) > 0x7c00u; }
inline bool isSnan16(uint16_t b) { return isNan16(b) && !(b & 0x0200u); }
inline bool isDenorm16(uint16_t b) { return (b & 0x7c00u) == 0 && (b & 0x03ffu); }

// A denormal becomes a zero of its sign when `on` (branch-free so lane loops vectorize).
inline uint32_t flush32(uint32_t b, bool on) {
  const uint32_t m = 0u - uint32_t(on & ((b & 0x7f800000u) == 0));
  return b & ~(m & 0x7fffffffu);
}
inline uint64_t flush64(uint64_t b, bool on) {
  const uint64_t m = 0ull - uint64_t(on & ((b & 0x7ff0000000000000ull) == 0));
  return b & ~(m & 0x7fffffffffffffffull);
}
inline uint16_t flush16(uint16_t b, bool on) {
  const uint16_t m = uint16_t(0u - unsigned(on & ((b & 0x7c00u) == 0)));
  return uint16_t(b & ~(m & 0x7fffu));
}

inline uint32_t quiet32(uint32_t b) { return b | 0x00400000u; }
inline uint64_t quiet64(uint64_t b) { return b | 0x0008000000000000ull; }
inline uint16_t quiet16(uint16_t b) { return uint16_t(b | 0x0200u); }

inline constexpr uint32_t kQnan32 = 0x7fc00000u;
inline constexpr uint64_t kQnan64 = 0x7ff8000000000000ull;
inline constexpr uint16_t kQnan16 = 0x7e00u;

// ---- half precision (inline: the f16 lane loops call them per lane) ----
// Overflow: infinity when the mode rounds away from zero for this sign, else the largest finite value.
inline bool overflowToInf(bool neg, Round r) {
  return r == kNearestEven || (r == kPlusInf && !neg) || (r == kMinusInf && neg);
}

// Exact: every f16 is a double.
// Bit-level: a normal half moves its exponent and mantissa into the double's fields; a denormal is m * 2^-24
// (exact); infinities and NaNs keep their sign and payload.
inline double f16ToF64(uint16_t h) {
  const uint64_t sign = uint64_t(h & 0x8000) << 48;
  const int e = (h >> 10) & 31;
  const uint64_t m = h & 0x3ff;
  if (e == 31) return f64(sign | 0x7ff0000000000000ull | m << 42);
  if (e == 0) return f64(sign | bits(double(m) * 0x1p-24));
  return f64(sign | uint64_t(e - 15 + 1023) << 52 | m << 42);
}
inline float f16ToF32(uint16_t h) { return float(f16ToF64(h)); }

// Rounds a double to f16 with mode `r` (NaNs keep their sign and top payload bits, quieted). `sticky` says the
// double is itself inexact: the true value lies strictly beyond |x| (used by round-to-odd callers).
// Bit-level: the magnitude's 53-bit significand shifted to the f16 quantum of its binade (2^-24 for
// denormals), the dropped bits deciding the rounding; a carry out of the significand moves to the next binade
// (or to infinity) by itself because the exponent sits right above it.
inline uint16_t f64ToF16(double x, Round r, bool sticky = false) {
  const uint64_t b = bits(x);
  const uint16_t sign = uint16_t((b >> 48) & 0x8000);
  const uint64_t a = b & 0x7fffffffffffffffull;
  if (a > 0x7ff0000000000000ull) return uint16_t(sign | 0x7e00 | ((b >> 42) & 0x3ff));
  if (a == 0x7ff0000000000000ull) return uint16_t(sign | 0x7c00);
  if (a == 0 && !sticky) return sign;
  const bool neg = sign != 0;
  const uint16_t overflow = uint16_t(sign | (overflowToInf(neg, r) ? 0x7c00 : 0x7bff));
  const int biased = int(a >> 52);
  const int e = (biased ? biased : 1) - 1023;  // double denormals are far below the f16 range
  if (e >= 16) return overflow;
  const uint64_t m = (a & 0x000fffffffffffffull) | (biased ? 1ull << 52 : 0);
  const int shift = e >= -14 ? 42 : 28 - e;  // to units of the f16 ulp: 2^(e-10), or 2^-24 below 2^-14
  uint64_t q = 0, rem = m, half = 0;
  if (shift < 64) {
    q = m >> shift;
    rem = m & ((1ull << shift) - 1);
    half = 1ull << (shift - 1);
  }
  bool up = false;
  switch (r) {
    case kNearestEven:
      up = shift < 64 && (rem > half || (rem == half && (sticky || (q & 1))));
      break;
    case kTowardZero: break;
    case kPlusInf: up = !neg && (rem || sticky); break;
    case kMinusInf: up = neg && (rem || sticky); break;
  }
  q += up;
  // Normal: q holds the hidden bit (1024..2048), so the exponent field is (e + 14) plus q's carry.
  const uint32_t mag = e >= -14 ? uint32_t((e + 14) << 10) + uint32_t(q) : uint32_t(q);
  if (mag >= 0x7c00) return overflow;
  return uint16_t(sign | mag);
}
// The same rounding computed arithmetically (scaling, floor); kept to test the bit-level f64ToF16 against.
uint16_t f64ToF16Reference(double x, Round r, bool sticky = false);
// Rounds a double to f32 in software with mode `r` (used where the host rounding mode is not the wave's).
float f64ToF32(double x, Round r);
// Rounds a double to bf16 (f32's exponent range, 8 significant bits) with mode `r`; the bits of the result. NaNs
// keep their sign and top payload bits, quieted; overflow as f64ToF16 (infinity or the largest finite value).
uint16_t f64ToBf16(double x, Round r);

// ---- hot lane loops compiled apart (fp_kernels.cpp) ----
// d[l] = fma(a[l], b[l], s[l]) on f32 bits, input denormals flushed when `flushIn`, output denormals when
// `flushOut`. Rounds in the host's current rounding mode (the caller sets it); vectorized with FMA
// instructions where the processor has them.
void fmaLanes32(const uint32_t* a, const uint32_t* b, const uint32_t* s, uint32_t* d, unsigned n, bool flushIn,
                bool flushOut);

// ---- the host's rounding mode ----
// Sets the host's rounding mode for native float/double operations; cheap when unchanged.
void setHostRound(Round r);
Round hostRound();
// Restores round-to-nearest-even when a launch ends (the host's default).
struct HostRoundScope {
  HostRoundScope() = default;
  ~HostRoundScope() { setHostRound(kNearestEven); }
  HostRoundScope(const HostRoundScope&) = delete;
  HostRoundScope& operator=(const HostRoundScope&) = delete;
};

// Computes op() in double with the host rounding toward zero and says whether the result was inexact: the
// truncated value plus that sticky bit rounds correctly to any narrower format in any mode (round to odd).
template <class F>
double truncated(F op, bool& inexact) {
  const int saved = std::fegetround();
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_INEXACT);
  volatile double r = op();
  inexact = std::fetestexcept(FE_INEXACT) != 0;
  std::fesetround(saved);
  return r;
}

// ---- IEEE-mode NaN rules for min/max (ISA: with IEEE set, a signaling NaN input gives a quiet NaN; a
// quiet NaN input is ignored; without IEEE every NaN input is ignored) ----
template <class T>
struct Traits;
template <>
struct Traits<float> {
  using U = uint32_t;
  static bool nan(U b) { return isNan32(b); }
  static bool snan(U b) { return isSnan32(b); }
  static U quiet(U b) { return quiet32(b); }
};
template <>
struct Traits<double> {
  using U = uint64_t;
  static bool nan(U b) { return isNan64(b); }
  static bool snan(U b) { return isSnan64(b); }
  static U quiet(U b) { return quiet64(b); }
};

// min/max on bits: -0 < +0 (the hardware orders zeros by sign).
template <class T, bool Max>
typename Traits<T>::U minMax(typename Traits<T>::U a, typename Traits<T>::U b, bool ieee) {
  using Tr = Traits<T>;
  if (ieee) {
    if (Tr::snan(a)) return Tr::quiet(a);
    if (Tr::snan(b)) return Tr::quiet(b);
  }
  if (Tr::nan(a)) return Tr::nan(b) ? Tr::quiet(a) : b;
  if (Tr::nan(b)) return a;
  const T x = std::bit_cast<T>(a), y = std::bit_cast<T>(b);
  if (x == y) {  // equal values, possibly zeros of different signs
    const bool an = std::signbit(x);
    return Max ? (an ? b : a) : (an ? a : b);
  }
  return Max ? (x > y ? a : b) : (x < y ? a : b);
}

}  // namespace gcnkit::emu::fp
