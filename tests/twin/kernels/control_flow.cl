// Divergent control flow: per-lane branches, loops with per-lane trip counts, early exits, a switch,
// and a nested break/continue: lanes of one wave take different paths.
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64 gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64
#include "twin.h"

__kernel void branches(__global const int* a, __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  int x = a[i];
  uint ux = (uint)x;  // wrapping arithmetic: signed overflow would be undefined on both sides
  uint r;
  if (x & 1) {
    r = ux * 3u + 1u;
    if (x & 2) r ^= 0x5555u;
    else r -= 17u;
  } else if (x & 4) {
    r = (uint)(x >> 2);
  } else {
    r = 0u - ux;
  }
  switch (ux % 5u) {
    case 0: r += 100u; break;
    case 1: r *= 2u;
    // fall through
    case 2: r += 7u; break;
    case 3: r = r ^ ux; break;
    default: break;
  }
  out[i] = r;
}

// Collatz steps (bounded): every lane loops a different number of times.
__kernel void loops(__global const uint* a, __global uint* steps, __global uint* peak, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i] % 100000u + 1u;
  uint count = 0, top = x;
  while (x != 1u && count < 500u) {
    x = (x & 1u) ? 3u * x + 1u : x >> 1;
    top = max(top, x);
    ++count;
  }
  steps[i] = count;
  peak[i] = top;
}

// Early exit from a search loop, continue, and a lane-dependent return before the store.
__kernel void early_exit(__global const int* data, __global int* found, uint n, uint width) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  int target = data[i] & 15;
  int at = -1;
  for (uint k = 0; k < width; ++k) {
    int v = data[(i + k) % n] & 15;
    if (v == 0) continue;
    if (v == target) {
      at = (int)k;
      break;
    }
  }
  if (at < 0 && (i & 3) == 3) return;  // some lanes never store
  found[i] = at;
}

TWIN_KERNELS(branches, loops, early_exit)
