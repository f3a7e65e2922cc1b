#!/usr/bin/env python3
"""Generate golden vectors for the vector memory and export instructions (DS, MUBUF, MTBUF, MIMG,
FLAT/GLOBAL/SCRATCH, EXP) using llvm-mc-22 as the oracle.

Reads tools/oracle/vmem_facts.tsv (extract_vmem_facts.py) for the canonical text of every instruction
on every generation and writes
  tests/golden/vmem/<gen>.tsv       asm<TAB>input<TAB>text<TAB>hex  /  err<TAB>input<TAB>message<TAB>column
  tests/golden/vmem/dis_<gen>.tsv   dis<TAB>hex consumed<TAB>text   /  bad<TAB>hex<TAB>   (gfx8+ only)
Every instruction gets its canonical form, each modifier it may take (and one it may not), a few syntax
errors and wrong register widths; one representative per family gets many operand variants.
Rerun: cd tools/oracle && ORACLE_JOBS=2 python3 gen_vmem_golden.py [gen...]
"""
import csv
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import GENS, REP_CPU, asm_batch, generate_goldens, write_asm_golden, write_dis_golden, unique

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "vmem"))
SEED = 20240611
FAMILIES = ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH", "EXP")
# The families gcnkit has on a generation whose memory encodings are being added (make_vmem_def.GFX11_FAMILIES).
GEN_FAMILIES = {"gfx11": ("DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG", "EXP"),
                "gfx12": ("DS", "EXP", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG"),
                # (GFX12.5: no images, exports or tbuffer words)
                "gfx12_5": ("DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF")}
GFX10 = ("gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5")     # (unified formats, dim)
GFX12_GENS = ("gfx12", "gfx12_5")                          # (96-bit VFLAT/VBUFFER words, th/scope)


def load_facts():
    rows = list(csv.reader(open(os.path.join(HERE, "vmem_facts.tsv")), delimiter="\t"))
    h = rows[0]
    return [dict(zip(h, r)) for r in rows[1:] if dict(zip(h, r))["enc"] in FAMILIES]


def sample(d, gen):
    s = d["text_" + gen]
    if s and s != "-":
        return s
    return None


def any_sample(d):
    for g in reversed(GENS):
        if sample(d, g):
            return sample(d, g)
    return d["name"]


def split_mods(text):
    """'op a, b, c mod1 mod2' -> ('op a, b, c', 'mod1 mod2') (modifiers follow the last operand)."""
    parts = text.split(" ")
    i = len(parts)
    while i > 1 and re.fullmatch(r"[a-z0-9_]+(:\S+)?", parts[i - 1]) and not re.fullmatch(
            r"(v\d+|s\d+|off|m0|null|vcc(_lo|_hi)?|exec(_lo|_hi)?|ttmp\d+|-?\d+|mrt\d|mrtz|pos\d|param\d+)",
            parts[i - 1].rstrip(",")) and not parts[i - 2].endswith(","):
        i -= 1
    return " ".join(parts[:i]), " ".join(parts[i:])


def mod_text(mod, enc, gen):
    return {
        "offset": "offset:16" if enc != "DS" else "offset:256",
        "offset0": "offset0:1", "offset1": "offset1:2",
        "format": "format:22" if gen in GFX10 else "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
        "dfmt": "dfmt:2", "nfmt": "nfmt:3", "dmask": "dmask:0x1", "dim": "dim:SQ_RSRC_IMG_1D",
    }.get(mod, mod)


VMOD_ALL = ["offen", "idxen", "addr64", "glc", "slc", "dlc", "lds", "tfe", "lwe", "d16", "unorm", "da", "r128",
            "a16", "gds", "done", "compr", "vm", "row_en", "nv", "scc", "sc0", "sc1", "nt", "high", "offset:4"]


def lines_for(d, gen):
    base = sample(d, gen)
    name, enc = d["name"], d["enc"]
    if not base:
        return [any_sample(d)]
    out = [base, base + " junk"]
    ops, mods = split_mods(base)
    mods_ok = d["mods_" + gen].split() if d["mods_" + gen] not in ("-", "") else []
    # each modifier accepted on some generation, and a few nobody takes
    for m in sorted(set(d["modifiers"].split()) - {"dfmt", "nfmt"}):
        if m in ("dmask", "dim") and m in mods:
            continue
        t = mod_text(m, enc, gen)
        line = base + " " + t
        if m == "tfe" or m == "lwe":
            line = widen_data(base, enc) + " " + t
        if m in ("offen", "idxen") and enc in ("MUBUF", "MTBUF"):
            line = ops.replace(", off,", ", v1,") + (" " + mods if mods else "") + " " + t
        if m == "addr64":
            line = ops.replace(", off,", ", v[1:2],") + (" " + mods if mods else "") + " " + t
        out.append(line.strip())
    # all accepted modifiers at once
    allm = [mod_text(m, enc, gen) for m in mods_ok if m not in ("dfmt", "nfmt", "offset0", "offset1", "tfe", "lwe",
                                                                  "addr64", "offen", "idxen", "lds", "d16", "a16", "da", "r128")]
    allm = [m for m in allm if m.split(":")[0] not in mods]
    if allm:
        out.append(base + " " + " ".join(allm))
    if gen in GFX12_GENS and enc in ("FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG"):  # (GFX12: th by kind, scope)
        out += [base + " " + t for t in gfx12_policy(name)]
    if gen == "gfx12_5" and enc in ("FLAT", "GLOBAL", "SCRATCH", "MUBUF"):  # (GFX12.5: scale_offset and nv bits)
        out += [base + " scale_offset", base + " nv", base + " scale_offset th:TH_%s_NT nv" % policy_kind(name)]
        if enc in ("FLAT", "GLOBAL") and d["operands"].find("vaddr:v64") >= 0:
            sg = sgpr_base_form(base, enc, d["operands"])
            if sg:
                out += [sg, sg + " offset:-16 scale_offset", sg + " scale_offset scope:SCOPE_SYS nv"]
    # too few operands, an extra operand
    if "," in ops:
        out.append(ops.rsplit(",", 1)[0] + (" " + mods if mods else ""))
    out.append(name)
    return out


def policy_kind(name):
    return "ATOMIC" if "_atomic_" in name else "STORE" if "_store" in name else "LOAD"


def sgpr_base_form(text, enc, sig):
    """A GLOBAL/FLAT line's form with a 32-bit VGPR offset and an SGPR pair base (GFX12.5's flat segment too)."""
    ops, mods = split_mods(text)
    if " " not in ops:
        return None
    name, rest = ops.split(" ", 1)
    parts = [p.strip() for p in rest.split(",")]
    at = 1 if sig.startswith("vdst:") else 0       # (the address follows a load's result)
    m = re.fullmatch(r"v\[(\d+):\d+\]", parts[at]) if at < len(parts) else None
    if not m:
        return None
    parts[at] = "v" + m.group(1)
    parts = [p for p in parts if p != "off"] + ["s[4:5]"]
    return (name + " " + ", ".join(parts) + (" " + mods if mods else "")).strip()


def gfx12_policy(name):
    """GFX12 cache-policy words for a memory row: its access kind's names, scopes, refused combinations."""
    kind = policy_kind(name)
    other = "STORE" if kind == "LOAD" else "LOAD"
    return ["th:TH_%s_NT" % kind, "th:TH_%s_HT scope:SCOPE_SE" % kind, "scope:SCOPE_DEV", "scope:SCOPE_SYS",
            "th:TH_%s_NT_RT scope:SCOPE_SYS" % kind, "th:TH_%s_NT" % other, "nv", "glc", "th:TH_%s_RT_NT" % kind]


# GFX12 VFLAT/VGLOBAL/VSCRATCH (the words are 96 bits; every field and edge llvm-mc 22 checks).
GFX12_FLAT = [
    "global_load_b32 v5, v1, s[2:3] offset:0x7fffff", "global_load_b32 v5, v1, s[2:3] offset:-0x800000",
    "global_load_b32 v5, v1, s[2:3] offset:0x800000", "global_load_b32 v5, v1, s[2:3] offset:-0x800001",
    "flat_load_b32 v5, v[1:2] offset:-1", "flat_load_b32 v5, v[1:2] offset:8388607", "flat_load_b32 v5, v[1:2] offset:8388608",
    "flat_load_b32 v5, v[1:2] offset:-8388608", "scratch_load_b32 v5, off, s2 offset:-8388608",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT scope:SCOPE_SYS", "global_load_b32 v5, v[1:2], off scope:SCOPE_SE th:TH_LOAD_NT",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT offset:4", "global_load_b32 v5, v[1:2], off offset:4 th:TH_LOAD_NT",
    "global_load_b32 v5, v[1:2], off offset:4, th:TH_LOAD_NT", "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT, scope:SCOPE_SE",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT th:TH_LOAD_HT", "global_load_b32 v5, v[1:2], off scope:SCOPE_SE scope:SCOPE_SE",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_BYPASS", "global_load_b32 v5, v[1:2], off th:TH_LOAD_BYPASS scope:SCOPE_SYS",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_LU", "global_load_b32 v5, v[1:2], off th:TH_LOAD_LU scope:SCOPE_SYS",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_RT", "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT_HT scope:SCOPE_CU",
    "global_load_b32 v5, v[1:2], off scope:2", "global_load_b32 v5, v[1:2], off scope:4", "global_load_b32 v5, v[1:2], off scope:bogus",
    "global_load_b32 v5, v[1:2], off th:bogus", "global_load_b32 v5, v[1:2], off th:0x1", "global_load_b32 v5, v[1:2], off TH:TH_LOAD_NT",
    "global_load_b32 v5, v[1:2], off th:th_load_nt", "global_load_b32 v5, v[1:2], off th : TH_LOAD_NT", "global_load_b32 v5, v[1:2], off NV",
    "global_load_b32 v5, v[1:2], off nv", "global_load_b32 v5, v[1:2], off nv nv", "global_load_b32 v5, v[1:2], off nv offset:4",
    "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT, nv", "global_load_b32 v5, v[1:2], off nv th:TH_LOAD_BYPASS",
    "global_load_b32 v5, v[1:2], off glc", "global_load_b32 v5, v[1:2], off slc", "global_load_b32 v5, v[1:2], off dlc",
    "global_load_b32 v5, v[1:2], off scc", "global_load_b32 v5, v[1:2], off th:TH_LOAD_NT glc", "global_load_b32 v5, v[1:2], off lds",
    "global_load_b32 v5, v[1:2], off inst_offset:4", "global_load_b32 v5, v[1:2], off th:TH_STORE_NT",
    "global_load_b32 v5, v[1:2], off th:TH_ATOMIC_RETURN", "global_load_b32 v5, v[1:2], null", "global_load_b32 v5, v1, null",
    "global_store_b32 v[1:2], v10, off th:TH_STORE_WB", "global_store_b32 v[1:2], v10, off th:TH_STORE_WB scope:SCOPE_SYS",
    "global_store_b32 v[1:2], v10, off th:TH_STORE_BYPASS scope:SCOPE_SYS", "global_store_b32 v[1:2], v10, off th:TH_STORE_NT_WB",
    "global_store_b32 v[1:2], v10, off th:TH_LOAD_NT", "global_store_b32 v[1:2], v10, off th:TH_ATOMIC_NT",
    "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_RETURN", "flat_atomic_add_u32 v[1:2], v10 th:TH_ATOMIC_RETURN",
    "flat_atomic_add_u32 v5, v[1:2], v10", "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_NT",
    "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_NT_RETURN", "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS",
    "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_RT_RETURN scope:SCOPE_DEV", "flat_atomic_add_u32 v5, v[1:2], v10 scope:SCOPE_SE",
    "flat_atomic_add_u32 v5, v[1:2], v10 offset:4", "flat_atomic_add_u32 v5, v[1:2], v10 nv", "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_LOAD_NT",
    "flat_atomic_add_u32 v[1:2], v10 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS", "flat_atomic_add_u32 v[1:2], v10 th:TH_ATOMIC_CASCADE_NT",
    "flat_atomic_add_u32 v5, v[1:2], v10 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS", "flat_atomic_add_u32 v5, v[1:2], v10 glc",
    "flat_atomic_cmpswap_b64 v[5:6], v[1:2], v[10:13] offset:-16 th:TH_ATOMIC_RETURN scope:SCOPE_DEV",
    "global_atomic_add_u32 v5, v1, v10, s[2:3] offset:-8 th:TH_ATOMIC_RETURN", "global_atomic_add_u32 v1, v10, s[2:3] offset:-8",
    "global_atomic_ordered_add_b64 v[5:6], v1, v[10:11], s[2:3] th:TH_ATOMIC_RETURN", "global_atomic_sub_clamp_u32 v5, v1, v2, s[2:3] th:TH_ATOMIC_RETURN",
    "global_atomic_csub_u32 v5, v1, v2, s[2:3] th:TH_ATOMIC_RETURN", "global_atomic_csub v1, v2, s[2:3]",
    "flat_atomic_max_f32 v[1:2], v3", "global_atomic_fmin v1, v2, s[2:3]", "global_atomic_cmpswap_f32 v1, v[2:3], s[2:3]",
    "global_inv", "global_inv scope:SCOPE_SYS", "global_inv th:TH_LOAD_NT", "global_inv nv", "global_inv offset:4",
    "global_inv th:TH_STORE_NT", "global_wb scope:SCOPE_DEV", "global_wb scope:SCOPE_DEV th:TH_STORE_NT", "global_wbinv scope:SCOPE_SE",
    "global_wbinv offset:4", "global_wbinv v1", "global_load_tr_b64 v[5:6], v1, s[2:3] offset:64", "global_load_tr_b128 v[5:8], v[1:2], off",
    "global_load_tr_b64 v5, v[1:2], off", "global_load_addtid_b32 v5, s[2:3] offset:4 th:TH_LOAD_NT", "global_store_addtid_b32 v5, off",
    "scratch_load_b32 v5, v1, off", "scratch_load_b32 v5, off, s2", "scratch_load_b32 v5, v1, s2", "scratch_load_b32 v5, off, off",
    "scratch_load_b32 v5, v1, null", "scratch_load_b32 v5, off, null", "scratch_load_b32 v5, v1, m0", "scratch_load_b32 v5, v1, exec_hi",
    "scratch_load_b32 v5, v1, exec_lo", "scratch_load_b32 v5, v1, vcc_hi", "scratch_load_b32 v5, v1, s105", "scratch_load_b32 v5, v1, ttmp15",
    "scratch_store_b128 off, v[10:13], s3 th:TH_STORE_BYPASS scope:SCOPE_SYS", "scratch_store_b32 v255, v255, s105 offset:-1",
    "flat_load_b128 v[252:255], v[254:255] offset:0x7ffff0", "flat_load_b32 v5, v[1:2], off", "flat_load_b32 v5, v1",
    "flat_store_b64 v[1:2], v[3:4] th:TH_STORE_HT scope:SCOPE_DEV", "flat_load_d16_hi_b16 v5, v[1:2] th:TH_LOAD_NT_RT",
]


# GFX12 VBUFFER (96-bit words: 23-bit unsigned offsets, a 7-bit soffset, th/scope, formats).
GFX12_BUFFER = [
    "buffer_load_b32 v5, off, s[8:11], s3 offset:8388607", "buffer_load_b32 v5, off, s[8:11], s3 offset:8388608",
    "buffer_load_b32 v5, off, s[8:11], s3 offset:-1", "buffer_load_b32 v5, off, s[8:11], s3 offset:4096",
    "buffer_load_b32 v5, off, s[8:11], s3 offset:65536", "buffer_load_b32 v5, v1, s[8:11], s3 offen offset:4 th:TH_LOAD_NT",
    "buffer_load_b32 v5, v1, s[8:11], s3 idxen scope:SCOPE_SYS", "buffer_load_b32 v5, v[1:2], s[8:11], s3 idxen offen",
    "buffer_load_b32 v5, v[1:2], s[8:11], s3 offen idxen", "buffer_load_b32 v[5:6], off, s[8:11], s3 tfe",
    "buffer_load_b32 v[5:6], off, s[8:11], s3 th:TH_LOAD_NT tfe", "buffer_load_b32 v[5:6], off, s[8:11], s3 tfe th:TH_LOAD_NT",
    "buffer_load_b32 v5, off, s[8:11], null", "buffer_load_b32 v5, off, s[8:11], m0", "buffer_load_b32 v5, off, s[8:11], 0",
    "buffer_load_b32 v5, off, s[8:11], -1", "buffer_load_b32 v5, off, s[8:11], 0.5", "buffer_load_b32 v5, off, s[8:11], 0x1234",
    "buffer_load_b32 v5, off, s[8:11], vcc_lo", "buffer_load_b32 v5, off, s[8:11], exec_hi", "buffer_load_b32 v5, off, s[8:11], ttmp5",
    "buffer_load_b32 v5, off, s[8:11], src_scc", "buffer_load_b32 v5, off, s[8:11], src_shared_base", "buffer_load_b32 v5, off, s[8:11], s105",
    "buffer_load_b32 v5, off, s[8:11], s[4:5]", "buffer_load_b32 v5, off, s[8:11], v1", "buffer_load_b32 v5, off, ttmp[12:15], s3",
    "buffer_load_b32 v5, off, s[96:99], s3", "buffer_load_b32 v5, off, s[9:12], s3", "buffer_load_b32 v5, off, vcc, s3",
    "buffer_load_b32 v5, off, s[8:11], s3 lds", "buffer_load_b32 v5, off, s[8:11], s3 glc", "buffer_load_b32 v5, off, s[8:11], s3 nv",
    "buffer_load_b32 v5, off, s[8:11], s3 format:1", "buffer_load_b32 v5, off, s[8:11], s3 th:TH_LOAD_NT offset:4",
    "buffer_load_b32 v5, off, s[8:11], s3 th:TH_STORE_NT", "buffer_load_b32 v5, off, s[8:11], s3 th:TH_LOAD_BYPASS scope:SCOPE_SYS",
    "buffer_store_b32 v5, off, s[8:11], s3 th:TH_STORE_WB", "buffer_store_b128 v[5:8], v1, s[8:11], s3 offen offset:8 th:TH_STORE_NT_WB",
    "buffer_store_b32 v5, off, s[8:11], s3 tfe", "buffer_atomic_add_u32 v5, off, s[8:11], s3 th:TH_ATOMIC_RETURN",
    "buffer_atomic_add_u32 v5, off, s[8:11], s3 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV", "buffer_atomic_add_u32 v5, off, s[8:11], s3 th:TH_ATOMIC_CASCADE_RT",
    "buffer_atomic_add_u32 v5, off, s[8:11], s3 th:TH_LOAD_NT", "buffer_atomic_cmpswap_b64 v[5:8], v1, s[8:11], s3 offen th:TH_ATOMIC_RETURN",
    "buffer_atomic_csub_u32 v5, off, s[8:11], s3", "buffer_atomic_fmax v5, off, s[8:11], s3", "buffer_atomic_cmpswap_f32 v[5:6], off, s[8:11], s3",
    "buffer_load_d16_format_xyzw v[5:6], off, s[8:11], s3", "buffer_load_d16_format_xyzw v[5:8], off, s[8:11], s3",
    "buffer_load_format_xyzw v[5:9], off, s[8:11], s3 tfe", "buffer_gl0_inv", "buffer_gl1_inv", "buffer_wbl2",
    "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT]", "tbuffer_load_format_x v5, off, s[8:11], s3 format:0",
    "tbuffer_load_format_x v5, off, s[8:11], s3 format:127", "tbuffer_load_format_x v5, off, s[8:11], s3 format:128",
    "tbuffer_load_format_x v5, off, s[8:11], format:22, s3", "tbuffer_load_format_x v5, off, s[8:11], s3 format:22 offset:4 th:TH_LOAD_NT",
    "tbuffer_load_format_x v5, off, s[8:11], s3 offset:4 format:22", "tbuffer_store_format_xyzw v[5:8], v1, s[8:11], s3 idxen format:[BUF_FMT_8_UNORM]",
    "tbuffer_load_format_x v[5:6], off, s[8:11], s3 tfe", "tbuffer_load_d16_format_x v5, off, s[8:11], s3 format:[BUF_FMT_16_FLOAT]",
    "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
]


# GFX12 VIMAGE/VSAMPLE (96-bit words: every address a field, lists of at most 5 / 4 entries).
GFX12_IMAGE = [
    "image_load v[5:8], [v1, v2, v3], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D", "image_load v[5:8], v[1:3], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D",
    "image_load v5, [v1], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D", "image_load v5, [v1, v2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D",
    "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D", "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16",
    "image_load v5, v[1:2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16", "image_load v[5:8], [v1, v2, v3, v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D",
    "image_load_mip v[5:8], [v1, v2, v3, v4], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D", "image_load_mip v[5:8], [v1, v2, v[3:4]], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D",
    "image_load v5, v1, s[8:15] dmask:0x2 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT scope:SCOPE_SYS", "image_load v[5:6], v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe",
    "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm", "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D lwe",
    "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D glc", "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D da",
    "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D r128", "image_load v5, v1, s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D r128",
    "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D d16", "image_load v[5:6], v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe th:TH_LOAD_NT",
    "image_load v[5:6], v1, s[8:15] dmask:0x1 th:TH_LOAD_NT dim:SQ_RSRC_IMG_1D", "image_load v5, v1, s[8:15] dim:SQ_RSRC_IMG_1D dmask:0x1",
    "image_store v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_STORE_NT", "image_store v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT",
    "image_store_mip v[5:8], [v1, v2, v3, v4], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY",
    "image_atomic_add_uint v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_RETURN",
    "image_atomic_add_uint v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D", "image_atomic_add v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D",
    "image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_RETURN",
    "image_atomic_pk_add_bf16 v5, [v1, v2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D th:TH_ATOMIC_NT",
    "image_sample v5, v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D", "image_sample v5, [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_sample v5, v[1:2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D", "image_sample v5, [v1, v2, v3, v4, v5], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_3D",
    "image_sample_d v5, [v1, v2, v3, v[4:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_sample_d v5, [v1, v2, v3, v4, v[5:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_sample_d v5, [v1, v2, v3, v4, v5, v6], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_sample_c_d_cl_o v5, [v1, v2, v3, v[4:9]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_sample v[5:6], v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm th:TH_LOAD_NT scope:SCOPE_SE r128 a16 tfe lwe d16",
    "image_sample v[5:6], v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm r128 th:TH_LOAD_NT tfe",
    "image_sample v5, v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D r128 unorm", "image_sample v5, v1, ttmp[8:15], s[96:99] dmask:0x1 dim:SQ_RSRC_IMG_1D",
    "image_sample v5, v1, s[8:15], s[17:20] dmask:0x1 dim:SQ_RSRC_IMG_1D", "image_gather4 v[5:8], [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
    "image_gather4 v[5:8], [v1, v2], s[8:15], s[16:19] dmask:0x3 dim:SQ_RSRC_IMG_2D", "image_get_lod v[5:6], [v1, v2], s[8:15], s[16:19] dmask:0x3 dim:SQ_RSRC_IMG_2D",
    "image_msaa_load v[5:8], [v1, v2, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA", "image_msaa_load v[5:8], [v1, v2, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm",
    "image_msaa_load v[5:8], [v1, v2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D", "image_get_resinfo v[5:8], v1, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D",
    "image_bvh_intersect_ray v[5:8], [v1, v2, v[3:5], v[6:8], v[9:11]], s[8:11]", "image_bvh_intersect_ray v[5:8], [v1, v2, v[3:5], v[6:8]], s[8:11] a16",
    "image_bvh64_intersect_ray v[5:8], [v[1:2], v3, v[4:6], v[7:9], v[10:12]], s[8:11]", "image_bvh_intersect_ray v[5:8], v[1:11], s[8:11]",
    "image_bvh_intersect_ray v[5:8], [v1, v[2:4], v[5:7], v[8:10], v[11:14]], s[8:11]", "image_load v5, v255, s[96:103] dmask:0x1 dim:SQ_RSRC_IMG_1D",
    "image_load v5, [v255, v0], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D", "image_load v[253:256], v1, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D",
]


# GFX12.5 (gfx1250): the new DS and VFLAT rows, the flat segment's SGPR base, scale_offset and nv in every family and
# order, even-aligned VGPR tuples, the renamed transposing loads, and what is gone (GDS, the BVH stack, format and
# tbuffer rows, the buffer cache controls, global_atomic_ordered_add_b64).
GFX125_MEMORY = [
    # DS
    "ds_add_f64 v1, v[2:3] offset:8", "ds_add_rtn_f64 v[4:5], v1, v[2:3]", "ds_add_rtn_f64 v[5:6], v1, v[2:3]",
    "ds_add_f64 v1, v[3:4]", "ds_atomic_async_barrier_arrive_b64 v1 offset:8", "ds_atomic_async_barrier_arrive_b64 v1",
    "ds_atomic_async_barrier_arrive_b64 v1, v2", "ds_atomic_async_barrier_arrive_b64 v[2:3]",
    "ds_atomic_barrier_arrive_rtn_b64 v[4:5], v1, v[2:3]", "ds_atomic_barrier_arrive_rtn_b64 v[4:5], v1, v[2:3] offset:65535",
    "ds_atomic_barrier_arrive_rtn_b64 v[3:4], v1, v[2:3]", "ds_load_tr4_b64 v[4:5], v1", "ds_load_tr4_b64 v[5:6], v1",
    "ds_load_tr6_b96 v[4:6], v1", "ds_load_tr6_b96 v[5:7], v1", "ds_load_tr16_b128 v[4:7], v1 offset:16",
    "ds_load_tr16_b128 v[6:9], v1 offset:65535", "ds_load_tr8_b64 v[4:5], v1", "ds_load_tr8_b64 v[4:5], v1 gds",
    "ds_load_b64 v[1:2], v0", "ds_load_b64 v[2:3], v1", "ds_store_b64 v0, v[1:2]", "ds_store_b96 v0, v[2:4]",
    "ds_load_b128 v[2:5], v1", "ds_load_2addr_b64 v[2:5], v1 offset0:1 offset1:2", "ds_load_2addr_b64 v[1:4], v1",
    "ds_cmpstore_rtn_b64 v[2:3], v1, v[4:5], v[6:7]", "ds_cmpstore_rtn_b64 v[2:3], v1, v[4:5], v[7:8]",
    "ds_load_b32 v1, v2 gds", "ds_add_u32 v1, v2 gds", "ds_gws_init v1 gds", "ds_gws_barrier v1 gds", "ds_gws_sema_v gds",
    "ds_bvh_stack_push4_pop1_rtn_b32 v1, v2, v3, v[4:7]", "ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]",
    "ds_bvh_stack_push8_pop2_rtn_b64 v[2:3], v2, v3, v[4:11]", "ds_load_b32 v1, v2 scale_offset", "ds_load_b32 v1, v2 nv",
    "ds_load_b32 v1, v2 th:TH_LOAD_NT", "ds_bpermute_fi_b32 v1, v2, v3", "ds_pk_add_bf16 v1, v2", "ds_cond_sub_rtn_u32 v1, v2, v3",
    "ds_param_load v1, attr0.x", "ds_direct_load v1",
    # the flat segment's SGPR base
    "flat_load_b32 v1, v2, s[4:5]", "flat_load_b32 v1, v2, s[4:5] offset:-16", "flat_load_b32 v1, v2, s[4:5] offset:8388607",
    "flat_load_b32 v1, v2, s[4:5] offset:-8388608", "flat_load_b32 v1, v2, s[4:5] offset:-8388609", "flat_load_b32 v1, v2, off",
    "flat_load_b32 v1, v2, null", "flat_load_b32 v1, v[2:3], off", "flat_load_b32 v1, v[2:3], s[4:5]", "flat_load_b32 v1, v2, s[3:4]",
    "flat_load_b32 v1, v2, s4", "flat_load_b32 v1, v2, vcc", "flat_load_b32 v1, v2, exec", "flat_load_b32 v1, v2, ttmp[4:5]",
    "flat_load_b32 v1, v2, s[104:105]", "flat_load_b32 v1, v2, s[102:103]", "flat_load_b32 v1, v2, m0", "flat_load_b32 v1, v2",
    "flat_load_b32 v1, v2, s[4:5], s[6:7]", "flat_load_b64 v[2:3], v2, s[4:5]", "flat_load_b64 v[3:4], v2, s[4:5]",
    "flat_load_b128 v[4:7], v2, s[4:5] th:TH_LOAD_NT scope:SCOPE_SYS", "flat_store_b32 v2, v1, s[4:5]",
    "flat_store_b64 v2, v[4:5], s[4:5] offset:-8", "flat_store_b64 v2, v[5:6], s[4:5]", "flat_store_b32 v[2:3], v1, s[4:5]",
    "flat_atomic_add_u32 v2, v1, s[4:5]", "flat_atomic_add_u32 v0, v2, v1, s[4:5] th:TH_ATOMIC_RETURN",
    "flat_atomic_add_u32 v0, v2, v1, s[4:5]", "flat_atomic_add_u32 v2, v1, s[4:5] th:TH_ATOMIC_RETURN",
    "flat_atomic_cmpswap_b64 v[2:3], v2, v[4:7], s[4:5] th:TH_ATOMIC_RETURN", "flat_atomic_add_f64 v[0:1], v2, v[4:5], s[4:5] th:TH_ATOMIC_RETURN",
    "flat_prefetch_b8 v2, s[4:5] offset:16", "flat_prefetch_b8 v[2:3] offset:16", "flat_prefetch_b8 v[2:3] th:TH_LOAD_NT",
    "flat_prefetch_b8 v[2:3], off", "flat_load_monitor_b32 v1, v2, s[4:5]", "flat_load_monitor_b128 v[4:7], v[2:3] scope:SCOPE_DEV",
    "flat_load_b32 v1, v2, s[4:5] nv", "flat_load_b32 v1, v2, s[4:5] scale_offset", "flat_load_b32 v1, v[2:3] scale_offset",
    "flat_load_b32 v1, v[2:3] nv", "flat_store_b32 v2, v1, s[4:5] scale_offset th:TH_STORE_NT",
    # scale_offset and nv: places, orders, errors
    "global_load_b32 v1, v2, s[4:5] offset:16 scale_offset th:TH_LOAD_NT scope:SCOPE_SYS nv",
    "global_load_b32 v1, v2, s[4:5] nv scale_offset", "global_load_b32 v1, v2, s[4:5] th:TH_LOAD_NT scale_offset",
    "global_load_b32 v1, v2, s[4:5] scale_offset offset:16", "global_load_b32 v1, v2, s[4:5] nv th:TH_LOAD_NT",
    "global_load_b32 v1, v2, s[4:5] nv offset:16", "global_load_b32 v1, v2, s[4:5] scale_offset scale_offset",
    "global_load_b32 v1, v2, s[4:5] nv nv", "global_load_b32 v1, v2, s[4:5] scale_offset, th:TH_LOAD_NT",
    "global_load_b32 v1, v2, s[4:5] th:TH_LOAD_NT, nv", "global_load_b32 v1, v2, s[4:5] scale_offset:1",
    "global_load_b32 v1, v2, s[4:5] scale_offset :1", "global_load_b32 v1, v2, s[4:5] nv:1", "global_load_b32 v1, v2, s[4:5] SCALE_OFFSET",
    "global_load_b32 v1, v2, s[4:5] NV", "global_load_b32 v1, v2, s[4:5] scale_offset th:TH_STORE_NT",
    "global_load_b32 v1, v2, s[4:5] nv th:TH_STORE_NT", "global_load_b32 v1, v[2:3], off scale_offset",
    "global_load_b32 v1, v[2:3], off nv th:TH_STORE_NT scale_offset", "global_load_b32 v1, v[2:3], off th:TH_STORE_NT scale_offset",
    "global_load_b32 v1, v[2:3], off offset:8388608 scale_offset", "global_load_b32 v1, v[2:3], off scale_offset tfe",
    "global_load_b32 v1, v[2:3], off scale_offset glc", "global_load_b32 v1, v[2:3], off scale_offset lds",
    "global_atomic_add_u32 v0, v2, v1, s[4:5] scale_offset", "global_atomic_add_u32 v0, v2, v1, s[4:5] scale_offset th:TH_ATOMIC_RETURN",
    "global_atomic_add_u32 v0, v2, v1, s[4:5] nv scale_offset th:TH_ATOMIC_NT", "global_atomic_add_u32 v2, v1, s[4:5] scale_offset",
    "global_atomic_add_u32 v[2:3], v1, off scale_offset", "global_load_addtid_b32 v1, s[4:5] scale_offset",
    "global_load_addtid_b32 v1, off scale_offset", "global_store_addtid_b32 v1, s[4:5] scale_offset nv",
    "scratch_load_b32 v1, v2, off scale_offset", "scratch_load_b32 v1, off, s2 scale_offset", "scratch_load_b32 v1, v2, s2 scale_offset",
    "scratch_load_b32 v1, off, off scale_offset", "scratch_load_b32 v1, v2, s3 offset:8 scale_offset nv",
    "scratch_store_b64 v2, v[4:5], s3 scale_offset th:TH_STORE_NT", "scratch_store_b64 off, v[4:5], s3 scale_offset",
    "scratch_load_b64 v[1:2], v2, off", "scratch_load_b64 v[2:3], v2, off", "global_load_b64 v[1:2], v[2:3], off",
    "global_load_b64 v[2:3], v[3:4], off", "global_load_b32 v1, v[3:4], off", "global_store_b96 v[2:3], v[5:7], off",
    "global_store_b96 v[2:3], v[4:6], off", "global_atomic_cmpswap_b64 v[2:3], v[4:7], off", "global_atomic_cmpswap_b64 v[2:3], v[5:8], off",
    # new VGLOBAL rows
    "global_load_async_to_lds_b8 v1, v[2:3], off", "global_load_async_to_lds_b32 v1, v2, s[4:5] offset:16",
    "global_load_async_to_lds_b64 v1, v[2:3], off th:TH_LOAD_NT", "global_load_async_to_lds_b128 v1, v2, s[4:5] scale_offset",
    "global_load_async_to_lds_b128 v[2:3], v2, s[4:5]", "global_store_async_from_lds_b8 v[2:3], v1, off",
    "global_store_async_from_lds_b32 v2, v1, s[4:5] offset:16 scale_offset", "global_store_async_from_lds_b64 v[2:3], v1, off th:TH_STORE_NT",
    "global_store_async_from_lds_b128 v[2:3], v1, off th:TH_LOAD_NT", "cluster_load_b32 v1, v[2:3], off", "cluster_load_b64 v[4:5], v2, s[4:5]",
    "cluster_load_b64 v[5:6], v2, s[4:5]", "cluster_load_b128 v[4:7], v[2:3], off nv", "cluster_load_async_to_lds_b8 v1, v[2:3], off",
    "cluster_load_async_to_lds_b32 v1, v2, s[4:5]", "cluster_load_async_to_lds_b64 v1, v[2:3], off", "cluster_load_async_to_lds_b128 v1, v[2:3], off",
    "tensor_save s[2:3] offset:16", "tensor_save s[2:3]", "tensor_save s[2:3] th:TH_STORE_NT scope:SCOPE_SYS", "tensor_save s[2:3] th:TH_LOAD_NT",
    "tensor_save s[2:3] scale_offset", "tensor_save s[2:3] nv", "tensor_save s[3:4]", "tensor_save s2", "tensor_save null",
    "tensor_save off", "tensor_save v[2:3]", "tensor_save ttmp[2:3]", "tensor_save vcc", "tensor_save exec", "tensor_save s[2:3], off",
    "tensor_stop", "tensor_stop th:TH_STORE_NT", "tensor_stop offset:4", "tensor_stop s[2:3]", "tensor_stop scope:SCOPE_SE nv",
    "global_load_monitor_b32 v1, v[2:3], off", "global_load_monitor_b64 v[4:5], v2, s[4:5]", "global_load_monitor_b128 v[4:7], v[2:3], off th:TH_LOAD_NT",
    "global_load_tr4_b64 v[4:5], v[2:3], off", "global_load_tr6_b96 v[4:6], v[2:3], off", "global_load_tr6_b96 v[4:6], v2, s[4:5] offset:-4",
    "global_load_tr8_b64 v[4:5], v2, s[4:5]", "global_load_tr16_b128 v[4:7], v[2:3], off", "global_load_tr_b128 v[4:7], v[2:3], off",
    "global_load_tr_b64 v[4:5], v[2:3], off", "global_load_tr16_b128 v[4:5], v[2:3], off", "global_load_tr8_b64 v4, v[2:3], off",
    "global_prefetch_b8 v2, s[4:5] offset:16", "global_prefetch_b8 v[2:3], off th:TH_LOAD_NT", "global_prefetch_b8 v[2:3], off scale_offset",
    "global_atomic_add_f64 v[2:3], v[4:5], off", "global_atomic_add_f64 v[0:1], v[2:3], v[4:5], off th:TH_ATOMIC_RETURN",
    "global_atomic_min_num_f64 v[0:1], v2, v[4:5], s[4:5] th:TH_ATOMIC_RETURN", "global_atomic_max_num_f64 v2, v[4:5], s[4:5]",
    "global_atomic_min_f64 v[2:3], v[4:5], off", "global_atomic_max_f64 v[2:3], v[4:5], off", "flat_atomic_min_f64 v[2:3], v[4:5]",
    "flat_atomic_add_f64 v[0:1], v[2:3], v[4:5] th:TH_ATOMIC_RETURN", "flat_atomic_min_num_f64 v[2:3], v[4:5]", "flat_atomic_max_num_f64 v[2:3], v[4:5]",
    "global_atomic_ordered_add_b64 v[2:3], v1, v[4:5], s[2:3] th:TH_ATOMIC_RETURN", "global_atomic_add_f64 v[2:3], v[5:6], off",
    "global_load_block v[0:31], v[2:3], off", "global_inv scope:SCOPE_SYS", "global_wb scope:SCOPE_DEV", "global_wbinv nv",
    "global_inv scale_offset",
    # VBUFFER
    "buffer_load_b32 v1, v2, s[4:7], s3 offen nv", "buffer_load_b32 v1, v2, s[4:7], s3 offen scale_offset",
    "buffer_load_b32 v[2:3], v2, s[4:7], s3 offen nv tfe", "buffer_load_b32 v[2:3], v2, s[4:7], s3 offen tfe nv",
    "buffer_load_b32 v1, v2, s[4:7], s3 offen th:TH_LOAD_NT nv", "buffer_load_b32 v1, v2, s[4:7], s3 offen nv th:TH_LOAD_NT",
    "buffer_load_b32 v1, v2, s[4:7], s3 offen scale_offset th:TH_LOAD_NT", "buffer_load_b32 v1, off, s[4:7], s3 scale_offset th:TH_STORE_NT",
    "buffer_load_b32 v1, off, s[4:7], s3 offset:8388608 scale_offset", "buffer_load_b32 v1, off, s[4:7], s3 offset:8 nv",
    "buffer_load_b32 v1, off, s[4:7], s3 nv offset:8", "buffer_load_b32 v1, off, s[4:7], s3 nv nv", "buffer_load_b64 v[1:2], off, s[4:7], s3",
    "buffer_load_b64 v[2:3], off, s[4:7], s3", "buffer_load_b32 v1, v[2:3], s[4:7], s3 idxen offen", "buffer_load_b32 v1, v[3:4], s[4:7], s3 idxen offen",
    "buffer_store_b96 v[4:6], off, s[4:7], s3 nv", "buffer_atomic_add_u32 v1, off, s[4:7], s3 scale_offset th:TH_ATOMIC_RETURN",
    "buffer_atomic_add_f64 v[0:1], v2, s[4:7], s3 offen th:TH_ATOMIC_RETURN", "buffer_atomic_min_num_f64 v[0:1], off, s[4:7], null offset:8",
    "buffer_atomic_max_num_f64 v[0:1], v2, s[4:7], s3 idxen", "buffer_atomic_min_f64 v[0:1], off, s[4:7], s3",
    "buffer_atomic_max_f64 v[0:1], off, s[4:7], s3", "buffer_atomic_add_f64 v[1:2], off, s[4:7], s3",
    "buffer_atomic_cmpswap_b64 v[2:5], off, s[4:7], s3 th:TH_ATOMIC_RETURN", "buffer_load_format_x v1, off, s[4:7], s3",
    "buffer_store_format_xyzw v[2:5], off, s[4:7], s3", "buffer_load_d16_format_x v1, off, s[4:7], s3", "buffer_load_format_d16_x v1, off, s[4:7], s3",
    "buffer_load_d16_hi_format_x v1, off, s[4:7], s3", "tbuffer_load_format_x v1, off, s[4:7], s3 format:1", "tbuffer_store_format_x v1, off, s[4:7], s3",
    "buffer_gl0_inv", "buffer_gl1_inv", "buffer_wbl2", "buffer_inv", "buffer_load_lds_b32 off, s[4:7], s3",
]


def widen_data(text, enc):
    """The instruction with one more data VGPR (for tfe/lwe)."""
    m = re.search(r" v\[(\d+):(\d+)\]|(?<= )v(\d+)(?=,)", text)
    if not m:
        return text
    if m.group(3):
        n = int(m.group(3))
        return text[:m.start()] + "v[%d:%d]" % (n, n + 1) + text[m.end():]
    a, b = int(m.group(1)), int(m.group(2))
    return text[:m.start()] + " v[%d:%d]" % (a, b + 1) + text[m.end():]


def representative_lines(gen):
    g10 = gen in GFX10
    dim = " dim:SQ_RSRC_IMG_1D" if g10 else ""
    L = []
    # ---- DS
    for off in ["0", "1", "65535", "65536", "-1", "0x10", "x", "s0"]:
        L.append("ds_read_b32 v5, v1 offset:%s" % off)
        L.append("ds_write_b32 v1, v10 offset:%s gds" % off)
    for o0, o1 in [("0", "0"), ("255", "255"), ("256", "0"), ("0", "256"), ("-1", "0"), ("7", "")]:
        L.append("ds_write2_b32 v1, v10, v20 offset0:%s%s" % (o0, " offset1:" + o1 if o1 else ""))
        L.append("ds_read2st64_b64 v[4:7], v1 offset0:%s offset1:%s" % (o0, o1 or "1"))
    L += ["ds_read_b32 v5, v1 offset:4 offset:8", "ds_read_b32 v5, v1 gds gds", "ds_read_b32 v5, v1 glc",
          "ds_read_b32 v5, v1 offset0:1", "ds_write2_b32 v1, v10, v20 offset:4", "ds_read_b64 v[5:6], v1",
          "ds_read_b64 v5, v1", "ds_read_b64 v[5:7], v1", "ds_read_b128 v[4:7], v1", "ds_read_b128 v[5:8], v1",
          "ds_write_b64 v1, v[10:11] offset:8", "ds_write_b64 v1, v[11:12]", "ds_write_b32 v[1:2], v10",
          "ds_write_b32 v1, s10", "ds_write_b32 v1, 1", "ds_read_b32 s5, v1", "ds_read_b32 v255, v255",
          "ds_read_b32 v256, v1", "ds_read_b32 v5, off", "ds_add_u32 v1, v10 offset:65535 gds",
          "ds_add_rtn_u32 v5, v1, v10 offset:4", "ds_cmpst_rtn_b32 v5, v1, v10, v20", "ds_cmpst_b64 v1, v[2:3], v[4:5]",
          "ds_append v5 offset:4 gds", "ds_consume v5", "ds_gws_init v1 gds", "ds_gws_init v1", "ds_gws_init v1 offset:4 gds",
          "ds_gws_barrier v1 offset:65535 gds", "ds_gws_sema_v gds", "ds_gws_sema_v", "ds_gws_sema_p offset:2 gds",
          "ds_nop", "ds_nop offset:1", "ds_ordered_count v5, v1 offset:0xffff gds", "ds_bpermute_b32 v5, v1, v2 offset:4",
          "ds_permute_b32 v5, v1, v2", "ds_swizzle_b32 v5, v1", "ds_swizzle_b32 v5, v1 offset:0xffff",
          "ds_swizzle_b32 v5, v1 offset:swizzle(QUAD_PERM,0,1,2,3)", "ds_swizzle_b32 v5, v1 offset:swizzle(BITMASK_PERM,\"01pi0\")",
          "ds_swizzle_b32 v5, v1 offset:swizzle(BROADCAST,8,1)", "ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,4)",
          "ds_swizzle_b32 v5, v1 offset:swizzle(REVERSE,16)", "ds_swizzle_b32 v5, v1 offset:0x8000",
          "ds_swizzle_b32 v5, v1 offset:0x1f", "ds_swizzle_b32 v5, v1 offset:0x4210", "ds_swizzle_b32 v5, v1 offset:0xe0e0",
          "ds_read_u8_d16_hi v5, v1 offset:3", "ds_write_b8_d16_hi v1, v2", "ds_read_addtid_b32 v5 offset:4",
          "ds_write_addtid_b32 v5 offset:4 gds", "ds_wrap_rtn_b32 v5, v1, v2, v3", "ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3]",
          "ds_write_src2_b32 v1 offset:4", "ds_read_b96 v[4:6], v1", "ds_write_b96 v1, v[4:6]", "ds_add_f32 v1, v2",
          "ds_add_rtn_f32 v5, v1, v2", "ds_read_b32 v5, v1 offset:", "ds_read_b32 v5, v1 offset:4+4",
          "ds_read_b32 v5,v1", "ds_read_b32 v5 v1", "DS_READ_B32 V5, V1 OFFSET:4 GDS", "ds_read_b32 v5, v1 offset : 4",
          "ds_write2_b32 v1, v10, v20 offset1:1 offset0:2"]
    # ---- MUBUF
    b = "buffer_load_dword v10, off, s[8:11], s3"
    for so in ["s3", "m0", "0", "64", "-1", "-16", "65", "0.5", "1.0", "null", "vcc_lo", "vcc_hi", "exec_lo", "ttmp1",
               "s[2:3]", "v1", "s101", "s102", "flat_scratch_lo", "scc", "0x12345678", "-17"]:
        L.append("buffer_load_dword v10, off, s[8:11], %s" % so)
    for rs in ["s[8:11]", "s[9:12]", "s[8:15]", "s[8:9]", "ttmp[4:7]", "s[96:99]", "s[100:103]", "vcc", "s8", "v[8:11]",
               "exec"]:
        L.append("buffer_store_dword v10, off, %s, s3" % rs)
    for va, mods in [("v1", "offen"), ("v1", "idxen"), ("v[1:2]", "idxen offen"), ("v[1:2]", "offen idxen"),
                     ("v1", ""), ("v1", "idxen offen"), ("v[1:2]", "offen"), ("v[1:2]", "addr64"), ("v1", "addr64"),
                     ("v[1:2]", "addr64 offen"), ("off", "offen"), ("off", "idxen"), ("v255", "offen"),
                     ("v[254:255]", "idxen offen"), ("s1", "offen"), ("v[1:3]", "idxen offen")]:
        L.append("buffer_load_dword v10, %s, s[8:11], s3 %s" % (va, mods))
    for off in ["0", "1", "4095", "4096", "65535", "65536", "-1", "0xfff", "s1"]:
        L.append(b + " offset:%s" % off)
    L += [b + " offset:4 glc", b + " glc offset:4", b + " offset:4 offset:8", b + " glc glc", b + " slc slc",
          b + " glc slc", b + " slc glc", b + " dlc glc", b + " glc slc dlc", b + ", offset:4", b + " offset:4, glc",
          "buffer_load_dword v[10:11], off, s[8:11], s3 tfe", "buffer_load_dword v10, off, s[8:11], s3 tfe",
          "buffer_load_dword v[10:11], off, s[8:11], s3", "buffer_load_dword v[10:11], off, s[8:11], s3 glc slc tfe",
          "buffer_load_dwordx4 v[10:14], off, s[8:11], s3 tfe", "buffer_load_dwordx3 v[10:13], off, s[8:11], s3 tfe",
          "buffer_load_dword off, s[8:11], s3 offset:4 lds", "buffer_load_dword off, s[8:11], s3 lds",
          "buffer_load_ubyte off, s[8:11], s3 lds", "buffer_load_dword v10, off, s[8:11], s3 lds",
          "buffer_load_dword v1, s[8:11], s3 offen lds", "buffer_store_lds_dword s[8:11], s3 offset:4 lds",
          "buffer_store_lds_dword s[8:11], s3", "buffer_load_dword v255, off, s[8:11], s3",
          "buffer_load_dwordx2 v[255:256], off, s[8:11], s3", "buffer_load_dwordx2 v[11:12], off, s[8:11], s3",
          "buffer_load_dword a10, off, s[8:11], s3", "buffer_load_dword v10, off, s[8:11]",
          "buffer_load_dword v10, off, s[8:11], s3, s4", "buffer_load_dword v10, off", "buffer_load_dword",
          "buffer_store_byte v1, v2, s[8:11], s3 offen offset:4095 glc slc",
          "buffer_store_dwordx4 v[1:4], v[5:6], s[8:11], 0 idxen offen offset:7",
          "buffer_atomic_add v10, off, s[8:11], s3 glc", "buffer_atomic_add v10, off, s[8:11], s3 slc",
          "buffer_atomic_cmpswap v[10:11], off, s[8:11], s3 glc", "buffer_atomic_cmpswap v10, off, s[8:11], s3",
          "buffer_atomic_cmpswap_x2 v[10:13], v1, s[8:11], s3 offen glc", "buffer_atomic_add_x2 v[10:11], off, s[8:11], s3 glc",
          "buffer_atomic_fcmpswap v[10:11], off, s[8:11], s3", "buffer_atomic_add_f32 v10, off, s[8:11], s3",
          "buffer_atomic_pk_add_f16 v10, off, s[8:11], s3", "buffer_atomic_csub v10, off, s[8:11], s3 glc",
          "buffer_load_format_d16_xy v10, off, s[8:11], s3", "buffer_load_format_d16_xy v[10:11], off, s[8:11], s3",
          "buffer_load_format_d16_xyzw v[10:11], off, s[8:11], s3", "buffer_load_format_d16_xyzw v[10:13], off, s[8:11], s3",
          "buffer_load_format_d16_xyz v[10:11], off, s[8:11], s3", "buffer_load_format_d16_xyz v[10:12], off, s[8:11], s3",
          "buffer_store_format_d16_xy v10, off, s[8:11], s3", "buffer_store_format_d16_xyzw v[10:11], off, s[8:11], s3",
          "buffer_load_format_d16_x v[10:11], off, s[8:11], s3 tfe", "buffer_load_format_d16_xy v[10:11], off, s[8:11], s3 tfe",
          "buffer_load_short_d16 v10, off, s[8:11], s3", "buffer_load_short_d16_hi v10, off, s[8:11], s3 offset:2",
          "buffer_store_short_d16_hi v10, off, s[8:11], s3", "buffer_wbinvl1", "buffer_wbinvl1 glc", "buffer_wbinvl1 v1",
          "buffer_wbinvl1_vol", "buffer_wbinvl1_sc", "buffer_gl0_inv", "buffer_gl1_inv", "buffer_gl0_inv glc",
          "buffer_load_dword v10, off, s[8:11], s3 nv", "buffer_load_dword v10, off, s[8:11], s3 scc",
          "buffer_load_dword v10, off, s[8:11], s3 sc0", "buffer_load_dword v10, off, s[8:11], s3 addr64",
          "buffer_load_dword v10, v[1:2], s[8:11], s3 addr64 glc slc", "buffer_load_dword v10, v[1:2], s[8:11], s3 addr64 idxen",
          "buffer_load_dword v10,off,s[8:11],s3", "BUFFER_LOAD_DWORD V10, OFF, S[8:11], S3 GLC",
          "buffer_load_dword v10, off, s[8:11], s3 offset:4 glc slc dlc tfe", "buffer_load_dword v10, off, s[8:11] s3",
          "buffer_load_dword v10 off s[8:11] s3", "buffer_load_dword v10, off, s[8:11], s3 offset:(1+2)*4",
          "buffer_load_dword v10, off, s[8:11], s3 offset:"]
    # ---- MTBUF
    t = "tbuffer_load_format_x v10, off, s[8:11], s3"
    fmts = ["format:0", "format:1", "format:22", "format:127", "format:128", "format:-1",
            "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]", "format:[BUF_DATA_FORMAT_32]",
            "format:[BUF_NUM_FORMAT_FLOAT]", "format:[BUF_NUM_FORMAT_SNORM,BUF_DATA_FORMAT_8]",
            "format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_UNORM]", "format:[BUF_DATA_FORMAT_RESERVED_15]",
            "format:[BUF_FMT_32_FLOAT]", "format:[BUF_FMT_10_11_11_FLOAT]", "format:[BUF_FMT_8_UNORM]",
            "format:[BUF_FMT_32_32_32_32_UINT]", "format:[BUF_FMT_INVALID]", "format:[BUF_FMT_FOO]",
            "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT,BUF_NUM_FORMAT_FLOAT]", "format:[]",
            "dfmt:2", "nfmt:3", "dfmt:2 nfmt:3", "nfmt:3 dfmt:2", "dfmt:15 nfmt:7", "dfmt:16", "nfmt:8",
            "dfmt:2, nfmt:3", "format:BUF_FMT_32_FLOAT", "format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_USCALED]"]
    for f in fmts:
        L.append(t + " " + f)
        L.append("tbuffer_load_format_x v10, off, s[8:11], %s s3" % f)
    L += [t + " format:22 offset:4 glc", t + " offset:4 format:22", t + " glc format:22", t + " format:22 format:22",
          t + " format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offset:4095 glc slc",
          "tbuffer_store_format_xyzw v[1:4], v[5:6], s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] idxen offen offset:4095",
          "tbuffer_load_format_xy v[1:2], v1, s[8:11], 0 offen format:78", "tbuffer_load_format_x v10, off, s[8:11], s3 tfe",
          "tbuffer_load_format_x v[10:11], off, s[8:11], s3 tfe", "tbuffer_load_format_x v10, v[1:2], s[8:11], s3 addr64",
          "tbuffer_load_format_d16_x v10, off, s[8:11], s3", "tbuffer_load_format_d16_xyzw v[10:11], off, s[8:11], s3",
          "tbuffer_load_format_d16_xyzw v[10:13], off, s[8:11], s3", "tbuffer_store_format_d16_xy v10, off, s[8:11], s3",
          "tbuffer_load_format_x v10, off, s[8:11], s3 dlc", "tbuffer_load_format_x v10, off, s[8:11], null format:22"]
    # ---- MIMG
    s = "image_sample v10, v1, s[8:15], s[16:19]"
    for dm in ["0x1", "0x2", "0x3", "0x7", "0xf", "0x0", "0x10", "-1", "15", "s0"]:
        L.append(s + " dmask:%s%s" % (dm, dim))
    for vd, dm, extra in [("v[10:11]", "0x3", ""), ("v[10:12]", "0x7", ""), ("v[10:13]", "0xf", ""), ("v[10:11]", "0x1", ""),
                          ("v[10:11]", "0x1", " tfe"), ("v[10:11]", "0x1", " lwe"), ("v[10:12]", "0x3", " tfe"),
                          ("v10", "0x3", " d16"), ("v10", "0x1", " d16"), ("v[10:11]", "0x7", " d16"),
                          ("v[10:11]", "0xf", " d16"), ("v[10:11]", "0x3", " d16"), ("v[10:11]", "0x3", " d16 tfe"),
                          ("v10", "0x1", " tfe"), ("v[10:14]", "0xf", " tfe lwe")]:
        L.append("image_sample %s, v1, s[8:15], s[16:19] dmask:%s%s%s" % (vd, dm, dim, extra))
    for va in ["v1", "v[1:2]", "v[1:3]", "v[1:4]", "v[1:5]", "v[1:8]", "s1", "off"]:
        for op in ["image_sample", "image_sample_c", "image_sample_d", "image_load", "image_load_mip", "image_get_resinfo",
                   "image_gather4_c_lz_o", "image_sample_c_d_cl_o"]:
            vd = "v[10:13]" if "gather" in op else "v10"
            samp = ", s[16:19]" if "sample" in op or "gather" in op else ""
            L.append("%s %s, %s, s[8:15]%s dmask:0x1%s" % (op, vd, va, samp, dim))
    for m in ["unorm", "glc", "slc", "dlc", "da", "r128", "a16", "d16", "tfe", "lwe", "lds", "offset:4", "gds", "nv",
              "unorm glc slc", "glc glc", "dmask:0x1", "unorm unorm", "da da"]:
        L.append(s + " dmask:0x1%s %s" % (dim, m))
        L.append(s + " %s dmask:0x1%s" % (m, dim))
    for rs, ss in [("s[8:15]", "s[16:19]"), ("s[9:16]", "s[16:19]"), ("s[8:15]", "s[17:20]"), ("s[8:11]", "s[16:19]"),
                   ("s[8:15]", "s[16:23]"), ("ttmp[8:15]", "ttmp[4:7]"), ("s[96:103]", "s[100:103]"), ("v[8:15]", "s[16:19]"),
                   ("s[8:15]", "s16")]:
        L.append("image_sample v10, v1, %s, %s dmask:0x1%s" % (rs, ss, dim))
    L += ["image_load v[10:13], v[1:4], s[8:15] dmask:0xf unorm glc slc" + dim,
          "image_load v[10:11], v[1:2], s[8:15] dmask:0x3 r128" + dim, "image_load v10, v1, s[8:11] dmask:0x1" + dim,
          "image_store v[1:4], v[5:8], s[8:15] dmask:0xf unorm" + dim, "image_store v1, v2, s[8:15] dmask:0x1 glc" + dim,
          "image_store_mip v1, v[2:3], s[8:15] dmask:0x1" + dim, "image_atomic_add v10, v1, s[8:15] dmask:0x1 glc" + dim,
          "image_atomic_add v10, v1, s[8:15] dmask:0x3" + dim, "image_atomic_add v10, v1, s[8:15] dmask:0x2" + dim,
          "image_atomic_cmpswap v[10:11], v1, s[8:15] dmask:0x3 glc" + dim, "image_atomic_cmpswap v[10:11], v1, s[8:15] dmask:0x1" + dim,
          "image_atomic_cmpswap v[10:11], v1, s[8:15] dmask:0xf" + dim, "image_atomic_add v[10:11], v1, s[8:15] dmask:0x3" + dim,
          "image_atomic_inc v10, v1, s[8:15] dmask:0x1 unorm glc slc" + dim, "image_gather4 v[10:13], v1, s[8:15], s[16:19] dmask:0x1" + dim,
          "image_gather4 v[10:13], v1, s[8:15], s[16:19] dmask:0x3" + dim, "image_gather4 v[10:13], v1, s[8:15], s[16:19] dmask:0x8" + dim,
          "image_gather4 v[10:11], v1, s[8:15], s[16:19] dmask:0x2 d16" + dim, "image_gather4 v[10:14], v1, s[8:15], s[16:19] dmask:0x1 tfe" + dim,
          "image_gather4 v[10:13], v1, s[8:15], s[16:19] dmask:0x0" + dim, "image_get_resinfo v[10:13], v1, s[8:15] dmask:0xf" + dim,
          "image_get_lod v[10:11], v1, s[8:15], s[16:19] dmask:0x3" + dim, "image_sample v10, v1, s[8:15], s[16:19]",
          "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 dim:1D", "image_load v10, v1, s[8:15]",
          "image_sample v10 v1 s[8:15] s[16:19] dmask:0x1" + dim, "IMAGE_SAMPLE V10, V1, S[8:15], S[16:19] DMASK:0X1" + dim.upper(),
          "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 glc slc" + dim, "image_sample v10, v1, s[8:15]",
          "image_sample v10, v1, s[8:15], s[16:19], s[20:23] dmask:0x1" + dim, "image_load v255, v255, s[96:103] dmask:0x1" + dim,
          "image_sample_lz v[10:11], v[1:2], s[8:15], s[16:19] dmask:0x3 unorm da" + ("" if g10 else ""),
          "image_load_pck v10, v1, s[8:15] dmask:0x1" + dim, "image_load_pck_sgn v[10:11], v1, s[8:15] dmask:0x3" + dim,
          "image_store_pck v10, v1, s[8:15] dmask:0x1" + dim]
    if g10:
        for dm in ["SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D", "SQ_RSRC_IMG_CUBE", "SQ_RSRC_IMG_1D_ARRAY",
                   "SQ_RSRC_IMG_2D_ARRAY", "SQ_RSRC_IMG_2D_MSAA", "SQ_RSRC_IMG_2D_MSAA_ARRAY", "1D", "2D", "3D", "CUBE",
                   "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY", "4D", "SQ_RSRC_IMG_4D", "0", "1", "sq_rsrc_img_2d", ""]:
            for va in ["v1", "v[1:2]", "v[1:3]", "v[1:4]"]:
                L.append("image_load v10, %s, s[8:15] dmask:0x1 dim:%s" % (va, dm))
            L.append("image_sample v10, v[1:3], s[8:15], s[16:19] dmask:0x1 dim:%s" % dm)
            L.append("image_sample_d v10, v[1:8], s[8:15], s[16:19] dmask:0x1 dim:%s" % dm)
        L += ["image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D",
              "image_sample v10, [v1, v9, v3], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_3D",
              "image_sample v10, [v1,v2], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample v10, [v1], s[8:15], s[16:19] dmask:0x1 dim:1D",
              "image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:1D",
              "image_sample v10, [v1, v2, v3], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample v10, [v1, v[2:3]], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_sample v10, [v1, s2], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample v10, [v1, v2, s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample v10, [], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample_d v10, [v1, v9, v3, v7, v5, v6, v8, v11, v12], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_3D",
              "image_sample_c_d_cl_o v10, [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_sample_c_d_cl_o v10, [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_load v10, [v1, v2, v3, v4], s[8:15] dmask:0x1 dim:2D_MSAA_ARRAY",
              "image_store v10, [v1, v2], s[8:15] dmask:0x1 dim:2D unorm",
              "image_atomic_add v10, [v1, v2, v3], s[8:15] dmask:0x1 dim:CUBE glc",
              "image_sample v10, v[1:2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D a16",
              "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D a16",
              "image_sample v10, v[1:2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_3D a16",
              "image_sample_d v10, v[1:4], s[8:15], s[16:19] dmask:0x1 dim:2D a16",
              "image_sample_d v10, v[1:6], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample_d v10, v[1:8], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_sample_d_g16 v10, v[1:4], s[8:15], s[16:19] dmask:0x1 dim:2D",
              "image_sample_c_d_cl_o v10, v[1:16], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_sample_c_d_cl_o v10, v[1:12], s[8:15], s[16:19] dmask:0x1 dim:3D",
              "image_msaa_load v[10:13], v[1:3], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA",
              "image_msaa_load v10, v[1:3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA",
              "image_msaa_load v[10:13], v[1:4], s[8:15] dmask:0x1 dim:2D_MSAA_ARRAY glc",
              "image_bvh_intersect_ray v[10:13], v[1:11], s[8:11]", "image_bvh_intersect_ray v[10:13], v[1:8], s[8:11] a16",
              "image_bvh_intersect_ray v[10:13], [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11], s[8:11]",
              "image_bvh64_intersect_ray v[10:13], v[1:12], s[8:11]", "image_bvh64_intersect_ray v[10:13], v[1:9], s[8:11] a16",
              "image_bvh_intersect_ray v[10:13], v[1:11], s[8:15]", "image_bvh_intersect_ray v[10:13], v[1:11], s[8:11] dmask:0xf",
              "image_bvh_intersect_ray v[10:13], v[1:10], s[8:11]", "image_bvh_intersect_ray v[10:12], v[1:11], s[8:11]",
              "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 dim:1D dlc glc slc unorm r128 a16 tfe lwe d16",
              "image_sample v[10:11], v1, s[8:15], s[16:19] dmask:0x1 dim:1D tfe lwe",
              "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D dim:SQ_RSRC_IMG_1D"]
        if gen == "gfx11":
            # GFX11's NSA: one extra dword, at most 5 addresses, the last a tuple when more are needed (partial NSA);
            # image_bvh*_intersect_ray lists its node, extent, origin, direction and inverse direction as tuples.
            smp = "image_sample_c_d_cl_o v10, %s, s[8:15], s[16:19] dmask:0x1 dim:3D"
            L += [smp % "[v1, v2, v3, v4, v[5:12]]", smp % "[v1, v2, v3, v4, v[5:11]]", smp % "[v1, v2, v3, v4, v[5:13]]",
                  smp % "[v1, v2, v3, v[4:5], v[6:12]]", smp % "[v1, v2, v3, v4, v5, v6]", smp % "[v1, v2, v3, v4, v5]",
                  smp % "[v[1:8], v9, v10, v11, v12]", smp % "[v1, v2, v3, v4, v[5:16]]",
                  "image_sample_d v10, [v1, v2, v3, v4, v[5:9]], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_sample_d v10, [v1, v2, v3, v4, v[5:6]], s[8:15], s[16:19] dmask:0x1 dim:2D",
                  "image_sample_d v10, [v1, v2, v3, v4, v5, v6], s[8:15], s[16:19] dmask:0x1 dim:2D",
                  "image_sample_d v10, [v1, v2, v3, v4, v5], s[8:15], s[16:19] dmask:0x1 dim:2D a16",
                  "image_sample_d v10, [v1, v2, v3], s[8:15], s[16:19] dmask:0x1 dim:2D a16",
                  "image_sample v10, [v1, v[2:3]], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_sample v10, [v[1:2], v3], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_sample v10, [v1, v2, v3, v4], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_load v10, [v1, v2, v3, v4], s[8:15] dmask:0x1 dim:2D_MSAA_ARRAY a16",
                  "image_store v[1:4], [v5, v6, v7], s[8:15] dmask:0xf dim:3D",
                  "image_atomic_cmpswap v[10:11], [v1, v2], s[8:15] dmask:0x3 dim:2D glc",
                  "image_bvh_intersect_ray v[10:13], [v9, v10, v[11:13], v[14:16], v[17:19]], s[8:11]",
                  "image_bvh_intersect_ray v[10:13], [v9, v10, v[11:13], v[14:16]], s[8:11] a16",
                  "image_bvh64_intersect_ray v[10:13], [v[9:10], v11, v[12:14], v[15:17], v[18:20]], s[8:11]",
                  "image_bvh64_intersect_ray v[10:13], [v[9:10], v11, v[12:14], v[15:17]], s[8:11] a16",
                  "image_bvh_intersect_ray v[10:13], [v9, v10, v11, v[14:16], v[17:19]], s[8:11]",
                  "image_bvh_intersect_ray v[10:13], [v9, v10, v[11:13], v[14:16], v[17:19]], s[8:11] a16",
                  "image_bvh_intersect_ray v[10:13], [v9, v10, v[11:13], v[14:16]], s[8:11]",
                  "image_bvh_intersect_ray v[10:13], [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11], s[8:11]",
                  "image_bvh64_intersect_ray v[10:13], [v9, v11, v[12:14], v[15:17], v[18:20]], s[8:11]",
                  "image_sample_d_g16 v10, [v1, v2, v3, v4, v[5:6]], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_sample_c_d_cl_o_g16 v10, [v1, v2, v3, v4, v[5:9]], s[8:15], s[16:19] dmask:0x1 dim:3D",
                  "image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:2D a16",
                  "image_gather4 v[10:13], [v1, v2], s[8:15], s[16:19] dmask:0x1 dim:2D",
                  "image_msaa_load v[10:13], [v1, v2, v3], s[8:15] dmask:0x1 dim:2D_MSAA"]
    else:
        L += ["image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D",
              "image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1", "image_sample v10, v[1:2], s[8:15], s[16:19] dmask:0x1 da",
              "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 unorm glc slc r128 da tfe lwe",
              "image_sample v[10:11], v1, s[8:15], s[16:19] dmask:0x1 unorm glc slc r128 da tfe lwe",
              "image_sample v10, v1, s[8:11], s[16:19] dmask:0x1 r128", "image_sample v10, v1, s[8:15], s[16:19] dmask:0x1 a16 da"]
    # ---- FLAT / GLOBAL / SCRATCH
    L += ["flat_load_dword v5, v[1:2]", "flat_load_dword v5, v[1:2] glc slc", "flat_load_dword v5, v[1:2] offset:4 glc",
          "flat_load_dword v5, v[1:2] glc offset:4", "flat_load_dword v5, v[1:2] offset:-1", "flat_load_dword v5, v[1:2], off",
          "flat_load_dword v5, v[1:2], s[2:3]", "flat_load_dword v5, v1", "flat_load_dword v5, v[1:3]", "flat_load_dword v[5:6], v[1:2]",
          "flat_store_dword v[1:2], v10 offset:2047 glc slc dlc", "flat_atomic_cmpswap v5, v[1:2], v[10:11] glc",
          "flat_atomic_cmpswap v[1:2], v[10:11]", "flat_atomic_add v5, v[1:2], v3", "flat_atomic_add v5, v[1:2], v3 glc slc",
          "flat_atomic_add v[1:2], v3 glc", "flat_atomic_add v[1:2], v3 slc", "flat_atomic_add_x2 v[5:6], v[1:2], v[3:4] glc",
          "flat_load_dwordx4 v[5:8], v[1:2] offset:2047", "flat_load_dwordx3 v[5:7], v[1:2] offset:2048",
          "flat_load_dword v5, v[1:2] tfe", "flat_load_dword v5, v[1:2] lds", "flat_load_dword v5, v[1:2] nv",
          "flat_load_dword v5, v[1:2] dlc", "flat_load_dword v5, v[1:2] offset:4095", "flat_load_dword v5, v[1:2] offset:4096",
          "flat_load_dword v5, v[1:2] offset:8191", "flat_load_dword v5, v[1:2] offset:-4096", "flat_load_dword v5, v[1:2] glc glc",
          "flat_load_short_d16_hi v5, v[1:2]", "flat_store_byte_d16_hi v[1:2], v5", "flat_atomic_fmin_x2 v[5:6], v[1:2], v[3:4] glc",
          "flat_load_dword v5, v[254:255]", "flat_load_dword v5, v[255:256]", "flat_load_dword v5, s[0:1]",
          "global_load_dword v5, v1, off", "global_load_dword v5, v[1:2], s[2:3]", "global_load_dword v5, v1, s[2:3]",
          "global_load_dword v5, v1, s2", "global_load_dword v5, v1, null", "global_load_dword v5, v[1:2], null",
          "global_load_dword v5, v[1:2], off", "global_load_dword v5, v1, s[2:3] offset:-4096 glc slc",
          "global_load_dword v5, v1, s[2:3] offset:-2048", "global_load_dword v5, v1, s[2:3] offset:2047",
          "global_load_dword v5, v1, s[2:3] offset:2048", "global_load_dword v5, v1, s[2:3] offset:4095",
          "global_load_dword v5, v1, s[2:3] offset:-4097", "global_load_dword v5, v1, s[2:3] lds",
          "global_load_dword v5, v1, s[2:3] dlc", "global_load_dword v5, v1, s[2:3] glc slc dlc",
          "global_store_dword v1, v10, s[2:3] offset:-1", "global_store_dword v[1:2], v10, off offset:-1 glc",
          "global_atomic_add v5, v1, v10, s[2:3] glc", "global_atomic_add v1, v10, s[2:3] offset:100",
          "global_atomic_add v[1:2], v10, off", "global_atomic_add v5, v[1:2], v10, off glc", "global_atomic_add v5, v[1:2], v10, off",
          "global_atomic_cmpswap_x2 v[5:6], v[1:2], v[10:13], off glc", "global_atomic_cmpswap_x2 v[1:2], v[10:13], off",
          "global_load_dword v5, v1, vcc", "global_load_dword v5, v1, exec", "global_load_dword v5, v1, ttmp[2:3]",
          "global_load_dword v5, v1, s[1:2]", "global_load_dword v5, v1, s[2:5]", "global_load_dword v5, v1, s[102:103]",
          "global_load_dword v5, v1, flat_scratch", "global_load_dword v5, v1, xnack_mask",
          "global_load_dword v5, v[1:2]", "global_load_dword v5, v1", "global_load_dword_addtid v5, off",
          "global_load_dword_addtid v5, s[2:3] offset:4 glc", "global_store_dword_addtid v5, off",
          "global_atomic_csub v5, v1, v2, s[2:3] glc", "global_atomic_csub v1, v2, s[2:3]", "global_load_dword v5, v1, off offset:4",
          "global_atomic_fcmpswap v[5:6], v1, v[2:3], s[2:3] glc", "global_atomic_pk_add_f16 v1, v2, s[2:3]",
          "global_atomic_add_f32 v1, v2, s[2:3]", "global_load_dwordx4 v[5:8], v1, s[2:3] offset:16",
          "scratch_load_dword v5, v1, off", "scratch_load_dword v5, off, s2", "scratch_load_dword v5, v1, s2",
          "scratch_load_dword v5, off, off", "scratch_load_dword v5, v[1:2], off", "scratch_load_dword v5, v1, s[2:3]",
          "scratch_load_dword v5, v1, null", "scratch_load_dword v5, off, null", "scratch_store_dword v1, v10, off offset:4095",
          "scratch_store_dword off, v10, s2 offset:-4096", "scratch_store_dword off, v10, s2 offset:-2048",
          "scratch_store_dword off, v10, s2 offset:2047", "scratch_load_dword v5, off, exec_lo", "scratch_load_dword v5, off, m0",
          "scratch_load_dword v5, off, vcc_lo", "scratch_load_dword v5, off, ttmp2", "scratch_load_dword v5, off, s103",
          "scratch_load_dword v5, off, s105", "scratch_load_dword v5, off, exec_hi", "scratch_load_dword v5, off, vcc_hi",
          "scratch_load_dword v5, v1, off lds", "scratch_load_dword v5, v1, off glc slc dlc",
          "scratch_load_dwordx2 v[5:6], off, s2 offset:8 glc", "scratch_load_dword v5, v1", "scratch_load_dword v5, off",
          "scratch_load_short_d16_hi v5, off, s2", "scratch_store_byte_d16_hi v1, v2, off", "scratch_load_dword v5, v255, off",
          "scratch_load_dword v5, s1, off", "scratch_load_dword v5, 0, off"]
    if gen == "gfx12":
        L += GFX12_FLAT + GFX12_BUFFER + GFX12_IMAGE
    if gen == "gfx12_5":
        L += GFX12_FLAT + GFX12_BUFFER + GFX125_MEMORY
    # ---- EXP
    for tgt in ["mrt0", "mrt7", "mrt8", "mrtz", "null", "pos0", "pos3", "pos4", "prim", "param0", "param31", "param32",
                "invalid_target_10", "mrt", "pos", "param", "MRT0", "mrt01", "dual_src_blend0", "dual_src_blend1",
                "pos4 ", "0", "s0"]:
        L.append("exp %s v1, v2, v3, v4" % tgt)
    L += ["exp mrt0 v1, v2, off, off done vm", "exp mrt0 v1, v2, v3, v4 compr", "exp pos0 v1, v2, v3, v4 compr",
          "exp mrt0 v1, off, v3, off compr", "exp mrt0 off, v2, off, v4 compr", "exp mrt0 v1, v2, off, off compr",
          "exp mrt0 off, off, off, off", "exp mrt0 off, off, off, off done", "exp mrt0 v1, v2, v3", "exp mrt0 v1, v2, v3, v4, v5",
          "exp mrt0 v1, v2, v3, v4 done done", "exp mrt0 v1, v2, v3, v4 vm vm", "exp mrt0 v1, v2, v3, v4 compr compr",
          "exp mrt0 v1, v2, v3, v4 done compr vm", "exp mrt0 v1, v2, v3, v4 vm done", "exp mrt0 v1, v2, v3, v4 glc",
          "exp mrt0 v1, v2, v3, v4 row_en", "exp pos0 v1, off, v3, off done row_en", "exp pos0 v1, v2, v3, v4 row_en done",
          "exp mrt0 v1, v2, v3, v4 row_en row_en", "exp dual_src_blend1 v1, v2, v3, v4 done", "exp mrt0 s1, v2, v3, v4", "exp mrt0 v[1:2], v2, v3, v4", "exp mrt0 1, v2, v3, v4",
          "exp mrt0 v255, v254, v253, v252", "exp mrt0 v256, v2, v3, v4", "exp v1, v2, v3, v4", "exp",
          "exp mrt0, v1, v2, v3, v4", "exp mrt0 v1 v2 v3 v4", "EXP MRT0 V1, V2, V3, V4 DONE", "exp mrtz off, off, off, v4 done vm",
          "exp param5 v1, v2, v3, v4 done", "exp pos1 v1, v2, v3, v4 vm", "exp null off, off, off, off done",
          "exp mrt0 v1, v2, v3, v4 offset:4", "exp mrt0 v1, off, off, off", "exp mrt0 a1, v2, v3, v4"]
    return L


def family_of(line):
    """The encoding family of a representative line, by its mnemonic's prefix."""
    name = line.split(" ", 1)[0].lower()
    for prefix, fam in (("ds_", "DS"), ("buffer_", "MUBUF"), ("tbuffer_", "MTBUF"), ("image_", "MIMG"),
                        ("flat_", "FLAT"), ("global_", "GLOBAL"), ("scratch_", "SCRATCH"), ("exp", "EXP")):
        if name.startswith(prefix):
            return fam
    return None


def asm_golden(gen, facts):
    cpu = REP_CPU[gen]
    lines = []
    fams = GEN_FAMILIES.get(gen, FAMILIES)
    for d in facts:
        if d["enc"] in fams:
            lines += lines_for(d, gen)
    lines += [l for l in representative_lines(gen) if family_of(l) in fams]
    return write_asm_golden(os.path.join(OUT, gen + ".tsv"), cpu, lines, SEED, 150)


# Bit fields that a random disassembly case may disturb (of the 64-bit instruction), per family.
MUTATE = {
    "DS": [(0, 8), (8, 8), (16, 2), (32, 8), (40, 8), (48, 8), (56, 8)],
    "MUBUF": [(0, 12), (12, 4), (16, 2), (25, 1), (32, 8), (40, 8), (48, 5), (53, 3), (56, 8)],
    "MTBUF": [(0, 12), (12, 4), (19, 7), (32, 8), (40, 8), (48, 5), (53, 3), (56, 8)],
    "MIMG": [(0, 8), (8, 4), (12, 6), (25, 1), (32, 8), (40, 8), (48, 5), (53, 5), (58, 6)],
    "FLAT": [(0, 13), (13, 5), (32, 8), (40, 8), (48, 8), (55, 1), (56, 8)],
    "EXP": [(0, 4), (4, 6), (10, 3), (13, 13), (32, 8), (40, 8), (48, 8), (56, 8)],
    # GFX12's 96-bit words: saddr, nv, the bits up to the opcode, the opcode, seg, vdst, the reserved bits, SVE, scope,
    # th, vdata, bit 63, vaddr, the offset
    "VFLAT": [(0, 7), (7, 1), (8, 6), (14, 8), (24, 2), (32, 8), (40, 9), (49, 1), (50, 2), (52, 3), (55, 8), (63, 1),
              (64, 8), (72, 24), (72, 8), (88, 8)],
    # VBUFFER: soffset, nv, bits 13:8, the opcode, tfe, bit 23, vdata, bits 40:42, the resource, bits 48:49, scope, th,
    # the format, offen, idxen, vaddr, the offset
    # VIMAGE/VSAMPLE: dim, bit 3 (VSAMPLE tfe), r128, d16, a16, bits 12:7, the opcode, dmask, vdata, bit 40 (VSAMPLE
    # lwe), bits 42:41, the resource, bits 49:48, scope, th, bit 55 (VIMAGE tfe), bits 63:56 (vaddr4 / ssamp), vaddr0-3
    "VIMAGE": [(0, 3), (3, 1), (4, 1), (5, 1), (6, 1), (7, 6), (13, 1), (14, 8), (22, 4), (32, 8), (40, 1), (41, 2),
               (43, 5), (48, 2), (50, 2), (52, 3), (55, 1), (56, 8), (57, 5), (64, 8), (72, 8), (80, 8), (88, 8)],
    "VBUFFER": [(0, 7), (7, 1), (8, 6), (14, 8), (22, 1), (23, 1), (32, 8), (40, 3), (43, 5), (48, 2), (50, 2), (52, 3),
                (55, 7), (62, 1), (63, 1), (64, 8), (72, 24), (72, 8), (88, 8)],
}


def dis_cases(gen, rnd, asm_rows):
    base = []
    for r in asm_rows:
        k, _inp, text, hexb = r.split("\t")
        if k != "asm":
            continue
        b = bytes.fromhex(hexb)
        if b not in base:
            base.append(b)
    cases = list(base)
    for _ in range(1500):
        b = bytearray(rnd.choice(base))
        wide = 12 if gen in GFX12_GENS and (b[3] >> 2) in (0x3b, 0x31, 0x34, 0x39) else 8  # (GFX12's 96-bit words)
        w = int.from_bytes(b[:wide], "little")
        top = (w >> 26) & 0x3f
        fam = {0x36: "DS", 0x38: "MUBUF", 0x3a: "MTBUF", 0x3c: "MIMG", 0x37: "FLAT", 0x3e: "EXP", 0x31: "EXP"}.get(top)
        if wide == 12:
            fam = {0x3b: "VFLAT", 0x31: "VBUFFER"}.get(top, "VIMAGE")
        elif not fam or (fam != "FLAT" and fam not in GEN_FAMILIES.get(gen, FAMILIES)):
            continue
        for _k in range(rnd.choice([1, 1, 2, 3])):
            lsb, width = rnd.choice(MUTATE[fam])
            v = rnd.getrandbits(width) if rnd.random() < 0.7 else rnd.choice([0, (1 << width) - 1, 1])
            w = (w & ~(((1 << width) - 1) << lsb)) | (v << lsb)
        b[:wide] = w.to_bytes(wide, "little")
        cases.append(bytes(b))
    return unique(cases)


def dis_golden(gen, asm_rows):
    rnd = random.Random("%d-%s" % (SEED, gen))
    cases = dis_cases(gen, rnd, asm_rows)
    header = ("# kind\tbytes\ttext\tllvm-mc re-encoding of its text  (llvm-mc-22 -arch=amdgcn -mcpu=%s -disassemble "
              "-show-encoding; bytes = consumed bytes; inputs padded with 78563412 000080bf 000080bf)" % REP_CPU[gen])
    rows = write_dis_golden(os.path.join(OUT, "dis_" + gen + ".tsv"), REP_CPU[gen], cases, True, header)
    if gen == "gfx12_5":
        rows = mark_refused_texts(os.path.join(OUT, "dis_" + gen + ".tsv"), REP_CPU[gen], rows, header)
    return rows


def mark_refused_texts(path, cpu, rows, header):
    """GFX12.5: llvm-mc 22 prints some words as text its assembler refuses (a scale_offset with no VGPR offset to scale,
    an odd VGPR tuple with its "Invalid register" comment). Such a row's 4th column says so ("err: message") instead of
    the MCInst's re-encoding: the text does not give the word back (the golden test counts the word lossy)."""
    texts = [r.split("\t")[2] if r.startswith("dis\t") else "" for r in rows]
    asm = asm_batch(cpu, [t if t else "s_nop 0" for t in texts])
    out = []
    for r, t, a in zip(rows, texts, asm):
        if t and a[0] == "err":
            p = r.split("\t")
            r = "\t".join(p[:3] + ["err: " + a[1]])
        out.append(r)
    with open(path, "w") as f:
        f.write(header + "\n")
        for r in out:
            f.write(r + "\n")
    return out


def main():
    facts = load_facts()
    generate_goldens(OUT, sys.argv[1:] or GENS, lambda gen: asm_golden(gen, facts), dis_golden)


if __name__ == "__main__":
    main()
