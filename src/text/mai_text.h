// MAI instructions in text (isa/mai.h): parsing (mai_parser.cpp) and printing (mai_printer.cpp), called by
// parseInstruction and the printer for rows with kTraitMai.
#pragma once
#include "codec/instruction.h"
#include "text/append.h"
#include "text/vector_parsers.h"

namespace gcnkit {

bool parseMai(Ctx& c, ForcedForm forced);
// Appends the instruction as llvm-mc 22 prints it; false when a field has no text (the disassembler then
// keeps the word as data).
bool appendMai(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);

}  // namespace gcnkit
