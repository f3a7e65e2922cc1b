// C-style block comments (`/* ... */`) in assembly, which llvm-mc's lexer reads as blanks, on one line or across
// several: not inside a string, nor after a line comment (`;`, `//`, or a line that starts with `#`).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gcnkit {

struct BlankedComments {
  std::string text;  // the source with every comment's characters but its newlines made spaces (same offsets)
  std::optional<size_t> unterminated;  // where a `/*` without its `*/` starts (the rest of the source is blank)
};

// nullopt when `source` has no block comment (the common case: one scan for "/*").
std::optional<BlankedComments> blankBlockComments(std::string_view source);

}  // namespace gcnkit
