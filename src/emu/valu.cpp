// The vector ALU executor: reads an instruction's sources into lane arrays (SGPR/constant broadcast, VGPR
// rows, GFX8/9 gpr-index mode, DPP lane permutations, SDWA selects, op_sel halves, abs/neg), runs the Op's
// semantics function over every lane, then writes the lanes that EXEC (and DPP's row/bank masks) enable:
// VGPRs (SDWA destination selects, 16-bit halves per generation), lane masks and EXEC.
#include <algorithm>
#include <cstring>
#include <string>

#include "emu/vector_alu.h"
#include "emu/valu_lanes.h"
#include "isa/registers.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

// ---------------------------------------------------------------- the semantics table

const ValuSemantics& valuSemantics(Op op) {
  static const SemTable* table = [] {
    auto* t = new SemTable{};
    registerIntOps(*t);
    registerFloatOps(*t);
    registerHalfOps(*t);
    registerCompareOps(*t);
    registerConvertOps(*t);
    registerSpecialOps(*t);
    registerMiOps(*t);
    registerFp8Ops(*t);
    registerScaleF32Ops(*t);
    registerDivideOps(*t);
    registerMinMaxOps(*t);
    registerRdnaDotOps(*t);
    registerWmmaOps(*t);
    registerGfx12_5IntOps(*t);
    registerBf16Ops(*t);
    return t;
  }();
  return table->rows[size_t(baseRow(op))];  // a feature variant is its row's instruction
}

// ---------------------------------------------------------------- output modifiers

namespace {

template <class U>
U clampUnit(U b, bool dx10, U one, U signBit, bool nan) {
  if (nan) return dx10 ? U(0) : b;
  if (b & signBit) return U(0);      // negative (and -0) -> +0
  return b > one ? one : b;          // positive: compare as integers (same order as the floats)
}

}  // namespace

void finishF32(VCtx& c) {
  const VInst& vi = *c.vi;
  const bool omod = vi.omod && !c.mode.ieee && c.mode.flushOut32;
  if (omod) {
    const float m = vi.omod == 1 ? 2.0f : vi.omod == 2 ? 4.0f : 0.5f;
    for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(fp::f32(c.d32[l]) * m);
  }
  if (vi.clamp)
    for (unsigned l = 0; l < c.lanes; ++l)
      c.d32[l] = clampUnit<uint32_t>(c.d32[l], c.mode.dx10, 0x3f800000u, 0x80000000u, fp::isNan32(c.d32[l]));
  if (c.mode.flushOut32)
    for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::flush32(c.d32[l], true);
}

void finishF64(VCtx& c) {
  const VInst& vi = *c.vi;
  const bool omod = vi.omod && !c.mode.ieee && c.mode.flushOut64;
  if (omod) {
    const double m = vi.omod == 1 ? 2.0 : vi.omod == 2 ? 4.0 : 0.5;
    for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = fp::bits(fp::f64(c.d64[l]) * m);
  }
  if (vi.clamp)
    for (unsigned l = 0; l < c.lanes; ++l)
      c.d64[l] = clampUnit<uint64_t>(c.d64[l], c.mode.dx10, 0x3ff0000000000000ull, 1ull << 63, fp::isNan64(c.d64[l]));
  if (c.mode.flushOut64)
    for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = fp::flush64(c.d64[l], true);
}

void finishF16(VCtx& c) {
  const VInst& vi = *c.vi;
  const bool omod = vi.omod && !c.mode.ieee && c.mode.flushOut64;
  if (omod) {
    const double m = vi.omod == 1 ? 2.0 : vi.omod == 2 ? 4.0 : 0.5;
    for (unsigned l = 0; l < c.lanes; ++l)
      c.d32[l] = fp::f64ToF16(fp::f16ToF64(uint16_t(c.d32[l])) * m, c.mode.round64);
  }
  for (unsigned l = 0; l < c.lanes; ++l) {
    uint16_t h = uint16_t(c.d32[l]);
    if (vi.clamp) h = clampUnit<uint16_t>(h, c.mode.dx10, 0x3c00, 0x8000, fp::isNan16(h));
    c.d32[l] = fp::flush16(h, c.mode.flushOut64);
  }
}

// ---------------------------------------------------------------- sources

