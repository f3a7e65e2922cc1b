// The compiled engine: which instructions make a region, when a region may run, and what running it leaves in the
// wave and the launch (exactly what stepping its instructions one by one would leave). src/emu/compiled_engine.h.
#include "emu/compiled_engine.h"

#include <string_view>
#include <cstdlib>
#include <string>

#include "emu/jit_x86.h"
#include "emu/launch.h"
#include "isa/registers.h"

namespace gcnkit::emu {

namespace {

constexpr uint32_t kHot = 8;           // Engine::Auto: a start index reached this often gets its region compiled
constexpr uint32_t kMaxRegion = 64;    // instructions in one region (a longer run is several)
constexpr size_t kMaxModes = 4;        // MODE values compiled per start index

// Scalar instructions a region may call: those that compute on SGPRs, SCC and EXEC, and the waits. Not the program
// counter's (calls, s_getpc; branches and s_barrier end a region, regionEnd), messages, other barriers, sleeps,
// traps, MODE and hardware registers, clauses, cache and prefetch operations, M0-relative moves, GFX8/9 VGPR
// indexing, the end of the program.
bool callableScalar(Op op) {
  const OpInfo& info = opInfo(op);
  switch (info.enc) {
    case Encoding::SOP2: case Encoding::SOPC: case Encoding::SOP1: case Encoding::SOPK: break;
    case Encoding::SOPP:
      if (op == Op::s_nop || op == Op::s_waitcnt) return true;
      break;
    default: return false;
  }
  static constexpr std::string_view kWaits[] = {"s_waitcnt_vmcnt", "s_waitcnt_vscnt", "s_waitcnt_lgkmcnt",
                                                "s_waitcnt_expcnt", "s_wait_loadcnt", "s_wait_storecnt",
                                                "s_wait_dscnt", "s_wait_expcnt", "s_wait_kmcnt"};
  for (std::string_view p : kWaits)
    if (info.name == p || info.name == std::string(p) + "_dscnt") return true;
  if (info.enc == Encoding::SOPP) return false;
  static constexpr std::string_view kRefused[] = {
      "s_getpc", "s_setpc", "s_swappc", "s_call", "s_rfe", "s_set_pc", "s_swap_pc", "s_add_pc",  // (GFX12.5's *_pc_i64) "s_cbranch", "s_branch", "s_movrel", "s_set_gpr_idx",
      "s_sendmsg", "s_barrier", "s_sleep", "s_getreg", "s_setreg", "s_wait", "s_subvector", "s_ttrace", "s_trap",
      "s_endpgm", "s_round_mode", "s_denorm_mode", "s_clause", "s_icache", "s_dcache", "s_gl1", "s_prefetch",
      "s_alloc_vgpr", "s_set_vgpr_msb", "s_get_", "s_memtime", "s_memrealtime", "s_version", "s_setprio",
      "s_sethalt", "s_setkill", "s_code_end", "s_wakeup", "s_inst_prefetch"};
  for (std::string_view p : kRefused)
    if (info.name.substr(0, p.size()) == p) return false;
  return true;
}

// Branches and barriers that end a region (called: the interpreter moves the wave, or stops it at the barrier, which
// ends its time slice as a stepped barrier does: the run reports the wave no longer running).
bool regionEnd(Op op) {
  switch (op) {
    case Op::s_branch: case Op::s_cbranch_scc0: case Op::s_cbranch_scc1: case Op::s_cbranch_vccz:
    case Op::s_cbranch_vccnz: case Op::s_cbranch_execz: case Op::s_cbranch_execnz: case Op::s_barrier:
      return true;
    default:
      return false;
  }
}

// Vector memory a region may call: buffer, global and scratch accesses, and the DS instructions on the workgroup's
// LDS (not GDS, GWS or ordered counts). A plain LDS read whose value the race check follows (VectorMemory::
// followLdsReads) is followed through the region: called instructions follow it in vmemBefore as Launch::step does,
// inline VALU instructions through JitHelpers::follow while the wave has such reads (JitFrame::follow).
bool callableMemory(const MemInst& m) {
  if (m.enc == Encoding::DS) return !m.gds && dsModelled(DsSpecial(m.dsSpecial));
  const bool encoding = m.enc == Encoding::MUBUF || m.enc == Encoding::MTBUF || m.enc == Encoding::GLOBAL ||
                        m.enc == Encoding::SCRATCH;
  return encoding && !m.lds && !m.ldsDma && !m.gds;
}

}  // namespace

// The calls compiled code makes into the interpreter.
struct JitHelpers {
  // Instruction `pos` of the frame's region, as Launch::step runs it after the checks unit (whose checks the
  // region's entry test made for all of its instructions): the clock and counts as they stand before it, the
  // vector memory counters' work (waits retire, in-flight VGPRs reported), then its unit.
  static uint32_t call(JitFrame* f, uint32_t pos) {
    Launch& l = f->engine->launch_;
    Wave& w = *f->wave;
    const uint32_t index = enter(f, pos);
    const DInst& d = l.prog_.insts[index];
    bool ok = !(w.vm.any() || !w.vm.ldsReads.empty()) || l.vmem_.vmemBefore(w, d, index);
    if (ok) {
      switch (d.unit) {
        case UnitKind::VectorAlu: ok = l.valu_.execValu(w, d, index); break;
        case UnitKind::VectorMemory: l.noteExecuted(d.op); ok = l.vmem_.execVmem(w, d, index); break;
        default: l.noteExecuted(d.op); ok = l.salu_.execSalu(w, l.prog_.scalar[d.slot], index); break;
      }
    }
    f->ok = ok;
    f->follow = !w.vm.ldsReads.empty();
    return next(f, w, index);
  }
  // Before inline VALU instruction `pos` while the wave follows LDS reads: what Launch::step's vmemBefore does for
  // it (the reads it uses are marked used, those it overwrites forgotten). Its in-flight VGPRs were tested before
  // (a side exit), so vmemBefore can report nothing here.
  static uint32_t follow(JitFrame* f, uint32_t pos) {
    Launch& l = f->engine->launch_;
    Wave& w = *f->wave;
    const uint32_t index = f->region->insts[pos].index;
    l.vmem_.vmemBefore(w, l.prog_.insts[index], index);
    f->follow = !w.vm.ldsReads.empty();
    return 1;
  }
  // An inline instruction whose operands the compiled code leaves to the interpreter (a float NaN or infinity): run
  // uncounted, since the region's run counts it.
  static uint32_t fallback(JitFrame* f, uint32_t pos) {
    Launch& l = f->engine->launch_;
    Wave& w = *f->wave;
    const uint32_t index = enter(f, pos);
    f->ok = l.valu_.runUncounted(w, l.prog_.insts[index], index);
    return next(f, w, index);
  }
  // The launch's clock, the wave's count and pc as Launch::step leaves them before instruction `pos` runs; its index.
  static uint32_t enter(JitFrame* f, uint32_t pos) {
    const uint32_t index = f->region->insts[pos].index;
    f->engine->launch_.cx_.clock = f->clock0 + pos + 1;
    f->wave->executed = f->executed0 + pos + 1;
    f->wave->pc = index + 1;
    return index;
  }
  static uint32_t next(JitFrame* f, const Wave& w, uint32_t index) {
    const bool ok = f->ok;
    // (A branch that is taken leaves the region: it is always a region's last instruction.)
    return ok && w.status == WaveStatus::Running && w.pc == index + 1 ? 1 : 0;
  }
};

bool compiledEngineAvailable() { return jitHostSupported(); }

namespace {
// Compiled code carries no function type signature, which clang's -fsanitize=function (part of the sanitizer build's
// UBSan) would check at an indirect call.
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
uint32_t runCode(Region::Fn fn, JitFrame* f) {
  return fn(f);
}
}  // namespace

// Engine::Compiled compiles every region at its first visit (what the engine differential wants: all of a short
// kernel compiled); Auto only what runs often, so that short kernels do not pay for compiling.
CompiledEngine::CompiledEngine(Launch& launch)
    : launch_(launch),
      arena_(std::make_unique<CodeArena>()),
      hot_(launch.m_.options.engine == EmulatorOptions::Engine::Compiled ? 1 : kHot),
      slots_(launch.prog_.insts.size()) {}

CompiledEngine::~CompiledEngine() = default;

bool planRegion(const Program& p, uint32_t start, const JitTarget& t, Region& r) {
  r.start = start;
  bool anyInline = false;
  for (uint32_t i = start; i < p.insts.size() && r.insts.size() < kMaxRegion; ++i) {
    const DInst& d = p.insts[i];
    RegionInst ri{i, false};
    bool last = false;
    if (d.unit == UnitKind::VectorAlu) {
      const VInst& vi = p.valu[d.slot];
      if (!vi.fn) break;  // the interpreter's fault path
      bool lds = false;
      for (unsigned s = 0; s < vi.nsrc; ++s) lds |= vi.src[s].kind == VSrc::LdsDirect;
      const Encoding enc = opInfo(d.op).enc;
      if (lds || enc == Encoding::VINTRP || enc == Encoding::VINTERP || enc == Encoding::LDSDIR ||
          (opInfo(d.op).traits & kTraitMai))
        break;
      ri.inlined = vi.vopdX ? jitInlinableVopd(vi, p.valu[d.slot + 1], t) : jitInlinable(vi, t);
      if (ri.inlined) r.inlinedOps.push_back(d.op);
    } else if (d.unit == UnitKind::VectorMemory) {
      const MemInst* m = p.memAt(i);
      if (!m || !callableMemory(*m)) break;
    } else if (d.unit == UnitKind::Scalar && regionEnd(d.op)) {
      last = true;
    } else if (d.unit != UnitKind::Scalar || !callableScalar(d.op)) {
      break;
    } else {
      ri.inlined = jitInlinable(p.scalar[d.slot], t);
      if (ri.inlined) r.inlinedOps.push_back(d.op);
    }
    anyInline |= ri.inlined;
    r.insts.push_back(ri);
    r.sgprReads |= p.reads[i];
    r.sgprWrites |= p.writes[i];
    if (last) {
      r.endsWithBranch = true;
      break;
    }
  }
  // A region worth its entry test: at least two instructions, one of them inline.
  return r.insts.size() >= 2 && anyInline;
}

std::unique_ptr<Region> CompiledEngine::build(uint32_t start, uint32_t modeBits) {
  const Program& p = launch_.prog_;
  auto r = std::make_unique<Region>();
  r->modeBits = modeBits;
  JitTarget t;
  t.waveSize = launch_.waveSize_;
  t.vgprs = launch_.vgprs_;
  t.gfx10 = launch_.gfx10_;
  t.mode = fp::decodeMode(modeBits);
  t.gprIdxOn = (modeBits >> 27 & 1) != 0;
  t.checks = launch_.checks_;
  t.call = &JitHelpers::call;
  t.fallback = &JitHelpers::fallback;
  t.follow = &JitHelpers::follow;
  if (!planRegion(p, start, t, *r)) return nullptr;
  r->code = compileRegion(*r, p, t, nullptr, arena_.get());
  if (!r->code) return nullptr;
  r->fn = r->code->entry();
  return r;
}

Region* CompiledEngine::regionAt(uint32_t index, uint32_t modeBits) {
  if (index >= slots_.size()) return nullptr;
  Slot& s = slots_[index];
  if (s.refused) return nullptr;
  for (auto& r : s.regions)
    if (r->modeBits == modeBits) return r.get();
  if (++s.hits < hot_) return nullptr;
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
  if (!l.checks_) return true;
  if (w.pendingMask.any() || w.unsureMask.any() || w.clauseLeft) return false;
  if (l.cfg_.initializedSgprs >= 0) {
    const unsigned sgprs = unsigned(sgprCount(l.gen_));
    const uint64_t lo = sgprs >= 64 ? ~0ull : (1ull << sgprs) - 1;
    const uint64_t hi = sgprs <= 64 ? 0 : sgprs >= 128 ? ~0ull : (1ull << (sgprs - 64)) - 1;
    if ((r.sgprReads.lo & ~w.initialized.lo & lo) | (r.sgprReads.hi & ~w.initialized.hi & hi)) return false;
  }
  return true;  // (VGPRs in flight: each inline instruction tests its own, called ones are stepped's)
}

uint32_t CompiledEngine::run(Wave& w, uint32_t room, bool& ok) {
  ok = true;
  Region* r = regionAt(w.pc, w.hw[1]);
  if (!r) return 0;
  if (!entryTest(w, *r, room)) {
    // A region whose entry test fails more often than it passes (an SMEM result pending, an SGPR unwritten, no room
    // left in the slice) costs the test and still steps: after 64 tries the interpreter keeps it.
    // (Judged over its first 256 tries: the counts stop there and cannot wrap.)
    Slot& s = slots_[w.pc];
    if (s.tries < 256 && ++s.declines * 2 > ++s.tries && s.tries >= 64) s.refused = true;  // (regions stay: runs to fold)
    return 0;
  }
  if (slots_[w.pc].tries < 256) ++slots_[w.pc].tries;
  Launch& l = launch_;
  JitFrame f;
  f.s = w.s.data();
  f.v = w.v.data();
  f.engine = this;
  f.wave = &w;
  f.region = r;
  f.scc = reinterpret_cast<uint8_t*>(&w.scc);
  f.vmPending = w.vm.pending.data();
  f.clock0 = l.cx_.clock;
  f.executed0 = w.executed;
  f.follow = !w.vm.ldsReads.empty();
  if (l.checks_) {
    // What the checks unit leaves after each of these instructions: no SMEM group open, and the SGPRs they write
    // written (the entry test found every SGPR they read written already).
    w.prevSmem = w.groupHasInv = false;
    if (l.cfg_.initializedSgprs >= 0) w.initialized |= r->sgprWrites;
  }
  const uint32_t n = uint32_t(r->insts.size());
  const uint32_t done = runCode(r->fn, &f);
  l.cx_.clock = f.clock0 + done;
  w.executed = f.executed0 + done;
  if (done == n) {
    if (!r->runs++) ran_.push_back(r);
    if (!r->endsWithBranch) w.pc = r->insts.back().index + 1;  // (a branch has set it)
    ok = f.ok && w.status == WaveStatus::Running;  // (the last instruction, called, may have stopped the wave)
    return n;
  }
  if (f.sideExit) {
    // Instruction `done` is the interpreter's, with its checks.
    w.pc = r->insts[done].index;
  } else {
    // A called instruction stopped the wave: its own state stands.
    ok = f.ok && w.status == WaveStatus::Running;
  }
  for (uint32_t i = 0; i < done; ++i)
    if (r->insts[i].inlined) l.noteExecuted(l.prog_.insts[r->insts[i].index].op);
  return done;
}

void CompiledEngine::foldCounts() {
  Launch& l = launch_;
  for (Region* r : ran_) {
    for (Op op : r->inlinedOps) {
      uint64_t& count = l.cx_.executedOps[size_t(op)];
      if (!count) l.cx_.touchedOps.push_back(uint32_t(op));
      count += r->runs;
    }
    r->runs = 0;
  }
  ran_.clear();
}

}  // namespace gcnkit::emu
