// Shared pieces of the vector memory and export parser (vmem_parser.cpp and the per-family
// vmem_*_parser.cpp files): the operand token, the modifier tokens, the per-instruction parser state with
// its modifier reader (vmem_modifiers.cpp), and the operand helpers (vmem_operands.cpp).
#pragma once
#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "codec/vmem_rules.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "text/agpr_operand.h"
#include "text/cache_policy_text.h"
#include "text/vector_parsers.h"
#include "isa/vmem_formats.h"

namespace gcnkit::vmem_text {

using F = Field;

constexpr const char* kTooFew = "too few operands for instruction";
constexpr const char* kNotValid = "not a valid operand.";

// The first error of each kind: LLVM parses every operand before matching, so a syntax error anywhere
// wins over a mismatch, and among mismatches the furthest one is reported.
// (MIMG instructions differ only in register classes, so there the first mismatch of the one variant counts.)
struct Errors {
  bool mismatch = false;
  bool firstWins = false;
  int mismatchCol = 0;
  std::string mismatchMsg;
  void note(int col, std::string msg = kInvalidOperand) {
    if (!mismatch || (col > mismatchCol && !firstWins)) {
      mismatch = true;
      mismatchCol = col;
      mismatchMsg = std::move(msg);
    }
  }
};

// A word lowered into `buf` (modifier names are case-insensitive to look up); empty when it does not fit.
template <size_t N>
std::string_view lowerInto(std::string_view s, char (&buf)[N]) {
  if (s.size() > N) return {};
  for (size_t i = 0; i < s.size(); ++i) buf[i] = s[i] >= 'A' && s[i] <= 'Z' ? char(s[i] + 32) : s[i];
  return {buf, s.size()};
}

// One entry of a GFX11 MIMG address list: its VGPRs (0: not a VGPR) and column.
struct NsaEntry {
  int dwords = 0;
  int col = 0;
};
enum class NsaFit { Match, OtherGpu, Mismatch };
struct NsaVerdict {
  NsaFit fit;
  int col;  // where the matcher reports a Mismatch
};
// How llvm-mc 22's matcher takes a GFX11 address list (vmem_image_nsa.cpp); closeCol: its closing bracket.
// `fields`: GFX12, whose lists (VSAMPLE: at most 4 entries) are this GPU's, GFX11's another's.
NsaVerdict weighNsaList(const OpInfo& info, std::span<const NsaEntry> entries, int closeCol, bool fields = false);

struct Sreg {
  bool present = false;
  bool isReg = false;
  int col = 0;
  uint16_t code = 0;
  int dwords = 0;
  bool isOff = false;
  bool isImm = false;
  int64_t imm = 0;
  bool isFloat = false;
  uint16_t floatCode = 0;
  bool isVgpr = false;
  bool isAgpr = false;  // (isVgpr too: the VGPR code of the same number; the acc bit tells them apart)
  // An odd VGPR tuple on an aligned-VGPR processor (gfx90a+, gfx1250): LLVM's matcher refuses it as an operand of its
  // class, after every later word is parsed, so it is read with dwords 0 (no width matches) and its width here.
  int misalignedDwords = 0;
};
// The VGPRs of `r` as an operand of `s` reads them (a misaligned tuple only where the operand takes any alignment).
inline int vgprsFor(const Sreg& r, const OperandSpec& s) { return s.anyAlignment && r.misalignedDwords ? r.misalignedDwords : r.dwords; }

// ---- modifiers -------------------------------------------------------------------------------------

enum class Mod : uint8_t {
  Format, Idxen, Offen, Addr64, Offset, Offset0, Offset1, Dmask, Dim, Unorm, Glc, Slc, Dlc, Scc, R128, A16,
  Lds, Tfe, Lwe, Da, D16, Gds, Done, Compr, Vm, RowEn, Nv, High, Count
};

struct ModToken {
  Mod mod = Mod::Count;
  int col = 0;
  bool hasValue = false;
  int64_t value = 0;
  int valueCol = 0;
};

// gfx940-insts processors name the cache policy bits sc0 (glc), nt (slc) and sc1 (scc), and only so.
std::optional<Mod> modByName(std::string_view w, const Target& t);
bool isCpol(Mod m);
// The MemMod bit of a modifier.
uint32_t modBit(Mod m);

struct Parser {
  Ctx& c;
  const OpInfo& info;
  Instruction& inst;
  Gen g;
  Errors err;
  const MemoryFeatures can = memoryFeatures(c.t);  // (a processor may differ from its generation: gfx810)
  uint32_t seen = 0;  // MemMod bits given
  std::array<ModToken, size_t(Mod::Count)> mods{};
  bool cpolSeen = false;
  int firstModCol = 0;       // the first modifier token, where an operand may have been expected
  int slot = 0;              // operand positions taken after the regular operands
  int lateCol = 0;           // an error LLVM's validator reports once the instruction matched
  std::string lateMsg{};
  void late(int col, std::string msg) {
    lateCol = col;
    lateMsg = std::move(msg);
  }
  bool lateError() { return lateCol ? c.fail(lateCol, lateMsg) : true; }
  std::array<int, size_t(Mod::Count)> misplaced{};  // column of a known modifier refused for its place
  // A modifier word no instruction variant takes at its place: every variant of the matcher stops at the first
  // one, so that one is the mismatch (not a later one).
  bool modifierNoted = false;
  void noteModifier(int col) {
    if (modifierNoted) return;
    modifierNoted = true;
    err.note(col);
  }
  bool prevCpol = false;
  bool firstModValued = false;
  // GFX12 (memoryThScope): th:/scope: and nv, one operand of LLVM's after the offset.
  bool thScope() const { return memoryThScope(info.enc, g); }
  CachePolicyText cpol12{};
  int nvCol = 0;
  int scaleOffsetCol = 0;  // GFX12.5's scale_offset, read with the policy words (GFX12: refused after matching)
  // The first policy word no variant takes where it stands (GFX12's glc, a th after tfe): LLVM's matcher stops there,
  // before any mismatch of a later modifier.
  int badCpolCol = 0;
  void noteBadCpol(int col) {
    if (!badCpolCol) badCpolCol = col;
    noteModifier(col);
  }
  // The first operand that is an odd VGPR tuple on an aligned-VGPR processor (Sreg::misalignedDwords), or 0: LLVM's
  // matcher stops there before a later operand's mismatch (a second policy operand), not before a parse error.
  int misalignedCol = 0;
  void noteMisaligned(std::span<const Sreg> ops) {
    for (const Sreg& r : ops)
      if (r.misalignedDwords && !misalignedCol) misalignedCol = r.col;
  }
  bool failMismatch(int col) { return c.fail(misalignedCol && misalignedCol < col ? misalignedCol : col, kInvalidOperand); }
  // A mismatch at a modifier's column, unless a bad policy word stands before it.
  bool failAtModifier(int col) { return c.fail(badCpolCol && badCpolCol < col ? badCpolCol : col, kInvalidOperand); }
  // Where the first th:/scope:/nv stands (llvm-mc 22 reports the policy's errors there), or 0.
  int cpol12Col() const {
    int col = cpol12.firstCol;
    for (int w : {nvCol, scaleOffsetCol})
      if (w && (!col || w < col)) col = w;
    return col;
  }
  // A GFX12 policy word at the cursor (`comma`: a comma came before it); false with an error set, or when the word
  // is no policy word (`taken` false).
  bool readCachePolicy12(int col, bool comma, bool& taken, int& lastRank);

