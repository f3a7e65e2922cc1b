#!/usr/bin/env python3
"""Deterministic generator of a large, vector-heavy, mixed GFX9 (gfx900) or GFX10.3 (gfx1030) program for
benchmarks, shaped like compiler output.

About 60% of the instructions are VALU: VOP1/VOP2/VOPC in the 32-bit encoding (SGPR, inline-constant and
32-bit literal sources), VOP3 with source and output modifiers (-v, |v|, -|v|, clamp, mul:2/mul:4/div:2),
VOP3-only ops (fma, bfe, add3, lshl_add, mul_hi, 64-bit shifts and f64 arithmetic), VOP3B carry and
mad_u64_u32/div_scale forms, compares into SGPR pairs, VOP3P v_pk_* ops with op_sel/neg_lo/neg_hi, and some
SDWA and DPP forms.  About 20% are vector memory (global_load/store_dword{,x2,x4} with `off` or an SGPR base
and offsets, flat_load/store, ds_read/write_b32/b64 and read2/write2 with offsets, buffer_load/store with
offen, s_waitcnt vmcnt/lgkmcnt), and about 20% scalar (s_load_dword*, s_buffer_load_dword*, SALU with inline
constants and literals, exec-mask manipulation, s_cmp, branches to labels).  Labels sit every ~50 lines
(--label-every);
branch targets are within +-2000 lines, so the 16-bit SOPP offsets always fit.  The program ends with
s_endpgm.

Every line is one that llvm-mc 22 and gcnkit both accept and encode identically on the chosen processor
(checked on samples of several thousand lines), so the two can be timed on the same input.  VOP3 and VOP3P
read at most one SGPR and no literal (the GFX9 constant-bus rule), on both processors.

  python3 bench/gen_vector_program.py [-n LINES] [--seed S] [--mcpu gfx900|gfx1030] [--label-every L] [-o OUT.s]

N counts every output line (labels included); the default is 1,000,000.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import gen_scalar_program as scalar  # noqa: E402  (sreg, src32, src64, SALU/SMEM lists)

LABEL_EVERY = scalar.LABEL_EVERY
BRANCH_WINDOW = scalar.BRANCH_WINDOW
MCPUS = ("gfx900", "gfx1030")
NUM_VGPRS = 128  # registers v0..v127 are used (compiler output rarely goes higher)

F32_INLINE = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"]
F32_INLINE_BITS = {0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000, 0xC0000000, 0x40800000,
                   0xC0800000, 0x3E22F983}

# (name, kind): kind f = float (neg/abs, clamp, omod), i = integer, h = f16 (no literal).
VOP1 = [("v_mov_b32", "i"), ("v_cvt_f32_i32", "i"), ("v_cvt_f32_u32", "i"), ("v_cvt_u32_f32", "f"),
        ("v_cvt_i32_f32", "f"), ("v_rcp_f32", "f"), ("v_rsq_f32", "f"), ("v_sqrt_f32", "f"),
        ("v_exp_f32", "f"), ("v_log_f32", "f"), ("v_fract_f32", "f"), ("v_floor_f32", "f"),
        ("v_trunc_f32", "f"), ("v_not_b32", "i"), ("v_bfrev_b32", "i"), ("v_ffbh_u32", "i"),
        ("v_cvt_f16_f32", "f"), ("v_cvt_f32_f16", "h")]
# VOP2 ops whose e32 form is `vdst, src0, vsrc1` on both processors.
VOP2 = [("v_add_f32", "f"), ("v_sub_f32", "f"), ("v_subrev_f32", "f"), ("v_mul_f32", "f"), ("v_min_f32", "f"),
        ("v_max_f32", "f"), ("v_mul_i32_i24", "i"), ("v_mul_u32_u24", "i"), ("v_and_b32", "i"),
        ("v_or_b32", "i"), ("v_xor_b32", "i"), ("v_lshlrev_b32", "i"), ("v_lshrrev_b32", "i"),
        ("v_ashrrev_i32", "i"), ("v_max_i32", "i"), ("v_min_u32", "i"), ("v_max_u32", "i"),
        ("v_add_f16", "h"), ("v_mul_f16", "h"), ("v_max_f16", "h")]
VOPC_CMP = ["eq", "ne", "lt", "gt", "le", "ge"]
VOPC_CMP_F = ["eq", "neq", "lt", "gt", "le", "ge", "nge", "nlt", "u", "o"]
VOPC_TYPES = [("f32", "f"), ("i32", "i"), ("u32", "i")]
# VOP3-only ops: (name, kind, dst width, source widths).
VOP3_ONLY = [("v_fma_f32", "f", 1, (1, 1, 1)), ("v_med3_f32", "f", 1, (1, 1, 1)), ("v_max3_f32", "f", 1, (1, 1, 1)),
             ("v_min3_f32", "f", 1, (1, 1, 1)), ("v_div_fixup_f32", "f", 1, (1, 1, 1)),
             ("v_mad_u32_u24", "i", 1, (1, 1, 1)), ("v_mad_i32_i24", "i", 1, (1, 1, 1)),
             ("v_bfe_u32", "i", 1, (1, 1, 1)), ("v_bfe_i32", "i", 1, (1, 1, 1)), ("v_bfi_b32", "i", 1, (1, 1, 1)),
             ("v_alignbit_b32", "i", 1, (1, 1, 1)), ("v_lshl_add_u32", "i", 1, (1, 1, 1)),
             ("v_add_lshl_u32", "i", 1, (1, 1, 1)), ("v_add3_u32", "i", 1, (1, 1, 1)),
             ("v_lshl_or_b32", "i", 1, (1, 1, 1)), ("v_and_or_b32", "i", 1, (1, 1, 1)),
             ("v_or3_b32", "i", 1, (1, 1, 1)), ("v_perm_b32", "i", 1, (1, 1, 1)), ("v_xad_u32", "i", 1, (1, 1, 1)),
             ("v_mul_hi_u32", "i", 1, (1, 1)), ("v_mul_lo_u32", "i", 1, (1, 1)), ("v_mul_hi_i32", "i", 1, (1, 1)),
             ("v_bfm_b32", "i", 1, (1, 1)), ("v_mbcnt_lo_u32_b32", "i", 1, (1, 1)),
             ("v_mbcnt_hi_u32_b32", "i", 1, (1, 1)), ("v_ldexp_f32", "fi", 1, (1, 1)),
             ("v_lshlrev_b64", "i", 2, (1, 2)), ("v_lshrrev_b64", "i", 2, (1, 2)), ("v_ashrrev_i64", "i", 2, (1, 2)),
             ("v_add_f64", "f", 2, (2, 2)), ("v_mul_f64", "f", 2, (2, 2)), ("v_fma_f64", "f", 2, (2, 2, 2))]
VOP3P_F = ["v_pk_add_f16", "v_pk_mul_f16", "v_pk_max_f16", "v_pk_min_f16"]
VOP3P_I = ["v_pk_add_u16", "v_pk_sub_u16", "v_pk_mul_lo_u16", "v_pk_lshlrev_b16", "v_pk_lshrrev_b16",
           "v_pk_ashrrev_i16", "v_pk_max_i16", "v_pk_min_u16"]
VOP3P_3 = [("v_pk_fma_f16", "f"), ("v_pk_mad_u16", "i"), ("v_pk_mad_i16", "i")]
SDWA_1 = [("v_mov_b32", "i"), ("v_cvt_f32_u32", "i"), ("v_cvt_f32_i32", "i"), ("v_not_b32", "i"),
          ("v_cvt_f16_f32", "f"), ("v_rcp_f32", "f")]
SDWA_2 = [("v_add_f32", "f"), ("v_mul_f32", "f"), ("v_max_f32", "f"), ("v_add_f16", "f"), ("v_mul_f16", "f"),
          ("v_and_b32", "i"), ("v_or_b32", "i"), ("v_lshlrev_b32", "i"), ("v_lshrrev_b16", "i"),
          ("v_mul_u32_u24", "i")]
SDWA_SEL = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]
DPP_OPS = [("v_mov_b32", "i", 1), ("v_add_f32", "f", 2), ("v_mul_f32", "f", 2), ("v_max_f32", "f", 2),
           ("v_min_f32", "f", 2), ("v_and_b32", "i", 2), ("v_or_b32", "i", 2), ("v_xor_b32", "i", 2),
           ("v_max_i32", "i", 2), ("v_min_u32", "i", 2)]
GLOBAL_LOADS = [("dword", 1), ("dwordx2", 2), ("dwordx4", 4), ("ushort", 1), ("ubyte", 1)]
GLOBAL_STORES = [("dword", 1), ("dwordx2", 2), ("dwordx4", 4), ("short", 1)]
BUFFER_OPS = [("dword", 1), ("dwordx2", 2), ("dwordx4", 4)]
BRANCHES_VEC = scalar.BRANCHES + ["s_cbranch_vccnz", "s_cbranch_execnz"]


class Gen:
    """The per-processor spelling of what differs between GFX9 and GFX10.3 (wave64 vs wave32 masks, renamed
    carry ops, removed mac/mad, DPP controls, memory offset ranges)."""

    def __init__(self, rng, mcpu, label_every=LABEL_EVERY):
        self.r = rng
        self.label_every = label_every
        self.gfx10 = mcpu == "gfx1030"
        self.vcc = "vcc_lo" if self.gfx10 else "vcc"
        self.exec = "exec_lo" if self.gfx10 else "exec"
        if self.gfx10:
            self.vop2_ops = VOP2 + [("v_add_nc_u32", "i"), ("v_sub_nc_u32", "i"), ("v_subrev_nc_u32", "i"),
                                ("v_fmac_f32", "fm")]
            self.vop3_only_ops = VOP3_ONLY
            self.dpp_ctrls = ["quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror", "row_half_mirror"]
            self.sdwa_2 = [o for o in SDWA_2 if o[0] != "v_lshrrev_b16"]  # VOP3-only on GFX10
            self.global_off = (-2048, 2047)
            self.flat_off = (0, 2047)
        else:
            self.vop2_ops = VOP2 + [("v_add_u32", "i"), ("v_sub_u32", "i"), ("v_subrev_u32", "i"), ("v_mac_f32", "fm"),
                                ("v_add_u16", "h"), ("v_mul_lo_u16", "h")]
            self.vop3_only_ops = VOP3_ONLY + [("v_mad_f32", "f", 1, (1, 1, 1))]
            self.dpp_ctrls = ["quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror", "row_half_mirror",
                              "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast"]
            self.sdwa_2 = SDWA_2
            self.global_off = (-4096, 4095)
            self.flat_off = (0, 4095)

    # ---- operands ----
    def v(self, count=1):
        base = self.r.randrange(0, NUM_VGPRS - count + 1)
        return f"v{base}" if count == 1 else f"v[{base}:{base + count - 1}]"

    def s(self, count=1):
        return scalar.sreg(self.r, count)

    def mask(self):
        """A wave-sized lane mask in SGPRs (a pair on GFX9, one SGPR on GFX10.3 wave32)."""
        return self.s(1 if self.gfx10 else 2)

    def literal(self):
        while True:
            x = self.r.randrange(0x10000, 0xFFFF0000)
            if x not in F32_INLINE_BITS:
                return f"0x{x:x}"

    def inline(self, kind):
        if kind.startswith("f") and self.r.random() < 0.6:
            return self.r.choice(F32_INLINE)
        return str(self.r.randint(-16, 64))

    def src_e32(self, kind):
        """src0 of a 32-bit encoding: VGPR, SGPR, inline constant or (not for f16) a literal."""
        x = self.r.random()
        if x < 0.62:
            return self.v()
        if x < 0.77:
            return self.s()
        if x < 0.90 or kind == "h":
            return self.inline(kind)
        return self.literal()

    def src_vcc(self, kind):
        """src0 of an e32 op that also reads VCC (cndmask, carry-in): VGPR or inline constant (constant bus)."""
        return self.v() if self.r.random() < 0.8 else self.inline(kind)

    def fmod(self, op, kind):
        """A float source modifier (for kind f sources): none, -, |.|, -|.|."""
        if not kind.startswith("f"):
            return op
        x = self.r.random()
        if x < 0.70:
            return op
        if x < 0.85:
            return "-" + op
        if x < 0.95:
            return f"|{op}|"
        return f"-|{op}|"

    def vop3_srcs(self, widths, kind, first_vgpr=False):
        """VOP3 sources: VGPRs, at most one SGPR (constant bus), inline constants; no literal."""
        out, used_sgpr = [], False
        for i, w in enumerate(widths):
            x = self.r.random()
            if (i == 0 and first_vgpr) or x < 0.70:
                op = self.v(w)
            elif x < 0.82 and not used_sgpr:
                op, used_sgpr = self.s(w), True
            else:
                op = self.inline(kind)
            out.append(self.fmod(op, kind) if kind == "f" and op[0] in "vs" else op)
        return out

    def omod_clamp(self, kind, omod=True):
        mods = []
        if kind == "f":
            if self.r.random() < 0.15:
                mods.append("clamp")
            if omod and self.r.random() < 0.1:
                mods.append(self.r.choice(["mul:2", "mul:4", "div:2"]))
        return (" " + " ".join(mods)) if mods else ""

    # ---- VALU ----
    def vop1(self):
        name, kind = self.r.choice(VOP1)
        if self.r.random() < 0.06:
            return f"  v_readfirstlane_b32 {self.s()}, {self.v()}"
        return f"  {name}_e32 {self.v()}, {self.src_e32(kind)}"

    def vop2(self):
        x = self.r.random()
        if x < 0.08:  # carry ops
            if self.gfx10:
                if self.r.random() < 0.5:
                    return f"  v_add_co_ci_u32_e32 {self.v()}, vcc_lo, {self.src_vcc('i')}, {self.v()}, vcc_lo"
                return f"  v_sub_co_ci_u32_e32 {self.v()}, vcc_lo, {self.src_vcc('i')}, {self.v()}, vcc_lo"
            if self.r.random() < 0.5:
                return f"  {self.r.choice(['v_add_co_u32', 'v_sub_co_u32'])}_e32 {self.v()}, vcc, {self.src_e32('i')}, {self.v()}"
            return f"  {self.r.choice(['v_addc_co_u32', 'v_subb_co_u32'])}_e32 {self.v()}, vcc, {self.src_vcc('i')}, {self.v()}, vcc"
        if x < 0.16:
            return f"  v_cndmask_b32_e32 {self.v()}, {self.src_vcc('f')}, {self.v()}, {self.vcc}"
        name, kind = self.r.choice(self.vop2_ops)
        src0 = self.src_e32("h" if kind == "fm" else kind)  # mac/fmac: no literal
        return f"  {name}_e32 {self.v()}, {src0}, {self.v()}"

    def vopc(self, e64=False):
        t, kind = self.r.choice(VOPC_TYPES)
        name = f"v_cmp_{self.r.choice(VOPC_CMP_F if kind == 'f' else VOPC_CMP)}_{t}"
        if self.r.random() < 0.08:
            name, kind = "v_cmp_class_f32", "fi"
        if not e64:
            return f"  {name}_e32 {self.vcc}, {self.src_e32(kind)}, {self.v()}"
        a, b = self.vop3_srcs((1, 1), "f" if kind == "f" else "i", first_vgpr=True)
        if kind == "fi" and self.r.random() < 0.3:
            a = "-" + a
        dst = self.mask() if self.r.random() < 0.85 else self.vcc
        return f"  {name}_e64 {dst}, {a}, {b}"

    def vop3_promoted(self):
        """A VOP1/VOP2 op in the 64-bit encoding, with modifiers."""
        if self.r.random() < 0.2:
            name, kind = self.r.choice([o for o in VOP1 if o[1] == "f"])
            (a,) = self.vop3_srcs((1,), "f")
            return f"  {name}_e64 {self.v()}, {a}{self.omod_clamp('f')}"
        if self.r.random() < 0.12:
            # cndmask with an SGPR mask: the mask uses the constant bus, so the sources are VGPRs or inline.
            a = self.v() if self.r.random() < 0.7 else self.inline("i")
            return f"  v_cndmask_b32_e64 {self.v()}, {a}, {self.v()}, {self.mask()}"
        name, kind = self.r.choice([o for o in self.vop2_ops if o[1] in ("f", "i") and o[0] not in
                                    ("v_add_u16", "v_mul_lo_u16")])
        a, b = self.vop3_srcs((1, 1), kind)
        return f"  {name}_e64 {self.v()}, {a}, {b}{self.omod_clamp(kind)}"

    def vop3_only(self):
        name, kind, dw, widths = self.r.choice(self.vop3_only_ops)
        if kind == "fi":  # v_ldexp_f32: float src0, integer src1
            a, = self.vop3_srcs((1,), "f")
            b = self.v() if self.r.random() < 0.8 else self.inline("i")
            return f"  {name} {self.v()}, {a}, {b}{self.omod_clamp('f')}"
        srcs = self.vop3_srcs(widths, kind)
        if dw == 2 and kind == "i":
            srcs[0] = str(self.r.randint(0, 63)) if self.r.random() < 0.6 else self.v()  # the shift amount
        return f"  {name} {self.v(dw)}, {', '.join(srcs)}{self.omod_clamp(kind, omod=dw == 1)}"

    def vop3b(self):
        x = self.r.random()
        if x < 0.35:
            name = self.r.choice(["v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"])
            a, b = self.vop3_srcs((1, 1), "i")
            sdst = self.mask() if self.r.random() < 0.8 else self.vcc
            return f"  {name}{'' if self.gfx10 else '_e64'} {self.v()}, {sdst}, {a}, {b}"
        if x < 0.6:
            name = (self.r.choice(["v_add_co_ci_u32", "v_sub_co_ci_u32"]) if self.gfx10 else
                    self.r.choice(["v_addc_co_u32", "v_subb_co_u32"]))
            # the carry-in SGPRs use the constant bus: the other sources are VGPRs or inline constants
            a = self.v() if self.r.random() < 0.8 else self.inline("i")
            return f"  {name}_e64 {self.v()}, {self.mask()}, {a}, {self.v()}, {self.mask()}"
        if x < 0.85:
            name = self.r.choice(["v_mad_u64_u32", "v_mad_i64_i32"])
            a, b, c = self.vop3_srcs((1, 1, 2), "i")
            return f"  {name} {self.v(2)}, {self.mask()}, {a}, {b}, {c}"
        a, b, c = self.vop3_srcs((1, 1, 1), "i", first_vgpr=True)  # no |.| in VOP3B
        if self.r.random() < 0.2 and b[0] in "vs":
            b = "-" + b
        return f"  v_div_scale_f32 {self.v()}, {self.vcc}, {a}, {b}, {c}"

    def vop3p(self):
        x = self.r.random()
        if x < 0.25:
            name, kind = self.r.choice(VOP3P_3)
            n = 3
        else:
            kind = "f" if self.r.random() < 0.5 else "i"
            name, n = self.r.choice(VOP3P_F if kind == "f" else VOP3P_I), 2
        srcs = self.vop3_srcs((1,) * n, "i", first_vgpr=True)
        if kind == "f":
            srcs = [self.r.choice(["1.0", "-1.0", "0.5", "2.0"]) if s.lstrip("-").isdigit() and self.r.random() < 0.5
                    else s for s in srcs]
        mods = []

        def bits():
            return "[" + ",".join(str(self.r.randrange(2)) for _ in range(n)) + "]"

        if self.r.random() < 0.3:
            mods.append("op_sel:" + bits())
        if self.r.random() < 0.2:
            mods.append("op_sel_hi:" + bits())
        if kind == "f" and self.r.random() < 0.2:
            mods.append("neg_lo:" + bits())
        if kind == "f" and self.r.random() < 0.15:
            mods.append("neg_hi:" + bits())
        if self.r.random() < 0.08:
            mods.append("clamp")
        return f"  {name} {self.v()}, {', '.join(srcs)}{(' ' + ' '.join(mods)) if mods else ''}"

    def sdwa(self):
        def src(kind):
            op = self.v()
            if kind == "f":
                return self.fmod(op, "f")
            return f"sext({op})" if self.r.random() < 0.15 else op

        dst = f"dst_sel:{self.r.choice(SDWA_SEL)} dst_unused:{self.r.choice(['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE'])}"
        if self.r.random() < 0.35:
            name, kind = self.r.choice(SDWA_1)
            return f"  {name}_sdwa {self.v()}, {src(kind)} {dst} src0_sel:{self.r.choice(SDWA_SEL)}"
        name, kind = self.r.choice(self.sdwa_2)
        return (f"  {name}_sdwa {self.v()}, {src(kind)}, {src(kind)} {dst} src0_sel:{self.r.choice(SDWA_SEL)} "
                f"src1_sel:{self.r.choice(SDWA_SEL)}")

    def dpp(self):
        name, kind, n = self.r.choice(DPP_OPS)
        srcs = [self.v() for _ in range(n)]
        if kind == "f":
            srcs = [self.fmod(s, "f") for s in srcs]
        ctrl = self.r.choice(self.dpp_ctrls)
        if ctrl == "quad_perm":
            ctrl = "quad_perm:[" + ",".join(str(self.r.randrange(4)) for _ in range(4)) + "]"
        elif ctrl in ("row_shl", "row_shr", "row_ror"):
            ctrl = f"{ctrl}:{self.r.randint(1, 15)}"
        elif ctrl.startswith("wave_"):
            ctrl = f"{ctrl}:1"
        elif ctrl == "row_bcast":
            ctrl = f"row_bcast:{self.r.choice([15, 31])}"
        masks = f"row_mask:0x{self.r.choice([15, 15, 15, 10, 5, 3, 12]):x} bank_mask:0x{self.r.choice([15, 15, 15, 1, 2, 4, 8]):x}"
        bound = " bound_ctrl:1" if self.r.random() < 0.3 else ""
        return f"  {name}_dpp {self.v()}, {', '.join(srcs)} {ctrl} {masks}{bound}"

    def valu(self):
        x = self.r.random()
        if x < 0.14:
            return self.vop1()
        if x < 0.38:
            return self.vop2()
        if x < 0.45:
            return self.vopc()
        if x < 0.49:
            return self.vopc(e64=True)
        if x < 0.62:
            return self.vop3_promoted()
        if x < 0.77:
            return self.vop3_only()
        if x < 0.83:
            return self.vop3b()
        if x < 0.91:
            return self.vop3p()
        if x < 0.96:
            return self.sdwa()
        return self.dpp()

    # ---- vector memory ----
    def offset(self, lo, hi, zero=0.25):
        if self.r.random() < zero:
            return ""
        off = self.r.randint(lo, hi)
        if self.r.random() < 0.6:
            off &= ~3
        return f" offset:{off}" if off else ""

    def vmem(self):
        x = self.r.random()
        if x < 0.15:
            return self.r.choice(["  s_waitcnt vmcnt(0)", "  s_waitcnt lgkmcnt(0)", "  s_waitcnt vmcnt(0) lgkmcnt(0)",
                                  f"  s_waitcnt vmcnt({self.r.randrange(8)})",
                                  f"  s_waitcnt lgkmcnt({self.r.randrange(8)})",
                                  f"  s_waitcnt vmcnt({self.r.randrange(4)}) lgkmcnt({self.r.randrange(4)})"])
        if x < 0.47:
            lo, hi = self.global_off
            saddr = self.r.random() < 0.35
            addr = f"{self.v()}, {self.s(2)}" if saddr else f"{self.v(2)}, off"
            if self.r.random() < 0.6:
                kind, n = self.r.choice(GLOBAL_LOADS)
                return f"  global_load_{kind} {self.v(n)}, {addr}{self.offset(lo, hi)}"
            kind, n = self.r.choice(GLOBAL_STORES)
            if saddr:
                return f"  global_store_{kind} {self.v()}, {self.v(n)}, {addr.split(', ')[1]}{self.offset(lo, hi)}"
            return f"  global_store_{kind} {self.v(2)}, {self.v(n)}, off{self.offset(lo, hi)}"
        if x < 0.57:
            lo, hi = self.flat_off
            kind, n = self.r.choice(BUFFER_OPS)
            if self.r.random() < 0.6:
                return f"  flat_load_{kind} {self.v(n)}, {self.v(2)}{self.offset(lo, hi)}"
            return f"  flat_store_{kind} {self.v(2)}, {self.v(n)}{self.offset(lo, hi)}"
        if x < 0.85:
            y = self.r.random()
            if y < 0.3:
                return f"  ds_read_b32 {self.v()}, {self.v()}{self.offset(0, 65535)}"
            if y < 0.45:
                return f"  ds_read_b64 {self.v(2)}, {self.v()}{self.offset(0, 65535)}"
            if y < 0.65:
                return f"  ds_write_b32 {self.v()}, {self.v()}{self.offset(0, 65535)}"
            if y < 0.75:
                return f"  ds_write_b64 {self.v()}, {self.v(2)}{self.offset(0, 65535)}"
            o0, o1 = self.r.randrange(256), self.r.randrange(256)
            offs = (f" offset0:{o0}" if o0 else "") + (f" offset1:{o1}" if o1 else "")
            if y < 0.85:
                return f"  ds_read2_b32 {self.v(2)}, {self.v()}{offs}"
            if y < 0.93:
                return f"  ds_write2_b32 {self.v()}, {self.v()}, {self.v()}{offs}"
            return f"  ds_add_u32 {self.v()}, {self.v()}{self.offset(0, 65535)}"
        kind, n = self.r.choice(BUFFER_OPS)
        soff = self.s() if self.r.random() < 0.5 else "0"
        op = "load" if self.r.random() < 0.65 else "store"
        return f"  buffer_{op}_{kind} {self.v(n)}, {self.v()}, {self.s(4)}, {soff} offen{self.offset(0, 4095)}"

    # ---- scalar ----
    def scalar(self, line, label_lines):
        x = self.r.random()
        r = self.r
        if x < 0.22:
            if r.random() < 0.75:
                name, n, sb = r.choice(scalar.SMEM_LOADS)
            else:
                name, n, sb = r.choice(scalar.SMEM_BUFFER)
            off = f"0x{r.randrange(0, 1 << 12):x}" if r.random() < 0.85 else self.s()
            return f"  {name} {self.s(n)}, {self.s(sb)}, {off}"
        if x < 0.38:
            k = scalar.branch_label(r, line, label_lines, self.label_every)
            return f"  {r.choice(BRANCHES_VEC)} L{k}"
        if x < 0.50:  # exec-mask manipulation around divergent regions
            if self.gfx10:
                return r.choice([f"  s_and_saveexec_b32 {self.s()}, vcc_lo", f"  s_or_b32 exec_lo, exec_lo, {self.s()}",
                                 f"  s_mov_b32 exec_lo, {self.s()}", f"  s_andn2_b32 exec_lo, exec_lo, {self.s()}"])
            return r.choice([f"  s_and_saveexec_b64 {self.s(2)}, vcc", f"  s_or_b64 exec, exec, {self.s(2)}",
                             f"  s_mov_b64 exec, {self.s(2)}", f"  s_andn2_b64 exec, exec, {self.s(2)}"])
        if x < 0.72:
            a = scalar.src32(r)
            b = scalar.src32(r) if r.random() < 0.3 else self.s()
            if a.startswith("0x") and b.startswith("0x"):
                b = self.s()
            return f"  {r.choice(scalar.SOP2_32)} {self.s()}, {a}, {b}"
        if x < 0.80:
            return f"  {r.choice(scalar.SOP2_64)} {self.s(2)}, {scalar.src64(r)}, {self.s(2)}"
        if x < 0.90:
            return f"  s_mov_b32 {self.s()}, {scalar.src32(r)}"
        return f"  {r.choice(scalar.SOPC)} {self.s()}, {scalar.src32(r)}"

    def instruction(self, line, label_lines):
        x = self.r.random()
        if x < 0.60:
            return self.valu()
        if x < 0.80:
            return self.vmem()
        return self.scalar(line, label_lines)


def generate(n, seed=1, out=sys.stdout, mcpu="gfx900", label_every=LABEL_EVERY):
    """Writes an n-line program for `mcpu` (gfx900 or gfx1030) to `out` (a text stream), with a label about
    every `label_every` lines."""
    if mcpu not in MCPUS:
        raise ValueError(f"mcpu must be one of {', '.join(MCPUS)}")
    rng = random.Random(seed)
    scalar.write_program(n, rng, out, Gen(rng, mcpu, label_every).instruction, label_every)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--lines", type=int, default=1_000_000, help="number of lines (default 1000000)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--mcpu", choices=MCPUS, default="gfx900", help="processor (default gfx900)")
    ap.add_argument("--label-every", type=int, default=LABEL_EVERY,
                    help=f"a label about every this many lines (default {LABEL_EVERY}, at least 2)")
    ap.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    args = ap.parse_args()
    if args.lines < 2:
        ap.error("need at least 2 lines")
    if args.label_every < 2:
        ap.error("--label-every must be at least 2")
    if args.output == "-":
        generate(args.lines, args.seed, sys.stdout, args.mcpu, args.label_every)
    else:
        with open(args.output, "w") as f:
            generate(args.lines, args.seed, f, args.mcpu, args.label_every)


if __name__ == "__main__":
    main()
