// The compiled engine's code generator: a region into x86-64 code with AVX2 (src/emu/jit_x86.h).
//
// The code keeps the wave's registers where the interpreter keeps them (SGPRs in Wave::s, VGPR rows in Wave::v):
// rbx holds the frame, r12 the SGPRs, r13 the VGPRs. An inline VALU instruction runs over its lanes 8 at a time
// (a ymm register per source), its result blended into the destination row under EXEC (read from the SGPRs, so
// a called instruction's change is seen) and
// its lane mask (carry-out) packed with vmovmskps and written as the interpreter writes it: inactive lanes 0. A
// called instruction is a call of the frame's call function with the instruction's position; every vector
// register is the callee's to clobber, so constants are set again after it.
#include "emu/jit_x86.h"

// (Without Xbyak's header, or on another host, the interpreter runs everything: scripts/install-deps.sh installs it.)
#if defined(__x86_64__) && __has_include(<xbyak/xbyak.h>)
#define GCNKIT_JIT_X86 1
#include <xbyak/xbyak.h>
#endif

#include <cstddef>
#include <string_view>
#include <utility>

#include "emu/core.h"
#include "emu/host_cpu.h"
#include "isa/registers.h"

namespace gcnkit::emu {

namespace {

// The operations compiled inline.
enum class Inline : uint8_t {
  None, Mov, Not, Add, Sub, SubRev, And, Or, Xor, Shl, Shr, Sar, MulLo, MulU24, MinU, MaxU, MinI, MaxI,
  Or3, AndOr, LshlOr, LshlAdd, Add3, Xad, Cndmask,
  AddCo, SubCo, SubRevCo, AddCi, SubCi, SubRevCi,  // carry-out (and carry-in) forms
  AddF, SubF, SubRevF, MulF, FmaF,
  CmpI, CmpF,  // v_cmp_* on u32/i32 and f32 (a lane mask only; not v_cmpx, which writes EXEC)
  MadU64, MadI64,  // v_mad_u64_u32 / v_mad_i64_i32: a 64-bit result in a VGPR pair, the carry (overflow) as a mask
};

// A compare's lane test (from the row's name: v_cmp_<condition>_<type>).
struct Compare {
  Inline kind = Inline::None;
  bool greater = false;  // integers: a signed greater-than (else equality), operands swapped and/or inverted
  bool swap = false, invert = false, unsignedInt = false;
  uint8_t predicate = 0; // f32: vcmpps's predicate (quiet; NaN operands as the interpreter's C++ comparisons)
};

Compare compareOf(Op op) {
  const std::string_view name = opInfo(op).name;
  Compare c;
  if (name.substr(0, 6) != "v_cmp_") return c;
  const std::string_view rest = name.substr(6);
  const size_t us = rest.rfind('_');
  if (us == std::string_view::npos) return c;
  const std::string_view cond = rest.substr(0, us), type = rest.substr(us + 1);
  if (type == "u32" || type == "i32") {
    c.unsignedInt = type == "u32";
    struct Row { std::string_view cond; bool greater, swap, invert; };
    static constexpr Row kRows[] = {{"eq", false, false, false}, {"ne", false, false, true},
                                    {"gt", true, false, false},  {"lt", true, true, false},
                                    {"ge", true, true, true},    {"le", true, false, true}};
    for (const Row& r : kRows)
      if (r.cond == cond) c = {Inline::CmpI, r.greater, r.swap, r.invert, c.unsignedInt, 0};
    return c;
  }
  if (type != "f32") return c;
  struct Row { std::string_view cond; uint8_t predicate; };
  static constexpr Row kRows[] = {{"eq", 0x00}, {"lt", 0x11}, {"le", 0x12}, {"gt", 0x1e}, {"ge", 0x1d},
                                  {"lg", 0x0c}, {"o", 0x07},  {"u", 0x03},  {"nge", 0x19}, {"nlg", 0x08},
                                  {"ngt", 0x1a}, {"nle", 0x16}, {"neq", 0x04}, {"nlt", 0x15}};
  for (const Row& r : kRows)
    if (r.cond == cond) c.kind = Inline::CmpF, c.predicate = r.predicate;
  return c;
}

bool isFloat(Inline k) { return k >= Inline::AddF && k <= Inline::FmaF; }
bool isCompare(Inline k) { return k == Inline::CmpI || k == Inline::CmpF; }
bool hasCarryIn(Inline k) { return k == Inline::AddCi || k == Inline::SubCi || k == Inline::SubRevCi; }
bool isMad64(Inline k) { return k == Inline::MadU64 || k == Inline::MadI64; }
bool hasCarryOut(Inline k) { return (k >= Inline::AddCo && k <= Inline::SubRevCi) || isMad64(k); }
bool hasMaskOut(Inline k) { return hasCarryOut(k) || isCompare(k); }

unsigned sourcesOf(Inline k) {
  switch (k) {
    case Inline::Mov: case Inline::Not: return 1;
    case Inline::Or3: case Inline::AndOr: case Inline::LshlOr: case Inline::LshlAdd: case Inline::Add3:
    case Inline::Xad: case Inline::FmaF: case Inline::MadU64: case Inline::MadI64: return 3;
    default: return 2;
  }
}

// The row's inline operation for this instruction (None: call the interpreter).
Inline inlineKind(const VInst& vi) {
  const Op op = baseRow(vi.op);
  // (GFX8 v_add_u32 / v_sub_u32 are carry-out adds: the row's lane-mask operand exists there.)
  const bool co = vi.hasSdst;
  switch (op) {
    case Op::v_mov_b32: return Inline::Mov;
    case Op::v_not_b32: return Inline::Not;
    case Op::v_add_nc_u32: return Inline::Add;
    case Op::v_sub_nc_u32: return Inline::Sub;
    case Op::v_subrev_nc_u32: return Inline::SubRev;
    case Op::v_add_u32: return co ? Inline::AddCo : Inline::Add;
    case Op::v_sub_u32: return co ? Inline::SubCo : Inline::Sub;
    case Op::v_subrev_u32: return co ? Inline::SubRevCo : Inline::SubRev;
    case Op::v_add_co_u32: return Inline::AddCo;
    case Op::v_sub_co_u32: return Inline::SubCo;
    case Op::v_subrev_co_u32: return Inline::SubRevCo;
    case Op::v_addc_co_u32: case Op::v_addc_u32: case Op::v_add_co_ci_u32: return Inline::AddCi;
    case Op::v_subb_co_u32: case Op::v_subb_u32: case Op::v_sub_co_ci_u32: return Inline::SubCi;
    case Op::v_subbrev_co_u32: case Op::v_subbrev_u32: case Op::v_subrev_co_ci_u32: return Inline::SubRevCi;
    case Op::v_and_b32: return Inline::And;
    case Op::v_or_b32: return Inline::Or;
    case Op::v_xor_b32: return Inline::Xor;
    case Op::v_lshlrev_b32: return Inline::Shl;
    case Op::v_lshrrev_b32: return Inline::Shr;
    case Op::v_ashrrev_i32: return Inline::Sar;
    case Op::v_mul_lo_u32: return Inline::MulLo;
    case Op::v_mul_u32_u24: return Inline::MulU24;
    case Op::v_min_u32: return Inline::MinU;
    case Op::v_max_u32: return Inline::MaxU;
    case Op::v_min_i32: return Inline::MinI;
    case Op::v_max_i32: return Inline::MaxI;
    case Op::v_or3_b32: return Inline::Or3;
    case Op::v_and_or_b32: return Inline::AndOr;
    case Op::v_lshl_or_b32: return Inline::LshlOr;
    case Op::v_lshl_add_u32: return Inline::LshlAdd;
    case Op::v_add3_u32: return Inline::Add3;
    case Op::v_xad_u32: return Inline::Xad;
    case Op::v_cndmask_b32: return Inline::Cndmask;
    case Op::v_add_f32: return Inline::AddF;
    case Op::v_sub_f32: return Inline::SubF;
    case Op::v_subrev_f32: return Inline::SubRevF;
    case Op::v_mul_f32: return Inline::MulF;
    case Op::v_fma_f32: case Op::v_fmac_f32: return Inline::FmaF;
    case Op::v_mad_u64_u32: case Op::v_mad_co_u64_u32: return Inline::MadU64;
    case Op::v_mad_i64_i32: case Op::v_mad_co_i64_i32: return Inline::MadI64;
    default: return compareOf(op).kind;
  }
}

constexpr uint16_t kExecLo = 126;

bool plainSgpr(uint16_t code, bool pair, const JitTarget& t) {
  if (t.gfx10 && code == opnd::kNull) return true;  // reads 0, writes nothing
  return code + (pair ? 2u : 1u) <= kExecLo;            // an SGPR, VCC, M0, ... below EXEC
}

}  // namespace

bool jitInlinable(const VInst& vi, const JitTarget& t) {
  const Inline k = inlineKind(vi);
  if (k == Inline::None || !vi.fn) return false;
  if (vi.form != Form::Base && vi.form != Form::E64) return false;
  // (GFX8/9 index the operands only while MODE's GPR_IDX_EN bit is set; the region is compiled for one MODE.)
  if ((vi.gprIdx && t.gprIdxOn) || vi.vopdX || vi.omod || vi.clamp || vi.opselDst || vi.packed || vi.writesExec || vi.vdstSgpr)
    return false;
  const unsigned rows = isMad64(k) ? 2 : 1;  // (a 64-bit result: a VGPR pair, and a 64-bit addend)
  if (vi.sem->readsDst || vi.vdstDwords != rows || vi.vdst + rows > t.vgprs) return false;
  const VResult want = isCompare(k) ? VResult::Mask : isMad64(k) ? VResult::R64Mask : hasCarryOut(k) ? VResult::R32Mask : VResult::R32;
  if (vi.sem->result != want && !(vi.sem->result == VResult::R32Mask && !vi.hasSdst && !hasMaskOut(k))) return false;
  if (hasMaskOut(k) != vi.hasSdst) return false;
  if (hasMaskOut(k) && !plainSgpr(vi.sdst, t.waveSize == 64, t)) return false;
  if ((hasCarryIn(k) || k == Inline::Cndmask) != vi.hasMaskIn) return false;
  if (vi.hasMaskIn && !plainSgpr(vi.maskIn, t.waveSize == 64, t)) return false;
  if (vi.nsrc != sourcesOf(k)) return false;
  for (unsigned i = 0; i < vi.nsrc; ++i) {
    const VSrc& s = vi.src[i];
    const unsigned dwords = i == 2 ? rows : 1;
    if (s.dwords != dwords || s.mods || s.sel != kSelDword || s.copy) return false;
    if (s.kind == VSrc::Vgpr && s.reg + dwords > t.vgprs) return false;
    if (s.kind == VSrc::Sgpr && (!plainSgpr(s.reg, dwords == 2, t) || (dwords == 2 && t.gfx10 && s.reg == opnd::kNull)))
      return false;
    if (s.kind == VSrc::LdsDirect) return false;
  }
  // Float operations inline only where the host rounds as the interpreter has it round: to nearest even for both the
  // f32 and the f64/f16 modes (a called instruction may set the host's rounding to either). MODE's f32 denormal
  // flushing is applied around the host's operation, as the interpreter's lane loops apply it.
  if (isFloat(k) && (t.mode.round32 != fp::kNearestEven || t.mode.round64 != fp::kNearestEven)) return false;
  return true;
}

bool jitInlinableVopd(const VInst& x, const VInst& y, const JitTarget& t) {
  VInst alone = x;
  alone.vopdX = false;
  return jitInlinable(alone, t) && jitInlinable(y, t) && !x.hasSdst && !y.hasSdst && !isCompare(inlineKind(x)) &&
         !isCompare(inlineKind(y));
}

namespace {

// Scalar operations compiled inline: 32- and 64-bit sources, SCC as the interpreter sets it.
enum class ScalarInline : uint8_t {
  None, AddU, SubU, AddI, SubI, Mul, Mov, Cselect, And, Or, Xor, Shl, Shr, Sar,
  Mov64, And64, Or64, Xor64, Shl64,
  CmpEq, CmpLg, CmpGtU, CmpGeU, CmpLtU, CmpLeU, CmpGtI, CmpGeI, CmpLtI, CmpLeI,
};

ScalarInline scalarKind(Op op) {
  switch (op) {
    case Op::s_add_u32: return ScalarInline::AddU;
    case Op::s_sub_u32: return ScalarInline::SubU;
    case Op::s_add_i32: return ScalarInline::AddI;
    case Op::s_sub_i32: return ScalarInline::SubI;
    case Op::s_mul_i32: return ScalarInline::Mul;
    case Op::s_mov_b32: return ScalarInline::Mov;
    case Op::s_cselect_b32: return ScalarInline::Cselect;
    case Op::s_and_b32: return ScalarInline::And;
    case Op::s_or_b32: return ScalarInline::Or;
    case Op::s_xor_b32: return ScalarInline::Xor;
    case Op::s_lshl_b32: return ScalarInline::Shl;
    case Op::s_lshr_b32: return ScalarInline::Shr;
    case Op::s_ashr_i32: return ScalarInline::Sar;
    case Op::s_mov_b64: return ScalarInline::Mov64;
    case Op::s_and_b64: return ScalarInline::And64;
    case Op::s_or_b64: return ScalarInline::Or64;
    case Op::s_xor_b64: return ScalarInline::Xor64;
    case Op::s_lshl_b64: return ScalarInline::Shl64;
    case Op::s_cmp_eq_u32: case Op::s_cmp_eq_i32: return ScalarInline::CmpEq;
    case Op::s_cmp_lg_u32: case Op::s_cmp_lg_i32: return ScalarInline::CmpLg;
    case Op::s_cmp_gt_u32: return ScalarInline::CmpGtU;
    case Op::s_cmp_ge_u32: return ScalarInline::CmpGeU;
    case Op::s_cmp_lt_u32: return ScalarInline::CmpLtU;
    case Op::s_cmp_le_u32: return ScalarInline::CmpLeU;
    case Op::s_cmp_gt_i32: return ScalarInline::CmpGtI;
    case Op::s_cmp_ge_i32: return ScalarInline::CmpGeI;
    case Op::s_cmp_lt_i32: return ScalarInline::CmpLtI;
    case Op::s_cmp_le_i32: return ScalarInline::CmpLeI;
    default: return ScalarInline::None;
  }
}

bool isCompare(ScalarInline k) { return k >= ScalarInline::CmpEq; }
bool wideSources(ScalarInline k) { return k >= ScalarInline::Mov64 && k <= ScalarInline::Xor64; }  // (Shl64: a only)
bool wideResult(ScalarInline k) { return k >= ScalarInline::Mov64 && k <= ScalarInline::Shl64; }

// A scalar source the compiled code reads as the interpreter's src32/src64 do: a constant, or SGPRs below 128 (null
// reads 0 on GFX10+); not the condition codes (src_vccz, src_execz, src_scc).
bool plainScalarSource(const Src& s, bool wide, const JitTarget& t) {
  if (s.isConst) return true;
  if (t.gfx10 && s.code == opnd::kNull) return true;
  return s.code + (wide ? 2u : 1u) <= 128;
}

}  // namespace

bool jitInlinable(const SInst& si, const JitTarget& t) {
  const ScalarInline k = scalarKind(baseRow(si.op));
  if (k == ScalarInline::None) return false;
  const bool oneSource = k == ScalarInline::Mov || k == ScalarInline::Mov64;
  if (!plainScalarSource(si.s0, wideSources(k) || k == ScalarInline::Shl64, t)) return false;
  if (!oneSource && !plainScalarSource(si.s1, wideSources(k), t)) return false;
  if (isCompare(k)) return true;
  if (t.gfx10 && si.dst == opnd::kNull) return true;
  return si.dst + (wideResult(k) ? 2u : 1u) <= 128;
}

#if GCNKIT_JIT_X86

namespace {

using namespace Xbyak;
using namespace Xbyak::util;

class X86Code final : public JitCode, public CodeGenerator {
 public:
  explicit X86Code(size_t size) : CodeGenerator(size, DontSetProtectRWE) {}
  Region::Fn entry() const override { return reinterpret_cast<Region::Fn>(const_cast<uint8_t*>(getCode())); }
};

// Code in a CodeArena (which owns the memory): written through its write view, run from its execute view. The
// code is position-independent (constants and jumps RIP-relative, the helpers' addresses absolute).
class ArenaCode final : public JitCode {
 public:
  explicit ArenaCode(const uint8_t* entry) : entry_(entry) {}
  Region::Fn entry() const override { return reinterpret_cast<Region::Fn>(const_cast<uint8_t*>(entry_)); }

