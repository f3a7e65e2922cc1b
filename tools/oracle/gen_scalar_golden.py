#!/usr/bin/env python3
"""Generate golden vectors for scalar instructions using llvm-mc-22 as oracle.

Reads tools/oracle/scalar_facts.tsv (run extract_scalar_facts.py first) and writes
tests/golden/scalar/<gen>.tsv (assembly) and tests/golden/scalar/dis_<gen>.tsv
(disassembly; gfx8+ only, llvm-mc cannot disassemble gfx6/gfx7).
"""
import csv
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import GENS, REP_CPU, generate_goldens, words_le, write_asm_golden, write_dis_golden, split_operands
from scalar_enc import (ENC_OPS, smem_opcodes, encodings_for, canonical_words, is_gfx10, is_gfx11, is_gfx12, sop2, sopk,
                        sop1, sopc, sopp, smem_gfx89, smem_gfx10, smem_gfx11, smem_gfx12)

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "scalar"))
SEED = 20240601

SRC32 = ["s0", "s1", "s101", "s102", "s103", "s104", "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi",
         "flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi", "tba_lo", "tma_hi",
         "ttmp0", "ttmp11", "ttmp15", "null", "src_shared_base", "src_private_base",
         "src_shared_limit", "src_private_limit", "src_pops_exiting_wave_id", "src_vccz",
         "src_execz", "src_scc", "scc", "vccz", "execz", "src_lds_direct", "0", "64", "65", "-1", "-16",
         "-17", "0.5", "-4.0", "1.0", "0.15915494", "0x12345678", "-100", "0x3f800000",
         "0xffffffff", "v0", "s[0:1]", "abc"]
SRC64 = ["s[0:1]", "s[2:3]", "s[100:101]", "s[102:103]", "s[1:2]", "vcc", "exec", "flat_scratch",
         "xnack_mask", "tba", "tma", "ttmp[0:1]", "ttmp[14:15]", "ttmp[1:2]", "null", "src_shared_base",
         "src_private_limit", "src_pops_exiting_wave_id", "src_execz", "scc", "0", "64", "-1", "-16",
         "0.5", "-4.0", "0.15915494", "0x12345678", "-100", "0xffffffff", "s0", "s[0:3]"]
SRC1_32 = ["s0", "s103", "vcc_hi", "m0", "exec_lo", "ttmp3", "null", "src_scc", "0", "-16", "1.0",
           "0x12345678", "0x12345678 ", "-100"]
DST32 = ["s0", "s101", "s103", "s104", "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "flat_scratch_lo",
         "tba_lo", "ttmp0", "ttmp15", "null", "scc", "src_scc", "0", "0x12345678"]
DST64 = ["s[0:1]", "s[2:3]", "s[1:2]", "s[100:101]", "s[102:103]", "vcc", "exec", "flat_scratch",
         "xnack_mask", "tba", "ttmp[2:3]", "null", "s0", "0"]
SIMM16 = ["0", "1", "0x1234", "0x7fff", "0x8000", "0xffff", "65535", "65536", "-1", "-32768", "-32769",
          "0x10000", "s1"]
SOPP_IMM = ["0", "1", "3", "0x7fff", "0xffff", "-1", "-32768", "65536", "-32769", "s0"]
SMEM_OFF = ["0", "0x10", "0xff", "0x100", "0x3ff", "0x400", "0xfffff", "0x100000", "0x1fffff",
            "0x200000", "-1", "-0x10", "-0x100000", "-0x100001", "0x12345678", "s4", "s101", "m0",
            "vcc_lo", "null", "ttmp4", "s[4:5]", "s4 offset:0x10", "m0 offset:0xff",
            "s4 offset:-1", "s4 offset:0x1fffff", "offset:0x10", "s4 offset:s5"]
SMEM_MODS = ["glc", "nv", "dlc", "glc dlc", "slc", "glc nv", "offset:4", "glc glc"]
SBASE2 = ["s[0:1]", "s[2:3]", "s[3:4]", "s[100:101]", "s[102:103]", "vcc", "exec", "flat_scratch",
          "ttmp[0:1]", "s4", "s[4:7]", "null"]
SBASE4 = ["s[0:3]", "s[4:7]", "s[2:5]", "s[96:99]", "s[100:103]", "ttmp[4:7]", "ttmp[2:5]", "s[4:5]"]
SDATA = {1: DST32[:9] + ["ttmp0", "null", "scc"],
         2: ["s[0:1]", "s[2:3]", "s[1:2]", "s[100:101]", "vcc", "exec", "ttmp[0:1]", "flat_scratch", "null", "s0"],
         4: ["s[0:3]", "s[4:7]", "s[2:5]", "s[96:99]", "s[100:103]", "ttmp[4:7]", "ttmp[12:15]", "s[0:1]"],
         8: ["s[0:7]", "s[8:15]", "s[4:11]", "s[96:103]", "ttmp[8:15]", "s[0:3]"],
         16: ["s[0:15]", "s[16:31]", "s[8:23]", "s[88:103]", "s[96:111]", "ttmp[0:15]", "s[0:7]"]}

WAITCNT = ["0", "3", "0x3f70", "0xffff", "65536", "-1", "vmcnt(0)", "expcnt(0)", "lgkmcnt(0)",
           "vmcnt(0) expcnt(0) lgkmcnt(0)", "vmcnt(1) & expcnt(2) & lgkmcnt(3)",
           "vmcnt(1), expcnt(2), lgkmcnt(3)", "vmcnt(1)&lgkmcnt(3)", "lgkmcnt(3) vmcnt(1)",
           "vmcnt(15)", "vmcnt(16)", "vmcnt(63)", "vmcnt(64)", "expcnt(7)", "expcnt(8)",
           "lgkmcnt(7)", "lgkmcnt(15)", "lgkmcnt(16)", "lgkmcnt(31)", "lgkmcnt(63)", "lgkmcnt(64)",
           "vmcnt_sat(100)", "expcnt_sat(100)", "lgkmcnt_sat(100)", "vmcnt(0) vmcnt(0)",
           "vmcnt(0) expcnt(0) lgkmcnt(0) foo", "vscnt(0)", "vmcnt(-1)", "vmcnt(1", "bogus(1)",
           "VMCNT(1)", "vmcnt(0x1)"]
