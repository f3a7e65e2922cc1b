// Instruction lines parsed ahead on worker threads.
//
// Most lines of a large program are plain instructions whose bytes depend on nothing but the line and the
// target. Worker threads parse such lines of the main source ahead of the assembler, chunk by chunk, and
// keep what a clean parse gives: the encoded bytes, the registers used, and the listing line. The assembler
// still walks every line in order and decides what each one is (a directive, a label, a macro call, a line
// of a skipped .if branch); where it reaches an instruction line a worker has prepared, it takes the result
// instead of parsing. A line that refers to one symbol (a branch to a label, a literal naming a symbol) is
// prepared too, as parsed with that symbol unknown: the assembler takes it only when the symbol is not
// absolute at that point (then its own parse would be the same) and records the fixup itself. Everything
// else (symbol values, warnings, errors, included files, macro bodies) is left to the sequential path, so
// the output is the same with any number of threads.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "isa/target.h"
#include "text/chunk_pipeline.h"
#include "text/parser.h"

namespace gcnkit::asmimpl {

struct ListingStyle {
  bool listing = false;       // produce the listing line
  bool showEncoding = false;  // with "; encoding: [...]"
};

// A line a worker parsed cleanly.
struct PreparedLine {
  std::string_view bytes;    // the encoding
  std::string_view listing;  // the listing line (with its newline), when a listing is produced
  size_t mnemonic = 0;       // offset of the mnemonic in the line
  uint16_t sgprEnd = 0;      // one past the highest SGPR the instruction uses (for .amdgcn.next_free_sgpr)
  uint16_t vgprEnd = 0;      // the same for VGPRs
  // The reference to patch once symbols are known (its names point into the line), or null. Never one with
  // a second symbol ("a - b") or negations: those are left to the assembler.
  const Fixup* fixup = nullptr;
};

// A run of consecutive lines of one chunk that are all plain: labels alone on their line and prepared
// instructions (blank and comment-only lines between them). The assembler takes a run whole, without
// walking its lines, when nothing of its state can make the lines mean something else (no macro, no .if,
// no open block: see Assembler::takeRun).
struct PreparedRun {
  struct Item {
    std::string_view line;     // the source line (without '\r')
    int lineOffset;            // lines after the run's first line
    bool label;                // a label: `name` is its name; else an instruction: `prepared`
    std::string_view name;
    size_t nameAt;             // where the label name starts in the line
    PreparedLine prepared;
  };
  size_t items = 0;            // how many (item(i) for i < items)
  size_t end = 0;              // source offset of the line after the run
  int lines = 0;               // lines the run spans, blank ones included
};

class InstructionPrefetch {
 public:
  // Starts `threads` workers over `source` (the text must outlive the object).
  InstructionPrefetch(std::string_view source, const Target& t, ListingStyle style, int threads);
  ~InstructionPrefetch();
  InstructionPrefetch(const InstructionPrefetch&) = delete;
  InstructionPrefetch& operator=(const InstructionPrefetch&) = delete;

  // The prepared result of the line starting at `line` (a pointer into the source), or nullptr when the
  // line is no plain instruction or did not parse cleanly. Lines must be asked for in source order; the
  // result stays valid until a line of a later chunk is asked for.
  const PreparedLine* find(const char* line);
  // The run of plain lines starting at the line at `line` (a pointer into the source), with items() to read
  // it; false when that line does not start one. Same ordering rules as find(); the run's items stay valid
  // until a line of a later chunk is asked for.
  bool run(const char* line, PreparedRun& out);
  PreparedRun::Item item(size_t i) const;

  // Whether a source of this size is worth the threads (0 = as many as the machine has).
  static int threadsFor(size_t sourceBytes, int requested);

 private:
  struct Prepared;
  static std::vector<size_t> chunkEnds(std::string_view src);
  void prepare(size_t k);  // on a worker, or on the assembler's thread while it waits
  const Prepared* chunkAt(size_t at);  // the prepared chunk holding source offset `at` (waits for it), or null

  std::string_view src_;
  Target target_;
  ListingStyle style_;
  std::vector<size_t> ends_;        // chunk k is the source's bytes [ends_[k-1], ends_[k])
  std::vector<Prepared> storage_;   // chunk k is prepared into storage_[k % its size]
  size_t current_ = 0;              // the chunk the assembler is in
  size_t cursor_ = 0;               // the next prepared line of that chunk
  PreparedLine found_;              // what find returned last
  size_t runFirst_ = 0;             // the entry of the current chunk where the last run starts
  std::unique_ptr<ChunkPipeline> pipeline_;  // last: its workers use the members above
};

}  // namespace gcnkit::asmimpl
