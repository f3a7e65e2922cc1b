// Patching symbol references once every label is placed, and turning what cannot be patched into
// relocations (object output) or errors (raw output).
#include <elf.h>

#include <algorithm>
#include <unordered_map>

#include <fmt/format.h>

#include "asm/assembler_state.h"

namespace gcnkit::asmimpl {

namespace {

// R_AMDGPU_* relocation types (LLVM AMDGPU user guide, "Relocation Records").
enum : uint32_t {
  kAbs32Lo = 1, kAbs32Hi = 2, kAbs64 = 3, kRel32 = 4, kRel64 = 5, kAbs32 = 6,
  kGotPcRel = 7, kGotPcRel32Lo = 8, kGotPcRel32Hi = 9, kRel32Lo = 10, kRel32Hi = 11, kRel16 = 14,
};

struct Variant {
  std::string_view suffix;
  uint32_t type;
  bool pcRelative;
};
constexpr Variant kVariants[] = {
    {"@rel32@lo", kRel32Lo, true},          {"@rel32@hi", kRel32Hi, true},
    {"@gotpcrel32@lo", kGotPcRel32Lo, true}, {"@gotpcrel32@hi", kGotPcRel32Hi, true},
    {"@gotpcrel", kGotPcRel, true},          {"@abs32@lo", kAbs32Lo, false},
    {"@abs32@hi", kAbs32Hi, false},         {"@rel64", kRel64, true},
    {"@abs64", kAbs64, false},
};

void patch(std::vector<uint8_t>& bytes, size_t at, int size, uint64_t v) {
  for (int b = 0; b < size && at + size_t(b) < bytes.size(); ++b) bytes[at + size_t(b)] = uint8_t(v >> (8 * b));
}

bool isTemporary(std::string_view name) { return name.starts_with(".L"); }

}  // namespace

uint32_t Assembler::noteReference(std::string_view name) {
  for (const Variant& v : kVariants)
    if (name.ends_with(v.suffix)) {
      name.remove_suffix(v.suffix.size());
      break;
    }
  return symbols_.add(name);
}

void Assembler::resolveFixups() {
  if (!opt_.resolve) return;
  for (PendingFixup& p : fixups_) {
    AsmSection& sec = res_.program.sections[size_t(p.section)];
    const size_t at = p.instOffset + p.offset;
    if (p.tree >= 0 && !settleDeferredData(p, sec.bytes)) continue;
    // Relocation operators such as sym@rel32@lo.
    std::string_view name = p.symbol;
    if (p.relocType >= 0) {  // .reloc: the record as written
      emitRelocation(p, name, uint32_t(p.relocType), at);
      continue;
    }
    const Variant* variant = nullptr;
    // With the entry known, the name as written is read only when it is longer (it carries a variant).
    const SymbolEntry* e = p.target == SymbolTable::kNone ? nullptr : &symbols_.at(p.target);
    if (!e || name.size() != e->name.size())
      for (const Variant& v : kVariants)
        if (name.ends_with(v.suffix)) {
          variant = &v;
          name.remove_suffix(v.suffix.size());
          break;
        }
    if (e) name = e->name;
    else e = symbols_.find(name);
    const bool defined = e && (e->defined || e->section == -2);
    if (!p.minus.empty()) {  // a - b: both in one section
      const SymbolEntry* m = symbols_.find(p.minus);
      if (!defined || !m || !m->defined || e->section != m->section) {
        error(p.place, p.place.col, "Cannot represent a difference across sections");
        continue;
      }
      patch(sec.bytes, at, p.size, uint64_t(int64_t(e->value) - int64_t(m->value) + p.addend));
      continue;
    }
    const int64_t P = int64_t(at);
    if (p.kind == Fixup::Kind::SoppBranch) {
      // In an object, a branch to a symbol another module may preempt (any non-local one) or to another
      // section is left to the linker as R_AMDGPU_REL16; the field holds (0 - 4) / 4, as llvm-mc writes.
      const bool preemptible = defined && !isTemporary(name) && e->bind != STB_LOCAL;
      if (opt_.relocatable && defined && e->section >= 0 && (preemptible || e->section != p.section)) {
        patch(sec.bytes, at, 2, 0xffff);
        AsmRelocation r;
        r.section = p.section;
        r.offset = at;
        r.type = kRel16;
        if (preemptible) {
          r.symbol = std::string(name);
          r.addend = p.addend;
        } else {
          r.targetSection = e->section;
          r.addend = int64_t(e->value) + p.addend;
        }
        res_.program.relocations.push_back(std::move(r));
        continue;
      }
      if (!defined || e->section != p.section) {
        error(p.place, p.place.col,
              defined ? "branch target is in another section"
                      : fmt::format("undefined label '{}'", name));  // llvm-mc 22's words
        continue;
      }
      int64_t delta = int64_t(e->value) + p.addend - (int64_t(p.instOffset) + 4);
      if (delta % 4 != 0 || delta / 4 < INT16_MIN || delta / 4 > INT16_MAX) {
        error(p.place, p.place.col, "branch size exceeds simm16");
        continue;
      }
      patch(sec.bytes, at, 2, uint64_t(int64_t(int16_t(delta / 4))));
      continue;
    }
    const bool pcRelative =
        variant ? variant->pcRelative : (p.kind == Fixup::Kind::Lit32PcRel || p.kind == Fixup::Kind::Lit64PcRel);
    uint32_t relType = variant ? variant->type : pcRelative ? (p.size == 8 ? kRel64 : kRel32) : p.size == 8 ? kAbs64 : kAbs32;
    // Resolved here: absolute symbols, and PC-relative references within one section.
    if (defined && e->section == -2) {
      uint64_t v = e->value + uint64_t(p.addend) - (pcRelative ? uint64_t(P) : 0);
      if (relType == kAbs32Hi || relType == kRel32Hi) v >>= 32;
      patch(sec.bytes, at, p.size, v);
      continue;
    }
    if (defined && pcRelative && e->section == p.section && !variant) {
      patch(sec.bytes, at, p.size, uint64_t(int64_t(e->value) + p.addend - P));
      continue;
    }
    if (!opt_.relocatable) {
      // Raw output: the section starts at address 0 and nothing else exists.
      if (!defined) {
        error(p.place, p.place.col, fmt::format("undefined symbol '{}' (raw output has no relocations)", name));
        continue;
      }
      int64_t v = int64_t(e->value) + p.addend - (pcRelative ? P : 0);
      if (relType == kAbs32Hi || relType == kRel32Hi || relType == kGotPcRel32Hi) v >>= 32;
      patch(sec.bytes, at, p.size, uint64_t(v));
      continue;
    }
    emitRelocation(p, name, relType, at);
  }
}

// A relocation record. As LLVM's ELFObjectWriter decides: a defined local symbol is replaced by its section's
// begin symbol (the addend carries its offset), except in a mergeable section when the reference adds a
// constant (the linker may move the symbol's piece) and for GOT entries; undefined, global and weak symbols
// are named. (A .reloc names its symbol, as llvm-mc keeps it; only temporaries go through their section.)
void Assembler::emitRelocation(const PendingFixup& p, std::string_view name, uint32_t relType, size_t at) {
  const SymbolEntry* e = symbols_.find(name);
  const bool defined = e && (e->defined || e->section == -2);
  AsmRelocation r;
  r.section = p.section;
  r.offset = at;
  r.type = relType;
  const bool got = relType == kGotPcRel || relType == kGotPcRel32Lo || relType == kGotPcRel32Hi;
  bool viaSection = defined && e->section >= 0 && e->bind == STB_LOCAL && !got;
  if (viaSection && p.addend != 0 && (res_.program.sections[size_t(e->section)].flags & SHF_MERGE)) viaSection = false;
  if (viaSection && p.relocType >= 0 && !isTemporary(name)) viaSection = false;
  if (viaSection) {
    r.targetSection = e->section;
    r.addend = int64_t(e->value) + p.addend;
  } else {
    r.symbol = std::string(name);
    r.addend = p.addend;
    SymbolEntry& s = symbol(name);
    if (!s.defined && !s.bindSet) s.bind = STB_GLOBAL;  // an undefined reference is global
  }
  res_.program.relocations.push_back(std::move(r));
}

// The begin symbol of section `index`, or nullptr when a symbol of another kind took its name.
SymbolEntry* Assembler::beginSymbol(int index) {
  SymbolEntry* e = symbols_.find(res_.program.sections[size_t(index)].name);
  return e && e->sectionSymbol && e->section == index ? e : nullptr;
}

// What goes to the symbol table, as llvm-mc writes it: every named symbol in order of first appearance, and
// temporaries and section symbols only where a relocation or the address-significance table names them.
void Assembler::finishProgram() {
  AsmProgram& prog = res_.program;
  if (opt_.textOnly) {  // the bytes alone: no copy, no symbol table
    res_.bytes = std::move(prog.sections[0].bytes);
    return;
  }
  for (const AsmRelocation& r : prog.relocations) {
    SymbolEntry* e = r.symbol.empty() ? beginSymbol(r.targetSection) : symbols_.find(r.symbol);
    if (e) e->usedInReloc = true;
  }
  for (const LdsSymbol& l : ldsSymbols_)
    if (SymbolEntry* e = symbols_.find(l.name); e && !e->defined) {
      e->section = kLdsSection;
      e->value = l.align;
      e->size = l.size;
      e->type = STT_OBJECT;
      if (!e->bindSet) e->bind = STB_GLOBAL;
    }
  std::vector<const SymbolEntry*> addrsig;
  for (const std::string_view name : addrsigNames_) {
    SymbolEntry* e = symbols_.find(name);
    if (!e) continue;  // never referenced otherwise: llvm-mc leaves it out
    if (isTemporary(e->name) && e->defined && e->section >= 0) e = beginSymbol(e->section);
    if (!e) continue;
    e->usedInReloc = true;
    addrsig.push_back(e);
  }
  prog.symbols.reserve(symbols_.size());
  std::unordered_map<const SymbolEntry*, uint32_t> indexOf;
  for (const SymbolEntry& entry : symbols_.entries()) {  // in order of first appearance
    const std::string_view name = entry.name;
    const SymbolEntry* e = &entry;
    // Assembler-internal names: '.' locations and the predefined .amdgcn.* symbols never reach the file.
    if (name.starts_with(".Ltmp.dot") || name.starts_with(".amdgcn.")) continue;
    if (e->sectionSymbol && !e->usedInReloc) continue;
    const bool defined = e->defined || e->section == -2;
    if (isTemporary(name) && e->usedInReloc && !defined) {
      error(Place{opt_.fileName, 0, 0, {}}, 0, fmt::format("Undefined temporary symbol {}", name));
      continue;
    }
    AsmSymbol s;
    s.name = std::string(name);
    s.section = e->defined || e->section == -2 || e->section == kLdsSection ? e->section : -1;
    s.value = e->value;
    s.size = e->size;
    s.bind = defined ? e->bind : (e->bindSet ? e->bind : uint8_t(STB_GLOBAL));
    s.type = e->type;
    s.visibility = e->visibility;
    s.temporary = isTemporary(name) && !e->usedInReloc;
    indexOf[e] = uint32_t(prog.symbols.size());
    prog.symbols.push_back(std::move(s));
  }
  for (const SymbolEntry* e : addrsig)
    if (auto it = indexOf.find(e); it != indexOf.end()) prog.addrsigSymbols.push_back(it->second);
  res_.bytes = prog.sections[0].bytes;
}

}  // namespace gcnkit::asmimpl
