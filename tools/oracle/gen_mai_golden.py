#!/usr/bin/env python3
"""Golden vectors of MAI (v_mfma_*, v_smfmac_*, v_accvgpr_*, AGPR data of memory instructions) from llvm-mc 22.

Writes tests/golden/mai/<cpu>.tsv (asm/err rows, as the other suites) and tests/golden/mai/dis_<cpu>.tsv (dis/bad
rows) for gfx908, gfx90a, gfx942, gfx950. Inputs: every MAI row of src/isa/mai_ops.def on every processor (rows a
processor lacks give llvm-mc's refusal), operand forms (AGPR/VGPR D and C, AGPR A/B, inline constants, modifiers),
wrong forms (widths, register files, literals, SGPRs, alignment, modifier ranges and order), the gfx940 aliases,
AGPR register spellings and the memory instructions with AGPR data. Disassembly: the words of every assembled row
plus seeded random words in the MAI opcode space (random operand and modifier bits) and memory words with the
acc bit. Deterministic (SEED); one llvm-mc run per processor for assembly, one per word for disassembly.
"""
import os
import random
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor

MC = os.environ.get("LLVM_MC22", "/usr/lib/llvm-22/bin/llvm-mc")
CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
OUT = os.path.join(ROOT, "tests", "golden", "mai")
SEED = 0x3a1
RANDOM_WORDS = 250


def rows():
    out = []
    for line in open(os.path.join(ROOT, "src", "isa", "mai_ops.def")):
        m = re.match(r"GCN_MAI\((\w+), (\w+), 0x(\w+), \w+, \w+, (\d+), (\d+), (\d+), (\d+), ([^)]*)\)", line)
        if m:
            out.append(dict(name=m.group(1), enc=m.group(2), op=int(m.group(3), 16), d=int(m.group(4)),
                            a=int(m.group(5)), b=int(m.group(6)), c=int(m.group(7)), flags=m.group(8)))
    return out


def aliases():
    return [re.match(r"GCN_MAI_ALIAS\((\w+), (\w+)", l).groups() for l in
            open(os.path.join(ROOT, "src", "isa", "mai_aliases.def")) if l.startswith("GCN_MAI_ALIAS(")]


def reg(p, first, n):
    return "%s%d" % (p, first) if n == 1 else "%s[%d:%d]" % (p, first, first + n - 1)


def mfma_lines(r):
    n, d, a, b, c = r["name"], r["d"], r["a"], r["b"], r["c"]
    sparse = "kMaiSparse" in r["flags"]
    cc = lambda p, f: reg("v", f, 1) if sparse else reg(p, f, c)
    L = [
        "%s %s, %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s" % (n, reg("v", 32, d), reg("v", 2, a), reg("v", 4, b), cc("v", 32)),
        "%s %s, %s, %s, %s" % (n, reg("a", 64, d), reg("a", 2, a), reg("a", 4, b), cc("a", 64)),
        "%s %s, %s, %s, %s cbsz:1 abid:2 blgp:3" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s abid:15" % (n, reg("v", 0, d), reg("v", 2, a), reg("a", 4, b), cc("v", 0)),
        "%s_e64 %s, %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        # wrong forms
        "%s %s, %s, %s, %s" % (n, reg("a", 0, d + 1), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a + 1), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("v", 0)),
        "%s %s, s0, %s, %s" % (n, reg("a", 0, d), reg("v", 4, b), cc("a", 0)),
        "%s %s, 1, %s, %s" % (n, reg("a", 0, d), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b)),
        "%s %s, %s, %s, %s blgp:2 cbsz:1" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s cbsz:8" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s abid:16" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s blgp:8" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, %s, %s, %s clamp" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
        "%s %s, -%s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), cc("a", 0)),
    ]
    if d > 1:
        L.append("%s %s, %s, %s, %s" % (n, reg("v", 1, d), reg("v", 2, a), reg("v", 4, b), cc("v", 1)))
    if not sparse:
        for k in ("0", "-1", "1.0", "0.5", "-4.0", "0x1234", "s[0:3]"):
            L.append("%s %s, %s, %s, %s" % (n, reg("a", 0, d), reg("v", 2, a), reg("v", 4, b), k))
    if "_f64" in n or n.endswith("f64"):
        L.append("%s %s, %s, %s, %s neg:[1,0,1]" % (n, reg("v", 0, d), reg("v", 2, a), reg("v", 4, b), cc("v", 0)))
        L.append("%s %s, %s, %s, %s blgp:5" % (n, reg("v", 0, d), reg("v", 2, a), reg("v", 4, b), cc("v", 0)))
    return L


