#include "twin_run.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "emu/code_object.h"
#include "gcnkit/toolchain.h"
#include "host/twin_runtime.h"

namespace gcnkit::twin {

std::string twinDataDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/twin/"; }

std::string ObjectKey::path() const { return fmt::format("{}{}.{}.v{}.hsaco", twinDataDir(), stem, processor, version); }
std::string ObjectKey::label() const { return fmt::format("{} on {}, code object V{}", stem, processor, version); }

std::vector<ManifestEntry> readManifest(std::string* error) {
  std::ifstream in(twinDataDir() + "MANIFEST.tsv");
  std::vector<ManifestEntry> out;
  if (!in) {
    *error = "cannot read " + twinDataDir() + "MANIFEST.tsv (run tests/twin/build.sh)";
    return out;
  }
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    ManifestEntry e;
    std::string version;
    std::getline(fields, e.source, '\t');
    std::getline(fields, e.processor, '\t');
    std::getline(fields, version, '\t');
    std::getline(fields, e.status);
    e.version = unsigned(std::atoi(version.c_str()));
    out.push_back(e);
  }
  return out;
}

bool readArgumentLayout(std::span<const uint8_t> object, const Case& c, KernargLayout* layout, std::string* error) {
  auto k = emu::loadKernel(object, c.kernel);
  if (!k) return *error = k.error(), false;
  if (!k->metadata) return *error = "no metadata for kernel " + c.kernel, false;
  const KernelMetadata& md = *k->metadata;
  std::vector<const KernelArgMetadata*> explicitArgs;
  for (const KernelArgMetadata& a : md.args)
    if (a.valueKind.rfind("hidden_", 0) != 0) explicitArgs.push_back(&a);
  if (explicitArgs.size() != c.args.size())
    return *error = fmt::format("{}: metadata lists {} explicit arguments, the case has {}", c.kernel,
                                explicitArgs.size(), c.args.size()),
           false;
  layout->offsets.clear();
  for (size_t i = 0; i < c.args.size(); ++i) {
    const KernelArgMetadata& m = *explicitArgs[i];
    const Arg& a = c.args[i];
    const std::string want = a.buffer ? "global_buffer" : "by_value";
    const uint64_t size = a.buffer ? 8 : elemSize(a.elem);
    if (m.valueKind != want || m.size != size)
      return *error = fmt::format("{}: argument {} is {} of {} bytes in the metadata, the case passes {} of {} bytes",
                                  c.kernel, i, m.valueKind, m.size, want, size),
             false;
    if (m.offset % size != 0 || m.offset + size > md.kernargSegmentSize)
      return *error = fmt::format("{}: argument {} at offset {} is misaligned or outside the {}-byte segment",
                                  c.kernel, i, m.offset, md.kernargSegmentSize),
             false;
    layout->offsets.push_back(m.offset);
  }
  layout->segmentSize = md.kernargSegmentSize;
  layout->waveSize = unsigned(md.wavefrontSize ? md.wavefrontSize : 64);
  layout->vgprCount = md.vgprCount;
  return true;
}

namespace {

std::vector<uint8_t> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A machine for the object's processor with the wave size the kernel was compiled for; its reports and faults
// write instructions in LLVM's syntax.
std::unique_ptr<emu::Machine> machineFor(const std::string& processor, unsigned waveSize, emu::EmulatorOptions o,
                                         std::string* error) {
  o.instructionText = toolchain::disassembleInstruction;
  auto m = emu::Machine::create(processor, "", error, o);
  if (m && m->waveSize() != waveSize)
    m = emu::Machine::create(processor, waveSize == 64 ? "+wavefrontsize64" : "+wavefrontsize32", error, o);
  return m;
}

}  // namespace

RunResult runEmulated(const Case& c, const ObjectKey& key, uint64_t maxInstructions, unsigned threads,
                      emu::CheckMode checks, emu::EmulatorOptions::Engine engine) {
  const std::vector<uint8_t> object = readFile(key.path());
  if (object.empty()) {
    RunResult r;
    r.buffers = makeInputs(c);
    return r.failure = "cannot read " + key.path(), r;
  }
  return runEmulated(c, key, object, maxInstructions, threads, checks, engine);
}

