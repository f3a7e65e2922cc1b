#include "codec/mai_scale.h"

#include <cstring>

#include "codec/codec.h"
#include "isa/mai.h"

namespace gcnkit {

namespace {

constexpr uint32_t kVop3pPrefix = 0x1A7;  // bits 31:23 of a GFX9 VOP3P word
constexpr uint32_t kLdScaleOpcode = 0x2c;
constexpr uint32_t kF8f6f4Opcodes[] = {0x2d, 0x2e};  // v_mfma_f32_16x16x128_f8f6f4, v_mfma_f32_32x32x64_f8f6f4

uint32_t readDword(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

void writeDword(uint8_t* p, uint32_t v) { std::memcpy(p, &v, 4); }

}  // namespace

bool isScalePair(Op op) {
  const MaiInfo* m = maiInfo(op);
  return m && (m->flags & kMaiScale);
}

size_t encodeScalePair(const Instruction& inst, Gen g, uint8_t* out) {
  // The ld_scale word: op_sel [12:11], opcode [22:16], prefix; src0 [40:32], src1 [49:41], op_sel_hi [60:59].
  const uint32_t lo = (inst[Field::SCALE_OPSEL] & 3) << 11 | kLdScaleOpcode << 16 | kVop3pPrefix << 23;
  const uint32_t hi = (inst[Field::SCALE_SRC0] & 0x1ff) | (inst[Field::SCALE_SRC1] & 0x1ff) << 9 |
                      (inst[Field::SCALE_OPSEL_HI] & 3) << 27;
  writeDword(out, lo);
  writeDword(out + 4, hi);
  Instruction mfma = inst;
  mfma.op = *maiUnscaledForm(inst.op);
  mfma[Field::OPSEL] = 1;  // abid 1 marks the pair
  mfma[Field::OPSEL_HI] &= 3;
  return 8 + encode(mfma, g, out + 8);
}

bool startsScalePair(const Instruction& ldScale, std::span<const uint8_t> bytes) {
  const MaiInfo* m = maiInfo(ldScale.op);
  if (!m || !(m->flags & kMaiLdScale) || ldScale.hasLiteral || bytes.size() < kScalePairBytes) return false;
  const uint32_t w = readDword(bytes.data() + 8);
  const uint32_t opcode = w >> 16 & 0x7f, abid = w >> 11 & 0xf;
  if (w >> 23 != kVop3pPrefix || abid != 1) return false;
  return opcode == kF8f6f4Opcodes[0] || opcode == kF8f6f4Opcodes[1];
}

bool scalePairDecodes(const Instruction& mfma) {
  const MaiInfo* m = maiInfo(mfma.op);
  if (!m) return false;
  auto fits = [](uint32_t code, unsigned n) { return code < 256 || code - 256 + n <= 256; };
  const uint32_t acc = mfma[Field::OPSEL_HI] & 3;
  if ((acc & 1) && !fits(mfma[Field::SRC0], m->a)) return false;
  if ((acc & 2) && !fits(mfma[Field::SRC1], m->b)) return false;
  return !mfma[Field::CLAMP] || (fits(256 + mfma[Field::VDST], m->d) && fits(mfma[Field::SRC2], m->c));
}

void mergeScalePair(Instruction& inst, uint64_t& stray, const Instruction& mfma, uint64_t mfmaStray) {
  const bool ldExtra = inst[Field::VDST] || inst[Field::SRC2] || inst[Field::NEG] || inst[Field::NEG_HI] ||
                       inst[Field::CLAMP] || (inst[Field::OPSEL] & 4) || (inst[Field::OPSEL_HI] & 4);
  Instruction pair = mfma;
  pair.op = *maiScaleForm(mfma.op);
  pair[Field::OPSEL] &= ~1u;  // the abid marker
  pair[Field::SCALE_SRC0] = inst[Field::SRC0];
  pair[Field::SCALE_SRC1] = inst[Field::SRC1];
  pair[Field::SCALE_OPSEL] = inst[Field::OPSEL] & 3;
  pair[Field::SCALE_OPSEL_HI] = inst[Field::OPSEL_HI] & 3;
  stray = stray || mfmaStray || ldExtra ? ~uint64_t(0) : 0;
  inst = pair;
}

}  // namespace gcnkit
