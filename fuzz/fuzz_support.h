// Shared by the libFuzzer targets: a processor chosen by the input's first byte, so that one corpus reaches
// every generation, and the rest of the input.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnkit::fuzz {

inline constexpr const char* kCpus[] = {"gfx601", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx1010", "gfx1030"};

inline Target targetFor(uint8_t selector) {
  return *makeTarget(kCpus[selector % std::size(kCpus)], "").target;
}

// Aborts (a finding) when a property the tools promise does not hold.
inline void require(bool ok) {
  if (!ok) __builtin_trap();
}

}  // namespace gcnkit::fuzz
