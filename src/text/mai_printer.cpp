// MAI instructions as llvm-mc 22 prints them (see mai_parser.cpp for the fields): registers in the file the
// acc bits select, cbsz/abid/blgp (or neg) when not zero. The disassembler re-assembles this text to check it
// (text/disassembler.cpp), so a field the printer cannot write makes the word data, never wrong text.
// gfx950: the f8f6f4 forms print A and B as wide as cbsz/blgp's formats; v_mfma_scale_* adds the scale VGPRs
// and always op_sel_hi (its default [0,0] is no default of LLVM's printer); v_mfma_ld_scale_b32 alone prints
// op_sel/op_sel_hi of its two sources when not [0,0]/[1,1].
#include "codec/mai_scale.h"
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
    if (m.flags & kMaiLdScale) return ldScale();
    if (m.flags & kMaiWrite) {
      const uint32_t src = in[Field::SRC0];
      const bool ok = vector(in[Field::VDST] + 256, 1, true) && sep() && source(src, 1, false);
      return ok && (isVgprCode(uint16_t(src)) || src >= 128 || unified);
    }
    const bool accCd = unified ? in[Field::CLAMP] != 0 : true;
    const uint32_t acc = in[Field::OPSEL_HI] & 3;
    const bool f8f6f4 = m.flags & kMaiF8f6f4;
    const int aDwords = f8f6f4 ? maiFormatDwords(in[Field::NEG_HI]) : m.a;
    const int bDwords = f8f6f4 ? maiFormatDwords(in[Field::NEG]) : m.b;
    bool ok = vector(in[Field::VDST] + 256, m.d, accCd) && sep();
    ok = ok && vector(in[Field::SRC0], aDwords, acc & 1) && sep() && vector(in[Field::SRC1], bDwords, acc & 2) && sep();
    if (m.flags & kMaiSparse) ok = ok && vector(in[Field::SRC2], 1, false);
    else ok = ok && (isVgprCode(uint16_t(in[Field::SRC2])) || unified) && source(in[Field::SRC2], m.c, accCd);
    const uint32_t abid = in[Field::OPSEL] | (in[Field::OPSEL_HI] >> 2 & 1) << 3;
    if (f8f6f4 && abid) return false;  // (abid 1 marks a scale pair's MFMA word: codec/mai_scale.h)
    if (f8f6f4 && !scalePairDecodes(in)) return false;  // as llvm-mc's decoder (AGPR A/B read 8 wide)
    if (m.flags & kMaiScale) {
      ok = ok && sep() && vector(in[Field::SCALE_SRC0], 1, false) && sep() && vector(in[Field::SCALE_SRC1], 1, false);
      if (in[Field::SCALE_OPSEL]) bitList(" op_sel:[", in[Field::SCALE_OPSEL], 3);
      bitList(" op_sel_hi:[", in[Field::SCALE_OPSEL_HI], 3);
    }
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
  // v_mfma_ld_scale_b32 src0, src1: a VGPR, SGPR or inline constant each (no literal: llvm-mc refuses one).
  bool ldScale() {
    const uint32_t s0 = in[Field::SRC0], s1 = in[Field::SRC1];
    if (s0 == opnd::kLiteral || s1 == opnd::kLiteral) return false;
    if (!source(s0, 1, false) || !sep() || !source(s1, 1, false)) return false;
    if (in[Field::OPSEL] & 3) bitList(" op_sel:[", in[Field::OPSEL], 2);
    if ((in[Field::OPSEL_HI] & 3) != 3) bitList(" op_sel_hi:[", in[Field::OPSEL_HI], 2);
    return true;
  }
  void bitList(std::string_view head, uint32_t bits, int n) {
    out += head;
    for (int i = 0; i < n; ++i) {
      if (i) out += ',';
      out += (bits >> i & 1) ? '1' : '0';
    }
    out += ']';
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
  // ld_scale alone: llvm-mc's encoding has vdst, src2, neg, clamp, op_sel[2] zero and op_sel_hi[2] set.
  if ((m->flags & kMaiLdScale) && (inst[Field::VDST] || inst[Field::SRC2] || inst[Field::NEG] || inst[Field::NEG_HI] ||
                                   inst[Field::CLAMP] || (inst[Field::OPSEL] & 4) || !(inst[Field::OPSEL_HI] & 4)))
    return false;
  if (vop3p && (m->flags & (kMaiRead | kMaiWrite)) &&
      (inst[Field::OPSEL_HI] != 7 || inst[Field::OPSEL] || inst[Field::NEG] || inst[Field::NEG_HI] || inst[Field::CLAMP] ||
       inst[Field::SRC1] || inst[Field::SRC2]))
    return false;
  return MaiPrinter{out, inst, t, *m}.print(info);
}

}  // namespace gcnkit
