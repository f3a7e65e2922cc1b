// The checks unit: reports and faults with the instruction's position and text, and the checks made before an
// instruction runs (pending SMEM results, SGPRs nothing has written, SMEM invalidate groups).
#include "emu/checks.h"

#include <cstdio>
#include <string>

#include "emu/scalar_memory.h"
#include "emu/vmem.h"
#include "emu/vmem_state.h"
#include "isa/memory_features.h"
#include "isa/symbolic.h"

namespace gcnkit::emu {

namespace {

std::string regName(uint16_t code, const Target& t) {
  char buf[40];
  size_t n = registerName(code, 1, t, buf);
  if (n) return std::string(buf, n);
  return "register " + std::to_string(code);
}

std::string_view faultTitle(FaultKind k) {
  switch (k) {
    case FaultKind::None: return "no fault";
    case FaultKind::MemoryViolation: return "memory violation";
    case FaultKind::Trap: return "trap";
    case FaultKind::InstructionLimit: return "instruction limit exceeded";
    case FaultKind::InvalidInstruction: return "invalid instruction";
    case FaultKind::BadBranch: return "bad branch";
    case FaultKind::Unsupported: return "unsupported instruction";
    case FaultKind::CheckFailed: return "check failed";
    case FaultKind::NoCode: return "no code";
    case FaultKind::InvalidDispatch: return "invalid dispatch";
    case FaultKind::TimeLimit: return "time limit exceeded";
  }
  return "fault";
}

}  // namespace

void Checks::report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address) {
  if (!checks_) return;
  const auto key = std::make_pair(index, uint8_t(k));
  if (auto it = reportIndex_.find(key); it != reportIndex_.end()) {
    ++cx_.result.reports[it->second].count;
    return;
  }
  Report r;
  r.kind = k;
  r.pc = pcOf(index);
  r.offset = r.pc - prog_.base;
  r.listingPc = listingOf(index);
  r.instruction = prog_.text(index);
  r.message = std::move(message);
  r.address = address;
  r.workgroup = w.wgLinear;
  r.wave = w.waveInGroup;
  reportIndex_.emplace(key, cx_.result.reports.size());
  cx_.result.reports.push_back(r);
  reportInst_.push_back(index);
  if (m_.options.checks == CheckMode::Error)
    fault(FaultKind::CheckFailed, w, index, std::string(checkName(k)) + ": " + cx_.result.reports.back().message, address);
}

bool Checks::fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address, int lane) {
  if (failed()) return false;
  Fault& f = cx_.result.fault;
  f.kind = k;
  f.lane = lane;
  f.pc = pcOf(index);
  f.offset = f.pc - prog_.base;
  f.listingPc = listingOf(index);
  f.instruction = prog_.text(index);
  f.address = address;
  f.workgroup = w.wgLinear;
  f.wave = w.waveInGroup;
  f.message = std::string(faultTitle(k)) + " at pc " + hex(f.listingPc) + " (" + f.instruction + "), workgroup " +
              std::to_string(w.wgLinear) + " wave " + std::to_string(w.waveInGroup) + ": " + message;
  cx_.result.faultWave = snapshot(w);  // for register dumps at the fault
  return false;
}

bool Checks::checkPending(Wave& w, uint32_t index) {
  const RegMask h = ScalarMemory::hazard(w);
  const RegMask r = prog_.reads[index] & h;
  const RegMask wr = prog_.writes[index] & h;
  if (r.any())
    report(CheckKind::PendingSgpr, w, index,
           "reads " + regName(uint16_t(r.first()), m_.target) +
               " while an SMEM result for it may still be pending (missing or too weak " +
               smemWaitName(memoryFeatures(gen_).splitWaitCounters) + ")");
  else if (wr.any())
    report(CheckKind::PendingSgpr, w, index,
           "overwrites " + regName(uint16_t(wr.first()), m_.target) +
               " while an SMEM result for it may still be pending; the late result would overwrite this value");
  return !failed();
}

