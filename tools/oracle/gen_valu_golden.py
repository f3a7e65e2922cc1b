#!/usr/bin/env python3
"""Generate golden vectors for VALU instructions (VOP1/VOP2/VOPC/VOP3/VOP3b/VOP3P, SDWA, DPP, DPP8)
using llvm-mc-22 as oracle.

Reads tools/oracle/valu_facts.tsv (extract_vector_facts.py) and tools/oracle/valu_aliases.txt, writes
  tests/golden/valu/<gen>.tsv        gen = gfx6 gfx7 gfx8 gfx9 gfx10 gfx10_3 (assembly)
  tests/golden/valu/gfx10_w64.tsv    gfx1010 with -mattr=+wavefrontsize64, mask-using instructions
  tests/golden/valu/dis_<gen>.tsv    gfx8 gfx9 gfx10 gfx10_3 (disassembly; llvm-mc cannot do gfx6/7)

Rows (same format as tests/golden/scalar/*.tsv):
  asm<TAB>input<TAB>printed text<TAB>hex bytes
  warn<TAB>input<TAB>warning message<TAB>column        (right after the asm row of a line that warned)
  err<TAB>input<TAB>first error message<TAB>column
  dis<TAB>consumed bytes (hex, incl. literal)<TAB>text
  bad<TAB>input bytes<TAB>

Assembly: one batch llvm-mc invocation per file (split in halves on a mapping mismatch or crash),
mapped with the <stdin>:LINE:COL diagnostics; 200 seeded random lines per file are re-run one per
invocation and compared (any mismatch -> the whole file is redone one line per invocation).
Disassembly: one case per input line, padded with 78563412 000080bf 000080bf (+6 more 000080bf, so that
garbage decoded after an invalid first word stays inside the line), lines separated by a marker line
(s_movk_i32 s101, 0x7ead); the output is cut at the markers and only the first instruction of a case is
used ("bad" = "invalid instruction encoding" at column 1 of the case line); chunks that crash or do not
map are split in halves down to single cases; 200 seeded random cases are re-run one per invocation and
compared (a full one-per-invocation check of dis_gfx10 gave 0 mismatches).
llvm-mc-22 crashes (stack dump) on some words: gfx8/gfx9 VOP3 with a source field 255 and some SDWA
words with invalid selects; these are kept as `crash<TAB>bytes<TAB>first stderr line` rows (few).

Only python3 stdlib; at most ORACLE_JOBS (default 2) llvm-mc processes at once.
Rerun:  cd tools/oracle && python3 gen_valu_golden.py [gen ...]      (gen may also be gfx10_w64)
"""
import csv
import os
import random
import re
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import MC22, GENS, REP_CPU, DISASM_GENS, PAD, DIAG_RE, parse_enc_lines, unique, split_operands, kind_counts  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "valu"))
SEED = 20240611
JOBS = int(os.environ.get("ORACLE_JOBS", "2"))
CHECK_N = 200
# per-class budget: rows are grouped in classes (family, operands, flags, e32/e64 presence); a class
# gets CLASS_BASE + PER_ROW * members candidate lines (besides each row's mandatory lines)
CLASS_BASE = 40
PER_ROW = {"gfx6": 36, "gfx7": 36, "gfx8": 30, "gfx9": 27, "gfx10": 27, "gfx10_3": 27, "gfx10_w64": 30, "gfx11": 27,
           "gfx11_w64": 30, "gfx11_fake16": 12, "gfx12": 27, "gfx12_w64": 30, "gfx12_t16": 12,
           "gfx12_5": 27}
# at most this many templates per class from a category (errors-only categories on old generations)
CAT_CAP = {("gfx6", "sdwa"): 2, ("gfx6", "dpp"): 2, ("gfx6", "dpp8"): 1, ("gfx6", "opsel"): 2,
           ("gfx7", "sdwa"): 2, ("gfx7", "dpp"): 2, ("gfx7", "dpp8"): 1, ("gfx7", "opsel"): 2,
           ("gfx8", "dpp8"): 2, ("gfx9", "dpp8"): 2, ("gfx8", "opsel"): 3}
WAVE = {"gfx6": 64, "gfx7": 64, "gfx8": 64, "gfx9": 64, "gfx10": 32, "gfx10_3": 32, "gfx10_w64": 64, "gfx11": 32,
        "gfx11_w64": 64, "gfx11_fake16": 32, "gfx12": 32, "gfx12_w64": 64, "gfx12_t16": 32,
        "gfx12_5": 32}
GEN_OF = {"gfx10_w64": "gfx10", "gfx11_w64": "gfx11", "gfx11_fake16": "gfx11", "gfx12_w64": "gfx12", "gfx12_t16": "gfx12"}
# (llvm-mc 22 reads GFX11 as real-true16 and GFX12 as fake16 unless -mattr says otherwise)
ATTR = {"gfx10_w64": "+wavefrontsize64", "gfx11_w64": "+wavefrontsize64", "gfx11_fake16": "-real-true16",
        "gfx12_w64": "+wavefrontsize64", "gfx12_t16": "+real-true16"}
WAVE64_FILES = ("gfx10_w64", "gfx11_w64", "gfx12_w64")  # mask-using rows only
HALF_MODE_FILES = ("gfx11_fake16", "gfx12_t16")  # the other true16 reading: rows with 16-bit operands only
RDNA = ("gfx11", "gfx12", "gfx12_5")  # the generations with true16, VOP3 DPP and VOPD (their own lines and words)
ORDER = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3"]


# ----------------------------------------------------------------------------- llvm-mc drivers
def mc_args(cpu, attr=None, dis=False):
    a = [MC22, "-arch=amdgcn", "-mcpu=" + cpu]
    if attr:
        a.append("-mattr=" + attr)
    if dis:
        a.append("-disassemble")
    a.append("-show-encoding")
    return a


def _run(args, text):
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def asm_chunk(cpu, attr, lines):
    """Returns per line (kind, text|msg, hex|col, [(warnmsg, col), ...])."""
    rc, out, err = _run(mc_args(cpu, attr), "\n".join(lines) + "\n")
    errs, warns = {}, {}
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if not m:
            continue
        ln = int(m.group(1))
        if m.group(3) == "error":
            errs.setdefault(ln, (m.group(4), m.group(2)))
        else:
            warns.setdefault(ln, []).append((m.group(4), m.group(2)))
    encs = parse_enc_lines(out)
    ok = [i for i in range(1, len(lines) + 1) if i not in errs]
    crashed = rc < 0 or "Stack dump" in err or "LLVM ERROR" in err
    if not crashed and len(ok) == len(encs):
        res = [None] * len(lines)
        for i, (msg, col) in errs.items():
            res[i - 1] = ("err", msg, col, [])
        for i, (t, b) in zip(ok, encs):
            res[i - 1] = ("asm", t, b.hex(), warns.get(i, []))
        return res
    if len(lines) == 1:
        if crashed:
            return [("crash", "crash rc=%d" % rc, "", [])]
        return [("err", "(oracle: %d instructions produced) %s" % (len(encs), err.strip().replace("\n", " | ")), "0", [])]
    h = len(lines) // 2
    return asm_chunk(cpu, attr, lines[:h]) + asm_chunk(cpu, attr, lines[h:])


def asm_many_single(cpu, attr, lines):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(lambda l: asm_chunk(cpu, attr, [l])[0], lines))


# after an invalid first word llvm-mc continues 4 bytes later and may decode the rest of the case as a
# long non-VALU instruction (e.g. a gfx10 MIMG NSA word); extra s_nop words keep that inside the line
PADX = PAD + struct.pack("<I", 0xBF800000) * 6
MARK = struct.pack("<I", (0xB << 28) | (101 << 16) | 0x7EAD)  # s_movk_i32 s101, 0x7ead: case separator
MARK_TEXT = "s_movk_i32 s101, 0x7ead"


def dis_chunk(cpu, cases):
    """cases: list of bytes. Returns per case ('dis', consumed_bytes, text) | ('bad', case, '') | ('crash', case, msg).
    Input: one case per line (case + PAD), lines separated by a marker line (MARK); the output is cut at the
    marker instructions, the first instruction of a segment is the case's unless the case line has an
    "invalid instruction encoding" diagnostic at column 1."""
    lines = []
    for c in cases:
        lines.append(" ".join("0x%02x" % b for b in c + PADX))
        lines.append(" ".join("0x%02x" % b for b in MARK))
    rc, out, err = _run(mc_args(cpu, dis=True), "\n".join(lines) + "\n")
    crashed = rc < 0 or "Stack dump" in err or "LLVM ERROR" in err
    if not crashed:
        bad = set()
        for l in err.splitlines():
            m = DIAG_RE.match(l)
            if m and "invalid instruction encoding" in m.group(4) and m.group(2) == "1":
                ln = int(m.group(1))
                if ln % 2 == 0:
                    bad = None  # the marker itself failed: give up on this chunk
                    break
                bad.add((ln - 1) // 2)
        segs, cur = [], []
        for text, bs in parse_enc_lines(out):
            if text == MARK_TEXT and bs == MARK:
                segs.append(cur)
                cur = []
            else:
                cur.append((text, bs))
        if bad is not None and len(segs) == len(cases) and not cur:
            res = []
            for i, c in enumerate(cases):
                if i in bad or not segs[i]:
                    res.append(("bad", c, ""))
                else:
                    text, bs = segs[i][0]
                    res.append(("dis", (c + PAD)[:len(bs)], text))
            return res
    if len(cases) == 1:
        return [("crash", cases[0], (err.strip().splitlines() or ["rc=%d" % rc])[0])]
    h = len(cases) // 2
    return dis_chunk(cpu, cases[:h]) + dis_chunk(cpu, cases[h:])


def dis_many_single(cpu, cases):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(lambda c: dis_chunk(cpu, [c])[0], cases))


# ----------------------------------------------------------------------------- facts
def load_facts():
    rows = list(csv.reader(open(os.path.join(HERE, "valu_facts.tsv")), delimiter="\t"))
    h = rows[0]
    h[0] = h[0].lstrip("#")
    facts = []
    for r in rows[1:]:
        d = dict(zip(h, r))
        d["kinds"] = dict(x.split(":", 1) for x in d["operands"].split())
        facts.append(d)
    return facts


def load_aliases():
    out = []
    for l in open(os.path.join(HERE, "valu_aliases.txt")):
        if l.startswith("#") or not l.strip():
            continue
        out.append(l.rstrip("\n").split("\t"))
    return out


def present(d, gen):
    return d["e32_" + gen] != "-1" or d["e64_" + gen] != "-1"


def parse_text(t):
    parts = t.split(None, 1)
    return parts[0], (split_operands(parts[1]) if len(parts) > 1 else [])


REG_RE = re.compile(r"^([vs])(?:(\d+)|\[(\d+):(\d+)\])$")


def regnum(tok):
    m = REG_RE.match(tok)
    if not m:
        return None
    return m.group(1), int(m.group(2) if m.group(2) is not None else m.group(3))


def map_fields(fam, toks):
    fields = []
    for i, t in enumerate(toks):
        r = regnum(t)
        f = None
        if fam == "VOPC" and i == 0 and (t in ("vcc", "vcc_lo") or (r and r[0] == "s")):
            f = "sdst"
        elif t in ("vcc", "vcc_lo"):
            f = "sdst" if i == 1 else "src2"
        elif t == "0x3c00":
            f = "imm"
        elif t == "4":
            f = "src1"
        elif r:
            f = {8: "vdst", 0: "sdst", 2: "src0", 4: "src1", 6: "src2"}.get(r[1])
        fields.append(f or "?%d" % i)
    return fields


def to_wave64(tok, field):
    """gfx10 wave32 canonical mask token -> wave64 spelling."""
    if tok == "vcc_lo":
        return "vcc"
    r = regnum(tok)
    if field in ("sdst", "src2") and r and r[0] == "s" and "[" not in tok:
        return "s[%d:%d]" % (r[1], r[1] + 1)
    return tok


