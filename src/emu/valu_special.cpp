// VALU semantics of the operations that move data between lanes or registers rather than compute:
// v_readlane/v_readfirstlane/v_writelane, v_permlane16/v_permlanex16, v_movrel* (M0-relative VGPRs),
// v_swap/v_swaprel, v_screen_partition_4se_b32, gfx950's v_permlane16/32_swap_b32 and v_prng_b32, the no-ops and
// v_illegal; and the registration of every
// special operation (the media ops, v_trig_preop_f64 and interpolation live in their own files).
// Facts from CLRX's GCN ISA documentation (GcnInstrsVop1.md) and GcnInstrsVop2.md; the GFX10-only operations
// (permlane, movrelsd_2, swaprel) as AMD's RDNA ISA manual defines them.
#include <algorithm>
#include <bit>

#include "emu/vector_alu.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

// ---------------------------------------------------------------- register access for the semantics

uint32_t ValuLanes::index(const VCtx& c) { return c.wave->pc - 1; }
uint32_t ValuLanes::vgprCount(const VCtx& c) { return c.unit->vgprs_; }
uint32_t ValuLanes::m0(const VCtx& c) { return c.wave->s[m0Code()]; }
uint64_t ValuLanes::liveExec(const VCtx& c) {
  return c.unit->exec(*c.wave) & (c.lanes == 32 ? 0xffffffffull : ~0ull);
}

bool ValuLanes::fault(VCtx& c, FaultKind k, const std::string& message) {
  c.faulted = true;
  return c.unit->fault(k, *c.wave, index(c), message);
}

void ValuLanes::report(VCtx& c, CheckKind k, const std::string& message) {
  c.unit->report(k, *c.wave, index(c), message);
}

uint32_t* ValuLanes::vgprRow(VCtx& c, uint64_t reg, const char* what) {
  const uint32_t n = vgprCount(c);
  if (reg >= n) {
    fault(c, FaultKind::InvalidInstruction,
          std::string(what) + " v" + std::to_string(reg) + " is beyond the wave's " + std::to_string(n) + " VGPRs");
    return nullptr;
  }
  return &c.wave->v[size_t(reg) * c.lanes];
}

void ValuLanes::writeSgpr(VCtx& c, uint16_t code, uint32_t v) { c.unit->write32(*c.wave, code, v); }

namespace {
bool gprIndexOn(const VCtx& c) { return c.vi->gprIdx && (c.wave->hw[1] >> 27 & 1); }
}  // namespace

uint32_t ValuLanes::indexedSource(const VCtx& c, unsigned i) {
  const uint32_t m = m0(c);
  return c.vi->src[i].reg + (gprIndexOn(c) && (m >> (12 + i) & 1) ? m & 0xff : 0);
}
uint32_t ValuLanes::indexedDest(const VCtx& c) {
  const uint32_t m = m0(c);
  return c.vi->vdst + (gprIndexOn(c) && (m >> 15 & 1) ? m & 0xff : 0);
}

bool ValuLanes::redoDpp(VCtx& c) {
  c.exec = liveExec(c);
  return c.unit->valuDpp(*c.wave, *c.vi, c, index(c));
}

namespace {

using u32 = uint32_t;
using u64 = uint64_t;

bool active(const VCtx& c, unsigned l) { return c.exec >> l & 1; }

// ---------------------------------------------------------------- lanes

// v_readlane_b32: SDST = src0[lane], lane = src1 & (wave size - 1); EXEC is ignored.
void readlane(VCtx& c) {
  const unsigned lane = c.a[1][0] & (c.lanes - 1);
  ValuLanes::writeSgpr(c, c.vi->vdst, c.a[0][lane]);
}

// v_readfirstlane_b32: the first lane EXEC enables, lane 0 when EXEC is zero.
void readfirstlane(VCtx& c) {
  const unsigned lane = c.exec ? unsigned(std::countr_zero(c.exec)) : 0;
  ValuLanes::writeSgpr(c, c.vi->vdst, c.a[0][lane]);
}

// v_writelane_b32: VDST[lane] = src0 (a scalar), lane = src1 & (wave size - 1); EXEC is ignored.
void writelane(VCtx& c) {
  u32* row = ValuLanes::vgprRow(c, ValuLanes::indexedDest(c), "the v_writelane_b32 destination");
  if (row) row[c.a[1][0] & (c.lanes - 1)] = c.a[0][0];
}

// v_permlane16_b32 / v_permlanex16_b32: within each row of 16 lanes, lane i reads lane sel_i of its own row
// (x16: of the other row of its pair), sel_i being the nibble i of {src2, src1}. op_sel[0] is FI (read an
// inactive source lane), op_sel[1] BOUND_CTRL: an inactive source lane without FI gives 0 with BOUND_CTRL,
// else the lane keeps its value (as DPP does).
template <bool Cross>
void permlane(VCtx& c) {
  const u64 sel = u64(c.a[2][0]) << 32 | c.a[1][0];
  const bool fi = c.vi->src[0].mods & kModOpsel, boundCtrl = c.vi->src[1].mods & kModOpsel;
  const u64 exec = c.exec;
  u64 keep = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const unsigned row = (l >> 4) ^ (Cross ? 1 : 0);
    const unsigned from = row * 16 + unsigned((sel >> (4 * (l & 15))) & 15);
    if (fi || (exec >> from & 1)) {
      c.d32[l] = c.a[0][from];
      keep |= 1ull << l;
    } else if (boundCtrl) {
      c.d32[l] = 0;
      keep |= 1ull << l;
    }
  }
  c.exec &= keep;
}

