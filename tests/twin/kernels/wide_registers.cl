// More live values than 256 VGPRs hold: each work-item keeps WIDE floats in registers through a recurrence that
// reads them from both ends. clang-22 gives gfx1250 (up to 1024 VGPRs a wave) over 256 VGPRs and names v256 and up
// through s_set_vgpr_msb; gfx1201 (256) spills part of them to scratch.
// twin-cpus: gfx1201 gfx1250
#include "twin.h"

#define WIDE 320

__kernel void wide_registers(__global const float* in, __global float* out, uint n) {
  size_t t = get_global_id(0);
  if (t >= n) return;
  float acc[WIDE];
TWIN_UNROLL
  for (int i = 0; i < WIDE; ++i) acc[i] = in[t * WIDE + i];
TWIN_UNROLL
  for (int i = 1; i < WIDE; ++i) acc[i] += acc[i - 1] * acc[WIDE - i];
TWIN_UNROLL
  for (int i = 0; i < WIDE; ++i) out[t * WIDE + i] = acc[i];
}

TWIN_KERNELS(wide_registers)
