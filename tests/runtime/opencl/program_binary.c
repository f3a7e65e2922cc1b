// A program's binary (the code object) handed out by clGetProgramInfo and loaded again with
// clCreateProgramWithBinary; kernel names and counts; a bad binary is refused.
#include "cl_check.h"

static const char* source =
    "__kernel void square(__global int* v) { int i = get_global_id(0); v[i] = v[i] * v[i]; }\n"
    "__kernel void negate(__global int* v) { int i = get_global_id(0); v[i] = -v[i]; }\n";

int main(void) {
  enum { N = 64 };
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, 0);
  cl_int err;
  cl_program built = build_source(context, device, source, "-DUNUSED=1");
  size_t count = 0;
  CHECK(clGetProgramInfo(built, CL_PROGRAM_NUM_KERNELS, sizeof count, &count, NULL));
  EXPECT(count == 2);
  char names[64];
  CHECK(clGetProgramInfo(built, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
  EXPECT(strstr(names, "square") && strstr(names, "negate"));
  size_t size = 0;
  CHECK(clGetProgramInfo(built, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
  EXPECT(size > 64);
  unsigned char* binary = (unsigned char*)malloc(size);
  CHECK(clGetProgramInfo(built, CL_PROGRAM_BINARIES, sizeof binary, &binary, NULL));
  EXPECT(memcmp(binary, "\177ELF", 4) == 0);
  char options[32];
  CHECK(clGetProgramBuildInfo(built, device, CL_PROGRAM_BUILD_OPTIONS, sizeof options, options, NULL));
  EXPECT(strcmp(options, "-DUNUSED=1") == 0);

  const unsigned char* binaries[] = {binary};
  cl_int status = -1;
  cl_program loaded = clCreateProgramWithBinary(context, 1, &device, &size, binaries, &status, &err);
  CHECK(err);
  EXPECT(status == CL_SUCCESS);
  CHECK(clBuildProgram(loaded, 1, &device, NULL, NULL, NULL));
  cl_kernel kernels[2];
  cl_uint made = 0;
  CHECK(clCreateKernelsInProgram(loaded, 2, kernels, &made));
  EXPECT(made == 2);
  int values[N];
  for (int i = 0; i < N; ++i) values[i] = i - 10;
  cl_mem v = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof values, values, &err);
  CHECK(err);
  size_t global = N;
  for (int k = 0; k < 2; ++k) {
    CHECK(clSetKernelArg(kernels[k], 0, sizeof v, &v));
    CHECK(clEnqueueNDRangeKernel(queue, kernels[k], 1, NULL, &global, NULL, 0, NULL, NULL));
  }
  // Both ran, in the order the names list them.
  char first[16];
  CHECK(clGetKernelInfo(kernels[0], CL_KERNEL_FUNCTION_NAME, sizeof first, first, NULL));
  CHECK(clEnqueueReadBuffer(queue, v, CL_TRUE, 0, sizeof values, values, 0, NULL, NULL));
  const int squareFirst = strcmp(first, "square") == 0;
  for (int i = 0; i < N; ++i) {
    const int x = i - 10;
    EXPECT(values[i] == (squareFirst ? -(x * x) : x * x));
  }
  EXPECT(clCreateKernel(loaded, "missing", &err) == NULL && err == CL_INVALID_KERNEL_NAME);
  // Bytes that are no code object.
  const unsigned char junk[] = "not a code object";
  const unsigned char* junks[] = {junk};
  size_t junkSize = sizeof junk;
  EXPECT(clCreateProgramWithBinary(context, 1, &device, &junkSize, junks, &status, &err) == NULL);
  EXPECT(err == CL_INVALID_BINARY && status == CL_INVALID_BINARY);
  free(binary);
  clReleaseKernel(kernels[0]);
  clReleaseKernel(kernels[1]);
  clReleaseMemObject(v);
  clReleaseProgram(loaded);
  clReleaseProgram(built);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("program_binary: %zu-byte code object reloaded, 2 kernels ran\n", size);
  return 0;
}
