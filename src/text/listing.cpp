// The listing of bare machine code (disassembler.h: disassembleListing), made on worker threads in final form.
//
// Workers sweep chunks of the code from guessed starts (as text/parallel_sweep does) and write each unit's
// whole listing line: tab, instruction padded to 40 columns, "// offset: words", newline; a branch whose
// target lies in the code is written with its label (L_<offset>), as nearly every branch of real code is.
// The caller's thread only stitches and writes: it finds where each chunk's sweep meets the true sequence of
// units (sweeping the few units before that itself), keeps which offsets start units and which are labelled
// in bit sets by dword, and hands the lines on as pieces of the workers' buffers with the label lines between
// them. Nothing later can change a line once the stitching is a branch's reach (2^17 bytes) past it: then its
// labels are known, and for a branch whether its target is a unit start (if not, the rare line is written
// again with the offset). So a chunk is written once the stitching is that far past it, and memory stays
// bounded (a dozen chunks of text) whatever the input size.
#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>
#include <span>
#include <string>
#include <vector>

#include "text/chunk_pipeline.h"
#include "text/disassembler.h"

namespace gcnkit {

namespace {

constexpr size_t kChunkBytes = 32 * 1024;  // some 7,000 units, 450 KB of listing
constexpr size_t kMinParallelBytes = 256 * 1024;
// How far a branch reaches (bytes): from offset + 4 - 4 * 32768 to offset + 4 + 4 * 32767.
constexpr size_t kReach = 4 + 4 * 32768;
// Units a chunk's stitching sweeps itself may start a little past the chunk (never a longest unit past it).
constexpr size_t kSlackBytes = 64;
constexpr size_t kDwords = (kChunkBytes + kSlackBytes) / 4;
// Room for a chunk's listing lines: ~60 bytes a unit, a unit every ~5 bytes of code (scalar code).
constexpr size_t kChunkText = kChunkBytes * 14;

// "00".."FF": the upper-case digits of every byte value, two a lookup (the listing's words and addresses), as
// 16-bit values indexed by the byte (hosts are little-endian: the first digit is the low byte).
constexpr std::array<uint16_t, 256> kHexPairs = [] {
  std::array<uint16_t, 256> t{};
  for (int b = 0; b < 256; ++b) t[size_t(b)] = uint16_t("0123456789ABCDEF"[b >> 4] | "0123456789ABCDEF"[b & 15] << 8);
  return t;
}();

inline void hexPair(char* p, uint8_t b) { std::memcpy(p, &kHexPairs[b], 2); }

// The 8 upper-case hex digits of a dword.
inline void hexPairs(char* p, uint32_t w) {
  hexPair(p, uint8_t(w >> 24));
  hexPair(p + 2, uint8_t(w >> 16));
  hexPair(p + 4, uint8_t(w >> 8));
  hexPair(p + 6, uint8_t(w));
}

// Bit sets by dword, from byte 0 of the code: units and branch targets start on dword boundaries
// (instructions are whole dwords; only a trailing partial dword is not, and nothing branches there).
class DwordBits {
 public:
  explicit DwordBits(size_t bytes) : words_(bytes / 256 + 2) {}
  void set(size_t offset) {
    if (offset % 4 == 0 && offset / 256 < words_.size()) words_[offset / 256] |= uint64_t(1) << (offset / 4 % 64);
  }
  bool test(size_t offset) const {
    return offset % 4 == 0 && offset / 256 < words_.size() && (words_[offset / 256] >> (offset / 4 % 64) & 1);
  }
  uint64_t& at(size_t i) { return words_[i]; }
  uint64_t word(size_t i) const { return i < words_.size() ? words_[i] : 0; }
  size_t words() const { return words_.size(); }

 private:
  std::vector<uint64_t> words_;
};

// The listing lines of a run of units within one chunk's range: a worker's sweep of the chunk, or the units
// before it that the stitching swept itself.
struct Lines {
  struct Branch {
    size_t offset, target;  // printed with the target's label
    uint32_t begin, end;    // its line in `text`
  };
  size_t base = 0;                  // the chunk's first byte; lineAt and starts count dwords from it
  size_t first = 0, reached = 0;    // the units cover [first, reached)
  TextBuf text;
  std::vector<uint32_t> lineAt = std::vector<uint32_t>(kDwords);   // where the unit at dword i's line starts
  std::vector<uint64_t> starts = std::vector<uint64_t>(kDwords / 64 + 1);  // units at dword i
  std::vector<Branch> branches;
  Instruction inst;

