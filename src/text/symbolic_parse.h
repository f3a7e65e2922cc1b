// Parsers for the symbolic 16-bit operands: s_waitcnt counters, hwreg(...), sendmsg(...), gpr_idx(...),
// depctr_*(...). Each reads at the scanner and returns the encoded value or a diagnostic.
#pragma once
#include <cstdint>
#include <optional>

#include "isa/target.h"
#include "text/expr.h"
#include "text/parser.h"

namespace gcnkit {

std::optional<uint32_t> parseWaitcnt(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d);
// The common counter lists ("lgkmcnt(0)", "vmcnt(0) & lgkmcnt(0)": counter names, plain decimal counts in
// range, '&' / ',' / blanks between them) read without the expression parser, as parseWaitcnt reads them;
// nullopt, with nothing moved, for anything else (parseWaitcnt then reads it, with its diagnostics). The
// list must end the line.
std::optional<uint32_t> parsePlainWaitcnt(Scan& s, Gen g);
std::optional<uint32_t> parseHwreg(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d);
std::optional<uint32_t> parseSendmsg(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d);
std::optional<uint32_t> parseGprIdx(Scan& s, const SymbolValues* syms, Diagnostic& d);
std::optional<uint32_t> parseDepctr(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d);
// s_sendmsg_rtn_b32/b64 (GFX11+): sendmsg(...) or a value for the 8-bit SSRC0 field.
std::optional<uint32_t> parseSendmsgRtn(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d);
// s_delay_alu (GFX11+): "instid0(NAME) | instskip(NAME) | instid1(NAME)" (fields in any order, each OR'ed in, as
// LLVM does) or a value.
std::optional<uint32_t> parseDelayAlu(Scan& s, const SymbolValues* syms, Diagnostic& d);

}  // namespace gcnkit
