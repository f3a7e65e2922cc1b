// Symbolic 16-bit operands of SOPP/SOPK/SOPC: waitcnt counters, hwreg, sendmsg, gpr_idx, depctr.
// Encoding and decoding per generation live here, shared by the parser, the printer and the emulator.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// ---- s_waitcnt ----
struct WaitcntLayout {
  uint8_t vmLoShift, vmLoBits, vmHiShift, vmHiBits;  // vmcnt may be split (GFX9+: bits 3:0 and 15:14)
  uint8_t expShift, expBits;
  uint8_t lgkmShift, lgkmBits;
};
const WaitcntLayout& waitcntLayout(Gen g);
struct WaitcntCounts {
  unsigned vm, exp, lgkm;
};
unsigned waitcntMax(Gen g, int counter);  // counter 0 = vmcnt, 1 = expcnt, 2 = lgkmcnt
WaitcntCounts decodeWaitcnt(Gen g, uint32_t imm);
uint32_t encodeWaitcnt(Gen g, WaitcntCounts c);
// The value of a waitcnt with every counter at its maximum (what a counter list starts from).
uint32_t waitcntAllMax(Gen g);
// GFX12 has no s_waitcnt: each counter has a wait of its own (s_wait_loadcnt ... s_wait_kmcnt). Their widths: loadcnt,
// storecnt, samplecnt and dscnt 6 bits, kmcnt 5, bvhcnt and expcnt 3 (LLVM 22's get*cntBitMask for GFX12).
// s_wait_loadcnt_dscnt and s_wait_storecnt_dscnt hold the first counter in bits 13:8 and dscnt in bits 5:0.
enum class Gfx12Wait : uint8_t { Load, Store, Sample, Bvh, Exp, Ds, Km };
unsigned gfx12WaitMax(Gfx12Wait c);
struct Gfx12CombinedWait {
  unsigned first, ds;
};
Gfx12CombinedWait decodeGfx12CombinedWait(uint32_t imm);

// ---- hwreg(ID, OFFSET, SIZE): id [5:0], offset [10:6], size-1 [15:11] ----
std::optional<unsigned> hwregId(std::string_view name, Gen g);   // by HW_REG_* name
std::string_view hwregName(unsigned id, Gen g);                   // empty if unnamed here
bool hwregNameExists(std::string_view name);                      // on any generation

// ---- sendmsg(MSG, OP, STREAM): msg [3:0], op [6:4], stream [9:8]; GFX11+: msg [7:0], no operations (the
// RTN messages of s_sendmsg_rtn_b32/b64 are ids 128+) ----
std::optional<unsigned> sendmsgId(std::string_view name, Gen g);
bool sendmsgNameExists(std::string_view name);
std::string_view sendmsgName(unsigned id, Gen g);
unsigned sendmsgIdMax(Gen g);  // 15, or 255 from GFX11
// Whether s_sendmsg with message `id` reads M0 (GFX11's MSG_DEALLOC_VGPRS, which ends every kernel, does not).
bool sendmsgReadsM0(unsigned id, Gen g);
bool sendmsgRequiresOp(unsigned msg, Gen g);
bool sendmsgOpValid(unsigned msg, unsigned op, Gen g);
bool sendmsgStreamValid(unsigned msg, unsigned op, unsigned stream, Gen g);
bool sendmsgSupportsStream(unsigned msg, unsigned op, Gen g);
std::optional<unsigned> sendmsgOpId(unsigned msg, std::string_view name, Gen g);
// An operation name as LLVM reads one after any message id, named or numbered (before checking that the message
// takes it): a SYSMSG_OP_* name after MSG_SYSMSG's id, a GS_OP_* name after any other.
std::optional<unsigned> sendmsgOpIdAfter(int64_t msg, std::string_view name);
bool sendmsgIsSysmsg(int64_t msg);  // MSG_SYSMSG's id (every generation's)
std::string_view sendmsgOpName(unsigned msg, unsigned op, Gen g);
// Text of an encoded sendmsg operand as LLVM prints it, or the number where LLVM's text is lossy (GFX11+ prints a
// message's name for a value with bits above its id).
std::string printSendmsg(uint32_t imm, Gen g);

// ---- s_delay_alu (GFX11+): instid0 [3:0], instskip [6:4], instid1 [10:7] ----
struct DelayAluField {
  std::string_view name;  // "instid0", "instskip", "instid1"
  uint8_t shift, bits;
};
const DelayAluField* delayAluField(std::string_view name);
std::optional<uint32_t> delayAluValue(const DelayAluField& f, std::string_view valueName);
// LLVM's text of the operand; nullopt where that text is lossy (bits above 10, a value with no name).
std::optional<std::string> printDelayAlu(uint32_t imm);

// ---- s_version: UC_VERSION_* codes and flag bits ----
std::optional<unsigned> versionSymbol(std::string_view name);
std::string printVersion(uint32_t imm);

// ---- gpr_idx(SRC0,SRC1,SRC2,DST) ----
std::string printGprIdx(uint32_t imm);

// ---- s_waitcnt_depctr fields (GFX10) ----
struct DepctrField {
  std::string_view name;
  uint8_t shift, bits;
};
// Fields valid on the generation; `count` receives their number.
const DepctrField* depctrFields(Gen g, int& count);
uint32_t depctrAllMax(Gen g);
std::string printDepctr(uint32_t imm, Gen g);

}  // namespace gcnkit
