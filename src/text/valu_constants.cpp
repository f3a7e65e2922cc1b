// How a number written for a VALU source becomes its code: an inline constant of the operand's type (16-bit, packed,
// bf16, 64-bit, GFX11+'s v_pk_fmac_f16 in both halves) or a literal dword, as llvm-mc 22 reads it.
#include <bit>
#include <cmath>

#include <fmt/format.h>

#include "isa/valu_probed_sources.h"
#include "text/valu_parser_state.h"

namespace gcnkit {

namespace valu_parsing {

// The literal dword of a float for the operand (lit(...)): its half, its bf16, a double's high half, or its single.
uint32_t ValuParser::floatLiteralBits(const OperandSpec& s, double d) const {
  if (bf16Source(info, s.field)) return bf16Bits(float(d));
  if (s.type == ValType::F16 || s.type == ValType::PF16) return halfBits(d);
  if (s.dwords == 2) return uint32_t(std::bit_cast<uint64_t>(d) >> 32);
  return std::bit_cast<uint32_t>(float(d));
}

// GFX12.5's lit(x)/lit64(x) on a 64-bit source: a 64-bit literal in every form. lit() keeps an integer's low dword
// (a double's high half); lit64() the whole value, which a VOP3 form takes only up to 32 bits (a double: its high
// half, LLVM's warning when that drops bits).
bool ValuParser::forcedLiteral64(const OperandSpec& s, const ExprValue& v, bool lit64, Source& src, int index) {
  const bool fp = v.kind == ExprValue::Kind::Float;
  if (fp && s.type != ValType::F64) return c.fail(src.valueCol ? src.valueCol : src.col, kInvalidOperand);
  uint64_t value = fp ? std::bit_cast<uint64_t>(v.fp) : uint64_t(v.value);
  if (!lit64) value = fp ? value >> 32 : uint32_t(value);
  src.code = opnd::kLiteral;
  src.wide64 = src.wide64Forced = true;
  src.literal64 = value;
  src.literalForced = true;
  src.narrowFallback = lit64 && fp;  // (VOP3: lit64 of the double with its low half cleared)
  src.literal = uint32_t(value >> 32);
  if (index >= 0) c.out.overrideText[index] = forcedLiteralText(lit64 ? ForcedLiteral::Lit64 : ForcedLiteral::Lit, value, src.neg, src.abs);
  return true;
}

// (the class mask of GFX11+, codec/valu_rules.h classMaskHalf: read as its f16 operand; -17 is 0xffef)
static bool classHalfMask(const OpInfo& info, const OperandSpec& s, Gen g) {
  return s.type != ValType::F16 && classMaskHalf(info, s, g);
}
static OperandSpec asHalf(OperandSpec s) {
  s.type = ValType::F16;
  return s;
}
static OperandSpec asB16(OperandSpec s) {
  s.type = ValType::B16;
  return s;
}

bool ValuParser::encodeInt(const OperandSpec& s, int64_t v, Source& src) {
  if (packedPairSource(info, s)) return encodeInt(asPackedPairConstant(info, s), v, src);
  if (integersAsB16(info, s)) return encodeInt(asB16(s), v, src);  // (v_cndmask_b16)
  if (halfConstantSource(info, s, g)) {
    if (v < -32768 || v > 0xffff) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    return encodeInt(asHalf(s), v, src);
  }
  if (halfOf32Source(info, s, g) && (v < -32768 || v > 0xffff)) halfOf32Mismatch = true;  // (refused after the match)
  if (literalOnlyHalfSource(info, s)) {  // (the number as written, in a literal dword)
    if (v < INT32_MIN || v > int64_t(UINT32_MAX)) return c.fail(src.col, kInvalidOperand);
    src.code = opnd::kLiteral;
    src.literal = uint32_t(v);
    return true;
  }
  if (classHalfMask(info, s, g)) {
    if (v >= -32768 && v <= 0xffff) return encodeInt(asHalf(s), v, src);
    classMaskOtherGpu = true;  // (encoded below as the 32-bit form's literal, then refused after the match)
  }
  const bool is64 = s.dwords == 2;
  if (bf16Source(info, s.field)) {  // an integer, or a bf16 pattern of 16 bits
    if (is16Bit(s.type)) {  // (v_dot2_bf16_bf16's accumulator: 16 bits, 0x8000..0xffff negative)
      if (v < -32768 || v > 0xffff) return c.fail(src.col, kInvalidOperand);
      if (v >= 0x8000) v -= 0x10000;
    } else if (!is64 && v >= 0x80000000ll && v <= 0xffffffffll) {
      v -= 0x100000000ll;
    }
    if (v < INT32_MIN || v > INT32_MAX) return c.fail(src.col, kInvalidOperand);
    if (is16Bit(s.type) && !inlineIntCode(v)) v &= 0xffff;
    if (auto code = inlineIntCode(v)) src.code = *code;
    else if (auto fcode = v >= 0 && v <= 0xffff ? inlineBf16Code(uint32_t(v), g) : std::nullopt) src.code = *fcode;
    else src.code = opnd::kLiteral, src.literal = uint32_t(v);
    return true;
  }
  if (is16Bit(s.type) && s.type != ValType::PF16 && s.type != ValType::PB16) {
    // A float 16-bit operand reads 0x8000..0xffff as negative (0xffff is the inline -1).
    const int64_t asSigned = s.type == ValType::F16 && v >= 0x8000 && v <= 0xffff ? v - 0x10000 : v;
    if (auto code = inlineIntCode(asSigned)) { src.code = *code; return true; }
    if ((v < -32768 || v > 0xffff) && v >= INT32_MIN && v <= int64_t(UINT32_MAX) && wholeDwordLiteralSource(info, s.field, g)) {
      src.code = opnd::kLiteral;  // (refused as a literal where VOP3 takes none)
      src.literal = uint32_t(v);
      return true;
    }
    if (v < -32768 || v > 0xffff) return c.fail(src.col, kInvalidOperand);
    // A negative integer keeps its sign extension in the literal dword (as llvm-mc writes it).
    const uint32_t bits = v < 0 && s.type == ValType::B16 ? uint32_t(int32_t(v)) : uint32_t(v) & 0xffff;
    if (s.type == ValType::F16)
      if (auto code = inlineHalfCode(bits & 0xffff, g)) { src.code = *code; return true; }
    src.code = opnd::kLiteral;
    src.literal = bits;
    return true;
  }
  if (!is64 && v >= 0x80000000ll && v <= 0xffffffffll) v -= 0x100000000ll;
  // LLVM takes no integer literal under neg or abs on a double source (the modifiers would act on a value the
  // 32-bit forms truncate): only the integer inline constants ("|0x12345|" is an invalid operand, at the value).
  if (is64 && s.type == ValType::F64 && (src.neg || src.abs) && !inlineIntCode(v))
    return c.fail(src.valueCol ? src.valueCol : src.col, kInvalidOperand);
  if (is64 && vectorFeatures(g).literal64 && !inlineIntCode(v) && !inlineFloatCode(uint64_t(v), true, g)) {
    // GFX12.5: an integer operand takes a literal dword for 0..0x7fffffff (zero-extended), a double one for a
    // value of 32 bits (its high half); any other value is a 64-bit literal (a double's pattern with a low half of
    // 0 its high half in a dword)
    const bool narrow = s.type == ValType::F64 ? (v >= INT32_MIN && v <= int64_t(UINT32_MAX)) || uint32_t(v) == 0
                                               : v >= 0 && v <= INT32_MAX;
    if (!narrow) {
      src.code = opnd::kLiteral;
      src.wide64 = true;
      src.literal64 = uint64_t(v);
      return true;
    }
    if (s.type == ValType::F64 && (v < INT32_MIN || v > int64_t(UINT32_MAX))) {
      src.code = opnd::kLiteral;
      src.literal = uint32_t(uint64_t(v) >> 32);
      return true;
    }
  }
  if (s.type == ValType::PF16 && replicatedPackedInlines(info, g) && v >= INT32_MIN && v <= INT32_MAX) {
    if (auto code = pkFmacInlineCode(uint32_t(v), g)) src.code = *code;
    else src.code = opnd::kLiteral, src.literal = uint32_t(v);
    return true;
  }
  if (auto code = inlineIntCode(v)) { src.code = *code; return true; }
  if (s.type == ValType::PF16)
    if (auto code = inlineHalfCode(uint32_t(v), g)) { src.code = *code; return true; }
  if (s.type == ValType::F64 && v >= INT32_MIN && v <= int64_t(UINT32_MAX)) {
    // A 64-bit floating-point literal is the high half of the double.
    const uint64_t d = uint64_t(uint32_t(v)) << 32;
    if (auto code = inlineFloatCode(d, true, g)) { src.code = *code; return true; }
    src.code = opnd::kLiteral;
    src.literal = uint32_t(v);
    return true;
  }
  if (auto code = inlineFloatCode(uint64_t(v), is64, g); code && (is64 || (v >= INT32_MIN && v <= UINT32_MAX))) {
    src.code = *code;
    return true;
  }
  if (v < INT32_MIN || v > int64_t(UINT32_MAX)) return c.fail(src.col, kInvalidOperand);
  src.code = opnd::kLiteral;
  src.literal = uint32_t(v);
  return true;
}

bool ValuParser::encodeFloat(const OperandSpec& s, double d, Source& src) {
  if (packedPairSource(info, s)) return encodeFloat(asPackedPairConstant(info, s), d, src);
  if (integersAsB16(info, s)) return encodeFloat(asB16(s), d, src);  // (v_cndmask_b16: 1.1 the single's bits)
  if (halfConstantSource(info, s, g)) return encodeFloat(asHalf(s), d, src);
  if (literalOnlyHalfSource(info, s)) {  // (the half's pattern, in a literal dword)
    const uint16_t h = halfBits(d);
    if (std::isfinite(d) && (h & 0x7fff) == 0x7c00) return c.fail(src.col, kInvalidOperand);
    src.code = opnd::kLiteral;
    src.literal = h;
    return true;
  }
  if (classHalfMask(info, s, g)) return encodeFloat(asHalf(s), d, src);
  if (bf16Source(info, s.field)) {  // the bf16 of the value: an inline constant by its pattern, or a literal
    const float f = float(d);
    if (std::isfinite(d) && !std::isfinite(f)) return c.fail(src.col, kInvalidOperand);
    const uint16_t b = bf16Bits(f);
    if (std::isfinite(f) && (b & 0x7fff) == 0x7f80) return c.fail(src.col, kInvalidOperand);  // (rounded up to inf)
    // (1/(2*pi) written rounds to 0x3e23, past the constant's pattern 0x3e22: its single is the constant)
    if (auto code = inlineFloatCode(std::bit_cast<uint32_t>(f), false, g)) { src.code = *code; return true; }
    if (auto code = inlineBf16Code(b, g)) { src.code = *code; return true; }
    if (auto code = inlineIntCode(b)) { src.code = *code; return true; }
    src.code = opnd::kLiteral;
    src.literal = b;
    return true;
  }
  // Integer 16-bit operands read a floating-point literal as single precision (llvm-mc keeps all 32 bits).
  if (s.type == ValType::F16 || s.type == ValType::PF16) {
    const uint16_t h = halfBits(d);
    // LLVM takes a rounded value but not one that overflows or underflows the half.
    const bool overflow = std::isfinite(d) && (h & 0x7fff) == 0x7c00;
    const bool underflow = d != 0 && (h & 0x7c00) == 0 && std::ldexp(d, 24) != std::trunc(std::ldexp(d, 24));
    if (overflow || underflow) return c.fail(src.col, kInvalidOperand);
    if (s.type == ValType::PF16 && replicatedPackedInlines(info, g)) {  // (the half in the low 16 bits only)
      if (auto code = pkFmacInlineCode(h, g)) src.code = *code;
      else src.code = opnd::kLiteral, src.literal = h;
      return true;
    }
    if (auto code = inlineHalfCode(h, g)) { src.code = *code; return true; }
    // Half patterns 0..64 (zero and the smallest subnormals) are the integer inline constants.
    if (auto code = inlineIntCode(h)) { src.code = *code; return true; }
    src.code = opnd::kLiteral;
    src.literal = h;
    return true;
  }
  if (s.dwords == 2) {
    const uint64_t bits = std::bit_cast<uint64_t>(d);
    if (auto code = inlineFloatCode(bits, true, g)) { src.code = *code; return true; }
    if (d == 0.0 && !std::signbit(d)) { src.code = opnd::kIntZero; return true; }
    if (s.type != ValType::F64) return c.fail(src.col, kInvalidOperand);
    src.code = opnd::kLiteral;
    src.literal = uint32_t(bits >> 32);
    if (uint32_t(bits) != 0 && vectorFeatures(g).literal64) {  // (exact in a 32-bit form: checkLiterals decides)
      src.wide64 = src.narrowFallback = true;
      src.literal64 = bits;
    } else if (uint32_t(bits) != 0) {
      c.out.warning = Diagnostic{c.mnemonicCol, kInexactDouble, {}};
    }
    return true;
  }
  const float f = float(d);
  if ((std::isfinite(d) && !std::isfinite(f)) || (d != 0 && (f == 0 || std::fpclassify(f) == FP_SUBNORMAL)))
    return c.fail(src.col, kInvalidOperand);
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  if (bits == 0) { src.code = opnd::kIntZero; return true; }
  if (auto code = inlineFloatCode(bits, false, g)) { src.code = *code; return true; }
  src.code = opnd::kLiteral;
  src.literal = bits;
  return true;
}

}  // namespace valu_parsing

}  // namespace gcnkit
