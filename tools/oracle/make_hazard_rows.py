#!/usr/bin/env python3
"""Writes src/analysis/hazard_rows.def: for every hazard rule of `gcnkit lint` and every processor, how many wait
states LLVM's hazard recognizer puts between the rule's two instructions, from probes of llc 22.

Each rule has a probe: a two-instruction MIR function (the hazard's first and second instruction next to each other)
run through `llc -run-pass=post-RA-hazard-rec` for each processor. The wait states are the S_NOPs llc inserts
between them (s_nop N is N + 1 wait states); a rule whose fix is an instruction that clears the hazard
(s_waitcnt_depctr, v_mov, s_mov to null, s_waitcnt_vscnt) gets 1 where llc inserts it. A processor whose llc refuses
the probe (an instruction it does not have) gets no row. The same probes are run with llc 19 (the compiler of the
test suite's objects) and every difference is written to hazard_rows_log.txt.

    python3 make_hazard_rows.py          # LLC22=..., LLC19=... to choose the tools
"""
import concurrent.futures
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
LLC22 = os.environ.get('LLC22', 'llc-22')
LLC19 = os.environ.get('LLC19', 'llc-19')

# rule id -> (extra -mattr, the probe's blocks[, a pattern of the processors it is probed on]). Ids are the HazardId enumerators of src/analysis/hazard_rules.h.
PROBES = {
    'VmemSgpr': ('', [['$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec',
                       '$vgpr1 = BUFFER_LOAD_DWORD_OFFSET $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec']]),
    'SmrdSgpr': ('', [['$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec',
                       '$sgpr6 = S_LOAD_DWORD_IMM $sgpr4_sgpr5, 0, 0']]),
    'SmrdBufferSalu': ('', [['$sgpr4 = S_MOV_B32 0',
                             '$sgpr8 = S_BUFFER_LOAD_DWORD_IMM $sgpr4_sgpr5_sgpr6_sgpr7, 0, 0']]),
    'DppVgpr': ('', [['$vgpr1 = V_MOV_B32_e32 $vgpr0, implicit $exec',
                      '$vgpr2 = V_MOV_B32_dpp $vgpr2, $vgpr1, 1, 15, 15, 0, implicit $exec']]),
    'DppExec': ('', [['$exec_lo = V_READFIRSTLANE_B32 $vgpr0, implicit $exec',
                      '$vgpr2 = V_MOV_B32_dpp $vgpr2, $vgpr1, 1, 15, 15, 0, implicit $exec']]),
    'DivFmasVcc': ('', [['$vcc = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec',
                         '$vgpr2 = V_DIV_FMAS_F32_e64 0, $vgpr0, 0, $vgpr1, 0, $vgpr2, 0, 0, implicit $vcc, implicit $mode, implicit $exec']]),
    'LaneSelect': ('', [['$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec',
                         '$sgpr5 = V_READLANE_B32 $vgpr1, $sgpr4']]),
    'GetregAfterSetreg': ('', [['S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode',
                                '$sgpr1 = S_GETREG_B32 3, implicit $mode']]),
    'SetregAfterSetreg': ('', [['S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode',
                                'S_SETREG_B32 $sgpr1, 3, implicit-def $mode, implicit $mode']]),
    'RfeAfterSetreg': ('', [['S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode', 'S_RFE_B64 $sgpr2_sgpr3']]),
    'M0SendMsg': ('', [['$m0 = S_MOV_B32 0', 'S_SENDMSG 1, implicit $exec, implicit $m0']]),
    'M0Lds': ('', [['$m0 = S_MOV_B32 0', '$sgpr0 = S_MOVRELS_B32 $sgpr1, implicit $m0']]),
    'StoreData': ('', [['BUFFER_STORE_DWORDX3_OFFSET $vgpr0_vgpr1_vgpr2, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec',
                        '$vgpr1 = V_MOV_B32_e32 0, implicit $exec']]),
    'VmemToScalarWrite': ('', [['$vgpr0 = GLOBAL_LOAD_DWORD_SADDR $sgpr0_sgpr1, $vgpr1, 0, 0, implicit $exec',
                                '$sgpr0 = S_MOV_B32 0']]),
    'SmemToVectorWrite': ('', [['$sgpr2 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0',
                                '$sgpr0 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec']]),
    'VcmpxExecWar': ('', [['$sgpr0 = S_MOV_B32 $exec_lo',
                           'V_CMPX_EQ_U32_nosdst_e32 $vgpr0, $vgpr1, implicit-def $exec, implicit $exec']]),
    'VcmpxPermlane': ('', [['V_CMPX_EQ_U32_nosdst_e32 $vgpr0, $vgpr1, implicit-def $exec, implicit $exec',
                            '$vgpr0 = V_PERMLANE16_B32_e64 0, $vgpr0, 0, $sgpr0, 0, $sgpr1, $vgpr0, 0, implicit $exec']]),
    'LdsBranchVmem': ('', [['DS_WRITE_B32 $vgpr0, $vgpr1, 0, 0, implicit $m0, implicit $exec', 'S_BRANCH %bb.1'],
                           ['$vgpr2 = GLOBAL_LOAD_DWORD $vgpr4_vgpr5, 0, 0, implicit $exec']]),
    'FpAtomicDenorm': ('', [['BUFFER_ATOMIC_FMIN_OFFSET $vgpr0, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, implicit $exec',
                             'S_DENORM_MODE 0, implicit-def $mode, implicit $mode']]),
    # (the same pair is GFX11's trans-use hazard, a rule of its own there: ValuTransUse)
    'TransForwarding': ('', [['$vgpr1 = V_RCP_F32_e32 $vgpr0, implicit $mode, implicit $exec',
                              '$vgpr2 = V_ADD_F32_e32 $vgpr1, $vgpr0, implicit $mode, implicit $exec']], r'gfx9'),
    # GFX11: a transcendental result read by a VALU instruction within 5 VALUs / 1 transcendental, no va_vdst wait.
    'ValuTransUse': ('', [['$vgpr1 = V_RCP_F32_e32 $vgpr0, implicit $mode, implicit $exec',
                           '$vgpr2 = V_ADD_F32_e32 $vgpr1, $vgpr0, implicit $mode, implicit $exec']], r'gfx11'),
    # GFX11 and GFX12: a WMMA reads as A or B what the VALU instruction before it (a WMMA) wrote: LLVM puts a v_nop
    # between (GFX12: an SWMMAC's index too; C may overlap, the hardware stalls).
    'WmmaSrcAB': ('', [[
        'early-clobber $vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_vgpr23 = V_WMMA_F32_16X16X16_F16_twoaddr_w32 8, '
        '$vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 8, $vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15, 8, '
        '$vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_vgpr23, 0, 0, implicit $exec',
        'early-clobber $vgpr32_vgpr33_vgpr34_vgpr35_vgpr36_vgpr37_vgpr38_vgpr39 = V_WMMA_F32_16X16X16_F16_twoaddr_w32 8, '
        '$vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_vgpr23, 8, $vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15, 8, '
        '$vgpr32_vgpr33_vgpr34_vgpr35_vgpr36_vgpr37_vgpr38_vgpr39, 0, 0, implicit $exec']], r'gfx1[12]'),
    'ValuSgprRead': ('', [['$sgpr0 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec',
                           '$vgpr1 = V_ADD_U32_e32 $sgpr0, $vgpr0, implicit $exec']]),
    'ValuExecLane': ('', [['$exec_lo = V_READFIRSTLANE_B32 $vgpr0, implicit $exec', '$sgpr0 = V_READLANE_B32 $vgpr1, 0']]),
    'ValuVgprReadlane': ('', [['$vgpr0 = V_MOV_B32_e32 0, implicit $exec',
                               '$sgpr0 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec']]),
    # Soft clauses: only with xnack on (or "any", what a target id without :xnack means).
    'SmemClause': ('+xnack', [['$sgpr2 = S_LOAD_DWORD_IMM $sgpr4_sgpr5, 0, 0', '$sgpr4 = S_LOAD_DWORD_IMM $sgpr6_sgpr7, 0, 0']]),
    'VmemClause': ('+xnack', [['$vgpr2 = GLOBAL_LOAD_DWORD $vgpr4_vgpr5, 0, 0, implicit $exec',
                               '$vgpr4 = GLOBAL_LOAD_DWORD $vgpr6_vgpr7, 0, 0, implicit $exec']]),
    # An image instruction in the NSA encoding of 16 bytes (6 address VGPRs), then a buffer offset with bits 1 and 2
    # set (a load that reads nothing the image writes: a store after it would be a soft-clause hazard with XNACK).
    'NsaToVmem': ('', [['$vgpr20 = IMAGE_SAMPLE_D_V1_V6_nsa_gfx10 $vgpr8, $vgpr0, $vgpr7, $vgpr1, $vgpr6, $vgpr2, '
                        '$sgpr0_sgpr1_sgpr2_sgpr3_sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8_sgpr9_sgpr10_sgpr11, 1, 1, 0, 0, 0, 0, '
                        '0, 0, 0, implicit $exec :: (dereferenceable load (s128), addrspace 8)',
                        '$vgpr21 = BUFFER_LOAD_DWORD_OFFSET $sgpr12_sgpr13_sgpr14_sgpr15, 0, 6, 0, 0, implicit $exec']]),
    # gfx940: a VALU result written to part of a VGPR (SDWA dst_sel other than DWORD, a VOP3 op_sel destination bit,
    # an fp8 conversion's byte select) is not forwarded to the next VALU instruction reading it.
    'DstSelForwarding': ('', [['$vgpr1 = V_MOV_B32_sdwa 0, $vgpr0, 0, 5, 2, 6, implicit $exec, implicit $vgpr1(tied-def 0)',
                               '$vgpr2 = V_ADD_U32_e32 $vgpr1, $vgpr0, implicit $exec']]),
    # gfx90a: a 64-bit shift whose amount is the last VGPR of an allocation block (v7, v15, ...) with the next one
    # unused: LLVM moves the amount to another register (a fix, not wait states: 1 where it does).
    'Shift64HighReg': ('', [['$vgpr0_vgpr1 = V_LSHLREV_B64_e64 $vgpr7, $vgpr2_vgpr3, implicit $exec']]),
    # GFX11 wave64: a VALU instruction reads an SGPR pair as its lane mask, then a SALU instruction writes it: LLVM
    # puts s_waitcnt_depctr sa_sdst(0) after the write.
    # GFX11 wave64: a VALU instruction reading two VGPRs, one written by a VALU before a SALU write of EXEC and one
    # after it, too close (LLVM's VALU partial forwarding: s_waitcnt_depctr va_vdst(0)).
    'ValuPartialForwarding': ('+wavefrontsize64', [['$vgpr0 = V_MOV_B32_e32 0, implicit $exec', '$exec = S_MOV_B64 -1',
                                                    '$vgpr1 = V_MOV_B32_e32 0, implicit $exec',
                                                    '$vgpr2 = V_ADD_U32_e32 $vgpr0, $vgpr1, implicit $exec']]),
    # gfx90a+: a dot product's result read by another VALU instruction (or by the same dot as A/B): 3; gfx940+: read
    # by the same dot as its accumulator: 1.
    'DotWriteRead': ('', [['$vgpr4 = V_DOT2_F32_F16 8, $vgpr0, 8, $vgpr1, 8, $vgpr2, 0, 0, 0, 0, 0, implicit $mode, implicit $exec',
                           '$vgpr5 = V_MOV_B32_e32 $vgpr4, implicit $exec']]),
    'DotAccumulate': ('', [['$vgpr4 = V_DOT2_F32_F16 8, $vgpr0, 8, $vgpr1, 8, $vgpr2, 0, 0, 0, 0, 0, implicit $mode, implicit $exec',
                            '$vgpr5 = V_DOT2_F32_F16 8, $vgpr0, 8, $vgpr1, 8, $vgpr4, 0, 0, 0, 0, 0, implicit $mode, implicit $exec']]),
    'ValuMaskWrite': ('+wavefrontsize64', [['$vgpr1 = V_CNDMASK_B32_e64 0, $vgpr0, 0, $vgpr2, $sgpr4_sgpr5, implicit $exec',
                                            '$sgpr4 = S_MOV_B32 0']]),
    # GFX12: a VALU instruction reads an SGPR a SALU instruction wrote (LLVM's amdgpu-wait-sgpr-hazards pass, run
    # after the hazard recognizer: s_wait_alu depctr_sa_sdst(0) before the read; a probe function is not a kernel,
    # so every SGPR pair is tracked from its entry).
    'SgprReadAfterWrite': ('', [['$sgpr4 = S_MOV_B32 0', '$vgpr1 = V_ADD_U32_e32 $sgpr4, $vgpr0, implicit $exec']]),
    # GFX11/GFX12: an LDS parameter load writing a VGPR that the VALU instruction just before reads: LLVM lowers the
    # load's wait_vdst (wait_va_vdst) field from 15 to 0. GFX12 spells the load DS_PARAM_LOAD, with a wait_vm_vsrc.
    'LdsDirectValu': [('', [['$vgpr2 = V_MOV_B32_e32 $vgpr1, implicit $exec',
                             '$vgpr1 = LDS_PARAM_LOAD 0, 0, 15, implicit $m0, implicit $exec']], r'gfx11', r'LDS_PARAM_LOAD 0, 0, 0,'),
                      ('', [['$vgpr2 = V_MOV_B32_e32 $vgpr1, implicit $exec',
                             '$vgpr1 = DS_PARAM_LOAD 0, 0, 15, 1, implicit $m0, implicit $exec']], r'gfx12', r'DS_PARAM_LOAD 0, 0, 0,')],
    # GFX11/GFX12: an LDS parameter load writing a VGPR that a vector memory instruction just before reads: GFX11
    # inserts s_waitcnt_depctr depctr_vm_vsrc(0), GFX12 lowers the load's own wait_vm_vsrc from 1 to 0.
    'LdsDirectVmem': [('', [['$vgpr2 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec',
                             '$vgpr1 = LDS_PARAM_LOAD 0, 0, 15, implicit $m0, implicit $exec']], r'gfx11'),
                      ('', [['$vgpr2 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec',
                             '$vgpr1 = DS_PARAM_LOAD 0, 0, 15, 1, implicit $m0, implicit $exec']], r'gfx12', r'DS_PARAM_LOAD 0, 0, 15, 0,')],
}

