// Streams and events: asynchronous copies and launches on created streams, events recorded and timed, a stream
// waiting on an event, a host callback, queries; the results are those of running everything in order.
#include <vector>

#include "check.h"

__global__ void add(int* a, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += v;
}

static int calls = 0;
static void callback(hipStream_t, hipError_t status, void* data) {
  CHECK(status == hipSuccess);
  calls += *static_cast<int*>(data);
}

int main() {
  const int n = 512;
  hipStream_t s1, s2;
  HIP_CHECK(hipStreamCreate(&s1));
  HIP_CHECK(hipStreamCreateWithFlags(&s2, hipStreamNonBlocking));
  unsigned flags = 0;
  HIP_CHECK(hipStreamGetFlags(s2, &flags));
  CHECK(flags == hipStreamNonBlocking);
  hipEvent_t start, stop, mid;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventCreateWithFlags(&mid, hipEventDisableTiming));
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = i;
  int* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  HIP_CHECK(hipEventRecord(start, s1));
  HIP_CHECK(hipMemcpyAsync(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice, s1));
  hipLaunchKernelGGL(add, dim3(n / 128), dim3(128), 0, s1, d, 5, n);
  HIP_CHECK(hipEventRecord(mid, s1));
  HIP_CHECK(hipStreamWaitEvent(s2, mid, 0));
  add<<<n / 64, 64, 0, s2>>>(d, 100, n);
  HIP_CHECK(hipGetLastError());
  int one = 1;
  HIP_CHECK(hipStreamAddCallback(s2, callback, &one, 0));
  HIP_CHECK(hipMemcpyAsync(h.data(), d, n * sizeof(int), hipMemcpyDeviceToHost, s2));
  HIP_CHECK(hipEventRecord(stop, s2));
  HIP_CHECK(hipStreamSynchronize(s2));
  HIP_CHECK(hipEventSynchronize(stop));
  CHECK(hipEventQuery(stop) == hipSuccess);
  CHECK(hipStreamQuery(s1) == hipSuccess);
  for (int i = 0; i < n; ++i) CHECK(h[i] == i + 105);
  CHECK(calls == 1);
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  CHECK(ms >= 0);
  CHECK(hipEventElapsedTime(&ms, start, mid) != hipSuccess);  // timing disabled on `mid`
  hipEvent_t never;
  HIP_CHECK(hipEventCreate(&never));
  CHECK(hipEventElapsedTime(&ms, start, never) == hipErrorNotReady);
  HIP_CHECK(hipEventDestroy(never));
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  HIP_CHECK(hipEventDestroy(mid));
  HIP_CHECK(hipStreamDestroy(s1));
  HIP_CHECK(hipStreamDestroy(s2));
  HIP_CHECK(hipFree(d));
  std::printf("streams_events: ok\n");
  return 0;
}
