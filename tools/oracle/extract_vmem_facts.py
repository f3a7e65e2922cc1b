#!/usr/bin/env python3
"""Extract per-generation facts for the vector-memory, export and interpolation instructions
(DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP, VINTRP and the VOP3-encoded v_interp_*)
from llvm-mc, the oracle.  Python 3 stdlib only.

Outputs (in this directory):
  vmem_facts.tsv            one line per instruction (see HEADER below)
  vmem_llvm14_vs_22.txt     canonical forms assembled by llvm-mc-14 and -22 where they differ
  stdout                    aliases, disassembly-only names, cross-check mismatches and the bit
                            layouts verified per generation (XOR of assembled encodings)

Method
  1. Candidates: names found by `strings` in libLLVMAMDGPUAsmParser.a / libLLVMAMDGPUDesc.a and
     the opcode tables of CLRX's GCN ISA documentation where CLRX_DOC_DIR names it (lower-cased); suffix-stripped.
  2. Operand patterns per encoding (registers with distinct numbers: vdst v5, addr/vaddr v1,
     data0/vdata v10, data1 v20, srsrc s[8:11]/s[8:15], ssamp s[16:19], soffset s3, saddr s[2:3]/s2)
     are assembled with `llvm-mc-22 -show-encoding` on the six representative CPUs (one batch
     per CPU, diagnostics mapped back by <stdin>:LINE).  A match is kept only when the register
     numbers land in the expected encoding fields; the first match in pattern order is the
     canonical form of that generation.  Opcodes of every generation are read out of the
     produced bytes with the per-generation layout in OPC below.
  3. GFX8+: every opcode value of every encoding is disassembled (canonical word, batched, the
     stream is walked with the re-encoded lengths and the warning columns) and compared with
     the assembled opcodes; names only the disassembler knows are re-probed.
  4. Modifiers: each vocabulary modifier is appended (with the operand changes it needs, e.g.
     offen -> vaddr v1, tfe -> one more data VGPR) to the canonical form on each generation.
     Print order: greedy combination of all accepted modifiers, order read from the printed text.
  5. llvm-mc-14 vs 22: canonical forms assembled on gfx803/gfx900/gfx1010/gfx1030 with both.
  6. The MI processors' own memory instructions (names no representative has): steps 2 and 4 again with
     the GFX9 column probed on MI_CPUS (gfx90a first, then gfx950), the row's `origin` column naming the
     processor; gfx940+ processors spell glc/slc as sc0/nt, translated both ways (GFX940_SPELLING), so
     their rows carry the same vocabulary. Which MI processors have each row (and its returning form)
     is decided by make_processor_tables.py from the row's canonical text.
Rerun:  cd tools/oracle && python3 extract_vmem_facts.py      (~3-5 min with 2 llvm-mc processes)
Env: LLVM_MC22, LLVM_MC14 (binaries), VMEM_JOBS (parallel llvm-mc processes, default 2).
"""
import sys

# (asm_batch is used by make_processor_tables.py through this module)
from vmem_oracle.config import CPU, GENS
from vmem_oracle.mc import asm_all, asm_batch
from vmem_oracle.operands import candidates, mnem
from vmem_oracle.modifiers import probe_mods
from vmem_oracle.probes import brute_disasm, probe_mi, probe_names, xcheck
from vmem_oracle.layouts import verify_layouts
from vmem_oracle.output import cmp14, write


def main():
    notes = []
    cands = candidates()
    print("candidates:", len(cands), file=sys.stderr)
    # phase 0: mnemonic known anywhere?
    res = asm_all({CPU[g]: cands for g in GENS})
    known = [n for i, n in enumerate(cands)
             if any(res[CPU[g]][i][0] == "asm" or res[CPU[g]][i][1] not in ("invalid instruction", "instruction not supported on this GPU")
                   for g in GENS)]
    print("known mnemonics:", len(known), file=sys.stderr)

    facts = probe_names(known)
    # phase 3: brute-force disassembly of every opcode (GFX8+) and cross-check
    dis = brute_disasm()
    extra = set()
    for (enc, gen, opc, segv), text in dis.items():
        n = mnem(text)
        if n.endswith("_e32") and enc == "VINTRP":
            n = n[:-4]
        if enc == "VOP3" and not n.startswith("v_interp"):
            continue
        if n and n not in facts:
            extra.add(n)
    extra -= set(known)
    if extra:
        notes.append("names found only by disassembly, re-probed: " + " ".join(sorted(extra)))
        facts.update(probe_names(sorted(extra)))
    xcheck(facts, dis, notes)
    probe_mods(facts)
    layouts = verify_layouts()
    cmp14(facts)
    # (a name a later generation has natively and only MI processors have in GFX9, e.g. global_atomic_add_f32 of
    # gfx90a and gfx1100, gets its GFX9 column from the MI probe)
    # (a name known only from a generation whose families are not all probed, GFX12's buffer_atomic_pk_add_f16,
    # counts as having no GFX9 column too)
    no_gfx9 = {n for n, f in facts.items() if not n.startswith("__") and "gfx9" not in f["gen"]} | (set(known) - set(facts))
    for n, f in probe_mi(cands, (set(facts) | set(known)) - no_gfx9, notes).items():
        if n in facts:
            facts[n]["gen"]["gfx9"] = f["gen"]["gfx9"]
            facts[n]["origin"] = f["origin"]
        else:
            facts[n] = f
    write(facts, notes, layouts)


if __name__ == "__main__":
    main()
