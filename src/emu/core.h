// The emulator's execution core: a wave's state (registers, the scalar memory operations in flight, the
// counters), and the machine state a launch runs on. The units that step a wave are in launch_context.h
// (what they share), unit.h (their common view of a wave) and one header each. Internal to src/emu.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "emu/atomics.h"
#include "emu/memory.h"
#include "emu/program.h"
#include "emu/vmem_state.h"
#include "isa/registers.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

// "0x..." of a value, for reports and fault messages (src/emu/unit.cpp).
std::string hex(uint64_t v);

// One scalar-memory operation in flight. Its operands (address, store data, atomic operands) are read
// when it issues; its memory access and its write-back to SGPRs happen when it completes.
struct PendingOp {
  enum Kind : uint8_t { Load, Store, Atomic, Time, Invalidate, Discard, Writeback, WaveId };
  Kind kind = Load;
  uint8_t weight = 1;        // LGKM_CNT weight: 1 for one dword (or an invalidate/memtime), 2 for more
  uint8_t dwords = 0;        // dwords accessed in memory / written back
  uint8_t elemBytes = 4;     // GFX12's sub-dword loads (s_load_u8/i8/u16/i16): 1 or 2 bytes, extended to a dword
  bool sign = false;         // ... sign-extended (i8, i16)
  bool buffer = false;
  bool glc = false;
  Op op{};
  uint16_t dst = 0;          // first destination SGPR code
  uint8_t dstDwords = 0;     // how many SGPRs the completion writes (0: none)
  uint32_t inst = 0;         // issuing instruction index (for reports and faults)
  uint64_t address = 0;      // first dword (buffer: base + offset)
  uint64_t bufOffset = 0;    // buffer forms: byte offset of the first dword within the buffer
  uint64_t bufSize = 0;      // buffer forms: m_size
  std::array<uint32_t, 16> data{};  // store data / atomic operands / timestamp
  RegMask dstMask;
};

enum class WaveStatus : uint8_t { Running, AtBarrier, Ended };

struct Wave {
  std::array<uint32_t, 128> s{};  // operand codes 0..127
  bool scc = false;
  uint32_t pc = 0;                // instruction index
  WaveStatus status = WaveStatus::Running;
  std::array<uint32_t, 3> wgId{};
  uint32_t wgLinear = 0;
  uint32_t waveInGroup = 0;
  uint32_t wavesInGroup = 1;
  std::vector<uint32_t> v;        // VGPRs, lane-contiguous v[reg * waveSize + lane]
  std::array<uint32_t, 64> hw{};  // stored hardware registers (MODE, TRAPSTS, ...)
  std::vector<PendingOp> pending; // scalar memory operations in flight, in issue order
  uint32_t lgkmWeight = 0;        // sum of pending weights (LGKM_CNT's scalar-memory share)
  uint32_t vmcnt = 0, expcnt = 0;
  RegMask pendingMask;            // SGPRs with a write pending in the emulator's queue
  // Results that have landed in the emulator but that no s_waitcnt has guaranteed yet (SMEM returns out of
  // order, so lgkmcnt(N) guarantees only operations of weight > N): on hardware they may still be in flight.
  std::vector<std::pair<RegMask, uint8_t>> unsure;
  RegMask unsureMask;
  uint8_t prio = 0;
  uint32_t csp = 0;               // fork/join control stack pointer (GFX6-9)
  bool vskip = false;
  // SMEM group/clause tracking for the invalidate check.
  bool prevSmem = false;          // the previous instruction was SMEM (a group is open)
  bool groupHasInv = false;       // the open group contains an invalidate
  uint32_t clauseLeft = 0;        // instructions left in an s_clause
  uint64_t executed = 0;
  std::vector<uint32_t> messages;
  // ---- vector memory (src/emu/vmem_*.cpp, buffer.cpp, lds.cpp, flat.cpp) ----
  VmemWaveState vm;               // operations the VM/VS/LGKM(DS) counters still count

  // ---- uninitialized-SGPR check: SGPRs the dispatch set or the wave has written since.
  RegMask initialized;
  uint8_t flatScrUnwritten = 0;   // FLAT_SCR_LO (bit 0) / HI (bit 1) hwregs set by s_setreg from an unwritten SGPR
  uint32_t hostSequence = 0;      // requests to the host (hostcall packets, printf records): their order
};

// Machine internals shared by the launch.
struct MachineState {
  Target target{};
  std::string features;  // the -mattr the machine was created with (for EmulatorOptions::instructionText)
  EmulatorOptions options;
  GuestMemory memory;
  std::map<uint64_t, Program> code;  // decoded code regions by guest address (loadCode's and addCode's)
  uint64_t codeAlloc = 0;            // loadCode's allocation, whose region is code[codeAlloc]
  const Program& region(uint64_t address) const;  // an empty program when there is none
};

}  // namespace gcnkit::emu
