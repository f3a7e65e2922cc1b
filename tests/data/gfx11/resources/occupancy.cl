// Kernels whose occupancy the VGPR file or the LDS limits (GFX11 resource data; rebuild.sh): register pressure made
// with inline-asm clobbers, LDS with arrays of four sizes.
#define VGPRS(n, reg) \
  __kernel void vgprs_##n(__global float* a) { \
    __asm__ volatile("" ::: reg); \
    a[__builtin_amdgcn_workitem_id_x()] = 1.0f; \
  }
VGPRS(40, "v39")
VGPRS(100, "v99")
VGPRS(150, "v149")
VGPRS(200, "v199")
#define LDS(n) \
  __kernel void lds_##n(__global float* a) { \
    __local float buf[n]; \
    int i = __builtin_amdgcn_workitem_id_x(); \
    buf[i] = a[i]; \
    __builtin_amdgcn_s_barrier(); \
    a[i] = buf[n - 1 - i]; \
  }
LDS(1024)
LDS(4096)
LDS(8192)
LDS(12000)
