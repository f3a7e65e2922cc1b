#include "text/printer.h"
#include "text/interp_text.h"
#include "text/wmma_text.h"

#include "text/append.h"
#include "text/cache_policy_text.h"
#include "text/print_support.h"
#include "text/mai_text.h"
#include "text/vector_printers.h"

#include "codec/smem_offset.h"
#include "codec/smem_rules.h"
#include "isa/float_constants.h"
#include "isa/mai.h"
#include "isa/operand_rules.h"
#include "isa/registers.h"
#include "isa/symbolic.h"
#include "isa/vector_features.h"

namespace gcnkit {

void appendSignedHex(TextBuf& out, int64_t v) {
  if (v < 0) {
    out += '-';
    appendHex(out, uint64_t(-v));
  } else {
    appendHex(out, uint64_t(v));
  }
}

bool appendRegister(TextBuf& out, uint16_t code, int dwords, const Target& t) {
  // A single VGPR is the most common operand: written here, without registerName's search of the other
  // register files (the same text).
  if (isVgprCode(code) && dwords == 1) {
    out += 'v';
    appendDec(out, code - opnd::kVgpr0);
    return true;
  }
  // So are SGPRs and aligned SGPR pairs below every generation's SGPR count (102): sN, s[N:N+1].
  if (dwords == 1 && code < 102) {
    out += 's';
    appendDec(out, code);
    return true;
  }
  if (dwords == 2 && code < 101 && code % 2 == 0) {
    out.append("s[", 2);
    appendDec(out, code);
    out += ':';
    appendDec(out, code + 1);
    out += ']';
    return true;
  }
  const size_t n = registerName(code, dwords, t, out.room(32));  // names are shorter
  out.commit(n);
  return n != 0;
}

bool appendRegister(std::string& out, uint16_t code, int dwords, const Target& t) {
  char buf[32];
  size_t n = registerName(code, dwords, t, buf);
  out.append(buf, n);
  return n != 0;
}

// A scalar source: register, inline constant, special source or literal.
// GFX11.5's SALU f16 sources (see parseSSrc): SOP2's literal is a half, zero-extended, and prints as lit(...) where
// the assembler would encode it inline; a compare's (SOPC) is a 32-bit number that fits 16 bits, printed as its
// hex half (LLVM's spelling; lit(...) where it is an inline integer), else as a negative number (-17: sign-extended,
// which LLVM prints as the lossy 0xffef). Other literals have no text. SOP1's are 32-bit sources.
bool appendHalfLiteral(TextBuf& out, const Instruction& inst, const Target& t) {
  const uint32_t v = inst.literal;
  const Encoding enc = opInfo(inst.op).enc;
  if (enc == Encoding::SOP2 && v >> 16 == 0) {
    const bool inlineToo = inlineHalfCode(v, t.gen()) || inlineIntCode(int64_t(int16_t(v)));
    if (inlineToo) out += "lit(";
    appendHex(out, v);
    if (inlineToo) out += ')';
    return inst.hasLiteral;
  }
  if (enc != Encoding::SOPC) return false;
  if (v >> 16 == 0) {  // (lit() where the number alone is an inline integer: llvm-mc 22 writes `lit(0x1b)`)
    const bool inlineToo = inlineIntCode(int64_t(v)).has_value();
    if (inlineToo) out += "lit(";
    appendHex(out, v);
    if (inlineToo) out += ')';
    return inst.hasLiteral;
  }
  if (v >= 0xffff8000u && int32_t(v) < -16) {
    appendDec(out, int32_t(v));
    return inst.hasLiteral;
  }
  return false;
}

// GFX12.5's 64-bit literal V, printed as llvm-mc 22 does where that text assembles to the same word: lit64(0x...) when
// V's high half is 0, else V in hex. An inline value (printed as the constant), a 32-bit operand's (lit64 of a
// dword) and a double whose low half is 0 (printed as its high half) would assemble shorter: no text.
bool appendLiteral64(TextBuf& out, const Instruction& inst, int dwords, ValType type, const Target& t) {
  const uint64_t v = inst.literalValue64();
  if (!inst.literal64 || dwords != 2) return false;
  if (inst.literalHi == 0) {
    out += "lit64(";
    appendHex(out, v);
    out += ')';
    return true;
  }
  if (inlineIntCode(int64_t(v)) || inlineFloatCode(v, true, t.gen())) return false;
  if (isFloat(type) && inst.literal == 0) return false;
  appendHex(out, v);
  return true;
}

bool appendSource(TextBuf& out, const Instruction& inst, uint16_t code, int dwords, const Target& t, ValType type) {
  if (code == opnd::kLiteral && type == ValType::F16 && opInfo(inst.op).enc != Encoding::SOP1)
    return appendHalfLiteral(out, inst, t);
  const bool literal64 = vectorFeatures(t.gen()).literal64;
  if (literal64 && code == opnd::kLiteral64) return appendLiteral64(out, inst, dwords, type, t);
  if (code == opnd::kLiteral) {
    // A literal the assembler would have encoded inline prints as lit(...), so that it re-assembles.
    const uint32_t v = inst.literal;
    const int64_t asWritten = dwords == 2 ? int64_t(v) : int64_t(int32_t(v));
    const bool inlineToo = inlineIntCode(asWritten) || (dwords == 1 && inlineFloatCode(v, false, t.gen()));
    // GFX12.5 reads a 64-bit integer operand's literal dword zero-extended and writes both lit(...) and values
    // from 0x80000000 as 64-bit literals: such words have no text that gives them back
    if (literal64 && dwords == 2 && !isFloat(type) && (inlineToo || v >= 0x80000000u)) return false;
    if (inlineToo) out += "lit(";
    appendHex(out, v);
    if (inlineToo) out += ')';
    return inst.hasLiteral;
  }
  if (isInlineInt(code)) {
    appendDec(out, inlineIntValue(code));
    return true;
  }
  if (code >= opnd::kFloatFirst && code <= opnd::kFloatLast) {
    // 1/(2*pi) prints with double precision in a 64-bit operand.
    out += inlineFloatText(code, dwords);
    return inlineFloatValid(code, t.gen());
  }
  if (code == opnd::kLdsDirect) return false;  // vector-only source
  // 64-bit reads of 32-bit special sources (src_*) print as the 32-bit name, as LLVM does.
  if (opnd::specialSourceAnyWidth(code)) return appendRegister(out, code, 1, t);
  return appendRegister(out, code, dwords, t);
}

namespace {

// A 32-bit immediate: decimal when it is an inline integer (read as signed), else hex.
void appendSigned32(TextBuf& out, uint32_t v) {
  int32_t sv = int32_t(v);
  if (sv >= -16 && sv <= 64) appendDec(out, sv);
  else appendHex(out, v);
}

void appendImm16(TextBuf& out, uint32_t v) {
  if (v <= 64) appendDec(out, v);
  else appendHex(out, v);
}

void appendWaitcnt(TextBuf& out, uint32_t imm, Gen g) {
  WaitcntCounts c = decodeWaitcnt(g, imm);
  if (encodeWaitcnt(g, c) != imm) {  // bits outside the counters: keep them all
    appendHex(out, imm);
    return;
  }
  bool dv = c.vm == waitcntMax(g, 0), de = c.exp == waitcntMax(g, 1), dl = c.lgkm == waitcntMax(g, 2);
  bool all = dv && de && dl;
  bool space = false;
  auto put = [&](const char* name, unsigned v) {
    if (space) out += ' ';
    out += name;
    out += '(';
    appendDec(out, v);
    out += ')';
    space = true;
  };
  if (!dv || all) put("vmcnt", c.vm);
  if (!de || all) put("expcnt", c.exp);
  if (!dl || all) put("lgkmcnt", c.lgkm);
}

void appendHwreg(TextBuf& out, uint32_t imm, Gen g) {
  unsigned id = imm & 0x3f, offset = (imm >> 6) & 0x1f, size = ((imm >> 11) & 0x1f) + 1;
  std::string_view name = hwregName(id, g);
  out += "hwreg(";
  if (!name.empty()) out += name;
  else appendDec(out, id);
  if (offset != 0 || size != 32) {
    out += ", ";
    appendDec(out, offset);
    out += ", ";
    appendDec(out, size);
  }
  out += ')';
}

bool appendSmemOffset(TextBuf& out, const Instruction& inst, const Target& t) {
  auto o = smemOffset(inst, t.gen());
  if (!o) return false;
  const bool always = inGens(kSmemOffsetImmediateAlwaysWritten, t.gen());
  // GFX10 with neither an immediate nor a register offset prints the null SOFFSET.
  if (!always && t.gen() >= Gen::GFX10 && inst[Field::SOFFSET] == opnd::kNull && inst[Field::OFFSET] == 0) {
    out += "null";
    return true;
  }
  bool ok = true;
  if (o->hasReg) ok = o->reg < 128 && appendRegister(out, o->reg, 1, t);  // an SGPR, M0 or special register
  if (o->hasImm || (always && o->hasReg)) {
    if (o->hasReg) out += " offset:";
    if (o->literal) appendHex(out, uint64_t(o->imm));
    else appendSignedHex(out, o->imm);
  }
  return ok;
}

}  // namespace

// Prints one operand; returns false when its value cannot be written in LLVM syntax here.
bool appendOperand(TextBuf& out, const Instruction& inst, const OperandSpec& s, const Target& t) {
  const uint32_t v = inst[s.field];
  const Gen g = t.gen();
  switch (s.kind) {
    case OperandKind::SReg:
      if (s.field == Field::SBASE) {
        if (g >= Gen::GFX10 && v << 1 == opnd::kNull - 1) { out += "null"; return true; }  // pair 62 holds null
        return appendRegister(out, uint16_t(v << 1), s.dwords, t);
      }
      return appendRegister(out, uint16_t(v), s.dwords, t);
    case OperandKind::SSrc: return appendSource(out, inst, uint16_t(v), s.dwords, t, s.type);
    case OperandKind::SImm16:
    case OperandKind::UImm16: appendHex(out, v); return true;
    case OperandKind::Imm16: appendImm16(out, v); return true;
    case OperandKind::Dec16:
    case OperandKind::Label: appendDec(out, v); return true;
    case OperandKind::Waitcnt: appendWaitcnt(out, v, g); return true;
    case OperandKind::Sendmsg:
    case OperandKind::SendmsgRtn: out += printSendmsg(v, g); return true;
    case OperandKind::DelayAlu:
      if (auto text = printDelayAlu(v)) out += *text;
      else appendHex(out, v);  // LLVM's own text drops bits or names none: the exact number
      return true;
    case OperandKind::Hwreg: appendHwreg(out, v, g); return true;
    case OperandKind::GprIdx: out += printGprIdx(v); return v <= 0xf;
    case OperandKind::Lit32:
      if (s.field == Field::IMM) appendHex(out, inst.literal);  // (s_fmaak_f32's K: hex, as LLVM prints it)
      else appendSigned32(out, inst.literal);
      return inst.hasLiteral;
    case OperandKind::SmemOffset: return appendSmemOffset(out, inst, t);
    case OperandKind::Probe:
    case OperandKind::PrefetchSize: appendImm16(out, v); return true;
    case OperandKind::PrefetchOffset: appendSignedHex(out, smemImmediate(v, g)); return true;
    case OperandKind::Version: out += printVersion(v); return true;
    case OperandKind::Depctr: out += printDepctr(v, g); return true;
    case OperandKind::None: return true;
    default: return false;  // vector kinds: valu_printer.cpp, vmem_printer.cpp
  }
  return false;
}

bool smemOffsetAllowed(const Instruction& inst, const OpInfo& info, const Target& t) {
  if (info.enc != Encoding::SMEM || t.gen() < Gen::GFX8) return true;
  auto o = smemOffset(inst, t.gen());
  // GFX8 scalar stores and atomics take only M0 or an immediate offset (ISA document 001).
  if (smemStoreOffset(t.gen(), inst)) return false;
  // Buffer offsets are unsigned: a negative one cannot be assembled (and is a memory violation).
  if ((info.flags & kBuffer) && t.gen() >= Gen::GFX9 && o && o->hasImm && o->imm < 0) return false;
  return true;
}

namespace {

bool appendAll(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t, const OperandOverrides* ov) {
  if (info.traits & kTraitMai) return appendMai(out, inst, info, t);
  if (info.traits & kTraitWmma) return appendWmma(out, inst, info, t);
  if (isValu(info.enc) || info.enc == Encoding::VINTRP) return appendValu(out, inst, info, t, ov);
  if (info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3) return appendVopd(out, inst, info, t);
  if (info.enc == Encoding::VINTERP || info.enc == Encoding::LDSDIR) return appendInterpolation(out, inst, info, t, ov);
  if (isVectorMemory(info.enc) || info.enc == Encoding::EXP) return appendVectorMemory(out, inst, info, t, ov);
  out += info.name;
  bool ok = true;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.optional && s.kind != OperandKind::SmemOffset && s.kind != OperandKind::PrefetchOffset && inst[s.field] == 0 &&
        !(ov && !(*ov)[i].empty()))
      continue;
    out += i == 0 ? " " : ", ";
    if (ov && !(*ov)[i].empty()) out += (*ov)[i];
    else ok &= appendOperand(out, inst, s, t);
  }
  // (GFX12.5 prints nv after th:/scope:, and scale_offset before them)
  const bool nvLast = memoryThScope(info.enc, t.gen());
  if (inst[Field::GLC] && (info.flags & kGlc)) out += " glc";
  if (inst[Field::NV] && !nvLast) out += " nv";
  if (inst[Field::DLC]) out += " dlc";
  if (inst[Field::SCALE_OFFSET]) out += " scale_offset";
  if (inst[Field::TH] || inst[Field::SCOPE])  // GFX12's scalar memory reads
    ok &= appendCachePolicy(out, inst[Field::TH], inst[Field::SCOPE], AccessKind::Load);
  if (inst[Field::NV] && nvLast) out += " nv";
  return ok;
}

