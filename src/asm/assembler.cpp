#include "asm/assembler.h"

#include <elf.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "asm/instruction_output.h"
#include "asm/kernel_listing.h"
#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "isa/registers.h"
#include "object/kernel_descriptor.h"
#include "object/metadata.h"
#include "text/block_comments.h"
#include "text/append.h"
#include "text/diagnostics.h"
#include "text/byte_search.h"
#include "text/printer.h"

namespace gcnkit {

namespace asmimpl {

namespace {


std::string_view firstWord(std::string_view line) {
  size_t a = line.find_first_not_of(" \t");
  if (a == std::string_view::npos) return {};
  size_t b = a;
  while (b < line.size() && Scan::identChar(line[b])) ++b;
  return line.substr(a, b - a);
}

}  // namespace

std::string hsaTargetId(const Target& t, int codeObjectVersion) {
  std::string id = fmt::format("amdgcn-amd-amdhsa--{}", t.proc->name);
  if (codeObjectVersion == 3) {
    // Code object V3 names only what is on (or "any"): +xnack, then +sram-ecc.
    if ((t.proc->flags & kXnackSupported) && t.xnackSetting != 0) id += "+xnack";
    if ((t.proc->flags & kSramEccSupported) && t.srameccSetting != 0) id += "+sram-ecc";
    return id;
  }
  if (t.srameccSetting >= 0) id += t.srameccSetting ? ":sramecc+" : ":sramecc-";
  if (t.xnackSetting >= 0) id += t.xnackSetting ? ":xnack+" : ":xnack-";
  return id;
}

Assembler::Assembler(std::string_view src, const AssembleOptions& o) : src_(src), opt_(o) {
  AsmSection text;
  text.name = ".text";
  text.flags = SHF_ALLOC | SHF_EXECINSTR;
  text.align = 4;
  addSection(std::move(text), Place{o.fileName, 0, 0, {}});
}

std::optional<int64_t> Assembler::absolute(std::string_view name) const {
  const SymbolEntry* e = symbols_.find(name);
  if (!e || e->section != -2) return std::nullopt;
  return int64_t(e->value);
}

// The .amdgcn.* symbols an HSA assembler defines (LLVM AMDGPU guide, "Predefined Symbols").
void Assembler::predefineSymbols() {
  if (!opt_.hsa) return;
  // gfx<major><minor><stepping>: the last two characters are minor and stepping (hex for stepping).
  std::string_view n = opt_.target.proc->name.substr(3);
  auto digit = [](char c) { return c >= 'a' ? c - 'a' + 10 : c - '0'; };
  int stepping = digit(n.back()), minor = digit(n[n.size() - 2]);
  int major = std::stoi(std::string(n.substr(0, n.size() - 2)));
  auto define = [&](std::string_view name, int64_t v) {
    SymbolEntry& e = symbol(name);
    e.section = -2;
    e.value = uint64_t(v);
    return &e;
  };
  define(".amdgcn.gfx_generation_number", major);
  define(".amdgcn.gfx_generation_minor", minor);
  define(".amdgcn.gfx_generation_stepping", stepping);
  nextFreeVgpr_ = define(".amdgcn.next_free_vgpr", 0);
  nextFreeSgpr_ = define(".amdgcn.next_free_sgpr", 0);
}

// Raises .amdgcn.next_free_sgpr/vgpr past the highest SGPR/VGPR an instruction names.
void Assembler::trackRegisters(uint16_t sgprs, uint16_t vgprs) {
  if (!nextFreeSgpr_ || nextFreeSgpr_->section != -2) return;
  nextFreeSgpr_->value = std::max<uint64_t>(nextFreeSgpr_->value, sgprs);
  if (nextFreeVgpr_ && nextFreeVgpr_->section == -2)
    nextFreeVgpr_->value = std::max<uint64_t>(nextFreeVgpr_->value, vgprs);
}

AssembleResult Assembler::run() {
  res_.program.sections[0].bytes.reserve(src_.size() / 3);
  predefineSymbols();
  // Code object V3+ listings open with the target id; V2 has none.
  if (opt_.hsa && opt_.listing && opt_.codeObjectVersion >= 3)
    echo(fmt::format("\t.amdgcn_target \"{}\"", hsaTargetId(opt_.target, codeObjectVersion())));
  const Blanked main = blankComments(src_);
  src_ = main.text;
  if (int n = InstructionPrefetch::threadsFor(src_.size(), opt_.threads))
    prefetch_ = std::make_unique<InstructionPrefetch>(src_, opt_.target, ListingStyle{opt_.listing, opt_.showEncoding}, n);
  processText(src_, opt_.fileName, 0);
  prefetch_.reset();
  unterminatedComment(main, opt_.fileName);
  if (block_) error(block_->start, block_->start.col, block_->kind == Block::Rept ? "no matching '.endr' in definition"
                                                                                 : "no matching '.endm' in definition");
  if (!conds_.empty()) error(endOfInput(), endOfInput().col, "unmatched .ifs or .elses");
  if (raw_)
    error(raw_->start, raw_->start.col,
          raw_->kind == RawBlock::Kernel          ? "expected .end_amdhsa_kernel"
          : raw_->kind == RawBlock::AmdKernelCode ? "expected .end_amd_kernel_code_t"
          : raw_->kind == RawBlock::HsaMetadataV2 ? "expected directive .end_amd_amdgpu_hsa_metadata not found"
                                                  : "expected directive .end_amdgpu_metadata not found");
  resolveVariables();
  finishKernels();
  resolveFixups();
  emitDebugSections();
  finishProgram();
  flushListing(0);
  return std::move(res_);
}

void Assembler::processText(std::string_view text, std::string_view file, int depth) {
  int lineNo = 0;
  size_t pos = 0;
  const bool mainSource = depth == 0 && text.data() == src_.data();
  while (pos <= text.size() && !stopped_) {
    if (mainSource && pos >= nextSourceDone_ && opt_.sourceDone) {
      opt_.sourceDone(pos);
      nextSourceDone_ = pos + kSourceDoneStep;
    }
    if (mainSource && prefetch_ && takeRun(pos, lineNo, file)) continue;
    const size_t nl = pos + findAnyOf<'\n'>(text.data() + pos, text.size() - pos);
    std::string_view line = text.substr(pos, nl - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++lineNo;
    Place where{file, lineNo, 1, line};
    if (!rawLine(line, where) && !collecting(line, where)) statement(line, where);
    if (nl == text.size()) break;
    pos = nl + 1;
  }
}

// Where llvm-mc reports what is missing at the end: past the last character, on a line of its own after a final
// newline.
Place Assembler::endOfInput() const {
  const size_t lastNewline = src_.rfind('\n');
  const int line = 1 + int(std::count(src_.begin(), src_.end(), '\n'));
  const std::string_view last = lastNewline == std::string_view::npos ? src_ : src_.substr(lastNewline + 1);
  return Place{opt_.fileName, line, int(last.size()) + 1, last};
}

void Assembler::error(const Place& at, int col, std::string_view msg, std::string_view note) {
  if (stopped_) return;
  ++res_.errors;
  std::string d = formatDiagnostic(at.file, at.line, col, Severity::Error, msg, sourceLine(at.text));
  if (!note.empty()) d += fmt::format("{}:{}:{}: note: {}\n", at.file, at.line, col, note);
  if (opt_.errorLimit && uint32_t(res_.errors) >= opt_.errorLimit) {
    // clang's wording; the assembly stops here (processText and every expansion check stopped_).
    d += fmt::format("{}: error: too many errors emitted ({}), stopping now (--error-limit=N changes the limit, 0 "
                     "removes it)\n",
                     at.file, opt_.errorLimit);
    stopped_ = true;
  }
  emitDiagnostic(d);
}

void Assembler::warning(const Place& at, int col, std::string_view msg) {
  if (stopped_) return;
  emitDiagnostic(formatDiagnostic(at.file, at.line, col, Severity::Warning, msg, sourceLine(at.text)));
}

Assembler::Blanked Assembler::blankComments(std::string_view text) {
  auto b = blankBlockComments(text);
  if (!b) return {text, std::nullopt};
  const std::string_view blank = owned_.emplace_back(std::move(b->text));
  blanked_.emplace_back(blank, text);
  return {blank, b->unterminated};
}

// llvm-mc's lexer: "unterminated comment" where it starts, and where that is the start of a statement, the statement
// parser's "unexpected token" too (a comment after a statement's start fails that statement's parse in llvm-mc instead).
void Assembler::unterminatedComment(const Blanked& b, std::string_view file) {
  if (!b.unterminated || stopped_) return;
  const size_t at = *b.unterminated;
  const size_t lineStart = b.text.rfind('\n', at == 0 ? 0 : at - 1);
  const size_t begin = lineStart == std::string_view::npos || at == 0 ? 0 : lineStart + 1;
  const size_t end = std::min(b.text.size(), b.text.find('\n', at));
  const Place where{file, 1 + int(std::count(b.text.begin(), b.text.begin() + ptrdiff_t(begin), '\n')), 1,
                    b.text.substr(begin, end - begin)};
  const int col = int(at - begin) + 1;
  error(where, col, "unterminated comment");
  if (b.text.substr(begin, at - begin).find_first_not_of(" \t") == std::string_view::npos)
    error(where, col, "unexpected token at start of statement");
}

std::string_view Assembler::sourceLine(std::string_view line) const {
  for (const auto& [blank, source] : blanked_)
    if (line.data() >= blank.data() && line.data() + line.size() <= blank.data() + blank.size())
      return source.substr(size_t(line.data() - blank.data()), line.size());
  return line;
}

// A diagnostic counts against the expansion budget, 16 times its length: a repetition that only produces
// diagnostics (warnings, or errors without a limit) prints at most 32 MiB of them.
void Assembler::emitDiagnostic(const std::string& d) {
  expandedBytes_ += 16 * d.size();
  if (opt_.diagnosticSink) {
    flushListing(0);  // what came before the diagnostic goes out before it
    opt_.diagnosticSink(d);
  } else {
    res_.diagnostics += d;
  }
}

void Assembler::flushListing(size_t threshold) {
  if (!opt_.listingSink || res_.listing.size() < threshold || res_.listing.empty()) return;
  opt_.listingSink(res_.listing);
  res_.listing.clear();
}

void Assembler::echo(std::string_view text) {
  if (!opt_.listing) return;
  res_.listing += text;
  res_.listing += '\n';
}

// ---------------------------------------------------------------- blocks and conditionals

// Lines inside .amdhsa_kernel or .amdgpu_metadata: directives with values, or YAML text.
bool Assembler::rawLine(std::string_view line, const Place& where) {
  if (!raw_) return false;
  std::string_view code = stripComment(line);
  std::string_view w = firstWord(code);
  if (raw_->kind == RawBlock::Metadata) {
    if (w == ".end_amdgpu_metadata") {
      MetadataConversion mc = metadataYamlToMsgPack(raw_->text);
      if (!mc.error.empty()) {
        Place at = raw_->start;
        error(at, at.col, mc.error, mc.detail);
      }
      if (opt_.listing && mc.error.empty()) {  // llvm-mc lists the note's YAML as its own printer writes it
        auto yaml = metadataMsgPackToYaml(mc.msgpack);
        if (yaml) echo(*yaml);
      }
      if (mc.error.empty()) emitNote(makeAmdgpuMetadataNote(mc.msgpack), raw_->start);  // where llvm-mc creates it
      res_.program.metadataMsgPack = std::move(mc.msgpack);
      res_.program.metadataYaml = std::move(raw_->text);
      if (opt_.listing) echo("\t.end_amdgpu_metadata\n");
      raw_.reset();
      return true;
    }
    raw_->text += line;  // YAML keeps its comments ('#') and indentation
    raw_->text += '\n';
    return true;
  }
  if (raw_->kind == RawBlock::HsaMetadataV2) {
    if (w == ".end_amd_amdgpu_hsa_metadata") {
      endHsaMetadataV2(where, int(code.find(w) + w.size()) + 1);
      return true;
    }
    raw_->text += line;
    raw_->text += '\n';
    return true;
  }
  if (raw_->kind == RawBlock::AmdKernelCode) {
    amdKernelCodeLine(code, where);
    return true;
  }
  if (w.empty()) return true;
  if (w == ".end_amdhsa_kernel") {
    AsmKernel k = std::move(raw_->kernel);
    std::vector<int32_t> trees = std::move(raw_->trees);
    registerDescriptorSymbols(k, raw_->names);
    raw_.reset();
    Place end = where;
    end.col = int(code.find(w)) + 1;
    if (std::all_of(trees.begin(), trees.end(), [](int32_t t) { return t < 0; })) {
      emitKernelDescriptor(k, end);
    } else {  // values that name symbols defined later: the descriptor is filled in at the end
      placeKernelDescriptor(k, end);
      if (opt_.listing) {
        echo(fmt::format("\t.amdhsa_kernel {}", k.name));
        for (size_t i = 0; i < k.directives.size(); ++i)
          echo(fmt::format("\t\t{} {}", k.directives[i].name,
                           trees[i] >= 0 ? trees_[size_t(trees[i])].text : std::to_string(k.directives[i].value)));
        echo("\t.end_amdhsa_kernel\n");
      }
      deferredKernels_.push_back({res_.program.kernels.size(), std::move(trees), end});
    }
    res_.program.kernels.push_back(std::move(k));
    return true;
  }
  Scan s{code, code.find(w) + w.size()};
  Place at = where;
  at.col = int(code.find(w)) + 1;
  if (!w.starts_with(".amdhsa_")) {
    error(at, at.col, "expected .amdhsa_ directive or .end_amdhsa_kernel");
    return true;
  }
  for (const AsmKernelDirective& d : raw_->kernel.directives)
    if (d.name == w) {
      error(at, at.col, fmt::format(".amdhsa_ directives cannot be repeated"));
      return true;
    }
  s.skipSpace();
  const int valueCol = s.col();
  auto t = exprTree(s, at, &raw_->names.emplace_back());
  if (!t) return true;
  const ExprResult v = evaluate(*t);
  raw_->kernel.directives.push_back({std::string(w), v.value, where.line, at.col, valueCol, std::string(where.text)});
  raw_->trees.push_back(v.isConstant() ? -1 : int32_t(trees_.size()));
  if (!v.isConstant()) trees_.push_back(std::move(*t));
  return true;
}

namespace {

// The .amdhsa_ directive nearest to a misspelt one (edit distance, at most a third of the name), or "".
std::string closestAmdhsaDirective(std::string_view name) {
  std::string best;
  size_t bestDistance = name.size() / 3 + 1;
  for (const AmdhsaDirective& d : amdhsaDirectives()) {
    std::vector<size_t> row(d.name.size() + 1);
    for (size_t j = 0; j < row.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= name.size(); ++i) {
      size_t diagonal = row[0];
      row[0] = i;
      for (size_t j = 1; j <= d.name.size(); ++j) {
        const size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (name[i - 1] != d.name[j - 1])});
        diagonal = up;
      }
    }
    if (row.back() < bestDistance) {
      bestDistance = row.back();
      best = std::string(d.name);
    }
  }
  return best;
}

}  // namespace

// The descriptor of an .amdhsa_kernel block from its directives' values, or nullopt after a diagnostic.
std::optional<KernelDescriptor> Assembler::buildKernelDescriptor(const AsmKernel& k, const Place& end) {
  KernelDescriptorBuilder b(opt_.target, kdOptionsFromMattr(opt_.target, opt_.mattr));
  for (const AsmKernelDirective& d : k.directives) {
    if (auto diag = b.set(d.name, d.value)) {
      const bool unknown = diag->where == KdDiag::AtName && !findAmdhsaDirective(d.name);
      const std::string closest = unknown ? closestAmdhsaDirective(d.name) : std::string();
      error(Place{end.file, d.line, 1, d.text}, diag->where == KdDiag::AtValue ? d.valueCol : d.col, diag->message,
            closest.empty() ? "" : "did you mean '" + closest + "'?");
      return std::nullopt;
    }
  }
  auto [kd, diag] = b.finish();
  if (!kd && diag && diag->where == KdDiag::AtValue) {  // a value only the whole block shows out of range
    for (const AsmKernelDirective& d : k.directives)
      if (d.name == diag->directive) {
        const uint64_t limit = b.largestAccepted(d.name);
        error(Place{end.file, d.line, 1, d.text}, d.valueCol, diag->message,
              limit ? fmt::format("{} is at most {} here", d.name, limit) : std::string());
        return std::nullopt;
      }
  }
  if (!kd) error(end, end.col, diag ? diag->message : "invalid kernel descriptor");
  return kd;
}

// The symbols the block's values name enter the symbol table (and its order) as llvm-mc's descriptor emission
// visits them: word by word in byte order (rsrc3 before rsrc1), the register counts after the rest of rsrc1, and
// the SGPR count only where the descriptor has it (before GFX10).
void Assembler::registerDescriptorSymbols(const AsmKernel& k, const std::vector<std::vector<std::string>>& names) {
  auto rank = [&](std::string_view directive) -> int {
    if (directive == ".amdhsa_next_free_vgpr") return 50;
    if (directive == ".amdhsa_accum_offset") return 44;     // computed fields: the word they go to
    if (directive == ".amdhsa_user_sgpr_count") return 52;
    if (directive == ".amdhsa_next_free_sgpr" || directive.starts_with(".amdhsa_reserve_"))
      return opt_.target.gen() < Gen::GFX10 ? 51 : -1;
    const AmdhsaDirective* d = findAmdhsaDirective(directive);
    if (!d || !d->field) return 100;
    switch (d->field->word) {
      case KdWord::GroupSegmentFixedSize: return 0;
      case KdWord::PrivateSegmentFixedSize: return 4;
      case KdWord::KernargSize: return 8;
      case KdWord::Rsrc3: return 44;
      case KdWord::Rsrc1: return 48;
      case KdWord::Rsrc2: return 52;
      case KdWord::CodeProperties: return 56;
      case KdWord::KernargPreload: return 58;
    }
    return 100;
  };
  std::vector<size_t> order;
  for (size_t i = 0; i < names.size() && i < k.directives.size(); ++i)
    if (!names[i].empty() && rank(k.directives[i].name) >= 0) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return rank(k.directives[a].name) < rank(k.directives[b].name); });
  for (size_t i : order)
    for (const std::string& name : names[i]) symbols_.add(name);
}

