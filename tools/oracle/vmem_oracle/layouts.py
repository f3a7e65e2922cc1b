"""Bit layouts verified per generation: a base form and variants that change one field, XORed."""
import re

from .config import CPU, GENS
from .mc import asm_all
from .encoding import NEW, w0
from .operands import V


LAYOUT_PROBES = {   # enc -> (template, default field values, {field: [values]}, {gen-specific template})
    "DS": ("ds_write2_b32 {addr}, {data0}, {data1} {offset0} {offset1} {gds}",
           {"addr": "v1", "data0": "v10", "data1": "v20", "offset0": "", "offset1": "", "gds": ""},
           {"offset0": ["offset0:%d" % (1 << i) for i in range(8)], "offset1": ["offset1:%d" % (1 << i) for i in range(8)],
            "gds": ["gds"]}),
    "DS.vdst": ("ds_read2_b32 {vdst}, v1", {"vdst": "v[5:6]"}, {}),
    "MUBUF": ("buffer_load_dword {vdata}, {vaddr}, {srsrc}, {soffset} {offset} {idx} {glc} {slc} {dlc} {tfe}",
              {"vdata": "v10", "vaddr": "off", "srsrc": "s[8:11]", "soffset": "s3", "offset": "", "idx": "",
               "glc": "", "slc": "", "dlc": "", "tfe": ""},
              {"offset": ["offset:%d" % (1 << i) for i in range(12)],
               "idx": [("v1", "offen"), ("v1", "idxen"), ("v[1:2]", "addr64")],
               "glc": ["glc"], "slc": ["slc"], "dlc": ["dlc"], "tfe": [("v[10:11]", "tfe")]}),
    "MUBUF.lds": ("buffer_load_dword {vdata} off, s[8:11], s3 {lds}", {"vdata": "v10,", "lds": ""}, {"lds": [("", "lds")]}),
    "MTBUF": ("tbuffer_load_format_x {vdata}, {vaddr}, {srsrc}, {soffset} {format} {offset} {idx} {glc} {slc} {dlc} {tfe}",
              {"vdata": "v10", "vaddr": "off", "srsrc": "s[8:11]", "soffset": "s3", "offset": "", "idx": "",
               "glc": "", "slc": "", "dlc": "", "tfe": "", "format": ""},
              {"offset": ["offset:%d" % (1 << i) for i in range(12)],
               "idx": [("v1", "offen"), ("v1", "idxen"), ("v[1:2]", "addr64")],
               "glc": ["glc"], "slc": ["slc"], "dlc": ["dlc"], "tfe": [("v[10:11]", "tfe")],
               "format": ["format:%d" % (1 << i) for i in range(7)]}),
    "MIMG": ("image_sample {vdata}, {vaddr}, {srsrc}, {ssamp} {dmask} {dim} {unorm} {glc} {slc} {dlc} {r128} {a16} {da} {tfe} {lwe} {d16}",
             {"vdata": "v10", "vaddr": "v1", "srsrc": "s[8:15]", "ssamp": "s[16:19]", "dmask": "dmask:0x1", "dim": "",
              "unorm": "", "glc": "", "slc": "", "dlc": "", "r128": "", "a16": "", "da": "", "tfe": "", "lwe": "", "d16": ""},
             {"dmask": ["dmask:0x2", "dmask:0x4", "dmask:0x8"], "unorm": ["unorm"], "glc": ["glc"], "slc": ["slc"],
              "dlc": ["dlc"], "r128": ["r128"], "a16": ["a16"], "da": ["da"],
              "tfe": [("v[10:11]", "tfe")], "lwe": ["lwe"], "d16": ["d16"],
              "dim": [("v[1:2]", "dim:SQ_RSRC_IMG_2D"), ("v[1:3]", "dim:SQ_RSRC_IMG_3D"),
                      ("v[1:4]", "dim:SQ_RSRC_IMG_2D_MSAA_ARRAY")]}),
    "FLAT": ("flat_load_dword {vdst}, {vaddr} {offset} {glc} {slc} {dlc} {lds} {nv} {tfe}",
             {"vdst": "v5", "vaddr": "v[1:2]", "offset": "", "glc": "", "slc": "", "dlc": "", "lds": "", "nv": "", "tfe": ""},
             {"offset": ["offset:%d" % (1 << i) for i in range(12)], "glc": ["glc"], "slc": ["slc"], "dlc": ["dlc"],
              "lds": ["lds"], "nv": ["nv"], "tfe": ["tfe"]}),
    "FLAT.vdata": ("flat_store_dword v[1:2], {vdata}", {"vdata": "v10"}, {}),
    "GLOBAL": ("global_load_dword {vdst}, {vaddr}, {saddr} {offset}",
               {"vdst": "v5", "vaddr": "v1", "saddr": "s[2:3]", "offset": ""},
               {"offset": ["offset:%d" % (1 << i) for i in range(12)] + ["offset:-1"], "saddr": [("v[1:2]", "off")]}),
    "SCRATCH": ("scratch_load_dword {vdst}, {vaddr}, {saddr}", {"vdst": "v5", "vaddr": "v1", "saddr": "off"},
                {"saddr": [("off", "s2")]}),
    "EXP": ("exp {tgt} {src0}, {src1}, {src2}, {src3} {done} {vm} {compr}",
            {"tgt": "mrt0", "src0": "v1", "src1": "v2", "src2": "v3", "src3": "v4", "done": "", "vm": "", "compr": ""},
            {"done": ["done"], "vm": ["vm"], "compr": [("off", "compr")],
             "tgt": ["mrt1", "mrt2", "mrt4", "mrtz", "null", "pos0", "param0", "param31"],
             "en": [("off", "")]}),
    "VINTRP": ("v_interp_p1_f32 {vdst}, {vsrc}, {attr}", {"vdst": "v5", "vsrc": "v1", "attr": "attr0.x"},
               {"attr": ["attr0.y", "attr0.z", "attr0.w", "attr1.x", "attr2.x", "attr4.x", "attr8.x", "attr16.x", "attr32.x"]}),
    "VINTRP.mov": ("v_interp_mov_f32 v5, {vsrc}, attr0.x", {"vsrc": "p10"}, {"vsrc": ["p20", "p0"]}),
}
# paired variants (value for a register field, token): applied to the field named below
PAIR_FIELD = {"dim": "vaddr", "lds": "vdata", "idx": "vaddr", "tfe": "vdata", "r128": "srsrc", "da": "vaddr", "lwe": "vdata", "compr": "src2",
              "saddr": "vaddr", "en": "src0"}


