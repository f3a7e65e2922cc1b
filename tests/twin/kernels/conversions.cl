// Conversions: float <-> integers with each rounding mode and saturation, integers to float (rounded),
// double <-> float, float <-> half (vstore_half rounds to nearest even), and bit casts.
// twin-extra-cpus: gfx1100t16 gfx1153t16 gfx1153t16w64 gfx1201t16
#include "twin.h"

__kernel void float_to_int(__global const float* a, __global int* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = a[i];
  __global int* o = out + i * 6;
  // NaN excluded from the signed saturating conversions: clang-19 clamps with v_med3_f32, which returns the
  // lower bound for a NaN (ISA), and drops the NaN select, so NaN converts to INT_MIN on the GPU, 0 on the host.
  float s = isnan(x) ? 0.0f : x;
  o[0] = convert_int_sat(s);
  o[1] = convert_int_sat_rte(s);
  o[2] = (int)convert_uint_sat(x);
  float m = isfinite(x) && fabs(x) < 2.0e9f ? x : 0.5f;  // in range: plain casts are defined
  o[3] = (int)m;
  o[4] = convert_int_rte(m) ^ (int)((uint)convert_int_rtp(m) << 1);
  o[5] = (int)((uint)convert_int_rtn(m) + (uint)fabs(m));
}

__kernel void int_to_float(__global const int* a, __global float* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  int v = a[i];
  uint u = (uint)v;
  __global float* o = out + i * 6;
  o[0] = (float)v;
  o[1] = (float)u;
  o[2] = convert_float_rtz(v);
  o[3] = convert_float_rtz(u);
  o[4] = convert_float_rtp(v);
  o[5] = convert_float_rtn(v);
}

__kernel void wide_conversions(__global const double* a, __global const long* l, __global float* f,
                               __global double* d, __global long* lo, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  double x = a[i];
  long v = l[i];
  f[i * 3 + 0] = (float)x;
  f[i * 3 + 1] = convert_float_rtz(x);
  f[i * 3 + 2] = (float)v;
  d[i * 3 + 0] = (double)(float)x;
  d[i * 3 + 1] = (double)v;
  d[i * 3 + 2] = (double)(ulong)v;
  lo[i] = convert_long_sat(isnan(x) ? 0.0 : x);  // NaN: see float_to_int
}

__kernel void half_storage(__global const float* a, __global half* h, __global float* back,
                           __global uint* bits, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = a[i];
  vstore_half(x, i, h);
  back[i] = vload_half(i, h) * 2.0f;
  bits[i] = as_uint(x) ^ (uint)as_int(-x);
}

TWIN_KERNELS(float_to_int, int_to_float, wide_conversions, half_storage)
