// Code object V2 directives (LLVM AMDGPU guide, "Code Object V2"): the "AMD" notes, the kernel symbol
// type and the amd_kernel_code_t header. Like llvm-mc, only with code object version 2; unlike llvm-mc
// 14, .hsatext too (the guide's V2 example uses it).
#include <elf.h>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "asm/section_directive.h"
#include "object/elf_file.h"
#include "object/metadata_v2.h"

namespace gcnkit::asmimpl {

namespace {


bool isV2Directive(std::string_view name) {
  return name == ".hsa_code_object_version" || name == ".hsa_code_object_isa" || name == ".amd_amdgpu_isa" ||
         name == ".amdgpu_hsa_kernel" || name == ".amd_kernel_code_t" || name == ".hsatext" ||
         name == ".amd_amdgpu_hsa_metadata";
}

// The V2 target id llvm-mc 14 compares .amd_amdgpu_isa with: features only when on; a processor whose
// xnack or sramecc is left "any" has none that matches.
std::optional<std::string> v2TargetId(const Target& t) {
  if (t.xnackSetting < 0 && (t.proc->flags & kXnackSupported)) return std::nullopt;
  if (t.srameccSetting < 0 && (t.proc->flags & kSramEccSupported)) return std::nullopt;
  std::string id = fmt::format("amdgcn-amd-amdhsa--{}", t.proc->name);
  if (t.xnackSetting == 1) id += "+xnack";
  if (t.srameccSetting == 1) id += "+sram-ecc";
  return id;
}

}  // namespace

void Assembler::emitNote(const NoteRecord& note, const Place& at) {
  // Notes go to .note without changing the current section (created at the first note, as llvm-mc does).
  AsmSection& notes = res_.program.sections[size_t(sideSection(".note", SHT_NOTE, SHF_ALLOC, 4, at))];
  std::vector<uint8_t> bytes = encodeNotes(std::span<const NoteRecord>(&note, 1));
  notes.bytes.insert(notes.bytes.end(), bytes.begin(), bytes.end());
}

bool Assembler::v2Directive(std::string_view name, Scan& s, const Place& at) {
  if (!isV2Directive(name)) return false;
  // In listings llvm-mc follows each of these directives with an empty line.
  if (codeObjectVersion() != 2) {
    error(at, at.col, fmt::format("{} is a code object V2 directive: it needs --amdhsa-code-object-version=2", name));
    return true;
  }
  if (name == ".hsatext") {
    switchSection(".hsatext", SHT_PROGBITS, kHsaTextFlags, at);
    if (section_ != listedSection_) echo("\t.section\t.hsatext,\"axw\",@progbits");
    listedSection_ = section_;
    return true;
  }
  if (name == ".hsa_code_object_version") {
    auto major = absoluteExpression(s, at);
    if (!major) return true;
    if (!s.accept(',')) {
      error(at, s.col(), "minor version number required, comma expected");
      return true;
    }
    auto minor = absoluteExpression(s, at);
    if (!minor) return true;
    emitNote(makeCodeObjectVersionNote({uint32_t(*major), uint32_t(*minor)}), at);
    echo(fmt::format("\t.hsa_code_object_version {},{}\n", *major, *minor));
    return true;
  }
  if (name == ".hsa_code_object_isa") {
    HsaIsaVersion v;
    const AmdKernelCode defaults = defaultAmdKernelCode(opt_.target);  // the processor's version numbers
    v.major = defaults.machineVersionMajor;
    v.minor = defaults.machineVersionMinor;
    v.stepping = defaults.machineVersionStepping;
    // llvm-mc names a GFX9 processor with xnack on (or left to "any") by the next stepping, the legacy
    // spelling of the xnack variant (gfx900 -> 9,0,1; gfx906 -> 9,0,7).
    if ((opt_.target.proc->flags & kXnackStepping) && opt_.target.xnackSetting != 0)
      ++v.stepping;
    s.skipSpace();
    if (!s.atEnd()) {  // major, minor, stepping, "vendor", "arch"
      uint32_t* numbers[] = {&v.major, &v.minor, &v.stepping};
      const char* what[] = {"minor version number required, comma expected",
                            "stepping version number required, comma expected",
                            "vendor name required, comma expected"};
      for (int i = 0; i < 3; ++i) {
        auto n = absoluteExpression(s, at);
        if (!n) return true;
        *numbers[i] = uint32_t(*n);
        if (!s.accept(',')) return error(at, s.col(), what[i]), true;
      }
      auto vendor = quoted(s);
      if (!vendor) return error(at, s.col(), "invalid vendor name"), true;
      if (!s.accept(',')) return error(at, s.col(), "arch name required, comma expected"), true;
      auto arch = quoted(s);
      if (!arch) return error(at, s.col(), "invalid arch name"), true;
      v.vendor = *vendor;
      v.arch = *arch;
    }
    emitNote(makeIsaVersionNote(v), at);
    echo(fmt::format("\t.hsa_code_object_isa {},{},{},\"{}\",\"{}\"\n", v.major, v.minor, v.stepping, v.vendor, v.arch));
    return true;
  }
  if (name == ".amd_amdgpu_isa") {
    const int qcol = (s.skipSpace(), s.col());
    auto id = quoted(s);
    if (!id) return error(at, qcol, "expected string in directive"), true;
    const auto want = v2TargetId(opt_.target);
    if (!want || *id != *want) return error(at, qcol, "target id must match options"), true;
    emitNote(makeIsaNameNote(*id), at);
    echo(fmt::format("\t.amd_amdgpu_isa \"{}\"\n", *id));
    return true;
  }
  if (name == ".amdgpu_hsa_kernel") {
    s.skipSpace();
    std::string_view k = s.ident();
    if (k.empty()) return error(at, s.col(), "expected symbol name"), true;
    symbol(intern(k)).type = kSttAmdgpuHsaKernel;
    echo(fmt::format("\t.amdgpu_hsa_kernel {}\n", k));
    return true;
  }
  if (name == ".amd_kernel_code_t") {
    raw_ = RawBlock{RawBlock::AmdKernelCode, {}, {}, at};  // (an aggregate: clang cannot emplace() it here)
    raw_->header = defaultAmdKernelCode(opt_.target);
    return true;
  }
  // .amd_amdgpu_hsa_metadata: YAML lines up to .end_amd_amdgpu_hsa_metadata.
  raw_ = RawBlock{RawBlock::HsaMetadataV2, {}, {}, at};
  return true;
}

// The V2 metadata note: the YAML read against the V2 schema and written as llvm-mc writes it.
void Assembler::endHsaMetadataV2(const Place& where, int col) {
  auto yaml = canonicalV2Metadata(raw_->text);
  raw_.reset();
  if (!yaml) return error(where, col, "invalid HSA metadata", yaml.error());
  emitNote(makeHsaMetadataNote(*yaml), where);
  if (opt_.listing) echo("\t.amd_amdgpu_hsa_metadata\n" + *yaml + "\t.end_amd_amdgpu_hsa_metadata\n");
}

// One line of .amd_kernel_code_t: `key = value`, or the end of the block.
void Assembler::amdKernelCodeLine(std::string_view code, const Place& where) {
  Scan s{code, 0};
  s.skipSpace();
  const int keyCol = s.col();
  std::string_view key = s.ident();
  if (key.empty()) {
    if (!s.atEnd()) error(where, keyCol, "expected value identifier or .end_amd_kernel_code_t");
    return;
  }
  if (key == ".end_amd_kernel_code_t") {
    const auto bytes = encode(raw_->header);
    current().bytes.insert(current().bytes.end(), bytes.begin(), bytes.end());
    if (opt_.listing) echo(printAmdKernelCode(raw_->header));
    raw_.reset();
    return;
  }
  s.skipSpace();
  const int eqCol = s.col();
  if (!getAmdKernelCodeField(raw_->header, key)) {
    error(where, eqCol, fmt::format("unexpected amd_kernel_code_t field name {}", key));
    return;
  }
  if (!s.accept('=')) {
    error(where, s.col(), "expected '='");
    return;
  }
  auto v = absoluteExpression(s, where);
  if (!v) return;
  std::string problem = setAmdKernelCodeField(raw_->header, key, *v, &opt_.target);
  if (!problem.empty()) {
    Place next = where;  // llvm-mc reports these checks where the next statement begins
    ++next.line;
    next.text = {};
    error(next, 1, problem);
  }
}

}  // namespace gcnkit::asmimpl
