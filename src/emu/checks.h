// The checks unit: what the emulator reports about a kernel (CheckKind) and the fault that stops a launch,
// with the instruction's position and text; the per-instruction checks made before any unit runs it
// (pending SMEM results, uninitialized SGPRs, SMEM invalidate groups). Internal to src/emu.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "codec/smem_rules.h"
#include "emu/unit.h"

namespace gcnkit::emu {

class Checks : public Unit {
 public:
  explicit Checks(LaunchContext& cx) : Unit(cx) {}
  // A report of kind `k` at instruction `index` (counted once per instruction and kind in a workgroup).
  void report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0);
  // Stops the workgroup with a fault (the first one stays); returns false.
  bool fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0, int lane = -1);
  // The checks before instruction `index` runs (checks on); false when one stopped the wave. Inline: it runs
  // before every instruction, and most need none of the work.
  bool before(Wave& w, const DInst& d, uint32_t index) {
    if ((w.pendingMask.any() || w.unsureMask.any()) && !checkPending(w, index)) return false;
    if (cfg_.initializedSgprs >= 0 && !checkInitialized(w, index)) return false;
    // SMEM groups (runs of consecutive SMEM instructions) and clauses: an invalidate must be alone in its group
    // and not inside an s_clause (RDNA document).
    if (d.unit == UnitKind::ScalarMemory) {
      const bool invalidate = prog_.scalar[d.slot].invalidate;
      if (invalidate ? w.prevSmem || w.clauseLeft : w.groupHasInv) reportInvalidateGroup(w, invalidate, index);
      w.groupHasInv = (w.prevSmem && w.groupHasInv) || invalidate;
      w.prevSmem = true;
    } else {
      w.prevSmem = w.groupHasInv = false;
    }
    if (w.clauseLeft) --w.clauseLeft;
    if (d.op == Op::s_clause) {
      w.clauseLeft = clauseLength(prog_.scalar[d.slot].imm);
      if (auto why = clauseLengthRule(prog_.scalar[d.slot].imm)) report(CheckKind::InvalidateGroup, w, index, *why);
    }
    return !failed();
  }
  // A workgroup starts: its reports start afresh.
  void beginWorkgroup() {
    reportIndex_.clear();
    reportInst_.clear();
  }
  std::vector<uint32_t> takeReportInstructions() { return std::move(reportInst_); }

 private:
  bool checkPending(Wave& w, uint32_t index);
  bool checkInitialized(Wave& w, uint32_t index);
  void reportInvalidateGroup(const Wave& w, bool invalidate, uint32_t index);
  std::map<std::pair<uint32_t, uint8_t>, size_t> reportIndex_;  // (instruction, kind) -> report, per workgroup
  std::vector<uint32_t> reportInst_;                            // instruction index of each report
};

}  // namespace gcnkit::emu