def reg_variants(text):
    m = re.fullmatch(r"v\[(\d+):(\d+)\]", text)
    if m or re.fullmatch(r"v\d+", text):
        k = (int(m.group(2)) - int(m.group(1))) if m else 0
        return [V(n, 32 * (k + 1)) for n in (0, 1, 2, 4, 8, 16, 32, 64, 128) if n + k <= 255]
    m = re.fullmatch(r"s\[(\d+):(\d+)\]", text)
    if m:
        k = int(m.group(2)) - int(m.group(1))
        step = min(k + 1, 4)
        return ["s[%d:%d]" % (n, n + k) for n in (0, step, 2 * step, 4 * step, 8 * step, 16 * step, 32 * step, 64 * step)
                if n + k <= 101]
    if re.fullmatch(r"s\d+", text):
        return ["s0", "s1", "s2", "s4", "s8", "s16", "s32", "s64", "m0", "0", "-1", "0.5"]
    return []


def bits_str(mask):
    out, i = [], 0
    while i < 64:
        if mask >> i & 1:
            j = i
            while j + 1 < 64 and mask >> (j + 1) & 1:
                j += 1
            out.append("%d" % i if i == j else "%d-%d" % (i, j))
            i = j + 1
        else:
            i += 1
    return ",".join(out) if out else "-"


def verify_layouts():
    jobs = {CPU[g]: [] for g in GENS}
    idx = {CPU[g]: [] for g in GENS}

    def fill(tpl, vals):
        return re.sub(r"\s+", " ", tpl.format(**vals)).strip()

    for key, (tpl, dflt, var) in LAYOUT_PROBES.items():
        for g in GENS:
            d = dict(dflt)
            if key == "MIMG" and g in NEW:
                d["dim"] = "dim:SQ_RSRC_IMG_1D"
            lines = [("base", fill(tpl, d))]
            for f, vals in var.items():
                for v in vals:
                    d2 = dict(d)
                    if isinstance(v, tuple):
                        d2[PAIR_FIELD[f]] = v[0]
                        if f in ("compr",):
                            d2["src3"] = "off"
                        if f in d2:
                            d2[f] = v[1]
                        if f == "saddr":
                            d2["saddr"] = v[1]
                    else:
                        d2[f] = v
                    lines.append((f, fill(tpl, d2)))
            for f, t in dflt.items():
                for v in reg_variants(t):
                    d2 = dict(d)
                    d2[f] = v
                    lines.append((f, fill(tpl, d2)))
            for f, l in lines:
                jobs[CPU[g]].append(l)
                idx[CPU[g]].append((key, g, f))
    res = asm_all(jobs)
    out = {}
    for cpu in jobs:
        basebytes = {}
        for (e, g, f), r in zip(idx[cpu], res[cpu]):
            d = out.setdefault((e, g), {})
            if f == "base":
                basebytes[(e, g)] = r[2] if r[0] == "asm" else None
                d["base"] = (r[1] + " [" + r[2].hex() + "]") if r[0] == "asm" else "ERR " + r[1]
                if r[0] == "asm":
                    d["prefix"] = "{0:06b}".format(w0(r[2]) >> 26)
                continue
            bb = basebytes.get((e, g))
            if bb is None or r[0] != "asm" or len(r[2]) != len(bb):
                continue
            x = int.from_bytes(bb, "little") ^ int.from_bytes(r[2], "little")
            d[f] = d.get(f, 0) | x
    return out


# ---------------------------------------------------------------------------------------------
