#include "codec/codec.h"

#include <array>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "codec/mai_scale.h"
#include "codec/wmma_scale.h"
#include "isa/mai.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "isa/vector_features.h"
#include "isa/vmem_formats.h"

namespace gcnkit {

namespace {

uint64_t widthMask(unsigned width) { return (1ull << width) - 1; }

uint32_t readDword(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;  // hosts are little-endian (checked in CMake)
}

void writeDword(uint8_t* p, uint32_t v) { std::memcpy(p, &v, 4); }

// Instruction{} (every member's zero is all-zero bits), written as 64-byte pieces: GCC turns one 330-byte clear
// into `rep stos`, whose start-up costs more than the ~20 vector stores of the pieces (the decoder clears one
// Instruction per word). The empty asm after each piece keeps the compiler from merging them again.
template <size_t n>
void clearPiece(char* p) {
  std::memset(p, 0, n);
  asm("" : : : "memory");
}
template <size_t... k>
void clearPieces(char* p, std::index_sequence<k...>) {
  constexpr size_t n = sizeof(Instruction), piece = 64;
  (clearPiece<(k * piece + piece <= n ? piece : n - k * piece)>(p + k * piece), ...);
}
void clearInstruction(Instruction& inst) {
  static_assert(std::is_trivially_copyable_v<Instruction>);
  clearPieces(reinterpret_cast<char*>(&inst), std::make_index_sequence<(sizeof(Instruction) + 63) / 64>());
}

// What the GFX11+ stores of a row's fields need beyond the value (Store::ScalarSwap, Store::Vgpr16).
struct RowStores {
  uint8_t half = 0;         // OPSEL bits of the 16-bit VGPR operands whose half is bit 7 of their field (32-bit and
                            // DPP forms only: VOP3 holds the halves in its op_sel field)
  bool scalarVdst = false;  // VDST holds an SGPR code (a lane-mask or SGPR result), not a VGPR number
  bool immSsrc0 = false;    // SSRC0 holds an immediate (s_sendmsg_rtn's message), not an operand code
  uint8_t skip = 0;         // extension fields the base word holds (VOP3 DPP: the modifiers), left out: kSkip*
};
constexpr uint8_t kSkipModifiers = 1;

bool scalarKind(OperandKind k) { return k == OperandKind::SReg || k == OperandKind::Mask; }

RowStores rowStores(const OpInfo& info, Form form, Gen g) {
  RowStores r;
  if (!isWideForm(form) && (info.flagsOn(g) & kVopTrue16)) r.half = info.halfOperands;
  if (isWideForm(form) && isDppForm(form)) r.skip = kSkipModifiers;
  if (const OperandSpec* d = info.operand(Field::VDST)) r.scalarVdst = scalarKind(d->kind);
  if (const OperandSpec* s = info.operand(Field::SSRC0)) r.immSsrc0 = s->kind == OperandKind::SendmsgRtn;
  return r;
}

// GFX11+ words exchange the codes of m0 and null (the Instruction holds GFX10's).
constexpr uint32_t swapM0Null(uint32_t v) { return v == 124 ? 125 : v == 125 ? 124 : v; }

// Whether a ScalarSwap/Vgpr16 field holds a scalar operand code: a 9-bit source below 256, VDST of a row whose
// result is scalar, any other scalar field.
bool holdsScalarCode(const FieldPos& p, uint32_t code, RowStores r) {
  if (p.width == 9) return code < 256;
  if (p.field == Field::VDST) return r.scalarVdst;
  if (p.field == Field::SSRC0 && r.immSsrc0) return false;
  return p.store == Store::ScalarSwap;
}

// A Vgpr16 VGPR field: the register number with, for a 16-bit operand, its half in bit 7.
uint32_t storedVgpr16(const FieldPos& p, uint32_t value, uint32_t opsel, RowStores r) {
  uint32_t n = value & 0xff;
  if (r.half >> p.shift & 1) n = (n & 0x7f) | ((opsel >> p.shift) & 1) << 7;
  return p.width == 9 ? 0x100 | n : n;
}

uint64_t storedBits(const FieldPos& p, uint32_t value, uint32_t opsel, RowStores r) {
  switch (p.store) {
    case Store::Bits: return (uint64_t(value) >> p.shift) & widthMask(p.width);
    case Store::Vgpr: return value & 0xff;
    case Store::NotSgpr: return (value >> 8) & 1 ? 0 : 1;
    case Store::Div4: return (value >> 2) & widthMask(p.width);
    case Store::ScalarSwap:
      return (holdsScalarCode(p, value, r) ? swapM0Null(value) : value) & widthMask(p.width);
    case Store::Vgpr16:
      if (holdsScalarCode(p, value, r)) return swapM0Null(value) & widthMask(p.width);
      return storedVgpr16(p, value, opsel, r);
    case Store::NsaAddress: return value & 0xff;
    case Store::Vopd3Src2: return (value >= opnd::kVgpr0 ? value : swapM0Null(value)) & 0xff;
  }
  return 0;
}

void unpackInto(const FieldPos& p, uint64_t word, Instruction& inst, RowStores r) {
  uint32_t& value = inst.f[static_cast<int>(p.field)];
  const uint32_t stored = uint32_t((word >> p.lsb) & widthMask(p.width));
  switch (p.store) {
    case Store::Bits: value |= stored << p.shift; break;
    case Store::Vgpr: value |= stored | 0x100; break;
    case Store::NotSgpr: value = stored ? (value & ~0x100u) : (value | 0x100u); break;
    case Store::Div4: value |= stored << 2; break;
    case Store::ScalarSwap: value |= holdsScalarCode(p, stored, r) ? swapM0Null(stored) : stored; break;
    case Store::NsaAddress: inst.nsaAddr[p.shift] = uint8_t(stored); break;
    case Store::Vopd3Src2: value |= stored; break;  // (finishVopd3 reads it by the component's row)
    case Store::Vgpr16: {
      if (holdsScalarCode(p, stored, r)) {
        value |= swapM0Null(stored);
        break;
      }
      uint32_t n = stored & 0xff;
      if (r.half >> p.shift & 1) {
        inst[Field::OPSEL] |= (n >> 7) << p.shift;
        n &= 0x7f;
      }
      value |= p.field == Field::VDST ? n : 0x100 | n;  // VDST holds a VGPR number, sources a 9-bit code
      break;
    }
  }
}

bool skipped(const FieldPos& p, RowStores r) {
  return (r.skip & kSkipModifiers) && (p.field == Field::NEG || p.field == Field::ABS);
}

// A field of a layout's third dword (GFX12's 96-bit memory words) sits at bit 64 and up.
constexpr bool inThirdDword(const FieldPos& p) { return p.lsb >= 64; }
FieldPos withinThirdDword(FieldPos p) {
  p.lsb = uint8_t(p.lsb - 64);
  return p;
}

// Packs the layout's fields; OP comes from `opcode` and, when `src0` >= 0, SRC0 from it (the SDWA/DPP
// marker), so that encoding needs no copy of the instruction. The fields of a third dword go to `third`.
uint64_t pack(const Layout& l, const Instruction& inst, uint64_t word, uint32_t opcode, RowStores r, int64_t src0 = -1,
              uint32_t* third = nullptr) {
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (skipped(p, r)) continue;
    uint32_t v = p.store == Store::NsaAddress ? inst.nsaAddr[p.shift] : inst[p.field];
    if (p.field == Field::OP) v = opcode;
    else if (p.field == Field::SRC0 && src0 >= 0) v = uint32_t(src0);
    const uint64_t stored = storedBits(p, v, inst[Field::OPSEL], r);
    if (inThirdDword(p)) *third |= uint32_t(stored << (p.lsb - 64));
    else word |= stored << p.lsb;
  }
  return word;
}

void unpackFields(const Layout& l, uint64_t word, Instruction& inst, RowStores r, uint32_t third = 0) {
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (skipped(p, r)) continue;
    if (inThirdDword(p)) unpackInto(withinThirdDword(p), third, inst, r);
    else unpackInto(p, word, inst, r);
  }
}

