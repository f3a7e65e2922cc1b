#include "emu/register_bounds.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "emu/program.h"
#include "isa/registers.h"
#include "object/kernel_descriptor.h"

namespace gcnkit::emu {

namespace {

// The function a call or jump through an SGPR pair reaches, when the pair was set the way LLVM sets it for a
// direct call: s_getpc_b64 s[a:a+1]; s_add_u32 sa, sa, lo; s_addc_u32 sa+1, sa+1, hi (the relocated distance; GFX12.5:
// s_get_pc_i64 and one s_add_nc_u64 of a 64-bit literal),
// then straight-line code that leaves the pair alone. -1 when that is not what precedes it (a return through
// s[30:31], a pointer loaded from memory).
int32_t directTarget(const Program& p, uint32_t call) {
  const SInst* callInst = p.scalarAt(call);
  if (!callInst) return -1;
  const uint16_t pair = callInst->s0.isConst ? 0xffff : callInst->s0.code;
  if (pair >= 126) return -1;
  RegMask regs;
  regs.add(pair, 2);
  for (uint32_t back = 1; back <= 64 && back <= call; ++back) {
    const uint32_t start = call - back;
    const SInst& g = p.scalarOrNone(start);
    if ((g.op != Op::s_getpc_b64 && g.op != Op::s_get_pc_i64) || g.dst != pair) {
      // The adds of the distance write the pair too (the forward pass below checks them); anything else that sets
      // it, or a branch, and it is not a direct call.
      const bool distanceAdd = ((g.op == Op::s_add_u32 || g.op == Op::s_addc_u32) && g.dstDwords == 1 &&
                                (g.dst == pair || g.dst == pair + 1)) ||
                               (g.op == Op::s_add_nc_u64 && g.dst == pair);
      if (((p.writes[start] & regs).any() && !distanceAdd) || g.target >= 0) return -1;
      continue;
    }
    // Forward from the s_getpc: the pair's value and the carry of the low add.
    uint64_t value = p.base + p.offsetOf[start] + g.size;
    bool carryKnown = false, carry = false;
    for (uint32_t i = start + 1; i < call; ++i) {
      const SInst& d = p.scalarOrNone(i);
      if (d.op == Op::s_add_nc_u64 && d.dst == pair && !d.s0.isConst && d.s0.code == pair && d.s1.isConst) {
        value += d.s1.value;  // GFX12.5's one 64-bit add of the distance
        carryKnown = false;
      } else if (d.op == Op::s_add_u32 && d.dst == pair && !d.s0.isConst && d.s0.code == pair && d.s1.isConst) {
        const uint64_t lo = uint64_t(uint32_t(value)) + uint32_t(d.s1.value);
        value = (value & ~0xffffffffull) | uint32_t(lo);
        carry = lo >> 32, carryKnown = true;
      } else if (d.op == Op::s_addc_u32 && d.dst == pair + 1 && !d.s0.isConst && d.s0.code == pair + 1 && d.s1.isConst &&
                 carryKnown) {
        value = uint64_t(uint32_t((value >> 32) + uint32_t(d.s1.value) + carry)) << 32 | uint32_t(value);
        carryKnown = false;
      } else if ((p.writes[i] & regs).any()) {
        return -1;
      } else {
        carryKnown = false;  // LLVM's pair of adds is adjacent: the carry (SCC) is known only right after the first
      }
    }
    return p.indexOfAddress(value);
  }
  return -1;
}

// Instructions reachable from the entry, into the functions it calls directly: other kernels in the same section
// have allocations of their own, the functions share the caller's.
std::set<uint32_t> reachable(const Program& p, uint32_t entry) {
  std::set<uint32_t> seen;
  std::vector<uint32_t> work{entry};
  while (!work.empty()) {
    const uint32_t i = work.back();
    work.pop_back();
    if (i >= p.insts.size() || !seen.insert(i).second) continue;
    const DInst& d = p.insts[i];
    if (const int32_t to = p.branchTarget(i); to >= 0) work.push_back(uint32_t(to));
    const bool jump = d.op == Op::s_setpc_b64 || d.op == Op::s_set_pc_i64;
    if (jump || d.op == Op::s_swappc_b64 || d.op == Op::s_swap_pc_i64)
      if (const int32_t callee = directTarget(p, i); callee >= 0) work.push_back(uint32_t(callee));
    // (s_trap: the emulator installs no trap handler, so nothing after it runs)
    const bool ends = d.op == kInvalidOp || d.op == Op::s_endpgm || d.op == Op::s_endpgm_saved ||
                      d.op == Op::s_endpgm_ordered_ps_done || d.op == Op::s_code_end || jump || d.op == Op::s_branch ||
                      d.op == Op::s_trap;
    if (!ends) work.push_back(i + 1);
  }
  return seen;
}

struct RegisterEnds {
  uint32_t sgpr = 0, vgpr = 0, agpr = 0;
};

// One past the highest SGPR, VGPR and AGPR the instruction names, from the decoded program's register sets:
// the SGPR codes it reads or writes (special registers above the SGPRs do not count) and its register ranges.
RegisterEnds registerEnds(const Program& p, uint32_t i) {
  RegMask used = p.reads[i];
  used |= p.writes[i];
  const uint32_t sgprs = uint32_t(sgprCount(p.target.gen()));
  uint32_t sgprEnd = 0;
  for (uint32_t c = 0; c < sgprs; ++c)
    if (used.test(c)) sgprEnd = c + 1;
  RegisterEnds e{sgprEnd};
  const VgprUse& v = p.vuse[i];
  for (unsigned k = 0; k < v.n; ++k) {
    uint32_t& end = v.r[k].agpr ? e.agpr : e.vgpr;
    end = std::max<uint32_t>(end, uint32_t(v.r[k].first) + v.r[k].count);
  }
  return e;
}

}  // namespace

std::optional<Report> registerBoundsReport(const LoadedKernel& k, const Target& t, uint64_t codeAddress,
                                          RegisterEndsSeen* seen, const InstructionText& print,
                                          std::string_view features) {
  Program p = buildProgram(k.code, t, codeAddress);
  p.print = print;
  p.features = std::string(features);
  if (k.entry >= p.sizeBytes || (k.entry & 3) || p.indexAt[size_t(k.entry / 4)] < 0) return std::nullopt;
  const RegisterAllocation alloc = registerAllocation(k, t);
  std::optional<Report> first;
  for (uint32_t i : reachable(p, uint32_t(p.indexAt[size_t(k.entry / 4)]))) {
    if (p.insts[i].op == kInvalidOp) continue;
    const auto [sgprEnd, vgprEnd, agprEnd] = registerEnds(p, i);
    if (seen) seen->vgpr = std::max(seen->vgpr, vgprEnd), seen->agpr = std::max(seen->agpr, agprEnd);
    auto message = registerBoundsMessage(alloc, t, sgprEnd, vgprEnd, agprEnd);
    if (!message) continue;
    if (first && first->offset <= p.offsetOf[i]) continue;  // the report names the first in address order
    Report& r = first.emplace();
    r.kind = CheckKind::RegisterBounds;
    r.offset = p.offsetOf[i];
    r.pc = codeAddress + r.offset;
    r.instruction = p.text(i);
    r.message = std::move(*message);
  }
  return first;
}

}  // namespace gcnkit::emu
