// OpenCL C without the device library for GFX12: the memory families a kernel of RDNA4 uses. Sub-dword scalar
// loads (s_load_u8/i16 of uniform narrow data), global and LDS atomics, a buffer resource built by hand, WMMA
// with GFX12's narrower operands, and the wait counters between them.
typedef half half8 __attribute__((ext_vector_type(8)));
typedef half half4 __attribute__((ext_vector_type(4)));
typedef float float8 __attribute__((ext_vector_type(8)));
typedef float float4_t __attribute__((ext_vector_type(4)));

__kernel void narrow_uniform(__global int* out, __constant uchar* bytes, __constant short* shorts, uint k) {
  uint t = __builtin_amdgcn_workitem_id_x();
  int s = bytes[k] + shorts[k + 1] + (char)bytes[k + 3];
  out[t] = s * (int)t;
}

__kernel void atomics(__global uint* counters, __global float* sums, __global uint* out) {
  __local uint bins[64];
  uint t = __builtin_amdgcn_workitem_id_x();
  bins[t & 63] = 0;
  __builtin_amdgcn_s_barrier();
  __atomic_fetch_add(&bins[t % 16], t, __ATOMIC_RELAXED);
  uint old = __atomic_fetch_add(&counters[t & 7], 1u, __ATOMIC_RELAXED);
  __atomic_fetch_max(&counters[8 + (t & 3)], old, __ATOMIC_RELAXED);
  __atomic_fetch_add(&sums[t & 3], (float)t, __ATOMIC_RELAXED);
  __builtin_amdgcn_s_barrier();
  out[t] = bins[t & 63] + old;
}

#ifdef WAVE64  // (rebuild.sh defines it for the wave64 build: clang-22 has no wave-size macro)
__kernel void wmma(__global const half4* a, __global const half4* b, __global float4_t* c) {
  uint t = __builtin_amdgcn_workitem_id_x();
  c[t] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w64_gfx12(a[t], b[t], c[t]);
}
#else
__kernel void wmma(__global const half8* a, __global const half8* b, __global float8* c) {
  uint t = __builtin_amdgcn_workitem_id_x();
  c[t] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a[t], b[t], c[t]);
}
#endif
