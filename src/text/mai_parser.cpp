// MAI instructions (isa/mai.h) as llvm-mc 22 reads them: v_mfma_* / v_smfmac_* D, A, B, C with cbsz/abid/blgp
// (neg on the f64 forms of gfx940+), v_accvgpr_read/write/mov, and AGPR operands. The fields they fill are the
// VOP3P ones (cbsz = NEG_HI, abid = OPSEL + bit 2 of OPSEL_HI, acc_cd = CLAMP, the A/B acc bits = OPSEL_HI
// bits 0-1, blgp/neg = NEG), so the generic encoder packs them.
#include <bit>

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
    if (!reg(a, m.a, Want::Any) || !comma() || !reg(b, m.b, Want::Any) || !comma()) return false;
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
    return modifiers() && end();
  }

 private:
  Ctx& c;
  const MaiInfo& m;

  enum class Want { Vgpr, Agpr, Any };

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
    if (r.dwords != dwords || (want == Want::Vgpr && r.agpr) || (want == Want::Agpr && !r.agpr))
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

  // cbsz:N abid:N blgp:N (or neg:[a,b,c]), each at most once and in this order.
  bool modifiers() {
    int stage = 0, blgpCol = 0;
    Instruction& in = c.out.inst;
    for (;;) {
      c.s.skipSpace();
      // (neg forms: a well-formed blgp is refused once the whole line is read, as llvm-mc does)
      if (c.s.atEnd()) return !blgpCol || c.fail(blgpCol, "invalid modifier: blgp is not supported");
      const int col = c.s.col();
      Scan probe = c.s;
      const std::string_view w = probe.ident();
      const int at = w == "cbsz" ? 1 : w == "abid" ? 2 : w == "blgp" ? 3 : w == "neg" ? 3 : 0;
      if (at == 0 || (at == 3 && (m.flags & kMaiSparse))) return c.fail(col, w == "clamp" ? kInvalidOperand : kNotValid);
      if (at <= stage) return c.fail(col, kNotValid);
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