// The bits of the first two dwords the layout's fields hold.
uint64_t heldBits(const Layout& l, RowStores r = {}) {
  uint64_t held = 0;
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (!skipped(p, r) && !inThirdDword(p)) held |= widthMask(p.width) << p.lsb;
  }
  return held;
}

// The bits of the third dword the layout's fields hold.
uint32_t heldThirdBits(const Layout& l) {
  uint32_t held = 0;
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (inThirdDword(p)) held |= uint32_t(widthMask(p.width) << (p.lsb - 64));
  }
  return held;
}

// Returns the bits the layout's fields hold.
uint64_t unpack(const Layout& l, uint64_t word, Instruction& inst, RowStores r) {
  unpackFields(l, word, inst, r);
  return heldBits(l, r);
}

bool usesScalarField(const OpInfo& info, Field f) {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.field == f) return true;
    // The SMEM offset operand owns every addressing field.
    if (s.kind == OperandKind::SmemOffset &&
        (f == Field::IMM || f == Field::SOE || f == Field::OFFSET || f == Field::SOFFSET))
      return true;
  }
  if (f == Field::GLC) return info.flags & kGlc;
  // nv (GFX9) and dlc (GFX10) are accepted by every SMEM instruction that accepts glc.
  if (f == Field::NV || f == Field::DLC || f == Field::TH || f == Field::SCOPE) return info.flags & kGlc;
  // GFX12.5's scale_offset: the loads that take a cache policy, but not the buffer loads (llvm-mc 22 refuses it there)
  if (f == Field::SCALE_OFFSET) return (info.flags & kGlc) && !(info.flags & kBuffer);
  return f == Field::OP;
}

// Scalar words with a bit the syntax cannot express are not instructions (llvm-mc 22 refuses them too):
// fields an instruction does not use must hold 0.
bool scalarFieldsExpressible(const Layout& l, const OpInfo& info, const Instruction& inst) {
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (!usesScalarField(info, p.field) && inst[p.field] != 0) return false;
  }
  return true;
}

bool isVopcRow(const OpInfo& info) { return info.enc == Encoding::VOPC; }

