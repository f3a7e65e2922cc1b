#include "text/scalar_templates.h"

#include "isa/vector_features.h"

#include <array>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <tuple>
#include <vector>

#include "codec/smem_offset.h"
#include "isa/cache_policy.h"
#include "isa/operand_rules.h"
#include "text/print_support.h"

namespace gcnkit {

namespace {

// Which operands share a table: what appendOperand and the class rules read of the spec.
using TableKey = std::tuple<OperandKind, uint8_t, bool, bool, bool, bool>;

TableKey tableKey(const OperandSpec& s) {
  return {s.kind, s.dwords, s.field == Field::SBASE, s.regOnly, s.noLiteral, s.noM0Exec};
}

// Templates of one target, built a row at a time on first use.
class Templates {
 public:
  explicit Templates(const Target& t) : t_(t), byOp_(size_t(kOpCount), &unbuilt_) {
    index_.target = t;
    index_.byOp = byOp_.data();  // byOp_ keeps its size: the pointer stays valid
    index_.unbuilt = &unbuilt_;
  }
  const TemplateIndex& index() const { return index_; }

  bool sameTarget(const Target& t) const { return sameTemplateTarget(t_, t); }

  // The row's template, or nullptr when it has none (not scalar).
  const ScalarTemplate* find(Op op, const OpInfo& info) {
    const ScalarTemplate*& tp = byOp_[size_t(op)];
    if (tp == &unbuilt_) [[unlikely]] tp = build(op, info);
    return tp;
  }
  [[gnu::noinline]] const ScalarTemplate* find(Op op) {
    const ScalarTemplate*& tp = byOp_[size_t(op)];
    if (tp == &unbuilt_) [[unlikely]] tp = build(op, opInfo(op));
    return tp;
  }

 private:
  [[gnu::noinline]] const ScalarTemplate* build(Op op, const OpInfo& info) {
    if (!isScalar(info.enc) || (info.traits & kTraitMai) || info.name.size() >= sizeof(ScalarTemplate::name)) return nullptr;
    // GFX12's scalar memory (cache policy, prefetch operands): the general printer
    // (GFX12's named barriers: the general printer's lossy-text rule)
    if (memoryThScope(info.enc, t_.gen()) || (info.traits & kTraitM0OnlySource)) return nullptr;
    ScalarTemplate& tp = templates_.emplace_back();
    tp.info = &info;
    std::memset(tp.name, ' ', sizeof tp.name);
    std::memcpy(tp.name, info.name.data(), info.name.size());
    tp.nameSize = uint8_t(info.name.size());
    tp.count = info.numOperands;
    tp.glc = (info.flags & kGlc) != 0;
    tp.smem = info.enc == Encoding::SMEM;
    // What smemOffsetAllowed can refuse: GFX8 store/atomic register offsets, GFX9+ negative buffer offsets.
    const Gen g = t_.gen();
    tp.smemRules = info.enc == Encoding::SMEM && (((info.flags & (kStore | kAtomic)) && g == Gen::GFX8) ||
                                                  ((info.flags & kBuffer) && g >= Gen::GFX9));
    for (int i = 0; i < info.numOperands; ++i) {
      const OperandSpec& s = info.operands[i];
      if (s.kind == OperandKind::Label && tp.labelOperand < 0) tp.labelOperand = int8_t(i);
      if (s.kind == OperandKind::SmemOffset) tp.smemOffset = true;
      ScalarTemplate::Step& st = tp.steps[size_t(i)];
      st.field = s.field;
      st.omitZero = s.optional && s.kind != OperandKind::SmemOffset;
      st.sep[0] = i == 0 ? ' ' : ',', st.sep[1] = ' ';
      st.sepSize = i == 0 ? 1 : 2;
      st.spec = &s;
      st.table = s.kind == OperandKind::SReg || s.kind == OperandKind::SSrc ? &table(op, s) : nullptr;
      st.memo = valueOnly(s.kind) ? &memos_[s.kind] : nullptr;
      st.smemRegs = s.kind == OperandKind::SmemOffset && info.enc == Encoding::SMEM &&
                            (g == Gen::GFX8 || g == Gen::GFX9) ? &smemRegisters() : nullptr;
    }
    return &tp;
  }

  // The general printer's text of every code in an operand of this shape, and the class rules' verdicts.
  const CodeTable& table(Op op, const OperandSpec& s) {
    auto [it, added] = tables_.try_emplace(tableKey(s), nullptr);
    if (!added) return *it->second;
    CodeTable& tab = tableStore_.emplace_back();
    Instruction inst{};
    inst.op = op;
    TextBuf text;
    for (unsigned code = 0; code < 256; ++code) {
      CodeText& e = tab[code];
      e = {};
      const bool sreg = s.kind == OperandKind::SReg;
      const bool classOk = sreg ? s.field == Field::SBASE || destinationAllowed(s, uint16_t(code))
                                : sourceAllowed(s, uint16_t(code));
      e.flags = classOk ? kClassOk : 0;
      if (!sreg && (code == opnd::kLiteral || (code == opnd::kLiteral64 && vectorFeatures(t_.gen()).literal64))) {
        e.flags |= kLiteral;  // its text depends on the literal dword
        continue;
      }
      inst[s.field] = code;
      text.clear();
      if (!appendOperand(text, inst, s, t_) || text.size() > sizeof e.text) continue;
      std::memcpy(e.text, text.data(), text.size());
      e.size = uint8_t(text.size());
      e.flags |= kPrintOk;
    }
    it->second = &tab;
    return tab;
  }

