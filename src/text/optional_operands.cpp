// Optional operands after the operands, read as llvm-mc 22 reads them (see optional_operands.h).
#include "text/optional_operands.h"

#include <string>

namespace gcnkit {

namespace {

constexpr const char* kNotValid = "not a valid operand.";

// A word at the cursor (after an optional comma): its name, column and whether `:` follows it.
struct Word {
  std::string_view name;
  int col = 0;
  bool valued = false;
};

bool nextWord(Ctx& c, Word& w) {
  c.s.skipSpace();
  if (c.s.peek() == ',') {  // (LLVM takes a comma before an optional operand)
    ++c.s.pos;
    c.s.skipSpace();
  }
  w = {};
  if (c.s.atEnd()) return false;
  w.col = c.s.col();
  Scan probe = c.s;
  w.name = probe.ident();
  probe.skipSpace();
  w.valued = !w.name.empty() && probe.peek() == ':';
  return true;
}

// (a bounded value out of range is reported at its word, a list entry at the entry, as llvm-mc 22 does)
bool readValue(Ctx& c, const OptionalSpec& s, int wordCol, uint32_t& out) {
  c.s.skipSpace();
  c.s.accept(':');
  c.s.skipSpace();
  const std::string bad = s.outOfRange ? std::string(s.outOfRange) : "invalid " + std::string(s.name) + " value.";
  if (s.kind == OptionalKind::Bounded) {
    int col = c.s.col();
    auto v = parseAbs(c, col);
    if (!v) return false;
    if (*v < 0 || *v > s.max) return c.fail(wordCol, bad);
    out = uint32_t(*v);
    return true;
  }
  if (s.kind == OptionalKind::Named) {
    const int col = c.s.col();
    Scan probe = c.s;
    const std::string_view id = probe.ident();
    for (int i = 0; !id.empty() && i <= s.max; ++i)
      if (id == s.names[i]) {
        c.s = probe;
        out = uint32_t(i);
        return true;
      }
    ExprError err;
    auto v = parseExpr(c.s, c.syms, false, err);
    if (!v) return c.fail(err.col, err.message);
    // (a symbol that names no value is an invalid value, at the value)
    if (v->kind != ExprValue::Kind::Int || v->value < 0 || v->value > s.max) return c.fail(col, bad);
    out = uint32_t(v->value);
    return true;
  }
  if (!c.s.accept('[')) return c.fail(c.s.col(), "expected a left square bracket");
  out = 0;
  for (int n = 0;; ++n) {
    c.s.skipSpace();
    int col = c.s.col();
    if (n >= 4) return c.fail(col, "expected a closing square bracket");
    auto v = parseAbs(c, col);
    if (!v) return false;
    if (*v < 0 || *v > 1) return c.fail(col, bad);
    out |= uint32_t(*v) << n;
    c.s.skipSpace();
    if (c.s.accept(']')) return true;
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma or a closing square bracket");
  }
}

}  // namespace

bool readOptionals(Ctx& c, std::span<const OptionalSpec> specs, int first, Optionals& o) {
  int place = first, last = -1;
  Word w;
  while (nextWord(c, w)) {
    int k = -1;
    for (size_t i = 0; i < specs.size(); ++i)
      if (w.name == specs[i].name) k = int(i);
    const bool tried = k >= 0 && place <= first + k;
    const bool takesValue = k >= 0 && specs[size_t(k)].kind != OptionalKind::Flag;
    // (a flag where its parser is tried, written with a value: LLVM takes the flag, then fails at the ':' as an
    // expression's first token)
    if (tried && !takesValue && w.valued) {
      Scan probe = c.s;
      probe.ident();
      probe.skipSpace();
      return c.fail(probe.col(), "unknown token in expression");
    }
    if (!tried || w.valued != takesValue) {
      if (w.valued) return c.fail(w.col, kNotValid);
      if (!o.mismatchCol) o.mismatchCol = w.col;
      if (c.s.ident().empty()) return c.fail(w.col, kInvalidOperand);  // (not even a symbol)
      ++place;
      continue;
    }
    c.s.ident();
    uint32_t v = 1;
    if (takesValue && !readValue(c, specs[size_t(k)], w.col, v)) return false;
    // (a repeated or out-of-order operand parses; the match fails there)
    if ((k <= last || o.cols[size_t(k)]) && !o.mismatchCol) o.mismatchCol = w.col;
    if (!o.cols[size_t(k)]) {
      o.cols[size_t(k)] = w.col;
      o.values[size_t(k)] = v;
    }
    last = std::max(last, k);
    ++place;
  }
  return true;
}

}  // namespace gcnkit
