// Decode once, execute many: raw code bytes become a compact vector of pre-resolved instructions
// (operand codes, constants and literals turned into values, branch targets into instruction indices),
// indexed by instruction number, with a byte-offset -> index map for computed branches (s_setpc).
#pragma once
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "codec/instruction.h"
#include "emu/valu.h"
#include "emu/vmem.h"
#include "gcnkit/emulator.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/target.h"

namespace gcnkit::emu {

// A source operand: a constant (inline constant, literal, aperture) with its value, or a register code.
struct Src {
  uint64_t value = 0;   // the constant, at the operand's width
  uint16_t code = 0;    // operand code (0..255)
  bool isConst = false;
};

// A set of scalar operand codes 0..127 (SGPRs, VCC, TTMPs, M0, EXEC).
struct RegMask {
  uint64_t lo = 0, hi = 0;
  void add(unsigned code, unsigned count) {  // (NULL, a destination that discards, is no register)
    for (unsigned c = code; c < code + count && c < 128; ++c)
      if (c != opnd::kNull) (c < 64 ? lo : hi) |= 1ull << (c & 63);
  }
  bool any() const { return lo | hi; }
  bool test(unsigned c) const { return c < 128 && (((c < 64 ? lo : hi) >> (c & 63)) & 1); }
  RegMask operator&(const RegMask& o) const { return {lo & o.lo, hi & o.hi}; }
  RegMask& operator|=(const RegMask& o) { lo |= o.lo; hi |= o.hi; return *this; }
  int first() const;
};

inline constexpr Op kInvalidOp = Op::Count;

// Which unit executes an instruction, and so which of the program's decoded arrays its slot indexes.
enum class UnitKind : uint8_t {
  None,          // bytes that are not an instruction (a fault if executed)
  Scalar,        // SOP*, branches, messages, waits: Program::scalar
  ScalarMemory,  // SMEM / SMRD: Program::scalar
  VectorAlu,     // VOP*, VINTRP, MAI: Program::valu
  VectorMemory,  // MUBUF, MTBUF, DS, FLAT, GLOBAL, SCRATCH, MIMG: Program::mem
  Refused,       // an instruction the emulator cannot decode as it would run (Program::refusals says why)
};

// A decoded instruction: what it is, who runs it, and where its unit's decoded form is.
struct DInst {
  Op op = kInvalidOp;
  UnitKind unit = UnitKind::None;
  uint8_t size = 4;   // bytes
  uint32_t slot = 0;  // index into the unit's array (Program::scalar, valu or mem)
};

// The scalar units' decoded form (SALU and SMEM).
struct SInst {
  Op op = kInvalidOp;
  uint8_t size = 4;        // bytes
  uint8_t dstDwords = 0;   // SDST / SDATA width
  uint16_t dst = 0;        // SDST or SDATA operand code
  uint16_t sbase = 0;      // first SGPR of SBASE (field * 2)
  Src s0, s1;              // SSRC0 / SSRC1
  uint32_t imm = 0;        // SIMM16 (raw 16 bits)
  uint32_t lit = 0;        // the 32-bit literal of s_setreg_imm32_b32
  int32_t target = -1;     // branch target instruction index; -1 when the target is not an instruction
  // Scalar memory offset (src/codec/smem_offset.h): immediate and/or register.
  int64_t smImm = 0;
  uint16_t smReg = 0;
  bool smHasImm = false, smHasReg = false, smBad = false;
  bool glc = false;
  bool invalidate = false; // s_dcache_inv, s_dcache_inv_vol, s_gl1_inv
  uint8_t smElemBytes = 4; // GFX12's sub-dword loads (s_load_u8/i8/u16/i16 and buffer forms): 1 or 2
  bool smSigned = false;   // ... and whether they sign-extend (the _i8/_i16 rows)
  uint8_t smScale = 1;     // GFX12.5's SCALE_OFFSET: the register offset times the load's size (plain loads only)
};

// What a vector instruction's scalar form reads as: no operation, no operands.
inline constexpr SInst kNoScalar{};

struct Program {
  Target target{};
  uint64_t base = 0;                 // guest address of byte 0
  uint64_t listingBase = 0;          // the address listings give byte 0 (Machine::loadCode)
  uint64_t sizeBytes = 0;
  std::vector<DInst> insts;
  std::vector<SInst> scalar;         // decoded scalar instructions (DInst::slot of UnitKind::Scalar / ScalarMemory)
  std::vector<Instruction> raw;      // as decoded (its operands and modifiers)
  std::vector<uint8_t> code;         // the bytes decoded, for the caller's text of an instruction
  // How reports write an instruction (EmulatorOptions::instructionText) and the features it is given.
  InstructionText print;
  std::string features;
  std::vector<uint32_t> offsetOf;    // instruction index -> byte offset
  std::vector<int32_t> indexAt;      // byte offset / 4 -> instruction index, -1 inside an instruction
  std::vector<RegMask> reads, writes;  // static register read / write sets (for the pending-SGPR check)
  std::vector<VInst> valu;           // decoded vector ALU instructions (DInst::slot of UnitKind::VectorAlu)
  std::vector<std::string> valuWhy;  // per VInst: why it could not be decoded (empty when it could)
  // ---- vector memory (src/emu/vmem_decode.cpp) ----
  std::vector<MemInst> mem;          // decoded vector memory instructions (DInst::slot of UnitKind::VectorMemory)
  std::vector<VgprUse> vuse;         // instruction index -> VGPRs it reads and writes
  std::vector<int16_t> msbMode;      // GFX12.5: instruction index -> the VGPR MSB mode it was decoded under
                                     // (emu/vgpr_msb_modes.h; kMsbModeMixed: refused); empty before GFX12.5
  std::map<uint32_t, std::string> refusals;  // UnitKind::Refused instructions: why