// Operand values the syntax could write but the instruction's operand classes exclude.
bool operandClassesAllowed(const Instruction& inst, const OpInfo& info, const Target& t) {
  if (!isScalar(info.enc)) return true;  // vector printers check their own operands
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const uint16_t v = uint16_t(inst[s.field]);
    if (s.kind == OperandKind::SReg && s.field != Field::SBASE && !destinationAllowed(s, v)) return false;
    const bool literal64 = v == opnd::kLiteral64 && vectorFeatures(t.gen()).literal64 && !s.regOnly && !s.noLiteral;
    if (s.kind == OperandKind::SSrc && !sourceAllowed(s, v) && !literal64) return false;
    // GFX12's named barriers: llvm-mc 22 reads null, scc and src_shared/private_base/limit written there as other
    // numbers (null is 20), so their text would not give the word back (lossy: refused)
    if (s.m0Only && (v == opnd::kNull || (v >= 235 && v <= 238) || v == opnd::kSrcScc)) return false;
    // GFX12's prefetch sizes and probe modes keep 5 bits of SDATA (llvm-mc 22 refuses a word with more)
    if ((s.kind == OperandKind::PrefetchSize || s.kind == OperandKind::Probe) && v > smemSdataImmediateMask(t.gen()))
      return false;
  }
  return smemOffsetAllowed(inst, info, t);
}

}  // namespace