  Lines() { text.reserve(kChunkText); }  // a chunk's listing, so that it is not copied as it grows
  void reset(size_t chunkBase, size_t from) {
    base = chunkBase;
    first = reached = from;
    text.clear();
    std::fill(starts.begin(), starts.end(), 0);
    branches.clear();
  }
  bool startsAt(size_t offset) const {
    const size_t d = (offset - base) / 4;
    return offset >= base && d < kDwords && offset % 4 == 0 && (starts[d / 64] >> (d % 64) & 1);
  }
  // Formats the unit at `reached` and moves past it.
  void add(std::span<const uint8_t> code, const Target& t) {
    const size_t at = reached, d = (at - base) / 4;
    lineAt[d] = uint32_t(text.size());
    starts[d / 64] |= uint64_t(1) << (d % 64);
    BranchLabels labels{at, code.size(), -1};
    const uint32_t begin = uint32_t(text.size());
    reached += appendLine(text, code, at, t, inst, &labels);
    if (labels.target >= 0) branches.push_back({at, size_t(labels.target), begin, uint32_t(text.size())});
  }

  // One listing line; returns the unit's size. `labels` null: a branch prints its offset. Inlined into add,
  // the per-unit loop (no call frame per unit).
  [[gnu::always_inline]] static size_t appendLine(TextBuf& text, std::span<const uint8_t> code, size_t at, const Target& t,
                           Instruction& inst, BranchLabels* labels) {
    const size_t mark = text.size();
    text += '\t';
    const size_t n = decodeAndPrint(code.subspan(at), t, inst, text, labels);
    if (n != 0) {
      appendValidTail(text, mark + 1, code.data() + at, n, at);
      return n;
    }
    return appendInvalidLine(text, mark, code, at);
  }

  // The rest of a decoded unit's line, in one piece: padding to 40 columns (the printer writes only ASCII:
  // table names, digits, punctuation), "// " + the offset in 12 or more hex digits + ':' + " XXXXXXXX" per
  // dword (a decoded unit is whole dwords within the code), newline.
  static void appendValidTail(TextBuf& text, size_t from, const uint8_t* bytes, size_t n, uint64_t address) {
    const size_t printed = text.size() - from, spaces = printed < 40 ? 40 - printed : 0;
    int addrDigits = 12;
    while (addrDigits < 16 && (address >> (4 * addrDigits))) ++addrDigits;
    const size_t words = n / 4;
    // 40 spaces stored at once (a fixed-size copy, no memset call), the comment written over the excess.
    char* p = text.room(40 + 4 + size_t(addrDigits) + 9 * words + 1);
    char* const start = p;
    std::memcpy(p, "                                        ", 40);
    p += spaces;
    p[0] = '/', p[1] = '/', p[2] = ' ';
    p += 3;
    if (addrDigits == 12 && address >> 32 == 0) {  // the digits above the low 8 of any code under 4 GiB
      std::memcpy(p, "0000", 4);
    } else {
      const uint64_t digits = hexDigitsUpper(uint32_t(address >> 32));
      std::memcpy(p, reinterpret_cast<const char*>(&digits) + 16 - addrDigits, size_t(addrDigits - 8));
    }
    p += addrDigits - 8;
    hexPairs(p, uint32_t(address));
    p += 8;
    *p++ = ':';
    for (size_t i = 0; i < words; ++i, p += 9) {
      p[0] = ' ';
      // The dword's bytes are little-endian: its first digits are those of its last byte.
      const uint8_t* b = bytes + 4 * i;
      hexPair(p + 1, b[3]);
      hexPair(p + 3, b[2]);
      hexPair(p + 5, b[1]);
      hexPair(p + 7, b[0]);
    }
    *p++ = '\n';
    text.commit(size_t(p - start));
  }

