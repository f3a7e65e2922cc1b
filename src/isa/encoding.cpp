#include "isa/encoding.h"

#include <array>
#include <vector>

namespace gcnkit {

namespace {

using F = Field;
using E = Encoding;
constexpr Gen G6 = Gen::GFX6, G7 = Gen::GFX7, G8 = Gen::GFX8, G9 = Gen::GFX9, G10 = Gen::GFX10,
              G103 = Gen::GFX10_3, G11 = Gen::GFX11, G12 = Gen::GFX12,
              G125 = Gen::GFX12_5;
constexpr uint64_t bits(int hi, int lo) { return ((~0ull) >> (63 - hi)) & ~((1ull << lo) - 1); }
constexpr FieldPos vgpr(Field f, int lsb) { return {f, uint8_t(lsb), 8, 0, Store::Vgpr}; }
constexpr FieldPos vopd3Src2(Field f, int lsb) { return {f, uint8_t(lsb), 8, 0, Store::Vopd3Src2}; }
constexpr FieldPos notSgpr(Field f, int lsb) { return {f, uint8_t(lsb), 1, 8, Store::NotSgpr}; }
constexpr FieldPos div4(Field f, int lsb) { return {f, uint8_t(lsb), 5, 0, Store::Div4}; }
// GFX12 images: the further address VGPR `index` (0: VADDR1) of a word.
constexpr FieldPos nsaAddress(int lsb, int index) { return {Field::NSA, uint8_t(lsb), 8, uint8_t(index), Store::NsaAddress}; }
constexpr FieldPos part(Field f, int lsb, int width, int shift) { return {f, uint8_t(lsb), uint8_t(width), uint8_t(shift)}; }
// GFX11+: a scalar operand field (m0 and null exchanged in the word).
constexpr FieldPos swap(Field f, int lsb, int width) { return {f, uint8_t(lsb), uint8_t(width), 0, Store::ScalarSwap}; }
// GFX11+: a VGPR field (width 8) or source field (width 9) whose bit 7 is the half of a 16-bit operand in the 32-bit
// and DPP forms, held as OPSEL bit `opsel`.
constexpr FieldPos half(Field f, int lsb, int width, int opsel) {
  return {f, uint8_t(lsb), uint8_t(width), uint8_t(opsel), Store::Vgpr16};
}

// The VALU source word of VOP3/VOP3P (bits 63:32), without the per-family modifier bits.
#define VOP3_SRCS {F::SRC0, 32, 9}, {F::SRC1, 41, 9}, {F::SRC2, 50, 9}
#define VOP3_SRCS11 swap(F::SRC0, 32, 9), swap(F::SRC1, 41, 9), swap(F::SRC2, 50, 9)
// MUBUF/MTBUF second dword; slc moves into the first dword on GFX8/9.
#define BUF_DWORD1 {F::VADDR, 32, 8}, {F::VDATA, 40, 8}, div4(F::SRSRC, 48), {F::TFE, 55, 1}, {F::SOFFSET, 56, 8}
// GFX11+: offen and idxen in the second dword, SOFFSET a GFX11 scalar code (tfe: MUBUF only).
#define BUF_DWORD1_11 {F::VADDR, 32, 8}, {F::VDATA, 40, 8}, div4(F::SRSRC, 48), {F::OFFEN, 54, 1}, {F::IDXEN, 55, 1}, \
    swap(F::SOFFSET, 56, 8)
#define MIMG_DWORD1 {F::VADDR, 32, 8}, {F::VDATA, 40, 8}, div4(F::SRSRC, 48), div4(F::SSAMP, 53)
#define FLAT_DWORD1 {F::ADDR, 32, 8}, {F::VDATA, 40, 8}, {F::VDST, 56, 8}
#define VFLAT_FIELDS swap(F::SADDR, 0, 7), {F::OP, 14, 8}, {F::VDST, 32, 8}, {F::SCOPE, 50, 2}, {F::TH, 52, 3}, \
    {F::VDATA, 55, 8}, {F::ADDR, 64, 8}, {F::OFFSET, 72, 24}
#define VFLAT_FIELDS125 {F::NV, 7, 1}, {F::SCALE_OFFSET, 48, 1}
#define VBUFFER_FIELDS swap(F::SOFFSET, 0, 7), {F::TFE, 22, 1}, {F::VDATA, 32, 8}, div4(F::SRSRC, 43), \
    {F::SCOPE, 50, 2}, {F::TH, 52, 3}, {F::OFFEN, 62, 1}, {F::IDXEN, 63, 1}, {F::VADDR, 64, 8}, {F::OFFSET, 72, 24}
#define IMAGE12_FIELDS {F::DIM, 0, 3}, {F::R128, 4, 1}, {F::D16, 5, 1}, {F::A16, 6, 1}, {F::OP, 14, 8}, \
    {F::DMASK, 22, 4}, {F::VDATA, 32, 8}, div4(F::SRSRC, 43), {F::SCOPE, 50, 2}, {F::TH, 52, 3}, {F::VADDR, 64, 8}, \
    nsaAddress(72, 0), nsaAddress(80, 1), nsaAddress(88, 2)
#define DS_DWORD1 {F::ADDR, 32, 8}, {F::DATA0, 40, 8}, {F::DATA1, 48, 8}, {F::VDST, 56, 8}
#define EXP_FIELDS {F::EN, 0, 4}, {F::TGT, 4, 6}, {F::COMPR, 10, 1}, {F::DONE, 11, 1}, {F::VM, 12, 1}, \
    {F::VSRC0, 32, 8}, {F::VSRC1, 40, 8}, {F::VSRC2, 48, 8}, {F::VSRC3, 56, 8}
#define VINTRP_FIELDS {F::VDST, 18, 8}, {F::OP, 16, 2}, {F::ATTR, 10, 6}, {F::ATTRCHAN, 8, 2}, vgpr(F::SRC0, 0)

// Bit layouts (facts from the ISA documents, each checked against llvm-mc encodings). Primary layouts are
// listed longest identifying prefix first: the decoder tries them in this order.
constexpr std::array kLayouts{
    // VOP3P (9-bit prefix) before VOP3: on GFX9 its prefix lies inside VOP3's.
    Layout{E::VOP3P, G9, G9, 2, bits(31, 23), 0x1A7ull << 23,
           {{F::OP, 16, 7}, {F::CLAMP, 15, 1}, part(F::OPSEL_HI, 14, 1, 2), {F::OPSEL, 11, 3}, {F::NEG_HI, 8, 3},
            {F::VDST, 0, 8}, VOP3_SRCS, part(F::OPSEL_HI, 59, 2, 0), {F::NEG, 61, 3}}},
    Layout{E::VOP3P, G10, G103, 2, bits(31, 23), 0x198ull << 23,
           {{F::OP, 16, 7}, {F::CLAMP, 15, 1}, part(F::OPSEL_HI, 14, 1, 2), {F::OPSEL, 11, 3}, {F::NEG_HI, 8, 3},
            {F::VDST, 0, 8}, VOP3_SRCS, part(F::OPSEL_HI, 59, 2, 0), {F::NEG, 61, 3}}},
    Layout{E::VOP3P, G11, G12, 2, bits(31, 23), 0x198ull << 23,
           {{F::OP, 16, 7}, {F::CLAMP, 15, 1}, part(F::OPSEL_HI, 14, 1, 2), {F::OPSEL, 11, 3}, {F::NEG_HI, 8, 3},
            {F::VDST, 0, 8}, VOP3_SRCS11, part(F::OPSEL_HI, 59, 2, 0), {F::NEG, 61, 3}}},
    // GFX12.5: an 8-bit opcode (23:16; the matrix rows from 0x80) under the prefix 0xCC.
    Layout{E::VOP3P, G125, G125, 2, bits(31, 24), 0xCCull << 24,
           {{F::OP, 16, 8}, {F::CLAMP, 15, 1}, part(F::OPSEL_HI, 14, 1, 2), {F::OPSEL, 11, 3}, {F::NEG_HI, 8, 3},
            {F::VDST, 0, 8}, VOP3_SRCS11, part(F::OPSEL_HI, 59, 2, 0), {F::NEG, 61, 3}}},
    // GFX11 attribute interpolation. VINTERP: a VALU-like word (VOP3P's prefix with bits 25:24 = 1; bit 23 reserved);
    // LDSDIR: an attribute or LDS read into a VGPR (bits 23:22 reserved, zero in every word llvm-mc 22 decodes).
    Layout{E::VINTERP, G11, G12, 2, bits(31, 24), 0xCDull << 24,
           {{F::VDST, 0, 8}, {F::WAITEXP, 8, 3}, {F::OPSEL, 11, 4}, {F::CLAMP, 15, 1}, {F::OP, 16, 7},
            {F::SRC0, 32, 9}, {F::SRC1, 41, 9}, {F::SRC2, 50, 9}, {F::NEG, 61, 3}}},
    Layout{E::LDSDIR, G11, G11, 1, bits(31, 22), 0xCEull << 24,
           {{F::VDST, 0, 8}, {F::ATTRCHAN, 8, 2}, {F::ATTR, 10, 6}, {F::WAITVDST, 16, 4}, {F::OP, 20, 2}}},
    // GFX12's VDSDIR (ds_param_load, ds_direct_load): LDSDIR's fields, the VALU wait as wait_va_vdst, and bit 23 the
    // wait for VMEM source reads (wait_vm_vsrc; bit 22 reserved).
    Layout{E::LDSDIR, G12, G12, 1, bits(31, 24) | bits(22, 22), 0xCEull << 24,
           {{F::VDST, 0, 8}, {F::ATTRCHAN, 8, 2}, {F::ATTR, 10, 6}, {F::WAITVDST, 16, 4}, {F::OP, 20, 2},
            {F::WAITVSRC, 23, 1}}},
    // GFX11 VOPD: two VALU operations; VDSTY keeps bits 7:1 (bit 0 is the complement of VDST's, codec.cpp).
    Layout{E::VOPD, G11, G125, 2, bits(31, 26), 0x32ull << 26,
           {swap(F::SRC0, 0, 9), vgpr(F::SRC1, 9), {F::OPY, 17, 5}, {F::OP, 22, 4}, swap(F::SRC0Y, 32, 9),
            vgpr(F::SRC1Y, 41), part(F::VDSTY, 49, 7, 1), {F::VDST, 56, 8}}},
    // GFX12.5 VOPD3: 6-bit X/Y opcodes, a neg bit per source of each component, VGPR-only src1/src2 fields (src2
    // holds cndmask's SGPR and bitop2's bitop3 value: codec.cpp), full 8-bit destinations, no literal.
    Layout{E::VOPD3, G125, G125, 3, bits(31, 24), 0xCFull << 24,
           {swap(F::SRC0, 0, 9), {F::OPY, 12, 6}, {F::OP, 18, 6}, swap(F::SRC0Y, 32, 9), {F::NEG, 41, 3},
            {F::NEGY, 44, 3}, vgpr(F::SRC1, 48), vopd3Src2(F::SRC2, 56), {F::VDST, 64, 8}, vgpr(F::SRC1Y, 72),
            vopd3Src2(F::SRC2Y, 80), {F::VDSTY, 88, 8}}},
    Layout{E::SOP1, G6, G103, 1, bits(31, 23), 0x17Dull << 23,
           {{F::SDST, 16, 7}, {F::OP, 8, 8}, {F::SSRC0, 0, 8}}},
    Layout{E::SOP1, G11, G125, 1, bits(31, 23), 0x17Dull << 23,
           {swap(F::SDST, 16, 7), {F::OP, 8, 8}, swap(F::SSRC0, 0, 8)}},
    Layout{E::SOPC, G6, G103, 1, bits(31, 23), 0x17Eull << 23,
           {{F::OP, 16, 7}, {F::SSRC1, 8, 8}, {F::SSRC0, 0, 8}}},
    Layout{E::SOPC, G11, G125, 1, bits(31, 23), 0x17Eull << 23,
           {{F::OP, 16, 7}, swap(F::SSRC1, 8, 8), swap(F::SSRC0, 0, 8)}},
    Layout{E::SOPP, G6, G125, 1, bits(31, 23), 0x17Full << 23,
           {{F::OP, 16, 7}, {F::SIMM16, 0, 16}}},
    Layout{E::VOP1, G6, G103, 1, bits(31, 25), 0x3Full << 25,
           {{F::VDST, 17, 8}, {F::OP, 9, 8}, {F::SRC0, 0, 9}}},
    Layout{E::VOP1, G11, G125, 1, bits(31, 25), 0x3Full << 25,
           {half(F::VDST, 17, 8, 3), {F::OP, 9, 8}, half(F::SRC0, 0, 9, 0)}},
    Layout{E::VOPC, G6, G103, 1, bits(31, 25), 0x3Eull << 25,
           {{F::OP, 17, 8}, vgpr(F::SRC1, 9), {F::SRC0, 0, 9}}},
    Layout{E::VOPC, G11, G125, 1, bits(31, 25), 0x3Eull << 25,
           {{F::OP, 17, 8}, half(F::SRC1, 9, 8, 1), half(F::SRC0, 0, 9, 0)}},
    // GFX6/7 SMRD: one dword; OFFSET is a dword offset (IMM=1) or an SGPR (IMM=0); on GFX7 IMM=0 with
    // OFFSET=255 means a 32-bit literal dword offset follows.
    Layout{E::SMEM, G6, G7, 1, bits(31, 27), 0x18ull << 27,
           {{F::OP, 22, 5}, {F::SDATA, 15, 7}, {F::SBASE, 9, 6}, {F::IMM, 8, 1}, {F::OFFSET, 0, 8}}},
    // GFX8: 20-bit unsigned byte offset or an SGPR number in OFFSET.
    Layout{E::SMEM, G8, G8, 2, bits(31, 26), 0x30ull << 26,
           {{F::OP, 18, 8}, {F::IMM, 17, 1}, {F::GLC, 16, 1}, {F::SDATA, 6, 7}, {F::SBASE, 0, 6},
            {F::OFFSET, 32, 20}}},
    // GFX9: 21-bit signed offset, SOE selects SOFFSET as an extra (or the only) register offset.
    Layout{E::SMEM, G9, G9, 2, bits(31, 26), 0x30ull << 26,
           {{F::OP, 18, 8}, {F::IMM, 17, 1}, {F::GLC, 16, 1}, {F::NV, 15, 1}, {F::SOE, 14, 1},
            {F::SDATA, 6, 7}, {F::SBASE, 0, 6}, {F::OFFSET, 32, 21}, {F::SOFFSET, 57, 7}}},
    // GFX10: new prefix, no IMM/SOE bits; OFFSET and SOFFSET are always both used (SOFFSET=null for none).
    Layout{E::SMEM, G10, G103, 2, bits(31, 26), 0x3Dull << 26,
           {{F::OP, 18, 8}, {F::GLC, 16, 1}, {F::DLC, 14, 1}, {F::SDATA, 6, 7}, {F::SBASE, 0, 6},
            {F::OFFSET, 32, 21}, {F::SOFFSET, 57, 7}}},
    // GFX11: glc and dlc one and two bits lower.
    Layout{E::SMEM, G11, G11, 2, bits(31, 26), 0x3Dull << 26,
           {{F::OP, 18, 8}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, swap(F::SDATA, 6, 7), {F::SBASE, 0, 6},
            {F::OFFSET, 32, 21}, swap(F::SOFFSET, 57, 7)}},
    // GFX12: a 6-bit opcode in bits 18:13, the cache policy as th (24:23) and scope (22:21), a 24-bit signed offset.
    Layout{E::SMEM, G12, G12, 2, bits(31, 26), 0x3Dull << 26,
           {{F::TH, 23, 2}, {F::SCOPE, 21, 2}, {F::OP, 13, 6}, swap(F::SDATA, 6, 7), {F::SBASE, 0, 6},
            {F::OFFSET, 32, 24}, swap(F::SOFFSET, 57, 7)}},
    // GFX12.5: GFX12's word plus nv (bit 20) and scale_offset (bit 56: the register offset scaled by the load's
    // size); bit 19 stays reserved.
    Layout{E::SMEM, G125, G125, 2, bits(31, 26), 0x3Dull << 26,
           {{F::TH, 23, 2}, {F::SCOPE, 21, 2}, {F::NV, 20, 1}, {F::OP, 13, 6}, swap(F::SDATA, 6, 7), {F::SBASE, 0, 6},
            {F::OFFSET, 32, 24}, {F::SCALE_OFFSET, 56, 1}, swap(F::SOFFSET, 57, 7)}},
    // VOP3 (VOP3a): 9-bit opcode on GFX6/7, 10-bit from GFX8; op_sel from GFX9; prefix 0x35 on GFX10.
    Layout{E::VOP3, G6, G7, 2, bits(31, 26), 0x34ull << 26,
           {{F::OP, 17, 9}, {F::CLAMP, 11, 1}, {F::ABS, 8, 3}, {F::VDST, 0, 8}, VOP3_SRCS, {F::OMOD, 59, 2},
            {F::NEG, 61, 3}}},
    Layout{E::VOP3, G8, G8, 2, bits(31, 26), 0x34ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::ABS, 8, 3}, {F::VDST, 0, 8}, VOP3_SRCS, {F::OMOD, 59, 2},
            {F::NEG, 61, 3}}},
    Layout{E::VOP3, G9, G9, 2, bits(31, 26), 0x34ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::OPSEL, 11, 4}, {F::ABS, 8, 3}, {F::VDST, 0, 8}, VOP3_SRCS,
            {F::OMOD, 59, 2}, {F::NEG, 61, 3}}},
    Layout{E::VOP3, G10, G103, 2, bits(31, 26), 0x35ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::OPSEL, 11, 4}, {F::ABS, 8, 3}, {F::VDST, 0, 8}, VOP3_SRCS,
            {F::OMOD, 59, 2}, {F::NEG, 61, 3}}},
    // (GFX11: VDST is an SGPR code for the rows whose result is a lane mask or SGPR; codec.cpp swaps it then.)
    Layout{E::VOP3, G11, G125, 2, bits(31, 26), 0x35ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::OPSEL, 11, 4}, {F::ABS, 8, 3}, swap(F::VDST, 0, 8), VOP3_SRCS11,
            {F::OMOD, 59, 2}, {F::NEG, 61, 3}}},
    // VINTRP: 0x32 on GFX6/7 and GFX10, 0x35 on GFX8/9.
    Layout{E::VINTRP, G6, G7, 1, bits(31, 26), 0x32ull << 26, {VINTRP_FIELDS}},
    Layout{E::VINTRP, G8, G9, 1, bits(31, 26), 0x35ull << 26, {VINTRP_FIELDS}},
    Layout{E::VINTRP, G10, G103, 1, bits(31, 26), 0x32ull << 26, {VINTRP_FIELDS}},
    // DS: opcode and gds one bit lower on GFX8/9.
    Layout{E::DS, G6, G7, 2, bits(31, 26), 0x36ull << 26,
           {{F::OP, 18, 8}, {F::GDS, 17, 1}, {F::OFFSET1, 8, 8}, {F::OFFSET0, 0, 8}, DS_DWORD1}},
    // (bit 25: gfx90a's acc bit, AGPR data, read as TFE as on MUBUF; no text has it before gfx90a)
    Layout{E::DS, G8, G9, 2, bits(31, 26), 0x36ull << 26,
           {{F::OP, 17, 8}, {F::GDS, 16, 1}, {F::OFFSET1, 8, 8}, {F::OFFSET0, 0, 8}, DS_DWORD1, {F::TFE, 25, 1}}},
    // (GFX12.5: the same bits; no processor has GDS there, MemoryFeatures::gds)
    Layout{E::DS, G10, G125, 2, bits(31, 26), 0x36ull << 26,
           {{F::OP, 18, 8}, {F::GDS, 17, 1}, {F::OFFSET1, 8, 8}, {F::OFFSET0, 0, 8}, DS_DWORD1}},
    // MUBUF: addr64 on GFX6/7, slc in the first dword on GFX8/9, dlc on GFX10.
    Layout{E::MUBUF, G6, G7, 2, bits(31, 26), 0x38ull << 26,
           {{F::OP, 18, 7}, {F::LDS, 16, 1}, {F::ADDR64, 15, 1}, {F::GLC, 14, 1}, {F::IDXEN, 13, 1},
            {F::OFFEN, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1, {F::SLC, 54, 1}}},
    // (bit 15: GFX9's scc / sc1 of gfx90a-insts processors; the printer refuses it on the others)
    Layout{E::MUBUF, G8, G9, 2, bits(31, 26), 0x38ull << 26,
           {{F::OP, 18, 7}, {F::SLC, 17, 1}, {F::LDS, 16, 1}, {F::SCC, 15, 1}, {F::GLC, 14, 1}, {F::IDXEN, 13, 1},
            {F::OFFEN, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1}},
    Layout{E::MUBUF, G10, G103, 2, bits(31, 26), 0x38ull << 26,
           {{F::OP, 18, 7}, part(F::OP, 25, 1, 7), {F::LDS, 16, 1}, {F::DLC, 15, 1}, {F::GLC, 14, 1},
            {F::IDXEN, 13, 1}, {F::OFFEN, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1, {F::SLC, 54, 1}}},
    // GFX11: an 8-bit opcode, the cache bits in 14:12, offen/idxen/tfe in the second dword, SOFFSET's null and m0
    // exchanged; no LDS-DMA form (bits 15 and 16 are no field).
    Layout{E::MUBUF, G11, G11, 2, bits(31, 26), 0x38ull << 26,
           {{F::OP, 18, 8}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, {F::SLC, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1_11,
            {F::TFE, 53, 1}}},
    // GFX12 VBUFFER: MTBUF and MUBUF in three dwords under one prefix, MTBUF's opcodes the 0x80-0x8f of one 8-bit
    // field (MTBUF is tried first). The first dword holds soffset (7 bits: no inline constants; null and m0 exchanged;
    // bit 7 nv, left out as VFLAT's), the opcode and tfe; the second vdata, the resource's number / 4 in 15:11, scope,
    // th, the format (1 in every MUBUF word), offen and idxen; the third the VGPR address and the offset.
    Layout{E::MTBUF, G12, G12, 3, bits(31, 24) | bits(21, 18), (0xC4ull << 24) | (0x8ull << 18),
           {{F::OP, 14, 4}, {F::FORMAT, 55, 7}, VBUFFER_FIELDS}},
    Layout{E::MUBUF, G12, G12, 3, bits(31, 24) | bits(61, 55), (0xC4ull << 24) | (1ull << 55),
           {{F::OP, 14, 8}, VBUFFER_FIELDS}},
    // GFX12.5: MUBUF alone (no tbuffer_* rows, no format rows), with nv in bit 7.
    Layout{E::MUBUF, G125, G125, 3, bits(31, 24) | bits(61, 55), (0xC4ull << 24) | (1ull << 55),
           {{F::OP, 14, 8}, {F::NV, 7, 1}, VBUFFER_FIELDS}},
    // MTBUF: FORMAT is dfmt (bits 3:0) | nfmt << 4 before GFX10 and the unified format after.
    Layout{E::MTBUF, G6, G7, 2, bits(31, 26), 0x3Aull << 26,
           {{F::FORMAT, 19, 7}, {F::OP, 16, 3}, {F::ADDR64, 15, 1}, {F::GLC, 14, 1}, {F::IDXEN, 13, 1},
            {F::OFFEN, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1, {F::SLC, 54, 1}}},
    Layout{E::MTBUF, G8, G9, 2, bits(31, 26), 0x3Aull << 26,
           {{F::FORMAT, 19, 7}, {F::OP, 15, 4}, {F::GLC, 14, 1}, {F::IDXEN, 13, 1}, {F::OFFEN, 12, 1},
            {F::OFFSET, 0, 12}, BUF_DWORD1, {F::SCC, 53, 1}, {F::SLC, 54, 1}}},
    Layout{E::MTBUF, G10, G103, 2, bits(31, 26), 0x3Aull << 26,
           {{F::FORMAT, 19, 7}, {F::OP, 16, 3}, part(F::OP, 53, 1, 3), {F::DLC, 15, 1}, {F::GLC, 14, 1},
            {F::IDXEN, 13, 1}, {F::OFFEN, 12, 1}, {F::OFFSET, 0, 12}, BUF_DWORD1, {F::SLC, 54, 1}}},
    // GFX11: the opcode in 18:15 and no tfe.
    Layout{E::MTBUF, G11, G11, 2, bits(31, 26), 0x3Aull << 26,
           {{F::FORMAT, 19, 7}, {F::OP, 15, 4}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, {F::SLC, 12, 1}, {F::OFFSET, 0, 12},
            BUF_DWORD1_11}},
    // MIMG: d16 from GFX8 (bit 63), a16 in bit 15 on GFX9 (r128 before), GFX10 adds dim, dlc and NSA.
    Layout{E::MIMG, G6, G7, 2, bits(31, 26), 0x3Cull << 26,
           {{F::SLC, 25, 1}, {F::OP, 18, 7}, {F::LWE, 17, 1}, {F::TFE, 16, 1}, {F::R128, 15, 1}, {F::DA, 14, 1},
            {F::GLC, 13, 1}, {F::UNORM, 12, 1}, {F::DMASK, 8, 4}, MIMG_DWORD1}},
    Layout{E::MIMG, G8, G8, 2, bits(31, 26), 0x3Cull << 26,
           {{F::SLC, 25, 1}, {F::OP, 18, 7}, {F::LWE, 17, 1}, {F::TFE, 16, 1}, {F::R128, 15, 1}, {F::DA, 14, 1},
            {F::GLC, 13, 1}, {F::UNORM, 12, 1}, {F::DMASK, 8, 4}, MIMG_DWORD1, {F::D16, 63, 1}}},
    Layout{E::MIMG, G9, G9, 2, bits(31, 26), 0x3Cull << 26,
           {{F::SLC, 25, 1}, {F::OP, 18, 7}, {F::LWE, 17, 1}, {F::TFE, 16, 1}, {F::A16, 15, 1}, {F::DA, 14, 1},
            {F::GLC, 13, 1}, {F::UNORM, 12, 1}, {F::DMASK, 8, 4}, {F::SCC, 7, 1}, MIMG_DWORD1, {F::D16, 63, 1}}},
    Layout{E::MIMG, G10, G103, 2, bits(31, 26), 0x3Cull << 26,
           {{F::SLC, 25, 1}, {F::OP, 18, 7}, part(F::OP, 0, 1, 7), {F::LWE, 17, 1}, {F::TFE, 16, 1},
            {F::R128, 15, 1}, {F::GLC, 13, 1}, {F::UNORM, 12, 1}, {F::DMASK, 8, 4}, {F::DLC, 7, 1},
            {F::DIM, 3, 3}, {F::NSA, 1, 2}, MIMG_DWORD1, {F::A16, 62, 1}, {F::D16, 63, 1}}},
    // GFX11: an 8-bit opcode, the cache bits below it, ssamp in 62:58; NSA is one bit saying whether one extra dword
    // of addresses follows (at most 5 addresses, the last a tuple when more are needed: partial NSA).
    Layout{E::MIMG, G11, G11, 2, bits(31, 26), 0x3Cull << 26,
           {{F::OP, 18, 8}, {F::D16, 17, 1}, {F::A16, 16, 1}, {F::R128, 15, 1}, {F::GLC, 14, 1}, {F::DLC, 13, 1},
            {F::SLC, 12, 1}, {F::DMASK, 8, 4}, {F::UNORM, 7, 1}, {F::DIM, 2, 3}, {F::NSA, 0, 1}, {F::VADDR, 32, 8},
            {F::VDATA, 40, 8}, div4(F::SRSRC, 48), {F::TFE, 53, 1}, {F::LWE, 54, 1}, div4(F::SSAMP, 58)}},
    // GFX12 VIMAGE and VSAMPLE: three dwords; every address VGPR a field of its own (VADDR, then VADDR1-VADDR4 as the
    // NSA addresses: up to 5 for VIMAGE, the fifth in place of VSAMPLE's sampler, so 4 there). VSAMPLE serves the
    // sampler rows and image_msaa_load (isa/vmem_formats.h imageSamplerWord), and holds unorm, lwe and tfe elsewhere.
    Layout{E::MIMG, G12, G12, 3, bits(31, 26), 0x34ull << 26,
           {IMAGE12_FIELDS, {F::TFE, 55, 1}, nsaAddress(56, 3)}, LayoutClass::NotSampler},
    Layout{E::MIMG, G12, G12, 3, bits(31, 26), 0x39ull << 26,
           {IMAGE12_FIELDS, {F::TFE, 3, 1}, {F::UNORM, 13, 1}, {F::LWE, 40, 1}, div4(F::SSAMP, 57)}, LayoutClass::Sampler},
    // GFX12.5 has no image instructions; its VIMAGE words are the tensor rows' (tensor_load_to_lds,
    // tensor_store_from_lds: text/tensor_text.cpp): VIMAGE's fields, nv in bit 7, and the four SGPR groups of the
    // tensor descriptor in the address bytes (VADDR, then SRC0-SRC2 for VIMAGE's second to fourth address bytes), the
    // fifth address byte (VDST, its raw byte) null; null and m0 exchanged in the groups' bytes, as in GFX11+'s scalar
    // fields.
    Layout{E::MIMG, G125, G125, 3, bits(31, 26), 0x34ull << 26,
           {{F::DIM, 0, 3}, {F::R128, 4, 1}, {F::D16, 5, 1}, {F::A16, 6, 1}, {F::NV, 7, 1}, {F::OP, 14, 8},
            {F::DMASK, 22, 4}, {F::VDATA, 32, 8}, div4(F::SRSRC, 43), {F::SCOPE, 50, 2}, {F::TH, 52, 3}, {F::TFE, 55, 1},
            {F::VDST, 56, 8}, swap(F::VADDR, 64, 8), swap(F::SRC0, 72, 8), swap(F::SRC1, 80, 8), swap(F::SRC2, 88, 8)}},
    // FLAT (GFX7/8 one segment), GFX9/10 FLAT/SCRATCH/GLOBAL told apart by SEG (bits 15:14).
    Layout{E::FLAT, G7, G8, 2, bits(31, 26), 0x37ull << 26,
           {{F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, FLAT_DWORD1, {F::TFE, 55, 1}}},
    Layout{E::FLAT, G9, G9, 2, bits(31, 26) | bits(15, 14), 0x37ull << 26,
           {{F::SCC, 25, 1}, {F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            {F::SADDR, 48, 7}, {F::NV, 55, 1}}},
    Layout{E::SCRATCH, G9, G9, 2, bits(31, 26) | bits(15, 14), (0x37ull << 26) | (1ull << 14),
           {{F::SCC, 25, 1}, {F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            {F::SADDR, 48, 7}, {F::NV, 55, 1}}},
    Layout{E::GLOBAL, G9, G9, 2, bits(31, 26) | bits(15, 14), (0x37ull << 26) | (2ull << 14),
           {{F::SCC, 25, 1}, {F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            {F::SADDR, 48, 7}, {F::NV, 55, 1}}},
    Layout{E::FLAT, G10, G103, 2, bits(31, 26) | bits(15, 14), 0x37ull << 26,
           {{F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::DLC, 12, 1}, {F::OFFSET, 0, 12},
            FLAT_DWORD1, {F::SADDR, 48, 7}}},
    Layout{E::SCRATCH, G10, G103, 2, bits(31, 26) | bits(15, 14), (0x37ull << 26) | (1ull << 14),
           {{F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::DLC, 12, 1}, {F::OFFSET, 0, 12},
            FLAT_DWORD1, {F::SADDR, 48, 7}}},
    Layout{E::GLOBAL, G10, G103, 2, bits(31, 26) | bits(15, 14), (0x37ull << 26) | (2ull << 14),
           {{F::OP, 18, 7}, {F::SLC, 17, 1}, {F::GLC, 16, 1}, {F::LDS, 13, 1}, {F::DLC, 12, 1}, {F::OFFSET, 0, 12},
            FLAT_DWORD1, {F::SADDR, 48, 7}}},
    // GFX11: SEG in bits 17:16, the cache bits below it, a 13-bit offset (signed but for the FLAT segment), SADDR's
    // null and m0 exchanged; SCRATCH's bit 55 is SVE (the VGPR address is used), held in LDS as gfx940's bit 13 is.
    Layout{E::FLAT, G11, G11, 2, bits(31, 26) | bits(17, 16), 0x37ull << 26,
           {{F::OP, 18, 7}, {F::SLC, 15, 1}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            swap(F::SADDR, 48, 7)}},
    Layout{E::SCRATCH, G11, G11, 2, bits(31, 26) | bits(17, 16), (0x37ull << 26) | (1ull << 16),
           {{F::OP, 18, 7}, {F::SLC, 15, 1}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            swap(F::SADDR, 48, 7), {F::LDS, 55, 1}}},
    Layout{E::GLOBAL, G11, G11, 2, bits(31, 26) | bits(17, 16), (0x37ull << 26) | (2ull << 16),
           {{F::OP, 18, 7}, {F::SLC, 15, 1}, {F::GLC, 14, 1}, {F::DLC, 13, 1}, {F::OFFSET, 0, 13}, FLAT_DWORD1,
            swap(F::SADDR, 48, 7)}},
    // GFX12 VFLAT/VSCRATCH/VGLOBAL: three dwords. The first holds saddr (null and m0 exchanged), nv (bit 7, which
    // llvm-mc 22 prints but refuses on gfx1200: left out, so a word with it is refused), the opcode in 21:14 and SEG in
    // 25:24; the second vdst, SCRATCH's SVE (bit 17, held in LDS as on GFX11), scope, th and vdata; the third the VGPR
    // address and a 24-bit signed offset.
    Layout{E::FLAT, G12, G12, 3, bits(31, 24), 0xECull << 24, {VFLAT_FIELDS}},
    Layout{E::SCRATCH, G12, G12, 3, bits(31, 24), 0xEDull << 24, {VFLAT_FIELDS, {F::LDS, 49, 1}}},
    Layout{E::GLOBAL, G12, G12, 3, bits(31, 24), 0xEEull << 24, {VFLAT_FIELDS}},
    // GFX12.5: GFX12's words plus nv (bit 7) and scale_offset (bit 48: the VGPR offset scaled by the access size).
    Layout{E::FLAT, G125, G125, 3, bits(31, 24), 0xECull << 24, {VFLAT_FIELDS, VFLAT_FIELDS125}},
    Layout{E::SCRATCH, G125, G125, 3, bits(31, 24), 0xEDull << 24, {VFLAT_FIELDS, VFLAT_FIELDS125, {F::LDS, 49, 1}}},
    Layout{E::GLOBAL, G125, G125, 3, bits(31, 24), 0xEEull << 24, {VFLAT_FIELDS, VFLAT_FIELDS125}},
    // EXP: 0x3E on GFX6/7 and GFX10, 0x31 on GFX8/9. The opcode-less family decodes as opcode 0.
    Layout{E::EXP, G6, G7, 2, bits(31, 26), 0x3Eull << 26, {EXP_FIELDS}},
    Layout{E::EXP, G8, G9, 2, bits(31, 26), 0x31ull << 26, {EXP_FIELDS}},
    Layout{E::EXP, G10, G103, 2, bits(31, 26), 0x3Eull << 26, {EXP_FIELDS}},
    // GFX11: no compr and no vm; row_en in bit 13.
    Layout{E::EXP, G11, G12, 2, bits(31, 26), 0x3Eull << 26,
           {{F::EN, 0, 4}, {F::TGT, 4, 6}, {F::DONE, 11, 1}, {F::ROW_EN, 13, 1}, {F::VSRC0, 32, 8}, {F::VSRC1, 40, 8},
            {F::VSRC2, 48, 8}, {F::VSRC3, 56, 8}}},
    Layout{E::SOPK, G6, G103, 1, bits(31, 28), 0xBull << 28,
           {{F::OP, 23, 5}, {F::SDST, 16, 7}, {F::SIMM16, 0, 16}}},
    Layout{E::SOPK, G11, G125, 1, bits(31, 28), 0xBull << 28,
           {{F::OP, 23, 5}, swap(F::SDST, 16, 7), {F::SIMM16, 0, 16}}},
    Layout{E::SOP2, G6, G103, 1, bits(31, 30), 0x2ull << 30,
           {{F::OP, 23, 7}, {F::SDST, 16, 7}, {F::SSRC1, 8, 8}, {F::SSRC0, 0, 8}}},
    Layout{E::SOP2, G11, G125, 1, bits(31, 30), 0x2ull << 30,
           {{F::OP, 23, 7}, swap(F::SDST, 16, 7), swap(F::SSRC1, 8, 8), swap(F::SSRC0, 0, 8)}},
    Layout{E::VOP2, G6, G103, 1, bits(31, 31), 0,
           {{F::OP, 25, 6}, {F::VDST, 17, 8}, vgpr(F::SRC1, 9), {F::SRC0, 0, 9}}},
    Layout{E::VOP2, G11, G125, 1, bits(31, 31), 0,
           {{F::OP, 25, 6}, half(F::VDST, 17, 8, 3), half(F::SRC1, 9, 8, 1), half(F::SRC0, 0, 9, 0)}},
    // Layouts that are not decoded by prefix: chosen by the instruction row or by the src0 marker.
    Layout{E::VOP3B, G6, G7, 2, bits(31, 26), 0x34ull << 26,
           {{F::OP, 17, 9}, {F::SDST, 8, 7}, {F::VDST, 0, 8}, VOP3_SRCS, {F::OMOD, 59, 2}, {F::NEG, 61, 3}}},
    Layout{E::VOP3B, G8, G9, 2, bits(31, 26), 0x34ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::SDST, 8, 7}, {F::VDST, 0, 8}, VOP3_SRCS, {F::OMOD, 59, 2},
            {F::NEG, 61, 3}}},
    Layout{E::VOP3B, G10, G103, 2, bits(31, 26), 0x35ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, {F::SDST, 8, 7}, {F::VDST, 0, 8}, VOP3_SRCS, {F::OMOD, 59, 2},
            {F::NEG, 61, 3}}},
    Layout{E::VOP3B, G11, G125, 2, bits(31, 26), 0x35ull << 26,
           {{F::OP, 16, 10}, {F::CLAMP, 15, 1}, swap(F::SDST, 8, 7), {F::VDST, 0, 8}, VOP3_SRCS11, {F::OMOD, 59, 2},
            {F::NEG, 61, 3}}},
    // SDWA second dwords (positions within the extension dword). Source modifiers land in the VOP3 ABS/NEG fields'
    // bit for that source, so an instruction reads the same whatever its form. GFX8 sources are VGPRs only; GFX9+
    // add S0/S1 and omod.
    Layout{E::SDWA, G8, G8, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::DST_SEL, 8, 3}, {F::DST_UNUSED, 11, 2}, {F::CLAMP, 13, 1},
            {F::SRC0_SEL, 16, 3}, part(F::SEXT, 19, 1, 0), part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0),
            {F::SRC1_SEL, 24, 3}, part(F::SEXT, 27, 1, 1), part(F::NEG, 28, 1, 1), part(F::ABS, 29, 1, 1)}},
    Layout{E::SDWA, G9, G103, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::DST_SEL, 8, 3}, {F::DST_UNUSED, 11, 2}, {F::CLAMP, 13, 1}, {F::OMOD, 14, 2},
            {F::SRC0_SEL, 16, 3}, part(F::SEXT, 19, 1, 0), part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0),
            notSgpr(F::SRC0, 23), {F::SRC1_SEL, 24, 3}, part(F::SEXT, 27, 1, 1), part(F::NEG, 28, 1, 1),
            part(F::ABS, 29, 1, 1), notSgpr(F::SRC1, 31)}},
    // VOPC on GFX8 writes vcc only and keeps clamp; from GFX9 bits 15:8 name the result (SD=0: vcc).
    Layout{E::SDWAC, G8, G8, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::CLAMP, 13, 1}, {F::SRC0_SEL, 16, 3}, part(F::SEXT, 19, 1, 0),
            part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0), {F::SRC1_SEL, 24, 3}, part(F::SEXT, 27, 1, 1),
            part(F::NEG, 28, 1, 1), part(F::ABS, 29, 1, 1)}},
    Layout{E::SDWAC, G9, G103, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::SDST, 8, 7}, {F::SD, 15, 1}, {F::SRC0_SEL, 16, 3}, part(F::SEXT, 19, 1, 0),
            part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0), notSgpr(F::SRC0, 23), {F::SRC1_SEL, 24, 3},
            part(F::SEXT, 27, 1, 1), part(F::NEG, 28, 1, 1), part(F::ABS, 29, 1, 1), notSgpr(F::SRC1, 31)}},
    Layout{E::DPP, G8, G9, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::DPP_CTRL, 8, 9}, {F::BOUND_CTRL, 19, 1}, part(F::NEG, 20, 1, 0),
            part(F::ABS, 21, 1, 0), part(F::NEG, 22, 1, 1), part(F::ABS, 23, 1, 1), {F::BANK_MASK, 24, 4},
            {F::ROW_MASK, 28, 4}}},
    Layout{E::DPP, G10, G103, 1, 0, 0,
           {vgpr(F::SRC0, 0), {F::DPP_CTRL, 8, 9}, {F::FI, 18, 1}, {F::BOUND_CTRL, 19, 1},
            part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0), part(F::NEG, 22, 1, 1), part(F::ABS, 23, 1, 1),
            {F::BANK_MASK, 24, 4}, {F::ROW_MASK, 28, 4}}},
    // GFX11: src0's half in bit 7 after a 32-bit word; after a VOP3 word the modifiers and halves are the VOP3
    // word's (the codec leaves the bits 20-23 zero then).
    Layout{E::DPP, G11, G125, 1, 0, 0,
           {half(F::SRC0, 0, 8, 0), {F::DPP_CTRL, 8, 9}, {F::FI, 18, 1}, {F::BOUND_CTRL, 19, 1},
            part(F::NEG, 20, 1, 0), part(F::ABS, 21, 1, 0), part(F::NEG, 22, 1, 1), part(F::ABS, 23, 1, 1),
            {F::BANK_MASK, 24, 4}, {F::ROW_MASK, 28, 4}}},
    Layout{E::DPP8, G10, G103, 1, 0, 0, {vgpr(F::SRC0, 0), {F::DPP8_SEL, 8, 24}}},
    Layout{E::DPP8, G11, G125, 1, 0, 0, {half(F::SRC0, 0, 8, 0), {F::DPP8_SEL, 8, 24}}},
};