 private:
  const uint8_t* entry_;
};

// Register roles (callee-saved general registers survive the calls; EXEC's bits in rcx live within an instruction).
const Reg64 kFrame = rbx, kSgprs = r12, kVgprs = r13, kMaskOut = r15, kMaskIn = r14, kExec = rcx;
const Ymm kOnes = ymm15, kLaneSel = ymm13, kMaskLanes = ymm14, kOdd = ymm11;
const Ymm kRes = ymm3, kCarry = ymm6, kT4 = ymm4, kT5 = ymm5, kT7 = ymm7;

class Emitter {
 public:
  Emitter(CodeGenerator& c, const Region& r, const Program& p, const JitTarget& t)
      : c_(c), r_(r), p_(p), t_(t), chunks_(t.waveSize / 8) {}

  void emit() {
    c_.push(rbx), c_.push(r12), c_.push(r13), c_.push(r14), c_.push(r15);  // (rsp 16-aligned for calls)
    c_.mov(kFrame, rdi);
    c_.mov(kSgprs, c_.ptr[kFrame + offsetof(JitFrame, s)]);
    c_.mov(kVgprs, c_.ptr[kFrame + offsetof(JitFrame, v)]);
    setConstants();
    for (uint32_t pos = 0; pos < r_.insts.size(); ++pos) {
      if (!r_.insts[pos].inlined) call(pos);
      else if (p_.insts[r_.insts[pos].index].unit == UnitKind::VectorAlu) inlineValu(pos);
      else inlineSalu(pos);
    }
    c_.mov(eax, uint32_t(r_.insts.size()));
    c_.L(exit_);
    c_.vzeroupper();
    c_.pop(r15), c_.pop(r14), c_.pop(r13), c_.pop(r12), c_.pop(rbx);
    c_.ret();
    constants();
  }