  // A unit that does not decode: .long or .byte padded to 40 columns, with its comment.
  static size_t appendInvalidLine(TextBuf& text, size_t mark, std::span<const uint8_t> code, size_t at) {
    const size_t n = std::min<size_t>(4, code.size() - at);
    if (n == 4) {
      text += ".long 0x";
      appendHexPadded(text, loadWord(code, at, 4), 8);
    } else {
      text += ".byte ";
      for (size_t i = 0; i < n; ++i) {
        if (i) text += ", ";
        appendByteHex(text, code[at + i]);
      }
    }
    const size_t printed = text.size() - (mark + 1);
    if (printed < 40) text.append(40 - printed, ' ');
    appendEncodingComment(text, at, n, code, at);
    text += " (invalid instruction encoding)\n";
    return n;
  }
};

class Listing {
 public:
  Listing(std::span<const uint8_t> code, const Target& t, const ListingSink& sink, int workers)
      : code_(code), t_(t), sink_(sink), chunks_((code.size() + kChunkBytes - 1) / kChunkBytes),
        slots_(kReach / kChunkBytes + 2 + size_t(workers) + 2), pre_(slots_.size()), segs_(slots_.size()),
        starts_(code.size()), labels_(code.size()),
        pipeline_(chunks_, workers, slots_.size(), [this](size_t k) { sweepChunk(k); }) {}

  void run() {
    size_t pos = 0, written = 0;
    for (size_t k = 0; k < chunks_; ++k) {
      pipeline_.await(k);
      stitch(k, pos);
      // A chunk is final once the stitching is a branch's reach past it.
      while (written <= k && segs_[written % slots_.size()].end + kReach <= pos) write(written++);
      pipeline_.consumedBefore(written);
    }
    while (written < chunks_) write(written++);
  }

 private:
  // Where chunk k's true units are: pre_ [pre.first, sync), then the chunk's own sweep [sync, main.reached).
  struct Seg {
    size_t sync = 0, end = 0;  // end: where the stitching was after the chunk
    bool main = false;         // the chunk's own sweep takes part
  };

  void sweepChunk(size_t k) {
    Lines& f = slots_[k % slots_.size()];
    const size_t base = k * kChunkBytes, end = std::min(code_.size(), base + kChunkBytes);
    f.reset(base, base);
    while (f.reached < end) f.add(code_, t_);
  }

  void stitch(size_t k, size_t& pos) {
    Lines& f = slots_[k % slots_.size()];
    Lines& p = pre_[k % slots_.size()];
    Seg& s = segs_[k % slots_.size()];
    p.reset(f.base, pos);
    s = Seg{};
    if (pos < f.reached) {
      while (pos < f.reached && !f.startsAt(pos)) {  // not in step with the chunk's sweep yet: sweep here
        p.add(code_, t_);
        pos = p.reached;
      }
      s.main = pos < f.reached;
    }
    s.sync = pos;
    if (s.main) pos = f.reached;
    s.end = pos;
    // The true units' starts, then their branches' labels where the targets are known.
    const size_t w0 = f.base / 256;
    for (size_t i = 0; i < p.starts.size() && w0 + i < starts_.words(); ++i) starts_.at(w0 + i) |= p.starts[i];
    if (s.main) {
      const size_t d = (s.sync - f.base) / 4;
      for (size_t i = d / 64; i < f.starts.size() && w0 + i < starts_.words(); ++i)
        starts_.at(w0 + i) |= i == d / 64 ? f.starts[i] & (~uint64_t(0) << (d % 64)) : f.starts[i];
    }
    auto branch = [&](const Lines::Branch& b) {
      if (b.target < pos) label(b.target);
      else forward_.push_back(b.target);
    };
    for (const Lines::Branch& b : p.branches) branch(b);
    if (s.main)
      for (auto it = firstBranchFrom(f, s.sync); it != f.branches.end(); ++it) branch(*it);
    std::erase_if(forward_, [&](size_t target) {
      if (target >= pos) return false;
      label(target);
      return true;
    });
  }

