// The vector ALU: instructions decoded once into VInst (sources resolved to registers or constant values,
// modifiers folded into flags), and the lane context the semantics functions compute on. One semantics
// function per Op (src/emu/valu_*.cpp), registered in a table with its result kind and its fidelity.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

#include "codec/instruction.h"
#include "emu/fp.h"
#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit::emu {

inline constexpr unsigned kMaxLanes = 64;

// Source modifier flags.
enum VMod : uint8_t {
  kModNeg = 1,      // negate (VOP3 NEG, SDWA/DPP neg; VOP3P: low half)
  kModAbs = 2,      // absolute value
  kModSext = 4,     // SDWA integer sign extension of the selected part
  kModNegHi = 8,    // VOP3P: negate the high half
  kModOpsel = 16,   // op_sel: 16-bit operand from the high half (VOP3P: the low result half's source half)
  kModOpselHi = 32, // VOP3P op_sel_hi: the high result half's source half
};

// SDWA selects.
enum SdwaSel : uint8_t { kSelByte0, kSelByte1, kSelByte2, kSelByte3, kSelWord0, kSelWord1, kSelDword };
enum SdwaUnused : uint8_t { kUnusedPad, kUnusedSext, kUnusedPreserve };

struct VSrc {
  enum Kind : uint8_t { Vgpr, Sgpr, Const, LdsDirect };
  Kind kind = Const;
  uint8_t dwords = 1;
  uint8_t mods = 0;
  uint8_t sel = kSelDword;
  ValType type = ValType::None;
  bool copy = false;   // a VGPR source the executor copies (DPP, an SDWA select, op_sel, abs/neg change it)
  uint16_t reg = 0;    // VGPR number (Vgpr) or operand code (Sgpr)
  uint64_t value = 0;  // Const: the bits the operand reads
};

// How a semantics function's result reaches the registers.
enum class VResult : uint8_t {
  None,     // nothing (v_nop) or the function writes itself
  R32,      // d32 into the VGPR destination
  R16,      // low 16 bits of d32 into half of the VGPR destination (generation's high-half rule)
  R64,      // d64 into the VGPR pair
  Mask,     // mask only (compares): VCC / SDST / EXEC
  R32Mask,  // d32 and a lane mask (carry-out, div_scale's VCC)
  R64Mask,  // d64 and a lane mask (v_mad_u64_u32, v_div_scale_f64)
  Sgpr,     // sdata into an SGPR (readlane, readfirstlane): written by the function
};

enum class Fidelity : uint8_t { Unsupported, Exact, Approximate };

struct VInst;
struct VCtx;
class VectorAlu;
using ValuFn = void (*)(VCtx&);

struct ValuSemantics {
  ValuFn fn = nullptr;
  VResult result = VResult::None;
  Fidelity fidelity = Fidelity::Unsupported;
  std::string_view how;   // for approximations: the model
  bool f64Mode = false;   // rounds/flushes with the double/half mode (f64 and f16 results)
  bool preserveHi9 = false;  // GFX9: a 16-bit result keeps the other half (mad/fma/mac f16, mad u16/i16)
  bool high16 = false;       // a 16-bit result always goes to the high half (v_mad_mixhi_f16, v_fma_mixhi_f16)
  bool readsDst = false;     // the destination's old value is src2 (v_cvt_pkaccum_u8_f32 merges one byte)
  bool negUndocumented = false;  // VOP3P integer dot products: neg_lo/neg_hi are encodable but their effect on
                                 // integer sources is not documented (a word with them is not run)
};

// The semantics table: one row per Op (VALU rows only have entries).
const ValuSemantics& valuSemantics(Op op);

