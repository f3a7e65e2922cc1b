#include "emu/memory.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <new>

namespace gcnkit::emu {

namespace {
constexpr uint64_t kGuard = 0x10000;            // unmapped bytes after every allocate()d buffer
constexpr uint64_t kMaxAllocation = 1ull << 36;  // 64 GiB: larger requests are refused, not attempted

std::atomic<uint64_t> nextVersion{1};
struct LookupCache {
  uint64_t version = 0;
  const void* allocation = nullptr;
};
thread_local LookupCache lookup;
}  // namespace

GuestMemory::GuestMemory() : version_(nextVersion.fetch_add(1)) {}
GuestMemory::~GuestMemory() = default;

void GuestMemory::changed() { version_.store(nextVersion.fetch_add(1), std::memory_order_release); }

const GuestMemory::Allocation* GuestMemory::find(uint64_t address, uint64_t size) const {
  auto inside = [&](const Allocation* a) {
    const uint64_t n = a->size;
    return address >= a->base && address - a->base <= n && size <= n - (address - a->base);
  };
  const uint64_t version = version_.load(std::memory_order_acquire);
  if (lookup.version == version) {
    const auto* last = static_cast<const Allocation*>(lookup.allocation);
    if (inside(last)) return last;
  }
  auto it = allocs_.upper_bound(address);
  if (it == allocs_.begin()) return nullptr;
  --it;
  if (!inside(&it->second)) return nullptr;
  lookup = {version, &it->second};
  return &it->second;
}

uint64_t GuestMemory::allocate(uint64_t size, uint64_t alignment) {
  std::lock_guard lock(change_);
  if (size == 0 || size > kMaxAllocation) return 0;
  if (alignment < 4 || (alignment & (alignment - 1))) alignment = 256;
  uint64_t base = (next_ + alignment - 1) & ~(alignment - 1);
  // Skip past any fixed mapping that would overlap.
  for (;;) {
    auto it = allocs_.lower_bound(base);
    bool clash = false;
    if (it != allocs_.end() && it->first < base + size + kGuard) clash = true;
    if (it != allocs_.begin()) {
      auto prev = std::prev(it);
      if (prev->first + prev->second.size + kGuard > base) clash = true;
    }
    if (!clash) break;
    uint64_t after = 0;
    if (it != allocs_.end() && it->first < base + size + kGuard) after = it->first + it->second.size;
    if (it != allocs_.begin()) {
      auto prev = std::prev(it);
      after = std::max(after, prev->first + prev->second.size);
    }
    base = (after + kGuard + alignment - 1) & ~(alignment - 1);
  }
  Allocation a;
  a.base = base;
  try {  // the host may refuse what the guest asks for: that is a failed allocation, not an abort
    a.owned.assign(size_t(size), 0);
  } catch (const std::bad_alloc&) {
    return 0;
  }
  insert(std::move(a));
  next_ = base + size + kGuard;
  return base;
}

void GuestMemory::insert(Allocation a) {
  const uint64_t base = a.base;
  auto [it, _] = allocs_.emplace(base, std::move(a));
  Allocation& in = it->second;
  if (!in.owned.empty()) in.data = in.owned.data(), in.size = in.owned.size();
  changed();
}

bool GuestMemory::overlaps(uint64_t address, uint64_t size) const {
  auto it = allocs_.lower_bound(address);
  if (it != allocs_.end() && it->first < address + size) return true;
  if (it != allocs_.begin()) {
    auto prev = std::prev(it);
    if (prev->first + prev->second.size > address) return true;
  }
  return false;
}

bool GuestMemory::mapHost(void* host, uint64_t size) {
  std::lock_guard lock(change_);
  const auto address = reinterpret_cast<uint64_t>(host);
  if (!host || size == 0 || size > kMaxAllocation || address + size < address || overlaps(address, size)) return false;
  Allocation a;
  a.base = address;
  a.size = size;
  a.data = static_cast<uint8_t*>(host);
  insert(std::move(a));
  return true;
}

bool GuestMemory::map(uint64_t address, uint64_t size) {
  std::lock_guard lock(change_);
  if (size == 0 || size > kMaxAllocation || address + size < address || overlaps(address, size)) return false;
  Allocation a;
  a.base = address;
  try {
    a.owned.assign(size_t(size), 0);
  } catch (const std::bad_alloc&) {
    return false;
  }
  insert(std::move(a));
  return true;
}

bool GuestMemory::release(uint64_t address) {
  std::lock_guard lock(change_);
  changed();
  return allocs_.erase(address) != 0;
}

void GuestMemory::clear() {
  std::lock_guard lock(change_);
  allocs_.clear();
  changed();
  next_ = 0x100000000ull;
}

const uint8_t* GuestMemory::span(uint64_t address, uint64_t size) const {
  const Allocation* a = find(address, size);
  return a ? a->data + (address - a->base) : nullptr;
}

uint8_t* GuestMemory::span(uint64_t address, uint64_t size) {
  const Allocation* a = find(address, size);
  return a ? a->data + (address - a->base) : nullptr;
}

std::vector<GuestMemory::Extent> GuestMemory::extents() {
  std::lock_guard lock(change_);
  std::vector<Extent> out;
  out.reserve(allocs_.size());
  for (auto& [base, a] : allocs_) out.push_back({base, a.size, a.data, a.label});
  return out;
}

bool GuestMemory::setLabel(uint64_t base, std::string label) {
  std::lock_guard lock(change_);
  auto it = allocs_.find(base);
  if (it == allocs_.end()) return false;
  it->second.label = std::move(label);
  return true;
}

std::optional<GuestMemory::Nearest> GuestMemory::nearest(uint64_t address) const {
  if (allocs_.empty()) return std::nullopt;
  auto after = allocs_.upper_bound(address);
  const Allocation* best = nullptr;
  uint64_t bestDistance = ~0ull;
  if (after != allocs_.end()) {
    best = &after->second;
    bestDistance = after->first - address;
  }
  if (after != allocs_.begin()) {
    const Allocation& below = std::prev(after)->second;
    const uint64_t end = below.base + below.size;
    const uint64_t distance = address < end ? 0 : address - end + 1;
    if (distance <= bestDistance) best = &below;
  }
  return Nearest{best->base, best->size, best->label};
}

bool GuestMemory::read(uint64_t address, void* out, uint64_t size) const {
  const uint8_t* p = span(address, size);
  if (!p) return false;
  if (size) std::memcpy(out, p, size_t(size));
  return true;
}

bool GuestMemory::write(uint64_t address, const void* in, uint64_t size) {
  uint8_t* p = span(address, size);
  if (!p) return false;
  if (size) std::memcpy(p, in, size_t(size));
  return true;
}

}  // namespace gcnkit::emu
