// A missing barrier: work-items read what others wrote to local memory with no barrier between. On hardware the
// result depends on timing; gcnkit reports the race (stderr, naming the kernel), and with --check=error the launch
// fails (CL_OUT_OF_RESOURCES). The program says what it saw; its exit status is 0 either way.
#include "cl_check.h"

static const char* source =
    "__kernel void shift(__global int* out, __local int* tmp) {\n"
    "  int l = get_local_id(0);\n"
    "  tmp[l] = l * 10;\n"
    "  out[get_global_id(0)] = tmp[(l + 65) % get_local_size(0)];  /* another wave's element, no barrier */\n"
    "}\n";

int main(void) {
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "shift", &err);
  CHECK(err);
  cl_mem out = clCreateBuffer(context, CL_MEM_WRITE_ONLY, 256 * sizeof(int), NULL, &err);
  CHECK(err);
  CHECK(clSetKernelArg(kernel, 0, sizeof out, &out));
  CHECK(clSetKernelArg(kernel, 1, 256 * sizeof(int), NULL));
  size_t global = 256, local = 256;
  printf("launch status %d\n", clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  clReleaseMemObject(out);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  return 0;
}
