// State of the vector memory unit: a wave's operations in flight per counter (for s_waitcnt and the
// in-flight VGPR check) and a workgroup's LDS with what the race check remembers of every byte.
#pragma once
#include <string>
#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "emu/vmem.h"

namespace gcnkit::emu {

// How a wave touched LDS bytes, for the race check (atomics race with plain writes, not with each other or reads).
enum class LdsAccess : uint8_t { Read, Write, Atomic };

// A run of LDS bytes one operation touched.
struct LdsSpan {
  uint32_t lo = 0, len = 0;
  LdsAccess kind = LdsAccess::Read;
};

// One vector memory operation the counters still count. Accesses happen at issue (src/emu/README.md);
// what stays in flight is the guarantee: its destination VGPRs are not safe to touch until a wait
// retires it, and (DS, LDS-DMA) the LDS bytes it touched are not settled for other waves before then.
struct InFlight {
  uint32_t inst = 0;       // issuing instruction
  uint16_t dst = 0;        // first VGPR it writes
  uint8_t dstCount = 0;    // 0: writes no VGPR (stores, atomics without return)
  uint32_t ldsLo = 0, ldsEnd = 0;  // an LDS-DMA load: the LDS bytes [ldsLo, ldsEnd) it writes
  std::vector<LdsSpan> lds;        // with the race check on: the LDS bytes a DS or LDS-DMA operation touched
};

// A plain LDS load (DS or FLAT) whose value the wave has not used yet: the race check's "used reads"
// (src/emu/lds_used_reads.cpp). `live`: which of its destination VGPRs still hold the value.
struct LdsRead {
  uint32_t inst = 0;
  uint16_t dst = 0;
  uint8_t count = 0;
  uint8_t live = 0;
  std::vector<LdsSpan> spans;  // the bytes it read
};

// Exp: GFX6 vector memory stores whose data VGPRs EXP_CNT still protects (writes to them are hazards,
// reads are not).
enum class VmQueue : uint8_t { Vm, Vs, Ds, Exp };

// What a generation calls the counters: GFX12 splits them (loadcnt, storecnt, dscnt, expcnt; kmcnt for SMEM), older
// generations count in vmcnt, vscnt, lgkmcnt (DS and SMEM) and expcnt. `split`: memoryFeatures(g).splitWaitCounters.
inline const char* counterName(VmQueue q, bool split) {
  static constexpr const char* kOld[4] = {"vmcnt", "vscnt", "lgkmcnt", "expcnt"};
  static constexpr const char* kSplit[4] = {"loadcnt", "storecnt", "dscnt", "expcnt"};
  return (split ? kSplit : kOld)[size_t(q)];
}
inline const char* smemCounterName(bool split) { return split ? "kmcnt" : "lgkmcnt"; }
// The wait that retires a counter: "s_wait_loadcnt" (GFX12), "s_waitcnt vmcnt".
inline std::string waitName(const char* counter, bool split) {
  return std::string(split ? "s_wait_" : "s_waitcnt ") + counter;
}
inline std::string smemWaitName(bool split) { return waitName(smemCounterName(split), split); }

struct VmemWaveState {
  std::array<std::deque<InFlight>, 4> q;  // VM_CNT, VS_CNT (GFX10 stores), LGKM_CNT's DS share, EXP_CNT (GFX6 store data)
  std::array<uint64_t, 4> pending{};      // VGPRs 0..255 with an in-flight write (or protected store data)
  bool any() const { return !q[0].empty() || !q[1].empty() || !q[2].empty() || !q[3].empty(); }
  bool ldsDma = false;                    // an LDS-DMA load is in flight (VM_CNT)
  std::vector<LdsRead> ldsReads;          // plain LDS loads of this barrier epoch whose values are not used yet
  bool test(unsigned v) const { return v < 256 && (pending[v >> 6] >> (v & 63) & 1); }
  // A newly issued operation of queue `q`: its VGPRs join the pending set (what recompute() would find, without
  // walking every queue).
  void add(const InFlight& f, VmQueue q) {
    for (unsigned v = f.dst; v < unsigned(f.dst) + f.dstCount && v < 256; ++v) pending[v >> 6] |= 1ull << (v & 63);
    if (q == VmQueue::Vm && f.ldsEnd > f.ldsLo) ldsDma = true;
  }
  void recompute() {
    pending = {};
    for (const auto& d : q)
      for (const InFlight& f : d)
        for (unsigned v = f.dst; v < unsigned(f.dst) + f.dstCount && v < 256; ++v) pending[v >> 6] |= 1ull << (v & 63);
    ldsDma = std::any_of(q[0].begin(), q[0].end(), [](const InFlight& f) { return f.ldsEnd > f.ldsLo; });
  }
  // The in-flight LDS-DMA load that writes a byte of [a, a + n), or nullptr.
  const InFlight* ldsDmaOver(uint64_t a, uint32_t n) const {
    for (const InFlight& f : q[0])
      if (f.ldsEnd > f.ldsLo && a < f.ldsEnd && a + n > f.ldsLo) return &f;
    return nullptr;
  }
};

// A workgroup's LDS: its bytes and, when checks are on, who last touched each byte in which barrier
// epoch (the number of s_barrier releases of the workgroup so far). A DS operation still outstanding when its
// wave passes a barrier is recorded again in the epoch after it ("late"): the barrier does not wait for it.
class LdsState {
 public:
  // An access of the epoch recorded at a barrier release for an operation the barrier did not wait for.
  struct Late {
    uint32_t lo, end, wave, inst;
  };
  // A new workgroup's LDS of `bytes` zero bytes; allocated at its first access (most kernels use none).
  void begin(uint32_t workgroup, uint32_t bytes, bool track);
  void barrier() {
    if (++epoch_ >= kEpochLimit) resetEpochs();  // a barrier ends every race anyway
    late_.clear();
  }
  uint32_t size() const { return size_; }
  void ensure();  // allocates or zeroes the bytes at the workgroup's first access
  uint32_t workgroup() const { return wg_; }
  // Bounds are the caller's job: [at, at + n) must lie inside size().
  uint8_t* at(uint32_t a) { return bytes_.data() + a; }
  // Records an access of wave `wave` to [a, a + n); returns the first byte another wave touched in this
  // epoch in a conflicting way (one of them writing plainly), with that wave in `other`
  // and how it touched the byte in `otherKind`, or UINT32_MAX.
  // `swap`: the atomic is a compare-and-swap; `inst`, `lane`: the accessing instruction and lane (used reads).
  uint32_t touch(uint32_t a, uint32_t n, uint32_t wave, LdsAccess kind, uint32_t& other, LdsAccess& otherKind,
                 bool swap = false, uint32_t inst = 0, uint32_t lane = 0);
  // Records an operation of `wave` the barrier just released did not wait for, in the new epoch.
  void touchLate(const LdsSpan& s, uint32_t wave, uint32_t inst);
  // The late access of `wave` covering byte `b` in this epoch, if the conflict at `b` is with one.
  const Late* lateAt(uint32_t b, uint32_t wave) const;

