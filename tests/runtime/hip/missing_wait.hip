// A kernel that reads a loaded register before the load has arrived (the load and the read are inline assembly,
// so the compiler inserts no s_waitcnt between them): gcnkit's pending-vgpr check reports it on stderr naming
// the kernel. Under --check=error the launch fails with hipErrorLaunchFailure, which the program reports in its
// exit status (ctest runs it both ways).
#include <cstring>

#include "check.h"

__global__ void early(const int* in, int* out) {
  int loaded, copy;
  asm volatile("global_load_dword %0, %2, off\n\tv_mov_b32 %1, %0\n\ts_waitcnt vmcnt(0)"
               : "=&v"(loaded), "=v"(copy)
               : "v"(in + threadIdx.x)
               : "memory");
  out[threadIdx.x] = copy + loaded;
}

int main(int argc, char** argv) {
  const bool expectFailure = argc > 1 && std::strcmp(argv[1], "--expect-failure") == 0;
  int *in, *out;
  HIP_CHECK(hipMalloc(&in, 64 * sizeof(int)));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(int)));
  HIP_CHECK(hipMemset(in, 0, 64 * sizeof(int)));
  early<<<1, 64>>>(in, out);
  hipError_t e = hipGetLastError();
  if (expectFailure) {
    CHECK(e == hipErrorLaunchFailure);
  } else {
    CHECK(e == hipSuccess);  // reported, not stopped
  }
  std::printf("missing_wait: launch returned %s\n", hipGetErrorName(e));
  return 0;
}
