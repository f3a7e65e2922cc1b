// Arguments by value of every shape: a struct, a float4, a double, a char and a long; a wrong size is refused.
#include "cl_check.h"

static const char* source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "typedef struct { int a; float b; short c[3]; long d; } params;\n"
    "__kernel void combine(__global double* out, params p, float4 v, double scale, char bias, long big) {\n"
    "  int i = get_global_id(0);\n"
    "  out[i] = (p.a + p.b + p.c[i % 3] + p.d + v.x + v.y * 2 + v.z * 3 + v.w * 4) * scale * i + bias + big;\n"
    "}\n";

typedef struct {
  cl_int a;
  cl_float b;
  cl_short c[3];
  cl_long d;
} params;

int main(void) {
  enum { N = 32 };
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "combine", &err);
  CHECK(err);
  cl_mem out = clCreateBuffer(context, CL_MEM_WRITE_ONLY, N * sizeof(double), NULL, &err);
  CHECK(err);
  params p = {3, 0.25f, {10, 20, 30}, 1000000000000ll};
  cl_float4 v = {{1.0f, 2.0f, 3.0f, 4.0f}};
  double scale = 0.5;
  cl_char bias = -7;
  cl_long big = -5000000000ll;
  CHECK(clSetKernelArg(kernel, 0, sizeof out, &out));
  CHECK(clSetKernelArg(kernel, 1, sizeof p, &p));
  EXPECT(clSetKernelArg(kernel, 2, sizeof(float), &v) == CL_INVALID_ARG_SIZE);
  CHECK(clSetKernelArg(kernel, 2, sizeof v, &v));
  CHECK(clSetKernelArg(kernel, 3, sizeof scale, &scale));
  CHECK(clSetKernelArg(kernel, 4, sizeof bias, &bias));
  CHECK(clSetKernelArg(kernel, 5, sizeof big, &big));
  EXPECT(clSetKernelArg(kernel, 6, sizeof big, &big) == CL_INVALID_ARG_INDEX);
  cl_uint args = 0;
  CHECK(clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof args, &args, NULL));
  EXPECT(args == 6);
  size_t global = N;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  double host[N];
  CHECK(clEnqueueReadBuffer(queue, out, CL_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i) {
    // The sum is exact in float up to p.d (a float rounding of 1e12 + 33.25 + ...), as the device computes it.
    float sum = (float)p.a + p.b;
    sum = sum + (float)p.c[i % 3];
    sum = sum + (float)p.d;
    sum = sum + 1.0f + 2.0f * 2 + 3.0f * 3 + 4.0f * 4;
    const double expected = (double)sum * scale * i + bias + (double)big;
    if (host[i] != expected) {
      fprintf(stderr, "out[%d] = %.17g, expected %.17g\n", i, host[i], expected);
      return 1;
    }
  }
  clReleaseMemObject(out);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("struct_args: %d values from struct, vector and scalar arguments correct\n", N);
  return 0;
}