// Room for the 64-byte descriptor in the current section, NAME.kd, and the relocation of its entry offset.
void Assembler::placeKernelDescriptor(AsmKernel& k, const Place& end) {
  AsmSection& sec = current();
  while ((sec.bytes.size() + sec.elided) % 64) sec.bytes.push_back(0);  // descriptors are 64-byte aligned
  sec.align = std::max<uint64_t>(sec.align, 64);
  k.section = section_;
  k.offset = sec.bytes.size() + sec.elided;
  k.bytesAt = sec.bytes.size();
  sec.bytes.resize(sec.bytes.size() + 64);  // filled once every value is known (emitKernelDescriptor, finishKernels)
  // NAME.kd: an object of 64 bytes with the kernel's binding; the kernel itself becomes protected.
  SymbolEntry& kernel = symbol(intern(k.name));
  std::string_view kdName = intern(k.name + ".kd");
  SymbolEntry& kdSym = symbol(kdName);
  kdSym.defined = true;
  kdSym.section = section_;
  kdSym.value = k.offset;
  kdSym.size = 64;
  kdSym.type = STT_OBJECT;
  kdSym.bind = kernel.bind;
  kdSym.bindSet = true;
  kdSym.visibility = kernel.visibility;  // as NAME is here (llvm-mc), before it becomes protected
  kernel.visibility = STV_PROTECTED;
  // kernel_code_entry_byte_offset = kernel - descriptor: R_AMDGPU_REL64 at +16 with addend 16.
  PendingFixup f{intern(k.name), {}, 16, uint32_t(k.offset), section_, 16, 8, Fixup::Kind::Lit32PcRel, true, end};
  fixups_.push_back(f);
}

