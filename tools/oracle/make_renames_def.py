#!/usr/bin/env python3
"""Builds src/isa/renames.def: the spellings llvm-mc 22 assembles as another row, and the renamed rows' operations.

Inputs (written by the extractors): scalar_aliases.txt (every candidate s_* spelling assembled on each generation's
representative: a spelling llvm-mc prints as another mnemonic is an alias), vmem_aliases.txt (the memory ones) and
valu_aliases.txt (the VALU ones).
A spelling that is an older generation's row name and assembles on a later generation as another row is that
row's older name: GCN_ALIAS("old", new, GFXn) and GCN_SAME_OPERATION(new, old) (the emulator runs the new row as
the old one). Usage: python3 make_renames_def.py > ../../src/isa/renames.def
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ISA = os.path.normpath(os.path.join(HERE, "..", "..", "src", "isa"))
GEN_ID = {"gfx6": "GFX6", "gfx7": "GFX7", "gfx8": "GFX8", "gfx9": "GFX9", "gfx10": "GFX10", "gfx10_3": "GFX10_3",
          "gfx11": "GFX11", "gfx12": "GFX12", "gfx12_5": "GFX12_5"}


def table_rows():
    """Row name -> the generations (column index) where it has an opcode, from the generated .def files."""
    rows = {}
    for line in open(os.path.join(ISA, "interp_ops.def")):  # GCN_INTERP(id, "mnemonic", enc, GFX11, GFX12, GFX12.5, ...)
        m = re.match(r'GCN_INTERP\((\w+), "(\w+)", \w+, (.*)', line)
        if m:
            cols = [c.strip() for c in m.group(3).split(",")[:3]]
            rows[m.group(1)] = {6 + i for i, o in enumerate(cols) if o != "-1"}
    for f in ("scalar_ops.def", "valu_ops.def", "vmem_ops.def"):
        for line in open(os.path.join(ISA, f)):
            m = re.match(r"GCN_(OP|VOP|MEM)\((\w+), \w+, (.*)", line)
            if not m:
                continue
            cols = [c.strip() for c in m.group(3).split(",")]
            n = 18 if m.group(1) == "VOP" else 9
            ops = cols[:n]
            present = {i % 9 for i, o in enumerate(ops) if o != "-1"}
            rows[m.group(2).rstrip("_")] = present  # (export_: the row of the mnemonic export)
    return rows


def row_id(name):
    """The row's identifier in the .def files (a C++ keyword gets an underscore: export_)."""
    return name + "_" if name in ("export",) else name


def aliases():
    """(gen, spelling, printed mnemonic) from the extractors' alias files."""
    out = []
    for line in open(os.path.join(HERE, "scalar_aliases.txt")):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        out.append((p[0], p[1], p[3].split()[0]))
    for line in open(os.path.join(HERE, "interp_aliases.txt")):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        out.append((p[0], p[1], p[3].split()[0]))
    for line in open(os.path.join(HERE, "vmem_aliases.txt")):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        out.append((p[0], p[1], p[3].split()[0]))
    for line in open(os.path.join(HERE, "valu_aliases.txt")):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        out.append((p[0], p[1], re.sub(r"_e(32|64)$", "", p[6].split()[0])))
    return out


# Aliases whose rows are not the same operation: GFX11's v_dot*_i32_iu* choose each source's signedness by neg_lo
# (the alias assembles with none set), the GFX10 ops multiply signed values.
NOT_SAME = {("v_dot4_i32_iu8", "v_dot4_i32_i8"), ("v_dot8_i32_iu4", "v_dot8_i32_i4")}


def main():
    rows = table_rows()
    order = list(GEN_ID)
    lines, same, spellings = [], [], []
    seen = set()
    for gen, spelling, printed in aliases():
        # A spelling that is no row's name (GFX12's v_cvt_f32_bf8_op_sel): a mnemonic of its own, taken on that
        # generation only. (LLVM 22's _t16/_fake16 names of the true16 rows are made by the tables themselves.)
        if spelling not in rows and printed in rows and printed != spelling and \
                not re.search(r"_(t16|fake16)(_|$)", spelling) and (gen, spelling) not in seen:
            seen.add((gen, spelling))
            spellings.append('GCN_SPELLING("%s", %s, %s)' % (spelling, row_id(printed), GEN_ID[gen]))
            continue
        # (Only spellings that are row names: the parser finds an alias through its row. LLVM 22 also takes its
        # internal _t16/_fake16 names of GFX11 rows as mnemonics; gcnkit does not.)
        if printed == spelling or printed not in rows or spelling not in rows or (gen, spelling) in seen:
            continue
        if order.index(gen) not in rows[printed]:
            continue
        seen.add((gen, spelling))
        lines.append('GCN_ALIAS("%s", %s, %s)' % (spelling, row_id(printed), GEN_ID[gen]))
        # An older generation's row under its new name: the same operation.
        if spelling in rows and order.index(gen) not in rows[spelling] and all(
                g < order.index(gen) for g in rows[spelling]) and (printed, spelling) not in same and \
                (printed, spelling) not in NOT_SAME:
            same.append((printed, spelling))
    print("// Generated by tools/oracle/make_renames_def.py from llvm-mc 22 probes; edit the generator.")
    print('// GCN_ALIAS("spelling", row, gen): llvm-mc 22 assembles the mnemonic `spelling` on `gen` as `row` (and prints')
    print("//   the row's name): an older generation's name of a renamed row, or another spelling of the same generation.")
    print("// GCN_SAME_OPERATION(row, older): `row` (a later generation's name) performs `older`'s operation (OpInfo::sameAs).")
    print("// GCN_SPELLING(\"spelling\", row, gen): a name of `row` that is no row's name, which llvm-mc 22 takes on `gen`")
    print("//   only (with the VALU form suffixes), printing the row's name.")
    for l in lines:
        print(l)
    for l in spellings:
        print(l)
    for new, old in same:
        print("GCN_SAME_OPERATION(%s, %s)" % (row_id(new), row_id(old)))


if __name__ == "__main__":
    main()
