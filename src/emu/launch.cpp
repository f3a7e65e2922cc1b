// The launch: waves of a grid of workgroups, the dispatch loop (one decoded instruction at a time), the
// pending-SGPR and SMEM-group checks, faults and reports.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <system_error>
#include <thread>

#include "codec/smem_rules.h"
#include "emu/core.h"
#include "isa/symbolic.h"
#include "isa/wave_size.h"

namespace gcnkit::emu {

std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
  return b;
}

namespace {
constexpr uint64_t kMaxWorkers = 256;  // host threads per launch, whatever is asked

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

Launch::Launch(MachineState& m, const LaunchConfig& cfg)
    : m_(m),
      cfg_(cfg),
      vgprs_(cfg.vgprCount ? cfg.vgprCount : m.options.vgprCount),
      agprBase_(cfg.vgprCount || !m.target.has(kFeatMaiInsts) ? cfg.agprBase : vgprs_),
      agprs_(cfg.vgprCount || !m.target.has(kFeatMaiInsts) ? cfg.agprCount : vgprs_),
      prog_(m.region(cfg.code ? cfg.code : m.codeAlloc)),
      gen_(m.target.gen()),
      gfx10_(m.target.gen() >= Gen::GFX10),
      wave32_(runsWave32(m.target)),
      waveSize_(waveLanes(m.target)),
      checks_(m.options.checks != CheckMode::Off),
      lgkmMax_(waitcntMax(m.target.gen(), 2)),
      rng_(m.options.order.seed),
      vctx_(std::make_unique<VCtx>()),
      executedOps_(size_t(kOpCount) + 1, 0) {
  if (m.options.trace.callback) tracer_ = std::make_unique<Tracer>(m.options.trace, prog_.listingBase);
  if (m.options.stats) executedAt_.assign(prog_.insts.size(), 0);
  observed_ = tracer_ || !executedAt_.empty();
  progress_ = bool(m.options.progress);
}

Launch::~Launch() = default;

uint32_t Launch::read32(const Wave& w, uint16_t code) const {
  if (code < 128) return isNull(code) ? 0 : w.s[code];
  switch (code) {
    case opnd::kSrcVccz: return vcc(w) == 0;
    case opnd::kSrcExecz: return exec(w) == 0;
    case opnd::kSrcScc: return w.scc;
    default: return 0;
  }
}

uint64_t Launch::read64(const Wave& w, uint16_t code) const {
  if (isNull(code)) return 0;
  if (code + 1 < 128) return read32(w, code) | uint64_t(read32(w, uint16_t(code + 1))) << 32;
  return read32(w, code);
}

void Launch::report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address) {
  if (!checks_) return;
  const auto key = std::make_pair(index, uint8_t(k));
  if (auto it = reportIndex_.find(key); it != reportIndex_.end()) {
    ++result_.reports[it->second].count;
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
  reportIndex_.emplace(key, result_.reports.size());
  result_.reports.push_back(r);
  reportInst_.push_back(index);
  if (m_.options.checks == CheckMode::Error)
    fault(FaultKind::CheckFailed, w, index, std::string(checkName(k)) + ": " + result_.reports.back().message, address);
}

bool Launch::fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address, int lane) {
  if (failed()) return false;
  Fault& f = result_.fault;
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
  result_.faultWave = snapshot(w);  // for register dumps at the fault
  return false;
}

