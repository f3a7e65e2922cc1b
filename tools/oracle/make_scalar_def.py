#!/usr/bin/env python3
"""Builds src/isa/scalar_ops.def (the scalar rows of the instruction table) from llvm-mc facts.

Opcodes for GFX8-GFX10.3 come from disassembling every opcode (brute_opcodes.py output, llvm-mc-22);
GFX6/GFX7, which no llvm-mc disassembles, come from assembling each instruction with llvm-mc-22.
Operand signatures are read off the printed sample of the canonical word and then corrected by the
OVERRIDES below (instructions whose operands a printed sample cannot reveal).
Usage: python3 brute_opcodes.py > /tmp/facts.tsv; python3 make_scalar_def.py /tmp/facts.tsv > ../../src/isa/scalar_ops.def
"""
import os, re, subprocess, sys, struct

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcutil import COLUMNS, GENS, REP_CPU as CPU  # noqa: E402

# Instructions of GFX6/7 that later generations dropped, with a sample to assemble.
# Processors a generation's rows may come from besides its representative (GFX11.5's SALU floating point).
ORIGIN = {'gfx11': 'gfx1150'}
OLD_ONLY = [('s_fmaak_f32', 'SOP2', 's_fmaak_f32 s10, s4, s6, 0x12345678'),  # (a literal: no brute-force word)
            ('s_fmamk_f32', 'SOP2', 's_fmamk_f32 s10, s4, 0x12345678, s6'),
            ('s_cbranch_g_fork', 'SOP2', 's_cbranch_g_fork s[4:5], s[6:7]'),
            ('s_setreg_imm32_b32', 'SOPK', 's_setreg_imm32_b32 hwreg(52, 8, 3), 0x12'),
            ('s_dcache_inv_vol', 'SMRD', 's_dcache_inv_vol'),
            ('s_memtime', 'SMRD', 's_memtime s[0:1]'),
            ('s_dcache_inv', 'SMRD', 's_dcache_inv')]
SMRD_NAMES = {'s_load_dword', 's_load_dwordx2', 's_load_dwordx4', 's_load_dwordx8', 's_load_dwordx16',
              's_buffer_load_dword', 's_buffer_load_dwordx2', 's_buffer_load_dwordx4',
              's_buffer_load_dwordx8', 's_buffer_load_dwordx16'}

# Operand signatures a sample cannot show (field:kind; '?' = optional).
OVERRIDES = {
    's_setreg_imm32_b32': 'simm16:hwreg ssrc0:lit32',
    's_cbranch_i_fork': 'sdst:s64 simm16:label',
    's_call_b64': 'sdst:s64 simm16:label',
    's_subvector_loop_begin': 'sdst:s32 simm16:label',
    's_subvector_loop_end': 'sdst:s32 simm16:label',
    's_version': 'simm16:version',
    's_endpgm': 'simm16:dec16?',
    's_waitcnt_depctr': 'simm16:depctr',
    's_wait_alu': 'simm16:depctr',  # GFX12: s_waitcnt_depctr's fields under a new name
    's_denorm_mode': 'simm16:imm16',
    's_set_gpr_idx_mode': 'simm16:gpridx',
    's_set_gpr_idx_on': 'ssrc0:c32 ssrc1:gpridx',
    's_rfe_restore_b64': 'ssrc0:c64 ssrc1:c32',
    's_getreg_b32': 'sdst:s32 simm16:hwreg',
    's_cbranch_g_fork': 'ssrc0:n64 ssrc1:n64',  # llvm-mc: an SGPR pair or inline constant, no literal
    's_setpc_b64': 'ssrc0:r64',
    's_rfe_b64': 'ssrc0:r64',
    's_cbranch_join': 'ssrc0:r32',
    's_movrels_b32': 'sdst:s32 ssrc0:r32',
    's_movrels_b64': 'sdst:s64 ssrc0:r64',
    # GFX11+
    's_delay_alu': 'simm16:delayalu',
    's_sendmsg_rtn_b32': 'sdst:s32 ssrc0:sendmsgrtn',
    's_sendmsg_rtn_b64': 'sdst:s64 ssrc0:sendmsgrtn',
    's_fmaak_f32': 'sdst:s32 ssrc0:cf32 ssrc1:cf32 imm:lit32',
    's_fmamk_f32': 'sdst:s32 ssrc0:cf32 imm:lit32 ssrc1:cf32',
    # GFX12: named barriers take m0 or an inline constant (llvm-mc 22 refuses SGPRs and literals in text)
    's_barrier_signal': 'ssrc0:m32', 's_barrier_signal_isfirst': 'ssrc0:m32', 's_barrier_init': 'ssrc0:m32',
    's_barrier_join': 'ssrc0:m32', 's_get_barrier_state': 'sdst:s32 ssrc0:m32',
    # GFX12: prefetches (base, a 24-bit signed offset that may be left out, an SGPR/m0/null soffset, a size)
    's_prefetch_inst': 'sbase:s64 offset:pfoff? soffset:s32 sdata:pfsize',
    's_prefetch_data': 'sbase:s64 offset:pfoff? soffset:s32 sdata:pfsize',
    's_buffer_prefetch_data': 'sbase:s128 offset:pfoff? soffset:s32 sdata:pfsize',
    's_prefetch_inst_pc_rel': 'offset:pfoff? soffset:s32 sdata:pfsize',
    's_prefetch_data_pc_rel': 'offset:pfoff? soffset:s32 sdata:pfsize',
    # GFX12.5: the program-counter rows renamed (their GFX12 names are aliases), cycles and barrier wake-up
    's_get_pc_i64': 'sdst:s64', 's_get_shader_cycles_u64': 'sdst:s64', 's_set_pc_i64': 'ssrc0:r64',
    's_rfe_i64': 'ssrc0:r64', 's_call_i64': 'sdst:s64 simm16:label', 's_wakeup_barrier': 'ssrc0:m32',
}
# GFX11.5 SALU floating point: sources of these widths read floats (fp literals and inline constants as f32 / f16).
FLOAT_SOURCES = re.compile(r's_(\w+_)?f(16|32)(_\w+)?$')
# SOPK instructions whose immediate is unsigned (the rest of SOPK takes -32768..65535).
UNSIGNED_SOPK = re.compile(r's_cmpk_\w+_u32')


