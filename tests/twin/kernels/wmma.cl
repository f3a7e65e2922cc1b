// Wave matrix products through clang's WMMA builtins (v_wmma_f32_16x16x16_f16, v_wmma_i32_16x16x16_iu8): one wave32
// computes D = A * B + C for 16 x 16 matrices in memory (row-major). On the GPU each lane loads its fragments in the
// register layout of its processor as AMD's matrix instruction calculator gives it (GFX11: lane l holds row / column
// l % 16 whole, repeated in lanes 16-31, and D rows 2r + l / 16; GFX12: the two lane groups hold alternate quarters
// (16-bit) or halves (8-bit) of each row / column, and D rows r + 8 (l / 16)); the host twin computes the product
// directly. Inputs are small integers, so every accumulation order gives the same sums.
// twin-cpus: gfx1100 gfx1151 gfx1201
#include "twin.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#if defined(__gfx1200__) || defined(__gfx1201__)
#define WMMA_GFX12 1
#define WMMA_ROW(r, g) ((r) + 8 * (g))
#else
#define WMMA_ROW(r, g) (2 * (r) + (g))
#endif
#endif

__kernel void wmma_f16(__global const half* a, __global const half* b, __global const float* c, __global float* d) {
  const uint lane = get_local_id(0), i = lane % 16, g = lane / 16;
#ifdef TWIN_HOST
  (void)i, (void)g;  // (the device's lane layout)
  for (uint e = lane; e < 256; e += 32) {
    float s = c[e];
    for (uint k = 0; k < 16; ++k) s += vload_half((e / 16) * 16 + k, a) * vload_half(k * 16 + e % 16, b);
    d[e] = s;
  }
#else
  float8 cf;
  for (uint r = 0; r < 8; ++r) cf[r] = c[(WMMA_ROW(r, g)) * 16 + i];
#ifdef WMMA_GFX12
  half8 af, bf;
  for (uint e = 0; e < 8; ++e) {
    const uint k = (e / 4) * 8 + g * 4 + e % 4;
    af[e] = a[i * 16 + k];
    bf[e] = b[k * 16 + i];
  }
  const float8 df = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(af, bf, cf);
#else
  half16 af, bf;
  for (uint k = 0; k < 16; ++k) {
    af[k] = a[i * 16 + k];
    bf[k] = b[k * 16 + i];
  }
  const float8 df = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(af, bf, cf);
#endif
  for (uint r = 0; r < 8; ++r) d[(WMMA_ROW(r, g)) * 16 + i] = df[r];
#endif
}

// Signed 8-bit A and B (the builtin's sign flags), 32-bit C and D.
__kernel void wmma_iu8(__global const char* a, __global const char* b, __global const int* c, __global int* d) {
  const uint lane = get_local_id(0), i = lane % 16, g = lane / 16;
#ifdef TWIN_HOST
  (void)i, (void)g;  // (the device's lane layout)
  for (uint e = lane; e < 256; e += 32) {
    int s = c[e];
    for (uint k = 0; k < 16; ++k) s += a[(e / 16) * 16 + k] * b[k * 16 + e % 16];
    d[e] = s;
  }
#else
  int8 cf;
  for (uint r = 0; r < 8; ++r) cf[r] = c[(WMMA_ROW(r, g)) * 16 + i];
#ifdef WMMA_GFX12
  int2 af, bf;  // eight bytes each: columns (rows of B) 8 g ... 8 g + 7
  for (uint w = 0; w < 2; ++w) {
    uint x = 0, y = 0;
    for (uint t = 0; t < 4; ++t) {
      const uint k = g * 8 + w * 4 + t;
      x |= (uint)(uchar)a[i * 16 + k] << (8 * t);
      y |= (uint)(uchar)b[k * 16 + i] << (8 * t);
    }
    af[w] = (int)x;
    bf[w] = (int)y;
  }
  const int8 df = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12(true, af, true, bf, cf, false);
#else
  int4 af, bf;  // all sixteen bytes
  for (uint w = 0; w < 4; ++w) {
    uint x = 0, y = 0;
    for (uint t = 0; t < 4; ++t) {
      const uint k = w * 4 + t;
      x |= (uint)(uchar)a[i * 16 + k] << (8 * t);
      y |= (uint)(uchar)b[k * 16 + i] << (8 * t);
    }
    af[w] = (int)x;
    bf[w] = (int)y;
  }
  const int8 df = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, af, true, bf, cf, false);
#endif
  for (uint r = 0; r < 8; ++r) d[(WMMA_ROW(r, g)) * 16 + i] = df[r];
#endif
}

TWIN_KERNELS(wmma_f16, wmma_iu8)
