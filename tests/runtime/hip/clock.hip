// The device clock: a kernel that spins for 2 ms of clock64() at the clock rate hipDeviceProp_t states, whose
// wall_clock64() advances at the wall clock rate; the emulated time is what the rates say.
#include "check.h"

// HIP 5.2 declares wall_clock64() for the device compilation only.
__global__ void spin(long long ticks, long long* out) {
#ifdef __HIP_DEVICE_COMPILE__
  long long start = clock64(), wall = wall_clock64(), now;
  do now = clock64();
  while (now - start < ticks);
  out[0] = now - start;
  out[1] = wall_clock64() - wall;
#endif
}

int main() {
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  int rate = 0;
  HIP_CHECK(hipDeviceGetAttribute(&rate, hipDeviceAttributeClockInstructionRate, 0));
  CHECK(rate == p.clockInstructionRate);
  const long long ticks = 2LL * p.clockInstructionRate;  // 2 ms: the rate is in kHz
  long long* d;
  HIP_CHECK(hipMalloc(&d, 2 * sizeof(long long)));
  spin<<<1, 1>>>(ticks, d);
  HIP_CHECK(hipGetLastError());
  long long h[2];
  HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  CHECK(h[0] >= ticks && h[0] < ticks + ticks / 10);
  // s_memrealtime ticks once per 16 of s_memtime: 2 ms of it is 2 * rate / 16.
  CHECK(h[1] >= ticks / 16 - 2 && h[1] <= (ticks + ticks / 10) / 16 + 2);
  std::printf("clock: %lld ticks = %.3f ms at %d kHz\n", h[0], double(h[0]) / p.clockInstructionRate,
              p.clockInstructionRate);
  return 0;
}
