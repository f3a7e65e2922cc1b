#include "emu/program.h"

#include <bit>
#include <cstdio>
#include <cstring>

#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "emu/apertures.h"
#include "isa/float_constants.h"
#include "isa/registers.h"

namespace gcnkit::emu {

int RegMask::first() const {
  if (lo) return std::countr_zero(lo);
  if (hi) return 64 + std::countr_zero(hi);
  return -1;
}

namespace {

// Values of the sources that are not registers (src/isa/registers.h). 64-bit operands: integer inline
// constants are sign-extended, float inline constants are double-precision patterns, and a 32-bit literal
// is zero-extended (LLVM emits a 64-bit SALU literal only for values that fit in 32 unsigned bits).
bool constantValue(uint16_t code, unsigned dwords, uint32_t literal, uint64_t& v) {
  const bool is64 = dwords == 2;
  if (isInlineInt(code)) {
    v = uint64_t(inlineIntValue(code));
    if (!is64) v &= 0xffffffffu;
    return true;
  }
  if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) {
    v = inlineFloatBits(code, is64 ? 64 : 32);
    return true;
  }
  if (code == opnd::kLiteral) {
    v = literal;
    return true;
  }
  return apertureSource(code, is64, v);  // memory apertures (GFX9+)
}

Src makeSrc(uint16_t code, unsigned dwords, uint32_t literal) {
  Src s;
  s.code = code;
  s.isConst = constantValue(code, dwords, literal, s.value);
  return s;
}

bool sdstIsSource(Op op) {
  switch (op) {
    case Op::s_cmpk_eq_i32: case Op::s_cmpk_lg_i32: case Op::s_cmpk_gt_i32: case Op::s_cmpk_ge_i32:
    case Op::s_cmpk_lt_i32: case Op::s_cmpk_le_i32: case Op::s_cmpk_eq_u32: case Op::s_cmpk_lg_u32:
    case Op::s_cmpk_gt_u32: case Op::s_cmpk_ge_u32: case Op::s_cmpk_lt_u32: case Op::s_cmpk_le_u32:
    case Op::s_setreg_b32: case Op::s_waitcnt_vscnt: case Op::s_waitcnt_vmcnt: case Op::s_waitcnt_expcnt:
    case Op::s_waitcnt_lgkmcnt:
      return true;
    default:
      return false;
  }
}

bool sdstReadModifyWrite(Op op) {
  switch (op) {
    case Op::s_addk_i32: case Op::s_mulk_i32: case Op::s_bitset0_b32: case Op::s_bitset0_b64:
    case Op::s_bitset1_b32: case Op::s_bitset1_b64:
      return true;
    default:
      return false;
  }
}

void implicitRegisters(Op op, RegMask& r, RegMask& w) {
  switch (op) {
    case Op::s_and_saveexec_b64: case Op::s_or_saveexec_b64: case Op::s_xor_saveexec_b64:
    case Op::s_andn2_saveexec_b64: case Op::s_orn2_saveexec_b64: case Op::s_nand_saveexec_b64:
    case Op::s_nor_saveexec_b64: case Op::s_xnor_saveexec_b64: case Op::s_andn1_saveexec_b64:
    case Op::s_orn1_saveexec_b64: case Op::s_andn1_wrexec_b64: case Op::s_andn2_wrexec_b64:
    case Op::s_cbranch_g_fork: case Op::s_cbranch_i_fork: case Op::s_cbranch_join:
      r.add(opnd::kExecLo, 2); w.add(opnd::kExecLo, 2); break;
    case Op::s_and_saveexec_b32: case Op::s_or_saveexec_b32: case Op::s_xor_saveexec_b32:
    case Op::s_andn2_saveexec_b32: case Op::s_orn2_saveexec_b32: case Op::s_nand_saveexec_b32:
    case Op::s_nor_saveexec_b32: case Op::s_xnor_saveexec_b32: case Op::s_andn1_saveexec_b32:
    case Op::s_orn1_saveexec_b32: case Op::s_andn1_wrexec_b32: case Op::s_andn2_wrexec_b32:
      r.add(opnd::kExecLo, 1); w.add(opnd::kExecLo, 1); break;
    case Op::s_cbranch_vccz: case Op::s_cbranch_vccnz: r.add(opnd::kVccLo, 2); break;
    case Op::s_cbranch_execz: case Op::s_cbranch_execnz: r.add(opnd::kExecLo, 2); break;
    case Op::s_movrels_b32: case Op::s_movrels_b64: case Op::s_movreld_b32: case Op::s_movreld_b64:
    case Op::s_movrelsd_2_b32: case Op::s_sendmsg: case Op::s_sendmsghalt:
      r.add(m0Code(), 1); break;
    case Op::s_set_gpr_idx_on: case Op::s_set_gpr_idx_off: case Op::s_set_gpr_idx_mode: case Op::s_set_gpr_idx_idx:
      r.add(m0Code(), 1); w.add(m0Code(), 1); break;
    default: break;
  }
}

// The SGPRs a VALU instruction reads (sources, lane-mask inputs, M0 of movrel/gpr-index/interp) and writes
// (lane-mask results, readlane destinations, EXEC of v_cmpx).
void valuRegisters(const VInst& vi, const Target& t, RegMask& r, RegMask& w) {
  const unsigned maskDwords = t.gen() >= Gen::GFX10 && t.wave32 ? 1 : 2;
  for (unsigned i = 0; i < vi.nsrc; ++i)
    if (vi.src[i].kind == VSrc::Sgpr && vi.src[i].reg < 128) r.add(vi.src[i].reg, vi.src[i].dwords);
  if (vi.hasMaskIn && vi.maskIn < 128) r.add(vi.maskIn, maskDwords);
  if (vi.hasSdst && vi.sdst < 128 && (!vi.writesExec || vi.writesVccToo)) w.add(vi.sdst, maskDwords);
  if (vi.writesExec) w.add(opnd::kExecLo, maskDwords);
  if (vi.vdstSgpr && vi.vdst < 128) w.add(vi.vdst, 1);
  const uint32_t traits = opInfo(vi.op).traits;
  if ((traits & kTraitReadsM0) || opInfo(vi.op).enc == Encoding::VINTRP) r.add(m0Code(), 1);
}

}  // namespace

