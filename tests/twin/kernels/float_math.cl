// Single-precision math on inputs full of special values (NaN, infinities, signed zeros, denormals,
// huge and tiny numbers): the exact operations, then the transcendental ones (compared within ulps).
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64 gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64
#include "twin.h"

__kernel void float_exact(__global const float* a, __global const float* b, __global const float* c,
                          __global float* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  __global float* o = out + i * 12;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = fma(x, y, z);
  o[5] = sqrt(x);
  o[6] = floor(x) + ceil(y);
  o[7] = trunc(x) - rint(z);
  o[8] = round(y);
  o[9] = copysign(fabs(x), y);
  o[10] = ldexp(x, (int)(as_uint(z) % 64u) - 32);
  o[11] = x * y + z;  // contraction is off on both sides: two roundings
}

// fmin/fmax/compare: results whose sign of zero the specification leaves open are compared as numbers.
__kernel void float_select(__global const float* a, __global const float* b, __global float* out,
                           __global int* flags, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[i * 2 + 0] = fmin(x, y);
  out[i * 2 + 1] = fmax(x, y);
  flags[i] = (x < y) | (x == y) << 1 | (x != y) << 2 | isnan(x) << 3 | isinf(y) << 4 | isfinite(x) << 5 |
             signbit(y) << 6 | (x >= y) << 7;
}

__kernel void float_transcendental(__global const float* a, __global const float* b, __global float* out,
                                   uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = a[i], y = b[i];
  __global float* o = out + i * 8;
  o[0] = sin(x);
  o[1] = cos(x);
  o[2] = exp(y);
  o[3] = log(fabs(x));
  o[4] = exp2(y * 0.5f);
  o[5] = log2(fabs(y) + 1.0f);
  o[6] = atan2(x, y);
  o[7] = tanh(y);
}

TWIN_KERNELS(float_exact, float_select, float_transcendental)
