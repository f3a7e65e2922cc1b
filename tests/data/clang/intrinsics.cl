// OpenCL C without the device library: __builtin_amdgcn_* intrinsics (cross-lane, bit fields,
// special float ops, timers, barriers), all lowered to single instructions by the backend.
__kernel void intrinsics(__global uint* out, __global const float* fin, __global float* fout) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint gid = __builtin_amdgcn_workgroup_id_x() * 64u + lid;
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  uint v = out[gid];
  uint first = __builtin_amdgcn_readfirstlane(v);
  uint shuffled = __builtin_amdgcn_ds_bpermute((int)(((lane + 1) & 63) << 2), (int)v);
  uint field = __builtin_amdgcn_ubfe(v, 4, 8);
  int sfield = __builtin_amdgcn_sbfe((int)v, 3, 5);
  uint aligned = __builtin_amdgcn_alignbit(v, shuffled, 7);
  uint popc = __builtin_popcount(v) + __builtin_clz(v | 1u);
  float f = fin[gid];
  float r = __builtin_amdgcn_rsqf(f) + __builtin_amdgcn_rcpf(f + 1.0f);
  r += __builtin_amdgcn_fmed3f(f, -1.0f, 1.0f);
  r += __builtin_amdgcn_fractf(f) + __builtin_amdgcn_ldexpf(f, (int)field & 7);
  r += __builtin_amdgcn_sinf(f) * __builtin_amdgcn_cosf(f);
  r += (float)__builtin_amdgcn_frexp_expf(f) + __builtin_amdgcn_frexp_mantf(f);
  r += __builtin_amdgcn_cubeid(f, r, 1.0f) + __builtin_amdgcn_cubema(f, 2.0f, r);
  __builtin_amdgcn_s_barrier();
  ulong t = __builtin_amdgcn_s_memtime();
  __builtin_amdgcn_s_sleep(1);
  out[gid] = first + shuffled + field + (uint)sfield + aligned + popc + lane + (uint)t;
  fout[gid] = r;
}
