// gcnkit's emulator as a library: guest memory, code, and launches of a grid of workgroups on an ordinary
// CPU, with the semantics of the ISA documents and checks for what real hardware silently gets wrong
// (missing s_waitcnt, out-of-range buffer access, misaligned SMEM registers, invalidates in groups,
// stale scalar cache).
//
//   std::string error;
//   auto m = gcnkit::emu::Machine::create("gfx900", "", &error);
//   uint64_t out = m->allocate(256);
//   m->loadCode(bytes, &error);                 // raw machine code, decoded once
//   gcnkit::emu::LaunchConfig cfg;
//   cfg.sgprs = {uint32_t(out), uint32_t(out >> 32)};
//   gcnkit::emu::LaunchResult r = m->launch(cfg);
//   if (!r.ok()) puts(r.fault.message.c_str());
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/inspect.h"

namespace gcnkit::emu {

// What the checks do when a rule is broken: nothing, collect a report, or stop the launch with a fault.
enum class CheckMode : uint8_t { Off, Report, Error };
std::optional<CheckMode> parseCheckMode(std::string_view text);  // "off" | "report" | "error"

// The order in which outstanding scalar-memory operations of a wave complete when an s_waitcnt (or the
// end of the program, or a full counter) forces them. A kernel that is correct only because results
// happen to arrive in issue order gives different results under "reverse" or "random:SEED".
enum class ReturnOrder : uint8_t { InOrder, Reverse, Random };
struct ReturnOrderSpec {
  ReturnOrder order = ReturnOrder::InOrder;
  uint64_t seed = 0;
};
std::optional<ReturnOrderSpec> parseReturnOrder(std::string_view text);  // "in-order" | "reverse" | "random:SEED"

enum class CheckKind : uint8_t {
  PendingSgpr,      // read or overwrite of an SGPR whose SMEM result may not have arrived
  BufferRange,      // S_BUFFER_*/MUBUF/MTBUF access out of the resource's range (load read 0, store dropped)
  Alignment,        // SDATA / SBASE alignment the documents forbid
  InvalidateGroup,  // an invalidate not alone in its SMEM group or inside an s_clause; an s_clause length out of 2-63
  StaleCache,       // scalar load of a cache line written behind the scalar cache's back since it was filled
  PendingVgpr,      // read or overwrite of a VGPR that an in-flight vector load, atomic or DS read writes
  LdsRange,         // DS access outside the workgroup's LDS allocation (or beyond M0 on GFX6-8)
  LdsRace,          // two waves of a workgroup touch the same LDS bytes, one writing, with no s_barrier between
  UninitializedSgpr,  // read of an SGPR that neither the dispatch (user/system SGPRs) nor the wave has written
  RegisterBounds,   // an SGPR or VGPR beyond the descriptor's allocation (.amdhsa_next_free_sgpr/vgpr)
  WmmaOperands,     // a GFX11 WMMA whose A or B is not the same in every group of 16 lanes (the manual asks for it)
};
std::string_view checkName(CheckKind k);  // "pending-sgpr", "buffer-range", ...

struct Report {
  CheckKind kind{};
  uint64_t pc = 0;          // guest address of the instruction
  uint64_t offset = 0;      // its byte offset in the loaded code
  uint64_t listingPc = 0;   // its address as `gcnkit dis` and llvm-objdump list it (what text() prints)
  std::string instruction;  // its text (EmulatorOptions::instructionText)
  std::string message;
  uint64_t address = 0;     // memory address involved, if any
  uint32_t workgroup = 0;   // linear workgroup index
  uint32_t wave = 0;        // wave index within the workgroup
  uint64_t count = 1;       // how many times this check fired at this instruction
  std::string text() const;  // "pc 0x...: s_load_dword ...: message"
};

enum class FaultKind : uint8_t {
  None,
  MemoryViolation,     // access outside every allocation, or an illegal (negative) SMEM offset
  Trap,                // s_trap
  InstructionLimit,    // more instructions than EmulatorOptions::maxInstructions
  InvalidInstruction,  // bytes that do not decode, s_code_end, running off the end of the code
  BadBranch,           // branch or s_setpc to an address that is not an instruction of the loaded code
  Unsupported,         // an instruction the emulator does not implement yet
  CheckFailed,         // a check fired with CheckMode::Error
  NoCode,              // launch without loaded code
  InvalidDispatch,     // grid, work-group or segment sizes beyond the packet's, kernel's or hardware's limits
  TimeLimit,           // the launch ran longer than EmulatorOptions::timeLimitSeconds (wall clock)
};

struct Fault {
  FaultKind kind = FaultKind::None;
  std::string message;      // complete, human-readable ("... at pc LISTING-ADDRESS (instruction) ...")
  uint64_t pc = 0;          // guest address
  uint64_t offset = 0;      // byte offset in the loaded code
  uint64_t listingPc = 0;   // address as listings print it (as Report::listingPc)
  std::string instruction;  // its text (EmulatorOptions::instructionText)
  uint64_t address = 0;
  uint32_t workgroup = 0;
  uint32_t wave = 0;
  int32_t lane = -1;        // the lane whose access faulted (memory violations), else -1
};

// The registers of a wave after it ended (for tests and debugging, e.g. on GFX6/7 which have no scalar stores).
struct WaveState {
  std::array<uint32_t, 3> workgroupId{};
  uint32_t waveInGroup = 0;
  uint32_t waveSize = 64;
  // Indexed by operand code 0..127: s0.., flat_scratch/xnack_mask, vcc_lo 106, vcc_hi 107, ttmps, m0 124, exec 126/127.
  std::array<uint32_t, 128> sreg{};
  bool scc = false;
  uint64_t pc = 0;          // guest address where the wave stopped
  uint64_t listingPc = 0;   // the same as listings print it (as Report::listingPc)
  uint64_t instructions = 0;
  std::array<uint32_t, 64> hwreg{};  // s_getreg's view of registers 0..63 (MODE, TRAPSTS, ...)
  uint32_t vgprCount = 0;
  std::vector<uint32_t> vgprs;       // lane-contiguous: vgprs[reg * waveSize + lane]
  std::vector<uint32_t> messages;    // s_sendmsg / s_sendmsghalt immediates, in order
  uint32_t sgprCount = 0;            // s0.. of the generation (sreg beyond them: specials)
  // The s_waitcnt counters when the wave stopped and the memory operations they still count (issue order).
  uint32_t vmcnt = 0, lgkmcnt = 0, expcnt = 0, vscnt = 0;
  struct PendingMemory {
    std::string counter;    // "vmcnt", "vscnt", "lgkmcnt" (DS and SMEM), "expcnt"
    uint64_t pc = 0;        // the issuing instruction's address as listings print it
    std::string instruction;  // its text (EmulatorOptions::instructionText)
  };
  std::vector<PendingMemory> pendingMemory;

