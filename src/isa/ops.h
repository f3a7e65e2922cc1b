// The instruction table: one row per instruction (src/isa/scalar_ops.def), read by the parser, printer,
// encoder, decoder, validator and the emulator's dispatch alike.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "isa/encoding.h"
#include "isa/name_index.h"
#include "isa/target.h"

namespace gcnkit {

// The generation-independent operation.
enum class Op : uint16_t {
#define GCN_OP(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, operands, flags) name,
#define GCN_VOP(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, v6, v7, v8, v9, v10, v103, v11, v12, v125, \
                operands, flags) name,
#define GCN_MEM(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, operands, modifiers, flags) name,
#define GCN_VOPD(name, row, x11, x12, x125, y11, y12, y125, operands) name,
#define GCN_VOPD3(id, name, row, x, y, operands, neg, bitop3, xFirst) id,
#define GCN_VOP_VARIANT(id, row, gen, e32, e64, needs, excludes, flags) id,
#define GCN_MEM_VARIANT(id, row, gen, modifiers, needs, excludes) id,
#define GCN_ROW_GATE(row, gen, needs, excludes)
#define GCN_MAI(name, enc, opcode, needs, excludes, d, a, b, c, flags) name,
#define GCN_INTERP(id, name, enc, o11, o12, o125, operands) id,
#define GCN_WMMA(id, name, o11, o12, o125, operands, mods) id,
#include "isa/scalar_ops.def"
#include "isa/valu_ops.def"
#include "isa/vmem_ops.def"
#include "isa/tensor_ops.def"
#include "isa/interp_ops.def"
#include "isa/wmma_ops.def"
#include "isa/vopd_ops.def"
#include "isa/vopd3_ops.def"
#include "isa/feature_rows.def"
#include "isa/mai_ops.def"
#undef GCN_MAI
#undef GCN_INTERP
#undef GCN_WMMA
#undef GCN_OP
#undef GCN_VOP
#undef GCN_VOPD
#undef GCN_VOPD3
#undef GCN_MEM
#undef GCN_VOP_VARIANT
#undef GCN_MEM_VARIANT
#undef GCN_ROW_GATE
  Count
};
inline constexpr int kOpCount = static_cast<int>(Op::Count);

// How an operand is written and read, independent of which field holds it.
enum class OperandKind : uint8_t {
  None,
  SReg,      // scalar register (destination, data, base): sN, s[a:b], ttmp, specials
  SSrc,      // scalar source: register, inline constant, literal or expression
  SImm16,    // 16-bit immediate, -32768..65535, printed in hex
  UImm16,    // 16-bit unsigned immediate, 0..65535, printed in hex
  Label,     // branch target: a label or a signed dword offset
  Waitcnt,   // vmcnt(N) expcnt(N) lgkmcnt(N)
  Sendmsg,   // sendmsg(MSG, OP, STREAM)
  Hwreg,     // hwreg(REG, OFFSET, SIZE)
  GprIdx,    // gpr_idx(SRC0,SRC1,SRC2,DST)
  Lit32,     // a 32-bit immediate carried in the literal dword (s_setreg_imm32_b32)
  SmemOffset,// SMEM/SMRD offset: immediate, SGPR, M0, or SGPR + offset:N
  Imm16,     // 16-bit immediate: decimal when 0..64, else hex (as LLVM prints s_nop, s_sleep, ...)
  Dec16,     // 16-bit immediate always printed in decimal (s_endpgm, s_denorm_mode)
  Probe,     // s_atc_probe: a 3-bit immediate in the SDATA field
  Version,   // s_version: UC_VERSION_* code
  Depctr,    // s_waitcnt_depctr: depctr_*(N) fields
  DelayAlu,  // s_delay_alu: instid0(...) | instskip(...) | instid1(...) (GFX11+)
  SendmsgRtn,// s_sendmsg_rtn_b32/b64: sendmsg(MSG_RTN_*) (GFX11+)
  PrefetchOffset, // GFX12 s_prefetch_*: a 24-bit signed immediate, left out before a register (0)
  PrefetchSize,   // GFX12 s_prefetch_*: an immediate whose low 7 bits the SDATA field keeps
  // Vector operands.
  VReg,      // VGPR or VGPR range vN / v[a:b] (destinations, VGPR-only sources, memory data and addresses)
  VSrc,      // VALU source: VGPR, SGPR, special, inline constant or literal, read as `type`
  Mask,      // a lane mask: vcc / an SGPR pair in wave64, vcc_lo / one SGPR in wave32
  KImm,      // the K constant of v_madmk/madak/fmamk/fmaak (a literal dword, read as `type`)
  SOff,      // MUBUF/MTBUF soffset: SGPR, m0 or inline constant
  BufAddr,   // MUBUF/MTBUF vaddr: off, one VGPR or a pair (offen+idxen, addr64)
  ImgAddr,   // MIMG address: a VGPR range, or a bracketed list of VGPRs (GFX10 NSA)
  FlatSaddr, // GLOBAL/SCRATCH scalar base: an SGPR pair / SGPR, or off
  ScratchAddr, // SCRATCH address: one VGPR, or off
  ExpTgt,    // exp target: mrt0..7, mrtz, null, pos0..3, param0..31
  ExpSrc,    // exp source: a VGPR or off
  InterpAttr,// attrN.c of v_interp_*
  InterpSlot,// p10, p20, p0 of v_interp_mov_f32
};

