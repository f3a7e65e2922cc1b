// Every hazard rule on a processor that has it: the pair with one wait state too few is found, with enough (or with
// the instruction that clears it between them) it is not; and a processor without the rule finds nothing.
#include <set>

#include "analysis/hazard_rules.h"
#include "analysis/mfma_hazards.h"
#include "isa/mai.h"
#include "lint_corpus.h"
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

using analysis::HazardForm;
using analysis::HazardId;

// An image instruction in the NSA encoding with 6 address VGPRs: 16 bytes.
constexpr const char* kNsa16 = "image_sample_d v20, [v8, v0, v7, v1, v6, v2], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D";

struct Pair {
  HazardId id;
  const char* cpu;
  const char* first;
  const char* second;
  const char* clear;  // ClearedBy: what clears the hazard between the two
  const char* without;  // a processor without the rule (nullptr: none to try)
};

const Pair kPairs[] = {
    {HazardId::VmemSgpr, "gfx900", "v_readfirstlane_b32 s4, v0", "buffer_load_dword v1, off, s[0:3], s4", "", "gfx1030"},
    {HazardId::SmrdSgpr, "gfx601", "v_readfirstlane_b32 s4, v0", "s_load_dword s6, s[4:5], 0x0", "", "gfx700"},
    {HazardId::SmrdBufferSalu, "gfx601", "s_mov_b32 s4, 0", "s_buffer_load_dword s8, s[4:7], 0x0", "", "gfx700"},
    {HazardId::DppVgpr, "gfx900", "v_mov_b32 v1, v0", "v_mov_b32_dpp v2, v1 quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf",
     "", nullptr},
    {HazardId::DppExec, "gfx900", "v_cmpx_eq_u32_e64 s[0:1], v0, v1",
     "v_mov_b32_dpp v2, v1 quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf", "", nullptr},
    {HazardId::DivFmasVcc, "gfx900", "v_cmp_eq_u32_e32 vcc, v0, v1", "v_div_fmas_f32 v2, v0, v1, v2", "", nullptr},
    {HazardId::LaneSelect, "gfx900", "v_readfirstlane_b32 s4, v0", "v_readlane_b32 s5, v1, s4", "", "gfx1030"},
    {HazardId::GetregAfterSetreg, "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0",
     "s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS, 0, 1)", "", "gfx1030"},
    {HazardId::SetregAfterSetreg, "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0",
     "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s1", "", "gfx1030"},
    {HazardId::RfeAfterSetreg, "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0", "s_rfe_b64 s[2:3]", "", "gfx700"},
    {HazardId::M0SendMsg, "gfx900", "s_mov_b32 m0, 0", "s_sendmsg sendmsg(MSG_INTERRUPT)", "", "gfx700"},
    {HazardId::M0Lds, "gfx900", "s_mov_b32 m0, 0", "s_movrels_b32 s0, s1", "", "gfx803"},
    {HazardId::StoreData, "gfx900", "buffer_store_dwordx3 v[0:2], off, s[0:3], 0", "v_mov_b32 v1, 0", "", "gfx601"},
    {HazardId::VmemToScalarWrite, "gfx1010", "global_load_dword v0, v1, s[0:1]", "s_mov_b32 s0, 0", "v_mov_b32 v2, 0",
     "gfx1030"},
    {HazardId::SmemToVectorWrite, "gfx1010", "s_load_dword s2, s[0:1], 0x0", "v_readfirstlane_b32 s0, v0",
     "s_mov_b32 s3, 0", "gfx1030"},
    {HazardId::VcmpxExecWar, "gfx1010", "s_mov_b32 s0, exec_lo", "v_cmpx_eq_u32_e32 v0, v1", "s_waitcnt_depctr 0xfffe",
     "gfx1030"},
    {HazardId::VcmpxPermlane, "gfx1010", "v_cmpx_eq_u32_e32 v0, v1", "v_permlane16_b32 v0, v0, s0, s1", "v_mov_b32 v0, v0",
     "gfx1030"},
    {HazardId::FpAtomicDenorm, "gfx1030", "buffer_atomic_fmin v0, off, s[0:3], 0", "s_denorm_mode 0", "", nullptr},
    {HazardId::TransForwarding, "gfx942", "v_rcp_f32 v1, v0", "v_add_f32 v2, v1, v0", "", "gfx90a"},
    {HazardId::ValuSgprRead, "gfx942", "v_readfirstlane_b32 s0, v0", "v_add_u32 v1, s0, v0", "", "gfx90a"},
    {HazardId::ValuExecLane, "gfx942", "v_cmpx_eq_u32_e64 s[0:1], v0, v1", "v_readlane_b32 s2, v1, 0", "", "gfx90a"},
    {HazardId::ValuVgprReadlane, "gfx942", "v_mov_b32 v0, 0", "v_readfirstlane_b32 s0, v0", "", "gfx90a"},
    {HazardId::SmemClause, "gfx900", "s_load_dword s2, s[4:5], 0x0", "s_load_dword s4, s[6:7], 0x0", "", "gfx803"},
    {HazardId::VmemClause, "gfx900", "global_load_dword v2, v[4:5], off", "global_load_dword v4, v[6:7], off", "",
     "gfx1030"},
    {HazardId::NsaToVmem, "gfx1010", kNsa16, "buffer_load_dword v21, off, s[12:15], 0 offset:6", "", "gfx1030"},
    {HazardId::DstSelForwarding, "gfx942", "v_mov_b32_sdwa v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
     "v_add_u32 v2, v1, v0", "", "gfx90a"},
    {HazardId::DstSelForwarding, "gfx942", "v_fma_f16 v1, v0, v3, v4 op_sel:[0,0,0,1]", "v_add_u32 v2, v1, v0", "", "gfx90a"},
    {HazardId::DstSelForwarding, "gfx950", "v_cvt_sr_fp8_f32 v1, v0, v3 op_sel:[0,0,1,0]", "v_add_u32 v2, v1, v0", "",
     nullptr},
    {HazardId::ValuTransUse, "gfx1100", "v_rcp_f32 v1, v0", "v_add_f32 v2, v1, v0", "s_waitcnt_depctr depctr_va_vdst(0)", "gfx1030"},
    {HazardId::WmmaSrcAB, "gfx1100", "v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]",
     "v_wmma_f32_16x16x16_f16 v[32:39], v[16:23], v[8:15], v[32:39]", "v_nop", nullptr},
    // GFX12: the same WMMA rule with its narrower operands, an SWMMAC's index too; v_cmpx before v_permlane16 (LLVM 22
    // keeps GFX10's rule there).
    {HazardId::WmmaSrcAB, "gfx1201", "v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[8:11], v[16:23]",
     "v_wmma_f32_16x16x16_f16 v[32:39], v[16:19], v[8:11], v[32:39]", "v_nop", nullptr},
    {HazardId::WmmaSrcAB, "gfx1201", "v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[8:11], v[16:23]",
     "v_swmmac_f32_16x16x32_f16 v[32:39], v[0:3], v[40:47], v20", "v_nop", nullptr},
    {HazardId::VcmpxPermlane, "gfx1201", "v_cmpx_eq_u32_e32 v0, v1", "v_permlane16_b32 v0, v0, s0, s1", "v_mov_b32 v0, v0",
     nullptr},
    {HazardId::DotWriteRead, "gfx90a", "v_dot2_f32_f16 v4, v0, v1, v2", "v_mov_b32 v5, v4", "", "gfx908"},
    {HazardId::DotWriteRead, "gfx942", "v_dot2_f32_f16 v4, v0, v1, v2", "v_dot2_f32_f16 v5, v4, v1, v2", "", "gfx906"},
    {HazardId::DotWriteRead, "gfx950", "v_dot2_f32_f16 v4, v0, v1, v2", "global_store_dword v[6:7], v4, off", "",
     "gfx1030"},
    {HazardId::DotAccumulate, "gfx942", "v_dot2_f32_f16 v4, v0, v1, v2", "v_dot2_f32_f16 v5, v0, v1, v4", "", "gfx90a"},
    {HazardId::ValuMaskWrite, "gfx1100:w64", "v_cndmask_b32_e64 v1, v0, v2, s[4:5]", "s_mov_b32 s4, 0\n  s_mov_b32 s6, s4",
     "s_waitcnt_depctr depctr_sa_sdst(0)", nullptr},
    // GFX12: an SGPR a SALU instruction wrote, read by a VALU one (in a kernel, once a VALU instruction has read the
    // pair: the v_add reading s5 first); no distance clears it, the s_wait_alu does.
    {HazardId::SgprReadAfterWrite, "gfx1201", "v_add_nc_u32 v3, s5, v0\n  s_mov_b32 s4, 0", "v_add_nc_u32 v1, s4, v0",
     "s_wait_alu depctr_sa_sdst(0)", "gfx1151"},
    // GFX11/GFX12: an LDS parameter load writing what the VALU instruction before reads: its wait field must be 0 here
    // (a DS instruction between drains the VALU writes); a buffer load reading it: a vm_vsrc wait.
    {HazardId::LdsDirectValu, "gfx1100", "v_mov_b32 v2, v1", "lds_param_load v1, attr0.x wait_vdst:15",
     "ds_load_b32 v5, v6", nullptr},
    {HazardId::LdsDirectValu, "gfx1201", "v_mov_b32 v2, v1", "ds_param_load v1, attr0.x wait_va_vdst:15 wait_vm_vsrc:0",
     "ds_load_b32 v5, v6", nullptr},
    {HazardId::LdsDirectVmem, "gfx1151", "buffer_load_b32 v2, v1, s[0:3], 0 offen", "lds_param_load v1, attr0.x wait_vdst:0",
     "s_waitcnt_depctr depctr_vm_vsrc(0)", nullptr},
    {HazardId::LdsDirectVmem, "gfx1201", "buffer_load_b32 v2, v1, s[0:3], null offen",
     "ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:1", "v_mov_b32 v9, 0", nullptr},
    // (a placement: the shift alone is the hazard; a VGPR named after the amount clears it)
    {HazardId::Shift64HighReg, "gfx90a", "v_lshlrev_b64 v[0:1], v7, v[2:3]", "v_mov_b32 v0, 0", "v_mov_b32 v8, 0",
     "gfx942"},
};

