// Debug directives of `clang -g` output: `.file` and `.loc` (the .debug_line program llvm-mc writes) and
// `.cfi_*` (its .debug_frame or .eh_frame), and the sections they produce when assembly ends.
#include <elf.h>

#include <filesystem>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "isa/registers.h"
#include "object/elf_file.h"

namespace gcnkit::asmimpl {

namespace {

// A 128-bit hex number (`md5 0x...`) as 16 big-endian bytes.
std::optional<DwarfLineTable::Md5> hexOcta(Scan& s) {
  s.skipSpace();
  if (s.peek() != '0' || (s.peek(1) != 'x' && s.peek(1) != 'X')) return std::nullopt;
  s.pos += 2;
  std::string digits;
  while (std::isxdigit(static_cast<unsigned char>(s.peek()))) digits += s.line[s.pos++];
  if (digits.empty() || digits.size() > 32) return std::nullopt;
  digits.insert(0, 32 - digits.size(), '0');
  DwarfLineTable::Md5 out{};
  for (size_t i = 0; i < 16; ++i) out[i] = uint8_t(std::stoi(digits.substr(2 * i, 2), nullptr, 16));
  return out;
}

}  // namespace

// The DWARF number of a register operand of a .cfi directive (a number, or a register name: SGPRs 32-95 and
// 1088-1129, VGPRs from 2560 (wave64) or 1536 (wave32), AGPRs from 3072 or 2048, EXEC 17 or EXEC_LO 1).
std::optional<uint32_t> Assembler::cfiRegister(Scan& s, const Place& at) {
  s.skipSpace();
  const int col = s.col();
  if (s.peek() >= '0' && s.peek() <= '9') {
    auto v = absoluteExpression(s, at);
    if (!v) return std::nullopt;
    return uint32_t(*v);
  }
  size_t end = s.pos;
  while (end < s.line.size() && s.line[end] != ',' && s.line[end] != ' ' && s.line[end] != '\t') ++end;
  const std::string_view text = s.line.substr(s.pos, end - s.pos);
  RegParse r = parseRegister(text, opt_.target, true);
  const bool agpr = !r.reg && r.error.empty() && (r = parseAgpr(text, opt_.target)).reg.has_value();
  if (!r.reg || !r.error.empty()) {
    error(at, col, r.error.empty() ? "invalid register name" : r.error);
    return std::nullopt;
  }
  s.pos = end;
  const bool wave32 = opt_.target.wave32;
  const uint16_t code = r.reg->code;
  if (r.reg->dwords == 1 && isVgprCode(code))
    return uint32_t(code - opnd::kVgpr0) + (agpr ? (wave32 ? 2048u : 3072u) : (wave32 ? 1536u : 2560u));
  if (r.reg->dwords == 1 && code < 64) return 32u + code;
  if (r.reg->dwords == 1 && code < 106) return 1088u + (code - 64u);
  if (code == opnd::kExecLo && r.reg->dwords == 2 && !wave32) return 17u;
  if (code == opnd::kExecLo && r.reg->dwords == 1 && wave32) return 1u;
  error(at, col, fmt::format("register '{}' has no DWARF number here", text));
  return std::nullopt;
}

bool Assembler::debugDirective(std::string_view name, Scan& s, const Place& at) {
  if (name == ".file") return fileDirective(s, at);
  if (name == ".loc") return locDirective(s, at);
  if (!name.starts_with(".cfi_")) return false;
  return cfiDirective(name, s, at);
}

// .file N ["dir"] "name" [md5 0x...] [source "..."] (the line table); .file "name", which names an STT_FILE symbol
// on other targets, is nothing on AMDGPU.
bool Assembler::fileDirective(Scan& s, const Place& at) {
  s.skipSpace();
  std::optional<uint32_t> number;
  if (s.peek() >= '0' && s.peek() <= '9') {
    auto n = absoluteExpression(s, at);
    if (!n) return true;
    if (*n < 0 || *n > 0xffffffffLL) {
      error(at, at.col, "negative file number");
      return true;
    }
    number = uint32_t(*n);
  }
  const int col = (s.skipSpace(), s.col());
  auto path = quoted(s);
  if (!path) {
    error(at, col, "expected string");
    return true;
  }
  std::string dir, file = *path;
  if ((s.skipSpace(), s.peek() == '"')) {
    if (!number) {
      error(at, s.col(), "explicit path specified, but no file number");
      return true;
    }
    dir = *path;
    file = *quoted(s);
  }
  std::optional<DwarfLineTable::Md5> md5;
  std::optional<std::string> source;
  for (s.skipSpace(); !s.atEnd(); s.skipSpace()) {
    const int kcol = s.col();
    const std::string_view keyword = s.ident();
    if (keyword == "md5") {
      if (!number) {
        error(at, kcol, "MD5 checksum specified, but no file number");
        return true;
      }
      md5 = hexOcta(s);
      if (!md5) {
        error(at, s.col(), "expected 128-bit hex value for the MD5 checksum");
        return true;
      }
    } else if (keyword == "source") {
      source = quoted(s);
      if (!source) {
        error(at, s.col(), "expected string");
        return true;
      }
    } else {
      error(at, kcol, "unexpected token in '.file' directive");
      return true;
    }
  }
  if (!number) return true;  // AMDGPU has no single-argument .file (no STT_FILE symbol): llvm-mc ignores it too
  if (std::string e = lines_.addFile(*number, dir, file, md5, source); !e.empty()) {
    error(at, at.col, e);
    return true;
  }
  if (!lines_.md5Consistent() && !reportedMd5_) {
    reportedMd5_ = true;
    warning(at, at.col, "inconsistent use of MD5 checksums");
  }
  echo(fmt::format("\t.file\t{} {}", *number, std::string(s.line.substr(size_t(col - 1)))));
  return true;
}

// .loc FILE LINE [COLUMN] [basic_block] [prologue_end] [epilogue_begin] [is_stmt N] [isa N] [discriminator N]
bool Assembler::locDirective(Scan& s, const Place& at) {
  const int fileCol = (s.skipSpace(), s.col());
  auto file = absoluteExpression(s, at);
  if (!file) return true;
  if (*file < 1 && lines_.version() < 5) {
    error(at, fileCol, "file number less than one in '.loc' directive");
    return true;
  }
  if (*file < 0 || !lines_.validFile(uint32_t(*file))) {
    error(at, fileCol, "unassigned file number in '.loc' directive");
    return true;
  }
  DwarfLoc loc;
  loc.file = uint32_t(*file);
  auto line = absoluteExpression(s, at);
  if (!line) return true;
  if (*line < 0) {
    error(at, fileCol, "line numbers must be positive");
    return true;
  }
  loc.line = uint32_t(*line);
  if ((s.skipSpace(), s.peek() >= '0' && s.peek() <= '9')) {
    auto column = absoluteExpression(s, at);
    if (!column) return true;
    if (*column < 0) {
      error(at, fileCol, "column position less than zero");
      return true;
    }
    loc.column = uint32_t(*column);
  }
  loc.flags = lines_.loc().flags & kLineIsStmt;  // is_stmt carries over; the other flags do not
  for (s.skipSpace(); !s.atEnd(); s.skipSpace()) {
    const int kcol = s.col();
    const std::string_view option = s.ident();
    if (option == "basic_block") {
      loc.flags |= kLineBasicBlock;
    } else if (option == "prologue_end") {
      loc.flags |= kLinePrologueEnd;
    } else if (option == "epilogue_begin") {
      loc.flags |= kLineEpilogueBegin;
    } else if (option == "is_stmt" || option == "isa" || option == "discriminator") {
      const int vcol = (s.skipSpace(), s.col());
      auto v = absoluteExpression(s, at);
      if (!v) return true;
      if (option == "is_stmt") {
        if (*v != 0 && *v != 1) {
          error(at, vcol, "is_stmt value not 0 or 1");
          return true;
        }
        loc.flags = uint8_t(*v ? loc.flags | kLineIsStmt : loc.flags & ~kLineIsStmt);
      } else if (*v < 0) {
        error(at, vcol, option == "isa" ? "isa number less than zero" : "discriminator less than zero");
        return true;
      } else {
        (option == "isa" ? loc.isa : loc.discriminator) = uint32_t(*v);
      }
    } else {
      error(at, kcol, option.empty() ? "unexpected token in '.loc' directive"
                                     : fmt::format("unknown sub-directive in '.loc' directive: '{}'", option));
      return true;
    }
  }
  markLine();  // a location still pending gets its entry here, before the new one
  if (opt_.listing) echo(locListing(loc, lines_.loc().flags));
  lines_.setLoc(loc);
  return true;
}

// llvm-mc's listing of a `.loc`: the location as it took it (is_stmt only where it changes), then a comment
// with the line and column.
std::string Assembler::locListing(const DwarfLoc& loc, uint8_t previousFlags) {
  std::string text = fmt::format("{} {} {}", loc.file, loc.line, loc.column);
  if (loc.flags & kLineBasicBlock) text += " basic_block";
  if (loc.flags & kLinePrologueEnd) text += " prologue_end";
  if (loc.flags & kLineEpilogueBegin) text += " epilogue_begin";
  if ((loc.flags ^ previousFlags) & kLineIsStmt) text += loc.flags & kLineIsStmt ? " is_stmt 1" : " is_stmt 0";
  if (loc.isa) text += fmt::format(" isa {}", loc.isa);
  if (loc.discriminator) text += fmt::format(" discriminator {}", loc.discriminator);
  return fmt::format("\t.loc\t{:31} ; :{}:{}", text, loc.line, loc.column);
}

bool Assembler::cfiDirective(std::string_view name, Scan& s, const Place& at) {
  using Op = CfiInstruction::Op;
  if (name == ".cfi_sections") {
    bool eh = false, debug = false;
    do {
      s.skipSpace();
      const int col = s.col();
      const std::string_view section = s.ident();
      if (section == ".eh_frame") eh = true;
      else if (section == ".debug_frame") debug = true;
      else {
        error(at, col, "expected .eh_frame or .debug_frame");
        return true;
      }
    } while (s.accept(','));
    cfiEh_ = eh;
    cfiDebug_ = debug;
    echo(fmt::format("\t.cfi_sections {}", std::string(s.line.substr(size_t(at.col - 1) + name.size() + 1))));
    return true;
  }
  if (name == ".cfi_startproc") {
    if (openFrame_ >= 0) {
      error(at, at.col, "starting new .cfi frame before finishing the previous one");
      return true;
    }
    CfiFrame f;
    s.skipSpace();
    if (!s.atEnd()) {
      const int col = s.col();
      if (s.ident() != "simple") {
        error(at, col, "unexpected token in '.cfi_startproc' directive");
        return true;
      }
      f.simple = true;
    }
    f.section = section_;
    f.begin = here();
    echo(f.simple ? "\t.cfi_startproc simple" : "\t.cfi_startproc");
    openFrame_ = int(frames_.size());
    frames_.push_back(std::move(f));
    return true;
  }
  if (openFrame_ < 0) {
    error(at, at.col, "this directive must appear between .cfi_startproc and .cfi_endproc directives");
    return true;
  }
  CfiFrame& frame = frames_[size_t(openFrame_)];
  if (name == ".cfi_endproc") {
    frame.end = here();
    frame.ended = true;
    openFrame_ = -1;
    echo("\t.cfi_endproc");
    return true;
  }
  if (name == ".cfi_signal_frame") {
    frame.signalFrame = true;
    return true;
  }
  CfiInstruction i{};
  i.at = here();
  auto reg = [&](uint32_t& out) {
    auto r = cfiRegister(s, at);
    if (r) out = *r;
    return r.has_value();
  };
  auto comma = [&] {
    if (s.accept(',')) return true;
    error(at, s.col(), "expected comma");
    return false;
  };
  auto number = [&](int64_t& out) {
    auto v = absoluteExpression(s, at);
    if (v) out = *v;
    return v.has_value();
  };
  if (name == ".cfi_def_cfa") {
    i.op = Op::DefCfa;
    if (!reg(i.reg) || !comma() || !number(i.offset)) return true;
  } else if (name == ".cfi_llvm_def_aspace_cfa") {
    i.op = Op::LlvmDefAspaceCfa;
    int64_t space = 0;
    if (!reg(i.reg) || !comma() || !number(i.offset) || !comma() || !number(space)) return true;
    i.addressSpace = uint32_t(space);
  } else if (name == ".cfi_def_cfa_offset" || name == ".cfi_adjust_cfa_offset") {
    i.op = name == ".cfi_def_cfa_offset" ? Op::DefCfaOffset : Op::AdjustCfaOffset;
    if (!number(i.offset)) return true;
  } else if (name == ".cfi_def_cfa_register") {
    i.op = Op::DefCfaRegister;
    if (!reg(i.reg)) return true;
  } else if (name == ".cfi_offset" || name == ".cfi_rel_offset" || name == ".cfi_val_offset") {
    i.op = name == ".cfi_offset" ? Op::Offset : name == ".cfi_rel_offset" ? Op::RelOffset : Op::ValOffset;
    if (!reg(i.reg) || !comma() || !number(i.offset)) return true;
  } else if (name == ".cfi_register") {
    i.op = Op::Register;
    if (!reg(i.reg) || !comma() || !reg(i.reg2)) return true;
  } else if (name == ".cfi_undefined" || name == ".cfi_same_value" || name == ".cfi_restore") {
    i.op = name == ".cfi_undefined" ? Op::Undefined : name == ".cfi_same_value" ? Op::SameValue : Op::Restore;
    if (!reg(i.reg)) return true;
  } else if (name == ".cfi_remember_state" || name == ".cfi_restore_state" || name == ".cfi_window_save") {
    i.op = name == ".cfi_remember_state" ? Op::RememberState : name == ".cfi_restore_state" ? Op::RestoreState
                                                                                            : Op::WindowSave;
  } else if (name == ".cfi_escape") {
    i.op = Op::Escape;
    do {
      int64_t b = 0;
      if (!number(b)) return true;
      i.bytes.push_back(uint8_t(b));
    } while (s.accept(','));
  } else if (name == ".cfi_gnu_args_size") {
    i.op = Op::GnuArgsSize;
    if (!number(i.offset)) return true;
  } else if (name == ".cfi_return_column") {
    uint32_t r = 0;
    if (!reg(r)) return true;
    frame.returnColumn = r;
    return true;
  } else {
    // .cfi_personality, .cfi_lsda and the like need exception tables no AMDGPU object has.
    error(at, at.col, fmt::format("{} is not supported for AMDGPU", name));
    return true;
  }
  frame.instructions.push_back(std::move(i));
  echo(fmt::format("\t{}", std::string(s.line.substr(size_t(at.col - 1)))));
  return true;
}

// The frame and line sections, once every section has its final size (llvm-mc emits them when it finishes:
// frames first, then the line table and its strings).
void Assembler::emitDebugSections() {
  const Place end = endOfInput();
  if (openFrame_ >= 0) error(end, end.col, "Unfinished frame!");
  for (uint32_t n : lines_.unassignedFiles())
    error(end, end.col, fmt::format("unassigned file number: {} for .file directives", n));
  if (!frames_.empty() && openFrame_ < 0) {
    for (const bool eh : {true, false}) {
      if (eh ? !cfiEh_ : !cfiDebug_) continue;
      const int index = eh ? sideSection(".eh_frame", SHT_PROGBITS, SHF_ALLOC, 8, end)
                           : sideSection(".debug_frame", SHT_PROGBITS, 0, 8, end);
      std::vector<DwarfReloc> relocs;
      emitCfiFrames(res_.program.sections[size_t(index)].bytes, relocs, frames_, eh);
      addDebugRelocations(index, relocs, index);
    }
  }
  if (lines_.empty()) return;
  const int line = sideSection(".debug_line", SHT_PROGBITS, 0, 1, end);
  std::vector<uint64_t> sizes;
  for (const AsmSection& sec : res_.program.sections) sizes.push_back(sec.type == SHT_NOBITS ? sec.bssSize : sec.bytes.size());
  std::vector<DwarfReloc> relocs;
  std::vector<uint8_t> strings;
  std::error_code ec;
  const std::string cwd = std::filesystem::current_path(ec).string();  // llvm-mc's default compilation directory
  lines_.emit(res_.program.sections[size_t(line)].bytes, strings, relocs, sizes, cwd);
  const int lineStr = lines_.version() >= 5
                          ? sideSection(".debug_line_str", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, end, 1) : -1;
  if (lineStr >= 0) res_.program.sections[size_t(lineStr)].bytes = std::move(strings);
  addDebugRelocations(line, relocs, lineStr);
}

// Relocations of generated debug data: against section begin symbols (`self` stands for targetSection -1).
void Assembler::addDebugRelocations(int section, const std::vector<DwarfReloc>& relocs, int self) {
  for (const DwarfReloc& r : relocs) {
    AsmRelocation out;
    out.section = section;
    out.offset = r.offset;
    out.type = r.type;
    out.targetSection = r.targetSection < 0 ? self : r.targetSection;
    out.addend = r.addend;
    res_.program.relocations.push_back(std::move(out));
  }
}

}  // namespace gcnkit::asmimpl
