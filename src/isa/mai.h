// MAI (matrix) instructions of gfx908+: the facts of src/isa/mai_ops.def (generated from llvm-mc 22 by
// tools/oracle/make_mai_def.py) beyond the OpInfo row: operand widths, which operands are accumulation
// registers (AGPRs), and the spellings llvm-mc accepts for them on some processors.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "isa/ops.h"

namespace gcnkit {

enum MaiFlag : uint16_t {
  kMaiMfma = 1u << 0,    // v_mfma_*: D, A, B, C with cbsz/abid/blgp
  kMaiSparse = 1u << 1,  // v_smfmac_*: D (also the accumulator), A, B, the index VGPR
  kMaiRead = 1u << 2,    // v_accvgpr_read_b32 vD, aN
  kMaiWrite = 1u << 3,   // v_accvgpr_write_b32 aD, VGPR / inline constant / SGPR (gfx90a+)
  kMaiMov = 1u << 4,     // v_accvgpr_mov_b32 aD, aN (VOP1)
  kMaiNeg = 1u << 5,     // neg:[a,b,c] in the blgp bits (f64 forms on gfx940+)
  kMaiF8f6f4 = 1u << 6,  // gfx950 v_mfma_*_f8f6f4: A/B formats (and widths) from cbsz/blgp (maiFormatDwords)
  kMaiScale = 1u << 7,   // v_mfma_scale_*: a v_mfma_ld_scale_b32 word, then the f8f6f4 MFMA word with abid 1
  kMaiLdScale = 1u << 8, // v_mfma_ld_scale_b32 alone: src0, src1 with op_sel/op_sel_hi (no D)
};

struct MaiInfo {
  uint16_t flags = 0;
  uint8_t d = 0, a = 0, b = 0, c = 0;  // dwords of D, A, B, C (C: the index VGPR of v_smfmac_*)
  bool f64 = false;                    // 64-bit C constants (v_mfma_f64_*)
};

// The MAI facts of a row (nullptr: not a MAI row).
const MaiInfo* maiInfo(Op op);
// Registers per lane of an f8f6f4 A (cbsz) or B (blgp) operand of format code `fmt` as llvm-mc 22 takes
// them: 0/1 fp8/bf8 8, 2/3 fp6/bf6 6, 4 fp4 4; the codes 5..7 (no format) 8.
int maiFormatDwords(uint32_t fmt);
// The scale form (v_mfma_scale_*) of an f8f6f4 row and back (nullopt: none).
std::optional<Op> maiScaleForm(Op op);
std::optional<Op> maiUnscaledForm(Op op);
// The row llvm-mc assembles a MAI mnemonic as on a target that lacks the mnemonic's own row (gfx940 renames).
std::optional<Op> maiAlias(Op op, const Target& t);
// The rows llvm-mc knows by the same mnemonic on other processors (the other side of maiAlias), at most 4.
int maiPartners(Op op, Op (&out)[4]);
// The field holding a memory instruction's acc bit (gfx90a+: AGPR data; MUBUF/MTBUF/MIMG: the tfe bit, DS:
// bit 25, FLAT: the nv bit), or nullopt for an encoding that has none.
std::optional<Field> accDataBit(Encoding e);
// Other spellings of MAI mnemonics (v_accvgpr_write for v_accvgpr_write_b32).
std::optional<Op> maiSpelling(std::string_view name);

}  // namespace gcnkit
