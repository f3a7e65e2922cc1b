// Loaded modules (include/gcnkit/module.h): the image mapped once at a load base, its executable segments decoded
// once, its kernels dispatched any number of times against the same variables.
#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "emu/kernel_args.h"
#include "emu/module_impl.h"
#include "isa/target.h"
#include "object/code_object.h"

namespace gcnkit::emu {

namespace {

ModuleSymbol::Kind kindOf(const ImageSymbol& s, const std::vector<std::string>& kernels) {
  if (s.name.ends_with(".kd") && std::find(kernels.begin(), kernels.end(), s.name.substr(0, s.name.size() - 3)) != kernels.end())
    return ModuleSymbol::Kind::KernelDescriptor;
  if (s.type == STT_FUNC || s.type == kSttAmdgpuHsaKernel || s.executable)
    return std::find(kernels.begin(), kernels.end(), s.name) != kernels.end() ? ModuleSymbol::Kind::Kernel
                                                                             : ModuleSymbol::Kind::Function;
  return ModuleSymbol::Kind::Variable;
}

// The kernel's entry as the loader finds it: its descriptor's address plus kernel_code_entry_byte_offset (V3+),
// or its amd_kernel_code_t plus the entry offset there (V2).
std::optional<uint64_t> entryOf(const ElfFile& f, const CodeObjectKernel& ck) {
  if (ck.descriptorSymbol >= 0)
    return f.symbols[size_t(ck.descriptorSymbol)].value + uint64_t(ck.descriptor->kernelCodeEntryByteOffset);
  if (ck.entrySymbol >= 0 && ck.amdKernelCode)
    return f.symbols[size_t(ck.entrySymbol)].value + uint64_t(ck.amdKernelCode->kernelCodeEntryByteOffset);
  if (ck.entrySymbol >= 0) return f.symbols[size_t(ck.entrySymbol)].value;
  return std::nullopt;
}

}  // namespace

std::string_view symbolKindName(ModuleSymbol::Kind k) {
  switch (k) {
    case ModuleSymbol::Kind::Variable: return "variable";
    case ModuleSymbol::Kind::Function: return "function";
    case ModuleSymbol::Kind::Kernel: return "kernel";
    case ModuleSymbol::Kind::KernelDescriptor: return "kernel descriptor";
  }
  return "symbol";
}

const LoadedKernel* Module::Impl::find(std::string_view name, std::string* error) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) {
      if (kernels[i].code.empty()) {
        if (error) *error = kernelErrors[i];
        return nullptr;
      }
      return &kernels[i];
    }
  if (error) {
    std::string known;
    for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
    *error = fmt::format("no kernel '{}' (no symbol {}.kd){}", name, name, known.empty() ? "" : "; its kernels: " + known);
  }
  return nullptr;
}

Module::Module() : impl_(std::make_unique<Impl>()) {}

Module::~Module() {
  if (impl_->machine && impl_->base) impl_->machine->release(impl_->base);
}

std::unique_ptr<Module> Module::load(Machine& machine, std::span<const uint8_t> bytes, std::string* error) {
  auto failed = [error](std::string message) -> std::unique_ptr<Module> {
    if (error) *error = std::move(message);
    return nullptr;
  };
  auto image = prepareImage(bytes);
  if (!image) return failed(image.error());
  auto co = readCodeObject(image->file);
  if (!co) return failed(co.error());
  std::unique_ptr<Module> mod(new Module());
  Impl& d = *mod->impl_;
  d.machine = &machine;
  d.processor = std::string(co->processor->name);
  d.codeObjectVersion = co->codeObjectVersion;
  d.base = machine.allocate(image->span, image->alignment);
  if (!d.base) return failed(fmt::format("the host cannot allocate {} bytes of guest memory for the image", image->span));
  machine.nameAllocation(d.base, "the code object's image");
  auto mapped = mapImage(*image, d.base);
  if (!mapped) return failed(mapped.error());  // the destructor releases the image's memory
  machine.write(d.base, *mapped);
  // Listing addresses are what `gcnkit dis` (llvm-objdump) prints for the object the user gave: virtual addresses
  // of a loadable one; for a relocatable one linked here, offsets in its .text (which its listing counts from 0).
  uint64_t listingShift = 0;
  if (image->linkedOnLoad)
    if (const int text = co->elf.findSection(".text"); text > 0) listingShift = co->elf.sections[size_t(text)].addr;
  for (const ElfSegment& s : image->loads) {
    if (!(s.flags & PF_X) || s.memsz < 4) continue;
    std::string e;
    if (!machine.addCode(d.base + s.vaddr, s.memsz & ~uint64_t(3), &e, s.vaddr - listingShift)) return failed(e);
  }
  // The kernels: descriptor, metadata, and the executable segment that holds the entry.
  for (const CodeObjectKernel& ck : co->kernels) {
    LoadedKernel k;
    k.name = ck.name;
    k.processor = d.processor;
    k.codeObjectVersion = co->codeObjectVersion;
    std::string why;
    const auto entry = ck.descriptor ? entryOf(co->elf, ck) : std::nullopt;
    const ElfSegment* seg = nullptr;
    if (entry)
      for (const ElfSegment& s : image->loads)
        if ((s.flags & PF_X) && *entry >= s.vaddr && *entry < s.vaddr + (s.memsz & ~uint64_t(3))) seg = &s;
    if (!ck.descriptor) why = fmt::format("kernel '{}': {}", ck.name, ck.descriptorError);
    else if (!seg) why = fmt::format("kernel '{}' starts outside every executable segment", ck.name);
    if (seg) {
      k.kd = *ck.descriptor;
      k.loadedCode = d.base + seg->vaddr;
      k.codeAddress = seg->vaddr - listingShift;
      k.entry = *entry - seg->vaddr;
      k.code.assign(mapped->begin() + std::ptrdiff_t(seg->vaddr), mapped->begin() + std::ptrdiff_t(seg->vaddr + (seg->memsz & ~uint64_t(3))));
      attachMetadata(k, *co);
    }
    d.names.push_back(ck.name);
    d.kernels.push_back(std::move(k));
    d.kernelErrors.push_back(why);
  }
  d.image = std::move(*image);
  return mod;
}

