"""Helpers to drive llvm-mc as an oracle (stdlib only)."""
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

MC22 = os.environ.get("LLVM_MC22", "llvm-mc-22")
MC14 = os.environ.get("LLVM_MC14", "llvm-mc-14")
JOBS = int(os.environ.get("ORACLE_JOBS", str(max(4, (os.cpu_count() or 2) * 2))))

# The columns of the instruction table (src/isa/target.h Gen), and the generations probed so far: a column that
# is not probed yet is written -1 everywhere (docs/new-generations.md).
COLUMNS = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]
GENS = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]
# The generations of the scripts written before GFX11 (their own tables keep these columns only).
OLD_GENS = GENS[:6]
REP_CPU = {"gfx6": "gfx601", "gfx7": "gfx700", "gfx8": "gfx803", "gfx9": "gfx900",
           "gfx10": "gfx1010", "gfx10_3": "gfx1030", "gfx11": "gfx1100", "gfx12": "gfx1200", "gfx12_5": "gfx1250"}
GEN_CPUS = {
    "gfx6": ["gfx600", "gfx601", "gfx602"],
    "gfx7": ["gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705"],
    "gfx8": ["gfx801", "gfx802", "gfx803", "gfx805", "gfx810"],
    "gfx9": ["gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c"],
    "gfx10": ["gfx1010", "gfx1011", "gfx1012", "gfx1013"],
    "gfx10_3": ["gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035"],
    "gfx11": ["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153"],
    "gfx12": ["gfx1200", "gfx1201"],
    "gfx12_5": ["gfx1250", "gfx1251"],
}
# llvm-mc (14 and 22) cannot disassemble SI/CI ("disassembly not yet supported
# for subtarget" / crash), so GFX6/7 facts come from the assembler.
DISASM_GENS = ["gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]


def column_values(values, default="-1"):
    """One value per table column (COLUMNS) from a {gen: value} dict; unprobed columns get `default`."""
    return [values.get(g, default) for g in COLUMNS]

# Padding appended after every disassembly case: llvm-mc-22 segfaults when an
# instruction needing a 32-bit literal is the last thing in the input.
PAD = bytes.fromhex("78563412") + bytes.fromhex("000080bf") * 2

ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")


def run(args, text):
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def parse_enc_lines(stdout):
    res = []
    for line in stdout.splitlines():
        m = ENC_RE.match(line)
        if m:
            bs = bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())
            res.append((m.group(1).strip(), bs))
    return res


def disasm_one(cpu, case, mc=MC22, attr=None):
    """Disassemble one case (bytes), with -mattr=`attr` if given.
    Returns (status, consumed_bytes, text, reencoded_hex);
    status: 'dis' | 'bad' | 'crash'."""
    data = case + PAD
    rc, out, err = run([mc, "-arch=amdgcn", "-mcpu=" + cpu] + (["-mattr=" + attr] if attr else []) +
                       ["-disassemble", "-show-encoding"], " ".join("0x%02x" % b for b in data) + "\n")
    if rc < 0 or "Stack dump" in err or "LLVM ERROR" in err:
        return ("crash", case, err.strip().splitlines()[0] if err.strip() else "rc=%d" % rc, "")
    first_bad = False
    for line in err.splitlines():
        m = DIAG_RE.match(line)
        if m and m.group(1) == "1" and m.group(2) == "1" and "invalid instruction encoding" in m.group(4):
            first_bad = True
    if first_bad:
        return ("bad", case, "", "")
    encs = parse_enc_lines(out)
    if not encs:
        return ("bad", case, "", "")
    text, bs = encs[0]
    # NB: -show-encoding prints the *re-encoded* MCInst, which can differ from
    # the input (ignored fields are zeroed); only its length is used.
    return ("dis", data[:len(bs)], text, bs.hex())


def disasm_many(cpu, cases, mc=MC22):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(lambda c: disasm_one(cpu, c, mc), cases))


def asm_one(cpu, line, mc=MC22, attr=None):
    """Assemble one line (with -mattr=`attr` if given). Returns ('asm', text, hexbytes) or ('err', msg, col)."""
    rc, out, err = run([mc, "-arch=amdgcn", "-mcpu=" + cpu] + (["-mattr=" + attr] if attr else []) + ["-show-encoding"],
                       line + "\n")
    if rc < 0 or "Stack dump" in err:
        return ("crash", "crash rc=%d" % rc, "")
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if m and m.group(3) == "error":
            return ("err", m.group(4), m.group(2))
    encs = parse_enc_lines(out)
    if len(encs) != 1:
        return ("err", "(oracle: %d instructions produced) %s" % (len(encs), err.strip().replace("\n", " | ")), "0")
    return ("asm", encs[0][0], encs[0][1].hex())


