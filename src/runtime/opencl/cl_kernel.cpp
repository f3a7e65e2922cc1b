// Kernels: arguments checked against the kernel's metadata as clSetKernelArg receives them (buffers by their
// cl_mem, __local arguments as dynamic LDS, values by size), and clEnqueueNDRangeKernel as an AQL dispatch on the
// runtime device, whose check reports and faults reach stderr naming the kernel.
#include <algorithm>
#include <cstdio>
#include <cstring>

#include "gcnkit/dispatch.h"
#include "runtime/opencl/cl_objects.h"

namespace gcnkit::opencl {

namespace {


// The largest work-group the kernel was compiled for (clang's default for OpenCL kernels is 256).
size_t maxGroup(cl_kernel k) { return runtime::largestWorkgroup(k->info); }

bool isBuffer(const emu::KernelArgInfo& a) { return a.valueKind == "global_buffer"; }
bool isLocal(const emu::KernelArgInfo& a) { return a.valueKind == "dynamic_shared_pointer"; }

cl_kernel makeKernel(cl_program p, const std::string& name, cl_int* errcode) {
  emu::Module* m = p->program ? p->program->module() : nullptr;
  std::optional<emu::KernelInfo> info = m ? m->kernel(name) : std::nullopt;
  if (!info) return withError(errcode, CL_INVALID_KERNEL_NAME, cl_kernel(nullptr));
  auto k = std::make_unique<_cl_kernel>();
  k->dispatch = dispatchTable();
  k->program = p;
  k->name = name;
  k->info = std::move(*info);
  k->args = runtime::explicitArguments(k->info);
  k->values.resize(k->args.size());
  ++p->references;
  ++p->kernels;
  return withError(errcode, CL_SUCCESS, k.release());
}

cl_kernel createKernel(cl_program p, const char* name, cl_int* errcode) {
  if (!valid(p)) return withError(errcode, CL_INVALID_PROGRAM, cl_kernel(nullptr));
  if (p->status != CL_BUILD_SUCCESS) return withError(errcode, CL_INVALID_PROGRAM_EXECUTABLE, cl_kernel(nullptr));
  if (!name) return withError(errcode, CL_INVALID_VALUE, cl_kernel(nullptr));
  return makeKernel(p, name, errcode);
}

cl_int createKernelsInProgram(cl_program p, cl_uint n, cl_kernel* kernels, cl_uint* count) {
  if (!valid(p)) return CL_INVALID_PROGRAM;
  if (p->status != CL_BUILD_SUCCESS) return CL_INVALID_PROGRAM_EXECUTABLE;
  if (kernels && n < p->kernelNames.size()) return CL_INVALID_VALUE;
  if (kernels) {
    for (size_t i = 0; i < p->kernelNames.size(); ++i) {
      cl_int e = CL_SUCCESS;
      kernels[i] = makeKernel(p, p->kernelNames[i], &e);
      if (e != CL_SUCCESS) return e;
    }
  }
  if (count) *count = cl_uint(p->kernelNames.size());
  return CL_SUCCESS;
}

cl_int retainKernel(cl_kernel k) { return retain(k, CL_INVALID_KERNEL); }

cl_int releaseKernel(cl_kernel k) {
  return release(k, CL_INVALID_KERNEL, [](cl_kernel gone) {
    cl_program p = gone->program;
    for (ClArgValue& v : gone->values)
      if (v.mem) v.mem->dispatch->clReleaseMemObject(v.mem);
    delete gone;
    --p->kernels;
    p->dispatch->clReleaseProgram(p);
  });
}

cl_int setArg(cl_kernel k, cl_uint index, size_t size, const void* value) {
  if (!valid(k)) return CL_INVALID_KERNEL;
  if (index >= k->args.size()) return CL_INVALID_ARG_INDEX;
  const emu::KernelArgInfo& a = k->args[index];
  ClArgValue v;
  v.set = true;
  if (isLocal(a)) {
    if (value) return CL_INVALID_ARG_VALUE;
    if (!size || size > emu::kMaxGroupSegmentSize) return CL_INVALID_ARG_SIZE;
    v.ldsBytes = size;
  } else if (isBuffer(a)) {
    if (size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
    cl_mem m = value ? *static_cast<const cl_mem*>(value) : nullptr;
    if (m && !valid(m)) return CL_INVALID_MEM_OBJECT;
    if (m) m->dispatch->clRetainMemObject(m);  // held until the argument changes or the kernel goes
    v.mem = m;
  } else if (a.valueKind == "by_value") {
    if (size != a.size) return CL_INVALID_ARG_SIZE;
    if (!value) return CL_INVALID_ARG_VALUE;
    v.bytes.assign(static_cast<const uint8_t*>(value), static_cast<const uint8_t*>(value) + size);
  } else {
    std::fprintf(stderr, "gcnkit OpenCL: kernel '%s' argument %u is a %s, which gcnkit's platform does not support\n",
                 k->name.c_str(), index, a.valueKind.c_str());
    return CL_INVALID_ARG_VALUE;
  }
  if (ClArgValue& old = k->values[index]; old.mem) old.mem->dispatch->clReleaseMemObject(old.mem);
  k->values[index] = std::move(v);
  return CL_SUCCESS;
}

cl_int kernelInfo(cl_kernel k, cl_kernel_info param, size_t size, void* value, size_t* ret) {
  if (!valid(k)) return CL_INVALID_KERNEL;
  switch (param) {
    case CL_KERNEL_FUNCTION_NAME: return answerString(size, value, ret, k->name);
    case CL_KERNEL_NUM_ARGS: return answerValue(size, value, ret, cl_uint(k->args.size()));
    case CL_KERNEL_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(k->references));
    case CL_KERNEL_CONTEXT: return answerValue(size, value, ret, k->program->context);
    case CL_KERNEL_PROGRAM: return answerValue(size, value, ret, k->program);
    case CL_KERNEL_ATTRIBUTES: return answerString(size, value, ret, "");
    default: return CL_INVALID_VALUE;
  }
}

cl_int workGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info param, size_t size, void* value,
                     size_t* ret) {
  if (!valid(k)) return CL_INVALID_KERNEL;
  if (d && d != device()) return CL_INVALID_DEVICE;
  switch (param) {
    case CL_KERNEL_WORK_GROUP_SIZE: return answerValue(size, value, ret, maxGroup(k));
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
      const size_t none[3] = {0, 0, 0};
      return answer(size, value, ret, none, sizeof none);
    }
    case CL_KERNEL_LOCAL_MEM_SIZE: return answerValue(size, value, ret, cl_ulong(k->info.groupSegmentSize));
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: return answerValue(size, value, ret, size_t(k->info.waveSize));
    case CL_KERNEL_PRIVATE_MEM_SIZE: return answerValue(size, value, ret, cl_ulong(k->info.privateSegmentSize));
    default: return CL_INVALID_VALUE;
  }
}

