#include "isa/ops.h"
#include "isa/valu_probed_sources.h"

#include "isa/mai.h"
#include "isa/op_columns.h"
#include "isa/vector_features.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <string>
#include <vector>

namespace gcnkit {

namespace {

struct Row {
  std::string_view name;
  Encoding enc;
  std::array<int16_t, kGenCount> opcode;
  std::array<int16_t, kGenCount> opcode64;
  std::string_view operands;
  std::string_view modifiers;
  uint32_t flags;
};

constexpr Encoding SOP1 = Encoding::SOP1, SOP2 = Encoding::SOP2, SOPK = Encoding::SOPK,
                   SOPC = Encoding::SOPC, SOPP = Encoding::SOPP, SMEM = Encoding::SMEM, VOP1 = Encoding::VOP1,
                   VOP2 = Encoding::VOP2, VOPC = Encoding::VOPC, VOP3 = Encoding::VOP3, VOP3P = Encoding::VOP3P,
                   VINTRP = Encoding::VINTRP, DS = Encoding::DS, MUBUF = Encoding::MUBUF,
                   MTBUF = Encoding::MTBUF, MIMG = Encoding::MIMG, FLAT = Encoding::FLAT,
                   GLOBAL = Encoding::GLOBAL, SCRATCH = Encoding::SCRATCH, EXP = Encoding::EXP;
constexpr std::array<int16_t, kGenCount> kAbsent{-1, -1, -1, -1, -1, -1, -1, -1, -1};

// VOP3-encoded rows of the memory table (v_interp_*_f16) carry their opcode in the 64-bit column.
// (a row named after a C++ keyword carries an underscore its mnemonic drops: GFX12's export_ is `export`)
constexpr Row memRow(std::string_view name, Encoding enc, std::array<int16_t, kGenCount> opc,
                     std::string_view operands, std::string_view modifiers, uint32_t flags) {
  if (name.ends_with('_')) name.remove_suffix(1);
  if (enc == Encoding::VOP3) return {name, enc, kAbsent, opc, operands, modifiers, flags};
  return {name, enc, opc, kAbsent, operands, modifiers, flags};
}

constexpr Encoding VOPD = Encoding::VOPD;
constexpr Row kRows[] = {
#define GCN_OP(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, operands, flags) \
  {#name, enc, {o6, o7, o8, o9, o10, o103, o11, o12, o125}, kAbsent, operands, {}, flags},
#define GCN_VOP(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, v6, v7, v8, v9, v10, v103, v11, v12, v125, \
                operands, flags)                                                                                  \
  {#name, enc, {o6, o7, o8, o9, o10, o103, o11, o12, o125}, {v6, v7, v8, v9, v10, v103, v11, v12, v125}, operands, {}, flags},
#define GCN_MEM(name, enc, o6, o7, o8, o9, o10, o103, o11, o12, o125, operands, modifiers, flags) \
  memRow(#name, enc, {o6, o7, o8, o9, o10, o103, o11, o12, o125}, operands, modifiers, flags),
// VOPD components: the X opcode in the e32 column, the Y opcode in the e64 column.
#define GCN_VOPD(name, row, x11, x12, x125, y11, y12, y125, operands) \
  {#name, VOPD, {-1, -1, -1, -1, -1, -1, x11, x12, x125}, {-1, -1, -1, -1, -1, -1, y11, y12, y125}, operands, {}, 0},
// VOPD3 components (GFX12.5): named as the VOPD components whose operation they share (a second row of the mnemonic),
// the X opcode in the e32 column, the Y opcode in the e64 column (their neg sources and bitop3: kVopd3Modifiers).
#define GCN_VOPD3(id, name, row, x, y, operands, neg, bitop3, xFirst) \
  {name, Encoding::VOPD3, {-1, -1, -1, -1, -1, -1, -1, -1, x}, {-1, -1, -1, -1, -1, -1, -1, -1, y}, operands, {}, 0},
// GFX11 interpolation rows: `id` names the row where an older row has the mnemonic (GFX6-10's v_interp_p2_f32).
#define GCN_INTERP(id, name, enc, o11, o12, o125, operands) \
  {name, Encoding::enc, {-1, -1, -1, -1, -1, -1, o11, o12, o125}, kAbsent, operands, {}, 0},
// WMMA rows: VOP3P words (the opcode in the 64-bit column, as the other VOP3P rows have it); GFX12's rows of a GFX11
// mnemonic follow it by name (chainSharedMnemonics).
#define GCN_WMMA(id, name, o11, o12, o125, operands, mods) \
  {name, Encoding::VOP3P, kAbsent, {-1, -1, -1, -1, -1, -1, o11, o12, o125}, operands, {}, 0},
#include "isa/scalar_ops.def"
#include "isa/valu_ops.def"
#include "isa/vmem_ops.def"
#include "isa/tensor_ops.def"
#include "isa/interp_ops.def"
#include "isa/wmma_ops.def"
#include "isa/vopd_ops.def"
#include "isa/vopd3_ops.def"
#undef GCN_INTERP
#undef GCN_WMMA
#undef GCN_OP
#undef GCN_VOP
#undef GCN_MEM
#undef GCN_VOPD
#undef GCN_VOPD3
};

// Renamed rows and the spellings llvm-mc takes for them (isa/renames.def), and the VALU row each VOPD component
// performs (isa/vopd_ops.def).
struct SameOperation {
  Op row, older;
};
constexpr SameOperation kSameOperations[] = {
#define GCN_ALIAS(spelling, row, gen)
#define GCN_SPELLING(spelling, row, gen)
#define GCN_SAME_OPERATION(row, older) {Op::row, Op::older},
#include "isa/renames.def"
#undef GCN_ALIAS
#undef GCN_SPELLING
#undef GCN_SAME_OPERATION
#define GCN_VOPD(name, row, x11, x12, x125, y11, y12, y125, operands) {Op::name, Op::row},
#define GCN_VOPD3(id, name, row, x, y, operands, neg, bitop3, xFirst) {Op::id, Op::row},
#include "isa/vopd_ops.def"
#include "isa/vopd3_ops.def"
#undef GCN_VOPD
#undef GCN_VOPD3
    {Op::Count, Op::Count}};
// What each VOPD3 component's sources take (OpInfo::modifiers of its row: kVopd3NegMask, kVopd3Bitop3).
struct Vopd3Modifiers {
  Op row;
  uint32_t bits;
};
constexpr Vopd3Modifiers kVopd3Modifiers[] = {
#define GCN_VOPD3(id, name, row, x, y, operands, neg, bitop3, xFirst) \
  {Op::id, uint32_t(neg) | (bitop3 ? kVopd3Bitop3 : 0u) | (xFirst ? kVopd3FirstAsX : 0u)},
#include "isa/vopd3_ops.def"
#undef GCN_VOPD3
};
struct SpellingAlias {
  std::string_view spelling;
  Op row;
  Gen gen;
};

// Rows some processors of a generation lack, and rows some processors have with other opcodes (their own Op
// after every base row), both by the features that select those processors (isa/feature_rows.def).
struct RowGate {
  Op row;
  Gen gen;
  FeatureGate gate;
};
struct RowVariant {
  Op id, row;
  Gen gen;
  int16_t e32, e64;
  FeatureGate gate;
  uint32_t flags;
};
// A memory row with other modifiers (cache-policy words) on the processors its gate selects.
struct MemVariant {
  Op id, row;
  Gen gen;
  std::string_view modifiers;
  FeatureGate gate;
};
[[maybe_unused]] constexpr Gen GFX6 = Gen::GFX6, GFX7 = Gen::GFX7, GFX8 = Gen::GFX8, GFX9 = Gen::GFX9, GFX10 = Gen::GFX10,
                               GFX10_3 = Gen::GFX10_3, GFX11 = Gen::GFX11, GFX12 = Gen::GFX12, GFX12_5 = Gen::GFX12_5;
constexpr SpellingAlias kSpellingAliases[] = {
#define GCN_ALIAS(spelling, row, gen) {spelling, Op::row, gen},
#define GCN_SPELLING(spelling, row, gen)
#define GCN_SAME_OPERATION(row, older)
#include "isa/renames.def"
#undef GCN_ALIAS
#undef GCN_SPELLING
#undef GCN_SAME_OPERATION
    {{}, Op::Count, GFX6}};
// Names of rows that are no row's name, taken on one generation (GCN_SPELLING; their form suffixes too).
constexpr SpellingAlias kOwnSpellings[] = {
#define GCN_ALIAS(spelling, row, gen)
#define GCN_SPELLING(spelling, row, gen) {spelling, Op::row, gen},
#define GCN_SAME_OPERATION(row, older)
#include "isa/renames.def"
#undef GCN_ALIAS
#undef GCN_SPELLING
#undef GCN_SAME_OPERATION
    {{}, Op::Count, GFX6}};
constexpr RowGate kRowGates[] = {
#define GCN_VOP_VARIANT(id, row, gen, e32, e64, needs, excludes, flags)
#define GCN_MEM_VARIANT(id, row, gen, modifiers, needs, excludes)
#define GCN_ROW_GATE(row, gen, needs, excludes) {Op::row, gen, {needs, excludes}},
#include "isa/feature_rows.def"
#undef GCN_VOP_VARIANT
#undef GCN_MEM_VARIANT
#undef GCN_ROW_GATE
    {Op::Count, GFX6, {}}};
constexpr RowVariant kRowVariants[] = {
#define GCN_VOP_VARIANT(id, row, gen, e32, e64, needs, excludes, flags) \
  {Op::id, Op::row, gen, e32, e64, {needs, excludes}, flags},
#define GCN_MEM_VARIANT(id, row, gen, modifiers, needs, excludes)
#define GCN_ROW_GATE(row, gen, needs, excludes)
#include "isa/feature_rows.def"
#undef GCN_VOP_VARIANT
#undef GCN_MEM_VARIANT
#undef GCN_ROW_GATE
};
// Packed-modifier flags by generation and, where processors differ, by features (isa/valu_modifier_rows.def).
struct ModifierRow {
  Op row;
  Gen gen;
  FeatureGate gate;
  uint32_t flags;
};
constexpr uint32_t kModifierFlagMask = kVopOpSel | kVopOpSelFixed | kVopNegLoHi;
constexpr ModifierRow kModifierRows[] = {
#define GCN_VOP_MODIFIERS(row, gen, needs, excludes, flags) {Op::row, gen, {needs, excludes}, flags},
#define GCN_VOP_OPSEL_TIED_SRC2(row)
#define GCN_VOP_SRC_NO_SGPR(row, gen, field)
#define GCN_VOP_SRC_WIDE_LITERAL(row, gen, field)
#include "isa/valu_modifier_rows.def"
#undef GCN_VOP_MODIFIERS
#undef GCN_VOP_OPSEL_TIED_SRC2
#undef GCN_VOP_SRC_NO_SGPR
#undef GCN_VOP_SRC_WIDE_LITERAL
    {Op::Count, GFX6, {}, 0}};
// Sources that take VGPRs and inline constants but no SGPR.
struct NoSgprSource {
  Op row;
  Gen gen;
  Field field;
};
constexpr NoSgprSource kNoSgprSources[] = {
#define GCN_VOP_MODIFIERS(row, gen, needs, excludes, flags)
#define GCN_VOP_OPSEL_TIED_SRC2(row)
#define GCN_VOP_SRC_NO_SGPR(row, gen, field) {Op::row, gen, Field::field},
#define GCN_VOP_SRC_WIDE_LITERAL(row, gen, field)
#include "isa/valu_modifier_rows.def"
#undef GCN_VOP_MODIFIERS
#undef GCN_VOP_OPSEL_TIED_SRC2
#undef GCN_VOP_SRC_NO_SGPR
#undef GCN_VOP_SRC_WIDE_LITERAL
    {Op::Count, GFX6, Field::Count}};
constexpr Op kOpSelTiedSrc2Rows[] = {
#define GCN_VOP_MODIFIERS(row, gen, needs, excludes, flags)
#define GCN_VOP_OPSEL_TIED_SRC2(row) Op::row,
#define GCN_VOP_SRC_NO_SGPR(row, gen, field)
#define GCN_VOP_SRC_WIDE_LITERAL(row, gen, field)
#include "isa/valu_modifier_rows.def"
#undef GCN_VOP_MODIFIERS
#undef GCN_VOP_OPSEL_TIED_SRC2
#undef GCN_VOP_SRC_NO_SGPR
#undef GCN_VOP_SRC_WIDE_LITERAL
    Op::Count};
// 16-bit sources reading a number no 16-bit operand holds as a 32-bit literal.
constexpr NoSgprSource kWideLiteralSources[] = {
#define GCN_VOP_MODIFIERS(row, gen, needs, excludes, flags)
#define GCN_VOP_OPSEL_TIED_SRC2(row)
#define GCN_VOP_SRC_NO_SGPR(row, gen, field)
#define GCN_VOP_SRC_WIDE_LITERAL(row, gen, field) {Op::row, gen, Field::field},
#include "isa/valu_modifier_rows.def"
#undef GCN_VOP_MODIFIERS
#undef GCN_VOP_OPSEL_TIED_SRC2
#undef GCN_VOP_SRC_NO_SGPR
#undef GCN_VOP_SRC_WIDE_LITERAL
    {Op::Count, GFX6, Field::Count}};
// The row of a line and its feature variants.
bool sameInstruction(const OpInfo& info, Op row, const OpInfo& rowInfo) {
  return &info == &rowInfo || info.variantOf == row;
}
constexpr MemVariant kMemVariants[] = {
#define GCN_VOP_VARIANT(id, row, gen, e32, e64, needs, excludes, flags)
#define GCN_MEM_VARIANT(id, row, gen, modifiers, needs, excludes) {Op::id, Op::row, gen, modifiers, {needs, excludes}},
#define GCN_ROW_GATE(row, gen, needs, excludes)
#include "isa/feature_rows.def"
#undef GCN_VOP_VARIANT
#undef GCN_MEM_VARIANT
#undef GCN_ROW_GATE
    {Op::Count, Op::Count, GFX6, {}, {}}};
// MAI rows (isa/mai_ops.def): GFX9 only, gated by the MAI features; their operand facts are in isa/mai.h.
struct MaiRowSpec {
  std::string_view name;
  Encoding enc;
  int16_t opcode;
  FeatureGate gate;
  uint8_t d, a, b, c;
  uint16_t flags;  // MaiFlag
};
constexpr MaiRowSpec kMaiRowSpecs[] = {
#define GCN_MAI(name, enc, opcode, needs, excludes, d, a, b, c, flags) \
  {#name, enc, opcode, {needs, excludes}, d, a, b, c, uint16_t(flags)},
#include "isa/mai_ops.def"
#undef GCN_MAI
};
static_assert(std::size(kRows) + std::size(kRowVariants) + std::size(kMemVariants) - 1 + std::size(kMaiRowSpecs) ==
              kOpCount);

// Rows whose signature has a carry-out on some generations only (llvm-mc prints the row's GFX9 form in
// valu_ops.def): GFX6/7 v_add_i32 & co. and GFX8 v_add_u32 & co. write vcc / an SGPR pair as well.
struct GenOperand {
  std::string_view row;
  GenSet gens;
};
constexpr GenSet kGfx6Gfx7 = gensThrough(Gen::GFX7), kGfx8 = genBit(Gen::GFX8);
constexpr GenOperand kCarryOnSomeGens[] = {
    {"v_add_i32", kGfx6Gfx7}, {"v_sub_i32", kGfx6Gfx7}, {"v_subrev_i32", kGfx6Gfx7},
    {"v_add_u32", kGfx8},     {"v_sub_u32", kGfx8},     {"v_subrev_u32", kGfx8},
};

// GFX11+'s SOPK waitcnt rows take only null as their register (llvm-mc's validateWaitCnt).
constexpr std::string_view kNullRegisterRows[] = {"s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_expcnt",
                                                  "s_waitcnt_lgkmcnt"};

void addGenerationOperands(OpInfo& info) {
  for (std::string_view row : kNullRegisterRows)
    if (row == info.name && info.numOperands > 0) info.operands[0].nullOnly = gensFrom(Gen::GFX11);
  for (const GenOperand& g : kCarryOnSomeGens) {
    if (g.row != info.name || info.numOperands >= kMaxOperands || info.operand(Field::SDST)) continue;
    for (int i = info.numOperands; i > 1; --i) info.operands[i] = info.operands[i - 1];
    info.operands[1] = OperandSpec{};
    info.operands[1].field = Field::SDST;
    info.operands[1].kind = OperandKind::Mask;
    info.operands[1].gens = g.gens;
    ++info.numOperands;
  }
}

// The f64 operations of GFX10 that LLVM 22 also has as DPP of later GPUs (llvm-mc probes: its diagnostics
// for them name src0, or "too few operands" when src0 is one VGPR): the one-source f64 ops and the f64
// arithmetic below (not v_min/v_max_f64, which later GPUs rename, nor v_trig_preop_f64), and GFX12's f64 rows that
// gfx1251 (dpp-64bit) has as DPP.
bool dpp64Elsewhere(const OpInfo& info) {
  static constexpr std::string_view kVop3[] = {"v_add_f64",       "v_mul_f64",      "v_fma_f64",      "v_ldexp_f64",
                                               "v_div_fixup_f64", "v_div_fmas_f64", "v_div_scale_f64",
                                               "v_min_num_f64",   "v_max_num_f64",  "v_minimum_f64",  "v_maximum_f64",
                                               "v_fmac_f64"};
  for (std::string_view n : kVop3)
    if (info.name == n) return true;
  const OperandSpec* src0 = info.operand(Field::SRC0);
  return info.enc == Encoding::VOP1 && src0 && src0->type == ValType::F64 && info.existsOn(Gen::GFX10);
}

// GFX10 VALU mnemonics that llvm-mc 22 prints otherwise, or rejects, on gfx1100 (probe: each one's first
// golden line of tests/golden/valu/gfx10.tsv assembled with -mcpu=gfx1100).
bool renamedLater(std::string_view n) {
  static constexpr std::string_view kNames[] = {
      "v_ffbh_u32",          "v_ffbl_b32",           "v_ffbh_i32",           "v_cvt_rpi_i32_f32",
      "v_cvt_flr_i32_f32",   "v_clrexcp",            "v_mul_legacy_f32",     "v_mac_legacy_f32",
      "v_mac_f32",           "v_madmk_f32",          "v_madak_f32",          "v_cvt_pknorm_i16_f32",
      "v_cvt_pknorm_u16_f32", "v_cvt_pkrtz_f16_f32", "v_cmp_tru_f32",        "v_cmpx_tru_f32",
      "v_cmp_tru_f16",       "v_cmp_tru_f64",        "v_cmpx_tru_f16",       "v_cmpx_tru_f64",
      "v_mad_legacy_f32",    "v_mad_f32",            "v_mul_lo_i32",         "v_cvt_pknorm_i16_f16",
      "v_cvt_pknorm_u16_f16"};
  for (std::string_view k : kNames)
    if (n == k) return true;
  return false;
}

// The GFX10 v_cmpx_* with 32-bit sources that LLVM 22 also has as result-less DPP compares of later GPUs
// (llvm-mc probes: before GFX10 its diagnostics for them name the first operand unless it is a VGPR): not
// those later GPUs spell otherwise ("tru" is "t") nor the always-false/true 16-bit integer compares they
// dropped.
bool cmpxDppElsewhere(const OpInfo& info) {
  const std::string_view n = info.name;
  const OperandSpec* src0 = info.operand(Field::SRC0);
  if (info.enc != Encoding::VOPC || !n.starts_with("v_cmpx_") || !info.existsOn(Gen::GFX10) || !src0 || src0->dwords != 1)
    return false;
  const bool int16 = n.ends_with("_i16") || n.ends_with("_u16");
  return !renamedLater(n) && !(int16 && (n.starts_with("v_cmpx_f_") || n.starts_with("v_cmpx_t_")));
}

// A VOP2 row's src1 read as its src0 is (kind and type): for a row whose 32-bit form takes a VGPR there but whose
// VOP3 form, where it has one, takes any source.
void widenSrc1(OpInfo& info) {
  OperandSpec* src0 = nullptr;
  OperandSpec* src1 = nullptr;
  for (int i = 0; i < info.numOperands; ++i) {
    if (info.operands[i].field == Field::SRC0) src0 = &info.operands[i];
    if (info.operands[i].field == Field::SRC1) src1 = &info.operands[i];
  }
  if (!src0 || !src1 || src1->kind != OperandKind::VReg || src0->kind != OperandKind::VSrc) return;
  src1->kind = OperandKind::VSrc;
  src1->type = src0->type;
}

// The RowTrait bits of a row: facts of the ISA about whole instruction groups, named here once.
uint32_t rowTraits(const OpInfo& info) {
  const std::string_view n = info.name;
  uint32_t t = 0;
  if (n.starts_with("v_movrel")) t |= kTraitReadsM0;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].m0Only) t |= kTraitM0OnlySource;
  if (n.starts_with("v_div_fmas")) t |= kTraitReadsVcc;
  if (n.find("rev") != std::string_view::npos && !n.starts_with("v_bfrev")) t |= kTraitRev;
  if (n == "v_lshlrev_b64" || n == "v_lshrrev_b64" || n == "v_ashrrev_i64") t |= kTraitShift64;
  if (n == "v_readlane_b32" || n == "v_writelane_b32") t |= kTraitLaneSelect;
  if (n.starts_with("v_permlane")) t |= kTraitPermlane;
  if (n == "v_cndmask_b32" || n == "v_dual_cndmask_b32") t |= kTraitCndmask;
  if (n == "v_ldexp_f16") t |= kTraitIntExponent;
  if ((n.starts_with("v_add_co_") || n.starts_with("v_sub_co_") || n.starts_with("v_subrev_co_")) && n.ends_with("_u32"))
    t |= kTraitImplicitCarry;
  if (n == "v_pk_fmac_f16" || n == "v_dot2c_f32_f16" || n == "v_dot4c_i32_i8") t |= kTraitVop3Elsewhere;
  if (dpp64Elsewhere(info)) t |= kTraitDpp64Elsewhere;
  if (cmpxDppElsewhere(info)) t |= kTraitCmpxDppElsewhere;
  if (renamedLater(info.name)) t |= kTraitRenamedLater;
  if (n.find("_bvh") != std::string_view::npos) t |= kTraitBvh;
  if (n.find("_bvh64") != std::string_view::npos) t |= kTraitBvh64;
  if (n.starts_with("image_gather4")) t |= kTraitGather;
  if (n == "image_msaa_load") t |= kTraitMsaa;
  if (n.starts_with("global_load_tr_")) t |= kTraitWaveData;
  if (n.starts_with("v_wmma_") || n.starts_with("v_swmmac_")) t |= kTraitWmma;
  if (n == "v_cmp_class_f16" || n == "v_cmpx_class_f16") t |= kTraitClassHalf;
  if (n == "v_cndmask_b16") t |= kTraitHalvesWithoutOpSel;
  if (n == "v_pk_fmac_f16") t |= kTraitPkFmac;
  if (n == "v_dot2_f32_bf16" || n == "v_dot2c_f32_bf16" || n == "v_dot2_bf16_bf16") t |= kTraitBf16Sources;
  // GFX12.5's bf16 mixes read their constants as bf16 (llvm-mc 22: 1.1 is the literal 0x3f8d, 0x3c00 no constant)
  if (n == "v_fma_mix_f32_bf16" || n == "v_fma_mixlo_bf16" || n == "v_fma_mixhi_bf16") t |= kTraitBf16Sources;
  // GFX12.5's bf16 transcendentals and v_cvt_f32_bf16 read a bf16 source
  if (info.enc == Encoding::VOP1 && (n.ends_with("_bf16") || n == "v_cvt_f32_bf16")) t |= kTraitBf16Sources;
  if (info.enc == Encoding::VOP3 && (n == "v_dot2_f16_f16" || n == "v_dot2_bf16_bf16")) t |= kTraitOpSelHalvesOnly;
  if (info.enc == Encoding::VOP3P && !(t & kTraitWmma))
    for (int i = 0; i < info.numOperands; ++i)
      if (info.operands[i].type == ValType::F16) t |= kTraitMix;
  if (info.enc == Encoding::VOP3)
    for (int i = 0; i < info.numOperands; ++i)
      if (info.operands[i].kind == OperandKind::InterpAttr) t |= kTraitInterpWide;
  return t;
}


struct Tables {
  std::vector<OpInfo> infos;
  // Every mnemonic the parser looks up, plain and with a VALU form suffix, in one table: the assembler
  // looks up one mnemonic per line.
  NameIndex<SuffixedOp> mnemonics;
  std::deque<std::string> suffixedNames;  // storage of the suffixed spellings (stable addresses)

  void addSuffixed(size_t row, std::string_view name, std::string_view suffix, MnemonicSuffix kind,
                   bool true16Spelling = false, uint16_t onlyOn = 0) {
    const std::string& text = suffixedNames.emplace_back(std::string(name) + std::string(suffix));
    mnemonics.add(text, {Op(row), kind, true16Spelling, onlyOn});
  }
  static constexpr std::pair<std::string_view, MnemonicSuffix> kValuForms[] = {
      {"", MnemonicSuffix::None}, {"_e32", MnemonicSuffix::E32}, {"_e64", MnemonicSuffix::E64},
      {"_dpp", MnemonicSuffix::Dpp}, {"_e64_dpp", MnemonicSuffix::E64Dpp}};
  // GFX12's v_cvt_f32_bf8_op_sel ...: llvm-mc 22 takes them, with the form suffixes, as the row's name.
  void addOwnSpellings() {
    for (const SpellingAlias& a : kOwnSpellings) {
      if (a.row == Op::Count) continue;
      uint16_t gens = 0;  // (a spelling several generations take has a line for each)
      for (const SpellingAlias& b : kOwnSpellings)
        if (b.row == a.row && b.spelling == a.spelling) gens |= uint16_t(1u << genIndex(b.gen));
      for (auto [suffix, kind] : kValuForms) addSuffixed(size_t(a.row), a.spelling, suffix, kind, false, gens);
    }
  }
  // llvm-mc 22 also names the true16 rows of VOP1/VOP2/VOPC <name>_t16 and, where they have a fake16 form,
  // <name>_fake16 (with the form suffixes); either reads the operands as the plain name does.
  void addTrue16Spellings() {
    for (size_t i = 0; i < std::size(kRows); ++i) {
      const OpInfo& info = infos[i];
      if (info.enc != Encoding::VOP1 && info.enc != Encoding::VOP2 && info.enc != Encoding::VOPC) continue;
      for (int g = 0; g < kGenCount; ++g) {
        const uint32_t f = info.flagsOn(Gen(g));
        if (!vectorFeatures(Gen(g)).true16 || !info.existsOn(Gen(g)) || !(f & kVopTrue16)) continue;
        // (GFX12.5's v_cvt_f32_bf16 is a true16 row llvm-mc 22 names by its plain name only:
        // tools/oracle/enumerate_missing.py finds no other such row)
        if (i == size_t(Op::v_cvt_f32_bf16)) continue;
        for (auto [suffix, kind] : kValuForms) {
          addSuffixed(i, std::string(info.name) + "_t16", suffix, kind, true);
          if (!(f & kVopTrue16Only)) addSuffixed(i, std::string(info.name) + "_fake16", suffix, kind, true);
        }
        break;
      }
    }
  }
  // [gen][encoding][opcode] -> op+1 (0 = none): the first row on the opcode; `alternatives` the others
  std::vector<uint16_t> decode;
  struct Alternative {
    size_t index;
    uint16_t op;
  };
  std::vector<Alternative> alternatives;

  Tables() : decode(size_t(kGenCount) * kEncodingCount * kOpcodeSpace, 0) {
    infos.reserve(kOpCount);
    mnemonics.reserve(size_t(kOpCount) * 6);  // a row and its suffixed spellings
    for (size_t i = 0; i < std::size(kRows); ++i) {
      const Row& r = kRows[i];
      OpInfo info{r.name, r.enc, r.opcode, r.opcode64, r.flags, {}, op_columns::modifierBits(r.modifiers), 0, 0, 0, {}};
      info.genFlags.fill(r.flags);
      std::string_view ops = r.operands;
      while (!ops.empty()) {
        size_t sp = ops.find(' ');
        std::string_view one = ops.substr(0, sp);
        if (!one.empty()) info.operands[info.numOperands++] = op_columns::parseSpec(one, r.enc);
        // A compare's result is the VOP3 destination field (the 32-bit form writes vcc implicitly).
        OperandSpec& last = info.operands[info.numOperands - 1];
        if (!one.empty() && r.enc == Encoding::VOPC && last.field == Field::SDST) last.field = Field::VDST;
        ops = sp == std::string_view::npos ? std::string_view{} : ops.substr(sp + 1);
      }
      addGenerationOperands(info);
      for (int k = 0; k < info.numOperands; ++k) {
        const Field f = info.operands[k].field;
        info.numSources += f == Field::SRC0 || f == Field::SRC1 || f == Field::SRC2;
        if (info.operands[k].half) info.halfOperands |= op_columns::halfBit(f);
      }
      info.traits = rowTraits(info);
      if (r.enc == Encoding::MIMG) info.image = op_columns::imageAddress(r.name);
      infos.push_back(info);
      if (isValu(r.enc)) {
        static constexpr std::pair<std::string_view, MnemonicSuffix> kSuffixes[] = {
            {"_e32", MnemonicSuffix::E32}, {"_e64", MnemonicSuffix::E64}, {"_sdwa", MnemonicSuffix::Sdwa},
            {"_dpp", MnemonicSuffix::Dpp}, {"_e64_dpp", MnemonicSuffix::E64Dpp}};
        for (auto [suffix, kind] : kSuffixes) addSuffixed(i, r.name, suffix, kind);
      } else if (r.enc == Encoding::VINTRP) {
        addSuffixed(i, r.name, "_e32", MnemonicSuffix::E32);
      }
      mnemonics.add(r.name, {Op(i), MnemonicSuffix::None});
      const Encoding wide = r.enc == Encoding::VOP3P ? Encoding::VOP3P
                            : r.enc == Encoding::VOPD  ? Encoding::VOPDY
                            : r.enc == Encoding::VOPD3 ? Encoding::VOPD3Y
                                                       : Encoding::VOP3;
      if (r.enc == Encoding::VOPD || r.enc == Encoding::VOPD3) infos.back().traits |= kTraitVopd;
      // (GFX12.5's v_wmma_scale* rows have their second word's opcode: codec/wmma_scale.cpp finds the pairs)
      const bool scaledWmma = std::string_view(r.name).starts_with("v_wmma_scale");
      for (int g = 0; g < kGenCount; ++g) {
        // Rows of one generation share an opcode only when features separate them (gfx90a's v_fmac_f64 is
        // gfx900's v_mul_legacy_f32): the decoder weighs the alternatives by their gates.
        if (r.opcode[g] >= 0) addDecode(g, r.enc, unsigned(r.opcode[g]), i);
        if (r.opcode64[g] >= 0 && !scaledWmma) addDecode(g, wide, unsigned(r.opcode64[g]), i);
      }
    }
    applyGenerationFlags();
    for (const Vopd3Modifiers& v : kVopd3Modifiers) infos[size_t(v.row)].modifiers = v.bits;
    chainSharedMnemonics();
    for (const SameOperation& same : kSameOperations)
      if (same.row != Op::Count) infos[size_t(same.row)].sameAs = same.older;
    addOtherRowsOpcodes();
    addFeatureRows();
    addTrue16Spellings();
    addOwnSpellings();
    applyModifierRows();
    addMaiRows();
  }
  // A row whose mnemonic an older row of another encoding has (GFX11's VINTERP v_interp_p2_f32, GFX6-10's VINTRP
  // one) follows it by name, as a feature variant does: rowFor() picks the one the target has.
  void chainSharedMnemonics() {
    for (size_t i = 0; i < std::size(kRows); ++i) {
      const SuffixedOp* first = mnemonics.find(kRows[i].name, nameHash(kRows[i].name));
      if (!first || first->op == Op(i) || first->suffix != MnemonicSuffix::None) continue;
      Op* link = &infos[size_t(first->op)].nextSameName;
      while (*link != Op::Count) link = &infos[size_t(*link)].nextSameName;
      *link = Op(i);
    }
  }
  // The packed-modifier flags of each row and its variants on a generation (the line without a gate); a
  // gated line marks the generation's flags kVopFlagsByFeature (valuModifierFlags() then reads the lines).
  void applyModifierRows() {
    for (const ModifierRow& m : kModifierRows) {
      if (m.row == Op::Count) continue;
      const OpInfo& rowInfo = infos[size_t(m.row)];
      for (OpInfo& info : infos) {
        if (!sameInstruction(info, m.row, rowInfo) || !info.existsOn(m.gen)) continue;
        uint32_t& f = info.genFlags[genIndex(m.gen)];
        if (m.gate.needs || m.gate.excludes) f |= kVopFlagsByFeature;
        else f = (f & ~kModifierFlagMask) | m.flags;
      }
    }
    for (Op row : kOpSelTiedSrc2Rows) {
      if (row == Op::Count) continue;
      const OpInfo& rowInfo = infos[size_t(row)];
      for (OpInfo& info : infos)
        if (sameInstruction(info, row, rowInfo)) info.traits |= kTraitOpSelTiedSrc2;
    }
    for (const NoSgprSource& n : kNoSgprSources) {
      if (n.row == Op::Count) continue;
      const OpInfo& rowInfo = infos[size_t(n.row)];
      for (OpInfo& info : infos) {
        if (!sameInstruction(info, n.row, rowInfo) || !info.existsOn(n.gen)) continue;
        for (int i = 0; i < info.numOperands; ++i)
          if (info.operands[i].field == n.field) info.operands[i].noSgpr = true;
      }
    }
  }
  // MAI rows: VGPR-tuple operands of their widths (AGPRs are chosen by the acc bits, see text/mai_*.cpp).
  void addMaiRows() {
    const int g = genIndex(Gen::GFX9);
    for (const MaiRowSpec& m : kMaiRowSpecs) {
      OpInfo info{m.name, m.enc, kAbsent, kAbsent, 0, {}, 0, kTraitMai, 0, 0, {}};
      (m.enc == Encoding::VOP1 ? info.opcode : info.opcode64)[size_t(g)] = m.opcode;
      info.gates[size_t(g)] = m.gate;
      const std::pair<Field, uint8_t> ops[] = {{Field::VDST, m.d}, {Field::SRC0, m.a}, {Field::SRC1, m.b}, {Field::SRC2, m.c}};
      for (auto [field, dwords] : ops) {
        if (!dwords) continue;
        OperandSpec& s = info.operands[info.numOperands++];
        s.field = field;
        // (v_mfma_ld_scale_b32's sources: VGPRs, SGPRs or inline constants)
        s.kind = (m.flags & kMaiLdScale) ? OperandKind::VSrc : OperandKind::VReg;
        s.dwords = dwords;
        info.numSources += field != Field::VDST;
      }
      const size_t id = infos.size();
      infos.push_back(info);
      mnemonics.add(m.name, {Op(id), MnemonicSuffix::None});
      addSuffixed(id, m.name, "_e64", MnemonicSuffix::E64);
      if (m.enc == Encoding::VOP1) addSuffixed(id, m.name, "_e32", MnemonicSuffix::E32);
      // (the v_mfma_scale_* pairs are found by codec/mai_scale.cpp, not by their MFMA word's opcode)
      if (!(m.flags & kMaiScale)) addDecode(g, m.enc, unsigned(m.opcode), id);
    }
  }
  // Variants are copies of their row with the variant's opcodes on its generation only, chained behind the
  // row by name; gates restrict rows to the processors with the features they need.
  void addFeatureRows() {
    for (const RowGate& g : kRowGates)
      if (g.row != Op::Count) infos[size_t(g.row)].gates[genIndex(g.gen)] = g.gate;
    // A true16 row without a fake16 form exists only where the target reads halves (-mattr=-real-true16 lacks it).
    for (OpInfo& info : infos)
      for (int g = 0; g < kGenCount; ++g)
        if (info.existsOn(Gen(g)) && (info.flagsOn(Gen(g)) & kVopTrue16Only)) info.gates[size_t(g)].needs |= kFeatRealTrue16;
    for (const RowVariant& v : kRowVariants) {
      OpInfo info = infos[size_t(v.row)];
      info.opcode.fill(-1);
      info.opcode64.fill(-1);
      info.opcode[genIndex(v.gen)] = v.e32;
      info.opcode64[genIndex(v.gen)] = v.e64;
      info.flags = v.flags;
      info.genFlags.fill(v.flags);
      info.gates = {};
      info.gates[genIndex(v.gen)] = v.gate;
      info.nextSameName = Op::Count;
      info.variantOf = v.row;
      if (v.e64 >= 0 && (info.traits & kTraitVop3Elsewhere)) {
        // Its VOP3 form exists here: src1 (a VGPR in the 32-bit form) is then any source read as src0 is, with
        // src0's modifiers (llvm-mc 22: gfx908's `v_dot2c_f32_f16_e64 v0, v1, -s2`).
        info.traits &= ~kTraitVop3Elsewhere;
        widenSrc1(info);
      }
      const size_t id = size_t(v.id);
      infos.push_back(info);
      Op* link = &infos[size_t(v.row)].nextSameName;
      while (*link != Op::Count) link = &infos[size_t(*link)].nextSameName;
      *link = v.id;
      const Encoding wide = info.enc == Encoding::VOP3P ? Encoding::VOP3P : Encoding::VOP3;
      if (v.e32 >= 0) addDecode(genIndex(v.gen), info.enc, unsigned(v.e32), id);
      if (v.e64 >= 0) addDecode(genIndex(v.gen), wide, unsigned(v.e64), id);
    }
    for (const MemVariant& v : kMemVariants) {
      if (v.id == Op::Count) continue;
      OpInfo info = infos[size_t(v.row)];
      const int g = genIndex(v.gen);
      const int16_t opcode = info.opcode[size_t(g)];
      info.opcode.fill(-1);
      info.opcode[size_t(g)] = opcode;
      info.modifiers = op_columns::modifierBits(v.modifiers);
      info.gates = {};
      info.gates[size_t(g)] = v.gate;
      info.nextSameName = Op::Count;
      info.variantOf = v.row;
      infos.push_back(info);
      Op* link = &infos[size_t(v.row)].nextSameName;
      while (*link != Op::Count) link = &infos[size_t(*link)].nextSameName;
      *link = v.id;
      addDecode(g, info.enc, unsigned(opcode), size_t(v.id));
    }
  }
  // A second row on an opcode (a feature variant) is an alternative the decoder weighs by features.
  void addDecode(int g, Encoding e, unsigned opc, size_t row) {
    uint16_t& slot = decode[index(g, e, opc)];
    if (!slot) slot = uint16_t(row + 1);
    else alternatives.push_back({index(g, e, opc), uint16_t(row + 1)});
  }
  // Rows llvm-mc 22 assembles to another row's opcode on some generations, printing their own name
  // (tools/oracle/valu_aliases.txt): the row takes that opcode there, and the decoder keeps the other row.
  void addOtherRowsOpcodes() {
    struct Spelling {
      std::string_view row, as;
      GenSet gens;
    };
    static constexpr Spelling kSpellings[] = {{"v_mul_lo_i32", "v_mul_lo_u32", gensBetween(Gen::GFX8, Gen::GFX9)}};
    for (const Spelling& sp : kSpellings) {
      OpInfo* row = nullptr;
      const OpInfo* as = nullptr;
      for (OpInfo& info : infos) {
        if (info.name == sp.row) row = &info;
        if (info.name == sp.as) as = &info;
      }
      if (!row || !as) continue;
      for (int g = 0; g < kGenCount; ++g)
        if (inGens(sp.gens, Gen(g))) row->opcode64[size_t(g)] = as->opcode64[size_t(g)];
      row->traits |= kTraitOtherRowsOpcode;
    }
  }
  // Flag sets that differ on one generation (valu_gen_flags.def, probed with llvm-mc on each).
  void applyGenerationFlags() {
    struct GenFlags {
      Op op;
      Gen gen;
      uint32_t flags;
    };
    static constexpr GenFlags kGenFlags[] = {
#define GCN_VOP_GEN_FLAGS(name, gen, flags) {Op::name, gen, flags},
#include "isa/valu_gen_flags.def"
#undef GCN_VOP_GEN_FLAGS
        {Op::Count, GFX6, 0}};
    for (const GenFlags& f : kGenFlags)
      if (f.op != Op::Count) infos[size_t(f.op)].genFlags[genIndex(f.gen)] = f.flags;
  }
  static constexpr size_t kOpcodeSpace = 1024;  // VOP3 opcodes have 10 bits
  static size_t index(int g, Encoding e, unsigned opc) {
    return (size_t(g) * kEncodingCount + size_t(e)) * kOpcodeSpace + opc;
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const OpInfo& opInfo(Op op) { return tables().infos[size_t(op)]; }

std::optional<SuffixedOp> findMnemonic(std::string_view name) { return findMnemonic(name, nameHash(name)); }

std::optional<SuffixedOp> findMnemonic(std::string_view name, uint64_t h) {
  const SuffixedOp* m = tables().mnemonics.find(name, h);
  if (!m) return std::nullopt;
  return *m;
}

std::optional<Op> findOp(std::string_view name) {
  auto m = findMnemonic(name);
  if (!m || m->suffix != MnemonicSuffix::None) return std::nullopt;
  return m->op;
}

std::optional<Op> assemblerAlias(std::string_view name, Gen g) {
  for (const SpellingAlias& a : kSpellingAliases)
    if (a.row != Op::Count && a.gen == g && a.spelling == name) return a.row;
  return std::nullopt;
}

std::optional<Op> decodeOp(Gen g, uint64_t features, Encoding e, unsigned opcode) {
  if (opcode >= Tables::kOpcodeSpace) return std::nullopt;
  const Tables& t = tables();
  const size_t at = Tables::index(genIndex(g), e, opcode);
  if (uint16_t v = t.decode[at]; v && t.infos[v - 1].gates[genIndex(g)].admits(features)) return Op(v - 1);
  for (const Tables::Alternative& a : t.alternatives)
    if (a.index == at && t.infos[a.op - 1].gates[genIndex(g)].admits(features)) return Op(a.op - 1);
  return std::nullopt;
}

uint32_t valuModifierFlags(const OpInfo& info, Gen g, uint64_t features) {
  uint32_t f = info.flagsOn(g);
  if (!(f & kVopFlagsByFeature)) return f;
  for (const ModifierRow& m : kModifierRows)
    if (m.row != Op::Count && m.gen == g && (m.gate.needs || m.gate.excludes) && m.gate.admits(features) &&
        sameInstruction(info, m.row, opInfo(m.row)))
      f = (f & ~kModifierFlagMask) | m.flags;
  return f;
}

bool wholeDwordLiteralSource(const OpInfo& info, Field f, Gen g) {
  for (const NoSgprSource& w : kWideLiteralSources)
    if (w.row != Op::Count && w.gen == g && w.field == f && sameInstruction(info, w.row, opInfo(w.row))) return true;
  return false;
}

Op rowFor(Op op, const Target& t) {
  for (Op o = op; o != Op::Count; o = opInfo(o).nextSameName)
    if (opInfo(o).existsFor(t)) return o;
  return op;
}

}  // namespace gcnkit
