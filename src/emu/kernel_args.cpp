#include "emu/kernel_args.h"

#include <algorithm>
#include <array>
#include <cstring>

#include <fmt/format.h>

#include "emu/fp.h"

namespace gcnkit::emu {

namespace {

std::string_view trim(std::string_view t) {
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  return t;
}

// OpenCL C's scalar type names as the metadata spells them (and the C spellings of the same types).
ArgTypeClass scalarClass(std::string_view t) {
  static constexpr std::array<std::string_view, 22> kIntegers = {
      "bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "size_t", "ptrdiff_t",
      "intptr_t", "uintptr_t", "signed char", "unsigned char", "unsigned short", "unsigned int", "unsigned long",
      "unsigned", "long long", "unsigned long long", "signed"};
  static constexpr std::array<std::string_view, 3> kFloats = {"half", "float", "double"};
  if (std::find(kIntegers.begin(), kIntegers.end(), t) != kIntegers.end()) return ArgTypeClass::Integer;
  if (std::find(kFloats.begin(), kFloats.end(), t) != kFloats.end()) return ArgTypeClass::Float;
  return ArgTypeClass::Unknown;
}

const char* className(ArgTypeClass c) {
  switch (c) {
    case ArgTypeClass::Integer: return "an integer";
    case ArgTypeClass::Float: return "a float";
    case ArgTypeClass::Vector: return "a vector";
    case ArgTypeClass::Composite: return "a struct";
    case ArgTypeClass::Unknown: break;
  }
  return "a value";
}

const char* flavorName(KernelArg::Flavor f) {
  switch (f) {
    case KernelArg::Flavor::Integer: return "an integer";
    case KernelArg::Flavor::Float: return "a float";
    case KernelArg::Flavor::Composite: return "a struct";
    case KernelArg::Flavor::Bits: break;
  }
  return "a bit pattern";
}

// How to write a value of the argument's type: on the command line ("u32:N") or in Python ("np.uint32(N)").
std::string typedSpelling(ArgTypeClass c, uint64_t size, bool isSigned, bool cli) {
  const uint64_t bits = size * 8;
  if (c == ArgTypeClass::Integer)
    return cli ? fmt::format("{}{}:N, or a plain number", isSigned ? 'i' : 'u', bits)
               : fmt::format("np.{}int{}(N), or a Python int", isSigned ? "" : "u", bits);
  if (c == ArgTypeClass::Float)
    return cli ? fmt::format("f{}:X, or a plain number", bits) : fmt::format("np.float{}(X), or a Python float", bits);
  return cli ? "struct:TYPE:V,... (its fields) or bytes:HEX" : "np.void (a structured scalar, or raw bytes)";
}

// The value's bytes as a bit pattern: "bits:0x40400000" (up to 8 bytes) on the command line, np.void in Python.
std::string bitsSpelling(const KernelArg& a, bool cli) {
  if (!cli) return "np.void(its bytes)";
  if (a.bytes.size() > 8) return "bytes:HEX";
  uint64_t v = 0;
  for (size_t i = 0; i < a.bytes.size(); ++i) v |= uint64_t(a.bytes[i]) << (8 * i);
  return fmt::format("bits:0x{:0{}x}", v, 2 * a.bytes.size());
}

// Why a value of this flavor does not fit an argument of this class ("" when it does): bit patterns fit
// everything; integers and floats their own scalar class; struct fields composites and vectors.
std::string flavorMismatch(const KernelArg& a, const KernelArgMetadata& m, bool cli) {
  using F = KernelArg::Flavor;
  const ArgTypeClass c = argTypeClass(m.typeName);
  if (a.flavor == F::Bits || c == ArgTypeClass::Unknown) return {};
  const bool fits = (c == ArgTypeClass::Integer && a.flavor == F::Integer) ||
                    (c == ArgTypeClass::Float && a.flavor == F::Float) ||
                    ((c == ArgTypeClass::Composite || c == ArgTypeClass::Vector) && a.flavor == F::Composite);
  if (fits) return {};
  return fmt::format("is {} ('{}'), and {} is {}: write {}; or {} for this bit pattern", className(c),
                     trim(m.typeName), a.spec, flavorName(a.flavor),
                     typedSpelling(c, m.size, argTypeSigned(m.typeName), cli), bitsSpelling(a, cli));
}

uint64_t alignUp(uint64_t v, uint64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

}  // namespace

ArgTypeClass argTypeClass(std::string_view typeName) {
  std::string_view t = trim(typeName);
  if (t.empty() || t.find('*') != std::string_view::npos) return ArgTypeClass::Unknown;
  if (t.starts_with("struct ") || t.starts_with("union ")) return ArgTypeClass::Composite;
  if (ArgTypeClass c = scalarClass(t); c != ArgTypeClass::Unknown) return c;
  // OpenCL vectors: a scalar name and 2, 3, 4, 8 or 16 elements ("float4", "uchar16").
  size_t digits = t.size();
  while (digits > 0 && t[digits - 1] >= '0' && t[digits - 1] <= '9') --digits;
  const std::string_view count = t.substr(digits);
  if (digits < t.size() && (count == "2" || count == "3" || count == "4" || count == "8" || count == "16") &&
      scalarClass(t.substr(0, digits)) != ArgTypeClass::Unknown)
    return ArgTypeClass::Vector;
  return ArgTypeClass::Unknown;
}

bool argTypeSigned(std::string_view typeName) {
  const std::string_view t = trim(typeName);
  return t == "char" || t == "short" || t == "int" || t == "long" || t == "signed char" || t == "long long" ||
         t == "ptrdiff_t" || t == "intptr_t" || t == "signed";
}

std::optional<KernelArg> floatValue(double v, uint32_t size, std::string spec) {
  KernelArg a;
  a.spec = std::move(spec);
  a.flavor = KernelArg::Flavor::Float;
  a.size = a.align = size;
  a.bytes.resize(size);
  if (size == 8) {
    std::memcpy(a.bytes.data(), &v, 8);
  } else if (size == 4) {
    const float f = float(v);
    std::memcpy(a.bytes.data(), &f, 4);
  } else if (size == 2) {
    const uint16_t h = fp::f64ToF16(v, fp::kNearestEven);
    std::memcpy(a.bytes.data(), &h, 2);
  } else {
    return std::nullopt;
  }
  return a;
}

std::vector<uint64_t> kernelArgOffsets(const std::vector<KernelArg>& args, const KernelMetadata* md) {
  std::vector<uint64_t> out;
  uint64_t end = 0;
  if (md) {
    std::vector<const KernelArgMetadata*> expected = explicitArguments(*md);
    if (expected.size() == args.size()) {
      for (size_t i = 0; i < args.size(); ++i) {
        out.push_back(expected[i]->offset);
        end = std::max(end, expected[i]->offset + args[i].size);
      }
      out.push_back(end);
      return out;
    }
  }
  for (const KernelArg& a : args) {
    end = alignUp(end, a.align);
    out.push_back(end);
    end += a.size;
  }
  out.push_back(end);
  return out;
}

uint64_t layoutKernelArgs(std::vector<KernelArg>& args, const KernelMetadata* md) {
  const std::vector<uint64_t> offsets = kernelArgOffsets(args, md);
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
  if (const uint64_t end = kernelArgOffsets(args, k.metadata ? &*k.metadata : nullptr).back(); end > kMaxKernargSize)
    return fmt::format("the {}s take {} bytes, more than the {}-byte kernarg segment", what, end, kMaxKernargSize);
  if (!k.metadata) return {};
  std::vector<const KernelArgMetadata*> expected = explicitArguments(*k.metadata);
  if (args.size() != expected.size())
    return fmt::format("kernel '{}' takes {} arguments (metadata .args), {} given", k.name, expected.size(),
                       args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgMetadata& m = *expected[i];
    const KernelArg& a = args[i];
    const std::string which = m.name.empty() ? fmt::format("argument {}", i) : "'" + m.name + "'";
    const std::string head = fmt::format("{} {} ({})", what, i, a.spec);
    const bool localPointer = m.valueKind == "dynamic_shared_pointer";
    if (localPointer && a.kind != KernelArg::Kind::Lds)
      return fmt::format("{}: the metadata's {} is a __local pointer (.value_kind dynamic_shared_pointer): pass "
                         "lds:BYTES, the size of the group memory it points to",
                         head, which);
    if (!localPointer && a.kind == KernelArg::Kind::Lds)
      return fmt::format("{}: lds:BYTES is for a __local pointer, and the metadata's {} is {}", head, which,
                         m.valueKind.empty() ? "not one" : "a " + m.valueKind);
    if (a.size != m.size)
      return fmt::format("{} is {} bytes, but the metadata has {} at offset {} size {}", head, a.size, which, m.offset,
                         m.size);
    if (a.kind == KernelArg::Kind::Value && m.valueKind == "by_value")
      if (std::string why = flavorMismatch(a, m, what == "--arg"); !why.empty())
        return fmt::format("{}: the metadata's {} {}", head, which, why);
  }
  return {};
}

std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error) {
  BoundArgs bound;
  bound.address.assign(args.size(), 0);
  dc.kernarg.assign(layoutKernelArgs(args, k.metadata ? &*k.metadata : nullptr), 0);
  const std::vector<const KernelArgMetadata*> md =
      k.metadata ? explicitArguments(*k.metadata) : std::vector<const KernelArgMetadata*>{};
  // Group memory for the __local pointers: after the kernel's own, each at its pointee's alignment.
  const uint64_t groupStart = k.kd.groupSegmentFixedSize;
  uint64_t groupEnd = groupStart;
  // An argument's bytes into its place (a zero-sized argument, or one the layout put past the segment, writes none:
  // the layout's checks name those).
  const auto place = [&](uint64_t offset, const void* from, size_t n) {
    if (n && offset <= dc.kernarg.size() && n <= dc.kernarg.size() - offset) std::memcpy(dc.kernarg.data() + offset, from, n);
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArg& a = args[i];
    if (a.kind == KernelArg::Kind::Value) {
      place(a.offset, a.bytes.data(), std::min<size_t>(a.size, a.bytes.size()));
      continue;
    }
    if (a.kind == KernelArg::Kind::Lds) {
      const uint64_t align = i < md.size() && md[i]->pointeeAlign ? *md[i]->pointeeAlign : 4;
      const uint64_t at = alignUp(groupEnd, align);
      groupEnd = at + a.ldsBytes;
      const uint32_t value = uint32_t(std::min<uint64_t>(at, UINT32_MAX));
      place(a.offset, &value, std::min<size_t>(a.size, 4));
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
    place(a.offset, &address, 8);
    const std::string name = argumentName(k.metadata, i);
    m.nameAllocation(address, "buffer argument " + std::to_string(i) + (name.empty() ? "" : " '" + name + "'"));
    bound.buffers.push_back({address, a.bytes.size(), i, name});
  }
  dc.dynamicLds += uint32_t(std::min<uint64_t>(groupEnd - groupStart, UINT32_MAX));
  return bound;
}

}  // namespace gcnkit::emu
