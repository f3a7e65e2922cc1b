// The compiled engine (EmulatorOptions::Engine): straight-line runs of instructions ("regions") that a wave reaches
// often are translated into host machine code (src/emu/jit_x86.cpp) and run as one step. A region holds the VALU
// instructions, the scalar ALU instructions that compute on SGPRs/SCC/EXEC, the waits, the buffer, global and
// scratch memory instructions and the DS instructions on the workgroup's LDS from a start index up to the first
// other instruction (SMEM, GDS, FLAT, images, messages, MODE and program-counter instructions), or up to and
// including a branch or an s_barrier. Each instruction is either compiled inline (the common 32-bit integer and f32
// VALU operations and the 64-bit multiply-adds: AVX2 over 8 lanes at a time, EXEC blended per lane) or called: the
// interpreter's own unit runs it, with the vector memory counters' work that Launch::step does before it, so every
// called instruction gives the interpreter's bits, reports and faults by construction. Inline float operations hand
// the instruction to the interpreter when an active source lane is a NaN or an infinity (where the host's NaN could
// depend on operand order).
//
// The same answer: a region runs only where the checks unit's per-instruction checks would find nothing, tested once
// at its entry with the region's SGPR sets (no SMEM result pending or unsure, every SGPR it reads written, no
// s_clause open; a region issues no SMEM, so these hold to its end), room in the instruction budget and the wave's
// time slice for all of it (waves interleave as the interpreter's do; a barrier, last in its region, ends the
// wave's slice as a stepped one does), and the MODE it was compiled for. With the checks on, an inline instruction
// whose VGPRs have a vector memory operation in flight leaves the region before it runs (a side exit): the
// interpreter steps it and reports; while the wave follows plain LDS reads' values (the race check's used reads),
// an inline VALU instruction first lets the interpreter follow them as Launch::step would. Traces and
// per-instruction statistics always step the interpreter. Internal to src/emu.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "emu/program.h"
#include "gcnkit/emulator.h"  // compiledEngineAvailable

namespace gcnkit::emu {

class Launch;
struct Wave;
struct JitFrame;
struct JitTarget;
class JitCode;
class CodeArena;

// One instruction of a region as the code generator sees it.
struct RegionInst {
  uint32_t index = 0;    // instruction index in the program
  bool inlined = false;  // compiled inline (else the interpreter's unit is called)
};

// A compiled region: its instructions, the register sets its entry test needs, and the code.
struct Region {
  uint32_t start = 0;
  uint32_t modeBits = 0;  // the MODE register the code was compiled for
  std::vector<RegionInst> insts;
  RegMask sgprReads, sgprWrites;      // union of the instructions' static SGPR sets
  bool endsWithBranch = false;        // the last instruction is a branch (it sets the wave's pc) or a barrier
  std::vector<Op> inlinedOps;         // the inlined instructions' ops, counted as the interpreter counts them
  uint64_t runs = 0;                  // complete runs since the counts were last folded (CompiledEngine::foldCounts)
  std::unique_ptr<JitCode> code;
  using Fn = uint32_t (*)(JitFrame*);
  Fn fn = nullptr;
};

// The region from `start` (its instructions, which of them the code generator `t` compiles inline, its SGPR sets);
// false when it is not worth its entry test.
bool planRegion(const Program& p, uint32_t start, const JitTarget& t, Region& r);

class CompiledEngine {
 public:
  explicit CompiledEngine(Launch& launch);
  ~CompiledEngine();
  // Runs the region starting at the wave's pc if one is compiled (or now hot enough to compile) and its entry test
  // passes; `room` is what the wave's time slice has left. Returns the instructions executed (0: the interpreter
  // steps the next one); `ok` false when the wave stopped (a fault in a called instruction).
  uint32_t run(Wave& w, uint32_t room, bool& ok);
  // Adds the inline instructions of the regions run since the last call to the launch's executed counts (the
  // called ones count themselves): at the end of each workgroup, before anything reads the counts.
  void foldCounts();

 private:
  friend struct JitHelpers;
  Region* regionAt(uint32_t index, uint32_t modeBits);
  std::unique_ptr<Region> build(uint32_t start, uint32_t modeBits);
  bool entryTest(const Wave& w, const Region& r, uint32_t room) const;

  Launch& launch_;
  std::unique_ptr<CodeArena> arena_;  // the regions' code (declared before them: it outlives them)
  const uint32_t hot_;  // visits of a start index before its region is compiled
  struct Slot {
    uint32_t hits = 0;
    uint32_t tries = 0, declines = 0;       // entry tests of its regions, and how many failed
    bool refused = false;                   // no region starts here (or its code could not be made, or it is
                                            // declined more often than run: the interpreter steps it)
    std::vector<std::unique_ptr<Region>> regions;  // one per MODE value seen
  };
  std::vector<Slot> slots_;  // per instruction index
  std::vector<Region*> ran_;  // regions with runs to fold
};

}  // namespace gcnkit::emu
