// Microbenchmarks of the library on an in-memory generated, vector-heavy gfx900 program: assemble() to bytes,
// assemble() with llvm-mc's -show-encoding listing, disassemble(), and parseByteList() + disassemble() (the
// library part of `gcnkit mc -disassemble`). Throughput is reported as items/second (source lines for the
// assembler, instructions for the disassembler).
//
//   build/bench/gcnkit_bench --benchmark_filter=Vector
//
// The program is a smaller cousin of bench/gen_vector_program.py's (same mix, not the same lines): ~60% VALU
// (VOP1/VOP2/VOPC e32 with SGPR, inline-constant and literal sources; VOP3 with -v/|v|/clamp/omod; VOP3-only
// ops; VOP3B carry and mad_u64_u32; v_pk_* with op_sel/neg_lo; SDWA; DPP), ~20% vector memory (global, flat,
// ds, buffer with offen, s_waitcnt) and ~20% scalar (SMEM loads, SALU, exec masks, branches to labels every
// ~50 lines within +-2000 lines). VOP3/VOP3P sources read at most one SGPR and no literal (GFX9's constant bus).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "asm/assembler.h"
#include "isa/target.h"
#include "text/byte_list.h"
#include "text/disassembler.h"
#include "../tests/support/rng.h"
#include "bench_support.h"

namespace {

using gcnkit::test::Rng;

constexpr int kLabelEvery = 50;
constexpr int kBranchWindow = 2000;
constexpr int kVgprs = 128;

template <size_t N>
const char* pick(Rng& r, const char* const (&a)[N]) {
  return a[r.below(N)];
}

// Appends pieces (no operator+ chains: they trip GCC 12's -Wrestrict false positive).
void cat(std::string& s, std::initializer_list<std::string_view> parts) {
  for (auto p : parts) s += p;
}

std::string fmt(const char* f, long a, long b = 0) {
  char buf[32];
  std::snprintf(buf, sizeof buf, f, a, b);
  return buf;
}

std::string vreg(Rng& r, int count = 1) {
  int base = static_cast<int>(r.below(kVgprs - count + 1));
  return count == 1 ? fmt("v%ld", base) : fmt("v[%ld:%ld]", base, base + count - 1);
}

std::string sreg(Rng& r, int count = 1) {
  int align = count < 4 ? count : 4;
  int base = static_cast<int>(r.below((102 - count) / align + 1)) * align;
  return count == 1 ? fmt("s%ld", base) : fmt("s[%ld:%ld]", base, base + count - 1);
}

const char* const kF32Inline[] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};

std::string inlineConst(Rng& r, bool fp) {
  if (fp && r.chance(60)) return pick(r, kF32Inline);
  return std::to_string(static_cast<int>(r.below(81)) - 16);
}

std::string literal(Rng& r) {
  // Above 0xffff and none of the f32 inline-constant bit patterns, so it stays a literal either way.
  for (;;) {
    uint32_t x = 0x10000 + r.below(0xfffe0000u);
    if (x != 0x3f000000 && x != 0xbf000000 && x != 0x3f800000 && x != 0xbf800000 && x != 0x40000000 &&
        x != 0xc0000000 && x != 0x40800000 && x != 0xc0800000 && x != 0x3e22f983)
      return fmt("0x%lx", static_cast<long>(x));
  }
}

// src0 of a 32-bit encoding: VGPR, SGPR, inline constant, or (unless noLiteral) a literal.
std::string srcE32(Rng& r, bool fp, bool noLiteral = false) {
  uint32_t k = r.below(100);
  if (k < 62) return vreg(r);
  if (k < 77) return sreg(r);
  if (k < 90 || noLiteral) return inlineConst(r, fp);
  return literal(r);
}

std::string fmod(Rng& r, std::string op) {
  uint32_t k = r.below(100);
  if (k < 70) return op;
  std::string s;
  if (k < 85) cat(s, {"-", op});
  else if (k < 95) cat(s, {"|", op, "|"});
  else cat(s, {"-|", op, "|"});
  return s;
}

