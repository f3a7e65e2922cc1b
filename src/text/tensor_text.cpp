// GFX12.5's tensor data movers as llvm-mc 22 reads and prints them: the SGPR groups of a tensor descriptor, two (4 and
// 8 SGPRs) or four (then 4 and 4 more), SGPRs or TTMPs at their alignment; then th:, scope: and nv in any order. The
// word is a VIMAGE word (isa/encoding.cpp's GFX12.5 layout): the groups in the address bytes (VADDR, SRC0, SRC1, SRC2;
// absent groups null), dim 1, dmask 1, the fifth address byte null, vdata, rsrc, r128, d16, a16 and tfe 0.
// llvm-mc 22 prints a word with one of the last two groups null with a `null` it does not assemble, and a word with
// r128 with an `r128` it refuses ("instruction must set modifier r128=0"): such words have no text here.
#include "text/tensor_text.h"

#include <array>
#include <string_view>

#include "isa/registers.h"
#include "text/cache_policy_text.h"
#include "text/print_support.h"

namespace gcnkit {

namespace {

constexpr const char* kNotValid = "not a valid operand.";
constexpr uint32_t kFifthAddressNull = 0x7c;  // (the fifth address byte as encoded: GFX11+'s null)
constexpr int kGroupDwords[4] = {4, 8, 4, 4};
constexpr Field kGroupFields[4] = {Field::VADDR, Field::SRC0, Field::SRC1, Field::SRC2};

AccessKind accessKind(const OpInfo& info) { return (info.flags & kStore) ? AccessKind::Store : AccessKind::Load; }

// An SGPR or TTMP group's first code: aligned to 4 (LLVM's SGPR tuples of 4 and 8), all of it SGPRs or TTMPs.
bool groupCode(uint32_t code, int dwords, Gen g) {
  if (code % 4) return false;
  const int base = ttmpBase(g);
  if (int(code) + dwords <= sgprCount(g)) return true;
  return int(code) >= base && int(code) + dwords <= base + ttmpCount(g);
}

}  // namespace

bool isTensorRow(const OpInfo& info) { return info.enc == Encoding::MIMG && info.name.starts_with("tensor_"); }

bool parseTensor(Ctx& c) {
  const OpInfo& info = c.info;
  const Gen g = c.gen();
  Instruction& in = c.out.inst;
  std::array<RegToken, 4> groups{};
  int n = 0;
  for (; n < 5; ++n) {
    c.s.skipSpace();
    if (n > 0 && c.s.peek() == ',') {  // (LLVM skips the commas between operands: they may be left out)
      ++c.s.pos;
      c.s.skipSpace();
    }
    Scan probe = c.s;
    const std::string_view word = probe.ident();
    probe.skipSpace();
    // (the policy words end the operands)
    if (c.s.atEnd() || word == "th" || word == "scope" || word == "nv" || word == "scale_offset" || word == "r128" ||
        probe.peek() == ':')
      break;
    const int col = c.s.col();
    RegToken r = readRegister(c, true);
    if (r.isRegister && !r.error.empty() && !r.misaligned) return c.fail(r.col, r.error);
    if (n == 4 || !r.isRegister || r.misaligned || r.reg.code >= opnd::kVgpr0 || r.reg.dwords != kGroupDwords[n] ||
        !groupCode(r.reg.code, r.reg.dwords, g))
      return c.fail(col, kInvalidOperand);
    groups[size_t(n)] = r;
  }
  if (n != 2 && n != 4) return c.fail(c.mnemonicCol, "too few operands for instruction");
  CachePolicyText cpol;
  int nvCol = 0, lateCol = 0;
  const char* late = nullptr;
  for (;;) {
    c.s.skipSpace();
    if (c.s.peek() == ',') {
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd()) break;
    const int col = c.s.col();
    Scan probe = c.s;
    const std::string_view word = probe.ident();
    Scan colon = probe;
    colon.skipSpace();
    if (word == "th" || word == "scope") {
      if (readCachePolicy(c, cpol, kInvalidOperand) == CachePolicyRead::Failed) return false;
      continue;
    }
    if (!word.empty() && colon.peek() == ':') return c.fail(col, kNotValid);
    if (word == "nv" && !nvCol) {
      nvCol = col;
      c.s = probe;
      continue;
    }
    // (bits llvm-mc 22 matches and then refuses for this instruction)
    if ((word == "scale_offset" || word == "r128") && !late) {
      late = word == "r128" ? "instruction must set modifier r128=0" : "scale_offset is not supported for this instruction";
      lateCol = word == "r128" ? c.mnemonicCol : col;
      c.s = probe;
      continue;
    }
    return c.fail(col, kInvalidOperand);
  }
  if (late) return c.fail(lateCol, late);
  if (!finishCachePolicy(c, cpol, accessKind(info), false)) return false;
  in[Field::DIM] = 1;
  in[Field::DMASK] = 1;
  in[Field::NV] = nvCol != 0;
  in[Field::VDST] = kFifthAddressNull;
  for (int i = 0; i < 4; ++i) in[kGroupFields[i]] = i < n ? groups[size_t(i)].reg.code : opnd::kNull;
  return true;
}

bool appendTensor(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  if (inst[Field::DIM] != 1 || inst[Field::DMASK] != 1 || inst[Field::R128] || inst[Field::D16] || inst[Field::A16] ||
      inst[Field::TFE] || inst[Field::VDATA] || inst[Field::SRSRC] || inst[Field::VDST] != kFifthAddressNull)
    return false;
  // Two groups, or four: the last two both null or both groups.
  const bool nullC = inst[Field::SRC1] == opnd::kNull, nullD = inst[Field::SRC2] == opnd::kNull;
  if (nullC != nullD) return false;
  const int n = nullC ? 2 : 4;
  out += info.name;
  for (int i = 0; i < n; ++i) {
    const uint32_t code = inst[kGroupFields[i]];
    if (!groupCode(code, kGroupDwords[i], g)) return false;
    out += i ? ", " : " ";
    if (!appendRegister(out, uint16_t(code), kGroupDwords[i], t)) return false;
  }
  if (!appendCachePolicy(out, inst[Field::TH], inst[Field::SCOPE], accessKind(info))) return false;
  if (inst[Field::NV]) out += " nv";
  return true;
}

}  // namespace gcnkit
