#include "text/diagnostics.h"

#include <fmt/format.h>

namespace gcnkit {

std::string formatDiagnostic(std::string_view file, int line, int col, Severity sev, std::string_view message,
                             std::string_view sourceLine) {
  const char* kind = sev == Severity::Error ? "error" : sev == Severity::Warning ? "warning" : "note";
  std::string out = fmt::format("{}:{}:{}: {}: {}\n", file, line, col, kind, message);
  std::string src, caret;
  for (size_t i = 0; i < sourceLine.size(); ++i) {
    const bool atCaret = int(i) == col - 1;
    if (sourceLine[i] == '\t') {
      size_t spaces = 8 - src.size() % 8;
      src.append(spaces, ' ');
      if (caret.size() < src.size() - spaces) caret.append(src.size() - spaces - caret.size(), ' ');
      if (atCaret) caret += '^';
      continue;
    }
    if (atCaret) {
      caret.append(src.size() - caret.size(), ' ');
      caret += '^';
    }
    src += sourceLine[i];
  }
  if (col - 1 >= int(sourceLine.size())) {
    caret.append(src.size() + size_t(col - 1 - int(sourceLine.size())) - caret.size(), ' ');
    caret += '^';
  }
  out += src;
  out += '\n';
  out += caret;
  out += '\n';
  return out;
}

}  // namespace gcnkit
