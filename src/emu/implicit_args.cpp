#include "emu/implicit_args.h"

#include <cstring>

#include <fmt/format.h>

#include "emu/apertures.h"

namespace gcnkit::emu {

namespace {

// LLVM's layout (AMDGPU::ImplicitArg, the AMDGPU usage guide's "Code Object V5 Metadata").
constexpr ImplicitField kFields[] = {
    {"hidden_block_count_x", 0, 4},      {"hidden_block_count_y", 4, 4},      {"hidden_block_count_z", 8, 4},
    {"hidden_group_size_x", 12, 2},      {"hidden_group_size_y", 14, 2},      {"hidden_group_size_z", 16, 2},
    {"hidden_remainder_x", 18, 2},       {"hidden_remainder_y", 20, 2},       {"hidden_remainder_z", 22, 2},
    {"hidden_global_offset_x", 40, 8},   {"hidden_global_offset_y", 48, 8},   {"hidden_global_offset_z", 56, 8},
    {"hidden_grid_dims", 64, 2},         {"hidden_printf_buffer", 72, 8},     {"hidden_hostcall_buffer", 80, 8},
    {"hidden_multigrid_sync_arg", 88, 8}, {"hidden_heap_v1", 96, 8},          {"hidden_default_queue", 104, 8},
    {"hidden_completion_action", 112, 8}, {"hidden_dynamic_lds_size", 120, 4}, {"hidden_private_base", 192, 4},
    {"hidden_shared_base", 196, 4},      {"hidden_queue_ptr", 200, 8},
};

uint64_t valueOf(const ImplicitField& f, const ImplicitArgValues& v) {
  auto perDim = [&](uint32_t first, uint32_t stride, auto op) {
    const size_t d = (f.offset - first) / stride;
    return v.block[d] ? uint64_t(op(v.grid[d], v.block[d])) : 0;
  };
  switch (f.offset) {
    case 0: case 4: case 8:  // full work-groups; the remainder says what is left
      return perDim(0, 4, [](uint32_t g, uint32_t b) { return g / b; });
    case 12: case 14: case 16: return perDim(12, 2, [](uint32_t, uint32_t b) { return b; });
    case 18: case 20: case 22: return perDim(18, 2, [](uint32_t g, uint32_t b) { return g % b; });
    case 40: case 48: case 56: return v.globalOffset[(f.offset - 40) / 8];
    case 64: return v.gridDims;
    case 72: return v.printfBuffer;
    case 80: return v.hostcallBuffer;
    case 120: return v.dynamicLds;
    case 192: return kPrivateApertureHi;
    case 196: return kSharedApertureHi;
    case 200: return v.queue;
    default: return 0;  // the services the emulator does not provide
  }
}

}  // namespace

const ImplicitField* findImplicitField(std::string_view kind) {
  for (const ImplicitField& f : kFields)
    if (kind == f.kind) return &f;
  return nullptr;
}

std::string fillImplicitArgs(std::vector<uint8_t>& kernarg, const KernelMetadata& md, const ImplicitArgValues& v) {
  const KernelArgMetadata* first = nullptr;
  for (const KernelArgMetadata& a : md.args)
    if (a.valueKind.starts_with("hidden_") && (!first || a.offset < first->offset)) first = &a;
  if (!first) return {};
  const uint64_t base = first->offset;
  for (const KernelArgMetadata& a : md.args) {
    const ImplicitField* f = findImplicitField(a.valueKind);
    if (!f) continue;
    if (a.offset != base + f->offset || a.size != f->size)
      return fmt::format("hidden argument {} is at offset {} size {}, but the implicit block (at {}) has it at "
                         "offset {} size {}",
                         a.valueKind, a.offset, a.size, base, base + f->offset, f->size);
  }
  for (const ImplicitField& f : kFields) {
    if (base > kernarg.size() || f.offset + f.size > kernarg.size() - base) continue;  // the segment ends before it
    const uint64_t value = valueOf(f, v);
    std::memcpy(kernarg.data() + base + f.offset, &value, f.size);  // little-endian host, as the guest
  }
  return {};
}

}  // namespace gcnkit::emu
