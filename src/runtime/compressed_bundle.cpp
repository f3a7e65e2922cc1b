// clang's compressed offload bundles (--offload-compress): "CCOB", a version, the compression method, the sizes and
// a hash, then the bundle compressed with zstd (method 1) or zlib (method 0). Versions as LLVM writes them:
//   1: magic, u16 version, u16 method, u32 uncompressed size, u64 hash                    (20 bytes)
//   2: magic, u16 version, u16 method, u32 total size, u32 uncompressed size, u64 hash    (24 bytes)
//   3: magic, u16 version, u16 method, u64 total size, u64 uncompressed size, u64 hash    (32 bytes)
// The total size counts the header and the compressed data.
#include "runtime/compressed_bundle.h"

#include <cstring>

#include <fmt/format.h>

#include "runtime/offload_bundle.h"

#if GCNKIT_HAVE_ZSTD
#include <zstd.h>
#endif
#if GCNKIT_HAVE_ZLIB
#include <zlib.h>
#endif

namespace gcnkit::runtime {

namespace {

// The largest bundle decompressed: what a program's device code plausibly is, and no allocation a forged size
// could make exhaust memory.
constexpr uint64_t kMaxUncompressed = 1ull << 30;

template <class T>
T load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

}  // namespace

bool isCompressedBundle(std::span<const uint8_t> b) {
  return b.size() >= 4 && std::memcmp(b.data(), kCompressedBundleMagic.data(), 4) == 0;
}

std::optional<CompressedHeader> readCompressedHeader(const uint8_t* p, size_t available, std::string* error) {
  auto fail = [&](std::string m) -> std::optional<CompressedHeader> {
    if (error) *error = "compressed offload bundle: " + std::move(m);
    return std::nullopt;
  };
  if (available < 8) return fail("cut off in its header");
  CompressedHeader h;
  h.version = load<uint16_t>(p + 4);
  h.method = load<uint16_t>(p + 6);
  switch (h.version) {
    case 1: h.headerSize = 20; break;
    case 2: h.headerSize = 24; break;
    case 3: h.headerSize = 32; break;
    default: return fail(fmt::format("version {} is not one LLVM writes (1, 2, 3)", h.version));
  }
  if (available < h.headerSize) return fail("cut off in its header");
  if (h.version == 1) {
    h.uncompressedSize = load<uint32_t>(p + 8);
  } else if (h.version == 2) {
    h.totalSize = load<uint32_t>(p + 8);
    h.uncompressedSize = load<uint32_t>(p + 12);
  } else {
    h.totalSize = load<uint64_t>(p + 8);
    h.uncompressedSize = load<uint64_t>(p + 16);
  }
  if (h.totalSize && h.totalSize < h.headerSize) return fail(fmt::format("its total size {} is smaller than its header", h.totalSize));
  if (h.uncompressedSize > kMaxUncompressed)
    return fail(fmt::format("it claims {} bytes uncompressed, more than the {} gcnkit reads", h.uncompressedSize,
                            kMaxUncompressed));
  if (h.method != 0 && h.method != 1) return fail(fmt::format("compression method {} is neither zlib (0) nor zstd (1)", h.method));
  return h;
}

std::optional<std::vector<uint8_t>> decompressBundle(std::span<const uint8_t> b, std::string* error) {
  auto fail = [&](std::string m) -> std::optional<std::vector<uint8_t>> {
    if (error) *error = "compressed offload bundle: " + std::move(m);
    return std::nullopt;
  };
  auto h = readCompressedHeader(b.data(), b.size(), error);
  if (!h) return std::nullopt;
  const uint64_t end = h->totalSize ? h->totalSize : b.size();
  if (end > b.size()) return fail(fmt::format("it claims {} bytes, {} are there", end, b.size()));
  const std::span<const uint8_t> data = b.subspan(h->headerSize, size_t(end - h->headerSize));
  std::vector<uint8_t> out(size_t(h->uncompressedSize));
  if (h->method == 1) {
#if GCNKIT_HAVE_ZSTD
    const size_t n = ZSTD_decompress(out.data(), out.size(), data.data(), data.size());
    if (ZSTD_isError(n)) return fail(std::string("zstd: ") + ZSTD_getErrorName(n));
    if (n != out.size()) return fail(fmt::format("{} bytes decompressed, the header says {}", n, out.size()));
#else
    return fail("it is compressed with zstd, and this gcnkit was built without libzstd (Debian: libzstd-dev)");
#endif
  } else {
#if GCNKIT_HAVE_ZLIB
    uLongf n = uLongf(out.size());
    if (uncompress(out.data(), &n, data.data(), uLong(data.size())) != Z_OK) return fail("zlib data is broken");
    if (n != out.size()) return fail(fmt::format("{} bytes decompressed, the header says {}", n, out.size()));
#else
    return fail("it is compressed with zlib, and this gcnkit was built without zlib (Debian: zlib1g-dev)");
#endif
  }
  if (isCompressedBundle(out)) return fail("it holds another compressed bundle");
  return out;
}

}  // namespace gcnkit::runtime