def enc_word(cpu, text):
    p = subprocess.run(['llvm-mc-22', '-arch=amdgcn', '-mcpu=' + cpu, '-show-encoding'], input=text,
                       capture_output=True, text=True)
    m = re.search(r'encoding: \[(.*?)\]', p.stdout)
    if not m:
        return None
    b = bytes(int(x, 16) for x in m.group(1).split(','))
    return struct.unpack('<I', b[:4])[0]


def opcode_from(enc, w):
    return {'SOP2': (w >> 23) & 0x7f, 'SOPK': (w >> 23) & 0x1f, 'SOP1': (w >> 8) & 0xff,
            'SOPC': (w >> 16) & 0x7f, 'SOPP': (w >> 16) & 0x7f, 'SMRD': (w >> 22) & 0x1f}[enc]


def reg_width(tok):
    m = re.fullmatch(r's\[(\d+):(\d+)\]', tok)
    if m:
        return int(m.group(1)), (int(m.group(2)) - int(m.group(1)) + 1) * 32
    m = re.fullmatch(r's(\d+)', tok)
    return (int(m.group(1)), 32) if m else (None, None)


def float_width(name):
    """The float width of an SALU floating-point operation's sources (s_add_f32: 32, s_cvt_f32_f16: 16), or None."""
    if not name.startswith('s_') or 'f16' not in name and 'f32' not in name:
        return None
    if name.startswith('s_cvt_'):
        src = name.split('_')[-1]
        return {'f16': 16, 'f32': 32}.get(src)
    return 16 if name.endswith('f16') else 32 if name.endswith('f32') else None


def float_sources(name, sig):
    """SALU floating point (GFX11.5+): its scalar sources read floats (cf32 / cf16)."""
    w = float_width(name)
    if w is None:
        return sig
    return ' '.join(re.sub(r':c32$', ':cf%d' % w, t) if t.startswith('ssrc') else t for t in sig.split())


def signature(name, enc, sample):
    return float_sources(name, raw_signature(name, enc, sample))


def raw_signature(name, enc, sample):
    if name in OVERRIDES:
        return OVERRIDES[name]
    toks = [t.strip() for t in sample[len(name):].split(',')] if sample[len(name):].strip() else []
    if enc in ('SOP1', 'SOP2', 'SOPC'):
        fields = {10: 'sdst', 4: 'ssrc0', 6: 'ssrc1', 0: None}
        out = []
        for t in toks:
            n, w = reg_width(t)
            f = fields.get(n)
            if f is None:  # zero variant: s_getpc_b64 s[0:1] and friends
                f = 'sdst' if name in ('s_getpc_b64',) else 'ssrc0'
            out.append(f + ':' + ('s' if f == 'sdst' else 'c') + str(w))
        return ' '.join(out)
    if enc == 'SOPK':
        out = []
        for t in toks:
            n, w = reg_width(t)
            if n is not None:
                out.append('sdst:s%d' % w)
            elif t.startswith('hwreg'):
                out.append('simm16:hwreg')
            else:
                out.append('simm16:' + ('uimm16' if UNSIGNED_SOPK.fullmatch(name) else 'simm16'))
        if name == 's_setreg_b32':
            out = ['simm16:hwreg', 'sdst:s32']
        return ' '.join(out)
    if enc == 'SOPP':
        if not toks:
            return ''
        t = toks[0]
        if name == 's_branch' or name.startswith('s_cbranch'):
            return 'simm16:label'
        if t.startswith('vmcnt'):
            return 'simm16:waitcnt'
        if t.startswith('sendmsg'):
            return 'simm16:sendmsg'
        if t.startswith('0x'):
            return 'simm16:simm16'
        return 'simm16:imm16'
    # SMEM / SMRD
    base = 'sbase:s128' if 'buffer' in name else 'sbase:s64'
    if name in ('s_dcache_discard', 's_dcache_discard_x2'):
        return 'sbase:s64 offset:smoff?'
    if not toks:
        return ''
    if len(toks) == 1:
        n, w = reg_width(toks[0])
        return 'sdata:x%d' % w
    if re.fullmatch(r'\d+', toks[0]):
        return 'sdata:probe %s offset:smoff?' % base
    n, w = reg_width(toks[0])
    return 'sdata:x%d %s offset:smoff?' % (w, base)


