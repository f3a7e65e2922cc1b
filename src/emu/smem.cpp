// The scalar memory unit: address formation for every SMRD/SMEM offset form (through
// src/codec/smem_offset.h), the buffer constant and its per-dword range check, stores, scratch forms,
// atomics, s_memtime/s_memrealtime, cache operations, LGKM_CNT weights and out-of-order completion.
//
// Timing model: an SMEM instruction reads its operands (SBASE, offset, store data, atomic operands) when
// it issues and joins the wave's queue of operations in flight. Its memory access (the load's read, the
// store's write, the atomic's read-modify-write) and its write-back to SGPRs happen together when it
// completes, which is when an s_waitcnt, s_endpgm or a full LGKM counter forces it, in the chosen return
// order. So every SMEM operation is one memory event, ordered among the others by completion; a kernel
// that waits with s_waitcnt lgkmcnt(0) before it depends on a result (or on a store being visible)
// behaves the same under every order, and one that does not shows it. s_memtime samples the clock when it
// issues (it is a timestamp of the instruction); only its write-back is deferred.
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

#include "codec/smem_rules.h"
#include "emu/atomics.h"
#include "emu/scalar_memory.h"
#include "emu/vmem_state.h"
#include "isa/memory_features.h"

namespace gcnkit::emu {


// ---------------------------------------------------------------- scalar cache model

uint64_t ScalarCacheModel::load(uint32_t d, uint64_t address, uint64_t bytes, uint32_t inst, uint32_t wave) {
  ++seq_;
  auto& f = filled_[d];
  uint64_t stale = ~0ull;
  for (uint64_t line = address & ~(kLine - 1); line < address + bytes; line += kLine) {
    const uint16_t dwords = lineDwords(line, address, bytes);
    if (auto [at, added] = loadedOnce_.emplace(line, firstLoads_.size()); added)
      firstLoads_.push_back({line, inst, wave, dwords});
    else
      firstLoads_[at->second].dwords |= dwords;
    auto it = f.find(line);
    if (it == f.end()) {
      f.emplace(line, seq_);
      continue;
    }
    auto wi = writes_.find(line);
    if (wi == writes_.end()) continue;
    const Writes& x = wi->second;
    if (((x.behindSeq > it->second && (x.behindDwords & dwords)) ||
         (x.storeSeq > it->second && x.storeDomain != d && (x.storeDwords & dwords))) &&
        stale == ~0ull)
      stale = line;
  }
  return stale;
}

void ScalarCacheModel::storeThrough(uint32_t d, uint64_t address, uint64_t bytes) {
  ++seq_;
  for (uint64_t line = address & ~(kLine - 1); line < address + bytes; line += kLine) {
    Writes& x = writes_[line];
    x.storeSeq = seq_;
    x.storeDomain = d;
    x.storeDwords |= lineDwords(line, address, bytes);
  }
}

void ScalarCacheModel::writeBehind(uint64_t address, uint64_t bytes) {
  ++seq_;
  for (uint64_t line = address & ~(kLine - 1); line < address + bytes; line += kLine) {
    Writes& x = writes_[line];
    x.behindSeq = seq_;
    x.behindDwords |= lineDwords(line, address, bytes);
  }
}

std::vector<ScalarLineWrite> ScalarCacheModel::writtenLines() const {
  std::vector<ScalarLineWrite> v;
  v.reserve(writes_.size());
  for (const auto& [line, w] : writes_) v.push_back({line, uint16_t(w.behindDwords | w.storeDwords)});
  std::sort(v.begin(), v.end(), [](const ScalarLineWrite& a, const ScalarLineWrite& b) { return a.line < b.line; });
  return v;
}

void ScalarCacheModel::discard(uint32_t d, uint64_t address, uint64_t bytes) {
  auto it = filled_.find(d);
  if (it == filled_.end()) return;
  for (uint64_t line = address & ~(kLine - 1); line < address + bytes; line += kLine) it->second.erase(line);
}

// ---------------------------------------------------------------- issue

bool ScalarMemory::execSmem(Wave& w, const SInst& d, uint32_t index) {
  const OpInfo& info = opInfo(d.op);
  PendingOp p;
  p.op = d.op;
  p.inst = index;
  p.glc = d.glc;

  auto issue = [&]() { return enqueue(w, p); };

  switch (d.op) {
    case Op::s_memtime:
    case Op::s_memrealtime: {
      p.kind = PendingOp::Time;
      const uint64_t t = d.op == Op::s_memtime ? cx_.clock : cx_.clock / 16;  // realtime: a slower constant-rate clock
      p.data[0] = uint32_t(t);
      p.data[1] = uint32_t(t >> 32);
      p.dst = d.dst;
      p.dstDwords = 2;
      p.weight = 1;
      return issue();
    }
    case Op::s_get_waveid_in_workgroup:
      p.kind = PendingOp::WaveId;
      p.data[0] = w.waveInGroup;
      p.dst = d.dst;
      p.dstDwords = 1;
      return issue();
    case Op::s_dcache_inv: case Op::s_dcache_inv_vol: case Op::s_gl1_inv:
      p.kind = PendingOp::Invalidate;
      return issue();
    case Op::s_dcache_wb: case Op::s_dcache_wb_vol:
      p.kind = PendingOp::Writeback;
      return issue();
    case Op::s_atc_probe: case Op::s_atc_probe_buffer:
      return true;  // address-translation probe: no effect without a translation model
    case Op::s_prefetch_inst: case Op::s_prefetch_inst_pc_rel: case Op::s_prefetch_data: case Op::s_buffer_prefetch_data:
    case Op::s_prefetch_data_pc_rel:
      return true;  // GFX12's prefetches: no data, no counter, and no fault whatever the address (caches are not timed)
    default:
      break;
  }

  // ---- address formation ----
  const Gen g = gen_;
  if (d.smBad) return fault(FaultKind::InvalidInstruction, w, index, "SMEM offset fields are not a valid combination");
  const bool isBuffer = info.flags & kBuffer;
  const bool isScratch = info.flags & kScratch;
  const bool isDiscard = d.op == Op::s_dcache_discard || d.op == Op::s_dcache_discard_x2;
  // Immediate offsets are dwords in SMRD (GFX6/7, including the GFX7 literal), bytes from GFX8.
  const int64_t immBytes = d.smHasImm ? (g <= Gen::GFX7 ? d.smImm * 4 : d.smImm) : 0;
  const uint64_t regVal = d.smHasReg ? uint64_t(read32(w, d.smReg)) * d.smScale : 0;  // (smScale: GFX12.5)
  if (auto why = smemNegativeImmediate(g, d.smImm, d.smHasImm, isBuffer)) return fault(FaultKind::MemoryViolation, w, index, *why);
  // GFX12's 8- and 16-bit loads: each address component keeps its byte (16-bit: all but bit 0); the other loads
  // ignore the two LSBs of each (RDNA4 ISA, scalar memory addressing).
  const unsigned elemBytes = d.smElemBytes;
  const uint64_t keep = ~uint64_t(elemBytes - 1);
  int64_t total = isScratch ? (immBytes & ~int64_t(3)) + int64_t(regVal & ~3ull) * 64
                  : elemBytes < 4 ? int64_t(uint64_t(immBytes) & keep) + int64_t(regVal & keep)
                                  : immBytes + int64_t(regVal);
  if (auto why = smemNegativeTotal(g, total, isBuffer)) return fault(FaultKind::MemoryViolation, w, index, *why);
  const uint64_t off = elemBytes < 4 ? uint64_t(total) : uint64_t(total) & ~3ull;

  // ---- data width ----
  unsigned memDwords = d.dstDwords;
  const bool isAtomic = info.flags & kAtomic;
  const AtomicFn fn = isAtomic ? atomicFn(d.op) : AtomicFn::Swap;
  if (isAtomic && fn == AtomicFn::CmpSwap) memDwords /= 2;
  if (isDiscard) memDwords = d.op == Op::s_dcache_discard ? 16 : 32;

  // ---- alignment rules (RDNA document: SDATA even for two dwords, a multiple of four for more; SBASE of
  // buffer forms a multiple of four) ----
  if (checks_ && !isDiscard) {
    if (auto why = smemDataAlignment(d.dst, d.dstDwords)) report(CheckKind::Alignment, w, index, *why);
    if (auto why = isBuffer ? smemBufferBaseAlignment(d.sbase) : std::nullopt) report(CheckKind::Alignment, w, index, *why);
    if (failed()) return false;
  }

  if (isBuffer) {
    // The buffer constant (V#): base {SGPR[b+1][15:0], SGPR[b]}, stride SGPR[b+1][31:16], num_records
    // SGPR[b+2]; an SBASE out of range reads from SGPR0.
    const uint16_t b = d.sbase + 4 <= 128 ? d.sbase : 0;
    const uint64_t base = uint64_t(w.s[b + 1] & 0xffff) << 32 | w.s[b];
    const uint64_t stride = w.s[b + 1] >> 16;
    const uint64_t records = w.s[b + 2];
    p.buffer = true;
    p.bufOffset = off;
    p.bufSize = (stride ? stride : 1) * records;
    p.address = (base & (elemBytes < 4 ? keep : ~3ull)) + off;
  } else {
    const uint64_t base = read64(w, d.sbase);
    p.address = (base & (elemBytes < 4 ? keep : ~3ull)) + off;
  }
  p.elemBytes = uint8_t(elemBytes);
  p.sign = d.smSigned;

  p.dwords = uint8_t(memDwords);
  if (isDiscard) {
    p.kind = PendingOp::Discard;
    p.address &= ~(ScalarCacheModel::kLine - 1);
    p.weight = 1;
    return issue();
  }
  p.weight = memDwords == 1 ? 1 : 2;
  p.dst = d.dst;
  if (info.flags & kLoad) {
    p.kind = PendingOp::Load;
    p.dstDwords = uint8_t(d.dstDwords);
  } else {
    p.kind = isAtomic ? PendingOp::Atomic : PendingOp::Store;
    for (unsigned i = 0; i < d.dstDwords && i < 16; ++i) p.data[i] = read32(w, uint16_t(d.dst + i));
    p.dstDwords = isAtomic && d.glc ? uint8_t(memDwords) : 0;
  }
  return issue();
}

// A GFX12 8- or 16-bit load: the bytes at the address, zero- or sign-extended into the dword. A buffer's range check
// takes the element as the dword rule takes a dword: in range when its first byte is (offset < size); else 0.
bool ScalarMemory::completeSubDword(Wave& w, const PendingOp& p) {
  uint8_t bytes[2] = {};
  const bool inRange = !p.buffer || p.bufOffset < p.bufSize;
  if (inRange) {
    if (!shareable(p.address, p.elemBytes, false)) return false;
    if (!m_.memory.read(p.address, bytes, p.elemBytes)) {
      fault(FaultKind::MemoryViolation, w, p.inst, "address " + hex(p.address) + " is outside every allocation", p.address);
      return false;
    }
  } else {
    report(CheckKind::BufferRange, w, p.inst,
           "load reads 0 beyond the buffer: buffer offset " + hex(p.bufOffset) + ", " + std::to_string(p.elemBytes) +
               " byte(s), size " + hex(p.bufSize) + " (num_records * stride)",
           p.address);
  }
  uint32_t v = p.elemBytes == 1 ? bytes[0] : uint32_t(bytes[0] | bytes[1] << 8);
  if (p.sign) v = p.elemBytes == 1 ? uint32_t(int32_t(int8_t(v))) : uint32_t(int32_t(int16_t(v)));
  write32(w, p.dst, v);
  noteTraffic(cx_.stats.scalar, false, p.elemBytes);
  if (checks_ && inRange) {
    const uint64_t stale = cache_.load(w.wgLinear, p.address, p.elemBytes, p.inst, w.waveInGroup);
    if (stale != ~0ull)
      report(CheckKind::StaleCache, w, p.inst,
             "scalar cache line " + hex(stale) +
                 " was written behind the scalar cache's back since it was filled; s_dcache_inv is missing before this load",
             stale);
  }
  return !failed();
}

bool ScalarMemory::enqueue(Wave& w, PendingOp& p) {
  p.dstMask = RegMask{};
  if (p.dstDwords) p.dstMask.add(p.dst, p.dstDwords);
  w.pendingMask |= p.dstMask;
  w.lgkmWeight += p.weight;
  w.pending.push_back(p);
  // A full counter stalls issue until enough results have returned.
  return w.lgkmWeight <= lgkmMax_ || drainTo(w, lgkmMax_);
}

bool ScalarMemory::issueReturn(Wave& w, uint32_t index, uint16_t dst, unsigned dwords, uint64_t value) {
  PendingOp p;
  p.kind = PendingOp::Time;  // (a value known at issue, written at completion)
  p.inst = index;
  p.dst = dst;
  p.dstDwords = uint8_t(dwords);
  p.data[0] = uint32_t(value);
  p.data[1] = uint32_t(value >> 32);
  p.weight = 1;
  return enqueue(w, p);
}

ScalarMemory::ScalarMemory(LaunchContext& cx) : Unit(cx), rng_(cx.m.options.order.seed) {}

void ScalarMemory::beginWorkgroup(uint32_t wgLinear) {
  cache_.reset();
  if (m_.options.order.order == ReturnOrder::Random)  // seeding costs a microsecond: only when it is used
    rng_.seed(m_.options.order.seed + 0x9e3779b97f4a7c15ull * wgLinear);  // random SMEM order: per workgroup
}

// ---------------------------------------------------------------- completion

size_t ScalarMemory::pickPending(const Wave& w) {
  switch (m_.options.order.order) {
    case ReturnOrder::InOrder: return 0;
    case ReturnOrder::Reverse: return w.pending.size() - 1;
    case ReturnOrder::Random: return size_t(rng_() % w.pending.size());
  }
  return 0;
}

bool ScalarMemory::drainTo(Wave& w, uint32_t weight) {
  if (checks_ && !w.unsure.empty()) {
    // Waiting for lgkmcnt <= weight guarantees every earlier operation heavier than that.
    std::erase_if(w.unsure, [&](const auto& u) { return u.second > weight; });
    w.unsureMask = RegMask{};
    for (const auto& u : w.unsure) w.unsureMask |= u.first;
  }
  if (w.lgkmWeight > weight && !w.pending.empty()) noteStall();
  while (w.lgkmWeight > weight && !w.pending.empty()) {
    const size_t i = pickPending(w);
    const PendingOp& p = w.pending[i];
    if (checks_ && p.weight <= weight && p.dstMask.any()) {
      w.unsure.emplace_back(p.dstMask, p.weight);
      w.unsureMask |= p.dstMask;
    }
    if (!completeOne(w, i)) return false;
  }
  return true;
}

bool ScalarMemory::completeOne(Wave& w, size_t which) {
  const PendingOp p = w.pending[which];
  w.pending.erase(w.pending.begin() + std::ptrdiff_t(which));
  w.lgkmWeight -= p.weight;
  w.pendingMask = RegMask{};
  for (const PendingOp& q : w.pending) w.pendingMask |= q.dstMask;

  auto violation = [&](uint64_t a) {
    const bool first = !failed();
    fault(FaultKind::MemoryViolation, w, p.inst, "address " + hex(a) + " is outside every allocation", a);
    if (first && cx_.result.faultWave) {  // a register dump shows the operation that faulted as still pending
      cx_.result.faultWave->pendingMemory.push_back(
          {smemCounterName(memoryFeatures(gen_).splitWaitCounters), listingOf(p.inst), prog_.text(p.inst)});
      cx_.result.faultWave->lgkmcnt += p.weight;
    }
    return false;
  };
  auto inRange = [&](unsigned i) { return !p.buffer || p.bufOffset + 4ull * i < p.bufSize; };
  auto rangeReport = [&](const char* what) {
    report(CheckKind::BufferRange, w, p.inst,
           std::string(what) + " buffer offset " + hex(p.bufOffset) + ", " + std::to_string(p.dwords) +
               " dword(s), size " + hex(p.bufSize) + " (num_records * stride)",
           p.address);
  };

  switch (p.kind) {
    case PendingOp::Load: {
      if (p.elemBytes < 4) return completeSubDword(w, p);
      bool outside = false;
      for (unsigned i = 0; i < p.dwords; ++i) {
        uint32_t v = 0;
        if (!inRange(i)) outside = true;  // out-of-range dwords of a buffer read as 0
        else if (!shareable(p.address + 4ull * i, 4, false)) return false;
        else if (!m_.memory.read32(p.address + 4ull * i, v)) return violation(p.address + 4ull * i);
        write32(w, uint16_t(p.dst + i), v);
      }
      noteTraffic(cx_.stats.scalar, false, 4ull * p.dwords);
      if (outside) rangeReport("load reads 0 beyond the buffer:");
      if (checks_) {
        const uint64_t stale = cache_.load(w.wgLinear, p.address, 4ull * p.dwords, p.inst, w.waveInGroup);
        if (stale != ~0ull)
          report(CheckKind::StaleCache, w, p.inst,
                 "scalar cache line " + hex(stale) +
                     " was written behind the scalar cache's back since it was filled; s_dcache_inv (and " +
                     smemWaitName(memoryFeatures(gen_).splitWaitCounters) +
                     " 0) is missing before this load",
                 stale);
      }
      break;
    }
    case PendingOp::Store: {
      bool outside = false;
      for (unsigned i = 0; i < p.dwords; ++i) {
        if (!inRange(i)) { outside = true; continue; }  // out-of-range dwords of a buffer are dropped
        if (!shareable(p.address + 4ull * i, 4, true)) return false;
        if (!m_.memory.write32(p.address + 4ull * i, p.data[i])) return violation(p.address + 4ull * i);
      }
      noteTraffic(cx_.stats.scalar, true, 4ull * p.dwords);
      if (outside) rangeReport("store dropped beyond the buffer:");
      if (checks_) cache_.storeThrough(w.wgLinear, p.address, 4ull * p.dwords);
      break;
    }
    case PendingOp::Atomic: {
      const unsigned bits = p.dwords == 2 ? 64 : 32;
      const AtomicFn fn = atomicFn(p.op);
      const unsigned half = fn == AtomicFn::CmpSwap ? p.dwords : 0;  // CMPSWAP: data low, compare high
      const uint64_t src = bits == 64 ? p.data[0] | uint64_t(p.data[1]) << 32 : p.data[0];
      const uint64_t cmp = bits == 64 ? p.data[half] | uint64_t(p.data[half + 1]) << 32 : p.data[half];
      uint64_t old = 0;
      if (!inRange(p.dwords - 1)) {
        rangeReport("atomic dropped beyond the buffer:");
      } else {
        uint8_t* at = m_.memory.span(p.address, bits / 8);
        if (!at) return violation(p.address);
        if (!shareable(p.address, bits / 8, true, p.dstDwords ? -1 : SharedAccess::commutative(fn, p.address, bits / 8, src)))
          return false;
        old = atomicUpdate(at, bits / 8, fn, src, cmp);  // atomic across the host threads running workgroups
        noteTraffic(cx_.stats.scalar, false, 4ull * p.dwords);
        noteTraffic(cx_.stats.scalar, true, 4ull * p.dwords);
        if (checks_) cache_.writeBehind(p.address, 4ull * p.dwords);  // atomics go to L2, past the scalar cache
      }
      if (p.dstDwords) {  // GLC: the pre-op value returns to SDATA
        write32(w, p.dst, uint32_t(old));
        if (p.dstDwords == 2) write32(w, uint16_t(p.dst + 1), uint32_t(old >> 32));
      }
      break;
    }
    case PendingOp::Time:
      write32(w, p.dst, p.data[0]);
      if (p.dstDwords == 2) write32(w, uint16_t(p.dst + 1), p.data[1]);
      break;
    case PendingOp::WaveId: write32(w, p.dst, p.data[0]); break;
    case PendingOp::Invalidate:
      if (checks_ && p.op != Op::s_gl1_inv) cache_.invalidate(w.wgLinear);
      break;
    case PendingOp::Discard:
      if (checks_) cache_.discard(w.wgLinear, p.address, 4ull * p.dwords);
      break;
    case PendingOp::Writeback: break;
  }
  return !failed();
}

}  // namespace gcnkit::emu
