#include "emu/kernel_args.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

namespace gcnkit::emu {

std::vector<uint64_t> kernelArgOffsets(const std::vector<KernelArg>& args) {
  std::vector<uint64_t> out;
  uint64_t offset = 0;
  for (const KernelArg& a : args) {
    const uint64_t align = std::max<uint64_t>(a.align, 1);
    offset = (offset + align - 1) / align * align;
    out.push_back(offset);
    offset += a.size;
  }
  out.push_back(offset);  // the end
  return out;
}

uint64_t layoutKernelArgs(std::vector<KernelArg>& args) {
  const std::vector<uint64_t> offsets = kernelArgOffsets(args);
  for (size_t i = 0; i < args.size(); ++i) args[i].offset = offsets[i];
  return offsets.back();
}

std::vector<const KernelArgMetadata*> explicitArguments(const KernelMetadata& md) {
  std::vector<const KernelArgMetadata*> out;
  for (const KernelArgMetadata& a : md.args)
    if (!a.valueKind.starts_with("hidden_")) out.push_back(&a);
  return out;
}

std::string argumentName(const std::optional<KernelMetadata>& md, size_t i) {
  if (!md) return {};
  std::vector<const KernelArgMetadata*> args = explicitArguments(*md);
  return i < args.size() ? args[i]->name : std::string();
}

std::string checkKernelArgs(const LoadedKernel& k, const std::vector<KernelArg>& args, std::string_view what) {
  if (!k.metadata && !k.metadataError.empty())
    return fmt::format("cannot check the {} list: {}", what, k.metadataError);
  if (!k.metadata) return {};
  std::vector<const KernelArgMetadata*> expected = explicitArguments(*k.metadata);
  const std::vector<uint64_t> offsets = kernelArgOffsets(args);
  if (args.size() != expected.size())
    return fmt::format("kernel '{}' takes {} arguments (metadata .args), {} given", k.name, expected.size(),
                       args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgMetadata& m = *expected[i];
    if (offsets[i] != m.offset || args[i].size != m.size)
      return fmt::format("argument {} ({}) lands at offset {} size {}, but the metadata has {} at offset {} size {}", i,
                         args[i].spec, offsets[i], args[i].size,
                         m.name.empty() ? fmt::format("argument {}", i) : "'" + m.name + "'", m.offset, m.size);
  }
  return {};
}

std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error) {
  BoundArgs bound;
  bound.address.assign(args.size(), 0);
  dc.kernarg.assign(layoutKernelArgs(args), 0);
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArg& a = args[i];
    if (a.kind == KernelArg::Kind::Value) {
      std::memcpy(dc.kernarg.data() + a.offset, a.bytes.data(), std::min<size_t>(a.size, a.bytes.size()));
      continue;
    }
    if (a.bytes.size() > kMaxBufferArgBytes) {
      error = fmt::format("buffer argument {} ({} bytes) is larger than the {} bytes a buffer argument may hold", i,
                          a.bytes.size(), kMaxBufferArgBytes);
      return std::nullopt;
    }
    const uint64_t address = m.allocate(std::max<uint64_t>(a.bytes.size(), 1), 256);
    if (!address || !m.write(address, a.bytes)) {
      error = fmt::format("cannot allocate buffer argument {} ({} bytes)", i, a.bytes.size());
      return std::nullopt;
    }
    bound.address[i] = address;
    std::memcpy(dc.kernarg.data() + a.offset, &address, 8);
    const std::string name = argumentName(k.metadata, i);
    m.nameAllocation(address, "buffer argument " + std::to_string(i) + (name.empty() ? "" : " '" + name + "'"));
    bound.buffers.push_back({address, a.bytes.size(), i, name});
  }
  return bound;
}

}  // namespace gcnkit::emu
