// WMMA in the vector ALU: the operands' register tuples gathered, src/emu/wmma_model.h's computation, D written to
// every lane (EXEC is not consulted: the matrix belongs to the wave, as the MFMA model does it).
#include <string>

#include <fmt/format.h>

#include "emu/valu_lanes.h"
#include "emu/valu_special.h"
#include "emu/wmma_model.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

namespace {

// GFX11 reads A and B from lanes 0-15, and the RDNA3 manual asks the program to replicate them into every other
// group of 16 lanes (lanes 16-31; in wave64 32-47 and 48-63 too): a lane that differs is reported (`wmma-operands`),
// the first of the instruction's; the result uses lanes 0-15 either way.
bool replicated(VCtx& c, const uint32_t* rows, unsigned count, unsigned first, const char* which) {
  const unsigned w = c.lanes;
  for (unsigned r = 0; r < count; ++r)
    for (unsigned lane = 16; lane < w; ++lane) {
      const uint32_t mine = rows[size_t(r) * w + lane], base = rows[size_t(r) * w + lane % 16];
      if (mine == base) continue;
      ValuLanes::report(c, CheckKind::WmmaOperands,
                        fmt::format("lane {} of v{} ({:#x}), in the {} matrix, differs from lane {} ({:#x}): GFX11's WMMA "
                                    "reads A and B from lanes 0-15, and the RDNA3 manual asks for them to be replicated "
                                    "into every group of 16 lanes",
                                    lane, first + r, mine, which, lane % 16, base));
      return false;
    }
  return true;
}

void wmma(VCtx& c) {
  const VInst& vi = *c.vi;
  const auto shape = wmmaShape(opInfo(baseRow(vi.op)).name, vectorFeatures(c.gen).wmmaLanesSplit, c.lanes);
  if (!shape) {
    ValuLanes::fault(c, FaultKind::Unsupported, std::string(opInfo(vi.op).name) + " has no WMMA shape");
    return;
  }
  const unsigned w = c.lanes, ad = shape->aDwords(), ab = shape->abDwords(), cd = shape->cdDwords();
  // (on the stack: the largest shape, GFX11 wave64's or an SWMMAC's, needs well under this)
  constexpr size_t kMaxDwords = 64 * 40;
  const size_t need = size_t(w) * (ad + ab + 2 * cd);
  if (need > kMaxDwords) {
    ValuLanes::fault(c, FaultKind::Unsupported, std::string(opInfo(vi.op).name) + " has more WMMA registers than modelled");
    return;
  }
  uint32_t regs[kMaxDwords];
  uint32_t* a = regs;
  uint32_t* b = a + size_t(ad) * w;
  uint32_t* cm = b + size_t(ab) * w;
  uint32_t* d = cm + size_t(cd) * w;
  auto gather = [&](uint32_t* into, unsigned first, unsigned count, const char* what) {
    for (unsigned r = 0; r < count; ++r) {
      const uint32_t* row = ValuLanes::vgprRow(c, first + r, what);
      if (!row) return false;
      std::copy(row, row + w, into + size_t(r) * w);
    }
    return true;
  };
  if (!gather(a, vi.src[0].reg, ad, "the WMMA A matrix") || !gather(b, vi.src[1].reg, ab, "the WMMA B matrix") ||
      !gather(d, vi.vdst, cd, "the WMMA D matrix"))
    return;
  if (!shape->gfx12 && w > 16) replicated(c, a, ad, vi.src[0].reg, "A") && replicated(c, b, ab, vi.src[1].reg, "B");
  WmmaOperands o;
  o.a = a, o.b = b, o.d = d;
  if (shape->sparse) {  // SWMMAC: C is D's registers, src2 the index VGPR
    if (!gather(cm, vi.src[2].reg, 1, "the SWMMAC index")) return;
    o.index = cm;
    o.c = d;
    o.opsel = vi.opsel & 3;
  } else if (vi.src[2].kind == VSrc::Vgpr) {
    if (!gather(cm, vi.src[2].reg, cd, "the WMMA C matrix")) return;
    o.c = cm;
  } else {
    o.cValue = uint32_t(vi.src[2].value);
  }
  for (unsigned i = 0; i < 3; ++i) {
    if (vi.src[i].mods & kModNeg) o.neg |= 1u << i;
    if (vi.src[i].mods & kModNegHi) o.negHi |= 1u << i;
  }
  if (!shape->sparse) o.high = (vi.opsel >> 2) & 1;
  o.clamp = vi.clamp;
  fp::setHostRound(fp::kNearestEven);  // WMMA rounds to nearest even whatever MODE says (RDNA3/RDNA4 manuals)
  wmmaCompute(*shape, o);
  for (unsigned r = 0; r < cd; ++r) {
    uint32_t* row = ValuLanes::vgprRow(c, vi.vdst + r, "the WMMA D matrix");
    if (!row) return;
    std::copy(d + size_t(r) * w, d + size_t(r + 1) * w, row);
  }
}

constexpr std::string_view kWmmaFloat =
    "the layouts of AMD's matrix instruction calculator (A and B read from lanes 0-15 on GFX11, where the manual has "
    "the program repeat them in every group of 16 lanes; SWMMAC: A's held elements where the index puts them, "
    "op_sel picking the index set); D = C + sum over k in k order, each step one fused "
    "multiply-add in f32 rounded to nearest even (16-bit results rounded once at the end), every lane, EXEC not "
    "consulted: the hardware's internal summation order and precision are not documented";
constexpr std::string_view kWmmaInt =
    "the layouts of AMD's matrix instruction calculator; exact 32-bit integer sums (clamp saturates), every lane, "
    "EXEC not consulted";

}  // namespace

void registerWmmaOps(SemTable& t) {
  for (size_t i = 0; i < size_t(Op::Count); ++i) {
    const OpInfo& info = opInfo(Op(i));
    if (!(info.name.starts_with("v_wmma_") || info.name.starts_with("v_swmmac_")) || !isValu(info.enc)) continue;
    // (GFX12.5's own rows: their shapes and layouts are not modelled, so they stay without semantics)
    if (info.opcode64[genIndex(Gen::GFX11)] < 0 && info.opcode64[genIndex(Gen::GFX12)] < 0) continue;
    const bool integer = info.name.find("_i32_") != std::string_view::npos;
    t.set(Op(i), wmma, VResult::None, integer ? Fidelity::Exact : Fidelity::Approximate, integer ? kWmmaInt : kWmmaFloat);
  }
}

}  // namespace gcnkit::emu