// VOP3B: the 64-bit form of a row with an SGPR result besides its VGPR one (carry-out, div_scale).
bool usesVop3b(const OpInfo& info, Gen g) {
  if (isVopcRow(info) || info.enc == Encoding::VOP3P) return false;
  const OperandSpec* sdst = info.operand(Field::SDST);
  return sdst && sdst->existsOn(g) && info.operand(Field::VDST);
}

uint32_t extensionMarker(const Instruction& inst) {
  switch (inst.form) {
    case Form::Sdwa: return ext::kSdwa;
    case Form::Dpp:
    case Form::E64Dpp: return ext::kDpp;
    case Form::Dpp8:
    case Form::E64Dpp8: return inst[Field::FI] ? ext::kDpp8Fi : ext::kDpp8;
    default: return 0;
  }
}

size_t extraDwords(const Instruction& inst, const Layout& base, Gen g) {
  size_t n = 0;
  if (isExtendedForm(inst.form)) ++n;
  if (base.enc == Encoding::MIMG && memoryFeatures(g).mimgDim) n += inst[Field::NSA];
  return n;
}

}  // namespace

const Layout* baseLayout(const OpInfo& info, Form form, Gen g) {
  if (!isValu(info.enc)) return layoutFor(info.enc, g, info.enc == Encoding::MIMG && imageSamplerWord(info));
  const bool wide = isWideForm(form) || info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P;
  if (!wide) return layoutFor(info.enc, g);
  if (info.enc == Encoding::VOP3P) return layoutFor(Encoding::VOP3P, g);
  return layoutFor(usesVop3b(info, g) ? Encoding::VOP3B : Encoding::VOP3, g);
}

const Layout* extensionLayout(const OpInfo& info, Form form, Gen g) {
  switch (form) {
    case Form::Sdwa: return layoutFor(isVopcRow(info) ? Encoding::SDWAC : Encoding::SDWA, g);
    case Form::Dpp:
    case Form::E64Dpp: return layoutFor(Encoding::DPP, g);
    case Form::Dpp8:
    case Form::E64Dpp8: return layoutFor(Encoding::DPP8, g);
    default: return nullptr;
  }
}

int formOpcode(const OpInfo& info, Form form, Gen g) {
  const bool wide = isWideForm(form) || info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P;
  return wide && isValu(info.enc) ? info.opcode64[genIndex(g)] : info.opcode[genIndex(g)];
}

namespace {

// A source field's code names a literal: 255, or on GFX12.5 254 (a 64-bit one).
bool literalCode(uint32_t code, bool literal64) { return code == opnd::kLiteral || (literal64 && code == opnd::kLiteral64); }

bool literalNeeded(const OpInfo& info, const Instruction& inst, Gen g) {
  const bool extended = isExtendedForm(inst.form);
  const bool lit64 = vectorFeatures(g).literal64;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::SSrc && literalCode(inst[s.field], lit64)) return true;
    if (s.kind == OperandKind::VSrc && !extended && literalCode(inst[s.field], lit64)) return true;
    if (s.kind == OperandKind::Lit32 || s.kind == OperandKind::KImm) return true;
    if (s.kind == OperandKind::SmemOffset && info.enc == Encoding::SMEM && g == Gen::GFX7 &&
        inst[Field::IMM] == 0 && inst[Field::OFFSET] == opnd::kLiteral)
      return true;
  }
  return false;
}

struct LiteralCodes {
  bool wide = false, narrow = false;  // some source holds 254 (GFX12.5's 64-bit literal) / 255
};
LiteralCodes literalCodes(const OpInfo& info, const Instruction& inst, Gen g) {
  LiteralCodes r;
  if (!vectorFeatures(g).literal64) return r;
  const bool extended = isExtendedForm(inst.form);
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::KImm && s.dwords == 2) r.wide = true;  // (v_fmaak_f64's K: always two dwords)
    if (s.kind != OperandKind::SSrc && (s.kind != OperandKind::VSrc || extended)) continue;
    r.wide |= inst[s.field] == opnd::kLiteral64;
    r.narrow |= inst[s.field] == opnd::kLiteral;
  }
  return r;
}

// Whether operand `s` of the instruction holds a VGPR: always for a VGPR-only operand, for a source when
// its 9-bit code says so.
bool holdsVgpr(const OperandSpec& s, const Instruction& inst) {
  if (s.kind == OperandKind::VReg) return true;
  return s.kind == OperandKind::VSrc && inst[s.field] >= opnd::kVgpr0;
}

uint64_t fieldBits(const Layout* l, Field f) {
  uint64_t m = 0;
  if (!l) return m;
  for (const FieldPos& p : l->fields) {
    if (p.width == 0) break;
    if (p.field != f || p.store == Store::NotSgpr || p.store == Store::Div4 || inThirdDword(p)) continue;
    m |= widthMask(p.width < 8 ? p.width : 8) << p.lsb;  // the number, not bit 8 of a 9-bit source code
  }
  return m;
}

}  // namespace

std::optional<Op> vopdYRow(const Instruction& inst, Gen g, uint64_t features) {
  const bool vopd3 = opInfo(inst.op).enc == Encoding::VOPD3;
  return decodeOp(g, features, vopd3 ? Encoding::VOPD3Y : Encoding::VOPDY, inst[Field::OPY]);
}