# Hazards LLVM fixes in a pass of its own after the hazard recognizer (llc 19 has no such pass: its probes run the
# recognizer alone).
LATER_PASSES = {'SgprReadAfterWrite': 'amdgpu-wait-sgpr-hazards'}

FIXES = re.compile(r'S_WAITCNT_DEPCTR|S_WAITCNT_VSCNT|\$sgpr_null = S_MOV_B32|V_MOV_B32_e32 killed|V_NOP|'
                   r'V_MOV_B32_e32 \$vgpr7|V_SWAP_B32')


def processors():
    names = re.findall(r'^GCN_PROCESSOR_FEATURES\("([^"]+)"', open(os.path.join(ROOT, 'src/isa/processor_features.def')).read(), re.M)
    return names


def mir(blocks):
    out = ['---', 'name: f', 'tracksRegLiveness: false', 'body: |']
    for i, block in enumerate(blocks):
        out.append(f'  bb.{i}:')
        out += ['    ' + line for line in block]
    out[-1:] = [out[-1], '    S_ENDPGM 0', '...']
    return '\n'.join(out) + '\n'


def probe(llc, cpu, mattr, text, later=None, changed=None):
    """The wait states llc puts between the probe's instructions (1 for a fix: an instruction that clears the hazard
    or, with `changed`, a field of the second instruction rewritten to the pattern); None where llc refuses it."""
    passes = 'post-RA-hazard-rec' + (f',{later}' if later else '')
    cmd = [llc, '-mtriple=amdgcn-amd-amdhsa', f'-mcpu={cpu}', f'-run-pass={passes}', '-x', 'mir', '-o', '-', '-']
    if mattr:
        cmd.insert(3, f'-mattr={mattr}')
    r = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if later and r.returncode != 0 and 'pass' in r.stderr and later in r.stderr:
        return probe(llc, cpu, mattr, text, None, changed)  # (an llc without the pass: llc 19)
    if r.returncode != 0 or 'body:' not in r.stdout:
        return None
    body = r.stdout[r.stdout.index('body:'):]
    waits = sum(int(n) + 1 for n in re.findall(r'S_NOP (\d+)', body))
    if FIXES.search(body) or (changed and re.search(changed, body)):
        waits = max(waits, 1)
    return waits


