// A forward dataflow over a routine's instructions, run to its fixed point: what the wait and hazard checks carry
// along every path (outstanding operations, pending SGPR writes) and merge where paths join.
#pragma once
#include <cstdint>
#include <deque>
#include <vector>

#include "analysis/routine.h"

namespace gcnkit::analysis {

// `in[0]` holds the entry's state, the others the state nothing reaches yet. `step(i, state)` turns node i's
// in-state into its out-state; `join(into, from)` merges a predecessor's out-state into a successor's in-state and
// says whether it grew. Every node reached then holds the join of what every path brings it.
template <class State, class Step, class Join>
void forwardFixpoint(const Routine& r, std::vector<State>& in, Step&& step, Join&& join) {
  if (r.nodes.empty()) return;
  std::deque<uint32_t> work{0};
  std::vector<bool> queued(r.nodes.size(), false);
  queued[0] = true;
  while (!work.empty()) {
    const uint32_t i = work.front();
    work.pop_front();
    queued[i] = false;
    State out = in[i];
    step(i, out);
    for (uint32_t s : r.nodes[i].succ)
      if (join(in[s], out) && !queued[s]) queued[s] = true, work.push_back(s);
  }
}

// What a walk does past a node: go on to its neighbours, stop this path there, or end the whole walk.
enum class Walk : uint8_t { Next, Stop, End };

// Visits every node reachable from `from` (its predecessors when `forward` is false, else its successors), each
// node once, depth first; `visit(i)` decides what comes after node i.
template <class Visit>
void walkFrom(const Routine& r, const std::vector<uint32_t>& from, bool forward, Visit&& visit) {
  std::vector<uint32_t> work(from);
  std::vector<bool> seen(r.nodes.size(), false);
  while (!work.empty()) {
    const uint32_t i = work.back();
    work.pop_back();
    if (seen[i]) continue;
    seen[i] = true;
    const Walk w = visit(i);
    if (w == Walk::End) return;
    if (w == Walk::Next) {
      const std::vector<uint32_t>& next = forward ? r.nodes[i].succ : r.nodes[i].pred;
      work.insert(work.end(), next.begin(), next.end());
    }
  }
}

}  // namespace gcnkit::analysis