// Matrix hazards: the pair, the kind whose wait states the matrix row `row` needs on the processor.
struct MatrixCase {
  HazardId id;
  analysis::MfmaHazard kind;
  const char* cpu;
  Op row;
  const char* first;
  const char* second;
};

const MatrixCase kMatrixCases[] = {
    {HazardId::MfmaResultRead, analysis::MfmaHazard::ResultValuRead, "gfx90a", Op::v_mfma_f32_32x32x1f32,
     "v_mfma_f32_32x32x1f32 v[32:63], v0, v1, v[32:63]", "v_mov_b32 v100, v40"},
    {HazardId::MfmaResultRead, analysis::MfmaHazard::ResultValuRead, "gfx908", Op::v_mfma_f32_4x4x1f32,
     "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]", "v_accvgpr_read_b32 v100, a2"},
    {HazardId::MfmaResultRead, analysis::MfmaHazard::ResultMemRead, "gfx942", Op::v_mfma_f32_32x32x1_2b_f32,
     "v_mfma_f32_32x32x1_2b_f32 v[32:63], v0, v1, v[32:63]", "global_store_dword v[100:101], v33, off"},
    {HazardId::MfmaResultWrite, analysis::MfmaHazard::ResultValuWrite, "gfx90a", Op::v_mfma_f32_16x16x4f32,
     "v_mfma_f32_16x16x4f32 v[32:35], v0, v1, v[32:35]", "v_mov_b32 v35, 0"},
    {HazardId::MfmaResultSrcC, analysis::MfmaHazard::ResultSrcCOverlap, "gfx942", Op::v_mfma_f32_32x32x1_2b_f32,
     "v_mfma_f32_32x32x1_2b_f32 v[32:63], v0, v1, v[32:63]", "v_mfma_f32_32x32x1_2b_f32 v[96:127], v0, v1, v[34:65]"},
    {HazardId::MfmaResultSrcC, analysis::MfmaHazard::ResultSrcCSame, "gfx942", Op::v_mfma_f32_4x4x1_16b_f32,
     "v_mfma_f32_4x4x1_16b_f32 v[32:35], v0, v1, v[32:35]", "v_mfma_f32_4x4x1_16b_f32 v[64:67], v0, v1, v[32:35]"},
    {HazardId::MfmaResultSrcAB, analysis::MfmaHazard::ResultSrcAB, "gfx90a", Op::v_mfma_f32_4x4x1f32,
     "v_mfma_f32_4x4x1f32 v[32:35], v0, v1, v[32:35]", "v_mfma_f32_4x4x1f32 v[64:67], v33, v1, v[64:67]"},
    {HazardId::MfmaSourceWrite, analysis::MfmaHazard::ValuWriteSrcAB, "gfx908", Op::v_mfma_f32_4x4x1f32,
     "v_mov_b32 v1, 0", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]"},
    {HazardId::MfmaSourceWrite, analysis::MfmaHazard::ValuWriteSrcC, "gfx90a", Op::v_mfma_f32_32x32x1f32,
     "v_mov_b32 v70, 0", "v_mfma_f32_32x32x1f32 v[32:63], v0, v1, v[64:95]"},
    {HazardId::MfmaSourceWrite, analysis::MfmaHazard::DotWriteSrcAB, "gfx942", Op::v_mfma_f32_4x4x1_16b_f32,
     "v_dot2_f32_f16 v1, v2, v3, v4", "v_mfma_f32_4x4x1_16b_f32 v[32:35], v0, v1, v[32:35]"},
    // (a scaled MFMA's scale VGPRs are uses like A and B)
    {HazardId::MfmaSourceWrite, analysis::MfmaHazard::ValuWriteSrcAB, "gfx950", Op::v_mfma_scale_f32_16x16x128_f8f6f4,
     "v_mov_b32 v110, 0", "v_mfma_scale_f32_16x16x128_f8f6f4 v[32:35], v[0:7], v[8:15], v[32:35], v110, v111"},
    {HazardId::MfmaSrcCWar, analysis::MfmaHazard::SrcCWar, "gfx90a", Op::v_mfma_f32_32x32x1f32,
     "v_mfma_f32_32x32x1f32 v[32:63], v0, v1, v[64:95]", "v_mov_b32 v70, 0"},
};

