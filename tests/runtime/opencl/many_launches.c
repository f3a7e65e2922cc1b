// Many small launches of one kernel, each depending on the last (a running sum): what a launch costs through the
// platform, and that arguments changed between launches take effect.
#include <time.h>

#include "cl_check.h"

static const char* source = "__kernel void step(__global uint* v, uint add) { v[get_global_id(0)] += add; }\n";

int main(int argc, char** argv) {
  const int launches = argc > 1 ? atoi(argv[1]) : 200;
  enum { N = 64 };
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "step", &err);
  CHECK(err);
  cl_uint zero[N] = {0};
  cl_mem v = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &err);
  CHECK(err);
  CHECK(clSetKernelArg(kernel, 0, sizeof v, &v));
  size_t global = N;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (cl_uint i = 0; i < (cl_uint)launches; ++i) {
    CHECK(clSetKernelArg(kernel, 1, sizeof i, &i));
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  }
  CHECK(clFinish(queue));
  clock_gettime(CLOCK_MONOTONIC, &t1);
  cl_uint out[N];
  CHECK(clEnqueueReadBuffer(queue, v, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  const cl_uint expected = (cl_uint)launches * (cl_uint)(launches - 1) / 2;
  for (int i = 0; i < N; ++i) EXPECT(out[i] == expected);
  const double us = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) / 1e3 / launches;
  clReleaseMemObject(v);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("many_launches: %d launches, sum %u correct\n", launches, expected);
  fprintf(stderr, "many_launches: %.1f us per launch\n", us);
  return 0;
}
