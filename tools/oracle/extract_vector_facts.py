#!/usr/bin/env python3
"""Stage 1 for the VALU table: derive VOP1/VOP2/VOPC/VOP3(a/b)/VOP3P facts from llvm-mc.

Writes (next to this script):
  valu_facts.tsv          one row per base mnemonic (see HEADER below)
  valu_llvm14_vs_22.txt   canonical e32/e64 texts assembled with llvm-mc-14 and -22
                          on gfx803/gfx900/gfx1010/gfx1030, every difference listed
  valu_aliases.txt        mnemonics llvm-mc-22 accepts that print as / share the opcode of another row
  valu_extract_log.txt    cross-check results, conflicts, per-row notes

Method (python3 stdlib only; llvm-mc-22 / llvm-mc-14 via mcutil.MC22 / MC14):
 1. GFX8..GFX10.3 (gfx803 gfx900 gfx1010 gfx1030): brute-force DISASSEMBLY of every
    opcode of every encoding space (VOP2 6 bit, VOP1 8 bit, VOPC 8 bit, VOP3 10 bit,
    VOP3P 7 bit) with canonical field values vdst=8 src0=2 src1=4 src2=6, tried as
    VGPRs (v2/v4/v6), as SGPRs, mixed, and all-zero; the first variant that decodes
    gives the printed text. One llvm-mc process per generation (one case per input
    line, each followed by two `s_nop 0` sentinels); results are mapped back by
    walking the byte stream with the `<stdin>:LINE:COL` "invalid instruction
    encoding" diagnostics and the length of every printed encoding.
    The printed mnemonic (minus _e32/_e64) is the base name; a word in the
    VOP1/VOP2/VOPC space gives the e32 opcode, one in VOP3/VOP3P space the e64 opcode.
    Cross-check: every decoded text is re-ASSEMBLED on the same CPU and the opcode
    read back from the produced bytes must match.
 2. GFX6/GFX7 (gfx601 gfx700; llvm-mc cannot disassemble them): every candidate
    mnemonic (strings of libLLVMAMDGPU{AsmParser,Disassembler,Desc}.a + the names
    found in step 1) is first assembled alone (error "invalid instruction" /
    "instruction not supported on this GPU" = absent); the present ones are
    assembled (plain and _e64) with the operand lists seen in step 1 plus ~40
    generic operand patterns; the opcode is read out of the produced encoding.
 3. Operands: the e64 text (e32 text where no e64 exists) on the preferred
    generation (gfx9, else gfx10, gfx10.3, gfx8, gfx7, gfx6) is split into operands,
    mapped to fields by the canonical register numbers, and every source is probed
    by assembling substitutions: |v|, an SGPR, a VGPR, 0, 0x3c00, 0x3f800000,
    0x12345 (see classify_src()).
 4. Flags: probes of the e64 form for clamp / mul:2 / op_sel, _sdwa and _dpp forms
    of the e32 text on gfx900 and gfx1010 (gfx1030 if the op is 10.3-only).

Rerun:  cd tools/oracle && ORACLE_JOBS=2 python3 extract_vector_facts.py   (~5 s; llvm-mc is batched)
        python3 make_vector_def.py        (writes ../../src/isa/valu_ops.def)
"""
import os
import re
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import MC22, MC14, GENS, OLD_GENS, REP_CPU, DIAG_RE, parse_enc_lines  # noqa: E402

JOBS = int(os.environ.get("ORACLE_JOBS", "2"))
SNOP = 0xBF800000
LITPAD = 0x00003C00  # first padding word: a K literal reads 0x3c00 (valid f16 and f32 K); as code: v_cndmask_b32_e32
LIBS = ["/usr/lib/llvm-22/lib/libLLVMAMDGPU%s.a" % x for x in ("AsmParser", "Disassembler", "Desc")]
EXCLUDE = re.compile(r"^v_(interp_|mfma_|accvgpr_|smfmac|swmmac|wmma)")
SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp8|dpp16|dpp|e64_dpp|vi|si|ci|gfx\d+\w*)$")
WAVE = {"gfx6": 64, "gfx7": 64, "gfx8": 64, "gfx9": 64, "gfx10": 32, "gfx10_3": 32, "gfx11": 32, "gfx12": 32, "gfx12_5": 32}
PREF = ["gfx9", "gfx10", "gfx10_3", "gfx8", "gfx7", "gfx6", "gfx11", "gfx12", "gfx12_5"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def pmap(fn, items):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(fn, items))


# ----------------------------------------------------------------------------- llvm-mc batch drivers
def asm_batch(cpu, lines, mc=MC22, chunk=4000):
    """Assemble many lines in few invocations. Returns per line ('asm', text, bytes) or ('err', msg, col)."""
    out = []
    for i in range(0, len(lines), chunk):
        out.extend(_asm_chunk(cpu, lines[i:i + chunk], mc))
    return out


