// The GFX11/GFX12 hazards whose fix is a wait field rather than wait states (analysis/hazard_rules.h):
//
// - hazard-sgpr-read-after-write (GFX12): an SGPR a SALU or VALU instruction wrote is not safe to read until an
//   s_wait_alu says the write is done, however far apart the two are. Which waits are pending is a forward dataflow
//   over the routine (a fixed point, merging paths by union), the way LLVM's pass decides where to put its waits:
//   a SALU write needs depctr_sa_sdst(0) before any read, a VALU write depctr_va_sdst(0) (VCC: depctr_va_vcc(0))
//   before a VALU read; scalar memory and buffer/image instructions end every pending write, a SALU read of an SGPR
//   ends the VALU writes. Like LLVM, an SGPR pair counts only once a VALU instruction has read it in a kernel (its
//   writes and reads before are safe; a function cannot know its caller: every pair counts from its entry and
//   after each call), and calls and returns need every pending write waited for.
// - hazard-lds-direct-valu / hazard-lds-direct-vmem (GFX11, GFX12): an LDS parameter or direct load writing a VGPR
//   an earlier VALU, vector memory or DS instruction still reads or writes. Its own wait_vdst field (at most the
//   VALU instructions between; 0 with a transcendental among them) and, on GFX12, its wait_vm_vsrc field guard it.
//   Every path back is searched; the least distance decides (LLVM's search follows one path at a join).
#include <array>
#include <bitset>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "analysis/dataflow.h"
#include "analysis/hazard_rules.h"
#include "analysis/hazards.h"
#include "isa/memory_features.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/symbolic.h"

namespace gcnkit::analysis {

namespace {

constexpr unsigned kSgprs = 106;  // s0..s105: the SGPRs the rule tracks one by one (VCC apart; EXEC, M0, TTMPs not)
constexpr unsigned kVccPair = opnd::kVccLo / 2;

bool isBufferOrImage(const Node& n) {
  if (n.fx.unit != Unit::Vmem || !n.decoded) return false;
  const Encoding e = opInfo(n.decoded->inst.op).enc;
  return e == Encoding::MUBUF || e == Encoding::MTBUF || e == Encoding::MIMG;
}

bool isLdsDirect(const Node& n) { return n.decoded && opInfo(n.decoded->inst.op).enc == Encoding::LDSDIR; }

// ---------------------------------------------------------------- GFX12 SGPR reads after writes

struct SgprState {
  std::bitset<kSgprs> salu, valu;  // written by a SALU / VALU instruction, not waited for
  bool vccSalu = false, vccValu = false;
  uint64_t tracked = 0;  // SGPR pairs (VCC: kVccPair) a VALU instruction has read
  bool reached = false;
  bool operator==(const SgprState&) const = default;
  bool pending() const { return salu.any() || valu.any() || vccSalu || vccValu; }
  void merge(const SgprState& o) {
    salu |= o.salu, valu |= o.valu, vccSalu |= o.vccSalu, vccValu |= o.vccValu, tracked |= o.tracked;
    reached = true;
  }
};

// The scalar registers of a set the rule tracks: SGPRs and VCC (slot = operand code).
template <class F>
void forTrackedSgprs(const RegSet& s, F&& f) {
  for (unsigned c = 0; c <= opnd::kVccHi; ++c)
    if (s.test(c)) f(c);
}

class SgprWaits {
 public:
  explicit SgprWaits(const CheckContext& cx) : cx_(cx), r_(cx.routine), g_(r_.target.gen()) {}

  void run() {
    const size_t n = r_.nodes.size();
    if (!n) return;
    std::vector<SgprState> in(n);
    in[0].reached = true;
    in[0].tracked = r_.kernel ? 0 : ~0ull;  // a function: its caller may have written any SGPR
    forwardFixpoint(r_, in, [&](uint32_t i, SgprState& st) { step(i, st, false); },
                    [](SgprState& into, const SgprState& from) {
                      SgprState next = into;
                      next.merge(from);
                      if (next == into) return false;
                      into = next;
                      return true;
                    });
    for (uint32_t i = 0; i < n; ++i)
      if (in[i].reached) step(i, in[i], true);
  }

 private:
  const CheckContext& cx_;
  const Routine& r_;
  Gen g_;

