#!/usr/bin/env python3
"""Deterministic generator of a large GFX9 (gfx900) scalar program for benchmarks.

The program mixes labels, SMEM loads (s_load_dword*, s_buffer_load_dword* with immediate and
SGPR offsets), SALU ops (with inline constants and 32-bit literals), s_waitcnt, s_nop and
forward/backward branches (s_branch, s_cbranch_*), and ends with s_endpgm.  Every line is one
llvm-mc and gcnkit both accept and encode identically, so the two can be timed on the same input.

  python3 bench/gen_scalar_program.py [-n LINES] [--seed S] [--label-every L] [-o OUT.s]

N counts every output line (labels included); the default is 1,000,000.  --label-every L puts a label
about every L lines (default 50; compiler output with many small basic blocks has one every ~10 lines).
Branch targets are labels within +-2000 lines, so the 16-bit SOPP offsets always fit.
"""
import argparse
import random
import sys

LABEL_EVERY = 50     # by default, a label roughly every 50 lines
BRANCH_WINDOW = 2000  # branch targets lie within +-2000 lines

SMEM_LOADS = [("s_load_dword", 1, 2), ("s_load_dwordx2", 2, 2), ("s_load_dwordx4", 4, 2),
              ("s_load_dwordx8", 8, 2)]
SMEM_BUFFER = [("s_buffer_load_dword", 1, 4), ("s_buffer_load_dwordx2", 2, 4),
               ("s_buffer_load_dwordx4", 4, 4)]
BRANCHES = ["s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_execz"]
SOP2_32 = ["s_add_u32", "s_sub_u32", "s_and_b32", "s_or_b32", "s_xor_b32", "s_cselect_b32",
           "s_lshl_b32", "s_lshr_b32", "s_min_u32", "s_max_i32", "s_mul_i32"]
SOP2_64 = ["s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64", "s_cselect_b64"]
SOPC = ["s_cmp_eq_u32", "s_cmp_lg_u32", "s_cmp_gt_i32", "s_cmp_lt_u32", "s_cmp_ge_i32", "s_cmp_le_u32"]
INLINE_FLOATS = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"]


