#include "object/elf_file.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include <fmt/format.h>

namespace gcnkit {

namespace {

// Reads a little-endian structure out of the file; the caller has bounds-checked the range.
template <class T>
T load(std::span<const uint8_t> bytes, uint64_t offset) {
  T v;
  std::memcpy(&v, bytes.data() + offset, sizeof(T));
  return v;
}

template <class T>
void store(std::vector<uint8_t>& out, uint64_t offset, const T& v) {
  std::memcpy(out.data() + offset, &v, sizeof(T));
}

// True if [offset, offset + size) lies inside a file of `fileSize` bytes, without overflow.
bool inFile(uint64_t offset, uint64_t size, uint64_t fileSize) {
  return offset <= fileSize && size <= fileSize - offset;
}

// Table of `count` entries of `entSize` bytes at `offset`: the total size, or nullopt on overflow.
std::optional<uint64_t> tableSize(uint64_t count, uint64_t entSize) {
  if (entSize != 0 && count > std::numeric_limits<uint64_t>::max() / entSize) return std::nullopt;
  return count * entSize;
}

// A NUL-terminated string at `index` of a string table section.
std::optional<std::string> tableString(std::span<const uint8_t> table, uint64_t index) {
  if (index >= table.size()) return std::nullopt;
  const uint8_t* begin = table.data() + index;
  const void* nul = std::memchr(begin, 0, table.size() - index);
  if (!nul) return std::nullopt;
  return std::string(reinterpret_cast<const char*>(begin), static_cast<const uint8_t*>(nul) - begin);
}

std::string sectionLabel(int index, const std::string& name) {
  return name.empty() ? fmt::format("section [{}]", index) : fmt::format("section [{}] '{}'", index, name);
}

uint64_t alignTo(uint64_t v, uint64_t align) {
  if (align <= 1) return v;
  return (v + align - 1) / align * align;
}

}  // namespace

std::string_view amdgpuRelocName(uint32_t type) {
  static constexpr std::string_view names[] = {
      "R_AMDGPU_NONE",          "R_AMDGPU_ABS32_LO",      "R_AMDGPU_ABS32_HI", "R_AMDGPU_ABS64",
      "R_AMDGPU_REL32",         "R_AMDGPU_REL64",         "R_AMDGPU_ABS32",    "R_AMDGPU_GOTPCREL",
      "R_AMDGPU_GOTPCREL32_LO", "R_AMDGPU_GOTPCREL32_HI", "R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI",
      "",                       "R_AMDGPU_RELATIVE64",    "R_AMDGPU_REL16"};
  return type < std::size(names) ? names[type] : std::string_view{};
}

int ElfFile::findSection(std::string_view name) const {
  for (size_t i = 1; i < sections.size(); ++i)
    if (sections[i].name == name) return static_cast<int>(i);
  return -1;
}

int ElfFile::findSymbol(std::string_view name) const {
  for (size_t i = 1; i < symbols.size(); ++i)
    if (symbols[i].name == name) return static_cast<int>(i);
  return -1;
}

std::span<const uint8_t> ElfFile::sectionData(int index) const {
  if (index < 0 || static_cast<size_t>(index) >= sections.size()) return {};
  return sections[index].data;
}

// ---------------------------------------------------------------------------------------------------
// Reader

Expected<std::vector<ElfSymbol>> readSymbolTable(const ElfFile& f, int index) {
  if (index <= 0 || size_t(index) >= f.sections.size() ||
      (f.sections[size_t(index)].type != SHT_SYMTAB && f.sections[size_t(index)].type != SHT_DYNSYM))
    return fail(fmt::format("section {} is not a symbol table", index));
  const ElfSection& s = f.sections[size_t(index)];
  std::string where = sectionLabel(index, s.name);
  if (s.entsize != sizeof(Elf64_Sym))
    return fail(fmt::format("{}: symbol entry size is {}, expected {}", where, s.entsize, sizeof(Elf64_Sym)));
  if (s.data.size() % sizeof(Elf64_Sym) != 0)
    return fail(fmt::format("{}: size 0x{:x} is not a multiple of the symbol entry size", where, s.data.size()));
  if (s.link == 0 || s.link >= f.sections.size() || f.sections[s.link].type != SHT_STRTAB)
    return fail(fmt::format("{}: sh_link {} is not a string table", where, s.link));
  std::span<const uint8_t> strtab = f.sections[s.link].data;
  size_t count = s.data.size() / sizeof(Elf64_Sym);
  if (count == 0) return fail(fmt::format("{}: has no entries (the null symbol is missing)", where));
  std::vector<ElfSymbol> symbols;
  symbols.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    auto sym = load<Elf64_Sym>(s.data, i * sizeof(Elf64_Sym));
    ElfSymbol out;
    auto name = tableString(strtab, sym.st_name);
    if (!name)
      return fail(fmt::format("{}: symbol {} has name offset 0x{:x} outside its string table (size 0x{:x})",
                                       where, i, sym.st_name, strtab.size()));
    out.name = std::move(*name);
    out.value = sym.st_value;
    out.size = sym.st_size;
    out.bind = ELF64_ST_BIND(sym.st_info);
    out.type = ELF64_ST_TYPE(sym.st_info);
    out.visibility = ELF64_ST_VISIBILITY(sym.st_other);
    out.shndx = sym.st_shndx;
    if (out.shndx == SHN_XINDEX)
      return fail(fmt::format("{}: symbol {} uses SHN_XINDEX, which is not supported", where, i));
    if (out.shndx != SHN_UNDEF && out.shndx < SHN_LORESERVE && out.shndx >= f.sections.size())
      return fail(fmt::format("{}: symbol {} ('{}') has section index {} but there are {} sections", where,
                                       i, out.name, out.shndx, f.sections.size()));
    symbols.push_back(std::move(out));
  }
  return symbols;
}

