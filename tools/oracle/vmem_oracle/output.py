"""The outputs: vmem_facts.tsv, vmem_llvm14_vs_22.txt and the notes on stdout."""
import contextlib
import os
import sys

from .config import CPU, GENS, HERE, MC14, MC22, NOTES_TO_STDOUT
from .mc import asm_batch
from .operands import render
from .modifiers import order_mods
from .layouts import bits_str


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


RETURN_WORDS = ("glc", "th:TH_ATOMIC_RETURN")


def sig_of(x):
    return " ".join("%s:%s" % (f, k) for f, k, t, r in x["ops"])


def rtn_forms(x):
    """Other accepted operand forms (e.g. FLAT atomics with/without the returned vdst)."""
    return sorted({(pi, " ".join("%s:%s" % (f, k) for f, k, t, r in ops), suf) for pi, ops, suf, t, b in x.get("alts", [])})


def write_aliases(spelled):
    """vmem_aliases.txt: every spelling llvm-mc 22 prints as another mnemonic, per generation (make_renames_def.py
    makes GCN_ALIAS lines of those that are row names: GFX11's ds_write_b32 -> ds_store_b32)."""
    with open(os.path.join(HERE, "vmem_aliases.txt"), "w") as fh:
        fh.write("# gen\tspelling\texample input\tllvm-mc-22 printed\tencoding\n")
        for (g, n) in sorted(spelled, key=lambda k: (GENS.index(k[0]), k[1])):
            src, text, b = spelled[(g, n)]
            fh.write("%s\t%s\t%s\t%s\t%s\n" % (g, n, src, text, b.hex()))


def write(facts, notes, layouts):
    rows = []
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        enc = f["enc"]
        pref = next((f["gen"][g] for g in ("gfx9", "gfx10", "gfx7", "gfx10_3", "gfx8", "gfx6", "gfx11", "gfx12", "gfx12_5") if g in f["gen"]))
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
            rtn = [a for a in alts if a[1].startswith("vdst:") and a[2].strip() in RETURN_WORDS]
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
            if x and "vdst:" not in sig_of(x) and "glc" not in pm and "th" not in pm and any(
                    a[1].startswith("vdst:") and a[2].strip() in RETURN_WORDS for a in rtn_forms(x)):
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
    write_aliases(facts.get("__spellings__", {}))
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
