#include "text/agpr_operand.h"

#include <string>

#include "isa/registers.h"

namespace gcnkit {

RegToken readAgpr(Ctx& c) {
  RegToken r;
  c.s.skipSpace();
  r.col = c.s.col();
  if (c.s.peek() != 'a') return r;
  Scan probe = c.s;
  probe.ident();
  Scan bracket = probe;
  bracket.skipSpace();
  if (bracket.peek() == '[') {  // "a [4:7]" too: LLVM's lexer skips the blanks of a range
    const size_t close = c.s.line.find(']', bracket.pos);
    if (close == std::string_view::npos) return r;
    probe.pos = close + 1;
  }
  std::string text;
  for (char ch : c.s.line.substr(c.s.pos, probe.pos - c.s.pos))
    if (ch != ' ' && ch != '\t') text += ch;
  RegParse p = parseAgpr(text, c.t);
  if (!p.reg && p.error.empty()) return r;
  c.s.pos = probe.pos;
  r.isRegister = true;
  if (p.reg) r.reg = *p.reg;
  r.error = p.error;
  r.col += p.errorOffset;
  return r;
}

bool accData(const Instruction& inst, const OpInfo& info, const Target& t) {
  const auto bit = accDataBit(info.enc);
  return bit && t.has(kFeatGfx90aInsts) && inst[*bit];
}

namespace {
bool isData(Field f) { return f == Field::VDST || f == Field::VDATA || f == Field::DATA0 || f == Field::DATA1; }
}  // namespace

bool applyAccData(Ctx& c, Instruction& inst, std::span<const WrittenRegister> regs) {
  // No AGPR memory data on the processor (gfx908 knows AGPRs, has none there): every variant stops at the first.
  if (!c.t.has(kFeatGfx90aInsts))
    for (const WrittenRegister& r : regs)
      if (r.agpr) return c.fail(r.col, kInvalidOperand);
  int files = -1;  // -1: no data register yet, 0: VGPRs, 1: AGPRs
  for (const WrittenRegister& r : regs) {
    if (!r.agpr && !isData(r.field)) continue;
    if (r.agpr && !isData(r.field)) return c.fail(r.col, kInvalidOperand);
    if (files >= 0 && files != int(r.agpr)) return c.fail(r.col, kInvalidOperand);
    files = int(r.agpr);
  }
  if (files == 1) {
    const auto bit = accDataBit(c.info.enc);
    if (!bit || !c.t.has(kFeatGfx90aInsts)) return c.fail(regs[0].col, kInvalidOperand);
    inst[*bit] = 1;
  }
  return true;
}

}  // namespace gcnkit
