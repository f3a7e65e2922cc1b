// Benchmark kernels (bench/ times them too): matrix multiply, naive and tiled through LDS, and a
// transpose through a padded LDS tile. Sums run in the same order on both sides, so float results are exact.
// twin-extra-cpus: gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64
#include "twin.h"

#define TILE 16

__kernel void matmul_naive(__global const float* a, __global const float* b, __global float* c, uint n) {
  size_t col = get_global_id(0), row = get_global_id(1);
  if (row >= n || col >= n) return;
  float acc = 0.0f;
  for (uint k = 0; k < n; ++k) acc += a[row * n + k] * b[k * n + col];
  c[row * n + col] = acc;
}

// n must be a multiple of TILE; work-groups are TILE x TILE.
__kernel void matmul_tiled(__global const float* a, __global const float* b, __global float* c, uint n) {
  __local float ta[TILE][TILE];
  __local float tb[TILE][TILE];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t col = get_global_id(0), row = get_global_id(1);
  float acc = 0.0f;
  for (uint t = 0; t < n; t += TILE) {
    ta[ly][lx] = a[row * n + t + lx];
    tb[ly][lx] = b[(t + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < TILE; ++k) acc += ta[ly][k] * tb[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}

// out (w x h) = transpose of in (h x w); w and h multiples of TILE.
__kernel void transpose_tiled(__global const float* in, __global float* out, uint w, uint h) {
  __local float tile[TILE][TILE + 1];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_group_id(0) * TILE, gy = get_group_id(1) * TILE;
  tile[ly][lx] = in[(gy + ly) * w + gx + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(gx + ly) * h + gy + lx] = tile[lx][ly];
}

TWIN_KERNELS(matmul_naive)
TWIN_SYNC_KERNELS(matmul_tiled, transpose_tiled)
