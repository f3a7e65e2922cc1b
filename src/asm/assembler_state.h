// The assembler's private state, shared by its source files: the driver and instructions
// (assembler.cpp), directives (directives.cpp) and fixup resolution (fixups.cpp).
#pragma once
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "asm/assembler.h"
#include "asm/dwarf_frame.h"
#include "asm/dwarf_line.h"
#include "asm/instruction_prefetch.h"
#include "asm/symbol_table.h"
#include "object/amd_kernel_code.h"
#include "object/kernel_descriptor.h"
#include "object/notes.h"
#include "text/expr.h"
#include "text/expr_tree.h"
#include "text/parser.h"

namespace gcnkit::asmimpl {

// "amdgcn-amd-amdhsa--gfx900": the target id llvm-mc prints for an HSA triple.
// The target id .amdgcn_target must name: "gfx900:xnack+" style from V4, "gfx900+xnack" in V3.
std::string hsaTargetId(const Target& t, int codeObjectVersion = 4);

// A section index for common symbols (SHN_COMMON); -1 is undefined, -2 absolute.
inline constexpr int kCommonSection = -3;
inline constexpr int kLdsSection = -4;  // SHN_AMDGPU_LDS: .amdgpu_lds variables

// A string as llvm-mc's listing quotes it.
std::string listingQuoted(std::string_view data);

// A quoted string with C escapes; advances the scanner past it.
std::optional<std::string> quoted(Scan& s);

// Where a statement came from, for diagnostics.
struct Place {
  std::string_view file;
  int line = 0;
  int col = 0;
  std::string_view text;
};

enum class DataKind : uint8_t { Byte1, Byte2, Byte4, Byte8 };

// A value to patch once symbols are known: from an instruction (branch or literal) or a data directive.
struct PendingFixup {
  std::string_view symbol, minus;  // symbol [- minus] + addend
  int64_t addend;
  uint32_t instOffset;   // start of the instruction (or of the datum)
  int32_t section;
  uint8_t offset;        // patched bytes inside the instruction
  uint8_t size;          // bytes patched
  Fixup::Kind kind;
  bool data;             // from .long/.quad: absolute, no PC
  Place place;
  int32_t relocType = -1;  // .reloc: this R_AMDGPU_* record, as written (never resolved, nothing patched)
  int32_t tree = -1;       // a value known only at the end: its expression (symbol, minus and addend then)
  // The symbol's entry (its name without a relocation variant such as @rel32@lo), so that resolving needs no
  // lookup by name: the names may point into source text that is no longer held.
  uint32_t target = SymbolTable::kNone;
};

class Assembler final : public SymbolValues {
 public:
  Assembler(std::string_view src, const AssembleOptions& o);
  AssembleResult run();

  std::optional<int64_t> absolute(std::string_view name) const override;

 private:
  // ---- driver (assembler.cpp)
  void processText(std::string_view text, std::string_view file, int depth);
  void statement(std::string_view fullLine, const Place& where);
  void instruction(std::string_view line, size_t start, const Place& where);
  void list(uint32_t offset, size_t size);
  void error(const Place& at, int col, std::string_view msg, std::string_view note = {});
  void warning(const Place& at, int col, std::string_view msg);
  // Source text with its block comments blank (text/block_comments.h): `text` itself when it has none. A `/*` without
  // its `*/` is reported by unterminatedComment once the text before it has been assembled.
  struct Blanked {
    std::string_view text;
    std::optional<size_t> unterminated;
  };
  Blanked blankComments(std::string_view text);
  void unterminatedComment(const Blanked& b, std::string_view file);
  // A diagnostic's line as the source has it (comments included) where `line` is part of a blanked text.
  std::string_view sourceLine(std::string_view line) const;
  void emitDiagnostic(const std::string& d);
  void flushListing(size_t threshold);
  void echo(std::string_view text);  // a directive line of the listing

  // ---- blocks (assembler.cpp): .rept / .macro / .if collection
  bool collecting(std::string_view line, const Place& where);
  bool conditionalSkips(std::string_view word, Scan& s, const Place& where);

