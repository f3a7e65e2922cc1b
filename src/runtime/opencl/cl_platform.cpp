// The platform and its one device: what clinfo and programs ask of them, answered from the emulated processor
// (the same values HIP's device properties give).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/emulator.h"
#include "runtime/opencl/cl_objects.h"

namespace gcnkit::opencl {

namespace {

constexpr const char* kPlatformName = "gcnkit";
constexpr const char* kVendor = "gcnkit";
constexpr const char* kIcdSuffix = "gcnkit";
constexpr const char* kPlatformVersion = "OpenCL 1.2 gcnkit";
constexpr const char* kDeviceVersion = "OpenCL 1.2 gcnkit";
constexpr const char* kCVersion = "OpenCL C 1.2 ";
// What the device supports of the extensions clang's AMDGPU OpenCL accepts and the emulator runs.
constexpr const char* kExtensions =
    "cl_khr_fp64 cl_khr_fp16 cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics "
    "cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_int64_base_atomics "
    "cl_khr_int64_extended_atomics cl_khr_byte_addressable_store cl_khr_icd";

cl_uint computeUnits() {
  runtime::Device* d = runtimeDevice();
  unsigned threads = d && d->machine() ? d->machine()->options().threads : 0;
  if (!threads) threads = std::max(1u, std::thread::hardware_concurrency());
  return threads;
}

cl_int platformInfo(cl_platform_id p, cl_platform_info param, size_t size, void* value, size_t* ret) {
  if (p && p != platform()) return CL_INVALID_PLATFORM;
  switch (param) {
    case CL_PLATFORM_PROFILE: return answerString(size, value, ret, "FULL_PROFILE");
    case CL_PLATFORM_VERSION: return answerString(size, value, ret, kPlatformVersion);
    case CL_PLATFORM_NAME: return answerString(size, value, ret, kPlatformName);
    case CL_PLATFORM_VENDOR: return answerString(size, value, ret, kVendor);
    case CL_PLATFORM_EXTENSIONS: return answerString(size, value, ret, "cl_khr_icd");
    case CL_PLATFORM_ICD_SUFFIX_KHR: return answerString(size, value, ret, kIcdSuffix);
    case CL_PLATFORM_HOST_TIMER_RESOLUTION: return answerValue(size, value, ret, cl_ulong(0));
    default: return CL_INVALID_VALUE;
  }
}

cl_int getPlatformIds(cl_uint entries, cl_platform_id* platforms, cl_uint* count) {
  if ((!entries && platforms) || (!platforms && !count)) return CL_INVALID_VALUE;
  if (platforms) platforms[0] = platform();
  if (count) *count = 1;
  return CL_SUCCESS;
}

cl_int getDeviceIds(cl_platform_id p, cl_device_type type, cl_uint entries, cl_device_id* devices, cl_uint* count) {
  if (p && p != platform()) return CL_INVALID_PLATFORM;
  if ((!entries && devices) || (!devices && !count)) return CL_INVALID_VALUE;
  const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
                               CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
  if (type != CL_DEVICE_TYPE_ALL && (type & ~known)) return CL_INVALID_DEVICE_TYPE;
  if (type != CL_DEVICE_TYPE_ALL && !(type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT))) {
    if (count) *count = 0;
    return CL_DEVICE_NOT_FOUND;
  }
  if (!runtimeDevice()) return CL_DEVICE_NOT_FOUND;
  if (devices) devices[0] = device();
  if (count) *count = 1;
  return CL_SUCCESS;
}

cl_int deviceInfo(cl_device_id dev, cl_device_info param, size_t size, void* value, size_t* ret) {
  if (dev != device()) return CL_INVALID_DEVICE;
  runtime::Device* rd = runtimeDevice();
  if (!rd) return CL_INVALID_DEVICE;
  const auto u32 = [&](cl_uint v) { return answerValue(size, value, ret, v); };
  const auto u64 = [&](cl_ulong v) { return answerValue(size, value, ret, v); };
  const auto sz = [&](size_t v) { return answerValue(size, value, ret, v); };
  const auto yes = [&](bool v) { return answerValue(size, value, ret, cl_bool(v ? CL_TRUE : CL_FALSE)); };
  const auto str = [&](const std::string& s) { return answerString(size, value, ret, s); };
  const cl_ulong memory = rd->totalMemory();
  const cl_uint waveSize = rd->machine()->waveSize();
  switch (param) {
    case CL_DEVICE_TYPE: return answerValue(size, value, ret, cl_device_type(CL_DEVICE_TYPE_GPU));
    case CL_DEVICE_VENDOR_ID: return u32(0x1002);  // AMD's PCI vendor id: what the emulated processor is
    case CL_DEVICE_MAX_COMPUTE_UNITS: return u32(computeUnits());
    case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: return u32(3);
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: {
      const size_t sizes[3] = {emu::kMaxWorkgroupSize, emu::kMaxWorkgroupSize, emu::kMaxWorkgroupSize};
      return answer(size, value, ret, sizes, sizeof sizes);
    }
    // What a kernel is compiled for unless it asks for more (clang's AMDGPU default for OpenCL, and what AMD's
    // OpenCL reports); a kernel's own limit is CL_KERNEL_WORK_GROUP_SIZE.
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: return sz(256);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR: case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: return u32(4);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT: case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT: return u32(2);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT: case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG: case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT: case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE: case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE: return u32(1);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF: case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: return u32(2);
    case CL_DEVICE_MAX_CLOCK_FREQUENCY: return u32(runtime::kClockRateKHz / 1000);  // the emulated clock (MHz)
    case CL_DEVICE_ADDRESS_BITS: return u32(64);
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: return u64(memory);
    case CL_DEVICE_IMAGE_SUPPORT: return yes(false);
    case CL_DEVICE_MAX_READ_IMAGE_ARGS: case CL_DEVICE_MAX_WRITE_IMAGE_ARGS: case CL_DEVICE_MAX_SAMPLERS: return u32(0);
    case CL_DEVICE_IMAGE2D_MAX_WIDTH: case CL_DEVICE_IMAGE2D_MAX_HEIGHT: case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    case CL_DEVICE_IMAGE3D_MAX_HEIGHT: case CL_DEVICE_IMAGE3D_MAX_DEPTH: case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE: return sz(0);
    case CL_DEVICE_MAX_PARAMETER_SIZE: return sz(1024);
    case CL_DEVICE_MEM_BASE_ADDR_ALIGN: return u32(1024);  // bits: buffers are 128-byte aligned
    case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE: return u32(128);
    case CL_DEVICE_SINGLE_FP_CONFIG: case CL_DEVICE_DOUBLE_FP_CONFIG: case CL_DEVICE_HALF_FP_CONFIG:
      return answerValue(size, value, ret,
                         cl_device_fp_config(CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST |
                                             CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF | CL_FP_FMA |
                                             (param == CL_DEVICE_SINGLE_FP_CONFIG ? CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT : 0)));
    case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE:
      return answerValue(size, value, ret, cl_device_mem_cache_type(CL_READ_WRITE_CACHE));
    case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: return u32(64);
    case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: return u64(16 * 1024);
    case CL_DEVICE_GLOBAL_MEM_SIZE: return u64(memory);
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: return u64(memory);
    case CL_DEVICE_MAX_CONSTANT_ARGS: return u32(8);
    case CL_DEVICE_LOCAL_MEM_TYPE: return answerValue(size, value, ret, cl_device_local_mem_type(CL_LOCAL));
    case CL_DEVICE_LOCAL_MEM_SIZE: return u64(emu::kMaxGroupSegmentSize);
    case CL_DEVICE_ERROR_CORRECTION_SUPPORT: return yes(false);
    case CL_DEVICE_HOST_UNIFIED_MEMORY: return yes(false);
    case CL_DEVICE_PROFILING_TIMER_RESOLUTION: return sz(1);
    case CL_DEVICE_ENDIAN_LITTLE: case CL_DEVICE_AVAILABLE: case CL_DEVICE_COMPILER_AVAILABLE:
    case CL_DEVICE_LINKER_AVAILABLE: return yes(true);
    case CL_DEVICE_EXECUTION_CAPABILITIES:
      return answerValue(size, value, ret, cl_device_exec_capabilities(CL_EXEC_KERNEL));
    case CL_DEVICE_QUEUE_PROPERTIES:  // (CL_DEVICE_QUEUE_ON_HOST_PROPERTIES has the same value)
      return answerValue(size, value, ret,
                         cl_command_queue_properties(CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE));
    case CL_DEVICE_PLATFORM: return answerValue(size, value, ret, platform());
    case CL_DEVICE_NAME: return str(rd->processor());
    case CL_DEVICE_VENDOR: return str("Advanced Micro Devices, Inc. (emulated by gcnkit)");
    case CL_DRIVER_VERSION: return str("gcnkit");
    case CL_DEVICE_PROFILE: return str("FULL_PROFILE");
    case CL_DEVICE_VERSION: return str(kDeviceVersion);
    case CL_DEVICE_OPENCL_C_VERSION: return str(kCVersion);
    case CL_DEVICE_EXTENSIONS: return str(kExtensions);
    case CL_DEVICE_BUILT_IN_KERNELS: return str("");
    case CL_DEVICE_PRINTF_BUFFER_SIZE: return sz(4 << 20);
    case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC: return yes(true);
    case CL_DEVICE_PARENT_DEVICE: return answerValue(size, value, ret, cl_device_id(nullptr));
    case CL_DEVICE_PARTITION_MAX_SUB_DEVICES: return u32(0);
    case CL_DEVICE_PARTITION_PROPERTIES: return answerValue(size, value, ret, cl_device_partition_property(0));
    case CL_DEVICE_PARTITION_AFFINITY_DOMAIN: return answerValue(size, value, ret, cl_device_affinity_domain(0));
    case CL_DEVICE_PARTITION_TYPE: return answer(size, value, ret, nullptr, 0);
    case CL_DEVICE_REFERENCE_COUNT: return u32(1);
    // A wave is what OpenCL's sub-group and AMD's wavefront are.
    case CL_DEVICE_MAX_NUM_SUB_GROUPS: return u32(cl_uint(emu::kMaxWorkgroupSize / waveSize));
    case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: return yes(false);
    default: return CL_INVALID_VALUE;
  }
}

cl_int retainDevice(cl_device_id d) { return d == device() ? CL_SUCCESS : CL_INVALID_DEVICE; }

cl_int createSubDevices(cl_device_id d, const cl_device_partition_property*, cl_uint, cl_device_id*, cl_uint*) {
  return d == device() ? CL_INVALID_VALUE : CL_INVALID_DEVICE;  // the device cannot be partitioned
}

void* extensionAddress(const char* name) {
  if (name && std::strcmp(name, "clIcdGetPlatformIDsKHR") == 0) return reinterpret_cast<void*>(&getPlatformIds);
  return nullptr;
}
void* extensionAddressForPlatform(cl_platform_id, const char* name) { return extensionAddress(name); }

cl_int unloadCompiler() { return CL_SUCCESS; }
cl_int unloadPlatformCompiler(cl_platform_id p) { return p == platform() ? CL_SUCCESS : CL_INVALID_PLATFORM; }

}  // namespace

