#include "analysis/hazards.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "analysis/dataflow.h"
#include "analysis/hazard_rules.h"
#include "analysis/mfma_hazards.h"
#include "codec/valu_rules.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/symbolic.h"
#include "isa/wait_states.h"
#include "text/wmma_text.h"

namespace gcnkit::analysis {

namespace {

constexpr unsigned kUnbounded = 256;  // how far back a rule cleared only by an instruction is followed (wait states)

RegSet scalarPart(const RegSet& s) {
  RegSet all;
  all.add(0, kScalarSlots);
  return s & all;
}
RegSet vgprPart(const RegSet& s) {
  RegSet all;
  all.add(kVgprSlot, 256);
  return s & all;
}
RegSet vectorPart(const RegSet& s) {  // VGPRs and AGPRs
  RegSet all;
  all.add(kVgprSlot, kLdsSlot - kVgprSlot);
  return s & all;
}
RegSet one(unsigned slot, unsigned count = 1) {
  RegSet r;
  r.add(slot, count);
  return r;
}

bool isVmem(const Node& n) {  // LLVM's isVMEM || isFLAT: buffer, image and flat-segment instructions, not DS
  return n.fx.unit == Unit::Vmem;
}
bool isValu(const Node& n) { return n.fx.unit == Unit::Valu; }
bool isSalu(const Node& n) { return n.fx.unit == Unit::Salu; }
Encoding encOf(const Node& n) { return opInfo(n.decoded->inst.op).enc; }
Op opOf(const Node& n) { return baseRow(n.decoded->inst.op); }
RegSet allWrites(const Node& n) {
  RegSet w = n.fx.writes;
  if (n.fx.mem) w |= n.fx.mem->results;
  return w;
}

// A floating-point vector memory atomic (LLVM's isFPAtomic): its row name says the type.
bool fpAtomic(const Node& n) {
  if (!isVmem(n) || !n.fx.mem || !n.fx.mem->atomic) return false;
  const std::string_view name = opInfo(n.decoded->inst.op).name;
  for (std::string_view t : {"_f32", "_f64", "_f16", "fmin", "fmax", "fcmpswap", "_bf16"})
    if (name.find(t) != std::string_view::npos) return true;
  return false;
}

bool isWaitcnt(Op op) {
  return op == Op::s_waitcnt || op == Op::s_waitcnt_vscnt || op == Op::s_waitcnt_vmcnt || op == Op::s_waitcnt_expcnt ||
         op == Op::s_waitcnt_lgkmcnt;
}

struct Hit {
  uint32_t node = 0;
  unsigned distance = 0;  // wait states between it and the second instruction
};

class HazardChecker {
 public:
  explicit HazardChecker(const CheckContext& cx) : cx_(cx), r_(cx.routine), gen_(r_.target.gen()) {
    for (const HazardRule& rule : hazardRules())
      waits_[size_t(rule.id)] = r_.target.proc ? hazardWaitStates(rule.id, *r_.target.proc) : 0;
  }

  void run() {
    for (uint32_t i = 0; i < r_.nodes.size(); ++i) {
      const Node& n = r_.nodes[i];
      if (n.kind == NodeKind::Invalid || !n.decoded || !n.decoded->size) continue;
      checkNode(i);
    }
  }

 private:
  const CheckContext& cx_;
  const Routine& r_;
  Gen gen_;
  unsigned waits_[kHazardCount]{};

  using Pred = std::function<bool(const Node&)>;
  using Expire = std::function<bool(const Node&, unsigned)>;

  // The nearest producer on any path back from `start` closer than `limit` wait states, before an instruction that
  // clears the hazard. An instruction that is the producer counts before it would clear.
  std::optional<Hit> searchBack(uint32_t start, unsigned limit, const Pred& producer, const Expire& expires) const {
    return searchBackAt(start, limit, [&producer](const Node& n, unsigned) { return producer(n); }, expires);
  }

  // The same with a producer that depends on its distance (a matrix instruction's own wait states): other
  // instructions, matrix ones farther than they need included, pass the search on.
  std::optional<Hit> searchBackAt(uint32_t start, unsigned limit, const Expire& producer, const Expire& expires) const {
    std::optional<Hit> best;
    std::map<uint32_t, unsigned> seen;  // node -> least distance it was reached with
    std::vector<std::pair<uint32_t, unsigned>> work;
    for (uint32_t p : r_.nodes[start].pred) work.push_back({p, 0});
    while (!work.empty()) {
      auto [i, d] = work.back();
      work.pop_back();
      if (auto it = seen.find(i); it != seen.end() && it->second <= d) continue;
      seen[i] = d;
      const Node& n = r_.nodes[i];
      if (!n.decoded || !n.decoded->size) continue;
      if (n.kind == NodeKind::Call || n.kind == NodeKind::IndirectCall) continue;  // the callee runs in between
      if (producer(n, d)) {
        if (!best || d < best->distance) best = Hit{i, d};
        continue;
      }
      const unsigned next = d + n.fx.waitStates;
      if (next >= limit || (expires && expires(n, next))) continue;
      for (uint32_t p : n.pred) work.push_back({p, next});
    }
    return best;
  }

