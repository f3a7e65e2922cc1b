#!/usr/bin/env python3
"""Stage 2 of the processor facts: the processor -> feature table and the feature-gated VALU rows.

Writes
  src/isa/processor_features.def  GCN_PROCESSOR_FEATURES(gfxNNN, kFeat... | ...): the LLVM features (FEATURES
                                  below) llvm-mc 22 shows each processor to have, one probe line per feature
                                  (assembles: the processor has it; for kFeatAlignedVgprs: is refused), and
                                  the CODEGEN_FEATURES llc 22 shows in the code it generates (packed-tid,
                                  architected-flat-scratch, architected-sgprs).
  src/isa/feature_rows.def        GCN_ROW_GATE(row, GFXn, requires, excludes): a valu_ops.def row exists on
                                  generation n only on processors with every `requires` feature and none of
                                  the `excludes` ones;
                                  GCN_VOP_VARIANT(id, row, GFXn, e32, e64, requires, excludes, flags): the
                                  row (its name, family and operands) has these opcodes on generation n on
                                  the processors the features select (its own Op, so the decoder and the
                                  parser pick it by the target's features).
  src/isa/memory_cache_bits.def   GCN_MEM_NO_CACHE_BIT(row, GFX9, field, requires, excludes): a cache-policy word
                                  (glc/sc0, slc/nt, scc/sc1) the memory row takes on those processors without
                                  encoding its bit (cache_bit_rows; `--cache-bits` regenerates this file and
                                  the next alone).
  src/isa/memory_forms.def        GCN_MEM_GDS_WORD(row, GFX9): a DS row with LLVM's gds operand on processors
                                  without GDS (the word reaches the validator's message; ds_gds_word_rows);
                                  GCN_MEM_NO_ACC_RETURN(row, GFX9, requires, excludes): a returning atomic
                                  without an AGPR-data form there (acc_return_rows).
  processor_tables_log.txt        the probes, each deviation's processor set and the feature that explains
                                  it, and the deviations no row models yet (instructions gcnkit lacks).
Input: processor_facts.tsv (extract_processor_facts.py), valu_facts.tsv (extract_vector_facts.py).
A deviation whose processor set no feature (or its complement) matches stops the script: the feature
list below must grow, never a processor name in C++.
  vmem_borrowed_opcodes.tsv       the GFX10 opcodes of GFX10_3 memory rows some GFX10 processors have
                                  (gfx10_a_encoding_rows); make_vmem_def.py fills vmem_ops.def's column from it.
Run: cd tools/oracle && python3 extract_processor_facts.py && python3 make_processor_tables.py
     && python3 make_vmem_def.py
     (python3 make_processor_tables.py --features: processor_features.def alone, e.g. for a new processor)
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
GEN_ID = {"gfx6": "GFX6", "gfx7": "GFX7", "gfx8": "GFX8", "gfx9": "GFX9", "gfx10": "GFX10", "gfx10_3": "GFX10_3",
          "gfx11": "GFX11", "gfx12": "GFX12", "gfx12_5": "GFX12_5"}

# (LLVM feature, C++ name, probe line, probe must assemble[, the generations whose processors the probe speaks for])
# A probe line of one generation's feature may assemble on a later generation through another feature (GFX12.5's
# v_mov_b64 and v_prng_b32 are its own mov-b64 and prng-inst, not gfx940-insts or gfx950-insts: clang-22's
# target-features for gfx1250 list neither); such probes name the generations they hold for.
GFX9_ONLY = ("gfx9",)
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
    ("mai-insts", "kFeatMaiInsts", "v_accvgpr_read_b32 v0, a0", True, GFX9_ONLY),
    ("gfx90a-insts", "kFeatGfx90aInsts", "v_accvgpr_mov_b32 a0, a1", True, GFX9_ONLY),
    ("packed-fp32-ops", "kFeatPackedFp32Ops", "v_pk_add_f32 v[0:1], v[2:3], v[4:5]", True),
    ("fmacf64-inst", "kFeatFmacF64Inst", "v_fmac_f64 v[0:1], v[2:3], v[4:5]", True),
    # (GFX9's DPP controls, or GFX12.5's row_share, the only one gfx1251's 64-bit DPP takes)
    ("dpp-64bit", "kFeatDpp64",
     "v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1 || v_ceil_f64_dpp v[0:1], v[2:3] row_share:1", True),
    ("atomic-fadd-rtn-insts", "kFeatAtomicFaddRtnInsts",
     "global_atomic_add_f32 v0, v[2:3], v4, off glc || global_atomic_add_f32 v0, v[2:3], v4, off sc0", True),
    ("atomic-fadd-no-rtn-insts", "kFeatAtomicFaddNoRtnInsts", "global_atomic_add_f32 v[0:1], v2, off", True),
    ("gfx940-insts", "kFeatGfx940Insts", "v_mov_b64 v[0:1], v[2:3]", True, GFX9_ONLY),
    ("gfx950-insts", "kFeatGfx950Insts", "v_prng_b32 v0, v1", True, GFX9_ONLY),
    # gfx10-a-encoding: the MIMG rows of GFX10_3 some GFX10 processors have too (gfx10_a_encoding_rows)
    ("gfx10-a-encoding", "kFeatGfx10AEncoding", "image_bvh_intersect_ray v[4:7], v[9:19], s[4:7]", True),
    # 64-bit and wider VGPR tuples must start at an even register (LLVM: needsAlignedVGPRs)
    ("aligned-vgprs", "kFeatAlignedVgprs", "v_add_f64 v[1:2], v[3:4], v[6:7]", False),
    # GFX11.5: SALU floating point; a DPP instruction's src1 may be an SGPR
    ("salu-float-insts", "kFeatSaluFloat", "s_add_f32 s0, s1, s2", True),
    ("dpp-src1-sgpr", "kFeatDppSrc1Sgpr", "v_add_f32_e64_dpp v0, v1, s2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
     True),
    # 16-bit VGPR operands name halves (llvm-mc 22's default on every GFX11 processor)
    ("real-true16", "kFeatRealTrue16", "v_add_f16 v0.l, v1.l, v2.h", True),
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
    # architected-sgprs: the hardware gives the work-group ids in TTMP9 (x) and TTMP7 (y 15:0, z 31:16), not in
    # system SGPRs after the user SGPRs (llc reads ttmp9 for the x id)
    ("architected-sgprs", "kFeatArchitectedSgprs",
     "declare i32 @llvm.amdgcn.workgroup.id.x()\n"
     "define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n"
     "  %x = call i32 @llvm.amdgcn.workgroup.id.x()\n"
     "  store i32 %x, ptr addrspace(1) %o\n  ret void\n}\n",
     r"ttmp9"),
]
LLC22 = os.environ.get("LLC22", "/usr/lib/llvm-22/bin/llc")
# Processors in table order (the processor table of src/isa/target.cpp).
ALL_CPUS = [c for g in GENS for c in cpus_of(g)] + ["gfx9-generic", "gfx10-1-generic", "gfx10-3-generic",
                                                    "gfx11-generic", "gfx12-generic"]


def gen_of(cpu):
    """The generation (mcutil.GENS) of a processor of ALL_CPUS."""
    generic = {"gfx9-generic": "gfx9", "gfx10-1-generic": "gfx10", "gfx10-3-generic": "gfx10_3",
               "gfx11-generic": "gfx11", "gfx12-generic": "gfx12"}
    return generic.get(cpu) or next(g for g in GENS if cpu in cpus_of(g))


def feature_lines(has):
    lines = ["// Generated by tools/oracle/make_processor_tables.py from llvm-mc 22 probes; edit the generator.",
             "// GCN_PROCESSOR_FEATURES(\"processor\", the LLVM features it has, as isa/features.h bits)"]
    for c in ALL_CPUS:
        bits = [f[1] for f in FEATURES + CODEGEN_FEATURES if f[1] in has[c]]
        lines.append("GCN_PROCESSOR_FEATURES(\"%s\", %s)" % (c, " | ".join(bits) or "0"))
    return lines


def write_features(has):
    with open(os.path.join(ISA, "processor_features.def"), "w") as f:
        f.write("\n".join(feature_lines(has)) + "\n")


def probe_features():
    has = {}
    log = []

    # a probe "A || B" holds when either line assembles (glc on gfx90a, sc0 on gfx940+)
    alts = [(f, line) for f in FEATURES for line in f[2].split(" || ")]

    def one(cpu):
        return cpu, X.asm_batch(cpu, [line for _, line in alts])
    for cpu, res in X.pmap(one, ALL_CPUS):
        has[cpu] = set()
        ok = {}
        for (f, line), r in zip(alts, res):
            ok[f[1]] = ok.get(f[1], False) or r[0] == "asm"
            log.append("probe %s %s: %s -> %s" % (cpu, f[0], line, r[0] if r[0] == "asm" else r[1]))
        for f in FEATURES:
            llvm, cname, _, want = f[:4]
            if ok[cname] == want and (len(f) < 5 or gen_of(cpu) in f[4]):
                has[cpu].add(cname)
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
    "kFeatGfx10AEncoding": "image_bvh_intersect_ray image_bvh64_intersect_ray image_msaa_load",
    "kFeatPackedFp32Ops": "v_pk_fma_f32 v_pk_mul_f32 v_pk_add_f32 v_pk_mov_b32",
    "kFeatAtomicFaddNoRtnInsts": "buffer_atomic_add_f32 global_atomic_add_f32 buffer_atomic_pk_add_f16 "
                                 "global_atomic_pk_add_f16",
    "kFeatAtomicFaddRtnInsts": "buffer_atomic_add_f32 global_atomic_add_f32 buffer_atomic_pk_add_f16 "
                               "global_atomic_pk_add_f16",
}


def explain(procs, gen, has, name=""):
    """(requires, excludes) C++ feature names selecting exactly `procs` among gen's processors."""
    cpus = set(cpus_of(gen))
    for cname in (f[1] for f in FEATURES):
        with_f = {c for c in cpus if cname in has[c]}
        if with_f == procs and name in NAMED.get(cname, "").split():
            return cname, "0"
    for cname in (f[1] for f in FEATURES):
        with_f = {c for c in cpus if cname in has[c]}
        if with_f == procs:
            return cname, "0"
    for cname in (f[1] for f in FEATURES):
        with_f = {c for c in cpus if cname in has[c]}
        if cpus - with_f == procs:
            return "0", cname
    # a feature and not another (gfx90a-insts but not gfx940-insts), the ones naming the instruction first
    named = sorted((f[1] for f in FEATURES), key=lambda c: name not in NAMED.get(c, "").split())
    for need in named:
        with_n = {c for c in cpus if need in has[c]}
        for excl in named:
            if with_n - {c for c in cpus if excl in has[c]} == procs:
                return need, excl
    return None