  uint32_t sgpr(unsigned i) const { return i < 128 ? sreg[i] : 0; }
  uint64_t sgpr64(unsigned i) const { return i + 1 < 128 ? sreg[i] | uint64_t(sreg[i + 1]) << 32 : 0; }
  uint64_t exec() const { return sgpr64(126); }
  uint64_t vcc() const { return sgpr64(106); }
  uint32_t m0() const { return sreg[124]; }
  uint32_t vgpr(unsigned reg, unsigned lane) const {
    return reg < vgprCount && lane < waveSize ? vgprs[size_t(reg) * waveSize + lane] : 0;
  }
};

// What a per-wave setup hook sees and may change before the wave starts.
struct WaveSetup {
  std::array<uint32_t, 3> workgroupId{};
  uint32_t workgroupLinear = 0;
  uint32_t waveInGroup = 0;
  uint32_t waveSize = 64;
  std::array<uint32_t, 128>* sreg = nullptr;  // operand codes 0..127, as WaveState::sreg
  std::vector<uint32_t>* vgprs = nullptr;     // lane-contiguous
  // Set by the hook on processors with architected flat scratch and no FLAT_SCRATCH SGPRs (GFX11): the wave's
  // scratch address, which the launch puts in the FLAT_SCR_LO/HI hardware registers (0: leave them).
  uint64_t flatScratch = 0;
  // The workgroup's LDS (shared by its waves), LaunchConfig::ldsBytes long; allocated when first asked for.
  std::function<std::span<uint8_t>()> lds;
};

// Host services a launch provides, as the ROCm runtime does (src/emu/README.md, "Host services"); both buffers
// are guest memory in the layout the device library expects (a dispatch of a code object sets them up from the
// kernel's metadata).
struct HostServices {
  // The hostcall buffer (hidden_hostcall_buffer): when a wave rings its doorbell (MSG_INTERRUPT), the packets
  // on its ready stack are serviced before the wave runs on (HIP's printf).
  uint64_t hostcallBuffer = 0;
  // The printf buffer (hidden_printf_buffer): {offset of the next record, bytes for records}, then the records,
  // formatted with `printfFormats` (the code object's amdhsa.printf) when the launch ends.
  uint64_t printfBuffer = 0;
  std::vector<std::string> printfFormats;
  bool hipPrintfRecords = false;  // HIP's -mprintf-kind=buffered records (else OpenCL's)
};

struct LaunchConfig {
  uint64_t code = 0;                             // the code region (Machine::addCode) to run; 0: loadCode's
  uint64_t entry = 0;                            // byte offset of the first instruction in that code
  std::array<uint32_t, 3> grid{1, 1, 1};         // workgroups per dimension
  std::array<uint32_t, 3> workgroupSize{0, 1, 1};  // work-items per workgroup (x = 0: one full wave)
  std::vector<uint32_t> sgprs;                   // s0, s1, ... of every wave (user SGPRs)
  std::array<int, 3> workgroupIdSgpr{-1, -1, -1};  // SGPRs that receive the workgroup id x/y/z (-1: none)
  bool workitemIdVgprs = true;                   // v0, v1, v2 = work-item id x, y, z in each lane
  int workitemIdDims = 3;                        // how many of v0..v2 receive ids (the descriptor's choice)
  // gfx90a and later (LLVM's packed-tid): the ids share v0, x in bits 9:0, y in 19:10, z in 29:20.
  bool packedWorkitemIds = false;
  // VGPR rows per wave (with a unified VGPR/AGPR file, both kinds); 0: EmulatorOptions::vgprCount. Dispatch
  // sets what the kernel descriptor allocates.
  uint32_t vgprCount = 0;
  // MAI processors: the AGPRs, `agprCount` rows from row `agprBase` of the wave's register rows (inside the
  // VGPR rows with gfx90a's unified file, after them on gfx908). Without vgprCount (no descriptor), a file of
  // EmulatorOptions::vgprCount AGPRs after the VGPRs.
  uint32_t agprBase = 0, agprCount = 0;
  // When set, the grid is the total number of work-items per dimension (an AQL packet's grid_size):
  // `grid` is ignored, the workgroup count is rounded up and edge workgroups are partial.
  std::array<uint32_t, 3> gridItems{0, 0, 0};
  // LDS bytes each workgroup gets (a dispatch: the group segment size plus the dynamic LDS); accesses
  // beyond it are out of range.
  uint32_t ldsBytes = 65536;
  // GFX7/8: the scratch backing memory FLAT_SCRATCH_HI counts 256-byte units from (the queue's
  // scratch base); GFX9+ FLAT_SCRATCH holds full addresses and ignores it.
  uint64_t scratchBase = 0;
  std::function<void(WaveSetup&)> setupWave;     // optional per-wave adjustment
  // The MODE register every wave starts with (FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8], IEEE [9]);
  // unset: as LLVM's default kernel descriptor sets it (f32 denormals flushed, f64/f16 kept, DX10_CLAMP, IEEE).
  std::optional<uint32_t> mode;
  bool keepWaveState = false;                    // fill LaunchResult::waves
  // The private segment [scratchBase, scratchBase + scratchBytes): vector accesses there count as scratch
  // traffic in LaunchStats (0: none known).
  uint64_t scratchBytes = 0;
  // SGPRs s0..sN-1 the dispatch initializes (user and system SGPRs); reading another one before the wave
  // writes it is an uninitialized-sgpr report. -1: unknown, no such check.
  int initializedSgprs = -1;
  // The private segment of each work-item in bytes (the descriptor's fixed size plus the dynamic stack); with
  // it, an access of a lane beyond its private segment is a fault that says so (the dispatch lays the segment
  // out wave by wave from scratchBase: wave w of workgroup g at (g * waves per group + w) * wave size * size).
  // Unset: unknown, not checked.
  std::optional<uint64_t> privateSegmentSize;
  // The size is the descriptor's fixed size alone: no dynamic stack and no stack size asked for (an overflow then
  // says that the object declares no more: clang-22 leaves recursion unmarked as a dynamic stack).
  bool fixedPrivateSegment = false;
  HostServices services;
  // The descriptor enables no kernarg segment pointer although the kernel takes arguments: a read of an
  // uninitialized SGPR pair as a scalar load's base names .amdhsa_user_sgpr_kernarg_segment_ptr.
  bool kernargPointerMissing = false;
  // Host threads that run the workgroups (0: EmulatorOptions::threads). Results, reports, the fault and the
  // instruction count are the same with any number (src/emu/README.md, "Parallel workgroups": workgroups that
  // share memory one of them writes run again in workgroup order); setupWave is called under a lock, from any
  // of them, and again for a wave whose workgroup runs again.
  unsigned threads = 0;
};

// How reports, faults, trace events and register dumps write an instruction of the loaded code: (the
// machine's processor, its features, the instruction's bytes) -> its text. The emulator reads machine code
// but writes no assembly text itself; unset, an instruction is written as its mnemonic. The disassembler's
// gcnkit::toolchain::disassembleInstruction (gcnkit/toolchain.h) writes LLVM's syntax: the command line and
// the Python module pass it. Called from any worker thread.
using InstructionText =
    std::function<std::string(std::string_view processor, std::string_view features, std::span<const uint8_t> bytes)>;

struct EmulatorOptions {
  CheckMode checks = CheckMode::Report;
  ReturnOrderSpec order{};
  uint64_t maxInstructions = 100'000'000;  // over the whole launch (all waves)
  // Wall-clock seconds a launch may run (0: no limit); beyond it a TimeLimit fault. The one result that can
  // depend on the host: everything else is the same on any machine and thread count.
  double timeLimitSeconds = 600;
  uint32_t vgprCount = 32;                 // VGPRs per wave
  uint32_t timeSlice = 64;                 // instructions a wave runs before the next wave of its workgroup
  unsigned threads = 0;                    // host threads running workgroups (0: every core)
  // The stack of a kernel that uses a dynamic stack (.amdhsa_uses_dynamic_stack: recursion, calls the compiler
  // cannot size), bytes per work-item: its private segment is the larger of its fixed size and this. 0: the ROCm
  // runtime's default, 1024 for HIP and 16384 for OpenCL kernels (HIP objects define a __hip_cuid_* symbol).
  uint32_t stackSize = 0;
  uint32_t printfBufferSize = 4u << 20;    // the buffered-printf buffer's bytes (the ROCm runtime's 4 MiB)
  // The reference path of vector memory: each lane's access checked and made on its own, never a wave's at once
  // (src/emu/vmem_wave.cpp). The same bytes, registers, reports and faults, only slower: the tests hold the per-wave
  // path to it.
  bool perLaneMemory = false;
  // Which engine runs the kernel's instructions (src/emu/compiled_engine.h): the interpreter, the reference; or the
  // compiled engine, which runs straight-line runs of ALU instructions as host machine code (x86-64 with AVX2) and
  // gives the same bytes, registers, reports, faults and traces; Auto is the compiled engine where the host has it.
  // Compiled compiles a region at its first visit (every instruction it can, for testing the engine); Auto only the
  // regions that run often (a short kernel does not pay for compiling).
  enum class Engine : uint8_t { Auto, Interpreter, Compiled };
  Engine engine = Engine::Auto;
  // ---- inspection (gcnkit/inspect.h); all off by default and free when off
  TraceOptions trace;                      // a callback per executed instruction
  bool stats = false;                      // fill LaunchResult::stats
  std::function<void(const Progress&)> progress;  // every 2^20 instructions or so, one call at a time, from any worker thread
  InstructionText instructionText;         // unset: instructions are written as their mnemonic
};

// "auto" | "interp" | "compiled" (EmulatorOptions::engine).
std::optional<EmulatorOptions::Engine> parseEngine(std::string_view text);
// Whether this host runs the compiled engine (x86-64 with AVX2 and FMA): elsewhere every engine interprets.
bool compiledEngineAvailable();

// How faithfully the emulator executes an instruction: exactly as the documents define it, by a stated model
// (the transcendental approximations, whose hardware bits are not documented), or not at all (a fault).
enum class FidelityLevel : uint8_t { Exact, Approximate, Unsupported };
std::string_view fidelityName(FidelityLevel l);  // "exact", "approximate", "unsupported"

struct FidelityEntry {
  std::string instruction;  // mnemonic
  FidelityLevel level = FidelityLevel::Exact;
  std::string how;          // the model, for approximations; why, for unsupported ones
  uint64_t executed = 0;    // executions in the launch (attempts, for unsupported ones)
};

// The fidelity of one instruction on a processor ("gfx900"); nullopt for an unknown processor or mnemonic.
std::optional<FidelityEntry> instructionFidelity(std::string_view processor, std::string_view mnemonic);

struct LaunchResult {
  Fault fault;
  std::vector<Report> reports;
  std::vector<FidelityEntry> fidelity;  // every instruction the launch executed, by mnemonic
  uint64_t instructions = 0;
  std::vector<WaveState> waves;  // when LaunchConfig::keepWaveState
  std::optional<WaveState> faultWave;  // the faulting wave's registers at the fault
  LaunchStats stats;             // when EmulatorOptions::stats
  // What the kernel printed (printf) to standard output and standard error, in workgroup order, then wave, then
  // call order (lanes of one call in lane order), whatever the thread count; up to and including the faulting
  // workgroup when the launch faulted. errorOutput also holds "gcnkit: printf: ..." lines for records it could
  // not format.
  std::string output, errorOutput;
  // Non-empty when more than one thread was asked for but the workgroups ran one at a time, in order: they share
  // memory one of them writes (atomics, a race), which the first conflict names. The result is the same either way.
  std::string inOrder;
  bool ok() const { return fault.kind == FaultKind::None; }
  size_t count(CheckKind k) const;  // reports of one kind
  std::string text() const;         // the fault and every report, one per line
};

class Machine {
 public:
  // A machine for a processor ("gfx900", "gfx1030", aliases like "fiji") with -mattr features
  // ("+xnack", "-wavefrontsize32"). Returns nullptr and sets `error` when the target is unknown.
  static std::unique_ptr<Machine> create(std::string_view mcpu, std::string_view mattr = "",
                                         std::string* error = nullptr, EmulatorOptions options = {});
  ~Machine();
  Machine(const Machine&) = delete;
  Machine& operator=(const Machine&) = delete;

