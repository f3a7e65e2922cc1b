// DS operands (with ds_swizzle's offset:swizzle(...) macros) and EXP operands (targets, compr, done, vm).
#include <bit>
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

// ---- ds_swizzle offset:swizzle(...) ----------------------------------------------------------------

bool Parser::parseSwizzle(ModToken& t) {
  c.s.pos += 8;
  t.hasValue = true;
  c.s.skipSpace();
  int col = c.s.col();
  std::string_view id = c.s.ident();
  auto arg = [&](int lo, int hi, const char* msg, int64_t& out) {
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma");
    int vc = 0;
    auto v = parseAbs(c, vc);
    if (!v) return false;
    if (*v < lo || *v > hi) return c.fail(vc, msg);
    out = *v;
    return true;
  };
  int64_t value = 0;
  if (id == "QUAD_PERM") {
    value = 0x8000;
    for (int i = 0; i < 4; ++i) {
      int64_t lane = 0;
      if (!arg(0, 3, "expected a 2-bit lane id", lane)) return false;
      value |= lane << (2 * i);
    }
  } else if (id == "BITMASK_PERM") {
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma");
    c.s.skipSpace();
    int sc = c.s.col();
    if (c.s.peek() != '"') return c.fail(sc, "expected a string");
    size_t close = c.s.line.find('"', c.s.pos + 1);
    if (close == std::string_view::npos) return c.fail(sc, "expected a string");
    std::string_view mask = c.s.line.substr(c.s.pos + 1, close - c.s.pos - 1);
    c.s.pos = close + 1;
    if (mask.size() != 5) return c.fail(sc, "expected a 5-character mask");
    int andM = 0, orM = 0, xorM = 0;
    for (int i = 0; i < 5; ++i) {
      const int bit = 1 << (4 - i);
      switch (mask[size_t(i)]) {
        case '0': break;
        case '1': orM |= bit; break;
        case 'p': andM |= bit; break;
        case 'i': andM |= bit; xorM |= bit; break;
        default: return c.fail(sc, "invalid mask");
      }
    }
    value = andM | orM << 5 | xorM << 10;
  } else if (id == "BROADCAST") {
    int64_t size = 0, lane = 0;
    if (!arg(2, 32, "group size must be in the interval [2,32]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    if (!arg(0, size - 1, "lane id must be in the interval [0,group size - 1]", lane)) return false;
    value = ((0x1f - (size - 1)) & 0x1f) | lane << 5;
  } else if (id == "SWAP") {
    int64_t size = 0;
    if (!arg(1, 16, "group size must be in the interval [1,16]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    value = 0x1f | size << 10;
  } else if (id == "REVERSE") {
    int64_t size = 0;
    if (!arg(2, 32, "group size must be in the interval [2,32]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    value = 0x1f | (size - 1) << 10;
  } else {
    return c.fail(col, "expected a swizzle mode");
  }
  if (!c.s.accept(')')) return c.fail(c.s.col(), "expected a closing parentheses");
  t.value = value;
  return true;
}

// ---- DS ------------------------------------------------------------------------------------------------

bool parseDs(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  std::array<Sreg, kMaxOperands + 2> ops{};
  int n = 0;
  if (!readList(c, std::span(ops).first(size_t(info.numOperands) + 1), n)) return false;
  p.noteMisaligned(std::span(ops).first(size_t(n)));
  if (!p.parseModifiers()) return false;
  for (int i = 0; i < std::min(n, int(info.numOperands)); ++i) {
    const OperandSpec& s = info.operands[i];
    const Sreg& r = ops[size_t(i)];
    if (!r.isReg || !r.isVgpr || vgprsFor(r, s) != s.dwords) return p.c.fail(r.col, kInvalidOperand);
  }
  if (n > info.numOperands) return c.fail(ops[size_t(info.numOperands)].col, kInvalidOperand);
  if (n < info.numOperands) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  // LLVM's validator: a processor without GDS refuses the bit, but on the GWS instructions (which need it),
  // where gfx90a-insts processors want an even data VGPR instead.
  if (info.flags & kGds) {
    if (p.c.t.has(kFeatGfx90aInsts) && n > 0 && (ops[0].code - opnd::kVgpr0) % 2)
      return c.fail(ops[0].col, "vgpr must be even aligned");
  }
  Instruction& in = p.inst;
  for (int i = 0; i < info.numOperands; ++i) in[info.operands[i].field] = uint32_t(ops[size_t(i)].code - opnd::kVgpr0);
  if (p.has(Mod::Offset)) {
    const ModToken& t = p.tok(Mod::Offset);
    if (t.value < 0 || t.value > 0xffff) return c.fail(t.col, "expected a 16-bit unsigned offset");
    in[F::OFFSET0] = uint32_t(t.value) & 0xff;
    in[F::OFFSET1] = uint32_t(t.value) >> 8;
  }
  for (Mod m : {Mod::Offset0, Mod::Offset1}) {
    if (!p.has(m)) continue;
    const ModToken& t = p.tok(m);
    if (t.value < 0 || t.value > 0xff)
      return c.fail(t.col, m == Mod::Offset0 ? "invalid offset0 value." : "invalid offset1 value.");
    in[m == Mod::Offset0 ? F::OFFSET0 : F::OFFSET1] = uint32_t(t.value);
  }
  // (after the offsets' ranges, which llvm-mc 22 reads with the operands: this is its validator's)
  if (!(info.flags & kGds) && p.has(Mod::Gds) && !p.can.gds)
    return c.fail(p.tok(Mod::Gds).col, "gds modifier is not supported on this GPU");
  if (p.has(Mod::Gds)) in[F::GDS] = 1;
  if ((info.flags & kGds) && !p.has(Mod::Gds)) return tooFew(p);
  return accOperands(p, ops, info.numOperands, [&](int i) { return info.operands[i].field; });
}

// ---- EXP -----------------------------------------------------------------------------------------------

// LLVM's getTgtId and isSupportedTgtId: the target's code, -1 for a target this GPU does not have,
// nullopt for a name that is no target.
std::optional<int> expTarget(std::string_view t, Gen g) {
  struct Tgt {
    std::string_view name;
    int code, maxIndex;
  };
  static constexpr Tgt kTargets[] = {{"null", 9, 0}, {"mrtz", 8, 0}, {"prim", 20, 0}, {"mrt", 0, 7},
                                     {"pos", 12, 4}, {"dual_src_blend", 21, 1}, {"param", 32, 31}};
  for (const Tgt& x : kTargets) {
    int code = -2;
    if (x.maxIndex == 0) {
      if (t == x.name) code = x.code;
    } else if (t.starts_with(x.name)) {
      std::string_view d = t.substr(x.name.size());
      if (d.empty() || (d.size() > 1 && d[0] == '0')) return std::nullopt;
      int v = 0;
      for (char ch : d) {
        if (ch < '0' || ch > '9' || v > 1000) return std::nullopt;
        v = v * 10 + (ch - '0');
      }
      if (v > x.maxIndex) return std::nullopt;
      code = x.code + v;
    }
    if (code == -2) continue;
    const MemoryFeatures& can = memoryFeatures(g);
    if (x.name == "dual_src_blend" && !can.expDualSrcBlend) return -1;
    if ((x.name == "null" || x.name == "param") && !can.expParamNull) return -1;
    if ((x.name == "prim" || code == 16) && !can.expPrim) return -1;
    return code;
  }
  return std::nullopt;
}

bool parseExp(Parser& p) {
  Ctx& c = p.c;
  Instruction& in = p.inst;
  c.s.skipSpace();
  const int tcol = c.s.col();
  if (atEnd(c)) return tooFew(p);
  Scan probe = c.s;
  std::string_view id = probe.ident();
  std::optional<int> tgt;
  if (!id.empty()) tgt = expTarget(id, p.g);
  if (!tgt || *tgt < 0) {
    if (id.empty()) return c.fail(tcol, kInvalidOperand);
    return c.fail(tcol, tgt ? "exp target is not supported on this GPU" : "invalid exp target");
  }
  c.s = probe;
  comma(c);
  std::array<Sreg, 5> src{};
  int n = 0;
  if (!readList(c, src, n)) return false;
  if (!p.parseModifiers()) return false;
  for (int i = 0; i < std::min(n, 4); ++i) {
    if (src[size_t(i)].isOff) continue;
    if (!isVgprOf(src[size_t(i)], 1)) return c.fail(src[size_t(i)].col, kInvalidOperand);
  }
  if (n > 4) return c.fail(src[4].col, kInvalidOperand);
  if (n < 4) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  const bool compr = p.has(Mod::Compr);
  in[F::TGT] = uint32_t(*tgt);
  uint32_t en = 0;
  std::array<uint32_t, 4> v{};
  for (int i = 0; i < 4; ++i) {
    if (src[size_t(i)].isOff) continue;
    en |= 1u << i;
    v[size_t(i)] = src[size_t(i)].code - opnd::kVgpr0;
  }
  if (compr) {
    // Two packed sources: src0 (and src1, the same VGPR) in VSRC0, src2 (and src3) in VSRC1.
    uint32_t e = 0;
    if (en & 1) e |= 3;
    if (en & 4) e |= 0xc;
    in[F::VSRC0] = v[0];
    in[F::VSRC1] = v[2];
    en = e;
  } else {
    in[F::VSRC0] = v[0];
    in[F::VSRC1] = v[1];
    in[F::VSRC2] = v[2];
    in[F::VSRC3] = v[3];
  }
  in[F::EN] = en;
  in[F::COMPR] = compr;
  in[F::DONE] = p.has(Mod::Done);
  in[F::VM] = p.has(Mod::Vm);
  in[F::ROW_EN] = p.has(Mod::RowEn);
  return true;
}

}  // namespace gcnkit::vmem_text
