// A cursor over one line of assembly: the only tokenizer the parser needs. No allocation.
#pragma once
#include <cstddef>
#include <string_view>

#include "text/byte_search.h"

namespace gcnkit {

// Character classes by table: every token of every line goes through Scan::identStart/identChar.
struct CharClasses {
  enum : unsigned char { kIdentStart = 1, kIdentChar = 2 };
  unsigned char bits[256] = {};
  constexpr CharClasses() {
    for (int c = 0; c < 256; ++c) {
      const bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$';
      const bool inner = start || (c >= '0' && c <= '9') || c == '@';
      bits[c] = (start ? kIdentStart : 0) | (inner ? kIdentChar : 0);
    }
  }
};
inline constexpr CharClasses kCharClasses{};

struct Scan {
  std::string_view line;
  size_t pos = 0;

  bool atEnd() const { return pos >= line.size(); }
  char peek(size_t ahead = 0) const { return pos + ahead < line.size() ? line[pos + ahead] : '\0'; }
  void skipSpace() {
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
  }
  bool accept(char c) {
    skipSpace();
    if (peek() != c) return false;
    ++pos;
    return true;
  }
  int col() const { return int(pos) + 1; }  // 1-based column, as LLVM reports it

  static constexpr bool identStart(char c) { return kCharClasses.bits[static_cast<unsigned char>(c)] & CharClasses::kIdentStart; }
  static constexpr bool identChar(char c) { return kCharClasses.bits[static_cast<unsigned char>(c)] & CharClasses::kIdentChar; }

  // Reads an identifier (may be empty).
  std::string_view ident() {
    size_t start = pos;
    if (pos < line.size() && identStart(line[pos])) {
      ++pos;
      pos += wordSpan<true>(line.data() + pos, line.size() - pos);  // identChar, 16 bytes at a time
    }
    return line.substr(start, pos - start);
  }
};

// Removes a trailing comment (";" or "//"); a line whose first non-blank is '#' is all comment.
inline std::string_view stripComment(std::string_view line) {
  size_t first = 0;
  while (first < line.size() && (line[first] == ' ' || line[first] == '\t')) ++first;
  if (first < line.size() && line[first] == '#') return line.substr(0, first);
  bool quoted = false;
  const char* p = line.data();
  const size_t n = line.size();
  for (size_t i = first;; ++i) {
    i += findAnyOf<';', '/', '"'>(p + i, n - i);  // the only characters that start a comment or a string
    if (i >= n) return line;
    const char c = p[i];
    if (c == '"' && (i == 0 || p[i - 1] != '\\')) quoted = !quoted;
    else if (!quoted && (c == ';' || (c == '/' && i + 1 < n && p[i + 1] == '/'))) return line.substr(0, i);
  }
}

}  // namespace gcnkit
