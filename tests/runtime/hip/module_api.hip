// The module API: device code loaded at run time from a file and from memory (an offload bundle with code for
// several processors), kernels found by name, variables by name, launches with an argument array and with a
// packed argument buffer (`extra`, through AMD's hipExtModuleLaunchKernel between two events), unload.
#include <fstream>
#include <iterator>
#include <vector>

#include <hip/hip_ext.h>

#include "check.h"

static void run(hipModule_t module, bool packed) {
  hipFunction_t f;
  HIP_CHECK(hipModuleGetFunction(&f, module, "scale"));
  CHECK(hipModuleGetFunction(&f, module, "missing") == hipErrorNotFound);
  HIP_CHECK(hipModuleGetFunction(&f, module, "scale"));
  hipDeviceptr_t biasAddress;
  size_t biasSize = 0;
  HIP_CHECK(hipModuleGetGlobal(&biasAddress, &biasSize, module, "bias"));
  CHECK(biasSize == 4 * sizeof(float));
  float b[4] = {0.5f, 1.0f, 1.5f, 2.0f};
  HIP_CHECK(hipMemcpyHtoD(biasAddress, b, sizeof b));
  const int n = 200;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = float(i);
  float* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(d, h.data(), n * sizeof(float), hipMemcpyHostToDevice));
  float s = 3.0f;
  int count = n;
  if (packed) {
    struct {
      float* a;
      float s;
      int n;
    } args{d, s, count};
    size_t size = sizeof args;
    void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
    hipEvent_t start, stop;  // AMD's extension: the launch between two events
    HIP_CHECK(hipEventCreate(&start));
    HIP_CHECK(hipEventCreate(&stop));
    HIP_CHECK(hipExtModuleLaunchKernel(f, 256, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra, start, stop));
    float ms = -1;
    HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
    CHECK(ms >= 0);
    HIP_CHECK(hipEventDestroy(start));
    HIP_CHECK(hipEventDestroy(stop));
  } else {
    void* params[] = {&d, &s, &count};
    HIP_CHECK(hipModuleLaunchKernel(f, 256, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
  }
  std::vector<float> out(n);
  HIP_CHECK(hipMemcpy(out.data(), d, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(out[i] == float(i) * 3.0f + b[i % 4]);
  hipDeviceptr_t launchesAddress;
  HIP_CHECK(hipModuleGetGlobal(&launchesAddress, nullptr, module, "launches"));
  int launches = 0;
  HIP_CHECK(hipMemcpyDtoH(&launches, launchesAddress, sizeof launches));
  CHECK(launches == 1);
  HIP_CHECK(hipFree(d));
}

int main(int argc, char** argv) {
  CHECK(argc == 2);
  hipModule_t module;
  CHECK(hipModuleLoad(&module, "/nonexistent/kernels.co") == hipErrorFileNotFound);
  HIP_CHECK(hipModuleLoad(&module, argv[1]));
  run(module, false);
  HIP_CHECK(hipModuleUnload(module));
  std::ifstream in(argv[1], std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  HIP_CHECK(hipModuleLoadData(&module, bytes.data()));
  run(module, true);  // a module of its own: its variables start again
  HIP_CHECK(hipModuleUnload(module));
  std::printf("module_api: ok\n");
  return 0;
}
