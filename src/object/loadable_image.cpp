#include "object/loadable_image.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "object/shared_object.h"

namespace gcnkit {

namespace {

const ElfSegment* segmentAt(const std::vector<ElfSegment>& loads, uint64_t vaddr, uint64_t bytes) {
  for (const ElfSegment& s : loads)
    if (vaddr >= s.vaddr && vaddr - s.vaddr < s.memsz && bytes <= s.memsz - (vaddr - s.vaddr)) return &s;
  return nullptr;
}

void patch(std::vector<uint8_t>& image, uint64_t at, uint64_t value, unsigned bytes) {
  std::memcpy(image.data() + at, &value, bytes);  // little-endian host, as the guest
}

uint64_t implicitAddend(const std::vector<uint8_t>& image, uint64_t at, unsigned bytes) {
  uint64_t v = 0;
  std::memcpy(&v, image.data() + at, bytes);
  return v;
}

// The symbol tables dynamic relocations refer to: .dynsym's decoded entries per section index.
struct DynamicSymbols {
  int section = -1;
  std::vector<ElfSymbol> symbols;
};

Expected<std::vector<ImageSymbol>> collectSymbols(const ElfFile& f, const std::vector<ElfSegment>& loads) {
  std::vector<ElfSymbol> source = f.symbols;
  if (source.size() <= 1)  // stripped: the dynamic symbols are what the loader sees
    for (size_t i = 1; i < f.sections.size(); ++i)
      if (f.sections[i].type == SHT_DYNSYM) {
        auto d = readSymbolTable(f, int(i));
        if (!d) return fail(d.error());
        source = std::move(*d);
        break;
      }
  std::vector<ImageSymbol> out;
  for (size_t i = 1; i < source.size(); ++i) {
    const ElfSymbol& s = source[i];
    if (s.name.empty() || s.shndx == SHN_UNDEF || s.type == STT_SECTION || s.type == STT_FILE) continue;
    ImageSymbol is{s.name, s.value, s.size, s.type, s.bind};
    if (const ElfSegment* seg = segmentAt(loads, s.value, std::max<uint64_t>(s.size, 1))) {
      is.writable = seg->flags & PF_W;
      is.executable = seg->flags & PF_X;
    }
    out.push_back(std::move(is));
  }
  // Globals before locals of the same name (a local ".str" may repeat; a global name is the one callers mean).
  std::stable_sort(out.begin(), out.end(), [](const ImageSymbol& a, const ImageSymbol& b) {
    return (a.bind == STB_LOCAL) < (b.bind == STB_LOCAL);
  });
  return out;
}

std::string relocationLabel(const ElfRelocation& r, const ElfSymbol* sym) {
  std::string_view name = amdgpuRelocName(r.type);
  std::string text = name.empty() ? fmt::format("relocation type {}", r.type) : std::string(name);
  text += fmt::format(" at 0x{:x}", r.offset);
  if (sym && !sym->name.empty()) text += fmt::format(" against '{}'", sym->name);
  return text;
}

}  // namespace

const ImageSymbol* LoadableImage::findSymbol(std::string_view name) const {
  for (const ImageSymbol& s : symbols)
    if (s.name == name) return &s;
  return nullptr;
}

Expected<LoadableImage> prepareImage(std::span<const uint8_t> file) {
  LoadableImage img;
  auto elf = readElf(file);
  if (!elf) return fail(elf.error());
  if (elf->type == ET_REL) {
    auto linked = linkSharedObject(file);
    if (!linked)
      return fail(fmt::format("the relocatable object cannot be linked on load: {}; link it first (`gcnkit as "
                              "--shared` for assembly, `ld.lld -shared -o out.hsaco in.o` for an object clang -c wrote)",
                              linked.error()));
    img.file = std::move(*linked);
    img.linkedOnLoad = true;
    elf = readElf(img.file);
    if (!elf) return fail("the object linked on load does not read back: " + elf.error());
  } else {
    img.file.assign(file.begin(), file.end());
  }
  img.elf = std::move(*elf);
  if (img.elf.type != ET_DYN && img.elf.type != ET_EXEC)
    return fail(fmt::format("ELF type {} is neither relocatable, shared nor executable", img.elf.type));
  for (const ElfSegment& s : img.elf.segments) {
    if (s.type != PT_LOAD) continue;
    if (s.filesz > s.memsz)
      return fail(fmt::format("a PT_LOAD segment at 0x{:x} has more file bytes (0x{:x}) than memory bytes (0x{:x})",
                              s.vaddr, s.filesz, s.memsz));
    if (s.vaddr > kMaxImageSpan || s.memsz > kMaxImageSpan - s.vaddr)
      return fail(fmt::format("a PT_LOAD segment at 0x{:x} of 0x{:x} bytes reaches beyond the 1 GiB an image may span",
                              s.vaddr, s.memsz));
    if (s.align > 1 && (s.align & (s.align - 1)))
      return fail(fmt::format("a PT_LOAD segment at 0x{:x} has alignment {}, not a power of two", s.vaddr, s.align));
    img.loads.push_back(s);
    img.span = std::max(img.span, s.vaddr + s.memsz);
    img.alignment = std::max<uint64_t>(img.alignment, std::min<uint64_t>(s.align, 0x10000));
  }
  if (img.loads.empty()) return fail("the object has no PT_LOAD segment: nothing to load");
  std::vector<ElfSegment> sorted = img.loads;
  std::sort(sorted.begin(), sorted.end(), [](const ElfSegment& a, const ElfSegment& b) { return a.vaddr < b.vaddr; });
  for (size_t i = 1; i < sorted.size(); ++i)
    if (sorted[i - 1].vaddr + sorted[i - 1].memsz > sorted[i].vaddr)
      return fail(fmt::format("PT_LOAD segments at 0x{:x} and 0x{:x} overlap", sorted[i - 1].vaddr, sorted[i].vaddr));
  auto symbols = collectSymbols(img.elf, img.loads);
  if (!symbols) return fail(symbols.error());
  img.symbols = std::move(*symbols);
  return img;
}

Expected<std::vector<uint8_t>> mapImage(const LoadableImage& img, uint64_t base) {
  std::vector<uint8_t> image(img.span, 0);
  for (const ElfSegment& s : img.loads)
    if (s.filesz) std::memcpy(image.data() + s.vaddr, img.file.data() + s.offset, s.filesz);  // readElf checked it
  std::vector<DynamicSymbols> tables;
  const ElfFile& f = img.elf;
  for (size_t i = 1; i < f.sections.size(); ++i) {
    const ElfSection& rs = f.sections[i];
    if (rs.type != SHT_RELA && rs.type != SHT_REL) continue;
    const bool dynsym = rs.link && rs.link < f.sections.size() && f.sections[rs.link].type == SHT_DYNSYM;
    if (!dynsym && !(rs.link == 0 && (rs.flags & SHF_ALLOC))) continue;  // static relocations, already resolved
    const std::vector<ElfSymbol>* syms = nullptr;
    if (dynsym) {
      auto it = std::find_if(tables.begin(), tables.end(), [&](const DynamicSymbols& t) { return t.section == int(rs.link); });
      if (it == tables.end()) {
        auto d = readSymbolTable(f, int(rs.link));
        if (!d) return fail(d.error());
        tables.push_back({int(rs.link), std::move(*d)});
        it = tables.end() - 1;
      }
      syms = &it->symbols;
    }
    for (const ElfRelocation& r : rs.relocations) {
      const ElfSymbol* sym = syms && r.symbol && r.symbol < syms->size() ? &(*syms)[r.symbol] : nullptr;
      if (r.type == reloc::kNone) continue;
      unsigned bytes = 0;
      switch (r.type) {
        case reloc::kRelative64: case reloc::kAbs64: case reloc::kRel64: bytes = 8; break;
        case reloc::kAbs32: case reloc::kAbs32Lo: case reloc::kAbs32Hi: case reloc::kRel32: case reloc::kRel32Lo:
        case reloc::kRel32Hi: bytes = 4; break;
        default:
          return fail(fmt::format("{}: gcnkit does not apply this dynamic relocation (it applies RELATIVE64, ABS64, "
                                  "ABS32, ABS32_LO/HI, REL32, REL64 and REL32_LO/HI)", relocationLabel(r, sym)));
      }
      if (!segmentAt(img.loads, r.offset, bytes))
        return fail(fmt::format("{}: the place lies outside every PT_LOAD segment", relocationLabel(r, sym)));
      const int64_t addend = rs.type == SHT_RELA ? r.addend : int64_t(implicitAddend(image, r.offset, bytes));
      uint64_t s = 0;
      if (r.type != reloc::kRelative64 && r.symbol) {
        if (!sym) return fail(fmt::format("{}: the symbol index {} is outside .dynsym", relocationLabel(r, sym), r.symbol));
        if (sym->shndx == SHN_UNDEF) {
          if (sym->bind != STB_WEAK)
            return fail(fmt::format("{}: the object does not define '{}' (gcnkit loads one code object and resolves "
                                    "nothing from outside it)", relocationLabel(r, sym), sym->name));
          // an undefined weak symbol is 0
        } else {
          s = sym->shndx == SHN_ABS ? sym->value : base + sym->value;
        }
      }
      const uint64_t p = base + r.offset;
      uint64_t v = 0;
      switch (r.type) {
        case reloc::kRelative64: v = base + uint64_t(addend); break;
        case reloc::kAbs64: case reloc::kAbs32: case reloc::kAbs32Lo: v = s + uint64_t(addend); break;
        case reloc::kAbs32Hi: v = (s + uint64_t(addend)) >> 32; break;
        case reloc::kRel32Hi: v = (s + uint64_t(addend) - p) >> 32; break;
        default: v = s + uint64_t(addend) - p; break;  // REL32, REL64, REL32_LO
      }
      if (r.type == reloc::kAbs32 && v > 0xffffffffull)
        return fail(fmt::format("{}: the value 0x{:x} does not fit in 32 bits (the image is loaded at 0x{:x})",
                                relocationLabel(r, sym), v, base));
      if (r.type == reloc::kRel32 && int64_t(v) != int64_t(int32_t(uint32_t(v))))
        return fail(fmt::format("{}: the distance 0x{:x} does not fit in 32 signed bits", relocationLabel(r, sym), v));
      patch(image, r.offset, v, bytes);
    }
  }
  return image;
}

}  // namespace gcnkit
