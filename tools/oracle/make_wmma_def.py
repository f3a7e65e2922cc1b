#!/usr/bin/env python3
"""The WMMA rows (v_wmma_*: a 16x16xK matrix multiply-accumulate of one wave, a VOP3P word; GFX12's v_swmmac_*, its
sparse form, with an index VGPR in C's place and D as the accumulator) for src/isa/wmma_ops.def, and their golden
vectors tests/golden/wmma/<gen>.tsv (wave32), <gen>_w64.tsv (wave64), dis_<gen>.tsv and dis_<gen>_w64.tsv for gfx11
and gfx12, and <gen>.tsv / dis_<gen>.tsv for gfx12_5 (wave32 only: gfx1250's WMMA has no wave64 form), from
llvm-mc 22. GFX12's rows are rows of their own (their A, B and 16-bit D are narrower than GFX11's): where GFX11 has
the mnemonic, the GFX12 row's id is <name>_gfx12. GFX12.5's rows (NAMES125) are new mnemonics; the ones whose A and
B width follows matrix_a_fmt/matrix_b_fmt (f8f6f4, "matrix_fmt" in its facts) are in the table with FP8's width. The
scaled ones (SCALED125) are two words, a v_wmma_ld_scale*_paired word of scale operands (LDSCALE125: rows of their
own, "ld_scale:N" in their facts, N the bits of each scale source) and then the word of the unscaled row; their row
has the second word's opcode and the unscaled row's operands, and "scale:N" in its facts.

Each row's opcode and operand widths are read from llvm-mc-22: the opcode from the bytes of its canonical line
(bits 22:16), A and B as the narrowest VGPR tuples llvm-mc 22 takes, D and C as wide as wave32 takes them (wave64
halves them). The goldens hold every row with each modifier, inline constants for C, and the error cases.

Usage:  cd tools/oracle && python3 make_wmma_def.py [--def-only]   (~2 min; stdlib only)
"""
import os
import random
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

from mcutil import JOBS, REP_CPU, asm_one, disasm_one, unique

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
CPU = REP_CPU["gfx11"]
SEED = 11
W64 = "+wavefrontsize64"
NAMES = ["v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16",
         "v_wmma_bf16_16x16x16_bf16", "v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4"]
NAMES12 = NAMES + ["v_wmma_f32_16x16x16_fp8_fp8", "v_wmma_f32_16x16x16_fp8_bf8", "v_wmma_f32_16x16x16_bf8_fp8",
                   "v_wmma_f32_16x16x16_bf8_bf8", "v_wmma_i32_16x16x32_iu4", "v_swmmac_f32_16x16x32_f16",
                   "v_swmmac_f32_16x16x32_bf16", "v_swmmac_f16_16x16x32_f16", "v_swmmac_bf16_16x16x32_bf16",
                   "v_swmmac_i32_16x16x32_iu8", "v_swmmac_i32_16x16x32_iu4", "v_swmmac_i32_16x16x64_iu4",
                   "v_swmmac_f32_16x16x32_fp8_fp8", "v_swmmac_f32_16x16x32_fp8_bf8", "v_swmmac_f32_16x16x32_bf8_fp8",
                   "v_swmmac_f32_16x16x32_bf8_bf8"]
# GFX12.5's WMMA and SWMMAC mnemonics (llvm-mc 22, -mcpu=gfx1250): the table's rows, and those only in the goldens.
NAMES125 = ["v_wmma_f32_16x16x4_f32", "v_wmma_f32_16x16x32_bf16", "v_wmma_f32_16x16x32_f16", "v_wmma_f16_16x16x32_f16",
            "v_wmma_bf16_16x16x32_bf16", "v_wmma_bf16f32_16x16x32_bf16"] + \
           ["v_wmma_%s_16x16x%d_%s" % (r, k, t) for k in (64, 128) for r in ("f32", "f16")
            for t in ("fp8_fp8", "fp8_bf8", "bf8_fp8", "bf8_bf8")] + \
           ["v_wmma_i32_16x16x64_iu8", "v_wmma_f32_32x16x128_f4",
            "v_swmmac_f32_16x16x64_bf16", "v_swmmac_bf16_16x16x64_bf16", "v_swmmac_bf16f32_16x16x64_bf16",
            "v_swmmac_f32_16x16x64_f16", "v_swmmac_f16_16x16x64_f16"] + \
           ["v_swmmac_%s_16x16x128_%s" % (r, t) for r in ("f32", "f16") for t in ("fp8_fp8", "fp8_bf8", "bf8_fp8", "bf8_bf8")] + \
           ["v_swmmac_i32_16x16x128_iu8", "v_wmma_f32_16x16x128_f8f6f4"]
