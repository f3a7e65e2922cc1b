// Operand tokens of the vector memory and export instructions: registers, off, immediates, and the
// operand rules the families share (SOFFSET, resource tuples, cache policy, atomics' glc).
#include <bit>
#include "isa/name_index.h"
#include "text/expr.h"
#include "text/print_support.h"
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

bool readScalar(Ctx& c, Sreg& v, bool allowOff) {
  c.s.skipSpace();
  v.col = c.s.col();
  if (c.s.atEnd() || c.s.peek() == ',') return true;
  if (allowOff) {
    Scan p = c.s;
    if (p.ident() == "off" && !Scan::identChar(p.peek())) {
      c.s = p;
      v.isOff = v.present = true;
      return true;
    }
  }
  // (AGPRs are registers wherever the processor has them; as memory data only on gfx90a+, agpr_operand.h)
  RegToken r = c.t.has(kFeatMaiInsts) ? readAgpr(c) : RegToken{};
  v.isAgpr = r.isRegister;
  if (!r.isRegister) r = readRegister(c, true);
  if (r.isRegister) {
    if (!r.error.empty() && !r.misaligned) return c.fail(r.col, r.error);
    v.present = v.isReg = true;
    v.code = r.reg.code;
    v.dwords = r.misaligned ? 0 : r.reg.dwords;  // (a misaligned tuple: a mismatch where it stands, Sreg)
    v.misalignedDwords = r.misaligned ? r.reg.dwords : 0;
    v.isVgpr = isVgprCode(r.reg.code);
    return true;
  }
  ExprError err;
  Scan save = c.s;
  auto e = parseExpr(c.s, c.syms, true, err);
  if (!e) {
    c.s = save;
    if (!c.s.ident().empty()) { v.present = true; return true; }
    return c.fail(err.col, err.message);
  }
  v.present = true;
  if (e->kind == ExprValue::Kind::Int) {
    v.isImm = true;
    v.imm = e->value;
  } else if (e->kind == ExprValue::Kind::Float) {
    float f = float(e->fp);
    uint32_t bits = std::bit_cast<uint32_t>(f);
    if (auto code = inlineFloatCode(bits, false, c.gen())) {
      v.isFloat = true;
      v.floatCode = *code;
    }
  }
  return true;
}

// Whether the cursor is at `word` followed by a colon (spaces allowed, as between LLVM's tokens).
bool atValued(const Scan& s0, std::string_view word) {
  Scan s = s0;
  s.skipSpace();
  if (s.ident() != word) return false;
  s.skipSpace();
  return s.peek() == ':';
}

// Moves past `word :`.
void skipValuedName(Scan& s) {
  s.skipSpace();
  s.ident();
  s.skipSpace();
  ++s.pos;
}

// An identifier followed by a colon: LLVM takes it for a modifier, never for an operand.
bool atAnyValued(const Scan& s0) {
  Scan s = s0;
  s.skipSpace();
  if (s.ident().empty()) return false;
  s.skipSpace();
  return s.peek() == ':';
}

// Skips one operand token that is no modifier (a word, or up to the next space or comma).
void skipWord(Ctx& c) {
  c.s.skipSpace();
  if (Scan::identStart(c.s.peek())) {
    c.s.ident();
    return;
  }
  int depth = 0;
  while (!c.s.atEnd()) {
    char ch = c.s.peek();
    if (ch == '(' || ch == '[') ++depth;
    if ((ch == ')' || ch == ']') && depth > 0) --depth;
    if ((ch == ',' || ch == ' ' || ch == '\t') && depth == 0) return;
    ++c.s.pos;
  }
}

// A comma between operands (optional, as LLVM also accepts white space alone).
void comma(Ctx& c) { c.s.accept(','); }

bool atEnd(Ctx& c) {
  c.s.skipSpace();
  return c.s.atEnd();
}

// ---- operands ----------------------------------------------------------------------------------------

// A modifier word where an operand should stand ends the operand list.
// Whether the scan stands where LLVM reads an operand: first after the mnemonic, or after a comma.
bool operandPlace(const Ctx& c) {
  std::string_view before = c.s.line.substr(0, c.s.pos);
  while (!before.empty() && (before.back() == ' ' || before.back() == '\t')) before.remove_suffix(1);
  if (!before.empty() && before.back() == ',') return true;
  const size_t start = size_t(std::max(c.mnemonicCol - 1, 0));
  return before.size() >= start && before.substr(start).find_first_of(" \t") == std::string_view::npos;
}