namespace {

// Bits of the sign of a value of type t in its 32-bit lane.
uint32_t signBit32(ValType t) { return is16Bit(t) ? 0x8000u : 0x80000000u; }

}  // namespace

bool VectorAlu::valuSources(Wave& w, const VInst& vi, VCtx& c, uint32_t index) {
  const uint32_t n = waveSize_;
  const uint32_t vcount = vgprs_;
  const bool idx = vi.gprIdx && (w.hw[1] >> 27 & 1);
  const uint32_t m0 = w.s[m0Code()];
  for (unsigned i = 0; i < vi.nsrc; ++i) {
    const VSrc& s = vi.src[i];
    uint32_t* a = c.buf[i];
    uint64_t* q = c.q[i];
    c.a[i] = a;
    switch (s.kind) {
      case VSrc::Vgpr: {
        uint32_t reg = s.reg;
        if (idx && (m0 >> (12 + i) & 1)) reg += m0 & 0xff;
        if (reg + s.dwords > vcount)
          return fault(FaultKind::InvalidInstruction, w, index,
                       "reads v" + std::to_string(reg) + " beyond the wave's " + std::to_string(vcount) + " VGPRs");
        const uint32_t* r0 = &w.v[size_t(reg) * n];
        if (s.dwords == 2) {
          const uint32_t* r1 = r0 + n;
          for (unsigned l = 0; l < n; ++l) q[l] = r0[l] | uint64_t(r1[l]) << 32;
        } else if (s.copy) {
          std::memcpy(a, r0, n * 4);
        } else {
          c.a[i] = r0;  // read in place
        }
        break;
      }
      case VSrc::Sgpr: {
        if (s.dwords == 2) std::fill_n(q, n, read64(w, s.reg));
        else std::fill_n(a, n, read32(w, s.reg));
        break;
      }
      case VSrc::Const:
        if (s.dwords == 2) std::fill_n(q, n, s.value);
        else std::fill_n(a, n, uint32_t(s.value));
        break;
      case VSrc::LdsDirect: {
        // M0[15:0] is the byte address, M0[18:16] the format (GcnOperands.md): unsigned byte, word, dword,
        // dword, signed byte, signed word; every lane reads the same value.
        const uint32_t m0v = w.s[m0Code()];
        const unsigned fmt = (m0v >> 16) & 7, bytes = fmt == 0 || fmt == 4 ? 1 : fmt == 1 || fmt == 5 ? 2 : 4;
        uint32_t v = 0;
        if (!vmem_.ldsReadBytes(w, m0v & 0xffff, bytes, v, index)) return false;
        if (fmt == 4) v = uint32_t(int32_t(int8_t(v)));
        if (fmt == 5) v = uint32_t(int32_t(int16_t(v)));
        std::fill_n(a, n, v);
        break;
      }
    }
  }
  if ((vi.form == Form::Dpp || vi.form == Form::Dpp8) && !valuDpp(w, vi, c, index)) return false;
  for (unsigned i = 0; i < vi.nsrc; ++i) {
    const VSrc& s = vi.src[i];
    if (s.dwords == 2) {
      if (vi.packed) continue;  // packed fp32 (gfx90a+): each half negated by its own neg bit, in the semantics
      if (s.mods & kModAbs) for (unsigned l = 0; l < n; ++l) c.q[i][l] &= ~(1ull << 63);
      if (s.mods & kModNeg) for (unsigned l = 0; l < n; ++l) c.q[i][l] ^= 1ull << 63;
      continue;
    }
    if (vi.packed || c.a[i] != c.buf[i]) continue;  // packed and mix ops read halves, op_sel and neg themselves
    uint32_t* a = c.buf[i];
    if (vi.form == Form::Sdwa && (s.sel != kSelDword || (s.mods & kModSext))) {
      // The selected byte/word moved to the bottom (shift left then right: sign- or zero-extended).
      const unsigned width = s.sel <= kSelByte3 ? 8 : s.sel <= kSelWord1 ? 16 : 32;
      const unsigned lsb = s.sel <= kSelByte3 ? 8 * s.sel : s.sel <= kSelWord1 ? 16 * (s.sel - kSelWord0) : 0;
      const unsigned up = 32 - width - lsb, down = 32 - width;
      if (s.mods & kModSext)
        for (unsigned l = 0; l < n; ++l) a[l] = uint32_t(int32_t(a[l] << up) >> down);
      else
        for (unsigned l = 0; l < n; ++l) a[l] = (a[l] << up) >> down;
    }
    if ((s.mods & kModOpsel) && is16Bit(s.type))
      for (unsigned l = 0; l < n; ++l) a[l] >>= 16;
    const uint32_t sign = signBit32(s.type);
    if (s.mods & kModAbs) for (unsigned l = 0; l < n; ++l) a[l] &= ~sign;
    if (s.mods & kModNeg) for (unsigned l = 0; l < n; ++l) a[l] ^= sign;
  }
  return true;
}