ACC_LINES = [
    "v_accvgpr_read_b32 v1, a2", "v_accvgpr_read_b32 v255, a255", "v_accvgpr_read_b32 v1, acc2",
    "v_accvgpr_read_b32 v1, a[2]", "v_accvgpr_read_b32 v1, a[2:2]", "v_accvgpr_read_b32 v1, v2",
    "v_accvgpr_read_b32 v1, a256", "v_accvgpr_read_b32 a1, a2", "v_accvgpr_read v1, a2",
    "v_accvgpr_write_b32 a1, v2", "v_accvgpr_write_b32 a255, v255", "v_accvgpr_write_b32 a1, 1",
    "v_accvgpr_write_b32 a1, -16", "v_accvgpr_write_b32 a1, 64", "v_accvgpr_write_b32 a1, -1.0",
    "v_accvgpr_write_b32 a1, 0.15915494", "v_accvgpr_write_b32 a1, s2", "v_accvgpr_write_b32 a1, vcc_lo",
    "v_accvgpr_write_b32 a1, 0x1234", "v_accvgpr_write_b32 a1, a2", "v_accvgpr_write_b32 v1, v2",
    "v_accvgpr_write_b32 a[2:3], v2", "v_accvgpr_write a1, v2", "v_accvgpr_write_b32 a1, v2 clamp",
    "v_accvgpr_mov_b32 a1, a2", "v_accvgpr_mov_b32_e32 a1, a2", "v_accvgpr_mov_b32_e64 a1, a2",
    "v_accvgpr_mov_b32 a1, v2", "v_accvgpr_mov_b32 v1, a2",
]

MEM_LINES = [
    "global_load_dword a1, v[2:3], off", "global_load_dwordx2 a[2:3], v[2:3], off",
    "global_load_dwordx4 a[4:7], v2, s[4:5] offset:16", "global_store_dword v[2:3], a1, off",
    "global_store_dwordx2 v[2:3], a[4:5], off", "global_atomic_add v[2:3], a2, off",
    "global_load_dwordx2 a[3:4], v[2:3], off", "global_load_dword a1, a[2:3], off",
    "flat_load_dword a1, v[2:3]", "flat_store_dwordx4 v[2:3], a[4:7]", "scratch_load_dword a1, v2, off",
    "scratch_store_dword off, a1, s3", "ds_read_b32 a1, v2", "ds_read_b64 a[2:3], v2 offset:8",
    "ds_write_b32 v2, a1", "ds_write2_b32 v2, a1, a3 offset1:4", "ds_write2_b32 v2, a1, v3",
    "ds_add_rtn_u32 a1, v2, a3", "ds_read_b32 a1, a2", "buffer_load_dword a1, off, s[4:7], 0",
    "buffer_load_dwordx4 a[4:7], v1, s[4:7], 0 offen", "buffer_store_dword a1, off, s[4:7], 0",
    "buffer_store_dword a1, a2, s[4:7], 0 offen", "tbuffer_load_format_x a1, off, s[4:7], 0",
    "buffer_load_dword a1, off, s[4:7], 0 lds", "image_load a[0:3], v[0:3], s[0:7] dmask:0xf",
]


def assemble(cpu, lines):
    p = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    errs = {}
    for l in p.stderr.splitlines():
        m = re.match(r"^<stdin>:(\d+):(\d+): error: (.*)$", l)
        if m and int(m.group(1)) not in errs:
            errs[int(m.group(1))] = (m.group(3), int(m.group(2)))
    encs = [m.groups() for m in (re.match(r"^\s*(.*?)\s*; encoding: \[(.*)\]", l) for l in p.stdout.splitlines()) if m]
    out, k = [], 0
    for i, line in enumerate(lines, 1):
        if i in errs:
            out.append(("err", line, errs[i][0], str(errs[i][1])))
        else:
            text, enc = encs[k]
            k += 1
            out.append(("asm", line, text, "".join("%02x" % int(x, 16) for x in enc.split(","))))
    return out


