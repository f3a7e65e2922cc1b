// MAI instructions (isa/mai.h) as llvm-mc 22 reads them: v_mfma_* / v_smfmac_* D, A, B, C with cbsz/abid/blgp
// (neg on the f64 forms of gfx940+), v_accvgpr_read/write/mov, and AGPR operands. The fields they fill are the
// VOP3P ones (cbsz = NEG_HI, abid = OPSEL + bit 2 of OPSEL_HI, acc_cd = CLAMP, the A/B acc bits = OPSEL_HI
// bits 0-1, blgp/neg = NEG), so the generic encoder packs them. gfx950's f8f6f4 forms take A and B as wide as
// the formats cbsz and blgp name; v_mfma_scale_* adds the two scale VGPRs and their op_sel/op_sel_hi (the
// SCALE_* fields, codec/mai_scale.h); v_mfma_ld_scale_b32 alone is src0, src1 with op_sel/op_sel_hi.
#include <bit>
#include <string>
#include <tuple>

#include "isa/mai.h"
#include "isa/registers.h"
#include "text/agpr_operand.h"
#include "text/mai_text.h"
#include "text/vector_parsers.h"

namespace gcnkit {

namespace {

constexpr const char* kNotValid = "not a valid operand.";

struct VecReg {
  bool agpr = false;
  uint16_t code = 0;  // 256 + n
  int dwords = 0;
  int col = 0;
};

class MaiParser {
 public:
  MaiParser(Ctx& c, const MaiInfo& m) : c(c), m(m) {}

  bool parse(ForcedForm forced) {
    if (forced == ForcedForm::E64 && c.info.enc == Encoding::VOP1)
      return c.fail(c.mnemonicCol, "e64 variant of this instruction is not supported");
    Instruction& in = c.out.inst;
    const bool unified = c.t.has(kFeatGfx90aInsts);  // D/C in VGPRs or AGPRs (acc_cd)
    if (m.flags & (kMaiRead | kMaiWrite)) in[Field::OPSEL_HI] = 7;  // llvm-mc's default op_sel_hi
    if (m.flags & kMaiRead) {
      VecReg d, a;
      if (!reg(d, m.d, Want::Vgpr) || !comma() || !reg(a, m.a, Want::Agpr)) return false;
      in[Field::VDST] = d.code & 0xff;
      in[Field::SRC0] = a.code;
      return end();
    }
    if (m.flags & kMaiMov) {
      VecReg d, a;
      if (!reg(d, 1, Want::Agpr) || !comma() || !reg(a, 1, Want::Agpr)) return false;
      in[Field::VDST] = d.code & 0xff;
      in[Field::SRC0] = a.code;
      return end();
    }
    if (m.flags & kMaiLdScale) return ldScale();
    if (m.flags & kMaiWrite) {
      VecReg d;
      if (!reg(d, 1, Want::Agpr) || !comma() || !writeSource()) return false;
      in[Field::VDST] = d.code & 0xff;
      return end();
    }
    VecReg d, a, b;
    if (!reg(d, m.d, Want::Any) || !comma()) return false;
    // (VGPR results are the gfx90a+ form of the instruction: llvm-mc names no operand)
    if (!unified && !d.agpr) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    const bool formats = m.flags & kMaiF8f6f4;
    if (!reg(a, formats ? kFormatWidths : m.a, Want::Any) || !comma() || !reg(b, formats ? kFormatWidths : m.b, Want::Any) ||
        !comma())
      return false;
    in[Field::VDST] = d.code & 0xff;
    in[Field::SRC0] = a.code;
    in[Field::SRC1] = b.code;
    in[Field::OPSEL_HI] = uint32_t(a.agpr) | uint32_t(b.agpr) << 1;
    if (unified) in[Field::CLAMP] = d.agpr;
    if (m.flags & kMaiSparse) {
      VecReg idx;
      if (!reg(idx, 1, Want::Vgpr)) return false;
      in[Field::SRC2] = idx.code;
    } else if (!accumulator(d.agpr)) {
      return false;
    }
    if (m.flags & kMaiScale) {
      VecReg sa, sb;
      if (!comma() || !reg(sa, 1, Want::Vgpr) || !comma() || !reg(sb, 1, Want::Vgpr)) return false;
      in[Field::SCALE_SRC0] = sa.code;
      in[Field::SCALE_SRC1] = sb.code;
    }
    if (!modifiers()) return false;
    if (!(m.flags & kMaiF8f6f4)) return end();
    // llvm-mc checks the A/B widths against the formats once the line is read (it reports both; we the first).
    for (auto [r, fmt, name] : {std::tuple{&a, in[Field::NEG_HI], "cbsz"}, std::tuple{&b, in[Field::NEG], "blgp"}})
      if (r->dwords != maiFormatDwords(fmt))
        return c.fail(r->col, "wrong register tuple size for " + std::string(name) + " value " + std::to_string(fmt));
    return true;
  }

