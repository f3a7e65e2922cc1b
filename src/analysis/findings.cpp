#include "analysis/findings.h"

#include <vector>

#include "analysis/hazard_rules.h"

namespace gcnkit::analysis {

std::string_view severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

namespace {

using S = Severity;

constexpr RuleInfo kBaseRules[] = {
    {"missing-wait", S::Error,
     "an instruction reads or overwrites a register that an outstanding memory operation writes, or overwrites data a "
     "store still reads, on some path",
     "AMD GCN3/Vega/RDNA ISA 4.4 (data dependency resolution, s_waitcnt counters and their return order); the scalar "
     "memory chapter (out-of-order return, LGKM_CNT +1/+2); LLVM SIInsertWaitcnts"},
    {"lds-barrier", S::Error, "a DS instruction (or an LDS-DMA load) is still outstanding at s_barrier",
     "LLVM AMDGPU memory model (a work-group release waits lgkmcnt(0) before s_barrier); LLVM SIInsertWaitcnts"},
    {"lds-missing-barrier", S::Warning,
     "a DS read may read what another lane's DS write wrote, with no s_barrier between them on some path",
     "LLVM AMDGPU memory model (LDS written by one wave is visible to the others of the work-group after a "
     "work-group release and acquire: s_waitcnt lgkmcnt(0), s_barrier)"},
    {"lds-dma-barrier", S::Error, "an LDS-DMA load (global/buffer load to LDS) is still outstanding at s_barrier",
     "LLVM AMDGPU memory model (the LDS written by the DMA is counted by vmcnt; a work-group release waits for it)"},
    {"function-return-wait", S::Error, "a function returns while a memory operation may still write registers",
     "LLVM AMDGPU calling convention (callees return with no outstanding operation; SIInsertWaitcnts)"},
    {"vccz-smem", S::Error, "s_cbranch_vccz/vccnz while scalar memory is outstanding (GFX6/GFX7 read a stale VCCZ)",
     "LLVM SIInsertWaitcnts (hasReadVCCZBug)"},
    {"smem-alignment", S::Error, "SDATA of a 2-dword operation not even, of a wider one not a multiple of 4; SBASE of "
                                 "a buffer form not a multiple of 4",
     "RDNA ISA, scalar memory chapter (SDST/SBASE alignment)"},
    {"smem-negative-offset", S::Error, "a negative scalar memory offset (a memory violation)",
     "RDNA ISA, scalar memory chapter (negative inst_offset: MEMVIOL); GCN 1.4 SMEM (negative total)"},
    {"smem-store-offset", S::Error, "a GFX8 scalar store or atomic with an SGPR offset",
     "GCN 1.2 SMEM instructions (stores take only M0 or an immediate offset)"},
    {"invalidate-group", S::Error, "an invalidate not alone in its SMEM group, or inside an s_clause",
     "RDNA ISA, scalar memory chapter (INV alone in its group, not in a clause)"},
    {"smem-clause", S::Error, "an s_clause that covers fewer than 2 or more than 63 instructions",
     "RDNA ISA, scalar memory chapter (a clause holds 2 to 63 instructions)"},
    {"smem-store-writeback", S::Error,
     "a kernel ends, or a function returns, while a scalar store may not have been written back",
     "LLVM AMDGPU guide, memory model (s_dcache_wb before s_endpgm and before a function return after scalar "
     "writes)"},
    {"register-bounds", S::Error, "an instruction names an SGPR, VGPR or AGPR beyond the descriptor's allocation",
     "LLVM AMDGPU guide, kernel descriptor (GRANULATED_WORKITEM_VGPR_COUNT, GRANULATED_WAVEFRONT_SGPR_COUNT, "
     "ACCUM_OFFSET)"},
    {"uninitialized-sgpr", S::Warning,
     "a kernel reads an SGPR that no enabled user or system SGPR initializes and no instruction wrote, on some path",
     "LLVM AMDGPU guide, initial kernel execution state"},
    {"lds-range", S::Error, "a DS instruction accesses LDS beyond what a work-group of the kernel has, in every lane",
     "LLVM AMDGPU guide, kernel descriptor (GROUP_SEGMENT_FIXED_SIZE); GCN ISA DS (out-of-range LDS accesses)"},
    {"unknown-target", S::Warning,
     "a jump or call through a register whose value is not known: the paths beyond it are not checked", "-"},
    {"invalid-code", S::Error, "execution can reach bytes that are not an instruction (or s_code_end)", "-"},
    {"falls-off-end", S::Error, "execution can run past the end of the code", "-"},
};

std::vector<RuleInfo> allRules() {
  std::vector<RuleInfo> rules(std::begin(kBaseRules), std::end(kBaseRules));
  for (const HazardRule& h : hazardRules()) rules.push_back({h.name, S::Error, h.summary, h.source});
  return rules;
}

}  // namespace

std::span<const RuleInfo> lintRules() {
  static const std::vector<RuleInfo> rules = allRules();
  return rules;
}

const RuleInfo* findRule(std::string_view name) {
  for (const RuleInfo& r : lintRules())
    if (r.name == name) return &r;
  return nullptr;
}

}  // namespace gcnkit::analysis
