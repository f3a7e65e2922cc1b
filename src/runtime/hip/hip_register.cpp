// What clang's generated code calls before main (registration of the program's fat binaries, kernels and
// variables) and at each `<<<>>>` launch (the call configuration), with the tables they fill.
#include <cstdio>
#include <cstring>
#include <map>
#include <set>

#include "runtime/hip/hip_state.h"
#include "runtime/offload_bundle.h"

namespace gcnkit::hip {

namespace {

// The wrapper clang emits in .hipFatBinSegment.
struct FatBinaryWrapper {
  uint32_t magic;    // "HIPF"
  uint32_t version;  // 1
  const void* binary;
  const void* unused;
};
constexpr uint32_t kHipFatMagic = 0x48495046;  // "HIPF" read as a little-endian word

struct LaunchConfiguration {
  dim3 grid, block;
  size_t sharedMem;
  hipStream_t stream;
};

struct Tables {
  std::vector<std::unique_ptr<ihipModule_t>> fatBinaries;
  std::map<const void*, std::unique_ptr<ihipModuleSymbol_t>> functions;
  std::map<const void*, RegisteredVariable> variables;
};

Tables& tables() {
  static Tables* t = new Tables;  // never destroyed: programs launch from their own static destructors
  return *t;
}

thread_local std::vector<LaunchConfiguration> configurations;

}  // namespace

ihipModuleSymbol_t* registeredFunction(const void* hostFunction) {
  std::lock_guard lock(device().mutex());
  auto it = tables().functions.find(hostFunction);
  return it == tables().functions.end() ? nullptr : it->second.get();
}

const RegisteredVariable* registeredVariable(const void* hostVariable) {
  std::lock_guard lock(device().mutex());
  auto it = tables().variables.find(hostVariable);
  return it == tables().variables.end() ? nullptr : &it->second;
}

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

void** __hipRegisterFatBinary(const void* data) {
  auto* wrapper = static_cast<const hip::FatBinaryWrapper*>(data);
  std::string error;
  if (!wrapper || wrapper->magic != hip::kHipFatMagic || wrapper->version != 1) {
    std::fprintf(stderr, "gcnkit: __hipRegisterFatBinary: not a HIP fat binary wrapper (magic \"HIPF\", version 1)\n");
    return nullptr;
  }
  auto extent = runtime::bundleExtent(static_cast<const uint8_t*>(wrapper->binary), &error);
  std::lock_guard lock(hip::device().mutex());
  if (!extent) {
    std::fprintf(stderr, "gcnkit: the program's device code cannot be read: %s\n", error.c_str());
    extent = std::span<const uint8_t>();
  }
  hip::device().registerCode(*extent);
  auto& list = hip::tables().fatBinaries;
  list.push_back(std::make_unique<ihipModule_t>(*extent));
  return reinterpret_cast<void**>(list.back().get());
}

void __hipUnregisterFatBinary(void** modules) {
  // Kernels may still be launched from static destructors after this; the module stays until the process ends.
  (void)modules;
}

void __hipRegisterFunction(void** modules, const void* hostFunction, char* deviceFunction, const char* deviceName,
                           unsigned int, void*, void*, void*, void*, int*) {
  if (!modules || !hostFunction) return;
  std::lock_guard lock(hip::device().mutex());
  auto f = std::make_unique<ihipModuleSymbol_t>();
  f->module = reinterpret_cast<ihipModule_t*>(modules);
  f->name = deviceName ? deviceName : deviceFunction ? deviceFunction : "";
  hip::tables().functions[hostFunction] = std::move(f);
}

void __hipRegisterVar(void** modules, void* var, char* hostVar, char* deviceVar, int, size_t size, int, int) {
  if (!modules || !var) return;
  std::lock_guard lock(hip::device().mutex());
  hip::RegisteredVariable v;
  v.module = reinterpret_cast<ihipModule_t*>(modules);
  v.name = deviceVar ? deviceVar : hostVar ? hostVar : "";
  v.size = size;
  hip::tables().variables[var] = std::move(v);
}

hipError_t __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream) {
  hip::configurations.push_back({gridDim, blockDim, sharedMem, stream});
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem, hipStream_t* stream) {
  if (hip::configurations.empty()) return hip::result(hipErrorInvalidConfiguration);
  hip::LaunchConfiguration c = hip::configurations.back();
  hip::configurations.pop_back();
  if (gridDim) *gridDim = c.grid;
  if (blockDim) *blockDim = c.block;
  if (sharedMem) *sharedMem = c.sharedMem;
  if (stream) *stream = c.stream;
  return hipSuccess;
}

hipError_t hipLaunchKernel(const void* function, dim3 numBlocks, dim3 dimBlocks, void** args, size_t sharedMemBytes,
                           hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  ihipModuleSymbol_t* f = hip::registeredFunction(function);
  if (!f) return hip::result(hipErrorInvalidDeviceFunction);
  return hip::launch(f, numBlocks, dimBlocks, args, nullptr, 0, sharedMemBytes);
}

}  // extern "C"
