// GFX11's WMMA rows as llvm-mc 22 prints them: D, A, B, C (VGPR tuples; C may be an inline constant or null),
// then op_sel and op_sel_hi (16-bit results, where not the default), neg_lo, neg_hi, and clamp (integer results).
// A field the row's text cannot carry (op_sel of an f32 result, clamp of a float one, a scalar A) has no text.
#include "isa/registers.h"
#include "text/print_support.h"
#include "text/wmma_text.h"

namespace gcnkit {

void appendWmmaBits(TextBuf& out, std::string_view name, uint32_t bits) {
  out += ' ';
  out += name;
  out += ":[";
  for (int i = 0; i < 3; ++i) {
    if (i) out += ',';
    out += char('0' + ((bits >> i) & 1));
  }
  out += ']';
}

bool appendWmma(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  if (wmmaGfx12(info)) return appendWmma12(out, inst, info, t);
  const WmmaResult result = wmmaResult(info);
  if (result != WmmaResult::Half && (inst[Field::OPSEL] || inst[Field::OPSEL_HI] != 7)) return false;
  if (result != WmmaResult::Int && inst[Field::CLAMP]) return false;
  const int acc = wmmaAccumulatorDwords(info, t.wave32);
  out += info.name;
  out += ' ';
  appendRegister(out, uint16_t(opnd::kVgpr0 + inst[Field::VDST]), acc, t);
  for (int i = 1; i < 4; ++i) {
    out += ", ";
    const uint16_t code = uint16_t(inst[i == 1 ? Field::SRC0 : i == 2 ? Field::SRC1 : Field::SRC2]);
    if (isVgprCode(code)) {
      if (!appendRegister(out, code, i == 3 ? acc : info.operands[i].dwords, t)) return false;
      continue;
    }
    const bool constant = isInlineInt(code) || (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) ||
                          code == opnd::kNull;
    if (i < 3 || !constant) return false;
    // (wave32's C is 256 bits wide: LLVM writes its constants as 64-bit ones, 1/(2*pi) in full)
    if (!appendSource(out, inst, code, t.wave32 ? 2 : 1, t, t.wave32 ? ValType::F64 : ValType::F32)) return false;
  }
  if (inst[Field::OPSEL]) appendWmmaBits(out, "op_sel", inst[Field::OPSEL]);
  if (inst[Field::OPSEL_HI] != 7) appendWmmaBits(out, "op_sel_hi", inst[Field::OPSEL_HI]);
  if (inst[Field::NEG]) appendWmmaBits(out, "neg_lo", inst[Field::NEG]);
  if (inst[Field::NEG_HI]) appendWmmaBits(out, "neg_hi", inst[Field::NEG_HI]);
  if (inst[Field::CLAMP]) out += " clamp";
  return true;
}

}  // namespace gcnkit
