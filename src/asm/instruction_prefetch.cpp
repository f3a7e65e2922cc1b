#include "asm/instruction_prefetch.h"

#include <algorithm>

#include "asm/instruction_output.h"
#include "codec/codec.h"
#include "codec/scalar_encode.h"
#include "text/byte_search.h"
#include "text/chunk_pipeline.h"
#include "text/expr.h"
#include "text/scalar_fast_path.h"
#include "text/valu_fast_path.h"
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

// Symbol values for a worker's parse: no symbol has one. The names asked about are noted: a line that asks
// about one name, which becomes its fixup, is kept (the assembler checks that the name has no value when it
// takes the line); a line that asks about more is left to the assembler, which knows the values.
class NoSymbols final : public SymbolValues {
 public:
  std::optional<int64_t> absolute(std::string_view name) const override {
    if (asked == 0 || name != first) ++asked;
    first = name;
    return std::nullopt;
  }
  void reset() { asked = 0, first = {}; }
  mutable int asked = 0;  // distinct names asked about (counting a change of name)
  mutable std::string_view first;
};

// The parse does not depend on symbols beyond its one simple fixup.
bool preparable(const ParsedInstruction& p, const NoSymbols& asked) {
  if (!p.fixup) return asked.asked == 0;
  const Fixup& f = *p.fixup;
  return asked.asked == 1 && asked.first == f.symbol && f.expr.minus.empty() && f.expr.negations == 0;
}

// Where the mnemonic of a plain instruction line starts, or npos for any other line (empty, a directive,
// a label, an assignment). The assembler makes the same decisions again, with its state.
// A label alone on its line ("name:" and blanks), the assembler's reading of it when no .if is open: its
// name's offset, or npos. (".if:" and its kin are read as directives.)
size_t labelAlone(std::string_view code) {
  Scan s{code, 0};
  s.skipSpace();
  const size_t start = s.pos;
  const std::string_view word = s.ident();
  if (word.empty() || s.peek() != ':') return std::string_view::npos;
  if (word.starts_with(".if") || word.starts_with(".else") || word == ".endif") return std::string_view::npos;
  ++s.pos;
  s.skipSpace();
  return s.atEnd() ? start : std::string_view::npos;
}

// A line whose first non-blank is '#' is all comment (stripComment).
bool startsWithHash(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i < line.size() && line[i] == '#';
}

bool blank(std::string_view code) {
  for (char ch : code)
    if (ch != ' ' && ch != '\t') return false;
  return true;
}

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

// What the workers prepared of a chunk: chunk k uses storage k % kLookahead (chunk_pipeline.h).
struct InstructionPrefetch::Prepared {
  // A prepared line: where it starts in the source, and where its pieces are in `bytes` and `listing`.
  // Every line that is not blank has one: a prepared instruction, a label alone on its line (its name at
  // `mnemonic`, `byteLen` long), or any other line, which the assembler reads itself.
  enum class Kind : uint8_t { Instruction, Label, Other };
  struct Entry {
    size_t lineAt;
    uint32_t line, lineLen;  // the line's index in the chunk, its length (without '\r')
    uint32_t mnemonic, byteAt, byteLen, listAt, listLen;
    uint16_t sgprEnd, vgprEnd;
    int32_t fixup;  // index into fixups, or -1
    Kind kind;
  };
  std::vector<Entry> lines;  // in source order
  uint32_t lineCount = 0;    // lines in the chunk
  std::vector<Fixup> fixups;  // of the lines that have one, in order (Entry::fixup)
  std::string bytes, listing;
};

int InstructionPrefetch::threadsFor(size_t sourceBytes, int requested) {
  return workerThreadsFor(sourceBytes, kMinParallelBytes, requested);
}

// Chunk boundaries: about kChunkBytes of whole lines each.
std::vector<size_t> InstructionPrefetch::chunkEnds(std::string_view src) {
  std::vector<size_t> ends;
  for (size_t at = 0; at < src.size();) {
    size_t end = std::min(src.size(), at + kChunkBytes);
    end += findAnyOf<'\n'>(src.data() + end, src.size() - end);
    at = std::min(src.size(), end + 1);
    ends.push_back(at);
  }
  return ends;
}