# ----------------------------------------------------------------------------- operand pools
S32 = ["v255", "s5", "s101", "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "ttmp5", "ttmp11",
       "flat_scratch_lo", "null", "src_scc", "src_execz", "src_vccz", "src_shared_base", "src_lds_direct",
       "0", "-16", "64", "65", "-17", "0.5", "-4.0", "1.0", "0.15915494", "0x12345678", "1.1", "-1",
       "0xffffffff", "0x3c00", "v[2:3]", "s[4:5]", "v256", "s106", "s103", "ttmp16", "xnack_mask_lo"]
S16 = ["0x3c00", "0x4400", "0xffff", "0x12345", "-0x8000", "0x8000", "0x3118", "0.5", "1.1", "-2.0",
       "0.15915494", "65", "-1", "v255", "s5", "m0", "vcc_hi", "null", "src_scc", "0", "-16", "64", "v[2:3]", "1.0",
       "0x12345678", "exec_lo", "ttmp5", "src_lds_direct"]
SP16 = ["0x3c003c00", "0x3c00", "0x4400", "0xffff", "0x12345678", "0.5", "1.0", "-4.0", "1.1", "0.15915494",
        "0", "-16", "64", "-1", "v255", "s5", "vcc_lo", "m0", "exec_hi", "null", "ttmp5", "src_scc", "v[2:3]"]
S64 = ["v[254:255]", "v[3:4]", "v2", "v[2:4]", "v[255:256]", "s[4:5]", "s[5:6]", "s[100:101]", "s4", "vcc",
       "exec", "ttmp[4:5]", "ttmp[5:6]", "flat_scratch", "null", "src_shared_base", "src_execz", "src_scc",
       "0", "-16", "64", "0.5", "-4.0", "1.0", "0.15915494", "0x12345678", "1.1", "0x3ff00000",
       "0x123456789", "-1", "0xffffffff"]
SV = {32: ["v255", "v0", "s5", "0", "1.0", "v[2:3]", "v256", "vcc_lo"],
      64: ["v[254:255]", "v[3:4]", "v[2:4]", "v2", "s[4:5]", "0"],
      128: ["v[0:3]", "v[252:255]", "v[3:6]", "v[2:3]", "s[4:7]"]}
K32 = ["0x12345678", "1.1", "0.5", "1.0", "-1", "0", "0x3c00", "0xffffffff", "0x123456789", "v4", "s4"]
K16 = ["0x1234", "0x3c00", "1.1", "0.5", "-1", "0", "0xffff", "0x12345", "0x12345678", "v4", "s4"]
MASK64 = ["vcc", "s[4:5]", "s[100:101]", "exec", "ttmp[2:3]", "flat_scratch", "s[5:6]", "s4", "vcc_lo", "0",
          "-1", "v[4:5]", "null", "s[102:103]"]
MASK32 = ["vcc_lo", "s4", "s105", "exec_lo", "ttmp2", "vcc_hi", "m0", "null", "s[4:5]", "vcc", "0", "-1", "v4"]
VDST = {32: ["v255", "v0", "v256", "s8", "v[8:9]", "vcc_lo", "0"],
        64: ["v[254:255]", "v[9:10]", "v[0:1]", "v8", "v[8:10]", "s[8:9]", "v[255:256]"],
        128: ["v[0:3]", "v[252:255]", "v[9:12]", "v[8:9]"]}
SDST32 = ["s101", "s0", "vcc_lo", "vcc_hi", "m0", "exec_lo", "ttmp5", "null", "s[8:9]", "v8", "s102", "s104"]
SDSTM64 = ["vcc", "s[4:5]", "s[100:101]", "exec", "ttmp[2:3]", "s[5:6]", "s4", "null", "s[102:103]", "v[8:9]"]
SDSTM32 = ["vcc_lo", "s4", "s105", "exec_lo", "ttmp2", "vcc_hi", "null", "s[4:5]", "vcc", "v8", "s106"]

FP = ("f16", "f32", "f64", "pf16")
NEGABS = ["-{}", "|{}|", "-|{}|", "neg({})", "abs({})", "--{}", "-abs({})", "|-{}|"]
OMODS = ["clamp", "mul:2", "mul:4", "div:2", "clamp mul:2", "div:2 clamp", "mul:3", "div:4", "mul:2 mul:2",
         "clamp clamp", "omod:1"]
SDWA_MODS = ["", "dst_sel:WORD_1", "dst_sel:BYTE_0 dst_unused:UNUSED_SEXT", "dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE",
             "dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:BYTE_3", "src0_sel:WORD_1", "src0_sel:BYTE_1 src1_sel:WORD_0",
             "src1_sel:BYTE_3", "dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD", "clamp", "mul:2",
             "clamp dst_sel:WORD_0", "dst_sel:WORD_2", "dst_unused:UNUSED_FOO", "src0_sel:DWORD src0_sel:DWORD",
             "src1_sel:WORD_1 src0_sel:BYTE_0 dst_sel:BYTE_1"]
DPP_MODS = ["quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xa", "quad_perm:[1,0,3,2] bound_ctrl:0",
            "row_shl:1", "row_shl:15", "row_shr:1", "row_shr:15", "row_ror:7", "row_ror:15", "wave_shl:1", "wave_rol:1",
            "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror", "row_bcast:15", "row_bcast:31",
            "row_share:3", "row_share:15", "row_xmask:5", "row_xmask:0", "row_shl:1 bound_ctrl:0", "row_shl:1 bound_ctrl:1",
            "row_shr:3 row_mask:0x1 bank_mask:0x3 bound_ctrl:0", "quad_perm:[0,1,2,3] fi:1", "row_mirror fi:0",
            "row_shl:0", "row_shr:16", "quad_perm:[4,0,0,0]", "quad_perm:[0,1,2]", "row_mask:0x10", "row_bcast:16",
            "row_share:16", "", "row_mask:0xf bank_mask:0xf", "quad_perm:[0,1,2,3] row_mask:0 bank_mask:0"]
DPP8_MODS = ["dpp8:[7,6,5,4,3,2,1,0]", "dpp8:[0,1,2,3,4,5,6,7] fi:1", "dpp8:[1,1,1,1,1,1,1,1] fi:0",
             "dpp8:[8,0,0,0,0,0,0,0]", "dpp8:[0,1,2]", "dpp8:[0,1,2,3,4,5,6,7] row_mask:0xf"]


def sub(mn, toks, i, v, mods=""):
    t = list(toks)
    t[i] = v
    return (mn + " " + ", ".join(t) + (" " + mods if mods else "")).strip()


def join(mn, toks, mods=""):
    return (mn + (" " + ", ".join(toks) if toks else "") + (" " + mods if mods else "")).strip()


def src_pool(kind, wave):
    if kind in ("b32", "f32"):
        return S32
    if kind in ("b16", "f16"):
        return S16
    if kind in ("pf16", "pb16"):
        return SP16
    if kind in ("b64", "f64"):
        return S64
    if kind == "mask":
        return MASK64 if wave == 64 else MASK32
    if kind in ("k32",):
        return K32
    if kind == "k16":
        return K16
    m = re.match(r"v(\d+)$", kind)
    if m:
        bits = int(m.group(1))
        if bits in SV:
            return SV[bits]
        n = bits // 32  # (GFX12.5's wide tuples: the last aligned one, the first, an odd start, one too narrow, SGPRs)
        return ["v[%d:255]" % (256 - n), "v[0:%d]" % (n - 1), "v[1:%d]" % n, "v[0:%d]" % (n - 2), "s[0:%d]" % (n - 1)]
    return S32


class Cands(list):
    """list of (category, line); `cat` is the category of appended lines."""
    cat = "misc"

    def append(self, l):
        list.append(self, (self.cat, l))

    def __iadd__(self, ls):
        for l in ls:
            self.append(l)
        return self


