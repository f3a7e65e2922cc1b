// Double-precision and float2 kernels for the MI processors (gfx90a, gfx942): at -O3 clang-19 uses the packed
// fp32 instructions (v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32), v_fmac_f64 and 64-bit moves.
// No device library: the global id comes from the work-item and work-group builtins.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define GID() ((int)(__builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x()))

kernel void axpy2(global float2* y, global const float2* x, float2 a, int n) {
  int i = GID();
  if (i < n) y[i] = a * x[i] + y[i];
}

kernel void scale_add2(global float2* out, global const float2* a, global const float2* b, float s) {
  int i = GID();
  float2 t = a[i] * s + b[i];
  out[i] = (float2)(t.y, t.x) * b[i] - a[i];
}

kernel void daxpy(global double* y, global const double* x, double a, int n) {
  int i = GID();
  if (i < n) y[i] = fma(a, x[i], y[i]);
}

kernel void dot_partial(global double* out, global const double* a, global const double* b, int n) {
  int i = GID();
  double acc = 0.0;
  for (int k = i; k < n; k += 256) acc += a[k] * b[k];
  out[i] = acc;
}

kernel void horner(global double* out, global const double* x, int n) {
  int i = GID();
  double v = x[i], r = 0.0;
  for (int k = 0; k < n; ++k) r = r * v + (double)(k + 1);
  out[i] = r;
}

kernel void cplx_mul(global float2* out, global const float2* a, global const float2* b) {
  int i = GID();
  float2 p = a[i], q = b[i];
  out[i] = (float2)(p.x * q.x - p.y * q.y, p.x * q.y + p.y * q.x);
}

kernel void wide_add(global ulong* out, global const ulong* a, global const uint* s) {
  int i = GID();
  out[i] = (a[i] << (s[i] & 3)) + a[i + 1];
}

kernel void add2(global float2* out, global const float2* a, global const float2* b) {
  int i = GID();
  out[i] = a[i] + b[i] + (float2)(1.0f, 2.0f);
}
