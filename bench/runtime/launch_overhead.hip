// Per-launch cost through gcnkit's HIP runtime: N launches of a one-wave kernel (the launch is nearly all of the
// time) and N launches of a 64-work-group kernel (the kernel's time), in microseconds per launch. The same kernels
// through the C++ API: bench/runtime/launch_api.cpp; bench/runtime/run.sh runs both.
#include <hip/hip_runtime.h>

#include <ctime>
#include <cstdio>
#include <cstdlib>

__global__ void tick(int* p) {
  if (threadIdx.x == 0) p[0] += 1;
}

__global__ void saxpy(float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = a * x[i] + y[i];
}

template <class F>
double perLaunch(int n, F launch) {
  // Process CPU time: the machine is shared, and with one emulator thread the launches are all of the work.
  auto cpu = [] {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
  };
  const double start = cpu();
  for (int i = 0; i < n; ++i) launch();
  if (hipDeviceSynchronize() != hipSuccess) std::exit(1);
  return (cpu() - start) / n;
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 2000;
  int* p;
  float *x, *y;
  const int items = 64 * 256;
  if (hipMalloc(&p, 4) || hipMalloc(&x, items * 4) || hipMalloc(&y, items * 4)) return 1;
  if (hipMemset(p, 0, 4)) return 1;
  double empty = perLaunch(n, [&] { tick<<<1, 64>>>(p); });
  double work = perLaunch(n / 10, [&] { saxpy<<<64, 256>>>(2.0f, x, y); });
  int count = 0;
  if (hipMemcpy(&count, p, 4, hipMemcpyDeviceToHost) || count != n) return 1;
  std::printf("hip: %.2f us per launch of a one-wave kernel, %.2f us per launch of 64 work-groups of 256\n", empty,
              work);
  return 0;
}
