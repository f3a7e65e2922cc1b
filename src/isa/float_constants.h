// Float inline constants (codes 240..248: 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi)) beside
// registers.h's inlineFloatCode / inlineFloatText / inlineFloatValid: one table (registers.cpp) behind the
// parser, the printer and the emulator.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// The bit pattern of float inline constant `code` for a 16-, 32- or 64-bit operand.
uint64_t inlineFloatBits(uint16_t code, int width);
// The code for a 16-bit pattern that matches one on the generation, or nullopt.
std::optional<uint16_t> inlineHalfCode(uint32_t bits, Gen g);
// The text of a float inline constant for an operand of `dwords` dwords: 1/(2*pi) of a 64-bit operand in full.
std::string_view inlineFloatText(uint16_t code, int dwords);

}  // namespace gcnkit
