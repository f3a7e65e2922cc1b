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

// llvm-mc 22's order. Which of them a target lists comes from the directive table's generation column;
// the two that llvm-mc 14's table lacks are marked here with the first generation that lists them.
constexpr std::string_view kOrder[] = {
    "group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size", "user_sgpr_count",
    "user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr",
    "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id", "user_sgpr_flat_scratch_init",
    "user_sgpr_kernarg_preload_length", "user_sgpr_kernarg_preload_offset", "user_sgpr_private_segment_size",
    "wavefront_size32", "uses_dynamic_stack", "system_sgpr_private_segment_wavefront_offset",
    "enable_private_segment", "system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y",
    "system_sgpr_workgroup_id_z", "system_sgpr_workgroup_info", "system_vgpr_workitem_id", "next_free_vgpr",
    "next_free_sgpr", "accum_offset", "reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask", "float_round_mode_32",
    "float_round_mode_16_64", "float_denorm_mode_32", "float_denorm_mode_16_64", "dx10_clamp", "ieee_mode",
    "fp16_overflow", "tg_split", "workgroup_processor_mode", "memory_ordered", "forward_progress",
    "shared_vgpr_count", "exception_fp_ieee_invalid_op", "exception_fp_denorm_src", "exception_fp_ieee_div_zero",
    "exception_fp_ieee_overflow", "exception_fp_ieee_underflow", "exception_fp_ieee_inexact",
    "exception_int_div_zero"};

}  // namespace

std::string amdhsaKernelListing(const AsmKernel& k, const KernelDescriptor& kd, const Target& t, int codeObjectVersion) {
  std::string out = fmt::format("\t.amdhsa_kernel {}\n", k.name);
  for (std::string_view name : kOrder) {
    const std::string directive = fmt::format(".amdhsa_{}", name);
    uint64_t value = 0;
    if (name == "uses_dynamic_stack") {  // kernel_code_properties bit 11, every generation, listed from V5 on
      if (codeObjectVersion < 5) continue;
      value = bits(kd.kernelCodeProperties, 11, 1);
    } else if (name == "reserve_xnack_mask") {  // the target id's setting, listed for V4-V5 only
      if (codeObjectVersion < 4 || codeObjectVersion > 5 || !(t.proc->flags & kXnackSupported)) continue;
      value = xnackOnOrAny(t);
    } else if (name == "shared_vgpr_count") {  // COMPUTE_PGM_RSRC3 bits 3:0, GFX10+
      if (t.gen() < Gen::GFX10) continue;
      value = bits(kd.computePgmRsrc3, 0, 4);
    } else {
      const AmdhsaDirective* d = findAmdhsaDirective(directive);
      if (!d || !amdhsaDirectiveSupported(*d, t)) continue;
      if (name == "user_sgpr_count") value = bits(kd.computePgmRsrc2, 1, 5);  // as computed, not as written
      else if (d->field) value = getField(kd, *d->field);
      else value = uint64_t(written(k, directive).value_or(d->defaultValue));  // next_free_*, reserve_*, ...
    }
    out += fmt::format("\t\t{} {}\n", directive, value);
  }
  out += "\t.end_amdhsa_kernel\n";
  return out;
}

}  // namespace gcnkit
