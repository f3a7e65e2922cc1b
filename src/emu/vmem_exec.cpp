// Vector memory in the launch: the side decode hook, the dispatch of a decoded memory instruction to its
// family, LDS bounds/race bookkeeping and guest-memory accesses with faults that name the lane and the
// nearest allocation.
#include <bit>
#include <cstring>
#include <string>

#include "codec/vmem_rules.h"
#include "emu/vector_memory.h"
#include "isa/implicit_registers.h"
#include "isa/mai.h"
#include "isa/memory_features.h"
#include "isa/registers.h"

namespace gcnkit::emu {


uint32_t addVectorInfo(Program& p, const Instruction* inst, Gen g, RegMask& reads, RegMask& writes) {
  MemInst m;
  const bool isMem = inst && decodeMemory(*inst, g, m);
  m.packedD16 = memoryFeatures(p.target).packedD16;  // a processor fact (gfx810), not a generation's
  if (const auto acc = isMem ? accDataBit(m.enc) : std::nullopt; acc && p.target.has(kFeatGfx90aInsts) && (*inst)[*acc]) {
    m.accData = true;  // the bit is the acc bit there, not tfe
    m.tfe = false;
  }
  if (isMem && m.enc == Encoding::SCRATCH && flatScratchSvs(p.target.features, p.target.gen())) {
    m.svs = true;  // bit 13 is SVE there (the VGPR address is used), not an LDS-DMA form
    m.sve = m.lds;
    m.lds = false;
    m.returns = m.kind == MemKind::Load || (m.kind == MemKind::Atomic && m.glc);
  }
  if (isMem && m.ldsDma) m.lds = true, m.returns = false;  // the row, not bit 13, makes it an LDS-DMA load
  const uint32_t slot = isMem ? uint32_t(p.mem.size()) : kNoMem;
  if (isMem) {
    p.mem.push_back(m);
    // Vector memory writes no SGPR; it reads its resource, soffset, saddr and (LDS forms) M0.
    writes = RegMask{};
    reads = RegMask{};
    // (Cache maintenance names no resource; DS no SGPR but M0, and that only where isa/implicit_registers.h says.)
    const bool buffer = m.enc == Encoding::MUBUF || m.enc == Encoding::MTBUF;
    const bool cacheOnly = m.kind == MemKind::NoData && !m.lds;
    if ((buffer || m.enc == Encoding::MIMG) && !cacheOnly) reads.add(m.srsrc, m.enc == Encoding::MIMG ? 8 : 4);
    if (buffer && !cacheOnly && !m.soffIsConst) reads.add(m.soffset, 1);
    const bool flat = m.enc == Encoding::FLAT || m.enc == Encoding::GLOBAL || m.enc == Encoding::SCRATCH;
    if (flat && m.saddr != kNoSaddr) reads.add(m.saddr, m.enc == Encoding::SCRATCH ? 1 : 2);
    if (m.lds || (m.enc == Encoding::DS && dsReadsM0(inst->op, g, m.gds))) reads.add(m0Code(), 1);
  }
  p.vuse.push_back(!inst ? VgprUse{} : maiInfo(inst->op) ? maiRegisterUse(*inst, p.target) : vgprUse(*inst, g, isMem ? &m : nullptr));
  return slot;
}

// ---------------------------------------------------------------- LDS

void LdsState::begin(uint32_t workgroup, uint32_t bytes, bool track) {
  wg_ = workgroup;
  ++epoch_;  // epochs never repeat across workgroups: what an earlier one recorded never matches (no clearing)
  if (size_ != bytes || track_ != track || epoch_ >= kEpochLimit) {
    epoch_ = 1;
    bytes_.clear();
    meta_.clear();
  }
  size_ = bytes;
  track_ = track;
  fresh_ = false;
  late_.clear();
  usedRaces_.clear();
}

void LdsState::ensure() {
  if (fresh_) return;
  fresh_ = true;
  if (bytes_.size() != size_) bytes_.assign(size_, 0);
  else std::memset(bytes_.data(), 0, bytes_.size());  // a zeroed LDS per workgroup
  if (track_ && meta_.size() != size_) meta_.assign(size_, Meta{});
}

uint32_t LdsState::touch(uint32_t a, uint32_t n, uint32_t wave, LdsAccess kind, uint32_t& other,
                         LdsAccess& otherKind, bool swap, uint32_t inst, uint32_t lane) {
  // Atomics race with plain writes of other waves; with plain reads only once the reading wave uses the value
  // (markUsed): an atomic load of the source is a plain ds_read in the machine code (clang writes an unused
  // atomic_xor(p, 0) as one). What a barrier leaves of an atomic outstanding counts as a write (touchLate).
  uint32_t conflict = UINT32_MAX;
  const uint32_t e = epoch_ + 1;
  const uint32_t me = wave < 32 ? 1u << wave : 0;
  const uint32_t tag = e << 6 | (wave & 63);
  for (uint32_t b = a; b < a + n && b < meta_.size(); ++b) {
    Meta& x = meta_[b];
    if (x.readEpoch != e) x.readEpoch = e, x.readers = 0, x.atomics = 0, x.used = 0, x.swaps = 0, x.raced = 0;
    if (conflict == UINT32_MAX) {
      if (x.write >> 6 == e && x.write != tag) {
        conflict = b, other = x.write & 63, otherKind = LdsAccess::Write;
      } else if (kind == LdsAccess::Write && (x.readers & ~me)) {
        conflict = b, other = uint32_t(std::countr_zero(x.readers & ~me)), otherKind = LdsAccess::Read;
      } else if (kind == LdsAccess::Write && (x.atomics & ~me)) {
        conflict = b, other = uint32_t(std::countr_zero(x.atomics & ~me)), otherKind = LdsAccess::Atomic;
      }
    }
    switch (kind) {
      case LdsAccess::Write: x.write = tag; break;
      case LdsAccess::Read: x.readers |= me; break;
      case LdsAccess::Atomic:
        x.atomics |= me;
        if (swap) x.swaps |= me;
        if (const uint32_t u = x.used & ~me & ~x.raced)
          noteUsedRace(x, b, uint32_t(std::countr_zero(u)), wave, inst, lane, true);
        break;
    }
  }
  return conflict;
}

void LdsState::touchLate(const LdsSpan& s, uint32_t wave, uint32_t inst) {
  uint32_t other = 0;
  LdsAccess kind{};
  const LdsAccess as = s.kind == LdsAccess::Atomic ? LdsAccess::Write : s.kind;  // (an unfinished update)
  touch(s.lo, s.len, wave, as, other, kind);  // the first accesses of the epoch: nothing to conflict with but
  late_.push_back({s.lo, s.lo + s.len, wave, inst});  // other late ones, which already raced before the barrier
}

const LdsState::Late* LdsState::lateAt(uint32_t b, uint32_t wave) const {
  for (const Late& l : late_)
    if (l.wave == wave && b >= l.lo && b < l.end) return &l;
  return nullptr;
}

// A barrier releases the waves of a workgroup: a new epoch begins, and what each wave's DS and LDS-DMA operations
// still outstanding touched counts in it, as the barrier does not wait for them (LLVM waits lgkmcnt(0) before it).
void VectorMemory::releaseBarrier(std::vector<Wave>& waves) {
  settleLdsReads(waves);
  lds_.barrier();
  if (!lds_.checked()) return;
  for (const Wave& w : waves)
    for (VmQueue q : {VmQueue::Ds, VmQueue::Vm})
      for (const InFlight& f : w.vm.q[size_t(q)])
        for (const LdsSpan& span : f.lds) lds_.touchLate(span, w.waveInGroup, f.inst);
}

// GFX6-8 bound DS and FLAT accesses to LDS by M0 (the AMDGPU ABI: a kernel that may access LDS through DS or FLAT
// sets M0 to at least its LDS size; LLVM sets it before DS instructions only, never for FLAT).
// `tracked`: the launch follows which SGPRs were written (a kernel dispatch).
static std::string m0Rule(const Wave& w, bool tracked) {
  return !tracked || w.initialized.test(m0Code()) ? std::string()
                                      : " (M0 never written: on GFX6-8 M0 bounds every DS and FLAT access to LDS, and "
                                        "a kernel must set it to at least its LDS size, s_mov_b32 m0, -1)";
}

bool VectorMemory::ldsAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write,
                       bool atomic) {
  // GFX6-8: M0 is the LDS limit of the wave; every generation: the workgroup's allocation.
  const bool beyondM0 = vmemRules(gen_).ldsM0Limit && a + n > w.s[m0Code()];
  if (a + n > lds_.size() || beyondM0) {
    if (checks_)
      report(CheckKind::LdsRange, w, index,
             std::string(write ? "write dropped" : "read returns 0") + ": lane " + std::to_string(lane) + " LDS address " +
                 hex(a) + " (+" + std::to_string(n) + " bytes) is outside " +
                 (beyondM0 ? "the M0 limit " + hex(w.s[m0Code()]) + m0Rule(w, cfg_.initializedSgprs >= 0) : "the workgroup's " + std::to_string(lds_.size()) + " bytes of LDS"),
             a);
    if (!write) std::memset(data, 0, n);
    return !failed();
  }
  lds_.ensure();
  if (dsIssuing_ && w.vm.ldsDma && checks_)
    if (const InFlight* f = w.vm.ldsDmaOver(a, n))
      report(CheckKind::LdsRace, w, index,
             "wave " + std::to_string(w.waveInGroup) + (write ? " writes" : " reads") + " LDS " + hex(a) +
                 " (+" + std::to_string(n) + " bytes), which `" + prog_.text(f->inst) + "` at pc " +
                 hex(listingOf(f->inst)) + " (LDS [" + hex(f->ldsLo) + ", " + hex(f->ldsEnd) +
                 ")) may not have written yet: vmcnt still counts it (s_waitcnt vmcnt first)",
             a);
  // An atomic reads and writes: its read is the access the race check records (LdsState::touch: atomics race with
  // plain writes only).
  if (lds_.tracking() && !(atomic && write)) {  // (ensure() above allocated the bookkeeping)
    const LdsAccess kind = atomic ? LdsAccess::Atomic : write ? LdsAccess::Write : LdsAccess::Read;
    if (ldsLogging_) {
      if (!ldsLog_.empty() && ldsLog_.back().kind == kind && ldsLog_.back().lo + ldsLog_.back().len == uint32_t(a))
        ldsLog_.back().len += n;
      else ldsLog_.push_back({uint32_t(a), n, kind});
    }
    uint32_t other = 0;
    LdsAccess otherKind{};
    const uint32_t at = lds_.touch(uint32_t(a), n, w.waveInGroup, kind, other, otherKind, ldsSwap_, index, lane);
    if (at != UINT32_MAX) {
      static constexpr const char* kVerb[] = {" reads", " writes", " atomically updates"};
      static constexpr const char* kPast[] = {" read", " wrote", " updated atomically"};  // (late: kind of the span)
      std::string m = "wave " + std::to_string(w.waveInGroup) + kVerb[int(kind)] + " LDS byte " + hex(at) + " (lane " +
                      std::to_string(lane) + ") that wave " + std::to_string(other);
      if (const LdsState::Late* l = lds_.lateAt(at, other))
        m += kPast[int(otherKind)] + std::string(" with `") + prog_.text(l->inst) + "` at offset " +
             hex(prog_.offsetOf[l->inst]) +
             ", which was still outstanding at the last s_barrier: the barrier does not wait for LDS accesses "
             "(s_waitcnt lgkmcnt(0) before it)";
      else
        m += kPast[int(otherKind)] + std::string(" with no s_barrier in between");
      report(CheckKind::LdsRace, w, index, m, at);
    }
  }
  noteTraffic(cx_.stats.lds, write, n);
  if (write) std::memcpy(lds_.at(uint32_t(a)), data, n);
  else std::memcpy(data, lds_.at(uint32_t(a)), n);
  return !failed();
}

