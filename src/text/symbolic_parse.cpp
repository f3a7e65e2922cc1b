#include "text/symbolic_parse.h"

#include <array>

#include <fmt/format.h>

#include "isa/symbolic.h"

namespace gcnkit {

namespace {

std::nullopt_t fail(Diagnostic& d, int col, std::string msg) {
  d.col = col;
  d.message = std::move(msg);
  return std::nullopt;
}

// An absolute integer expression.
// An absolute expression; `notAbsolute` is the message for one that parses but is not absolute (LLVM's
// "expected <what> or an absolute expression" of the operands that also take a macro).
std::optional<int64_t> absExpr(Scan& s, const SymbolValues* syms, Diagnostic& d,
                               const char* notAbsolute = "expected absolute expression") {
  ExprError err;
  s.skipSpace();
  int col = s.col();
  auto v = parseExpr(s, syms, false, err);
  if (!v) return fail(d, err.col, err.message);
  if (!v->isInt()) return fail(d, col, notAbsolute);
  return v->value;
}

bool startsWith(Scan& s, std::string_view word) {
  s.skipSpace();
  return s.line.substr(s.pos, word.size()) == word;
}

// Reads "name(value) [& or ,] name(value) ...", calling `counter(name, col)` with the scanner on the '('
// (it reads through the ')'); returns false, with the diagnostic set, on the first error.
template <class Counter>
bool counterList(Scan& s, Diagnostic& d, Counter counter) {
  for (bool first = true;; first = false) {
    if (!first) {
      // Counters are separated by '&', ',' or white space; a separator must be followed by a counter.
      s.skipSpace();
      bool sep = s.peek() == '&' || s.peek() == ',';
      if (sep) ++s.pos;
      s.skipSpace();
      if (s.atEnd()) {
        if (sep) return fail(d, s.col(), "expected a counter name"), false;
        return true;
      }
    }
    s.skipSpace();
    int col = s.col();
    std::string_view name = s.ident();
    if (name.empty()) return fail(d, col, "expected a counter name"), false;
    s.skipSpace();  // "vmcnt (0)"
    if (s.peek() != '(') return fail(d, s.col(), "expected a left parenthesis"), false;
    if (!counter(name, col)) return false;
  }
}

}  // namespace

std::optional<uint32_t> parseWaitcnt(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d) {
  s.skipSpace();
  // A counter list starts with name(; anything else is an expression for the raw value.
  Scan probe = s;
  bool counters = !probe.ident().empty() && probe.accept('(');
  if (!counters) {
    auto v = absExpr(s, syms, d);
    if (!v) return std::nullopt;
    return uint32_t(*v) & 0xffff;
  }
  WaitcntCounts c{waitcntMax(g, 0), waitcntMax(g, 1), waitcntMax(g, 2)};
  bool ok = counterList(s, d, [&](std::string_view name, int col) {
    bool sat = name.ends_with("_sat");
    std::string_view base = sat ? name.substr(0, name.size() - 4) : name;
    int counter = base == "vmcnt" ? 0 : base == "expcnt" ? 1 : base == "lgkmcnt" ? 2 : -1;
    if (counter < 0) return fail(d, col, fmt::format("invalid counter name {}", name)), false;
    ++s.pos;
    s.skipSpace();
    int vcol = s.col();
    auto v = absExpr(s, syms, d);
    if (!v) return false;
    unsigned max = waitcntMax(g, counter);
    if (*v < 0 || uint64_t(*v) > max) {
      if (!sat) return fail(d, vcol, fmt::format("too large value for {}", base)), false;
      *v = *v < 0 ? 0 : max;
    }
    if (!s.accept(')')) return fail(d, s.col(), "expected a closing parenthesis"), false;
    (counter == 0 ? c.vm : counter == 1 ? c.exp : c.lgkm) = unsigned(*v);
    return true;
  });
  if (!ok) return std::nullopt;
  return encodeWaitcnt(g, c);
}

std::optional<uint32_t> parsePlainWaitcnt(Scan& s, Gen g) {
  const std::string_view l = s.line;
  const size_t n = l.size();
  size_t i = s.pos;
  WaitcntCounts c{waitcntMax(g, 0), waitcntMax(g, 1), waitcntMax(g, 2)};
  auto blanks = [&] {
    while (i < n && (l[i] == ' ' || l[i] == '\t')) ++i;
  };
  for (bool first = true;; first = false) {
    blanks();
    if (!first) {
      if (i >= n) break;
      if (l[i] == '&' || l[i] == ',') {
        ++i;
        blanks();
        if (i >= n) return std::nullopt;  // a separator with no counter: parseWaitcnt's error
      }
    }
    const size_t name = i;
    while (i < n && l[i] >= 'a' && l[i] <= 'z') ++i;
    const std::string_view word = l.substr(name, i - name);
    const int counter = word == "vmcnt" ? 0 : word == "expcnt" ? 1 : word == "lgkmcnt" ? 2 : -1;
    if (counter < 0 || i >= n || l[i] != '(') return std::nullopt;
    ++i;
    // A decimal count: "0" or digits without a leading zero, in range, then ')'.
    const size_t digits = i;
    unsigned v = 0;
    while (i < n && l[i] >= '0' && l[i] <= '9' && i - digits < 6) v = v * 10 + unsigned(l[i++] - '0');
    if (i == digits || (i - digits > 1 && l[digits] == '0') || i >= n || l[i] != ')') return std::nullopt;
    if (v > waitcntMax(g, counter)) return std::nullopt;
    ++i;
    (counter == 0 ? c.vm : counter == 1 ? c.exp : c.lgkm) = v;
  }
  s.pos = i;
  return encodeWaitcnt(g, c);
}

// "name(" that is not the expected macro.
bool otherCall(Scan& s) {
  Scan p = s;
  p.skipSpace();
  return !p.ident().empty() && p.peek() == '(';
}

// A macro operand: "macro(...)" read by `body` (called after the left parenthesis), or a raw value up to
// `maxValue`; another "name(" is an error with LLVM's `otherCallMessage`.
template <class Body>
std::optional<uint32_t> macroOperand(Scan& s, std::string_view macro, const char* otherCallMessage, int64_t maxValue,
                                     const char* rangeMessage, const SymbolValues* syms, Diagnostic& d, Body body) {
  if (startsWith(s, macro)) {
    s.ident();
    if (!s.accept('(')) return fail(d, s.col(), "expected a left parenthesis");
    return body();
  }
  if (otherCall(s)) return fail(d, s.col(), otherCallMessage);
  int col = s.col();
  auto v = absExpr(s, syms, d, otherCallMessage);
  if (!v) return std::nullopt;
  if (*v < 0 || *v > maxValue) return fail(d, col, rangeMessage);
  return uint32_t(*v);
}

constexpr const char* k16Bits = "invalid immediate: only 16-bit values are legal";

std::optional<uint32_t> parseHwreg(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d) {
  return macroOperand(s, "hwreg", "expected a hwreg macro, structured immediate or an absolute expression", 0xffff, k16Bits, syms, d, [&]() -> std::optional<uint32_t> {
    s.skipSpace();
    int col = s.col();
    int64_t id = 0;
    if (Scan::identStart(s.peek()) && s.peek() != '.') {
      size_t save = s.pos;
      std::string_view name = s.ident();
      if (auto known = hwregId(name, g)) id = *known;
      else if (hwregNameExists(name)) return fail(d, col, "invalid hardware register: not supported on this GPU");
      else if (syms && syms->absolute(name)) { s.pos = save; auto v = absExpr(s, syms, d); if (!v) return std::nullopt; id = *v; }
      else return fail(d, col, "expected a register name or an absolute expression");
    } else {
      auto v = absExpr(s, syms, d);
      if (!v) return std::nullopt;
      id = *v;
      if (id < 0 || id > 63) return fail(d, col, "invalid hardware register: only 6-bit values are legal");
    }
    int64_t offset = 0, size = 32;
    if (s.accept(',')) {
      s.skipSpace();
      int ocol = s.col();
      auto o = absExpr(s, syms, d);
      if (!o) return std::nullopt;
      if (!s.accept(',')) return fail(d, s.col(), "expected a comma");
      s.skipSpace();
      int scol = s.col();
      auto w = absExpr(s, syms, d);
      if (!w) return std::nullopt;
      if (*o < 0 || *o > 31) return fail(d, ocol, "invalid bit offset: only 5-bit values are legal");
      if (*w < 1 || *w > 32) return fail(d, scol, "invalid bitfield width: only values from 1 to 32 are legal");
      offset = *o;
      size = *w;
    }
    if (!s.accept(')')) return fail(d, s.col(), "expected a closing parenthesis");
    return uint32_t(id | offset << 6 | (size - 1) << 11);
  });
}

namespace {
std::optional<uint32_t> sendmsgOperand(Scan& s, Gen g, int64_t maxValue, const char* rangeMessage,
                                       const SymbolValues* syms, Diagnostic& d) {
  return macroOperand(s, "sendmsg", "expected a sendmsg macro or an absolute expression", maxValue, rangeMessage, syms, d, [&]() -> std::optional<uint32_t> {
    s.skipSpace();
    int mcol = s.col();
    int64_t msg = 0;
    bool msgSymbolic = false;
    // A message of other GPUs is reported once the macro's syntax is read (llvm-mc 22: a fourth argument is "expected
    // a closing parenthesis" first).
    bool otherGpuMessage = false;
    if (Scan::identStart(s.peek()) && s.peek() != '.') {
      std::string_view name = s.ident();
      if (auto m = sendmsgId(name, g)) { msg = *m; msgSymbolic = true; }
      else if (sendmsgNameExists(name)) otherGpuMessage = true;
      else return fail(d, mcol, "expected a message name or an absolute expression");
    } else {
      auto v = absExpr(s, syms, d);
      if (!v) return std::nullopt;
      msg = *v;
      if (msg < 0 || msg > int64_t(sendmsgIdMax(g))) return fail(d, mcol, "invalid message id");
    }
    int64_t op = 0, stream = 0;
    bool hasOp = false, hasStream = false;
    int ocol = 0, scol = 0;
    if (s.accept(',')) {
      s.skipSpace();
      ocol = s.col();
      hasOp = true;
      if (Scan::identStart(s.peek()) && s.peek() != '.') {
        // LLVM reads SYSMSG_OP_* names after MSG_SYSMSG and GS_OP_* names after any other message, and checks that
        // the message takes the operation once the macro is read.
        std::string_view name = s.ident();
        // (a message of other GPUs reads GS_OP_* names)
        auto o = sendmsgOpIdAfter(otherGpuMessage ? -1 : msg, name);
        if (!o) return fail(d, ocol, "expected an operation name or an absolute expression");
        if (!otherGpuMessage && sendmsgIsSysmsg(msg) && !sendmsgOpValid(unsigned(msg), *o, g))
          return fail(d, ocol, "specified operation id is not supported on this GPU");
        op = *o;
      } else {
        auto v = absExpr(s, syms, d);
        if (!v) return std::nullopt;
        op = *v;
      }
      if (s.accept(',')) {
        s.skipSpace();
        scol = s.col();
        hasStream = true;
        auto v = absExpr(s, syms, d);
        if (!v) return std::nullopt;
        stream = *v;
      }
    }
    if (!s.accept(')')) return fail(d, s.col(), "expected a closing parenthesis");
    if (otherGpuMessage) return fail(d, mcol, "specified message id is not supported on this GPU");
    if (msgSymbolic) {
      if (sendmsgRequiresOp(unsigned(msg), g) && !hasOp) return fail(d, mcol, "missing message operation");
      if (!sendmsgRequiresOp(unsigned(msg), g) && hasOp) return fail(d, ocol, "message does not support operations");
      if (hasOp && (op < 0 || op > 7 || !sendmsgOpValid(unsigned(msg), unsigned(op), g)))
        return fail(d, ocol, "invalid operation id");
      if (hasStream && !sendmsgSupportsStream(unsigned(msg), unsigned(op), g))
        return fail(d, scol, "message operation does not support streams");
      if (stream < 0 || stream > 3) return fail(d, scol, "invalid message stream id");
    } else if (op < 0 || op > 7 || stream < 0 || stream > 3) {
      return fail(d, op < 0 || op > 7 ? ocol : scol, op < 0 || op > 7 ? "invalid operation id" : "invalid message stream id");
    }
    return uint32_t(msg | op << 4 | stream << 8);
  });
}
}  // namespace

std::optional<uint32_t> parseSendmsg(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d) {
  return sendmsgOperand(s, g, 0xffff, k16Bits, syms, d);
}

std::optional<uint32_t> parseSendmsgRtn(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d) {
  s.skipSpace();
  const int col = s.col();
  auto v = sendmsgOperand(s, g, 0xffff, k16Bits, syms, d);
  // LLVM takes 16 bits and keeps the low 8 the SSRC0 field holds; gcnkit refuses what the field cannot hold.
  if (v && *v > 0xff) return fail(d, col, "invalid immediate: only 8-bit values are legal");
  return v;
}

std::optional<uint32_t> parseDelayAlu(Scan& s, const SymbolValues* syms, Diagnostic& d) {
  s.skipSpace();
  Scan probe = s;
  const bool named = !probe.ident().empty() && (probe.skipSpace(), probe.peek() == '(');
  if (!named) {
    auto v = absExpr(s, syms, d);
    if (!v) return std::nullopt;
    return uint32_t(*v) & 0xffff;  // LLVM keeps the low 16 bits of any value
  }
  uint32_t value = 0;
  for (;;) {
    s.skipSpace();
    const int col = s.col();
    const std::string_view field = s.ident();
    if (field.empty()) return fail(d, col, "expected a field name");
    const DelayAluField* f = delayAluField(field);
    if (!f) return fail(d, col, fmt::format("invalid field name {}", field));
    s.skipSpace();
    if (!s.accept('(')) return fail(d, s.col(), "expected a left parenthesis");
    s.skipSpace();
    const int vcol = s.col();
    const std::string_view name = s.ident();
    if (name.empty()) return fail(d, vcol, "expected a value name");
    const auto v = delayAluValue(*f, name);
    if (!v) return fail(d, vcol, fmt::format("invalid value name {}", name));
    s.skipSpace();
    if (!s.accept(')')) return fail(d, s.col(), "expected a right parenthesis");
    value |= *v << f->shift;
    s.skipSpace();
    if (!s.accept('|')) return value;
  }
}

std::optional<uint32_t> parseGprIdx(Scan& s, const SymbolValues* syms, Diagnostic& d) {
  return macroOperand(s, "gpr_idx", "expected absolute expression", 15, "invalid immediate: only 4-bit values are legal", syms, d, [&]() -> std::optional<uint32_t> {
    static constexpr std::array<std::string_view, 4> names{"SRC0", "SRC1", "SRC2", "DST"};
    uint32_t mode = 0;
    if (s.accept(')')) return mode;
    for (;;) {
      s.skipSpace();
      int col = s.col();
      std::string_view name = s.ident();
      int bit = -1;
      for (int i = 0; i < 4; ++i)
        if (names[i] == name) bit = i;
      if (bit < 0) return fail(d, col, "expected a VGPR index mode or a closing parenthesis");
      if (mode & (1u << bit)) return fail(d, col, "duplicate VGPR index mode");
      mode |= 1u << bit;
      if (s.accept(')')) return mode;
      if (!s.accept(',')) return fail(d, s.col(), "expected a comma or a closing parenthesis");
    }
  });
}

std::optional<uint32_t> parseDepctr(Scan& s, Gen g, const SymbolValues* syms, Diagnostic& d) {
  s.skipSpace();
  Scan probe = s;
  if (probe.ident().empty() || probe.peek() != '(') {
    int col = s.col();
    auto v = absExpr(s, syms, d);
    if (!v) return std::nullopt;
    if (*v < -32768 || *v > 0xffff) return fail(d, col, "invalid operand for instruction");
    return uint32_t(*v) & 0xffff;
  }
  int n = 0;
  const DepctrField* fields = depctrFields(g, n);
  uint32_t value = depctrAllMax(g), seen = 0;
  bool ok = counterList(s, d, [&](std::string_view name, int col) {
    int index = -1;
    for (int i = 0; i < n; ++i)
      if (fields[i].name == name) index = i;
    if (index < 0) {
      int all = 0;
      const DepctrField* every = depctrFields(Gen::GFX10_3, all);
      for (int i = 0; i < all; ++i)
        if (every[i].name == name) return fail(d, col, fmt::format("{} is not supported on this GPU", name)), false;
      return fail(d, col, fmt::format("invalid counter name {}", name)), false;
    }
    if (seen & (1u << index)) return fail(d, col, fmt::format("duplicate counter name {}", name)), false;
    seen |= 1u << index;
    const DepctrField& f = fields[index];
    ++s.pos;
    auto v = absExpr(s, syms, d);
    if (!v) return false;
    unsigned max = (1u << f.bits) - 1;
    if (*v < 0 || uint64_t(*v) > max) return fail(d, col, fmt::format("invalid value for {}", name)), false;
    if (!s.accept(')')) return fail(d, s.col(), "expected a closing parenthesis"), false;
    value = (value & ~(max << f.shift)) | uint32_t(*v) << f.shift;
    return true;
  });
  if (!ok) return std::nullopt;
  return value;
}

}  // namespace gcnkit
