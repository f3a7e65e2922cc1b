// A kernel that stores far outside its buffer: the launch fails with CL_OUT_OF_RESOURCES, gcnkit names the kernel
// on stderr, and the platform keeps working for the next launch.
#include "cl_check.h"

static const char* source =
    "__kernel void wild(__global int* v, long far) { v[get_global_id(0) + far] = 1; }\n"
    "__kernel void tame(__global int* v) { v[get_global_id(0)] = 7; }\n";

int main(void) {
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel wild = clCreateKernel(program, "wild", &err);
  CHECK(err);
  cl_kernel tame = clCreateKernel(program, "tame", &err);
  CHECK(err);
  cl_mem v = clCreateBuffer(context, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL, &err);
  CHECK(err);
  cl_long far = 1 << 28;
  CHECK(clSetKernelArg(wild, 0, sizeof v, &v));
  CHECK(clSetKernelArg(wild, 1, sizeof far, &far));
  size_t global = 64;
  const cl_int status = clEnqueueNDRangeKernel(queue, wild, 1, NULL, &global, NULL, 0, NULL, NULL);
  printf("wild launch: %d\n", status);
  EXPECT(status == CL_OUT_OF_RESOURCES);
  CHECK(clSetKernelArg(tame, 0, sizeof v, &v));
  CHECK(clEnqueueNDRangeKernel(queue, tame, 1, NULL, &global, NULL, 0, NULL, NULL));
  int out[64];
  CHECK(clEnqueueReadBuffer(queue, v, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  for (int i = 0; i < 64; ++i) EXPECT(out[i] == 7);
  // An argument not set is refused before anything runs.
  cl_kernel fresh = clCreateKernel(program, "tame", &err);
  CHECK(err);
  EXPECT(clEnqueueNDRangeKernel(queue, fresh, 1, NULL, &global, NULL, 0, NULL, NULL) == CL_INVALID_KERNEL_ARGS);
  clReleaseKernel(fresh);
  clReleaseMemObject(v);
  clReleaseKernel(wild);
  clReleaseKernel(tame);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("fault: the fault was reported and the next launch ran\n");
  return 0;
}
