#include "runtime/offload_bundle.h"

#include <cstring>

#include <fmt/format.h>

#include "runtime/compressed_bundle.h"
#include "runtime/settings.h"

namespace gcnkit::runtime {

namespace {

constexpr uint64_t kMaxEntries = 4096;          // far above the processors any compiler bundles
constexpr uint64_t kMaxBundleBytes = 1ull << 34;  // 16 GiB: a header claiming more is broken

uint64_t load64(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}

bool isElf(std::span<const uint8_t> b) { return b.size() >= 4 && std::memcmp(b.data(), "\177ELF", 4) == 0; }

bool hasMagic(std::span<const uint8_t> b, std::string_view magic) {
  return b.size() >= magic.size() && std::memcmp(b.data(), magic.data(), magic.size()) == 0;
}

std::string compressedMessage() {
  return "a compressed offload bundle (clang's --offload-compress) must be decompressed first (decompressBundle)";
}

// "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-" -> kind "hipv4", target id "gfx900:xnack-" (older bundles write
// "hip-amdgcn-amd-amdhsa-gfx906", without the environment component).
void splitId(BundleEntry& e) {
  std::string_view id = e.id;
  size_t dash = id.find('-');
  e.kind = std::string(id.substr(0, dash));
  if (dash == std::string_view::npos) return;
  std::string_view triple = id.substr(dash + 1);
  if (!triple.starts_with("amdgcn-")) return;
  std::vector<std::string_view> parts;
  size_t from = 0;
  while (parts.size() < 4) {
    size_t d = triple.find('-', from);
    if (d == std::string_view::npos) break;
    parts.push_back(triple.substr(from, d - from));
    from = d + 1;
  }
  std::string_view last = triple.substr(from);
  if (parts.size() == 4 || last.starts_with("gfx")) e.targetId = std::string(last);
}

struct Match {
  bool ok = false;
  int stated = 0;  // target features the entry states the same way
};

Match matches(const TargetId& want, const TargetId& have) {
  Match m;
  if (want.processor != have.processor) return m;
  // Features in -mattr form ("+xnack,-sramecc").
  auto value = [](std::string_view features, std::string_view name) -> int {
    size_t at = 0;
    while (at < features.size()) {
      size_t comma = features.find(',', at);
      std::string_view f = features.substr(at, comma == std::string_view::npos ? std::string_view::npos : comma - at);
      if (f.substr(1) == name) return f[0] == '+' ? 1 : -1;
      if (comma == std::string_view::npos) break;
      at = comma + 1;
    }
    return 0;
  };
  for (std::string_view name : {"xnack", "sramecc"}) {
    int w = value(want.features, name), h = value(have.features, name);
    if (w && h && w != h) return m;
    if (w && h == w) ++m.stated;
  }
  m.ok = true;
  return m;
}

}  // namespace

std::optional<std::span<const uint8_t>> bundleExtent(const uint8_t* start, std::string* error) {
  if (!start) {
    if (error) *error = "no device code (a null fat binary)";
    return std::nullopt;
  }
  std::span<const uint8_t> head(start, kBundleMagic.size() + 8);
  if (hasMagic({start, 4}, kCompressedBundleMagic)) {
    // Its header says how long it is (versions 2 and 3; version 1 does not).
    // (The longest header is 32 bytes; any compressed bundle is longer than that.)
    auto h = readCompressedHeader(start, 32, error);
    if (!h) return std::nullopt;
    if (!h->totalSize) {
      if (error) *error = "a version 1 compressed offload bundle does not say how long it is; rebuild with clang 19 or later";
      return std::nullopt;
    }
    return std::span<const uint8_t>(start, size_t(h->totalSize));
  }
  if (!hasMagic(head, kBundleMagic)) {
    if (error) *error = "the fat binary is not a clang offload bundle (no __CLANG_OFFLOAD_BUNDLE__ magic)";
    return std::nullopt;
  }
  const uint64_t count = load64(start + kBundleMagic.size());
  if (count == 0 || count > kMaxEntries) {
    if (error) *error = fmt::format("the offload bundle claims {} entries", count);
    return std::nullopt;
  }
  uint64_t at = kBundleMagic.size() + 8, end = 0;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t offset = load64(start + at), size = load64(start + at + 8), idSize = load64(start + at + 16);
    if (offset > kMaxBundleBytes || size > kMaxBundleBytes || idSize > 4096) {
      if (error) *error = fmt::format("entry {} of the offload bundle is broken", i);
      return std::nullopt;
    }
    at += 24 + idSize;
    end = std::max({end, offset + size, at});
  }
  return std::span<const uint8_t>(start, end);
}

