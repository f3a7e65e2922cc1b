// GFX11's WMMA instructions (v_wmma_*: a wave's 16x16x16 matrix multiply-accumulate, VOP3P words) as text: the
// parser (wmma_parser.cpp) and the printer (wmma_printer.cpp).
#pragma once
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "text/optional_operands.h"
#include "text/parse_context.h"
#include "text/printer.h"
#include "text/vector_parsers.h"

namespace gcnkit {

// What a WMMA row's name says: the result type decides its modifiers (f16/bf16 results take op_sel and
// op_sel_hi, integer ones clamp).
enum class WmmaResult : uint8_t { F32, Half, Int };
WmmaResult wmmaResult(const OpInfo& info);
// D's and C's VGPRs on the target: the row's (wave32) width, halved in wave64.
int wmmaAccumulatorDwords(const OpInfo& info, bool wave32);

// GFX12's and GFX12.5's rows (wmma_ops.def's GFX12 or GFX12.5 column): narrower A and B (halved in wave64 too) and
// 16-bit D, v_swmmac_*'s index VGPR(s) in C's place, and the optional operands the row's facts name.
bool wmmaGfx12(const OpInfo& info);
bool wmmaSparse(const OpInfo& info);  // v_swmmac_*: D accumulates, src2 is the index VGPR
struct WmmaShape {
  int d, a, b, c;  // VGPRs of D, A, B, C (v_swmmac_*: the index; GFX12.5's bf16f32 rows: C wider than D)
};
WmmaShape wmmaShape(const OpInfo& info, bool wave32);
// llvm-mc 22's optional operands of a GFX12 row: the bits of [A,B,C] neg_lo / neg_hi take (-1: no such operand),
// clamp, the largest index_key (-1: none), GFX12.5's matrix_a_reuse / matrix_b_reuse (OPSEL's and OPSEL_HI's bit 2)
// and the op_sel_hi a word has when its text does not say (GFX12: 7; GFX12.5's rows: their own).
struct WmmaModifiers {
  int negLo = -1, negHi = -1;
  bool clamp = false;
  int indexKey = -1;
  bool aReuse = false, bReuse = false;
  int opselHi = 7;
  // GFX12.5's v_wmma_f32_16x16x128_f8f6f4: matrix_a_fmt (OPSEL) and matrix_b_fmt (OPSEL_HI) name A's and B's
  // element formats, which decide their widths (wmmaFormatDwords).
  bool matrixFmt = false;
  // GFX12.5's scaled rows (v_wmma_scale*, two words: codec/wmma_scale.h): the bits of each of their two scale sources
  // (32, or 64 for scale16), read after C with matrix_a_scale, matrix_b_scale, matrix_a_scale_fmt,
  // matrix_b_scale_fmt; 0 for the others. The ld_scale rows alone (v_wmma_ld_scale*_paired): their sources' bits.
  int scale = 0;
  int ldScale = 0;
};
// A matrix_a_fmt/matrix_b_fmt value's name (MATRIX_FMT_FP8, BF8, FP6, BF6, FP4: 0-4) and the VGPRs of its operand
// (16, 16, 12, 12, 8); -1 / empty beyond.
inline constexpr int kWmmaFormats = 5;
std::string_view wmmaFormatName(uint32_t fmt);
int wmmaFormatDwords(uint32_t fmt);
WmmaModifiers wmmaModifiers(Op op, bool wave32);
// How a GFX12 row reads C's constant: a 16-bit D's as f16 or bf16, the others' as 32-bit values.
enum class WmmaConstant : uint8_t { B32, F16, Bf16 };
WmmaConstant wmmaConstant(const OpInfo& info);

// A matrix_a_scale/matrix_b_scale value's name (MATRIX_SCALE_ROW0, ROW1) and a matrix_a_scale_fmt/matrix_b_scale_fmt
// value's (MATRIX_SCALE_FMT_E8, E5M3, E4M3); empty beyond.
inline constexpr int kWmmaScaleRows = 2, kWmmaScaleFormats = 3;
std::string_view wmmaScaleRowName(uint32_t v);
std::string_view wmmaScaleFormatName(uint32_t v);

// One operand as read: a register, or C's inline constant (its code where C is read as 64-bit, or as 32-bit), or null.
struct WmmaOperand {
  int col = 0;
  bool isReg = false;
  uint16_t code = 0;  // register code (VGPRs 256 + n)
  int dwords = 0;
  bool misaligned = false;  // C: an odd VGPR tuple on GFX12.5 (LLVM's validator refuses it after the match)
  std::optional<uint16_t> code64, code32, code16, codeBf16;  // (and as an f16 or bf16 value: GFX12's 16-bit C)
};
bool readWmmaOperand(Ctx& c, int index, WmmaOperand& o);
// D, A, B, C (and a scaled row's two scale sources: as many as `ops` holds), the first of them operand `firstIndex`
// (4: an ld_scale row's scale sources alone); `extraCol`: where an operand more after a comma stands (the match fails
// there), or 0.
bool readWmmaOperands(Ctx& c, std::span<WmmaOperand> ops, int& extraCol, int firstIndex = 0);
// A scale source of `bits` (32 or 64): a VGPR or SGPR (pair), or an inline constant; no literal.
bool wmmaScaleSourceFits(const WmmaOperand& o, int bits);
// A fitting scale source's code: the register's, or the inline constant of its width.
uint16_t wmmaScaleSourceCode(const WmmaOperand& o, int bits);
// After the match: a scale source of src_lds_direct is "lds_direct is not supported on this GPU". (llvm-mc 22 takes it
// in a scaled row's word unchecked, as code 254, which is a 64-bit literal's on GFX12.5: its own disassembler reads
// other bytes. gcnkit refuses it there too.)
bool refuseLdsDirectScale(Ctx& c, std::span<const WmmaOperand> sources);
// The scale sources' optional operands in llvm-mc 22's order: matrix_a_scale, matrix_b_scale, matrix_a_scale_fmt,
// matrix_b_scale_fmt (their count; the reuse hints follow them, among the row's own).
size_t wmmaScaleSpecs(std::span<OptionalSpec> out);
// A scale source (a register or an inline constant of `bits`); false for a literal or a code with no text.
bool appendWmmaScaleSource(TextBuf& out, const Instruction& inst, uint16_t code, int bits, const Target& t);
// " matrix_a_scale:... matrix_b_scale:... matrix_a_scale_fmt:... matrix_b_scale_fmt:... matrix_a_reuse
// matrix_b_reuse", those set in an ld_scale word's OPSEL, OPSEL_HI, NEG and NEG_HI (codec/wmma_scale.h); false when a
// bit or value has no text.
bool appendWmmaScaleModifiers(TextBuf& out, uint32_t opsel, uint32_t opselHi, uint32_t neg, uint32_t negHi);
// v_wmma_ld_scale_paired_b32 / v_wmma_ld_scale16_paired_b64 alone: two scale sources of `bits`, then the scale
// modifiers and the reuse hints.
bool parseWmmaLdScale(Ctx& c, int bits);
bool appendWmmaLdScale(TextBuf& out, const Instruction& inst, const OpInfo& info, int bits, const Target& t);
// " name:[b0,b1,b2]" (neg_lo, neg_hi, op_sel, op_sel_hi).
void appendWmmaBits(TextBuf& out, std::string_view name, uint32_t bits);

bool parseWmma(Ctx& c, ForcedForm forced);
bool parseWmma12(Ctx& c);
bool appendWmma12(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);
// Whether a GFX12/GFX12.5 WMMA word's modifier fields have its row's text (llvm-mc 22 decodes the word then, printing
// misplaced registers lossily; it refuses the others).
bool wmmaWordModifiersValid(const Instruction& inst, const Target& t);
bool appendWmma(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);

}  // namespace gcnkit