struct VInst {
  ValuFn fn = nullptr;
  const ValuSemantics* sem = nullptr;
  Op op{};
  Form form = Form::Base;
  uint8_t nsrc = 0;
  uint8_t clamp = 0, omod = 0;
  bool opselDst = false;      // op_sel[3]: a 16-bit result goes to the high half
  uint8_t opsel = 0;          // the VOP3 OP_SEL field as encoded (the fp8 conversions' byte and word selects)
  bool ocpFp8 = false;        // fp8/bf8 are the OCP encodings on this processor (emu/small_float.h)
  bool writesExec = false;    // v_cmpx
  bool writesVccToo = false;  // GFX6-9 v_cmpx also writes the compare result to VCC/SDST
  bool vdstSgpr = false;      // vdst is an SGPR code (readlane, readfirstlane)
  bool hasSdst = false;       // a lane-mask result
  bool hasMaskIn = false;     // a lane-mask source (carry-in, cndmask condition, div_fmas VCC)
  bool packed = false;        // VOP3P: sources read raw, halves chosen by the semantics
  bool gprIdx = false;        // GFX8/9 s_set_gpr_idx_on may index the operands
  bool vopdX = false;         // a VOPD word's X component: the next VInst of Program::valu is its Y component
  uint8_t vdstDwords = 1;
  uint16_t vdst = 0;          // VGPR number, or SGPR code when vdstSgpr
  uint16_t sdst = 0;          // operand code of the mask result
  uint16_t maskIn = 0;        // operand code of the mask source
  std::array<VSrc, 3> src{};
  // SDWA
  uint8_t dstSel = kSelDword, dstUnused = kUnusedPad;
  // DPP / DPP8
  uint16_t dppCtrl = 0;
  uint8_t rowMask = 0xf, bankMask = 0xf;
  bool boundCtrl = false, fi = false;
  uint32_t dpp8 = 0;
  uint64_t dppWrite = ~0ull;  // lanes row_mask/bank_mask let write
  std::array<int8_t, kMaxLanes> dppLane{};  // DPP/DPP8: each lane's source lane, -1 for none
  uint64_t k = 0;             // the K constant of madmk/madak/fmamk/fmaak (GFX12.5's f64 ones: 64 bits), v_bitop3's
                              // truth table
  // Interpolation (VINTRP and the VOP3 interp ops)
  uint8_t attr = 0, attrChan = 0;
  bool high = false;
};

// The bits a constant operand code (inline constant, literal, aperture) reads as for an operand of type `t`.
bool valuConstantBits(uint16_t code, ValType t, uint32_t literal, uint64_t& v);

// Decodes a VALU (or VINTRP) instruction; false with `why` when an operand cannot be represented.
bool decodeValu(const Instruction& inst, const Target& t, VInst& out, std::string* why);
// Decodes a VOPD word (GFX11+) into its X and Y components, each the VALU instruction its component performs.
bool decodeVopd(const Instruction& inst, const Target& t, VInst& x, VInst& y, std::string* why);

// The lane context: sources fetched (modifiers, SDWA selects and DPP applied), results, masks.
struct alignas(64) VCtx {
  const uint32_t* a[3] = {};  // 32-bit sources: a VGPR row itself, or buf[i] (read only: never write through)
  uint32_t buf[3][kMaxLanes]; // 32-bit sources that were broadcast or transformed
  uint64_t q[3][kMaxLanes];   // 64-bit sources
  uint32_t d32[kMaxLanes];    // 32-bit (or 16-bit) result
  uint64_t d64[kMaxLanes];    // 64-bit result
  uint64_t maskIn = 0;        // lane-mask source
  uint64_t maskOut = 0;       // lane-mask result (bit per lane; the executor clears inactive lanes)
  uint64_t exec = 0;          // lanes that execute
  uint32_t lanes = 64;        // wave size
  fp::Mode mode{};
  Gen gen{};
  const VInst* vi = nullptr;
  struct Wave* wave = nullptr;
  VectorAlu* unit = nullptr;  // the unit running it (ValuLanes reaches registers, LDS and faults through it)
  bool faulted = false;       // a semantics function that writes registers itself may fault
};

}  // namespace gcnkit::emu
