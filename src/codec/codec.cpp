#include "codec/codec.h"

#include <cstring>

#include "isa/registers.h"

namespace gcnkit {

namespace {

uint64_t fieldMask(const FieldPos& p) { return ((1ull << p.width) - 1) << p.lsb; }

uint32_t readDword(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;  // hosts are little-endian (checked in CMake)
}

void writeDword(uint8_t* p, uint32_t v) { std::memcpy(p, &v, 4); }

bool usesField(const OpInfo& info, Field f) {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.field == f) return true;
    // The SMEM offset operand owns every addressing field.
    if (s.kind == OperandKind::SmemOffset &&
        (f == Field::IMM || f == Field::SOE || f == Field::OFFSET || f == Field::SOFFSET))
      return true;
  }
  if (f == Field::GLC) return info.flags & kGlc;
  // nv (GFX9) and dlc (GFX10) are accepted by every SMEM instruction that accepts glc.
  if (f == Field::NV || f == Field::DLC) return info.flags & kGlc;
  return f == Field::OP;
}

// Fields an instruction does not use hold 0, as llvm-mc writes them (GFX10 s_memtime & co. have SOFFSET = 0;
// null means "no register" only where there is an offset operand, and that field is then a used one).
uint32_t unusedFieldValue(Encoding, Field, Gen) { return 0; }

}  // namespace

bool needsLiteral(const Instruction& inst, Gen g) {
  const OpInfo& info = opInfo(inst.op);
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::SSrc && inst[s.field] == opnd::kLiteral) return true;
    if (s.kind == OperandKind::Lit32) return true;
    if (s.kind == OperandKind::SmemOffset && info.enc == Encoding::SMEM && g == Gen::GFX7 &&
        inst[Field::IMM] == 0 && inst[Field::OFFSET] == opnd::kLiteral)
      return true;
  }
  return false;
}

size_t encodedSize(const Instruction& inst, Gen g) {
  const Layout* l = layoutFor(opInfo(inst.op).enc, g);
  return size_t(l->dwords) * 4 + (inst.hasLiteral ? 4 : 0);
}

size_t encode(const Instruction& inst, Gen g, uint8_t* out) {
  const OpInfo& info = opInfo(inst.op);
  const Layout* l = layoutFor(info.enc, g);
  Instruction tmp = inst;
  tmp[Field::OP] = uint32_t(info.opcode[genIndex(g)]);
  uint64_t word = l->fixedValue;
  for (const FieldPos& p : l->fields) {
    if (p.width == 0) break;
    word |= (uint64_t(tmp[p.field]) << p.lsb) & fieldMask(p);
  }
  writeDword(out, uint32_t(word));
  size_t n = 4;
  if (l->dwords == 2) {
    writeDword(out + 4, uint32_t(word >> 32));
    n = 8;
  }
  if (inst.hasLiteral) {
    writeDword(out + n, inst.literal);
    n += 4;
  }
  return n;
}

int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst) {
  if (bytes.size() < 4) return -1;
  uint32_t w0 = readDword(bytes.data());
  for (const Layout* l : decodeOrder(g)) {
    if ((w0 & uint32_t(l->fixedMask)) != uint32_t(l->fixedValue)) continue;
    size_t size = size_t(l->dwords) * 4;
    if (bytes.size() < size) return -1;
    uint64_t word = w0;
    if (l->dwords == 2) word |= uint64_t(readDword(bytes.data() + 4)) << 32;
    const FieldPos* opPos = l->find(Field::OP);
    auto op = decodeOp(g, l->enc, unsigned((word & fieldMask(*opPos)) >> opPos->lsb));
    if (!op) return 0;
    inst = Instruction{};
    inst.op = *op;
    const OpInfo& info = opInfo(*op);
    for (const FieldPos& p : l->fields) {
      if (p.width == 0) break;
      uint32_t v = uint32_t((word & fieldMask(p)) >> p.lsb);
      // A bit the syntax cannot express would be lost when printing: such words are not instructions.
      if (!usesField(info, p.field) && v != unusedFieldValue(l->enc, p.field, g)) return 0;
      inst[p.field] = v;
    }
    if (needsLiteral(inst, g)) {
      if (bytes.size() < size + 4) return -1;
      inst.hasLiteral = true;
      inst.literal = readDword(bytes.data() + size);
      size += 4;
    }
    return int(size);
  }
  return 0;
}

}  // namespace gcnkit
