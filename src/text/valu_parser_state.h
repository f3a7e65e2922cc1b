// The VALU parser's state and steps, shared by valu_parser.cpp (reading operands), valu_modifiers.cpp (the
// modifiers after them), valu_form.cpp (choosing the form, filling the fields), valu_failures.cpp (where
// llvm-mc reports a line that fits no form) and valu_fast_path.cpp (which reuses the form steps). Internal
// to those files.
#pragma once
#include <bit>
#include <cctype>
#include <cmath>
#include <optional>

#include "codec/codec.h"
#include "codec/valu_rules.h"
#include "isa/float_constants.h"
#include "isa/vector_features.h"
#include "text/expr.h"
#include "text/half_float.h"
#include "text/vector_parsers.h"

namespace gcnkit::valu_parsing {

// One source operand as written.
struct Source {
  int col = 0;
  int valueCol = 0;  // the value itself, inside any modifiers
  bool neg = false, abs = false, sext = false;
  uint16_t code = 0;        // operand code (VGPR 256+n, SGPR, inline constant, 255 = literal)
  uint32_t literal = 0;     // when code == 255
  bool symbolic = false;    // the literal is a symbol (fixup)
  bool literalForced = false;
  bool lit64Written = false;  // written lit64(...) (and not in bars, where llvm-mc 22 drops it)
  // A number as written (for neg/abs folded into it when the 32-bit form is chosen).
  bool constant = false, floating = false;
  int64_t number = 0;  // the integer, or the bits of the double when `floating`
  uint8_t half = 0;    // a true16 VGPR half written .l (1) or .h (2)
  // GFX12.5 (VectorFeatures::literal64), a 64-bit source: the value needs a 64-bit literal (code 254), `literal64`,
  // where the form takes one. `wide64Forced`: written lit()/lit64(), which every form takes; else only the 32-bit
  // forms do, and a VOP3 form reads the value as `literal` (a double's high half, with LLVM's warning, where
  // `narrowFallback`) or refuses it.
  bool wide64 = false, wide64Forced = false, narrowFallback = false;
  uint64_t literal64 = 0;
};

struct Operand {
  int col = 0;
  bool present = false;
  uint16_t code = 0;  // registers and sources
  uint8_t half = 0;   // a true16 VGPR destination's half written .l (1) or .h (2)
  Source src;
};

// Modifiers written after the operands; *Col = 0 when absent.
struct ValuModifiers {
  int highCol = 0;  // `high` of the VOP3-encoded v_interp_*_f16 (src0 bit 8)
  int bitop3Col = 0;  // `bitop3:` of gfx950's v_bitop3_*: the truth table in the NEG, ABS and OMOD bits
  uint32_t bitop3 = 0;
  int clampCol = 0, omodCol = 0, opselCol = 0, opselHiCol = 0, negLoCol = 0, negHiCol = 0;
  int clampWordCol = 0;  // `clamp` written where no variant has it
  int selectorCol = 0;  // GFX12+'s `byte_sel:N` / `scale_sel:N` (codec/valu_rules.h opSelSelector)
  uint32_t selector = 0;
  uint32_t omod = 0, opsel = 0, opselHi = 0, negLo = 0, negHi = 0;
  int sdwaCol = 0;  // first SDWA modifier
  uint32_t dstSel = 6, dstUnused = 2, src0Sel = 6, src1Sel = 6;
  bool dstSelSeen = false, src0SelSeen = false, src1SelSeen = false, dstUnusedSeen = false;
  int dppCol = 0;   // first DPP modifier
  int vop3AfterDppCol = 0;  // GFX11+: a VOP3 modifier written after a DPP control (LLVM's order: before)
  bool dpp8 = false;
  uint32_t dppCtrl = 0xe4, rowMask = 0xf, bankMask = 0xf, boundCtrl = 0, fi = 0, dpp8Sel = 0;
  bool dppCtrlSet = false;
  int dppOrder = 0;  // the last of row_mask (1), bank_mask (2), bound_ctrl (3), fi (4) read
  int strayCol = 0;  // first word that is no operand of any variant (or a repeated modifier)
  int laneSwapCol = 0, laneSwapFiCol = 0;  // bound_ctrl: / fi: of a lane swap (hasLaneSwapControls): the first, fi's
  uint32_t laneSwapBits = 0;               // op_sel bit 0 fi, bit 1 bound_ctrl
  int sdwaOrder = 0;  // position of the last SDWA select read
};

inline bool isInlineConstant(uint16_t code) { return (code >= 128 && code <= 208) || (code >= 240 && code <= 248); }

inline bool isScalarCode(uint16_t code) {
  return code < 128 || (code >= 235 && code <= 239) || (code >= opnd::kSrcVccz && code <= opnd::kSrcScc);
}
// The rule behind refusing a class mask beyond 16 bits on GFX11+ (v_cmp_class_f16, v_cmpx_class_f16): the note of
// its "operands are not valid for this GPU or mode", which the wave-size model reads too (that other generation's
// form has its own lane mask, so it does not take a line whose mask is the other wave size's).
inline constexpr const char* kClassMaskNote =
    "from GFX11 on the class mask of v_cmp_class_f16 and v_cmpx_class_f16 (src1) is a 16-bit operand; GFX8-10 read 32 "
    "bits";

struct ValuParser {
  Ctx& c;
  const OpInfo& info;
  Gen g;
  ForcedForm forced;
  Operand ops[kMaxOperands];
  bool omitted[kMaxOperands] = {};  // a lane mask left out: the implicit vcc of the 32-bit forms
  ValuModifiers m;
  int maskDwords;
  // GFX6/7 spell v_add_i32 & co. v_add_co_u32 & co. too: LLVM's alias names the VOP3 form, and the 32-bit
  // form only with a trailing vcc ("v_add_co_u32 v8, vcc, v2, v4, vcc"), at column trailingVccCol.
  bool carryAlias = false;
  int trailingVccCol = 0;
  int otherModeCol = 0, otherModeMasks = 0;  // lane masks written as the other wave size's vcc
  bool misalignedSource = false;  // a source VGPR tuple starts at an odd register (gfx90a+; checkAfterMatch)
  bool dppCandidateFailed = false;
  // The 32-bit form refused a v128-v255 16-bit operand of a fake16 reading (llvm-mc 22: its true16 form would take
  // it: "not valid for this GPU or mode" when the 32-bit form is asked for).
  mutable bool fake16HighVgpr = false;