def disassemble(cpu, hexbytes):
    data = bytes.fromhex(hexbytes) + bytes.fromhex("000080bf") * 2
    p = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-disassemble", "-show-encoding"],
                       input=" ".join("0x%02x" % b for b in data) + "\n", capture_output=True, text=True)
    if p.returncode < 0 or "Stack dump" in p.stderr:
        return ("crash", hexbytes, "")
    if "<stdin>:1:1: warning: invalid instruction encoding" in p.stderr or \
            re.search(r"<stdin>:1:1: (warning|error)", p.stderr):
        return ("bad", hexbytes[:8], "")
    for l in p.stdout.splitlines():
        m = re.match(r"^\s*(.*?)\s*; encoding: \[(.*)\]", l)
        if m:
            enc = "".join("%02x" % int(x, 16) for x in m.group(2).split(","))
            return ("dis", hexbytes[:len(enc)] if len(enc) <= len(hexbytes) else hexbytes, m.group(1), enc)
    return ("bad", hexbytes[:8], "")


def random_words(rng, ops):
    words = []
    for _ in range(RANDOM_WORDS):
        r = rng.choice(ops)
        if r["enc"] == "VOP1":
            w = (0x3F << 25) | (rng.randrange(256) << 17) | (r["op"] << 9) | rng.randrange(512)
            words.append("%08x" % w)
            continue
        w0 = 0xD3800000 | r["op"] << 16 | rng.getrandbits(16)
        src = lambda: 256 + rng.randrange(256) if rng.random() < 0.85 else rng.choice([128, 129, 193, 242, 243, 0, 255])
        w1 = src() | src() << 9 | src() << 18 | rng.getrandbits(5) << 27
        if rng.random() < 0.5:
            w0 &= ~0x7F00  # no cbsz/abid bits
        words.append("%08x%08x" % (w0, w1))
    return ["".join(h[i - 2:i] for i in range(len(h), 0, -2)) for h in words]  # little-endian bytes


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(SEED)
    all_rows = rows()
    lines = []
    for r in all_rows:
        if "kMaiMfma" in r["flags"] or "kMaiSparse" in r["flags"]:
            lines += mfma_lines(r)
    alias_lines = []
    for name, row in aliases():
        r = next(x for x in all_rows if x["name"] == name)
        alias_lines.append("%s %s, %s, %s, %s" % (name, reg("a", 0, r["d"]), reg("v", 2, r["a"]), reg("v", 4, r["b"]),
                                                  reg("a", 0, r["c"])))
    lines += alias_lines + ACC_LINES + MEM_LINES
    mai_ops = [r for r in all_rows]
    counts = {}
    for cpu in CPUS:
        res = assemble(cpu, lines)
        with open(os.path.join(OUT, cpu + ".tsv"), "w") as f:
            f.write("# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding; "
                    "tools/oracle/gen_mai_golden.py)\n" % cpu)
            for row in res:
                f.write("\t".join(row) + "\n")
        cases = sorted({r[3] for r in res if r[0] == "asm"}) + random_words(rng, mai_ops)
        with ThreadPoolExecutor(4) as ex:
            dis = list(ex.map(lambda h: disassemble(cpu, h), cases))
        with open(os.path.join(OUT, "dis_" + cpu + ".tsv"), "w") as f:
            f.write("# kind\tbytes\ttext\tllvm-mc re-encoding of its text  (llvm-mc-22 -arch=amdgcn -mcpu=%s "
                    "-disassemble -show-encoding; tools/oracle/gen_mai_golden.py)\n" % cpu)
            for row in dis:
                f.write("\t".join(row) + "\n")
        counts[cpu] = (sum(r[0] == "asm" for r in res), sum(r[0] == "err" for r in res), len(dis))
    for cpu, (a, e, d) in counts.items():
        print("%s: %d asm, %d err, %d dis rows" % (cpu, a, e, d))


if __name__ == "__main__":
    main()
