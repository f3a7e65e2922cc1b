"""llvm-mc drivers (at most JOBS processes at a time): batched assembly with diagnostics mapped back to
their input line, and batched disassembly walked with the re-encoded lengths."""
import subprocess
from concurrent.futures import ThreadPoolExecutor

from .config import DIAG_RE, GFX940_BACK, GFX940_CPUS, GFX940_SPELLING, JOBS, MC22, respell


# ---------------------------------------------------------------------------------------------
# llvm-mc drivers (at most JOBS processes at a time)

# (the shared drivers of tools/oracle: the same regular expression, one subprocess per batch)
from mcutil import parse_enc_lines as parse_enc, run as _run  # noqa: E402


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
