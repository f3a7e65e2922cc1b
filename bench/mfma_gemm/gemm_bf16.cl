// C (M x N, f32, row-major) = A (M x K, bf16, row-major) * B, with B given transposed (BT: N x K, bf16, row-major),
// on gfx942 with __builtin_amdgcn_mfma_f32_32x32x8bf16_1k: the shape of AMD's published emulator figure (a 1024^3
// GEMM on the matrix cores), for bench/mfma_gemm/run_mfma_gemm.py.
// Each wave computes one 32x32 tile of C; a work-group of 4 waves computes a 64x64 block. Register layout of
// v_mfma_f32_32x32x8bf16_1k (AMD's matrix instruction documentation): lane l holds A[l % 32][k0 + 4 * (l / 32) + t] and
// B[k0 + 4 * (l / 32) + t][l % 32] for t = 0..3 (one 8-byte load each: BT is K-contiguous), and result register r of
// lane l is C[8 * (r / 4) + 4 * (l / 32) + r % 4][l % 32]. bf16 travels as its 16 bits (short).
typedef float float16 __attribute__((ext_vector_type(16)));
typedef short short4 __attribute__((ext_vector_type(4)));

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_bf16(__global const short4* a, __global const short4* bt, __global float* c, int M, int N, int K) {
  const int lane = __builtin_amdgcn_workitem_id_x() % 64, wave = __builtin_amdgcn_workitem_id_x() / 64;
  const int row0 = __builtin_amdgcn_workgroup_id_y() * 64 + (wave / 2) * 32, col0 = __builtin_amdgcn_workgroup_id_x() * 64 + (wave % 2) * 32;
  const int k4 = K / 4;  // short4 elements per row
  __global const short4* ap = a + (row0 + lane % 32) * k4 + lane / 32;
  __global const short4* bp = bt + (col0 + lane % 32) * k4 + lane / 32;
  float16 acc = 0;
  for (int k = 0; k < k4; k += 2) acc = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(ap[k], bp[k], acc, 0, 0, 0);
  for (int r = 0; r < 16; ++r)
    c[(row0 + 8 * (r / 4) + 4 * (lane / 32) + r % 4) * N + col0 + lane % 32] = acc[r];
}