  static std::vector<Lines::Branch>::const_iterator firstBranchFrom(const Lines& l, size_t offset) {
    return std::lower_bound(l.branches.begin(), l.branches.end(), offset,
                            [](const Lines::Branch& b, size_t o) { return b.offset < o; });
  }

  void label(size_t target) {
    if (starts_.test(target)) labels_.set(target);
  }

  // Hands chunk j's lines to the sink, with the label lines and the lines of branches whose target turned
  // out to be no unit start (written again with the offset).
  void write(size_t j) {
    const Seg& s = segs_[j % slots_.size()];
    const Lines& p = pre_[j % slots_.size()];
    const Lines& f = slots_[j % slots_.size()];
    side_.clear();
    refs_.clear();
    pieces(p, p.first, s.sync, p.text.size());
    if (s.main) pieces(f, s.sync, f.reached, f.text.size());
    views_.clear();
    for (const Ref& r : refs_) views_.push_back((r.from ? r.from->text.view() : side_.view()).substr(r.begin, r.end - r.begin));
    if (!views_.empty()) sink_(views_);
  }

  // The units of `l` in [from, to), whose lines end at `textEnd`.
  void pieces(const Lines& l, size_t from, size_t to, size_t textEnd) {
    if (from >= to) return;
    size_t cur = l.lineAt[(from - l.base) / 4];
    auto fix = firstBranchFrom(l, from);
    auto text = [&](size_t upTo) {  // l.text [cur, upTo), with the branch lines that need their offset
      for (; fix != l.branches.end() && fix->begin < upTo && fix->offset < to; ++fix) {
        if (starts_.test(fix->target)) continue;
        push(&l, cur, fix->begin);
        const size_t b = side_.size();
        Lines::appendLine(side_, code_, fix->offset, t_, inst_, nullptr);
        push(nullptr, b, side_.size());
        cur = fix->end;
      }
      push(&l, cur, upTo);
      cur = upTo;
    };
    // Label lines: the labelled offsets in [from, to), a word of the bit set at a time.
    for (size_t w = from / 256; w * 256 < to; ++w) {
      uint64_t bits = labels_.word(w);
      while (bits) {
        const size_t offset = w * 256 + size_t(__builtin_ctzll(bits)) * 4;
        bits &= bits - 1;
        if (offset < from || offset >= to) continue;
        text(l.lineAt[(offset - l.base) / 4]);
        const size_t b = side_.size();
        side_ += "L_";
        appendHexPadded<true>(side_, offset, 6);
        side_ += ":\n";
        push(nullptr, b, side_.size());
      }
    }
    text(textEnd);
  }

  struct Ref {
    const Lines* from;  // nullptr: side_
    size_t begin, end;
  };
  void push(const Lines* from, size_t begin, size_t end) {
    if (end > begin) refs_.push_back({from, begin, end});
  }

  std::span<const uint8_t> code_;
  const Target& t_;
  const ListingSink& sink_;
  const size_t chunks_;
  std::vector<Lines> slots_, pre_;  // chunk k in slot k % size
  std::vector<Seg> segs_;
  DwordBits starts_, labels_;
  std::vector<size_t> forward_;  // targets of branches ahead of the stitching
  TextBuf side_;
  std::vector<Ref> refs_;
  std::vector<std::string_view> views_;
  Instruction inst_;
  ChunkPipeline pipeline_;  // last: its workers use the members above
};

}  // namespace

void disassembleListingPieces(std::span<const uint8_t> bytes, const Target& t, const ListingSink& sink,
                              int threads) {
  Listing(bytes, t, sink, workerThreadsFor(bytes.size(), kMinParallelBytes, threads)).run();
}

void disassembleListing(std::span<const uint8_t> bytes, const Target& t,
                        const std::function<void(std::string_view)>& sink, int threads) {
  disassembleListingPieces(
      bytes, t,
      [&](std::span<const std::string_view> pieces) {
        for (std::string_view piece : pieces) sink(piece);
      },
      threads);
}

std::string disassembleListing(std::span<const uint8_t> bytes, const Target& t) {
  std::string out;
  disassembleListing(bytes, t, [&](std::string_view piece) { out += piece; });
  return out;
}

}  // namespace gcnkit
