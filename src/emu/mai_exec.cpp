// Executing MAI instructions (gfx908+): the AGPR moves and the dense and sparse matrix products, on the wave's register
// rows (AGPRs live in rows of their own: src/emu/README.md, "MAI"). The fields are read as the disassembler
// reads them (text/mai_printer.cpp): VDST = D, SRC0 = A, SRC1 = B, SRC2 = C; acc_cd in the CLAMP bit
// (gfx90a+; gfx908's C and D are always AGPRs), the AGPR bits of A and B in OP_SEL_HI[1:0], CBSZ in NEG_HI,
// ABID in OP_SEL and OP_SEL_HI[2], BLGP (the f64 forms: the negations of A, B, C) in NEG. gfx950's f8f6f4
// forms read CBSZ/BLGP as the A/B formats (and widths); v_mfma_scale_* also reads the scale VGPRs of its
// ld_scale word (the SCALE_* fields, codec/mai_scale.h).
#include <optional>
#include <string>
#include <vector>

#include "emu/vector_alu.h"
#include "emu/mfma_model.h"
#include "emu/vmem.h"
#include "isa/mai.h"
#include "isa/registers.h"

namespace gcnkit::emu {

namespace {

constexpr unsigned kLanes = 64;  // MAI processors run wave64 only

// Every MAI row's matrix shape (or why it has none), worked out once: the executor must not parse mnemonics.
struct ShapeOfRow {
  std::optional<MfmaShape> shape;
  std::string why;
};
const ShapeOfRow& shapeOf(Op op) {
  static const std::vector<ShapeOfRow> table = [] {
    std::vector<ShapeOfRow> t(kOpCount);
    for (size_t i = 0; i < kOpCount; ++i)
      if (const MaiInfo* m = maiInfo(Op(i)); m && (m->flags & (kMaiMfma | kMaiSparse)))
        t[i].shape = mfmaShape(opInfo(Op(i)).name, m->a, &t[i].why);
    return t;
  }();
  return table[size_t(op)];
}

}  // namespace

VgprUse maiRegisterUse(const Instruction& in, const Target& t) {
  VgprUse u;
  const MaiInfo* m = maiInfo(in.op);
  if (!m) return u;
  const uint32_t src0 = in[Field::SRC0], vdst = in[Field::VDST];
  auto source = [](uint32_t code) { return uint16_t(code - opnd::kVgpr0); };
  if (m->flags & (kMaiRead | kMaiMov | kMaiWrite)) {
    u.add(uint16_t(vdst), 1, true, !(m->flags & kMaiRead));
    if (isVgprCode(uint16_t(src0))) u.add(source(src0), 1, false, !(m->flags & kMaiWrite));
    return u;
  }
  if (m->flags & kMaiLdScale) {
    for (Field f : {Field::SRC0, Field::SRC1})
      if (isVgprCode(uint16_t(in[f]))) u.add(source(in[f]), 1, false, false);
    return u;
  }
  const bool accCd = t.has(kFeatGfx90aInsts) ? in[Field::CLAMP] != 0 : true;
  const uint32_t acc = in[Field::OPSEL_HI] & 3;
  const bool f8f6f4 = m->flags & kMaiF8f6f4;
  u.add(source(src0), f8f6f4 ? maiFormatDwords(in[Field::NEG_HI]) : m->a, false, acc & 1);
  u.add(source(in[Field::SRC1]), f8f6f4 ? maiFormatDwords(in[Field::NEG]) : m->b, false, acc & 2);
  if (m->flags & kMaiScale)
    for (Field f : {Field::SCALE_SRC0, Field::SCALE_SRC1})
      if (isVgprCode(uint16_t(in[f]))) u.add(source(in[f]), 1, false, false);
  const uint32_t src2 = in[Field::SRC2];
  if (isVgprCode(uint16_t(src2))) u.add(source(src2), m->c, false, (m->flags & kMaiSparse) ? false : accCd);
  if (m->flags & kMaiSparse) u.add(uint16_t(vdst), m->d, false, accCd);  // D is the accumulator too
  u.add(uint16_t(vdst), m->d, true, accCd);
  return u;
}

bool VectorAlu::execMai(Wave& w, uint32_t index) {
  const Instruction& in = prog_.raw[index];
  const MaiInfo* m = maiInfo(in.op);
  if (!m) return fault(FaultKind::Unsupported, w, index, std::string(opInfo(in.op).name) + " has no MAI description");
  const bool unified = m_.target.has(kFeatGfx90aInsts);
  // The first row of `dwords` registers from register `reg` of one file, or nullptr after a fault.
  auto rows = [&](uint32_t reg, unsigned dwords, bool agpr, const char* what) -> uint32_t* {
    const uint32_t first = agpr ? agprBase_ + reg : reg, count = agpr ? agprs_ : vgprs_;
    if (reg + dwords > count) {
      fault(FaultKind::InvalidInstruction, w, index,
            std::string(what) + " " + (agpr ? "a" : "v") + std::to_string(reg) + (dwords > 1 ? " (" + std::to_string(dwords) + " registers)" : "") +
                " is beyond the wave's " + std::to_string(count) + (agpr ? " AGPRs" : " VGPRs"));
      return nullptr;
    }
    return &w.v[size_t(first) * waveSize_];
  };
  const uint64_t active = exec(w);
  auto copyLanes = [&](uint32_t* dst, const uint32_t* src) {
    for (unsigned l = 0; l < kLanes; ++l)
      if (active >> l & 1) dst[l] = src[l];
  };
  const uint32_t src0 = in[Field::SRC0];
  if (m->flags & (kMaiRead | kMaiMov)) {  // v_accvgpr_read_b32 vD, aS / v_accvgpr_mov_b32 aD, aS
    uint32_t* d = rows(in[Field::VDST], 1, (m->flags & kMaiMov) != 0, "the destination");
    const uint32_t* s = d ? rows(src0 - opnd::kVgpr0, 1, true, "the source") : nullptr;
    if (!s) return false;
    copyLanes(d, s);
    return true;
  }
  if (m->flags & kMaiWrite) {  // v_accvgpr_write_b32 aD, vS / constant / SGPR
    uint32_t* d = rows(in[Field::VDST], 1, true, "the destination");
    if (!d) return false;
    if (isVgprCode(uint16_t(src0))) {
      const uint32_t* s = rows(src0 - opnd::kVgpr0, 1, false, "the source");
      if (!s) return false;
      copyLanes(d, s);
      return true;
    }
    uint64_t v = 0;
    const uint32_t value = valuConstantBits(uint16_t(src0), ValType::B32, in.literal, v) ? uint32_t(v) : read32(w, uint16_t(src0));
    for (unsigned l = 0; l < kLanes; ++l)
      if (active >> l & 1) d[l] = value;
    return true;
  }
  if (m->flags & kMaiLdScale)
    return fault(FaultKind::Unsupported, w, index,
                 "v_mfma_ld_scale_b32 runs only as the first word of a v_mfma_scale_* pair (merged with the "
                 "v_mfma_*_f8f6f4 word right after it, as llvm-mc 22 reads them); alone its effect is not documented, "
                 "so it is not modelled (src/emu/README.md, MAI; see --fidelity)");
  const ShapeOfRow& row = shapeOf(in.op);
  const std::optional<MfmaShape>& shape = row.shape;
  if (!shape)
    return fault(FaultKind::Unsupported, w, index, std::string(opInfo(in.op).name) + ": " + row.why + " (see --fidelity)");
  const bool accCd = unified ? in[Field::CLAMP] != 0 : true;
  const uint32_t acc = in[Field::OPSEL_HI] & 3;
  MfmaControls ctl;
  ctl.cbsz = in[Field::NEG_HI];
  ctl.abid = in[Field::OPSEL] | (in[Field::OPSEL_HI] >> 2 & 1) << 3;
  const bool f64 = shape->out == MfmaType::F64;
  MfmaShape formats;  // f8f6f4: the shape with the element types cbsz and blgp name
  if (shape->f8f6f4) {
    const auto ta = f8f6f4Type(in[Field::NEG_HI]), tb = f8f6f4Type(in[Field::NEG]);
    if (!ta || !tb)
      return fault(FaultKind::InvalidInstruction, w, index,
                   std::string(ta ? "blgp " : "cbsz ") + std::to_string(ta ? in[Field::NEG] : in[Field::NEG_HI]) +
                       " names no f8f6f4 format: cbsz (A's format) and blgp (B's) must be 0 fp8 E4M3, 1 bf8 E5M2, "
                       "2 fp6 E2M3, 3 bf6 E3M2 or 4 fp4 E2M1; 5-7 name none (src/emu/README.md, MAI)");
    formats = *shape;
    formats.a = *ta;
    formats.b = *tb;
  }
  const MfmaShape& s = shape->f8f6f4 ? formats : *shape;
  if (s.f8f6f4) ctl.cbsz = ctl.abid = 0;  // (cbsz/blgp are the formats here)
  else if (f64) ctl.negA = in[Field::NEG] & 1, ctl.negB = in[Field::NEG] >> 1 & 1, ctl.negC = in[Field::NEG] >> 2 & 1;
  else ctl.blgp = in[Field::NEG];
  ctl.ocpFp8 = usesOcpFp8(m_.target);
  MfmaRegisters r;
  const unsigned aDwords = s.f8f6f4 ? unsigned(maiFormatDwords(in[Field::NEG_HI])) : s.aDwords;
  const unsigned bDwords = s.f8f6f4 ? unsigned(maiFormatDwords(in[Field::NEG])) : s.abDwords;
  r.a = rows(src0 - opnd::kVgpr0, aDwords, acc & 1, "A");
  r.b = r.a ? rows(in[Field::SRC1] - opnd::kVgpr0, bDwords, acc & 2, "B") : nullptr;
  r.dst = r.b ? rows(in[Field::VDST], s.cdDwords, accCd, "D") : nullptr;
  if (!r.dst) return false;
  if (s.scaled) {  // the scale VGPRs and the byte of each that op_sel/op_sel_hi select
    const uint32_t sa = in[Field::SCALE_SRC0], sb = in[Field::SCALE_SRC1];
    if (!isVgprCode(uint16_t(sa)) || !isVgprCode(uint16_t(sb)))
      return fault(FaultKind::InvalidInstruction, w, index, "the scales must be VGPRs");
    if (!(r.scaleA = rows(sa - opnd::kVgpr0, 1, false, "scale A"))) return false;
    if (!(r.scaleB = rows(sb - opnd::kVgpr0, 1, false, "scale B"))) return false;
    const uint32_t sel = in[Field::SCALE_OPSEL], hi = in[Field::SCALE_OPSEL_HI];
    ctl.scaleByteA = (sel & 1) | (hi & 1) << 1;
    ctl.scaleByteB = (sel >> 1 & 1) | (hi >> 1 & 1) << 1;
  }
  std::vector<uint32_t> constantC;
  const uint32_t src2 = in[Field::SRC2];
  if (shape->sparse) {  // D is also C; SRC2 is the index VGPR
    r.c = r.dst;
    if (!isVgprCode(uint16_t(src2)))
      return fault(FaultKind::InvalidInstruction, w, index, "the sparsity index must be a VGPR");
    if (!(r.index = rows(src2 - opnd::kVgpr0, 1, false, "the sparsity index"))) return false;
  } else if (isVgprCode(uint16_t(src2))) {
    if (!(r.c = rows(src2 - opnd::kVgpr0, s.cdDwords, accCd, "C"))) return false;
  } else {  // an inline constant in every element of C
    uint64_t v = 0;
    const ValType t = f64 ? ValType::F64 : shape->out == MfmaType::I32 ? ValType::B32 : ValType::F32;
    if (!valuConstantBits(uint16_t(src2), t, in.literal, v)) v = read32(w, uint16_t(src2));
    constantC.resize(size_t(s.cdDwords) * kLanes);
    for (size_t i = 0; i < constantC.size(); ++i)
      constantC[i] = f64 ? uint32_t(v >> ((i / kLanes) % 2 ? 32 : 0)) : uint32_t(v);
    r.c = constantC.data();
  }
  mfmaExecute(s, ctl, r);
  return true;
}

}  // namespace gcnkit::emu