  // MIMG: operand positions before the modifiers beyond a one-tuple address (NSA list, extra operands).
  int mimgShift = 0;
  // MIMG: LLVM has no variant with one address register (a GFX12 sampler row of two words or more: lists only), so
  // no modifier stands right after the regular operands.
  bool mimgNoTupleVariant = false;

  // Whether LLVM tries the parser of the MIMG modifier `index` of its order at modifier position `slot`:
  // within `index` positions after the regular operands of some variant, a GFX10 NSA variant with k
  // addresses moving them k + 1 positions on.
  bool mimgSlotOk(int slot, int index) const;

  bool has(Mod m) const { return mods[size_t(m)].col != 0; }
  const ModToken& tok(Mod m) const { return mods[size_t(m)]; }

  // Whether the row (with per-generation rules) accepts a modifier at all.
  bool accepts(Mod m) const;

  std::span<const Mod> order() const;
  int rank(Mod m) const;

  // Whether the row accepts a modifier after position `rank` (LLVM still tries operand parsers there).
  bool laterSlot(int rank) const;

  // Reads `:value` after a modifier name.
  bool modValue(ModToken& t, Mod m);

  bool parseFormat(ModToken& t);
  bool formatExpr(int64_t& value, int& col);
  bool parseFormatOperand(ModToken& fmt, Sreg& soffset);
  bool parseDim(ModToken& t);
  bool parseSwizzle(ModToken& t);

