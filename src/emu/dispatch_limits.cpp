#include "emu/dispatch_limits.h"

#include <fmt/format.h>

#include "isa/occupancy.h"

namespace gcnkit::emu {

namespace {

std::string dims(const std::array<uint32_t, 3>& d) { return fmt::format("{},{},{}", d[0], d[1], d[2]); }

std::string sizeError(const LoadedKernel& k, const DispatchConfig& c) {
  for (uint32_t g : c.grid)
    if (g == 0) return fmt::format("grid {} has a zero dimension (each must be 1 to 2^32-1 work-items)", dims(c.grid));
  for (uint32_t b : c.block)
    if (b == 0) return fmt::format("work-group size {} has a zero dimension", dims(c.block));
  const uint64_t items = uint64_t(c.block[0]) * c.block[1] * c.block[2];
  if (items > kMaxWorkgroupSize)
    return fmt::format("work-group size {} is {} work-items; the hardware allows at most {}", dims(c.block), items,
                       kMaxWorkgroupSize);
  if (k.metadata && k.metadata->maxFlatWorkgroupSize && items > k.metadata->maxFlatWorkgroupSize)
    return fmt::format("work-group size {} is {} work-items, above kernel '{}''s .max_flat_workgroup_size {}",
                       dims(c.block), items, k.name, k.metadata->maxFlatWorkgroupSize);
  return {};
}

// The LDS a work-group of the kernel's processor can address (gfx950: 160 KiB, GFX6: 32 KiB, the others 64 KiB).
uint64_t ldsLimit(const LoadedKernel& k) {
  const TargetResult t = makeTarget(k.processor, "");
  return t.target ? processorLdsBytes(*t.target) : kMaxGroupSegmentSize;
}

std::string segmentError(const LoadedKernel& k, const DispatchConfig& c, uint32_t waveSize) {
  const KernelDescriptor& kd = k.kd;
  const uint64_t lds = ldsLimit(k);
  if (kd.groupSegmentFixedSize > lds)
    return fmt::format("the descriptor's GROUP_SEGMENT_FIXED_SIZE {} exceeds the {} bytes of LDS a work-group of {} "
                       "can have", kd.groupSegmentFixedSize, lds, k.processor);
  if (uint64_t(kd.groupSegmentFixedSize) + c.dynamicLds > lds)
    return fmt::format("{} bytes of LDS (GROUP_SEGMENT_FIXED_SIZE {} and {} dynamic) exceed the {} bytes a work-group "
                       "of {} can have",
                       uint64_t(kd.groupSegmentFixedSize) + c.dynamicLds, kd.groupSegmentFixedSize, c.dynamicLds, lds,
                       k.processor);
  if (kd.kernargSize > kMaxKernargSize || c.kernarg.size() > kMaxKernargSize)
    return fmt::format("a kernarg segment of {} bytes exceeds the emulator's limit of {} bytes",
                       std::max<uint64_t>(kd.kernargSize, c.kernarg.size()), kMaxKernargSize);
  const uint64_t perItem = kd.privateSegmentFixedSize;
  if (perItem * waveSize > kMaxScratchPerWave)
    return fmt::format("the descriptor's PRIVATE_SEGMENT_FIXED_SIZE {} per work-item exceeds the {} bytes of scratch a "
                       "wave{} can have ({} per work-item)",
                       perItem, kMaxScratchPerWave, waveSize, kMaxScratchPerWave / waveSize);
  const uint64_t gridItems = uint64_t(c.grid[0]) * c.grid[1];  // times grid[2] below, without overflow
  if (perItem && (gridItems > kMaxEmulatedScratch / perItem / c.grid[2]))
    return fmt::format("{} bytes of scratch per work-item for a grid of {} work-items exceed the {} bytes the "
                       "emulator backs at once",
                       perItem, dims(c.grid), kMaxEmulatedScratch);
  return {};
}

}  // namespace

std::string dispatchLimitError(const LoadedKernel& k, const DispatchConfig& c, uint32_t waveSize) {
  std::string e = sizeError(k, c);
  return e.empty() ? segmentError(k, c, waveSize) : e;
}

}  // namespace gcnkit::emu