SENDMSG = ["sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS, GS_OP_EMIT, 0)", "sendmsg(MSG_GS, GS_OP_CUT, 1)",
           "sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3)", "sendmsg(MSG_GS, GS_OP_EMIT, 4)",
           "sendmsg(MSG_GS_DONE, GS_OP_NOP)", "sendmsg(MSG_GS_DONE, GS_OP_EMIT)",
           "sendmsg(MSG_GS)", "sendmsg(MSG_SAVEWAVE)", "sendmsg(MSG_STALL_WAVE_GEN)",
           "sendmsg(MSG_HALT_WAVES)", "sendmsg(MSG_ORDERED_PS_DONE)", "sendmsg(MSG_EARLY_PRIM_DEALLOC)",
           "sendmsg(MSG_GS_ALLOC_REQ)", "sendmsg(MSG_GET_DOORBELL)", "sendmsg(MSG_GET_DDID)",
           "sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)", "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)",
           "sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)", "sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)",
           "sendmsg(MSG_SYSMSG)", "sendmsg(2, 1, 0)", "sendmsg(15, 0)", "sendmsg(16)", "sendmsg(MSG_FOO)",
           "sendmsg(MSG_INTERRUPT, 0)", "sendmsg(MSG_GS, GS_OP_EMIT, 0, 1)", "0", "1", "0x22", "0xffff",
           "65536", "sendmsg(1 + 1)",
           # GFX11: 8-bit message ids, no operations but MSG_SYSMSG's, the RTN messages
           "sendmsg(MSG_HS_TESSFACTOR)", "sendmsg(MSG_DEALLOC_VGPRS)", "sendmsg(MSG_RTN_GET_DOORBELL)",
           "sendmsg(MSG_RTN_GET_REALTIME)", "sendmsg(MSG_HS_TESSFACTOR, 1)", "sendmsg(255)", "sendmsg(256)",
           "sendmsg(47, 0, 0)", "sendmsg(1, 1, 1)", "257", "0x101", "0x80"]
SENDMSG_RTN = ["sendmsg(MSG_RTN_GET_DOORBELL)", "sendmsg(MSG_RTN_GET_DDID)", "sendmsg(MSG_RTN_GET_TMA)",
               "sendmsg(MSG_RTN_GET_REALTIME)", "sendmsg(MSG_RTN_SAVE_WAVE)", "sendmsg(MSG_RTN_GET_TBA)",
               "sendmsg(MSG_RTN_GET_TBA_TO_PC)", "sendmsg(MSG_RTN_GET_SE_AID_ID)", "sendmsg(MSG_INTERRUPT)",
               "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)", "sendmsg(MSG_SYSMSG)", "sendmsg(MSG_RTN_GET_TMA, 1)",
               "sendmsg(128)", "sendmsg(255)", "sendmsg(256)", "sendmsg(124)", "sendmsg(125)", "128", "255",
               "256", "-1", "0", "s1", "sendmsg(MSG_FOO)", "sendmsg(MSG_GS, GS_OP_CUT)"]
DELAY_ALU = ["0", "1", "0x7ff", "0x800", "0x1234", "65535", "65536", "-1", "instid0(NO_DEP)",
             "instid0(VALU_DEP_1)", "instid0(VALU_DEP_4)", "instid0(TRANS32_DEP_3)", "instid0(FMA_ACCUM_CYCLE_1)",
             "instid0(SALU_CYCLE_3)", "instskip(SAME)", "instskip(NEXT)", "instskip(SKIP_4)",
             "instid1(SALU_CYCLE_1)", "instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)",
             "instid1(SALU_CYCLE_1) | instid0(VALU_DEP_2)", "instid0(VALU_DEP_1)|instskip(SKIP_1)",
             "instid0(VALU_DEP_1) | instid0(VALU_DEP_2)", "instid0(VALU_DEP_1) instskip(NEXT)",
             "instid0(VALU_DEP_1) |", "instid0(FOO)", "instid0(1)", "instid0()", "foo(VALU_DEP_1)",
             "instskip(VALU_DEP_1)", "instid0(VALU_DEP_1", "instid0 VALU_DEP_1", "INSTID0(VALU_DEP_1)",
             "instid0(valu_dep_1)", "s0"]
HWREG = ["hwreg(HW_REG_MODE)", "hwreg(HW_REG_STATUS, 0, 32)", "hwreg(HW_REG_TRAPSTS, 8, 4)",
         "hwreg(HW_REG_HW_ID)", "hwreg(HW_REG_GPR_ALLOC, 31, 1)", "hwreg(HW_REG_LDS_ALLOC)",
         "hwreg(HW_REG_IB_STS)", "hwreg(HW_REG_PC_LO)", "hwreg(HW_REG_PC_HI)", "hwreg(HW_REG_INST_DW0)",
         "hwreg(HW_REG_SH_MEM_BASES)", "hwreg(HW_REG_TBA_LO)", "hwreg(HW_REG_TMA_HI)",
         "hwreg(HW_REG_FLAT_SCR_LO)", "hwreg(HW_REG_XNACK_MASK)", "hwreg(HW_REG_HW_ID1)",
         "hwreg(HW_REG_HW_ID2)", "hwreg(HW_REG_POPS_PACKER)", "hwreg(HW_REG_SHADER_CYCLES)",
         "hwreg(HW_REG_MODE, 0, 33)", "hwreg(HW_REG_MODE, 32, 1)", "hwreg(HW_REG_MODE, 0, 0)",
         "hwreg(63)", "hwreg(64)", "hwreg(1, 2, 3)", "hwreg(HW_REG_FOO)", "hwreg(HW_REG_MODE, 1)",
         "0", "0x1234", "0xffff", "65536", "-1", "hwreg(1, 2, 3,)",
         "hwreg(HW_REG_PERF_SNAPSHOT_DATA)", "hwreg(HW_REG_PERF_SNAPSHOT_PC_LO)", "hwreg(HW_REG_PERF_SNAPSHOT_PC_HI)",
         "hwreg(HW_REG_FLAT_SCR_HI, 0, 16)", "hwreg(18)", "hwreg(27)"]
GPRIDX = ["gpr_idx()", "gpr_idx(SRC0)", "gpr_idx(SRC1,SRC2)", "gpr_idx(SRC0,SRC1,SRC2,DST)", "gpr_idx(DST)",
          "gpr_idx(SRC0,SRC0)", "gpr_idx(SRC3)", "gpr_idx(SRC0", "0", "15", "16", "-1"]
DEPCTR = ["0", "0xfffe", "0xffff", "0x10000", "depctr_hold_cnt(0)", "depctr_sa_sdst(0)",
          "depctr_va_vdst(0)", "depctr_va_sdst(0)", "depctr_va_ssrc(0)", "depctr_va_vcc(0)",
          "depctr_vm_vsrc(0)", "depctr_va_vdst(15)", "depctr_va_vdst(16)", "depctr_vm_vsrc(7)",
          "depctr_vm_vsrc(8)", "depctr_va_vdst(0) depctr_vm_vsrc(0)", "depctr_va_vdst(0) & depctr_va_sdst(1)",
          "depctr_va_vdst(1), depctr_va_sdst(1)", "depctr_va_vdst(0) depctr_va_vdst(0)", "depctr_foo(0)"]


