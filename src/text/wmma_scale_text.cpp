// GFX12.5's WMMA scale operands as llvm-mc 22 reads and prints them: a scaled row's (v_wmma_scale*: two words,
// codec/wmma_scale.h) two scale sources after C and their optional operands, and the v_wmma_ld_scale*_paired rows
// alone (the first word by itself). A scale source is a VGPR (an aligned pair for scale16), an SGPR (pair), null or an
// inline constant of its width; a literal fails the match. The optional operands, in this order: matrix_a_scale,
// matrix_b_scale (MATRIX_SCALE_ROW0/ROW1), matrix_a_scale_fmt, matrix_b_scale_fmt (MATRIX_SCALE_FMT_E8/E5M3/E4M3),
// then matrix_a_reuse, matrix_b_reuse, which a scaled row also keeps in its ld_scale word.
#include <array>
#include <string_view>

#include "codec/wmma_scale.h"
#include "isa/registers.h"
#include "text/print_support.h"
#include "text/wmma_text.h"

namespace gcnkit {

namespace {

constexpr std::string_view kRowNames[kWmmaScaleRows] = {"MATRIX_SCALE_ROW0", "MATRIX_SCALE_ROW1"};
constexpr std::string_view kFormatNames[kWmmaScaleFormats] = {"MATRIX_SCALE_FMT_E8", "MATRIX_SCALE_FMT_E5M3",
                                                              "MATRIX_SCALE_FMT_E4M3"};

bool isConstantCode(uint16_t code) {
  return isInlineInt(code) || (code >= opnd::kFloatFirst && code <= opnd::kFloatLast);
}

}  // namespace

std::string_view wmmaScaleRowName(uint32_t v) { return v < kWmmaScaleRows ? kRowNames[v] : std::string_view(); }
std::string_view wmmaScaleFormatName(uint32_t v) { return v < kWmmaScaleFormats ? kFormatNames[v] : std::string_view(); }

size_t wmmaScaleSpecs(std::span<OptionalSpec> out) {
  out[0] = {"matrix_a_scale", OptionalKind::Named, kWmmaScaleRows - 1, "invalid matrix_a_scale value", kRowNames};
  out[1] = {"matrix_b_scale", OptionalKind::Named, kWmmaScaleRows - 1, "invalid matrix_b_scale value", kRowNames};
  out[2] = {"matrix_a_scale_fmt", OptionalKind::Named, kWmmaScaleFormats - 1, "invalid matrix_a_scale_fmt value",
            kFormatNames};
  out[3] = {"matrix_b_scale_fmt", OptionalKind::Named, kWmmaScaleFormats - 1, "invalid matrix_b_scale_fmt value",
            kFormatNames};
  return 4;
}

bool wmmaScaleSourceFits(const WmmaOperand& o, int bits) {
  if (!o.isReg) return bits == 64 ? o.code64.has_value() : o.code32.has_value();
  // (lds_direct is a 32-bit source, refused after the match; scc and the apertures read at either width)
  if (o.code == opnd::kLdsDirect) return bits == 32;
  if (o.code == opnd::kNull || opnd::specialSourceAnyWidth(o.code)) return true;
  return o.dwords == bits / 32 && !o.misaligned && (isVgprCode(o.code) || o.code < opnd::kVgpr0);
}

uint16_t wmmaScaleSourceCode(const WmmaOperand& o, int bits) {
  return o.isReg ? o.code : *(bits == 64 ? o.code64 : o.code32);
}

bool refuseLdsDirectScale(Ctx& c, std::span<const WmmaOperand> sources) {
  for (const WmmaOperand& o : sources)
    if (o.isReg && o.code == opnd::kLdsDirect) return c.fail(o.col, "lds_direct is not supported on this GPU");
  return true;
}

bool appendWmmaScaleSource(TextBuf& out, const Instruction& inst, uint16_t code, int bits, const Target& t) {
  const int dwords = bits / 32;
  if (isVgprCode(code)) return (code - opnd::kVgpr0) % dwords == 0 && appendRegister(out, code, dwords, t);
  if (code == opnd::kLiteral || code == opnd::kLiteral64) return false;
  if (isConstantCode(code)) return appendSource(out, inst, code, dwords, t, bits == 64 ? ValType::F64 : ValType::F32);
  return appendSource(out, inst, code, dwords, t);
}

bool appendWmmaScaleModifiers(TextBuf& out, uint32_t opsel, uint32_t opselHi, uint32_t neg, uint32_t negHi) {
  if ((opsel & ~5u) || (opselHi & ~5u) || neg >= kWmmaScaleFormats || negHi >= kWmmaScaleFormats) return false;
  auto named = [&](std::string_view name, std::string_view value) {
    out += ' ';
    out += name;
    out += ':';
    out += value;
  };
  if (opsel & 1) named("matrix_a_scale", kRowNames[1]);
  if (opselHi & 1) named("matrix_b_scale", kRowNames[1]);
  if (neg) named("matrix_a_scale_fmt", kFormatNames[neg]);
  if (negHi) named("matrix_b_scale_fmt", kFormatNames[negHi]);
  if (opsel & 4) out += " matrix_a_reuse";
  if (opselHi & 4) out += " matrix_b_reuse";
  return true;
}

bool parseWmmaLdScale(Ctx& c, int bits) {
  std::array<WmmaOperand, 2> src{};  // (read as a scaled row's scale sources, operands 4 and 5)
  int extraCol = 0;
  if (!readWmmaOperands(c, src, extraCol, 4)) return false;
  std::array<OptionalSpec, Optionals::kMax> specs{};
  size_t n = wmmaScaleSpecs(specs);
  specs[n++] = {"matrix_a_reuse", OptionalKind::Flag};
  specs[n++] = {"matrix_b_reuse", OptionalKind::Flag};
  Optionals o;
  if (!extraCol && !readOptionals(c, std::span(specs).first(n), 3, o)) return false;
  for (const WmmaOperand& s : src)
    if (!wmmaScaleSourceFits(s, bits)) return c.fail(s.col, kInvalidOperand);
  if (extraCol) return c.fail(extraCol, kInvalidOperand);
  if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
  if (!refuseLdsDirectScale(c, src)) return false;
  auto value = [&](size_t k) { return o.cols[k] ? o.values[k] : 0; };
  Instruction& in = c.out.inst;
  in[Field::SRC0] = wmmaScaleSourceCode(src[0], bits);
  in[Field::SRC1] = wmmaScaleSourceCode(src[1], bits);
  in[Field::SRC2] = kWmmaLdScaleSrc2;
  in[Field::OPSEL] = value(0) | value(4) << 2;
  in[Field::OPSEL_HI] = value(1) | value(5) << 2;
  in[Field::NEG] = value(2);
  in[Field::NEG_HI] = value(3);
  return true;
}

bool appendWmmaLdScale(TextBuf& out, const Instruction& inst, const OpInfo& info, int bits, const Target& t) {
  if (!wmmaLdScaleFieldsValid(inst) || inst[Field::VDST]) return false;  // (llvm-mc 22 prints no vdst)
  out += info.name;
  out += ' ';
  if (!appendWmmaScaleSource(out, inst, uint16_t(inst[Field::SRC0]), bits, t)) return false;
  out += ", ";
  if (!appendWmmaScaleSource(out, inst, uint16_t(inst[Field::SRC1]), bits, t)) return false;
  return appendWmmaScaleModifiers(out, inst[Field::OPSEL], inst[Field::OPSEL_HI], inst[Field::NEG], inst[Field::NEG_HI]);
}

}  // namespace gcnkit