  EmulatorOptions& options();
  std::string_view processor() const;
  uint32_t waveSize() const;  // 64, or 32 on GFX10 with wavefrontsize32 (the default there)

  // ---- guest memory ----
  uint64_t allocate(uint64_t size, uint64_t alignment = 256);  // zero-filled; 0 on failure
  bool map(uint64_t address, uint64_t size);                   // at a fixed address
  // Host memory the caller owns, mapped at the guest address equal to its host address, so that a kernel and
  // the host share one pointer (HIP's hipHostMalloc and hipMallocManaged). The bytes are the caller's and must
  // outlive the mapping (release() it before freeing them). False when the range overlaps guest memory.
  bool mapHost(void* host, uint64_t size);
  bool release(uint64_t address);
  // Whether [address, address + size) lies inside one allocation (what read and write accept).
  bool mapped(uint64_t address, uint64_t size) const;
  // Names the allocation at `base` (e.g. "argument 2 (out)"); memory violations name the nearest one.
  bool nameAllocation(uint64_t base, std::string_view name);
  bool write(uint64_t address, std::span<const uint8_t> bytes);
  bool read(uint64_t address, std::span<uint8_t> bytes) const;
  bool writeDwords(uint64_t address, std::span<const uint32_t> dwords);
  bool readDwords(uint64_t address, std::span<uint32_t> dwords) const;
  std::optional<uint32_t> readDword(uint64_t address) const;

