// Field checks of decoded vector memory words: which bits the printed text carries back to the assembler.
// Where these checks are complete, the disassembler trusts them instead of parsing its text back
// (tests/text/text_proof_test.cpp holds both verdicts equal over golden and random words).
#pragma once
#include "codec/instruction.h"
#include "isa/cache_policy.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "isa/target.h"

namespace gcnkit {

// The th names a memory row takes: an atomic's, a store's, or a load's (every other row: the cache controls too).
inline AccessKind memoryAccessKind(const OpInfo& info) {
  return (info.flags & kAtomic) ? AccessKind::Atomic : (info.flags & kStore) ? AccessKind::Store : AccessKind::Load;
}
// Whether an atomic returns the old value: glc, or on GFX12 a th with the return bit (TH_ATOMIC_RETURN,
// TH_ATOMIC_NT_RETURN).
inline bool atomicReturns(const Instruction& inst, const OpInfo& info, Gen g) {
  if (!(info.flags & kAtomic)) return false;
  return memoryThScope(info.enc, g) ? (inst[Field::TH] & 1) != 0 : inst[Field::GLC] != 0;
}

// The bits of a buffer offset: 12 before GFX12, whose 24-bit field takes 23-bit unsigned offsets (as its scalar buffer
// loads do; llvm-mc 22 refuses words with the top bit).
inline int bufferOffsetBits(Gen g) {
  const int width = layoutFor(Encoding::MUBUF, g)->find(Field::OFFSET)->width;
  return width == 24 ? 23 : width;
}
// The bits of a buffer soffset field: 8 before GFX12, 7 on GFX12 (SGPR codes only: no inline constant, no src_*).
inline int bufferSoffsetBits(Gen g) { return layoutFor(Encoding::MUBUF, g)->find(Field::SOFFSET)->width; }

// Whether an image word lists its addresses (GFX10/11: its NSA bit; GFX12: every word, each address a field).
inline bool imageAddressList(const Instruction& inst, Gen g) {
  const MemoryFeatures& can = memoryFeatures(g);
  return can.imageAddressFields || (can.mimgDim && inst[Field::NSA]);
}
// Whether a flat row's offset is signed: global's and scratch's, and the flat segment's from GFX12.
inline bool flatOffsetSigned(const OpInfo& info, Gen g) {
  return info.enc != Encoding::FLAT || memoryFeatures(g).flatOffsetSigned;
}

// The VGPRs of a flat row's result: the row's width, halved in wave64 for global_load_tr_* (kTraitWaveData).
inline int flatResultDwords(const OpInfo& info, const OperandSpec& vdst, bool wave32) {
  return (info.traits & kTraitWaveData) && !wave32 ? vdst.dwords / 2 : vdst.dwords;
}

// Whether a GFX12.5 flat word has a VGPR offset its scale_offset bit may scale: scratch's where SVE (held in LDS) says
// the VGPR is used, global's and the flat segment's beside an SGPR base (llvm-mc 22 refuses the bit elsewhere: "not
// supported for this instruction", as on the rows without a VGPR address: the addtid rows, tensor_save).
inline bool scaledVgprOffset(const Instruction& inst, const OpInfo& info) {
  if (info.enc == Encoding::SCRATCH) return inst[Field::LDS] != 0;
  return info.operand(Field::ADDR) && inst[Field::SADDR] != opnd::kNull && inst[Field::SADDR] != 0x7f;
}

// Whether vmemFieldsExpressible decides the instruction's words alone (its encoding and row are covered).
bool vmemChecksComplete(const OpInfo& info);
// False when a field is set that the printed text cannot carry, or the text names a modifier or operand
// value the assembler refuses for this row. Meaningful only where vmemChecksComplete holds and the
// printer accepted the instruction.
bool vmemFieldsExpressible(const Instruction& inst, const OpInfo& info, Gen g, uint64_t features);

// gfx940-insts processors and GFX11+ (LLVM's hasFlatScratchSVSMode) address scratch by a VGPR and an SGPR together:
// a bit says whether the VGPR address is used (SVE: FLAT bit 13, the LDS bit elsewhere, on gfx940; bit 55 on
// GFX11), which the layouts hold in Field::LDS; their global/scratch loads have no LDS-DMA form (gfx940:
// global_load_lds_* and scratch_load_lds_* instead).
inline bool flatScratchSvs(uint64_t features, Gen g) {
  return (features & kFeatGfx940Insts) != 0 || memoryFeatures(g).scratchSve;
}

// Whether the DS row has LLVM's gds operand although no processor with the row has GDS (isa/memory_forms.def):
// llvm-mc reads the word and refuses it as unsupported on the GPU, not as an invalid operand.
bool dsGdsWordWithoutGds(Op op, Gen g);

// Whether the returning atomic has no AGPR-data form on these processors (isa/memory_forms.def: gfx940's
// global_atomic_add_f32 and global_atomic_pk_add_f16; llvm-mc: "operands are not valid for this GPU or mode").
bool accReturnAbsent(Op op, Gen g, uint64_t features);

// The cache-policy bits (GLC, SLC, SCC; gfx940+ spell them sc0, nt, sc1) a row has no bit for on these processors
// (isa/memory_cache_bits.def: gfx90a's fp atomics lack scc, gfx940's buffer_wbl2/buffer_inv nt). llvm-mc takes the
// word there, encodes nothing and refuses words with the bit.
inline constexpr Field kCacheBitFields[] = {Field::GLC, Field::SLC, Field::SCC};
// A mask over kCacheBitFields (bit k: kCacheBitFields[k]).
// `accReturn`: the returning atomic's AGPR-data form (GCN_MEM_ACC_RETURN_NO_CACHE_BIT rows apply too).
uint8_t absentCacheBits(Op op, Gen g, uint64_t features, bool accReturn = false);
// A returning atomic (glc/sc0) whose data is AGPRs (the acc bit, gfx90a-insts processors).
bool accReturnForm(const Instruction& inst, const OpInfo& info, uint64_t features);
inline bool cacheBitAbsent(Op op, Gen g, uint64_t features, Field f) {
  for (int k = 0; k < 3; ++k)
    if (kCacheBitFields[k] == f) return absentCacheBits(op, g, features) >> k & 1;
  return false;
}
// Sets the fields of a mask over kCacheBitFields.
inline void setCacheBits(Instruction& inst, uint8_t mask) {
  for (int k = 0; k < 3; ++k)
    if (mask >> k & 1) inst[kCacheBitFields[k]] = 1;
}

}  // namespace gcnkit
