#include "emu/workgroup_queue.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace gcnkit::emu {

std::string hex(uint64_t v);  // src/emu/launch.cpp

WorkgroupQueue::WorkgroupQueue(const Program& prog, std::array<uint32_t, 3> grid, uint64_t maxInstructions,
                               size_t opCount, CheckMode checks)
    : prog_(prog),
      checks_(checks),
      grid_{std::max(grid[0], 1u), std::max(grid[1], 1u), std::max(grid[2], 1u)},
      count_(uint32_t(std::min<uint64_t>(uint64_t(grid_[0]) * grid_[1] * grid_[2], UINT32_MAX))),
      max_(maxInstructions),
      ops_(opCount, 0) {}

std::array<uint32_t, 3> WorkgroupQueue::idOf(uint32_t wg) const {
  return {wg % grid_[0], (wg / grid_[0]) % grid_[1], wg / (grid_[0] * grid_[1])};
}

bool WorkgroupQueue::claim(uint32_t& wg) {
  if (abandoned()) return false;
  wg = next_.fetch_add(1, std::memory_order_relaxed);
  return wg < count_ && !stopped(wg);
}

void WorkgroupQueue::abandon() {
  abandoned_.store(true);
  std::lock_guard lock(mu_);  // wake workers waiting for an exact budget
  folded_.notify_all();
}

void WorkgroupQueue::fail(std::exception_ptr e) {
  {
    std::lock_guard lock(mu_);
    if (!failure_) failure_ = e;
  }
  abandon();
}

void WorkgroupQueue::rethrowFailure() {
  std::lock_guard lock(mu_);
  if (failure_) std::rethrow_exception(failure_);
}

std::optional<uint32_t> WorkgroupQueue::faultedAt() const {
  if (!faulted_) return std::nullopt;
  return frontier_;
}

void WorkgroupQueue::setTimeLimit(double seconds, std::chrono::steady_clock::time_point start) {
  hasDeadline_ = seconds > 0;
  if (hasDeadline_)
    deadline_ = start +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(
                    std::min(seconds, 1e9)));  // far beyond any run, and no overflow
}

void WorkgroupQueue::lower(uint32_t wg) {
  uint32_t cur = stopAt_.load();
  while (wg < cur && !stopAt_.compare_exchange_weak(cur, wg)) {
  }
}

void WorkgroupQueue::stop(uint32_t wg) {
  lower(wg);
  std::lock_guard lock(mu_);  // wake workers waiting for an exact budget behind it
  folded_.notify_all();
}

uint64_t WorkgroupQueue::budgetLocked(uint32_t wg, bool& exact) const {
  uint64_t before = prefix_;
  uint32_t finishedBefore = frontier_;
  for (auto it = done_.begin(); it != done_.end() && it->first < wg; ++it) {
    before += it->second.instructions;
    ++finishedBefore;
  }
  const uint32_t running = wg > finishedBefore ? wg - finishedBefore : 0;
  exact = running == 0;
  if (before >= max_) return 0;
  // Each earlier workgroup still running may take as long as the longest finished one; while none has finished,
  // an equal share of what is left.
  const uint64_t left = max_ - before;
  const uint64_t each = anyFinished_ ? longest_ : left / (running + 1);
  const uint64_t reserve = running * each;
  return reserve >= left ? 0 : left - reserve;
}

uint64_t WorkgroupQueue::budget(uint32_t wg, bool& exact) {
  std::lock_guard lock(mu_);
  return budgetLocked(wg, exact);
}

bool WorkgroupQueue::waitBudget(uint32_t wg, uint64_t executed, uint64_t& budget, bool& exact) {
  std::unique_lock lock(mu_);
  for (;;) {
    if (faulted_ || stopped(wg)) return false;  // stopped: also an abandoned parallel run
    budget = budgetLocked(wg, exact);
    if (exact || executed <= budget) return true;
    folded_.wait(lock);
  }
}

void WorkgroupQueue::finish(WorkgroupOutcome&& o) {
  std::lock_guard lock(mu_);
  if (faulted_ || o.wg < frontier_) return;
  const uint32_t wg = o.wg;
  longest_ = std::max(longest_, o.instructions);
  anyFinished_ = true;
  done_.emplace(wg, std::move(o));
  for (auto it = done_.find(frontier_); it != done_.end(); it = done_.find(frontier_)) {
    fold(it->second);
    done_.erase(it);
    if (faulted_) {  // the launch ends here: no later workgroup counts
      lower(frontier_);
      done_.clear();
      break;
    }
    ++frontier_;
  }
  folded_.notify_all();
}

void WorkgroupQueue::addReport(Report r, uint32_t inst) {
  const auto key = std::make_pair(inst, uint8_t(r.kind));
  if (auto it = reportIndex_.find(key); it != reportIndex_.end()) {
    result_.reports[it->second].count += r.count;
    return;
  }
  reportIndex_.emplace(key, result_.reports.size());
  result_.reports.push_back(std::move(r));
}

