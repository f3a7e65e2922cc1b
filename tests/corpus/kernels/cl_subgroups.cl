// corpus-std: CL2.0 (cl_khr_subgroups)
// The sub-group built-ins, which the device library builds from DPP and permutes, choosing by processor at run
// time where it cannot fold the choice (clang-19 refuses to build this source for gfx1030 at -O0: the library's
// GFX9 path has DPP wave shifts, which GFX10 lacks). Results depend on the wave size.
#include "corpus.h"

// Integer sub-group reductions, scans, broadcasts and votes, in a divergent region too (odd work-groups take
// the other branch, whole).
__kernel void subgroup_ops(__global const int* in, __global int* out) {
  uint i = get_global_id(0);
  int x = in[i];
  __global int* o = out + i * 8;
  o[0] = sub_group_reduce_add(x >> 4);
  o[1] = sub_group_reduce_max(x);
  o[2] = (int)sub_group_scan_inclusive_add((uint)x & 0xfffu);
  o[3] = sub_group_scan_exclusive_add(x >> 8);
  o[4] = sub_group_broadcast(x, 3u);
  o[5] = sub_group_any(x % 97 == 0) | sub_group_all(x != 12345) << 1;
  if (get_group_id(0) & 1u) {
    o[6] = sub_group_reduce_min(x);
    o[7] = (int)get_sub_group_id();
  } else {
    o[6] = sub_group_reduce_add(x & 0xff);
    o[7] = (int)get_num_sub_groups();
  }
}

TWIN_SYNC_KERNELS(subgroup_ops)
