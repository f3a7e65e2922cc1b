#!/usr/bin/env python3
"""Golden vectors for the MI processors' own instructions and operand forms (gfx908, gfx90a, gfx942, gfx950),
llvm-mc 22 as the oracle:
  - every VALU row a processor has beyond its generation's representative (valu_facts.tsv rows with an
    `origin`: packed fp32, v_fmac_f64, v_dot2c_i32_i16/v_dot8c_i32_i4, the gfx940 and gfx950 additions), in its
    e32/e64 forms, with SGPR / constant / literal sources, clamp, omod, op_sel, neg_lo/neg_hi, SDWA and DPP
    where the row has them, and on every processor (refused where it lacks the row);
  - the cache-policy bits: glc/slc/scc of gfx90a, sc0/sc1/nt of gfx940+, on buffer, tbuffer, global, flat,
    scratch and image instructions, and the returning atomics' "must use" errors;
  - 64-bit DPP (row_newbcast, DPP on f64 operands);
  - the MI processors' own memory instructions (vmem_facts.tsv rows with an `origin`: f32/f64/pk_f16/pk_bf16
    atomics, buffer_wbl2/inv/invl2, ds_add_f64, ds_pk_add_*, ds_read_b64_tr_*, global/scratch_load_lds_*) with
    their offsets, cache-policy words, returning forms, SGPR addresses and AGPR data, and their words with
    random fields.
Writes tests/golden/mi/<cpu>.tsv (asm/err rows) and dis_<cpu>.tsv (the bytes of the asm rows of every
processor, disassembled on each, plus the words with every new opcode and random fields).
Rerun: cd tools/oracle && python3 gen_mi_golden.py
"""
import csv
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import write_asm_golden, write_dis_golden  # noqa: E402
import extract_vector_facts as X  # noqa: E402
from make_processor_tables import aligned as T_aligned  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "mi"))
CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950"]


def origin_rows():
    rows = list(csv.reader(open(os.path.join(HERE, "valu_facts.tsv")), delimiter="\t"))
    h = [x.lstrip("#") for x in rows[0]]
    return [d for d in (dict(zip(h, r)) for r in rows[1:]) if d.get("origin", "-") != "-"]


def substitute(text, i, tok):
    mn, toks, mods = X.split_ops(text)
    toks = list(toks)
    toks[i] = tok
    return (mn + " " + ", ".join(toks) + (" " + mods if mods else "")).strip()


