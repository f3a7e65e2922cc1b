#include "object/kernel_registers.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "isa/registers.h"

namespace gcnkit {

namespace {

uint64_t field(const KernelDescriptor& kd, KdWord w, const char* name) {
  const KdField* f = findKdField(w, name);
  return f ? getField(kd, *f) : 0;
}

}  // namespace

bool descriptorWave32(const KernelDescriptor& kd, const Target& t) {
  return t.gen() >= Gen::GFX10 && field(kd, KdWord::CodeProperties, "ENABLE_WAVEFRONT_SIZE32");
}

RegisterAllocation registerAllocation(const KernelDescriptor& kd, const Target& t) {
  const uint32_t rsrc1 = kd.computePgmRsrc1;
  // With a unified VGPR/AGPR file (gfx90a+), the granulated count covers both; the VGPRs are those below
  // ACCUM_OFFSET (COMPUTE_PGM_RSRC3[5:0], units of 4), the AGPRs start there.
  const uint32_t unified = ((rsrc1 & 0x3f) + 1) * uint32_t(vgprEncodingGranule(t, descriptorWave32(kd, t)));
  const bool accumOffset = t.proc && (t.proc->flags & kAccumOffset);
  const uint32_t vgprs = accumOffset ? std::min(unified, ((kd.computePgmRsrc3 & 0x3f) + 1) * 4) : unified;
  // GFX10 gives every wave all its SGPRs; before, the granulated count (the extra VCC/flat-scratch/XNACK
  // SGPRs at the top included).
  const uint32_t sgprs = t.gen() >= Gen::GFX10 ? uint32_t(sgprCount(t.gen())) : (((rsrc1 >> 6) & 0xf) + 1) * 8;
  RegisterAllocation a{unified, vgprs, sgprs};
  if (accumOffset) a.agprBase = vgprs, a.agprs = unified - vgprs;
  else if (t.has(kFeatMaiInsts)) a.agprBase = unified, a.agprs = unified;
  return a;
}

std::optional<std::string> registerBoundsMessage(const RegisterAllocation& a, const Target& t, uint32_t sgprEnd,
                                                 uint32_t vgprEnd, uint32_t agprEnd) {
  if (sgprEnd > a.sgprs)
    return fmt::format("names s{}, but the descriptor allocates {} SGPRs (s0..s{}): raise .amdhsa_next_free_sgpr",
                       sgprEnd - 1, a.sgprs, a.sgprs - 1);
  if (agprEnd > a.agprs)
    return fmt::format("names a{}, but the descriptor allocates {} AGPRs: raise .amdhsa_next_free_vgpr{}", agprEnd - 1,
                       a.agprs, a.agprBase == a.file ? "" : " (AGPRs start at .amdhsa_accum_offset)");
  if (vgprEnd > a.vgprs)
    return fmt::format("names v{}, but the descriptor allocates {} VGPRs (v0..v{}): raise .amdhsa_next_free_vgpr{}",
                       vgprEnd - 1, a.vgprs, a.vgprs - 1,
                       t.proc && (t.proc->flags & kAccumOffset) ? " (and .amdhsa_accum_offset)" : "");
  return std::nullopt;
}

std::string_view initialSgprName(InitialSgpr s) {
  switch (s) {
    case InitialSgpr::PrivateSegmentBuffer: return "private segment buffer";
    case InitialSgpr::DispatchPtr: return "dispatch pointer";
    case InitialSgpr::QueuePtr: return "queue pointer";
    case InitialSgpr::KernargSegmentPtr: return "kernarg segment pointer";
    case InitialSgpr::DispatchId: return "dispatch id";
    case InitialSgpr::FlatScratchInit: return "flat scratch init";
    case InitialSgpr::PrivateSegmentSize: return "private segment size";
    case InitialSgpr::KernargPreload: return "preloaded kernel arguments";
    case InitialSgpr::WorkgroupIdX: return "work-group id x";
    case InitialSgpr::WorkgroupIdY: return "work-group id y";
    case InitialSgpr::WorkgroupIdZ: return "work-group id z";
    case InitialSgpr::WorkgroupInfo: return "work-group info";
    case InitialSgpr::PrivateSegmentWaveOffset: return "private segment wave offset";
  }
  return "?";
}

InitialRegisters initialRegisters(const KernelDescriptor& kd, const Target& t) {
  InitialRegisters r;
  unsigned next = 0;
  auto add = [&](InitialSgpr what, unsigned count) {
    r.sgprs.push_back({what, uint8_t(next), uint8_t(count)});
    next += count;
  };
  // User SGPRs, dense, in the guide's order.
  struct User {
    const char* bit;
    InitialSgpr what;
    unsigned count;
  };
  static constexpr std::array<User, 7> kUser{{
      {"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", InitialSgpr::PrivateSegmentBuffer, 4},
      {"ENABLE_SGPR_DISPATCH_PTR", InitialSgpr::DispatchPtr, 2},
      {"ENABLE_SGPR_QUEUE_PTR", InitialSgpr::QueuePtr, 2},
      {"ENABLE_SGPR_KERNARG_SEGMENT_PTR", InitialSgpr::KernargSegmentPtr, 2},
      {"ENABLE_SGPR_DISPATCH_ID", InitialSgpr::DispatchId, 2},
      {"ENABLE_SGPR_FLAT_SCRATCH_INIT", InitialSgpr::FlatScratchInit, 2},
      {"ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", InitialSgpr::PrivateSegmentSize, 1},
  }};
  for (const User& u : kUser)
    if (field(kd, KdWord::CodeProperties, u.bit)) add(u.what, u.count);
  // Preloaded kernel arguments (gfx940+) follow them.
  if (const unsigned preload = unsigned(field(kd, KdWord::KernargPreload, "KERNARG_PRELOAD_SPEC_LENGTH")))
    add(InitialSgpr::KernargPreload, preload);
  // System SGPRs follow from USER_SGPR_COUNT (which may leave SGPRs unset: clang-22 sets 15 for GFX11 kernels that
  // enable two): work-group ids, work-group info, then the scratch wave offset (none on processors with
  // architected flat scratch, whose hardware sets FLAT_SCRATCH instead).
  if (const KdField* count = findKdField(KdWord::Rsrc2, "USER_SGPR_COUNT", t.gen()))  // (6 bits on GFX12.5)
    next = std::max(next, unsigned(getField(kd, *count)));
  static constexpr std::array<std::pair<const char*, InitialSgpr>, 4> kSystem{{
      {"ENABLE_SGPR_WORKGROUP_ID_X", InitialSgpr::WorkgroupIdX},
      {"ENABLE_SGPR_WORKGROUP_ID_Y", InitialSgpr::WorkgroupIdY},
      {"ENABLE_SGPR_WORKGROUP_ID_Z", InitialSgpr::WorkgroupIdZ},
      {"ENABLE_SGPR_WORKGROUP_INFO", InitialSgpr::WorkgroupInfo},
  }};
  // With architected SGPRs (GFX12) the hardware gives the work-group ids in TTMP9 and TTMP7 instead.
  r.architectedSgprs = t.has(kFeatArchitectedSgprs);
  for (const auto& [bit, what] : kSystem)
    if (field(kd, KdWord::Rsrc2, bit) && !(r.architectedSgprs && what != InitialSgpr::WorkgroupInfo)) add(what, 1);
  const bool privateSegment = field(kd, KdWord::Rsrc2, "ENABLE_PRIVATE_SEGMENT");
  const bool architected = t.has(kFeatArchitectedFlatScratch);
  if (privateSegment && !architected) add(InitialSgpr::PrivateSegmentWaveOffset, 1);
  r.flatScratch = privateSegment && architected;
  r.sgprCount = next;
  r.workitemIdDims = 1 + unsigned(field(kd, KdWord::Rsrc2, "ENABLE_VGPR_WORKITEM_ID"));
  r.packedWorkitemIds = t.has(kFeatPackedTid);
  return r;
}

}  // namespace gcnkit