 private:
  void setConstants() { c_.vpcmpeqd(kOnes, kOnes, kOnes); }

  // The interpreter runs instruction `pos`; a 0 from it leaves the region having executed pos + 1 instructions.
  void call(uint32_t pos, JitCallFn fn = nullptr) {
    c_.vzeroupper();
    c_.mov(rdi, kFrame);
    c_.mov(esi, pos);
    c_.mov(rax, reinterpret_cast<size_t>(fn ? fn : t_.call));
    c_.call(rax);
    Label go;
    c_.test(eax, eax);
    c_.jnz(go, CodeGenerator::T_NEAR);
    c_.mov(eax, pos + 1);
    c_.jmp(exit_, CodeGenerator::T_NEAR);
    c_.L(go);
    setConstants();
  }

  Address vgprChunk(uint32_t reg, unsigned chunk) const {
    return c_.ptr[kVgprs + int32_t((size_t(reg) * t_.waveSize + chunk * 8) * 4)];
  }
  Address sgpr(uint16_t code) const { return c_.ptr[kSgprs + int32_t(code * 4)]; }
  bool isNull(uint16_t code) const { return t_.gfx10 && code == opnd::kNull; }

  // Scalar and constant sources, broadcast once into ymm8 + i.
  void broadcastSources(const VInst& vi) {
    for (unsigned i = 0; i < vi.nsrc; ++i) {
      const VSrc& s = vi.src[i];
      const Ymm b(8 + int(i));
      if (s.kind == VSrc::Sgpr && !isNull(s.reg)) {
        c_.vpbroadcastd(b, sgpr(s.reg));
      } else if (s.kind != VSrc::Vgpr) {
        const uint32_t value = s.kind == VSrc::Const ? uint32_t(s.value) : 0;
        c_.mov(eax, value);
        c_.vmovd(Xmm(8 + int(i)), eax);
        c_.vpbroadcastd(b, Xmm(8 + int(i)));
      }
    }
  }
  Ymm source(const VInst& vi, unsigned i, unsigned chunk) {
    const Ymm y = Ymm(int(i));
    if (vi.src[i].kind == VSrc::Vgpr) c_.vmovdqu(y, vgprChunk(vi.src[i].reg, chunk));
    else c_.vmovdqa(y, Ymm(8 + int(i)));
    return y;
  }

