#include "asm/source_target.h"

namespace gcnkit {

bool targetFromSource(std::string_view src, std::string& mcpu, std::string& mattr) {
  for (size_t at = src.find(".amdgcn_target"); at != std::string_view::npos; at = src.find(".amdgcn_target", at + 1)) {
    const size_t lineStart = src.rfind('\n', at) + 1;  // npos + 1 == 0
    if (src.substr(lineStart, at - lineStart).find_first_not_of(" \t") != std::string_view::npos) continue;
    const size_t open = src.find('"', at), close = open == std::string_view::npos ? open : src.find('"', open + 1);
    if (close == std::string_view::npos || src.substr(at, open - at).find('\n') != std::string_view::npos) return false;
    std::string_view id = src.substr(open + 1, close - open - 1);
    const size_t dashes = id.find("--");
    if (dashes == std::string_view::npos) return false;
    id.remove_prefix(dashes + 2);
    const size_t colon = id.find(':');
    mcpu = std::string(id.substr(0, colon));
    for (std::string_view rest = colon == std::string_view::npos ? "" : id.substr(colon + 1); !rest.empty();) {
      const size_t next = rest.find(':');
      std::string_view f = rest.substr(0, next);
      if (f.size() > 1 && (f.back() == '+' || f.back() == '-')) {  // "xnack+" -> "+xnack"
        if (!mattr.empty()) mattr += ',';
        mattr += f.back();
        mattr += f.substr(0, f.size() - 1);
      }
      rest = next == std::string_view::npos ? "" : rest.substr(next + 1);
    }
    return true;
  }
  return false;
}


}  // namespace gcnkit