Field vopdYField(Field f) {
  switch (f) {
    case Field::SRC0: return Field::SRC0Y;
    case Field::SRC1: return Field::SRC1Y;
    case Field::VDST: return Field::VDSTY;
    case Field::SRC2: return Field::SRC2Y;
    case Field::NEG: return Field::NEGY;
    default: return f;
  }
}

namespace {

// The Y component of a VOPD word needs the literal: its src0 is the literal code or it is fmaak/fmamk.
bool vopdYNeedsLiteral(const Instruction& inst, Gen g, uint64_t features) {
  const auto y = vopdYRow(inst, g, features);
  if (!y) return false;
  const OpInfo& info = opInfo(*y);
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::KImm) return true;
    if (s.kind == OperandKind::VSrc && inst[vopdYField(s.field)] == opnd::kLiteral) return true;
  }
  return false;
}

}  // namespace

bool needsLiteral(const Instruction& inst, Gen g) {
  const OpInfo& info = opInfo(inst.op);
  return literalNeeded(info, inst, g) ||
         (info.enc == Encoding::VOPD && vopdYNeedsLiteral(inst, g, generationFeatures(g)));
}

uint64_t vgprBits(const Instruction& inst, Gen g) {
  const OpInfo& info = opInfo(inst.op);
  const Layout* base = baseLayout(info, inst.form, g);
  const Layout* ext = extensionLayout(info, inst.form, g);
  uint64_t mask = 0;
  // (An extension dword after a 64-bit word lies beyond the two dwords described here.)
  const int extShift = ext && base->dwords == 1 ? 32 : -1;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!holdsVgpr(s, inst)) continue;
    // With an extension dword, the base word's src0 holds the SDWA/DPP marker, not the operand.
    if (!(ext && s.field == Field::SRC0)) mask |= fieldBits(base, s.field);
    if (extShift >= 0) mask |= fieldBits(ext, s.field) << extShift;
  }
  return mask;
}

uint32_t extensionVgprBits(const Instruction& inst, Gen g) {
  const OpInfo& info = opInfo(inst.op);
  const Layout* ext = extensionLayout(info, inst.form, g);
  if (!ext || baseLayout(info, inst.form, g)->dwords != 2) return 0;
  uint32_t mask = 0;
  for (int i = 0; i < info.numOperands; ++i)
    if (holdsVgpr(info.operands[i], inst)) mask |= uint32_t(fieldBits(ext, info.operands[i].field));
  return mask;
}

size_t encodedSize(const Instruction& inst, Gen g) {
  if (isScalePair(inst.op)) return kScalePairBytes;
  if ((opInfo(inst.op).traits & kTraitWmma) && wmmaScaleRows(inst.op)) return kWmmaScalePairBytes;
  const Layout* l = baseLayout(opInfo(inst.op), inst.form, g);
  return (size_t(l->dwords) + extraDwords(inst, *l, g)) * 4 + inst.literalBytes();
}

size_t encode(const Instruction& inst, Gen g, uint8_t* out) {
  const OpInfo& info = opInfo(inst.op);
  if ((info.traits & kTraitMai) && isScalePair(inst.op)) return encodeScalePair(inst, g, out);
  if ((info.traits & kTraitWmma) && wmmaScaleRows(inst.op)) return encodeWmmaScalePair(inst, g, out);
  const Layout* l = baseLayout(info, inst.form, g);
  const uint32_t opcode = uint32_t(formOpcode(info, inst.form, g));
  const RowStores r = rowStores(info, inst.form, g);
  uint64_t word = l->fixedValue;
  int64_t marker = -1;
  uint32_t extWord = 0;
  const Layout* e = extensionLayout(info, inst.form, g);
  if (e) {
    // The extension dword holds the real src0 (and, after a 32-bit word, the modifiers); the base word names the
    // extension in src0.
    extWord = uint32_t(pack(*e, inst, e->fixedValue, opcode, r));
    marker = extensionMarker(inst);
  }
  RowStores base = r;
  base.skip = 0;  // (the skipped fields are the extension dword's: the base word holds the modifiers)
  uint32_t third = 0;
  word = pack(*l, inst, word, opcode, base, marker, &third);
  writeDword(out, uint32_t(word));
  size_t n = 4;
  if (l->dwords >= 2) {
    writeDword(out + 4, uint32_t(word >> 32));
    n = 8;
  }
  if (l->dwords == 3) {
    writeDword(out + 8, third);
    n = 12;
  }
  if (e) {
    writeDword(out + n, extWord);
    n += 4;
  }
  if (l->enc == Encoding::MIMG && memoryFeatures(g).mimgDim) {
    for (uint32_t d = 0; d < inst[Field::NSA]; ++d) {
      uint32_t w = 0;
      for (int b = 0; b < 4; ++b) w |= uint32_t(inst.nsaAddr[d * 4 + b]) << (8 * b);
      writeDword(out + n, w);
      n += 4;
    }
  }
  if (inst.hasLiteral) {
    writeDword(out + n, inst.literal);
    n += 4;
  }
  if (inst.hasLiteral && inst.literal64) {
    writeDword(out + n, inst.literalHi);
    n += 4;
  }
  return n;
}

