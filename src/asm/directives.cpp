// Assembler directives: sections, symbols and their attributes, data, alignment, .include, .rept, .macro.
#include <elf.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "object/code_object.h"
#include "object/elf_file.h"
#include "asm/section_directive.h"

namespace gcnkit::asmimpl {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}


}  // namespace

// A quoted string with LLVM's escapes (\b \f \n \r \t \" \\, up to three octal digits, \x and hex digits);
// advances the scanner past it. Nullopt for a missing or unterminated string or an unknown escape.
std::optional<std::string> quoted(Scan& s) {
  s.skipSpace();
  if (s.peek() != '"') return std::nullopt;
  ++s.pos;
  std::string out;
  auto octal = [](char c) { return c >= '0' && c <= '7'; };
  while (!s.atEnd() && s.peek() != '"') {
    char c = s.line[s.pos++];
    if (c != '\\' || s.atEnd()) {
      out += c;
      continue;
    }
    char e = s.line[s.pos++];
    if (e == 'x' || e == 'X') {
      if (!std::isxdigit(static_cast<unsigned char>(s.peek()))) return std::nullopt;
      unsigned v = 0;
      while (std::isxdigit(static_cast<unsigned char>(s.peek()))) {
        const char h = char(std::tolower(static_cast<unsigned char>(s.line[s.pos++])));
        v = v * 16 + unsigned(h <= '9' ? h - '0' : h - 'a' + 10);
      }
      out += char(v & 0xff);
      continue;
    }
    if (octal(e)) {
      unsigned v = unsigned(e - '0');
      for (int k = 0; k < 2 && octal(s.peek()); ++k) v = v * 8 + unsigned(s.line[s.pos++] - '0');
      if (v > 255) return std::nullopt;
      out += char(v);
      continue;
    }
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      default: return std::nullopt;
    }
  }
  if (s.atEnd()) return std::nullopt;
  ++s.pos;
  return out;
}

std::string_view Assembler::intern(std::string_view s) { return owned_.emplace_back(s); }

SymbolEntry& Assembler::symbol(std::string_view name) {
  return symbols_[name];
}

uint64_t Assembler::here() const {
  const AsmSection& s = res_.program.sections[size_t(section_)];
  return s.type == SHT_NOBITS ? s.bssSize : s.bytes.size() + s.elided;
}

// `n` bytes of padding (alignment, .zero, .fill) at the end of the current section: stored, or only counted when
// the run writes no bytes (a listing), so that .p2align 28 costs nothing there.
void Assembler::pad(uint64_t n, const std::function<void(std::vector<uint8_t>&, uint64_t)>& fill) {
  AsmSection& sec = current();
  if (sec.type == SHT_NOBITS) sec.bssSize += n;
  else if (!opt_.resolve) sec.elided += n;
  else fill(sec.bytes, n);
}

bool Assembler::defineLabel(std::string_view name, const Place& where, int col) {
  SymbolEntry& e = symbol(name);
  if (e.defined || e.section == -2) {
    error(where, col, fmt::format("symbol '{}' is already defined", name));  // llvm-mc 22's words
    return false;
  }
  e.defined = true;
  e.section = section_;
  e.value = here();
  return true;
}

std::optional<ExprValue> Assembler::expression(Scan& s, const Place& where, bool allowFloat, bool report) {
  ExprError err;
  s.skipSpace();
  // '.' alone is the current location: a fresh temporary label here.
  if (s.peek() == '.' && !Scan::identChar(s.peek(1))) {
    std::string_view name = intern(fmt::format(".Ltmp.dot{}", uniqueLabel_++));
    SymbolEntry& e = symbol(name);
    e.defined = true;
    e.section = section_;
    e.value = here();
    std::string& rewritten = owned_.emplace_back(std::string(s.line.substr(0, s.pos)) + std::string(name) +
                                                 std::string(s.line.substr(s.pos + 1)));
    Scan r{rewritten, s.pos};
    auto v = parseExpr(r, this, allowFloat, err);
    if (!v) {
      if (report) error(where, err.col, err.message);
      return std::nullopt;
    }
    s.pos = r.pos + 1 - name.size();
    return v;
  }
  auto v = parseExpr(s, this, allowFloat, err);
  if (!v && report) error(where, err.col, err.message);
  return v;
}

