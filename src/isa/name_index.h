// Looking names up: mnemonics, register names, modifier words. The parser looks up a few names on every
// line, so this is a hash table built once (open addressing, a hash tag per slot so that a probe compares
// the name itself only on a likely hit) rather than a scan of string comparisons.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

namespace gcnkit {

// Bytes are gathered 8 at a time and mixed once per 8 (one multiply per word, not per byte); the parser
// feeds the mnemonic through it while it lowers the letters.
class NameHasher {
 public:
  void add(char c) {
    word_ |= uint64_t(uint8_t(c)) << (8 * (count_ & 7));
    if ((++count_ & 7) == 0) flush();
  }
  uint64_t value() {
    if (count_ & 7) flush();
    uint64_t h = h_ ^ count_;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 32);
  }

 private:
  void flush() {
    h_ = (h_ ^ word_) * 0x9e3779b97f4a7c15ull;
    h_ ^= h_ >> 31;
    word_ = 0;
  }
  uint64_t h_ = 0x243f6a8885a308d3ull, word_ = 0;
  uint64_t count_ = 0;
};

inline uint64_t nameHash(std::string_view name) {
  NameHasher h;
  for (char c : name) h.add(c);
  return h.value();
}

// Equality of two names, inline: names are short, and a libc memcmp call costs more than the comparison.
inline bool sameName(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  const char *p = a.data(), *q = b.data();
  size_t i = 0;
  for (; i + 8 <= a.size(); i += 8) {
    uint64_t x, y;
    std::memcpy(&x, p + i, 8);
    std::memcpy(&y, q + i, 8);
    if (x != y) return false;
  }
  for (; i < a.size(); ++i)
    if (p[i] != q[i]) return false;
  return true;
}

// Names to values of type V, one value per name. The names must outlive the index (string literals or
// table text).
template <typename V>
class NameIndex {
 public:
  NameIndex() = default;
  NameIndex(std::initializer_list<std::pair<std::string_view, V>> entries) {
    reserve(entries.size());
    for (const auto& [name, value] : entries) add(name, value);
  }
  void reserve(size_t n) {
    size_t size = 16;
    while (size < 2 * n) size *= 2;
    slots_.assign(size, Slot{});
    entries_.reserve(n);
  }
  // Adds a name (a name added again keeps its first value).
  void add(std::string_view name, V value) {
    if (2 * (entries_.size() + 1) > slots_.size()) grow();
    const uint64_t h = nameHash(name);
    size_t i = probe(name, h);
    if (slots_[i].entry) return;
    entries_.push_back({name, value});
    slots_[i] = {uint32_t(h >> 32), uint32_t(entries_.size())};
  }
  const V* find(std::string_view name) const { return find(name, nameHash(name)); }
  const V* find(std::string_view name, uint64_t h) const {
    if (slots_.empty()) return nullptr;
    const Slot s = slots_[probe(name, h)];
    return s.entry ? &entries_[s.entry - 1].value : nullptr;
  }

 private:
  struct Slot {
    uint32_t tag = 0;
    uint32_t entry = 0;  // index into entries_ + 1; 0 = empty
  };
  struct Entry {
    std::string_view name;
    V value;
  };
  // The slot holding `name`, or the empty slot where it would go.
  size_t probe(std::string_view name, uint64_t h) const {
    const uint32_t tag = uint32_t(h >> 32);
    for (size_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot s = slots_[i];
      if (!s.entry || (s.tag == tag && sameName(entries_[s.entry - 1].name, name))) return i;
    }
  }
  void grow() {
    std::vector<Entry> old = std::move(entries_);
    reserve(old.size() * 2 + 8);
    for (const Entry& e : old) add(e.name, e.value);
  }
  std::vector<Slot> slots_;
  std::vector<Entry> entries_;
};

}  // namespace gcnkit