def row_lines(d, gen, wave):
    """Returns (mandatory, candidates) lines for one row on one generation."""
    g = GEN_OF.get(gen, gen)
    fam = d["family"]
    t32, t64 = d["text_%s_e32" % g], d["text_%s_e64" % g]
    if wave == 64 and g in ("gfx10", "gfx10_3"):
        conv = []
        for t in (t32, t64):
            if t:
                mn, toks = parse_text(t)
                fl = map_fields(fam, toks)
                t = join(mn, [to_wave64(x, f) for x, f in zip(toks, fl)])
            conv.append(t)
        t32, t64 = conv
    prim = t32 or t64
    mn, toks = parse_text(prim)
    base = re.sub(r"_(e32|e64)$", "", mn)
    fields = map_fields(fam, toks)
    kinds = d["kinds"]
    mand, cand = [], Cands()
    cand.cat = "forms"
    mand.append(join(base, toks))
    if t32:
        mand.append(t32)
    if t64:
        mand.append(t64)
        mn64, toks64 = parse_text(t64)
    else:
        mn64, toks64 = None, None
    if not t32 and t64:
        cand.append(join(base + "_e32", toks))
    if t32 and not t64 and not mn.endswith("_e32"):
        cand.append(join(base + "_e64", toks))
    if not mn.endswith("_e32") and t32:  # printed without suffix (e.g. v_madmk_f32, v_readlane_b32 gfx6)
        cand.append(join(base + "_e32", toks))
    if not toks:  # v_nop etc.
        cand += [base + " v0", base + "_e64 clamp", base + "_sdwa", base + "_dpp quad_perm:[0,1,2,3]",
                 base + "_e64 mul:2", base + " junk"]
    # --- source / destination substitutions on the suffix-less form
    for i, (t, f) in enumerate(zip(toks, fields)):
        cand.cat = f
        if f.startswith("src") or f == "imm":
            k = kinds.get(f) or ("v%d" % (32 if "[" not in t else 64))
            for v in src_pool(k, wave):
                cand.append(sub(base, toks, i, v))
        elif f == "vdst":
            r = regnum(t)
            if r and r[0] == "s":
                pool = SDST32
            else:
                w = 32 if "[" not in t else (64 if t == "v[8:9]" else 128)
                pool = VDST[w]
            for v in pool:
                cand.append(sub(base, toks, i, v))
        elif f == "sdst":
            for v in (SDSTM64 if wave == 64 else SDSTM32):
                cand.append(sub(base, toks, i, v))
    # forced encodings with a few substitutions
    cand.cat = "forced"
    srcs = [i for i, f in enumerate(fields) if f.startswith("src")]
    for form_mn, ftoks in ((base + "_e32", toks) if t32 else (None, None), (mn64, toks64)):
        if not form_mn:
            continue
        ff = map_fields(fam, ftoks)
        for i, f in enumerate(ff):
            if f.startswith("src"):
                k = kinds.get(f, "b32")
                for v in (["s5", "0x12345678", "1.1", "-4.0", "m0"] if k not in ("b64", "f64")
                          else ["s[4:5]", "0x12345678", "1.1", "-4.0", "exec"]):
                    cand.append(sub(form_mn, ftoks, i, v))
    # two sources that are SGPRs / literals (constant bus, literal rules)
    cand.cat = "bus"
    if len(srcs) >= 2:
        a, b = srcs[0], srcs[1]
        w64 = lambda i: kinds.get(fields[i]) in ("b64", "f64")
        sa = lambda n: ("s[%d:%d]" % (n, n + 1)) if w64(a) else "s%d" % n
        sb = lambda n: ("s[%d:%d]" % (n, n + 1)) if w64(b) else "s%d" % n
        for x, y in ((sa(4), sb(4)), (sa(4), sb(6)), ("0x12345678", "0x12345678"), ("0x12345678", "0x12345679"),
                     (sa(4), "0x12345678"), ("0x12345678", "1.0"), ("1.1", "1.1"), ("m0", "vcc_lo" if wave == 32 else "vcc_hi")):
            t = list(toks)
            t[a], t[b] = x, y
            cand.append(join(base, t))
        if len(srcs) >= 3:
            c = srcs[2]
            for x, y, z in (("s4", "s6", "s8"), ("s4", "s4", "s6"), ("s4", "s4", "s4"), ("s4", "0x12345678", "v6"),
                            ("s4", "0x12345678", "s6"), ("0x12345678", "v4", "0x12345678"),
                            ("0x12345678", "v4", "0x87654321"), ("v2", "s4", "1.1")):
                t = list(toks)
                for idx, val in ((a, x), (b, y), (c, z)):
                    if kinds.get(fields[idx]) in ("b64", "f64") and regnum(val) and val.startswith("s"):
                        n = regnum(val)[1]
                        val = "s[%d:%d]" % (n, n + 1)
                    if kinds.get(fields[idx], "").startswith("v") or kinds.get(fields[idx]) == "mask":
                        continue
                    t[idx] = val
                cand.append(join(base, t))
    # --- modifiers (on the VOP3 form; the suffix-less form too)
    if t64:
        e64mn = mn64 if mn64 else base
        cand.cat = "negabs"
        for i, f in enumerate(map_fields(fam, toks64)):
            if f.startswith("src"):
                for nb in NEGABS:
                    cand.append(sub(e64mn, toks64, i, nb.format(toks64[i])))
                cand.append(sub(e64mn, toks64, i, "-|1.0|"))
                cand.append(sub(e64mn, toks64, i, "-s5" if "[" not in toks64[i] else "-s[4:5]"))
                cand.append(sub(base, toks64, i, "-" + toks64[i]))
                cand.append(sub(base, toks64, i, "|" + toks64[i] + "|"))
        cand.cat = "omod"
        for om in OMODS:
            cand.append(join(e64mn, toks64, om))
            cand.append(join(base, toks64, om))
        nsrc = sum(1 for f in map_fields(fam, toks64) if f.startswith("src"))
        cand.cat = "opsel"
        if fam == "VOP3P":
            z = lambda n, v=0: "[" + ",".join([str(v)] * n) + "]"
            one = lambda n, j: "[" + ",".join("1" if x == j else "0" for x in range(n)) + "]"
            for m in ("op_sel:" + one(nsrc, 0), "op_sel:" + one(nsrc, nsrc - 1), "op_sel:" + z(nsrc, 1),
                      "op_sel_hi:" + z(nsrc), "op_sel_hi:" + one(nsrc, 0), "op_sel_hi:" + z(nsrc, 1),
                      "neg_lo:" + one(nsrc, 0), "neg_hi:" + one(nsrc, nsrc - 1), "neg_lo:" + z(nsrc, 1) + " neg_hi:" + z(nsrc, 1),
                      "op_sel:" + z(nsrc, 1) + " op_sel_hi:" + z(nsrc) + " clamp", "op_sel:" + z(nsrc + 1),
                      "neg_lo:" + z(nsrc + 2), "op_sel:[2,0,0]", "op_sel_hi:[0,1]", "neg_lo:[0,0,0] neg_lo:[0,0,0]",
                      "op_sel:" + z(nsrc) + " op_sel_hi:" + z(nsrc, 1) + " neg_lo:" + z(nsrc) + " neg_hi:" + z(nsrc)):
                cand.append(join(e64mn, toks64, m))
        elif nsrc:
            for m in ("op_sel:[1,0]", "op_sel:[0,1]", "op_sel:[0,0,1]", "op_sel:[1,1,1]", "op_sel:[0,0,0,1]",
                      "op_sel:[1,1,1,1]", "op_sel:[1]", "op_sel:[0,0,0,0,0]", "op_sel_hi:[1,1]", "neg_lo:[1,0]",
                      "op_sel:[1,0] clamp"):
                cand.append(join(e64mn, toks64, m))
    # --- SDWA / DPP / DPP8 from the e32 text
    if t32:
        mn32, toks32 = parse_text(t32)
        f32 = map_fields(fam, toks32)
        for kind, mods in (("_sdwa", SDWA_MODS), ("_dpp", DPP_MODS), ("_dpp", DPP8_MODS)):
            cand.cat = "dpp8" if mods is DPP8_MODS else kind[1:]
            for j, m in enumerate(mods):
                line = join(base + kind, toks32, m)
                (mand if j == 0 and kind == "_sdwa" and m == SDWA_MODS[0] else cand).append(line)
            if kind == "_dpp" and mods is DPP8_MODS:
                continue
            dm = "src0_sel:WORD_1" if kind == "_sdwa" else "row_shl:1"
            for i, f in enumerate(f32):
                if not f.startswith("src") or f == "src2":
                    continue
                for v in (["sext(%s)" % toks32[i], "-" + toks32[i], "|" + toks32[i] + "|", "-|%s|" % toks32[i],
                           "s5", "1.0", "0", "-1", "0x12345678", "exec_lo", "sext(-%s)" % toks32[i]] if kind == "_sdwa"
                          else ["-" + toks32[i], "|" + toks32[i] + "|", "s5", "1.0", "abs(%s)" % toks32[i]]):
                    cand.append(sub(base + kind, toks32, i, v, dm))
            if fam == "VOPC":
                for v in (["s[4:5]", "s4", "vcc", "exec", "ttmp[2:3]"] if wave == 64 else ["s4", "vcc_lo", "s[4:5]", "exec_lo"]):
                    if toks32 and f32[0] == "sdst":
                        cand.append(sub(base + kind, toks32, 0, v, dm))
                    elif toks32:
                        cand.append(join(base + kind, [v] + toks32, dm))
        cand.append(join(base + "_e64_dpp", toks32, "row_shl:1"))
    else:
        cand.cat = "sdwa"
        cand.append(join(base + "_sdwa", toks))
        cand.append(join(base + "_dpp", toks, "quad_perm:[0,1,2,3]"))
    # --- structure
    cand.cat = "struct"
    if toks:
        cand += [join(base, toks[:-1]), join(base, toks) + " junk", join(base, toks) + ",",
                 join(base, toks).upper(), base + "  " + " , ".join(toks), join(base, toks + ["v10"]),
                 join(base, toks) + " clamp junk"]
    # dedupe
    seen, m2, c2 = set(), [], []
    for l in mand:
        if l not in seen:
            seen.add(l)
            m2.append(l)
    for c, l in cand:
        if l not in seen:
            seen.add(l)
            c2.append((c, l))
    return m2, c2


