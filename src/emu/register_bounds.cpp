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

// Instructions reachable from the entry: other kernels in the same section have allocations of their own.
std::set<uint32_t> reachable(const Program& p, uint32_t entry) {
  std::set<uint32_t> seen;
  std::vector<uint32_t> work{entry};
  while (!work.empty()) {
    const uint32_t i = work.back();
    work.pop_back();
    if (i >= p.insts.size() || !seen.insert(i).second) continue;
    const DInst& d = p.insts[i];
    if (d.target >= 0) work.push_back(uint32_t(d.target));
    const bool ends = d.op == kInvalidOp || d.op == Op::s_endpgm || d.op == Op::s_endpgm_saved ||
                      d.op == Op::s_endpgm_ordered_ps_done || d.op == Op::s_code_end || d.op == Op::s_setpc_b64 ||
                      d.op == Op::s_branch;
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
