// OpenCL C without the device library (clang builtins only), so that it builds for every code object
// version and processor: the work-group size through __builtin_amdgcn_workgroup_size_x (the implicit block
// on V5+, the dispatch packet before), the implicit-argument pointer, LDS and a dynamic private index.
__kernel void saxpy(float a, __global const float* x, __global float* y, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = a * x[i] + y[i];
}

__kernel void implicit(__global ulong* out) {
  __constant ulong* p = (__constant ulong*)__builtin_amdgcn_implicitarg_ptr();
  uint t = __builtin_amdgcn_workitem_id_x();
  if (t < 32) out[t] = p[t];
}

__kernel void shared_private(__global float* out, uint k) {
  __local float tile[64];
  float priv[32];
  uint t = __builtin_amdgcn_workitem_id_x();
  for (int j = 0; j < 32; ++j) priv[j] = out[j] + j;
  tile[t & 63] = priv[k & 31];
  __builtin_amdgcn_s_barrier();
  out[t] = tile[(t + 1) & 63];
}
