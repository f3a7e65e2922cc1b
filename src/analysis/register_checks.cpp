#include "analysis/register_checks.h"

#include <algorithm>
#include <deque>

#include <fmt/format.h>

#include "isa/registers.h"
#include "object/kernel_registers.h"

namespace gcnkit::analysis {

namespace {

struct Ends {
  uint32_t sgpr = 0, vgpr = 0, agpr = 0;
};

Ends registerEnds(const Node& n, Gen g) {
  RegSet used = n.fx.reads;
  used |= n.fx.writes;
  if (n.fx.mem) used |= n.fx.mem->results, used |= n.fx.mem->held;
  Ends e;
  const unsigned sgprs = unsigned(sgprCount(g));
  used.forEach([&](unsigned s) {
    if (s < sgprs) e.sgpr = std::max(e.sgpr, s + 1);
    else if (s >= kVgprSlot && s < kAgprSlot) e.vgpr = std::max(e.vgpr, s - kVgprSlot + 1);
    else if (s >= kAgprSlot && s < kLdsSlot) e.agpr = std::max(e.agpr, s - kAgprSlot + 1);
  });
  return e;
}

}  // namespace

void checkRegisterBounds(const CheckContext& kernel, const std::vector<const Routine*>& callees,
                         std::vector<Finding>& out) {
  if (!kernel.kernel) return;
  const Target& t = kernel.routine.target;
  const RegisterAllocation alloc = registerAllocation(kernel.kernel->descriptor, t);
  std::vector<const Routine*> routines{&kernel.routine};
  routines.insert(routines.end(), callees.begin(), callees.end());
  for (const Routine* r : routines) {
    // The first instruction in address order that names a register beyond the allocation, and how many more do.
    int64_t first = -1;
    size_t count = 0;
    std::string message;
    for (uint32_t i = 0; i < r->nodes.size(); ++i) {
      const Node& n = r->nodes[i];
      if (!n.decoded || !n.decoded->size) continue;
      const Ends e = registerEnds(n, t.gen());
      auto m = registerBoundsMessage(alloc, t, e.sgpr, e.vgpr, e.agpr);
      if (!m) continue;
      ++count;
      if (first < 0 || n.address < r->nodes[size_t(first)].address) first = i, message = std::move(*m);
    }
    if (first < 0) continue;
    if (count > 1) message += fmt::format(" ({} instructions beyond the allocation in {})", count, r->name);
    if (r != &kernel.routine) message += fmt::format(" (in function {}, which kernel {} calls)", r->name, kernel.routine.name);
    CheckContext cx{kernel.image, *r, kernel.kernel, kernel.text, out};
    cx.report("register-bounds", Severity::Error, uint32_t(first), message);
  }
}

void checkUninitializedSgprs(const CheckContext& cx) {
  const Routine& r = cx.routine;
  if (!r.kernel || !cx.kernel || r.nodes.empty()) return;
  const Target& t = r.target;
  const Gen g = t.gen();
  const InitialRegisters init = initialRegisters(cx.kernel->descriptor, t);
  // Tracked: the SGPRs, VCC and M0; EXEC starts as the dispatch's lane mask.
  RegSet tracked;
  tracked.addScalar(0, unsigned(sgprCount(g)));
  tracked.addScalar(opnd::kVccLo, 2);
  tracked.addScalar(m0Code(), 1);
  RegSet start;
  start.addScalar(0, init.sgprCount);
  start.addScalar(opnd::kExecLo, 2);
  RegSet all;
  all.add(0, kSlotCount);
  std::vector<RegSet> in(r.nodes.size());
  std::vector<bool> reached(r.nodes.size(), false);
  in[0] = start;
  reached[0] = true;
  auto out = [&](uint32_t i) {
    const Node& n = r.nodes[i];
    if (n.kind == NodeKind::Call || n.kind == NodeKind::IndirectCall) return all;  // the callee may return anything
    RegSet s = in[i];
    s |= n.fx.writes;
    if (n.fx.mem) s |= n.fx.mem->results;
    return s;
  };
  std::deque<uint32_t> work{0};
  while (!work.empty()) {
    const uint32_t i = work.front();
    work.pop_front();
    const RegSet o = out(i);
    for (uint32_t s : r.nodes[i].succ) {
      const RegSet joined = reached[s] ? (in[s] & o) : o;
      if (reached[s] && joined == in[s]) continue;
      in[s] = joined;
      reached[s] = true;
      work.push_back(s);
    }
  }
  const std::string enabled = init.sgprCount ? fmt::format("s0..s{}", init.sgprCount - 1) : std::string("none");
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (!reached[i] || !n.decoded || !n.decoded->size) continue;
    RegSet missing = n.fx.reads & tracked;
    missing.remove(in[i]);
    if (!missing.any()) continue;
    cx.report("uninitialized-sgpr", Severity::Warning, i,
              fmt::format("reads {}, which no user or system SGPR the descriptor enables ({}) initializes and no "
                          "instruction writes on some path (a .amdhsa_user_sgpr_* directive missing?)",
                          slotList(missing, t), enabled));
  }
}

}  // namespace gcnkit::analysis
