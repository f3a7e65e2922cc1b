#include "text/expr_tree.h"

#include <algorithm>

#include <fmt/format.h>

namespace gcnkit {

namespace {

struct FunctionRow {
  std::string_view name;
  ExprFunction f;
  size_t arity;  // 0: one or more
};
constexpr FunctionRow kFunctions[] = {
    {"max", ExprFunction::Max, 0},           {"or", ExprFunction::Or, 0},
    {"extrasgprs", ExprFunction::ExtraSgprs, 3}, {"totalnumvgprs", ExprFunction::TotalNumVgprs, 2},
    {"alignto", ExprFunction::AlignTo, 2},   {"occupancy", ExprFunction::Occupancy, 7},
};

class TreeParser {
 public:
  TreeParser(Scan& s, ExprError& err, const std::function<void(std::string_view)>& onSymbol)
      : s_(s), err_(err), onSymbol_(onSymbol) {}

  std::optional<uint32_t> expr(int minPrecedence) {
    auto lhs = primary();
    if (!lhs) return std::nullopt;
    for (;;) {
      Scan probe = s_;
      const BinaryOpToken t = binaryOperatorAt(probe);
      if (t.op == BinaryOp::None || t.precedence < minPrecedence) return lhs;
      s_.pos = probe.pos + t.length;
      const int col = probe.col();
      auto rhs = expr(t.precedence + 1);
      if (!rhs) return std::nullopt;
      lhs = add({ExprTree::Kind::Binary, uint8_t(t.op), 0, {}, {*lhs, *rhs}, col});
    }
  }

  ExprTree take() { return std::move(tree_); }

 private:
  static constexpr int kMaxDepth = 4096;  // parentheses and unary operators recurse

  uint32_t add(ExprTree::Node n) {
    tree_.nodes.push_back(std::move(n));
    return uint32_t(tree_.nodes.size() - 1);
  }
  std::nullopt_t fail(int col, std::string message) {
    err_.col = col;
    err_.message = std::move(message);
    return std::nullopt;
  }

  std::optional<uint32_t> primary() {
    s_.skipSpace();
    const int col = s_.col();
    const char c = s_.peek();
    if (++depth_ > kMaxDepth) return fail(col, fmt::format("expression nested more than {} levels deep", kMaxDepth));
    struct Leave {
      int& d;
      ~Leave() { --d; }
    } leave{depth_};
    if (c == '(') {
      ++s_.pos;
      auto inner = expr(1);
      if (!inner) return std::nullopt;
      if (!s_.accept(')')) return fail(s_.col(), "expected ')'");
      return inner;
    }
    if (c == '-' || c == '~' || c == '!' || c == '+') {
      ++s_.pos;
      auto operand = primary();
      if (!operand) return std::nullopt;
      return add({ExprTree::Kind::Unary, uint8_t(c), 0, {}, {*operand}, col});
    }
    if ((c >= '0' && c <= '9') || (c == '.' && s_.peek(1) >= '0' && s_.peek(1) <= '9')) {
      ExprValue v;
      if (!parseNumber(s_, v, false, err_)) return std::nullopt;
      return add({ExprTree::Kind::Constant, 0, v.value, {}, {}, col});
    }
    if (!Scan::identStart(c)) return fail(col, "unknown token in expression");
    std::string_view name = s_.ident();
    size_t arity = 0;
    Scan after = s_;
    after.skipSpace();
    if (auto f = exprFunctionNamed(name, &arity); f && after.peek() == '(') {
      s_.pos = after.pos + 1;
      std::vector<uint32_t> args;
      do {
        auto a = expr(1);
        if (!a) return std::nullopt;
        args.push_back(*a);
      } while (s_.accept(','));
      if (!s_.accept(')')) return fail(s_.col(), "expected ')'");
      if (arity && args.size() != arity)
        return fail(col, fmt::format("{} takes {} arguments, not {}", name, arity, args.size()));
      return add({ExprTree::Kind::Call, uint8_t(*f), 0, {}, std::move(args), col});
    }
    if (onSymbol_) onSymbol_(name);
    return add({ExprTree::Kind::Symbol, 0, 0, std::string(name), {}, col});
  }

  Scan& s_;
  ExprError& err_;
  const std::function<void(std::string_view)>& onSymbol_;
  ExprTree tree_;
  int depth_ = 0;
};

// A value during evaluation: symbol [- minus] + constant, each symbol with what is known of it.
struct Value {
  bool known = true;  // false: not a constant and not relocatable (yet)
  int64_t c = 0;
  std::string a, b;  // a: added symbol, b: subtracted symbol
  ExprSymbol sa, sb;
  std::string error;
  int col = 0;
};

class Evaluator {
 public:
  explicit Evaluator(const ExprContext& ctx) : ctx_(ctx) {}

