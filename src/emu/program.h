// Decode once, execute many: raw code bytes become a compact vector of pre-resolved instructions
// (operand codes, constants and literals turned into values, branch targets into instruction indices),
// indexed by instruction number, with a byte-offset -> index map for computed branches (s_setpc).
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "codec/instruction.h"
#include "emu/valu.h"
#include "emu/vmem.h"
#include "gcnkit/emulator.h"
#include "isa/ops.h"
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
  void add(unsigned code, unsigned count) {
    for (unsigned c = code; c < code + count && c < 128; ++c) (c < 64 ? lo : hi) |= 1ull << (c & 63);
  }
  bool any() const { return lo | hi; }
  bool test(unsigned c) const { return c < 128 && (((c < 64 ? lo : hi) >> (c & 63)) & 1); }
  RegMask operator&(const RegMask& o) const { return {lo & o.lo, hi & o.hi}; }
  RegMask& operator|=(const RegMask& o) { lo |= o.lo; hi |= o.hi; return *this; }
  int first() const;
};

inline constexpr Op kInvalidOp = Op::Count;

struct DInst {
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
  bool smem = false;       // scalar memory (SMRD/SMEM)
  bool invalidate = false; // s_dcache_inv, s_dcache_inv_vol, s_gl1_inv
  uint32_t valu = UINT32_MAX;  // index into Program::valu for VALU and VINTRP instructions
  uint32_t mem = kNoMem;   // vector memory: index into Program::mem (src/emu/vmem_decode.cpp)
};

struct Program {
  Target target{};
  uint64_t base = 0;                 // guest address of byte 0
  uint64_t listingBase = 0;          // the address listings give byte 0 (Machine::loadCode)
  uint64_t sizeBytes = 0;
  std::vector<DInst> insts;
  std::vector<Instruction> raw;      // as decoded (its operands and modifiers)
  std::vector<uint8_t> code;         // the bytes decoded, for the caller's text of an instruction
  // How reports write an instruction (EmulatorOptions::instructionText) and the features it is given.
  InstructionText print;
  std::string features;
  std::vector<uint32_t> offsetOf;    // instruction index -> byte offset
  std::vector<int32_t> indexAt;      // byte offset / 4 -> instruction index, -1 inside an instruction
  std::vector<RegMask> reads, writes;  // static register read / write sets (for the pending-SGPR check)
  std::vector<VInst> valu;           // decoded vector ALU instructions (DInst::valu)
  std::vector<std::string> valuWhy;  // per VInst: why it could not be decoded (empty when it could)
  // ---- vector memory (src/emu/vmem_decode.cpp) ----
  std::vector<MemInst> mem;          // decoded vector memory instructions (DInst::mem indexes it)
  std::vector<VgprUse> vuse;         // instruction index -> VGPRs it reads and writes

  bool empty() const { return insts.empty(); }
  // Index of the instruction at a guest address, or -1.
  int32_t indexOfAddress(uint64_t address) const;
  // An instruction's text for reports: `print`'s, or its mnemonic without one; ".long 0x..." for undecodable words.
  std::string text(uint32_t index) const;
};

// Adds the vector side of instruction `inst` (nullptr: undecodable) to `p`, and puts the SGPRs a memory
// instruction reads (resource, soffset, saddr, M0) into its read set `reads` (src/emu/vmem_exec.cpp).
void addVectorInfo(Program& p, DInst& d, const Instruction* inst, Gen g, RegMask& reads, RegMask& writes);

// Decodes `bytes` for `target`; words that do not decode become kInvalidOp entries (a fault if executed).
Program buildProgram(std::span<const uint8_t> bytes, const Target& target, uint64_t base);

}  // namespace gcnkit::emu
