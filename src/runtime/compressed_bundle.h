// clang's compressed offload bundles (--offload-compress, magic "CCOB"): the header, and the bundle decompressed
// (zstd or zlib), which the runtime then reads like any other (runtime/offload_bundle.h).
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gcnkit::runtime {

struct CompressedHeader {
  uint16_t version = 0, method = 0;  // method: 0 zlib, 1 zstd
  uint64_t totalSize = 0;            // header and data; 0 when the version does not say (1)
  uint64_t uncompressedSize = 0;
  size_t headerSize = 0;
};

bool isCompressedBundle(std::span<const uint8_t> bytes);

// The header at `p` (of which `available` bytes may be read); nullopt and `error` when it is broken or states a
// version, method or size gcnkit does not read.
std::optional<CompressedHeader> readCompressedHeader(const uint8_t* p, size_t available, std::string* error);

// The bundle inside a compressed one; nullopt and `error` when it cannot be decompressed.
std::optional<std::vector<uint8_t>> decompressBundle(std::span<const uint8_t> bytes, std::string* error);

}  // namespace gcnkit::runtime
