// x / y for every element, f32 and f64, as HIP compiles it (correctly rounded f32 division by default):
// the HIP twin of divide.cl, run by tests/emu_divide_kernels_test.cpp.
#define __global__ __attribute__((global))

extern "C" __global__ void div_f32(const float* x, const float* y, float* q) {
  const unsigned i = __builtin_amdgcn_workgroup_id_x() * 64u + __builtin_amdgcn_workitem_id_x();
  q[i] = x[i] / y[i];
}

extern "C" __global__ void div_f64(const double* x, const double* y, double* q) {
  const unsigned i = __builtin_amdgcn_workgroup_id_x() * 64u + __builtin_amdgcn_workitem_id_x();
  q[i] = x[i] / y[i];
}