// How a VALU source reads its value: decides inline floats, fp literal conversion and modifiers.
enum class ValType : uint8_t { None, F16, F32, F64, B16, B32, B64, PF16, PB16 };
constexpr bool isFloat(ValType t) { return t == ValType::F16 || t == ValType::F32 || t == ValType::F64 || t == ValType::PF16; }
constexpr bool is16Bit(ValType t) { return t == ValType::F16 || t == ValType::B16 || t == ValType::PF16 || t == ValType::PB16; }

struct OperandSpec {
  Field field = Field::Count;
  OperandKind kind = OperandKind::None;
  uint8_t dwords = 0;      // register/source width
  bool optional = false;   // may be omitted (defaults to 0)
  bool regOnly = false;    // SSrc that takes registers only (no constants or literals)
  bool noLiteral = false;  // SSrc that takes registers and inline constants but no literal
  bool m0Only = false;     // SSrc whose text takes m0 as its only register (GFX12's named barriers; llvm-mc 22
                           // prints any register of a word)
  bool noM0Exec = false;   // SReg that may not be m0 or exec (SMEM data)
  bool noSgpr = false;     // VSrc that takes VGPRs and inline constants but no SGPR (isa/valu_modifier_rows.def)
  bool anyAlignment = false;  // a VGPR tuple that may start at an odd register on aligned-VGPR processors (kind
                             // "v96u": gfx1250's ds_load_tr6_b96 and global_load_tr6_b96 results, as llvm-mc 22 takes)
  bool half = false;       // a 16-bit VGPR operand (kind v16, or a f16/b16 source): on true16 generations it names
                           // a half of its VGPR (v1.l, v1.h), held as the operand's OPSEL bit
  ValType type = ValType::None;  // VSrc / KImm
  GenSet gens = kAllGens;  // the generations the operand exists on (a row's signature may differ by generation)
  GenSet nullOnly = 0;     // generations on which the register must be null (LLVM: "src0 must be null"; the
                           // disassembler still prints any register)
  bool existsOn(Gen g) const { return inGens(gens, g); }
};

