// Atomics on global and shared memory: add (int, unsigned long long, float of exact values), min, max, and, or,
// xor, exchange, increment with wrap, and a compare-and-swap loop; results that do not depend on the order.
#include "check.h"

#include <vector>

struct Totals {
  int add, min, max;
  unsigned int andBits, orBits, xorBits, inc;
  unsigned long long wide;
  float fsum;
  int casMax;
};

__device__ void casMax(int* p, int v) {
  int old = *p;
  while (old < v) {
    const int seen = atomicCAS(p, old, v);
    if (seen == old) break;
    old = seen;
  }
}

__global__ void update(const int* in, Totals* t, int* perBlock) {
  __shared__ int blockSum;
  if (threadIdx.x == 0) blockSum = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int v = in[i];
  atomicAdd(&t->add, v);
  atomicMin(&t->min, v);
  atomicMax(&t->max, v);
  atomicAnd(&t->andBits, ~(1u << (i % 32)) | (v & 1));
  atomicOr(&t->orBits, 1u << (v & 31));
  atomicXor(&t->xorBits, unsigned(v));
  atomicInc(&t->inc, 99u);  // wraps to 0 after 99
  atomicAdd(&t->wide, 1ull << 33);
  atomicAdd(&t->fsum, float(v & 7));  // small integers: every order gives the same float
  casMax(&t->casMax, v * 2);
  atomicAdd(&blockSum, v);
  __syncthreads();
  if (threadIdx.x == 0) perBlock[blockIdx.x] = atomicExch(&blockSum, 0);
}

int main() {
  const int n = 4096, block = 128, blocks = n / block;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = int((i * 2654435761u) % 2001) - 1000;
  Totals start{0, 1 << 30, -(1 << 30), ~0u, 0u, 0u, 0u, 0ull, 0.0f, -(1 << 30)};
  int* dIn;
  Totals* dT;
  int* dBlocks;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dT, sizeof(Totals)));
  HIP_CHECK(hipMalloc(&dBlocks, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dT, &start, sizeof(Totals), hipMemcpyHostToDevice));
  update<<<blocks, block>>>(dIn, dT, dBlocks);
  HIP_CHECK(hipGetLastError());
  Totals t;
  std::vector<int> perBlock(blocks);
  HIP_CHECK(hipMemcpy(&t, dT, sizeof(Totals), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(perBlock.data(), dBlocks, blocks * sizeof(int), hipMemcpyDeviceToHost));
  Totals e = start;
  for (int i = 0; i < n; ++i) {
    const int v = in[i];
    e.add += v;
    e.min = std::min(e.min, v);
    e.max = std::max(e.max, v);
    e.andBits &= ~(1u << (i % 32)) | unsigned(v & 1);
    e.orBits |= 1u << (v & 31);
    e.xorBits ^= unsigned(v);
    e.inc = e.inc >= 99u ? 0u : e.inc + 1;
    e.wide += 1ull << 33;
    e.fsum += float(v & 7);
    e.casMax = std::max(e.casMax, v * 2);
  }
  CHECK(t.add == e.add && t.min == e.min && t.max == e.max);
  CHECK(t.andBits == e.andBits && t.orBits == e.orBits && t.xorBits == e.xorBits);
  CHECK(t.inc == e.inc && t.wide == e.wide && t.fsum == e.fsum && t.casMax == e.casMax);
  for (int b = 0; b < blocks; ++b) {
    int sum = 0;
    for (int k = 0; k < block; ++k) sum += in[b * block + k];
    CHECK(perBlock[b] == sum);
  }
  std::printf("atomics: %d updates of 10 kinds correct\n", n);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dT));
  HIP_CHECK(hipFree(dBlocks));
  return 0;
}
