#!/usr/bin/env python3
"""Builds src/isa/vopd3_ops.def: the VOPD3 components (GFX12.5's 96-bit v_dual_* words), from llvm-mc 22 disassembly.

Every (X opcode, Y opcode) pair of 6 bits each under the prefix 0xCF (bits 31:24) is disassembled on gfx1250 with
src0X v2, vsrc1X v4, vsrc2X v6, vdstX v2, src0Y v7, vsrc1Y v8, vsrc2Y v10, vdstY v5. llvm-mc refuses a word whose
fields a component has no operand for are not zero, so each pair is tried with both vsrc2 fields, then with neither,
then with no vsrc field at all. A component's operands are its printed ones: `s6` (an SGPR in the vsrc2 field) is
cndmask's lane mask, `v[a:b]` a VGPR pair, `bitop3:N` the value bitop2 keeps in its vsrc2 field. Which sources take a
neg bit is probed bit by bit (llvm-mc refuses a set bit with no source behind it). Last, whether llvm-mc 22 writes a
pair with the component as X in the VOPD3 word even where the VOPD word holds it (`X v1, v2, v3 :: v_dual_add_f32 v4,
v5, v6`, which both words hold: only v_dual_dot2acc_f32_bf16 on gfx1250); the parser then tries VOPD3 first, and the
decoder refuses the VOPD words whose text gives the VOPD3 one.
Usage: cd tools/oracle && python3 make_vopd3_def.py > ../../src/isa/vopd3_ops.def
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import MC22  # noqa: E402
from make_vopd_def import valu_rows  # noqa: E402

CPU = "gfx1250"


def word(x, y, v1x, v2x, v1y, v2y, neg=0):
    w0 = (0xCF << 24) | (x << 18) | (y << 12) | 0x102
    w1 = (v2x << 24) | (v1x << 16) | (neg << 9) | 0x107
    w2 = (5 << 24) | (v2y << 16) | (v1y << 8) | 2
    return b"".join(v.to_bytes(4, "little") for v in (w0, w1, w2))


def disassemble(words):
    """The text of each word (None where llvm-mc refuses it)."""
    p = subprocess.run([MC22, "-arch=amdgcn", "-mcpu=" + CPU, "-disassemble"],
                       input="\n".join(" ".join("0x%02x" % c for c in w) for w in words) + "\n",
                       capture_output=True, text=True)
    bad = {int(l.split(":")[1]) for l in p.stderr.splitlines()
           if "invalid instruction encoding" in l and l.split(":")[2] == "1"}
    done = iter(l.strip() for l in p.stdout.splitlines() if "::" in l)
    return [None if i + 1 in bad else next(done) for i in range(len(words))]


def tries(x, y, neg=0):
    """The word with every combination of the vsrc fields set or clear, those with more fields set first (a field
    llvm-mc prints as a modifier, bitop3, may be printed only when it is not zero)."""
    combos = [(a, b, c, d) for a in (4, 0) for b in (6, 0) for c in (8, 0) for d in (10, 0)]
    combos.sort(key=lambda t: -sum(1 for v in t if v))
    return [word(x, y, v1x, v2x, v1y, v2y, neg) for v1x, v2x, v1y, v2y in combos]


def first_text(x, y, neg=0, cache={}):
    key = (x, y, neg)
    if key not in cache:
        cache[key] = next((t for t in disassemble(tries(x, y, neg)) if t), None)
    return cache[key]


def operands(text):
    """field:kind of a component's printed operands."""
    name, _, rest = text.partition(" ")
    toks = [t.strip() for t in rest.split(",") if t.strip()]
    bitop = " bitop3:" in rest
    toks = [t.split(" bitop3:")[0] for t in toks]
    fields = ["vdst", "src0", "src1", "src2"]
    out = []
    for i, t in enumerate(toks):
        wide = t.startswith("v[")
        f = fields[i]
        if f == "src0":
            out.append("src0:" + ("f64" if wide else "%s"))
        elif t.startswith("s"):
            out.append(f + ":s32")
        else:
            out.append(f + (":v64" if wide else ":v32"))
    return name, out, bitop