// The descriptor of a block whose values are all known.
void Assembler::emitKernelDescriptor(AsmKernel& k, const Place& end) {
  auto kd = buildKernelDescriptor(k, end);
  if (!kd) return;
  placeKernelDescriptor(k, end);
  auto bytes = kd->encode();
  std::copy(bytes.begin(), bytes.end(), res_.program.sections[size_t(k.section)].bytes.begin() + ptrdiff_t(k.bytesAt));
  if (opt_.listing) {  // every field, as llvm-mc 22 lists the block
    std::string text = amdhsaKernelListing(k, *kd, opt_.target, codeObjectVersion());
    echo(text);  // its last newline and echo's make the empty line llvm-mc leaves after the block
  }
}

// The descriptors whose values named symbols defined later, now that every symbol has its value.
void Assembler::finishKernels() {
  for (DeferredKernel& d : deferredKernels_) {
    AsmKernel& k = res_.program.kernels[d.kernel];
    bool ok = true;
    for (size_t i = 0; i < k.directives.size(); ++i) {
      if (d.trees[i] < 0) continue;
      AsmKernelDirective& dir = k.directives[i];
      const ExprResult r = evaluate(trees_[size_t(d.trees[i])]);
      if (!r.isConstant()) {
        error(Place{d.end.file, dir.line, 1, dir.text}, r.col ? r.col : dir.valueCol,
              r.error.empty() ? "expected absolute expression" : r.error);
        ok = false;
        continue;
      }
      dir.value = r.value;
    }
    if (!ok) continue;
    auto kd = buildKernelDescriptor(k, d.end);
    if (!kd) continue;
    auto bytes = kd->encode();
    std::copy(bytes.begin(), bytes.end(), res_.program.sections[size_t(k.section)].bytes.begin() + ptrdiff_t(k.bytesAt));
  }
}