// `n` wait states of s_nop.
std::string nops(unsigned n) {
  std::string s;
  for (; n >= 8; n -= 8) s += "  s_nop 7\n";
  if (n) s += fmt::format("  s_nop {}\n", n - 1);
  return s;
}

size_t found(const std::string& cpu, const std::string& body, const std::string& rule, unsigned vgprs = 32) {
  KernelSource k;
  k.cpu = cpu.substr(0, cpu.find(':'));
  k.vgprs = vgprs;
  if (cpu.ends_with(":w64")) k.mattr = "+wavefrontsize64";
  k.body = body + "  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n";
  return of(lintKernel(k), rule).size();
}

TEST(LintHazards, EveryRuleHasAPairTested) {
  std::set<HazardId> tested;
  for (const Pair& p : kPairs) tested.insert(p.id);
  tested.insert(HazardId::LdsBranchVmem);  // LdsBranchVmemAcrossABranch
  tested.insert(HazardId::ValuPartialForwarding);  // PartialForwardingAroundAnExecWrite
  for (const MatrixCase& m : kMatrixCases) tested.insert(m.id);  // MatrixHazardsFollowTheInstructionsPassCount
  for (const analysis::HazardRule& r : analysis::hazardRules()) EXPECT_TRUE(tested.count(r.id)) << r.name;
}

