// The instruction trace: the --trace filter grammar, the step that records what an instruction wrote, the
// text of an event, and delivery in workgroup order (src/emu/trace.h).
#include <charconv>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

#include "emu/launch.h"
#include "isa/registers.h"

namespace gcnkit::emu {

namespace {

// A number: 0x-prefixed hex or decimal, the whole of `t`.
std::optional<uint64_t> parseNumber(std::string_view t) {
  int base = 10;
  if (t.starts_with("0x") || t.starts_with("0X")) t.remove_prefix(2), base = 16;
  uint64_t v = 0;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (t.empty() || ec != std::errc() || p != t.data() + t.size()) return std::nullopt;
  return v;
}

bool setError(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

bool parseTerm(std::string_view term, TraceFilter& f, std::string* error) {
  const size_t colon = term.find(':');
  if (colon == std::string_view::npos)
    return setError(error, fmt::format("'{}': expected KEY:VALUE (wg, wave, lane, pc, skip, count)", term));
  const std::string_view key = term.substr(0, colon), value = term.substr(colon + 1);
  auto bad = [&] { return setError(error, fmt::format("'{}': bad value for {}", term, key)); };
  if (key == "pc") {
    const size_t dash = value.find('-');
    auto a = parseNumber(value.substr(0, dash));
    auto b = dash == std::string_view::npos ? std::optional<uint64_t>(a ? *a + 1 : 0) : parseNumber(value.substr(dash + 1));
    if (!a || !b || *b <= *a) return bad();
    f.pcBegin = *a, f.pcEnd = *b;
    return true;
  }
  auto n = parseNumber(value);
  if (!n) return bad();
  const bool small = *n <= UINT32_MAX;
  if (key == "wg" && small) f.workgroup = uint32_t(*n);
  else if (key == "wave" && small) f.wave = uint32_t(*n);
  else if (key == "lane" && *n < 64) f.lane = uint32_t(*n);
  else if (key == "skip") f.skip = *n;
  else if (key == "count") f.count = *n;
  else if (key == "wg" || key == "wave" || key == "lane") return bad();
  else return setError(error, fmt::format("'{}': unknown key '{}' (wg, wave, lane, pc, skip, count)", term, key));
  return true;
}

void appendf(std::string& out, const char* fmt, auto... args) {
  char buf[96];
  const int n = std::snprintf(buf, sizeof buf, fmt, args...);
  if (n > 0) out.append(buf, size_t(std::min(n, int(sizeof buf) - 1)));
}

// vN{RUNS}: lanes in runs of one value, or of a constant step when three or more lanes in a row follow it.
void appendVgpr(std::string& out, const TraceEvent::Vgpr& v) {
  std::vector<unsigned> lanes;
  for (unsigned l = 0; l < 64; ++l)
    if (v.lanes >> l & 1) lanes.push_back(l);
  appendf(out, " v%u{", unsigned(v.reg));
  bool first = true;
  for (size_t i = 0; i < lanes.size();) {
    size_t j = i + 1;
    uint32_t step = 0;
    if (j < lanes.size() && lanes[j] == lanes[i] + 1) {
      step = v.values[j] - v.values[i];
      while (j < lanes.size() && lanes[j] == lanes[j - 1] + 1 && v.values[j] - v.values[j - 1] == step) ++j;
      if (step != 0 && j - i < 3) j = i + 1, step = 0;  // two lanes make no progression worth naming
    }
    if (!first) out += ' ';
    first = false;
    if (j == i + 1) appendf(out, "%u=0x%x", lanes[i], v.values[i]);
    else if (step == 0) appendf(out, "%u-%u=0x%x", lanes[i], lanes[j - 1], v.values[i]);
    else if (int32_t(step) > 0) appendf(out, "%u-%u=0x%x+%dn", lanes[i], lanes[j - 1], v.values[i], int32_t(step));
    else appendf(out, "%u-%u=0x%x-%lldn", lanes[i], lanes[j - 1], v.values[i], -static_cast<long long>(int32_t(step)));
    i = j;
  }
  out += '}';
}

}  // namespace

std::optional<TraceFilter> parseTraceFilter(std::string_view spec, std::string* error) {
  TraceFilter f;
  if (spec == "all") return f;
  while (!spec.empty()) {
    const size_t comma = spec.find(',');
    if (!parseTerm(spec.substr(0, comma), f, error)) return std::nullopt;
    if (comma == std::string_view::npos) break;
    spec.remove_prefix(comma + 1);
    if (spec.empty()) {
      setError(error, "trailing comma");
      return std::nullopt;
    }
  }
  return f;
}

void Tracer::deliver(std::vector<TraceEvent>& events) {
  for (const TraceEvent& e : events) {
    if (passed_++ < o_.filter.skip) continue;
    if (done()) break;
    ++delivered_;
    o_.callback(e);
  }
  events.clear();
}

bool Launch::observedStep(Wave& w) {
  const uint32_t index = w.pc;
  const uint64_t before = w.executed;
  if (!tracer_ || index >= prog_.insts.size() || !tracer_->wants(w.wgLinear, w.waveInGroup, listingOf(index))) {
    const bool ok = step(w);
    if (w.executed != before && index < executedAt_.size()) ++executedAt_[index];
    return ok;
  }
  const std::array<uint32_t, 128> sBefore = w.s;
  const bool sccBefore = w.scc;
  const uint64_t execBefore = exec(w);
  const RegMask pendingBefore = w.pendingMask;
  traceV_ = w.v;
  const bool ok = step(w);
  if (w.executed != before) {
    if (index < executedAt_.size()) ++executedAt_[index];
    // SMEM results that landed during this instruction (a wait) count as its writes, same value or not.
    const RegMask landed{pendingBefore.lo & ~w.pendingMask.lo, pendingBefore.hi & ~w.pendingMask.hi};
    traceEvent(w, index, before, sBefore, sccBefore, execBefore, landed);
  }
  return ok;
}

// What instruction `index` wrote: its static write sets (except SMEM, whose results land at a wait) and
// every register whose value changed.
void Launch::traceEvent(const Wave& w, uint32_t index, uint64_t sequence, const std::array<uint32_t, 128>& sBefore,
                        bool sccBefore, uint64_t execBefore, const RegMask& landed) {
  const DInst& d = prog_.insts[index];
  TraceEvent e;
  e.workgroup = w.wgLinear;
  e.wave = w.waveInGroup;
  e.sequence = sequence;
  e.pc = pcOf(index);
  e.offset = e.pc - prog_.base;
  e.listingPc = listingOf(index);
  e.instruction = prog_.text(index);
  for (unsigned c = 0; c < 128; ++c)
    if (w.s[c] != sBefore[c] || landed.test(c) || (d.unit != UnitKind::ScalarMemory && prog_.writes[index].test(c))) e.sgprs.emplace_back(uint16_t(c), w.s[c]);
  if (w.scc != sccBefore || (d.op != kInvalidOp && opInfo(d.op).enc == Encoding::SOPC)) e.scc = w.scc;
  const uint64_t shown = tracer_->laneMask() & allLanes();
  const VgprUse& u = prog_.vuse[index];
  const uint32_t rows = uint32_t(w.v.size() / waveSize_);
  for (uint32_t r = 0; r < rows; ++r) {
    const uint32_t* now = w.v.data() + size_t(r) * waveSize_;
    const uint32_t* was = traceV_.data() + size_t(r) * waveSize_;
    bool written = false;
    for (unsigned i = 0; i < u.n; ++i)
      written |= u.r[i].write && r >= u.r[i].first && r < unsigned(u.r[i].first) + u.r[i].count;
    const bool same = std::memcmp(now, was, size_t(waveSize_) * 4) == 0;  // most rows: one vectorized compare
    if (same && !written) continue;
    uint64_t changed = 0;
    if (!same)
      for (uint32_t l = 0; l < waveSize_; ++l) changed |= uint64_t(now[l] != was[l]) << l;
    const uint64_t lanes = ((written ? execBefore : 0) | changed) & shown;
    if (!lanes) continue;
    TraceEvent::Vgpr v;
    v.reg = uint16_t(r);
    v.lanes = lanes;
    for (uint32_t l = 0; l < waveSize_; ++l)
      if (lanes >> l & 1) v.values.push_back(now[l]);
    e.vgprs.push_back(std::move(v));
  }
  // The line: "wg W wave V #N 0xADDRESS: text | values" (the address as listings print it).
  std::string& t = e.text;
  appendf(t, "wg %u wave %u #%llu 0x%06llx: ", e.workgroup, e.wave, static_cast<unsigned long long>(sequence),
          static_cast<unsigned long long>(e.listingPc));
  t += e.instruction;
  if (!e.sgprs.empty() || e.scc || !e.vgprs.empty()) t += " |";
  for (size_t i = 0; i < e.sgprs.size(); ++i) {
    const auto [code, value] = e.sgprs[i];
    // VCC and EXEC as one 64-bit value when both halves are written (wave64).
    if (!wave32_ && (code == opnd::kVccLo || code == opnd::kExecLo) && i + 1 < e.sgprs.size() &&
        e.sgprs[i + 1].first == code + 1) {
      appendf(t, " %s=0x%016llx", code == opnd::kVccLo ? "vcc" : "exec",
              static_cast<unsigned long long>(value | uint64_t(e.sgprs[i + 1].second) << 32));
      ++i;
      continue;
    }
    char name[40];
    const size_t n = registerName(code, 1, m_.target, name);
    appendf(t, " %.*s=0x%x", int(n), name, value);
  }
  if (e.scc) appendf(t, " scc=%u", unsigned(*e.scc));
  for (const TraceEvent::Vgpr& v : e.vgprs) appendVgpr(t, v);
  traceEvents_.push_back(std::move(e));
  // Workgroups run one after another, so delivering early keeps the order and bounds the memory; a parallel
  // executor keeps each workgroup's events until the workgroups before it are delivered.
  if (traceEvents_.size() >= 4096) tracer_->deliver(traceEvents_);
}

}  // namespace gcnkit::emu
