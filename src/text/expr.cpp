#include "text/expr.h"

#include <bit>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace gcnkit {

std::string ExprValue::text() const {
  switch (kind) {
    case Kind::Int: return fmt::format("{}", value);
    case Kind::Float: return fmt::format("{}", fp);
    case Kind::Symbol:
      if (!minus.empty()) {
        std::string t = fmt::format("{}-{}", symbol, minus);
        if (value) t += fmt::format("{:+}", value);
        return t;
      }
      if (negations) return std::string(negations, '-') + std::string(symbol);
      if (op == 0) return std::string(symbol);
      if (symbolFirst) return fmt::format("{}{}{}", symbol, op, value);
      return fmt::format("{}{}{}", value, op, symbol);
  }
  return {};
}

BinaryOpToken binaryOperatorAt(Scan& s) {
  s.skipSpace();
  const char c = s.peek(), d = s.peek(1);
  auto two = [&](char x, char y) { return c == x && d == y; };
  if (two('|', '|')) return {BinaryOp::LOr, 1, 2};
  if (two('&', '&')) return {BinaryOp::LAnd, 2, 2};
  if (two('=', '=')) return {BinaryOp::Eq, 3, 2};
  if (two('!', '=')) return {BinaryOp::Ne, 3, 2};
  if (two('<', '>')) return {BinaryOp::Ne, 3, 2};
  if (two('<', '=')) return {BinaryOp::Le, 3, 2};
  if (two('>', '=')) return {BinaryOp::Ge, 3, 2};
  if (two('<', '<')) return {BinaryOp::Shl, 6, 2};
  if (two('>', '>')) return {BinaryOp::Shr, 6, 2};
  switch (c) {
    case '<': return {BinaryOp::Lt, 3, 1};
    case '>': return {BinaryOp::Gt, 3, 1};
    case '+': return {BinaryOp::Add, 4, 1};
    case '-': return {BinaryOp::Sub, 4, 1};
    case '|': return {BinaryOp::Or, 5, 1};
    case '^': return {BinaryOp::Xor, 5, 1};
    case '&': return {BinaryOp::And, 5, 1};
    case '*': return {BinaryOp::Mul, 6, 1};
    case '/': return {BinaryOp::Div, 6, 1};
    case '%': return {BinaryOp::Mod, 6, 1};
    default: return {};
  }
}

// A number token: decimal, hex (0x), binary (0b), octal (leading 0) or a real (read as the double's bits
// inside an expression unless `allowFloat`).
bool parseNumber(Scan& s, ExprValue& v, bool allowFloat, ExprError& err) {
  auto fail = [&err](int col, std::string msg) {
    err.col = col;
    err.message = std::move(msg);
    return false;
  };
  size_t start = s.pos;
  const std::string_view line = s.line;
  size_t p = start;
  const bool hexStart = line.substr(start, 2) == "0x" || line.substr(start, 2) == "0X";
  // A number token: alphanumerics and '.', plus an exponent sign right after e/E (or p/P in hex).
  auto exponentSign = [&](size_t i) {
    if (i <= start || (line[i] != '+' && line[i] != '-')) return false;
    char e = line[i - 1];
    return hexStart ? (e == 'p' || e == 'P') : (e == 'e' || e == 'E');
  };
  auto alnum = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  while (p < line.size() && (alnum(line[p]) || line[p] == '.' || exponentSign(p)))
    ++p;
  std::string tok(line.substr(start, p - start));
  bool isHex = tok.size() > 1 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X');
  bool isFloat = isHex ? tok.find_first_of(".pP") != std::string::npos
                       : (tok.find('.') != std::string::npos || tok.find_first_of("eE") != std::string::npos);
  if (isFloat) {
    char* end = nullptr;
    double d = std::strtod(tok.c_str(), &end);
    if (end != tok.c_str() + tok.size()) return fail(int(start) + 1, "invalid floating point literal");
    s.pos = p;
    if (!allowFloat) {  // inside an expression LLVM reads a real as the bits of the double
      v.kind = ExprValue::Kind::Int;
      v.value = std::bit_cast<int64_t>(d);
      return true;
    }
    v.kind = ExprValue::Kind::Float;
    v.fp = d;
    return true;
  }
  int base = 10;
  size_t digits = 0;
  if (isHex) { base = 16; digits = 2; }
  else if (tok.size() > 1 && tok[0] == '0' && (tok[1] == 'b' || tok[1] == 'B')) { base = 2; digits = 2; }
  else if (tok.size() > 1 && tok[0] == '0') { base = 8; digits = 1; }
  if (digits >= tok.size()) return fail(int(start) + 1, "failed parsing operand.");
  uint64_t val = 0;
  for (size_t i = digits; i < tok.size(); ++i) {
    char c = char(std::tolower(static_cast<unsigned char>(tok[i])));
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : 99;
    if (d >= base) return fail(int(start) + 1, base == 10 ? "invalid decimal number" : "invalid number");
    uint64_t next = val * uint64_t(base) + uint64_t(d);
    if (next / uint64_t(base) != val && base != 2) return fail(int(start) + 1, "literal value out of range for directive");
    val = next;
  }
  v.kind = ExprValue::Kind::Int;
  v.value = int64_t(val);
  s.pos = p;
  return true;
}

