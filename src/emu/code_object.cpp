#include "emu/code_object.h"

#include <fmt/format.h>

#include "isa/target.h"
#include "object/code_object.h"
#include "object/elf_file.h"

namespace gcnkit::emu {

using Fail = Expected<LoadedKernel>;

Expected<std::vector<std::string>> kernelNames(std::span<const uint8_t> bytes) {
  auto co = readCodeObject(bytes);
  if (!co) return Expected<std::vector<std::string>>::failure(co.error());
  std::vector<std::string> names;
  for (const CodeObjectKernel& k : co->kernels) names.push_back(k.name);
  return names;
}

void attachMetadata(LoadedKernel& k, const CodeObject& co) {
  for (const ElfSymbol& s : co.elf.symbols) k.hip |= s.name.starts_with("__hip_cuid_");
  k.metadata = kernelMetadata(co, k.name, k.metadataError);
  if (co.metadata)
    if (auto md = readHsaMetadata(*co.metadata)) k.printfFormats = md->printf;
}

Expected<LoadedKernel> loadKernel(std::span<const uint8_t> bytes, std::string_view name) {
  auto co = readCodeObject(bytes);
  if (!co) return Fail::failure(co.error());
  const ElfFile& f = co->elf;
  const CodeObjectKernel* ck = nullptr;
  for (const CodeObjectKernel& k : co->kernels)
    if (k.name == name) ck = &k;
  if (!ck) return Fail::failure(fmt::format("no kernel '{}' (no symbol {}.kd, nor a V2 kernel symbol)", name, name));
  if (!ck->descriptor) return Fail::failure(fmt::format("kernel '{}': {}", name, ck->descriptorError));
  LoadedKernel k;
  k.name = std::string(name);
  k.processor = std::string(co->processor->name);
  k.kd = *ck->descriptor;
  // The entry: the kernel's own symbol when there is one, else the descriptor's entry offset.
  int codeSection = -1;
  uint64_t entryAddr = 0;
  if (ck->entrySymbol >= 0) {
    const ElfSymbol& s = f.symbols[size_t(ck->entrySymbol)];
    codeSection = s.shndx < f.sections.size() ? int(s.shndx) : -1;
    entryAddr = s.value;
    // V2: the symbol marks the amd_kernel_code_t header; the code follows at its entry offset.
    if (ck->amdKernelCode) entryAddr += uint64_t(ck->amdKernelCode->kernelCodeEntryByteOffset);
  } else if (f.type != ET_REL && ck->descriptorSymbol >= 0) {
    entryAddr = f.symbols[size_t(ck->descriptorSymbol)].value + uint64_t(k.kd.kernelCodeEntryByteOffset);
    for (size_t i = 1; i < f.sections.size(); ++i) {
      const ElfSection& s = f.sections[i];
      if ((s.flags & SHF_EXECINSTR) && entryAddr >= s.addr && entryAddr < s.addr + s.size) codeSection = int(i);
    }
  }
  if (codeSection <= 0) return Fail::failure(fmt::format("cannot find the code of kernel '{}'", name));
  const ElfSection& code = f.sections[size_t(codeSection)];
  std::span<const uint8_t> data = f.sectionData(codeSection);
  k.code.assign(data.begin(), data.end());
  k.entry = f.type == ET_REL ? entryAddr : entryAddr - code.addr;
  k.codeAddress = code.addr;  // (0 in a relocatable object, whose listing counts from its section's start)
  if (k.entry >= k.code.size()) return Fail::failure(fmt::format("kernel '{}' starts outside its code", name));
  k.codeObjectVersion = co->codeObjectVersion;
  attachMetadata(k, *co);
  return k;
}

}  // namespace gcnkit::emu
