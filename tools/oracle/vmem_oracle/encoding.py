"""Per-generation encoding facts: the prefix bits and opcode fields of each memory encoding, the segment
field of FLAT/GLOBAL/SCRATCH, and the canonical word of an opcode."""
from .config import GENS


def w0(b):
    return int.from_bytes(b[0:4], "little")


def w1(b):
    return int.from_bytes(b[4:8], "little") if len(b) >= 8 else 0


PREFIX = {  # enc -> gen -> (value of bits [31:26])
    "DS": {g: 0b110110 for g in GENS},
    # (GFX12's VBUFFER: both families under 0xC4, MTBUF's opcodes 0x80-0x8f of one 8-bit field, a 96-bit word)
    "MUBUF": {g: 0b110001 if g in ("gfx12", "gfx12_5") else 0b111000 for g in GENS},
    "MTBUF": {g: 0b110001 if g in ("gfx12", "gfx12_5") else 0b111010 for g in GENS},
    # (GFX12: VIMAGE 0xD0; the sampler rows and image_msaa_load are VSAMPLE words, VSAMPLE_PREFIX)
    "MIMG": {g: 0b110100 if g in ("gfx12",) else 0b111100 for g in GENS},
    # (GFX12's VFLAT/VGLOBAL/VSCRATCH: 0x3B, the segment in bits 25:24, a 96-bit word)
    "FLAT": {g: 0b111011 if g in ("gfx12", "gfx12_5") else 0b110111 for g in GENS},
    "EXP": {"gfx6": 0b111110, "gfx7": 0b111110, "gfx8": 0b110001, "gfx9": 0b110001, "gfx10": 0b111110, "gfx10_3": 0b111110,
            "gfx11": 0b111110, "gfx12": 0b111110},
    # (GFX11 has no VINTRP and no VOP3-encoded v_interp_*: its VINTERP family is VALU-like, another table)
    "VINTRP": {"gfx6": 0b110010, "gfx7": 0b110010, "gfx8": 0b110101, "gfx9": 0b110101, "gfx10": 0b110010, "gfx10_3": 0b110010},
    "VOP3": {"gfx8": 0b110100, "gfx9": 0b110100, "gfx10": 0b110101, "gfx10_3": 0b110101},
}
OLD = ("gfx6", "gfx7")
NEW = ("gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5")     # dim/NSA images, unified buffer formats
GFX10 = ("gfx10", "gfx10_3")            # the opcode's high bit apart (MUBUF bit 25, MTBUF bit 53, MIMG bit 0)
GFX11 = ("gfx11",)                      # 8-bit MUBUF/MIMG opcodes in 25:18, MTBUF 18:15, FLAT segment in 17:16
VSAMPLE_PREFIX = 0b111001
GFX12 = ("gfx12", "gfx12_5")            # VFLAT: an 8-bit opcode in 21:14, the segment in 25:24, three dwords
# GFX11 MIMG: ssamp in bits 62:58 (GFX10: 57:53), unorm in bit 7 (GFX10: 12)
SSAMP_SHIFT = {"gfx11": 26}
UNORM_BIT = {"gfx11": 7}


def base_enc(enc):
    return "FLAT" if enc in ("GLOBAL", "SCRATCH") else enc


def opcode(enc, gen, b):
    a, c = w0(b), w1(b)
    enc = base_enc(enc)
    if enc == "DS":
        return (a >> 17) & 0xff if gen in ("gfx8", "gfx9") else (a >> 18) & 0xff
    if enc in ("MUBUF", "MTBUF") and gen in GFX12:
        return (a >> 14) & (0xff if enc == "MUBUF" else 0xf)
    if enc == "MIMG" and gen in GFX12:
        return (a >> 14) & 0xff
    if enc == "MUBUF":
        if gen in GFX11:
            return (a >> 18) & 0xff
        return ((a >> 18) & 0x7f) | ((((a >> 25) & 1) << 7) if gen in GFX10 else 0)
    if enc == "MTBUF":
        if gen in ("gfx8", "gfx9") + GFX11:
            return (a >> 15) & 0xf
        return ((a >> 16) & 7) | ((((c >> 21) & 1) << 3) if gen in GFX10 else 0)
    if enc == "MIMG":
        if gen in GFX11:
            return (a >> 18) & 0xff
        return ((a >> 18) & 0x7f) | (((a & 1) << 7) if gen in GFX10 else 0)
    if enc == "FLAT":
        return (a >> 14) & 0xff if gen in GFX12 else (a >> 18) & 0x7f
    if enc == "VINTRP":
        return (a >> 16) & 3
    if enc == "VOP3":
        return (a >> 16) & 0x3ff
    if enc == "EXP":
        return 0
    raise ValueError(enc)