int32_t Program::indexOfAddress(uint64_t address) const {
  if (address < base || address - base >= sizeBytes || (address & 3)) return -1;
  return indexAt[size_t((address - base) / 4)];
}

std::string Program::text(uint32_t index) const {
  if (index >= insts.size()) return "<end of code>";
  if (insts[index].op == kInvalidOp) {
    char buf[32];
    std::snprintf(buf, sizeof buf, ".long 0x%08x", raw[index].literal);
    return buf;
  }
  if (!print) return std::string(opInfo(insts[index].op).name);
  return print(target.proc->name, features, std::span(code).subspan(offsetOf[index], insts[index].size));
}

Program buildProgram(std::span<const uint8_t> bytes, const Target& target, uint64_t base) {
  Program p;
  p.target = target;
  p.base = base;
  p.sizeBytes = bytes.size() & ~size_t(3);
  p.code.assign(bytes.begin(), bytes.begin() + ptrdiff_t(p.sizeBytes));
  p.indexAt.assign(size_t(p.sizeBytes / 4), -1);
  const Gen g = target.gen();
  std::vector<int64_t> branchTo;  // byte offset of each branch target (or -1)

  for (size_t at = 0; at + 4 <= p.sizeBytes;) {
    Instruction inst;
    int n = decode(bytes.subspan(at, p.sizeBytes - at), target, inst);
    DInst d;
    int64_t to = -1;
    p.indexAt[at / 4] = int32_t(p.insts.size());
    p.offsetOf.push_back(uint32_t(at));
    RegMask r, w;
    if (n <= 0) {
      d.op = kInvalidOp;
      d.size = 4;
      Instruction bad;
      std::memcpy(&bad.literal, bytes.data() + at, 4);
      p.raw.push_back(bad);
    } else {
      d.op = inst.op;
      d.size = uint8_t(n);
      d.glc = inst[Field::GLC] != 0;
      const OpInfo& info = opInfo(inst.op);
      const bool smem = info.enc == Encoding::SMEM;
      d.smem = smem;
      d.invalidate = inst.op == Op::s_dcache_inv || inst.op == Op::s_dcache_inv_vol || inst.op == Op::s_gl1_inv;
      for (int i = 0; i < info.numOperands; ++i) {
        const OperandSpec& s = info.operands[i];
        const uint32_t v = inst[s.field];
        switch (s.kind) {
          case OperandKind::SReg:
            if (s.field == Field::SBASE) {
              d.sbase = uint16_t(v << 1);
              r.add(d.sbase, s.dwords);
            } else {
              d.dst = uint16_t(v);
              d.dstDwords = s.dwords;
              if (smem) {
                if (info.flags & (kStore | kAtomic)) r.add(d.dst, s.dwords);
                if (!(info.flags & (kStore | kAtomic)) || ((info.flags & kAtomic) && d.glc)) w.add(d.dst, s.dwords);
              } else if (sdstIsSource(inst.op)) {
                r.add(d.dst, s.dwords);
              } else {
                if (sdstReadModifyWrite(inst.op)) r.add(d.dst, s.dwords);
                w.add(d.dst, s.dwords);
              }
            }
            break;
          case OperandKind::SSrc: {
            Src src = makeSrc(uint16_t(v), s.dwords, inst.literal);
            if (!src.isConst && src.code < 128) r.add(src.code, s.dwords);
            (s.field == Field::SSRC1 ? d.s1 : d.s0) = src;
            break;
          }
          case OperandKind::Lit32: d.lit = inst.literal; break;
          case OperandKind::SmemOffset: {
            auto o = smemOffset(inst, g);
            if (!o) { d.smBad = true; break; }
            d.smHasImm = o->hasImm;
            d.smImm = o->imm;
            d.smHasReg = o->hasReg;
            d.smReg = o->reg;
            if (o->hasReg) r.add(o->reg, 1);
            break;
          }
          case OperandKind::Label:
            d.imm = v;
            to = int64_t(at) + n + int64_t(int16_t(uint16_t(v))) * 4;
            break;
          default: d.imm = v; break;
        }
      }
      if (isValu(info.enc) || info.enc == Encoding::VINTRP) {
        VInst vi;
        std::string why;
        if (!decodeValu(inst, target, vi, &why)) vi.fn = nullptr;
        valuRegisters(vi, target, r, w);
        d.valu = uint32_t(p.valu.size());
        p.valu.push_back(vi);
        p.valuWhy.push_back(why);
      }
      implicitRegisters(inst.op, r, w);
      p.raw.push_back(inst);
    }
    addVectorInfo(p, d, n > 0 ? &inst : nullptr, g, r, w);
    p.insts.push_back(d);
    p.reads.push_back(r);
    p.writes.push_back(w);
    branchTo.push_back(to);
    at += size_t(d.size);
  }
  for (size_t i = 0; i < p.insts.size(); ++i) {
    const int64_t to = branchTo[i];
    if (to >= 0 && to < int64_t(p.sizeBytes) && !(to & 3)) p.insts[i].target = p.indexAt[size_t(to / 4)];
  }
  return p;
}

}  // namespace gcnkit::emu