bool Launch::checkPending(Wave& w, uint32_t index) {
  const RegMask h = hazard(w);
  const RegMask r = prog_.reads[index] & h;
  const RegMask wr = prog_.writes[index] & h;
  if (r.any())
    report(CheckKind::PendingSgpr, w, index,
           "reads " + regName(uint16_t(r.first()), m_.target) +
               " while an SMEM result for it may still be pending (missing or too weak s_waitcnt lgkmcnt)");
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
  const Encoding e = opInfo(d.op).enc;
  if ((e != Encoding::SOP1 && e != Encoding::SOP2 && e != Encoding::SOPK) || !d.dstDwords) return false;
  switch (d.op) {
    case Op::s_setpc_b64: case Op::s_swappc_b64: case Op::s_rfe_b64: case Op::s_cbranch_join: case Op::s_setreg_b32:
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
bool Launch::checkInitialized(Wave& w, uint32_t index) {
  // SGPRs (not special registers) this instruction reads that nothing has written: two mask operations on the
  // common path, the register's name only when one is found.
  const RegMask& r = prog_.reads[index];
  const unsigned sgprs = unsigned(sgprCount(gen_));
  const uint64_t loMask = sgprs >= 64 ? ~0ull : (1ull << sgprs) - 1;
  const uint64_t hiMask = sgprs <= 64 ? 0 : sgprs >= 128 ? ~0ull : (1ull << (sgprs - 64)) - 1;
  const RegMask missing{r.lo & ~w.initialized.lo & loMask, r.hi & ~w.initialized.hi & hiMask};
  const DInst& di = prog_.insts[index];
  static const SInst kNotScalar{};
  const SInst& d = prog_.scalarAt(index) ? *prog_.scalarAt(index) : kNotScalar;
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
  if (di.op == Op::v_writelane_b32 && di.unit == Unit::VectorAlu) {
    const VInst& vi = prog_.valu[di.slot];
    const VSrc& laneSelect = vi.src[1];
    if (!(laneSelect.kind == VSrc::Sgpr && missing.test(laneSelect.reg))) return true;  // the value is only kept
  }
  std::string why = "whose value no user or system SGPR the descriptor enables (" +
                    (cfg_.initializedSgprs ? "s0..s" + std::to_string(cfg_.initializedSgprs - 1) : std::string("none")) +
                    ") initializes and no instruction has written";
  if (di.unit == Unit::ScalarMemory && cfg_.kernargPointerMissing && (missing.test(d.sbase) || missing.test(d.sbase + 1u)))
    why += ": this scalar load's base is where the kernarg segment pointer would be, and the descriptor does not "
           "enable it although the kernel takes arguments (.amdhsa_user_sgpr_kernarg_segment_ptr 1 missing?)";
  else
    why += " (a .amdhsa_user_sgpr_* directive missing?)";
  report(CheckKind::UninitializedSgpr, w, index, "reads " + regName(uint16_t(missing.first()), m_.target) + ", " + why);
  w.initialized |= prog_.writes[index];
  return !failed();
}

bool Launch::step(Wave& w) {
  const uint32_t index = w.pc;
  if (index >= prog_.insts.size())
    return fault(FaultKind::InvalidInstruction, w, index, "execution ran off the end of the loaded code");
  if (++clock_ > budget_ && !overBudget(w, index)) return false;
  ++w.executed;
  const DInst& d = prog_.insts[index];
  if (d.op == kInvalidOp)
    return fault(FaultKind::InvalidInstruction, w, index,
                 "these bytes are not an instruction of " + std::string(genName(gen_)));
  if (checks_) {
    if ((w.pendingMask.any() || w.unsureMask.any()) && !checkPending(w, index)) return false;
    if (cfg_.initializedSgprs >= 0 && !checkInitialized(w, index)) return false;
    // SMEM groups (runs of consecutive SMEM instructions) and clauses: an invalidate must be alone in its
    // group and not inside an s_clause (RDNA document).
    if (d.unit == Unit::ScalarMemory) {
      const bool invalidate = prog_.scalar[d.slot].invalidate;
      if (invalidate && w.prevSmem)
        report(CheckKind::InvalidateGroup, w, index, kInvalidateAfterSmem);
      else if (!invalidate && w.groupHasInv)
        report(CheckKind::InvalidateGroup, w, index, kSmemAfterInvalidate);
      if (invalidate && w.clauseLeft)
        report(CheckKind::InvalidateGroup, w, index, kInvalidateInClause);
      w.groupHasInv = (w.prevSmem && w.groupHasInv) || invalidate;
      w.prevSmem = true;
    } else {
      w.prevSmem = w.groupHasInv = false;
    }
    if (w.clauseLeft) --w.clauseLeft;
    if (d.op == Op::s_clause) w.clauseLeft = clauseLength(prog_.scalar[d.slot].imm);
    if (failed()) return false;
  }
  w.pc = index + 1;
  if (w.vm.any() && !vmemBefore(w, d, index)) return false;  // vector memory counters and in-flight VGPR check
  switch (d.unit) {
    case Unit::VectorAlu: return execValu(w, d, index);
    case Unit::VectorMemory: noteExecuted(d.op); return execVmem(w, d, index);
    case Unit::ScalarMemory: noteExecuted(d.op); return execSmem(w, prog_.scalar[d.slot], index);
    default: noteExecuted(d.op); return execSalu(w, prog_.scalar[d.slot], index);
  }
}

// The launch's instruction limit counts the workgroups in order, as if they ran one after another: this one may
// execute what the limit leaves after every earlier one (WorkgroupQueue::budget). Reaching a budget that is not
// exact yet waits for earlier workgroups; the fault comes only when the exact budget is exceeded.
bool Launch::overBudget(Wave& w, uint32_t index) {
  while (clock_ > budget_) {
    if (budgetExact_)
      return fault(FaultKind::InstructionLimit, w, index,
                   "more than " + std::to_string(m_.options.maxInstructions) +
                       " instructions executed (raise the limit with --max-instructions)");
    if (!queue_->waitBudget(wg_, clock_, budget_, budgetExact_)) {
      aborted_ = true;
      return false;
    }
    // A parallel run: the budget this workgroup ran on until now was an estimate, and it has already executed
    // more than the exact one allows. Its fault would come later than the one thread's: run in order instead.
    if (budgetExact_ && clock_ > budget_ + 1 && shared_) {
      shared_->abandon("a work-group ran past its share of the instruction limit before the earlier ones finished");
      queue_->abandon();
      aborted_ = true;
      return false;
    }
  }
  return true;
}

void Launch::initWave(Wave& w, uint32_t wgLinear, const std::array<uint32_t, 3>& wgId, uint32_t waveInGroup,
                      uint32_t waves, uint32_t items, const std::array<uint32_t, 3>& wgSize) {
  w.wgId = wgId;
  w.wgLinear = wgLinear;
  w.waveInGroup = waveInGroup;
  w.wavesInGroup = waves;
  for (size_t i = 0; i < cfg_.sgprs.size() && i < 128; ++i) w.s[i] = cfg_.sgprs[i];
  for (int dim = 0; dim < 3; ++dim)
    if (cfg_.workgroupIdSgpr[dim] >= 0 && cfg_.workgroupIdSgpr[dim] < 128) w.s[size_t(cfg_.workgroupIdSgpr[dim])] = wgId[dim];
  const uint32_t lanes = std::min(waveSize_, items - waveInGroup * waveSize_);
  const uint64_t e = lanes >= 64 ? ~0ull : (1ull << lanes) - 1;
  w.initialized = {};
  w.initialized.add(0, unsigned(std::max(cfg_.initializedSgprs, 0)));
  w.s[opnd::kExecLo] = uint32_t(e);
  w.s[opnd::kExecHi] = wave32_ ? 0 : uint32_t(e >> 32);
  // MODE from the kernel descriptor, or as a default LLVM descriptor sets it: FP64/FP16 denormals on,
  // DX10_CLAMP and IEEE on.
  w.hw[1] = cfg_.mode.value_or(0xc0u | 1u << 8 | 1u << 9);
  const uint32_t nv = vgprs_;
  w.v.assign(size_t(std::max(nv, agprBase_ + agprs_)) * waveSize_, 0);
  if (cfg_.workitemIdVgprs) {
    // The lane's (x, y, z) in the work-group, counted up from the wave's first work-item (no division per lane:
    // it was most of the cost of a short work-group).
    const uint32_t first = waveInGroup * waveSize_;
    uint32_t ids[3] = {first % wgSize[0], (first / wgSize[0]) % wgSize[1], first / (wgSize[0] * wgSize[1])};
    const uint32_t dims = uint32_t(std::clamp(cfg_.workitemIdDims, 0, 3));
    for (uint32_t lane = 0; lane < waveSize_; ++lane) {
      for (uint32_t r = 0; r < dims && r < nv; ++r) {
        if (cfg_.packedWorkitemIds) w.v[lane] |= (ids[r] & 0x3ff) << (10 * r);
        else w.v[size_t(r) * waveSize_ + lane] = ids[r];
      }
      if (++ids[0] == wgSize[0] && (ids[0] = 0, ++ids[1] == wgSize[1])) ids[1] = 0, ++ids[2];
    }
  }
  if (cfg_.setupWave) {
    std::lock_guard hookLock(queue_->hookMutex());  // the hook may run on any worker thread
    WaveSetup s;
    s.workgroupId = wgId;
    s.workgroupLinear = wgLinear;
    s.waveInGroup = waveInGroup;
    s.waveSize = waveSize_;
    s.sreg = &w.s;
    s.vgprs = &w.v;
    s.lds = [this]() {
      lds_.ensure();
      return lds_.size() ? std::span<uint8_t>(lds_.at(0), lds_.size()) : std::span<uint8_t>();
    };
    cfg_.setupWave(s);
  }
  const int32_t entry = cfg_.entry < prog_.sizeBytes && !(cfg_.entry & 3) ? prog_.indexAt[size_t(cfg_.entry / 4)] : -1;
  w.pc = entry < 0 ? 0 : uint32_t(entry);
}

void Launch::keep(const Wave& w) {
  if (cfg_.keepWaveState) result_.waves.push_back(snapshot(w));
}

bool Launch::runWorkgroup(uint32_t wgLinear, const std::array<uint32_t, 3>& wgId) {
  std::array<uint32_t, 3> size = cfg_.workgroupSize;
  if (size[0] == 0) size = {waveSize_, 1, 1};
  for (auto& s : size) s = std::max(s, 1u);
  // An AQL grid: the workgroups at the far edge hold only the work-items that remain.
  if (cfg_.gridItems[0])
    for (int d = 0; d < 3; ++d)
      size[size_t(d)] = std::min(size[size_t(d)], std::max(cfg_.gridItems[size_t(d)], 1u) - wgId[size_t(d)] * size[size_t(d)]);
  const uint32_t items = size[0] * size[1] * size[2];
  const uint32_t waves = (items + waveSize_ - 1) / waveSize_;
  std::vector<Wave> ws(waves);
  // Per-workgroup state: what it reports, counts and caches is folded in workgroup order by the queue.
  wg_ = wgLinear;
  result_ = LaunchResult{};
  reportIndex_.clear();
  reportInst_.clear();
  clock_ = 0;
  nextProgress_ = progress_ ? 0 : ~0ull;
  progressNoted_ = 0;
  stallClock_ = ~0ull;
  aborted_ = false;
  budget_ = queue_->budget(wgLinear, budgetExact_);
  cache_.reset();
  if (m_.options.order.order == ReturnOrder::Random)  // seeding costs a microsecond: only when it is used
    rng_.seed(m_.options.order.seed + 0x9e3779b97f4a7c15ull * wgLinear);  // random SMEM order: per workgroup
  lds_.begin(wgLinear, cfg_.ldsBytes, checks_ && waves > 1);  // a fresh LDS per workgroup; one wave cannot race
  for (uint32_t i = 0; i < waves; ++i) initWave(ws[i], wgLinear, wgId, i, waves, items, size);
  const uint32_t slice = std::max(m_.options.timeSlice, 1u);
  for (;;) {
    bool running = false, waiting = false;
    for (Wave& w : ws) {
      // Tracing or counting per instruction picks the observed step once per slice, not per instruction.
      if (observed_) {
        for (uint32_t k = 0; k < slice && w.status == WaveStatus::Running; ++k)
          if (!observedStep(w)) break;
      } else {
        for (uint32_t k = 0; k < slice && w.status == WaveStatus::Running; ++k)
          if (!step(w)) break;
      }
      if (halted()) break;
      running |= w.status == WaveStatus::Running;
      waiting |= w.status == WaveStatus::AtBarrier;
    }
    if (!halted() && queue_->stopped(wgLinear)) aborted_ = true;  // an earlier workgroup faulted
    if (!halted() && queue_->pastDeadline()) timeLimit(ws);
    if (halted()) break;
    if (clock_ >= nextProgress_) noteProgress();
    if (running) continue;
    if (!waiting) break;
    // Every wave that has not ended waits at the barrier: release them together.
    for (Wave& w : ws)
      if (w.status == WaveStatus::AtBarrier) w.status = WaveStatus::Running;
    releaseBarrier(ws);  // LDS accesses on either side of a barrier do not race (if the earlier ones completed)
  }
  if (aborted_) return false;
  for (const Wave& w : ws) keep(w);
  if (tracer_) tracer_->deliver(traceEvents_);
  if (progress_) noteProgress();
  stats_.waves += waves;
  return !failed();
}

WorkgroupOutcome Launch::takeOutcome(uint32_t wg) {
  WorkgroupOutcome o;
  o.wg = wg;
  o.instructions = clock_;
  o.fault = std::move(result_.fault);
  o.reports = std::move(result_.reports);
  o.reportInst = std::move(reportInst_);
  o.waves = std::move(result_.waves);
  o.faultWave = std::move(result_.faultWave);
  if (m_.options.stats) takeStats(o.stats);
  o.ops.reserve(touchedOps_.size());
  for (uint32_t op : touchedOps_) {
    o.ops.emplace_back(op, executedOps_[op]);
    executedOps_[op] = 0;
  }
  touchedOps_.clear();
  if (checks_) {
    o.scalarLoads = cache_.firstLoads();
    o.writtenLines = cache_.writtenLines();
  }
  return o;
}

// The wall-clock limit: a fault at the first wave still running (the one result that depends on the host).
void Launch::timeLimit(const std::vector<Wave>& ws) {
  for (const Wave& w : ws)
    if (w.status == WaveStatus::Running || w.status == WaveStatus::AtBarrier) {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", m_.options.timeLimitSeconds);
      fault(FaultKind::TimeLimit, w, w.pc,
            std::string("the launch ran longer than ") + seconds + " seconds (raise the limit with --time-limit)");
      return;
    }
}

void Launch::work(WorkgroupQueue& q) {
  fp::HostRoundScope roundScope;  // the waves' round modes apply to this host thread while they run
  queue_ = &q;
  shared_ = q.shared();
  uint32_t wg = 0;
  while (q.claim(wg)) {
    const bool ok = runWorkgroup(wg, q.idOf(wg));
    if (aborted_) {  // dropped: it would not have started after the earlier fault
      for (uint32_t op : touchedOps_) executedOps_[op] = 0;
      touchedOps_.clear();
      WorkgroupStats dropped;
      if (m_.options.stats) takeStats(dropped);
      continue;
    }
    if (!ok) q.stop(wg);
    q.finish(takeOutcome(wg));
    if (!ok) break;
  }
}

bool Launch::hostInterrupt(Wave& w, uint32_t index) {
  if (Fault f = host_->interrupt(); f.kind != FaultKind::None) return fault(f.kind, w, index, f.message);
  return true;
}

LaunchResult Launch::run() {
  if (prog_.empty()) {
    result_.fault.kind = FaultKind::NoCode;
    result_.fault.message = cfg_.code ? "no code region at " + hex(cfg_.code) + ": call addCode() for it before launch()"
                                      : "no code loaded: call loadCode() before launch()";
    return result_;
  }
  if (cfg_.entry >= prog_.sizeBytes || (cfg_.entry & 3) || prog_.indexAt[size_t(cfg_.entry / 4)] < 0) {
    result_.fault.kind = FaultKind::BadBranch;
    result_.fault.message = "entry offset " + hex(cfg_.entry) + " is not an instruction of the loaded code";
    return result_;
  }
  const auto start = std::chrono::steady_clock::now();
  std::array<uint32_t, 3> g = cfg_.grid;
  if (cfg_.gridItems[0]) {  // workgroups per dimension, rounded up
    std::array<uint32_t, 3> wg = cfg_.workgroupSize;
    if (wg[0] == 0) wg = {waveSize_, 1, 1};
    for (int d = 0; d < 3; ++d) {  // in 64 bits: 2^32-1 items in groups of 64 must not wrap to one group
      const uint64_t items = std::max(cfg_.gridItems[size_t(d)], 1u), size = std::max(wg[size_t(d)], 1u);
      g[size_t(d)] = uint32_t((items + size - 1) / size);
    }
  }
  // Every wave executes at least one instruction: a grid of more work-groups than the instruction limit cannot
  // finish within it. Refused before it starts (a kernel of one s_endpgm on 2^32-1 work-groups would otherwise run
  // for half an hour before the limit stopped it), like the other limits of a dispatch.
  const uint64_t groups = uint64_t(std::max(g[0], 1u)) * std::max(g[1], 1u) * std::max(g[2], 1u);
  if (groups > m_.options.maxInstructions) {
    result_.fault.kind = FaultKind::InstructionLimit;
    result_.fault.pc = pcOf(uint32_t(prog_.indexAt[size_t(cfg_.entry / 4)]));
    result_.fault.offset = result_.fault.pc - prog_.base;
    result_.fault.message = "instruction limit exceeded before the launch: its " + std::to_string(groups) +
                            " work-groups execute at least one instruction each, more than the limit of " +
                            std::to_string(m_.options.maxInstructions) +
                            " (raise it with --max-instructions); nothing was run";
    return result_;
  }
  // Workgroups in parallel: each worker (this one and threads-1 others, each with its own Launch) claims them in
  // order; the queue folds what they produced in workgroup order. Their global accesses are tracked: where
  // workgroups share memory one of them writes, the run is abandoned, memory put back, and the workgroups run
  // again one after another. So any thread count gives the one thread's result (src/emu/README.md).
  const auto newQueue = [&] {
    auto q = std::make_unique<WorkgroupQueue>(prog_, g, m_.options.maxInstructions, executedOps_.size(),
                                              m_.options.checks);
    q->setTimeLimit(m_.options.timeLimitSeconds, start);  // one deadline for the parallel run and a re-run
    return q;
  };
  std::unique_ptr<WorkgroupQueue> q = newQueue();
  unsigned threads = cfg_.threads ? cfg_.threads : m_.options.threads;
  if (tracer_) threads = 1;  // a trace is delivered as it happens, in workgroup order (docs/emulator.md, --trace)
  if (!threads) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = unsigned(std::min<uint64_t>({threads, q->count(), kMaxWorkers}));
  if (q->count() > SharedAccess::kMaxWorkgroups) threads = 1;  // beyond what a granule's word can name
  // The host services (printf, hostcall) take the kernel's calls in the callers' order; a re-run starts afresh.
  const auto newHost = [&] {
    if (cfg_.services.hostcallBuffer || cfg_.services.printfBuffer)
      host_ = std::make_shared<HostSession>(m_.memory, cfg_.services);
  };
  newHost();
  std::unique_ptr<SharedAccess> shared;
  if (threads > 1) {
    shared = std::make_unique<SharedAccess>(m_.memory);
    q->track(shared.get());
    runParallel(*q, threads);
  } else {
    work(*q);
  }
  // A fault ends the launch at a work-group; if commuting atomics of several work-groups updated some granule, what
  // the work-groups after it added cannot be taken out: run in order then, too.
  if (shared && !q->abandoned() && q->faultedAt() && shared->updatedByMany())
    shared->abandon("work-groups after the faulting one updated memory that earlier ones updated too");
  if (shared && (q->abandoned() || shared->conflicted())) {
    shared->restoreAll();
    const std::string why = shared->conflict();
    // In order, the first conflict is the same in every run: it names what the work-groups share.
    SharedAccess observed(m_.memory, true);
    if (host_) host_->rewind();
    newHost();
    q = newQueue();
    q->track(&observed);
    work(*q);
    result_ = q->take(executedOps_);
    result_.inOrder = observed.conflicted() ? observed.conflict() : why;
  } else {
    // Workgroups after the one whose fault ended the launch never run one after another: what they wrote goes.
    if (shared)
      if (auto at = q->faultedAt()) shared->restoreAfter(*at);
    result_ = q->take(executedOps_);
  }
  if (host_)  // what the kernel printed, up to the faulting workgroup
    host_->finish(result_, result_.ok() ? std::nullopt : std::optional<uint32_t>(result_.fault.workgroup));
  collectFidelity();
  if (m_.options.stats) collectStats(q->stats(), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return result_;
}

// This thread and threads - 1 others, each with its own Launch, run the workgroups of `q`. What a worker throws
// (std::bad_alloc) abandons the run and is thrown here once every worker has returned.
void Launch::runParallel(WorkgroupQueue& q, unsigned threads) {
  std::vector<std::unique_ptr<Launch>> others;
  for (unsigned i = 1; i < threads; ++i) {
    others.push_back(std::make_unique<Launch>(m_, cfg_));
    others.back()->host_ = host_;
  }
  std::vector<std::thread> pool;
  const auto worker = [&q](Launch* l) {
    try {
      l->work(q);
    } catch (...) {
      q.fail(std::current_exception());
    }
  };
  for (auto& l : others) {
    try {
      pool.emplace_back(worker, l.get());
    } catch (const std::system_error&) {  // the host refuses more threads: run on those it gave
      break;
    }
  }
  worker(this);
  for (std::thread& t : pool) t.join();
  q.rethrowFailure();
}

}  // namespace gcnkit::emu
