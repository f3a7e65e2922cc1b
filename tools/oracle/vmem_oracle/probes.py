"""Name probes (steps 2, 3 and 6): the canonical form of each name per generation, the brute-force
disassembly of every opcode, its cross-check, and the MI processors' own rows."""
from concurrent.futures import ThreadPoolExecutor

from .config import CPU, DIS_GENS, GEN_FAMILIES, GENS, JOBS, MI_CPUS
from .mc import asm_all, dis_batch
from .encoding import GFX12, NEW, OLD, OPC_RANGE, OPC_RANGE_12, OPC_RANGE_NEW, PREFIX, SSAMP_SHIFT, UNORM_BIT, base_enc, canon_word, image_seg, opcode, seg, w0, w1
from .operands import ALIGNED, aligned_for, check_fields, enc_guess, mnem, patterns, real_enc, render
from .modifiers import probe_mods


def probe_mi(cands, have, notes):
    """Step 6: the GFX9 facts of the names only MI processors have, probed on MI_CPUS in order."""
    res = asm_all({c: cands for c in MI_CPUS})
    out = {}
    for cpu in MI_CPUS:
        names = [n for i, n in enumerate(cands) if n not in have and n not in out and (
            res[cpu][i][0] == "asm" or not res[cpu][i][1].startswith(("invalid instruction", "instruction not supported")))]
        saved = CPU["gfx9"]
        CPU["gfx9"] = cpu
        ALIGNED[0] = True
        try:
            facts = {n: f for n, f in probe_names(names).items() if not n.startswith("__") and "gfx9" in f["gen"]}
            for f in facts.values():
                f["gen"] = {"gfx9": f["gen"]["gfx9"]}
                f["origin"] = cpu
            probe_mods(facts)
        finally:
            CPU["gfx9"] = saved
            ALIGNED[0] = False
        notes.append("MI rows probed on %s: %s" % (cpu, " ".join(sorted(facts))))
        out.update(facts)
    return out


def probe_names(names):
    jobs = {}
    index = {}
    for g in GENS:
        lines = []
        for n in names:
            enc = enc_guess(n)
            if enc is None or base_enc(enc) not in GEN_FAMILIES.get(g, (base_enc(enc),)):
                continue
            with aligned_for(g):
                pats = patterns(enc, n, g)
            for pi, (ops, suf) in enumerate(pats):
                index[(g, len(lines))] = (n, pi, ops, suf)
                lines.append(render(n, ops, suf))
        jobs[CPU[g]] = lines
    res = asm_all(jobs)
    facts = {}
    aliases = {}
    spelled = {}     # (gen, spelling) -> (input, printed text, bytes) of a spelling printed as another mnemonic
    for g in GENS:
        for i, r in enumerate(res[CPU[g]]):
            if r[0] != "asm":
                continue
            n, pi, ops, suf = index[(g, i)]
            enc = enc_guess(n)
            text, b = r[1], r[2]
            pm = mnem(text)
            enc2 = real_enc(enc, b)
            pm_cmp = pm[:-4] if pm.endswith("_e32") and enc2 == "VINTRP" else pm
            if pm_cmp != n:
                aliases.setdefault(n, set()).add("%s->%s" % (g, pm))
                if pi == 0 or (g, n) not in spelled:
                    spelled[(g, n)] = (render(n, ops, suf), text, b)
                continue
            with aligned_for(g):
                fits = check_fields(enc2, ops, b)
            if not fits:
                continue
            f = facts.setdefault(n, {"enc": enc2, "gen": {}})
            if g in f["gen"] and f["gen"][g]["pi"] <= pi:
                f["gen"][g].setdefault("alts", []).append((pi, ops, suf, text, b))
                continue
            prev = f["gen"].get(g)
            f["gen"][g] = {"pi": pi, "ops": ops, "suf": suf, "text": text, "bytes": b,
                           "opc": opcode(enc2, g, b), "alts": (prev or {}).get("alts", [])}
            if prev:
                f["gen"][g]["alts"].append((prev["pi"], prev["ops"], prev["suf"], prev["text"], prev["bytes"]))
            if base_enc(enc2) == "FLAT" and g not in OLD and g != "gfx8":
                f["gen"][g]["seg"] = seg(b, g)
            f["gen"][g]["prefix_ok"] = ((w0(b) >> 26) == PREFIX[base_enc(enc2)][g]) if g in PREFIX[base_enc(enc2)] else False
            if base_enc(enc2) == "MIMG" and g in GFX12:  # (VIMAGE or VSAMPLE)
                f["gen"][g]["image_seg"] = image_seg(b)
                f["gen"][g]["prefix_ok"] = True
    for n, a in aliases.items():
        if n not in facts:
            facts.setdefault("__aliases__", {})[n] = sorted(a)
    facts.setdefault("__spellings__", {}).update(spelled)
    return facts


