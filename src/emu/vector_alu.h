// The vector ALU: VOP1/VOP2/VOP3/VOP3P/VOPC/SDWA/DPP/VINTRP and MAI instructions over the lanes of a wave
// (sources into lane arrays, the semantics table's function, EXEC-masked writes, lane masks). Internal to
// src/emu; the semantics functions that touch registers themselves do it through ValuLanes (valu_special.h).
#pragma once
#include <cstdint>
#include <memory>

#include "emu/fp.h"
#include "emu/unit.h"
#include "emu/valu.h"
#include "emu/vector_memory.h"

namespace gcnkit::emu {

class VectorAlu : public Unit {
 public:
  VectorAlu(LaunchContext& cx, VectorMemory& vmem);
  ~VectorAlu();
  bool execValu(Wave& w, const DInst& d, uint32_t index);  // src/emu/valu.cpp
  // One VALU instruction or VOPD word (not MAI, with semantics) without counting it: the compiled engine's inline
  // instructions are counted per region run (src/emu/compiled_engine.cpp).
  bool runUncounted(Wave& w, const DInst& d, uint32_t index) {
    const VInst& vi = prog_.valu[d.slot];
    if (vi.vopdX) return runVopd(w, d, index);
    return computeValu(w, vi, *vctx_, index) && writeValu(w, vi, *vctx_, index);
  }

 private:
  friend struct ValuLanes;  // src/emu/valu_special.cpp: ops that read or write registers themselves
  bool execMai(Wave& w, uint32_t index);  // src/emu/mai_exec.cpp
  bool runVopd(Wave& w, const DInst& d, uint32_t index);
  bool computeValu(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool writeValu(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool valuSources(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool valuDpp(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  bool writeVgpr32(Wave& w, const VInst& vi, VCtx& c, uint32_t index, bool half);
  bool writeVgpr64(Wave& w, const VInst& vi, VCtx& c, uint32_t index);
  void writeMask(Wave& w, uint16_t code, uint64_t m);
  uint64_t readMask(const Wave& w, uint16_t code) const;
  void expandMask(VCtx& c, uint64_t m);

  VectorMemory& vmem_;       // LDS reads of interpolation and lds_direct
  // One lane context per launch, the current write mask expanded to lane selectors.
  std::unique_ptr<VCtx> vctx_;
  alignas(64) uint32_t laneSel_[kMaxLanes] = {};
  uint64_t maskExpanded_ = 0;
  fp::Mode mode_{};          // MODE decoded, for the last MODE value seen
  uint32_t modeBits_ = 0;
  bool modeValid_ = false;
  uint32_t maskLanes_ = 0;
};

}  // namespace gcnkit::emu
