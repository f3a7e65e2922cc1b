#include "emu/program.h"

#include <bit>
#include <cstdio>
#include <cstring>

#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "codec/smem_rules.h"
#include "codec/vgpr_msb.h"
#include "emu/apertures.h"
#include "emu/literals.h"
#include "emu/vgpr_msb_modes.h"
#include "isa/float_constants.h"
#include "isa/implicit_registers.h"
#include "isa/registers.h"
#include "isa/vector_features.h"

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
bool constantValue(uint16_t code, unsigned dwords, ValType type, uint32_t literal, uint64_t& v) {
  const bool is64 = dwords == 2;
  if (isInlineInt(code)) {
    v = uint64_t(inlineIntValue(code));
    if (!is64) v &= 0xffffffffu;
    return true;
  }
  if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) {  // (SALU f16 sources: the half's bits)
    v = inlineFloatBits(code, is64 ? 64 : type == ValType::F16 ? 16 : 32);
    return true;
  }
  if (code == opnd::kLiteral) {
    v = literal;
    return true;
  }
  return apertureSource(code, is64, v);  // memory apertures (GFX9+)
}

Src makeSrc(uint16_t code, unsigned dwords, ValType type, const Instruction& inst, Gen g) {
  Src s;
  s.code = code;
  if (readsLiteral64(code, inst)) {  // GFX12.5 (emu/literals.h)
    s.isConst = true;
    s.value = literal64Bits(inst, dwords);
    return s;
  }
  s.isConst = constantValue(code, dwords, type, inst.literal, s.value);
  if (code == opnd::kLiteral && dwords == 2) s.value = literal32For64(inst, vectorFeatures(g).literal64, s.value);
  return s;
}

// The special register (EXEC, VCC, M0) the instruction reads or writes without naming it.
void implicitRegisters(Op op, const Target& t, RegMask& r, RegMask& w) {
  if (const auto reg = implicitScalarRegister(op, t)) {
    if (reg->read) r.add(reg->code, reg->dwords);
    if (reg->write) w.add(reg->code, reg->dwords);
  }
}

// The SGPRs a VALU instruction reads (sources, lane-mask inputs, M0 of movrel/gpr-index/interp) and writes
// (lane-mask results, readlane destinations, EXEC of v_cmpx).
void valuRegisters(const VInst& vi, const Target& t, RegMask& r, RegMask& w) {
  const unsigned maskDwords = laneMaskDwords(t);
  for (unsigned i = 0; i < vi.nsrc; ++i)
    if (vi.src[i].kind == VSrc::Sgpr && vi.src[i].reg < 128) r.add(vi.src[i].reg, vi.src[i].dwords);
  if (vi.hasMaskIn && vi.maskIn < 128) r.add(vi.maskIn, maskDwords);
  if (vi.hasSdst && vi.sdst < 128 && (!vi.writesExec || vi.writesVccToo)) w.add(vi.sdst, maskDwords);
  if (vi.writesExec) w.add(opnd::kExecLo, maskDwords);
  if (vi.vdstSgpr && vi.vdst < 128) w.add(vi.vdst, 1);
  const uint32_t traits = opInfo(vi.op).traits;
  if ((traits & kTraitReadsM0) || opInfo(vi.op).enc == Encoding::VINTRP) r.add(m0Code(), 1);
}