namespace {

// The form announced by the src0 field of a decoded VALU word: VOP1/VOP2/VOPC (GFX8+) or, from GFX11, VOP3/VOP3P
// words with a DPP dword; else the form as the layout decoded it.
Form extensionForm(const Instruction& inst, Gen g) {
  const uint32_t src0 = inst[Field::SRC0];
  const VectorFeatures& can = vectorFeatures(g);
  const bool wide = inst.form == Form::E64 || opInfo(inst.op).enc == Encoding::VOP3 || opInfo(inst.op).enc == Encoding::VOP3P;
  if (!can.extensions || (wide && !can.vop3Dpp)) return inst.form;
  if (src0 == ext::kSdwa && can.sdwa && !wide) return Form::Sdwa;
  if (src0 == ext::kDpp) return wide ? Form::E64Dpp : Form::Dpp;
  if (can.dpp16 && (src0 == ext::kDpp8 || src0 == ext::kDpp8Fi)) return wide ? Form::E64Dpp8 : Form::Dpp8;
  return inst.form;
}

struct PlainFields;

// What decoding an opcode of a layout needs beyond the word, worked out once per decoder: the row, the
// layout its fields are read with, and the checks that depend only on the row.
struct OpPlan {
  const OpInfo* info = nullptr;  // nullptr: the opcode is no instruction
  Op op{};
  Form form = Form::Base;         // before the SDWA/DPP marker in src0 is read
  const Layout* fields = nullptr; // baseLayout(info, form)
  uint64_t held = 0;              // the bits `fields` holds or fixes (unpack's result, worked out once)
  uint32_t heldThird = 0;         // the same for a third dword (GFX12's 96-bit memory words)
  // Scalar rows: the word bits of the layout's fields the row does not use, which must be zero
  // (scalarFieldsExpressible, as a mask when every such field is plain bits read by `fields` too).
  bool scalarCheck = false, scalarByMask = false;
  uint64_t unusedBits = 0;
  // literalNeeded by the row, worked out once: always (a Lit32/KImm operand); or when one of the SSrc fields,
  // or (without an SDWA/DPP dword) one of the VSrc fields, holds the literal code; or the GFX7 SMRD literal
  // offset. literalByRow false: more source fields than kept here, literalNeeded decides.
  bool literalAlways = false, literalSmrd = false, literalByRow = true;
  uint8_t ssrcCount = 0, vsrcCount = 0;
  std::array<Field, 3> ssrc{}, vsrc{};
  const PlainFields* plain = nullptr;  // `fields` as plain bit fields (nullptr: unpackFields)
  RowStores stores{};                   // what the row's GFX11+ field stores need
};

// A layout whose fields are all stored as plain bits, unpacked by a loop with nothing to decide per field.
struct PlainFields {
  struct Part {
    uint8_t field, lsb, shift;
    bool swap;      // a GFX11+ scalar operand code (Store::ScalarSwap of a field that always holds one)
    uint32_t mask;  // of the stored bits, before the shift
  };
  int count = 0;
  std::array<Part, kMaxLayoutFields> parts{};
};

std::optional<PlainFields> plainFields(const Layout& l) {
  PlainFields p;
  for (const FieldPos& f : l.fields) {
    if (f.width == 0) break;
    const bool swap = f.store == Store::ScalarSwap && f.field != Field::VDST;  // (VDST: scalar for some rows only)
    if ((f.store != Store::Bits && !swap) || f.width > 32 || inThirdDword(f)) return std::nullopt;
    p.parts[size_t(p.count++)] = {uint8_t(f.field), f.lsb, f.shift, swap, uint32_t(widthMask(f.width))};
  }
  return p;
}

void unpackPlain(const PlainFields& p, uint64_t word, Instruction& inst) {
  auto one = [&](int i) {
    const PlainFields::Part& f = p.parts[size_t(i)];
    const uint32_t v = uint32_t(word >> f.lsb) & f.mask;
    inst.f[f.field] |= (f.swap ? swapM0Null(v) : v) << f.shift;
  };
  // Scalar layouts have 2-9 fields: unrolled for up to 8 (no loop counter), a loop beyond.
  switch (p.count) {
    default:
      for (int i = 8; i < p.count; ++i) one(i);
      [[fallthrough]];
    case 8: one(7); [[fallthrough]];
    case 7: one(6); [[fallthrough]];
    case 6: one(5); [[fallthrough]];
    case 5: one(4); [[fallthrough]];
    case 4: one(3); [[fallthrough]];
    case 3: one(2); [[fallthrough]];
    case 2: one(1); [[fallthrough]];
    case 1: one(0); [[fallthrough]];
    case 0: break;
  }
}

bool literalByPlan(const OpPlan& p, const Instruction& inst) {
  if (p.literalAlways) return true;
  for (int i = 0; i < p.ssrcCount; ++i)
    if (inst[p.ssrc[size_t(i)]] == opnd::kLiteral) return true;
  if (!isExtendedForm(inst.form))
    for (int i = 0; i < p.vsrcCount; ++i)
      if (inst[p.vsrc[size_t(i)]] == opnd::kLiteral) return true;
  return p.literalSmrd && inst[Field::IMM] == 0 && inst[Field::OFFSET] == opnd::kLiteral;
}

// A generation's layouts in decode order, kept per value of the first dword's top nine bits (which every
// layout's fixed bits constrain, and which tell the scalar formats apart: SOP2/SOPK opcodes, SOP1, SOPC,
// SOPP): a word is tried against a few densely stored candidates, usually one, not every layout.
struct Candidate {
  uint32_t fixedMask, fixedValue;  // of the first dword
  const Layout* layout;
  FieldPos opcode[4];              // the OP field's parts (width 0: unused; layouts split it in two at most)
  // The opcode as one shift and mask, when it is one part read whole (every layout but a split one).
  bool opcodeWhole = false;
  uint8_t opcodeLsb = 0;
  uint32_t opcodeMask = 0;
  // The plan by opcode value: a few kilobytes per generation that stay in cache, where decodeOp indexes one
  // table for every generation and encoding.
  const OpPlan* plans;
};

// A decoded VOPD word: VDSTY's bit 0, which the word does not hold (the complement of VDST's), and a Y opcode that
// names a component of the generation.
bool finishVopd(Instruction& inst, Gen g, uint64_t features) {
  inst[Field::VDSTY] |= ~inst[Field::VDST] & 1;
  return vopdYRow(inst, g, features).has_value();
}

// A VOPD3 src2 field as its component reads it (Store::Vopd3Src2): a VGPR or a lane-mask SGPR (bitop2's bitop3 value
// is held as a VGPR field's number is, 256 + value).
uint32_t vopd3Src2(const OpInfo& info, uint32_t stored) {
  const OperandSpec* s = info.operand(Field::SRC2);
  if (s && s->kind == OperandKind::SReg) return swapM0Null(stored);
  return opnd::kVgpr0 + stored;  // (a component without src2: v0 where the field is clear, as VOPD's vsrc1)
}

// A decoded VOPD3 word: a Y opcode that names a component, no literal code, and the src2 fields as each component
// reads them.
bool finishVopd3(Instruction& inst, Gen g, uint64_t features) {
  const auto y = vopdYRow(inst, g, features);
  if (!y) return false;
  // (no literal follows the word: llvm-mc 22 prints one it does not read, text that assembles to other bytes)
  for (const Field f : {Field::SRC0, Field::SRC0Y})
    if (inst[f] == opnd::kLiteral || inst[f] == opnd::kLiteral64) return false;
  inst[Field::SRC2] = vopd3Src2(opInfo(inst.op), inst[Field::SRC2]);
  inst[Field::SRC2Y] = vopd3Src2(opInfo(*y), inst[Field::SRC2Y]);
  return true;
}

// literalNeeded's operand walk, done once for the row (see OpPlan).
void planLiteral(OpPlan& p, const OpInfo& info, Gen g) {
  if (vectorFeatures(g).literal64) p.literalByRow = false;  // (254 is a literal code too: literalNeeded decides)
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::Lit32 || s.kind == OperandKind::KImm) p.literalAlways = true;
    if (s.kind == OperandKind::SmemOffset && info.enc == Encoding::SMEM && g == Gen::GFX7) p.literalSmrd = true;
    const bool ssrc = s.kind == OperandKind::SSrc, vsrc = s.kind == OperandKind::VSrc;
    if (!ssrc && !vsrc) continue;
    uint8_t& count = ssrc ? p.ssrcCount : p.vsrcCount;
    if (count == p.ssrc.size()) {
      p.literalByRow = false;
      continue;
    }
    (ssrc ? p.ssrc : p.vsrc)[count++] = s.field;
  }
}