namespace {

// A bitwise SALU operation between a lane mask and EXEC (s_or_b64 sX, sX, exec; s_andn2_b64 sX, sX, exec; ...).
bool laneMaskUpdate(const SInst& d) {
  switch (d.op) {
    case Op::s_or_b64: case Op::s_and_b64: case Op::s_andn2_b64: case Op::s_orn2_b64: case Op::s_xor_b64:
    case Op::s_or_b32: case Op::s_and_b32: case Op::s_andn2_b32: case Op::s_orn2_b32: case Op::s_xor_b32: break;
    default: return false;
  }
  auto isExec = [](const Src& s) { return !s.isConst && (s.code == opnd::kExecLo); };
  return isExec(d.s0) || isExec(d.s1);
}

// The registers of the operation's other (non-EXEC) source.
RegMask maskSource(const SInst& d) {
  const Src& s = !d.s0.isConst && d.s0.code == opnd::kExecLo ? d.s1 : d.s0;
  RegMask m;
  if (!s.isConst)
    m.add(s.code, d.op == Op::s_or_b64 || d.op == Op::s_and_b64 || d.op == Op::s_andn2_b64 || d.op == Op::s_orn2_b64 ||
                          d.op == Op::s_xor_b64 ? 2 : 1);
  return m;
}

// Scalar ALU operations whose result goes to plain SGPRs (not EXEC, VCC, M0, not a branch, a compare or a hwreg
// write): they carry an unwritten source into their destination instead of using its value.
bool carriesState(const SInst& d, const RegMask& writes, unsigned sgprs) {
  if (d.op == kInvalidOp) return false;  // not a scalar instruction
  const Encoding e = opInfo(d.op).enc;
  if ((e != Encoding::SOP1 && e != Encoding::SOP2 && e != Encoding::SOPK) || !d.dstDwords) return false;
  switch (d.op) {
    case Op::s_setpc_b64: case Op::s_swappc_b64: case Op::s_set_pc_i64: case Op::s_swap_pc_i64: case Op::s_rfe_b64: case Op::s_cbranch_join: case Op::s_setreg_b32:
    case Op::s_movreld_b32: case Op::s_movreld_b64: case Op::s_cbranch_g_fork: return false;
    default: break;
  }
  const bool flatScratch = d.dst >= 102 && d.dst <= 103;  // FLAT_SCRATCH on GFX7/8, read only by scratch accesses
  RegMask dst;
  dst.add(d.dst, d.dstDwords);
  return (d.dst + d.dstDwords <= sgprs || flatScratch) && (writes & dst).any();  // s_cmpk_* only read theirs
}

}  // namespace