bool Assembler::collecting(std::string_view line, const Place& where) {
  if (!block_) return false;
  std::string_view code = stripComment(line);
  std::string_view w = firstWord(code);
  const bool isRept = w == ".rept" || w == ".irp" || w == ".irpc";
  const bool opens = block_->kind == Block::Rept ? isRept : w == ".macro";
  const bool closes = block_->kind == Block::Rept ? w == ".endr" : (w == ".endm" || w == ".endmacro");
  if (opens) ++block_->nesting;
  if (closes && block_->nesting-- == 0) {
    Block b = std::move(*block_);
    block_.reset();
    if (b.kind == Block::Macro) {
      macros_[b.name] = Macro{b.params, b.defaults, b.body};
      return true;
    }
    // Expand the repetition; the body keeps its own line numbers relative to the .rept.
    std::string& body = owned_.emplace_back(b.body);
    for (int64_t i = 0; i < b.count; ++i) {
      if (!chargeExpansion(body.size() + 16, b.start, b.start.col)) break;  // 16: each pass costs even if empty
      processText(body, where.file, 1);
    }
    return true;
  }
  block_->body += line;
  block_->body += '\n';
  (void)where;
  return true;
}

// The body with each \\param replaced by its argument (or default) and \\@ by the expansion count, in one
// pass: an argument's own text is never scanned again, so an argument that names a parameter (`m \\a`)
// cannot expand forever. A parameter is the longest one whose name follows the backslash; `\\()` separates.
std::string Assembler::expandMacroBody(const Macro& m, const std::vector<std::string>& args, uint64_t unique) {
  const std::string& body = m.body;
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\' || i + 1 == body.size()) {
      out += body[i];
      continue;
    }
    if (body[i + 1] == '@') {
      out += std::to_string(unique);
      ++i;
      continue;
    }
    if (body.compare(i + 1, 2, "()") == 0) {
      i += 2;
      continue;
    }
    size_t best = m.params.size();
    for (size_t p = 0; p < m.params.size(); ++p)
      if (body.compare(i + 1, m.params[p].size(), m.params[p]) == 0 &&
          (best == m.params.size() || m.params[p].size() > m.params[best].size()))
        best = p;
    if (best == m.params.size()) {
      out += body[i];
      continue;
    }
    out += best < args.size() && !args[best].empty() ? args[best] : m.defaults[best];
    i += m.params[best].size();
  }
  return out;
}

