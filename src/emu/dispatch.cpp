#include "emu/dispatch.h"

#include "gcnkit/dispatch.h"

#include <cstring>

#include <fmt/format.h>

#include "emu/dispatch_limits.h"
#include "emu/register_bounds.h"
#include "object/kernel_descriptor.h"

namespace gcnkit::emu {

namespace {

uint64_t field(const KernelDescriptor& kd, KdWord w, const char* name) {
  const KdField* f = findKdField(w, name);
  return f ? getField(kd, *f) : 0;
}

void put16(std::vector<uint8_t>& b, size_t at, uint16_t v) { std::memcpy(b.data() + at, &v, 2); }
void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) { std::memcpy(b.data() + at, &v, 4); }
void put64(std::vector<uint8_t>& b, size_t at, uint64_t v) { std::memcpy(b.data() + at, &v, 8); }

void push64(std::vector<uint32_t>& s, uint64_t v) {
  s.push_back(uint32_t(v));
  s.push_back(uint32_t(v >> 32));
}

}  // namespace

const char* waveSizeFeature(const LoadedKernel& k) {
  const Processor* p = findProcessor(k.processor);
  if (!p || p->gen < Gen::GFX10) return "";
  return field(k.kd, KdWord::CodeProperties, "ENABLE_WAVEFRONT_SIZE32") ? "+wavefrontsize32" : "+wavefrontsize64";
}

