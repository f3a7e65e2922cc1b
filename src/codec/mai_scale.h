// gfx950's scaled MFMA (v_mfma_scale_f32_*_f8f6f4) as one 16-byte instruction, as llvm-mc 22 reads it: a
// v_mfma_ld_scale_b32 word (the scale sources in SRC0/SRC1, their op_sel in OPSEL[1:0] and op_sel_hi in
// OPSEL_HI[1:0]) followed by the f8f6f4 MFMA word marked abid 1. The Instruction holds the MFMA word's fields
// and the ld_scale word's in the SCALE_* fields; the abid marker is implied by the row.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "codec/instruction.h"

namespace gcnkit {

inline constexpr size_t kScalePairBytes = 16;

// True for a v_mfma_scale_* row.
bool isScalePair(Op op);
// Writes the pair's 16 bytes (ld_scale word, MFMA word).
size_t encodeScalePair(const Instruction& inst, Gen g, uint8_t* out);
// Whether `ldScale` (decoded from the first 8 of `bytes`, no literal) starts a pair: the next 8 bytes hold
// an f8f6f4 MFMA word with abid 1 (llvm-mc 22 merges exactly those; any other word leaves ld_scale alone).
bool startsScalePair(const Instruction& ldScale, std::span<const uint8_t> bytes);
// Whether llvm-mc 22's decoder reads an f8f6f4 MFMA word (alone, or as the pair's second word): not when an
// AGPR tuple passes a255 (A and B counted as 8 registers whatever their format, D and C at their widths; its
// assembler takes `a[252:255] ... cbsz:4` all the same); a pair's ld_scale is then read alone. (VGPR tuples
// past v255 still decode: llvm-mc prints them, lossily.)
bool scalePairDecodes(const Instruction& mfma);
// The pair from its two decoded words: `inst` (the ld_scale word, with `stray` its stray bits) becomes the
// v_mfma_scale_* instruction; `stray` is nonzero when either word has bits the pair's text does not carry
// (the ld_scale word's vdst, src2, neg, clamp, op_sel[2], op_sel_hi[2], and the MFMA word's own strays).
void mergeScalePair(Instruction& inst, uint64_t& stray, const Instruction& mfma, uint64_t mfmaStray);

}  // namespace gcnkit
