#include "asm/dwarf_line.h"

#include <elf.h>

#include <algorithm>
#include <filesystem>
#include <functional>

#include "object/byte_append.h"
#include "object/elf_file.h"

namespace gcnkit::asmimpl {

namespace {

// DWARF constants (DWARF 5, sections 6.2 and 7.22).
enum : uint8_t {
  kLnsCopy = 1, kLnsAdvancePc = 2, kLnsAdvanceLine = 3, kLnsSetFile = 4, kLnsSetColumn = 5, kLnsNegateStmt = 6,
  kLnsSetBasicBlock = 7, kLnsConstAddPc = 8, kLnsSetPrologueEnd = 10, kLnsSetEpilogueBegin = 11, kLnsSetIsa = 12,
  kLneEndSequence = 1, kLneSetAddress = 2, kLneSetDiscriminator = 4,
};
enum : uint32_t { kLnctPath = 1, kLnctDirectoryIndex = 2, kLnctMd5 = 5, kLnctLlvmSource = 0x2001 };
enum : uint32_t { kFormUdata = 0x0f, kFormData16 = 0x1e, kFormLineStrp = 0x1f };

// LLVM's line-table parameters (MCDwarfLineTableParams defaults) and AMDGPU's instruction alignment.
constexpr int64_t kLineBase = -5;
constexpr uint64_t kLineRange = 14, kOpcodeBase = 13, kMinInstLength = 4;
constexpr uint8_t kStandardOpcodeLengths[] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};

// MCDwarfLineAddr::encode: a line delta and an address delta (bytes) as a special opcode where one fits;
// lineDelta INT64_MAX ends the sequence.
void encodeAdvance(std::vector<uint8_t>& out, int64_t lineDelta, uint64_t addrDelta) {
  const uint64_t maxSpecialAddrDelta = (255 - kOpcodeBase) / kLineRange;
  addrDelta /= kMinInstLength;
  if (lineDelta == INT64_MAX) {
    if (addrDelta == maxSpecialAddrDelta) {
      out.push_back(kLnsConstAddPc);
    } else if (addrDelta) {
      out.push_back(kLnsAdvancePc);
      appendUleb128(out, addrDelta);
    }
    out.insert(out.end(), {0, 1, kLneEndSequence});
    return;
  }
  uint64_t temp = uint64_t(lineDelta - kLineBase);
  bool needCopy = false;
  if (temp >= kLineRange || temp + kOpcodeBase > 255) {
    out.push_back(kLnsAdvanceLine);
    appendSleb128(out, lineDelta);
    lineDelta = 0;
    temp = uint64_t(0 - kLineBase);
    needCopy = true;
  }
  if (lineDelta == 0 && addrDelta == 0) {
    out.push_back(kLnsCopy);
    return;
  }
  temp += kOpcodeBase;
  if (addrDelta < 256 + maxSpecialAddrDelta) {
    uint64_t opcode = temp + addrDelta * kLineRange;
    if (opcode <= 255) {
      out.push_back(uint8_t(opcode));
      return;
    }
    opcode = temp + (addrDelta - maxSpecialAddrDelta) * kLineRange;
    if (opcode <= 255) {
      out.push_back(kLnsConstAddPc);
      out.push_back(uint8_t(opcode));
      return;
    }
  }
  out.push_back(kLnsAdvancePc);
  appendUleb128(out, addrDelta);
  out.push_back(needCopy ? uint8_t(kLnsCopy) : uint8_t(temp));
}

// .debug_line_str: each distinct string once, in the order first referred to.
struct LineStrings {
  std::vector<uint8_t>& bytes;
  std::vector<std::pair<std::string, uint64_t>> seen;
  uint64_t add(const std::string& s) {
    for (const auto& [text, at] : seen)
      if (text == s) return at;
    const uint64_t at = bytes.size();
    bytes.insert(bytes.end(), s.begin(), s.end());
    bytes.push_back(0);
    seen.emplace_back(s, at);
    return at;
  }
};

}  // namespace

