// Decode once: a VALU Instruction becomes a VInst whose sources are registers or constant bits as the
// operand's type reads them, with modifiers folded into flags and the implicit operands (VCC, EXEC) named.
#include <algorithm>
#include <cstring>
#include <string>

#include "codec/codec.h"
#include "codec/valu_rules.h"
#include "emu/apertures.h"
#include "emu/literals.h"
#include "emu/small_float.h"
#include "emu/valu.h"
#include "emu/vmem.h"
#include "isa/float_constants.h"
#include "isa/registers.h"
#include "isa/vector_features.h"
#include "isa/wave_size.h"

namespace gcnkit::emu {

namespace {

constexpr uint16_t kVcc = opnd::kVccLo;

// The bits a constant operand code reads as, for an operand of type `t`. Packed 16-bit operands read an
// inline constant in both halves (src/emu/README.md); a literal is the dword as written, except that an f64
// operand takes it as its high half and a 64-bit integer operand zero-extends it.
bool constantBits(uint16_t code, ValType t, uint32_t literal, uint64_t& v) {
  const bool is64 = t == ValType::F64 || t == ValType::B64;
  const bool is16 = t == ValType::F16 || t == ValType::B16;
  const bool packed = t == ValType::PF16 || t == ValType::PB16;
  if (isInlineInt(code)) {
    const int64_t i = inlineIntValue(code);
    if (is64) v = uint64_t(i);
    else if (packed) v = (uint32_t(i) & 0xffff) * 0x10001u;
    else v = uint32_t(i);
    return true;
  }
  if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) {
    // The float inline constants' bits (isa/registers.h).
    if (is64) v = inlineFloatBits(code, 64);
    else if (is16) v = inlineFloatBits(code, 16);
    else if (packed) v = uint32_t(inlineFloatBits(code, 16)) * 0x10001u;
    else v = inlineFloatBits(code, 32);
    return true;
  }
  if (code == opnd::kLiteral) {
    v = t == ValType::F64 ? uint64_t(literal) << 32 : literal;
    return true;
  }
  return apertureSource(code, is64, v);  // memory apertures (GFX9+), 64-bit registers
}

// DPP16 (GFX8-10) source lane of lane `l`, or -1 when the control names no lane (row shifts past the row
// edge, wave shifts past the wave, row_bcast outside its rows).
int dppSource(uint16_t ctrl, unsigned l, unsigned lanes) {
  const unsigned row = l & ~15u, inRow = l & 15u;
  if (ctrl <= 0xff) return int((l & ~3u) | ((ctrl >> (2 * (l & 3))) & 3));           // quad_perm
  if (ctrl >= 0x101 && ctrl <= 0x10f) {                                                // row_shl:1-15
    const unsigned s = inRow + (ctrl & 15);
    return s < 16 ? int(row + s) : -1;
  }
  if (ctrl >= 0x111 && ctrl <= 0x11f) {                                                // row_shr:1-15
    const unsigned k = ctrl & 15;
    return inRow >= k ? int(l - k) : -1;
  }
  if (ctrl >= 0x121 && ctrl <= 0x12f) return int(row + ((inRow - (ctrl & 15)) & 15)); // row_ror:1-15
  switch (ctrl) {
    case 0x130: return l + 1 < lanes ? int(l + 1) : -1;                               // wave_shl:1
    case 0x134: return int((l + 1) % lanes);                                          // wave_rol:1
    case 0x138: return l >= 1 ? int(l - 1) : -1;                                      // wave_shr:1
    case 0x13c: return int((l + lanes - 1) % lanes);                                  // wave_ror:1
    case 0x140: return int(row + 15 - inRow);                                         // row_mirror
    case 0x141: return int((l & ~7u) + 7 - (l & 7));                                  // row_half_mirror
    case 0x142:                                                                       // row_bcast:15
      return row >= 16 ? int(row - 1) : -1;
    case 0x143:                                                                       // row_bcast:31
      return l >= 32 ? 31 : -1;
    default: break;
  }
  if (ctrl >= 0x150 && ctrl <= 0x15f) return int(row + (ctrl & 15));                 // row_share (GFX10)
  if (ctrl >= 0x160 && ctrl <= 0x16f) return int(row + (inRow ^ (ctrl & 15)));        // row_xmask (GFX10)
  return -2;  // reserved control
}

bool bit(uint32_t field, int i) { return (field >> i) & 1; }

// Whether a 32-bit VGPR source needs its own copy: a permutation, a select or a modifier changes it.
bool needsCopy(const VInst& vi, unsigned i) {
  const VSrc& s = vi.src[i];
  if (i == 0 && (vi.form == Form::Dpp || vi.form == Form::Dpp8)) return true;
  if (vi.packed) return false;
  if (vi.form == Form::Sdwa && (s.sel != kSelDword || (s.mods & kModSext))) return true;
  return (s.mods & (kModAbs | kModNeg)) || ((s.mods & kModOpsel) && is16Bit(s.type));
}

struct Decoder {
  const Instruction& inst;
  const Target& t;
  const OpInfo& info;
  Gen g;
  VInst& vi;
  std::string* why;

