// Floating-point builtins of the host twin (float and double), through the compiler's builtins so that
// no <cmath> name competes with OpenCL's overloads. Exact operations (sqrt, fma, rounding, fmin/fmax,
// copysign, ldexp, conversions) are exact here too; the transcendental ones are the C library's, within
// the tolerance that tests/twin/README.md states.
#pragma once
#include <cstdint>
#include <limits>

namespace twin::cl {

#define TWIN_FLOAT_UNARY(name)                                        \
  inline float name(float x) { return __builtin_##name##f(x); }       \
  inline double name(double x) { return __builtin_##name(x); }
#define TWIN_FLOAT_BINARY(name)                                               \
  inline float name(float x, float y) { return __builtin_##name##f(x, y); }   \
  inline double name(double x, double y) { return __builtin_##name(x, y); }
TWIN_FLOAT_UNARY(sqrt)
TWIN_FLOAT_UNARY(fabs)
TWIN_FLOAT_UNARY(floor)
TWIN_FLOAT_UNARY(ceil)
TWIN_FLOAT_UNARY(trunc)
TWIN_FLOAT_UNARY(rint)
TWIN_FLOAT_UNARY(round)
TWIN_FLOAT_UNARY(sin)
TWIN_FLOAT_UNARY(cos)
TWIN_FLOAT_UNARY(tan)
TWIN_FLOAT_UNARY(exp)
TWIN_FLOAT_UNARY(exp2)
TWIN_FLOAT_UNARY(log)
TWIN_FLOAT_UNARY(log2)
TWIN_FLOAT_UNARY(tanh)
TWIN_FLOAT_UNARY(atan)
TWIN_FLOAT_UNARY(cbrt)
TWIN_FLOAT_UNARY(asin)
TWIN_FLOAT_UNARY(log10)
TWIN_FLOAT_UNARY(expm1)
TWIN_FLOAT_BINARY(copysign)
TWIN_FLOAT_BINARY(pow)
TWIN_FLOAT_BINARY(atan2)
TWIN_FLOAT_BINARY(hypot)
TWIN_FLOAT_BINARY(fmod)       // exact
TWIN_FLOAT_BINARY(remainder)  // exact
TWIN_FLOAT_BINARY(nextafter)  // exact
TWIN_FLOAT_BINARY(fdim)       // exact: one rounded subtraction
#undef TWIN_FLOAT_UNARY
#undef TWIN_FLOAT_BINARY

inline float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
inline double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
inline float ldexp(float x, int e) { return __builtin_ldexpf(x, e); }
inline double ldexp(double x, int e) { return __builtin_ldexp(x, e); }
inline float frexp(float x, int* e) { return __builtin_frexpf(x, e); }
inline double frexp(double x, int* e) { return __builtin_frexp(x, e); }
inline float rsqrt(float x) { return 1.0f / __builtin_sqrtf(x); }
inline float modf(float x, float* whole) { return __builtin_modff(x, whole); }
inline double modf(double x, double* whole) { return __builtin_modf(x, whole); }
inline int ilogb(float x) { return __builtin_ilogbf(x); }
inline int ilogb(double x) { return __builtin_ilogb(x); }

// fmin/fmax: the number when one operand is NaN; the result's zero sign is unspecified for (+0, -0), and
// the comparison mode of such outputs says so.
template <class F> F fminT(F x, F y) { return x != x ? y : y != y ? x : y < x ? y : x; }
template <class F> F fmaxT(F x, F y) { return x != x ? y : y != y ? x : x < y ? y : x; }
inline float fmin(float x, float y) { return fminT(x, y); }
inline double fmin(double x, double y) { return fminT(x, y); }
inline float fmax(float x, float y) { return fmaxT(x, y); }
inline double fmax(double x, double y) { return fmaxT(x, y); }

inline int isnan(float x) { return x != x; }
inline int isnan(double x) { return x != x; }
inline int isinf(float x) { return x == __builtin_inff() || x == -__builtin_inff(); }
inline int isinf(double x) { return x == __builtin_inf() || x == -__builtin_inf(); }
inline int isfinite(float x) { return !isnan(x) && !isinf(x); }
inline int isfinite(double x) { return !isnan(x) && !isinf(x); }
inline int signbit(float x) { return __builtin_signbit(x) != 0; }
inline int signbit(double x) { return __builtin_signbit(x) != 0; }

// ---- conversions with an explicit rounding mode or saturation ----
enum class Round { NearestEven, TowardZero, Up, Down };

// `exact` (a value a double holds exactly) to float with a directed rounding.
inline float toFloat(double exact, Round r) {
  float f = float(exact);  // nearest even
  if (r == Round::TowardZero && (f < 0 ? -f : f) > (exact < 0 ? -exact : exact)) f = __builtin_nextafterf(f, 0.0f);
  if (r == Round::Up && f < exact) f = __builtin_nextafterf(f, __builtin_inff());
  if (r == Round::Down && f > exact) f = __builtin_nextafterf(f, -__builtin_inff());
  return f;
}
inline float convert_float_rtz(int v) { return toFloat(double(v), Round::TowardZero); }
inline float convert_float_rtz(uint32_t v) { return toFloat(double(v), Round::TowardZero); }
inline float convert_float_rtp(int v) { return toFloat(double(v), Round::Up); }
inline float convert_float_rtn(int v) { return toFloat(double(v), Round::Down); }
inline float convert_float_rtz(double v) { return toFloat(v, Round::TowardZero); }
inline float convert_float(double v) { return float(v); }

// float/double to integer type I, rounded by `r`, saturated (NaN -> 0) when `sat`.
template <class I, class F> I toInt(F x, Round r, bool sat) {
  F v = r == Round::NearestEven ? __builtin_rint(double(x)) : r == Round::Up ? __builtin_ceil(double(x))
        : r == Round::Down ? __builtin_floor(double(x)) : __builtin_trunc(double(x));
  if (!sat) return I(v);
  if (v != v) return 0;
  if (v <= F(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (v >= F(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return I(v);
}
inline int convert_int_rte(float x) { return toInt<int>(x, Round::NearestEven, false); }
inline int convert_int_sat(float x) { return toInt<int>(x, Round::TowardZero, true); }
inline int convert_int_sat_rte(float x) { return toInt<int>(x, Round::NearestEven, true); }
inline int convert_int_rtp(float x) { return toInt<int>(x, Round::Up, false); }
inline int convert_int_rtn(float x) { return toInt<int>(x, Round::Down, false); }
inline uint32_t convert_uint_sat(float x) { return toInt<uint32_t>(x, Round::TowardZero, true); }
inline int64_t convert_long_sat(double x) { return toInt<int64_t>(x, Round::TowardZero, true); }
inline uint8_t convert_uchar_sat(int v) { return uint8_t(v < 0 ? 0 : v > 255 ? 255 : v); }
inline int16_t convert_short_sat(int v) { return int16_t(v < -32768 ? -32768 : v > 32767 ? 32767 : v); }

}  // namespace twin::cl
