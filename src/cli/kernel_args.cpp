#include "cli/kernel_args.h"

#include <algorithm>

#include <fmt/format.h>

#include "cli/io.h"
#include "cli/typed_values.h"
#include "object/metadata.h"
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

KernelArg::Flavor flavorOf(ElementType t) {
  return t == ElementType::F16 || t == ElementType::F32 || t == ElementType::F64 ? KernelArg::Flavor::Float
                                                                                  : KernelArg::Flavor::Integer;
}

uint32_t alignUp(uint32_t v, uint32_t a) { return (v + a - 1) / a * a; }

// "HEX" as bytes in memory order, two digits a byte.
bool parseHexBytes(std::string_view hex, std::vector<uint8_t>& out, std::string& why) {
  auto digit = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
  };
  if (hex.empty() || hex.size() % 2) {
    why = "expected bytes:HEX (two hex digits a byte, in memory order) or bytes:@PATH";
    return false;
  }
  for (size_t i = 0; i < hex.size(); i += 2) {
    const int hi = digit(hex[i]), lo = digit(hex[i + 1]);
    if (hi < 0 || lo < 0) {
      why = fmt::format("'{}' is not a hex byte", hex.substr(i, 2));
      return false;
    }
    out.push_back(uint8_t(hi << 4 | lo));
  }
  return true;
}

// struct:FIELD,FIELD,... with FIELD TYPE:V or pad:N: the fields in C layout.
bool structBytes(std::string_view fields, KernelArg& a, std::string& why) {
  uint32_t align = 1;
  while (true) {
    const size_t comma = fields.find(',');
    const std::string_view f = fields.substr(0, comma);
    const size_t colon = f.find(':');
    const std::string_view type = f.substr(0, colon == std::string_view::npos ? 0 : colon);
    const std::string_view value = colon == std::string_view::npos ? std::string_view() : f.substr(colon + 1);
    if (type == "pad") {
      uint32_t n = 0;
      if (!parseInteger(value, n) || n == 0 || n > 4096) {
        why = fmt::format("'{}': pad:N takes a byte count from 1 to 4096", f);
        return false;
      }
      a.bytes.resize(a.bytes.size() + n, 0);
    } else {
      auto t = parseElementType(type);
      if (!t) {
        why = fmt::format("field '{}': expected TYPE:V (TYPE one of {}) or pad:N", f, kElementTypeNames);
        return false;
      }
      const uint32_t size = elementSize(*t);
      a.bytes.resize(alignUp(uint32_t(a.bytes.size()), size), 0);
      if (!appendElement(*t, value, a.bytes)) {
        why = fmt::format("field '{}': '{}' is not a value of type {}", f, value, type);
        return false;
      }
      align = std::max(align, size);
    }
    if (comma == std::string_view::npos) break;
    fields.remove_prefix(comma + 1);
  }
  a.bytes.resize(alignUp(uint32_t(a.bytes.size()), align), 0);
  a.size = uint32_t(a.bytes.size());
  a.align = align;
  a.flavor = KernelArg::Flavor::Composite;
  return true;
}

// The natural alignment of raw bytes: the largest power of two up to 8 that divides their size.
uint32_t rawAlign(size_t size) {
  uint32_t a = 8;
  while (a > 1 && size % a) a /= 2;
  return a;
}

bool looksLikeNumber(std::string_view text) {
  std::vector<uint8_t> scratch;
  return appendElement(ElementType::F64, text, scratch) || appendElement(ElementType::I64, text, scratch) ||
         appendElement(ElementType::U64, text, scratch);
}

