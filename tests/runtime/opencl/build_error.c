// A program that does not compile: clBuildProgram fails, the build log has the compiler's error, and a kernel
// cannot be made from it.
#include "cl_check.h"

static const char* source = "__kernel void broken(__global int* v) { v[0] = undeclared_name; }\n";

int main(void) {
  cl_device_id device = first_gpu();
  cl_int err;
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  CHECK(err);
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  CHECK(err);
  EXPECT(clBuildProgram(program, 1, &device, "", NULL, NULL) == CL_BUILD_PROGRAM_FAILURE);
  cl_build_status status = 0;
  CHECK(clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, NULL));
  EXPECT(status == CL_BUILD_ERROR);
  size_t size = 0;
  CHECK(clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size));
  char* log = (char*)malloc(size);
  CHECK(clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log, NULL));
  EXPECT(strstr(log, "undeclared_name") && strstr(log, "error"));
  EXPECT(clCreateKernel(program, "broken", &err) == NULL && err == CL_INVALID_PROGRAM_EXECUTABLE);
  // A build option the compiler does not know fails the same way.
  const char* fine = "__kernel void fine(__global int* v) { v[0] = 1; }\n";
  cl_program other = clCreateProgramWithSource(context, 1, &fine, NULL, &err);
  CHECK(err);
  EXPECT(clBuildProgram(other, 1, &device, "-no-such-option", NULL, NULL) == CL_BUILD_PROGRAM_FAILURE);
  CHECK(clBuildProgram(other, 1, &device, "-cl-std=CL1.2 -cl-mad-enable", NULL, NULL));
  free(log);
  clReleaseProgram(other);
  clReleaseProgram(program);
  clReleaseContext(context);
  printf("build_error: the build failed with the compiler's message\n");
  return 0;
}