 private:
  Ctx& c;
  const MaiInfo& m;

  enum class Want { Vgpr, Agpr, Any };
  static constexpr int kFormatWidths = -1;  // reg(): an f8f6f4 A/B, 4, 6 or 8 registers (checked after cbsz/blgp)

  bool missing() {
    c.s.skipSpace();
    return c.s.atEnd();
  }
  bool comma() {
    c.s.accept(',');
    return true;
  }

  // A VGPR or AGPR (tuple) at the cursor: 1 read, 0 none there, -1 an error (diagnostic set).
  int readVector(VecReg& r) {
    c.s.skipSpace();
    r.col = c.s.col();
    if (RegToken a = readAgpr(c); a.isRegister) {
      if (!a.error.empty()) return c.fail(a.col, a.error), -1;
      r = {true, a.reg.code, a.reg.dwords, a.col};
      return 1;
    }
    Scan save = c.s;
    RegToken t = readRegister(c, true);
    if (!t.isRegister) return 0;
    if (!t.error.empty()) return c.fail(t.col, t.error), -1;
    if (!isVgprCode(t.reg.code)) {
      c.s = save;
      return 0;
    }
    r = {false, t.reg.code, t.reg.dwords, t.col};
    return 1;
  }

  bool reg(VecReg& r, int dwords, Want want) {
    if (missing()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    const int got = readVector(r);
    if (got < 0) return false;
    if (got == 0) return c.fail(r.col, c.s.peek() == '-' || c.s.peek() == '|' ? kNotValid : kInvalidOperand);
    const bool width = dwords == kFormatWidths ? r.dwords == 4 || r.dwords == 6 || r.dwords == 8 : r.dwords == dwords;
    if (!width || (want == Want::Vgpr && r.agpr) || (want == Want::Agpr && !r.agpr))
      return c.fail(r.col, kInvalidOperand);
    return true;
  }

  // An inline constant of a 32-bit (or, for f64 forms, 64-bit) operand: its code, or nullopt (diag set).
  std::optional<uint16_t> constant(bool f64) {
    c.s.skipSpace();
    const int col = c.s.col();
    if (c.s.peek() == '-' && (c.s.peek(1) == 'v' || c.s.peek(1) == 'a' || c.s.peek(1) == '|'))
      return c.fail(col, kNotValid), std::nullopt;
    ExprError err;
    auto v = parseExpr(c.s, c.syms, true, err);
    if (!v) return c.fail(err.col, err.message), std::nullopt;
    std::optional<uint16_t> code;
    if (v->kind == ExprValue::Kind::Int) code = inlineIntCode(v->value);
    else if (v->kind == ExprValue::Kind::Float)
      code = f64 ? inlineFloatCode(std::bit_cast<uint64_t>(v->fp), true, c.gen())
                 : inlineFloatCode(std::bit_cast<uint32_t>(float(v->fp)), false, c.gen());
    if (!code) return c.fail(col, kInvalidOperand), std::nullopt;
    return code;
  }

  // C: a tuple of D's width in D's register file, or (gfx90a+) an inline constant.
  bool accumulator(bool dAgpr) {
    if (missing()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    VecReg r;
    const int got = readVector(r);
    if (got < 0) return false;
    if (got == 1) {
      if (r.dwords != m.c || r.agpr != dAgpr) return c.fail(r.col, kInvalidOperand);
      c.out.inst[Field::SRC2] = r.code;
      return true;
    }
    RegToken scalar = readRegister(c, false);
    if (scalar.isRegister) return c.fail(scalar.col, kInvalidOperand);
    const int col = c.s.col();
    auto code = constant(m.f64);
    if (!code) return false;
    if (!c.t.has(kFeatGfx90aInsts)) return c.fail(col, "inline constants are not allowed for this operand");
    c.out.inst[Field::SRC2] = *code;
    return true;
  }

  // v_accvgpr_write_b32's source: a VGPR, an inline constant, or (gfx90a+) an SGPR or special register.
  bool writeSource() {
    if (missing()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    VecReg r;
    const int got = readVector(r);
    if (got < 0) return false;
    if (got == 1) {
      if (r.agpr || r.dwords != 1) return c.fail(r.col, kInvalidOperand);
      c.out.inst[Field::SRC0] = r.code;
      return true;
    }
    RegToken scalar = readRegister(c, false);
    if (scalar.isRegister) {
      if (!scalar.error.empty()) return c.fail(scalar.col, scalar.error);
      if (scalar.reg.dwords != 1) return c.fail(scalar.col, kInvalidOperand);
      if (!c.t.has(kFeatGfx90aInsts))
        return c.fail(scalar.col, "source operand must be either a VGPR or an inline constant");
      c.out.inst[Field::SRC0] = scalar.reg.code;
      return true;
    }
    auto code = constant(false);
    if (!code) return false;
    c.out.inst[Field::SRC0] = *code;
    return true;
  }

  // [op_sel:[..] op_sel_hi:[..] (v_mfma_scale_*)] cbsz:N abid:N blgp:N (or neg:[a,b,c]), each at most once and
  // in this order (f8f6f4 forms: no abid).
  bool modifiers() {
    int stage = -3, blgpCol = 0;  // op_sel -2, op_sel_hi -1, cbsz 1, abid 2, blgp/neg 3
    Instruction& in = c.out.inst;
    for (;;) {
      c.s.skipSpace();
      // (neg forms: a well-formed blgp is refused once the whole line is read, as llvm-mc does)
      if (c.s.atEnd()) return !blgpCol || c.fail(blgpCol, "invalid modifier: blgp is not supported");
      const int col = c.s.col();
      const bool scale = m.flags & kMaiScale;
      if (scale && c.s.peek() == ',') {  // an operand too many: reported where it starts
        ++c.s.pos;
        c.s.skipSpace();
        return c.fail(c.s.col(), kInvalidOperand);
      }
      Scan probe = c.s;
      const std::string_view w = probe.ident();
      const int at = w == "cbsz" ? 1 : w == "abid" ? 2 : w == "blgp" ? 3 : w == "neg" ? 3
                   : scale && w == "op_sel" ? -2 : scale && w == "op_sel_hi" ? -1 : 0;
      if (at == 0 || (at == 3 && (m.flags & kMaiSparse)) || (at == 2 && (m.flags & kMaiF8f6f4)))
        return c.fail(col, w == "clamp" ? kInvalidOperand : kNotValid);
      if (at < 0) {  // the scale selectors: bits 0-1 kept (llvm-mc 22 reads up to 4 and ignores the rest)
        if (at <= stage) return c.fail(col, kNotValid);
        c.s = probe;
        if (!c.s.accept(':')) return c.fail(c.s.col(), "expected a colon");
        stage = at;
        uint32_t bits = 0;
        if (!selectList(w, bits)) return false;
        in[at == -2 ? Field::SCALE_OPSEL : Field::SCALE_OPSEL_HI] = bits & 3;
        continue;
      }
      // (llvm-mc 22 reads the scaled forms' cbsz/blgp as operands: out of order, they are no valid operand)
      if (at <= stage) return c.fail(col, scale ? kInvalidOperand : kNotValid);
      if (w == "neg" && !(m.flags & kMaiNeg)) return c.fail(col, "invalid modifier: neg is not supported");
      c.s = probe;
      if (!c.s.accept(':')) return c.fail(c.s.col(), "expected a colon");
      stage = at;
      if (w == "neg") {
        uint32_t bits = 0;
        if (!negList(bits)) return false;
        in[Field::NEG] = bits;
        continue;
      }
      int vcol = 0;
      auto v = parseAbs(c, vcol);
      if (!v) return false;
      if (w == "cbsz") {
        if (*v < 0 || *v > 7) return c.fail(col, "invalid cbsz value.");
        in[Field::NEG_HI] = uint32_t(*v);
      } else if (w == "abid") {
        if (*v < 0 || *v > 15) return c.fail(col, "invalid abid value.");
        in[Field::OPSEL] = uint32_t(*v) & 7;
        in[Field::OPSEL_HI] |= (uint32_t(*v) >> 3) << 2;
      } else {
        if (*v < 0 || *v > 7) return c.fail(col, kInvalidOperand);
        if (m.flags & kMaiNeg) blgpCol = col;
        in[Field::NEG] = uint32_t(*v);
      }
    }
  }

  // op_sel:[...] / op_sel_hi:[...] as LLVM reads them: 1 to 4 entries of 0 or 1.
  bool selectList(std::string_view what, uint32_t& bits) {
    if (!c.s.accept('[')) return c.fail(c.s.col(), "expected a left square bracket");
    for (int n = 0;; ++n) {
      c.s.skipSpace();
      const int col = c.s.col();
      int vcol = 0;
      auto v = parseAbs(c, vcol);
      if (!v) return false;
      if (*v < 0 || *v > 1) return c.fail(col, "invalid " + std::string(what) + " value.");
      if (n < 4) bits |= uint32_t(*v) << n;
      c.s.skipSpace();
      if (c.s.accept(']')) return true;
      if (n == 3 && c.s.peek() == ',') return c.fail(c.s.col(), "expected a closing square bracket");
      if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma or a closing square bracket");
    }
  }

  // v_mfma_ld_scale_b32 src0, src1 [op_sel:[..]] [op_sel_hi:[..]]: VGPRs, SGPRs (one, the constant bus) or
  // inline constants; op_sel_hi defaults to [1,1] and its third bit is always set (as llvm-mc encodes it).
  bool ldScale() {
    Instruction& in = c.out.inst;
    in[Field::OPSEL_HI] = 7;
    int col1 = 0;
    if (!scaleSource(Field::SRC0, col1) || !comma() || !scaleSource(Field::SRC1, col1)) return false;
    const uint32_t s0 = in[Field::SRC0], s1 = in[Field::SRC1];
    if (isScalarCode(s0) && isScalarCode(s1) && s0 != s1)
      return c.fail(col1, "invalid operand (violates constant bus restrictions)");
    int stage = 0;
    for (;;) {
      c.s.skipSpace();
      if (c.s.atEnd()) return true;
      const int col = c.s.col();
      if (c.s.peek() == ',') {  // an operand too many: reported where it starts
        ++c.s.pos;
        c.s.skipSpace();
        return c.fail(c.s.col(), kInvalidOperand);
      }
      Scan probe = c.s;
      const std::string_view w = probe.ident();
      const int at = w == "op_sel" ? 1 : w == "op_sel_hi" ? 2 : 0;
      if (at == 0 || at <= stage) return c.fail(col, w == "clamp" ? kInvalidOperand : kNotValid);
      c.s = probe;
      if (!c.s.accept(':')) return c.fail(c.s.col(), "expected a colon");
      stage = at;
      uint32_t bits = 0;
      if (!selectList(w, bits)) return false;
      if (at == 1) in[Field::OPSEL] = bits & 3;
      else in[Field::OPSEL_HI] = 4 | (bits & 3);
    }
  }

  static bool isScalarCode(uint32_t code) {
    return code < 256 && !isInlineInt(uint16_t(code)) && !(code >= opnd::kFloatFirst && code <= opnd::kFloatLast);
  }

  bool scaleSource(Field f, int& col) {
    if (missing()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    VecReg r;
    const int got = readVector(r);
    col = r.col;
    if (got < 0) return false;
    if (got == 1) {
      if (r.agpr || r.dwords != 1) return c.fail(r.col, kInvalidOperand);
      c.out.inst[f] = r.code;
      return true;
    }
    RegToken scalar = readRegister(c, false);
    if (scalar.isRegister) {
      if (!scalar.error.empty()) return c.fail(scalar.col, scalar.error);
      if (scalar.reg.dwords != 1) return c.fail(scalar.col, kInvalidOperand);
      c.out.inst[f] = scalar.reg.code;
      return true;
    }
    c.s.skipSpace();
    const int at = c.s.col();
    if (c.s.peek() == '-' || c.s.peek() == '|') {
      Scan p = c.s;
      ++p.pos;
      p.skipSpace();
      if (c.s.peek() == '|' || p.peek() == 'v' || p.peek() == 's' || p.peek() == '|') return c.fail(at, kNotValid);
    }
    ExprError err;
    auto v = parseExpr(c.s, c.syms, true, err);
    if (!v) return c.fail(err.col, err.message);
    std::optional<uint16_t> code;
    if (v->kind == ExprValue::Kind::Int) code = inlineIntCode(v->value);
    else if (v->kind == ExprValue::Kind::Float)
      code = inlineFloatCode(std::bit_cast<uint32_t>(float(v->fp)), false, c.gen());
    if (!code) return c.fail(at, "literal operands are not supported");
    c.out.inst[f] = *code;
    return true;
  }

  bool negList(uint32_t& bits) {
    if (!c.s.accept('[')) return c.fail(c.s.col(), "expected left square bracket");
    for (int i = 0; i < 3; ++i) {
      if (i && !c.s.accept(',')) return c.fail(c.s.col(), "expected a comma");
      c.s.skipSpace();
      const char ch = c.s.peek();
      if (ch != '0' && ch != '1') return c.fail(c.s.col(), "invalid neg value.");
      bits |= uint32_t(ch - '0') << i;
      ++c.s.pos;
    }
    if (!c.s.accept(']')) return c.fail(c.s.col(), "expected a closing square bracket");
    return true;
  }

  bool end() {
    c.s.skipSpace();
    if (c.s.atEnd()) return true;
    return c.fail(c.s.col(), kInvalidOperand);
  }
};

}  // namespace

bool parseMai(Ctx& c, ForcedForm forced) {
  const MaiInfo* m = maiInfo(c.out.inst.op);
  if (!m) return false;
  const size_t start = c.s.pos;
  if (MaiParser(c, *m).parse(forced)) return true;
  // llvm-mc's matcher: operands that fit the row this mnemonic names on other processors are "not valid for
  // this GPU" (v_mfma_f32_32x32x4bf16 is a 1k form on gfx940+).
  // A syntax error (a modifier's value, its order) of the other row's reading wins over a mismatch, as llvm-mc
  // reads every operand before matching.
  if (c.diag.message != kInvalidOperand) return false;
  Op partners[4];
  for (int i = 0, n = maiPartners(c.out.inst.op, partners); i < n; ++i) {
    thread_local ParsedInstruction scratch;
    scratch.inst = Instruction{};
    scratch.inst.op = partners[i];
    Diagnostic d;
    Ctx other{Scan{c.s.line, start}, c.t, c.syms, opInfo(partners[i]), scratch, d, c.mnemonicCol};
    if (MaiParser(other, *maiInfo(partners[i])).parse(forced))
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    if (d.message != kInvalidOperand && d.message != "too few operands for instruction") {
      c.diag = d;
      return false;
    }
  }
  return false;
}

}  // namespace gcnkit
