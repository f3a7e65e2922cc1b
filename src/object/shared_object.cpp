#include "object/shared_object.h"

#include <algorithm>
#include <cstring>
#include <map>

#include <fmt/format.h>

namespace gcnkit {

namespace {

constexpr uint64_t kPage = 0x1000;  // ld.lld's max-page-size for AMDGPU

uint64_t alignUp(uint64_t v, uint64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

template <class T>
void put(std::vector<uint8_t>& out, const T& v) {
  const auto* p = reinterpret_cast<const uint8_t*>(&v);
  out.insert(out.end(), p, p + sizeof v);
}

void patch(std::vector<uint8_t>& data, uint64_t at, uint64_t v, int size) {
  for (int b = 0; b < size; ++b) data[at + uint64_t(b)] = uint8_t(v >> (8 * b));
}

uint32_t sysvHash(std::string_view name) {
  uint32_t h = 0;
  for (unsigned char c : name) {
    h = (h << 4) + c;
    h ^= (h >> 24) & 0xf0;
  }
  return h & 0x0fffffff;
}

uint32_t gnuHash(std::string_view name) {
  uint32_t h = 5381;
  for (unsigned char c : name) h = h * 33 + c;
  return h;
}

// A string table as lld writes .dynstr and .strtab: "" first, then each new string in the order given
// (exact duplicates shared, no suffix merging).
struct LinkerStrings {
  std::vector<uint8_t> bytes{0};
  std::map<std::string, uint32_t> offsetOf{{"", 0}};
  explicit LinkerStrings(const std::vector<std::string>& inOrder) {
    for (const std::string& n : inOrder)
      if (offsetOf.emplace(n, uint32_t(bytes.size())).second) {
        bytes.insert(bytes.end(), n.begin(), n.end());
        bytes.push_back(0);
      }
  }
};

// Where an input section goes: its segment, in lld's order.
enum class Part { ReadOnly, Code, Writable };

class Linker {
 public:
  explicit Linker(const ElfFile& rel) : in_(rel) {}

  Expected<ElfFile> run() {
    if (in_.type != ET_REL) return fail("the input is not a relocatable object");
    if (auto e = chooseDynamicSymbols(); !e.empty()) return fail(e);
    place();
    if (auto e = relocate(); !e.empty()) return fail(e);
    finishDynamic();
    symbolTable();
    return std::move(out_);
  }

 private:
  const ElfFile& in_;
  ElfFile out_;
  std::vector<int> map_;        // input section -> output section (0: not carried over)
  std::vector<uint64_t> addr_;  // input section -> address
  std::vector<int> dynsyms_;    // input symbol indices in .dynsym order (after the null symbol)
  std::vector<ElfRelocation> dynRelocs_, symbolicRelocs_;
  size_t relativeCount_ = 0;
  int dynsym_ = 0, gnuHash_ = 0, hash_ = 0, dynstr_ = 0, relaDyn_ = 0, dynamic_ = 0;
  std::vector<uint32_t> dynNames_;

  Part partOf(const ElfSection& s) const {
    if (s.flags & SHF_EXECINSTR) return Part::Code;
    if (s.flags & SHF_WRITE) return Part::Writable;
    return Part::ReadOnly;
  }

  bool carried(const ElfSection& s) const {
    return (s.flags & SHF_ALLOC) && (s.type == SHT_PROGBITS || s.type == SHT_NOBITS || s.type == SHT_NOTE);
  }

  std::string chooseDynamicSymbols() {
    for (size_t i = 1; i < in_.symbols.size(); ++i) {
      const ElfSymbol& s = in_.symbols[i];
      if (s.type == STT_SECTION || s.type == STT_FILE) continue;
      const bool exported = s.shndx != SHN_UNDEF && s.visibility != STV_HIDDEN && s.visibility != STV_INTERNAL;
      if (s.bind != STB_LOCAL && (exported || s.shndx == SHN_UNDEF))  // undefined: the loader's to bind
        dynsyms_.push_back(int(i));
    }
    // Undefined symbols first: .gnu.hash covers only the defined ones after them (lld's order).
    std::stable_partition(dynsyms_.begin(), dynsyms_.end(),
                          [&](int i) { return in_.symbols[size_t(i)].shndx == SHN_UNDEF; });
    return {};
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

  // Section contents that depend only on the symbol set: .dynsym names, the hash tables.
  void dynamicTables() {
    std::vector<std::string> names;
    for (int i : dynsyms_) names.push_back(in_.symbols[size_t(i)].name);
    // .dynstr: names in symbol-table order.
    std::vector<int> byIndex = dynsyms_;
    std::sort(byIndex.begin(), byIndex.end());
    std::vector<std::string> ordered;
    for (int i : byIndex) ordered.push_back(in_.symbols[size_t(i)].name);
    LinkerStrings str(ordered);
    out_.sections[size_t(dynstr_)].data = str.bytes;
    dynNames_.assign(1, 0);
    for (const std::string& n : names) dynNames_.push_back(str.offsetOf.at(n));
    out_.sections[size_t(dynsym_)].data.assign((dynsyms_.size() + 1) * sizeof(Elf64_Sym), 0);  // filled later
    // .gnu.hash: one bucket, one Bloom word (shift 26), every defined symbol in the chain.
    std::vector<uint8_t>& g = out_.sections[size_t(gnuHash_)].data;
    size_t undefined = 0;
    while (undefined < dynsyms_.size() && in_.symbols[size_t(dynsyms_[undefined])].shndx == SHN_UNDEF) ++undefined;
    uint64_t bloom = 0;
    for (size_t k = undefined; k < names.size(); ++k)
      bloom |= (uint64_t(1) << (gnuHash(names[k]) % 64)) | (uint64_t(1) << ((gnuHash(names[k]) >> 26) % 64));
    put(g, uint32_t(1));
    put(g, uint32_t(undefined + 1));  // symoffset: the first hashed symbol
    put(g, uint32_t(1));
    put(g, uint32_t(26));
    put(g, bloom);
    put(g, uint32_t(undefined < names.size() ? undefined + 1 : 0));
    for (size_t k = undefined; k < names.size(); ++k)
      put(g, uint32_t((gnuHash(names[k]) & ~1u) | (k + 1 == names.size())));
    // .hash: as many buckets as symbols.
    std::vector<uint8_t>& h = out_.sections[size_t(hash_)].data;
    const uint32_t n = uint32_t(names.size() + 1);
    std::vector<uint32_t> bucket(n, 0), chain(n, 0);
    for (uint32_t k = 1; k < n; ++k) {
      uint32_t b = sysvHash(names[k - 1]) % n;
      chain[k] = bucket[b];
      bucket[b] = k;
    }
    put(h, n);
    put(h, n);
    for (uint32_t v : bucket) put(h, v);
    for (uint32_t v : chain) put(h, v);
  }

  size_t dynRelocCount() const {
    size_t n = 0;
    for (const ElfSection& s : in_.sections)
      if (s.type == SHT_RELA || s.type == SHT_REL)
        for (const ElfRelocation& r : s.relocations) n += r.type == reloc::kAbs64;
    return n;
  }

  void place() {
    map_.assign(in_.sections.size(), 0);
    addr_.assign(in_.sections.size(), 0);
    out_.type = ET_DYN;
    out_.osabi = in_.osabi;
    out_.abiVersion = in_.abiVersion;
    out_.flags = in_.flags;
    // Read-only: notes first, then the dynamic tables, then read-only data (lld's order).
    for (size_t i = 1; i < in_.sections.size(); ++i)
      if (carried(in_.sections[i]) && in_.sections[i].type == SHT_NOTE) map_[i] = addSection(in_.sections[i]);
    dynsym_ = addSection(synthetic(".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, sizeof(Elf64_Sym)));
    gnuHash_ = addSection(synthetic(".gnu.hash", SHT_GNU_HASH, SHF_ALLOC, 8));
    hash_ = addSection(synthetic(".hash", SHT_HASH, SHF_ALLOC, 4, 4));
    dynstr_ = addSection(synthetic(".dynstr", SHT_STRTAB, SHF_ALLOC, 1));
    if (dynRelocCount()) relaDyn_ = addSection(synthetic(".rela.dyn", SHT_RELA, SHF_ALLOC, 8, sizeof(Elf64_Rela)));
    dynamicTables();
    if (relaDyn_) out_.sections[size_t(relaDyn_)].data.assign(dynRelocCount() * sizeof(Elf64_Rela), 0);
    auto addPart = [&](Part p) {
      for (size_t i = 1; i < in_.sections.size(); ++i) {
        const ElfSection& s = in_.sections[i];
        if (carried(s) && s.type != SHT_NOTE && partOf(s) == p && s.type != SHT_NOBITS) map_[i] = addSection(s);
      }
    };
    addPart(Part::ReadOnly);
    const int firstCode = int(out_.sections.size());
    addPart(Part::Code);
    const int firstWritable = int(out_.sections.size());
    dynamic_ = addSection(synthetic(".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, 16));
    out_.sections[size_t(dynamic_)].data.assign(dynamicEntryCount() * 16, 0);
    firstData_ = int(out_.sections.size());  // writable data: a segment of its own after the RELRO one
    addPart(Part::Writable);
    for (size_t i = 1; i < in_.sections.size(); ++i)  // .bss last
      if (carried(in_.sections[i]) && in_.sections[i].type == SHT_NOBITS) map_[i] = addSection(in_.sections[i]);
    const int end = int(out_.sections.size());
    assignAddresses(firstCode, firstWritable, end);
    for (size_t i = 1; i < in_.sections.size(); ++i)
      if (map_[i]) addr_[i] = out_.sections[size_t(map_[i])].addr;
    for (ElfSection& s : out_.sections) s.relocations.clear();
    out_.sections[size_t(dynsym_)].link = uint32_t(dynstr_);
    out_.sections[size_t(dynsym_)].info = 1;  // one local symbol: the null one
    out_.sections[size_t(gnuHash_)].link = out_.sections[size_t(hash_)].link = uint32_t(dynsym_);
    if (relaDyn_) out_.sections[size_t(relaDyn_)].link = uint32_t(dynsym_);
    out_.sections[size_t(dynamic_)].link = uint32_t(dynstr_);
  }

  // Reserved before relocation decides DT_RELACOUNT; an unused slot stays DT_NULL, as padding.
  size_t dynamicEntryCount() const { return 7 + (relaDyn_ ? 4 : 0); }

  // File offsets and addresses: each segment starts on a new page at an address congruent to its
  // offset; program headers precede the first section.
  void assignAddresses(int firstCode, int firstWritable, int end) {
    bool notes = false;
    for (int i = 1; i < firstCode; ++i) notes |= out_.sections[size_t(i)].type == SHT_NOTE;
    phdrCount_ = 7 + (notes ? 1 : 0) + (firstData_ < end ? 1 : 0);
    uint64_t offset = sizeof(Elf64_Ehdr) + phdrCount_ * sizeof(Elf64_Phdr), va = offset;
    auto lay = [&](int from, int to) {
      for (int i = from; i < to; ++i) {
        ElfSection& s = out_.sections[size_t(i)];
        const uint64_t a = std::max<uint64_t>(s.align, 1);
        const uint64_t size = s.type == SHT_NOBITS ? s.size : s.data.size();
        va = alignUp(va, a);
        if (s.type != SHT_NOBITS) offset = alignUp(offset, a);
        s.offset = offset;
        s.addr = va;
        s.size = size;
        va += size;
        if (s.type != SHT_NOBITS) offset += size;
      }
    };
    lay(1, firstCode);
    auto newSegment = [&](int first) {
      if (first >= end) return;
      const uint64_t a = std::max<uint64_t>(out_.sections[size_t(first)].align, 1);
      offset = alignUp(offset, a);
      va = alignUp(va, kPage) + offset % kPage;
    };
    newSegment(firstCode);
    lay(firstCode, firstWritable);
    newSegment(firstWritable);
    lay(firstWritable, firstData_);
    newSegment(firstData_);
    lay(firstData_, end);
    firstCode_ = firstCode;
    firstWritable_ = firstWritable;
    end_ = end;
  }
  size_t phdrCount_ = 8;
  int firstCode_ = 0, firstWritable_ = 0, firstData_ = 0, end_ = 0;

  uint64_t symbolAddress(const ElfSymbol& s) const {
    if (s.shndx == SHN_ABS) return s.value;
    if (s.shndx == SHN_UNDEF || s.shndx >= in_.sections.size()) return 0;  // undefined weak: 0
    return addr_[s.shndx] + s.value;
  }

  std::string relocate() {
    for (const ElfSection& rs : in_.sections) {
      if ((rs.type != SHT_RELA && rs.type != SHT_REL) || rs.info == 0 || rs.info >= in_.sections.size()) continue;
      const int target = map_[rs.info];
      if (!target) continue;
      std::vector<uint8_t>& data = out_.sections[size_t(target)].data;
      for (const ElfRelocation& r : rs.relocations) {
        const ElfSymbol& sym = in_.symbols[r.symbol];
        const uint64_t S = symbolAddress(sym), P = addr_[rs.info] + r.offset;
        const int64_t A = r.addend;
        const uint64_t pcrel = S + uint64_t(A) - P;
        // ld.lld -shared: a global symbol of default visibility may be preempted at load time, so
        // nothing may be resolved against it but through a dynamic relocation.
        const bool preemptible = sym.bind != STB_LOCAL && sym.visibility == STV_DEFAULT && sym.type != STT_SECTION;
        if (preemptible && r.type != reloc::kAbs64)
          return fmt::format("relocation {} cannot be used against symbol '{}'; recompile with -fPIC "
                             "(make it .hidden or .protected to bind it within the object)",
                             amdgpuRelocName(r.type), sym.name);
        const int size = r.type == reloc::kAbs64 || r.type == reloc::kRel64 ? 8 : r.type == reloc::kRel16 ? 2 : 4;
        if (r.offset + uint64_t(size) > data.size())
          return fmt::format("{}: relocation at 0x{:x} is outside the section", in_.sections[rs.info].name, r.offset);
        switch (r.type) {
          case reloc::kRel64: patch(data, r.offset, pcrel, 8); break;
          case reloc::kRel32:
          case reloc::kRel32Lo: patch(data, r.offset, pcrel, 4); break;
          case reloc::kRel32Hi: patch(data, r.offset, pcrel >> 32, 4); break;
          case reloc::kRel16: {
            const int64_t words = (int64_t(pcrel) - 4) / 4;
            if (words < INT16_MIN || words > INT16_MAX)
              return fmt::format("{}: branch at 0x{:x} to {} is out of the 16-bit range", in_.sections[rs.info].name,
                                 r.offset, sym.name);
            patch(data, r.offset, uint64_t(words), 2);
            break;
          }
          case reloc::kAbs64: {
            if (preemptible) {  // resolved by the loader against the (possibly other) definition
              const auto at = std::find(dynsyms_.begin(), dynsyms_.end(), int(r.symbol));
              patch(data, r.offset, 0, 8);
              symbolicRelocs_.push_back({P, reloc::kAbs64, uint32_t(at - dynsyms_.begin() + 1), A});
              break;
            }
            patch(data, r.offset, 0, 8);  // RELA: the value is the addend, the field stays 0 (as lld)
            dynRelocs_.push_back({P, reloc::kRelative64, 0, int64_t(S + uint64_t(A))});
            break;
          }
          default:
            return fmt::format("{}: {} at 0x{:x} against {}: not allowed in a loadable (position-independent) code object",
                               in_.sections[rs.info].name, amdgpuRelocName(r.type), r.offset,
                               sym.name.empty() ? in_.sections[sym.shndx < in_.sections.size() ? sym.shndx : 0].name : sym.name);
        }
      }
    }
    if (relaDyn_) {
      std::vector<uint8_t>& d = out_.sections[size_t(relaDyn_)].data;
      d.clear();
      relativeCount_ = dynRelocs_.size();  // relative ones first, counted by DT_RELACOUNT
      std::stable_sort(symbolicRelocs_.begin(), symbolicRelocs_.end(),
                       [](const ElfRelocation& a, const ElfRelocation& b) { return a.symbol < b.symbol; });
      dynRelocs_.insert(dynRelocs_.end(), symbolicRelocs_.begin(), symbolicRelocs_.end());
      for (const ElfRelocation& r : dynRelocs_)
        put(d, Elf64_Rela{r.offset, ELF64_R_INFO(uint64_t(r.symbol), r.type), r.addend});
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
    entry(DT_NULL, 0);
    d.resize(dynamicEntryCount() * sizeof(Elf64_Dyn), 0);  // the size laid out
  }

  ElfSymbol outputSymbol(const ElfSymbol& s) const {
    ElfSymbol o = s;
    o.value = symbolAddress(s);
    if (s.shndx != SHN_UNDEF && s.shndx < in_.sections.size()) o.shndx = uint16_t(map_[s.shndx]);
    return o;
  }

  void symbolTable() {
    std::vector<ElfSymbol> dyn{ElfSymbol{}};
    for (int i : dynsyms_) dyn.push_back(outputSymbol(in_.symbols[size_t(i)]));
    out_.sections[size_t(dynsym_)].data = encodeSymbols(dyn, dynNames_);
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
        if (s.type == STT_SECTION || s.name.empty() || local != (pass == 0)) continue;
        if (s.shndx != SHN_UNDEF && s.shndx < in_.sections.size() && !map_[s.shndx]) continue;
        syms.push_back(outputSymbol(s));
        if (local) syms.back().bind = STB_LOCAL;
      }
    }
    const auto firstGlobal = std::find_if(syms.begin() + 1, syms.end(), [](const ElfSymbol& s) { return s.bind != STB_LOCAL; });
    // .strtab: input order, _DYNAMIC last.
    std::vector<std::string> names;
    for (size_t i = 1; i < in_.symbols.size(); ++i)
      if (in_.symbols[i].type != STT_SECTION && !in_.symbols[i].name.empty()) names.push_back(in_.symbols[i].name);
    names.push_back("_DYNAMIC");
    LinkerStrings strtab(names);
    std::vector<uint32_t> offsets{0};
    for (size_t i = 1; i < syms.size(); ++i) offsets.push_back(strtab.offsetOf.at(syms[i].name));
    ElfSection comment = synthetic(".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, 1);
    const std::string_view linker = "Linker: gcnkit";
    comment.data.assign(linker.begin(), linker.end());
    comment.data.push_back(0);
    const int commentIndex = addSection(std::move(comment));
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
    for (int i = 1; i < commentIndex; ++i) {
      const ElfSection& s = out_.sections[size_t(i)];
      if (s.type != SHT_NOBITS) offset = std::max(offset, s.offset + s.data.size());
    }
    for (size_t i = size_t(commentIndex); i < out_.sections.size(); ++i) {
      ElfSection& s = out_.sections[i];
      offset = alignUp(offset, std::max<uint64_t>(s.align, 1));
      s.offset = offset;
      s.addr = 0;
      s.size = s.data.size();
      offset += s.data.size();
    }
    segments();
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
    ElfSegment code = span(PT_LOAD, PF_R | PF_X, firstCode_, firstWritable_, kPage);
    ElfSegment rw = span(PT_LOAD, PF_R | PF_W, firstWritable_, firstData_, kPage);
    ElfSegment dynamic = span(PT_DYNAMIC, PF_R | PF_W, dynamic_, dynamic_ + 1, 8);
    ElfSegment relro = span(PT_GNU_RELRO, PF_R, dynamic_, dynamic_ + 1, 1);
    relro.memsz = alignUp(relro.vaddr + relro.memsz, kPage) - relro.vaddr;  // up to the page end, as lld
    ElfSegment stack{PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0, 0};
    int noteLast = 1;
    while (noteLast < firstCode_ && out_.sections[size_t(noteLast)].type == SHT_NOTE) ++noteLast;
    out_.segments = {phdr, ro, code, rw};
    if (firstData_ < end_) out_.segments.push_back(span(PT_LOAD, PF_R | PF_W, firstData_, end_, kPage));
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
