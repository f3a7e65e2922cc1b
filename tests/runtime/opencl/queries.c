// What a program asks before it runs anything: platform and device information, context and queue
// information, kernel work-group and argument information; an entry point the platform lacks returns an error
// (and says so on stderr) instead of crashing.
#include "cl_check.h"

static const char* source =
    "__kernel void k(__global float* out, __local float* tmp, float x) { tmp[0] = x; out[0] = tmp[0]; }\n";

int main(void) {
  cl_platform_id platform;
  CHECK(clGetPlatformIDs(1, &platform, NULL));
  char text[256];
  CHECK(clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof text, text, NULL));
  EXPECT(strcmp(text, "gcnkit") == 0);
  CHECK(clGetPlatformInfo(platform, CL_PLATFORM_VERSION, sizeof text, text, NULL));
  EXPECT(strncmp(text, "OpenCL 1.2", 10) == 0);
  size_t size = 0;
  EXPECT(clGetPlatformInfo(platform, CL_PLATFORM_NAME, 2, text, &size) == CL_INVALID_VALUE);  // too small
  cl_device_id device = first_gpu();
  cl_uint cpus = 5;
  EXPECT(clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 0, NULL, &cpus) == CL_DEVICE_NOT_FOUND && cpus == 0);
  char name[64];
  CHECK(clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, NULL));
  EXPECT(strncmp(name, "gfx", 3) == 0);
  const char* expected = getenv("GCNKIT_MCPU");
  if (expected) EXPECT(strncmp(name, expected, strlen(name)) == 0);
  cl_ulong local = 0, global = 0;
  CHECK(clGetDeviceInfo(device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
  CHECK(clGetDeviceInfo(device, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof global, &global, NULL));
  EXPECT(local == 65536 && global >= (1ull << 30));
  size_t items[3];
  CHECK(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof items, items, NULL));
  EXPECT(items[0] == 1024);
  cl_bool images = CL_TRUE;
  CHECK(clGetDeviceInfo(device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  EXPECT(images == CL_FALSE);
  cl_int err;
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
  cl_context context = clCreateContextFromType(props, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  CHECK(err);
  cl_uint devices = 0;
  CHECK(clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, sizeof devices, &devices, NULL));
  EXPECT(devices == 1);
  cl_command_queue queue = clCreateCommandQueue(context, device, CL_QUEUE_PROFILING_ENABLE, &err);
  CHECK(err);
  cl_command_queue_properties qp = 0;
  CHECK(clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL));
  EXPECT(qp == CL_QUEUE_PROFILING_ENABLE);
  cl_program program = build_source(context, device, source, "-cl-kernel-arg-info");
  cl_kernel kernel = clCreateKernel(program, "k", &err);
  CHECK(err);
  size_t multiple = 0, wg = 0;
  CHECK(clGetKernelWorkGroupInfo(kernel, device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof multiple,
                                 &multiple, NULL));
  EXPECT(multiple == 32 || multiple == 64);
  CHECK(clGetKernelWorkGroupInfo(kernel, device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  EXPECT(wg == 256);  // clang's default .max_flat_workgroup_size for OpenCL kernels
  cl_kernel_arg_address_qualifier q = 0;
  CHECK(clGetKernelArgInfo(kernel, 1, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof q, &q, NULL));
  EXPECT(q == CL_KERNEL_ARG_ADDRESS_LOCAL);
  CHECK(clGetKernelArgInfo(kernel, 2, CL_KERNEL_ARG_NAME, sizeof text, text, NULL));
  EXPECT(strcmp(text, "x") == 0);
  CHECK(clGetKernelArgInfo(kernel, 0, CL_KERNEL_ARG_TYPE_NAME, sizeof text, text, NULL));
  EXPECT(strcmp(text, "float*") == 0);
  // No image support: creating one fails with an error, never a crash; so does an entry point left out.
  cl_image_format format = {CL_RGBA, CL_UNORM_INT8};
  EXPECT(clCreateImage2D(context, CL_MEM_READ_ONLY, &format, 16, 16, 0, NULL, &err) == NULL && err != CL_SUCCESS);
  EXPECT(clCreateSampler(context, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL && err != CL_SUCCESS);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("queries: platform gcnkit, device %s\n", name);
  return 0;
}
