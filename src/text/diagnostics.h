// LLVM-style diagnostics: "file:line:col: error: message", the source line, a caret.
#pragma once
#include <string>
#include <string_view>

namespace gcnkit {

enum class Severity { Error, Warning, Note };

// Formats one diagnostic exactly as LLVM's SourceMgr prints it (tabs expanded to 8-column stops), except that a
// source line longer than 4096 bytes is echoed as the 320 bytes around the column, marked "..." where cut.
std::string formatDiagnostic(std::string_view file, int line, int col, Severity sev, std::string_view message,
                             std::string_view sourceLine);

}  // namespace gcnkit
