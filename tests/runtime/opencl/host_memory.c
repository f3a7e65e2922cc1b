// Buffers on host memory: CL_MEM_USE_HOST_PTR (the kernel works on the program's array in place),
// CL_MEM_ALLOC_HOST_PTR, maps and unmaps of a device buffer, and a sub-buffer.
#include "cl_check.h"

static const char* source =
    "__kernel void scale(__global int* data, int factor) {\n"
    "  data[get_global_id(0)] *= factor;\n"
    "}\n";

int main(void) {
  enum { N = 256 };
  static int host[N];
  for (int i = 0; i < N; ++i) host[i] = i;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "scale", &err);
  CHECK(err);
  size_t global = N;

  // In place: the program's array changes.
  cl_mem used = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
  CHECK(err);
  int factor = 3;
  CHECK(clSetKernelArg(kernel, 0, sizeof used, &used));
  CHECK(clSetKernelArg(kernel, 1, sizeof factor, &factor));
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  int* mapped = (int*)clEnqueueMapBuffer(queue, used, CL_TRUE, CL_MAP_READ, 0, sizeof host, 0, NULL, NULL, &err);
  CHECK(err);
  EXPECT(mapped == host);
  for (int i = 0; i < N; ++i) EXPECT(host[i] == 3 * i);
  CHECK(clEnqueueUnmapMemObject(queue, used, mapped, 0, NULL, NULL));

  // A device buffer, written through a map, scaled, read through a map.
  cl_mem dev = clCreateBuffer(context, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &err);
  CHECK(err);
  int* w = (int*)clEnqueueMapBuffer(queue, dev, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, N * sizeof(int), 0, NULL,
                                    NULL, &err);
  CHECK(err);
  for (int i = 0; i < N; ++i) w[i] = N - i;
  cl_uint maps = 0;
  CHECK(clGetMemObjectInfo(dev, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
  EXPECT(maps == 1);
  CHECK(clEnqueueUnmapMemObject(queue, dev, w, 0, NULL, NULL));
  factor = -2;
  CHECK(clSetKernelArg(kernel, 0, sizeof dev, &dev));
  CHECK(clSetKernelArg(kernel, 1, sizeof factor, &factor));
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
  int* r = (int*)clEnqueueMapBuffer(queue, dev, CL_TRUE, CL_MAP_READ, 0, N * sizeof(int), 0, NULL, NULL, &err);
  CHECK(err);
  for (int i = 0; i < N; ++i) EXPECT(r[i] == -2 * (N - i));
  CHECK(clEnqueueUnmapMemObject(queue, dev, r, 0, NULL, NULL));

  // A sub-buffer of the second half: only that half is scaled again.
  cl_buffer_region region = {N / 2 * sizeof(int), N / 2 * sizeof(int)};
  cl_mem half = clCreateSubBuffer(dev, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
  CHECK(err);
  factor = 10;
  size_t halfGlobal = N / 2;
  CHECK(clSetKernelArg(kernel, 0, sizeof half, &half));
  CHECK(clSetKernelArg(kernel, 1, sizeof factor, &factor));
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &halfGlobal, NULL, 0, NULL, NULL));
  int back[N];
  CHECK(clEnqueueReadBuffer(queue, dev, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
  for (int i = 0; i < N; ++i) EXPECT(back[i] == -2 * (N - i) * (i >= N / 2 ? 10 : 1));

  // Host-allocated memory the device maps.
  cl_mem alloc = clCreateBuffer(context, CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR, sizeof back, back, &err);
  CHECK(err);
  int again[N];
  CHECK(clEnqueueReadBuffer(queue, alloc, CL_TRUE, 0, sizeof again, again, 0, NULL, NULL));
  EXPECT(memcmp(again, back, sizeof back) == 0);

  clReleaseMemObject(half);
  clReleaseMemObject(alloc);
  clReleaseMemObject(dev);
  clReleaseMemObject(used);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("host_memory: in place, maps, sub-buffer and host-allocated buffers correct\n");
  return 0;
}
