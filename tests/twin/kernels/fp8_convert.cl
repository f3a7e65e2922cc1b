// gfx940's fp8/bf8 conversions (FNUZ formats) through clang's builtins: every byte of every word decoded,
// pairs of floats packed into either word, and stochastic rounding into each byte with a random word. The
// host twin implements the builtins from the formats' definitions and gcnkit's stated rounding model
// (twin_fp8.h).
// twin-cpus: gfx942
#include "twin.h"

__kernel void fp8_convert(__global const uint* words, __global const float* x, __global const uint* rnd,
                          __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  int w = (int)words[i];
  float f = x[i], g = x[(i + 7) % n];
  int r = (int)rnd[i];
  __global uint* o = out + i * 16;
  o[0] = as_uint(__builtin_amdgcn_cvt_f32_fp8(w, 0));
  o[1] = as_uint(__builtin_amdgcn_cvt_f32_fp8(w, 1));
  o[2] = as_uint(__builtin_amdgcn_cvt_f32_fp8(w, 2));
  o[3] = as_uint(__builtin_amdgcn_cvt_f32_fp8(w, 3));
  o[4] = as_uint(__builtin_amdgcn_cvt_f32_bf8(w, 0));
  o[5] = as_uint(__builtin_amdgcn_cvt_f32_bf8(w, 1));
  o[6] = as_uint(__builtin_amdgcn_cvt_f32_bf8(w, 2));
  o[7] = as_uint(__builtin_amdgcn_cvt_f32_bf8(w, 3));
  o[8] = (uint)__builtin_amdgcn_cvt_pk_fp8_f32(f, g, w, false);
  o[9] = (uint)__builtin_amdgcn_cvt_pk_fp8_f32(f, g, w, true);
  o[10] = (uint)__builtin_amdgcn_cvt_pk_bf8_f32(f, g, w, false);
  o[11] = (uint)__builtin_amdgcn_cvt_pk_bf8_f32(g, f, w, true);
  o[12] = (uint)__builtin_amdgcn_cvt_sr_fp8_f32(f, r, w, 0);
  o[13] = (uint)__builtin_amdgcn_cvt_sr_fp8_f32(g, r, w, 3);
  o[14] = (uint)__builtin_amdgcn_cvt_sr_bf8_f32(f, r, w, 1);
  o[15] = (uint)__builtin_amdgcn_cvt_sr_bf8_f32(g, r, w, 2);
}

TWIN_KERNELS(fp8_convert)
