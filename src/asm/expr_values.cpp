// Values the assembler can only know later: symbols set to expressions of symbols defined further down,
// kernel descriptors whose .amdhsa_* values name them, and data that refers to them. clang-19 and later write
// a function's resources as such symbols (`.set kernel.num_vgpr, max(46, amdgpu.max_num_vgpr)`, defined after
// the kernel's `.amdhsa_next_free_vgpr max(totalnumvgprs(kernel.num_agpr, kernel.num_vgpr), 1, 0)`); llvm-mc
// keeps the expressions and settles them when the object is written. So does gcnkit: a value known at once is
// used at once; otherwise its tree is kept and evaluated once every symbol is placed.
#include <elf.h>

#include <fmt/format.h>

#include "asm/assembler_state.h"
#include "object/kernel_descriptor.h"

namespace gcnkit::asmimpl {

namespace {

uint64_t alignUp(uint64_t v, uint64_t a) { return a ? (v + a - 1) / a * a : v; }

// IsaInfo::getOccupancyWithNumSGPRs: waves per SIMD an SGPR count allows; `generation` is LLVM's
// AMDGPUSubtarget::Generation number (VOLCANIC_ISLANDS 7, GFX10 9).
int64_t occupancyWithSgprs(uint64_t sgprs, uint64_t maxWaves, uint64_t generation) {
  if (generation >= 9) return int64_t(maxWaves);
  if (generation >= 7) return sgprs <= 80 ? 10 : sgprs <= 88 ? 9 : sgprs <= 100 ? 8 : 7;
  return sgprs <= 48 ? 10 : sgprs <= 56 ? 9 : sgprs <= 64 ? 8 : sgprs <= 72 ? 7 : sgprs <= 80 ? 6 : 5;
}

// IsaInfo::getNumWavesPerEUWithNumVGPRs.
int64_t occupancyWithVgprs(uint64_t vgprs, uint64_t granule, uint64_t maxWaves, uint64_t total) {
  if (vgprs < granule) return int64_t(maxWaves);
  const uint64_t rounded = alignUp(vgprs, granule);
  return int64_t(std::min(std::max<uint64_t>(rounded ? total / rounded : maxWaves, 1), maxWaves));
}

}  // namespace

ExprContext Assembler::exprContext() {
  ExprContext c;
  c.symbol = [this](std::string_view name) {
    ExprSymbol out;
    const SymbolEntry* e = symbols_.find(name);
    if (!e) return out;
    if (e->section == -2) {
      out.kind = ExprSymbol::Kind::Constant;
      out.value = int64_t(e->value);
    } else if (e->tree >= 0) {
      out.kind = ExprSymbol::Kind::Tree;
      out.tree = &trees_[size_t(e->tree)];
    } else if (e->defined && e->section >= 0) {
      out.kind = ExprSymbol::Kind::Label;
      out.section = e->section;
      out.value = int64_t(e->value);
    }
    return out;
  };
  c.call = [this](ExprFunction f, std::span<const int64_t> a, std::string& error) -> std::optional<int64_t> {
    const Target& t = opt_.target;
    switch (f) {
      case ExprFunction::ExtraSgprs:  // vcc used, flat scratch used, xnack used
        return extraSgprs(t, a[0] != 0, a[1] != 0 || t.has(kFeatArchitectedFlatScratch), a[2] != 0);
      case ExprFunction::TotalNumVgprs: {  // AGPRs, VGPRs: one file on gfx90a-insts processors
        const uint64_t agprs = uint64_t(a[0]), vgprs = uint64_t(a[1]);
        return int64_t(t.has(kFeatGfx90aInsts) && agprs ? alignUp(vgprs, 4) + agprs : std::max(vgprs, agprs));
      }
      case ExprFunction::AlignTo:
        if (a[1] <= 0) {
          error = "alignto needs a positive alignment";
          return std::nullopt;
        }
        return int64_t(alignUp(uint64_t(a[0]), uint64_t(a[1])));
      case ExprFunction::Occupancy: {  // max waves, granule, VGPRs in the file, generation, initial, SGPRs, VGPRs
        int64_t occupancy = a[4];
        if (a[5]) occupancy = std::min(occupancy, occupancyWithSgprs(uint64_t(a[5]), uint64_t(a[0]), uint64_t(a[3])));
        if (a[6])
          occupancy = std::min(occupancy, occupancyWithVgprs(uint64_t(a[6]), uint64_t(a[1]), uint64_t(a[0]), uint64_t(a[2])));
        return occupancy;
      }
      default: return std::nullopt;  // max and or are the evaluator's own
    }
  };
  return c;
}

// An expression as a tree. Symbols are registered in the order written unless `names` collects them for the
// caller to register later; '.' becomes a label at the current location.
std::optional<ExprTree> Assembler::exprTree(Scan& s, const Place& where, std::vector<std::string>* names) {
  ExprError err;
  auto t = parseExprTree(s, err, [&](std::string_view name) {
    if (name == ".") return;
    if (names) names->emplace_back(name);
    else symbols_.add(name);
  });
  if (!t) {
    error(where, err.col, err.message);
    return std::nullopt;
  }
  for (ExprTree::Node& n : t->nodes)
    if (n.kind == ExprTree::Kind::Symbol && n.name == ".") {
      n.name = std::string(intern(fmt::format(".Ltmp.dot{}", uniqueLabel_++)));
      SymbolEntry& e = symbol(n.name);
      e.defined = true;
      e.section = section_;
      e.value = here();
    }
  return t;
}

ExprResult Assembler::evaluate(const ExprTree& t) { return evaluateExprTree(t, exprContext()); }

// `.set NAME, EXPR` (and .equ, =): a constant when the expression is one now, else NAME keeps the expression.
void Assembler::assign(std::string_view name, Scan& s, const Place& where) {
  SymbolEntry& e = symbol(name);  // registered before the value's symbols, as llvm-mc does
  auto t = exprTree(s, where, nullptr);
  if (!t) return;
  if (e.defined) return error(where, 1, "invalid symbol redefinition");
  const ExprResult r = evaluate(*t);
  if (r.isConstant()) {
    e.section = -2;
    e.value = uint64_t(r.value);
    e.tree = -1;
    return;
  }
  e.section = -1;
  e.tree = int32_t(trees_.size());
  trees_.push_back(std::move(*t));
  variables_.push_back({symbols_.add(name), where});
}

// Once every label is placed: each symbol that kept an expression gets its value, a constant (an absolute
// symbol) or a place (an alias of a label plus a constant).
void Assembler::resolveVariables() {
  for (const auto& [index, where] : variables_) {
    SymbolEntry& e = symbols_.at(index);
    if (e.tree < 0) continue;  // set again to a constant since
    const ExprResult r = evaluate(trees_[size_t(e.tree)]);
    if (r.isConstant()) {
      e.section = -2;
      e.value = uint64_t(r.value);
      e.tree = -1;
      continue;
    }
    const SymbolEntry* base = r.kind == ExprResult::Kind::Relocatable && r.minus.empty() ? symbols_.find(r.symbol) : nullptr;
    if (base && base->defined && base->section >= 0) {  // an alias: the label's section, offset and kind
      e.defined = true;
      e.section = base->section;
      e.value = base->value + uint64_t(r.value);
      if (!e.size) e.size = base->size;
      if (e.type == STT_NOTYPE) e.type = base->type;
      e.tree = -1;
      continue;
    }
    error(where, where.col, r.error.empty() ? fmt::format("expected absolute expression: the value of '{}'", e.name)
                                            : fmt::format("the value of '{}': {}", e.name, r.error));
    e.tree = -1;
  }
}

}  // namespace gcnkit::asmimpl

