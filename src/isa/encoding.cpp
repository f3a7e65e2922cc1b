#include "isa/encoding.h"

#include <array>
#include <vector>

namespace gcnkit {

namespace {

using F = Field;
constexpr uint64_t bits(int hi, int lo) { return ((~0ull) >> (63 - hi)) & ~((1ull << lo) - 1); }

// Bit layouts (facts from the ISA documents and llvm-mc). SALU layouts are the same on every generation.
constexpr std::array kLayouts{
    Layout{Encoding::SOP1, Gen::GFX6, Gen::GFX10_3, 1, bits(31, 23), 0x17Dull << 23,
           {{F::SDST, 16, 7}, {F::OP, 8, 8}, {F::SSRC0, 0, 8}}},
    Layout{Encoding::SOPC, Gen::GFX6, Gen::GFX10_3, 1, bits(31, 23), 0x17Eull << 23,
           {{F::OP, 16, 7}, {F::SSRC1, 8, 8}, {F::SSRC0, 0, 8}}},
    Layout{Encoding::SOPP, Gen::GFX6, Gen::GFX10_3, 1, bits(31, 23), 0x17Full << 23,
           {{F::OP, 16, 7}, {F::SIMM16, 0, 16}}},
    Layout{Encoding::SOPK, Gen::GFX6, Gen::GFX10_3, 1, bits(31, 28), 0xBull << 28,
           {{F::OP, 23, 5}, {F::SDST, 16, 7}, {F::SIMM16, 0, 16}}},
    Layout{Encoding::SOP2, Gen::GFX6, Gen::GFX10_3, 1, bits(31, 30), 0x2ull << 30,
           {{F::OP, 23, 7}, {F::SDST, 16, 7}, {F::SSRC1, 8, 8}, {F::SSRC0, 0, 8}}},
    // GFX6/7 SMRD: one dword; OFFSET is a dword offset (IMM=1) or an SGPR (IMM=0); on GFX7 IMM=0 with
    // OFFSET=255 means a 32-bit literal dword offset follows.
    Layout{Encoding::SMEM, Gen::GFX6, Gen::GFX7, 1, bits(31, 27), 0x18ull << 27,
           {{F::OP, 22, 5}, {F::SDATA, 15, 7}, {F::SBASE, 9, 6}, {F::IMM, 8, 1}, {F::OFFSET, 0, 8}}},
    // GFX8: 20-bit unsigned byte offset or an SGPR number in OFFSET.
    Layout{Encoding::SMEM, Gen::GFX8, Gen::GFX8, 2, bits(31, 26), 0x30ull << 26,
           {{F::OP, 18, 8}, {F::IMM, 17, 1}, {F::GLC, 16, 1}, {F::SDATA, 6, 7}, {F::SBASE, 0, 6},
            {F::OFFSET, 32, 20}}},
    // GFX9: 21-bit signed offset, SOE selects SOFFSET as an extra (or the only) register offset.
    Layout{Encoding::SMEM, Gen::GFX9, Gen::GFX9, 2, bits(31, 26), 0x30ull << 26,
           {{F::OP, 18, 8}, {F::IMM, 17, 1}, {F::GLC, 16, 1}, {F::NV, 15, 1}, {F::SOE, 14, 1},
            {F::SDATA, 6, 7}, {F::SBASE, 0, 6}, {F::OFFSET, 32, 21}, {F::SOFFSET, 57, 7}}},
    // GFX10: new prefix, no IMM/SOE bits; OFFSET and SOFFSET are always both used (SOFFSET=null for none).
    Layout{Encoding::SMEM, Gen::GFX10, Gen::GFX10_3, 2, bits(31, 26), 0x3Dull << 26,
           {{F::OP, 18, 8}, {F::GLC, 16, 1}, {F::DLC, 14, 1}, {F::SDATA, 6, 7}, {F::SBASE, 0, 6},
            {F::OFFSET, 32, 21}, {F::SOFFSET, 57, 7}}},
};

struct Tables {
  std::array<std::array<const Layout*, kEncodingCount>, kGenCount> byEnc{};
  std::array<std::vector<const Layout*>, kGenCount> order;
  Tables() {
    for (int g = 0; g < kGenCount; ++g) {
      for (const Layout& l : kLayouts) {
        if (g < genIndex(l.first) || g > genIndex(l.last)) continue;
        byEnc[g][static_cast<int>(l.enc)] = &l;
        order[g].push_back(&l);  // kLayouts lists longer prefixes first
      }
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

std::string_view encodingName(Encoding e) {
  constexpr std::array<std::string_view, kEncodingCount> n{"SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM"};
  return n[static_cast<int>(e)];
}

const Layout* layoutFor(Encoding e, Gen g) { return tables().byEnc[genIndex(g)][static_cast<int>(e)]; }

std::span<const Layout* const> decodeOrder(Gen g) { return tables().order[genIndex(g)]; }

}  // namespace gcnkit
