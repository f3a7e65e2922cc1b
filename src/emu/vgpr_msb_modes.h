// GFX12.5's VGPR MSB mode (codec/vgpr_msb.h) is wave state: MODE[19:12], set by s_set_vgpr_msb or an s_setreg of
// MODE. The emulator decodes each instruction once, with the VGPR numbers the mode gives it, so it finds the mode
// every instruction runs under before decoding: forward along straight-line code and direct branches from each
// entry (mode 0 where a wave or function starts: the first instruction and one that no path reaches). Where two
// paths bring different modes, or an s_setreg_b32 writes the bits from a register, the mode is not one number and
// the instruction is refused when it runs; a jump through a register (a call, a return) checks at run time that the
// wave's mode is the one its target was decoded under (src/emu/README.md).
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "isa/target.h"

namespace gcnkit::emu {

inline constexpr int16_t kMsbModeMixed = -1;  // paths disagree, or a register wrote the bits

// The mode at each 4-byte word of `bytes` that starts an instruction (other words: 0).
std::vector<int16_t> vgprMsbModes(std::span<const uint8_t> bytes, const Target& t);

// The mode in MODE (hardware register 1): bits 19:12 hold the destination's two bits, then src0's, src1's and src2's
// (CDNA5 ISA, the MODE register), where s_set_vgpr_msb's immediate holds src0, src1, src2, then the destination.
inline constexpr unsigned kMsbModeShift = 12;
inline constexpr uint32_t kMsbModeMask = 0xffu << kMsbModeShift;
constexpr uint32_t msbModeBits(uint8_t mode) { return uint32_t(uint8_t(mode << 2 | mode >> 6)) << kMsbModeShift; }
constexpr uint8_t msbModeOf(uint32_t modeRegister) {
  const uint8_t b = uint8_t(modeRegister >> kMsbModeShift);
  return uint8_t(b >> 2 | b << 6);
}

}  // namespace gcnkit::emu
