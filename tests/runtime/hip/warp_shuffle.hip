// Wave-level operations: a butterfly sum with __shfl_xor, __shfl from a lane, __ballot and its population count,
// with warpSize as the device has it (64 on gfx900, 32 on gfx1030): each wave's results against the host's.
#include "check.h"

#include <vector>

__global__ void waveOps(const int* in, int* sums, int* broadcast, unsigned long long* ballots, int* width) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % warpSize;
  int v = in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_xor(v, offset);
  const int wave = i / warpSize;
  if (lane == 0) sums[wave] = v;
  broadcast[i] = __shfl(in[i], 3);  // lane 3 of this wave
  const unsigned long long b = __ballot(in[i] % 3 == 0);
  if (lane == 0) ballots[wave] = b;
  if (i == 0) *width = warpSize;
}

int main() {
  const int n = 1024, block = 256;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 101 - 50;
  int *dIn, *dSums, *dBroadcast, *dWidth;
  unsigned long long* dBallots;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dSums, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dBroadcast, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dBallots, n * sizeof(unsigned long long)));
  HIP_CHECK(hipMalloc(&dWidth, sizeof(int)));
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  waveOps<<<n / block, block>>>(dIn, dSums, dBroadcast, dBallots, dWidth);
  HIP_CHECK(hipGetLastError());
  int width = 0;
  HIP_CHECK(hipMemcpy(&width, dWidth, sizeof(int), hipMemcpyDeviceToHost));
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  CHECK(width == p.warpSize && (width == 32 || width == 64));
  const int waves = n / width;
  std::vector<int> sums(waves), broadcast(n);
  std::vector<unsigned long long> ballots(waves);
  HIP_CHECK(hipMemcpy(sums.data(), dSums, waves * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(broadcast.data(), dBroadcast, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(ballots.data(), dBallots, waves * sizeof(unsigned long long), hipMemcpyDeviceToHost));
  for (int w = 0; w < waves; ++w) {
    int sum = 0;
    unsigned long long ballot = 0;
    for (int l = 0; l < width; ++l) {
      sum += in[w * width + l];
      if (in[w * width + l] % 3 == 0) ballot |= 1ull << l;
      CHECK(broadcast[w * width + l] == in[w * width + 3]);
    }
    CHECK(sums[w] == sum);
    CHECK(ballots[w] == ballot);
  }
  std::printf("warp_shuffle: %d waves of %d lanes correct\n", waves, width);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dBroadcast));
  HIP_CHECK(hipFree(dBallots));
  HIP_CHECK(hipFree(dWidth));
  return 0;
}