std::optional<int64_t> Assembler::absoluteExpression(Scan& s, const Place& where) {
  int col = s.col();
  auto v = expression(s, where);
  if (!v) return std::nullopt;
  if (!v->isInt()) {
    // A difference of two labels in one section is absolute once they are placed.
    if (v->kind == ExprValue::Kind::Symbol && !v->minus.empty()) {
      const SymbolEntry *a = symbols_.find(v->symbol), *b = symbols_.find(v->minus);
      if (a && b && a->defined && b->defined && a->section == b->section)
        return int64_t(a->value) - int64_t(b->value) + v->value;
    }
    error(where, col, "expected absolute expression");
    return std::nullopt;
  }
  return v->value;
}

int Assembler::switchSection(std::string_view name, uint32_t type, uint64_t flags, const Place& at) {
  auto& secs = res_.program.sections;
  // An index by name (sections made elsewhere are indexed when first seen): tens of thousands of sections
  // must not cost a scan of all of them per switch. The first section of a name wins, as the scan did.
  for (; indexedSections_ < secs.size(); ++indexedSections_)
    sectionIndex_.emplace(secs[indexedSections_].name, int(indexedSections_));
  if (auto it = sectionIndex_.find(std::string(name)); it != sectionIndex_.end()) return section_ = it->second;
  AsmSection s;
  s.name = std::string(name);
  s.type = type;
  s.flags = flags;
  return section_ = addSection(std::move(s), at);
}

// A new section and its begin symbol, named after it: an expression may name a section (`.long .debug_abbrev`),
// and relocations against the section's contents go through this symbol, which takes its place in the symbol
// table in the order sections are first entered (as llvm-mc registers it then).
int Assembler::addSection(AsmSection s, const Place& at) {
  auto& secs = res_.program.sections;
  const int index = int(secs.size());
  SymbolEntry& e = symbol(s.name);
  if (e.defined || e.section == -2) {
    error(at, at.col, fmt::format("invalid symbol redefinition: '{}' is a symbol and a section", s.name));
  } else {
    e.defined = true;
    e.sectionSymbol = true;
    e.section = index;
    e.value = 0;
    e.type = STT_SECTION;
  }
  secs.push_back(std::move(s));
  return index;
}

int Assembler::sideSection(std::string_view name, uint32_t type, uint64_t flags, uint64_t align, const Place& at,
                           uint64_t entsize) {
  const int saved = section_;
  const int index = switchSection(name, type, flags, at);
  section_ = saved;
  AsmSection& sec = res_.program.sections[size_t(index)];
  sec.align = std::max(sec.align, align);
  if (entsize) sec.entsize = entsize;
  return index;
}

// Whether the current section may grow by `n` bytes: sections are capped, so that a few directives
// (.p2align 31 in many sections, .zero in a .rept) cannot ask for gigabytes.
bool Assembler::roomFor(uint64_t n, const Place& where) {
  if (!opt_.resolve) return true;  // a listing-only run stores no padding (pad): nothing to cap
  if (here() <= kMaxSectionBytes && n <= kMaxSectionBytes - here()) return true;
  error(where, where.col, fmt::format("section '{}' would exceed {} MiB", current().name, kMaxSectionBytes >> 20));
  return false;
}