def width(op):
    m = re.fullmatch(r"s\[(\d+):(\d+)\]", op)
    if m:
        return int(m.group(2)) - int(m.group(1)) + 1
    if re.fullmatch(r"s\d+", op):
        return 1
    return None


def load_facts():
    rows = list(csv.reader(open(os.path.join(HERE, "scalar_facts.tsv")), delimiter="\t"))
    h = rows[0]
    facts = []
    for r in rows[1:]:
        d = dict(zip(h, r))
        facts.append(d)
    return facts


def sample_for(d, gen):
    s = d["sample_" + gen].lstrip("~")
    if not s:
        for g in reversed(GENS):
            if d[g] != "-1" and d["sample_" + g].lstrip("~"):
                s = d["sample_" + g].lstrip("~")
                break
    if not s:
        s = d["mnemonic"]
    return s


def lines_for(d, gen):
    enc, m = d["encoding"], d["mnemonic"]
    base = sample_for(d, gen)
    rest = base[len(m):].strip()
    ops = split_operands(rest)
    out = [base, base.upper(), base + " junk", base + ",", m + "  " + rest.replace(", ", " , ")]
    if ops:
        out.append(m + " " + ", ".join(ops[:-1]))
        out.append(base + ", s0")
    else:
        out.append(m + " 0")

    def subst(i, choices):
        for c in choices:
            o = list(ops)
            o[i] = c
            out.append(m + " " + ", ".join(o))

    if m in ("s_waitcnt",):
        out += [m + " " + w for w in WAITCNT]
        return out
    if m in ("s_sendmsg", "s_sendmsghalt"):
        out += [m + " " + w for w in SENDMSG]
        return out
    if m in ("s_sendmsg_rtn_b32", "s_sendmsg_rtn_b64"):
        dst = ops[0] if ops else "s1"
        out += [m + " " + dst + ", " + w for w in SENDMSG_RTN]
        out += [m + " " + d + ", sendmsg(MSG_RTN_GET_DOORBELL)" for d in (DST64 if "b64" in m else DST32)]
        return out
    if m == "s_delay_alu":
        out += [m + " " + w for w in DELAY_ALU]
        return out
    if m in ("s_set_gpr_idx_mode",):
        out += [m + " " + w for w in GPRIDX]
        return out
    if m == "s_waitcnt_depctr":
        out += [m + " " + w for w in DEPCTR]
        return out
    if m == "s_set_gpr_idx_on":
        out += [m + " s4, " + w for w in GPRIDX] + [m + " " + s + ", gpr_idx(SRC0)" for s in SRC1_32]
        return out
    if m in ("s_getreg_b32", "s_setreg_b32", "s_setreg_imm32_b32"):
        hi = 0 if m == "s_getreg_b32" else 1
        for h in HWREG:
            o = list(ops)
            o[1 - hi if m == "s_getreg_b32" else 0] = h
            out.append(m + " " + ", ".join(o))
        subst(0 if m == "s_getreg_b32" else 1, (DST32 if m == "s_getreg_b32" else SRC1_32)
              if m != "s_setreg_imm32_b32" else ["0", "0x12345678", "-1", "1.0", "s0", "0xffffffff"])
        return out
    if enc == "SOPP":
        if ops:
            subst(len(ops) - 1, SOPP_IMM + ["0x3 0x4", "1+2", "-(4)"])
        else:
            out += [m + " 1", m + " s0"]
        return out
    if enc == "SOPK":
        if len(ops) >= 1:
            subst(len(ops) - 1, SIMM16)
        if len(ops) == 2:
            w = width(ops[0])
            subst(0, DST64 if w == 2 else DST32)
        return out
    if enc in ("SOP2", "SOP1", "SOPC"):
        has_dst = enc != "SOPC" and len(ops) >= 2
        for i, o in enumerate(ops):
            w = width(o)
            if i == 0 and has_dst:
                subst(i, DST64 if w == 2 else DST32)
            elif w == 2:
                subst(i, SRC64)
            elif w == 1:
                subst(i, SRC32 if i == (1 if has_dst else 0) else SRC1_32)
            elif re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", o):
                subst(i, ["0", "1", "31", "32", "63", "64", "-1", "0x12345678", "s0", "1.0"])
        srcs = [i for i, o in enumerate(ops) if width(o) and not (i == 0 and has_dst)]
        if len(srcs) == 2:
            for a, b in [("0x12345678", "0x12345678"), ("0x12345678", "0x12345679"), ("0x12345678", "-100"),
                         ("65", "65"), ("1.0", "0x3f800000"), ("-100", "0xffffff9c"), ("0.15915494", "0x3e22f983"),
                         ("src_vccz", "src_execz"), ("vccz", "scc")]:
                o = list(ops)
                o[srcs[0]], o[srcs[1]] = a, b
                out.append(m + " " + ", ".join(o))
        return out
    if enc in ("SMRD", "SMEM"):
        if not ops:
            out += [m + " glc", m + " s[0:1]"]
            return out
        # probe forms: [imm,] sdata, sbase, offset
        idx = 0
        if re.fullmatch(r"\d+", ops[0]):
            subst(0, ["0", "7", "8", "127", "128", "s0"])
            idx = 1
        if len(ops) == 1:
            w = width(ops[0])
            subst(0, SDATA.get(w or 2, SDATA[2]))
            return out
        if len(ops) >= idx + 3:
            w = width(ops[idx])
            subst(idx, SDATA.get(w or 1, SDATA[1]))
            idx += 1
        wb = width(ops[idx])
        subst(idx, SBASE4 if wb == 4 else SBASE2)
        if len(ops) > idx + 1:
            subst(idx + 1, SMEM_OFF)
        for mod in SMEM_MODS + (SMEM_MODS_GFX12 if is_gfx12(gen) else []):
            out.append(base + " " + mod)
        return out
    return out


