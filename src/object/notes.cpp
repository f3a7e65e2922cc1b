#include "object/notes.h"

#include <cstring>

#include <fmt/format.h>

namespace gcnkit {

namespace {

uint64_t align4(uint64_t v) { return (v + 3) & ~uint64_t(3); }

void put32(std::vector<uint8_t>& out, uint32_t v) {
  uint8_t b[4];
  std::memcpy(b, &v, 4);
  // push_back, not insert of a range: GCC 12 at -O3 warns (falsely) about the range insert here.
  for (uint8_t x : b) out.push_back(x);
}

uint32_t get32(std::span<const uint8_t> d, size_t at) {
  uint32_t v;
  std::memcpy(&v, d.data() + at, 4);
  return v;
}

std::string noteLabel(const NoteRecord& n) { return fmt::format("note '{}' type {}", n.name, n.type); }

}  // namespace

Expected<std::vector<NoteRecord>> parseNotes(std::span<const uint8_t> data) {
  std::vector<NoteRecord> out;
  uint64_t at = 0;
  while (at < data.size()) {
    if (data.size() - at < 12)
      return fail(fmt::format("note at offset 0x{:x}: header needs 12 bytes, {} left", at, data.size() - at));
    uint32_t namesz = get32(data, at), descsz = get32(data, at + 4), type = get32(data, at + 8);
    uint64_t nameEnd = at + 12 + align4(namesz);
    if (nameEnd > data.size())
      return fail(fmt::format("note at offset 0x{:x}: name size {} extends past the end of the notes", at, namesz));
    uint64_t descEnd = nameEnd + align4(descsz);
    // The last descriptor may lack its padding; its bytes may not.
    if (nameEnd + descsz > data.size())
      return fail(fmt::format("note at offset 0x{:x}: descriptor size {} extends past the end of the notes", at,
                              descsz));
    NoteRecord n;
    n.type = type;
    const char* name = reinterpret_cast<const char*>(data.data() + at + 12);
    if (namesz > 0) {
      if (name[namesz - 1] != '\0')
        return fail(fmt::format("note at offset 0x{:x}: name is not NUL-terminated", at));
      n.name.assign(name, strnlen(name, namesz - 1));
    }
    n.desc.assign(data.begin() + nameEnd, data.begin() + nameEnd + descsz);
    out.push_back(std::move(n));
    at = std::min<uint64_t>(descEnd, data.size());
  }
  return out;
}

std::vector<uint8_t> encodeNotes(std::span<const NoteRecord> notes) {
  std::vector<uint8_t> out;
  for (const NoteRecord& n : notes) {
    uint32_t namesz = n.name.empty() ? 0 : static_cast<uint32_t>(n.name.size() + 1);
    put32(out, namesz);
    put32(out, static_cast<uint32_t>(n.desc.size()));
    put32(out, n.type);
    out.insert(out.end(), n.name.begin(), n.name.end());
    if (namesz) out.push_back(0);
    out.resize(align4(out.size()));
    out.insert(out.end(), n.desc.begin(), n.desc.end());
    out.resize(align4(out.size()));
  }
  return out;
}

NoteRecord makeAmdgpuMetadataNote(std::vector<uint8_t> msgpack) { return {"AMDGPU", kNtAmdgpuMetadata, std::move(msgpack)}; }

NoteRecord makeCodeObjectVersionNote(HsaCodeObjectVersion v) {
  NoteRecord n{"AMD", kNtAmdHsaCodeObjectVersion, {}};
  put32(n.desc, v.major);
  put32(n.desc, v.minor);
  return n;
}

NoteRecord makeIsaVersionNote(const HsaIsaVersion& v) {
  NoteRecord n{"AMD", kNtAmdHsaIsaVersion, {}};
  uint16_t vendorSize = static_cast<uint16_t>(v.vendor.size() + 1), archSize = static_cast<uint16_t>(v.arch.size() + 1);
  n.desc.resize(4);
  std::memcpy(n.desc.data(), &vendorSize, 2);
  std::memcpy(n.desc.data() + 2, &archSize, 2);
  put32(n.desc, v.major);
  put32(n.desc, v.minor);
  put32(n.desc, v.stepping);
  n.desc.insert(n.desc.end(), v.vendor.begin(), v.vendor.end());
  n.desc.push_back(0);
  n.desc.insert(n.desc.end(), v.arch.begin(), v.arch.end());
  n.desc.push_back(0);
  return n;
}

NoteRecord makeHsailNote(const HsaHsail& v) {
  NoteRecord n{"AMD", kNtAmdHsaHsail, {}};
  put32(n.desc, v.major);
  put32(n.desc, v.minor);
  n.desc.push_back(v.profile);
  n.desc.push_back(v.machineModel);
  n.desc.push_back(v.defaultFloatRound);
  return n;
}

NoteRecord makeIsaNameNote(std::string_view targetId) {
  return {"AMD", kNtAmdHsaIsaName, std::vector<uint8_t>(targetId.begin(), targetId.end())};
}

NoteRecord makeHsaMetadataNote(std::string_view yamlText) {
  return {"AMD", kNtAmdHsaMetadata, std::vector<uint8_t>(yamlText.begin(), yamlText.end())};
}

Expected<HsaCodeObjectVersion> parseCodeObjectVersionNote(const NoteRecord& n) {
  if (n.desc.size() < 8) return fail(fmt::format("{}: descriptor has {} bytes, need 8", noteLabel(n), n.desc.size()));
  return HsaCodeObjectVersion{get32(n.desc, 0), get32(n.desc, 4)};
}

Expected<HsaIsaVersion> parseIsaVersionNote(const NoteRecord& n) {
  if (n.desc.size() < 16) return fail(fmt::format("{}: descriptor has {} bytes, need 16", noteLabel(n), n.desc.size()));
  uint16_t vendorSize, archSize;
  std::memcpy(&vendorSize, n.desc.data(), 2);
  std::memcpy(&archSize, n.desc.data() + 2, 2);
  if (16u + vendorSize + archSize > n.desc.size())
    return fail(fmt::format("{}: vendor and architecture names ({} + {} bytes) extend past the descriptor ({} bytes)",
                            noteLabel(n), vendorSize, archSize, n.desc.size()));
  HsaIsaVersion v;
  v.major = get32(n.desc, 4), v.minor = get32(n.desc, 8), v.stepping = get32(n.desc, 12);
  auto text = [&](size_t at, size_t size) {
    const char* p = reinterpret_cast<const char*>(n.desc.data() + at);
    return std::string(p, strnlen(p, size));
  };
  v.vendor = text(16, vendorSize);
  v.arch = text(16 + vendorSize, archSize);
  return v;
}

Expected<HsaHsail> parseHsailNote(const NoteRecord& n) {
  if (n.desc.size() < 11) return fail(fmt::format("{}: descriptor has {} bytes, need 11", noteLabel(n), n.desc.size()));
  return HsaHsail{get32(n.desc, 0), get32(n.desc, 4), n.desc[8], n.desc[9], n.desc[10]};
}

std::string noteText(const NoteRecord& n) {
  std::string s(n.desc.begin(), n.desc.end());
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

}  // namespace gcnkit