  std::string nops(unsigned n) const {
    const unsigned per = maxNopWaitStates(gen_);  // s_nop N gives N + 1 wait states
    std::string out;
    while (n) {
      const unsigned k = std::min(n, per);
      out += fmt::format("{}s_nop {}", out.empty() ? "" : ", ", k - 1);
      n -= k;
    }
    return out;
  }

  void reportStates(HazardId id, uint32_t at, const Hit& h, unsigned need, const std::string& what) const {
    const HazardRule& rule = hazardRule(id);
    cx_.report(rule.name, Severity::Error, at,
               fmt::format("{} {} {} wait state{} before this instruction; {} needs {}: {} before it", cx_.quote(h.node),
                           what, h.distance, h.distance == 1 ? "" : "s", r_.target.proc->name, need,
                           nops(need - h.distance)),
               h.node);
  }

  // A rule whose two instructions must be `waits` wait states apart.
  void distanceRule(HazardId id, uint32_t at, const Pred& producer, const std::string& what,
                    const Expire& expires = nullptr) const {
    const unsigned need = waits_[size_t(id)];
    if (!need) return;
    if (auto h = searchBack(at, need, producer, expires)) reportStates(id, at, *h, need, what);
  }

  // A rule that only an instruction between the two clears.
  void clearedRule(HazardId id, uint32_t at, const Pred& producer, const Expire& expires, const std::string& what) const {
    if (!waits_[size_t(id)]) return;
    if (auto h = searchBack(at, kUnbounded, producer, expires)) {
      const HazardRule& rule = hazardRule(id);
      cx_.report(rule.name, Severity::Error, at,
                 fmt::format("{} {}, and nothing between them clears the hazard on {}: it needs {}", cx_.quote(h->node),
                             what, r_.target.proc->name, rule.fix),
                 h->node);
    }
  }

  // Soft clauses (XNACK on): the run of memory instructions of one kind that ends here.
  void clauseRule(HazardId id, uint32_t at, const Pred& member) const {
    if (!waits_[size_t(id)] || !r_.target.xnack) return;
    RegSet defs, uses;
    std::vector<uint32_t> run;
    for (uint32_t k = at; r_.nodes[k].pred.size() == 1;) {
      k = r_.nodes[k].pred[0];
      const Node& p = r_.nodes[k];
      if (!p.decoded || !p.decoded->size || !member(p)) break;
      defs |= allWrites(p);
      uses |= p.fx.reads;
      run.push_back(k);
      if (run.size() > 64) break;
    }
    if (!defs.any()) return;
    const Node& n = r_.nodes[at];
    const bool store = n.fx.mem && n.fx.mem->store;
    defs |= allWrites(n);
    uses |= n.fx.reads;
    const RegSet both = defs & uses;
    if (!store && !both.any()) return;
    const HazardRule& rule = hazardRule(id);
    cx_.report(rule.name, Severity::Error, at,
               fmt::format("continues a soft clause from {} in which {}: with XNACK on, an instruction of the clause may "
                           "be replayed; {} (LLVM inserts s_nop 0)",
                           cx_.quote(run.back()),
                           store ? std::string("this store follows instructions that write registers")
                                 : "an instruction writes " + slotList(both, r_.target) + ", which the clause also reads",
                           rule.fix),
               run.back());
  }

