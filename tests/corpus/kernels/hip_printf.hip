// HIP's printf through the hostcall buffer (the hidden_hostcall_buffer argument, serviced by the host while the
// kernel runs): every conversion with flags, width and precision, 64-bit integers, floats (promoted to double),
// string literals, characters and pointers of known value; printed work-group by work-group, wave by wave, call by
// call, lane by lane.
#include "twin_hip.h"

extern "C" __global__ void hip_printf_conversions(const int* in, const double* ds, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || threadIdx.x >= 3) return;
  int v = in[i];
  unsigned u = (unsigned)v;
  double d = ds[i];
  float f = (float)d;
  printf("thread %u block %u: %d %i %u %x %X %o\n", threadIdx.x, blockIdx.x, v, v, u, u, u, u & 0777u);
  printf("|%6d|%-6d|%+d|%06d|% d|%#x|%.3d|%%|\n", v % 1000, v % 1000, v % 1000, v % 1000, v % 1000, u, v % 7);
  long long w = (long long)v * 1000003ll;
  printf("wide %lld %llu %llx %ld %c%c\n", w, (unsigned long long)w, (unsigned long long)w, (long)w,
         'a' + (int)(u % 26u), '0' + (int)(u % 10u));
  printf("float %f %e %g %E %G %a\n", f, f, f, f, f, f);
  printf("double |%10.3f|%-14.5e|%.3g|%+.1f| %.17g\n", d, d, d, d, d);
  printf("text %s|%c|%s %p %p\n", "literal", 'Q', "second", (void*)0, (void*)0x4d2);
}

// Output from many waves and blocks in a fixed order: only some lanes print, and one printf has no arguments.
extern "C" __global__ void hip_printf_order(const unsigned* in, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  if (v % 5u == 0u) printf("block %u thread %u value %u\n", blockIdx.x, threadIdx.x, v);
  if (threadIdx.x == 0) printf("block %u done\n", blockIdx.x);
  if (i == 0) printf("first thread only\n");
}

TWIN_KERNELS(hip_printf_conversions, hip_printf_order)
