// What every operand parser shares: the cursor over one statement, the instruction being built, the
// one-literal rule, register tokens and LLVM's common diagnostics. Scalar operands are parsed in
// parser.cpp, vector ALU operands in valu_parser.cpp, vector memory operands in vmem_parser.cpp.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "isa/ops.h"
#include "isa/registers.h"
#include "text/expr.h"
#include "text/parser.h"
#include "text/scan.h"

namespace gcnkit {

inline constexpr const char* kInvalidOperand = "invalid operand for instruction";
inline constexpr const char* kOneLiteral = "only one unique literal operand is allowed";
inline constexpr const char* kInexactDouble =
    "Can't encode literal as exact 64-bit floating-point operand. Low 32-bits will be set to zero";

struct Ctx {
  Scan s;
  const Target& t;
  const SymbolValues* syms;
  const OpInfo& info;
  ParsedInstruction& out;
  Diagnostic& diag;
  int mnemonicCol;
  // The one literal dword an instruction may carry.
  bool haveLiteral = false;
  bool literalSymbolic = false;
  int64_t literalValue = 0;
  bool noLiteral = false;  // the operand being parsed may not be a literal
  int notNullCol = 0;      // where a register that must be null (OperandSpec::nullOnly) is not

  bool fail(int col, std::string msg, std::string note = {}) {
    diag.col = col;
    diag.message = std::move(msg);
    diag.note = std::move(note);
    return false;
  }
  Gen gen() const { return t.gen(); }
};

// A register token (name, optionally followed by [a:b]).
struct RegToken {
  bool isRegister = false;
  RegRef reg{};
  std::string error;
  int col = 0;
  bool misaligned = false;  // error is a misaligned VGPR tuple's (gfx90a+); reg holds the tuple
  uint8_t half = 0;         // a 16-bit VGPR half written vN.l (1) or vN.h (2) (GFX11+ true16 syntax); 0: none
};

// Reads a register name (with its [a:b] range) at the cursor; moves past it only if it is one.
// VGPRs (code 256 + n) are registers only when `vector` is set; otherwise they are an error.
RegToken readRegister(Ctx& c, bool vector = false);
// sN or s[a:b], valid here, at the cursor (no blanks before it): read and noted as readRegister does, without
// building a token; false, with nothing moved, for anything else (which readRegister then reads). Inline and
// without the general reader's token: the fast path reads more SGPRs than anything else.
inline bool readPlainSgpr(Ctx& c, RegRef& reg) {
  const char* p = c.s.line.data();
  const size_t n = c.s.line.size();
  size_t i = c.s.pos;
  if (i >= n || p[i] != 's') return false;
  ++i;
  // Up to four decimal digits, no leading zero ("s01" is the general parser's); -1 when there are none.
  auto index = [&]() -> int {
    const size_t start = i;
    int v = 0;
    for (; i < n && uint8_t(p[i] - '0') <= 9 && i - start < 4; ++i) v = v * 10 + (p[i] - '0');
    if (i == start || (i - start > 1 && p[start] == '0')) return -1;
    return v;
  };
  int first, count = 1;
  if (i < n && p[i] == '[') {
    ++i;
    first = index();
    if (first < 0 || i >= n || p[i] != ':') return false;
    ++i;
    const int last = index();
    if (last < first || i >= n || p[i] != ']') return false;
    ++i;
    count = last - first + 1;
    if (!sgprTupleValid(first, count, c.gen())) return false;
  } else {
    first = index();
    if (first < 0 || first >= sgprCount(c.gen())) return false;
  }
  if (i < n && Scan::identChar(p[i])) return false;
  reg = RegRef{uint16_t(first), uint8_t(count)};
  c.s.pos = i;
  if (c.out.sgprEnd < first + count) c.out.sgprEnd = uint16_t(first + count);  // noted as readRegister notes it
  return true;
}
bool isRegisterToken(Ctx& c, bool vector = false);  // vector: as readRegister(c, true) reads (VGPR halves)
// Stores a literal dword, enforcing the one-unique-literal rule.
bool useLiteral(Ctx& c, int64_t value, bool symbolic, int col);
// At `lit(` or `lit64(` (blanks may stand before the parenthesis): which one, or None.
enum class ForcedLiteral { None, Lit, Lit64 };
ForcedLiteral forcedLiteralAt(Scan p);
// The same, moving past the parenthesis when there is one.
ForcedLiteral enterForcedLiteral(Scan& s);
// The text llvm-mc 22 prints for a literal written lit(x)/lit64(x): lit(0x...) of the value it encodes, negated as
// -lit(...) and in bars for abs (as its printer writes the modifiers of any literal marked so).
std::string forcedLiteralText(ForcedLiteral f, uint64_t value, bool neg = false, bool abs = false);
// GFX12.5's 64-bit literal (the operand's field already holds opnd::kLiteral64); the one-literal rule as above.
bool useLiteral64(Ctx& c, uint64_t value, int col);
// A GFX12.5 64-bit literal a fixup fills (a symbol on a 64-bit scalar source: `sym@rel64+4`).
bool useSymbolLiteral64(Ctx& c, int col);
// Records a literal operand that is a symbol: the fixup that patches it and the text printed for it.
void symbolLiteral(Ctx& c, const ExprValue& v, int operandIndex, bool wide = false);
// An absolute integer expression; nullopt (with the diagnostic set) otherwise.
std::optional<int64_t> parseAbs(Ctx& c, int& col);
// Skips the rest of an operand that failed to match: up to the next top-level comma.
void skipOperand(Ctx& c);
// Operands may be separated by a comma or (as LLVM also accepts) by white space alone.
bool atOperandEnd(Ctx& c);
// Encodes a 32- or 64-bit integer scalar source: inline integer, inline float bit pattern, or literal.
bool encodeIntSource(Ctx& c, const OperandSpec& spec, int64_t v, int col);
// LLVM prints an immediate in assembler output as it was written: decimal when it is an inline integer
// (-16..64), else as 32-bit hex.
std::string asWrittenImm(int64_t v);

}  // namespace gcnkit
