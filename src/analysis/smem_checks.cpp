#include "analysis/smem_checks.h"

#include <deque>
#include <set>

#include "codec/smem_offset.h"
#include "codec/smem_rules.h"
#include "isa/ops.h"

namespace gcnkit::analysis {

namespace {

bool isSmem(const Node& n) { return n.decoded && n.decoded->size && opInfo(n.decoded->inst.op).enc == Encoding::SMEM; }
bool isInvalidate(const Node& n) { return isSmem(n) && isScalarInvalidate(n.decoded->inst.op); }
bool isScalarStore(Op op) {
  const OpInfo& info = opInfo(op);
  return info.enc == Encoding::SMEM && (info.flags & kStore);
}
bool isWriteback(Op op) { return op == Op::s_dcache_wb || op == Op::s_dcache_wb_vol; }

void fieldRules(const CheckContext& cx, uint32_t i) {
  const Node& n = cx.routine.nodes[i];
  const Instruction& in = n.decoded->inst;
  const OpInfo& info = opInfo(in.op);
  const Gen g = cx.routine.target.gen();
  const bool discard = in.op == Op::s_dcache_discard || in.op == Op::s_dcache_discard_x2;
  if (const OperandSpec* data = info.operand(Field::SDATA); data && data->kind == OperandKind::SReg && !discard)
    if (auto why = smemDataAlignment(in[Field::SDATA], data->dwords)) cx.report("smem-alignment", Severity::Error, i, *why);
  if ((info.flags & kBuffer) && info.operand(Field::SBASE))
    if (auto why = smemBufferBaseAlignment(in[Field::SBASE] << 1)) cx.report("smem-alignment", Severity::Error, i, *why);
  bool hasOffset = false;
  for (int k = 0; k < info.numOperands; ++k) hasOffset |= info.operands[k].kind == OperandKind::SmemOffset;
  if (hasOffset) {
    if (auto o = smemOffset(in, g)) {
      const bool buffer = info.flags & kBuffer;
      if (auto why = smemNegativeImmediate(g, o->imm, o->hasImm, buffer)) cx.report("smem-negative-offset", Severity::Error, i, *why);
      else if (!o->hasReg && o->hasImm)
        if (auto total = smemNegativeTotal(g, o->imm, buffer)) cx.report("smem-negative-offset", Severity::Error, i, *total);
    }
  }
  if (auto why = smemStoreOffset(g, in)) cx.report("smem-store-offset", Severity::Error, i, *why);
}

// Groups are runs of consecutive SMEM instructions; an s_clause covers the next instructions in issue order.
void groupRules(const CheckContext& cx) {
  const Routine& r = cx.routine;
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (!isSmem(n)) continue;
    bool afterSmem = false, afterInvalidate = false;
    for (uint32_t p : n.pred) afterSmem |= isSmem(r.nodes[p]), afterInvalidate |= isInvalidate(r.nodes[p]);
    if (isInvalidate(n) && afterSmem) cx.report("invalidate-group", Severity::Error, i, kInvalidateAfterSmem);
    else if (!isInvalidate(n) && afterInvalidate) cx.report("invalidate-group", Severity::Error, i, kSmemAfterInvalidate);
  }
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (!n.decoded || !n.decoded->size || n.decoded->inst.op != Op::s_clause) continue;
    const uint32_t imm = n.decoded->inst[Field::SIMM16];
    if (auto why = clauseLengthRule(imm)) cx.report("smem-clause", Severity::Error, i, *why);
    // The instructions it covers, on every path.
    std::set<std::pair<uint32_t, unsigned>> seen;
    std::deque<std::pair<uint32_t, unsigned>> work;
    for (uint32_t s : n.succ) work.push_back({s, 1});
    while (!work.empty()) {
      auto [k, depth] = work.front();
      work.pop_front();
      if (depth > clauseLength(imm) || !seen.insert({k, depth}).second) continue;
      if (isInvalidate(r.nodes[k])) cx.report("invalidate-group", Severity::Error, k, kInvalidateInClause, i);
      for (uint32_t s : r.nodes[k].succ) work.push_back({s, depth + 1});
    }
  }
}

// A scalar store sits in the scalar cache until s_dcache_wb writes it back: a program that ends without one may lose
// it, and a function that returns without one leaves it to a caller that does not know of it (the AMDGPU backend
// writes s_dcache_wb before s_endpgm and before a function's return after scalar stores).
void writebackRule(const CheckContext& cx) {
  const Routine& r = cx.routine;
  std::vector<int64_t> pending(r.nodes.size(), -2);  // -2 unreached, -1 nothing pending, else the store's node
  std::deque<uint32_t> work{0};
  pending[0] = -1;
  auto flow = [&](uint32_t i) {
    const Node& n = r.nodes[i];
    int64_t s = pending[i];
    if (n.decoded && n.decoded->size) {
      const Op op = n.decoded->inst.op;
      if (isScalarStore(op)) s = i;
      else if (isWriteback(op)) s = -1;
    }
    return s;
  };
  while (!work.empty()) {
    const uint32_t i = work.front();
    work.pop_front();
    const int64_t out = flow(i);
    for (uint32_t s : r.nodes[i].succ) {
      if (pending[s] == -2 || (pending[s] == -1 && out >= 0)) {
        pending[s] = out;
        work.push_back(s);
      }
    }
  }
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (pending[i] < 0) continue;
    const std::string store = cx.quote(uint32_t(pending[i]));
    if (n.kind == NodeKind::EndProgram)
      cx.report("smem-store-writeback", Severity::Error, i,
                "the program ends while the scalar store " + store +
                    " may still be only in the scalar cache: s_dcache_wb before s_endpgm",
                pending[i]);
    else if (n.kind == NodeKind::Return && !n.tailCall && !r.kernel)
      cx.report("smem-store-writeback", Severity::Error, i,
                "the function returns while the scalar store " + store +
                    " may still be only in the scalar cache: s_dcache_wb before the return",
                pending[i]);
  }
}

}  // namespace

void checkScalarMemory(const CheckContext& cx) {
  for (uint32_t i = 0; i < cx.routine.nodes.size(); ++i)
    if (isSmem(cx.routine.nodes[i])) fieldRules(cx, i);
  groupRules(cx);
  writebackRule(cx);
}

}  // namespace gcnkit::analysis