bool startsModifierWord(Ctx& c) {
  Scan probe = c.s;
  probe.skipSpace();
  // The usual operand, vN / sN / v[..] / s[..]: no modifier name is a v or s and a digit or bracket.
  const char c0 = probe.peek(), c1 = probe.peek(1);
  if ((c0 == 'v' || c0 == 's') && ((c1 >= '0' && c1 <= '9') || c1 == '[')) return false;
  std::string_view w = probe.ident();
  if (w.empty() || w == "off") return false;
  if (w == "scale_offset") return true;  // (GFX12.5's bit, read with the policy words: no Mod of its own)
  char buf[16];
  auto m = modByName(lowerInto(w, buf), c.t);
  if (!m) return false;
  // a16: AGPR 16 where an operand stands (gfx90a's AGPR data: `buffer_load_dword a16, ...`,
  // `ds_write_b32 v1, a16`), the modifier after a blank (`... s[8:15] dmask:0xf a16`), as LLVM reads it.
  if (w == "a16" && !operandPlace(c)) return true;
  Ctx tmp = c;
  return !isRegisterToken(tmp);
}

// Reads up to `n` comma-separated operands (registers, off, immediates) into `o`.
// From operand `sccFrom` on, the word scc is the cache policy modifier (LLVM tries that parser first there).
bool readList(Ctx& c, std::span<Sreg> o, int& count, size_t sccFrom) {
  count = 0;
  for (size_t i = 0; i < o.size(); ++i) {
    if (i > 0) comma(c);
    if (atEnd(c) || startsModifierWord(c) || atAnyValued(c.s)) break;
    if (i >= sccFrom) {
      Scan q = c.s;
      q.skipSpace();
      if (q.ident() == "scc" && !Scan::identChar(q.peek())) break;
    }
    c.s.skipSpace();
    if (c.s.peek() == '[') break;  // an NSA address list
    if (!readScalar(c, o[i], true)) return false;
    if (!o[i].present) break;
    count = int(i) + 1;
  }
  return true;
}

bool isVgprOf(const Sreg& r, int dwords) { return r.isReg && r.isVgpr && r.dwords == dwords; }

// SOFFSET of MUBUF/MTBUF: an SGPR, m0, a special register, null (GFX10), the special sources llvm-mc 22 takes
// there (src_shared_base .. src_pops_exiting_wave_id where the generation has them, src_vccz, src_execz,
// src_scc; not src_lds_direct) or an inline constant.
std::optional<uint32_t> soffsetCode(const Sreg& r, Gen g) {
  const bool sgprCodesOnly = bufferSoffsetBits(g) == 7;
  if (r.isReg) {
    if (r.isVgpr || r.dwords != 1) return std::nullopt;
    if (r.code == opnd::kNull && !memoryFeatures(g).nullRegister) return std::nullopt;
    if (sgprCodesOnly) return r.code < 128 ? std::optional<uint32_t>(r.code) : std::nullopt;
    const bool specialSource = (r.code >= opnd::kSrcSharedBase && r.code <= opnd::kSrcPopsExitingWaveId) || (r.code >= opnd::kSrcVccz && r.code <= opnd::kSrcScc);
    if (r.code >= 128 && r.code != opnd::kNull && !specialSource) return std::nullopt;
    return r.code;
  }
  if (sgprCodesOnly) return std::nullopt;
  if (r.isImm) {
    if (auto code = inlineIntCode(r.imm)) return *code;
    return std::nullopt;
  }
  if (r.isFloat) return r.floatCode;
  return std::nullopt;
}

// The 4- or 8-dword SGPR tuple of a resource or sampler.
bool sgprTuple(const Sreg& r, int dwords) {
  return r.isReg && !r.isVgpr && r.dwords == dwords && r.code < 106 + 16 && (r.code < 106 || r.code >= 108);
}

// Number of data dwords of an instruction with `dwords` natural data, given tfe and (packed) d16.
int dataDwords(int components, bool tfe, bool d16, bool packed) {
  int n = d16 && packed ? (components + 1) / 2 : components;
  return n + (tfe ? 1 : 0);
}