  ValuParser(Ctx& ctx, ForcedForm f)
      : c(ctx), info(ctx.info), g(ctx.gen()), forced(f), maskDwords(ctx.t.wave32 ? 1 : 2) {}

  bool readVgpr(const OperandSpec& s, Operand& o);
  // GFX11+ true16: whether this row names VGPR halves here, and a half suffix written on operand `s`.
  bool t16() const { return true16Halves(info, c.t); }
  bool checkHalf(const OperandSpec& s, const RegToken& r);
  uint32_t writtenHalves(uint8_t which = 2) const;  // the OPSEL bits of the operands written .h (which 2) or .l (1)
  void noteHalf(const OperandSpec& s, const RegToken& r);
  int plainHalfCol = 0, suffixCol = 0;  // the first 16-bit VGPR operand written plain / any written as a half
  // A 16-bit class mask written beyond 16 bits (GFX11+): only another generation's form takes it, refused after the
  // match so that an operand no form takes is named first, as llvm-mc 22 does.
  bool classMaskOtherGpu = false;
  bool halfOf32Mismatch = false;
  bool inBars = false;
  bool inNegCall = false;  // parsing the x of neg(x), whose operand starts at neg
  int operandStart = 0;    // the column of the source operand being parsed, modifiers included
  bool lit64Allowed(const OperandSpec& s, const Source& src) const;
  static constexpr const char* kLit64NotSupported = "lit64 is not supported on this GPU";  // parsing the value inside |...|, where llvm-mc 22 drops lit()/lit64() (valueInBars)  // a b32h source's constant beyond 16 bits or symbol (codec/valu_rules.h halfOf32Source)
  bool anyHalfWritten() const;
  bool hasE64Dpp() const { return vectorFeatures(g).vop3Dpp && (info.flagsOn(g) & kVopE64Dpp); }
  bool dppE32Fits() const;
  enum class ScalarSpecials { None, Sgpr, Mask };  // which of laneScalarSpecial's codes the operand takes
  bool readScalar(int dwords, Operand& o, ScalarSpecials specials = ScalarSpecials::None);
  bool encodeInt(const OperandSpec& s, int64_t v, Source& src);
  bool encodeFloat(const OperandSpec& s, double d, Source& src);
  uint32_t floatLiteralBits(const OperandSpec& s, double d) const;
  bool forcedLiteral64(const OperandSpec& s, const ExprValue& v, bool lit64, Source& src, int index);
  bool wideLiteral64(int i, bool vop3, uint64_t& v, bool& wide64);
  bool kimm64(Operand& o);
  bool sourceValue(const OperandSpec& s, Source& src, int index);
  bool registerListAfter();

