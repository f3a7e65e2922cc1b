// GFX12.5's scaled WMMA (v_wmma_scale_* and v_wmma_scale16_*) as one 16-byte instruction, as llvm-mc 22 reads it: a
// v_wmma_ld_scale_paired_b32 (scale16: v_wmma_ld_scale16_paired_b64) word holding the two scale sources and their
// modifiers, followed by the word of the unscaled row (v_wmma_f32_16x16x128_f8f6f4, v_wmma_f32_32x16x128_f4) as it
// is alone. The Instruction holds the WMMA word's fields, and the ld_scale word's in the SCALE_* fields:
//   SCALE_SRC0/SCALE_SRC1    the scale sources (a VGPR, SGPR or inline constant; 64-bit ones for scale16)
//   SCALE_OPSEL              bit 0 matrix_a_scale, bit 2 matrix_a_reuse
//   SCALE_OPSEL_HI           bit 0 matrix_b_scale, bit 2 matrix_b_reuse
//   SCALE_NEG / SCALE_NEG_HI matrix_a_scale_fmt / matrix_b_scale_fmt (0-2)
// The ld_scale word's other fields are fixed: vdst 0, src2 v0 (256), clamp and the other modifier bits clear.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "codec/instruction.h"

namespace gcnkit {

inline constexpr size_t kWmmaScalePairBytes = 16;
inline constexpr uint32_t kWmmaLdScaleSrc2 = 256;  // the ld_scale word's src2 field: v0, always

// A scaled row and the rows of its two words.
struct WmmaScaleRows {
  Op scaled, unscaled, ld;
};
// The rows of a v_wmma_scale* row; none for any other.
std::optional<WmmaScaleRows> wmmaScaleRows(Op scaled);
// The scaled row of an ld_scale word followed by an unscaled row's word; none when the pair has no scaled row.
std::optional<Op> wmmaScaledRow(Op ld, Op unscaled);
// True for v_wmma_ld_scale_paired_b32 and v_wmma_ld_scale16_paired_b64.
bool isWmmaLdScale(Op op);
// Whether an ld_scale word's fixed fields hold their values (vdst 0, src2 v0, clamp, op_sel[1], op_sel_hi[1],
// neg[2], neg_hi[2] clear, and scale formats 0-2): llvm-mc 22 has no text for the word otherwise.
bool wmmaLdScaleFieldsValid(const Instruction& ld);

// Writes the pair's 16 bytes (ld_scale word, WMMA word).
size_t encodeWmmaScalePair(const Instruction& inst, Gen g, uint8_t* out);
// The pair from its two decoded words: `ld` (the ld_scale word, `stray` its stray bits) becomes the scaled row;
// `stray` is nonzero when either word has bits the pair's text does not carry (the ld_scale word's vdst: llvm-mc 22
// decodes the pair and prints no vdst).
void mergeWmmaScalePair(Instruction& ld, uint64_t& stray, const Instruction& wmma, uint64_t wmmaStray);

}  // namespace gcnkit