def image_seg(b):
    """GFX12 images: 1 for a VSAMPLE word, 0 for VIMAGE (told apart like FLAT's segments in the probes)."""
    return 1 if (w0(b) >> 26) == VSAMPLE_PREFIX else 0


def seg(b, gen):
    return (w0(b) >> (24 if gen in GFX12 else 16 if gen in GFX11 else 14)) & 3


def canon_word(enc, gen, op, segv=0):
    """Canonical word used for the GFX8+ brute-force disassembly."""
    p = PREFIX[base_enc(enc)][gen] << 26
    if enc == "MIMG" and gen in GFX12:
        # dmask 0xf, 1D; vdata v5, srsrc s[8:15] (number / 4 in bits 15:11), VSAMPLE's ssamp s[16:19] (bits 29:25); vaddr v1
        sample = segv == 1
        a = ((VSAMPLE_PREFIX if sample else PREFIX["MIMG"][gen]) << 26) | (op << 14) | (0xf << 22)
        c = 5 | (2 << 11) | ((4 << 25) if sample else 0)
        return a.to_bytes(4, "little") + c.to_bytes(4, "little") + (1).to_bytes(4, "little")
    if enc in ("MUBUF", "MTBUF") and gen in GFX12:
        # soffset s3, vdata v5, srsrc s[8:11] (its number / 4 in bits 15:11 of dword1), format 1 (MUBUF) or 22, vaddr v1
        a = p | ((op | (0x80 if enc == "MTBUF" else 0)) << 14) | 3
        c = 5 | (2 << 11) | ((22 if enc == "MTBUF" else 1) << 23)
        return a.to_bytes(4, "little") + c.to_bytes(4, "little") + (1).to_bytes(4, "little")
    if enc == "DS":
        a = p | (op << (17 if gen in ("gfx8", "gfx9") else 18)) | 4 | (8 << 8)
        c = 1 | (10 << 8) | (20 << 16) | (5 << 24)
    elif enc == "MUBUF":
        a = p | ((op & 0x7f) << 18) | (((op >> 7) & 1) << 25) | 0x10
        c = 1 | (5 << 8) | (2 << 16) | (3 << 24)
    elif enc == "MTBUF":
        c = 1 | (5 << 8) | (2 << 16) | (3 << 24)
        if gen in ("gfx8", "gfx9"):
            a = p | (op << 15) | (4 << 19) | (7 << 23) | 0x10
        elif gen in GFX11:
            a = p | (op << 15) | (22 << 19) | 0x10
        else:
            a = p | ((op & 7) << 16) | (22 << 19) | 0x10
            c |= ((op >> 3) & 1) << 21
    elif enc == "MIMG":
        if gen in GFX11:
            a = p | (op << 18) | (0xf << 8)
        else:
            a = p | ((op & 0x7f) << 18) | (0xf << 8) | ((op >> 7) & 1)
        c = 1 | (5 << 8) | (2 << 16) | (4 << SSAMP_SHIFT.get(gen, 21))
    elif enc == "FLAT" and gen in GFX12:
        # saddr null (0x7c), vdst v5, vdata v10 (bits 30:23 of dword1), vaddr v1 (dword2)
        a = p | (op << 14) | (segv << 24) | 0x7c
        c = 5 | (10 << 23)
        return a.to_bytes(4, "little") + c.to_bytes(4, "little") + (1).to_bytes(4, "little")
    elif enc == "FLAT":
        a = p | (op << 18) | (segv << (16 if gen in GFX11 else 14))
        sa = 0
        if gen == "gfx9" and segv:
            sa = 0x7f
        elif gen in GFX11:
            sa = 0x7c      # null, `off` (GFX11 swaps the m0 and null codes)
        elif gen in NEW:
            sa = 0x7d
        c = 1 | (10 << 8) | (sa << 16) | (5 << 24)
    elif enc == "VINTRP":
        return (p | (5 << 18) | (op << 16) | (1 << 10) | 1).to_bytes(4, "little")
    elif enc == "VOP3":
        a = p | (op << 16) | 5
        c = 1 | (2 << 9) | (3 << 18)
    return a.to_bytes(4, "little") + c.to_bytes(4, "little")


OPC_RANGE = {"DS": 256, "MUBUF": 128, "MTBUF": 16, "MIMG": 128, "FLAT": 128, "VINTRP": 4, "VOP3": 1024}
OPC_RANGE_NEW = {"MUBUF": 256, "MIMG": 256}     # GFX10 and GFX11
OPC_RANGE_12 = {"FLAT": 256, "MUBUF": 128, "MTBUF": 16, "MIMG": 256}


# ---------------------------------------------------------------------------------------------
# candidates