// Row flags.
enum OpFlag : uint32_t {
  kLoad = 1u << 0,
  kStore = 1u << 1,
  kAtomic = 1u << 2,
  kBuffer = 1u << 3,      // SBASE is a 4-dword buffer resource
  kScratch = 1u << 4,
  kGlc = 1u << 5,         // accepts the glc modifier
  kBranch = 1u << 6,
  kNoOffset = 1u << 7,    // SMEM without address (s_memtime, s_dcache_inv, ...)
  kCacheOp = 1u << 8,     // invalidate / write-back / discard
  kProbe = 1u << 9,       // s_atc_probe: SDATA is a 3-bit immediate
  // VALU (probed on the e64 form, see tools/oracle/make_vector_def.py)
  kVopClamp = 1u << 10,   // accepts clamp
  kVopOmod = 1u << 11,    // accepts mul:2/4, div:2
  kVopOpSel = 1u << 12,   // accepts op_sel
  kVopSdwa = 1u << 13,    // has an SDWA form (GFX9)
  kVopDpp = 1u << 14,     // has a DPP form (GFX9)
  kVopDpp10 = 1u << 15,   // has a DPP form (GFX10)
  kVopCmpx = 1u << 16,    // writes exec (v_cmpx_*)
  kVopNoSrcs = 1u << 17,  // v_nop, v_clrexcp: no operands at all
  kVopTied = 1u << 18,    // e64 src2 is the destination (v_mac, v_fmac)
  kVopSgprSrc = 1u << 24, // its b32 sources take no VGPR (v_readlane src1, v_writelane src0/src1, v_permlane)
  // VOP3P packed modifiers (isa/valu_modifier_rows.def, probed per processor): kVopOpSel there means op_sel and
  // op_sel_hi; neg_lo/neg_hi are their own column (the integer dot products take them but no op_sel).
  kVopNegLoHi = 1u << 26,    // accepts neg_lo / neg_hi
  kVopOpSelFixed = 1u << 27, // op_sel and op_sel_hi are taken but only their defaults are valid (LLVM: "invalid
                             // op_sel operand"; gfx940's dot products)
  kVopFlagsByFeature = 1u << 28,  // the packed-modifier flags differ among the generation's processors:
                                  // valuModifierFlags() picks them by the target's features
  kVopE64Dpp = 1u << 29,  // has VOP3 forms with a DPP16/DPP8 dword (GFX11+: v_add_f32_e64_dpp)
  kVopTrue16 = 1u << 30,  // its 16-bit VGPR operands (OperandSpec::half) name halves (v1.l, v1.h) on a true16 target
  kVopTrue16Only = 1u << 31,  // a true16 row without a fake16 form (v_mov_b16, v_swap_b16): plain VGPRs are no
                              // operands of it, and a fake16 target lacks it
                          // (GFX11+, where llvm-mc 22 prints them so)
  // Vector memory (see tools/oracle/make_vmem_def.py)
  kMemNoData = 1u << 19,  // no data operand (buffer_wbinvl1, ...)
  kMemD16 = 1u << 20,     // a d16 variant: 16-bit data, packed
  kMemLdsDirect = 1u << 21, // loads into LDS
  kGds = 1u << 22,        // works on GDS only
  kMemSample = 1u << 23,  // MIMG with a sampler
  kMemSwizzle = 1u << 25, // DS whose offset is a swizzle pattern, printed as swizzle(...) (ds_swizzle_b32)
};

// Memory instruction modifiers an instruction accepts (the modifiers column of vmem_ops.def).
enum MemMod : uint32_t {
  kModOffen = 1u << 0, kModIdxen = 1u << 1, kModAddr64 = 1u << 2, kModOffset = 1u << 3, kModOffset01 = 1u << 4,
  kModGds = 1u << 5, kModGlc = 1u << 6, kModSlc = 1u << 7, kModDlc = 1u << 8, kModLds = 1u << 9,
  kModTfe = 1u << 10, kModLwe = 1u << 11, kModD16 = 1u << 12, kModDmask = 1u << 13, kModUnorm = 1u << 14,
  kModDa = 1u << 15, kModR128 = 1u << 16, kModA16 = 1u << 17, kModDim = 1u << 18, kModFormat = 1u << 19,
  kModDone = 1u << 20, kModCompr = 1u << 21, kModVm = 1u << 22, kModHigh = 1u << 23, kModNv = 1u << 24,
  kModRowEn = 1u << 25,  // (GFX11+ exp)
  kModPolicyOperand = 1u << 26,  // a row without operands whose policy words llvm-mc 22 writes after an empty operand
                                 // list, two spaces after the mnemonic (GFX12.5's tensor_stop)
};

