// The OpenCL objects of gcnkit's platform. The ICD loader (ocl-icd) requires every object's first member to be the
// dispatch table it calls through; the rest is ours. One platform with one GPU device: the runtime layer's
// Device (src/runtime/device.h), whose memory, launches and reports HIP programs share.
#pragma once
#include <CL/cl_icd.h>

#include <atomic>
#include <cstddef>
#include <type_traits>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gcnkit/module.h"
#include "runtime/device.h"
#include "runtime/program.h"

namespace gcnkit::opencl {

// The table every object points at (cl_dispatch.cpp).
cl_icd_dispatch* dispatchTable();

}  // namespace gcnkit::opencl

struct _cl_platform_id {
  cl_icd_dispatch* dispatch;
};

struct _cl_device_id {
  cl_icd_dispatch* dispatch;
};

struct _cl_context {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  std::vector<cl_context_properties> properties;  // as given, with the terminating 0 (empty when none)
  void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*) = nullptr;
  void* notifyData = nullptr;
};

struct _cl_command_queue {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  cl_context context = nullptr;
  cl_command_queue_properties properties = 0;
};

struct _cl_mem {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  cl_context context = nullptr;
  cl_mem_flags flags = 0;
  uint64_t address = 0;   // the device address of byte 0 (a sub-buffer: its parent's plus the origin)
  size_t size = 0;
  void* hostPtr = nullptr;  // CL_MEM_USE_HOST_PTR: the program's memory, which the device uses in place
  void* hostMapped = nullptr;  // CL_MEM_ALLOC_HOST_PTR: host memory the device maps at its own address
  cl_mem parent = nullptr;  // a sub-buffer's buffer (retained)
  size_t origin = 0;
  // Mapped regions of a device buffer: the host copy a map handed out, and what the unmap writes back.
  struct Mapping {
    std::unique_ptr<uint8_t[]> bytes;  // where the map points
    size_t offset = 0, size = 0;
    bool write = false;
  };
  std::vector<Mapping> mappings;  // (a vector, not a map: the object must keep a standard layout)
  cl_uint mapCount = 0;  // maps not yet unmapped (CL_MEM_MAP_COUNT), in-place ones included
};

struct _cl_program {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  cl_context context = nullptr;
  std::string source;                 // from source
  std::vector<uint8_t> binary;        // the code object (from binary, or what the build produced)
  std::unique_ptr<gcnkit::runtime::Program> program;  // the loaded code, once built
  cl_build_status status = CL_BUILD_NONE;
  std::string options, log;
  std::vector<std::string> kernelNames;
  cl_uint kernels = 0;  // kernel objects made from it (a program with kernels cannot be rebuilt)
};

// One argument as clSetKernelArg gave it.
struct ClArgValue {
  bool set = false;
  cl_mem mem = nullptr;       // a buffer argument (null: a null pointer)
  uint64_t ldsBytes = 0;      // a __local argument
  std::vector<uint8_t> bytes; // a value
};

struct _cl_kernel {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  cl_program program = nullptr;  // retained
  std::string name;
  gcnkit::emu::KernelInfo info;
  std::vector<gcnkit::emu::KernelArgInfo> args;  // the explicit ones, in order
  std::vector<ClArgValue> values;
};

struct _cl_event {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;  // null for a user event
  cl_command_type type = 0;
  cl_int status = CL_COMPLETE;
  cl_ulong queued = 0, submitted = 0, started = 0, ended = 0;  // CL_PROFILING_COMMAND_*, nanoseconds
};

struct _cl_sampler {
  cl_icd_dispatch* dispatch;  // first: the ICD loader reads it
  std::atomic<cl_uint> references{1};  // deleted when it reaches 0
};

// The loader calls through the first member of every object.
static_assert(std::is_standard_layout_v<_cl_context> && offsetof(_cl_context, dispatch) == 0);
static_assert(std::is_standard_layout_v<_cl_command_queue> && offsetof(_cl_command_queue, dispatch) == 0);
static_assert(std::is_standard_layout_v<_cl_mem> && offsetof(_cl_mem, dispatch) == 0);
static_assert(std::is_standard_layout_v<_cl_program> && offsetof(_cl_program, dispatch) == 0);
static_assert(std::is_standard_layout_v<_cl_kernel> && offsetof(_cl_kernel, dispatch) == 0);
static_assert(std::is_standard_layout_v<_cl_event> && offsetof(_cl_event, dispatch) == 0);

namespace gcnkit::opencl {

// An object of this platform: not null, and pointing at its table (a handle of another platform's, or garbage that
// happens to be readable, is refused as the API's CL_INVALID_* for its kind).
template <class T>
bool valid(const T* object) {
  return object && object->dispatch == dispatchTable();
}

// clRetain*: one more reference to a valid object; `invalid` (the kind's CL_INVALID_*) for anything else.
template <class T>
cl_int retain(T* object, cl_int invalid) {
  if (!valid(object)) return invalid;
  ++object->references;
  return CL_SUCCESS;
}

// clRelease*: one reference fewer; `destroy(object)` when it was the last.
template <class T, class Destroy>
cl_int release(T* object, cl_int invalid, Destroy destroy) {
  if (!valid(object)) return invalid;
  if (--object->references == 0) destroy(object);
  return CL_SUCCESS;
}

// The platform's one platform and device objects.
cl_platform_id platform();
cl_device_id device();
// The runtime device, with its machine created (null and a message on stderr when it cannot be).
runtime::Device* runtimeDevice();

// A query's answer: copies `n` bytes of `data` to `value` (when given: CL_INVALID_VALUE if it is smaller than
// `n`) and sets `sizeRet`.
cl_int answer(size_t valueSize, void* value, size_t* sizeRet, const void* data, size_t n);
template <class T>
cl_int answerValue(size_t valueSize, void* value, size_t* sizeRet, const T& v) {
  return answer(valueSize, value, sizeRet, &v, sizeof v);
}
cl_int answerString(size_t valueSize, void* value, size_t* sizeRet, const std::string& s);

// Sets *errcode (when given) and returns `object`, for the creating functions.
template <class T>
T withError(cl_int* errcode, cl_int code, T object) {
  if (errcode) *errcode = code;
  return object;
}

// A finished command's event, when the caller asked for one (`event` non-null): complete, with its times.
void completeEvent(cl_command_queue q, cl_command_type type, cl_event* event, cl_ulong queued, cl_ulong started);
cl_ulong nowNanoseconds();
// The events a command waits for are valid (in-order and synchronous: they are complete).
cl_int checkWaitList(cl_uint n, const cl_event* list);

// The slots each part of the platform implements (cl_dispatch.cpp calls them after filling every slot).
void fillPlatformSlots(cl_icd_dispatch& d);
void fillContextSlots(cl_icd_dispatch& d);
void fillMemorySlots(cl_icd_dispatch& d);
void fillProgramSlots(cl_icd_dispatch& d);
void fillKernelSlots(cl_icd_dispatch& d);

}  // namespace gcnkit::opencl
