#!/usr/bin/env python3
"""Writes src/analysis/mfma_hazard_rows.def: the wait states LLVM's hazard recognizer puts around each matrix
instruction (MFMA, SMFMAC) of gfx908, gfx90a, gfx942 and gfx950, from probes of llc 22.

Their wait states depend on the instruction's pass count (LLVM takes it from its scheduling model), so every row of
src/isa/mai_ops.def is probed on every processor that has it: llvm-mc 22 names the instruction's MC opcode
(-show-inst), which gives its MIR pseudo; each hazard kind is a two-instruction MIR function (the matrix instruction
and the other instruction next to each other) run through `llc -run-pass=post-RA-hazard-rec`; the S_NOPs it inserts
are the wait states (s_nop N is N + 1). The kinds (MfmaHazard in src/analysis/mfma_hazards.h):

  ResultValuRead   the matrix instruction writes D; a VALU instruction reads it (gfx908: v_accvgpr_read of an AGPR)
  ResultValuWrite  ... a VALU instruction writes it (gfx908: v_accvgpr_write)
  ResultMemRead    ... a vector memory instruction reads it as store data (gfx90a+, VGPR results)
  ResultSrcCSame   ... the same instruction reads exactly D as its accumulator C (an accumulation chain)
  ResultSrcCOverlap ... reads registers overlapping D, but not exactly D, as C
  ResultSrcAB      ... reads D as its A operand
  ValuWriteSrcAB   a VALU instruction writes a VGPR; the matrix instruction then reads it as A
  ValuWriteSrcC    ... reads it as its accumulator C
  SrcCWar          the matrix instruction reads C; a VALU instruction then writes C
  DotWriteSrcAB    a dot product (v_dot2_f32_f16) writes a VGPR; the matrix instruction then reads it as A
  DotWriteSrcC     ... reads it as its accumulator C (VGPR accumulators: gfx90a+)

gfx908's results are AGPRs, the later processors' VGPRs (their AGPR forms behave alike in LLVM's recognizer).
gfx950's scaled forms (v_mfma_scale_*) are probed with their two scale VGPRs (v110, v111) after the other operands.

    python3 make_mfma_hazard_rows.py     # LLC22=..., LLVM_MC22=... to choose the tools
"""
import concurrent.futures
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
LLC22 = os.environ.get('LLC22', 'llc-22')
MC22 = os.environ.get('LLVM_MC22', 'llvm-mc-22')
PROCESSORS = ['gfx908', 'gfx90a', 'gfx942', 'gfx950']
KINDS = ['ResultValuRead', 'ResultValuWrite', 'ResultMemRead', 'ResultSrcCSame', 'ResultSrcCOverlap', 'ResultSrcAB',
         'ValuWriteSrcAB', 'ValuWriteSrcC', 'SrcCWar', 'DotWriteSrcAB', 'DotWriteSrcC']
D_BASE, A_BASE, B_BASE, C_BASE, IDX, SCRATCH, SCALE = 32, 0, 8, 64, 20, 100, 110


def mai_rows():
    rows = []
    pat = re.compile(r'^GCN_MAI\((\w+), \w+, \w+, [\w|]+, [\w|]+, (\d+), (\d+), (\d+), (\d+), ([\w| ]+)\)', re.M)
    for m in pat.finditer(open(os.path.join(ROOT, 'src/isa/mai_ops.def')).read()):
        name, d, a, b, c, flags = m.group(1), *map(int, m.group(2, 3, 4, 5)), m.group(6)
        if 'kMaiMfma' not in flags and 'kMaiSparse' not in flags:
            continue
        rows.append((name, d, a, b, c, 'kMaiSparse' in flags, 'kMaiF8f6f4' in flags, 'kMaiScale' in flags))
    return rows


def text_reg(kind, base, n):
    return f'{kind}{base}' if n == 1 else f'{kind}[{base}:{base + n - 1}]'


def mir_reg(kind, base, n):
    return '$' + '_'.join(f'{kind}{base + i}' for i in range(n))


