// Two relocatable objects compared the way llvm-readelf shows them, so that a test failure says what differs:
// the header, then section by section (name, type, flags, alignment, size, contents; kernel descriptors field
// by field), relocations in order, symbols in order, and last the file layout. Empty when the files are equal.
#pragma once
#include <elf.h>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "object/code_object.h"
#include "object/elf_file.h"

namespace gcnkit::test {

namespace objdiff {

inline std::string sectionName(const ElfFile& f, uint16_t shndx) {
  if (shndx == SHN_UNDEF) return "UND";
  if (shndx == SHN_ABS) return "ABS";
  if (shndx == SHN_COMMON) return "COM";
  return shndx < f.sections.size() ? f.sections[shndx].name : fmt::format("#{}", shndx);
}

inline std::string symbolText(const ElfFile& f, uint32_t index) {
  if (index >= f.symbols.size()) return fmt::format("#{}", index);
  const ElfSymbol& s = f.symbols[index];
  if (s.type == STT_SECTION) return fmt::format("[{}]", sectionName(f, s.shndx));
  return fmt::format("{} bind={} type={} vis={} size={} {}+{:#x}", s.name, s.bind, s.type, s.visibility, s.size,
                     sectionName(f, s.shndx), s.value);
}

inline std::string relocText(const ElfFile& f, const ElfRelocation& r) {
  const ElfSymbol& s = r.symbol < f.symbols.size() ? f.symbols[r.symbol] : f.symbols[0];
  const std::string target = s.type == STT_SECTION ? fmt::format("[{}]", sectionName(f, s.shndx)) : s.name;
  return fmt::format("{:#x} {} {}{:+}", r.offset, amdgpuRelocName(r.type), target, r.addend);
}

// Kernel descriptors that differ, field by field (a .rodata difference reads better this way).
inline void descriptorDifferences(std::span<const uint8_t> want, std::span<const uint8_t> got, std::vector<std::string>& out) {
  auto a = readCodeObject(want, ReadOptions{.allowUnsupportedProcessor = true});
  auto b = readCodeObject(got, ReadOptions{.allowUnsupportedProcessor = true});
  if (!a || !b || !a->processor) return;
  for (const CodeObjectKernel& k : a->kernels) {
    auto other = std::find_if(b->kernels.begin(), b->kernels.end(), [&](const auto& x) { return x.name == k.name; });
    if (other == b->kernels.end()) {
      out.push_back("kernel " + k.name + ": missing");
      continue;
    }
    if (!k.descriptor || !other->descriptor) continue;
    auto fa = describeKernelDescriptor(*k.descriptor, a->target());
    auto fb = describeKernelDescriptor(*other->descriptor, a->target());
    for (const auto& [name, value] : fa) {
      auto it = std::find_if(fb.begin(), fb.end(), [&](const auto& p) { return p.first == name; });
      const uint64_t v = it == fb.end() ? 0 : it->second;
      if (v != value) out.push_back(fmt::format("kernel {}: descriptor {} is {}, want {}", k.name, name, v, value));
    }
  }
}

}  // namespace objdiff

inline std::vector<std::string> objectDifferences(std::span<const uint8_t> want, std::span<const uint8_t> got) {
  using namespace objdiff;
  std::vector<std::string> out;
  if (want.size() == got.size() && std::equal(want.begin(), want.end(), got.begin())) return out;
  auto a = readElf(want), b = readElf(got);
  if (!a || !b) return {fmt::format("unreadable: {}", !a ? "reference: " + a.error() : b.error())};
  if (a->type != b->type || a->osabi != b->osabi || a->abiVersion != b->abiVersion || a->flags != b->flags)
    out.push_back(fmt::format("ELF header: type/osabi/abiversion/e_flags {}/{}/{}/{:#x}, want {}/{}/{}/{:#x}", b->type,
                              b->osabi, b->abiVersion, b->flags, a->type, a->osabi, a->abiVersion, a->flags));
  // Sections, by index (llvm-mc's order is part of what must match).
  for (size_t i = 1; i < std::max(a->sections.size(), b->sections.size()); ++i) {
    if (i >= a->sections.size() || i >= b->sections.size()) {
      out.push_back(fmt::format("section {}: {}", i,
                                i >= a->sections.size() ? "extra " + b->sections[i].name : "missing " + a->sections[i].name));
      continue;
    }
    const ElfSection &x = a->sections[i], &y = b->sections[i];
    const std::string label = fmt::format("section {} ({})", i, x.name);
    if (x.name != y.name || x.type != y.type || x.flags != y.flags || x.align != y.align || x.entsize != y.entsize ||
        x.size != y.size) {
      out.push_back(fmt::format("{}: name/type/flags/align/entsize/size {}/{:#x}/{:#x}/{}/{}/{:#x}, want "
                                "{}/{:#x}/{:#x}/{}/{}/{:#x}", label, y.name, y.type, y.flags, y.align, y.entsize, y.size,
                                x.name, x.type, x.flags, x.align, x.entsize, x.size));
      continue;
    }
    if (x.type == SHT_RELA || x.type == SHT_REL) {
      const size_t n = std::max(x.relocations.size(), y.relocations.size());
      int shown = 0;
      for (size_t k = 0; k < n && shown < 8; ++k) {
        const std::string rx = k < x.relocations.size() ? relocText(*a, x.relocations[k]) : "none";
        const std::string ry = k < y.relocations.size() ? relocText(*b, y.relocations[k]) : "none";
        if (rx != ry) {
          out.push_back(fmt::format("{}: relocation {} is {}, want {}", label, k, ry, rx));
          ++shown;
        }
      }
      continue;
    }
    if (x.type == SHT_SYMTAB || x.type == SHT_STRTAB) continue;  // compared as symbols below
    if (x.data != y.data) {
      size_t k = 0;
      while (k < x.data.size() && k < y.data.size() && x.data[k] == y.data[k]) ++k;
      out.push_back(fmt::format("{}: contents differ from offset {:#x}", label, k));
    }
  }
  const size_t n = std::max(a->symbols.size(), b->symbols.size());
  int shown = 0;
  for (size_t k = 1; k < n && shown < 8; ++k) {
    const std::string sx = k < a->symbols.size() ? symbolText(*a, uint32_t(k)) : "none";
    const std::string sy = k < b->symbols.size() ? symbolText(*b, uint32_t(k)) : "none";
    if (sx != sy) {
      out.push_back(fmt::format("symbol {} is {}, want {}", k, sy, sx));
      ++shown;
    }
  }
  descriptorDifferences(want, got, out);
  if (out.empty()) {
    size_t k = 0;
    while (k < want.size() && k < got.size() && want[k] == got[k]) ++k;
    out.push_back(fmt::format("same sections, relocations and symbols, but the files differ from byte {:#x} "
                              "(layout or string tables)", k));
  }
  return out;
}

}  // namespace gcnkit::test