// A scalar load of a line that another workgroup of the launch writes: the model of src/emu/README.md
// ("Stale scalar cache across workgroups").
void WorkgroupQueue::crossStale(const ScalarLineLoad& load, uint32_t loaderWg, uint32_t writerWg) {
  Report r;
  r.kind = CheckKind::StaleCache;
  r.pc = prog_.base + (load.inst < prog_.offsetOf.size() ? prog_.offsetOf[load.inst] : prog_.sizeBytes);
  r.offset = r.pc - prog_.base;
  r.listingPc = prog_.listingBase + r.offset;
  r.instruction = prog_.text(load.inst);
  r.message = "scalar cache line " + hex(load.line) + " is also written by workgroup " + std::to_string(writerWg) +
              " of this launch, which may run at the same time: the scalar cache may hold the line from before "
              "that write (a vector load, or glc with s_dcache_inv, reads it coherently)";
  r.address = load.line;
  r.workgroup = loaderWg;
  r.wave = load.wave;
  const bool error = checks_ == CheckMode::Error && !faulted_;
  if (error) {
    result_.fault.kind = FaultKind::CheckFailed;
    result_.fault.pc = r.pc;
    result_.fault.offset = r.offset;
    result_.fault.listingPc = r.listingPc;
    result_.fault.instruction = r.instruction;
    result_.fault.address = r.address;
    result_.fault.workgroup = loaderWg;
    result_.fault.wave = load.wave;
    result_.fault.message = "check failed at pc " + hex(r.listingPc) + " (" + r.instruction + "), workgroup " +
                            std::to_string(loaderWg) + " wave " + std::to_string(load.wave) +
                            ": stale-scalar-cache: " + r.message;
    faulted_ = true;
  }
  addReport(std::move(r), load.inst);
}

void WorkgroupQueue::noteUse(LineUse& u, uint32_t wg, uint16_t dwords, const ScalarLineLoad* load) {
  if (!u.firstDwords) {
    u.first = wg, u.firstDwords = dwords;
    if (load) u.firstLoad = *load;
  } else if (wg == u.first) {
    u.firstDwords |= dwords;
  } else {
    if (u.other == UINT32_MAX) {
      u.other = wg;
      if (load) u.otherLoad = *load;
    }
    u.otherDwords |= dwords;
  }
}

uint16_t WorkgroupQueue::othersDwords(const LineUse& u, uint32_t wg, uint32_t& who, const ScalarLineLoad** load) {
  const bool first = wg != u.first;
  who = first ? u.first : u.other;
  if (load) *load = first ? &u.firstLoad : &u.otherLoad;
  return first ? uint16_t(u.firstDwords | u.otherDwords) : u.otherDwords;
}

void WorkgroupQueue::fold(WorkgroupOutcome& o) {
  prefix_ += o.instructions;
  for (size_t i = 0; i < o.reports.size(); ++i) addReport(std::move(o.reports[i]), o.reportInst[i]);
  for (auto [op, n] : o.ops) ops_[op] += n;
  for (WaveState& w : o.waves) result_.waves.push_back(std::move(w));
  // A load is stale when another workgroup writes a dword it reads (what else the line holds may change freely).
  for (const ScalarLineWrite& w : o.writtenLines) {
    if (auto it = loadedBy_.find(w.line); it != loadedBy_.end()) {
      uint32_t loader = 0;
      const ScalarLineLoad* load = nullptr;
      if (othersDwords(it->second, o.wg, loader, &load) & w.dwords) crossStale(*load, loader, o.wg);
    }
    noteUse(writtenBy_[w.line], o.wg, w.dwords, nullptr);
  }
  for (const ScalarLineLoad& l : o.scalarLoads) {
    if (auto it = writtenBy_.find(l.line); it != writtenBy_.end()) {
      uint32_t writer = 0;
      if (othersDwords(it->second, o.wg, writer, nullptr) & l.dwords) crossStale(l, o.wg, writer);
    }
    noteUse(loadedBy_[l.line], o.wg, l.dwords, &l);
  }
  stats_.add(o.stats);
  if (o.fault.kind != FaultKind::None && !faulted_) {
    result_.fault = std::move(o.fault);
    result_.faultWave = std::move(o.faultWave);
    faulted_ = true;
  }
  foldedInstructions_.store(prefix_, std::memory_order_relaxed);
  foldedWorkgroups_.store(o.wg + 1, std::memory_order_relaxed);
}

void WorkgroupQueue::noteProgress(uint64_t executed, const std::function<void(const Progress&)>& report) {
  const uint64_t total = executed_.fetch_add(executed, std::memory_order_relaxed) + executed;
  if (total < nextReport_.load(std::memory_order_relaxed)) return;
  std::lock_guard lock(progressMutex_);
  if (total < nextReport_.load(std::memory_order_relaxed)) return;  // another worker reported past it meanwhile
  nextReport_.store(total + (1u << 20), std::memory_order_relaxed);
  report(Progress{total, foldedWorkgroups(), count_});
}

void WorkgroupStats::add(const WorkgroupStats& o) {
  for (auto [mine, theirs] : {std::pair{&global, &o.global}, {&lds, &o.lds}, {&scratch, &o.scratch}, {&scalar, &o.scalar}}) {
    mine->read += theirs->read;
    mine->written += theirs->written;
  }
  waitStalls += o.waitStalls;
  waves += o.waves;
  workgroups += o.workgroups;
  if (o.executedAt.empty()) return;
  // Both lists are in index order: merge them.
  std::vector<std::pair<uint32_t, uint64_t>> merged;
  merged.reserve(executedAt.size() + o.executedAt.size());
  size_t i = 0, j = 0;
  while (i < executedAt.size() || j < o.executedAt.size()) {
    if (j == o.executedAt.size() || (i < executedAt.size() && executedAt[i].first < o.executedAt[j].first))
      merged.push_back(executedAt[i++]);
    else if (i == executedAt.size() || o.executedAt[j].first < executedAt[i].first)
      merged.push_back(o.executedAt[j++]);
    else {
      merged.emplace_back(executedAt[i].first, executedAt[i].second + o.executedAt[j].second);
      ++i, ++j;
    }
  }
  executedAt = std::move(merged);
}

LaunchResult WorkgroupQueue::take(std::vector<uint64_t>& ops) {
  std::lock_guard lock(mu_);
  result_.instructions = prefix_;
  ops = std::move(ops_);
  return std::move(result_);
}

}  // namespace gcnkit::emu
