#include "cli/kernel_args.h"

#include <fmt/format.h>

#include "cli/io.h"
#include "cli/typed_values.h"
#include "emu/kernel_args.h"

namespace gcnkit::cli {

namespace {

constexpr uint64_t kMaxBufferBytes = emu::kMaxBufferArgBytes;
const std::string kTooLarge = "larger than the 4294967295 bytes (4 GiB - 1) a buffer argument may hold";

// "TYPE:COUNT[:SEED]" of iota and rand: the element count (within the buffer limit) and the seed.
bool parseGenerated(std::string_view rest, bool seeded, ElementType& type, uint64_t& count, uint64_t& seed,
                    std::string& why) {
  const size_t colon = rest.find(':');
  auto t = parseElementType(rest.substr(0, colon));
  if (!t || colon == std::string_view::npos) {
    why = fmt::format("expected {}:TYPE:COUNT{} with TYPE one of {}", seeded ? "rand" : "iota", seeded ? "[:SEED]" : "",
                      kElementTypeNames);
    return false;
  }
  type = *t;
  std::string_view countText = rest.substr(colon + 1), seedText;
  if (const size_t c = countText.find(':'); c != std::string_view::npos) {
    if (!seeded) {
      why = "expected iota:TYPE:COUNT";
      return false;
    }
    seedText = countText.substr(c + 1);
    countText = countText.substr(0, c);
  }
  if (!parseInteger(countText, count) || count == 0) {
    why = fmt::format("count '{}' is not a positive number", countText);
    return false;
  }
  if (count > kMaxBufferBytes / elementSize(type)) {
    why = fmt::format("{} elements of {} bytes are {}", count, elementSize(type), kTooLarge);
    return false;
  }
  if (seeded && !seedText.empty() && !parseInteger(seedText, seed)) {
    why = fmt::format("seed '{}' is not a 64-bit number", seedText);
    return false;
  }
  return true;
}

// The initial contents of a buffer from the text after "buf:"; false and `why` on a bad spec.
bool bufferContents(std::string_view value, std::vector<uint8_t>& bytes, std::string& why) {
  const size_t colon = value.find(':');
  const std::string_view head = value.substr(0, colon);
  if (head == "iota" || head == "rand") {
    ElementType type{};
    uint64_t count = 0, seed = 0;
    if (!parseGenerated(colon == std::string_view::npos ? "" : value.substr(colon + 1), head == "rand", type, count,
                        seed, why))
      return false;
    if (head == "iota") appendIota(type, count, bytes);
    else appendRandom(type, count, seed, bytes);
    return true;
  }
  if (auto type = parseElementType(head); type && colon != std::string_view::npos) {
    std::string_view values = value.substr(colon + 1);
    if (values.starts_with('@')) {
      const std::string path(values.substr(1));
      auto text = readInput(path, why);
      if (!text) {
        why = "cannot read " + why;
        return false;
      }
      return appendElementList(*type, *text, bytes, why, path, kMaxBufferBytes);
    }
    return appendElementList(*type, values, bytes, why, "", kMaxBufferBytes);
  }
  if (value.starts_with('@')) {
    auto data = readInput(std::string(value.substr(1)), why, kMaxBufferBytes);
    if (!data) {
      why = "cannot read " + why;
      return false;
    }
    bytes.assign(data->begin(), data->end());
    return true;
  }
  uint64_t n = 0;
  if (!parseInteger(value, n)) {
    why = fmt::format("expected buf:SIZE, buf:@PATH, buf:TYPE:V,V,..., buf:TYPE:@PATH, buf:iota:TYPE:COUNT or "
                      "buf:rand:TYPE:COUNT[:SEED] (TYPE one of {})",
                      kElementTypeNames);
    return false;
  }
  if (n > kMaxBufferBytes) {
    why = fmt::format("{} bytes are {}", n, kTooLarge);
    return false;
  }
  bytes.assign(size_t(n), 0);
  return true;
}

}  // namespace

std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error) {
  KernelArg a;
  a.spec = std::string(spec);
  const size_t colon = spec.find(':');
  if (colon == std::string_view::npos) {
    error = fmt::format("argument '{}': expected TYPE:VALUE (TYPE one of {}, buf)", spec, kElementTypeNames);
    return std::nullopt;
  }
  const std::string_view type = spec.substr(0, colon), value = spec.substr(colon + 1);
  if (type == "buf") {
    a.kind = KernelArg::Kind::Buffer;
    a.size = a.align = 8;  // the argument is the buffer's 64-bit guest address
    std::string why;
    if (!bufferContents(value, a.bytes, why)) {
      error = fmt::format("argument '{}': {}", spec, why);
      return std::nullopt;
    }
    return a;
  }
  auto t = parseElementType(type);
  if (!t) {
    error = fmt::format("argument '{}': unknown type (one of {}, buf)", spec, kElementTypeNames);
    return std::nullopt;
  }
  if (!appendElement(*t, value, a.bytes)) {
    error = fmt::format("argument '{}': '{}' is not a value of type {}", spec, value, type);
    return std::nullopt;
  }
  a.size = a.align = elementSize(*t);
  return a;
}

}  // namespace gcnkit::cli
