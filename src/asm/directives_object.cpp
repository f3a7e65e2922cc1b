// Directives of compiled code beyond instructions and plain data, as clang writes them and llvm-mc takes them:
// alignment with a fill value (.p2alignl, .balignw, ...), .ident (the .comment section), the address-significance
// table (.addrsig, .addrsig_sym), common symbols (.comm, .lcomm) and LEB128 data (.uleb128, .sleb128).
#include <elf.h>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "object/byte_append.h"

namespace gcnkit::asmimpl {

namespace {

constexpr uint32_t kSNop0 = 0xbf800000;  // code alignment padding, as llvm-mc pads

}  // namespace

// A string as llvm-mc's listing quotes it: backslash escapes for quote, backslash and the C controls, three
// octal digits for other unprintable bytes.
std::string listingQuoted(std::string_view data) {
  std::string out = "\"";
  for (unsigned char c : data) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c >= 0x20 && c < 0x7f) {
      out += char(c);
    } else if (c == '\b') {
      out += "\\b";
    } else if (c == '\f') {
      out += "\\f";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else {
      out += fmt::format("\\{:o}{:o}{:o}", c >> 6, (c >> 3) & 7, c & 7);
    }
  }
  return out + '"';
}

// .p2align[wl] LOG2 / .align, .balign[wl] BYTES [, FILL [, MAX]]: the w and l forms fill with 2- and 4-byte
// values. Code is padded with s_nop 0 unless a fill value is given.
bool Assembler::alignDirective(std::string_view name, Scan& s, const Place& where) {
  const bool log2Form = name.starts_with(".p2align");
  const std::string_view stem = log2Form ? name.substr(8) : name.starts_with(".balign") ? name.substr(7) : "?";
  if (!(name == ".align" || stem.empty() || stem == "w" || stem == "l")) return false;
  const int fillSize = stem == "w" ? 2 : stem == "l" ? 4 : 1;
  const int valueCol = (s.skipSpace(), s.col());
  auto a = absoluteExpression(s, where);
  if (!a) return true;
  int64_t align = log2Form ? (*a >= 0 && *a < 32 ? int64_t(1) << *a : -1) : *a;
  if (align <= 0 || (align & (align - 1))) {
    error(where, where.col, log2Form ? "invalid alignment value" : "alignment must be a power of 2");
    return true;
  }
  if (align >= (int64_t(1) << 32)) {  // llvm-mc's limit
    error(where, valueCol, "alignment must be smaller than 2**32");
    return true;
  }
  std::optional<int64_t> fill, maxSkip;
  if (s.accept(',')) {
    s.skipSpace();
    if (s.peek() != ',') fill = absoluteExpression(s, where);
    if (s.accept(',')) maxSkip = absoluteExpression(s, where);
  }
  AsmSection& sec = current();
  sec.align = std::max<uint64_t>(sec.align, uint64_t(align));
  if (opt_.listing) {  // llvm-mc prints the directive, its fill (a data section's is 0) and its maximum skip
    int log2 = 0;
    while ((int64_t(1) << log2) < align) ++log2;
    const uint64_t mask = fillSize == 4 ? 0xffffffffu : fillSize == 2 ? 0xffffu : 0xffu;
    const bool data = !(sec.flags & SHF_EXECINSTR);
    if (fillSize > 1) {
      echo(fmt::format(".p2align{} {}, {:#x}", stem, log2, uint64_t(fill.value_or(0)) & mask));
    } else {
      std::string text = fmt::format("\t.p2align\t{}", log2);
      if (fill || data) text += fmt::format(", {:#x}", fill.value_or(0));
      else if (maxSkip) text += ", ";
      if (maxSkip) text += fmt::format(", {}", *maxSkip);
      echo(text);
    }
  }
  uint64_t pos = here(), pad = (uint64_t(align) - pos % uint64_t(align)) % uint64_t(align);
  if (maxSkip && int64_t(pad) > *maxSkip) return true;
  if (!roomFor(pad, where)) return true;
  if (pad % uint64_t(fillSize)) {
    // llvm-mc places what follows at the alignment but writes only whole fill values: a section with a hole.
    error(where, where.col, fmt::format("{} bytes of padding are not a whole number of {}-byte fill values", pad, fillSize));
    return true;
  }
  const bool code = (sec.flags & SHF_EXECINSTR) && !fill && fillSize == 1;
  this->pad(pad, [&](std::vector<uint8_t>& bytes, uint64_t n) {
    if (code) {  // code is padded with s_nop 0 words, then zeros for what does not fill a word
      for (; n >= 4; n -= 4)
        for (int b = 0; b < 4; ++b) bytes.push_back(uint8_t(kSNop0 >> (8 * b)));
      bytes.insert(bytes.end(), size_t(n), 0);
      return;
    }
    const uint64_t value = uint64_t(fill.value_or(0));
    for (uint64_t i = 0; i < n; ++i) bytes.push_back(uint8_t(value >> (8 * (i % uint64_t(fillSize)))));
  });
  return true;
}