  void checkNode(uint32_t i) {
    const Node& n = r_.nodes[i];
    const Instruction& in = n.decoded->inst;
    const Op op = baseRow(in.op);
    const OpInfo& info = opInfo(in.op);
    const RegSet sreads = scalarPart(n.fx.reads);
    const RegSet vreads = vgprPart(n.fx.reads);
    const RegSet exec = one(opnd::kExecLo, 2), vcc = one(opnd::kVccLo, 2), m0 = one(m0Code());
    auto valuWrites = [](RegSet regs) { return [regs](const Node& p) { return isValu(p) && p.fx.writes.intersects(regs); }; };
    auto saluWrites = [](RegSet regs) { return [regs](const Node& p) { return isSalu(p) && p.fx.writes.intersects(regs); }; };

    if (isVmem(n) && sreads.any())
      distanceRule(HazardId::VmemSgpr, i, valuWrites(sreads),
                   "writes " + slotList(sreads, r_.target) + ", which this vector memory instruction reads,");
    if (n.fx.unit == Unit::Smem && sreads.any()) {
      distanceRule(HazardId::SmrdSgpr, i, valuWrites(sreads), "writes an SGPR this scalar memory instruction reads,");
      if (info.flags & kBuffer)
        distanceRule(HazardId::SmrdBufferSalu, i, saluWrites(sreads), "writes the buffer constant s_buffer_load reads,");
    }
    if (n.fx.dpp) {
      RegSet v = vreads;
      v |= vgprPart(n.fx.writes);  // the old value of the destination (lanes the DPP control leaves alone)
      distanceRule(HazardId::DppVgpr, i, [v](const Node& p) { return allWrites(p).intersects(v); },
                   "writes a VGPR this DPP instruction reads");
      distanceRule(HazardId::DppExec, i, valuWrites(exec), "writes EXEC");
    }
    if (info.traits & kTraitReadsVcc)
      distanceRule(HazardId::DivFmasVcc, i, valuWrites(vcc), "writes VCC, which v_div_fmas reads,");
    if (n.fx.laneSelectSgpr)
      distanceRule(HazardId::LaneSelect, i, valuWrites(one(n.fx.laneSelect)),
                   "writes the lane select " + slotName(n.fx.laneSelect, r_.target));
    if (n.fx.hwregRead >= 0) {
      const int h = n.fx.hwregRead;
      distanceRule(HazardId::GetregAfterSetreg, i, [h](const Node& p) { return p.fx.hwregWrite == h; },
                   "writes the hardware register this s_getreg reads");
    }
    if (n.fx.hwregWrite >= 0) {
      const int h = n.fx.hwregWrite;
      distanceRule(HazardId::SetregAfterSetreg, i, [h](const Node& p) { return p.fx.hwregWrite == h; },
                   "writes the hardware register this s_setreg writes");
    }
    if (op == Op::s_rfe_b64)
      distanceRule(HazardId::RfeAfterSetreg, i, [](const Node& p) { return p.fx.hwregWrite == 3; }, "writes TRAPSTS");
    const bool gds = n.fx.mem && n.fx.mem->order == Order::Gds;
    if (op == Op::s_sendmsg || op == Op::s_sendmsghalt || op == Op::s_ttracedata || gds)
      distanceRule(HazardId::M0SendMsg, i, saluWrites(m0), "writes M0");
    const bool m0Lds = (isValu(n) && n.fx.reads.test(kLdsSlot)) || (n.fx.mem && n.fx.mem->ldsDma) ||
                       op == Op::s_movrels_b32 || op == Op::s_movrels_b64 || op == Op::s_movreld_b32 ||
                       op == Op::s_movreld_b64 || op == Op::ds_read_addtid_b32 || op == Op::ds_write_addtid_b32;
    if (m0Lds) distanceRule(HazardId::M0Lds, i, saluWrites(m0), "writes M0");
    if (isValu(n) && vgprPart(n.fx.writes).any()) {
      const RegSet w = vgprPart(n.fx.writes);
      distanceRule(HazardId::StoreData, i,
                   [w](const Node& p) {
                     return isVmem(p) && p.fx.wideStoreData && !p.fx.sgprSoffset && encOf(p) != Encoding::MIMG &&
                            p.fx.storeData.intersects(w);
                   },
                   "stores data from VGPRs this instruction overwrites");
    }
    // GFX10.1: hazards cleared by an instruction, not by distance.
    const RegSet scalarWritten = scalarPart(allWrites(n));
    if ((isSalu(n) || n.fx.unit == Unit::Smem) && scalarWritten.any()) {
      const Gen g = gen_;
      clearedRule(HazardId::VmemToScalarWrite, i,
                  [scalarWritten](const Node& p) {
                    return (isVmem(p) || p.fx.unit == Unit::Ds) && p.fx.reads.intersects(scalarWritten);
                  },
                  [g](const Node& p, unsigned) {
                    const Instruction& x = p.decoded->inst;
                    return isValu(p) || (x.op == Op::s_waitcnt && x[Field::SIMM16] == 0) ||
                           depctrWaits(x, g, "depctr_vm_vsrc");
                  },
                  "reads " + slotList(scalarWritten, r_.target) + ", which this scalar instruction writes,");
    }
    if (isValu(n) && scalarWritten.any()) {
      const Gen g = gen_;
      clearedRule(HazardId::SmemToVectorWrite, i,
                  [scalarWritten](const Node& p) { return p.fx.unit == Unit::Smem && p.fx.reads.intersects(scalarWritten); },
                  [g](const Node& p, unsigned) {
                    const Instruction& x = p.decoded->inst;
                    const Op o = x.op;
                    if (o == Op::s_waitcnt_lgkmcnt) return x[Field::SDST] == opnd::kNull && (x[Field::SIMM16] & 0xffff) == 0;
                    if (o == Op::s_waitcnt) return decodeWaitcnt(g, x[Field::SIMM16]).lgkm == 0;
                    if (!isSalu(p) || opInfo(o).enc == Encoding::SOPP) return false;
                    return o != Op::s_setvskip && o != Op::s_version && o != Op::s_waitcnt_vscnt && o != Op::s_waitcnt_vmcnt &&
                           o != Op::s_waitcnt_expcnt;
                  },
                  "reads " + slotList(scalarWritten, r_.target) + ", which this VALU instruction writes,");
    }
    if (isValu(n) && n.fx.writes.intersects(exec)) {
      const Gen g = gen_;
      clearedRule(HazardId::VcmpxExecWar, i, [exec](const Node& p) { return !isValu(p) && p.fx.reads.intersects(exec); },
                  [g](const Node& p, unsigned) {
                    const Instruction& x = p.decoded->inst;
                    if (isValu(p)) return scalarPart(p.fx.writes).any();
                    return depctrWaits(x, g, "depctr_sa_sdst");
                  },
                  "reads EXEC, which this VALU instruction writes,");
    }
    if (op == Op::v_permlane16_b32 || op == Op::v_permlanex16_b32)
      clearedRule(HazardId::VcmpxPermlane, i, [](const Node& p) { return p.fx.cmpx; },
                  [](const Node& p, unsigned) { return isValu(p) && opOf(p) != Op::v_nop; }, "writes EXEC");
    ldsBranchVmem(i);
    if (op == Op::s_denorm_mode)
      distanceRule(HazardId::FpAtomicDenorm, i, fpAtomic, "is a floating-point atomic",
                   [](const Node& p, unsigned) { return isValu(p) || isWaitcnt(opOf(p)) || opOf(p) == Op::s_wait_idle; });
    // gfx940: no interlocks for these VALU forwardings.
    if (isValu(n)) {
      if (!n.fx.trans && vreads.any())
        distanceRule(HazardId::TransForwarding, i,
                     [vreads](const Node& p) { return isValu(p) && p.fx.trans && p.fx.writes.intersects(vreads); },
                     "(a transcendental operation) writes a VGPR this instruction reads");
      RegSet explicitScalar = sreads;
      explicitScalar.remove(exec);
      explicitScalar.remove(m0);
      if (explicitScalar.any())
        distanceRule(HazardId::ValuSgprRead, i, valuWrites(explicitScalar),
                     "writes " + slotList(explicitScalar, r_.target) + ", which this VALU instruction reads,");
      if (op == Op::v_readlane_b32 || op == Op::v_readfirstlane_b32 || op == Op::v_writelane_b32)
        distanceRule(HazardId::ValuExecLane, i, valuWrites(exec), "writes EXEC");
      if ((op == Op::v_readlane_b32 || op == Op::v_readfirstlane_b32) && vreads.any())
        distanceRule(HazardId::ValuVgprReadlane, i, valuWrites(vreads), "writes the VGPR this lane read takes");
    }
    // GFX10.1: an NSA image instruction of two or more address words, then a buffer offset with bit 1 or 2 set.
    if ((info.enc == Encoding::MUBUF || info.enc == Encoding::MTBUF) && (in[Field::OFFSET] & 6))
      distanceRule(HazardId::NsaToVmem, i,
                   [](const Node& p) { return encOf(p) == Encoding::MIMG && p.decoded->size >= 16; },
                   "is an image instruction in the NSA encoding of 16 bytes or more (this buffer instruction's offset "
                   "has bit 1 or 2 set); it is");
    if (isValu(n) && vreads.any())
      distanceRule(HazardId::DstSelForwarding, i,
                   [vreads](const Node& p) { return partialVgprWrite(p) && p.fx.writes.intersects(vreads); },
                   "writes part of a VGPR this instruction reads (no forwarding)");
    shift64HighReg(i);
    dotResults(i, vreads);
    matrixRules(i);
    if (isValu(n) && vreads.any()) transUse(i, vreads);
    if (info.traits & kTraitWmma) wmmaSources(i);
    if (isSalu(n)) maskWrite(i);
    if (isValu(n) && !r_.target.wave32) partialForwarding(i);
    if (n.fx.unit == Unit::Smem) clauseRule(HazardId::SmemClause, i, [](const Node& p) { return p.fx.unit == Unit::Smem; });
    if (isVmem(n)) clauseRule(HazardId::VmemClause, i, isVmem);
  }

