#include "emu/shared_access.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <functional>
#include <mutex>
#include <new>
#include <vector>

#include <sys/mman.h>

namespace gcnkit::emu {

std::string hex(uint64_t v);  // src/emu/launch.cpp

namespace {

// A granule's word: the reader in the low half (0 none, workgroup + 1, kSeveral), the writer in the high half
// (0 none, workgroup + 1, or kUpdated + kind: commuting atomics of that kind from any number of workgroups).
// Workgroup numbers stay below kUpdated - 1 (Launch::run runs larger grids on one thread).
constexpr uint32_t kSeveral = 0xffffffffu;
constexpr uint32_t kUpdated = 0xffffffe0u;  // + kind (16 kinds)
constexpr unsigned kKinds = 16;
uint32_t readerOf(uint64_t v) { return uint32_t(v); }
uint32_t writerOf(uint64_t v) { return uint32_t(v >> 32); }
uint64_t word(uint32_t reader, uint32_t writer) { return uint64_t(writer) << 32 | reader; }

}  // namespace

struct SharedAccess::Page {
  std::atomic<uint64_t> granules[kPage / kGranule] = {};
  std::atomic<int> saved{0};  // 0 not yet, 1 being saved, 2 saved (every writer of the page waits for it)
  std::unique_ptr<uint8_t[]> before;  // the page's bytes before its first write (kPage of room once made)
  uint64_t bytes = 0;                 // how many (the allocation may end inside the page)
};

namespace {

// Pages' tracking kept for the process's later launches. A parallel launch tracks 2 bytes per byte of every page
// its workgroups touch; made afresh each launch, that memory costs page faults (~10 us each on a virtual machine)
// and its zeroing, 32 pages per 64 KiB tracked. A kept page costs a memset. (Heap pages, not mappings of their own:
// the leak checker follows the saved bytes' pointers through the heap.)
class PagePool {
 public:
  using Page = SharedAccess::Page;
  Page* take() {
    {
      std::lock_guard lock(mu_);
      if (!kept_.empty()) {
        Page* p = kept_.back();
        kept_.pop_back();
        for (auto& g : p->granules) g.store(0, std::memory_order_relaxed);
        p->saved.store(0, std::memory_order_relaxed);
        p->bytes = 0;
        return p;
      }
    }
    // Its pages faulted in by one system call before the zeroing touches them (where the kernel can: Linux 5.14).
    void* m = ::operator new(sizeof(Page), std::nothrow);
    if (!m) return nullptr;
    const uintptr_t lo = (uintptr_t(m) + 4095) & ~uintptr_t(4095), hi = (uintptr_t(m) + sizeof(Page)) & ~uintptr_t(4095);
#ifdef MADV_POPULATE_WRITE
    if (hi > lo) madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_POPULATE_WRITE);
#endif
    return new (m) Page;
  }
  void give(Page* p) {
    {
      std::lock_guard lock(mu_);
      if (kept_.size() < kKeep && kept_.capacity() > kept_.size()) {
        kept_.push_back(p);
        return;
      }
    }
    delete p;
  }

 private:
  // At most this many kept (~200 MiB with their saved bytes): what a launch over a few hundred MiB of buffers
  // tracks; a larger one makes the rest afresh. (Room reserved up front: giving a page back allocates nothing.)
  static constexpr size_t kKeep = 1024;
  std::mutex mu_;
  std::vector<Page*> kept_ = [] {
    std::vector<Page*> v;
    try {
      v.reserve(kKeep);
    } catch (const std::bad_alloc&) {  // (then nothing is kept)
    }
    return v;
  }();
};

PagePool& pagePool() {
  static PagePool* pool = new PagePool;  // (never destroyed: launches may end during static destruction)
  return *pool;
}

}  // namespace