TEST(LintHazards, TooFewWaitStatesAreFoundEnoughAreNot) {
  for (const Pair& p : kPairs) {
    const analysis::HazardRule& rule = analysis::hazardRule(p.id);
    const Processor* proc = findProcessor(std::string(p.cpu).substr(0, std::string(p.cpu).find(':')));
    ASSERT_NE(proc, nullptr);
    const unsigned need = analysis::hazardWaitStates(p.id, *proc);
    ASSERT_GT(need, 0u) << rule.name << " on " << p.cpu;
    const std::string first = fmt::format("  {}\n", p.first), second = fmt::format("  {}\n", p.second);
    const std::string name(rule.name);
    switch (rule.form) {
      case HazardForm::WaitStates:
        EXPECT_EQ(found(p.cpu, first + nops(need - 1) + second, name), 1u) << name << ": " << need - 1 << " wait states";
        EXPECT_EQ(found(p.cpu, first + nops(need) + second, name), 0u) << name << ": " << need << " wait states";
        break;
      case HazardForm::ClearedBy:
        EXPECT_EQ(found(p.cpu, first + nops(20) + second, name), 1u) << name << ": nops do not clear it";
        EXPECT_EQ(found(p.cpu, first + "  " + p.clear + "\n" + second, name), 0u) << name << ": " << p.clear;
        break;
      case HazardForm::Clause:
        EXPECT_EQ(found(p.cpu, first + second, name), 1u) << name;
        EXPECT_EQ(found(p.cpu, first + nops(1) + second, name), 0u) << name << ": split by s_nop";
        break;
      case HazardForm::MatrixWaitStates:  // (MatrixHazardsFollowTheInstructionsPassCount)
        break;
      case HazardForm::Placement:
        EXPECT_EQ(found(p.cpu, first + nops(20) + second, name), 1u) << name << ": nops do not help";
        EXPECT_EQ(found(p.cpu, first + second + "  " + p.clear + "\n", name), 0u) << name << ": " << p.clear;
        break;
    }
    if (p.without) {
      EXPECT_EQ(found(p.without, first + second, name), 0u) << name << " on " << p.without;
    }
  }
}

TEST(LintHazards, FoundOnEveryPathBack) {
  // One path has enough wait states, the other does not.
  const std::string body =
      "  v_readfirstlane_b32 s4, v0\n"
      "  s_cbranch_scc0 near\n"
      "  s_nop 7\n"
      "near:\n"
      "  buffer_load_dword v1, off, s[0:3], s4\n";
  EXPECT_EQ(found("gfx900", body, "hazard-vmem-sgpr"), 1u);
}

TEST(LintHazards, LdsBranchVmemAcrossABranch) {
  const std::string before = "  ds_write_b32 v0, v1\n  s_branch next\nnext:\n";
  const std::string vmem = "  global_load_dword v2, v[4:5], off\n";
  EXPECT_EQ(found("gfx1010", before + vmem, "hazard-lds-branch-vmem"), 1u);
  EXPECT_EQ(found("gfx1010", before + "  s_waitcnt_vscnt null, 0x0\n" + vmem, "hazard-lds-branch-vmem"), 0u);
  EXPECT_EQ(found("gfx1030", before + vmem, "hazard-lds-branch-vmem"), 0u);
  // Without a branch between them there is no hazard.
  EXPECT_EQ(found("gfx1010", "  ds_write_b32 v0, v1\n" + vmem, "hazard-lds-branch-vmem"), 0u);
}

TEST(LintHazards, NsaToVmemNeedsSixteenBytesOfNsaAndOffsetBitsOneOrTwo) {
  const std::string nsa = fmt::format("  {}\n", kNsa16);
  for (const char* offset : {"2", "4", "6", "0xffe"})
    EXPECT_EQ(found("gfx1010", nsa + fmt::format("  tbuffer_load_format_x v21, off, s[12:15], 0 offset:{}\n", offset),
                    "hazard-nsa-to-vmem"),
              1u)
        << "offset " << offset;
  for (const char* offset : {"0", "1", "8", "0xff9"})
    EXPECT_EQ(found("gfx1010", nsa + fmt::format("  buffer_load_dword v21, off, s[12:15], 0 offset:{}\n", offset),
                    "hazard-nsa-to-vmem"),
              0u)
        << "offset " << offset;
  // 12 bytes (3 address VGPRs, one NSA word) or the contiguous form: no hazard; a global load is not a buffer one.
  EXPECT_EQ(found("gfx1010",
                  "  image_sample_d v20, [v8, v0, v7], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D\n"
                  "  buffer_load_dword v21, off, s[12:15], 0 offset:6\n",
                  "hazard-nsa-to-vmem"),
            0u);
  EXPECT_EQ(found("gfx1010",
                  "  image_sample_d v20, v[0:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D\n"
                  "  buffer_load_dword v21, off, s[12:15], 0 offset:6\n",
                  "hazard-nsa-to-vmem"),
            0u);
  EXPECT_EQ(found("gfx1010", nsa + "  global_load_dword v21, v[30:31], off offset:6\n", "hazard-nsa-to-vmem"), 0u);
}

TEST(LintHazards, MessagesNameBothInstructionsAndTheNops) {
  KernelSource k;
  k.body = "  v_readfirstlane_b32 s4, v0\n  buffer_load_dword v1, off, s[0:3], s4\n  s_waitcnt vmcnt(0)\n";
  const auto f = of(lintKernel(k), "hazard-vmem-sgpr");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("'v_readfirstlane_b32 s4, v0' at 0x0"), std::string::npos) << f[0].message;
  EXPECT_NE(f[0].message.find("gfx900 needs 5: s_nop 4 before it"), std::string::npos) << f[0].message;
}

