// Field checks of decoded vector memory words: which bits the printed text carries back to the assembler.
// Where these checks are complete, the disassembler trusts them instead of parsing its text back
// (tests/text_proof_test.cpp holds both verdicts equal over golden and random words).
#pragma once
#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// Whether vmemFieldsExpressible decides the instruction's words alone (its encoding and row are covered).
bool vmemChecksComplete(const OpInfo& info);
// False when a field is set that the printed text cannot carry, or the text names a modifier or operand
// value the assembler refuses for this row. Meaningful only where vmemChecksComplete holds and the
// printer accepted the instruction.
bool vmemFieldsExpressible(const Instruction& inst, const OpInfo& info, Gen g, uint64_t features);

// gfx940-insts processors (LLVM's hasFlatScratchSVSMode) address scratch by a VGPR and an SGPR together: FLAT bit
// 13, the LDS bit elsewhere, says whether the VGPR address is used (SVE); their global/scratch loads have no
// LDS-DMA form (global_load_lds_* and scratch_load_lds_* instead).
inline bool flatScratchSvs(uint64_t features) { return (features & kFeatGfx940Insts) != 0; }

// Whether the row has no GFX9 scc (sc1) cache bit on these processors (isa/memory_cache_bits.def: gfx90a's fp
// atomics, where llvm-mc takes the word, encodes nothing and refuses words with the bit).
bool sccBitAbsent(Op op, Gen g, uint64_t features);

}  // namespace gcnkit
