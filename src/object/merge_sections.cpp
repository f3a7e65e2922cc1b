#include "object/merge_sections.h"

#include <xxhash.h>

#include <algorithm>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>

namespace gcnkit {

namespace {

constexpr size_t kShards = 32;  // lld's MergeNoTailSection::numShards

uint64_t alignUp(uint64_t v, uint64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

struct Piece {
  uint64_t in, end;  // [in, end) in the input: the piece and what follows it up to the next one
  uint32_t hash;     // lld's 31-bit piece hash
};

// One shard: its distinct pieces in order of first appearance, each at the alignment (a RAW string table).
struct Shard {
  std::unordered_map<std::string_view, uint64_t> offsetOf;
  std::vector<std::pair<std::string_view, uint64_t>> inOrder;
  uint64_t size = 0;
  uint64_t add(std::string_view bytes, uint64_t align) {
    auto [it, fresh] = offsetOf.emplace(bytes, 0);
    if (fresh) {
      it->second = alignUp(size, align);
      size = it->second + bytes.size();
      inOrder.emplace_back(bytes, it->second);
    }
    return it->second;
  }
};

Expected<std::vector<Piece>> split(const MergeInput& in) {
  std::vector<Piece> out;
  const uint64_t n = in.data.size(), e = std::max<uint64_t>(in.entsize, 1);
  if (n % e) return fail(fmt::format("a mergeable section's size {} is not a multiple of its entry size {}", n, e));
  auto hashOf = [&](uint64_t at, uint64_t len) { return uint32_t(XXH3_64bits(in.data.data() + at, len)) >> 1; };
  if (!in.strings) {
    for (uint64_t at = 0; at < n; at += e) out.push_back({at, at + e, hashOf(at, e)});
    return out;
  }
  if (n == 0) return out;
  auto zeroEntry = [&](uint64_t at) {
    return std::all_of(in.data.begin() + ptrdiff_t(at), in.data.begin() + ptrdiff_t(at + e), [](uint8_t b) { return b == 0; });
  };
  if (!zeroEntry(n - e)) return fail("a mergeable string section's last string is not terminated");
  for (uint64_t at = 0; at < n;) {
    uint64_t end = at;
    while (!zeroEntry(end)) end += e;
    out.push_back({at, end + e, hashOf(at, end - at)});
    at = end + e;
  }
  return out;
}

}  // namespace

uint64_t MergedSection::outputOffset(size_t input, uint64_t offset) const {
  const auto& list = pieces[input];
  auto it = std::upper_bound(list.begin(), list.end(), offset,
                             [](uint64_t o, const std::pair<uint64_t, uint64_t>& p) { return o < p.first; });
  if (it == list.begin()) return offset;
  --it;
  return it->second + (offset - it->first);
}

Expected<MergedSection> mergeSections(std::span<const MergeInput> inputs, uint64_t align, uint64_t maxBytes) {
  align = std::max<uint64_t>(align, 1);
  if (align > maxBytes) return fail(fmt::format("alignment {} is beyond the {} bytes a merged section may hold", align, maxBytes));
  std::vector<Shard> shards(kShards);
  std::vector<std::vector<std::pair<Piece, uint64_t>>> placed(inputs.size());  // piece, offset in its shard
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto pieces = split(inputs[i]);
    if (!pieces) return fail(pieces.error());
    const std::string_view bytes(reinterpret_cast<const char*>(inputs[i].data.data()), inputs[i].data.size());
    for (const Piece& p : *pieces) {
      Shard& s = shards[p.hash >> 26];  // the top 5 bits of the 31-bit hash
      placed[i].push_back({p, s.add(bytes.substr(p.in, p.end - p.in), align)});
    }
  }
  std::vector<uint64_t> shardOffset(kShards);
  uint64_t size = 0;
  for (size_t s = 0; s < kShards; ++s) {
    size = alignUp(size, align);
    shardOffset[s] = size;
    size += shards[s].size;
    // Every shard starts at the alignment, so a large one multiplies a small input (checked before allocating).
    if (size > maxBytes)
      return fail(fmt::format("the merged pieces at alignment {} exceed the {} bytes a merged section may hold", align, maxBytes));
  }
  MergedSection out;
  out.data.assign(size, 0);
  for (size_t s = 0; s < kShards; ++s)
    for (const auto& [bytes, at] : shards[s].inOrder)
      std::copy(bytes.begin(), bytes.end(), out.data.begin() + ptrdiff_t(shardOffset[s] + at));
  out.pieces.resize(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i)
    for (const auto& [p, at] : placed[i]) out.pieces[i].push_back({p.in, shardOffset[p.hash >> 26] + at});
  return out;
}

}  // namespace gcnkit
