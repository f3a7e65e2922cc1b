// Buffer data and number formats (the buffer-memory document, "MUBUF/MTBUF format conversion"): the layout of each data
// format's components in memory and the conversion of one component between memory bits and a VGPR
// value, both ways, with rounding to nearest even.
#pragma once
#include <array>
#include <cstdint>

namespace gcnkit::emu {

// Data format codes 1..14 (0 invalid, 15 reserved) and number format codes 0..7.
enum NumFormat : uint8_t { kUnorm = 0, kSnorm = 1, kUscaled = 2, kSscaled = 3, kUint = 4, kSint = 5, kSnormOgl = 6, kFloat = 7 };

struct DataFormat {
  uint8_t bytes = 0;                 // element size in memory (0: invalid format)
  uint8_t count = 0;                 // components
  std::array<uint8_t, 4> bits{};     // component widths, from the lowest bit (or per lane of a multi-dword format)
  std::array<uint8_t, 4> pos{};      // bit position of each component within the element (dword = pos / 32)
};

const DataFormat& dataFormat(unsigned dfmt);

// Memory bits of one component (`bits` wide) -> the 32-bit VGPR value (float results as their bits).
uint32_t unpackComponent(uint32_t raw, unsigned bits, unsigned nfmt);
// A 32-bit VGPR value -> the component's `bits` memory bits.
uint32_t packComponent(uint32_t value, unsigned bits, unsigned nfmt);
// The value a DST_SEL "one" gives: 1.0f for float-valued number formats, 1 for UINT/SINT.
uint32_t oneFor(unsigned nfmt);
// 16-bit results of d16 format loads: float formats as IEEE half, integers truncated; and back.
uint16_t toD16(uint32_t value, unsigned nfmt);
uint32_t fromD16(uint16_t half, unsigned nfmt);

// IEEE half <-> float, rounding to nearest even.
uint16_t floatToHalf(float f);
float halfToFloat(uint16_t h);

}  // namespace gcnkit::emu
