// The other dl-insts/fma-mix-insts instructions as clang selects them: v_fma_mix_f32 and v_fma_mixlo_f16 from
// fma of halves widened to float, v_fmac_f32 from fma, v_xnor_b32 from ~(a ^ b). Each fma result goes to its
// own buffer (stores to adjacent addresses would let gfx90a pair them into v_pk_fma_f32).
// twin-cpus: gfx906 gfx908 gfx90a gfx942 gfx1030
#include "twin.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

__kernel void mix_ops(__global const half* a, __global const half* b, __global const float* c, __global float* o0,
                      __global float* o1, __global float* o2, __global half* o3, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  half x = a[i], y = b[i];
  float z = c[i];
  o0[i] = fma((float)x, (float)y, z);
  o1[i] = fma(-(float)x, fabs((float)y), z);
  o2[i] = fma(z, z, (float)y);
  // LLVM contracts this into v_fma_mixlo_f16, which rounds once where the source rounds twice (compared
  // within 1 ulp; the single rounding is held exactly by the emulator's unit tests).
  o3[i] = (half)fma((float)x, (float)y, (float)b[i + 1 < n ? i + 1 : 0]);
}

__kernel void xnor_fmac(__global const uint* a, __global const uint* b, __global const float* c, __global uint* x,
                        __global float* f, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint p = a[i], q = b[i];
  x[i] = ~(p ^ q);
  float u = as_float(p), v = as_float(q);
  f[i] = fma(u, v, c[i]);
}

TWIN_KERNELS(mix_ops, xnor_fmac)
