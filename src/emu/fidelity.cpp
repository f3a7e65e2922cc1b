// The fidelity report: which instructions a launch executed, and how faithfully the emulator runs each one.
#include <algorithm>

#include "emu/launch.h"
#include "emu/mfma_model.h"
#include "emu/vmem.h"
#include "isa/mai.h"

namespace gcnkit::emu {

// Scalar instructions the scalar unit does not implement (src/emu/salu.cpp faults on them with this reason).
// Why the scalar unit does not run a row (empty: it does).
std::string_view scalarUnsupported(Op op) {
  switch (op) {
    case Op::s_subvector_loop_begin: case Op::s_subvector_loop_end:
      return "subvector loops are not implemented";
    case Op::s_barrier_init: case Op::s_barrier_join: case Op::s_barrier_leave:
      return "named barriers are not run: the RDNA4 manual reserves these opcodes (SOP1 81 and 82; llvm-mc and clang "
             "22 take them on GFX12, named barriers being GFX12.5's); the work-group barrier, barrier 0 and the trap "
             "barrier run";
    case Op::s_alloc_vgpr:
      return "dynamic VGPR allocation is not modelled";
    default:
      return {};
  }
}

namespace {

// Vector memory: exact (src/emu/README.md, the buffer-memory document) except the forms src/emu/lds.cpp and mimg.cpp refuse, classified
// as the decoder classifies them (src/emu/vmem.h).
FidelityEntry memoryFidelity(Op op, const OpInfo& info, FidelityEntry e) {
  Instruction probe;  // a row decodeMemory leaves to the generic path has no semantics yet
  probe.op = op;
  MemInst m;
  int first = 0;
  while (first < kGenCount - 1 && info.opcode[size_t(first)] < 0) ++first;
  if (!decodeMemory(probe, Gen(first), m)) {
    e.level = FidelityLevel::Unsupported;
    e.how = "not run yet";
    return e;
  }
  if (m.dsSpecial == DsTranspose) {  // gfx950's ds_read_b64_tr_*, ds_read_b96_tr_b6
    e.level = FidelityLevel::Approximate;
    e.how = "a model of the transpose (no document here describes it): groups of E lanes (E elements per lane) read "
            "an E x E block of rows, lane i receives column i (src/emu/README.md)";
    return e;
  }
  if (m.ldsDma) {  // gfx940's global/scratch_load_lds_*: the LDS address model of src/emu/README.md
    e.level = m.dwords > 1 ? FidelityLevel::Approximate : FidelityLevel::Exact;
    e.how = m.dwords > 1 ? "LDS at M0[15:0] + offset + lane * 4 * dwords, the lane's dwords contiguous: a model (no "
                           "document here says how gfx950 places a lane's 12 or 16 bytes)"
                         : "LDS at M0[15:0] + offset + lane * 4, a byte or short zero-extended to a dword";
    return e;
  }
  // The MI processors' float atomics of buffer, global and flat memory, and ds_add_f64: a stated model.
  const std::string_view n = info.name;
  if ((info.flags & kAtomic) && (n.find("pk_add") != n.npos ||
                                 (info.enc == Encoding::DS ? n.find("add") != n.npos && n.ends_with("_f64")
                                                           : n.ends_with("_f32") || n.ends_with("_f64")))) {
    e.level = FidelityLevel::Approximate;
    e.how = "a model: IEEE add (rounded to nearest even; packed: each 16-bit half) / min / max in the data's "
            "precision, denormals kept whatever the mode, a NaN operand gives the other one (min/max) or a quiet NaN "
            "(add); the hardware's denormal and NaN handling of float atomics is not documented (src/emu/README.md)";
    return e;
  }
  const bool unsupported =
      (info.enc == Encoding::DS && !dsModelled(dsSpecialOf(info))) ||
      (info.enc == Encoding::MIMG && ((info.flags & kMemSample) || imageOpOf(info, (info.flags & kAtomic) != 0) == ImgOther));
  e.level = unsupported ? FidelityLevel::Unsupported : FidelityLevel::Exact;
  if (unsupported)
    e.how = info.enc == Encoding::DS ? "GDS, GWS, ordered count, src2 and condxchg forms are not modelled"
                                     : "image sampling and this image operation are not modelled";
  else if (info.enc == Encoding::DS && dsSpecialOf(info) == DsSwizzle)
    e.how = "exact; the FFT swizzle mode faults as unsupported";
  else if (info.enc == Encoding::DS)
    e.how = "exact; with gds it faults as unsupported (no global data share)";
  else if (info.enc == Encoding::MIMG)
    e.how = "exact for the GFX6-9 image resource layout; GFX10's faults as unsupported";
  else if (info.enc == Encoding::FLAT && m.kind == MemKind::Load)
    e.how = "exact; with the lds bit (GFX9; words llvm-mc 22 does not decode) the address goes through the apertures "
            "and the lane's element to LDS at M0[15:0] + offset + lane * 4 (src/emu/README.md, Loads into LDS)";
  else if (info.enc == Encoding::MUBUF && m.kind == MemKind::Load && m.dwords >= 3 && !m.format)
    e.how = "exact; with `lds` (gfx950) where a lane's 12 or 16 bytes land in LDS is a model (src/emu/README.md)";
  return e;
}

// MAI rows: AGPR moves exact; dense matrix products by the model of src/emu/mfma_model.h (integer forms
// exact, float ones by a stated accumulation order); sparse ones by a stated index layout; gfx950's f8f6f4 and
// scaled forms by the same order with stated formats and scale placement; v_mfma_ld_scale_b32 alone faults.
FidelityEntry maiFidelity(Op op, FidelityEntry e) {
  const MaiInfo* m = maiInfo(op);
  std::string why;
  if (m && (m->flags & (kMaiRead | kMaiWrite | kMaiMov))) {
    e.level = FidelityLevel::Exact;
  } else if (m && (m->flags & kMaiLdScale)) {
    e.level = FidelityLevel::Unsupported;
    e.how = "alone (not merged with the f8f6f4 MFMA word after it into v_mfma_scale_*) its effect is not "
            "documented: executing it faults";
  } else if (const auto s = m ? mfmaShape(e.instruction, m->a, &why) : std::nullopt; !s) {
    e.level = FidelityLevel::Unsupported;
    e.how = why + ": executing it faults";
  } else if (s->sparse) {
    e.level = FidelityLevel::Approximate;
    e.how = "2:4 sparse A held compressed, the index VGPR's 2-bit fields (set chosen by ABID) placing each held "
            "element in its group of 4 K columns (a model of the layout: src/emu/README.md); the products summed "
            "as the dense forms' model (integers exact, floats one rounded fused step per held element)";
  } else if (s->f8f6f4) {
    e.level = FidelityLevel::Approximate;
    e.how = std::string("A and B in the formats cbsz and blgp name (0 fp8 E4M3, 1 bf8 E5M2, 2 fp6 E2M3, 3 bf6 E3M2, "
            "4 fp4 E2M1; 5-7 fault), 32 elements per lane packed from bit 0 in the fp8 placement; D = C + sum over k "
            "in k order of A*B") +
            (s->scaled ? " times 2^(e-127) of the E8M0 scale byte ({op_sel_hi[i], op_sel[i]}) of the lane holding "
                         "each A (B) element (0xff: NaN)" : "") +
            ", each product exact and added in f32 rounded to nearest even (rounded to f32 first when beyond its "
            "range), every lane, EXEC ignored: a model (src/emu/README.md)";
  } else if (s->out == MfmaType::I32) {
    e.level = FidelityLevel::Exact;
    e.how = "every lane, EXEC ignored (a model); the documented CDNA register layout";
  } else {
    e.level = FidelityLevel::Approximate;
    e.how = "the documented CDNA register layout; D = C + sum over k of A*B in k order, each step one fused "
            "multiply-add rounded to nearest even (f64: in double), denormals kept, every lane, EXEC ignored: the "
            "hardware's internal summation order and precision are not documented";
  }
  return e;
}

FidelityEntry fidelityOf(Op op) {
  FidelityEntry e;
  const OpInfo& info = opInfo(op);
  e.instruction = std::string(info.name);
  if (isValu(info.enc) || info.enc == Encoding::VINTRP) {
    const ValuSemantics& s = valuSemantics(op);
    e.level = s.fidelity == Fidelity::Exact ? FidelityLevel::Exact
              : s.fidelity == Fidelity::Approximate ? FidelityLevel::Approximate
                                                    : FidelityLevel::Unsupported;
    e.how = std::string(s.how);
    if (info.traits & kTraitMai) return maiFidelity(op, e);
    if (e.level == FidelityLevel::Unsupported && e.how.empty()) e.how = "no semantics in the emulator";
    return e;
  }
  if (isScalar(info.enc)) {
    const std::string_view why = scalarUnsupported(op);
    e.level = why.empty() ? FidelityLevel::Exact : FidelityLevel::Unsupported;
    if (!why.empty()) e.how = std::string(why);
    else if (info.enc == Encoding::SMEM && (info.flags & kLoad))  // the check's model, not the data
      e.how = "data exact; stale-scalar-cache across workgroups is a model: a load of a line another workgroup of the "
              "launch writes may be stale (src/emu/README.md)";
    return e;
  }
  if (isVectorMemory(info.enc)) return memoryFidelity(op, info, e);
  e.level = FidelityLevel::Unsupported;
  e.how = "exports are not modelled (no graphics pipeline in the emulator)";
  return e;
}

}  // namespace

std::string_view fidelityName(FidelityLevel l) {
  switch (l) {
    case FidelityLevel::Exact: return "exact";
    case FidelityLevel::Approximate: return "approximate";
    case FidelityLevel::Unsupported: return "unsupported";
  }
  return "unknown";
}

std::optional<FidelityEntry> instructionFidelity(std::string_view processor, std::string_view mnemonic) {
  // The row the processor has (a feature variant such as gfx906's v_dot4_i32_i8 stands in its generation's
  // column apart from the base row); its semantics and fidelity are the base row's.
  const TargetResult t = makeTarget(processor, "");
  auto op = findOp(mnemonic);
  if (!t.target || !op) return std::nullopt;
  const Op row = rowFor(*op, *t.target);
  if (!opInfo(row).existsFor(*t.target)) return std::nullopt;
  return fidelityOf(baseRow(row));
}

void Launch::collectFidelity() {
  for (size_t i = 0; i < size_t(kOpCount); ++i) {
    if (!cx_.executedOps[i]) continue;
    FidelityEntry e = fidelityOf(Op(i));
    e.executed = cx_.executedOps[i];
    cx_.result.fidelity.push_back(std::move(e));
  }
  std::sort(cx_.result.fidelity.begin(), cx_.result.fidelity.end(),
            [](const FidelityEntry& a, const FidelityEntry& b) { return a.instruction < b.instruction; });
}

}  // namespace gcnkit::emu
