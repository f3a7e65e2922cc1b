// Running kernels of AMDHSA code objects (what clang, llvm-mc, ld.lld or `gcnkit as` produce) on the
// emulator: the dispatch packet, kernarg segment and initial registers as the LLVM AMDGPU guide describes.
//
//   auto kernels = gcnkit::emu::codeObjectKernels(bytes, &error);       // {"store", ...}
//   auto m = gcnkit::emu::Machine::create(gcnkit::emu::codeObjectProcessor(bytes, &error));
//   uint64_t out = m->allocate(64);
//   gcnkit::emu::KernelDispatch d;
//   d.grid = {256, 1, 1}; d.block = {64, 1, 1};
//   d.kernarg.resize(8); std::memcpy(d.kernarg.data(), &out, 8);
//   gcnkit::emu::LaunchResult r = gcnkit::emu::dispatchKernel(*m, bytes, "store", d, &error);
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/emulator.h"

namespace gcnkit::emu {

struct KernelDispatch {
  std::array<uint32_t, 3> grid{1, 1, 1};   // work-items per dimension (AQL grid size)
  std::array<uint32_t, 3> block{1, 1, 1};  // work-group size
  std::vector<uint8_t> kernarg;            // the kernarg segment (explicit arguments; the hidden ones are filled)
  uint32_t dynamicLds = 0;                 // dynamic LDS bytes per work-group (hipModuleLaunchKernel's sharedMemBytes)
  bool keepWaveState = false;              // LaunchResult::waves gets every wave's final registers
};

// The kernels (NAME of each NAME.kd) and the processor of a code object; empty and `error` set if the
// file is not a readable AMDGPU code object.
std::vector<std::string> codeObjectKernels(std::span<const uint8_t> codeObject, std::string* error = nullptr);
std::string codeObjectProcessor(std::span<const uint8_t> codeObject, std::string* error = nullptr);

// Loads the code object into `m` (as gcnkit/module.h does), dispatches kernel `name`, and unloads it again. A
// load failure comes back as a fault (NoCode) whose message says why. To keep globals between launches, launch
// from a Module.
LaunchResult dispatchKernel(Machine& m, std::span<const uint8_t> codeObject, std::string_view name,
                            const KernelDispatch& d);

}  // namespace gcnkit::emu
