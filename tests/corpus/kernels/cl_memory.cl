// Memory between work-items: global atomics of 32 and 64 bits (compared as totals or as sets of returned old
// values), LDS atomics, a float sum through a compare-and-swap loop on values whose sum is exact in any order,
// `__local` pointer arguments (the dispatch's dynamic LDS, written `local` for the host twin), and barriers
// between the waves of a group: a scan and a 2D tile transpose.
#include "corpus.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#endif

// counters: [0] add, [1] sub, [2] min, [3] max, [4] and, [5] or, [6] xor, [7] inc ticket source;
// [8] exchanged; wide: [0] 64-bit add, [1] 64-bit max, [2] 64-bit xor; tickets and exchanged: the old values of
// atomic_inc and atomic_xchg (sets).
__kernel void atomics_global(__global const int* in, __global int* counters, __global ulong* wide,
                             __global uint* tickets, __global int* exchanged, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  int v = in[i];
  atomic_add(&counters[0], v);
  atomic_sub(&counters[1], v >> 3);
  atomic_min(&counters[2], v);
  atomic_max(&counters[3], v);
  atomic_and(&counters[4], v | 0x10101010);
  atomic_or(&counters[5], v & 0x0f0f00ff);
  atomic_xor(&counters[6], v);
  tickets[i] = atomic_inc((volatile __global uint*)&counters[7]);
  atom_add(&wide[0], (ulong)(uint)v << 16);
  atom_max(&wide[1], (ulong)(uint)v * 0x100000001ul);
  atom_xor(&wide[2], (ulong)i << 40 | (uint)v);
  exchanged[i] = atomic_xchg(&counters[8], 77);  // one work-item sees 0, every other 77
}

// A histogram in LDS (atomic_inc and atomic_add on __local), folded into the global one; a float total through
// atomic_cmpxchg on its bits (the inputs are small integers, so every order of additions gives the same sum).
__kernel void atomics_local_float(__global const uint* in, __global uint* bins, __global float* total) {
  __local uint local_bins[32];
  __local uint local_max;
  uint l = get_local_id(0);
  if (l < 32) local_bins[l] = 0;
  if (l == 0) local_max = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint v = in[get_global_id(0)];
  atomic_inc(&local_bins[v & 31u]);
  atomic_add(&local_bins[(v >> 5) & 31u], 2u);
  atomic_max(&local_max, v);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 32) atomic_add(&bins[l], local_bins[l]);
  if (l == 0) atomic_max(&bins[32], local_max);
  float add = (float)(v % 64u);
  volatile __global uint* bits = (volatile __global uint*)total;
  uint old = atomic_or(bits, 0u);
  for (;;) {
    uint seen = atomic_cmpxchg(bits, old, as_uint(as_float(old) + add));
    if (seen == old) break;
    old = seen;
  }
}

// Sums each group's slice through a `__local` scratch argument sized by the dispatch (a tree reduction, the same
// order on every processor), and counts the slice's odd values in a second `__local` argument.
__kernel void lds_arguments(__global const float* in, __global float* sums, __global uint* odd_counts,
                            local float* scratch, local uint* counts) {
  uint l = get_local_id(0), size = get_local_size(0);
  uint g = get_global_id(0);
  scratch[l] = in[g];
  if (l == 0) counts[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (as_uint(in[g]) & 1u) atomic_inc(&counts[0]);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (l < s) scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    sums[get_group_id(0)] = scratch[0];
    odd_counts[get_group_id(0)] = counts[0];
  }
}

// An inclusive scan of a group of 256 (Hillis and Steele, double-buffered in LDS), across the group's waves.
__kernel void block_scan(__global const uint* in, __global uint* out) {
  __local uint buf[2][256];
  uint l = get_local_id(0);
  uint from = 0;
  buf[0][l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint d = 1; d < 256; d <<= 1) {
    uint v = buf[from][l];
    if (l >= d) v += buf[from][l - d];
    buf[1 - from][l] = v;
    from = 1 - from;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[from][l];
}

// A 16 x 16 tile transposed through LDS (padded rows), 2D groups over a 48 x 32 matrix.
__kernel void tile_transpose(__global const int* in, __global int* out, uint width, uint height) {
  __local int tile[16][17];
  uint x = get_global_id(0), y = get_global_id(1);
  uint lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint tx = get_group_id(1) * 16 + lx, ty = get_group_id(0) * 16 + ly;
  out[ty * height + tx] = tile[lx][ly] * 2 + (int)(lx ^ ly);
}

TWIN_KERNELS(atomics_global)
TWIN_SYNC_KERNELS(atomics_local_float, lds_arguments, block_scan, tile_transpose)
