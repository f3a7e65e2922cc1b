// Events: a profiling queue's times are ordered, markers and barriers complete, user events, fills and copies.
#include "cl_check.h"

static const char* source =
    "__kernel void iota(__global uint* out, uint base) { out[get_global_id(0)] = base + get_global_id(0); }\n";

int main(void) {
  enum { N = 512 };
  cl_device_id device;
  cl_context context;
  cl_command_queue queue = open_queue(&device, &context, CL_QUEUE_PROFILING_ENABLE);
  cl_int err;
  cl_program program = build_source(context, device, source, "");
  cl_kernel kernel = clCreateKernel(program, "iota", &err);
  CHECK(err);
  cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE, N * sizeof(cl_uint), NULL, &err);
  CHECK(err);
  cl_mem b = clCreateBuffer(context, CL_MEM_READ_WRITE, N * sizeof(cl_uint), NULL, &err);
  CHECK(err);
  cl_uint pattern = 0xdeadbeef;
  cl_event fill, run, copy, marker;
  CHECK(clEnqueueFillBuffer(queue, b, &pattern, sizeof pattern, 0, N * sizeof(cl_uint), 0, NULL, &fill));
  cl_uint base = 1000;
  CHECK(clSetKernelArg(kernel, 0, sizeof a, &a));
  CHECK(clSetKernelArg(kernel, 1, sizeof base, &base));
  size_t global = N, local = 64;
  CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 1, &fill, &run));
  // Copy the first half of a over the second half of b.
  CHECK(clEnqueueCopyBuffer(queue, a, b, 0, N / 2 * sizeof(cl_uint), N / 2 * sizeof(cl_uint), 1, &run, &copy));
  CHECK(clEnqueueMarkerWithWaitList(queue, 1, &copy, &marker));
  CHECK(clWaitForEvents(1, &marker));
  cl_int status = 0;
  CHECK(clGetEventInfo(run, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == CL_COMPLETE);
  cl_command_type type = 0;
  CHECK(clGetEventInfo(run, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
  EXPECT(type == CL_COMMAND_NDRANGE_KERNEL);
  cl_ulong queued, submitted, started, ended;
  CHECK(clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_QUEUED, sizeof queued, &queued, NULL));
  CHECK(clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_SUBMIT, sizeof submitted, &submitted, NULL));
  CHECK(clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_START, sizeof started, &started, NULL));
  CHECK(clGetEventProfilingInfo(run, CL_PROFILING_COMMAND_END, sizeof ended, &ended, NULL));
  EXPECT(queued <= submitted && submitted <= started && started < ended);
  cl_ulong copyStart = 0;
  CHECK(clGetEventProfilingInfo(copy, CL_PROFILING_COMMAND_START, sizeof copyStart, &copyStart, NULL));
  EXPECT(copyStart >= ended);  // in order
  cl_uint out[N];
  CHECK(clEnqueueReadBuffer(queue, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  for (int i = 0; i < N; ++i) EXPECT(out[i] == (i < N / 2 ? pattern : base + (cl_uint)(i - N / 2)));
  // Overlapping copies within one buffer are refused.
  EXPECT(clEnqueueCopyBuffer(queue, a, a, 0, 4, 64, 0, NULL, NULL) == CL_MEM_COPY_OVERLAP);
  // A user event: submitted until set, then complete.
  cl_event user = clCreateUserEvent(context, &err);
  CHECK(err);
  CHECK(clGetEventInfo(user, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == CL_SUBMITTED);
  CHECK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK(clGetEventInfo(user, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == CL_COMPLETE);
  // Without profiling, there are no times.
  cl_command_queue plain = clCreateCommandQueue(context, device, 0, &err);
  CHECK(err);
  cl_event plainRun;
  CHECK(clEnqueueNDRangeKernel(plain, kernel, 1, NULL, &global, &local, 0, NULL, &plainRun));
  EXPECT(clGetEventProfilingInfo(plainRun, CL_PROFILING_COMMAND_END, sizeof ended, &ended, NULL) ==
         CL_PROFILING_INFO_NOT_AVAILABLE);
  cl_event events[] = {fill, run, copy, marker, user, plainRun};
  for (size_t i = 0; i < sizeof events / sizeof events[0]; ++i) CHECK(clReleaseEvent(events[i]));
  clReleaseCommandQueue(plain);
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("profiling: kernel ran %llu ns, events in order\n", (unsigned long long)(ended - started));
  return 0;
}
