// A program of two translation units, each with its own fat binary and kernels: the runtime registers both and
// launches each kernel from its own code; a __device__ variable of one file is not the other's.
#include "check.h"

void launchOther(int* out, int n);  // two_files_other.hip
static __device__ int tag = 11;  // each file has its own

__global__ void mine(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tag * i;
}

int main() {
  const int n = 100;
  int* d;
  HIP_CHECK(hipMalloc(&d, 2 * n * sizeof(int)));
  mine<<<2, 64>>>(d, n);
  HIP_CHECK(hipGetLastError());
  launchOther(d + n, n);
  int h[2 * n];
  HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(h[i] == 11 * i && h[n + i] == 7 * i + 1);
  std::printf("two_files: ok\n");
  return 0;
}
