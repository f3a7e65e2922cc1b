// HIP without the HIP headers: a histogram with LDS atomics, global atomics, a 2-D index and a switch.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

extern "C" __global__ void histogram(const unsigned char* data, unsigned* bins, unsigned n, int mode) {
  __shared__ unsigned local[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned y = __builtin_amdgcn_workitem_id_y();
  unsigned w = __builtin_amdgcn_workgroup_size_x();
  unsigned i = (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_y() + y) * w + t;
  for (unsigned k = t; k < 256; k += w) local[k] = 0;
  __builtin_amdgcn_s_barrier();
  if (i < n) {
    unsigned v = data[i];
    switch (mode) {
      case 0: break;
      case 1: v = v >> 4; break;
      case 2: v = (v * 7u) & 255u; break;
      default: v = 255u - v; break;
    }
    __atomic_fetch_add(&local[v], 1u, __ATOMIC_RELAXED);
  }
  __builtin_amdgcn_s_barrier();
  for (unsigned k = t; k < 256; k += w) {
    unsigned c = local[k];
    if (c) __atomic_fetch_add(&bins[k], c, __ATOMIC_RELAXED);
  }
}
