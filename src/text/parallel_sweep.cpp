#include "text/parallel_sweep.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace gcnkit {

namespace {

constexpr size_t kChunkBytes = 16 * 1024;  // some thousand units
constexpr size_t kMinParallelBytes = 256 * 1024;

using Emit = std::function<void(const DecodedUnit&, std::string_view)>;

// The unit at `pos`: what `step` decodes there, or (when it decodes nothing) up to 4 bytes that are none.
void stepAt(std::span<const uint8_t> bytes, const SweepStep& step, size_t pos, DecodedUnit& u, std::string& text) {
  u.offset = pos;
  u.size = step(bytes.subspan(pos), u.inst, text);
  u.valid = u.size != 0;
  if (!u.valid) u.size = std::min<size_t>(4, bytes.size() - pos);
}

// What a chunk's sweep found. Chunk k uses storage k % lookahead: chunk k - lookahead is stitched before
// chunk k may be claimed, and reusing the buffers spares the allocator (and the kernel) a megabyte a chunk.
struct Units {
  std::vector<DecodedUnit> units;
  std::vector<uint32_t> textEnd;  // where each unit's text ends in `text`
  std::string text;
};

struct Chunk {
  size_t begin = 0, end = 0;  // the worker sweeps from begin until a unit reaches end or beyond
  size_t reached = 0;         // where its last unit ends
  Units* found = nullptr;
  std::atomic<bool> ready{false};
};

class Sweeper {
 public:
  Sweeper(std::span<const uint8_t> bytes, const SweepStep& step, int threads)
      : bytes_(bytes), step_(step), lookahead_(size_t(threads + 2)), storage_(lookahead_) {
    for (size_t at = 0; at < bytes.size(); at += kChunkBytes) {
      auto c = std::make_unique<Chunk>();
      c->begin = at;
      c->end = std::min(bytes.size(), at + kChunkBytes);
      c->found = &storage_[chunks_.size() % lookahead_];
      chunks_.push_back(std::move(c));
    }
    for (int i = 0; i < threads; ++i)
      workers_.emplace_back([this] {
        while (claimAndSweep(true)) {
        }
      });
  }
  ~Sweeper() {
    next_.store(chunks_.size());      // nothing more to claim
    stitched_.store(chunks_.size());  // and no window to wait for
    stitched_.notify_all();
    for (std::thread& w : workers_) w.join();
  }
  Sweeper(const Sweeper&) = delete;
  Sweeper& operator=(const Sweeper&) = delete;

  void stitch(const Emit& emit) {
    size_t pos = 0;  // where the true sequence of units is
    DecodedUnit here{0, 0, false, {}};
    std::string text;
    for (size_t k = 0; k < chunks_.size(); ++k) {
      Chunk& c = await(k);
      const Units& f = *c.found;
      if (pos < c.reached) {
        size_t i = unitAt(f, pos);
        // Not in step with the chunk's sweep yet: sweep here until the two meet (or the chunk is passed).
        while (i == f.units.size() && pos < c.reached) {
          text.clear();
          stepAt(bytes_, step_, pos, here, text);
          emit(here, text);
          pos += here.size;
          i = unitAt(f, pos);
        }
        for (; i < f.units.size(); ++i) {
          const uint32_t from = i ? f.textEnd[i - 1] : 0;
          emit(f.units[i], std::string_view(f.text).substr(from, f.textEnd[i] - from));
          pos = f.units[i].offset + f.units[i].size;
        }
      }
      stitched_.store(k + 1);
      stitched_.notify_all();
    }
  }

 private:
  // The index of the chunk's unit that starts at `pos`, or units.size() when none does.
  static size_t unitAt(const Units& f, size_t pos) {
    auto it = std::lower_bound(f.units.begin(), f.units.end(), pos,
                               [](const DecodedUnit& u, size_t p) { return u.offset < p; });
    return it != f.units.end() && it->offset == pos ? size_t(it - f.units.begin()) : f.units.size();
  }

  Chunk& await(size_t k) {
    Chunk& c = *chunks_[k];
    while (!c.ready.load(std::memory_order_acquire))
      if (!claimAndSweep(false)) c.ready.wait(false, std::memory_order_acquire);
    return c;
  }

  // Claims the next chunk and sweeps it; false when none is left or (unless `mayWait`) the next one is
  // beyond the lookahead window. Only the stitching thread moves the window, so it never waits for it.
  bool claimAndSweep(bool mayWait) {
    size_t i = next_.load();
    for (;;) {
      if (i >= chunks_.size()) return false;
      const size_t done = stitched_.load();
      if (i >= done + lookahead_) {
        if (!mayWait) return false;
        stitched_.wait(done);
        i = next_.load();
        continue;
      }
      if (next_.compare_exchange_weak(i, i + 1)) break;
    }
    Chunk& c = *chunks_[i];
    sweepChunk(c);
    c.ready.store(true, std::memory_order_release);
    c.ready.notify_all();
    return true;
  }

  void sweepChunk(Chunk& c) const {
    Units& f = *c.found;
    f.units.clear();
    f.textEnd.clear();
    f.text.clear();
    for (size_t pos = c.begin; pos < c.end;) {
      DecodedUnit& u = f.units.emplace_back();
      stepAt(bytes_, step_, pos, u, f.text);
      f.textEnd.push_back(uint32_t(f.text.size()));
      pos += u.size;
      c.reached = pos;
    }
  }

  std::span<const uint8_t> bytes_;
  const SweepStep& step_;
  size_t lookahead_;
  std::vector<Units> storage_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::atomic<size_t> next_{0};      // the next chunk no thread has claimed
  std::atomic<size_t> stitched_{0};  // chunks before this one are stitched
  std::vector<std::thread> workers_;
};

}  // namespace

int sweepThreadsFor(size_t bytes, int requested) {
  if (requested == 1 || bytes < kMinParallelBytes) return 0;
  const int n = requested > 0 ? requested : int(std::max(1u, std::thread::hardware_concurrency()));
  return n > 1 ? n : 0;
}

void parallelSweep(std::span<const uint8_t> bytes, const SweepStep& step, int threads, const Emit& unit) {
  if (const int workers = sweepThreadsFor(bytes.size(), threads)) {
    Sweeper(bytes, step, workers).stitch(unit);
    return;
  }
  DecodedUnit u{0, 0, false, {}};
  std::string text;
  for (size_t pos = 0; pos < bytes.size(); pos += u.size) {
    text.clear();
    stepAt(bytes, step, pos, u, text);
    unit(u, text);
  }
}

}  // namespace gcnkit
