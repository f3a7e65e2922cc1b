// Kernel launches (<<<>>>, hipLaunchKernel, hipModuleLaunchKernel) and the module API for code loaded at run time.
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include <hip/hip_ext.h>

#include "runtime/hip/hip_state.h"
#include "runtime/offload_bundle.h"

namespace gcnkit::hip {

namespace {

bool multiply(uint32_t a, uint32_t b, uint32_t* out) {
  const uint64_t p = uint64_t(a) * b;
  if (p > 0xffffffffu) return false;
  *out = uint32_t(p);
  return true;
}

}  // namespace

hipError_t launch(ihipModuleSymbol_t* f, dim3 grid, dim3 block, void** args, const void* kernarg, size_t kernargSize,
                  size_t sharedMem) {
  runtime::Device& d = device();
  std::lock_guard lock(d.mutex());
  std::string error;
  emu::Module* m = f->module->program.module(&error);
  if (!m) return result(hipErrorNoBinaryForGpu);
  if (!f->info) {
    f->info = m->kernel(f->name);
    if (!f->info) {
      std::fprintf(stderr, "gcnkit: the device code has no kernel '%s'\n", f->name.c_str());
      return result(hipErrorInvalidDeviceFunction);
    }
    f->displayName = runtime::demangle(f->name);
  }
  const emu::KernelInfo* info = &*f->info;
  emu::KernelDispatch dispatch;
  if (!multiply(grid.x, block.x, &dispatch.grid[0]) || !multiply(grid.y, block.y, &dispatch.grid[1]) ||
      !multiply(grid.z, block.z, &dispatch.grid[2]) || !grid.x || !grid.y || !grid.z || !block.x || !block.y ||
      !block.z) {
    std::fprintf(stderr, "gcnkit: kernel '%s': a grid of %ux%ux%u blocks of %ux%ux%u is not a launch\n",
                 f->displayName.c_str(), grid.x, grid.y, grid.z, block.x, block.y, block.z);
    return result(hipErrorInvalidConfiguration);
  }
  dispatch.block = {block.x, block.y, block.z};
  if (sharedMem > emu::kMaxGroupSegmentSize) return result(hipErrorInvalidConfiguration);
  dispatch.dynamicLds = uint32_t(sharedMem);
  if (kernarg) {
    dispatch.kernarg.assign(static_cast<const uint8_t*>(kernarg), static_cast<const uint8_t*>(kernarg) + kernargSize);
  } else {
    auto packed = runtime::packArguments(*info, args, &error);
    if (!packed) {
      std::fprintf(stderr, "gcnkit: %s\n", error.c_str());
      return result(hipErrorInvalidValue);
    }
    dispatch.kernarg = std::move(*packed);
  }
  switch (d.launch(*m, f->name, f->displayName, dispatch)) {
    case runtime::LaunchStatus::Ok: return hipSuccess;
    case runtime::LaunchStatus::BadConfiguration: return result(hipErrorInvalidConfiguration);
    case runtime::LaunchStatus::NoKernel: return result(hipErrorInvalidDeviceFunction);
    case runtime::LaunchStatus::Failed: break;
  }
  return result(hipErrorLaunchFailure);
}

namespace {

std::optional<emu::KernelInfo> kernelInfo(ihipModuleSymbol_t* f) {
  emu::Module* m = f->module->program.module();
  return m ? m->kernel(f->name) : std::nullopt;
}

// Work-groups of `blockSize` work-items one compute unit holds at once, by waves alone (the emulator does not
// model registers' or LDS's limits on residency; every work-group runs).
int blocksPerComputeUnit(int blockSize) {
  emu::Machine* m = machine();
  if (!m || blockSize <= 0) return 0;
  const int wave = int(m->waveSize()), waves = (blockSize + wave - 1) / wave;
  const int maxWaves = 2048 / wave;  // the device's maxThreadsPerMultiProcessor
  return std::max(1, maxWaves / waves);
}

// The largest block (every work-group runs, none waits on registers or LDS) and the grid that fills the device.
hipError_t potentialBlockSize(int* gridSize, int* blockSize, int blockSizeLimit) {
  int limit = int(emu::kMaxWorkgroupSize);
  if (blockSizeLimit > 0 && blockSizeLimit < limit) limit = blockSizeLimit;
  int cus = 0;
  if (hipError_t e = hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, 0)) return e;
  *blockSize = limit;
  *gridSize = cus * blocksPerComputeUnit(limit);
  return hipSuccess;
}

}  // namespace

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  if (!module || !image) return hip::result(hipErrorInvalidValue);
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  auto* bytes = static_cast<const uint8_t*>(image);
  std::string error;
  std::span<const uint8_t> code;
  if (std::memcmp(bytes, "\177ELF", 4) == 0) {
    // An ELF image's size is where its section headers end (they come last in what linkers write).
    uint64_t shoff, shentsize = 0, shnum = 0;
    std::memcpy(&shoff, bytes + 0x28, 8);
    std::memcpy(&shentsize, bytes + 0x3a, 2);
    std::memcpy(&shnum, bytes + 0x3c, 2);
    code = {bytes, size_t(shoff + shentsize * shnum)};
  } else if (auto extent = runtime::bundleExtent(bytes, &error)) {
    code = *extent;
  } else {
    std::fprintf(stderr, "gcnkit: hipModuleLoadData: %s\n", error.c_str());
    return hip::result(hipErrorInvalidImage);
  }
  auto m = std::make_unique<ihipModule_t>(code, std::vector<uint8_t>(code.begin(), code.end()));
  if (!m->program.module()) return hip::result(hipErrorInvalidImage);
  *module = m.release();
  return hipSuccess;
}

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int, hipJitOption*, void**) {
  return hipModuleLoadData(module, image);
}

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  if (!module || !fname) return hip::result(hipErrorInvalidValue);
  std::ifstream in(fname, std::ios::binary);
  if (!in) return hip::result(hipErrorFileNotFound);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  auto m = std::make_unique<ihipModule_t>(std::span<const uint8_t>(), std::move(bytes));
  if (!m->program.module()) return hip::result(hipErrorInvalidImage);
  *module = m.release();
  return hipSuccess;
}

