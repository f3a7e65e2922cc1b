#include "text/block_comments.h"

namespace gcnkit {

std::optional<BlankedComments> blankBlockComments(std::string_view source) {
  if (source.find("/*") == std::string_view::npos) return std::nullopt;
  BlankedComments out;
  out.text.assign(source);
  std::string& s = out.text;
  bool quoted = false, lineComment = false, lineStart = true;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\n') {
      quoted = lineComment = false;
      lineStart = true;
      continue;
    }
    if (lineComment) continue;
    const bool first = lineStart && c != ' ' && c != '\t';
    if (first) lineStart = false;
    if (c == '"' && (i == 0 || s[i - 1] != '\\')) quoted = !quoted;
    if (quoted) continue;
    const char next = i + 1 < s.size() ? s[i + 1] : '\0';
    if (c == ';' || (c == '/' && next == '/') || (first && c == '#')) {
      lineComment = true;
    } else if (c == '/' && next == '*') {
      const size_t end = s.find("*/", i + 2);
      const size_t stop = end == std::string::npos ? s.size() : end + 2;
      if (end == std::string::npos) out.unterminated = i;
      for (size_t k = i; k < stop; ++k)
        if (s[k] != '\n') s[k] = ' ';
      if (end == std::string::npos) break;
      i = stop - 1;
    }
  }
  return out;
}

}  // namespace gcnkit
