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

// The platform's GPU device, a context on it and an in-order queue with `properties`.
static inline cl_device_id first_gpu(void);
static inline cl_command_queue open_queue(cl_device_id* device, cl_context* context,
                                          cl_command_queue_properties properties) {
  cl_int err = CL_SUCCESS;
  *device = first_gpu();
  *context = clCreateContext(NULL, 1, device, NULL, NULL, &err);
  CHECK(err);
  cl_command_queue queue = clCreateCommandQueue(*context, *device, properties, &err);
  CHECK(err);
  return queue;
}

static inline cl_device_id first_gpu(void) {
  cl_platform_id platform;
  cl_uint n = 0;
  CHECK(clGetPlatformIDs(1, &platform, &n));
  cl_device_id device;
  CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, NULL));
  return device;
}

// More build options for every program, from the command line (`-cl-opt-disable -g`: the -O0 debug build a
// kernel author makes), set by programs that take them.
static const char* extra_build_options = "";
static inline void take_build_options(int argc, char** argv) {
  if (argc > 1) extra_build_options = argv[1];
}

// Builds `source` with `options` (and the extra ones); on failure prints the build log and exits.
static inline cl_program build_source(cl_context context, cl_device_id device, const char* source, const char* options) {
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  CHECK(err);
  char all[512];
  snprintf(all, sizeof all, "%s%s%s", options, *options && *extra_build_options ? " " : "", extra_build_options);
  err = clBuildProgram(program, 1, &device, all, NULL, NULL);
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
