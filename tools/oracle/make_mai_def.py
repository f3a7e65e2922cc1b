#!/usr/bin/env python3
"""MAI instructions (v_mfma_*, v_smfmac_*, v_accvgpr_*) from llvm-mc 22: writes src/isa/mai_ops.def.

Probes (llvm-mc 22, -disassemble / -show-encoding):
  * every VOP3P opcode 0..127 of a canonical word (vdst 0, srcs v0, acc_cd 0) on gfx908, gfx90a, gfx942, gfx950:
    the mnemonic and the register widths of D, A, B, C as llvm-mc prints them (v_smfmac_*: C is the index VGPR);
  * v_accvgpr_mov_b32 (VOP1 0x52 where gfx90a-insts);
  * every mnemonic a processor lacks, assembled there with its canonical operands: the gfx940 renames accept the
    older spelling (it prints the new one), recorded as aliases;
  * `neg:[1,0,0]` on the f64 forms (gfx940+ only);
  * the spellings without _b32 of the v_accvgpr_* names.
gfx950: the f8f6f4 forms (their A/B widths follow cbsz/blgp; the row gives fp8's 8, kMaiF8f6f4), v_mfma_ld_scale_b32
(src0, src1: d 0, kMaiLdScale) and the v_mfma_scale_* pairs (an ld_scale word and the f8f6f4 word: probed by
assembling each f8f6f4 row's scale_ spelling with two scale VGPRs; kMaiScale, the unscaled row's opcode).
Gates: the processors having a row form a contiguous range of gfx908 < gfx90a < gfx942 < gfx950 (checked); the
row needs the first one's newest MAI feature and excludes the next processor's.
"""
import os
import re
import subprocess
import sys

MC = os.environ.get("LLVM_MC22", "/usr/lib/llvm-22/bin/llvm-mc")
CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950"]
FEATURE_OF = {"gfx908": "kFeatMaiInsts", "gfx90a": "kFeatGfx90aInsts", "gfx942": "kFeatGfx940Insts",
              "gfx950": "kFeatGfx950Insts"}
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "src", "isa", "mai_ops.def")
OUT_ALIASES = os.path.join(HERE, "..", "..", "src", "isa", "mai_aliases.def")