def sreg(rng, count=1, top=102):
    """An aligned SGPR or SGPR range ('s5', 's[4:5]', 's[8:11]') of `count` registers."""
    align = min(count, 4)
    base = rng.randrange(0, (top - count) // align + 1) * align
    if count == 1:
        return f"s{base}"
    return f"s[{base}:{base + count - 1}]"


def src32(rng):
    """A 32-bit scalar source: SGPR, special register, inline constant or 32-bit literal."""
    r = rng.random()
    if r < 0.45:
        return sreg(rng)
    if r < 0.55:
        return rng.choice(["vcc_lo", "vcc_hi", "exec_lo", "m0"])
    if r < 0.75:
        return str(rng.randint(-16, 64))
    if r < 0.80:
        return rng.choice(INLINE_FLOATS)
    return f"0x{rng.randrange(65, 1 << 32):x}"


def src64(rng):
    r = rng.random()
    if r < 0.5:
        return sreg(rng, 2)
    if r < 0.65:
        return rng.choice(["vcc", "exec"])
    if r < 0.85:
        return str(rng.randint(-16, 64))
    return f"0x{rng.randrange(65, 1 << 20):x}"


def branch_label(rng, line, label_lines, label_every):
    """The index of a label within +-BRANCH_WINDOW lines of `line`, forward or backward."""
    lo, hi = max(0, line - BRANCH_WINDOW), line + BRANCH_WINDOW
    # label indices around the window
    first = max(0, lo // label_every)
    last = min(len(label_lines) - 1, hi // label_every)
    while True:
        k = rng.randint(first, last)
        if lo <= label_lines[k] <= hi:
            return k


def instruction(rng, line, label_lines, label_every=LABEL_EVERY):
    """One instruction line; `label_lines` is the sorted list of line numbers that carry labels."""
    r = rng.random()
    if r < 0.20:
        name, n, sb = rng.choice(SMEM_LOADS) if rng.random() < 0.7 else rng.choice(SMEM_BUFFER)
        off = f"0x{rng.randrange(0, 1 << 20):x}" if rng.random() < 0.7 else sreg(rng)
        return f"  {name} {sreg(rng, n)}, {sreg(rng, sb)}, {off}"
    if r < 0.28:
        return rng.choice(["  s_waitcnt lgkmcnt(0)", "  s_waitcnt vmcnt(0) & lgkmcnt(0)"])
    if r < 0.31:
        return f"  s_nop {rng.randrange(0, 8)}"
    if r < 0.39:
        k = branch_label(rng, line, label_lines, label_every)  # drawn before the mnemonic: seeds keep their programs
        return f"  {rng.choice(BRANCHES)} L{k}"
    if r < 0.55:
        a = src32(rng)
        b = src32(rng) if rng.random() < 0.3 else sreg(rng)
        if a.startswith("0x") and b.startswith("0x"):
            b = sreg(rng)  # at most one 32-bit literal per instruction
        return f"  {rng.choice(SOP2_32)} {sreg(rng)}, {a}, {b}"
    if r < 0.63:
        return f"  {rng.choice(SOP2_64)} {sreg(rng, 2)}, {src64(rng)}, {sreg(rng, 2)}"
    if r < 0.73:
        return f"  s_mov_b32 {sreg(rng)}, {src32(rng)}"
    if r < 0.79:
        return f"  s_mov_b64 {sreg(rng, 2)}, {src64(rng)}"
    if r < 0.88:
        return f"  {rng.choice(SOPC)} {sreg(rng)}, {src32(rng)}"
    return f"  s_movk_i32 {sreg(rng)}, 0x{rng.randrange(0, 1 << 16):x}"


def write_program(n, rng, out, instruction, label_every=LABEL_EVERY):
    """Writes n lines to `out`: labels L0, L1, ... about every `label_every` lines, instruction(line, label_lines)
    on the others, s_endpgm last.  Shared with gen_vector_program."""
    if label_every < 2:
        raise ValueError("label_every must be at least 2 (a label on every line leaves no instruction)")
    # Label k sits on line k*label_every + jitter (strictly increasing, first on line 0); the jitter is
    # +-10 lines at the default spacing, less for denser labels.
    jitter = min(10, (label_every - 1) // 2)
    label_lines = []
    for k in range(max(1, (n - 1) // label_every + 1)):
        line = 0 if k == 0 else k * label_every + (rng.randrange(-jitter, jitter) if jitter else 0)
        if line >= n - 1:
            break
        label_lines.append(line)
    labels = set(label_lines)
    index = {ln: k for k, ln in enumerate(label_lines)}
    buf = []
    for line in range(n - 1):
        if line in labels:
            buf.append(f"L{index[line]}:")
        else:
            buf.append(instruction(line, label_lines))
        if len(buf) >= 65536:
            out.write("\n".join(buf))
            out.write("\n")
            buf.clear()
    buf.append("  s_endpgm")
    out.write("\n".join(buf))
    out.write("\n")


def generate(n, seed=1, out=sys.stdout, label_every=LABEL_EVERY):
    """Writes an n-line program to `out` (a text stream), with a label about every `label_every` lines."""
    rng = random.Random(seed)
    write_program(n, rng, out, lambda line, label_lines: instruction(rng, line, label_lines, label_every),
                  label_every)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--lines", type=int, default=1_000_000, help="number of lines (default 1000000)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--label-every", type=int, default=LABEL_EVERY,
                    help=f"a label about every this many lines (default {LABEL_EVERY}, at least 2)")
    ap.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    args = ap.parse_args()
    if args.lines < 2:
        ap.error("need at least 2 lines")
    if args.label_every < 2:
        ap.error("--label-every must be at least 2")
    if args.output == "-":
        generate(args.lines, args.seed, sys.stdout, args.label_every)
    else:
        with open(args.output, "w") as f:
            generate(args.lines, args.seed, f, args.label_every)


if __name__ == "__main__":
    main()
