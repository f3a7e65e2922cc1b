#include "emu/code_object.h"

#include <fmt/format.h>

#include "isa/target.h"
#include "object/elf_file.h"

namespace gcnkit::emu {

namespace {

using Fail = Expected<LoadedKernel>;

// The bytes at `addr` of a section: file offset for relocatable objects, virtual address for linked ones.
bool sectionBytes(const ElfFile& f, int index, uint64_t at, size_t size, std::span<const uint8_t>& out) {
  std::span<const uint8_t> data = f.sectionData(index);
  const ElfSection& s = f.sections[size_t(index)];
  uint64_t offset = f.type == ET_REL ? at : at - s.addr;
  if (f.type != ET_REL && at < s.addr) return false;
  if (offset > data.size() || size > data.size() - offset) return false;
  out = data.subspan(size_t(offset), size);
  return true;
}

const Processor* processorOf(uint32_t flags) {
  for (const Processor& p : allProcessors())
    if (p.elfMach == (flags & 0xff)) return &p;
  return nullptr;
}

}  // namespace

Expected<std::vector<std::string>> kernelNames(std::span<const uint8_t> bytes) {
  auto file = readElf(bytes);
  if (!file) return Expected<std::vector<std::string>>::failure(file.error());
  std::vector<std::string> names;
  for (const ElfSymbol& s : file->symbols)
    if (s.name.size() > 3 && s.name.ends_with(".kd") && s.shndx != SHN_UNDEF)
      names.push_back(s.name.substr(0, s.name.size() - 3));
  return names;
}

Expected<LoadedKernel> loadKernel(std::span<const uint8_t> bytes, std::string_view name) {
  auto file = readElf(bytes);
  if (!file) return Fail::failure(file.error());
  const ElfFile& f = *file;
  if (f.machine != EM_AMDGPU) return Fail::failure("not an AMDGPU code object (e_machine is not EM_AMDGPU)");
  LoadedKernel k;
  k.name = std::string(name);
  const Processor* proc = processorOf(f.flags);
  if (!proc) return Fail::failure(fmt::format("unknown processor in e_flags {:#x}", f.flags));
  k.processor = std::string(proc->name);
  const int kdIndex = f.findSymbol(std::string(name) + ".kd");
  if (kdIndex < 0) return Fail::failure(fmt::format("no kernel '{}' (no symbol {}.kd)", name, name));
  const ElfSymbol& kdSym = f.symbols[size_t(kdIndex)];
  if (kdSym.shndx == SHN_UNDEF || kdSym.shndx >= f.sections.size())
    return Fail::failure(fmt::format("{}.kd is not defined in a section", name));
  std::span<const uint8_t> kdBytes;
  if (!sectionBytes(f, kdSym.shndx, kdSym.value, kKernelDescriptorSize, kdBytes))
    return Fail::failure(fmt::format("{}.kd lies outside its section", name));
  k.kd = KernelDescriptor::decode(kdBytes.first<kKernelDescriptorSize>());
  // The entry: the kernel's own symbol when there is one, else the descriptor's entry offset.
  int codeSection = -1;
  uint64_t entryAddr = 0;
  if (int s = f.findSymbol(name); s >= 0 && f.symbols[size_t(s)].shndx != SHN_UNDEF &&
                                  f.symbols[size_t(s)].shndx < f.sections.size()) {
    codeSection = f.symbols[size_t(s)].shndx;
    entryAddr = f.symbols[size_t(s)].value;
  } else if (f.type != ET_REL) {
    entryAddr = kdSym.value + uint64_t(k.kd.kernelCodeEntryByteOffset);
    for (size_t i = 1; i < f.sections.size(); ++i) {
      const ElfSection& s = f.sections[i];
      if ((s.flags & SHF_EXECINSTR) && entryAddr >= s.addr && entryAddr < s.addr + s.size) codeSection = int(i);
    }
  }
  if (codeSection < 0) return Fail::failure(fmt::format("cannot find the code of kernel '{}'", name));
  const ElfSection& code = f.sections[size_t(codeSection)];
  std::span<const uint8_t> data = f.sectionData(codeSection);
  k.code.assign(data.begin(), data.end());
  k.entry = f.type == ET_REL ? entryAddr : entryAddr - code.addr;
  if (k.entry >= k.code.size()) return Fail::failure(fmt::format("kernel '{}' starts outside its code", name));
  return k;
}

}  // namespace gcnkit::emu
