#!/usr/bin/env python3
"""Stage 1 of the processor facts: how each processor's VALU opcode space deviates from its generation's
representative (mcutil.REP_CPU), by llvm-mc 22 disassembly.

For every processor llvm-mc 22 knows of GFX8 .. GFX10.3 (mcutil.GEN_CPUS plus EXTRA_CPUS) and every opcode of
VOP1, VOP2, VOPC (32-bit), VOP3, VOP3P, VINTRP and (GFX8/9) MIMG, one canonical word (VGPR operands, even-aligned: v0 result, v2 v4
v8 sources) is disassembled on the processor and on its representative; every opcode whose mnemonic differs
is a deviation. Writes processor_facts.tsv:
    cpu  gen  family  opcode  mnemonic-on-cpu  mnemonic-on-representative   (`-`: not an instruction)
GFX6/7 processors (no llvm-mc disassembler) are compared by assembly in make_processor_tables.py.
Run: cd tools/oracle && python3 extract_processor_facts.py      (~1 min, one llvm-mc per processor)
"""
import os
import struct
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import GEN_CPUS, REP_CPU, DISASM_GENS  # noqa: E402
from gen_valu_golden import dis_chunk  # noqa: E402

# Processors llvm-mc 22 knows beyond llvm-mc 14's lists (gfx940/gfx941 are gone from LLVM 22).
EXTRA_CPUS = {"gfx9": ["gfx942", "gfx950"], "gfx10_3": ["gfx1036"]}
GFX10 = ("gfx10", "gfx10_3", "gfx11")  # (the VOP3/VOP3P prefixes of GFX10 and later)
PRE_GFX11 = ("gfx8", "gfx9", "gfx10", "gfx10_3")


def cpus_of(gen):
    return GEN_CPUS[gen] + EXTRA_CPUS.get(gen, [])


def canonical_words(gen):
    """(family, opcode, bytes) for every opcode of the VALU families on `gen`."""
    v0, s0, s1, s2 = 0, 0x102, 0x104, 0x108
    out = []
    for opc in range(256):
        out.append(("VOP1", opc, struct.pack("<I", (0x3F << 25) | (v0 << 17) | (opc << 9) | s0)))
        out.append(("VOPC", opc, struct.pack("<I", (0x3E << 25) | (opc << 17) | (4 << 9) | s0)))
    for opc in range(63):
        out.append(("VOP2", opc, struct.pack("<I", (opc << 25) | (v0 << 17) | (4 << 9) | s0)))
    hi = s0 | (s1 << 9) | (s2 << 18)
    vop3 = 0x35 if gen in GFX10 else 0x34
    for opc in range(1024):
        out.append(("VOP3", opc, struct.pack("<II", (vop3 << 26) | (opc << 16) | v0, hi)))
    vintrp = 0x32 if gen in GFX10 else 0x35  # vdst v0, attr0.x, vsrc v2
    for opc in range(3 if gen in PRE_GFX11 else 0):  # (GFX11: VOPD there, VINTERP elsewhere)
        out.append(("VINTRP", opc, struct.pack("<I", (vintrp << 26) | (opc << 16) | 2)))
    if gen not in GFX10:  # MIMG (GFX8/9 layout): dmask 0xf, vdata v4, vaddr v0, s[4:11], s[8:11]
        for opc in range(128):
            out.append(("MIMG", opc, struct.pack("<II", (0x3C << 26) | (opc << 18) | (0xF << 8),
                                                 (4 << 8) | (1 << 16) | (2 << 21))))
    vop3p = 0x198 if gen in GFX10 else 0x1A7
    for opc in range(128):  # op_sel_hi = 1 for every source, as llvm-mc writes a plain VOP3P line
        out.append(("VOP3P", opc, struct.pack("<II", (vop3p << 23) | (opc << 16) | (1 << 14) | v0, hi | (3 << 27))))
    return out


def mnemonic(r):
    if r[0] != "dis":
        return "-"
    m = r[2].split()[0]
    for suffix in ("_e32", "_e64"):
        if m.endswith(suffix):
            m = m[: -len(suffix)]
    return m


def disassemble(cpu, cases):
    chunks = [cases[i:i + 400] for i in range(0, len(cases), 400)]
    with ThreadPoolExecutor(2) as ex:
        parts = list(ex.map(lambda c: dis_chunk(cpu, c), chunks))
    return [mnemonic(r) for p in parts for r in p]


def main():
    rows = []
    for gen in DISASM_GENS:
        words = canonical_words(gen)
        cases = [w for _, _, w in words]
        rep = disassemble(REP_CPU[gen], cases)
        for cpu in cpus_of(gen):
            if cpu == REP_CPU[gen]:
                continue
            got = disassemble(cpu, cases)
            n = 0
            for (fam, opc, _), a, b in zip(words, got, rep):
                if a != b:
                    rows.append((cpu, gen, fam, "0x%x" % opc, a, b))
                    n += 1
            print("%s: %d deviations from %s" % (cpu, n, REP_CPU[gen]), file=sys.stderr)
    with open(os.path.join(HERE, "processor_facts.tsv"), "w") as f:
        f.write("#cpu\tgen\tfamily\topcode\tmnemonic\trepresentative\n")
        for r in rows:
            f.write("\t".join(r) + "\n")


if __name__ == "__main__":
    main()
