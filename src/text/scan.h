// A cursor over one line of assembly: the only tokenizer the parser needs. No allocation.
#pragma once
#include <cstddef>
#include <string_view>

namespace gcnkit {

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

  static bool identStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$';
  }
  static bool identChar(char c) { return identStart(c) || (c >= '0' && c <= '9') || c == '@'; }

  // Reads an identifier (may be empty).
  std::string_view ident() {
    size_t start = pos;
    if (pos < line.size() && identStart(line[pos])) {
      ++pos;
      while (pos < line.size() && identChar(line[pos])) ++pos;
    }
    return line.substr(start, pos - start);
  }
};

}  // namespace gcnkit
