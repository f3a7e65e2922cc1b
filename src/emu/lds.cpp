// The workgroup's LDS as the interpolation operations read it: a byte vector of EmulatorOptions::ldsBytes,
// zeroed when a launch starts (Launch::run; workgroups run one after another and each finds what the previous
// one left, as undefined as hardware's) and visible to LaunchConfig::setupWave. Every read is bounds-checked;
// outside the LDS the launch faults (a memory violation names the address).
#include <cstring>

#include "emu/core.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

bool Launch::ldsReadDword(Wave& w, uint32_t byteAddr, uint32_t& v, uint32_t index) {
  if (uint64_t(byteAddr) + 4 > lds_.size())
    return fault(FaultKind::MemoryViolation, w, index,
                 "LDS read of 4 bytes at " + std::to_string(byteAddr) + " is outside the workgroup's " +
                     std::to_string(lds_.size()) + " bytes of LDS",
                 byteAddr);
  std::memcpy(&v, lds_.data() + byteAddr, 4);
  return true;
}

bool ValuLanes::ldsRead(VCtx& c, uint64_t byteAddr, uint32_t& v) {
  const uint32_t addr = byteAddr > UINT32_MAX ? UINT32_MAX : uint32_t(byteAddr);
  if (c.launch->ldsReadDword(*c.wave, addr, v, index(c))) return true;
  c.faulted = true;
  return false;
}

}  // namespace gcnkit::emu