// Counts source text produced by .rept and macro expansion; false (after an error) past the budget, so that
// nested repetitions cannot run for hours or fill memory.
bool Assembler::chargeExpansion(uint64_t bytes, const Place& at, int col) {
  if (stopped_) return false;
  expandedBytes_ += bytes;
  if (expandedBytes_ <= kMaxExpandedBytes) return true;
  if (!expansionExceeded_)
    error(at, col, fmt::format("macro and .rept expansion exceeds {} MiB of source text", kMaxExpandedBytes >> 20));
  expansionExceeded_ = true;
  return false;
}

// Handles .if/.else/.endif and reports whether a line is skipped by an inactive branch.
bool Assembler::conditionalSkips(std::string_view word, Scan& s, const Place& where) {
  const bool active = conds_.empty() || conds_.back().active;
  if (word == ".if" || word == ".ifdef" || word == ".ifndef" || word == ".ifne" || word == ".ifeq" ||
      word == ".ifgt" || word == ".ifge" || word == ".iflt" || word == ".ifle") {
    bool value = false;
    if (active) {
      if (word == ".ifdef" || word == ".ifndef") {
        s.skipSpace();
        std::string_view name = s.ident();
        const SymbolEntry* e = symbols_.find(name);
        bool defined = e && (e->defined || e->section == -2);
        value = word == ".ifdef" ? defined : !defined;
      } else {
        auto v = absoluteExpression(s, where);
        int64_t x = v.value_or(0);
        value = word == ".if" || word == ".ifne" ? x != 0 : word == ".ifeq" ? x == 0 : word == ".ifgt" ? x > 0
              : word == ".ifge" ? x >= 0 : word == ".iflt" ? x < 0 : x <= 0;
      }
    }
    conds_.push_back({active && value, active && value, active});
    return true;
  }
  if (word == ".elseif" || word == ".else") {
    if (conds_.empty()) {
      error(where, where.col, fmt::format("Encountered a {} that doesn't follow  an .if or an .elseif", word));
      return true;
    }
    Cond& c = conds_.back();
    bool value = true;
    if (word == ".elseif" && c.parentActive && !c.taken) value = absoluteExpression(s, where).value_or(0) != 0;
    c.active = c.parentActive && !c.taken && value;
    c.taken |= c.active;
    return true;
  }
  if (word == ".endif") {
    if (conds_.empty()) error(where, where.col, "Encountered a .endif that doesn't follow an .if or .else");
    else conds_.pop_back();
    return true;
  }
  return !active;
}

