// Encoding families and their per-generation bit layouts, as data. One generic packer/unpacker
// (src/codec) reads these rows; no encoder or decoder code knows where a field sits.
#pragma once
#include <cstdint>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// Scalar memory is one family: SMRD (one dword) on GFX6/7 and SMEM (two dwords) from GFX8 are layouts of it.
// Instruction rows name a primary family (SOP1 ... EXP). VOP3B, SDWA, SDWAC, DPP and DPP8 are layouts only:
// the VOP3 variant with an SGPR result in bits 14:8, and the second dwords of the VOP1/VOP2/VOPC extensions
// (SDWAC is SDWA for VOPC on GFX9+, where the compare result sits where the destination selects are).
// GFX11 adds VOPD (two VALU operations in one word: rows are its X components, VOPDY names the opcode table of
// its Y components, which the decoder looks up like VOP3 for the 64-bit opcodes of VALU rows), VINTERP and
// LDSDIR (GFX12: VDSDIR). GFX12.5 adds VOPD3 (96 bits: 6-bit opcodes, a third source, neg modifiers; VOPD3Y the
// opcode table of its Y components). GFX12's VBUFFER, VFLAT/VGLOBAL/VSCRATCH, VIMAGE/VSAMPLE are layouts of MUBUF/MTBUF,
// FLAT/GLOBAL/SCRATCH and MIMG (docs/new-generations.md).
enum class Encoding : uint8_t {
  SOP1, SOP2, SOPK, SOPC, SOPP, SMEM,
  VOP1, VOP2, VOPC, VOP3, VOP3P, VINTRP, DS, MUBUF, MTBUF, MIMG, FLAT, GLOBAL, SCRATCH, EXP,
  VOP3B, SDWA, SDWAC, DPP, DPP8,
  VOPD, VOPDY, VINTERP, LDSDIR,
  VOPD3, VOPD3Y,
};
inline constexpr int kEncodingCount = 31;
std::string_view encodingName(Encoding e);
constexpr bool isScalar(Encoding e) { return e <= Encoding::SMEM; }
constexpr bool isValu(Encoding e) { return e >= Encoding::VOP1 && e <= Encoding::VOP3P; }
constexpr bool isVectorMemory(Encoding e) { return e >= Encoding::DS && e <= Encoding::SCRATCH; }
constexpr bool isFlat(Encoding e) { return e >= Encoding::FLAT && e <= Encoding::SCRATCH; }

// Named fields of a machine instruction. A layout places a subset of them. Source fields (SRC0-2) hold
// the 9-bit operand code (256 + n for vN) whatever the width of the bits that carry them; every other
// register field holds a plain register number (VGPR n, or the SGPR/special code).
enum class Field : uint8_t {
  OP, SDST, SSRC0, SSRC1, SIMM16,                          // SALU
  SDATA, SBASE, IMM, GLC, NV, SOE, DLC, OFFSET, SOFFSET,   // scalar memory (GLC..SOFFSET shared with vector memory)
  VDST, SRC0, SRC1, SRC2,                                  // VALU operands
  ABS, NEG, NEG_HI, CLAMP, OMOD, OPSEL, OPSEL_HI,          // VOP3/VOP3P modifiers (bit i = source i)
  DST_SEL, DST_UNUSED, SRC0_SEL, SRC1_SEL, SEXT, SD,       // SDWA (SD: VOPC result is sdst, not vcc)
  DPP_CTRL, FI, BOUND_CTRL, BANK_MASK, ROW_MASK, DPP8_SEL, // DPP, DPP8
  ATTR, ATTRCHAN,                                          // VINTRP
  OFFSET0, OFFSET1, GDS, ADDR, DATA0, DATA1,               // DS
  OFFEN, IDXEN, ADDR64, LDS, VADDR, VDATA, SRSRC, SLC, TFE, FORMAT,  // MUBUF/MTBUF (+ FLAT)
  SCC,                                                     // gfx90a scc / gfx940 sc1 cache bit (MUBUF MTBUF FLAT MIMG)
  DMASK, UNORM, DA, R128, A16, LWE, SSAMP, D16, DIM, NSA,  // MIMG
  SADDR,                                                   // GLOBAL/SCRATCH SGPR base
  EN, TGT, COMPR, DONE, VM, VSRC0, VSRC1, VSRC2, VSRC3,    // EXP
  // gfx950 v_mfma_scale_*: the v_mfma_ld_scale_b32 word before the MFMA word (codec/mai_scale.cpp); GFX12.5's
  // v_wmma_scale*: the v_wmma_ld_scale*_paired word before the WMMA word, its NEG and NEG_HI too (codec/wmma_scale.cpp)
  SCALE_SRC0, SCALE_SRC1, SCALE_OPSEL, SCALE_OPSEL_HI, SCALE_NEG, SCALE_NEG_HI,
  OPY, SRC0Y, SRC1Y, VDSTY,                                // VOPD: the Y component (X: OP, SRC0, SRC1, VDST)
  SRC2Y, NEGY,                                             // VOPD3: the Y component's third source and neg bits
  WAITEXP, WAITVDST, WAITVSRC,                             // VINTERP, LDSDIR/VDSDIR wait counts
  ROW_EN,                                                  // EXP (GFX11+)
  TH, SCOPE,                                               // GFX12 cache policy
  SCALE_OFFSET,                                            // GFX12.5: the register offset scaled by the access size
  // Text only, no layout stores it: how a true16 row's 16-bit VGPR operands were read when not as the target
  // reads them. 1: written plain (v1, not v1.l) on a real-true16 target, which llvm-mc 22 matches to the row's
  // fake16 form (and prints plain); 2: written as halves on a fake16 target where llvm-mc 22 still has the true16
  // form (GFX11's VOPC e32 forms, printed with halves).
  READING16,
  // Text only: 1 for a GFX12 atomic written without its result but with a returning th (TH_ATOMIC_RETURN), which
  // llvm-mc 22 matches to the non-returning form and prints so (the word returns into v0).
  RESULT_UNWRITTEN,
  // Text only: op_sel entries a byte_sel row reads and does not encode (codec/valu_rules.h byteSelMask), by OPSEL bit,
  // which llvm-mc 22 prints back after assembling.
  OPSEL_TEXT,
  Count
};
inline constexpr int kFieldCount = static_cast<int>(Field::Count);