// The VGPRs a decoded VALU instruction reads and writes (a VOPD word's Y component: the X fields' are the row's).
void addValuVgprs(VgprUse& u, const VInst& vi) {
  for (unsigned i = 0; i < vi.nsrc; ++i)
    if (vi.src[i].kind == VSrc::Vgpr) u.add(vi.src[i].reg, vi.src[i].dwords, false);
  if (vi.fn && !vi.vdstSgpr) u.add(vi.vdst, vi.vdstDwords, true);
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
  const std::vector<int16_t> msb =
      vectorFeatures(g).vgprMsbMode ? vgprMsbModes(bytes.first(p.sizeBytes), target) : std::vector<int16_t>{};

  for (size_t at = 0; at + 4 <= p.sizeBytes;) {
    Instruction inst;
    int n = decode(bytes.subspan(at, p.sizeBytes - at), target, inst);
    // GFX12.5: the instruction as the VGPR MSB mode it runs under has it (VGPRs 256 and up)
    std::string refused;
    if (!msb.empty()) {
      const int16_t mode = msb[at / 4];
      p.msbMode.push_back(mode);
      if (n > 0 && mode != 0) {
        Instruction moved = inst;
        const bool namesVgprs = !addVgprMsbs(moved, 0xff, target) || moved.f != inst.f;
        if (mode == kMsbModeMixed && namesVgprs)
          refused = "the VGPR MSB mode differs along the paths that reach it (s_set_vgpr_msb on one path, or MODE "
                    "written from a register)";
        else if (mode != kMsbModeMixed && !addVgprMsbs(inst, uint8_t(mode), target))
          refused = "an image instruction under a nonzero VGPR MSB mode (its further addresses are not modelled)";
      }
    }
    DInst d;
    SInst sc;
    uint32_t valuSlot = UINT32_MAX;
    bool vopd = false;
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
      sc.op = baseRow(inst.op);  // a renamed row (GFX11's s_load_b32, s_and_not1_b32) runs as its older row
      d.size = sc.size = uint8_t(n);
      sc.glc = inst[Field::GLC] != 0;
      const OpInfo& info = opInfo(inst.op);
      const bool smem = info.enc == Encoding::SMEM;
      d.unit = smem ? UnitKind::ScalarMemory : UnitKind::Scalar;
      sc.invalidate = isScalarInvalidate(sc.op);
      if (smem) {  // the row's name says the element of GFX12's sub-dword loads (s_load_u16, s_buffer_load_i8)
        const std::string_view name = info.name;
        sc.smElemBytes = name.ends_with("_u8") || name.ends_with("_i8") ? 1 : name.ends_with("_u16") || name.ends_with("_i16") ? 2 : 4;
        sc.smSigned = name.ends_with("_i8") || name.ends_with("_i16");
      }
      for (int i = 0; i < info.numOperands; ++i) {
        const OperandSpec& s = info.operands[i];
        const uint32_t v = inst[s.field];
        switch (s.kind) {
          case OperandKind::SReg:
            if (s.field == Field::SBASE) {
              sc.sbase = uint16_t(v << 1);
              r.add(sc.sbase, s.dwords);
            } else {
              sc.dst = uint16_t(v);
              sc.dstDwords = s.dwords;
              if (smem) {
                if (info.flags & (kStore | kAtomic)) r.add(sc.dst, s.dwords);
                if (!(info.flags & (kStore | kAtomic)) || ((info.flags & kAtomic) && sc.glc)) w.add(sc.dst, s.dwords);
              } else {
                const SdstUse use = sdstUse(sc.op);
                if (use != SdstUse::Write) r.add(sc.dst, s.dwords);
                if (use != SdstUse::Read) w.add(sc.dst, s.dwords);
              }
            }
            break;
          case OperandKind::SSrc: {
            Src src = makeSrc(uint16_t(v), s.dwords, s.type, inst, g);
            if (!src.isConst && src.code < 128) r.add(src.code, s.dwords);
            (s.field == Field::SSRC1 ? sc.s1 : sc.s0) = src;
            break;
          }
          case OperandKind::Lit32: sc.lit = inst.literal; break;
          case OperandKind::SmemOffset: {
            auto o = smemOffset(inst, g);
            if (!o) { sc.smBad = true; break; }
            sc.smHasImm = o->hasImm;
            sc.smImm = o->imm;
            sc.smHasReg = o->hasReg;
            sc.smReg = o->reg;
            if (o->hasReg) r.add(o->reg, 1);
            break;
          }
          case OperandKind::Label:
            sc.imm = v;
            to = int64_t(at) + n + int64_t(int16_t(uint16_t(v))) * 4;
            break;
          default: sc.imm = v; break;
        }
      }
      // GFX12.5: SCALE_OFFSET multiplies the M0/SGPR offset by the data size, for plain loads only (CDNA5 ISA,
      // scalar memory addressing: not S_BUFFER_LOAD nor the prefetches).
      if (smem && inst[Field::SCALE_OFFSET] && !(info.flags & kBuffer) && sc.dstDwords)
        sc.smScale = uint8_t(sc.smElemBytes < 4 ? sc.smElemBytes : 4 * sc.dstDwords);
      if (info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3) {  // two VInsts: X, then Y next (VInst::vopdX)
        VInst x, y;
        std::string why;
        if (!decodeVopd(inst, target, x, y, &why)) x.fn = y.fn = nullptr, x.vopdX = true;
        valuRegisters(x, target, r, w);
        valuRegisters(y, target, r, w);
        valuSlot = uint32_t(p.valu.size());
        p.valu.push_back(x);
        p.valu.push_back(y);
        p.valuWhy.push_back(why);
        p.valuWhy.push_back(why);
        vopd = true;
      } else if (isValu(info.enc) || info.enc == Encoding::VINTRP) {
        VInst vi;
        std::string why;
        if (!decodeValu(inst, target, vi, &why)) vi.fn = nullptr;
        valuRegisters(vi, target, r, w);
        valuSlot = uint32_t(p.valu.size());
        p.valu.push_back(vi);
        p.valuWhy.push_back(why);
      }
      implicitRegisters(inst.op, target, r, w);
      p.raw.push_back(inst);
    }
    const uint32_t mem = addVectorInfo(p, n > 0 ? &inst : nullptr, g, r, w);
    if (vopd) addValuVgprs(p.vuse.back(), p.valu[valuSlot + 1]);  // the Y component's VGPRs join the word's
    if (!refused.empty()) {
      d.unit = UnitKind::Refused;
      p.refusals[uint32_t(p.insts.size())] = std::move(refused);
    } else if (mem != kNoMem) {
      d.unit = UnitKind::VectorMemory;
      d.slot = mem;
    } else if (valuSlot != UINT32_MAX) {
      d.unit = UnitKind::VectorAlu;
      d.slot = valuSlot;
    } else if (d.unit != UnitKind::None) {
      d.slot = uint32_t(p.scalar.size());
      p.scalar.push_back(sc);
    }
    p.insts.push_back(d);
    p.reads.push_back(r);
    p.writes.push_back(w);
    branchTo.push_back(to);
    at += size_t(d.size);
  }
  for (size_t i = 0; i < p.insts.size(); ++i) {
    const int64_t to = branchTo[i];
    if (to >= 0 && to < int64_t(p.sizeBytes) && !(to & 3) && p.insts[i].unit == UnitKind::Scalar)
      p.scalar[p.insts[i].slot].target = p.indexAt[size_t(to / 4)];
  }
  return p;
}

}  // namespace gcnkit::emu