namespace {

struct Parser {
  Scan& s;
  const SymbolValues* syms;
  ExprError& err;
  bool negatedSymbols = false;

  bool fail(int col, std::string msg) {
    err.col = col;
    err.message = std::move(msg);
    return false;
  }

  std::string_view peekOp(int& precedence) {
    const BinaryOpToken t = binaryOperatorAt(s);
    precedence = t.precedence;
    return s.line.substr(s.pos, t.length);
  }

  bool number(ExprValue& v, bool allowFloat) { return parseNumber(s, v, allowFloat, err); }

  // Parentheses and unary operators recurse; a limit keeps hostile input (60,000 '(') off the stack's end.
  static constexpr int kMaxDepth = 4096;
  int depth = 0;
  struct Nest {
    int& level;
    explicit Nest(int& counter) : level(++counter) {}
    ~Nest() { --level; }
  };

  bool primary(ExprValue& v, bool allowFloat) {
    s.skipSpace();
    v.col = s.col();
    char c = s.peek();
    Nest nest(depth);
    if (depth > kMaxDepth && (c == '(' || c == '-' || c == '~' || c == '!' || c == '+'))
      return fail(s.col(), "expression nested more than " + std::to_string(kMaxDepth) + " levels deep");
    if (c == '(') {
      ++s.pos;
      if (!expr(v, 1, false)) return false;
      if (!s.accept(')')) return fail(s.col(), "expected ')'");
      return true;
    }
    if (c == '-' || c == '~' || c == '!' || c == '+') {
      int col = s.col();
      ++s.pos;
      if (!primary(v, allowFloat && c == '-')) return false;
      v.col = col;
      if (v.kind == ExprValue::Kind::Float) { v.fp = -v.fp; return true; }
      if (v.kind == ExprValue::Kind::Symbol) {
        if (c != '-' || !negatedSymbols || v.op != 0 || !v.minus.empty() || v.negations == 255)
          return fail(col, "expected absolute expression");
        ++v.negations;
        return true;
      }
      if (c == '-') v.value = int64_t(0 - uint64_t(v.value));
      else if (c == '~') v.value = ~v.value;
      else if (c == '!') v.value = !v.value;
      return true;
    }
    if ((c >= '0' && c <= '9') || (c == '.' && s.peek(1) >= '0' && s.peek(1) <= '9')) return number(v, allowFloat);
    if (Scan::identStart(c)) {
      int col = s.col();
      std::string_view name = s.ident();
      if (syms) {
        if (auto a = syms->absolute(name)) {
          v.kind = ExprValue::Kind::Int;
          v.value = *a;
          return true;
        }
      }
      v.kind = ExprValue::Kind::Symbol;
      v.symbol = name;
      v.value = 0;
      v.op = 0;
      v.col = col;
      return true;
    }
    return fail(s.col(), "unknown token in expression");
  }