namespace {
// Each thread's last allocation found: the SharedAccess it belongs to (by a number no other one ever has: a later
// launch's may live at the same address, and its allocations' array where an earlier one's was) and its index.
struct LastAllocation {
  uint64_t owner = 0;
  size_t index = 0;
};
thread_local LastAllocation tLast;
std::atomic<uint64_t> gNextOwner{1};
}  // namespace

SharedAccess::SharedAccess(GuestMemory& memory, bool observe)
    : owner_(gNextOwner.fetch_add(1, std::memory_order_relaxed)), observe_(observe) {
  for (const GuestMemory::Extent& e : memory.extents()) {
    Allocation a;
    a.base = e.base;
    a.size = e.size;
    a.bytes = e.bytes;
    a.label = e.label;
    const uint64_t pages = (e.size + kPage - 1) / kPage;
    a.pages.reset(new std::atomic<Page*>[pages]);
    for (uint64_t i = 0; i < pages; ++i) a.pages[i].store(nullptr, std::memory_order_relaxed);
    allocs_.push_back(std::move(a));
  }
}

SharedAccess::~SharedAccess() {
  for (Allocation& a : allocs_)
    for (uint64_t i = 0, n = (a.size + kPage - 1) / kPage; i < n; ++i)
      if (Page* p = a.pages[i].load()) pagePool().give(p);
}


SharedAccess::Allocation* SharedAccess::find(uint64_t address) {
  if (tLast.owner == owner_ && tLast.index < allocs_.size() &&
      address - allocs_[tLast.index].base < allocs_[tLast.index].size)
    return &allocs_[tLast.index];
  auto it = std::upper_bound(allocs_.begin(), allocs_.end(), address,
                             [](uint64_t x, const Allocation& a) { return x < a.base; });
  if (it == allocs_.begin()) return nullptr;
  --it;
  if (address - it->base >= it->size) return nullptr;
  tLast = {owner_, size_t(it - allocs_.begin())};
  return &*it;
}

void SharedAccess::fail(std::string why) {
  std::lock_guard lock(conflictMutex_);
  if (conflicted_.load()) return;
  conflict_ = std::move(why);
  conflicted_.store(true);
}

std::string SharedAccess::conflict() const {
  std::lock_guard lock(conflictMutex_);
  return conflict_;
}

// The page's tracking, made on first use; with `write`, its bytes are saved first (every writer waits until they
// are, so no byte of the page changes before).
SharedAccess::Page* SharedAccess::page(Allocation& a, uint64_t index, bool write) {
  Page* p = a.pages[index].load(std::memory_order_acquire);
  if (!p) {
    Page* fresh = pagePool().take();
    if (!fresh) return nullptr;
    if (a.pages[index].compare_exchange_strong(p, fresh, std::memory_order_acq_rel)) p = fresh;
    else pagePool().give(fresh);  // another thread made it: p is theirs
  }
  if (!write || p->saved.load(std::memory_order_acquire) == 2) return p;
  int expected = 0;
  if (p->saved.compare_exchange_strong(expected, 1, std::memory_order_acq_rel)) {
    const uint64_t start = index * kPage;
    p->bytes = std::min(kPage, a.size - start);
    if (!p->before) p->before.reset(new (std::nothrow) uint8_t[kPage]);
    if (!p->before) {
      p->saved.store(0, std::memory_order_release);
      p->saved.notify_all();
      return nullptr;
    }
    std::memcpy(p->before.get(), a.bytes + start, p->bytes);
    p->saved.store(2, std::memory_order_release);
    p->saved.notify_all();
    return p;
  }
  while ((expected = p->saved.load(std::memory_order_acquire)) != 2) {
    if (expected == 0) return nullptr;  // the saving thread could not get the memory
    p->saved.wait(expected, std::memory_order_acquire);
  }
  return p;
}