GLOBAL = [
    # constant bus / literals
    "v_add_f32_e64 v8, s2, s3", "v_add_f32_e64 v8, s2, s2", "v_add_f32 v8, s2, s3", "v_add_f32_e64 v8, s2, 0x12345678",
    "v_add_f32_e64 v8, 0x12345678, 0x12345678", "v_add_f32_e64 v8, 0x12345678, 0x87654321",
    "v_fma_f32 v8, s2, s3, s4", "v_fma_f32 v8, s2, s3, v4", "v_fma_f32 v8, s2, s2, s2", "v_fma_f32 v8, s2, v4, s2",
    "v_fma_f32 v8, v2, v4, 0x12345678", "v_fma_f32 v8, 0x12345678, v4, 0x12345678", "v_fma_f32 v8, 0x12345678, v4, 0x12345679",
    "v_fma_f32 v8, s2, 0x12345678, v4", "v_fma_f32 v8, s2, 0x12345678, s3", "v_fma_f32 v8, m0, vcc_lo, v4",
    "v_fma_f32 v8, 1.0, 0.5, -4.0", "v_fma_f32 v8, 1.1, v4, v6", "v_fma_f32 v8, s2, 1.1, v6",
    "v_cndmask_b32_e64 v8, s2, v4, s[6:7]", "v_cndmask_b32_e64 v8, s2, v4, s6", "v_cndmask_b32_e64 v8, s2, s2, vcc",
    "v_cndmask_b32_e64 v8, s2, v4, vcc_lo", "v_cndmask_b32_e64 v8, 0x12345678, v4, s6", "v_cndmask_b32 v8, s2, v4, vcc",
    "v_cndmask_b32 v8, 0x12345678, v4, vcc", "v_cndmask_b32 v8, 0x12345678, v4, vcc_lo",
    "v_addc_co_u32_e64 v8, s[0:1], s2, v4, s[6:7]", "v_add_co_ci_u32_e64 v8, s0, s2, v4, s6",
    "v_add_co_ci_u32_e64 v8, s0, s2, s3, s6", "v_add_co_ci_u32_e32 v8, vcc_lo, s2, v4, vcc_lo",
    "v_add_co_ci_u32_e32 v8, vcc_lo, 0x12345678, v4, vcc_lo", "v_addc_u32_e64 v8, s[0:1], s2, v4, s[6:7]",
    "v_addc_u32_e32 v8, vcc, s2, v4, vcc", "v_div_fmas_f32 v8, s2, v4, v6", "v_div_fmas_f32 v8, s2, s3, v6",
    "v_div_scale_f32 v8, vcc, s2, s3, v6", "v_div_scale_f32 v8, vcc_lo, s2, v4, v6",
    "v_madmk_f32 v8, s2, 0x12345678, v4", "v_madak_f32 v8, s2, v4, 0x12345678", "v_madak_f32 v8, 0x12345678, v4, 0x12345678",
    "v_madak_f32 v8, 0x12345678, v4, 0x87654321", "v_fmaak_f32 v8, s2, v4, 0x12345678", "v_fmamk_f32 v8, 0x12345678, 0x12345678, v4",
    "v_fmamk_f32 v8, 1.0, 0x12345678, v4", "v_fmaak_f32 v8, s2, s3, 0x12345678",
    "v_readlane_b32 s8, v2, s4", "v_readlane_b32 s8, v2, 4", "v_readlane_b32 s8, v2, 64", "v_readlane_b32 s8, v2, v4",
    "v_readlane_b32 s8, s2, s4", "v_readlane_b32 s[8:9], v2, s4", "v_writelane_b32 v8, s2, s4", "v_writelane_b32 v8, s2, m0",
    "v_writelane_b32 v8, 1.0, s4", "v_writelane_b32 v8, 0x12345678, s4", "v_writelane_b32 v8, v2, s4",
    "v_readfirstlane_b32 s8, v2", "v_readfirstlane_b32 s8, s2", "v_readfirstlane_b32 s8, 0", "v_readfirstlane_b32 v8, v2",
    "v_readfirstlane_b32 m0, v2", "v_readfirstlane_b32 exec_lo, v2", "v_readfirstlane_b32 null, v2",
    "v_permlane16_b32 v8, v2, s4, s6", "v_permlane16_b32 v8, v2, 0x12345678, s6", "v_permlane16_b32 v8, v2, v4, s6",
    "v_permlane16_b32 v8, v2, s4, s6 op_sel:[1,0]", "v_permlane16_b32 v8, v2, s4, s6 op_sel:[1,1]",
    "v_permlanex16_b32 v8, v2, s4, s6 op_sel:[0,1]", "v_permlane16_b32 v8, s2, s4, s6",
    "v_lshlrev_b64 v[8:9], s2, s[4:5]", "v_lshlrev_b64 v[8:9], 0x12345678, v[4:5]",
    "v_add_f64 v[8:9], s[2:3], s[4:5]", "v_add_f64 v[8:9], s[2:3], s[2:3]", "v_add_f64 v[8:9], 0x12345678, v[4:5]",
    "v_add_f64 v[8:9], 1.1, v[4:5]", "v_add_f64 v[8:9], 0x3ff199999999999a, v[4:5]", "v_add_f64 v[8:9], -1.1, v[4:5]",
    "v_add_f64 v[8:9], 1.0, v[4:5]", "v_add_f64 v[8:9], 0x3ff00000, v[4:5]", "v_add_f64 v[8:9], 0x3ff0000000000000, v[4:5]",
    "v_mov_b32 v8, 1.1", "v_mov_b32 v8, -1.1", "v_mov_b32 v8, 0x3ff0000000000000", "v_mov_b32 v8, 1e10",
    "v_mov_b32 v8, 3.4028235e38", "v_mov_b32 v8, 1.0e39", "v_mov_b32 v8, 0x100000000", "v_mov_b32 v8, -0x80000001",
    "v_mov_b32 v8, lit(1)", "v_mov_b32 v8, lit(1.0)", "v_mov_b32_e64 v8, lit(1)", "v_mov_b32 v8, abs(1)",
    "v_add_f16 v8, 1.1, v4", "v_add_f16 v8, 65504.0, v4", "v_add_f16 v8, 1.0e10, v4", "v_add_f16 v8, 0x10000, v4",
    "v_add_f16 v8, -0x8001, v4", "v_add_f16 v8, 0xffff, v4", "v_add_f16 v8, 0.15915494, v4", "v_add_f16_e64 v8, 0.15915494, v4",
    "v_add_u16 v8, 0x8000, v4", "v_add_u16 v8, -32768, v4", "v_add_u16 v8, 65535, v4", "v_add_u16 v8, 65536, v4",
    "v_add_u16 v8, 1.0, v4", "v_add_u16 v8, 0x3c00, v4", "v_add_u16_e64 v8, 1.0, v4",
    "v_pk_add_f16 v8, 0x3c00, v4", "v_pk_add_f16 v8, 0x12345678, v4", "v_pk_add_f16 v8, 1.1, v4", "v_pk_add_f16 v8, s2, s3",
    "v_pk_add_f16 v8, 1.0, v4 op_sel_hi:[0,1]", "v_pk_add_u16 v8, 0x12345678, v4", "v_pk_add_u16 v8, 1.0, v4",
    "v_pk_fma_f16 v8, 0x1234, v4, 0x1234", "v_pk_fma_f16 v8, 0x1234, v4, 0x4321",
    "v_mad_mix_f32 v8, v2, v4, v6 op_sel_hi:[1,1,1]", "v_mad_mix_f32 v8, 1.0, v4, v6", "v_mad_mix_f32 v8, -v2, |v4|, v6",
    "v_fma_mix_f32 v8, v2, v4, v6 op_sel_hi:[1,1,1]", "v_fma_mix_f32 v8, 1.0, v4, v6", "v_fma_mix_f32 v8, 1.0, v4, v6 op_sel_hi:[1,0,0]",
    "v_fma_mixlo_f16 v8, v2, v4, v6 op_sel:[0,0,0] clamp", "v_fma_mixhi_f16 v8, -v2, v4, |v6|",
    # register widths / ranges / alignment
    "v_add_f32 v[8:9], v2, v4", "v_add_f32 v8, v[2:3], v4", "v_add_f64 v8, v[2:3], v[4:5]", "v_add_f64 v[8:9], v[3:4], v[4:5]",
    "v_add_f64 v[8:9], s[3:4], v[4:5]", "v_add_f64 v[8:9], ttmp[3:4], v[4:5]", "v_add_f64 v[8:9], v[2:3], s[102:103]",
    "v_add_f32 v256, v2, v4", "v_add_f32 v8, v256, v4", "v_add_f32 v8, s104, v4", "v_add_f32 v8, s102, v4",
    "v_add_f32 v8, s106, v4", "v_add_f32 v8, ttmp12, v4", "v_add_f32 v8, ttmp16, v4", "v_add_f32 v8, v[2], v4",
    "v_add_f32 v8, v[2:2], v4", "v_add_f32 v8, v[2:1], v4", "v_mov_b32 v[8:11], v2", "v_mov_b32 v8, v[2:5]",
    "v_mov_b32 v8, flat_scratch_lo", "v_mov_b32 v8, xnack_mask_hi", "v_mov_b32 v8, tba_lo", "v_mov_b32 v8, tma_hi",
    "v_mov_b32 v8, src_private_base", "v_mov_b32 v8, src_pops_exiting_wave_id", "v_mov_b32 v8, lds_direct",
    "v_mov_b32 v8, scc", "v_mov_b32 v8, vccz", "v_mov_b32 v8, execz", "v_mov_b32 v8, src_lds_direct",
    "v_mov_b32_e64 v8, src_lds_direct", "v_add_f32 v8, v2, src_lds_direct", "v_add_f32 v8, src_lds_direct, v4",
    "v_mov_b32_sdwa v8, src_lds_direct", "v_mov_b32 v8, null", "v_mov_b32 null, v2", "v_mov_b32 v8, s[2:3]",
    "v_cmp_eq_f32 s[8:9], v2, v4", "v_cmp_eq_f32 s8, v2, v4", "v_cmp_eq_f32 vcc, v2, v4", "v_cmp_eq_f32 vcc_lo, v2, v4",
    "v_cmp_eq_f32 exec, v2, v4", "v_cmp_eq_f32_e64 s[8:9], v2, v4", "v_cmp_eq_f32_e64 s8, v2, v4", "v_cmp_eq_f32_e64 null, v2, v4",
    "v_cmp_eq_f32_e64 s[9:10], v2, v4", "v_cmp_eq_f32_e64 ttmp[2:3], v2, v4", "v_cmp_eq_f32_e64 v[8:9], v2, v4",
    "v_cmp_eq_f32_e32 s[8:9], v2, v4", "v_cmpx_eq_f32 v2, v4", "v_cmpx_eq_f32 vcc, v2, v4", "v_cmpx_eq_f32 exec, v2, v4",
    "v_cmpx_eq_f32_e64 v2, v4", "v_cmpx_eq_f32_e64 s[8:9], v2, v4", "v_cmpx_eq_f32_e64 exec_lo, v2, v4",
    "v_cmpx_eq_f32_sdwa v2, v4", "v_cmpx_eq_f32_sdwa vcc, v2, v4", "v_cmpx_eq_f32_sdwa s[4:5], v2, v4",
    "v_cmpx_eq_f32_dpp v2, v4 quad_perm:[0,1,2,3]", "v_cmp_eq_f32_dpp vcc, v2, v4 quad_perm:[0,1,2,3]",
    "v_cmp_eq_f32_dpp vcc_lo, v2, v4 quad_perm:[0,1,2,3]", "v_cmp_eq_f32_dpp vcc_lo, v2, v4 dpp8:[0,1,2,3,4,5,6,7]",
    "v_cmp_class_f32 vcc, v2, 0x12345678", "v_cmp_class_f32_e64 s[8:9], v2, 0x200", "v_cmp_class_f32_e64 s[8:9], -v2, |v4|",
    "v_cmp_class_f32_e64 s8, -v2, 3", "v_cmp_class_f32_sdwa vcc, -v2, v4 src0_sel:WORD_1",
    "v_cmp_eq_u32_e64 s[8:9], v2, v4 clamp", "v_cmp_eq_f32_e64 s[8:9], v2, v4 clamp", "v_cmp_eq_f32_e64 s[8:9], v2, v4 mul:2",
    "v_cmp_eq_f32_e64 s8, v2, v4 clamp", "v_cmp_eq_f32_e64 s8, v2, v4 op_sel:[1,0]",
    "v_cmp_eq_f16_e64 s8, v2, v4 op_sel:[1,0]", "v_cmp_eq_u16_e64 s8, v2, v4 op_sel:[1,1,0]",
    # modifiers not allowed / generation differences
    "v_add_f32_e64 v8, v2, v4 op_sel:[0,0,0]", "v_add_f16_e64 v8, v2, v4 op_sel:[1,0,0]", "v_add_f16_e64 v8, v2, v4 op_sel:[0,0,1]",
    "v_mad_f16 v8, v2, v4, v6 op_sel:[1,0,0,0]", "v_mad_f16 v8, v2, v4, v6 op_sel:[0,0,0,1]", "v_mad_u16 v8, v2, v4, v6 op_sel:[1,1,1,1]",
    "v_fma_f16 v8, v2, v4, v6 op_sel:[0,1,0,1] clamp", "v_max3_f16 v8, v2, v4, v6 op_sel:[1,1,1,1]",
    "v_bfe_u32 v8, v2, v4, v6 clamp", "v_bfe_u32 v8, v2, v4, v6 mul:2", "v_bfe_u32 v8, -v2, v4, v6",
    "v_add_u32 v8, v2, v4 clamp", "v_add_u32_e64 v8, v2, v4 clamp", "v_add_u32_e64 v8, vcc, v2, v4 clamp",
    "v_add_nc_u32 v8, v2, v4 clamp", "v_add_nc_u32_e64 v8, v2, v4 clamp", "v_add_co_u32 v8, s0, v2, v4 clamp",
    "v_add_co_u32_e64 v8, s[0:1], v2, v4 clamp", "v_add_i32_e64 v8, s[0:1], v2, v4 clamp", "v_add_u16_e64 v8, v2, v4 clamp",
    "v_mul_lo_u32 v8, v2, v4 clamp", "v_mul_hi_u32 v8, v2, v4 mul:2", "v_mad_u64_u32 v[8:9], s[0:1], v2, v4, v[6:7] clamp",
    "v_mad_u64_u32 v[8:9], s0, v2, v4, v[6:7] clamp", "v_mad_u64_u32 v[8:9], vcc, v2, v4, v[6:7]",
    "v_mad_u64_u32 v[8:9], null, v2, v4, v[6:7]", "v_mad_u64_u32 v[8:9], s[0:1], v2, v4, 0x12345678",
    "v_mad_u64_u32 v[8:9], s[0:1], v2, v4, 1.0", "v_div_scale_f64 v[8:9], vcc, v[2:3], v[4:5], v[6:7]",
    "v_div_scale_f64 v[8:9], s[0:1], -v[2:3], |v[4:5]|, v[6:7] clamp", "v_div_scale_f32 v8, s[0:1], v2, v4, v6 mul:2",
    "v_mov_b32_sdwa v8, v2 dst_sel:WORD_1", "v_mov_b32_dpp v8, v2 quad_perm:[0,1,2,3]", "v_mov_b32_dpp v8, v2 dpp8:[0,1,2,3,4,5,6,7]",
    "v_mov_b32_dpp v8, v2 row_share:1", "v_mov_b32_dpp v8, v2 row_xmask:1", "v_mov_b32_dpp v8, v2 wave_shl:1",
    "v_mov_b32_dpp v8, v2 row_bcast:15", "v_mov_b32_dpp v8, v2 quad_perm:[0,1,2,3] fi:1",
    "v_mov_b32_dpp v8, v2 quad_perm:[0,1,2,3] bound_ctrl:0 bound_ctrl:0", "v_mov_b32_dpp v8, s2 quad_perm:[0,1,2,3]",
    "v_mov_b32_dpp v8, 1.0 quad_perm:[0,1,2,3]", "v_mov_b32_dpp v[8:9], v2 quad_perm:[0,1,2,3]",
    "v_mov_b32_sdwa v8, s2 dst_sel:DWORD", "v_mov_b32_sdwa v8, 1.0", "v_mov_b32_sdwa v8, 0x12345678",
    "v_mov_b32_sdwa v8, sext(v2) src0_sel:BYTE_0", "v_mov_b32_sdwa v8, v2 clamp", "v_mov_b32_sdwa v8, v2 mul:2",
    "v_add_f32_sdwa v8, v2, v4 mul:2", "v_add_f32_sdwa v8, -v2, |v4| clamp mul:4", "v_add_f32_sdwa v8, s2, s3",
    "v_add_f32_sdwa v8, s2, v4", "v_add_f32_sdwa v8, v2, s4", "v_add_f32_sdwa v8, 1.0, v4", "v_add_f32_sdwa v8, v2, 0.5",
    "v_add_f32_sdwa v8, sext(v2), v4", "v_add_u32_sdwa v8, sext(v2), v4 src0_sel:BYTE_0",
    "v_add_u32_sdwa v8, vcc, sext(v2), v4 src0_sel:BYTE_0", "v_add_nc_u32_sdwa v8, v2, v4", "v_add_nc_u32_dpp v8, v2, v4 row_shl:1",
    "v_cndmask_b32_sdwa v8, v2, v4, vcc dst_sel:WORD_1", "v_cndmask_b32_sdwa v8, v2, v4, vcc_lo dst_sel:WORD_1",
    "v_cndmask_b32_dpp v8, v2, v4, vcc quad_perm:[0,1,2,3]", "v_cndmask_b32_dpp v8, v2, v4, vcc_lo dpp8:[0,1,2,3,4,5,6,7]",
    "v_cndmask_b32_sdwa v8, -v2, |v4|, vcc", "v_mac_f32_sdwa v8, v2, v4", "v_mac_f32_dpp v8, v2, v4 quad_perm:[0,1,2,3]",
    "v_fmac_f32_dpp v8, v2, v4 dpp8:[0,1,2,3,4,5,6,7]", "v_fmac_f32_sdwa v8, v2, v4", "v_mac_f32_e64 v8, v2, v4 clamp",
    "v_mac_f32_e64 v8, v2, v4, v8", "v_fmac_f32_e64 v8, v2, v4 op_sel:[0,0,0]", "v_mac_f16_e64 v8, v2, v4 op_sel:[0,0,1]",
    "v_nop_e32", "v_nop_e64", "v_nop_sdwa", "v_nop_dpp", "v_nop_dpp quad_perm:[0,1,2,3]", "v_nop 0", "v_pipeflush",
    "v_pipeflush_e64", "v_clrexcp", "v_clrexcp_e64", "v_clrexcp_sdwa", "v_illegal", "v_illegal_e32",
    # operand count / junk
    "v_add_f32", "v_add_f32 v8", "v_add_f32 v8, v2", "v_add_f32 v8, v2, v4, v6", "v_add_f32 v8 v2 v4", "v_add_f32 v8, v2, v4 junk",
    "v_add_f32 v8, v2, v4 1", "v_add_f32 v8,, v2, v4", "v_add_f32 v8, v2, v4 ; comment", "v_add_f32 v8, v2, v4 // c",
    "v_add_f32_e33 v8, v2, v4", "v_add_f32_e64_e32 v8, v2, v4", "v_add_f32_sdwa_dpp v8, v2, v4", "v_addd_f32 v8, v2, v4",
    "v_fma_f32 v8, v2, v4", "v_fma_f32_e32 v8, v2, v4, v6", "v_fma_f32_e64 v8, v2, v4, v6", "v_fma_f32_sdwa v8, v2, v4, v6",
    "v_fma_f32_dpp v8, v2, v4, v6 quad_perm:[0,1,2,3]", "v_fma_f32 v8, v2, v4, v6 clamp mul:2 junk",
    "v_add_f32 v8, -v2, -v4", "v_add_f32 v8, --1.0, v4", "v_add_f32 v8, -(1.0), v4", "v_add_f32 v8, -1, v4",
    "v_add_f32 v8, |-1|, v4", "v_add_f32 v8, |v2, v4", "v_add_f32 v8, abs(v2, v4", "v_add_f32 v8, neg(|v2|), v4",
    "v_add_f32 v8, -abs(v2), v4", "v_add_f32 v8, 1 + 2, v4", "v_add_f32 v8, (1 << 4), v4", "v_add_f32 v8, 0x1.0p0, v4",
    "v_add_f32 v8, 1e1, v4", "v_add_f32 v8, 1.5, v4", "v_add_f32 v8, 2.0, v4", "v_add_f32 v8, -0.5, v4", "v_add_f32 v8, -0.0, v4",
    "v_add_f32 v8, 0.0, v4", "v_add_f32 v8, 0x3e22f983, v4", "v_add_f32 v8, 0x3f000000, v4", "v_add_f32 v8, 0xbf800000, v4",
    "v_add_f32 v8, -16.0, v4", "v_add_f32 v8, 16.0, v4", "v_add_f32 v8, 4.0, v4", "v_add_f32 v8, -64, v4",
    "v_add_f32 v8, 0.15915494309189535, v4", "v_add_f64 v[8:9], 0.15915494309189535, v[4:5]",
    "v_add_f64 v[8:9], 0x3fc45f306dc9c882, v[4:5]", "v_add_f16 v8, 0x3118, v4", "v_add_f16 v8, 0x3800, v4",
    "v_add_u32 v8, 0.5, v4", "v_add_u32 v8, 0x3f000000, v4", "v_and_b32 v8, 1.0, v4", "v_and_b32 v8, 0x3f800000, v4",
    "v_and_b32 v8, -4.0, v4", "v_and_b32 v8, 0.15915494, v4", "v_and_b32_e64 v8, 0x3e22f983, v4",
    "v_lshlrev_b64 v[8:9], 1.0, v[4:5]", "v_lshlrev_b64 v[8:9], v2, 1.0", "v_lshlrev_b64 v[8:9], v2, 0.15915494",
    "v_cvt_f64_f32 v[8:9], 0.15915494", "v_cvt_f32_f64 v8, 0.15915494", "v_cvt_f32_f64 v8, 0x12345678",
    "v_cvt_f32_f64 v8, 1.1", "v_cvt_f32_f64 v8, -1.1", "v_cvt_f32_f64_e64 v8, 1.1", "v_cvt_f32_f16 v8, 1.1",
    "v_cvt_f32_f16_e64 v8, 0x3c00", "v_cvt_f32_f16_e64 v8, 0x12345", "v_cvt_f16_f32 v8, 0x3c00",
]