  bool fail(std::string m) {
    if (why) *why = std::move(m);
    return false;
  }

  bool extended() const { return inst.form == Form::Sdwa || inst.form == Form::Dpp || inst.form == Form::Dpp8; }
  bool wide() const { return inst.form == Form::E64 || info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P; }
  // The 32-bit and DPP forms of a true16 row (GFX11+ real-true16): the codec holds each 16-bit VGPR operand's half
  // (bit 7 of its field) in OPSEL, as the VOP3 forms hold theirs (v1.h: the high half).
  bool true16Fields() const { return !wide() && true16Halves(info, t); }

  // The code of the lane mask a VOPC compare writes.
  uint16_t compareResult() const {
    if (inst.form == Form::E64) return uint16_t(inst[Field::VDST]);
    if (inst.form == Form::Sdwa && vectorFeatures(g).sdwaScalar && inst[Field::SD]) return uint16_t(inst[Field::SDST]);
    return kVcc;
  }

  // llvm-mc takes special sources (src_scc, src_shared_base, ...) as these operands (isa/operand_rules.h); what the
  // hardware reads or writes there is not documented, so the emulator does not guess.
  bool scalarRegister(uint16_t code, const char* what) {
    if (code < 128) return true;
    return fail("special source code " + std::to_string(code) + " as " + what + " (undocumented)");
  }

  bool source(int i, const OperandSpec& s) {
    VSrc& src = vi.src[size_t(i)];
    src.dwords = s.dwords;
    src.type = s.type;
    const uint16_t code = uint16_t(inst[s.field]);
    // Mix ops read each source as f16 (op_sel_hi set) or f32.
    if (info.traits & kTraitMix) src.type = bit(inst[Field::OPSEL_HI], i) ? ValType::F16 : ValType::F32;
    if (isVgprCode(code)) {
      src.kind = VSrc::Vgpr;
      src.reg = uint16_t(code - opnd::kVgpr0);
    } else if (readsLiteral64(code, inst)) {  // GFX12.5 (emu/literals.h)
      src.kind = VSrc::Const;
      src.value = literal64Bits(inst, s.dwords);
    } else if (code == opnd::kLdsDirect) {
      src.kind = VSrc::LdsDirect;
    } else if (constantBits(code, src.type, inst.literal, src.value)) {
      src.kind = VSrc::Const;
      if (code == opnd::kLiteral && s.dwords == 2 && src.type != ValType::F64)
        src.value = literal32For64(inst, vectorFeatures(g).literal64, src.value);
    } else if (code < 128 || code == opnd::kSrcVccz || code == opnd::kSrcExecz || code == opnd::kSrcScc ||
               (code == kSrcFlatScratchBaseLo && vmemRules(g).scratchAperture58)) {  // (a per-wave value: Unit::read32/read64)
      src.kind = VSrc::Sgpr;
      src.reg = code;
    } else {
      return fail("source operand code " + std::to_string(code) + " is not readable");
    }
    if (bit(inst[Field::NEG], i)) src.mods |= kModNeg;
    if (bit(inst[Field::ABS], i)) src.mods |= kModAbs;
    if (inst.form == Form::Sdwa && bit(inst[Field::SEXT], i)) src.mods |= kModSext;
    if (info.enc == Encoding::VOP3P) {
      if (bit(inst[Field::NEG_HI], i)) src.mods |= kModNegHi;
      if (bit(inst[Field::OPSEL_HI], i)) src.mods |= kModOpselHi;
    }
    if ((wide() || true16Fields()) && bit(inst[Field::OPSEL], i)) src.mods |= kModOpsel;
    if (inst.form == Form::Sdwa && i < 2) src.sel = uint8_t(inst[i == 0 ? Field::SRC0_SEL : Field::SRC1_SEL]);
    return true;
  }

