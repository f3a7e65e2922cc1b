#!/usr/bin/env python3
"""Stage 2 of the processor facts: the processor -> feature table and the feature-gated VALU rows.

Writes
  src/isa/processor_features.def  GCN_PROCESSOR_FEATURES(gfxNNN, kFeat... | ...): the LLVM features (FEATURES
                                  below) llvm-mc 22 shows each processor to have, one probe line per feature
                                  (assembles: the processor has it; for kFeatAlignedVgprs: is refused), and
                                  the CODEGEN_FEATURES llc 22 shows in the code it generates (packed-tid,
                                  architected-flat-scratch).
  src/isa/feature_rows.def        GCN_ROW_GATE(row, GFXn, requires, excludes): a valu_ops.def row exists on
                                  generation n only on processors with every `requires` feature and none of
                                  the `excludes` ones;
                                  GCN_VOP_VARIANT(id, row, GFXn, e32, e64, requires, excludes, flags): the
                                  row (its name, family and operands) has these opcodes on generation n on
                                  the processors the features select (its own Op, so the decoder and the
                                  parser pick it by the target's features).
  processor_tables_log.txt        the probes, each deviation's processor set and the feature that explains
                                  it, and the deviations no row models yet (instructions gcnkit lacks).
Input: processor_facts.tsv (extract_processor_facts.py), valu_facts.tsv (extract_vector_facts.py).
A deviation whose processor set no feature (or its complement) matches stops the script: the feature
list below must grow, never a processor name in C++.
Run: cd tools/oracle && python3 extract_processor_facts.py && python3 make_processor_tables.py
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import extract_vector_facts as X  # noqa: E402
from mcutil import GENS, REP_CPU  # noqa: E402
from extract_processor_facts import cpus_of  # noqa: E402

ISA = os.path.normpath(os.path.join(HERE, "..", "..", "src", "isa"))
GEN_ID = {"gfx6": "GFX6", "gfx7": "GFX7", "gfx8": "GFX8", "gfx9": "GFX9", "gfx10": "GFX10", "gfx10_3": "GFX10_3"}

# (LLVM feature, C++ name, probe line, probe must assemble)
FEATURES = [
    ("mad-mix-insts", "kFeatMadMixInsts", "v_mad_mix_f32 v0, v1, v2, v3", True),
    ("fma-mix-insts", "kFeatFmaMixInsts", "v_fma_mix_f32 v0, v1, v2, v3", True),
    ("dl-insts", "kFeatDlInsts", "v_xnor_b32 v0, v1, v2", True),
    ("pk-fmac-f16-inst", "kFeatPkFmacF16Inst", "v_pk_fmac_f16 v0, v1, v2", True),
    ("dot1-insts", "kFeatDot1Insts", "v_dot4_i32_i8 v0, v1, v2, v3", True),
    ("dot2-insts", "kFeatDot2Insts", "v_dot2_i32_i16 v0, v1, v2, v3", True),
    ("dot3-insts", "kFeatDot3Insts", "v_dot8c_i32_i4 v0, v1, v2", True),
    ("dot4-insts", "kFeatDot4Insts", "v_dot2c_i32_i16 v0, v1, v2", True),
    ("dot5-insts", "kFeatDot5Insts", "v_dot2c_f32_f16 v0, v1, v2", True),
    ("dot6-insts", "kFeatDot6Insts", "v_dot4c_i32_i8 v0, v1, v2", True),
    ("dot7-insts", "kFeatDot7Insts", "v_dot4_u32_u8 v0, v1, v2, v3", True),
    ("dot10-insts", "kFeatDot10Insts", "v_dot2_f32_f16 v0, v1, v2, v3", True),
    ("mai-insts", "kFeatMaiInsts", "v_accvgpr_read_b32 v0, a0", True),
    ("gfx90a-insts", "kFeatGfx90aInsts", "v_accvgpr_mov_b32 a0, a1", True),
    ("packed-fp32-ops", "kFeatPackedFp32Ops", "v_pk_add_f32 v[0:1], v[2:3], v[4:5]", True),
    ("fmacf64-inst", "kFeatFmacF64Inst", "v_fmac_f64 v[0:1], v[2:3], v[4:5]", True),
    ("dpp-64bit", "kFeatDpp64", "v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1", True),
    ("atomic-fadd-rtn-insts", "kFeatAtomicFaddRtnInsts", "global_atomic_add_f32 v0, v1, v2, off glc", True),
    ("gfx940-insts", "kFeatGfx940Insts", "v_mov_b64 v[0:1], v[2:3]", True),
    ("gfx950-insts", "kFeatGfx950Insts", "v_prng_b32 v0, v1", True),
    # 64-bit and wider VGPR tuples must start at an even register (LLVM: needsAlignedVGPRs)
    ("aligned-vgprs", "kFeatAlignedVgprs", "v_add_f64 v[1:2], v[3:4], v[6:7]", False),
]
# Features no assembler line shows: how LLVM 22's code generator treats the processor (llc on a small kernel).
# (LLVM feature, C++ name, IR kernel, a regular expression the llc output matches when the processor has it)
CODEGEN_FEATURES = [
    # packed-tid: every work-item id in v0 (x 9:0, y 19:10, z 29:20): reading y extracts bits 19:10 of v0
    ("packed-tid", "kFeatPackedTid",
     "declare i32 @llvm.amdgcn.workitem.id.y()\n"
     "define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n"
     "  %y = call i32 @llvm.amdgcn.workitem.id.y()\n"
     "  store i32 %y, ptr addrspace(1) %o\n  ret void\n}\n",
     r"v_bfe_u32 v\d+, v0, 10, 10"),
    # architected-flat-scratch: the hardware sets FLAT_SCRATCH to the wave's scratch; the descriptor's
    # ENABLE_PRIVATE_SEGMENT then asks for that instead of a scratch wave offset SGPR (llc names it so)
    ("architected-flat-scratch", "kFeatArchitectedFlatScratch",
     "define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %i) {\n"
     "  %a = alloca [16 x i32], align 4, addrspace(5)\n"
     "  %p = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %i\n"
     "  store volatile i32 7, ptr addrspace(5) %p\n"
     "  %v = load volatile i32, ptr addrspace(5) %p\n"
     "  store i32 %v, ptr addrspace(1) %o\n  ret void\n}\n",
     r"\.amdhsa_enable_private_segment 1"),
]
LLC22 = os.environ.get("LLC22", "/usr/lib/llvm-22/bin/llc")
# Processors in table order (the processor table of src/isa/target.cpp).
ALL_CPUS = [c for g in GENS for c in cpus_of(g)] + ["gfx9-generic", "gfx10-1-generic", "gfx10-3-generic"]


def probe_features():
    has = {}
    log = []

    def one(cpu):
        return cpu, X.asm_batch(cpu, [p for _, _, p, _ in FEATURES])
    for cpu, res in X.pmap(one, ALL_CPUS):
        has[cpu] = set()
        for (llvm, cname, line, want), r in zip(FEATURES, res):
            if (r[0] == "asm") == want:
                has[cpu].add(cname)
            log.append("probe %s %s: %s -> %s" % (cpu, llvm, line, r[0] if r[0] == "asm" else r[1]))
    for cpu in ALL_CPUS:
        for llvm, cname, ir, pattern in CODEGEN_FEATURES:
            out = subprocess.run([LLC22, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-o", "-"], input=ir,
                                 capture_output=True, text=True, check=True).stdout
            found = re.search(pattern, out) is not None
            if found:
                has[cpu].add(cname)
            log.append("probe %s %s: llc output %s /%s/" % (cpu, llvm, "matches" if found else "does not match", pattern))
    return has, log


def load_facts():
    with open(os.path.join(HERE, "valu_facts.tsv")) as f:
        hdr = f.readline().lstrip("#").rstrip("\n").split("\t")
        return {d["name"]: d for d in (dict(zip(hdr, l.rstrip("\n").split("\t"))) for l in f if not l.startswith("#"))}


def load_deviations():
    out = []
    with open(os.path.join(HERE, "processor_facts.tsv")) as f:
        for l in f:
            if not l.startswith("#"):
                out.append(l.rstrip("\n").split("\t"))
    return out


def slot(gen, family, opc):
    """'e32' | 'e64' | None (a GFX9 VOP3 opcode >= 0x380 is a VOP3P word, probed as VOP3P)."""
    if family in ("VOP1", "VOP2", "VOPC", "VINTRP", "MIMG"):
        return "e32"
    if family == "VOP3" and gen == "gfx9" and opc >= 0x380:
        return None
    return "e64"


# The instructions LLVM names in each feature's description (llvm-mc -mattr=help): a deviation of one of them
# is explained by its own feature first, when several features select the same processors.
NAMED = {
    "kFeatMadMixInsts": "v_mad_mix_f32 v_mad_mixlo_f16 v_mad_mixhi_f16",
    "kFeatFmaMixInsts": "v_fma_mix_f32 v_fma_mixlo_f16 v_fma_mixhi_f16",
    "kFeatDlInsts": "v_fmac_f32 v_xnor_b32", "kFeatPkFmacF16Inst": "v_pk_fmac_f16",
    "kFeatDot1Insts": "v_dot4_i32_i8 v_dot8_i32_i4", "kFeatDot2Insts": "v_dot2_i32_i16 v_dot2_u32_u16",
    "kFeatDot3Insts": "v_dot8c_i32_i4", "kFeatDot4Insts": "v_dot2c_i32_i16", "kFeatDot5Insts": "v_dot2c_f32_f16",
    "kFeatDot6Insts": "v_dot4c_i32_i8", "kFeatDot7Insts": "v_dot4_u32_u8 v_dot8_u32_u4",
    "kFeatDot10Insts": "v_dot2_f32_f16", "kFeatFmacF64Inst": "v_fmac_f64",
    "kFeatPackedFp32Ops": "v_pk_fma_f32 v_pk_mul_f32 v_pk_add_f32 v_pk_mov_b32",
}


# Generations whose memory rows (vmem_ops.def) are probed by assembly: a row llvm-mc 22 no longer has on some
# of the generation's processors (gfx90a dropped the ds_*_src2 ops and ds_ordered_count, gfx940 MIMG, the
# L1 invalidates and buffer_store_lds_dword) is gated by the feature that selects the processors keeping it.
MEM_PROBE_GENS = ["gfx9"]
ABSENT = ("invalid instruction", "instruction not supported on this GPU")
VMEM_COLUMN = {g: i for i, g in enumerate(GENS)}


def vmem_rows(gen):
    """Names of the vmem_ops.def rows with an opcode on gen."""
    import re
    out = []
    with open(os.path.join(ISA, "vmem_ops.def")) as f:
        for l in f:
            m = re.match(r"GCN_MEM\((\w+), \w+,((?:\s*-?(?:0x)?[0-9a-f]+,){6})", l)
            if m and int(m.group(2).split(",")[VMEM_COLUMN[gen]], 0) >= 0:
                out.append(m.group(1))
    return out


def memory_gates(has, log, gated):
    """GCN_ROW_GATE lines for the memory rows some processors of a probed generation lack (bare mnemonic:
    llvm-mc answers "instruction not supported on this GPU" where the row is gone, an operand error where not)."""
    gates = []
    for gen in MEM_PROBE_GENS:
        names = vmem_rows(gen)
        res = dict(X.pmap(lambda c: (c, X.asm_batch(c, names)), cpus_of(gen)))
        for i, name in enumerate(names):
            keep = {c for c in cpus_of(gen) if not (res[c][i][0] == "err" and res[c][i][1].startswith(ABSENT))}
            if keep == set(cpus_of(gen)) or (name, gen) in gated:
                continue
            why = explain(keep, gen, has, name)
            if why is None:
                sys.exit("no feature selects memory row %s %s on %s" % (name, gen, sorted(keep)))
            log.append("%s %s (memory, by assembly) on %s: requires %s excludes %s" % (name, gen, sorted(keep), *why))
            gates.append("GCN_ROW_GATE(%s, %s, %s, %s)" % (name, GEN_ID[gen], why[0], why[1]))
    return gates


def explain(procs, gen, has, name=""):
    """(requires, excludes) C++ feature names selecting exactly `procs` among gen's processors."""
    cpus = set(cpus_of(gen))
    for _, cname, _, _ in FEATURES:
        with_f = {c for c in cpus if cname in has[c]}
        if with_f == procs and name in NAMED.get(cname, "").split():
            return cname, "0"
    for _, cname, _, _ in FEATURES:
        with_f = {c for c in cpus if cname in has[c]}
        if with_f == procs:
            return cname, "0"
    for _, cname, _, _ in FEATURES:
        with_f = {c for c in cpus if cname in has[c]}
        if cpus - with_f == procs:
            return "0", cname
    return None


