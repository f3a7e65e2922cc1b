// What a dispatch may ask for: the HSA packet's limits on grid and work-group sizes, the kernel's own maximum
// work-group size, and the hardware's limits on the segment sizes the descriptor requests. A dispatch beyond
// them is refused with a message before anything is allocated (a descriptor's sizes are never trusted).
#pragma once
#include <cstdint>
#include <string>

#include "emu/code_object.h"
#include "emu/dispatch.h"

namespace gcnkit::emu {

// kMaxWorkgroupSize, kMaxGroupSegmentSize and kMaxKernargSize are public (gcnkit/dispatch.h).
// Scratch per wave: the 13-bit WAVESIZE field of COMPUTE_TMPRING_SIZE counts 1 KiB units.
inline constexpr uint64_t kMaxScratchPerWave = ((uint64_t(1) << 13) - 1) * 1024;
// The emulator backs the private segment of every work-item of the grid at once; it refuses more than this.
inline constexpr uint64_t kMaxEmulatedScratch = uint64_t(1) << 30;

// "" when the dispatch is within every limit, else the message (naming the value, the limit and its source).
std::string dispatchLimitError(const LoadedKernel& k, const DispatchConfig& c, uint32_t waveSize);

}  // namespace gcnkit::emu