bool finishMismatch(Parser& p) {
  if (p.err.mismatch) return p.c.fail(p.err.mismatchCol, p.err.mismatchMsg);
  return true;
}

bool tooFew(Parser& p) { return p.c.fail(p.c.mnemonicCol, kTooFew); }

// Operands are missing: LLVM tried to read one where the first modifier stands.
bool missingOperands(Parser& p) {
  // (MIMG: a valued modifier there passed mimgSlotOk, so some NSA variant has it there, and the matcher refuses it)
  const bool mismatch = !p.firstModValued || p.info.enc == Encoding::MIMG;
  if (p.firstModCol) return p.c.fail(p.firstModCol, mismatch ? kInvalidOperand : kNotValid);
  return tooFew(p);
}

// ---- cache policy ----------------------------------------------------------------------------------

bool setCpol(Parser& p) {
  Instruction& in = p.inst;
  if (p.thScope()) {  // GFX12: th and scope, checked against the row's access kind where the first policy word stands
    CachePolicyText policy = p.cpol12;
    policy.firstCol = p.cpol12Col();
    return finishCachePolicy(p.c, policy, memoryAccessKind(p.info), false);
  }
  if (p.has(Mod::Dlc)) in[F::DLC] = 1;
  // GLC, SLC, SCC in kCacheBitFields' order. A row without the bit on this processor takes the word and
  // encodes nothing, as llvm-mc 22 does; the listing still shows it (as llvm-mc's does) and a warning says so.
  static constexpr Mod kWords[] = {Mod::Glc, Mod::Slc, Mod::Scc};
  const bool accReturn = (p.info.flags & kAtomic) && p.has(Mod::Glc) && accData(in, p.info, p.c.t);
  const uint8_t absent = absentCacheBits(in.op, p.g, p.c.t.features, accReturn);
  for (int k = 0; k < 3; ++k) {
    if (!p.has(kWords[k])) continue;
    if (!(absent >> k & 1)) {
      in[kCacheBitFields[k]] = 1;
      continue;
    }
    p.c.out.unencodedCachePolicy |= uint8_t(1u << k);
    if (p.c.out.warning) continue;
    static constexpr const char* kNames[2][3] = {{"glc", "slc", "scc"}, {"sc0", "nt", "sc1"}};
    const std::string word = kNames[p.c.t.has(kFeatGfx940Insts)][k];  // (as the processor spells the bit)
    p.c.out.warning = Diagnostic{p.tok(kWords[k]).col,
                                 word + " is not encoded: this instruction has no " + word +
                                     " bit on this GPU (llvm-mc 22 accepts and drops it too)",
                                 {}};
  }
  return true;
}

bool checkScaleOffset(Parser& p, bool allowed) {
  if (!p.scaleOffsetCol || !scaleOffsetOnGpu(p.g) || (allowed && p.inst[F::SCALE_OFFSET])) return true;
  return p.c.fail(p.scaleOffsetCol, "scale_offset is not supported for this instruction");
}

// Atomics that return the old value need glc (LLVM: "instruction must use glc").
bool checkAtomicReturn(Parser& p, bool returns) {
  if (!(p.info.flags & kAtomic)) return true;
  if (p.thScope()) {  // (GFX12: a non-returning form may still name a returning th)
    if (returns && !(p.inst[F::TH] & 1))
      return p.c.fail(p.cpol12Col() ? p.cpol12Col() : p.c.mnemonicCol, "instruction must use th:TH_ATOMIC_RETURN");
    return true;
  }
  const bool sc = p.c.t.has(kFeatGfx940Insts);  // (LLVM names the bit as the processor spells it)
  if (returns && accData(p.inst, p.info, p.c.t) && accReturnAbsent(p.inst.op, p.g, p.c.t.features))
    return p.c.fail(p.c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (returns && !p.has(Mod::Glc)) return p.c.fail(p.c.mnemonicCol, sc ? "instruction must use sc0" : "instruction must use glc");
  if (!returns && p.has(Mod::Glc))
    return p.c.fail(p.tok(Mod::Glc).col, sc ? "instruction must not use sc0" : "instruction must not use glc");
  return true;
}

}  // namespace gcnkit::vmem_text
