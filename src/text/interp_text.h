// GFX11's attribute interpolation text (VINTERP, LDSDIR): the parser (interp_parser.cpp) and the printer
// (interp_printer.cpp).
#pragma once
#include <cstdint>
#include <string>

#include "text/parse_context.h"
#include "text/printer.h"

namespace gcnkit {

// Reads the operands of a VINTERP or LDSDIR row.
bool parseInterpolation(Ctx& c);
// Appends a VINTERP or LDSDIR instruction's text; false where the fields have no text llvm-mc 22 reads back.
bool appendInterpolation(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t,
                         const OperandOverrides* ov);

// The override slot holding a true16 VINTERP line's op_sel as written (" op_sel:[...]", or " " for none): beside
// halves llvm-mc 22's listing shows op_sel as written, not as encoded.
inline constexpr int kInterpOpSelText = kMaxOperands - 1;
inline std::string interpOpSelText(uint32_t bits) {
  std::string s = " op_sel:[";
  for (int i = 0; i < 4; ++i) {
    if (i) s += ',';
    s += char('0' + ((bits >> i) & 1));
  }
  return s + "]";
}

}  // namespace gcnkit
