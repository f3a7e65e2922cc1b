// The second translation unit of two_files_main.hip.
#include "check.h"

static __device__ int tag = 7;

__global__ void theirs(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tag * i + 1;
}

void launchOther(int* out, int n) {
  theirs<<<(n + 31) / 32, 32>>>(out, n);
  HIP_CHECK(hipGetLastError());
}
