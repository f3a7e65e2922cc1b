// C (M x N, f32, row-major) = A (M x K, fp8, row-major) * B, with B given transposed (BT: N x K, fp8, row-major), on
// gfx950 with __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8 (OCP E4M3 inputs): the data type and processor of AMD's
// published emulator figure, for bench/mfma_gemm/run_mfma_gemm.py --type fp8 (clang-22).
// As gemm_bf16.cl, with 8 elements per lane a step: lane l holds A[l % 32][k0 + 8 * (l / 32) + t] and
// B[k0 + 8 * (l / 32) + t][l % 32] for t = 0..7 (one 8-byte load each), K advancing 16 an instruction.
typedef float float16 __attribute__((ext_vector_type(16)));

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_fp8(__global const long* a, __global const long* bt, __global float* c, int M, int N, int K) {
  const int lane = __builtin_amdgcn_workitem_id_x() % 64, wave = __builtin_amdgcn_workitem_id_x() / 64;
  const int row0 = __builtin_amdgcn_workgroup_id_y() * 64 + (wave / 2) * 32;
  const int col0 = __builtin_amdgcn_workgroup_id_x() * 64 + (wave % 2) * 32;
  const int k8 = K / 8;  // 8-element groups per row
  __global const long* ap = a + (row0 + lane % 32) * k8 + lane / 32;
  __global const long* bp = bt + (col0 + lane % 32) * k8 + lane / 32;
  float16 acc = 0;
  for (int k = 0; k < k8; k += 2) acc = __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8(ap[k], bp[k], acc, 0, 0, 0);
  for (int r = 0; r < 16; ++r)
    c[(row0 + 8 * (r / 4) + 4 * (lane / 32) + r % 4) * N + col0 + lane % 32] = acc[r];
}
