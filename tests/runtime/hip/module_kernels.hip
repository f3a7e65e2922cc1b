// Device code loaded at run time by module_api.hip (built alone: clang's --cuda-device-only bundle).
#include <hip/hip_runtime.h>

__device__ int launches;
__constant__ float bias[4];

extern "C" __global__ void scale(float* a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * s + bias[i % 4];
  if (i == 0) atomicAdd(&launches, 1);
}
