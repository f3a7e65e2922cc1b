// Assembler expressions: integers, floats, symbols, and the GNU as / LLVM MC operator set.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "text/scan.h"

namespace gcnkit {

// Absolute values of symbols known at parse time (.set/.equ/=); labels are not absolute.
class SymbolValues {
 public:
  virtual ~SymbolValues() = default;
  virtual std::optional<int64_t> absolute(std::string_view name) const = 0;
};

struct ExprValue {
  enum class Kind { Int, Float, Symbol } kind = Kind::Int;
  int64_t value = 0;         // Int: the value; Symbol: the addend
  double fp = 0;             // Float
  std::string_view symbol;   // Symbol: the referenced name
  std::string_view minus;    // Symbol: a second symbol subtracted ("a-b"), or empty
  char op = 0;               // Symbol: '+', '-' or 0 (bare symbol)
  bool symbolFirst = true;   // Symbol: "sym+N" (true) or "N+sym" (false)
  uint8_t negations = 0;     // Symbol: unary minuses before a bare symbol ("--v2"); printable, never relocatable
  int col = 0;               // column where the expression starts

  bool isInt() const { return kind == Kind::Int; }
  // LLVM's printing of the expression ("lab", "lab+4", "4+lab", "lab-4").
  std::string text() const;
  // LLVM uses a PC-relative fixup for a literal unless the expression is a subtraction.
  bool pcRelative() const { return op != '-' && minus.empty(); }
};

struct ExprError {
  int col = 0;
  std::string message;
};

// Parses an expression at the scanner's position. `allowFloat` lets a floating-point literal stand as the
// whole operand; `negatedSymbols` accepts unary minuses before a bare symbol (an instruction operand that
// llvm-mc prints and fixes up but cannot relocate). On failure returns nullopt and fills `err`.
std::optional<ExprValue> parseExpr(Scan& s, const SymbolValues* syms, bool allowFloat, ExprError& err,
                                   bool negatedSymbols = false);

// The binary operators of LLVM's GNU-style expressions, by precedence: || (1), && (2), comparisons (3),
// + - (4), | ^ & (5), * / % << >> (6).
enum class BinaryOp : uint8_t { None, LOr, LAnd, Eq, Ne, Lt, Le, Gt, Ge, Add, Sub, Or, Xor, And, Mul, Div, Mod, Shl, Shr };
struct BinaryOpToken {
  BinaryOp op = BinaryOp::None;
  int precedence = 0;
  size_t length = 0;
};
// The binary operator at the scanner's position (spaces skipped), or BinaryOp::None.
BinaryOpToken binaryOperatorAt(Scan& s);

// A number token at the scanner's position (LLVM's integer forms, or a real: its double's bits unless
// `allowFloat`); false with `err` set when it is malformed.
bool parseNumber(Scan& s, ExprValue& v, bool allowFloat, ExprError& err);

// A lone decimal or hex integer (optionally negated) that ends its operand, as parseExpr reads it first: true
// with the value (its col set) and the scanner past it; false, with nothing moved, for anything else.
bool plainInteger(Scan& s, ExprValue& v);

}  // namespace gcnkit