def opcode_pairs(gen, facts, devs):
    """mnemonic -> {cpu: (e32, e64)} on gen (-1 absent), from the representative's columns and the deviations."""
    pairs = {}
    cpus = cpus_of(gen)
    for name, d in facts.items():
        e32, e64 = int(d["e32_" + gen], 0), int(d["e64_" + gen], 0)
        if d.get("origin", "-") != "-":  # a processor's own row: where the deviations say it is
            e32 = e64 = -1
        if e32 >= 0 or e64 >= 0:
            pairs[name] = {c: [e32, e64] for c in cpus}
    for cpu, g, fam, opc, mn, rep in devs:
        if g != gen:
            continue
        s = slot(gen, fam, int(opc, 0))
        if s is None:
            continue
        k = 0 if s == "e32" else 1
        if rep != "-" and rep in pairs and pairs[rep][cpu][k] == int(opc, 0):
            pairs[rep][cpu][k] = -1
        if mn != "-":
            pairs.setdefault(mn, {c: [-1, -1] for c in cpus})[cpu][k] = int(opc, 0)
    return pairs


def variant_flags(row, gen, cpu, e32, e64):
    """The row's flags probed on `cpu` (as make_valu_gen_flags.py does on the representatives)."""
    text64 = next((row["text_%s_e64" % g] for g in GENS if row["text_%s_e64" % g]), "")
    text32 = next((row["text_%s_e32" % g] for g in GENS if row["text_%s_e32" % g]), "")
    probes = []
    if e64 >= 0 and text64:
        probes += [("kVopClamp", text64 + " clamp"), ("kVopOmod", text64 + " mul:2")]
        probes += [("kVopOpSel", text64 + " op_sel:[%s]" % ",".join("0" * n)) for n in (2, 3, 4)]
    if e32 >= 0 and text32:
        mn, toks, mods = X.split_ops(text32)
        rest = (" " + ", ".join(toks)) if toks else ""
        dpp = "kVopDpp10" if gen in ("gfx10", "gfx10_3") else "kVopDpp"
        probes += [("kVopSdwa", X.base_of(mn) + "_sdwa" + rest),
                   (dpp, X.base_of(mn) + "_dpp" + rest + " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")]
    res = X.asm_batch(cpu, [p for _, p in probes])
    flags = {f for (f, _), r in zip(probes, res) if r[0] == "asm"}
    flags |= {f.strip() for f in row["flags"].split("|")} & {"kVopCmpx", "kVopNoSrcs", "kVopTied", "kVopSgprSrc"}
    order = ["kVopClamp", "kVopOmod", "kVopOpSel", "kVopSdwa", "kVopDpp", "kVopDpp10", "kVopCmpx", "kVopNoSrcs",
             "kVopTied", "kVopSgprSrc"]
    return " | ".join(f for f in order if f in flags) or "0", list(zip(probes, res))