def global_lines(gen, wave, facts):
    out = list(GLOBAL)
    if wave == 64:
        out += ["v_cmp_eq_f32_sdwa s[4:5], v2, v4 src0_sel:WORD_1", "v_cmp_eq_f32_sdwa vcc, v2, v4 src0_sel:WORD_1",
                "v_cmp_eq_f32_sdwa s[4:5], -v2, sext(v4) src1_sel:BYTE_0", "v_cmp_eq_f32_sdwa exec, v2, v4",
                "v_cmp_eq_i32_sdwa s[4:5], s2, v4", "v_cmp_eq_i32_sdwa s[4:5], 1, v4 src0_sel:BYTE_1 src1_sel:WORD_0",
                "v_cmp_eq_i32_sdwa s[4:5], v2, v4 clamp", "v_add_co_u32_sdwa v8, vcc, v2, v4 dst_sel:WORD_1",
                "v_add_co_ci_u32_sdwa v8, vcc, v2, v4, vcc", "v_add_co_ci_u32_dpp v8, vcc, v2, v4, vcc row_shl:1"]
    else:
        out += ["v_cmp_eq_f32_sdwa s4, v2, v4 src0_sel:WORD_1", "v_cmp_eq_f32_sdwa vcc_lo, v2, v4 src0_sel:WORD_1",
                "v_cmp_eq_f32_sdwa s[4:5], v2, v4", "v_cmp_eq_f32_sdwa s4, -v2, sext(v4) src1_sel:BYTE_0",
                "v_cmp_eq_i32_sdwa s4, s2, v4", "v_cmp_eq_i32_sdwa s4, 1, v4 src0_sel:BYTE_1 src1_sel:WORD_0",
                "v_add_co_ci_u32_sdwa v8, vcc_lo, v2, v4, vcc_lo", "v_add_co_ci_u32_dpp v8, vcc_lo, v2, v4, vcc_lo row_shl:1",
                "v_add_co_ci_u32_dpp v8, vcc_lo, v2, v4, vcc_lo dpp8:[7,6,5,4,3,2,1,0] fi:1"]
    return out


def other_gen_lines(d, gen):
    """Canonical text of a row absent on `gen`, from the nearest generation that has it."""
    g = GEN_OF.get(gen, gen)
    order = ORDER if g in ORDER else ORDER + [g]  # (the older generations' files keep their own nearest choice)
    gi = order.index(g)
    for og in sorted(order, key=lambda x: (abs(order.index(x) - gi), order.index(x))):
        t = d["text_%s_e32" % og] or d["text_%s_e64" % og]
        if t:
            mn, toks = parse_text(t)
            return [join(re.sub(r"_(e32|e64)$", "", mn), toks)]
    return []


def alias_lines(aliases, gen):
    out = []
    for a in aliases:
        ag, inp, row, form, space, op, text = a
        mn, toks = parse_text(text)
        out.append(join(inp, toks))
        out.append(join(inp + "_" + form, toks))
        if ag != GEN_OF.get(gen, gen):
            continue
        # wave32 spelling of the carry-out
        out.append(join(inp, [("vcc_lo" if t == "vcc" else ("s0" if t == "s[0:1]" else t)) for t in toks]))
    # carry-op spellings across generations
    for m in ("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32", "v_add_i32", "v_sub_i32", "v_add_u32", "v_sub_u32",
              "v_subrev_u32", "v_add_nc_u32", "v_addc_u32", "v_addc_co_u32", "v_add_co_ci_u32", "v_subb_co_u32",
              "v_sub_co_ci_u32", "v_mul_lo_i32"):
        for ops in ("v8, vcc, v2, v4", "v8, vcc_lo, v2, v4", "v8, v2, v4", "v8, s[0:1], v2, v4", "v8, s0, v2, v4",
                    "v8, vcc, v2, v4, vcc", "v8, vcc_lo, v2, v4, vcc_lo"):
            out.append(m + " " + ops)
        out.append(m + "_e64 v8, s[0:1], v2, v4")
        out.append(m + "_e32 v8, vcc, v2, v4")
    return out