LaunchResult dispatch(Machine& m, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout) {
  LaunchResult fail;
  if (std::string limit = dispatchLimitError(k, c, m.waveSize()); !limit.empty()) {
    fail.fault.kind = FaultKind::InvalidDispatch;
    fail.fault.message = "invalid dispatch: " + limit;
    return fail;
  }
  std::string error;
  if (!m.loadCode(k.code, &error)) {
    fail.fault.kind = FaultKind::InvalidInstruction;
    fail.fault.message = "cannot load the kernel's code: " + error;
    return fail;
  }
  const KernelDescriptor& kd = k.kd;
  DispatchLayout l;
  // Kernarg segment: what the command line built, at least as large as the descriptor says.
  std::vector<uint8_t> kernarg = c.kernarg;
  kernarg.resize(std::max<size_t>(kernarg.size(), kd.kernargSize), 0);
  l.kernarg = m.allocate(std::max<size_t>(kernarg.size(), 16), 64);
  m.write(l.kernarg, kernarg);
  // Private segment: fixed size per work-item, for every work-item of the grid.
  const uint64_t privateSize = kd.privateSegmentFixedSize;
  const uint64_t items = uint64_t(c.grid[0]) * c.grid[1] * c.grid[2];
  if (privateSize) l.scratch = m.allocate(privateSize * std::max<uint64_t>(items, 1) + 256, 256);
  l.queue = m.allocate(256, 64);  // an amd_queue_t; nothing in it is used by scalar code
  // The AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t).
  std::vector<uint8_t> pkt(64, 0);
  put16(pkt, 0, 2);  // HSA_PACKET_TYPE_KERNEL_DISPATCH
  put16(pkt, 2, uint16_t(c.grid[2] > 1 ? 3 : c.grid[1] > 1 ? 2 : 1));
  for (int d = 0; d < 3; ++d) put16(pkt, 4 + 2 * size_t(d), uint16_t(c.block[size_t(d)]));
  for (int d = 0; d < 3; ++d) put32(pkt, 12 + 4 * size_t(d), c.grid[size_t(d)]);
  put32(pkt, 24, kd.privateSegmentFixedSize);
  put32(pkt, 28, kd.groupSegmentFixedSize);
  put64(pkt, 40, l.kernarg);
  l.packet = m.allocate(64, 64);
  if (!l.kernarg || !l.queue || !l.packet || (privateSize && !l.scratch)) {
    fail.fault.kind = FaultKind::InvalidDispatch;
    fail.fault.message = "invalid dispatch: the host cannot allocate the kernarg, scratch and packet memory";
    return fail;
  }
  m.write(l.packet, pkt);
  // User SGPRs, dense, in the guide's order.
  const Processor* proc = findProcessor(k.processor);
  const Gen gen = proc ? proc->gen : Gen::GFX9;
  std::vector<uint32_t>& s = l.userSgprs;
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER")) {
    // A buffer resource over the scratch allocation: base, no stride, num_records = its size.
    push64(s, l.scratch);
    s.push_back(uint32_t(privateSize * std::max<uint64_t>(items, 1)));
    s.push_back(0x00027000);  // dst_sel xyzw, 32-bit data format: a plain dword buffer
  }
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_DISPATCH_PTR")) push64(s, l.packet);
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_QUEUE_PTR")) push64(s, l.queue);
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_KERNARG_SEGMENT_PTR")) push64(s, l.kernarg);
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_DISPATCH_ID")) push64(s, 0);
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_FLAT_SCRATCH_INIT")) {
    if (gen >= Gen::GFX9) push64(s, l.scratch);  // the scratch base
    else {
      s.push_back(uint32_t(l.scratch));        // GFX7/8: offset, then per-work-item size
      s.push_back(uint32_t(privateSize));
    }
  }
  if (field(kd, KdWord::CodeProperties, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE")) s.push_back(uint32_t(privateSize));
  // System SGPRs follow the user SGPRs: work-group ids, work-group info, then the scratch wave offset.
  LaunchConfig cfg;
  cfg.entry = k.entry;
  cfg.gridItems = c.grid;
  cfg.workgroupSize = c.block;
  cfg.keepWaveState = c.keepWaveState;
  cfg.sgprs = s;
  int next = int(s.size());
  for (int d = 0; d < 3; ++d) {
    const char* names[3] = {"ENABLE_SGPR_WORKGROUP_ID_X", "ENABLE_SGPR_WORKGROUP_ID_Y", "ENABLE_SGPR_WORKGROUP_ID_Z"};
    if (field(kd, KdWord::Rsrc2, names[d])) cfg.workgroupIdSgpr[size_t(d)] = next++;
  }
  const int infoSgpr = field(kd, KdWord::Rsrc2, "ENABLE_SGPR_WORKGROUP_INFO") ? next++ : -1;
  const int waveOffsetSgpr = field(kd, KdWord::Rsrc2, "ENABLE_PRIVATE_SEGMENT") ? next++ : -1;
  cfg.workitemIdDims = 1 + int(field(kd, KdWord::Rsrc2, "ENABLE_VGPR_WORKITEM_ID"));
  cfg.initializedSgprs = next;
  const uint32_t waveSize = m.waveSize();
  const uint64_t blockItems = uint64_t(c.block[0]) * c.block[1] * c.block[2];
  const uint64_t wavesPerGroup = (blockItems + waveSize - 1) / waveSize;
  cfg.setupWave = [=](WaveSetup& w) {
    if (infoSgpr >= 0) (*w.sreg)[size_t(infoSgpr)] = uint32_t(wavesPerGroup & 0x3f) | (w.waveInGroup == 0 ? 1u << 31 : 0);
    if (waveOffsetSgpr >= 0)
      (*w.sreg)[size_t(waveOffsetSgpr)] =
          uint32_t((uint64_t(w.workgroupLinear) * wavesPerGroup + w.waveInGroup) * waveSize * privateSize);
  };
  if (layout) *layout = l;
  std::optional<Report> bounds;  // registers beyond the allocation: a static check, before the first wave
  if (m.options().checks != CheckMode::Off)
    if (TargetResult t = makeTarget(m.processor(), waveSizeFeature(k)); t.target)
      bounds = registerBoundsReport(k, *t.target, m.codeAddress());
  if (bounds && m.options().checks == CheckMode::Error) {
    fail.fault.kind = FaultKind::CheckFailed;
    fail.fault.pc = bounds->pc;
    fail.fault.offset = bounds->offset;
    fail.fault.instruction = bounds->instruction;
    fail.fault.message = fmt::format("check failed at pc {:#x} (offset {:#x}: {}): register-bounds: {}", bounds->pc,
                                     bounds->offset, bounds->instruction, bounds->message);
    fail.reports.push_back(*bounds);
    return fail;
  }
  LaunchResult r = m.launch(cfg);
  if (bounds) r.reports.insert(r.reports.begin(), *bounds);
  return r;
}

}  // namespace gcnkit::emu

// ---------------------------------------------------------------- public API (gcnkit/dispatch.h)

namespace gcnkit::emu {

std::vector<std::string> codeObjectKernels(std::span<const uint8_t> codeObject, std::string* error) {
  auto names = kernelNames(codeObject);
  if (!names) {
    if (error) *error = names.error();
    return {};
  }
  return *names;
}

std::string codeObjectProcessor(std::span<const uint8_t> codeObject, std::string* error) {
  auto names = kernelNames(codeObject);
  if (!names || names->empty()) {
    if (error) *error = names ? "the code object has no kernels" : names.error();
    return {};
  }
  auto k = loadKernel(codeObject, names->front());
  if (!k) {
    if (error) *error = k.error();
    return {};
  }
  return k->processor;
}

LaunchResult dispatchKernel(Machine& m, std::span<const uint8_t> codeObject, std::string_view name,
                            const KernelDispatch& d) {
  auto k = loadKernel(codeObject, name);
  if (!k) {
    LaunchResult r;
    r.fault.kind = FaultKind::NoCode;
    r.fault.message = k.error();
    return r;
  }
  DispatchConfig c;
  c.grid = d.grid;
  c.block = d.block;
  c.kernarg = d.kernarg;
  c.keepWaveState = d.keepWaveState;
  return dispatch(m, *k, c);
}

}  // namespace gcnkit::emu