// ---------------------------------------------------------------- global memory

bool VectorMemory::globalAtomic(Wave& w, uint32_t index, uint32_t lane, uint64_t a, unsigned bytes, AtomicFn fn,
                          uint64_t src, uint64_t cmp, uint64_t& old, bool returns) {
  uint8_t* p = m_.memory.span(a, bytes);
  if (!p) return globalAccess(w, index, lane, a, &old, bytes, false);  // the fault, worded as for any access
  if (cx_.host && cx_.host->watched(a)) {  // the hostcall ready stack, the printf buffer's offset: who did what, in order
    if (!cx_.hostLock.owns_lock()) cx_.hostLock = std::unique_lock(cx_.host->mutex());  // until the instruction ends (step)
    // A compare-and-swap loop (the device library's printf allocation, the ready stack's push) retries when another
    // work-group got there first: how often, and so the instruction count and which lane allocates first, would
    // depend on the host threads. Such work-groups share the word and run in order.
    if (fn == AtomicFn::CmpSwap && !shareable(a, bytes, true)) return false;
    old = cx_.host->atomic(p, a, bytes, fn, src, cmp, HostCaller{w.wgLinear, w.waveInGroup, &w.hostSequence});
  } else {
    // A read and a write, unless nothing is returned and it commutes with others of its kind (a histogram's add).
    if (!shareable(a, bytes, true, returns ? -1 : SharedAccess::commutative(fn, a, bytes, src))) return false;
    old = atomicUpdate(p, bytes, fn, src, cmp);
  }
  if (checks_) smem_.cache().writeBehind(a, bytes);  // atomics go to L2, past the scalar cache
  return true;
}

