#include "asm/assembler.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include <fmt/format.h>

#include "codec/codec.h"
#include "text/append.h"
#include "text/diagnostics.h"
#include "text/parser.h"
#include "text/printer.h"

namespace gcnkit {

namespace {

// What resolving a fixup needs, kept small: a branchy million-line program has a hundred thousand.
struct PendingFixup {
  std::string_view symbol;
  std::string_view sourceLine;  // for the diagnostic
  int64_t addend;
  uint32_t instOffset;  // where the instruction starts in the section
  int32_t line;
  uint16_t col;
  uint8_t offset;       // of the patched bytes inside the instruction
  Fixup::Kind kind;
};

struct SymbolHash {
  size_t operator()(std::string_view s) const {
    uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
    for (char c : s) h = (h ^ uint8_t(c)) * 0x100000001b3ull;
    return size_t(h);
  }
};

class Symbols final : public SymbolValues {
 public:
  std::unordered_map<std::string_view, int64_t, SymbolHash> absolutes;  // .set / .equ / =
  std::unordered_map<std::string_view, uint32_t, SymbolHash> labels;    // section offsets

  std::optional<int64_t> absolute(std::string_view name) const override {
    if (absolutes.empty()) return std::nullopt;
    auto it = absolutes.find(name);
    if (it == absolutes.end()) return std::nullopt;
    return it->second;
  }
};

// Characters that may start a comment or a string: the only ones stripComment must look at.
struct CommentChars {
  bool table[256] = {};
  constexpr CommentChars() { table[uint8_t(';')] = table[uint8_t('/')] = table[uint8_t('"')] = true; }
};
constexpr CommentChars kCommentChars;

// Removes a trailing comment (";" or "//"); a line whose first non-blank is '#' is all comment.
std::string_view stripComment(std::string_view line) {
  size_t first = 0;
  while (first < line.size() && (line[first] == ' ' || line[first] == '\t')) ++first;
  if (first < line.size() && line[first] == '#') return line.substr(0, first);
  bool quoted = false;
  const char* p = line.data();
  for (size_t i = first, n = line.size(); i < n; ++i) {
    const char c = p[i];
    if (!kCommentChars.table[uint8_t(c)]) continue;
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == ';' || (c == '/' && i + 1 < n && p[i + 1] == '/')) return line.substr(0, i);
  }
  return line;
}

const char* fixupKindName(Fixup::Kind k) {
  switch (k) {
    case Fixup::Kind::SoppBranch: return "fixup_si_sopp_br";
    case Fixup::Kind::Lit32PcRel: return "FK_PCRel_4";
    case Fixup::Kind::Lit32Data: return "FK_Data_4";
  }
  return "";
}

class Assembler {
 public:
  Assembler(std::string_view src, const AssembleOptions& o) : src_(src), opt_(o) {}

  AssembleResult run() {
    res_.bytes.reserve(src_.size() / 3);
    int lineNo = 0;
    size_t pos = 0;
    while (pos <= src_.size()) {
      size_t nl = src_.find('\n', pos);
      if (nl == std::string_view::npos) nl = src_.size();
      std::string_view line = src_.substr(pos, nl - pos);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      ++lineNo;
      statement(line, lineNo);
      if (nl == src_.size()) break;
      pos = nl + 1;
    }
    if (opt_.resolve) resolveFixups();
    flushListing(0);
    return std::move(res_);
  }

 private:
  void error(int line, int col, std::string_view msg, std::string_view source, std::string_view note = {}) {
    ++res_.errors;
    std::string d = formatDiagnostic(opt_.fileName, line, col, Severity::Error, msg, source);
    if (!note.empty()) d += fmt::format("{}:{}:{}: note: {}\n", opt_.fileName, line, col, note);
    if (opt_.diagnosticSink) {
      flushListing(0);  // what came before the error goes out before it
      opt_.diagnosticSink(d);
    } else {
      res_.diagnostics += d;
    }
  }

  // Hands the listing to the sink once it holds at least `threshold` bytes.
  void flushListing(size_t threshold) {
    if (!opt_.listingSink || res_.listing.size() < threshold || res_.listing.empty()) return;
    opt_.listingSink(res_.listing);
    res_.listing.clear();
  }

  void statement(std::string_view fullLine, int lineNo) {
    std::string_view line = stripComment(fullLine);
    Scan s{line, 0};
    for (;;) {
      s.skipSpace();
      if (s.atEnd()) return;
      const size_t start = s.pos;
      Scan probe = s;
      std::string_view word = probe.ident();
      if (!word.empty() && probe.peek() == ':') {  // label
        if (!defineLabel(word, lineNo, s.col(), fullLine)) return;
        if (opt_.listing) {
          res_.listing += word;
          res_.listing += ":\n";
        }
        s.pos = probe.pos + 1;
        continue;
      }
      probe.skipSpace();
      if (!word.empty() && probe.peek() == '=' && probe.peek(1) != '=') {
        probe.pos++;
        assign(word, probe, lineNo, fullLine);
        return;
      }
      if (!word.empty() && word[0] == '.') {
        directive(word, probe, lineNo, int(start) + 1, fullLine);
        return;
      }
      instruction(line, start, lineNo, fullLine);
      return;
    }
  }

