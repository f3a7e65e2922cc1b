#!/usr/bin/env python3
"""Per-generation VALU modifier flags: writes src/isa/valu_gen_flags.def.

The flags column of src/isa/valu_ops.def was probed on ONE generation per row (gfx9, else gfx10,
gfx10.3, gfx8, gfx7, gfx6 -- column sig_gen of valu_facts.tsv). llvm-mc accepts different
modifiers on different generations, so this script re-runs the flag probes of
extract_vector_facts.py on EVERY generation where the row exists and writes one
GCN_VOP_GEN_FLAGS(name, generation, flags) line per (row, generation) whose probed flag set
differs from the row's flags.

Input: valu_facts.tsv (the canonical per-generation e32/e64 texts printed by llvm-mc 22, written
by extract_vector_facts.py). Oracle: llvm-mc-22 on gfx601 gfx700 gfx803 gfx900 gfx1010 gfx1030
(at most ORACLE_JOBS=2 processes at a time, every probe of a CPU batched into few invocations).

Probes on generation G (the same as extract_vector_facts.step_operands, just per generation):
  kVopClamp   the e64/VOP3P text of G + " clamp" assembles (e.g. gfx6/7 reject integer clamp:
              "integer clamping is not supported on this GPU")
  kVopOmod    the e64/VOP3P text of G + " mul:2" assembles
  kVopOpSel   the e64/VOP3P text of G + " op_sel:[0,0]" / [0,0,0] / [0,0,0,0] / [0,0,0,0,0] assembles
  kVopSdwa    (gfx8..gfx10.3) NAME_sdwa + the operands of the e32 text of G (SGPR sources other than
              vcc replaced by VGPRs) assembles
  kVopDpp     (gfx8, gfx9) NAME_dpp + the e32 operands + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
  kVopDpp10   (gfx10, gfx10.3) the same _dpp probe
  A generation without an e64 form has no clamp/omod/op_sel; one without an e32 form no sdwa/dpp.
  kVopCmpx, kVopNoSrcs, kVopTied, kVopSgprSrc are copied from the row.

Comparison: only the flags meaningful on G are compared -- kVopSdwa on gfx8..gfx10.3, kVopDpp on
gfx8/gfx9, kVopDpp10 on gfx10/gfx10.3 (SDWA/DPP encodings do not exist elsewhere; consumers keep
gating them by generation). An emitted line lists the complete set on G, i.e. without the
encodings G does not have (no kVopDpp on GFX10, no kVopSdwa/kVopDpp/kVopDpp10 on GFX6/7).

Self-check: on the row's own probe generation (sig_gen) the re-probed set must equal the row's
flags; mismatches are printed and written to valu_gen_flags_log.txt.

Also (report only, nothing is fixed): the operand list (field:kind, classify_src() of
extract_vector_facts with the same probes) is re-derived on every generation and compared with the
row's operands; differences are written to valu_gen_flags_log.txt, split into those already
explained by a 'fields gfxN' note in the valu_ops.def trailer and new ones.

Usage: cd tools/oracle && ORACLE_JOBS=2 python3 make_valu_gen_flags.py
       (writes ../../src/isa/valu_gen_flags.def and valu_gen_flags_log.txt; argv[1] = other .def path)
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("ORACLE_JOBS", "2")
import extract_vector_facts as X  # noqa: E402
from mcutil import GENS, REP_CPU  # noqa: E402

OUT = os.path.join(HERE, "..", "..", "src", "isa", "valu_gen_flags.def")
LOGF = os.path.join(HERE, "valu_gen_flags_log.txt")
GEN_ID = {"gfx6": "GFX6", "gfx7": "GFX7", "gfx8": "GFX8", "gfx9": "GFX9", "gfx10": "GFX10", "gfx10_3": "GFX10_3",
          "gfx11": "GFX11", "gfx12": "GFX12", "gfx12_5": "GFX12_5"}
ORDER = ["kVopClamp", "kVopOmod", "kVopOpSel", "kVopSdwa", "kVopDpp", "kVopDpp10", "kVopE64Dpp",
         "kVopCmpx", "kVopNoSrcs", "kVopTied", "kVopSgprSrc", "kVopTrue16", "kVopTrue16Only"]
KEPT = {"kVopCmpx", "kVopNoSrcs", "kVopTied", "kVopSgprSrc"}
SDWA_GENS = {"gfx8", "gfx9", "gfx10", "gfx10_3"}
DPP_GENS = {"gfx8", "gfx9"}
DPP10_GENS = {"gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"}  # kVopDpp10: the DPP16 form of the 32-bit encoding
E64DPP_GENS = {"gfx11", "gfx12", "gfx12_5"}                 # kVopE64Dpp: DPP16/DPP8 after a VOP3 word
SREG = re.compile(r"^s(\d+|\[\d+:\d+\])$")



def gen_of_cpu(cpu):
    """The table column of a processor (gfx950 -> gfx9, gfx1031 -> gfx10_3)."""
    n = cpu[3:]
    if len(n) == 3:
        return "gfx" + n[0] if n[0] != "1" else "gfx10"
    if n.startswith("10"):
        return "gfx10_3" if n[2] == "3" else "gfx10"
    if n.startswith("125"):
        return "gfx12_5"
    return "gfx" + n[:2]

def relevant(g):
    s = {"kVopClamp", "kVopOmod", "kVopOpSel"}
    if g in SDWA_GENS:
        s.add("kVopSdwa")
    if g in DPP_GENS:
        s.add("kVopDpp")
    if g in DPP10_GENS:
        s.add("kVopDpp10")
    if g in E64DPP_GENS:
        s |= {"kVopE64Dpp", "kVopTrue16Only"}
    return s


T16_DEFAULT_OFF = {"gfx12", "gfx12_5"}  # generations whose llvm-mc 22 default is fake16


def halved(text, d):
    """text with the row's true16 operands (column t16: vdst src0 ...) written as low halves (v8 -> v8.l)."""
    mn, toks, mods = X.split_ops(text)
    fields = X.map_fields(d["family"], "e64", toks)
    halves = set(d["t16"].split())
    toks = [t + ".l" if f in halves and re.fullmatch(r"v\d+", t) else t for t, f in zip(toks, fields)]
    return (mn + " " + ", ".join(toks) + (" " + mods if mods else "")).strip()


