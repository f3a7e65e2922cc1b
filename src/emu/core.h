// The emulator's execution core: wave state, the scalar memory unit's queue of operations in flight,
// the scalar cache model, and the launch that runs the waves of a grid. Internal to src/emu.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "emu/atomics.h"
#include "emu/host_session.h"
#include "emu/memory.h"
#include "emu/program.h"
#include "emu/shared_access.h"
#include "emu/trace.h"
#include "emu/valu.h"
#include "emu/vmem_state.h"
#include "emu/workgroup_queue.h"
#include "isa/registers.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

// "0x..." of a value, for reports and fault messages (src/emu/launch.cpp).
std::string hex(uint64_t v);

// One scalar-memory operation in flight. Its operands (address, store data, atomic operands) are read
// when it issues; its memory access and its write-back to SGPRs happen when it completes.
struct PendingOp {
  enum Kind : uint8_t { Load, Store, Atomic, Time, Invalidate, Discard, Writeback, WaveId };
  Kind kind = Load;
  uint8_t weight = 1;        // LGKM_CNT weight: 1 for one dword (or an invalidate/memtime), 2 for more
  uint8_t dwords = 0;        // dwords accessed in memory / written back
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

// Which scalar-cache lines each cache domain (a workgroup: its waves share a CU's scalar cache) filled
// since its last invalidate, and which dwords of them were written behind that cache's back since (by scalar
// atomics, which go to L2 directly, or by stores of other domains / other agents): a load is stale when it reads
// such a dword. One model per workgroup run; what spans workgroups is folded by WorkgroupQueue from firstLoads()
// and writtenLines().
class ScalarCacheModel {
 public:
  static constexpr uint64_t kLine = 64;
  void reset() {
    filled_.clear();
    writes_.clear();
    firstLoads_.clear();
    loadedOnce_.clear();
    seq_ = 0;
  }
  // A load of [address, address + bytes) in domain `d` by instruction `inst` of wave `wave`; returns the first
  // stale line address, or ~0.
  uint64_t load(uint32_t d, uint64_t address, uint64_t bytes, uint32_t inst, uint32_t wave);
  std::vector<ScalarLineLoad> firstLoads() const { return firstLoads_; }
  std::vector<ScalarLineWrite> writtenLines() const;  // sorted by line
  void storeThrough(uint32_t d, uint64_t address, uint64_t bytes);  // a scalar store of domain d
  void writeBehind(uint64_t address, uint64_t bytes);               // atomics, vector stores, other agents
  void invalidate(uint32_t d) { filled_[d].clear(); }
  void discard(uint32_t d, uint64_t address, uint64_t bytes);

 private:
  struct Writes {
    uint64_t behindSeq = 0;   // last write that bypassed every scalar cache
    uint64_t storeSeq = 0;    // last scalar store
    uint32_t storeDomain = 0;
    uint16_t behindDwords = 0, storeDwords = 0;  // the dwords those writes touched
  };
  std::unordered_map<uint32_t, std::unordered_map<uint64_t, uint64_t>> filled_;  // domain -> line -> fill seq
  std::unordered_map<uint64_t, Writes> writes_;
  std::vector<ScalarLineLoad> firstLoads_;  // the first load of each line in this run, and the dwords loaded
  std::unordered_map<uint64_t, size_t> loadedOnce_;  // line -> its entry in firstLoads_
  uint64_t seq_ = 0;
};

class Launch;

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

class Launch {
 public:
  Launch(MachineState& m, const LaunchConfig& cfg);
  ~Launch();
  LaunchResult run();
  // ---- parallel workgroups: a worker runs the workgroups it claims from `q` (src/emu/launch.cpp) ----
  void work(WorkgroupQueue& q);

