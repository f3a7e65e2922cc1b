// VOPD (GFX11+): "v_dual_X vdst, src0, vsrc1 :: v_dual_Y vdst, src0, vsrc1" as one instruction. Each component's
// operands are read by the VALU parser's operand steps on its own row; then llvm-mc 22's VOPD rules
// (codec/vopd_rules.h) with their messages at the Y component's operand, and the fields of both halves.
#include "codec/vopd_rules.h"
#include "text/valu_parser_state.h"

namespace gcnkit {

namespace valu_parsing {

namespace {

constexpr const char* kOnlyOneLiteral = "only one unique literal operand is allowed";

// A component's operands, read with the VALU operand steps (no source modifiers: VOPD has none).
bool readComponent(ValuParser& p) {
  const OpInfo& info = p.info;
  for (int i = 0; i < info.numOperands; ++i) {
    if (i > 0 && !p.c.s.accept(',')) {
      p.c.s.skipSpace();
      if (atOperandEnd(p.c) || p.c.s.line.substr(p.c.s.pos, 2) == "::")
        return p.c.fail(p.c.mnemonicCol, "too few operands for instruction");
    }
    p.c.s.skipSpace();
    if (atOperandEnd(p.c) || p.c.s.line.substr(p.c.s.pos, 2) == "::")
      return p.c.fail(p.c.mnemonicCol, "too few operands for instruction");
    if (!p.operand(info.operands[i], i)) return false;
    const Source& src = p.ops[i].src;
    if (src.neg || src.abs || src.sext) return p.c.fail(src.col, "not a valid operand.");
    if (p.ops[i].half || src.half) return p.c.fail(src.half ? src.col : p.ops[i].col, kInvalidOperand);
  }
  return true;
}

// The literal a component reads (its src0 literal or K), with the column it was written at.
struct ComponentLiteral {
  bool present = false;
  uint32_t value = 0;
  int col = 0;
};
ComponentLiteral literalOf(const ValuParser& p) {
  ComponentLiteral l;
  for (int i = 0; i < p.info.numOperands; ++i) {
    const OperandSpec& s = p.info.operands[i];
    if (s.kind == OperandKind::KImm) l = {true, p.ops[i].src.literal, p.ops[i].col};
    else if (s.kind == OperandKind::VSrc && p.ops[i].src.code == opnd::kLiteral) l = {true, p.ops[i].src.literal, p.ops[i].src.col};
  }
  return l;
}

// Writes a component's operands into the word's fields (Y: SRC0Y, SRC1Y, VDSTY).
void fillComponent(const ValuParser& p, Instruction& inst, bool y) {
  for (int i = 0; i < p.info.numOperands; ++i) {
    const OperandSpec& s = p.info.operands[i];
    const Field f = y ? vopdYField(s.field) : s.field;
    if (s.kind == OperandKind::VSrc) inst[f] = p.ops[i].src.code;
    else if (s.kind == OperandKind::VReg && srcIndex(s.field) >= 0) inst[f] = p.ops[i].src.code;
    else if (s.kind == OperandKind::VReg) inst[f] = p.ops[i].code - opnd::kVgpr0;
  }
}

int operandCol(const ValuParser& p, Field f) {
  for (int i = 0; i < p.info.numOperands; ++i)
    if (p.info.operands[i].field == f) return srcIndex(f) >= 0 ? p.ops[i].src.col : p.ops[i].col;
  return p.c.mnemonicCol;
}

}  // namespace

}  // namespace valu_parsing

bool parseVopd(Ctx& c) {
  using namespace valu_parsing;
  const Gen g = c.gen();
  if (c.info.opcode[genIndex(g)] < 0) {
    // (No X component on this generation. gfx1250's VOPD3 takes v_dual_add_nc_u32 and v_dual_lshlrev_b32 as one,
    // llvm-mc 22 says; no processor takes v_dual_and_b32 there: for it the name is unknown.)
    const bool xElsewhere = &c.info == &opInfo(Op::v_dual_add_nc_u32) || &c.info == &opInfo(Op::v_dual_lshlrev_b32);
    return c.fail(c.mnemonicCol, xElsewhere ? "instruction not supported on this GPU" : "invalid instruction");
  }
  if (!c.t.wave32) return c.fail(c.mnemonicCol, "instruction requires wavesize=32");
  ValuParser x(c, ForcedForm::Auto);
  if (!readComponent(x)) return false;
  c.s.skipSpace();
  if (c.s.atEnd()) return c.fail(c.mnemonicCol, "too few operands for instruction");
  if (c.s.line.substr(c.s.pos, 2) != "::") return c.fail(c.s.col(), kInvalidOperand);
  c.s.pos += 2;
  c.s.skipSpace();
  if (c.s.atEnd()) return c.fail(c.s.col(), "expected a VOPDY instruction after ::");
  const int ycol = c.s.col();
  Scan name = c.s;
  std::string word(name.ident());
  for (char& ch : word) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  const auto yop = findOp(word);
  if (!yop || opInfo(*yop).enc != Encoding::VOPD || opInfo(*yop).opcode64[genIndex(g)] < 0)
    return c.fail(ycol, "invalid VOPDY instruction");
  c.s = name;
  Ctx yc{c.s, c.t, c.syms, opInfo(*yop), c.out, c.diag, ycol};
  yc.haveLiteral = c.haveLiteral, yc.literalSymbolic = c.literalSymbolic, yc.literalValue = c.literalValue;
  ValuParser y(yc, ForcedForm::Auto);
  if (!readComponent(y)) return false;
  c.s = yc.s;
  c.s.skipSpace();
  if (!atOperandEnd(c)) return c.fail(c.s.col(), kInvalidOperand);
  // One literal dword serves both components.
  const ComponentLiteral lx = literalOf(x), ly = literalOf(y);
  if (lx.present && ly.present && lx.value != ly.value) return c.fail(ly.col, kOnlyOneLiteral);
  Instruction& inst = c.out.inst;
  inst.form = Form::Base;
  fillComponent(x, inst, false);
  fillComponent(y, inst, true);
  inst[Field::OPY] = uint32_t(opInfo(*yop).opcode64[genIndex(g)]);
  if (!x.info.operand(Field::SRC1)) inst[Field::SRC1] = opnd::kVgpr0;
  if (!y.info.operand(Field::SRC1)) inst[Field::SRC1Y] = opnd::kVgpr0;
  if (lx.present || ly.present) {
    inst.hasLiteral = true;
    inst.literal = lx.present ? lx.value : ly.value;
  }
  switch (vopdRuleBroken(inst, x.info, y.info, g)) {
    case VopdRule::None: return true;
    case VopdRule::Src0Banks: return c.fail(operandCol(y, Field::SRC0), vopdRuleMessage(VopdRule::Src0Banks));
    case VopdRule::Src1Banks:
      return c.fail(operandCol(y, vopdSlots(y.info).src1), vopdRuleMessage(VopdRule::Src1Banks));
    case VopdRule::DstParity: return c.fail(operandCol(y, Field::VDST), vopdRuleMessage(VopdRule::DstParity));
    case VopdRule::Src2Banks: {
      // (at Y's src2 where Y writes one, else at X's: v_dual_fmac_f32's src2 is its destination, written once)
      const VopdSlots sy = vopdSlots(y.info);
      return c.fail(sy.src2 != Field::VDST ? operandCol(y, sy.src2) : operandCol(x, vopdSlots(x.info).src2),
                    vopdRuleMessage(VopdRule::Src2Banks));
    }
    case VopdRule::ConstantBus: return c.fail(operandCol(y, Field::SRC0), vopdRuleMessage(VopdRule::ConstantBus));
  }
  return true;
}

}  // namespace gcnkit
