// Wave64 lines that write a lane mask as wave32 does (vcc_lo, s6): where llvm-mc reports them.
//
// llvm-mc parses the whole line, then tries the candidates of each variant in turn (32-bit, VOP3, SDWA, DPP, VOP3
// DPP). The 32-bit and DPP forms have one candidate per wave size, the lane mask a fixed token (vcc_lo, vcc) and
// the wave size a required feature; the VOP3 forms have one candidate whose lane mask is a boolean register of the
// current wave size. So in wave64, a wave32 mask:
// - fits the wave32 candidates of the 32-bit and DPP forms, which then lack only a feature: if the rest of the
//   line fits one of them too, "operands are not valid for this GPU or mode";
// - fails the VOP3 candidates at that mask (or at an earlier operand they cannot take).
// Within a variant LLVM names the furthest operand any candidate reached; across variants, the last variant that
// failed on an operand. gcnkit learns what each wave32 candidate makes of the line by reading it as wave32
// with that form asked for (the same processor, so the same operands, literals and modifiers).
#include "text/valu_parser_state.h"

namespace gcnkit::valu_parsing {

// Messages of checks LLVM makes after a candidate matched (a mismatch never gets there).
bool afterMatchMessage(std::string_view m) {
  for (std::string_view v : {"invalid op_sel operand", "literal operands are not supported", kOneLiteral,
                             "invalid register class: vgpr tuples must be 64 bit aligned",
                             "invalid operand (violates constant bus restrictions)",
                             "integer clamping is not supported on this GPU", "ABS not allowed in VOP3B instructions",
                             ValuParser::kMovrelsVgpr, "op_sel operand conflicts with 16-bit operand suffix",
                             "invalid literal operand"})
    if (m == v) return true;
  return m.find("lds_direct") != std::string_view::npos;
}

namespace {

constexpr int kPastTheEnd = 1 << 30;  // "too few operands": the candidate wanted more than was written

enum class Outcome { Matched, OtherGpu, Invalid, TooFew, Syntax };

Outcome outcomeOf(bool ok, const Diagnostic& d) {
  if (ok || afterMatchMessage(d.message)) return Outcome::Matched;
  if (d.message == kInvalidOperand) return Outcome::Invalid;
  if (d.message == "too few operands for instruction") return Outcome::TooFew;
  if (d.message == "operands are not valid for this GPU or mode") return Outcome::OtherGpu;
  return Outcome::Syntax;
}

struct Attempt {
  Outcome outcome;
  Diagnostic diag;
};

// The line read as `t` with the form `f` asked for, without touching the caller's result.
Attempt attempt(const Ctx& c, const Scan& start, const Target& t, ForcedForm f) {
  ParsedInstruction scratch;  // (as the parser starts each line: the row's operation, nothing else)
  scratch.inst.op = c.out.inst.op;
  Diagnostic diag;
  Ctx nc{start, t, c.syms, c.info, scratch, diag, c.mnemonicCol};
  const bool ok = parseValuOnce(nc, f);
  return {outcomeOf(ok, diag), diag};
}

// The lane masks as written: where each stands, and whether it is vcc_lo, vcc, or a 32-bit scalar register.
struct WrittenMasks {
  int wave32 = 0;             // the first 32-bit one (a wave32 mask), or 0
  int wave64 = kPastTheEnd;   // the first 64-bit one (a wave64 mask)
  int notVccLo = kPastTheEnd;  // the first that is not vcc_lo (what a wave32 32-bit or DPP candidate names)
  int notVcc = kPastTheEnd;    // the first that is not vcc (the wave64 ones)
};

WrittenMasks writtenMasks(Ctx& c, const Scan& start, ForcedForm forced) {
  WrittenMasks w;
  Ctx nc{start, c.t, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
  ValuParser p(nc, forced);
  size_t starts[kMaxOperands + 2];
  const int written = p.operandStarts(starts, kMaxOperands + 2);
  for (int k = 0; k < written; ++k) {
    const OperandSpec* s = p.writtenSpec(k);
    if (!s || s->kind != OperandKind::Mask) continue;
    Scan at = start;
    at.pos = starts[k];
    Ctx rc{at, c.t, c.syms, c.info, c.out, c.diag, c.mnemonicCol};
    const RegToken r = readRegister(rc, true);
    const bool reg = r.isRegister && r.error.empty() && !isVgprCode(r.reg.code);
    const int col = int(starts[k]) + 1;
    const bool null = reg && r.reg.code == opnd::kNull;  // (null fits a mask of either size)
    if (reg && !null && r.reg.dwords == 1 && !w.wave32) w.wave32 = col;
    if (reg && !null && r.reg.dwords == 2) w.wave64 = std::min(w.wave64, col);
    if (!(reg && r.reg.code == opnd::kVccLo && r.reg.dwords == 1)) w.notVccLo = std::min(w.notVccLo, col);
    if (!(reg && r.reg.code == opnd::kVccLo && r.reg.dwords == 2)) w.notVcc = std::min(w.notVcc, col);
  }
  return w;
}

// Where a candidate stopped: the operand it could not take, or past the end (it took them all, or wanted more).
int stopOf(const Attempt& a) {
  return a.outcome == Outcome::Invalid || a.outcome == Outcome::Syntax ? a.diag.col : kPastTheEnd;
}

// Whether a generation other than `g` has the row's VOP3 DPP form (LLVM's table holds every generation's).
bool e64DppElsewhere(const OpInfo& info, Gen g) {
  for (int k = 0; k < kGenCount; ++k)
    if (Gen(k) != g && info.existsOn(Gen(k)) && vectorFeatures(Gen(k)).vop3Dpp && (info.flagsOn(Gen(k)) & kVopE64Dpp))
      return true;
  return false;
}

}  // namespace

namespace {
// Whether a compare written with halves fits its 32-bit form on a fake16 target (fake16VopcHalves): every VGPR
// named below v128.
bool compareTakesHalvesInE32(const Ctx& c, const Scan& start) {
  if (!vectorFeatures(c.gen()).fake16VopcHalves || !c.info.hasE32(c.gen())) return false;
  const std::string_view l = start.line;
  for (std::string_view dpp : {"quad_perm", "row_", "dpp8", "bank_mask", "wave_", "bound_ctrl"})
    if (l.find(dpp, start.pos) != std::string_view::npos) return false;  // (a DPP form: no halves on fake16)
  for (size_t i = start.pos; i < l.size(); ++i) {
    if ((l[i] != 'v' && l[i] != 'V') || (i > start.pos && Scan::identChar(l[i - 1]))) continue;
    size_t j = i + 1;
    if (j < l.size() && l[j] == '[') ++j;
    unsigned n = 0;
    bool digits = false;
    while (j < l.size() && std::isdigit(uint8_t(l[j]))) n = n * 10 + unsigned(l[j++] - '0'), digits = true;
    if (digits && n >= 128) return false;
  }
  return true;
}
}  // namespace

void otherWaveMaskFailure(Ctx& c, ForcedForm forced, const Scan& start) {
  const Gen g = c.gen();
  if (c.t.wave32 || !vectorFeatures(g).wave32 || forced == ForcedForm::Sdwa) return;
  if (outcomeOf(false, c.diag) == Outcome::Syntax) return;  // (the line's syntax is read before any match)
  const WrittenMasks masks = writtenMasks(c, start, forced);
  if (!masks.wave32) return;
  // Halves on a fake16 target: llvm-mc 22 matches only the true16 forms, whose wave64 mask operand refuses the
  // wave32 one (no wave32 candidate reads the line): the wave64 reading's error stands.
  // (A compare's 32-bit form keeps halves on a fake16 target when its VGPRs fit seven bits: that wave32 candidate
  // reads the line, and the model below applies.)
  if (vectorFeatures(g).true16 && !c.t.has(kFeatRealTrue16) && (c.info.flagsOn(g) & kVopTrue16) &&
      halvesWritten(start) &&
      !(c.info.enc == Encoding::VOPC && (forced == ForcedForm::Auto || forced == ForcedForm::E32) && compareTakesHalvesInE32(c, start)))
    return;
  Target t32 = c.t;
  t32.wave32 = true;
  // A syntax error anywhere in the line comes first, as the wave32 reading finds it.
  const Attempt whole = attempt(c, start, t32, forced);
  // So does another GPU's form that takes the line as wave32 reads it (GFX9's v_sub_co_u32 v8, s0, v2), but not
  // GFX8-10's 32-bit class mask, whose form has a lane mask of its own wave size.
  if (whole.outcome == Outcome::Syntax || (whole.outcome == Outcome::OtherGpu && whole.diag.note != kClassMaskNote)) {
    c.diag = whole.diag;
    return;
  }
  enum class Mask { Fixed, Boolean };  // a vcc_lo/vcc token per wave size, or a register of the current one
  struct Variant {
    ForcedForm form;
    bool here, elsewhere;  // this generation has it; another one does (its candidates lack a feature)
    Mask mask;
  };
  const OpInfo& info = c.info;
  const bool e64DppHere = vectorFeatures(g).vop3Dpp && (info.flagsOn(g) & kVopE64Dpp) != 0;
  const Variant variants[] = {
      {ForcedForm::E32, info.hasE32(g), false, Mask::Fixed},
      {ForcedForm::E64, true, false, Mask::Boolean},
      {ForcedForm::Dpp, hasDppForm(info, c.t), false, Mask::Fixed},
      {ForcedForm::E64Dpp, e64DppHere, e64DppElsewhere(info, g), Mask::Boolean},
  };
  bool otherGpu = false;
  int last = 0;  // where the last variant tried stopped (kPastTheEnd: it wanted more operands)
  for (const Variant& v : variants) {
    if (forced != ForcedForm::Auto && forced != v.form) continue;
    if (v.mask == Mask::Boolean && !v.here && v.elsewhere) {
      last = masks.wave32;  // (another generation's form: its operands before the mask are taken as read here)
      continue;
    }
    if (!v.here) continue;
    if (v.mask == Mask::Boolean) {
      // The boolean operand of this wave size refuses a 32-bit mask. What else fails: the wave64 reading finds it,
      // or the wave32 one before any 64-bit mask (the wave64 reading judges a wave32 mask with the whole line).
      const int stop32 = stopOf(attempt(c, start, t32, v.form));
      last = std::min({stopOf(attempt(c, start, c.t, v.form)), masks.wave32, stop32 < masks.wave64 ? stop32 : kPastTheEnd});
      continue;
    }
    // The wave32 candidate lacks only the wave size if the rest fits; the furthest of the two candidates counts.
    const Attempt a32 = forced == v.form ? whole : attempt(c, start, t32, v.form);
    const bool fits32 = a32.outcome == Outcome::Matched || a32.outcome == Outcome::OtherGpu;
    if (fits32 && masks.notVccLo == kPastTheEnd) otherGpu = true;
    const int stop32 = std::min(stopOf(a32), masks.notVccLo);
    const int stop64 = std::min(stopOf(attempt(c, start, c.t, v.form)), masks.notVcc);
    last = std::max(stop32, stop64);
  }
  // The SDWA forms of GFX10, whose wave32 candidates name vcc_lo as a token too (a compare's SDWA result is a
  // boolean register, as in VOP3).
  const Processor* gfx10 = findProcessor("gfx1030");
  if (forced == ForcedForm::Auto && !otherGpu && gfx10 && info.enc != Encoding::VOPC && info.existsOn(gfx10->gen) &&
      (info.flagsOn(gfx10->gen) & kVopSdwa) && masks.notVccLo == kPastTheEnd) {
    Target sdwa = t32;
    sdwa.proc = gfx10;
    sdwa.features = gfx10->features();
    const Attempt a = attempt(c, start, sdwa, ForcedForm::Sdwa);
    otherGpu = a.outcome == Outcome::Matched || a.outcome == Outcome::OtherGpu;
  }
  if (otherGpu) {
    c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  } else if (last == kPastTheEnd) {
    c.fail(c.mnemonicCol, "too few operands for instruction");
  } else if (last) {
    c.fail(last, kInvalidOperand);
  }
}

}  // namespace gcnkit::valu_parsing
