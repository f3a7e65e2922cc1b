// The compiled engine: which instructions make a region, when a region may run, and what running it leaves in the
// wave and the launch (exactly what stepping its instructions one by one would leave). src/emu/compiled_engine.h.
#include "emu/compiled_engine.h"

#include <string_view>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "emu/jit_x86.h"
#include "emu/launch.h"
#include "isa/registers.h"

namespace gcnkit::emu {

namespace {

constexpr uint32_t kHot = 8;           // a start index reached this often gets its region compiled
constexpr uint32_t kMaxRegion = 256;   // instructions in one region
constexpr size_t kMaxModes = 4;        // MODE values compiled per start index

// Scalar ALU instructions a region may call: those that only compute on SGPRs, SCC and EXEC. Not the program
// counter's (branches, calls, s_getpc), waits, messages, barriers, sleeps, traps, MODE and hardware registers,
// clauses, cache and prefetch operations, M0-relative moves, GFX8/9 VGPR indexing.
bool callableScalar(Op op) {
  const OpInfo& info = opInfo(op);
  switch (info.enc) {
    case Encoding::SOP2: case Encoding::SOPC: break;
    case Encoding::SOP1: case Encoding::SOPK: break;
    case Encoding::SOPP: return op == Op::s_nop;
    default: return false;
  }
  static constexpr std::string_view kRefused[] = {
      "s_getpc", "s_setpc", "s_swappc", "s_call", "s_rfe", "s_cbranch", "s_branch", "s_movrel", "s_set_gpr_idx",
      "s_sendmsg", "s_barrier", "s_sleep", "s_getreg", "s_setreg", "s_wait", "s_subvector", "s_ttrace", "s_trap",
      "s_endpgm", "s_round_mode", "s_denorm_mode", "s_clause", "s_icache", "s_dcache", "s_gl1", "s_prefetch",
      "s_alloc_vgpr", "s_set_vgpr_msb", "s_get_", "s_memtime", "s_memrealtime", "s_version", "s_setprio",
      "s_sethalt", "s_setkill", "s_code_end", "s_wakeup", "s_inst_prefetch", "s_ctz_i32_b32_fake"};
  for (std::string_view p : kRefused)
    if (info.name.substr(0, p.size()) == p) return false;
  return true;
}

}  // namespace

// The calls compiled code makes into the interpreter.
struct JitHelpers {
  static void expandExec(JitFrame& f, const Launch& l) {
    const uint64_t e = l.exec(*f.wave);
    for (unsigned lane = 0; lane < l.waveSize_; ++lane) f.laneSel[lane] = 0u - uint32_t(e >> lane & 1);
  }
  // Instruction `pos` of the frame's region, as Launch::step runs it after its checks (which the region's entry
  // test made for every instruction): the clock and counts as they stand before it, then its unit.
  static uint32_t call(JitFrame* f, uint32_t pos) {
    Launch& l = f->engine->launch_;
    Wave& w = *f->wave;
    const uint32_t index = f->region->insts[pos].index;
    l.cx_.clock = f->clock0 + pos + 1;
    w.executed = f->executed0 + pos + 1;
    w.pc = index + 1;
    const DInst& d = l.prog_.insts[index];
    bool ok;
    if (d.unit == UnitKind::VectorAlu) {
      ok = l.valu_.execValu(w, d, index);
    } else {
      l.noteExecuted(d.op);
      ok = l.salu_.execSalu(w, l.prog_.scalar[d.slot], index);
    }
    f->ok = ok;
    expandExec(*f, l);
    return ok && w.status == WaveStatus::Running && w.pc == index + 1 ? 1 : 0;
  }
};

bool compiledEngineAvailable() { return jitHostSupported(); }

CompiledEngine::CompiledEngine(Launch& launch) : launch_(launch), slots_(launch.prog_.insts.size()) {}

CompiledEngine::~CompiledEngine() = default;

std::unique_ptr<Region> CompiledEngine::build(uint32_t start, uint32_t modeBits) {
  const Program& p = launch_.prog_;
  auto r = std::make_unique<Region>();
  r->start = start;
  r->modeBits = modeBits;
  JitTarget t;
  t.waveSize = launch_.waveSize_;
  t.vgprs = launch_.vgprs_;
  t.gfx10 = launch_.gfx10_;
  t.mode = fp::decodeMode(modeBits);
  t.gprIdxOn = (modeBits >> 27 & 1) != 0;
  t.call = &JitHelpers::call;
  bool anyInline = false;
  for (uint32_t i = start; i < p.insts.size() && r->insts.size() < kMaxRegion; ++i) {
    const DInst& d = p.insts[i];
    RegionInst ri{i, false};
    if (d.unit == UnitKind::VectorAlu) {
      const VInst& vi = p.valu[d.slot];
      if (!vi.fn) break;  // the interpreter's fault path
      bool lds = false;
      for (unsigned s = 0; s < vi.nsrc; ++s) lds |= vi.src[s].kind == VSrc::LdsDirect;
      const Encoding enc = opInfo(d.op).enc;
      if (lds || enc == Encoding::VINTRP || enc == Encoding::VINTERP || enc == Encoding::LDSDIR ||
          (opInfo(d.op).traits & kTraitMai))
        break;
      ri.inlined = jitInlinable(vi, t);
      if (ri.inlined) r->inlinedOps.push_back(d.op);
    } else if (d.unit != UnitKind::Scalar || !callableScalar(d.op)) {
      break;
    }
    anyInline |= ri.inlined;
    r->insts.push_back(ri);
    r->sgprReads |= p.reads[i];
    r->sgprWrites |= p.writes[i];
    const VgprUse& u = p.vuse[i];
    for (unsigned k = 0; k < u.n; ++k) {
      if (u.r[k].agpr) continue;
      for (unsigned v = u.r[k].first; v < unsigned(u.r[k].first) + u.r[k].count; ++v) {
        if (v < 256) r->vgprs[v >> 6] |= 1ull << (v & 63);
        else r->vgprsBeyond = true;
      }
    }
  }
  // A region worth its entry test: at least two instructions, one of them inline.
  if (getenv("GCNKIT_JIT_DEBUG")) fprintf(stderr, "build %u: %zu insts inline %d stop op %s\n", start, r->insts.size(), anyInline, start + r->insts.size() < p.insts.size() ? std::string(opInfo(p.insts[start + r->insts.size()].op).name).c_str() : "end");
  if (r->insts.size() < 2 || !anyInline) return nullptr;
  std::string why;
  r->code = compileRegion(*r, p, t, &why);
  if (getenv("GCNKIT_JIT_DEBUG")) fprintf(stderr, "region %u: %zu insts, code %p %s\n", start, r->insts.size(), (void*)r->code.get(), why.c_str());
  if (!r->code) return nullptr;
  r->fn = r->code->entry();
  return r;
}

Region* CompiledEngine::regionAt(uint32_t index, uint32_t modeBits) {
  if (index >= slots_.size()) return nullptr;
  Slot& s = slots_[index];
  for (auto& r : s.regions)
    if (r->modeBits == modeBits) return r.get();
  if (s.refused || ++s.hits < kHot) return nullptr;
  if (s.regions.size() >= kMaxModes) return nullptr;
  auto r = build(index, modeBits);
  if (!r) {
    s.refused = true;
    return nullptr;
  }
  s.regions.push_back(std::move(r));
  return s.regions.back().get();
}

// The checks Launch::step makes before each instruction (src/emu/checks.h, VectorMemory::vmemBefore), for the
// whole region at once: it runs only where none of them could find anything.
bool CompiledEngine::entryTest(const Wave& w, const Region& r, uint32_t room) const {
  const Launch& l = launch_;
  const uint32_t n = uint32_t(r.insts.size());
  if (n > room || l.cx_.clock + n > l.budget_) return false;
  if (!w.vm.ldsReads.empty()) return false;
  if (!l.checks_) return true;
  if (w.pendingMask.any() || w.unsureMask.any() || w.clauseLeft) return false;
  if (l.cfg_.initializedSgprs >= 0) {
    const unsigned sgprs = unsigned(sgprCount(l.gen_));
    const uint64_t lo = sgprs >= 64 ? ~0ull : (1ull << sgprs) - 1;
    const uint64_t hi = sgprs <= 64 ? 0 : sgprs >= 128 ? ~0ull : (1ull << (sgprs - 64)) - 1;
    if ((r.sgprReads.lo & ~w.initialized.lo & lo) | (r.sgprReads.hi & ~w.initialized.hi & hi)) return false;
  }
  if (w.vm.any()) {
    if (r.vgprsBeyond) return false;
    for (size_t i = 0; i < 4; ++i)
      if (w.vm.pending[i] & r.vgprs[i]) return false;
  }
  return true;
}

uint32_t CompiledEngine::run(Wave& w, uint32_t room, bool& ok) {
  ok = true;
  Region* r = regionAt(w.pc, w.hw[1]);
  if (!r || !entryTest(w, *r, room)) return 0;
  Launch& l = launch_;
  JitFrame f;
  f.s = w.s.data();
  f.v = w.v.data();
  f.engine = this;
  f.wave = &w;
  f.region = r;
  f.clock0 = l.cx_.clock;
  f.executed0 = w.executed;
  JitHelpers::expandExec(f, l);
  if (l.checks_) {
    // What the checks unit leaves after each of these instructions: no SMEM group open, and the SGPRs they write
    // written (the entry test found every SGPR they read written already).
    w.prevSmem = w.groupHasInv = false;
    if (l.cfg_.initializedSgprs >= 0) w.initialized |= r->sgprWrites;
  }
  const uint32_t n = uint32_t(r->insts.size());
  const uint32_t done = r->fn(&f);
  l.cx_.clock = f.clock0 + done;
  w.executed = f.executed0 + done;
  if (done == n) {
    for (Op op : r->inlinedOps) l.noteExecuted(op);
    w.pc = r->insts.back().index + 1;
    return n;
  }
  // A called instruction stopped the wave (or moved it): its own state stands.
  for (uint32_t i = 0; i < done; ++i)
    if (r->insts[i].inlined) l.noteExecuted(l.prog_.insts[r->insts[i].index].op);
  ok = f.ok && w.status == WaveStatus::Running;
  return done;
}

}  // namespace gcnkit::emu
