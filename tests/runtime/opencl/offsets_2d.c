// A 2D NDRange with a global work offset: ids, sizes and offsets as the kernel sees them.
#include "cl_check.h"

static const char* source =
    "__kernel void ids(__global int* out, int width) {\n"
    "  int x = get_global_id(0) - get_global_offset(0), y = get_global_id(1) - get_global_offset(1);\n"
    "  out[y * width + x] = get_global_id(0) * 1000 + get_global_id(1) + 100000 * get_group_id(1)\n"
    "                       + 10000000 * (get_local_size(0) * 10 + get_work_dim());\n"
    "}\n";

int main(void) {
  enum { W = 48, H = 20 };
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "ids", &err);
  CHECK(err);
  cl_mem out = clCreateBuffer(context, CL_MEM_WRITE_ONLY, W * H * sizeof(int), NULL, &err);
  CHECK(err);
  int width = W;
  CHECK(clSetKernelArg(kernel, 0, sizeof out, &out));
  CHECK(clSetKernelArg(kernel, 1, sizeof width, &width));
  size_t offset[2] = {5, 7}, global[2] = {W, H}, local[2] = {16, 4};
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 2, offset, global, local, 0, NULL, NULL));
  int host[W * H];
  CHECK(clEnqueueReadBuffer(queue, out, CL_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      const int expected = (x + 5) * 1000 + (y + 7) + 100000 * (y / 4) + 10000000 * (16 * 10 + 2);
      if (host[y * W + x] != expected) {
        fprintf(stderr, "(%d, %d): %d, expected %d\n", x, y, host[y * W + x], expected);
        return 1;
      }
    }
  EXPECT(clEnqueueNDRangeKernel(queue, kernel, 4, NULL, global, local, 0, NULL, NULL) == CL_INVALID_WORK_DIMENSION);
  size_t big[2] = {64, 32};
  EXPECT(clEnqueueNDRangeKernel(queue, kernel, 2, NULL, global, big, 0, NULL, NULL) == CL_INVALID_WORK_GROUP_SIZE);
  clReleaseMemObject(out);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("offsets_2d: %dx%d ids with offsets correct\n", W, H);
  return 0;
}
