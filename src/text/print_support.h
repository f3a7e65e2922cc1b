// Operand printing shared by the scalar and vector printers.
#pragma once
#include <cstdint>
#include <string>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"

namespace gcnkit {

void appendSignedHex(TextBuf& out, int64_t v);
// The register starting at `code` (VGPRs: 256 + n) spanning `dwords`; false when it names none here.
bool appendRegister(TextBuf& out, uint16_t code, int dwords, const Target& t);
bool appendRegister(std::string& out, uint16_t code, int dwords, const Target& t);
// A scalar source: register, inline constant, special source or literal (the instruction's literal dword).
bool appendSource(TextBuf& out, const Instruction& inst, uint16_t code, int dwords, const Target& t,
                  ValType type = ValType::None);
// GFX12.5's 64-bit literal of a source of `dwords` and `type` (printer.cpp); false where its text would assemble to
// another word.
bool appendLiteral64(TextBuf& out, const Instruction& inst, int dwords, ValType type, const Target& t);
// One scalar operand of the instruction (the scalar printer's own kinds); false when its value has no text here.
bool appendOperand(TextBuf& out, const Instruction& inst, const OperandSpec& s, const Target& t);
// The SMEM offset rules beyond the operand's text (GFX8 store/atomic offsets, GFX9+ buffer offsets); true for
// other rows.
bool smemOffsetAllowed(const Instruction& inst, const OpInfo& info, const Target& t);

}  // namespace gcnkit