def flags(name, enc):
    f = []
    if enc in ('SMEM', 'SMRD'):
        if 'atomic' in name: f.append('kAtomic')
        elif 'store' in name: f.append('kStore')
        elif 'load' in name: f.append('kLoad')
        if 'buffer' in name: f.append('kBuffer')
        if 'scratch' in name: f.append('kScratch')
        if enc == 'SMEM' and ('load' in name or 'store' in name or 'atomic' in name): f.append('kGlc')
        if name.startswith('s_dcache') or name == 's_gl1_inv': f.append('kCacheOp')
        if name.startswith('s_atc_probe'): f.append('kProbe')
    if name == 's_branch' or name.startswith('s_cbranch') or name in ('s_call_b64', 's_call_i64'): f.append('kBranch')
    return ' | '.join(f) if f else '0'


def main():
    rows = {}
    order = []
    for line in open(sys.argv[1]):
        parts = line.rstrip('\n').split('\t')
        name, enc = parts[0], parts[1]
        ops = parts[2].split(' ')
        samples = [s.strip() for s in parts[4].split(' | ')] if len(parts) > 4 else []
        sample = next((s for s in samples if s), name)
        key = (name, enc)
        rows[key] = {'ops': dict(zip(GENS, ops)), 'sample': sample}
        if len(samples) > len(GENS):
            raise SystemExit('facts file has more columns than mcutil.GENS')
        order.append(key)
    # SMEM instructions that GFX6/7 have in the SMRD encoding.
    for key in list(order):
        name, enc = key
        if enc == 'SMEM' and name in SMRD_NAMES:
            k2 = (name, 'SMRD')
            rows[k2] = {'ops': {g: '-1' for g in GENS}, 'sample': rows[key]['sample']}
            order.append(k2)
    for name, enc, sample in OLD_ONLY:
        if (name, enc) not in rows:
            rows[(name, enc)] = {'ops': {g: '-1' for g in GENS}, 'sample': sample}
            order.append((name, enc))
            # Words with a literal or no later-generation twin: assemble on every generation.
            if enc != 'SMRD':
                for g in GENS[2:]:
                    w = enc_word(CPU[g], sample + '\n')
                    if w is None and g in ORIGIN:
                        w = enc_word(ORIGIN[g], sample + '\n')
                    if w is not None:
                        rows[(name, enc)]['ops'][g] = '0x%x' % opcode_from(enc, w)
    for key in order:
        name, enc = key
        if enc == 'SMEM':
            continue
        sample = rows[key]['sample']
        asm = re.sub(r'\bs\[4:7\]', 's[4:7]', sample)
        if enc in ('SOPP', 'SOPK') and 'hwreg(' not in asm and re.search(r' 3$| 4660$', asm) and 'label' in signature(name, enc, sample):
            pass
        for g in ('gfx6', 'gfx7'):
            text = asm
            if enc == 'SMRD' and ', 0x10' in text:
                text = text.replace(', 0x10', ', 0x4')
            w = enc_word(CPU[g], text + '\n')
            if w is not None:
                rows[key]['ops'][g] = '0x%x' % opcode_from(enc, w)
    print('// Generated by tools/oracle/make_scalar_def.py from llvm-mc facts; edit the generator, not this file.')
    print('// GCN_OP(name, encoding, opcode GFX6, GFX7, GFX8, GFX9, GFX10, GFX10.3, GFX11, GFX12, GFX12.5 (-1: absent), operands, flags)')
    print('// operands: field:kind in syntax order; kinds: sN register of N bits (xN: not m0/exec), cN source of N bits (rN: registers only; nN: no literal), simm16,')
    print('// uimm16, imm16, label, waitcnt, sendmsg, hwreg, gpridx, lit32, smoff, probe, version, depctr, delayalu, sendmsgrtn,')
    print('// pfoff, pfsize (GFX12 prefetch offset and size); mN: m0 or an inline constant;')
    print('// cf32/cf16: a float source of 32/16 bits; ? = optional')
    for key in order:
        name, enc = key
        if enc == 'SMRD' and (name, 'SMEM') in rows:
            for g in ('gfx6', 'gfx7'):
                rows[(name, 'SMEM')]['ops'][g] = rows[key]['ops'][g]
    for key in order:
        name, enc = key
        if enc == 'SMRD' and (name, 'SMEM') in rows:
            continue
        if enc == 'SMRD':
            enc = 'SMEM'
        r = rows[key]
        ops = [r['ops'].get(g, '-1') for g in COLUMNS]
        if all(o == '-1' for o in ops):
            continue
        sig = signature(name, enc, r['sample'])
        print('GCN_OP(%s, %s, %s, "%s", %s)' % (name, enc, ', '.join('%5s' % o for o in ops), sig, flags(name, enc)))



if __name__ == '__main__':
    main()
