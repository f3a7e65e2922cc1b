#include "asm/instruction_output.h"

#include <algorithm>

#include <fmt/format.h>

#include "codec/smem_offset.h"
#include "codec/vmem_rules.h"
#include "isa/registers.h"
#include "text/append.h"

namespace gcnkit::asmimpl {

namespace {

const char* fixupKindName(Fixup::Kind k) {
  switch (k) {
    case Fixup::Kind::SoppBranch: return "fixup_si_sopp_br";
    case Fixup::Kind::Lit32PcRel: return "FK_PCRel_4";
    case Fixup::Kind::Lit32Data: return "FK_Data_4";
    case Fixup::Kind::Lit64PcRel: return "FK_PCRel_8";
    case Fixup::Kind::Lit64Data: return "FK_Data_8";
  }
  return "";
}

}  // namespace

void appendListingLine(std::string& out, const ParsedInstruction& p, const Target& t, const uint8_t* bytes,
                       size_t size, bool showEncoding) {
  const size_t lineStart = out.size();
  out += '\t';
  OperandOverrides ov{};
  for (int i = 0; i < kMaxOperands; ++i) ov[i] = p.overrideText[i];
  if (p.unencodedCachePolicy) {
    // llvm-mc lists the instruction it parsed, cache-policy words the bytes cannot hold included.
    Instruction echo = p.inst;
    setCacheBits(echo, p.unencodedCachePolicy);
    printInstruction(echo, t, out, &ov);
  } else {
    printInstruction(p.inst, t, out, &ov);
  }
  if (!showEncoding) {
    out += '\n';
    return;
  }
  const size_t textLen = out.size() - lineStart - 1;
  out.append(textLen < 40 ? 40 - textLen : 1, ' ');
  out += "; encoding: [";
  const Fixup* f = p.fixup ? &*p.fixup : nullptr;
  size_t fixFirst = f ? f->offset : size, fixLen = f ? size_t(Fixup::size(f->kind)) : 0;
  for (size_t i = 0; i < size; ++i) {
    if (i) out += ',';
    if (i >= fixFirst && i < fixFirst + fixLen) out += 'A';
    else appendByteHex(out, bytes[i]);
  }
  out += "]\n";
  if (f)
    fmt::format_to(std::back_inserter(out), "{:40};   fixup A - offset: {}, value: {}, kind: {}\n", "", f->offset,
                   f->expr.text(), fixupKindName(f->kind));
}

uint16_t sgprEnd(const ParsedInstruction& p, const Target& t) {
  const Instruction& inst = p.inst;
  const OpInfo& info = opInfo(inst.op);
  const uint32_t count = uint32_t(sgprCount(t.gen()));
  uint32_t end = p.sgprEnd;  // vector instructions: as the parser read them (widths vary with modifiers)
  auto use = [&](uint32_t code, int dwords) {
    if (code < count) end = std::max(end, code + uint32_t(dwords));
  };
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::SReg) use(s.field == Field::SBASE ? inst[s.field] << 1 : inst[s.field], s.dwords);
    if (s.kind == OperandKind::SSrc) use(inst[s.field], s.dwords);
    if (s.kind == OperandKind::SmemOffset)
      if (auto o = smemOffset(inst, t.gen()); o && o->hasReg) use(o->reg, 1);
  }
  return uint16_t(end);
}

}  // namespace gcnkit::asmimpl
