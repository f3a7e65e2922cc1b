// Mergeable (SHF_MERGE) input sections as ld.lld 22 combines them into one output section: each input is split
// into pieces (NUL-terminated strings for SHF_STRINGS, else entries of its entry size), identical pieces are
// kept once, and the pieces are laid out by shard, as lld's MergeNoTailSection does (32 shards chosen by the
// top bits of the piece's XXH3 hash, each shard's pieces in order of first appearance, every shard and piece at
// the section's alignment). The layout decides where each string lands in the linked object, so it follows lld.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "object/expected.h"

namespace gcnkit {

struct MergeInput {
  std::span<const uint8_t> data;
  uint64_t entsize = 1;
  bool strings = true;
};

struct MergedSection {
  std::vector<uint8_t> data;
  // Per input, its pieces as (input offset, output offset), by input offset.
  std::vector<std::vector<std::pair<uint64_t, uint64_t>>> pieces;
  // Where byte `offset` of input `input` is in `data` (inside a piece: the piece's place plus the distance).
  uint64_t outputOffset(size_t input, uint64_t offset) const;
};

// Fails, before allocating, where the merged section would exceed `maxBytes`.
Expected<MergedSection> mergeSections(std::span<const MergeInput> inputs, uint64_t align, uint64_t maxBytes);

}  // namespace gcnkit