// gfx950's v_permlane16_swap_b32 / v_permlane32_swap_b32: the odd rows of 16 lanes of VDST exchange with the even
// rows of SRC0 (16: VDST lane l of rows 1 and 3 with SRC0 lane l - 16), or VDST's rows 2-3 with SRC0's rows 0-1 (32:
// lane l >= 32 with SRC0 lane l - 32): LLVM's llvm.amdgcn.permlane{16,32}.swap ("the first operand" being VDST).
// Both registers are written. Each write is a lane of the register written, made only when that lane is active; its
// value comes from the partner lane, and an inactive partner is read as DPP reads an inactive lane: FI (op_sel[0])
// reads it anyway, else BOUND_CTRL (op_sel[1]) writes 0, else the lane keeps its value (our model,
// src/emu/README.md). The other rows of both registers are not touched.
template <unsigned Distance>
void permlaneSwap(VCtx& c) {
  u32* d = ValuLanes::vgprRow(c, ValuLanes::indexedDest(c), "the swapped destination");
  u32* s = d ? ValuLanes::vgprRow(c, ValuLanes::indexedSource(c, 0), "the swapped source") : nullptr;
  if (!s) return;
  const bool fi = c.vi->opsel & 1, boundCtrl = c.vi->opsel & 2;
  const u64 exec = c.exec;
  auto put = [&](u32* row, unsigned to, unsigned from, u32 v) {
    if (!(exec >> to & 1)) return;
    if (fi || (exec >> from & 1)) row[to] = v;
    else if (boundCtrl) row[to] = 0;
  };
  for (unsigned hi = 0; hi < c.lanes; ++hi) {
    if (!(hi & Distance)) continue;
    const unsigned lo = hi - Distance;
    const u32 fromDst = d[hi], fromSrc = s[lo];  // both read before either is written (d may be s)
    put(d, hi, lo, fromSrc);
    put(s, lo, hi, fromDst);
  }
}

// gfx950's v_prng_b32: one step of a 32-bit Galois LFSR, D = (S0 << 1) ^ (S0[31] ? 0xC5 : 0) (AMD's CDNA4 pseudo-code;
// not in the reference pages here, src/emu/README.md).
u32 prng(u32 a) { return a << 1 ^ (a >> 31 ? 0xc5u : 0u); }

// ---------------------------------------------------------------- M0-relative moves

// The VGPRs a relative move reads and writes: the instruction's register plus an offset from M0 (all of M0
// for v_movrel*_b32; M0[9:0] for the source and M0[25:16] for the destination of the GFX10 _2/swaprel forms).
struct Relative {
  u64 src = 0, dst = 0;
};
template <bool TwoOffsets>
Relative relative(const VCtx& c, bool relSrc, bool relDst) {
  const u32 m = ValuLanes::m0(c);
  const u64 srcOff = TwoOffsets ? (m & 0x3ff) : m, dstOff = TwoOffsets ? ((m >> 16) & 0x3ff) : m;
  Relative r;
  r.src = u64(ValuLanes::indexedSource(c, 0)) + (relSrc ? srcOff : 0);
  r.dst = u64(ValuLanes::indexedDest(c)) + (relDst ? dstOff : 0);
  return r;
}

// Reads the relative source row into src0's lanes (DPP applies to it as it would to any source).
bool fetchRelative(VCtx& c, u64 reg) {
  const u32* row = ValuLanes::vgprRow(c, reg, "the relative source");
  if (!row) return false;
  std::copy_n(row, c.lanes, c.buf[0]);  // src0's own copy: DPP permutes it in place
  c.a[0] = c.buf[0];
  if (c.vi->form == Form::Dpp || c.vi->form == Form::Dpp8) return ValuLanes::redoDpp(c);
  return true;
}

