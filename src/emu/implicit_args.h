// Code object V5+: the implicit-argument block of the kernarg segment (256 bytes from the first hidden
// argument), filled as the ROCm runtime fills it, at LLVM's fixed offsets. V5 code reads the work-group size,
// the number of work-groups and the remainders from here, not from the dispatch packet.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "object/metadata.h"

namespace gcnkit::emu {

inline constexpr uint64_t kImplicitBlockSize = 256;

// What the dispatch knows that the block carries.
struct ImplicitArgValues {
  std::array<uint32_t, 3> grid{1, 1, 1};   // work-items per dimension
  std::array<uint32_t, 3> block{1, 1, 1};  // work-group size
  uint16_t gridDims = 1;                   // the packet's dimensions
  uint64_t queue = 0;                      // the amd_queue_t (hidden_queue_ptr)
  uint32_t dynamicLds = 0;                 // hidden_dynamic_lds_size
  std::array<uint64_t, 3> globalOffset{};  // hidden_global_offset_x/y/z
  uint64_t printfBuffer = 0, hostcallBuffer = 0;  // hidden_printf_buffer, hidden_hostcall_buffer
};

// The offset of a hidden argument kind in the block, and its size; false for kinds the block does not have
// (hidden_none, and V4's kinds, which the block places alike but the runtime fills elsewhere).
struct ImplicitField {
  const char* kind;
  uint32_t offset, size;
};
const ImplicitField* findImplicitField(std::string_view kind);

// Writes every field of the block that lies inside `kernarg` (the block starts at the first hidden argument
// of `md`; nothing is written when there is none). Fields the emulator has no service for (heap, default
// queue, completion action, multigrid sync) are 0. Returns an
// error when a listed hidden argument is not where, or not as large as, the layout puts it.
std::string fillImplicitArgs(std::vector<uint8_t>& kernarg, const KernelMetadata& md, const ImplicitArgValues& v);

}  // namespace gcnkit::emu
