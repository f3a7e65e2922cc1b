// The compiled engine's code memory (src/emu/jit_arena.h).
#include "emu/jit_arena.h"

#include <algorithm>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gcnkit::emu {

namespace {
constexpr size_t kChunk = size_t(1) << 20;  // a chunk holds tens of regions (most are 1-4 KiB)
}  // namespace

CodeArena::~CodeArena() {
#if defined(__linux__)
  for (const Chunk& c : chunks_) {
    munmap(c.write, c.size);
    munmap(const_cast<uint8_t*>(c.exec), c.size);
  }
#endif
}

bool CodeArena::reserve(size_t bound, uint8_t*& write, const uint8_t*& exec) {
  if (!chunks_.empty() && chunks_.back().size - chunks_.back().used >= bound) {
    Chunk& c = chunks_.back();
    write = c.write + c.used;
    exec = c.exec + c.used;
    return true;
  }
#if defined(__linux__) && defined(MFD_CLOEXEC)
  if (failed_) return false;
  const size_t size = std::max(kChunk, (bound + 4095) / 4096 * 4096);
  const int fd = memfd_create("gcnkit-jit", MFD_CLOEXEC);
  if (fd < 0 || ftruncate(fd, off_t(size)) != 0) {
    if (fd >= 0) close(fd);
    failed_ = true;
    return false;
  }
  void* w = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  void* x = w == MAP_FAILED ? MAP_FAILED : mmap(nullptr, size, PROT_READ | PROT_EXEC, MAP_SHARED, fd, 0);
  close(fd);  // (the mappings keep the memory)
  if (x == MAP_FAILED) {
    if (w != MAP_FAILED) munmap(w, size);
    failed_ = true;
    return false;
  }
  chunks_.push_back({static_cast<uint8_t*>(w), static_cast<const uint8_t*>(x), size, 0});
  write = chunks_.back().write;
  exec = chunks_.back().exec;
  return true;
#else
  (void)bound, (void)write, (void)exec;
  return false;
#endif
}

void CodeArena::commit(size_t used) {
  Chunk& c = chunks_.back();
  c.used = std::min(c.size, c.used + (used + 31) / 32 * 32);
}

}  // namespace gcnkit::emu