Machine& Module::machine() const { return *impl_->machine; }
std::string_view Module::processor() const { return impl_->processor; }
int Module::codeObjectVersion() const { return impl_->codeObjectVersion; }
uint64_t Module::base() const { return impl_->base; }
uint64_t Module::size() const { return impl_->image.span; }
bool Module::linkedOnLoad() const { return impl_->image.linkedOnLoad; }
const std::vector<std::string>& Module::kernels() const { return impl_->names; }

std::optional<KernelInfo> Module::kernel(std::string_view name) const {
  const LoadedKernel* k = impl_->find(name, nullptr);
  if (!k) return std::nullopt;
  KernelInfo info;
  info.name = k->name;
  info.kernargSize = k->kd.kernargSize;
  info.groupSegmentSize = k->kd.groupSegmentFixedSize;
  info.privateSegmentSize = k->kd.privateSegmentFixedSize;
  info.waveSize = waveSizeFeature(*k) == std::string_view("+wavefrontsize32") ? 32 : 64;
  info.usesDynamicStack = (k->kd.kernelCodeProperties >> 11) & 1;  // USES_DYNAMIC_STACK (code object V5+)
  if (k->metadata) {
    info.kernargSize = std::max<uint64_t>(info.kernargSize, k->metadata->kernargSegmentSize);
    info.kernargAlign = k->metadata->kernargSegmentAlign;
    info.maxFlatWorkgroupSize = uint32_t(k->metadata->maxFlatWorkgroupSize);
    info.vgprCount = uint32_t(k->metadata->vgprCount);
    info.sgprCount = uint32_t(k->metadata->sgprCount);
    info.usesDynamicStack |= k->metadata->usesDynamicStack.value_or(false);
    for (const KernelArgMetadata& a : k->metadata->args)
      info.args.push_back({a.name, a.typeName, a.valueKind, a.addressSpace, a.offset, a.size, a.pointeeAlign.value_or(0)});
  }
  return info;
}

std::vector<ModuleSymbol> Module::symbols() const {
  std::vector<ModuleSymbol> out;
  for (const ImageSymbol& s : impl_->image.symbols)
    out.push_back({s.name, impl_->base + s.value, s.size, kindOf(s, impl_->names), s.writable});
  return out;
}

std::optional<ModuleSymbol> Module::symbol(std::string_view name) const {
  if (const ImageSymbol* s = impl_->image.findSymbol(name))
    return ModuleSymbol{s->name, impl_->base + s->value, s->size, kindOf(*s, impl_->names), s->writable};
  return std::nullopt;
}

namespace {

std::optional<ModuleSymbol> symbolRange(const Module& m, std::string_view name, uint64_t offset, uint64_t bytes,
                                        std::string* error) {
  auto s = m.symbol(name);
  if (!s) {
    if (error) *error = fmt::format("the code object has no symbol '{}'", name);
    return std::nullopt;
  }
  if (offset > s->size || bytes > s->size - offset) {
    if (error)
      *error = fmt::format("{} '{}' is {} bytes; {} bytes at offset {} reach past its end", symbolKindName(s->kind),
                           name, s->size, bytes, offset);
    return std::nullopt;
  }
  return s;
}

}  // namespace

bool Module::readSymbol(std::string_view name, std::span<uint8_t> out, uint64_t offset, std::string* error) const {
  auto s = symbolRange(*this, name, offset, out.size(), error);
  return s && impl_->machine->read(s->address + offset, out);
}

bool Module::writeSymbol(std::string_view name, std::span<const uint8_t> in, uint64_t offset, std::string* error) {
  auto s = symbolRange(*this, name, offset, in.size(), error);
  return s && impl_->machine->write(s->address + offset, in);
}

LaunchResult launchKernel(Module& module, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout) {
  Machine& m = module.machine();
  const char* wave = waveSizeFeature(k);
  if (*wave && (std::string_view(wave) == "+wavefrontsize32") != (m.waveSize() == 32)) {
    LaunchResult r;
    r.fault.kind = FaultKind::NoCode;
    r.fault.message = fmt::format("kernel '{}' runs in wave{} but the machine in wave{}: create the machine with "
                                  "\"{}\"", k.name, m.waveSize() == 32 ? 64 : 32, m.waveSize(), wave);
    return r;
  }
  DispatchLayout l;
  LaunchResult r = dispatch(m, k, c, &l);
  releaseDispatch(m, l);
  if (layout) *layout = l;
  return r;
}

LaunchResult Module::launch(std::string_view name, const KernelDispatch& d) {
  std::string error;
  const LoadedKernel* k = impl_->find(name, &error);
  if (!k) {
    LaunchResult r;
    r.fault.kind = FaultKind::NoCode;
    r.fault.message = error;
    return r;
  }
  return launchKernel(*this, *k, d);
}

}  // namespace gcnkit::emu
