// VOPD (GFX11+: v_dual_X ... :: v_dual_Y ...): the rules llvm-mc 22 applies to the two components of one word,
// shared by the parser (its messages) and the disassembler (a word breaking one prints text llvm-mc cannot
// assemble back, so it is no instruction).
#pragma once
#include <cstdint>
#include <optional>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// GFX12.5's VOPD3 words (Encoding::VOPD3 rows) follow the same rules with three changes: the destinations need not
// differ in parity, every source slot has four banks (a VGPR pair covers two), and cndmask names its lane mask.
// From GFX12.5 both components may read one VGPR in the same slot, and their results must not overlap.
enum class VopdRule : uint8_t {
  None,
  DstDistinct,  // "dst registers must be distinct": the two results overlap (GFX12.5)
  DstParity,    // "one dst register must be even and the other odd" (VOPD)
  Src0Banks,    // "src0 operands must use different VGPR banks": two VGPR src0s with the same number mod 4
  Src1Banks,    // "src1 operands must use different VGPR banks": the same for the src1 slots (VopdSlots)
  Src2Banks,    // "src2 operands must use different VGPR banks": two src2 VGPRs of one parity (VOPD3: mod 4)
  ConstantBus,  // "invalid operand (violates constant bus restrictions)": more than two scalar values (distinct
                // SGPRs, the shared literal, cndmask's vcc_lo or lane-mask SGPR)
};
// Which fields of a component stand in LLVM's src1 and src2 slots of the bank rules (Field::Count: none):
// v_dual_fmamk_f32 writes its K where src1 stands, so its VGPR (the vsrc1 field) is its src2; v_dual_fmac_f32's
// src2 is its destination (the accumulator); the others have their vsrc1 as src1 and no src2.
struct VopdSlots {
  Field src1 = Field::Count, src2 = Field::Count;
};
VopdSlots vopdSlots(const OpInfo& info);
// The first rule the word breaks (llvm-mc's order: destinations, src0, src1, src2, then the scalar values) given both
// components' rows, on generation `g`.
VopdRule vopdRuleBroken(const Instruction& inst, const OpInfo& x, const OpInfo& y, Gen g);
// Where the constant bus overflows: the scalar operand (its field, and whether it is the Y component's) that is the
// third distinct scalar value, in operand order (X src0, X src2, Y src0, Y src2). Field::Count when none does.
struct VopdOperand {
  Field field = Field::Count;
  bool y = false;
};
VopdOperand vopdBusOverflow(const Instruction& inst, const OpInfo& x, const OpInfo& y);
const char* vopdRuleMessage(VopdRule r);
// Whether the word's fields a component has no operand for hold what llvm-mc writes there (0; VDSTY's implied bit).
bool vopdUnusedFieldsClear(const Instruction& inst, const OpInfo& x, const OpInfo& y);
// Whether llvm-mc 22 reads the text of this VOPD word as a VOPD3 word: its X component is one llvm-mc tries as VOPD3
// first (kVopd3FirstAsX: gfx1250's v_dual_dot2acc_f32_bf16), the Y component has a VOPD3 row that reads the same
// operands, no literal is written, and the VOPD3 word keeps its rules. Such a word has no text of its own.
bool vopdTextReadsAsVopd3(const Instruction& inst, const OpInfo& x, const OpInfo& y, Gen g);

}  // namespace gcnkit