def vopd_x_components():
    """The components with a VOPD X opcode on gfx1250 (vopd_ops.def's X GFX12.5 column)."""
    out = set()
    with open(os.path.join(HERE, "..", "..", "src", "isa", "vopd_ops.def")) as f:
        for l in f:
            m = re.match(r"GCN_VOPD\((\w+), \w+, *-?\d+, *-?\d+, *(-?\d+),", l)
            if m and int(m.group(2)) >= 0:
                out.add(m.group(1))
    return out


def vopd3_first(names):
    """The X components llvm-mc 22 writes as VOPD3 where the VOPD word holds the pair too."""
    names = [n for n in names if n in vopd_x_components()]
    texts = ["%s v1, v2, v3 :: v_dual_add_f32 v4, v5, v6" % n for n in names]
    p = subprocess.run([MC22, "-arch=amdgcn", "-mcpu=" + CPU, "-show-encoding"], input="\n".join(texts) + "\n",
                       capture_output=True, text=True)
    out = set()
    for l in p.stdout.splitlines():
        m = re.match(r"\s*(v_dual_\w+) .*; encoding: \[(?:0x\w+,){3}0xcf", l)
        if m:
            out.add(m.group(1))
    return out


def main():
    # The opcode of each component: pair every X with Y = v_dual_mov_b32 (8) and every Y with X = v_dual_mov_b32.
    comps = {}
    for x in range(64):
        t = first_text(x, 8)
        if t:
            comps.setdefault(t.split("::")[0].split()[0], {})["x"] = (x, t.split("::")[0].strip())
    for y in range(64):
        t = first_text(8, y)
        if t:
            comps.setdefault(t.split("::")[1].split()[0], {})["y"] = (y, t.split("::")[1].strip())
    rows = valu_rows()
    first = vopd3_first(sorted(n for n in comps if "x" in comps[n] and len(comps[n]["x"][1].split(",")) == 3))
    print("// Generated by tools/oracle/make_vopd3_def.py from llvm-mc 22 disassembly (gfx1250); edit the generator.")
    print("// GCN_VOPD3(id, name, the VALU row it performs (Count: none), X opcode, Y opcode (-1: not that component),")
    print("//   operands as for GCN_VOP (src1/src2 VGPRs, or cndmask's lane-mask SGPR), the sources that take neg")
    print("//   (bit i: source i), whether the component writes bitop3, whether llvm-mc 22 writes it as X in this word where")
    print("//   the VOPD word holds the pair too)")
    for name in sorted(comps, key=lambda n: (comps[n].get("x", (99,))[0], comps[n].get("y", (99,))[0])):
        c = comps[name]
        x = c.get("x", (-1, None))[0]
        y = c.get("y", (-1, None))[0]
        text = (c.get("x") or c.get("y"))[1]
        _, ops, bitop = operands(text)
        valu = "v_" + name[len("v_dual_"):]
        if valu == "v_bitop2_b32":
            valu = "v_bitop3_b32"
        sig = rows.get(valu, "")
        src0 = next((k.split(":")[1] for k in sig.split() if k.startswith("src0:")), "f32")
        ops = [o % src0 if "%s" in o else o for o in ops]
        neg = 0
        for b in range(3):
            t = first_text(x, 8, 1 << b) if x >= 0 else first_text(8, y, 8 << b)
            if t:
                neg |= 1 << b
        row = valu if valu in rows else "Count"
        ident = name + "_e96"
        print('GCN_VOPD3(%s, "%s", %s, %3d, %3d, "%s", %d, %d, %d)' % (ident, name, row, x, y, " ".join(ops), neg,
                                                                      int(bitop), int(name in first)))


if __name__ == "__main__":
    main()