// What a row does beyond its operand list (implicit reads, operand conventions), derived once from the row
// when the table is built (ops.cpp, rowTraits) so that no parser, printer or checker asks for a name.
enum RowTrait : uint32_t {
  kTraitReadsM0 = 1u << 0,     // v_movrel*: an implicit M0 read (constant bus)
  kTraitReadsVcc = 1u << 1,    // v_div_fmas_*: an implicit VCC read
  kTraitRev = 1u << 2,         // *rev* operations: sources swapped in hardware (no lds_direct)
  kTraitShift64 = 1u << 3,     // 64-bit shifts: one constant-bus read even on GFX10
  kTraitLaneSelect = 1u << 4,  // v_readlane/v_writelane: src1 is a lane select (M0 is no bus read)
  kTraitPermlane = 1u << 5,    // v_permlane*16: op_sel:[fi,bound_ctrl]
  kTraitMix = 1u << 6,         // v_mad_mix*/v_fma_mix*: f16 VOP3P sources, -x/|x| modifiers, op_sel_hi default 0
  kTraitCndmask = 1u << 7,     // v_cndmask_b32: the condition may be left out; no source modifiers before GFX8
  // Facts of LLVM's matcher: forms it knows from other GPUs decide some diagnostics.
  kTraitIntExponent = 1u << 12,      // v_ldexp_f16: src1 is an integer exponent (f16 constants, no fp modifiers,
                                     // sext in SDWA)
  kTraitVop3Elsewhere = 1u << 13,    // v_pk_fmac_f16, v_dot2c_f32_f16, v_dot4c_i32_i8: 32-bit forms here, but
                                     // LLVM knows VOP3 ones (later GPUs): what e32 cannot hold is "not valid
                                     // for this GPU", and the VGPR src1 takes src0's modifiers
  kTraitImplicitCarry = 1u << 14,    // v_{add,sub,subrev}_co_u32 (GFX9), _co_ci_u32 (GFX10): the 32-bit forms
                                     // may leave out every lane mask (vcc implicitly)
  kTraitDpp64Elsewhere = 1u << 15,   // f64 arithmetic LLVM also knows as DPP of later GPUs (src0 a 32-bit VGPR
                                     // there): it decides where llvm-mc reports a failed match
  kTraitRenamedLater = 1u << 18,     // a GFX10 mnemonic LLVM 22 spells otherwise (or lacks) on later GPUs: no
                                     // later form of it is a candidate
  kTraitOtherRowsOpcode = 1u << 17,  // assembled to another row's opcode on some generations (v_mul_lo_i32 on
                                     // GFX8/9), which decodes as that row
  kTraitCmpxDppElsewhere = 1u << 16, // a v_cmpx_* LLVM also knows as a result-less DPP compare of later GPUs:
                                     // it decides where llvm-mc reports a failed match before GFX10
  kTraitInterpWide = 1u << 19,       // a VOP3-encoded v_interp_*: src0 holds attr | chan << 6 | high << 8, src1
                                     // the I/J VGPR or the parameter slot (p10/p20/p0 = 0/1/2), src2 a VGPR
  kTraitMai = 1u << 20,              // a MAI row (isa/mai.h): text/mai_parser.cpp, text/mai_printer.cpp
  kTraitOpSelTiedSrc2 = 1u << 21,    // a two-source row whose op_sel has a tied src2 entry before the destination's
                                     // (isa/valu_modifier_rows.def: gfx940's v_cvt_sr_fp8_f32, ...)
  kTraitOpSelHalvesOnly = 1u << 24,  // v_dot2_f16_f16, v_dot2_bf16_bf16 (VOP3): op_sel of src2 and vdst only
  kTraitWmma = 1u << 23,             // a GFX11 WMMA row (isa/wmma_ops.def): text/wmma_parser.cpp, text/wmma_printer.cpp
  kTraitClassHalf = 1u << 25,        // v_cmp_class_f16, v_cmpx_class_f16 (codec/valu_rules.h fpModifierSource)
  kTraitHalvesWithoutOpSel = 1u << 26,  // v_cndmask_b16 (GFX11+): its 16-bit operands' halves are OPSEL bits, but
                                        // it takes no op_sel: only v1.h/v1.l write them
  kTraitPkFmac = 1u << 27,              // v_pk_fmac_f16: GFX11+ reads its packed source's inline constants in both
                                        // halves (isa/float_constants.h pkFmacInlineCode)
  kTraitBf16Sources = 1u << 28,         // v_dot2_f32_bf16, v_dot2c_f32_bf16, v_dot2_bf16_bf16: src0/src1 (and the 16-bit
                                        // accumulator of v_dot2_bf16_bf16) hold bf16 values (codec/valu_rules.h)
  kTraitM0OnlySource = 1u << 30,        // a scalar row with an m0-only source in text (OperandSpec::m0Only: GFX12's
                                        // named barriers): the general parser and printer only
  kTraitVopd = 1u << 22,             // a VOPD or VOPD3 component row (v_dual_*; isa/vopd_ops.def, vopd3_ops.def): e32
                                     // column the X opcode, e64 column the Y opcode
  // Image rows.
  kTraitBvh = 1u << 8,         // image_bvh*_intersect_ray: a 9-12 VGPR address, no r128
  kTraitBvh64 = 1u << 9,       // the 64-bit-node variants (12 address dwords)
  kTraitGather = 1u << 10,     // image_gather4*: one dmask bit, four results
  kTraitMsaa = 1u << 11,       // image_msaa_load: MSAA dims only
  kTraitWaveData = 1u << 31,   // global_load_tr_* (GFX12): the loaded data is as wide as the row says in wave32,
                               // half as wide in wave64
};

