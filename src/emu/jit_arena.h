// Memory for the compiled engine's code (src/emu/jit_x86.cpp): chunks of one memfd mapped twice, written through a
// read-write view and run from a read-and-execute view of the same pages. Compiling a region then changes no page
// protection: a region of its own pages cost an allocation, two mprotect calls and a free, whose TLB flushes (a
// shootdown per call on a virtual machine) took most of a short kernel's time (reduce_sum: the compile cost more
// than the regions saved). No page is ever writable and executable at once. Internal to src/emu.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gcnkit::emu {

class CodeArena {
 public:
  CodeArena() = default;
  CodeArena(const CodeArena&) = delete;
  CodeArena& operator=(const CodeArena&) = delete;
  ~CodeArena();
  // Room for up to `bound` bytes of code at `write` (the same bytes execute at `exec`); false where the host refuses
  // the mapping (the caller then allocates the region's own pages).
  bool reserve(size_t bound, uint8_t*& write, const uint8_t*& exec);
  // The last reservation holds `used` bytes: the next one starts after them (32-byte aligned).
  void commit(size_t used);

 private:
  struct Chunk {
    uint8_t* write = nullptr;
    const uint8_t* exec = nullptr;
    size_t size = 0, used = 0;
  };
  std::vector<Chunk> chunks_;
  bool failed_ = false;  // the host refused a mapping once: not tried again
};

}  // namespace gcnkit::emu
