// Guest memory: a sparse 64-bit address space made of explicit allocations. Every access is checked
// against the allocations; an access outside them is reported to the caller (who turns it into a
// memory-violation fault with a PC), never host undefined behaviour.
#pragma once
#include <cstddef>
#include <cstdint>
#include <atomic>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace gcnkit::emu {

class GuestMemory {
 public:
  GuestMemory();
  ~GuestMemory();
  GuestMemory(const GuestMemory&) = delete;
  GuestMemory& operator=(const GuestMemory&) = delete;
  // Allocates `size` zero-filled bytes at the next free address aligned to `alignment` (a power of two,
  // at least 4). Allocations are separated by unmapped guard gaps, so running off the end of one buffer
  // is a violation rather than a silent read of the next. Returns 0 when size is 0 or too large.
  uint64_t allocate(uint64_t size, uint64_t alignment = 256);
  // Maps `size` zero-filled bytes at a fixed address; false when that overlaps an existing allocation.
  bool map(uint64_t address, uint64_t size);
  // Maps host memory the caller owns at the guest address equal to its host address (HIP's host-pinned and
  // managed memory: one pointer for the program and its kernels). The bytes stay the caller's: they must outlive
  // the mapping (release() it first); false when the range overlaps an allocation or is too large.
  bool mapHost(void* host, uint64_t size);
  // Removes the allocation starting at `address`.
  bool release(uint64_t address);
  void clear();

  // Byte copies; false (nothing copied) when any byte lies outside the allocations or the range
  // crosses from one allocation into another.
  bool read(uint64_t address, void* out, uint64_t size) const;
  bool write(uint64_t address, const void* in, uint64_t size);

  // Little-endian dword accessors (the scalar memory unit's granule).
  bool read32(uint64_t address, uint32_t& out) const { return read(address, &out, 4); }
  bool write32(uint64_t address, uint32_t v) { return write(address, &v, 4); }
  bool read64(uint64_t address, uint64_t& out) const { return read(address, &out, 8); }
  bool write64(uint64_t address, uint64_t v) { return write(address, &v, 8); }

  // Host view of [address, address + size) when it lies inside one allocation; nullptr otherwise.
  // The only way to a host pointer, and it is bounds-checked.
  uint8_t* span(uint64_t address, uint64_t size);
  const uint8_t* span(uint64_t address, uint64_t size) const;

  bool mapped(uint64_t address, uint64_t size) const { return span(address, size) != nullptr; }

  // A name for the allocation at `base` (e.g. the kernel argument that points to it), for fault messages.
  bool setLabel(uint64_t base, std::string label);
  // The allocation nearest to `address` (the one holding it, else the closest one below or above it).
  struct Nearest {
    uint64_t base = 0, size = 0;
    std::string label;
  };
  std::optional<Nearest> nearest(uint64_t address) const;
  size_t allocationCount() const { return allocs_.size(); }
  // Every allocation with its host bytes, in address order (for the parallel launch's SharedAccess).
  struct Extent {
    uint64_t base = 0, size = 0;
    uint8_t* bytes = nullptr;
    std::string label;
  };
  std::vector<Extent> extents();

 private:
  struct Allocation {
    uint64_t base = 0, size = 0;
    uint8_t* data = nullptr;     // `owned`'s bytes, or the host memory of mapHost
    std::vector<uint8_t> owned;
    std::string label;
  };
  bool overlaps(uint64_t address, uint64_t size) const;  // with an allocation (no guard gap); lock held
  void insert(Allocation a);                             // lock held
  const Allocation* find(uint64_t address, uint64_t size) const;

  void changed();  // after any change of the allocations: every thread's lookup cache is out of date

  std::map<uint64_t, Allocation> allocs_;  // by base address
  uint64_t next_ = 0x100000000ull;        // first address handed out by allocate()
  // Accesses run on several host threads during a launch (workgroups in parallel): each thread keeps its own
  // one-entry lookup cache, valid while `version_` (unique across all GuestMemory objects) is unchanged.
  std::atomic<uint64_t> version_;
  // Allocation changes are serialized (they do not happen during a launch, which only reads and writes bytes).
  std::mutex change_;
};

}  // namespace gcnkit::emu