def main():
    cpus = processors()
    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=int(os.environ.get('ORACLE_JOBS', '2'))) as ex:
        for rule, variants in PROBES.items():
            # A rule is one probe, or several (spellings per generation): (mattr, blocks[, processors[, changed]]).
            for mattr, blocks, *rest in (variants if isinstance(variants, list) else [variants]):
                only = rest[0] if rest else None
                changed = rest[1] if len(rest) > 1 else None
                text = mir(blocks)
                for cpu in cpus:
                    if only and not re.match(only, cpu):
                        continue  # (another rule's processors: the same pair is a different hazard there)
                    for llc in (LLC22, LLC19):
                        jobs[(rule, cpu, llc)] = ex.submit(probe, llc, cpu, mattr, text, LATER_PASSES.get(rule), changed)
    rows, log = [], []
    for rule in PROBES:
        for cpu in cpus:
            if (rule, cpu, LLC22) not in jobs:
                continue
            w22, w19 = jobs[(rule, cpu, LLC22)].result(), jobs[(rule, cpu, LLC19)].result()
            if w22:
                rows.append(f'GCN_HAZARD({rule}, "{cpu}", {w22})')
            if (w22 or 0) != (w19 or 0):
                log.append(f'{rule}\t{cpu}\tllc22 {w22}\tllc19 {w19}')
    with open(os.path.join(ROOT, 'src/analysis/hazard_rows.def'), 'w') as f:
        f.write('// Generated by tools/oracle/make_hazard_rows.py from llc 22 probes (post-RA-hazard-rec, amdgpu-wait-sgpr-hazards); edit the generator.\n')
        f.write('// GCN_HAZARD(rule, "processor", wait states): the wait states LLVM puts between the rule\'s two instructions on the\n')
        f.write('// processor (1 for a rule whose fix is an instruction that clears the hazard). No row: the rule does not apply.\n')
        f.write('\n'.join(rows) + '\n')
    with open(os.path.join(HERE, 'hazard_rows_log.txt'), 'w') as f:
        f.write('# rule\tprocessor\tllc 22\tllc 19 (None: the probe does not apply there)\n')
        f.write('\n'.join(log) + ('\n' if log else ''))
    print(f'{len(rows)} rows, {len(log)} llc 19 / llc 22 differences', file=sys.stderr)


if __name__ == '__main__':
    main()
