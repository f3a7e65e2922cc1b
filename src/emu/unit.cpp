// The view every unit has of a wave: its scalar and hardware registers, where an instruction is, and the
// checks unit's reports and faults.
#include "emu/unit.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "emu/apertures.h"
#include "emu/checks.h"
#include "emu/vmem.h"

namespace gcnkit::emu {

std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
  return b;
}

Unit::Unit(LaunchContext& cx)
    : cx_(cx),
      m_(cx.m),
      cfg_(cx.cfg),
      prog_(cx.prog),
      vgprs_(cx.vgprs),
      agprBase_(cx.agprBase),
      agprs_(cx.agprs),
      gen_(cx.gen),
      gfx10_(cx.gfx10),
      wave32_(cx.wave32),
      waveSize_(cx.waveSize),
      checks_(cx.checks),
      lgkmMax_(cx.lgkmMax) {}

uint32_t Unit::readCondition(const Wave& w, uint16_t code) const {
  switch (code) {
    case opnd::kSrcVccz: return vcc(w) == 0;
    case opnd::kSrcExecz: return exec(w) == 0;
    case opnd::kSrcScc: return w.scc;
    case kSrcFlatScratchBaseLo: return vmemRules(gen_).scratchAperture58 ? uint32_t(flatScratchBase(w)) : 0;
    default: return 0;
  }
}

uint64_t Unit::read64(const Wave& w, uint16_t code) const {
  if (isNull(code)) return 0;
  if (code + 1 < 128) return read32(w, code) | uint64_t(read32(w, uint16_t(code + 1))) << 32;
  // The guide: src_flat_scratch_base_lo as a 64-bit operand supplies all of FLAT_SCRATCH_BASE.
  if (code == kSrcFlatScratchBaseLo && vmemRules(gen_).scratchAperture58) return flatScratchBase(w);
  return read32(w, code);
}

uint64_t Unit::flatScratchBase(const Wave& w) const {
  return emu::flatScratchBase(hwregRead(w, 20) | uint64_t(hwregRead(w, 21)) << 32, wave32_);
}

void Unit::report(CheckKind k, const Wave& w, uint32_t index, std::string message, uint64_t address) {
  cx_.checker->report(k, w, index, std::move(message), address);
}

bool Unit::fault(FaultKind k, const Wave& w, uint32_t index, std::string message, uint64_t address, int lane) {
  return cx_.checker->fault(k, w, index, std::move(message), address, lane);
}

uint32_t Unit::hwregRead(const Wave& w, unsigned id) const {
  switch (id) {
    case 2: {  // STATUS: SCC, WAVE_PRIO, EXECZ, VCCZ, IN_TG, VALID from the wave's state
      uint32_t v = w.hw[2];
      v |= uint32_t(w.scc) | uint32_t(w.prio & 3) << 3 | uint32_t(exec(w) == 0) << 9 |
           uint32_t(vcc(w) == 0) << 10 | uint32_t(w.wavesInGroup > 1) << 11 |
           uint32_t(w.status == WaveStatus::AtBarrier) << 12 | 1u << 16;
      return v;
    }
    case 4:  // HW_ID (GFX6-9): wave id, SIMD, CU, SE derived from the wave and workgroup numbers
      if (gfx10_) return w.hw[4];
      return (w.waveInGroup & 15) | ((w.waveInGroup >> 4) & 3) << 4 | (w.wgLinear & 15) << 8 |
             ((w.wgLinear >> 4) & 3) << 13;
    case 7:  // IB_STS: the wave's counters
      return std::min(w.vmcnt, 15u) | std::min(w.expcnt, 7u) << 4 | std::min(w.lgkmWeight, 15u) << 8;
    case 23:  // HW_ID1 (GFX10)
      if (!gfx10_) return w.hw[23];
      return (w.waveInGroup & 31) | ((w.waveInGroup >> 5) & 3) << 8 | (w.wgLinear & 15) << 10 |
             ((w.wgLinear >> 4) & 1) << 16 | ((w.wgLinear >> 5) & 7) << 18;
    case 15:  // SH_MEM_BASES (GFX9+): the aperture bases' address bits 63:48
      if (vmemRules(gen_).scratchAperture58) return kShMemBasesGfx12_5;
      return gen_ >= Gen::GFX9 ? kShMemBases : w.hw[15];
    case 29:  // SHADER_CYCLES (GFX10.3): a 20-bit cycle counter
      return uint32_t(cx_.clock) & 0xfffff;
    default:
      return id < w.hw.size() ? w.hw[id] : 0;
  }
}

bool Unit::noteShared(uint64_t a, uint64_t n, bool write, int kind) {
  if (kind >= 0 ? cx_.shared->update(a, n, cx_.wg, unsigned(kind)) : write ? cx_.shared->write(a, n, cx_.wg, cx_.sharedFilter.get())
                                                                   : cx_.shared->read(a, n, cx_.wg, cx_.sharedFilter.get()))
    return true;
  cx_.queue->abandon();  // every worker stops; Launch::run puts memory back and runs the workgroups in order
  cx_.aborted = true;
  return false;
}

}  // namespace gcnkit::emu
