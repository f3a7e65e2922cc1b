// parseValu: the readings of one VALU line for a target. A GFX11 true16 row is read as fake16 when no half is
// written on a real-true16 target, and as true16 when halves are written on a fake16 one (llvm-mc 22's choices);
// then, in wave64, a lane mask written as wave32 writes it is reported as llvm-mc reports it (valu_wave_mode.cpp).
#include "text/valu_parser_state.h"

namespace gcnkit {

using valu_parsing::ValuParser;


namespace {
// Whether the operand at 1-based column `col` of `line` is an op_sel (not op_sel_hi) modifier: "op_sel:" or "op_sel :".
bool opSelWordAt(std::string_view line, int col) {
  if (col < 1 || size_t(col - 1) >= line.size()) return false;
  Scan s;
  s.line = line;
  s.pos = size_t(col - 1);
  std::string_view w = s.ident();
  if (w.size() != 6 || !std::equal(w.begin(), w.end(), "op_sel", [](char a, char b) { return std::tolower(uint8_t(a)) == b; }))
    return false;
  s.skipSpace();
  return s.peek() == ':';
}

// The column of the first op_sel modifier after the operands that start at `from` (0: none).
int opSelWordCol(std::string_view line, size_t from) {
  for (size_t i = from; i + 6 <= line.size(); ++i)
    if ((i == 0 || !Scan::identChar(line[i - 1])) && opSelWordAt(line, int(i + 1))) return int(i + 1);
  return 0;
}
}  // namespace

namespace valu_parsing {
// Whether the operands after the mnemonic name a VGPR half anywhere (v1.l, v[1].h).
bool halvesWritten(const Scan& s) {
  const std::string_view l = s.line;
  for (size_t i = s.pos; i + 1 < l.size(); ++i) {
    if (l[i] != '.' || i == 0 || !(std::isdigit(uint8_t(l[i - 1])) || l[i - 1] == ']')) continue;
    const char h = char(std::tolower(uint8_t(l[i + 1])));
    if ((h == 'l' || h == 'h') && (i + 2 == l.size() || !Scan::identChar(l[i + 2]))) return true;
  }
  return false;
}

bool parseValuOnce(Ctx& c, ForcedForm forced) {
  const Gen g = c.gen();
  if (vectorFeatures(g).true16 && (c.info.flagsOn(g) & kVopTrue16)) {
    const bool real = c.t.has(kFeatRealTrue16), halves = halvesWritten(c.s);
    // A true16 row written without any half on a real-true16 target: llvm-mc 22 matches the row's fake16 form (its
    // 16-bit operands whole VGPRs, printed plain), as a -real-true16 target reads the line.
    if (real && !halves && !(c.info.flagsOn(g) & kVopTrue16Only)) {
      Target fake16 = c.t;
      fake16.features &= ~uint64_t(kFeatRealTrue16);
      Ctx pc{c.s, fake16, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
      ValuParser p(pc, forced);
      if (p.run()) {
        c.out.inst[Field::READING16] = 1;
        return true;
      }
      p.explainFailure();
      // 16-bit operands that are all SGPRs or constants fit the true16 form too, which takes op_sel (its bits select
      // their halves; a compare's entry for its result is dropped).
      if (opSelWordAt(c.s.line, c.diag.col)) {
        const Diagnostic fake16Failure = c.diag;
        const Op op = c.out.inst.op;
        c.out.inst = Instruction{};
        c.out.inst.op = op;
        c.out.fixup.reset();
        for (std::string& o : c.out.overrideText) o.clear();
        Ctx tc{c.s, c.t, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
        if (ValuParser(tc, forced).run()) return true;
        c.diag = fake16Failure;
      }
      // The fake16 form's unknown op_sel is a mismatch for the real-true16 target, whose true16 form takes it
      // (the fake16 reading fails on the word itself, before taking it).
      if (c.diag.message == "not a valid operand." && opSelWordAt(c.s.line, c.diag.col) &&
          (c.info.flagsOn(g) & kVopOpSel) && !(c.info.traits & kTraitHalvesWithoutOpSel)) {
        // (a row whose GFX10 VOP3 form takes op_sel, v_mul_lo_u16 say: that form matches, on another GPU)
        const int opselCol = c.diag.col;
        Scan at = c.s;
        Ctx lc{at, c.t, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
        if (ValuParser(lc, forced).opSelListFails(opselCol)) return false;  // (op_sel:[0,0,0,0,0])
        if (c.info.existsOn(Gen::GFX10_3) && (c.info.flagsOn(Gen::GFX10_3) & kVopOpSel))
          return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        c.diag = Diagnostic{};
        c.fail(opselCol, kInvalidOperand);
      }
      return false;
    }
    // Halves on a fake16 target: llvm-mc 22 matches the true16 forms and then finds them missing from the target
    // (its errors in the operands first), except a compare's 32-bit form, which it keeps.
    if (!real && halves) {
      Target t16 = c.t;
      t16.features |= kFeatRealTrue16;
      Ctx pc{c.s, t16, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
      ValuParser p(pc, forced);
      const bool ok = p.run();
      if (!ok) p.explainFailure();
      // An op_sel the row's fake16 form lacks (the forms promoted from VOP1/VOP2/VOPC) is no operand of this target
      // ("not a valid operand." where llvm-mc 22 reads it, before any match).
      // A parse that stopped earlier on an operand that fits no form still reaches it (llvm-mc parses every operand
      // before it matches: v_cmp_class_f16_e64 s8, v2.l, v4.l op_sel:[0,0,0,0] in wave64).
      const int opselCol = p.m.opselCol ? p.m.opselCol : opSelWordCol(c.s.line, c.s.pos);
      if (opselCol && fake16WithoutOpsel(c.info, c.t) &&
          (ok || c.diag.col >= opselCol || c.diag.message == kInvalidOperand))
        return c.fail(opselCol, "not a valid operand.");
      if (!ok) {
        // The true16 form's checks (op_sel, literals) follow a match, which the target's missing true16 forms prevent.
        if (afterMatchMessage(c.diag.message)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        return false;
      }
      if (c.info.enc == Encoding::VOPC && c.out.inst.form == Form::Base && vectorFeatures(g).fake16VopcHalves) {
        c.out.inst[Field::READING16] = 2;
        return true;
      }
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    }
  }
  ValuParser p(c, forced);
  if (p.run()) return true;
  p.explainFailure();
  return false;
}
}  // namespace valu_parsing

bool parseValu(Ctx& c, ForcedForm forced) {
  const Scan start = c.s;
  if (valu_parsing::parseValuOnce(c, forced)) return true;
  valu_parsing::otherWaveMaskFailure(c, forced, start);
  return false;
}

}  // namespace gcnkit

