#include "isa/implicit_registers.h"

#include "isa/registers.h"

namespace gcnkit {

SdstUse sdstUse(Op op) {
  switch (op) {
    case Op::s_cmpk_eq_i32: case Op::s_cmpk_lg_i32: case Op::s_cmpk_gt_i32: case Op::s_cmpk_ge_i32:
    case Op::s_cmpk_lt_i32: case Op::s_cmpk_le_i32: case Op::s_cmpk_eq_u32: case Op::s_cmpk_lg_u32:
    case Op::s_cmpk_gt_u32: case Op::s_cmpk_ge_u32: case Op::s_cmpk_lt_u32: case Op::s_cmpk_le_u32:
    case Op::s_setreg_b32: case Op::s_waitcnt_vscnt: case Op::s_waitcnt_vmcnt: case Op::s_waitcnt_expcnt:
    case Op::s_waitcnt_lgkmcnt: case Op::s_cbranch_i_fork: case Op::s_setpc_b64:
      return SdstUse::Read;
    case Op::s_addk_i32: case Op::s_mulk_i32: case Op::s_bitset0_b32: case Op::s_bitset0_b64:
    case Op::s_bitset1_b32: case Op::s_bitset1_b64: case Op::s_cmov_b32: case Op::s_cmov_b64:
    case Op::s_cmovk_i32: case Op::s_fmac_f32: case Op::s_fmac_f16:
      return SdstUse::ReadWrite;
    default:
      return SdstUse::Write;
  }
}

std::optional<ImplicitRegister> implicitScalarRegister(Op op, const Target& t) {
  const uint8_t mask = uint8_t(laneMaskDwords(t));
  switch (op) {
    case Op::s_and_saveexec_b64: case Op::s_or_saveexec_b64: case Op::s_xor_saveexec_b64:
    case Op::s_andn2_saveexec_b64: case Op::s_orn2_saveexec_b64: case Op::s_nand_saveexec_b64:
    case Op::s_nor_saveexec_b64: case Op::s_xnor_saveexec_b64: case Op::s_andn1_saveexec_b64:
    case Op::s_orn1_saveexec_b64: case Op::s_andn1_wrexec_b64: case Op::s_andn2_wrexec_b64:
    case Op::s_cbranch_g_fork: case Op::s_cbranch_i_fork: case Op::s_cbranch_join:
      return ImplicitRegister{opnd::kExecLo, 2, true, true};
    case Op::s_and_saveexec_b32: case Op::s_or_saveexec_b32: case Op::s_xor_saveexec_b32:
    case Op::s_andn2_saveexec_b32: case Op::s_orn2_saveexec_b32: case Op::s_nand_saveexec_b32:
    case Op::s_nor_saveexec_b32: case Op::s_xnor_saveexec_b32: case Op::s_andn1_saveexec_b32:
    case Op::s_orn1_saveexec_b32: case Op::s_andn1_wrexec_b32: case Op::s_andn2_wrexec_b32:
      return ImplicitRegister{opnd::kExecLo, 1, true, true};
    case Op::s_cbranch_vccz: case Op::s_cbranch_vccnz: return ImplicitRegister{opnd::kVccLo, mask, true, false};
    case Op::s_cbranch_execz: case Op::s_cbranch_execnz: return ImplicitRegister{opnd::kExecLo, mask, true, false};
    case Op::s_movrels_b32: case Op::s_movrels_b64: case Op::s_movreld_b32: case Op::s_movreld_b64:
    case Op::s_movrelsd_2_b32: case Op::s_sendmsg: case Op::s_sendmsghalt: case Op::s_ttracedata:
      return ImplicitRegister{m0Code(), 1, true, false};
    case Op::s_set_gpr_idx_on: case Op::s_set_gpr_idx_off: case Op::s_set_gpr_idx_mode: case Op::s_set_gpr_idx_idx:
      return ImplicitRegister{m0Code(), 1, true, true};
    default:
      return std::nullopt;
  }
}

bool dsReadsM0(Op op, Gen g, bool gds) {
  const Op base = baseRow(op);
  const bool crossLane =
      (opInfo(op).flags & kMemSwizzle) || base == Op::ds_permute_b32 || base == Op::ds_bpermute_b32;
  const bool addTid = base == Op::ds_read_addtid_b32 || base == Op::ds_write_addtid_b32;
  return (g <= Gen::GFX8 && !crossLane) || gds || (opInfo(op).flags & kGds) || addTid;
}

}  // namespace gcnkit
