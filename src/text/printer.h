// Instruction -> LLVM assembly text.
#pragma once
#include <array>
#include <string>
#include <string_view>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"

namespace gcnkit {

// Text to print instead of an operand's value (an unresolved symbolic expression), per operand index.
using OperandOverrides = std::array<std::string_view, kMaxOperands>;

// Appends the instruction's text (mnemonic, operands, modifiers; no indentation) to `out`.
void printInstruction(const Instruction& inst, const Target& t, TextBuf& out,
                      const OperandOverrides* overrides = nullptr);
void printInstruction(const Instruction& inst, const Target& t, std::string& out,
                      const OperandOverrides* overrides = nullptr);

// Appends the text only when every field value of a decoded instruction names something LLVM syntax can
// write on this target (so that printing and re-assembling gives back the same bytes); else appends
// nothing and returns false. One pass: the disassembler's hot path.
bool printChecked(const Instruction& inst, const Target& t, TextBuf& out);
// The same with operand overrides (a branch's label instead of its offset: the listing).
bool printChecked(const Instruction& inst, const Target& t, TextBuf& out, const OperandOverrides* overrides);
bool printChecked(const Instruction& inst, const Target& t, std::string& out);
// The same for a caller that already holds the instruction's row (opInfo(inst.op)): the disassembler.
bool printChecked(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out,
                  const OperandOverrides* overrides);
bool printable(const Instruction& inst, const Target& t);

}  // namespace gcnkit