OpPlan planFor(const Layout& l, Op op, Gen g) {
  OpPlan p;
  p.info = &opInfo(op);
  p.op = op;
  const OpInfo& info = *p.info;
  if (l.enc == Encoding::VOP3 || l.enc == Encoding::VOP3P)
    p.form = isValu(info.enc) && info.enc != l.enc ? Form::E64 : Form::Base;
  p.fields = baseLayout(info, p.form, g);
  p.stores = rowStores(info, p.form, g);
  if (p.fields) p.held = heldBits(*p.fields) | p.fields->fixedMask, p.heldThird = heldThirdBits(*p.fields);
  p.scalarCheck = isScalar(l.enc);
  planLiteral(p, info, g);
  if (!p.scalarCheck) return p;
  p.scalarByMask = p.fields == &l;
  for (const FieldPos& f : l.fields) {
    if (f.width == 0) break;
    if (usesScalarField(info, f.field)) continue;
    // A plain bits field is nonzero exactly when its bits are.
    const bool plain = (f.store == Store::Bits || f.store == Store::Div4 || f.store == Store::ScalarSwap) &&
                       f.shift + f.width + 2 <= 32;
    if (!plain) p.scalarByMask = false;
    p.unusedBits |= widthMask(f.width) << f.lsb;
  }
  return p;
}