  // The lanes of this chunk of a lane mask held in `bits`, as 0/~0 words in `out`.
  void lanesOf(const Ymm& out, const Reg64& bits, unsigned chunk) {
    c_.mov(rdx, bits);
    if (chunk) c_.shr(rdx, int(chunk * 8));
    c_.movzx(edx, dl);
    c_.vmovd(Xmm(out.getIdx()), edx);
    c_.vpbroadcastd(out, Xmm(out.getIdx()));
    c_.vpand(out, out, c_.ptr[rip + bits_]);
    c_.vpcmpeqd(out, out, c_.ptr[rip + bits_]);
  }
  void loadMask(const Reg64& into, uint16_t code) {
    if (isNull(code)) c_.xor_(into, into);
    else if (t_.waveSize == 64) c_.mov(into, c_.qword[kSgprs + int32_t(code * 4)]);
    else c_.mov(into.cvt32(), c_.dword[kSgprs + int32_t(code * 4)]);
  }

  // x >= y unsigned, as 0/~0 words, into `out`.
  void geU(const Ymm& out, const Ymm& x, const Ymm& y) {
    c_.vpmaxud(out, x, y);
    c_.vpcmpeqd(out, out, x);
  }

  // kRes (and kCarry for carry forms) from the sources a, b, s of one chunk.
  void operation(Inline k, const Ymm& a, const Ymm& b, const Ymm& s) {
    switch (k) {
      case Inline::Mov: c_.vmovdqa(kRes, a); break;
      case Inline::Not: c_.vpxor(kRes, a, kOnes); break;
      case Inline::Add: c_.vpaddd(kRes, a, b); break;
      case Inline::Sub: c_.vpsubd(kRes, a, b); break;
      case Inline::SubRev: c_.vpsubd(kRes, b, a); break;
      case Inline::And: c_.vpand(kRes, a, b); break;
      case Inline::Or: c_.vpor(kRes, a, b); break;
      case Inline::Xor: c_.vpxor(kRes, a, b); break;
      case Inline::Shl: c_.vpand(kT4, a, c_.ptr[rip + shift_]); c_.vpsllvd(kRes, b, kT4); break;
      case Inline::Shr: c_.vpand(kT4, a, c_.ptr[rip + shift_]); c_.vpsrlvd(kRes, b, kT4); break;
      case Inline::Sar: c_.vpand(kT4, a, c_.ptr[rip + shift_]); c_.vpsravd(kRes, b, kT4); break;
      case Inline::MulLo: c_.vpmulld(kRes, a, b); break;
      case Inline::MulU24:
        c_.vpand(kT4, a, c_.ptr[rip + u24_]);
        c_.vpand(kT5, b, c_.ptr[rip + u24_]);
        c_.vpmulld(kRes, kT4, kT5);
        break;
      case Inline::MinU: c_.vpminud(kRes, a, b); break;
      case Inline::MaxU: c_.vpmaxud(kRes, a, b); break;
      case Inline::MinI: c_.vpminsd(kRes, a, b); break;
      case Inline::MaxI: c_.vpmaxsd(kRes, a, b); break;
      case Inline::Or3: c_.vpor(kRes, a, b); c_.vpor(kRes, kRes, s); break;
      case Inline::AndOr: c_.vpand(kRes, a, b); c_.vpor(kRes, kRes, s); break;
      case Inline::LshlOr:
        c_.vpand(kT4, b, c_.ptr[rip + shift_]);
        c_.vpsllvd(kRes, a, kT4);
        c_.vpor(kRes, kRes, s);
        break;
      case Inline::LshlAdd:
        c_.vpand(kT4, b, c_.ptr[rip + shift_]);
        c_.vpsllvd(kRes, a, kT4);
        c_.vpaddd(kRes, kRes, s);
        break;
      case Inline::Add3: c_.vpaddd(kRes, a, b); c_.vpaddd(kRes, kRes, s); break;
      case Inline::Xad: c_.vpxor(kRes, a, b); c_.vpaddd(kRes, kRes, s); break;
      case Inline::Cndmask: c_.vpblendvb(kRes, a, b, kMaskLanes); break;
      case Inline::AddCo:  // carry: the sum below an addend
        c_.vpaddd(kRes, a, b);
        geU(kT4, kRes, a);
        c_.vpxor(kCarry, kT4, kOnes);
        break;
      case Inline::SubCo: case Inline::SubRevCo: {  // borrow: the minuend below the subtrahend
        const Ymm& x = k == Inline::SubCo ? a : b;
        const Ymm& y = k == Inline::SubCo ? b : a;
        c_.vpsubd(kRes, x, y);
        geU(kT4, x, y);
        c_.vpxor(kCarry, kT4, kOnes);
        break;
      }
      case Inline::AddCi:  // (a + b) + cin: a carry from either add
        c_.vpaddd(kT4, a, b);
        geU(kT5, kT4, a);
        c_.vpsubd(kRes, kT4, kMaskLanes);  // (a lane's carry-in is ~0: subtracting it adds 1)
        geU(kT7, kRes, kT4);
        c_.vpand(kT5, kT5, kT7);
        c_.vpxor(kCarry, kT5, kOnes);
        break;
      case Inline::SubCi: case Inline::SubRevCi: {  // (x - y) - bin: a borrow from either subtraction
        const Ymm& x = k == Inline::SubCi ? a : b;
        const Ymm& y = k == Inline::SubCi ? b : a;
        c_.vpsubd(kT4, x, y);
        geU(kT5, x, y);
        c_.vpaddd(kRes, kT4, kMaskLanes);  // (adding ~0 subtracts 1)
        c_.vpsrld(kT7, kMaskLanes, 31);    // the borrow-in as 0/1
        geU(kT7, kT4, kT7);
        c_.vpand(kT5, kT5, kT7);
        c_.vpxor(kCarry, kT5, kOnes);
        break;
      }
      case Inline::AddF: c_.vaddps(kRes, a, b); break;
      case Inline::SubF: c_.vsubps(kRes, a, b); break;
      case Inline::SubRevF: c_.vsubps(kRes, b, a); break;
      case Inline::MulF: c_.vmulps(kRes, a, b); break;
      case Inline::FmaF: c_.vmovaps(kRes, a); c_.vfmadd213ps(kRes, b, s); break;
      case Inline::CmpI: {
        const Ymm* x = &a;
        const Ymm* y = &b;
        if (cmp_.unsignedInt && cmp_.greater) {  // unsigned order as signed order with the sign bits flipped
          c_.vpxor(kT4, a, c_.ptr[rip + sign_]);
          c_.vpxor(kT5, b, c_.ptr[rip + sign_]);
          x = &kT4, y = &kT5;
        }
        if (cmp_.swap) std::swap(x, y);
        if (cmp_.greater) c_.vpcmpgtd(kCarry, *x, *y);
        else c_.vpcmpeqd(kCarry, *x, *y);
        if (cmp_.invert) c_.vpxor(kCarry, kCarry, kOnes);
        break;
      }
      case Inline::CmpF: c_.vcmpps(kCarry, a, b, cmp_.predicate); break;
      case Inline::MadU64: case Inline::MadI64: case Inline::None: break;  // (v_mad_*64: inlineMad64)
    }
  }