int SharedAccess::commutative(AtomicFn fn, uint64_t address, unsigned bytes, uint64_t src) {
  if ((bytes != 4 && bytes != 8) || address % bytes) return -1;
  const uint64_t ones = bytes == 8 ? ~0ull : 0xffffffffull;
  int op = -1;
  switch (fn) {
    case AtomicFn::Add: case AtomicFn::Sub: op = 0; break;
    case AtomicFn::Inc: case AtomicFn::Dec: op = (src & ones) == ones ? 0 : -1; break;  // +1 / -1 modulo 2^n
    case AtomicFn::And: op = 1; break;
    case AtomicFn::Or: op = 2; break;
    case AtomicFn::Xor: op = 3; break;
    case AtomicFn::SMin: op = 4; break;
    case AtomicFn::UMin: op = 5; break;
    case AtomicFn::SMax: op = 6; break;
    case AtomicFn::UMax: op = 7; break;
    default: break;
  }
  return op < 0 ? -1 : op * 2 + (bytes == 8);
}

// The message of a conflict with the granule's word `v` (cold: built once a launch).
void SharedAccess::conflictAt(uint64_t v, uint32_t id, Mode mode, uint64_t address, const Allocation& a) {
  const uint32_t reader = readerOf(v), writer = writerOf(v);
  const std::string other = writer >= kUpdated && writer < kUpdated + kKinds ? "atomics of several workgroups update"
                            : writer && writer != id ? "workgroup " + std::to_string(writer - 1) + " writes"
                            : reader == kSeveral     ? std::string("several workgroups read")
                                                     : "workgroup " + std::to_string(reader - 1) + " reads";
  fail("workgroup " + std::to_string(id - 1) + (mode == Mode::Read ? " reads " : " writes ") +
       hex(address & ~(kGranule - 1)) + " (+" + std::to_string(kGranule) + " bytes" +
       (a.label.empty() ? "" : " of " + a.label) + "), which " + other);
}

bool SharedAccess::noteGranule(Page& p, size_t granule, uint32_t id, Mode mode, unsigned kind, uint64_t address,
                               const Allocation& a) {
  std::atomic<uint64_t>& g = p.granules[granule];
  uint64_t v = g.load(std::memory_order_acquire);
  for (;;) {
    const uint32_t reader = readerOf(v), writer = writerOf(v);
    const bool updated = writer >= kUpdated && writer < kUpdated + kKinds;
    // Commuting atomics of one kind, alone on the granule: the first marks it, the rest have nothing to change.
    if (mode == Mode::Update && !reader && (writer == kUpdated + kind || !writer)) {
      if (writer) return true;
      if (g.compare_exchange_weak(v, word(0, kUpdated + kind), std::memory_order_acq_rel, std::memory_order_acquire)) {
        updatedByMany_.store(true, std::memory_order_relaxed);
        return true;
      }
      continue;
    }
    const bool write = mode != Mode::Read;  // any other update is a write: its order can show
    if (updated || (writer && writer != id) || (write && reader && reader != id)) {
      conflictAt(v, id, mode, address, a);
      return observe_;  // observing: the access goes on, and the first conflict stays the one named
    }
    uint64_t next = v;
    if (write) {
      if (writer == id) return true;
      next = word(reader, id);
    } else {
      if (reader == id || reader == kSeveral) return true;
      next = word(reader ? kSeveral : id, writer);
    }
    if (g.compare_exchange_weak(v, next, std::memory_order_acq_rel, std::memory_order_acquire)) return true;
  }
}

SharedAccess::Filter::Filter() : blocks_(new (std::nothrow) Block[kBlocks]) {}  // (none: no filtering)
SharedAccess::Filter::~Filter() = default;