cl_int argInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param, size_t size, void* value, size_t* ret) {
  if (!valid(k)) return CL_INVALID_KERNEL;
  if (index >= k->args.size()) return CL_INVALID_ARG_INDEX;
  const emu::KernelArgInfo& a = k->args[index];
  switch (param) {
    case CL_KERNEL_ARG_NAME: return answerString(size, value, ret, a.name);
    case CL_KERNEL_ARG_TYPE_NAME: return answerString(size, value, ret, a.typeName);
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
      cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
      if (a.addressSpace == "global") q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
      else if (a.addressSpace == "constant") q = CL_KERNEL_ARG_ADDRESS_CONSTANT;
      else if (a.addressSpace == "local") q = CL_KERNEL_ARG_ADDRESS_LOCAL;
      return answerValue(size, value, ret, q);
    }
    case CL_KERNEL_ARG_ACCESS_QUALIFIER:
      return answerValue(size, value, ret, cl_kernel_arg_access_qualifier(CL_KERNEL_ARG_ACCESS_NONE));
    case CL_KERNEL_ARG_TYPE_QUALIFIER:
      return answerValue(size, value, ret, cl_kernel_arg_type_qualifier(CL_KERNEL_ARG_TYPE_NONE));
    default: return CL_INVALID_VALUE;
  }
}

size_t alignUp(size_t v, size_t a) { return a ? (v + a - 1) / a * a : v; }

// The kernarg segment and dynamic LDS of a launch, from the arguments set; CL_INVALID_KERNEL_ARGS when one is not.
cl_int marshal(cl_kernel k, emu::KernelDispatch& d) {
  uint64_t end = k->info.kernargSize;
  for (const emu::KernelArgInfo& a : k->args) end = std::max(end, a.offset + a.size);
  d.kernarg.assign(end, 0);
  uint64_t lds = k->info.groupSegmentSize;
  for (size_t i = 0; i < k->args.size(); ++i) {
    const emu::KernelArgInfo& a = k->args[i];
    const ClArgValue& v = k->values[i];
    if (!v.set) {
      std::fprintf(stderr, "gcnkit OpenCL: kernel '%s': argument %zu%s%s%s is not set\n", k->name.c_str(), i,
                   a.name.empty() ? "" : " ('", a.name.c_str(), a.name.empty() ? "" : "')");
      return CL_INVALID_KERNEL_ARGS;
    }
    uint8_t* at = d.kernarg.data() + a.offset;
    if (isLocal(a)) {
      lds = alignUp(lds, std::max<uint64_t>(a.pointeeAlign, 4));
      const uint32_t offset = uint32_t(lds);
      std::memcpy(at, &offset, std::min<size_t>(a.size, 4));
      lds += v.ldsBytes;
    } else if (isBuffer(a)) {
      const uint64_t address = v.mem ? v.mem->address : 0;
      std::memcpy(at, &address, std::min<size_t>(a.size, 8));
    } else {
      std::memcpy(at, v.bytes.data(), std::min<size_t>(a.size, v.bytes.size()));
    }
  }
  if (lds > emu::kMaxGroupSegmentSize) return CL_OUT_OF_RESOURCES;
  d.dynamicLds = uint32_t(lds - k->info.groupSegmentSize);
  return CL_SUCCESS;
}