def mc_opcode(cpu, row):
    """The MC opcode llvm-mc 22 assembles the row as on `cpu` (None: the processor lacks it)."""
    name, d, a, b, c, sparse, _, scale = row
    acc = 'a' if cpu == 'gfx908' else 'v'
    if scale:  # (the scaled forms name their two scale VGPRs last)
        line = (f'{name} {text_reg(acc, D_BASE, d)}, {text_reg("v", A_BASE, a)}, {text_reg("v", B_BASE, b)}, '
                f'{text_reg(acc, D_BASE, c)}, v{SCALE}, v{SCALE + 1}')
    elif sparse:
        line = f'{name} {text_reg(acc, D_BASE, d)}, {text_reg("v", A_BASE, a)}, {text_reg("v", B_BASE, b)}, v{IDX}'
    else:
        line = (f'{name} {text_reg(acc, D_BASE, d)}, {text_reg("v", A_BASE, a)}, {text_reg("v", B_BASE, b)}, '
                f'{text_reg(acc, D_BASE, c)}')
    r = subprocess.run([MC22, '-arch=amdgcn', f'-mcpu={cpu}', '-show-inst'], input=line + '\n', capture_output=True,
                       text=True)
    m = re.search(r'<MCInst #\d+ (\w+)', r.stdout)
    return m.group(1) if m and 'error' not in r.stderr else None


def pseudo(mc):
    base = re.sub(r'_(vi|gfx90a_acd|gfx90a_vcd|gfx940_acd|gfx940_vcd|gfx940|gfx950|gfx950_acd|gfx950_vcd)$', '', mc)
    return base + ('_vgprcd_e64' if mc.endswith('_vcd') else '_e64')


def matrix(op, row, cpu, d, c, a=None):
    """One matrix instruction writing D at `d`, reading A at `a` (default A_BASE) and C at `c`. An f8f6f4 row's
    pseudo names its formats (`_f8_f8`: A and B as wide as the row says; `_f4_f4`: 4 VGPRs each) and takes cbsz and
    blgp only."""
    name, dw, aw, bw, cw, sparse, f8f6f4, scale = row
    if f8f6f4 and '_f4_f4_' in op:
        aw = bw = 4
    acc = 'agpr' if cpu == 'gfx908' else 'vgpr'
    a = A_BASE if a is None else a
    if sparse:  # D is the accumulator: C stands for D here
        return (f'{mir_reg(acc, d, dw)} = {op} {mir_reg("vgpr", a, aw)}, {mir_reg("vgpr", B_BASE, bw)}, $vgpr{IDX}, 0, 0, '
                f'{mir_reg(acc, d, dw)}, implicit $mode, implicit $exec')
    imms = f'0, 0, $vgpr{SCALE}, $vgpr{SCALE + 1}, 0, 0' if scale else '0, 0' if f8f6f4 else '0, 0, 0'
    return (f'{mir_reg(acc, d, dw)} = {op} {mir_reg("vgpr", a, aw)}, {mir_reg("vgpr", B_BASE, bw)}, '
            f'{mir_reg(acc, c, cw)}, {imms}, implicit $mode, implicit $exec')


def probes(op, row, cpu):
    """kind -> the two instructions (None: the kind does not apply to the row on the processor)."""
    name, d, a, b, c, sparse, _, _ = row
    agpr = cpu == 'gfx908'
    first = matrix(op, row, cpu, D_BASE, D_BASE)
    read = (f'$vgpr{SCRATCH} = V_ACCVGPR_READ_B32_e64 $agpr{D_BASE}, implicit $exec' if agpr
            else f'$vgpr{SCRATCH} = V_MOV_B32_e32 $vgpr{D_BASE}, implicit $exec')
    write = (f'$agpr{D_BASE} = V_ACCVGPR_WRITE_B32_e64 $vgpr{SCRATCH}, implicit $exec' if agpr
             else f'$vgpr{D_BASE} = V_MOV_B32_e32 0, implicit $exec')
    p = {
        'ResultValuRead': [first, read],
        'ResultValuWrite': [first, write],
        'ResultMemRead': None if agpr else
        [first, f'GLOBAL_STORE_DWORD $vgpr{SCRATCH}_vgpr{SCRATCH + 1}, $vgpr{D_BASE}, 0, 0, implicit $exec'],
        'ResultSrcCSame': None if sparse else [first, matrix(op, row, cpu, C_BASE, D_BASE)],
        # (C two registers on, 64-bit aligned, still overlapping D)
        'ResultSrcCOverlap': None if sparse or d < 4 else [first, matrix(op, row, cpu, C_BASE + 32, D_BASE + 2)],
        'ResultSrcAB': None if agpr else [first, matrix(op, row, cpu, C_BASE, C_BASE, a=D_BASE)],
        'ValuWriteSrcAB': [f'$vgpr{A_BASE} = V_MOV_B32_e32 0, implicit $exec', matrix(op, row, cpu, D_BASE, D_BASE)],
        'ValuWriteSrcC': None if sparse else
        [(f'$agpr{C_BASE} = V_ACCVGPR_WRITE_B32_e64 $vgpr{SCRATCH}, implicit $exec' if agpr
          else f'$vgpr{C_BASE} = V_MOV_B32_e32 0, implicit $exec'), matrix(op, row, cpu, D_BASE, C_BASE)],
        'SrcCWar': None if sparse else
        [matrix(op, row, cpu, D_BASE, C_BASE),
         (f'$agpr{C_BASE} = V_ACCVGPR_WRITE_B32_e64 $vgpr{SCRATCH}, implicit $exec' if agpr
          else f'$vgpr{C_BASE} = V_MOV_B32_e32 0, implicit $exec')],
        'DotWriteSrcAB': [dot(A_BASE), matrix(op, row, cpu, D_BASE, D_BASE)],
        'DotWriteSrcC': None if sparse or agpr else [dot(C_BASE), matrix(op, row, cpu, D_BASE, C_BASE)],
    }
    return p


