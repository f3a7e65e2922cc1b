// The launch: waves of a grid of workgroups on one or more host threads, the dispatch loop (one decoded
// instruction at a time: the checks unit, then the unit that runs it).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <system_error>
#include <thread>

#include "codec/smem_rules.h"
#include "emu/launch.h"
#include "isa/symbolic.h"
#include "isa/memory_features.h"
#include "isa/wave_size.h"

namespace gcnkit::emu {

namespace {
constexpr uint64_t kMaxWorkers = 256;  // host threads per launch, whatever is asked

}  // namespace

namespace {
// The counters' widths per generation (isa/symbolic.h): GFX12's own, else s_waitcnt's fields and GFX10's vscnt.
std::array<uint32_t, 4> vmQueueMaxima(Gen g) {
  if (memoryFeatures(g).splitWaitCounters)
    return {gfx12WaitMax(Gfx12Wait::Load), gfx12WaitMax(Gfx12Wait::Store), gfx12WaitMax(Gfx12Wait::Ds),
            gfx12WaitMax(Gfx12Wait::Exp)};
  return {waitcntMax(g, 0), 63, waitcntMax(g, 2), waitcntMax(g, 1)};
}
}  // namespace

LaunchContext::LaunchContext(MachineState& machine, const LaunchConfig& config)
    : m(machine),
      cfg(config),
      prog(machine.region(config.code ? config.code : machine.codeAlloc)),
      vgprs(config.vgprCount ? config.vgprCount : machine.options.vgprCount),
      agprBase(config.vgprCount || !machine.target.has(kFeatMaiInsts) ? config.agprBase : vgprs),
      agprs(config.vgprCount || !machine.target.has(kFeatMaiInsts) ? config.agprCount : vgprs),
      gen(machine.target.gen()),
      gfx10(machine.target.gen() >= Gen::GFX10),
      wave32(runsWave32(machine.target)),
      waveSize(waveLanes(machine.target)),
      checks(machine.options.checks != CheckMode::Off),
      lgkmMax(memoryFeatures(machine.target.gen()).splitWaitCounters ? gfx12WaitMax(Gfx12Wait::Km)  // GFX12: kmcnt
                                                                    : waitcntMax(machine.target.gen(), 2)),
      vmQueueMax(vmQueueMaxima(machine.target.gen())),
      executedOps(size_t(kOpCount) + 1, 0) {}

Launch::Launch(MachineState& m, const LaunchConfig& cfg)
    : LaunchContextOwner(m, cfg),
      Unit(context),
      checker_(context),
      smem_(context),
      salu_(context, smem_),
      vmem_(context, smem_),
      valu_(context, vmem_) {
  context.checker = &checker_;
  if (m.options.trace.callback) tracer_ = std::make_unique<Tracer>(m.options.trace, prog_.listingBase);
  if (m.options.stats) executedAt_.assign(prog_.insts.size(), 0);
  observed_ = tracer_ || !executedAt_.empty();
  progress_ = bool(m.options.progress);
  // The compiled engine runs what a trace or per-instruction statistics would not observe one by one.
  using Engine = EmulatorOptions::Engine;
  if (m.options.engine != Engine::Interpreter && !observed_ && compiledEngineAvailable())
    compiled_ = std::make_unique<CompiledEngine>(*this);
}

Launch::~Launch() = default;

bool Launch::step(Wave& w) {
  const uint32_t index = w.pc;
  if (index >= prog_.insts.size())
    return fault(FaultKind::InvalidInstruction, w, index, "execution ran off the end of the loaded code");
  if (++cx_.clock > budget_ && !overBudget(w, index)) return false;
  ++w.executed;
  const DInst& d = prog_.insts[index];
  if (d.op == kInvalidOp)
    return fault(FaultKind::InvalidInstruction, w, index,
                 "these bytes are not an instruction of " + std::string(genName(gen_)));
  if (checks_ && !checker_.before(w, d, index)) return false;
  w.pc = index + 1;
  // vector memory counters, in-flight VGPRs, and the LDS reads whose values are not used yet
  if ((w.vm.any() || !w.vm.ldsReads.empty()) && !vmem_.vmemBefore(w, d, index)) return false;
  switch (d.unit) {
    case UnitKind::VectorAlu: return valu_.execValu(w, d, index);
    case UnitKind::VectorMemory: noteExecuted(d.op); return vmem_.execVmem(w, d, index);
    case UnitKind::ScalarMemory: noteExecuted(d.op); return smem_.execSmem(w, prog_.scalar[d.slot], index);
    case UnitKind::Refused: return fault(FaultKind::Unsupported, w, index, prog_.refusals.at(index));
    default: noteExecuted(d.op); return salu_.execSalu(w, prog_.scalar[d.slot], index);
  }
}

// The launch's instruction limit counts the workgroups in order, as if they ran one after another: this one may
// execute what the limit leaves after every earlier one (WorkgroupQueue::budget). Reaching a budget that is not
// exact yet waits for earlier workgroups; the fault comes only when the exact budget is exceeded.
bool Launch::overBudget(Wave& w, uint32_t index) {
  while (cx_.clock > budget_) {
    if (budgetExact_)
      return fault(FaultKind::InstructionLimit, w, index,
                   "more than " + std::to_string(m_.options.maxInstructions) +
                       " instructions executed (raise the limit with --max-instructions)");
    if (!cx_.queue->waitBudget(cx_.wg, cx_.clock, budget_, budgetExact_)) {
      cx_.aborted = true;
      return false;
    }
    // A parallel run: the budget this workgroup ran on until now was an estimate, and it has already executed
    // more than the exact one allows. Its fault would come later than the one thread's: run in order instead.
    if (budgetExact_ && cx_.clock > budget_ + 1 && cx_.shared) {
      cx_.shared->abandon("a work-group ran past its share of the instruction limit before the earlier ones finished");
      cx_.queue->abandon();
      cx_.aborted = true;
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
    std::lock_guard hookLock(cx_.queue->hookMutex());  // the hook may run on any worker thread
    WaveSetup s;
    s.workgroupId = wgId;
    s.workgroupLinear = wgLinear;
    s.waveInGroup = waveInGroup;
    s.waveSize = waveSize_;
    s.sreg = &w.s;
    s.vgprs = &w.v;
    s.lds = [this]() { return vmem_.ldsBytes(); };
    cfg_.setupWave(s);
    if (s.flatScratch) w.hw[20] = uint32_t(s.flatScratch), w.hw[21] = uint32_t(s.flatScratch >> 32);  // FLAT_SCR_LO/HI
  }
  const int32_t entry = cfg_.entry < prog_.sizeBytes && !(cfg_.entry & 3) ? prog_.indexAt[size_t(cfg_.entry / 4)] : -1;
  w.pc = entry < 0 ? 0 : uint32_t(entry);
}

void Launch::keep(const Wave& w) {
  if (cfg_.keepWaveState) cx_.result.waves.push_back(snapshot(w));
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
  cx_.wg = wgLinear;
  cx_.result = LaunchResult{};
  checker_.beginWorkgroup();
  cx_.clock = 0;
  cx_.barrierSignals = cx_.endedWaves = 0;
  nextProgress_ = progress_ ? 0 : ~0ull;
  progressNoted_ = 0;
  cx_.stallClock = ~0ull;
  cx_.aborted = false;
  budget_ = cx_.queue->budget(wgLinear, budgetExact_);
  smem_.beginWorkgroup(wgLinear);
  vmem_.beginWorkgroup(wgLinear, cfg_.ldsBytes, checks_ && waves > 1);  // a fresh LDS; one wave cannot race
  for (uint32_t i = 0; i < waves; ++i) initWave(ws[i], wgLinear, wgId, i, waves, items, size);
  const uint32_t slice = std::max(m_.options.timeSlice, 1u);
  for (;;) {
    bool running = false, waiting = false;
    for (Wave& w : ws) {
      // Tracing or counting per instruction picks the observed step once per slice, not per instruction.
      if (observed_) {
        for (uint32_t k = 0; k < slice && w.status == WaveStatus::Running; ++k)
          if (!observedStep(w)) break;
      } else if (compiled_) {
        // A region counts as its instructions in the slice, so that waves interleave as the interpreter's do.
        for (uint32_t k = 0; k < slice && w.status == WaveStatus::Running;) {
          bool ok = true;
          if (const uint32_t n = compiled_->run(w, slice - k, ok)) {
            k += n;
            if (!ok) break;
            continue;
          }
          if (!step(w)) break;
          ++k;
        }
      } else {
        for (uint32_t k = 0; k < slice && w.status == WaveStatus::Running; ++k)
          if (!step(w)) break;
      }
      if (halted()) break;
      running |= w.status == WaveStatus::Running;
      waiting |= w.status == WaveStatus::AtBarrier;
    }
    if (!halted() && cx_.queue->stopped(wgLinear)) cx_.aborted = true;  // an earlier workgroup faulted
    if (!halted() && cx_.queue->pastDeadline()) timeLimit(ws);
    if (halted()) break;
    if (cx_.clock >= nextProgress_) noteProgress();
    if (running) continue;
    if (!waiting) break;
    // Every wave that has not ended waits at the barrier: release them together.
    for (Wave& w : ws)
      if (w.status == WaveStatus::AtBarrier) w.status = WaveStatus::Running;
    vmem_.releaseBarrier(ws);  // LDS accesses on either side of a barrier do not race (if the earlier ones completed)
    if (halted()) break;       // (a race it settled, with --checks=error)
  }
  if (compiled_) compiled_->foldCounts();   // the regions' inline instructions into the executed counts
  if (!halted()) vmem_.settleLdsReads(ws);  // the last epoch's used reads
  if (cx_.aborted) return false;
  for (const Wave& w : ws) keep(w);
  if (tracer_) tracer_->deliver(traceEvents_);
  if (progress_) noteProgress();
  cx_.stats.waves += waves;
  return !failed();
}

WorkgroupOutcome Launch::takeOutcome(uint32_t wg) {
  WorkgroupOutcome o;
  o.wg = wg;
  o.instructions = cx_.clock;
  o.fault = std::move(cx_.result.fault);
  o.reports = std::move(cx_.result.reports);
  o.reportInst = checker_.takeReportInstructions();
  o.waves = std::move(cx_.result.waves);
  o.faultWave = std::move(cx_.result.faultWave);
  if (m_.options.stats) takeStats(o.stats);
  o.ops.reserve(cx_.touchedOps.size());
  for (uint32_t op : cx_.touchedOps) {
    o.ops.emplace_back(op, cx_.executedOps[op]);
    cx_.executedOps[op] = 0;
  }
  cx_.touchedOps.clear();
  if (checks_) {
    o.scalarLoads = smem_.cache().firstLoads();
    o.writtenLines = smem_.cache().writtenLines();
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
  cx_.queue = &q;
  cx_.shared = q.shared();
  if (cx_.shared && !cx_.sharedFilter) cx_.sharedFilter = std::make_unique<SharedAccess::Filter>();
  uint32_t wg = 0;
  while (q.claim(wg)) {
    const bool ok = runWorkgroup(wg, q.idOf(wg));
    if (cx_.aborted) {  // dropped: it would not have started after the earlier fault
      for (uint32_t op : cx_.touchedOps) cx_.executedOps[op] = 0;
      cx_.touchedOps.clear();
      WorkgroupStats dropped;
      if (m_.options.stats) takeStats(dropped);
      continue;
    }
    if (!ok) q.stop(wg);
    q.finish(takeOutcome(wg));
    if (!ok) break;
  }
}

LaunchResult Launch::run() {
  if (prog_.empty()) {
    cx_.result.fault.kind = FaultKind::NoCode;
    cx_.result.fault.message = cfg_.code ? "no code region at " + hex(cfg_.code) + ": call addCode() for it before launch()"
                                      : "no code loaded: call loadCode() before launch()";
    return cx_.result;
  }
  if (cfg_.entry >= prog_.sizeBytes || (cfg_.entry & 3) || prog_.indexAt[size_t(cfg_.entry / 4)] < 0) {
    cx_.result.fault.kind = FaultKind::BadBranch;
    cx_.result.fault.message = "entry offset " + hex(cfg_.entry) + " is not an instruction of the loaded code";
    return cx_.result;
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
    cx_.result.fault.kind = FaultKind::InstructionLimit;
    cx_.result.fault.pc = pcOf(uint32_t(prog_.indexAt[size_t(cfg_.entry / 4)]));
    cx_.result.fault.offset = cx_.result.fault.pc - prog_.base;
    cx_.result.fault.message = "instruction limit exceeded before the launch: its " + std::to_string(groups) +
                            " work-groups execute at least one instruction each, more than the limit of " +
                            std::to_string(m_.options.maxInstructions) +
                            " (raise it with --max-instructions); nothing was run";
    return cx_.result;
  }
  // Workgroups in parallel: each worker (this one and threads-1 others, each with its own Launch) claims them in
  // order; the queue folds what they produced in workgroup order. Their global accesses are tracked: where
  // workgroups share memory one of them writes, the run is abandoned, memory put back, and the workgroups run
  // again one after another. So any thread count gives the one thread's result (src/emu/README.md).
  const auto newQueue = [&] {
    auto q = std::make_unique<WorkgroupQueue>(prog_, g, m_.options.maxInstructions, cx_.executedOps.size(),
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
      cx_.host = std::make_shared<HostSession>(m_.memory, cfg_.services);
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
    if (cx_.host) cx_.host->rewind();
    newHost();
    q = newQueue();
    q->track(&observed);
    work(*q);
    cx_.result = q->take(cx_.executedOps);
    cx_.result.inOrder = observed.conflicted() ? observed.conflict() : why;
  } else {
    // Workgroups after the one whose fault ended the launch never run one after another: what they wrote goes.
    if (shared)
      if (auto at = q->faultedAt()) shared->restoreAfter(*at);
    cx_.result = q->take(cx_.executedOps);
  }
  if (cx_.host)  // what the kernel printed, up to the faulting workgroup
    cx_.host->finish(cx_.result, cx_.result.ok() ? std::nullopt : std::optional<uint32_t>(cx_.result.fault.workgroup));
  collectFidelity();
  if (m_.options.stats) collectStats(q->stats(), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return cx_.result;
}

// This thread and threads - 1 others, each with its own Launch, run the workgroups of `q`. What a worker throws
// (std::bad_alloc) abandons the run and is thrown here once every worker has returned.
void Launch::runParallel(WorkgroupQueue& q, unsigned threads) {
  std::vector<std::unique_ptr<Launch>> others;
  for (unsigned i = 1; i < threads; ++i) {
    others.push_back(std::make_unique<Launch>(m_, cfg_));
    others.back()->context.host = cx_.host;
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
