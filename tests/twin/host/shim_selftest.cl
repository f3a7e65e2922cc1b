// Host-only kernels that check the host twin runtime itself (never compiled for the GPU): a barrier not
// reached by every work-item, and a barrier in a kernel registered without TWIN_SYNC_KERNELS.
#include "twin.h"

__kernel void selftest_divergent_barrier(__global int* out) {
  size_t l = get_local_id(0);
  if (l == 3) return;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = 1;
}

__kernel void selftest_unregistered_barrier(__global int* out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = 1;
}

// Barrier phases: each work-item sees every other's write of the previous phase.
__kernel void selftest_phases(__global int* out) {
  __local int slots[64];
  size_t l = get_local_id(0), n = get_local_size(0);
  int acc = 0;
  for (int phase = 0; phase < 3; ++phase) {
    slots[l] = (int)l * 10 + phase;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += slots[(l + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}

TWIN_SYNC_KERNELS(selftest_divergent_barrier, selftest_phases)
TWIN_KERNELS(selftest_unregistered_barrier)
