// One wave computes the 32x32 tile c = a (32 x K, row-major) * b (K x 32, row-major) with
// __builtin_amdgcn_mfma_f32_32x32x8f16, K a multiple of 8. The loads and stores follow the register layout AMD
// documents for v_mfma_f32_32x32x8f16: lane l holds a[l % 32][k0 + 4 * (l / 32) + t] and
// b[k0 + 4 * (l / 32) + t][l % 32] for t = 0..3, and result register r of lane l is
// c[8 * (r / 4) + 4 * (l / 32) + r % 4][l % 32]. The test compares c with a product computed on the host.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float float16 __attribute__((ext_vector_type(16)));
typedef half half4 __attribute__((ext_vector_type(4)));

__kernel void mfma_tile(__global const half* a, __global const half* b, __global float* c, int K) {
  const int lane = __builtin_amdgcn_workitem_id_x();
  float16 acc = 0;
  for (int k0 = 0; k0 < K; k0 += 8) {
    half4 av, bv;
    for (int t = 0; t < 4; ++t) {
      const int k = k0 + 4 * (lane / 32) + t;
      av[t] = a[(lane % 32) * K + k];
      bv[t] = b[k * 32 + lane % 32];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(av, bv, acc, 0, 0, 0);
  }
  for (int r = 0; r < 16; ++r) c[(8 * (r / 4) + 4 * (lane / 32) + r % 4) * 32 + lane % 32] = acc[r];
}