def _asm_chunk(cpu, lines, mc):
    if not lines:
        return []
    args = [mc, "-arch=amdgcn", "-mcpu=" + cpu.split(",")[0], "-show-encoding"]
    if "," in cpu:  # "gfx1010,+wavefrontsize64"
        args.append("-mattr=" + cpu.split(",", 1)[1])
    p = subprocess.run(args, input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    errs = {}
    for l in p.stderr.splitlines():
        m = DIAG_RE.match(l)
        if m and m.group(3) == "error":
            errs.setdefault(int(m.group(1)), (m.group(4), int(m.group(2))))
    encs = parse_enc_lines(p.stdout)
    ok = [i for i in range(1, len(lines) + 1) if i not in errs]
    if p.returncode >= 0 and "Stack dump" not in p.stderr and len(ok) == len(encs):
        res = [None] * len(lines)
        for i, (msg, col) in errs.items():
            res[i - 1] = ("err", msg, col)
        for i, (t, b) in zip(ok, encs):
            res[i - 1] = ("asm", t, b)
        return res
    if len(lines) == 1:
        return [("err", "(oracle) crash or %d outputs: %s" % (len(encs), p.stderr.strip()[:200]), 0)]
    h = len(lines) // 2
    return _asm_chunk(cpu, lines[:h], mc) + _asm_chunk(cpu, lines[h:], mc)


def dis_batch(cpu, cases, mc=MC22):
    """cases: list of word lists. Returns per case ('dis', text, nbytes) or ('bad',)."""
    lines, starts, pos = [], [], 0
    stream = b""
    for ws in cases:
        b = struct.pack("<%dI" % (len(ws) + 2), *(list(ws) + [LITPAD, SNOP]))
        starts.append(pos)
        lines.append(" ".join("0x%02x" % x for x in b))
        stream += b
        pos += len(b)
    line_off = starts
    args = [mc, "-arch=amdgcn", "-mcpu=" + cpu.split(",")[0], "-disassemble", "-show-encoding"]
    if "," in cpu:  # "gfx1200,+real-true16"
        args.append("-mattr=" + cpu.split(",", 1)[1])
    p = subprocess.run(args, input="\n".join(lines) + "\n", capture_output=True, text=True)
    if p.returncode < 0 or "LLVM ERROR" in p.stderr:
        raise RuntimeError("disassembler crashed on %s" % cpu)
    bad = set()
    for l in p.stderr.splitlines():
        m = DIAG_RE.match(l)
        if m and "invalid instruction encoding" in m.group(4):
            bad.add(line_off[int(m.group(1)) - 1] + (int(m.group(2)) - 1) // 5)
    encs = parse_enc_lines(p.stdout)
    start_idx = {s: i for i, s in enumerate(starts)}
    res = [("bad",)] * len(cases)
    pos, k, total = 0, 0, len(stream)
    while pos < total:
        if pos in bad:
            pos += 4
            continue
        if k >= len(encs):
            raise RuntimeError("desync on %s at byte %d" % (cpu, pos))
        text, bs = encs[k]
        k += 1
        if pos in start_idx:
            res[start_idx[pos]] = ("dis", text, len(bs))
        pos += len(bs)
    if k != len(encs):
        raise RuntimeError("desync on %s: %d unused outputs" % (cpu, len(encs) - k))
    return res


# ----------------------------------------------------------------------------- encodings
def vop2(op, vdst=8, src0=258, vsrc1=4):
    return (op << 25) | (vdst << 17) | (vsrc1 << 9) | src0


def vop1(op, vdst=8, src0=258):
    return (0x3F << 25) | (vdst << 17) | (op << 9) | src0


def vopc(op, src0=258, vsrc1=4):
    return (0x3E << 25) | (op << 17) | (vsrc1 << 9) | src0


def vop3_prefix(gen):
    return 0x35 if gen in ("gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5") else 0x34


VOP3P_PREFIX = {"gfx9": 0x1A7, "gfx10": 0x198, "gfx10_3": 0x198, "gfx11": 0x198, "gfx12": 0x198, "gfx12_5": 0x198}
# GFX12.5: the VOP3P opcode has 8 bits (23:16; the WMMA rows from 0x80), under an 8-bit prefix 0xCC
VOP3P_OP8 = {"gfx12_5"}


def decode_op(gen, bs):
    """(space, opcode) of an assembled/disassembled encoding."""
    w = struct.unpack("<I", bs[:4])[0]
    if gen in VOP3P_OP8 and (w >> 24) == VOP3P_PREFIX[gen] >> 1 and len(bs) >= 8:
        return "VOP3P", (w >> 16) & 0xFF
    if gen in VOP3P_PREFIX and (w >> 23) == VOP3P_PREFIX[gen] and len(bs) >= 8:
        return "VOP3P", (w >> 16) & 0x7F
    if (w >> 26) == vop3_prefix(gen) and len(bs) >= 8:
        if gen in ("gfx6", "gfx7"):
            return "VOP3", (w >> 17) & 0x1FF
        return "VOP3", (w >> 16) & 0x3FF
    src0 = w & 0x1FF
    if (w >> 25) == 0x3F:
        sp, op = "VOP1", (w >> 9) & 0xFF
    elif (w >> 25) == 0x3E:
        sp, op = "VOPC", (w >> 17) & 0xFF
    elif (w >> 31) == 0:
        sp, op = "VOP2", (w >> 25) & 0x3F
    else:
        return "OTHER", w
    return sp, op


def brute_cases(gen):
    cases = []  # (space, op, variant, words)
    for op in range(62):  # VOP2 62/63 are the VOPC/VOP1 prefixes
        for v, (a, b) in (("A", (258, 4)), ("B", (2, 4)), ("Z", (0, 0))):
            cases.append(("VOP2", op, v, [vop2(op, 8 if v != "Z" else 0, a, b)]))
    for op in range(256):
        for v, a in (("A", 258), ("B", 2), ("Z", 0)):
            cases.append(("VOP1", op, v, [vop1(op, 8 if v != "Z" else 0, a)]))
        for v, (a, b) in (("A", (258, 4)), ("B", (2, 4)), ("Z", (0, 0))):
            cases.append(("VOPC", op, v, [vopc(op, a, b)]))
    pre = vop3_prefix(gen)
    for op in range(0x380 if gen == "gfx9" else 1024):  # gfx9 VOP3 0x380+ = the VOP3P prefix
        for v, (d, s0, s1, s2) in (("A", (8, 258, 260, 262)), ("D", (8, 258, 260, 6)), ("C", (8, 258, 4, 262)),
                                    ("B", (8, 2, 4, 6)), ("E", (8, 2, 132, 262)),
                                    ("F", (8, 258, 4, 6)),
                                    ("Z", (0, 0, 0, 0))):
            cases.append(("VOP3", op, v, [(pre << 26) | (op << 16) | d, (s2 << 18) | (s1 << 9) | s0]))
    if gen in VOP3P_PREFIX:
        for op in range(256 if gen in VOP3P_OP8 else 128):
            for v, (d, s0, s1, s2) in (("A", (8, 258, 260, 262)), ("B", (8, 2, 4, 6)), ("Z", (0, 0, 0, 0))):
                for hi in (1, 0):  # op_sel_hi default (1,1,1) for packed ops, (0,0,0) for mix
                    w0 = (VOP3P_PREFIX[gen] << 23) | (op << 16) | (hi << 14) | d
                    w1 = (3 * hi << 27) | (s2 << 18) | (s1 << 9) | s0
                    cases.append(("VOP3P", op, v + ("" if hi or v == "Z" else "N"), [w0, w1]))
    return cases


def base_of(mn):
    return re.sub(r"_(e32|e64)$", "", mn)


# ----------------------------------------------------------------------------- step 1: GFX8+
PRIO = ["A", "AN", "D", "C", "F", "B", "BN", "E", "Z"]


# Processors whose instructions the representative lacks (MI): their own rows, found by the same brute force on
# the processor, gated by features in make_processor_tables.py. In this order, the first one that has an
# instruction is where its operands and flags are probed (its `origin`).
ORIGIN_CPUS = [("gfx9", "gfx908"), ("gfx9", "gfx90a"), ("gfx9", "gfx942"), ("gfx9", "gfx950")]
ORIGIN = {}  # base mnemonic -> the processor of ORIGIN_CPUS its row comes from


def step_brute():
    """Disassemble every opcode; among the variants that decode (without an 'Invalid register'
    comment) take, by PRIO and preferring texts without modifiers, the first whose text
    re-assembles to the same space/opcode on the same CPU (= the cross-check)."""
    gens = ["gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]

    def one(job):
        gen, cpu = job if isinstance(job, tuple) else (job, REP_CPU[job])
        cases = brute_cases(gen)
        res = dis_batch(cpu, [c[3] for c in cases])
        cands = {}
        for (sp, op, v, ws), r in zip(cases, res):
            # (a literal dword after the word; GFX12.5's v_fmaak_f64/v_fmamk_f64 read a 64-bit K)
            if r[0] != "dis" or r[2] not in (4 * len(ws), 4 * len(ws) + 4) + ((4 * len(ws) + 8,) if gen == "gfx12_5" else ()):
                continue
            mn = r[1].split()[0]
            if not mn.startswith("v_") or EXCLUDE.match(mn) or "Invalid" in r[1]:
                continue
            cands.setdefault((sp, op), []).append((v, r[1]))
        # re-assemble every candidate text (and the text with _e64 forced for VOP3-space words)
        lines = []
        for (sp, op), lst in cands.items():
            for v, t in lst:
                lines.append(t)
                if sp == "VOP3" and not t.split()[0].endswith("_e64"):
                    mn = t.split()[0]
                    lines.append(mn + "_e64" + t[len(mn):])
        res2 = dict(zip(lines, asm_batch(cpu, lines)))
        best, nbad = {}, 0
        for (sp, op), lst in cands.items():
            lst = sorted(lst, key=lambda x: (split_ops(x[1])[2] != "", PRIO.index(x[0])))
            pick = None
            for v, t in lst:
                alts = [t]
                if sp == "VOP3" and not t.split()[0].endswith("_e64"):
                    mn = t.split()[0]
                    alts.append(mn + "_e64" + t[len(mn):])
                for a in alts:
                    r = res2[a]
                    if r[0] == "asm" and decode_op(gen, r[2]) == (sp, op):
                        pick = a
                        break
                if pick:
                    break
            if pick is None:
                nbad += 1
                pick = lst[0][1]
                log("XCHECK-FAIL", gen, sp, op, "no decoded variant re-assembles:", " || ".join(
                    "%s -> %s" % (t, res2[t][1]) for _, t in lst))
            best[(sp, op)] = pick
        log("cross-check %s (%s): %d opcodes decoded, %d without a re-assembling text" % (gen, cpu, len(best), nbad))
        return gen, cpu, best

    facts = {}  # base -> gen -> {'e32': (space, op, text), 'e64': (...)}
    results = pmap(one, gens + ORIGIN_CPUS)
    # What the representatives of GFX8-GFX10.3 have (the MI processors' own rows are the others; a later
    # generation's representative having an instruction does not make gfx950's copy of it a variant).
    known = set()
    for gen, cpu, best in results:
        if cpu == REP_CPU[gen] and gen in OLD_GENS:
            known |= {base_of(t.split()[0]) for t in best.values()}
    for gen, cpu, best in results:
        for (sp, op), text in sorted(best.items()):
            mn = text.split()[0]
            b = base_of(mn)
            if cpu != REP_CPU[gen]:  # a processor's own instruction: only what no representative has
                if b in known or ORIGIN.get(b, cpu) != cpu:
                    continue
                ORIGIN[b] = cpu
            form = "e32" if sp in ("VOP1", "VOP2", "VOPC") else "e64"
            d = facts.setdefault(b, {}).setdefault(gen, {})
            if form in d and d[form][:2] != (sp, op):
                log("CONFLICT", gen, b, form, d[form][:2], (sp, op), text)
                continue
            d[form] = (sp, op, text)
    return facts


# ----------------------------------------------------------------------------- step 2: GFX6/7
GENERIC = [
    "", "v8", "v8, v2", "v8, v2, v4", "v8, v2, v4, v6",
    "v[8:9], v[2:3]", "v8, v[2:3]", "v[8:9], v2",
    "v[8:9], v[2:3], v[4:5]", "v[8:9], v[2:3], v4", "v[8:9], v2, v[4:5]", "v[8:9], v[2:3], v[4:5], v[6:7]",
    "v[8:9], v[2:3], v4, v[6:7]", "v[8:11], v[2:3], v4, v[8:11]", "v[8:11], v[2:3], v4, v[6:9]",
    "v8, v[2:3], v4", "v8, v[2:3], v4, v6",
    "v[8:9], s[0:1], v2, v4, v[6:7]", "v8, s[0:1], v2, v4, v6", "v[8:9], s[0:1], v[2:3], v[4:5], v[6:7]",
    "vcc, v2, v4", "s[8:9], v2, v4", "vcc, v[2:3], v[4:5]", "s[8:9], v[2:3], v[4:5]",
    "vcc, v[2:3], v4", "s[8:9], v[2:3], v4",
    "v8, vcc, v2, v4", "v8, s[0:1], v2, v4", "v8, vcc, v2, v4, vcc", "v8, s[0:1], v2, v4, s[6:7]",
    "v8, v2, v4, vcc", "v8, v2, v4, s[6:7]",
    "s8, v2, s4", "s8, v2", "v8, s2, s4", "v8, v2, s4, s6", "v8, v2, 0x11, v4", "v8, v2, v4, 0x11",
]


def candidates(facts):
    names = set(facts)
    for lib in LIBS:
        try:
            out = subprocess.run(["strings", lib], capture_output=True, text=True).stdout
        except OSError:
            continue
        for m in re.finditer(r"\bv_[a-z0-9_]+", out):
            names.add(SUFFIX.sub("", m.group(0)))
    return sorted(n for n in names if not EXCLUDE.match(n) and not n.endswith("_"))


ALIASES = []  # (gen, input mnemonic, printed text, owner base, form, space, opcode)


def step_asm(facts, gens):
    """Assembler pass. gfx6/7: the only source of opcodes. gfx8+: finds mnemonics that the
    assembler accepts but the disassembler never prints (aliases sharing an opcode)."""
    names = candidates(facts)
    log("candidate mnemonics: %d" % len(names))

    def one(g):
        res = asm_batch(REP_CPU[g], names)
        present = [n for n, r in zip(names, res)
                   if r[0] == "asm" or not (r[1].startswith("invalid instruction") or "not supported on this GPU" in r[1])]
        todo = present if g in ("gfx6", "gfx7") else [n for n in present if g not in facts.get(n, {})]
        lines = []
        for n in todo:
            pats = []
            for gd in facts.get(n, {}).values():
                for f in gd.values():
                    ops = f[2][len(f[2].split()[0]):].strip()
                    if ops not in pats:
                        pats.append(ops)
            pats += [p for p in GENERIC if p not in pats]
            for sfx in ("", "_e64"):
                for p in pats:
                    lines.append((n, (n + sfx + " " + p).strip()))
        return g, len(present), len(todo), lines, asm_batch(REP_CPU[g], [l for _, l in lines])

    for g, npres, ntodo, lines, res in pmap(one, gens):
        log("%s: %d candidate mnemonics exist, %d assembled with operand patterns" % (g, npres, ntodo))
        owner = {}
        for b, gd in facts.items():
            for f, v in gd.get(g, {}).items():
                if b not in ORIGIN:  # the representative's opcode space
                    owner[(v[0], v[1])] = b
        found = {}
        for (n, line), r in zip(lines, res):
            if r[0] != "asm":
                continue
            mn = r[1].split()[0]
            b = base_of(mn)
            sp, op = decode_op(g, r[2])
            if sp == "OTHER":
                log("UNKNOWN-ENC", g, line, r[2].hex())
                continue
            form = "e32" if sp in ("VOP1", "VOP2", "VOPC") else "e64"
            if b != n:
                ALIASES.append((g, n, r[1], b, form, sp, op))
            if g not in ("gfx6", "gfx7"):
                o = owner.get((sp, op))
                if o is not None and o != b:
                    ALIASES.append((g, n, r[1], o, form, sp, op))
                    continue
                if o == b:
                    continue
                log("ASM-ONLY", g, line, "->", r[1], (sp, op))
            d = found.setdefault(b, {})
            if form in d:
                if d[form][:2] != (sp, op):
                    log("CONFLICT", g, b, form, d[form][:2], (sp, op), line)
                continue
            d[form] = (sp, op, r[1])
        for b, d in found.items():
            facts.setdefault(b, {}).setdefault(g, {}).update(d)
        if g in ("gfx6", "gfx7"):
            seen = {}
            for b, gd in sorted(facts.items()):
                for f, v in gd.get(g, {}).items():
                    seen.setdefault((v[0], v[1]), []).append(b)
            for k, bs in seen.items():
                if len(bs) > 1:
                    log("DUP-OPCODE", g, k, bs)


# ----------------------------------------------------------------------------- step 3: operands
REG = re.compile(r"^(v|s)(?:(\d+)(\.[lh])?|\[(\d+):(\d+)\])$")


def reg_info(tok):
    if tok in ("vcc", "vcc_lo"):
        return "s", 106, 64 if tok == "vcc" else 32
    m = REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 16 if m.group(3) else 32
    lo, hi = int(m.group(4)), int(m.group(5))
    return m.group(1), lo, 32 * (hi - lo + 1)


def split_ops(text):
    mn = text.split()[0]
    rest = text[len(mn):].strip()
    if not rest:
        return mn, [], ""
    parts = rest.split(" ")
    k = 1
    while k < len(parts) and parts[k - 1].endswith(","):
        k += 1
    toks = [t.strip() for t in " ".join(parts[:k]).split(",")]
    return mn, toks, " ".join(parts[k:])


def map_fields(family, form, toks):
    """canonical numbering: vdst 8, sdst s[0:1]/vcc, src0 2, src1 4, src2 6, literal = K."""
    fields = []
    seen = set()
    for i, t in enumerate(toks):
        ri = reg_info(t)
        f = None
        if t == "4":
            f = "src1"
        elif t == "6":
            f = "src2"
        elif ri is None:
            f = "imm"
        else:
            kind, n, w = ri
            if n == 8:
                f = "sdst" if family == "VOPC" else "vdst"
            elif n in (0, 106):
                f = "sdst"
            elif n == 2:
                f = "src0"
            elif n == 4:
                f = "src1"
            elif n == 6:
                f = "src2"
        if f is None or f in seen:
            f = "?%d" % i
        seen.add(f)
        fields.append(f)
    return fields


def swap_reg(tok, to):
    ri = reg_info(tok)
    w = ri[2] if ri else 32
    n = max(1, w // 32)
    if to == "s":
        return "s10" if n == 1 else "s[10:%d]" % (10 + n - 1)
    if w == 16:  # a true16 operand (GFX11): another VGPR half
        return "v10.l"
    return "v10" if n == 1 else "v[10:%d]" % (10 + n - 1)


PROBES = ["abs", "neg", "S", "V", "0", "0x3c00", "0x3f800000", "0x12345", "W64"]


def src_field(space, form, bs, slot):
    """encoded value of source field `slot` (0,1,2) or None."""
    if form == "e64":
        w1 = struct.unpack("<I", bs[4:8])[0]
        return (w1 >> (9 * slot)) & 0x1FF
    if slot == 0:
        return struct.unpack("<I", bs[:4])[0] & 0x1FF
    return None


def classify_src(fam, r, tok, notes, name, slot_name, form):
    """r: probe -> result tuple; returns kind string."""
    ok = lambda p: r[p][0] == "asm"
    ri = reg_info(tok)
    width = ri[2] if ri else 32
    if not ok("S") and not ok("0"):
        return "v%d" % width
    if not ok("V") and (ok("S") or ok("0")):
        # only SGPRs/constants: a lane mask if it is wave-sized (gfx10: widens with +wavefrontsize64)
        if width == 64 or ok("W64"):
            return "mask"
        notes.append("sgpr-only:" + tok)
        return "b32"
    inl = lambda p: r[p][0] == "asm" and r[p][3] == 242
    err_inv = lambda p: r[p][0] == "err" and r[p][1].startswith("invalid operand")
    fp = ok("abs") or ok("neg")
    if width == 64:
        return "f64" if fp else "b64"
    packed = re.match(r"v_(pk_|dot2c?_|dot2acc_)", name) is not None
    if fam == "VOP3P" and not ok("abs"):
        # packed ops take no abs; LLVM gives packed-int16 and 32-bit int operands the same
        # literal/inline rules (0x3f800000 is inline for both), so ints are split by name.
        if inl("0x3c00"):
            return "pf16" if packed else "f16"
        notes.append("vop3p-int-type-by-name")
        if re.match(r"v_\w+_f32_", name) and slot_name == "src2":
            return "f32"
        if re.match(r"v_pk_", name) or (re.match(r"v_dot2_[iu]32_[iu]16", name) and slot_name != "src2"):
            return "pb16"
        return "b32"
    if inl("0x3c00"):
        if packed and slot_name != "src2":
            notes.append("packed-by-name")
            return "pf16"
        return "f16"
    is16 = err_inv("0x12345")
    if fp:
        return "f16" if is16 else "f32"
    if form != "e64":
        notes.append("e32-only:type-by-name")
        m = re.search(r"_(f16|f32)$", name)
        if m and not is16:
            return m.group(1) if m.group(1) == "f32" else "f16"
    return "b16" if is16 else "b32"


def vop3_modifier_flags(ok):
    """The VOP3 modifier flags a row takes, from its probes (ok(name): did llvm-mc assemble that probe)."""
    flags = [f for f, probe in (("kVopClamp", "clamp"), ("kVopOmod", "omod")) if ok(probe)]
    if any(ok(k) for k in ("os2", "os3", "os4", "os5")):
        flags.append("kVopOpSel")
    return flags


def step_operands(facts):
    """Build per-instruction signature and flags with probes."""
    info = {}
    probe_lines = {}  # cpu -> list of (key, line)

    def add(cpu, key, line):
        probe_lines.setdefault(cpu, []).append((key, line))

    for b, gd in facts.items():
        pg = next((g for g in PREF if g in gd), None)
        if pg is None:
            continue
        d = gd[pg]
        form = "e64" if "e64" in d else "e32"
        sp, op, text = d[form]
        fam = family_of(gd)
        mn, toks, mods = split_ops(text)
        fields = map_fields(fam if fam != "VOP3P" else "VOP3P", form, toks)
        info[b] = dict(pg=pg, form=form, text=text, mn=mn, toks=toks, fields=fields, fam=fam, space=sp)
        cpu = ORIGIN.get(b, REP_CPU[pg])
        for i, (t, f) in enumerate(zip(toks, fields)):
            if not (f.startswith("src") or f == "imm"):
                continue
            for p in PROBES:
                pcpu = cpu
                if p in ("abs", "neg"):
                    if form != "e64" or reg_info(t) is None:
                        continue
                    s = ("|%s|" if p == "abs" else "-%s") % t
                elif p == "W64":
                    # wave64 probe for gfx10: is a 32-bit SGPR source a lane mask (widens to 64 bits)?
                    ri = reg_info(t)
                    if WAVE[pg] != 32 or ri is None or ri[0] != "s" or ri[2] != 32:
                        continue
                    nt = [("s[%d:%d]" % (reg_info(x)[1], reg_info(x)[1] + 1)
                           if (j == i or ff == "sdst") and reg_info(x) and reg_info(x)[0] == "s" and reg_info(x)[2] == 32
                           else ("vcc" if x == "vcc_lo" else x)) for j, (x, ff) in enumerate(zip(toks, fields))]
                    add(cpu + ",+wavefrontsize64", (b, "src", i, p),
                        (mn + " " + ", ".join(nt) + (" " + mods if mods else "")).strip())
                    continue
                elif p in ("S", "V"):
                    s = swap_reg(t, p.lower())
                else:
                    s = p
                nt = list(toks)
                nt[i] = s
                add(cpu, (b, "src", i, p), (mn + " " + ", ".join(nt) + (" " + mods if mods else "")).strip())
        if form == "e64":
            for p, m in (("clamp", "clamp"), ("omod", "mul:2"), ("os2", "op_sel:[0,0]"), ("os3", "op_sel:[0,0,0]"),
                         ("os4", "op_sel:[0,0,0,0]"), ("os5", "op_sel:[0,0,0,0,0]")):
                add(cpu, (b, "flag", p), text + " " + m)
            add(cpu, (b, "self", 0), text)
        else:
            add(cpu, (b, "self", 0), text)
        # SDWA / DPP probes from the e32 text
        for g, key in (("gfx11", "e64dpp"), ("gfx12", "e64dpp"), ("gfx12_5", "e64dpp")):
            older = {"gfx12": ("gfx11",), "gfx12_5": ("gfx11", "gfx12")}.get(g, ())
            if "e64" not in gd.get(g, {}) or any("e64" in gd.get(o, {}) for o in older):
                continue  # (GFX12's own rows probed on gfx1200; the generation flags tell GFX12 apart, make_valu_gen_flags)
            t64 = gd[g]["e64"][2]
            m64 = t64.split()[0]
            add(ORIGIN.get(b, REP_CPU[g]), (b, "flag", key),
                base_of(m64) + "_e64_dpp" + t64[len(m64):] + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
        for g, key in (("gfx9", "sdwa"), ("gfx9", "dpp"), ("gfx10", "dpp10"), ("gfx10_3", "dpp10_3"), ("gfx8", "sdwa8"),
                       ("gfx11", "dpp11")):
            if "e32" not in gd.get(g, {}):
                continue
            t32 = gd[g]["e32"][2]
            m32 = t32.split()[0]
            bm = base_of(m32)
            rest = t32[len(m32):]
            pcpu = ORIGIN.get(b, REP_CPU[g])
            if key.startswith("sdwa"):
                add(pcpu, (b, "flag", key), bm + "_sdwa" + rest)
            else:
                add(pcpu, (b, "flag", key), bm + "_dpp" + rest + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
    results = {}

    def one(cpu):
        items = probe_lines[cpu]
        return items, asm_batch(cpu, [l for _, l in items])

    for items, res in pmap(one, sorted(probe_lines)):
        for (key, line), r in zip(items, res):
            results[key] = (r, line)
    for b, inf in info.items():
        fam, form, toks, fields = inf["fam"], inf["form"], inf["toks"], inf["fields"]
        notes = []
        selfr = results.get((b, "self", 0))
        if selfr and selfr[0][0] != "asm":
            notes.append("canonical-text-rejected:" + selfr[0][1])
        sig = []
        for i, (t, f) in enumerate(zip(toks, fields)):
            ri = reg_info(t)
            if f.startswith("?"):
                sig.append(f + ":?")
                notes.append("unmapped-token:" + t)
                continue
            if f in ("vdst",):
                sig.append("vdst:%s%d" % (ri[0], ri[2]) if ri else "vdst:?")
                continue
            if f == "sdst":
                sig.append("sdst:mask")
                continue
            r = {}
            for p in PROBES:
                x = results.get((b, "src", i, p))
                if x is None:
                    r[p] = ("err", "(not probed)", 0, None)
                    continue
                rr = x[0]
                if rr[0] == "asm":
                    sp, _ = decode_op(inf["pg"], rr[2])
                    slot = {"src0": 0, "src1": 1, "src2": 2}.get(f)
                    val = src_field(sp, form, rr[2], slot) if slot is not None else None
                    r[p] = ("asm", rr[1], rr[2], val)
                else:
                    r[p] = ("err", rr[1], rr[2], None)
            inf.setdefault("probes", {})[f] = "".join(
                ("+" if r[p][0] == "asm" else "-") + p + ("=%s" % r[p][3] if r[p][0] == "asm" and r[p][3] is not None and p not in ("S", "V", "abs", "neg", "W64") else "") + " "
                for p in PROBES if r[p][1] != "(not probed)").strip()
            if f == "imm":
                k = "k16" if r["0x12345"][0] == "err" and r["0x12345"][1].startswith("invalid operand") else "k32"
                if b.endswith("_f64"):
                    k = "k64"  # (GFX12.5's v_fmaak_f64/v_fmamk_f64: a 64-bit K)
                sig.append("imm:" + k)
                continue
            sig.append(f + ":" + classify_src(fam, r, t, notes, b, f, form))
        inf["sig"] = " ".join(sig)
        flags = []
        ok = lambda k: (b, "flag", k) in results and results[(b, "flag", k)][0][0] == "asm"
        flags += vop3_modifier_flags(ok)
        if ok("sdwa"):
            flags.append("kVopSdwa")
        if ok("dpp"):
            flags.append("kVopDpp")
        dpp10 = ok("dpp10") if "gfx10" in facts[b] and "e32" in facts[b]["gfx10"] else ok("dpp10_3")
        if dpp10:
            flags.append("kVopDpp10")
        if ok("dpp10") != ok("dpp10_3") and "gfx10" in facts[b] and "gfx10_3" in facts[b]:
            notes.append("dpp gfx1010=%s gfx1030=%s" % (ok("dpp10"), ok("dpp10_3")))
        if ok("e64dpp"):
            flags.append("kVopE64Dpp")
        if ok("dpp11") != dpp10 and "gfx11" in facts[b] and "e32" in facts[b]["gfx11"]:
            notes.append("dpp gfx1100=%s" % ok("dpp11"))
        if ok("sdwa8") != ok("sdwa") and "gfx8" in facts[b] and "gfx9" in facts[b]:
            notes.append("sdwa gfx803=%s gfx900=%s" % (ok("sdwa8"), ok("sdwa")))
        if re.match(r"v_cmpsx?_|v_cmpx_", b) and b.startswith(("v_cmpx", "v_cmpsx")):
            flags.append("kVopCmpx")
        if not toks:
            flags.append("kVopNoSrcs")
        if TIED.match(b):
            flags.append("kVopTied")
        if any(n.startswith("sgpr-only") for n in notes):
            flags.append("kVopSgprSrc")
        for g in GENS:
            d = facts[b].get(g, {})
            if g == inf["pg"] or "e64" not in d or form != "e64":
                continue
            fl = map_fields(fam, "e64", split_ops(d["e64"][2])[1])
            if [x for x in fl] != [x for x in fields]:
                notes.append("fields %s: %s" % (g, " ".join(fl)))
        inf["flags"] = flags
        inf["notes"] = notes
        inf["t16"] = true16_fields(facts[b])
    gfx12_true16_fields(facts, info)
    return info


def gfx12_true16_fields(facts, info):
    """GFX12's own rows (no GFX11 text): llvm-mc 22 reads GFX12 as fake16, so their halves come from their words
    disassembled with +real-true16 (v_min_num_f16_e32 v8.l, v2.l, v4.l)."""
    for gen in ("gfx12", "gfx12_5"):
        own_true16_fields(facts, info, gen)


def own_true16_fields(facts, info, gen):
    rows = [b for b in info if not info[b]["t16"] and gen in facts[b] and
            not any(g in facts[b] for g in GENS[GENS.index("gfx11"):GENS.index(gen)])]
    texts = [(b, f, facts[b][gen][f][2]) for b in rows for f in ("e64", "e32") if f in facts[b][gen]]
    cpu = REP_CPU[gen]
    asm = asm_batch(cpu, [t for _, _, t in texts])
    words = [(b, f, r[2]) for (b, f, _), r in zip(texts, asm) if r[0] == "asm"]
    dis = dis_batch(cpu + ",+real-true16", [list(struct.unpack("<%dI" % (len(w) // 4), bytes(w))) for _, _, w in words])
    for (b, f, _), r in zip(words, dis):
        if r[0] != "dis" or info[b]["t16"]:
            continue
        mn, toks, _ = split_ops(r[1])
        sp = facts[b][gen][f][0]
        fields = map_fields("VOPC" if sp == "VOPC" else sp, f, toks)
        info[b]["t16"] = " ".join(fl for t, fl in zip(toks, fields) if re.match(r"^v\d+\.[lh]$", t))


def true16_fields(gd):
    """The operands llvm-mc 22 prints as 16-bit VGPR halves (v8.l) on GFX11 (real-true16, its default): fields
    of the row's GFX11 e64 text (else e32), e.g. "vdst src0 src1"."""
    d = gd.get("gfx11") or gd.get("gfx12") or gd.get("gfx12_5", {})  # (later rows: their own generation's text)
    form = "e64" if "e64" in d else "e32" if "e32" in d else None
    if form is None:
        return ""
    sp, _, text = d[form]
    mn, toks, _ = split_ops(text)
    fam = "VOPC" if sp == "VOPC" else sp
    fields = map_fields(fam, form, toks)
    return " ".join(f for t, f in zip(toks, fields) if re.match(r"^v\d+\.[lh]$", t))


# Tied accumulator (vdst is also read): not observable through llvm-mc (the e64 encoding leaves
# src2 = 0 and prints no src2), so it is taken from the mnemonic.
TIED = re.compile(r"^v_(mac_|fmac_|pk_fmac_|dot\d+c_)")


def family_of(gd):
    for g in GENS:
        if g in gd and "e32" in gd[g]:
            return gd[g]["e32"][0]
    for g in GENS:
        if g in gd and "e64" in gd[g]:
            return "VOP3P" if gd[g]["e64"][0] == "VOP3P" else "VOP3"
    return "?"


# ----------------------------------------------------------------------------- 14 vs 22
def step_14_vs_22(facts):
    out = ["# canonical e32/e64 texts (llvm-mc-22 printed forms) assembled with llvm-mc-14 and llvm-mc-22",
           "# format: cpu<TAB>input<TAB>llvm-mc-22 result<TAB>llvm-mc-14 result   (only differing lines)"]
    gens = ["gfx8", "gfx9", "gfx10", "gfx10_3"]
    jobs = []
    for g in gens:
        lines = [facts[b][g][f][2] for b in sorted(facts) for f in ("e32", "e64")
                 if f in facts[b].get(g, {}) and b not in ORIGIN]
        jobs.append((g, "22", lines))
        jobs.append((g, "14", lines))

    def one(j):
        g, v, lines = j
        return g, v, lines, asm_batch(REP_CPU[g], lines, MC22 if v == "22" else MC14)

    res = {}
    for g, v, lines, r in pmap(one, jobs):
        res[(g, v)] = (lines, r)
    fmt = lambda r: ("%s [%s]" % (r[1], r[2].hex())) if r[0] == "asm" else "ERROR: %s" % r[1]
    ndiff = 0
    for g in gens:
        lines, r22 = res[(g, "22")]
        _, r14 = res[(g, "14")]
        n = 0
        for l, a, c in zip(lines, r22, r14):
            if fmt(a) != fmt(c):
                n += 1
                out.append("%s\t%s\t%s\t%s" % (REP_CPU[g], l, fmt(a), fmt(c)))
        out.append("# %s: %d lines, %d differ" % (REP_CPU[g], len(lines), n))
        ndiff += n
    with open(os.path.join(HERE, "valu_llvm14_vs_22.txt"), "w") as f:
        f.write("\n".join(out) + "\n")
    log("llvm14 vs 22: %d differing lines" % ndiff)


# ----------------------------------------------------------------------------- main
HEADER = ["name", "family"] + ["e32_" + g for g in GENS] + ["e64_" + g for g in GENS] + [
    "operands", "flags", "sig_gen", "sig_form", "probes", "notes"] + ["text_%s_%s" % (g, f) for g in GENS for f in ("e32", "e64")] + [
    "origin", "t16"]


def main():
    facts = step_brute()
    log("gfx8+ brute force: %d base mnemonics" % len(facts))
    step_asm(facts, GENS)
    info = step_operands(facts)
    step_14_vs_22(facts)
    rows = []
    for b, gd in facts.items():
        if b not in info:
            continue
        inf = info[b]
        fam = inf["fam"]
        e32 = ["0x%x" % gd[g]["e32"][1] if g in gd and "e32" in gd[g] else "-1" for g in GENS]
        e64 = ["0x%x" % gd[g]["e64"][1] if g in gd and "e64" in gd[g] else "-1" for g in GENS]
        # sanity: e32 family must be the same on every generation
        fams = {gd[g]["e32"][0] for g in gd if "e32" in gd[g]}
        if len(fams) > 1:
            inf["notes"].append("e32 family differs: %s" % sorted(fams))
        texts = [gd.get(g, {}).get(f, (0, 0, ""))[2] for g in GENS for f in ("e32", "e64")]
        probes = "; ".join("%s[%s]" % (k, v) for k, v in inf.get("probes", {}).items())
        rows.append([b, fam] + e32 + e64 + [inf["sig"], " | ".join(inf["flags"]) or "0", inf["pg"], inf["form"],
                                            probes, "; ".join(inf["notes"])] + texts + [ORIGIN.get(b, "-"), inf["t16"]])
    order = {"VOP1": 1, "VOP2": 2, "VOPC": 3, "VOP3": 4, "VOP3P": 5}
    old_cols = [HEADER.index("%s_%s" % (f, g)) for f in ("e32", "e64") for g in OLD_GENS]
    new_cols = [HEADER.index("%s_%s" % (f, g)) for f in ("e32", "e64") for g in GENS if g not in OLD_GENS]

    def first_op(r):
        # The older generations' rows in their order; the later generations' own rows after them.
        for x in [r[i] for i in old_cols]:
            if x != "-1":
                return int(x, 16)
        for x in [r[i] for i in new_cols]:
            if x != "-1":
                return 0x10000 + int(x, 16)
        return 0

    rows.sort(key=lambda r: (order.get(r[1], 9), first_op(r), r[0]))
    with open(os.path.join(HERE, "valu_facts.tsv"), "w") as f:
        f.write("#" + "\t".join(HEADER) + "\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    fams = {}
    for r in rows:
        fams[r[1]] = fams.get(r[1], 0) + 1
    log("rows per family: %s" % fams)
    ops_i, notes_i = HEADER.index("operands"), HEADER.index("notes")
    for r in rows:
        if "?" in r[ops_i] or r[notes_i]:
            log("NOTE", r[0], r[ops_i], "|", r[notes_i])
    with open(os.path.join(HERE, "valu_aliases.txt"), "w") as f:
        f.write("# mnemonics llvm-mc-22 accepts that are not the printed (disassembler) name of their opcode\n")
        f.write("# gen<TAB>input mnemonic<TAB>canonical row<TAB>form<TAB>space<TAB>opcode<TAB>llvm-mc-22 printed text\n")
        for a in sorted(set(ALIASES)):
            f.write("%s\t%s\t%s\t%s\t%s\t0x%x\t%s\n" % (a[0], a[1], a[3], a[4], a[5], a[6], a[2]))
    with open(os.path.join(HERE, "valu_extract_log.txt"), "w") as f:
        f.write("\n".join(LOG) + "\n")
    print("\n".join(l for l in LOG if not l.startswith(("ALIAS", "NOTE"))))


if __name__ == "__main__":
    main()