def valu_lines():
    out = []
    for d in origin_rows():
        t32, t64 = d["text_gfx9_e32"], d["text_gfx9_e64"]
        flags = d["flags"]
        for t in (t32, t64):
            if not t:
                continue
            out.append(t)
            out.append(X.base_of(t.split()[0]) + t[len(t.split()[0]):])
        text = t64 or t32
        mn, toks, mods = X.split_ops(text)
        vop3p = d["family"] == "VOP3P"
        for i, tok in enumerate(toks):
            if i == 0:
                out.append(substitute(text, 0, "v255" if tok.startswith("v") and ":" not in tok else "v[254:255]"))
                continue
            ri = X.reg_info(tok)
            wide = ri and ri[2] > 32
            subs = ["s[10:11]" if wide else "s10", "0", "1.0", "-4", "0.5", "0x12345"] + (
                ["v[1:2]" if wide else "v255"] if wide else ["v255"])
            if i == 1 and text == t64:
                subs += ["-" + tok, "|" + tok + "|"] if not vop3p else ["-" + tok]
            for s in subs:
                out.append(substitute(text, i, s))
            if t32 and i == 1:
                for s in ("s10", "1.0", "0x12345"):
                    out.append(substitute(t32, 1, s if not wide else ("s[10:11]" if s == "s10" else s)))
        if text == t64:
            for m in ("clamp", "mul:2", "div:2", "op_sel:[1,0]", "op_sel:[0,1]", "op_sel:[1,1,0]", "op_sel:[0,0,1,1]",
                      "op_sel:[1,0,0,1]"):
                out.append(text + " " + m)
            if vop3p:
                for m in ("op_sel_hi:[0,0]", "op_sel_hi:[1,0,1]", "neg_lo:[1,0]", "neg_hi:[0,1]",
                          "neg_lo:[1,1,1] neg_hi:[1,1,1]", "op_sel:[1,1] op_sel_hi:[0,0]", "op_sel:[0,0,1] op_sel_hi:[1,1,0]"):
                    out.append(text + " " + m)
        if t32:
            bm = X.base_of(t32.split()[0])
            rest = t32[len(t32.split()[0]):]
            for ctl in ("quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "row_shl:1 row_mask:0xa bank_mask:0x5",
                        "row_newbcast:1", "row_share:3", "row_bcast:15 bound_ctrl:0"):
                out.append(bm + "_dpp" + rest + " " + ctl)
            for sel in ("dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD", "src0_sel:BYTE_1",
                        "dst_sel:WORD_1 src0_sel:BYTE_3", "src0_sel:WORD_1 src1_sel:BYTE_2"):
                out.append(bm + "_sdwa" + rest + " " + sel)
        out.append(text + " junk")
        out.append(mn)
    # 64-bit DPP on rows every GFX9 processor has (dpp-64bit), and the gfx90a 64-bit register alignment.
    for ctl in ("row_newbcast:1", "row_newbcast:15", "quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf",
                "row_shr:1", "row_share:1", "wave_shl:1", "row_bcast:15"):
        for t in ("v_ceil_f64_dpp v[0:1], v[2:3]", "v_add_f64_dpp v[0:1], v[2:3], v[4:5]",
                  "v_fmac_f64_dpp v[0:1], v[2:3], v[4:5]", "v_mov_b64_dpp v[0:1], v[2:3]",
                  "v_lshlrev_b64_dpp v[0:1], v2, v[4:5]", "v_mov_b32_dpp v0, v1"):
            out.append(t + " " + ctl)
    # every VOP1/VOP2 row with a 64-bit operand has DP ALU DPP on gfx90a+ (row_newbcast only), with neg/abs,
    # row/bank masks and bound_ctrl; no DPP on the 64-bit compares.
    for t in ("v_cvt_f64_i32 v[0:1], v2", "v_cvt_f32_f64 v0, v[2:3]", "v_rcp_f64 v[0:1], v[2:3]",
              "v_frexp_exp_i32_f64 v0, v[2:3]", "v_fract_f64 v[254:255], v[2:3]", "v_cvt_pk_f32_fp8 v[0:1], v2",
              "v_fmac_f64 v[0:1], v[2:3], v[4:5]", "v_mov_b64 v[0:1], v[2:3]"):
        for ctl in ("row_newbcast:2", "row_newbcast:0 row_mask:0x3 bank_mask:0x5 bound_ctrl:0",
                    "row_newbcast:7 bound_ctrl:1", "quad_perm:[0,1,2,3]", "row_mirror", "row_newbcast:16",
                    "row_newbcast:1 fi:1", "row_newbcast:1 clamp"):
            out.append(t + " " + ctl)
        mods = t.replace(", v[2:3]", ", -v[2:3]").replace(", v[4:5]", ", |v[4:5]|")
        out.append(mods + " row_newbcast:4")
        out.append(t.replace(", v2", ", -v2").replace(", v[2:3]", ", |v[2:3]|") + " row_newbcast:5")
    # gfx950's bitop3 truth table (NEG/ABS/OMOD bits), its order and errors
    for t in ("v_bitop3_b32 v0, v1, v2, v3", "v_bitop3_b16 v0, v1, v2, v3", "v_bitop3_b32 v0, s1, 1.0, v3"):
        for m in ("bitop3:0x12", "bitop3:255", "bitop3:256", "bitop3:-1", "bitop3:9", "bitop3:10", "bitop3:11",
                  "bitop3:0x40", "bitop3 : 3", "bitop3:1+2", "bitop3:x", "bitop3:1 bitop3:2", "bitop3:0x12 clamp",
                  "bitop3:0x12 op_sel:[1,1,1,1]", "op_sel:[1,0,0,1] bitop3:0x12", "bitop3:0xe8 op_sel:[0,1,0,0]"):
            out.append(t + " " + m)
    out += ["v_bitop3_b32 v0, -v1, v2, v3", "v_bitop3_b32 v0, |v1|, v2, v3 bitop3:1", "v_bitop3_b16 v0, v1, v2, v3 mul:2",
            "v_bitop3_b32 v0, 0x1234, v2, v3 bitop3:0x12", "v_bitop3_b32_e64 v0, v1, v2, v3 bitop3:1"]
    out += ["v_cmp_eq_f64 vcc, v[2:3], v[4:5] row_newbcast:1", "v_ceil_f64_dpp v[1:2], v[2:3] row_newbcast:1",
            "v_ceil_f64_dpp v[0:1], s[2:3] row_newbcast:1", "v_ceil_f64_dpp v[0:1], 1.0 row_newbcast:1",
            "v_ceil_f64_e64 v[0:1], v[2:3] row_newbcast:1", "v_add_f32 v0, v1, v2 row_newbcast:9"]
    out += ["v_pk_fma_f32 v[1:2], v[2:3], v[4:5], v[6:7]", "v_fmac_f64 v[0:1], v[3:4], v[4:5]",
            "v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]", "v_pk_mov_b32 v[0:1], s[2:3], v[4:5] op_sel:[0,1]",
            "v_pk_add_f32 v[0:1], v[2:3], 1.0", "v_pk_mul_f32 v[0:1], 2.0, v[4:5] op_sel_hi:[0,1]",
            "v_pk_mul_f32 v[0:1], v[2:3], s[4:5] neg_lo:[1,0] neg_hi:[0,1]", "v_mov_b64 v[0:1], 0x12345",
            "v_mov_b64 v[0:1], s[2:3]", "v_mov_b64 v[0:1], -1", "v_lshl_add_u64 v[0:1], s[2:3], 4, 1"]
    return out


