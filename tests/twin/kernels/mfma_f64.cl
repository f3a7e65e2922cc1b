// A matrix product through clang's MFMA builtin: __builtin_amdgcn_mfma_f64_4x4x4f64 (v_mfma_f64_4x4x4f64,
// gfx940's v_mfma_f64_4x4x4_4b_f64), whose operands and result are one double per lane, so no vector types.
// Each wave computes four 4x4 blocks D = A * B + C from its 64 lanes' values, plainly and with CBSZ/ABID
// broadcasting block 1 of A to the four blocks. The host twin (host/twin_mfma.h) collects the wave's 64
// lanes and computes the product from the documented register layout and gcnkit's stated accumulation
// model, independently of the emulator's MFMA code. Every work-item reaches the builtin (full waves).
// twin-cpus: gfx90a gfx942
#include "twin.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

__kernel void mfma_f64(__global const double* a, __global const double* b, __global const double* c,
                       __global double* out) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i], z = c[i];
  out[2 * i] = __builtin_amdgcn_mfma_f64_4x4x4f64(x, y, z, 0, 0, 0);
  out[2 * i + 1] = __builtin_amdgcn_mfma_f64_4x4x4f64(x, y, z, 2, 1, 0);
}

TWIN_SYNC_KERNELS(mfma_f64)
