#include "isa/ops.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace gcnkit {

namespace {

struct Row {
  std::string_view name;
  Encoding enc;
  std::array<int16_t, kGenCount> opcode;
  std::string_view operands;
  uint32_t flags;
};

constexpr Encoding SOP1 = Encoding::SOP1, SOP2 = Encoding::SOP2, SOPK = Encoding::SOPK,
                   SOPC = Encoding::SOPC, SOPP = Encoding::SOPP, SMEM = Encoding::SMEM;

constexpr Row kRows[] = {
#define GCN_OP(name, enc, o6, o7, o8, o9, o10, o103, operands, flags) \
  {#name, enc, {o6, o7, o8, o9, o10, o103}, operands, flags},
#include "isa/scalar_ops.def"
#undef GCN_OP
};
static_assert(std::size(kRows) == kOpCount);

Field fieldByName(std::string_view n) {
  static const std::pair<std::string_view, Field> names[] = {
      {"sdst", Field::SDST},     {"ssrc0", Field::SSRC0}, {"ssrc1", Field::SSRC1},
      {"simm16", Field::SIMM16}, {"sdata", Field::SDATA}, {"sbase", Field::SBASE},
      {"offset", Field::OFFSET},
  };
  for (auto& [s, f] : names)
    if (s == n) return f;
  std::abort();  // a typo in scalar_ops.def; caught by every test run
}

OperandSpec parseSpec(std::string_view text) {
  OperandSpec s;
  if (text.back() == '?') {
    s.optional = true;
    text.remove_suffix(1);
  }
  size_t colon = text.find(':');
  s.field = fieldByName(text.substr(0, colon));
  std::string_view k = text.substr(colon + 1);
  auto width = [&](std::string_view digits) { return uint8_t(std::atoi(std::string(digits).c_str()) / 32); };
  const bool sized = k.size() <= 4 && k[1] >= '0' && k[1] <= '9';
  if (sized && (k[0] == 's' || k[0] == 'x')) {
    s.kind = OperandKind::SReg;
    s.noM0Exec = k[0] == 'x';
    s.dwords = width(k.substr(1));
  } else if (sized && (k[0] == 'c' || k[0] == 'r' || k[0] == 'n')) {
    s.kind = OperandKind::SSrc;
    s.regOnly = k[0] == 'r';
    s.noLiteral = k[0] == 'n';
    s.dwords = width(k.substr(1));
  }
  else if (k == "simm16") s.kind = OperandKind::SImm16;
  else if (k == "uimm16") s.kind = OperandKind::UImm16;
  else if (k == "imm16") s.kind = OperandKind::Imm16;
  else if (k == "dec16") s.kind = OperandKind::Dec16;
  else if (k == "label") s.kind = OperandKind::Label;
  else if (k == "waitcnt") s.kind = OperandKind::Waitcnt;
  else if (k == "sendmsg") s.kind = OperandKind::Sendmsg;
  else if (k == "hwreg") s.kind = OperandKind::Hwreg;
  else if (k == "gpridx") s.kind = OperandKind::GprIdx;
  else if (k == "lit32") s.kind = OperandKind::Lit32;
  else if (k == "smoff") s.kind = OperandKind::SmemOffset;
  else if (k == "probe") s.kind = OperandKind::Probe;
  else if (k == "version") s.kind = OperandKind::Version;
  else if (k == "depctr") s.kind = OperandKind::Depctr;
  else std::abort();
  return s;
}

// FNV-1a: mnemonics are short, and std::hash's byte hashing showed up in assembler profiles.
struct NameHash {
  size_t operator()(std::string_view s) const {
    uint64_t h = 0xcbf29ce484222325ull;
    for (char c : s) h = (h ^ uint8_t(c)) * 0x100000001b3ull;
    return size_t(h);
  }
};

struct Tables {
  std::vector<OpInfo> infos;
  // Open addressing over mnemonics (power-of-two size, linear probing): op index + 1, 0 = empty.
  std::vector<uint16_t> byName = std::vector<uint16_t>(1024, 0);
  // [gen][encoding][opcode] -> op+1 (0 = none)
  std::vector<uint16_t> decode;

  Tables() : decode(size_t(kGenCount) * kEncodingCount * 256, 0) {
    infos.reserve(kOpCount);
    for (size_t i = 0; i < std::size(kRows); ++i) {
      const Row& r = kRows[i];
      OpInfo info{r.name, r.enc, r.opcode, r.flags, 0, {}};
      std::string_view ops = r.operands;
      while (!ops.empty()) {
        size_t sp = ops.find(' ');
        std::string_view one = ops.substr(0, sp);
        if (!one.empty()) info.operands[info.numOperands++] = parseSpec(one);
        ops = sp == std::string_view::npos ? std::string_view{} : ops.substr(sp + 1);
      }
      infos.push_back(info);
      size_t h = NameHash{}(r.name) & (byName.size() - 1);
      while (byName[h]) h = (h + 1) & (byName.size() - 1);
      byName[h] = uint16_t(i + 1);
      for (int g = 0; g < kGenCount; ++g)
        if (r.opcode[g] >= 0) decode[index(g, r.enc, unsigned(r.opcode[g]))] = uint16_t(i + 1);
    }
  }
  static size_t index(int g, Encoding e, unsigned opc) {
    return (size_t(g) * kEncodingCount + size_t(e)) * 256 + opc;
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const OpInfo& opInfo(Op op) { return tables().infos[size_t(op)]; }

std::optional<Op> findOp(std::string_view name) {
  const Tables& t = tables();
  const size_t mask = t.byName.size() - 1;
  for (size_t h = NameHash{}(name) & mask;; h = (h + 1) & mask) {
    uint16_t v = t.byName[h];
    if (!v) return std::nullopt;
    if (t.infos[v - 1].name == name) return Op(v - 1);
  }
}

std::optional<Op> decodeOp(Gen g, Encoding e, unsigned opcode) {
  if (opcode > 255) return std::nullopt;
  uint16_t v = tables().decode[Tables::index(genIndex(g), e, opcode)];
  if (!v) return std::nullopt;
  return Op(v - 1);
}

}  // namespace gcnkit
