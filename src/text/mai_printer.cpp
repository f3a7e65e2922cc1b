// MAI instructions as llvm-mc 22 prints them (see mai_parser.cpp for the fields): registers in the file the
// acc bits select, cbsz/abid/blgp (or neg) when not zero. The disassembler re-assembles this text to check it
// (text/disassembler.cpp), so a field the printer cannot write makes the word data, never wrong text.
#include "isa/mai.h"
#include "isa/registers.h"
#include "text/mai_text.h"
#include "text/print_support.h"

namespace gcnkit {

namespace {

struct MaiPrinter {
  TextBuf& out;
  const Instruction& in;
  const Target& t;
  const MaiInfo& m;

  bool vector(uint32_t code, int dwords, bool agpr) {
    if (!isVgprCode(uint16_t(code))) return false;
    char buf[32];
    const size_t n = agpr ? agprName(uint16_t(code), dwords, t, buf) : registerName(uint16_t(code), dwords, t, buf);
    out.append(buf, n);
    return n != 0;
  }
  // A source that may be a register or an inline constant (C of v_mfma_*, v_accvgpr_write_b32's source).
  bool source(uint32_t code, int dwords, bool agpr) {
    if (isVgprCode(uint16_t(code))) return vector(code, dwords, agpr);
    if (isInlineInt(uint16_t(code))) {
      appendDec(out, inlineIntValue(uint16_t(code)));
      return true;
    }
    if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast && inlineFloatValid(uint16_t(code), t.gen())) {
      out += inlineFloatText(uint16_t(code));
      return true;
    }
    return appendRegister(out, uint16_t(code), 1, t) && dwords == 1;
  }

  bool print(const OpInfo& info) {
    out += info.name;
    out += ' ';
    const bool unified = t.has(kFeatGfx90aInsts);
    if (m.flags & kMaiRead) return vector(in[Field::VDST] + 256, 1, false) && sep() && vector(in[Field::SRC0], 1, true);
    if (m.flags & kMaiMov) return vector(in[Field::VDST] + 256, 1, true) && sep() && vector(in[Field::SRC0], 1, true);
    if (m.flags & kMaiWrite) {
      const uint32_t src = in[Field::SRC0];
      const bool ok = vector(in[Field::VDST] + 256, 1, true) && sep() && source(src, 1, false);
      return ok && (isVgprCode(uint16_t(src)) || src >= 128 || unified);
    }
    const bool accCd = unified ? in[Field::CLAMP] != 0 : true;
    const uint32_t acc = in[Field::OPSEL_HI] & 3;
    bool ok = vector(in[Field::VDST] + 256, m.d, accCd) && sep();
    ok = ok && vector(in[Field::SRC0], m.a, acc & 1) && sep() && vector(in[Field::SRC1], m.b, acc & 2) && sep();
    if (m.flags & kMaiSparse) ok = ok && vector(in[Field::SRC2], 1, false);
    else ok = ok && (isVgprCode(uint16_t(in[Field::SRC2])) || unified) && source(in[Field::SRC2], m.c, accCd);
    const uint32_t abid = in[Field::OPSEL] | (in[Field::OPSEL_HI] >> 2 & 1) << 3;
    modifier(" cbsz:", in[Field::NEG_HI]);
    modifier(" abid:", abid);
    if (in[Field::NEG] && (m.flags & kMaiNeg)) {
      out += " neg:[";
      for (int i = 0; i < 3; ++i) {
        if (i) out += ',';
        out += (in[Field::NEG] >> i & 1) ? '1' : '0';
      }
      out += ']';
    } else {
      modifier(" blgp:", in[Field::NEG]);
    }
    return ok && (unified || !in[Field::CLAMP]) && !(in[Field::NEG] && (m.flags & kMaiSparse));
  }
  void modifier(std::string_view name, uint32_t v) {
    if (!v) return;
    out += name;
    appendDec(out, v);
  }
  bool sep() {
    out += ", ";
    return true;
  }
};

}  // namespace

bool appendMai(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  const MaiInfo* m = maiInfo(inst.op);
  if (!m) return false;
  const bool vop3p = info.enc == Encoding::VOP3P;
  // Read/write: every modifier field at llvm-mc's defaults (op_sel_hi 7), anything else has no text.
  if (vop3p && (m->flags & (kMaiRead | kMaiWrite)) &&
      (inst[Field::OPSEL_HI] != 7 || inst[Field::OPSEL] || inst[Field::NEG] || inst[Field::NEG_HI] || inst[Field::CLAMP] ||
       inst[Field::SRC1] || inst[Field::SRC2]))
    return false;
  return MaiPrinter{out, inst, t, *m}.print(info);
}

}  // namespace gcnkit