def word_variants(enc, gen, o, sv):
    """The canonical word plus copies with unused register fields zeroed (llvm-mc-22 rejects
    e.g. a DS word whose data1/vdst fields are nonzero when the opcode does not use them)."""
    base = canon_word(enc, gen, o, sv)
    out = [base]
    zero_sets = {"DS": [(5,), (6,), (7,), (5, 6), (6, 7), (5, 7), (5, 6, 7), (4, 5, 6, 7)],
                 "FLAT": [(5,), (7,), (4, 5, 7)], "MIMG": [(6.5,), ("r128",), ("r128", 6.5), ("r128", "unorm", 6.5)],
                 "MUBUF": [(4, 5, 6, 7), ("lds",), ("lds", 5)], "MTBUF": [(4, 5, 6, 7)]}
    if enc == "MIMG" and gen in GFX12:  # (dmask 1; vdata and vaddr zeroed)
        zero_sets = {}
        one = (w0(base) & ~(0xf << 22)) | (1 << 22)
        out.append(one.to_bytes(4, "little") + base[4:12])
        out.append(one.to_bytes(4, "little") + bytes(1) + base[5:8] + bytes(4))
    if enc in ("MUBUF", "MTBUF") and gen in GFX12:  # (vdata and vaddr zeroed)
        zero_sets = {}
        out.append(base[0:4] + bytes(1) + base[5:8] + bytes(4))
    if enc == "FLAT" and gen in GFX12:  # (vdst, vdata, vaddr: zeroed by field, the word being 96 bits)
        zero_sets = {}
        for keep in (0x7f800000, 0xff, 0):
            for addr in (1, 0):
                c = w1(base) & keep
                out.append(base[0:4] + c.to_bytes(4, "little") + addr.to_bytes(4, "little"))
    for zs in zero_sets.get(enc, []):
        w = bytearray(base)
        for z in zs:
            if z == "lds":     # MUBUF lds bit 16
                w[0:4] = (w0(w) | (1 << 16)).to_bytes(4, "little")
            elif z == "r128":  # MIMG r128/a16 bit 15
                w[0:4] = (w0(w) | (1 << 15)).to_bytes(4, "little")
            elif z == "unorm":  # MIMG unorm bit 12, GFX11 bit 7 (image_bvh*)
                w[0:4] = (w0(w) | (1 << UNORM_BIT.get(gen, 12))).to_bytes(4, "little")
            elif z == 6.5:     # ssamp field (bits 53-57, GFX11 58-62)
                v = w1(w) & ~(0x1f << SSAMP_SHIFT.get(gen, 21))
                w[4:8] = v.to_bytes(4, "little")
            else:
                w[z] = 0
        out.append(bytes(w))
    if enc == "DS":           # offsets zero (ds_nop)
        out.append((w0(base) & ~0xffff).to_bytes(4, "little") + bytes(4))           # gds=1 copies (ds_gws_* etc.)
        bit = 16 if gen in ("gfx8", "gfx9") else 17
        for w in list(out):
            out.append((w0(w) | (1 << bit)).to_bytes(4, "little") + w[4:])
    return out


def brute_disasm():
    """Disassemble every opcode value of every encoding on the GFX8+ CPUs.
    Returns {(enc, gen, opcode, seg): printed text} (first word variant that decodes)."""
    out = {}
    jobs = []
    for g in DIS_GENS:
        cases, keys = [], []
        for enc, rng in OPC_RANGE.items():
            if g not in PREFIX[base_enc(enc)] or base_enc(enc) not in GEN_FAMILIES.get(g, (base_enc(enc),)):
                continue
            if g in NEW and enc in OPC_RANGE_NEW:
                rng = OPC_RANGE_NEW[enc]
            if g in GFX12 and enc in OPC_RANGE_12:
                rng = OPC_RANGE_12[enc]
            segs = [0, 1, 2, 3] if enc == "FLAT" and g != "gfx8" else [0, 1] if enc == "MIMG" and g in GFX12 else [0]
            for sv in segs:
                for o in range(rng):
                    for w in word_variants(enc, g, o, sv):
                        cases.append(w)
                        keys.append((enc, g, o, sv))
        jobs.append((g, cases, keys))
    with ThreadPoolExecutor(JOBS) as ex:
        rs = list(ex.map(lambda j: dis_batch(CPU[j[0]], j[1]), jobs))
    for (g, cases, keys), r in zip(jobs, rs):
        for k, v in zip(keys, r):
            if v and not v[0].startswith("?") and k not in out:
                out[k] = v[0]
    return out


def xcheck(facts, dis, notes):
    """Cross-check assembled opcodes (GFX8+) against the brute-force disassembly."""
    bymn = {}
    for (enc, g, o, sv), text in dis.items():
        n = mnem(text)
        if enc == "VINTRP" and n.endswith("_e32"):
            n = n[:-4]
        bymn.setdefault((n, g), set()).add((enc, o, sv))
    mism = []
    for n, f in facts.items():
        if n.startswith("__"):
            continue
        for g in DIS_GENS:
            x = f["gen"].get(g)
            d = bymn.get((n, g), set())
            if x is None:
                if d:
                    mism.append("%s %s: disassembles from %s but no pattern assembled" % (n, g, sorted(d)))
                continue
            e = base_enc(f["enc"])
            sv = x.get("seg", x.get("image_seg", 0))
            ok = (e, x["opc"], sv) in d or (e == "FLAT" and (e, x["opc"], 0) in d and g == "gfx8")
            x["dis_ok"] = ok if e != "EXP" else None
            if not ok and e != "EXP":
                mism.append("%s %s: assembled opcode 0x%x seg %d not confirmed by disassembly %s" % (n, g, x["opc"], sv, sorted(d)))
    notes.append("assembly/disassembly cross-check mismatches (%d):" % len(mism))
    notes.extend("  " + m for m in mism)
