// GFX11's attribute interpolation as llvm-mc 22 prints it: VINTERP with its 16-bit operands as halves on
// real-true16 targets (v1.l, v1.h), op_sel where a bit is set and wait_exp always; LDSDIR with attrN.c and
// wait_vdst always. A field llvm-mc 22's text cannot carry (op_sel of a 32-bit row, an attribute of
// lds_direct_load, an attribute number above 32) has no text.
#include "text/interp_text.h"
#include "text/print_support.h"

namespace gcnkit {

namespace {

bool appendVinterp(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t,
                   const OperandOverrides* ov) {
  const uint32_t opsel = inst[Field::OPSEL];
  const bool hasHalves = info.halfOperands != 0;
  if (opsel && !hasHalves) return false;
  const bool halves = hasHalves && t.has(kFeatRealTrue16) && inst[Field::READING16] != 1;
  out += info.name;
  for (int i = 0; i < 4; ++i) {
    out += i ? ", " : " ";
    const uint32_t bit = 1u << (i == 0 ? 3 : i - 1);
    const uint32_t code = i == 0 ? opnd::kVgpr0 + inst[Field::VDST] : inst[i == 1 ? Field::SRC0 : i == 2 ? Field::SRC1 : Field::SRC2];
    if (!isVgprCode(uint16_t(code))) return false;
    const bool neg = i && (inst[Field::NEG] >> (i - 1) & 1), abs = i && (inst[Field::ABS] >> (i - 1) & 1);
    if (neg) out += '-';
    if (abs) out += '|';
    appendRegister(out, uint16_t(code), 1, t);
    if (halves && (info.halfOperands & bit)) out += (opsel & bit) ? ".h" : ".l";
    if (abs) out += '|';
  }
  if (inst[Field::CLAMP]) out += " clamp";
  if (ov && !(*ov)[kInterpOpSelText].empty()) {
    if ((*ov)[kInterpOpSelText] != " ") out += (*ov)[kInterpOpSelText];
  } else if (opsel) {
    out += interpOpSelText(opsel);
  }
  out += " wait_exp:";
  appendDec(out, inst[Field::WAITEXP]);
  return true;
}

bool appendLdsdir(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  const bool param = info.numOperands > 1;
  if (!param && (inst[Field::ATTR] || inst[Field::ATTRCHAN])) return false;
  if (inst[Field::ATTR] > 32) return false;  // (llvm-mc 22 prints attr33..63 and refuses to read them back)
  out += info.name;
  out += ' ';
  appendRegister(out, uint16_t(opnd::kVgpr0 + inst[Field::VDST]), 1, t);
  if (param) {
    out += ", attr";
    appendDec(out, inst[Field::ATTR]);
    out += '.';
    out += "xyzw"[inst[Field::ATTRCHAN] & 3];
  }
  if (layoutFor(Encoding::LDSDIR, t.gen())->has(Field::WAITVSRC)) {  // GFX12's VDSDIR
    out += " wait_va_vdst:";
    appendDec(out, inst[Field::WAITVDST]);
    out += " wait_vm_vsrc:";
    appendDec(out, inst[Field::WAITVSRC]);
    return true;
  }
  out += " wait_vdst:";
  appendDec(out, inst[Field::WAITVDST]);
  return true;
}

}  // namespace

bool appendInterpolation(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t,
                         const OperandOverrides* ov) {
  return info.enc == Encoding::LDSDIR ? appendLdsdir(out, inst, info, t) : appendVinterp(out, inst, info, t, ov);
}

}  // namespace gcnkit
