// Device code as compilers hand it to a runtime: a clang offload bundle (`__CLANG_OFFLOAD_BUNDLE__`, what HIP's
// fat binaries and `clang-offload-bundler` hold: one entry per target, "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-",
// the host's empty entry among them) or a bare AMDGPU code object (ELF). The runtime picks the code object for
// the emulated processor.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit::runtime {

struct BundleEntry {
  std::string id;        // as the bundle names it: "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-"
  std::string kind;      // "hipv4", "hip", "host", "openmp", ...
  std::string targetId;  // "gfx900:xnack-" for an amdgcn entry, "" otherwise
  std::span<const uint8_t> bytes;
};

// The magic of an offload bundle, and the one of clang's compressed bundles (--offload-compress).
inline constexpr std::string_view kBundleMagic = "__CLANG_OFFLOAD_BUNDLE__";
inline constexpr std::string_view kCompressedBundleMagic = "CCOB";

// The bytes of a bundle that starts at `start` and whose size is not known (a fat binary handed over by pointer):
// its header says how far its entries reach. nullopt and `error` when the header is not a bundle's.
std::optional<std::span<const uint8_t>> bundleExtent(const uint8_t* start, std::string* error);

// The entries of a bundle; nullopt and `error` when an entry reaches outside the bytes or the header is broken.
std::optional<std::vector<BundleEntry>> readBundle(std::span<const uint8_t> bundle, std::string* error);

// The code object of `bundle` (or `bundle` itself when it is an ELF code object) for the processor of `target`
// ("gfx1030", "gfx90a:xnack+"): an amdgcn entry for that processor whose stated features agree with the target's
// (a feature the target leaves open accepts either; an entry that states every feature the target states comes
// first). nullopt and `error` naming the processors the bundle has code for when none fits.
std::optional<std::span<const uint8_t>> selectCodeObject(std::span<const uint8_t> bundle, std::string_view target,
                                                         std::string* error);

// The processors (target ids) a bundle or code object has code for, in order.
std::vector<std::string> bundleTargets(std::span<const uint8_t> bundle);

}  // namespace gcnkit::runtime
