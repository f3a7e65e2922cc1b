#include "analysis/waits.h"

#include <algorithm>
#include <deque>
#include <optional>

#include <fmt/format.h>

#include "analysis/dataflow.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/symbolic.h"

namespace gcnkit::analysis {

namespace {

constexpr uint32_t kCaller = UINT32_MAX;  // the operations an unknown caller may have left outstanding

// One operation still counted by one counter. `after` is how many operations of its class the counter certainly
// counted after it, whichever path led here (the least over the paths).
struct Entry {
  uint32_t node = 0;
  Counter counter = kVm;
  Order order = Order::None;
  uint8_t weight = 1;
  bool sampler = false;
  bool lds = false;  // a DS access or an LDS-DMA load (s_barrier does not wait for it)
  uint16_t after = 0;
  RegSet results, held;
  bool operator==(const Entry&) const = default;
};

struct State {
  bool reached = false;
  std::vector<Entry> entries;  // sorted by (node, counter)
  bool operator==(const State&) const = default;
};

bool inOrder(Order o) { return o == Order::Vmem || o == Order::Lds || o == Order::StoreData; }

// An operation's class in one of its counters: in EXP_CNT vector stores hold their data in order, GDS does not.
Order classIn(const MemEffect& m, Counter c) {
  if (c != kExp) return m.order;
  return m.order == Order::Vmem || m.order == Order::StoreData ? Order::StoreData : Order::Gds;
}

// Whether waiting until counter <= n guarantees the operation has completed.
bool completes(const Entry& e, unsigned n) {
  if (n == 0) return true;
  if (inOrder(e.order)) return e.after >= n;    // it and every later one of its class would count more than n
  if (e.order == Order::Smem) return e.weight > n;  // alone it would count more than n
  return false;
}

// The weakest wait that completes the operation (scalar memory: lgkmcnt(0), the only use the documents call safe).
unsigned neededWait(const Entry& e) { return inOrder(e.order) ? e.after : 0; }

void applyWait(State& s, Counter c, unsigned n) {
  std::erase_if(s.entries, [&](const Entry& e) { return e.counter == c && completes(e, n); });
}

State join(const State& a, const State& b) {
  if (!a.reached) return b;
  if (!b.reached) return a;
  State r;
  r.reached = true;
  size_t i = 0, j = 0;
  auto key = [](const Entry& e) { return std::pair(e.node, e.counter); };
  while (i < a.entries.size() || j < b.entries.size()) {
    if (j == b.entries.size() || (i < a.entries.size() && key(a.entries[i]) < key(b.entries[j]))) {
      r.entries.push_back(a.entries[i++]);
    } else if (i == a.entries.size() || key(b.entries[j]) < key(a.entries[i])) {
      r.entries.push_back(b.entries[j++]);
    } else {
      Entry e = a.entries[i++];
      const Entry& o = b.entries[j++];
      e.after = std::min(e.after, o.after);
      e.results |= o.results;
      e.held |= o.held;
      e.lds = e.lds || o.lds;
      r.entries.push_back(e);
    }
  }
  return r;
}

State callerState(const Target& t) {
  State s;
  s.reached = true;
  RegSet all;
  all.add(0, kSlotCount);
  for (int c = 0; c < kCounterCount; ++c) {  // (every counter that reports results: not a store's)
    if (!hasCounter(t.gen(), Counter(c)) || c == kVs) continue;
    Entry e;
    e.node = kCaller;
    e.counter = Counter(c);
    e.lds = c == kLgkm || c == kDs;
    e.results = all;
    s.entries.push_back(e);
  }
  return s;
}

// s_barrier, and GFX12's split barrier: its signal is where the wave's LDS accesses must be complete (the release),
// its wait where the other waves' are visible (the acquire).
bool barrierRelease(Op op) { return op == Op::s_barrier || op == Op::s_barrier_signal || op == Op::s_barrier_signal_isfirst; }

class Walker {
 public:
  explicit Walker(const CheckContext& cx) : cx_(cx), r_(cx.routine), gen_(r_.target.gen()), rules_(counterRules(gen_)) {}