  void step(uint32_t i, SgprState& st, bool report) const {
    const Node& nd = r_.nodes[i];
    if (!nd.decoded || !nd.decoded->size || nd.kind == NodeKind::Invalid) return;
    const Instruction& in = nd.decoded->inst;
    if (nd.fx.unit == Unit::Smem || isBufferOrImage(nd)) {  // they wait for every SALU and VALU write
      st.salu.reset(), st.valu.reset(), st.vccSalu = st.vccValu = false;
      return;
    }
    if (depctrWaits(in, g_, "depctr_va_vcc")) st.vccValu = false;
    if (depctrWaits(in, g_, "depctr_sa_sdst")) st.salu.reset(), st.vccSalu = false;
    if (depctrWaits(in, g_, "depctr_va_sdst")) st.valu.reset();
    if (nd.fx.unit != Unit::Valu && nd.fx.unit != Unit::Salu) return;
    const bool leaves = nd.kind == NodeKind::Call || nd.kind == NodeKind::IndirectCall || nd.kind == NodeKind::Return ||
                        nd.kind == NodeKind::UnknownJump;  // (the code it goes to may read any SGPR)
    if (leaves) {
      if (report && st.pending()) flag(i, st.salu.any() || st.vccSalu, st.valu.any(), st.vccValu, RegSet{}, "");
      st.salu.reset(), st.valu.reset(), st.vccSalu = st.vccValu = false;
      if (nd.kind == NodeKind::Return || nd.kind == NodeKind::UnknownJump) return;
      st.tracked = ~0ull;  // back from a call: the callee may have read any SGPR (its writes below count)
    } else {
      reads(i, nd, st, report);
    }
    // A write counts on a pair a VALU instruction has read (LLVM's pass ignores the others: their first VALU read
    // is safe).
    forTrackedSgprs(nd.fx.writes, [&](unsigned c) {
      const bool vcc = c >= opnd::kVccLo;
      if (!(st.tracked >> (vcc ? kVccPair : c / 2) & 1)) return;
      if (vcc) (nd.fx.unit == Unit::Valu ? st.vccValu : st.vccSalu) = true;
      else if (nd.fx.unit == Unit::Valu) st.valu.set(c);
      else st.salu.set(c);
    });
  }

  void reads(uint32_t i, const Node& nd, SgprState& st, bool report) const {
    const bool valu = nd.fx.unit == Unit::Valu;
    bool needSa = false, needVa = false, needVcc = false;
    RegSet culprits;
    auto track = [&](unsigned pair) {  // an untracked pair: safe to read; a VALU read tracks it from then on
      if (st.tracked >> pair & 1) return true;
      if (valu) st.tracked |= 1ull << pair;
      return false;
    };
    for (unsigned c = 0; c < kScalarSlots; ++c) {
      if (!nd.fx.reads.test(c)) continue;
      // A VALU read of a trap temporary tracks the pair s[0:1] in LLVM 22 (its register number is not a
      // TTMP's: probed with llc 22, every ttmp0..ttmp15 read, and only s0/s1 then need waits).
      if (int(c) >= ttmpBase(g_) && int(c) < ttmpBase(g_) + ttmpCount(g_)) {
        if (valu) track(0);
        continue;
      }
      if (c > opnd::kVccHi) continue;  // (EXEC, M0, null, SCC, constants: not SGPRs the hazard concerns)
      const bool vcc = c >= opnd::kVccLo;
      if (!track(vcc ? kVccPair : c / 2)) continue;
      if (vcc) {
        if (!valu && st.vccValu) st.vccSalu = st.vccValu = false;  // a SALU read of VCC ends its writes
        if (st.vccSalu || (valu && st.vccValu)) culprits.add(c);
        needSa |= st.vccSalu;
        needVcc |= valu && st.vccValu;
        continue;
      }
      if (!valu) st.valu.reset();  // a SALU read of an SGPR waits for every VALU SGPR write
      if (st.salu[c] || (valu && st.valu[c])) culprits.add(c);
      needSa |= st.salu[c];
      needVa |= valu && st.valu[c];
    }
    if (!(needSa || needVa || needVcc)) return;
    if (report) flag(i, needSa, needVa, needVcc, culprits, "reads");
    if (needSa) st.salu.reset(), st.vccSalu = false;  // (as the wait would)
    if (needVa) st.valu.reset();
    if (needVcc) st.vccValu = false;
  }

