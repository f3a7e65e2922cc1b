#include "object/shared_object.h"

#include <algorithm>
#include <tuple>
#include <cstring>
#include <map>

#include <fmt/format.h>

#include "object/byte_append.h"
#include "object/merge_sections.h"
#include "object/shared_object_tables.h"

namespace gcnkit {

namespace {

using link::LinkerStrings;

constexpr uint64_t kPage = 0x1000;  // ld.lld's max-page-size for AMDGPU
constexpr std::string_view kLinkerComment = "Linker: gcnkit";

uint64_t alignUp(uint64_t v, uint64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

template <class T>
void put(std::vector<uint8_t>& out, const T& v) {
  const auto* p = reinterpret_cast<const uint8_t*>(&v);
  out.insert(out.end(), p, p + sizeof v);
}


// The output section an input section goes to, as lld names it: `.rodata.str1.1` into `.rodata`, and so on.
std::string outputName(const std::string& name) {
  for (std::string_view prefix : {".text", ".data.rel.ro", ".data", ".rodata", ".bss.rel.ro", ".bss", ".ldata",
                                  ".lrodata", ".lbss", ".tdata", ".tbss", ".init_array", ".fini_array"})
    if (name == prefix || (name.size() > prefix.size() && name.starts_with(prefix) && name[prefix.size()] == '.'))
      return std::string(prefix);
  return name;
}

// Where an output section goes: its segment, in lld's order.
enum class Part { Note, ReadOnly, Code, Relro, RelroBss, Writable, Bss, NonAlloc };

// Writable sections ld.lld makes read-only after relocation (PT_GNU_RELRO): by type or by output name; other
// names ending in ".rel.ro" are plain data to ld.lld 22.
bool isRelro(const ElfSection& s, const std::string& name) {
  if (s.type == SHT_INIT_ARRAY || s.type == SHT_FINI_ARRAY || s.type == SHT_PREINIT_ARRAY) return true;
  for (std::string_view n : {".data.rel.ro", ".bss.rel.ro", ".ctors", ".dtors", ".jcr", ".init_array", ".fini_array",
                             ".preinit_array"})
    if (name == n) return true;
  return false;
}

class Linker {
 public:
  explicit Linker(const ElfFile& rel) : in_(rel) {}

  Expected<ElfFile> run() {
    if (in_.type != ET_REL) return fail("the input is not a relocatable object");
    chooseDynamicSymbols();
    if (auto e = groupSections(); !e.empty()) return fail(e);
    if (auto e = scanRelocations(); !e.empty()) return fail(e);
    place();
    if (auto e = relocate(); !e.empty()) return fail(e);
    finishDynamic();
    symbolTable();
    return std::move(out_);
  }

 private:
  // An output section before layout: its attributes and members (input sections, or a merged group of them).
  struct Member {
    std::vector<int> inputs;  // one regular input section, or the mergeable ones merged together
    bool merged = false;
    MergedSection merge;      // merged: the pieces' places
    uint64_t align = 1, offset = 0;
  };
  struct Group {
    ElfSection sec;
    Part part;
    std::vector<Member> members;
  };

  const ElfFile& in_;
  ElfFile out_;
  std::vector<Group> groups_;
  std::vector<int> groupOf_;              // input section -> group (-1: not carried over)
  std::vector<std::pair<int, size_t>> memberOf_;  // input section -> (member, index among its inputs)
  std::vector<int> outIndex_;             // group -> output section
  std::vector<int> dynsyms_;              // input symbol indices in .dynsym order (after the null symbol)
  link::DynamicSymbolTables dynTables_;
  std::vector<int> gotSymbols_;           // input symbol indices with a GOT entry, in order of first use
  std::vector<ElfRelocation> dynRelocs_;
  size_t relativeCount_ = 0;
  bool anyRelative_ = false;  // some dynamic relocation will be R_AMDGPU_RELATIVE64 (DT_RELACOUNT)
  int dynsym_ = 0, gnuHash_ = 0, hash_ = 0, dynstr_ = 0, relaDyn_ = 0, dynamic_ = 0, got_ = 0, relroPadding_ = 0;
  size_t phdrCount_ = 8;
  int firstCode_ = 0, firstRelro_ = 0, firstData_ = 0, end_ = 0;

  static bool preemptible(const ElfSymbol& s) {
    return s.bind != STB_LOCAL && s.type != STT_SECTION && (s.shndx == SHN_UNDEF || s.visibility == STV_DEFAULT);
  }
  static bool isGot(uint32_t type) {
    return type == reloc::kGotPcRel || type == reloc::kGotPcRel32Lo || type == reloc::kGotPcRel32Hi;
  }

  void chooseDynamicSymbols() {
    std::vector<std::string> names;
    std::vector<bool> defined;
    std::vector<int> candidates;
    for (size_t i = 1; i < in_.symbols.size(); ++i) {
      const ElfSymbol& s = in_.symbols[i];
      if (s.type == STT_SECTION || s.type == STT_FILE) continue;
      const bool exported = s.shndx != SHN_UNDEF && s.visibility != STV_HIDDEN && s.visibility != STV_INTERNAL;
      if (s.bind != STB_LOCAL && (exported || s.shndx == SHN_UNDEF)) {  // undefined: the loader's to bind
        candidates.push_back(int(i));
        names.push_back(s.name);
        defined.push_back(s.shndx != SHN_UNDEF);
      }
    }
    dynTables_ = link::dynamicSymbolTables(names, defined);
    for (size_t k : dynTables_.order) dynsyms_.push_back(candidates[k]);
  }

  uint32_t dynamicIndex(uint32_t symbol) const {
    return uint32_t(std::find(dynsyms_.begin(), dynsyms_.end(), int(symbol)) - dynsyms_.begin() + 1);
  }

  // Input sections into output sections by lld's names, mergeable ones merged; what a loadable object does
  // not carry (relocations, symbol and string tables, .note.GNU-stack, SHF_EXCLUDE sections) is dropped.
  std::string groupSections() {
    groupOf_.assign(in_.sections.size(), -1);
    memberOf_.assign(in_.sections.size(), {-1, 0});
    std::map<std::string, int> byName;
    for (size_t i = 1; i < in_.sections.size(); ++i) {
      const ElfSection& s = in_.sections[i];
      if (s.type == SHT_NULL || s.type == SHT_SYMTAB || s.type == SHT_STRTAB || s.type == SHT_REL ||
          s.type == SHT_RELA || s.type == SHT_GROUP || (s.flags & SHF_EXCLUDE) || s.name == ".note.GNU-stack")
        continue;
      if (s.align > 1 && (s.align & (s.align - 1)))
        return fmt::format("{}: alignment {} is not a power of two", s.name, s.align);
      if (s.align > kMaxSectionAlignment)
        return fmt::format("{}: alignment {} is beyond the {} KiB gcnkit links", s.name, s.align,
                           kMaxSectionAlignment >> 10);
      if (s.size > kMaxImageSpan)
        return fmt::format("{}: {} bytes reach beyond the 1 GiB a loadable image may span", s.name, s.size);
      const std::string name = outputName(s.name);
      auto [it, fresh] = byName.emplace(name, int(groups_.size()));
      if (fresh) {
        Group g;
        g.sec.name = name;
        g.sec.type = s.type;
        g.sec.flags = s.flags;
        g.sec.entsize = s.entsize;
        g.sec.align = 1;
        groups_.push_back(std::move(g));
      }
      Group& g = groups_[size_t(it->second)];
      g.sec.flags |= s.flags;
      if (g.sec.entsize != s.entsize) g.sec.entsize = 0;
      if (g.sec.type == SHT_NOBITS && s.type != SHT_NOBITS) g.sec.type = s.type;
      g.sec.align = std::max<uint64_t>(g.sec.align, std::max<uint64_t>(s.align, 1));
      groupOf_[i] = it->second;
      const bool mergeable = (s.flags & SHF_MERGE) && s.entsize && !(s.flags & SHF_WRITE);
      auto same = std::find_if(g.members.begin(), g.members.end(), [&](const Member& m) {
        const ElfSection& first = in_.sections[size_t(m.inputs[0])];
        return m.merged && first.flags == s.flags && first.entsize == s.entsize &&
               (first.align == s.align || !(s.flags & SHF_STRINGS));
      });
      if (mergeable && same != g.members.end()) {
        memberOf_[i] = {int(same - g.members.begin()), same->inputs.size()};
        same->inputs.push_back(int(i));
        continue;
      }
      memberOf_[i] = {int(g.members.size()), 0};
      g.members.push_back(Member{{int(i)}, mergeable, {}, std::max<uint64_t>(s.align, 1), 0});
    }
    bool comment = false;
    for (Group& g : groups_) {
      comment |= g.sec.name == ".comment";
      if (auto e = buildGroup(g); !e.empty()) return e;
    }
    if (!comment) {  // lld's own .comment goes after the inputs' sections
      Group g;
      g.sec.name = ".comment";
      g.sec.type = SHT_PROGBITS;
      g.sec.flags = SHF_MERGE | SHF_STRINGS;
      g.sec.entsize = 1;
      g.sec.align = 1;
      g.members.push_back(Member{{}, true, {}, 1, 0});
      groups_.push_back(std::move(g));
      if (auto e = buildGroup(groups_.back()); !e.empty()) return e;
    }
    for (Group& g : groups_) {
      const uint64_t f = g.sec.flags;
      const bool nobits = g.sec.type == SHT_NOBITS;
      g.part = !(f & SHF_ALLOC) ? Part::NonAlloc : g.sec.type == SHT_NOTE ? Part::Note : (f & SHF_EXECINSTR) ? Part::Code
               : !(f & SHF_WRITE) ? Part::ReadOnly
               : isRelro(g.sec, g.sec.name) ? (nobits ? Part::RelroBss : Part::Relro)
               : nobits ? Part::Bss : Part::Writable;
    }
    return {};
  }

  // A group's contents: members one after the other at their alignment; merged members as lld merges them
  // (.comment gets the linker's string after the inputs' ones).
  std::string buildGroup(Group& g) {
    uint64_t size = 0;
    std::vector<uint8_t> data;
    for (Member& m : g.members) {
      std::vector<uint8_t> bytes;
      if (m.merged) {
        std::vector<MergeInput> inputs;
        for (int i : m.inputs) {
          const ElfSection& s = in_.sections[size_t(i)];
          inputs.push_back({s.data, s.entsize, (s.flags & SHF_STRINGS) != 0});
        }
        std::vector<uint8_t> linker(kLinkerComment.begin(), kLinkerComment.end());
        linker.push_back(0);
        if (g.sec.name == ".comment") inputs.push_back({linker, 1, true});
        auto merged = mergeSections(inputs, m.align, kMaxImageSpan);
        if (!merged) return fmt::format("{}: {}", g.sec.name, merged.error());
        m.merge = std::move(*merged);
        bytes = m.merge.data;
      } else {
        bytes = in_.sections[size_t(m.inputs[0])].data;
      }
      const uint64_t length = !m.merged && in_.sections[size_t(m.inputs[0])].type == SHT_NOBITS
                                  ? in_.sections[size_t(m.inputs[0])].size : bytes.size();
      size = alignUp(size, m.align);
      if (size > kMaxImageSpan || length > kMaxImageSpan - size)
        return fmt::format("{}: its sections reach beyond the 1 GiB a loadable image may span", g.sec.name);
      m.offset = size;
      if (g.sec.type != SHT_NOBITS) {
        data.resize(size, 0);
        data.insert(data.end(), bytes.begin(), bytes.end());
      }
      size += length;
    }
    g.sec.data = std::move(data);
    g.sec.size = size;
    return {};
  }

  // The place of byte `offset` of input section `i` (a section symbol's addend included) within its output.
  uint64_t offsetInOutput(int i, uint64_t offset) const {
    const Member& m = groups_[size_t(groupOf_[size_t(i)])].members[size_t(memberOf_[size_t(i)].first)];
    return m.offset + (m.merged ? m.merge.outputOffset(memberOf_[size_t(i)].second, offset) : offset);
  }

  // GOT entries, in order of first use; the dynamic relocations they and absolute data need are counted.
  std::string scanRelocations() {
    for (const ElfSection& rs : in_.sections) {
      if ((rs.type != SHT_RELA && rs.type != SHT_REL) || rs.info == 0 || rs.info >= in_.sections.size()) continue;
      if (groupOf_[rs.info] < 0) continue;
      for (const ElfRelocation& r : rs.relocations) {
        if (r.symbol >= in_.symbols.size()) return fmt::format("{}: relocation symbol {} is out of range", rs.name, r.symbol);
        const ElfSymbol& sym = in_.symbols[r.symbol];
        if (sym.shndx == SHN_UNDEF && r.symbol != 0 && sym.visibility != STV_DEFAULT)  // nothing can define it
          return fmt::format("undefined {} symbol: {}", sym.visibility == STV_HIDDEN ? "hidden"
                                                        : sym.visibility == STV_PROTECTED ? "protected" : "internal",
                             sym.name);
        if (isGot(r.type) && std::find(gotSymbols_.begin(), gotSymbols_.end(), int(r.symbol)) == gotSymbols_.end()) {
          gotSymbols_.push_back(int(r.symbol));
          anyRelative_ |= !preemptible(sym);
        }
        if (r.type == reloc::kAbs64 && (in_.sections[rs.info].flags & SHF_ALLOC)) anyRelative_ |= !preemptible(sym);
      }
    }
    return {};
  }

  size_t dynRelocCount() const {
    size_t n = gotSymbols_.size();
    for (const ElfSection& s : in_.sections)
      if ((s.type == SHT_RELA || s.type == SHT_REL) && s.info < in_.sections.size() && groupOf_[s.info] >= 0 &&
          (in_.sections[s.info].flags & SHF_ALLOC))
        for (const ElfRelocation& r : s.relocations) n += r.type == reloc::kAbs64;
    return n;
  }

  int addSection(ElfSection s) {
    out_.sections.push_back(std::move(s));
    return int(out_.sections.size() - 1);
  }

  static ElfSection synthetic(std::string name, uint32_t type, uint64_t flags, uint64_t align, uint64_t entsize = 0) {
    ElfSection s;
    s.name = std::move(name);
    s.type = type;
    s.flags = flags;
    s.align = align;
    s.entsize = entsize;
    return s;
  }

  void addGroups(Part p) {
    for (size_t g = 0; g < groups_.size(); ++g)
      if (groups_[g].part == p) outIndex_[g] = addSection(groups_[g].sec);
  }

  // Sections in lld's order: notes, the dynamic tables, read-only data; code; .dynamic and .got (RELRO) and
  // the padding to the RELRO page's end; writable data, then .bss; the sections nothing loads.
  void place() {
    outIndex_.assign(groups_.size(), 0);
    out_.type = ET_DYN;
    out_.osabi = in_.osabi;
    out_.abiVersion = in_.abiVersion;
    out_.flags = in_.flags;
    addGroups(Part::Note);
    dynsym_ = addSection(synthetic(".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, sizeof(Elf64_Sym)));
    gnuHash_ = addSection(synthetic(".gnu.hash", SHT_GNU_HASH, SHF_ALLOC, 8));
    hash_ = addSection(synthetic(".hash", SHT_HASH, SHF_ALLOC, 4, 4));
    dynstr_ = addSection(synthetic(".dynstr", SHT_STRTAB, SHF_ALLOC, 1));
    out_.sections[size_t(dynsym_)].data.assign((dynsyms_.size() + 1) * sizeof(Elf64_Sym), 0);  // filled later
    out_.sections[size_t(gnuHash_)].data = dynTables_.gnuHash;
    out_.sections[size_t(hash_)].data = dynTables_.hash;
    out_.sections[size_t(dynstr_)].data = dynTables_.dynstr;
    if (const size_t n = dynRelocCount()) {
      relaDyn_ = addSection(synthetic(".rela.dyn", SHT_RELA, SHF_ALLOC, 8, sizeof(Elf64_Rela)));
      out_.sections[size_t(relaDyn_)].data.assign(n * sizeof(Elf64_Rela), 0);
    }
    addGroups(Part::ReadOnly);
    firstCode_ = int(out_.sections.size());
    addGroups(Part::Code);
    firstRelro_ = int(out_.sections.size());
    addGroups(Part::Relro);  // ahead of the synthetic .dynamic and .got, as lld orders its inputs
    dynamic_ = addSection(synthetic(".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, 16));
    out_.sections[size_t(dynamic_)].data.assign(dynamicEntryCount() * 16, 0);
    if (!gotSymbols_.empty()) {
      got_ = addSection(synthetic(".got", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 8));
      out_.sections[size_t(got_)].data.assign(gotSymbols_.size() * 8, 0);
    }
    addGroups(Part::RelroBss);
    relroPadding_ = addSection(synthetic(".relro_padding", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 1));
    firstData_ = int(out_.sections.size());  // writable data: a segment of its own after the RELRO one
    addGroups(Part::Writable);
    addGroups(Part::Bss);
    end_ = int(out_.sections.size());
    addGroups(Part::NonAlloc);
    assignAddresses();
    out_.sections[size_t(dynsym_)].link = uint32_t(dynstr_);
    out_.sections[size_t(dynsym_)].info = 1;  // one local symbol: the null one
    out_.sections[size_t(gnuHash_)].link = out_.sections[size_t(hash_)].link = uint32_t(dynsym_);
    if (relaDyn_) out_.sections[size_t(relaDyn_)].link = uint32_t(dynsym_);
    out_.sections[size_t(dynamic_)].link = uint32_t(dynstr_);
  }

  // DT_RELA, DT_RELASZ, DT_RELAENT and DT_RELACOUNT (with relative relocations) when there are dynamic
  // relocations; DT_SYMTAB, DT_SYMENT, DT_STRTAB, DT_STRSZ, DT_GNU_HASH, DT_HASH, DT_NULL.
  size_t dynamicEntryCount() const {
    return 7 + (relaDyn_ ? 3 : 0) + (relaDyn_ && anyRelative_ ? 1 : 0) + 2 * size_t(loadedGroup(".init_array") >= 0) +
           2 * size_t(loadedGroup(".fini_array") >= 0);
  }

  // The output section (group) of that name the loader sees, or -1.
  int loadedGroup(std::string_view name) const {
    for (size_t i = 0; i < groups_.size(); ++i)
      if (groups_[i].sec.name == name && (groups_[i].sec.flags & SHF_ALLOC)) return int(i);
    return -1;
  }

  // Addresses and file offsets as lld assigns them: a segment's first section at align(dot, page) + dot % page
  // (then its own alignment), at a file offset congruent to its address modulo the page; the sections after it
  // at the same distance in the file as in memory; a NOBITS section (.bss) that does not start one where the
  // file is.
  // Program headers precede the first section; the RELRO padding reaches its page's end without moving what
  // follows.
  void assignAddresses() {
    bool notes = false;
    for (int i = 1; i < firstCode_; ++i) notes |= out_.sections[size_t(i)].type == SHT_NOTE;
    // Room for every header the layout may need: lld reserves it before dropping an empty PT_LOAD (segments()).
    phdrCount_ = 7 + (notes ? 1 : 0) + (firstData_ < end_ ? 1 : 0);
    const uint64_t headers = sizeof(Elf64_Ehdr) + phdrCount_ * sizeof(Elf64_Phdr);
    uint64_t dot = headers, off = headers;
    int first = 1;  // the first section of the current segment
    for (int i = 1; i < end_; ++i) {
      ElfSection& s = out_.sections[size_t(i)];
      const bool starts = i == firstCode_ || i == firstRelro_ || i == firstData_;
      if (starts) dot = alignUp(dot, kPage) + dot % kPage;
      dot = alignUp(dot, std::max<uint64_t>(s.align, 1));
      if (i == relroPadding_) s.size = alignUp(dot, kPage) - dot;
      const uint64_t size = s.type == SHT_NOBITS ? s.size : s.data.size();
      s.addr = dot;
      if (starts || i == 1) {
        first = i;
        s.offset = off + (s.addr - off) % kPage;  // the next offset congruent to the address
      } else if (s.type == SHT_NOBITS) {  // occupies no file bytes: where the file is, as lld places it
        s.offset = off;
      } else {
        const ElfSection& f = out_.sections[size_t(first)];
        s.offset = f.offset + s.addr - f.addr;
      }
      s.size = size;
      if (i != relroPadding_) dot += size;  // (lld sizes the padding after the addresses are assigned)
      if (s.type != SHT_NOBITS) off = s.offset + size;
    }
  }

  // A symbol's address (a section symbol's addend belongs to it: merged sections move their pieces).
  uint64_t symbolAddress(const ElfSymbol& s, int64_t& addend) const {
    if (s.shndx == SHN_ABS) return s.value;
    if (s.shndx == SHN_UNDEF || s.shndx >= in_.sections.size() || groupOf_[s.shndx] < 0) return 0;  // undefined weak: 0
    const ElfSection& out = out_.sections[size_t(outIndex_[size_t(groupOf_[s.shndx])])];
    const uint64_t base = out.flags & SHF_ALLOC ? out.addr : 0;  // unloaded sections are at 0
    if (s.type == STT_SECTION) {
      const uint64_t at = base + offsetInOutput(s.shndx, s.value + uint64_t(addend));
      addend = 0;
      return at;
    }
    return base + offsetInOutput(s.shndx, s.value);
  }

  uint64_t gotAddress(uint32_t symbol) const {
    const auto at = std::find(gotSymbols_.begin(), gotSymbols_.end(), int(symbol)) - gotSymbols_.begin();
    return out_.sections[size_t(got_)].addr + uint64_t(at) * 8;
  }

  std::string relocate() {
    std::vector<ElfRelocation> relative, symbolic;
    // GOT entries: bound here when the symbol cannot be preempted, by the loader otherwise.
    for (size_t k = 0; k < gotSymbols_.size(); ++k) {
      const ElfSymbol& sym = in_.symbols[size_t(gotSymbols_[k])];
      const uint64_t at = out_.sections[size_t(got_)].addr + k * 8;
      int64_t a = 0;
      const uint64_t S = symbolAddress(sym, a);
      if (preemptible(sym)) symbolic.push_back({at, reloc::kAbs64, dynamicIndex(uint32_t(gotSymbols_[k])), 0});
      else relative.push_back({at, reloc::kRelative64, 0, int64_t(S + uint64_t(a))});
    }
    for (const ElfSection& rs : in_.sections) {
      if ((rs.type != SHT_RELA && rs.type != SHT_REL) || rs.info == 0 || rs.info >= in_.sections.size()) continue;
      if (groupOf_[rs.info] < 0) continue;
      const ElfSection& target = in_.sections[rs.info];
      ElfSection& out = out_.sections[size_t(outIndex_[size_t(groupOf_[rs.info])])];
      const bool loaded = (target.flags & SHF_ALLOC) != 0;
      std::vector<uint8_t>& data = out.data;
      for (const ElfRelocation& r : rs.relocations) {
        const ElfSymbol& sym = in_.symbols[r.symbol];
        int64_t A = r.addend;
        const uint64_t S = symbolAddress(sym, A);
        const uint64_t at = offsetInOutput(int(rs.info), r.offset), P = (loaded ? out.addr : 0) + at;
        const uint64_t pcrel = S + uint64_t(A) - P;
        const int size = r.type == reloc::kAbs64 || r.type == reloc::kRel64 ? 8 : r.type == reloc::kRel16 ? 2 : 4;
        if (at + uint64_t(size) > data.size())
          return fmt::format("{}: relocation at 0x{:x} is outside the section", target.name, r.offset);
        const std::string name = sym.name.empty() && sym.shndx < in_.sections.size() ? in_.sections[sym.shndx].name : sym.name;
        if (!loaded) {  // debug data: the value itself, nothing for the loader
          if (r.type != reloc::kAbs32 && r.type != reloc::kAbs64)
            return fmt::format("{}: {} at 0x{:x} against {}: not allowed in a section that is not loaded", target.name,
                               amdgpuRelocName(r.type), r.offset, name);
          patchLittleEndian(data, at, S + uint64_t(A), size);
          continue;
        }
        // ld.lld -shared: a global symbol of default visibility may be preempted at load time, so nothing
        // may be resolved against it but through a dynamic relocation or the GOT.
        if (preemptible(sym) && r.type != reloc::kAbs64 && !isGot(r.type))
          return fmt::format("relocation {} cannot be used against symbol '{}'; recompile with -fPIC "
                             "(make it .hidden or .protected to bind it within the object)",
                             amdgpuRelocName(r.type), sym.name);
        switch (r.type) {
          case reloc::kRel64: patchLittleEndian(data, at, pcrel, 8); break;
          case reloc::kRel32:
          case reloc::kRel32Lo: patchLittleEndian(data, at, pcrel, 4); break;
          case reloc::kRel32Hi: patchLittleEndian(data, at, pcrel >> 32, 4); break;
          case reloc::kGotPcRel:
          case reloc::kGotPcRel32Lo: patchLittleEndian(data, at, gotAddress(r.symbol) + uint64_t(r.addend) - P, 4); break;
          case reloc::kGotPcRel32Hi: patchLittleEndian(data, at, (gotAddress(r.symbol) + uint64_t(r.addend) - P) >> 32, 4); break;
          case reloc::kRel16: {
            const int64_t words = (int64_t(pcrel) - 4) / 4;
            if (words < INT16_MIN || words > INT16_MAX)
              return fmt::format("{}: branch at 0x{:x} to {} is out of the 16-bit range", target.name, r.offset, name);
            patchLittleEndian(data, at, uint64_t(words), 2);
            break;
          }
          case reloc::kAbs64:
            // A dynamic relocation may only write where the loader can (ld.lld's default, -z text).
            if (!(out.flags & SHF_WRITE))
              return sym.bind == STB_LOCAL
                         ? fmt::format("relocation {} cannot be used against local symbol; recompile with -fPIC",
                                       amdgpuRelocName(r.type))
                         : fmt::format("relocation {} cannot be used against symbol '{}'; recompile with -fPIC",
                                       amdgpuRelocName(r.type), sym.name);
            patchLittleEndian(data, at, 0, 8);  // RELA: the value is the addend, the field stays 0 (as lld)
            if (preemptible(sym)) symbolic.push_back({P, reloc::kAbs64, dynamicIndex(r.symbol), A});
            else relative.push_back({P, reloc::kRelative64, 0, int64_t(S + uint64_t(A))});
            break;
          default:
            return fmt::format("{}: {} at 0x{:x} against {}: not allowed in a loadable (position-independent) code object",
                               target.name, amdgpuRelocName(r.type), r.offset, name);
        }
      }
    }
    if (relaDyn_) {  // relative ones first (counted by DT_RELACOUNT), then by symbol and offset (lld's order)
      auto byOffset = [](const ElfRelocation& a, const ElfRelocation& b) { return a.offset < b.offset; };
      std::stable_sort(relative.begin(), relative.end(), byOffset);
      std::stable_sort(symbolic.begin(), symbolic.end(), [](const ElfRelocation& a, const ElfRelocation& b) {
        return a.symbol != b.symbol ? a.symbol < b.symbol : a.offset < b.offset;
      });
      relativeCount_ = relative.size();
      dynRelocs_ = relative;
      dynRelocs_.insert(dynRelocs_.end(), symbolic.begin(), symbolic.end());
      std::vector<uint8_t>& d = out_.sections[size_t(relaDyn_)].data;
      d.clear();
      for (const ElfRelocation& r : dynRelocs_) put(d, Elf64_Rela{r.offset, ELF64_R_INFO(uint64_t(r.symbol), r.type), r.addend});
    }
    return {};
  }

  void finishDynamic() {
    std::vector<uint8_t>& d = out_.sections[size_t(dynamic_)].data;
    d.clear();
    auto entry = [&](int64_t tag, uint64_t v) { put(d, Elf64_Dyn{tag, {v}}); };
    if (relaDyn_) {
      entry(DT_RELA, out_.sections[size_t(relaDyn_)].addr);
      entry(DT_RELASZ, out_.sections[size_t(relaDyn_)].data.size());
      entry(DT_RELAENT, sizeof(Elf64_Rela));
      if (relativeCount_) entry(DT_RELACOUNT, relativeCount_);
    }
    entry(DT_SYMTAB, out_.sections[size_t(dynsym_)].addr);
    entry(DT_SYMENT, sizeof(Elf64_Sym));
    entry(DT_STRTAB, out_.sections[size_t(dynstr_)].addr);
    entry(DT_STRSZ, out_.sections[size_t(dynstr_)].data.size());
    entry(DT_GNU_HASH, out_.sections[size_t(gnuHash_)].addr);
    entry(DT_HASH, out_.sections[size_t(hash_)].addr);
    // A shared object's constructor and destructor arrays (DT_PREINIT_ARRAY is an executable's alone).
    for (auto [name, tag, sizeTag] : {std::tuple{".init_array", DT_INIT_ARRAY, DT_INIT_ARRAYSZ},
                                      std::tuple{".fini_array", DT_FINI_ARRAY, DT_FINI_ARRAYSZ}})
      if (const int g = loadedGroup(name); g >= 0) {
        const ElfSection& sec = out_.sections[size_t(outIndex_[size_t(g)])];
        entry(tag, sec.addr);
        entry(sizeTag, sec.size);
      }
    entry(DT_NULL, 0);
  }

  ElfSymbol outputSymbol(const ElfSymbol& s) const {
    ElfSymbol o = s;
    int64_t none = 0;
    o.value = symbolAddress(s, none);
    if (s.shndx != SHN_UNDEF && s.shndx < in_.sections.size())
      o.shndx = groupOf_[s.shndx] < 0 ? uint16_t(SHN_UNDEF) : uint16_t(outIndex_[size_t(groupOf_[s.shndx])]);
    return o;
  }

  // lld leaves out local symbols of sections it dropped, section symbols, and .L symbols of merged sections.
  bool keptLocal(const ElfSymbol& s) const {
    if (s.type == STT_SECTION || s.name.empty()) return false;
    if (s.shndx != SHN_UNDEF && s.shndx < in_.sections.size()) {
      if (groupOf_[s.shndx] < 0) return false;
      if (s.name.starts_with(".L") && (in_.sections[s.shndx].flags & SHF_MERGE)) return false;
    }
    return true;
  }

  void symbolTable() {
    std::vector<ElfSymbol> dyn{ElfSymbol{}};
    for (int i : dynsyms_) dyn.push_back(outputSymbol(in_.symbols[size_t(i)]));
    out_.sections[size_t(dynsym_)].data = encodeSymbols(dyn, dynTables_.nameOffsets);
    // .symtab: locals (with _DYNAMIC), then globals, as lld orders them.
    std::vector<ElfSymbol> syms{ElfSymbol{}};
    for (int pass = 0; pass < 2; ++pass) {
      if (pass == 1) {
        ElfSymbol d;
        d.name = "_DYNAMIC";
        d.value = out_.sections[size_t(dynamic_)].addr;
        d.visibility = STV_HIDDEN;
        d.shndx = uint16_t(dynamic_);
        syms.push_back(d);
      }
      for (size_t i = 1; i < in_.symbols.size(); ++i) {
        const ElfSymbol& s = in_.symbols[i];
        // A defined hidden symbol is local to the linked object.
        const bool local = s.bind == STB_LOCAL ||
                           (s.shndx != SHN_UNDEF && (s.visibility == STV_HIDDEN || s.visibility == STV_INTERNAL));
        if (!keptLocal(s) || local != (pass == 0)) continue;
        syms.push_back(outputSymbol(s));
        if (local) syms.back().bind = STB_LOCAL;
      }
    }
    const auto firstGlobal = std::find_if(syms.begin() + 1, syms.end(), [](const ElfSymbol& s) { return s.bind != STB_LOCAL; });
    // .strtab: input order, _DYNAMIC last.
    std::vector<std::string> names;
    for (size_t i = 1; i < in_.symbols.size(); ++i)
      if (keptLocal(in_.symbols[i])) names.push_back(in_.symbols[i].name);
    names.push_back("_DYNAMIC");
    LinkerStrings strtab(names);
    std::vector<uint32_t> offsets{0};
    for (size_t i = 1; i < syms.size(); ++i) offsets.push_back(strtab.offsetOf.at(syms[i].name));
    ElfSection symtab = synthetic(".symtab", SHT_SYMTAB, 0, 8, sizeof(Elf64_Sym));
    symtab.data = encodeSymbols(syms, offsets);
    symtab.info = uint32_t(firstGlobal - syms.begin());
    const int symtabIndex = addSection(std::move(symtab));
    const int shstrIndex = addSection(synthetic(".shstrtab", SHT_STRTAB, 0, 1));
    ElfSection str = synthetic(".strtab", SHT_STRTAB, 0, 1);
    str.data = strtab.bytes;
    const int strIndex = addSection(std::move(str));
    out_.sections[size_t(symtabIndex)].link = uint32_t(strIndex);
    out_.symbols = syms;
    // Section names; then the non-loaded sections after the last loaded byte.
    std::vector<std::string> sectionNames;
    for (size_t i = 1; i < out_.sections.size(); ++i) sectionNames.push_back(out_.sections[i].name);
    LinkerStrings shstr(sectionNames);
    for (size_t i = 1; i < out_.sections.size(); ++i) out_.sections[i].nameOffset = shstr.offsetOf.at(out_.sections[i].name);
    out_.sections[size_t(shstrIndex)].data = shstr.bytes;
    out_.shstrndx = uint16_t(shstrIndex);
    uint64_t offset = 0;
    for (int i = 1; i < end_; ++i) {
      const ElfSection& s = out_.sections[size_t(i)];
      if (s.type != SHT_NOBITS) offset = std::max(offset, s.offset + s.data.size());
    }
    for (size_t i = size_t(end_); i < out_.sections.size(); ++i) {
      ElfSection& s = out_.sections[i];
      offset = alignUp(offset, std::max<uint64_t>(s.align, 1));
      s.offset = offset;
      s.addr = 0;
      s.size = s.type == SHT_NOBITS ? s.size : s.data.size();
      if (s.type != SHT_NOBITS) offset += s.data.size();
    }
    segments();
  }

  // Whether output sections [first, last) occupy memory: lld drops a PT_LOAD that would not (a source without
  // code, an empty .data), though its sections keep the addresses a segment's start gives them and the
  // program headers keep the room reserved for it.
  bool loads(int first, int last) const {
    for (int i = first; i < last; ++i) {
      const ElfSection& s = out_.sections[size_t(i)];
      if ((s.type == SHT_NOBITS ? s.size : s.data.size()) != 0) return true;
    }
    return false;
  }

  // The span [first, last) of output sections as a segment.
  ElfSegment span(uint32_t type, uint32_t flags, int first, int last, uint64_t align) const {
    ElfSegment p;
    p.type = type;
    p.flags = flags;
    p.align = align;
    if (first >= last) return p;
    const ElfSection& a = out_.sections[size_t(first)];
    p.offset = a.offset;
    p.vaddr = p.paddr = a.addr;
    for (int i = first; i < last; ++i) {
      const ElfSection& s = out_.sections[size_t(i)];
      p.memsz = s.addr + s.size - p.vaddr;
      if (s.type != SHT_NOBITS) p.filesz = s.offset + s.data.size() - p.offset;
    }
    return p;
  }

  void segments() {
    const uint64_t phoff = sizeof(Elf64_Ehdr), phsize = phdrCount_ * sizeof(Elf64_Phdr);
    ElfSegment phdr{PT_PHDR, PF_R, phoff, phoff, phoff, phsize, phsize, 8};
    ElfSegment ro = span(PT_LOAD, PF_R, 1, firstCode_, kPage);
    ro.offset = ro.vaddr = ro.paddr = 0;  // the first segment maps the headers too
    ro.filesz = ro.memsz = out_.sections[size_t(firstCode_ - 1)].offset + out_.sections[size_t(firstCode_ - 1)].size;
    ElfSegment code = span(PT_LOAD, PF_R | PF_X, firstCode_, firstRelro_, kPage);
    ElfSegment rw = span(PT_LOAD, PF_R | PF_W, firstRelro_, firstData_, kPage);
    ElfSegment dynamic = span(PT_DYNAMIC, PF_R | PF_W, dynamic_, dynamic_ + 1, 8);
    ElfSegment relro = span(PT_GNU_RELRO, PF_R, firstRelro_, firstData_, 1);
    ElfSegment stack{PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0, 0};
    int noteLast = 1;
    while (noteLast < firstCode_ && out_.sections[size_t(noteLast)].type == SHT_NOTE) ++noteLast;
    out_.segments = {phdr, ro};
    if (loads(firstCode_, firstRelro_)) out_.segments.push_back(code);
    out_.segments.push_back(rw);
    if (loads(firstData_, end_)) out_.segments.push_back(span(PT_LOAD, PF_R | PF_W, firstData_, end_, kPage));
    out_.segments.insert(out_.segments.end(), {dynamic, relro, stack});
    if (noteLast > 1) out_.segments.push_back(span(PT_NOTE, PF_R, 1, noteLast, 4));
  }
};

}  // namespace

Expected<ElfFile> linkShared(const ElfFile& rel) { return Linker(rel).run(); }

Expected<std::vector<uint8_t>> linkSharedObject(std::span<const uint8_t> relocatable) {
  auto rel = readElf(relocatable);
  if (!rel) return fail(rel.error());
  auto linked = linkShared(*rel);
  if (!linked) return fail(linked.error());
  return writeElf(*linked);
}

}  // namespace gcnkit