  bool operand(const OperandSpec& s) {
    switch (s.kind) {
      case OperandKind::VReg:
        if (s.field != Field::VDST) {  // a VGPR-only source (v_movrels, v_readlane, v_swap, madmk, interp I/J)
          const int i = s.field == Field::SRC0 ? 0 : s.field == Field::SRC1 ? 1 : 2;
          vi.nsrc = uint8_t(std::max<int>(vi.nsrc, i + 1));
          return source(i, s);
        }
        vi.vdst = uint16_t(inst[s.field]);
        vi.vdstDwords = s.dwords;
        return true;
      case OperandKind::SReg:  // v_readlane / v_readfirstlane
        vi.vdst = uint16_t(inst[s.field]);
        vi.vdstSgpr = true;
        return scalarRegister(vi.vdst, "an SGPR destination");
      case OperandKind::Mask:
        if (s.field == Field::SRC2) {
          vi.hasMaskIn = true;
          vi.maskIn = wide() ? uint16_t(inst[Field::SRC2]) : kVcc;
          return scalarRegister(vi.maskIn, "a lane-mask source");
        }
        vi.hasSdst = true;
        if (info.enc == Encoding::VOPC) vi.sdst = compareResult();
        else vi.sdst = wide() ? uint16_t(inst[Field::SDST]) : kVcc;
        return scalarRegister(vi.sdst, "a lane-mask destination");
      case OperandKind::VSrc: {
        const int i = s.field == Field::SRC0 ? 0 : s.field == Field::SRC1 ? 1 : 2;
        vi.nsrc = uint8_t(std::max<int>(vi.nsrc, i + 1));
        return source(i, s);
      }
      case OperandKind::KImm:
        vi.k = inst.literal64 ? inst.literalValue64() : inst.literal;  // GFX12.5's fmaak/fmamk_f64: a 64-bit K
        return true;
      case OperandKind::InterpAttr:  // VOP3-encoded: src0 = attr | chan << 6 | high << 8
        vi.attr = uint8_t(s.field == Field::SRC0 ? inst[Field::SRC0] & 63 : inst[Field::ATTR]);
        vi.attrChan = uint8_t(s.field == Field::SRC0 ? inst[Field::SRC0] >> 6 & 3 : inst[Field::ATTRCHAN]);
        return true;
      case OperandKind::InterpSlot:  // VINTRP: 256 + slot in src0; VOP3: the slot in src1
        vi.src[0].kind = VSrc::Const;
        vi.src[0].value = inst[s.field];
        return true;
      default:
        return fail("operand kind not handled by the vector ALU");
    }
  }

