// HIP without the HIP headers: a __global__ kernel and a device function, ids from __builtin_amdgcn_*.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static inline unsigned global_id() {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
}

extern "C" __global__ void saxpy(float a, const float* x, float* y, unsigned n) {
  unsigned i = global_id();
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void dot_partial(const double* x, const double* y, double* out, unsigned n) {
  __shared__ double tile[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned i = global_id();
  tile[t] = i < n ? x[i] * y[i] : 0.0;
  __builtin_amdgcn_s_barrier();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s) tile[t] += tile[t + s];
    __builtin_amdgcn_s_barrier();
  }
  if (t == 0) out[__builtin_amdgcn_workgroup_id_x()] = tile[0];
}
