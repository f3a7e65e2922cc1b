// corpus-clang-flags: -mprintf-kind=buffered
// corpus-link: opencl.bc
// HIP's printf with -mprintf-kind=buffered: the arguments go to the printf buffer (hidden_printf_buffer) as in
// OpenCL, with C++'s promotions (floats as doubles), and the format strings to the metadata. The buffer is
// allocated by the device library's __printf_alloc, which Debian's rocm-device-libs 5.2 has in opencl.bc only
// (newer device libraries have it in ockl.bc): the build links that file too.
#include "twin_hip.h"
#ifdef TWIN_HOST
#undef TWIN_PRINTF_KIND
#define TWIN_PRINTF_KIND ::twin::cl::PrintfKind::HipBuffered
#endif

extern "C" __global__ void hip_printf_buffered(const int* in, const float* fs, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || threadIdx.x % 32u != 1u) return;
  int v = in[i];
  float f = fs[i];
  printf("buffered %u: %d %u %x %5d|%-4d|\n", i, v, (unsigned)v, (unsigned)v, v % 100, v % 10);
  printf("  %f %e %g %.3f %s %c\n", f, f, f, f * 2.0f, "str", 'k');
  printf("  %lld %llx %p\n", (long long)v << 12, (unsigned long long)(unsigned)v, (void*)0);
}

TWIN_KERNELS(hip_printf_buffered)
