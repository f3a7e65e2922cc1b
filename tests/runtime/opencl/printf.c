// Device printf: what work-items print reaches the program's standard output.
#include "cl_check.h"

static const char* source =
    "__kernel void hello(int base) {\n"
    "  if (get_global_id(0) % 16 == 0) printf(\"item %d: %d %.2f %s\\n\", (int)get_global_id(0), base,\n"
    "                                      0.5f * get_global_id(0), \"ok\");\n"
    "}\n";

int main(int argc, char** argv) {
  take_build_options(argc, argv);
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "hello", &err);
  CHECK(err);
  int base = 42;
  CHECK(clSetKernelArg(kernel, 0, sizeof base, &base));
  size_t global = 64, local = 32;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  CHECK(clFinish(queue));
  fflush(stdout);
  printf("printf: done\n");
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  return 0;
}