bool Assembler::dataDirective(std::string_view name, Scan& s, const Place& where) {
  int size = 0;
  if (name == ".byte") size = 1;
  else if (name == ".short" || name == ".2byte" || name == ".hword" || name == ".value") size = 2;
  else if (name == ".long" || name == ".4byte" || name == ".word" || name == ".int") size = 4;
  else if (name == ".quad" || name == ".8byte") size = 8;
  if (size) {
    const char* canonical = size == 1 ? ".byte" : size == 2 ? ".short" : size == 4 ? ".long" : ".quad";
    do {
      int col = (s.skipSpace(), s.col());
      Scan probe = s;
      auto v = expression(probe, where, false, false);
      if (!v || !(v->isInt() || (v->kind == ExprValue::Kind::Symbol && (size >= 4 || !v->minus.empty())))) {
        if (!deferredData(size, canonical, s, where)) return true;  // what only a tree can hold: known later
        continue;
      }
      s = probe;
      markLine();
      AsmSection& sec = current();
      if (sec.type == SHT_NOBITS) {  // zeros only: they take room, not bytes
        if (!v->isInt() || v->value != 0) {
          error(where, col, fmt::format("BSS section '{}' cannot have non-zero bytes", sec.name));
          return true;
        }
        sec.bssSize += uint64_t(size);
        echo(fmt::format("\t{}\t0", canonical));
        continue;
      }
      const uint32_t at = uint32_t(sec.bytes.size());
      sec.bytes.insert(sec.bytes.end(), size_t(size), 0);
      if (v->isInt()) {
        const int64_t x = v->value;
        if (size < 8 && (x > int64_t((uint64_t(1) << (8 * size)) - 1) || x < -(int64_t(1) << (8 * size - 1)))) {
          error(where, col, "out of range literal value");
          return true;
        }
        for (int b = 0; b < size; ++b) sec.bytes[at + size_t(b)] = uint8_t(uint64_t(x) >> (8 * b));
        echo(fmt::format("\t{}\t{}", canonical, x));
      } else {
        // Negated in unsigned arithmetic: `sym - -9223372036854775808` must not be undefined behaviour.
        const int64_t addend = v->op == '-' ? int64_t(0 - uint64_t(v->value)) : v->value;
        PendingFixup p{v->symbol, v->minus, addend, at, section_, 0,
                       uint8_t(size), Fixup::Kind::Lit32Data, true, where};
        p.place.col = col;
        p.target = noteReference(v->symbol);
        if (!v->minus.empty()) noteReference(v->minus);
        fixups_.push_back(p);
        echo(fmt::format("\t{}\t{}", canonical, v->text()));
      }
    } while (s.accept(','));
    return true;
  }
  if (name == ".ascii" || name == ".asciz" || name == ".string") {
    do {
      int col = (s.skipSpace(), s.col());
      auto str = quoted(s);
      if (!str) {
        error(where, col, "expected string in directive");
        return true;
      }
      markLine();
      AsmSection& sec = current();
      if (sec.type == SHT_NOBITS) {
        if (std::any_of(str->begin(), str->end(), [](char c) { return c != 0; })) {
          error(where, col, fmt::format("BSS section '{}' cannot have non-zero bytes", sec.name));
          return true;
        }
        sec.bssSize += str->size() + (name != ".ascii");
      } else {
        sec.bytes.insert(sec.bytes.end(), str->begin(), str->end());
        if (name != ".ascii") sec.bytes.push_back(0);
      }
      if (opt_.listing) {
        std::string lit(s.line.substr(size_t(col - 1), s.pos - size_t(col - 1)));
        echo(fmt::format("\t.ascii\t{}", lit));
        if (name != ".ascii") echo("\t.byte\t0");
      }
    } while (s.accept(','));
    return true;
  }
  if (name == ".zero" || name == ".skip" || name == ".space") {
    auto n = absoluteExpression(s, where);
    if (!n) return true;
    int64_t fill = 0;
    if (s.accept(',')) fill = absoluteExpression(s, where).value_or(0);
    if (*n < 0 || *n > (int64_t(1) << 30)) {
      error(where, where.col, "invalid number of bytes");
      return true;
    }
    if (!roomFor(uint64_t(*n), where)) return true;
    pad(uint64_t(*n), [&](std::vector<uint8_t>& bytes, uint64_t k) { bytes.insert(bytes.end(), size_t(k), uint8_t(fill)); });
    echo(fill ? fmt::format("\t.zero\t{},{}", *n, fill) : fmt::format("\t.zero\t{}", *n));
    return true;
  }
  if (name == ".fill") {
    auto n = absoluteExpression(s, where);
    if (!n) return true;
    int64_t size1 = 1, value = 0;
    if (s.accept(',')) size1 = absoluteExpression(s, where).value_or(1);
    if (s.accept(',')) value = absoluteExpression(s, where).value_or(0);
    if (*n < 0 || *n > (int64_t(1) << 28) || size1 < 0 || size1 > 8) {
      error(where, where.col, "invalid .fill arguments");
      return true;
    }
    if (!roomFor(uint64_t(*n) * uint64_t(size1), where)) return true;
    if (current().type == SHT_NOBITS && value != 0) {
      error(where, where.col, fmt::format("BSS section '{}' cannot have non-zero bytes", current().name));
      return true;
    }
    pad(uint64_t(*n) * uint64_t(size1), [&](std::vector<uint8_t>& bytes, uint64_t) {
      for (int64_t i = 0; i < *n; ++i)
        for (int64_t b = 0; b < size1; ++b) bytes.push_back(b < 4 ? uint8_t(uint64_t(value) >> (8 * b)) : 0);
    });
    echo(fmt::format("\t.fill\t{}, {}, {:#x}", *n, size1, value));
    return true;
  }
  return false;
}