  // ---- symbols and sections (directives.cpp)
  bool directive(std::string_view name, Scan& s, const Place& where, int col);
  bool defineLabel(std::string_view name, const Place& where, int col);
  void assign(std::string_view name, Scan& s, const Place& where);  // expr_values.cpp
  SymbolEntry& symbol(std::string_view name);
  std::string_view intern(std::string_view s);
  int switchSection(std::string_view name, uint32_t type, uint64_t flags, const Place& at);
  int addSection(AsmSection s, const Place& at);  // a new section and its begin symbol; returns its index
  std::unordered_map<std::string, int> sectionIndex_;
  size_t indexedSections_ = 0;
  AsmSection& current() { return res_.program.sections[size_t(section_)]; }
  uint64_t here() const;
  void pad(uint64_t n, const std::function<void(std::vector<uint8_t>&, uint64_t)>& fill);
  bool dataDirective(std::string_view name, Scan& s, const Place& where);
  bool alignDirective(std::string_view name, Scan& s, const Place& where);
  // ---- compiled code's object directives (directives_object.cpp)
  bool objectDirective(std::string_view name, Scan& s, const Place& at);
  bool commonDirective(std::string_view name, Scan& s, const Place& at);
  bool ldsDirective(Scan& s, const Place& at);
  struct NameAndSize {
    std::string_view name;
    int nameCol, sizeCol;
    int64_t size;
  };
  std::optional<NameAndSize> nameAndSize(Scan& s, const Place& at);
  struct LdsSymbol {
    std::string_view name;
    uint64_t size, align;
  };
  std::vector<LdsSymbol> ldsSymbols_;  // .amdgpu_lds, applied to the symbols referenced when assembly ends
  SymbolEntry* beginSymbol(int index);  // the begin symbol of a section (fixups.cpp)
  bool seenIdent_ = false;
  // ---- debug directives (directives_debug.cpp)
  bool debugDirective(std::string_view name, Scan& s, const Place& at);
  bool fileDirective(Scan& s, const Place& at);
  bool locDirective(Scan& s, const Place& at);
  static std::string locListing(const DwarfLoc& loc, uint8_t previousFlags);
  bool cfiDirective(std::string_view name, Scan& s, const Place& at);
  std::optional<uint32_t> cfiRegister(Scan& s, const Place& at);
  void emitDebugSections();
  Place endOfInput() const;
  void addDebugRelocations(int section, const std::vector<DwarfReloc>& relocs, int self);
  // A pending .loc becomes a line entry where the next instruction or datum goes (llvm-mc's rule).
  void markLine() {
    if (lines_.pending()) lines_.take(section_, here());
  }
  DwarfLineTable lines_;
  std::vector<CfiFrame> frames_;
  int openFrame_ = -1;
  bool cfiEh_ = true, cfiDebug_ = false, reportedMd5_ = false;
  std::vector<std::string_view> addrsigNames_;  // .addrsig_sym, in order
  bool roomFor(uint64_t n, const Place& where);
  static constexpr uint64_t kMaxSectionBytes = uint64_t(1) << 30;
  std::optional<ExprValue> expression(Scan& s, const Place& where, bool allowFloat = false, bool report = true);
  // ---- values known later (expr_values.cpp)
  std::deque<ExprTree> trees_;  // kept expressions: of symbols (SymbolEntry::tree), data, descriptor values
  struct Variable {
    uint32_t symbol;
    Place where;
  };
  std::vector<Variable> variables_;  // symbols set to expressions not known when set, in order
  std::optional<ExprTree> exprTree(Scan& s, const Place& where, std::vector<std::string>* names);
  ExprContext exprContext();
  ExprResult evaluate(const ExprTree& t);
  void resolveVariables();
  // Kernel descriptors with values known only at the end: placed (zeros) at .end_amdhsa_kernel, filled then.
  struct DeferredKernel {
    size_t kernel;                      // index into res_.program.kernels
    std::vector<int32_t> trees;         // per directive: its expression's index in trees_, or -1
    Place end;
  };
  std::vector<DeferredKernel> deferredKernels_;
  void finishKernels();
  bool deferredData(int size, const char* canonical, Scan& s, const Place& where);
  bool settleDeferredData(PendingFixup& p, std::vector<uint8_t>& bytes);
  std::optional<KernelDescriptor> buildKernelDescriptor(const AsmKernel& k, const Place& end);
  void placeKernelDescriptor(AsmKernel& k, const Place& end);
  void registerDescriptorSymbols(const AsmKernel& k, const std::vector<std::vector<std::string>>& names);
  std::optional<int64_t> absoluteExpression(Scan& s, const Place& where);

