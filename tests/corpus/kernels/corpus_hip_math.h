// The device library's math functions by their ocml names, as HIP's headers declare and call them, and their
// host twins (the C library for the transcendental ones, compared within ulps; exact functions exactly), and
// on the host the clang bit builtins GCC lacks. _Float16 on the host is the twin shim's half (each operation
// rounded once to half).
#ifndef CORPUS_HIP_MATH_H
#define CORPUS_HIP_MATH_H

#ifndef TWIN_HOST
#define CORPUS_OCML(ret, name, ...) extern "C" __device__ __attribute__((const)) ret name(__VA_ARGS__);
#else
#define _Float16 half
#define CORPUS_OCML(ret, name, ...)
inline float __ocml_sin_f32(float x) { return sin(x); }
inline float __ocml_exp_f32(float x) { return exp(x); }
inline float __ocml_log_f32(float x) { return log(x); }
inline float __ocml_fabs_f32(float x) { return fabs(x); }
inline float __ocml_atan2_f32(float y, float x) { return atan2(y, x); }
inline float __ocml_fmod_f32(float x, float y) { return fmod(x, y); }
inline float __ocml_sqrt_f32(float x) { return sqrt(x); }
inline double __ocml_cos_f64(double x) { return cos(x); }
inline double __ocml_exp2_f64(double x) { return exp2(x); }
inline double __ocml_fma_f64(double a, double b, double c) { return fma(a, b, c); }
inline double __ocml_cbrt_f64(double x) { return cbrt(x); }
// clang's bit builtins that GCC lacks.
inline unsigned corpus_bitreverse32(unsigned v) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= (v >> k & 1u) << (31 - k);
  return r;
}
inline unsigned corpus_rotateleft32(unsigned v, unsigned s) { return s % 32u ? v << s % 32u | v >> (32u - s % 32u) : v; }
#define __builtin_bitreverse32 corpus_bitreverse32
#define __builtin_rotateleft32 corpus_rotateleft32
#endif
CORPUS_OCML(float, __ocml_sin_f32, float)
CORPUS_OCML(float, __ocml_exp_f32, float)
CORPUS_OCML(float, __ocml_log_f32, float)
CORPUS_OCML(float, __ocml_fabs_f32, float)
CORPUS_OCML(float, __ocml_atan2_f32, float, float)
CORPUS_OCML(float, __ocml_fmod_f32, float, float)
CORPUS_OCML(float, __ocml_sqrt_f32, float)
CORPUS_OCML(double, __ocml_cos_f64, double)
CORPUS_OCML(double, __ocml_exp2_f64, double)
CORPUS_OCML(double, __ocml_fma_f64, double, double, double)
CORPUS_OCML(double, __ocml_cbrt_f64, double)
#undef CORPUS_OCML

#endif