bool Assembler::directive(std::string_view name, Scan& s, const Place& where, int col) {
  Place at = where;
  at.col = col;
  // Sections.
  if (name == ".text" || name == ".data" || name == ".rodata" || name == ".bss") {
    uint64_t flags = name == ".text" ? SHF_ALLOC | SHF_EXECINSTR : name == ".rodata" ? SHF_ALLOC : SHF_ALLOC | SHF_WRITE;
    switchSection(name, name == ".bss" ? SHT_NOBITS : SHT_PROGBITS, flags, at);
    // llvm-mc prints .rodata by its full .section form.
    if (section_ != listedSection_)  // llvm-mc 22 lists a section switch only when it changes the section
      echo(name == ".rodata" || name == ".bss" ? "\t.section\t" + sectionOperands(current().name, current().type, current().flags, 0)
                                                : fmt::format("\t{}", name));
    listedSection_ = section_;
    return true;
  }
  if (name == ".section") {
    s.skipSpace();
    size_t b = s.pos;
    while (!s.atEnd() && s.peek() != ',' && s.peek() != ' ' && s.peek() != '\t') ++s.pos;
    std::string_view sec = s.line.substr(b, s.pos - b);
    if (!sec.empty() && sec.front() == '"' && sec.size() >= 2) sec = sec.substr(1, sec.size() - 2);
    if (sec.empty()) {
      error(at, s.col(), "expected identifier in directive");
      return true;
    }
    uint64_t flags = 0;
    uint32_t type = SHT_PROGBITS;
    uint64_t entsize = 0;
    if (s.accept(',')) {
      auto f = quoted(s);
      if (!f) {
        error(at, s.col(), "expected string in directive");
        return true;
      }
      for (char c : *f) {
        if (c == 'a') flags |= SHF_ALLOC;
        else if (c == 'w') flags |= SHF_WRITE;
        else if (c == 'x') flags |= SHF_EXECINSTR;
        else if (c == 'M') flags |= SHF_MERGE;
        else if (c == 'S') flags |= SHF_STRINGS;
        else {
          error(at, s.col(), "unknown flag");
          return true;
        }
      }
      if (s.accept(',')) {
        s.skipSpace();
        if (s.peek() == '@' || s.peek() == '%') ++s.pos;
        std::string_view t = s.ident();
        if (t == "progbits") type = SHT_PROGBITS;
        else if (t == "nobits") type = SHT_NOBITS;
        else if (t == "note") type = SHT_NOTE;
        else if (t == "init_array") type = SHT_INIT_ARRAY;
        else if (t == "fini_array") type = SHT_FINI_ARRAY;
        else if (t == "preinit_array") type = SHT_PREINIT_ARRAY;
        else {
          error(at, s.col(), "unknown section type");
          return true;
        }
        if ((flags & SHF_MERGE) && s.accept(',')) {  // the entry size of a mergeable section
          auto n = absoluteExpression(s, at);
          if (!n) return true;
          entsize = uint64_t(*n);
        }
      }
    } else if (sec == ".text" || sec.starts_with(".text.")) {
      flags = SHF_ALLOC | SHF_EXECINSTR;
    } else if (sec == ".rodata" || sec.starts_with(".rodata.")) {
      flags = SHF_ALLOC;
    } else if (sec == ".data" || sec.starts_with(".data.")) {
      flags = SHF_ALLOC | SHF_WRITE;
    }
    switchSection(sec, type, flags, at);
    if (entsize) current().entsize = entsize;
    const AsmSection& now = current();
    if (section_ != listedSection_) echo("\t.section\t" + sectionOperands(now.name, now.type, now.flags, now.entsize));
    listedSection_ = section_;
    return true;
  }
  // Symbol attributes.
  if (name == ".globl" || name == ".global" || name == ".local" || name == ".weak" || name == ".hidden" ||
      name == ".protected" || name == ".internal") {
    do {
      s.skipSpace();
      std::string_view sym = s.ident();
      if (sym.empty()) {
        error(at, s.col(), "expected identifier in directive");
        return true;
      }
      SymbolEntry& e = symbol(sym);
      if (name == ".globl" || name == ".global") e.bind = STB_GLOBAL;
      else if (name == ".local") e.bind = STB_LOCAL;
      else if (name == ".weak") e.bind = STB_WEAK;
      else if (name == ".hidden") e.visibility = STV_HIDDEN;
      else if (name == ".protected") e.visibility = STV_PROTECTED;
      else e.visibility = STV_INTERNAL;
      if (name != ".hidden" && name != ".protected" && name != ".internal") e.bindSet = true;
      echo(fmt::format("\t{}\t{}", name == ".global" ? ".globl" : name, sym));
    } while (s.accept(','));
    return true;
  }
  if (name == ".type") {
    s.skipSpace();
    std::string_view sym = s.ident();
    if (sym.empty() || !s.accept(',')) {
      error(at, s.col(), "expected comma");
      return true;
    }
    s.skipSpace();
    if (s.peek() == '@' || s.peek() == '%') ++s.pos;
    std::string_view t = s.ident();
    uint8_t type = t == "function" ? STT_FUNC : t == "object" ? STT_OBJECT : t == "notype" ? STT_NOTYPE
                 : t == "tls_object" ? STT_TLS : 255;
    if (type == 255) {
      error(at, s.col(), "unsupported attribute");
      return true;
    }
    symbol(sym).type = type;
    echo(fmt::format("\t.type\t{},@{}", sym, t));
    return true;
  }
  if (name == ".size") {
    s.skipSpace();
    std::string_view sym = s.ident();
    if (sym.empty() || !s.accept(',')) {
      error(at, s.col(), "expected comma");
      return true;
    }
    size_t textStart = (s.skipSpace(), s.pos);
    auto v = absoluteExpression(s, at);
    if (!v) return true;
    symbol(sym).size = uint64_t(*v);
    // llvm-mc leaves an empty line after .size (it closes a function or object).
    echo(fmt::format("\t.size\t{}, {}\n", sym, trim(s.line.substr(textStart, s.pos - textStart))));
    return true;
  }
  if (name == ".set" || name == ".equ" || name == ".equiv") {
    s.skipSpace();
    size_t b = s.pos;
    std::string_view sym = s.ident();
    if (sym.empty() || !s.accept(',')) {
      error(at, s.col(), "expected comma");
      return true;
    }
    if (name == ".equiv" && symbols_.contains(sym)) {
      error(at, int(b) + 1, "redefinition of '" + std::string(sym) + "'");
      return true;
    }
    size_t valueStart = (s.skipSpace(), s.pos);
    assign(sym, s, at);
    echo(fmt::format(".set {}, {}", sym, trim(s.line.substr(valueStart))));
    return true;
  }
  if (alignDirective(name, s, at) || dataDirective(name, s, at) || objectDirective(name, s, at) ||
      debugDirective(name, s, at))
    return true;
  // Source structure.
  if (name == ".include") {
    int qcol = (s.skipSpace(), s.col());
    auto file = quoted(s);
    if (!file) {
      error(at, qcol, "expected string in '.include' directive");
      return true;
    }
    if (expansionDepth_ > 20) {
      error(at, qcol, "too deeply nested .include");
      return true;
    }
    std::vector<std::filesystem::path> dirs{std::filesystem::path(std::string(where.file)).parent_path()};
    for (const std::string& d : opt_.includeDirs) dirs.emplace_back(d);
    for (const auto& d : dirs) {
      std::error_code ec;
      if (std::filesystem::is_directory(d / *file, ec)) continue;  // opens, but reads as nothing
      std::ifstream in(d / *file, std::ios::binary);
      if (!in) continue;
      // Read by its size: a device (/dev/zero) or a pipe would never end. Its text counts as expansion.
      if (!std::filesystem::is_regular_file(d / *file, ec)) {
        error(at, qcol, "include file '" + *file + "' is not a regular file");
        return true;
      }
      const uint64_t size = std::filesystem::file_size(d / *file, ec);
      if (ec || !chargeExpansion(size, at, qcol)) return true;
      std::stringstream ss;
      ss << in.rdbuf();
      const Blanked text = blankComments(owned_.emplace_back(ss.str()));
      std::string_view path = intern((d / *file).string());
      ++expansionDepth_;
      processText(text.text, path, 1);
      unterminatedComment(text, path);
      --expansionDepth_;
      return true;
    }
    error(at, qcol, "Could not find include file '" + *file + "'");
    return true;
  }
  if (name == ".rept") {
    auto n = absoluteExpression(s, at);
    if (!n) return true;
    if (*n < 0) {  // no upper limit of its own: the expansion budget bounds the work
      error(at, col, "Count is negative");
      return true;
    }
    block_ = Block{Block::Rept, *n, {}, {}, {}, {}, 0, at};
    return true;
  }
  if (name == ".macro") {
    s.skipSpace();
    std::string_view mname = s.ident();
    if (mname.empty()) {
      error(at, s.col(), "expected identifier in '.macro' directive");
      return true;
    }
    Block b{Block::Macro, 0, std::string(mname), {}, {}, {}, 0, at};
    while (!s.atEnd()) {
      s.accept(',');
      s.skipSpace();
      std::string_view p = s.ident();
      if (p.empty()) break;
      std::string def;
      if (s.accept('=')) {
        s.skipSpace();
        size_t d0 = s.pos;
        while (!s.atEnd() && s.peek() != ',' && s.peek() != ' ') ++s.pos;
        def = std::string(s.line.substr(d0, s.pos - d0));
      }
      b.params.emplace_back(p);
      b.defaults.push_back(def);
    }
    block_ = std::move(b);
    return true;
  }
  if (name == ".endr" || name == ".endm" || name == ".endmacro") {
    error(at, col, name == ".endr" ? "unmatched '.endr' directive" : "unexpected '.endm' in file, no current macro definition");
    return true;
  }
  if (name == ".err") {
    error(at, col, ".err encountered");
    return true;
  }
  if (name == ".amdhsa_kernel") {
    s.skipSpace();
    std::string_view k = s.ident();
    if (k.empty()) {
      error(at, s.col(), "expected symbol name after .amdhsa_kernel");
      return true;
    }
    raw_ = RawBlock{RawBlock::Kernel, AsmKernel{std::string(k), {}, where.line}, {}, at};
    return true;
  }
  if (name == ".amdgpu_metadata") {
    raw_ = RawBlock{RawBlock::Metadata, {}, {}, at};
    echo("\t.amdgpu_metadata");
    return true;
  }
  if (name == ".reloc") return relocDirective(s, at);
  if (name == ".amdgcn_target") {
    int qcol = (s.skipSpace(), s.col());
    auto t = quoted(s);
    if (!t) {
      error(at, qcol, "expected string in directive");
      return true;
    }
    res_.targetId = *t;
    if (opt_.hsa) {  // checked against -mcpu/-mattr; printed once, at the top of the listing
      std::string want = hsaTargetId(opt_.target, codeObjectVersion());
      if (*t != want)
        error(at, qcol, fmt::format(".amdgcn_target directive's target id {} does not match the specified target id {}",
                                    *t, want));
      echo("");  // where the directive stood, llvm-mc leaves an empty line
      return true;
    }
    echo(fmt::format("\t.amdgcn_target \"{}\"", *t));
    return true;
  }
  if (v2Directive(name, s, at)) return true;
  if (name == ".amdhsa_code_object_version") {
    auto v = absoluteExpression(s, at);
    if (!v) return true;
    if (*v < kMinCodeObjectVersion || *v > kMaxCodeObjectVersion) {
      error(at, col, unsupportedCodeObjectVersion(*v));
      return true;
    }
    res_.codeObjectVersion = int(*v);
    echo(fmt::format("\t.amdhsa_code_object_version {}\n", *v));  // llvm-mc 22 leaves an empty line after it
    return true;
  }
  return false;
}

