// Device printf: what kernels print reaches the program's standard output in order, between the host's lines
// (ctest matches the output).
#include "check.h"

__global__ void hello(int launch) {
  const int block = blockIdx.x, thread = threadIdx.x;  // the coordinates are objects, printf takes scalars
  if (thread < 2) printf("launch %d block %d thread %d: %s %.2f\n", launch, block, thread, "value", 1.5f * thread);
}

int main() {
  std::printf("host: before\n");
  std::fflush(stdout);
  hello<<<2, 64>>>(1);
  HIP_CHECK(hipDeviceSynchronize());
  std::printf("host: between\n");
  std::fflush(stdout);
  hello<<<1, 32>>>(2);
  HIP_CHECK(hipDeviceSynchronize());
  std::printf("host: after\n");
  return 0;
}