def cache_lines():
    out = []
    forms = ["buffer_load_dword v1, off, s[4:7], 0", "buffer_store_dword v1, v2, s[4:7], s8 offen offset:4",
             "buffer_atomic_add v1, off, s[4:7], 0", "tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32]",
             "global_load_dword v1, v[2:3], off", "global_store_dword v[2:3], v1, off offset:8",
             "global_atomic_add v[2:3], v4, off", "global_atomic_add v1, v[2:3], v4, off",
             "flat_load_dword v1, v[2:3]", "scratch_load_dword v1, off, s2", "scratch_store_dword v1, off offset:4",
             "image_load v[0:3], v2, s[4:11] dmask:0xf", "buffer_wbl2", "buffer_inv", "buffer_wbinvl1_vol",
             "global_load_lds_dwordx4 v[2:3], off", "global_load_lds_dwordx3 v[2:3], off",
             "buffer_load_dwordx4 v[0:3], off, s[4:7], 0 lds", "global_atomic_pk_add_bf16 v1, v[2:3], v4, off",
             "global_atomic_add_f64 v[2:3], v[4:5], off", "flat_atomic_max_f64 v[0:1], v[2:3], v[4:5]"]
    bits = ["glc", "slc", "scc", "glc slc scc", "sc0", "sc1", "nt", "sc0 sc1 nt", "nt sc1", "scc glc", "dlc"]
    for f in forms:
        out.append(f)
        for b in bits:
            out.append(f + " " + b)
    # gfx940+ scratch: a VGPR and an SGPR address together, or neither (the SVE bit); no lds form there
    for f in ("scratch_load_dword v1, v2, s3", "scratch_load_dword v1, v2, off", "scratch_load_dword v1, off, s3",
              "scratch_load_dword v1, off, off", "scratch_store_dword v2, v1, s3 offset:8",
              "scratch_load_dwordx2 v[0:1], v2, s3 offset:-16", "scratch_store_byte v2, v1, vcc_lo",
              "scratch_load_ubyte_d16_hi v1, v2, ttmp3", "scratch_atomic_add v1, v2, s3", "scratch_load_dword v1, v2, m0",
              "scratch_load_dword v1, v2, exec_hi", "scratch_load_dword v1, v2, off lds", "scratch_load_dword v2, off lds",
              "global_load_dword v[2:3], off lds"):
        out += [f, f + " sc0 nt"]
    return out