class PrefixDecoder {
 public:
  PrefixDecoder(Gen g, uint64_t features) {
    for (const Layout* l : decodeOrder(g)) {
      Candidate c{uint32_t(l->fixedMask), uint32_t(l->fixedValue), l, {}, false, 0, 0, nullptr};
      int parts = 0, bits = 0;
      for (const FieldPos& p : l->fields) {
        if (p.width == 0) break;
        if (p.field == Field::OP && parts < 4) c.opcode[parts++] = p, bits += p.width;
      }
      if (parts == 1 && c.opcode[0].shift == 0 && c.opcode[0].store == Store::Bits) {
        c.opcodeWhole = true;
        c.opcodeLsb = c.opcode[0].lsb;
        c.opcodeMask = uint32_t(widthMask(c.opcode[0].width));
      }
      auto& plans = plansByLayout_.emplace_back(size_t(1) << bits);
      for (unsigned opc = 0; opc < plans.size(); ++opc) {
        auto op = decodeOp(g, features, l->enc, opc);
        if (!op) continue;
        OpPlan& plan = plans[opc] = planFor(*l, *op, g);
        // (a family with a layout per row class: the opcode names a row of the other class, no instruction here)
        if (l->rowClass != LayoutClass::Any && plan.fields != l) plan = OpPlan{};
        if (plan.fields && !plan.stores.immSsrc0) plan.plain = plainFieldsOf(*plan.fields);
      }
      c.plans = plans.data();
      for (uint32_t top = 0; top < kTops; ++top) {
        const uint32_t m = c.fixedMask & (~0u << kTopShift);
        if (((top << kTopShift) & m) == (c.fixedValue & m)) byTop_[top].push_back(c);
      }
    }
  }
  std::span<const Candidate> candidates(uint32_t w0) const { return byTop_[w0 >> kTopShift]; }

 private:
  // The plain-bits form of a layout, made once per decoder (nullptr when some field is stored otherwise).
  const PlainFields* plainFieldsOf(const Layout& l) {
    auto [it, added] = plain_.try_emplace(&l, nullptr);
    if (added)
      if (auto p = plainFields(l)) it->second = &plainStore_.emplace_back(*p);
    return it->second;
  }
  std::map<const Layout*, const PlainFields*> plain_;
  std::deque<PlainFields> plainStore_;
  static constexpr unsigned kTopShift = 23, kTops = 1u << (32 - kTopShift);
  std::vector<Candidate> byTop_[kTops];
  std::deque<std::vector<OpPlan>> plansByLayout_;  // stable addresses for Candidate::plans
};

// One decoder per generation and feature set in use (a handful: the feature sets of the processors), built on
// first use and kept for the process; the last one a thread used is found without the lock.
const PrefixDecoder& prefixDecoder(Gen g, uint64_t features) {
  struct Built {
    Gen gen;
    uint64_t features;
    std::unique_ptr<PrefixDecoder> decoder;
  };
  thread_local const Built* last = nullptr;
  if (last && last->gen == g && last->features == features) return *last->decoder;
  static std::mutex lock;
  static std::deque<Built> built;
  std::lock_guard<std::mutex> hold(lock);
  for (const Built& b : built)
    if (b.gen == g && b.features == features) return *(last = &b)->decoder;
  last = &built.emplace_back(Built{g, features, std::make_unique<PrefixDecoder>(g, features)});
  return *last->decoder;
}

int decodeWord(std::span<const uint8_t> bytes, Gen g, uint64_t features, Instruction& inst, uint64_t& stray);

}  // namespace

int decode(std::span<const uint8_t> bytes, const Target& t, Instruction& inst) {
  uint64_t stray = 0;
  return decodeWith(bytes, t.gen(), t.features, inst, stray);
}

int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst) {
  uint64_t stray = 0;
  return decodeWith(bytes, g, generationFeatures(g), inst, stray);
}

int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst, uint64_t& stray) {
  return decodeWith(bytes, g, generationFeatures(g), inst, stray);
}

// One instruction, or an ld_scale word and the matrix word it scales as one: gfx950's v_mfma_ld_scale_b32 and an
// MFMA word (mai_scale.h), GFX12.5's v_wmma_ld_scale*_paired and a WMMA word (wmma_scale.h).
int decodeWith(std::span<const uint8_t> bytes, Gen g, uint64_t features, Instruction& inst, uint64_t& stray) {
  const int n = decodeWord(bytes, g, features, inst, stray);
  if (n != 8) return n;
  const uint32_t traits = opInfo(inst.op).traits;
  if ((traits & kTraitWmma) && isWmmaLdScale(inst.op) && wmmaLdScaleFieldsValid(inst)) {
    thread_local Instruction wmma;
    uint64_t wmmaStray = 0;
    if (decodeWord(bytes.subspan(8), g, features, wmma, wmmaStray) != 8 || !wmmaScaledRow(inst.op, wmma.op)) return n;
    mergeWmmaScalePair(inst, stray, wmma, wmmaStray);
    return int(kWmmaScalePairBytes);
  }
  if (!(traits & kTraitMai) || !startsScalePair(inst, bytes)) return n;
  thread_local Instruction mfma;
  uint64_t mfmaStray = 0;
  if (decodeWord(bytes.subspan(8), g, features, mfma, mfmaStray) != 8 || !maiScaleForm(mfma.op) ||
      !scalePairDecodes(mfma))
    return n;
  mergeScalePair(inst, stray, mfma, mfmaStray);
  return int(kScalePairBytes);
}