namespace {

Expected<bool> readSymbols(ElfFile& f, int symtab) {
  auto syms = readSymbolTable(f, symtab);
  if (!syms) return fail(syms.error());
  f.symbols = std::move(*syms);
  return true;
}

Expected<bool> readRelocations(ElfFile& f, int index) {
  ElfSection& s = f.sections[index];
  bool rela = s.type == SHT_RELA;
  size_t ent = rela ? sizeof(Elf64_Rela) : sizeof(Elf64_Rel);
  std::string where = sectionLabel(index, s.name);
  if (s.entsize != ent)
    return fail(fmt::format("{}: relocation entry size is {}, expected {}", where, s.entsize, ent));
  if (s.data.size() % ent != 0)
    return fail(fmt::format("{}: size 0x{:x} is not a multiple of the relocation entry size", where, s.data.size()));
  if (s.info >= f.sections.size())
    return fail(fmt::format("{}: sh_info {} is not a section index (there are {} sections)", where, s.info,
                            f.sections.size()));
  // The symbol table the entries index: sh_link, which may be 0 for relocations without symbols.
  uint64_t symCount = 0;
  if (s.link != 0) {
    if (s.link >= f.sections.size() ||
        (f.sections[s.link].type != SHT_SYMTAB && f.sections[s.link].type != SHT_DYNSYM))
      return fail(fmt::format("{}: sh_link {} is not a symbol table", where, s.link));
    symCount = f.sections[s.link].data.size() / sizeof(Elf64_Sym);
  }
  size_t count = s.data.size() / ent;
  s.relocations.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    ElfRelocation r;
    uint64_t info;
    if (rela) {
      auto e = load<Elf64_Rela>(s.data, i * ent);
      r.offset = e.r_offset, info = e.r_info, r.addend = e.r_addend;
    } else {
      auto e = load<Elf64_Rel>(s.data, i * ent);
      r.offset = e.r_offset, info = e.r_info;
    }
    r.type = ELF64_R_TYPE(info);
    r.symbol = ELF64_R_SYM(info);
    if (r.symbol != 0 && r.symbol >= symCount)
      return fail(fmt::format("{}: relocation {} refers to symbol {} but the symbol table has {} entries", where,
                              i, r.symbol, symCount));
    s.relocations.push_back(r);
  }
  return true;
}

}  // namespace

