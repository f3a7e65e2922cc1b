// GFX12.5 kernels for `gcnkit info` (tests/object/gfx1250_objects_test.cpp): a kernel whose VGPRs pass 256 (the
// descriptor's 16-VGPR granule), LDS and a work-group barrier, atomics, and scratch through a dynamic index.
// OpenCL C without the device library (work-item ids, barriers and atomics as builtins).
#define N 96
__kernel void wide(__global const float4* in, __global float4* out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  float4 acc[N];
#pragma unroll
  for (int i = 0; i < N; ++i) acc[i] = in[t * N + i];
#pragma unroll
  for (int i = 1; i < N; ++i) acc[i] += acc[i - 1] * acc[N - i];
#pragma unroll
  for (int i = 0; i < N; ++i) out[t * N + i] = acc[i];
}

__kernel void shared_sum(__global const uint* in, __global uint* out) {
  __local uint tile[256];
  uint l = __builtin_amdgcn_workitem_id_x();
  tile[l] = in[__builtin_amdgcn_workitem_id_x()];
  __builtin_amdgcn_s_barrier();
  if (l == 0) {
    uint s = 0;
    for (int i = 0; i < 256; ++i) s += tile[i];
    __atomic_fetch_add(out, s, __ATOMIC_RELAXED);
  }
}

__kernel void scratch(__global const int* idx, __global int* out) {
  int a[32];
  for (int i = 0; i < 32; ++i) a[i] = idx[i] * 3;
  out[__builtin_amdgcn_workitem_id_x()] = a[idx[__builtin_amdgcn_workitem_id_x()] & 31];
}
