// VM_CNT, VS_CNT (GFX10) and the DS share of LGKM_CNT: which counter an operation joins, s_waitcnt and
// its GFX10 single-counter forms retiring operations in order, and the check that no instruction reads
// or overwrites a VGPR that an operation still counted may write.
#include <algorithm>
#include <string>
#include <utility>

#include "emu/vector_memory.h"
#include "isa/memory_features.h"
#include "isa/symbolic.h"

namespace gcnkit::emu {

namespace {

}  // namespace

void VectorMemory::vmIssue(Wave& w, const MemInst& m, uint32_t index) {
  InFlight f;
  f.inst = index;
  if (m.returns || m.lds) {
    const VgprUse& u = prog_.vuse[index];
    for (unsigned i = 0; i < u.n; ++i)
      if (u.r[i].write && u.r[i].count && !u.r[i].agpr) f.dst = u.r[i].first, f.dstCount = u.r[i].count;  // AGPRs: not tracked
  }
  if (m.lds && m.kind == MemKind::Load && checks_) {  // LDS-DMA: the LDS bytes its active lanes write
    const uint64_t e = exec(w);
    const unsigned bytes = 4u * (m.elemBytes < 4 ? 1u : m.dwords);
    uint64_t lo = UINT64_MAX, end = 0;
    for (unsigned lane = 0; lane < waveSize_; ++lane)
      if (e >> lane & 1) {
        const uint64_t a = ldsDmaAddress(w.s[m0Code()], m, lane);
        lo = std::min(lo, a), end = std::max(end, a + bytes);
      }
    if (end > lo) f.ldsLo = uint32_t(std::min<uint64_t>(lo, UINT32_MAX)), f.ldsEnd = uint32_t(std::min<uint64_t>(end, UINT32_MAX));
  }
  if (ldsLogging_) {  // the LDS bytes it touched, settled for other waves only once it retires
    f.lds = std::move(ldsLog_);
    ldsLog_.clear();
    ldsLogging_ = false;
    if (ldsAtomics_ > 0 && m.kind == MemKind::Load && !m.lds && f.dstCount) noteLdsRead(w, f);
  }
  // Each counter holds a bounded number of operations (GFX12's counters each a width of their own:
  // LaunchContext::vmQueueMax); a full counter stalls issue until the oldest operation returns.
  // (An operation only adds to the pending VGPRs; one pushed out of a full counter takes its own with it.)
  bool popped = false;
  auto push = [&](VmQueue q, InFlight&& op) {
    auto& d = w.vm.q[size_t(q)];
    w.vm.add(op, q);
    d.push_back(std::move(op));
    while (d.size() > cx_.vmQueueMax[size_t(q)]) d.pop_front(), popped = true;
  };
  if (m.enc == Encoding::DS) {
    if (m.dsSpecial == DsNop) return;
    push(VmQueue::Ds, std::move(f));
  } else {
    const bool store = m.kind == MemKind::Store || (m.kind == MemKind::Atomic && !m.returns);
    const bool vs = store && memoryFeatures(gen_).vsCnt;
    // FLAT may reach LDS: then it counts in LGKM_CNT too, and only both waits guarantee it (LLVM guide). An
    // access whose lanes all reached global or private memory is complete when VM_CNT says so (LLVM waits only
    // vmcnt for FLAT accesses it knows are not LDS; a false report on every compiled GFX8 kernel otherwise).
    const bool alsoDs = m.enc == Encoding::FLAT && flatHitLds_;
    push(vs ? VmQueue::Vs : VmQueue::Vm, alsoDs ? InFlight(f) : std::move(f));
    if (alsoDs) push(VmQueue::Ds, std::move(f));
    // GFX6: a store's data VGPRs must not be overwritten until EXP_CNT shows the data was read.
    if (store && memoryFeatures(gen_).storeDataExpCnt) {
      InFlight data;
      data.inst = index;
      for (const auto& r : prog_.vuse[index].r)
        if (!r.write && r.count && r.first == m.vdata) data.dst = r.first, data.dstCount = r.count;
      push(VmQueue::Exp, std::move(data));
    }
  }
  if (popped) w.vm.recompute();
  w.vmcnt = uint32_t(w.vm.q[0].size());
  w.expcnt = uint32_t(w.vm.q[3].size());
}

void VectorMemory::vmRetire(Wave& w, VmQueue q, uint32_t keep) {
  auto& d = w.vm.q[size_t(q)];
  if (d.size() <= keep) return;  // nothing retires: the pending VGPRs stay as they are
  noteStall();
  while (d.size() > keep) d.pop_front();  // vector memory and DS return in order within a counter
  w.vm.recompute();
  w.vmcnt = uint32_t(w.vm.q[0].size());
  w.expcnt = uint32_t(w.vm.q[3].size());
}

bool VectorMemory::vmemBefore(Wave& w, const DInst& d, uint32_t index) {
  if (!w.vm.ldsReads.empty()) followLdsReads(w, index);
  // The waits are scalar instructions.
  const SInst& s = d.unit == UnitKind::Scalar ? prog_.scalar[d.slot] : kNoScalar;
  auto sCount = [&] { return read32(w, s.dst) + (s.imm & 0xffff); };
  switch (s.op) {
    case Op::s_waitcnt: {
      if (s.imm != waitImm_) waitImm_ = s.imm, wait_ = decodeWaitcnt(gen_, s.imm);  // (a loop waits alike each time)
      const WaitcntCounts& c = wait_;
      vmRetire(w, VmQueue::Vm, c.vm);
      // LGKM_CNT also counts SMEM, which returns out of order: lgkmcnt(N) guarantees only that at most N
      // DS operations are left.
      vmRetire(w, VmQueue::Ds, c.lgkm);
      vmRetire(w, VmQueue::Exp, c.exp);
      break;
    }
    case Op::s_waitcnt_expcnt: vmRetire(w, VmQueue::Exp, sCount()); break;
    case Op::s_waitcnt_vmcnt: vmRetire(w, VmQueue::Vm, sCount()); break;
    case Op::s_waitcnt_vscnt: vmRetire(w, VmQueue::Vs, sCount()); break;
    case Op::s_waitcnt_lgkmcnt: vmRetire(w, VmQueue::Ds, sCount()); break;
    // GFX12: a wait per counter (samplecnt and bvhcnt count nothing the emulator runs: sampling and BVH are refused)
    case Op::s_wait_loadcnt: vmRetire(w, VmQueue::Vm, s.imm & 0xffff); break;
    case Op::s_wait_storecnt: vmRetire(w, VmQueue::Vs, s.imm & 0xffff); break;
    case Op::s_wait_dscnt: vmRetire(w, VmQueue::Ds, s.imm & 0xffff); break;
    case Op::s_wait_expcnt: vmRetire(w, VmQueue::Exp, s.imm & 0xffff); break;
    case Op::s_wait_loadcnt_dscnt: case Op::s_wait_storecnt_dscnt: {
      const Gfx12CombinedWait c = decodeGfx12CombinedWait(s.imm);
      vmRetire(w, s.op == Op::s_wait_loadcnt_dscnt ? VmQueue::Vm : VmQueue::Vs, c.first);
      vmRetire(w, VmQueue::Ds, c.ds);
      break;
    }
    case Op::s_endpgm: case Op::s_endpgm_saved: case Op::s_endpgm_ordered_ps_done: case Op::s_wait_idle:
    case Op::s_sendmsghalt:
      for (VmQueue q : {VmQueue::Vm, VmQueue::Vs, VmQueue::Ds, VmQueue::Exp}) vmRetire(w, q, 0);
      break;
    default: break;
  }
  if (!checks_ || !w.vm.any()) return true;
  const bool split = memoryFeatures(gen_).splitWaitCounters;
  const VgprUse& u = prog_.vuse[index];
  const MemInst* self = prog_.memAt(index);
  for (unsigned i = 0; i < u.n; ++i) {
    const VgprUse::Range& r = u.r[i];
    if (r.agpr) continue;  // AGPR numbers are not VGPR numbers (and loads into AGPRs are not tracked)
    for (unsigned v = r.first; v < unsigned(r.first) + r.count; ++v) {
      if (!w.vm.test(v)) continue;
      for (VmQueue q : {VmQueue::Vm, VmQueue::Ds, VmQueue::Vs, VmQueue::Exp}) {
        for (const InFlight& f : w.vm.q[size_t(q)]) {
          if (v < f.dst || v >= unsigned(f.dst) + f.dstCount) continue;
          if (q == VmQueue::Exp && !r.write) continue;  // store data may be read, not overwritten
          if (q == VmQueue::Exp) {
            std::string text = "overwrites v" + std::to_string(v) + ", the data of the store '";
            text += prog_.text(f.inst);
            text += std::string("', before ") + waitName(counterName(q, split), split) + " says the store has read it";
            report(CheckKind::PendingVgpr, w, index, text);
            return !failed();
          }
          // Results of one counter return in order: a later load of the same counter may overwrite.
          const bool sameQueue = self && (q == (self->enc == Encoding::DS ? VmQueue::Ds : VmQueue::Vm) ||
                                          (self->enc == Encoding::FLAT && q == VmQueue::Ds));
          if (r.write && sameQueue) continue;
          std::string what = "v";
          what += std::to_string(v);
          std::string src = "'";
          src += prog_.text(f.inst);
          src += "' at pc ";
          src += hex(listingOf(f.inst));
          if (r.write)
            report(CheckKind::PendingVgpr, w, index,
                   "overwrites " + what + " while the result of " + src + " may still be in flight (missing or too weak " +
                       waitName(counterName(q, split), split) + "); the late result would overwrite this value");
          else
            report(CheckKind::PendingVgpr, w, index,
                   "reads " + what + " while the result of " + src + " may still be in flight (missing or too weak " +
                       waitName(counterName(q, split), split) + ")");
          return !failed();
        }
      }
    }
  }
  return true;
}

}  // namespace gcnkit::emu
