#include "analysis/code_image.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "codec/codec.h"
#include "object/kernel_registers.h"
#include "object/metadata_v2.h"
#include "object/shared_object.h"

namespace gcnkit::analysis {

namespace {

std::vector<KernelMetadata> metadataOf(const CodeObject& co, std::vector<std::string>& problems) {
  if (co.metadata) {
    if (auto md = readHsaMetadata(*co.metadata)) return md->kernels;
    else problems.push_back("the metadata note could not be read: " + md.error());
  } else if (!co.metadataV2.empty()) {
    if (auto kernels = readV2KernelMetadata(co.metadataV2)) return *kernels;
    else problems.push_back("the V2 metadata note could not be read: " + kernels.error());
  }
  return {};
}

// A key of the kernel's map in the MessagePack metadata that the structured view does not keep.
std::optional<uint64_t> metadataNumber(const CodeObject& co, std::string_view kernel, std::string_view key) {
  if (!co.metadata) return std::nullopt;
  const MsgNode* kernels = co.metadata->find("amdhsa.kernels");
  if (!kernels || kernels->kind != MsgNode::Array) return std::nullopt;
  for (const MsgNode& k : kernels->array) {
    const MsgNode* name = k.kind == MsgNode::Map ? k.find(".name") : nullptr;
    if (!name || name->s != kernel) continue;
    const MsgNode* v = k.find(key);
    if (v && v->kind == MsgNode::UInt) return v->u;
    if (v && v->kind == MsgNode::Int && v->i >= 0) return uint64_t(v->i);
  }
  return std::nullopt;
}

}  // namespace

Expected<CodeImage> CodeImage::load(std::span<const uint8_t> bytes) {
  auto co = readCodeObject(bytes);
  if (!co) return Expected<CodeImage>::failure(co.error());
  CodeImage img;
  img.object_ = std::move(*co);
  img.target_ = img.object_.target();
  const ElfFile& input = img.object_.elf;
  // A relocatable object is linked as ld.lld -shared would, so that branches, calls and descriptors are resolved;
  // if it cannot be (an undefined symbol, say), its sections are laid out one after another as they are.
  bool linked = false;
  if (input.type == ET_REL) {
    if (auto l = linkShared(input)) {
      img.linked_ = std::move(*l);
      linked = true;
    }
  }
  if (!linked) img.linked_ = input;
  ElfFile& f = img.linked_;
  uint64_t next = 0;
  for (size_t i = 1; i < f.sections.size(); ++i) {
    ElfSection& s = f.sections[i];
    if (!(s.flags & SHF_ALLOC) || s.type == SHT_NOBITS) continue;
    Section sec;
    sec.index = int(i);
    sec.code = s.flags & SHF_EXECINSTR;
    sec.size = s.data.size();
    if (input.type == ET_REL && !linked) {  // sections of a relocatable object all start at 0: give them room
      next = (next + 255) & ~uint64_t(255);
      s.addr = next;
      next += sec.size;
    }
    sec.address = s.addr;
    // A relocatable object's listing shows offsets within each section; a loadable one's, load addresses.
    sec.display = input.type == ET_REL ? 0 : s.addr;
    img.sections_.push_back(sec);
  }
  // Symbols of a relocatable object that was not linked hold section offsets.
  auto symbolAddress = [&](const ElfSymbol& sym) {
    if (input.type == ET_REL && !linked && sym.shndx < f.sections.size()) return f.sections[sym.shndx].addr + sym.value;
    return sym.value;
  };
  const std::vector<KernelMetadata> md = metadataOf(img.object_, img.problems_);
  for (const CodeObjectKernel& ck : img.object_.kernels) {
    if (!ck.descriptor) {
      img.problems_.push_back(fmt::format("kernel {}: {}", ck.name, ck.descriptorError));
      continue;
    }
    Kernel k;
    k.name = ck.name;
    k.descriptor = *ck.descriptor;
    const int sym = f.findSymbol(ck.name);
    const int kdSym = f.findSymbol(ck.name + ".kd");
    if (sym > 0 && f.symbols[size_t(sym)].shndx != SHN_UNDEF) {
      k.entry = symbolAddress(f.symbols[size_t(sym)]);
      if (ck.amdKernelCode) k.entry += uint64_t(ck.amdKernelCode->kernelCodeEntryByteOffset);
    } else if (kdSym > 0 && f.type != ET_REL) {
      k.entry = f.symbols[size_t(kdSym)].value + uint64_t(k.descriptor.kernelCodeEntryByteOffset);
    } else {
      img.problems_.push_back(fmt::format("kernel {}: its code cannot be found", ck.name));
      continue;
    }
    if (!img.isCode(k.entry)) {
      img.problems_.push_back(fmt::format("kernel {}: its entry is not in an executable section", ck.name));
      continue;
    }
    for (const KernelMetadata& m : md)
      if (m.name == ck.name) k.metadata = m;
    if (auto agprs = metadataNumber(img.object_, ck.name, ".agpr_count")) k.agprCount = unsigned(*agprs);
    k.target = img.target_;
    k.target.wave32 = descriptorWave32(k.descriptor, img.target_);
    img.kernels_.push_back(std::move(k));
  }
  for (const ElfSymbol& sym : f.symbols) {
    if (sym.type != STT_FUNC || sym.shndx == SHN_UNDEF || sym.shndx >= f.sections.size()) continue;
    const uint64_t a = symbolAddress(sym);
    if (!img.isCode(a)) continue;
    if (std::any_of(img.functions_.begin(), img.functions_.end(), [&](const Function& x) { return x.address == a; }))
      continue;
    img.functions_.push_back({sym.name, a, sym.size});
  }
  std::sort(img.functions_.begin(), img.functions_.end(),
            [](const Function& a, const Function& b) { return a.address < b.address; });
  return img;
}

const CodeImage::Section* CodeImage::sectionAt(uint64_t address) const {
  for (const Section& s : sections_)
    if (address >= s.address && address - s.address < s.size) return &s;
  return nullptr;
}

bool CodeImage::isCode(uint64_t address) const {
  const Section* s = sectionAt(address);
  return s && s->code;
}

const Decoded* CodeImage::at(uint64_t address) const {
  const Section* s = sectionAt(address);
  if (!s || !s->code || (address & 3)) return nullptr;
  auto it = decoded_.find(address);
  if (it != decoded_.end()) return &it->second;
  const std::vector<uint8_t>& data = linked_.sections[size_t(s->index)].data;
  const size_t off = size_t(address - s->address);
  Decoded d;
  const int n = decode(std::span<const uint8_t>(data).subspan(off), target_, d.inst);
  d.size = n > 0 ? uint8_t(n) : 0;
  return &decoded_.emplace(address, d).first->second;
}

std::optional<uint64_t> CodeImage::fileOffset(uint64_t address) const {
  const Section* s = sectionAt(address);
  if (!s || object_.elf.type == ET_REL) return std::nullopt;
  return linked_.sections[size_t(s->index)].offset + (address - s->address);
}

uint64_t CodeImage::displayAddress(uint64_t address) const {
  const Section* s = sectionAt(address);
  return s ? address - s->address + s->display : address;
}

std::string CodeImage::symbolAt(uint64_t address) const {
  for (const Kernel& k : kernels_)
    if (k.entry == address) return k.name;
  std::string best;
  for (const Function& fn : functions_)
    if (fn.address <= address && (address < fn.address + fn.size || fn.size == 0)) best = fn.name;
  return best;
}

const Function* CodeImage::functionStartingAt(uint64_t address) const {
  for (const Function& fn : functions_)
    if (fn.address == address) return &fn;
  return nullptr;
}

std::optional<uint64_t> CodeImage::loadedValue(uint64_t address) const {
  const ElfFile& f = linked_;
  for (const ElfSection& rs : f.sections) {
    if (rs.type != SHT_RELA) continue;
    for (const ElfRelocation& r : rs.relocations) {
      if (r.offset != address) continue;
      if (r.type == reloc::kRelative64) return uint64_t(r.addend);
      if (r.type == reloc::kAbs64 && r.symbol < f.symbols.size() && f.symbols[r.symbol].shndx != SHN_UNDEF)
        return f.symbols[r.symbol].value + uint64_t(r.addend);
      return std::nullopt;
    }
  }
  const Section* s = sectionAt(address);
  if (!s || address - s->address + 8 > s->size) return std::nullopt;
  uint64_t v = 0;
  std::memcpy(&v, linked_.sections[size_t(s->index)].data.data() + (address - s->address), 8);
  return v;
}

}  // namespace gcnkit::analysis
