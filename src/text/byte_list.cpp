#include "text/byte_list.h"

#include <charconv>

#include "text/diagnostics.h"

namespace gcnkit {

ByteList parseByteList(std::string_view text, std::string_view fileName) {
  ByteList out;
  size_t pos = 0;
  uint32_t lineNo = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    out.lines.push_back(line);
    ++lineNo;
    size_t i = 0;
    while (i < line.size()) {
      char c = line[i];
      if (c == ' ' || c == '\t' || c == ',' || c == '\r') { ++i; continue; }
      if (c == '#' || c == ';') break;
      size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != ',' && line[j] != '\r' &&
             line[j] != '#' && line[j] != ';')
        ++j;
      std::string_view tok = line.substr(i, j - i);
      int base = 10;
      std::string_view digits = tok;
      if (tok.size() > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) { base = 16; digits = tok.substr(2); }
      else if (tok.size() > 2 && tok[0] == '0' && (tok[1] == 'b' || tok[1] == 'B')) { base = 2; digits = tok.substr(2); }
      unsigned v = 0;
      auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
      if (ec != std::errc() || p != digits.data() + digits.size() || v > 255) {
        if (out.error.empty())
          out.error = formatDiagnostic(fileName, int(lineNo), int(i) + 1, Severity::Error, "invalid input token", line);
        i = j;
        continue;
      }
      out.bytes.push_back(uint8_t(v));
      out.line.push_back(lineNo);
      out.col.push_back(uint32_t(i) + 1);
      i = j;
    }
    if (nl == text.size()) break;
    pos = nl + 1;
  }
  return out;
}

}  // namespace gcnkit
