// Division operands shared by the division tests: hand-worked quotients for every branch of v_div_scale's
// scaling, div_fixup's underflow rule, the special values and exact quotients (f64 and f32), and a deterministic
// sweep of operands across the whole exponent range, denormals included.
#pragma once
#include <bit>
#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace gcnkit::test {

struct Quotient {
  double n, d;  // numerator, denominator (f32 cases hold floats exactly)
};

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

// f64: each branch of v_div_scale, the fixup's underflow rule, special values, exact quotients.
inline const std::vector<Quotient>& handF64() {
  static const std::vector<Quotient> cases = {
    {1, 3}, {10, 7}, {-5, 3}, {1, -0x1.8p0},                           // no scaling
    {1e308, 0.5}, {1e308, 0.6}, {-0x1p1023, 0x1p-1},                   // quotient near the largest double
    {1e-310, 3e-310}, {1, 1e-310}, {0x1p-1060, 0x1p-1070},             // denormal denominator
    {1, 0x1.8p1023}, {-3, 0x1.fffffffffffffp1023}, {0x1p-1, 0x1p1023}, // huge denominator, denormal quotient
    {1e308, 1.7e308}, {0x1.8p1023, 0x1.2p1023},                        // huge denominator
    {DBL_MIN, 1.5}, {1e-300, 1e10}, {0x1p-1022, 0x1.0000000000001p0},  // denormal quotient
    {1e-300, 1e-290}, {0x1p-1000, 0x1p-990},                           // tiny numerator
    {-1e-300, 1e300}, {0x1p-75, 0x1.8p1000}, {0x1.8p-75, 0x1p1000},    // quotient at or below half the smallest
    {0x1p-1074, 3}, {0x1p-1074, 0x1p1},                                //   denormal: 0, or the smallest
    {0, 0}, {1, 0}, {-1, 0}, {-0.0, 3}, {0, -3}, {kInf, kInf}, {kInf, 2}, {2, kInf}, {-2, kInf}, {kNan, 1},
    {1, kNan}, {kInf, 0},                                              // special values
    {6, 3}, {1, 4}, {7, 7}, {0x1p-1074, 0.5}, {0x1p-1022, 2}, {0x1.fffffffffffffp1023, 1},  // exact
};
  return cases;
}
// f32 likewise (values that are floats exactly).
inline const std::vector<Quotient>& handF32() {
  static const std::vector<Quotient> cases = {
    {1, 3}, {10, 7}, {-5, 3},
    {0x1p126, 0x1p-1}, {0x1.8p126, 0x1.4p-1}, {0x1p127, 0x1p-2},       // near the largest float
    {0x1p-140, 0x1p-145}, {1, 0x1p-140}, {0x1.8p-135, 0x1p-148},       // denormal denominator
    {1, 0x1.8p127}, {-3, 0x1.fffffep127}, {0x1p-1, 0x1p127},           // huge denominator, denormal quotient
    {0x1p127, 0x1.8p127}, {0x1.8p127, 0x1.2p127},                      // huge denominator
    {FLT_MIN, 1.5}, {0x1p-120, 0x1p10}, {0x1p-126, 0x1.000002p0},      // denormal quotient
    {0x1p-110, 0x1p-100}, {0x1.8p-120, 0x1p-118},                      // tiny numerator
    {-0x1p-100, 0x1p100}, {0x1p-25, 0x1.8p125}, {0x1.8p-25, 0x1p125},  // at or below half the smallest denormal
    {0x1p-149, 3}, {0x1p-149, 2},
    {0, 0}, {1, 0}, {-1, 0}, {-0.0, 3}, {0, -3}, {kInf, kInf}, {kInf, 2}, {2, kInf}, {kNan, 1}, {1, kNan},
    {6, 3}, {1, 4}, {7, 7}, {0x1p-149, 0.5}, {0x1p-126, 2}, {0x1.fffffep127, 1},
};
  return cases;
}

// Operands with every exponent (denormals included) and random significands, so that every branch of the
// scaling is reached many times; deterministic.
inline std::vector<Quotient> sweep(bool f64, size_t count) {
  std::mt19937_64 rng(f64 ? 0x64 : 0x32);
  const int lo = f64 ? -1074 : -149, hi = f64 ? 1023 : 127;
  std::uniform_int_distribution<int> exp(lo, hi);
  auto value = [&] {
    const int e = exp(rng);
    const double m = 1 + double(rng() >> 12) * 0x1p-52;  // [1, 2)
    const double v = std::ldexp(f64 ? m : double(float(m)), e);
    return (rng() & 1) ? -v : v;
  };
  std::vector<Quotient> out;
  for (size_t i = 0; i < count; ++i) out.push_back({value(), value()});
  return out;
}

inline bool isNanBits(uint64_t b, bool f64) {
  return f64 ? (b & ~(1ull << 63)) > 0x7ff0000000000000ull : (b & 0x7fffffffu) > 0x7f800000u;
}
// Bit for bit; any NaN equals any NaN.
inline bool sameResult(uint64_t got, uint64_t want, bool f64) {
  const bool nanGot = isNanBits(got, f64), nanWant = isNanBits(want, f64);
  return nanGot || nanWant ? nanGot == nanWant : got == want;
}

// The correctly rounded quotient: the host's IEEE division (round to nearest even, denormals kept); with f32
// flushing, denormal operands and results read as zeros of their sign.
inline uint64_t hostQuotient(Quotient q, bool f64, bool flush32) {
  if (f64) return std::bit_cast<uint64_t>(q.n / q.d);
  auto flush = [&](float x) { return flush32 && std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(0.0f, x) : x; };
  return std::bit_cast<uint32_t>(flush(flush(float(q.n)) / flush(float(q.d))));
}

inline std::string describe(Quotient q, bool f64, uint64_t got, uint64_t want) {
  char buf[200];
  std::snprintf(buf, sizeof buf, "%a / %a: got 0x%llx, correctly rounded 0x%llx", f64 ? q.n : double(float(q.n)),
                f64 ? q.d : double(float(q.d)), static_cast<unsigned long long>(got), static_cast<unsigned long long>(want));
  return buf;
}

}  // namespace gcnkit::test
