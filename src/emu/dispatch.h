// A kernel dispatch as the LLVM AMDGPU guide describes it: the AQL dispatch packet and the kernarg
// segment in guest memory, and every wave started with the SGPRs and VGPRs its descriptor enables, in the
// guide's order.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "emu/code_object.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

struct DispatchConfig {
  std::array<uint32_t, 3> grid{1, 1, 1};   // work-items per dimension (the AQL packet's grid_size)
  std::array<uint32_t, 3> block{1, 1, 1};  // work-group size
  std::vector<uint8_t> kernarg;            // the kernarg segment's bytes
  bool keepWaveState = false;
};

// Where the dispatch put things, for tools and tests.
struct DispatchLayout {
  uint64_t packet = 0, kernarg = 0, queue = 0, scratch = 0;
  std::vector<uint32_t> userSgprs;  // what s0.. hold at wave start
};

// Loads the kernel's code into `m`, builds the packet and kernarg segment, and launches.
LaunchResult dispatch(Machine& m, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout = nullptr);

// "+wavefrontsize32" or "+wavefrontsize64" as the descriptor asks (GFX10), else "".
const char* waveSizeFeature(const LoadedKernel& k);

}  // namespace gcnkit::emu