std::optional<std::vector<BundleEntry>> readBundle(std::span<const uint8_t> b, std::string* error) {
  auto fail = [&](std::string m) -> std::optional<std::vector<BundleEntry>> {
    if (error) *error = std::move(m);
    return std::nullopt;
  };
  if (hasMagic(b, kCompressedBundleMagic)) return fail(compressedMessage());
  if (!hasMagic(b, kBundleMagic) || b.size() < kBundleMagic.size() + 8)
    return fail("not a clang offload bundle (no __CLANG_OFFLOAD_BUNDLE__ magic)");
  const uint64_t count = load64(b.data() + kBundleMagic.size());
  if (count == 0 || count > kMaxEntries) return fail(fmt::format("the offload bundle claims {} entries", count));
  std::vector<BundleEntry> out;
  uint64_t at = kBundleMagic.size() + 8;
  for (uint64_t i = 0; i < count; ++i) {
    if (b.size() < 24 || at > b.size() - 24) return fail(fmt::format("entry {} of the offload bundle is cut off", i));
    const uint64_t offset = load64(b.data() + at), size = load64(b.data() + at + 8), idSize = load64(b.data() + at + 16);
    at += 24;
    if (idSize > b.size() - at) return fail(fmt::format("entry {} of the offload bundle is cut off", i));
    BundleEntry e;
    e.id.assign(reinterpret_cast<const char*>(b.data() + at), size_t(idSize));
    at += idSize;
    if (offset > b.size() || size > b.size() - offset)
      return fail(fmt::format("entry '{}' of the offload bundle reaches past its end", e.id));
    e.bytes = b.subspan(size_t(offset), size_t(size));
    splitId(e);
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<std::string> bundleTargets(std::span<const uint8_t> bundle) {
  std::vector<std::string> out;
  if (isElf(bundle)) return out;
  if (auto entries = readBundle(bundle, nullptr))
    for (const BundleEntry& e : *entries)
      if (!e.targetId.empty()) out.push_back(e.targetId);
  return out;
}

std::optional<std::span<const uint8_t>> selectCodeObject(std::span<const uint8_t> bundle, std::string_view target,
                                                         std::string* error) {
  if (isElf(bundle)) return bundle;
  auto entries = readBundle(bundle, error);
  if (!entries) return std::nullopt;
  auto want = parseTargetId(target);
  if (!want) {
    if (error) *error = fmt::format("'{}' is not a target id (gfx900, gfx90a:xnack+)", target);
    return std::nullopt;
  }
  const BundleEntry* best = nullptr;
  int bestStated = -1;
  std::string have;
  for (const BundleEntry& e : *entries) {
    if (e.targetId.empty() || e.bytes.empty()) continue;
    have += (have.empty() ? "" : ", ") + e.targetId;
    auto id = parseTargetId(e.targetId);
    if (!id) continue;
    Match m = matches(*want, *id);
    if (m.ok && m.stated > bestStated) best = &e, bestStated = m.stated;
  }
  if (!best) {
    if (error)
      *error = have.empty() ? "the program has no AMDGPU device code"
                            : fmt::format("the program has no code for {} (it has code for {}): run it with "
                                          "--mcpu set to one of those, or rebuild it with --offload-arch={}",
                                          target, have, want->processor);
    return std::nullopt;
  }
  return best->bytes;
}

}  // namespace gcnkit::runtime