  Value eval(const ExprTree& t, uint32_t i) {
    const ExprTree::Node& n = t.nodes[i];
    switch (n.kind) {
      case ExprTree::Kind::Constant: return constant(n.value);
      case ExprTree::Kind::Symbol: return symbol(n);
      case ExprTree::Kind::Unary: return unary(n, eval(t, n.args[0]));
      case ExprTree::Kind::Binary: return binary(n, eval(t, n.args[0]), eval(t, n.args[1]));
      case ExprTree::Kind::Call: return call(t, n);
    }
    return unknown(n.col, "invalid expression");
  }

 private:
  static Value constant(int64_t v) {
    Value r;
    r.c = v;
    return r;
  }
  static Value unknown(int col, std::string why) {
    Value r;
    r.known = false;
    r.col = col;
    r.error = std::move(why);
    return r;
  }
  static bool isConstant(const Value& v) { return v.known && v.a.empty() && v.b.empty(); }

  Value symbol(const ExprTree::Node& n) {
    const ExprSymbol s = ctx_.symbol(n.name);
    if (s.kind == ExprSymbol::Kind::Constant) return constant(s.value);
    if (s.kind == ExprSymbol::Kind::Tree && s.tree) {
      if (std::find(active_.begin(), active_.end(), s.tree) != active_.end() || active_.size() > 256)
        return unknown(n.col, fmt::format("cyclic dependency in the value of '{}'", n.name));
      active_.push_back(s.tree);
      Value v = eval(*s.tree, s.tree->root);
      active_.pop_back();
      if (!v.known && v.col == 0) v.col = n.col;
      return v;
    }
    Value r;
    r.a = n.name;
    r.sa = s;
    r.col = n.col;
    return r;
  }

  static Value unary(const ExprTree::Node& n, Value v) {
    if (!v.known) return v;
    if (n.op == '+') return v;
    if (n.op == '-' && v.b.empty() && v.a.empty()) return constant(int64_t(0 - uint64_t(v.c)));
    if (n.op == '-') {  // -(a - b + c) = b - a - c
      std::swap(v.a, v.b);
      std::swap(v.sa, v.sb);
      v.c = int64_t(0 - uint64_t(v.c));
      if (!v.b.empty() && v.a.empty()) return unknown(n.col, "expected relocatable expression");
      return v;
    }
    if (!isConstant(v)) return unknown(n.col, "expected absolute expression");
    return constant(n.op == '~' ? ~v.c : !v.c);
  }

  // a - b folds to a constant once both are placed in one section (or are the same symbol).
  static Value fold(Value v) {
    if (!v.a.empty() && !v.b.empty()) {
      if (v.a == v.b) {
        v.a.clear();
        v.b.clear();
      } else if (v.sa.kind == ExprSymbol::Kind::Label && v.sb.kind == ExprSymbol::Kind::Label &&
                 v.sa.section == v.sb.section) {
        v.c = int64_t(uint64_t(v.c) + uint64_t(v.sa.value) - uint64_t(v.sb.value));
        v.a.clear();
        v.b.clear();
      }
    }
    return v;
  }