def memory_rows():
    """The MI processors' own memory rows (vmem_facts.tsv rows with an `origin`)."""
    rows = list(csv.reader(open(os.path.join(HERE, "vmem_facts.tsv")), delimiter="\t"))
    return [d for d in (dict(zip(rows[0], r)) for r in rows[1:]) if d.get("origin", "-") != "-"]


def memory_lines():
    """Each MI memory row in its forms: offsets, cache-policy words in both spellings, the returning form of an
    atomic, SGPR addresses, buffer address modes, AGPR data, wrong operands."""
    import make_processor_tables as T
    out = []
    for d in memory_rows():
        text, enc = T.aligned(d["text_gfx9"]), d["enc"]
        out += [text, text + " offset:16", text + " offset:4095", text + " junk", d["name"]]
        if enc == "DS":
            out += [text + " offset:65535", text + " gds", text.replace(" v1", " v255", 1)]
            if "vdst:" in d["operands"]:
                out.append(text.replace(" v[6:", " a[6:").replace(" v6,", " a6,").replace(" v5,", " a5,"))
            continue
        for w in ("glc", "slc", "scc", "sc0", "sc1", "nt", "sc0 sc1 nt", "glc slc", "dlc", "lds"):
            out.append(text + " " + w)
        if "rtn-with-glc" in d["flags"]:
            rtn = T.cpol_probe(d, "glc")
            out += [rtn, rtn[:-len(" glc")], rtn[:-len("glc")] + "sc0", rtn[:-len("glc")] + "sc0 nt",
                    rtn.replace(" v6,", " a6,").replace(" v[6:7],", " a[6:7],")]
        if enc == "MUBUF" and "vaddr" in d["operands"]:
            out += [text.replace(", off,", ", v1,") + " offen", text.replace(", off,", ", v1,") + " idxen offset:8",
                    text.replace(", off,", ", v[2:3],") + " idxen offen", text.replace(", s3", ", 0"),
                    text.replace(", s3", ", m0"), text.replace(", s3", ", src_private_base")]
        if enc == "GLOBAL":
            out += [text.replace("v[2:3]", "v2").replace(", off", ", s[4:5]"), text.replace(", off", ", s[4:5]"),
                    text.replace("v[2:3]", "v2").replace(", off", ", s[4:5]") + " offset:-16"]
        if enc == "SCRATCH":
            out += [text.replace(", off", ", s4"), text.replace("v1, off", "off, s4"), text.replace("v1, off", "off, off"),
                    text + " offset:-8"]
    return out


def asm_lines():
    return valu_lines() + cache_lines() + memory_lines()


