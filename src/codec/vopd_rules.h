// VOPD (GFX11+: v_dual_X ... :: v_dual_Y ...): the rules llvm-mc 22 applies to the two components of one word,
// shared by the parser (its messages) and the disassembler (a word breaking one prints text llvm-mc cannot
// assemble back, so it is no instruction).
#pragma once
#include <cstdint>
#include <optional>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

enum class VopdRule : uint8_t {
  None,
  Src0Banks,    // "src0 operands must use different VGPR banks": two VGPR src0s with the same number mod 4
  Src1Banks,    // "src1 operands must use different VGPR banks": the same for vsrc1
  DstParity,    // "one dst register must be even and the other odd"
  ConstantBus,  // "invalid operand (violates constant bus restrictions)": more than two scalar values (distinct
                // SGPRs, the shared literal, cndmask's vcc_lo)
};
// The first rule the word breaks (llvm-mc's order) given both components' rows.
VopdRule vopdRuleBroken(const Instruction& inst, const OpInfo& x, const OpInfo& y);
const char* vopdRuleMessage(VopdRule r);
// Whether the word's fields a component has no operand for hold what llvm-mc writes there (0; VDSTY's implied bit).
bool vopdUnusedFieldsClear(const Instruction& inst, const OpInfo& x, const OpInfo& y);

}  // namespace gcnkit