TEST(LintHazards, MatrixHazardsFollowTheInstructionsPassCount) {
  for (const MatrixCase& m : kMatrixCases) {
    const std::string name(analysis::hazardRule(m.id).name);
    const unsigned need = analysis::mfmaHazardWaitStates(m.kind, *findProcessor(m.cpu), m.row);
    ASSERT_GT(need, 0u) << name << " on " << m.cpu;
    const std::string first = fmt::format("  {}\n", m.first), second = fmt::format("  {}\n", m.second);
    EXPECT_EQ(found(m.cpu, first + nops(need - 1) + second, name, 128), 1u) << name << " on " << m.cpu << ": " << need - 1;
    EXPECT_EQ(found(m.cpu, first + nops(need) + second, name, 128), 0u) << name << " on " << m.cpu << ": " << need;
  }
  // The pass count decides: a 32x32 MFMA needs more than a 4x4 one before the same read.
  const Processor& gfx90a = *findProcessor("gfx90a");
  EXPECT_GT(analysis::mfmaHazardWaitStates(analysis::MfmaHazard::ResultValuRead, gfx90a, Op::v_mfma_f32_32x32x1f32),
            analysis::mfmaHazardWaitStates(analysis::MfmaHazard::ResultValuRead, gfx90a, Op::v_mfma_f32_4x4x1f32));
  // clang's own MFMA kernels keep their distances.
  for (const char* cpu : {"gfx908", "gfx90a", "gfx942"}) {
    const std::string path = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/mfma/mfma_tile." + cpu + ".hsaco";
    size_t errors = 0;
    for (const analysis::Finding& f : lintObject(readAll(path)).findings) errors += f.severity == analysis::Severity::Error;
    EXPECT_EQ(errors, 0u) << path;
  }
}

}  // namespace
}  // namespace gcnkit::lint_test