  // Used reads (src/emu/lds_used_reads.cpp): a plain read whose value its wave used, of a byte another wave updates
  // atomically in the same epoch, in either order. Decided at the epoch's end: a compare-and-swap by the reading
  // wave on the byte in the epoch makes the read the first step of a swap loop, which checks what it read.
  struct UsedRace {
    uint32_t byte, reader, other, inst, lane;
    bool atAtomic;  // found at the atomic of `other` (instruction `inst`), else at the use of `reader`'s read `inst`
  };
  // Wave `wave` used the value its read `r` returned: notes the bytes and any race with atomics already made.
  void markUsed(const LdsRead& r, uint32_t wave);
  // The epoch's races of used reads, in the order found (and forgets them).
  std::vector<UsedRace> takeUsedRaces() { return std::exchange(usedRaces_, {}); }
  // Wave `wave` did a compare-and-swap on byte `b` in this epoch.
  bool swappedBy(uint32_t b, uint32_t wave) const;
  bool tracking() const { return !meta_.empty(); }
  bool checked() const { return track_; }  // the race check runs for this workgroup (it has more than one wave)

 private:
  // 28 bytes per LDS byte. A workgroup has at most 32 waves (1024 work-items), so the writer fits in 6 bits
  // and each set of waves in a 32-bit mask.
  struct Meta {
    uint32_t write = 0;        // (epoch + 1) << 6 | writer of the last plain write (0: none)
    uint32_t readEpoch = 0;    // epoch + 1 of the sets below
    uint32_t readers = 0;      // waves (bit per wave index) that read it in readEpoch
    uint32_t atomics = 0;      // waves that updated it atomically in readEpoch
    uint32_t used = 0;         // waves that read it and used the value (markUsed)
    uint32_t swaps = 0;        // waves that did a compare-and-swap on it
    uint32_t raced = 0;        // readers whose used read of it is already in usedRaces_
  };
  void noteUsedRace(Meta& x, uint32_t b, uint32_t reader, uint32_t other, uint32_t inst, uint32_t lane, bool atAtomic);
  std::vector<Late> late_;     // this epoch's late accesses
  std::vector<UsedRace> usedRaces_;
  static constexpr uint32_t kEpochLimit = 1u << 25;  // (epoch + 1) << 6 fits 32 bits
  void resetEpochs() {
    epoch_ = 1;
    std::fill(meta_.begin(), meta_.end(), Meta{});
  }
  std::vector<uint8_t> bytes_;
  std::vector<Meta> meta_;
  uint32_t epoch_ = 0;
  uint32_t wg_ = UINT32_MAX;
  uint32_t size_ = 0;
  bool track_ = false;
  bool fresh_ = false;  // ensure() has zeroed the bytes for this workgroup
};

}  // namespace gcnkit::emu
