import subprocess, struct, re, sys
gens = {'gfx6':'gfx601','gfx7':'gfx700','gfx8':'gfx803','gfx9':'gfx900','gfx10':'gfx1010','gfx10_3':'gfx1030',
        'gfx11':'gfx1100','gfx12':'gfx1200','gfx12_5':'gfx1250'}
# Processors whose rows the representative lacks (GFX11.5's SALU floating point): read as well, for rows absent there.
origin = {'gfx11': 'gfx1150'}
def words(gen):
    out=[]
    for op in range(128):
        for (d,a,b) in [(10,4,6),(0,0,0)]:
            out.append(('SOP2',op,[(2<<30)|(op<<23)|(d<<16)|(b<<8)|a]))
    for op in range(32):
        for (d,k) in [(10,0x1234),(0,0)]:
            out.append(('SOPK',op,[(0xB<<28)|(op<<23)|(d<<16)|k]))
    for op in range(256):
        for (d,a) in [(10,4),(0,0)]:
            out.append(('SOP1',op,[(0x17D<<23)|(d<<16)|(op<<8)|a]))
    for op in range(128):
        for (a,b) in [(4,6),(0,0)]:
            out.append(('SOPC',op,[(0x17E<<23)|(op<<16)|(b<<8)|a]))
        for k in [3,0]:
            out.append(('SOPP',op,[(0x17F<<23)|(op<<16)|k]))
    if gen in ('gfx6','gfx7'):
        for op in range(32):
            for (d,b,imm,o) in [(8,2,1,4),(0,0,0,0)]:
                out.append(('SMRD',op,[(0x18<<27)|(op<<22)|(d<<15)|(b<<9)|(imm<<8)|o]))
    else:
        pre = 0x30 if gen in ('gfx8','gfx9') else 0x3d
        null = 0x7c if gen in ('gfx11', 'gfx12', 'gfx12_5') else 0x7d  # (GFX11 exchanged the codes of m0 and null)
        gfx12 = gen in ('gfx12', 'gfx12_5')  # GFX12: a 6-bit opcode in bits 18:13
        for op in range(64 if gfx12 else 256):
            if pre==0x30:
                vs=[((1<<17)|(8<<6)|2, 0x10),(0,0)]
            else:
                vs=[((8<<6)|2, 0x10|(null<<25)),(0,null<<25),(0,0)]
            for w0,w1 in vs:
                out.append(('SMEM',op,[(pre<<26)|(op<<(13 if gfx12 else 18))|w0, w1]))
    return out
res={}
for gen,cpu in [(g, c) for g in gens for c in [gens[g]] + ([origin[g]] if g in origin else [])]:
    ws=words(gen)
    data=' '.join(' '.join('0x%02x'%b for b in struct.pack('<%dI'%len(w),*w)) for _,_,w in ws)
    mc='llvm-mc-14' if gen in ('gfx6','gfx7') else 'llvm-mc-22'
    p=subprocess.run([mc,'-arch=amdgcn','-mcpu='+cpu,'-disassemble','-show-encoding'],input=data,capture_output=True,text=True)
    printed={}
    for line in p.stdout.splitlines():
        m=re.match(r'\s*(.*?)\s*; encoding: \[(.*)\]',line)
        if m: printed.setdefault(m.group(2).replace('0x','').replace(',',''),m.group(1))
    for enc,op,w in ws:
        w0=w[0]
        if enc=='SOP2' and (w0>>28)==0xB: continue
        if enc=='SOPK' and (w0>>23)&0x1ff in (0x17D,0x17E,0x17F): continue
        key=''.join('%02x'%b for b in struct.pack('<%dI'%len(w),*w))
        # allow matches with literal following? scalar sources with 255 not used here
        if key in printed:
            name=printed[key].split()[0]
            res.setdefault((name,enc),{}).setdefault(gen,(op,printed[key]))
OLD = ('gfx6','gfx7','gfx8','gfx9','gfx10','gfx10_3')
def order(x):  # rows of the older generations in their order; the later generations' own rows after them
    d = x[1]
    old = [d[g][0] for g in OLD if g in d]
    return (x[0][1], min(old) if old else 1000 + min(v[0] for v in d.values()))
for (name,enc),d in sorted(res.items(), key=order):
    print(name,enc,' '.join(('0x%x'%d[g][0]) if g in d else '-1' for g in gens),' | ',' | '.join(d[g][1] if g in d else '' for g in gens),sep='\t')
