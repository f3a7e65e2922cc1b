// HIP with the device library's math (ocml's __ocml_* functions, as HIP's headers call them), integer builtins,
// by-value struct arguments with padding, 64-bit integer arithmetic and _Float16.
#include "twin_hip.h"
#include "corpus_hip_math.h"

extern "C" __global__ void hip_math_lib(const float* xs, const double* ds, float* fo, double* dout, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  double d = ds[i];
  fo[i * 6 + 0] = __ocml_sin_f32(x);
  fo[i * 6 + 1] = __ocml_exp_f32(x * 0.25f);
  fo[i * 6 + 2] = __ocml_log_f32(__ocml_fabs_f32(x) + 1.0f);
  fo[i * 6 + 3] = __ocml_atan2_f32(x, 3.0f);
  fo[i * 6 + 4] = __ocml_fmod_f32(x, 1.75f);
  fo[i * 6 + 5] = __ocml_sqrt_f32(__ocml_fabs_f32(x));
  dout[i * 4 + 0] = __ocml_cos_f64(d);
  dout[i * 4 + 1] = __ocml_exp2_f64(d * 0.125);
  dout[i * 4 + 2] = __ocml_fma_f64(d, d, -1.0);
  dout[i * 4 + 3] = __ocml_cbrt_f64(d);
}

extern "C" __global__ void hip_int_builtins(const unsigned* as, const unsigned long long* bs, unsigned* out,
                                            unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = as[i];
  unsigned long long b = bs[i];
  unsigned* o = out + i * 8;
  o[0] = (unsigned)__builtin_popcount(a) | (unsigned)__builtin_popcountll(b) << 8;
  o[1] = a ? (unsigned)__builtin_clz(a) : 32u;
  o[2] = b ? (unsigned)__builtin_ctzll(b) : 64u;
  o[3] = __builtin_bitreverse32(a);
  o[4] = (unsigned)(__builtin_bswap64(b) >> 16);
  o[5] = (unsigned)(((unsigned long long)a * (b & 0xffffffffull)) >> 32);
  o[6] = __builtin_rotateleft32(a, (unsigned)b & 31u);
  o[7] = (unsigned)__builtin_parity(a) | (unsigned)__builtin_ffsll((long long)b) << 1;
}

struct Shape {
  char kind;            // 7 bytes of padding follow
  double extent;
  int count;
  float ratio;
  unsigned short tag;   // 6 bytes of padding at the end
};  // 32 bytes

extern "C" __global__ void hip_struct_int64(Shape s, const long long* in, long long* out, double* areas, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long v = in[i];
  long long d = (long long)s.count + (long long)(i % 5u) + 1;  // positive
  out[i * 4 + 0] = v / d;
  out[i * 4 + 1] = v % d;
  out[i * 4 + 2] = (long long)((unsigned long long)v * 0x9e3779b97f4a7c15ull) ^ (long long)s.tag << 40;
  out[i * 4 + 3] = (v >> (i % 63u)) + (long long)s.kind;
  areas[i] = s.extent * (double)s.ratio + (double)(v & 0xffff);
}

extern "C" __global__ void hip_half(const _Float16* a, const _Float16* b, _Float16* out, float* widened, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  _Float16 x = a[i], y = b[i];
  out[i * 3 + 0] = x + y;
  out[i * 3 + 1] = x * y;
  out[i * 3 + 2] = (_Float16)((float)x - (float)y * 0.5f);
  widened[i] = (float)x * (float)y;
}

TWIN_KERNELS(hip_math_lib, hip_int_builtins, hip_struct_int64, hip_half)