 private:
  friend struct SaluExec;
  friend struct ValuLanes;  // src/emu/valu_special.cpp: ops that read or write registers themselves
  // ---- execution ----
  bool step(Wave& w);                                  // one instruction; false when the wave stops
  bool execSalu(Wave& w, const SInst& d, uint32_t index);  // src/emu/salu.cpp
  bool execSmem(Wave& w, const SInst& d, uint32_t index);  // src/emu/smem.cpp
  // ---- vector ALU (src/emu/valu.cpp) ----
  bool execValu(Wave& w, const DInst& d, uint32_t index);
  bool execMai(Wave& w, uint32_t index);  // src/emu/mai_exec.cpp
  bool execMemOp(Wave& w, const MemInst& m, uint32_t index);  // the encoding's executor, then the counters
  bool valuSources(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool valuDpp(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool writeVgpr32(Wave& w, const VInst& vi, VCtx& c, uint32_t index, bool half);
  bool writeVgpr64(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  void writeMask(Wave& w, uint16_t code, uint64_t m);
  // One dword of the workgroup's LDS at a byte address; false after a fault when it lies outside the LDS.
  bool ldsReadDword(Wave& w, uint32_t byteAddr, uint32_t& v, uint32_t index);
  bool ldsReadBytes(Wave& w, uint32_t byteAddr, unsigned bytes, uint32_t& v, uint32_t index);  // lds_direct
  uint64_t readMask(const Wave& w, uint16_t code) const;
  void expandMask(VCtx& c, uint64_t m);
  void noteExecuted(Op op) {
    if (!executedOps_[size_t(op)]++) touchedOps_.push_back(uint32_t(op));
  }
  void collectFidelity();
  bool completeOne(Wave& w, size_t which);
  bool drainTo(Wave& w, uint32_t weight);
  RegMask hazard(const Wave& w) const {
    RegMask m = w.pendingMask;
    m |= w.unsureMask;
    return m;
  }
  size_t pickPending(const Wave& w);
  bool branchTo(Wave& w, int32_t target, uint32_t index);
  bool jumpToAddress(Wave& w, uint64_t address, uint32_t index);

  // ---- registers ----
  uint32_t read32(const Wave& w, uint16_t code) const;
  uint64_t read64(const Wave& w, uint16_t code) const;
  uint32_t src32(const Wave& w, const Src& s) const { return s.isConst ? uint32_t(s.value) : read32(w, s.code); }
  uint64_t src64(const Wave& w, const Src& s) const { return s.isConst ? s.value : read64(w, s.code); }
  void write32(Wave& w, uint16_t code, uint32_t v) const {
    if (code < 128 && !isNull(code)) w.s[code] = v;
  }
  // GFX10's null as a 64-bit operand is one register: writes drop both halves, reads give 0 (its successor
  // code is exec_lo, which a null destination never touches).
  bool isNull(uint16_t code) const { return code == opnd::kNull && gfx10_; }
  void write64(Wave& w, uint16_t code, uint64_t v) const {
    if (isNull(code)) return;
    write32(w, code, uint32_t(v));
    write32(w, uint16_t(code + 1), uint32_t(v >> 32));
  }
  uint64_t exec(const Wave& w) const { return wave32_ ? w.s[126] : w.s[126] | uint64_t(w.s[127]) << 32; }
  uint64_t vcc(const Wave& w) const { return wave32_ ? w.s[106] : w.s[106] | uint64_t(w.s[107]) << 32; }
  uint32_t hwregRead(const Wave& w, unsigned id) const;
  void hwregWrite(Wave& w, unsigned id, uint32_t value, uint32_t mask);

  // ---- checks and faults ----
  void report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0);
  bool fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0, int lane = -1);
  bool checkPending(Wave& w, uint32_t index);
  // ---- uninitialized-SGPR check
  bool checkInitialized(Wave& w, uint32_t index);
  bool failed() const { return result_.fault.kind != FaultKind::None; }
  bool halted() const { return aborted_ || failed(); }  // the current workgroup stops
  bool overBudget(Wave& w, uint32_t index);             // the instruction limit, exact across threads
  uint64_t pcOf(uint32_t index) const {
    return prog_.base + (index < prog_.offsetOf.size() ? prog_.offsetOf[index] : prog_.sizeBytes);
  }
  // The address listings print for instruction `index`: what reports, faults, traces and dumps show.
  uint64_t listingOf(uint32_t index) const { return pcOf(index) - prog_.base + prog_.listingBase; }

  // ---- scheduling ----
  void initWave(Wave& w, uint32_t wgLinear, const std::array<uint32_t, 3>& wgId, uint32_t waveInGroup,
                uint32_t waves, uint32_t items, const std::array<uint32_t, 3>& wgSize);
  bool runWorkgroup(uint32_t wgLinear, const std::array<uint32_t, 3>& wgId);
  void runParallel(WorkgroupQueue& q, unsigned threads);
  void timeLimit(const std::vector<Wave>& ws);
  WorkgroupOutcome takeOutcome(uint32_t wg);
  void keep(const Wave& w);
  WaveState snapshot(const Wave& w) const;  // src/emu/wave_dump.cpp

  // ---- inspection (src/emu/trace.cpp, src/emu/stats.cpp): trace, statistics, progress
  bool observedStep(Wave& w);  // step() plus the trace and per-instruction counts; only when observed_
  void traceEvent(const Wave& w, uint32_t index, uint64_t sequence, const std::array<uint32_t, 128>& sBefore,
                  bool sccBefore, uint64_t execBefore, const RegMask& landed);
  void noteProgress();
  void noteStall() {  // a wait that had to retire operations: counted once per instruction
    if (stallClock_ != clock_) ++stats_.waitStalls, stallClock_ = clock_;
  }
  void noteTraffic(MemoryTraffic& t, bool write, uint64_t bytes) { (write ? t.written : t.read) += bytes; }
  MemoryTraffic& vectorTraffic(uint64_t a) {
    return a - cfg_.scratchBase < cfg_.scratchBytes ? stats_.scratch : stats_.global;
  }
  void takeStats(WorkgroupStats& into);
  void collectStats(const WorkgroupStats& totals, double seconds);

  // ---- vector memory (src/emu/vmem_exec.cpp, vmem_counters.cpp, buffer.cpp, lds.cpp, flat.cpp) ----
  bool execVmem(Wave& w, const DInst& d, uint32_t index);       // MUBUF/MTBUF/DS/FLAT/GLOBAL/SCRATCH
  bool execVmemLanes(Wave& w, const DInst& d, uint32_t index);
  bool vmemBefore(Wave& w, const DInst& d, uint32_t index);     // counter waits and in-flight VGPR check
  bool execBuffer(Wave& w, const MemInst& m, uint32_t index);
  bool execDs(Wave& w, const MemInst& m, uint32_t index);
  bool execDsTranspose(Wave& w, const MemInst& m, uint32_t index);  // src/emu/lds_transpose.cpp
  bool execFlat(Wave& w, const MemInst& m, uint32_t index);
  bool globalFast(Wave& w, const MemInst& m);                   // src/emu/flat.cpp
  bool execImage(Wave& w, const MemInst& m, uint32_t index);  // src/emu/mimg.cpp
  void vmIssue(Wave& w, const MemInst& m, uint32_t index);      // counts the operation in its counter
  void vmRetire(Wave& w, VmQueue q, uint32_t keep);
  bool ldsAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write, bool atomic);
  bool globalAccess(Wave& w, uint32_t index, uint32_t lane, uint64_t a, void* data, uint32_t n, bool write);
  // A parallel run notes every global access before it is made (src/emu/shared_access.h); false (the workgroup
  // and the run abandoned, to be run again in order) when it conflicts with another workgroup's.
  // `kind` >= 0: an atomic that returns nothing and commutes with others of its kind (SharedAccess::update).
  bool shareable(uint64_t a, uint64_t n, bool write, int kind = -1) { return !shared_ || noteShared(a, n, write, kind); }
  bool noteShared(uint64_t a, uint64_t n, bool write, int kind = -1);
  // An atomic on `bytes` of global memory, atomic across host threads; `old` gets the value before it, which
  // `returns` says the instruction writes to registers.
  bool globalAtomic(Wave& w, uint32_t index, uint32_t lane, uint64_t a, unsigned bytes, AtomicFn fn, uint64_t src,
                    uint64_t cmp, uint64_t& old, bool returns);
  uint32_t& vgpr(Wave& w, unsigned reg, unsigned lane) const { return w.v[size_t(reg) * waveSize_ + lane]; }
  bool laneOn(const Wave& w, unsigned lane) const { return exec(w) >> lane & 1; }
  // A barrier's release: the next LDS epoch, with what the waves' outstanding DS and LDS-DMA operations touched.
  void releaseBarrier(std::vector<Wave>& waves);
  LdsState lds_;
  bool ldsLogging_ = false;     // the executing memory operation's LDS accesses are logged in ldsLog_
  std::vector<LdsSpan> ldsLog_; // (vmIssue moves them into its InFlight entry)
  bool dsIssuing_ = false;   // a DS instruction is executing (its LDS accesses meet the in-flight LDS-DMA check)
  bool flatHitLds_ = false;  // the last FLAT access reached LDS in some lane (it then counts in LGKM_CNT too)