// .reloc OFFSET, R_AMDGPU_<TYPE>, SYMBOL[+-N]: a relocation record written as is (LLVM 22 syntax). OFFSET is
// `.`, `.+N` or a section offset N; the bytes there are left as they are.
bool Assembler::relocDirective(Scan& s, const Place& where) {
  s.skipSpace();
  const int offCol = s.col();
  uint64_t offset = here();
  if (s.peek() == '.' && !Scan::identChar(s.peek(1))) {
    ++s.pos;
    s.skipSpace();
    if (s.peek() == '+' || s.peek() == '-') {
      const bool minus = s.peek() == '-';
      ++s.pos;
      auto n = absoluteExpression(s, where);
      if (!n) return true;
      offset = minus ? offset - uint64_t(*n) : offset + uint64_t(*n);
    }
  } else {
    auto n = absoluteExpression(s, where);
    if (!n) return true;
    offset = uint64_t(*n);
  }
  if (!s.accept(',')) {
    error(where, s.col(), "expected comma");
    return true;
  }
  s.skipSpace();
  const int typeCol = s.col();
  const std::string_view typeName = s.ident();
  int type = -1;
  for (uint32_t k = 0; k < 16; ++k)  // R_AMDGPU_NONE (0) included, as llvm-mc reads it
    if (!typeName.empty() && amdgpuRelocName(k) == typeName) type = int(k);
  if (type < 0) {
    error(where, typeCol, "unknown relocation name");
    return true;
  }
  if (!s.accept(',')) {
    error(where, s.col(), "expected comma");
    return true;
  }
  s.skipSpace();
  const int exprCol = s.col();
  auto v = expression(s, where);
  if (!v) return true;
  if (v->kind != ExprValue::Kind::Symbol || !v->minus.empty()) {
    error(where, exprCol, "expected relocatable expression");
    return true;
  }
  if (offset > here()) {
    error(where, offCol, ".reloc offset is past the end of the section");
    return true;
  }
  PendingFixup p{v->symbol, {}, v->op == '-' ? int64_t(0 - uint64_t(v->value)) : v->value, uint32_t(offset), section_, 0, 8,
                 Fixup::Kind::Lit32Data, true, where};
  p.relocType = type;
  fixups_.push_back(p);
  noteReference(v->symbol);
  echo(fmt::format("\t.reloc {}, {}, {}", offset, typeName, v->text()));
  return true;
}

}  // namespace gcnkit::asmimpl
