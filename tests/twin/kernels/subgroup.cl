// twin-std: CL2.0 (cl_khr_subgroups): reductions, scans, broadcasts and votes over a wave, which the device
// library builds from DPP and permutes. Sub-group size is the wave size: 64 on gfx803/gfx900, 32 on gfx1030 (64 with -mwavefrontsize64).
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64
#include "twin.h"

__kernel void sg_reduce(__global const int* a, __global int* out) {
  size_t i = get_global_id(0);
  int x = a[i];
  out[i * 4 + 0] = sub_group_reduce_add(x);
  out[i * 4 + 1] = sub_group_reduce_min(x);
  out[i * 4 + 2] = sub_group_reduce_max(x);
  out[i * 4 + 3] = (int)(get_sub_group_local_id() | get_sub_group_id() << 8 | get_sub_group_size() << 16);
}

__kernel void sg_scan(__global const uint* a, __global uint* out) {
  size_t i = get_global_id(0);
  uint x = a[i] & 0xffff;
  out[i * 2 + 0] = sub_group_scan_inclusive_add(x);
  out[i * 2 + 1] = sub_group_scan_exclusive_add(x);
}

__kernel void sg_vote(__global const int* a, __global int* out) {
  size_t i = get_global_id(0);
  int x = a[i];
  int lane = (int)get_sub_group_local_id();
  out[i * 3 + 0] = sub_group_broadcast(x, 5u);
  out[i * 3 + 1] = sub_group_any(x == 12345 + lane);
  out[i * 3 + 2] = sub_group_all(x > -2000000000) | sub_group_all((x & 1) == 0) << 1;
}

TWIN_SYNC_KERNELS(sg_reduce, sg_scan, sg_vote)
