// OpenCL C (clang-19 + ROCm device library): ids and sizes through the implicit arguments (V5 reads the
// work-group size from the implicit block), printf, a dynamic LDS argument and a private array (scratch).
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint n) {
  size_t i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}

__kernel void sizes(__global uint* out) {
  size_t i = get_global_id(0);
  out[4 * i + 0] = get_local_size(0);
  out[4 * i + 1] = get_num_groups(0);
  out[4 * i + 2] = get_global_offset(0);
  out[4 * i + 3] = get_work_dim();
}

__kernel void hello(__global const int* v) {
  if (get_global_id(0) == 0) printf("value %d\n", v[0]);
}

__kernel void lds_scratch(__global float* out, __local float* tmp, uint k) {
  float priv[64];
  uint t = get_local_id(0);
  for (int j = 0; j < 64; ++j) priv[j] = out[j] * j;
  tmp[t] = priv[k & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[(t + 1) % get_local_size(0)];
}
