// The text columns of the instruction tables (isa/*.def) read into OpInfo's structured facts: an operand's
// "field:kind" spelling, a modifier list, the half an OPSEL bit selects, and the address words an image
// instruction's name implies. Internal to src/isa (ops.cpp builds the tables with them).
#pragma once
#include <cstdint>
#include <string_view>

#include "isa/ops.h"

namespace gcnkit::op_columns {

// The OPSEL bit of a 16-bit operand's half (OpInfo::halfOperands).
uint8_t halfBit(Field f);
// A modifier list ("glc slc tfe ...") as its bits; a name the tables do not know aborts (a typo in a .def file).
uint32_t modifierBits(std::string_view list);
// One operand column ("vdst:v32", "src0:b32?") of a row of encoding `enc`.
OperandSpec parseSpec(std::string_view text, Encoding enc);
// The address words an image instruction's name implies (LLVM's MIMG base opcode facts).
ImageAddress imageAddress(std::string_view name);

}  // namespace gcnkit::op_columns