def dot(reg):
    """A dot product writing $vgpr<reg> (LLVM's IsDOT instructions are forwarded otherwise than other VALU results)."""
    return (f'$vgpr{reg} = V_DOT2_F32_F16 8, $vgpr{SCRATCH}, 8, $vgpr{SCRATCH + 1}, 8, $vgpr{SCRATCH + 2}, 0, 0, 0, 0, 0, '
            'implicit $mode, implicit $exec')


def run(cpu, lines):
    mir = '---\nname: f\ntracksRegLiveness: false\nbody: |\n  bb.0:\n' + ''.join(f'    {l}\n' for l in lines) + \
          '    S_ENDPGM 0\n...\n'
    r = subprocess.run([LLC22, '-mtriple=amdgcn-amd-amdhsa', f'-mcpu={cpu}', '-run-pass=post-RA-hazard-rec', '-x', 'mir',
                        '-o', '-', '-'], input=mir, capture_output=True, text=True)
    if r.returncode != 0 or 'body:' not in r.stdout:
        return None, r.stderr.strip().splitlines()[:1]
    body = r.stdout[r.stdout.index('body:'):]
    return sum(int(n) + 1 for n in re.findall(r'S_NOP (\d+)', body)), None


def main():
    rows = mai_rows()
    out, log = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=int(os.environ.get('ORACLE_JOBS', '2'))) as ex:
        ops = {(cpu, row[0]): ex.submit(mc_opcode, cpu, row) for cpu in PROCESSORS for row in rows}
        jobs = {}
        for cpu in PROCESSORS:
            for row in rows:
                mc = ops[(cpu, row[0])].result()
                if not mc:
                    continue
                for kind, lines in probes(pseudo(mc), row, cpu).items():
                    if lines:
                        jobs[(kind, cpu, row[0])] = ex.submit(run, cpu, lines)
                if row[6]:  # (f8f6f4: the fp4 formats too, which must need the same)
                    for kind, lines in probes(pseudo(mc).replace('_f8_f8_', '_f4_f4_'), row, cpu).items():
                        if lines:
                            jobs[(kind + '/f4', cpu, row[0])] = ex.submit(run, cpu, lines)
        for kind in KINDS:
            for cpu in PROCESSORS:
                for row in rows:
                    job = jobs.get((kind, cpu, row[0]))
                    if not job:
                        continue
                    waits, err = job.result()
                    f4 = jobs.get((kind + '/f4', cpu, row[0]))
                    if f4 and f4.result()[0] != waits:
                        log.append(f'{kind}\t{cpu}\t{row[0]}\tfp8 {waits}, fp4 {f4.result()[0]}: the larger kept')
                        waits = max(waits or 0, f4.result()[0] or 0)
                    if waits is None:
                        log.append(f'{kind}\t{cpu}\t{row[0]}\tllc refused: {err}')
                    elif waits:
                        out.append(f'GCN_MFMA_HAZARD({kind}, "{cpu}", {row[0]}, {waits})')
    with open(os.path.join(ROOT, 'src/analysis/mfma_hazard_rows.def'), 'w') as f:
        f.write('// Generated by tools/oracle/make_mfma_hazard_rows.py from llc 22 probes (post-RA-hazard-rec); edit the '
                'generator.\n')
        f.write('// GCN_MFMA_HAZARD(kind, "processor", matrix row, wait states): the wait states LLVM puts between the '
                'kind\'s two\n// instructions for that matrix instruction on the processor. No row: none needed.\n')
        f.write('\n'.join(out) + '\n')
    with open(os.path.join(HERE, 'mfma_hazard_rows_log.txt'), 'w') as f:
        f.write('# probes llc 22 refused (the kind does not apply to that row)\n' + '\n'.join(log) + ('\n' if log else ''))
    print(f'{len(out)} rows, {len(log)} refused probes', file=sys.stderr)


if __name__ == '__main__':
    main()
