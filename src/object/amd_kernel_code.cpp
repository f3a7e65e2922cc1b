#include "object/amd_kernel_code.h"

#include <cstring>

#include <fmt/format.h>

namespace gcnkit {

namespace {

// The scalar members of AmdKernelCode a key or the byte layout can name. One switch maps them to the
// struct, so the key table and the layout table stay plain data.
enum class Slot : uint8_t {
  CodeVersionMajor, CodeVersionMinor, MachineKind, MachineVersionMajor, MachineVersionMinor,
  MachineVersionStepping, EntryByteOffset, PrefetchByteOffset, PrefetchByteSize, Reserved0, Rsrc,
  CodeProps, PrivateSegmentSize, GroupSegmentSize, GdsSegmentSize, KernargSegmentSize, FbarrierCount,
  WavefrontSgprCount, WorkitemVgprCount, ReservedVgprFirst, ReservedVgprCount, ReservedSgprFirst,
  ReservedSgprCount, DebugWaveOffsetSgpr, DebugBufferSgpr, KernargAlign, GroupAlign, PrivateAlign,
  WavefrontSize, CallConvention, LoaderSymbol,
};

struct Layout {
  Slot slot;
  uint8_t offset, size;
  bool isSigned;
};

// amd_kernel_code_t's scalar members at the offsets llvm-mc 14 writes them (found by setting each key
// to all ones and diffing .text); reserved3 (108) and control_directives (128) are copied separately.
constexpr Layout kLayout[] = {
    {Slot::CodeVersionMajor, 0, 4, false},     {Slot::CodeVersionMinor, 4, 4, false},
    {Slot::MachineKind, 8, 2, false},          {Slot::MachineVersionMajor, 10, 2, false},
    {Slot::MachineVersionMinor, 12, 2, false}, {Slot::MachineVersionStepping, 14, 2, false},
    {Slot::EntryByteOffset, 16, 8, true},      {Slot::PrefetchByteOffset, 24, 8, true},
    {Slot::PrefetchByteSize, 32, 8, false},    {Slot::Reserved0, 40, 8, false},
    {Slot::Rsrc, 48, 8, false},                {Slot::CodeProps, 56, 4, false},
    {Slot::PrivateSegmentSize, 60, 4, false},  {Slot::GroupSegmentSize, 64, 4, false},
    {Slot::GdsSegmentSize, 68, 4, false},      {Slot::KernargSegmentSize, 72, 8, false},
    {Slot::FbarrierCount, 80, 4, false},       {Slot::WavefrontSgprCount, 84, 2, false},
    {Slot::WorkitemVgprCount, 86, 2, false},   {Slot::ReservedVgprFirst, 88, 2, false},
    {Slot::ReservedVgprCount, 90, 2, false},   {Slot::ReservedSgprFirst, 92, 2, false},
    {Slot::ReservedSgprCount, 94, 2, false},   {Slot::DebugWaveOffsetSgpr, 96, 2, false},
    {Slot::DebugBufferSgpr, 98, 2, false},     {Slot::KernargAlign, 100, 1, false},
    {Slot::GroupAlign, 101, 1, false},         {Slot::PrivateAlign, 102, 1, false},
    {Slot::WavefrontSize, 103, 1, false},      {Slot::CallConvention, 104, 4, true},
    {Slot::LoaderSymbol, 120, 8, false},
};
constexpr size_t kReserved3Offset = 108, kControlDirectivesOffset = 128;

const Layout& layoutOf(Slot s) {
  for (const Layout& l : kLayout)
    if (l.slot == s) return l;
  return kLayout[0];  // unreachable: every Slot has a row
}

// Reads a member as its raw bits, zero-extended (signed members keep their two's complement bits).
uint64_t readSlot(const AmdKernelCode& c, Slot s) {
  switch (s) {
    case Slot::CodeVersionMajor: return c.codeVersionMajor;
    case Slot::CodeVersionMinor: return c.codeVersionMinor;
    case Slot::MachineKind: return c.machineKind;
    case Slot::MachineVersionMajor: return c.machineVersionMajor;
    case Slot::MachineVersionMinor: return c.machineVersionMinor;
    case Slot::MachineVersionStepping: return c.machineVersionStepping;
    case Slot::EntryByteOffset: return uint64_t(c.kernelCodeEntryByteOffset);
    case Slot::PrefetchByteOffset: return uint64_t(c.kernelCodePrefetchByteOffset);
    case Slot::PrefetchByteSize: return c.kernelCodePrefetchByteSize;
    case Slot::Reserved0: return c.reserved0;
    case Slot::Rsrc: return c.computePgmResourceRegisters;
    case Slot::CodeProps: return c.codeProperties;
    case Slot::PrivateSegmentSize: return c.workitemPrivateSegmentByteSize;
    case Slot::GroupSegmentSize: return c.workgroupGroupSegmentByteSize;
    case Slot::GdsSegmentSize: return c.gdsSegmentByteSize;
    case Slot::KernargSegmentSize: return c.kernargSegmentByteSize;
    case Slot::FbarrierCount: return c.workgroupFbarrierCount;
    case Slot::WavefrontSgprCount: return c.wavefrontSgprCount;
    case Slot::WorkitemVgprCount: return c.workitemVgprCount;
    case Slot::ReservedVgprFirst: return c.reservedVgprFirst;
    case Slot::ReservedVgprCount: return c.reservedVgprCount;
    case Slot::ReservedSgprFirst: return c.reservedSgprFirst;
    case Slot::ReservedSgprCount: return c.reservedSgprCount;
    case Slot::DebugWaveOffsetSgpr: return c.debugWavefrontPrivateSegmentOffsetSgpr;
    case Slot::DebugBufferSgpr: return c.debugPrivateSegmentBufferSgpr;
    case Slot::KernargAlign: return c.kernargSegmentAlignment;
    case Slot::GroupAlign: return c.groupSegmentAlignment;
    case Slot::PrivateAlign: return c.privateSegmentAlignment;
    case Slot::WavefrontSize: return c.wavefrontSize;
    case Slot::CallConvention: return uint32_t(c.callConvention);
    case Slot::LoaderSymbol: return c.runtimeLoaderKernelSymbol;
  }
  return 0;
}

// Stores the low bits of `v` that fit the member: llvm's `C.*ptr = (T)Value`.
void writeSlot(AmdKernelCode& c, Slot s, uint64_t v) {
  switch (s) {
    case Slot::CodeVersionMajor: c.codeVersionMajor = uint32_t(v); break;
    case Slot::CodeVersionMinor: c.codeVersionMinor = uint32_t(v); break;
    case Slot::MachineKind: c.machineKind = uint16_t(v); break;
    case Slot::MachineVersionMajor: c.machineVersionMajor = uint16_t(v); break;
    case Slot::MachineVersionMinor: c.machineVersionMinor = uint16_t(v); break;
    case Slot::MachineVersionStepping: c.machineVersionStepping = uint16_t(v); break;
    case Slot::EntryByteOffset: c.kernelCodeEntryByteOffset = int64_t(v); break;
    case Slot::PrefetchByteOffset: c.kernelCodePrefetchByteOffset = int64_t(v); break;
    case Slot::PrefetchByteSize: c.kernelCodePrefetchByteSize = v; break;
    case Slot::Reserved0: c.reserved0 = v; break;
    case Slot::Rsrc: c.computePgmResourceRegisters = v; break;
    case Slot::CodeProps: c.codeProperties = uint32_t(v); break;
    case Slot::PrivateSegmentSize: c.workitemPrivateSegmentByteSize = uint32_t(v); break;
    case Slot::GroupSegmentSize: c.workgroupGroupSegmentByteSize = uint32_t(v); break;
    case Slot::GdsSegmentSize: c.gdsSegmentByteSize = uint32_t(v); break;
    case Slot::KernargSegmentSize: c.kernargSegmentByteSize = v; break;
    case Slot::FbarrierCount: c.workgroupFbarrierCount = uint32_t(v); break;
    case Slot::WavefrontSgprCount: c.wavefrontSgprCount = uint16_t(v); break;
    case Slot::WorkitemVgprCount: c.workitemVgprCount = uint16_t(v); break;
    case Slot::ReservedVgprFirst: c.reservedVgprFirst = uint16_t(v); break;
    case Slot::ReservedVgprCount: c.reservedVgprCount = uint16_t(v); break;
    case Slot::ReservedSgprFirst: c.reservedSgprFirst = uint16_t(v); break;
    case Slot::ReservedSgprCount: c.reservedSgprCount = uint16_t(v); break;
    case Slot::DebugWaveOffsetSgpr: c.debugWavefrontPrivateSegmentOffsetSgpr = uint16_t(v); break;
    case Slot::DebugBufferSgpr: c.debugPrivateSegmentBufferSgpr = uint16_t(v); break;
    case Slot::KernargAlign: c.kernargSegmentAlignment = uint8_t(v); break;
    case Slot::GroupAlign: c.groupSegmentAlignment = uint8_t(v); break;
    case Slot::PrivateAlign: c.privateSegmentAlignment = uint8_t(v); break;
    case Slot::WavefrontSize: c.wavefrontSize = uint8_t(v); break;
    case Slot::CallConvention: c.callConvention = int32_t(uint32_t(v)); break;
    case Slot::LoaderSymbol: c.runtimeLoaderKernelSymbol = v; break;
  }
}

// One `.amd_kernel_code_t` key: the member it lives in and, for the bit-field keys, where. width 0
// means the whole member.
struct Key {
  std::string_view name, altName;
  Slot slot;
  uint8_t shift = 0, width = 0;
  bool gfx10Only = false;  // an RSRC1 bit GFX10 introduced: set only there, printed by altName before
};

// compute_pgm_resource_registers: RSRC1 fields at their bit, RSRC2 fields at 32 + their bit.
constexpr Key rsrc(std::string_view n, std::string_view alt, uint8_t shift, uint8_t width) {
  return {n, alt, Slot::Rsrc, shift, width};
}
constexpr Key rsrcGfx10(std::string_view n, std::string_view alt, uint8_t shift) {
  return {n, alt, Slot::Rsrc, shift, 1, true};
}
constexpr Key prop(std::string_view n, uint8_t shift, uint8_t width) {
  return {n, n, Slot::CodeProps, shift, width};
}
constexpr Key whole(std::string_view n, Slot s) { return {n, n, s, 0, 0}; }

// llvm-mc 14's key table (AMDKernelCodeTInfo.h) in its order, which is the printed order.
constexpr Key kKeys[] = {
    {"amd_code_version_major", "kernel_code_version_major", Slot::CodeVersionMajor},
    {"amd_code_version_minor", "kernel_code_version_minor", Slot::CodeVersionMinor},
    {"amd_machine_kind", "machine_kind", Slot::MachineKind},
    {"amd_machine_version_major", "machine_version_major", Slot::MachineVersionMajor},
    {"amd_machine_version_minor", "machine_version_minor", Slot::MachineVersionMinor},
    {"amd_machine_version_stepping", "machine_version_stepping", Slot::MachineVersionStepping},
    whole("kernel_code_entry_byte_offset", Slot::EntryByteOffset),
    whole("kernel_code_prefetch_byte_size", Slot::PrefetchByteSize),
    rsrc("granulated_workitem_vgpr_count", "compute_pgm_rsrc1_vgprs", 0, 6),
    rsrc("granulated_wavefront_sgpr_count", "compute_pgm_rsrc1_sgprs", 6, 4),
    rsrc("priority", "compute_pgm_rsrc1_priority", 10, 2),
    rsrc("float_mode", "compute_pgm_rsrc1_float_mode", 12, 8),
    rsrc("priv", "compute_pgm_rsrc1_priv", 20, 1),
    rsrc("enable_dx10_clamp", "compute_pgm_rsrc1_dx10_clamp", 21, 1),
    rsrc("debug_mode", "compute_pgm_rsrc1_debug_mode", 22, 1),
    rsrc("enable_ieee_mode", "compute_pgm_rsrc1_ieee_mode", 23, 1),
    rsrcGfx10("enable_wgp_mode", "compute_pgm_rsrc1_wgp_mode", 29),
    rsrcGfx10("enable_mem_ordered", "compute_pgm_rsrc1_mem_ordered", 30),
    rsrcGfx10("enable_fwd_progress", "compute_pgm_rsrc1_fwd_progress", 31),
    rsrc("enable_sgpr_private_segment_wave_byte_offset", "compute_pgm_rsrc2_scratch_en", 32 + 0, 1),
    rsrc("user_sgpr_count", "compute_pgm_rsrc2_user_sgpr", 32 + 1, 5),
    rsrc("enable_trap_handler", "compute_pgm_rsrc2_trap_handler", 32 + 6, 1),
    rsrc("enable_sgpr_workgroup_id_x", "compute_pgm_rsrc2_tgid_x_en", 32 + 7, 1),
    rsrc("enable_sgpr_workgroup_id_y", "compute_pgm_rsrc2_tgid_y_en", 32 + 8, 1),
    rsrc("enable_sgpr_workgroup_id_z", "compute_pgm_rsrc2_tgid_z_en", 32 + 9, 1),
    rsrc("enable_sgpr_workgroup_info", "compute_pgm_rsrc2_tg_size_en", 32 + 10, 1),
    rsrc("enable_vgpr_workitem_id", "compute_pgm_rsrc2_tidig_comp_cnt", 32 + 11, 2),
    rsrc("enable_exception_msb", "compute_pgm_rsrc2_excp_en_msb", 32 + 13, 2),
    rsrc("granulated_lds_size", "compute_pgm_rsrc2_lds_size", 32 + 15, 9),
    rsrc("enable_exception", "compute_pgm_rsrc2_excp_en", 32 + 24, 7),
    prop("enable_sgpr_private_segment_buffer", 0, 1),
    prop("enable_sgpr_dispatch_ptr", 1, 1),
    prop("enable_sgpr_queue_ptr", 2, 1),
    prop("enable_sgpr_kernarg_segment_ptr", 3, 1),
    prop("enable_sgpr_dispatch_id", 4, 1),
    prop("enable_sgpr_flat_scratch_init", 5, 1),
    prop("enable_sgpr_private_segment_size", 6, 1),
    prop("enable_sgpr_grid_workgroup_count_x", 7, 1),
    prop("enable_sgpr_grid_workgroup_count_y", 8, 1),
    prop("enable_sgpr_grid_workgroup_count_z", 9, 1),
    prop("enable_wavefront_size32", 10, 1),
    prop("enable_ordered_append_gds", 16, 1),
    prop("private_element_size", 17, 2),
    prop("is_ptr64", 19, 1),
    prop("is_dynamic_callstack", 20, 1),
    prop("is_debug_enabled", 21, 1),
    prop("is_xnack_enabled", 22, 1),
    whole("workitem_private_segment_byte_size", Slot::PrivateSegmentSize),
    whole("workgroup_group_segment_byte_size", Slot::GroupSegmentSize),
    whole("gds_segment_byte_size", Slot::GdsSegmentSize),
    whole("kernarg_segment_byte_size", Slot::KernargSegmentSize),
    whole("workgroup_fbarrier_count", Slot::FbarrierCount),
    whole("wavefront_sgpr_count", Slot::WavefrontSgprCount),
    whole("workitem_vgpr_count", Slot::WorkitemVgprCount),
    whole("reserved_vgpr_first", Slot::ReservedVgprFirst),
    whole("reserved_vgpr_count", Slot::ReservedVgprCount),
    whole("reserved_sgpr_first", Slot::ReservedSgprFirst),
    whole("reserved_sgpr_count", Slot::ReservedSgprCount),
    whole("debug_wavefront_private_segment_offset_sgpr", Slot::DebugWaveOffsetSgpr),
    whole("debug_private_segment_buffer_sgpr", Slot::DebugBufferSgpr),
    whole("kernarg_segment_alignment", Slot::KernargAlign),
    whole("group_segment_alignment", Slot::GroupAlign),
    whole("private_segment_alignment", Slot::PrivateAlign),
    whole("wavefront_size", Slot::WavefrontSize),
    whole("call_convention", Slot::CallConvention),
    whole("runtime_loader_kernel_symbol", Slot::LoaderSymbol),
};
constexpr size_t kKeyCount = std::size(kKeys);

constexpr std::array<std::string_view, kKeyCount> keyNames() {
  std::array<std::string_view, kKeyCount> names{};
  for (size_t i = 0; i < kKeyCount; ++i) names[i] = kKeys[i].name;
  return names;
}
constexpr std::array<std::string_view, kKeyCount> kKeyNames = keyNames();

const Key* findKey(std::string_view name) {
  for (const Key& k : kKeys)
    if (k.name == name || k.altName == name) return &k;
  return nullptr;
}

uint64_t fieldMask(const Key& k) { return k.width == 0 ? ~uint64_t(0) : ((uint64_t(1) << k.width) - 1); }

// The key's raw bits (zero-extended).
uint64_t readKey(const AmdKernelCode& c, const Key& k) { return (readSlot(c, k.slot) >> k.shift) & fieldMask(k); }

void writeKey(AmdKernelCode& c, const Key& k, uint64_t v) {
  if (k.width == 0) return writeSlot(c, k.slot, v);
  uint64_t mask = fieldMask(k) << k.shift;
  writeSlot(c, k.slot, (readSlot(c, k.slot) & ~mask) | ((v << k.shift) & mask));
}

bool hasBit(uint64_t word, int bit) { return (word >> bit) & 1; }

// llvm-mc 14's checks after a key is parsed (AMDGPUAsmParser::ParseAMDKernelCodeTValue). They compare
// the key as written, so the alternative names skip them, and they test the stored value.
std::string targetCheck(const AmdKernelCode& c, std::string_view key, const Target& t) {
  bool gfx10Plus = t.gen() >= Gen::GFX10;
  // Before GFX10 only wavefrontsize64 exists; from GFX10 Target holds one of the two.
  bool wave32 = gfx10Plus && t.wave32, wave64 = !wave32;
  if (key == "enable_wavefront_size32") {
    if (hasBit(c.codeProperties, 10)) {
      if (!gfx10Plus) return "enable_wavefront_size32=1 is only allowed on GFX10+";
      if (!wave32) return "enable_wavefront_size32=1 requires +WavefrontSize32";
    } else if (!wave64) {
      return "enable_wavefront_size32=0 requires +WavefrontSize64";
    }
  }
  if (key == "wavefront_size") {
    if (c.wavefrontSize == 5) {
      if (!gfx10Plus) return "wavefront_size=5 is only allowed on GFX10+";
      if (!wave32) return "wavefront_size=5 requires +WavefrontSize32";
    } else if (c.wavefrontSize == 6 && !wave64) {
      return "wavefront_size=6 requires +WavefrontSize64";
    }
  }
  for (const Key& k : kKeys)
    if (k.gfx10Only && key == k.name && hasBit(c.computePgmResourceRegisters, k.shift) && !gfx10Plus)
      return fmt::format("{}=1 is only allowed on GFX10+", key);
  return "";
}

// Machine version from the canonical name: the last two characters are the minor version and the
// stepping (hex, so gfx90a has stepping 10), the digits before them the major version.
void machineVersion(std::string_view name, AmdKernelCode& c) {
  if (name.size() < 6 || name.substr(0, 3) != "gfx") return;  // every canonical name is gfxN..
  auto hex = [](char ch) -> uint16_t {
    if (ch >= '0' && ch <= '9') return uint16_t(ch - '0');
    if (ch >= 'a' && ch <= 'f') return uint16_t(ch - 'a' + 10);
    return 0;
  };
  uint16_t major = 0;
  for (char ch : name.substr(3, name.size() - 5)) major = uint16_t(major * 10 + hex(ch));
  c.machineVersionMajor = major;
  c.machineVersionMinor = hex(name[name.size() - 2]);
  c.machineVersionStepping = hex(name.back());
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool isIdentChar(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
         ch == '.' || ch == '$';
}

// An integer literal as llvm-mc reads it (two's complement wrap-around for 64-bit patterns); the
// error is llvm's message.
struct IntParse {
  int64_t value = 0;
  std::string error;
  size_t used = 0;
};
IntParse parseInt(std::string_view s) {
  IntParse r;
  size_t i = 0;
  bool negative = false;
  if (i < s.size() && s[i] == '-') negative = true, ++i;
  unsigned base = 10;
  if (s.size() >= i + 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) base = 16, i += 2;
  else if (s.size() >= i + 2 && s[i] == '0' && (s[i + 1] == 'b' || s[i + 1] == 'B')) base = 2, i += 2;
  size_t digitsStart = i;
  uint64_t v = 0;
  bool tooBig = false;
  for (; i < s.size(); ++i) {
    char ch = s[i];
    unsigned d;
    if (ch >= '0' && ch <= '9') d = unsigned(ch - '0');
    else if (ch >= 'a' && ch <= 'f') d = unsigned(ch - 'a' + 10);
    else if (ch >= 'A' && ch <= 'F') d = unsigned(ch - 'A' + 10);
    else break;
    if (d >= base) break;
    if (v > (~uint64_t(0) - d) / base) tooBig = true;
    v = v * base + d;
  }
  if (i == digitsStart) {
    r.error = "expected absolute expression";
    return r;
  }
  if (tooBig) {
    r.error = "literal value out of range for directive";
    return r;
  }
  r.value = int64_t(negative ? ~v + 1 : v);
  r.used = i;
  return r;
}

}  // namespace

AmdKernelCode defaultAmdKernelCode(const Target& t) {
  AmdKernelCode c;
  c.codeVersionMajor = 1;
  c.codeVersionMinor = 2;
  c.machineKind = 1;  // AMD_MACHINE_KIND_AMDGPU
  if (t.proc) machineVersion(t.proc->name, c);
  c.kernelCodeEntryByteOffset = kAmdKernelCodeSize;  // the code follows the header
  c.kernargSegmentAlignment = c.groupSegmentAlignment = c.privateSegmentAlignment = 4;
  c.wavefrontSize = 6;
  c.callConvention = -1;
  if (t.proc && t.gen() >= Gen::GFX10) {
    if (t.wave32) {
      c.wavefrontSize = 5;
      c.codeProperties |= 1u << 10;  // enable_wavefront_size32
    }
    c.computePgmResourceRegisters |= (1ull << 29) | (1ull << 30);  // enable_wgp_mode (no cumode), mem_ordered
  }
  return c;
}

std::string setAmdKernelCodeField(AmdKernelCode& code, std::string_view key, int64_t value, const Target* target) {
  // llvm 14 accepts this deprecated key so that old sources still assemble, and drops its value.
  if (key == "max_scratch_backing_memory_byte_size") return "";
  const Key* k = findKey(key);
  if (!k) return fmt::format("unexpected amd_kernel_code_t field name {}", key);
  AmdKernelCode updated = code;
  writeKey(updated, *k, uint64_t(value));
  if (target && target->proc) {
    std::string err = targetCheck(updated, key, *target);
    if (!err.empty()) return err;
  }
  code = updated;
  return "";
}

std::optional<int64_t> getAmdKernelCodeField(const AmdKernelCode& code, std::string_view key) {
  const Key* k = findKey(key);
  if (!k) return std::nullopt;
  uint64_t v = readKey(code, *k);
  const Layout& l = layoutOf(k->slot);
  if (k->width == 0 && l.isSigned && l.size < 8) {
    unsigned bits = l.size * 8u;
    if (hasBit(v, int(bits - 1))) v |= ~uint64_t(0) << bits;  // sign-extend
  }
  return int64_t(v);
}

std::span<const std::string_view> amdKernelCodeKeys() { return kKeyNames; }

std::array<uint8_t, kAmdKernelCodeSize> encode(const AmdKernelCode& code) {
  std::array<uint8_t, kAmdKernelCodeSize> out{};
  for (const Layout& l : kLayout) {
    uint64_t v = readSlot(code, l.slot);
    for (unsigned i = 0; i < l.size; ++i) out[l.offset + i] = uint8_t(v >> (8 * i));
  }
  std::memcpy(out.data() + kReserved3Offset, code.reserved3.data(), code.reserved3.size());
  for (size_t d = 0; d < code.controlDirectives.size(); ++d)
    for (unsigned i = 0; i < 8; ++i) out[kControlDirectivesOffset + 8 * d + i] = uint8_t(code.controlDirectives[d] >> (8 * i));
  return out;
}

AmdKernelCode decodeAmdKernelCode(std::span<const uint8_t, kAmdKernelCodeSize> bytes) {
  AmdKernelCode c;
  for (const Layout& l : kLayout) {
    uint64_t v = 0;
    for (unsigned i = 0; i < l.size; ++i) v |= uint64_t(bytes[l.offset + i]) << (8 * i);
    writeSlot(c, l.slot, v);
  }
  std::memcpy(c.reserved3.data(), bytes.data() + kReserved3Offset, c.reserved3.size());
  for (size_t d = 0; d < c.controlDirectives.size(); ++d)
    for (unsigned i = 0; i < 8; ++i)
      c.controlDirectives[d] |= uint64_t(bytes[kControlDirectivesOffset + 8 * d + i]) << (8 * i);
  return c;
}

std::string printAmdKernelCode(const AmdKernelCode& code, bool gfx10Keys) {
  std::string out = "\t.amd_kernel_code_t\n";
  for (const Key& k : kKeys) {
    // llvm prints `(int)` of the field: 16- and 8-bit members stay positive, wider ones show their low
    // 32 bits as a signed number.
    int32_t shown = int32_t(uint32_t(readKey(code, k)));
    out += fmt::format("\t\t{} = {}\n", k.gfx10Only && !gfx10Keys ? k.altName : k.name, shown);
  }
  out += "\t.end_amd_kernel_code_t\n";
  return out;
}

bool amdKernelCodePrintIsExact(const AmdKernelCode& code) {
  // Rebuild from the printed values alone (as a fresh parse would, all keys being printed) and compare.
  AmdKernelCode rebuilt;
  for (const Key& k : kKeys) writeKey(rebuilt, k, uint64_t(int64_t(int32_t(uint32_t(readKey(code, k))))));
  return rebuilt == code;
}

AmdKernelCodeParse parseAmdKernelCode(std::string_view text, const Target& target) {
  AmdKernelCodeParse r;
  r.code = defaultAmdKernelCode(target);
  int lineNo = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++lineNo;
    if (size_t semi = line.find(';'); semi != std::string_view::npos) line = line.substr(0, semi);
    line = trim(line);
    if (line.empty() || line == ".amd_kernel_code_t") continue;
    if (line == ".end_amd_kernel_code_t") break;
    auto fail = [&](std::string msg) {
      r.error = std::move(msg);
      r.line = lineNo;
      return r;
    };
    size_t i = 0;
    while (i < line.size() && isIdentChar(line[i])) ++i;
    if (i == 0) return fail("expected value identifier or .end_amd_kernel_code_t");
    std::string_view key = line.substr(0, i);
    std::string_view rest = trim(line.substr(i));
    // llvm looks the key up before it reads '=', so an unknown key wins over a missing '='.
    if (!findKey(key) && key != "max_scratch_backing_memory_byte_size")
      return fail(fmt::format("unexpected amd_kernel_code_t field name {}", key));
    if (key == "max_scratch_backing_memory_byte_size") continue;  // llvm skips the whole statement
    if (rest.empty() || rest.front() != '=') return fail("expected '='");
    IntParse v = parseInt(trim(rest.substr(1)));
    if (!v.error.empty()) return fail(v.error);
    if (!trim(trim(rest.substr(1)).substr(v.used)).empty())
      return fail("expected value identifier or .end_amd_kernel_code_t");
    if (std::string err = setAmdKernelCodeField(r.code, key, v.value, &target); !err.empty()) return fail(err);
  }
  return r;
}

}  // namespace gcnkit
