// Chunks of a large input prepared by worker threads and consumed in order by one thread (the assembler's
// instruction prefetch and the disassembler's parallel sweep). Workers stay within `lookahead` chunks of
// the consumer, so that chunk k may reuse the storage of chunk k - lookahead; the consumer prepares chunks
// itself while the one it needs is not ready, and never waits for the window it alone moves.
#pragma once
#include <atomic>
#include <exception>
#include <mutex>
#include <cstddef>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

namespace gcnkit {

class ChunkPipeline {
 public:
  // Starts `threads` workers calling `prepare(k)` for chunks 0..chunks-1 (each exactly once, on some thread).
  ChunkPipeline(size_t chunks, int threads, size_t lookahead, std::function<void(size_t)> prepare);
  ~ChunkPipeline();  // stops claiming and joins the workers
  ChunkPipeline(const ChunkPipeline&) = delete;
  ChunkPipeline& operator=(const ChunkPipeline&) = delete;

  // Returns once chunk k is prepared. Chunks are awaited in increasing order. What a worker threw while
  // preparing a chunk (std::bad_alloc) is thrown here.
  void await(size_t k);
  // The consumer is done with the chunks before k (all awaited): workers may move on to k + lookahead - 1.
  void consumedBefore(size_t k);

 private:
  bool claimAndPrepare(bool mayWait);
  void rethrowWorkerError();  // what a worker threw, on the consumer's thread

  size_t count_, lookahead_;
  std::function<void(size_t)> prepare_;
  std::unique_ptr<std::atomic<bool>[]> ready_;
  std::atomic<size_t> next_{0};      // the next chunk no thread has claimed
  std::atomic<size_t> consumed_{0};  // chunks before this one are consumed
  std::vector<std::thread> workers_;
  std::atomic<bool> failed_{false};
  std::mutex errorMutex_;
  std::exception_ptr error_;
};

// The worker threads for an input of this size (0: do it all on the calling thread): none below
// `minBytes`, where starting threads costs more than they save; `requested` 0 means as many as the
// machine has, 1 none.
int workerThreadsFor(size_t bytes, size_t minBytes, int requested);

}  // namespace gcnkit