  // v_movrels*'s SDWA form (where SDWA reads SGPRs and constants) matches any src0; LLVM then insists on a
  // VGPR.
  static constexpr const char* kMovrelsVgpr = "source operand must be a VGPR";
  bool movrelsSource(const OperandSpec& s) const;
  bool movrelsElsewhere(const OperandSpec& s) const;
  bool inlineNumberFollows();
  bool vgprOnly(const OperandSpec& s) const;
  bool negatedRegister();
  bool takesFpModifiers(const OperandSpec& s) const;
  bool valueInBars(const OperandSpec& s, Source& src, int index);
  bool source(const OperandSpec& s, Source& src, int index);
  bool kimm(const OperandSpec& s, Operand& o);
  bool interpAttr(const OperandSpec& s, Operand& o);
  bool interpSlot(const OperandSpec& s, Operand& o);
  bool interpHigh(int col);
  bool operand(const OperandSpec& s, int i);
  bool maskExpression();
  bool number(int64_t& v);

  // A bracketed list of small numbers: op_sel-style bits, quad_perm (2 bits) or dpp8 (3 bits) selects.
  struct ListResult {
    uint32_t bits = 0;
    int count = 0;
    int badValueCol = 0;   // first entry above maxValue
    int closeCol = 0;      // where the closing bracket stands
    int fifthCol = 0;      // the comma before a fifth entry
  };
  bool list(int maxEntries, int maxValue, uint32_t bitsPer, ListResult& r);
  // Whether the op_sel modifier at 1-based column `col` fails to parse as a list (the diagnostic then set): LLVM
  // parses every operand before it matches one, so such an error comes before any mismatch.
  bool opSelListFails(int col);
  bool bitList(std::string_view name, ListResult& l);
  bool sel(uint32_t& v, std::string_view what);
  bool wideClampBit() const;
  bool integerClampOnly() const;
  bool known(std::string_view w) const;
  bool modifiers();
  bool dppControlOrder(std::string_view w, int col);
  bool laneSwapControl(std::string_view w, int col);
  void stray(int col);
  bool dppStart(int col);
  static std::optional<uint32_t> dppControlBase(std::string_view w);
  bool dppControl(std::string_view w, int64_t n, uint32_t& code, int col);
  bool hasVop3Modifiers() const;
  const OperandSpec* specOf(Field f, int* index = nullptr) const;

  bool isVcc(uint16_t code) const { return code == opnd::kVccLo; }

  bool hasSdwa() const { return vectorFeatures(g).sdwa && info.hasE32(g) && (info.flagsOn(g) & kVopSdwa); }
  // A DPP form LLVM knows from later GPUs only (kTraitDpp64Elsewhere): its controls parse, it never matches.
  bool dppElsewhere() const { return (info.traits & kTraitDpp64Elsewhere) && vectorFeatures(g).extensions && !hasDpp(); }

