// The code object V2 kernel header (amd_kernel_code_t) against llvm-mc 14: committed bytes and printed
// text produced with llvm-mc-14 --amdhsa-code-object-version=2, round trips, diagnostics, and live
// checks that re-run llvm-mc-14 when it is installed (skipped otherwise).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "isa/target.h"
#include "object/amd_kernel_code.h"

namespace gcnkit {
namespace {

using KeyValues = std::vector<std::pair<std::string_view, int64_t>>;

struct GoldenCase {
  const char* cpu;
  const char* mattr;
  KeyValues sets;
  const char* hex;  // the 256 bytes llvm-mc-14 put at the start of .text
};

const KeyValues kAllKeys = {
    {"amd_code_version_major", -7046029236943867426LL},
    {"amd_code_version_minor", 4354685565462078397LL},
    {"amd_machine_kind", -2691343697317192356LL},
    {"amd_machine_version_major", 8709371130924156795LL},
    {"amd_machine_version_minor", 1663341876702308498LL},
    {"amd_machine_version_stepping", -5382687360274646343LL},
    {"kernel_code_entry_byte_offset", 6018027433648440320LL},
    {"kernel_code_prefetch_byte_size", -1028001811861238025LL},
    {"granulated_workitem_vgpr_count", -8074031087467863914LL},
    {"granulated_wavefront_sgpr_count", 3326683753404616997LL},
    {"priority", -3719345479203257564LL},
    {"float_mode", 7681369318800520563LL},
    {"priv", 635340060341911114LL},
    {"enable_dx10_clamp", -6410689206412670975LL},
    {"debug_mode", 4990025617502915528LL},
    {"enable_ieee_mode", -2056003658082214417LL},
    {"enable_wgp_mode", -9102032864953067538LL},
    {"enable_mem_ordered", 2298681933133562157LL},
    {"enable_fwd_progress", -4747347329991347284LL},
    {"enable_sgpr_private_segment_wave_byte_offset", 6653367506809233995LL},
    {"user_sgpr_count", -392661781623092222LL},
    {"enable_trap_handler", -7438690992766253495LL},
    {"enable_sgpr_workgroup_id_x", 3962023818552039600LL},
    {"enable_sgpr_workgroup_id_y", -3084005436108510489LL},
    {"enable_sgpr_workgroup_id_z", 8316709383993100006LL},
    {"enable_sgpr_workgroup_info", 1270680120683822229LL},
    {"enable_vgpr_workitem_id", -5775349111384071500LL},
    {"enable_exception_msb", 5625365695243948035LL},
    {"granulated_lds_size", -1420663563752153478LL},
    {"enable_exception", -8466692838703720559LL},
    {"enable_sgpr_private_segment_buffer", 2934022001854573880LL},
    {"enable_sgpr_dispatch_ptr", -4112007281804690465LL},
    {"enable_sgpr_queue_ptr", 7288707567116384766LL},
    {"enable_sgpr_kernarg_segment_ptr", 242678309443678173LL},
    {"enable_sgpr_dispatch_id", -6803350958110419908LL},
    {"enable_sgpr_flat_scratch_init", 4597363866267124315LL},
    {"enable_sgpr_private_segment_size", -2448665405323521678LL},
    {"enable_sgpr_grid_workgroup_count_x", 8952049448086595417LL},
    {"enable_sgpr_grid_workgroup_count_y", 1906020185975078176LL},
    {"enable_sgpr_grid_workgroup_count_z", -5140009060091083625LL},
    {"enable_ordered_append_gds", -785323528886446075LL},
    {"private_element_size", -7831352739504765244LL},
    {"is_ptr64", 3569362053817306259LL},
    {"is_dynamic_callstack", -3476667186841066646LL},
    {"is_debug_enabled", 7924047637104079200LL},
    {"is_xnack_enabled", 878018370095943593LL},
    {"workitem_private_segment_byte_size", -6168010906576759346LL},
    {"workgroup_group_segment_byte_size", 5232703943006725135LL},
    {"gds_segment_byte_size", -1813325305723351604LL},
    {"kernarg_segment_byte_size", -8859354590001281139LL},
    {"workgroup_fbarrier_count", 2541360241367644458LL},
    {"wavefront_sgpr_count", -4504669034204484765LL},
    {"workitem_vgpr_count", 6896045816581670248LL},
    {"reserved_vgpr_first", -149983428897825199LL},
    {"reserved_vgpr_count", -7196012683221655546LL},
    {"reserved_sgpr_first", 4204702118059537095LL},
    {"reserved_sgpr_count", -2841327161864045324LL},
    {"debug_wavefront_private_segment_offset_sgpr", 8559387701728704213LL},
    {"debug_private_segment_buffer_sgpr", 1513358430661848866LL},
    {"kernarg_segment_alignment", -5532670807337101157LL},
    {"group_segment_alignment", 5868044003709147760LL},
    {"private_segment_alignment", -1177985279405642727LL},
    {"call_convention", 3176700302783332767LL},
    {"runtime_loader_kernel_symbol", -3869328939476782084LL},
    {"wavefront_size", 5LL},
    {"enable_wavefront_size32", 1LL},
};
// Generated with llvm-mc-14 (--amdhsa-code-object-version=2, -filetype=obj, .text bytes 0-255).
const GoldenCase kGolden[] = {
    {"gfx601", "", {},
     "01000000020000000100060000000100000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx700", "", {{"enable_sgpr_kernarg_segment_ptr", 1}, {"is_ptr64", 1}, {"granulated_workitem_vgpr_count", 3}, {"granulated_wavefront_sgpr_count", 2}, {"user_sgpr_count", 2}, {"enable_sgpr_workgroup_id_x", 1}, {"kernarg_segment_byte_size", 16}, {"wavefront_sgpr_count", 20}, {"workitem_vgpr_count", 13}, {"float_mode", 192}, {"enable_dx10_clamp", 1}, {"enable_ieee_mode", 1}},
     "0100000002000000010007000000000000010000000000000000000000000000000000000000000000000000000000008300ac00840000000800080000000000"
     "000000000000000010000000000000000000000014000d0000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx803", "", {{"granulated_workitem_vgpr_count", 65}, {"granulated_wavefront_sgpr_count", 15}, {"priority", 3}, {"float_mode", 427}, {"priv", 1}, {"debug_mode", 1}, {"enable_sgpr_private_segment_wave_byte_offset", 1}, {"user_sgpr_count", 31}, {"enable_trap_handler", 1}, {"enable_sgpr_workgroup_id_y", 1}, {"enable_sgpr_workgroup_id_z", 1}, {"enable_sgpr_workgroup_info", 1}, {"enable_vgpr_workitem_id", 2}, {"enable_exception_msb", 3}, {"granulated_lds_size", 511}, {"enable_exception", 85}, {"enable_sgpr_private_segment_buffer", 1}, {"enable_sgpr_dispatch_ptr", 1}, {"enable_sgpr_queue_ptr", 1}, {"enable_sgpr_dispatch_id", 1}, {"enable_sgpr_flat_scratch_init", 1}, {"enable_sgpr_private_segment_size", 1}, {"enable_sgpr_grid_workgroup_count_x", 1}, {"enable_sgpr_grid_workgroup_count_y", 1}, {"enable_sgpr_grid_workgroup_count_z", 1}, {"enable_ordered_append_gds", 1}, {"private_element_size", 3}, {"is_dynamic_callstack", 1}, {"is_debug_enabled", 1}, {"granulated_lds_size", 5}},
     "010000000200000001000800000003000001000000000000000000000000000000000000000000000000000000000000c1bf5a007ff70255f703370000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx900", "+xnack", {{"is_xnack_enabled", 1}, {"amd_code_version_major", 305419896}, {"amd_code_version_minor", -2}, {"amd_machine_kind", 65538}, {"amd_machine_version_stepping", 7}, {"kernel_code_entry_byte_offset", -256}, {"kernel_code_prefetch_byte_size", int64_t(20015998343868LL)}, {"workitem_private_segment_byte_size", int64_t(2147483648LL)}, {"workgroup_group_segment_byte_size", 65536}, {"gds_segment_byte_size", -1}, {"kernarg_segment_byte_size", int64_t(8589934591LL)}, {"workgroup_fbarrier_count", 3}, {"wavefront_sgpr_count", 98305}, {"workitem_vgpr_count", 256}, {"reserved_vgpr_first", 10}, {"reserved_vgpr_count", 4}, {"reserved_sgpr_first", 90}, {"reserved_sgpr_count", 2}, {"debug_wavefront_private_segment_offset_sgpr", 33}, {"debug_private_segment_buffer_sgpr", 44}, {"kernarg_segment_alignment", 300}, {"group_segment_alignment", 0}, {"private_segment_alignment", 6}, {"wavefront_size", 7}, {"call_convention", int64_t(4886718345LL)}, {"runtime_loader_kernel_symbol", -16}, {"max_scratch_backing_memory_byte_size", 99}},
     "78563412feffffff020009000000070000ffffffffffffff0000000000000000bc9a785634120000000000000000000000000000000000000000400000000080"
     "00000100ffffffffffffffff0100000003000000018000010a0004005a00020021002c002c00060789674523000000000000000000000000f0ffffffffffffff"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx906", "+sramecc", {{"kernel_code_version_major", 2}, {"kernel_code_version_minor", 0}, {"machine_kind", 3}, {"machine_version_major", 11}, {"machine_version_minor", 12}, {"machine_version_stepping", 13}, {"compute_pgm_rsrc1_vgprs", 7}, {"compute_pgm_rsrc1_sgprs", 9}, {"compute_pgm_rsrc1_priority", 1}, {"compute_pgm_rsrc1_float_mode", 240}, {"compute_pgm_rsrc1_priv", 1}, {"compute_pgm_rsrc1_dx10_clamp", 1}, {"compute_pgm_rsrc1_debug_mode", 1}, {"compute_pgm_rsrc1_ieee_mode", 1}, {"compute_pgm_rsrc1_wgp_mode", 1}, {"compute_pgm_rsrc1_mem_ordered", 1}, {"compute_pgm_rsrc1_fwd_progress", 1}, {"compute_pgm_rsrc2_scratch_en", 1}, {"compute_pgm_rsrc2_user_sgpr", 6}, {"compute_pgm_rsrc2_trap_handler", 1}, {"compute_pgm_rsrc2_tgid_x_en", 1}, {"compute_pgm_rsrc2_tgid_y_en", 1}, {"compute_pgm_rsrc2_tgid_z_en", 1}, {"compute_pgm_rsrc2_tg_size_en", 1}, {"compute_pgm_rsrc2_tidig_comp_cnt", 3}, {"compute_pgm_rsrc2_excp_en_msb", 1}, {"compute_pgm_rsrc2_lds_size", 128}, {"compute_pgm_rsrc2_excp_en", 127}},
     "020000000000000003000b000c000d0000010000000000000000000000000000000000000000000000000000000000004706ffe0cd3f407f0000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx1010", "", {{"enable_wgp_mode", 0}, {"enable_mem_ordered", 0}, {"enable_fwd_progress", 1}, {"enable_wavefront_size32", 1}, {"wavefront_size", 5}, {"user_sgpr_count", 4}, {"enable_sgpr_private_segment_buffer", 1}, {"enable_sgpr_kernarg_segment_ptr", 1}},
     "010000000200000001000a0001000000000100000000000000000000000000000000000000000000000000000000000000000080080000000904000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040405ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx1010", "-wavefrontsize32,+wavefrontsize64", {{"enable_wavefront_size32", 0}, {"wavefront_size", 6}, {"enable_wgp_mode", 1}, {"is_ptr64", 1}},
     "010000000200000001000a0001000000000100000000000000000000000000000000000000000000000000000000000000000060000000000000080000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx1030", "", {{"enable_vgpr_workitem_id", 2}, {"granulated_workitem_vgpr_count", 1}},
     "010000000200000001000a0003000000000100000000000000000000000000000000000000000000000000000000000001000060001000000004000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040405ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx90a", "", {},
     "01000000020000000100090000000a00000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000004040406ffffffff0000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
    {"gfx1010", "", kAllKeys,
     "deb1f18ebd63e31d5c1d7bc79268b93a00c42be7105484530000000000000000f78e8d77cccdbbf100000000000000005631a74045653d11aa064900ced5c18e"
     "0fa4b319cc0d22ea8d47bf73f03f0d852af904c1632b6845519e0620c772f4bcd5f6222f9b7019059fc14631000000000000000000000000fcf35883d4614dca"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"},
};

Target targetOf(const char* cpu, const char* mattr) {
  TargetResult r = makeTarget(cpu, mattr);
  EXPECT_TRUE(r.target) << cpu << ": " << r.error;
  return r.target ? *r.target : Target{};
}

std::vector<uint8_t> fromHex(std::string_view hex) {
  std::vector<uint8_t> out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(uint8_t(std::stoul(std::string(hex.substr(i, 2)), nullptr, 16)));
  return out;
}

std::string toHex(std::span<const uint8_t> bytes) {
  std::string s;
  static const char* digits = "0123456789abcdef";
  for (uint8_t b : bytes) s += {digits[b >> 4], digits[b & 15]};
  return s;
}

// Applies a case's keys to the target's defaults, as the block in llvm-mc does.
AmdKernelCode build(const GoldenCase& g) {
  Target t = targetOf(g.cpu, g.mattr);
  AmdKernelCode c = defaultAmdKernelCode(t);
  for (auto [key, value] : g.sets) EXPECT_EQ(setAmdKernelCodeField(c, key, value, &t), "") << g.cpu << " " << key;
  return c;
}

std::string caseName(const GoldenCase& g) { return std::string(g.cpu) + " [" + g.mattr + "]"; }

TEST(ObjectAmdKernelCode, KeyTableIsLlvmMc14s) {
  // The keys llvm-mc 14 prints for `.amd_kernel_code_t`, in its order.
  const std::vector<std::string_view> expected = {
      "amd_code_version_major",
      "amd_code_version_minor",
      "amd_machine_kind",
      "amd_machine_version_major",
      "amd_machine_version_minor",
      "amd_machine_version_stepping",
      "kernel_code_entry_byte_offset",
      "kernel_code_prefetch_byte_size",
      "granulated_workitem_vgpr_count",
      "granulated_wavefront_sgpr_count",
      "priority",
      "float_mode",
      "priv",
      "enable_dx10_clamp",
      "debug_mode",
      "enable_ieee_mode",
      "enable_wgp_mode",
      "enable_mem_ordered",
      "enable_fwd_progress",
      "enable_sgpr_private_segment_wave_byte_offset",
      "user_sgpr_count",
      "enable_trap_handler",
      "enable_sgpr_workgroup_id_x",
      "enable_sgpr_workgroup_id_y",
      "enable_sgpr_workgroup_id_z",
      "enable_sgpr_workgroup_info",
      "enable_vgpr_workitem_id",
      "enable_exception_msb",
      "granulated_lds_size",
      "enable_exception",
      "enable_sgpr_private_segment_buffer",
      "enable_sgpr_dispatch_ptr",
      "enable_sgpr_queue_ptr",
      "enable_sgpr_kernarg_segment_ptr",
      "enable_sgpr_dispatch_id",
      "enable_sgpr_flat_scratch_init",
      "enable_sgpr_private_segment_size",
      "enable_sgpr_grid_workgroup_count_x",
      "enable_sgpr_grid_workgroup_count_y",
      "enable_sgpr_grid_workgroup_count_z",
      "enable_wavefront_size32",
      "enable_ordered_append_gds",
      "private_element_size",
      "is_ptr64",
      "is_dynamic_callstack",
      "is_debug_enabled",
      "is_xnack_enabled",
      "workitem_private_segment_byte_size",
      "workgroup_group_segment_byte_size",
      "gds_segment_byte_size",
      "kernarg_segment_byte_size",
      "workgroup_fbarrier_count",
      "wavefront_sgpr_count",
      "workitem_vgpr_count",
      "reserved_vgpr_first",
      "reserved_vgpr_count",
      "reserved_sgpr_first",
      "reserved_sgpr_count",
      "debug_wavefront_private_segment_offset_sgpr",
      "debug_private_segment_buffer_sgpr",
      "kernarg_segment_alignment",
      "group_segment_alignment",
      "private_segment_alignment",
      "wavefront_size",
      "call_convention",
      "runtime_loader_kernel_symbol",
  };
  auto keys = amdKernelCodeKeys();
  EXPECT_EQ(std::vector<std::string_view>(keys.begin(), keys.end()), expected);
}

TEST(ObjectAmdKernelCode, BytesMatchLlvmMc14) {
  for (const GoldenCase& g : kGolden) {
    auto bytes = encode(build(g));
    EXPECT_EQ(toHex(bytes), g.hex) << caseName(g);
  }
}

TEST(ObjectAmdKernelCode, DefaultsFollowTheProcessor) {
  // amd_machine_version_{major,minor,stepping} llvm-mc 14 writes for every processor it knows.
  const char* expected =
      "gfx600 6.0.0\n"
      "gfx601 6.0.1\n"
      "gfx602 6.0.2\n"
      "gfx700 7.0.0\n"
      "gfx701 7.0.1\n"
      "gfx702 7.0.2\n"
      "gfx703 7.0.3\n"
      "gfx704 7.0.4\n"
      "gfx705 7.0.5\n"
      "gfx801 8.0.1\n"
      "gfx802 8.0.2\n"
      "gfx803 8.0.3\n"
      "gfx805 8.0.5\n"
      "gfx810 8.1.0\n"
      "gfx900 9.0.0\n"
      "gfx902 9.0.2\n"
      "gfx904 9.0.4\n"
      "gfx906 9.0.6\n"
      "gfx908 9.0.8\n"
      "gfx909 9.0.9\n"
      "gfx90a 9.0.10\n"
      "gfx90c 9.0.12\n"
      "gfx1010 10.1.0\n"
      "gfx1011 10.1.1\n"
      "gfx1012 10.1.2\n"
      "gfx1013 10.1.3\n"
      "gfx1030 10.3.0\n"
      "gfx1031 10.3.1\n"
      "gfx1032 10.3.2\n"
      "gfx1033 10.3.3\n"
      "gfx1034 10.3.4\n"
      "gfx1035 10.3.5\n"
      "gfx1036 10.3.6\n"
      "gfx942 9.4.2\n"
      "gfx950 9.5.0\n"
      "gfx1100 11.0.0\n"
      "gfx1101 11.0.1\n"
      "gfx1102 11.0.2\n"
      "gfx1103 11.0.3\n"
      "gfx1150 11.5.0\n"
      "gfx1151 11.5.1\n"
      "gfx1152 11.5.2\n"
      "gfx1153 11.5.3\n"
      "gfx1200 12.0.0\n"
      "gfx1201 12.0.1\n"
      "gfx1250 12.5.0\n"
      "gfx1251 12.5.1\n"
      ;
  std::string got;
  for (const Processor& p : allProcessors()) {
    AmdKernelCode c = defaultAmdKernelCode(targetOf(std::string(p.name).c_str(), ""));
    got += std::string(p.name) + " " + std::to_string(c.machineVersionMajor) + "." +
           std::to_string(c.machineVersionMinor) + "." + std::to_string(c.machineVersionStepping) + "\n";
  }
  EXPECT_EQ(got, expected);

  // xnack and sramecc do not reach the V2 header in llvm-mc 14; wave size and GFX10 modes do.
  for (const char* mattr : {"+xnack", "-xnack", "+sramecc", "+xnack,+sramecc"}) {
    EXPECT_EQ(defaultAmdKernelCode(targetOf("gfx906", mattr)), defaultAmdKernelCode(targetOf("gfx906", "")));
    EXPECT_EQ(defaultAmdKernelCode(targetOf("gfx900", mattr)), defaultAmdKernelCode(targetOf("gfx900", "")));
  }
  AmdKernelCode w32 = defaultAmdKernelCode(targetOf("gfx1010", ""));
  EXPECT_EQ(w32.wavefrontSize, 5);
  EXPECT_EQ(getAmdKernelCodeField(w32, "enable_wavefront_size32"), 1);
  EXPECT_EQ(getAmdKernelCodeField(w32, "enable_wgp_mode"), 1);
  EXPECT_EQ(getAmdKernelCodeField(w32, "enable_mem_ordered"), 1);
  EXPECT_EQ(getAmdKernelCodeField(w32, "enable_fwd_progress"), 0);
  AmdKernelCode w64 = defaultAmdKernelCode(targetOf("gfx1010", "-wavefrontsize32,+wavefrontsize64"));
  EXPECT_EQ(w64.wavefrontSize, 6);
  EXPECT_EQ(getAmdKernelCodeField(w64, "enable_wavefront_size32"), 0);
  AmdKernelCode g9 = defaultAmdKernelCode(targetOf("gfx900", ""));
  EXPECT_EQ(g9.wavefrontSize, 6);
  EXPECT_EQ(g9.computePgmResourceRegisters, 0u);
  EXPECT_EQ(g9.kernelCodeEntryByteOffset, 256);
  EXPECT_EQ(g9.callConvention, -1);
}

TEST(ObjectAmdKernelCode, PrintMatchesLlvmMc14) {
  // llvm-mc-14 -mcpu=gfx1010 -show-encoding on: enable_fwd_progress = 1, user_sgpr_count = 4,
  // kernarg_segment_byte_size = 0xffffffff, call_convention = 0, workitem_vgpr_count = 0xffff.
  const char* expected =
      "\t.amd_kernel_code_t\n"
      "\t\tamd_code_version_major = 1\n"
      "\t\tamd_code_version_minor = 2\n"
      "\t\tamd_machine_kind = 1\n"
      "\t\tamd_machine_version_major = 10\n"
      "\t\tamd_machine_version_minor = 1\n"
      "\t\tamd_machine_version_stepping = 0\n"
      "\t\tkernel_code_entry_byte_offset = 256\n"
      "\t\tkernel_code_prefetch_byte_size = 0\n"
      "\t\tgranulated_workitem_vgpr_count = 0\n"
      "\t\tgranulated_wavefront_sgpr_count = 0\n"
      "\t\tpriority = 0\n"
      "\t\tfloat_mode = 0\n"
      "\t\tpriv = 0\n"
      "\t\tenable_dx10_clamp = 0\n"
      "\t\tdebug_mode = 0\n"
      "\t\tenable_ieee_mode = 0\n"
      "\t\tenable_wgp_mode = 1\n"
      "\t\tenable_mem_ordered = 1\n"
      "\t\tenable_fwd_progress = 1\n"
      "\t\tenable_sgpr_private_segment_wave_byte_offset = 0\n"
      "\t\tuser_sgpr_count = 4\n"
      "\t\tenable_trap_handler = 0\n"
      "\t\tenable_sgpr_workgroup_id_x = 0\n"
      "\t\tenable_sgpr_workgroup_id_y = 0\n"
      "\t\tenable_sgpr_workgroup_id_z = 0\n"
      "\t\tenable_sgpr_workgroup_info = 0\n"
      "\t\tenable_vgpr_workitem_id = 0\n"
      "\t\tenable_exception_msb = 0\n"
      "\t\tgranulated_lds_size = 0\n"
      "\t\tenable_exception = 0\n"
      "\t\tenable_sgpr_private_segment_buffer = 0\n"
      "\t\tenable_sgpr_dispatch_ptr = 0\n"
      "\t\tenable_sgpr_queue_ptr = 0\n"
      "\t\tenable_sgpr_kernarg_segment_ptr = 0\n"
      "\t\tenable_sgpr_dispatch_id = 0\n"
      "\t\tenable_sgpr_flat_scratch_init = 0\n"
      "\t\tenable_sgpr_private_segment_size = 0\n"
      "\t\tenable_sgpr_grid_workgroup_count_x = 0\n"
      "\t\tenable_sgpr_grid_workgroup_count_y = 0\n"
      "\t\tenable_sgpr_grid_workgroup_count_z = 0\n"
      "\t\tenable_wavefront_size32 = 1\n"
      "\t\tenable_ordered_append_gds = 0\n"
      "\t\tprivate_element_size = 0\n"
      "\t\tis_ptr64 = 0\n"
      "\t\tis_dynamic_callstack = 0\n"
      "\t\tis_debug_enabled = 0\n"
      "\t\tis_xnack_enabled = 0\n"
      "\t\tworkitem_private_segment_byte_size = 0\n"
      "\t\tworkgroup_group_segment_byte_size = 0\n"
      "\t\tgds_segment_byte_size = 0\n"
      "\t\tkernarg_segment_byte_size = -1\n"
      "\t\tworkgroup_fbarrier_count = 0\n"
      "\t\twavefront_sgpr_count = 0\n"
      "\t\tworkitem_vgpr_count = 65535\n"
      "\t\treserved_vgpr_first = 0\n"
      "\t\treserved_vgpr_count = 0\n"
      "\t\treserved_sgpr_first = 0\n"
      "\t\treserved_sgpr_count = 0\n"
      "\t\tdebug_wavefront_private_segment_offset_sgpr = 0\n"
      "\t\tdebug_private_segment_buffer_sgpr = 0\n"
      "\t\tkernarg_segment_alignment = 4\n"
      "\t\tgroup_segment_alignment = 4\n"
      "\t\tprivate_segment_alignment = 4\n"
      "\t\twavefront_size = 5\n"
      "\t\tcall_convention = 0\n"
      "\t\truntime_loader_kernel_symbol = 0\n"
      "\t.end_amd_kernel_code_t\n"
      ;
  Target t = targetOf("gfx1010", "");
  AmdKernelCode c = defaultAmdKernelCode(t);
  for (auto [key, value] : KeyValues{{"enable_fwd_progress", 1}, {"user_sgpr_count", 4},
                                     {"kernarg_segment_byte_size", 0xffffffff}, {"call_convention", 0},
                                     {"workitem_vgpr_count", 0xffff}})
    ASSERT_EQ(setAmdKernelCodeField(c, key, value, &t), "") << key;
  EXPECT_EQ(printAmdKernelCode(c), expected);
}

TEST(ObjectAmdKernelCode, PrintParseRoundTrip) {
  int exact = 0;
  for (const GoldenCase& g : kGolden) {
    AmdKernelCode c = build(g);
    AmdKernelCodeParse p = parseAmdKernelCode(printAmdKernelCode(c), targetOf(g.cpu, g.mattr));
    if (std::string_view(g.cpu) == "gfx906") {
      // Set through compute_pgm_rsrc1_wgp_mode, which skips llvm's GFX10+ check; the printed primary
      // name does not, so llvm-mc rejects its own output here, and so do we.
      EXPECT_EQ(p.error, "enable_wgp_mode=1 is only allowed on GFX10+");
      EXPECT_EQ(p.line, 18);
      continue;
    }
    ASSERT_EQ(p.error, "") << caseName(g) << " line " << p.line;
    if (amdKernelCodePrintIsExact(c)) {
      ++exact;
      EXPECT_EQ(p.code, c) << caseName(g);
    } else {
      // llvm prints 64-bit fields through an int: only their low 32 bits survive, sign-extended.
      EXPECT_NE(p.code, c) << caseName(g);
      EXPECT_EQ(printAmdKernelCode(p.code), printAmdKernelCode(c)) << caseName(g);
    }
  }
  EXPECT_GE(exact, 7);

  // The lossy cases, as llvm-mc 14 prints them.
  AmdKernelCode c = defaultAmdKernelCode(targetOf("gfx900", ""));
  c.kernargSegmentByteSize = 0x123456789;
  EXPECT_FALSE(amdKernelCodePrintIsExact(c));
  EXPECT_NE(printAmdKernelCode(c).find("\t\tkernarg_segment_byte_size = 591751049\n"), std::string::npos);
  c.kernargSegmentByteSize = 0xffffffff;  // printed as -1, which re-assembles to all ones
  EXPECT_FALSE(amdKernelCodePrintIsExact(c));
  c.kernargSegmentByteSize = 0xffffffffffffffff;
  EXPECT_TRUE(amdKernelCodePrintIsExact(c));
  c.reserved3[0] = 1;  // no key reaches it
  EXPECT_FALSE(amdKernelCodePrintIsExact(c));
  c.reserved3[0] = 0;
  c.computePgmResourceRegisters |= 1ull << 24;  // RSRC1 BULKY has no key in llvm 14
  EXPECT_FALSE(amdKernelCodePrintIsExact(c));
}

TEST(ObjectAmdKernelCode, DecodeEncodeRoundTrip) {
  for (const GoldenCase& g : kGolden) {
    AmdKernelCode c = build(g);
    auto bytes = encode(c);
    EXPECT_EQ(decodeAmdKernelCode(bytes), c) << caseName(g);
    std::vector<uint8_t> golden = fromHex(g.hex);
    ASSERT_EQ(golden.size(), kAmdKernelCodeSize);
    EXPECT_EQ(decodeAmdKernelCode(std::span<const uint8_t, kAmdKernelCodeSize>(golden.data(), kAmdKernelCodeSize)), c)
        << caseName(g);
  }
  // Arbitrary bytes, reserved parts included, survive decode then encode.
  uint64_t s = 0x243f6a8885a308d3ull;
  for (int round = 0; round < 50; ++round) {
    std::array<uint8_t, kAmdKernelCodeSize> bytes{};
    for (uint8_t& b : bytes) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      b = uint8_t(s >> 56);
    }
    AmdKernelCode c = decodeAmdKernelCode(bytes);
    EXPECT_EQ(encode(c), bytes);
    EXPECT_EQ(decodeAmdKernelCode(encode(c)), c);
  }
  AmdKernelCode c;
  c.kernelCodePrefetchByteOffset = -3;
  c.reserved0 = 0x1122334455667788;
  c.reserved3[11] = 0xab;
  c.controlDirectives[15] = 0xfedcba9876543210;
  auto bytes = encode(c);
  EXPECT_EQ(bytes[24], 0xfd);
  EXPECT_EQ(bytes[40], 0x88);
  EXPECT_EQ(bytes[119], 0xab);
  EXPECT_EQ(bytes[255], 0xfe);
  EXPECT_EQ(decodeAmdKernelCode(bytes), c);
}

TEST(ObjectAmdKernelCode, FieldsTruncateLikeLlvm) {
  AmdKernelCode c;
  EXPECT_EQ(setAmdKernelCodeField(c, "granulated_workitem_vgpr_count", 65), "");
  EXPECT_EQ(getAmdKernelCodeField(c, "granulated_workitem_vgpr_count"), 1);
  EXPECT_EQ(setAmdKernelCodeField(c, "amd_machine_kind", -1), "");
  EXPECT_EQ(getAmdKernelCodeField(c, "amd_machine_kind"), 65535);
  EXPECT_EQ(setAmdKernelCodeField(c, "call_convention", 0x80000000), "");
  EXPECT_EQ(getAmdKernelCodeField(c, "call_convention"), INT32_MIN);
  EXPECT_EQ(setAmdKernelCodeField(c, "kernel_code_entry_byte_offset", -5), "");
  EXPECT_EQ(getAmdKernelCodeField(c, "kernel_code_entry_byte_offset"), -5);
  EXPECT_EQ(setAmdKernelCodeField(c, "enable_exception", 0xff), "");
  EXPECT_EQ(c.computePgmResourceRegisters, (0x7full << 56) | 1);
  EXPECT_EQ(setAmdKernelCodeField(c, "compute_pgm_rsrc2_excp_en", 0), "");  // the alternative name
  EXPECT_EQ(c.computePgmResourceRegisters, 1u);
  EXPECT_EQ(setAmdKernelCodeField(c, "max_scratch_backing_memory_byte_size", 7), "");  // accepted, ignored
  EXPECT_EQ(c.reserved0, 0u);
  EXPECT_EQ(getAmdKernelCodeField(c, "bogus"), std::nullopt);
}

TEST(ObjectAmdKernelCode, DiagnosticsMatchLlvmMc14) {
  struct Case {
    const char* cpu;
    const char* mattr;
    std::string_view key;
    int64_t value;
    const char* error;  // what llvm-mc-14 says, "" when it accepts the line
  };
  const Case cases[] = {
      {"gfx900", "", "bogus_key", 1, "unexpected amd_kernel_code_t field name bogus_key"},
      {"gfx900", "", "compute_pgm_resource_registers", 5, "unexpected amd_kernel_code_t field name compute_pgm_resource_registers"},
      {"gfx900", "", "code_properties", 5, "unexpected amd_kernel_code_t field name code_properties"},
      {"gfx900", "", "kernel_code_prefetch_byte_offset", 5, "unexpected amd_kernel_code_t field name kernel_code_prefetch_byte_offset"},
      {"gfx900", "", "control_directives", 1, "unexpected amd_kernel_code_t field name control_directives"},
      {"gfx900", "", "AMD_CODE_VERSION_MAJOR", 1, "unexpected amd_kernel_code_t field name AMD_CODE_VERSION_MAJOR"},
      {"gfx900", "", "amd_kernel_code_version_major", 1, "unexpected amd_kernel_code_t field name amd_kernel_code_version_major"},
      {"gfx900", "", "compute_pgm_rsrc1_bulky", 1, "unexpected amd_kernel_code_t field name compute_pgm_rsrc1_bulky"},
      {"gfx601", "", "wavefront_size", 5, "wavefront_size=5 is only allowed on GFX10+"},
      {"gfx900", "", "wavefront_size", 261, "wavefront_size=5 is only allowed on GFX10+"},
      {"gfx900", "", "wavefront_size", 6, ""},
      {"gfx900", "", "wavefront_size", 7, ""},
      {"gfx1010", "", "wavefront_size", 6, "wavefront_size=6 requires +WavefrontSize64"},
      {"gfx1010", "", "wavefront_size", 5, ""},
      {"gfx1010", "-wavefrontsize32,+wavefrontsize64", "wavefront_size", 5, "wavefront_size=5 requires +WavefrontSize32"},
      {"gfx1030", "-wavefrontsize32,+wavefrontsize64", "wavefront_size", 6, ""},
      {"gfx700", "", "enable_wavefront_size32", 1, "enable_wavefront_size32=1 is only allowed on GFX10+"},
      {"gfx900", "", "enable_wavefront_size32", 3, "enable_wavefront_size32=1 is only allowed on GFX10+"},
      {"gfx900", "", "enable_wavefront_size32", 2, ""},
      {"gfx900", "", "enable_wavefront_size32", 0, ""},
      {"gfx1010", "", "enable_wavefront_size32", 0, "enable_wavefront_size32=0 requires +WavefrontSize64"},
      {"gfx1010", "", "enable_wavefront_size32", 1, ""},
      {"gfx1010", "-wavefrontsize32,+wavefrontsize64", "enable_wavefront_size32", 1, "enable_wavefront_size32=1 requires +WavefrontSize32"},
      {"gfx1010", "-wavefrontsize32,+wavefrontsize64", "enable_wavefront_size32", 0, ""},
      {"gfx803", "", "enable_wgp_mode", 1, "enable_wgp_mode=1 is only allowed on GFX10+"},
      {"gfx900", "", "enable_wgp_mode", 2, ""},
      {"gfx900", "", "enable_wgp_mode", 3, "enable_wgp_mode=1 is only allowed on GFX10+"},
      {"gfx906", "+sramecc", "enable_mem_ordered", 1, "enable_mem_ordered=1 is only allowed on GFX10+"},
      {"gfx900", "+xnack", "enable_fwd_progress", 1, "enable_fwd_progress=1 is only allowed on GFX10+"},
      {"gfx900", "", "compute_pgm_rsrc1_wgp_mode", 1, ""},
      {"gfx900", "", "compute_pgm_rsrc1_mem_ordered", 1, ""},
      {"gfx900", "", "compute_pgm_rsrc1_fwd_progress", 1, ""},
      {"gfx1010", "", "enable_wgp_mode", 1, ""},
      {"gfx1010", "", "enable_fwd_progress", 1, ""},
      {"gfx1030", "", "enable_mem_ordered", 0, ""},
      {"gfx900", "", "granulated_workitem_vgpr_count", 65, ""},
      {"gfx900", "", "amd_machine_kind", -1, ""},
      {"gfx900", "", "kernarg_segment_byte_size", -1, ""},
      {"gfx900", "", "max_scratch_backing_memory_byte_size", 5, ""},
  };
  for (const Case& e : cases) {
    Target t = targetOf(e.cpu, e.mattr);
    AmdKernelCode c = defaultAmdKernelCode(t);
    AmdKernelCode before = c;
    EXPECT_EQ(setAmdKernelCodeField(c, e.key, e.value, &t), e.error) << e.cpu << " " << e.key << " = " << e.value;
    if (*e.error) {
      EXPECT_EQ(c, before) << "an error leaves the header unchanged";
    }
  }
  // Without a target only the key is checked.
  AmdKernelCode c;
  EXPECT_EQ(setAmdKernelCodeField(c, "wavefront_size", 5), "");
  EXPECT_EQ(setAmdKernelCodeField(c, "AMD_CODE_VERSION_MAJOR", 1), "unexpected amd_kernel_code_t field name AMD_CODE_VERSION_MAJOR");
}

TEST(ObjectAmdKernelCode, ParseDiagnostics) {
  Target t = targetOf("gfx900", "");
  struct Case {
    const char* text;
    const char* error;
    int line;
  };
  const Case cases[] = {
      {".amd_kernel_code_t\nis_ptr64 = 1\nbogus_key = 1\n.end_amd_kernel_code_t\n", "unexpected amd_kernel_code_t field name bogus_key", 3},
      {"kernarg_segment_byte_size 1\n", "expected '='", 1},
      {"kernarg_segment_byte_size = foo\n", "expected absolute expression", 1},
      {"\nkernarg_segment_byte_size = 0x10000000000000000\n", "literal value out of range for directive", 2},
      {"kernarg_segment_byte_size = 1 = 2\n", "expected value identifier or .end_amd_kernel_code_t", 1},
      {"wavefront_size = 5\n", "wavefront_size=5 is only allowed on GFX10+", 1},
  };
  for (const Case& e : cases) {
    AmdKernelCodeParse p = parseAmdKernelCode(e.text, t);
    EXPECT_EQ(p.error, e.error) << e.text;
    EXPECT_EQ(p.line, e.line) << e.text;
  }
  AmdKernelCodeParse p = parseAmdKernelCode(
      "  kernarg_segment_byte_size = 0x18 ; comment\n\tis_ptr64=1\n\ncall_convention = -0b11\n"
      "max_scratch_backing_memory_byte_size = 5\n",
      t);
  ASSERT_EQ(p.error, "");
  EXPECT_EQ(p.code.kernargSegmentByteSize, 24u);
  EXPECT_EQ(getAmdKernelCodeField(p.code, "is_ptr64"), 1);
  EXPECT_EQ(p.code.callConvention, -3);
}

// ---- Live checks against an installed llvm-mc-14 --------------------------------------------------

// llvm-mc 14 specifically: newer releases dropped code object V2. GCNKIT_LLVM_MC14 overrides the name.
std::optional<std::string> findLlvmMc14() {
  const char* env = std::getenv("GCNKIT_LLVM_MC14");
  std::string name = env ? env : "llvm-mc-14";
  FILE* p = popen((name + " --version 2>/dev/null").c_str(), "r");
  if (!p) return std::nullopt;
  std::string out;
  char buf[256];
  while (fgets(buf, sizeof buf, p)) out += buf;
  if (pclose(p) != 0 || out.find("LLVM version 14.") == std::string::npos) return std::nullopt;
  return name;
}

struct McRun {
  std::string out, err;  // stdout (the object file's bytes for -filetype=obj) and stderr
};

McRun runMc(const std::string& mc, const std::string& args, const std::string& src) {
  char dir[] = "/tmp/gcnkit-akc-XXXXXX";
  McRun r;
  if (!mkdtemp(dir)) return r;
  std::string in = std::string(dir) + "/in.s", out = std::string(dir) + "/out", err = std::string(dir) + "/err";
  std::ofstream(in) << src;
  std::string cmd = mc + " -triple=amdgcn-amd-amdhsa --amdhsa-code-object-version=2 " + args + " " + in + " -o " +
                    out + " 2>" + err;
  (void)std::system(cmd.c_str());
  auto slurp = [](const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), {});
  };
  r.out = slurp(out);
  r.err = slurp(err);
  for (const std::string& f : {in, out, err}) std::remove(f.c_str());
  std::remove(dir);
  return r;
}

std::string kernelSource(const KeyValues& sets) {
  std::string s = ".text\n.globl k\n.p2align 8\n.amdgpu_hsa_kernel k\nk:\n.amd_kernel_code_t\n";
  for (auto [key, value] : sets) s += std::string(key) + " = " + std::to_string(value) + "\n";
  return s + ".end_amd_kernel_code_t\ns_endpgm\n";
}

// The contents of .text in a little-endian ELF64 relocatable object; empty when not found.
std::string textSection(const std::string& elf) {
  auto rd = [&](size_t off, int n) {
    uint64_t v = 0;
    for (int i = 0; i < n && off + i < elf.size(); ++i) v |= uint64_t(uint8_t(elf[off + i])) << (8 * i);
    return v;
  };
  if (elf.size() < 64 || elf.compare(0, 4, "\x7f" "ELF") != 0) return "";
  uint64_t shoff = rd(0x28, 8), shentsize = rd(0x3a, 2), shnum = rd(0x3c, 2), shstrndx = rd(0x3e, 2);
  auto sh = [&](uint64_t i, size_t field, int n) { return rd(shoff + i * shentsize + field, n); };
  uint64_t strtab = sh(shstrndx, 24, 8);
  for (uint64_t i = 0; i < shnum; ++i) {
    uint64_t name = strtab + sh(i, 0, 4);
    if (name + 5 < elf.size() && elf.compare(name, 5, ".text") == 0 && elf[name + 5] == '\0') {
      uint64_t off = sh(i, 24, 8), size = sh(i, 32, 8);
      if (off + size <= elf.size()) return elf.substr(off, size);
    }
  }
  return "";
}

// The printed block from llvm-mc's asm output.
std::string printedBlock(const std::string& asmText) {
  size_t b = asmText.find("\t.amd_kernel_code_t\n"), e = asmText.find("\t.end_amd_kernel_code_t\n");
  if (b == std::string::npos || e == std::string::npos) return "";
  return asmText.substr(b, e + std::string_view("\t.end_amd_kernel_code_t\n").size() - b);
}

std::string mcArgs(const char* cpu, const char* mattr) {
  std::string a = std::string("-mcpu=") + cpu;
  if (*mattr) a += std::string(" -mattr=") + mattr;
  return a;
}

TEST(ObjectAmdKernelCode, LiveBytesAndPrintMatchLlvmMc14) {
  auto mc = findLlvmMc14();
  if (!mc) GTEST_SKIP() << "llvm-mc-14 not installed";
  for (const GoldenCase& g : kGolden) {
    AmdKernelCode c = build(g);
    McRun obj = runMc(*mc, mcArgs(g.cpu, g.mattr) + " -filetype=obj", kernelSource(g.sets));
    ASSERT_EQ(obj.err, "") << caseName(g);
    std::string text = textSection(obj.out);
    ASSERT_GE(text.size(), kAmdKernelCodeSize) << caseName(g);
    auto bytes = encode(c);
    EXPECT_EQ(toHex(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), kAmdKernelCodeSize)),
              toHex(bytes))
        << caseName(g);
    McRun asmOut = runMc(*mc, mcArgs(g.cpu, g.mattr) + " -show-encoding", kernelSource(g.sets));
    EXPECT_EQ(printedBlock(asmOut.out), printAmdKernelCode(c)) << caseName(g);
    // Our printed block, assembled by llvm-mc, gives the bytes llvm-mc derives from it.
    std::string ours = printAmdKernelCode(c);
    std::string src = ".text\n.globl k\n.p2align 8\n.amdgpu_hsa_kernel k\nk:\n" + ours + "s_endpgm\n";
    McRun again = runMc(*mc, mcArgs(g.cpu, g.mattr) + " -filetype=obj", src);
    AmdKernelCodeParse p = parseAmdKernelCode(ours, targetOf(g.cpu, g.mattr));
    if (!p.error.empty()) {  // llvm-mc must refuse it too, with the same message
      EXPECT_NE(again.err.find("error: " + p.error), std::string::npos) << caseName(g) << again.err;
      continue;
    }
    ASSERT_EQ(again.err, "") << caseName(g);
    std::string text2 = textSection(again.out);
    ASSERT_GE(text2.size(), kAmdKernelCodeSize);
    EXPECT_EQ(toHex(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text2.data()), kAmdKernelCodeSize)),
              toHex(encode(p.code)))
        << caseName(g);
  }
}

