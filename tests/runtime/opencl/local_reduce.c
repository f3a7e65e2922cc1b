// A work-group reduction through a __local argument (dynamic LDS) and barriers, then the host adds the partial sums.
#include "cl_check.h"

static const char* source =
    "__kernel void reduce(__global const uint* in, __global uint* partial, __local uint* scratch) {\n"
    "  uint lid = get_local_id(0), size = get_local_size(0);\n"
    "  scratch[lid] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint s = size / 2; s > 0; s >>= 1) {\n"
    "    if (lid < s) scratch[lid] += scratch[lid + s];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (lid == 0) partial[get_group_id(0)] = scratch[0];\n"
    "}\n";

int main(int argc, char** argv) {
  take_build_options(argc, argv);
  enum { N = 4096, LOCAL = 128, GROUPS = N / LOCAL };
  cl_uint in[N], partial[GROUPS];
  unsigned long long expected = 0;
  for (int i = 0; i < N; ++i) in[i] = (cl_uint)(i * 7 % 1000), expected += in[i];
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_mem din = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  CHECK(err);
  cl_mem dpartial = clCreateBuffer(context, CL_MEM_WRITE_ONLY, sizeof partial, NULL, &err);
  CHECK(err);
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "reduce", &err);
  CHECK(err);
  CHECK(clSetKernelArg(kernel, 0, sizeof din, &din));
  CHECK(clSetKernelArg(kernel, 1, sizeof dpartial, &dpartial));
  // A __local argument takes a size and no value; a value is an error.
  EXPECT(clSetKernelArg(kernel, 2, LOCAL * sizeof(cl_uint), &din) == CL_INVALID_ARG_VALUE);
  CHECK(clSetKernelArg(kernel, 2, LOCAL * sizeof(cl_uint), NULL));
  size_t global = N, local = LOCAL;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(queue, dpartial, CL_TRUE, 0, sizeof partial, partial, 0, NULL, NULL));
  unsigned long long sum = 0;
  for (int g = 0; g < GROUPS; ++g) sum += partial[g];
  if (sum != expected) {
    fprintf(stderr, "sum %llu, expected %llu\n", sum, expected);
    return 1;
  }
  // A local size that does not divide the global size is refused (OpenCL 1.2: uniform work-groups).
  size_t odd = 100;
  EXPECT(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &odd, 0, NULL, NULL) == CL_INVALID_WORK_GROUP_SIZE);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseMemObject(din);
  clReleaseMemObject(dpartial);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("local_reduce: sum %llu over %d groups\n", sum, GROUPS);
  return 0;
}