// VOP3 sources of the given widths: VGPRs, at most one SGPR (GFX9 constant bus), inline constants; float
// register sources may carry neg/abs.
std::vector<std::string> vop3Srcs(Rng& r, std::initializer_list<int> widths, bool fp, bool firstVgpr = false) {
  std::vector<std::string> out;
  bool usedSgpr = false;
  for (int w : widths) {
    uint32_t k = r.below(100);
    std::string op;
    bool reg = true;
    if ((out.empty() && firstVgpr) || k < 70) {
      op = vreg(r, w);
    } else if (k < 82 && !usedSgpr) {
      op = sreg(r, w);
      usedSgpr = true;
    } else {
      op = inlineConst(r, fp);
      reg = false;
    }
    out.push_back(fp && reg ? fmod(r, op) : op);
  }
  return out;
}

std::string sextOrPlain(Rng& r, std::string op) {
  if (!r.chance(15)) return op;
  std::string s;
  cat(s, {"sext(", op, ")"});
  return s;
}

std::string outMods(Rng& r, bool fp, bool omod = true) {
  std::string s;
  if (fp && r.chance(15)) s += " clamp";
  if (fp && omod && r.chance(10)) {
    static const char* const o[] = {" mul:2", " mul:4", " div:2"};
    s += pick(r, o);
  }
  return s;
}

struct Op {
  const char* name;
  bool fp;
};

const Op kVop1[] = {{"v_mov_b32", false},     {"v_cvt_f32_i32", false}, {"v_cvt_f32_u32", false},
                    {"v_cvt_u32_f32", true},  {"v_cvt_i32_f32", true},  {"v_rcp_f32", true},
                    {"v_rsq_f32", true},      {"v_sqrt_f32", true},     {"v_exp_f32", true},
                    {"v_log_f32", true},      {"v_fract_f32", true},    {"v_floor_f32", true},
                    {"v_not_b32", false},     {"v_bfrev_b32", false},   {"v_ffbh_u32", false}};
const Op kVop2[] = {{"v_add_f32", true},       {"v_sub_f32", true},       {"v_mul_f32", true},
                    {"v_min_f32", true},       {"v_max_f32", true},       {"v_mul_u32_u24", false},
                    {"v_and_b32", false},      {"v_or_b32", false},       {"v_xor_b32", false},
                    {"v_lshlrev_b32", false},  {"v_lshrrev_b32", false},  {"v_ashrrev_i32", false},
                    {"v_add_u32", false},      {"v_sub_u32", false},      {"v_max_i32", false},
                    {"v_min_u32", false}};
const Op kVop3Only[] = {{"v_fma_f32", true},      {"v_mad_f32", true},        {"v_med3_f32", true},
                        {"v_max3_f32", true},     {"v_mad_u32_u24", false},   {"v_bfe_u32", false},
                        {"v_bfi_b32", false},     {"v_alignbit_b32", false},  {"v_lshl_add_u32", false},
                        {"v_add3_u32", false},    {"v_lshl_or_b32", false},   {"v_and_or_b32", false}};
const char* const kVop3Two[] = {"v_mul_hi_u32", "v_mul_lo_u32", "v_bfm_b32", "v_mbcnt_lo_u32_b32",
                                "v_mbcnt_hi_u32_b32"};
const char* const kCmpI[] = {"eq", "ne", "lt", "gt", "le", "ge"};
const char* const kCmpF[] = {"eq", "neq", "lt", "gt", "le", "ge", "nge", "nlt"};
const char* const kCmpT[] = {"f32", "i32", "u32"};
const char* const kPkF[] = {"v_pk_add_f16", "v_pk_mul_f16", "v_pk_max_f16", "v_pk_fma_f16"};
const char* const kPkI[] = {"v_pk_add_u16", "v_pk_sub_u16", "v_pk_mul_lo_u16", "v_pk_lshlrev_b16",
                            "v_pk_mad_u16"};