  bool defineLabel(std::string_view name, int lineNo, int col, std::string_view source) {
    if (syms_.labels.count(name) || syms_.absolutes.count(name)) {
      error(lineNo, col, fmt::format("invalid symbol redefinition"), source);
      return false;
    }
    syms_.labels.emplace(name, uint32_t(res_.bytes.size()));
    return true;
  }

  void assign(std::string_view name, Scan& s, int lineNo, std::string_view source) {
    ExprError err;
    auto v = parseExpr(s, &syms_, false, err);
    if (!v) return error(lineNo, err.col, err.message, source);
    if (!v->isInt()) return error(lineNo, v->col, "expected absolute expression", source);
    if (syms_.labels.count(name)) return error(lineNo, 1, "invalid symbol redefinition", source);
    syms_.absolutes[name] = v->value;
  }

  void directive(std::string_view name, Scan& s, int lineNo, int col, std::string_view source) {
    if (name == ".text") {
      if (opt_.listing) res_.listing += "\t.text\n";
      return;
    }
    if (name == ".set" || name == ".equ") {
      s.skipSpace();
      std::string_view sym = s.ident();
      if (sym.empty() || !s.accept(',')) return error(lineNo, s.col(), "expected comma", source);
      return assign(sym, s, lineNo, source);
    }
    error(lineNo, col, "unknown directive", source);
  }

  void instruction(std::string_view line, size_t start, int lineNo, std::string_view source) {
    Diagnostic d;
    if (!parseInstruction(line, start, opt_.target, &syms_, parsed_, d)) return error(lineNo, d.col, d.message, source, d.note);
    const Gen g = opt_.target.gen();
    const uint32_t offset = uint32_t(res_.bytes.size());
    size_t size = encodedSize(parsed_.inst, g);
    res_.bytes.resize(offset + size);
    encode(parsed_.inst, g, res_.bytes.data() + offset);
    if (parsed_.fixup) {
      const Fixup& f = *parsed_.fixup;
      fixups_.push_back({f.symbol, source, f.addend, offset, lineNo, uint16_t(std::min<size_t>(start + 1, 65535)),
                         f.offset, f.kind});
    }
    if (opt_.listing) list(offset, size);
  }

  void list(uint32_t offset, size_t size) {
    std::string& out = res_.listing;
    const size_t lineStart = out.size();
    out += '\t';
    OperandOverrides ov{};
    for (int i = 0; i < kMaxOperands; ++i) ov[i] = parsed_.overrideText[i];
    printInstruction(parsed_.inst, opt_.target, out, &ov);
    if (!opt_.showEncoding) {
      out += '\n';
      flushListing(1 << 20);
      return;
    }
    const size_t textLen = out.size() - lineStart - 1;
    out.append(textLen < 40 ? 40 - textLen : 1, ' ');
    out += "; encoding: [";
    const Fixup* f = parsed_.fixup ? &*parsed_.fixup : nullptr;
    size_t fixFirst = f ? f->offset : size, fixLen = f ? (f->kind == Fixup::Kind::SoppBranch ? 2 : 4) : 0;
    for (size_t i = 0; i < size; ++i) {
      if (i) out += ',';
      if (i >= fixFirst && i < fixFirst + fixLen) out += 'A';
      else appendByteHex(out, res_.bytes[offset + i]);
    }
    out += "]\n";
    if (f)
      fmt::format_to(std::back_inserter(out), "{:40};   fixup A - offset: {}, value: {}, kind: {}\n", "", f->offset,
                     f->expr.text(), fixupKindName(f->kind));
    flushListing(1 << 20);
  }

  void resolveFixups() {
    for (const PendingFixup& p : fixups_) {
      const PendingFixup& f = p;
      int64_t target = 0;
      if (auto it = syms_.labels.find(f.symbol); it != syms_.labels.end()) target = it->second;
      else if (auto a = syms_.absolute(f.symbol)) target = *a;
      else {
        error(p.line, p.col, fmt::format("undefined symbol '{}' (raw output has no relocations)", f.symbol), p.sourceLine);
        continue;
      }
      uint8_t* at = res_.bytes.data() + p.instOffset + f.offset;
      if (f.kind == Fixup::Kind::SoppBranch) {
        int64_t delta = target + f.addend - (int64_t(p.instOffset) + 4);
        if (delta % 4 != 0 || delta / 4 < INT16_MIN || delta / 4 > INT16_MAX) {
          error(p.line, p.col, "branch size exceeds simm16", p.sourceLine);
          continue;
        }
        uint16_t v = uint16_t(int16_t(delta / 4));
        at[0] = uint8_t(v);
        at[1] = uint8_t(v >> 8);
        continue;
      }
      int64_t value = target + f.addend;
      if (f.kind == Fixup::Kind::Lit32PcRel) value -= int64_t(p.instOffset) + f.offset;
      uint32_t v = uint32_t(value);
      for (int i = 0; i < 4; ++i) at[i] = uint8_t(v >> (8 * i));
    }
  }

  std::string_view src_;
  const AssembleOptions& opt_;
  AssembleResult res_;
  Symbols syms_;
  std::deque<PendingFixup> fixups_;  // no doubling: it can hold a hundred thousand entries
  ParsedInstruction parsed_;
};

}  // namespace

AssembleResult assemble(std::string_view source, const AssembleOptions& options) {
  return Assembler(source, options).run();
}

}  // namespace gcnkit
