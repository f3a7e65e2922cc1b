// What a scalar instruction does with the register in its SDST field, and the special register (EXEC, VCC, M0) it
// reads or writes without naming it: what the emulator's run-time wait check and the static analysis both need
// to know which registers an instruction reads and writes.
#pragma once
#include <cstdint>
#include <optional>

#include "isa/ops.h"
#include "isa/target.h"
#include "isa/wave_size.h"

namespace gcnkit {

enum class SdstUse : uint8_t {
  Write,      // the usual destination
  Read,       // a source in the SDST field (s_cmpk_*, s_setreg, the single-counter waits, s_setpc_b64, fork)
  ReadWrite,  // a destination whose old value is read (s_addk, s_mulk, s_bitset, a conditional move that keeps it)
};
// For the SOPK/SOP1/SOP2 instructions (scalar memory destinations follow the load/store/atomic kind instead).
SdstUse sdstUse(Op op);

struct ImplicitRegister {
  uint16_t code = 0;  // scalar operand code (EXEC, VCC or M0)
  uint8_t dwords = 0;
  bool read = false, write = false;
};
// The special register a scalar instruction reads or writes beyond its operands (saveexec, fork/join, the
// VCCZ/EXECZ branches, M0 of s_movrel/s_sendmsg/s_ttracedata/s_set_gpr_idx), if any.
std::optional<ImplicitRegister> implicitScalarRegister(Op op, const Target& t);

// Whether a DS instruction reads M0: the LDS limit on GFX6-8 (except the lane exchanges, which touch no LDS), GDS's
// base and size on every generation (`gds`: the instruction's GDS bit; the GWS rows need none), and the addtid
// forms' base.
bool dsReadsM0(Op op, Gen g, bool gds);

}  // namespace gcnkit
