// The state of gcnkit's HIP runtime (libamdhip64.so.5): registered fat binaries, kernels and variables, modules,
// streams, events, the per-thread last error and launch configurations. One device, in-order execution: a
// launch or copy is complete when its call returns, on any stream.
#pragma once
#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__
#endif
#include <hip/hip_runtime_api.h>

#include <chrono>
#include <map>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/device.h"
#include "runtime/program.h"

struct ihipModule_t;

// A kernel: its module and symbol name (hipFunction_t, and what a host stub registered).
struct ihipModuleSymbol_t {
  ihipModule_t* module = nullptr;
  std::string name;
  // Looked up at the first launch and kept: every launch needs them.
  std::optional<gcnkit::emu::KernelInfo> info;
  std::string displayName;  // demangled
};

// A module of code: a fat binary the program registered, or one hipModuleLoad* loaded. It owns the function handles
// hipModuleGetFunction hands out (one per kernel), which go with it at hipModuleUnload.
struct ihipModule_t {
  gcnkit::runtime::Program program;
  std::map<std::string, std::unique_ptr<ihipModuleSymbol_t>, std::less<>> functions;
  explicit ihipModule_t(std::span<const uint8_t> code, std::vector<uint8_t> owned = {})
      : program(code, std::move(owned)) {}
};

struct ihipStream_t {
  unsigned flags = 0;
  int priority = 0;
};

struct ihipEvent_t {
  unsigned flags = 0;
  bool recorded = false;
  std::chrono::steady_clock::time_point when{};
};

namespace gcnkit::hip {

// Sets the calling thread's last error when `e` is one, and returns it: every API call's result goes through it.
hipError_t result(hipError_t e);
// An unsupported case of an implemented call: says which on stderr, returns hipErrorNotSupported.
hipError_t unsupported(const char* call, const char* what);

runtime::Device& device();
// The device's machine, or null when the device cannot be created (hipErrorNoDevice).
emu::Machine* machine();

// What __hipRegisterFunction and __hipRegisterVar recorded, by the host-side address the program uses.
ihipModuleSymbol_t* registeredFunction(const void* hostFunction);
struct RegisteredVariable {
  ihipModule_t* module = nullptr;
  std::string name;
  size_t size = 0;
};
const RegisteredVariable* registeredVariable(const void* hostVariable);

// A variable's guest address and size in its loaded module; hipErrorInvalidSymbol when unknown.
hipError_t symbolRange(const void* symbol, uint64_t* address, size_t* size);

// Launches `f` with `args` (pointers to each explicit argument) or a ready kernarg buffer (hipModuleLaunchKernel's
// `extra`).
hipError_t launch(ihipModuleSymbol_t* f, dim3 grid, dim3 block, void** args, const void* kernarg, size_t kernargSize,
                  size_t sharedMem);

bool validStream(hipStream_t s);
bool validEvent(hipEvent_t e);

}  // namespace gcnkit::hip
