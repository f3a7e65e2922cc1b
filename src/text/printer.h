// Instruction -> LLVM assembly text.
#pragma once
#include <array>
#include <string>
#include <string_view>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Text to print instead of an operand's value (an unresolved symbolic expression), per operand index.
using OperandOverrides = std::array<std::string_view, kMaxOperands>;

// Appends the instruction's text (mnemonic, operands, modifiers; no indentation) to `out`.
void printInstruction(const Instruction& inst, const Target& t, std::string& out,
                      const OperandOverrides* overrides = nullptr);

// True when every field value of a decoded instruction names something LLVM syntax can write on this
// target, so that printing and re-assembling gives back the same bytes.
bool printable(const Instruction& inst, const Target& t);

}  // namespace gcnkit
