// VALU instructions as LLVM prints them: mnemonic with its form suffix, operands with source modifiers,
// then the form's modifiers (VOP3 clamp/omod/op_sel, VOP3P op_sel/op_sel_hi/neg_lo/neg_hi, SDWA selects,
// DPP controls).
#include <array>

#include "codec/codec.h"
#include "isa/float_constants.h"
#include "isa/registers.h"
#include "codec/valu_rules.h"
#include "codec/vopd_rules.h"
#include "isa/vector_features.h"
#include "text/append.h"
#include "text/print_support.h"
#include "text/vector_printers.h"

namespace gcnkit {

namespace {

// " bitop3:N": LLVM writes a truth table of 0..10 in decimal, larger ones in hex.
void appendBitop3(TextBuf& out, uint32_t table) {
  out += " bitop3:";
  if (table > 10) appendHex(out, table);
  else appendDec(out, table);
}

}  // namespace

namespace {

constexpr std::array<std::string_view, 7> kSdwaSel{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
constexpr std::array<std::string_view, 3> kDstUnused{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};

struct Printer {
  TextBuf& out;
  const Instruction& inst;
  const Target& t;
  const OpInfo& info;
  Gen g;

  bool inlineHalf(uint32_t v) const { return inlineHalfCode(v, g).has_value(); }

  bool mask(uint16_t code) {
    if (code == opnd::kVccLo && !t.wave32) { out += "vcc"; return true; }
    if (laneScalarSpecial(code, true)) return appendRegister(out, code, 1, t);
    return appendRegister(out, code, t.wave32 ? 1 : 2, t);
  }

  // The literal dword as LLVM prints it for an operand of this type.
  bool literal(const OperandSpec& s) {
    if (!inst.hasLiteral) return false;
    const uint32_t v = inst.literal;
    if (literalOnlyHalfSource(info, s)) {  // (no inline constant to mistake it for: a number as llvm-mc prints it)
      if (inlineIntCode(int32_t(v))) appendDec(out, int32_t(v));
      else appendHex(out, v);
      return true;
    }
    // A 16-bit operand uses the low half only; anything above it would be lost.
    // (llvm-mc 22 prints a bf16 mix's literal from 0x8000 sign-extended, 0xffff8000, a text it refuses)
    if (bf16Source(info, s.field) && isMix(info) && v >= 0x8000 && v <= 0xffff) {
      appendHex(out, v | 0xffff0000u);
      return false;
    }
    if (((is16Bit(s.type) && s.type != ValType::PF16 && s.type != ValType::PB16) || halfOf32Source(info, s, g)) && (v >> 16) != 0) {
      // Bits above a 16-bit operand's half (a sign extension, a float's low mantissa): llvm-mc prints the
      // low half only, which would not assemble back to this dword.
      appendHex(out, v & 0xffff);
      return false;
    }
    // A literal that the assembler would have encoded inline prints as lit(...), so that it re-assembles.
    bool inlineToo = false;
    if (bf16Source(info, s.field)) inlineToo = inlineIntCode(int32_t(v)) || (v <= 0xffff && inlineBf16Code(v, g));
    else if (s.type == ValType::PF16 && replicatedPackedInlines(info, g)) inlineToo = pkFmacInlineCode(v, g).has_value();
    // (other packed f16 sources: llvm-mc reads a dword holding an f16 constant in its low half as that constant)
    else if (s.type == ValType::PF16) inlineToo = inlineIntCode(int32_t(v)) || (v <= 0xffff && inlineHalf(v));
    else if (s.type == ValType::F16 && !integersAsB16(info, s)) inlineToo = inlineIntCode(int16_t(v)) || inlineHalf(v);
    else if (s.type == ValType::B16 || integersAsB16(info, s)) inlineToo = inlineIntCode(int32_t(v)).has_value();
    else if (s.type == ValType::F64) inlineToo = inlineIntCode(int64_t(v)) || inlineFloatCode(uint64_t(v) << 32, true, g);
    else if (s.dwords == 2) inlineToo = inlineIntCode(int64_t(v)).has_value();  // read as written, unsigned
    else inlineToo = inlineIntCode(int32_t(v)) || inlineFloatCode(v, false, g);
    // GFX12.5 zero-extends an integer operand's literal dword and writes lit(...) and, in a 32-bit form, values from
    // 0x80000000 as 64-bit literals: such a word has no text (a VOP3 form takes those values as a dword)
    const bool vop3 = isWideForm(inst.form) || isWideOnly(info);
    const bool wideOnly = inlineToo || (v >= 0x80000000u && !vop3);
    if (vectorFeatures(g).literal64 && s.dwords == 2 && s.type != ValType::F64 && wideOnly) return false;
    // (and reads lit(x) on a double operand as a 64-bit literal in every form: a dword of an inline value has no
    // text; a listing shows llvm-mc 22's, the dword in hex, which assembles to the inline constant)
    if (vectorFeatures(g).literal64 && s.type == ValType::F64 && inlineToo) {
      appendHex(out, v);
      return false;
    }
    if (inlineToo) out += "lit(";
    appendHex(out, v);
    if (inlineToo) out += ')';
    literalForced = inlineToo;
    return true;
  }
  bool literalForced = false;  // the last literal printed as lit(...)
  OperandSpec packedConstant{};  // (source()'s view of a packed f32 constant)

  // A 16-bit VGPR operand of a true16 row: its half (OPSEL bit of the field).
  void half(const OperandSpec& s) {
    if (!s.half || !true16Halves(info, t)) return;
    out += (inst[Field::OPSEL] & halfOpselBit(s.field)) ? ".h" : ".l";
  }

  bool source(const OperandSpec& s, uint32_t code) {
    if (isVgprCode(uint16_t(code))) {
      const bool ok = appendRegister(out, uint16_t(code), s.dwords, t) &&
                      !(s.kind == OperandKind::VSrc && (info.flagsOn(g) & kVopSgprSrc));
      half(s);
      // GFX12's v_s_* read an SGPR (LLVM's SReg_32): llvm-mc 22 takes a VGPR there as written and lists it so, and
      // llvm-objdump 22 prints such a word the same way (the text gives the word back)
      if (pseudoScalarRow(info)) out += "/*Invalid register, operand has 'SReg_32' register class*/";
      return ok;
    }
    if (s.kind == OperandKind::VReg) return false;  // a VGPR-only source holds an SGPR or constant
    // (a packed f32 row's constant is one single for both halves; an fp8 conversion's a half)
    const OperandSpec& constant = packedPairSource(info, s)      ? packedConstant = asPackedPairConstant(info, s)
                                  : halfConstantSource(info, s, g) ? packedConstant = asHalfConstant(s)
                                                                   : s;
    if (code == opnd::kLiteral) return literal(constant);
    if (code == opnd::kLiteral64 && vectorFeatures(g).literal64) return appendLiteral64(out, inst, s.dwords, s.type, t);
    if (code == opnd::kLdsDirect) {
      out += "src_lds_direct";
      if (info.enc == Encoding::VOPD) return s.field == Field::SRC0;  // (either component's, on any VOPD processor)
      // A 32-bit src0 only (e32 or e64), and not of the *rev* operations.
      return s.field == Field::SRC0 && (inst.form == Form::Base || inst.form == Form::E64) && s.dwords == 1 && !isRevOperation(info) &&
             ldsDirectAvailable(t);
    }
    // (an inline constant where llvm-mc reads every constant as a literal: its text gives other bytes)
    const bool inlineCode = isInlineInt(uint16_t(code)) || (code >= opnd::kFloatFirst && code <= opnd::kFloatLast);
    if (inlineCode && literalOnlyHalfSource(info, s)) {
      appendSource(out, inst, uint16_t(code), 1, t);
      return false;
    }
    if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) {
      out += inlineFloatText(uint16_t(code), constant.dwords);
      // (GFX11+'s v_pk_fmac_f16 reads a float constant in both halves; llvm-mc 22 prints it as one half's value,
      // "0.5", which it assembles as a literal: no text gives the word. A listing shows llvm-mc's text.)
      if (s.type == ValType::PF16 && replicatedPackedInlines(info, g)) return false;
      return inlineFloatValid(uint16_t(code), g);
    }
    return appendSource(out, inst, uint16_t(code), s.dwords, t);
  }

  // A source with its modifiers: -x, |x|, sext(x) (SDWA integer sources).
  bool modifiedSource(const OperandSpec& s, int index) {
    const bool mix = isMix(info), bitop3 = hasBitop3(info);  // (v_bitop3_*: NEG and ABS are its truth table)
    const bool neg = index < 3 && !bitop3 && (inst[Field::NEG] >> index & 1) && (info.enc != Encoding::VOP3P || mix);
    const bool abs = index < 3 && !bitop3 && (inst[mix ? Field::NEG_HI : Field::ABS] >> index & 1);
    const bool sext = index < 2 && (inst[Field::SEXT] >> index & 1);
    // A negated constant is written neg(c): "-1.0" would be the constant -1.0.
    const uint32_t code = inst[s.field];
    const bool constant = isInlineInt(uint16_t(code)) || (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) ||
                          code == opnd::kLiteral;
    const bool negCall = neg && !abs && constant;
    if (negCall) out += "neg(";
    else if (neg) out += '-';
    if (abs) out += '|';
    if (sext) out += "sext(";
    literalForced = false;
    bool ok = source(s, inst[s.field]);
    // llvm-mc 22 reads |lit(x)| as x's inline constant (the lit() is lost inside the bars): no text gives the word.
    if (abs && code == opnd::kLiteral && literalForced) ok = false;
    if (sext) out += ')';
    if (abs) out += '|';
    if (negCall) out += ')';
    return ok;
  }

  void bitList(std::string_view name, uint32_t bits, int n) {
    out += ' ';
    out += name;
    out += ":[";
    for (int i = 0; i < n; ++i) {
      if (i) out += ',';
      out += char('0' + (bits >> i & 1));
    }
    out += ']';
  }

  // LLVM's order: bitop3, op_sel (sources, then the destination's bit 3), byte_sel/scale_sel, clamp, omod.
  void vop3Modifiers(int numSrcs) {
    if ((info.traits & kTraitInterpWide) && (inst[Field::SRC0] & 0x100)) out += " high";
    const bool bitop3 = hasBitop3(info);
    if (const uint32_t table = bitop3 ? bitop3Of(inst) : 0) appendBitop3(out, table);
    if (info.traits & kTraitInterpWide) {  // LLVM's order there: high, clamp, omod, op_sel
      clampAndOmod();
      if (const uint32_t os = inst[Field::OPSEL]) bitList("op_sel", (os & 7) | (os >> 3 & 1) << 3, 4);
      return;
    }
    if (hasLaneSwapControls(info)) {  // (their only modifiers)
      if (inst[Field::OPSEL] & 2) out += " bound_ctrl:1";
      if (inst[Field::OPSEL] & 1) out += " fi:1";
    } else {
      // (a byte_sel row's op_sel: the entries it encodes, and those it read without encoding them)
      const OpSelSelector* selector = opSelSelector(info, g);
      const uint32_t selectorBits = selector ? selector->mask : 0;
      uint32_t os = (info.traits & kTraitHalvesWithoutOpSel) ? 0 : (inst[Field::OPSEL] & ~selectorBits) | inst[Field::OPSEL_TEXT];
      if (os) {
        const int n = opSelSources(info, g);
        (void)numSrcs;
        const bool dst = opSelHasDstEntry(info, g);
        if (opSelTiedSrc2Unencoded(info, g)) os = (os & ~4u) | (os >> 1 & 4);  // the tied src2 names the destination's half
        uint32_t bits = (os & ((1u << n) - 1)) | (dst ? (os >> 3 & 1) << n : 0u);
        bitList("op_sel", bits, n + (dst ? 1 : 0));
      }
      if (const uint32_t n = selector ? selectorOf(info, g, inst[Field::OPSEL]) : 0) {
        out += ' ';
        out += selector->name;
        out += ':';
        appendDec(out, n);
      }
    }
    if (bitop3) {
      if (inst[Field::CLAMP]) out += " clamp";
      return;
    }
    clampAndOmod();
  }

  void clampAndOmod() {
    if (inst[Field::CLAMP]) out += " clamp";
    static constexpr std::string_view omod[] = {"", " mul:2", " mul:4", " div:2"};
    out += omod[inst[Field::OMOD] & 3];
  }

  void vop3pModifiers(int numSrcs) {
    const uint32_t all = (1u << numSrcs) - 1;
    const bool mix = isMix(info);
    if (inst[Field::OPSEL] & all) bitList("op_sel", inst[Field::OPSEL], numSrcs);
    if ((inst[Field::OPSEL_HI] & all) != (defaultOpSelHi(info) & all)) bitList("op_sel_hi", inst[Field::OPSEL_HI], numSrcs);
    if (!mix && (inst[Field::NEG] & all)) bitList("neg_lo", inst[Field::NEG], numSrcs);
    if (!mix && (inst[Field::NEG_HI] & all)) bitList("neg_hi", inst[Field::NEG_HI], numSrcs);
    if (inst[Field::CLAMP]) out += " clamp";
  }

  bool sdwaModifiers(int numSrcs) {
    const bool vopc = info.enc == Encoding::VOPC;
    clampAndOmod();
    const uint32_t dst = inst[Field::DST_SEL], unused = inst[Field::DST_UNUSED];
    const uint32_t s0 = inst[Field::SRC0_SEL], s1 = inst[Field::SRC1_SEL];
    if (dst >= kSdwaSel.size() || unused >= kDstUnused.size() || s0 >= kSdwaSel.size() || s1 >= kSdwaSel.size())
      return false;
    if (sdwaWithoutDst(info) && (dst != 6 || unused != 0)) return false;  // (no text for other selects)
    if (!vopc && !sdwaWithoutDst(info)) {
      out += " dst_sel:";
      out += kSdwaSel[dst];
      out += " dst_unused:";
      out += kDstUnused[unused];
    }
    out += " src0_sel:";
    out += kSdwaSel[s0];
    if (numSrcs > 1) {
      out += " src1_sel:";
      out += kSdwaSel[s1];
    }
    return true;
  }

  bool dppModifiers() {
    const uint32_t ctrl = inst[Field::DPP_CTRL];
    auto named = [&](std::string_view name, uint32_t n) {
      out += ' ';
      out += name;
      out += ':';
      appendDec(out, n);
    };
    if (ctrl <= 0xff) {
      if (dpAluDpp(info, t)) return false;
      out += " quad_perm:[";
      for (int i = 0; i < 4; ++i) {
        if (i) out += ',';
        out += char('0' + (ctrl >> (2 * i) & 3));
      }
      out += ']';
    } else if (ctrl >= 0x150 && ctrl <= 0x15f && !vectorFeatures(g).dpp16 && t.has(kFeatGfx90aInsts)) {
      named("row_newbcast", ctrl - 0x150);  // (gfx90a+: GFX10's row_share codes)
    } else if (!dppControlValid(ctrl, g) || dpAluDpp(info, t)) {  // (64-bit DPP: row_newbcast only)
      return false;
    } else if (ctrl >= 0x101 && ctrl <= 0x10f) named("row_shl", ctrl - 0x100);
    else if (ctrl >= 0x111 && ctrl <= 0x11f) named("row_shr", ctrl - 0x110);
    else if (ctrl >= 0x121 && ctrl <= 0x12f) named("row_ror", ctrl - 0x120);
    else if (ctrl == 0x130) out += " wave_shl:1";
    else if (ctrl == 0x134) out += " wave_rol:1";
    else if (ctrl == 0x138) out += " wave_shr:1";
    else if (ctrl == 0x13c) out += " wave_ror:1";
    else if (ctrl == 0x140) out += " row_mirror";
    else if (ctrl == 0x141) out += " row_half_mirror";
    else if (ctrl == 0x142) out += " row_bcast:15";
    else if (ctrl == 0x143) out += " row_bcast:31";
    else if (ctrl >= 0x150 && ctrl <= 0x15f) named("row_share", ctrl - 0x150);
    else if (ctrl >= 0x160 && ctrl <= 0x16f) named("row_xmask", ctrl - 0x160);
    out += " row_mask:";
    appendHex(out, inst[Field::ROW_MASK]);
    out += " bank_mask:";
    appendHex(out, inst[Field::BANK_MASK]);
    if (inst[Field::BOUND_CTRL]) out += " bound_ctrl:1";
    if (inst[Field::FI]) out += " fi:1";
    return true;
  }

  void dpp8Modifiers() {
    out += " dpp8:[";
    for (int i = 0; i < 8; ++i) {
      if (i) out += ',';
      out += char('0' + (inst[Field::DPP8_SEL] >> (3 * i) & 7));
    }
    out += ']';
    if (inst[Field::FI]) out += " fi:1";
  }

  // The compare result / carry of a 32-bit, SDWA or DPP form: vcc (vcc_lo in wave32), or on GFX9+ SDWA VOPC
  // any SGPR named by SD/SDST.
  bool implicitMask(const OperandSpec& s) {
    if (inst.form == Form::Sdwa && info.enc == Encoding::VOPC && s.field == Field::VDST && vectorFeatures(g).sdwaScalar &&
        inst[Field::SD])
      return mask(uint16_t(inst[Field::SDST]));
    out += t.wave32 ? "vcc_lo" : "vcc";
    return true;
  }

  // attrN.c; the VOP3-encoded form holds attr | chan << 6 (| high << 8) in src0.
  bool interpAttr(const OperandSpec& s) {
    const bool wide = s.field == Field::SRC0;
    const uint32_t attr = wide ? inst[Field::SRC0] & 63 : inst[Field::ATTR];
    const uint32_t chan = wide ? inst[Field::SRC0] >> 6 & 3 : inst[Field::ATTRCHAN];
    out += "attr";
    appendDec(out, attr);
    out += '.';
    out += "xyzw"[chan & 3];
    return attr <= 32;
  }

  bool interpSlot(uint32_t v) {
    static constexpr std::array<std::string_view, 3> slots{"p10", "p20", "p0"};
    if (v >= slots.size()) return false;
    out += slots[v];
    return true;
  }

  bool operand(const OperandSpec& s, int i, const OperandOverrides* ov) {
    if (ov && !(*ov)[i].empty()) {
      out += (*ov)[i];
      return true;
    }
    const uint32_t v = inst[s.field];
    switch (s.kind) {
      case OperandKind::VReg:
        if (s.field == Field::SRC0 || s.field == Field::SRC1 || s.field == Field::SRC2) return modifiedSource(s, srcIndex(s.field));
        if (!appendRegister(out, uint16_t(opnd::kVgpr0 + v), s.dwords, t)) return false;
        half(s);
        return true;
      // v_readlane/v_readfirstlane write an SGPR (not M0) or one of the specials llvm-mc takes there, v_s_* an SGPR or
      // M0 (not EXEC); VOPD3's v_dual_cndmask_b32 may name any as its lane mask.
      case OperandKind::SReg:
        if (info.enc != Encoding::VOPD3 && !scalarResultAllowed(info, uint16_t(v), m0Code())) return false;
        if (laneScalarSpecial(uint16_t(v), false)) return appendRegister(out, uint16_t(v), 1, t);
        return v < 128 && appendRegister(out, uint16_t(v), s.dwords, t);
      case OperandKind::Mask:
        if (!isWideForm(inst.form) && !isWideOnly(info)) return implicitMask(s);  // (VOP3 DPP: the VOP3 word holds it)
        return mask(uint16_t(v));
      case OperandKind::VSrc: return modifiedSource(s, srcIndex(s.field));
      case OperandKind::KImm:
        if (s.dwords == 2) {  // (GFX12.5's 64-bit K: its high half where the low one is 0, lit64() of a dword)
          if (!inst.literal64) return false;
          if (inst.literal == 0) appendHex(out, inst.literalHi);
          else if (inst.literalHi == 0) out += "lit64(", appendHex(out, inst.literal), out += ')';
          else appendHex(out, inst.literalValue64());
          return true;
        }
        // A 16-bit K prints its low half (a sign extension above it cannot be written).
        appendHex(out, s.type == ValType::F16 ? inst.literal & 0xffff : inst.literal);
        return inst.hasLiteral && (s.type != ValType::F16 || inst.literal <= 0xffff);
      case OperandKind::InterpAttr: return interpAttr(s);
      // (VINTRP: 256 + slot in its VGPR field; VOP3: the slot in src1)
      case OperandKind::InterpSlot: return interpSlot(s.field == Field::SRC0 ? v & 0xff : v);
      default: return false;
    }
  }
};

}  // namespace

namespace {

// One VOPD component: its name and operands (the Y component's fields read as an instruction of its own row).
bool appendVopdComponent(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  Printer p{out, inst, t, info, t.gen()};
  out += info.name;
  bool ok = true;
  for (int i = 0; i < info.numOperands; ++i) {
    out += i ? ", " : " ";
    ok &= p.operand(info.operands[i], i, nullptr);
  }
  // (VOPD3's v_dual_bitop2_b32: its truth table, held in the src2 field as 256 + value, printed when not 0)
  if ((info.modifiers & kVopd3Bitop3) && (inst[Field::SRC2] & 0xff)) appendBitop3(out, inst[Field::SRC2] & 0xff);
  return ok;
}

}  // namespace

bool appendVopd(TextBuf& out, const Instruction& inst, const OpInfo& x, const Target& t) {
  const auto yop = vopdYRow(inst, t.gen(), t.features);
  if (!yop || !t.wave32) return false;
  const OpInfo& y = opInfo(*yop);
  Instruction yi{};
  yi.op = *yop;
  yi.hasLiteral = inst.hasLiteral;
  yi.literal = inst.literal;
  for (const Field f : {Field::SRC0, Field::SRC1, Field::SRC2, Field::VDST, Field::NEG}) yi[f] = inst[vopdYField(f)];
  bool ok = appendVopdComponent(out, inst, x, t);
  out += " :: ";
  ok &= appendVopdComponent(out, yi, y, t);
  return ok && vopdUnusedFieldsClear(inst, x, y) && vopdRuleBroken(inst, x, y, t.gen()) == VopdRule::None &&
         !vopdTextReadsAsVopd3(inst, x, y, t.gen());
}

bool appendValu(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& target,
                const OperandOverrides* ov) {
  // Read in the other true16 mode (Field::READING16): printed as a target of that mode prints it.
  Target other;
  if (inst[Field::READING16]) {
    other = target;
    if (inst[Field::READING16] == 1) other.features &= ~uint64_t(kFeatRealTrue16);
    else other.features |= kFeatRealTrue16;
  }
  const Target& t = inst[Field::READING16] ? other : target;
  Printer p{out, inst, t, info, t.gen()};
  out += info.name;
  // v_nop and the like print as the bare mnemonic in every form (as llvm-mc does; the re-assembly check
  // of the disassembler then keeps such words of other forms as data).
  if (info.flagsOn(t.gen()) & kVopNoSrcs) {
    if (inst.form == Form::Dpp) return p.dppModifiers() && valuFieldsExpressible(inst, info, t);
    if (inst.form == Form::Dpp8) p.dpp8Modifiers();
    return (inst.form == Form::Base || inst.form == Form::Dpp8) && valuFieldsExpressible(inst, info, t);
  }
  out += formSuffix(info, inst.form, t.gen());
  bool ok = true;
  int printed = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, inst.form, t.gen())) continue;
    out += printed++ ? ", " : " ";
    ok &= p.operand(s, i, ov);
  }
  const int srcs = sourceCount(info);
  switch (inst.form) {
    case Form::Base:
      if (info.enc == Encoding::VOP3P) p.vop3pModifiers(srcs);
      else if (isWideOnly(info)) p.vop3Modifiers(srcs);
      break;
    case Form::E64: p.vop3Modifiers(srcs); break;
    case Form::Sdwa: ok &= p.sdwaModifiers(srcs); break;
    case Form::Dpp: ok &= p.dppModifiers(); break;
    case Form::Dpp8: p.dpp8Modifiers(); break;
    // (LLVM's order: the VOP3 or VOP3P modifiers, then the DPP controls)
    case Form::E64Dpp:
      if (info.enc == Encoding::VOP3P) p.vop3pModifiers(srcs);
      else p.vop3Modifiers(srcs);
      ok &= p.dppModifiers();
      break;
    case Form::E64Dpp8:
      if (info.enc == Encoding::VOP3P) p.vop3pModifiers(srcs);
      else p.vop3Modifiers(srcs);
      p.dpp8Modifiers();
      break;
  }
  return ok && valuFieldsExpressible(inst, info, t);
}

}  // namespace gcnkit
