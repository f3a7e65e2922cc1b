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
  uint64_t privateSegmentSize = 0;  // bytes per work-item: the fixed size, or the dynamic stack's
  uint32_t ldsBytes = 0;            // LDS per workgroup: group segment + dynamic LDS
  uint64_t hostcallBuffer = 0, printfBuffer = 0;  // the host services the kernel's metadata asks for
  std::vector<uint32_t> userSgprs;  // what s0.. hold at wave start
  std::vector<uint64_t> allocations;  // everything the dispatch allocated (releaseDispatch frees it)
};

// Loads the kernel's code into `m` (unless it is a loaded module's), builds the packet and kernarg segment, the
// private segment and the host services the metadata asks for (hostcall and printf buffers), and launches. The
// dispatch's memory stays until releaseDispatch.
LaunchResult dispatch(Machine& m, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout = nullptr);
void releaseDispatch(Machine& m, const DispatchLayout& layout);

// The host buffers a dispatch hands the kernel in its hidden arguments.
struct HiddenBuffers {
  uint64_t printf = 0, hostcall = 0;
};
// Writes the code object V4 hidden arguments the metadata lists (hidden_global_offset_*, the printf and hostcall
// buffers, and zero for the queues and heaps the emulator does not provide) into `kernarg`
// (src/emu/hidden_args.cpp).
void fillHiddenArgsV4(std::vector<uint8_t>& kernarg, const LoadedKernel& k, const DispatchConfig& c,
                      const HiddenBuffers& buffers);
// Whether the kernel's metadata lists a hidden argument of this kind.
bool hasHiddenArg(const LoadedKernel& k, std::string_view kind);
// Bytes of private segment per work-item: the descriptor's fixed size plus the dispatch's dynamic bytes, or for a
// kernel with a dynamic stack at least `stackSize` (0: the ROCm runtime's default for the kernel's language).
uint64_t privateSegmentBytes(const LoadedKernel& k, const DispatchConfig& c, uint32_t stackSize);
// The private segment is the descriptor's fixed size alone (no dynamic stack, no stack size asked for).
bool fixedPrivateSegment(const LoadedKernel& k, uint32_t stackSize);

// "+wavefrontsize32" or "+wavefrontsize64" as the descriptor asks (GFX10), else "".
const char* waveSizeFeature(const LoadedKernel& k);

}  // namespace gcnkit::emu