// How a field's value is stored in its bits.
enum class Store : uint8_t {
  Bits,    // value bits [shift, shift+width) at lsb
  Vgpr,    // an 8-bit VGPR field of a source: stores the low 8 bits; decodes to 256 + n
  NotSgpr, // SDWA S0/S1: one bit that is 1 when the source is an SGPR/constant (value bit 8 clear)
  Div4,    // a 4-aligned SGPR tuple stored as its number / 4 (SRSRC, SSAMP)
  // GFX11+ scalar operand codes: null is 124 and m0 125 in the word; the Instruction holds the canonical codes
  // (m0Code(), opnd::kNull) on every generation, so the store exchanges the two (other values as Bits).
  ScalarSwap,
  // GFX11+ true16 VGPR fields of the 32-bit and DPP forms: bit 7 is the half (v1.h) of a 16-bit operand, which the
  // Instruction holds as OPSEL bit `shift` (src0 0, src1 1, src2 2, vdst 3); low bits as Vgpr (or a 9-bit source
  // code when width is 9). Applies to the operands the row marks 16-bit (OpInfo::halfOperands), else as Vgpr/Bits.
  Vgpr16,
  // GFX12 VIMAGE/VSAMPLE: the (shift + 1)-th further address VGPR of an image word (VADDR1-VADDR4), held in
  // Instruction::nsaAddr[shift] as GFX10/11's NSA addresses are (the field named is NSA; its value is unused).
  NsaAddress,
  // GFX12.5 VOPD3 src2 fields: a VGPR (stored as Vgpr), cndmask's lane-mask SGPR (a scalar code, m0 and null
  // exchanged as ScalarSwap does) or bitop2's bitop3 value (held as 256 + value, stored as a VGPR's number). Encoding
  // tells them by the value; decoding leaves the stored bits for codec.cpp's finishVopd3, which reads the row.
  Vopd3Src2,
};

struct FieldPos {
  Field field;
  uint8_t lsb;    // bit position within the (up to 64-bit) instruction
  uint8_t width;  // 0 = end of the list
  uint8_t shift = 0;
  Store store = Store::Bits;
};

inline constexpr int kMaxLayoutFields = 24;

// Which rows of its family a layout serves, where a family has several layouts on one generation (GFX12: MIMG's
// VSAMPLE layout for sampler rows, VIMAGE for the others).
enum class LayoutClass : uint8_t { Any, Sampler, NotSampler };

struct Layout {
  Encoding enc;
  Gen first, last;      // generations this layout applies to (inclusive)
  uint8_t dwords;       // 1, 2 or 3 (GFX12's memory words: fields at bit 64 and up), without any trailing literal
  uint64_t fixedMask;   // bits that identify the encoding
  uint64_t fixedValue;
  FieldPos fields[kMaxLayoutFields];  // terminated by width 0; extension layouts (SDWA, DPP, DPP8): positions
                                      // within their own dword, which follows the base layout's dwords
  LayoutClass rowClass = LayoutClass::Any;

  const FieldPos* find(Field f) const {
    for (const FieldPos& p : fields) {
      if (p.width == 0) return nullptr;
      if (p.field == f) return &p;
    }
    return nullptr;
  }
  bool has(Field f) const { return find(f) != nullptr; }
};

// The layout of an encoding on a generation (nullptr where the generation lacks it). Where a family has a layout
// for sampler rows too (GFX12's VSAMPLE), `sampler` picks that one.
const Layout* layoutFor(Encoding e, Gen g, bool sampler = false);
// The primary layouts of a generation, in the order in which their fixed bits must be tested when
// decoding (longer prefixes first).
std::span<const Layout* const> decodeOrder(Gen g);

// src0 values of a VOP1/VOP2/VOPC word that announce a second dword (GFX8+; DPP8 GFX10).
namespace ext {
inline constexpr uint32_t kSdwa = 0xF9, kDpp = 0xFA, kDpp8 = 0xE9, kDpp8Fi = 0xEA;
}

}  // namespace gcnkit