void storeRelative(VCtx& c, u64 reg, const u32* value) {
  u32* row = ValuLanes::vgprRow(c, reg, "the relative destination");
  if (!row) return;
  for (unsigned l = 0; l < c.lanes; ++l)
    if (active(c, l)) row[l] = value[l];
}

// v_movrels_b32: VDST = VGPR[src0 + M0] (the result is written by the executor).
void movrels(VCtx& c) {
  if (!fetchRelative(c, relative<false>(c, true, false).src)) return;
  std::copy_n(c.a[0], c.lanes, c.d32);
}
// v_movreld_b32: VGPR[vdst + M0] = src0.
void movreld(VCtx& c) { storeRelative(c, relative<false>(c, false, true).dst, c.a[0]); }
// v_movrelsd_b32 (all of M0 on both) and v_movrelsd_2_b32 (GFX10: two M0 fields).
template <bool TwoOffsets>
void movrelsd(VCtx& c) {
  const Relative r = relative<TwoOffsets>(c, true, true);
  if (fetchRelative(c, r.src)) storeRelative(c, r.dst, c.a[0]);
}

// v_swap_b32 (GFX9+) and v_swaprel_b32 (GFX10: M0[9:0] offsets src0, M0[25:16] vdst): the active lanes
// of the two VGPRs exchange their values.
template <bool Rel>
void swap(VCtx& c) {
  const Relative r = relative<true>(c, Rel, Rel);
  u32* a = ValuLanes::vgprRow(c, r.dst, "the swapped destination");
  u32* b = a ? ValuLanes::vgprRow(c, r.src, "the swapped source") : nullptr;
  if (!b) return;
  for (unsigned l = 0; l < c.lanes; ++l)
    if (active(c, l)) std::swap(a[l], b[l]);
}

// v_swap_b16 (GFX11+ true16): the halves the operands name (op_sel: src0's bit 0, vdst's bit 3) exchange.
void swap16(VCtx& c) {
  const Relative r = relative<true>(c, false, false);
  u32* a = ValuLanes::vgprRow(c, r.dst, "the swapped destination");
  u32* b = a ? ValuLanes::vgprRow(c, r.src, "the swapped source") : nullptr;
  if (!b) return;
  const unsigned sa = c.vi->opselDst ? 16 : 0, sb = (c.vi->src[0].mods & kModOpsel) ? 16 : 0;
  for (unsigned l = 0; l < c.lanes; ++l)
    if (active(c, l)) {
      const u32 x = (a[l] >> sa) & 0xffff, y = (b[l] >> sb) & 0xffff;
      a[l] = (a[l] & ~(0xffffu << sa)) | y << sa;
      b[l] = (b[l] & ~(0xffffu << sb)) | x << sb;
    }
}

// v_permlane64_b32 (GFX11+): wave64 lanes l and l ^ 32 exchange src0's values; a no-op in wave32 (nothing written).
void permlane64(VCtx& c) {
  if (c.lanes != 64) {
    c.exec = 0;
    return;
  }
  for (unsigned l = 0; l < 64; ++l) c.d32[l] = c.a[0][l ^ 32];
}

// v_permlane16_var_b32 / v_permlanex16_var_b32 (GFX12): lane l reads src0 of lane src1[l][3:0] of its own row of 16
// (x16: of the other row of its pair), whether that lane is active or not.
template <bool Cross>
void permlaneVar(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const unsigned row = (l >> 4) ^ (Cross ? 1u : 0u);
    c.d32[l] = c.a[0][row * 16 + (c.a[1][l] & 15)];
  }
}

// ---------------------------------------------------------------- the rest

// v_screen_partition_4se_b32 (GFX9): a 256-entry lookup of src0's low byte (the table of GcnInstrsVop1.md,
// one hex digit per entry).
constexpr char kScreenPartition[] =
    "137f5fff7ffffffff26efafffbffffffdf4cff5fffdfffff9bf8fffafffeffff"
    "ffff4cdf6fffeffffffff89bf99ffdffffff7f13ff9fffbfffff6ef26ff6fff7"
    "bfffffff23bfaffff7fffffff19df5ffffefffffef8cffaffffdffff67f4fff5"
    "9fffdfffffff8ceff66ffefffffff467ff6fff7fffffbf239ff9fffbffff9df1";