  // ---- code ----
  // Copies raw machine code into guest memory (an allocation of its own, so s_getpc-relative loads of
  // data in the code work) and decodes it once. Words that do not decode fault only if executed.
  // `listingBase`: the address byte 0 has where the code comes from (its section's address in a code object),
  // which reports, faults, traces and the trace's pc: filter use, as `gcnkit dis` lists the object; 0 for
  // raw code (addresses are then offsets, as `gcnkit mc -disassemble` lists them).
  bool loadCode(std::span<const uint8_t> bytes, std::string* error = nullptr, uint64_t listingBase = 0);
  uint64_t codeAddress() const;  // guest address of byte 0 of the loaded code
  uint64_t listingBase() const;  // as loadCode was given
  // Decodes [address, address + size) of guest memory, already written (a loaded module's executable segment),
  // as code a launch may run (LaunchConfig::code names it), once. Kept until that memory is released; code in
  // it that jumps elsewhere faults. `listingBase` as loadCode's (the segment's virtual address). False (and
  // `error`) when the range is not dword-aligned in one allocation.
  bool addCode(uint64_t address, uint64_t size, std::string* error = nullptr, uint64_t listingBase = 0);

  // ---- run ----
  LaunchResult launch(const LaunchConfig& config);

 private:
  Machine();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gcnkit::emu
