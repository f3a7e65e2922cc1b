// What each generation's vector memory and export instructions can do, as data: one row per generation,
// read by the MUBUF/MTBUF/FLAT/MIMG/DS/EXP parser, printer and codec instead of comparisons of generation
// numbers (facts from the ISA documents and llvm-mc 22).
#pragma once
#include <array>

#include "isa/target.h"

namespace gcnkit {

struct MemoryFeatures {
  bool nullRegister;   // `null` is an operand (and is what a flat "off" saddr encodes)
  bool addr64;         // MUBUF addr64
  bool dlc;            // the dlc cache-policy bit
  bool a16;            // image a16
  bool d16;            // d16 data (image d16 bit, buffer _d16 ops)
  bool packedD16;      // d16 data is packed two components per dword
  bool r128;           // the MIMG r128 bit (GFX9 gives that bit to a16)
  bool mimgDim;        // MIMG names its dim (no da) and may list addresses (NSA)
  bool unifiedFormat;  // MTBUF has one unified format field
  bool nfmt6;          // numeric format 6 has a name
  bool flatOffset;     // FLAT-segment instructions take an offset
  bool flatNoAddr;     // a global access may have both vaddr and saddr off
  bool swizzleModes;   // ds_swizzle_b32 has the FFT and ROTATE modes
  bool expPrim;        // export targets pos4 and prim exist
  bool g16;            // image gradients may be 16-bit with 32-bit addresses (_g16 ops; LLVM's FeatureG16, GFX10+:
                       // there a16 leaves the gradients 32-bit, as llvm-mc 22 sizes the address on gfx1010-gfx1013 too)
  bool vsCnt;          // stores and atomics without return count in VS_CNT, not VM_CNT (GFX10)
  bool storeDataExpCnt;  // a store's data VGPRs stay in use until EXP_CNT says they were read (GFX6)
  bool gds = true;     // DS instructions may address GDS (LLVM's FeatureGDS)
  bool bufferAtomicDlc = false;  // buffer atomics encode dlc (GFX10's take the word and encode nothing)
  bool expParamNull = true;      // export targets param0..31 and null exist (GFX11 reads attributes from LDS)
  bool expDualSrcBlend = false;  // export targets dual_src_blend0/1 exist
  bool scratchSve = false;       // SCRATCH addresses by a VGPR and an SGPR together, an SVE bit saying whether the
                                 // VGPR is used (GFX11+; gfx940-insts processors by feature: flatScratchSvs)
  bool otherD16Variants = true;  // LLVM's tables hold the other d16 data layout's buffer variants (refused by
                                 // predicate: "not valid for this GPU"); GFX11's have none
  bool flatSaddrVariant = false; // LLVM's table gives the flat segment GLOBAL's SGPR-pair form too, which its matcher
                                 // weighs and refuses (GFX11+)
  bool unifiedFormats11 = false; // MTBUF's unified formats are GFX11's table (kUfmtNamesGfx11), not GFX10's
  bool partialNsa = false;       // MIMG's NSA is one bit with one extra dword: at most 5 addresses, the last a tuple
                                 // holding the rest (GFX11+; GFX10's NSA counts up to 3 extra dwords of singles)
  bool msaaLoadGathers = false;  // image_msaa_load returns 4 samples of the one dmask channel, as image_gather4
                                 // does (GFX11+; GFX10.3's returns the dmask channels of one sample)
  bool flatOffsetSigned = false; // the flat segment's offset is signed, as global's and scratch's are (GFX12)
  bool imageAddressFields = false;  // every image address entry is a field of its own (VADDR, VADDR1-4): a list of
                                    // at most 5 (VSAMPLE: 4), no NSA bit, no tuple of several addresses (GFX12)
  bool splitWaitCounters = false;   // no s_waitcnt: a wait per counter (loadcnt, storecnt, samplecnt, bvhcnt, expcnt,
                                    // dscnt, kmcnt; LGKM_CNT split into dscnt and kmcnt: GFX12)
  bool smemLoadNegativeOffset = false;  // S_LOAD takes a negative instruction offset (and total); only S_BUFFER's is
                                        // a MEMVIOL (RDNA4 ISA, SMEM IOFFSET: GFX12)
  bool ldsDirectVmVsrc = false;  // LDS parameter/direct loads carry a wait_vm_vsrc bit of their own (GFX12's VDSDIR;
                                 // GFX11's LDSDIR waits for vector memory sources with s_waitcnt_depctr before it)
  bool flatSegmentSaddr = false;  // the flat segment takes GLOBAL's second address form too, a 32-bit VGPR offset and
                                  // an SGPR pair (GFX12.5; before, LLVM's matcher weighs and refuses it: flatSaddrVariant)
};

inline const MemoryFeatures& memoryFeatures(Gen g) {
  static constexpr std::array<MemoryFeatures, kGenCount> kRows{{
      // null  addr64 dlc    a16    d16    packed r128   dim    ufmt   nfmt6  flatOf noAddr swizz  prim   g16
      // vscnt  storeDataExpCnt  gds  bufferAtomicDlc  expParamNull  expDualSrcBlend  scratchSve  otherD16Variants
      // flatSaddrVariant  unifiedFormats11  partialNsa  msaaLoadGathers  flatOffsetSigned  imageAddressFields
      // splitWaitCounters  smemLoadNegativeOffset  ldsDirectVmVsrc  flatSegmentSaddr
      {false, true, false, false, false, false, true, false, false, false, false, false, false, false, false,
       false, true},  // GFX6
      {false, true, false, false, false, false, true, false, false, false, false, false, false, false, false,
       false, false},  // GFX7
      {false, false, false, false, true, false, true, false, false, true, false, false, false, false, false,
       false, false},  // GFX8
      {false, false, false, true, true, true, false, false, false, true, true, false, true, false, false,
       false, false},  // GFX9
      {true, false, true, true, true, true, true, true, true, true, true, false, true, true, true,
       true, false},  // GFX10
      {true, false, true, true, true, true, true, true, true, true, true, true, true, true, true,
       true, false},  // GFX10.3
      // (GFX12: no GDS, "gds modifier is not supported on this GPU"; a signed offset on every flat segment)
      {true, false, true, true, true, true, true, true, true, true, true, true, true, true, true,
       true, false, true, true, false, true, true, false, true, true, true, true},  // GFX11
      {true, false, true, true, true, true, true, true, true, true, true, true, true, true, true,
       true, false, false, true, false, true, true, false, true, true, true, true, true, true, true, true, true},  // GFX12
      // (GFX12.5: GFX12's row; no GDS either, and the flat segment's SGPR base)
      {true, false, true, true, true, true, true, true, true, true, true, true, true, true, true,
       true, false, false, true, false, true, true, false, true, true, true, true, true, true, true, true, true,
       true},  // GFX12.5
  }};
  return kRows[genIndex(g)];
}

// Whether DS instructions may address GDS (LLVM's FeatureGDS, which the gfx90a-insts processors lack).
inline bool hasGds(uint64_t features) { return !(features & kFeatGfx90aInsts); }

// The features of one processor: its generation's row, with what a processor flag changes (gfx810 packs d16
// data as GFX9 does).
inline MemoryFeatures memoryFeatures(const Target& t) {
  MemoryFeatures f = memoryFeatures(t.gen());
  if (t.proc->flags & kPackedD16Memory) f.packedD16 = true;
  f.gds = f.gds && hasGds(t.features);
  return f;
}

}  // namespace gcnkit