def asm_golden(gen, facts):
    cpu = REP_CPU[gen]
    lines = []
    for d in facts:
        if d[gen] != "-1":
            lines += lines_for(d, gen)
        else:
            lines.append(sample_for(d, gen))  # not on this generation
    if gen == "gfx11":
        lines += GFX11_LINES
    if gen == "gfx12":
        lines += GFX11_LINES + GFX12_LINES
    if gen == "gfx12_5":
        lines += GFX11_LINES + GFX12_LINES + GFX12_5_LINES
    lines += ["s_add_u32", "s_add_u32 s1, s2, s3 s4", "s_add_u32 s1 s2 s3", "s_nop_x 0", "s_add_u32 s1, s2, 0x", "",
              "s_mov_b32 s0, lit(1)", "s_mov_b32 s0, abs(1)", "s_mov_b32 s0, -s1", "s_load_dword s1, s[2:3], 0 offset:4",
              "s_mov_b32 s0, 1e1", "s_mov_b32 s0, 0x1.0p0", "s_mov_b32 s0, 1.5", "s_mov_b64 s[0:1], 1.5",
              "s_mov_b64 s[0:1], 0x100000000", "s_mov_b32 s0, 0x100000000", "s_mov_b32 s0, -0x80000001",
              "s_mov_b32 s0, s[0]", "s_mov_b32 s0, s[0:0]", "s_mov_b64 s[0:1], s[0:1:2]", "s_mov_b32 ttmp16, 0",
              "s_mov_b32 s0, ttmp[1]", "s_mov_b32 s0, 1 + 2", "s_mov_b32 s0, (1 << 4) - 1", "s_mov_b32 s0, ; comment",
              "s_mov_b32 s0, s1 // comment", "s_branch 0x10000", "s_branch -32768", "s_branch 32767",
              "s_cbranch_scc0 -1", "s_mov_b32 s0, 1.0e-45"]
    return write_asm_golden(os.path.join(OUT, gen + ".tsv"), cpu, lines, SEED, 200)


# GFX11's own forms: the exchanged m0/null codes in every scalar field, SMEM's null and m0 offsets, true16-free
# scalar forms of SALU floating point (refused on gfx1100, assembled on gfx1150: float literals, f16 constants).
GFX11_LINES = [
    "s_mov_b32 m0, null", "s_mov_b32 null, m0", "s_add_u32 m0, null, m0", "s_cmp_eq_u32 m0, null",
    "s_movk_i32 m0, 0x1234", "s_movk_i32 null, 0x1234", "s_load_b32 m0, s[0:1], 0x0", "s_load_b32 null, s[0:1], m0",
    "s_load_b32 s1, s[0:1], m0 offset:0x10", "s_load_b32 s1, null, 0x0", "s_load_b64 s[0:1], s[124:125], 0x0",
    "s_buffer_load_b32 s1, s[4:7], m0", "s_buffer_load_b32 s1, s[4:7], -1", "s_buffer_load_b32 s1, s[4:7], 0xfffff",
    "s_waitcnt_vscnt null, 0x0", "s_waitcnt_vmcnt null, 0x3f", "s_getreg_b32 null, hwreg(HW_REG_MODE)",
    "s_setreg_b32 hwreg(HW_REG_MODE), m0", "s_mov_b64 s[0:1], null", "s_and_b64 null, s[0:1], null",
    "s_sendmsg_rtn_b32 m0, sendmsg(MSG_RTN_GET_DOORBELL)", "s_sendmsg_rtn_b32 null, sendmsg(MSG_RTN_GET_DOORBELL)",
    "s_add_f32 s0, s1, 1.5", "s_add_f32 s0, s1, 1.0", "s_add_f32 s0, 0.5, -4.0", "s_add_f16 s0, s1, 1.5",
    "s_add_f16 s0, s1, 1.0", "s_add_f16 s0, s1, 0x3c00", "s_add_f16 s0, s1, 0x3e00", "s_add_f16 s0, s1, 0x12345",
    "s_add_f16 s0, s1, -1", "s_add_f16 s0, s1, 0xffff", "s_add_f16 s0, s1, 65", "s_add_f16 s0, s1, 0.15915494",
    "s_add_f32 s0, s1, 0.15915494", "s_add_f32 s0, s1, 0x3e22f983", "s_fmaak_f32 s0, s1, s2, 1.0",
    "s_fmaak_f32 s0, s1, s2, 5", "s_fmaak_f32 s0, s1, s2, 0x12345678", "s_fmaak_f32 s0, s1, s2, -1",
    "s_fmamk_f32 s0, s1, 1.0, s2", "s_fmamk_f32 s0, s1, 0x12345678, s2", "s_fmaak_f32 s0, 1.5, s2, 1.5",
    "s_fmaak_f32 s0, 1.5, s2, 2.5", "s_fmaak_f32 s0, s1, s2", "s_fmac_f32 s0, s1, 1.0", "s_fmac_f16 s0, 1.5, s1",
    "s_cvt_f32_i32 s0, 1.5", "s_cvt_f16_f32 s0, 1.5", "s_cvt_f32_f16 s0, 1.5", "s_cvt_hi_f32_f16 s0, 0x3c00",
    "s_cmp_lt_f32 s0, 1.5", "s_cmp_lt_f16 s0, 1.5", "s_cmp_lt_f16 0x3c00, s0", "s_ceil_f16 s0, -2.0",
    "s_cvt_pk_rtz_f16_f32 s0, 1.5, 2.5", "s_min_f32 s0, s1, lit(1.0)", "s_max_f16 s0, s1, lit(0x3c00)",
    "s_version UC_VERSION_GFX11", "s_version UC_VERSION_GFX11 | UC_VERSION_W32_BIT", "s_clause 0x3f",
    "s_clause 0x40", "s_wait_event 0x1", "s_wait_event 0x2", "s_set_inst_prefetch_distance 0x3",
    "s_waitcnt_depctr depctr_va_vdst(0)", "s_waitcnt_depctr depctr_hold_cnt(0)",
    "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)", "s_waitcnt vmcnt(0) & lgkmcnt(0)",
    "s_mov_b32 s0, src_vccz", "s_mov_b32 s0, src_execz", "s_mov_b32 s0, src_scc", "s_mov_b32 s0, src_lds_direct",
    "s_mov_b32 s0, src_pops_exiting_wave_id", "s_mov_b32 s0, xnack_mask_lo", "s_mov_b64 s[0:1], flat_scratch",
    "s_andn2_b32 s0, s1, s2", "s_load_dword s1, s[2:3], 0x10", "s_load_dwordx16 s[0:15], s[2:3], 0x10",
    "s_buffer_load_dwordx8 s[0:7], s[4:7], 0x10", "s_ff1_i32_b32 s0, s1", "s_flbit_i32 s0, s1",
    "s_inst_prefetch 0x3", "s_memtime s[0:1]", "s_memrealtime s[0:1]", "s_store_dword s1, s[2:3], 0",
    "s_dcache_wb", "s_atomic_add s1, s[2:3], 0", "s_dcache_inv", "s_gl1_inv", "s_atc_probe 7, s[2:3], 0x10",
    "s_atc_probe_buffer 7, s[4:7], m0", "s_cbranch_join s0", "s_setvskip s0, s1", "s_sleep_var s1", "s_sleep 0x2",
]