bool SharedAccess::note(uint64_t address, uint64_t size, uint32_t wg, Mode mode, unsigned kind, Filter* f) {
  if (!size) return true;
  Allocation* a = find(address);
  if (!a) return true;  // outside every allocation: the access faults, and a fault is the same in any order
  const uint32_t id = wg + 1;
  const uint64_t end = std::min(address - a->base + size, a->size);
  const uint64_t start = (address - a->base) & ~(kGranule - 1);
  if (!f || !f->blocks_ || mode == Mode::Update || a->base % kGranule) return noteRange(*a, start, end, id, mode, kind);
  // Block by block (256 bytes of guest memory, a granule a bit): skip what this workgroup noted before.
  for (uint64_t off = start; off < end;) {
    const uint64_t at = a->base + off, block = at >> 8;
    const uint64_t stop = std::min(end, ((block + 1) << 8) - a->base);
    const unsigned first = unsigned((at >> 2) & 63), last = unsigned(((a->base + stop - 1) >> 2) & 63);
    const uint64_t bits = (last == 63 ? ~0ull : (2ull << last) - 1) & ~((1ull << first) - 1);
    Filter::Block& b = f->blocks_[(block ^ (block >> 12)) & (Filter::kBlocks - 1)];
    if (b.block != block || b.owner != owner_ || b.wg != id) b = {block, owner_, id, 0, 0};
    uint64_t& noted = mode == Mode::Read ? b.reads : b.writes;
    if ((bits & ~noted) != 0) {
      if (!noteRange(*a, off, stop, id, mode, kind)) return false;
      noted |= bits;
    }
    off = stop;
  }
  return true;
}

// Notes granules [off, end) of `a` (offsets in it, `off` a granule's).
bool SharedAccess::noteRange(Allocation& a, uint64_t off, uint64_t end, uint32_t id, Mode mode, unsigned kind) {
  while (off < end) {
    const uint64_t index = off / kPage;
    const bool save = mode != Mode::Read && !observe_;
    Page* p = a.pages[index].load(std::memory_order_acquire);  // the common case: made and, to write, saved
    if (!p || (save && p->saved.load(std::memory_order_acquire) != 2)) p = page(a, index, save);
    if (!p) {
      if (observe_) return true;  // nothing to stop: this access goes unrecorded
      fail("the host refused the memory to track the work-groups' accesses");
      return false;
    }
    const uint64_t pageEnd = std::min(end, (index + 1) * kPage);
    for (; off < pageEnd; off += kGranule) {
      const size_t granule = size_t((off % kPage) / kGranule);
      // Already noted: a read of what this workgroup (or several) reads and nobody else writes, or a write of its
      // own. The word only changes from here by compare-and-swap in noteGranule.
      const uint64_t v = p->granules[granule].load(std::memory_order_acquire);
      const uint32_t reader = readerOf(v), writer = writerOf(v);
      if (mode == Mode::Read ? (reader == id || reader == kSeveral) && (!writer || writer == id)
                             : mode == Mode::Write && writer == id && (!reader || reader == id))
        continue;
      if (!noteGranule(*p, granule, id, mode, kind, a.base + off, a)) return false;
    }
  }
  return true;
}

void SharedAccess::restoreAll() {
  for (Allocation& a : allocs_)
    for (uint64_t i = 0, n = (a.size + kPage - 1) / kPage; i < n; ++i)
      if (Page* p = a.pages[i].load(); p && p->saved.load() == 2) std::memcpy(a.bytes + i * kPage, p->before.get(), p->bytes);
}

void SharedAccess::restoreAfter(uint32_t wg) {
  for (Allocation& a : allocs_)
    for (uint64_t i = 0, n = (a.size + kPage - 1) / kPage; i < n; ++i) {
      Page* p = a.pages[i].load();
      if (!p || p->saved.load() != 2) continue;
      for (uint64_t g = 0; g * kGranule < p->bytes; ++g) {
        const uint32_t writer = writerOf(p->granules[g].load());
        if (writer && writer < kUpdated && writer - 1 > wg) {  // (updated granules: the caller re-runs instead)
          const uint64_t at = g * kGranule, n = std::min(kGranule, p->bytes - at);
          std::memcpy(a.bytes + i * kPage + at, p->before.get() + at, n);
        }
      }
    }
}

}  // namespace gcnkit::emu
