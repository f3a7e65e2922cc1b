#include "text/disassembler.h"

#include <algorithm>

#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "text/printer.h"

namespace gcnkit {

// The bytes the assembler would produce for the decoded instruction: its offset operand rebuilt from
// meaning (so that unused offset fields are zero) and every gap between fields zero.
bool canonical(std::span<const uint8_t> bytes, size_t n, const Instruction& inst, Gen g) {
  Instruction c = inst;
  const OpInfo& info = opInfo(inst.op);
  for (int i = 0; i < info.numOperands; ++i) {
    if (info.operands[i].kind != OperandKind::SmemOffset) continue;
    auto o = smemOffset(inst, g);
    if (!o) return false;
    c[Field::IMM] = c[Field::SOE] = c[Field::OFFSET] = c[Field::SOFFSET] = 0;
    c.hasLiteral = false;
    if (setSmemOffset(c, g, *o, (info.flags & kBuffer) != 0) != SmemOffsetError::None) return false;
  }
  uint8_t buf[16];
  if (encodedSize(c, g) != n || encode(c, g, buf) != n) return false;
  for (size_t i = 0; i < n; ++i)  // n <= 12: a plain loop beats a memcmp call here
    if (buf[i] != bytes[i]) return false;
  return true;
}

size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst) {
  int n = decode(bytes, t.gen(), inst);
  if (n <= 0 || !printable(inst, t) || !canonical(bytes, size_t(n), inst, t.gen())) return 0;
  return size_t(n);
}

namespace {
// decodeOne and printing in one pass.
size_t decodeAndPrint(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, std::string& text) {
  int n = decode(bytes, t.gen(), inst);
  if (n <= 0 || !canonical(bytes, size_t(n), inst, t.gen()) || !printChecked(inst, t, text)) return 0;
  return size_t(n);
}
}  // namespace

void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit) {
  std::string text;
  Instruction inst;
  size_t pos = 0;
  while (pos < bytes.size()) {
    text.clear();
    size_t n = decodeAndPrint(bytes.subspan(pos), t, inst, text);
    if (n == 0) {
      emit({pos, std::min<size_t>(4, bytes.size() - pos), false, {}});
      pos += std::min<size_t>(4, bytes.size() - pos);
      continue;
    }
    emit({pos, n, true, text});
    pos += n;
  }
}

}  // namespace gcnkit
