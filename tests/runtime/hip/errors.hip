// The API's errors: names and strings, the last error and its reset, and the calls that must fail (a block too
// large, a bad pointer to free, a copy direction that does not exist, a kernel that reads outside its buffer).
#include <cstring>

#include "check.h"

__global__ void fill(int* a) { a[threadIdx.x] = threadIdx.x; }

int main() {
  CHECK(std::strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue") == 0);
  CHECK(std::strcmp(hipGetErrorName(hipSuccess), "hipSuccess") == 0);
  CHECK(std::strcmp(hipGetErrorString(hipErrorInvalidDevicePointer), "invalid device pointer") == 0);
  CHECK(std::strcmp(hipGetErrorString(hipErrorECCNotCorrectable), "ECC not correctable") == 0);
  CHECK(hipGetLastError() == hipSuccess);

  int* d;
  HIP_CHECK(hipMalloc(&d, 1024 * sizeof(int)));
  fill<<<1, 2048>>>(d);  // more work-items than a block holds
  CHECK(hipPeekAtLastError() == hipErrorInvalidConfiguration);
  CHECK(hipGetLastError() == hipErrorInvalidConfiguration);
  CHECK(hipGetLastError() == hipSuccess);
  fill<<<1, 256>>>(d);
  CHECK(hipGetLastError() == hipSuccess);

  int local = 0;
  CHECK(hipFree(&local) == hipErrorInvalidValue);
  CHECK(hipMemcpy(d, &local, 4, hipMemcpyKind(42)) == hipErrorInvalidMemcpyDirection);
  CHECK(hipMemcpy(&local, d + 1023, 8, hipMemcpyDeviceToHost) == hipErrorInvalidValue);  // past the end
  CHECK(hipMemcpy(&local, d + 255, 4, hipMemcpyDeviceToHost) == hipSuccess);
  CHECK(local == 255);
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  HIP_CHECK(hipStreamDestroy(s));
  CHECK(hipStreamDestroy(s) == hipErrorInvalidHandle);
  hipEvent_t e = nullptr;
  CHECK(hipEventRecord(e, nullptr) == hipErrorInvalidHandle);
  CHECK(hipSetDevice(3) == hipErrorInvalidDevice);
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(nullptr));
  std::printf("errors: ok\n");
  return 0;
}