bool VectorMemory::globalAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write) {
  if (cfg_.scratchBytes && !scratchAddressInBounds(w, index, lane, a, n)) return false;
  if (!shareable(a, n, write)) return false;
  if (write ? m_.memory.write(a, data, n) : m_.memory.read(a, data, n)) {
    noteTraffic(vectorTraffic(a), write, n);
    if (write && checks_) smem_.cache().writeBehind(a, n);  // vector stores bypass the scalar cache
    return true;
  }
  std::string where = "address " + hex(a) + " (" + std::to_string(n) + " bytes, lane " + std::to_string(lane) +
                      ") is outside every allocation";
  if (auto near = m_.memory.nearest(a)) {
    const uint64_t end = near->base + near->size;
    where += "; nearest: " + (near->label.empty() ? std::string("the allocation") : near->label) + " at [" +
             hex(near->base) + ", " + hex(end) + ")";
    if (a == end) where += ", right after its end";
    else if (a > end) where += ", " + std::to_string(a - end) + " bytes past its end";
    else if (a + n <= near->base) where += ", " + std::to_string(near->base - a) + " bytes before its start";
    else where += ", straddling its end";
  }
  return fault(FaultKind::MemoryViolation, w, index, where, a, int(lane));
}

// ---------------------------------------------------------------- dispatch