std::string DwarfLineTable::addFile(uint32_t number, std::string_view dir, std::string_view name,
                                    std::optional<Md5> md5, std::optional<std::string> source) {
  auto trackMd5 = [this](bool used) {
    allMd5_ = allMd5_ && used;
    anyMd5_ = anyMd5_ || used;
  };
  if (number == 0) {  // the root file: the compilation directory and the primary source (DWARF 5)
    version_ = 5;
    rootDir_ = std::string(dir);
    root_ = File{std::string(name), 0, md5, source};
    trackMd5(md5.has_value());
    anySource_ = anySource_ || source.has_value();
    return {};
  }
  std::string directory(dir), file(name);
  if (directory == rootDir_) directory.clear();
  if (file.empty()) {
    file = "<stdin>";
    directory.clear();
  }
  if (files_.empty()) {
    trackMd5(md5.has_value());
    anySource_ = anySource_ || source.has_value();
  }
  if (version_ >= 5 && !root_.name.empty() && root_.name == file && root_.md5 == md5) return {};  // the root again
  if (number >= files_.size()) files_.resize(size_t(number) + 1);
  File& f = files_[number];
  if (!f.name.empty()) return "file number already allocated";
  if (directory.empty()) {  // a path in the name: its directory goes to the directory table
    const std::filesystem::path p(file);
    if (p.has_filename() && p.has_parent_path()) {
      directory = p.parent_path().string();
      file = p.filename().string();
    }
  }
  uint32_t dirIndex = 0;
  if (!directory.empty()) {
    auto it = std::find(dirs_.begin(), dirs_.end(), directory);
    dirIndex = uint32_t(it - dirs_.begin()) + 1;
    if (it == dirs_.end()) dirs_.push_back(directory);
  }
  f = File{file, dirIndex, md5, source};
  trackMd5(md5.has_value());
  anySource_ = anySource_ || source.has_value();
  return {};
}

bool DwarfLineTable::validFile(uint32_t number) const {
  if (number == 0) return version_ >= 5;
  return number < files_.size() && !files_[number].name.empty();
}

std::vector<uint32_t> DwarfLineTable::unassignedFiles() const {
  std::vector<uint32_t> out;
  for (size_t i = 1; i < files_.size(); ++i)
    if (files_[i].name.empty()) out.push_back(uint32_t(i));
  return out;
}

void DwarfLineTable::take(int section, uint64_t offset) {
  if (!pending_) return;
  pending_ = false;
  auto it = std::find_if(sections_.begin(), sections_.end(), [&](const SectionEntries& s) { return s.section == section; });
  if (it == sections_.end()) {
    sections_.push_back({section, {}});
    it = sections_.end() - 1;
  }
  it->entries.push_back({loc_, offset});
}

// DWARF 5's directory and file tables: entry formats, then the entries, their paths in .debug_line_str.
void DwarfLineTable::emitV5Tables(std::vector<uint8_t>& out, const std::function<void(const std::string&)>& stringRef,
                                  const std::string& compilationDir) const {
  // Directories: the compilation directory first.
  out.push_back(1);
  appendUleb128(out, kLnctPath);
  appendUleb128(out, kFormLineStrp);
  appendUleb128(out, dirs_.size() + 1);
  stringRef(rootDir_.empty() ? compilationDir : rootDir_);
  for (const std::string& d : dirs_) stringRef(d);
  // Files: path, directory index, then MD5 when every file has one, and source when any has.
  const bool md5 = allMd5_;
  out.push_back(uint8_t(2 + (md5 ? 1 : 0) + (anySource_ ? 1 : 0)));
  appendUleb128(out, kLnctPath);
  appendUleb128(out, kFormLineStrp);
  appendUleb128(out, kLnctDirectoryIndex);
  appendUleb128(out, kFormUdata);
  if (md5) {
    appendUleb128(out, kLnctMd5);
    appendUleb128(out, kFormData16);
  }
  if (anySource_) {
    appendUleb128(out, kLnctLlvmSource);
    appendUleb128(out, kFormLineStrp);
  }
  appendUleb128(out, files_.empty() ? 1 : files_.size());
  auto fileEntry = [&](const File& f) {
    stringRef(f.name);
    appendUleb128(out, f.dir);
    if (md5 && f.md5) out.insert(out.end(), f.md5->begin(), f.md5->end());
    if (anySource_) stringRef(f.source ? (f.source->empty() ? std::string("\n") : *f.source) : std::string());
  };
  static const File kNone;
  fileEntry(!root_.name.empty() ? root_ : files_.size() > 1 ? files_[1] : kNone);
  for (size_t i = 1; i < files_.size(); ++i) fileEntry(files_[i]);
}