  // gfx90a+: a dot product's result read by another VALU (not a matrix instruction: hazard-mfma-source-write), vector
  // memory or DS instruction, or by the same dot operation as A or B; gfx940+ also as its accumulator.
  void dotResults(uint32_t i, const RegSet& vreads) const {
    const Node& n = r_.nodes[i];
    if (!vreads.any() || n.fx.mfma || !(isValu(n) || isVmem(n) || n.fx.unit == Unit::Ds)) return;
    const Instruction& in = n.decoded->inst;
    RegSet acc;  // what a dot operation reads as its accumulator
    if (n.fx.dot && isVgprCode(uint16_t(in[Field::SRC2]))) acc.addVgpr(in[Field::SRC2] - opnd::kVgpr0, 1);
    RegSet others = vreads;
    others.remove(acc);
    const Op op = baseRow(in.op);
    distanceRule(HazardId::DotWriteRead, i,
                 [others, acc, op](const Node& p) {
                   const RegSet w = vgprPart(p.fx.writes);
                   return p.fx.dot && (w.intersects(others) || (opOf(p) != op && w.intersects(acc)));
                 },
                 "(a dot product) writes a VGPR this instruction reads");
    if (acc.any())
      distanceRule(HazardId::DotAccumulate, i,
                   [acc, op](const Node& p) { return p.fx.dot && opOf(p) == op && vgprPart(p.fx.writes).intersects(acc); },
                   "(the same dot operation) writes the VGPR this one accumulates into");
  }

  // A VALU instruction writing part of a VGPR (LLVM's getDstSelForwardingOperand): SDWA with a dst_sel other than
  // DWORD, a VOP3 word with the destination's op_sel bit, gfx940's fp8 conversions with a byte select (op_sel bits 2
  // and 3).
  static bool partialVgprWrite(const Node& p) {
    if (!isValu(p) || !vgprPart(p.fx.writes).any()) return false;
    const Instruction& x = p.decoded->inst;
    if (x.form == Form::Sdwa) return x[Field::DST_SEL] != 6;
    const OpInfo& info = opInfo(x.op);
    if (!(x.form == Form::E64 || (x.form == Form::Base && info.enc == Encoding::VOP3))) return false;
    const Op o = baseRow(x.op);
    const bool fp8 = o == Op::v_cvt_pk_fp8_f32 || o == Op::v_cvt_pk_bf8_f32 || o == Op::v_cvt_sr_fp8_f32 ||
                     o == Op::v_cvt_sr_bf8_f32;
    return (x[Field::OPSEL] & (fp8 ? 0xcu : 0x8u)) != 0;
  }

