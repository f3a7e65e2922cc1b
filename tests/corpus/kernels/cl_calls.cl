// Calls and the stack: noinline helpers (the callee-saved registers, s32 stack pointer and s33 frame pointer of
// the calling convention), more arguments than registers (the rest on the stack), a pointer to the caller's
// private array handed to a callee, recursion (a dynamic stack), and private arrays indexed by data.
#include "corpus.h"

__attribute__((noinline)) static uint mix(uint a, uint b, uint c) {
  a ^= rotate(b, 7u) + c;
  b ^= rotate(c, 13u) + a;
  return a * 2654435761u ^ b;
}

__attribute__((noinline)) static uint mix_twice(uint a, uint b) { return mix(a, b, 0x9e3779b9u) + mix(b, a, 17u); }

// 40 arguments: the first ones in VGPRs, the rest passed on the stack.
__attribute__((noinline)) static float weigh(float a0, float a1, float a2, float a3, float a4, float a5, float a6,
                                             float a7, float a8, float a9, float b0, float b1, float b2, float b3,
                                             float b4, float b5, float b6, float b7, float b8, float b9, float c0,
                                             float c1, float c2, float c3, float c4, float c5, float c6, float c7,
                                             float c8, float c9, float d0, float d1, float d2, float d3, float d4,
                                             float d5, float d6, float d7, float d8, float d9) {
  float s = a0 - a1 + a2 - a3 + a4 - a5 + a6 - a7 + a8 - a9;
  s = s * 0.5f + (b0 - b1 + b2 - b3 + b4 - b5 + b6 - b7 + b8 - b9);
  s = s * 0.5f + (c0 - c1 + c2 - c3 + c4 - c5 + c6 - c7 + c8 - c9);
  return s * 0.5f + (d0 - d1 + d2 - d3 + d4 - d5 + d6 - d7 + d8 - d9);
}

__attribute__((noinline)) static void fill(uint* p, uint count, uint seed) {
  for (uint k = 0; k < count; ++k) {
    seed = seed * 1103515245u + 12345u;
    p[k] = seed >> 8;
  }
}

__attribute__((noinline)) static uint sum_odd(const uint* p, uint count) {
  uint s = 0;
  for (uint k = 1; k < count; k += 2) s += p[k];
  return s;
}

__kernel void call_chain(__global const uint* in, __global uint* out, __global float* weighed, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  uint v = in[i];
  out[i * 2 + 0] = mix_twice(v, (uint)i);
  uint local_data[24];
  fill(local_data, 12u + v % 13u, v);
  out[i * 2 + 1] = sum_odd(local_data, 12u + v % 13u);
  float f = (float)(v & 0xffffu);
  weighed[i] = weigh(f, f + 1, f + 2, f + 3, f + 4, f + 5, f + 6, f + 7, f + 8, f + 9, f * 2, f * 3, f * 4, f * 5,
                     f * 6, f * 7, f * 8, f * 9, f * 10, f * 11, -f, 1, 2, 3, 4, 5, 6, 7, 8, f * 0.5f, 0.25f, f,
                     0.125f, f * 0.25f, 9, 10, 11, 12, 13, f * 0.75f);
}

// Recursion the compiler cannot turn into a loop: a binary tree walk over an implicit heap, and Ackermann's
// function with small arguments.
static uint tree_depth_sum(__global const uint* heap, uint node, uint size, uint depth) {
  if (node >= size || heap[node] % 5u == 0u) return 0;
  return depth * heap[node] % 1000u + tree_depth_sum(heap, 2u * node + 1u, size, depth + 1u) +
         tree_depth_sum(heap, 2u * node + 2u, size, depth + 1u);
}

static uint ackermann(uint m, uint k) {
  if (m == 0) return k + 1u;
  if (k == 0) return ackermann(m - 1u, 1u);
  return ackermann(m - 1u, ackermann(m, k - 1u));
}

__kernel void recursion(__global const uint* heap, __global uint* out, uint heap_size, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  out[i * 2 + 0] = tree_depth_sum(heap, i % 16u, heap_size, 1u);
  out[i * 2 + 1] = ackermann(i % 3u, i % 4u);
}

// Private arrays indexed by data: an insertion sort of 16 values, a histogram of 32 bins, and a 256-entry
// permutation walk (too large for registers: scratch).
__kernel void private_arrays(__global const uint* in, __global uint* sorted, __global uint* hist_out,
                             __global uint* walk_out, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  uint v[16];
  for (uint k = 0; k < 16; ++k) v[k] = in[(i * 16u + k) % n] ^ (k * 0x01000193u);
  for (uint k = 1; k < 16; ++k) {
    uint x = v[k], j = k;
    while (j > 0 && v[j - 1] > x) {
      v[j] = v[j - 1];
      --j;
    }
    v[j] = x;
  }
  for (uint k = 0; k < 16; ++k) sorted[i * 16u + k] = v[k];
  uint hist[32];
  for (uint k = 0; k < 32; ++k) hist[k] = 0;
  for (uint k = 0; k < 16; ++k) {
    ++hist[v[k] & 31u];
    ++hist[(v[k] >> 27) & 31u];
  }
  uint h = 0;
  for (uint k = 0; k < 32; ++k) h = h * 3u + hist[k];
  hist_out[i] = h;
  uchar perm[256];
  for (uint k = 0; k < 256; ++k) perm[k] = (uchar)(k * 167u + in[i]);
  uint at = in[i] & 255u, steps = 0;
  for (uint k = 0; k < 64; ++k) {
    at = perm[at];
    steps += at;
    perm[(at * 13u) & 255u] ^= (uchar)k;
  }
  walk_out[i] = steps;
}

TWIN_KERNELS(call_chain, recursion, private_arrays)
