#include "mutation.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <fmt/format.h>

#include "analysis/code_image.h"
#include "analysis/routine.h"
#include "gcnkit/lint.h"
#include "isa/ops.h"
#include "twin_run.h"

namespace gcnkit::lint_test {

void MutationStats::add(const MutationStats& o) {
  mutants += o.mutants, waitMutants += o.waitMutants, barrierMutants += o.barrierMutants;
  breaking += o.breaking, breakingReported += o.breakingReported, runtimeReported += o.runtimeReported;
  waitRuntime += o.waitRuntime, waitRuntimeLint += o.waitRuntimeLint, waitLint += o.waitLint, breakingLint += o.breakingLint;
  breakingUnreported.insert(breakingUnreported.end(), o.breakingUnreported.begin(), o.breakingUnreported.end());
  lintMissed.insert(lintMissed.end(), o.lintMissed.begin(), o.lintMissed.end());
  lines.insert(lines.end(), o.lines.begin(), o.lines.end());
}

namespace {

using twin::Case;
using twin::ObjectKey;
using twin::RunResult;

// The counter waits: s_waitcnt in every form, GFX12's s_wait_* per counter (not s_wait_alu, a dependency wait no
// run-time check can see: the emulator does not time instructions; lint's side of it is tests/lint/lint_gfx12_test.cpp).
bool isWait(Op op) {
  switch (op) {
    case Op::s_waitcnt: case Op::s_waitcnt_vmcnt: case Op::s_waitcnt_expcnt: case Op::s_waitcnt_lgkmcnt:
    case Op::s_waitcnt_vscnt: case Op::s_wait_loadcnt: case Op::s_wait_storecnt: case Op::s_wait_dscnt:
    case Op::s_wait_kmcnt: case Op::s_wait_expcnt: case Op::s_wait_samplecnt: case Op::s_wait_bvhcnt:
    case Op::s_wait_loadcnt_dscnt: case Op::s_wait_storecnt_dscnt:
      return true;
    default:
      return false;
  }
}

// The barrier: s_barrier, GFX12's s_barrier_wait (its s_barrier_signal deleted would leave the others waiting).
bool isBarrier(Op op) { return op == Op::s_barrier || op == Op::s_barrier_wait; }

struct Site {
  uint64_t address, fileOffset;
  bool wait;
  std::string text;
};

// The synchronization instructions of kernel `name` and the functions it calls, in address order.
std::vector<Site> sites(const analysis::CodeImage& image, const std::string& name) {
  std::map<uint64_t, Site> out;
  for (const analysis::Kernel& k : image.kernels()) {
    if (k.name != name) continue;
    std::vector<uint64_t> work{k.entry};
    std::set<uint64_t> seen;
    while (!work.empty()) {
      const uint64_t entry = work.back();
      work.pop_back();
      if (!seen.insert(entry).second) continue;
      const analysis::Routine r = analysis::buildRoutine(image, entry, k.target, entry == k.entry, name);
      for (const analysis::Node& n : r.nodes) {
        if (!n.decoded || !n.decoded->size) continue;
        const Op op = baseRow(n.decoded->inst.op);
        if (!isWait(op) && !isBarrier(op)) continue;
        if (auto off = image.fileOffset(n.address))
          out[n.address] = Site{n.address, *off, isWait(op), std::string(opInfo(n.decoded->inst.op).name)};
      }
      work.insert(work.end(), r.callees.begin(), r.callees.end());
    }
  }
  std::vector<Site> v;
  for (auto& [a, s] : out) v.push_back(s);
  return v;
}

std::set<std::string> findingSet(const lint::Result& r) {
  std::set<std::string> s;
  for (const lint::Finding& f : r.findings) s.insert(f.text());
  return s;
}

}  // namespace

MutationStats runMutations(const std::vector<std::string>& cpus, unsigned stride, unsigned phase) {
  MutationStats total;
  std::map<std::pair<size_t, unsigned>, RunResult> hosts;
  for (size_t ci = 0; ci < twin::testCases().size(); ++ci) {
    const Case& c = twin::testCases()[ci];
    for (const std::string& cpu : cpus) {
      bool runsThere = false;
      for (const std::string& p : c.processors()) runsThere |= p == cpu;
      if (!runsThere) continue;
      const ObjectKey key{c.stem(), cpu, 5};
      if (!std::filesystem::exists(key.path())) continue;
      std::ifstream in(key.path(), std::ios::binary);
      const std::vector<uint8_t> original{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
      auto image = analysis::CodeImage::load(original);
      if (!image) continue;
      const std::vector<Site> all = sites(*image, c.kernel);
      const std::set<std::string> baseline = findingSet(lint::check(original));
      for (size_t si = 0; si < all.size(); ++si) {
        if (si % stride != phase) continue;
        const Site& s = all[si];
        std::vector<uint8_t> mutant = original;
        const uint32_t nop = 0xbf800000u;  // s_nop 0 (SOPP, every generation)
        std::memcpy(mutant.data() + s.fileOffset, &nop, 4);
        const RunResult run = twin::runEmulated(c, key, mutant);
        auto host = hosts.find({ci, run.waveSize});
        if (host == hosts.end()) host = hosts.emplace(std::make_pair(ci, run.waveSize), twin::runHost(c, run.waveSize)).first;
        bool changed = run.launch.fault.kind != emu::FaultKind::None;
        for (size_t i = 0; i < c.args.size() && !changed; ++i)
          if (c.args[i].output && !twin::compareOutput(c.args[i], run.buffers[i], host->second.buffers[i]).empty())
            changed = true;
        const bool runtime = !run.launch.reports.empty() || run.launch.fault.kind != emu::FaultKind::None;
        std::set<std::string> now = findingSet(lint::check(mutant));
        bool lintNew = false;
        std::string lintRule;
        for (const std::string& f : now)
          if (!baseline.count(f)) lintNew = true, lintRule = f.substr(f.rfind('[') + 1, f.size() - f.rfind('[') - 2);
        std::string runtimeKind = run.launch.fault.kind != emu::FaultKind::None ? twin::faultKindName(run.launch.fault.kind)
                                  : run.launch.reports.empty() ? "-"
                                                               : std::string(emu::checkName(run.launch.reports[0].kind));
        const std::string what = fmt::format("{} {} {} {:#x} {}", c.kernel, cpu, c.source, s.address, s.text);
        MutationStats m;
        m.mutants = 1;
        (s.wait ? m.waitMutants : m.barrierMutants) = 1;
        m.breaking = changed;
        m.breakingReported = changed && runtime;
        m.runtimeReported = runtime;
        m.breakingLint = changed && lintNew;
        if (s.wait) {
          m.waitRuntime = runtime;
          m.waitRuntimeLint = runtime && lintNew;
          m.waitLint = lintNew;
          if (runtime && !lintNew) m.lintMissed.push_back(what + " (run-time: " + runtimeKind + ")");
        }
        if (changed && !runtime) m.breakingUnreported.push_back(what);
        m.lines.push_back(fmt::format("{}\t{}\t{}\t{}\t{}", what, changed ? "breaks" : "same", runtimeKind,
                                      lintNew ? lintRule : "-", s.wait ? "wait" : "barrier"));
        total.add(m);
      }
    }
  }
  return total;
}

}  // namespace gcnkit::lint_test
