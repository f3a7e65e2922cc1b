// OpenCL C without the device library: ids from __builtin_amdgcn_*, a data-dependent loop, branches,
// float and double math that the backend lowers itself (sqrt, fma, division, min/max, conversions).
#define LID() __builtin_amdgcn_workitem_id_x()
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + LID())

__kernel void newton(__global float* out, __global const float* in, int iters, float eps) {
  uint i = GID();
  float x = in[i];
  float y = x > 1.0f ? x * 0.5f : 1.0f;
  for (int k = 0; k < iters; ++k) {
    float next = 0.5f * (y + x / y);
    if (__builtin_fabsf(next - y) < eps) break;
    y = next;
  }
  out[i] = __builtin_fmaf(y, y, -x) + __builtin_sqrtf(__builtin_fabsf(x));
}

__kernel void classify(__global int* out, __global const float* in, __global double* dout) {
  uint i = GID();
  float v = in[i];
  int r;
  if (v != v) r = -1;
  else if (v < 0.0f) r = (int)(-v * 3.0f);
  else if (v > 100.0f) r = 100;
  else r = (int)__builtin_floorf(v);
  out[i] = r;
  double d = (double)v;
  dout[i] = __builtin_fma(d, d, 1.0) / (d + 2.0);
}

__kernel void polyval(__global float* out, __global const float* coeff, int degree, float x0, float step) {
  uint i = GID();
  float x = x0 + step * (float)i;
  float acc = 0.0f;
  for (int k = degree; k >= 0; --k) acc = __builtin_fmaf(acc, x, coeff[k]);
  out[i] = __builtin_fminf(__builtin_fmaxf(acc, -1e6f), 1e6f);
}
