#!/usr/bin/env python3
"""Extract per-generation scalar (SOP*/SMRD/SMEM) instruction facts from llvm-mc.

Outputs (in this directory):
  scalar_facts.tsv, scalar_cpu_deviations.txt, llvm14_vs_22.txt, scalar_aliases.txt
GFX8+ facts come from disassembling canonical words with llvm-mc-22.
GFX6/7 cannot be disassembled by llvm-mc (14 or 22), so their facts come from
assembling candidate spellings and decoding the produced encoding.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import (MC14, MC22, GENS, OLD_GENS, REP_CPU, GEN_CPUS, DISASM_GENS, words_le,
                    disasm_many, asm_batch)

# Processors whose instructions the representative lacks (by feature): their opcodes are read too, and a row only
# they have takes its opcode from them (make_processor_tables.py gates it by the feature).
ORIGIN_CPUS = {"gfx11": ["gfx1150"]}
from scalar_enc import ENC_OPS, encodings_for, canonical_words, classify, smem_opcodes

ASMPARSER_LIB = "/usr/lib/llvm-22/lib/libLLVMAMDGPUAsmParser.a"

EXTRA_CANDIDATES = """
s_set_gpr_idx_on s_set_gpr_idx_off s_set_gpr_idx_mode s_set_gpr_idx_idx s_cbranch_join
s_cbranch_g_fork s_cbranch_i_fork s_setkill s_waitcnt_vscnt s_waitcnt_vmcnt s_waitcnt_expcnt
s_waitcnt_lgkmcnt s_waitcnt_depctr s_subvector_loop_begin s_subvector_loop_end s_ttracedata
s_ttracedata_imm s_endpgm_ordered_ps_done s_endpgm_saved s_code_end s_inst_prefetch
s_set_inst_prefetch_distance s_clause s_round_mode s_denorm_mode s_version s_call_b64
s_getreg_b32 s_setreg_b32 s_setreg_imm32_b32 s_movk_i32 s_cmovk_i32 s_setvskip s_set_vskip
s_mov_fed_b32 s_rfe_restore_b64 s_dcache_inv_vol s_dcache_wb_vol s_memrealtime s_memtime
s_buffer_load_dword s_load_dword s_icache_inv s_incperflevel s_decperflevel s_sleep s_setprio
s_sendmsg s_sendmsghalt s_trap s_barrier s_wakeup s_nop s_endpgm s_branch s_get_waveid_in_workgroup
s_gl1_inv s_dcache_discard s_dcache_discard_x2 s_atc_probe s_atc_probe_buffer s_scratch_load_dword
s_getreg_regrd_b32 s_sleep_var s_wait_idle s_cbranch_cdbgsys s_cbranch_cdbguser
s_cbranch_cdbgsys_or_user s_cbranch_cdbgsys_and_user s_set_mode s_mov_regrd_b32 s_and_saveexec_b32
s_andn1_saveexec_b64 s_orn1_saveexec_b64 s_andn1_wrexec_b64 s_andn2_wrexec_b64 s_bitreplicate_b64_b32
s_lshl1_add_u32 s_mul_hi_u32 s_pack_ll_b32_b16 s_abs_i32 s_absdiff_i32 s_bcnt0_i32_b32
s_load_dwordx2 s_load_b32 s_buffer_load_b32 s_store_dword s_buffer_store_dword s_dcache_wb
s_add_co_u32 s_sub_co_u32 s_addk_co_i32 s_max_u32 s_cmp_eq_u64 s_cmp_lg_u64
""".split()

PATTERNS = [
    "", "0", "3", "0x10", "s1", "s[2:3]", "s[2:5]", "s1, s2", "s1, s2, s3", "s[2:3], s[4:5]",
    "s[2:3], s[4:5], s[6:7]", "s1, s[2:3]", "s[2:3], s1", "s1, s[2:3], s4", "s[2:3], s[4:5], s6",
    "s[2:3], s4, s5", "s[2:3], s4", "s1, s2, s[4:5]", "s[2:3], s[4:5], s[6:7], s[8:9]",
    "instid0(VALU_DEP_1)", "s1, sendmsg(MSG_RTN_GET_DOORBELL)", "s[2:3], sendmsg(MSG_RTN_GET_REALTIME)",
    "s1, s[2:3], 0x10", "s[2:3], s[4:5], 0x10", "s[4:7], s[2:3], 0x10", "s[4:11], s[2:3], 0x10",
    "s[4:19], s[2:3], 0x10", "s1, s[4:7], 0x10", "s[2:3], s[4:7], 0x10", "s[4:7], s[8:11], 0x10",
    "s[4:11], s[8:11], 0x10", "s[4:19], s[8:11], 0x10", "s[8:9]", "s[8:9], s[2:3]", "s[2:3], 0x10",
    "s1, 0x1234", "s[2:3], 0x1234", "0x1234, s1", "hwreg(HW_REG_MODE), s1", "s1, hwreg(HW_REG_MODE)",
    "hwreg(HW_REG_MODE), 0x1234", "s1, gpr_idx(SRC0)", "gpr_idx(SRC0)", "s1, 1", "7, s[2:3], 0x10",
    "7, s[4:7], 0x10", "s[2:3], 0x10 glc", "sendmsg(MSG_INTERRUPT)", "null, 0x10", "s1, 0", "s1, 0x10",
    "s[4:5], 0x10", "0x1", "s4, s6", "s4, 6", "s[4:5], s[6:7]", "s[2:3], s[4:5], s6 offset:0x10",
]

CANON_FORMS = {
    "SOP2": ["s10, s4, s6", "s[10:11], s[4:5], s[6:7]", "s[10:11], s[4:5], s6", "s[10:11], s4, s6",
             "s10, s[4:5], s6", "s10, s[4:5], s[6:7]", "s10, s4, s[6:7]", "s[10:11], s4, s[6:7]",
             "s[4:5], s[6:7]", "s4, s6"],
    "SOPK": ["s10, 0x1234", "s[10:11], 0x1234", "0x1234, s10", "0x1234", "s10, hwreg(52, 8, 1)",
             "hwreg(52, 8, 1), s10"],
    "SOP1": ["s10, s4", "s[10:11], s[4:5]", "s10, s[4:5]", "s[10:11], s4", "s4", "s[4:5]", "s10",
             "s[10:11]", ""],
    "SOPC": ["s4, s6", "s[4:5], s[6:7]", "s[4:5], s6", "s4, 6", "s[4:5], 6"],
    "SOPP": ["3", "", "0x3", "vmcnt(3) expcnt(0) lgkmcnt(0)"],
    "SMRD": ["s8, s[4:5], 0x10", "s[8:9], s[4:5], 0x10", "s[8:11], s[4:5], 0x10",
             "s[8:15], s[4:5], 0x10", "s[8:23], s[4:5], 0x10", "s8, s[4:7], 0x10", "s[8:9], s[4:7], 0x10",
             "s[8:11], s[4:7], 0x10", "s[8:15], s[4:7], 0x10", "s[8:23], s[4:7], 0x10", "s[8:9]",
             "s[4:5], 0x10", ""],
}


def candidates():
    cands = set(EXTRA_CANDIDATES)
    if os.path.exists(ASMPARSER_LIB):
        out = subprocess.run(["strings", "-n", "4", ASMPARSER_LIB], capture_output=True, text=True).stdout
        cands.update(re.findall(r"\bs_[a-z0-9_]+\b", out))
    return sorted(c for c in cands if re.fullmatch(r"s_[a-z][a-z0-9_]*[a-z0-9]", c))


def mnem(text):
    return text.split()[0] if text.strip() else ""


def main():
    facts = {}       # (mnemonic, enc) -> {gen: (op, sample)}
    dis_rep = {}     # gen -> {(enc, op): (status, hex, text)}
    notes = []
    reenc_notes = []
    # ---- GFX8+: disassembly of canonical words
    for gen, cpu in [(g, c) for g in DISASM_GENS for c in [REP_CPU[g]] + ORIGIN_CPUS.get(g, [])]:
        rep_cpu = cpu == REP_CPU[gen]
        keys, cases = [], []
        for enc in encodings_for(gen):
            for op in range(smem_opcodes(gen) if enc == "SMEM" else ENC_OPS[enc]):
                keys.append((enc, op))
                cases.append(words_le(*canonical_words(gen, enc, op)))
        res = disasm_many(cpu, cases)
        if rep_cpu:
            dis_rep[gen] = {}
        for (enc, op), case, (st, bs, text, reenc) in zip(keys, cases, res):
            if not rep_cpu:
                if (st == "dis" and gen not in facts.get((mnem(text), enc), {}) and
                        classify(gen, int.from_bytes(bs[:4], "little")) == (enc, op)):
                    facts.setdefault((mnem(text), enc), {})[gen] = (op, text)
                    notes.append("%s: %s %s 0x%x only on %s" % (gen, mnem(text), enc, op, cpu))
                continue
            dis_rep[gen][(enc, op)] = (st, case.hex(), text)
            if st == "dis" and reenc != bs.hex():
                reenc_notes.append("%s\t%s 0x%x\t%s\t%s\tre-encoded as %s" % (gen, enc, op, bs.hex(), text, reenc))
            if st != "dis":
                if st == "crash":
                    notes.append("%s %s op 0x%x: llvm-mc-22 crash: %s" % (gen, enc, op, text))
                continue
            cenc, cop = classify(gen, int.from_bytes(bs[:4], "little"))
            if (cenc, cop) != (enc, op):
                continue  # word belongs to another encoding's space
            d = facts.setdefault((mnem(text), enc), {})
            if gen in d:
                notes.append("%s: %s %s at 0x%x and 0x%x" % (gen, mnem(text), enc, d[gen][0], op))
                continue
            d[gen] = (op, text)
        print(gen, "disassembled", len(cases), file=sys.stderr)

    # ---- candidate probing (all gens): facts for GFX6/7, aliases for all
    cands = sorted(set(candidates()) | {m for (m, e) in facts})
    aliases = []
    asm_only = {}  # gen -> {(enc,op): (mnemonic, printed)}
    probe_lines = [(c + " " + p).strip() for c in cands for p in PATTERNS]
    for gen in GENS:
        cpu = REP_CPU[gen]
        res = asm_batch(cpu, probe_lines)
        seen = {}
        for line, r in zip(probe_lines, res):
            if r[0] != "asm":
                continue
            cand = line.split()[0]
            bs = bytes.fromhex(r[2])
            enc, op = classify(gen, int.from_bytes(bs[:4], "little"))
            if enc is None:
                continue
            seen.setdefault(cand, (line, r[1], r[2], enc, op))
        items = sorted(seen.items())
        if gen in DISASM_GENS:
            dres = disasm_many(cpu, [bytes.fromhex(v[2]) for _, v in items])
        else:
            dres = [None] * len(items)
        for (cand, (line, printed, hx, enc, op)), dr in zip(items, dres):
            pm = mnem(printed)
            if gen in DISASM_GENS:
                # disassemble the assembler's own bytes (canonical word may be
                # invalid for operand-less instructions with nonzero fields)
                dm = mnem(dr[2]) if dr[0] == "dis" else "<invalid>"
                if cand == pm == dm:
                    d = facts.setdefault((cand, enc), {})
                    if gen not in d:
                        d[gen] = (op, "~" + dr[2])
                        notes.append("%s: %s %s 0x%x only via assembled word %s" % (gen, cand, enc, op, hx))
                else:
                    aliases.append((gen, cand, line, printed, hx, "%s 0x%x" % (enc, op), dm))
            else:
                if cand != pm:
                    aliases.append((gen, cand, line, printed, hx, "%s 0x%x" % (enc, op), pm))
                else:
                    asm_only.setdefault(gen, {}).setdefault((enc, op), []).append(cand)
        print(gen, "probed", len(probe_lines), "accepted", len(seen), file=sys.stderr)

    # ---- GFX6/7 facts from assembler
    for gen in ("gfx6", "gfx7"):
        cpu = REP_CPU[gen]
        items = sorted(asm_only.get(gen, {}).items())
        lines, owners = [], []
        for (enc, op), names in items:
            if len(names) > 1:
                notes.append("%s: several spellings print as themselves for %s 0x%x: %s" % (gen, enc, op, names))
            for n in names:
                for f in CANON_FORMS[enc]:
                    lines.append((n + " " + f).strip())
                    owners.append((n, enc, op))
        res = asm_batch(cpu, lines)
        best = {}
        for line, (n, enc, op), r in zip(lines, owners, res):
            if r[0] != "asm":
                continue
            want = words_le(*canonical_words(gen, enc, op)).hex()
            exact = r[2] == want
            cur = best.get((n, enc))
            if cur is None or (exact and not cur[1]):
                best[(n, enc)] = (r[1], exact)
        for (enc, op), names in items:
            for n in names:
                sample, exact = best.get((n, enc), ("", False))
                d = facts.setdefault((n, enc), {})
                d[gen] = (op, ("" if exact else "~") + sample)

    # ---- write facts
    with open(os.path.join(HERE, "scalar_facts.tsv"), "w") as f:
        f.write("\t".join(["mnemonic", "encoding"] + GENS + ["sample_" + g for g in GENS]) + "\n")
        order = {e: i for i, e in enumerate(["SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMRD", "SMEM"])}
        for (m, enc), d in sorted(facts.items(), key=lambda kv: (order[kv[0][1]], min(v[0] for v in kv[1].values()), kv[0][0])):
            ops = ["0x%x" % d[g][0] if g in d else "-1" for g in GENS]
            samples = [d[g][1] if g in d else "" for g in GENS]
            f.write("\t".join([m, enc] + ops + samples) + "\n")

    with open(os.path.join(HERE, "scalar_aliases.txt"), "w") as f:
        f.write("# gen\tspelling\texample input\tllvm-mc-22 printed\tencoding\tenc/op\tcanonical (disassembly; gfx6/7: printed)\n")
        f.write("# %d candidate spellings x %d operand patterns probed per generation (representative CPUs)\n" % (len(cands), len(PATTERNS)))
        if not aliases:
            f.write("# RESULT: no aliases found -- every accepted scalar spelling prints as itself and (gfx8+) disassembles to itself.\n"
                    "# (Mnemonics are matched case-insensitively, e.g. S_ADD_U32 is accepted; that is not listed as an alias.)\n")
        for a in aliases:
            f.write("\t".join(a) + "\n")

    # ---- CPU deviations
    dev = []
    for gen in DISASM_GENS:
        keys = sorted(dis_rep[gen])
        cases = [bytes.fromhex(dis_rep[gen][k][1]) for k in keys]
        for cpu in GEN_CPUS[gen]:
            if cpu == REP_CPU[gen]:
                continue
            res = disasm_many(cpu, cases)
            for k, c, (st, bs, text, _re) in zip(keys, cases, res):
                rst, _, rtext = dis_rep[gen][k]
                if (st, text) != (rst, rtext):
                    dev.append("%s\t%s\t%s 0x%x\t%s\t%s: %s\t%s: %s" % (gen, cpu, k[0], k[1], c.hex(), REP_CPU[gen], rtext or rst, cpu, text or st))
            print("deviation check", cpu, file=sys.stderr)
    # GFX6/7: assembler-based comparison (disassembly unsupported)
    for gen in ("gfx6", "gfx7"):
        lines = sorted({(m + " " + f).strip() for (m, enc), d in facts.items() if gen in d
                        for f in CANON_FORMS[enc]})
        rep = asm_batch(REP_CPU[gen], lines)
        for cpu in GEN_CPUS[gen]:
            if cpu == REP_CPU[gen]:
                continue
            res = asm_batch(cpu, lines)
            for l, a, b in zip(lines, rep, res):
                if (a[0], a[1], a[2]) != (b[0], b[1], b[2]):
                    dev.append("%s\t%s\tasm\t%s\t%s: %s\t%s: %s" % (gen, cpu, l, REP_CPU[gen], "|".join(a), cpu, "|".join(b)))
            print("deviation check (asm)", cpu, file=sys.stderr)
    with open(os.path.join(HERE, "scalar_cpu_deviations.txt"), "w") as f:
        for d in dev:
            f.write(d + "\n")

    # ---- llvm 14 vs 22 (llvm-mc 14 knows no GFX11)
    diffs = []
    for gen in [g for g in DISASM_GENS if g in OLD_GENS]:
        keys = sorted(dis_rep[gen])
        cases = [bytes.fromhex(dis_rep[gen][k][1]) for k in keys]
        res = disasm_many(REP_CPU[gen], cases, mc=MC14)
        for k, c, (st, bs, text, _re) in zip(keys, cases, res):
            rst, _, rtext = dis_rep[gen][k]
            if (st, text) != (rst, rtext):
                diffs.append("dis\t%s\t%s 0x%x\t%s\tllvm22: %s\tllvm14: %s" % (gen, k[0], k[1], c.hex(), rtext or rst, text or st))
    for gen in ("gfx6", "gfx7"):
        lines = sorted({(m + " " + f).strip() for (m, enc), d in facts.items() if gen in d
                        for f in CANON_FORMS[enc]})
        a22 = asm_batch(REP_CPU[gen], lines)
        a14 = asm_batch(REP_CPU[gen], lines, mc=MC14)
        for l, a, b in zip(lines, a22, a14):
            if a[0] == "asm" or b[0] == "asm":
                if (a[0], a[1], a[2]) != (b[0], b[1], b[2]):
                    diffs.append("asm\t%s\t%s\t\tllvm22: %s\tllvm14: %s" % (gen, l, "|".join(a), "|".join(b)))
    with open(os.path.join(HERE, "llvm14_vs_22.txt"), "w") as f:
        f.write("# kind\tgen\topcode/input\tword\tllvm-mc-22\tllvm-mc-14\n")
        f.write("# gfx6/gfx7: neither version can disassemble (22: 'LLVM ERROR: disassembly not yet supported for subtarget', 14: segfault); assembler of canonical forms compared instead\n")
        for d in diffs:
            f.write(d + "\n")
    with open(os.path.join(HERE, "scalar_reencode_mismatch.txt"), "w") as f:
        f.write("# canonical words whose llvm-mc-22 -show-encoding re-encoding differs from the input (ignored/zeroed fields)\n")
        for n in reenc_notes:
            f.write(n + "\n")
    for n in notes:
        print("NOTE", n, file=sys.stderr)
    print("facts rows", len(facts), "aliases", len(aliases), "deviations", len(dev), "14vs22", len(diffs), file=sys.stderr)


if __name__ == "__main__":
    main()