// DPP: src0's lanes permuted (the source lane of each lane decoded once, VInst::dppLane). A lane whose source
// lane does not exist, or (without fi; DPP8 always reads) is inactive, reads 0 with bound_ctrl, else it is not
// written; row_mask/bank_mask disable the writes of whole rows/banks (VInst::dppWrite).
bool VectorAlu::valuDpp(Wave& w, const VInst& vi, VCtx& c, uint32_t index) {
  (void)w;
  (void)index;
  const uint32_t n = waveSize_;
  const uint64_t execMask = c.exec;
  const bool anyLane = vi.fi || vi.form == Form::Dpp8;
  alignas(64) uint32_t orig[kMaxLanes];
  alignas(64) uint64_t orig64[kMaxLanes];
  const bool wide = vi.src[0].dwords == 2;
  std::memcpy(orig, c.buf[0], n * 4);
  if (wide) std::memcpy(orig64, c.q[0], n * 8);
  uint64_t keep = vi.dppWrite;
  for (unsigned l = 0; l < n; ++l) {
    const int s = vi.dppLane[l];
    const bool valid = s >= 0 && (anyLane || (execMask >> s & 1));
    if (valid) {
      c.buf[0][l] = orig[unsigned(s)];
      if (wide) c.q[0][l] = orig64[unsigned(s)];
    } else if (vi.boundCtrl) {
      c.buf[0][l] = 0;
      if (wide) c.q[0][l] = 0;
    } else {
      keep &= ~(1ull << l);
    }
  }
  c.exec &= keep;
  return true;
}

// ---------------------------------------------------------------- results

namespace {

// The SDWA destination: the selected part of the result, the rest padded (0), sign-extended or preserved.
struct SdwaDst {
  uint32_t field, keep;  // the written part, and the bits kept from the old value
  unsigned shift, width;
  bool sext;
};
SdwaDst sdwaDst(uint8_t sel, uint8_t unused) {
  SdwaDst d{};
  d.width = sel <= kSelByte3 ? 8 : sel <= kSelWord1 ? 16 : 32;
  d.shift = sel <= kSelByte3 ? 8 * sel : sel <= kSelWord1 ? 16 * (sel - kSelWord0) : 0;
  d.field = d.width == 32 ? ~0u : ((1u << d.width) - 1) << d.shift;
  d.keep = unused == kUnusedPreserve ? ~d.field : 0;
  d.sext = unused == kUnusedSext && d.shift + d.width < 32;
  return d;
}

}  // namespace

void VectorAlu::expandMask(VCtx& c, uint64_t m) {
  if (m == maskExpanded_ && maskLanes_ == waveSize_) return;
  for (unsigned l = 0; l < waveSize_; ++l) laneSel_[l] = 0u - uint32_t((m >> l) & 1);
  maskExpanded_ = m;
  maskLanes_ = waveSize_;
  (void)c;
}

