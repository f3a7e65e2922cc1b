// What a program asks of a kernel before it launches it: hipFuncGetAttributes (static shared memory, the largest
// block, registers), hipOccupancyMaxPotentialBlockSize and hipOccupancyMaxActiveBlocksPerMultiprocessor, and of
// a pointer: hipPointerGetAttributes and hipMemGetAddressRange. Then the kernel runs with the block size suggested.
#include "check.h"

#include <vector>

__global__ void stencil(const float* in, float* out, int n) {
  __shared__ float tile[258];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = threadIdx.x + 1;
  tile[t] = i < n ? in[i] : 0.0f;
  if (threadIdx.x == 0) tile[0] = i > 0 && i - 1 < n ? in[i - 1] : 0.0f;
  if (threadIdx.x == blockDim.x - 1) tile[t + 1] = i + 1 < n ? in[i + 1] : 0.0f;
  __syncthreads();
  if (i < n) out[i] = tile[t - 1] + 2.0f * tile[t] + tile[t + 1];
}

int main() {
  hipFuncAttributes a;
  HIP_CHECK(hipFuncGetAttributes(&a, reinterpret_cast<const void*>(stencil)));
  CHECK(a.sharedSizeBytes == 258 * sizeof(float));
  CHECK(a.maxThreadsPerBlock >= 256 && a.maxThreadsPerBlock <= 1024);
  CHECK(a.numRegs > 0);
  int minGrid = 0, blockSize = 0;
  HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, stencil, 0, 256));
  CHECK(blockSize > 0 && blockSize <= 256 && minGrid > 0);
  int perCu = 0;
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&perCu, stencil, blockSize, 0));
  CHECK(perCu >= 1);

  const int n = 3000;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = float(i % 17) - 8.0f;
  float *dIn, *dOut;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  hipPointerAttribute_t pa;
  HIP_CHECK(hipPointerGetAttributes(&pa, dIn + 10));
  CHECK(pa.memoryType == hipMemoryTypeDevice && pa.devicePointer == dIn + 10);
  hipDeviceptr_t base = nullptr;
  size_t size = 0;
  HIP_CHECK(hipMemGetAddressRange(&base, &size, dIn + 10));
  CHECK(base == dIn && size == n * sizeof(float));
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  stencil<<<(n + blockSize - 1) / blockSize, blockSize>>>(dIn, dOut, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dOut, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const float left = i > 0 ? in[i - 1] : 0.0f, right = i + 1 < n ? in[i + 1] : 0.0f;
    CHECK(out[i] == left + 2.0f * in[i] + right);
  }
  std::printf("occupancy_attributes: block size %d, %d blocks per CU, %d registers\n", blockSize, perCu, a.numRegs);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  return 0;
}
