#!/usr/bin/env python3
"""Deterministic generator of a large program of one generation for benchmarks, from its golden vectors:
--gen gfx11 (gfx1100, wave32, real true16) or gfx12 (gfx1200, wave32, fake16 as llvm-mc 22 reads GFX12).

Its instructions are drawn from the generation's golden vectors (tests/golden/{scalar,valu,vmem}/<gen>.tsv): every
line llvm-mc 22 assembles there, so every form of every instruction the tables have there (SALU, SMEM, VOP1/2/C,
VOP3, VOP3P, VOPD, true16 halves on GFX11, DPP16/DPP8, DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF or VBUFFER, MIMG or
VIMAGE/VSAMPLE, EXP), with these weights: ~25% scalar, ~55% VALU, ~20% memory, as compiler output is. Left out: the rows gcnkit does not match yet (the suites'
gaps_*.tsv), rows with a symbol (a relocation), and rows whose printed text llvm-mc 22 does not assemble back to the
same bytes, or gcnkit (--gcnkit) does not, or whose bytes llvm-mc 22 disassembles to another text (so that both tools
take the program and their disassemblies agree line by line: this step runs llvm-mc 22, $LLVM_MC22 or llvm-mc-22,
and gcnkit mc).
A label about every --label-every lines.

  python3 bench/gen_golden_program.py [--gen gfx11|gfx12] [-n LINES] [--seed S] [--label-every L]
                                      [--gcnkit build/gcnkit] [-o OUT.s]
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(os.path.dirname(HERE), "tests", "golden")
LABEL_EVERY = 50
WEIGHTS = {"scalar": 0.25, "valu": 0.55, "vmem": 0.20}
# The processor each generation's golden vectors were made for.
CPUS = {"gfx11": "gfx1100", "gfx12": "gfx1200"}


def gaps(suite, gen):
    path = os.path.join(GOLDEN, suite, f"gaps_{gen}.tsv")
    if not os.path.exists(path):
        return set()
    return {l.rstrip("\n") for l in open(path) if l.strip() and not l.startswith("#")}


def rows(suite, gen):
    """The input lines of the suite's golden file of `gen` that llvm-mc assembles and that print as they read."""
    skip = gaps(suite, gen)
    out = []
    for line in open(os.path.join(GOLDEN, suite, f"{gen}.tsv")):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        if len(p) < 4 or p[0] != "asm" or p[1] in skip:
            continue
        text, hexbytes = p[2], p[3]
        if "0a0a0a0a" in hexbytes or "/*" in text:  # a fixup, or a lossy comment
            continue
        if text.split(" ")[0].startswith(("s_branch", "s_cbranch", "s_call", "s_setpc", "s_getpc", "s_swappc",
                                          "s_endpgm", "s_code_end", "s_trap", "s_rfe", "s_sethalt")):
            continue
        out.append((text, hexbytes))
    return sorted(set(out))


def round_trips(candidates, tool, cpu):
    """The (text, bytes) pairs whose text `tool` (an llvm-mc-like command) assembles to those bytes on `cpu`."""
    r = subprocess.run([*tool, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(t for t, _ in candidates) + "\n", capture_output=True, text=True)
    bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", r.stderr)}
    encodings = [m.group(1) for m in re.finditer(r"; encoding: \[([^\]]*)\]", r.stdout)]
    ok = [c for i, c in enumerate(candidates) if i + 1 not in bad]
    if len(ok) != len(encodings):
        sys.exit("gen_golden_program.py: llvm-mc 22's output does not line up with its input")
    return [(t, b) for (t, b), e in zip(ok, encodings) if "".join(x[2:] for x in e.split(",")) == b]


def disassembled_as_written(candidates, tool, cpu):
    """The (text, bytes) pairs whose bytes `tool` disassembles to the text itself. (llvm-mc 22 prints some words
    otherwise than its assembly listing does, with a text it does not take back: v_fmac_f16_e64 with a .h
    destination lists op_sel:[1,1,1,1] and disassembles as op_sel:[1,1,0,1]; the listings could not agree.)"""
    words = "\n".join(",".join("0x" + b[i:i + 2] for i in range(0, len(b), 2)) for _, b in candidates) + "\n"
    r = subprocess.run([*tool, "-arch=amdgcn", f"-mcpu={cpu}", "-disassemble"], input=words, capture_output=True,
                       text=True)
    texts = [l.strip() for l in r.stdout.split("\n") if l.strip() and not l.strip().startswith(".text")]
    if len(texts) != len(candidates):
        sys.exit("gen_golden_program.py: llvm-mc 22's disassembly does not line up with its input")
    return [(t, b) for (t, b), d in zip(candidates, texts) if d == t]


def agreed(candidates, gcnkit, cpu):
    """The rows both llvm-mc 22 and gcnkit assemble to the golden bytes (gcnkit's deliberate deviations, such as
    refusing a 16-bit immediate LLVM truncates, are left out) and llvm-mc 22 disassembles as written."""
    mc = os.environ.get("LLVM_MC22") or shutil.which("llvm-mc-22") or "/usr/lib/llvm-22/bin/llvm-mc"
    rows_ = round_trips(round_trips(candidates, [mc], cpu), [gcnkit, "mc"], cpu)
    return [t for t, _ in disassembled_as_written(rows_, [mc], cpu)]


def generate(n, seed=1, out=sys.stdout, label_every=LABEL_EVERY, gcnkit=None, gen="gfx11"):
    rng = random.Random(seed)
    gcnkit = gcnkit or os.path.join(os.path.dirname(HERE), "build", "gcnkit")
    pools = {s: agreed(rows(s, gen), gcnkit, CPUS[gen]) for s in WEIGHTS}
    names, weights = list(WEIGHTS), [WEIGHTS[s] for s in WEIGHTS]
    w = out.write
    w("\t.text\n")
    lines = 1
    label = 0
    while lines < n - 1:
        if lines % label_every == 0:
            w(f"L{label}:\n")
            label += 1
        else:
            pool = pools[rng.choices(names, weights)[0]]
            w("\t" + pool[rng.randrange(len(pool))] + "\n")
        lines += 1
    w("\ts_endpgm\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gen", choices=sorted(CPUS), default="gfx11")
    ap.add_argument("-n", "--lines", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--label-every", type=int, default=LABEL_EVERY)
    ap.add_argument("--gcnkit", default=None, help="gcnkit binary (default: build/gcnkit in the source tree)")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    out = sys.stdout if args.output == "-" else open(args.output, "w")
    generate(args.lines, args.seed, out, args.label_every, args.gcnkit, args.gen)


if __name__ == "__main__":
    main()
