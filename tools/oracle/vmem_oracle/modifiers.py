"""Modifier probes: the operand changes each modifier needs, which modifiers each row takes per
generation, and their print order."""
import re

from .config import CPU, EXTRA_MODS, GENS, MODS
from .mc import asm_all
from .encoding import NEW, base_enc
from .operands import V, aligned_for, drop_field, mnem, render, set_field, with_vdata_width


def mod_variants(enc, gen, m, ops):
    """List of (ops, token) alternatives that try modifier m on the canonical operands."""
    e = base_enc(enc)
    fields = [o[0] for o in ops]
    vaddr = next((o[2] for o in ops if o[0] == "vaddr"), None)
    if m in ("offen", "idxen"):
        if e not in ("MUBUF", "MTBUF") or vaddr is None:
            return []
        nv = "v1" if vaddr == "off" else V(1, 64)
        return [(set_field(ops, "vaddr", nv), m)]
    if m == "addr64":
        if e not in ("MUBUF", "MTBUF") or vaddr is None:
            return []
        return [(set_field(ops, "vaddr", V(1, 64)), m)]
    if m == "offset":
        return [(ops, "offset:16")] if e not in ("EXP", "VINTRP", "VOP3") else []
    if m in ("offset0", "offset1"):
        return [(ops, "%s:%d" % (m, 1 if m == "offset0" else 2))] if e == "DS" else []
    if m == "format":
        if e != "MTBUF":
            return []
        f = "format:[BUF_FMT_32_FLOAT]" if gen in NEW else "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]"
        return [(ops, f), (ops, "format:22")]
    if m in ("dfmt", "nfmt"):
        if e != "MTBUF":
            return []
        tok = "dfmt:4" if m == "dfmt" else "nfmt:7"
        ins = [(f, k, (tok + ", " + t) if f == "soffset" else t, r) for f, k, t, r in ops]
        return [(ins, ""), (ops, tok)]
    if m == "dmask":
        return [(ops, "dmask:0x1"), (with_vdata_width(ops, newbits=32), "dmask:0x1")] if e == "MIMG" else []
    if m == "dim":
        return [(ops, "dim:SQ_RSRC_IMG_1D")] if e == "MIMG" else []
    if m in ("unorm", "da", "lwe", "r128", "a16", "d16"):
        if e != "MIMG":
            return []
        v = [(ops, m)]
        if m == "r128":
            v.append((set_field(ops, "srsrc", "s[8:11]"), m))
        if m == "lwe":
            v.append((with_vdata_width(ops, 32), m))
        if m == "d16":
            for o in ops:
                if o[0] == "vdata":
                    bits = int(o[1][1:])
                    v.append((with_vdata_width(ops, newbits=((bits // 32 + 1) // 2) * 32), m))
        if m in ("da", "a16"):
            for o in ops:
                if o[0] == "vaddr":
                    mm = re.fullmatch(r"v\[(\d+):(\d+)\]", o[2])
                    n = (int(mm.group(2)) - int(mm.group(1)) + 1) if mm else 1
                    for n2 in range(1, 13):
                        if n2 != n:
                            v.append((set_field(ops, "vaddr", V(1, 32 * n2)), m))
        return v
    if m in ("glc", "slc"):
        return [(ops, m)] if e in ("MUBUF", "MTBUF", "MIMG", "FLAT") else []
    if m == "dlc":
        return [(ops, m)] if e in ("MUBUF", "MTBUF", "MIMG", "FLAT") else []
    if m == "gds":
        return [(ops, m)] if e in ("DS",) else []
    if m == "lds":
        if e == "MUBUF":
            return [(ops, m), (drop_field(ops, "vdata"), m)]
        if e == "FLAT":
            return [(ops, m), (drop_field(ops, "vdst"), m)]
        return []
    if m == "tfe":
        if e in ("MUBUF", "MTBUF", "MIMG", "FLAT"):
            return [(with_vdata_width(ops, 32), m), (ops, m)]
        return []
    if m in ("done", "vm", "row_en"):     # (row_en: GFX11+)
        return [(ops, m)] if e == "EXP" else []
    if m == "compr":
        if e != "EXP":
            return []
        o2 = [(f, k, ("off" if f in ("src2", "src3") else t), r) for f, k, t, r in ops]
        return [(o2, m), (ops, m)]
    if m == "high":
        return [(ops, m)] if e in ("VINTRP", "VOP3") else []
    if m == "nv":   # (GFX12.5: the buffer words' bit too)
        return [(ops, m)] if e in ("FLAT",) or (e == "MUBUF" and gen == "gfx12_5") else []
    # GFX12's cache policy: a temporal hint of the row's access kind, a scope
    if m == "th":
        if e not in CPOL12_FAMILIES.get(gen, ()):
            return []
        return [(ops, "th:TH_%s_NT" % kind) for kind in ("LOAD", "STORE", "ATOMIC")]
    if m == "scope":
        return [(ops, "scope:SCOPE_SE")] if e in CPOL12_FAMILIES.get(gen, ()) else []
    # extras (VOP3 interp)
    if e == "VOP3":
        if m == "clamp":
            return [(ops, "clamp")]
        if m == "omod":
            return [(ops, "mul:2")]
        if m in ("neg", "abs"):
            o2 = [(f, k, ("%s(%s)" % (m, t) if f == "vsrc" and m == "neg" else ("|%s|" % t if f == "vsrc" else t)), r)
                  for f, k, t, r in ops]
            return [(o2, "")]
    return []


# The families whose GFX12 words hold th and scope (probed so far).
CPOL12_FAMILIES = {"gfx12": ("FLAT", "MUBUF", "MTBUF", "MIMG"), "gfx12_5": ("FLAT", "MUBUF")}


def render_mods(name, ops, toks):
    s = render(name, ops, "")
    toks = [t for t in toks if t]
    return s + (" " + " ".join(toks) if toks else "")


def printed_mods(text):
    out = []
    for t in text.split()[1:]:
        t = t.rstrip(",")
        key = t.split(":")[0]
        if key in MODS:
            out.append(key)
        elif key == "mul" or key == "div":
            out.append("omod")
        elif key == "clamp":
            out.append("clamp")
    return out


# ---------------------------------------------------------------------------------------------

def probe_mods(facts):
    jobs = {CPU[g]: [] for g in GENS}
    idx = {CPU[g]: [] for g in GENS}
    allmods = MODS + EXTRA_MODS
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            base_toks = x["suf"].split()
            for m in allmods:
                with aligned_for(g):
                    variants = mod_variants(f["enc"], g, m, x["ops"])
                for ops, tok in variants:
                    # the assembler wants modifiers in its order: try every position among the
                    # modifiers the canonical form already carries (dmask, dim, gds, lds, glc)
                    for pos in range(len(base_toks), -1, -1):
                        jobs[CPU[g]].append(render_mods(n, ops, base_toks[:pos] + [tok] + base_toks[pos:]))
                        idx[CPU[g]].append((n, g, m, ops, tok))
            # kGds probe: without gds
            if "gds" in base_toks:
                jobs[CPU[g]].append(render_mods(n, x["ops"], [t for t in base_toks if t != "gds"]))
                idx[CPU[g]].append((n, g, "-gds", x["ops"], ""))
            # atomic return probe (MUBUF/MTBUF/MIMG: glc; FLAT handled by patterns)
    res = asm_all(jobs)
    for cpu in jobs:
        for (n, g, m, ops, tok), r in zip(idx[cpu], res[cpu]):
            x = facts[n]["gen"][g]
            x.setdefault("mods", {}).setdefault(m, None)
            if r[0] == "asm" and mnem(r[1]) == mnem(x["text"]):
                if x["mods"][m] is None:
                    x["mods"][m] = (ops, tok, r[1])
    # canonical form already carries some modifiers (dmask, dim, gds, glc, lds)
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            for t in printed_mods(x["text"]):
                if x.setdefault("mods", {}).get(t) is None:
                    x["mods"][t] = (x["ops"], "", x["text"])
    # print order: greedy combination, one round per modifier (a modifier that breaks the
    # combination is left out); the order is read from the printed text of the final line.
    state = {}
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g, x in f["gen"].items():
            x["accepted"] = [m for m in MODS + EXTRA_MODS if x["mods"].get(m)]
            carried = [t.split(":")[0] for t in x["suf"].split()]
            state[(n, g)] = (carried, [m for m in x["accepted"] if m not in carried])
    while True:
        # the assembler wants the modifiers in its own order: try the new one at every position
        jobs = {CPU[g]: [] for g in GENS}
        idx = {CPU[g]: [] for g in GENS}
        for (n, g), (have, todo) in state.items():
            if todo:
                x = facts[n]["gen"][g]
                for pos in range(len(have) + 1):
                    with aligned_for(g):
                        line = build_line(n, facts[n]["enc"], g, x, have[:pos] + [todo[0]] + have[pos:])
                    jobs[CPU[g]].append(line)
                    idx[CPU[g]].append((n, g, pos))
        if not any(jobs.values()):
            break
        res = asm_all(jobs)
        done = set()
        for cpu in jobs:
            for (n, g, pos), r in zip(idx[cpu], res[cpu]):
                have, todo = state[(n, g)]
                if (n, g) in done:
                    continue
                if r[0] == "asm":
                    have.insert(pos, todo[0])
                    facts[n]["gen"][g]["order_src"] = printed_mods(r[1])
                    todo.pop(0)
                    done.add((n, g))
        for k, (have, todo) in state.items():
            if todo and k not in done:
                todo.pop(0)


def build_line(name, enc, gen, x, mods):
    """Canonical operands of x plus the modifiers in mods (with the operand changes they need)."""
    e = base_enc(enc)
    ops = list(x["ops"])
    suf = {t.split(":")[0]: t for t in x["suf"].split()}
    toks = []
    ms = set(mods)
    if e in ("MUBUF", "MTBUF") and any(o[0] == "vaddr" for o in ops):
        if "addr64" in ms or ("offen" in ms and "idxen" in ms):
            ops = set_field(ops, "vaddr", V(1, 64))
        elif "offen" in ms or "idxen" in ms:
            ops = set_field(ops, "vaddr", "v1")
    if e == "MIMG" and "d16" in ms:
        for o in ops:
            if o[0] == "vdata":
                bits = int(o[1][1:])
                ops = with_vdata_width(ops, newbits=((bits // 32 + 1) // 2) * 32)
    if "tfe" in ms and e in ("MUBUF", "MTBUF", "MIMG"):
        ops = with_vdata_width(ops, 32)
    if "lds" in ms and e == "MUBUF" and "lds" not in suf:
        ops = drop_field(ops, "vdata")
    if "r128" in ms:
        ops = set_field(ops, "srsrc", "s[8:11]")
    if "compr" in ms:
        ops = [(f, k, ("off" if f in ("src2", "src3") else t), r) for f, k, t, r in ops]
    for m in mods:
        if m in ("dfmt", "nfmt"):
            tok = "dfmt:4" if m == "dfmt" else "nfmt:7"
            ops = [(f, k, (tok + ", " + t) if f == "soffset" else t, r) for f, k, t, r in ops]
            continue
        if m in ("neg", "abs"):
            ops = [(f, k, ("neg(%s)" % t if m == "neg" else "|%s|" % t) if f == "vsrc" else t, r) for f, k, t, r in ops]
            continue
        v = x["mods"].get(m)
        tok = suf.get(m) or (v[1] if v else m)
        if tok:
            toks.append(tok)
    return render_mods(name, ops, toks)


ANCHOR = {"addr64": "offen", "dfmt": "format", "nfmt": "dfmt", "offset0": "offset", "offset1": "offset0"}


def order_mods(x):
    """Accepted modifiers in llvm-mc's print order (from the greedy combination); modifiers that
    cannot be combined with the others (addr64 vs offen/idxen, dfmt/nfmt which print as format)
    go after their ANCHOR, the rest at their vocabulary position."""
    acc = x.get("accepted", [])
    out = list(dict.fromkeys(m for m in x.get("order_src", []) if m in acc))
    for m in acc:
        if m in out:
            continue
        if ANCHOR.get(m) in out:
            out.insert(out.index(ANCHOR[m]) + 1, m)
            continue
        pos = len(out)
        allm = MODS + EXTRA_MODS
        for i, o in enumerate(out):
            if allm.index(o) > allm.index(m):
                pos = i
                break
        out.insert(pos, m)
    return out


# ---------------------------------------------------------------------------------------------
# bit layouts: XOR of the canonical encoding with variants (one field changed at a time)
