// Memory: strided global access of several widths, LDS with barriers, private arrays indexed by data
// (they live in scratch), global and local atomics (compared as order-independent totals or sets).
// twin-extra-cpus: gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64
#include "twin.h"

__kernel void gather_scatter(__global const uint* src, __global const uint* index, __global ulong* wide,
                             __global ushort* narrow, __global uint* dst, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint j = index[i] % n;
  uint v = src[j];
  dst[(i * 7) % n] = v + (uint)i;  // 7 is coprime with the sizes used: a permutation
  wide[i] = (ulong)v << 20 | src[i];
  narrow[i] = (ushort)(v >> 3);
}

// Reverses each work-group's slice through LDS.
__kernel void local_reverse(__global const int* in, __global int* out) {
  __local int tile[256];
  size_t l = get_local_id(0), size = get_local_size(0);
  tile[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = (int)((uint)tile[size - 1 - l] * 2u + (uint)tile[(l + 1) % size]);  // wrapping
}

// A private array indexed by data: too large and too dynamic for registers, so it goes to scratch.
__kernel void private_array(__global const uint* in, __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint table[80];
  uint seed = in[i];
  for (uint k = 0; k < 80; ++k) {
    seed = seed * 1664525u + 1013904223u;
    table[k] = seed;
  }
  uint acc = 0;
  for (uint k = 0; k < 40; ++k) {
    uint at = table[k] % 80u;
    table[at] ^= acc;
    acc += table[(at * 3u + k) % 80u];
  }
  out[i] = acc;
}

// counters[0..3]: add, min, max, or; counters[4]: number of cmpxchg-loop increments. tickets[i]: the old
// value of atomic_inc, a permutation of 0..n-1 in some order (compared as a set).
__kernel void global_atomics(__global const int* in, __global int* counters, __global uint* tickets, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  int v = in[i];
  atomic_add(&counters[0], v);
  atomic_min(&counters[1], v);
  atomic_max(&counters[2], v);
  atomic_or(&counters[3], v & 0x0f0f0f0f);
  // An atomic read: a plain read of counters[4] races with the other work-items' cmpxchg, and clang-19 makes it
  // a scalar load on gfx1030, which the emulator reports as a stale scalar cache read (as it may be on hardware).
  int old = atomic_or(&counters[4], 0);
  for (;;) {
    int seen = atomic_cmpxchg(&counters[4], old, old + 1);
    if (seen == old) break;
    old = seen;
  }
  tickets[i] = atomic_inc((__global uint*)&counters[5]);
}

// Per-group histogram of 16 bins in LDS, then added to the global one.
__kernel void local_atomics(__global const uint* in, __global uint* bins) {
  __local uint local_bins[16];
  size_t l = get_local_id(0);
  if (l < 16) local_bins[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&local_bins[in[get_global_id(0)] & 15u], 1u);
  atomic_xor(&local_bins[(in[get_global_id(0)] >> 4) & 15u], 0u);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) atomic_add(&bins[l], local_bins[l]);
}

TWIN_KERNELS(gather_scatter, private_array, global_atomics)
TWIN_SYNC_KERNELS(local_reverse, local_atomics)
