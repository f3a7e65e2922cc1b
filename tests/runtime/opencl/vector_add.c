// The first program anyone writes: c = a + b over buffers copied in and out, the local size left to the platform.
#include "cl_check.h"

static const char* source =
    "__kernel void add(__global const float* a, __global const float* b, __global float* c, int n) {\n"
    "  int i = get_global_id(0);\n"
    "  if (i < n) c[i] = a[i] + b[i];\n"
    "}\n";

int main(void) {
  enum { N = 1000 };
  float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) a[i] = (float)i, b[i] = 0.5f * (float)i, c[i] = -1;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_mem da = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
  CHECK(err);
  cl_mem db = clCreateBuffer(context, CL_MEM_READ_ONLY, sizeof b, NULL, &err);
  CHECK(err);
  cl_mem dc = clCreateBuffer(context, CL_MEM_WRITE_ONLY, sizeof c, NULL, &err);
  CHECK(err);
  CHECK(clEnqueueWriteBuffer(queue, db, CL_TRUE, 0, sizeof b, b, 0, NULL, NULL));
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "add", &err);
  CHECK(err);
  int n = N;
  CHECK(clSetKernelArg(kernel, 0, sizeof da, &da));
  CHECK(clSetKernelArg(kernel, 1, sizeof db, &db));
  CHECK(clSetKernelArg(kernel, 2, sizeof dc, &dc));
  CHECK(clSetKernelArg(kernel, 3, sizeof n, &n));
  size_t global = N;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  CHECK(clFinish(queue));
  CHECK(clEnqueueReadBuffer(queue, dc, CL_TRUE, 0, sizeof c, c, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    if (c[i] != 1.5f * (float)i) {
      fprintf(stderr, "c[%d] = %g, expected %g\n", i, c[i], 1.5 * i);
      return 1;
    }
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseMemObject(da);
  clReleaseMemObject(db);
  clReleaseMemObject(dc);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("vector_add: %d sums correct\n", N);
  return 0;
}
