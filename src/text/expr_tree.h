// Assembler expressions kept as trees, for values that can only be known later: `.set` of symbols defined
// further down (clang's resource symbols: `.set kernel.num_vgpr, max(46, amdgpu.max_num_vgpr)`), `.amdhsa_*`
// values that name them, data that refers to them. A tree is evaluated against the symbols as they stand, as
// LLVM's MCExpr::evaluateAsRelocatable does: to a constant, to `symA - symB + constant`, or to nothing yet.
// AMDGPU's target functions (max, or, extrasgprs, totalnumvgprs, alignto, occupancy) are nodes whose value a
// caller supplies, since they need the processor.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "text/expr.h"
#include "text/scan.h"

namespace gcnkit {

enum class ExprFunction : uint8_t { Max, Or, ExtraSgprs, TotalNumVgprs, AlignTo, Occupancy };
// "max" -> Max, ...; nullopt for other names. `arity` is the exact argument count (0: one or more).
std::optional<ExprFunction> exprFunctionNamed(std::string_view name, size_t* arity = nullptr);
std::string_view exprFunctionName(ExprFunction f);

struct ExprTree {
  enum class Kind : uint8_t { Constant, Symbol, Unary, Binary, Call };
  struct Node {
    Kind kind = Kind::Constant;
    uint8_t op = 0;          // Unary: '-', '~', '!', '+'; Binary: a BinaryOp; Call: an ExprFunction
    int64_t value = 0;       // Constant
    std::string name;        // Symbol
    std::vector<uint32_t> args;  // operands (indices into nodes)
    int col = 0;
  };
  std::vector<Node> nodes;
  uint32_t root = 0;
  std::string text;  // the expression as written (for listings)
};

// Parses an expression into a tree at the scanner's position. `onSymbol` sees every symbol name in the order
// written (the assembler registers them). On failure returns nullopt and fills `err`.
std::optional<ExprTree> parseExprTree(Scan& s, ExprError& err,
                                      const std::function<void(std::string_view)>& onSymbol = {});

// What a tree is worth now.
struct ExprResult {
  enum class Kind { Constant, Relocatable, Unknown } kind = Kind::Unknown;
  int64_t value = 0;         // Constant: the value; Relocatable: the addend
  std::string symbol, minus;  // Relocatable: symbol [- minus] + value
  std::string error;         // Unknown: why (a symbol not defined yet, a non-constant operand, ...)
  int col = 0;
  bool isConstant() const { return kind == Kind::Constant; }
};

// How the evaluator learns what symbols are: a constant, a place in a section, a tree of its own (a symbol
// set to an expression that was not known when it was set), or nothing yet.
struct ExprSymbol {
  enum class Kind { Undefined, Constant, Label, Tree } kind = Kind::Undefined;
  int64_t value = 0;  // Constant: the value; Label: the offset in `section`
  int section = -1;   // Label
  const ExprTree* tree = nullptr;
};
struct ExprContext {
  std::function<ExprSymbol(std::string_view)> symbol;
  // The value of a target function of constant arguments (nullopt: an error, set in `error`).
  std::function<std::optional<int64_t>(ExprFunction, std::span<const int64_t>, std::string& error)> call;
};

ExprResult evaluateExprTree(const ExprTree& tree, const ExprContext& context);

}  // namespace gcnkit