  // A denormal f32 in each lane of `y` becomes the zero of its sign (MODE's f32 denormals flushed).
  void flush(const Ymm& y) {
    c_.vpand(kT4, y, c_.ptr[rip + exponent_]);
    c_.vpxor(kT5, kT5, kT5);
    c_.vpcmpeqd(kT4, kT4, kT5);                      // exponent 0: a zero or a denormal
    c_.vpand(kT4, kT4, c_.ptr[rip + magnitude_]);
    c_.vpandn(y, kT4, y);                            // its magnitude cleared
  }

  // kOdd |= the active lanes of `y` whose exponent is all ones (NaN or infinity).
  void noteUnusual(const Ymm& y) {
    c_.vpand(kT7, y, c_.ptr[rip + exponent_]);
    c_.vpcmpeqd(kT7, kT7, c_.ptr[rip + exponent_]);
    c_.vpand(kT7, kT7, kLaneSel);
    c_.vpor(kOdd, kOdd, kT7);
  }

  void store(uint32_t vdst, unsigned chunk, const Ymm& value) {
    c_.vmovdqu(kT4, vgprChunk(vdst, chunk));
    c_.vpblendvb(kT4, kT4, value, kLaneSel);
    c_.vmovdqu(vgprChunk(vdst, chunk), kT4);
  }

  // With the checks on, an instruction that reads or writes a VGPR of a vector memory operation in flight is the
  // interpreter's (its in-flight check reports it): the region leaves before it, having executed `pos`.
  void inFlightExit(uint32_t pos, uint32_t index) {
    if (!t_.checks) return;
    const VgprUse& u = p_.vuse[index];
    uint64_t words[4] = {};
    for (unsigned i = 0; i < u.n; ++i) {
      if (u.r[i].agpr) continue;
      for (unsigned v = u.r[i].first; v < unsigned(u.r[i].first) + u.r[i].count && v < 256; ++v)
        words[v >> 6] |= 1ull << (v & 63);
    }
    Label stay;
    bool loaded = false;
    Label leave;
    for (unsigned k = 0; k < 4; ++k) {
      if (!words[k]) continue;
      if (!loaded) c_.mov(rax, c_.ptr[kFrame + int32_t(offsetof(JitFrame, vmPending))]), loaded = true;
      c_.mov(rdx, words[k]);
      c_.and_(rdx, c_.ptr[rax + int32_t(8 * k)]);
      c_.jnz(leave, CodeGenerator::T_NEAR);
    }
    if (!loaded) return;
    c_.jmp(stay, CodeGenerator::T_NEAR);
    c_.L(leave);
    c_.mov(c_.byte[kFrame + int32_t(offsetof(JitFrame, sideExit))], 1);
    c_.mov(eax, pos);
    c_.jmp(exit_, CodeGenerator::T_NEAR);
    c_.L(stay);
  }

  // With the checks on, a wave may follow LDS reads' values (a called DS load, or one before the region): the
  // interpreter marks those this instruction uses before it runs, as Launch::step would (after the in-flight test,
  // which leaves the region before an instruction the interpreter must report).
  void followReads(uint32_t pos) {
    if (!t_.checks || !t_.follow) return;
    Label skip;
    c_.cmp(c_.byte[kFrame + int32_t(offsetof(JitFrame, follow))], 0);
    c_.je(skip, CodeGenerator::T_NEAR);
    call(pos, t_.follow);
    c_.L(skip);
  }

