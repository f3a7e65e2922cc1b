// Register dumps: a wave's state as WaveState (at its end, or at a fault) and its readable form
// (formatWaveDump, gcnkit/inspect.h).
#include <algorithm>
#include <bit>
#include <cstdio>

#include "emu/unit.h"
#include "isa/memory_features.h"
#include "isa/registers.h"

namespace gcnkit::emu {

WaveState Unit::snapshot(const Wave& w) const {
  WaveState s;
  s.workgroupId = w.wgId;
  s.waveInGroup = w.waveInGroup;
  s.waveSize = waveSize_;
  s.sreg = w.s;
  s.scc = w.scc;
  s.pc = pcOf(w.pc);
  s.listingPc = listingOf(w.pc);
  s.instructions = w.executed;
  for (unsigned i = 0; i < 64; ++i) s.hwreg[i] = hwregRead(w, i);
  s.vgprCount = vgprs_;
  s.vgprs = w.v;
  s.messages = w.messages;
  s.sgprCount = uint32_t(sgprCount(gen_));
  s.vmcnt = uint32_t(w.vm.q[size_t(VmQueue::Vm)].size());
  s.vscnt = uint32_t(w.vm.q[size_t(VmQueue::Vs)].size());
  s.expcnt = uint32_t(w.vm.q[size_t(VmQueue::Exp)].size());
  s.lgkmcnt = uint32_t(w.vm.q[size_t(VmQueue::Ds)].size()) + w.lgkmWeight;
  const bool split = memoryFeatures(gen_).splitWaitCounters;
  for (size_t q = 0; q < w.vm.q.size(); ++q)
    for (const InFlight& f : w.vm.q[q])
      s.pendingMemory.push_back({counterName(VmQueue(q), split), listingOf(f.inst), prog_.text(f.inst)});
  for (const PendingOp& p : w.pending) s.pendingMemory.push_back({smemCounterName(split), listingOf(p.inst), prog_.text(p.inst)});
  return s;
}

namespace {

void appendf(std::string& out, const char* fmt, auto... args) {
  char buf[160];
  const int n = std::snprintf(buf, sizeof buf, fmt, args...);
  if (n > 0) out.append(buf, size_t(std::min(n, int(sizeof buf) - 1)));
}

// s0..sN-1, eight to a line: "  s0-7      00000000 00000001 ...".
void appendSgprs(std::string& out, const WaveState& w) {
  const unsigned n = w.sgprCount ? std::min(w.sgprCount, 128u) : 104u;
  out += "SGPRs:\n";
  for (unsigned first = 0; first < n; first += 8) {
    char label[16];
    std::snprintf(label, sizeof label, "s%u-%u", first, std::min(first + 8, n) - 1);
    appendf(out, "  %-9s", label);
    for (unsigned i = first; i < first + 8 && i < n; ++i) appendf(out, " %08x", w.sreg[i]);
    out += '\n';
  }
}

// A table of VGPRs (rows) by lanes (columns), `perRow` lanes to a block.
void appendVgprTable(std::string& out, const WaveState& w, uint64_t lanes, unsigned perRow) {
  std::vector<unsigned> shown;
  for (unsigned l = 0; l < w.waveSize && l < 64; ++l)
    if (lanes >> l & 1) shown.push_back(l);
  for (size_t b = 0; b < shown.size(); b += perRow) {
    out += "  lane    ";
    for (size_t i = b; i < b + perRow && i < shown.size(); ++i) appendf(out, " %8u", shown[i]);
    out += '\n';
    for (unsigned r = 0; r < w.vgprCount; ++r) {
      char label[12];
      std::snprintf(label, sizeof label, "v%u", r);
      appendf(out, "  %-8s", label);
      for (size_t i = b; i < b + perRow && i < shown.size(); ++i) appendf(out, " %08x", w.vgpr(r, shown[i]));
      out += '\n';
    }
  }
}

}  // namespace

std::string formatWaveDump(const WaveState& w, const DumpOptions& o) {
  std::string out;
  const uint64_t laneBits = w.waveSize >= 64 ? ~0ull : (1ull << w.waveSize) - 1;
  const uint64_t exec = w.exec() & laneBits;
  appendf(out, "wave %u of workgroup (%u,%u,%u): pc 0x%llx, %llu instructions executed\n", w.waveInGroup,
          w.workgroupId[0], w.workgroupId[1], w.workgroupId[2], static_cast<unsigned long long>(w.listingPc),
          static_cast<unsigned long long>(w.instructions));
  appendf(out, "  %-9s %016llx  (active lanes: %d)\n", "exec", static_cast<unsigned long long>(exec), std::popcount(exec));
  appendf(out, "  %-9s %016llx\n", "vcc", static_cast<unsigned long long>(w.vcc() & laneBits));
  appendf(out, "  %-9s %08x\n", "m0", w.m0());
  appendf(out, "  %-9s %u\n", "scc", unsigned(w.scc));
  appendf(out, "  %-9s vmcnt %u  lgkmcnt %u  expcnt %u  vscnt %u\n", "pending", w.vmcnt, w.lgkmcnt, w.expcnt, w.vscnt);
  for (const WaveState::PendingMemory& p : w.pendingMemory)
    appendf(out, "    %-8s pc 0x%llx: %s\n", p.counter.c_str(), static_cast<unsigned long long>(p.pc),
            p.instruction.c_str());
  appendSgprs(out, w);
  const unsigned perRow = std::max(o.lanesPerRow, 1u);
  if (o.faultLane >= 0 && unsigned(o.faultLane) < w.waveSize) {
    appendf(out, "VGPRs of faulting lane %d:\n", o.faultLane);
    appendVgprTable(out, w, 1ull << o.faultLane, perRow);
  }
  if (exec) {
    out += "VGPRs of active lanes:\n";
    appendVgprTable(out, w, exec, perRow);
  } else {
    out += "VGPRs: no active lanes\n";
  }
  return out;
}

}  // namespace gcnkit::emu