inline constexpr int kMaxOperands = 6;

// What LLVM's MIMG base opcode says about an image instruction's address words (read once from the name
// when the table is built).
struct ImageAddress {
  bool sampler = false;      // image_sample* / image_gather4* / image_get_lod: a sampler-style address
  bool coords = true;        // the dim's coordinates are part of it
  uint8_t extra = 0;         // offset, bias and z-compare words
  bool lodClampMip = false;  // one lod, clamp or mip word
  bool gradients = false;    // the dim's derivatives
  bool g16 = false;          // 16-bit derivatives (_g16)
};

struct OpInfo {
  std::string_view name;
  Encoding enc;                           // the family; for VALU rows the 32-bit one if any generation has it
  std::array<int16_t, kGenCount> opcode;  // native (VALU: 32-bit form) opcode; -1 where absent
  std::array<int16_t, kGenCount> opcode64;// VALU: VOP3/VOP3P opcode; -1 where there is no 64-bit form
  uint32_t flags;
  std::array<uint32_t, kGenCount> genFlags;  // flags on each generation (VALU modifiers differ by generation)
  uint32_t modifiers;                     // MemMod bits (vector memory rows)
  uint32_t traits = 0;                    // RowTrait bits
  uint8_t numSources = 0;                 // operands in SRC0..SRC2
  uint8_t numOperands;
  std::array<OperandSpec, kMaxOperands> operands;
  ImageAddress image{};                   // MIMG rows
  std::array<FeatureGate, kGenCount> gates{};  // the features a processor needs for the row on each generation
  Op nextSameName = Op::Count;            // the next row of the same mnemonic (a feature variant), or Count
  Op variantOf = Op::Count;               // the row a feature variant copies (Count: a row of its own)
  Op sameAs = Op::Count;                  // the row whose operation this one performs under another name (a later
                                          // generation's rename, a VOPD component; isa/renames.def), or Count
  uint8_t halfOperands = 0;               // 16-bit VGPR operands (OperandSpec::half) by OPSEL bit: src0 1, src1 2,
                                          // src2 4, vdst 8

  // On some processor of the generation (the parser's and printer's per-generation rules).
  bool existsOn(Gen g) const { return opcode[genIndex(g)] >= 0 || opcode64[genIndex(g)] >= 0; }
  // On processors of the generation with these features.
  bool existsFor(Gen g, uint64_t features) const { return existsOn(g) && gates[genIndex(g)].admits(features); }
  bool existsFor(const Target& t) const { return existsFor(t.gen(), t.features); }
  uint32_t flagsOn(Gen g) const { return genFlags[genIndex(g)]; }
  bool hasE32(Gen g) const { return opcode[genIndex(g)] >= 0 && isValu(enc); }
  bool hasE64(Gen g) const { return opcode64[genIndex(g)] >= 0; }
  // The operand spec of a field, or nullptr.
  const OperandSpec* operand(Field f) const {
    for (int i = 0; i < numOperands; ++i)
      if (operands[i].field == f) return &operands[i];
    return nullptr;
  }
};