  // All modifiers after the operands. `lastRank` is the position of the previous one.
  bool parseModifiers();
};

// ---- operands (vmem_operands.cpp) ------------------------------------------------------------------

bool readScalar(Ctx& c, Sreg& v, bool allowOff);
// Whether the cursor is at `word` followed by a colon (spaces allowed, as between LLVM's tokens).
bool atValued(const Scan& s0, std::string_view word);
// Moves past `word :`.
void skipValuedName(Scan& s);
// An identifier followed by a colon: LLVM takes it for a modifier, never for an operand.
bool atAnyValued(const Scan& s0);
// Skips one operand token that is no modifier (a word, or up to the next space or comma).
void skipWord(Ctx& c);
// A comma between operands (optional, as LLVM also accepts white space alone).
void comma(Ctx& c);
bool atEnd(Ctx& c);
// Reads up to `n` comma-separated operands (registers, off, immediates) into `o`.
// From operand `sccFrom` on, the word scc is the cache policy modifier (LLVM tries that parser first there).
bool readList(Ctx& c, std::span<Sreg> o, int& count, size_t sccFrom = 99);
bool isVgprOf(const Sreg& r, int dwords);
// SOFFSET of MUBUF/MTBUF: an SGPR, m0, a special register, null (GFX10), the special sources llvm-mc 22 takes
// there (src_shared_base .. src_pops_exiting_wave_id where the generation has them, src_vccz, src_execz,
// src_scc; not src_lds_direct) or an inline constant.
std::optional<uint32_t> soffsetCode(const Sreg& r, Gen g);
// The 4- or 8-dword SGPR tuple of a resource or sampler.
bool sgprTuple(const Sreg& r, int dwords);
// Number of data dwords of an instruction with `dwords` natural data, given tfe and (packed) d16.
int dataDwords(int components, bool tfe, bool d16, bool packed);
// The first operand mismatch noted, if any, as the error.
bool finishMismatch(Parser& p);
bool tooFew(Parser& p);
// Operands are missing: LLVM tried to read one where the first modifier stands.
bool missingOperands(Parser& p);
// The cache policy bits given (glc/slc/dlc/scc, or sc0/nt/sc1).
bool setCpol(Parser& p);
// GFX12.5's scale_offset where the instruction has a VGPR offset to scale (`allowed`): elsewhere llvm-mc 22's validator
// refuses it ("scale_offset is not supported for this instruction"), before it checks the th value.
bool checkScaleOffset(Parser& p, bool allowed);
// Whether the generation's vector memory words scale offsets at all (GFX12.5: the VGLOBAL layout has the bit).
inline bool scaleOffsetOnGpu(Gen g) {
  const Layout* l = layoutFor(Encoding::GLOBAL, g);
  return l && l->has(F::SCALE_OFFSET);
}
// Atomics that return the old value need glc (LLVM: "instruction must use glc"; GFX12: th:TH_ATOMIC_RETURN).
bool checkAtomicReturn(Parser& p, bool returns);

// gfx90a+: the vector registers written, for the AGPR data rule and the acc bit (text/agpr_operand.h).
template <class FieldOf>
bool accOperands(Parser& p, std::span<const Sreg> ops, int n, FieldOf fieldOf) {
  std::array<WrittenRegister, kMaxOperands + 2> w{};
  size_t k = 0;
  for (int i = 0; i < n && i < int(ops.size()) && k < w.size(); ++i)
    if (ops[size_t(i)].isReg && ops[size_t(i)].isVgpr) w[k++] = {fieldOf(i), ops[size_t(i)].isAgpr, ops[size_t(i)].col};
  return applyAccData(p.c, p.inst, std::span(w).first(k));
}

// ---- the families ----------------------------------------------------------------------------------

bool parseDs(Parser& p);      // vmem_ds_exp_parser.cpp
bool parseExp(Parser& p);     // vmem_ds_exp_parser.cpp
bool parseBuffer(Parser& p);  // vmem_buffer_parser.cpp (MUBUF, MTBUF)
bool parseFlat(Parser& p);    // vmem_flat_parser.cpp (FLAT, GLOBAL, SCRATCH)
bool parseMimg(Parser& p);    // vmem_image_parser.cpp

}  // namespace gcnkit::vmem_text
