#include "asm/instruction_prefetch.h"

#include <algorithm>

#include "asm/instruction_output.h"
#include "codec/codec.h"
#include "text/byte_search.h"
#include "text/expr.h"
#include "text/scan.h"

namespace gcnkit::asmimpl {

namespace {

// About this many source bytes per chunk (some thousand lines): enough to make claiming a chunk cheap,
// few enough that the workers stay close to the assembler.
constexpr size_t kChunkBytes = 192 * 1024;
// Workers stay within this many chunks of the assembler, so that a listing held by prepared chunks stays
// small whatever the source size.
constexpr size_t kLookahead = 12;
// Below this a source is assembled on one thread: starting threads costs more than they save.
constexpr size_t kMinParallelBytes = 512 * 1024;

// Symbol values for a worker's parse: a line whose operands name any symbol is left to the assembler,
// which knows the values at that point of the source.
class NoSymbols final : public SymbolValues {
 public:
  std::optional<int64_t> absolute(std::string_view) const override {
    asked = true;
    return std::nullopt;
  }
  mutable bool asked = false;
};

// Where the mnemonic of a plain instruction line starts, or npos for any other line (empty, a directive,
// a label, an assignment). The assembler makes the same decisions again, with its state.
size_t mnemonicStart(std::string_view code) {
  Scan s{code, 0};
  s.skipSpace();
  const size_t start = s.pos;
  std::string_view word = s.ident();
  if (word.empty() || word[0] == '.' || s.peek() == ':') return std::string_view::npos;
  s.skipSpace();
  if (s.peek() == '=') return std::string_view::npos;
  return start;
}

}  // namespace

// What the workers prepared of a chunk. Chunk k uses storage k % kLookahead: chunk k - kLookahead is
// finished and passed before chunk k may be claimed, and reused buffers spare the allocator and the kernel.
struct InstructionPrefetch::Prepared {
  // A prepared line: where it starts in the source, and where its pieces are in `bytes` and `listing`.
  struct Entry {
    size_t lineAt;
    uint32_t mnemonic, byteAt, byteLen, listAt, listLen;
    uint16_t sgprEnd, vgprEnd;
  };
  std::vector<Entry> lines;  // in source order
  std::string bytes, listing;
};

struct InstructionPrefetch::Chunk {
  size_t begin = 0, end = 0;  // source byte range, whole lines
  Prepared* prepared = nullptr;
  std::atomic<bool> ready{false};
};

int InstructionPrefetch::threadsFor(size_t sourceBytes, int requested) {
  if (requested == 1 || sourceBytes < kMinParallelBytes) return 0;
  const int machine = int(std::max(1u, std::thread::hardware_concurrency()));
  const int n = requested > 0 ? requested : machine;
  return n > 1 ? n : 0;
}

InstructionPrefetch::InstructionPrefetch(std::string_view source, const Target& t, ListingStyle style, int threads)
    : src_(source), target_(t), style_(style), storage_(kLookahead) {
  for (size_t at = 0; at < src_.size();) {
    size_t end = std::min(src_.size(), at + kChunkBytes);
    end += findAnyOf<'\n'>(src_.data() + end, src_.size() - end);
    end = std::min(src_.size(), end + 1);
    auto c = std::make_unique<Chunk>();
    c->begin = at;
    c->end = end;
    c->prepared = &storage_[chunks_.size() % kLookahead];
    chunks_.push_back(std::move(c));
    at = end;
  }
  for (int i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
}

InstructionPrefetch::~InstructionPrefetch() {
  nextChunk_.store(chunks_.size());  // nothing more to claim
  consumed_.store(chunks_.size());   // and no window to wait for
  consumed_.notify_all();
  for (std::thread& w : workers_) w.join();
}

void InstructionPrefetch::work() {
  while (claimAndPrepare(true)) {
  }
}

// Claims the next unclaimed chunk and prepares it; false when none is left, or (unless `mayWait`) when the
// next one is too far ahead of the assembler. Workers wait there for the assembler to catch up.
bool InstructionPrefetch::claimAndPrepare(bool mayWait) {
  size_t i = nextChunk_.load();
  for (;;) {
    if (i >= chunks_.size()) return false;
    size_t done = consumed_.load();
    if (i >= done + kLookahead) {
      if (!mayWait) return false;
      consumed_.wait(done);
      i = nextChunk_.load();
      continue;
    }
    if (nextChunk_.compare_exchange_weak(i, i + 1)) break;
  }
  Chunk& c = *chunks_[i];
  prepare(c);
  c.ready.store(true, std::memory_order_release);
  c.ready.notify_all();
  return true;
}

void InstructionPrefetch::prepare(Chunk& chunk) const {
  Prepared& c = *chunk.prepared;
  c.lines.clear();
  c.bytes.clear();
  c.listing.clear();
  ParsedInstruction parsed;
  Diagnostic diag;
  NoSymbols none;
  uint8_t buf[64];
  for (size_t pos = chunk.begin; pos < chunk.end;) {
    const size_t nl = pos + findAnyOf<'\n'>(src_.data() + pos, chunk.end - pos);
    std::string_view line = src_.substr(pos, nl - pos);
    const size_t lineStart = pos;
    pos = nl + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::string_view code = stripComment(line);
    const size_t start = mnemonicStart(code);
    if (start == std::string_view::npos) continue;
    none.asked = false;
    if (!parseInstruction(code, start, target_, &none, parsed, diag) || none.asked || parsed.fixup ||
        parsed.warning)
      continue;
    const size_t size = encodedSize(parsed.inst, target_.gen());
    if (size > sizeof buf) continue;
    encode(parsed.inst, target_.gen(), buf);
    Prepared::Entry e{lineStart, uint32_t(start), uint32_t(c.bytes.size()), uint32_t(size), uint32_t(c.listing.size()), 0,
                   sgprEnd(parsed, target_), parsed.vgprEnd};
    c.bytes.append(reinterpret_cast<const char*>(buf), size);
    if (style_.listing) appendListingLine(c.listing, parsed, target_, buf, size, style_.showEncoding);
    e.listLen = uint32_t(c.listing.size() - e.listAt);
    c.lines.push_back(e);
  }
}

// Chunk k once a worker (or this thread, helping while unclaimed chunks are left) has prepared it. The
// assembler never waits for the lookahead window: only it moves the window.
InstructionPrefetch::Chunk& InstructionPrefetch::awaitChunk(size_t k) {
  Chunk& c = *chunks_[k];
  while (!c.ready.load(std::memory_order_acquire))
    if (!claimAndPrepare(false)) c.ready.wait(false, std::memory_order_acquire);
  return c;
}

const PreparedLine* InstructionPrefetch::find(const char* line) {
  if (line < src_.data() || line >= src_.data() + src_.size()) return nullptr;  // not the main source
  const size_t at = size_t(line - src_.data());
  while (current_ < chunks_.size() && at >= chunks_[current_]->end) {
    awaitChunk(current_);  // a chunk is finished before its storage can be reused
    ++current_;
    cursor_ = 0;
    consumed_.store(current_);
    consumed_.notify_all();
  }
  if (current_ >= chunks_.size()) return nullptr;
  const Prepared& c = *awaitChunk(current_).prepared;
  while (cursor_ < c.lines.size() && c.lines[cursor_].lineAt < at) ++cursor_;
  if (cursor_ == c.lines.size() || c.lines[cursor_].lineAt != at) return nullptr;
  const Prepared::Entry& e = c.lines[cursor_];
  found_ = {std::string_view(c.bytes).substr(e.byteAt, e.byteLen), std::string_view(c.listing).substr(e.listAt, e.listLen),
            e.mnemonic, e.sgprEnd, e.vgprEnd};
  return &found_;
}

}  // namespace gcnkit::asmimpl
