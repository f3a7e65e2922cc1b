#!/usr/bin/env python3
"""Extract per-generation facts for the vector-memory, export and interpolation instructions
(DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP, VINTRP and the VOP3-encoded v_interp_*)
from llvm-mc, the oracle.  Python 3 stdlib only.

Outputs (in this directory):
  vmem_facts.tsv            one line per instruction (see HEADER below)
  vmem_llvm14_vs_22.txt     canonical forms assembled by llvm-mc-14 and -22 where they differ
  stdout                    aliases, disassembly-only names, cross-check mismatches and the bit
                            layouts verified per generation (XOR of assembled encodings)

Method
  1. Candidates: names found by `strings` in libLLVMAMDGPUAsmParser.a / libLLVMAMDGPUDesc.a and
     the opcode tables of /work/shared/reference/gcn-isa (lower-cased); suffix-stripped.
  2. Operand patterns per encoding (registers with distinct numbers: vdst v5, addr/vaddr v1,
     data0/vdata v10, data1 v20, srsrc s[8:11]/s[8:15], ssamp s[16:19], soffset s3, saddr s[2:3]/s2)
     are assembled with `llvm-mc-22 -show-encoding` on the six representative CPUs (one batch
     per CPU, diagnostics mapped back by <stdin>:LINE).  A match is kept only when the register
     numbers land in the expected encoding fields; the first match in pattern order is the
     canonical form of that generation.  Opcodes of every generation are read out of the
     produced bytes with the per-generation layout in OPC below.
  3. GFX8+: every opcode value of every encoding is disassembled (canonical word, batched, the
     stream is walked with the re-encoded lengths and the warning columns) and compared with
     the assembled opcodes; names only the disassembler knows are re-probed.
  4. Modifiers: each vocabulary modifier is appended (with the operand changes it needs, e.g.
     offen -> vaddr v1, tfe -> one more data VGPR) to the canonical form on each generation.
     Print order: greedy combination of all accepted modifiers, order read from the printed text.
  5. llvm-mc-14 vs 22: canonical forms assembled on gfx803/gfx900/gfx1010/gfx1030 with both.
  6. The MI processors' own memory instructions (names no representative has): steps 2 and 4 again with
     the GFX9 column probed on MI_CPUS (gfx90a first, then gfx950), the row's `origin` column naming the
     processor; gfx940+ processors spell glc/slc as sc0/nt, translated both ways (GFX940_SPELLING), so
     their rows carry the same vocabulary. Which MI processors have each row (and its returning form)
     is decided by make_processor_tables.py from the row's canonical text.
Rerun:  cd tools/oracle && python3 extract_vmem_facts.py      (~3-5 min with 2 llvm-mc processes)
Env: LLVM_MC22, LLVM_MC14 (binaries), VMEM_JOBS (parallel llvm-mc processes, default 2).
"""
import contextlib
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
MC22 = os.environ.get("LLVM_MC22", "/usr/bin/llvm-mc-22")
MC14 = os.environ.get("LLVM_MC14", "/usr/bin/llvm-mc-14")
JOBS = int(os.environ.get("VMEM_JOBS", "2"))
NOTES_TO_STDOUT = True     # aliases, cross-check notes and verified bit layouts go to stdout
GENS = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3"]
CPU = {"gfx6": "gfx601", "gfx7": "gfx700", "gfx8": "gfx803", "gfx9": "gfx900",
       "gfx10": "gfx1010", "gfx10_3": "gfx1030"}
DIS_GENS = ["gfx8", "gfx9", "gfx10", "gfx10_3"]
LIBS = ["/usr/lib/llvm-22/lib/libLLVMAMDGPUAsmParser.a", "/usr/lib/llvm-22/lib/libLLVMAMDGPUDesc.a"]
REFDIR = "/work/shared/reference/gcn-isa"

# The MI processors whose own memory instructions become GFX9 rows (probed in this order).
MI_CPUS = ["gfx90a", "gfx950"]
# gfx940+ spell the GFX9 cache bits glc/slc as sc0/nt (printed and read); the facts use glc/slc.
GFX940_CPUS = ("gfx942", "gfx950")
GFX940_SPELLING = [(re.compile(r"(?<![\w:])glc\b"), "sc0"), (re.compile(r"(?<![\w:])slc\b"), "nt")]
GFX940_BACK = [(re.compile(r"(?<![\w:])sc0\b"), "glc"), (re.compile(r"(?<![\w:])nt\b"), "slc")]


def respell(line, table):
    for rx, to in table:
        line = rx.sub(to, line)
    return line


ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")

MODS = ("offen idxen addr64 format dfmt nfmt offset offset0 offset1 dmask unorm glc slc dlc dim r128 "
        "a16 da gds lds tfe lwe d16 done compr vm high nv").split()
EXTRA_MODS = ["clamp", "omod", "neg", "abs"]          # VOP3 interp only; recorded in the TSV


# ---------------------------------------------------------------------------------------------
# llvm-mc drivers (at most JOBS processes at a time)

def _run(args, text):
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def parse_enc(stdout):
    res = []
    for line in stdout.splitlines():
        m = ENC_RE.match(line)
        if m:
            res.append((m.group(1).strip(), bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())))
    return res


def asm_batch(cpu, lines, mc=MC22):
    """Assemble many lines in one llvm-mc run. Result per line: ('asm', text, bytes) or
    ('err', message, col). Bisects on a crash or an output/diagnostic count mismatch."""
    if not lines:
        return []
    if cpu in GFX940_CPUS:
        res = asm_batch_raw(cpu, [respell(l, GFX940_SPELLING) for l in lines], mc)
        return [(r[0], respell(r[1], GFX940_BACK), r[2]) if r[0] == "asm" else r for r in res]
    return asm_batch_raw(cpu, lines, mc)


def asm_batch_raw(cpu, lines, mc=MC22):
    if not lines:
        return []
    rc, out, err = _run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"], "\n".join(lines) + "\n")
    errs = {}
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if m and m.group(3) == "error":
            errs.setdefault(int(m.group(1)), (m.group(4), int(m.group(2))))
    encs = parse_enc(out)
    ok = [i for i in range(1, len(lines) + 1) if i not in errs]
    if rc >= 0 and "Stack dump" not in err and len(ok) == len(encs):
        res = [None] * len(lines)
        for i, (msg, col) in errs.items():
            if i <= len(lines):
                res[i - 1] = ("err", msg, col)
        for i, (t, b) in zip(ok, encs):
            res[i - 1] = ("asm", t, b)
        return res
    if len(lines) == 1:
        return [("err", "(oracle) crash or no output rc=%d" % rc, 0)]
    h = len(lines) // 2
    return asm_batch_raw(cpu, lines[:h], mc) + asm_batch_raw(cpu, lines[h:], mc)