  // The nearest instruction on a path back from `i` that writes a register of `regs` (for the message).
  std::optional<uint32_t> writerOf(uint32_t i, const RegSet& regs) const {
    std::optional<uint32_t> found;
    walkFrom(r_, r_.nodes[i].pred, false, [&](uint32_t p) {
      const Node& n = r_.nodes[p];
      if (!(n.fx.unit == Unit::Salu || n.fx.unit == Unit::Valu) || !n.fx.writes.intersects(regs)) return Walk::Next;
      found = p;
      return Walk::End;
    });
    return found;
  }

  void flag(uint32_t i, bool sa, bool va, bool vcc, const RegSet& culprits, const char* verb) const {
    std::string waits;
    auto add = [&](bool on, const char* f) {
      if (!on) return;
      if (!waits.empty()) waits += ' ';
      waits += f;
      waits += "(0)";
    };
    add(va, "depctr_va_sdst");
    add(vcc, "depctr_va_vcc");
    add(sa, "depctr_sa_sdst");
    const HazardRule& rule = hazardRule(HazardId::SgprReadAfterWrite);
    const char* writer = sa && !(va || vcc) ? "SALU" : sa ? "SALU or VALU" : "VALU";
    if (!*verb) {  // a call, return or jump elsewhere
      cx_.report(rule.name, Severity::Error, i,
                 fmt::format("leaves the routine while a {} write of an SGPR is not waited for on some path: the code "
                             "it goes to may read it, and {} does not wait (s_wait_alu {} before this instruction)",
                             writer, r_.target.proc->name, waits));
      return;
    }
    const auto w = writerOf(i, culprits);
    cx_.report(rule.name, Severity::Error, i,
               fmt::format("{} {}{} with no s_wait_alu {} since on some path: {} does not wait for a {} write of an "
                           "SGPR before it is read (s_wait_alu {} before this instruction)",
                           verb, slotList(culprits, r_.target), w ? fmt::format(", which {} wrote,", cx_.quote(*w)) : "",
                           waits, r_.target.proc->name, writer, waits),
               w ? int64_t(*w) : -1);
  }
};

// ---------------------------------------------------------------- LDS parameter and direct loads

class LdsDirectWaits {
 public:
  explicit LdsDirectWaits(const CheckContext& cx) : cx_(cx), r_(cx.routine), g_(r_.target.gen()) {}

  void run() const {
    const Processor& p = *r_.target.proc;
    const bool valu = hazardWaitStates(HazardId::LdsDirectValu, p), vmem = hazardWaitStates(HazardId::LdsDirectVmem, p);
    for (uint32_t i = 0; i < r_.nodes.size(); ++i) {
      const Node& n = r_.nodes[i];
      if (!isLdsDirect(n) || !n.decoded->size) continue;
      RegSet dst;
      dst.addVgpr(n.decoded->inst[Field::VDST], 1);
      if (valu) afterValu(i, dst);
      if (vmem) afterMemory(i, dst);
    }
  }

 private:
  const CheckContext& cx_;
  const Routine& r_;
  Gen g_;

  bool stops(const Node& n) const { return n.kind == NodeKind::Call || n.kind == NodeKind::IndirectCall || !n.decoded; }

