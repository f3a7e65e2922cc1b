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
  return on && (b & 0x7f800000u) == 0 ? b & 0x80000000u : b;
}
inline uint64_t flush64(uint64_t b, bool on) {
  return on && (b & 0x7ff0000000000000ull) == 0 ? b & 0x8000000000000000ull : b;
}
inline uint16_t flush16(uint16_t b, bool on) { return on && (b & 0x7c00u) == 0 ? b & 0x8000u : b; }

inline uint32_t quiet32(uint32_t b) { return b | 0x00400000u; }
inline uint64_t quiet64(uint64_t b) { return b | 0x0008000000000000ull; }
inline uint16_t quiet16(uint16_t b) { return uint16_t(b | 0x0200u); }

inline constexpr uint32_t kQnan32 = 0x7fc00000u;
inline constexpr uint64_t kQnan64 = 0x7ff8000000000000ull;
inline constexpr uint16_t kQnan16 = 0x7e00u;

// ---- half precision ----
// Exact: every f16 is a double.
double f16ToF64(uint16_t h);
inline float f16ToF32(uint16_t h) { return float(f16ToF64(h)); }
// Rounds a double to f16 with mode `r` (NaNs keep their sign and top payload bits, quieted). `sticky` says the
// double is itself inexact: the true value lies strictly beyond |x| (used by round-to-odd callers).
uint16_t f64ToF16(double x, Round r, bool sticky = false);
// The same rounding computed arithmetically (scaling, floor); kept to test the bit-level f64ToF16 against.
uint16_t f64ToF16Reference(double x, Round r, bool sticky = false);
// Rounds a double to f32 in software with mode `r` (used where the host rounding mode is not the wave's).
float f64ToF32(double x, Round r);

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
    const bool an = std::signbit(x), bn = std::signbit(y);
    return Max ? (an ? b : a) : (an ? a : b);
  }
  return Max ? (x > y ? a : b) : (x < y ? a : b);
}

}  // namespace gcnkit::emu::fp
