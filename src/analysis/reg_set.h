// The registers a static check reasons about, as one bit set: the scalar operand codes 0..127 (SGPRs, VCC, TTMPs,
// M0, EXEC, ...), the VGPRs, the AGPRs, and one slot for the LDS (what an LDS-DMA load writes and a DS
// instruction touches).
#pragma once
#include <array>
#include <bit>
#include <cstdint>

namespace gcnkit::analysis {

inline constexpr unsigned kScalarSlots = 128;
inline constexpr unsigned kVgprSlot = 128;       // VGPR n is slot kVgprSlot + n
inline constexpr unsigned kAgprSlot = 128 + 256; // AGPR n is slot kAgprSlot + n
inline constexpr unsigned kLdsSlot = 128 + 512;
inline constexpr unsigned kSlotCount = kLdsSlot + 1;

class RegSet {
 public:
  void add(unsigned slot) {
    if (slot < kSlotCount) w_[slot >> 6] |= 1ull << (slot & 63);
  }
  void add(unsigned first, unsigned count) {
    for (unsigned s = first; s < first + count; ++s) add(s);
  }
  void addScalar(unsigned code, unsigned dwords) {
    for (unsigned c = code; c < code + dwords && c < kScalarSlots; ++c) add(c);
  }
  void addVgpr(unsigned reg, unsigned dwords) {
    for (unsigned r = reg; r < reg + dwords && r < 256; ++r) add(kVgprSlot + r);
  }
  void addAgpr(unsigned reg, unsigned dwords) {
    for (unsigned r = reg; r < reg + dwords && r < 256; ++r) add(kAgprSlot + r);
  }
  void remove(const RegSet& o) {
    for (size_t i = 0; i < w_.size(); ++i) w_[i] &= ~o.w_[i];
  }
  bool test(unsigned slot) const { return slot < kSlotCount && (w_[slot >> 6] >> (slot & 63) & 1); }
  bool any() const {
    for (uint64_t x : w_)
      if (x) return true;
    return false;
  }
  bool intersects(const RegSet& o) const {
    for (size_t i = 0; i < w_.size(); ++i)
      if (w_[i] & o.w_[i]) return true;
    return false;
  }
  RegSet operator&(const RegSet& o) const {
    RegSet r;
    for (size_t i = 0; i < w_.size(); ++i) r.w_[i] = w_[i] & o.w_[i];
    return r;
  }
  RegSet& operator|=(const RegSet& o) {
    for (size_t i = 0; i < w_.size(); ++i) w_[i] |= o.w_[i];
    return *this;
  }
  bool operator==(const RegSet&) const = default;
  // The lowest slot in the set, or -1.
  int first() const {
    for (size_t i = 0; i < w_.size(); ++i)
      if (w_[i]) return int(i * 64 + unsigned(std::countr_zero(w_[i])));
    return -1;
  }
  // Calls f(slot) for every slot in the set, in increasing order.
  template <class F>
  void forEach(F&& f) const {
    for (size_t i = 0; i < w_.size(); ++i)
      for (uint64_t x = w_[i]; x; x &= x - 1) f(unsigned(i * 64 + unsigned(std::countr_zero(x))));
  }

 private:
  std::array<uint64_t, (kSlotCount + 63) / 64> w_{};
};

}  // namespace gcnkit::analysis
