#include "codec/scalar_encode.h"

#include <cstring>

#include "codec/codec.h"
#include "isa/ops.h"

namespace gcnkit {

namespace {

// GFX8/GFX9 SMEM (isa/encoding.cpp): GFX9 adds NV, SOE, a 21-bit offset and SOFFSET.
size_t encodeSmem(const Instruction& inst, Gen g, uint32_t op, uint8_t* out) {
  uint32_t word = 0x30u << 26 | (op & 0xff) << 18 | (inst[Field::IMM] & 1) << 17 | (inst[Field::GLC] & 1) << 16 |
                  (inst[Field::SDATA] & 0x7f) << 6 | (inst[Field::SBASE] & 0x3f);
  uint32_t high;
  if (g == Gen::GFX8) {
    high = inst[Field::OFFSET] & 0xfffff;
  } else {
    word |= (inst[Field::NV] & 1) << 15 | (inst[Field::SOE] & 1) << 14;
    high = (inst[Field::OFFSET] & 0x1fffff) | (inst[Field::SOFFSET] & 0x7f) << 25;
  }
  std::memcpy(out, &word, 4);  // little-endian, as writeDword
  std::memcpy(out + 4, &high, 4);
  return 8;
}

}  // namespace

size_t encodeScalarDirect(const Instruction& inst, Gen g, uint8_t* out) {
  if (inst.form != Form::Base) return 0;
  const OpInfo& info = opInfo(inst.op);
  const uint32_t op = uint32_t(formOpcode(info, Form::Base, g));
  const uint32_t sdst = inst[Field::SDST] & 0x7f, ssrc0 = inst[Field::SSRC0] & 0xff,
                 ssrc1 = inst[Field::SSRC1] & 0xff, simm16 = inst[Field::SIMM16] & 0xffff;
  // GFX11+ words exchange the codes of m0 and null (isa/encoding.cpp's ScalarSwap fields): such an operand goes
  // through the general encoder.
  if (genIndex(g) >= genIndex(Gen::GFX11) && (sdst - 124u < 2 || ssrc0 - 124u < 2 || ssrc1 - 124u < 2)) return 0;
  if (inst.literal64) return 0;  // (GFX12.5's 64-bit literal: the general encoder)
  uint32_t word;
  switch (info.enc) {
    case Encoding::SOP1: word = 0x17Du << 23 | sdst << 16 | (op & 0xff) << 8 | ssrc0; break;
    case Encoding::SOP2: word = 0x2u << 30 | (op & 0x7f) << 23 | sdst << 16 | ssrc1 << 8 | ssrc0; break;
    case Encoding::SOPK: word = 0xBu << 28 | (op & 0x1f) << 23 | sdst << 16 | simm16; break;
    case Encoding::SOPC: word = 0x17Eu << 23 | (op & 0x7f) << 16 | ssrc1 << 8 | ssrc0; break;
    case Encoding::SOPP: word = 0x17Fu << 23 | (op & 0x7f) << 16 | simm16; break;
    case Encoding::SMEM:
      if ((g != Gen::GFX8 && g != Gen::GFX9) || inst.hasLiteral) return 0;
      return encodeSmem(inst, g, op, out);
    default: return 0;
  }
  std::memcpy(out, &word, 4);  // little-endian, as writeDword
  if (!inst.hasLiteral) return 4;
  std::memcpy(out + 4, &inst.literal, 4);
  return 8;
}

}  // namespace gcnkit