namespace gcnkit::asmimpl {

namespace {

bool fitsData(int64_t x, int size) {
  return size >= 8 || (x <= int64_t((uint64_t(1) << (8 * size)) - 1) && x >= -(int64_t(1) << (8 * size - 1)));
}

}  // namespace

// A datum (.byte .. .quad) whose expression only a tree holds: a constant now, or a value settled at the end
// (a fixup that keeps the tree). False after a diagnostic.
bool Assembler::deferredData(int size, const char* canonical, Scan& s, const Place& where) {
  const int col = (s.skipSpace(), s.col());
  auto t = exprTree(s, where, nullptr);
  if (!t) return false;
  markLine();
  AsmSection& sec = current();
  const uint32_t at = uint32_t(sec.bytes.size());
  sec.bytes.insert(sec.bytes.end(), size_t(size), 0);
  const ExprResult r = evaluate(*t);
  if (r.isConstant()) {
    if (!fitsData(r.value, size)) {
      error(where, col, "out of range literal value");
      return false;
    }
    for (int b = 0; b < size; ++b) sec.bytes[at + size_t(b)] = uint8_t(uint64_t(r.value) >> (8 * b));
    echo(fmt::format("\t{}\t{}", canonical, r.value));
    return true;
  }
  PendingFixup p{{}, {}, 0, at, section_, 0, uint8_t(size), Fixup::Kind::Lit32Data, true, where};
  p.place.col = col;
  p.tree = int32_t(trees_.size());
  echo(fmt::format("\t{}\t{}", canonical, t->text));
  trees_.push_back(std::move(*t));
  fixups_.push_back(p);
  return true;
}

// A kept datum's value at the end: patched when constant, else its symbol, minus and addend for the fixup
// (false after a diagnostic or when done).
bool Assembler::settleDeferredData(PendingFixup& p, std::vector<uint8_t>& bytes) {
  const ExprResult r = evaluate(trees_[size_t(p.tree)]);
  if (r.isConstant()) {
    if (!fitsData(r.value, p.size)) error(p.place, p.place.col, "out of range literal value");
    for (int b = 0; b < p.size; ++b) bytes[p.instOffset + size_t(b)] = uint8_t(uint64_t(r.value) >> (8 * b));
    return false;
  }
  if (r.kind != ExprResult::Kind::Relocatable || (p.size < 4 && r.minus.empty())) {
    error(p.place, r.col ? r.col : p.place.col, r.error.empty() ? "expected relocatable expression" : r.error);
    return false;
  }
  p.symbol = intern(r.symbol);
  p.minus = r.minus.empty() ? std::string_view() : intern(r.minus);
  p.addend = r.value;
  p.target = noteReference(p.symbol);
  return true;
}

}  // namespace gcnkit::asmimpl
