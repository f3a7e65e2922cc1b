// The scalar encodings of most lines of compiler output written directly, without the layout walk of
// encode(): the one-dword scalar ALU words (SOP1, SOP2, SOPK, SOPC, SOPP) and the two-dword SMEM words of
// GFX8/GFX9. The bit positions are those of the layout rows in isa/encoding.cpp;
// tests/text/scalar_fast_path_test.cpp holds the result equal to encode() on random statements.
#pragma once
#include <cstddef>
#include <cstdint>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Writes the instruction's bytes (its words, then its literal if it has one) to `out` (at least 8 bytes) and
// returns their number when it is a base-form SOP1/SOP2/SOPK/SOPC/SOPP instruction, or an SMEM one on
// GFX8/GFX9; 0, with nothing written, for any other (encode() is then the way).
size_t encodeScalarDirect(const Instruction& inst, Gen g, uint8_t* out);

}  // namespace gcnkit