  static Value binary(const ExprTree::Node& n, Value l, Value r) {
    if (!l.known) return l;
    if (!r.known) return r;
    const auto op = BinaryOp(n.op);
    if (op == BinaryOp::Add || op == BinaryOp::Sub) {
      if (op == BinaryOp::Sub) {
        std::swap(r.a, r.b);
        std::swap(r.sa, r.sb);
        r.c = int64_t(0 - uint64_t(r.c));
      }
      if ((!l.a.empty() && !r.a.empty()) || (!l.b.empty() && !r.b.empty()))
        return unknown(n.col, "expected relocatable expression");
      Value out = l;
      out.c = int64_t(uint64_t(l.c) + uint64_t(r.c));
      if (out.a.empty()) {
        out.a = r.a;
        out.sa = r.sa;
      }
      if (out.b.empty()) {
        out.b = r.b;
        out.sb = r.sb;
      }
      out = fold(out);
      if (out.a.empty() && !out.b.empty()) return unknown(n.col, "expected relocatable expression");
      return out;
    }
    if (!isConstant(l) || !isConstant(r)) {
      Value u = unknown(n.col, "expected absolute expression");
      for (const Value* v : {&l, &r})
        if (!v->a.empty() && v->sa.kind == ExprSymbol::Kind::Undefined) u.error = fmt::format("'{}' has no value", v->a);
      return u;
    }
    const int64_t a = l.c, b = r.c;
    const uint64_t ua = uint64_t(a), ub = uint64_t(b);
    switch (op) {
      case BinaryOp::Mul: return constant(int64_t(ua * ub));
      case BinaryOp::Div:
      case BinaryOp::Mod:
        if (b == 0) return unknown(n.col, "division by zero");
        if (a == INT64_MIN && b == -1) return constant(op == BinaryOp::Div ? a : 0);
        return constant(op == BinaryOp::Div ? a / b : a % b);
      case BinaryOp::Shl: return constant(ub >= 64 ? 0 : int64_t(ua << ub));
      case BinaryOp::Shr: return constant(ub >= 64 ? 0 : int64_t(ua >> ub));  // logical, as LLVM's UseLogicalShr
      case BinaryOp::And: return constant(a & b);
      case BinaryOp::Or: return constant(a | b);
      case BinaryOp::Xor: return constant(a ^ b);
      case BinaryOp::LAnd: return constant(a && b);
      case BinaryOp::LOr: return constant(a || b);
      case BinaryOp::Eq: return constant(a == b);
      case BinaryOp::Ne: return constant(a != b);
      case BinaryOp::Lt: return constant(a < b);
      case BinaryOp::Le: return constant(a <= b);
      case BinaryOp::Gt: return constant(a > b);
      case BinaryOp::Ge: return constant(a >= b);
      default: return unknown(n.col, "invalid operator");
    }
  }

  Value call(const ExprTree& t, const ExprTree::Node& n) {
    std::vector<int64_t> args;
    for (uint32_t i : n.args) {
      Value v = eval(t, i);
      if (!v.known) return v;
      if (!isConstant(v)) {
        Value u = unknown(t.nodes[i].col, "expected absolute expression");
        if (v.sa.kind == ExprSymbol::Kind::Undefined && !v.a.empty()) u.error = fmt::format("'{}' has no value", v.a);
        return u;
      }
      args.push_back(v.c);
    }
    const auto f = ExprFunction(n.op);
    if (f == ExprFunction::Max || f == ExprFunction::Or) {
      int64_t r = args[0];
      for (int64_t a : args) r = f == ExprFunction::Max ? std::max(r, a) : (r | a);
      return constant(r);
    }
    std::string error;
    auto v = ctx_.call ? ctx_.call(f, args, error) : std::nullopt;
    if (!v) return unknown(n.col, error.empty() ? fmt::format("{} is not available here", exprFunctionName(f)) : error);
    return constant(*v);
  }

  const ExprContext& ctx_;
  std::vector<const ExprTree*> active_;  // trees being evaluated: a symbol's own value may not need itself
};

}  // namespace

std::optional<ExprFunction> exprFunctionNamed(std::string_view name, size_t* arity) {
  for (const FunctionRow& r : kFunctions)
    if (r.name == name) {
      if (arity) *arity = r.arity;
      return r.f;
    }
  return std::nullopt;
}

std::string_view exprFunctionName(ExprFunction f) {
  for (const FunctionRow& r : kFunctions)
    if (r.f == f) return r.name;
  return "?";
}

std::optional<ExprTree> parseExprTree(Scan& s, ExprError& err, const std::function<void(std::string_view)>& onSymbol) {
  s.skipSpace();
  const size_t start = s.pos;
  TreeParser p(s, err, onSymbol);
  auto root = p.expr(1);
  if (!root) return std::nullopt;
  ExprTree t = p.take();
  t.root = *root;
  std::string_view text = s.line.substr(start, s.pos - start);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  t.text = std::string(text);
  return t;
}

ExprResult evaluateExprTree(const ExprTree& tree, const ExprContext& context) {
  Evaluator e(context);
  Value v = e.eval(tree, tree.root);
  ExprResult r;
  if (!v.known) {
    r.error = v.error;
    r.col = v.col;
    return r;
  }
  r.value = v.c;
  if (v.a.empty() && v.b.empty()) {
    r.kind = ExprResult::Kind::Constant;
    return r;
  }
  r.kind = ExprResult::Kind::Relocatable;
  r.symbol = v.a;
  r.minus = v.b;
  return r;
}

}  // namespace gcnkit
