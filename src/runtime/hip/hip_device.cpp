// Device management and queries: one device, the emulated processor, with properties that say what the emulator
// does (its clock is the one clock64() reads, its compute units are the host threads that run work-groups).
#include <algorithm>
#include <cstring>
#include <thread>

#include <fmt/format.h>

#include "runtime/hip/hip_state.h"

namespace gcnkit::hip {

namespace {

// major, minor and stepping of "gfx90a" (9, 0, 10), "gfx1030" (10, 3, 0): the last two characters are the minor
// version and the stepping (hexadecimal), the rest is the major version.
void version(const std::string& processor, int* major, int* minor, int* stepping) {
  std::string digits = processor.substr(3);
  *major = *minor = *stepping = 0;
  if (digits.size() < 3) return;
  *major = std::stoi(digits.substr(0, digits.size() - 2));
  *minor = std::stoi(digits.substr(digits.size() - 2, 1), nullptr, 16);
  *stepping = std::stoi(digits.substr(digits.size() - 1), nullptr, 16);
}

int computeUnits() {
  emu::Machine* m = machine();
  unsigned threads = m ? m->options().threads : 0;
  if (!threads) threads = std::max(1u, std::thread::hardware_concurrency());
  return int(threads);
}

hipError_t properties(hipDeviceProp_t* p) {
  emu::Machine* m = machine();
  if (!m) return hipErrorNoDevice;
  runtime::Device& d = device();
  *p = {};
  const std::string processor = d.processor();
  fmt::format_to_n(p->name, sizeof p->name - 1, "gcnkit emulated {}", processor);
  fmt::format_to_n(p->gcnArchName, sizeof p->gcnArchName - 1, "{}", d.target());
  p->totalGlobalMem = d.totalMemory();
  p->sharedMemPerBlock = emu::kMaxGroupSegmentSize;
  p->regsPerBlock = 65536;
  p->warpSize = int(m->waveSize());
  p->maxThreadsPerBlock = int(emu::kMaxWorkgroupSize);
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = int(emu::kMaxWorkgroupSize);
  // Work-items per dimension are 32-bit in the dispatch packet.
  p->maxGridSize[0] = p->maxGridSize[1] = p->maxGridSize[2] = 0x7fffffff;
  p->clockRate = runtime::kClockRateKHz;
  p->clockInstructionRate = runtime::kClockRateKHz;
  p->memoryClockRate = 0;  // the emulator has no memory timing
  p->memoryBusWidth = 0;
  p->totalConstMem = emu::kMaxKernargSize;
  int stepping = 0;
  version(processor, &p->major, &p->minor, &stepping);
  p->gcnArch = p->major * 100 + p->minor * 10 + stepping;
  p->multiProcessorCount = computeUnits();
  p->l2CacheSize = 0;
  p->maxThreadsPerMultiProcessor = 2048;
  p->computeMode = 0;
  p->concurrentKernels = 0;  // launches run one at a time, in order
  p->maxSharedMemoryPerMultiProcessor = emu::kMaxGroupSegmentSize;
  p->canMapHostMemory = 1;
  p->integrated = 0;
  p->cooperativeLaunch = 0;
  p->maxTexture1DLinear = p->maxTexture1D = 0;  // no images
  p->memPitch = 0x7fffffff;
  p->textureAlignment = 256;
  p->texturePitchAlignment = 256;
  p->managedMemory = 1;
  p->directManagedMemAccessFromHost = 1;
  p->concurrentManagedAccess = 0;
  p->pageableMemoryAccess = 0;
  hipDeviceArch_t& a = p->arch;
  a.hasGlobalInt32Atomics = a.hasGlobalFloatAtomicExch = a.hasSharedInt32Atomics = a.hasSharedFloatAtomicExch = 1;
  a.hasFloatAtomicAdd = a.hasGlobalInt64Atomics = a.hasSharedInt64Atomics = a.hasDoubles = 1;
  a.hasWarpVote = a.hasWarpBallot = a.hasWarpShuffle = a.hasFunnelShift = 1;
  a.hasThreadFenceSystem = a.hasSyncThreadsExt = a.has3dGrid = 1;
  return hipSuccess;
}

}  // namespace

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

hipError_t hipInit(unsigned int flags) {
  if (flags) return hip::result(hipErrorInvalidValue);
  return hip::machine() ? hipSuccess : hip::result(hipErrorNoDevice);
}

hipError_t hipDriverGetVersion(int* v) {
  if (!v) return hip::result(hipErrorInvalidValue);
  *v = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int* v) {
  if (!v) return hip::result(hipErrorInvalidValue);
  *v = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipGetDeviceCount(int* count) {
  if (!count) return hip::result(hipErrorInvalidValue);
  *count = hip::machine() ? 1 : 0;
  return *count ? hipSuccess : hip::result(hipErrorNoDevice);
}

hipError_t hipGetDevice(int* id) {
  if (!id) return hip::result(hipErrorInvalidValue);
  *id = 0;
  return hipSuccess;
}

hipError_t hipSetDevice(int id) {
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  return id == 0 ? hipSuccess : hip::result(hipErrorInvalidDevice);
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (!device) return hip::result(hipErrorInvalidValue);
  if (ordinal != 0 || !hip::machine()) return hip::result(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}

hipError_t hipSetDeviceFlags(unsigned) { return hip::machine() ? hipSuccess : hip::result(hipErrorNoDevice); }
hipError_t hipGetDeviceFlags(unsigned int* flags) {
  if (!flags) return hip::result(hipErrorInvalidValue);
  *flags = 0;
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int deviceId) {
  if (!prop) return hip::result(hipErrorInvalidValue);
  if (deviceId != 0) return hip::result(hipErrorInvalidDevice);
  return hip::result(hip::properties(prop));
}

hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
  if (!device || !prop) return hip::result(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  if (!name || len <= 0) return hip::result(hipErrorInvalidValue);
  if (device != 0) return hip::result(hipErrorInvalidDevice);
  hipDeviceProp_t p;
  if (hipError_t e = hip::properties(&p)) return hip::result(e);
  std::snprintf(name, size_t(len), "%s", p.name);
  return hipSuccess;
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  if (!major || !minor) return hip::result(hipErrorInvalidValue);
  if (device != 0) return hip::result(hipErrorInvalidDevice);
  hipDeviceProp_t p;
  if (hipError_t e = hip::properties(&p)) return hip::result(e);
  *major = p.major;
  *minor = p.minor;
  return hipSuccess;
}

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  if (!bytes) return hip::result(hipErrorInvalidValue);
  if (device != 0) return hip::result(hipErrorInvalidDevice);
  *bytes = hip::device().totalMemory();
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* pi, hipDeviceAttribute_t attr, int deviceId) {
  if (!pi) return hip::result(hipErrorInvalidValue);
  if (deviceId != 0) return hip::result(hipErrorInvalidDevice);
  hipDeviceProp_t p;
  if (hipError_t e = hip::properties(&p)) return hip::result(e);
  switch (attr) {
    case hipDeviceAttributeEccEnabled: *pi = p.ECCEnabled; break;
    case hipDeviceAttributeCanMapHostMemory: *pi = p.canMapHostMemory; break;
    case hipDeviceAttributeClockRate: *pi = p.clockRate; break;
    case hipDeviceAttributeComputeMode: *pi = p.computeMode; break;
    case hipDeviceAttributeConcurrentKernels: *pi = p.concurrentKernels; break;
    case hipDeviceAttributeConcurrentManagedAccess: *pi = p.concurrentManagedAccess; break;
    case hipDeviceAttributeCooperativeLaunch: *pi = p.cooperativeLaunch; break;
    case hipDeviceAttributeCooperativeMultiDeviceLaunch: *pi = p.cooperativeMultiDeviceLaunch; break;
    case hipDeviceAttributeDirectManagedMemAccessFromHost: *pi = p.directManagedMemAccessFromHost; break;
    case hipDeviceAttributeIntegrated: *pi = p.integrated; break;
    case hipDeviceAttributeIsMultiGpuBoard: *pi = p.isMultiGpuBoard; break;
    case hipDeviceAttributeKernelExecTimeout: *pi = p.kernelExecTimeoutEnabled; break;
    case hipDeviceAttributeL2CacheSize: *pi = p.l2CacheSize; break;
    case hipDeviceAttributeComputeCapabilityMajor: *pi = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: *pi = p.minor; break;
    case hipDeviceAttributeManagedMemory: *pi = p.managedMemory; break;
    case hipDeviceAttributeMaxBlockDimX: *pi = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: *pi = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: *pi = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: *pi = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: *pi = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: *pi = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxThreadsPerBlock: *pi = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: *pi = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeMaxPitch: *pi = int(p.memPitch); break;
    case hipDeviceAttributeMemoryBusWidth: *pi = p.memoryBusWidth; break;
    case hipDeviceAttributeMemoryClockRate: *pi = p.memoryClockRate; break;
    case hipDeviceAttributeMultiprocessorCount: *pi = p.multiProcessorCount; break;
    case hipDeviceAttributePciBusId: *pi = p.pciBusID; break;
    case hipDeviceAttributePciDeviceId: *pi = p.pciDeviceID; break;
    case hipDeviceAttributePciDomainID: *pi = p.pciDomainID; break;
    case hipDeviceAttributeMaxRegistersPerBlock: *pi = p.regsPerBlock; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: *pi = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerBlockOptin: *pi = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerMultiprocessor: *pi = int(p.maxSharedMemoryPerMultiProcessor); break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: *pi = int(p.maxSharedMemoryPerMultiProcessor); break;
    case hipDeviceAttributeTextureAlignment: *pi = int(p.textureAlignment); break;
    case hipDeviceAttributeTexturePitchAlignment: *pi = int(p.texturePitchAlignment); break;
    case hipDeviceAttributeTotalConstantMemory: *pi = int(p.totalConstMem); break;
    case hipDeviceAttributeWarpSize: *pi = p.warpSize; break;
    case hipDeviceAttributeClockInstructionRate: *pi = p.clockInstructionRate; break;
    case hipDeviceAttributeGcnArch: *pi = p.gcnArch; break;
    case hipDeviceAttributeIsLargeBar: *pi = p.isLargeBar; break;
    case hipDeviceAttributeAsicRevision: *pi = p.asicRevision; break;
    case hipDeviceAttributeImageSupport: *pi = 0; break;
    case hipDeviceAttributePhysicalMultiProcessorCount: *pi = p.multiProcessorCount; break;
    case hipDeviceAttributeFineGrainSupport: *pi = 1; break;
    case hipDeviceAttributeUnifiedAddressing: *pi = 1; break;
    case hipDeviceAttributeHostNativeAtomicSupported: *pi = 0; break;
    case hipDeviceAttributePageableMemoryAccess: *pi = p.pageableMemoryAccess; break;
    case hipDeviceAttributeStreamPrioritiesSupported: *pi = 0; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: *pi = p.maxThreadsPerMultiProcessor / p.warpSize; break;
    case hipDeviceAttributeAsyncEngineCount: *pi = 0; break;
    case hipDeviceAttributeMemoryPoolsSupported: *pi = 0; break;
    case hipDeviceAttributeMaxTexture1DWidth:
    case hipDeviceAttributeMaxTexture2DWidth:
    case hipDeviceAttributeMaxTexture2DHeight:
    case hipDeviceAttributeMaxTexture3DWidth:
    case hipDeviceAttributeMaxTexture3DHeight:
    case hipDeviceAttributeMaxTexture3DDepth:
    case hipDeviceAttributeMaxTexture1DLinear: *pi = 0; break;  // no images
    default: return hip::result(hipErrorInvalidValue);
  }
  return hipSuccess;
}

hipError_t hipDeviceGetPCIBusId(char* pciBusId, int len, int device) {
  if (!pciBusId || len <= 0) return hip::result(hipErrorInvalidValue);
  if (device != 0) return hip::result(hipErrorInvalidDevice);
  std::snprintf(pciBusId, size_t(len), "0000:00:00.0");
  return hipSuccess;
}

hipError_t hipDeviceSynchronize() { return hipSuccess; }  // every launch and copy is complete when it returns

hipError_t hipDeviceReset() {
  hip::device().reset();
  return hipSuccess;
}

hipError_t hipDeviceGetLimit(size_t* pValue, hipLimit_t limit) {
  if (!pValue) return hip::result(hipErrorInvalidValue);
  emu::Machine* m = hip::machine();
  if (!m) return hip::result(hipErrorNoDevice);
  switch (limit) {
    case hipLimitMallocHeapSize: *pValue = 0; return hip::unsupported("hipDeviceGetLimit", "device malloc");
    case hipLimitPrintfFifoSize: *pValue = m->options().printfBufferSize; break;
    default: return hip::result(hipErrorUnsupportedLimit);
  }
  return hipSuccess;
}

hipError_t hipDeviceSetLimit(hipLimit_t limit, size_t value) {
  emu::Machine* m = hip::machine();
  if (!m) return hip::result(hipErrorNoDevice);
  switch (limit) {
    case hipLimitPrintfFifoSize:
      if (value > (1u << 30)) return hip::result(hipErrorInvalidValue);
      m->options().printfBufferSize = uint32_t(value);
      return hipSuccess;
    default: return hip::result(hipErrorUnsupportedLimit);
  }
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* cacheConfig) {
  if (!cacheConfig) return hip::result(hipErrorInvalidValue);
  *cacheConfig = hipFuncCachePreferNone;
  return hipSuccess;
}
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* pConfig) {
  if (!pConfig) return hip::result(hipErrorInvalidValue);
  *pConfig = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }

hipError_t hipDeviceCanAccessPeer(int* canAccessPeer, int deviceId, int peerDeviceId) {
  if (!canAccessPeer) return hip::result(hipErrorInvalidValue);
  if (deviceId != 0 || peerDeviceId != 0) return hip::result(hipErrorInvalidDevice);
  *canAccessPeer = 0;
  return hipSuccess;
}

hipError_t hipDeviceGetStreamPriorityRange(int* leastPriority, int* greatestPriority) {
  if (leastPriority) *leastPriority = 0;
  if (greatestPriority) *greatestPriority = 0;
  return hipSuccess;
}

}  // extern "C"