def asm_all(jobs, mc=MC22):
    """jobs: dict cpu -> lines. Returns dict cpu -> results."""
    keys = list(jobs)
    with ThreadPoolExecutor(JOBS) as ex:
        res = list(ex.map(lambda c: asm_batch(c, jobs[c], mc), keys))
    return dict(zip(keys, res))


NOP = bytes.fromhex("000080bf")


def dis_batch(cpu, cases, mc=MC22):
    """Disassemble many byte strings in one run; each case is followed by two s_nop words.
    Result per case: (text, consumed bytes) or None (invalid encoding)."""
    data, starts, lines = b"", [], []
    for c in cases:
        starts.append(len(data))
        blob = c + NOP + NOP
        lines.append(" ".join("0x%02x" % b for b in blob))
        data += blob
    line_off, off = [], 0
    for c in cases:
        line_off.append(off)
        off += len(c) + 8
    rc, out, err = _run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-disassemble", "-show-encoding"],
                        "\n".join(lines) + "\n")
    if rc < 0 or "Stack dump" in err or "LLVM ERROR" in err:
        if len(cases) == 1:
            return [None]
        h = len(cases) // 2
        return dis_batch(cpu, cases[:h], mc) + dis_batch(cpu, cases[h:], mc)
    bad = set()
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if m and "invalid instruction encoding" in m.group(4):
            bad.add(line_off[int(m.group(1)) - 1] + (int(m.group(2)) - 1) // 5)
    outs = parse_enc(out)
    res, k, pos = [], 0, 0
    startset = set(starts)
    for i, s in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(data)
        if pos != s:                      # desynchronised by the previous case
            res.append(("?desync", 0))
            while pos < s:
                if pos in bad:
                    pos += 4
                else:
                    pos += len(outs[k][1]); k += 1
            if pos != s:
                # cannot resync on this boundary; drop and continue
                pass
            if pos > s:
                continue
            res.pop()
        first = None
        while pos < end:
            if pos in bad:
                if first is None:
                    first = ("bad",)
                pos += 4
            else:
                if k >= len(outs):
                    pos = end
                    break
                t, b = outs[k]; k += 1
                if first is None:
                    first = (t, len(b))
                pos += len(b)
        res.append(None if first in (None, ("bad",)) else first)
    return res


# ---------------------------------------------------------------------------------------------
# encodings

def w0(b):
    return int.from_bytes(b[0:4], "little")


def w1(b):
    return int.from_bytes(b[4:8], "little") if len(b) >= 8 else 0


PREFIX = {  # enc -> gen -> (value of bits [31:26])
    "DS": {g: 0b110110 for g in GENS},
    "MUBUF": {g: 0b111000 for g in GENS},
    "MTBUF": {g: 0b111010 for g in GENS},
    "MIMG": {g: 0b111100 for g in GENS},
    "FLAT": {g: 0b110111 for g in GENS},
    "EXP": {"gfx6": 0b111110, "gfx7": 0b111110, "gfx8": 0b110001, "gfx9": 0b110001, "gfx10": 0b111110, "gfx10_3": 0b111110},
    "VINTRP": {"gfx6": 0b110010, "gfx7": 0b110010, "gfx8": 0b110101, "gfx9": 0b110101, "gfx10": 0b110010, "gfx10_3": 0b110010},
    "VOP3": {"gfx8": 0b110100, "gfx9": 0b110100, "gfx10": 0b110101, "gfx10_3": 0b110101},
}
OLD = ("gfx6", "gfx7")
NEW = ("gfx10", "gfx10_3")


def base_enc(enc):
    return "FLAT" if enc in ("GLOBAL", "SCRATCH") else enc


def opcode(enc, gen, b):
    a, c = w0(b), w1(b)
    enc = base_enc(enc)
    if enc == "DS":
        return (a >> 17) & 0xff if gen in ("gfx8", "gfx9") else (a >> 18) & 0xff
    if enc == "MUBUF":
        return ((a >> 18) & 0x7f) | ((((a >> 25) & 1) << 7) if gen in NEW else 0)
    if enc == "MTBUF":
        if gen in ("gfx8", "gfx9"):
            return (a >> 15) & 0xf
        return ((a >> 16) & 7) | ((((c >> 21) & 1) << 3) if gen in NEW else 0)
    if enc == "MIMG":
        return ((a >> 18) & 0x7f) | (((a & 1) << 7) if gen in NEW else 0)
    if enc == "FLAT":
        return (a >> 18) & 0x7f
    if enc == "VINTRP":
        return (a >> 16) & 3
    if enc == "VOP3":
        return (a >> 16) & 0x3ff
    if enc == "EXP":
        return 0
    raise ValueError(enc)


def seg(b):
    return (w0(b) >> 14) & 3


def canon_word(enc, gen, op, segv=0):
    """Canonical word used for the GFX8+ brute-force disassembly."""
    p = PREFIX[base_enc(enc)][gen] << 26
    if enc == "DS":
        a = p | (op << (17 if gen in ("gfx8", "gfx9") else 18)) | 4 | (8 << 8)
        c = 1 | (10 << 8) | (20 << 16) | (5 << 24)
    elif enc == "MUBUF":
        a = p | ((op & 0x7f) << 18) | (((op >> 7) & 1) << 25) | 0x10
        c = 1 | (5 << 8) | (2 << 16) | (3 << 24)
    elif enc == "MTBUF":
        c = 1 | (5 << 8) | (2 << 16) | (3 << 24)
        if gen in ("gfx8", "gfx9"):
            a = p | (op << 15) | (4 << 19) | (7 << 23) | 0x10
        else:
            a = p | ((op & 7) << 16) | (22 << 19) | 0x10
            c |= ((op >> 3) & 1) << 21
    elif enc == "MIMG":
        a = p | ((op & 0x7f) << 18) | (0xf << 8) | ((op >> 7) & 1)
        c = 1 | (5 << 8) | (2 << 16) | (4 << 21)
    elif enc == "FLAT":
        a = p | (op << 18) | (segv << 14)
        sa = 0
        if gen == "gfx9" and segv:
            sa = 0x7f
        elif gen in NEW:
            sa = 0x7d
        c = 1 | (10 << 8) | (sa << 16) | (5 << 24)
    elif enc == "VINTRP":
        return (p | (5 << 18) | (op << 16) | (1 << 10) | 1).to_bytes(4, "little")
    elif enc == "VOP3":
        a = p | (op << 16) | 5
        c = 1 | (2 << 9) | (3 << 18)
    return a.to_bytes(4, "little") + c.to_bytes(4, "little")


OPC_RANGE = {"DS": 256, "MUBUF": 128, "MTBUF": 16, "MIMG": 128, "FLAT": 128, "VINTRP": 4, "VOP3": 1024}
OPC_RANGE_NEW = {"MUBUF": 256, "MIMG": 256}


# ---------------------------------------------------------------------------------------------
# candidates

SUFFIX_RE = re.compile(r"_(vi|si|ci|gfx\d+|gfx\d+_gfx\d+|e32|dpp|sdwa)$")
PREFIXES = ("ds_", "buffer_", "tbuffer_", "image_", "flat_", "global_", "scratch_", "v_interp_")


def candidates():
    names = {"exp", "v_interp_p1_f32_e64", "v_interp_p2_f32_e64", "v_interp_mov_f32_e64"}
    blob = ""
    for lib in LIBS:
        if os.path.exists(lib):
            blob += subprocess.run(["strings", "-n", "4", lib], capture_output=True, text=True).stdout
    if os.path.isdir(REFDIR):
        for f in os.listdir(REFDIR):
            if f.startswith("GcnInstrs"):
                blob += open(os.path.join(REFDIR, f), errors="replace").read().lower()
    for n in re.findall(r"\b(?:ds|buffer|tbuffer|image|flat|global|scratch|v_interp)_[a-z0-9_]+", blob):
        n = SUFFIX_RE.sub("", n)
        if n.startswith(PREFIXES) and not n.endswith("_"):
            names.add(n)
    return sorted(names)


def enc_guess(name):
    for p, e in (("ds_", "DS"), ("buffer_", "MUBUF"), ("tbuffer_", "MTBUF"), ("image_", "MIMG"),
                 ("flat_", "FLAT"), ("global_", "GLOBAL"), ("scratch_", "SCRATCH"), ("v_interp_", "VINTRP")):
        if name.startswith(p):
            return e
    return "EXP" if name == "exp" else None


# ---------------------------------------------------------------------------------------------
# operand patterns.  An operand is (field, kind, text, regno) ; regno = first register number
# (checked against the encoding) or None.

# MI pass on aligned-VGPR processors (gfx90a+): tuples of two or more VGPRs start one register higher when
# the pattern's number is odd; check_fields accepts that register.
ALIGNED = [False]


def V(n, bits):
    k = bits // 32
    if ALIGNED[0] and k > 1 and n % 2:
        n += 1
    return "v%d" % n if k == 1 else "v[%d:%d]" % (n, n + k - 1)


W = [32, 64, 96, 128]


def op(field, kind, text, reg=None):
    return (field, kind, text, reg)


def patterns(enc, name, gen):
    P = []
    if enc == "DS":
        for suf in ("", " gds"):
            P.append(([], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5)], suf))
            P.append(([op("addr", "v32", "v1", 1)], suf))
            for w in W: P.append(([op("data0", "v%d" % w, V(10, w), 10)], suf))
            for w in W: P.append(([op("addr", "v32", "v1", 1), op("data0", "v%d" % w, V(10, w), 10)], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5), op("addr", "v32", "v1", 1)], suf))
            for w in W:
                P.append(([op("addr", "v32", "v1", 1), op("data0", "v%d" % w, V(10, w), 10),
                           op("data1", "v%d" % w, V(20, w), 20)], suf))
            for w1_ in W:
                for w2 in W:
                    P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("addr", "v32", "v1", 1),
                               op("data0", "v%d" % w2, V(10, w2), 10)], suf))
            for w1_ in W:
                for w2 in W:
                    P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("addr", "v32", "v1", 1),
                               op("data0", "v%d" % w2, V(10, w2), 10), op("data1", "v%d" % w2, V(20, w2), 20)], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5), op("data0", "v%d" % w, V(10, w), 10)], suf))
    elif enc in ("MUBUF", "MTBUF"):
        rs = [op("srsrc", "s128", "s[8:11]"), op("soffset", "soff", "s3")]
        P.append(([], ""))
        for w in W + [160]:
            P.append(([op("vdata", "v%d" % w, V(10, w), 10), op("vaddr", "vaddr", "off")] + rs, ""))
        P.append(([op("vaddr", "vaddr", "off")] + rs, " lds"))
        P.append((rs, " lds"))
        P.append((rs, ""))
    elif enc == "MIMG":
        dms = [(32, "0x1"), (64, "0x3"), (96, "0x7"), (128, "0xf"), (128, "0x1"), (64, "0x1")]
        dims = [""] if gen not in NEW else [" dim:SQ_RSRC_IMG_1D", " dim:SQ_RSRC_IMG_2D_MSAA"]
        for (w, dm) in dms:
            for ssamp in (False, True):
                for na in range(1, 13):
                    for d in dims:
                        ops = [op("vdata", "v%d" % w, V(10, w), 10), op("vaddr", "maddr", V(1, 32 * na), 1),
                               op("srsrc", "s256", "s[8:15]")]
                        if ssamp:
                            ops.append(op("ssamp", "s128", "s[16:19]"))
                        P.append((ops, " dmask:%s%s" % (dm, d)))
        for na in range(8, 13):   # image_bvh*_intersect_ray
            P.append(([op("vdata", "v128", V(10, 128), 10), op("vaddr", "maddr", V(1, 32 * na), 1),
                       op("srsrc", "s128", "s[8:11]")], ""))
    elif enc in ("FLAT", "GLOBAL", "SCRATCH"):
        if enc == "FLAT":
            addrs = [[op("vaddr", "v64", V(1, 64), 1)]]
            tail = [[]]
        elif enc == "GLOBAL":
            addrs = [[op("vaddr", "v64", V(1, 64), 1)], [op("vaddr", "v32", "v1", 1)], []]
            tail = [[op("saddr", "saddr", "off")], [op("saddr", "saddr", "s[2:3]")]]
        else:
            addrs = [[op("vaddr", "voff32", "v1", 1)], [op("vaddr", "voff32", "off")]]
            tail = [[op("saddr", "saddr", "off")], [op("saddr", "saddr", "s2")]]
        for a in addrs:
            for t in tail:
                for w in W:
                    P.append(([op("vdst", "v%d" % w, V(5, w), 5)] + a + t, ""))
                for w in W:
                    P.append((a + [op("vdata", "v%d" % w, V(10, w), 10)] + t, ""))
                for w in W:
                    for w2 in W:
                        P.append(([op("vdst", "v%d" % w, V(5, w), 5)] + a + [op("vdata", "v%d" % w2, V(10, w2), 10)] + t, " glc"))
        for t in tail:
            P.append((t, ""))
            for w in W:
                P.append(([op("vdst", "v%d" % w, V(5, w), 5)] + t, ""))
        P.append(([], ""))
        for a in addrs:      # an address and no data (gfx940+ global_load_lds_*, scratch_load_lds_*)
            for t in tail:
                if a:
                    P.append((a + t, ""))
    elif enc == "EXP":
        s = [op("src%d" % i, "expsrc", "v%d" % (i + 1), i + 1) for i in range(4)]
        P.append(([op("tgt", "exptgt", "mrt0")] + s, ""))
    elif enc in ("VINTRP", "VOP3"):
        at = op("attr", "attrchan", "attr0.x")
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "v32", "v1", 1), at], ""))
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "pslot", "p10"), at], ""))
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "v32", "v1", 1), at, op("src2", "v32", "v2", 2)], ""))
        P.append(([op("vdst", "v32", "v5", 5), at, op("vsrc", "v32", "v1", 1)], ""))
    return P


