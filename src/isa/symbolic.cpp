#include "isa/symbolic.h"

#include <array>
#include <span>

#include <fmt/format.h>

namespace gcnkit {

namespace {
constexpr GenSet kAll = kAllGens, kG9up = gensFrom(Gen::GFX9), kG10up = gensFrom(Gen::GFX10),
                 kG101 = genBit(Gen::GFX10), kTo11 = gensThrough(Gen::GFX11), kTo103 = gensThrough(Gen::GFX10_3),
                 kG9to103 = gensBetween(Gen::GFX9, Gen::GFX10_3), kG9to11 = gensBetween(Gen::GFX9, Gen::GFX11),
                 kG10to103 = gensBetween(Gen::GFX10, Gen::GFX10_3), kG10to11 = gensBetween(Gen::GFX10, Gen::GFX11),
                 kG103to11 = gensBetween(Gen::GFX10_3, Gen::GFX11), kG8to103 = gensBetween(Gen::GFX8, Gen::GFX10_3),
                 kG11 = genBit(Gen::GFX11), kG11up = gensFrom(Gen::GFX11);
}  // namespace

// ---------------------------------------------------------------- waitcnt
const WaitcntLayout& waitcntLayout(Gen g) {
  static constexpr WaitcntLayout pre9{0, 4, 0, 0, 4, 3, 8, 4};
  static constexpr WaitcntLayout gfx9{0, 4, 14, 2, 4, 3, 8, 4};
  static constexpr WaitcntLayout gfx10{0, 4, 14, 2, 4, 3, 8, 6};
  static constexpr WaitcntLayout gfx11{10, 6, 0, 0, 0, 3, 4, 6};  // vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4
  static constexpr std::array<const WaitcntLayout*, kGenCount> byGen{&pre9,  &pre9,  &pre9,  &gfx9, &gfx10,
                                                                     &gfx10, &gfx11, &gfx11, &gfx11};
  return *byGen[size_t(genIndex(g))];
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

unsigned gfx12WaitMax(Gfx12Wait c) {
  switch (c) {
    case Gfx12Wait::Km: return 31;
    case Gfx12Wait::Bvh: case Gfx12Wait::Exp: return 7;
    default: return 63;
  }
}

Gfx12CombinedWait decodeGfx12CombinedWait(uint32_t imm) { return {(imm >> 8) & 63, imm & 63}; }

// ---------------------------------------------------------------- hwreg
namespace {
struct NamedId {
  std::string_view name;
  unsigned id;
  GenSet gens;
};
// (Facts: llvm-mc 22 disassembling every id on each generation's representative.)
constexpr GenSet kG12up = gensFrom(Gen::GFX12), kG125 = gensFrom(Gen::GFX12_5);
constexpr std::array kHwregs{
    // GFX12's names come first: the printer takes the first name of an id; the older names of ids 1, 2, 5, 6, 23
    // and 24 below stay input spellings there.
    NamedId{"HW_REG_WAVE_MODE", 1, kG12up},   NamedId{"HW_REG_WAVE_STATUS", 2, kG12up},
    NamedId{"HW_REG_WAVE_STATE_PRIV", 4, kG12up}, NamedId{"HW_REG_WAVE_GPR_ALLOC", 5, kG12up},
    NamedId{"HW_REG_WAVE_LDS_ALLOC", 6, kG12up}, NamedId{"HW_REG_PERF_SNAPSHOT_DATA", 10, kG12up},
    NamedId{"HW_REG_PERF_SNAPSHOT_PC_LO", 11, kG12up}, NamedId{"HW_REG_PERF_SNAPSHOT_PC_HI", 12, kG12up},
    NamedId{"HW_REG_PERF_SNAPSHOT_DATA1", 15, kG12up}, NamedId{"HW_REG_PERF_SNAPSHOT_DATA2", 16, kG12up},
    NamedId{"HW_REG_WAVE_EXCP_FLAG_PRIV", 17, kG12up}, NamedId{"HW_REG_WAVE_EXCP_FLAG_USER", 18, kG12up},
    NamedId{"HW_REG_WAVE_TRAP_CTRL", 19, kG12up}, NamedId{"HW_REG_WAVE_SCRATCH_BASE_LO", 20, kG12up},
    NamedId{"HW_REG_WAVE_SCRATCH_BASE_HI", 21, kG12up}, NamedId{"HW_REG_WAVE_HW_ID1", 23, kG12up},
    NamedId{"HW_REG_WAVE_HW_ID2", 24, kG12up}, NamedId{"HW_REG_WAVE_SCHED_MODE", 26, kG12up},
    NamedId{"HW_REG_SHADER_CYCLES_LO", 29, kG12up}, NamedId{"HW_REG_SHADER_CYCLES_HI", 30, kG12up},
    NamedId{"HW_REG_WAVE_DVGPR_ALLOC_LO", 31, kG12up}, NamedId{"HW_REG_WAVE_DVGPR_ALLOC_HI", 32, kG12up},
    NamedId{"HW_REG_IB_STS2", 28, kG125}, NamedId{"HW_REG_XNACK_STATE_PRIV", 33, kG125},
    NamedId{"HW_REG_XNACK_MASK", 34, kG125},
    NamedId{"HW_REG_MODE", 1, kAll},          NamedId{"HW_REG_STATUS", 2, kAll},
    NamedId{"HW_REG_TRAPSTS", 3, kTo11},      NamedId{"HW_REG_HW_ID", 4, gensThrough(Gen::GFX9)},
    NamedId{"HW_REG_GPR_ALLOC", 5, kAll},     NamedId{"HW_REG_LDS_ALLOC", 6, kAll},
    NamedId{"HW_REG_IB_STS", 7, kAll},        NamedId{"HW_REG_SH_MEM_BASES", 15, kG9to11},
    NamedId{"HW_REG_TBA_LO", 16, kG9to103},   NamedId{"HW_REG_TBA_HI", 17, kG9to103},
    NamedId{"HW_REG_TMA_LO", 18, kG9to103},   NamedId{"HW_REG_TMA_HI", 19, kG9to103},
    NamedId{"HW_REG_PERF_SNAPSHOT_PC_LO", 18, kG11}, NamedId{"HW_REG_PERF_SNAPSHOT_PC_HI", 19, kG11},
    NamedId{"HW_REG_FLAT_SCR_LO", 20, kG10to11}, NamedId{"HW_REG_FLAT_SCR_HI", 21, kG10to11},
    NamedId{"HW_REG_XNACK_MASK", 22, kG101},  NamedId{"HW_REG_HW_ID1", 23, kG10up},
    NamedId{"HW_REG_HW_ID2", 24, kG10up},     NamedId{"HW_REG_POPS_PACKER", 25, kG10to103},
    NamedId{"HW_REG_PERF_SNAPSHOT_DATA", 27, kG11},
    NamedId{"HW_REG_SHADER_CYCLES", 29, kG103to11},
    // On GFX10 the old name HW_REG_HW_ID is accepted for HW_REG_HW_ID1 (input only: listed last).
    NamedId{"HW_REG_HW_ID", 23, kG10to103},
};
}  // namespace

std::optional<unsigned> hwregId(std::string_view name, Gen g) {
  for (const NamedId& h : kHwregs)
    if (h.name == name && inGens(h.gens, g)) return h.id;
  return std::nullopt;
}

std::string_view hwregName(unsigned id, Gen g) {
  for (const NamedId& h : kHwregs)
    if (h.id == id && inGens(h.gens, g)) return h.name;
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
// A message, and whether s_sendmsg carries its data in M0 (the GS stream messages, an allocation request, an
// interrupt's payload; GFX11's MSG_DEALLOC_VGPRS, which ends every kernel, reads none).
struct Message {
  std::string_view name;
  unsigned id;
  GenSet gens;
  bool readsM0 = false;
};
constexpr std::array kMessages{
    Message{"MSG_INTERRUPT", 1, kAll, true},          Message{"MSG_GS", kMsgGs, kTo103, true},
    Message{"MSG_GS_DONE", kMsgGsDone, kTo103, true}, Message{"MSG_HS_TESSFACTOR", 2, kG11up},
    Message{"MSG_DEALLOC_VGPRS", 3, kG11up},    Message{"MSG_SAVEWAVE", 4, kG8to103},
    Message{"MSG_STALL_WAVE_GEN", 5, kG9to11},  Message{"MSG_HALT_WAVES", 6, kG9to11},
    Message{"MSG_ORDERED_PS_DONE", 7, kG9to103}, Message{"MSG_EARLY_PRIM_DEALLOC", 8, kG9to103},
    Message{"MSG_GS_ALLOC_REQ", 9, kG9up, true},      Message{"MSG_GET_DOORBELL", 10, kG9to103},
    Message{"MSG_GET_DDID", 11, kG10to103},     Message{"MSG_SYSMSG", kMsgSysmsg, kAll},
    Message{"MSG_SAVEWAVE_HAS_TDM", 10, gensFrom(Gen::GFX12_5)},
    Message{"MSG_RTN_GET_DOORBELL", 128, kG11up}, Message{"MSG_RTN_GET_DDID", 129, kG11up},
    Message{"MSG_RTN_GET_TMA", 130, kG11up},    Message{"MSG_RTN_GET_REALTIME", 131, kG11up},
    Message{"MSG_RTN_SAVE_WAVE", 132, kG11up},  Message{"MSG_RTN_GET_TBA", 133, kG11up},
    Message{"MSG_RTN_GET_TBA_TO_PC", 134, kG11up},
    Message{"MSG_RTN_GET_SE_AID_ID", 135, gensFrom(Gen::GFX12)},
    Message{"MSG_RTN_GET_CLUSTER_BARRIER_STATE", 136, gensFrom(Gen::GFX12_5)},
};
constexpr std::array<std::string_view, 4> kGsOps{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
constexpr std::array<std::string_view, 5> kSysOps{"", "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                                  "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
// The GS stream messages exist before GFX11; there ids 2 and 3 are other messages.
bool gsMessage(unsigned msg, Gen g) { return (msg == kMsgGs || msg == kMsgGsDone) && inGens(kTo103, g); }
// GFX11+: an 8-bit message id and no operation or stream fields (LLVM's decodeMsg reads both as 0).
bool wideMessageIds(Gen g) { return inGens(kG11up, g); }
}  // namespace

std::optional<unsigned> sendmsgId(std::string_view name, Gen g) {
  for (const Message& m : kMessages)
    if (m.name == name && inGens(m.gens, g)) return m.id;
  return std::nullopt;
}

bool sendmsgNameExists(std::string_view name) {
  for (const Message& m : kMessages)
    if (m.name == name) return true;
  return false;
}

std::string_view sendmsgName(unsigned id, Gen g) {
  for (const Message& m : kMessages)
    if (m.id == id && inGens(m.gens, g)) return m.name;
  return {};
}

bool sendmsgReadsM0(unsigned id, Gen g) {
  for (const Message& m : kMessages)
    if (m.id == id && inGens(m.gens, g)) return m.readsM0;
  return true;  // (an unknown id is taken to read it)
}

unsigned sendmsgIdMax(Gen g) { return wideMessageIds(g) ? 255 : 15; }

bool sendmsgRequiresOp(unsigned msg, Gen g) { return gsMessage(msg, g) || msg == kMsgSysmsg; }

bool sendmsgOpValid(unsigned msg, unsigned op, Gen g) {
  if (gsMessage(msg, g)) return msg == kMsgGs ? op >= 1 && op <= 3 : op <= 3;
  if (msg == kMsgSysmsg) return op >= 1 && op <= 4 && !(op == 3 && inGens(kG9up, g));  // no HOST_TRAP_ACK from GFX9
  return op == 0;
}

bool sendmsgSupportsStream(unsigned msg, unsigned op, Gen g) { return gsMessage(msg, g) && op != 0; }

bool sendmsgStreamValid(unsigned msg, unsigned op, unsigned stream, Gen g) {
  return sendmsgSupportsStream(msg, op, g) ? stream <= 3 : stream == 0;
}

std::optional<unsigned> sendmsgOpId(unsigned msg, std::string_view name, Gen g) {
  if (gsMessage(msg, g)) {
    for (unsigned i = 0; i < kGsOps.size(); ++i)
      if (kGsOps[i] == name) return i;
  } else if (msg == kMsgSysmsg) {
    for (unsigned i = 1; i < kSysOps.size(); ++i)
      if (kSysOps[i] == name) return i;
  }
  return std::nullopt;
}

bool sendmsgIsSysmsg(int64_t msg) { return msg == kMsgSysmsg; }

std::optional<unsigned> sendmsgOpIdAfter(int64_t msg, std::string_view name) {
  if (sendmsgIsSysmsg(msg)) {
    for (unsigned i = 1; i < kSysOps.size(); ++i)
      if (kSysOps[i] == name) return i;
  } else {
    for (unsigned i = 0; i < kGsOps.size(); ++i)
      if (kGsOps[i] == name) return i;
  }
  return std::nullopt;
}

std::string_view sendmsgOpName(unsigned msg, unsigned op, Gen g) {
  if (gsMessage(msg, g) && op < kGsOps.size()) return kGsOps[op];
  if (msg == kMsgSysmsg && op < kSysOps.size()) return kSysOps[op];
  return {};
}

std::string printSendmsg(uint32_t imm, Gen g) {
  const bool wide = wideMessageIds(g);
  const unsigned msg = imm & (wide ? 0xffu : 0xfu), op = wide ? 0 : (imm >> 4) & 0x7, stream = wide ? 0 : (imm >> 8) & 0x3;
  std::string_view name = sendmsgName(msg, g);
  const bool exact = (msg | op << 4 | stream << 8) == imm;  // no bits outside the fields
  if (!name.empty() && sendmsgOpValid(msg, op, g) && sendmsgStreamValid(msg, op, stream, g)) {
    if (!exact) return fmt::format("{}", imm);  // (LLVM prints the name and drops the other bits: GFX11+)
    std::string s = fmt::format("sendmsg({}", name);
    if (sendmsgRequiresOp(msg, g)) {
      s += fmt::format(", {}", sendmsgOpName(msg, op, g));
      if (sendmsgSupportsStream(msg, op, g)) s += fmt::format(", {}", stream);
    }
    return s + ")";
  }
  if (exact) return fmt::format("sendmsg({}, {}, {})", msg, op, stream);
  return fmt::format("{}", imm);
}

// ---------------------------------------------------------------- s_delay_alu
namespace {
constexpr std::array<DelayAluField, 3> kDelayAluFields{{{"instid0", 0, 4}, {"instskip", 4, 3}, {"instid1", 7, 4}}};
constexpr std::array<std::string_view, 12> kDelayInstIds{
    "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",        "VALU_DEP_3",   "VALU_DEP_4",   "TRANS32_DEP_1",
    "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3"};
constexpr std::array<std::string_view, 6> kDelayInstSkips{"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"};
std::span<const std::string_view> delayAluNames(const DelayAluField& f) {
  if (f.name == "instskip") return kDelayInstSkips;
  return kDelayInstIds;
}
}  // namespace

const DelayAluField* delayAluField(std::string_view name) {
  for (const DelayAluField& f : kDelayAluFields)
    if (f.name == name) return &f;
  return nullptr;
}

std::optional<uint32_t> delayAluValue(const DelayAluField& f, std::string_view valueName) {
  const auto names = delayAluNames(f);
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == valueName) return uint32_t(i);
  return std::nullopt;
}

std::optional<std::string> printDelayAlu(uint32_t imm) {
  if (imm & ~0x7ffu) return std::nullopt;
  std::string s;
  for (const DelayAluField& f : kDelayAluFields) {
    const uint32_t v = (imm >> f.shift) & ((1u << f.bits) - 1);
    if (!v) continue;
    const auto names = delayAluNames(f);
    if (v >= names.size()) return std::nullopt;
    if (!s.empty()) s += " | ";
    s += fmt::format("{}({})", f.name, names[v]);
  }
  return s.empty() ? std::string("0") : s;
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
  if (inGens(gensFrom(Gen::GFX10_3), g)) {
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