void printInstruction(const Instruction& inst, const Target& t, TextBuf& out, const OperandOverrides* ov) {
  appendAll(out, inst, opInfo(inst.op), t, ov);
}

bool printChecked(const Instruction& inst, const Target& t, TextBuf& out, const OperandOverrides* ov) {
  return printChecked(inst, opInfo(inst.op), t, out, ov);
}

bool printChecked(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out,
                  const OperandOverrides* ov) {
  const size_t mark = out.size();
  if (operandClassesAllowed(inst, info, t) && appendAll(out, inst, info, t, ov)) return true;
  out.resize(mark);
  return false;
}

bool printChecked(const Instruction& inst, const Target& t, TextBuf& out) { return printChecked(inst, t, out, nullptr); }

// The std::string interfaces print through one reused buffer, then append the text in one piece.
void printInstruction(const Instruction& inst, const Target& t, std::string& out, const OperandOverrides* ov) {
  thread_local TextBuf buf;
  buf.clear();
  appendAll(buf, inst, opInfo(inst.op), t, ov);
  out += buf.view();
}

bool printChecked(const Instruction& inst, const Target& t, std::string& out) {
  thread_local TextBuf buf;
  buf.clear();
  if (!printChecked(inst, t, buf)) return false;
  out += buf.view();
  return true;
}

bool printable(const Instruction& inst, const Target& t) {
  thread_local TextBuf scratch;
  scratch.clear();
  return printChecked(inst, t, scratch);
}

}  // namespace gcnkit