// ---------------------------------------------------------------- statements

void Assembler::statement(std::string_view fullLine, const Place& where) {
  if (prefetch_ && takePrepared(fullLine, where)) return;
  std::string_view line = stripComment(fullLine);
  Scan s{line, 0};
  for (;;) {
    s.skipSpace();
    if (s.atEnd()) return;
    const size_t start = s.pos;
    Scan probe = s;
    std::string_view word = probe.ident();
    Place at = where;
    at.col = int(start) + 1;
    if (!word.empty() && word[0] == '.' && conditionalSkips(word, probe, at)) return;
    if (!conds_.empty() && !conds_.back().active) return;
    if (!word.empty() && probe.peek() == ':') {  // label
      if (!defineLabel(word, where, s.col())) return;
      if (opt_.listing) {
        res_.listing += word;
        res_.listing += ":\n";
      }
      s.pos = probe.pos + 1;
      continue;
    }
    probe.skipSpace();
    if (!word.empty() && probe.peek() == '=' && probe.peek(1) != '=') {
      probe.pos++;
      assign(word, probe, where);
      return;
    }
    if (!word.empty() && word[0] == '.') {
      if (!directive(word, probe, where, int(start) + 1)) error(where, int(start) + 1, "unknown directive");
      return;
    }
    // (No lookup while no macro exists: the key would be a string built for every statement.)
    if (auto m = macros_.empty() ? macros_.end() : macros_.find(std::string(word)); m != macros_.end()) {
      // Macro invocation: arguments replace \name in the body.
      if (++expansionDepth_ > 20) {
        error(where, int(start) + 1, "macros cannot be nested more than 20 levels deep");
        --expansionDepth_;
        return;
      }
      std::vector<std::string> args;
      Scan a = probe;
      while (!a.atEnd()) {
        a.skipSpace();
        size_t b = a.pos;
        int depth = 0;
        while (!a.atEnd() && !(depth == 0 && (a.peek() == ','))) {
          if (a.peek() == '(') ++depth;
          if (a.peek() == ')') --depth;
          ++a.pos;
        }
        std::string arg(line.substr(b, a.pos - b));
        while (!arg.empty() && (arg.back() == ' ' || arg.back() == '\t')) arg.pop_back();
        args.push_back(arg);
        if (!a.atEnd()) ++a.pos;
      }
      std::string body = expandMacroBody(m->second, args, uniqueLabel_++);
      if (!chargeExpansion(body.size(), where, int(start) + 1)) {
        --expansionDepth_;
        return;
      }
      std::string& owned = owned_.emplace_back(std::move(body));
      processText(owned, where.file, 1);
      --expansionDepth_;
      return;
    }
    instruction(line, start, where);
    return;
  }
}