#undef VOP3_SRCS
#undef VOP3_SRCS11
#undef BUF_DWORD1
#undef BUF_DWORD1_11
#undef MIMG_DWORD1
#undef FLAT_DWORD1
#undef VFLAT_FIELDS
#undef VBUFFER_FIELDS
#undef IMAGE12_FIELDS
#undef DS_DWORD1
#undef EXP_FIELDS
#undef VINTRP_FIELDS

constexpr bool decodedByPrefix(Encoding e) {
  return e < Encoding::VOP3B || e == Encoding::VOPD || e == Encoding::VINTERP || e == Encoding::LDSDIR ||
         e == Encoding::VOPD3;
}

struct Tables {
  std::array<std::array<const Layout*, kEncodingCount>, kGenCount> byEnc{}, samplerByEnc{};
  std::array<std::vector<const Layout*>, kGenCount> order;
  Tables() {
    for (int g = 0; g < kGenCount; ++g) {
      for (const Layout& l : kLayouts) {
        if (g < genIndex(l.first) || g > genIndex(l.last)) continue;
        (l.rowClass == LayoutClass::Sampler ? samplerByEnc : byEnc)[g][static_cast<int>(l.enc)] = &l;
        if (decodedByPrefix(l.enc)) order[g].push_back(&l);  // kLayouts lists longer prefixes first
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
  constexpr std::array<std::string_view, kEncodingCount> n{
      "SOP1", "SOP2", "SOPK", "SOPC",  "SOPP",   "SMEM",    "VOP1", "VOP2",  "VOPC", "VOP3", "VOP3P", "VINTRP", "DS",
      "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH", "EXP", "VOP3B", "SDWA", "SDWA", "DPP",  "DPP8",
      "VOPD", "VOPD", "VINTERP", "LDSDIR", "VOPD3", "VOPD3"};
  return n[static_cast<int>(e)];
}

const Layout* layoutFor(Encoding e, Gen g, bool sampler) {
  const Tables& t = tables();
  const Layout* own = sampler ? t.samplerByEnc[genIndex(g)][static_cast<int>(e)] : nullptr;
  return own ? own : t.byEnc[genIndex(g)][static_cast<int>(e)];
}

std::span<const Layout* const> decodeOrder(Gen g) { return tables().order[genIndex(g)]; }

}  // namespace gcnkit