bool VectorAlu::writeVgpr32(Wave& w, const VInst& vi, VCtx& c, uint32_t index, bool half) {
  const uint32_t n = waveSize_;
  if (vi.vdst + 1u > vgprs_)
    return fault(FaultKind::InvalidInstruction, w, index,
                 "writes v" + std::to_string(vi.vdst) + " beyond the wave's " + std::to_string(vgprs_) + " VGPRs");
  uint32_t reg = vi.vdst;
  if (vi.gprIdx && (w.hw[1] >> 27 & 1) && (w.s[m0Code()] >> 15 & 1)) {
    reg += w.s[m0Code()] & 0xff;
    if (reg + 1u > vgprs_)
      return fault(FaultKind::InvalidInstruction, w, index, "indexed destination v" + std::to_string(reg) + " is beyond the wave's VGPRs");
  }
  uint32_t* __restrict row = &w.v[size_t(reg) * n];
  expandMask(c, c.exec);
  const uint32_t* __restrict sel = laneSel_;
  if (vi.form == Form::Sdwa) {
    const SdwaDst d = sdwaDst(vi.dstSel, vi.dstUnused);
    const unsigned up = 32 - d.width, down = 32 - d.width - d.shift;
    for (unsigned l = 0; l < n; ++l) {
      const uint32_t part = (c.d32[l] << d.shift) & d.field;
      // UNUSED_SEXT: the bits above the field copy the field's top bit (an arithmetic shift of the field).
      const uint32_t ext = d.sext ? uint32_t(int32_t(c.d32[l] << up) >> down) & ~d.field & ~((1u << d.shift) - 1) : 0;
      const uint32_t v = part | ext | (row[l] & d.keep);
      row[l] = (v & sel[l]) | (row[l] & ~sel[l]);
    }
    return true;
  }
  if (half) {
    const Hi16 rule = vectorFeatures(gen_).hi16;
    const bool keep = rule == Hi16::Keep || (rule == Hi16::ZeroUnlessOpsel && vi.sem->preserveHi9);
    if (!keep) {
      for (unsigned l = 0; l < n; ++l) row[l] = ((c.d32[l] & 0xffffu) & sel[l]) | (row[l] & ~sel[l]);
    } else if (vi.opselDst) {
      for (unsigned l = 0; l < n; ++l) row[l] = (((c.d32[l] << 16) | (row[l] & 0xffffu)) & sel[l]) | (row[l] & ~sel[l]);
    } else {
      for (unsigned l = 0; l < n; ++l)
        row[l] = (((c.d32[l] & 0xffffu) | (row[l] & 0xffff0000u)) & sel[l]) | (row[l] & ~sel[l]);
    }
    return true;
  }
  if (c.exec == (n == 64 ? ~0ull : (1ull << n) - 1)) {  // every lane writes: a plain copy
    std::memcpy(row, c.d32, n * 4);
    return true;
  }
  for (unsigned l = 0; l < n; ++l) row[l] = (c.d32[l] & sel[l]) | (row[l] & ~sel[l]);
  return true;
}

bool VectorAlu::writeVgpr64(Wave& w, const VInst& vi, VCtx& c, uint32_t index) {
  const uint32_t n = waveSize_;
  if (vi.vdst + 2u > vgprs_)
    return fault(FaultKind::InvalidInstruction, w, index,
                 "writes v[" + std::to_string(vi.vdst) + ":" + std::to_string(vi.vdst + 1) + "] beyond the wave's " +
                     std::to_string(vgprs_) + " VGPRs");
  uint32_t* __restrict r0 = &w.v[size_t(vi.vdst) * n];
  uint32_t* __restrict r1 = r0 + n;
  expandMask(c, c.exec);
  const uint32_t* sel = laneSel_;
  for (unsigned l = 0; l < n; ++l) {
    r0[l] = (uint32_t(c.d64[l]) & sel[l]) | (r0[l] & ~sel[l]);
    r1[l] = (uint32_t(c.d64[l] >> 32) & sel[l]) | (r1[l] & ~sel[l]);
  }
  return true;
}

// A lane mask is one SGPR in wave32 (vcc_lo, exec_lo, sN, ...: exactly the 32 bits of the wave) and an SGPR
// pair in wave64 (both halves); null writes nothing and reads 0 in either size.
void VectorAlu::writeMask(Wave& w, uint16_t code, uint64_t m) {
  if (wave32_) write32(w, code, uint32_t(m));
  else write64(w, code, m);
}

uint64_t VectorAlu::readMask(const Wave& w, uint16_t code) const {
  if (wave32_) return read32(w, code);
  return read64(w, code);
}

VectorAlu::VectorAlu(LaunchContext& cx, VectorMemory& vmem)
    : Unit(cx), vmem_(vmem), vctx_(std::make_unique<VCtx>()) {}

VectorAlu::~VectorAlu() = default;