namespace gcnkit::lint_test {
namespace {

// The two instructions of a matrix hazard kind for matrix row `row` (as tools/oracle/make_mfma_hazard_rows.py probes
// them): D at 32, A at 0, B at 8, C at 64 (or D), SMFMAC's index at v20, a scaled MFMA's scales at v110 and v111;
// gfx908's D and C are AGPRs.
std::pair<std::string, std::string> matrixPair(analysis::MfmaHazard kind, const std::string& cpu, Op row) {
  using K = analysis::MfmaHazard;
  const MaiInfo& m = *maiInfo(row);
  const bool agpr = cpu == "gfx908", sparse = m.flags & kMaiSparse, scale = m.flags & kMaiScale;
  const char acc = agpr ? 'a' : 'v';
  auto regs = [](char k, unsigned base, unsigned n) {
    return n == 1 ? fmt::format("{}{}", k, base) : fmt::format("{}[{}:{}]", k, base, base + n - 1);
  };
  auto matrix = [&](unsigned d, unsigned c, unsigned a) {
    const std::string last = sparse ? "v20" : regs(acc, c, m.c);
    return fmt::format("{} {}, {}, {}, {}{}", opInfo(row).name, regs(acc, d, m.d), regs('v', a, m.a), regs('v', 8, m.b),
                       last, scale ? ", v110, v111" : "");  // (the scaled forms' scale VGPRs, as the probes name them)
  };
  const std::string first = matrix(32, 32, 0);
  const std::string writeC = agpr ? "v_accvgpr_write_b32 a64, v100" : "v_mov_b32 v64, 0";
  switch (kind) {
    case K::ResultValuRead: return {first, agpr ? "v_accvgpr_read_b32 v100, a32" : "v_mov_b32 v100, v32"};
    case K::ResultValuWrite: return {first, agpr ? "v_accvgpr_write_b32 a32, v100" : "v_mov_b32 v32, 0"};
    case K::ResultMemRead: return {first, "global_store_dword v[100:101], v32, off"};
    case K::ResultSrcCSame: return {first, matrix(64, 32, 0)};
    case K::ResultSrcCOverlap: return {first, matrix(96, 34, 0)};
    case K::ResultSrcAB: return {first, matrix(64, 64, 32)};
    case K::ValuWriteSrcAB: return {"v_mov_b32 v0, 0", first};
    case K::ValuWriteSrcC: return {writeC, matrix(32, 64, 0)};
    case K::SrcCWar: return {matrix(32, 64, 0), writeC};
    case K::DotWriteSrcAB: return {"v_dot2_f32_f16 v0, v100, v101, v102", first};
    case K::DotWriteSrcC: return {"v_dot2_f32_f16 v64, v100, v101, v102", matrix(32, 64, 0)};
    case K::Count: break;
  }
  return {};
}

// Every row of the matrix table: one wait state too few is found, enough is not.
TEST(LintHazards, EveryMatrixRowIsFoundWithOneWaitStateTooFew) {
  size_t rows = 0;
  for (const analysis::MfmaHazardRow& r : analysis::mfmaHazardRows()) {
    const HazardId id = r.kind == analysis::MfmaHazard::ResultValuRead || r.kind == analysis::MfmaHazard::ResultMemRead
                            ? HazardId::MfmaResultRead
                        : r.kind == analysis::MfmaHazard::ResultValuWrite ? HazardId::MfmaResultWrite
                        : r.kind == analysis::MfmaHazard::ResultSrcCSame || r.kind == analysis::MfmaHazard::ResultSrcCOverlap
                            ? HazardId::MfmaResultSrcC
                        : r.kind == analysis::MfmaHazard::ResultSrcAB ? HazardId::MfmaResultSrcAB
                        : r.kind == analysis::MfmaHazard::SrcCWar ? HazardId::MfmaSrcCWar
                                                                   : HazardId::MfmaSourceWrite;
    const std::string cpu(r.processor), name(analysis::hazardRule(id).name);
    const auto [first, second] = matrixPair(r.kind, cpu, r.row);
    const std::string a = "  " + first + "\n", b = "  " + second + "\n";
    EXPECT_EQ(found(cpu, a + nops(r.waits - 1) + b, name, 128), 1u) << cpu << ": " << first << " / " << second;
    EXPECT_EQ(found(cpu, a + nops(r.waits) + b, name, 128), 0u) << cpu << ": " << first << " / " << second;
    ++rows;
  }
  EXPECT_GT(rows, 1000u);
}

// GFX11's trans-use hazard counts VALU instructions: 5 between still need the wait, 6 do not; a second
// transcendental between ends it too, and so does a DS instruction.
TEST(LintHazards, TransUseCountsValuInstructions) {
  const std::string rcp = "  v_rcp_f32 v1, v0\n", use = "  v_add_f32 v2, v1, v0\n", valu = "  v_mov_b32 v3, 0\n";
  auto valus = [&](int n) {
    std::string s;
    for (int k = 0; k < n; ++k) s += valu;
    return s;
  };
  EXPECT_EQ(found("gfx1100", rcp + valus(5) + use, "hazard-valu-trans-use"), 1u);
  EXPECT_EQ(found("gfx1100", rcp + valus(6) + use, "hazard-valu-trans-use"), 0u);
  EXPECT_EQ(found("gfx1100", rcp + "  v_sqrt_f32 v4, v0\n  v_exp_f32 v5, v0\n" + use, "hazard-valu-trans-use"), 0u);
  EXPECT_EQ(found("gfx1100", rcp + "  v_sqrt_f32 v4, v0\n" + use, "hazard-valu-trans-use"), 1u);
  EXPECT_EQ(found("gfx1100", rcp + "  ds_load_b32 v6, v0\n" + use, "hazard-valu-trans-use"), 0u);
  // A WMMA's A from another WMMA's D with a VALU instruction between is fine; the C operand is not A or B.
  const std::string w1 = "  v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]\n";
  EXPECT_EQ(found("gfx1100", w1 + valu + "  v_wmma_f32_16x16x16_f16 v[32:39], v[16:23], v[8:15], v[32:39]\n",
                  "hazard-wmma-srcab"), 0u);
  EXPECT_EQ(found("gfx1100", w1 + "  v_wmma_f32_16x16x16_f16 v[32:39], v[0:7], v[8:15], v[16:23]\n", "hazard-wmma-srcab"),
            0u);
  // GFX12: C may overlap the previous D (the hardware stalls); an SWMMAC's index may not; GFX11 has no SWMMAC.
  const std::string w12 = "  v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[8:11], v[16:23]\n";
  EXPECT_EQ(found("gfx1201", w12 + "  v_wmma_f32_16x16x16_f16 v[32:39], v[0:3], v[8:11], v[16:23]\n", "hazard-wmma-srcab"),
            0u);
  EXPECT_EQ(found("gfx1201", w12 + "  v_swmmac_f32_16x16x32_f16 v[32:39], v[0:3], v[40:47], v48\n", "hazard-wmma-srcab"),
            0u);
  EXPECT_EQ(found("gfx1201", w12 + "  v_swmmac_f32_16x16x32_f16 v[32:39], v[0:3], v[40:47], v23\n", "hazard-wmma-srcab"),
            1u);
}

// GFX11 wave64's mask-write hazard: cleared by an sa_sdst wait after the write and before the SGPR is read (LLVM puts
// it right after the write, or after the last of several), or by a VALU instruction that reads another SGPR or a
// literal between the mask read and the write; not in wave32.
TEST(LintHazards, MaskWriteNeedsTheWaitAfterTheWrite) {
  const std::string read = "  v_cndmask_b32_e64 v1, v0, v2, s[4:5]\n", write = "  s_mov_b32 s4, 0\n",
                    use = "  s_mov_b32 s6, s4\n", wait = "  s_waitcnt_depctr depctr_sa_sdst(0)\n";
  const char* rule = "hazard-valu-mask-write";
  EXPECT_EQ(found("gfx1151:w64", read + write + wait + use, rule), 0u);
  // The wait may come later, as long as it is before the SGPR is read (clang-22 waits once after two writes).
  EXPECT_EQ(found("gfx1151:w64", read + write + "  s_nop 0\n" + wait + use, rule), 0u);
  EXPECT_EQ(found("gfx1151:w64", read + write + "  s_mov_b32 s5, 1\n" + wait + use, rule), 0u);
  EXPECT_EQ(found("gfx1151:w64", read + write + use + wait, rule), 1u);
  EXPECT_EQ(found("gfx1151:w64", read + write + "  s_cbranch_scc0 .Lread\n" + wait + ".Lread:\n" + use, rule), 1u);
  // Nothing reads it before the program ends: no hazard; a return may be followed by a read.
  EXPECT_EQ(found("gfx1151:w64", read + write, rule), 0u);
  EXPECT_EQ(found("gfx1151:w64", read + "  v_add_f32 v3, s8, v3\n" + write + use, rule), 0u);
  EXPECT_EQ(found("gfx1151:w64", read + "  v_add_f32 v3, v4, v3\n" + write + use, rule), 1u);
  EXPECT_EQ(found("gfx1151:w64", "  v_cndmask_b32 v1, v0, v2, vcc\n  s_mov_b32 vcc_lo, 0\n  s_mov_b32 s6, vcc_lo\n", rule), 1u);
  EXPECT_EQ(found("gfx1151", "  v_cndmask_b32_e64 v1, v0, v2, s4\n" + write + use, rule), 0u);
}

// GFX11 wave64's VALU partial forwarding: two sources, one written before a SALU write of EXEC and one after, close.
TEST(LintHazards, PartialForwardingAroundAnExecWrite) {
  const char* rule = "hazard-valu-partial-forwarding";
  const std::string va = "  v_mov_b32 v0, 0\n", exec = "  s_mov_b64 exec, -1\n", vb = "  v_mov_b32 v1, 0\n",
                    use = "  v_add_u32 v2, v0, v1\n", valu = "  v_mov_b32 v5, 0\n";
  EXPECT_EQ(found("gfx1100:w64", va + exec + vb + use, rule), 1u);
  EXPECT_EQ(found("gfx1151:w64", va + valu + exec + vb + use, rule), 1u);
  EXPECT_EQ(found("gfx1100:w64", va + exec + vb + "  s_waitcnt_depctr depctr_va_vdst(0)\n" + use, rule), 0u);
  EXPECT_EQ(found("gfx1100:w64", va + valu + valu + valu + exec + vb + use, rule), 0u);  // (3 VALUs around EXEC)
  EXPECT_EQ(found("gfx1100:w64", va + exec + vb + valu + valu + valu + valu + valu + use, rule), 0u);  // (5 after Vb)
  EXPECT_EQ(found("gfx1100:w64", va + vb + use, rule), 0u);                                              // (no EXEC write)
  EXPECT_EQ(found("gfx1100", "  v_mov_b32 v0, 0\n  s_mov_b32 exec_lo, -1\n" + vb + use, rule), 0u);  // (wave32)
  // A loop of SALU instructions with many branches between the writes: the search meets each state once (walking
  // every path took seconds for four branches, and doubled with each one more).
  std::string loop = ".Lloop:\n";
  for (int k = 0; k < 10; ++k) loop += fmt::format("  s_add_u32 s{}, s{}, 1\n  s_cbranch_scc{} .Lloop\n", k, k, k % 2);
  EXPECT_EQ(found("gfx1100:w64", va + exec + loop + vb + use, rule), 1u);
  EXPECT_EQ(found("gfx1100:w64", va + loop + exec + vb + use, rule), 1u);
  EXPECT_EQ(found("gfx1100:w64", loop + va + exec + vb + use, rule), 1u);
  EXPECT_EQ(found("gfx1100:w64", va + loop + vb + use, rule), 0u);  // (every path walked: no EXEC write on any)
}

// GFX12's SGPR reads after writes, as LLVM's pass decides them: per SGPR, VCC apart, whatever lies between.
TEST(LintHazards, SgprReadAfterWriteFollowsTheWrites) {
  const char* rule = "hazard-sgpr-read-after-write";
  const std::string track = "  v_add_nc_u32 v3, s5, v0\n  v_add_nc_u32 v3, s7, v0\n";  // (pairs s[4:5] and s[6:7])
  const std::string valuWrite = "  v_readfirstlane_b32 s4, v0\n", saluWrite = "  s_mov_b32 s4, 0\n";
  const std::string valuRead = "  v_add_nc_u32 v1, s4, v0\n", saluRead = "  s_mov_b32 s8, s4\n";
  // A VALU write read by a VALU instruction needs va_sdst; read by a SALU one, nothing.
  EXPECT_EQ(found("gfx1201", track + valuWrite + valuRead, rule), 1u);
  EXPECT_EQ(found("gfx1201", track + valuWrite + saluRead, rule), 0u);
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  s_wait_alu depctr_va_sdst(0)\n" + valuRead, rule), 0u);
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  s_wait_alu depctr_sa_sdst(0)\n" + valuRead, rule), 1u);
  // A SALU write needs sa_sdst before any read.
  EXPECT_EQ(found("gfx1201", track + saluWrite + saluRead, rule), 1u);
  EXPECT_EQ(found("gfx1201", track + saluWrite + "  s_wait_alu depctr_va_sdst(0)\n" + valuRead, rule), 1u);
  // Per SGPR: a write of s4, a read of s5.
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  v_add_nc_u32 v1, s5, v0\n", rule), 0u);
  // Scalar memory and buffer instructions wait for every write; a global load does not.
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  s_load_b32 s10, s[0:1], 0x0\n" + valuRead, rule), 0u);
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  buffer_load_b32 v9, off, s[12:15], null\n" + valuRead, rule), 0u);
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  global_load_b32 v9, v[10:11], off\n" + valuRead, rule), 1u);
  // A SALU read of another SGPR the routine tracks waits for the VALU writes; not for the SALU ones.
  EXPECT_EQ(found("gfx1201", track + valuWrite + "  s_mov_b32 s9, s7\n" + valuRead, rule), 0u);
  EXPECT_EQ(found("gfx1201", track + saluWrite + "  s_mov_b32 s9, s7\n" + valuRead, rule), 1u);
  // VCC: a VALU compare read by v_cndmask needs va_vcc, and va_sdst does not clear it.
  const std::string vcc = "  v_cndmask_b32 v3, v0, v1, vcc_lo\n  v_cmp_eq_u32 vcc_lo, v0, v1\n";
  EXPECT_EQ(found("gfx1201", vcc + "  v_cndmask_b32 v4, v0, v1, vcc_lo\n", rule), 1u);
  EXPECT_EQ(found("gfx1201", vcc + "  s_wait_alu depctr_va_sdst(0)\n  v_cndmask_b32 v4, v0, v1, vcc_lo\n", rule), 1u);
  EXPECT_EQ(found("gfx1201", vcc + "  s_wait_alu depctr_va_vcc(0)\n  v_cndmask_b32 v4, v0, v1, vcc_lo\n", rule), 0u);
  // A kernel: a pair no VALU instruction has read yet is not followed (LLVM's pass does the same).
  EXPECT_EQ(found("gfx1201", valuWrite + valuRead, rule), 0u);
  // Every path: a write on one arm of a branch, the read after the join.
  EXPECT_EQ(found("gfx1201", track + "  s_cbranch_scc0 .Lskip\n" + saluWrite + ".Lskip:\n" + valuRead, rule), 1u);
  EXPECT_EQ(found("gfx1201", track + "  s_cbranch_scc0 .Lskip\n" + saluWrite + "  s_wait_alu depctr_sa_sdst(0)\n.Lskip:\n" + valuRead, rule), 0u);
  // A loop: the write at its bottom reaches the read at its top.
  EXPECT_EQ(found("gfx1201", track + ".Ltop:\n" + valuRead + saluWrite + "  s_cbranch_scc0 .Ltop\n", rule), 1u);
  // The message names the write and the wait.
  KernelSource k;
  k.cpu = "gfx1201";
  k.body = track + saluWrite + valuRead;
  const auto f = of(lintKernel(k), rule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("reads s4, which 's_mov_b32 s4, 0' at 0x8 wrote, with no s_wait_alu depctr_sa_sdst(0)"),
            std::string::npos)
      << f[0].message;
}

// LDS parameter loads: the wait field against the VALU instructions between (the least over the paths), a
// transcendental one forcing 0; GFX12's own wait_vm_vsrc.
TEST(LintHazards, LdsDirectWaitFieldsCountTheValuInstructions) {
  const char* rule = "hazard-lds-direct-valu";
  const std::string read = "  v_mov_b32 v2, v1\n", valu = "  v_mov_b32 v5, 0\n";
  auto load = [](int wait) { return fmt::format("  lds_param_load v1, attr0.x wait_vdst:{}\n", wait); };
  EXPECT_EQ(found("gfx1100", read + valu + valu + load(2), rule), 0u);
  EXPECT_EQ(found("gfx1100", read + valu + valu + load(3), rule), 1u);
  EXPECT_EQ(found("gfx1100", read + valu + "  s_mov_b32 s0, 0\n" + valu + load(2), rule), 0u);  // (SALU: not counted)
  EXPECT_EQ(found("gfx1100", read + "  v_sqrt_f32 v6, v7\n" + valu + load(1), rule), 1u);   // (a transcendental)
  EXPECT_EQ(found("gfx1100", read + "  v_sqrt_f32 v6, v7\n" + valu + load(0), rule), 0u);
  std::string fifteen;
  for (int k = 0; k < 15; ++k) fifteen += valu;
  EXPECT_EQ(found("gfx1100", read + fifteen + load(15), rule), 0u);
  // The shorter of two paths decides.
  EXPECT_EQ(found("gfx1100", read + "  s_cbranch_scc0 .Lshort\n" + valu + valu + valu + ".Lshort:\n" + load(3), rule), 1u);
  EXPECT_EQ(found("gfx1100", read + "  s_cbranch_scc0 .Lshort\n" + valu + valu + valu + ".Lshort:\n" + load(0), rule), 0u);
  // The vector memory side: a GFX12 load's own wait_vm_vsrc:0 guards it; on GFX11 s_waitcnt 0 does.
  const char* vmem = "hazard-lds-direct-vmem";
  const std::string gfx12 = "  global_load_b32 v1, v[2:3], off\n";
  EXPECT_EQ(found("gfx1201", gfx12 + "  ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:1\n", vmem), 1u);
  EXPECT_EQ(found("gfx1201", gfx12 + "  ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:0\n", vmem), 0u);
  EXPECT_EQ(found("gfx1201", gfx12 + "  s_wait_loadcnt 0x0\n  ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:1\n", vmem), 1u);
  EXPECT_EQ(found("gfx1100", "  global_load_b32 v1, v[2:3], off\n  s_waitcnt 0\n  lds_param_load v1, attr0.x wait_vdst:0\n", vmem), 0u);
  EXPECT_EQ(found("gfx1100", "  global_load_b32 v4, v[1:2], off\n  s_mov_b32 s0, 0\n  lds_param_load v1, attr0.x wait_vdst:0\n", vmem), 1u);
}

}  // namespace
}  // namespace gcnkit::lint_test
