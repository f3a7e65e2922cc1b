// Fills and pitched 2D memory: hipMemset, hipMemsetD32/D16, hipMallocPitch, hipMemcpy2D both ways, a kernel
// indexing rows by the pitch, hipMemset2D.
#include <vector>

#include "check.h"

__global__ void transposeAdd(float* m, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float* row = reinterpret_cast<float*>(reinterpret_cast<char*>(m) + y * pitch);
    row[x] += float(x * 1000 + y);
  }
}

int main() {
  unsigned char* bytes;
  HIP_CHECK(hipMalloc(&bytes, 1000));
  HIP_CHECK(hipMemset(bytes, 0xab, 1000));
  HIP_CHECK(hipMemset(bytes + 10, 0x01, 5));
  std::vector<unsigned char> hb(1000);
  HIP_CHECK(hipMemcpy(hb.data(), bytes, 1000, hipMemcpyDeviceToHost));
  for (int i = 0; i < 1000; ++i) CHECK(hb[i] == (i >= 10 && i < 15 ? 0x01 : 0xab));
  HIP_CHECK(hipMemsetD32(bytes, 0x12345678, 100));
  HIP_CHECK(hipMemsetD16(bytes + 400, 0xbeef, 10));
  HIP_CHECK(hipMemcpy(hb.data(), bytes, 1000, hipMemcpyDeviceToHost));
  for (int i = 0; i < 100; ++i) CHECK(reinterpret_cast<unsigned*>(hb.data())[i] == 0x12345678u);
  for (int i = 0; i < 10; ++i) CHECK(reinterpret_cast<unsigned short*>(hb.data() + 400)[i] == 0xbeef);
  CHECK(hb[420] == 0xab);
  CHECK(hipMemset(bytes + 990, 0, 20) == hipErrorInvalidValue);  // runs past the allocation
  CHECK(hipGetLastError() == hipErrorInvalidValue);               // and is the last error until read
  HIP_CHECK(hipFree(bytes));

  const int w = 37, h = 19;
  float* m;
  size_t pitch = 0;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&m), &pitch, w * sizeof(float), h));
  CHECK(pitch >= w * sizeof(float));
  std::vector<float> host(w * h);
  for (int i = 0; i < w * h; ++i) host[i] = float(i % 7);
  HIP_CHECK(hipMemcpy2D(m, pitch, host.data(), w * sizeof(float), w * sizeof(float), h, hipMemcpyHostToDevice));
  transposeAdd<<<dim3((w + 15) / 16, (h + 7) / 8), dim3(16, 8)>>>(m, pitch, w, h);
  HIP_CHECK(hipGetLastError());
  std::vector<float> out(w * h);
  HIP_CHECK(hipMemcpy2D(out.data(), w * sizeof(float), m, pitch, w * sizeof(float), h, hipMemcpyDeviceToHost));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) CHECK(out[y * w + x] == float((y * w + x) % 7) + float(x * 1000 + y));
  HIP_CHECK(hipMemset2D(m, pitch, 0, w * sizeof(float), h));
  HIP_CHECK(hipMemcpy2D(out.data(), w * sizeof(float), m, pitch, w * sizeof(float), h, hipMemcpyDeviceToHost));
  for (float v : out) CHECK(v == 0.0f);
  HIP_CHECK(hipFree(m));
  std::printf("memset_pitch: pitch %zu\n", pitch);
  return 0;
}
