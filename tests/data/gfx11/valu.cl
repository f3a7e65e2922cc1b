// OpenCL C without the device library: scalar and vector ALU work with as little memory traffic as a kernel
// needs to keep it (kernel arguments through SMEM, one global load and store per work-item): 16-bit and
// 32-bit float arithmetic (true16 halves on GFX11 with clang-22), integer mixes, conversions, dot products,
// wave-level ballots and a divergent loop.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half half2_t __attribute__((ext_vector_type(2)));
typedef short short2_t __attribute__((ext_vector_type(2)));

__kernel void halves(__global half* io, half a, half b, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  half x = io[i];
  half y = x * a + b;
  y = y > a ? y - b : y + x;
  y = __builtin_fmaf16(y, x, a);
  for (uint k = 0; k < (n & 7); ++k) y = y * x + (half)k;
  io[i] = y;
}

__kernel void floats(__global float* io, float a, int s, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  float x = io[i];
  float y = __builtin_fmaf(x, a, 1.0f);
  y = fmax(y, x) * 0.5f;
  int k = (int)y ^ (s << 3);
  uint u = (uint)k >> (n & 31);
  y += (float)u + __builtin_amdgcn_rcpf(x) + __builtin_amdgcn_sqrtf(a);
  y = __builtin_amdgcn_fmed3f(y, x, a);
  io[i] = y;
}

__kernel void dots(__global uint* io, uint a, uint b) {
  uint i = __builtin_amdgcn_workitem_id_x();
  uint x = io[i];
  half2_t h = __builtin_bit_cast(half2_t, x);
  half2_t g = __builtin_bit_cast(half2_t, a);
  float f = __builtin_amdgcn_fdot2(h, g, (float)b, false);
  int d = __builtin_amdgcn_sudot4(true, (int)x, false, (int)a, (int)b, false);
  uint e = __builtin_amdgcn_udot8(x, b, a, true);
  io[i] = __builtin_bit_cast(uint, f) + (uint)d + e;
}

__kernel void ballots(__global uint* io, uint a) {
  uint i = __builtin_amdgcn_workitem_id_x();
  uint x = io[i];
  ulong m = __builtin_amdgcn_ballot_w64(x > a);
  uint r = __builtin_amdgcn_readfirstlane(x);
  uint mb = __builtin_amdgcn_mbcnt_lo((uint)m, 0u);
  io[i] = (uint)(m >> 7) + r + mb + __builtin_popcountl(m);
}
