// The dot-product instructions (LLVM's dot*-insts) through clang's builtins, on the processors that have
// them. Each builtin with clamp off and on; op_sel/op_sel_hi and neg forms come from half swaps and negated
// sources. The host twin implements each builtin from LLVM's documented semantics (twin_dot.h).
// twin-cpus: gfx906 gfx908 gfx90a gfx942 gfx1030
#include "twin.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

// v_dot4_i32_i8 / v_dot4c_i32_i8 (gfx908+ without clamp), v_dot4_u32_u8.
__kernel void dot_int8(__global const uint* a, __global const uint* b, __global const uint* c, __global uint* out,
                       uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i], y = b[i], z = c[i];
  __global uint* o = out + i * 4;
  o[0] = (uint)__builtin_amdgcn_sdot4((int)x, (int)y, (int)z, false);
  o[1] = (uint)__builtin_amdgcn_sdot4((int)x, (int)y, (int)z, true);
  o[2] = __builtin_amdgcn_udot4(x, y, z, false);
  o[3] = __builtin_amdgcn_udot4(x, y, z, true);
}

// v_dot2_i32_i16 (with clamp: without, gfx908+ select v_dot2c_i32_i16), v_dot2_u32_u16, v_dot8_i32_i4 (clamp),
// v_dot8_u32_u4; op_sel forms from swapped and repeated halves.
__kernel void dot_int16_int4(__global const uint* a, __global const uint* b, __global const uint* c,
                             __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i], y = b[i], z = c[i];
  __global uint* o = out + i * 8;
  o[0] = (uint)__builtin_amdgcn_sdot2(as_short2(x), as_short2(y), (int)z, true);
  o[1] = __builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), z, false);
  o[2] = __builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), z, true);
  o[3] = (uint)__builtin_amdgcn_sdot8((int)x, (int)y, (int)z, true);
  o[4] = __builtin_amdgcn_udot8(x, y, z, false);
  o[5] = __builtin_amdgcn_udot8(x, y, z, true);
  o[6] = (uint)__builtin_amdgcn_sdot2(twin_swap_halves_s(as_short2(x)), as_short2(y), (int)z, true);
  o[7] = __builtin_amdgcn_udot2(twin_high_halves_u(as_ushort2(x)), twin_low_halves_u(as_ushort2(y)), z, true);
}

// v_dot2_i32_i16 and v_dot8_i32_i4 without clamp (wrapping). Not run on gfx908/gfx90a, where clang selects
// v_dot2c_i32_i16 / v_dot8c_i32_i4, which gcnkit does not decode yet.
__kernel void dot_signed_wrap(__global const uint* a, __global const uint* b, __global const uint* c,
                              __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i], y = b[i], z = c[i];
  out[i * 3 + 0] = (uint)__builtin_amdgcn_sdot2(as_short2(x), as_short2(y), (int)z, false);
  out[i * 3 + 1] = (uint)__builtin_amdgcn_sdot8((int)x, (int)y, (int)z, false);
  out[i * 3 + 2] =
      (uint)__builtin_amdgcn_sdot2(twin_high_halves_s(as_short2(x)), twin_low_halves_s(as_short2(y)), (int)z, false);
}

// v_dot2_f32_f16 / v_dot2c_f32_f16 (gfx908+ and gfx1030 without clamp): plain, clamp, negated sources
// (neg_lo/neg_hi), swapped halves (op_sel).
__kernel void dot_f16(__global const uint* a, __global const uint* b, __global const float* c, __global float* out,
                      uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i], y = b[i];
  float z = c[i];
  __global float* o = out + i * 5;
  o[0] = __builtin_amdgcn_fdot2(as_half2(x), as_half2(y), z, false);
  o[1] = __builtin_amdgcn_fdot2(as_half2(x), as_half2(y), z, true);
  o[2] = __builtin_amdgcn_fdot2(-as_half2(x), as_half2(y), z, false);
  o[3] = __builtin_amdgcn_fdot2(as_half2(x), as_half2(y), -z, true);
  o[4] = __builtin_amdgcn_fdot2(twin_swap_halves_h(as_half2(x)), as_half2(y), z, false);
}

TWIN_KERNELS(dot_int8, dot_int16_int4, dot_signed_wrap, dot_f16)