def render(name, ops, suf):
    s = name
    if ops:
        s += " " + ", ".join(o[2] for o in ops)
    return s + suf


FIELD_POS = {  # enc -> field -> function(bytes) giving the register number stored there
    "DS": {"addr": lambda b: b[4], "data0": lambda b: b[5], "data1": lambda b: b[6], "vdst": lambda b: b[7]},
    "MUBUF": {"vdata": lambda b: b[5]},
    "MTBUF": {"vdata": lambda b: b[5]},
    "MIMG": {"vdata": lambda b: b[5], "vaddr": lambda b: b[4] if (w0(b) >> 1) & 3 == 0 else 1},
    "FLAT": {"vaddr": lambda b: b[4], "vdata": lambda b: b[5], "vdst": lambda b: b[7]},
    "EXP": {"src0": lambda b: b[4], "src1": lambda b: b[5], "src2": lambda b: b[6], "src3": lambda b: b[7]},
    "VINTRP": {"vdst": lambda b: (w0(b) >> 18) & 0xff, "vsrc": lambda b: b[0]},
    "VOP3": {"vdst": lambda b: b[0], "vsrc": lambda b: ((w1(b) >> 9) & 0x1ff) - 256,
             "src2": lambda b: ((w1(b) >> 18) & 0x1ff) - 256},
}