# GFX12's own forms: the 24-bit SMEM offset's edges (and the 23-bit unsigned one of buffer forms), null and m0
# offsets, the sub-dword and b96 loads' alignments, the prefetches, the s_wait_* counters, s_wait_alu.
GFX12_LINES = [
    "s_load_b32 s1, s[2:3], 0x7fffff", "s_load_b32 s1, s[2:3], -0x800000", "s_load_b32 s1, s[2:3], 0x800000",
    "s_load_b32 s1, s[2:3], -0x800001", "s_load_b32 s1, s[2:3], s4 offset:0x7fffff",
    "s_load_b32 s1, s[2:3], s4 offset:-0x800000", "s_load_b32 s1, s[2:3], s4 offset:0x800000",
    "s_load_b32 s1, s[2:3], null", "s_load_b32 s1, s[2:3], null offset:0x10", "s_load_b32 s1, s[2:3], m0",
    "s_load_b32 s1, s[2:3], m0 offset:-0x10", "s_load_b32 s1, s[2:3], s4 offset:0", "s_load_b32 s1, s[2:3]",
    "s_load_b32 s1, s[2:3] th:TH_LOAD_NT", "s_buffer_load_b32 s1, s[4:7], 0x7fffff",
    "s_buffer_load_b32 s1, s[4:7], 0x800000", "s_buffer_load_b32 s1, s[4:7], -1",
    "s_buffer_load_b32 s1, s[4:7], s4 offset:0x7fffff", "s_buffer_load_b32 s1, s[4:7], null offset:0x7fffff",
    "s_load_b96 s[0:2], s[2:3], 0x10", "s_load_b96 s[1:3], s[2:3], 0x10", "s_load_b96 s[4:6], s[2:3], 0x10",
    "s_load_b96 s[2:4], s[2:3], 0x10", "s_buffer_load_b96 s[8:10], s[4:7], 0x10",
    "s_load_i8 s1, s[2:3], 0x1", "s_load_u16 s1, s[2:3], 0x3", "s_load_u8 s[2:3], s[2:3], 0x0",
    "s_buffer_load_i16 s1, s[4:7], s5 offset:0x2", "s_prefetch_inst s[2:3], 0x10, null, 8",
    "s_prefetch_inst s[2:3], -0x800000, m0, 0", "s_prefetch_inst s[2:3], 0x7fffff, s4, 127",
    "s_prefetch_inst s[2:3], 0x800000, s4, 1", "s_prefetch_inst s[2:3], s4, 1", "s_prefetch_inst s[2:3], 0x10, s4",
    "s_prefetch_inst s[2:3], 0x10, 1, 1", "s_prefetch_inst s[2:3], 0x10, s[4:5], 1",
    "s_prefetch_inst s[3:4], 0x10, s4, 1", "s_prefetch_data s[2:3], 0x10, s4, 128", "s_prefetch_data s[2:3], 0x10, s4, 255",
    "s_prefetch_data s[2:3], 0x10, s4, -1", "s_prefetch_data s[2:3], 0x10, s4, -17", "s_prefetch_data s[2:3], 0x10, s4, 65",
    "s_prefetch_data s[2:3], 0x10, s4, 0xffffffff", "s_prefetch_data s[2:3], 0x10, s4, 0x100000000",
    "s_prefetch_data s[2:3], 0x10, vcc_lo, 1", "s_prefetch_data s[2:3], 0x10, exec_lo, 1",
    "s_prefetch_data s[2:3], 0x10, ttmp1, 1", "s_prefetch_data s[2:3], 0x10, s4, 1 th:TH_LOAD_NT",
    "s_prefetch_data s[2:3], 0x10, s4, 1 glc", "s_buffer_prefetch_data s[4:7], 0x10, null, 8",
    "s_buffer_prefetch_data s[2:5], 0x10, null, 8", "s_prefetch_inst_pc_rel 0x10, null, 8",
    "s_prefetch_inst_pc_rel -0x800000, s5, 8", "s_prefetch_data_pc_rel 0x7fffff, m0, 0",
    "s_prefetch_data_pc_rel s5, 1", "s_prefetch_data_pc_rel 1+2, s5, 1",
    "s_wait_loadcnt 0x3f", "s_wait_loadcnt 0xffff", "s_wait_loadcnt 0x10000", "s_wait_loadcnt -1",
    "s_wait_dscnt 0", "s_wait_kmcnt 0x1f", "s_wait_storecnt 0", "s_wait_samplecnt 0x3f", "s_wait_bvhcnt 7",
    "s_wait_expcnt 7", "s_wait_loadcnt_dscnt 0x0", "s_wait_loadcnt_dscnt 0x3f3f", "s_wait_storecnt_dscnt 0x2a15",
    "s_wait_loadcnt_dscnt loadcnt(1) dscnt(2)", "s_wait_alu 0xfffe", "s_wait_alu 0xffff", "s_wait_alu 0",
    "s_wait_alu depctr_va_vdst(0)", "s_wait_alu depctr_sa_sdst(0)", "s_wait_alu depctr_va_sdst(0) depctr_vm_vsrc(0)",
    "s_wait_alu depctr_va_vcc(0)", "s_wait_alu depctr_hold_cnt(0)", "s_waitcnt_depctr depctr_va_vdst(0)",
    "s_barrier_signal -1", "s_barrier_signal -2", "s_barrier_signal m0", "s_barrier_signal 0x10",
    "s_barrier_signal_isfirst -1", "s_barrier_wait 0xffff", "s_barrier_wait -1", "s_barrier", "s_barrier_leave",
    "s_get_barrier_state s1, -1", "s_barrier_init m0", "s_barrier_join -1", "s_alloc_vgpr 32", "s_alloc_vgpr s1",
    "s_sleep_var 3", "s_sleep_var s1", "s_sleep_var 0x12345678", "s_add_co_u32 s1, s2, s3", "s_add_u32 s1, s2, s3",
    "s_addk_co_i32 s1, 0x10", "s_addk_i32 s1, 0x10", "s_cmpk_eq_i32 s1, 0x10", "s_add_nc_u64 s[0:1], s[2:3], 1",
    "s_add_nc_u64 s[0:1], s[2:3], 0x12345678", "s_sub_nc_u64 s[0:1], -1, s[2:3]", "s_mul_u64 s[0:1], s[2:3], s[4:5]",
    "s_min_num_f32 s1, s2, 1.0", "s_maximum_f16 s1, s2, 0x3c00", "s_minimum_f32 s1, s2, s3", "s_min_f32 s1, s2, s3",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_MODE)", "s_getreg_b32 s1, hwreg(HW_REG_MODE)",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_STATUS)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_HW_ID1)",
    "s_getreg_b32 s1, hwreg(HW_REG_HW_ID1)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_GPR_ALLOC)",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_LDS_ALLOC)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_IB_STS)",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_IB_STS2)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_SCHED_MODE)",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_EXCP_FLAG_PRIV)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_EXCP_FLAG_USER)",
    "s_getreg_b32 s1, hwreg(HW_REG_WAVE_TRAP_CTRL)", "s_getreg_b32 s1, hwreg(HW_REG_SHADER_CYCLES_LO)",
    "s_getreg_b32 s1, hwreg(HW_REG_SHADER_CYCLES_HI)", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_DVGPR_ALLOC_LO)",
    "s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)", "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", "s_sendmsg sendmsg(MSG_HS_TESSFACTOR)",
    "s_sendmsg sendmsg(MSG_GS_DONE)", "s_sendmsg sendmsg(MSG_SAVEWAVE)", "s_sendmsg_rtn_b32 s1, sendmsg(MSG_RTN_GET_TBA)",
    "s_sendmsg_rtn_b32 s1, sendmsg(MSG_RTN_GET_SE_AID_ID)", "s_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_TMA)",
    "s_version UC_VERSION_GFX12", "s_waitcnt vmcnt(0)", "s_waitcnt 0", "s_set_inst_prefetch_distance 1",
    "s_mov_b32 s0, src_shared_base", "s_mov_b64 s[0:1], src_private_base", "s_mov_b32 s0, src_flat_scratch_base_lo",
    "s_setpc_b64 s[4:5]", "s_dcache_inv", "s_dcache_inv th:TH_LOAD_NT", "s_gl1_inv",
]
# GFX12.5's own forms: 64-bit literals (a value a 32-bit literal cannot hold, lit64(), lit() on 64-bit operands,
# floats), SMEM's nv and scale_offset in every order and place, the renamed program-counter rows under both names,
# the new counters and rows.
GFX12_5_LINES = [
    "s_mov_b64 s[4:5], 0x123456789", "s_mov_b64 s[4:5], 0x12345678", "s_mov_b64 s[4:5], 0x7fffffff",
    "s_mov_b64 s[4:5], 0x80000000", "s_mov_b64 s[4:5], 0xffffffff", "s_mov_b64 s[4:5], -1", "s_mov_b64 s[4:5], -17",
    "s_mov_b64 s[4:5], -5000", "s_mov_b64 s[4:5], -0x80000000", "s_mov_b64 s[4:5], 0xffffffff80000000",
    "s_mov_b64 s[4:5], 0x8000000000000000", "s_mov_b64 s[4:5], 0xffffffffffffffff", "s_mov_b64 s[4:5], 0x10000000000000000",
    "s_mov_b64 s[4:5], lit64(0x12345678)", "s_mov_b64 s[4:5], lit64(5)", "s_mov_b64 s[4:5], lit(5)",
    "s_mov_b64 s[4:5], lit(0x12345678)", "s_mov_b64 s[4:5], lit64(0x123456789)", "s_mov_b64 s[4:5], lit64(-1)",
    "s_mov_b64 s[4:5], lit64(1.0)", "s_mov_b64 s[4:5], 1.5", "s_mov_b64 s[4:5], 1.0", "s_mov_b64 s[4:5], 1.5e10",
    "s_mov_b64 s[4:5], lit64(0x1)", "s_mov_b32 s4, lit64(5)", "s_mov_b32 s4, lit64(0x123456789)",
    "s_mov_b32 s4, 0x123456789", "s_add_u32 s4, s5, lit64(5)", "s_mov_b64 s[4:5], lit64(lit(5))",
    "s_mov_b64 s[4:5], lit64 (5)", "s_mov_b64 s[4:5], lit64(5", "s_mov_b64 s[4:5], LIT64(5)", "s_mov_b64 s[4:5], lit64()",
    "s_add_nc_u64 s[4:5], s[6:7], 0x123456789", "s_add_nc_u64 s[4:5], 0x123456789, 0x123456789",
    "s_add_nc_u64 s[4:5], 0x123456789, 0x123456788", "s_add_nc_u64 s[4:5], 0x12345678, 0x123456789",
    "s_add_nc_u64 s[4:5], lit64(1), 0x123456789", "s_cselect_b64 s[4:5], 0x123456789, s[6:7]",
    "s_lshl_b64 s[4:5], 0x123456789, 3", "s_lshl_b64 s[4:5], 3, 0x123456789", "s_lshl_b64 s[4:5], s[2:3], 0x12345678",
    "s_cmp_eq_u64 s[4:5], 0x123456789", "s_cmp_eq_u64 0x123456789, 0x123456789", "s_cmp_lg_u64 0x80000000, s[4:5]",
    "s_and_b64 s[4:5], 0xffffffff, s[6:7]", "s_bfe_u64 s[4:5], 0x123456789, 0x100010", "s_bfm_b64 s[4:5], 0x12345678, 3",
    "s_mul_u64 s[4:5], s[6:7], 0x123456789", "s_add_pc_i64 0x123456789", "s_add_pc_i64 0x12345678",
    "s_add_pc_i64 -4", "s_add_pc_i64 s[4:5]", "s_add_pc_i64 lit64(4)", "s_add_pc_i64 4", "s_set_pc_i64 s[4:5]",
    "s_set_pc_i64 4", "s_swap_pc_i64 s[4:5], s[6:7]", "s_swap_pc_i64 s[4:5], 0x123456789", "s_rfe_i64 s[4:5]",
    "s_get_pc_i64 s[4:5]", "s_getpc_b64 s[4:5]", "s_setpc_b64 s[4:5]", "s_swappc_b64 s[4:5], s[6:7]",
    "s_rfe_b64 s[4:5]", "s_call_b64 s[4:5], 4", "s_call_i64 s[4:5], 4", "s_get_shader_cycles_u64 s[4:5]",
    "s_get_shader_cycles_u64 s4", "s_wakeup_barrier m0", "s_wakeup_barrier -1", "s_wakeup_barrier s1",
    "s_wakeup_barrier 0x12345678", "s_monitor_sleep 3", "s_monitor_sleep 0x8000", "s_monitor_sleep 0xffff",
    "s_setprio_inc_wg 3", "s_set_vgpr_msb 0", "s_set_vgpr_msb 5", "s_set_vgpr_msb 0xff", "s_set_vgpr_msb 0xffff",
    "s_set_vgpr_msb 0x10000", "s_set_vgpr_msb -1", "s_wait_xcnt 0", "s_wait_xcnt 0x3f", "s_wait_xcnt 0xffff",
    "s_wait_asynccnt 3", "s_wait_tensorcnt 1", "s_wait_samplecnt 0", "s_wait_bvhcnt 0", "s_wait_expcnt 0",
    "s_wait_event 0x2", "s_setkill 0", "s_waitcnt 0", "s_barrier_init m0", "s_barrier_join m0", "s_barrier_leave",
    "s_sendmsg_rtn_b32 s1, sendmsg(MSG_RTN_GET_CLUSTER_BARRIER_STATE)", "s_sendmsg_rtn_b64 s[0:1], sendmsg(136)",
    "s_load_b32 s5, s[2:3], s4 offset:0x10 scale_offset", "s_load_b32 s5, s[2:3], s4 offset:0x10 nv",
    "s_load_b32 s5, s[2:3], s4 offset:0x10 th:TH_LOAD_NT scope:SCOPE_SYS nv scale_offset",
    "s_load_b32 s5, s[2:3], s4 scale_offset nv", "s_load_b32 s5, s[2:3], s4 nv scale_offset",
    "s_load_b32 s5, s[2:3], 0x10 scale_offset", "s_load_b32 s5, s[2:3], m0 scale_offset",
    "s_load_b32 s5, s[2:3], null scale_offset", "s_load_b32 s5, s[2:3], 0x10 nv", "s_load_b64 s[4:5], s[2:3], s4 scale_offset",
    "s_load_b512 s[0:15], s[2:3], s4 scale_offset", "s_load_u8 s5, s[2:3], s4 scale_offset",
    "s_buffer_load_b32 s5, s[4:7], s4 scale_offset", "s_buffer_load_b32 s5, s[4:7], s4 nv",
    "s_buffer_load_b32 s5, s[4:7], s4 scale_offset th:TH_STORE_NT", "s_buffer_load_b32 s5, s[4:7], s4 th:TH_LOAD_NT scale_offset",
    "s_prefetch_data s[2:3], 0x10, s4, 3 scale_offset", "s_prefetch_data s[2:3], 0x10, s4, 3 nv",
    "s_atc_probe 7, s[4:5], s4 scale_offset", "s_dcache_inv nv", "s_dcache_inv scale_offset",
    "s_load_b32 s5, s[2:3], s4 scale_offset scale_offset", "s_load_b32 s5, s[2:3], s4 nv nv",
    "s_load_b32 s5, s[2:3], s4 scale_offset th:TH_STORE_NT", "s_load_b32 s5, s[2:3], s4 nv th:TH_STORE_NT",
    "s_load_b32 s5, s[2:3], s4 nv, th:TH_LOAD_NT", "s_load_b32 s5, s[2:3], s4 SCALE_OFFSET", "s_load_b32 s5, s[2:3], s4 NV",
    "s_load_b32 s5, s[2:3], s4 scale_offset:1", "s_load_b32 s5, s[2:3], s4 glc",
]
SMEM_MODS_GFX12 = [
    "th:TH_LOAD_NT", "th:TH_LOAD_HT", "th:TH_LOAD_LU", "th:TH_LOAD_RT", "th:TH_LOAD_BYPASS", "th:TH_LOAD_NT_RT",
    "th:TH_LOAD_RT_NT", "th:TH_LOAD_NT_HT", "th:TH_LOAD_RT_WB", "th:TH_STORE_NT", "th:TH_STORE_BYPASS",
    "th:TH_ATOMIC_RETURN", "th:1", "th:", "th", "scope:SCOPE_CU", "scope:SCOPE_SE", "scope:SCOPE_DEV",
    "scope:SCOPE_SYS", "scope:2", "scope:4", "scope:-1", "scope:SCOPE_XX", "scope:1+1",
    "scope:SCOPE_SYS th:TH_LOAD_NT", "th:TH_LOAD_NT scope:SCOPE_SE", "th:TH_LOAD_NT th:TH_LOAD_NT",
    "scope:SCOPE_SE scope:SCOPE_SE", "th:TH_LOAD_LU scope:SCOPE_SYS", "th:TH_LOAD_BYPASS scope:SCOPE_SYS",
    "th:TH_LOAD_BYPASS scope:SCOPE_CU", "scope:SCOPE_SYS th:TH_LOAD_BYPASS", "TH:TH_LOAD_NT", "th:th_load_nt",
    "th:TH_LOAD_NT,scope:SCOPE_SE", "th:TH_LOAD_NT glc", "nv th:TH_LOAD_NT", "th:TH_LOAD_HT nv", "foo", "foo:1",
]