InstructionPrefetch::InstructionPrefetch(std::string_view source, const Target& t, ListingStyle style, int threads)
    : src_(source), target_(t), style_(style), ends_(chunkEnds(source)), storage_(kLookahead),
      pipeline_(std::make_unique<ChunkPipeline>(ends_.size(), threads, kLookahead, [this](size_t k) { prepare(k); })) {}

InstructionPrefetch::~InstructionPrefetch() = default;

void InstructionPrefetch::prepare(size_t k) {
  Prepared& c = storage_[k % kLookahead];
  c.lines.clear();
  c.fixups.clear();
  c.bytes.clear();
  c.listing.clear();
  ParsedInstruction parsed;
  Diagnostic diag;
  NoSymbols none;
  ScalarMnemonicMemo mnemonics;
  ValuFastMemo valuMnemonics;
  MnemonicMemo generalMnemonics;
  uint8_t buf[64];
  const size_t begin = k ? ends_[k - 1] : 0, end = ends_[k];
  uint32_t lineIndex = 0;
  for (size_t pos = begin; pos < end; ++lineIndex) {
    // One scan finds the line's end when no comment or string starts on it (most lines); else the comment
    // is found as the assembler finds it.
    size_t nl = pos + findAnyOf<'\n', ';', '/', '"'>(src_.data() + pos, end - pos);
    const bool plain = nl == end || src_[nl] == '\n';
    if (!plain) nl += findAnyOf<'\n'>(src_.data() + nl, end - nl);
    std::string_view line = src_.substr(pos, nl - pos);
    const size_t lineStart = pos;
    pos = nl + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::string_view code = plain && !startsWithHash(line) ? line : stripComment(line);
    // A line the assembler reads itself (or, for a label, without a parse).
    auto mark = [&](Prepared::Kind kind, size_t nameAt = 0, size_t nameLen = 0) {
      Prepared::Entry& e = c.lines.emplace_back();
      e.lineAt = lineStart;
      e.line = lineIndex;
      e.lineLen = uint32_t(line.size());
      e.mnemonic = uint32_t(nameAt);
      e.byteLen = uint32_t(nameLen);
      e.kind = kind;
    };
    const size_t start = mnemonicStart(code);
    if (start == std::string_view::npos) {
      if (const size_t at = labelAlone(code); at != std::string_view::npos)
        mark(Prepared::Kind::Label, at, Scan{code, at}.ident().size());
      else if (!blank(code))
        mark(Prepared::Kind::Other);
      continue;
    }
    none.reset();
    // parseInstruction's two steps, so that a statement the fast path takes (never with a warning) gets its
    // SGPR count from it and its word from the direct SOP encoder instead of walking operands and layouts.
    uint16_t fastSgprEnd = 0;
    const bool fast = parseScalarFast(code, start, target_, &none, parsed, &fastSgprEnd, &mnemonics);
    const bool valuFast = !fast && parseValuFast(code, start, target_, &none, parsed, &valuMnemonics);
    if ((!fast && !valuFast && (!parseInstructionGeneral(code, start, target_, &none, parsed, diag, &generalMnemonics) || parsed.warning)) ||
        !preparable(parsed, none)) {
      mark(Prepared::Kind::Other);
      continue;
    }
    size_t size = fast ? encodeScalarDirect(parsed.inst, target_.gen(), buf) : 0;
    if (size == 0) {
      size = encodedSize(parsed.inst, target_.gen());
      if (size > sizeof buf) {
        mark(Prepared::Kind::Other);
        continue;
      }
      encode(parsed.inst, target_.gen(), buf);
    }
    const uint32_t byteAt = uint32_t(c.bytes.size()), listAt = uint32_t(c.listing.size());
    const int32_t fixup = parsed.fixup ? int32_t(c.fixups.size()) : -1;
    if (parsed.fixup) c.fixups.push_back(*parsed.fixup);
    c.bytes.append(reinterpret_cast<const char*>(buf), size);
    if (style_.listing) appendListingLine(c.listing, parsed, target_, buf, size, style_.showEncoding);
    // Filled in place: an entry built aside and copied in stalled on its partly written fields.
    Prepared::Entry& e = c.lines.emplace_back();
    e.lineAt = lineStart;
    e.line = lineIndex;
    e.lineLen = uint32_t(line.size());
    e.kind = Prepared::Kind::Instruction;
    e.mnemonic = uint32_t(start);
    e.byteAt = byteAt;
    e.byteLen = uint32_t(size);
    e.listAt = listAt;
    e.listLen = uint32_t(c.listing.size() - listAt);
    e.sgprEnd = fast ? fastSgprEnd : sgprEnd(parsed, target_);
    e.vgprEnd = parsed.vgprEnd;
    e.fixup = fixup;
  }
  c.lineCount = lineIndex;
}

