#include "object/kernel_descriptor.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "isa/wave_size.h"

namespace gcnkit {

namespace {

template <class T>
void put(std::array<uint8_t, kKernelDescriptorSize>& b, size_t at, const T& v) {
  std::memcpy(b.data() + at, &v, sizeof(T));
}
template <class T>
T get(std::span<const uint8_t, kKernelDescriptorSize> b, size_t at) {
  T v;
  std::memcpy(&v, b.data() + at, sizeof(T));
  return v;
}

using W = KdWord;
// Bit positions from llvm/Support/AMDHSAKernelDescriptor.h (LLVM 14).
constexpr KdField kFields[] = {
    {"GROUP_SEGMENT_FIXED_SIZE", W::GroupSegmentFixedSize, 0, 32},
    {"PRIVATE_SEGMENT_FIXED_SIZE", W::PrivateSegmentFixedSize, 0, 32},
    {"KERNARG_SIZE", W::KernargSize, 0, 32},
    // compute_pgm_rsrc3: GFX10, GFX11, GFX12 and gfx90a give the same bits different meanings (GFX12's bits 3:0
    // are reserved; LLVM 22's AMDHSAKernelDescriptor.h).
    {"SHARED_VGPR_COUNT", W::Rsrc3, 0, 4, gensBetween(Gen::GFX10, Gen::GFX11)},
    {"INST_PREF_SIZE", W::Rsrc3, 4, 6, genBit(Gen::GFX11)},
    {"INST_PREF_SIZE", W::Rsrc3, 4, 8, gensFrom(Gen::GFX12)},
    {"TRAP_ON_START", W::Rsrc3, 10, 1, genBit(Gen::GFX11)},
    {"TRAP_ON_END", W::Rsrc3, 11, 1, genBit(Gen::GFX11)},
    {"GLG_EN", W::Rsrc3, 13, 1, gensFrom(Gen::GFX12)},
    // GFX12.5 (llvm-objdump 22 on gfx1250): named barriers, dynamic VGPRs, TCP split, DIDT throttle; 12 and 30:22
    // reserved. (.amdhsa_named_barrier_count writes its value from bit 14 unmasked: kNamedBarrierReach.)
    {"NAMED_BAR_CNT", W::Rsrc3, 14, 3, genBit(Gen::GFX12_5)},
    {"ENABLE_DYNAMIC_VGPR", W::Rsrc3, 17, 1, genBit(Gen::GFX12_5)},
    {"TCP_SPLIT", W::Rsrc3, 18, 3, genBit(Gen::GFX12_5)},
    {"ENABLE_DIDT_THROTTLE", W::Rsrc3, 21, 1, genBit(Gen::GFX12_5)},
    {"IMAGE_OP", W::Rsrc3, 31, 1, gensFrom(Gen::GFX11)},
    {"ACCUM_OFFSET", W::Rsrc3, 0, 6},
    {"TG_SPLIT", W::Rsrc3, 16, 1},
    {"GRANULATED_WORKITEM_VGPR_COUNT", W::Rsrc1, 0, 6},
    {"GRANULATED_WAVEFRONT_SGPR_COUNT", W::Rsrc1, 6, 4},
    {"PRIORITY", W::Rsrc1, 10, 2},
    {"FLOAT_ROUND_MODE_32", W::Rsrc1, 12, 2},
    {"FLOAT_ROUND_MODE_16_64", W::Rsrc1, 14, 2},
    {"FLOAT_DENORM_MODE_32", W::Rsrc1, 16, 2},
    {"FLOAT_DENORM_MODE_16_64", W::Rsrc1, 18, 2},
    {"PRIV", W::Rsrc1, 20, 1},
    {"ENABLE_DX10_CLAMP", W::Rsrc1, 21, 1, gensThrough(Gen::GFX11)},
    {"ENABLE_WG_RR_EN", W::Rsrc1, 21, 1, gensFrom(Gen::GFX12)},  // (GFX12 gives bit 21 to round-robin scheduling)
    {"DEBUG_MODE", W::Rsrc1, 22, 1},
    {"ENABLE_IEEE_MODE", W::Rsrc1, 23, 1, gensThrough(Gen::GFX11)},
    {"BULKY", W::Rsrc1, 24, 1},
    {"CDBG_USER", W::Rsrc1, 25, 1},
    {"FP16_OVFL", W::Rsrc1, 26, 1},
    {"RESERVED0", W::Rsrc1, 27, 2, gensThrough(Gen::GFX12)},
    {"FLAT_SCRATCH_IS_NV", W::Rsrc1, 27, 1, genBit(Gen::GFX12_5)},  // (no directive sets it)
    {"RESERVED0", W::Rsrc1, 28, 1, genBit(Gen::GFX12_5)},
    {"WGP_MODE", W::Rsrc1, 29, 1},
    {"MEM_ORDERED", W::Rsrc1, 30, 1},
    {"FWD_PROGRESS", W::Rsrc1, 31, 1},
    {"ENABLE_PRIVATE_SEGMENT", W::Rsrc2, 0, 1},
    {"USER_SGPR_COUNT", W::Rsrc2, 1, 5, gensThrough(Gen::GFX12)},
    {"USER_SGPR_COUNT", W::Rsrc2, 1, 6, genBit(Gen::GFX12_5)},  // (GFX12.5: up to 63 user SGPRs, no trap handler bit)
    {"ENABLE_TRAP_HANDLER", W::Rsrc2, 6, 1, gensThrough(Gen::GFX12)},
    {"ENABLE_SGPR_WORKGROUP_ID_X", W::Rsrc2, 7, 1},
    {"ENABLE_SGPR_WORKGROUP_ID_Y", W::Rsrc2, 8, 1},
    {"ENABLE_SGPR_WORKGROUP_ID_Z", W::Rsrc2, 9, 1},
    {"ENABLE_SGPR_WORKGROUP_INFO", W::Rsrc2, 10, 1},
    {"ENABLE_VGPR_WORKITEM_ID", W::Rsrc2, 11, 2},
    {"ENABLE_EXCEPTION_ADDRESS_WATCH", W::Rsrc2, 13, 1},
    {"ENABLE_EXCEPTION_MEMORY", W::Rsrc2, 14, 1},
    {"GRANULATED_LDS_SIZE", W::Rsrc2, 15, 9},
    {"ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", W::Rsrc2, 24, 1},
    {"ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", W::Rsrc2, 25, 1},
    {"ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", W::Rsrc2, 26, 1},
    {"ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", W::Rsrc2, 27, 1},
    {"ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", W::Rsrc2, 28, 1},
    {"ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", W::Rsrc2, 29, 1},
    {"ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", W::Rsrc2, 30, 1},
    {"RESERVED0", W::Rsrc2, 31, 1},
    {"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", W::CodeProperties, 0, 1},
    {"ENABLE_SGPR_DISPATCH_PTR", W::CodeProperties, 1, 1},
    {"ENABLE_SGPR_QUEUE_PTR", W::CodeProperties, 2, 1},
    {"ENABLE_SGPR_KERNARG_SEGMENT_PTR", W::CodeProperties, 3, 1},
    {"ENABLE_SGPR_DISPATCH_ID", W::CodeProperties, 4, 1},
    {"ENABLE_SGPR_FLAT_SCRATCH_INIT", W::CodeProperties, 5, 1},
    {"ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", W::CodeProperties, 6, 1},
    {"RESERVED0", W::CodeProperties, 7, 3},
    {"ENABLE_WAVEFRONT_SIZE32", W::CodeProperties, 10, 1},
    {"USES_DYNAMIC_STACK", W::CodeProperties, 11, 1},
    {"RESERVED1", W::CodeProperties, 12, 4},
    // kernarg_preload (LLVM 17+, gfx90a and later): dwords of the kernarg segment preloaded into user SGPRs.
    {"KERNARG_PRELOAD_SPEC_LENGTH", W::KernargPreload, 0, 7},
    {"KERNARG_PRELOAD_SPEC_OFFSET", W::KernargPreload, 7, 9},
};

const KdField* field(W w, std::string_view name) { return findKdField(w, name); }
const KdField* field(W w, std::string_view name, Gen g) { return findKdField(w, name, g); }

// What .amdhsa_named_barrier_count reaches: its value goes in from bit 14 unmasked (8 sets ENABLE_DYNAMIC_VGPR), the
// word's 32 bits being the only limit (AmdhsaDirective::checkedWhenWritten). Not a field of the descriptor's table.
constexpr KdField kNamedBarrierReach{"NAMED_BAR_CNT", W::Rsrc3, 14, 18, genBit(Gen::GFX12_5)};

constexpr uint64_t kU32 = 0xffffffffu;
using D = KdDefault;

// The rows of the directive table. Fields are looked up by name once (table order follows the
// AMDGPU usage guide; the extra LLVM 14 rows are .amdhsa_kernarg_size, .amdhsa_user_sgpr_count,
// .amdhsa_accum_offset, .amdhsa_tg_split and .amdhsa_enable_private_segment; LLVM 22 adds kernarg preload,
// GFX10's shared VGPRs, and rows of later generations that every processor here refuses by name).
std::vector<AmdhsaDirective> makeDirectives() {
  auto f = [](W w, std::string_view n) { return field(w, n); };
  const Gen G6 = Gen::GFX6, G7 = Gen::GFX7, G8 = Gen::GFX8, G9 = Gen::GFX9, G10 = Gen::GFX10;
  return {
      {".amdhsa_group_segment_fixed_size", f(W::GroupSegmentFixedSize, "GROUP_SEGMENT_FIXED_SIZE"), D::Value, 0, G6, false, kU32},
      {".amdhsa_private_segment_fixed_size", f(W::PrivateSegmentFixedSize, "PRIVATE_SEGMENT_FIXED_SIZE"), D::Value, 0, G6, false, kU32},
      {".amdhsa_kernarg_size", f(W::KernargSize, "KERNARG_SIZE"), D::Value, 0, G6, false, kU32},
      {".amdhsa_user_sgpr_count", nullptr, D::Value, 0, G6, false, UINT64_MAX},
      {".amdhsa_user_sgpr_private_segment_buffer", f(W::CodeProperties, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_dispatch_ptr", f(W::CodeProperties, "ENABLE_SGPR_DISPATCH_PTR"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_queue_ptr", f(W::CodeProperties, "ENABLE_SGPR_QUEUE_PTR"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_kernarg_segment_ptr", f(W::CodeProperties, "ENABLE_SGPR_KERNARG_SEGMENT_PTR"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_dispatch_id", f(W::CodeProperties, "ENABLE_SGPR_DISPATCH_ID"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_flat_scratch_init", f(W::CodeProperties, "ENABLE_SGPR_FLAT_SCRATCH_INIT"), D::Value, 0, G6, false, 1},
      {".amdhsa_user_sgpr_private_segment_size", f(W::CodeProperties, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE"), D::Value, 0, G6, false, 1},
      {".amdhsa_wavefront_size32", f(W::CodeProperties, "ENABLE_WAVEFRONT_SIZE32"), D::Wave32Feature, 0, G10, false, 1},
      {".amdhsa_uses_dynamic_stack", f(W::CodeProperties, "USES_DYNAMIC_STACK"), D::Value, 0, G6, false, 1},
      // (gfx90a-class processors and GFX12.5; the length's limit is maxPreloadSgprs)
      {".amdhsa_user_sgpr_kernarg_preload_length", f(W::KernargPreload, "KERNARG_PRELOAD_SPEC_LENGTH"), D::Value, 0, G9, true, 127},
      {".amdhsa_user_sgpr_kernarg_preload_offset", f(W::KernargPreload, "KERNARG_PRELOAD_SPEC_OFFSET"), D::Value, 0, G9, true, 511},
      {".amdhsa_system_sgpr_private_segment_wavefront_offset", f(W::Rsrc2, "ENABLE_PRIVATE_SEGMENT"), D::Value, 0, G6, false, 1},
      {".amdhsa_enable_private_segment", f(W::Rsrc2, "ENABLE_PRIVATE_SEGMENT"), D::Value, 0, G6, false, 1},
      {".amdhsa_system_sgpr_workgroup_id_x", f(W::Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_X"), D::Value, 1, G6, false, 1},
      {".amdhsa_system_sgpr_workgroup_id_y", f(W::Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_Y"), D::Value, 0, G6, false, 1},
      {".amdhsa_system_sgpr_workgroup_id_z", f(W::Rsrc2, "ENABLE_SGPR_WORKGROUP_ID_Z"), D::Value, 0, G6, false, 1},
      {".amdhsa_system_sgpr_workgroup_info", f(W::Rsrc2, "ENABLE_SGPR_WORKGROUP_INFO"), D::Value, 0, G6, false, 1},
      {".amdhsa_system_vgpr_workitem_id", f(W::Rsrc2, "ENABLE_VGPR_WORKITEM_ID"), D::Value, 0, G6, false, 3},
      {".amdhsa_next_free_vgpr", nullptr, D::Required, 0, G6, false, UINT64_MAX},
      {".amdhsa_next_free_sgpr", nullptr, D::Required, 0, G6, false, UINT64_MAX},
      {".amdhsa_accum_offset", nullptr, D::Required, 0, G9, true, UINT64_MAX},
      {".amdhsa_reserve_vcc", nullptr, D::Value, 1, G6, false, 1},
      {".amdhsa_reserve_flat_scratch", nullptr, D::Value, 1, G7, false, 1},
      {".amdhsa_reserve_xnack_mask", nullptr, D::XnackFeature, 0, G8, false, 1},
      {".amdhsa_float_round_mode_32", f(W::Rsrc1, "FLOAT_ROUND_MODE_32"), D::Value, 0, G6, false, 3},
      {".amdhsa_float_round_mode_16_64", f(W::Rsrc1, "FLOAT_ROUND_MODE_16_64"), D::Value, 0, G6, false, 3},
      {".amdhsa_float_denorm_mode_32", f(W::Rsrc1, "FLOAT_DENORM_MODE_32"), D::Value, 0, G6, false, 3},
      {".amdhsa_float_denorm_mode_16_64", f(W::Rsrc1, "FLOAT_DENORM_MODE_16_64"), D::Value, 3, G6, false, 3},
      {".amdhsa_dx10_clamp", f(W::Rsrc1, "ENABLE_DX10_CLAMP"), D::Value, 1, G6, false, 1, "directive unsupported on gfx12+",
       false, Gen::GFX11},
      {".amdhsa_ieee_mode", f(W::Rsrc1, "ENABLE_IEEE_MODE"), D::Value, 1, G6, false, 1, "directive unsupported on gfx12+",
       false, Gen::GFX11},
      {".amdhsa_fp16_overflow", f(W::Rsrc1, "FP16_OVFL"), D::Value, 0, G9, false, 1},
      {".amdhsa_tg_split", f(W::Rsrc3, "TG_SPLIT"), D::Value, 0, G9, true, 1},
      {".amdhsa_workgroup_processor_mode", f(W::Rsrc1, "WGP_MODE"), D::CuModeFeature, 1, G10, false, 1,
       "directive unsupported on {cpu}", false, Gen::GFX12},  // (GFX12.5: CU mode; -mattr=-cumode alone sets WGP_MODE)
      {".amdhsa_memory_ordered", f(W::Rsrc1, "MEM_ORDERED"), D::Value, 1, G10, false, 1},
      // Default 0 as the guide's table says; llvm-mc 22 sets FWD_PROGRESS unless told otherwise (docs/assembler.md, "differs on purpose").
      {".amdhsa_forward_progress", f(W::Rsrc1, "FWD_PROGRESS"), D::Value, 0, G10, false, 1},
      {".amdhsa_shared_vgpr_count", f(W::Rsrc3, "SHARED_VGPR_COUNT"), D::Value, 0, G10, false, 15,
       "directive requires gfx10 or gfx11", false, Gen::GFX11},
      // (6 bits on GFX11, 8 on GFX12: the range is the generation's field's, directiveField)
      {".amdhsa_inst_pref_size", f(W::Rsrc3, "INST_PREF_SIZE"), D::Value, 0, Gen::GFX11, false, UINT64_MAX,
       "directive requires gfx11+"},
      {".amdhsa_round_robin_scheduling", f(W::Rsrc1, "ENABLE_WG_RR_EN"), D::Value, 0, Gen::GFX12, false, 1,
       "directive requires gfx12+"},
      {".amdhsa_named_barrier_count", &kNamedBarrierReach, D::Value, 0, Gen::GFX12_5, false, UINT64_MAX,
       "directive requires gfx1250+", false, Gen::GFX12_5, true},
      {".amdhsa_exception_fp_ieee_invalid_op", f(W::Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_fp_denorm_src", f(W::Rsrc2, "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_fp_ieee_div_zero", f(W::Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_fp_ieee_overflow", f(W::Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_fp_ieee_underflow", f(W::Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_fp_ieee_inexact", f(W::Rsrc2, "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT"), D::Value, 0, G6, false, 1},
      {".amdhsa_exception_int_div_zero", f(W::Rsrc2, "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO"), D::Value, 0, G6, false, 1},
  };
}

const std::vector<AmdhsaDirective>& directives() {
  static const std::vector<AmdhsaDirective> d = makeDirectives();
  return d;
}

// The 32-bit word a field lives in; null for the 16-bit kernel_code_properties.
uint32_t* word(KernelDescriptor& kd, W w) {
  switch (w) {
    case W::GroupSegmentFixedSize: return &kd.groupSegmentFixedSize;
    case W::PrivateSegmentFixedSize: return &kd.privateSegmentFixedSize;
    case W::KernargSize: return &kd.kernargSize;
    case W::Rsrc1: return &kd.computePgmRsrc1;
    case W::Rsrc2: return &kd.computePgmRsrc2;
    case W::Rsrc3: return &kd.computePgmRsrc3;
    case W::CodeProperties:
    case W::KernargPreload: break;
  }
  return nullptr;
}

uint64_t mask(const KdField& f) { return f.width >= 64 ? ~uint64_t(0) : ((uint64_t(1) << f.width) - 1); }

bool isGfx90a(const Target& t) { return t.proc && (t.proc->flags & kAccumOffset); }
// LLVM's kernarg-preload: the gfx90a-class processors and GFX12.5 (llvm-mc 22: "directive requires gfx90a+" elsewhere).
bool hasKernargPreload(const Target& t) { return t.proc && (t.proc->flags & kKernargPreload); }

uint64_t alignUp(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

// LLVM's architected-flat-scratch processors (gfx942, gfx950) set FLAT_SCRATCH to the wave's scratch
// themselves: the directives that ask for the scratch-setup SGPRs do not exist there, and
// `.amdhsa_enable_private_segment` takes the place of the wave-offset one (the same RSRC2 bit).
enum class ScratchSetup { Any, ArchitectedOnly, NotArchitected };

ScratchSetup scratchSetup(std::string_view name) {
  if (name == ".amdhsa_enable_private_segment") return ScratchSetup::ArchitectedOnly;
  for (std::string_view n : {".amdhsa_user_sgpr_private_segment_buffer", ".amdhsa_user_sgpr_flat_scratch_init",
                             ".amdhsa_reserve_flat_scratch", ".amdhsa_system_sgpr_private_segment_wavefront_offset"})
    if (name == n) return ScratchSetup::NotArchitected;
  return ScratchSetup::Any;
}

bool scratchSetupFits(std::string_view name, const Target& t) {
  switch (scratchSetup(name)) {
    case ScratchSetup::ArchitectedOnly: return t.has(kFeatArchitectedFlatScratch);
    case ScratchSetup::NotArchitected: return !t.has(kFeatArchitectedFlatScratch);
    case ScratchSetup::Any: break;
  }
  return true;
}

// The field a directive sets on g: its row's, or the row of that name the generation has (GFX12's 8-bit
// INST_PREF_SIZE).
const KdField* directiveField(const AmdhsaDirective& d, Gen g) {
  if (!d.field || inGens(d.field->gens, g)) return d.field;
  for (const KdField& f : kFields)
    if (f.word == d.field->word && f.name == d.field->name && inGens(f.gens, g)) return &f;
  return d.field;
}

// llvm-mc's message for a directive the target lacks.
std::string directiveRequirement(const AmdhsaDirective& d, const Target& t) {
  if (!scratchSetupFits(d.name, t))
    return scratchSetup(d.name) == ScratchSetup::ArchitectedOnly
               ? "directive is not supported without architected flat scratch"
               : "directive is not supported with architected flat scratch";
  if (!d.requirement.empty()) {
    std::string s(d.requirement);
    if (auto at = s.find("{cpu}"); at != std::string::npos) s.replace(at, 5, t.proc->name);
    return s;
  }
  if (d.gfx90aOnly) return "directive requires gfx90a+";
  int n = d.minGen == Gen::GFX6 ? 6 : d.minGen == Gen::GFX7 ? 7 : d.minGen == Gen::GFX8 ? 8 : d.minGen == Gen::GFX9 ? 9 : 10;
  return fmt::format("directive requires gfx{}+", n);
}

}  // namespace

bool amdhsaDirectiveSupported(const AmdhsaDirective& d, const Target& t) {
  if (!scratchSetupFits(d.name, t) || d.laterGenerationsOnly) return false;
  if (d.gfx90aOnly) return isGfx90a(t) || (hasKernargPreload(t) && d.field && d.field->word == W::KernargPreload);
  return t.gen() >= d.minGen && t.gen() <= d.maxGen;
}

// ---------------------------------------------------------------------------------------------------

std::array<uint8_t, kKernelDescriptorSize> KernelDescriptor::encode() const {
  std::array<uint8_t, kKernelDescriptorSize> b{};
  put(b, 0, groupSegmentFixedSize);
  put(b, 4, privateSegmentFixedSize);
  put(b, 8, kernargSize);
  put(b, 12, reserved0);
  put(b, 16, kernelCodeEntryByteOffset);
  put(b, 24, reserved1);
  put(b, 44, computePgmRsrc3);
  put(b, 48, computePgmRsrc1);
  put(b, 52, computePgmRsrc2);
  put(b, 56, kernelCodeProperties);
  put(b, 58, kernargPreload);
  put(b, 60, reserved2);
  return b;
}

KernelDescriptor KernelDescriptor::decode(std::span<const uint8_t, kKernelDescriptorSize> b) {
  KernelDescriptor kd;
  kd.groupSegmentFixedSize = get<uint32_t>(b, 0);
  kd.privateSegmentFixedSize = get<uint32_t>(b, 4);
  kd.kernargSize = get<uint32_t>(b, 8);
  kd.reserved0 = get<std::array<uint8_t, 4>>(b, 12);
  kd.kernelCodeEntryByteOffset = get<int64_t>(b, 16);
  kd.reserved1 = get<std::array<uint8_t, 20>>(b, 24);
  kd.computePgmRsrc3 = get<uint32_t>(b, 44);
  kd.computePgmRsrc1 = get<uint32_t>(b, 48);
  kd.computePgmRsrc2 = get<uint32_t>(b, 52);
  kd.kernelCodeProperties = get<uint16_t>(b, 56);
  kd.kernargPreload = get<uint16_t>(b, 58);
  kd.reserved2 = get<std::array<uint8_t, 4>>(b, 60);
  return kd;
}

std::span<const KdField> kernelDescriptorFields() { return kFields; }

KdTargetOptions kdOptionsFromMattr(const Target& t, std::string_view mattr) {
  KdTargetOptions o;
  o.cuMode = t.proc && (t.proc->flags & kCuModeDefault);
  forEachMattrFeature(mattr, [&](std::string_view f, bool on) {
    if (f == "cumode") o.cuMode = on;
  });
  return o;
}

const KdField* findKdField(KdWord w, std::string_view name) {
  for (const KdField& f : kFields)
    if (f.word == w && f.name == name) return &f;
  return nullptr;
}

const KdField* findKdField(KdWord w, std::string_view name, Gen g) {
  for (const KdField& f : kFields)
    if (f.word == w && f.name == name && inGens(f.gens, g)) return &f;
  return findKdField(w, name);
}

uint64_t getField(const KernelDescriptor& kd, const KdField& f) {
  KernelDescriptor copy = kd;
  const uint32_t* w = word(copy, f.word);
  uint64_t v = w ? *w : f.word == W::KernargPreload ? kd.kernargPreload : kd.kernelCodeProperties;
  return (v >> f.shift) & mask(f);
}

void setField(KernelDescriptor& kd, const KdField& f, uint64_t value) {
  uint64_t m = mask(f) << f.shift;
  if (f.word == W::CodeProperties || f.word == W::KernargPreload) {
    uint16_t& half = f.word == W::CodeProperties ? kd.kernelCodeProperties : kd.kernargPreload;
    half = static_cast<uint16_t>((half & ~m) | ((value << f.shift) & m));
    return;
  }
  uint32_t* w = word(kd, f.word);
  *w = static_cast<uint32_t>((*w & ~m) | ((value << f.shift) & m));
}

std::span<const AmdhsaDirective> amdhsaDirectives() { return directives(); }

const AmdhsaDirective* findAmdhsaDirective(std::string_view name) {
  for (const AmdhsaDirective& d : directives())
    if (d.name == name) return &d;
  return nullptr;
}

// ---------------------------------------------------------------------------------------------------
// Register blocks (llvm::AMDGPU::IsaInfo)

bool hasSgprInitBug(const Target& t) { return t.proc && (t.proc->flags & kSgprInitBug); }

bool xnackOnOrAny(const Target& t) {
  return t.proc && (t.proc->flags & kXnackSupported) && (t.xnackSetting != 0 || t.xnack);
}

int vgprEncodingGranule(const Target& t, bool wave32) {
  if (isGfx90a(t)) return 8;
  if (t.proc && (t.proc->flags & kVgprs1024)) return wave32 ? 16 : 8;  // 64 granules of 1024 (wave32) or 512 VGPRs
  return wave32 && t.gen() >= Gen::GFX10 ? 8 : 4;
}

// The preload fills user SGPRs: GFX12.5 has 32 of them (a 6-bit USER_SGPR_COUNT), the others 16.
constexpr GenSet kThirtyTwoUserSgprs = genBit(Gen::GFX12_5);
uint32_t maxPreloadSgprs(const Target& t) { return inGens(kThirtyTwoUserSgprs, t.gen()) ? 32 : 16; }

int extraSgprs(const Target& t, bool vcc, bool flatScratch, bool xnack) {
  int extra = vcc ? 2 : 0;
  if (t.gen() >= Gen::GFX10) return extra;
  if (t.gen() < Gen::GFX8) {
    if (flatScratch) extra = 4;
  } else {
    if (xnack) extra = 4;
    if (flatScratch) extra = 6;
  }
  return extra;
}

std::optional<uint32_t> vgprBlocks(const Target& t, uint64_t next, bool wave32) {
  uint64_t g = vgprEncodingGranule(t, wave32);
  uint64_t blocks = alignUp(std::max<uint64_t>(1, std::min<uint64_t>(next, uint64_t(1) << 40)), g) / g - 1;
  if (blocks > 63) return std::nullopt;
  return static_cast<uint32_t>(blocks);
}

std::optional<uint32_t> sgprBlocks(const Target& t, uint64_t next, bool vcc, bool flatScratch, bool xnack) {
  uint64_t n = next;
  if (t.gen() >= Gen::GFX10) {
    n = 0;
  } else {
    bool initBug = hasSgprInitBug(t);
    uint64_t maxAddressable = initBug ? 96 : t.gen() >= Gen::GFX8 ? 102 : 104;
    if (t.gen() >= Gen::GFX8 && !initBug && n > maxAddressable) return std::nullopt;
    n += extraSgprs(t, vcc, flatScratch, xnack);
    if ((t.gen() <= Gen::GFX7 || initBug) && n > maxAddressable) return std::nullopt;
    if (initBug) n = 96;
  }
  uint64_t blocks = alignUp(std::max<uint64_t>(1, n), 8) / 8 - 1;
  if (blocks > 15) return std::nullopt;
  return static_cast<uint32_t>(blocks);
}

// ---------------------------------------------------------------------------------------------------
// Builder

KernelDescriptorBuilder::KernelDescriptorBuilder(const Target& t, KdTargetOptions opts)
    : target_(t), gfx90a_(isGfx90a(t)) {
  KernelDescriptor& kd = defaults_;
  // The directive table's defaults, where the target has the directive (FLOAT_DENORM_MODE_16_64 3, DX10_CLAMP and
  // IEEE_MODE 1 up to GFX11, workgroup id X, GFX10+'s MEM_ORDERED); WGP_MODE follows -mattr=+cumode.
  for (const AmdhsaDirective& d : directives())
    if (d.field && d.defaultKind == D::Value && d.defaultValue && amdhsaDirectiveSupported(d, t))
      setField(kd, *directiveField(d, t.gen()), d.defaultValue);
  if (t.gen() >= Gen::GFX10) setField(kd, *field(W::Rsrc1, "WGP_MODE"), opts.cuMode ? 0 : 1);
  // The guide: ENABLE_WAVEFRONT_SIZE32 defaults to the target's wave size (llvm-mc 22; llvm-mc 14 wrote 0).
  wave32Feature_ = runsWave32(t);
  if (wave32Feature_) setField(kd, *field(W::CodeProperties, "ENABLE_WAVEFRONT_SIZE32"), 1);
  kd_ = defaults_;
  xnackUsed_ = xnackOnOrAny(t);
}

bool KernelDescriptorBuilder::seen(std::string_view d) const {
  return std::find(seen_.begin(), seen_.end(), d) != seen_.end();
}

std::optional<KdDiag> KernelDescriptorBuilder::set(std::string_view name, int64_t value) {
  std::string n(name);
  if (seen(name)) return KdDiag{KdDiag::AtValue, ".amdhsa_ directives cannot be repeated", n};
  seen_.push_back(n);
  if (value < 0) return KdDiag{KdDiag::AtValue, "value out of range", n};
  const AmdhsaDirective* d = findAmdhsaDirective(name);
  if (!d) return KdDiag{KdDiag::AtName, "unknown .amdhsa_kernel directive", n};
  auto v = static_cast<uint64_t>(value);
  if (!amdhsaDirectiveSupported(*d, target_)) return KdDiag{KdDiag::AtName, directiveRequirement(*d, target_), n};
  const KdField* f = directiveField(*d, target_.gen());
  uint64_t max = d->maxValue == UINT64_MAX && f && f->width < 32 ? (uint64_t(1) << f->width) - 1 : d->maxValue;
  if (name == ".amdhsa_user_sgpr_kernarg_preload_length") max = maxPreloadSgprs(target_);
  if (d->checkedWhenWritten) {
    const uint64_t written = v << f->shift;  // (wraps as llvm-mc's 64-bit arithmetic does)
    if (v > mask(*f) && !whenWritten_)
      whenWritten_ = KdDiag{KdDiag::AtEnd, fmt::format("value evaluated as {} is out of range.", int64_t(written)), n};
  } else if (v > max) {
    return KdDiag{KdDiag::AtValue, "value out of range", n};
  }

  if (f) setField(kd_, *f, v);
  if (name.starts_with(".amdhsa_user_sgpr_") && v) {
    static constexpr std::pair<std::string_view, uint32_t> counts[] = {
        {".amdhsa_user_sgpr_private_segment_buffer", 4}, {".amdhsa_user_sgpr_dispatch_ptr", 2},
        {".amdhsa_user_sgpr_queue_ptr", 2},              {".amdhsa_user_sgpr_kernarg_segment_ptr", 2},
        {".amdhsa_user_sgpr_dispatch_id", 2},            {".amdhsa_user_sgpr_flat_scratch_init", 2},
        {".amdhsa_user_sgpr_private_segment_size", 1}};
    for (auto& [dn, c] : counts)
      if (dn == name) impliedUserSgprs_ += c;
    if (name == ".amdhsa_user_sgpr_kernarg_preload_length") impliedUserSgprs_ += uint32_t(v);  // one SGPR a dword
  }
  if (name == ".amdhsa_user_sgpr_count") userSgprCount_ = v;
  else if (name == ".amdhsa_wavefront_size32") wave32_ = v != 0;
  else if (name == ".amdhsa_next_free_vgpr") nextFreeVgpr_ = v;
  else if (name == ".amdhsa_next_free_sgpr") nextFreeSgpr_ = v;
  else if (name == ".amdhsa_accum_offset") accumOffset_ = v;
  else if (name == ".amdhsa_shared_vgpr_count") sharedVgprCount_ = v;
  else if (name == ".amdhsa_reserve_vcc") reserveVcc_ = v != 0;
  else if (name == ".amdhsa_reserve_flat_scratch") reserveFlatScratch_ = v != 0;
  else if (name == ".amdhsa_reserve_xnack_mask" && (v != 0) != xnackOnOrAny(target_))
    return KdDiag{KdDiag::AtName, ".amdhsa_reserve_xnack_mask does not match target id", n};
  return std::nullopt;
}

uint64_t KernelDescriptorBuilder::largestAccepted(std::string_view directive) const {
  const bool wave32 = wave32_ ? *wave32_ : wave32Feature_;
  auto ok = [&](uint64_t v) {
    return directive == ".amdhsa_next_free_vgpr" ? vgprBlocks(target_, v, wave32).has_value()
                                                 : sgprBlocks(target_, v, reserveVcc_, reserveFlatScratch_, xnackUsed_).has_value();
  };
  if (directive != ".amdhsa_next_free_vgpr" && directive != ".amdhsa_next_free_sgpr") return 0;
  uint64_t v = 0;
  while (v < 4096 && ok(v + 1)) ++v;  // the register files hold at most 512 VGPRs (wave32) and 106 SGPRs
  return v;
}

std::pair<std::optional<KernelDescriptor>, std::optional<KdDiag>> KernelDescriptorBuilder::finish() const {
  auto error = [](KdDiag::Where w, std::string m, std::string d = {}) {
    return std::pair<std::optional<KernelDescriptor>, std::optional<KdDiag>>{std::nullopt,
                                                                             KdDiag{w, std::move(m), std::move(d)}};
  };
  if (!seen(".amdhsa_next_free_vgpr")) return error(KdDiag::AtEnd, ".amdhsa_next_free_vgpr directive is required");
  if (!seen(".amdhsa_next_free_sgpr")) return error(KdDiag::AtEnd, ".amdhsa_next_free_sgpr directive is required");
  KernelDescriptor kd = kd_;
  bool wave32 = wave32_ ? *wave32_ : wave32Feature_;
  uint64_t userSgprs = userSgprCount_ ? *userSgprCount_ : impliedUserSgprs_;
  // With preloaded kernel arguments llvm-mc 22 counts at least the user SGPRs (gfx90a: length 10 and two pointers
  // give 14 SGPRs, two granules of 8 with the 6 extra, whatever .amdhsa_next_free_sgpr says).
  const bool preloads = getField(kd_, *field(W::KernargPreload, "KERNARG_PRELOAD_SPEC_LENGTH")) != 0;
  auto sb = sgprBlocks(target_, preloads ? std::max(nextFreeSgpr_, userSgprs) : nextFreeSgpr_, reserveVcc_,
                       reserveFlatScratch_, xnackUsed_);
  if (!sb) return error(KdDiag::AtValue, "value out of range", ".amdhsa_next_free_sgpr");
  auto vb = vgprBlocks(target_, nextFreeVgpr_, wave32);
  if (!vb) return error(KdDiag::AtValue, "value out of range", ".amdhsa_next_free_vgpr");
  setField(kd, *field(W::Rsrc1, "GRANULATED_WORKITEM_VGPR_COUNT"), *vb);
  setField(kd, *field(W::Rsrc1, "GRANULATED_WAVEFRONT_SGPR_COUNT"), *sb);
  const KdField& userSgprField = *field(W::Rsrc2, "USER_SGPR_COUNT", target_.gen());  // (5 bits, 6 on GFX12.5)
  if (userSgprs > mask(userSgprField)) return error(KdDiag::AtEnd, "too many user SGPRs enabled");
  if (userSgprCount_ && impliedUserSgprs_ > *userSgprCount_)
    return error(KdDiag::AtEnd, "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs");
  setField(kd, userSgprField, userSgprs);
  if (sharedVgprCount_) {  // GFX10: shared VGPRs exist in wave64 only, and share the 64-block budget
    if (wave32_ && *wave32_)
      return error(KdDiag::AtEnd, "shared_vgpr_count directive not valid on wavefront size 32");
    if (sharedVgprCount_ * 2 + *vb > 63)
      return error(KdDiag::AtEnd, "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63");
  }
  if (gfx90a_) {
    if (!seen(".amdhsa_accum_offset")) return error(KdDiag::AtEnd, ".amdhsa_accum_offset directive is required");
    if (accumOffset_ < 4 || accumOffset_ > 256 || accumOffset_ % 4 != 0)
      return error(KdDiag::AtEnd, "accum_offset should be in range [4..256] in increments of 4");
    if (accumOffset_ > alignUp(std::max<uint64_t>(1, nextFreeVgpr_), 4))
      return error(KdDiag::AtEnd, "accum_offset exceeds total VGPR allocation");
    setField(kd, *field(W::Rsrc3, "ACCUM_OFFSET"), accumOffset_ / 4 - 1);
  }
  if (whenWritten_) return {std::nullopt, whenWritten_};  // (after every other error: llvm-mc 22 finds it last)
  return {kd, std::nullopt};
}

// ---------------------------------------------------------------------------------------------------
// Text

std::vector<std::pair<std::string, uint64_t>> describeKernelDescriptor(const KernelDescriptor& kd, const Target& t) {
  std::vector<std::pair<std::string, uint64_t>> out;
  bool gfx10 = t.gen() >= Gen::GFX10, gfx90a = isGfx90a(t);
  // The bits of each word the generation's own rows cover: a row of other generations is shown (when not 0) only
  // where none of them lies (GFX12.5's 6-bit USER_SGPR_COUNT covers ENABLE_TRAP_HANDLER's bit).
  auto covered = [&](const KdField& other) {
    for (const KdField& f : kFields)
      if (&f != &other && f.word == other.word && f.gens != kAllGens && inGens(f.gens, t.gen()) &&
          ((mask(f) << f.shift) & (mask(other) << other.shift)))
        return true;
    return false;
  };
  for (const KdField& f : kFields) {
    uint64_t v = getField(kd, f);
    std::string_view prefix;
    switch (f.word) {
      case W::Rsrc1: prefix = "COMPUTE_PGM_RSRC1."; break;
      case W::Rsrc2: prefix = "COMPUTE_PGM_RSRC2."; break;
      case W::Rsrc3: prefix = "COMPUTE_PGM_RSRC3."; break;
      case W::CodeProperties: prefix = "KERNEL_CODE_PROPERTIES."; break;
      case W::KernargPreload: prefix = "KERNARG_PRELOAD."; break;
      default: break;
    }
    bool exists = true;
    if (f.name.starts_with("RESERVED")) exists = v != 0 && inGens(f.gens, t.gen());
    else if (!inGens(f.gens, t.gen())) exists = v != 0 && f.word != W::Rsrc3 && !covered(f);
    else if (f.name == "ACCUM_OFFSET" || f.name == "TG_SPLIT") exists = gfx90a;
    else if (f.name == "FP16_OVFL") exists = t.gen() >= Gen::GFX9 || v;
    else if (f.name == "WGP_MODE" || f.name == "MEM_ORDERED" || f.name == "FWD_PROGRESS" ||
             f.name == "ENABLE_WAVEFRONT_SIZE32")
      exists = gfx10 || v;
    if (f.word == W::Rsrc3 && !gfx10 && !gfx90a) exists = false;
    if (f.word == W::KernargPreload) exists = hasKernargPreload(t) || v;
    if (exists) out.emplace_back(std::string(prefix) + std::string(f.name), v);
    if (f.word == W::KernargSize) out.emplace_back("KERNEL_CODE_ENTRY_BYTE_OFFSET", uint64_t(kd.kernelCodeEntryByteOffset));
  }
  // Rsrc3 bits other than the known fields, and the reserved byte ranges.
  uint32_t known3 = gfx90a ? 0x1003f : 0;
  for (const KdField& f : kFields)
    if (f.word == W::Rsrc3 && f.gens != kAllGens && inGens(f.gens, t.gen())) known3 |= uint32_t(mask(f) << f.shift);
  if (kd.computePgmRsrc3 & ~known3) out.emplace_back("COMPUTE_PGM_RSRC3.RESERVED", kd.computePgmRsrc3 & ~known3);
  auto nonZero = [](auto& a) { return std::any_of(a.begin(), a.end(), [](uint8_t b) { return b != 0; }); };
  if (nonZero(kd.reserved0)) out.emplace_back("RESERVED0 (bytes 12-15)", 1);
  if (nonZero(kd.reserved1)) out.emplace_back("RESERVED1 (bytes 24-43)", 1);
  if (nonZero(kd.reserved2)) out.emplace_back("RESERVED2 (bytes 60-63)", 1);
  return out;
}

KdText printAmdhsaKernel(std::string_view name, const KernelDescriptor& kd, const Target& t, KdTargetOptions opts) {
  KdText r;
  auto why = [&](std::string reason) {
    if (r.exact) r.why = std::move(reason);
    r.exact = false;
  };
  bool gfx10 = t.gen() >= Gen::GFX10, gfx90a = isGfx90a(t);
  KernelDescriptorBuilder defaults(t, opts);
  const KernelDescriptor& def = defaults.defaults();

  uint64_t vblocks = getField(kd, *field(W::Rsrc1, "GRANULATED_WORKITEM_VGPR_COUNT"));
  uint64_t sblocks = getField(kd, *field(W::Rsrc1, "GRANULATED_WAVEFRONT_SGPR_COUNT"));
  bool w32 = getField(kd, *field(W::CodeProperties, "ENABLE_WAVEFRONT_SIZE32")) != 0;
  uint64_t nextVgpr = (vblocks + 1) * vgprEncodingGranule(t, gfx10 && w32);
  const KdField& sharedField = *field(W::Rsrc3, "SHARED_VGPR_COUNT");
  uint64_t sharedVgprs = inGens(sharedField.gens, t.gen()) ? getField(kd, sharedField) : 0;
  if (sharedVgprs && w32 && !getField(def, *field(W::CodeProperties, "ENABLE_WAVEFRONT_SIZE32")))
    why("SHARED_VGPR_COUNT is set in a wave32 descriptor");
  if (sharedVgprs * 2 + vblocks > 63) why("SHARED_VGPR_COUNT*2 + GRANULATED_WORKITEM_VGPR_COUNT exceeds 63");

  std::string out = fmt::format(".amdhsa_kernel {}\n", name);
  auto line = [&](std::string_view d, uint64_t v) { out += fmt::format("\t{} {}\n", d, v); };

  // Minimal: what differs from the defaults, plus what the granules need.
  for (const AmdhsaDirective& d : directives()) {
    if (!d.field || !amdhsaDirectiveSupported(d, t)) continue;
    const KdField& field = *directiveField(d, t.gen());
    uint64_t v = getField(kd, field);
    bool always = d.defaultKind == D::Wave32Feature || d.defaultKind == D::CuModeFeature;
    // llvm-mc refuses shared VGPRs with an explicit `.amdhsa_wavefront_size32 1`, not with the default.
    if (d.defaultKind == D::Wave32Feature && sharedVgprs) always = false;
    if (always || v != getField(def, field)) line(d.name, v);
  }
  // User SGPRs: the count follows the enabled pointers unless given.
  uint32_t implied = 0;
  for (auto [f, c] : {std::pair{"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 4}, {"ENABLE_SGPR_DISPATCH_PTR", 2},
                      {"ENABLE_SGPR_QUEUE_PTR", 2}, {"ENABLE_SGPR_KERNARG_SEGMENT_PTR", 2},
                      {"ENABLE_SGPR_DISPATCH_ID", 2}, {"ENABLE_SGPR_FLAT_SCRATCH_INIT", 2},
                      {"ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 1}})
    implied += static_cast<uint32_t>(getField(kd, *field(W::CodeProperties, f)) * c);
  if (hasKernargPreload(t))
    implied += static_cast<uint32_t>(getField(kd, *field(W::KernargPreload, "KERNARG_PRELOAD_SPEC_LENGTH")));
  uint64_t userSgprs = getField(kd, *field(W::Rsrc2, "USER_SGPR_COUNT", t.gen()));
  if (userSgprs != implied) {
    line(".amdhsa_user_sgpr_count", userSgprs);
    if (userSgprs < implied) why("USER_SGPR_COUNT is smaller than the enabled user SGPRs");
  }
  line(".amdhsa_next_free_vgpr", nextVgpr);
  if (gfx90a) {
    uint64_t acc = (getField(kd, *field(W::Rsrc3, "ACCUM_OFFSET")) + 1) * 4;
    line(".amdhsa_accum_offset", acc);
    if (acc > nextVgpr) why("ACCUM_OFFSET exceeds the VGPR allocation");
  }
  // SGPRs: with VCC and FLAT_SCRATCH not reserved only XNACK_MASK (fixed by the target) adds to the count.
  if (t.gen() >= Gen::GFX10) {
    line(".amdhsa_next_free_sgpr", 0);
    if (sblocks != 0) why("GRANULATED_WAVEFRONT_SGPR_COUNT must be 0 on GFX10");
  } else if (hasSgprInitBug(t)) {
    line(".amdhsa_next_free_sgpr", 0);
    if (sblocks != 11) why("GRANULATED_WAVEFRONT_SGPR_COUNT is fixed at 11 on this processor");
  } else {
    // Search the reserve flags (defaults first) and the largest SGPR count giving these blocks.
    // GFX6 and the architected-flat-scratch processors have no .amdhsa_reserve_flat_scratch, and llvm-mc
    // counts FLAT_SCRATCH there anyway.
    bool flatFixed = t.gen() < Gen::GFX7 || t.has(kFeatArchitectedFlatScratch), xnack = xnackOnOrAny(t), found = false;
    for (auto [vcc, flat] : {std::pair{true, true}, {false, false}, {true, false}, {false, true}}) {
      if (flatFixed && !flat) continue;
      for (int next = 104; next >= 0 && !found; --next) {
        if (sgprBlocks(t, uint64_t(next), vcc, flat, xnack) != sblocks) continue;
        if (!vcc) line(".amdhsa_reserve_vcc", 0);
        if (!flat) line(".amdhsa_reserve_flat_scratch", 0);
        line(".amdhsa_next_free_sgpr", uint64_t(next));
        found = true;
      }
      if (found) break;
    }
    if (!found) {
      line(".amdhsa_next_free_sgpr", 0);
      why("GRANULATED_WAVEFRONT_SGPR_COUNT is larger than any SGPR count allows");
    }
  }
  out += ".end_amdhsa_kernel\n";
  r.text = std::move(out);

  // Bits no directive sets.
  for (const KdField& f : kFields) {
    if (f.word == W::Rsrc3 || !inGens(f.gens, t.gen())) continue;  // (RSRC3's per-generation fields: below)
    bool settable = f.name.starts_with("GRANULATED_W") || f.name == "USER_SGPR_COUNT" ||
                    (gfx90a && f.name == "ACCUM_OFFSET");
    for (const AmdhsaDirective& d : directives())
      if (directiveField(d, t.gen()) == &f && amdhsaDirectiveSupported(d, t)) settable = true;
    // (WGP_MODE on GFX12.5: -mattr=-cumode gives it, no directive)
    if (!settable && getField(kd, f) != getField(def, f)) why(fmt::format("field {} is not set by any directive", f.name));
  }
  uint32_t settable3 = gfx90a ? 0x1003f : 0;  // ACCUM_OFFSET/TG_SPLIT
  for (const AmdhsaDirective& d : directives())  // (SHARED_VGPR_COUNT, INST_PREF_SIZE: per generation)
    if (const KdField* f = directiveField(d, t.gen());
        f && f->word == W::Rsrc3 && f->gens != kAllGens && amdhsaDirectiveSupported(d, t))
      settable3 |= uint32_t(mask(*f) << f->shift);
  if (kd.computePgmRsrc3 & ~settable3) why("COMPUTE_PGM_RSRC3 has bits no directive sets");
  auto nonZero = [](auto& a) { return std::any_of(a.begin(), a.end(), [](uint8_t b) { return b != 0; }); };
  if (nonZero(kd.reserved0) || nonZero(kd.reserved1) || nonZero(kd.reserved2)) why("reserved bytes are not zero");
  return r;
}

}  // namespace gcnkit
