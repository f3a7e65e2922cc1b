// Which workgroup reads and which writes each 4-byte granule of guest memory while workgroups run in parallel,
// so that a launch whose workgroups share memory that one of them writes (an atomic counter, a float sum by
// compare-and-swap, a histogram, an append buffer, a plain race) is found and re-run in workgroup order: a
// parallel launch then gives the one thread's bytes, reports, fault and instruction count (src/emu/README.md,
// "Determinism"). Internal to src/emu.
//
// Each granule has one 64-bit word: the reading workgroup (none, one, or several) and the writing workgroup
// (none or one), changed by compare-and-swap, so that two workgroups cannot both miss each other. A conflict
// is a granule written by one workgroup and read or written by another. One exception keeps histograms parallel:
// atomics that return nothing and commute (integer add and subtract, and, or, xor, min, max of one width) may
// update a granule from any number of workgroups, as long as nothing else touches it: their order cannot show.
// Before the first write to a 64 KiB page its bytes are saved, so that memory can be put back: whole (before the
// launch is re-run in order) or the granules of workgroups that the one thread would never have run (after a
// fault).
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "emu/atomics.h"
#include "emu/memory.h"

namespace gcnkit::emu {

class SharedAccess {
 public:
  // The allocations as they are (they do not change in a launch). `observe`: a run in workgroup order that only
  // records its first conflict (deterministic, for the run's summary) and saves no page; every access is allowed.
  explicit SharedAccess(GuestMemory& memory, bool observe = false);
  ~SharedAccess();
  SharedAccess(const SharedAccess&) = delete;
  SharedAccess& operator=(const SharedAccess&) = delete;

  // What one worker thread has noted already: granules its workgroup's reads or writes marked stay marked (a
  // granule's word only gains readers and writers, and any other workgroup's access that would change what this
  // one's means is a conflict found by that access), so a worker need not look at them again. A stencil reads
  // each input dword several times; looking at its granule word each time cost what the second thread gained.
  // One per worker (LaunchContext); direct-mapped over 256-byte blocks of guest memory.
  class Filter {
   public:
    Filter();
    ~Filter();
    Filter(const Filter&) = delete;
    Filter& operator=(const Filter&) = delete;

   private:
    friend class SharedAccess;
    struct Block {
      uint64_t block = ~0ull, owner = 0;  // guest address / 256; the SharedAccess (its number)
      uint32_t wg = 0;
      uint64_t reads = 0, writes = 0;     // its granules noted by that workgroup's reads, writes
    };
    static constexpr size_t kBlocks = 4096;
    std::unique_ptr<Block[]> blocks_;
  };

  // Workgroup `wg` reads / writes [address, address + size) (an access the caller has bounds-checked, or one
  // outside every allocation, which is not tracked: it faults). False when this conflicts with another
  // workgroup's access or the page cannot be saved (the host refused memory): the launch must run in order.
  // `f`: the calling worker's filter (none: every granule is looked at).
  bool read(uint64_t address, uint64_t size, uint32_t wg, Filter* f = nullptr) {
    return note(address, size, wg, Mode::Read, 0, f);
  }
  bool write(uint64_t address, uint64_t size, uint32_t wg, Filter* f = nullptr) {
    return note(address, size, wg, Mode::Write, 0, f);
  }
  // An atomic of kind `kind` (commutative()) that returns nothing: a write, except that any number of workgroups
  // may update a granule with atomics of one kind when nothing else reads or writes it.
  bool update(uint64_t address, uint64_t size, uint32_t wg, unsigned kind) {
    return note(address, size, wg, Mode::Update, kind);
  }
  // The kind of an atomic whose updates commute with each other's, or -1: integer add and subtract (inc and dec
  // with an all-ones limit are +1 and -1), and, or, xor, signed and unsigned min and max, of one width, at an
  // address aligned to it.
  static int commutative(AtomicFn fn, uint64_t address, unsigned bytes, uint64_t src);
  // Some granule was updated by commuting atomics of several workgroups: restoreAfter cannot separate them.
  bool updatedByMany() const { return updatedByMany_.load(std::memory_order_relaxed); }

  bool conflicted() const { return conflicted_.load(std::memory_order_relaxed); }
  // Gives up the parallel run for another reason (the first reason given is kept).
  void abandon(std::string why) { fail(std::move(why)); }
  // "workgroup 4 reads 0x100000044 (+4 bytes of buffer argument 0), which workgroup 2 writes": the first conflict.
  std::string conflict() const;
  // Every byte written back to its value before the launch.
  void restoreAll();
  // The granules written by workgroups after `wg` back to their value before the launch (a granule has one
  // writer, else the launch conflicted).
  void restoreAfter(uint32_t wg);

  // A dword: work-groups that each write their own dword of a line (a partial sum per work-group) share nothing.
  static constexpr uint64_t kGranule = 4;
  static constexpr uint64_t kMaxWorkgroups = 0xffffff00u;  // a granule's word names workgroups 0 .. this - 1
  static constexpr uint64_t kPage = 64 * 1024;

 // A page's tracking (kept for later launches in shared_access.cpp).
  struct Page;

 private:
  struct Allocation {
    uint64_t base = 0, size = 0;
    uint8_t* bytes = nullptr;
    std::string label;  // "buffer argument 1 'sum'", for the conflict's message
    std::unique_ptr<std::atomic<Page*>[]> pages;
  };
  enum class Mode : uint8_t { Read, Write, Update };
  bool note(uint64_t address, uint64_t size, uint32_t wg, Mode mode, unsigned kind, Filter* f = nullptr);
  bool noteRange(Allocation& a, uint64_t off, uint64_t end, uint32_t id, Mode mode, unsigned kind);
  bool noteGranule(Page& p, size_t granule, uint32_t id, Mode mode, unsigned kind, uint64_t address,
                   const Allocation& a);
  void conflictAt(uint64_t v, uint32_t id, Mode mode, uint64_t address, const Allocation& a);
  Page* page(Allocation& a, uint64_t index, bool write);
  Allocation* find(uint64_t address);
  void fail(std::string why);

  std::vector<Allocation> allocs_;  // by base
  const uint64_t owner_;  // this one's number (the per-thread cache of the last allocation found names it)
  const bool observe_;
  std::atomic<bool> conflicted_{false}, updatedByMany_{false};
  mutable std::mutex conflictMutex_;
  std::string conflict_;
};

}  // namespace gcnkit::emu
