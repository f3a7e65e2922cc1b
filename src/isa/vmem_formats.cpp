// Buffer and image formats, their LLVM names, and the MIMG address sizes (see vmem_formats.h).
#include "isa/vmem_formats.h"

#include <algorithm>
#include <string>

#include "isa/encoding.h"
#include "isa/memory_features.h"

namespace gcnkit {

namespace {

// Coordinates and gradient words of each dim.
constexpr int kDimCoords[] = {1, 2, 3, 3, 2, 3, 3, 4};
constexpr int kDimGradients[] = {2, 4, 6, 4, 2, 4, 4, 4};

}  // namespace

std::span<const std::string_view> unifiedFormatNames(Gen g) {
  if (memoryFeatures(g).unifiedFormats11) return kUfmtNamesGfx11;
  if (memoryFeatures(g).unifiedFormat) return kUfmtNames;
  return {};
}

std::optional<int> unifiedFormatCode(std::string_view name, Gen g) {
  if (!name.starts_with("BUF_FMT_")) return std::nullopt;
  name.remove_prefix(8);
  const auto names = unifiedFormatNames(g);
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return int(i);
  return std::nullopt;
}

std::optional<int> dimByName(std::string_view name) {
  if (name.starts_with("SQ_RSRC_IMG_")) name.remove_prefix(12);
  for (size_t i = 0; i < std::size(kDimNames); ++i)
    if (kDimNames[i] == name) return int(i);
  return std::nullopt;
}

// LLVM's getAddrSizeMIMGOp: address dwords of an instruction for a dim (GFX10).
std::optional<int> mimgAddressWords(const OpInfo& info, int dim, bool a16, Gen g, bool& exact) {
  exact = true;
  if (dim < 0 || dim > 7) return std::nullopt;
  const ImageAddress& a = info.image;
  int words = a.extra;
  const int comps = (a.coords ? kDimCoords[dim] : 0) + (a.lodClampMip ? 1 : 0);
  words += a16 ? (comps + 1) / 2 : comps;
  if (a.gradients) {
    const bool g16Supported = memoryFeatures(g).g16;
    if ((a16 && !g16Supported) || a.g16) words += ((kDimGradients[dim] / 2) + 1) / 2 * 2;
    else words += kDimGradients[dim];
  }
  return words;
}

// The vaddr widths LLVM has instruction variants for (every generation's matcher).
void mimgAddressRange(const OpInfo& info, int& lo, int& hi) {
  const ImageAddress& a = info.image;
  if (!a.sampler) {
    lo = 1;
    hi = 4;
    return;
  }
  if (a.gradients) {
    lo = 2;
    hi = a.g16 ? (a.lodClampMip ? 8 : 7) : (a.lodClampMip ? 10 : 9);
  } else {
    lo = 1;
    hi = a.lodClampMip ? 4 : 3;
  }
  lo += a.extra;
  hi += a.extra;
}

bool mimgPreGfx10AddressOk(const OpInfo& info, int words) {
  int lo = 0, hi = 0;
  mimgAddressRange(info, lo, hi);
  if (words >= lo && words <= hi) return true;
  if (words == 4 && lo <= 3 && hi >= 3) return true;
  if (words == 8 && lo <= 7 && hi >= 5) return true;
  return false;
}

std::optional<int> unifiedFromSplit(int dfmt, int nfmt, Gen g) {
  if (dfmt == 0) return nfmt == 0 ? std::optional<int>(0) : std::nullopt;
  return unifiedFormatCode("BUF_FMT_" + std::string(kDfmtNames[dfmt]) + "_" + std::string(kNfmtNames[nfmt]), g);
}

int d16Components(const OpInfo& info) {
  std::string_view n = info.name;
  if (n.ends_with("_xyzw")) return 4;
  if (n.ends_with("_xyz")) return 3;
  if (n.ends_with("_xy")) return 2;
  return 1;
}

bool mimgIsSampler(const OpInfo& info) { return info.image.sampler; }

int imageListEntries(const OpInfo& info, Gen g) {
  if (!memoryFeatures(g).imageAddressFields) return 5;
  int n = 0;
  for (const FieldPos& p : layoutFor(Encoding::MIMG, g, imageSamplerWord(info))->fields) {
    if (p.width == 0) break;
    n += p.field == Field::VADDR || p.store == Store::NsaAddress;
  }
  return n;
}

RayQueryShape rayQueryShape(const OpInfo& info) {
  if (info.name == "image_bvh8_intersect_ray") return {10, {2, 2, 3, 3, 1}, false};
  if (info.name == "image_bvh_dual_intersect_ray") return {10, {2, 2, 3, 3, 2}, false};
  return {4, {(info.traits & kTraitBvh64) ? 2 : 1, 1, 3, 3, 3}, true};
}

NsaSizes partialNsaSizes(const OpInfo& info, int words, bool a16, Gen g) {
  if (info.traits & kTraitBvh) return {rayQueryShape(info).entries, a16 ? 4u : 5u};
  if (words < 2) return {};
  NsaSizes s{{1, 1, 1, 1, 1}, size_t(std::min(words, imageListEntries(info, g)))};
  s.vgprs[s.count - 1] = words - int(s.count) + 1;
  return s;
}

bool mimgGathers(const OpInfo& info, Gen g) {
  return (info.traits & kTraitGather) || ((info.traits & kTraitMsaa) && memoryFeatures(g).msaaLoadGathers);
}

}  // namespace gcnkit