// A local size for a dimension when the program gives none: the largest divisor of the global size that keeps
// the work-group within the device's limit (1D: up to 256, a common choice of AMD's runtime).
size_t chooseLocal(size_t global, size_t limit) {
  for (size_t l = std::min(global, limit); l > 1; --l)
    if (global % l == 0) return l;
  return 1;
}

cl_int enqueueNDRange(cl_command_queue q, cl_kernel k, cl_uint dims, const size_t* offset, const size_t* global,
                      const size_t* local, cl_uint n, const cl_event* list, cl_event* event) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  if (!valid(k)) return CL_INVALID_KERNEL;
  if (k->program->context != q->context) return CL_INVALID_CONTEXT;
  if (dims < 1 || dims > 3) return CL_INVALID_WORK_DIMENSION;
  if (!global) return CL_INVALID_GLOBAL_WORK_SIZE;
  if (cl_int e = checkWaitList(n, list); e != CL_SUCCESS) return e;
  emu::KernelDispatch d;
  size_t items = 1;
  const bool uniform = k->program->options.find("-cl-std=CL2") == std::string::npos &&
                       k->program->options.find("-cl-std=CL3") == std::string::npos;
  for (cl_uint i = 0; i < dims; ++i) {
    if (!global[i] || global[i] > 0xffffffffu) return CL_INVALID_GLOBAL_WORK_SIZE;
    if (offset && offset[i] > 0xffffffffu - global[i]) return CL_INVALID_GLOBAL_OFFSET;
    const size_t l = local ? local[i] : chooseLocal(global[i], i == 0 ? std::min<size_t>(256, maxGroup(k)) : 1);
    if (!l || l > emu::kMaxWorkgroupSize || (uniform && global[i] % l)) return CL_INVALID_WORK_GROUP_SIZE;
    items *= l;
    d.grid[i] = uint32_t(global[i]);
    d.block[i] = uint32_t(l);
    if (offset) d.globalOffset[i] = offset[i];
  }
  if (items > maxGroup(k)) {
    std::fprintf(stderr, "gcnkit OpenCL: kernel '%s': a work-group of %zu work-items is more than the %zu it was "
                 "compiled for (CL_KERNEL_WORK_GROUP_SIZE)\n", k->name.c_str(), items, maxGroup(k));
    return CL_INVALID_WORK_GROUP_SIZE;
  }
  if (cl_int e = marshal(k, d); e != CL_SUCCESS) return e;
  emu::Module* m = k->program->program->module();
  runtime::Device* dev = runtimeDevice();
  if (!m || !dev) return CL_OUT_OF_RESOURCES;
  const cl_ulong queued = nowNanoseconds();
  runtime::LaunchStatus status;
  {
    std::lock_guard lock(dev->mutex());
    status = dev->launch(*m, k->name, k->name, d);
  }
  switch (status) {
    case runtime::LaunchStatus::Ok: break;
    case runtime::LaunchStatus::BadConfiguration: return CL_INVALID_WORK_GROUP_SIZE;
    case runtime::LaunchStatus::NoKernel: return CL_INVALID_KERNEL;
    case runtime::LaunchStatus::Failed: return CL_OUT_OF_RESOURCES;  // what AMD's runtime returns for a fault
  }
  completeEvent(q, CL_COMMAND_NDRANGE_KERNEL, event, queued, queued);
  return CL_SUCCESS;
}

cl_int enqueueTask(cl_command_queue q, cl_kernel k, cl_uint n, const cl_event* list, cl_event* event) {
  const size_t one = 1;
  return enqueueNDRange(q, k, 1, nullptr, &one, &one, n, list, event);
}

}  // namespace

void fillKernelSlots(cl_icd_dispatch& d) {
  d.clCreateKernel = createKernel;
  d.clCreateKernelsInProgram = createKernelsInProgram;
  d.clRetainKernel = retainKernel;
  d.clReleaseKernel = releaseKernel;
  d.clSetKernelArg = setArg;
  d.clGetKernelInfo = kernelInfo;
  d.clGetKernelWorkGroupInfo = workGroupInfo;
  d.clGetKernelArgInfo = argInfo;
  d.clEnqueueNDRangeKernel = enqueueNDRange;
  d.clEnqueueTask = enqueueTask;
}

}  // namespace gcnkit::opencl
