// What the assembler records of a parsed instruction besides its bytes: the listing line llvm-mc prints
// for it, and the registers it uses (for .amdgcn.next_free_sgpr/vgpr). Shared by the sequential path and
// the worker threads that prepare lines ahead (instruction_prefetch.h).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "isa/target.h"
#include "text/parser.h"
#include "text/printer.h"

namespace gcnkit::asmimpl {

// The listing line of an instruction: tab, text, and with `showEncoding` the encoding comment (fixup
// bytes as A) and a fixup line; ends with a newline.
void appendListingLine(std::string& out, const ParsedInstruction& p, const Target& t, const uint8_t* bytes,
                       size_t size, bool showEncoding);

// One past the highest SGPR (below the special registers) the instruction names.
uint16_t sgprEnd(const ParsedInstruction& p, const Target& t);

}  // namespace gcnkit::asmimpl
