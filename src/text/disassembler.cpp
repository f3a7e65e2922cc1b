#include "text/disassembler.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

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

namespace gcnkit {

namespace {

struct Decoded {
  size_t offset, size;
  bool valid;
  Instruction inst;
};

// The byte offset a branch instruction jumps to, or -1 when it has no label operand.
int64_t branchTarget(const Decoded& d) {
  const OpInfo& info = opInfo(d.inst.op);
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Label)
      return int64_t(d.offset) + 4 + 4 * int64_t(int16_t(d.inst[info.operands[i].field]));
  return -1;
}

std::string labelName(size_t offset) { return fmt::format("L_{:06X}", offset); }

}  // namespace

std::string disassembleListing(std::span<const uint8_t> bytes, const Target& t) {
  std::vector<Decoded> code;
  std::string scratch;
  for (size_t pos = 0; pos < bytes.size();) {
    Decoded d{pos, 0, false, {}};
    scratch.clear();
    d.size = decodeAndPrint(bytes.subspan(pos), t, d.inst, scratch);
    d.valid = d.size != 0;
    if (!d.valid) d.size = std::min<size_t>(4, bytes.size() - pos);
    code.push_back(d);
    pos += d.size;
  }
  std::set<size_t> starts, labels;
  for (const Decoded& d : code) starts.insert(d.offset);
  for (const Decoded& d : code)
    if (d.valid)
      if (int64_t target = branchTarget(d); target >= 0 && starts.count(size_t(target))) labels.insert(size_t(target));
  std::string out, text;
  for (const Decoded& d : code) {
    if (labels.count(d.offset)) out += labelName(d.offset) + ":\n";
    text.clear();
    if (d.valid) {
      OperandOverrides ov{};
      std::string label;
      const OpInfo& info = opInfo(d.inst.op);
      int64_t target = branchTarget(d);
      if (target >= 0 && labels.count(size_t(target))) {
        label = labelName(size_t(target));
        for (int i = 0; i < info.numOperands; ++i)
          if (info.operands[i].kind == OperandKind::Label) ov[i] = label;
      }
      printInstruction(d.inst, t, text, &ov);
    } else if (d.size == 4) {
      text = fmt::format(".long 0x{:08x}", uint32_t(bytes[d.offset]) | uint32_t(bytes[d.offset + 1]) << 8 |
                                              uint32_t(bytes[d.offset + 2]) << 16 | uint32_t(bytes[d.offset + 3]) << 24);
    } else {
      text = ".byte ";
      for (size_t i = 0; i < d.size; ++i) text += fmt::format("{}0x{:02x}", i ? ", " : "", bytes[d.offset + i]);
    }
    fmt::format_to(std::back_inserter(out), "\t{:<40}// {:012X}:", text, d.offset);
    for (size_t i = 0; i < d.size; i += 4) {
      uint32_t w = 0;
      for (size_t b = 0; b < 4 && i + b < d.size; ++b) w |= uint32_t(bytes[d.offset + i + b]) << (8 * b);
      fmt::format_to(std::back_inserter(out), " {:08X}", w);
    }
    if (!d.valid) out += " (invalid instruction encoding)";
    out += '\n';
  }
  return out;
}

}  // namespace gcnkit