cl_platform_id platform() {
  static _cl_platform_id p{dispatchTable()};
  return &p;
}

cl_device_id device() {
  static _cl_device_id d{dispatchTable()};
  return &d;
}

runtime::Device* runtimeDevice() {
  runtime::Device& d = runtime::Device::instance();
  std::lock_guard lock(d.mutex());
  return d.machine() ? &d : nullptr;
}

cl_int answer(size_t valueSize, void* value, size_t* sizeRet, const void* data, size_t n) {
  if (value) {
    if (valueSize < n) return CL_INVALID_VALUE;
    if (n) std::memcpy(value, data, n);
  }
  if (sizeRet) *sizeRet = n;
  return CL_SUCCESS;
}

cl_int answerString(size_t valueSize, void* value, size_t* sizeRet, const std::string& s) {
  return answer(valueSize, value, sizeRet, s.c_str(), s.size() + 1);
}

void fillPlatformSlots(cl_icd_dispatch& d) {
  d.clGetPlatformIDs = getPlatformIds;
  d.clGetPlatformInfo = platformInfo;
  d.clGetDeviceIDs = getDeviceIds;
  d.clGetDeviceInfo = deviceInfo;
  d.clRetainDevice = retainDevice;
  d.clReleaseDevice = retainDevice;
  d.clCreateSubDevices = createSubDevices;
  d.clGetExtensionFunctionAddress = extensionAddress;
  d.clGetExtensionFunctionAddressForPlatform = extensionAddressForPlatform;
  d.clUnloadCompiler = unloadCompiler;
  d.clUnloadPlatformCompiler = unloadPlatformCompiler;
}

}  // namespace gcnkit::opencl
