// VOPD (GFX11+): "v_dual_X vdst, src0, vsrc1 :: v_dual_Y vdst, src0, vsrc1" as one instruction. Each component's
// operands are read by the VALU parser's operand steps on its own row; then llvm-mc 22's VOPD rules
// (codec/vopd_rules.h) with their messages at the Y component's operand, and the fields of both halves.
// GFX12.5 adds VOPD3, the 96-bit word with neg modifiers and third sources: llvm-mc 22 takes the VOPD word where the
// pair fits it, else the VOPD3 one (pairs only VOPD3 has, modifiers, or a VOPD rule the VOPD3 word does not have).
#include "codec/vopd_rules.h"
#include "text/valu_parser_state.h"

namespace gcnkit {

namespace valu_parsing {

namespace {

constexpr const char* kOnlyOneLiteral = "only one unique literal operand is allowed";
constexpr const char* kTooFew = "too few operands for instruction";

bool atComponentEnd(Ctx& c) { return atOperandEnd(c) || c.s.line.substr(c.s.pos, 2) == "::"; }

// A component's operands, read with the VALU operand steps. VOPD takes no source modifier; VOPD3 takes neg on the
// sources its row allows (kVopd3NegMask) and refuses abs after the match (`absCol`).
bool readComponent(ValuParser& p, int& absCol) {
  const OpInfo& info = p.info;
  const bool vopd3 = info.enc == Encoding::VOPD3;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (i > 0 && !p.c.s.accept(',')) {
      p.c.s.skipSpace();
      if (atComponentEnd(p.c)) return p.c.fail(p.c.mnemonicCol, kTooFew);
    }
    p.c.s.skipSpace();
    if (atComponentEnd(p.c)) return p.c.fail(p.c.mnemonicCol, kTooFew);
    Operand& o = p.ops[i];
    if (vopd3 && s.kind == OperandKind::SReg) {  // cndmask's lane mask: any SGPR or special llvm-mc names there
      o.present = true;
      if (!p.readScalar(s.dwords, o, ValuParser::ScalarSpecials::Sgpr)) return false;
      continue;
    }
    if (vopd3 && srcIndex(s.field) >= 0 && !(info.modifiers >> srcIndex(s.field) & 1) && p.c.s.peek() == '-') {
      // (a source without a neg bit: llvm-mc refuses the register after the sign)
      Scan sign = p.c.s;
      ++p.c.s.pos;
      p.c.s.skipSpace();
      const int col = p.c.s.col();
      const bool reg = isRegisterToken(p.c, true);
      p.c.s = sign;
      if (reg) return p.c.fail(col, kInvalidOperand);
    }
    if (!p.operand(s, i)) return false;
    Source& src = o.src;
    if (!vopd3) {
      if (src.neg || src.abs || src.sext) return p.c.fail(src.col, "not a valid operand.");
    } else {
      // (-1.0 is the constant -1.0; neg(1.0) the constant 1.0 with its neg bit)
      if (src.neg && !(info.modifiers >> srcIndex(s.field) & 1)) return p.c.fail(src.valueCol, kInvalidOperand);
      if (src.sext) return p.c.fail(src.valueCol, kInvalidOperand);
      if (src.abs && !absCol) absCol = src.valueCol;
      // (no literal follows a VOPD3 word)
      if (srcIndex(s.field) >= 0 && (src.code == opnd::kLiteral || src.code == opnd::kLiteral64))
        return p.c.fail(src.col, kInvalidOperand);
    }
    if (o.half || src.half) return p.c.fail(src.half ? src.col : o.col, kInvalidOperand);
  }
  return true;
}

// v_dual_bitop2_b32's truth table, "bitop3:N" after its operands (llvm-mc keeps the low 8 bits of N).
bool readBitop3(ValuParser& p, uint32_t& table) {
  Scan probe = p.c.s;
  probe.skipSpace();
  if (probe.ident() != "bitop3" || !probe.accept(':')) return true;
  p.c.s = probe;
  int col = 0;
  const auto v = parseAbs(p.c, col);
  if (!v) return false;
  table = uint32_t(*v) & 0xff;
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

// Writes a component's operands into the word's fields (Y: SRC0Y, SRC1Y, SRC2Y, VDSTY, NEGY).
void fillComponent(const ValuParser& p, Instruction& inst, bool y) {
  uint32_t neg = 0;
  for (int i = 0; i < p.info.numOperands; ++i) {
    const OperandSpec& s = p.info.operands[i];
    const Field f = y ? vopdYField(s.field) : s.field;
    if (s.kind == OperandKind::VSrc) inst[f] = p.ops[i].src.code;
    else if (s.kind == OperandKind::VReg && srcIndex(s.field) >= 0) inst[f] = p.ops[i].src.code;
    else if (s.kind == OperandKind::VReg) inst[f] = p.ops[i].code - opnd::kVgpr0;
    else if (s.kind == OperandKind::SReg) inst[f] = p.ops[i].code;
    if (srcIndex(s.field) >= 0 && p.ops[i].src.neg) neg |= 1u << srcIndex(s.field);
  }
  if (p.info.enc == Encoding::VOPD3) inst[y ? Field::NEGY : Field::NEG] = neg;
}

int operandCol(const ValuParser& p, Field f) {
  for (int i = 0; i < p.info.numOperands; ++i) {
    if (p.info.operands[i].field != f) continue;
    return srcIndex(f) >= 0 && p.info.operands[i].kind != OperandKind::SReg ? p.ops[i].src.valueCol : p.ops[i].col;
  }
  return p.c.mnemonicCol;
}

// The row of a v_dual_* mnemonic in one encoding (VOPD or VOPD3) with an X (or Y) opcode on the generation.
std::optional<Op> componentRow(std::string_view name, Encoding enc, Gen g, bool y) {
  auto op = findOp(name);
  for (Op o = op ? *op : Op::Count; o != Op::Count; o = opInfo(o).nextSameName) {
    const OpInfo& info = opInfo(o);
    if (info.enc == enc && (y ? info.opcode64 : info.opcode)[genIndex(g)] >= 0) return o;
  }
  return std::nullopt;
}

// Whether a mnemonic is a component (X or Y) on any generation, in either word.
bool componentSomewhere(std::string_view name, bool y) {
  for (int g = 0; g < kGenCount; ++g)
    for (const Encoding e : {Encoding::VOPD, Encoding::VOPD3})
      if (componentRow(name, e, Gen(g), y)) return true;
  return false;
}

// One reading of the line as a VOPD or VOPD3 word: it fails to match (an operand the form does not take), or it
// matches and breaks a rule of the word, or it gives the word.
enum class Reading : uint8_t { Word, NoMatch, BrokenRule };

Reading noMatch(Ctx& c, int col, const char* message) {
  c.fail(col, message);
  return Reading::NoMatch;
}

Reading readWord(Ctx& c, Op xop, Encoding enc) {
  const Gen g = c.gen();
  Ctx xc{c.s, c.t, c.syms, opInfo(xop), c.out, c.diag, c.mnemonicCol};
  ValuParser x(xc, ForcedForm::Auto);
  int absCol = 0;
  if (!readComponent(x, absCol)) return Reading::NoMatch;
  c.s = xc.s;
  c.s.skipSpace();
  if (c.s.atEnd()) return noMatch(c, c.mnemonicCol, kTooFew);
  if (c.s.line.substr(c.s.pos, 2) != "::") return noMatch(c, c.s.col(), kInvalidOperand);
  c.s.pos += 2;
  c.s.skipSpace();
  if (c.s.atEnd()) return noMatch(c, c.s.col(), "expected a VOPDY instruction after ::");
  const int ycol = c.s.col();
  Scan name = c.s;
  std::string word(name.ident());
  for (char& ch : word) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  const auto yop = componentRow(word, enc, g, true);
  if (!yop) {
    // (a Y component of the VOPD3 word only: no VOPD reading, the VOPD3 one reports)
    if (enc == Encoding::VOPD && vectorFeatures(g).vopd3 && componentRow(word, Encoding::VOPD3, g, true))
      return noMatch(c, 0, "invalid VOPDY instruction");
    // (a Y component of other processors: llvm-mc names no operand)
    if (componentSomewhere(word, true) && !componentRow(word, Encoding::VOPD3, g, true))
      return noMatch(c, c.mnemonicCol, "operands are not valid for this GPU or mode");
    return noMatch(c, ycol, "invalid VOPDY instruction");
  }
  const OpInfo* yrow = &opInfo(*yop);
  c.s = name;
  Ctx yc{c.s, c.t, c.syms, *yrow, c.out, c.diag, ycol};
  yc.haveLiteral = xc.haveLiteral, yc.literalSymbolic = xc.literalSymbolic, yc.literalValue = xc.literalValue;
  ValuParser y(yc, ForcedForm::Auto);
  if (!readComponent(y, absCol)) return Reading::NoMatch;
  uint32_t bitop3 = 0;
  if ((yrow->modifiers & kVopd3Bitop3) && !readBitop3(y, bitop3)) return Reading::NoMatch;
  c.s = yc.s;
  c.s.skipSpace();
  if (!atOperandEnd(c)) return noMatch(c, c.s.col(), kInvalidOperand);
  if (absCol) {
    c.fail(absCol, "ABS not allowed in VOPD3 instructions");
    return Reading::BrokenRule;
  }
  // One literal dword serves both components.
  const ComponentLiteral lx = literalOf(x), ly = literalOf(y);
  if (lx.present && ly.present && lx.value != ly.value) {
    c.fail(ly.col, kOnlyOneLiteral);
    return Reading::BrokenRule;
  }
  Instruction& inst = c.out.inst;
  inst = Instruction{};
  inst.op = xop;
  inst.form = Form::Base;
  fillComponent(x, inst, false);
  fillComponent(y, inst, true);
  inst[Field::OPY] = uint32_t(yrow->opcode64[genIndex(g)]);
  if (!x.info.operand(Field::SRC1)) inst[Field::SRC1] = opnd::kVgpr0;
  if (!y.info.operand(Field::SRC1)) inst[Field::SRC1Y] = opnd::kVgpr0;
  if (enc == Encoding::VOPD3) {
    if (!x.info.operand(Field::SRC2)) inst[Field::SRC2] = opnd::kVgpr0;
    if (!y.info.operand(Field::SRC2)) inst[Field::SRC2Y] = opnd::kVgpr0 + bitop3;  // (bitop2's table: 256 + value)
  }
  if (lx.present || ly.present) {
    inst.hasLiteral = true;
    inst.literal = lx.present ? lx.value : ly.value;
  }
  const VopdSlots sy = vopdSlots(y.info);
  switch (vopdRuleBroken(inst, x.info, y.info, g)) {
    case VopdRule::None: return Reading::Word;
    case VopdRule::DstDistinct:
    case VopdRule::DstParity:
      c.fail(operandCol(y, Field::VDST), vopdRuleMessage(vopdRuleBroken(inst, x.info, y.info, g)));
      return Reading::BrokenRule;
    case VopdRule::Src0Banks: c.fail(operandCol(y, Field::SRC0), vopdRuleMessage(VopdRule::Src0Banks)); break;
    case VopdRule::Src1Banks: c.fail(operandCol(y, sy.src1), vopdRuleMessage(VopdRule::Src1Banks)); break;
    case VopdRule::Src2Banks:
      // (at Y's src2 where Y writes one, else at X's: v_dual_fmac_f32's src2 is its destination, written once)
      c.fail(sy.src2 != Field::VDST ? operandCol(y, sy.src2) : operandCol(x, vopdSlots(x.info).src2),
             vopdRuleMessage(VopdRule::Src2Banks));
      break;
    case VopdRule::ConstantBus: {
      // (VOPD3: at the operand that brings the third scalar value; VOPD: at Y's src0)
      const VopdOperand at = enc == Encoding::VOPD3 ? vopdBusOverflow(inst, x.info, y.info) : VopdOperand{};
      const int col = at.field == Field::Count ? operandCol(y, Field::SRC0) : operandCol(at.y ? y : x, at.field);
      c.fail(col, vopdRuleMessage(VopdRule::ConstantBus));
      break;
    }
  }
  return Reading::BrokenRule;
}

}  // namespace

}  // namespace valu_parsing

bool parseVopd(Ctx& c) {
  using namespace valu_parsing;
  const Gen g = c.gen();
  const auto vopd = componentRow(c.info.name, Encoding::VOPD, g, false);
  // (Op::Count: no VOPD3 X component; an Op rather than an optional, which GCC 12 thinks used uninitialized)
  const Op vopd3 =
      vectorFeatures(g).vopd3 ? componentRow(c.info.name, Encoding::VOPD3, g, false).value_or(Op::Count) : Op::Count;
  if (!vopd && vopd3 == Op::Count) {
    // (No X component on this generation: llvm-mc 22 names a component of other processors or words unsupported,
    // and any other name unknown.)
    const bool xElsewhere = componentSomewhere(c.info.name, false);
    return c.fail(c.mnemonicCol, xElsewhere ? "instruction not supported on this GPU" : "invalid instruction");
  }
  if (!c.t.wave32) return c.fail(c.mnemonicCol, "instruction requires wavesize=32");
  const Scan start = c.s;
  // (gfx1250's v_dual_dot2acc_f32_bf16: llvm-mc 22 writes the VOPD3 word wherever it holds the pair, the VOPD one
  // only where it alone does; errors are reported as for the other components)
  if (vopd && vopd3 != Op::Count && (opInfo(vopd3).modifiers & kVopd3FirstAsX)) {
    const ParsedInstruction before = c.out;
    const Diagnostic diagBefore = c.diag;
    if (readWord(c, vopd3, Encoding::VOPD3) == Reading::Word) return true;
    c.s = start;
    c.out = before;
    c.diag = diagBefore;
  }
  Reading first = Reading::NoMatch;
  Diagnostic firstDiag;
  if (vopd) {
    first = readWord(c, *vopd, Encoding::VOPD);
    if (first == Reading::Word || vopd3 == Op::Count) return first == Reading::Word;
    firstDiag = c.diag;
  }
  // The VOPD3 word, where the VOPD one does not hold the pair.
  const ParsedInstruction kept = c.out;
  c.s = start;
  const Reading second = readWord(c, vopd3, Encoding::VOPD3);
  if (second == Reading::Word) return true;
  if (!vopd) return false;
  // Both fail: a VOPD match that breaks a rule reports that rule; when neither matches, the reading that read
  // further reports (llvm-mc's furthest operand), the VOPD one on a tie.
  const bool vopdReports = first == Reading::BrokenRule ||
                           (second == Reading::NoMatch && firstDiag.col > 0 && firstDiag.col >= c.diag.col);
  if (vopdReports) {
    c.diag = firstDiag;
    c.out = kept;
  }
  return false;
}

}  // namespace gcnkit