static_assert(sizeof kScreenPartition == 257);
u32 screenPartition(u32 a) {
  const char h = kScreenPartition[a & 0xff];
  return u32(h <= '9' ? h - '0' : h - 'a' + 10);
}

void nothing(VCtx&) {}

// v_illegal (GFX10): the illegal-instruction exception. gcnkit has no trap handlers, so the launch faults.
void illegal(VCtx& c) {
  ValuLanes::fault(c, FaultKind::InvalidInstruction, "v_illegal raises the illegal-instruction exception");
}

}  // namespace

// GFX12's pseudo-scalar transcendentals (v_s_exp_f32, v_s_rcp_f16, ...): the VALU operation of the name without
// "s_" on the scalar source, its result in the SGPR VDST names (16-bit results in bits 15:0, the rest zero); EXEC
// is ignored (RDNA4 ISA, "pseudo-scalar transcendental instructions").
template <Op Counterpart, bool Half>
void pseudoScalar(VCtx& c) {
  valuSemantics(Counterpart).fn(c);
  ValuLanes::writeSgpr(c, c.vi->vdst, Half ? c.d32[0] & 0xffffu : c.d32[0]);
}

void registerPseudoScalarOps(SemTable& t) {
  auto as = [&t](Op op, Op counterpart, ValuFn fn) {
    t[op] = t[counterpart];  // its fidelity and rounding mode
    t[op].fn = fn;
    t[op].result = VResult::Sgpr;
  };
#define GCNKIT_PSEUDO_SCALAR(name) \
  as(Op::v_s_##name##_f32, Op::v_##name##_f32, pseudoScalar<Op::v_##name##_f32, false>); \
  as(Op::v_s_##name##_f16, Op::v_##name##_f16, pseudoScalar<Op::v_##name##_f16, true>);
  GCNKIT_PSEUDO_SCALAR(exp)
  GCNKIT_PSEUDO_SCALAR(log)
  GCNKIT_PSEUDO_SCALAR(rcp)
  GCNKIT_PSEUDO_SCALAR(rsq)
  GCNKIT_PSEUDO_SCALAR(sqrt)
#undef GCNKIT_PSEUDO_SCALAR
}

void registerSpecialOps(SemTable& t) {
  registerPseudoScalarOps(t);
  using enum Op;
  constexpr auto None = VResult::None;
  t.set(v_nop, nothing, None);
  t.set(v_pipeflush, nothing, None);
  t.set(v_clrexcp, nothing, None);  // the emulator keeps no exception state to clear
  t.set(v_illegal, illegal, None);
  t.set(v_readlane_b32, readlane, VResult::Sgpr);
  t.set(v_readfirstlane_b32, readfirstlane, VResult::Sgpr);
  t.set(v_writelane_b32, writelane, None);
  t.set(v_permlane16_b32, permlane<false>, VResult::R32);
  t.set(v_permlanex16_b32, permlane<true>, VResult::R32);
  constexpr std::string_view kSwapExec =
      "rows as LLVM's permlane16/32.swap describe them; EXEC (a model): a lane is written only when active, and an "
      "inactive partner lane is read with fi, gives 0 with bound_ctrl, else the lane keeps its value "
      "(src/emu/README.md)";
  t.set(v_permlane16_swap_b32, permlaneSwap<16>, None, Fidelity::Exact, kSwapExec);
  t.set(v_permlane32_swap_b32, permlaneSwap<32>, None, Fidelity::Exact, kSwapExec);
  t.set(v_prng_b32, u32x1<prng>, VResult::R32, Fidelity::Approximate,
        "D = (S0 << 1) ^ (S0[31] ? 0xC5 : 0): AMD's CDNA4 pseudo-code, not in the reference pages gcnkit has "
        "(src/emu/README.md)");
  t.set(v_movrels_b32, movrels, VResult::R32);
  t.set(v_movreld_b32, movreld, None);
  t.set(v_movrelsd_b32, movrelsd<false>, None);
  t.set(v_movrelsd_2_b32, movrelsd<true>, None);
  t.set(v_swap_b32, swap<false>, None);
  t.set(v_swap_b16, swap16, None);
  t.set(v_permlane64_b32, permlane64, VResult::R32);
  t.set(v_permlane16_var_b32, permlaneVar<false>, VResult::R32);
  t.set(v_permlanex16_var_b32, permlaneVar<true>, VResult::R32);
  t.set(v_swaprel_b32, swap<true>, None);
  t.set(v_screen_partition_4se_b32, u32x1<screenPartition>, VResult::R32);
  registerMediaOps(t);
  registerTrigPreop(t);
  registerInterpOps(t);
}

}  // namespace gcnkit::emu