  bool empty() const { return insts.empty(); }
  // The scalar form of instruction `index`, or nullptr when a vector unit runs it (or it is no instruction).
  const SInst* scalarAt(uint32_t index) const {
    const DInst& d = insts[index];
    return d.unit == UnitKind::Scalar || d.unit == UnitKind::ScalarMemory ? &scalar[d.slot] : nullptr;
  }
  const SInst& scalarOrNone(uint32_t index) const {
    const SInst* s = scalarAt(index);
    return s ? *s : kNoScalar;
  }
  const VInst* valuAt(uint32_t index) const {
    return insts[index].unit == UnitKind::VectorAlu ? &valu[insts[index].slot] : nullptr;
  }
  const MemInst* memAt(uint32_t index) const {
    return insts[index].unit == UnitKind::VectorMemory ? &mem[insts[index].slot] : nullptr;
  }
  // The branch target of instruction `index` (an index), or -1.
  int32_t branchTarget(uint32_t index) const {
    const SInst* s = scalarAt(index);
    return s ? s->target : -1;
  }
  // Index of the instruction at a guest address, or -1.
  int32_t indexOfAddress(uint64_t address) const;
  // An instruction's text for reports: `print`'s, or its mnemonic without one; ".long 0x..." for undecodable words.
  std::string text(uint32_t index) const;
};

// Adds the vector side of instruction `inst` (nullptr: undecodable) to `p`, and puts the SGPRs a memory
// instruction reads (resource, soffset, saddr, M0) into its read set `reads` (src/emu/vmem_exec.cpp).
// Returns the index of its MemInst in Program::mem, or kNoMem when it is no vector memory instruction.
uint32_t addVectorInfo(Program& p, const Instruction* inst, Gen g, RegMask& reads, RegMask& writes);

// Decodes `bytes` for `target`; words that do not decode become kInvalidOp entries (a fault if executed).
Program buildProgram(std::span<const uint8_t> bytes, const Target& target, uint64_t base);

}  // namespace gcnkit::emu