  bool run() {
    vi.op = inst.op;
    vi.form = inst.form;
    vi.sem = &valuSemantics(inst.op);
    vi.fn = vi.sem->fn;
    // llvm-mc takes neg_lo/neg_hi on the integer dot products; what they do to integer sources is not
    // documented, so such a word is not run (see --fidelity) rather than run with them ignored.
    if (vi.sem->negUndocumented && (inst[Field::NEG] || inst[Field::NEG_HI]))
      return fail("neg_lo/neg_hi on an integer dot product (their effect on integer sources is not documented)");
    for (int i = 0; i < info.numOperands; ++i) {
      const OperandSpec& s = info.operands[i];
      if (!s.existsOn(g)) continue;
      if (!operand(s)) return false;
    }
    if (info.enc == Encoding::VINTRP) {  // VINTRP: the I/J VGPR (p1/p2) or the parameter slot (mov)
      vi.attr = uint8_t(inst[Field::ATTR]);
      vi.attrChan = uint8_t(inst[Field::ATTRCHAN]);
    }
    // v_mac/v_fmac/dot*c: the destination is also the accumulator (src2 of the e64 form is not used);
    // v_cvt_pkaccum_u8_f32 reads the destination to merge its byte.
    // (a renamed row ties as its older row does: GFX11's v_dot2acc_f32_f16 is v_dot2c_f32_f16)
    if ((info.flags & kVopTied) || (opInfo(baseRow(inst.op)).flags & kVopTied) || vi.sem->readsDst) {
      VSrc& acc = vi.src[2];
      acc = VSrc{};
      acc.kind = VSrc::Vgpr;
      acc.reg = vi.vdst;
      acc.dwords = vi.vdstDwords;  // v_fmac_f64: the 64-bit destination pair
      acc.type = vi.vdstDwords == 2 ? ValType::F64 : ValType::B32;
      vi.nsrc = 3;
    }
    // v_cmpx: EXEC gets the result; before GFX10 the compare result is written as well.
    if (info.flagsOn(g) & kVopCmpx) {
      vi.writesExec = true;
      vi.writesVccToo = !vectorFeatures(g).cmpxExecOnly;
      if (!vi.hasSdst) {
        vi.hasSdst = true;
        vi.sdst = kVcc;
      }
    }
    // Implicit VCC reads: v_div_fmas; e32 carry-ins and cndmask are named by their Mask operand above.
    if (info.traits & kTraitReadsVcc) {
      vi.hasMaskIn = true;
      vi.maskIn = kVcc;
    }
    vi.clamp = uint8_t(inst[Field::CLAMP]);
    vi.omod = uint8_t(inst[Field::OMOD]);
    if (hasBitop3(info)) {  // NEG, ABS and OMOD hold the truth table: no modifiers
      vi.k = bitop3Of(inst);
      vi.omod = 0;
      for (VSrc& s : vi.src) s.mods &= uint8_t(~(kModNeg | kModAbs));
    }
    vi.opselDst = (wide() || true16Fields()) && info.enc != Encoding::VOP3P && bit(inst[Field::OPSEL], 3);
    vi.opsel = wide() ? uint8_t(inst[Field::OPSEL]) : 0;
    vi.ocpFp8 = usesOcpFp8(t);
    if (info.traits & kTraitMix) vi.opselDst = vi.sem->high16;
    vi.high = false;
    if (info.traits & kTraitInterpWide) {
      // The VOP3-encoded v_interp_*: `high` is src0 bit 8, and the I/J VGPR (src1) is the semantics' first
      // source, as in the VINTRP form.
      vi.high = bit(inst[Field::SRC0], 8);
      // GFX9's v_interp_p2_f16 takes op_sel (llvm-mc 22); no document here says what it selects.
      if (inst[Field::OPSEL]) return fail("op_sel on a VOP3-encoded v_interp_* (undocumented)");
      if (info.operand(Field::SRC1)->kind == OperandKind::VReg) vi.src[0] = vi.src[1];
    }
    if (inst.form == Form::Sdwa) {
      vi.dstSel = info.enc == Encoding::VOPC ? uint8_t(kSelDword) : uint8_t(inst[Field::DST_SEL]);
      vi.dstUnused = info.enc == Encoding::VOPC ? uint8_t(kUnusedPad) : uint8_t(inst[Field::DST_UNUSED]);
      if (vi.dstSel > kSelDword || vi.dstUnused > kUnusedPreserve) return fail("SDWA destination select out of range");
      for (int i = 0; i < 2; ++i)
        if (vi.src[size_t(i)].sel > kSelDword) return fail("SDWA source select out of range");
    }
    if (inst.form == Form::Dpp) {
      vi.dppCtrl = uint16_t(inst[Field::DPP_CTRL]);
      // gfx90a+ DPP of a 64-bit operation broadcasts within rows only (row_newbcast); other controls are reserved.
      if (dpAluDpp(info, t) && (vi.dppCtrl < 0x150 || vi.dppCtrl > 0x15f))
        return fail("reserved DPP control " + std::to_string(vi.dppCtrl) + " for a 64-bit operation (row_newbcast only)");
      vi.rowMask = uint8_t(inst[Field::ROW_MASK]);
      vi.bankMask = uint8_t(inst[Field::BANK_MASK]);
      vi.boundCtrl = inst[Field::BOUND_CTRL];
      vi.fi = inst[Field::FI];
    }
    if (inst.form == Form::Dpp8) {
      vi.dpp8 = inst[Field::DPP8_SEL];
      vi.fi = inst[Field::FI];
    }
    if (inst.form == Form::Dpp || inst.form == Form::Dpp8) {
      const unsigned lanes = waveLanes(t);
      vi.dppWrite = 0;
      for (unsigned l = 0; l < lanes; ++l) {
        const int s = inst.form == Form::Dpp8 ? int((l & ~7u) | ((vi.dpp8 >> (3 * (l & 7))) & 7))
                                              : dppSource(vi.dppCtrl, l, lanes);
        if (s == -2) return fail("reserved DPP control " + std::to_string(vi.dppCtrl));
        vi.dppLane[l] = int8_t(s >= int(lanes) ? -1 : s);
        const bool rowOn = inst.form == Form::Dpp8 || ((vi.rowMask >> (l / 16)) & 1);
        const bool bankOn = inst.form == Form::Dpp8 || ((vi.bankMask >> ((l / 4) & 3)) & 1);
        if (rowOn && bankOn) vi.dppWrite |= 1ull << l;
      }
    }
    vi.gprIdx = vectorFeatures(g).gprIdxMode;
    vi.packed = info.enc == Encoding::VOP3P;
    for (unsigned i = 0; i < vi.nsrc; ++i) vi.src[i].copy = needsCopy(vi, i);
    return true;
  }
};

}  // namespace

