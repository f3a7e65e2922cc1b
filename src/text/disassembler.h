// Machine code -> LLVM assembly text, one instruction after another, as llvm-mc -disassemble and
// llvm-objdump print it.
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Decodes the instruction at the start of `bytes` if it is valid and printable on the target.
// Returns its size, or 0 when the bytes are not an instruction (callers skip 4 bytes, as llvm-mc does).
size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst);

struct DisasmLine {
  size_t offset;        // byte offset of the instruction in the input
  size_t size;          // bytes consumed (4 for an invalid word)
  bool valid;
  std::string_view text;  // instruction text (valid only)
};

// An llvm-objdump style listing of raw machine code that is also an assembly program: branch targets get
// labels (L_<offset>:), every line carries "// offset: words", and words that are no instruction are
// written as .long, so that assembling the listing gives back exactly `bytes` (whole dwords; a trailing
// partial dword becomes .byte).
std::string disassembleListing(std::span<const uint8_t> bytes, const Target& t);

// Walks `bytes`, calling `emit` for every instruction or invalid word in order.
void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit);

}  // namespace gcnkit
