// The one-dword scalar ALU encodings (SOP1, SOP2, SOPK, SOPC, SOPP) written directly, without the layout
// walk of encode(): the words of most lines of compiler output. The bit positions are those of the layout
// rows in isa/encoding.cpp, the same on every generation; tests/scalar_fast_path_test.cpp holds the result
// equal to encode() on random statements.
#pragma once
#include <cstddef>
#include <cstdint>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Writes the instruction's bytes (its word, then its literal if it has one) to `out` (at least 8 bytes) and
// returns their number when it is a base-form SOP1/SOP2/SOPK/SOPC/SOPP instruction; 0, with nothing
// written, for any other (encode() is then the way).
size_t encodeScalarAlu(const Instruction& inst, Gen g, uint8_t* out);

}  // namespace gcnkit
