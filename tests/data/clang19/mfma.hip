// HIP without the HIP headers: MFMA kernels (matrix fused multiply-add on the accumulation registers) for the
// processors with mai-insts. The f64 form is gfx90a+ (the builtin needs gfx90a-insts); MFMA_F64 selects it.
#define __global__ __attribute__((global))

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef _Float16 v4h __attribute__((ext_vector_type(4)));
typedef double v4d __attribute__((ext_vector_type(4)));

extern "C" __global__ void mfma_32x32x8f16(const v4h* a, const v4h* b, v16f* c) {
  const unsigned t = __builtin_amdgcn_workitem_id_x();
  c[t] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[t], b[t], c[t], 0, 0, 0);
}

extern "C" __global__ void mfma_16x16x16f16(const v4h* a, const v4h* b, v4f* c, int n) {
  const unsigned t = __builtin_amdgcn_workitem_id_x();
  v4f acc = c[t];
  for (int i = 0; i < n; ++i) acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a[t + i], b[t + i], acc, 0, 0, 0);
  c[t] = acc;
}

extern "C" __global__ void mfma_4x4x1f32_broadcast(const float* a, const float* b, v4f* c) {
  const unsigned t = __builtin_amdgcn_workitem_id_x();
  c[t] = __builtin_amdgcn_mfma_f32_4x4x1f32(a[t], b[t], c[t], 2, 1, 3);  // cbsz:2 abid:1 blgp:3
}

#ifdef MFMA_F64
extern "C" __global__ void mfma_f64_16x16x4f64(const double* a, const double* b, v4d* c) {
  const unsigned t = __builtin_amdgcn_workitem_id_x();
  c[t] = __builtin_amdgcn_mfma_f64_16x16x4f64(a[t], b[t], c[t], 0, 0, 0);
}
#endif
