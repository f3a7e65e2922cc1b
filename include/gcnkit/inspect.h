// Seeing inside a launch: an instruction trace (a callback per executed instruction, with the values it
// wrote), launch statistics, and register dumps of waves. Plain structs and std::function, so that other
// front ends (the CLI, a Python module) can use them as they are. Included by gcnkit/emulator.h.
//
//   gcnkit::emu::EmulatorOptions o;
//   o.trace.filter = *gcnkit::emu::parseTraceFilter("wg:0,wave:1,pc:0x40-0x80");
//   o.trace.callback = [](const gcnkit::emu::TraceEvent& e) { std::puts(e.text.c_str()); };
//   o.stats = true;                              // LaunchResult::stats
//   auto m = gcnkit::emu::Machine::create("gfx900", "", nullptr, o);
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gcnkit::emu {

struct WaveState;

// ---------------------------------------------------------------- trace

// Which executed instructions are traced. Grammar (`--trace=SPEC`, parseTraceFilter): a comma-separated
// list of
//   wg:N          only workgroup N (linear index x + X * (y + Y * z))
//   wave:N        only wave N of each workgroup
//   lane:N        VGPR values of lane N only (instructions are not filtered by it)
//   pc:A-B        only the instructions at A <= address < B (hex with 0x, or decimal); pc:A is one
//                 instruction. Addresses as `gcnkit dis` (and llvm-objdump) list the code object and as
//                 reports and faults print them; an offset into the kernel's code section is taken too where
//                 it cannot be such an address (it lies below the section's address).
//   skip:N        leave out the first N instructions that pass the filters above
//   count:N       stop after N traced instructions
// An empty SPEC traces everything.
struct TraceFilter {
  std::optional<uint32_t> workgroup, wave, lane;
  // Listing addresses (see pc: above).
  uint64_t pcBegin = 0, pcEnd = UINT64_MAX;
  uint64_t skip = 0;
  uint64_t count = UINT64_MAX;
  bool operator==(const TraceFilter&) const = default;
};
// nullopt and `error` set for a malformed SPEC.
std::optional<TraceFilter> parseTraceFilter(std::string_view spec, std::string* error = nullptr);

// One executed instruction and what it wrote: SGPRs (and VCC, EXEC, M0, ...) in its static write set or
// whose value changed, SCC when it is a compare or SCC changed, and VGPRs (static write set or changed) in
// the lanes that were active (or whose value changed).
struct TraceEvent {
  uint32_t workgroup = 0;   // linear workgroup index
  uint32_t wave = 0;        // wave within the workgroup
  uint64_t sequence = 0;    // the wave's instruction number (0: its first)
  uint64_t pc = 0;          // guest address
  uint64_t offset = 0;      // byte offset in the loaded code
  uint64_t listingPc = 0;   // the address listings print: the code section's address in its code object + offset
  std::string instruction;  // its text (EmulatorOptions::instructionText)
  std::vector<std::pair<uint16_t, uint32_t>> sgprs;  // (operand code 0..127, value written), ascending codes
  std::optional<bool> scc;
  struct Vgpr {
    uint16_t reg = 0;
    uint64_t lanes = 0;              // lanes shown (bit per lane)
    std::vector<uint32_t> values;    // one per set bit of `lanes`, lowest lane first
  };
  std::vector<Vgpr> vgprs;
  // The whole event as one line (no newline):
  //   wg 0 wave 0 #3 0x00000c: v_add_u32_e32 v1, v0, v0 | v1{0-63=0x0+2n}     (0x00000c: listingPc)
  // Values: SGPRs and SCC as `name=0xVALUE` (vcc/exec as one 64-bit value when both halves are written);
  // VGPRs as `vN{RUNS}`, RUNS being space-separated `LANE=0xV` or `FIRST-LAST=0xV` (the same value) or
  // `FIRST-LAST=0xV+Sn` / `-Sn` (value 0xV + S * n at lane FIRST + n, modulo 2^32).
  std::string text;
};

struct TraceOptions {
  TraceFilter filter;
  // Called for every traced instruction, in workgroup order, then wave and instruction order within a
  // workgroup's schedule; empty: no trace (and no cost).
  std::function<void(const TraceEvent&)> callback;
};

// ---------------------------------------------------------------- statistics

struct MemoryTraffic {
  uint64_t read = 0, written = 0;  // bytes
};

struct LaunchStats {
  uint64_t instructions = 0;
  uint64_t waves = 0, workgroups = 0;
  std::vector<std::pair<std::string, uint64_t>> byFamily;       // "SOP2", "VOP3", "SDWA", ...: by name
  std::vector<std::pair<std::string, uint64_t>> byInstruction;  // mnemonic: most executed first, then by name
  MemoryTraffic global, lds, scratch, scalar;  // vector memory to global / LDS / scratch; scalar memory
  uint64_t waitStalls = 0;   // waits (s_waitcnt*, s_endpgm, a full counter) that had to retire operations
  uint64_t checksFired = 0;  // every report, with its repetitions
  double seconds = 0;        // wall time of the launch
  double instructionsPerSecond() const { return seconds > 0 ? double(instructions) / seconds : 0; }
  // A readable, column-aligned table (several lines, each ending in a newline).
  std::string text() const;
};

// What a long launch reports now and then (EmulatorOptions::progress).
struct Progress {
  uint64_t instructions = 0;
  uint64_t workgroupsDone = 0, workgroupsTotal = 0;
};

// ---------------------------------------------------------------- register dumps

struct DumpOptions {
  int faultLane = -1;        // >= 0: this lane's VGPRs are listed first, on their own
  unsigned lanesPerRow = 8;  // VGPR table width
};

// A wave's registers in a readable, column-aligned form: SGPRs, SCC, EXEC, VCC, M0, the s_waitcnt
// counters and the memory operations still pending, the VGPRs of the faulting lane and of active lanes.
std::string formatWaveDump(const WaveState& w, const DumpOptions& options = {});

}  // namespace gcnkit::emu
