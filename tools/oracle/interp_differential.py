#!/usr/bin/env python3
"""A focused fair differential of the VOP3-encoded v_interp_* against llvm-mc 22: random words of those
opcodes (fields mostly plausible: attr 0..32, a VGPR I/J, sometimes anything), decoded by both. A word only
llvm-mc decodes counts as lossy when its text re-assembles to other bytes (or carries a /*...*/ note); anything
else is a gcnkit bug. Usage: interp_differential.py CPU COUNT  (GCNKIT=path/to/gcnkit, LLVM_MC22=llvm-mc-22)
"""
import os
MC = os.environ.get("LLVM_MC22", "llvm-mc-22")
GK = os.environ.get("GCNKIT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "gcnkit"))
import random, subprocess, re, sys
cpu = sys.argv[1]; n = int(sys.argv[2])
gfx10 = cpu.startswith("gfx10")
ops = [0x200,0x201,0x202,0x342,0x343,0x35a] if gfx10 else [0x270,0x271,0x272,0x274,0x275,0x276,0x277]
pref = 0x35 if gfx10 else 0x34
rnd = random.Random(7)
words = []
for i in range(n):
    op = rnd.choice(ops)
    lo = (pref << 26) | (op << 16) | (rnd.getrandbits(16) & rnd.choice([0xffff, 0x80ff, 0x00ff, 0x48ff]))
    hi = rnd.getrandbits(32) & rnd.choice([0xffffffff, 0x0003ffff, 0x07ffffff, 0x0001ffff, 0xf803ffff])
    if rnd.random() < 0.5: hi = (hi & ~0x1ff) | (rnd.getrandbits(9) & 0x1ff if rnd.random() < 0.3 else (rnd.randrange(33) | rnd.getrandbits(2) << 6 | rnd.getrandbits(1) << 8))
    if rnd.random() < 0.5: hi = (hi & ~(0x1ff << 9)) | ((256 + rnd.randrange(256)) << 9)
    words.append(lo.to_bytes(4,'little') + hi.to_bytes(4,'little'))
def run(cmd, data):
    return subprocess.run(cmd, input=data, capture_output=True, text=True)
def lines_for(tool):
    out = []
    for w in words:
        data = " ".join("0x%02x" % b for b in w) + "\n"
        if tool == "llvm":
            p = run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-disassemble"], data)
        else:
            p = run([GK, "mc", "-arch=amdgcn", "-mcpu=" + cpu, "-disassemble"], data)
        t = [l.strip() for l in p.stdout.splitlines() if l.strip() and not l.strip().startswith(".")]
        bad = "invalid instruction encoding" in p.stderr
        out.append("" if bad or not t else t[0])
    return out
L = lines_for("llvm"); G = lines_for("gk")
agree = lossy = bug = 0
for w, l, g in zip(words, L, G):
    if l == g: agree += 1; continue
    if l and not g:
        p = run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"], l + "\n")
        m = re.search(r"encoding: \[(.*?)\]", p.stdout)
        enc = bytes(int(x, 16) for x in m.group(1).split(",")) if m else b""
        if enc != w or "/*" in l: lossy += 1; continue
    bug += 1
    if bug <= 10: print(w.hex(), "\n  llvm:", l, "\n  gk:  ", g)
print(cpu, "interp VOP3 words:", n, "agree", agree, "lossy (llvm text gives other bytes; gcnkit refuses)", lossy, "bugs", bug)
