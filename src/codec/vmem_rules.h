// Field checks of decoded vector memory words: which bits the printed text carries back to the assembler.
// Where these checks are complete, the disassembler trusts them instead of parsing its text back
// (tests/text_proof_test.cpp holds both verdicts equal over golden and random words).
#pragma once
#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Whether vmemFieldsExpressible decides the instruction's words alone (its encoding and row are covered).
bool vmemChecksComplete(const OpInfo& info);
// False when a field is set that the printed text cannot carry, or the text names a modifier or operand
// value the assembler refuses for this row. Meaningful only where vmemChecksComplete holds and the
// printer accepted the instruction.
bool vmemFieldsExpressible(const Instruction& inst, const OpInfo& info, Gen g);

}  // namespace gcnkit