  bool apply(ExprValue& l, std::string_view op, const ExprValue& r, int col) {
    if (l.kind == ExprValue::Kind::Float || r.kind == ExprValue::Kind::Float)
      return fail(col, "invalid floating point expression");
    const bool ls = l.kind == ExprValue::Kind::Symbol, rs = r.kind == ExprValue::Kind::Symbol;
    if (l.negations || r.negations) return fail(col, "expected absolute expression");
    if (ls && rs && op == "-" && l.minus.empty() && r.minus.empty() && l.op == 0 && r.op == 0) {
      // A difference of two symbols: absolute once both are placed in one section.
      l.minus = r.symbol;
      return true;
    }
    if (ls && !l.minus.empty() && !rs && (op == "+" || op == "-")) {
      l.value = op == "+" ? l.value + r.value : l.value - r.value;
      return true;
    }
    if (ls || rs) {
      // A relocatable value: one symbol plus or minus a constant.
      if ((ls && rs) || (op != "+" && op != "-") || (rs && op == "-") || (ls && l.op != 0) || (rs && r.op != 0) ||
          (rs && !r.minus.empty()))
        return fail(col, "expected absolute expression");
      ExprValue out = ls ? l : r;
      out.value = ls ? r.value : l.value;
      out.op = op[0];
      out.symbolFirst = ls;
      out.col = l.col;
      l = out;
      return true;
    }
    uint64_t a = uint64_t(l.value), b = uint64_t(r.value);
    int64_t sa = l.value, sb = r.value;
    if ((op == "/" || op == "%") && sb == 0) return fail(col, "division by zero");
    if (op == "+") l.value = int64_t(a + b);
    else if (op == "-") l.value = int64_t(a - b);
    else if (op == "*") l.value = int64_t(a * b);
    else if (op == "/") l.value = (sa == INT64_MIN && sb == -1) ? sa : sa / sb;
    else if (op == "%") l.value = (sa == INT64_MIN && sb == -1) ? 0 : sa % sb;
    else if (op == "<<") l.value = b >= 64 ? 0 : int64_t(a << b);
    else if (op == ">>") l.value = b >= 64 ? (sa < 0 ? -1 : 0) : (sa >> b);
    else if (op == "&") l.value = int64_t(a & b);
    else if (op == "|") l.value = int64_t(a | b);
    else if (op == "^") l.value = int64_t(a ^ b);
    else if (op == "&&") l.value = a && b;
    else if (op == "||") l.value = a || b;
    else if (op == "==") l.value = sa == sb;
    else if (op == "!=" || op == "<>") l.value = sa != sb;
    else if (op == "<") l.value = sa < sb;
    else if (op == "<=") l.value = sa <= sb;
    else if (op == ">") l.value = sa > sb;
    else if (op == ">=") l.value = sa >= sb;
    return true;
  }

  bool expr(ExprValue& lhs, int minPrec, bool allowFloat) {
    if (!primary(lhs, allowFloat)) return false;
    for (;;) {
      int prec = 0;
      std::string_view op = peekOp(prec);
      if (op.empty() || prec < minPrec) return true;
      int col = s.col();
      s.pos += op.size();
      ExprValue rhs;
      if (!expr(rhs, prec + 1, false)) return false;
      if (!apply(lhs, op, rhs, col)) return false;
    }
  }
};

}  // namespace

// The common case, a lone decimal or hex integer ending the operand, without the general parser.
bool plainInteger(Scan& s, ExprValue& v) {
  const std::string_view l = s.line;
  size_t i = s.pos;
  bool neg = i < l.size() && l[i] == '-';
  if (neg) ++i;
  if (i >= l.size() || l[i] < '0' || l[i] > '9') return false;
  uint64_t val = 0;
  size_t start = i;
  if (l[i] == '0' && i + 1 < l.size() && (l[i + 1] == 'x' || l[i + 1] == 'X')) {
    i += 2;
    start = i;
    for (; i < l.size() && i - start < 16; ++i) {
      char c = l[i];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) break;
      val = val << 4 | unsigned(d);
    }
  } else {
    if (l[i] == '0' && i + 1 < l.size() && l[i + 1] >= '0' && l[i + 1] <= '9') return false;  // octal
    for (; i < l.size() && l[i] >= '0' && l[i] <= '9' && i - start < 18; ++i) val = val * 10 + unsigned(l[i] - '0');
  }
  if (i == start) return false;
  // Only when nothing but the operand's end follows: a separator, a space before a modifier, or the line end.
  if (i < l.size() && l[i] != ',' && l[i] != ' ' && l[i] != '\t') return false;
  size_t j = i;
  while (j < l.size() && (l[j] == ' ' || l[j] == '\t')) ++j;
  if (j < l.size() && l[j] != ',' && !Scan::identStart(l[j])) return false;  // an operator follows
  v = ExprValue{};
  v.kind = ExprValue::Kind::Int;
  v.value = neg ? -int64_t(val) : int64_t(val);
  v.col = int(s.pos) + 1;
  s.pos = i;
  return true;
}

std::optional<ExprValue> parseExpr(Scan& s, const SymbolValues* syms, bool allowFloat, ExprError& err,
                                   bool negatedSymbols) {
  s.skipSpace();
  ExprValue fast;
  if (plainInteger(s, fast)) return fast;
  Parser p{s, syms, err, negatedSymbols};
  ExprValue v;
  int col = s.col();
  if (!p.expr(v, 1, allowFloat)) return std::nullopt;
  v.col = col;
  return v;
}

}  // namespace gcnkit