  // A matrix instruction's hazard: `kind`'s wait states for the matrix row `row` on this processor.
  unsigned matrixNeed(MfmaHazard kind, Op row) const { return mfmaHazardWaitStates(kind, *r_.target.proc, row); }

  // One matrix rule at node `at`: the nearest instruction back that `related` says takes part and that is closer than
  // its `need`; reported with that need.
  void matrixRule(HazardId id, uint32_t at, const std::function<unsigned(const Node&)>& need, const std::string& what) const {
    const unsigned limit = waits_[size_t(id)];
    if (!limit) return;
    auto tooClose = [&need](const Node& p, unsigned d) {
      const unsigned w = need(p);
      return w && d < w;
    };
    if (auto h = searchBackAt(at, limit, tooClose, nullptr)) reportStates(id, at, *h, need(r_.nodes[h->node]), what);
  }

  // The matrix (MFMA, SMFMAC) hazards of gfx908+: the wait states follow the matrix instruction's pass count.
  void matrixRules(uint32_t i) {
    const Node& n = r_.nodes[i];
    const Target& t = r_.target;
    const RegSet reads = vectorPart(n.fx.reads), writes = vectorPart(allWrites(n));
    const bool valu = isValu(n) && !n.fx.mfma;
    const bool mem = isVmem(n) || n.fx.unit == Unit::Ds;
    auto resultOf = [&t](const Node& p) { return matrixOperands(p.decoded->inst, t).d; };
    const Op op = n.decoded->inst.op;
    if ((valu || mem) && reads.any()) {
      const MfmaHazard kind = valu ? MfmaHazard::ResultValuRead : MfmaHazard::ResultMemRead;
      matrixRule(HazardId::MfmaResultRead, i,
                 [&](const Node& p) { return p.fx.mfma && resultOf(p).intersects(reads) ? matrixNeed(kind, opOf(p)) : 0u; },
                 "(a matrix instruction) writes a register this instruction reads");
    }
    if (valu && writes.any()) {
      matrixRule(HazardId::MfmaResultWrite, i,
                 [&](const Node& p) {
                   return p.fx.mfma && resultOf(p).intersects(writes) ? matrixNeed(MfmaHazard::ResultValuWrite, opOf(p)) : 0u;
                 },
                 "(a matrix instruction) writes a register this instruction overwrites");
      matrixRule(HazardId::MfmaSrcCWar, i,
                 [&](const Node& p) {
                   return p.fx.mfma && matrixOperands(p.decoded->inst, t).c.intersects(writes)
                              ? matrixNeed(MfmaHazard::SrcCWar, opOf(p)) : 0u;
                 },
                 "(a matrix instruction) reads as its accumulator a register this instruction overwrites");
    }
    if (!n.fx.mfma) return;
    const MatrixOperands mine = matrixOperands(n.decoded->inst, t);
    RegSet ab = mine.a;  // (and every other use that is not C: an SMFMAC's index, a scaled MFMA's scales)
    ab |= mine.b;
    ab |= mine.scale;
    matrixRule(HazardId::MfmaResultSrcC, i,
               [&](const Node& p) {
                 if (!p.fx.mfma) return 0u;
                 const RegSet d = resultOf(p);
                 if (!d.intersects(mine.c)) return 0u;
                 return matrixNeed(d == mine.c ? MfmaHazard::ResultSrcCSame : MfmaHazard::ResultSrcCOverlap, opOf(p));
               },
               "(a matrix instruction) writes registers this one reads as its accumulator");
    matrixRule(HazardId::MfmaResultSrcAB, i,
               [&](const Node& p) {
                 return p.fx.mfma && resultOf(p).intersects(ab) ? matrixNeed(MfmaHazard::ResultSrcAB, opOf(p)) : 0u;
               },
               "(a matrix instruction) writes registers this one reads as A or B");
    // (a dot product's result is forwarded otherwise: gfx90a needs no wait states for it, gfx940+ fewer)
    matrixRule(HazardId::MfmaSourceWrite, i,
               [&](const Node& p) {
                 if (!isValu(p) || p.fx.mfma || !allWrites(p).intersects(ab)) return 0u;
                 return matrixNeed(p.fx.dot ? MfmaHazard::DotWriteSrcAB : MfmaHazard::ValuWriteSrcAB, op);
               },
               "writes a VGPR this matrix instruction reads as A or B");
    matrixRule(HazardId::MfmaSourceWrite, i,
               [&](const Node& p) {
                 if (!isValu(p) || p.fx.mfma || !allWrites(p).intersects(mine.c)) return 0u;
                 return matrixNeed(p.fx.dot ? MfmaHazard::DotWriteSrcC : MfmaHazard::ValuWriteSrcC, op);
               },
               "writes a register this matrix instruction reads as its accumulator");
  }

