#include "asm/kernel_listing.h"

#include <fmt/format.h>

namespace gcnkit {

namespace {

std::optional<int64_t> written(const AsmKernel& k, std::string_view name) {
  for (const AsmKernelDirective& d : k.directives)
    if (d.name == name) return d.value;
  return std::nullopt;
}

uint64_t bits(uint64_t word, int shift, int width) { return (word >> shift) & ((uint64_t(1) << width) - 1); }

}  // namespace

std::string amdhsaKernelListing(const AsmKernel& k, const KernelDescriptor& kd, const Target& t) {
  const Gen g = t.gen();
  const bool gfx10 = g >= Gen::GFX10, gfx90a = (t.proc->flags & kAccumOffset) != 0;
  std::string out = fmt::format("\t.amdhsa_kernel {}\n", k.name);
  auto line = [&](std::string_view name, uint64_t v) { out += fmt::format("\t\t.amdhsa_{} {}\n", name, v); };
  // A directive whose bits are in the descriptor table.
  auto field = [&](std::string_view name) {
    const AmdhsaDirective* d = findAmdhsaDirective(fmt::format(".amdhsa_{}", name));
    line(name, d && d->field ? getField(kd, *d->field) : 0);
  };
  line("group_segment_fixed_size", kd.groupSegmentFixedSize);
  line("private_segment_fixed_size", kd.privateSegmentFixedSize);
  line("kernarg_size", kd.kernargSize);
  line("user_sgpr_count", bits(kd.computePgmRsrc2, 1, 5));
  for (std::string_view f : {"user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr",
                             "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id", "user_sgpr_flat_scratch_init",
                             "user_sgpr_private_segment_size"})
    field(f);
  if (gfx10) field("wavefront_size32");
  line("uses_dynamic_stack", bits(kd.kernelCodeProperties, 11, 1));
  for (std::string_view f : {"system_sgpr_private_segment_wavefront_offset", "system_sgpr_workgroup_id_x",
                             "system_sgpr_workgroup_id_y", "system_sgpr_workgroup_id_z", "system_sgpr_workgroup_info",
                             "system_vgpr_workitem_id"})
    field(f);
  line("next_free_vgpr", uint64_t(written(k, ".amdhsa_next_free_vgpr").value_or(0)));
  line("next_free_sgpr", uint64_t(written(k, ".amdhsa_next_free_sgpr").value_or(0)));
  if (gfx90a) line("accum_offset", uint64_t(written(k, ".amdhsa_accum_offset").value_or(0)));
  line("reserve_vcc", uint64_t(written(k, ".amdhsa_reserve_vcc").value_or(1)));
  if (g >= Gen::GFX7) line("reserve_flat_scratch", uint64_t(written(k, ".amdhsa_reserve_flat_scratch").value_or(1)));
  for (std::string_view f : {"float_round_mode_32", "float_round_mode_16_64", "float_denorm_mode_32",
                             "float_denorm_mode_16_64", "dx10_clamp", "ieee_mode"})
    field(f);
  if (g >= Gen::GFX9) field("fp16_overflow");
  if (gfx90a) field("tg_split");
  if (gfx10) {
    for (std::string_view f : {"workgroup_processor_mode", "memory_ordered", "forward_progress"}) field(f);
    line("shared_vgpr_count", bits(kd.computePgmRsrc3, 0, 4));
  }
  for (std::string_view f : {"exception_fp_ieee_invalid_op", "exception_fp_denorm_src", "exception_fp_ieee_div_zero",
                             "exception_fp_ieee_overflow", "exception_fp_ieee_underflow", "exception_fp_ieee_inexact",
                             "exception_int_div_zero"})
    field(f);
  out += "\t.end_amdhsa_kernel\n";
  return out;
}

}  // namespace gcnkit