def asm_many(cpu, lines, mc=MC22):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(lambda l: asm_one(cpu, l, mc), lines))


def asm_batch(cpu, lines, mc=MC22):
    """Fast batch assembly (one invocation). Falls back to per-line on mismatch.
    Returns list like asm_one."""
    rc, out, err = run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"], "\n".join(lines) + "\n")
    errs = {}
    for l in err.splitlines():
        m = DIAG_RE.match(l)
        if m and m.group(3) == "error":
            errs.setdefault(int(m.group(1)), (m.group(4), m.group(2)))
    encs = parse_enc_lines(out)
    ok_lines = [i for i in range(1, len(lines) + 1) if i not in errs]
    if rc >= 0 and len(ok_lines) == len(encs):
        res = [None] * len(lines)
        for i, (msg, col) in errs.items():
            res[i - 1] = ("err", msg, col)
        for i, (t, b) in zip(ok_lines, encs):
            res[i - 1] = ("asm", t, b.hex())
        return res
    return asm_many(cpu, lines, mc)


def words_le(*ws):
    return b"".join(w.to_bytes(4, "little") for w in ws)


def unique(items):
    """Items in first-seen order, each once (lines also lose surrounding space; empty ones and tabs go)."""
    seen, out = set(), []
    for it in items:
        if isinstance(it, str):
            it = it.strip()
            if not it or "\t" in it:
                continue
        if it not in seen:
            seen.add(it)
            out.append(it)
    return out


def write_asm_golden(path, cpu, lines, seed, sample=200):
    """Assembles `lines` in one batch, confirms the batch mapping on a seeded sample run one line per
    invocation (redoing everything per line on any mismatch), and writes the golden file in the format
    tests/conformance/golden_test.cpp reads. Returns the rows."""
    import random
    import sys
    uniq = unique(lines)
    res = asm_batch(cpu, uniq)
    rnd = random.Random(seed)
    chk = rnd.sample(range(len(uniq)), min(sample, len(uniq)))
    single = asm_many(cpu, [uniq[i] for i in chk])
    bad = [uniq[i] for i, s in zip(chk, single) if s != res[i]]
    if bad:
        print("batch/per-line mismatch, redoing per line:", bad[:3], file=sys.stderr)
        res = asm_many(cpu, uniq)
    rows = []
    for l, r in zip(uniq, res):
        if r[0] in ("asm", "err"):
            rows.append("%s\t%s\t%s\t%s" % (r[0], l, r[1], r[2]))
        else:
            rows.append("crash\t%s\t%s\t" % (l, r[1]))
    with open(path, "w") as f:
        f.write("# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding)\n" % cpu)
        for r in rows:
            f.write(r + "\n")
    return rows


def write_dis_golden(path, cpu, cases, reencoding, header):
    """Disassembles each case (bytes) and writes the golden file tests/conformance/golden_test.cpp reads: dis/bad/crash
    rows, with llvm-mc's re-encoding of its own text as a 4th column when `reencoding`. Returns the rows."""
    rows = []
    for c, (st, bs, text, reenc) in zip(cases, disasm_many(cpu, cases)):
        if st == "dis":
            rows.append("dis\t%s\t%s" % (bs.hex(), text) + ("\t%s" % reenc if reencoding else ""))
        elif st == "bad":
            rows.append("bad\t%s\t" % c.hex())
        else:
            rows.append("crash\t%s\t%s" % (c.hex(), text))
    with open(path, "w") as f:
        f.write(header + "\n")
        for r in rows:
            f.write(r + "\n")
    return rows


def split_operands(s):
    """Comma-separated operands at bracket depth 0 ("v[2:3], hwreg(1, 2, 3)" is two)."""
    ops, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        ops.append(cur.strip())
    return ops


def generate_goldens(out_dir, gens, asm_golden, dis_golden):
    """The generators' driver: for each generation, asm_golden(gen) -> rows, then (where llvm-mc disassembles)
    dis_golden(gen, asm rows) -> rows; prints how many rows of each kind (first column) each file got."""
    os.makedirs(out_dir, exist_ok=True)
    for gen in gens:
        rows = asm_golden(gen)
        print(gen, "asm", kind_counts(rows), file=sys.stderr)
        if gen in DISASM_GENS:
            print(gen, "dis", kind_counts(dis_golden(gen, rows)), file=sys.stderr)


def kind_counts(rows):
    """"N rows: kind n, ..." for golden rows whose first column is their kind."""
    counts = {}
    for r in rows:
        kind = r.split("\t", 1)[0]
        counts[kind] = counts.get(kind, 0) + 1
    return "%d rows: %s" % (len(rows), ", ".join("%s %d" % kv for kv in sorted(counts.items())))