# GFX12.5's own forms: 64-bit literals on integer and f64 operands of every encoding (which take them, how a value
# is chosen, lit()/lit64()), the 64-bit K of v_fmaak_f64/v_fmamk_f64, even VGPR tuples, the new modifiers.
GFX12_5_LINES = [
    "v_mov_b64 v[0:1], 0x123456789", "v_mov_b64 v[0:1], 0x12345678", "v_mov_b64 v[0:1], 0x80000000",
    "v_mov_b64 v[0:1], -100", "v_mov_b64 v[0:1], lit(1)", "v_mov_b64 v[0:1], lit64(1)", "v_mov_b64 v[0:1], 1.5",
    "v_mov_b64 v[0:1], lit64(0x123456789)", "v_mov_b64_e64 v[0:1], 0x123456789", "v_mov_b64_e64 v[0:1], lit64(5)",
    "v_add_f64 v[0:1], 0.1, v[2:3]", "v_add_f64 v[0:1], 1.5, v[2:3]", "v_add_f64 v[0:1], 0x80000000, v[2:3]",
    "v_add_f64 v[0:1], -100, v[2:3]", "v_add_f64 v[0:1], 0x123456789, v[2:3]", "v_add_f64 v[0:1], 0x100000000, v[2:3]",
    "v_add_f64 v[0:1], -0x80000001, v[2:3]", "v_add_f64 v[0:1], lit(1.0), v[2:3]", "v_add_f64 v[0:1], lit64(1.0), v[2:3]",
    "v_add_f64 v[0:1], lit64(0.1), v[2:3]", "v_add_f64 v[0:1], lit(0x3ff00000), v[2:3]", "v_add_f64_e64 v[0:1], 0.1, v[2:3]",
    "v_add_f64_e64 v[0:1], 0x123456789, v[2:3]", "v_add_f64_e64 v[0:1], lit64(0x3ff00000), v[2:3]",
    "v_add_f64_e64 v[0:1], lit64(0x123456789), v[2:3]", "v_add_f64_e64 v[0:1], lit64(0.1), v[2:3]",
    "v_fma_f64 v[0:1], v[2:3], 0x123456789, v[4:5]", "v_lshlrev_b64 v[0:1], 3, 0x123456789",
    "v_min_u64 v[0:1], v[2:3], lit64(0x123456789)", "v_pk_add_f32 v[0:1], 0x123456789, v[2:3]",
    "v_cvt_f32_f64 v0, 0.1", "v_ceil_f64 v[0:1], 0x123456789", "v_cmp_eq_f64 vcc_lo, 0.1, v[2:3]",
    "v_cmp_eq_u64 vcc_lo, 0x123456789, v[2:3]", "v_cmp_eq_u64 vcc_lo, 0xffffffff, v[2:3]",
    "v_add_nc_u64 v[0:1], 0x123456789, v[2:3]", "v_add_nc_u64 v[0:1], 0x123456789, s[2:3]",
    "v_fmac_f64 v[0:1], 0.1, v[2:3]", "v_fmaak_f64 v[0:1], v[2:3], v[4:5], 0x123456789",
    "v_fmaak_f64 v[0:1], v[2:3], v[4:5], 1.0", "v_fmaak_f64 v[0:1], v[2:3], v[4:5], 0.1",
    "v_fmaak_f64 v[0:1], v[2:3], v[4:5], 0x7fffffff", "v_fmaak_f64 v[0:1], v[2:3], v[4:5], lit(0x80000000)",
    "v_fmaak_f64 v[0:1], v[2:3], v[4:5], lit64(1)", "v_fmamk_f64 v[0:1], v[2:3], 0x123456789, v[4:5]",
    "v_mov_b32 v0, lit64(1)", "v_mov_b32 v0, lit64(0x123456789)", "v_mov_b32 v0, 0x123456789",
    "v_add_f64 v[0:1], 0x123456789, 0x123456789", "v_add_f64 v[0:1], v[3:4], v[4:5]", "v_add_f64 v[1:2], v[2:3], v[4:5]",
    "v_add_f64_e64 v[0:1], v[2:3], v[5:6]", "v_cmp_eq_f64 vcc_lo, v[1:2], v[2:3]", "v_mad_co_u64_u32 v[1:2], s0, v1, v2, v[4:5]",
    "v_bitop3_b32 v4, v6, v8, v10 bitop3:0xfe", "v_bitop3_b32 v4, s6, 0x1234, v10 bitop3:3", "v_bitop3_b32 v4, v6, v8, v10 bitop3:256",
    "v_bitop3_b16 v4, v6, v8, v10 bitop3:0x12 op_sel:[1,1,1,1]", "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:7",
    "v_cvt_scale_pk8_f16_fp4 v[4:7], v6, v8 scale_sel:8", "v_cvt_scale_pk8_f16_fp4 v[4:7], s6, v8",
    "v_cvt_f16_fp8_e64 v1, v2 byte_sel:3", "v_cvt_sr_fp8_f16 v1, v2, v3 byte_sel:2", "v_permlane16_swap_b32_e64 v1, v2 bound_ctrl:1 fi:1",
    "v_permlane_idx_gen_b32 v1, v2, v3", "v_permlane_bcast_b32 v1, v2, s3, s4", "v_pk_mul_f32 v[4:5], v[6:7], s[8:9]",
    "v_pk_mul_f32 v[4:5], v[6:7], s[8:9] op_sel_hi:[1,0]", "v_fma_mix_f32_bf16 v4, v6, v8, v10",
    "v_tanh_f32_e64 v1, v2 clamp", "v_prng_b32_e64 v1, v2 clamp", "v_cvt_pk_f16_fp8 v4, v6", "v_cvt_pk_f16_fp8 v4, v6 op_sel:[1,0]",
    "v_dot2_f32_f16 v0, v1, v2, v3", "v_interp_p10_f32 v0, v1, v2, v3",
]


# ----------------------------------------------------------------------------- assembly golden
def asm_golden(gen, facts, aliases):
    g = GEN_OF.get(gen, gen)
    wave = WAVE[gen]
    cpu, attr = REP_CPU[g], ATTR.get(gen)
    rnd = random.Random("%d-asm-%s" % (SEED, gen))
    lines = []
    classes = {}
    for d in facts:
        if not present(d, g):
            if gen not in WAVE64_FILES and gen not in HALF_MODE_FILES:
                lines += other_gen_lines(d, gen)
            continue
        if gen in WAVE64_FILES and not ("mask" in d["operands"] or d["family"] == "VOPC"):
            continue
        if gen in HALF_MODE_FILES and "16" not in d["operands"]:
            continue
        key = (d["family"], d["operands"], d["flags"], d["e32_" + g] != "-1", d["e64_" + g] != "-1")
        classes.setdefault(key, []).append(d)
    for key, members in classes.items():
        # every member of a class has the same candidate templates (same operand structure); pick a
        # stratified set of templates (round-robin over categories) for the whole class and hand them
        # out round-robin to the members, so each template appears once per class
        per = [row_lines(d, gen, wave) for d in members]
        tmpl = per[0][1]
        bycat = {}
        for j, (c, _) in enumerate(tmpl):
            bycat.setdefault(c, []).append(j)
        fl = members[0]["flags"]
        unsupported = {"sdwa": "kVopSdwa" not in fl or g in ("gfx6", "gfx7") + RDNA,
                       "dpp": ("kVopDpp10" if is10(g) else "kVopDpp") not in fl or g in ("gfx6", "gfx7"),
                       "dpp8": "kVopDpp10" not in fl or not is10(g),
                       "opsel": "kVopOpSel" not in fl, "omod": "kVopOmod" not in fl and "kVopClamp" not in fl}
        for c in bycat:
            rnd.shuffle(bycat[c])
            cap = CAT_CAP.get((g, c), 10 ** 6)
            if unsupported.get(c):
                cap = min(cap, 3)
            bycat[c] = bycat[c][:cap]
        budget = min(sum(len(v) for v in bycat.values()), CLASS_BASE + PER_ROW[gen] * len(members))
        chosen, cats = [], sorted(bycat)
        while len(chosen) < budget:
            for c in cats:
                if bycat[c] and len(chosen) < budget:
                    chosen.append(bycat[c].pop(0))
        for k, (d, (mand, cand)) in enumerate(zip(members, per)):
            lines += mand
            for j in chosen[k::len(members)]:
                if j < len(cand):
                    lines.append(cand[j][1])
    lines += global_lines(gen, wave, facts)
    lines += alias_lines(aliases, gen)
    if g in RDNA:
        lines += rdna_lines(facts, wave, g)
    if g == "gfx12_5":
        lines += GFX12_5_LINES
    seen, uniq = set(), []
    for l in lines:
        l = l.strip()
        if l and l not in seen and "\t" not in l:
            seen.add(l)
            uniq.append(l)
    res = asm_chunk(cpu, attr, uniq)
    chk = random.Random("%d-chk-%s" % (SEED, gen)).sample(range(len(uniq)), min(CHECK_N, len(uniq)))
    single = asm_many_single(cpu, attr, [uniq[i] for i in chk])
    bad = [uniq[i] for i, s in zip(chk, single) if s != res[i]]
    if bad:
        print("%s: batch/per-line mismatch, redoing per line: %s" % (gen, bad[:3]), file=sys.stderr)
        res = asm_many_single(cpu, attr, uniq)
    rows = []
    for l, r in zip(uniq, res):
        if r[0] == "asm":
            rows.append("asm\t%s\t%s\t%s" % (l, r[1], r[2]))
            for msg, col in r[3]:
                rows.append("warn\t%s\t%s\t%s" % (l, msg, col))
        elif r[0] == "err":
            rows.append("err\t%s\t%s\t%s" % (l, r[1], r[2]))
        else:
            rows.append("crash\t%s\t%s\t" % (l, r[1]))
    flags = "-mcpu=%s" % cpu + (" -mattr=%s" % attr if attr else "")
    with open(os.path.join(OUT, gen + ".tsv"), "w") as f:
        f.write("# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn %s -show-encoding)\n" % flags)
        for r in rows:
            f.write(r + "\n")
    return rows, len(chk), len(bad)


# ----------------------------------------------------------------------------- disassembly golden
VOP3P_PREFIX = {"gfx9": 0x1A7, "gfx10": 0x198, "gfx10_3": 0x198, "gfx11": 0x198, "gfx12": 0x198, "gfx12_5": 0x198}
VOP3P_OPS = {"gfx12_5": 256}  # (GFX12.5: an 8-bit VOP3P opcode; 128 elsewhere)


def is10(gen):
    """GFX10 and later: VOP3 prefix 0x35, DPP16 and DPP8."""
    return gen in ("gfx10", "gfx10_3") + RDNA


def vop1(op, vdst, src0):
    return (0x3F << 25) | (vdst << 17) | (op << 9) | src0


def vop2(op, vdst, src0, vsrc1):
    return (op << 25) | (vdst << 17) | (vsrc1 << 9) | src0


def vopc(op, src0, vsrc1):
    return (0x3E << 25) | (op << 17) | (vsrc1 << 9) | src0


def vop3(gen, op, vdst, s0, s1, s2, abs_=0, clamp=0, opsel=0, neg=0, omod=0, sdst=None):
    w0 = ((0x35 if is10(gen) else 0x34) << 26) | (op << 16) | (clamp << 15) | vdst
    if sdst is not None:
        w0 |= (sdst & 0x7F) << 8
    else:
        w0 |= (opsel << 11) | (abs_ << 8)
    w1 = (neg << 29) | (omod << 27) | (s2 << 18) | (s1 << 9) | s0
    return [w0, w1]


def vop3p(gen, op, vdst, s0, s1, s2, opsel=0, opsel_hi=7, neg_lo=0, neg_hi=0, clamp=0):
    w0 = (VOP3P_PREFIX[gen] << 23) | (op << 16) | (clamp << 15) | (((opsel_hi >> 2) & 1) << 14) | (opsel << 11) | (neg_hi << 8) | vdst
    w1 = (neg_lo << 29) | ((opsel_hi & 3) << 27) | (s2 << 18) | (s1 << 9) | s0
    return [w0, w1]


def sdwa2(src0, dst_sel=6, dst_unused=0, clamp=0, omod=0, s0sel=6, s0sext=0, s0neg=0, s0abs=0, s0s=0,
          s1sel=6, s1sext=0, s1neg=0, s1abs=0, s1s=0):
    return (src0 | (dst_sel << 8) | (dst_unused << 11) | (clamp << 13) | (omod << 14) | (s0sel << 16) | (s0sext << 19)
            | (s0neg << 20) | (s0abs << 21) | (s0s << 23) | (s1sel << 24) | (s1sext << 27) | (s1neg << 28)
            | (s1abs << 29) | (s1s << 31))


def dpp2(src0, ctrl, fi=0, bc=0, n0=0, a0=0, n1=0, a1=0, bank=0xF, row=0xF):
    return src0 | (ctrl << 8) | (fi << 18) | (bc << 19) | (n0 << 20) | (a0 << 21) | (n1 << 22) | (a1 << 23) | (bank << 24) | (row << 28)


def dpp8_2(src0, sels):
    w = src0
    for i, s in enumerate(sels):
        w |= (s & 7) << (8 + 3 * i)
    return w


def words(ws):
    return b"".join(struct.pack("<I", w & 0xFFFFFFFF) for w in ws)


INTERESTING_SRC = [0, 1, 2, 4, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 116, 122, 123, 124, 125,
                   126, 127, 128, 129, 192, 193, 208, 209, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246,
                   247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 300, 510, 511]
DPP_CTRL_VALID = ([0x00, 0x1B, 0xE4, 0xFF] + list(range(0x101, 0x110)) + list(range(0x111, 0x120)) + list(range(0x121, 0x130))
                  + [0x130, 0x134, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143])
DPP_CTRL_10 = list(range(0x150, 0x160)) + list(range(0x160, 0x170))
DPP_CTRL_INVALID = [0x100, 0x110, 0x120, 0x131, 0x135, 0x139, 0x13D, 0x144, 0x14F, 0x170, 0x1FF]


