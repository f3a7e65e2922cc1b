// What a program learns of the device agrees with itself and with what its kernels see: the wave size, the
// processor, the clock, memory that hipMalloc takes away.
#include <cstring>
#include <string>

#include "check.h"

#pragma clang diagnostic ignored "-Wdeprecated-declarations"  // the context API

__global__ void probe(int* out) {
  out[0] = warpSize;
  out[1] = blockDim.x;
  out[2] = gridDim.x;
}

int main() {
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  CHECK(count == 1);
  HIP_CHECK(hipSetDevice(0));
  CHECK(hipSetDevice(1) == hipErrorInvalidDevice);
  CHECK(hipGetLastError() == hipErrorInvalidDevice);
  CHECK(hipGetLastError() == hipSuccess);
  int dev = -1;
  HIP_CHECK(hipGetDevice(&dev));
  CHECK(dev == 0);
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  CHECK(std::strncmp(p.gcnArchName, "gfx", 3) == 0);
  CHECK(p.warpSize == 32 || p.warpSize == 64);
  CHECK(p.maxThreadsPerBlock == 1024);
  CHECK(p.sharedMemPerBlock == 65536);
  CHECK(p.clockInstructionRate > 0 && p.clockRate == p.clockInstructionRate);
  CHECK(p.multiProcessorCount >= 1);
  CHECK(p.totalGlobalMem > (64u << 20));
  CHECK(p.managedMemory == 1);
  int attr = 0;
  HIP_CHECK(hipDeviceGetAttribute(&attr, hipDeviceAttributeWarpSize, 0));
  CHECK(attr == p.warpSize);
  HIP_CHECK(hipDeviceGetAttribute(&attr, hipDeviceAttributeMultiprocessorCount, 0));
  CHECK(attr == p.multiProcessorCount);
  HIP_CHECK(hipDeviceGetAttribute(&attr, hipDeviceAttributeComputeCapabilityMajor, 0));
  CHECK(attr == p.major);
  std::string arch = p.gcnArchName;  // gfx1030, gfx90a:xnack-: the major version is all but the last two digits
  arch = arch.substr(3, arch.find(':') - 3);
  CHECK(std::stoi(arch.substr(0, arch.size() - 2)) == p.major);
  char name[64];
  HIP_CHECK(hipDeviceGetName(name, sizeof name, 0));
  CHECK(std::strcmp(name, p.name) == 0);

  int* d;
  HIP_CHECK(hipMalloc(&d, 3 * sizeof(int)));
  probe<<<5, 96>>>(d);
  HIP_CHECK(hipGetLastError());
  int h[3];
  HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  CHECK(h[0] == p.warpSize);
  CHECK(h[1] == 96 && h[2] == 5);

  size_t free0 = 0, total = 0, free1 = 0;
  HIP_CHECK(hipMemGetInfo(&free0, &total));
  CHECK(total == p.totalGlobalMem && free0 <= total);
  void* big;
  HIP_CHECK(hipMalloc(&big, 32u << 20));
  HIP_CHECK(hipMemGetInfo(&free1, &total));
  CHECK(free0 - free1 >= (32u << 20));
  HIP_CHECK(hipFree(big));
  HIP_CHECK(hipFree(d));
  hipCtx_t context = nullptr;  // the driver API's one context
  HIP_CHECK(hipCtxGetCurrent(&context));
  CHECK(context != nullptr);
  HIP_CHECK(hipCtxSynchronize());
  hipDevice_t ctxDevice = -1;
  HIP_CHECK(hipCtxGetDevice(&ctxDevice));
  CHECK(ctxDevice == 0);
  int version = 0;
  HIP_CHECK(hipRuntimeGetVersion(&version));
  CHECK(version > 0);
  std::printf("device_query: %s (%s), wave%d\n", p.name, p.gcnArchName, p.warpSize);
  return 0;
}
