// What the OpenCL test programs share: a check that names the failing call, the platform's GPU device, and a
// program built from source. Plain C against the ICD loader, as an OpenCL user writes it.
#ifndef GCNKIT_TEST_CL_CHECK_H
#define GCNKIT_TEST_CL_CHECK_H
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cl_int check_status_ = (call);                                               \
    if (check_status_ != CL_SUCCESS) {                                           \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, check_status_); \
      exit(2);                                                                   \
    }                                                                            \
  } while (0)

#define EXPECT(cond)                                                             \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);        \
      exit(3);                                                                   \
    }                                                                            \
  } while (0)

static cl_device_id first_gpu(void) {
  cl_platform_id platform;
  cl_uint n = 0;
  CHECK(clGetPlatformIDs(1, &platform, &n));
  cl_device_id device;
  CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, NULL));
  return device;
}

// Builds `source` with `options`; on failure prints the build log and exits.
static cl_program build_source(cl_context context, cl_device_id device, const char* source, const char* options) {
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  CHECK(err);
  err = clBuildProgram(program, 1, &device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size);
    char* log = (char*)malloc(size + 1);
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log, NULL);
    log[size] = 0;
    fprintf(stderr, "build failed (%d):\n%s\n", err, log);
    exit(2);
  }
  return program;
}

#endif