  // Kinds whose text appendOperand writes from the value and the generation alone.
  static bool valueOnly(OperandKind k) {
    return k == OperandKind::Waitcnt || k == OperandKind::Hwreg || k == OperandKind::Sendmsg ||
           k == OperandKind::GprIdx || k == OperandKind::Version || k == OperandKind::Depctr;
  }

  // appendSmemOffset's register texts (appendRegister of one dword), for codes below 128.
  const CodeTable& smemRegisters() {
    if (smemRegs_) return *smemRegs_;
    CodeTable& tab = tableStore_.emplace_back();
    TextBuf text;
    for (unsigned code = 0; code < 256; ++code) {
      CodeText& e = tab[code];
      e = {};
      text.clear();
      if (code >= 128 || !appendRegister(text, uint16_t(code), 1, t_) || text.size() > sizeof e.text) continue;
      std::memcpy(e.text, text.data(), text.size());
      e.size = uint8_t(text.size());
      e.flags = kPrintOk;
    }
    return *(smemRegs_ = &tab);
  }

  Target t_;
  std::map<OperandKind, ValueMemo> memos_;
  const CodeTable* smemRegs_ = nullptr;
  std::vector<const ScalarTemplate*> byOp_;  // by Op: the template, nullptr (none) or &unbuilt_
  std::deque<ScalarTemplate> templates_;
  std::map<TableKey, const CodeTable*> tables_;
  std::deque<CodeTable> tableStore_;
  TemplateIndex index_;
  static inline const ScalarTemplate unbuilt_{};
};

// One set per thread (the disassembler's workers each keep their own), rebuilt when the target changes.
// `current` is a plain pointer, so that the per-unit access needs no initialization guard.
thread_local Templates* current = nullptr;

[[gnu::noinline]] Templates* rebuildFor(const Target& t) {
  thread_local std::unique_ptr<Templates> owned;
  currentTemplateIndex = nullptr;
  owned = std::make_unique<Templates>(t);
  currentTemplateIndex = &owned->index();
  return current = owned.get();
}

}  // namespace

const ScalarTemplate* scalarTemplate(const Instruction& inst, const OpInfo& info, const Target& t) {
  if (!isScalar(info.enc)) return nullptr;
  Templates* ts = current;
  if (!ts || !ts->sameTarget(t)) [[unlikely]] ts = rebuildFor(t);
  return ts->find(inst.op, info);
}

thread_local const TemplateIndex* currentTemplateIndex = nullptr;

const ScalarTemplate* scalarTemplateSlow(Op op, const Target& t) {
  Templates* ts = current;
  if (!ts || !ts->sameTarget(t)) ts = rebuildFor(t);
  return ts->find(op);
}

bool printScalarFast(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out, int overridden,
                     std::string_view overrideText) {
  const ScalarTemplate* tp = scalarTemplate(inst, info, t);
  return tp && printScalar(*tp, inst, info, t, out, overridden, overrideText);
}

namespace {

// Copies an entry's text after the step's separator (two fixed-size copies: the text overwrites the
// separator's second byte after the first operand).
inline void putCode(TextBuf& out, const ScalarTemplate::Step& st, const CodeText& e) {
  char* p = out.room(2 + sizeof(CodeText));
  std::memcpy(p, st.sep, 2);
  std::memcpy(p + st.sepSize, e.text, sizeof(CodeText));
  out.commit(st.sepSize + e.size);
}

// A value's text as the general printer writes it, remembered (see ValueMemo).
[[gnu::noinline]] void remember(ValueMemo::Entry& m, uint32_t v, const Instruction& inst, const OperandSpec& s,
                                const Target& t) {
  thread_local TextBuf text;
  text.clear();
  m.key = v + 1;
  m.text = {};
  if (!appendOperand(text, inst, s, t) || text.size() > sizeof m.text.text) return;
  std::memcpy(m.text.text, text.data(), text.size());
  m.text.size = uint8_t(text.size());
  m.text.flags = kPrintOk;
}

// The GFX8/GFX9 SMEM offset as appendSmemOffset writes it (smemOffset's reading of IMM/SOE/OFFSET/SOFFSET:
// an immediate, an SGPR, or on GFX9 both), after the separator; false, with nothing appended, for what is left
// to the general printer (a register code without text, IMM=0 with SOE=1).
bool smemOffsetText(TextBuf& out, const ScalarTemplate::Step& st, const Instruction& inst, const CodeTable& regs,
                    bool gfx9) {
  const uint32_t imm = inst[Field::IMM], off = inst[Field::OFFSET];
  const bool soe = gfx9 && inst[Field::SOE];
  if (!imm) {
    if (soe) return false;
    const CodeText& e = regs[uint16_t(off) & 0xff];
    if (uint16_t(off) >= 128 || !(e.flags & kPrintOk)) return false;
    putCode(out, st, e);
    return true;
  }
  const int64_t v = gfx9 && (off & 0x100000) ? int64_t(off) - 0x200000 : int64_t(off);
  if (soe) {
    const uint32_t reg = inst[Field::SOFFSET];
    const CodeText& e = regs[reg & 0xff];
    if (reg >= 128 || !(e.flags & kPrintOk)) return false;
    putCode(out, st, e);
    out.append(" offset:", 8);
  } else {
    out.append(st.sep, st.sepSize);
  }
  appendSignedHex(out, v);
  return true;
}

// An operand printScalar does not copy from its table: a remembered value text, the SMEM offset, the
// listing's label, a literal or the general printer. False: printChecked decides. (Kept inline: out of line,
// its frame cost more than the registers it freed in the table loop.)
bool printStepGeneral(TextBuf& out, const ScalarTemplate::Step& st, const CodeText* e, uint32_t v,
                      bool isOverridden, std::string_view overrideText, const Instruction& inst,
                      const Target& t) {
  if (!isOverridden) {
    if (st.memo) {
      ValueMemo::Entry& m = st.memo->slot(v);
      if (m.key != v + 1) [[unlikely]] remember(m, v, inst, *st.spec, t);
      if (m.text.flags & kPrintOk) {
        putCode(out, st, m.text);
        return true;
      }
    } else if (st.smemRegs && smemOffsetText(out, st, inst, *st.smemRegs, t.gen() == Gen::GFX9)) {
      return true;
    }
  }
  out.append(st.sep, st.sepSize);
  if (isOverridden) {
    out += overrideText;
    return true;
  }
  return e ? (e->flags & kLiteral) && appendSource(out, inst, uint16_t(v), st.spec->dwords, t, st.spec->type)
           : appendOperand(out, inst, *st.spec, t);
}

}  // namespace

bool printScalar(const ScalarTemplate& tmpl, const Instruction& inst, const OpInfo& info, const Target& t,
                 TextBuf& out, int overridden, std::string_view overrideText) {
  const ScalarTemplate* tp = &tmpl;
  if (tp->smemRules && !smemOffsetAllowed(inst, info, t)) return false;
  const size_t mark = out.size();
  // Room for the mnemonic and every operand as a table copy, reserved once: the table copies write through
  // `p` with no capacity check (the general printers below append through `out`, and the room is taken again
  // after them).
  constexpr size_t kRoom = sizeof tp->name + size_t(kMaxOperands) * (2 + sizeof(CodeText));
  char* p = out.room(kRoom);
  std::memcpy(p, tp->name, sizeof tp->name);
  p += tp->nameSize;
  auto decline = [&] {
    out.resize(mark);
    return false;
  };
  // Class rules and text in one pass: declining takes back what was printed, so the order of printChecked
  // (every class rule first) makes no difference.
  for (int i = 0; i < tp->count; ++i) {
    const ScalarTemplate::Step& st = tp->steps[size_t(i)];
    const uint32_t v = inst[st.field];
    const CodeText* e = nullptr;
    if (st.table) {
      if (v >= 256) return decline();
      e = &(*st.table)[v];
      if (!(e->flags & kClassOk)) return decline();
    }
    const bool isOverridden = i == overridden;
    if (st.omitZero && v == 0 && !isOverridden) continue;
    if (e && (e->flags & kPrintOk) && !isOverridden) {  // the common case: two fixed-size copies
      std::memcpy(p, st.sep, 2);
      std::memcpy(p + st.sepSize, e->text, sizeof(CodeText));
      p += st.sepSize + e->size;
      continue;
    }
    out.commit(size_t(p - out.room(0)));
    if (!printStepGeneral(out, st, e, v, isOverridden, overrideText, inst, t)) return decline();
    p = out.room(kRoom);
  }
  out.commit(size_t(p - out.room(0)));
  if (tp->smem) {
    if (inst[Field::GLC] && tp->glc) out.append(" glc", 4);
    if (inst[Field::NV]) out.append(" nv", 3);
    if (inst[Field::DLC]) out.append(" dlc", 4);
  }
  return true;
}

bool printScalarFast(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out,
                     const OperandOverrides* ov) {
  // At most one override is what the listing makes (a branch's label); more go to printChecked.
  int overridden = -1;
  std::string_view text;
  for (int i = 0; ov && i < kMaxOperands; ++i) {
    if ((*ov)[size_t(i)].empty()) continue;
    if (overridden >= 0) return false;
    overridden = i, text = (*ov)[size_t(i)];
  }
  return printScalarFast(inst, info, t, out, overridden, text);
}

}  // namespace gcnkit