  // One chunk of an inline VALU instruction into kRes: its sources and lane masks, MODE's f32 flushing around the host's
  // operation (the inputs of float operations and compares, the outputs of float operations).
  void computeChunk(const VInst& vi, Inline k, unsigned chunk) {
    const Ymm a = source(vi, 0, chunk);
    const Ymm b = vi.nsrc > 1 ? source(vi, 1, chunk) : a;
    const Ymm s = vi.nsrc > 2 ? source(vi, 2, chunk) : a;
    if (vi.hasMaskIn) lanesOf(kMaskLanes, kMaskIn, chunk);
    lanesOf(kLaneSel, kExec, chunk);
    if ((isFloat(k) || k == Inline::CmpF) && t_.mode.flushIn32)
      for (unsigned i = 0; i < vi.nsrc; ++i) flush(Ymm(int(i)));
    operation(k, a, b, s);
    if (isFloat(k) && t_.mode.flushOut32) flush(kRes);
  }

  // A VOPD word: X's results, then Y's, into the frame's two buffers (both read their sources before either writes),
  // then both stored; a NaN or an infinity in an active lane of a float component runs the word in the interpreter.
  void inlineVopd(uint32_t pos) {
    const uint32_t index = r_.insts[pos].index;
    const VInst* parts[2] = {&p_.valu[p_.insts[index].slot], &p_.valu[p_.insts[index].slot + 1]};
    inFlightExit(pos, index);
    followReads(pos);
    loadMask(kExec, kExecLo);
    bool fl = false;
    for (const VInst* vi : parts) fl |= isFloat(inlineKind(*vi));
    if (fl) c_.vpxor(kOdd, kOdd, kOdd);
    for (unsigned part = 0; part < 2; ++part) {
      const VInst& vi = *parts[part];
      const Inline k = inlineKind(vi);
      broadcastSources(vi);
      if (vi.hasMaskIn) loadMask(kMaskIn, vi.maskIn);
      for (unsigned chunk = 0; chunk < chunks_; ++chunk) {
        computeChunk(vi, k, chunk);
        if (isFloat(k))
          for (unsigned i = 0; i < vi.nsrc; ++i) noteUnusual(Ymm(int(i)));
        c_.vmovdqa(c_.ptr[kFrame + int32_t(staged(part) + chunk * 32)], kRes);
      }
    }
    Label done;
    if (fl) {
      Label ordinary;
      c_.vptest(kOdd, kOdd);
      c_.jz(ordinary, CodeGenerator::T_NEAR);
      call(pos, t_.fallback);
      c_.jmp(done, CodeGenerator::T_NEAR);
      c_.L(ordinary);
    }
    for (unsigned part = 0; part < 2; ++part)
      for (unsigned chunk = 0; chunk < chunks_; ++chunk) {
        lanesOf(kLaneSel, kExec, chunk);
        c_.vmovdqa(kRes, c_.ptr[kFrame + int32_t(staged(part) + chunk * 32)]);
        store(parts[part]->vdst, chunk, kRes);
      }
    c_.L(done);
  }
  static size_t staged(unsigned part) { return part ? offsetof(JitFrame, tmpY) : offsetof(JitFrame, tmp); }

  void inlineValu(uint32_t pos) {
    const uint32_t index = r_.insts[pos].index;
    const VInst& vi = p_.valu[p_.insts[index].slot];
    if (vi.vopdX) return inlineVopd(pos);
    if (isMad64(inlineKind(vi))) return inlineMad64(pos);
    inFlightExit(pos, index);
    followReads(pos);
    const Inline k = inlineKind(vi);
    const bool fl = isFloat(k);
    cmp_ = compareOf(baseRow(vi.op));
    broadcastSources(vi);
    if (vi.hasMaskIn) loadMask(kMaskIn, vi.maskIn);
    loadMask(kExec, kExecLo);
    const bool carry = hasMaskOut(k);
    if (carry) c_.xor_(kMaskOut, kMaskOut);
    if (fl) c_.vpxor(kOdd, kOdd, kOdd);
    for (unsigned chunk = 0; chunk < chunks_; ++chunk) {
      computeChunk(vi, k, chunk);
      if (fl) {
        for (unsigned i = 0; i < vi.nsrc; ++i) noteUnusual(Ymm(int(i)));
        c_.vmovdqa(c_.ptr[kFrame + int32_t(offsetof(JitFrame, tmp) + chunk * 32)], kRes);
        continue;
      }
      if (carry) {
        c_.vmovmskps(eax, kCarry);
        if (chunk) c_.shl(rax, int(chunk * 8));
        c_.or_(kMaskOut, rax);
      }
      if (!isCompare(k)) store(vi.vdst, chunk, kRes);
    }
    if (fl) {
      // A NaN or an infinity in an active lane: the interpreter runs the instruction (the host's NaN for two NaN
      // operands follows operand order, which the interpreter's compiled loop chooses).
      Label ordinary, done;
      c_.vptest(kOdd, kOdd);
      c_.jz(ordinary, CodeGenerator::T_NEAR);
      call(pos, t_.fallback);
      c_.jmp(done, CodeGenerator::T_NEAR);
      c_.L(ordinary);
      for (unsigned chunk = 0; chunk < chunks_; ++chunk) {
        lanesOf(kLaneSel, kExec, chunk);
        c_.vmovdqa(kRes, c_.ptr[kFrame + int32_t(offsetof(JitFrame, tmp) + chunk * 32)]);
        store(vi.vdst, chunk, kRes);
      }
      c_.L(done);
      return;
    }
    if (carry && !isNull(vi.sdst)) {
      // Inactive lanes read 0 in the mask.
      c_.and_(kMaskOut, kExec);
      if (t_.waveSize == 64) c_.mov(c_.qword[kSgprs + int32_t(vi.sdst * 4)], kMaskOut);
      else c_.mov(c_.dword[kSgprs + int32_t(vi.sdst * 4)], kMaskOut.cvt32());
    }
  }

