// x / y for every element, f32 and f64: the division sequences clang emits (v_div_scale, v_rcp, the fmas,
// v_div_fmas, v_div_fixup; f32 switching the denormal mode where the kernel flushes), run by
// tests/emu_divide_kernels_test.cpp over edge operands against the correctly rounded quotients.
__kernel void div_f32(__global const float* x, __global const float* y, __global float* q) {
  size_t i = get_global_id(0);
  q[i] = x[i] / y[i];
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void div_f64(__global const double* x, __global const double* y, __global double* q) {
  size_t i = get_global_id(0);
  q[i] = x[i] / y[i];
}
