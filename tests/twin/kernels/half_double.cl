// Half-precision arithmetic (cl_khr_fp16) and double precision: the IEEE operations exactly, and a few
// double transcendentals within ulps.
// twin-extra-cpus: gfx1100t16 gfx1153t16 gfx1153t16w64 gfx1201t16
#include "twin.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

// Division is compared within 1 ulp (the compiler divides through a float reciprocal).
__kernel void half_arith(__global const half* a, __global const half* b, __global half* out, __global half* quot,
                         uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  half x = a[i], y = b[i];
  out[i * 4 + 0] = x + y;
  out[i * 4 + 1] = x - y;
  out[i * 4 + 2] = x * y;
  out[i * 4 + 3] = (half)((float)x * 0.25f + (float)y);
  quot[i] = x / y;
}

__kernel void double_exact(__global const double* a, __global const double* b, __global const double* c,
                           __global double* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  double x = a[i], y = b[i], z = c[i];
  __global double* o = out + i * 8;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = fma(x, y, z);
  o[5] = sqrt(x);
  o[6] = floor(x) + trunc(y);
  o[7] = ceil(x) - round(z);
}

__kernel void double_transcendental(__global const double* a, __global double* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  double x = a[i];
  out[i * 4 + 0] = exp(x);
  out[i * 4 + 1] = log(fabs(x));
  out[i * 4 + 2] = sin(x);
  out[i * 4 + 3] = pow(fabs(x), 0.75);
}

TWIN_KERNELS(half_arith, double_exact, double_transcendental)
