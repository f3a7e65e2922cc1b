#include "text/chunk_pipeline.h"

#include <algorithm>
#include <system_error>

namespace gcnkit {

ChunkPipeline::ChunkPipeline(size_t chunks, int threads, size_t lookahead, std::function<void(size_t)> prepare)
    : count_(chunks), lookahead_(lookahead), prepare_(std::move(prepare)), ready_(new std::atomic<bool>[chunks]) {
  for (size_t k = 0; k < chunks; ++k) ready_[k].store(false);
  for (int i = 0; i < threads; ++i) {
    try {
      workers_.emplace_back([this] {
        // What a worker throws (std::bad_alloc) is the consumer's to throw, when it awaits the chunk.
        try {
          while (claimAndPrepare(true)) {
          }
        } catch (...) {
          std::lock_guard lock(errorMutex_);
          if (!error_) error_ = std::current_exception();
          failed_.store(true);
          for (size_t k = 0; k < count_; ++k) {  // wakes the consumer wherever it waits; await() rethrows
            ready_[k].store(true, std::memory_order_release);
            ready_[k].notify_all();
          }
        }
      });
    } catch (const std::system_error&) {  // the host refuses more threads: the consumer does what is left
      break;
    }
  }
}

ChunkPipeline::~ChunkPipeline() {
  next_.store(count_);      // nothing more to claim
  consumed_.store(count_);  // and no window to wait for
  consumed_.notify_all();
  for (std::thread& w : workers_) w.join();
}

void ChunkPipeline::await(size_t k) {
  while (!ready_[k].load(std::memory_order_acquire))
    if (!claimAndPrepare(false)) ready_[k].wait(false, std::memory_order_acquire);
  rethrowWorkerError();  // a failed worker marks every chunk ready
}

void ChunkPipeline::rethrowWorkerError() {
  if (!failed_.load()) return;
  std::lock_guard lock(errorMutex_);
  std::rethrow_exception(error_);
}

void ChunkPipeline::consumedBefore(size_t k) {
  consumed_.store(k);
  consumed_.notify_all();
}

// Claims the next chunk and prepares it; false when none is left or (unless `mayWait`) the next one is
// beyond the window.
bool ChunkPipeline::claimAndPrepare(bool mayWait) {
  size_t i = next_.load();
  for (;;) {
    if (i >= count_ || failed_.load()) return false;
    const size_t done = consumed_.load();
    if (i >= done + lookahead_) {
      if (!mayWait) return false;
      consumed_.wait(done);
      i = next_.load();
      continue;
    }
    if (next_.compare_exchange_weak(i, i + 1)) break;
  }
  prepare_(i);
  ready_[i].store(true, std::memory_order_release);
  ready_[i].notify_all();
  return true;
}

int workerThreadsFor(size_t bytes, size_t minBytes, int requested) {
  if (requested == 1 || bytes < minBytes) return 0;
  const int n = requested > 0 ? requested : int(std::max(1u, std::thread::hardware_concurrency()));
  return n > 1 ? n : 0;
}

}  // namespace gcnkit