bool VectorAlu::execValu(Wave& w, const DInst& d, uint32_t index) {
  const VInst& vi = prog_.valu[d.slot];
  noteExecuted(d.op);
  if (!vi.fn) {
    if (opInfo(d.op).traits & kTraitMai) return execMai(w, index);
    // A form the decoder refused (a reserved DPP control, an SDWA select out of range, ...) says why.
    if (const std::string& why = prog_.valuWhy[d.slot]; !why.empty())
      return fault(FaultKind::Unsupported, w, index, "instruction form not implemented by the emulator: " + why);
    return fault(FaultKind::Unsupported, w, index, "instruction not implemented by the emulator (see --fidelity)");
  }
  VCtx& c = *vctx_;
  if (!vi.vopdX) return computeValu(w, vi, c, index) && writeValu(w, vi, c, index);
  return runVopd(w, d, index);
}

// VOPD: both components read their sources before either writes (dual issue). X computes; its result waits while
// Y reads, computes and writes; then X's result lands. (The components' destinations differ in parity.)
bool VectorAlu::runVopd(Wave& w, const DInst& d, uint32_t index) {
  const VInst& vi = prog_.valu[d.slot];
  VCtx& c = *vctx_;
  const VInst& y = prog_.valu[d.slot + 1];
  if (!y.fn) return fault(FaultKind::Unsupported, w, index, "instruction form not implemented by the emulator: " + prog_.valuWhy[d.slot + 1]);
  if (!computeValu(w, vi, c, index)) return false;
  alignas(64) uint32_t xResult[kMaxLanes];
  std::memcpy(xResult, c.d32, waveSize_ * 4);
  const uint64_t xExec = c.exec;
  if (!computeValu(w, y, c, index) || !writeValu(w, y, c, index)) return false;
  std::memcpy(c.d32, xResult, waveSize_ * 4);
  c.exec = xExec;
  c.vi = &vi;
  return writeValu(w, vi, c, index);
}

// The instruction's sources read and its semantics run into the lane context (nothing written yet).
bool VectorAlu::computeValu(Wave& w, const VInst& vi, VCtx& c, uint32_t index) {
  const uint64_t laneMask = wave32_ ? 0xffffffffull : ~0ull;
  c.exec = exec(w) & laneMask;
  c.lanes = waveSize_;
  if (w.hw[1] != modeBits_ || !modeValid_) {
    mode_ = fp::decodeMode(w.hw[1]);
    modeBits_ = w.hw[1];
    modeValid_ = true;
  }
  c.mode = mode_;
  c.gen = gen_;
  c.vi = &vi;
  c.wave = &w;
  c.unit = this;
  c.faulted = false;
  c.maskOut = 0;
  fp::setHostRound(vi.sem->f64Mode ? c.mode.round64 : c.mode.round32);
  if (vi.hasMaskIn) c.maskIn = readMask(w, vi.maskIn);
  if (!valuSources(w, vi, c, index)) return false;
  vi.fn(c);
  return !c.faulted && !failed();
}

// The lane context's results into VGPRs, lane masks and EXEC as the semantics' result kind says.
bool VectorAlu::writeValu(Wave& w, const VInst& vi, VCtx& c, uint32_t index) {
  const uint64_t laneMask = wave32_ ? 0xffffffffull : ~0ull;
  switch (vi.sem->result) {
    case VResult::None:
    case VResult::Sgpr:
      return true;
    case VResult::R32: return writeVgpr32(w, vi, c, index, false);
    case VResult::R16: return writeVgpr32(w, vi, c, index, true);
    case VResult::R64: return writeVgpr64(w, vi, c, index);
    case VResult::Mask:
    case VResult::R32Mask:
    case VResult::R64Mask: {
      // Inactive lanes read 0 in the mask; a v_cmpx's result becomes EXEC.
      const uint64_t active = exec(w) & laneMask;
      const uint64_t m = c.maskOut & c.exec & active;
      if (vi.sem->result == VResult::R32Mask && !writeVgpr32(w, vi, c, index, false)) return false;
      if (vi.sem->result == VResult::R64Mask && !writeVgpr64(w, vi, c, index)) return false;
      if (vi.hasSdst && (!vi.writesExec || vi.writesVccToo)) writeMask(w, vi.sdst, m);
      if (vi.writesExec) writeMask(w, opnd::kExecLo, m);
      return true;
    }
  }
  return true;
}

}  // namespace gcnkit::emu