// A plain number's type: the metadata's scalar type of that size.
std::optional<ElementType> elementTypeFor(const KernelArgMetadata& m) {
  const std::string_view t = m.typeName;
  const emu::ArgTypeClass c = emu::argTypeClass(t);
  if (c == emu::ArgTypeClass::Float) {
    if (m.size == 2) return ElementType::F16;
    if (m.size == 4) return ElementType::F32;
    return m.size == 8 ? std::optional(ElementType::F64) : std::nullopt;
  }
  if (c != emu::ArgTypeClass::Integer) return std::nullopt;
  const bool isSigned = emu::argTypeSigned(t);
  switch (m.size) {
    case 1: return isSigned ? ElementType::I8 : ElementType::U8;
    case 2: return isSigned ? ElementType::I16 : ElementType::U16;
    case 4: return isSigned ? ElementType::I32 : ElementType::U32;
    case 8: return isSigned ? ElementType::I64 : ElementType::U64;
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error) {
  KernelArg a;
  a.spec = std::string(spec);
  const size_t colon = spec.find(':');
  if (colon == std::string_view::npos) {
    if (looksLikeNumber(spec)) return a;  // typed by resolveKernelArgs
    error = fmt::format("argument '{}': expected TYPE:VALUE (TYPE one of {}), a number, or buf:, struct:, bytes:, "
                        "bits:, lds:",
                        spec, kElementTypeNames);
    return std::nullopt;
  }
  const std::string_view type = spec.substr(0, colon), value = spec.substr(colon + 1);
  std::string why;
  if (type == "lds") {
    uint64_t n = 0;
    if (!parseInteger(value, n) || n == 0 || n > 65536) {
      error = fmt::format("argument '{}': lds:BYTES takes a byte count from 1 to 65536 (a work-group's LDS)", spec);
      return std::nullopt;
    }
    a.kind = KernelArg::Kind::Lds;
    a.ldsBytes = n;
    a.size = a.align = 4;  // the group memory's 32-bit offset
    return a;
  }
  if (type == "bits") {
    uint64_t v = 0;
    if (!parseInteger(value, v)) {
      error = fmt::format("argument '{}': expected bits:0xHEX (a bit pattern of at most 64 bits)", spec);
      return std::nullopt;
    }
    return a;  // sized by resolveKernelArgs
  }
  if (type == "struct" || type == "bytes") {
    bool ok = false;
    if (type == "struct") {
      ok = structBytes(value, a, why);
    } else if (value.starts_with('@')) {
      auto data = readInput(std::string(value.substr(1)), why);
      if (!data) {
        why = "cannot read " + why;
      } else if (data->empty()) {
        why = "the file is empty";
      } else {
        a.bytes.assign(data->begin(), data->end());
        ok = true;
      }
    } else {
      ok = parseHexBytes(value, a.bytes, why);
    }
    if (ok && a.bytes.size() > 4096) ok = false, why = "a by-value argument of more than 4096 bytes";
    if (!ok) {
      error = fmt::format("argument '{}': {}", spec, why);
      return std::nullopt;
    }
    if (type == "bytes") a.size = uint32_t(a.bytes.size()), a.align = rawAlign(a.bytes.size());
    return a;
  }
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
  a.flavor = flavorOf(*t);
  return a;
}

bool resolveKernelArgs(const emu::LoadedKernel& k, std::vector<KernelArg>& args, std::string& error) {
  const auto md = k.metadata ? emu::explicitArguments(*k.metadata) : std::vector<const KernelArgMetadata*>{};
  for (size_t i = 0; i < args.size(); ++i) {
    KernelArg& a = args[i];
    if (a.kind != KernelArg::Kind::Value || a.size != 0) continue;
    const KernelArgMetadata* m = i < md.size() ? md[i] : nullptr;
    const std::string which = m && !m->name.empty() ? "'" + m->name + "'" : fmt::format("argument {}", i);
    if (a.spec.starts_with("bits:")) {
      const std::string_view text = std::string_view(a.spec).substr(5);
      uint64_t v = 0;
      parseInteger(text, v);
      uint64_t size = m ? m->size : 0;
      if (!m) {  // as many bytes as the hex digits say
        const size_t digits = text.starts_with("0x") || text.starts_with("0X") ? text.size() - 2 : 0;
        size = digits == 2 || digits == 4 || digits == 8 || digits == 16 ? digits / 2 : 0;
        if (!size) {
          error = fmt::format("--arg {} ({}): without metadata, write the bit pattern's every hex digit (2, 4, 8 or "
                              "16 of them after 0x) so that its width is known",
                              i, a.spec);
          return false;
        }
      }
      if (size == 0 || size > 8 || (size < 8 && v >> (8 * size))) {
        error = fmt::format("--arg {} ({}): the metadata's {} is {} bytes, {}", i, a.spec, which, size,
                            size > 8 ? "more than bits: holds (use bytes:HEX)" : "too narrow for this bit pattern");
        return false;
      }
      for (uint64_t b = 0; b < size; ++b) a.bytes.push_back(uint8_t(v >> (8 * b)));
      a.size = a.align = uint32_t(size);
      a.flavor = KernelArg::Flavor::Bits;
      continue;
    }
    // A plain number: the metadata's type.
    const std::optional<ElementType> t = m && m->valueKind == "by_value" ? elementTypeFor(*m) : std::nullopt;
    if (!t) {
      std::string why;
      if (!m) why = k.metadata ? "the metadata has no such argument" : "the kernel has no metadata for it";
      else if (m->valueKind != "by_value") why = fmt::format("the metadata's {} is a {}", which, m->valueKind);
      else if (m->typeName.empty()) why = "the metadata gives no .type_name for it";
      else why = fmt::format("the metadata's {} is a '{}'", which, m->typeName);
      error = fmt::format("--arg {} ({}): a plain number needs the argument's type, and {}: write TYPE:VALUE", i,
                          a.spec, why);
      return false;
    }
    if (!appendElement(*t, a.spec, a.bytes)) {
      error = fmt::format("--arg {} ({}): the metadata's {} is a '{}', and {} is not a value of type {}", i, a.spec,
                          which, m->typeName, a.spec, elementTypeName(*t));
      return false;
    }
    a.size = a.align = elementSize(*t);
    a.flavor = flavorOf(*t);
  }
  return true;
}

}  // namespace gcnkit::cli
