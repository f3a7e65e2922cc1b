// A matrix transpose through a static __local tile with barriers, 2D work-groups, and a size that is not a multiple
// of the tile handled by bounds checks in the kernel.
#include "cl_check.h"

static const char* source =
    "#define T 16\n"
    "__kernel void transpose(__global const float* in, __global float* out, int rows, int cols) {\n"
    "  __local float tile[T][T + 1];\n"
    "  int x = get_group_id(0) * T + get_local_id(0), y = get_group_id(1) * T + get_local_id(1);\n"
    "  if (x < cols && y < rows) tile[get_local_id(1)][get_local_id(0)] = in[y * cols + x];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  x = get_group_id(1) * T + get_local_id(0);\n"
    "  y = get_group_id(0) * T + get_local_id(1);\n"
    "  if (x < rows && y < cols) out[y * rows + x] = tile[get_local_id(0)][get_local_id(1)];\n"
    "}\n";

int main(void) {
  enum { ROWS = 50, COLS = 70, T = 16 };
  static float in[ROWS * COLS], out[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; ++i) in[i] = (float)i * 0.25f;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "transpose", &err);
  CHECK(err);
  cl_ulong lds = 0;
  CHECK(clGetKernelWorkGroupInfo(kernel, device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lds, &lds, NULL));
  EXPECT(lds == T * (T + 1) * sizeof(float));
  cl_mem din = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  CHECK(err);
  cl_mem dout = clCreateBuffer(context, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
  CHECK(err);
  int rows = ROWS, cols = COLS;
  CHECK(clSetKernelArg(kernel, 0, sizeof din, &din));
  CHECK(clSetKernelArg(kernel, 1, sizeof dout, &dout));
  CHECK(clSetKernelArg(kernel, 2, sizeof rows, &rows));
  CHECK(clSetKernelArg(kernel, 3, sizeof cols, &cols));
  size_t global[2] = {(COLS + T - 1) / T * T, (ROWS + T - 1) / T * T}, local[2] = {T, T};
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 2, NULL, global, local, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(queue, dout, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) EXPECT(out[c * ROWS + r] == in[r * COLS + c]);
  clReleaseMemObject(din);
  clReleaseMemObject(dout);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("transpose: %dx%d transposed through local tiles\n", ROWS, COLS);
  return 0;
}
