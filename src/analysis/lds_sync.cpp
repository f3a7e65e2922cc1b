#include "analysis/lds_sync.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "isa/ops.h"

namespace gcnkit::analysis {

namespace {

// A DS instruction that reads or writes LDS memory: not the lane shuffles that only use the DS unit
// (ds_permute, ds_bpermute, ds_swizzle), not GDS or GWS operations, not ds_nop.
bool touchesLds(const Node& n) {
  if (n.fx.unit != Unit::Ds || !n.fx.mem || !n.decoded) return false;
  const Instruction& in = n.decoded->inst;
  const std::string_view name = opInfo(in.op).name;
  if (name.starts_with("ds_permute") || name.starts_with("ds_bpermute") || name.starts_with("ds_swizzle") ||
      name.starts_with("ds_gws") || name == "ds_nop")
    return false;
  if (in[Field::GDS]) return false;
  return n.fx.mem->dsRead || n.fx.mem->dsWrite;
}

// Whether two DS accesses are at the same lane's address: the same address VGPR and the same offsets.
bool sameAddress(const Instruction& a, const Instruction& b) {
  const OpInfo &ia = opInfo(a.op), &ib = opInfo(b.op);
  if (!ia.operand(Field::ADDR) || !ib.operand(Field::ADDR)) return false;
  return a[Field::ADDR] == b[Field::ADDR] && a[Field::OFFSET0] == b[Field::OFFSET0] &&
         a[Field::OFFSET1] == b[Field::OFFSET1];
}

// (GFX12's split barrier: the other waves' LDS writes are visible after its wait)
bool isBarrier(const Node& n) {
  return n.decoded && n.decoded->size && (n.decoded->inst.op == Op::s_barrier || n.decoded->inst.op == Op::s_barrier_wait);
}

// Whether the read's address is computed from the write's address register (an index added to the same per-lane
// base: clang's private arrays promoted to LDS, one slot per work-item, are addressed so), on the straight line
// back from the read to the write: the instruction that last wrote the read's address VGPR reads the write's, and
// what wrote that between the write and it only updated it in place.
bool addressDerivedFrom(const Routine& r, uint32_t write, uint32_t read) {
  const unsigned writeAddr = kVgprSlot + r.nodes[write].decoded->inst[Field::ADDR];
  unsigned wanted = kVgprSlot + r.nodes[read].decoded->inst[Field::ADDR];
  bool found = false;  // the read's address was written by an instruction reading the write's address
  uint32_t at = read;
  for (int steps = 0; steps < 256; ++steps) {
    if (r.nodes[at].pred.size() != 1) return false;
    at = r.nodes[at].pred[0];
    if (at == write) return found;
    const Effects& fx = r.nodes[at].fx;
    if (!found && fx.writes.test(wanted)) {
      if (!fx.reads.test(writeAddr)) return false;
      found = true;
      wanted = writeAddr;
      continue;
    }
    if (found && fx.writes.test(writeAddr) && !fx.reads.test(writeAddr)) return false;  // (v0 = v0 | 24 keeps it)
  }
  return false;
}

// Whether the value DS read `read` returns is used: on some path from it, an instruction reads one of its result
// registers before all of them are overwritten. (The emulator's race check draws the same line: a plain read next to
// another wave's atomic is an atomic load when nothing uses it, clang's atomic_xor(p, 0); src/emu/lds_used_reads.cpp.)
bool resultUsed(const Routine& r, uint32_t read) {
  struct Item {
    uint32_t node;
    RegSet live;
  };
  std::vector<RegSet> seen(r.nodes.size());  // the live registers each node was reached with (a union)
  std::vector<Item> work;
  for (uint32_t s : r.nodes[read].succ) work.push_back({s, r.nodes[read].fx.mem->results});
  while (!work.empty()) {
    Item it = std::move(work.back());
    work.pop_back();
    const Node& n = r.nodes[it.node];
    if (n.fx.reads.intersects(it.live)) return true;
    RegSet fresh = it.live;
    fresh.remove(seen[it.node]);
    if (!fresh.any()) continue;  // reached before with all of these live
    seen[it.node] |= it.live;
    it.live.remove(n.fx.writes);
    if (n.fx.mem) it.live.remove(n.fx.mem->results);
    if (!it.live.any()) continue;
    for (uint32_t s : n.succ) work.push_back({s, it.live});
  }
  return false;
}

// A compare-and-swap on the read's address somewhere in the routine: the read is the first step of a swap loop, whose
// swap checks what it read.
bool swapsAtAddress(const Routine& r, const Instruction& read) {
  return std::any_of(r.nodes.begin(), r.nodes.end(), [&](const Node& n) {
    if (!touchesLds(n) || !n.fx.mem->atomic) return false;
    const std::string_view name = opInfo(n.decoded->inst.op).name;
    return (name.starts_with("ds_cmpst") || name.starts_with("ds_cmpstore")) && sameAddress(n.decoded->inst, read);
  });
}

}  // namespace

void checkLdsSynchronization(const CheckContext& cx) {
  if (oneWavePerWorkgroup(cx)) return;
  const Routine& r = cx.routine;
  // A routine without s_barrier may keep per-lane data in LDS (promoted private arrays): there a read addressed
  // from the write's own address is the lane's own.
  const bool synchronizes = std::any_of(r.nodes.begin(), r.nodes.end(), isBarrier);
  std::vector<uint32_t> seenBy(r.nodes.size(), UINT32_MAX);
  std::vector<uint32_t> work;
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& read = r.nodes[i];
    if (!touchesLds(read) || !read.fx.mem->dsRead) continue;
    // Back from the read over every path to the nearest writes with no s_barrier between. A call may synchronize
    // inside the callee: the walk stops there, as at the routine's entry.
    work.assign(read.pred.begin(), read.pred.end());
    int64_t writer = -1, atomicWriter = -1;
    while (!work.empty() && writer < 0) {
      const uint32_t p = work.back();
      work.pop_back();
      if (seenBy[p] == i) continue;
      seenBy[p] = i;
      const Node& n = r.nodes[p];
      if (isBarrier(n) || n.kind == NodeKind::Call || n.kind == NodeKind::IndirectCall) continue;
      if (touchesLds(n) && n.fx.mem->dsWrite) {
        // A plain write; an atomic only if the read's value is used (below): lanes' atomics on one address are what
        // atomics are for, and an atomic load after them is a plain ds_read in the machine code (OpenCL's
        // atomic_xor(p, 0), a relaxed atomic_load).
        if (!sameAddress(n.decoded->inst, read.decoded->inst)) {
          if (!n.fx.mem->atomic) writer = p;
          else if (atomicWriter < 0) atomicWriter = p;
        }
        continue;  // an earlier write at this address is what this one overwrote
      }
      work.insert(work.end(), n.pred.begin(), n.pred.end());
    }
    // An atomic counts only when the read's value is used, and not as a swap loop's first read.
    const bool atomic = writer < 0 && atomicWriter >= 0 && resultUsed(r, i) && !swapsAtAddress(r, read.decoded->inst);
    if (atomic) writer = atomicWriter;
    else if (writer < 0 || (!synchronizes && addressDerivedFrom(r, uint32_t(writer), i))) continue;
    cx.report("lds-missing-barrier", Severity::Warning, i,
              fmt::format("reads LDS that {} may {} in another lane, {}with no s_barrier between them on some path: a "
                          "wave of the work-group can read before {}another wave's {} (s_waitcnt lgkmcnt(0) and "
                          "s_barrier between them)",
                          cx.quote(uint32_t(writer)), atomic ? "update atomically" : "have written",
                          atomic ? "and uses the value, " : "", atomic ? "or during " : "", atomic ? "atomics" : "write"),
              writer);
  }
}

}  // namespace gcnkit::analysis