  // The least wait_vdst any path allows: the VALU instructions between the load and the nearest VALU instruction
  // reading or writing its VGPR (0 when one of them, or it, is transcendental), within 15 VALU instructions and no
  // vector memory, DS or export instruction between.
  void afterValu(uint32_t i, const RegSet& dst) const {
    struct Step {
      uint32_t node;
      unsigned valus;
      bool trans;
    };
    std::optional<std::pair<unsigned, uint32_t>> least;  // (allowed wait, the VALU instruction)
    std::map<uint32_t, std::pair<unsigned, bool>> seen;
    std::vector<Step> work;
    for (uint32_t q : r_.nodes[i].pred) work.push_back({q, 0, false});
    while (!work.empty()) {
      const Step st = work.back();
      work.pop_back();
      if (auto it = seen.find(st.node); it != seen.end() && it->second.first <= st.valus && (it->second.second || !st.trans))
        continue;
      seen[st.node] = {st.valus, st.trans};
      const Node& n = r_.nodes[st.node];
      if (stops(n) || n.fx.unit == Unit::Vmem || n.fx.unit == Unit::Export || (n.fx.unit == Unit::Ds && !isLdsDirect(n)))
        continue;
      if (n.fx.unit == Unit::Valu) {
        if (n.fx.reads.intersects(dst) || n.fx.writes.intersects(dst)) {
          const unsigned allowed = st.trans || n.fx.trans ? 0 : st.valus;
          if (!least || allowed < least->first) least = std::pair{allowed, st.node};
          continue;
        }
        if (st.valus + 1 >= 15) continue;
        for (uint32_t q : n.pred) work.push_back({q, st.valus + 1, st.trans || n.fx.trans});
        continue;
      }
      for (uint32_t q : n.pred) work.push_back({q, st.valus, st.trans});
    }
    const unsigned wait = r_.nodes[i].decoded->inst[Field::WAITVDST];
    if (!least || wait <= least->first) return;
    const HazardRule& rule = hazardRule(HazardId::LdsDirectValu);
    cx_.report(rule.name, Severity::Error, i,
               fmt::format("writes {}, which {} {}, but its wait field is {}: {} VALU instruction{} between them{} "
                           "allow{} at most {} on {}",
                           slotList(dst, r_.target), cx_.quote(least->second),
                           r_.nodes[least->second].fx.writes.intersects(dst) ? "writes" : "reads", wait,
                           least->first, least->first == 1 ? "" : "s",
                           least->first == 0 ? " (or a transcendental one among them)" : "", least->first == 1 ? "s" : "",
                           least->first, r_.target.proc->name),
               least->second);
  }

  // A vector memory or DS instruction reading or writing the load's VGPR, on a path with nothing between that waits
  // for its sources: a VALU or export instruction, s_waitcnt 0, a depctr_vm_vsrc(0) wait, (GFX12) an LDS direct load
  // with wait_vm_vsrc:0. GFX12's load waits itself with wait_vm_vsrc:0.
  void afterMemory(uint32_t i, const RegSet& dst) const {
    const bool ownField = memoryFeatures(g_).ldsDirectVmVsrc;
    if (ownField && r_.nodes[i].decoded->inst[Field::WAITVSRC] == 0) return;
    walkFrom(r_, r_.nodes[i].pred, false, [&](uint32_t q) {
      const Node& n = r_.nodes[q];
      if (stops(n) || n.fx.unit == Unit::Valu || n.fx.unit == Unit::Export) return Walk::Stop;
      const Instruction& in = n.decoded->inst;
      if ((baseRow(in.op) == Op::s_waitcnt && in[Field::SIMM16] == 0) || depctrWaits(in, g_, "depctr_vm_vsrc") ||
          (ownField && isLdsDirect(n) && in[Field::WAITVSRC] == 0))
        return Walk::Stop;
      const bool touches = n.fx.reads.intersects(dst) || n.fx.writes.intersects(dst) ||
                           (n.fx.mem && n.fx.mem->results.intersects(dst));
      if (!touches || !(n.fx.unit == Unit::Vmem || (n.fx.unit == Unit::Ds && !isLdsDirect(n)))) return Walk::Next;
      const HazardRule& rule = hazardRule(HazardId::LdsDirectVmem);
      cx_.report(rule.name, Severity::Error, i,
                 fmt::format("writes {}, which {} may still read or write: nothing between them waits for it on {} ({})",
                             slotList(dst, r_.target), cx_.quote(q), r_.target.proc->name,
                             ownField ? "wait_vm_vsrc:0 on this load" : "s_waitcnt_depctr depctr_vm_vsrc(0) before it"),
                 q);
      return Walk::End;
    });
  }
};

}  // namespace

void checkAluWaitHazards(const CheckContext& cx) {
  const Processor* p = cx.routine.target.proc;
  if (!p) return;
  if (hazardWaitStates(HazardId::SgprReadAfterWrite, *p)) SgprWaits(cx).run();
  if (hazardWaitStates(HazardId::LdsDirectValu, *p) || hazardWaitStates(HazardId::LdsDirectVmem, *p))
    LdsDirectWaits(cx).run();
}

}  // namespace gcnkit::analysis
