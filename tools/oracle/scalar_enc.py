"""Scalar encoding layouts shared by the oracle scripts."""

ENC_OPS = {"SOP2": 128, "SOPK": 32, "SOP1": 256, "SOPC": 128, "SOPP": 128, "SMRD": 32, "SMEM": 256}


def encodings_for(gen):
    base = ["SOP2", "SOPK", "SOP1", "SOPC", "SOPP"]
    return base + (["SMRD"] if gen in ("gfx6", "gfx7") else ["SMEM"])


def is_gfx10(gen):
    return gen in ("gfx10", "gfx10_3")


def is_gfx11(gen):
    return gen == "gfx11"


def is_gfx12(gen):
    return gen in ("gfx12", "gfx12_5")


def smem_opcodes(gen):
    """GFX12's SMEM opcode is 6 bits (18:13); earlier ones 8 (25:18) or SMRD's 5."""
    return 64 if is_gfx12(gen) else 256


def sop2(op, sdst, s1, s0):
    return (2 << 30) | (op << 23) | (sdst << 16) | (s1 << 8) | s0


def sopk(op, sdst, imm):
    return (0xB << 28) | (op << 23) | (sdst << 16) | (imm & 0xffff)


def sop1(op, sdst, s0):
    return (0x17D << 23) | (sdst << 16) | (op << 8) | s0


def sopc(op, s1, s0):
    return (0x17E << 23) | (op << 16) | (s1 << 8) | s0


def sopp(op, imm):
    return (0x17F << 23) | (op << 16) | (imm & 0xffff)


def smrd(op, sdst, sbase_pair, imm, off):
    return (0x18 << 27) | (op << 22) | (sdst << 15) | (sbase_pair << 9) | (imm << 8) | off


def smem_gfx89(op, sdata, sbase_pair, imm=1, glc=0, nv=0, soe=0, offset=0, soffset=0):
    w0 = (0x30 << 26) | (op << 18) | (imm << 17) | (glc << 16) | (nv << 15) | (soe << 14) | (sdata << 6) | sbase_pair
    w1 = (offset & 0x1fffff) | (soffset << 25)
    return w0, w1


def smem_gfx10(op, sdata, sbase_pair, glc=0, dlc=0, offset=0, soffset=0x7d):
    w0 = (0x3d << 26) | (op << 18) | (glc << 16) | (dlc << 14) | (sdata << 6) | sbase_pair
    w1 = (offset & 0x1fffff) | (soffset << 25)
    return w0, w1


def smem_gfx11(op, sdata, sbase_pair, glc=0, dlc=0, offset=0, soffset=0x7c):
    """GFX11 SMEM: glc bit 14, dlc bit 13; soffset null is 124 (GFX10: 125)."""
    w0 = (0x3d << 26) | (op << 18) | (glc << 14) | (dlc << 13) | (sdata << 6) | sbase_pair
    w1 = (offset & 0x1fffff) | (soffset << 25)
    return w0, w1


def smem_gfx12(op, sdata, sbase_pair, th=0, scope=0, offset=0, soffset=0x7c):
    """GFX12 SMEM: op 18:13, scope 22:21, th 24:23, a 24-bit signed offset, soffset 63:57 (null 124)."""
    w0 = (0x3d << 26) | (th << 23) | (scope << 21) | (op << 13) | (sdata << 6) | sbase_pair
    w1 = (offset & 0xffffff) | (soffset << 25)
    return w0, w1


def canonical_words(gen, enc, op):
    """Canonical distinctive word(s) for an opcode, as a list of ints."""
    if enc == "SOP2":
        return [sop2(op, 10, 6, 4)]
    if enc == "SOPK":
        return [sopk(op, 10, 0x1234)]
    if enc == "SOP1":
        return [sop1(op, 10, 4)]
    if enc == "SOPC":
        return [sopc(op, 6, 4)]
    if enc == "SOPP":
        return [sopp(op, 3)]
    if enc == "SMRD":
        return [smrd(op, 8, 2, 1, 0x10)]
    if enc == "SMEM":
        if is_gfx12(gen):
            return list(smem_gfx12(op, 8, 2, offset=0x10))
        if is_gfx11(gen):
            return list(smem_gfx11(op, 8, 2, offset=0x10))
        if is_gfx10(gen):
            return list(smem_gfx10(op, 8, 2, offset=0x10))
        return list(smem_gfx89(op, 8, 2, imm=1, offset=0x10))
    raise ValueError(enc)


def classify(gen, w0):
    """Return (encoding, opcode) of a first dword, or (None, None)."""
    top9 = w0 >> 23
    if top9 == 0x17D:
        return "SOP1", (w0 >> 8) & 0xff
    if top9 == 0x17E:
        return "SOPC", (w0 >> 16) & 0x7f
    if top9 == 0x17F:
        return "SOPP", (w0 >> 16) & 0x7f
    if (w0 >> 28) == 0xB:
        return "SOPK", (w0 >> 23) & 0x1f
    if (w0 >> 30) == 2:
        return "SOP2", (w0 >> 23) & 0x7f
    if gen in ("gfx6", "gfx7"):
        if (w0 >> 27) == 0x18:
            return "SMRD", (w0 >> 22) & 0x1f
    elif is_gfx12(gen):
        if (w0 >> 26) == 0x3d:
            return "SMEM", (w0 >> 13) & 0x3f
    elif is_gfx10(gen) or is_gfx11(gen):
        if (w0 >> 26) == 0x3d:
            return "SMEM", (w0 >> 18) & 0xff
    else:
        if (w0 >> 26) == 0x30:
            return "SMEM", (w0 >> 18) & 0xff
    return None, None