def dis_cases(rows_by_cpu):
    """Every asm row's bytes (from any processor), then each origin row's opcode with random fields."""
    cases = []
    for rows in rows_by_cpu:
        for r in rows:
            k, _, _, b = r.split("\t")
            if k == "asm":
                cases.append(bytes.fromhex(b))
    rnd = random.Random(13)
    for d in origin_rows():
        e32, e64 = int(d["e32_gfx9"], 0), int(d["e64_gfx9"], 0)
        for _ in range(6):
            if e32 >= 0:
                fam = d["family"]
                src0 = rnd.choice([rnd.randrange(512), 0x102, 0x80, 0xf2, 0xc1, 0x6a, 0xfa, 0xf9])
                if fam == "VOP1":
                    w = (0x3F << 25) | (rnd.randrange(256) << 17) | (e32 << 9) | src0
                else:
                    w = (e32 << 25) | (rnd.randrange(256) << 17) | (rnd.randrange(256) << 9) | src0
                cases.append(w.to_bytes(4, "little") + rnd.randrange(1 << 32).to_bytes(4, "little"))
            if e64 >= 0:
                if d["family"] == "VOP3P":
                    w0 = (0x1A7 << 23) | (e64 << 16) | (rnd.randrange(1 << 16) & 0xffff)
                else:
                    w0 = (0x34 << 26) | (e64 << 16) | (rnd.randrange(1 << 16) & 0xffff)
                w1 = rnd.randrange(1 << 32)
                if rnd.randrange(2):
                    w1 &= ~((0x1ff) | (0x1ff << 9) | (0x1ff << 18))
                    w1 |= 0x102 | (0x104 << 9) | (0x106 << 18)
                cases.append(w0.to_bytes(4, "little") + w1.to_bytes(4, "little"))
    # DPP words of 64-bit rows (v_ceil_f64, v_cvt_f64_i32, v_fmac_f64, v_mov_b64) with random controls and bits
    for op in ((0x3F << 25) | (0x18 << 9), (0x3F << 25) | (0x4 << 9), (0x4 << 25), (0x3F << 25) | (0x38 << 9)):
        for _ in range(40):
            w0 = op | 0xfa | (rnd.randrange(128) * 2 << 17) | ((rnd.randrange(128) * 2 << 9) if op >> 25 != 0x3F else 0)
            ctrl = rnd.choice([0x150 + rnd.randrange(16), rnd.randrange(0x170), 0x142, 0x140])
            w1 = rnd.randrange(0, 256, 2) | ctrl << 8 | rnd.choice([0, 1 << 18, 1 << 19, 0xf << 20]) | rnd.randrange(256) << 24
            cases.append(w0.to_bytes(4, "little") + w1.to_bytes(4, "little"))
    # each MI memory row's words with random operand and modifier fields (its opcode and segment kept)
    keep = {"DS": 0xFFFE0000, "MUBUF": 0xFFFC0000, "FLAT": 0xFFFCC000, "GLOBAL": 0xFFFCC000, "SCRATCH": 0xFFFCC000}
    for d in memory_rows():
        line = T_aligned(d["text_gfx9"])
        for cpu in CPUS:
            r = X.asm_batch(cpu, [line])[0]
            if r[0] == "asm":
                base = int.from_bytes(r[2][:4], "little")
                break
        else:
            continue
        for _ in range(8):
            w0 = (base & keep[d["enc"]]) | (rnd.randrange(1 << 32) & ~keep[d["enc"]] & 0xFFFFFFFF)
            if rnd.randrange(2):
                w0 &= ~0x3FFF & 0xFFFFFFFF if d["enc"] != "DS" else ~0xFFFF & 0xFFFFFFFF
            w1 = rnd.randrange(1 << 32)
            if rnd.randrange(2):
                w1 &= 0xFF00FFFF if d["enc"] != "DS" else 0xFFFFFFFF
            cases.append(w0.to_bytes(4, "little") + w1.to_bytes(4, "little"))
    seen, uniq = set(), []
    for c in cases:
        if c not in seen:
            seen.add(c)
            uniq.append(c)
    return uniq


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = asm_lines()
    all_rows = []
    for cpu in CPUS:
        rows = write_asm_golden(os.path.join(OUT, cpu + ".tsv"), cpu, lines, seed=13)
        all_rows.append(rows)
        print("%s: %d asm/err rows (%d asm)" % (cpu, len(rows), sum(r.startswith("asm") for r in rows)), file=sys.stderr)
    cases = dis_cases(all_rows)
    for cpu in CPUS:
        header = ("# kind\tbytes\ttext\tllvm-mc re-encoding of its text  (llvm-mc-22 -arch=amdgcn -mcpu=%s "
                  "-disassemble -show-encoding; bytes = consumed bytes; inputs padded with 78563412 000080bf "
                  "000080bf)" % cpu)
        drows = write_dis_golden(os.path.join(OUT, "dis_" + cpu + ".tsv"), cpu, cases, True, header)
        print("%s: %d dis rows (%d dis)" % (cpu, len(drows), sum(r.startswith("dis") for r in drows)), file=sys.stderr)


if __name__ == "__main__":
    main()