  // GFX11: a transcendental result read too soon. LLVM counts VALU instructions, not wait states: the hazard holds
  // across at most 5 VALUs (1 transcendental) and ends at a va_vdst wait or a vector memory, DS or export instruction.
  void transUse(uint32_t i, const RegSet& vreads) const {
    if (!waits_[size_t(HazardId::ValuTransUse)]) return;
    struct Step {
      uint32_t node;
      int valus, trans;
    };
    std::vector<Step> work;
    std::map<uint32_t, std::pair<int, int>> seen;
    for (uint32_t p : r_.nodes[i].pred) work.push_back({p, 0, 0});
    while (!work.empty()) {
      const Step st = work.back();
      work.pop_back();
      if (st.valus > 5 || st.trans > 1) continue;
      if (auto it = seen.find(st.node); it != seen.end() && it->second.first <= st.valus && it->second.second <= st.trans)
        continue;
      seen[st.node] = {st.valus, st.trans};
      const Node& p = r_.nodes[st.node];
      if (!p.decoded || !p.decoded->size || p.kind == NodeKind::Call || p.kind == NodeKind::IndirectCall) continue;
      const Instruction& x = p.decoded->inst;
      if (isVmem(p) || p.fx.unit == Unit::Ds || p.fx.unit == Unit::Export ||
          depctrWaits(x, gen_, "depctr_va_vdst"))
        continue;
      if (isValu(p) && p.fx.trans && p.fx.writes.intersects(vreads)) {
        const HazardRule& rule = hazardRule(HazardId::ValuTransUse);
        cx_.report(rule.name, Severity::Error, i,
                   fmt::format("{} (a transcendental operation) writes a VGPR this instruction reads, with {} VALU "
                               "instruction{} between, and nothing between them clears the hazard on {}: it needs {}",
                               cx_.quote(st.node), st.valus, st.valus == 1 ? "" : "s", r_.target.proc->name, rule.fix),
                   st.node);
        return;
      }
      for (uint32_t q : p.pred) work.push_back({q, st.valus + int(isValu(p)), st.trans + int(isValu(p) && p.fx.trans)});
    }
  }

  // GFX11/GFX12: a WMMA reading as A or B what the WMMA just before it wrote (no other VALU instruction between);
  // GFX12's SWMMAC also as its index (src2; its C may overlap: the hardware stalls).
  void wmmaSources(uint32_t i) const {
    if (!waits_[size_t(HazardId::WmmaSrcAB)]) return;
    const Instruction& in = r_.nodes[i].decoded->inst;
    const OpInfo& info = opInfo(in.op);
    RegSet ab;
    for (Field f : {Field::SRC0, Field::SRC1})
      if (const OperandSpec* s = info.operand(f); s && isVgprCode(uint16_t(in[f])))
        ab.addVgpr(in[f] - opnd::kVgpr0, s->dwords);
    if (wmmaSparse(info) && isVgprCode(uint16_t(in[Field::SRC2])))
      ab.addVgpr(in[Field::SRC2] - opnd::kVgpr0, 1);
    clearedRule(HazardId::WmmaSrcAB, i,
                [ab](const Node& p) {
                  return (opInfo(p.decoded->inst.op).traits & kTraitWmma) && vgprPart(p.fx.writes).intersects(ab);
                },
                [](const Node& p, unsigned) { return isValu(p); },
                "(a WMMA) writes registers this WMMA reads as A or B");
  }

  // The SGPRs a VALU instruction reads as its lane mask: v_cndmask's condition, a carry-in, v_div_fmas' VCC (the
  // 32-bit forms read VCC; the VOP3 ones their src2).
  RegSet laneMaskRead(const Node& p) const {
    RegSet m;
    const Instruction& x = p.decoded->inst;
    const OpInfo& info = opInfo(x.op);
    const unsigned dwords = r_.target.wave32 ? 1 : 2;
    if (info.traits & kTraitReadsVcc) m.addScalar(opnd::kVccLo, dwords);
    for (int k = 0; k < info.numOperands; ++k) {
      const OperandSpec& s = info.operands[k];
      if (s.kind != OperandKind::Mask || s.field != Field::SRC2) continue;
      if (isWideForm(x.form) || x.form == Form::E64) m.addScalar(x[Field::SRC2], dwords);
      else m.addScalar(opnd::kVccLo, dwords);
    }
    return m;
  }

  // Whether every path from write `i` meets an sa_sdst wait before a SALU or VALU instruction reads what it wrote
  // (LLVM puts the wait right after the write, or, for several writes with no read between them, after the last:
  // clang-22's `s_mov_b32 s0`, `s_mov_b32 s1`, then one wait). A path that writes them all again (that write is
  // checked itself) or ends the program is done; a call, return or unknown jump may read them.
  bool waitedBeforeRead(uint32_t i, const RegSet& written) const {
    bool waited = true;
    walkFrom(r_, r_.nodes[i].succ, true, [&](uint32_t k) {
      const Node& p = r_.nodes[k];
      const bool leaves = !p.decoded || !p.decoded->size || p.kind == NodeKind::Call ||
                          p.kind == NodeKind::IndirectCall || p.kind == NodeKind::Return || p.kind == NodeKind::UnknownJump;
      if (leaves || ((isSalu(p) || isValu(p)) && p.fx.reads.intersects(written))) {  // (unseen code may read them)
        waited = false;
        return Walk::End;
      }
      if (depctrWaits(p.decoded->inst, gen_, "depctr_sa_sdst")) return Walk::Stop;
      if ((isSalu(p) || isValu(p)) && (p.fx.writes & written) == written) return Walk::Stop;  // (its own check)
      return Walk::Next;
    });
    return waited;
  }

