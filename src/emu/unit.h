// The view every unit of a launch has of a wave: the launch's facts, the wave's scalar registers and EXEC,
// hardware registers, VGPR rows, the instruction's position for reports, and the checks unit's reports and
// faults. Each unit (scalar_alu.h, scalar_memory.h, vector_alu.h, vector_memory.h, checks.h, and the dispatch
// in launch.h) derives from it and adds its own state and operations. Internal to src/emu.
#pragma once
#include <cstdint>
#include <string>

#include "emu/core.h"
#include "emu/launch_context.h"

namespace gcnkit::emu {

class Unit {
 public:
  explicit Unit(LaunchContext& cx);

 protected:
  LaunchContext& cx_;
  MachineState& m_;
  const LaunchConfig& cfg_;
  const Program& prog_;
  const uint32_t vgprs_, agprBase_, agprs_;
  const Gen gen_;
  const bool gfx10_;
  const bool wave32_;
  const uint32_t waveSize_;
  const bool checks_;
  const uint32_t lgkmMax_;

  // ---- registers
  // (Inline: the SGPR case is most of what scalar instructions read.)
  uint32_t read32(const Wave& w, uint16_t code) const {
    if (code < 128) return isNull(code) ? 0 : w.s[code];
    return readCondition(w, code);
  }
  // src_vccz, src_execz, src_scc, GFX12.5's src_flat_scratch_base_lo (its low dword); 0 otherwise
  uint32_t readCondition(const Wave& w, uint16_t code) const;
  uint64_t read64(const Wave& w, uint16_t code) const;
  // GFX12.5's src_flat_scratch_base_lo/hi (kSrcFlatScratchBaseLo): the wave's FLAT_SCRATCH_BASE (emu/apertures.h)
  uint64_t flatScratchBase(const Wave& w) const;
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
  uint32_t& vgpr(Wave& w, unsigned reg, unsigned lane) const { return w.v[size_t(reg) * waveSize_ + lane]; }
  bool laneOn(const Wave& w, unsigned lane) const { return exec(w) >> lane & 1; }
  uint64_t allLanes() const { return waveSize_ >= 64 ? ~0ull : (1ull << waveSize_) - 1; }  // EXEC with every lane on
  WaveState snapshot(const Wave& w) const;  // src/emu/wave_dump.cpp

  // ---- where an instruction is
  uint64_t pcOf(uint32_t index) const {
    return prog_.base + (index < prog_.offsetOf.size() ? prog_.offsetOf[index] : prog_.sizeBytes);
  }
  // The address listings print for instruction `index`: what reports, faults, traces and dumps show.
  uint64_t listingOf(uint32_t index) const { return pcOf(index) - prog_.base + prog_.listingBase; }

  // ---- checks and faults (the checks unit, src/emu/checks.h)
  void report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0);
  bool fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address = 0, int lane = -1);
  bool failed() const { return cx_.result.fault.kind != FaultKind::None; }
  bool halted() const { return cx_.aborted || failed(); }  // the current workgroup stops

  // A parallel run notes every global access before it is made (src/emu/shared_access.h); false (the workgroup
  // and the run abandoned, to be run again in order) when it conflicts with another workgroup's.
  // `kind` >= 0: an atomic that returns nothing and commutes with others of its kind (SharedAccess::update).
  bool shareable(uint64_t a, uint64_t n, bool write, int kind = -1) {
    return !cx_.shared || noteShared(a, n, write, kind);
  }
  bool noteShared(uint64_t a, uint64_t n, bool write, int kind = -1);

  // ---- counts (the fidelity report and EmulatorOptions::stats)
  void noteExecuted(Op op) {
    if (!cx_.executedOps[size_t(op)]++) cx_.touchedOps.push_back(uint32_t(op));
  }
  void noteStall() {  // a wait that had to retire operations: counted once per instruction
    if (cx_.stallClock != cx_.clock) ++cx_.stats.waitStalls, cx_.stallClock = cx_.clock;
  }
  void noteTraffic(MemoryTraffic& t, bool write, uint64_t bytes) { (write ? t.written : t.read) += bytes; }
  MemoryTraffic& vectorTraffic(uint64_t a) {
    return a - cfg_.scratchBase < cfg_.scratchBytes ? cx_.stats.scratch : cx_.stats.global;
  }
};

}  // namespace gcnkit::emu
