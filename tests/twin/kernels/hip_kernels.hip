// HIP kernels: saxpy with an explicit fma, and a shared-memory block reduction of doubles with
// __syncthreads (fixed summation order on both sides: exact).
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64 gfx1100t16 gfx1153t16 gfx1153t16w64 gfx1201t16
#include "twin_hip.h"

extern "C" __global__ void hip_saxpy(float a, const float* x, float* y, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __builtin_fmaf(a, x[i], y[i]);
}

// Blocks of 128 threads.
extern "C" __global__ void hip_block_sum(const double* x, double* out, unsigned n) {
  __shared__ double tile[128];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * 128 + t;
  tile[t] = i < n ? x[i] * 0.5 : 0.0;
  __syncthreads();
  for (unsigned s = 64; s > 0; s >>= 1) {
    if (t < s) tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = tile[0];
}

TWIN_KERNELS(hip_saxpy)
TWIN_SYNC_KERNELS(hip_block_sum)