  // ---- host services (src/emu/host_session.h): one session per launch, shared by its workers
  std::shared_ptr<HostSession> host_;
  std::unique_lock<std::mutex> hostLock_;  // held from an instruction's first watched atomic to its end
  bool hostInterrupt(Wave& w, uint32_t index);  // s_sendmsg MSG_INTERRUPT
  // The private segment check: false (a fault) when lane `lane`'s access of `n` bytes at private offset `offset`
  // (or, for an address in the scratch allocation, at that address) leaves the lane's private segment.
  bool privateInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t offset, uint32_t n);
  bool scratchAddressInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t a, uint32_t n);

  MachineState& m_;
  const LaunchConfig& cfg_;
  const uint32_t vgprs_;  // VGPR rows of every wave: the descriptor's allocation, or EmulatorOptions::vgprCount
  // AGPRs (MAI processors): the launch's, or without a descriptor's count a file as large as the VGPRs'.
  const uint32_t agprBase_, agprs_;
  const Program& prog_;
  const Gen gen_;
  const bool gfx10_;
  const bool wave32_;
  const uint32_t waveSize_;
  const bool checks_;
  const uint32_t lgkmMax_;
  LaunchResult result_;
  std::map<std::pair<uint32_t, uint8_t>, size_t> reportIndex_;  // (instruction, kind) -> report, per workgroup
  std::vector<uint32_t> reportInst_;                            // instruction index of each report
  std::mt19937_64 rng_;
  ScalarCacheModel cache_;
  uint64_t clock_ = 0;  // instructions executed in this workgroup (the s_memtime clock)
  WorkgroupQueue* queue_ = nullptr;
  SharedAccess* shared_ = nullptr;  // a parallel run: every global access is noted (queue_->shared())
  uint32_t wg_ = 0;          // the workgroup running
  uint64_t budget_ = 0;      // instructions it may execute (WorkgroupQueue::budget)
  bool budgetExact_ = false;
  bool aborted_ = false;     // a fault in an earlier workgroup stopped it
  // Vector ALU state: one lane context per launch, the current write mask expanded to lane selectors.
  std::unique_ptr<VCtx> vctx_;
  alignas(64) uint32_t laneSel_[kMaxLanes] = {};
  uint64_t maskExpanded_ = 0;
  fp::Mode mode_{};          // MODE decoded, for the last MODE value seen
  uint32_t modeBits_ = 0;
  bool modeValid_ = false;
  uint32_t maskLanes_ = 0;
  std::vector<uint64_t> executedOps_;  // per Op: executions in this workgroup (then: the launch's, for the fidelity report)
  std::vector<uint32_t> touchedOps_;   // the Ops executedOps_ counts in this workgroup
  // ---- inspection: per workgroup, folded in workgroup order by the queue (a trace runs on one thread).
  std::unique_ptr<Tracer> tracer_;        // null: no trace
  std::vector<TraceEvent> traceEvents_;   // the running workgroup's, until delivered
  std::vector<uint32_t> traceV_;          // VGPRs before the traced instruction
  std::vector<uint64_t> executedAt_;      // per instruction index, with EmulatorOptions::stats (else empty)
  bool observed_ = false;                 // tracer_ or executedAt_: step through observedStep
  WorkgroupStats stats_;                  // the running workgroup's counts (EmulatorOptions::stats)
  uint64_t stallClock_ = ~0ull;
  uint64_t nextProgress_ = ~0ull;         // clock_ at which the next progress check is due (never: no progress)
  uint64_t progressNoted_ = 0;            // clock_ when this worker last added to the launch's progress count
  bool progress_ = false;                 // EmulatorOptions::progress is set
};

}  // namespace gcnkit::emu
