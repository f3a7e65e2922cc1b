// AGPR operands outside the MAI rows: the accumulation registers (a5, a[4:7], acc5) as the data of memory
// instructions on processors with a unified VGPR/AGPR file (gfx90a+), selected by one acc bit per instruction.
#pragma once
#include <optional>
#include <span>

#include "codec/instruction.h"
#include "isa/mai.h"
#include "text/parse_context.h"

namespace gcnkit {

// Reads an AGPR name (with its [a:b] range) at the cursor and moves past it; isRegister false when the text
// is not one. The code is the VGPR code of the same number (256 + n).
RegToken readAgpr(Ctx& c);

// Whether the instruction's data registers are AGPRs.
bool accData(const Instruction& inst, const OpInfo& info, const Target& t);

// A register operand of a memory instruction as written: which field it fills, whether it was an AGPR.
struct WrittenRegister {
  Field field;
  bool agpr;
  int col;
};
// Checks llvm-mc 22's rules (AGPRs only as data, all data registers of one file, only on gfx90a+) and sets
// the acc bit when the data are AGPRs.
bool applyAccData(Ctx& c, Instruction& inst, std::span<const WrittenRegister> regs);

}  // namespace gcnkit