bool valuConstantBits(uint16_t code, ValType t, uint32_t literal, uint64_t& v) { return constantBits(code, t, literal, v); }

bool decodeValu(const Instruction& inst, const Target& t, VInst& out, std::string* why) {
  const OpInfo& info = opInfo(inst.op);
  Decoder d{inst, t, info, t.gen(), out, why};
  return d.run();
}

namespace {

// One VOPD component as the 32-bit VALU word of the row it performs (OpInfo::sameAs): its fields taken from the
// word's X fields (SRC0, SRC1, VDST) or Y fields (SRC0Y, SRC1Y, VDSTY), the shared literal as K or src0's literal.
bool decodeVopdComponent(const Instruction& word, Op component, bool y, const Target& t, VInst& out, std::string* why) {
  const OpInfo& c = opInfo(component);
  if (c.sameAs == Op::Count) {
    if (why) *why = std::string(c.name) + " (no VALU row performs it)";
    return false;
  }
  Instruction e;
  e.op = c.sameAs;
  e.form = Form::Base;
  e.literal = word.literal;
  e.hasLiteral = word.hasLiteral;
  auto field = [&](Field f) { return y ? vopdYField(f) : f; };
  const uint32_t vsrc1 = word[field(Field::SRC1)];
  e[Field::SRC0] = word[field(Field::SRC0)];
  e[Field::SRC1] = vsrc1 >= opnd::kVgpr0 ? vsrc1 : opnd::kVgpr0 + vsrc1;  // a VGPR: its source code
  e[Field::VDST] = word[field(Field::VDST)];
  return decodeValu(e, t, out, why);
}

// One VOPD3 component (GFX12.5's 96-bit word) as the VOP3 word of its row: three sources, the component's neg bits,
// cndmask's lane-mask SGPR in src2. v_dual_bitop2_b32 is v_bitop3_b32 with its truth table in src2's field and S2
// the inline constant 0 (CDNA5 ISA guide, VOPD3 Y-instructions).
bool decodeVopd3Component(const Instruction& word, Op component, bool y, const Target& t, VInst& out, std::string* why) {
  const OpInfo& c = opInfo(component);
  if (c.sameAs == Op::Count) {
    if (why) *why = std::string(c.name) + " (no VALU row performs it)";
    return false;
  }
  auto field = [&](Field f) { return y ? vopdYField(f) : f; };
  const bool bitop2 = c.modifiers & kVopd3Bitop3;
  Instruction e;
  e.op = c.sameAs;
  e.form = opInfo(c.sameAs).hasE64(t.gen()) ? Form::E64 : Form::Base;
  const uint32_t vsrc1 = word[field(Field::SRC1)];
  e[Field::SRC0] = word[field(Field::SRC0)];
  e[Field::SRC1] = vsrc1 >= opnd::kVgpr0 ? vsrc1 : opnd::kVgpr0 + vsrc1;
  e[Field::SRC2] = bitop2 ? opnd::kIntZero : word[field(Field::SRC2)];
  e[Field::VDST] = word[field(Field::VDST)];
  e[Field::NEG] = word[field(Field::NEG)] & (c.modifiers & kVopd3NegMask);
  if (!decodeValu(e, t, out, why)) return false;
  if (bitop2) out.k = word[field(Field::SRC2)] - opnd::kVgpr0;  // (the field's value, held as a VGPR's code is)
  return true;
}

}  // namespace

bool decodeVopd(const Instruction& inst, const Target& t, VInst& x, VInst& y, std::string* why) {
  const auto yRow = vopdYRow(inst, t.gen(), t.features);
  if (!yRow) {
    if (why) *why = "a VOPD word whose Y opcode names no instruction";
    return false;
  }
  const bool vopd3 = opInfo(inst.op).enc == Encoding::VOPD3;
  const auto component = vopd3 ? decodeVopd3Component : decodeVopdComponent;
  if (!component(inst, inst.op, false, t, x, why) || !component(inst, *yRow, true, t, y, why))
    return false;
  x.vopdX = true;
  return true;
}

}  // namespace gcnkit::emu
