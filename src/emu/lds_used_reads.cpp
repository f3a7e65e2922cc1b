// The LDS race check's used reads: a plain LDS read racing another wave's atomic, reported once the reading wave
// uses the value.
//
// A plain read next to another wave's atomic on the same bytes, with no barrier between, returns a value that
// depends on which wave runs first: a deleted s_barrier between a histogram's ds_add_u32s and the reads of its bins
// gives wrong bins and, before this check, no report. But clang writes an atomic load (and an atomic whose result is
// unused, such as atomic_xor(p, 0)) as a plain ds_read, and such a read racing atomics is correct. What tells them
// apart in the machine code is whether the value is used: the unused atomic_xor's destination is never read. So a
// plain LDS load's destination VGPRs are followed until an instruction reads one (the value is used: its bytes
// count as a used read of the epoch) or overwrites all of them (never used). A used read of a byte that another
// wave updates atomically in the same barrier epoch, before or after, is a race; the epoch's end decides, because
// a compare-and-swap loop (read plainly, compute, swap; the swap fails and retries if the value changed) is
// correct: a race whose reading wave also swaps on the byte in the epoch is not reported.
//
// Limits (src/emu/README.md, "LDS races"): a value still unused at a barrier is forgotten (read before the barrier,
// used after it, it is not followed); a wave follows at most kMaxFollowed reads (the oldest is dropped); any read
// of a destination VGPR in any lane counts as a use of every byte the load read.
#include <bit>
#include <string>

#include "emu/vector_memory.h"

namespace gcnkit::emu {

namespace {
constexpr size_t kMaxFollowed = 64;
}  // namespace

void VectorMemory::beginWorkgroup(uint32_t wgLinear, uint32_t bytes, bool track) {
  lds_.begin(wgLinear, bytes, track);
  if (track && ldsAtomics_ < 0) {
    ldsAtomics_ = 0;
    for (const MemInst& m : prog_.mem)
      if (m.kind == MemKind::Atomic && (m.enc == Encoding::DS || isFlat(m.enc))) ldsAtomics_ = 1;
  }
}

void VectorMemory::noteLdsRead(Wave& w, const InFlight& f) {
  LdsRead r;
  for (const LdsSpan& s : f.lds)
    if (s.kind == LdsAccess::Read) r.spans.push_back(s);
  if (r.spans.empty()) return;  // (a FLAT load that reached no LDS)
  r.inst = f.inst;
  r.dst = f.dst;
  r.count = uint8_t(std::min<unsigned>(f.dstCount, 8));
  r.live = uint8_t((1u << r.count) - 1);
  auto& reads = w.vm.ldsReads;
  if (reads.size() == kMaxFollowed) reads.erase(reads.begin());
  reads.push_back(std::move(r));
}

void VectorMemory::followLdsReads(Wave& w, uint32_t index) {
  const VgprUse& u = prog_.vuse[index];
  auto& reads = w.vm.ldsReads;
  for (size_t k = 0; k < reads.size();) {
    LdsRead& r = reads[k];
    bool used = false, gone = false;
    for (unsigned i = 0; i < u.n && !used; ++i) {
      const VgprUse::Range& x = u.r[i];
      if (x.agpr || x.write) continue;
      used = x.first < r.dst + r.count && r.dst < x.first + x.count;
    }
    if (!used) {
      for (unsigned i = 0; i < u.n; ++i) {
        const VgprUse::Range& x = u.r[i];
        if (x.agpr || !x.write) continue;
        for (unsigned v = x.first; v < unsigned(x.first) + x.count; ++v)
          if (v >= r.dst && v < unsigned(r.dst) + r.count) r.live &= uint8_t(~(1u << (v - r.dst)));
      }
      gone = !r.live;
    } else {
      lds_.markUsed(r, w.waveInGroup);
    }
    if (used || gone) reads.erase(reads.begin() + std::ptrdiff_t(k));
    else ++k;
  }
}

void LdsState::noteUsedRace(Meta& x, uint32_t b, uint32_t reader, uint32_t other, uint32_t inst, uint32_t lane,
                            bool atAtomic) {
  x.raced |= 1u << reader;
  usedRaces_.push_back({b, reader, other, inst, lane, atAtomic});
}

void LdsState::markUsed(const LdsRead& r, uint32_t wave) {
  if (wave >= 32 || meta_.empty()) return;
  const uint32_t e = epoch_ + 1, me = 1u << wave;
  for (const LdsSpan& s : r.spans)
    for (uint32_t b = s.lo; b < s.lo + s.len && b < meta_.size(); ++b) {
      Meta& x = meta_[b];
      if (x.readEpoch != e) continue;  // (a barrier came between: the read is forgotten then, never here)
      x.used |= me;
      if (const uint32_t a = x.atomics & ~me; a && !(x.raced & me))
        noteUsedRace(x, b, wave, uint32_t(std::countr_zero(a)), r.inst, 0, false);
    }
}

bool LdsState::swappedBy(uint32_t b, uint32_t wave) const {
  return wave < 32 && b < meta_.size() && meta_[b].readEpoch == epoch_ + 1 && (meta_[b].swaps >> wave & 1);
}

void VectorMemory::settleLdsReads(std::vector<Wave>& waves) {
  for (Wave& w : waves) w.vm.ldsReads.clear();
  if (!checks_) return;
  for (const LdsState::UsedRace& c : lds_.takeUsedRaces()) {
    if (lds_.swappedBy(c.byte, c.reader)) continue;  // the first read of a compare-and-swap loop
    const std::string reader = "wave " + std::to_string(c.reader), other = "wave " + std::to_string(c.other);
    if (c.atAtomic && c.other < waves.size())
      report(CheckKind::LdsRace, waves[c.other], c.inst,
             other + " atomically updates LDS byte " + hex(c.byte) + " (lane " + std::to_string(c.lane) + ") that " +
                 reader + " read and used with no s_barrier in between: the value " + reader +
                 " used depends on which wave ran first",
             c.byte);
    else if (!c.atAtomic && c.reader < waves.size())
      report(CheckKind::LdsRace, waves[c.reader], c.inst,
             reader + " reads LDS byte " + hex(c.byte) + " and uses the value, and " + other +
                 " updates it atomically with no s_barrier in between: the value depends on which wave ran first",
             c.byte);
    if (failed()) return;
  }
}

}  // namespace gcnkit::emu
