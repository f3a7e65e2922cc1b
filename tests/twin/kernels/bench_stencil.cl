// Benchmark kernels: 5-point 2D and 7-point 3D stencils with clamped borders, and a compute-heavy float
// kernel built only of exactly rounded operations (fma, mul, add, sqrt), so host and device agree bit for bit.
#include "twin.h"

__kernel void stencil2d(__global const float* in, __global float* out, uint w, uint h) {
  size_t x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h) return;
  size_t xl = x > 0 ? x - 1 : x, xr = x + 1 < w ? x + 1 : x;
  size_t yu = y > 0 ? y - 1 : y, yd = y + 1 < h ? y + 1 : y;
  out[y * w + x] = 0.5f * in[y * w + x] + 0.125f * (in[y * w + xl] + in[y * w + xr] + in[yu * w + x] + in[yd * w + x]);
}

__kernel void stencil3d(__global const float* in, __global float* out, uint nx, uint ny, uint nz) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz) return;
  size_t sy = nx, sz = (size_t)nx * ny;
  size_t c = z * sz + y * sy + x;
  float s = in[x > 0 ? c - 1 : c] + in[x + 1 < nx ? c + 1 : c];
  s += in[y > 0 ? c - sy : c] + in[y + 1 < ny ? c + sy : c];
  s += in[z > 0 ? c - sz : c] + in[z + 1 < nz ? c + sz : c];
  out[c] = 0.25f * in[c] + 0.125f * s;
}

__kernel void compute_heavy(__global const float* in, __global float* out, uint n, uint iterations) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  float x = in[i], y = 0.5f, z = 1.0f;
  for (uint k = 0; k < iterations; ++k) {
    y = fma(x, y, 0.25f) * 0.5f;
    z = fma(z, 0.999f, y * y) - 0.125f * x;
    x = sqrt(fabs(z) + 1.0f) - 0.5f;
  }
  out[i] = x + y + z;
}

TWIN_KERNELS(stencil2d, stencil3d, compute_heavy)
