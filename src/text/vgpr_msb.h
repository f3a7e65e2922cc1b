// GFX12.5's VGPR MSB mode as llvm-objdump 22 shows it. `s_set_vgpr_msb N` gives the high bits of the VGPR numbers
// the following instructions name (v256-v1023 in an 8-bit field): two bits per operand slot, src0 in bits 1:0,
// src1 3:2, src2 5:4 and the destination 7:6 (bits 15:8 say which mode it replaces and change nothing here). The
// words keep their 8-bit numbers, so the text of each instruction is unchanged and assembles to the same bytes;
// llvm-objdump 22 follows the mode through a symbol's instructions and writes each VGPR's full number after it as
// a comment (`v128 /*v384*/`, `v[2:3] /*v[258:259]*/`). llvm-mc 22 -disassemble writes no such comment.
#pragma once
#include <cstdint>
#include <string_view>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"

namespace gcnkit {

// The mode after an instruction (null: a word that is no instruction) under `mode`, as llvm-objdump 22 follows it:
// s_set_vgpr_msb sets it; every instruction after which straight-line code ends (a branch, s_set_pc_i64,
// s_add_pc_i64, s_endpgm, s_endpgm_saved, s_code_end) and every word that is no instruction clear it; a call or a
// trap leaves it. A listing starts each symbol at 0.
uint8_t vgprMsbModeAfter(uint8_t mode, const Instruction* inst);

// Appends `printed` (the instruction's text) to `out` with ` /*vN*/` after each VGPR operand whose slot has high
// bits in `mode`. Each VGPR of the text is matched, in order, to the instruction's VGPR operands (VOPD: the X
// component's, then the Y one's) by its number; false (and `printed` appended unchanged) when the text names a
// VGPR no operand accounts for.
bool appendWithVgprMsbs(TextBuf& out, std::string_view printed, const Instruction& inst, const Target& t, uint8_t mode);

}  // namespace gcnkit
