// The compiled engine's code generator (src/emu/compiled_engine.h): a region of decoded instructions into x86-64
// machine code through Xbyak (Debian's libxbyak-dev: a header-only x86 assembler library, chosen over LLVM's ORC JIT
// for compile time, which is microseconds here, and over asmjit for its maintained Debian package; docs/performance.md).
// Internal to src/emu.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "emu/compiled_engine.h"
#include "emu/jit_arena.h"
#include "emu/fp.h"
#include "emu/valu.h"

namespace gcnkit::emu {

// What compiled code reads and writes: the wave's registers in place, and where a called instruction reports its
// outcome.
struct alignas(32) JitFrame {
  uint32_t tmp[kMaxLanes];      // an inline float instruction's results until its sources are known to be ordinary
  uint32_t tmpY[kMaxLanes];     // an inline VOPD word's Y results (both components read before either writes)
  uint32_t* s = nullptr;        // Wave::s
  uint32_t* v = nullptr;        // Wave::v
  CompiledEngine* engine = nullptr;
  Wave* wave = nullptr;
  Region* region = nullptr;
  uint8_t* scc = nullptr;              // Wave::scc (a bool: 0 or 1)
  const uint64_t* vmPending = nullptr; // VmemWaveState::pending: VGPRs 0..255 with a vector memory write in flight
  uint64_t clock0 = 0, executed0 = 0;  // the launch clock and the wave's count at region entry
  bool ok = true;                      // a called instruction's result (false: the wave stopped)
  bool sideExit = false;               // the region left before an instruction the interpreter must check
  bool follow = false;                 // the wave follows LDS reads' values (VmemWaveState::ldsReads not empty)
};

// Runs instruction `pos` of the frame's region through the interpreter's unit; 1 to go on, 0 to leave the region.
using JitCallFn = uint32_t (*)(JitFrame*, uint32_t pos);

// What the code generator needs of the launch.
struct JitTarget {
  uint32_t waveSize = 64;
  uint32_t vgprs = 0;
  bool gfx10 = false;       // GFX10+: operand code 125 is null
  fp::Mode mode{};          // the MODE the region is compiled for
  bool checks = false;      // the launch's checks are on: an inline instruction reading or writing a VGPR with a
                            // load in flight leaves the region for the interpreter, which reports it
  bool gprIdxOn = false;    // MODE's GPR_IDX_EN (GFX8/9 s_set_gpr_idx_on): operands indexed by M0
  JitCallFn call = nullptr;
  JitCallFn fallback = nullptr;  // an inline instruction run by the interpreter instead (its count is the region's)
  JitCallFn follow = nullptr;    // the LDS reads' following before an inline VALU instruction (JitFrame::follow)
};

// Executable code: owns its memory.
class JitCode {
 public:
  virtual ~JitCode() = default;
  virtual Region::Fn entry() const = 0;
};

// Whether instruction `vi` can be compiled inline for `t` (else the region calls the interpreter for it).
bool jitInlinable(const VInst& vi, const JitTarget& t);
// A VOPD word whose two components (`x` and the Y component after it) compile inline: both would alone, and neither
// writes a lane mask.
bool jitInlinableVopd(const VInst& x, const VInst& y, const JitTarget& t);
// The same for a scalar ALU instruction.
bool jitInlinable(const SInst& si, const JitTarget& t);

// Compiles `r` (its instructions' `inlined` flags set by jitInlinable); null with `why` when it cannot. With an
// arena, the code goes there (and lives as long as the arena); else into pages of its own.
std::unique_ptr<JitCode> compileRegion(const Region& r, const Program& prog, const JitTarget& t, std::string* why,
                                       CodeArena* arena = nullptr);

// The host can run compiled regions (x86-64 with AVX2 and FMA).
bool jitHostSupported();

}  // namespace gcnkit::emu
