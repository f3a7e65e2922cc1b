// Rules of the VALU forms shared by the parser, the printer and the decoder's expressibility check:
// which operands a form writes, its mnemonic suffix, which modifier bits an instruction can carry.
#pragma once
#include <string_view>

#include "isa/operand_rules.h"
#include "codec/instruction.h"
#include "isa/target.h"
#include "isa/vector_features.h"

namespace gcnkit {

// 0, 1, 2 for SRC0..SRC2 (the bit of the source in ABS/NEG/OPSEL/SEXT); -1 for other fields.
constexpr int srcIndex(Field f) {
  return f == Field::SRC0 ? 0 : f == Field::SRC1 ? 1 : f == Field::SRC2 ? 2 : -1;
}
// Rows that exist only in a 64-bit encoding (VOP3-only, VOP3P, the VOP3 interpolation ops).
constexpr bool isWideOnly(const OpInfo& info) { return info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P; }

// v_mad_mix*/v_fma_mix*: VOP3P rows with f16 sources, whose neg_lo/neg_hi are written as -x / |x| and whose
// op_sel_hi (f16 or f32 source) defaults to 0.
inline bool isMix(const OpInfo& info) { return info.traits & kTraitMix; }
// Whether a VOP1/VOP2/VOPC/VOP3 source takes the floating-point modifiers (neg, abs) rather than the integer
// one (sext): float sources, except v_ldexp_f16's integer exponent.
inline bool fpModifierSource(const OpInfo& info, const OperandSpec& s) {
  // (a VOPD3 component: the sources its row gives a neg bit, kVopd3NegMask)
  if (info.enc == Encoding::VOPD3) return srcIndex(s.field) >= 0 && (info.modifiers >> srcIndex(s.field) & 1);
  if ((info.traits & kTraitIntExponent) && s.field == Field::SRC1) return false;
  if ((info.traits & kTraitVop3Elsewhere) && s.field == Field::SRC1) {
    const OperandSpec* src0 = info.operand(Field::SRC0);
    return src0 && isFloat(src0->type);
  }
  // The VOP3-encoded v_interp_* take neg/abs on their I/J VGPR and src2 (llvm-mc).
  if ((info.traits & kTraitInterpWide) && s.kind == OperandKind::VReg) return s.field == Field::SRC1 || s.field == Field::SRC2;
  return s.kind == OperandKind::VSrc && isFloat(s.type);
}
// The class mask (src1) of v_cmp_class_f16 / v_cmpx_class_f16 on a true16 generation (GFX11+): llvm-mc 22 reads it as
// a 16-bit float operand (0x3c00 the inline 1.0, 1.1 the literal 0x3c66), with neg/abs in every form, where GFX8-10
// read a 32-bit integer.
inline bool classMaskHalf(const OpInfo& info, const OperandSpec& s, Gen g) {
  return (info.traits & kTraitClassHalf) && s.field == Field::SRC1 && vectorFeatures(g).true16;
}
// Sources that are a 64-bit register pair whose constant is one dword for both halves (llvm-mc 22's V2FP32 and
// V2INT32 operands): the packed f32 rows' sources (v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32: gfx90a-class and
// GFX12.5), where 0x3f800000 is the inline 1.0 and 1.1 the literal 0x3f8ccccd; and GFX12.5's v_perm_pk16_*'s src2 (a
// 32-bit integer constant: 0xfffffff0 the inline -16, 1.1 the literal 0x3f8ccccd). A value wider than 32 bits is no
// operand, and a literal is a dword (source code 255, never GFX12.5's 64-bit one) even under lit()/lit64().
inline bool packedF32Row(const OpInfo& info) {
  return &info == &opInfo(Op::v_pk_fma_f32) || &info == &opInfo(Op::v_pk_mul_f32) || &info == &opInfo(Op::v_pk_add_f32);
}
inline bool packedPairSource(const OpInfo& info, const OperandSpec& s) {
  if (s.dwords != 2 || srcIndex(s.field) < 0) return false;
  if (info.enc == Encoding::VOP3P) return packedF32Row(info);
  return s.field == Field::SRC2 && (&info == &opInfo(Op::v_perm_pk16_b4_u4) || &info == &opInfo(Op::v_perm_pk16_b6_u4) ||
                                    &info == &opInfo(Op::v_perm_pk16_b8_u4));
}
// The same operand read as such a constant: one dword, of f32 for the packed f32 rows.
inline OperandSpec asPackedPairConstant(const OpInfo& info, OperandSpec s) {
  s.dwords = 1;
  s.type = packedF32Row(info) ? ValType::F32 : ValType::B32;
  return s;
}
// v_cvt_pk_f32_fp8/bf8's source on GFX12+ (VectorFeatures::fp8ConstantsAsHalf): a 32-bit register, but a constant is
// read as a 16-bit float (1.1 the literal 0x3c66, 0x3c00 the inline 1.0, a value beyond 16 bits no operand).
inline bool halfConstantSource(const OpInfo& info, const OperandSpec& s, Gen g) {
  return vectorFeatures(g).fp8ConstantsAsHalf && s.field == Field::SRC0 && s.type != ValType::F16 &&
         (&info == &opInfo(Op::v_cvt_pk_f32_fp8) || &info == &opInfo(Op::v_cvt_pk_f32_bf8));
}
// The same operand read as such a constant.
inline OperandSpec asHalfConstant(OperandSpec s) {
  s.type = ValType::F16;
  return s;
}
// GFX11+'s v_alignbit_b32/v_alignbyte_b32 src2 (a 32-bit source whose VGPR names a half: "b32h"): llvm-mc 22 reads
// a constant there in a 16-bit class: an integer of 16 bits (-0x8000..0xffff; beyond, or a symbol: "operands are not
// valid for this GPU or mode"), which it encodes as a 32-bit operand's literal (sign-extended; a float as its
// single) and prints as its low 16 bits. A literal dword beyond 0xffff has no text.
// (the f16 class compares' mask, classMaskHalf, has rules of its own)
inline bool halfOf32Source(const OpInfo& info, const OperandSpec& s, Gen g) {
  return vectorFeatures(g).true16 && s.half && s.type == ValType::B32 && s.dwords == 1 && !classMaskHalf(info, s, g);
}
// v_cvt_pk_fp8_f16/v_cvt_pk_bf8_f16 (rows of GFX12.5 only): their source takes no inline constant; a number is a
// literal dword as written (-1 is 0xffffffff), a float its 16-bit pattern (1.0 is 0x3c00).
inline bool literalOnlyHalfSource(const OpInfo& info, const OperandSpec& s) {
  return s.field == Field::SRC0 && (&info == &opInfo(Op::v_cvt_pk_fp8_f16) || &info == &opInfo(Op::v_cvt_pk_bf8_f16));
}
// The same on a generation: GFX11's f16 class compares take neg/abs on their src1 too (classMaskHalf).
inline bool fpModifierSource(const OpInfo& info, const OperandSpec& s, Gen g) {
  return fpModifierSource(info, s) || classMaskHalf(info, s, g);
}
// The op_sel_hi value a VOP3P instruction has when none is written.
uint32_t defaultOpSelHi(const OpInfo& info);

// "_e32", "_e64", "_sdwa", "_dpp" or "" as LLVM 22 prints the mnemonic of this form on this generation.
std::string_view formSuffix(const OpInfo& info, Form form, Gen g);
// gfx90a+ DPP of instructions with a 64-bit operand (LLVM's "DP ALU DPP", feature dpp-64bit): every VOP1/VOP2
// row with a 64-bit operand has a DPP form there, and its only control is row_newbcast.
bool dpAluDpp(const OpInfo& info, const Target& t);
// Whether the row has a DPP form on the target: the generation's flag, or DP ALU DPP.
bool hasDppForm(const OpInfo& info, const Target& t);
// gfx950's v_bitop3_b16/b32: their 8-bit truth table (`bitop3:`) sits in the NEG (bits 2:0), ABS (5:3) and
// OMOD (7:6) fields, so those fields are no modifiers there.
inline bool hasBitop3(const OpInfo& info) {
  return &info == &opInfo(Op::v_bitop3_b16) || &info == &opInfo(Op::v_bitop3_b32);
}
inline uint32_t bitop3Of(const Instruction& inst) {
  return (inst[Field::NEG] & 7) | (inst[Field::ABS] & 7) << 3 | (inst[Field::OMOD] & 3) << 6;
}
// Whether the operand is written in this form (GFX10 v_cmpx_* write exec only and name no result).
bool operandPresent(const OpInfo& info, const OperandSpec& s, Form form, Gen g);
// The *rev* operations (v_subrev_f32, v_lshlrev_b32, ...) swap their sources in hardware: lds_direct, which
// only src0 may read, cannot be used with them.
inline bool isRevOperation(const OpInfo& info) { return info.traits & kTraitRev; }
// src_lds_direct, a VALU source up to GFX10.3, is gone on the processors with gfx90a-insts (LLVM's isGFX90A():
// "lds_direct is not supported on this GPU"; their words with it print text no assembler takes).
inline bool ldsDirectAvailable(const Target& t) { return vectorFeatures(t.gen()).ldsDirect && !t.has(kFeatGfx90aInsts); }
// A float-to-integer conversion, v_<operation>_<integer result>_<float source> (v_cvt_u32_f32, v_cvt_norm_i16_f16,
// v_frexp_exp_i16_f16, ...): its SDWA form takes no omod (LLVM: HasSDWAOMod only with a float result).
bool intResultFromFloat(const OpInfo& info);
// v_movrel*: an implicit M0 read, which takes the constant bus like a written SGPR.
inline bool readsM0(const OpInfo& info) { return info.traits & kTraitReadsM0; }
// How many scalar values (SGPRs, literal) one instruction may read: 1 before GFX10, 2 from GFX10 except for
// the 64-bit shifts, which keep 1.
int constantBusLimit(const OpInfo& info, Gen g);
// M0 as the lane select of v_readlane/v_writelane: not a constant-bus read.
inline bool laneSelectM0(const OpInfo& info, const OperandSpec& s, uint32_t code) {
  return (info.traits & kTraitLaneSelect) && s.field == Field::SRC1 && code == 124;
}
// v_div_fmas_*: an implicit VCC read.
inline bool readsVcc(const OpInfo& info) { return info.traits & kTraitReadsVcc; }
// Number of source operands (SRC0..SRC2) of the row.
inline int sourceCount(const OpInfo& info) { return info.numSources; }
// Number of op_sel entries that select sources (the next one, if any, is the destination's): the sources,
// but two for v_permlane*16, whose op_sel:[fi,bound_ctrl] sits in the src0/src1 bits and has no
// destination entry.
// gfx940's v_cvt_sr_fp8_f32 / v_cvt_sr_bf8_f32 write one byte of their destination, which they also read: LLVM
// gives their op_sel a src2 entry (the byte select's low bit) before the destination's.
inline bool opSelHasTiedSrc2(const OpInfo& info) { return info.traits & kTraitOpSelTiedSrc2; }
// gfx940's fp8/bf8 to f32 conversions: their SDWA form selects a source byte only (LLVM has no dst_sel or
// dst_unused for them; the word holds DWORD and UNUSED_PAD).
bool sdwaWithoutDst(const OpInfo& info);
// GFX11+'s v_fmac_f16 (true16): llvm-mc 22's op_sel has an entry for the tied src2 before the destination's, which
// must name the destination's half and is not encoded (it prints the destination's bit there).
inline bool opSelTiedSrc2Unencoded(const OpInfo& info, Gen g) {
  return vectorFeatures(g).true16 && (info.flagsOn(g) & kVopTied) && (info.flagsOn(g) & kVopOpSel);
}
inline int opSelSources(const OpInfo& info, Gen g) {
  return (info.traits & kTraitPermlane)                              ? 2
         : opSelHasTiedSrc2(info) || opSelTiedSrc2Unencoded(info, g) ? 3
                                                                     : info.numSources;
}
// v_cmpx_* e64 that write exec only name no destination: their op_sel (GFX11+) has entries for the sources only
// (llvm-mc 22 reads and drops any more).
inline bool cmpxWithoutDst(const OpInfo& info, Gen g) {
  return (info.flagsOn(g) & kVopCmpx) && vectorFeatures(g).cmpxExecOnly;
}
// A source that holds bf16 values (a pair, or v_dot2_bf16_bf16's accumulator): llvm-mc 22 reads a float written
// there as a bf16 (rounded to nearest even) and a 16-bit bf16 pattern of an inline float as that constant.
inline bool bf16Source(const OpInfo& info, Field f) {
  if (!(info.traits & kTraitBf16Sources)) return false;
  return f == Field::SRC0 || f == Field::SRC1 || (f == Field::SRC2 && ((info.traits & kTraitOpSelHalvesOnly) || isMix(info)));
}
// GFX11+'s v_pk_fmac_f16: its packed source's inline constants fill both halves (pkFmacInlineCode).
inline bool replicatedPackedInlines(const OpInfo& info, Gen g) {
  return (info.traits & kTraitPkFmac) && vectorFeatures(g).pkFmacBothHalves;
}
// Whether op_sel lists an entry after the sources, for the destination, as llvm-mc 22 prints it.
inline bool opSelHasDstEntry(const OpInfo& info, Gen g) { return !(info.traits & kTraitPermlane) && !cmpxWithoutDst(info, g); }
// A value some GFX12+ rows keep in OPSEL bits under a name of its own, as llvm-mc 22 writes it (`name:N`, printed
// where not 0, after op_sel and before clamp; "invalid <name> value." beyond maxValue):
// - byte_sel (0-3): the fp8/bf8 conversions that read or write one byte of a dword. The conversions from fp8/bf8
//   (v_cvt_f32_fp8, and GFX12.5's v_cvt_f16_fp8, in their VOP3 forms) hold it in bits 0 and 1, N's high bit in bit 0;
//   the stochastic-rounding conversions to fp8/bf8 (v_cvt_sr_fp8_f32, GFX12.5's v_cvt_sr_fp8_f16) in bits 2 and 3,
//   N's low bit in bit 2. The op_sel entries those bits would hold (v_cvt_f16_fp8's source, v_cvt_sr_fp8_f16's
//   destination) are read and not encoded: llvm-mc 22 prints them back after assembling (Field::OPSEL_TEXT) and as 0
//   after decoding.
// - scale_sel (0-15): GFX12.5's v_cvt_scale_pk* conversions, which scale by one byte or half of the scale operand;
//   all four bits, N as it stands.
struct OpSelSelector {
  std::string_view name;
  uint32_t mask = 0;  // its OPSEL bits
  uint32_t maxValue = 0;
};
const OpSelSelector* opSelSelector(const OpInfo& info, Gen g);  // nullptr: the row has none on this generation
inline uint32_t selectorMask(const OpInfo& info, Gen g) {
  const OpSelSelector* s = opSelSelector(info, g);
  return s ? s->mask : 0;
}
uint32_t selectorBits(const OpInfo& info, Gen g, uint32_t n);   // N's OPSEL bits
uint32_t selectorOf(const OpInfo& info, Gen g, uint32_t opsel);  // N from OPSEL
inline bool opSelByteSel(const OpInfo& info, Gen g) { return selectorMask(info, g) == 12; }
// Whether that entry is encoded (OPSEL bit 3): a compare's result is an SGPR (pair), so llvm-mc 22 reads its entry,
// drops it, and prints it as 0; the byte_sel rows above hold byte_sel there.
inline bool opSelHasDst(const OpInfo& info, Gen g) {
  return opSelHasDstEntry(info, g) && info.enc != Encoding::VOPC && !opSelByteSel(info, g);
}
// gfx950's v_permlane16_swap_b32 / v_permlane32_swap_b32, the permlanes with a 32-bit form: llvm-mc 22 writes their
// op_sel bits 0 and 1 (FI and BOUND_CTRL, as in v_permlane16_b32) as `bound_ctrl:1 fi:1`, in that order, in e64.
inline bool hasLaneSwapControls(const OpInfo& info) {
  return (info.traits & kTraitPermlane) && info.enc == Encoding::VOP1;
}
// GFX11+ true16: the row's 16-bit VGPR operands name halves (v1.l, v1.h) on this target (a true16 generation, the
// target in real-true16 mode, a row llvm-mc prints with halves there). Their halves are OPSEL bits (OpInfo::
// halfOperands: src0 1, src1 2, src2 4, vdst 8) in every form.
bool true16Halves(const OpInfo& info, const Target& t);
// A true16 row read as fake16 (a -real-true16 target, or plain VGPRs on a true16 one: Field::PLAIN16) whose op_sel
// exists in true16 mode only: most forms LLVM promotes from VOP1/VOP2/VOPC and v_and_b16/v_or_b16/v_xor_b16, not the
// fp8 conversions (llvm-mc 22's facts per generation: isa/valu_fake16_opsel.def).
bool fake16WithoutOpsel(const OpInfo& info, const Target& t);
// v_cndmask_b16 (GFX11+, the one row kTraitHalvesWithoutOpSel marks): llvm-mc 22 reads an integer written for its f16
// sources as a 16-bit integer (0x3c00 and 0xffff stay literals, -0x8000 keeps its sign extension), while a
// floating-point number and the neg/abs modifiers are the f16 ones.
inline bool integersAsB16(const OpInfo& info, const OperandSpec& s) {
  return (info.traits & kTraitHalvesWithoutOpSel) && s.type == ValType::F16;
}
// Whether a VALU row's scalar result may be the SGPR code `code`: the lane readers (a VGPR src0) not M0 (LLVM's
// SReg_32_XM0), GFX12's v_s_* scalar transcendentals not EXEC (SReg_32_XEXEC).
bool scalarResultAllowed(const OpInfo& info, uint16_t code, uint16_t m0);
// GFX12's pseudo-scalar rows (v_s_*): an SGPR result from a vector source, which LLVM types SReg_32 (llvm-mc 22 takes a
// VGPR there as written and lists it with an invalid-register comment).
inline bool pseudoScalarRow(const OpInfo& info) {
  const OperandSpec* dst = info.operand(Field::VDST);
  const OperandSpec* src0 = info.operand(Field::SRC0);
  return dst && src0 && dst->kind == OperandKind::SReg && src0->kind == OperandKind::VSrc;
}
// The OPSEL bit of a 16-bit operand's half (0 for fields that are no such operand).
constexpr uint32_t halfOpselBit(Field f) {
  return f == Field::SRC0 ? 1u : f == Field::SRC1 ? 2u : f == Field::SRC2 ? 4u : f == Field::VDST ? 8u : 0u;
}
// DPP_CTRL values that name a control on this generation.
bool dppControlValid(uint32_t ctrl, Gen g);
// False when a modifier bit or an unused field is set that the instruction's text cannot carry.
// Whether a VOP3/VOP3P DPP word's src1 may be any source but a literal (dpp-src1-sgpr processors, gfx1150+; llvm-mc
// 22 keeps v_fma_mix*'s a VGPR there) rather than a VGPR.
inline bool dppSrc1AnySource(const OpInfo& info, const Target& t) { return t.has(kFeatDppSrc1Sgpr) && !isMix(info); }
bool valuFieldsExpressible(const Instruction& inst, const Target& t);
bool valuFieldsExpressible(const Instruction& inst, const OpInfo& info, const Target& t);  // info: the row of inst.op

}  // namespace gcnkit