# The scaled rows: (mnemonic, the unscaled row of their second word, the ld_scale row of their first word).
SCALED125 = [("v_wmma_scale_f32_16x16x128_f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", "v_wmma_ld_scale_paired_b32"),
             ("v_wmma_scale16_f32_16x16x128_f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", "v_wmma_ld_scale16_paired_b64"),
             ("v_wmma_scale_f32_32x16x128_f4", "v_wmma_f32_32x16x128_f4", "v_wmma_ld_scale_paired_b32"),
             ("v_wmma_scale16_f32_32x16x128_f4", "v_wmma_f32_32x16x128_f4", "v_wmma_ld_scale16_paired_b64")]
LDSCALE125 = [("v_wmma_ld_scale_paired_b32", 32), ("v_wmma_ld_scale16_paired_b64", 64)]


# A worker thread's processor (pmap), else CPU.
_LOCAL = threading.local()


def cpu():
    return getattr(_LOCAL, "cpu", None) or CPU


def asm(line, attr=None):
    return asm_one(cpu(), line, attr=attr)


def dis(case, attr=None):
    return disasm_one(cpu(), case, attr=attr)


def pmap(fn, items):
    """fn over items in JOBS threads, each probing the caller's processor (the probes of a row are serial)."""
    mine = cpu()

    def run(x):
        _LOCAL.cpu = mine
        return fn(x)
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(run, items))


def V(n, k):
    return "v%d" % n if k == 1 else "v[%d:%d]" % (n, n + k - 1)


def canonical(name, d, a, b):
    """The row's line in wave32: D, A, B and C (v_swmmac_*: the index VGPR v30)."""
    c = "v30" if name.startswith("v_swmmac") else V(0, d)
    return "%s %s, %s, %s, %s" % (name, V(0, d), V(8, a), V(16, b), c)


def shape(name):
    """VGPRs of D/C, A and B in wave32: the narrowest tuples llvm-mc 22 takes."""
    for d in (4, 8):
        for a in (1, 2, 4, 8):
            for b in (a, 2 * a):
                if asm(canonical(name, d, a, b))[0] == "asm":
                    return d, a, b
    raise SystemExit("no width for " + name)


