#include "gcnkit/dispatch.h"

#include <fmt/format.h>

namespace gcnkit::emu {

namespace {

// Bytes between the address and the buffer: 0 inside it.
uint64_t distance(uint64_t address, const GuestBuffer& b) {
  if (address < b.base) return b.base - address;
  return address < b.base + b.size ? 0 : address - (b.base + b.size);
}

}  // namespace

std::string describeAddress(uint64_t address, const std::vector<GuestBuffer>& buffers) {
  const GuestBuffer* best = nullptr;
  for (const GuestBuffer& b : buffers)
    if (!best || distance(address, b) < distance(address, *best)) best = &b;
  if (!best) return {};
  const std::string what = fmt::format("argument {}{} ({} bytes)", best->argument,
                                       best->name.empty() ? "" : " '" + best->name + "'", best->size);
  if (address < best->base) return fmt::format("address {:#x} is {} bytes before {}", address, best->base - address, what);
  if (address < best->base + best->size)
    return fmt::format("address {:#x} is at offset {} of {}", address, address - best->base, what);
  return fmt::format("address {:#x} is {} bytes past the end of {}", address, address - best->base - best->size, what);
}

}  // namespace gcnkit::emu