// The statement of a line a worker prepared, when it is the instruction the worker took it for: not in a
// skipped .if branch (then nothing is assembled), and not a macro call.
bool Assembler::takePrepared(std::string_view line, const Place& where) {
  const PreparedLine* p = prefetch_->find(line.data());
  if (!p) return false;
  if (!conds_.empty() && !conds_.back().active) return true;
  if (!macros_.empty()) {
    Scan s{line, p->mnemonic};
    if (macros_.count(std::string(s.ident()))) return false;
  }
  return applyPrepared(*p, where);
}

// A prepared instruction's bytes, fixup and listing line; false (nothing done) when its symbol has become
// absolute, so that the line must be parsed again with the value.
bool Assembler::applyPrepared(const PreparedLine& p, const Place& where) {
  uint32_t target = SymbolTable::kNone;
  if (p.fixup) {
    // The worker parsed the symbol as having no value: right unless it is an absolute symbol by now. A name
    // without a relocation variant is its own entry: one lookup finds it for both questions.
    const std::string_view name = p.fixup->symbol;
    if (name.find('@') == std::string_view::npos) {
      target = symbols_.add(name);
      if (symbols_.at(target).section == -2) return false;
    } else if (absolute(name)) {
      return false;
    }
  }
  trackRegisters(p.sgprEnd, p.vgprEnd);
  markLine();
  std::vector<uint8_t>& bytes = current().bytes;
  const uint32_t offset = uint32_t(bytes.size());
  bytes.insert(bytes.end(), p.bytes.begin(), p.bytes.end());
  if (p.fixup) recordFixup(*p.fixup, offset, p.mnemonic, where, target);
  if (opt_.listing) {
    res_.listing += p.listing;
    flushListing(1 << 20);
  }
  return true;
}

