// C (M x N, f32, row-major) = A (M x K, row-major) * B, with B given transposed (BT: N x K, row-major), on the matrix
// cores: the shape of AMD's published emulator figure (a 1024^3 GEMM), for bench/mfma_gemm/run_mfma_gemm.py.
//   -DGEMM_FP8 (gfx950, clang-22): gemm_fp8, OCP E4M3 inputs, __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8, 8 elements
//     a lane a step (one long);
//   otherwise (gfx942, clang-19): gemm_bf16, bf16 inputs (their 16 bits in a short),
//     __builtin_amdgcn_mfma_f32_32x32x8bf16_1k, 4 elements a lane a step (one short4).
// Each wave computes one 32x32 tile of C; a work-group of 4 waves a 64x64 block. Register layout (AMD's matrix
// instruction documentation): with E elements a lane a step, lane l holds A[l % 32][k0 + E * (l / 32) + t] and
// B[k0 + E * (l / 32) + t][l % 32] for t < E (one 8-byte load each: BT is K-contiguous), K advancing 2E an
// instruction, and result register r of lane l is C[8 * (r / 4) + 4 * (l / 32) + r % 4][l % 32].
typedef float float16 __attribute__((ext_vector_type(16)));
#ifdef GEMM_FP8
typedef long Step;
#define GEMM_KERNEL gemm_fp8
#define GEMM_PER_LANE 8
#define GEMM_MFMA __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8
#else
typedef short Step __attribute__((ext_vector_type(4)));
#define GEMM_KERNEL gemm_bf16
#define GEMM_PER_LANE 4
#define GEMM_MFMA __builtin_amdgcn_mfma_f32_32x32x8bf16_1k
#endif

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void GEMM_KERNEL(__global const Step* a, __global const Step* bt, __global float* c, int M, int N, int K) {
  const int lane = __builtin_amdgcn_workitem_id_x() % 64, wave = __builtin_amdgcn_workitem_id_x() / 64;
  const int row0 = __builtin_amdgcn_workgroup_id_y() * 64 + (wave / 2) * 32;
  const int col0 = __builtin_amdgcn_workgroup_id_x() * 64 + (wave % 2) * 32;
  const int steps = K / GEMM_PER_LANE;  // Step elements per row
  __global const Step* ap = a + (row0 + lane % 32) * steps + lane / 32;
  __global const Step* bp = bt + (col0 + lane % 32) * steps + lane / 32;
  float16 acc = 0;
  for (int k = 0; k < steps; k += 2) acc = GEMM_MFMA(ap[k], bp[k], acc, 0, 0, 0);
  for (int r = 0; r < 16; ++r)
    c[(row0 + 8 * (r / 4) + 4 * (lane / 32) + r % 4) * N + col0 + lane % 32] = acc[r];
}