  // GFX11 wave64: a SALU write of an SGPR a VALU instruction read as its lane mask, with no sa_sdst wait after it
  // before the SGPR is read (LLVM assumes a read follows and always inserts one).
  void maskWrite(uint32_t i) const {
    if (!waits_[size_t(HazardId::ValuMaskWrite)] || r_.target.wave32) return;
    const Node& n = r_.nodes[i];
    RegSet written;  // the SGPRs (and VCC) the instruction writes: not EXEC, M0 or SCC
    scalarPart(n.fx.writes).forEach([&](unsigned slot) {
      if (slot <= opnd::kVccHi) written.add(slot);  // (SGPRs, then vcc_lo and vcc_hi)
    });
    if (!written.any()) return;
    const Gen g = gen_;
    if (waitedBeforeRead(i, written)) return;
    RegSet others;  // what else a VALU instruction may read that ends the hazard: any other SGPR
    others.add(0, kScalarSlots);
    others.remove(one(opnd::kExecLo, 2));
    others.remove(one(m0Code()));
    clearedRule(HazardId::ValuMaskWrite, i,
                [this, written](const Node& p) { return isValu(p) && laneMaskRead(p).intersects(written); },
                [g, others](const Node& p, unsigned) {
                  const Instruction& x = p.decoded->inst;
                  if (baseRow(x.op) == Op::s_waitcnt_depctr) return depctrWaits(x, g, "depctr_sa_sdst");
                  if (!isValu(p)) return false;
                  return (p.fx.reads & others).any() || x.hasLiteral;
                },
                "reads as its lane mask an SGPR this SALU instruction writes (wave64),");
  }

  // GFX11 wave64: VALU partial forwarding (LLVM's fixVALUPartialForwardingHazard). Walking back from a VALU
  // instruction with two or more distinct VGPR sources: a VALU write of one source (Vb), a SALU write of EXEC, a VALU
  // write of another source (Va); at most 4 VALUs after Vb's write, at most 2 between the writes of Va and Vb (around
  // the EXEC write). A va_vdst wait or a vector memory, DS or export instruction ends the search, and so do 9 VALUs.
  void partialForwarding(uint32_t i) const {
    if (!waits_[size_t(HazardId::ValuPartialForwarding)]) return;
    const Node& n = r_.nodes[i];
    const Instruction& in = n.decoded->inst;
    const OpInfo& info = opInfo(in.op);
    std::vector<RegSet> sources;  // distinct VGPR source operands
    for (int k = 0; k < info.numOperands; ++k) {
      const OperandSpec& s = info.operands[k];
      const uint32_t code = in[s.field];
      if (srcIndex(s.field) < 0 || s.kind == OperandKind::Mask || !isVgprCode(uint16_t(code))) continue;
      RegSet r;
      r.addVgpr(code - opnd::kVgpr0, std::max(1u, unsigned(s.dwords)));
      if (std::find(sources.begin(), sources.end(), r) == sources.end()) sources.push_back(r);
    }
    if (sources.size() < 2 || sources.size() > 3) return;
    constexpr int kNone = 1 << 20;
    struct State {
      uint32_t node;
      int valus = 0, execPos = kNone, steps = 0;
      int defPos[3] = {kNone, kNone, kNone};
    };
    std::vector<State> work;
    for (uint32_t p : n.pred) work.push_back(State{p});
    const Gen g = gen_;
    // A state (node, VALU count, EXEC and source-write places) met again with no fewer steps adds nothing: without
    // this, paths through a loop of SALU instructions multiply at every branch (seconds for a four-branch loop).
    auto small = [](int v) { return uint64_t(v > 14 ? 15 : v); };  // (kNone: 15)
    std::map<uint64_t, int> fewestSteps;
    while (!work.empty()) {
      State st = work.back();
      work.pop_back();
      if (st.valus > 8 || ++st.steps > 64) continue;
      const uint64_t key = uint64_t(st.node) << 24 | small(st.valus) << 20 | small(st.execPos) << 15 |
                           small(st.defPos[0]) << 10 | small(st.defPos[1]) << 5 | small(st.defPos[2]);
      if (auto [it, fresh] = fewestSteps.try_emplace(key, st.steps); !fresh) {
        if (it->second <= st.steps) continue;
        it->second = st.steps;
      }
      const Node& p = r_.nodes[st.node];
      if (!p.decoded || !p.decoded->size || p.kind == NodeKind::Call || p.kind == NodeKind::IndirectCall) continue;
      const Instruction& x = p.decoded->inst;
      if (isVmem(p) || p.fx.unit == Unit::Ds || p.fx.unit == Unit::Export ||
          depctrWaits(x, g, "depctr_va_vdst"))
        continue;
      bool changed = false, anyDef = false;
      if (isValu(p)) {
        for (size_t k = 0; k < sources.size(); ++k)
          if (st.defPos[k] == kNone && p.fx.writes.intersects(sources[k])) st.defPos[k] = st.valus, changed = true;
      } else if (isSalu(p) && st.execPos == kNone) {
        for (size_t k = 0; k < sources.size(); ++k) anyDef |= st.defPos[k] != kNone;
        if (anyDef && p.fx.writes.intersects(one(opnd::kExecLo, 2))) st.execPos = st.valus, changed = true;
      }
      for (size_t k = 0; k < sources.size(); ++k) anyDef |= st.defPos[k] != kNone;
      if (st.valus > 4 && !anyDef) continue;
      bool found = false;
      if (changed && st.execPos != kNone) {
        int pre = kNone, post = kNone;
        for (size_t k = 0; k < sources.size(); ++k) {
          if (st.defPos[k] == kNone) continue;
          if (st.defPos[k] >= st.execPos) pre = std::min(pre, st.defPos[k]);
          else post = std::min(post, st.defPos[k]);
        }
        if (post != kNone) {
          const int intv3 = post, intv2 = st.execPos - post - 1;
          if (intv3 > 4 || intv2 > 2) continue;
          if (pre != kNone) {
            const int intv1 = pre - st.execPos;
            if (intv1 > 2 || intv1 + intv2 > 2) continue;
            found = true;
          }
        }
      }
      if (found) {
        const HazardRule& rule = hazardRule(HazardId::ValuPartialForwarding);
        cx_.report(rule.name, Severity::Error, i,
                   fmt::format("{} writes a VGPR this instruction reads before a SALU write of EXEC, and another source "
                               "is written after it, too close for wave64 on {}: it needs {}",
                               cx_.quote(st.node), r_.target.proc->name, rule.fix),
                   st.node);
        return;
      }
      for (uint32_t q : p.pred) {
        State next = st;
        next.node = q;
        next.valus += int(isValu(p));
        work.push_back(next);
      }
    }
  }