  // v_mad_u64_u32 / v_mad_i64_i32: D = S0 * S1 + S2 in 64 bits per lane (S2 a VGPR pair, an SGPR pair or a 64-bit
  // constant), the carry-out (unsigned) or the signed overflow of the addition as the lane mask, as the interpreter's
  // mad64 computes them (no clamp: those are the interpreter's). The products by vpmuludq/vpmuldq, 4 lanes each (the
  // even lanes, then the odd ones shifted down), the 64-bit addition in 32-bit halves.
  void inlineMad64(uint32_t pos) {
    const uint32_t index = r_.insts[pos].index;
    const VInst& vi = p_.valu[p_.insts[index].slot];
    const bool sign = inlineKind(vi) == Inline::MadI64;
    inFlightExit(pos, index);
    followReads(pos);
    broadcastSources(vi);  // (S2's low dword into ymm10, its high dword below into ymm12)
    const VSrc& s2 = vi.src[2];
    const Ymm cHiBroadcast = ymm12;
    if (s2.kind == VSrc::Sgpr) {
      c_.vpbroadcastd(cHiBroadcast, sgpr(uint16_t(s2.reg + 1)));
    } else if (s2.kind == VSrc::Const) {
      c_.mov(eax, uint32_t(s2.value >> 32));
      c_.vmovd(Xmm(12), eax);
      c_.vpbroadcastd(cHiBroadcast, Xmm(12));
    }
    loadMask(kExec, kExecLo);
    c_.xor_(kMaskOut, kMaskOut);
    const Ymm a = ymm0, b = ymm1, cLo = ymm2, cHi = ymm7, pLo = ymm3, pHi = ymm6;
    for (unsigned chunk = 0; chunk < chunks_; ++chunk) {
      source(vi, 0, chunk);
      source(vi, 1, chunk);
      if (s2.kind == VSrc::Vgpr) {
        c_.vmovdqu(cLo, vgprChunk(s2.reg, chunk));
        c_.vmovdqu(cHi, vgprChunk(s2.reg + 1, chunk));
      } else {
        c_.vmovdqa(cLo, ymm10);
        c_.vmovdqa(cHi, cHiBroadcast);
      }
      lanesOf(kLaneSel, kExec, chunk);
      // The products: even lanes in ymm4, odd lanes in ymm5 (each 64 bits), then split into low and high rows.
      if (sign) c_.vpmuldq(ymm4, a, b);
      else c_.vpmuludq(ymm4, a, b);
      c_.vpsrlq(ymm5, a, 32);
      c_.vpsrlq(pHi, b, 32);
      if (sign) c_.vpmuldq(ymm5, ymm5, pHi);
      else c_.vpmuludq(ymm5, ymm5, pHi);
      c_.vpsllq(pHi, ymm5, 32);
      c_.vpblendd(pLo, ymm4, pHi, 0xaa);
      c_.vpsrlq(ymm4, ymm4, 32);
      c_.vpblendd(pHi, ymm4, ymm5, 0xaa);
      // The sum's low half (ymm0) and its carry into the high half (ymm4: ~0 where there is one).
      c_.vpaddd(a, pLo, cLo);
      geU(ymm4, a, pLo);
      c_.vpxor(ymm4, ymm4, kOnes);
      c_.vpaddd(b, pHi, cHi);      // the high halves' sum before that carry
      c_.vpsubd(cLo, b, ymm4);     // the sum's high half (ymm2)
      if (sign) {                  // overflow: addends of one sign, a sum of the other
        c_.vpxor(ymm5, pHi, cHi);
        c_.vpxor(ymm4, pHi, cLo);
        c_.vpandn(ymm5, ymm5, ymm4);
        c_.vpsrad(kCarry, ymm5, 31);
      } else {                     // a carry out of either high-half addition
        geU(ymm5, b, pHi);
        c_.vpcmpeqd(cHi, b, kOnes);
        c_.vpand(cHi, cHi, ymm4);
        c_.vpxor(kCarry, ymm5, kOnes);
        c_.vpor(kCarry, kCarry, cHi);
      }
      c_.vmovmskps(eax, kCarry);
      if (chunk) c_.shl(rax, int(chunk * 8));
      c_.or_(kMaskOut, rax);
      store(vi.vdst, chunk, a);
      store(vi.vdst + 1, chunk, cLo);
    }
    if (!isNull(vi.sdst)) {
      c_.and_(kMaskOut, kExec);  // inactive lanes read 0 in the mask
      if (t_.waveSize == 64) c_.mov(c_.qword[kSgprs + int32_t(vi.sdst * 4)], kMaskOut);
      else c_.mov(c_.dword[kSgprs + int32_t(vi.sdst * 4)], kMaskOut.cvt32());
    }
  }

  // A scalar source into eax/rax (edx/rdx): a constant or SGPRs.
  void scalarSource(const Reg64& into, const Src& src, bool wide) {
    if (src.isConst || isNull(src.code)) {
      const uint64_t v = src.isConst ? src.value : 0;
      if (wide) c_.mov(into, v);
      else c_.mov(into.cvt32(), uint32_t(v));
    } else if (wide) {
      c_.mov(into, c_.qword[kSgprs + int32_t(src.code * 4)]);
    } else {
      c_.mov(into.cvt32(), c_.dword[kSgprs + int32_t(src.code * 4)]);
    }
  }

