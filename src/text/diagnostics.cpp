#include "text/diagnostics.h"

#include <algorithm>

#include <fmt/format.h>

namespace gcnkit {

namespace {

// A source line longer than this is echoed as a window of kWindow bytes either side of the column, marked "...":
// LLVM echoes lines whole, so one 200 KB line of bad bytes (a warning per word) would print gigabytes.
constexpr size_t kWholeLine = 4096;
constexpr size_t kWindow = 160;

}  // namespace

std::string formatDiagnostic(std::string_view file, int line, int col, Severity sev, std::string_view message,
                             std::string_view sourceLine) {
  const char* kind = sev == Severity::Error ? "error" : sev == Severity::Warning ? "warning" : "note";
  std::string out = fmt::format("{}:{}:{}: {}: {}\n", file, line, col, kind, message);
  std::string clipped;
  if (sourceLine.size() > kWholeLine) {
    const size_t at = std::min(size_t(std::max(col, 1) - 1), sourceLine.size());
    const size_t lo = at > kWindow ? at - kWindow : 0, hi = std::min(sourceLine.size(), at + kWindow);
    clipped = std::string(lo ? "..." : "") + std::string(sourceLine.substr(lo, hi - lo)) +
              (hi < sourceLine.size() ? "..." : "");
    col = int(at - lo + (lo ? 3 : 0)) + 1;
    sourceLine = clipped;
  }
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