def dis_cases(gen, facts):
    rnd = random.Random("%d-dis-%s" % (SEED, gen))
    cases = []
    ops = {"VOP1": {}, "VOP2": {}, "VOPC": {}, "VOP3": {}, "VOP3P": {}}
    for d in facts:
        if d["e32_" + gen] != "-1":
            ops[d["family"]][int(d["e32_" + gen], 16)] = d
        if d["e64_" + gen] != "-1":
            ops["VOP3P" if d["family"] == "VOP3P" else "VOP3"][int(d["e64_" + gen], 16)] = d
    needs_k = lambda d: d is not None and "imm:" in d["operands"]
    # llvm-mc-22 crashes (stack dump) disassembling gfx8/gfx9 VOP3/VOP3P words with a source field of
    # 255 (literal, not supported there); keep only a few such cases ('crash' rows)
    crash_budget = [4 if gen in ("gfx8", "gfx9") else 10 ** 9]

    def v3src(v):
        if v == 255:
            if crash_budget[0] <= 0:
                return 254 if rnd.random() < 0.5 else 253
            crash_budget[0] -= 1
        return v
    lit = lambda: rnd.choice([0x12345678, 0, 0xFFFFFFFF, 0x3F800000, 0x00003C00, 0x80000000, rnd.getrandbits(32)])
    K = 0x00003C00
    # 1. every opcode of every encoding: canonical + all-zero-field word
    for op in range(62):
        d = ops["VOP2"].get(op)
        cases.append(words([vop2(op, 8, 258, 4)] + ([K] if needs_k(d) else [])))
        cases.append(words([vop2(op, 0, 0, 0)] + ([K] if needs_k(d) else [])))
    for op in range(256):
        cases.append(words([vop1(op, 8, 258)]))
        cases.append(words([vop1(op, 0, 0)]))
        cases.append(words([vopc(op, 258, 4)]))
        cases.append(words([vopc(op, 0, 0)]))
    nvop3 = 0x380 if gen == "gfx9" else 1024
    for op in range(nvop3):
        cases.append(words(vop3(gen, op, 8, 258, 260, 262)))
        cases.append(words(vop3(gen, op, 0, 0, 0, 0)))
    if gen in VOP3P_PREFIX:
        for op in range(128):
            cases.append(words(vop3p(gen, op, 8, 258, 260, 262)))
            cases.append(words(vop3p(gen, op, 0, 0, 0, 0, opsel_hi=0)))
    # 2. VOP3 modifier bits on the canonical word of every valid e64 opcode (sampled)
    v3mods = [dict(clamp=1), dict(omod=1), dict(omod=2), dict(omod=3), dict(neg=1), dict(neg=2), dict(neg=4), dict(neg=7),
              dict(abs_=1), dict(abs_=2), dict(abs_=7), dict(abs_=3, neg=5, clamp=1, omod=2)]
    if gen != "gfx8":
        v3mods += [dict(opsel=1), dict(opsel=2), dict(opsel=4), dict(opsel=8), dict(opsel=15)]
    for op, d in sorted(ops["VOP3"].items()):
        vop3b = "sdst:mask" in d["operands"] and d["family"] in ("VOP2", "VOP3")
        chosen = rnd.sample(v3mods, 5)
        for m in chosen:
            m = dict(m)
            if vop3b:
                m.pop("abs_", None)
                m.pop("opsel", None)
                m["sdst"] = rnd.choice([0, 4, 106, 126, 124, 5])
            cases.append(words(vop3(gen, op, 8, 258, 260, 262, **m)))
        # inline / literal / sgpr sources
        s0 = v3src(rnd.choice([4, 106, 124, 128, 193, 240, 242, 248, 255]))
        ws = vop3(gen, op, 8, s0, 260, v3src(rnd.choice([262, 6, 255])))
        if s0 == 255 or ((ws[1] >> 18) & 0x1FF) == 255:
            ws.append(lit())
        cases.append(words(ws))
    for op, d in sorted(ops["VOP3P"].items()):
        for _ in range(4):
            ws = vop3p(gen, op, 8, 258, 260, 262, opsel=rnd.getrandbits(3), opsel_hi=rnd.getrandbits(3),
                       neg_lo=rnd.getrandbits(3) if rnd.random() < 0.5 else 0,
                       neg_hi=rnd.getrandbits(3) if rnd.random() < 0.5 else 0, clamp=rnd.getrandbits(1))
            cases.append(words(ws))
        ws = vop3p(gen, op, 8, v3src(rnd.choice([4, 128, 242, 248, 255])), 260, 262)
        if (ws[1] & 0x1FF) == 255:
            ws.append(lit())
        cases.append(words(ws))
    # 3. SDWA / DPP / DPP8 second dwords for every valid e32 opcode
    def sdwa_rand(fam, valid=True):
        sel = lambda: rnd.randrange(7) if valid else rnd.randrange(8)
        return sdwa2(rnd.choice([2, 0, 255, 8]) if valid else rnd.getrandbits(8), dst_sel=sel(),
                     dst_unused=rnd.randrange(3) if valid else rnd.randrange(4), clamp=rnd.getrandbits(1),
                     omod=rnd.randrange(4) if rnd.random() < 0.3 else 0, s0sel=sel(), s0sext=rnd.getrandbits(1),
                     s0neg=rnd.getrandbits(1), s0abs=rnd.getrandbits(1), s0s=rnd.getrandbits(1) if gen != "gfx8" else 0,
                     s1sel=sel(), s1sext=rnd.getrandbits(1), s1neg=rnd.getrandbits(1), s1abs=rnd.getrandbits(1),
                     s1s=rnd.getrandbits(1) if gen != "gfx8" else 0)

    def dpp_rand(valid=True):
        ctrls = DPP_CTRL_VALID + (DPP_CTRL_10 if is10(gen) else [])
        ctrl = rnd.choice(ctrls) if valid else rnd.choice(DPP_CTRL_INVALID + ([] if is10(gen) else DPP_CTRL_10))
        return dpp2(rnd.choice([2, 0, 255, 8]), ctrl, fi=rnd.getrandbits(1) if is10(gen) else 0, bc=rnd.getrandbits(1),
                    n0=rnd.getrandbits(1), a0=rnd.getrandbits(1), n1=rnd.getrandbits(1), a1=rnd.getrandbits(1),
                    bank=rnd.getrandbits(4), row=rnd.getrandbits(4))

    def first_word(fam, op, src0):
        if fam == "VOP1":
            return vop1(op, 8, src0)
        if fam == "VOP2":
            return vop2(op, 8, src0, 4)
        return vopc(op, src0, 4)

    for fam in ("VOP1", "VOP2", "VOPC"):
        for op, d in sorted(ops[fam].items()):
            if needs_k(d):
                continue
            cases.append(words([first_word(fam, op, 0xF9), sdwa2(2)]))
            cases.append(words([first_word(fam, op, 0xF9), sdwa_rand(fam, True)]))
            cases.append(words([first_word(fam, op, 0xF9), sdwa_rand(fam, rnd.random() < 0.5)]))
            cases.append(words([first_word(fam, op, 0xFA), dpp2(2, 0xE4)]))
            cases.append(words([first_word(fam, op, 0xFA), dpp_rand(True)]))
            cases.append(words([first_word(fam, op, 0xFA), dpp_rand(rnd.random() < 0.5)]))
            if is10(gen):
                cases.append(words([first_word(fam, op, rnd.choice([0xE9, 0xEA])),
                                    dpp8_2(rnd.choice([2, 0, 255]), [rnd.randrange(8) for _ in range(8)])]))
    if gen in RDNA:
        cases += rdna_dis_cases(rnd, ops, lit, gen)
    # 4. seeded random words in the VALU spaces
    def src9():
        return rnd.choice(INTERESTING_SRC) if rnd.random() < 0.7 else rnd.getrandbits(9)

    def lit64(*srcs):
        # GFX12.5: source 254 names a 64-bit literal, two dwords (no 32-bit one beside it in these words)
        if gen != "gfx12_5" or 254 not in srcs or 255 in srcs:
            return []
        v = rnd.choice([0x123456789abcdef0, 0x12345678, 0x3ff0000000000000, 0x3fb999999999999a, 0xffffffff80000000,
                        0x4000000000000000, 5, rnd.getrandbits(64)])
        return [v & 0xffffffff, v >> 32]

    def vgpr():
        return rnd.choice([0, 1, 2, 8, 254, 255]) if rnd.random() < 0.5 else rnd.getrandbits(8)

    encs = ["VOP1", "VOP2", "VOPC", "VOP3", "VOP3", "DPP"] + (["SDWA"] if gen not in RDNA else []) + \
        (["VOP3P"] if gen in VOP3P_PREFIX else []) + \
        (["DPP8"] if is10(gen) else [])
    for _ in range(3000):
        enc = rnd.choice(encs)
        if enc in ("VOP1", "VOP2", "VOPC"):
            space = {"VOP1": 256, "VOP2": 62, "VOPC": 256}[enc]
            op = rnd.choice(list(ops[enc])) if ops[enc] and rnd.random() < 0.8 else rnd.randrange(space)
            d = ops[enc].get(op)
            s0 = src9()
            w = first_word(enc, op, s0) if enc != "VOP2" else vop2(op, vgpr(), s0, vgpr())
            if enc == "VOP1":
                w = vop1(op, vgpr(), s0)
            elif enc == "VOPC":
                w = vopc(op, s0, vgpr())
            ws = [w]
            if s0 == 255 or needs_k(d):
                ws.append(lit())
            ws += lit64(s0)
        elif enc == "VOP3":
            op = rnd.choice(list(ops["VOP3"])) if rnd.random() < 0.8 else rnd.randrange(nvop3)
            s = [v3src(src9()), v3src(src9()), v3src(src9())]
            ws = vop3(gen, op, rnd.getrandbits(8), s[0], s[1], s[2], abs_=rnd.getrandbits(3) if rnd.random() < 0.3 else 0,
                      clamp=rnd.getrandbits(1), opsel=rnd.getrandbits(4) if rnd.random() < 0.3 else 0,
                      neg=rnd.getrandbits(3) if rnd.random() < 0.3 else 0, omod=rnd.randrange(4) if rnd.random() < 0.3 else 0)
            if 255 in s:
                ws.append(lit())
            ws += lit64(*s)
        elif enc == "VOP3P":
            op = rnd.choice(list(ops["VOP3P"])) if rnd.random() < 0.8 else rnd.randrange(VOP3P_OPS.get(gen, 128))
            s = [v3src(src9()), v3src(src9()), v3src(src9())]
            ws = vop3p(gen, op, rnd.getrandbits(8), s[0], s[1], s[2], opsel=rnd.getrandbits(3), opsel_hi=rnd.getrandbits(3),
                       neg_lo=rnd.getrandbits(3), neg_hi=rnd.getrandbits(3), clamp=rnd.getrandbits(1))
            if 255 in s:
                ws.append(lit())
        else:
            fam = rnd.choice(["VOP1", "VOP2", "VOPC"])
            op = rnd.choice(list(ops[fam])) if rnd.random() < 0.85 else rnd.randrange(62 if fam == "VOP2" else 256)
            if enc == "SDWA":
                ws = [first_word(fam, op, 0xF9), sdwa_rand(fam, rnd.random() < 0.7)]
                if fam == "VOPC" and gen != "gfx8" and rnd.random() < 0.5:
                    ws[1] = (ws[1] & ~0xFF00) | (1 << 15) | (rnd.choice([0, 4, 106, 126, 127, 124]) << 8)
            elif enc == "DPP":
                ws = [first_word(fam, op, 0xFA), dpp_rand(rnd.random() < 0.8)]
            else:
                ws = [first_word(fam, op, rnd.choice([0xE9, 0xEA])), rnd.getrandbits(32)]
            if rnd.random() < 0.3:
                ws[0] = (ws[0] & ~(0xFF << (17 if fam != "VOPC" else 9))) | (vgpr() << (17 if fam != "VOPC" else 9))
        cases.append(words(ws))
    return unique(cases)


