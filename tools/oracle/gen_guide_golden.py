#!/usr/bin/env python3
"""Golden vectors for the instruction examples of the LLVM AMDGPU guide's "Assembler" section.

The examples (tests/data/guide_examples.s, taken from the guide's "Assembler" section) are assembled one line at a time
with llvm-mc 22 for one processor of each generation that the guide's GFX7-GFX10 syntax covers, and written in
the golden format (tests/golden/guide/<gen>.tsv) that tests/conformance/golden_test.cpp checks.

  cd tools/oracle && python3 gen_guide_golden.py
"""
import os
import mcutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
CPUS = {"gfx7": "gfx700", "gfx8": "gfx803", "gfx9": "gfx900", "gfx10": "gfx1010"}


def main():
    lines = [l.rstrip("\n") for l in open(os.path.join(ROOT, "tests/data/guide_examples.s")) if l.strip()]
    out_dir = os.path.join(ROOT, "tests/golden/guide")
    os.makedirs(out_dir, exist_ok=True)
    for gen, cpu in CPUS.items():
        rows = ["# kind\tinput\toutput-or-error\tbytes-or-column  (llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding)" % cpu]
        for line in lines:
            r = mcutil.asm_one(cpu, line)
            rows.append("\t".join([r[0], line, str(r[1]), str(r[2])]))
        with open(os.path.join(out_dir, gen + ".tsv"), "w") as f:
            f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
