// Facts of vector memory operand values and their LLVM names, shared by the parser, the printer and the
// emulator: MTBUF data, numeric and (GFX10) unified formats, MIMG dims, and the MIMG address sizes LLVM
// derives from an instruction's name.
#pragma once
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit {

// GFX6-9 data formats (BUF_DATA_FORMAT_*) and numeric formats (BUF_NUM_FORMAT_*).
inline constexpr std::string_view kDfmtNames[] = {"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11",
                                                  "11_11_10", "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32",
                                                  "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"};
inline constexpr std::string_view kNfmtNames[] = {"UNORM", "SNORM", "USCALED", "SSCALED",
                                                  "UINT",  "SINT",  "RESERVED_6", "FLOAT"};

// GFX10 unified buffer formats 0..77 (LLVM's UfmtSymbolicGFX10); 78..127 have no name.
inline constexpr std::string_view kUfmtNames[] = {
    "INVALID", "8_UNORM", "8_SNORM", "8_USCALED", "8_SSCALED", "8_UINT", "8_SINT", "16_UNORM", "16_SNORM",
    "16_USCALED", "16_SSCALED", "16_UINT", "16_SINT", "16_FLOAT", "8_8_UNORM", "8_8_SNORM", "8_8_USCALED",
    "8_8_SSCALED", "8_8_UINT", "8_8_SINT", "32_UINT", "32_SINT", "32_FLOAT", "16_16_UNORM", "16_16_SNORM",
    "16_16_USCALED", "16_16_SSCALED", "16_16_UINT", "16_16_SINT", "16_16_FLOAT", "10_11_11_UNORM",
    "10_11_11_SNORM", "10_11_11_USCALED", "10_11_11_SSCALED", "10_11_11_UINT", "10_11_11_SINT", "10_11_11_FLOAT",
    "11_11_10_UNORM", "11_11_10_SNORM", "11_11_10_USCALED", "11_11_10_SSCALED", "11_11_10_UINT", "11_11_10_SINT",
    "11_11_10_FLOAT", "10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_USCALED", "10_10_10_2_SSCALED",
    "10_10_10_2_UINT", "10_10_10_2_SINT", "2_10_10_10_UNORM", "2_10_10_10_SNORM", "2_10_10_10_USCALED",
    "2_10_10_10_SSCALED", "2_10_10_10_UINT", "2_10_10_10_SINT", "8_8_8_8_UNORM", "8_8_8_8_SNORM",
    "8_8_8_8_USCALED", "8_8_8_8_SSCALED", "8_8_8_8_UINT", "8_8_8_8_SINT", "32_32_UINT", "32_32_SINT",
    "32_32_FLOAT", "16_16_16_16_UNORM", "16_16_16_16_SNORM", "16_16_16_16_USCALED", "16_16_16_16_SSCALED",
    "16_16_16_16_UINT", "16_16_16_16_SINT", "16_16_16_16_FLOAT", "32_32_32_UINT", "32_32_32_SINT",
    "32_32_32_FLOAT", "32_32_32_32_UINT", "32_32_32_32_SINT", "32_32_32_32_FLOAT"};

// GFX11+ unified buffer formats 0..63 (LLVM's UfmtSymbolicGFX11: GFX10's without the 10_11_11/11_11_10 formats but
// FLOAT and the 10_10_10_2 scaled ones); 64..127 have no name.
inline constexpr std::string_view kUfmtNamesGfx11[] = {
    "INVALID", "8_UNORM", "8_SNORM", "8_USCALED", "8_SSCALED", "8_UINT", "8_SINT", "16_UNORM", "16_SNORM",
    "16_USCALED", "16_SSCALED", "16_UINT", "16_SINT", "16_FLOAT", "8_8_UNORM", "8_8_SNORM", "8_8_USCALED",
    "8_8_SSCALED", "8_8_UINT", "8_8_SINT", "32_UINT", "32_SINT", "32_FLOAT", "16_16_UNORM", "16_16_SNORM",
    "16_16_USCALED", "16_16_SSCALED", "16_16_UINT", "16_16_SINT", "16_16_FLOAT", "10_11_11_FLOAT", "11_11_10_FLOAT",
    "10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_UINT", "10_10_10_2_SINT", "2_10_10_10_UNORM",
    "2_10_10_10_SNORM", "2_10_10_10_USCALED", "2_10_10_10_SSCALED", "2_10_10_10_UINT", "2_10_10_10_SINT",
    "8_8_8_8_UNORM", "8_8_8_8_SNORM", "8_8_8_8_USCALED", "8_8_8_8_SSCALED", "8_8_8_8_UINT", "8_8_8_8_SINT",
    "32_32_UINT", "32_32_SINT", "32_32_FLOAT", "16_16_16_16_UNORM", "16_16_16_16_SNORM", "16_16_16_16_USCALED",
    "16_16_16_16_SSCALED", "16_16_16_16_UINT", "16_16_16_16_SINT", "16_16_16_16_FLOAT", "32_32_32_UINT",
    "32_32_32_SINT", "32_32_32_FLOAT", "32_32_32_32_UINT", "32_32_32_32_SINT", "32_32_32_32_FLOAT"};

// The unified format names of a generation (GFX10 or GFX11+; empty before GFX10).
std::span<const std::string_view> unifiedFormatNames(Gen g);

// MIMG dims (GFX10), printed with the SQ_RSRC_IMG_ prefix.
inline constexpr std::string_view kDimNames[] = {"1D",       "2D",       "3D",      "CUBE",
                                                 "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY"};

// BUF_FMT_<name> -> unified format code on g (GFX10+).
std::optional<int> unifiedFormatCode(std::string_view name, Gen g);
// GFX10+: the unified format named like a split (dfmt, nfmt) pair (LLVM's convertDfmtNfmt2Ufmt).
std::optional<int> unifiedFromSplit(int dfmt, int nfmt, Gen g);
// A dim name, with or without the SQ_RSRC_IMG_ prefix -> dim code.
std::optional<int> dimByName(std::string_view name);
// Components of a d16 buffer format op's data (its _x/_xy/_xyz/_xyzw suffix), unpacked one per dword.
int d16Components(const OpInfo& info);
// Whether an instruction takes a sampler-style address (image_sample*, image_gather4*, image_get_lod).
bool mimgIsSampler(const OpInfo& info);
// Whether GFX12 encodes the image row as a VSAMPLE word: the sampler rows and image_msaa_load (LLVM 22's tables).
inline bool imageSamplerWord(const OpInfo& info) { return (info.flags & kMemSample) || (info.traits & kTraitMsaa); }
// The VGPRs of each entry of a GFX11 address list (partial NSA) of `words` address words: singles, the fifth
// holding the rest; a ray query lists node pointer, extent, origin and the directions (packed with a16).
// count 0: the instruction has no list form.
struct NsaSizes {
  std::array<int, 5> vgprs{};
  size_t count = 0;
};
NsaSizes partialNsaSizes(const OpInfo& info, int words, bool a16, Gen g);
// A ray query's operands (rows with kTraitBvh): its result VGPRs and the VGPRs of each address entry (node pointer,
// ray extent, origin, direction, then the inverse direction, or GFX12's BVH8/dual node offset), and whether a16
// packs direction and inverse direction into one entry (3 VGPRs fewer). image_bvh_intersect_ray: 4, {1, 1, 3, 3, 3};
// image_bvh64_intersect_ray: 4, {2, 1, 3, 3, 3}; GFX12's image_bvh8_intersect_ray: 10, {2, 2, 3, 3, 1} and
// image_bvh_dual_intersect_ray: 10, {2, 2, 3, 3, 2} (a 64-bit extent with the instance mask; no a16).
struct RayQueryShape {
  int resultDwords = 4;
  std::array<int, 5> entries{};
  bool a16 = true;
  int words() const { return entries[0] + entries[1] + entries[2] + entries[3] + entries[4]; }
};
RayQueryShape rayQueryShape(const OpInfo& info);
// The most entries an image address list of the row holds on g: GFX11's partial NSA 5; on GFX12 the address fields of
// the row's layout (VIMAGE 5, VSAMPLE 4, whose fifth field is the sampler).
int imageListEntries(const OpInfo& info, Gen g);
// Whether an image instruction returns 4 values of one dmask channel (image_gather4*, GFX11's image_msaa_load).
bool mimgGathers(const OpInfo& info, Gen g);
// LLVM's getAddrSizeMIMGOp: address dwords of an instruction for a dim (GFX10).
std::optional<int> mimgAddressWords(const OpInfo& info, int dim, bool a16, Gen g, bool& exact);
// The vaddr widths LLVM has instruction variants for (every generation's matcher).
void mimgAddressRange(const OpInfo& info, int& lo, int& hi);
// Whether a GFX6-9 address tuple of `words` VGPRs matches a variant of the instruction.
bool mimgPreGfx10AddressOk(const OpInfo& info, int words);

}  // namespace gcnkit
