#include "codec/smem_offset.h"

#include "isa/encoding.h"
#include "isa/registers.h"

namespace gcnkit {

namespace {
// The immediate's width from GFX9 on: the layout's OFFSET field (21 bits; GFX12: 24).
int offsetBits(Gen g) { return layoutFor(Encoding::SMEM, g)->find(Field::OFFSET)->width; }
int64_t signExtend(uint32_t v, int bits) {
  const uint32_t sign = 1u << (bits - 1);
  return (v & sign) ? int64_t(v) - (int64_t(sign) << 1) : int64_t(v);
}
int64_t sext21(uint32_t v) { return signExtend(v, 21); }
}  // namespace

int smemOffsetBits(Gen g) { return offsetBits(g); }
int64_t smemImmediate(uint32_t field, Gen g) { return signExtend(field, offsetBits(g)); }
bool smemImmediateFits(int64_t imm, Gen g, bool buffer) {
  const int64_t half = int64_t(1) << (offsetBits(g) - 1);  // (a buffer offset is unsigned: one bit less)
  return buffer ? imm >= 0 && imm < half : imm >= -half && imm < half;
}

std::optional<SmemOffset> smemOffset(const Instruction& inst, Gen g) {
  SmemOffset o;
  const uint32_t imm = inst[Field::IMM], off = inst[Field::OFFSET];
  switch (g) {
    case Gen::GFX6:
    case Gen::GFX7:
      if (imm) { o.hasImm = true; o.imm = off; }
      else if (g == Gen::GFX7 && off == opnd::kLiteral) { o.hasImm = o.literal = true; o.imm = inst.literal; }
      else { o.hasReg = true; o.reg = uint16_t(off); }
      return o;
    case Gen::GFX8:
      if (imm) { o.hasImm = true; o.imm = off; }
      else { o.hasReg = true; o.reg = uint16_t(off); }
      return o;
    case Gen::GFX9: {
      const bool soe = inst[Field::SOE];
      if (!imm && soe) return std::nullopt;
      if (imm) { o.hasImm = true; o.imm = sext21(off); }
      if (!imm) { o.hasReg = true; o.reg = uint16_t(off); }
      if (soe) { o.hasReg = true; o.reg = uint16_t(inst[Field::SOFFSET]); }
      return o;
    }
    default: {
      const uint32_t soff = inst[Field::SOFFSET];
      o.imm = smemImmediate(off, g);
      if (soff == opnd::kNull) o.hasImm = true;
      else { o.hasReg = true; o.reg = uint16_t(soff); o.hasImm = o.imm != 0; }
      return o;
    }
  }
}

SmemOffsetError setSmemOffset(Instruction& inst, Gen g, const SmemOffset& o, bool buffer) {
  auto fitsSigned21 = [](int64_t v) { return v >= -(1 << 20) && v < (1 << 20); };
  auto fitsUnsigned20 = [](int64_t v) { return v >= 0 && v < (1 << 20); };
  switch (g) {
    case Gen::GFX6:
    case Gen::GFX7:
      if (o.hasReg && o.hasImm) return SmemOffsetError::RegPlusImmUnsupported;
      if (o.hasReg) { inst[Field::IMM] = 0; inst[Field::OFFSET] = o.reg; return SmemOffsetError::None; }
      if (o.imm >= 0 && o.imm <= 0xff && !o.literal) { inst[Field::IMM] = 1; inst[Field::OFFSET] = uint32_t(o.imm); return SmemOffsetError::None; }
      if (g == Gen::GFX6 || o.imm < 0 || o.imm > 0xffffffffll) return SmemOffsetError::TooLargeForGen;
      inst[Field::IMM] = 0;
      inst[Field::OFFSET] = opnd::kLiteral;
      inst.hasLiteral = true;
      inst.literal = uint32_t(o.imm);
      return SmemOffsetError::None;
    case Gen::GFX8:
      if (o.hasReg && o.hasImm) return SmemOffsetError::RegPlusImmUnsupported;
      if (o.hasReg) { inst[Field::IMM] = 0; inst[Field::OFFSET] = o.reg; return SmemOffsetError::None; }
      if (!fitsUnsigned20(o.imm)) return SmemOffsetError::ImmRange;
      inst[Field::IMM] = 1;
      inst[Field::OFFSET] = uint32_t(o.imm);
      return SmemOffsetError::None;
    case Gen::GFX9:
      if (o.hasImm && !(buffer ? fitsUnsigned20(o.imm) : fitsSigned21(o.imm))) return SmemOffsetError::ImmRange;
      if (o.hasReg && !o.hasImm) { inst[Field::IMM] = 0; inst[Field::SOE] = 0; inst[Field::OFFSET] = o.reg; return SmemOffsetError::None; }
      inst[Field::IMM] = 1;
      inst[Field::OFFSET] = uint32_t(o.imm) & 0x1fffff;
      inst[Field::SOE] = o.hasReg;
      inst[Field::SOFFSET] = o.hasReg ? o.reg : 0;
      return SmemOffsetError::None;
    default:
      if (o.hasImm && !smemImmediateFits(o.imm, g, buffer)) return SmemOffsetError::ImmRange;
      inst[Field::OFFSET] = o.hasImm ? uint32_t(o.imm) & ((1u << offsetBits(g)) - 1) : 0;
      inst[Field::SOFFSET] = o.hasReg ? o.reg : opnd::kNull;
      return SmemOffsetError::None;
  }
}

bool smemOffsetCanonical(const Instruction& inst, Gen g, bool buffer) {
  auto o = smemOffset(inst, g);
  if (!o) return false;
  thread_local Instruction rebuilt;  // only the offset's fields and literal are written and read
  rebuilt[Field::IMM] = rebuilt[Field::SOE] = rebuilt[Field::OFFSET] = rebuilt[Field::SOFFSET] = 0;
  rebuilt.hasLiteral = false;
  return setSmemOffset(rebuilt, g, *o, buffer) == SmemOffsetError::None && rebuilt[Field::IMM] == inst[Field::IMM] &&
         rebuilt[Field::SOE] == inst[Field::SOE] && rebuilt[Field::OFFSET] == inst[Field::OFFSET] &&
         rebuilt[Field::SOFFSET] == inst[Field::SOFFSET] && rebuilt.hasLiteral == inst.hasLiteral &&
         (!inst.hasLiteral || rebuilt.literal == inst.literal);
}

}  // namespace gcnkit
