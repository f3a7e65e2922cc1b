// A kernel that stores far outside every buffer: the launch fails with hipErrorLaunchFailure, gcnkit's report on
// stderr names the kernel (ctest matches it), and the program goes on.
#include "check.h"

__global__ void wild(int* a, long long offset) { a[offset + threadIdx.x] = 1; }
__global__ void fine(int* a) { a[threadIdx.x] = 7; }

int main() {
  int* d;
  HIP_CHECK(hipMalloc(&d, 64 * sizeof(int)));
  wild<<<1, 64>>>(d, 1ll << 32);
  hipError_t e = hipGetLastError();
  if (e == hipSuccess) e = hipDeviceSynchronize();
  CHECK(e == hipErrorLaunchFailure);
  fine<<<1, 64>>>(d);
  HIP_CHECK(hipGetLastError());
  int h[64];
  HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  for (int v : h) CHECK(v == 7);
  std::printf("fault: the faulting launch failed, the next one ran\n");
  return 0;
}