const InstructionPrefetch::Prepared* InstructionPrefetch::chunkAt(size_t at) {
  while (current_ < ends_.size() && at >= ends_[current_]) {
    pipeline_->await(current_);  // a chunk is finished before its storage can be reused
    pipeline_->consumedBefore(++current_);
    cursor_ = 0;
  }
  if (current_ >= ends_.size()) return nullptr;
  pipeline_->await(current_);
  return &storage_[current_ % kLookahead];
}

namespace {

PreparedLine preparedLine(const std::string& bytes, const std::string& listing, const std::vector<Fixup>& fixups,
                          uint32_t mnemonic, uint32_t byteAt, uint32_t byteLen, uint32_t listAt, uint32_t listLen,
                          uint16_t sgprEnd, uint16_t vgprEnd, int32_t fixup) {
  // (Offsets the worker wrote: in range, no checked substr.)
  return {std::string_view(bytes.data() + byteAt, byteLen), std::string_view(listing.data() + listAt, listLen), mnemonic,
          sgprEnd, vgprEnd, fixup >= 0 ? &fixups[size_t(fixup)] : nullptr};
}

}  // namespace

const PreparedLine* InstructionPrefetch::find(const char* line) {
  if (line < src_.data() || line >= src_.data() + src_.size()) return nullptr;  // not the main source
  const size_t at = size_t(line - src_.data());
  const Prepared* c = chunkAt(at);
  if (!c) return nullptr;
  while (cursor_ < c->lines.size() && c->lines[cursor_].lineAt < at) ++cursor_;
  if (cursor_ == c->lines.size() || c->lines[cursor_].lineAt != at) return nullptr;
  const Prepared::Entry& e = c->lines[cursor_];
  if (e.kind != Prepared::Kind::Instruction) return nullptr;
  found_ = preparedLine(c->bytes, c->listing, c->fixups, e.mnemonic, e.byteAt, e.byteLen, e.listAt, e.listLen,
                        e.sgprEnd, e.vgprEnd, e.fixup);
  return &found_;
}

bool InstructionPrefetch::run(const char* line, PreparedRun& out) {
  if (line < src_.data() || line >= src_.data() + src_.size()) return false;
  const size_t at = size_t(line - src_.data());
  const Prepared* c = chunkAt(at);
  if (!c) return false;
  const std::vector<Prepared::Entry>& lines = c->lines;
  while (cursor_ < lines.size() && lines[cursor_].lineAt < at) ++cursor_;
  if (cursor_ == lines.size() || lines[cursor_].lineAt != at || lines[cursor_].kind == Prepared::Kind::Other)
    return false;
  size_t last = cursor_;
  while (last < lines.size() && lines[last].kind != Prepared::Kind::Other) ++last;
  runFirst_ = cursor_;
  out.items = last - cursor_;
  const uint32_t firstLine = lines[cursor_].line;
  if (last < lines.size()) {
    out.end = lines[last].lineAt;
    out.lines = int(lines[last].line - firstLine);
  } else {
    out.end = ends_[current_];
    out.lines = int(c->lineCount - firstLine);
  }
  cursor_ = last;
  return true;
}

PreparedRun::Item InstructionPrefetch::item(size_t i) const {
  const Prepared& c = storage_[current_ % kLookahead];
  const Prepared::Entry& e = c.lines[runFirst_ + i];
  PreparedRun::Item it;
  it.line = std::string_view(src_.data() + e.lineAt, e.lineLen);
  it.lineOffset = int(e.line - c.lines[runFirst_].line);
  it.label = e.kind == Prepared::Kind::Label;
  if (it.label) {
    it.name = std::string_view(it.line.data() + e.mnemonic, e.byteLen);
    it.nameAt = e.mnemonic;
    return it;
  }
  it.nameAt = 0;
  it.prepared = preparedLine(c.bytes, c.listing, c.fixups, e.mnemonic, e.byteAt, e.byteLen, e.listAt, e.listLen,
                             e.sgprEnd, e.vgprEnd, e.fixup);
  return it;
}

}  // namespace gcnkit::asmimpl