// A read of an SGPR that nothing has written: on hardware it holds whatever the last wave left, typically
// because the descriptor does not enable the user SGPR the code expects (the kernarg segment pointer). What the
// check reports is a use of such a value: as an address, a resource, a vector operand, a lane mask, a branch
// condition, a special register. Scalar arithmetic into plain SGPRs carries the unwritten state to its result
// (s_mov_b32/b64 dword by dword), and v_writelane_b32 puts the value in a VGPR lane: how a function's prologue saves
// s33 and the callee-saved SGPRs, and how a kernel computes its scratch setup from a wave offset its descriptor does
// not ask for (a kernel with no private segment never uses it).
bool Checks::checkInitialized(Wave& w, uint32_t index) {
  // SGPRs (not special registers) this instruction reads that nothing has written: two mask operations on the
  // common path, the register's name only when one is found.
  const RegMask& r = prog_.reads[index];
  const unsigned sgprs = unsigned(sgprCount(gen_));
  const uint64_t loMask = sgprs >= 64 ? ~0ull : (1ull << sgprs) - 1;
  const uint64_t hiMask = sgprs <= 64 ? 0 : sgprs >= 128 ? ~0ull : (1ull << (sgprs - 64)) - 1;
  const RegMask missing{r.lo & ~w.initialized.lo & loMask, r.hi & ~w.initialized.hi & hiMask};
  const DInst& di = prog_.insts[index];
  const SInst& d = prog_.scalarOrNone(index);
  // GFX10 sets up FLAT_SCRATCH with s_setreg into the FLAT_SCR_LO/HI hwregs, as GFX7-9 write the FLAT_SCRATCH
  // SGPR pair: a copy into a register only scratch accesses read, so the unwritten state goes with it and
  // execFlat reports a scratch access that uses it.
  if (d.op == Op::s_setreg_b32 && !vmemRules(gen_).flatScratchCode && ((d.imm & 0x3f) == 20 || (d.imm & 0x3f) == 21)) {
    const uint8_t bit = uint8_t(1u << ((d.imm & 0x3f) - 20));
    if (missing.test(d.dst)) w.flatScrUnwritten |= bit;
    else w.flatScrUnwritten &= uint8_t(~bit);
    return true;
  }
  if (!missing.any()) {
    w.initialized |= prog_.writes[index];
    return true;
  }
  auto setState = [&w](unsigned code, unsigned count, bool written) {
    RegMask bits;
    bits.add(code, count);
    if (written) w.initialized |= bits;
    else w.initialized.lo &= ~bits.lo, w.initialized.hi &= ~bits.hi;
  };
  if ((d.op == Op::s_mov_b32 || d.op == Op::s_mov_b64) && !d.s0.isConst) {
    for (unsigned i = 0; i < d.dstDwords; ++i) setState(d.dst + i, 1, !missing.test(d.s0.code + i));
    return true;
  }
  // LLVM lowers a lane mask whose incoming value is undefined (a loop's break mask) as `s_or_b64 sX, sX, exec`
  // and the like: only the bits of active lanes are used afterwards, so the undefined bits are no value read.
  if (const RegMask src = maskSource(d); laneMaskUpdate(d) && !(missing.lo & ~src.lo) && !(missing.hi & ~src.hi)) {
    w.initialized |= prog_.writes[index];
    return true;
  }
  if (carriesState(d, prog_.writes[index], sgprs)) {
    setState(d.dst, d.dstDwords, false);
    return true;
  }
  if (di.op == Op::v_writelane_b32 && di.unit == UnitKind::VectorAlu) {
    const VInst& vi = prog_.valu[di.slot];
    const VSrc& laneSelect = vi.src[1];
    if (!(laneSelect.kind == VSrc::Sgpr && missing.test(laneSelect.reg))) return true;  // the value is only kept
  }
  std::string why = "whose value no user or system SGPR the descriptor enables (" +
                    (cfg_.initializedSgprs ? "s0..s" + std::to_string(cfg_.initializedSgprs - 1) : std::string("none")) +
                    ") initializes and no instruction has written";
  if (di.unit == UnitKind::ScalarMemory && cfg_.kernargPointerMissing && (missing.test(d.sbase) || missing.test(d.sbase + 1u)))
    why += ": this scalar load's base is where the kernarg segment pointer would be, and the descriptor does not "
           "enable it although the kernel takes arguments (.amdhsa_user_sgpr_kernarg_segment_ptr 1 missing?)";
  else
    why += " (a .amdhsa_user_sgpr_* directive missing?)";
  report(CheckKind::UninitializedSgpr, w, index, "reads " + regName(uint16_t(missing.first()), m_.target) + ", " + why);
  w.initialized |= prog_.writes[index];
  return !failed();
}

void Checks::reportInvalidateGroup(const Wave& w, bool invalidate, uint32_t index) {
  if (invalidate && w.prevSmem)
    report(CheckKind::InvalidateGroup, w, index, kInvalidateAfterSmem);
  else if (!invalidate && w.groupHasInv)
    report(CheckKind::InvalidateGroup, w, index, kSmemAfterInvalidate);
  if (invalidate && w.clauseLeft) report(CheckKind::InvalidateGroup, w, index, kInvalidateInClause);
}

}  // namespace gcnkit::emu