def mc(cpu, text, dis=False):
    args = [MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"] + (["-disassemble"] if dis else [])
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.stdout, p.stderr


def byte_line(words):
    return " ".join("0x%02x" % (w >> s & 255) for w in words for s in (0, 8, 16, 24))


def width(reg):
    m = re.match(r"^[av]\[(\d+):(\d+)\]$", reg)
    return int(m.group(2)) - int(m.group(1)) + 1 if m else 1


def probe_opcodes(cpu):
    lines = []
    for op in range(128):
        w0 = 0xD3800000 | op << 16
        w1 = 256 | 256 << 9 | 256 << 18
        lines.append(byte_line([w0, w1]) + "\n" + byte_line([0xBF800000]))  # s_nop 0 separates the cases
    out, _ = mc(cpu, "\n".join(lines) + "\n", dis=True)
    rows = {}
    for line in out.splitlines():
        m = re.match(r"^\s*(v_(?:mfma|smfmac|accvgpr)\w*) (.*?)\s*; encoding: \[0x..,0x..,0x(..),0xd3", line)
        if not m:
            continue
        name, ops, op = m.group(1), m.group(2), int(m.group(3), 16) & 0x7F
        regs = [o.strip() for o in re.sub(r"\s+op_sel_hi.*", "", ops).split(", ")]
        rows[name] = (op, [width(r) for r in regs])
    return rows


def main():
    facts = {}  # name -> (enc, opcode, widths, kind, cpus)
    for cpu in CPUS:
        for name, (op, ws) in probe_opcodes(cpu).items():
            kind = ("kMaiRead" if name == "v_accvgpr_read_b32" else "kMaiWrite" if name == "v_accvgpr_write_b32"
                    else "kMaiLdScale" if name == "v_mfma_ld_scale_b32"
                    else "kMaiSparse" if name.startswith("v_smfmac") else "kMaiMfma")
            prev = facts.setdefault(name, ["VOP3P", op, ws, kind, []])
            assert prev[1] == op and prev[2] == ws, (name, cpu, prev, op, ws)
            prev[4].append(cpu)
        out, _ = mc(cpu, byte_line([0x7E02A502]) + "\n", dis=True)
        if "v_accvgpr_mov_b32 a1, a2" in out:
            facts.setdefault("v_accvgpr_mov_b32", ["VOP1", 0x52, [1, 1], "kMaiMov", []])[4].append(cpu)
    # The scaled pairs: each f8f6f4 row's v_mfma_scale_ spelling with two scale VGPRs after C.
    for name, (enc, op, ws, kind, cpus) in list(facts.items()):
        if "f8f6f4" not in name:
            continue
        scaled = name.replace("v_mfma_", "v_mfma_scale_", 1)
        for cpu in CPUS:
            o, e = mc(cpu, canonical(scaled, ws, kind) + ", v1, v2\n")
            if o.strip().startswith(scaled + " "):
                facts.setdefault(scaled, [enc, op, ws, kind, []])[4].append(cpu)
    log = []
    rows = []
    for name, (enc, op, ws, kind, cpus) in sorted(facts.items(), key=lambda kv: (kv[1][1], kv[0])):
        idx = [CPUS.index(c) for c in cpus]
        assert idx == list(range(idx[0], idx[-1] + 1)), (name, cpus)
        needs = FEATURE_OF[cpus[0]]
        excludes = FEATURE_OF[CPUS[idx[-1] + 1]] if idx[-1] + 1 < len(CPUS) else "0"
        flags = [kind]
        if "f8f6f4" in name:
            flags.append("kMaiF8f6f4")
        if name.startswith("v_mfma_scale_"):
            flags.append("kMaiScale")
        if "_f64" in name or name.endswith("f64"):
            text = canonical(name, ws, kind) + " neg:[1,0,0]"
            o, e = mc(cpus[-1], text + "\n")
            if "neg:[1,0,0]" in o:
                flags.append("kMaiNeg")
            log.append("neg probe %s on %s: %s" % (name, cpus[-1], (o + e).strip().splitlines()[0]))
        rows.append((name, enc, op, needs, excludes, ws, " | ".join(flags), cpus))
    # Aliases: a mnemonic assembled on a processor that lacks its row prints another row's name.
    aliases = []
    names = {r[0] for r in rows}
    for (name, enc, op, needs, excludes, ws, flags, cpus) in rows:
        for cpu in CPUS:
            if cpu in cpus:
                continue
            o, e = mc(cpu, canonical(name, ws, flags.split(" | ")[0]) + "\n")
            m = re.match(r"^\s*(\S+)", o.splitlines()[0]) if o.strip() else None
            if m and m.group(1) in names and m.group(1) != name:
                aliases.append((name, m.group(1), cpu))
    # LLVM 22 also spells the bf16_1k forms without "_1k" on gfx940+ (v_mfma_f32_32x32x4bf16 with the 1k operand
    # widths is v_mfma_f32_32x32x4_2b_bf16 there): probed with each _1k row's operands.
    spellings = []
    for (name, enc, op, needs, excludes, ws, flags, cpus) in rows:
        if "_1k" not in name:
            continue
        short = name.replace("_1k", "")
        for cpu in CPUS:
            o, e = mc(cpu, canonical(short, ws, flags.split(" | ")[0]) + "\n")
            m = re.match(r"^\s*(\S+)", o.splitlines()[0]) if o.strip() else None
            if not m or m.group(1) not in names or m.group(1) == short:
                continue
            if short in names:
                aliases.append((short, m.group(1), cpu))
            elif (short, m.group(1)) not in spellings:
                spellings.append((short, m.group(1)))
    # LLVM 22 also takes the gfx940/gfx950 names without the underscore before the element type
    # (v_mfma_i32_16x16x32i8 for v_mfma_i32_16x16x32_i8, v_mfma_f32_16x16x8xf32 for ..._xf32).
    for (name, enc, op, needs, excludes, ws, flags, cpus) in rows:
        short = re.sub(r"(\d+x\d+x\d+)_([a-z]+\d*)$", r"\1\2", name)
        if short == name or short in names or any(s == short for s, _ in spellings):
            continue
        o, e = mc(cpus[0], canonical(short, ws, flags.split(" | ")[0]) + "\n")
        m = re.match(r"^\s*(\S+)", o.splitlines()[0]) if o.strip() else None
        if m and m.group(1) == name:
            spellings.append((short, name))
    for short in ("v_accvgpr_read", "v_accvgpr_write", "v_accvgpr_mov"):
        row = short + "_b32"
        text = canonical(row, facts[row][2], facts[row][3]).replace(row, short)
        o, e = mc("gfx90a", text + "\n")
        if o.strip().startswith(row):
            spellings.append((short, row))
    with open(OUT, "w") as f:
        f.write("// Generated by tools/oracle/make_mai_def.py from llvm-mc 22 probes; edit the generator, not this file.\n")
        f.write("// GCN_MAI(name, enc, opcode, needs, excludes, d, a, b, c, flags): a MAI row on GFX9 processors with\n")
        f.write("//   every `needs` feature and no `excludes` one. enc/opcode: VOP3P [22:16] or VOP1 [16:9]. d, a, b, c:\n")
        f.write("//   dwords of the destination and the sources A, B, C as llvm-mc 22 prints them (v_smfmac_*: C is the\n")
        f.write("//   index VGPR, the accumulator is D). kMaiNeg: neg:[a,b,c] in the blgp bits (f64 forms, gfx940+).\n")
        f.write("//   kMaiF8f6f4: A and B as wide as their largest format (the widths follow cbsz/blgp); kMaiScale: the\n")
        f.write("//   v_mfma_scale_* pair (an ld_scale word, then the MFMA word; not decoded by opcode); kMaiLdScale: d 0.\n")
        for (name, enc, op, needs, excludes, ws, flags, cpus) in rows:
            d, a, b, c = (ws + [0, 0, 0, 0])[:4] if enc == "VOP3P" else (ws[0], ws[1], 0, 0)
            if flags.startswith("kMaiRead") or flags.startswith("kMaiWrite"):
                d, a, b, c = ws[0], ws[1], 0, 0
            if flags.startswith("kMaiLdScale"):
                d, a, b, c = 0, ws[0], ws[1], 0
            f.write("GCN_MAI(%s, %s, 0x%02x, %s, %s, %d, %d, %d, %d, %s)  // %s\n" %
                    (name, enc, op, needs, excludes, d, a, b, c, flags, " ".join(cpus)))
    with open(OUT_ALIASES, "w") as f:
        f.write("// Generated by tools/oracle/make_mai_def.py from llvm-mc 22 probes; edit the generator, not this file.\n")
        f.write("// GCN_MAI_ALIAS(name, row, feature): llvm-mc assembles the row `name` as `row` on processors with `feature`.\n")
        f.write("// GCN_MAI_SPELLING(text, row): another spelling of the row's mnemonic, on every processor having it.\n")
        first = {}
        for a, r, c in aliases:  # the first processor (the others have its features too)
            first.setdefault((a, r), c)
        for (name, row), cpu in sorted(first.items()):
            f.write("GCN_MAI_ALIAS(%s, %s, %s)\n" % (name, row, FEATURE_OF[cpu]))
        for (text, row) in spellings:
            f.write("GCN_MAI_SPELLING(%s, %s)\n" % (text, row))
    with open(os.path.join(HERE, "mai_log.txt"), "w") as f:
        f.write("\n".join(log) + "\n")
        for a in aliases:
            f.write("alias %s -> %s on %s\n" % a)
    print("%d rows, %d aliases, %d spellings" % (len(rows), len(aliases), len(spellings)))


def canonical(name, ws, kind):
    def reg(prefix, n):
        return "%s0" % prefix if n == 1 else "%s[0:%d]" % (prefix, n - 1)
    if kind == "kMaiRead":
        return "%s v0, a0" % name
    if kind == "kMaiWrite":
        return "%s a0, v0" % name
    if kind == "kMaiMov":
        return "%s a0, a1" % name
    if kind == "kMaiLdScale":
        return "%s v0, v1" % name
    return "%s %s, %s, %s, %s" % (name, reg("a", ws[0]), reg("v", ws[1]), reg("v", ws[2]),
                                  reg("v", ws[3]) if kind == "kMaiSparse" else reg("a", ws[3]))


if __name__ == "__main__":
    sys.exit(main())
