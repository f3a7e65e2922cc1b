// corpus-std: CL2.0 (ctz)
// The device library: float and double math functions (the ROCm device library's ocml, inlined at -O1 and above,
// called at -O0), integer built-ins, and 64-bit integer arithmetic (division and remainder expanded in code).
#include "corpus.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

// Transcendental functions within the tolerance of the comparison; x in [-50, 50], y in [0.5, 8].
__kernel void math_float(__global const float* xs, __global const float* ys, __global float* approx,
                         __global float* exact, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  float x = xs[i], y = ys[i];
  __global float* a = approx + i * 10;
  a[0] = sin(x);
  a[1] = cos(x * 0.5f);
  a[2] = exp(x * 0.125f);
  a[3] = log(y);
  a[4] = pow(y, x * 0.0625f);
  a[5] = atan2(x, y);
  a[6] = tanh(x * 0.1f);
  a[7] = cbrt(x);
  a[8] = asin(x / 64.0f);
  a[9] = log10(y) * expm1(x / 32.0f);
  __global float* e = exact + i * 8;
  e[0] = fmod(x, y);
  e[1] = remainder(x, y);
  int q;
  e[2] = frexp(x, &q);
  e[3] = (float)q + ldexp(y, (int)(i % 7u) - 3);
  e[4] = nextafter(x, y);
  e[5] = fdim(x, y) + copysign(y, x);
  float whole;
  e[6] = modf(x, &whole);
  e[7] = whole + (float)ilogb(y);
}

__kernel void math_double(__global const double* xs, __global const double* ys, __global double* approx,
                          __global double* exact, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  double x = xs[i], y = ys[i];
  __global double* a = approx + i * 6;
  a[0] = sin(x);
  a[1] = exp(x * 0.125);
  a[2] = log(y);
  a[3] = pow(y, x * 0.0625);
  a[4] = atan(x);
  a[5] = hypot(x, y);
  __global double* e = exact + i * 5;
  e[0] = fmod(x, y);
  e[1] = sqrt(y) / y;
  e[2] = fma(x, y, -x);
  e[3] = nextafter(x, 0.0);
  e[4] = rint(x * 3.5) + floor(y * 1.25);
}

// Integer built-ins, each exact: inputs any bits, shift and rotate counts taken modulo the width by the built-ins.
__kernel void int_builtins(__global const uint* as, __global const uint* bs, __global uint* out, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  uint a = as[i], b = bs[i];
  int sa = (int)a, sb = (int)b;
  __global uint* o = out + i * 16;
  o[0] = clz(a) | ctz(b) << 8 | popcount(a ^ b) << 16;
  o[1] = mul_hi(a, b);
  o[2] = (uint)mul_hi(sa, sb);
  o[3] = mad_hi(a, b, a);
  o[4] = rotate(a, b);
  o[5] = add_sat(a, b);
  o[6] = (uint)sub_sat(sa, sb);
  o[7] = hadd(a, b);
  o[8] = rhadd(a, b);
  o[9] = (uint)rhadd(sa, sb);
  o[10] = upsample((ushort)(a >> 16), (ushort)b);
  o[11] = mad24(a & 0xffffffu, b & 0xffffffu, a);
  o[12] = (uint)mul24((sa << 8) >> 8, (sb << 8) >> 8);
  o[13] = (uint)clamp(sa, -1000, sb > -1000 ? sb : -1000);
  o[14] = abs(sa >> 1) + (uint)max(sa, sb) - (uint)min(sa, sb);
  o[15] = (uint)mad_sat(sa >> 16, sb >> 16, sa);
}

// 64-bit integer arithmetic: products, unsigned and signed division and remainder by nonzero divisors (never
// LONG_MIN / -1), variable shifts, 64-bit built-ins and conversions to double.
__kernel void int64_arith(__global const ulong* as, __global const ulong* bs, __global ulong* out,
                          __global double* converted, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  ulong a = as[i], b = bs[i] | 1ul;
  long sa = (long)a, sb = (long)(b >> 1) | 1l;
  ulong small = (b >> (i % 48u)) | 1ul;
  __global ulong* o = out + i * 12;
  o[0] = a * b;
  o[1] = a / small;
  o[2] = a % small;
  o[3] = (ulong)(sa / sb);
  o[4] = (ulong)(sa % sb);
  o[5] = a << (b & 63ul) | a >> (64ul - (b & 63ul)) % 64ul;
  o[6] = (ulong)(sa >> (b & 63ul));
  o[7] = mul_hi(a, b);
  o[8] = (ulong)mul_hi(sa, sb);
  o[9] = rotate(a, b) ^ (ulong)popcount(a) ^ (ulong)clz(b) << 8;
  o[10] = (ulong)(a < b) | (ulong)(sa < sb) << 1 | (ulong)(sa == sb) << 2;
  o[11] = upsample((uint)(a >> 32), (uint)b) + (ulong)abs_diff(sa >> 2, sb >> 2);
  converted[i * 2 + 0] = (double)a;
  converted[i * 2 + 1] = (double)sa;
}

TWIN_KERNELS(math_float, math_double, int_builtins, int64_arith)
