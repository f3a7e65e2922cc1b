// The first program anyone writes: a <<<>>> launch over device buffers, checked against the host, with a partial
// last block and a second launch through hipLaunchKernelGGL.
#include <vector>

#include "check.h"

__global__ void axpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n), expect(n);
  for (int i = 0; i < n; ++i) x[i] = float(i) * 0.5f, y[i] = float(n - i), expect[i] = 2.0f * x[i] + y[i];
  for (int i = 0; i < n; ++i) expect[i] = 3.0f * x[i] + expect[i];
  float *dx, *dy;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
  axpy<<<(n + 127) / 128, 128>>>(2.0f, dx, dy, n);
  HIP_CHECK(hipGetLastError());
  hipLaunchKernelGGL(axpy, dim3((n + 255) / 256), dim3(256), 0, 0, 3.0f, dx, dy, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<float> out(n);
  HIP_CHECK(hipMemcpy(out.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(out[i] == expect[i]);
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
  std::printf("vector_add: %d elements correct\n", n);
  return 0;
}