def main():
    has, log = probe_features()
    facts = load_facts()
    devs = load_deviations()
    gates, variants, unmodelled = [], [], {}
    lost = {}  # (gen, mnemonic of a non-VALU-table row) -> processors that lack it
    for cpu, g, fam, opc, mn, rep in devs:
        if rep != "-" and rep not in facts and slot(g, fam, int(opc, 0)):
            lost.setdefault((g, rep), set()).add(cpu)
    for (gen, name), procs in sorted(lost.items()):
        why = explain(set(cpus_of(gen)) - procs, gen, has, name)
        if why is None:
            sys.exit("no feature selects %s %s on %s" % (name, gen, sorted(set(cpus_of(gen)) - procs)))
        log.append("%s %s lacking on %s: requires %s excludes %s" % (name, gen, sorted(procs), *why))
        gates.append("GCN_ROW_GATE(%s, %s, %s, %s)" % (name, GEN_ID[gen], why[0], why[1]))
    gates += memory_gates(has, log, {(name, gen) for (gen, name) in lost})
    for gen in GENS:
        cpus = cpus_of(gen)
        for name, per_cpu in sorted(opcode_pairs(gen, facts, devs).items()):
            groups = {}
            for c in cpus:
                groups.setdefault(tuple(per_cpu[c]), set()).add(c)
            if len(groups) == 1:
                continue
            if name not in facts:
                unmodelled.setdefault(name, set()).update(c for pair, cs in groups.items() if pair != (-1, -1) for c in cs)
                continue
            base = (int(facts[name]["e32_" + gen], 0), int(facts[name]["e64_" + gen], 0))
            for pair, procs in sorted(groups.items()):
                if pair == base and base == (-1, -1):
                    continue
                why = explain(procs, gen, has, name)
                if why is None:
                    sys.exit("no feature selects %s %s %s on %s" % (name, gen, pair, sorted(procs)))
                log.append("%s %s %s on %s: requires %s excludes %s" % (name, gen, pair, sorted(procs), *why))
                if pair == base:
                    gates.append("GCN_ROW_GATE(%s, %s, %s, %s)" % (name, GEN_ID[gen], why[0], why[1]))
                elif pair != (-1, -1):
                    flags, probes = variant_flags(facts[name], gen, sorted(procs)[0], *pair)
                    log += ["  flag probe %s: %s -> %s" % (f, l, r[0]) for (f, l), r in probes]
                    vid = "%s__%s" % (name, GEN_ID[gen].lower())
                    if any(v.startswith("GCN_VOP_VARIANT(%s," % vid) for v in variants):
                        vid += "_" + (why[0] if why[0] != "0" else why[1])[len("kFeat"):].lower()
                    variants.append("GCN_VOP_VARIANT(%s, %s, %s, %s, %s, %s, %s, %s)" % (
                        vid,
                        name, GEN_ID[gen], hex(pair[0]) if pair[0] >= 0 else "-1",
                        hex(pair[1]) if pair[1] >= 0 else "-1", why[0], why[1], flags))
    with open(os.path.join(ISA, "processor_features.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py from llvm-mc 22 probes; edit the generator.\n")
        f.write("// GCN_PROCESSOR_FEATURES(\"processor\", the LLVM features it has, as isa/features.h bits)\n")
        for c in ALL_CPUS:
            bits = [cname for _, cname, _, _ in FEATURES + CODEGEN_FEATURES if cname in has[c]]
            f.write("GCN_PROCESSOR_FEATURES(\"%s\", %s)\n" % (c, " | ".join(bits) or "0"))
    with open(os.path.join(ISA, "feature_rows.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py from llvm-mc 22 facts; edit the generator.\n")
        f.write("// GCN_ROW_GATE(row, generation, needs, excludes): the valu_ops.def row exists on that generation\n")
        f.write("//   only for processors with every `needs` feature and no `excludes` one (0: none).\n")
        f.write("// GCN_VOP_VARIANT(id, row, generation, e32, e64, needs, excludes, flags): the row (name, family,\n")
        f.write("//   operands) with these opcodes on that generation, for the processors the features select.\n")
        for l in gates + variants:
            f.write(l + "\n")
    with open(os.path.join(HERE, "processor_tables_log.txt"), "w") as f:
        for l in log:
            f.write(l + "\n")
        f.write("# deviations no valu_ops.def row models yet (instruction: processors)\n")
        for n, cs in sorted(unmodelled.items()):
            f.write("unmodelled %s: %s\n" % (n, " ".join(sorted(cs))))


if __name__ == "__main__":
    main()
