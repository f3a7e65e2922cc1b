#include "text/vgpr_msb.h"

#include <array>
#include <optional>

#include "codec/codec.h"
#include "codec/vgpr_msb.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "text/scan.h"

namespace gcnkit {

namespace {

struct VgprOperand {
  uint8_t number;  // its first VGPR's 8-bit number
  uint8_t slot;
};

// The VGPR operands of one component, in the order the printer writes the row's operands. `word` is the field
// that holds an operand the row names `f` (VOPD's Y component: SRC0 -> SRC0Y ...).
template <class WordField>
void collect(const OpInfo& info, const Instruction& inst, WordField word, std::array<VgprOperand, 16>& out, size_t& n) {
  for (int i = 0; i < info.numOperands && n < out.size(); ++i) {
    const OperandSpec& s = info.operands[size_t(i)];
    const int slot = vgprMsbSlot(info, s.field);  // (codec/vgpr_msb.h)
    if (slot < 0) continue;
    const uint32_t v = inst[word(s.field)];
    // (VGPR-only fields hold the number, 9-bit source fields 256 + the number)
    if (namesVgpr(s, v)) out[n++] = {uint8_t(v & 0xff), uint8_t(slot)};
  }
}

// A VGPR token of the text at `at` ("v12", "v[4:7]", a half's ".l"/".h" included): its numbers and end.
struct Token {
  unsigned first, last;
  bool tuple;
  size_t end;
};

std::optional<Token> vgprToken(std::string_view s, size_t at) {
  if (s[at] != 'v' || (at > 0 && Scan::identChar(s[at - 1]))) return std::nullopt;
  auto number = [&](size_t& i, unsigned& v) {
    const size_t start = i;
    v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') v = v * 10 + unsigned(s[i++] - '0');
    return i > start && i - start < 5;
  };
  Token t{};
  size_t i = at + 1;
  if (i < s.size() && s[i] == '[') {
    ++i;
    if (!number(i, t.first) || i >= s.size() || s[i++] != ':' || !number(i, t.last) || i >= s.size() || s[i++] != ']')
      return std::nullopt;
    t.tuple = true;
  } else {
    if (!number(i, t.first)) return std::nullopt;
    t.last = t.first;
    if (i + 1 < s.size() && s[i] == '.' && (s[i + 1] == 'l' || s[i + 1] == 'h')) i += 2;
  }
  if (i < s.size() && Scan::identChar(s[i])) return std::nullopt;  // (vcc, a longer name)
  t.end = i;
  return t;
}

}  // namespace

uint8_t vgprMsbModeAfter(uint8_t mode, const Instruction* inst) {
  if (!inst) return 0;
  switch (inst->op) {
    case Op::s_set_vgpr_msb: return uint8_t((*inst)[Field::SIMM16] & 0xff);
    case Op::s_setpc_b64: case Op::s_set_pc_i64: case Op::s_add_pc_i64: case Op::s_endpgm: case Op::s_endpgm_saved:
    case Op::s_endpgm_ordered_ps_done: case Op::s_code_end:
      return 0;
    default: break;
  }
  const OpInfo& info = opInfo(inst->op);
  // (the branches: SOPP rows with a label; s_call_* are SOPK and keep the mode)
  return (info.flags & kBranch) && info.enc == Encoding::SOPP ? 0 : mode;
}

bool appendWithVgprMsbs(TextBuf& out, std::string_view printed, const Instruction& inst, const Target& t, uint8_t mode) {
  if (mode == 0) {
    out += printed;
    return true;
  }
  std::array<VgprOperand, 16> ops{};
  size_t n = 0;
  const OpInfo& info = opInfo(inst.op);
  collect(info, inst, [](Field f) { return f; }, ops, n);
  if (info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3)
    if (const auto y = vopdYRow(inst, t.gen(), t.features)) collect(opInfo(*y), inst, vopdYField, ops, n);
  // Match first, write after: a text that names a VGPR no operand accounts for is left as it is.
  std::array<std::pair<Token, int>, 16> found{};
  size_t matched = 0, next = 0;
  for (size_t at = printed.find(' '); at != std::string_view::npos && at < printed.size(); ++at) {
    const auto tok = vgprToken(printed, at);
    if (!tok) continue;
    size_t k = next;
    while (k < n && ops[k].number != tok->first) ++k;
    if (k == n || matched == found.size()) {
      out += printed;
      return false;
    }
    found[matched++] = {*tok, (mode >> (2 * ops[k].slot)) & 3};
    next = k + 1;
    at = tok->end - 1;
  }
  size_t from = 0;
  for (size_t i = 0; i < matched; ++i) {
    const auto& [tok, high] = found[i];
    if (!high) continue;
    out += printed.substr(from, tok.end - from);
    out += " /*v";
    const unsigned add = unsigned(high) * 256;
    if (tok.tuple) {
      out += '[';
      appendDec(out, tok.first + add);
      out += ':';
      appendDec(out, tok.last + add);
      out += ']';
    } else {
      appendDec(out, tok.first + add);
    }
    out += "*/";
    from = tok.end;
  }
  out += printed.substr(from);
  return true;
}

}  // namespace gcnkit
