#include "analysis/hazard_rules.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string_view>

#include "analysis/mfma_hazards.h"

namespace gcnkit::analysis {

namespace {

using F = HazardForm;
using H = HazardId;

constexpr std::array<HazardRule, kHazardCount> kRules{{
    {H::VmemSgpr, "hazard-vmem-sgpr", F::WaitStates,
     "a VALU instruction writes an SGPR (or EXEC) that a vector memory instruction then reads", "",
     "GCN3/Vega ISA 4.5 (VALU writes SGPR, VMEM reads that SGPR: 5); LLVM checkVMEMHazards"},
    {H::SmrdSgpr, "hazard-smrd-sgpr", F::WaitStates,
     "a VALU instruction writes an SGPR that a scalar memory instruction then reads", "",
     "Southern Islands ISA (VALU writes SGPR, SMRD reads it: 4); LLVM checkSMRDHazards"},
    {H::SmrdBufferSalu, "hazard-smrd-buffer-salu", F::WaitStates,
     "a SALU instruction writes a buffer constant that s_buffer_load then reads", "",
     "LLVM checkSMRDHazards (Southern Islands: s_mov writing a descriptor, s_buffer_load reading it)"},
    {H::DppVgpr, "hazard-dpp-vgpr", F::WaitStates, "an instruction writes a VGPR that a DPP instruction then reads", "",
     "GCN3/Vega ISA 4.5 (VALU writes VGPR, VALU DPP reads that VGPR: 2); LLVM checkDPPHazards"},
    {H::DppExec, "hazard-dpp-exec", F::WaitStates, "a VALU instruction writes EXEC, then a DPP instruction", "",
     "GCN3/Vega ISA 4.5 (VALU writes EXEC, VALU DPP op: 5; the ALU does not forward EXEC to DPP); LLVM checkDPPHazards"},
    {H::DivFmasVcc, "hazard-div-fmas-vcc", F::WaitStates, "a VALU instruction writes VCC, then v_div_fmas reads it", "",
     "GCN3/Vega ISA 4.5 (VALU writes VCC, V_DIV_FMAS: 4); LLVM checkDivFMasHazards"},
    {H::LaneSelect, "hazard-lane-select", F::WaitStates,
     "a VALU instruction writes an SGPR that v_readlane/v_writelane then use as the lane select", "",
     "GCN3/Vega ISA 4.5 (VALU writes SGPR/VCC, V_{READ,WRITE}LANE using it as lane select: 4); LLVM checkRWLaneHazards"},
    {H::GetregAfterSetreg, "hazard-getreg-after-setreg", F::WaitStates, "s_setreg, then s_getreg of the same register",
     "", "GCN3/Vega ISA 4.5 (S_SETREG, S_GETREG same reg: 2); LLVM checkGetRegHazards"},
    {H::SetregAfterSetreg, "hazard-setreg-after-setreg", F::WaitStates,
     "s_setreg, then s_setreg of the same register", "",
     "GCN3/Vega ISA 4.5 (S_SETREG, S_SETREG same reg: 2); LLVM checkSetRegHazards (1 before GFX8)"},
    {H::RfeAfterSetreg, "hazard-rfe-after-setreg", F::WaitStates, "s_setreg of TRAPSTS, then s_rfe_b64", "",
     "GCN3/Vega ISA 4.5 (S_SETREG TRAPSTS, RFE: 1); LLVM checkRFEHazards"},
    {H::M0SendMsg, "hazard-m0-sendmsg", F::WaitStates,
     "a SALU instruction writes M0, then s_sendmsg, s_ttracedata or a GDS instruction reads it", "",
     "GCN3/Vega ISA 4.5 (SALU writes M0, GDS, S_SENDMSG or S_TTRACE_DATA: 1); LLVM checkReadM0Hazards"},
    {H::M0Lds, "hazard-m0-lds", F::WaitStates,
     "a SALU instruction writes M0, then an instruction reads it as an LDS address or index (LDS-DMA, lds_direct, "
     "add-tid DS, interpolation, s_movrel)", "",
     "Vega ISA 4.5 (SALU writes M0, LDS add-TID, buffer_store_LDS_dword, scratch/global with LDS = 1, VINTERP or "
     "LDS_direct: 1; S_MOVREL: 1); LLVM checkReadM0Hazards"},
    {H::StoreData, "hazard-store-data", F::WaitStates,
     "a vector store of more than 64 bits of data, then a VALU instruction overwrites its data VGPRs", "",
     "GCN3/Vega ISA 4.5 (FLAT/BUFFER stores of 3-4 dwords, 64-bit cmpswap: writing their data VGPRs: 1; not with "
     "an SGPR soffset); LLVM checkVALUHazards (has12DWordStoreHazard)"},
    {H::VmemToScalarWrite, "hazard-vmem-to-scalar-write", F::ClearedBy,
     "a vector memory or DS instruction reads an SGPR (or EXEC), then a scalar instruction writes it",
     "a VALU instruction, s_waitcnt 0 or s_waitcnt_depctr vm_vsrc(0) between them (LLVM inserts "
     "s_waitcnt_depctr 0xffe3)",
     "LLVM fixVMEMtoScalarWriteHazards (FeatureVMEMtoScalarWriteHazard)"},
    {H::SmemToVectorWrite, "hazard-smem-to-vector-write", F::ClearedBy,
     "a scalar memory instruction reads an SGPR, then a VALU instruction writes it",
     "a SALU instruction (not SOPP) or s_waitcnt lgkmcnt(0) between them (LLVM inserts s_mov_b32 null, 0)",
     "LLVM fixSMEMtoVectorWriteHazards (FeatureSMEMtoVectorWriteHazard)"},
    {H::VcmpxExecWar, "hazard-vcmpx-exec-war", F::ClearedBy,
     "a non-VALU instruction reads EXEC, then a VALU instruction writes it",
     "a VALU instruction writing an SGPR, or s_waitcnt_depctr sa_sdst(0), between them (LLVM inserts "
     "s_waitcnt_depctr 0xfffe)",
     "LLVM fixVcmpxExecWARHazard (FeatureVcmpxExecWARHazard)"},
    {H::VcmpxPermlane, "hazard-vcmpx-permlane", F::ClearedBy, "v_cmpx writes EXEC, then v_permlane16/v_permlanex16",
     "a VALU instruction other than v_nop between them (LLVM inserts v_mov_b32 of the permlane's source to itself)",
     "LLVM fixVcmpxPermlaneHazards (FeatureVcmpxPermlaneHazard)"},
    {H::LdsBranchVmem, "hazard-lds-branch-vmem", F::ClearedBy,
     "a DS instruction, a branch, then a vector memory instruction (or a vector memory instruction, a branch, then "
     "DS)",
     "s_waitcnt_vscnt null, 0 between them, or an instruction of the same kind as the second after the branch",
     "LLVM fixLdsBranchVmemWARHazard (FeatureLdsBranchVmemWARHazard)"},
    {H::FpAtomicDenorm, "hazard-fp-atomic-denorm", F::WaitStates,
     "a floating-point vector memory atomic, then s_denorm_mode", "(a VALU instruction or a wait in between clears it)",
     "LLVM checkFPAtomicToDenormModeHazard (GFX10)"},
    {H::TransForwarding, "hazard-trans-forwarding", F::WaitStates,
     "a transcendental VALU instruction writes a VGPR that a non-transcendental VALU instruction then reads", "",
     "LLVM checkVALUHazards (hasTransForwardingHazard, gfx940)"},
    {H::ValuSgprRead, "hazard-valu-sgpr-read", F::WaitStates,
     "a VALU instruction writes an SGPR (or VCC) that a VALU instruction then reads", "",
     "LLVM checkVALUHazards (hasVDecCoExecHazard, gfx940: no interlock for VALU SGPR writes)"},
    {H::ValuExecLane, "hazard-valu-exec-lane", F::WaitStates,
     "a VALU instruction writes EXEC, then v_readlane, v_readfirstlane or v_writelane", "",
     "LLVM checkVALUHazards (hasVDecCoExecHazard, gfx940)"},
    {H::ValuVgprReadlane, "hazard-valu-vgpr-readlane", F::WaitStates,
     "a VALU instruction writes a VGPR that v_readlane/v_readfirstlane then read", "",
     "LLVM checkVALUHazards (hasVDecCoExecHazard, gfx940)"},
    {H::SmemClause, "hazard-smem-clause", F::Clause,
     "with XNACK on, a run of scalar memory instructions in which one writes a register another (or itself) reads",
     "a non-SMEM instruction splitting the run (an instruction may be replayed)",
     "LLVM checkSoftClauseHazards (XNACK replay of SMEM soft clauses)"},
    {H::VmemClause, "hazard-vmem-clause", F::Clause,
     "with XNACK on, a run of vector memory instructions in which one writes a register another reads, or a store "
     "after one that writes",
     "a non-memory instruction splitting the run (an instruction may be replayed)",
     "LLVM checkSoftClauseHazards (XNACK replay of VMEM soft clauses)"},
    {H::NsaToVmem, "hazard-nsa-to-vmem", F::WaitStates,
     "an image instruction in the NSA encoding of 16 bytes or more (6 or more address VGPRs), then a buffer "
     "instruction (MUBUF, MTBUF) whose immediate offset has bit 1 or 2 set",
     "", "LLVM checkNSAtoVMEMHazard (FeatureNSAtoVMEMBug: MIMG-NSA followed by VMEM fails if EXEC_LO or EXEC_HI is 0)"},
    {H::DstSelForwarding, "hazard-dst-sel-forwarding", F::WaitStates,
     "a VALU instruction writes part of a VGPR (SDWA dst_sel other than DWORD, a VOP3 op_sel destination bit, an fp8 "
     "conversion's byte select) that a VALU instruction then reads",
     "", "LLVM checkVALUHazards (hasDstSelForwardingHazard, gfx940: a partial VGPR write is not forwarded)"},
    {H::Shift64HighReg, "hazard-shift64-high-reg", F::Placement,
     "a 64-bit shift (v_lshlrev_b64, v_lshrrev_b64, v_ashrrev_i64) whose shift amount is the last VGPR of an "
     "8-VGPR block (v7, v15, ...) while the routine uses no VGPR after it",
     "the amount in another VGPR (LLVM moves it to one of the destination's)",
     "LLVM fixShift64HighRegBug (FeatureShift64HighRegBug, gfx90a)"},
    {H::MfmaResultRead, "hazard-mfma-result-read", F::MatrixWaitStates,
     "a matrix instruction (MFMA, SMFMAC) writes its result D; a VALU, vector memory or DS instruction then reads it "
     "(gfx908: v_accvgpr_read of an AGPR of D)",
     "", "LLVM checkMAIHazards908 / checkMAIVALUHazards (the wait states follow the instruction's pass count)"},
    {H::MfmaResultWrite, "hazard-mfma-result-write", F::MatrixWaitStates,
     "a matrix instruction writes its result D; a VALU instruction then writes a register of D (gfx908: "
     "v_accvgpr_write)",
     "", "LLVM checkMAIHazards908 / checkMAIVALUHazards"},
    {H::MfmaResultSrcC, "hazard-mfma-result-srcc", F::MatrixWaitStates,
     "a matrix instruction writes D; a matrix instruction then reads registers of D as its accumulator C (exactly D, "
     "or overlapping it)",
     "", "LLVM checkMAIHazards908 / checkMAIHazards90A (MFMA writes, MFMA reads SrcC)"},
    {H::MfmaResultSrcAB, "hazard-mfma-result-srcab", F::MatrixWaitStates,
     "a matrix instruction writes D; a matrix instruction then reads registers of D as A or B",
     "", "LLVM checkMAIHazards90A (MFMA writes, MFMA reads SrcA/B)"},
    {H::MfmaSourceWrite, "hazard-mfma-source-write", F::MatrixWaitStates,
     "a VALU instruction writes a register; a matrix instruction then reads it as A, B or its accumulator C (gfx908: "
     "v_accvgpr_write of an AGPR of C)",
     "", "LLVM checkMAIHazards908 / checkMAIHazards90A (VALU writes VGPR, MFMA reads it)"},
    {H::MfmaSrcCWar, "hazard-mfma-srcc-war", F::MatrixWaitStates,
     "a matrix instruction reads its accumulator C; a VALU instruction then writes a register of C",
     "", "LLVM checkMAIVALUHazards (MFMA reads SrcC, VALU writes it: WAR)"},
    {H::ValuTransUse, "hazard-valu-trans-use", F::ClearedBy,
     "a transcendental VALU instruction writes a VGPR that a VALU instruction reads with at most 5 VALU "
     "instructions (1 of them transcendental) between",
     "s_waitcnt_depctr depctr_va_vdst(0), a vector memory, DS or export instruction, or more VALU instructions "
     "between",
     "LLVM fixVALUTransUseHazard (GFX11: transcendental results are not forwarded)"},
    {H::WmmaSrcAB, "hazard-wmma-srcab", F::ClearedBy,
     "a WMMA instruction writes D; the next VALU instruction is a WMMA that reads registers of D as A or B",
     "another VALU instruction between them (LLVM inserts v_nop)", "LLVM fixWMMAHazards (GFX11)"},
    {H::ValuMaskWrite, "hazard-valu-mask-write", F::ClearedBy,
     "in wave64, a VALU instruction reads an SGPR (pair) as its lane mask (v_cndmask, a carry-in, v_div_fmas' VCC), "
     "then a SALU instruction writes it: a later SALU read of it may see the old value",
     "s_waitcnt_depctr depctr_sa_sdst(0) after the write, before the SGPR is read (LLVM inserts it right after the "
     "write, or after the last of several writes); a VALU instruction reading another SGPR or a literal between the "
     "two ends the hazard",
     "LLVM fixVALUMaskWriteHazard (GFX11, wave64)"},
    {H::ValuPartialForwarding, "hazard-valu-partial-forwarding", F::ClearedBy,
     "in wave64, a VALU instruction reads two VGPRs: one a VALU instruction wrote before a SALU write of EXEC, the "
     "other one written after it, with at most 2 VALU instructions around the EXEC write and 4 after the second",
     "s_waitcnt_depctr depctr_va_vdst(0), a vector memory, DS or export instruction, or more VALU instructions "
     "between", "LLVM fixVALUPartialForwardingHazard (GFX11, wave64)"},
    {H::DotWriteRead, "hazard-dot-write-read", F::WaitStates,
     "a dot product (v_dot*) writes a VGPR that another VALU, vector memory or DS instruction then reads (or the same "
     "dot operation reads as A or B)",
     "", "LLVM checkMAIVALUHazards (gfx90a+: DotWriteDifferentVALURead, DotWriteSameDotReadSrcAB)"},
    {H::DotAccumulate, "hazard-dot-accumulate", F::WaitStates,
     "a dot product writes a VGPR that the same dot operation then reads as its accumulator (src2)",
     "", "LLVM checkMAIVALUHazards (gfx940: the same DOT reading its result as SrcC)"},
    {H::SgprReadAfterWrite, "hazard-sgpr-read-after-write", F::ClearedBy,
     "a SALU instruction writes an SGPR (or VCC) that a SALU or VALU instruction then reads, or a VALU instruction "
     "writes one that a VALU instruction then reads, however far apart",
     "s_wait_alu depctr_sa_sdst(0) after a SALU write, depctr_va_sdst(0) after a VALU write (depctr_va_vcc(0) for "
     "VCC) between them, a scalar memory or buffer/image instruction between them, or (a VALU write) a SALU "
     "instruction reading an SGPR between them; before a call or return, the same waits for every write still "
     "pending (LLVM inserts the wait right before the read)",
     "LLVM AMDGPUWaitSGPRHazards (GFX12; llc 19 predates it and inserts none)"},
    {H::LdsDirectValu, "hazard-lds-direct-valu", F::ClearedBy,
     "an LDS parameter or direct load (lds_param_load, ds_direct_load, ...) writes a VGPR that a VALU instruction "
     "before it reads or writes, with fewer VALU instructions between them than its wait_vdst (wait_va_vdst) "
     "field says, or any if a transcendental one is among them",
     "a wait_vdst of at most the VALU instructions between (0 with a transcendental among them), 15 VALU "
     "instructions, or a vector memory, DS or export instruction between them (LLVM sets the field)",
     "LLVM fixLdsDirectVALUHazard (GFX11, GFX12)"},
    {H::LdsDirectVmem, "hazard-lds-direct-vmem", F::ClearedBy,
     "an LDS parameter or direct load writes a VGPR that a vector memory or DS instruction before it reads or writes",
     "a VALU or export instruction between them, s_waitcnt 0, s_waitcnt_depctr (s_wait_alu) depctr_vm_vsrc(0), or "
     "(GFX12) the load's own wait_vm_vsrc:0 or an LDS direct load with wait_vm_vsrc:0 between them",
     "LLVM fixLdsDirectVMEMHazard (GFX11, GFX12)"},
}};

struct Row {
  HazardId id;
  std::string_view processor;
  uint8_t waits;
};

constexpr Row kRows[] = {
#define GCN_HAZARD(rule, processor, waits) {HazardId::rule, processor, waits},
#include "analysis/hazard_rows.def"
#undef GCN_HAZARD
};

}  // namespace

std::span<const HazardRule> hazardRules() { return kRules; }

const HazardRule& hazardRule(HazardId id) { return kRules[size_t(id)]; }

unsigned hazardWaitStates(HazardId id, const Processor& p) {
  using M = MfmaHazard;
  auto most = [&p](std::initializer_list<M> kinds) {
    unsigned w = 0;
    for (M k : kinds) w = std::max(w, mfmaHazardMaxWaitStates(k, p));
    return w;
  };
  switch (id) {
    case HazardId::MfmaResultRead: return most({M::ResultValuRead, M::ResultMemRead});
    case HazardId::MfmaResultWrite: return most({M::ResultValuWrite});
    case HazardId::MfmaResultSrcC: return most({M::ResultSrcCSame, M::ResultSrcCOverlap});
    case HazardId::MfmaResultSrcAB: return most({M::ResultSrcAB});
    case HazardId::MfmaSourceWrite: return most({M::ValuWriteSrcAB, M::ValuWriteSrcC, M::DotWriteSrcAB, M::DotWriteSrcC});
    case HazardId::MfmaSrcCWar: return most({M::SrcCWar});
    default: break;
  }
  for (const Row& r : kRows)
    if (r.id == id && r.processor == p.name) return r.waits;
  return 0;
}

}  // namespace gcnkit::analysis
