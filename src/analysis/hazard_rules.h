// The wait-state hazards the hardware does not interlock: each rule is a pair of instructions (the first writes or
// reads something the second depends on) that must be a number of wait states apart, or separated by an instruction
// that clears the hazard. Which processors have a rule and how many wait states it needs is data
// (analysis/hazard_rows.def, generated from LLVM's hazard recognizer by tools/oracle/make_hazard_rows.py): a new
// processor is new rows; only a new kind of pair is new code (analysis/hazards.cpp).
#pragma once
#include <cstdint>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnkit::analysis {

enum class HazardId : uint8_t {
  VmemSgpr, SmrdSgpr, SmrdBufferSalu, DppVgpr, DppExec, DivFmasVcc, LaneSelect, GetregAfterSetreg,
  SetregAfterSetreg, RfeAfterSetreg, M0SendMsg, M0Lds, StoreData, VmemToScalarWrite, SmemToVectorWrite,
  VcmpxExecWar, VcmpxPermlane, LdsBranchVmem, FpAtomicDenorm, TransForwarding, ValuSgprRead, ValuExecLane,
  ValuVgprReadlane, SmemClause, VmemClause, NsaToVmem, DstSelForwarding, Shift64HighReg, MfmaResultRead,
  MfmaResultWrite, MfmaResultSrcC, MfmaResultSrcAB, MfmaSourceWrite, MfmaSrcCWar, ValuTransUse, WmmaSrcAB,
  ValuMaskWrite, ValuPartialForwarding, DotWriteRead, DotAccumulate, SgprReadAfterWrite, LdsDirectValu,
  LdsDirectVmem, Count
};
inline constexpr int kHazardCount = int(HazardId::Count);

// How the second instruction is protected: a distance in wait states, or an instruction between the two that
// clears the hazard (the rule's fix), or (soft clauses) a break in a run of memory instructions; or (a register
// placement) not at all: one instruction with its operand in a register the hardware mishandles.
// MatrixWaitStates: a distance too, but one per matrix instruction and processor (analysis/mfma_hazards.h).
enum class HazardForm : uint8_t { WaitStates, ClearedBy, Clause, Placement, MatrixWaitStates };

struct HazardRule {
  HazardId id;
  std::string_view name;     // "hazard-vmem-sgpr"
  HazardForm form;
  std::string_view summary;  // what the two instructions are
  std::string_view fix;      // ClearedBy: what clears it (and what LLVM inserts)
  std::string_view source;   // where it is documented
};

std::span<const HazardRule> hazardRules();
const HazardRule& hazardRule(HazardId id);
// The wait states the rule needs on a processor (ClearedBy / Clause rules: 1 where they apply; MatrixWaitStates: the
// most any matrix instruction needs); 0: no such hazard.
unsigned hazardWaitStates(HazardId id, const Processor& p);

}  // namespace gcnkit::analysis
