#include "object/code_object.h"

#include <string_view>

#include <fmt/format.h>

#include "object/metadata_v2.h"

namespace gcnkit {

std::string unsupportedCodeObjectVersion(int64_t v) {
  return fmt::format("unsupported AMDHSA code object version {} (gcnkit reads and writes versions {} to {})", v,
                     kMinCodeObjectVersion, kMaxCodeObjectVersion);
}

Expected<int> parseCodeObjectVersion(std::string_view text) {
  int64_t v = 0;
  if (text.empty() || text.size() > 9) return fail(fmt::format("'{}' is not a code object version (2 to 6)", text));
  for (char c : text) {
    if (c < '0' || c > '9') return fail(fmt::format("'{}' is not a code object version (2 to 6)", text));
    v = v * 10 + (c - '0');
  }
  if (v < kMinCodeObjectVersion || v > kMaxCodeObjectVersion) return fail(unsupportedCodeObjectVersion(v));
  return int(v);
}

std::optional<int> hsaCodeObjectVersion(uint8_t abi) {
  if (abi <= kMaxCodeObjectVersion - 2) return abi + 2;
  return std::nullopt;
}

uint8_t hsaAbiVersion(int v) { return static_cast<uint8_t>(v <= 2 ? 0 : v - 2); }

uint32_t makeEFlags(const Target& t, int version) {
  uint32_t flags = t.proc ? t.proc->elfMach : 0;
  if (version >= 6 && t.proc && (t.proc->flags & kGeneric)) flags |= kGenericVersion << kEfAmdgpuGenericVersionShift;
  bool xnackSupported = t.proc && (t.proc->flags & kXnackSupported);
  bool srameccSupported = t.proc && (t.proc->flags & kSramEccSupported);
  if (version <= 3) {
    if (xnackSupported && (t.xnack || t.xnackSetting != 0)) flags |= kEfAmdgpuFeatureXnackV3;
    if (srameccSupported && (t.sramecc || t.srameccSetting != 0)) flags |= kEfAmdgpuFeatureSrameccV3;
    return flags;
  }
  if (xnackSupported)
    flags |= t.xnackSetting < 0 ? kEfAmdgpuFeatureXnackAnyV4
                                : t.xnackSetting ? kEfAmdgpuFeatureXnackOnV4 : kEfAmdgpuFeatureXnackOffV4;
  if (srameccSupported)
    flags |= t.srameccSetting < 0 ? kEfAmdgpuFeatureSrameccAnyV4
                                  : t.srameccSetting ? kEfAmdgpuFeatureSrameccOnV4 : kEfAmdgpuFeatureSrameccOffV4;
  return flags;
}

std::string_view CodeObject::processorName() const {
  return processor ? processor->name : unsupported ? unsupported->name : std::string_view("unknown");
}

std::string CodeObject::targetId() const {
  std::string id = fmt::format("amdgcn-amd-amdhsa--{}", processorName());
  auto feature = [&](std::string_view name, FeatureSetting s) {
    if (s == FeatureSetting::On) id += fmt::format(":{}+", name);
    if (s == FeatureSetting::Off) id += fmt::format(":{}-", name);
  };
  feature("sramecc", sramecc);
  feature("xnack", xnack);
  return id;
}

Target CodeObject::target() const {
  Target t;
  t.proc = processor;
  t.features = processor ? processor->features() : 0;
  t.xnack = xnack == FeatureSetting::On || xnack == FeatureSetting::Any;
  t.sramecc = sramecc == FeatureSetting::On || sramecc == FeatureSetting::Any;
  t.xnackSetting = xnack == FeatureSetting::On ? 1 : xnack == FeatureSetting::Off ? 0 : -1;
  t.srameccSetting = sramecc == FeatureSetting::On ? 1 : sramecc == FeatureSetting::Off ? 0 : -1;
  t.wave32 = processor && processor->gen >= Gen::GFX10;
  return t;
}

namespace {

// The bytes of a symbol's object: in its section for relocatable files, at its address otherwise.
// The descriptor a V2 header amounts to: the same resource registers and enable_sgpr_* bits (bits 0-6,
// and 10 for wave32, sit where the descriptor has them), sizes, the entry offset from the header.
KernelDescriptor descriptorOf(const AmdKernelCode& c) {
  KernelDescriptor kd;
  kd.groupSegmentFixedSize = c.workgroupGroupSegmentByteSize;
  kd.privateSegmentFixedSize = c.workitemPrivateSegmentByteSize;
  kd.kernargSize = uint32_t(c.kernargSegmentByteSize);
  kd.kernelCodeEntryByteOffset = c.kernelCodeEntryByteOffset;
  kd.computePgmRsrc1 = uint32_t(c.computePgmResourceRegisters);
  kd.computePgmRsrc2 = uint32_t(c.computePgmResourceRegisters >> 32);
  kd.kernelCodeProperties = uint16_t(c.codeProperties & 0x47f);
  return kd;
}

Expected<std::span<const uint8_t>> symbolBytes(const ElfFile& f, const ElfSymbol& s, uint64_t size) {
  if (s.shndx == SHN_UNDEF || s.shndx >= f.sections.size())
    return fail(fmt::format("symbol '{}' is not defined in a section", s.name));
  const ElfSection& sec = f.sections[s.shndx];
  if (sec.type == SHT_NOBITS) return fail(fmt::format("symbol '{}' is in a section without data", s.name));
  uint64_t offset = f.type == ET_REL ? s.value : s.value - sec.addr;
  if (f.type != ET_REL && s.value < sec.addr)
    return fail(fmt::format("symbol '{}' (0x{:x}) lies before its section '{}' (0x{:x})", s.name, s.value, sec.name,
                            sec.addr));
  if (offset > sec.data.size() || size > sec.data.size() - offset)
    return fail(fmt::format("symbol '{}' (offset 0x{:x}, size {}) extends past its section '{}' (size 0x{:x})", s.name,
                            offset, size, sec.name, sec.data.size()));
  return std::span<const uint8_t>(sec.data).subspan(offset, size);
}

}  // namespace

Expected<CodeObject> readCodeObject(std::span<const uint8_t> bytes, ReadOptions options) {
  auto elf = readElf(bytes);
  if (!elf) return fail(elf.error());
  CodeObject co;
  co.elf = std::move(*elf);
  const ElfFile& f = co.elf;
  if (f.machine != EM_AMDGPU) return fail(fmt::format("not an AMDGPU code object (e_machine {})", f.machine));
  if (f.osabi == kElfOsAbiAmdgpuHsa) {
    auto v = hsaCodeObjectVersion(f.abiVersion);
    if (!v)
      return fail(fmt::format("ELF ABI version {}: {}", f.abiVersion, unsupportedCodeObjectVersion(f.abiVersion + 2)));
    co.codeObjectVersion = *v;
  }
  uint32_t mach = f.flags & kEfAmdgpuMach;
  co.processor = findProcessorByMach(mach, options.processors);
  uint32_t procFlags = 0;
  if (co.processor) {
    procFlags = co.processor->flags;
    if (!findProcessorByMach(mach)) co.unsupported = findUnsupportedProcessorByMach(mach);  // (an unfinished one)
  } else if ((co.unsupported = findUnsupportedProcessorByMach(mach))) {
    if (!options.allowUnsupportedProcessor) return fail(unsupportedProcessorMessage(*co.unsupported));
    procFlags = co.unsupported->flags;
  } else {
    return fail(fmt::format("unknown AMDGPU machine 0x{:x} in e_flags 0x{:x}", mach, f.flags));
  }
  if (co.codeObjectVersion >= 6 && (procFlags & kGeneric)) {
    co.genericVersion = (f.flags & kEfAmdgpuGenericVersionMask) >> kEfAmdgpuGenericVersionShift;
    if (co.genericVersion == 0)
      return fail(fmt::format("generic processor {} without a generic version in e_flags 0x{:x}", co.processorName(),
                              f.flags));
  }
  bool xs = procFlags & kXnackSupported, ss = procFlags & kSramEccSupported;
  if (co.codeObjectVersion >= 4) {
    auto setting = [](uint32_t bits, uint32_t any, uint32_t off, uint32_t on) {
      return bits == any ? FeatureSetting::Any : bits == off ? FeatureSetting::Off : bits == on ? FeatureSetting::On
                                                                                                : FeatureSetting::Unsupported;
    };
    co.xnack = setting(f.flags & kEfAmdgpuFeatureXnackV4, kEfAmdgpuFeatureXnackAnyV4, kEfAmdgpuFeatureXnackOffV4,
                       kEfAmdgpuFeatureXnackOnV4);
    co.sramecc = setting(f.flags & kEfAmdgpuFeatureSrameccV4, kEfAmdgpuFeatureSrameccAnyV4,
                         kEfAmdgpuFeatureSrameccOffV4, kEfAmdgpuFeatureSrameccOnV4);
  } else {
    if (xs) co.xnack = f.flags & kEfAmdgpuFeatureXnackV3 ? FeatureSetting::On : FeatureSetting::Off;
    if (ss) co.sramecc = f.flags & kEfAmdgpuFeatureSrameccV3 ? FeatureSetting::On : FeatureSetting::Off;
  }

  for (size_t i = 1; i < f.sections.size(); ++i) {
    if (f.sections[i].type != SHT_NOTE) continue;
    auto notes = parseNotes(f.sections[i].data);
    if (!notes) return fail(fmt::format("section [{}] '{}': {}", i, f.sections[i].name, notes.error()));
    for (NoteRecord& n : *notes) {
      if (n.name == "AMDGPU" && n.type == kNtAmdgpuMetadata) {
        auto md = decodeMsgPack(n.desc);
        if (!md) return fail(fmt::format("AMDGPU metadata note: {}", md.error()));
        co.metadata = std::move(*md);
      } else if (n.name == "AMD" && n.type == kNtAmdHsaMetadata) {
        co.metadataV2 = noteText(n);
      }
      co.notes.push_back(std::move(n));
    }
  }

  // Kernels: NAME (STT_FUNC) and NAME.kd (STT_OBJECT, 64 bytes), in symbol table order.
  for (size_t i = 1; i < f.symbols.size(); ++i) {
    const ElfSymbol& s = f.symbols[i];
    if (s.type != STT_OBJECT || !s.name.ends_with(".kd") || s.name.size() <= 3) continue;
    CodeObjectKernel k;
    k.name = s.name.substr(0, s.name.size() - 3);
    k.descriptorSymbol = static_cast<int>(i);
    int entry = f.findSymbol(k.name);
    if (entry > 0 && f.symbols[entry].type == STT_FUNC) k.entrySymbol = entry;
    if (s.size != kKernelDescriptorSize) {
      k.descriptorError = fmt::format("kernel descriptor '{}' has size {}, expected 64", s.name, s.size);
    } else {
      auto b = symbolBytes(f, s, kKernelDescriptorSize);
      if (b) k.descriptor = KernelDescriptor::decode(std::span<const uint8_t, kKernelDescriptorSize>(b->data(), 64));
      else k.descriptorError = b.error();
    }
    co.kernels.push_back(std::move(k));
  }
  // Code object V2 kernels: the symbol marks the amd_kernel_code_t header.
  for (size_t i = 1; i < f.symbols.size(); ++i) {
    const ElfSymbol& s = f.symbols[i];
    if (s.type != kSttAmdgpuHsaKernel) continue;
    CodeObjectKernel k;
    k.name = s.name;
    k.entrySymbol = static_cast<int>(i);
    auto b = symbolBytes(f, s, kAmdKernelCodeSize);
    if (!b) {
      k.descriptorError = b.error();
    } else {
      k.amdKernelCode = decodeAmdKernelCode(std::span<const uint8_t, kAmdKernelCodeSize>(b->data(), kAmdKernelCodeSize));
      k.descriptor = descriptorOf(*k.amdKernelCode);
    }
    co.kernels.push_back(std::move(k));
  }
  return co;
}

std::optional<KernelMetadata> kernelMetadata(const CodeObject& co, std::string_view name, std::string& error) {
  error.clear();
  if (co.metadata) {
    auto md = readHsaMetadata(*co.metadata);
    if (!md) {
      error = md.error();
      return std::nullopt;
    }
    for (const KernelMetadata& km : md->kernels)
      if (km.name == name) return km;
    error = fmt::format("the metadata has no entry for kernel '{}'", name);
  } else if (!co.metadataV2.empty()) {  // code object V2: the YAML note, offsets laid out from the Align keys
    auto kernels = readV2KernelMetadata(co.metadataV2);
    if (!kernels) {
      error = kernels.error();
      return std::nullopt;
    }
    for (const KernelMetadata& km : *kernels)
      if (km.name == name) return km;
  }
  return std::nullopt;
}

}  // namespace gcnkit
