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
// GFX11+'s v_pk_fmac_f16 (its VOP2 packed source): the inline constant a 32-bit source value takes, as llvm-mc 22
// reads it. The hardware gives that source a float constant in both halves, so a value is inline when it is an
// integer -16..64 (sign-extended) or its two halves are equal and name one 16-bit constant (0x3c003c00 is 1.0,
// 0x00010001 is 1); 1.0 written (0x3c00 in the low half only) is a literal.
std::optional<uint16_t> pkFmacInlineCode(uint32_t v, Gen g);
// The code of a float inline constant whose value is this bf16 pattern (its f32 bits' upper half; 1/(2*pi) is
// 0x3e22), or nullopt.
std::optional<uint16_t> inlineBf16Code(uint32_t bits, Gen g);
// The bf16 of a float (round to nearest even; a NaN stays a quiet NaN).
uint16_t bf16Bits(float f);
// The text of a float inline constant for an operand of `dwords` dwords: 1/(2*pi) of a 64-bit operand in full.
std::string_view inlineFloatText(uint16_t code, int dwords);

}  // namespace gcnkit
