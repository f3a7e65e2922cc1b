// Cross-lane operations written with __builtin_amdgcn_* intrinsics (twin.h; the host shim models them):
// ds_bpermute, DPP quad_perm, row_shr with bound_ctrl off, row_ror, v_readfirstlane, v_mbcnt.
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64
#include "twin.h"

__kernel void lane_ops(__global const uint* a, __global uint* out) {
  size_t i = get_global_id(0);
  uint x = a[i];
  uint lane = twin_lane_id();
  __global uint* o = out + i * 6;
  o[0] = lane;
  o[1] = twin_lane_shuffle(x, lane * 7u + 3u);
  o[2] = twin_quad_swap(x);
  o[3] = twin_row_shr1(x, 0xdeadbeefu);
  o[4] = twin_row_ror4(x);
  o[5] = twin_readfirstlane(x);
}

TWIN_SYNC_KERNELS(lane_ops)
