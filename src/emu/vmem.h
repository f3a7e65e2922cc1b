// Vector memory as the emulator decodes it once: one MemInst per MUBUF/MTBUF/DS/FLAT/GLOBAL/SCRATCH
// instruction (Program::mem, indexed by DInst::mem), with everything the execution needs resolved from
// the row and the fields, and the VGPRs every instruction reads and writes (for the in-flight checks).
#pragma once
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "codec/instruction.h"
#include "emu/apertures.h"
#include "emu/atomics.h"
#include "isa/target.h"

namespace gcnkit::emu {

inline constexpr uint32_t kNoMem = UINT32_MAX;

// What a memory instruction moves, derived once from its row.
enum class MemKind : uint8_t { Load, Store, Atomic, NoData };

struct MemInst {
  Encoding enc = Encoding::MUBUF;  // DS, MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH
  bool packedD16 = false;    // the processor packs d16 data two per VGPR (GFX9+, gfx810)
  MemKind kind = MemKind::Load;
  AtomicFn fn = AtomicFn::None;
  uint8_t elemBytes = 4;     // bytes per element moved: 1, 2 or 4 (dword ops move `dwords` elements of 4)
  uint8_t dwords = 1;        // data dwords (per address for DS read2/write2: per offset)
  bool sign = false;         // sign-extend a sub-dword load
  bool d16 = false;          // 16-bit data (d16 loads keep the other half of the VGPR)
  bool d16Hi = false;        // d16 data in the high half
  bool format = false;       // buffer_*_format_* (format from the resource)
  bool tformat = false;      // tbuffer_* (format from the instruction)
  uint8_t components = 0;    // format ops: components moved (x=1 .. xyzw=4)
  bool atomic64 = false;
  bool returns = false;      // writes VGPRs (loads; atomics with glc / _rtn)
  // Fields.
  uint16_t vdata = 0, vaddr = 0, vdst = 0;  // VGPR numbers (MUBUF vdata, DS/FLAT vdst)
  uint16_t data0 = 0, data1 = 0;            // DS data, FLAT data (data0)
  bool accData = false;                     // gfx90a+ acc bit: the data registers are AGPRs
  uint16_t srsrc = 0;                       // first SGPR of the resource
  uint16_t soffset = 0;                     // MUBUF soffset operand code
  uint64_t soffConst = 0;                   // its value when it is a constant
  bool soffIsConst = false;
  uint16_t saddr = 0xffff;                  // GLOBAL/SCRATCH SGPR base, or kNoSaddr (every other encoding)
  int32_t offset = 0;                       // MUBUF/FLAT immediate offset (FLAT: sign per generation)
  uint16_t offset0 = 0, offset1 = 0;        // DS offsets (or the 16-bit offset in offset0)
  uint8_t dfmt = 0, nfmt = 0;               // MTBUF format, split (GFX10 unified format mapped back)
  bool offen = false, idxen = false, addr64 = false, lds = false, glc = false, slc = false, tfe = false;
  bool ldsDma = false;                      // a gfx940+ global/scratch_load_lds_* row: LDS-DMA whatever bit 13 is
                                            // (decodeMemory leaves `lds` the bit; Program::mem has lds set)
  bool svs = false, sve = false;            // gfx940+ SCRATCH: VGPR and SGPR address together; VGPR used (bit 13)
  // GFX12.5 (CDNA5 ISA, flat/global/scratch addressing): a GLOBAL word with an SGPR base takes its VGPR offset as a
  // signed 32-bit byte offset, and SCALE_OFFSET multiplies the VGPR offset of that mode and of SCRATCH's SV/SVS
  // modes by the access size.
  bool vOffsetSigned = false;
  uint8_t vOffsetScale = 1;
  // The VGPR offset of a GLOBAL word with an SGPR base, or of a SCRATCH word, as the address adds it.
  int64_t vOffset(uint32_t v) const { return (vOffsetSigned ? int64_t(int32_t(v)) : int64_t(v)) * vOffsetScale; }
  bool gds = false;
  bool st64 = false, two = false;           // DS read2/write2 (st64: offsets in 64-element units)
  uint8_t dsSpecial = 0;                    // DsSpecial
  uint8_t trBits = 0;                       // DsTranspose: the element width (4, 6, 8, 16 bits)
  // MIMG
  uint8_t imageOp = 0;                      // ImageOp
  uint8_t dmask = 0;
  uint8_t pck = 0;                          // _pck loads/stores: 1 unsigned, 2 signed (_sgn): raw bits
  bool mip = false, da = false, a16 = false, lwe = false, sample = false;

