// The assembler's symbols: names to entries, in order of first appearance.
//
// A label-dense program (compiler output with a label every ten lines) defines a hundred thousand labels per
// million lines and refers to them from as many branches, so this is a hot path. An open-addressed table of
// (hash, index) pairs keeps a lookup to one probe of a flat array and one name compare in a compact arena
// (a node-based map cost a cache miss per node, and compared names against the source text, which may then
// be released). Entries never move (a deque), so references stay valid while others are added, and they are
// numbered in order of first appearance, which is the order of the symbol table: no sorting at the end.
#pragma once
#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <string_view>
#include <vector>

namespace gcnkit::asmimpl {

struct SymbolEntry {
  std::string_view name;  // a copy owned by the table (in `inlineName` when it fits)
  int section = -1;       // -1 undefined, -2 absolute
  uint64_t value = 0;     // section offset, or the absolute value
  bool defined = false;
  uint8_t bind = 0, type = 0, visibility = 0;
  bool bindSet = false;
  bool sectionSymbol = false;  // the begin symbol of section `section` (named after it, STT_SECTION)
  bool usedInReloc = false;    // a relocation names it: written to the symbol table even if temporary
  int32_t tree = -1;           // set to an expression not known yet: its index in the assembler's trees
  uint64_t size = 0;
  // Short names (L1234, .LBB0_12) live in the entry itself: comparing a name then touches no other memory.
  char inlineName[16];
};

class SymbolTable {
 public:
  static constexpr uint32_t kNone = ~uint32_t(0);

  // The entry of `name`, or nullptr.
  SymbolEntry* find(std::string_view name) {
    const uint32_t i = indexOf(name);
    return i == kNone ? nullptr : &entries_[i];
  }
  const SymbolEntry* find(std::string_view name) const { return const_cast<SymbolTable*>(this)->find(name); }
  bool contains(std::string_view name) const { return indexOf(name) != kNone; }

  // The index of `name`'s entry, which is created (undefined) if it does not exist.
  uint32_t add(std::string_view name) {
    if (entries_.size() * 4 >= slots_.size() * 3) grow();
    const uint64_t h = hash(name);
    for (size_t m = slots_.size() - 1, i = size_t(h) & m;; i = (i + 1) & m) {
      Slot& s = slots_[i];
      if (s.index == kNone) {
        s = {uint32_t(h >> 32), uint32_t(entries_.size())};
        SymbolEntry& e = entries_.emplace_back();
        e.name = name.size() <= sizeof e.inlineName ? copyInto(e.inlineName, name) : copy(name);
        return s.index;
      }
      if (s.tag == uint32_t(h >> 32) && entries_[s.index].name == name) return s.index;
    }
  }
  SymbolEntry& operator[](std::string_view name) { return entries_[add(name)]; }

  SymbolEntry& at(uint32_t index) { return entries_[index]; }
  size_t size() const { return entries_.size(); }
  // In order of first appearance.
  const std::deque<SymbolEntry>& entries() const { return entries_; }

 private:
  struct Slot {
    uint32_t tag = 0;         // the hash's high half: most mismatches never touch the name
    uint32_t index = kNone;   // into entries_
  };

  static uint64_t hash(std::string_view s) {
    // 8 bytes at a time (names are short: L1234, .Ltmp5, kernel.kd), then a final mix.
    uint64_t h = 0x9e3779b97f4a7c15ull ^ s.size();
    size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
      uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
    uint64_t tail = 0;
    std::memcpy(&tail, s.data() + i, s.size() - i);
    h = (h ^ tail) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
    h *= 0xff51afd7ed558ccdull;
    return h ^ (h >> 32);
  }

  uint32_t indexOf(std::string_view name) const {
    if (slots_.empty()) return kNone;
    const uint64_t h = hash(name);
    for (size_t m = slots_.size() - 1, i = size_t(h) & m;; i = (i + 1) & m) {
      const Slot& s = slots_[i];
      if (s.index == kNone) return kNone;
      if (s.tag == uint32_t(h >> 32) && entries_[s.index].name == name) return s.index;
    }
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
    for (const Slot& o : old) {
      if (o.index == kNone) continue;
      const uint64_t h = hash(entries_[o.index].name);
      size_t m = slots_.size() - 1, i = size_t(h) & m;
      while (slots_[i].index != kNone) i = (i + 1) & m;
      slots_[i] = o;
    }
  }

  // Names are copied into blocks that never move.
  std::string_view copy(std::string_view name) {
    if (name.size() > kBlock / 4) {  // a long name gets a block of its own
      big_.push_back(std::make_unique<char[]>(name.size()));
      return copyInto(big_.back().get(), name);
    }
    if (blocks_.empty() || used_ + name.size() > kBlock) {
      blocks_.push_back(std::make_unique<char[]>(kBlock));
      used_ = 0;
    }
    char* at = blocks_.back().get() + used_;
    used_ += name.size();
    return copyInto(at, name);
  }
  static std::string_view copyInto(char* at, std::string_view name) {
    if (!name.empty()) std::memcpy(at, name.data(), name.size());
    return {at, name.size()};
  }

  static constexpr size_t kBlock = 64 * 1024;
  std::vector<Slot> slots_;
  std::deque<SymbolEntry> entries_;
  std::vector<std::unique_ptr<char[]>> blocks_, big_;
  size_t used_ = 0;
};

}  // namespace gcnkit::asmimpl