def check_fields(enc, ops, b):
    fp = FIELD_POS.get(base_enc(enc), {})
    for f, k, t, r in ops:
        if r is not None and f in fp and len(b) >= 4:
            try:
                if fp[f](b) != r and not (ALIGNED[0] and fp[f](b) == r + 1):
                    return False
            except IndexError:
                return False
    return True


def real_enc(enc, b):
    """VINTRP names assembled to 8 bytes are the VOP3 forms."""
    if enc == "VINTRP" and len(b) == 8:
        return "VOP3"
    return enc


def mnem(text):
    return text.split()[0] if text else ""


# ---------------------------------------------------------------------------------------------
# modifiers

def with_vdata_width(ops, delta_bits=0, newbits=None):
    out = []
    for f, k, t, r in ops:
        if f in ("vdata", "vdst") and k.startswith("v") and k[1:].isdigit():
            bits = newbits if newbits else int(k[1:]) + delta_bits
            bits = max(32, bits)
            out.append((f, "v%d" % bits, V(r, bits), r))
        else:
            out.append((f, k, t, r))
    return out


def set_field(ops, field, text):
    return [(f, k, text if f == field else t, r) for f, k, t, r in ops]


def drop_field(ops, field):
    return [o for o in ops if o[0] != field]


def mod_variants(enc, gen, m, ops):
    """List of (ops, token) alternatives that try modifier m on the canonical operands."""
    e = base_enc(enc)
    fields = [o[0] for o in ops]
    vaddr = next((o[2] for o in ops if o[0] == "vaddr"), None)
    if m in ("offen", "idxen"):
        if e not in ("MUBUF", "MTBUF") or vaddr is None:
            return []
        nv = "v1" if vaddr == "off" else V(1, 64)
        return [(set_field(ops, "vaddr", nv), m)]
    if m == "addr64":
        if e not in ("MUBUF", "MTBUF") or vaddr is None:
            return []
        return [(set_field(ops, "vaddr", V(1, 64)), m)]
    if m == "offset":
        return [(ops, "offset:16")] if e not in ("EXP", "VINTRP", "VOP3") else []
    if m in ("offset0", "offset1"):
        return [(ops, "%s:%d" % (m, 1 if m == "offset0" else 2))] if e == "DS" else []
    if m == "format":
        if e != "MTBUF":
            return []
        f = "format:[BUF_FMT_32_FLOAT]" if gen in NEW else "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]"
        return [(ops, f), (ops, "format:22")]
    if m in ("dfmt", "nfmt"):
        if e != "MTBUF":
            return []
        tok = "dfmt:4" if m == "dfmt" else "nfmt:7"
        ins = [(f, k, (tok + ", " + t) if f == "soffset" else t, r) for f, k, t, r in ops]
        return [(ins, ""), (ops, tok)]
    if m == "dmask":
        return [(ops, "dmask:0x1"), (with_vdata_width(ops, newbits=32), "dmask:0x1")] if e == "MIMG" else []
    if m == "dim":
        return [(ops, "dim:SQ_RSRC_IMG_1D")] if e == "MIMG" else []
    if m in ("unorm", "da", "lwe", "r128", "a16", "d16"):
        if e != "MIMG":
            return []
        v = [(ops, m)]
        if m == "r128":
            v.append((set_field(ops, "srsrc", "s[8:11]"), m))
        if m == "lwe":
            v.append((with_vdata_width(ops, 32), m))
        if m == "d16":
            for o in ops:
                if o[0] == "vdata":
                    bits = int(o[1][1:])
                    v.append((with_vdata_width(ops, newbits=((bits // 32 + 1) // 2) * 32), m))
        if m in ("da", "a16"):
            for o in ops:
                if o[0] == "vaddr":
                    mm = re.fullmatch(r"v\[(\d+):(\d+)\]", o[2])
                    n = (int(mm.group(2)) - int(mm.group(1)) + 1) if mm else 1
                    for n2 in range(1, 13):
                        if n2 != n:
                            v.append((set_field(ops, "vaddr", V(1, 32 * n2)), m))
        return v
    if m in ("glc", "slc"):
        return [(ops, m)] if e in ("MUBUF", "MTBUF", "MIMG", "FLAT") else []
    if m == "dlc":
        return [(ops, m)] if e in ("MUBUF", "MTBUF", "MIMG", "FLAT") else []
    if m == "gds":
        return [(ops, m)] if e in ("DS",) else []
    if m == "lds":
        if e == "MUBUF":
            return [(ops, m), (drop_field(ops, "vdata"), m)]
        if e == "FLAT":
            return [(ops, m), (drop_field(ops, "vdst"), m)]
        return []
    if m == "tfe":
        if e in ("MUBUF", "MTBUF", "MIMG", "FLAT"):
            return [(with_vdata_width(ops, 32), m), (ops, m)]
        return []
    if m in ("done", "vm"):
        return [(ops, m)] if e == "EXP" else []
    if m == "compr":
        if e != "EXP":
            return []
        o2 = [(f, k, ("off" if f in ("src2", "src3") else t), r) for f, k, t, r in ops]
        return [(o2, m), (ops, m)]
    if m == "high":
        return [(ops, m)] if e in ("VINTRP", "VOP3") else []
    if m == "nv":
        return [(ops, m)] if e in ("FLAT",) else []
    # extras (VOP3 interp)
    if e == "VOP3":
        if m == "clamp":
            return [(ops, "clamp")]
        if m == "omod":
            return [(ops, "mul:2")]
        if m in ("neg", "abs"):
            o2 = [(f, k, ("%s(%s)" % (m, t) if f == "vsrc" and m == "neg" else ("|%s|" % t if f == "vsrc" else t)), r)
                  for f, k, t, r in ops]
            return [(o2, "")]
    return []


def render_mods(name, ops, toks):
    s = render(name, ops, "")
    toks = [t for t in toks if t]
    return s + (" " + " ".join(toks) if toks else "")


def printed_mods(text):
    out = []
    for t in text.split()[1:]:
        t = t.rstrip(",")
        key = t.split(":")[0]
        if key in MODS:
            out.append(key)
        elif key == "mul" or key == "div":
            out.append("omod")
        elif key == "clamp":
            out.append("clamp")
    return out


# ---------------------------------------------------------------------------------------------

def main():
    notes = []
    cands = candidates()
    print("candidates:", len(cands), file=sys.stderr)
    # phase 0: mnemonic known anywhere?
    res = asm_all({CPU[g]: cands for g in GENS})
    known = [n for i, n in enumerate(cands)
             if any(res[CPU[g]][i][0] == "asm" or res[CPU[g]][i][1] not in ("invalid instruction", "instruction not supported on this GPU")
                   for g in GENS)]
    print("known mnemonics:", len(known), file=sys.stderr)

    facts = probe_names(known)
    # phase 3: brute-force disassembly of every opcode (GFX8+) and cross-check
    dis = brute_disasm()
    extra = set()
    for (enc, gen, opc, segv), text in dis.items():
        n = mnem(text)
        if n.endswith("_e32") and enc == "VINTRP":
            n = n[:-4]
        if enc == "VOP3" and not n.startswith("v_interp"):
            continue
        if n and n not in facts:
            extra.add(n)
    extra -= set(known)
    if extra:
        notes.append("names found only by disassembly, re-probed: " + " ".join(sorted(extra)))
        facts.update(probe_names(sorted(extra)))
    xcheck(facts, dis, notes)
    probe_mods(facts)
    layouts = verify_layouts()
    cmp14(facts)
    facts.update(probe_mi(cands, set(facts) | set(known), notes))
    write(facts, notes, layouts)


def probe_mi(cands, have, notes):
    """Step 6: the GFX9 facts of the names only MI processors have, probed on MI_CPUS in order."""
    res = asm_all({c: cands for c in MI_CPUS})
    out = {}
    for cpu in MI_CPUS:
        names = [n for i, n in enumerate(cands) if n not in have and n not in out and (
            res[cpu][i][0] == "asm" or not res[cpu][i][1].startswith(("invalid instruction", "instruction not supported")))]
        saved = CPU["gfx9"]
        CPU["gfx9"] = cpu
        ALIGNED[0] = True
        try:
            facts = {n: f for n, f in probe_names(names).items() if not n.startswith("__") and "gfx9" in f["gen"]}
            for f in facts.values():
                f["gen"] = {"gfx9": f["gen"]["gfx9"]}
                f["origin"] = cpu
            probe_mods(facts)
        finally:
            CPU["gfx9"] = saved
            ALIGNED[0] = False
        notes.append("MI rows probed on %s: %s" % (cpu, " ".join(sorted(facts))))
        out.update(facts)
    return out


def probe_names(names):
    jobs = {}
    index = {}
    for g in GENS:
        lines = []
        for n in names:
            enc = enc_guess(n)
            if enc is None:
                continue
            for pi, (ops, suf) in enumerate(patterns(enc, n, g)):
                index[(g, len(lines))] = (n, pi, ops, suf)
                lines.append(render(n, ops, suf))
        jobs[CPU[g]] = lines
    res = asm_all(jobs)
    facts = {}
    aliases = {}
    for g in GENS:
        for i, r in enumerate(res[CPU[g]]):
            if r[0] != "asm":
                continue
            n, pi, ops, suf = index[(g, i)]
            enc = enc_guess(n)
            text, b = r[1], r[2]
            pm = mnem(text)
            enc2 = real_enc(enc, b)
            pm_cmp = pm[:-4] if pm.endswith("_e32") and enc2 == "VINTRP" else pm
            if pm_cmp != n:
                aliases.setdefault(n, set()).add("%s->%s" % (g, pm))
                continue
            if not check_fields(enc2, ops, b):
                continue
            f = facts.setdefault(n, {"enc": enc2, "gen": {}})
            if g in f["gen"] and f["gen"][g]["pi"] <= pi:
                f["gen"][g].setdefault("alts", []).append((pi, ops, suf, text, b))
                continue
            prev = f["gen"].get(g)
            f["gen"][g] = {"pi": pi, "ops": ops, "suf": suf, "text": text, "bytes": b,
                           "opc": opcode(enc2, g, b), "alts": (prev or {}).get("alts", [])}
            if prev:
                f["gen"][g]["alts"].append((prev["pi"], prev["ops"], prev["suf"], prev["text"], prev["bytes"]))
            if base_enc(enc2) == "FLAT" and g not in OLD and g != "gfx8":
                f["gen"][g]["seg"] = seg(b)
            f["gen"][g]["prefix_ok"] = ((w0(b) >> 26) == PREFIX[base_enc(enc2)][g]) if g in PREFIX[base_enc(enc2)] else False
    for n, a in aliases.items():
        if n not in facts:
            facts.setdefault("__aliases__", {})[n] = sorted(a)
    return facts


def word_variants(enc, gen, o, sv):
    """The canonical word plus copies with unused register fields zeroed (llvm-mc-22 rejects
    e.g. a DS word whose data1/vdst fields are nonzero when the opcode does not use them)."""
    base = canon_word(enc, gen, o, sv)
    out = [base]
    zero_sets = {"DS": [(5,), (6,), (7,), (5, 6), (6, 7), (5, 7), (5, 6, 7), (4, 5, 6, 7)],
                 "FLAT": [(5,), (7,), (4, 5, 7)], "MIMG": [(6.5,), ("r128",), ("r128", 6.5), ("r128", "unorm", 6.5)],
                 "MUBUF": [(4, 5, 6, 7), ("lds",), ("lds", 5)], "MTBUF": [(4, 5, 6, 7)]}
    for zs in zero_sets.get(enc, []):
        w = bytearray(base)
        for z in zs:
            if z == "lds":     # MUBUF lds bit 16
                w[0:4] = (w0(w) | (1 << 16)).to_bytes(4, "little")
            elif z == "r128":  # MIMG r128/a16 bit 15
                w[0:4] = (w0(w) | (1 << 15)).to_bytes(4, "little")
            elif z == "unorm":  # MIMG unorm bit 12 (image_bvh*)
                w[0:4] = (w0(w) | (1 << 12)).to_bytes(4, "little")
            elif z == 6.5:     # ssamp field (bits 53-57)
                v = w1(w) & ~(0x1f << 21)
                w[4:8] = v.to_bytes(4, "little")
            else:
                w[z] = 0
        out.append(bytes(w))
    if enc == "DS":           # offsets zero (ds_nop)
        out.append((w0(base) & ~0xffff).to_bytes(4, "little") + bytes(4))           # gds=1 copies (ds_gws_* etc.)
        bit = 16 if gen in ("gfx8", "gfx9") else 17
        for w in list(out):
            out.append((w0(w) | (1 << bit)).to_bytes(4, "little") + w[4:])
    return out


def brute_disasm():
    """Disassemble every opcode value of every encoding on the GFX8+ CPUs.
    Returns {(enc, gen, opcode, seg): printed text} (first word variant that decodes)."""
    out = {}
    jobs = []
    for g in DIS_GENS:
        cases, keys = [], []
        for enc, rng in OPC_RANGE.items():
            if g in NEW and enc in OPC_RANGE_NEW:
                rng = OPC_RANGE_NEW[enc]
            segs = [0, 1, 2, 3] if enc == "FLAT" and g != "gfx8" else [0]
            for sv in segs:
                for o in range(rng):
                    for w in word_variants(enc, g, o, sv):
                        cases.append(w)
                        keys.append((enc, g, o, sv))
        jobs.append((g, cases, keys))
    with ThreadPoolExecutor(JOBS) as ex:
        rs = list(ex.map(lambda j: dis_batch(CPU[j[0]], j[1]), jobs))
    for (g, cases, keys), r in zip(jobs, rs):
        for k, v in zip(keys, r):
            if v and not v[0].startswith("?") and k not in out:
                out[k] = v[0]
    return out


def xcheck(facts, dis, notes):
    """Cross-check assembled opcodes (GFX8+) against the brute-force disassembly."""
    bymn = {}
    for (enc, g, o, sv), text in dis.items():
        n = mnem(text)
        if enc == "VINTRP" and n.endswith("_e32"):
            n = n[:-4]
        bymn.setdefault((n, g), set()).add((enc, o, sv))
    mism = []
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g in DIS_GENS:
            x = f["gen"].get(g)
            d = bymn.get((n, g), set())
            if x is None:
                if d:
                    mism.append("%s %s: disassembles from %s but no pattern assembled" % (n, g, sorted(d)))
                continue
            e = base_enc(f["enc"])
            sv = x.get("seg", 0)
            ok = (e, x["opc"], sv) in d or (e == "FLAT" and (e, x["opc"], 0) in d and g == "gfx8")
            x["dis_ok"] = ok if e != "EXP" else None
            if not ok and e != "EXP":
                mism.append("%s %s: assembled opcode 0x%x seg %d not confirmed by disassembly %s" % (n, g, x["opc"], sv, sorted(d)))
    notes.append("assembly/disassembly cross-check mismatches (%d):" % len(mism))
    notes.extend("  " + m for m in mism)


def probe_mods(facts):
    jobs = {CPU[g]: [] for g in GENS}
    idx = {CPU[g]: [] for g in GENS}
    allmods = MODS + EXTRA_MODS
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            base_toks = x["suf"].split()
            for m in allmods:
                for ops, tok in mod_variants(f["enc"], g, m, x["ops"]):
                    # the assembler wants modifiers in its order: try every position among the
                    # modifiers the canonical form already carries (dmask, dim, gds, lds, glc)
                    for pos in range(len(base_toks), -1, -1):
                        jobs[CPU[g]].append(render_mods(n, ops, base_toks[:pos] + [tok] + base_toks[pos:]))
                        idx[CPU[g]].append((n, g, m, ops, tok))
            # kGds probe: without gds
            if "gds" in base_toks:
                jobs[CPU[g]].append(render_mods(n, x["ops"], [t for t in base_toks if t != "gds"]))
                idx[CPU[g]].append((n, g, "-gds", x["ops"], ""))
            # atomic return probe (MUBUF/MTBUF/MIMG: glc; FLAT handled by patterns)
    res = asm_all(jobs)
    for cpu in jobs:
        for (n, g, m, ops, tok), r in zip(idx[cpu], res[cpu]):
            x = facts[n]["gen"][g]
            x.setdefault("mods", {}).setdefault(m, None)
            if r[0] == "asm" and mnem(r[1]) == mnem(x["text"]):
                if x["mods"][m] is None:
                    x["mods"][m] = (ops, tok, r[1])
    # canonical form already carries some modifiers (dmask, dim, gds, glc, lds)
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            for t in printed_mods(x["text"]):
                if x.setdefault("mods", {}).get(t) is None:
                    x["mods"][t] = (x["ops"], "", x["text"])
    # print order: greedy combination, one round per modifier (a modifier that breaks the
    # combination is left out); the order is read from the printed text of the final line.
    state = {}
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            x["accepted"] = [m for m in MODS + EXTRA_MODS if x["mods"].get(m)]
            carried = [t.split(":")[0] for t in x["suf"].split()]
            state[(n, g)] = (carried, [m for m in x["accepted"] if m not in carried])
    while True:
        # the assembler wants the modifiers in its own order: try the new one at every position
        jobs = {CPU[g]: [] for g in GENS}
        idx = {CPU[g]: [] for g in GENS}
        for (n, g), (have, todo) in state.items():
            if todo:
                x = facts[n]["gen"][g]
                for pos in range(len(have) + 1):
                    jobs[CPU[g]].append(build_line(n, facts[n]["enc"], g, x, have[:pos] + [todo[0]] + have[pos:]))
                    idx[CPU[g]].append((n, g, pos))
        if not any(jobs.values()):
            break
        res = asm_all(jobs)
        done = set()
        for cpu in jobs:
            for (n, g, pos), r in zip(idx[cpu], res[cpu]):
                have, todo = state[(n, g)]
                if (n, g) in done:
                    continue
                if r[0] == "asm":
                    have.insert(pos, todo[0])
                    facts[n]["gen"][g]["order_src"] = printed_mods(r[1])
                    todo.pop(0)
                    done.add((n, g))
        for k, (have, todo) in state.items():
            if todo and k not in done:
                todo.pop(0)


def build_line(name, enc, gen, x, mods):
    """Canonical operands of x plus the modifiers in mods (with the operand changes they need)."""
    e = base_enc(enc)
    ops = list(x["ops"])
    suf = {t.split(":")[0]: t for t in x["suf"].split()}
    toks = []
    ms = set(mods)
    if e in ("MUBUF", "MTBUF") and any(o[0] == "vaddr" for o in ops):
        if "addr64" in ms or ("offen" in ms and "idxen" in ms):
            ops = set_field(ops, "vaddr", V(1, 64))
        elif "offen" in ms or "idxen" in ms:
            ops = set_field(ops, "vaddr", "v1")
    if e == "MIMG" and "d16" in ms:
        for o in ops:
            if o[0] == "vdata":
                bits = int(o[1][1:])
                ops = with_vdata_width(ops, newbits=((bits // 32 + 1) // 2) * 32)
    if "tfe" in ms and e in ("MUBUF", "MTBUF", "MIMG"):
        ops = with_vdata_width(ops, 32)
    if "lds" in ms and e == "MUBUF" and "lds" not in suf:
        ops = drop_field(ops, "vdata")
    if "r128" in ms:
        ops = set_field(ops, "srsrc", "s[8:11]")
    if "compr" in ms:
        ops = [(f, k, ("off" if f in ("src2", "src3") else t), r) for f, k, t, r in ops]
    for m in mods:
        if m in ("dfmt", "nfmt"):
            tok = "dfmt:4" if m == "dfmt" else "nfmt:7"
            ops = [(f, k, (tok + ", " + t) if f == "soffset" else t, r) for f, k, t, r in ops]
            continue
        if m in ("neg", "abs"):
            ops = [(f, k, ("neg(%s)" % t if m == "neg" else "|%s|" % t) if f == "vsrc" else t, r) for f, k, t, r in ops]
            continue
        v = x["mods"].get(m)
        tok = suf.get(m) or (v[1] if v else m)
        if tok:
            toks.append(tok)
    return render_mods(name, ops, toks)


ANCHOR = {"addr64": "offen", "dfmt": "format", "nfmt": "dfmt", "offset0": "offset", "offset1": "offset0"}


def order_mods(x):
    """Accepted modifiers in llvm-mc's print order (from the greedy combination); modifiers that
    cannot be combined with the others (addr64 vs offen/idxen, dfmt/nfmt which print as format)
    go after their ANCHOR, the rest at their vocabulary position."""
    acc = x.get("accepted", [])
    out = list(dict.fromkeys(m for m in x.get("order_src", []) if m in acc))
    for m in acc:
        if m in out:
            continue
        if ANCHOR.get(m) in out:
            out.insert(out.index(ANCHOR[m]) + 1, m)
            continue
        pos = len(out)
        allm = MODS + EXTRA_MODS
        for i, o in enumerate(out):
            if allm.index(o) > allm.index(m):
                pos = i
                break
        out.insert(pos, m)
    return out


# ---------------------------------------------------------------------------------------------
# bit layouts: XOR of the canonical encoding with variants (one field changed at a time)

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

def cmp14(facts):
    lines = []
    for g in ("gfx8", "gfx9", "gfx10", "gfx10_3"):
        src = []
        for n in sorted(facts):
            if n.startswith("__"):
                continue
            x = facts[n]["gen"].get(g)
            if x:
                src.append((n, render(n, x["ops"], x["suf"])))
        r22 = asm_batch(CPU[g], [s for _, s in src], MC22)
        r14 = asm_batch(CPU[g], [s for _, s in src], MC14)
        for (n, s), a, b in zip(src, r22, r14):
            if a[0] == "asm" and b[0] == "asm":
                if a[1] != b[1] or a[2] != b[2]:
                    lines.append("%s\t%s\t22: %s [%s]\t14: %s [%s]" % (g, s, a[1], a[2].hex(), b[1], b[2].hex()))
            elif a[0] != b[0] or a[1] != b[1]:
                fa = "%s [%s]" % (a[1], a[2].hex()) if a[0] == "asm" else "error: %s" % a[1]
                fb = "%s [%s]" % (b[1], b[2].hex()) if b[0] == "asm" else "error: %s" % b[1]
                lines.append("%s\t%s\t22: %s\t14: %s" % (g, s, fa, fb))
    with open(os.path.join(HERE, "vmem_llvm14_vs_22.txt"), "w") as fh:
        fh.write("# llvm-mc-14 vs llvm-mc-22: canonical vmem/exp/interp forms (from vmem_facts.tsv) assembled\n"
                 "# with both on gfx803/gfx900/gfx1010/gfx1030; only lines that differ (text, bytes or accept/reject).\n"
                 "# gen<TAB>input<TAB>22 result<TAB>14 result\n")
        for l in lines:
            fh.write(l + "\n")


HEADER = ("name\tenc\t" + "\t".join("op_" + g for g in GENS) + "\tseg\toperands\tflags\tmodifiers\t"
          + "\t".join("mods_" + g for g in GENS) + "\twidths\t" + "\t".join("text_" + g for g in GENS) + "\torigin")


def sig_of(x):
    return " ".join("%s:%s" % (f, k) for f, k, t, r in x["ops"])


def rtn_forms(x):
    """Other accepted operand forms (e.g. FLAT atomics with/without the returned vdst)."""
    return sorted({(pi, " ".join("%s:%s" % (f, k) for f, k, t, r in ops), suf) for pi, ops, suf, t, b in x.get("alts", [])})


def write(facts, notes, layouts):
    rows = []
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        enc = f["enc"]
        pref = next((f["gen"][g] for g in ("gfx9", "gfx10", "gfx7", "gfx10_3", "gfx8", "gfx6") if g in f["gen"]))
        ops_ = ["0x%x" % f["gen"][g]["opc"] if g in f["gen"] else "-1" for g in GENS]
        segs = sorted({f["gen"][g].get("seg") for g in f["gen"] if f["gen"][g].get("seg") is not None})
        enc_out = enc
        if enc in ("FLAT", "GLOBAL", "SCRATCH") and segs:
            enc_out = {0: "FLAT", 1: "SCRATCH", 2: "GLOBAL"}.get(segs[0], enc)
        sig = sig_of(pref)
        alts = rtn_forms(pref)
        flags = []
        mods = order_mods(pref)
        if enc in ("FLAT", "GLOBAL", "SCRATCH") and "vdst:" not in sig:
            # atomics: the returning form "vdst, vaddr, vdata[, saddr] glc" also assembles
            rtn = [a for a in alts if a[1].startswith("vdst:") and a[2].strip() == "glc"]
            if rtn:
                sig = rtn[0][1].replace("vdst:", "vdst?:", 1)
                flags.append("rtn-with-glc")
                if "glc" not in mods:
                    mods.insert(mods.index("offset") + 1 if "offset" in mods else 0, "glc")
        widths = []
        for g in GENS:
            x = f["gen"].get(g)
            if x:
                widths.append("%s=%s" % (g, sig_of(x)))
        per = []
        for g in GENS:
            x = f["gen"].get(g)
            pm = order_mods(x) if x else []
            if x and "vdst:" not in sig_of(x) and "glc" not in pm and any(
                    a[1].startswith("vdst:") and a[2].strip() == "glc" for a in rtn_forms(x)):
                pm.insert(pm.index("offset") + 1 if "offset" in pm else 0, "glc")
            per.append(" ".join(pm) if x else "-")
        texts = [f["gen"][g]["text"] if g in f["gen"] else "-" for g in GENS]
        extra = []
        for g in GENS:
            x = f["gen"].get(g)
            if x and x.get("dis_ok") is False:
                extra.append("disasm-mismatch:" + g)
            if x and not x.get("prefix_ok"):
                extra.append("prefix?:" + g)
            if x and "-gds" in x.get("mods", {}) and x["mods"]["-gds"] is None:
                extra.append("gds-required:" + g)
        rows.append([n, enc_out, *ops_, ",".join(str(s) for s in segs) or "-", sig, ",".join(flags + extra) or "-",
                     " ".join(mods), *per, "; ".join(widths), *texts, f.get("origin", "-")])
    rows.sort(key=lambda r: (r[1], next((int(o, 16) for o in r[2:8] if o != "-1"), 999), r[0]))
    with open(os.path.join(HERE, "vmem_facts.tsv"), "w") as fh:
        fh.write(HEADER + "\n")
        for r in rows:
            fh.write("\t".join(r) + "\n")
    al = facts.get("__aliases__", {})
    with contextlib.nullcontext(sys.stdout if NOTES_TO_STDOUT else open(os.devnull, "w")) as fh:
        fh.write("# notes of extract_vmem_facts.py\n")
        fh.write("aliases (accepted spelling printed as another mnemonic; no row):\n")
        for n in sorted(al):
            fh.write("  %s: %s\n" % (n, " ".join(al[n])))
        for l in notes:
            fh.write(l + "\n")
    with contextlib.nullcontext(sys.stdout if NOTES_TO_STDOUT else open(os.devnull, "w")) as fh:
        fh.write("# Bit layouts verified by assembling a base form and variants that change one field with\n"
                 "# llvm-mc-22; each line: bits (of the 64-bit little-endian instruction, dword1 = bits 32-63)\n"
                 "# that changed. prefix = bits [31:26] of the base encoding.\n")
        for (e, g) in sorted(layouts, key=lambda k: (k[0], GENS.index(k[1]))):
            d = layouts[(e, g)]
            fh.write("%s %s: base=%s prefix=%s\n" % (e, g, d.get("base"), d.get("prefix", "-")))
            for k, v in d.items():
                if k in ("base", "prefix"):
                    continue
                fh.write("    %-10s %s\n" % (k, bits_str(v)))
    print("rows:", len(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