bool Assembler::objectDirective(std::string_view name, Scan& s, const Place& at) {
  if (name == ".ident") {
    const int col = (s.skipSpace(), s.col());
    auto text = quoted(s);
    if (!text) {
      error(at, col, "expected string in '.ident' directive");
      return true;
    }
    // The strings go to .comment (mergeable strings) after a leading NUL, the current section staying current.
    AsmSection& comment =
        res_.program.sections[size_t(sideSection(".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, at, 1))];
    if (!seenIdent_) comment.bytes.push_back(0);
    seenIdent_ = true;
    comment.bytes.insert(comment.bytes.end(), text->begin(), text->end());
    comment.bytes.push_back(0);
    echo("\t.ident\t" + listingQuoted(*text));
    return true;
  }
  if (name == ".addrsig") {
    res_.program.addrsig = true;  // the .llvm_addrsig section is written with the symbol table
    echo("\t.addrsig");
    return true;
  }
  if (name == ".addrsig_sym") {
    s.skipSpace();
    const int col = s.col();
    std::string_view sym = s.ident();
    if (sym.empty()) {
      error(at, col, "expected identifier");
      return true;
    }
    addrsigNames_.push_back(intern(sym));
    echo(fmt::format("\t.addrsig_sym {}", sym));
    return true;
  }
  if (name == ".comm" || name == ".lcomm") return commonDirective(name, s, at);
  if (name == ".amdgpu_lds") return ldsDirective(s, at);
  if (name == ".uleb128" || name == ".sleb128") {
    do {
      auto v = absoluteExpression(s, at);
      if (!v) return true;
      std::vector<uint8_t> bytes;
      if (name == ".sleb128") appendSleb128(bytes, *v);
      else appendUleb128(bytes, uint64_t(*v));
      markLine();
      AsmSection& sec = current();
      sec.bytes.insert(sec.bytes.end(), bytes.begin(), bytes.end());
      // llvm-mc lists the encoded bytes: one as .byte, more as an .ascii string.
      if (bytes.size() == 1) echo(fmt::format("\t.byte\t{}", bytes[0]));
      else echo("\t.ascii\t" + listingQuoted(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size())));
    } while (s.accept(','));
    return true;
  }
  return false;
}

// `NAME, SIZE` at the start of .comm, .lcomm and .amdgpu_lds; nullopt after a diagnostic.
std::optional<Assembler::NameAndSize> Assembler::nameAndSize(Scan& s, const Place& at) {
  s.skipSpace();
  const int nameCol = s.col();
  const std::string_view sym = s.ident();
  if (sym.empty()) {
    error(at, nameCol, "expected identifier in directive");
    return std::nullopt;
  }
  if (!s.accept(',')) {
    error(at, s.col(), "expected comma");
    return std::nullopt;
  }
  const int sizeCol = (s.skipSpace(), s.col());
  auto size = absoluteExpression(s, at);
  if (!size) return std::nullopt;
  return NameAndSize{sym, nameCol, sizeCol, *size};
}

// .comm NAME, SIZE[, LOG2_ALIGN]: a common symbol (SHN_COMMON, its value the alignment), or for a symbol
// made .local, SIZE bytes of .bss; .lcomm NAME, SIZE: SIZE bytes of .bss, local. On AMDGPU the .comm
// alignment is a power of two's exponent and .lcomm takes none (llvm-mc's rules).
bool Assembler::commonDirective(std::string_view name, Scan& s, const Place& at) {
  auto head = nameAndSize(s, at);
  if (!head) return true;
  const auto [sym, nameCol, sizeCol, size] = *head;
  int64_t log2 = 0;
  if (s.accept(',')) {
    const int alignCol = (s.skipSpace(), s.col());
    if (name == ".lcomm") {
      error(at, alignCol, "alignment not supported on this target");
      return true;
    }
    auto a = absoluteExpression(s, at);
    if (!a) return true;
    if (*a < 0 || *a >= 32) {
      error(at, alignCol, "invalid '.comm' or '.lcomm' directive alignment, can't be less than zero");
      return true;
    }
    log2 = *a;
  }
  if (size < 0) {
    error(at, sizeCol, "size must be non-negative");
    return true;
  }
  SymbolEntry& e = symbol(sym);
  if (e.defined || e.section == -2) {
    error(at, nameCol, "invalid symbol redefinition");
    return true;
  }
  const uint64_t align = uint64_t(1) << log2;
  e.type = STT_OBJECT;
  e.size = uint64_t(size);
  const bool local = name == ".lcomm" || (e.bindSet && e.bind == STB_LOCAL);
  if (!local) {
    if (!e.bindSet) e.bind = STB_GLOBAL;
    e.defined = true;
    e.section = kCommonSection;
    e.value = align;
  } else {
    e.bind = STB_LOCAL;
    e.bindSet = true;
    const int bss = sideSection(".bss", SHT_NOBITS, SHF_WRITE | SHF_ALLOC, align, at);
    AsmSection& sec = res_.program.sections[size_t(bss)];
    sec.bssSize = (sec.bssSize + align - 1) / align * align;
    e.defined = true;
    e.section = bss;
    e.value = sec.bssSize;
    sec.bssSize += uint64_t(size);
  }
  if (name == ".lcomm") echo(fmt::format("\t.lcomm\t{},{}", sym, size));
  else echo(fmt::format("\t.comm\t{},{},{}", sym, size, log2));
  return true;
}

// .amdgpu_lds NAME, SIZE[, ALIGN]: a group-segment (LDS) variable the loader places, as a common symbol of
// section SHN_AMDGPU_LDS (its value the alignment, 4 by default). Like llvm-mc, the directive alone does not
// put NAME in the symbol table; a reference does.
bool Assembler::ldsDirective(Scan& s, const Place& at) {
  auto head = nameAndSize(s, at);
  if (!head) return true;
  const auto [sym, nameCol, sizeCol, size] = *head;
  if (size < 0 || size > 0xffffffffLL) {
    error(at, sizeCol, "size is too large");
    return true;
  }
  int64_t align = 4;
  if (s.accept(',')) {
    const int alignCol = (s.skipSpace(), s.col());
    auto a = absoluteExpression(s, at);
    if (!a) return true;
    if (*a <= 0 || (*a & (*a - 1)) || *a >= (int64_t(1) << 32)) {
      error(at, alignCol, "alignment must be a power of two");
      return true;
    }
    align = *a;
  }
  const SymbolEntry* e = symbols_.find(sym);
  if (e && e->defined) {
    error(at, nameCol, fmt::format("symbol '{}' is already defined", sym));
    return true;
  }
  ldsSymbols_.push_back({intern(sym), uint64_t(size), uint64_t(align)});
  echo(fmt::format("\t.amdgpu_lds {}, {}, {}", sym, size, align));
  return true;
}

}  // namespace gcnkit::asmimpl
