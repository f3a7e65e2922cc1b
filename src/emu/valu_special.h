// The VALU semantics that read or write registers themselves (lane ops, movrel, swaps, interpolation), and
// the registration of the special operations, split by concept over valu_special.cpp (lanes, movrel, swaps,
// no-ops), valu_media.cpp (SAD/QSAD/MQSAD/MSAD, lerp, cube map), valu_trig_preop.cpp (2/pi segments) and
// valu_interp.cpp (interpolation from LDS). Internal to src/emu.
#pragma once
#include <cstdint>
#include <string>

#include "emu/valu_lanes.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

struct Wave;

// The friend of VectorAlu through which semantics functions reach the wave's registers, LDS and faults. Every
// VGPR access goes through vgprRow, which checks the register number against the wave's VGPR count.
struct ValuLanes {
  static Wave& wave(VCtx& c) { return *c.wave; }
  // The index of the executing instruction (execValu has already advanced the wave's pc past it).
  static uint32_t index(const VCtx& c);
  static uint32_t vgprCount(const VCtx& c);
  static uint32_t m0(const VCtx& c);
  // EXEC as the wave holds it (c.exec may be narrowed by DPP's row and bank masks).
  static uint64_t liveExec(const VCtx& c);
  // Stops the launch with a fault at the executing instruction; returns false.
  static bool fault(VCtx& c, FaultKind k, const std::string& message);
  // A check's report at the executing instruction (nothing when checks are off).
  static void report(VCtx& c, CheckKind k, const std::string& message);
  // The lane-contiguous row of VGPR `reg`, or nullptr after a fault naming `what` when it is beyond the
  // wave's VGPRs.
  static uint32_t* vgprRow(VCtx& c, uint64_t reg, const char* what);
  static void writeSgpr(VCtx& c, uint16_t code, uint32_t v);
  // GFX8/9 s_set_gpr_idx_on: the VGPR of source i / of the destination after the index M0 applies to it
  // (as the executor applies it when it fetches sources and writes results).
  static uint32_t indexedSource(const VCtx& c, unsigned i);
  static uint32_t indexedDest(const VCtx& c);
  // Reapplies DPP/DPP8 to c.a[0] (after a function replaced it) with the wave's EXEC.
  static bool redoDpp(VCtx& c);
  // One dword of the workgroup's LDS at a byte address (fault when outside it).
  static bool ldsRead(VCtx& c, uint64_t byteAddr, uint32_t& v);
};

void registerMediaOps(SemTable& t);      // valu_media.cpp
void registerTrigPreop(SemTable& t);     // valu_trig_preop.cpp
void registerInterpOps(SemTable& t);     // valu_interp.cpp

// Bit k (1-based, weight 2^-k) of the binary expansion of 2/pi, for k = 1..kTwoOverPiBits; 0 beyond. The
// hardware holds 1201 fraction bits (b_1200..b_0); they are computed with exact integer arithmetic when the
// semantics table is built (valu_trig_preop.cpp).
inline constexpr unsigned kTwoOverPiBits = 1201;
bool twoOverPiBit(unsigned k);
// The 53-bit integer formed by bits first..first+52 of 2/pi (bits beyond kTwoOverPiBits read 0).
uint64_t twoOverPiSegment(unsigned first);

}  // namespace gcnkit::emu