bool VectorMemory::execVmem(Wave& w, const DInst& d, uint32_t index) {
  if (cx_.host) {  // a watched atomic holds the host session's lock for all the instruction's lanes
    const bool ok = execVmemLanes(w, d, index);
    if (cx_.hostLock.owns_lock()) cx_.hostLock.unlock();
    return ok;
  }
  return execVmemLanes(w, d, index);
}

bool VectorMemory::execVmemLanes(Wave& w, const DInst& d, uint32_t index) {
  const MemInst& m = prog_.mem[d.slot];
  const VgprUse& u = prog_.vuse[index];
  for (unsigned i = 0; i < u.n; ++i) {
    const bool agpr = u.r[i].agpr;
    if (unsigned(u.r[i].first) + u.r[i].count > (agpr ? agprs_ : vgprs_))
      return fault(FaultKind::InvalidInstruction, w, index,
                   std::string("uses ") + (agpr ? "a" : "v") + std::to_string(u.r[i].first + u.r[i].count - 1) +
                       " but the wave has " + std::to_string(agpr ? agprs_ : vgprs_) + (agpr ? " AGPRs" : " VGPRs"));
  }
  if (!m.accData) return execMemOp(w, m, index);
  // AGPR data (gfx90a+): the same operation on the rows where the AGPRs live (src/emu/README.md, "MAI").
  MemInst a = m;
  const auto base = uint16_t(agprBase_);
  if (m.enc == Encoding::DS) a.vdst += base, a.data0 += base, a.data1 += base;
  else if (isFlat(m.enc)) a.vdst += base, a.data0 += base, a.vdata += base;
  else a.vdata += base;
  return execMemOp(w, a, index);
}

bool VectorMemory::execMemOp(Wave& w, const MemInst& m, uint32_t index) {
  bool ok = false;
  // The LDS bytes a DS or LDS-DMA operation touches stay unsettled for other waves while it is outstanding.
  ldsLogging_ = lds_.checked() && (m.enc == Encoding::DS || m.lds || m.enc == Encoding::FLAT);
  ldsLog_.clear();
  ldsSwap_ = m.kind == MemKind::Atomic && (m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap);
  switch (m.enc) {
    case Encoding::DS:
      dsIssuing_ = true;
      ok = execDs(w, m, index);
      dsIssuing_ = false;
      break;
    case Encoding::MUBUF: case Encoding::MTBUF: ok = execBuffer(w, m, index); break;
    case Encoding::MIMG: ok = execImage(w, m, index); break;
    default: ok = execFlat(w, m, index); break;
  }
  if (!ok) return false;
  vmIssue(w, m, index);
  return true;
}

}  // namespace gcnkit::emu
