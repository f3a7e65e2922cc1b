// Global and local atomics: a histogram counted in local memory and merged with global atomic adds, a global
// maximum, and a compare-and-swap ticket counter. Exact for any thread count of the emulator.
#include "cl_check.h"

static const char* source =
    "__kernel void histogram(__global const uchar* in, __global uint* bins, __global int* maximum,\n"
    "                        __global uint* tickets, __global uint* order, __local uint* local_bins) {\n"
    "  for (uint b = get_local_id(0); b < 16; b += get_local_size(0)) local_bins[b] = 0;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  uchar v = in[get_global_id(0)];\n"
    "  atomic_inc(&local_bins[v & 15]);\n"
    "  atomic_max(maximum, (int)v * 3 - 100);\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint b = get_local_id(0); b < 16; b += get_local_size(0)) atomic_add(&bins[b], local_bins[b]);\n"
    "  if (get_local_id(0) == 0) {\n"
    "    uint old, t;\n"
    "    do { old = *tickets; t = atomic_cmpxchg(tickets, old, old + 1); } while (t != old);\n"
    "    order[get_group_id(0)] = old;\n"
    "  }\n"
    "}\n";

int main(int argc, char** argv) {
  take_build_options(argc, argv);
  enum { N = 8192, LOCAL = 256, GROUPS = N / LOCAL };
  static cl_uchar in[N];
  cl_uint bins[16] = {0}, expected[16] = {0};
  int expectedMax = -1000;
  for (int i = 0; i < N; ++i) {
    in[i] = (cl_uchar)((i * 2654435761u) >> 24);
    ++expected[in[i] & 15];
    if (in[i] * 3 - 100 > expectedMax) expectedMax = in[i] * 3 - 100;
  }
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "histogram", &err);
  CHECK(err);
  int minimum = -1000;
  cl_uint zero = 0;
  cl_mem din = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  CHECK(err);
  cl_mem dbins = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof bins, bins, &err);
  CHECK(err);
  cl_mem dmax = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof minimum, &minimum, &err);
  CHECK(err);
  cl_mem dtickets = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof zero, &zero, &err);
  CHECK(err);
  cl_mem dorder = clCreateBuffer(context, CL_MEM_READ_WRITE, GROUPS * sizeof(cl_uint), NULL, &err);
  CHECK(err);
  cl_mem args[] = {din, dbins, dmax, dtickets, dorder};
  for (cl_uint i = 0; i < 5; ++i) CHECK(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  CHECK(clSetKernelArg(kernel, 5, 16 * sizeof(cl_uint), NULL));
  size_t global = N, local = LOCAL;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  int maximum = 0;
  cl_uint tickets = 0, order[GROUPS];
  CHECK(clEnqueueReadBuffer(queue, dbins, CL_TRUE, 0, sizeof bins, bins, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(queue, dmax, CL_TRUE, 0, sizeof maximum, &maximum, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(queue, dtickets, CL_TRUE, 0, sizeof tickets, &tickets, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(queue, dorder, CL_TRUE, 0, sizeof order, order, 0, NULL, NULL));
  for (int b = 0; b < 16; ++b) EXPECT(bins[b] == expected[b]);
  EXPECT(maximum == expectedMax);
  EXPECT(tickets == GROUPS);
  // Every ticket was handed out once.
  int seen[GROUPS] = {0};
  for (int g = 0; g < GROUPS; ++g) EXPECT(order[g] < GROUPS && !seen[order[g]]++);
  for (int i = 0; i < 5; ++i) clReleaseMemObject(args[i]);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("atomics: histogram, maximum %d and %u tickets correct\n", maximum, tickets);
  return 0;
}
