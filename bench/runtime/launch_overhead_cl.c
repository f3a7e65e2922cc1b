/* Per-launch cost through gcnkit's OpenCL platform: the kernels of launch_overhead.hip in OpenCL C, launched the
   same way (N launches of a one-wave kernel, N/10 of 64 work-groups of 256), in microseconds of process CPU time
   per launch. bench/runtime/run.sh runs it beside the HIP program and the C++ API. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const char* source =
    "__kernel void tick(__global int* p) { if (get_local_id(0) == 0) p[0] += 1; }\n"
    "__kernel void saxpy(float a, __global const float* x, __global float* y) {\n"
    "  int i = get_global_id(0);\n"
    "  y[i] = a * x[i] + y[i];\n"
    "}\n";

static double cpu_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

#define OK(call) do { if ((call) != CL_SUCCESS) { fprintf(stderr, "%s failed\n", #call); return 1; } } while (0)

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 2000;
  cl_platform_id platform;
  cl_device_id device;
  cl_int err;
  OK(clGetPlatformIDs(1, &platform, NULL));
  OK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, NULL));
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  OK(clBuildProgram(program, 1, &device, "", NULL, NULL));
  cl_kernel tick = clCreateKernel(program, "tick", &err);
  cl_kernel saxpy = clCreateKernel(program, "saxpy", &err);
  const size_t items = 64 * 256;
  int zero = 0;
  cl_mem p = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 4, &zero, &err);
  cl_mem x = clCreateBuffer(context, CL_MEM_READ_WRITE, items * 4, NULL, &err);
  cl_mem y = clCreateBuffer(context, CL_MEM_READ_WRITE, items * 4, NULL, &err);
  float a = 2.0f;
  OK(clSetKernelArg(tick, 0, sizeof p, &p));
  OK(clSetKernelArg(saxpy, 0, sizeof a, &a));
  OK(clSetKernelArg(saxpy, 1, sizeof x, &x));
  OK(clSetKernelArg(saxpy, 2, sizeof y, &y));
  size_t one = 64, local1 = 64, many = items, local2 = 256;
  double start = cpu_us();
  for (int i = 0; i < n; ++i) OK(clEnqueueNDRangeKernel(queue, tick, 1, NULL, &one, &local1, 0, NULL, NULL));
  OK(clFinish(queue));
  const double empty = (cpu_us() - start) / n;
  start = cpu_us();
  for (int i = 0; i < n / 10; ++i) OK(clEnqueueNDRangeKernel(queue, saxpy, 1, NULL, &many, &local2, 0, NULL, NULL));
  OK(clFinish(queue));
  const double work = (cpu_us() - start) / (n / 10);
  int count = 0;
  OK(clEnqueueReadBuffer(queue, p, CL_TRUE, 0, 4, &count, 0, NULL, NULL));
  if (count != n) return fprintf(stderr, "count %d, expected %d\n", count, n), 1;
  printf("opencl: %.2f us per launch of a one-wave kernel, %.2f us per launch of 64 work-groups of 256\n", empty, work);
  return 0;
}
