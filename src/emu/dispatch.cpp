#include "emu/dispatch.h"

#include "gcnkit/dispatch.h"
#include "gcnkit/module.h"

#include <algorithm>
#include <cstring>
#include <thread>

#include <fmt/format.h>

#include "emu/dispatch_limits.h"
#include "emu/host_session.h"
#include "emu/kernel_args.h"
#include "emu/implicit_args.h"
#include "emu/register_bounds.h"
#include "emu/vmem.h"
#include "object/kernel_descriptor.h"
#include "isa/registers.h"
#include "isa/vmem_formats.h"
#include "object/kernel_registers.h"

namespace gcnkit::emu {

namespace {

uint64_t field(const KernelDescriptor& kd, KdWord w, const char* name) {
  const KdField* f = findKdField(w, name);
  return f ? getField(kd, *f) : 0;
}

void put16(std::vector<uint8_t>& b, size_t at, uint16_t v) { std::memcpy(b.data() + at, &v, 2); }
void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) { std::memcpy(b.data() + at, &v, 4); }
void put64(std::vector<uint8_t>& b, size_t at, uint64_t v) { std::memcpy(b.data() + at, &v, 8); }

uint16_t gridDims(const DispatchConfig& c) { return uint16_t(c.grid[2] > 1 ? 3 : c.grid[1] > 1 ? 2 : 1); }

// Code object V5+: the implicit-argument block the metadata places after the explicit arguments.
std::string fillImplicitBlock(std::vector<uint8_t>& kernarg, const LoadedKernel& k, const DispatchConfig& c,
                              uint64_t queue, const HiddenBuffers& buffers) {
  if (k.codeObjectVersion < 5 || !k.metadata) return {};
  ImplicitArgValues v{c.grid, c.block, gridDims(c), queue};
  v.dynamicLds = c.dynamicLds;
  v.globalOffset = c.globalOffset;
  v.printfBuffer = buffers.printf;
  v.hostcallBuffer = buffers.hostcall;
  return fillImplicitArgs(kernarg, *k.metadata, v);
}

// HIP's buffered printf formats: "0:0:HASH,FORMAT" with a 64-bit hash in hexadecimal (OpenCL's: "ID:N:SIZES:FORMAT").
bool hipPrintfFormats(const std::vector<std::string>& formats) {
  for (const std::string& f : formats) {
    const size_t comma = f.find(',');
    if (!f.starts_with("0:0:") || comma != 20 || f.find_first_not_of("0123456789abcdefABCDEF", 4) != 20) return false;
  }
  return !formats.empty();
}

}  // namespace

uint64_t privateSegmentBytes(const LoadedKernel& k, const DispatchConfig& c, uint32_t stackSize) {
  uint64_t bytes = uint64_t(k.kd.privateSegmentFixedSize) + c.dynamicPrivate;
  const bool dynamicStack = field(k.kd, KdWord::CodeProperties, "USES_DYNAMIC_STACK") ||
                            (k.metadata && k.metadata->usesDynamicStack.value_or(false));
  // The ROCm runtime's stack for such a kernel: the device's stack size limit (1 KiB for HIP, 16 KiB for
  // OpenCL unless the program sets it) when that is larger than the fixed size. A stack size asked for applies to
  // every kernel: an object whose recursion the compiler left unmarked (clang-22) can still be run.
  if (dynamicStack || stackSize) bytes = std::max<uint64_t>(bytes, stackSize ? stackSize : k.hip ? 1024 : 16384);
  return (bytes + 3) & ~3ull;
}

bool fixedPrivateSegment(const LoadedKernel& k, uint32_t stackSize) {
  return !stackSize && !field(k.kd, KdWord::CodeProperties, "USES_DYNAMIC_STACK") &&
         !(k.metadata && k.metadata->usesDynamicStack.value_or(false));
}

