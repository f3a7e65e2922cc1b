// Launch statistics (EmulatorOptions::stats, LaunchResult::stats) and progress reports.
#include <algorithm>
#include <cstdio>
#include <map>
#include <utility>

#include "codec/instruction.h"
#include "emu/launch.h"

namespace gcnkit::emu {

namespace {

// The encoding family an instruction was executed in: its row's family, or the VOP3/SDWA/DPP form it took.
std::string_view familyOf(const Instruction& in) {
  switch (in.form) {
    case Form::E64: return opInfo(in.op).enc == Encoding::VOP3P ? "VOP3P" : "VOP3";
    case Form::Sdwa: return "SDWA";
    case Form::Dpp: return "DPP";
    case Form::Dpp8: return "DPP8";
    case Form::E64Dpp: return "VOP3_DPP";
    case Form::E64Dpp8: return "VOP3_DPP8";
    case Form::Base: break;
  }
  return encodingName(opInfo(in.op).enc);
}

void appendf(std::string& out, const char* fmt, auto... args) {
  char buf[160];
  const int n = std::snprintf(buf, sizeof buf, fmt, args...);
  if (n > 0) out.append(buf, size_t(std::min(n, int(sizeof buf) - 1)));
}

}  // namespace

void Launch::noteProgress() {
  // Checked once per round of a workgroup's waves; what this worker executed since goes to the launch's count,
  // which the queue reports about every 2^20 instructions.
  nextProgress_ = cx_.clock + (1u << 16);
  cx_.queue->noteProgress(cx_.clock - progressNoted_, m_.options.progress);
  progressNoted_ = cx_.clock;
}

// The per-workgroup counts go to the workgroup's outcome (the queue folds them in order); the sparse list of
// executed instructions is taken from the dense per-index counters, which start from zero again.
void Launch::takeStats(WorkgroupStats& into) {
  cx_.stats.workgroups = 1;
  for (size_t i = 0; i < executedAt_.size(); ++i)
    if (executedAt_[i]) cx_.stats.executedAt.emplace_back(uint32_t(i), std::exchange(executedAt_[i], 0));
  into = std::move(cx_.stats);
  cx_.stats = WorkgroupStats{};
}

void Launch::collectStats(const WorkgroupStats& t, double seconds) {
  LaunchStats& s = cx_.result.stats;
  s.instructions = cx_.result.instructions;
  s.waves = t.waves;
  s.workgroups = t.workgroups;
  std::map<std::string_view, uint64_t> families, mnemonics;
  for (auto [i, n] : t.executedAt) {
    if (prog_.insts[i].op == kInvalidOp) continue;
    families[familyOf(prog_.raw[i])] += n;
    mnemonics[opInfo(prog_.insts[i].op).name] += n;
  }
  for (const auto& [name, n] : families) s.byFamily.emplace_back(name, n);
  for (const auto& [name, n] : mnemonics) s.byInstruction.emplace_back(name, n);
  std::stable_sort(s.byInstruction.begin(), s.byInstruction.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  s.global = t.global;
  s.lds = t.lds;
  s.scratch = t.scratch;
  s.scalar = t.scalar;
  s.waitStalls = t.waitStalls;
  for (const Report& r : cx_.result.reports) s.checksFired += r.count;
  s.seconds = seconds;
}

std::string LaunchStats::text() const {
  std::string out;
  appendf(out, "%-26s %14llu\n", "instructions", static_cast<unsigned long long>(instructions));
  appendf(out, "%-26s %14llu\n", "workgroups", static_cast<unsigned long long>(workgroups));
  appendf(out, "%-26s %14llu\n", "waves", static_cast<unsigned long long>(waves));
  appendf(out, "%-26s %14.3f\n", "wall time (s)", seconds);
  appendf(out, "%-26s %14.0f\n", "instructions per second", instructionsPerSecond());
  appendf(out, "%-26s %14llu\n", "wait stalls resolved", static_cast<unsigned long long>(waitStalls));
  appendf(out, "%-26s %14llu\n", "checks fired", static_cast<unsigned long long>(checksFired));
  appendf(out, "%-26s %14s %14s\n", "memory traffic (bytes)", "read", "written");
  const std::pair<const char*, const MemoryTraffic*> spaces[] = {
      {"global", &global}, {"lds", &lds}, {"scratch", &scratch}, {"scalar", &scalar}};
  for (const auto& [name, t] : spaces)
    appendf(out, "  %-24s %14llu %14llu\n", name, static_cast<unsigned long long>(t->read),
            static_cast<unsigned long long>(t->written));
  out += "by encoding family\n";
  for (const auto& [name, n] : byFamily)
    appendf(out, "  %-24s %14llu\n", name.c_str(), static_cast<unsigned long long>(n));
  out += "by instruction\n";
  for (const auto& [name, n] : byInstruction)
    appendf(out, "  %-24s %14llu\n", name.c_str(), static_cast<unsigned long long>(n));
  return out;
}

}  // namespace gcnkit::emu
