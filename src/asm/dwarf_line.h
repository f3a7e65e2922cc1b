// The DWARF line table of `.file`/`.loc` (clang -g): llvm-mc writes a .debug_line program from them, DWARF 5 with
// its paths in .debug_line_str once a `.file 0` names the root file (as clang writes it), else DWARF 4 (llvm-mc's
// default) with the paths inline. This is the bookkeeping and the encoding, byte for byte as LLVM's
// MCDwarfLineTable emits it (line_base -5, line_range 14, opcode_base 13, minimum instruction length 4).
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit::asmimpl {

inline constexpr uint8_t kLineIsStmt = 1, kLineBasicBlock = 2, kLinePrologueEnd = 4, kLineEpilogueBegin = 8;

struct DwarfLoc {
  uint32_t file = 0, line = 0, column = 0;
  uint8_t flags = kLineIsStmt;
  uint32_t isa = 0, discriminator = 0;
};

// A place the emitted bytes refer to: a relocation against a section's begin symbol.
struct DwarfReloc {
  uint64_t offset;     // in the section being written
  uint32_t type;       // R_AMDGPU_ABS32 or R_AMDGPU_ABS64
  int targetSection;   // -1: the line-string section
  int64_t addend;
};

class DwarfLineTable {
 public:
  using Md5 = std::array<uint8_t, 16>;
  // `.file N ["dir"] "name" [md5 X] [source "text"]`; returns an error message or "".
  std::string addFile(uint32_t number, std::string_view dir, std::string_view name, std::optional<Md5> md5,
                      std::optional<std::string> source);
  bool validFile(uint32_t number) const;
  // File numbers below the highest `.file N` that no directive named (llvm-mc refuses the gaps at the end).
  std::vector<uint32_t> unassignedFiles() const;
  int version() const { return version_; }
  bool md5Consistent() const { return !anyMd5_ || allMd5_; }

  // `.loc`: the location the next instruction or datum gets (the previous one, if still pending, first gets
  // an entry at the current place: the caller calls take() before setting).
  void setLoc(const DwarfLoc& loc) {
    loc_ = loc;
    pending_ = true;
  }
  const DwarfLoc& loc() const { return loc_; }
  bool pending() const { return pending_; }
  // A line entry for the pending location at `offset` of `section`.
  void take(int section, uint64_t offset);
  bool empty() const { return sections_.empty() && files_.empty() && root_.name.empty() && version_ < 5; }

  // The line program, appended to `out` (the .debug_line section, `lineStr` its strings in DWARF 5), for code
  // sections whose final sizes `sectionSize` gives. `compilationDir` stands in for a missing `.file 0` directory.
  void emit(std::vector<uint8_t>& out, std::vector<uint8_t>& lineStr, std::vector<DwarfReloc>& relocs,
            const std::vector<uint64_t>& sectionSize, const std::string& compilationDir) const;

 private:
  struct File {
    std::string name;
    uint32_t dir = 0;
    std::optional<Md5> md5;
    std::optional<std::string> source;
  };
  struct Entry {
    DwarfLoc loc;
    uint64_t offset;
  };
  struct SectionEntries {
    int section;
    std::vector<Entry> entries;
  };
  void emitV5Tables(std::vector<uint8_t>& out, const std::function<void(const std::string&)>& stringRef,
                    const std::string& compilationDir) const;
  File root_;
  std::string rootDir_;  // the `.file 0` directory (the compilation directory)
  std::vector<File> files_;  // [0] unused, as LLVM's MCDwarfFiles
  std::vector<std::string> dirs_;
  bool allMd5_ = true, anyMd5_ = false, anySource_ = false;
  int version_ = 4;  // 5 from the first `.file 0` on
  DwarfLoc loc_;
  bool pending_ = false;
  std::vector<SectionEntries> sections_;  // in order of their first entry
};

}  // namespace gcnkit::asmimpl