namespace {

int decodeWord(std::span<const uint8_t> bytes, Gen g, uint64_t features, Instruction& inst, uint64_t& stray) {
  if (bytes.size() < 4) return -1;
  const uint32_t w0 = readDword(bytes.data());
  for (const Candidate& c : prefixDecoder(g, features).candidates(w0)) {
    if ((w0 & c.fixedMask) != c.fixedValue) continue;
    const Layout* l = c.layout;
    size_t size = size_t(l->dwords) * 4;
    if (bytes.size() < size) return -1;
    uint64_t word = w0;
    uint32_t third = 0;
    if (l->dwords >= 2) {
      word |= uint64_t(readDword(bytes.data() + 4)) << 32;
      if ((word & l->fixedMask) != l->fixedValue) continue;
    }
    if (l->dwords == 3) third = readDword(bytes.data() + 8);
    unsigned opcode = 0;  // EXP has no opcode field
    if (c.opcodeWhole) opcode = unsigned(word >> c.opcodeLsb) & c.opcodeMask;
    else
      for (const FieldPos& p : c.opcode)
        if (p.width) opcode |= unsigned((word >> p.lsb) & widthMask(p.width)) << p.shift;
    const OpPlan& plan = c.plans[opcode];
    if (!plan.info) return 0;
    if (plan.scalarByMask && (word & plan.unusedBits)) return 0;  // before anything is written
    clearInstruction(inst);
    inst.op = plan.op;
    inst.form = plan.form;
    const OpInfo& info = *plan.info;
    const Layout* fields = plan.fields;
    if (plan.plain) unpackPlain(*plan.plain, word, inst);
    else unpackFields(*fields, word, inst, plan.stores, third);
    uint64_t held = plan.held;
    bool fixedKept = (word & fields->fixedMask) == fields->fixedValue;
    if (plan.scalarCheck && !plan.scalarByMask && !scalarFieldsExpressible(*l, info, inst)) return 0;
    // Only a VALU word can announce an extension (SDWA/DPP) dword; scalar words skip the checks.
    const bool valu = isValu(l->enc);
    if (valu) inst.form = extensionForm(inst, g);
    // GFX6/7 v_readlane/v_writelane are VOP2 words whose src1 field names an SGPR or constant, not a VGPR.
    if (l->enc == Encoding::VOP2 && (info.flagsOn(g) & kVopSgprSrc)) inst[Field::SRC1] &= 0xff;
    // (a third dword's stray bits, like an extension dword's, lie beyond the two dwords `stray` describes)
    bool extStray = (third & ~plan.heldThird) != 0;
    if (const Layout* e = valu ? extensionLayout(info, inst.form, g) : nullptr) {
      if (bytes.size() < size + 4) return -1;
      const uint32_t extWord = readDword(bytes.data() + size);
      if (isDpp8Form(inst.form)) inst[Field::FI] = inst[Field::SRC0] == ext::kDpp8Fi;
      inst[Field::SRC0] = 0;
      const RowStores r = isWideForm(inst.form) ? rowStores(info, inst.form, g) : plan.stores;
      const uint64_t extHeld = unpack(*e, extWord, inst, r) | e->fixedMask;
      fixedKept &= (extWord & e->fixedMask) == e->fixedValue;
      if (size == 4) {
        word |= uint64_t(extWord) << 32;
        held |= extHeld << 32;
      } else {
        extStray = (extWord & ~extHeld) != 0;  // (beyond the two dwords `stray` describes)
      }
      size += 4;
    }
    if (l->enc == Encoding::VOPD && !finishVopd(inst, g, features)) return 0;
    if (l->enc == Encoding::VOPD3 && !finishVopd3(inst, g, features)) return 0;
    stray = fixedKept && !extStray ? word & ~held : ~uint64_t(0);
    if (l->enc == Encoding::MIMG && memoryFeatures(g).mimgDim) {
      const size_t extra = inst[Field::NSA];
      if (bytes.size() < size + extra * 4) return -1;
      for (size_t d = 0; d < extra; ++d) {
        const uint32_t w = readDword(bytes.data() + size + d * 4);
        for (int b = 0; b < 4; ++b) inst.nsaAddr[d * 4 + b] = uint8_t(w >> (8 * b));
      }
      size += extra * 4;
    }
    if ((plan.literalByRow ? literalByPlan(plan, inst) : literalNeeded(info, inst, g)) ||
        (l->enc == Encoding::VOPD && vopdYNeedsLiteral(inst, g, features))) {
      // GFX12.5: a 64-bit literal where a source holds 254; a word naming both literal codes has no text
      const LiteralCodes codes = literalCodes(info, inst, g);
      if (codes.wide && codes.narrow) return 0;
      if (bytes.size() < size + (codes.wide ? 8 : 4)) return -1;
      inst.hasLiteral = true;
      inst.literal64 = codes.wide;
      inst.literal = readDword(bytes.data() + size);
      size += 4;
      if (codes.wide) {
        inst.literalHi = readDword(bytes.data() + size);
        size += 4;
      }
    }
    return int(size);
  }
  return 0;
}

}  // namespace

}  // namespace gcnkit