RunResult runEmulated(const Case& c, const ObjectKey& key, std::span<const uint8_t> object, uint64_t maxInstructions,
                      unsigned threads, emu::CheckMode checks, emu::EmulatorOptions::Engine engine) {
  RunResult r;
  r.buffers = makeInputs(c);
  KernargLayout layout;
  std::string error;
  if (!readArgumentLayout(object, c, &layout, &error)) return r.failure = key.label() + ": " + error, r;
  r.waveSize = layout.waveSize;
  emu::EmulatorOptions o;
  o.checks = checks;
  o.engine = engine;
  o.threads = threads;
  o.vgprCount = uint32_t(std::max<uint64_t>(o.vgprCount, layout.vgprCount));
  if (maxInstructions) o.maxInstructions = maxInstructions;
  auto m = machineFor(processorOf(key.processor), layout.waveSize, o, &error);
  if (!m) return r.failure = key.label() + ": " + error, r;
  emu::KernelDispatch d;
  d.grid = c.global;
  d.block = c.local;
  d.kernarg.assign(layout.segmentSize, 0);
  std::vector<uint64_t> addresses(c.args.size(), 0);
  for (size_t i = 0; i < c.args.size(); ++i) {
    const Arg& a = c.args[i];
    if (!a.buffer) {
      std::memcpy(d.kernarg.data() + layout.offsets[i], &a.scalar, elemSize(a.elem));
      continue;
    }
    const Buffer& b = r.buffers[i];
    addresses[i] = m->allocate(std::max<uint64_t>(b.bytes, 4));
    if (!addresses[i] || !m->write(addresses[i], {b.data(), b.bytes}))
      return r.failure = fmt::format("{}: cannot place argument {} ({} bytes) in guest memory", key.label(), i, b.bytes), r;
    std::memcpy(d.kernarg.data() + layout.offsets[i], &addresses[i], 8);
  }
  r.launch = emu::dispatchKernel(*m, object, c.kernel, d);
  r.failure = describeLaunch(c, key, r.launch);
  for (size_t i = 0; i < c.args.size(); ++i)
    if (c.args[i].buffer && !m->read(addresses[i], {r.buffers[i].data(), r.buffers[i].bytes}) && r.failure.empty())
      r.failure = fmt::format("{}: cannot read argument {} back", key.label(), i);
  return r;
}

RunResult runHost(const Case& c, unsigned subGroupSize, unsigned threads) {
  RunResult r;
  r.buffers = makeInputs(c);
  std::vector<::twin::rt::ArgValue> args(c.args.size());
  for (size_t i = 0; i < c.args.size(); ++i) {
    if (c.args[i].buffer) args[i].pointer = r.buffers[i].data();
    else args[i].bits = c.args[i].scalar;
  }
  ::twin::rt::NDRange range;
  for (int d = 0; d < 3; ++d) range.global[d] = c.global[size_t(d)], range.local[d] = c.local[size_t(d)];
  range.dims = c.dims;
  r.failure = ::twin::rt::runKernel(c.kernel.c_str(), args.data(), args.size(), range, subGroupSize, threads);
  if (!r.failure.empty()) r.failure = "host twin of " + c.kernel + ": " + r.failure;
  return r;
}

const char* faultKindName(emu::FaultKind k) {
  switch (k) {
    case emu::FaultKind::None: return "none";
    case emu::FaultKind::MemoryViolation: return "memory violation";
    case emu::FaultKind::Trap: return "trap";
    case emu::FaultKind::InstructionLimit: return "instruction limit";
    case emu::FaultKind::InvalidInstruction: return "invalid instruction";
    case emu::FaultKind::BadBranch: return "bad branch";
    case emu::FaultKind::Unsupported: return "unsupported instruction";
    case emu::FaultKind::CheckFailed: return "check failed";
    case emu::FaultKind::NoCode: return "no code";
    case emu::FaultKind::InvalidDispatch: return "invalid dispatch";
    case emu::FaultKind::TimeLimit: return "time limit";
  }
  return "unknown fault";
}

std::string describeLaunch(const Case& c, const ObjectKey& key, const emu::LaunchResult& r) {
  std::string out;
  // The fault's message already gives pc, instruction, work-group and wave.
  if (!r.ok()) out = fmt::format("kernel {} ({}) faulted ({}): {}", c.kernel, key.label(), faultKindName(r.fault.kind), r.fault.message);
  if (!r.reports.empty()) {
    if (out.empty()) out = fmt::format("kernel {} ({}): checks reported problems", c.kernel, key.label());
    for (const emu::Report& rep : r.reports) out += "\n  " + rep.text();
  }
  return out;
}

}  // namespace gcnkit::twin