Expected<ElfFile> readElf(std::span<const uint8_t> bytes) {
  const uint64_t size = bytes.size();
  if (size < sizeof(Elf64_Ehdr))
    return fail(fmt::format("file too small for an ELF header ({} bytes, need {})", size, sizeof(Elf64_Ehdr)));
  if (std::memcmp(bytes.data(), ELFMAG, SELFMAG) != 0) return fail("not an ELF file (bad magic)");
  auto eh = load<Elf64_Ehdr>(bytes, 0);
  if (eh.e_ident[EI_CLASS] != ELFCLASS64)
    return fail(fmt::format("not a 64-bit ELF file (EI_CLASS = {})", eh.e_ident[EI_CLASS]));
  if (eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return fail(fmt::format("not a little-endian ELF file (EI_DATA = {})", eh.e_ident[EI_DATA]));
  if (eh.e_ident[EI_VERSION] != EV_CURRENT)
    return fail(fmt::format("unsupported ELF version (EI_VERSION = {})", eh.e_ident[EI_VERSION]));
  if (eh.e_ehsize < sizeof(Elf64_Ehdr))
    return fail(fmt::format("ELF header size {} is smaller than {}", eh.e_ehsize, sizeof(Elf64_Ehdr)));

  ElfFile f;
  f.type = eh.e_type;
  f.machine = eh.e_machine;
  f.osabi = eh.e_ident[EI_OSABI];
  f.abiVersion = eh.e_ident[EI_ABIVERSION];
  f.flags = eh.e_flags;
  f.entry = eh.e_entry;

  // Program headers.
  if (eh.e_phnum != 0) {
    if (eh.e_phentsize != sizeof(Elf64_Phdr))
      return fail(fmt::format("program header entry size is {}, expected {}", eh.e_phentsize, sizeof(Elf64_Phdr)));
    uint64_t phSize = uint64_t(eh.e_phnum) * sizeof(Elf64_Phdr);
    if (!inFile(eh.e_phoff, phSize, size))
      return fail(fmt::format("program header table extends past end of file (offset 0x{:x}, size {})",
                              eh.e_phoff, phSize));
    for (unsigned i = 0; i < eh.e_phnum; ++i) {
      auto ph = load<Elf64_Phdr>(bytes, eh.e_phoff + i * sizeof(Elf64_Phdr));
      if (ph.p_type != PT_NULL && !inFile(ph.p_offset, ph.p_filesz, size))
        return fail(fmt::format("program header {} extends past end of file (offset 0x{:x}, size 0x{:x})", i,
                                ph.p_offset, ph.p_filesz));
      f.segments.push_back(ElfSegment{ph.p_type, ph.p_flags, ph.p_offset, ph.p_vaddr, ph.p_paddr, ph.p_filesz,
                                      ph.p_memsz, ph.p_align});
    }
  }

  // Section headers, with extended numbering (count in section 0's sh_size, string table index in its
  // sh_link) when the header fields overflow.
  f.sections.clear();
  if (eh.e_shoff == 0) {
    if (eh.e_shnum != 0) return fail(fmt::format("e_shnum is {} but there is no section header table", eh.e_shnum));
    f.sections.push_back(ElfSection{});
    return f;
  }
  if (eh.e_shentsize != sizeof(Elf64_Shdr))
    return fail(fmt::format("section header entry size is {}, expected {}", eh.e_shentsize, sizeof(Elf64_Shdr)));
  if (!inFile(eh.e_shoff, sizeof(Elf64_Shdr), size))
    return fail(fmt::format("section header table extends past end of file (offset 0x{:x}, size {})", eh.e_shoff,
                            sizeof(Elf64_Shdr)));
  auto sh0 = load<Elf64_Shdr>(bytes, eh.e_shoff);
  uint64_t shnum = eh.e_shnum != 0 ? eh.e_shnum : sh0.sh_size;
  uint64_t shstrndx = eh.e_shstrndx != SHN_XINDEX ? eh.e_shstrndx : sh0.sh_link;
  auto shSize = tableSize(shnum, sizeof(Elf64_Shdr));
  if (!shSize || !inFile(eh.e_shoff, *shSize, size))
    return fail(fmt::format("section header table extends past end of file (offset 0x{:x}, size {})", eh.e_shoff,
                            shnum * sizeof(Elf64_Shdr)));
  if (shnum > SHN_LORESERVE && eh.e_shnum == 0 && shnum > size / sizeof(Elf64_Shdr))
    return fail(fmt::format("section count {} is larger than the file allows", shnum));
  if (shstrndx >= shnum && shstrndx != SHN_UNDEF)
    return fail(fmt::format("section name string table index {} is out of range (there are {} sections)", shstrndx,
                            shnum));

  std::vector<uint32_t> nameIndex(shnum);
  f.sections.resize(shnum);
  for (uint64_t i = 0; i < shnum; ++i) {
    auto sh = load<Elf64_Shdr>(bytes, eh.e_shoff + i * sizeof(Elf64_Shdr));
    ElfSection& s = f.sections[i];
    nameIndex[i] = sh.sh_name;
    s.nameOffset = sh.sh_name;
    s.type = sh.sh_type;
    s.flags = sh.sh_flags;
    s.addr = sh.sh_addr;
    s.offset = sh.sh_offset;
    s.size = sh.sh_size;
    s.link = sh.sh_link;
    s.info = sh.sh_info;
    s.align = sh.sh_addralign;
    s.entsize = sh.sh_entsize;
    if (i == 0) {
      // Section 0 holds only the extended counts.
      s.size = 0, s.link = 0;
      continue;
    }
    if (s.type != SHT_NOBITS && s.type != SHT_NULL) {
      if (!inFile(sh.sh_offset, sh.sh_size, size))
        return fail(fmt::format("section [{}] extends past end of file (offset 0x{:x}, size 0x{:x})", i,
                                sh.sh_offset, sh.sh_size));
      s.data.assign(bytes.begin() + sh.sh_offset, bytes.begin() + sh.sh_offset + sh.sh_size);
    }
  }
  f.shstrndx = static_cast<uint16_t>(shstrndx);
  if (shstrndx != SHN_UNDEF) {
    const ElfSection& names = f.sections[shstrndx];
    if (names.type != SHT_STRTAB)
      return fail(fmt::format("section name string table (section [{}]) is not SHT_STRTAB", shstrndx));
    for (uint64_t i = 1; i < shnum; ++i) {
      auto name = tableString(names.data, nameIndex[i]);
      if (!name)
        return fail(fmt::format("section [{}] has name offset 0x{:x} outside the section name string table "
                                "(size 0x{:x})",
                                i, nameIndex[i], names.data.size()));
      f.sections[i].name = std::move(*name);
    }
  }
  if (shstrndx > 0xffff) return fail(fmt::format("section name string table index {} is not supported", shstrndx));

  for (uint64_t i = 1; i < shnum; ++i) {
    const ElfSection& s = f.sections[i];
    if (s.align > 1 && (s.align & (s.align - 1)) != 0)
      return fail(fmt::format("{}: alignment {} is not a power of two", sectionLabel(int(i), s.name), s.align));
  }
  int symtab = -1;
  for (uint64_t i = 1; i < shnum; ++i)
    if (f.sections[i].type == SHT_SYMTAB) {
      symtab = static_cast<int>(i);
      break;
    }
  f.symbols.assign(1, ElfSymbol{});
  if (symtab >= 0) {
    auto r = readSymbols(f, symtab);
    if (!r) return fail(r.error());
  }
  for (uint64_t i = 1; i < shnum; ++i)
    if (f.sections[i].type == SHT_RELA || f.sections[i].type == SHT_REL) {
      auto r = readRelocations(f, static_cast<int>(i));
      if (!r) return fail(r.error());
    }
  return f;
}

// ---------------------------------------------------------------------------------------------------
// String table, as llvm::StringTableBuilder(ELF) builds it.

namespace {

struct TailKey {
  const std::string* s;
  int at(size_t pos) const { return pos < s->size() ? static_cast<unsigned char>((*s)[s->size() - pos - 1]) : -1; }
};

// Orders strings by their characters from the end, greatest first: LLVM's multikey quicksort yields
// this total order, in which a string directly follows the longer strings it is a suffix of.
bool tailGreater(const std::string* a, const std::string* b) {
  TailKey x{a}, y{b};
  for (size_t pos = 0;; ++pos) {
    int ca = x.at(pos), cb = y.at(pos);
    if (ca != cb) return ca > cb;
    if (ca == -1) return false;
  }
}

}  // namespace

StringTable buildStringTable(const std::vector<std::string>& strings) {
  std::vector<const std::string*> unique;
  for (const std::string& s : strings)
    if (!s.empty()) unique.push_back(&s);
  std::sort(unique.begin(), unique.end(), [](auto* a, auto* b) { return *a < *b; });
  unique.erase(std::unique(unique.begin(), unique.end(), [](auto* a, auto* b) { return *a == *b; }), unique.end());
  std::sort(unique.begin(), unique.end(), tailGreater);

  StringTable t;
  t.bytes.push_back(0);
  std::vector<std::pair<const std::string*, uint32_t>> placed;
  const std::string* previous = nullptr;
  for (const std::string* s : unique) {
    uint32_t offset;
    if (previous && previous->size() >= s->size() &&
        previous->compare(previous->size() - s->size(), s->size(), *s) == 0) {
      offset = static_cast<uint32_t>(t.bytes.size() - s->size() - 1);
    } else {
      offset = static_cast<uint32_t>(t.bytes.size());
      t.bytes.insert(t.bytes.end(), s->begin(), s->end());
      t.bytes.push_back(0);
      previous = s;
    }
    placed.emplace_back(s, offset);
  }
  std::sort(placed.begin(), placed.end(), [](auto& a, auto& b) { return *a.first < *b.first; });
  for (const std::string& s : strings) {
    if (s.empty()) {
      t.offsets.push_back(0);
      continue;
    }
    auto it = std::lower_bound(placed.begin(), placed.end(), s, [](auto& p, const std::string& v) { return *p.first < v; });
    t.offsets.push_back(it->second);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------------
// Writer

namespace {

void writeHeader(std::vector<uint8_t>& out, const ElfFile& f, uint64_t phoff, uint64_t shoff, uint64_t shnum) {
  Elf64_Ehdr eh{};
  std::memcpy(eh.e_ident, ELFMAG, SELFMAG);
  eh.e_ident[EI_CLASS] = ELFCLASS64;
  eh.e_ident[EI_DATA] = ELFDATA2LSB;
  eh.e_ident[EI_VERSION] = EV_CURRENT;
  eh.e_ident[EI_OSABI] = f.osabi;
  eh.e_ident[EI_ABIVERSION] = f.abiVersion;
  eh.e_type = f.type;
  eh.e_machine = f.machine;
  eh.e_version = EV_CURRENT;
  eh.e_entry = f.entry;
  eh.e_phoff = f.segments.empty() ? 0 : phoff;
  eh.e_shoff = shoff;
  eh.e_flags = f.flags;
  eh.e_ehsize = sizeof(Elf64_Ehdr);
  eh.e_phentsize = f.segments.empty() ? 0 : sizeof(Elf64_Phdr);
  eh.e_phnum = static_cast<uint16_t>(f.segments.size());
  eh.e_shentsize = sizeof(Elf64_Shdr);
  eh.e_shnum = static_cast<uint16_t>(shnum);
  eh.e_shstrndx = f.shstrndx;
  store(out, 0, eh);
}

void writeSectionHeaders(std::vector<uint8_t>& out, const std::vector<ElfSection>& secs,
                         const std::vector<uint32_t>& names, const std::vector<uint64_t>& sizes, uint64_t shoff) {
  out.resize(shoff + secs.size() * sizeof(Elf64_Shdr));
  for (size_t i = 1; i < secs.size(); ++i) {
    const ElfSection& s = secs[i];
    Elf64_Shdr sh{};
    sh.sh_name = names[i];
    sh.sh_type = s.type;
    sh.sh_flags = s.flags;
    sh.sh_addr = s.addr;
    sh.sh_offset = s.offset;
    sh.sh_size = sizes[i];
    sh.sh_link = s.link;
    sh.sh_info = s.info;
    sh.sh_addralign = s.align;
    sh.sh_entsize = s.entsize;
    store(out, shoff + i * sizeof(Elf64_Shdr), sh);
  }
}

Expected<bool> checkIndices(const ElfFile& f) {
  if (f.sections.empty() || f.sections[0].type != SHT_NULL) return fail("section 0 must be the null section");
  if (f.sections.size() >= SHN_LORESERVE) return fail(fmt::format("too many sections ({})", f.sections.size()));
  if (f.shstrndx >= f.sections.size() || (f.shstrndx != 0 && f.sections[f.shstrndx].type != SHT_STRTAB))
    return fail(fmt::format("section name string table index {} is not a string table", f.shstrndx));
  for (size_t i = 1; i < f.sections.size(); ++i) {
    const ElfSection& s = f.sections[i];
    if (s.link >= f.sections.size())
      return fail(fmt::format("{}: sh_link {} is out of range", sectionLabel(int(i), s.name), s.link));
    if ((s.type == SHT_REL || s.type == SHT_RELA) && s.info >= f.sections.size())
      return fail(fmt::format("{}: sh_info {} is out of range", sectionLabel(int(i), s.name), s.info));
  }
  for (size_t i = 1; i < f.symbols.size(); ++i) {
    uint16_t x = f.symbols[i].shndx;
    if (x != SHN_UNDEF && x < SHN_LORESERVE && x >= f.sections.size())
      return fail(fmt::format("symbol '{}' has section index {} but there are {} sections", f.symbols[i].name, x,
                              f.sections.size()));
  }
  return true;
}

// Linked files: sections stay where they were read (or were placed by a linker).
Expected<std::vector<uint8_t>> writeAsStored(const ElfFile& f) {
  uint64_t phoff = sizeof(Elf64_Ehdr);
  uint64_t end = phoff + f.segments.size() * sizeof(Elf64_Phdr);
  std::vector<uint64_t> sizes(f.sections.size());
  for (size_t i = 1; i < f.sections.size(); ++i) {
    const ElfSection& s = f.sections[i];
    sizes[i] = s.type == SHT_NOBITS ? s.size : s.data.size();
    if (s.type != SHT_NOBITS) {
      if (s.offset > (uint64_t(1) << 40))
        return fail(fmt::format("{}: offset 0x{:x} is too large", sectionLabel(int(i), s.name), s.offset));
      end = std::max(end, s.offset + s.data.size());
    }
  }
  uint64_t shoff = alignTo(end, 8);
  std::vector<uint8_t> out(shoff);
  writeHeader(out, f, phoff, shoff, f.sections.size());
  for (size_t i = 0; i < f.segments.size(); ++i) {
    const ElfSegment& p = f.segments[i];
    Elf64_Phdr ph{p.type, p.flags, p.offset, p.vaddr, p.paddr, p.filesz, p.memsz, p.align};
    store(out, phoff + i * sizeof(Elf64_Phdr), ph);
  }
  std::vector<uint32_t> names(f.sections.size());
  std::vector<uint8_t> shstr = f.shstrndx ? f.sections[f.shstrndx].data : std::vector<uint8_t>{};
  for (size_t i = 1; i < f.sections.size(); ++i) {
    const ElfSection& s = f.sections[i];
    if (s.type != SHT_NOBITS) std::copy(s.data.begin(), s.data.end(), out.begin() + s.offset);
    // Names are looked up in the stored table; a name missing there is an error, not a silent rename.
    std::string_view table(reinterpret_cast<const char*>(shstr.data()), shstr.size());
    std::string key = s.name + '\0';
    size_t at = s.nameOffset < table.size() && table.substr(s.nameOffset).starts_with(key) ? s.nameOffset
                                                                                           : table.find(key);
    if (s.name.empty()) at = s.nameOffset < table.size() && table[s.nameOffset] == 0 ? s.nameOffset : 0;
    if (at == std::string_view::npos)
      return fail(fmt::format("{}: name is not in the section name string table", sectionLabel(int(i), s.name)));
    names[i] = static_cast<uint32_t>(at);
  }
  writeSectionHeaders(out, f.sections, names, sizes, shoff);
  return out;
}

}  // namespace

std::vector<uint8_t> encodeSymbols(const std::vector<ElfSymbol>& syms, const std::vector<uint32_t>& nameOffsets) {
  std::vector<uint8_t> out(syms.size() * sizeof(Elf64_Sym));
  for (size_t i = 1; i < syms.size(); ++i) {
    const ElfSymbol& s = syms[i];
    Elf64_Sym e{};
    e.st_name = nameOffsets[i];
    e.st_info = ELF64_ST_INFO(s.bind, s.type);
    e.st_other = ELF64_ST_VISIBILITY(s.visibility);
    e.st_shndx = s.shndx;
    e.st_value = s.value;
    e.st_size = s.size;
    store(out, i * sizeof(Elf64_Sym), e);
  }
  return out;
}

namespace {

std::vector<uint8_t> encodeRelocations(const ElfSection& s, const std::vector<uint32_t>& symbolMap) {
  bool rela = s.type == SHT_RELA;
  size_t ent = rela ? sizeof(Elf64_Rela) : sizeof(Elf64_Rel);
  std::vector<uint8_t> out(s.relocations.size() * ent);
  for (size_t i = 0; i < s.relocations.size(); ++i) {
    const ElfRelocation& r = s.relocations[i];
    uint64_t info = ELF64_R_INFO(uint64_t(symbolMap[r.symbol]), r.type);
    if (rela) store(out, i * ent, Elf64_Rela{r.offset, info, r.addend});
    else store(out, i * ent, Elf64_Rel{r.offset, info});
  }
  return out;
}

Expected<std::vector<uint8_t>> writeRelocatable(const ElfFile& in) {
  ElfFile f = in;
  int symtab = -1;
  for (size_t i = 1; i < f.sections.size(); ++i)
    if (f.sections[i].type == SHT_SYMTAB) {
      symtab = static_cast<int>(i);
      break;
    }
  if (symtab < 0 && f.symbols.size() > 1) return fail("symbols given but there is no SHT_SYMTAB section");

  // Locals first, keeping the order within each group; relocations follow their symbols.
  std::vector<uint32_t> order(f.symbols.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<uint32_t>(i);
  std::stable_partition(order.begin() + std::min<size_t>(1, order.size()), order.end(),
                        [&](uint32_t i) { return f.symbols[i].bind == STB_LOCAL; });
  std::vector<uint32_t> symbolMap(f.symbols.size());
  std::vector<ElfSymbol> syms;
  for (uint32_t i : order) {
    symbolMap[i] = static_cast<uint32_t>(syms.size());
    syms.push_back(f.symbols[i]);
  }
  uint32_t firstGlobal = 1;
  while (firstGlobal < syms.size() && syms[firstGlobal].bind == STB_LOCAL) ++firstGlobal;

  for (size_t i = 1; i < f.sections.size(); ++i) {
    ElfSection& s = f.sections[i];
    if (s.type != SHT_REL && s.type != SHT_RELA) continue;
    if (static_cast<int>(s.link) != symtab)
      return fail(fmt::format("{}: sh_link must be the symbol table", sectionLabel(int(i), s.name)));
    for (const ElfRelocation& r : s.relocations)
      if (r.symbol >= f.symbols.size())
        return fail(fmt::format("{}: relocation at 0x{:x} refers to symbol {} of {}", sectionLabel(int(i), s.name),
                                r.offset, r.symbol, f.symbols.size()));
    s.data = encodeRelocations(s, symbolMap);
    s.entsize = s.type == SHT_RELA ? sizeof(Elf64_Rela) : sizeof(Elf64_Rel);
  }

  // String tables: section names in shstrtab; symbol names in the table .symtab links to (LLVM uses one
  // table, .strtab, for both).
  int symStr = symtab >= 0 ? static_cast<int>(f.sections[symtab].link) : -1;
  if (symtab >= 0 && (symStr <= 0 || f.sections[symStr].type != SHT_STRTAB))
    return fail("the symbol table's sh_link is not a string table");
  std::vector<std::string> shNames, symNames;
  for (size_t i = 0; i < f.sections.size(); ++i) shNames.push_back(f.sections[i].name);
  for (const ElfSymbol& s : syms) symNames.push_back(s.type == STT_SECTION ? std::string{} : s.name);
  std::vector<uint32_t> sectionNameOffsets, symbolNameOffsets;
  if (symStr == f.shstrndx && symStr > 0) {
    std::vector<std::string> all = shNames;
    all.insert(all.end(), symNames.begin(), symNames.end());
    StringTable t = buildStringTable(all);
    sectionNameOffsets.assign(t.offsets.begin(), t.offsets.begin() + shNames.size());
    symbolNameOffsets.assign(t.offsets.begin() + shNames.size(), t.offsets.end());
    f.sections[symStr].data = std::move(t.bytes);
  } else {
    if (f.shstrndx) {
      StringTable t = buildStringTable(shNames);
      sectionNameOffsets = t.offsets;
      f.sections[f.shstrndx].data = std::move(t.bytes);
    } else {
      sectionNameOffsets.assign(shNames.size(), 0);
    }
    if (symStr > 0) {
      StringTable t = buildStringTable(symNames);
      symbolNameOffsets = t.offsets;
      f.sections[symStr].data = std::move(t.bytes);
    }
  }
  if (symtab >= 0) {
    ElfSection& s = f.sections[symtab];
    s.data = encodeSymbols(syms, symbolNameOffsets);
    s.info = firstGlobal;
    s.entsize = sizeof(Elf64_Sym);
  }

  // Layout: content, .symtab, relocations, string tables (llvm::ELFObjectWriter's order).
  std::vector<int> content, rels, strtabs;
  for (size_t i = 1; i < f.sections.size(); ++i) {
    int idx = static_cast<int>(i);
    uint32_t t = f.sections[i].type;
    if (idx == symtab) continue;
    if (t == SHT_REL || t == SHT_RELA) rels.push_back(idx);
    else if (idx == f.shstrndx || idx == symStr) strtabs.push_back(idx);
    else content.push_back(idx);
  }
  std::vector<int> order2 = content;
  if (symtab >= 0) order2.push_back(symtab);
  order2.insert(order2.end(), rels.begin(), rels.end());
  order2.insert(order2.end(), strtabs.begin(), strtabs.end());

  std::vector<uint8_t> out(sizeof(Elf64_Ehdr));
  std::vector<uint64_t> sizes(f.sections.size());
  for (int idx : order2) {
    ElfSection& s = f.sections[idx];
    uint64_t off = alignTo(out.size(), s.align);
    out.resize(off);
    s.offset = off;
    if (s.type == SHT_NOBITS) {
      sizes[idx] = s.size;
    } else {
      sizes[idx] = s.data.size();
      out.insert(out.end(), s.data.begin(), s.data.end());
    }
  }
  uint64_t shoff = alignTo(out.size(), 8);
  out.resize(shoff);
  writeSectionHeaders(out, f.sections, sectionNameOffsets, sizes, shoff);
  writeHeader(out, f, 0, shoff, f.sections.size());
  return out;
}

}  // namespace

Expected<std::vector<uint8_t>> writeElf(const ElfFile& file) {
  auto ok = checkIndices(file);
  if (!ok) return fail(ok.error());
  if (file.type == ET_REL) return writeRelocatable(file);
  return writeAsStored(file);
}

Expected<ElfFile> buildRelocatable(const RelocatableSpec& spec) {
  ElfFile f;
  f.type = ET_REL;
  f.osabi = spec.osabi;
  f.abiVersion = spec.abiVersion;
  f.flags = spec.flags;
  ElfSection strtab;
  strtab.name = ".strtab";
  strtab.type = SHT_STRTAB;
  strtab.align = 1;
  f.sections.push_back(strtab);
  f.shstrndx = 1;
  // Content section k (1-based) lands at sectionMap[k].
  std::vector<uint16_t> sectionMap(spec.sections.size() + 1, 0);
  std::vector<int> relaIndex(spec.sections.size(), -1);
  for (size_t k = 0; k < spec.sections.size(); ++k) {
    sectionMap[k + 1] = static_cast<uint16_t>(f.sections.size());
    f.sections.push_back(spec.sections[k]);
    if (k < spec.relocations.size() && !spec.relocations[k].empty()) {
      ElfSection rela;
      rela.name = ".rela" + spec.sections[k].name;
      rela.type = SHT_RELA;
      rela.flags = SHF_INFO_LINK;
      rela.align = 8;
      rela.entsize = sizeof(Elf64_Rela);
      rela.info = sectionMap[k + 1];
      rela.relocations = spec.relocations[k];
      relaIndex[k] = static_cast<int>(f.sections.size());
      f.sections.push_back(std::move(rela));
    }
  }
  if (f.sections.size() + 1 >= SHN_LORESERVE) return fail("too many sections");
  ElfSection symtab;
  symtab.name = ".symtab";
  symtab.type = SHT_SYMTAB;
  symtab.align = 8;
  symtab.entsize = sizeof(Elf64_Sym);
  symtab.link = 1;
  uint32_t symtabIndex = static_cast<uint32_t>(f.sections.size());
  f.sections.push_back(symtab);
  for (int r : relaIndex)
    if (r >= 0) f.sections[r].link = symtabIndex;

  if (spec.symbols.empty()) return fail("the symbol list must start with the null symbol");
  f.symbols = spec.symbols;
  for (size_t i = 1; i < f.symbols.size(); ++i) {
    ElfSymbol& s = f.symbols[i];
    if (s.shndx == SHN_UNDEF || s.shndx >= SHN_LORESERVE) continue;
    if (s.shndx > spec.sections.size())
      return fail(fmt::format("symbol '{}' refers to content section {} of {}", s.name, s.shndx,
                              spec.sections.size()));
    s.shndx = sectionMap[s.shndx];
  }
  for (size_t k = 0; k < spec.relocations.size() && k < spec.sections.size(); ++k)
    for (const ElfRelocation& r : spec.relocations[k])
      if (r.symbol >= f.symbols.size())
        return fail(fmt::format("relocation at 0x{:x} in '{}' refers to symbol {} of {}", r.offset,
                                spec.sections[k].name, r.symbol, f.symbols.size()));
  return f;
}

}  // namespace gcnkit
