// The scalar ALU: SOP1/SOP2/SOPK/SOPC/SOPP, branches and jumps, hardware registers, messages, waits (the
// scalar memory unit's share), barriers and the end of a wave. Internal to src/emu.
#pragma once
#include <optional>
#include <string_view>
#include <cstdint>
#include <memory>

#include "emu/scalar_memory.h"
#include "emu/unit.h"
#include "emu/valu.h"

namespace gcnkit::emu {

// The VALU row a SALU floating-point row performs (s_add_f32 -> v_add_f32), or Op::Count.
Op saluFloatCounterpart(Op op);

// Why the scalar unit does not run an instruction, or empty when it does (src/emu/fidelity.cpp, where the fidelity
// report says it too).
std::string_view scalarUnsupported(Op op);

class ScalarAlu : public Unit {
 public:
  ScalarAlu(LaunchContext& cx, ScalarMemory& smem) : Unit(cx), smem_(smem) {}
  bool execSalu(Wave& w, const SInst& d, uint32_t index);  // src/emu/salu.cpp

 private:
  void hwregWrite(Wave& w, unsigned id, uint32_t value, uint32_t mask);
  bool branchTo(Wave& w, int32_t target, uint32_t index);
  bool jumpToAddress(Wave& w, uint64_t address, uint32_t index);
  bool hostInterrupt(Wave& w, uint32_t index);  // s_sendmsg MSG_INTERRUPT
  // The wave ends at instruction `index` (false: it stops stepping); its GFX12 work-group barrier no longer waits for it.
  bool endWave(Wave& w, uint32_t index);
  // The barrier a GFX12 barrier instruction names (M0[4:0], or its operand's value `operand`) when it is one the
  // emulator runs: the work-group barrier (-1), barrier 0 or the trap barrier (-2); nullopt for a named one.
  std::optional<int32_t> unnamedBarrier(const Wave& w, const SInst& d, uint32_t operand) const;
  // GFX12's work-group barrier completes when every wave has signaled or ended: its signal count starts again.
  void barrierCheck(const Wave& w);
  // SALU floating point through its VALU counterpart's semantics on one lane (src/emu/salu_float.cpp).
  bool execSaluFloat(Wave& w, const SInst& d, Op vector, uint32_t index);
  ScalarMemory& smem_;
  std::unique_ptr<VCtx> fctx_;  // the one-lane context of SALU float operations
};

}  // namespace gcnkit::emu
