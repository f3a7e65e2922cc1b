// Pure Instruction <-> machine words conversion, driven by the layout rows of src/isa/encoding.h.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Size in bytes of the encoded instruction (layout dwords plus the literal dword, if any).
size_t encodedSize(const Instruction& inst, Gen g);
// Writes the instruction's bytes (little-endian) to `out`, which must hold encodedSize() bytes.
// Returns the number of bytes written.
size_t encode(const Instruction& inst, Gen g, uint8_t* out);

// Decodes one instruction from `bytes`. On success returns its size in bytes (> 0) and fills `inst`.
// Returns 0 when the words are not a valid instruction on this generation (the caller skips 4 bytes,
// as llvm-mc does), and -1 when more bytes are needed than `bytes` holds.
int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst);

// True when the instruction needs a literal dword given its field values (a source field of 255, or a
// GFX7 SMRD literal offset, or a Lit32 operand).
bool needsLiteral(const Instruction& inst, Gen g);

}  // namespace gcnkit