def fmt(flags):
    return " | ".join(f for f in ORDER if f in flags) or "0"


def vgprize(toks, operands=""):
    """The sources as VGPRs (DPP forms read VGPRs); lane masks (carry-out, carry-in, v_cndmask's condition), the
    operands of kind `mask`, stay SGPRs."""
    kinds = [o.split(":", 1)[1] for o in operands.split()]
    out = []
    for i, t in enumerate(toks):
        mask = len(kinds) == len(toks) and kinds[i] == "mask"
        if i > 0 and SREG.match(t) and not mask:
            t = X.swap_reg(t, "v")
        out.append(t)
    return out


def load():
    with open(os.path.join(HERE, "valu_facts.tsv")) as f:
        hdr = f.readline().lstrip("#").rstrip("\n").split("\t")
        return [dict(zip(hdr, l.rstrip("\n").split("\t"))) for l in f if not l.startswith("#")]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    rows = load()
    probe = {}  # cpu -> [(key, line)]

    def add(cpu, key, line):
        probe.setdefault(cpu, []).append((key, line))

    def present(d, g):
        return d["e32_" + g] != "-1" or d["e64_" + g] != "-1"

    for d in rows:
        b = d["name"]
        for g in GENS:
            if not present(d, g):
                continue
            # a processor's own row: probed there on its generation (elsewhere on the generation's representative)
            cpu = d["origin"] if d.get("origin", "-") != "-" and gen_of_cpu(d["origin"]) == g else REP_CPU[g]
            t64 = d["text_%s_e64" % g]
            t32 = d["text_%s_e32" % g]
            if t64:
                for p, m in (("clamp", "clamp"), ("omod", "mul:2"), ("os2", "op_sel:[0,0]"),
                             ("os3", "op_sel:[0,0,0]"), ("os4", "op_sel:[0,0,0,0]"),
                             ("os5", "op_sel:[0,0,0,0,0]")):
                    add(cpu, (b, g, "flag", p), t64 + " " + m)
                    # A true16 row's op_sel names its halves, so it exists in real-true16 mode only. llvm-mc 22's
                    # default mode is real-true16 on gfx11 but fake16 on gfx12 and gfx12.5: probe those there too, with
                    # the 16-bit operands written as halves (as gfx11's default texts are), so that kVopOpSel means
                    # the same on every true16 generation (fake16WithoutOpsel takes it away in fake16 mode).
                    if p.startswith("os") and g in T16_DEFAULT_OFF and d.get("t16"):
                        add(cpu + ",+real-true16", (b, g, "flag", "t16" + p), halved(t64, d) + " " + m)
                    # ... and whether the row's fake16 form (plain VGPRs) takes it too: most promoted VOP1/VOP2/VOPC
                    # rows do not, the fp8 conversions' (whose op_sel picks a byte or word of a 32-bit source) do.
                    if p.startswith("os") and g in E64DPP_GENS and d.get("t16"):
                        add(cpu + ",-real-true16", (b, g, "flag", "f16" + p), re.sub(r"\b(v\d+)\.[lh]\b", r"\1", t64) + " " + m)
                if g in E64DPP_GENS:
                    mn, toks, mods = X.split_ops(t64)
                    rest = (" " + ", ".join(vgprize(toks, d["operands"]))) if toks else ""
                    rest += (" " + mods) if mods else ""
                    add(cpu, (b, g, "flag", "e64dpp"),
                        X.base_of(mn) + "_e64_dpp" + rest + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
            if t32 and (g in SDWA_GENS or g in DPP10_GENS):
                mn, toks, mods = X.split_ops(t32)
                bm = X.base_of(mn)
                rest = (" " + ", ".join(vgprize(toks))) if toks else ""
                rest += (" " + mods) if mods else ""
                if g in SDWA_GENS:
                    add(cpu, (b, g, "flag", "sdwa"), bm + "_sdwa" + rest)
                add(cpu, (b, g, "flag", "dpp"), bm + "_dpp" + rest + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
            if g in E64DPP_GENS and d.get("t16"):
                # true16 rows: the line with plain VGPRs for the halves (llvm-mc 22 matches the row's fake16 form)
                t = t64 or t32
                add(cpu, (b, g, "flag", "plain16"), re.sub(r"\b(v\d+)\.[lh]\b", r"\1", t))
            # operand probes (same as extract_vector_facts.step_operands) on the row's form
            form = d["sig_form"]
            text = d["text_%s_%s" % (g, form)]
            if not text:
                continue
            mn, toks, mods = X.split_ops(text)
            fields = X.map_fields(d["family"], form, toks)
            for i, (t, f) in enumerate(zip(toks, fields)):
                if not (f.startswith("src") or f == "imm"):
                    continue
                for p in X.PROBES:
                    pcpu = cpu
                    if p in ("abs", "neg"):
                        if form != "e64" or X.reg_info(t) is None:
                            continue
                        s = ("|%s|" if p == "abs" else "-%s") % t
                    elif p == "W64":
                        ri = X.reg_info(t)
                        if X.WAVE[g] != 32 or ri is None or ri[0] != "s" or ri[2] != 32:
                            continue
                        nt = [("s[%d:%d]" % (X.reg_info(x)[1], X.reg_info(x)[1] + 1)
                               if (j == i or ff == "sdst") and X.reg_info(x) and X.reg_info(x)[0] == "s"
                               and X.reg_info(x)[2] == 32
                               else ("vcc" if x == "vcc_lo" else x)) for j, (x, ff) in enumerate(zip(toks, fields))]
                        add(cpu + ",+wavefrontsize64", (b, g, "src", i, p),
                            (mn + " " + ", ".join(nt) + (" " + mods if mods else "")).strip())
                        continue
                    elif p in ("S", "V"):
                        s = X.swap_reg(t, p.lower())
                    else:
                        s = p
                    nt = list(toks)
                    nt[i] = s
                    add(pcpu, (b, g, "src", i, p), (mn + " " + ", ".join(nt) + (" " + mods if mods else "")).strip())

    def one(cpu):
        items = probe[cpu]
        return items, X.asm_batch(cpu, [l for _, l in items])

    results = {}
    for items, res in X.pmap(one, sorted(probe)):
        for (key, line), r in zip(items, res):
            results[key] = (r, line)
    ncrash = sum(1 for r, _ in results.values() if r[0] == "err" and r[1].startswith("(oracle)"))

    # trailer notes of valu_ops.def ('fields gfxN: ...')
    noted = {}
    for d in rows:
        for m in re.finditer(r"fields (gfx\w+):", d["notes"]):
            noted.setdefault(d["name"], set()).add(m.group(1))

    lines, log, fake16_no_opsel = [], [], []
    counts = {g: 0 for g in GENS}
    selfbad = []
    opdiff_new, opdiff_noted, opdiff_form = [], [], []
    for d in rows:
        b = d["name"]
        rowf = set(x.strip() for x in d["flags"].split("|")) - {"0"}
        for g in GENS:
            if not present(d, g):
                continue
            ok = lambda k: (b, g, "flag", k) in results and results[(b, g, "flag", k)][0][0] == "asm"
            pf = set(f for f in rowf if f in KEPT) | set(X.vop3_modifier_flags(ok))
            # (op_sel in real-true16 mode: not part of the self-check below, whose row flags were probed in the default mode)
            t16opsel = any(ok("t16os%d" % n) for n in (2, 3, 4, 5)) and "kVopOpSel" not in pf
            if g in SDWA_GENS and ok("sdwa"):
                pf.add("kVopSdwa")
            if g in DPP_GENS and ok("dpp"):
                pf.add("kVopDpp")
            if g in DPP10_GENS and ok("dpp"):
                pf.add("kVopDpp10")
            if g in E64DPP_GENS and ok("e64dpp"):
                pf.add("kVopE64Dpp")
            if g in E64DPP_GENS and d.get("t16"):  # (make_vector_def.py gives the row kVopTrue16 so: halves on GFX11)
                pf.add("kVopTrue16")
                if not ok("plain16"):
                    pf.add("kVopTrue16Only")
            rel = relevant(g)
            if g == d["sig_gen"]:
                # the row's flags were probed here; kVopSdwa/kVopDpp came from gfx9, kVopDpp10 from gfx10(.3)
                chk = {"kVopClamp", "kVopOmod", "kVopOpSel"}
                if g == "gfx9":
                    chk |= {"kVopSdwa", "kVopDpp"}
                if (pf & chk) != (rowf & chk):
                    selfbad.append("SELF-CHECK %s %s row=[%s] probed=[%s]" % (b, g, fmt(rowf), fmt(pf)))
            if t16opsel:
                pf.add("kVopOpSel")
            if g in E64DPP_GENS and d.get("t16") and "kVopOpSel" in pf and not any(ok("f16os%d" % n) for n in (2, 3, 4, 5)):
                fake16_no_opsel.append("GCN_VOP_FAKE16_NO_OPSEL(%s, %s)" % (b, GEN_ID[g]))
            if (pf & rel) != (rowf & rel):
                counts[g] += 1
                lines.append("GCN_VOP_GEN_FLAGS(%s, %s, %s)" % (b, GEN_ID[g], fmt(pf)))
                why = []
                for f in ORDER:
                    if f in rel and (f in pf) != (f in rowf):
                        k = {"kVopClamp": "clamp", "kVopOmod": "omod", "kVopOpSel": "os3", "kVopSdwa": "sdwa",
                             "kVopDpp": "dpp", "kVopDpp10": "dpp", "kVopE64Dpp": "e64dpp",
                             "kVopTrue16Only": "plain16"}[f]
                        if t16opsel and f == "kVopOpSel":
                            k = next("t16os%d" % n for n in (2, 3, 4, 5) if ok("t16os%d" % n))
                        r = results.get((b, g, "flag", k))
                        detail = ("%s -> %s" % (r[1], "ok" if r[0][0] == "asm" else r[0][1])) if r else "(no such form)"
                        why.append("%s%s: %s" % ("+" if f in pf else "-", f, detail))
                log.append("FLAGS %s %s: %s" % (b, g, "; ".join(why)))
            # operands on g
            form = d["sig_form"]
            text = d["text_%s_%s" % (g, form)]
            if not text:
                other = d["text_%s_%s" % (g, "e32" if form == "e64" else "e64")]
                opdiff_form.append("%s %s: no %s form (row form); other form: %s" % (b, g, form, other or "-"))
                continue
            mn, toks, mods = X.split_ops(text)
            fields = X.map_fields(d["family"], form, toks)
            sig, notes = [], []
            for i, (t, f) in enumerate(zip(toks, fields)):
                ri = X.reg_info(t)
                if f.startswith("?"):
                    sig.append(f + ":?")
                    continue
                if f == "vdst":
                    sig.append("vdst:%s%d" % (ri[0], ri[2]) if ri else "vdst:?")
                    continue
                if f == "sdst":
                    sig.append("sdst:mask")
                    continue
                r = {}
                for p in X.PROBES:
                    x = results.get((b, g, "src", i, p))
                    if x is None:
                        r[p] = ("err", "(not probed)", 0, None)
                        continue
                    rr = x[0]
                    if rr[0] == "asm":
                        sp, _ = X.decode_op(g, rr[2])
                        slot = {"src0": 0, "src1": 1, "src2": 2}.get(f)
                        val = X.src_field(sp, form, rr[2], slot) if slot is not None else None
                        r[p] = ("asm", rr[1], rr[2], val)
                    else:
                        r[p] = ("err", rr[1], rr[2], None)
                if f == "imm":
                    k = "k16" if r["0x12345"][0] == "err" and r["0x12345"][1].startswith("invalid operand") else "k32"
                    sig.append("imm:" + k)
                    continue
                sig.append(f + ":" + X.classify_src(d["family"], r, t, notes, b, f, form))
            sig = " ".join(sig)
            if sig != d["operands"]:
                msg = "%s %s: row \"%s\" vs \"%s\"  (e.g. %s)" % (b, g, d["operands"], sig, text)
                if g in noted.get(b, set()):
                    opdiff_noted.append(msg)
                else:
                    opdiff_new.append(msg)

    hdr = [
        "// Generated by tools/oracle/make_valu_gen_flags.py from llvm-mc facts; edit the generator, not this file.",
        "// GCN_VOP_GEN_FLAGS(name, generation, the row's complete flag set on that generation)",
        "// One line per (valu_ops.def row, generation) whose flags probed on THAT generation differ from the",
        "// row's flags (which were probed on one generation only; see valu_ops.def header). Probes (llvm-mc 22,",
        "// gfx601 gfx700 gfx803 gfx900 gfx1010 gfx1030): kVopClamp the e64/VOP3P form accepts `clamp`; kVopOmod",
        "// accepts `mul:2`; kVopOpSel accepts `op_sel:[...]`; kVopSdwa NAME_sdwa with the e32 operands (VGPR",
        "// sources) assembles; kVopDpp (GFX8/9) / kVopDpp10 (GFX10/10.3) NAME_dpp ... quad_perm:[0,1,2,3]",
        "// assembles. No e64 form there: no clamp/omod/op_sel; no e32 form: no sdwa/dpp. kVopCmpx kVopNoSrcs",
        "// kVopTied kVopSgprSrc are copied from the row.",
        "// Only flags meaningful on the generation are compared (kVopSdwa: GFX8..GFX10_3, kVopDpp: GFX8/9,",
        "// kVopDpp10: GFX10/10_3); a listed set omits the encodings the generation lacks, so a row without a",
        "// line here keeps its valu_ops.def flags and the consumer must still gate SDWA/DPP/DPP10 by generation.",
        "// Per-line reasons (the probe text and llvm-mc's answer): tools/oracle/valu_gen_flags_log.txt.",
    ]
    with open(out, "w") as f:
        f.write("\n".join(hdr + lines) + "\n")
    with open(os.path.join(os.path.dirname(out), "valu_fake16_opsel.def"), "w") as f:
        f.write("\n".join([
            "// Generated by tools/oracle/make_valu_gen_flags.py from llvm-mc facts; edit the generator, not this file.",
            "// GCN_VOP_FAKE16_NO_OPSEL(name, generation): a true16 row whose op_sel (kVopOpSel) exists in real-true16 mode",
            "// only: its fake16 form (plain VGPRs, `-mattr=-real-true16`, llvm-mc 22) does not take `op_sel:[0,0]` ...",
            "// `op_sel:[0,0,0,0,0]` (codec/valu_rules.cpp fake16WithoutOpsel).",
        ] + fake16_no_opsel) + "\n")
    with open(LOGF, "w") as f:
        f.write("# make_valu_gen_flags.py log\n")
        f.write("# override lines per generation: %s\n" % " ".join("%s=%d" % (GEN_ID[g], counts[g]) for g in GENS))
        f.write("# probe lines: %d on %d CPU configs; llvm-mc crashes/desyncs: %d\n" % (len(results), len(probe), ncrash))
        f.write("# self-check (row's own probe generation reproduces the row's flags): %d mismatches\n" % len(selfbad))
        f.write("\n".join(selfbad) + ("\n" if selfbad else ""))
        f.write("\n## flag overrides: '+flag' probed present but not in the row, '-flag' the reverse\n")
        f.write("\n".join(log) + "\n")
        f.write("\n## operand list differs on a generation, NOT covered by a 'fields gfxN' note of valu_ops.def (%d)\n"
                % len(opdiff_new))
        f.write("\n".join(opdiff_new) + "\n")
        f.write("\n## operand list differs, generation already has a 'fields gfxN' note in valu_ops.def (%d)\n"
                % len(opdiff_noted))
        f.write("\n".join(opdiff_noted) + "\n")
        f.write("\n## generation lacks the row's form (e64/e32) so operands were not compared (%d)\n" % len(opdiff_form))
        f.write("\n".join(opdiff_form) + "\n")
    print("wrote %s: %d lines; per generation: %s" % (out, len(lines), " ".join(
        "%s=%d" % (GEN_ID[g], counts[g]) for g in GENS)))
    print("self-check mismatches: %d; operand diffs: %d new, %d already noted, %d form missing (see %s)" % (
        len(selfbad), len(opdiff_new), len(opdiff_noted), len(opdiff_form), LOGF))


if __name__ == "__main__":
    main()
