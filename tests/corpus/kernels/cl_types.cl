// Types and control flow: by-value struct arguments with padding, structs returned from noinline functions,
// half precision (storage conversions in every rounding mode and cl_khr_fp16 arithmetic), correctly rounded f32
// and f64 division and square root at the edges of the range, and divergent control flow (loops of different
// trip counts per lane, a switch, early returns, a call from a divergent branch).
#include "corpus.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

typedef struct {
  float scale;
  int offset;
  uchar flags;  // 3 bytes of padding follow
  double bias;
  short steps[3];
} Params;  // 32 bytes, 8-byte aligned

typedef struct {
  uint lo, hi;
} Pair;

typedef struct {
  int quotient;
  int remainder;
  float ratio;
} DivResult;

__attribute__((noinline)) static DivResult divide(int a, int b) {
  DivResult r;
  r.quotient = a / b;
  r.remainder = a % b;
  r.ratio = (float)a / (float)b;
  return r;
}

__kernel void struct_args(__global const float* in, __global float* out, __global int* ints, Params p, Pair q,
                          uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  float v = in[i] * p.scale + (float)p.offset;
  if (p.flags & 1) v = -v;
  out[i] = (float)((double)v + p.bias);
  DivResult d = divide((int)(q.lo ^ i) >> 4, (int)(q.hi % 97u) + 1 + p.steps[i % 3u]);
  ints[i * 3 + 0] = d.quotient;
  ints[i * 3 + 1] = d.remainder;
  ints[i * 3 + 2] = as_int(d.ratio);
}

// Half storage through vstore_half in each rounding mode, and half arithmetic (each operation rounded once).
__kernel void half_precision(__global const float* in, __global half* stored, __global half* arith, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  float f = in[i];
  vstore_half(f, i * 4 + 0, stored);
  vstore_half_rtz(f, i * 4 + 1, stored);
  vstore_half_rtp(f, i * 4 + 2, stored);
  vstore_half_rtn(f, i * 4 + 3, stored);
  half a = (half)f, b = (half)(f * 0.375f + 1.0f);
  arith[i * 4 + 0] = a + b;
  arith[i * 4 + 1] = a * b - a;
  arith[i * 4 + 2] = (half)fmax((float)a, (float)b);
  arith[i * 4 + 3] = (half)(vload_half(i * 4 + 1, stored) * 2.0f);
}

// Division and square root, correctly rounded (the corpus builds with -cl-fp32-correctly-rounded-divide-sqrt):
// quotients at the ends of the range (tiny over huge, huge over tiny, denormal results), the exact cases, and
// infinities, zeros and NaNs.
__kernel void division_edges(__global const float* fa, __global const float* fb, __global const double* da,
                             __global const double* db, __global float* fq, __global double* dq, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  fq[i * 2 + 0] = fa[i] / fb[i];
  fq[i * 2 + 1] = sqrt(fabs(fa[i]));
  dq[i * 2 + 0] = da[i] / db[i];
  dq[i * 2 + 1] = sqrt(fabs(db[i]));
}

__attribute__((noinline)) static uint digit_sum(uint v) {
  uint s = 0;
  while (v) {
    s += v % 10u;
    v /= 10u;
  }
  return s;
}

// Per-lane loops (Collatz steps, bounded), a switch on data, early returns, and a call in a divergent branch.
__kernel void divergent_flow(__global const uint* in, __global uint* out, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  uint v = in[i];
  __global uint* o = out + i * 4;
  uint x = (v & 0xffffu) | 1u, steps = 0;
  while (x != 1u && steps < 300u) {
    x = (x & 1u) ? 3u * x + 1u : x >> 1;
    ++steps;
  }
  o[0] = steps;
  uint acc = 0;
  for (uint k = 0; k < (v & 15u); ++k) {
    if ((k ^ v) & 4u) continue;
    acc += k * k;
    if (acc > 100u) break;
  }
  o[1] = acc;
  switch (v % 6u) {
    case 0: o[2] = v >> 3; break;
    case 1: o[2] = digit_sum(v); break;
    case 2:
    case 3: o[2] = v * 7u; break;
    case 4: o[2] = ~v; break;
    default: o[2] = 42u; break;
  }
  if (v & 0x100u) {
    o[3] = digit_sum(v ^ 0xabcdu);
    return;
  }
  o[3] = (v & 0x200u) ? steps * 2u : 9u;
}

TWIN_KERNELS(struct_args, half_precision, division_edges, divergent_flow)