# ----------------------------------------------------------------------------- GFX11's own forms
def rdna_lines(facts, wave, g):
    """True16 halves (e32 limits, VOP3 op_sel and its conflicts), VOP3 with DPP16/DPP8, VOPD (operand and
    register-bank rules), DPP compares, the dpp-src1-sgpr rule (GFX11 and GFX12: `g`)."""
    out = []
    for d in facts:
        if d["e32_" + g] == "-1" and d["e64_" + g] == "-1":
            continue
        # (GFX12's texts are fake16, llvm-mc 22's default there: the halves come from the row's GFX11 text)
        t64, t32 = d["text_%s_e64" % g], d["text_%s_e32" % g]
        if g != "gfx11" and (".l" in d["text_gfx11_e64"] or ".l" in d["text_gfx11_e32"]):
            t64 = d["text_gfx11_e64"] if t64 else t64
            t32 = d["text_gfx11_e32"] if t32 else t32
        if "kVopE64Dpp" in d["flags"] and t64:
            mn = t64.split()[0]
            base = mn[:-4] if mn.endswith("_e64") else mn
            rest = t64[len(mn):]
            out.append(base + "_e64_dpp" + rest + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
            out.append(base + "_e64_dpp" + rest + " dpp8:[7,6,5,4,3,2,1,0] fi:1")
            out.append(base + "_e64_dpp" + rest + " row_share:3 row_mask:0x3 bank_mask:0x5 bound_ctrl:1")
            out.append(base + rest + " row_xmask:1 clamp" if "kVopClamp" in d["flags"] else base + rest + " row_mirror")
            out.append(base + "_e64_dpp" + rest)
        if ".l" in t64 or ".l" in t32:
            t = t32 or t64
            mn = t.split()[0]
            toks = split_operands(t[len(mn):].strip())
            hi = [x.replace(".l", ".h") for x in toks]
            out.append(mn + " " + ", ".join(hi))
            out.append(mn + " " + ", ".join(x.replace(".l", "") for x in toks))
            big = [re.sub(r"v\d+\.l", "v200.l", x, count=1) for x in toks]
            out.append(mn.replace("_e32", "") + " " + ", ".join(big))
            if t64:
                m64 = t64.split()[0]
                toks64 = split_operands(t64[len(m64):].strip())
                out.append(m64 + " " + ", ".join(x.replace(".l", ".h") for x in toks64))
                out.append(m64 + " " + ", ".join(toks64) + " op_sel:[1,1,1,1]")
                out.append(m64 + " " + ", ".join(x.replace(".l", ".h") for x in toks64) + " op_sel:[0,0,0,0]")
                out.append(m64 + " " + ", ".join(x.replace(".l", "") for x in toks64) + " op_sel:[1,0,0,0]")
    vopd = ["v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v4, v5",
            "v_dual_fmaak_f32 v1, v2, v3, 0x1234 :: v_dual_add_f32 v4, 0x1234, v8",
            "v_dual_fmamk_f32 v1, v2, 1.0, v3 :: v_dual_mov_b32 v4, 1.0", "v_dual_mov_b32 v1, 0x3f800000 :: v_dual_mov_b32 v4, 1.0",
            "v_dual_cndmask_b32 v1, v2, v3 :: v_dual_mov_b32 v4, v5", "v_dual_add_f32 v1, s2, v3 :: v_dual_add_f32 v4, s3, v8",
            "v_dual_cndmask_b32 v1, s2, v3 :: v_dual_add_f32 v4, s3, v8", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v6, v7",
            "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v7", "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v5, v5, v8",
            "v_dual_add_f32 v1, 0x1234, v3 :: v_dual_add_f32 v4, 0x1235, v8", "v_dual_add_nc_u32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v8",
            "v_dual_add_f32 v1, -v2, v3 :: v_dual_add_f32 v4, v5, v8", "v_dual_add_f32 v1, v2, s3 :: v_dual_add_f32 v4, v5, v8",
            "v_dual_add_f32 v1, v2, v3", "v_dual_add_f32 v1, v2, v3 ::", "v_dual_add_f32 v1, v2, v3 :: v_add_f32 v4, v5, v6",
            "v_dual_mov_b32 v255, v2 :: v_dual_mov_b32 v254, v5", "v_dual_add_f32 v1, v2, v3 :: v_dual_and_b32 v4, v5, v6",
            "v_dual_and_b32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6", "v_dual_dot2acc_f32_f16 v1, v2, v3 :: v_dual_lshlrev_b32 v4, v5, v6",
            "v_dual_max_f32 v1, 1.0, v3 :: v_dual_min_f32 v4, -4.0, v6", "v_dual_add_f32 v1.l, v2, v3 :: v_dual_mov_b32 v4, v5",
            "v_dual_subrev_f32 v1, vcc_lo, v3 :: v_dual_sub_f32 v4, exec_lo, v6", "v_dual_mul_dx9_zero_f32 v1, v2, v3 :: v_dual_fmac_f32 v4, v5, v6"]
    out += vopd
    out += ["v_add_f32_e64_dpp v1, v2, s3 quad_perm:[0,1,2,3]", "v_add_f32_e64_dpp v1, v2, 1.0 quad_perm:[0,1,2,3]",
            "v_add_f32_e64 v1, v2, v3 quad_perm:[0,1,2,3]", "v_add_f32_dpp v1, v2, v3 clamp quad_perm:[0,1,2,3]",
            "v_fma_f32 v1, v2, v3, v4 row_shl:1", "v_add_f32 v1, v2, v3 clamp quad_perm:[0,1,2,3]",
            "v_add_co_u32 v1, s5, v2, v3 row_share:1", "v_cmp_eq_u32 s5, v2, v3 quad_perm:[0,1,2,3]",
            "v_cmp_eq_u32_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3]", "v_cmpx_eq_u32_dpp v2, v3 quad_perm:[0,1,2,3]",
            "v_add_f16_e64 v1.h, v1.h, v2.l op_sel:[0,0,1]", "v_add_f16_e64 v1.l, s1, v2.l op_sel:[1,0,0]",
            "v_add_f16_e64 v1, v1, v2 op_sel:[1,0,0]", "v_add_f32 v1.l, v2, v3", "v_add_f16 v1.l, s1, v2.h",
            "v_add_f16 v200.l, v1.l, v2.l", "v_mov_b32 v0, lds_direct", "v_mov_b32 v0, src_vccz",
            "v_add_f32_e64 v1, null, m0", "v_cmp_eq_u32_e64 null, v1, v2", "v_readlane_b32 null, v1, m0",
            "v_add_f16_e64 v1.l, v2.l, lit(0x3c00)", "v_pack_b32_f16 v1, v2.h, v3.l", "v_mad_u16 v1.h, v2.l, v3.h, v4.l"]
    return out


def vop3_dpp(op, vdst, s1, s2, dpp_word, dpp8=False, fi=0, abs_=0, neg=0, clamp=0, opsel=0, omod=0):
    ws = vop3("gfx11", op, vdst, (0xEA if fi else 0xE9) if dpp8 else 0xFA, s1, s2, abs_=abs_, clamp=clamp, opsel=opsel,
              neg=neg, omod=omod)
    return ws + [dpp_word]


def rdna_dis_cases(rnd, ops, lit, g):
    """VOP3 + DPP16/DPP8 words, true16 halves (bit 7 of 32-bit-form VGPR fields), VOPD words."""
    cases = []
    for op, d in sorted(ops["VOP3"].items()):
        if "kVopE64Dpp" not in d["flags"]:
            continue
        for _ in range(2):
            dw = dpp2(rnd.choice([2, 200]), rnd.choice(DPP_CTRL_VALID + DPP_CTRL_10 + DPP_CTRL_INVALID[:3]),
                      fi=rnd.getrandbits(1), bc=rnd.getrandbits(1), bank=rnd.getrandbits(4), row=rnd.getrandbits(4))
            cases.append(words(vop3_dpp(op, 8, rnd.choice([260, 4, 128]), rnd.choice([262, 6, 0]), dw,
                                        abs_=rnd.getrandbits(3) if rnd.random() < 0.3 else 0,
                                        neg=rnd.getrandbits(3) if rnd.random() < 0.3 else 0, clamp=rnd.getrandbits(1),
                                        opsel=rnd.getrandbits(4) if rnd.random() < 0.3 else 0)))
        cases.append(words(vop3_dpp(op, 8, 260, 262, dpp8_2(2, [rnd.randrange(8) for _ in range(8)]), dpp8=True,
                                    fi=rnd.getrandbits(1))))
        cases.append(words(vop3_dpp(op, 8, 260, 262, dpp2(2, 0xE4) | (rnd.getrandbits(4) << 20))))  # (bits 23:20 set)
    for fam in ("VOP1", "VOP2", "VOPC"):
        for op, d in sorted(ops[fam].items()):
            if ".l" not in (d["text_gfx11_e32"] or "") or d["e32_" + g] == "-1":
                continue
            hi = lambda v: v | 0x80
            if fam == "VOP1":
                cases.append(words([vop1(op, hi(8), 258 | 0x80)]))
            elif fam == "VOP2":
                cases.append(words([vop2(op, hi(8), 258, hi(4))] + ([0x3C00] if "imm:" in d["operands"] else [])))
            else:
                cases.append(words([vopc(op, 258 | 0x80, hi(4))]))
    comps = [(x, y) for x in range(16) for y in range(20)]
    for x, y in rnd.sample(comps, 120):
        w0 = (0x32 << 26) | (x << 22) | (y << 17) | (rnd.choice([3, 7, 0]) << 9) | rnd.choice([0x102, 0x106, 2, 0xF2, 0xFF, 106])
        w1 = (rnd.choice([1, 2, 255]) << 24) | (rnd.choice([2, 3, 127]) << 17) | (rnd.choice([7, 5, 0]) << 9) | \
            rnd.choice([0x105, 0x109, 3, 0xF4, 0xFF])
        ws = [w0, w1]
        if (w0 & 0x1FF) == 0xFF or (w1 & 0x1FF) == 0xFF or x in (1, 2) or y in (1, 2):
            ws.append(lit())
        cases.append(words(ws))
    return cases


def dis_golden(gen, facts):
    cpu = REP_CPU[gen]
    cases = dis_cases(gen, facts)
    res = []
    for i in range(0, len(cases), 2000):
        res += dis_chunk(cpu, cases[i:i + 2000])
    chk = random.Random("%d-dchk-%s" % (SEED, gen)).sample(range(len(cases)), min(CHECK_N, len(cases)))
    single = dis_many_single(cpu, [cases[i] for i in chk])
    bad = [cases[i].hex() for i, s in zip(chk, single) if s != res[i]]
    if bad:
        print("%s: dis batch/single mismatch, redoing one per invocation: %s" % (gen, bad[:3]), file=sys.stderr)
        res = dis_many_single(cpu, cases)
    rows = []
    for c, (st, bs, text) in zip(cases, res):
        if st == "dis":
            rows.append("dis\t%s\t%s" % (bs.hex(), text))
        elif st == "bad":
            rows.append("bad\t%s\t" % c.hex())
        else:
            rows.append("crash\t%s\t%s" % (c.hex(), text))
    with open(os.path.join(OUT, "dis_" + gen + ".tsv"), "w") as f:
        f.write("# kind\tbytes\ttext  (llvm-mc-22 -arch=amdgcn -mcpu=%s -disassemble -show-encoding; "
                "bytes = consumed bytes incl. literal; inputs padded with 78563412 000080bf 000080bf (+6x 000080bf))\n" % cpu)
        for r in rows:
            f.write(r + "\n")
    return rows, len(chk), len(bad)


def main():
    os.makedirs(OUT, exist_ok=True)
    facts = load_facts()
    aliases = load_aliases()
    for gen in sys.argv[1:] or (GENS + ["gfx10_w64", "gfx11_w64", "gfx11_fake16", "gfx12_w64", "gfx12_t16"]):
        if gen not in WAVE:
            continue
        rows, nchk, nbad = asm_golden(gen, facts, aliases)
        print("%s.tsv %s (checked %d single, %d mismatches)" % (gen, kind_counts(rows), nchk, nbad), file=sys.stderr)
        if gen in DISASM_GENS:
            rows, nchk, nbad = dis_golden(gen, facts)
            print("dis_%s.tsv %s (checked %d single, %d mismatches)" % (gen, kind_counts(rows), nchk, nbad),
                  file=sys.stderr)


if __name__ == "__main__":
    main()