// A run of plain lines of the main source prepared by the workers (labels and instructions), taken without
// walking its lines, when nothing can make them mean something else: no open .if, block or raw block, and
// no macro that an instruction's mnemonic could name. Moves `pos` and `lineNo` past the run.
bool Assembler::takeRun(size_t& pos, int& lineNo, std::string_view file) {
  if (raw_ || block_ || !conds_.empty() || !macros_.empty()) return false;
  PreparedRun run;
  if (!prefetch_->run(src_.data() + pos, run)) return false;
  for (size_t i = 0; i < run.items; ++i) {
    const PreparedRun::Item it = prefetch_->item(i);
    const Place where{file, lineNo + 1 + it.lineOffset, 1, it.line};
    if (!it.label) {
      if (!applyPrepared(it.prepared, where)) statement(it.line, where);  // parsed again, with the symbol's value
      continue;
    }
    if (defineLabel(it.name, where, int(it.nameAt) + 1) && opt_.listing) {
      res_.listing += it.name;
      res_.listing += ":\n";
    }
  }
  lineNo += run.lines;
  pos = run.end;
  return true;
}

void Assembler::instruction(std::string_view line, size_t start, const Place& where) {
  Diagnostic d;
  if (!parseInstruction(line, start, opt_.target, this, parsed_, d)) return error(where, d.col, d.message, d.note);
  if (parsed_.warning) warning(where, parsed_.warning->col, parsed_.warning->message);
  const Gen g = opt_.target.gen();
  AsmSection& sec = current();
  trackRegisters(sgprEnd(parsed_, opt_.target), parsed_.vgprEnd);
  markLine();
  const uint32_t offset = uint32_t(sec.bytes.size());
  size_t size = encodedSize(parsed_.inst, g);
  sec.bytes.resize(offset + size);
  encode(parsed_.inst, g, sec.bytes.data() + offset);
  if (parsed_.fixup) {
    const Fixup& f = *parsed_.fixup;
    // A negated symbol ("--v2") is listed with its fixup, as llvm-mc lists it, but no relocation holds it.
    if (f.expr.negations && opt_.resolve) return error(where, f.expr.col, "expected relocatable expression");
    recordFixup(f, offset, start, where);
  }
  if (opt_.listing) list(offset, size);
}

// The fixup of the instruction at `offset` of the current section, whose mnemonic starts at `start`.
void Assembler::recordFixup(const Fixup& f, uint32_t offset, size_t start, const Place& where, uint32_t target) {
  PendingFixup p{f.symbol, f.expr.minus, f.addend, offset, section_, f.offset,
                 uint8_t(Fixup::size(f.kind)), f.kind, false, where};
  // Errors about a branch target point at the label, as llvm-mc's do; others at the instruction.
  const bool atLabel = f.kind == Fixup::Kind::SoppBranch && f.expr.col > 0;
  p.place.col = atLabel ? f.expr.col : int(std::min<size_t>(start + 1, 65535));
  p.target = target != SymbolTable::kNone ? target : noteReference(f.symbol);
  if (!f.expr.minus.empty()) noteReference(f.expr.minus);
  fixups_.push_back(p);
}

void Assembler::list(uint32_t offset, size_t size) {
  appendListingLine(res_.listing, parsed_, opt_.target, current().bytes.data() + offset, size, opt_.showEncoding);
  flushListing(1 << 20);
}

}  // namespace asmimpl

AssembleResult assemble(std::string_view source, const AssembleOptions& options) {
  return asmimpl::Assembler(source, options).run();
}

}  // namespace gcnkit
