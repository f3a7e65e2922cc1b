// A block reduction in dynamic shared memory (extern __shared__, the launch's third argument) with
// __syncthreads, then a second pass over the partial sums in static shared memory.
#include <vector>

#include "check.h"

__global__ void partial(const int* in, int* sums, int n) {
  extern __shared__ int buf[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) sums[blockIdx.x] = buf[0];
}

__global__ void finish(const int* sums, int count, long long* total) {
  __shared__ long long acc[256];
  long long v = 0;
  for (int i = threadIdx.x; i < count; i += blockDim.x) v += sums[i];
  acc[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    long long s = 0;
    for (int i = 0; i < blockDim.x; ++i) s += acc[i];
    *total = s;
  }
}

int main() {
  const int n = 5000, block = 128, blocks = (n + block - 1) / block;
  std::vector<int> in(n);
  long long expect = 0;
  for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 1000 - 300, expect += in[i];
  int *din, *dsums;
  long long* dtotal;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dsums, blocks * sizeof(int)));
  HIP_CHECK(hipMalloc(&dtotal, sizeof(long long)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  partial<<<blocks, block, block * sizeof(int)>>>(din, dsums, n);
  HIP_CHECK(hipGetLastError());
  finish<<<1, 256>>>(dsums, blocks, dtotal);
  HIP_CHECK(hipGetLastError());
  long long total = 0;
  HIP_CHECK(hipMemcpy(&total, dtotal, sizeof total, hipMemcpyDeviceToHost));
  CHECK(total == expect);
  std::vector<int> sums(blocks);
  HIP_CHECK(hipMemcpy(sums.data(), dsums, blocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    int s = 0;
    for (int i = b * block; i < std::min(n, (b + 1) * block); ++i) s += in[i];
    CHECK(sums[b] == s);
  }
  std::printf("shared_reduce: sum %lld\n", total);
  return 0;
}