  void run() {
    const size_t n = r_.nodes.size();
    if (!n) return;
    in_.assign(n, State{});
    in_[0] = r_.kernel ? State{true, {}} : callerState(r_.target);
    forwardFixpoint(r_, in_, [&](uint32_t i, State& st) { transfer(i, st, false); },
                    [&](State& into, const State& from) {
                      State joined = join(into, from);
                      if (joined == into) return false;
                      into = std::move(joined);
                      return true;
                    });
    for (uint32_t i = 0; i < n; ++i)
      if (in_[i].reached) {
        State s = in_[i];
        transfer(i, s, true);
      }
  }

 private:
  const CheckContext& cx_;
  const Routine& r_;
  Gen gen_;
  const CounterRules& rules_;
  std::vector<State> in_;

  std::string who(const Entry& e) const { return e.node == kCaller ? std::string("the caller") : cx_.quote(e.node); }

  // Reports (when `report`) and then waits for entry `e`, as the fix the message suggests.
  void fix(State& s, const Entry& e, bool report, uint32_t node, std::string_view rule, const std::string& message) {
    if (report) cx_.report(rule, Severity::Error, node, message, e.node == kCaller ? -1 : int64_t(e.node));
    if (e.node == kCaller) std::erase_if(s.entries, [](const Entry& x) { return x.node == kCaller; });
    else applyWait(s, e.counter, neededWait(e));
  }

  std::string fixText(const Entry& e) const {
    if (e.node == kCaller) return waitAllText(gen_) + " first (a function may assume nothing is outstanding at entry)";
    return waitText(e.counter, neededWait(e), gen_) + " first";
  }

