#include "text/disassembler.h"

#include <algorithm>

#include "codec/codec.h"
#include "text/printer.h"

namespace gcnkit {

size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst) {
  int n = decode(bytes, t.gen(), inst);
  if (n <= 0 || !printable(inst, t)) return 0;
  return size_t(n);
}

void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit) {
  std::string text;
  Instruction inst;
  size_t pos = 0;
  while (pos < bytes.size()) {
    size_t n = decodeOne(bytes.subspan(pos), t, inst);
    if (n == 0) {
      emit({pos, std::min<size_t>(4, bytes.size() - pos), false, {}});
      pos += std::min<size_t>(4, bytes.size() - pos);
      continue;
    }
    text.clear();
    printInstruction(inst, t, text);
    emit({pos, n, true, text});
    pos += n;
  }
}

}  // namespace gcnkit
