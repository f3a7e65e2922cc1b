// A kernel dispatch as the LLVM AMDGPU guide describes it: the AQL dispatch packet and the kernarg
// segment in guest memory, and every wave started with the SGPRs and VGPRs its descriptor enables, in the
// guide's order.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "emu/code_object.h"
#include "gcnkit/dispatch.h"

namespace gcnkit::emu {

// The dispatch as the public API describes it (gcnkit/dispatch.h).
using DispatchConfig = KernelDispatch;

// Where the dispatch put things, for tools and tests.
struct DispatchLayout {
  uint64_t packet = 0, kernarg = 0, queue = 0, scratch = 0;
  uint64_t scratchBytes = 0;        // the whole private segment of the dispatch
  uint32_t ldsBytes = 0;            // LDS per workgroup: group segment + dynamic LDS
  std::vector<uint32_t> userSgprs;  // what s0.. hold at wave start
};

// Loads the kernel's code into `m`, builds the packet and kernarg segment, and launches.
LaunchResult dispatch(Machine& m, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout = nullptr);

// Writes the code object V4 hidden arguments the metadata lists (hidden_global_offset_*, and zero for the
// buffers and queues the emulator does not provide) into `kernarg` (src/emu/hidden_args.cpp).
void fillHiddenArgsV4(std::vector<uint8_t>& kernarg, const LoadedKernel& k, const DispatchConfig& c);

// "+wavefrontsize32" or "+wavefrontsize64" as the descriptor asks (GFX10), else "".
const char* waveSizeFeature(const LoadedKernel& k);

}  // namespace gcnkit::emu