  void applyWaits(const Instruction& in, State& s) {
    // (a VINTERP instruction waits for EXP_CNT to reach its wait_exp before it issues: the LDS parameter loads)
    if (opInfo(in.op).enc == Encoding::VINTERP) applyWait(s, kExp, in[Field::WAITEXP]);
    switch (in.op) {
      case Op::s_waitcnt: {
        const WaitcntCounts c = decodeWaitcnt(gen_, in[Field::SIMM16]);
        applyWait(s, kVm, c.vm);
        applyWait(s, kExp, c.exp);
        applyWait(s, kLgkm, c.lgkm);
        break;
      }
      case Op::s_waitcnt_vmcnt: case Op::s_waitcnt_expcnt: case Op::s_waitcnt_lgkmcnt: case Op::s_waitcnt_vscnt: {
        // The count is the SGPR's value plus the immediate: known only with `null`.
        if (in[Field::SDST] != opnd::kNull) break;
        const Counter c = in.op == Op::s_waitcnt_vmcnt ? kVm : in.op == Op::s_waitcnt_expcnt ? kExp
                          : in.op == Op::s_waitcnt_lgkmcnt ? kLgkm : kVs;
        applyWait(s, c, in[Field::SIMM16] & 0xffff);
        break;
      }
      // GFX12: a wait per counter, and two that wait for a vector memory counter and dscnt at once.
      case Op::s_wait_loadcnt: applyWait(s, kVm, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_storecnt: applyWait(s, kVs, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_samplecnt: applyWait(s, kSample, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_bvhcnt: applyWait(s, kBvh, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_expcnt: applyWait(s, kExp, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_dscnt: applyWait(s, kDs, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_kmcnt: applyWait(s, kKm, in[Field::SIMM16] & 0xffff); break;
      case Op::s_wait_loadcnt_dscnt: case Op::s_wait_storecnt_dscnt: {
        const Gfx12CombinedWait w = decodeGfx12CombinedWait(in[Field::SIMM16]);
        applyWait(s, in.op == Op::s_wait_loadcnt_dscnt ? kVm : kVs, w.first);
        applyWait(s, kDs, w.ds);
        break;
      }
      case Op::s_wait_idle:  // (GFX10+: waits until the wave has nothing outstanding)
        s.entries.clear();
        break;
      default: break;
    }
  }

  // The overlap of an outstanding result with what the instruction reads.
  void checkReads(uint32_t i, const Effects& fx, State& s, bool report) {
    for (size_t k = 0; k < s.entries.size();) {
      const Entry e = s.entries[k];
      const RegSet hit = e.results & fx.reads;
      if (!hit.any()) {
        ++k;
        continue;
      }
      std::string m;
      if (hit.test(kLdsSlot) && hit.first() == int(kLdsSlot))
        m = fmt::format("accesses the LDS, which {} may still be writing on some path (an LDS-DMA load): {}", who(e), fixText(e));
      else if (e.node == kCaller)
        m = fmt::format("reads {}, which an operation the caller left outstanding may still be writing: {}",
                        slotList(hit, r_.target), fixText(e));
      else
        m = fmt::format("reads {}, which {} may still be writing on some path: {}", slotList(hit, r_.target), who(e), fixText(e));
      fix(s, e, report, i, "missing-wait", m);
      k = 0;  // the wait may have completed others
    }
  }

  void checkWrites(uint32_t i, const Effects& fx, State& s, bool report) {
    RegSet written = fx.writes;
    const RegSet async = fx.mem ? fx.mem->results : RegSet{};
    written |= async;
    for (size_t k = 0; k < s.entries.size();) {
      const Entry e = s.entries[k];
      const RegSet late = e.results & written;
      const RegSet data = e.held & written;
      if (!late.any() && !data.any()) {
        ++k;
        continue;
      }
      // A later result of the same class lands after the earlier one: no wait needed between them.
      if (!data.any() && !(late & fx.writes).any() && fx.mem && inOrder(e.order) && e.order == fx.mem->order &&
          e.sampler == fx.mem->sampler && fx.mem->counts[e.counter]) {
        ++k;
        continue;
      }
      std::string m;
      if (data.any())
        m = fmt::format("overwrites {}, data that {} may still be reading (the store holds it until EXP_CNT releases it): {}",
                        slotList(data, r_.target), who(e), fixText(e));
      else if (e.node == kCaller)
        m = fmt::format("overwrites {}, which an operation the caller left outstanding may still write later: {}",
                        slotList(late, r_.target), fixText(e));
      else
        m = fmt::format("overwrites {}, which {} may still write later on some path (the late result would replace this "
                        "value): {}", slotList(late, r_.target), who(e), fixText(e));
      fix(s, e, report, i, "missing-wait", m);
      k = 0;
    }
  }

  void issue(uint32_t i, const MemEffect& m, State& s) {
    for (int c = 0; c < kCounterCount; ++c) {
      if (!m.counts[c]) continue;
      const Counter cc = Counter(c);
      const unsigned max = rules_.max[c];
      const unsigned w = cc == kLgkm || cc == kKm ? m.weight : 1;
      // Issue stalls while the counter could not take the operation: as if waiting for max - weight.
      if (max >= w) applyWait(s, cc, max - w);
      const Order cls = classIn(m, cc);
      for (Entry& e : s.entries)
        if (e.counter == cc && inOrder(e.order) && e.order == cls && e.after < max) ++e.after;
      std::erase_if(s.entries, [&](const Entry& e) { return e.counter == cc && inOrder(e.order) && e.after >= max; });
    }
    // The entries this operation leaves: its result in the counter that reports it, data it holds in EXP_CNT, a DS
    // or LDS-DMA access for s_barrier.
    for (int c = 0; c < kCounterCount; ++c) {
      if (!m.counts[c]) continue;
      Entry e;
      e.node = i;
      e.counter = Counter(c);
      e.order = classIn(m, Counter(c));
      e.weight = c == kLgkm || c == kKm ? m.weight : 1;
      e.sampler = m.sampler;
      if (c == kExp) e.held = m.held;
      else e.results = m.results;
      e.lds = c != kExp && (m.dsRead || m.dsWrite || m.ldsDma);
      if (!e.results.any() && !e.held.any() && !e.lds) continue;
      auto at = std::lower_bound(s.entries.begin(), s.entries.end(), e, [](const Entry& a, const Entry& b) {
        return std::pair(a.node, a.counter) < std::pair(b.node, b.counter);
      });
      if (at != s.entries.end() && at->node == e.node && at->counter == e.counter) *at = e;  // the older instance is
      else s.entries.insert(at, e);                                                          // dominated by this one
    }
  }

  void transfer(uint32_t i, State& s, bool report) {
    const Node& n = r_.nodes[i];
    if (n.kind == NodeKind::Invalid || !n.decoded) return;
    const Instruction& in = n.decoded->inst;
    applyWaits(in, s);
    checkReads(i, n.fx, s, report);
    checkWrites(i, n.fx, s, report);
    if (barrierRelease(in.op) && !oneWavePerWorkgroup(cx_)) {
      for (size_t k = 0; k < s.entries.size();) {
        const Entry e = s.entries[k];
        if (!e.lds) {
          ++k;
          continue;
        }
        const bool dma = e.counter == kVm;
        const std::string m =
            e.node == kCaller
                ? fmt::format("s_barrier while an LDS access the caller left outstanding may not have completed: {}",
                              fixText(e))
                : dma ? fmt::format("s_barrier while {} may not have written the LDS yet: the barrier does not wait for "
                                    "it, so the other waves may read the LDS before it lands: {}", who(e), fixText(e))
                      : fmt::format("s_barrier while {} may not have completed: the barrier does not wait for LDS "
                                    "accesses, so the other waves may not see it (or it may see theirs): {}",
                                    who(e), fixText(e));
        fix(s, e, report, i, dma ? "lds-dma-barrier" : "lds-barrier", m);
        k = 0;
      }
    }
    // GFX6/7 read a stale VCCZ while a scalar load is outstanding (LLVM waits for lgkmcnt(0) before the branch).
    if ((in.op == Op::s_cbranch_vccz || in.op == Op::s_cbranch_vccnz) && gen_ <= Gen::GFX7) {
      for (const Entry& e : s.entries)
        if (e.order == Order::Smem) {
          fix(s, e, report, i, "vccz-smem",
              fmt::format("{} reads VCCZ while {} is outstanding: on this generation VCCZ may then be stale; "
                          "s_waitcnt lgkmcnt(0) first", opInfo(in.op).name, who(e)));
          applyWait(s, kLgkm, 0);
          break;
        }
    }
    switch (n.kind) {
      case NodeKind::Call: case NodeKind::IndirectCall:
        s.entries.clear();  // the callee waits for everything at entry and returns with nothing outstanding
        return;
      case NodeKind::Return:
        if (n.tailCall) {  // the callee waits for everything at entry
          s.entries.clear();
          return;
        }
        for (size_t k = 0; k < s.entries.size();) {
          const Entry e = s.entries[k];
          if (!e.results.any() && !e.held.any()) {
            ++k;
            continue;
          }
          fix(s, e, report, i, "function-return-wait",
              e.node == kCaller
                  ? std::string("returns while an operation the caller left outstanding may still write registers "
                                "(functions return with nothing outstanding): " + waitAllText(gen_) + " first")
                  : fmt::format("returns while {} may still write {}: callers assume nothing is outstanding after a "
                                "call; {}", who(e), slotList(e.held.any() ? e.held : e.results, r_.target), fixText(e)));
          k = 0;
        }
        return;
      case NodeKind::EndProgram:
        s.entries.clear();
        return;
      default: break;
    }
    if (n.fx.mem) issue(i, *n.fx.mem, s);
  }
};

}  // namespace

void checkWaits(const CheckContext& cx) { Walker(cx).run(); }

}  // namespace gcnkit::analysis