  bool takePrepared(std::string_view line, const Place& where);  // a line a worker parsed ahead (instruction_prefetch.h)
  bool applyPrepared(const PreparedLine& p, const Place& where);
  bool takeRun(size_t& pos, int& lineNo, std::string_view file);  // a run of prepared lines, taken whole
  // `target`: the symbol's entry when the caller has looked it up already.
  void recordFixup(const Fixup& f, uint32_t offset, size_t start, const Place& where,
                   uint32_t target = SymbolTable::kNone);
  void trackRegisters(uint16_t sgprs, uint16_t vgprs);  // .amdgcn.next_free_sgpr/vgpr
  void predefineSymbols();

  // ---- fixups (fixups.cpp)
  void emitRelocation(const PendingFixup& p, std::string_view name, uint32_t relType, size_t at);
  bool relocDirective(Scan& s, const Place& where);
  void resolveFixups();
  // A symbol's first appearance orders the symbol table; returns the index of its entry (variant removed).
  uint32_t noteReference(std::string_view symbol);
  void finishProgram();

  std::string_view src_;
  std::vector<std::pair<std::string_view, std::string_view>> blanked_;  // (blanked text, the source it came from)
  const AssembleOptions& opt_;
  AssembleResult res_;
  std::deque<std::string> owned_;  // included files, macro expansions, interned names: stable storage
  SymbolTable symbols_;
  std::deque<PendingFixup> fixups_;  // no doubling: a branchy program has a hundred thousand
  ParsedInstruction parsed_;
  std::unique_ptr<InstructionPrefetch> prefetch_;  // only for sources large enough
  int section_ = 0;
  int listedSection_ = -1;
  size_t nextSourceDone_ = 0;  // the source offset at which sourceDone is called next
  static constexpr size_t kSourceDoneStep = size_t(1) << 20;  // the section the listing last switched to (-1: none yet)

  // Conditional assembly: one entry per open .if.
  struct Cond {
    bool active;       // lines are assembled
    bool taken;        // some branch of this .if was taken
    bool parentActive;
  };
  std::vector<Cond> conds_;

  // Block collection for .rept / .macro.
  struct Block {
    enum Kind { Rept, Macro } kind;
    int64_t count = 0;
    std::string name;
    std::vector<std::string> params;
    std::vector<std::string> defaults;
    std::string body;
    int nesting = 0;
    Place start;
  };
  std::optional<Block> block_;
  // Raw blocks read line by line until their end directive: .amdhsa_kernel and .amdgpu_metadata.
  struct RawBlock {
    enum Kind { Kernel, Metadata, AmdKernelCode, HsaMetadataV2 } kind;
    AsmKernel kernel;
    std::string text;
    Place start;
    gcnkit::AmdKernelCode header{};  // .amd_kernel_code_t (code object V2)
    std::vector<int32_t> trees{};      // .amdhsa_kernel: per directive, its kept expression (-1: constant)
    std::vector<std::vector<std::string>> names{};  // .amdhsa_kernel: per directive, the symbols its value names
  };
  std::optional<RawBlock> raw_;
  bool rawLine(std::string_view line, const Place& where);
  // ---- code object V2 (directives_v2.cpp)
  bool v2Directive(std::string_view name, Scan& s, const Place& at);
  void amdKernelCodeLine(std::string_view code, const Place& where);
  void endHsaMetadataV2(const Place& where, int col);
  void emitNote(const NoteRecord& note, const Place& at);
  // The index of a section the assembler fills beside the current one (.note, .comment), created on first use.
  int sideSection(std::string_view name, uint32_t type, uint64_t flags, uint64_t align, const Place& at,
                  uint64_t entsize = 0);
  int codeObjectVersion() const { return res_.codeObjectVersion ? res_.codeObjectVersion : opt_.codeObjectVersion; }
  void emitKernelDescriptor(AsmKernel& k, const Place& end);
  struct Macro {
    std::vector<std::string> params, defaults;
    std::string body;
  };
  std::unordered_map<std::string, Macro> macros_;
  int expansionDepth_ = 0;
  std::string expandMacroBody(const Macro& m, const std::vector<std::string>& args, uint64_t unique);
  bool chargeExpansion(uint64_t bytes, const Place& at, int col);
  static constexpr uint64_t kMaxExpandedBytes = uint64_t(1) << 29;  // 512 MiB of expanded text
  uint64_t expandedBytes_ = 0;  // expanded text and the diagnostics printed (both grow with a repetition)
  bool expansionExceeded_ = false;
  bool stopped_ = false;  // the error limit was reached: nothing more is assembled or reported
  SymbolEntry* nextFreeSgpr_ = nullptr;
  SymbolEntry* nextFreeVgpr_ = nullptr;
  uint64_t uniqueLabel_ = 0;
};

}  // namespace gcnkit::asmimpl
