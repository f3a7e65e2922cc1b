// Program globals: __device__ and __constant__ variables written and read from the host (by symbol and by
// address), kept from launch to launch, and counted by atomics across the grid.
#include "check.h"

__constant__ int scale[4];
__device__ unsigned counter;
__device__ float table[64];

__global__ void step(float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = table[i % 64] * scale[i % 4];
  atomicAdd(&counter, 1u);
}

int main() {
  const int n = 256;
  int s[4] = {1, 2, 3, 4};
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), s, sizeof s));
  float t[64];
  for (int i = 0; i < 64; ++i) t[i] = float(i) + 0.25f;
  void* tableAddress = nullptr;
  HIP_CHECK(hipGetSymbolAddress(&tableAddress, HIP_SYMBOL(table)));
  size_t tableSize = 0;
  HIP_CHECK(hipGetSymbolSize(&tableSize, HIP_SYMBOL(table)));
  CHECK(tableSize == sizeof t);
  HIP_CHECK(hipMemcpy(tableAddress, t, sizeof t, hipMemcpyHostToDevice));
  unsigned zero = 0;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(counter), &zero, sizeof zero));
  float* out;
  HIP_CHECK(hipMalloc(&out, n * sizeof(float)));
  for (int launch = 0; launch < 3; ++launch) {
    step<<<n / 64, 64>>>(out);
    HIP_CHECK(hipGetLastError());
  }
  unsigned c = 0;
  HIP_CHECK(hipMemcpyFromSymbol(&c, HIP_SYMBOL(counter), sizeof c));
  CHECK(c == 3u * n);
  float h[n];
  HIP_CHECK(hipMemcpy(h, out, sizeof h, hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(h[i] == t[i % 64] * s[i % 4]);
  // Part of a variable, at an offset.
  int two[2] = {10, 20};
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), two, sizeof two, 2 * sizeof(int)));
  int back[4];
  HIP_CHECK(hipMemcpyFromSymbol(back, HIP_SYMBOL(scale), sizeof back));
  CHECK(back[0] == 1 && back[1] == 2 && back[2] == 10 && back[3] == 20);
  // Past the end of the variable: an error, nothing written.
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), two, sizeof two, 3 * sizeof(int)) == hipErrorInvalidValue);
  HIP_CHECK(hipFree(out));
  std::printf("globals: counter %u\n", c);
  return 0;
}