hipError_t hipModuleUnload(hipModule_t module) {
  if (!module) return hip::result(hipErrorInvalidResourceHandle);
  delete module;
  return hipSuccess;
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  if (!function || !module || !kname) return hip::result(hipErrorInvalidValue);
  emu::Module* m = module->program.module();
  if (!m) return hip::result(hipErrorInvalidImage);
  if (!m->kernel(kname)) return hip::result(hipErrorNotFound);
  std::lock_guard lock(hip::device().mutex());
  auto& f = module->functions[kname];
  if (!f) {
    f = std::make_unique<ihipModuleSymbol_t>();
    f->module = module;
    f->name = kname;
  }
  *function = f.get();
  return hipSuccess;
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t module, const char* name) {
  if (!module || !name) return hip::result(hipErrorInvalidValue);
  emu::Module* m = module->program.module();
  if (!m) return hip::result(hipErrorInvalidImage);
  auto s = m->symbol(name);
  if (!s) return hip::result(hipErrorNotFound);
  if (dptr) *dptr = reinterpret_cast<hipDeviceptr_t>(s->address);
  if (bytes) *bytes = s->size;
  return hipSuccess;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                                 unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t stream, void** kernelParams, void** extra) {
  if (!f) return hip::result(hipErrorInvalidResourceHandle);
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  const void* buffer = nullptr;
  size_t size = 0;
  if (extra) {  // {HIP_LAUNCH_PARAM_BUFFER_POINTER, p, HIP_LAUNCH_PARAM_BUFFER_SIZE, &n, HIP_LAUNCH_PARAM_END}
    for (size_t i = 0; extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
      if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER)
        buffer = extra[i + 1];
      else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE)
        size = *static_cast<size_t*>(extra[i + 1]);
      else
        return hip::result(hipErrorInvalidValue);
    }
    if (!buffer) return hip::result(hipErrorInvalidValue);
  }
  // Grid dimensions of hipModuleLaunchKernel count work-items, as HSA's packet does.
  if (!blockDimX || !blockDimY || !blockDimZ || gridDimX % blockDimX || gridDimY % blockDimY || gridDimZ % blockDimZ)
    return hip::launch(f, dim3(0, 0, 0), dim3(blockDimX, blockDimY, blockDimZ), nullptr, nullptr, 0, 0);
  return hip::launch(f, dim3(gridDimX / blockDimX, gridDimY / blockDimY, gridDimZ / blockDimZ),
                     dim3(blockDimX, blockDimY, blockDimZ), buffer ? nullptr : kernelParams, buffer, size,
                     sharedMemBytes);
}

hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, const void* func) {
  if (!attr) return hip::result(hipErrorInvalidValue);
  ihipModuleSymbol_t* f = hip::registeredFunction(func);
  if (!f) return hip::result(hipErrorInvalidDeviceFunction);
  auto k = hip::kernelInfo(f);
  if (!k) return hip::result(hipErrorInvalidDeviceFunction);
  *attr = {};
  attr->binaryVersion = 0;
  attr->localSizeBytes = k->privateSegmentSize;
  attr->sharedSizeBytes = k->groupSegmentSize;
  attr->maxDynamicSharedSizeBytes = int(emu::kMaxGroupSegmentSize - k->groupSegmentSize);
  attr->maxThreadsPerBlock = int(runtime::largestWorkgroup(*k));
  attr->numRegs = int(k->vgprCount);
  return hipSuccess;
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t f) {
  if (!value || !f) return hip::result(hipErrorInvalidValue);
  auto k = hip::kernelInfo(f);
  if (!k) return hip::result(hipErrorInvalidDeviceFunction);
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = int(runtime::largestWorkgroup(*k));
      break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = int(k->vgprCount); break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = int(k->groupSegmentSize); break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = int(k->privateSegmentSize); break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      *value = int(emu::kMaxGroupSegmentSize - k->groupSegmentSize);
      break;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = 0; break;
    default: return hip::unsupported("hipFuncGetAttribute", "this attribute");
  }
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* f, int blockSize, size_t) {
  if (!numBlocks || blockSize <= 0) return hip::result(hipErrorInvalidValue);
  if (!hip::registeredFunction(f)) return hip::result(hipErrorInvalidDeviceFunction);
  *numBlocks = hip::blocksPerComputeUnit(blockSize);
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* f, int blockSize,
                                                                 size_t dynSharedMemPerBlk, unsigned int) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, f, blockSize, dynSharedMemPerBlk);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, hipFunction_t f, int blockSize, size_t) {
  if (!numBlocks || !f || blockSize <= 0) return hip::result(hipErrorInvalidValue);
  *numBlocks = hip::blocksPerComputeUnit(blockSize);
  return hipSuccess;
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* f, size_t, int blockSizeLimit) {
  if (!gridSize || !blockSize) return hip::result(hipErrorInvalidValue);
  if (!hip::registeredFunction(f)) return hip::result(hipErrorInvalidDeviceFunction);
  return hip::result(hip::potentialBlockSize(gridSize, blockSize, blockSizeLimit));
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, hipFunction_t f, size_t,
                                                   int blockSizeLimit) {
  if (!gridSize || !blockSize || !f) return hip::result(hipErrorInvalidValue);
  return hip::result(hip::potentialBlockSize(gridSize, blockSize, blockSizeLimit));
}

hipError_t hipFuncSetCacheConfig(const void*, hipFuncCache_t) { return hipSuccess; }
hipError_t hipFuncSetSharedMemConfig(const void*, hipSharedMemConfig) { return hipSuccess; }
hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute, int) {
  return hip::registeredFunction(func) ? hipSuccess : hip::result(hipErrorInvalidDeviceFunction);
}

}  // extern "C"

// AMD's extensions: a launch between two events (recorded before and after it), and hipModuleLaunchKernel's
// work-item grid under another name. C++ names, as HIP declares them.
hipError_t hipExtModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                                    uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                                    uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                                    void** kernelParams, void** extra, hipEvent_t startEvent, hipEvent_t stopEvent,
                                    uint32_t) {
  if (sharedMemBytes > 0xffffffffu) return hip::result(hipErrorInvalidValue);
  if (startEvent && hipEventRecord(startEvent, hStream) != hipSuccess) return hip::result(hipErrorInvalidHandle);
  hipError_t e = hipModuleLaunchKernel(f, globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ, localWorkSizeX,
                                       localWorkSizeY, localWorkSizeZ, unsigned(sharedMemBytes), hStream,
                                       kernelParams, extra);
  if (stopEvent && hipEventRecord(stopEvent, hStream) != hipSuccess) return hip::result(hipErrorInvalidHandle);
  return e;
}

hipError_t hipHccModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                                    uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                                    uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                                    void** kernelParams, void** extra, hipEvent_t startEvent, hipEvent_t stopEvent) {
  return hipExtModuleLaunchKernel(f, globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ, localWorkSizeX,
                                  localWorkSizeY, localWorkSizeZ, sharedMemBytes, hStream, kernelParams, extra,
                                  startEvent, stopEvent, 0);
}

extern "C" hipError_t hipExtLaunchKernel(const void* function, dim3 numBlocks, dim3 dimBlocks, void** args,
                                         size_t sharedMemBytes, hipStream_t stream, hipEvent_t startEvent,
                                         hipEvent_t stopEvent, int) {
  if (startEvent && hipEventRecord(startEvent, stream) != hipSuccess) return hip::result(hipErrorInvalidHandle);
  hipError_t e = hipLaunchKernel(function, numBlocks, dimBlocks, args, sharedMemBytes, stream);
  if (stopEvent && hipEventRecord(stopEvent, stream) != hipSuccess) return hip::result(hipErrorInvalidHandle);
  return e;
}