def dis_cases(gen, rnd, facts):
    cases = []
    valid_ops = {}
    for d in facts:
        if d[gen] != "-1":
            valid_ops.setdefault(d["encoding"], []).append(int(d[gen], 16))
    for enc in encodings_for(gen):
        for op in range(smem_opcodes(gen) if enc == "SMEM" else ENC_OPS[enc]):
            cases.append(words_le(*canonical_words(gen, enc, op)))
            # zero-operand variant (operand-less instructions need zeroed fields)
            if enc == "SOP2":
                cases.append(words_le(sop2(op, 0, 0, 0)))
            elif enc == "SOPK":
                cases.append(words_le(sopk(op, 0, 0)))
            elif enc == "SOP1":
                cases.append(words_le(sop1(op, 0, 0)))
            elif enc == "SOPC":
                cases.append(words_le(sopc(op, 0, 0)))
            elif enc == "SOPP":
                cases.append(words_le(sopp(op, 0)))
            elif enc == "SMEM":
                w = (smem_gfx12(op, 0, 0, offset=0) if is_gfx12(gen) else
                     smem_gfx11(op, 0, 0, offset=0) if is_gfx11(gen) else smem_gfx10(op, 0, 0, offset=0) if is_gfx10(gen)
                     else smem_gfx89(op, 0, 0, imm=1, offset=0))
                cases.append(words_le(*w))
    interesting = [0, 1, 4, 10, 101, 102, 103, 104, 106, 107, 108, 109, 110, 111, 112, 122, 123, 124, 125,
                   126, 127, 128, 129, 192, 193, 208, 209, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244,
                   246, 247, 248, 251, 252, 253, 254, 255]

    def fld(bits):
        return rnd.choice(interesting) & ((1 << bits) - 1) if rnd.random() < 0.6 else rnd.getrandbits(bits)

    lit = lambda: rnd.choice([0x12345678, 0, 0xffffffff, 0x3f800000, 0x80000000, rnd.getrandbits(32)])
    lit64s = [0x123456789abcdef0, 0x12345678, 0x80000000, 0xffffffff80000000, 0x3ff0000000000000, 0xffffffffffffffff, 5]

    def lits(*srcs):
        # GFX12.5: source 254 is a 64-bit literal (two dwords), 255 a 32-bit one; one literal per word
        if gen == "gfx12_5" and 254 in srcs:
            v = rnd.choice(lit64s + [rnd.getrandbits(64)])
            return [v & 0xffffffff, v >> 32]
        return [lit()] if 255 in srcs else []
    encs = encodings_for(gen)
    for _ in range(3000):
        enc = rnd.choice(encs)
        op = rnd.randrange(smem_opcodes(gen) if enc == "SMEM" else ENC_OPS[enc])
        if rnd.random() < 0.8 and valid_ops.get(enc):
            op = rnd.choice(valid_ops[enc])
        if enc == "SOP2":
            s0, s1 = fld(8), fld(8)
            w = [sop2(op, fld(7), s1, s0)] + lits(s0, s1)
        elif enc == "SOPK":
            w = [sopk(op, fld(7), rnd.getrandbits(16))]
        elif enc == "SOP1":
            s0 = fld(8)
            w = [sop1(op, fld(7), s0)] + lits(s0)
        elif enc == "SOPC":
            s0, s1 = fld(8), fld(8)
            w = [sopc(op, s1, s0)] + lits(s0, s1)
        elif enc == "SOPP":
            w = [sopp(op, rnd.choice([0, 1, 3, 0xffff, 0x8000, rnd.getrandbits(16)]))]
        else:
            off = rnd.choice([0, 0x10, 0xfffff, 0x100000, 0x1fffff, rnd.getrandbits(21)])
            soff = rnd.choice([0, 4, 101, 106, 124, 125, 0x7f, rnd.getrandbits(7)])
            sdata = fld(7)
            sbase = rnd.getrandbits(6) if rnd.random() < 0.3 else rnd.choice([0, 1, 2, 50, 51, 53, 54, 63])
            if is_gfx12(gen):
                off = rnd.choice([0, 0x10, 0x7fffff, 0x800000, 0xffffff, 0xfffff0, rnd.getrandbits(24)])
                w = list(smem_gfx12(op, sdata, sbase, th=rnd.choice([0, 0, 1, 2, 3]), scope=rnd.choice([0, 0, 1, 2, 3]),
                                    offset=off, soffset=soff))
                if rnd.random() < 0.15:
                    w[0] |= rnd.choice([1 << 25, 1 << 20, 1 << 19])  # reserved bits
                if rnd.random() < 0.1:
                    w[1] |= 1 << 24  # reserved bit 56
            elif is_gfx11(gen):
                w = list(smem_gfx11(op, sdata, sbase, glc=rnd.getrandbits(1), dlc=rnd.getrandbits(1),
                                    offset=off, soffset=soff))
                if rnd.random() < 0.15:
                    w[0] |= rnd.choice([1 << 17, 1 << 16, 1 << 15])  # reserved bits
            elif is_gfx10(gen):
                w = list(smem_gfx10(op, sdata, sbase, glc=rnd.getrandbits(1), dlc=rnd.getrandbits(1),
                                    offset=off, soffset=soff))
                if rnd.random() < 0.15:
                    w[0] |= rnd.choice([1 << 17, 1 << 15, 1 << 13])  # reserved bits
            else:
                w = list(smem_gfx89(op, sdata, sbase, imm=rnd.getrandbits(1), glc=rnd.getrandbits(1),
                                    nv=rnd.getrandbits(1) if gen == "gfx9" else 0,
                                    soe=rnd.getrandbits(1) if gen == "gfx9" else 0, offset=off, soffset=soff))
        cases.append(words_le(*w))
    # a few fully random dwords in the scalar prefix spaces
    for _ in range(300):
        top = rnd.choice([0xBE800000, 0xBF000000, 0xBF800000, 0x80000000, 0xB0000000])
        cases.append(words_le(top | rnd.getrandbits(23)))
    seen, uniq = set(), []
    for c in cases:
        if c not in seen:
            seen.add(c)
            uniq.append(c)
    return uniq