  // gfx90a: a 64-bit shift's amount in the last VGPR of an 8-VGPR block, the next VGPR unused by the routine (LLVM's
  // fixShift64HighRegBug moves the amount elsewhere).
  void shift64HighReg(uint32_t i) {
    if (!waits_[size_t(HazardId::Shift64HighReg)]) return;
    const Node& n = r_.nodes[i];
    const Instruction& x = n.decoded->inst;
    const Op o = baseRow(x.op);
    if (o != Op::v_lshlrev_b64 && o != Op::v_lshrrev_b64 && o != Op::v_ashrrev_i64) return;
    const uint32_t amount = x[Field::SRC0];
    if (!isVgprCode(uint16_t(amount)) || ((amount - opnd::kVgpr0) & 7) != 7) return;
    const unsigned v = amount - opnd::kVgpr0;
    if (v + 1 < 256 && usedVgprs().test(kVgprSlot + v + 1)) return;
    const HazardRule& rule = hazardRule(HazardId::Shift64HighReg);
    cx_.report(rule.name, Severity::Error, i,
               fmt::format("the shift amount v{} is the last VGPR of an 8-VGPR block and {} uses no VGPR after it: {} "
                           "shifts wrong; it needs {}",
                           v, r_.name, r_.target.proc->name, rule.fix));
  }

  // The VGPRs any instruction of the routine names (LLVM's isPhysRegUsed), computed once.
  const RegSet& usedVgprs() {
    if (!usedVgprsKnown_) {
      for (const Node& n : r_.nodes) {
        if (!n.decoded || !n.decoded->size) continue;
        usedVgprs_ |= vgprPart(n.fx.reads);
        usedVgprs_ |= vgprPart(allWrites(n));
      }
      usedVgprsKnown_ = true;
    }
    return usedVgprs_;
  }
  RegSet usedVgprs_;
  bool usedVgprsKnown_ = false;

  // A DS instruction, a branch, then a vector memory instruction (or the other way round) with no s_waitcnt_vscnt
  // null, 0 between them (LLVM's LdsBranchVmemWAR fix-up).
  void ldsBranchVmem(uint32_t i) const {
    if (!waits_[size_t(HazardId::LdsBranchVmem)]) return;
    auto kind = [](const Node& p) {
      if (p.fx.unit == Unit::Ds) return 1;
      if (p.fx.unit == Unit::Vmem && encOf(p) != Encoding::FLAT && encOf(p) != Encoding::EXP) return 2;
      return 0;
    };
    auto vscntZero = [](const Node& p) {
      const Instruction& x = p.decoded->inst;
      return x.op == Op::s_waitcnt_vscnt && x[Field::SDST] == opnd::kNull && (x[Field::SIMM16] & 0xffff) == 0;
    };
    const int mine = kind(r_.nodes[i]);
    if (!mine) return;
    std::optional<uint32_t> other;
    auto branch = [&](const Node& b) {
      if (!(opInfo(b.decoded->inst.op).flags & kBranch)) return false;
      const uint32_t bi = uint32_t(&b - r_.nodes.data());
      auto h = searchBack(bi, kUnbounded, [&](const Node& p) { return kind(p) && kind(p) != mine; },
                          [&](const Node& p, unsigned) { return kind(p) == mine || vscntZero(p); });
      if (h) other = h->node;
      return h.has_value();
    };
    auto h = searchBack(i, kUnbounded, branch, [&](const Node& p, unsigned) { return kind(p) || vscntZero(p); });
    if (!h || !other) return;
    const HazardRule& rule = hazardRule(HazardId::LdsBranchVmem);
    cx_.report(rule.name, Severity::Error, i,
               fmt::format("{} and this {} instruction are separated by the branch {} and nothing that clears the hazard "
                           "on {}: it needs {}",
                           cx_.quote(*other), mine == 1 ? "DS" : "vector memory", cx_.quote(h->node),
                           r_.target.proc->name, rule.fix),
               *other);
  }
};

}  // namespace

void checkHazards(const CheckContext& cx) {
  if (!cx.routine.target.proc) return;
  HazardChecker(cx).run();
  checkAluWaitHazards(cx);
}

}  // namespace gcnkit::analysis
