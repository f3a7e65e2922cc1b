// Names for guest addresses in fault messages (`gcnkit run`, the Python module): a fault at 0x100000010
// means more to a user as "16 bytes past the end of argument 0 'out' (16 bytes)".
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gcnkit::emu {

struct GuestBuffer {
  uint64_t base = 0, size = 0;
  size_t argument = 0;  // its index among the kernel's explicit arguments
  std::string name;     // the metadata's argument name, or ""
};

// Where `address` lies relative to the nearest buffer: inside it, N bytes past its end, or N bytes before
// it; "" when there are no buffers.
std::string describeAddress(uint64_t address, const std::vector<GuestBuffer>& buffers);

}  // namespace gcnkit::emu
