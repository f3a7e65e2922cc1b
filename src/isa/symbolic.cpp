#include "isa/symbolic.h"

#include <array>

#include <fmt/format.h>

namespace gcnkit {

namespace {
constexpr uint8_t genBit(Gen g) { return uint8_t(1u << genIndex(g)); }
constexpr uint8_t kAll = 0x3f, kG8up = 0x3c, kG9up = 0x38, kG9to10 = 0x38, kG10up = 0x30, kG101 = 0x10,
                  kG103 = 0x20;
}  // namespace

// ---------------------------------------------------------------- waitcnt
const WaitcntLayout& waitcntLayout(Gen g) {
  static constexpr WaitcntLayout pre9{0, 4, 0, 0, 4, 3, 8, 4};
  static constexpr WaitcntLayout gfx9{0, 4, 14, 2, 4, 3, 8, 4};
  static constexpr WaitcntLayout gfx10{0, 4, 14, 2, 4, 3, 8, 6};
  return g < Gen::GFX9 ? pre9 : g == Gen::GFX9 ? gfx9 : gfx10;
}

unsigned waitcntMax(Gen g, int counter) {
  const WaitcntLayout& l = waitcntLayout(g);
  int bits = counter == 0 ? l.vmLoBits + l.vmHiBits : counter == 1 ? l.expBits : l.lgkmBits;
  return (1u << bits) - 1;
}

WaitcntCounts decodeWaitcnt(Gen g, uint32_t imm) {
  const WaitcntLayout& l = waitcntLayout(g);
  auto get = [&](int shift, int bits) { return bits ? (imm >> shift) & ((1u << bits) - 1) : 0; };
  return {get(l.vmLoShift, l.vmLoBits) | (get(l.vmHiShift, l.vmHiBits) << l.vmLoBits), get(l.expShift, l.expBits),
          get(l.lgkmShift, l.lgkmBits)};
}

uint32_t encodeWaitcnt(Gen g, WaitcntCounts c) {
  const WaitcntLayout& l = waitcntLayout(g);
  auto put = [](unsigned v, int shift, int bits) { return bits ? (v & ((1u << bits) - 1)) << shift : 0; };
  return put(c.vm, l.vmLoShift, l.vmLoBits) | put(c.vm >> l.vmLoBits, l.vmHiShift, l.vmHiBits) |
         put(c.exp, l.expShift, l.expBits) | put(c.lgkm, l.lgkmShift, l.lgkmBits);
}

uint32_t waitcntAllMax(Gen g) { return encodeWaitcnt(g, {waitcntMax(g, 0), waitcntMax(g, 1), waitcntMax(g, 2)}); }

// ---------------------------------------------------------------- hwreg
namespace {
struct NamedId {
  std::string_view name;
  unsigned id;
  uint8_t gens;
};
constexpr std::array kHwregs{
    NamedId{"HW_REG_MODE", 1, kAll},          NamedId{"HW_REG_STATUS", 2, kAll},
    NamedId{"HW_REG_TRAPSTS", 3, kAll},       NamedId{"HW_REG_HW_ID", 4, 0x0f},
    NamedId{"HW_REG_GPR_ALLOC", 5, kAll},     NamedId{"HW_REG_LDS_ALLOC", 6, kAll},
    NamedId{"HW_REG_IB_STS", 7, kAll},        NamedId{"HW_REG_SH_MEM_BASES", 15, kG9up},
    NamedId{"HW_REG_TBA_LO", 16, kG9up},      NamedId{"HW_REG_TBA_HI", 17, kG9up},
    NamedId{"HW_REG_TMA_LO", 18, kG9up},      NamedId{"HW_REG_TMA_HI", 19, kG9up},
    NamedId{"HW_REG_FLAT_SCR_LO", 20, kG10up}, NamedId{"HW_REG_FLAT_SCR_HI", 21, kG10up},
    NamedId{"HW_REG_XNACK_MASK", 22, kG101},  NamedId{"HW_REG_HW_ID1", 23, kG10up},
    NamedId{"HW_REG_HW_ID2", 24, kG10up},     NamedId{"HW_REG_POPS_PACKER", 25, kG10up},
    NamedId{"HW_REG_SHADER_CYCLES", 29, kG103},
    // On GFX10 the old name HW_REG_HW_ID is accepted for HW_REG_HW_ID1 (input only: listed last).
    NamedId{"HW_REG_HW_ID", 23, kG10up},
};
}  // namespace

std::optional<unsigned> hwregId(std::string_view name, Gen g) {
  for (const NamedId& h : kHwregs)
    if (h.name == name && (h.gens & genBit(g))) return h.id;
  return std::nullopt;
}

std::string_view hwregName(unsigned id, Gen g) {
  for (const NamedId& h : kHwregs)
    if (h.id == id && (h.gens & genBit(g))) return h.name;
  return {};
}

bool hwregNameExists(std::string_view name) {
  for (const NamedId& h : kHwregs)
    if (h.name == name) return true;
  return false;
}

// ---------------------------------------------------------------- sendmsg
namespace {
constexpr unsigned kMsgGs = 2, kMsgGsDone = 3, kMsgSysmsg = 15;
constexpr std::array kMessages{
    NamedId{"MSG_INTERRUPT", 1, kAll},        NamedId{"MSG_GS", kMsgGs, kAll},
    NamedId{"MSG_GS_DONE", kMsgGsDone, kAll}, NamedId{"MSG_SAVEWAVE", 4, kG8up},
    NamedId{"MSG_STALL_WAVE_GEN", 5, kG9up},  NamedId{"MSG_HALT_WAVES", 6, kG9up},
    NamedId{"MSG_ORDERED_PS_DONE", 7, kG9up}, NamedId{"MSG_EARLY_PRIM_DEALLOC", 8, kG9to10},
    NamedId{"MSG_GS_ALLOC_REQ", 9, kG9up},    NamedId{"MSG_GET_DOORBELL", 10, kG9to10},
    NamedId{"MSG_GET_DDID", 11, kG10up},      NamedId{"MSG_SYSMSG", kMsgSysmsg, kAll},
};
constexpr std::array<std::string_view, 4> kGsOps{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
constexpr std::array<std::string_view, 5> kSysOps{"", "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                                  "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
}  // namespace

std::optional<unsigned> sendmsgId(std::string_view name, Gen g) {
  for (const NamedId& m : kMessages)
    if (m.name == name && (m.gens & genBit(g))) return m.id;
  return std::nullopt;
}

bool sendmsgNameExists(std::string_view name) {
  for (const NamedId& m : kMessages)
    if (m.name == name) return true;
  return false;
}

std::string_view sendmsgName(unsigned id, Gen g) {
  for (const NamedId& m : kMessages)
    if (m.id == id && (m.gens & genBit(g))) return m.name;
  return {};
}

bool sendmsgRequiresOp(unsigned msg) { return msg == kMsgGs || msg == kMsgGsDone || msg == kMsgSysmsg; }

bool sendmsgOpValid(unsigned msg, unsigned op, Gen g) {
  if (msg == kMsgGs) return op >= 1 && op <= 3;
  if (msg == kMsgGsDone) return op <= 3;
  if (msg == kMsgSysmsg) return op >= 1 && op <= 4 && !(op == 3 && g >= Gen::GFX9);  // no HOST_TRAP_ACK from GFX9
  return op == 0;
}

bool sendmsgSupportsStream(unsigned msg, unsigned op) { return (msg == kMsgGs || msg == kMsgGsDone) && op != 0; }

bool sendmsgStreamValid(unsigned msg, unsigned op, unsigned stream) {
  return sendmsgSupportsStream(msg, op) ? stream <= 3 : stream == 0;
}

std::optional<unsigned> sendmsgOpId(unsigned msg, std::string_view name) {
  if (msg == kMsgGs || msg == kMsgGsDone) {
    for (unsigned i = 0; i < kGsOps.size(); ++i)
      if (kGsOps[i] == name) return i;
  } else if (msg == kMsgSysmsg) {
    for (unsigned i = 1; i < kSysOps.size(); ++i)
      if (kSysOps[i] == name) return i;
  }
  return std::nullopt;
}

std::string_view sendmsgOpName(unsigned msg, unsigned op) {
  if ((msg == kMsgGs || msg == kMsgGsDone) && op < kGsOps.size()) return kGsOps[op];
  if (msg == kMsgSysmsg && op < kSysOps.size()) return kSysOps[op];
  return {};
}

std::string printSendmsg(uint32_t imm, Gen g) {
  unsigned msg = imm & 0xf, op = (imm >> 4) & 0x7, stream = (imm >> 8) & 0x3;
  std::string_view name = sendmsgName(msg, g);
  const bool exact = (msg | op << 4 | stream << 8) == imm;  // no bits outside the three fields
  if (exact && !name.empty() && sendmsgOpValid(msg, op, g) && sendmsgStreamValid(msg, op, stream)) {
    std::string s = fmt::format("sendmsg({}", name);
    if (sendmsgRequiresOp(msg)) {
      s += fmt::format(", {}", sendmsgOpName(msg, op));
      if (sendmsgSupportsStream(msg, op)) s += fmt::format(", {}", stream);
    }
    return s + ")";
  }
  if (exact) return fmt::format("sendmsg({}, {}, {})", msg, op, stream);
  return fmt::format("{}", imm);
}

// ---------------------------------------------------------------- s_version
namespace {
struct VersionName {
  unsigned code;
  std::string_view name;
};
constexpr std::array<VersionName, 4> kVersions{{{0, "UC_VERSION_GFX7"}, {4, "UC_VERSION_GFX10"},
                                                {6, "UC_VERSION_GFX11"}, {9, "UC_VERSION_GFX12"}}};
constexpr std::array<VersionName, 3> kVersionBits{
    {{0x2000, "UC_VERSION_W64_BIT"}, {0x4000, "UC_VERSION_W32_BIT"}, {0x8000, "UC_VERSION_MDP_BIT"}}};
}  // namespace

std::optional<unsigned> versionSymbol(std::string_view name) {
  for (const VersionName& v : kVersions)
    if (v.name == name) return v.code;
  for (const VersionName& v : kVersionBits)
    if (v.name == name) return v.code;
  return std::nullopt;
}

std::string printVersion(uint32_t imm) {
  // Bits 12:8 belong to no field: LLVM prints such a value as one number. Else the version (bits 7:0) is its
  // name or a decimal number, followed by the flags.
  if (imm & 0x1f00) return imm <= 64 ? fmt::format("{}", imm) : fmt::format("{:#x}", imm);
  std::string expr = fmt::format("{}", imm & 0xff);
  for (const VersionName& v : kVersions)
    if (v.code == (imm & 0xff)) expr = v.name;
  // LLVM prints the flags as a left-nested chain of '|' expressions.
  int terms = 1;
  for (const VersionName& b : kVersionBits) {
    if (!(imm & b.code)) continue;
    expr = (terms >= 2 ? "(" + expr + ")" : expr) + "|" + std::string(b.name);
    ++terms;
  }
  return expr;
}

// ---------------------------------------------------------------- gpr_idx
std::string printGprIdx(uint32_t imm) {
  if (imm & ~0xfu) return fmt::format("{:#x}", imm);
  static constexpr std::array<std::string_view, 4> names{"SRC0", "SRC1", "SRC2", "DST"};
  std::string s = "gpr_idx(";
  bool first = true;
  for (int i = 0; i < 4; ++i) {
    if (!(imm & (1u << i))) continue;
    if (!first) s += ',';
    s += names[i];
    first = false;
  }
  return s + ")";
}

// ---------------------------------------------------------------- depctr
namespace {
constexpr std::array<DepctrField, 7> kDepctr103{{{"depctr_hold_cnt", 7, 1}, {"depctr_sa_sdst", 0, 1},
                                                 {"depctr_va_vdst", 12, 4}, {"depctr_va_sdst", 9, 3},
                                                 {"depctr_va_ssrc", 8, 1},  {"depctr_va_vcc", 1, 1},
                                                 {"depctr_vm_vsrc", 2, 3}}};
}  // namespace

const DepctrField* depctrFields(Gen g, int& count) {
  // GFX10.1 lacks hold_cnt (the first row).
  if (g == Gen::GFX10_3) {
    count = int(kDepctr103.size());
    return kDepctr103.data();
  }
  count = int(kDepctr103.size()) - 1;
  return kDepctr103.data() + 1;
}

uint32_t depctrAllMax(Gen g) {
  int n = 0;
  const DepctrField* f = depctrFields(g, n);
  uint32_t v = 0;
  for (int i = 0; i < n; ++i) v |= ((1u << f[i].bits) - 1) << f[i].shift;
  return v;
}

std::string printDepctr(uint32_t imm, Gen g) {
  uint32_t all = depctrAllMax(g);
  if (imm & ~all) return fmt::format("{:#x}", imm);
  int n = 0;
  const DepctrField* f = depctrFields(g, n);
  bool printAll = imm == all;
  std::string s;
  for (int i = 0; i < n; ++i) {
    unsigned max = (1u << f[i].bits) - 1, v = (imm >> f[i].shift) & max;
    if (v == max && !printAll) continue;
    if (!s.empty()) s += ' ';
    s += fmt::format("{}({})", f[i].name, v);
  }
  return s;
}

}  // namespace gcnkit
