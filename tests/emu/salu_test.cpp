// Scalar ALU semantics: every SOP1/SOP2/SOPK/SOPC family, results worked out from the ISA documents.
// On GFX8, GFX9 and GFX10 the kernel writes its results to memory with scalar stores; GFX6/7, GFX10.3 and GFX11 (no scalar
// stores) are checked through the finished wave's registers. GFX11 (gfx1100) runs every row it has (renamed rows by their older names).
#include <cinttypes>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

constexpr int64_t X = -1;  // not checked
using G = Gen;

struct Row {
  const char* body;                          // computes s2 (and s3), may set SCC / EXEC
  std::vector<std::pair<int, uint32_t>> in;  // initial SGPRs
  int64_t s2, s3, scc;
  int64_t execLo = X, execHi = X;
  G first = G::GFX6, last = G::GFX11;
};

const Row kRows[] = {
    // ---- SOP2 arithmetic ----
    {"s_add_u32 s2, s10, s11", {{10, 0xffffffff}, {11, 2}}, 1, X, 1},
    {"s_add_u32 s2, s10, s11", {{10, 5}, {11, 6}}, 11, X, 0},
    {"s_sub_u32 s2, s10, s11", {{10, 1}, {11, 2}}, 0xffffffff, X, 1},
    {"s_add_i32 s2, s10, s11", {{10, 0x7fffffff}, {11, 1}}, 0x80000000, X, 1},
    {"s_add_i32 s2, s10, s11", {{10, 0xffffffff}, {11, 1}}, 0, X, 0},
    {"s_sub_i32 s2, s10, s11", {{10, 0x80000000}, {11, 1}}, 0x7fffffff, X, 1},
    {"s_cmp_eq_u32 0, 0\ns_addc_u32 s2, s10, s11", {{10, 5}, {11, 6}}, 12, X, 0},
    {"s_cmp_eq_u32 0, 0\ns_addc_u32 s2, s10, s11", {{10, 0xffffffff}, {11, 0}}, 0, X, 1},
    {"s_cmp_eq_u32 0, 0\ns_subb_u32 s2, s10, s11", {{10, 5}, {11, 5}}, 0xffffffff, X, 1},
    {"s_cmp_eq_u32 0, 1\ns_subb_u32 s2, s10, s11", {{10, 5}, {11, 5}}, 0, X, 0},
    {"s_min_i32 s2, s10, s11", {{10, 0xfffffffb}, {11, 3}}, 0xfffffffb, X, 1},
    {"s_min_u32 s2, s10, s11", {{10, 0xfffffffb}, {11, 3}}, 3, X, 0},
    {"s_max_i32 s2, s10, s11", {{10, 0xfffffffb}, {11, 3}}, 3, X, 0},
    {"s_max_u32 s2, s10, s11", {{10, 0xfffffffb}, {11, 3}}, 0xfffffffb, X, 1},
    {"s_mul_i32 s2, s10, s11", {{10, 0x10001}, {11, 0x10001}}, 0x20001, X, X},
    {"s_mul_i32 s2, s10, -3", {{10, 7}}, 0xffffffeb, X, X},
    {"s_absdiff_i32 s2, s10, s11", {{10, 3}, {11, 10}}, 7, X, 1},
    {"s_absdiff_i32 s2, s10, s11", {{10, 0x7fffffff}, {11, 0xffffffff}}, 0x80000000, X, 1},
    {"s_mul_hi_u32 s2, s10, s11", {{10, 0xffffffff}, {11, 0xffffffff}}, 0xfffffffe, X, X, X, X, G::GFX9},
    {"s_mul_hi_i32 s2, s10, s11", {{10, 0x80000000}, {11, 2}}, 0xffffffff, X, X, X, X, G::GFX9},
    {"s_lshl1_add_u32 s2, s10, s11", {{10, 0x80000000}, {11, 1}}, 1, X, 1, X, X, G::GFX9},
    {"s_lshl2_add_u32 s2, s10, s11", {{10, 3}, {11, 4}}, 16, X, 0, X, X, G::GFX9},
    {"s_lshl3_add_u32 s2, s10, s11", {{10, 1}, {11, 1}}, 9, X, 0, X, X, G::GFX9},
    {"s_lshl4_add_u32 s2, s10, s11", {{10, 0x10000000}, {11, 1}}, 1, X, 1, X, X, G::GFX9},
    {"s_pack_ll_b32_b16 s2, s10, s11", {{10, 0x11112222}, {11, 0x33334444}}, 0x44442222, X, X, X, X, G::GFX9},
    {"s_pack_lh_b32_b16 s2, s10, s11", {{10, 0x11112222}, {11, 0x33334444}}, 0x33332222, X, X, X, X, G::GFX9},
    {"s_pack_hh_b32_b16 s2, s10, s11", {{10, 0x11112222}, {11, 0x33334444}}, 0x33331111, X, X, X, X, G::GFX9},
    {"s_pack_hl_b32_b16 s2, s10, s11", {{10, 0x11112222}, {11, 0x33334444}}, 0x44441111, X, X, X, X, G::GFX11},
    // ---- select ----
    {"s_cmp_eq_u32 1, 1\ns_cselect_b32 s2, s10, s11", {{10, 7}, {11, 8}}, 7, X, 1},
    {"s_cmp_eq_u32 1, 0\ns_cselect_b32 s2, s10, s11", {{10, 7}, {11, 8}}, 8, X, 0},
    {"s_cmp_eq_u32 1, 0\ns_cselect_b64 s[2:3], s[10:11], s[12:13]", {{10, 1}, {11, 2}, {12, 3}, {13, 4}}, 3, 4, 0},
    {"s_cmp_eq_u32 1, 1\ns_cselect_b64 s[2:3], s[10:11], -1", {{10, 1}, {11, 2}}, 1, 2, 1},
    // ---- bitwise ----
    {"s_and_b32 s2, s10, s11", {{10, 0xff00ff00}, {11, 0x0ff00ff0}}, 0x0f000f00, X, 1},
    {"s_and_b32 s2, s10, s11", {{10, 0xf0}, {11, 0x0f}}, 0, X, 0},
    {"s_and_b64 s[2:3], s[10:11], s[12:13]", {{10, 0xf0}, {11, 0xf0000000}, {12, 0x0f}, {13, 0x10000000}}, 0, 0x10000000, 1},
    {"s_or_b32 s2, s10, s11", {{10, 0xf0}, {11, 0x0f}}, 0xff, X, 1},
    {"s_or_b64 s[2:3], s[10:11], s[12:13]", {{10, 1}, {11, 0}, {12, 0}, {13, 2}}, 1, 2, 1},
    {"s_xor_b32 s2, s10, s11", {{10, 0xff}, {11, 0xff}}, 0, X, 0},
    {"s_xor_b64 s[2:3], s[10:11], s[12:13]", {{10, 1}, {11, 2}, {12, 3}, {13, 2}}, 2, 0, 1},
    {"s_andn2_b32 s2, s10, s11", {{10, 0xff}, {11, 0x0f}}, 0xf0, X, 1},
    {"s_andn2_b64 s[2:3], s[10:11], s[12:13]", {{10, 0xff}, {11, 0xff}, {12, 0x0f}, {13, 0xff}}, 0xf0, 0, 1},
    {"s_orn2_b32 s2, s10, s11", {{10, 0}, {11, 0xffff0000}}, 0x0000ffff, X, 1},
    {"s_orn2_b64 s[2:3], s[10:11], s[12:13]", {{10, 0}, {11, 0}, {12, 0xffffffff}, {13, 0}}, 0, 0xffffffff, 1},
    {"s_nand_b32 s2, s10, s11", {{10, 0xffffffff}, {11, 0xffffffff}}, 0, X, 0},
    {"s_nand_b64 s[2:3], s[10:11], s[12:13]", {{10, 0xffffffff}, {11, 0}, {12, 0xffffffff}, {13, 0}}, 0, 0xffffffff, 1},
    {"s_nor_b32 s2, s10, s11", {{10, 0}, {11, 0}}, 0xffffffff, X, 1},
    {"s_nor_b64 s[2:3], s[10:11], s[12:13]", {{10, 0xffffffff}, {11, 0}, {12, 0}, {13, 0xffffffff}}, 0, 0, 0},
    {"s_xnor_b32 s2, s10, s11", {{10, 0xf0f0f0f0}, {11, 0x0f0f0f0f}}, 0, X, 0},
    {"s_xnor_b64 s[2:3], s[10:11], s[12:13]", {{10, 0}, {11, 0}, {12, 0}, {13, 1}}, 0xffffffff, 0xfffffffe, 1},
    // ---- shifts ----
    {"s_lshl_b32 s2, s10, s11", {{10, 1}, {11, 33}}, 2, X, 1},
    {"s_lshl_b32 s2, s10, s11", {{10, 0x80000000}, {11, 1}}, 0, X, 0},
    {"s_lshl_b64 s[2:3], s[10:11], s12", {{10, 0x80000000}, {11, 0}, {12, 1}}, 0, 1, 1},
    {"s_lshr_b32 s2, s10, s11", {{10, 0x80000000}, {11, 31}}, 1, X, 1},
    {"s_lshr_b64 s[2:3], s[10:11], s12", {{10, 0}, {11, 1}, {12, 32}}, 1, 0, 1},
    {"s_ashr_i32 s2, s10, s11", {{10, 0x80000000}, {11, 4}}, 0xf8000000, X, 1},
    {"s_ashr_i64 s[2:3], s[10:11], s12", {{10, 0}, {11, 0x80000000}, {12, 36}}, 0xf8000000, 0xffffffff, 1},
    // ---- bit fields ----
    {"s_bfm_b32 s2, s10, s11", {{10, 4}, {11, 8}}, 0xf00, X, X},
    {"s_bfm_b64 s[2:3], s10, s11", {{10, 8}, {11, 28}}, 0xf0000000, 0xf, X},
    {"s_bfe_u32 s2, s10, s11", {{10, 0x12345678}, {11, (8 << 16) | 4}}, 0x67, X, 1},
    {"s_bfe_u32 s2, s10, s11", {{10, 0x12345678}, {11, (0 << 16) | 4}}, 0, X, 0},
    {"s_bfe_u32 s2, s10, s11", {{10, 0x12345678}, {11, (40 << 16) | 28}}, 1, X, 1},
    {"s_bfe_i32 s2, s10, s11", {{10, 0x00000f00}, {11, (4 << 16) | 8}}, 0xffffffff, X, 1},
    {"s_bfe_i32 s2, s10, s11", {{10, 0x00000700}, {11, (4 << 16) | 8}}, 7, X, 1},
    {"s_bfe_u64 s[2:3], s[10:11], s12", {{10, 0}, {11, 0xabcd}, {12, (16 << 16) | 32}}, 0xabcd, 0, 1},
    {"s_bfe_i64 s[2:3], s[10:11], s12", {{10, 0}, {11, 0x8000}, {12, (16 << 16) | 32}}, 0xffff8000, 0xffffffff, 1},
    // ---- SOP1 ----
    {"s_mov_b32 s2, s10", {{10, 0xdeadbeef}}, 0xdeadbeef, X, X},
    {"s_mov_b64 s[2:3], s[10:11]", {{10, 1}, {11, 2}}, 1, 2, X},
    {"s_cmp_eq_u32 0, 0\ns_cmov_b32 s2, s10", {{2, 0x55}, {10, 7}}, 7, X, 1},
    {"s_cmp_eq_u32 0, 1\ns_cmov_b32 s2, s10", {{2, 0x55}, {10, 7}}, 0x55, X, 0},
    {"s_cmp_eq_u32 0, 0\ns_cmov_b64 s[2:3], s[10:11]", {{10, 7}, {11, 8}}, 7, 8, 1},
    {"s_not_b32 s2, s10", {{10, 0xffffffff}}, 0, X, 0},
    {"s_not_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 0}}, 0, 0xffffffff, 1},
    {"s_wqm_b32 s2, s10", {{10, 0x00010010}}, 0x000f00f0, X, 1},
    {"s_wqm_b64 s[2:3], s[10:11]", {{10, 0}, {11, 0x80000000}}, 0, 0xf0000000, 1},
    {"s_brev_b32 s2, s10", {{10, 1}}, 0x80000000, X, X},
    {"s_brev_b64 s[2:3], s[10:11]", {{10, 1}, {11, 0}}, 0, 0x80000000, X},
    {"s_bcnt0_i32_b32 s2, s10", {{10, 0xff}}, 24, X, 1},
    {"s_bcnt0_i32_b64 s2, s[10:11]", {{10, 0xffffffff}, {11, 0xffffffff}}, 0, X, 0},
    {"s_bcnt1_i32_b32 s2, s10", {{10, 0xf0f0}}, 8, X, 1},
    {"s_bcnt1_i32_b64 s2, s[10:11]", {{10, 0xff}, {11, 0xff}}, 16, X, 1},
    {"s_ff0_i32_b32 s2, s10", {{10, 0x0000ffff}}, 16, X, X, X, X, G::GFX6, G::GFX10_3},  // (no s_ff0 on GFX11)
    {"s_ff0_i32_b32 s2, s10", {{10, 0xffffffff}}, 0xffffffff, X, X, X, X, G::GFX6, G::GFX10_3},  // (no s_ff0 on GFX11)
    {"s_ff0_i32_b64 s2, s[10:11]", {{10, 0xffffffff}, {11, 0xfffffffe}}, 32, X, X, X, X, G::GFX6, G::GFX10_3},  // (no s_ff0 on GFX11)
    {"s_ff1_i32_b32 s2, s10", {{10, 0x1000}}, 12, X, X},
    {"s_ff1_i32_b32 s2, s10", {{10, 0}}, 0xffffffff, X, X},
    {"s_ff1_i32_b64 s2, s[10:11]", {{10, 0}, {11, 2}}, 33, X, X},
    {"s_flbit_i32_b32 s2, s10", {{10, 0x00010000}}, 15, X, X},
    {"s_flbit_i32_b32 s2, s10", {{10, 0}}, 0xffffffff, X, X},
    {"s_flbit_i32_b64 s2, s[10:11]", {{10, 1}, {11, 0}}, 63, X, X},
    {"s_flbit_i32 s2, s10", {{10, 0xffff0000}}, 16, X, X},
    {"s_flbit_i32 s2, s10", {{10, 0x00010000}}, 15, X, X},
    {"s_flbit_i32 s2, s10", {{10, 0xffffffff}}, 0xffffffff, X, X},
    {"s_flbit_i32_i64 s2, s[10:11]", {{10, 0}, {11, 0xffffffff}}, 32, X, X},
    {"s_sext_i32_i8 s2, s10", {{10, 0x180}}, 0xffffff80, X, X},
    {"s_sext_i32_i16 s2, s10", {{10, 0x17fff}}, 0x7fff, X, X},
    {"s_bitset0_b32 s2, s10", {{2, 0xffffffff}, {10, 35}}, 0xfffffff7, X, X},
    {"s_bitset1_b32 s2, 31", {{2, 0}}, 0x80000000, X, X},
    {"s_bitset1_b64 s[2:3], s10", {{2, 0}, {3, 0}, {10, 40}}, 0, 0x100, X},
    {"s_bitset0_b64 s[2:3], s10", {{2, 0xffffffff}, {3, 0xffffffff}, {10, 63}}, 0xffffffff, 0x7fffffff, X},
    {"s_quadmask_b32 s2, s10", {{10, 0x00f00011}}, 0x23, X, 1},
    {"s_quadmask_b64 s[2:3], s[10:11]", {{10, 0}, {11, 0x10}}, 0x200, 0, 1},
    {"s_abs_i32 s2, s10", {{10, 0xfffffffb}}, 5, X, 1},
    {"s_abs_i32 s2, s10", {{10, 0x80000000}}, 0x80000000, X, 1},
    {"s_bitreplicate_b64_b32 s[2:3], s10", {{10, 0x80000005}}, 0x33, 0xc0000000, X, X, X, G::GFX9},
    {"s_mov_b32 m0, 2\ns_movrels_b32 s2, s10", {{12, 0x1234}}, 0x1234, X, X},
    {"s_mov_b32 m0, 2\ns_movrels_b64 s[2:3], s[10:11]", {{12, 5}, {13, 6}}, 5, 6, X},
    {"s_mov_b32 m0, 1\ns_movreld_b32 s2, s11", {{11, 0x77}}, X, 0x77, X},
    {"s_mov_b32 m0, 0\ns_movreld_b64 s[2:3], s[10:11]", {{10, 3}, {11, 4}}, 3, 4, X},
    {"s_mov_b32 m0, 0x10002\ns_movrelsd_2_b32 s2, s10", {{12, 0x99}}, X, 0x99, X, X, X, G::GFX10},
    // ---- saveexec / wrexec (wave64 generations; EXEC starts all ones) ----
    {"s_and_saveexec_b64 s[2:3], s[10:11]", {{10, 0xf}, {11, 0}}, 0xffffffff, 0xffffffff, 1, 0xf, 0, G::GFX6, G::GFX9},
    {"s_or_saveexec_b64 s[2:3], s[10:11]", {{10, 0}, {11, 0}}, 0xffffffff, 0xffffffff, 1, 0xffffffff, 0xffffffff, G::GFX6, G::GFX9},
    {"s_xor_saveexec_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 0xffffffff}}, 0xffffffff, 0xffffffff, 0, 0, 0, G::GFX6, G::GFX9},
    {"s_andn2_saveexec_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 1}}, X, X, 0, 0, 0, G::GFX6, G::GFX9},
    {"s_orn2_saveexec_b64 s[2:3], s[10:11]", {{10, 5}, {11, 0}}, X, X, 1, 5, 0, G::GFX6, G::GFX9},
    {"s_nand_saveexec_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 0}}, X, X, 1, 0, 0xffffffff, G::GFX6, G::GFX9},
    {"s_nor_saveexec_b64 s[2:3], s[10:11]", {{10, 0}, {11, 0}}, X, X, 0, 0, 0, G::GFX6, G::GFX9},
    {"s_xnor_saveexec_b64 s[2:3], s[10:11]", {{10, 3}, {11, 0}}, X, X, 1, 3, 0, G::GFX6, G::GFX9},
    {"s_andn1_saveexec_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 0}}, 0xffffffff, 0xffffffff, 1, 0, 0xffffffff, G::GFX9, G::GFX9},
    {"s_orn1_saveexec_b64 s[2:3], s[10:11]", {{10, 0xffffffff}, {11, 0}}, X, X, 1, 0xffffffff, 0xffffffff, G::GFX9, G::GFX9},
    {"s_andn1_wrexec_b64 s[2:3], s[10:11]", {{10, 0xffff0000}, {11, 0xffffffff}}, 0x0000ffff, 0, 1, 0x0000ffff, 0, G::GFX9, G::GFX9},
    {"s_andn2_wrexec_b64 s[2:3], s[10:11]", {{10, 0xffff0000}, {11, 0}}, 0, 0, 0, 0, 0, G::GFX9, G::GFX9},
    // ---- saveexec / wrexec, wave32 (GFX10: EXEC_LO starts all ones, EXEC_HI zero) ----
    {"s_and_saveexec_b32 s2, s10", {{10, 0xf}}, 0xffffffff, X, 1, 0xf, 0, G::GFX10},
    {"s_or_saveexec_b32 s2, s10", {{10, 0}}, 0xffffffff, X, 1, 0xffffffff, 0, G::GFX10},
    {"s_xor_saveexec_b32 s2, s10", {{10, 0xffffffff}}, 0xffffffff, X, 0, 0, 0, G::GFX10},
    {"s_andn2_saveexec_b32 s2, s10", {{10, 0xffffffff}}, X, X, 0, 0, 0, G::GFX10},
    {"s_orn2_saveexec_b32 s2, s10", {{10, 6}}, X, X, 1, 6, 0, G::GFX10},
    {"s_nand_saveexec_b32 s2, s10", {{10, 0xffff}}, X, X, 1, 0xffff0000, 0, G::GFX10},
    {"s_nor_saveexec_b32 s2, s10", {{10, 0}}, X, X, 0, 0, 0, G::GFX10},
    {"s_xnor_saveexec_b32 s2, s10", {{10, 9}}, X, X, 1, 9, 0, G::GFX10},
    {"s_andn1_saveexec_b32 s2, s10", {{10, 0xfffffff0}}, 0xffffffff, X, 1, 0xf, 0, G::GFX10},
    {"s_orn1_saveexec_b32 s2, s10", {{10, 0xfffffff0}}, X, X, 1, 0xffffffff, 0, G::GFX10},
    {"s_andn1_wrexec_b32 s2, s10", {{10, 0xfffffff0}}, 0xf, X, 1, 0xf, 0, G::GFX10},
    {"s_andn2_wrexec_b32 s2, s10", {{10, 0xfffffff0}}, 0, X, 0, 0, 0, G::GFX10},
    {"s_and_saveexec_b64 s[2:3], s[10:11]", {{10, 0xf}, {11, 0}}, 0xffffffff, 0, 1, 0xf, 0, G::GFX10},
    // ---- SOPC ----
    {"s_cmp_eq_i32 s10, s11", {{10, 5}, {11, 5}}, X, X, 1},
    {"s_cmp_lg_i32 s10, s11", {{10, 5}, {11, 5}}, X, X, 0},
    {"s_cmp_gt_i32 s10, s11", {{10, 0xffffffff}, {11, 1}}, X, X, 0},
    {"s_cmp_ge_i32 s10, s11", {{10, 1}, {11, 1}}, X, X, 1},
    {"s_cmp_lt_i32 s10, s11", {{10, 0xffffffff}, {11, 1}}, X, X, 1},
    {"s_cmp_le_i32 s10, s11", {{10, 2}, {11, 1}}, X, X, 0},
    {"s_cmp_eq_u32 s10, s11", {{10, 5}, {11, 6}}, X, X, 0},
    {"s_cmp_lg_u32 s10, s11", {{10, 5}, {11, 6}}, X, X, 1},
    {"s_cmp_gt_u32 s10, s11", {{10, 0xffffffff}, {11, 1}}, X, X, 1},
    {"s_cmp_ge_u32 s10, s11", {{10, 0}, {11, 1}}, X, X, 0},
    {"s_cmp_lt_u32 s10, s11", {{10, 0xffffffff}, {11, 1}}, X, X, 0},
    {"s_cmp_le_u32 s10, s11", {{10, 1}, {11, 1}}, X, X, 1},
    {"s_bitcmp0_b32 s10, 3", {{10, 8}}, X, X, 0},
    {"s_bitcmp1_b32 s10, 35", {{10, 8}}, X, X, 1},
    {"s_bitcmp1_b64 s[10:11], 35", {{10, 0}, {11, 8}}, X, X, 1},
    {"s_bitcmp0_b64 s[10:11], 35", {{10, 0}, {11, 8}}, X, X, 0},
    {"s_cmp_eq_u64 s[10:11], s[12:13]", {{10, 1}, {11, 2}, {12, 1}, {13, 2}}, X, X, 1, X, X, G::GFX8},
    {"s_cmp_lg_u64 s[10:11], s[12:13]", {{10, 1}, {11, 2}, {12, 1}, {13, 3}}, X, X, 1, X, X, G::GFX8},
    {"s_mov_b32 m0, 0xffff\ns_set_gpr_idx_on s10, gpr_idx(SRC0,DST)\ns_mov_b32 s2, m0", {{10, 0x1ab}}, 0x9fab, X, X, X, X, G::GFX8, G::GFX9},
    {"s_mov_b32 m0, 0xffff\ns_set_gpr_idx_idx s10\ns_mov_b32 s2, m0", {{10, 0x1ab}}, 0xffab, X, X, X, X, G::GFX8, G::GFX9},
    {"s_mov_b32 m0, 0\ns_set_gpr_idx_mode gpr_idx(SRC1)\ns_mov_b32 s2, m0", {}, 0x2000, X, X, X, X, G::GFX8, G::GFX9},
    // ---- SOPK ----
    {"s_movk_i32 s2, 0xfffe", {}, 0xfffffffe, X, X},
    {"s_movk_i32 s2, 0x7fff", {}, 0x7fff, X, X},
    {"s_cmp_eq_u32 0, 0\ns_cmovk_i32 s2, 0x8000", {{2, 1}}, 0xffff8000, X, 1},
    {"s_cmp_eq_u32 0, 1\ns_cmovk_i32 s2, 0x8000", {{2, 1}}, 1, X, 0},
    {"s_cmpk_eq_i32 s10, 0xffff", {{10, 0xffffffff}}, X, X, 1},
    {"s_cmpk_eq_u32 s10, 0xffff", {{10, 0xffffffff}}, X, X, 0},
    {"s_cmpk_eq_u32 s10, 0xffff", {{10, 0xffff}}, X, X, 1},
    {"s_cmpk_lg_i32 s10, 0x1", {{10, 1}}, X, X, 0},
    {"s_cmpk_gt_i32 s10, 0xffff", {{10, 0}}, X, X, 1},
    {"s_cmpk_ge_i32 s10, 0x10", {{10, 0x10}}, X, X, 1},
    {"s_cmpk_lt_i32 s10, 0x8000", {{10, 0xffff7fff}}, X, X, 1},
    {"s_cmpk_le_i32 s10, 0x0", {{10, 1}}, X, X, 0},
    {"s_cmpk_lg_u32 s10, 0x1", {{10, 2}}, X, X, 1},
    {"s_cmpk_gt_u32 s10, 0x8000", {{10, 0xffff0000}}, X, X, 1},
    {"s_cmpk_ge_u32 s10, 0x8000", {{10, 0x7fff}}, X, X, 0},
    {"s_cmpk_lt_u32 s10, 0x8000", {{10, 0x7fff}}, X, X, 1},
    {"s_cmpk_le_u32 s10, 0xffff", {{10, 0x10000}}, X, X, 0},
    {"s_addk_i32 s2, 0x1", {{2, 0x7fffffff}}, 0x80000000, X, 1},
    {"s_addk_i32 s2, 0xffff", {{2, 0}}, 0xffffffff, X, 0},
    {"s_mulk_i32 s2, 0xfffe", {{2, 3}}, 0xfffffffa, X, X},
    {"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s10\ns_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 10)", {{10, 0xf5}}, 0x3c5, X, X},
    {"s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 4, 8), 0x1ab\ns_getreg_b32 s2, hwreg(HW_REG_TRAPSTS)", {}, 0xab0, X, X},
    {"s_cmp_eq_u32 0, 0\ns_getreg_b32 s2, hwreg(HW_REG_STATUS, 0, 1)", {}, 1, X, 1},
    {"s_cmp_eq_u32 0, 1\ns_getreg_b32 s2, hwreg(HW_REG_STATUS, 0, 1)", {}, 0, X, 0},
    {"s_setprio 2\ns_getreg_b32 s2, hwreg(HW_REG_STATUS, 3, 2)", {}, 2, X, X},
    {"s_round_mode 0x3\ns_denorm_mode 0x5\ns_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 8)", {}, 0x53, X, X, X, X, G::GFX10},
    // ---- constants and literals ----
    {"s_mov_b32 s2, -16", {}, 0xfffffff0, X, X},
    {"s_mov_b32 s2, 64", {}, 64, X, X},
    {"s_mov_b32 s2, 0.5", {}, 0x3f000000, X, X},
    {"s_mov_b32 s2, -4.0", {}, 0xc0800000, X, X},
    {"s_mov_b64 s[2:3], -4.0", {}, 0, 0xc0100000, X},
    {"s_mov_b64 s[2:3], 1.0", {}, 0, 0x3ff00000, X},
    {"s_mov_b64 s[2:3], -1", {}, 0xffffffff, 0xffffffff, X},
    {"s_mov_b32 s2, 0.15915494", {}, 0x3e22f983, X, X, X, X, G::GFX8},
    {"s_mov_b64 s[2:3], 0.15915494309189532", {}, 0x6dc9c882, 0x3fc45f30, X, X, X, G::GFX8},
    {"s_mov_b64 s[2:3], 0x12345678", {}, 0x12345678, 0, X},
    {"s_mov_b64 s[2:3], 0x80000000", {}, 0x80000000, 0, X},  // a 32-bit literal is zero-extended
    {"s_add_u32 s2, s10, 0x12345678", {{10, 1}}, 0x12345679, X, 0},
    {"s_cmp_eq_u32 0, 0\ns_mov_b32 s2, src_scc", {}, 1, X, 1},
    {"s_mov_b32 s2, src_vccz", {}, 1, X, X, X, X, G::GFX6, G::GFX10_3},  // (no src_vccz/src_execz on GFX11)
    {"s_mov_b32 s2, src_execz", {}, 0, X, X, X, X, G::GFX6, G::GFX10_3},  // (no src_vccz/src_execz on GFX11)
};

// The generations the table runs on: every one the emulator runs (GFX11 by gfx1100).
constexpr const char* kSaluCpus[] = {"gfx601", "gfx700", "gfx803", "gfx900", "gfx1010", "gfx1030", "gfx1100"};

void check(const Row& row, int genIndexValue) {
  const char* cpu = kSaluCpus[genIndexValue];
  const Gen g = Gen(genIndexValue);
  if (g < row.first || g > row.last) return;
  SCOPED_TRACE(std::string(cpu) + ": " + row.body);
  const bool stores = g == Gen::GFX8 || g == Gen::GFX9 || g == Gen::GFX10;
  std::string src = std::string(row.body) + "\ns_cselect_b32 s4, 1, 0\ns_mov_b64 s[6:7], exec\n";
  if (stores)
    src += "s_store_dwordx2 s[2:3], s[0:1], 0x0\ns_store_dword s4, s[0:1], 0x8\n"
           "s_store_dwordx2 s[6:7], s[0:1], 0x10\ns_waitcnt lgkmcnt(0)\n";
  src += "s_endpgm\n";
  auto m = machine(cpu);
  if (!m || !load(*m, src)) return;
  const uint64_t out = m->allocate(64);
  emu::LaunchConfig cfg = oneWave(addr(out));
  cfg.sgprs.resize(16, 0);
  for (auto [r, v] : row.in) cfg.sgprs[size_t(r)] = v;
  emu::LaunchResult r = m->launch(cfg);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_TRUE(r.reports.empty()) << r.text();
  uint32_t got[6];
  if (stores) {
    auto v = readAll(*m, out, 6);
    for (int i = 0; i < 6; ++i) got[i] = v[size_t(i)];
  } else {
    ASSERT_EQ(r.waves.size(), 1u);
    const emu::WaveState& w = r.waves[0];
    got[0] = w.sgpr(2); got[1] = w.sgpr(3); got[2] = w.sgpr(4); got[4] = w.sgpr(6); got[5] = w.sgpr(7);
  }
  if (row.s2 != X) { EXPECT_EQ(got[0], uint32_t(row.s2)) << "s2"; }
  if (row.s3 != X) { EXPECT_EQ(got[1], uint32_t(row.s3)) << "s3"; }
  if (row.scc != X) { EXPECT_EQ(got[2], uint32_t(row.scc)) << "scc"; }
  if (row.execLo != X) { EXPECT_EQ(got[4], uint32_t(row.execLo)) << "exec_lo"; }
  if (row.execHi != X) { EXPECT_EQ(got[5], uint32_t(row.execHi)) << "exec_hi"; }
}

TEST(EmuSalu, TableOnEveryGeneration) {
  for (const Row& row : kRows)
    for (int g = 0; g < int(std::size(kSaluCpus)); ++g) check(row, g);
}

}  // namespace
}  // namespace gcnkit::test