def shape125(name):
    """GFX12.5's D, A, B and C (v_swmmac_*: the index, one or two VGPRs) in wave32: the narrowest tuples llvm-mc 22
    takes (C may be wider than D: the bf16f32 rows accumulate in f32 and write bf16)."""
    sparse = name.startswith("v_swmmac")
    for d in (4, 8, 16):
        for a in (1, 2, 4, 8, 16):
            for b in (a, 2 * a, max(a // 2, 1)):
                for c in ((1, 2) if sparse else (d, 2 * d)):
                    if asm("%s %s, %s, %s, %s" % (name, V(0, d), V(32, a), V(64, b), V(96, c)))[0] == "asm":
                        return d, a, b, c
    raise SystemExit("no width for " + name)


def rows125(names):
    out = []
    for n, (d, a, b, c) in zip(names, pmap(shape125, names)):
        _kind, _text, hexb = asm("%s %s, %s, %s, %s" % (n, V(0, d), V(32, a), V(64, b), V(96, c)))
        w = int.from_bytes(bytes.fromhex(hexb)[:4], "little")
        hi = int.from_bytes(bytes.fromhex(hexb)[4:8], "little")
        # op_sel_hi as the canonical word has it (bits 60:59 and 14): the default the printer leaves unwritten
        opsel_hi = ((hi >> 27) & 3) | (((w >> 14) & 1) << 2)
        out.append((n, (w >> 16) & 0xff, a, b, d, c, opsel_hi))  # (GFX12.5's VOP3P opcode: 8 bits, 23:16)
    return out


def rows(names):
    out = []
    for n, (d, a, b) in zip(names, pmap(shape, names)):
        kind, _text, hexb = asm(canonical(n, d, a, b))
        w = int.from_bytes(bytes.fromhex(hexb)[:4], "little")
        out.append((n, (w >> 16) & 0x7f, a, b, d))
    return out


HEADER = """\
// Generated by tools/oracle/make_wmma_def.py from llvm-mc-22 facts; edit the generator, not this file.
// GCN_WMMA(id, "mnemonic", opcode GFX11, GFX12, GFX12.5 (-1: absent), operands, GFX12 modifiers): WMMA rows, VOP3P
// words. The GFX12 modifiers are llvm-mc 22's optional operands of the row in wave32, then wave64 after a '|': neg_lo:M /
// neg_hi:M (M: the bits of [A,B,C] it accepts), clamp, index_key:N (the largest key); GFX11's rows name theirs by
// result type. Operands as
// wave32 takes them: in wave64 D and C (an inline constant, or VGPRs) are half as wide, and on GFX12 A and B too (not
// below one VGPR). GFX12's rows are their own (narrower A, B and 16-bit D); its v_swmmac_* rows take an index VGPR
// in C's place (src2) and accumulate into D. gfx1250 has the GFX12 rows with a GFX12.5 opcode, and rows of its own
// (wave32 only: nothing after the '|'), whose facts add matrix_a_reuse, matrix_b_reuse and opsel_hi:N (the
// op_sel_hi their words have by default); their C may be wider than D (bf16f32) and their index two VGPRs. A
// "matrix_fmt" row (f8f6f4) takes matrix_a_fmt/matrix_b_fmt, A and B as wide as their formats (16 VGPRs: FP8's).
// An "ld_scale:N" row (v_wmma_ld_scale*_paired) is a word of two N-bit scale sources; a "scale:N" row is two words,
// such a word and then the word of the unscaled row whose opcode and operands it has (codec/wmma_scale.h).
"""


def modifier_facts(name, d, a, b, base=None):
    """GFX12's optional operands of a row as llvm-mc 22 takes them, in wave32 and in wave64 ("w32|w64"): "neg_lo:M
    neg_hi:M" (M: the bits of [A,B,C] it accepts; absent: no such operand), "clamp", "index_key:N" (the largest key)."""
    out, base32 = [], base
    for attr in (None, W64):
        if base32 and attr:
            out.append("")
            continue
        base = base32 or (canonical(name, d, a, b) if not attr else canonical(name, d // 2, max(a // 2, 1), max(b // 2, 1)))
        facts = []
        for mod in ("neg_lo", "neg_hi"):
            bits, known = 0, False
            for i in range(3):
                r = asm("%s %s:[%s]" % (base, mod, ",".join("1" if k == i else "0" for k in range(3))), attr)
                known |= r[0] == "asm" or r[1] != "not a valid operand."
                bits |= (1 << i) if r[0] == "asm" else 0
            if known:
                facts.append("%s:%d" % (mod, bits))
        if asm(base + " clamp", attr)[0] == "asm":
            facts.append("clamp")
        keys = [k for k in range(4) if asm("%s index_key:%d" % (base, k), attr)[0] == "asm"]
        if keys:
            facts.append("index_key:%d" % max(keys))
        for mod in ("matrix_a_reuse", "matrix_b_reuse"):
            if asm(base + " " + mod, attr)[0] == "asm":
                facts.append(mod)
        # (f8f6f4: A's and B's formats, whose names llvm-mc 22 reads; their widths are the parser's table)
        if asm(base + " matrix_a_fmt:MATRIX_FMT_FP8", attr)[0] == "asm":
            facts.append("matrix_fmt")
        out.append(" ".join(facts))
    return "|".join(out)


def write_def(rs11, rs12, same125, rs125):
    """`same125`: the GFX12 rows gfx1250 has as gfx1200 does (same word, same optional operands)."""
    lines = [HEADER.rstrip("\n")]
    names11 = {r[0] for r in rs11}
    def facts(r):
        _LOCAL.cpu = REP_CPU["gfx12"]
        return same125.get(r[0]) or modifier_facts(r[0], r[4], r[2], r[3])
    facts12 = pmap(facts, rs12)
    for n, op, a, b, d in rs11:
        spec = "vdst:v%d src0:v%d src1:v%d src2:v%d" % (32 * d, 32 * a, 32 * b, 32 * d)
        lines.append('GCN_WMMA(%s, "%s", %s, -1, -1, "%s", "")' % (n, n, hex(op), spec))
    for (n, op, a, b, d), facts in zip(rs12, facts12):
        c = 32 if n.startswith("v_swmmac") else 32 * d
        spec = "vdst:v%d src0:v%d src1:v%d src2:v%d" % (32 * d, 32 * a, 32 * b, c)
        ident = n + "_gfx12" if n in names11 else n
        o125 = hex(op) if n in same125 else "-1"
        lines.append('GCN_WMMA(%s, "%s", -1, %s, %s, "%s", "%s")' % (ident, n, hex(op), o125, spec, facts))
    for n, op, a, b, d, c, opsel_hi, facts in rs125:
        spec = "vdst:v%d src0:v%d src1:v%d src2:v%d" % (32 * d, 32 * a, 32 * b, 32 * c)
        lines.append('GCN_WMMA(%s, "%s", -1, -1, %s, "%s", "%s")' % (n, n, hex(op), spec, facts))
    lines += scaled_rows(rs125)
    with open(os.path.join(ROOT, "src", "isa", "wmma_ops.def"), "w") as fh:
        fh.write("\n".join(lines) + "\n")


def scale_source(bits, k):
    return "v%d" % k if bits == 32 else "v[%d:%d]" % (2 * k, 2 * k + 1)


def scaled_rows(rs125):
    """The ld_scale rows (their word's opcode; sources of N bits, "ld_scale:N") and the scaled rows (the second word's
    opcode, the unscaled row's operands and facts, the optional operands llvm-mc 22 takes on them, "scale:N")."""
    out, base = [], {r[0]: r for r in rs125}
    for n, bits in LDSCALE125:
        _kind, _text, hexb = asm("%s %s, %s" % (n, scale_source(bits, 1), scale_source(bits, 2)))
        op = bytes.fromhex(hexb)[2]
        out.append('GCN_WMMA(%s, "%s", -1, -1, %s, "src0:b%d src1:b%d", "ld_scale:%d|")' % (n, n, hex(op), bits, bits, bits))
    for n, unscaled, ld in SCALED125:
        _n, _op, a, b, d, c, opsel_hi, _facts = base[unscaled]
        bits = dict(LDSCALE125)[ld]
        line = "%s %s, %s, %s, %s, %s, %s" % (n, V(0, d), V(32, a), V(64, b), V(96, c), scale_source(bits, 1),
                                             scale_source(bits, 2))
        _kind, _text, hexb = asm(line)
        op = bytes.fromhex(hexb)[10]
        facts = modifier_facts(n, d, a, b, line).split("|")[0]
        spec = "vdst:v%d src0:v%d src1:v%d src2:v%d" % (32 * d, 32 * a, 32 * b, 32 * c)
        out.append('GCN_WMMA(%s, "%s", -1, -1, %s, "%s", "%s scale:%d opsel_hi:%d|")'
                   % (n, n, hex(op), spec, facts, bits, opsel_hi))
    return out


def facts125(rs125):
    """The GFX12.5 rows with their optional operands (wave32 only) and op_sel_hi's default ("opsel_hi:N")."""
    def facts(r):
        n, _op, a, b, d, c, _opsel_hi = r
        return modifier_facts(n, d, a, b, "%s %s, %s, %s, %s" % (n, V(0, d), V(32, a), V(64, b), V(96, c)))
    out = []
    for (n, op, a, b, d, c, opsel_hi), f in zip(rs125, pmap(facts, rs125)):
        w32, w64 = f.split("|")
        out.append((n, op, a, b, d, c, opsel_hi, ("%s opsel_hi:%d" % (w32, opsel_hi)).strip() + "|" + w64))
    return out


def same_on_gfx1250(rs12):
    """{name: facts} of the GFX12 rows llvm-mc 22 takes on gfx1250 as on gfx1200 (canonical word and optional
    operands alike)."""
    def same(r):
        n, _op, a, b, d = r
        _LOCAL.cpu = REP_CPU["gfx12"]
        w12, f12 = asm(canonical(n, d, a, b)), modifier_facts(n, d, a, b)
        _LOCAL.cpu = REP_CPU["gfx12_5"]
        w125, f125 = asm(canonical(n, d, a, b)), modifier_facts(n, d, a, b, canonical(n, d, a, b))
        return f12 if w12 == w125 and f12.split("|")[0] == f125.split("|")[0] else None
    return {r[0]: f for r, f in zip(rs12, pmap(same, rs12)) if f}


def asm_lines(rs, wave64, gfx12=False, extra=()):
    L = []
    for r in rs:
        n, _op, a, b, dc = r[:5]
        cw = r[5] if len(r) > 5 else dc  # (GFX12.5: C's or the index's VGPRs)
        d = dc // 2 if wave64 else dc
        ab = max(a // 2, 1) if wave64 and gfx12 else a
        bb = max(b // 2, 1) if wave64 and gfx12 else b
        D, C = V(0, d), V(24, cw)
        if n.startswith("v_swmmac"):
            C = V(30, cw if len(r) > 5 else 1)
        A, B = V(8, ab), V(16, bb)
        base = "%s %s, %s, %s, %s" % (n, D, A, B, C)
        L += [base, base + " junk", base + ",", n, "%s %s, %s, %s" % (n, D, A, B), base + ", v0"]
        for m in ["clamp", "op_sel:[0,0,1]", "op_sel:[1,0,0]", "op_sel:[0,0,0]", "op_sel:[0,0,0,1]", "op_sel:[1,1,1]",
                  "op_sel_hi:[1,1,1]", "op_sel_hi:[0,0,0]", "neg_lo:[1,0,0]", "neg_lo:[0,1,0]", "neg_lo:[0,0,1]",
                  "neg_lo:[1,1,1]", "neg_hi:[1,0,0]", "neg_hi:[0,1,0]", "neg_hi:[0,0,1]", "neg_lo:[1,1,0] neg_hi:[1,1,0]",
                  "neg_hi:[1,1,0] neg_lo:[1,1,0]", "neg_lo:[1,1,0] clamp", "clamp neg_lo:[1,1,0]",
                  "op_sel:[0,0,1] neg_lo:[1,0,0]", "neg_lo:[1,0,0] op_sel:[0,0,1]", "clamp clamp", "neg_lo:[1,0,0] neg_lo:[1,0,0]",
                  "neg_lo:[2,0,0]", "neg_lo:[1,0]", "neg_lo:[1,0,0,0]", "omod:2", "mul:2", "dpp8:[0,1,2,3,4,5,6,7]", "op_sel:[0,0,1] clamp",
                  "neg_lo:[0,0,1] neg_hi:[0,0,1] op_sel:[0,0,1]", "byte_sel:1", "index_key:1"] + (GFX12_MODS if gfx12 else []) + list(extra):
            L.append(base + " " + m)
        for c in ["0", "1", "-1", "64", "-16", "1.0", "-1.0", "0.5", "-0.5", "2.0", "4.0", "-4.0", "0.15915494", "0x1234",
                  "65", "-17", "s[0:7]", "s0", "vcc", "exec", "m0", "null", "v0", "v[0:15]", "v[0:%d]" % (d * 2 - 1),
                  "v[1:%d]" % d, "lit(1.0)", "1.5", "0x3c00", "0x3f800000", "-", "- 1", "-v[24:31]", "|1|"]:
            L.append("%s %s, %s, %s, %s" % (n, D, A, B, c))
        for x in [V(8, 2 * ab), "v8", "s[8:%d]" % (8 + ab - 1), "1", "1.0", "-" + A, "|" + A + "|", V(9, ab), V(8, 4)]:
            L.append("%s %s, %s, %s, %s" % (n, D, x, B, C))
        for x in [V(16, 2 * bb), "v16", "s[16:%d]" % (16 + bb - 1), "1", "1.0", "-" + B, V(17, bb), V(16, 4), V(16, ab)]:
            L.append("%s %s, %s, %s, %s" % (n, D, A, x, C))
        if n.startswith("v_swmmac"):
            for c in ["v[30:31]", "s30", "1", "v255", "v[0:7]"] + (["v30", "v[30:32]", "v[254:255]"] if len(r) > 5 else []):
                L.append("%s %s, %s, %s, %s" % (n, D, A, B, c))
        for dd in ["v[0:%d]" % (2 * d - 1), "v[0:%d]" % (d // 2 - 1), "v0", "s[0:%d]" % (d - 1), "v[1:%d]" % d,
                   "v[250:%d]" % (250 + d - 1), "v[255:%d]" % (255 + d - 1)]:
            L.append("%s %s, %s, %s, %s" % (n, dd, A, B, C))
        L += ["%s_e64 %s" % (n, base[len(n) + 1:]), "%s_e32 %s" % (n, base[len(n) + 1:]),
              "%s_dpp %s" % (n, base[len(n) + 1:]), n.upper() + base[len(n):].upper()]
    return unique(L)


GFX12_MODS = ["index_key:0", "index_key:2", "index_key:3", "index_key:-1", "index_key:1 index_key:1",
              "index_key:1 neg_lo:[1,0,0]", "neg_lo:[1,0,0] index_key:1", "neg_lo:[0,1,0] clamp", "clamp index_key:1",
              "neg_lo:[1,1,0] neg_hi:[1,1,0] index_key:1", "neg_lo:[0,0,0]", "neg_hi:[0,0,0]", "index_key:0x1",
              "neg_lo:[1,0,0] neg_hi:[0,0,1]", "index_key:1 clamp"]
# GFX12.5's reuse hints and their order among the others.
GFX125_MODS = ["matrix_a_reuse", "matrix_b_reuse", "matrix_a_reuse matrix_b_reuse", "matrix_b_reuse matrix_a_reuse",
               "matrix_a_reuse matrix_a_reuse", "matrix_a_reuse clamp", "clamp matrix_a_reuse", "matrix_b_reuse clamp",
               "index_key:1 matrix_a_reuse", "matrix_a_reuse index_key:1", "neg_lo:[1,0,0] matrix_b_reuse",
               "matrix_b_reuse neg_lo:[1,0,0]", "neg_hi:[0,0,1] matrix_a_reuse", "matrix_a_reuse:1", "matrix_c_reuse",
               "index_key:1 neg_lo:[1,1,0] neg_hi:[1,1,0] matrix_a_reuse matrix_b_reuse clamp", "op_sel_hi:[1,1,0]",
               "op_sel_hi:[0,0,1]", "op_sel:[0,0,1]", "index_key:1 matrix_b_reuse", "neg_lo:[0,0,1] clamp"]


def write_asm(path, rs, wave64, gfx12=False, extra=(), more=()):
    attr = W64 if wave64 else None
    lines = unique(asm_lines(rs, wave64, gfx12, extra) + list(more))
    with ThreadPoolExecutor(JOBS) as ex:
        res = list(ex.map(lambda l: asm(l, attr), lines))
    out = []
    for l, r in zip(lines, res):
        out.append("%s\t%s\t%s\t%s" % (r[0], l, r[1], r[2]) if r[0] != "crash" else "crash\t%s\t%s\t" % (l, r[1]))
    with open(path, "w") as f:
        f.write("# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn -mcpu=%s%s -show-encoding)\n"
                % (CPU, " -mattr=" + attr if attr else ""))
        f.write("\n".join(out) + "\n")
    return out


# Fields a random disassembly case may disturb: (lsb, width) of the 64-bit word.
MUTATE = [(0, 8), (8, 3), (11, 3), (14, 1), (15, 1), (16, 7), (32, 9), (41, 9), (50, 9), (59, 2), (61, 3)]


def write_dis(path, asm_rows, wave64):
    attr = W64 if wave64 else None
    rnd = random.Random("%d-wmma-%d" % (SEED, wave64))
    base = unique([bytes.fromhex(r.split("\t")[3]) for r in asm_rows if r.startswith("asm\t")])
    cases = list(base)
    pairs = [w for w in base if len(w) == 16]  # (GFX12.5's scaled rows: an ld_scale word, then a WMMA word)
    base = [w for w in base if len(w) == 8]  # (the mutations disturb one 64-bit word)

    def mutate(rnd, word):
        w = int.from_bytes(word, "little")
        for _k in range(rnd.choice([1, 1, 2, 3])):
            lsb, width = rnd.choice(MUTATE)
            v = rnd.getrandbits(width) if rnd.random() < 0.7 else rnd.choice([0, (1 << width) - 1, 1])
            w = (w & ~(((1 << width) - 1) << lsb)) | (v << lsb)
        return w.to_bytes(8, "little")
    for _ in range(1200):
        cases.append(mutate(rnd, rnd.choice(base)))
    # A pair with either word disturbed, and an ld_scale word before another row's word (its own RNG: the cases above
    # stay as they were).
    rnd2 = random.Random("%d-wmma-pairs" % SEED)
    for _ in range(600 if pairs else 0):
        p = rnd2.choice(pairs)
        k = rnd2.choice([0, 0, 1, 2])
        if k == 0:
            cases.append(mutate(rnd2, p[:8]) + p[8:])
        elif k == 1:
            cases.append(p[:8] + mutate(rnd2, p[8:]))
        else:
            cases.append(p[:8] + rnd2.choice(base))
    cases = unique(cases)
    with ThreadPoolExecutor(JOBS) as ex:
        res = list(ex.map(lambda c: dis(c, attr), cases))
    out = []
    for c, (st, bs, text, reenc) in zip(cases, res):
        out.append("dis\t%s\t%s\t%s" % (bs.hex(), text, reenc) if st == "dis" else "%s\t%s\t" % (st, c.hex()))
    with open(path, "w") as f:
        f.write("# kind\tbytes\ttext\tllvm-mc re-encoding of its text  (llvm-mc-22 -arch=amdgcn -mcpu=%s%s -disassemble "
                "-show-encoding; bytes = consumed bytes; inputs padded with 78563412 000080bf 000080bf)\n"
                % (CPU, " -mattr=" + attr if attr else ""))
        f.write("\n".join(out) + "\n")
    return out


# Lines beyond asm_lines' for the GFX12.5 forms of their own: f8f6f4's formats, the scaled rows' scale sources and
# optional operands (their order, values and errors) and the ld_scale rows alone.
SCALE_MODS = ["matrix_a_scale:MATRIX_SCALE_ROW1", "matrix_b_scale:MATRIX_SCALE_ROW1", "matrix_a_scale:MATRIX_SCALE_ROW0",
              "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3", "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3",
              "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E4M3", "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E8",
              "matrix_a_scale_fmt:3", "matrix_a_scale_fmt:2", "matrix_a_scale:2", "matrix_a_scale:1", "matrix_a_scale:-1",
              "matrix_a_scale:FOO", "matrix_b_scale:1+0", "matrix_a_reuse", "matrix_b_reuse",
              "matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale:MATRIX_SCALE_ROW1",
              "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_a_scale:MATRIX_SCALE_ROW1",
              "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 matrix_b_scale:MATRIX_SCALE_ROW1",
              "matrix_b_reuse matrix_a_reuse", "matrix_a_reuse matrix_a_scale:MATRIX_SCALE_ROW1",
              "matrix_a_reuse matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3", "neg_lo:[0,0,1] matrix_a_reuse",
              "neg_lo:[0,0,1] matrix_a_fmt:MATRIX_FMT_BF8", "neg_hi:[0,0,1] matrix_b_fmt:MATRIX_FMT_BF8",
              "matrix_b_fmt:MATRIX_FMT_BF8 matrix_a_fmt:MATRIX_FMT_BF8", "matrix_a_scale:MATRIX_SCALE_ROW1 matrix_a_fmt:MATRIX_FMT_BF8",
              "matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_fmt:MATRIX_FMT_BF8", "matrix_a_fmt:MATRIX_FMT_FP4",
              "matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 "
              "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3 matrix_a_reuse matrix_b_reuse neg_lo:[0,0,1] neg_hi:[0,0,1]",
              "matrix_a_fmt:MATRIX_FMT_BF8 matrix_b_fmt:MATRIX_FMT_BF8 matrix_a_scale:MATRIX_SCALE_ROW1 "
              "matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3 "
              "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3 matrix_a_reuse matrix_b_reuse neg_lo:[0,0,1] neg_hi:[0,0,1]",
              "matrix_a_reuse matrix_b_reuse neg_lo:[0,0,1] neg_hi:[0,0,1] matrix_a_scale:MATRIX_SCALE_ROW1",
              "neg_lo:[1,0,0]", "neg_hi:[0,1,0]", "clamp", "op_sel:[0,0,0]", "index_key:1", "matrix_a_scale",
              "matrix_a_scale:MATRIX_SCALE_ROW1 matrix_a_scale:MATRIX_SCALE_ROW1"]


def more125(rs125):
    base = {r[0]: r for r in rs125}
    L = ["v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[16:31], v[24:31]",
         "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[16:23], v[24:31] matrix_a_fmt:MATRIX_FMT_FP6 "
         "matrix_b_fmt:MATRIX_FMT_FP4",
         "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[16:31], v[24:31] matrix_a_fmt:MATRIX_FMT_FP6",
         "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[16:31], 1.0 matrix_a_reuse matrix_b_reuse"]
    for n, unscaled, ld in SCALED125:
        _n, _op, a, b, d, c = base[unscaled][:6]
        bits = dict(LDSCALE125)[ld]
        head = "%s %s, %s, %s, " % (n, V(0, d), V(32, a), V(64, b))
        s1, s2 = scale_source(bits, 1), scale_source(bits, 2)
        line = head + "%s, %s, %s" % (V(96, c), s1, s2)
        L += [line, line + ", v3", line + " junk", head + "%s, %s" % (V(96, c), s1), head + "1.0, %s, %s" % (s1, s2),
              head + "0x1234, %s, %s" % (s1, s2), head + "%s, %s, %s" % (V(97, c), s1, s2),
              "%s %s, %s, %s, %s, %s, %s" % (n, V(1, d), V(32, a), V(64, b), V(96, c), s1, s2)]
        for x in ["s1", "1", "-1", "0.5", "1.0", "-4.0", "0.15915494", "0x1234", "lit(1)", "v1", "v[2:3]", "v[1:2]",
                  "s[2:3]", "s[1:2]", "exec", "vcc", "vcc_lo", "m0", "ttmp1", "ttmp[2:3]", "null", "a1", "-v1", "|v1|",
                  "exec_hi", "src_scc", "0x3f800000", "64", "65"]:
            L += [head + "%s, %s, %s" % (V(96, c), x, s2), head + "%s, %s, %s" % (V(96, c), s1, x)]
        L += [line + " " + m for m in SCALE_MODS]
    for n, bits in LDSCALE125:
        s1, s2 = scale_source(bits, 1), scale_source(bits, 2)
        line = "%s %s, %s" % (n, s1, s2)
        L += [line, line + ", v3", n + " " + s1, line + " junk"]
        for x in ["s1", "1", "-1", "0.5", "1.0", "0x1234", "lit(1)", "v1", "v[2:3]", "v[1:2]", "s[2:3]", "s[1:2]",
                  "exec", "vcc", "m0", "null", "a1", "-v1", "ttmp[2:3]"]:
            L += ["%s %s, %s" % (n, x, s2), "%s %s, %s" % (n, s1, x)]
        L += [line + " " + m for m in SCALE_MODS]
    return L


def main():
    """--def-only: the table alone; --only=GEN: that generation's goldens alone (gfx11, gfx12 or gfx12_5)."""
    global CPU
    only = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--only=")), None)
    rs11 = rows(NAMES)
    CPU = REP_CPU["gfx12"]
    rs12 = rows(NAMES12)
    same125 = same_on_gfx1250(rs12)
    CPU = REP_CPU["gfx12_5"]
    rs125 = facts125(rows125(NAMES125))
    write_def(rs11, rs12, same125, rs125)
    if "--def-only" in sys.argv:
        return
    d = os.path.join(ROOT, "tests", "golden", "wmma")
    os.makedirs(d, exist_ok=True)
    for gen, rs in (("gfx11", rs11), ("gfx12", rs12)):
        if only and only != gen:
            continue
        CPU = REP_CPU[gen]
        for wave64, suffix in ((False, ""), (True, "_w64")):
            a = write_asm(os.path.join(d, "%s%s.tsv" % (gen, suffix)), rs, wave64, gen == "gfx12")
            b = write_dis(os.path.join(d, "dis_%s%s.tsv" % (gen, suffix)), a, wave64)
            print("wmma %s%s: %d asm rows, %d dis rows" % (gen, suffix, len(a), len(b)), file=sys.stderr)
    if only and only != "gfx12_5":
        return
    # gfx1250: wave32 only; its own rows, with the GFX12 rows it shares, and the lines of the forms gcnkit lacks.
    CPU = REP_CPU["gfx12_5"]
    shared = [r for r in rs12 if r[0] in same125]
    a = write_asm(os.path.join(d, "gfx12_5.tsv"), [r[:6] for r in rs125] + shared, False, True, GFX125_MODS, more125(rs125))
    b = write_dis(os.path.join(d, "dis_gfx12_5.tsv"), a, False)
    print("wmma gfx12_5: %d asm rows, %d dis rows" % (len(a), len(b)), file=sys.stderr)


if __name__ == "__main__":
    main()