def dis_golden(gen, facts):
    rnd = random.Random("%d-%s" % (SEED, gen))
    cases = dis_cases(gen, rnd, facts)
    header = ("# kind\tbytes\ttext  (llvm-mc-22 -arch=amdgcn -mcpu=%s -disassemble -show-encoding; "
              "bytes = consumed bytes incl. literal; inputs padded with 78563412 000080bf 000080bf)" % REP_CPU[gen])
    return write_dis_golden(os.path.join(OUT, "dis_" + gen + ".tsv"), REP_CPU[gen], cases, False, header)


def processor_golden(cpu, gen, facts):
    """A processor whose rows differ from its generation's representative (GFX11.5's SALU floating point): the
    lines of those rows (and of GFX11_LINES), assembled on the processor, and their words disassembled there."""
    rows = [d for d in facts if d[gen] != "-1" and d["sample_" + gen] and
            re.search(r"_f(16|32)\b|_f(16|32)_", d["mnemonic"])]
    lines = [l for d in rows for l in lines_for(d, gen)] + GFX11_LINES
    res = write_asm_golden(os.path.join(OUT, cpu + ".tsv"), cpu, lines, SEED, 100)
    words = []
    for r in res:
        p = r.split("\t")
        if p[0] == "asm" and p[3] not in words:
            words.append(p[3])
    header = ("# kind\tbytes\ttext  (llvm-mc-22 -arch=amdgcn -mcpu=%s -disassemble -show-encoding; "
              "bytes = consumed bytes incl. literal; inputs padded with 78563412 000080bf 000080bf)" % cpu)
    write_dis_golden(os.path.join(OUT, "dis_" + cpu + ".tsv"), cpu, [bytes.fromhex(w) for w in words], False, header)


def main():
    facts = load_facts()
    gens = [a for a in sys.argv[1:] if a in GENS] or GENS
    cpus = [a for a in sys.argv[1:] if a.startswith("gfx1") and a not in GENS]
    if cpus:
        for cpu in cpus:
            processor_golden(cpu, "gfx11", facts)
        return
    generate_goldens(OUT, gens, lambda gen: asm_golden(gen, facts),
                     lambda gen, _rows: dis_golden(gen, facts))


if __name__ == "__main__":
    main()