void DwarfLineTable::emit(std::vector<uint8_t>& out, std::vector<uint8_t>& lineStr, std::vector<DwarfReloc>& relocs,
                          const std::vector<uint64_t>& sectionSize, const std::string& compilationDir) const {
  LineStrings strings{lineStr, {}};
  auto stringRef = [&](const std::string& s) {
    relocs.push_back({out.size(), reloc::kAbs32, -1, int64_t(strings.add(s))});
    appendLittleEndian(out, 0, 4);
  };
  const size_t start = out.size();
  appendLittleEndian(out, 0, 4);  // unit length, patched
  appendLittleEndian(out, uint64_t(version_), 2);
  if (version_ >= 5) {
    out.push_back(8);  // address size
    out.push_back(0);  // segment selector size
  }
  const size_t headerLengthAt = out.size();
  appendLittleEndian(out, 0, 4);
  const size_t prologueStart = out.size();
  out.push_back(uint8_t(kMinInstLength));
  out.push_back(1);  // maximum operations per instruction
  out.push_back(1);  // default is_stmt
  out.push_back(uint8_t(int8_t(kLineBase)));
  out.push_back(uint8_t(kLineRange));
  out.push_back(uint8_t(kOpcodeBase));
  out.insert(out.end(), std::begin(kStandardOpcodeLengths), std::end(kStandardOpcodeLengths));
  if (version_ < 5) {  // DWARF 4: directories and file names inline, each list ended by an empty entry
    for (const std::string& d : dirs_) {
      out.insert(out.end(), d.begin(), d.end());
      out.push_back(0);
    }
    out.push_back(0);
    for (size_t i = 1; i < files_.size(); ++i) {
      out.insert(out.end(), files_[i].name.begin(), files_[i].name.end());
      out.push_back(0);
      appendUleb128(out, files_[i].dir);
      out.insert(out.end(), {0, 0});  // modification time and length: unknown
    }
    out.push_back(0);
  } else {
    emitV5Tables(out, stringRef, compilationDir);
  }
  patchLittleEndian(out, headerLengthAt, out.size() - prologueStart, 4);
  // One sequence per section with entries, ended at the section's end.
  for (const SectionEntries& sec : sections_) {
    uint32_t file = 1, lastLine = 1, column = 0, isa = 0, discriminator = 0;
    uint8_t flags = kLineIsStmt;
    std::optional<uint64_t> prev;
    for (const Entry& e : sec.entries) {
      const int64_t lineDelta = int64_t(e.loc.line) - int64_t(lastLine);
      if (file != e.loc.file) {
        file = e.loc.file;
        out.push_back(kLnsSetFile);
        appendUleb128(out, file);
      }
      if (column != e.loc.column) {
        column = e.loc.column;
        out.push_back(kLnsSetColumn);
        appendUleb128(out, column);
      }
      if (discriminator != e.loc.discriminator) {
        discriminator = e.loc.discriminator;
        std::vector<uint8_t> value;
        appendUleb128(value, discriminator);
        out.push_back(0);
        appendUleb128(out, value.size() + 1);
        out.push_back(kLneSetDiscriminator);
        out.insert(out.end(), value.begin(), value.end());
      }
      if (isa != e.loc.isa) {
        isa = e.loc.isa;
        out.push_back(kLnsSetIsa);
        appendUleb128(out, isa);
      }
      if ((e.loc.flags ^ flags) & kLineIsStmt) {
        flags = e.loc.flags;
        out.push_back(kLnsNegateStmt);
      }
      if (e.loc.flags & kLineBasicBlock) out.push_back(kLnsSetBasicBlock);
      if (e.loc.flags & kLinePrologueEnd) out.push_back(kLnsSetPrologueEnd);
      if (e.loc.flags & kLineEpilogueBegin) out.push_back(kLnsSetEpilogueBegin);
      if (!prev) {  // DW_LNE_set_address: the section's address, relocated
        out.insert(out.end(), {0, 9, kLneSetAddress});
        relocs.push_back({out.size(), reloc::kAbs64, sec.section, int64_t(e.offset)});
        appendLittleEndian(out, 0, 8);
        encodeAdvance(out, lineDelta, 0);
      } else {
        encodeAdvance(out, lineDelta, e.offset - *prev);
      }
      discriminator = 0;
      lastLine = e.loc.line;
      prev = e.offset;
    }
    if (prev) encodeAdvance(out, INT64_MAX, sectionSize[size_t(sec.section)] - *prev);
  }
  patchLittleEndian(out, start, out.size() - start - 4, 4);
}

}  // namespace gcnkit::asmimpl
