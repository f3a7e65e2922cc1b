// 2D and 3D grids whose sizes are not multiples of the work-group size: edge groups are partial, and
// every in-range work-item writes exactly one element that names its ids.
#include "twin.h"

__kernel void grid2d(__global uint* out, uint width, uint height) {
  size_t x = get_global_id(0), y = get_global_id(1);
  if (x >= width || y >= height) return;
  out[y * width + x] = (uint)(get_group_id(0) | get_group_id(1) << 8 | get_local_id(0) << 16 | get_local_id(1) << 24);
}

__kernel void grid3d(__global uint* out, __global uint* sizes, uint nx, uint ny, uint nz) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz) return;
  size_t at = (z * ny + y) * nx + x;
  out[at] = (uint)(x * 3 + y * 5 + z * 7) ^ (uint)(get_local_id(2) << 20 | get_group_id(2) << 24);
  sizes[at] = (uint)(get_local_size(0) | get_local_size(1) << 8 | get_local_size(2) << 16 | get_work_dim() << 24);
}

TWIN_KERNELS(grid2d, grid3d)
