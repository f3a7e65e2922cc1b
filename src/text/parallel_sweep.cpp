#include "text/parallel_sweep.h"

#include <algorithm>
#include <vector>

#include "text/chunk_pipeline.h"

namespace gcnkit {

namespace {

constexpr size_t kChunkBytes = 16 * 1024;  // some thousand units
constexpr size_t kMinParallelBytes = 256 * 1024;

using Emit = std::function<void(const DecodedUnit&, std::string_view)>;

// The unit at `pos`: what `step` decodes there, or (when it decodes nothing) up to 4 bytes that are none.
void stepAt(std::span<const uint8_t> bytes, const SweepStep& step, size_t pos, UnitPlace& u, Instruction& inst,
            TextBuf& text) {
  u.offset = pos;
  u.size = step(bytes.subspan(pos), inst, text);
  u.valid = u.size != 0;
  if (!u.valid) u.size = std::min<size_t>(4, bytes.size() - pos);
}

// What a chunk's sweep found: from the chunk's first byte until a unit reaches the next chunk or beyond.
// Chunk k is swept into storage k % lookahead (chunk_pipeline.h).
// Cache-line aligned: workers fill neighbouring chunks at once, and the vectors' ends they move must not share lines.
struct alignas(64) Swept {
  std::vector<UnitPlace> places;  // every unit's place
  std::vector<DecodedUnit> units;  // and the unit with its instruction, when the sweep keeps instructions
  std::vector<uint32_t> textEnd;  // where each unit's text ends in `text`
  TextBuf text;
  size_t reached = 0;  // where the last unit ends
};

class Sweeper {
 public:
  Sweeper(std::span<const uint8_t> bytes, const SweepStep& step, int threads, SweepKeeps keeps)
      : bytes_(bytes), step_(step), keep_(keeps == SweepKeeps::Instructions), storage_(size_t(threads) + 2),
        pipeline_((bytes.size() + kChunkBytes - 1) / kChunkBytes, threads, storage_.size(),
                  [this](size_t k) { sweepChunk(k); }) {}

  void stitch(const Emit& emit) {
    const size_t chunks = (bytes_.size() + kChunkBytes - 1) / kChunkBytes;
    size_t pos = 0;  // where the true sequence of units is
    DecodedUnit here{};
    TextBuf text;
    for (size_t k = 0; k < chunks; ++k) {
      pipeline_.await(k);
      const Swept& f = storage_[k % storage_.size()];
      if (pos < f.reached) {
        size_t i = unitAt(f, pos);
        // Not in step with the chunk's sweep yet: sweep here until the two meet (or the chunk is passed).
        while (i == f.places.size() && pos < f.reached) {
          text.clear();
          stepAt(bytes_, step_, pos, here, here.inst, text);
          emit(here, text.view());
          pos += here.size;
          i = unitAt(f, pos);
        }
        for (; i < f.places.size(); ++i) {
          const uint32_t from = i ? f.textEnd[i - 1] : 0;
          const std::string_view unitText = f.text.view().substr(from, f.textEnd[i] - from);
          if (keep_) {
            emit(f.units[i], unitText);
          } else {
            static_cast<UnitPlace&>(here) = f.places[i];
            emit(here, unitText);
          }
          pos = f.places[i].offset + f.places[i].size;
        }
      }
      pipeline_.consumedBefore(k + 1);
    }
  }

 private:
  // The index of the chunk's unit that starts at `pos`, or places.size() when none does.
  static size_t unitAt(const Swept& f, size_t pos) {
    auto it = std::lower_bound(f.places.begin(), f.places.end(), pos,
                               [](const UnitPlace& u, size_t p) { return u.offset < p; });
    return it != f.places.end() && it->offset == pos ? size_t(it - f.places.begin()) : f.places.size();
  }

  void sweepChunk(size_t k) {
    Swept& f = storage_[k % storage_.size()];
    f.places.clear();
    f.units.clear();
    f.textEnd.clear();
    f.text.clear();
    const size_t end = std::min(bytes_.size(), (k + 1) * kChunkBytes);
    size_t pos = k * kChunkBytes;
    Instruction scratch;  // the instruction of a unit that is not kept
    while (pos < end) {
      UnitPlace& u = f.places.emplace_back();
      if (keep_) {
        DecodedUnit& d = f.units.emplace_back();
        stepAt(bytes_, step_, pos, u, d.inst, f.text);
        static_cast<UnitPlace&>(d) = u;
      } else {
        stepAt(bytes_, step_, pos, u, scratch, f.text);
      }
      f.textEnd.push_back(uint32_t(f.text.size()));
      pos += u.size;
    }
    f.reached = pos;
  }

  std::span<const uint8_t> bytes_;
  const SweepStep& step_;
  const bool keep_;
  std::vector<Swept> storage_;
  ChunkPipeline pipeline_;  // last: its workers use the members above
};

}  // namespace

int sweepThreadsFor(size_t bytes, int requested) { return workerThreadsFor(bytes, kMinParallelBytes, requested); }

void parallelSweep(std::span<const uint8_t> bytes, const SweepStep& step, int threads, const Emit& unit,
                   SweepKeeps keeps) {
  if (const int workers = sweepThreadsFor(bytes.size(), threads)) {
    Sweeper(bytes, step, workers, keeps).stitch(unit);
    return;
  }
  DecodedUnit u{};
  TextBuf text;
  for (size_t pos = 0; pos < bytes.size(); pos += u.size) {
    text.clear();
    stepAt(bytes, step, pos, u, u.inst, text);
    unit(u, text.view());
  }
}

}  // namespace gcnkit
