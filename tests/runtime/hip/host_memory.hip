// Host-pinned and managed memory: one pointer for the host and the kernel, no copies; pointer attributes say
// which memory a pointer is.
#include "check.h"

__global__ void square(int* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * a[i];
}

int main() {
  const int n = 300;
  int* pinned = nullptr;
  HIP_CHECK(hipHostMalloc(&pinned, n * sizeof(int), hipHostMallocDefault));
  for (int i = 0; i < n; ++i) pinned[i] = i - 100;
  int* dp = nullptr;
  HIP_CHECK(hipHostGetDevicePointer(reinterpret_cast<void**>(&dp), pinned, 0));
  square<<<(n + 63) / 64, 64>>>(dp, n);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) CHECK(pinned[i] == (i - 100) * (i - 100));

  int* managed = nullptr;
  HIP_CHECK(hipMallocManaged(&managed, n * sizeof(int)));
  for (int i = 0; i < n; ++i) managed[i] = 3 * i;
  square<<<(n + 127) / 128, 128>>>(managed, n);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) CHECK(managed[i] == 9 * i * i);

  hipPointerAttribute_t a;
  HIP_CHECK(hipPointerGetAttributes(&a, pinned));
  CHECK(a.memoryType == hipMemoryTypeHost && a.hostPointer == pinned && !a.isManaged);
  HIP_CHECK(hipPointerGetAttributes(&a, managed + 10));
  CHECK(a.isManaged);
  int* dev = nullptr;
  HIP_CHECK(hipMalloc(&dev, 64));
  HIP_CHECK(hipPointerGetAttributes(&a, dev));
  CHECK(a.memoryType == hipMemoryTypeDevice);
  // Copies between pinned and device memory either way.
  HIP_CHECK(hipMemcpy(dev, pinned, 64, hipMemcpyHostToDevice));
  int back[16];
  HIP_CHECK(hipMemcpy(back, dev, 64, hipMemcpyDefault));
  for (int i = 0; i < 16; ++i) CHECK(back[i] == pinned[i]);
  // The program's own memory, registered: the kernel works on it in place until it is unregistered.
  static int mine[128];
  for (int i = 0; i < 128; ++i) mine[i] = i;
  HIP_CHECK(hipHostRegister(mine, sizeof mine, hipHostRegisterDefault));
  CHECK(hipHostRegister(mine, sizeof mine, hipHostRegisterDefault) == hipErrorHostMemoryAlreadyRegistered);
  int* dm = nullptr;
  HIP_CHECK(hipHostGetDevicePointer(reinterpret_cast<void**>(&dm), mine, 0));
  square<<<2, 64>>>(dm, 128);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < 128; ++i) CHECK(mine[i] == i * i);
  HIP_CHECK(hipHostUnregister(mine));
  CHECK(hipHostUnregister(mine) == hipErrorHostMemoryNotRegistered);
  CHECK(mine[5] == 25);  // the bytes stay the program's
  HIP_CHECK(hipGetLastError() == hipErrorHostMemoryNotRegistered ? hipSuccess : hipErrorUnknown);
  HIP_CHECK(hipFree(dev));
  HIP_CHECK(hipFree(managed));
  HIP_CHECK(hipHostFree(pinned));
  CHECK(hipHostFree(reinterpret_cast<void*>(back)) == hipErrorInvalidValue);
  std::printf("host_memory: ok\n");
  return 0;
}