  // A byte or short load's value into its destination VGPR: sign- or zero-extended, or (d16) into the half
  // d16Hi names with the other half kept.
  void placeSubDword(uint32_t raw, uint32_t& d) const {
    const unsigned bits = 8u * elemBytes;
    const uint32_t v = sign ? uint32_t(int32_t(raw << (32 - bits)) >> (32 - bits)) : raw;
    if (!d16) d = v;
    else if (d16Hi) d = (d & 0xffff) | v << 16;
    else d = (d & 0xffff0000u) | (v & 0xffff);
  }
};

// LDS-DMA loads (buffer `lds`, GFX9 global/scratch `lds`, gfx940's global/scratch_load_lds_*): the LDS byte
// address lane `lane`'s data goes to (src/emu/README.md, "Loads into LDS"): M0[15:0], plus the instruction
// offset for GLOBAL/SCRATCH (LLVM's global.load.lds: "imm offset (applied to both global and LDS address)";
// the buffer-memory document's MUBUF formula has none), plus the lane times the bytes a lane writes (a dword, zero-extended from a
// byte or short; 12 or 16 for gfx950's dwordx3/x4).
inline uint64_t ldsDmaAddress(uint32_t m0, const MemInst& m, unsigned lane) {
  const int64_t instOffset = m.enc == Encoding::MUBUF ? 0 : m.offset;
  return uint32_t(int64_t(m0 & 0xffff) + instOffset) + uint64_t(lane) * 4u * (m.elemBytes < 4 ? 1u : m.dwords);
}

enum ImageOp : uint8_t { ImgLoad, ImgStore, ImgAtomic, ImgResInfo, ImgOther };

inline constexpr uint16_t kNoSaddr = 0xffff;
static_assert(MemInst{}.saddr == kNoSaddr, "an instruction without an SGPR address reads none");

// What differs between generations in vector memory, as data (one row per generation).
struct VmemRules {
  bool ldsM0Limit;   // DS addresses at or above M0 are out of range (GFX6-8)
  bool oobSelect;    // the resource's OOB_SELECT field picks the range check; unified FORMAT field (GFX10)
  uint8_t flatScratchCode;  // operand code of FLAT_SCRATCH_LO; 0: the hwregs FLAT_SCR_LO/HI (GFX10)
  bool flatScratchOffset;   // FLAT_SCRATCH_HI is a 256-byte offset into the scratch backing memory (GFX7/8);
                            // else FLAT_SCRATCH is the 64-bit address of the wave's scratch
  bool dsUnaligned;         // plain DS reads/writes of 2, 4 and 8 bytes take unaligned addresses (GCN 1.4+)
  // The V# from GFX11 on: FORMAT [113:108] (6 bits; GFX10 7), a 2-bit swizzle enable [63:62] that also sizes the
  // swizzled element (1: 4 bytes, 3: 16 bytes); GFX12 adds STRIDE_SCALE [115:114] (x1, x4, x8, x32).
  bool rsrc11;
  bool strideScale;
  // GFX12.5: GLOBAL's and FLAT's VGPR offset is signed and SCALE_OFFSET scales it (MemInst::vOffset); FLAT takes
  // an SGPR base (the GVS mode)
  bool signedVgprOffset;
  // GFX12.5: FLAT's private aperture is bits 63:58 and its addresses are swizzled memory addresses of any wave's
  // scratch (FLAT_SCRATCH_BASE, emu/apertures.h); before, the aperture's low dword is the lane's private offset
  bool scratchAperture58;
};

// The flat apertures (high 32 bits of the 64-bit flat address): what src_shared_base / src_private_base
// read on GFX9+, and what a dispatch writes into the queue for GFX7/8 code (LLVM guide: apertures).
// kSharedApertureHi, kPrivateApertureHi: emu/apertures.h
inline const VmemRules& vmemRules(Gen g) {
  static constexpr std::array<VmemRules, kGenCount> kRows{{
      {true, false, 0, false, false, false, false, false, false},  // GFX6
      {true, false, 104, true, false, false, false, false, false},  // GFX7
      {true, false, 102, true, false, false, false, false, false},  // GFX8
      {false, false, 102, false, true, false, false, false, false},  // GFX9
      {false, true, 0, false, true, false, false, false, false},  // GFX10
      {false, true, 0, false, true, false, false, false, false},  // GFX10.3
      {false, true, 0, false, true, true, false, false, false},  // GFX11
      {false, true, 0, false, true, true, true, false, false},  // GFX12
      {false, true, 0, false, true, true, true, true, true},  // GFX12.5
  }};
  return kRows[genIndex(g)];
}

// DS instructions that are not plain reads, writes or atomics.
enum DsSpecial : uint8_t {
  DsNone, DsSwizzle, DsPermute, DsBPermute, DsAppend, DsConsume, DsAddTid, DsWrxchg2, DsSrc2, DsNop, DsGws,
  DsOrdered, DsCondXchg, DsTranspose
};

// What the emulator makes of a DS or MIMG row, from its table entry: decode and the fidelity report
// (src/emu/fidelity.cpp) share these, so what runs and what is reported cannot drift apart.
DsSpecial dsSpecialOf(const OpInfo& info);
constexpr bool dsModelled(DsSpecial s) { return s != DsGws && s != DsOrdered && s != DsSrc2 && s != DsCondXchg; }
ImageOp imageOpOf(const OpInfo& info, bool atomic);

// VGPRs an instruction touches: up to four ranges, each read or written.
struct VgprUse;
VgprUse maiRegisterUse(const Instruction& inst, const Target& t);  // src/emu/mai_exec.cpp

struct VgprUse {
  struct Range {
    uint16_t first = 0;
    uint8_t count = 0;
    bool write = false;
    bool agpr = false;  // an AGPR range (MAI operands)
  };
  std::array<Range, 8> r{};  // v_smfmac_*: A, B, the index, D read and written; VOPD: three and an accumulator twice
  uint8_t n = 0;
  void add(uint16_t first, unsigned count, bool write, bool agpr = false) {
    if (n < r.size() && count) r[n++] = Range{first, uint8_t(count), write, agpr};
  }
};

// Decodes the vector memory fields of `inst` into `out`; false when it is not a memory instruction the
// emulator runs through Program::mem.
bool decodeMemory(const Instruction& inst, Gen g, MemInst& out);
// The VGPRs any instruction (VALU or memory) reads and writes, for the in-flight checks.
VgprUse vgprUse(const Instruction& inst, Gen g, const MemInst* mem);

// Unified format code (GFX10+; GFX11 renumbered them) -> (dfmt, nfmt) of the split formats (LLVM's tables, read
// backwards, built once).
std::pair<uint8_t, uint8_t> splitFormat(uint32_t ufmt, Gen g);

}  // namespace gcnkit::emu