// VOPD3 component rows (isa/vopd3_ops.def; Encoding::VOPD3) keep in OpInfo::modifiers the sources that take a neg
// modifier (bit i: source i), whether the component writes a bitop3 value (v_dual_bitop2_b32), and whether llvm-mc
// 22 writes a pair with it as X in this word even where the VOPD word holds the pair (gfx1250's
// v_dual_dot2acc_f32_bf16): the parser reads such a line as VOPD3 first, and the VOPD word whose text reads as
// VOPD3 so has no text of its own (the decoder refuses it).
inline constexpr uint32_t kVopd3NegMask = 7;
inline constexpr uint32_t kVopd3Bitop3 = 1u << 3;
inline constexpr uint32_t kVopd3FirstAsX = 1u << 4;

const OpInfo& opInfo(Op op);
// Case-sensitive lookup of a lower-case mnemonic; nullopt when no row has that name.
std::optional<Op> findOp(std::string_view lowerName);

// The variant a VALU mnemonic suffix names (_e32, _e64, _sdwa, _dpp; _e64_dpp is GFX11 syntax, known only to
// be refused). VALU rows take every suffix (the parser says which variant an instruction lacks, as llvm-mc
// does); the interpolation rows take _e32.
enum class MnemonicSuffix : uint8_t { None, E32, E64, Sdwa, Dpp, E64Dpp };
struct SuffixedOp {
  Op op;
  MnemonicSuffix suffix;
  bool true16Spelling = false;  // v_ceil_f16_t16, v_ceil_f16_fake16_e64: llvm-mc 22's other names of a true16 row
                                // (the generations with true16 only)
  uint16_t onlyOn = 0;          // GCN_SPELLING (isa/renames.def): the generations (bit genIndex) that take this
                                // name of the row; 0: every generation that has the row
};
// Either: a plain mnemonic (suffix None) or a suffixed one, in one probe.
std::optional<SuffixedOp> findMnemonic(std::string_view lowerName);
// The same with the name's nameHash already computed.
std::optional<SuffixedOp> findMnemonic(std::string_view lowerName, uint64_t hash);

// The row a mnemonic that llvm-mc accepts on a generation only as another instruction's spelling stands
// for there (GFX6/7 v_add_co_u32 is v_add_i32); nullopt for none.
std::optional<Op> assemblerAlias(std::string_view name, Gen g);
// The row of a mnemonic a target has: `op` or the first of its feature variants (OpInfo::nextSameName) that
// exists for the target; `op` itself when none does.
Op rowFor(Op op, const Target& t);
// The row whose instruction `op` is: the copied row for a feature variant, else `op` (the same operation,
// for what does not depend on the encoding: semantics, fidelity).
// A renamed row (OpInfo::sameAs) is its older row's operation.
inline Op baseRow(Op op) {
  const OpInfo& info = opInfo(op);
  const Op row = info.variantOf == Op::Count ? op : info.variantOf;
  return opInfo(row).sameAs == Op::Count ? row : opInfo(row).sameAs;
}
// The row's flags on a processor: flagsOn(gen), with the packed-modifier flags (kVopOpSel, kVopOpSelFixed,
// kVopNegLoHi) of isa/valu_modifier_rows.def's line for the processor's features where they differ among
// the generation's processors (kVopFlagsByFeature).
uint32_t valuModifierFlags(const OpInfo& info, Gen g, uint64_t features);
inline uint32_t valuModifierFlags(const OpInfo& info, const Target& t) {
  const uint32_t f = info.flagsOn(t.gen());
  return (f & kVopFlagsByFeature) ? valuModifierFlags(info, t.gen(), t.features) : f;
}

// The instruction a (generation, encoding, opcode) triple decodes to on processors with `features`. VALU
// 64-bit forms decode with Encoding::VOP3 / VOP3P and the 64-bit opcode.
std::optional<Op> decodeOp(Gen g, uint64_t features, Encoding e, unsigned opcode);

}  // namespace gcnkit
