// GFX12.5's VGPR MSB mode: `s_set_vgpr_msb N` (or a write of MODE[19:12]) gives the high bits of the VGPR numbers the
// following instructions name, v256-v1023 from an 8-bit field. Two bits per operand slot: src0 in bits 1:0, src1 3:2,
// src2 5:4, the destination 7:6 (CDNA5 ISA guide, "Waves with up to 1024 VGPRs"; llvm-objdump 22 annotates the same
// slots, probed one slot at a time: tests/data/gfx1250/msb).
#pragma once
#include <cstdint>

#include "codec/instruction.h"
#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit {

// The slot (0 src0, 1 src1, 2 src2, 3 the destination) whose bits a VGPR in operand field `f` of row `info` takes:
// the VALU sources and destination by name (an fmac's accumulator is its destination), a memory address as src0 and
// its data as src1/src2, a buffer or image word's data (loaded or stored) as the destination; v_fmamk_*'s second
// source takes src2's bits (the guide: "FMAMK uses SRC0 and SRC2 MSBs"). -1 for fields that name no VGPR.
int vgprMsbSlot(const OpInfo& info, Field f);

// Whether operand `s` holding `value` names a VGPR (VGPR-only fields always; a source field when its 9-bit code is
// a VGPR's).
bool namesVgpr(const OperandSpec& s, uint32_t value);

// Adds the mode's high bits to each VGPR operand of `inst` (VOPD and VOPD3: both components, the Y one's in the same
// slots), so that its fields name VGPRs 256 and up: a VGPR-only field's number grows by 256 per step, a 9-bit source
// code likewise. False (and `inst` unchanged) where the mode would move an operand the fields cannot say: an image
// word's further address VGPRs.
bool addVgprMsbs(Instruction& inst, uint8_t mode, const Target& t);

}  // namespace gcnkit