  bool hasDpp() const;
  bool checkForcedVariant();

  // Whether the 32-bit encoding can hold what was written (the operands' classes only).
  bool fitsE32(int* badCol) const { return info.hasE32(g) && e32Operands(badCol); }

  bool e32Operands(int* badCol, bool dpp16 = false) const;  // dpp16: as the 32-bit DPP16 form holds them
  static bool foldsModifiers(const OperandSpec& s, const Source& src);
  bool foldModifiers();
  static double foldedFloat(const Source& src);
  static int64_t foldedInt(const OperandSpec& s, const Source& src);
  int firstVop3ModifierCol() const;
  bool fitsE64(int* badCol, const char** message = nullptr) const;
  int symbolInFpSource() const;
  bool fitsSdwa(int* badCol, bool* otherGpu = nullptr) const;
  bool gfx8SdwaCompareClamp() const;
  bool chooseForm(Form& form);
  bool sdwaResultWritten();
  bool chooseAliasForm(Form& form);
  bool e32Ok(int) const;
  bool checkExtensionSources(Form form);
  bool checkConstantBus(Form form);
  bool checkLiterals(Form form);
  bool laneSelectLiterals();
  bool fill(Form form);
  bool checkModifiers(Form form);
  bool checkAfterMatch();
  bool nextIsScalarRegister();
  void omit(int i);
  int writtenOperands() const;
  bool cmpxResultWritten(int present);
  bool shapeOfOtherGeneration(int present);
  bool masksLeftOut(int present, bool& omit);
  bool lastWrittenIsVgpr();
  bool writtenAsAlias() const;
  void readTrailingVcc();
  void explainFailure();
  bool laterParseError();
  void tooFewAfterWideSrc0();
  void unsupportedModifierFailure();
  bool laterDpp() const;
  void maskBeforeMissingOperand();
  bool dppSomewhere() const;
  void dppCandidateFailure(const size_t* starts, int written);
  void skipSourceModifiers();
  bool dppOperandAt(const OperandSpec& s, size_t pos);
  bool otherModeFailure();
  bool writtenAsResultAndSource();
  static constexpr int kOtherShapeWantsMore = 1 << 30;  // otherGenerationShapeStop: every written operand fit
  int otherGenerationShapeStop(const size_t* starts, int written);
  bool fitsVop3Operand(const OperandSpec& s, size_t pos);
  bool resultLessE64Candidate() const;
  int resultLessE64Stop(const size_t* starts, int written);
  const OperandSpec* writtenSpec(int k) const;
  int operandCol(size_t start) const;
  bool vgprAt(size_t pos);
  RegToken sourceRegisterAt(size_t pos);
  bool cndmaskB16MaskFailure();
  static bool wideIntegerShiftOrMad(const OpInfo& info);
  void resultLessCompareFailure(const size_t* starts, int written);
  int operandStarts(size_t* out, int max) const;
  bool sourceWithoutComma(size_t word, size_t blank) const;
  bool oneVgprAt(size_t pos);
  bool literalAt(size_t pos);
  bool run();
};

// Whether a message is one of the checks LLVM makes after a candidate matched (a literal count, op_sel values,
// lds_direct's place, the constant bus): a line that fits no candidate never gets them.
bool afterMatchMessage(std::string_view m);
// Whether the operands after the mnemonic name a VGPR half anywhere (v1.l, v[1].h).
bool halvesWritten(const Scan& s);
// parseValu's reading of the line for one target (the true16 readings included), without the wave-size model.
bool parseValuOnce(Ctx& c, ForcedForm forced);
// Wave64: where llvm-mc reports a failed line that writes a lane mask as wave32 does (valu_wave_mode.cpp);
// `start` is the line before the operands. Leaves c.diag alone otherwise.
void otherWaveMaskFailure(Ctx& c, ForcedForm forced, const Scan& start);

}  // namespace gcnkit::valu_parsing