void releaseDispatch(Machine& m, const DispatchLayout& layout) {
  for (uint64_t a : layout.allocations) m.release(a);
}

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
  if (!k.loadedCode && !m.loadCode(k.code, &error, k.codeAddress)) {
    fail.fault.kind = FaultKind::InvalidInstruction;
    fail.fault.message = "cannot load the kernel's code: " + error;
    return fail;
  }
  const KernelDescriptor& kd = k.kd;
  DispatchLayout l;
  auto keep = [&l, &m](uint64_t address, const char* name) {
    if (address) l.allocations.push_back(address), m.nameAllocation(address, name);
    return address;
  };
  auto outOfMemory = [&]() {
    if (layout) *layout = l;
    fail.fault.kind = FaultKind::InvalidDispatch;
    fail.fault.message = "invalid dispatch: the host cannot allocate the kernarg, scratch, packet and host-service memory";
    return fail;
  };
  // Kernarg segment: what the command line built, at least as large as the descriptor says.
  std::vector<uint8_t> kernarg = c.kernarg;
  kernarg.resize(std::max<size_t>(kernarg.size(), kd.kernargSize), 0);
  // The queue (amd_queue_t): GFX7/8 code reads the LDS and private aperture bases from it (LLVM guide:
  // group_segment_aperture_base_hi at 0x40, private_segment_aperture_base_hi at 0x44); V5's implicit block
  // points at it.
  l.queue = keep(m.allocate(256, 64), "the queue (amd_queue_t)");
  if (!l.queue) return outOfMemory();
  {
    std::vector<uint8_t> q(256, 0);
    put32(q, 0x40, kSharedApertureHi);
    put32(q, 0x44, kPrivateApertureHi);
    m.write(l.queue, q);
  }
  const Processor* proc = findProcessor(k.processor);
  const Gen gen = proc ? proc->gen : Gen::GFX9;
  const uint32_t waveSize = m.waveSize();
  const uint64_t blockItems = uint64_t(c.block[0]) * c.block[1] * c.block[2];
  const uint64_t wavesPerGroup = (std::max<uint64_t>(blockItems, 1) + waveSize - 1) / waveSize;
  uint64_t groups = 1;
  for (int d = 0; d < 3; ++d) groups *= (uint64_t(std::max(c.grid[size_t(d)], 1u)) + std::max(c.block[size_t(d)], 1u) - 1) / std::max(c.block[size_t(d)], 1u);
  // Host services the metadata asks for: the hostcall buffer (a packet for every wave that can wait on one at a
  // time: the waves of the workgroups the host threads run together) and the printf buffer.
  HiddenBuffers buffers;
  if (hasHiddenArg(k, "hidden_hostcall_buffer")) {
    unsigned workers = m.options().threads ? m.options().threads : std::max(1u, std::thread::hardware_concurrency());
    workers = unsigned(std::min<uint64_t>({workers, groups, 256}));
    buffers.hostcall = l.hostcallBuffer = createHostcallBuffer(m, uint32_t(std::min<uint64_t>(wavesPerGroup * workers, 1 << 16)), l.allocations);
    if (!buffers.hostcall) return outOfMemory();
  }
  if (hasHiddenArg(k, "hidden_printf_buffer")) {
    buffers.printf = l.printfBuffer = keep(createPrintfBuffer(m, m.options().printfBufferSize), "the printf buffer");
    if (!buffers.printf) return outOfMemory();
  }
  fillHiddenArgsV4(kernarg, k, c, buffers);
  if (std::string e = fillImplicitBlock(kernarg, k, c, l.queue, buffers); !e.empty()) {
    fail.fault.kind = FaultKind::InvalidInstruction;
    fail.fault.message = "kernarg segment: " + e;
    return fail;
  }
  // Rounded up to 64 bytes, zero-filled: runtimes hand out kernarg segments from 64-byte-aligned pools, and
  // compilers widen the last argument load to a 16-byte s_load_dwordx4 (clang-19 does past a 28-byte segment).
  l.kernarg = keep(m.allocate((std::max<size_t>(kernarg.size(), 16) + 63) & ~size_t(63), 64), "the kernarg segment");
  if (!l.kernarg) return outOfMemory();
  m.write(l.kernarg, kernarg);
  // Private segment: fixed plus dynamic bytes per work-item (or the dynamic stack), for every lane of every wave
  // of the grid (the scratch wave offset below gives each wave waveSize * privateSize bytes).
  const uint64_t privateSize = l.privateSegmentSize = privateSegmentBytes(k, c, m.options().stackSize);
  l.scratchBytes = privateSize * waveSize * wavesPerGroup * groups;
  if (l.scratchBytes) {
    l.scratch = keep(m.allocate(l.scratchBytes, 256), "the private segment (scratch)");
    if (!l.scratch) return outOfMemory();
  }
  l.ldsBytes = kd.groupSegmentFixedSize + c.dynamicLds;
  // The AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t).
  std::vector<uint8_t> pkt(64, 0);
  put16(pkt, 0, 2);  // HSA_PACKET_TYPE_KERNEL_DISPATCH
  put16(pkt, 2, gridDims(c));
  for (int d = 0; d < 3; ++d) put16(pkt, 4 + 2 * size_t(d), uint16_t(c.block[size_t(d)]));
  for (int d = 0; d < 3; ++d) put32(pkt, 12 + 4 * size_t(d), c.grid[size_t(d)]);
  put32(pkt, 24, uint32_t(privateSize));
  put32(pkt, 28, l.ldsBytes);
  put64(pkt, 40, l.kernarg);
  l.packet = keep(m.allocate(64, 64), "the dispatch packet");
  if (!l.packet) return outOfMemory();
  m.write(l.packet, pkt);
  // The SGPRs the dispatch writes, where object/kernel_registers.h places them (the user SGPRs dense in the guide's
  // order; the system SGPRs from USER_SGPR_COUNT on, which may leave SGPRs between them unset).
  const TargetResult processorTarget = makeTarget(m.processor(), "");
  const InitialRegisters init = processorTarget.target ? initialRegisters(kd, *processorTarget.target) : InitialRegisters{};
  std::vector<uint32_t>& s = l.userSgprs;
  LaunchConfig cfg;
  int infoSgpr = -1, waveOffsetSgpr = -1;
  for (const InitialSgprRange& e : init.sgprs) {
    if (s.size() < size_t(e.first) + e.count) s.resize(size_t(e.first) + e.count, 0);
    uint32_t* at = s.data() + e.first;
    auto put = [at](uint64_t v) { at[0] = uint32_t(v), at[1] = uint32_t(v >> 32); };
    switch (e.what) {
      case InitialSgpr::PrivateSegmentBuffer: {
        // The private segment buffer V#: the scratch allocation, swizzled per lane with TID_ENABLE, 4-byte
        // elements and an index stride of the wave size, so that a wave's soffset plus a per-lane offset
        // reaches that lane's dwords (the buffer-memory document's swizzle formula); num_records = the whole segment.
        const uint32_t indexStride = waveSize == 64 ? 3 : 2;  // 8 << field
        uint32_t w3 = 0xfac | indexStride << 21 | 1u << 23;   // dst_sel xyzw, TID_ENABLE
        const uint32_t float32 = uint32_t(unifiedFromSplit(4, 7, gen).value_or(0));  // BUF_FMT_32_FLOAT (GFX10+)
        w3 |= vmemRules(gen).oobSelect ? float32 << 12 | 3u << 28   // FORMAT 32_FLOAT, OOB_SELECT raw
                                       : 7u << 12 | 4u << 15 | 1u << 19;  // FLOAT, data format 32, ELEMSIZE 4
        at[0] = uint32_t(l.scratch);
        // SWIZZLE_ENABLE: bit 63 (GFX11+: the 2-bit field [63:62] = 1, 4-byte elements)
        at[1] = (uint32_t(l.scratch >> 32) & 0xffff) | (vmemRules(gen).rsrc11 ? 1u << 30 : 1u << 31);
        at[2] = uint32_t(std::min<uint64_t>(l.scratchBytes, 0xffffffffu));
        at[3] = w3;
        break;
      }
      case InitialSgpr::DispatchPtr: put(l.packet); break;
      case InitialSgpr::QueuePtr: put(l.queue); break;
      case InitialSgpr::KernargSegmentPtr: put(l.kernarg); break;
      case InitialSgpr::DispatchId: put(0); break;
      case InitialSgpr::FlatScratchInit:
        if (!vmemRules(gen).flatScratchOffset) put(l.scratch);  // the scratch base address
        else at[0] = 0, at[1] = uint32_t(privateSize);  // GFX7/8: offset into the scratch memory, per-work-item size
        break;
      case InitialSgpr::PrivateSegmentSize: at[0] = uint32_t(privateSize); break;
      case InitialSgpr::KernargPreload: {  // kernarg dwords from KERNARG_PRELOAD_SPEC_OFFSET on
        const size_t from = size_t(field(kd, KdWord::KernargPreload, "KERNARG_PRELOAD_SPEC_OFFSET")) * 4;
        for (size_t i = 0; i < e.count; ++i)
          if (from + i * 4 + 4 <= kernarg.size()) std::memcpy(at + i, kernarg.data() + from + i * 4, 4);
        break;
      }
      case InitialSgpr::WorkgroupIdX: cfg.workgroupIdSgpr[0] = e.first; break;
      case InitialSgpr::WorkgroupIdY: cfg.workgroupIdSgpr[1] = e.first; break;
      case InitialSgpr::WorkgroupIdZ: cfg.workgroupIdSgpr[2] = e.first; break;
      case InitialSgpr::WorkgroupInfo: infoSgpr = e.first; break;
      case InitialSgpr::PrivateSegmentWaveOffset: waveOffsetSgpr = e.first; break;
    }
  }
  // System SGPRs are written per wave (setupWave below): the user SGPRs end at the first of them.
  for (const InitialSgprRange& e : init.sgprs)
    if (e.what >= InitialSgpr::WorkgroupIdX) {
      s.resize(std::min<size_t>(s.size(), e.first));
      break;
    }
  cfg.entry = k.entry;
  cfg.gridItems = c.grid;
  cfg.workgroupSize = c.block;
  cfg.keepWaveState = c.keepWaveState;
  // The MODE register as the descriptor's COMPUTE_PGM_RSRC1 float fields set it (LLVM AMDGPU guide).
  cfg.mode = uint32_t(field(kd, KdWord::Rsrc1, "FLOAT_ROUND_MODE_32") | field(kd, KdWord::Rsrc1, "FLOAT_ROUND_MODE_16_64") << 2 |
                      field(kd, KdWord::Rsrc1, "FLOAT_DENORM_MODE_32") << 4 |
                      field(kd, KdWord::Rsrc1, "FLOAT_DENORM_MODE_16_64") << 6 |
                      field(kd, KdWord::Rsrc1, "ENABLE_DX10_CLAMP") << 8 | field(kd, KdWord::Rsrc1, "ENABLE_IEEE_MODE") << 9);
  cfg.sgprs = s;
  cfg.code = k.loadedCode;
  cfg.privateSegmentSize = privateSize;
  cfg.fixedPrivateSegment = fixedPrivateSegment(k, m.options().stackSize);
  cfg.services.hostcallBuffer = buffers.hostcall;
  cfg.services.printfBuffer = buffers.printf;
  if (buffers.printf) cfg.services.printfFormats = k.printfFormats;
  cfg.services.hipPrintfRecords = hipPrintfFormats(k.printfFormats);
  cfg.kernargPointerMissing = !field(kd, KdWord::CodeProperties, "ENABLE_SGPR_KERNARG_SEGMENT_PTR") &&
                              (kd.kernargSize > 0 || (k.metadata && !explicitArguments(*k.metadata).empty()));
  cfg.ldsBytes = l.ldsBytes;
  cfg.scratchBase = l.scratch;  // GFX7/8 FLAT_SCRATCH_HI counts from here
  cfg.scratchBytes = l.scratchBytes;
  // LLVM's packed-tid processors pack the work-item ids into v0; on architected-flat-scratch processors
  // ENABLE_PRIVATE_SEGMENT has the hardware point FLAT_SCRATCH at the wave's scratch instead of giving the
  // wave's offset in an SGPR (LLVM AMDGPU guide). Both are feature columns of the processor table.
  cfg.packedWorkitemIds = init.packedWorkitemIds;
  const int flatScratchCode = init.flatScratch ? vmemRules(gen).flatScratchCode : 0;
  const bool architectedScratch = init.flatScratch;
  const uint64_t scratchBase = l.scratch;
  cfg.workitemIdDims = int(init.workitemIdDims);
  cfg.initializedSgprs = int(init.sgprCount);
  const bool architectedSgprs = init.architectedSgprs;
  cfg.setupWave = [=](WaveSetup& w) {
    if (architectedSgprs) {  // GFX12: TTMP9 = x, TTMP7 = y | z << 16 (LLVM AMDGPU guide, architected SGPRs)
      (*w.sreg)[size_t(ttmpBase(gen)) + 9] = w.workgroupId[0];
      (*w.sreg)[size_t(ttmpBase(gen)) + 7] = (w.workgroupId[1] & 0xffff) | w.workgroupId[2] << 16;
    }
    if (infoSgpr >= 0) (*w.sreg)[size_t(infoSgpr)] = uint32_t(wavesPerGroup & 0x3f) | (w.waveInGroup == 0 ? 1u << 31 : 0);
    const uint64_t waveOffset = (uint64_t(w.workgroupLinear) * wavesPerGroup + w.waveInGroup) * waveSize * privateSize;
    if (waveOffsetSgpr >= 0) (*w.sreg)[size_t(waveOffsetSgpr)] = uint32_t(waveOffset);
    if (flatScratchCode > 0) {
      (*w.sreg)[size_t(flatScratchCode)] = uint32_t(scratchBase + waveOffset);
      (*w.sreg)[size_t(flatScratchCode) + 1] = uint32_t((scratchBase + waveOffset) >> 32);
    } else if (architectedScratch) {
      w.flatScratch = scratchBase + waveOffset;  // GFX11: the FLAT_SCR_LO/HI hardware registers
    }
  };
  if (layout) *layout = l;
  // The register files: what the descriptor allocates, and room for registers the code names beyond it (the
  // register-bounds check reports those; on hardware they are another wave's, here extra rows: a model).
  std::optional<Report> bounds;  // registers beyond the allocation: a static check, before the first wave
  if (TargetResult t = makeTarget(m.processor(), waveSizeFeature(k)); t.target) {
    RegisterEndsSeen seen;
    bounds = registerBoundsReport(k, *t.target, k.loadedCode ? k.loadedCode : m.codeAddress(), &seen,
                                  m.options().instructionText, waveSizeFeature(k));
    if (bounds) bounds->listingPc = (k.loadedCode ? k.codeAddress : m.listingBase()) + bounds->offset;
    if (m.options().checks == CheckMode::Off) bounds.reset();
    const RegisterAllocation a = registerAllocation(k, *t.target);
    cfg.vgprCount = std::max(a.file, seen.vgpr);
    cfg.agprCount = std::max(a.agprs, seen.agpr);
    cfg.agprBase = a.agprBase == a.file ? cfg.vgprCount : a.agprBase;  // gfx908's own file after the VGPRs
  }
  if (bounds && m.options().checks == CheckMode::Error) {
    fail.fault.kind = FaultKind::CheckFailed;
    fail.fault.pc = bounds->pc;
    fail.fault.offset = bounds->offset;
    fail.fault.listingPc = bounds->listingPc;
    fail.fault.instruction = bounds->instruction;
    fail.fault.message = fmt::format("check failed at pc {:#x} ({}): register-bounds: {}", bounds->listingPc,
                                     bounds->instruction, bounds->message);
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
  std::string error;
  auto module = Module::load(m, codeObject, &error);
  if (!module) {
    LaunchResult r;
    r.fault.kind = FaultKind::NoCode;
    r.fault.message = error;
    return r;
  }
  return module->launch(name, d);
}

}  // namespace gcnkit::emu