  void inlineSalu(uint32_t pos) {
    const SInst& si = p_.scalar[p_.insts[r_.insts[pos].index].slot];
    const ScalarInline k = scalarKind(baseRow(si.op));
    const bool wideA = wideSources(k) || k == ScalarInline::Shl64, wideB = wideSources(k);
    scalarSource(rax, si.s0, wideA);
    if (k != ScalarInline::Mov && k != ScalarInline::Mov64) scalarSource(rdx, si.s1, wideB);
    bool scc = true;  // the operation sets SCC from r8b
    auto nonZero = [&](const Reg& r) { c_.test(r, r); c_.setnz(r8b); };
    switch (k) {
      case ScalarInline::AddU: c_.add(eax, edx); c_.setc(r8b); break;
      case ScalarInline::SubU: c_.sub(eax, edx); c_.setb(r8b); break;
      case ScalarInline::AddI: c_.add(eax, edx); c_.seto(r8b); break;
      case ScalarInline::SubI: c_.sub(eax, edx); c_.seto(r8b); break;
      case ScalarInline::Mul: c_.imul(eax, edx); scc = false; break;
      case ScalarInline::Mov: case ScalarInline::Mov64: scc = false; break;
      case ScalarInline::Cselect:
        c_.mov(r9, c_.ptr[kFrame + int32_t(offsetof(JitFrame, scc))]);
        c_.cmp(c_.byte[r9], 0);
        c_.cmovz(eax, edx);
        scc = false;
        break;
      case ScalarInline::And: c_.and_(eax, edx); nonZero(eax); break;
      case ScalarInline::Or: c_.or_(eax, edx); nonZero(eax); break;
      case ScalarInline::Xor: c_.xor_(eax, edx); nonZero(eax); break;
      case ScalarInline::Shl: c_.mov(ecx, edx); c_.and_(ecx, 31); c_.shl(eax, cl); nonZero(eax); break;
      case ScalarInline::Shr: c_.mov(ecx, edx); c_.and_(ecx, 31); c_.shr(eax, cl); nonZero(eax); break;
      case ScalarInline::Sar: c_.mov(ecx, edx); c_.and_(ecx, 31); c_.sar(eax, cl); nonZero(eax); break;
      case ScalarInline::And64: c_.and_(rax, rdx); nonZero(rax); break;
      case ScalarInline::Or64: c_.or_(rax, rdx); nonZero(rax); break;
      case ScalarInline::Xor64: c_.xor_(rax, rdx); nonZero(rax); break;
      case ScalarInline::Shl64: c_.mov(ecx, edx); c_.and_(ecx, 63); c_.shl(rax, cl); nonZero(rax); break;
      case ScalarInline::CmpEq: c_.cmp(eax, edx); c_.sete(r8b); break;
      case ScalarInline::CmpLg: c_.cmp(eax, edx); c_.setne(r8b); break;
      case ScalarInline::CmpGtU: c_.cmp(eax, edx); c_.seta(r8b); break;
      case ScalarInline::CmpGeU: c_.cmp(eax, edx); c_.setae(r8b); break;
      case ScalarInline::CmpLtU: c_.cmp(eax, edx); c_.setb(r8b); break;
      case ScalarInline::CmpLeU: c_.cmp(eax, edx); c_.setbe(r8b); break;
      case ScalarInline::CmpGtI: c_.cmp(eax, edx); c_.setg(r8b); break;
      case ScalarInline::CmpGeI: c_.cmp(eax, edx); c_.setge(r8b); break;
      case ScalarInline::CmpLtI: c_.cmp(eax, edx); c_.setl(r8b); break;
      case ScalarInline::CmpLeI: c_.cmp(eax, edx); c_.setle(r8b); break;
      case ScalarInline::None: break;
    }
    if (!isCompare(k) && !isNull(si.dst)) {
      if (wideResult(k)) c_.mov(c_.qword[kSgprs + int32_t(si.dst * 4)], rax);
      else c_.mov(c_.dword[kSgprs + int32_t(si.dst * 4)], eax);
    }
    if (scc) {
      c_.mov(r9, c_.ptr[kFrame + int32_t(offsetof(JitFrame, scc))]);
      c_.mov(c_.byte[r9], r8b);
    }
  }

  void constants() {
    c_.align(32);
    c_.L(bits_);
    for (uint32_t i = 0; i < 8; ++i) c_.dd(1u << i);
    c_.L(shift_);
    for (int i = 0; i < 8; ++i) c_.dd(31);
    c_.L(u24_);
    for (int i = 0; i < 8; ++i) c_.dd(0xffffff);
    c_.L(exponent_);
    for (int i = 0; i < 8; ++i) c_.dd(0x7f800000);
    c_.L(sign_);
    for (int i = 0; i < 8; ++i) c_.dd(0x80000000u);
    c_.L(magnitude_);
    for (int i = 0; i < 8; ++i) c_.dd(0x7fffffffu);
  }

  CodeGenerator& c_;
  const Region& r_;
  const Program& p_;
  const JitTarget& t_;
  const unsigned chunks_;
  Label exit_, bits_, shift_, u24_, exponent_, sign_, magnitude_;
  Compare cmp_;  // the compare being emitted
};

}  // namespace

bool jitHostSupported() { return hostHasAvx2Fma(); }

std::unique_ptr<JitCode> compileRegion(const Region& r, const Program& prog, const JitTarget& t, std::string* why,
                                       CodeArena* arena) {
  if (t.waveSize != 32 && t.waveSize != 64) {
    if (why) *why = "the wave size is not 32 or 64";
    return nullptr;
  }
  // An upper bound of the code's size: a call is ~60 bytes; an inline instruction ~140 bytes per 8 lanes.
  // At most 256 bytes per call and per inline instruction's 8 lanes (the most measured over the twin kernels was
  // 198); beyond, Xbyak refuses and the interpreter runs the region. Whole pages: the buffer's protection changes
  // page by page, and no other allocation may share its last page.
  size_t units = r.insts.size();
  for (const RegionInst& i : r.insts) {
    const DInst& d = prog.insts[i.index];
    const bool vopd = d.unit == UnitKind::VectorAlu && prog.valu[d.slot].vopdX;  // (two instructions' code)
    const bool mad64 = d.unit == UnitKind::VectorAlu && isMad64(inlineKind(prog.valu[d.slot]));  // (two rows stored)
    units += i.inlined ? t.waveSize / 8 * (vopd || mad64 ? 2 : 1) : 0;
  }
  const size_t bound = 512 + units * 256;
  const size_t size = (bound + 4095) / 4096 * 4096;
  uint8_t* write = nullptr;
  const uint8_t* exec = nullptr;
  try {
    if (arena && arena->reserve(bound, write, exec)) {
      CodeGenerator g(bound, write);  // (a user buffer: Xbyak changes no protection)
      Emitter(g, r, prog, t).emit();
      g.ready();  // (labels resolved)
      arena->commit(g.getSize());
      return std::make_unique<ArenaCode>(exec);
    }
    auto code = std::make_unique<X86Code>(size);
    Emitter(*code, r, prog, t).emit();
    code->ready(CodeArray::PROTECT_RE);  // (labels resolved)
    code->setProtectModeRE();            // written, now read and execute only
    return code;
  } catch (const std::exception& e) {
    if (why) *why = e.what();
  } catch (...) {
    if (why) *why = "code generation failed";
  }
  return nullptr;
}

#else  // no x86-64 code generator: the interpreter runs everything

bool jitHostSupported() { return false; }
std::unique_ptr<JitCode> compileRegion(const Region&, const Program&, const JitTarget&, std::string* why, CodeArena*) {
  if (why) *why = "the compiled engine needs an x86-64 host and Xbyak";
  return nullptr;
}

#endif

}  // namespace gcnkit::emu