# ---- memory rows (vmem_ops.def): which GFX9 processors have each row, and its cache-policy words there ----
def memory_rows_all():
    with open(os.path.join(HERE, "vmem_facts.tsv")) as f:
        hdr = f.readline().rstrip("\n").split("\t")
        return [dict(zip(hdr, l.rstrip("\n").split("\t"))) for l in f]


def memory_rows():
    return [r for r in memory_rows_all() if r["op_gfx9"] != "-1" and r["text_gfx9"] != "-"]


def aligned(text):
    """The text with every VGPR tuple starting at an even register (gfx90a+ refuse odd ones)."""
    def one(m):
        a, b = int(m.group(1)), int(m.group(2))
        return "v[%d:%d]" % (a + 1, b + 1) if a % 2 else m.group(0)
    return re.sub(r"\bv\[(\d+):(\d+)\]", one, text)


def cpol_probe(r, word):
    """The row's canonical GFX9 text with the cache-policy word (glc: an atomic's returning form)."""
    text = aligned(r["text_gfx9"])
    if word == "glc" and "rtn-with-glc" in r["flags"]:
        mn, _, rest = text.partition(" ")
        bits = int(re.search(r"vdst\?:v(\d+)", r["operands"]).group(1))
        vdst = "v6" if bits == 32 else "v[6:%d]" % (5 + bits // 32)
        return "%s %s, %s glc" % (mn, vdst, rest)
    return text + " " + word


def absent(res):
    return res[0] != "asm" and res[1].startswith(("instruction not supported", "invalid instruction"))


# Memory-table rows without cache-policy words: DS, exports, and the VOP3 forms of the interpolation ops.
NO_CPOL = ("DS", "EXP", "VOP3")


def memory_gates(has, log):
    """GCN_ROW_GATE lines for memory rows some GFX9 processors lack, and GCN_MEM_VARIANT lines where processors
    differ in the cache-policy words (glc, slc) a row takes: gfx908's f32 atomics have no returning form,
    gfx90a's buffer_wbl2 no policy bits at all (gfx940's has them). (Words taken but not encoded: cache_bit_rows.)"""
    # (the VINTRP rows: by the processor facts' brute-force disassembly above; their VOP3 forms, which live in
    # vmem_ops.def, here; MIMG rows here too, since llvm-mc 22 decodes images on gfx940+ that it does not assemble)
    rows = [r for r in memory_rows()
            if r["enc"] in ("MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH") + NO_CPOL]
    cpus = cpus_of("gfx9")
    lines = []
    for r in rows:
        lines.append(aligned(r["text_gfx9"]))
        if r["enc"] not in NO_CPOL:
            lines += [cpol_probe(r, "glc"), cpol_probe(r, "slc")]
    res = assembled_on(cpus, lines)
    gates, variants = [], []
    for r in rows:
        name, text = r["name"], aligned(r["text_gfx9"])
        present = {c for c in cpus if not absent(res[c][text])}
        if not present:
            log.append("memory row %s: no GFX9 processor assembles %r" % (name, text))
            continue
        mods = r["mods_gfx9"].split()
        groups = {}
        for c in sorted(present):
            words = tuple(w for w in ("glc", "slc") if r["enc"] not in NO_CPOL and res[c][cpol_probe(r, w)][0] == "asm")
            groups.setdefault(words, set()).add(c)
        mine = tuple(w for w in ("glc", "slc") if w in mods)
        if r["enc"] in NO_CPOL or len(groups) == 1:
            only = next(iter(groups))
            if r["enc"] not in NO_CPOL and only != mine:
                # the representative's facts and every processor's probe disagree: the processors' words
                mods = [m for m in mods if m not in ("glc", "slc")] + list(only)
                variants.append(("__all", name, mods, present))
            elif present != set(cpus):
                why = explain(present, "gfx9", has, name)
                if why is None:
                    sys.exit("no feature selects memory row %s on %s" % (name, sorted(present)))
                log.append("memory row %s on %s: requires %s excludes %s" % (name, sorted(present), *why))
                gates.append("GCN_ROW_GATE(%s, GFX9, %s, %s)" % (name, *why))
            continue
        for words, procs in sorted(groups.items()):
            why = explain(procs, "gfx9", has, name)
            if why is None:
                sys.exit("no feature selects memory row %s with %s on %s" % (name, words, sorted(procs)))
            log.append("memory row %s with %s on %s: requires %s excludes %s" % (name, " ".join(words) or "no policy bits",
                                                                                 sorted(procs), *why))
            if words == mine:
                gates.append("GCN_ROW_GATE(%s, GFX9, %s, %s)" % (name, *why))
            else:
                vmods = [m for m in mods if m not in ("glc", "slc")] + list(words)
                vid = "%s__gfx9_%s" % (name, (why[0] if why[0] != "0" else why[1])[len("kFeat"):].lower())
                variants.append('GCN_MEM_VARIANT(%s, %s, GFX9, "%s", %s, %s)' % (vid, name, " ".join(vmods), *why))
    for v in variants:
        if isinstance(v, tuple):
            sys.exit("memory row %s: every GFX9 processor takes other policy words than its facts say" % v[1])
    return gates, variants


# ---- cache-policy words a row takes without encoding them (memory_cache_bits.def) ----
# The GFX9 cache-policy words by the Instruction field they set: gfx940+ spell glc, slc and scc sc0, nt and sc1.
CACHE_WORDS = [("GLC", "glc"), ("GLC", "sc0"), ("SLC", "slc"), ("SLC", "nt"), ("SCC", "scc"), ("SCC", "sc1")]


def assembled_on(cpus, lines):
    """{cpu: {line: llvm-mc 22's result}} for the same lines on every processor (in parallel)."""
    import extract_vmem_facts as V
    return {cpu: dict(zip(lines, out)) for cpu, out in X.pmap(lambda c: (c, V.asm_batch(c, lines)), cpus)}


def cache_word_probe(r, word):
    """The row's canonical GFX9 text with one cache-policy word (glc/sc0: an atomic's returning form)."""
    if word == "sc0":
        return cpol_probe(r, "glc")[:-len("glc")] + "sc0"
    return cpol_probe(r, word)


def cache_bit_rows(has, log):
    """GCN_MEM_NO_CACHE_BIT lines: on every GFX9 processor llvm-mc 22 knows, every memory row with cache-policy
    words is assembled bare and with each word (glc/slc/scc and sc0/nt/sc1); a word that assembles to the bare
    row's bytes is taken and not encoded (gfx90a's fp atomics: scc; gfx940's buffer_wbl2/buffer_inv: nt). The
    row has no such bit on the processors the features select; llvm-mc refuses its words with the bit set.
    (Kept apart from memory_gates so that it can be rerun and reviewed on its own: --cache-bits.)"""
    rows = [r for r in memory_rows() if r["enc"] in ("MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH")]
    cpus = cpus_of("gfx9")
    lines = []
    for r in rows:
        lines.append(aligned(r["text_gfx9"]))
        lines += [cache_word_probe(r, w) for _, w in CACHE_WORDS]
    res = assembled_on(cpus, lines)
    out = []
    for r in rows:
        text = aligned(r["text_gfx9"])
        lacking = {}  # field -> processors taking one of its words without encoding it
        for c in cpus:
            base = res[c][text]
            if base[0] != "asm":
                continue
            for field, w in CACHE_WORDS:
                probe = cache_word_probe(r, w)
                if res[c][probe][0] == "asm" and res[c][probe][2] == base[2]:
                    lacking.setdefault(field, set()).add(c)
                    log.append("probe %s %s: %r assembles to the bytes of %r" % (c, r["name"], probe, text))
        for field, procs in sorted(lacking.items()):
            why = explain(procs, "gfx9", has, r["name"])
            if why is None:
                sys.exit("no feature selects the processors where %s has no %s bit: %s" % (r["name"], field, sorted(procs)))
            log.append("memory row %s has no %s bit on %s: requires %s excludes %s" % (r["name"], field, sorted(procs), *why))
            out.append("GCN_MEM_NO_CACHE_BIT(%s, GFX9, %s, %s, %s)" % (r["name"], field, *why))
    return out


def acc_return_cache_bit_rows(has, log):
    """GCN_MEM_ACC_RETURN_NO_CACHE_BIT lines: returning atomics whose AGPR-data form takes a cache-policy word and
    encodes nothing where the VGPR form encodes it (gfx940's flat/global f64 atomics: sc1, as llvm-mc 22 writes
    them). Probed on the gfx90a-insts processors (the ones with AGPR memory data) with the atomic's returning
    AGPR form, bare and with each further word."""
    import extract_vmem_facts as V
    rows = [r for r in memory_rows() if r["enc"] in ("MUBUF", "FLAT", "GLOBAL", "SCRATCH") and "_atomic_" in r["name"]]
    cpus = [c for c in cpus_of("gfx9") if "kFeatGfx90aInsts" in has[c]]
    probes = {}  # (row, cpu) -> [(field, bare AGPR form, with the word)]
    for r in rows:
        fields = [o.split(":")[0].rstrip("?") for o in r["operands"].split()]
        for c in cpus:
            gfx940 = "kFeatGfx940Insts" in has[c]
            acc = acc_form(cache_word_probe(r, "sc0" if gfx940 else "glc"), fields)
            words = [("SLC", "nt"), ("SCC", "sc1")] if gfx940 else [("SLC", "slc"), ("SCC", "scc")]
            probes[(r["name"], c)] = [(f, acc, acc + " " + w) for f, w in words]
    res = {}
    for cpu, out in X.pmap(lambda c: (c, V.asm_batch(c, [l for (n, k), ps in probes.items() if k == c
                                                          for _, a, b in ps for l in (a, b)])), cpus):
        lines = [l for (n, k), ps in probes.items() if k == cpu for _, a, b in ps for l in (a, b)]
        res[cpu] = dict(zip(lines, out))
    out = []
    for r in rows:
        lacking = {}
        for c in cpus:
            for field, bare, probe in probes[(r["name"], c)]:
                b, w = res[c][bare], res[c][probe]
                if b[0] == "asm" and w[0] == "asm" and b[2] == w[2]:
                    lacking.setdefault(field, set()).add(c)
                    log.append("probe %s %s: %r assembles to the bytes of %r" % (c, r["name"], probe, bare))
        for field, procs in sorted(lacking.items()):
            why = explain(procs, "gfx9", has, r["name"])
            if why is None:
                sys.exit("no feature selects the processors where %s's AGPR return has no %s bit: %s"
                         % (r["name"], field, sorted(procs)))
            log.append("memory row %s's AGPR return has no %s bit on %s: requires %s excludes %s"
                       % (r["name"], field, sorted(procs), *why))
            out.append("GCN_MEM_ACC_RETURN_NO_CACHE_BIT(%s, GFX9, %s, %s, %s)" % (r["name"], field, *why))
    return out


def write_cache_bits(lines):
    with open(os.path.join(ISA, "memory_cache_bits.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py (cache_bit_rows) from llvm-mc 22 probes; edit the\n")
        f.write("// generator.\n")
        f.write("// GCN_MEM_NO_CACHE_BIT(row, generation, field, needs, excludes): the memory row has no such cache-policy\n")
        f.write("//   bit (GLC, SLC, SCC: glc/sc0, slc/nt, scc/sc1) on the processors the features select: llvm-mc 22\n")
        f.write("//   takes the word there but encodes nothing, and refuses the row's words with the bit set.\n")
        f.write("// GCN_MEM_ACC_RETURN_NO_CACHE_BIT(row, generation, field, needs, excludes): the same for the returning\n")
        f.write("//   atomic's AGPR-data form alone (acc_return_cache_bit_rows).\n")
        for l in lines:
            f.write(l + "\n")


def ds_gds_word_rows(log):
    """GCN_MEM_GDS_WORD lines: DS rows whose facts have no gds (no processor that has them assembles it) but
    whose LLVM instruction has the gds operand: on every GFX9 processor with the row, llvm-mc 22 reads the word
    and its validator says "gds modifier is not supported on this GPU" (ds_add_f64, gfx950's ds_read_*_tr_*),
    where a row without the operand gives "invalid operand for instruction" (ds_permute_b32)."""
    out = []
    # (GFX12 and GFX12.5 have no GDS at all: their new DS rows, which no earlier generation's facts give a gds, are
    # probed the same way on the generation's representative)
    for gen, cpus in (("gfx9", cpus_of("gfx9")), ("gfx12", [REP_CPU["gfx12"]]), ("gfx12_5", [REP_CPU["gfx12_5"]])):
        rows = [r for r in memory_rows_all() if r["enc"] == "DS" and r["op_" + gen] != "-1" and
                r["text_" + gen] != "-" and "gds" not in r["mods_" + gen].split() and
                (gen == "gfx9" or "gds" not in r["modifiers"].split())]
        lines = []
        for r in rows:
            lines += [aligned(r["text_" + gen]), aligned(r["text_" + gen]) + " gds"]
        res = assembled_on(cpus, lines)
        for r in rows:
            text = aligned(r["text_" + gen])
            present = [c for c in cpus if res[c][text][0] == "asm"]
            said = [c for c in present if res[c][text + " gds"][:2] == ("err", "gds modifier is not supported on this GPU")]
            if present and said == present:
                log.append("memory row %s takes the gds word, refused on %s" % (r["name"], present))
                out.append("GCN_MEM_GDS_WORD(%s, %s)" % (r["name"], GEN_ID[gen]))
            elif said:
                sys.exit("memory row %s: gds refused by the validator on %s only of %s" % (r["name"], said, present))
    return out


def acc_form(text, fields):
    """A returning atomic's probe text with its data and destination VGPRs written as AGPRs."""
    mn, _, rest = text.partition(" ")
    ops, _, mods = rest.rpartition(", ")
    toks = ops.split(", ") + [mods.split(" ")[0]]
    tail = " ".join(mods.split(" ")[1:])
    acc = [("a" + t[1:] if t.startswith("v") and f in ("vdst", "vdata") else t) for f, t in zip(fields, toks)]
    return "%s %s %s" % (mn, ", ".join(acc), tail)


def acc_return_rows(has, log):
    """GCN_MEM_NO_ACC_RETURN lines: returning atomics whose AGPR-data form llvm-mc 22 refuses ("operands are not
    valid for this GPU or mode") on processors where the VGPR form assembles (gfx940's global_atomic_add_f32 and
    global_atomic_pk_add_f16). Its disassembler decodes some of their AGPR words, to text its assembler refuses."""
    import extract_vmem_facts as V
    rows = [r for r in memory_rows() if r["enc"] in ("MUBUF", "FLAT", "GLOBAL", "SCRATCH") and "_atomic_" in r["name"]]
    cpus = [c for c in cpus_of("gfx9") if "kFeatGfx90aInsts" in has[c]]
    probes = {}  # (row, cpu) -> (vgpr form, agpr form)
    for r in rows:
        fields = [o.split(":")[0].rstrip("?") for o in r["operands"].split()]
        for c in cpus:
            text = cache_word_probe(r, "sc0" if "kFeatGfx940Insts" in has[c] else "glc")
            probes[(r["name"], c)] = (text, acc_form(text, fields))
    res = {}
    for cpu, out in X.pmap(lambda c: (c, V.asm_batch(c, [l for (n, k), p in probes.items() if k == c for l in p])), cpus):
        lines = [l for (n, k), p in probes.items() if k == cpu for l in p]
        res[cpu] = dict(zip(lines, out))
    out = []
    for r in rows:
        procs = set()
        for c in cpus:
            vgpr, agpr = probes[(r["name"], c)]
            got = res[c][agpr]
            if res[c][vgpr][0] == "asm" and got[:2] == ("err", "operands are not valid for this GPU or mode"):
                procs.add(c)
                log.append("probe %s: %r assembles, %r does not" % (c, vgpr, agpr))
        if procs:
            why = explain(procs, "gfx9", has, r["name"])
            if why is None:
                sys.exit("no feature selects the processors without the AGPR returning form of %s" % r["name"])
            log.append("memory row %s has no AGPR returning form on %s: requires %s excludes %s" % (r["name"], sorted(procs), *why))
            out.append("GCN_MEM_NO_ACC_RETURN(%s, GFX9, %s, %s)" % (r["name"], *why))
    return out


def write_gds_words(lines, acc_lines):
    with open(os.path.join(ISA, "memory_forms.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py (ds_gds_word_rows, acc_return_rows) from llvm-mc 22\n")
        f.write("// probes; edit the generator. Operand forms of memory rows the processors' facts do not show.\n")
        f.write("// GCN_MEM_GDS_WORD(row, generation): the DS row has LLVM's gds operand although every processor with the\n")
        f.write("//   row lacks GDS: llvm-mc 22 reads the word and refuses it with \"gds modifier is not supported on\n")
        f.write("//   this GPU\" at its column (rows without the operand: \"invalid operand for instruction\").\n")
        f.write("// GCN_MEM_NO_ACC_RETURN(row, generation, needs, excludes): the returning atomic has no AGPR-data form on\n")
        f.write("//   the processors the features select (llvm-mc 22: \"operands are not valid for this GPU or mode\").\n")
        for l in lines + acc_lines:
            f.write(l + "\n")


def lds_variants(has, log, taken):
    """GCN_MEM_VARIANT lines for buffer loads whose LDS-DMA form (`lds`, no vdata) only some GFX9 processors have
    (gfx950's buffer_load_dwordx3/x4): the row with `lds` added on the processors that assemble that form, and
    a GCN_ROW_GATE keeping the row as it is on the others."""
    import extract_vmem_facts as V
    rows = [r for r in memory_rows() if r["enc"] == "MUBUF" and r["name"].startswith("buffer_load_")
            and "lds" not in r["mods_gfx9"].split()]
    cpus = cpus_of("gfx9")
    probes = ["%s off, s[4:7], 0 lds" % r["name"] for r in rows]
    res = {}
    for cpu, out in X.pmap(lambda c: (c, V.asm_batch(c, probes)), cpus):
        res[cpu] = dict(zip(probes, out))
    gates, variants = [], []
    for r, probe in zip(rows, probes):
        procs = {c for c in cpus if res[c][probe][0] == "asm"}
        if not procs:
            continue
        if r["name"] in taken:
            sys.exit("memory row %s: an lds variant and a cache-policy variant at once" % r["name"])
        why = explain(procs, "gfx9", has, r["name"])
        if why is None:
            sys.exit("no feature selects the lds form of %s on %s" % (r["name"], sorted(procs)))
        log.append("memory row %s with lds on %s: requires %s excludes %s" % (r["name"], sorted(procs), *why))
        vid = "%s__gfx9_lds_%s" % (r["name"], (why[0] if why[0] != "0" else why[1])[len("kFeat"):].lower())
        mods = r["mods_gfx9"].split() + ["lds"]
        variants.append('GCN_MEM_VARIANT(%s, %s, GFX9, "%s", %s, %s)' % (vid, r["name"], " ".join(mods), *why))
        others = explain(set(cpus) - procs, "gfx9", has, r["name"])
        if others is None:
            sys.exit("no feature selects the processors without the lds form of %s" % r["name"])
        gates.append("GCN_ROW_GATE(%s, GFX9, %s, %s)" % (r["name"], *others))
    return gates, variants


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
    if e64 >= 0 and not text64 and text32:
        # A row whose VOP3 form only this processor has (gfx9's v_dot2c_f32_f16, v_pk_fmac_f16, v_dot4c_i32_i8):
        # its e32 text with the _e64 suffix.
        mn, toks, mods = X.split_ops(text32)
        text64 = X.base_of(mn) + "_e64" + ((" " + ", ".join(toks)) if toks else "") + ((" " + mods) if mods else "")
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
    if e64 >= 0 and text64:
        # op_sel taken but not encoded (gfx9's v_pk_fmac_f16_e64: llvm-mc 22 prints op_sel:[1,0,1] over a word
        # without it) is no op_sel: gcnkit refuses it rather than drop it
        probes.append(("opsel-encoded", text64 + " op_sel:[1,0,0]"))
    res = X.asm_batch(cpu, [p for _, p in probes])
    flags = {f for (f, _), r in zip(probes, res) if r[0] == "asm"}
    encoded = [r for (f, _), r in zip(probes, res) if f == "opsel-encoded" and r[0] == "asm"]
    if "kVopOpSel" in flags and encoded and not bytes(encoded[0][2])[1] & 0x08:
        flags.discard("kVopOpSel")
    flags.discard("opsel-encoded")
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
    gates += scalar_gates(has, log)
    mem_gates, mem_variants = memory_gates(has, log)
    gates += [g for g in mem_gates if g not in gates]
    variants += mem_variants
    taken = {v.split(", ")[1] for v in mem_variants} | {g.split("(")[1].split(",")[0] for g in gates}
    lds_gates, lds_rows = lds_variants(has, log, taken)
    gates += lds_gates
    variants += lds_rows
    a_gates, a_opcodes = gfx10_a_encoding_rows(has, log)
    gates += a_gates
    write_borrowed_opcodes(a_opcodes)
    write_cache_bits(cache_bit_rows(has, log) + acc_return_cache_bit_rows(has, log))
    write_gds_words(ds_gds_word_rows(log), acc_return_rows(has, log))
    write_features(has)
    with open(os.path.join(ISA, "feature_rows.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py from llvm-mc 22 facts; edit the generator.\n")
        f.write("// GCN_ROW_GATE(row, generation, needs, excludes): the valu_ops.def row exists on that generation\n")
        f.write("//   only for processors with every `needs` feature and no `excludes` one (0: none).\n")
        f.write("// GCN_VOP_VARIANT(id, row, generation, e32, e64, needs, excludes, flags): the row (name, family,\n")
        f.write("//   operands) with these opcodes on that generation, for the processors the features select.\n")
        f.write("// GCN_MEM_VARIANT(id, row, generation, modifiers, needs, excludes): the memory row with these\n")
        f.write("//   modifiers (cache-policy words; glc: an atomic's returning form) on the processors selected.\n")
        for l in gates + variants:
            f.write(l + "\n")
    with open(os.path.join(HERE, "processor_tables_log.txt"), "w") as f:
        for l in log:
            f.write(l + "\n")
        f.write("# deviations no valu_ops.def row models yet (instruction: processors)\n")
        for n, cs in sorted(unmodelled.items()):
            f.write("unmodelled %s: %s\n" % (n, " ".join(sorted(cs))))


# ---- scalar rows some processors of a generation lack (GFX11.5's SALU floating point) ----
SCALAR_GENS = ["gfx11", "gfx12"]  # (the older generations' processors have the same scalar rows: scalar_cpu_deviations.txt)


def scalar_gates(has, log):
    """GCN_ROW_GATE lines for the scalar rows (scalar_ops.def) of SCALAR_GENS that not every processor assembles:
    each row's sample (scalar_facts.tsv, or the row's line in make_scalar_def.py's OLD_ONLY) on every processor."""
    import make_scalar_def as S
    samples = {}
    with open(os.path.join(HERE, "scalar_facts.tsv")) as f:
        hdr = f.readline().rstrip("\n").split("\t")
        for line in f:
            d = dict(zip(hdr, line.rstrip("\n").split("\t")))
            for g in SCALAR_GENS:
                if d.get(g, "-1") != "-1" and d.get("sample_" + g):
                    samples[(d["mnemonic"], g)] = d["sample_" + g].lstrip("~")
    for name, _enc, sample in S.OLD_ONLY:
        for g in SCALAR_GENS:
            samples.setdefault((name, g), sample)
    gates = []
    for g in SCALAR_GENS:
        names = sorted(n for (n, gg) in samples if gg == g)
        lines = [samples[(n, g)] for n in names]
        cpus = cpus_of(g)
        res = {c: X.asm_batch(c, lines) for c in cpus}
        for i, n in enumerate(names):
            procs = {c for c in cpus if res[c][i][0] == "asm"}
            if procs == set(cpus) or not procs:
                continue
            why = explain(procs, g, has, n)
            if why is None:
                sys.exit("no feature selects scalar %s %s on %s" % (n, g, sorted(procs)))
            log.append("scalar %s %s on %s: requires %s excludes %s" % (n, g, sorted(procs), *why))
            gates.append("GCN_ROW_GATE(%s, %s, %s, %s)" % (n, GEN_ID[g], why[0], why[1]))
    return gates


# ---- GFX10_3 memory rows some GFX10 processors have (LLVM's gfx10-a-encoding: gfx1013's ray tracing) ----
BORROWED_OPCODES = os.path.join(HERE, "vmem_borrowed_opcodes.tsv")


def gfx10_a_encoding_rows(has, log):
    """GCN_ROW_GATE lines for the vmem rows absent from the GFX10 column (the representative gfx1010 lacks them)
    that llvm-mc 22 assembles on some GFX10 processors, and their GFX10 opcodes: [(row, "gfx10", opcode)]. The
    row's GFX10_3 text must give the same bytes there as on the GFX10_3 representative, so the GFX10 opcode is
    the GFX10_3 one (image_bvh*_intersect_ray, image_msaa_load on gfx1013)."""
    rows = [r for r in memory_rows_all() if r["op_gfx10"] == "-1" and r["op_gfx10_3"] != "-1" and r["text_gfx10_3"] != "-"]
    texts = [r["text_gfx10_3"] for r in rows]
    rep = dict(zip(texts, X.asm_batch(REP_CPU["gfx10_3"], texts)))
    cpus = cpus_of("gfx10")
    res = dict(X.pmap(lambda c: (c, dict(zip(texts, X.asm_batch(c, texts)))), cpus))
    gates, opcodes = [], []
    for r in rows:
        text = r["text_gfx10_3"]
        present = {c for c in cpus if res[c][text][0] == "asm"}
        if not present:
            continue
        if any(res[c][text][2] != rep[text][2] for c in present):
            sys.exit("memory row %s: other bytes on %s than on %s" % (r["name"], sorted(present), REP_CPU["gfx10_3"]))
        why = explain(present, "gfx10", has, r["name"])
        if why is None:
            sys.exit("no feature selects memory row %s on %s" % (r["name"], sorted(present)))
        log.append("memory row %s on gfx10 %s (%s as on %s): requires %s excludes %s" % (
            r["name"], sorted(present), rep[text][2].hex(), REP_CPU["gfx10_3"], *why))
        gates.append("GCN_ROW_GATE(%s, GFX10, %s, %s)" % (r["name"], *why))
        opcodes.append((r["name"], "gfx10", r["op_gfx10_3"]))
    return gates, opcodes


def write_borrowed_opcodes(opcodes):
    """make_vmem_def.py fills these opcode columns (rows the generation's representative lacks)."""
    with open(BORROWED_OPCODES, "w") as f:
        f.write("# Generated by make_processor_tables.py (gfx10_a_encoding_rows): row, generation, opcode there\n")
        for o in opcodes:
            f.write("\t".join(o) + "\n")


# ---- VALU modifier rows (valu_modifier_rows.def): which packed modifiers each row takes on each processor ----
# Kept apart from the feature tables above (its own file, its own entry point) so it can be rerun alone:
#   python3 make_processor_tables.py valu-modifiers
MODIFIER_FLAGS = ["kVopOpSel", "kVopOpSelFixed", "kVopNegLoHi"]


def text_on(row, gen):
    """The row's e64/VOP3P text on gen (the first generation that has one when gen's column is empty)."""
    return row["text_%s_e64" % gen] or next((row["text_%s_e64" % g] for g in GENS if row["text_%s_e64" % g]), "")


def explain_within(group, present, gen, has):
    """(requires, excludes) selecting exactly `group` among the processors in `present` (None: no feature does)."""
    cpus = set(cpus_of(gen))
    for cname in (f[1] for f in FEATURES):
        with_f = {c for c in cpus if cname in has[c]} & present
        if with_f == group:
            return cname, "0"
        if present - with_f == group:
            return "0", cname
    return None


def packed_probes(text):
    """(flag, line) probes of a VOP3P row: neg_lo and neg_hi on src0, op_sel all zero (the word is taken),
    op_sel on src0 and op_sel_hi off for src0 (refused with "invalid op_sel operand" where only the defaults are
    valid: LLVM's validateOpSel for gfx940's dot products)."""
    mn, toks, _ = X.split_ops(text)
    base = mn + " " + ", ".join(toks)
    n = len(toks) - 1
    one = lambda v, d: "[%s]" % ",".join([v] + [d] * (n - 1))
    return base, [("neg_lo", base + " neg_lo:" + one("1", "0")), ("neg_hi", base + " neg_hi:" + one("1", "0")),
                  ("op_sel0", base + " op_sel:[%s]" % ",".join("0" * n)), ("op_sel", base + " op_sel:" + one("1", "0")),
                  ("op_sel_hi", base + " op_sel_hi:" + one("0", "1"))]


def packed_flags(base_res, res):
    """The modifier flags a processor's answers show (None: the row is absent there)."""
    if base_res[0] != "asm":
        return None
    ok = {k: r[0] == "asm" for k, r in res.items()}
    fixed = lambda k: res[k][0] == "err" and res[k][1] == "invalid op_sel operand"
    flags = set()
    if ok["neg_lo"] != ok["neg_hi"]:
        sys.exit("neg_lo and neg_hi disagree: %s" % res)
    if ok["neg_lo"]:
        flags.add("kVopNegLoHi")
    if ok["op_sel0"]:
        flags.add("kVopOpSel")
        if fixed("op_sel") and fixed("op_sel_hi"):
            flags.add("kVopOpSelFixed")
        elif not (ok["op_sel"] and ok["op_sel_hi"]):
            sys.exit("op_sel taken but not its values: %s" % res)
    return " | ".join(f for f in MODIFIER_FLAGS if f in flags) or "0"


def tied_src2_probe(text):
    """A two-source VOP3 row's text with op_sel:[0,0,1,0]: bit 13 (src2's) set when LLVM reads the third entry
    as a tied src2 (the byte select of rows writing one byte of a destination they also read), bit 14 (the
    destination's) otherwise."""
    mn, toks, _ = X.split_ops(text)
    if len(toks) != 3:
        return None
    return mn + " " + ", ".join(toks) + " op_sel:[0,0,1,0]"


def sgpr_source_probes(row, text):
    """(field, column, base line, line) for each VSrc source of the row's text with an SGPR (pair) in its place."""
    mn, toks, _ = X.split_ops(text)
    fields = [o.split(":") for o in row["operands"].split()]
    if len(fields) != len(toks):
        return []
    out = []
    for i, ((field, kind), tok) in enumerate(zip(fields, toks)):
        if not field.startswith("src") or kind.startswith("v") or kind == "mask" or not tok.startswith("v"):
            continue
        other = list(toks)
        other[i] = "s[10:11]" if ":" in tok else "s10"
        col = len(mn) + 2 + sum(len(t) + 2 for t in other[:i])
        out.append((field, col, mn + " " + ", ".join(toks), mn + " " + ", ".join(other)))
    return out


INTERP_OPERAND_TEXT = {"v32": None, "attrchan": "attr0.x", "pslot": "p10"}


def interp_opsel_rows(log):
    """GCN_VOP_MODIFIERS lines giving kVopOpSel to the VOP3-encoded v_interp_* rows of vmem_ops.def on the
    generations whose every processor takes `op_sel:[0,0,0,0]` there (GFX9's v_interp_p2_f16 only, as llvm-mc 22
    reads them); a generation split among its processors stops the generator."""
    rows = []
    with open(os.path.join(ISA, "vmem_ops.def")) as f:
        for l in f:
            m = re.match(r'GCN_MEM\((v_interp_\w+), VOP3,((?:\s*-?\w+,){9})\s*"([^"]*)"', l)  # (9 columns)
            if not m:
                continue
            cols = [c.strip() for c in m.group(2).split(",") if c.strip()]
            vgprs = iter(["v1", "v2", "v3"])
            ops = []
            for spec in m.group(3).split():
                kind = spec.split(":")[1]
                ops.append(INTERP_OPERAND_TEXT[kind] or next(vgprs))
            # (the operand order of the spec is the text's)
            rows.append((m.group(1), cols, "%s %s" % (m.group(1), ", ".join(ops))))
    lines = []
    for gi, gen in enumerate(("gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3")):
        present = [(name, text) for name, cols, text in rows if cols[gi] != "-1"]
        if not present:
            continue
        cpus = cpus_of(gen)
        lines_in = [t for _, t in present] + [t + " op_sel:[0,0,0,0]" for _, t in present]
        res = dict(X.pmap(lambda c: (c, X.asm_batch(c, lines_in)), cpus))
        n = len(present)
        for k, (name, _) in enumerate(present):
            has = sorted(c for c in cpus if res[c][k][0] == "asm")  # (gfx90a+ lack the f16 rows)
            takers = sorted(c for c in has if res[c][n + k][0] == "asm")
            log.append("interp op_sel %s %s: taken on %s of %s" % (name, gen, takers, has))
            if takers and takers != has:
                sys.exit("interp op_sel of %s splits %s: %s" % (name, gen, takers))
            if takers:
                lines.append("GCN_VOP_MODIFIERS(%s, %s, 0, 0, kVopOpSel)" % (name, GEN_ID[gen]))
    return lines


def valu_sgpr_sources(facts, log):
    """GCN_VOP_SRC_NO_SGPR lines: VSrc sources every processor with the row refuses an SGPR in, with "invalid
    operand for instruction" at the source (gfx950's v_cvt_scalef32_sr_pk_fp4_f32 src0: VGPR pairs and inline
    constants only). Constant-bus refusals (a second SGPR read) are not this."""
    lines = []
    for gen in ("gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12"):
        jobs = [(name, p) for name, row in sorted(facts.items()) if row["text_%s_e64" % gen]
                for p in sgpr_source_probes(row, row["text_%s_e64" % gen])]
        lines_in = [p[2] for _, p in jobs] + [p[3] for _, p in jobs]
        res = dict(X.pmap(lambda c: (c, X.asm_batch(c, lines_in)), cpus_of(gen)))
        for k, (name, (field, col, _, _)) in enumerate(jobs):
            answers = {(r[1], r[2]) if r[0] != "asm" else "asm" for r in (res[c][len(jobs) + k]
                       for c in cpus_of(gen) if res[c][k][0] == "asm")}
            if answers == {("invalid operand for instruction", col)}:
                log.append("valu sources %s %s %s: an SGPR is refused at column %d" % (name, gen, field, col))
                lines.append("GCN_VOP_SRC_NO_SGPR(%s, %s, %s)" % (name, GEN_ID[gen], field.upper()))
    return lines


def wide_literal_sources(facts, log):
    """GCN_VOP_SRC_WIDE_LITERAL lines: 16-bit VSrc sources (f16, b16) where every GFX9 processor with the row reads
    0x12345 as a 32-bit literal ("literal operands are not supported", GFX9 VOP3 has none) instead of refusing a
    value no 16-bit operand holds ("invalid operand for instruction"): gfx950's v_cvt_scalef32_*_f16 sources."""
    jobs = []
    for name, row in sorted(facts.items()):
        text = row["text_gfx9_e64"]
        mn, toks, _ = X.split_ops(text) if text else ("", [], "")
        fields = [o.split(":") for o in row["operands"].split()]
        if not text or len(fields) != len(toks):
            continue
        for i, ((field, kind), tok) in enumerate(zip(fields, toks)):
            if field.startswith("src") and kind in ("f16", "b16") and tok.startswith("v"):
                other = list(toks)
                other[i] = "0x12345"
                col = len(mn) + 2 + sum(len(t) + 2 for t in other[:i])
                jobs.append((name, field, col, mn + " " + ", ".join(toks), mn + " " + ", ".join(other)))
    lines_in = [j[3] for j in jobs] + [j[4] for j in jobs]
    res = dict(X.pmap(lambda c: (c, X.asm_batch(c, lines_in)), cpus_of("gfx9")))
    lines = []
    for k, (name, field, col, _, _) in enumerate(jobs):
        answers = {(r[1], r[2]) if r[0] != "asm" else "asm" for r in (res[c][len(jobs) + k]
                   for c in cpus_of("gfx9") if res[c][k][0] == "asm")}
        if answers == {("literal operands are not supported", col)}:
            log.append("valu sources %s gfx9 %s: 0x12345 is a 32-bit literal" % (name, field))
            lines.append("GCN_VOP_SRC_WIDE_LITERAL(%s, GFX9, %s)" % (name, field.upper()))
    return lines


def valu_modifier_rows(has, log):
    facts = load_facts()
    lines, tied = [], []
    for gen in ("gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"):
        cpus = cpus_of(gen)
        jobs = []  # (row, kind, line)
        for name, row in sorted(facts.items()):
            text = text_on(row, gen)
            if not text:
                continue
            if row["family"] == "VOP3P":
                base, probes = packed_probes(text)
                jobs += [(name, "base", base)] + [(name, k, l) for k, l in probes]
            elif "kVopOpSel" in row["flags"] and tied_src2_probe(text):
                jobs.append((name, "tied", tied_src2_probe(text)))
        out = {}
        for cpu, res in X.pmap(lambda c: (c, X.asm_batch(c, [l for _, _, l in jobs])), cpus):
            out[cpu] = {(n, k): r for (n, k, _), r in zip(jobs, res)}
        for name in sorted({n for n, _, _ in jobs}):
            if (name, "tied") in out[cpus[0]]:
                hits = [c for c in cpus if out[c][(name, "tied")][0] == "asm"
                        and bytes(out[c][(name, "tied")][2])[1] & 0x20]
                if hits:
                    log.append("valu modifiers %s %s: op_sel:[0,0,1,0] sets src2's bit on %s" % (name, gen, hits))
                    if name not in tied:
                        tied.append(name)
                continue
            groups = {}
            for c in cpus:
                f = packed_flags(out[c][(name, "base")], {k: out[c][(name, k)] for k in
                                                           ("neg_lo", "neg_hi", "op_sel0", "op_sel", "op_sel_hi")})
                if f is not None:
                    groups.setdefault(f, set()).add(c)
            if not groups:
                continue
            present = set().union(*groups.values())
            ordered = sorted(groups.items(), key=lambda kv: -len(kv[1]))
            log.append("valu modifiers %s %s: %s" % (name, gen, "; ".join("%s on %s" % (f, sorted(p)) for f, p in ordered)))
            lines.append("GCN_VOP_MODIFIERS(%s, %s, 0, 0, %s)" % (name, GEN_ID[gen], ordered[0][0]))
            for f, procs in ordered[1:]:
                why = explain_within(procs, present, gen, has)
                if why is None:
                    sys.exit("no feature selects %s's modifiers %s on %s" % (name, f, sorted(procs)))
                lines.append("GCN_VOP_MODIFIERS(%s, %s, %s, %s, %s)" % (name, GEN_ID[gen], why[0], why[1], f))
    with open(os.path.join(ISA, "valu_modifier_rows.def"), "w") as f:
        f.write("// Generated by tools/oracle/make_processor_tables.py (valu_modifier_rows) from llvm-mc 22 probes; edit\n")
        f.write("// the generator. Probes per processor: neg_lo:[1,0..] and neg_hi:[1,0..] (kVopNegLoHi), op_sel:[0,..]\n")
        f.write("// (kVopOpSel: op_sel and op_sel_hi), op_sel:[1,0..] and op_sel_hi:[0,1..] refused with \"invalid op_sel\n")
        f.write("// operand\" (kVopOpSelFixed: only their defaults are valid), op_sel:[0,0,1,0] on two-source VOP3 rows.\n")
        f.write("// GCN_VOP_MODIFIERS(row, generation, needs, excludes, flags): the VOP3P row's packed-modifier flags on\n")
        f.write("//   that generation (needs = excludes = 0), or on its processors with every `needs` feature and not the\n")
        f.write("//   `excludes` one (overriding the first line).\n")
        f.write("// GCN_VOP_OPSEL_TIED_SRC2(row): the two-source row's op_sel has a third entry for its tied src2 (the\n")
        f.write("//   destination it also reads) before the destination's.\n")
        f.write("// GCN_VOP_SRC_NO_SGPR(row, generation, field): the VSrc source takes VGPRs and inline constants but no\n")
        f.write("//   SGPR (every processor with the row refuses s10 / s[10:11] there: \"invalid operand for instruction\").\n")
        f.write("// GCN_VOP_SRC_WIDE_LITERAL(row, generation, field): the 16-bit source reads a number no 16-bit operand\n")
        f.write("//   holds (0x12345) as a 32-bit literal (\"literal operands are not supported\" on GFX9), not as an\n")
        f.write("//   invalid operand.\n")
        lines += interp_opsel_rows(log) + valu_sgpr_sources(facts, log) + wide_literal_sources(facts, log)
        for l in lines:
            f.write(l + "\n")
        for n in tied:
            f.write("GCN_VOP_OPSEL_TIED_SRC2(%s)\n" % n)
    with open(os.path.join(HERE, "valu_modifier_rows_log.txt"), "w") as f:
        for l in log:
            f.write(l + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--cache-bits"]:  # memory_cache_bits.def and memory_forms.def alone (log on stdout)
        feats, log = probe_features()
        del log[:]
        write_cache_bits(cache_bit_rows(feats, log) + acc_return_cache_bit_rows(feats, log))
        write_gds_words(ds_gds_word_rows(log), acc_return_rows(feats, log))
        print("\n".join(log))
    elif sys.argv[1:] == ["--features"]:  # processor_features.def alone (the probes' log on stdout)
        feats, log = probe_features()
        write_features(feats)
        print("\n".join(log))
    elif sys.argv[1:] == ["valu-modifiers"]:  # valu_modifier_rows.def alone
        valu_modifier_rows(probe_features()[0], [])
    else:
        main()
        valu_modifier_rows(probe_features()[0], [])
