// A deterministic 64-bit generator (splitmix64): the same numbers on every platform, unlike std::
// distributions, so that a failing test or a benchmark input reproduces. Shared by tests and bench.
#pragma once
#include <cstdint>

namespace gcnkit::test {

struct Rng {
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return uint32_t(next() % n); }
  bool chance(int percent) { return below(100) < uint32_t(percent); }
};

}  // namespace gcnkit::test
