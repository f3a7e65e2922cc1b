// Buffers of a twin run: deterministic inputs from a case's Init, and the comparison of an emulated
// output with the host twin's under the case's tolerance model (tests/twin/README.md).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "twin_case.h"

namespace gcnkit::twin {

// Bytes of a buffer, 8-byte aligned.
struct Buffer {
  std::vector<uint64_t> storage;
  size_t bytes = 0;
  uint8_t* data() { return reinterpret_cast<uint8_t*>(storage.data()); }
  const uint8_t* data() const { return reinterpret_cast<const uint8_t*>(storage.data()); }
};

// The initial contents of every argument of `c` (scalars get an empty buffer), the same on every call.
std::vector<Buffer> makeInputs(const Case& c);

// Compares output `arg` of the emulated run with the host twin's; "" when they agree under the
// argument's comparison, else the first mismatches (index, both values) and how many there are.
std::string compareOutput(const Arg& arg, const Buffer& emulated, const Buffer& host);

// Distance in units in the last place between two finite floats of the same type (0 for equal values).
uint64_t ulpDistance(double a, double b, Elem e);

}  // namespace gcnkit::twin
