// GFX12's and GFX12.5's WMMA and SWMMAC rows as llvm-mc 22 reads and prints them. D, A, B as VGPR tuples (in wave64 D
// and C half as wide, A and B too, not below one VGPR); C a tuple, an inline constant or null, or for v_swmmac_* the
// index VGPR(s) (D accumulates); then the optional operands the row's facts name (wmma_ops.def), in llvm-mc 22's order:
// index_key, matrix_a_reuse, matrix_b_reuse, neg_lo and neg_hi with the bits of [A,B,C] the row takes, clamp. No
// op_sel: index_key is held in OPSEL's low bits, the reuse hints in OPSEL's and OPSEL_HI's bit 2, op_sel_hi keeps the
// row's default.
#include <algorithm>
#include <cstdlib>
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "codec/wmma_scale.h"
#include "isa/registers.h"
#include "isa/vector_features.h"
#include "text/optional_operands.h"
#include "text/print_support.h"
#include "text/wmma_text.h"

namespace gcnkit {

namespace {

struct RowFacts {
  Op op;
  std::string_view mods;
};

// "neg_lo:M neg_hi:M clamp index_key:N" as the generator writes it.
WmmaModifiers parseFacts(std::string_view s) {
  WmmaModifiers m;
  while (!s.empty()) {
    const size_t end = std::min(s.find(' '), s.size());
    const std::string_view word = s.substr(0, end);
    s.remove_prefix(std::min(end + 1, s.size()));
    const size_t colon = word.find(':');
    const int value = colon == std::string_view::npos ? 0 : word[colon + 1] - '0';
    const std::string_view name = word.substr(0, colon);
    if (name == "neg_lo") m.negLo = value;
    else if (name == "neg_hi") m.negHi = value;
    else if (name == "clamp") m.clamp = true;
    else if (name == "index_key") m.indexKey = value;
    else if (name == "matrix_a_reuse") m.aReuse = true;
    else if (name == "matrix_b_reuse") m.bReuse = true;
    else if (name == "opsel_hi") m.opselHi = value;
    else if (name == "matrix_fmt") m.matrixFmt = true;
    else if (name == "scale") m.scale = std::atoi(std::string(word.substr(colon + 1)).c_str());
    else if (name == "ld_scale") m.ldScale = std::atoi(std::string(word.substr(colon + 1)).c_str());
  }
  return m;
}

// Per row, the facts of wave32 and of wave64 ("w32|w64" in the table).
const std::vector<std::array<WmmaModifiers, 2>>& factsByOp() {
  static const std::vector<std::array<WmmaModifiers, 2>> t = [] {
    std::vector<std::array<WmmaModifiers, 2>> v(static_cast<size_t>(Op::Count));
    static constexpr RowFacts kRows[] = {
#define GCN_WMMA(id, name, o11, o12, o125, operands, mods) {Op::id, mods},
#include "isa/wmma_ops.def"
#undef GCN_WMMA
    };
    for (const RowFacts& r : kRows) {
      const size_t bar = std::min(r.mods.find('|'), r.mods.size());
      v[size_t(r.op)] = {parseFacts(r.mods.substr(0, bar)), parseFacts(r.mods.substr(std::min(bar + 1, r.mods.size())))};
    }
    return v;
  }();
  return t;
}

// The form's VGPRs of operand `index`.
int formDwords(const WmmaShape& s, int index) {
  switch (index) {
    case 0: return s.d;
    case 1: return s.a;
    case 2: return s.b;
    default: return s.c;
  }
}

// C's constant as the row reads it (a 16-bit D's C: an f16 or bf16 value).
std::optional<uint16_t> constantCode(const WmmaOperand& o, WmmaConstant k) {
  return k == WmmaConstant::F16 ? o.code16 : k == WmmaConstant::Bf16 ? o.codeBf16 : o.code32;
}

constexpr std::string_view kFormatNames[kWmmaFormats] = {"MATRIX_FMT_FP8", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6",
                                                        "MATRIX_FMT_BF6", "MATRIX_FMT_FP4"};

// `formats`: A and B take any format's width (the format, read later, is checked after the match).
bool fits(const WmmaOperand& o, int index, const WmmaShape& s, bool sparse, WmmaConstant k, bool formats = false) {
  if (index == 3 && !sparse && constantCode(o, k)) return true;
  if (!o.isReg || !isVgprCode(o.code)) return false;
  if (formats && (index == 1 || index == 2)) return o.dwords == 16 || o.dwords == 12 || o.dwords == 8;
  return o.dwords == formDwords(s, index);
}

// A VGPR tuple; on GFX12.5 it may run past v255 (an even start below v256: llvm-mc 22 prints v[250:257]), which the
// register names of other operands never do.
bool appendVgprs(TextBuf& out, uint16_t code, int dwords, const Target& t) {
  const int first = code - opnd::kVgpr0;
  if (first + dwords <= opnd::kVgprCount || !vectorFeatures(t.gen()).vgprTuplesPast255)
    return appendRegister(out, code, dwords, t);
  if (first % 2) return false;
  out += "v[";
  appendDec(out, first);
  out += ':';
  appendDec(out, first + dwords - 1);
  out += ']';
  return true;
}

}  // namespace

std::string_view wmmaFormatName(uint32_t fmt) { return fmt < kWmmaFormats ? kFormatNames[fmt] : std::string_view(); }

int wmmaFormatDwords(uint32_t fmt) {
  constexpr int kDwords[kWmmaFormats] = {16, 16, 12, 12, 8};
  return fmt < kWmmaFormats ? kDwords[fmt] : -1;
}

bool wmmaGfx12(const OpInfo& info) {
  return info.opcode64[genIndex(Gen::GFX12)] >= 0 || info.opcode64[genIndex(Gen::GFX12_5)] >= 0;
}

bool wmmaSparse(const OpInfo& info) { return info.name.starts_with("v_swmmac_"); }

WmmaShape wmmaShape(const OpInfo& info, bool wave32) {
  const int d = info.operands[0].dwords, a = info.operands[1].dwords, b = info.operands[2].dwords;
  const int c = info.operands[3].dwords;
  if (wave32) return {d, a, b, c};
  // (the index of v_swmmac_* stays one VGPR)
  return {d / 2, std::max(a / 2, 1), std::max(b / 2, 1), wmmaSparse(info) ? c : c / 2};
}

WmmaModifiers wmmaModifiers(Op op, bool wave32) { return factsByOp()[size_t(op)][wave32 ? 0 : 1]; }

WmmaConstant wmmaConstant(const OpInfo& info) {
  if (info.name.starts_with("v_wmma_f16_")) return WmmaConstant::F16;
  if (info.name.starts_with("v_wmma_bf16_")) return WmmaConstant::Bf16;
  return WmmaConstant::B32;
}

bool parseWmma12(Ctx& c) {
  const OpInfo& info = c.info;
  const bool sparse = wmmaSparse(info);
  const WmmaModifiers facts = wmmaModifiers(c.out.inst.op, c.t.wave32);
  if (facts.ldScale) return parseWmmaLdScale(c, facts.ldScale);
  // D, A, B, C, and a scaled row's two scale sources.
  const size_t count = facts.scale ? 6 : 4;
  std::array<WmmaOperand, 6> ops{};
  int extraCol = 0;
  if (!readWmmaOperands(c, std::span(ops).first(count), extraCol)) return false;
  // The row's optional operands, in llvm-mc 22's order (no row has formats and reuse hints but the scaled ones).
  std::array<OptionalSpec, Optionals::kMax> specs{};
  size_t n = 0;
  if (facts.indexKey >= 0) specs[n++] = {"index_key", OptionalKind::Bounded, facts.indexKey, "out of range index_key"};
  if (facts.matrixFmt) {
    specs[n++] = {"matrix_a_fmt", OptionalKind::Named, kWmmaFormats - 1, "invalid matrix_a_fmt value", kFormatNames};
    specs[n++] = {"matrix_b_fmt", OptionalKind::Named, kWmmaFormats - 1, "invalid matrix_b_fmt value", kFormatNames};
  }
  if (facts.scale) n += wmmaScaleSpecs(std::span(specs).subspan(n));
  if (facts.aReuse) specs[n++] = {"matrix_a_reuse", OptionalKind::Flag};
  if (facts.bReuse) specs[n++] = {"matrix_b_reuse", OptionalKind::Flag};
  if (facts.negLo >= 0) specs[n++] = {"neg_lo", OptionalKind::BitList};
  if (facts.negHi >= 0) specs[n++] = {"neg_hi", OptionalKind::BitList};
  if (facts.clamp) specs[n++] = {"clamp", OptionalKind::Flag};
  Optionals o;
  if (!extraCol && !readOptionals(c, std::span(specs).first(n), int(count) + 1, o)) return false;
  // The forms of LLVM's table: this GPU's in this wave size, in the other, and those of GFX11's row of the mnemonic
  // where it has one (the first row of the name; its D halved in wave64, A and B not). The target's stops furthest or
  // the line is another form's.
  const WmmaShape here = wmmaShape(info, c.t.wave32), other = wmmaShape(info, !c.t.wave32);
  std::array<WmmaShape, 3> others{other};
  // (GFX12.5's own rows have no wave64 form in LLVM's table)
  size_t nOthers = info.opcode64[genIndex(Gen::GFX12)] >= 0 ? 1 : 0;
  if (const auto first = findOp(info.name); first && *first != c.out.inst.op) {
    const OpInfo& gfx11 = opInfo(*first);
    for (bool wave32 : {true, false})
      others[nOthers++] = {wmmaAccumulatorDwords(gfx11, wave32), gfx11.operands[1].dwords, gfx11.operands[2].dwords,
                           wmmaAccumulatorDwords(gfx11, wave32)};
  }
  const WmmaConstant constant = wmmaConstant(info);
  auto stop = [&](const WmmaShape& f) {
    for (int i = 0; i < 4; ++i)
      if (!fits(ops[size_t(i)], i, f, sparse, constant, facts.matrixFmt)) return i;
    for (int i = 4; i < int(count); ++i)
      if (!wmmaScaleSourceFits(ops[size_t(i)], facts.scale)) return i;
    return int(count);
  };
  const int mine = stop(here);
  int reached = mine;
  for (size_t k = 0; k < nOthers; ++k) reached = std::max(reached, stop(others[k]));
  if (reached < int(count)) return c.fail(ops[size_t(reached)].col, kInvalidOperand);
  if (extraCol) return c.fail(extraCol, kInvalidOperand);
  if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
  if (mine < int(count)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (ops[3].misaligned) return c.fail(c.mnemonicCol, "invalid register class: vgpr tuples must be 64 bit aligned");
  if (!refuseLdsDirectScale(c, std::span(ops).subspan(4, count - 4))) return false;
  auto value = [&](std::string_view name, uint32_t absent, int* col = nullptr) {
    for (size_t k = 0; k < n; ++k)
      if (specs[k].name == name && o.cols[k]) {
        if (col) *col = o.cols[k];
        return o.values[k];
      }
    return absent;
  };
  // The bits a row's neg_lo/neg_hi take (llvm-mc 22's validator: "invalid neg_lo operand").
  int negLoCol = 0, negHiCol = 0;
  const uint32_t negLo = value("neg_lo", 0, &negLoCol), negHi = value("neg_hi", 0, &negHiCol);
  if (negLo & ~uint32_t(std::max(facts.negLo, 0))) return c.fail(negLoCol, "invalid neg_lo operand");
  if (negHi & ~uint32_t(std::max(facts.negHi, 0))) return c.fail(negHiCol, "invalid neg_hi operand");
  // The formats decide A's and B's widths (LLVM's validator, after the match).
  const uint32_t aFmt = value("matrix_a_fmt", 0), bFmt = value("matrix_b_fmt", 0);
  for (const auto& [index, fmt] : {std::pair{1, aFmt}, std::pair{2, bFmt}})
    if (facts.matrixFmt && ops[size_t(index)].dwords != wmmaFormatDwords(fmt))
      return c.fail(ops[size_t(index)].col, "wrong register tuple size for " + std::string(wmmaFormatName(fmt)));
  Instruction& in = c.out.inst;
  in[Field::VDST] = ops[0].code - opnd::kVgpr0;
  in[Field::SRC0] = ops[1].code;
  in[Field::SRC1] = ops[2].code;
  in[Field::SRC2] = ops[3].isReg ? ops[3].code : *constantCode(ops[3], constant);
  const uint32_t aReuse = value("matrix_a_reuse", 0), bReuse = value("matrix_b_reuse", 0);
  // (a scaled row's reuse hints are its ld_scale word's)
  in[Field::OPSEL] = value("index_key", 0) | (facts.scale ? 0 : aReuse << 2) | aFmt;
  in[Field::OPSEL_HI] = uint32_t(facts.opselHi) | (facts.scale ? 0 : bReuse << 2) | bFmt;
  if (facts.scale) {
    in[Field::SCALE_SRC0] = wmmaScaleSourceCode(ops[4], facts.scale);
    in[Field::SCALE_SRC1] = wmmaScaleSourceCode(ops[5], facts.scale);
    in[Field::SCALE_OPSEL] = value("matrix_a_scale", 0) | aReuse << 2;
    in[Field::SCALE_OPSEL_HI] = value("matrix_b_scale", 0) | bReuse << 2;
    in[Field::SCALE_NEG] = value("matrix_a_scale_fmt", 0);
    in[Field::SCALE_NEG_HI] = value("matrix_b_scale_fmt", 0);
  }
  in[Field::NEG] = negLo & 7;
  in[Field::NEG_HI] = negHi & 7;
  in[Field::CLAMP] = value("clamp", 0);
  return true;
}

namespace {

// A GFX12/GFX12.5 word's modifier fields as its row's text has them; `valid` false where a field holds a value the row
// has no text for (llvm-mc 22 refuses such a word, where it prints a word with misplaced registers lossily).
struct WordModifiers {
  uint32_t aReuse = 0, bReuse = 0, aFmt = 0, bFmt = 0, key = 0;
  bool valid = false;
};

WordModifiers wordModifiers(const Instruction& inst, const WmmaModifiers& facts) {
  WordModifiers m;
  // OPSEL: index_key below matrix_a_reuse's bit; OPSEL_HI: the row's default, matrix_b_reuse's bit aside (a scaled
  // row's reuse hints are its ld_scale word's).
  const bool wordReuse = !facts.scale;
  m.aReuse = facts.aReuse && wordReuse ? (inst[Field::OPSEL] >> 2) & 1 : 0;
  m.bReuse = facts.bReuse && wordReuse ? (inst[Field::OPSEL_HI] >> 2) & 1 : 0;
  // (an f8f6f4 row's OPSEL and OPSEL_HI are matrix_a_fmt and matrix_b_fmt)
  m.aFmt = facts.matrixFmt ? inst[Field::OPSEL] & 7 : 0;
  m.bFmt = facts.matrixFmt ? inst[Field::OPSEL_HI] & 7 : 0;
  if (facts.matrixFmt && (wmmaFormatDwords(m.aFmt) < 0 || wmmaFormatDwords(m.bFmt) < 0)) return m;
  m.key = inst[Field::OPSEL] & ~(m.aReuse << 2) & ~m.aFmt;
  if ((inst[Field::OPSEL_HI] & ~(m.bReuse << 2) & ~m.bFmt) != uint32_t(facts.opselHi) ||
      int(m.key) > std::max(facts.indexKey, 0))
    return m;
  if ((inst[Field::NEG] & ~uint32_t(std::max(facts.negLo, 0))) ||
      (inst[Field::NEG_HI] & ~uint32_t(std::max(facts.negHi, 0))))
    return m;
  m.valid = !inst[Field::CLAMP] || facts.clamp;
  return m;
}

}  // namespace

bool wmmaWordModifiersValid(const Instruction& inst, const Target& t) {
  return wordModifiers(inst, wmmaModifiers(inst.op, t.wave32)).valid;
}

bool appendWmma12(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  const WmmaModifiers facts = wmmaModifiers(inst.op, t.wave32);
  if (facts.ldScale) return appendWmmaLdScale(out, inst, info, facts.ldScale, t);
  const bool sparse = wmmaSparse(info);
  const WordModifiers m = wordModifiers(inst, facts);
  if (!m.valid) return false;
  const uint32_t aReuse = m.aReuse, bReuse = m.bReuse, aFmt = m.aFmt, bFmt = m.bFmt, key = m.key;
  WmmaShape s = wmmaShape(info, t.wave32);
  if (facts.matrixFmt) s.a = wmmaFormatDwords(aFmt), s.b = wmmaFormatDwords(bFmt);
  out += info.name;
  out += ' ';
  if (!appendVgprs(out, uint16_t(opnd::kVgpr0 + inst[Field::VDST]), s.d, t)) return false;
  for (int i = 1; i < 4; ++i) {
    out += ", ";
    const uint16_t code = uint16_t(inst[i == 1 ? Field::SRC0 : i == 2 ? Field::SRC1 : Field::SRC2]);
    if (isVgprCode(code)) {
      if (!appendVgprs(out, code, formDwords(s, i), t)) return false;
      continue;
    }
    const bool constant = isInlineInt(code) || (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) ||
                          code == opnd::kNull;
    if (i < 3 || sparse || !constant) return false;
    // (a 16-bit D's C: 1/(2*pi) is no bf16 constant)
    if (wmmaConstant(info) == WmmaConstant::Bf16 && code == opnd::kInvPi) return false;
    if (!appendSource(out, inst, code, 1, t, wmmaConstant(info) == WmmaConstant::F16 ? ValType::F16 : ValType::F32))
      return false;
  }
  if (facts.scale)
    for (Field f : {Field::SCALE_SRC0, Field::SCALE_SRC1})
      if (out += ", "; !appendWmmaScaleSource(out, inst, uint16_t(inst[f]), facts.scale, t)) return false;
  if (facts.indexKey >= 0 && key) {
    out += " index_key:";
    out += char('0' + key);
  }
  if (aFmt) {
    out += " matrix_a_fmt:";
    out += wmmaFormatName(aFmt);
  }
  if (bFmt) {
    out += " matrix_b_fmt:";
    out += wmmaFormatName(bFmt);
  }
  if (facts.scale && !appendWmmaScaleModifiers(out, inst[Field::SCALE_OPSEL], inst[Field::SCALE_OPSEL_HI],
                                               inst[Field::SCALE_NEG], inst[Field::SCALE_NEG_HI]))
    return false;
  if (aReuse) out += " matrix_a_reuse";
  if (bReuse) out += " matrix_b_reuse";
  if (inst[Field::NEG]) appendWmmaBits(out, "neg_lo", inst[Field::NEG]);
  if (inst[Field::NEG_HI]) appendWmmaBits(out, "neg_hi", inst[Field::NEG_HI]);
  if (inst[Field::CLAMP]) out += " clamp";
  return true;
}

}  // namespace gcnkit
