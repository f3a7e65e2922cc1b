#include "codec/vgpr_msb.h"

#include "codec/codec.h"
#include "isa/registers.h"

namespace gcnkit {

int vgprMsbSlot(const OpInfo& info, Field f) {
  switch (f) {
    case Field::VDST: return 3;
    case Field::VDATA: return info.enc == Encoding::MUBUF || info.enc == Encoding::MTBUF || info.enc == Encoding::MIMG ? 3 : 1;
    case Field::SRC0: case Field::ADDR: case Field::VADDR: return 0;
    case Field::SRC1: {
      // v_fmamk_*: its K sits between src0 and this source, which takes src2's bits
      for (int i = 0; i < info.numOperands; ++i) {
        if (info.operands[i].field == Field::SRC1) break;
        if (info.operands[i].kind == OperandKind::KImm) return 2;
      }
      return 1;
    }
    case Field::DATA0: return 1;
    case Field::SRC2: case Field::DATA1: return 2;
    default: return -1;
  }
}

bool namesVgpr(const OperandSpec& s, uint32_t value) {
  return s.kind == OperandKind::VReg || s.kind == OperandKind::BufAddr || s.kind == OperandKind::ScratchAddr ||
         (s.kind == OperandKind::VSrc && value >= opnd::kVgpr0);
}

namespace {

template <class WordField>
void addComponent(const OpInfo& info, Instruction& inst, uint8_t mode, WordField word) {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[size_t(i)];
    const int slot = vgprMsbSlot(info, s.field);
    if (slot < 0) continue;
    uint32_t& v = inst[word(s.field)];
    if (namesVgpr(s, v)) v += 256u * ((mode >> (2 * slot)) & 3u);
  }
}

}  // namespace

bool addVgprMsbs(Instruction& inst, uint8_t mode, const Target& t) {
  if (mode == 0) return true;
  const OpInfo& info = opInfo(inst.op);
  // (an image's further addresses, NSA or VIMAGE's VADDR1-4, take src1/src2 bits the fields here do not hold)
  if (info.enc == Encoding::MIMG) return false;
  addComponent(info, inst, mode, [](Field f) { return f; });
  if (info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3)
    if (const auto y = vopdYRow(inst, t.gen(), t.features)) addComponent(opInfo(*y), inst, mode, vopdYField);
  return true;
}

}  // namespace gcnkit
