// The scalar cache model of the stale-scalar-cache check. Internal to src/emu.
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "emu/workgroup_queue.h"

namespace gcnkit::emu {

// Which scalar-cache lines each cache domain (a workgroup: its waves share a CU's scalar cache) filled
// since its last invalidate, and which dwords of them were written behind that cache's back since (by scalar
// atomics, which go to L2 directly, or by stores of other domains / other agents): a load is stale when it reads
// such a dword. One model per workgroup run; what spans workgroups is folded by WorkgroupQueue from firstLoads()
// and writtenLines().
class ScalarCacheModel {
 public:
  static constexpr uint64_t kLine = 64;
  void reset() {
    filled_.clear();
    writes_.clear();
    firstLoads_.clear();
    loadedOnce_.clear();
    seq_ = 0;
  }
  // A load of [address, address + bytes) in domain `d` by instruction `inst` of wave `wave`; returns the first
  // stale line address, or ~0.
  uint64_t load(uint32_t d, uint64_t address, uint64_t bytes, uint32_t inst, uint32_t wave);
  std::vector<ScalarLineLoad> firstLoads() const { return firstLoads_; }
  std::vector<ScalarLineWrite> writtenLines() const;  // sorted by line
  void storeThrough(uint32_t d, uint64_t address, uint64_t bytes);  // a scalar store of domain d
  void writeBehind(uint64_t address, uint64_t bytes);               // atomics, vector stores, other agents
  void invalidate(uint32_t d) { filled_[d].clear(); }
  void discard(uint32_t d, uint64_t address, uint64_t bytes);

 private:
  struct Writes {
    uint64_t behindSeq = 0;   // last write that bypassed every scalar cache
    uint64_t storeSeq = 0;    // last scalar store
    uint32_t storeDomain = 0;
    uint16_t behindDwords = 0, storeDwords = 0;  // the dwords those writes touched
  };
  std::unordered_map<uint32_t, std::unordered_map<uint64_t, uint64_t>> filled_;  // domain -> line -> fill seq
  std::unordered_map<uint64_t, Writes> writes_;
  std::vector<ScalarLineLoad> firstLoads_;  // the first load of each line in this run, and the dwords loaded
  std::unordered_map<uint64_t, size_t> loadedOnce_;  // line -> its entry in firstLoads_
  uint64_t seq_ = 0;
};

}  // namespace gcnkit::emu
