// Benchmark kernels: LDS tree reduction, global histogram with atomics, and a work-group scan
// (Hillis-Steele in LDS with double buffering). Integer data: exact on both sides.
#include "twin.h"

#define GROUP 256

// partial[g] = sum of the group's elements (work-groups of GROUP work-items; tail elements read as 0).
__kernel void reduce_sum(__global const uint* in, __global uint* partial, uint n) {
  __local uint sums[GROUP];
  size_t l = get_local_id(0), i = get_global_id(0);
  sums[l] = i < n ? in[i] : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = GROUP / 2; s > 0; s >>= 1) {
    if (l < s) sums[l] += sums[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) partial[get_group_id(0)] = sums[0];
}

__kernel void histogram(__global const uint* in, __global uint* bins, uint n, uint nbins) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  atomic_inc(&bins[(in[i] >> 7) % nbins]);
}

// out[i] = inclusive prefix sum of in within the work-group (GROUP work-items).
__kernel void scan_group(__global const uint* in, __global uint* out) {
  __local uint buf[2][GROUP];
  size_t l = get_local_id(0), i = get_global_id(0);
  uint from = 0;
  buf[0][l] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint offset = 1; offset < GROUP; offset <<= 1) {
    uint v = buf[from][l];
    if (l >= offset) v += buf[from][l - offset];
    buf[1 - from][l] = v;
    from = 1 - from;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[i] = buf[from][l];
}

TWIN_KERNELS(histogram)
TWIN_SYNC_KERNELS(reduce_sum, scan_group)