const char* const kSel[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
const char* const kUnused[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};
const Op kSdwa2[] = {{"v_add_f32", true},  {"v_mul_f32", true},     {"v_add_f16", true},
                     {"v_and_b32", false}, {"v_or_b32", false},     {"v_lshlrev_b32", false}};
const Op kDpp2[] = {{"v_add_f32", true}, {"v_mul_f32", true}, {"v_max_f32", true},
                    {"v_and_b32", false}, {"v_or_b32", false}, {"v_max_i32", false}};

std::string valu(Rng& r) {
  std::string s = "  ";
  uint32_t k = r.below(100);
  if (k < 14) {  // VOP1 e32
    const Op& op = kVop1[r.below(std::size(kVop1))];
    cat(s, {op.name, "_e32 ", vreg(r), ", ", srcE32(r, op.fp)});
  } else if (k < 38) {  // VOP2 e32, carry ops, cndmask
    uint32_t j = r.below(100);
    if (j < 8) {
      // The carry-in form also reads VCC: its src0 is a VGPR or an inline constant.
      if (r.chance(50)) cat(s, {"v_add_co_u32_e32 ", vreg(r), ", vcc, ", srcE32(r, false), ", ", vreg(r)});
      else cat(s, {"v_addc_co_u32_e32 ", vreg(r), ", vcc, ", r.chance(80) ? vreg(r) : inlineConst(r, false), ", ",
                   vreg(r), ", vcc"});
    } else if (j < 16) {
      cat(s, {"v_cndmask_b32_e32 ", vreg(r), ", ", r.chance(80) ? vreg(r) : inlineConst(r, true), ", ", vreg(r),
              ", vcc"});
    } else if (j < 20) {
      cat(s, {"v_mac_f32_e32 ", vreg(r), ", ", srcE32(r, true, true), ", ", vreg(r)});
    } else {
      const Op& op = kVop2[r.below(std::size(kVop2))];
      cat(s, {op.name, "_e32 ", vreg(r), ", ", srcE32(r, op.fp), ", ", vreg(r)});
    }
  } else if (k < 49) {  // VOPC, e32 and e64
    uint32_t t = r.below(3);
    bool fp = t == 0;
    std::string name = "v_cmp_";
    cat(name, {fp ? pick(r, kCmpF) : pick(r, kCmpI), "_", kCmpT[t]});
    if (k < 45) {
      cat(s, {name, "_e32 vcc, ", srcE32(r, fp), ", ", vreg(r)});
    } else {
      auto src = vop3Srcs(r, {1, 1}, fp, true);
      cat(s, {name, "_e64 ", sreg(r, 2), ", ", src[0], ", ", src[1]});
    }
  } else if (k < 62) {  // VOP1/VOP2 promoted to VOP3 with modifiers
    uint32_t j = r.below(100);
    if (j < 20) {
      const Op& op = kVop1[3 + r.below(9)];  // the float ones
      auto src = vop3Srcs(r, {1}, true);
      cat(s, {op.name, "_e64 ", vreg(r), ", ", src[0], outMods(r, true)});
    } else if (j < 32) {
      cat(s, {"v_cndmask_b32_e64 ", vreg(r), ", ", r.chance(70) ? vreg(r) : inlineConst(r, false), ", ", vreg(r),
              ", ", sreg(r, 2)});
    } else {
      const Op& op = kVop2[r.below(std::size(kVop2))];
      auto src = vop3Srcs(r, {1, 1}, op.fp);
      cat(s, {op.name, "_e64 ", vreg(r), ", ", src[0], ", ", src[1], outMods(r, op.fp)});
    }
  } else if (k < 77) {  // VOP3-only
    uint32_t j = r.below(100);
    if (j < 70) {
      const Op& op = kVop3Only[r.below(std::size(kVop3Only))];
      auto src = vop3Srcs(r, {1, 1, 1}, op.fp);
      cat(s, {op.name, " ", vreg(r), ", ", src[0], ", ", src[1], ", ", src[2], outMods(r, op.fp)});
    } else if (j < 85) {
      auto src = vop3Srcs(r, {1, 1}, false);
      cat(s, {pick(r, kVop3Two), " ", vreg(r), ", ", src[0], ", ", src[1]});
    } else if (j < 93) {
      cat(s, {r.chance(50) ? "v_lshlrev_b64 " : "v_lshrrev_b64 ", vreg(r, 2), ", ",
              r.chance(60) ? std::to_string(r.below(64)) : vreg(r), ", ", vreg(r, 2)});
    } else {
      auto src = vop3Srcs(r, {2, 2}, true);
      cat(s, {r.chance(50) ? "v_add_f64 " : "v_mul_f64 ", vreg(r, 2), ", ", src[0], ", ", src[1], outMods(r, true,
                                                                                                            false)});
    }
  } else if (k < 83) {  // VOP3B
    uint32_t j = r.below(100);
    if (j < 35) {
      auto src = vop3Srcs(r, {1, 1}, false);
      cat(s, {r.chance(50) ? "v_add_co_u32_e64 " : "v_sub_co_u32_e64 ", vreg(r), ", ", sreg(r, 2), ", ", src[0],
              ", ", src[1]});
    } else if (j < 60) {
      cat(s, {r.chance(50) ? "v_addc_co_u32_e64 " : "v_subb_co_u32_e64 ", vreg(r), ", ", sreg(r, 2), ", ",
              r.chance(80) ? vreg(r) : inlineConst(r, false), ", ", vreg(r), ", ", sreg(r, 2)});
    } else {
      auto src = vop3Srcs(r, {1, 1, 2}, false);
      cat(s, {r.chance(50) ? "v_mad_u64_u32 " : "v_mad_i64_i32 ", vreg(r, 2), ", ", sreg(r, 2), ", ", src[0], ", ",
              src[1], ", ", src[2]});
    }
  } else if (k < 91) {  // VOP3P
    bool fp = r.chance(50);
    const char* name = fp ? pick(r, kPkF) : pick(r, kPkI);
    int n = std::string_view(name).ends_with("fma_f16") || std::string_view(name).ends_with("mad_u16") ? 3 : 2;
    auto src = n == 3 ? vop3Srcs(r, {1, 1, 1}, false, true) : vop3Srcs(r, {1, 1}, false, true);
    cat(s, {name, " ", vreg(r)});
    for (auto& x : src) cat(s, {", ", x});
    auto bits = [&] {
      std::string b = "[";
      for (int i = 0; i < n; ++i) cat(b, {i ? "," : "", r.chance(50) ? "1" : "0"});
      b += "]";
      return b;
    };
    if (r.chance(30)) cat(s, {" op_sel:", bits()});
    if (r.chance(20)) cat(s, {" op_sel_hi:", bits()});
    if (fp && r.chance(20)) cat(s, {" neg_lo:", bits()});
    if (fp && r.chance(15)) cat(s, {" neg_hi:", bits()});
  } else if (k < 96) {  // SDWA
    const Op& op = kSdwa2[r.below(std::size(kSdwa2))];
    auto src = [&] { return op.fp ? fmod(r, vreg(r)) : sextOrPlain(r, vreg(r)); };
    cat(s, {op.name, "_sdwa ", vreg(r), ", ", src(), ", ", src(), " dst_sel:", pick(r, kSel), " dst_unused:",
            pick(r, kUnused), " src0_sel:", pick(r, kSel), " src1_sel:", pick(r, kSel)});
  } else {  // DPP
    const Op& op = kDpp2[r.below(std::size(kDpp2))];
    std::string a = vreg(r), b = vreg(r);
    if (op.fp) {
      a = fmod(r, a);
      b = fmod(r, b);
    }
    std::string ctrl;
    switch (r.below(5)) {
      case 0:
        ctrl = fmt("quad_perm:[%ld,%ld,", r.below(4), r.below(4));
        ctrl += fmt("%ld,%ld]", r.below(4), r.below(4));
        break;
      case 1: ctrl = fmt("row_shl:%ld", 1 + r.below(15)); break;
      case 2: ctrl = fmt("row_shr:%ld", 1 + r.below(15)); break;
      case 3: ctrl = "row_mirror"; break;
      default: ctrl = r.chance(50) ? "row_bcast:15" : "wave_shr:1"; break;
    }
    cat(s, {op.name, "_dpp ", vreg(r), ", ", a, ", ", b, " ", ctrl, " row_mask:0xf bank_mask:",
            r.chance(70) ? "0xf" : "0x3", r.chance(30) ? " bound_ctrl:1" : ""});
  }
  return s;
}

std::string offset(Rng& r, int lo, int hi) {
  if (r.chance(25)) return "";
  int off = lo + static_cast<int>(r.below(static_cast<uint32_t>(hi - lo + 1)));
  if (r.chance(60)) off &= ~3;
  return off ? fmt(" offset:%ld", off) : "";
}

std::string vmem(Rng& r) {
  static const char* const widths[] = {"dword", "dwordx2", "dwordx4"};
  std::string s = "  ";
  uint32_t k = r.below(100);
  uint32_t w = r.below(3);
  int n = 1 << w;
  if (k < 15) {
    static const char* const waits[] = {"s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(0)",
                                        "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_waitcnt vmcnt(2)",
                                        "s_waitcnt vmcnt(1) lgkmcnt(1)"};
    s += pick(r, waits);
  } else if (k < 47) {
    bool saddr = r.chance(35);
    if (r.chance(60)) {
      cat(s, {"global_load_", widths[w], " ", vreg(r, n), ", "});
      if (saddr) cat(s, {vreg(r), ", ", sreg(r, 2)});
      else cat(s, {vreg(r, 2), ", off"});
    } else if (saddr) {
      cat(s, {"global_store_", widths[w], " ", vreg(r), ", ", vreg(r, n), ", ", sreg(r, 2)});
    } else {
      cat(s, {"global_store_", widths[w], " ", vreg(r, 2), ", ", vreg(r, n), ", off"});
    }
    s += offset(r, -4096, 4095);
  } else if (k < 57) {
    if (r.chance(60)) cat(s, {"flat_load_", widths[w], " ", vreg(r, n), ", ", vreg(r, 2)});
    else cat(s, {"flat_store_", widths[w], " ", vreg(r, 2), ", ", vreg(r, n)});
    s += offset(r, 0, 4095);
  } else if (k < 85) {
    switch (r.below(5)) {
      case 0: cat(s, {"ds_read_b32 ", vreg(r), ", ", vreg(r)}); break;
      case 1: cat(s, {"ds_read_b64 ", vreg(r, 2), ", ", vreg(r)}); break;
      case 2: cat(s, {"ds_write_b32 ", vreg(r), ", ", vreg(r)}); break;
      case 3: cat(s, {"ds_write_b64 ", vreg(r), ", ", vreg(r, 2)}); break;
      default:
        cat(s, {"ds_read2_b32 ", vreg(r, 2), ", ", vreg(r), fmt(" offset0:%ld offset1:%ld", 1 + r.below(255),
                                                                      1 + r.below(255))});
        return s;
    }
    s += offset(r, 0, 65535);
  } else {
    cat(s, {r.chance(65) ? "buffer_load_" : "buffer_store_", widths[w], " ", vreg(r, n), ", ", vreg(r), ", ",
            sreg(r, 4), ", ", r.chance(50) ? sreg(r) : "0", " offen", offset(r, 0, 4095)});
  }
  return s;
}

std::string scalarOp(Rng& r, size_t line, const std::vector<size_t>& labelLines) {
  static const char* const loads[] = {"s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8"};
  static const char* const branches[] = {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
                                         "s_cbranch_execz", "s_cbranch_vccnz", "s_cbranch_execnz"};
  static const char* const sop2[] = {"s_add_u32", "s_sub_u32", "s_and_b32", "s_or_b32", "s_xor_b32",
                                     "s_lshl_b32", "s_lshr_b32", "s_min_u32", "s_mul_i32"};
  std::string s = "  ";
  uint32_t k = r.below(100);
  if (k < 22) {
    uint32_t w = r.below(4);
    cat(s, {loads[w], " ", sreg(r, 1 << w), ", ", sreg(r, 2), ", ", fmt("0x%lx", r.below(1u << 12))});
  } else if (k < 38) {
    size_t lo = line > kBranchWindow ? line - kBranchWindow : 0, hi = line + kBranchWindow;
    size_t first = lo / kLabelEvery, last = std::min(labelLines.size() - 1, hi / kLabelEvery);
    size_t t;
    do {
      t = first + r.below(static_cast<uint32_t>(last - first + 1));
    } while (labelLines[t] < lo || labelLines[t] > hi);
    cat(s, {pick(r, branches), " L", std::to_string(t)});
  } else if (k < 50) {
    if (r.chance(50)) cat(s, {"s_and_saveexec_b64 ", sreg(r, 2), ", vcc"});
    else cat(s, {"s_or_b64 exec, exec, ", sreg(r, 2)});
  } else if (k < 80) {
    cat(s, {pick(r, sop2), " ", sreg(r), ", ", r.chance(20) ? literal(r) : sreg(r), ", ",
            r.chance(30) ? inlineConst(r, false) : sreg(r)});
  } else if (k < 90) {
    cat(s, {"s_mov_b32 ", sreg(r), ", ", r.chance(50) ? inlineConst(r, true) : sreg(r)});
  } else {
    cat(s, {"s_cmp_lg_u32 ", sreg(r), ", ", inlineConst(r, false)});
  }
  return s;
}

using gcnkit::bench::Program;

Program generate(size_t n, uint64_t seed = 1) {
  Rng r{seed};
  std::vector<size_t> labelLines;  // label k on line k*50 (+-10 jitter), the first on line 0
  for (size_t k = 0;; ++k) {
    size_t line = k == 0 ? 0 : k * kLabelEvery + r.below(20) - 10;
    if (line + 1 >= n) break;
    labelLines.push_back(line);
  }
  Program p;
  p.source.reserve(n * 48);
  size_t nextLabel = 0;
  for (size_t line = 0; line + 1 < n; ++line) {
    if (nextLabel < labelLines.size() && labelLines[nextLabel] == line) {
      cat(p.source, {"L", std::to_string(nextLabel++), ":"});
    } else {
      uint32_t k = r.below(100);
      p.source += k < 60 ? valu(r) : k < 80 ? vmem(r) : scalarOp(r, line, labelLines);
    }
    p.source += '\n';
  }
  p.source += "  s_endpgm\n";
  p.lines = n;
  return p;
}

const gcnkit::Target& target() { return gcnkit::bench::gfx900(); }

gcnkit::AssembleResult assembleOrDie(const Program& p, bool listing) {
  return gcnkit::bench::assembleOrDie(p.source, "bench_vector.s", listing);
}


const Program& program(size_t n) {
  static gcnkit::bench::ProgramCache cache;
  return cache.get(n, [](size_t k) { return generate(k); });
}

size_t countInstructions(std::span<const uint8_t> bytes) {
  size_t n = 0;
  gcnkit::disassemble(bytes, target(), [&](const gcnkit::DisasmLine& l) {
    if (!l.valid) {
      std::fprintf(stderr, "gcnkit_bench: invalid word at offset %zu of the vector program\n", l.offset);
      std::exit(1);
    }
    ++n;
  });
  return n;
}

void BM_VectorAssemble(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  gcnkit::bench::assembleBenchmark(state, p.source, p.lines, "bench_vector.s", false);
}

void BM_VectorAssembleShowEncoding(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  gcnkit::bench::assembleBenchmark(state, p.source, p.lines, "bench_vector.s", true);
}

void BM_VectorDisassemble(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  const auto bytes = assembleOrDie(p, false).bytes;
  gcnkit::bench::disassembleBenchmark(state, bytes, countInstructions(bytes), false);
}

// parseByteList + disassemble: the library part of `gcnkit mc -disassemble` (items: instructions).
void BM_VectorDisassembleByteList(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  const auto bytes = assembleOrDie(p, false).bytes;
  gcnkit::bench::disassembleBenchmark(state, bytes, countInstructions(bytes), true);
}

constexpr int64_t kLines = 100000;
BENCHMARK(BM_VectorAssemble)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_VectorAssembleShowEncoding)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_VectorDisassemble)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_VectorDisassembleByteList)->Arg(kLines)->Unit(benchmark::kMillisecond);

}  // namespace

// For checking the generated program against llvm-mc: GCNKIT_BENCH_VECTOR_DUMP=FILE writes it (100,000 lines).
namespace {
const bool kDumped = [] {
  if (const char* path = std::getenv("GCNKIT_BENCH_VECTOR_DUMP")) {
    if (FILE* f = std::fopen(path, "w")) {
      const Program& p = program(kLines);
      std::fwrite(p.source.data(), 1, p.source.size(), f);
      std::fclose(f);
    }
  }
  return true;
}();
}  // namespace