TEST(ObjectAmdKernelCode, LiveDefaultsMatchLlvmMc14) {
  auto mc = findLlvmMc14();
  if (!mc) GTEST_SKIP() << "llvm-mc-14 not installed";
  for (const Processor& p : allProcessors()) {
    std::string cpu(p.name);
    for (const char* mattr : {"", "+xnack", "-wavefrontsize32,+wavefrontsize64"}) {
      McRun obj = runMc(*mc, mcArgs(cpu.c_str(), mattr) + " -filetype=obj", kernelSource({}));
      if (obj.err.find("not a recognized processor") != std::string::npos) break;  // newer than llvm-mc 14
      std::string text = textSection(obj.out);
      ASSERT_GE(text.size(), kAmdKernelCodeSize) << cpu << " " << obj.err;
      auto bytes = encode(defaultAmdKernelCode(targetOf(cpu.c_str(), mattr)));
      EXPECT_EQ(toHex(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), kAmdKernelCodeSize)),
                toHex(bytes))
          << cpu << " [" << mattr << "]";
    }
  }
}

TEST(ObjectAmdKernelCode, LiveDiagnosticsMatchLlvmMc14) {
  auto mc = findLlvmMc14();
  if (!mc) GTEST_SKIP() << "llvm-mc-14 not installed";
  struct Case {
    const char* cpu;
    const char* mattr;
    std::string_view key;
    int64_t value;
  };
  const Case cases[] = {
      {"gfx601", "", "enable_wgp_mode", 1},        {"gfx700", "", "wavefront_size", 5},
      {"gfx803", "", "enable_wavefront_size32", 1}, {"gfx900", "", "enable_fwd_progress", 3},
      {"gfx900", "", "enable_mem_ordered", 2},     {"gfx906", "+sramecc", "compute_pgm_rsrc1_wgp_mode", 1},
      {"gfx1010", "", "wavefront_size", 6},        {"gfx1010", "", "enable_wavefront_size32", 0},
      {"gfx1010", "-wavefrontsize32,+wavefrontsize64", "wavefront_size", 5},
      {"gfx1010", "-wavefrontsize32,+wavefrontsize64", "enable_wavefront_size32", 1},
      {"gfx1030", "", "wavefront_size", 261},      {"gfx900", "", "no_such_key", 1},
      {"gfx900", "", "compute_pgm_resource_registers", 1}, {"gfx1010", "", "enable_wgp_mode", 1},
  };
  for (const Case& e : cases) {
    Target t = targetOf(e.cpu, e.mattr);
    AmdKernelCode c = defaultAmdKernelCode(t);
    std::string ours = setAmdKernelCodeField(c, e.key, e.value, &t);
    McRun r = runMc(*mc, mcArgs(e.cpu, e.mattr) + " -filetype=obj", kernelSource({{e.key, e.value}}));
    // The first diagnostic, without its "file:line:col: error: " prefix.
    std::string first;
    if (size_t at = r.err.find("error: "); at != std::string::npos)
      first = r.err.substr(at + 7, r.err.find('\n', at) - at - 7);
    EXPECT_EQ(ours, first) << e.cpu << " [" << e.mattr << "] " << e.key << " = " << e.value;
  }
}

}  // namespace
}  // namespace gcnkit
