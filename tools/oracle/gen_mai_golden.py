#!/usr/bin/env python3
"""Golden vectors of MAI (v_mfma_*, v_smfmac_*, v_accvgpr_*, AGPR data of memory instructions) from llvm-mc 22.

Writes tests/golden/mai/<cpu>.tsv (asm/err rows, as the other suites) and tests/golden/mai/dis_<cpu>.tsv (dis/bad
rows) for gfx908, gfx90a, gfx942, gfx950. Inputs: every MAI row of src/isa/mai_ops.def on every processor (rows a
processor lacks give llvm-mc's refusal), operand forms (AGPR/VGPR D and C, AGPR A/B, inline constants, modifiers),
wrong forms (widths, register files, literals, SGPRs, alignment, modifier ranges and order), the gfx940 aliases,
AGPR register spellings and the memory instructions with AGPR data. Disassembly: the words of every assembled row
plus seeded random words in the MAI opcode space (random operand and modifier bits) and memory words with the
acc bit. Deterministic (SEED); one llvm-mc run per processor for assembly, one per word for disassembly.
gfx950's f8f6f4 forms: every cbsz/blgp format with right and wrong A/B widths; the v_mfma_scale_* pairs with
their scale operands and op_sel/op_sel_hi selectors; v_mfma_ld_scale_b32 alone (sources, selectors, constant bus);
and random words: f8f6f4 MFMA words with any cbsz/blgp, ld_scale words alone and before an f8f6f4 word (the
pair llvm-mc merges when that word has abid 1, and the near misses it does not).
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
    if "kMaiScale" in r["flags"]:  # the two scale VGPRs after C
        L = [re.sub(r"^(\S+ [^,]+, [^,]+, [^,]+, [^ ,]+)(.*)$", r"\1, v40, v41\2", l) if l.count(",") == 3 else l
             for l in L]
    if "kMaiF8f6f4" in r["flags"]:
        L += f8f6f4_lines(r)
    if "_f64" in n or n.endswith("f64"):
        L.append("%s %s, %s, %s, %s neg:[1,0,1]" % (n, reg("v", 0, d), reg("v", 2, a), reg("v", 4, b), cc("v", 0)))
        L.append("%s %s, %s, %s, %s blgp:5" % (n, reg("v", 0, d), reg("v", 2, a), reg("v", 4, b), cc("v", 0)))
    return L


FORMAT_WIDTH = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4, 5: 8, 6: 8, 7: 8}


def f8f6f4_lines(r):
    """Every cbsz/blgp with the widths their formats take and wrong ones; scale selectors on the pairs."""
    n, d, c = r["name"], r["d"], r["c"]
    scale = "kMaiScale" in r["flags"]
    tail = ", v40, v41" if scale else ""
    L = []
    for fa in range(8):
        for fb in range(8):
            if (fa + fb) % 3 and fa != fb:
                continue
            L.append("%s %s, %s, %s, %s%s cbsz:%d blgp:%d" % (n, reg("a", 0, d), reg("v", 8, FORMAT_WIDTH[fa]),
                                                             reg("v", 16, FORMAT_WIDTH[fb]), reg("a", 0, c), tail, fa, fb))
    for wa in (1, 2, 4, 5, 6, 7, 8, 16):
        for fa in (0, 2, 4):
            L.append("%s %s, %s, v[16:23], %s%s cbsz:%d" % (n, reg("v", 0, d), reg("v", 8, wa), reg("v", 0, c), tail, fa))
            L.append("%s %s, v[8:15], %s, %s%s blgp:%d" % (n, reg("v", 0, d), reg("v", 16, wa), reg("v", 0, c), tail, fa))
    L += [
        "%s %s, v[8:11], v[16:19], %s%s" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[8:11], v[16:19], %s%s cbsz:4 blgp:4" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[9:16], v[16:23], %s%s" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, a[8:13], a[16:21], %s%s cbsz:3 blgp:2" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[8:15], v[16:23], %s%s blgp:1 cbsz:1" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[8:15], v[16:23], %s%s op_sel:[0,0,0]" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[8:15], v[16:23], %s%s neg:[0,0,0]" % (n, reg("a", 0, d), reg("a", 0, c), tail),
        "%s %s, v[8:15], v[16:23], 1.0%s" % (n, reg("v", 0, d), tail),
    ]
    if scale:
        base = "%s %s, v[8:15], v[16:23], %s" % (n, reg("a", 0, d), reg("a", 0, c))
        for sel in ("op_sel:[1,0,0]", "op_sel:[0,1,0]", "op_sel:[1,1]", "op_sel:[1]", "op_sel:[0,0,1]",
                    "op_sel_hi:[1,0,0]", "op_sel_hi:[0,1,0]", "op_sel_hi:[1,1,1]", "op_sel_hi:[0,0,0]",
                    "op_sel:[1,0,0] op_sel_hi:[0,1,0]", "op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:2 blgp:4",
                    "op_sel_hi:[1,0,0] op_sel:[1,0,0]", "cbsz:1 op_sel:[1,0,0]", "op_sel:[2,0,0]",
                    "op_sel:[1,0,0] op_sel:[1,0,0]", "op_sel:[0,0,0,0]", "op_sel:[0,0,0,0,0]", "abid:1", "clamp"):
            L.append(base + ", v40, v41 " + sel)
        for s0, s1 in (("v255", "v0"), ("s4", "v41"), ("v40", "1"), ("a4", "v41"), ("-v40", "v41"), ("v[40:41]", "v42")):
            L.append("%s, %s, %s" % (base, s0, s1))
        L += [base + ", v40", base, base + ", v40, v41, v42"]
    return L


LD_SCALE_LINES = [
    "v_mfma_ld_scale_b32 v0, v1", "v_mfma_ld_scale_b32 v255, v128", "v_mfma_ld_scale_b32 s0, v1",
    "v_mfma_ld_scale_b32 v0, s1", "v_mfma_ld_scale_b32 s1, s1", "v_mfma_ld_scale_b32 s1, s2",
    "v_mfma_ld_scale_b32 vcc_lo, 0", "v_mfma_ld_scale_b32 m0, exec_hi", "v_mfma_ld_scale_b32 1, v1",
    "v_mfma_ld_scale_b32 -1, 1.0", "v_mfma_ld_scale_b32 v0, 0.5", "v_mfma_ld_scale_b32 v0, -4.0",
    "v_mfma_ld_scale_b32 v0, 0x12345", "v_mfma_ld_scale_b32 0x41, v0", "v_mfma_ld_scale_b32 a0, v1",
    "v_mfma_ld_scale_b32 v[0:1], v1", "v_mfma_ld_scale_b32 s[0:1], v1", "v_mfma_ld_scale_b32 v0, v1, v2",
    "v_mfma_ld_scale_b32 v0", "v_mfma_ld_scale_b32", "v_mfma_ld_scale_b32 -v0, v1", "v_mfma_ld_scale_b32 v0, |v1|",
    "v_mfma_ld_scale_b32_e64 v0, v1", "v_mfma_ld_scale_b32 src_scc, v1", "v_mfma_ld_scale_b32 v0, v1 op_sel:[1,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel:[0,1]", "v_mfma_ld_scale_b32 v0, v1 op_sel:[1,1,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel:[0,0,1]", "v_mfma_ld_scale_b32 v0, v1 op_sel:[1]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel:[1,0,0,0]", "v_mfma_ld_scale_b32 v0, v1 op_sel:[2,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[0,0]", "v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[1,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[1,1]", "v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[0,0,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel:[1,0] op_sel_hi:[0,1]", "v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[0,1] op_sel:[1,0]",
    "v_mfma_ld_scale_b32 v0, v1 op_sel:[1,0] op_sel:[1,0]", "v_mfma_ld_scale_b32 v0, v1 neg_lo:[1,0]",
    "v_mfma_ld_scale_b32 v0, v1 clamp", "v_mfma_ld_scale_b32 v0, v1 cbsz:1",
]

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


def scale_words(rng):
    """f8f6f4 MFMA words with random cbsz/blgp, ld_scale words alone, and ld_scale + f8f6f4 pairs (abid 1 merges;
    other abid values and other opcodes do not), all with random fields."""
    def le(w):
        return "".join("%02x" % (w >> s & 255) for s in range(0, 64, 8))

    def src(vgpr_only=False):
        return 256 + rng.randrange(256) if vgpr_only or rng.random() < 0.8 else rng.choice([0, 5, 106, 124, 128, 193, 242, 255])

    def ld(canon):
        w0 = 0xD3AC0000 | rng.choice([0, 1, 2, 3]) << 11
        w1 = src(not canon) | src(not canon) << 9 | rng.randrange(4) << 27
        if canon == "lone":
            w0 |= 1 << 14
        elif not canon:
            w0 |= rng.getrandbits(16)
            w1 |= rng.getrandbits(9) << 18 | rng.getrandbits(3) << 61
        return w0 | w1 << 32

    def mfma(abid):
        w0 = 0xD3800000 | rng.choice([0x2D, 0x2E]) << 16 | rng.randrange(2) << 15 | abid << 11 | rng.randrange(8) << 8
        w0 |= rng.randrange(256) & ~1 if rng.random() < 0.9 else rng.randrange(256)
        ab = lambda: 256 + (rng.randrange(128) * 2 if rng.random() < 0.9 else rng.randrange(256))
        w1 = ab() | ab() << 9 | (256 + rng.randrange(64) * 4 if rng.random() < 0.8 else rng.choice([128, 242])) << 18
        return w0 | (w1 | rng.randrange(4) << 27 | rng.randrange(8) << 29) << 32

    out = []
    for _ in range(120):
        out.append(le(mfma(0)))
    for _ in range(40):
        out.append(le(ld(rng.choice(["lone", True, False]))))
    for _ in range(160):
        k = rng.random()
        second = mfma(1) if k < 0.75 else mfma(rng.choice([0, 2, 3, 9])) if k < 0.9 else (0xD3B38800 | rng.getrandbits(8)) | 0x04021100 << 32
        out.append(le(ld(True if rng.random() < 0.8 else False)) + le(second))
    return out


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
    lines += alias_lines + ACC_LINES + MEM_LINES + LD_SCALE_LINES
    # (the gfx950 f8f6f4/ld_scale rows have words of their own, scale_words: the other streams stay as they were)
    mai_ops = [r for r in all_rows if "kMaiF8f6f4" not in r["flags"] and "kMaiLdScale" not in r["flags"]]
    counts = {}
    for cpu in CPUS:
        res = assemble(cpu, lines)
        with open(os.path.join(OUT, cpu + ".tsv"), "w") as f:
            f.write("# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding; "
                    "tools/oracle/gen_mai_golden.py)\n" % cpu)
            for row in res:
                f.write("\t".join(row) + "\n")
        cases = sorted({r[3] for r in res if r[0] == "asm"}) + random_words(rng, mai_ops)
        if cpu == "gfx950":
            cases += scale_words(rng)
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
